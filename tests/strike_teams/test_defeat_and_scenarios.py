"""Rulebook: Defeating Enemies, Respawning Defeated Characters, Occupying Spawn Points, Tactical
Retreats, Extractions, Completing Objectives on Scenario Cards, Ending the Current Stage.
Spec section 9, cases 96-106."""

from game.strike_teams import objectives
from game.strike_teams.engine import TASKS
from tests.strike_teams.helpers import answer, board, g_of, ids, settle_all, start_turn, strike, table

MAP = ["H......S",
       "........",
       "......V."]


def defeat(R, s, victim, by):
    if "#" not in victim:
        c = s["chars"][victim]
        table_ = R.slot_table(c)
        c["wounds"] = {k: n for k, n in table_.items()}
        c["wounds"]["attack"] -= 1
    else:
        s["figs"][victim]["wounds"] = 2
    strike(R, s, by, victim, 5)
    settle_all(R, s)


def test_a_hero_gives_1_op_and_its_token_only_the_first_time_case_96():
    R, s = table(board(MAP), {"captain_america": {"at": "2,1"}, "baron_strucker": {"at": "3,1"}})
    defeat(R, s, "captain_america", "baron_strucker")
    assert s["op"] == [0, 1] and s["claimed"][1] == ["captain_america"]
    s["chars"]["captain_america"]["state"] = "map"
    s["figs"]["captain_america"]["pos"] = "2,1"
    defeat(R, s, "captain_america", "baron_strucker")
    assert s["op"] == [0, 1]


def test_villain_1_op_mastermind_2_op_once_case_97():
    R, s = table(board(MAP), {"captain_america": {"at": "2,1"}, "baron_strucker": {"at": "3,1"},
                              "winter_soldier": {"at": "1,1"}})
    defeat(R, s, "winter_soldier", "captain_america")
    assert s["op"] == [1, 0]
    defeat(R, s, "baron_strucker", "captain_america")
    assert s["op"] == [3, 0]
    s["chars"]["baron_strucker"]["state"] = "map"
    s["figs"]["baron_strucker"]["pos"] = "3,1"
    defeat(R, s, "baron_strucker", "captain_america")
    assert s["op"] == [3, 0]


def test_henchman_tokens_stop_at_the_number_fielded_1_op_per_3_case_98():
    R, s = table(board(MAP), {"iron_man": {"at": "0,1"}, "hydra_soldiers": {"at": ["3,1"], "face": 1}})
    for _ in range(7):
        s["figs"]["hydra_soldiers#1"]["pos"] = "3,1"
        defeat(R, s, "hydra_soldiers#1", "iron_man")
    assert s["hench"] == {"start": 6, "tokens": 6} and s["op"][0] == 2
    R, s = table(board(MAP), {"iron_man": {"at": "0,1"}, "hydra_soldiers": {"at": ["3,1"], "face": 0}})
    for _ in range(6):
        s["figs"]["hydra_soldiers#1"]["pos"] = "3,1"
        defeat(R, s, "hydra_soldiers#1", "iron_man")
    assert s["hench"] == {"start": 3, "tokens": 3} and s["op"][0] == 1


def run_phase(R, s, side):
    s["stack"] = [{"op": "test_hold"}, {"op": "phase", "side": side}]
    s["pending"] = None
    TASKS.run(g_of(R, s))


def test_a_hero_defeated_before_its_turn_returns_that_round_and_is_safe_until_its_next_case_99():
    R, s = table(board(MAP), {"captain_america": {"at": "2,1", "ap": 3}, "winter_soldier": {"at": "5,1", "ap": 8}},
                 round_=5)
    defeat(R, s, "captain_america", "winter_soldier")
    run_phase(R, s, 0)  # the Hero Phase of round 5: Cap's slot is his respawn turn
    c = s["chars"]["captain_america"]
    assert s["figs"]["captain_america"]["pos"] == "0,0" and c["wounds"] == {} and c["ap"] == 3 and c["protected"]
    assert s["pending"]["kind"] == "test_hold"  # no AP, no actions
    s["round"] = 6
    s["chars"]["winter_soldier"]["activated"] = False
    start_turn(R, s, "winter_soldier")
    assert "use:primary" not in ids(s)  # Cap is the only target, and he cannot be attacked yet
    s["chars"]["captain_america"]["activated"] = False
    run_phase(R, s, 0)
    assert not c["protected"] and s["pending"]["kind"] == "start"


def test_a_soldier_returns_for_3_ap_on_a_free_henchman_spawn_and_sits_out_the_round_case_100():
    R, s = table(board(MAP), {"hydra_soldiers": {"at": ["5,1"], "face": 0, "ap": 6}, "iron_man": {"at": "0,2"}})
    start_turn(R, s, "hydra_soldiers")
    assert [i for i in ids(s) if i.startswith("respawn:")] == ["respawn:7,0"]
    answer(R, s, "respawn:7,0")
    f = s["figs"]["hydra_soldiers#2"]
    assert f["pos"] == "7,0" and s["chars"]["hydra_soldiers"]["ap"] == 3
    assert "mob:hydra_soldiers#2" not in ids(s)
    answer(R, s, "march")
    assert not [i for i in ids(s) if i.startswith("march:hydra_soldiers#2")]
    answer(R, s, "march:end")
    answer(R, s, "end")
    s["chars"]["iron_man"]["ap"] = 4
    start_turn(R, s, "iron_man")
    answer(R, s, "use:primary")
    assert "target:fig:hydra_soldiers#2:0" in ids(s)


def test_no_return_on_an_occupied_point_or_beyond_the_figures_fielded_case_101():
    R, s = table(board(MAP), {"hydra_soldiers": {"at": ["5,1", "6,1", "1,1"], "face": 0, "ap": 6},
                              "iron_man": {"at": "7,0"}})
    start_turn(R, s, "hydra_soldiers")
    assert not [i for i in ids(s) if i.startswith("respawn:")]
    R, s = table(board(MAP), {"hydra_soldiers": {"at": ["5,1"], "face": 0, "ap": 6}, "iron_man": {"at": "7,0"}})
    start_turn(R, s, "hydra_soldiers")
    assert not [i for i in ids(s) if i.startswith("respawn:")]


def activate(R, s, cid):
    s["turn"] = None
    s["chars"][cid]["activated"] = False
    s["stack"] = [{"op": "test_hold"}, {"op": "activation", "char": cid, "step": "begin"}]
    s["pending"] = None
    TASKS.run(g_of(R, s))


def test_retreat_respawn_and_extraction_two_rounds_later_case_102():
    R, s = table(board(MAP), {"captain_america": {"at": "3,1"}, "winter_soldier": {"at": "7,2"}}, round_=1)
    activate(R, s, "captain_america")
    answer(R, s, "retreat")
    assert s["figs"]["captain_america"]["pos"] is None and s["op"] == [0, 1]
    s["round"] = 2
    activate(R, s, "captain_america")
    assert s["figs"]["captain_america"]["pos"] == "0,0"
    s["round"] = 3
    activate(R, s, "captain_america")
    assert "extract" not in ids(s)
    answer(R, s, "gain")
    answer(R, s, "end")
    s["round"] = 4
    activate(R, s, "captain_america")
    assert "extract" in ids(s)
    answer(R, s, "extract")
    assert s["chars"]["captain_america"]["state"] == "extracted" and s["figs"]["captain_america"]["pos"] is None


def test_an_extracted_villain_is_gone_and_gives_no_op_case_103():
    R, s = table(board(MAP), {"winter_soldier": {"at": "6,2"}, "captain_america": {"at": "0,2"}})
    activate(R, s, "winter_soldier")
    answer(R, s, "extract")
    assert s["chars"]["winter_soldier"]["state"] == "extracted" and s["op"] == [0, 0]


# -- scenarios --------------------------------------------------------------------------------------
def with_scenarios(s, *ids_):
    s["scenarios"] = list(ids_)
    s["sc"] = [{"id": x, "status": "open", "active": True} for x in ids_]


def test_rescue_the_prisoner_freed_in_stage_1_escorted_out_in_stage_2_case_104():
    R, s = table(board(MAP), {"agent_may": {"at": "1,1", "ap": 12}}, round_=3)
    with_scenarios(s, "rescue_the_prisoner")
    prison = objectives.place(g_of(R, s), "prison", "2,1", 0)
    start_turn(R, s, "agent_may")
    answer(R, s, f"tokdmg:{prison}")
    assert s["sc"][0].get("freed") and s["tokens"]["prisoner1"]["pos"] == "2,1"
    answer(R, s, "step:2,1")
    assert s["tokens"]["prisoner1"]["carrier"] == "agent_may"
    answer(R, s, "step:1,0")
    answer(R, s, "step:0,0")  # a hero spawn point, but still Stage 1
    assert s["sc"][0]["status"] == "open"
    s["round"], s["stage"] = 5, 2
    s["chars"]["agent_may"]["ap"] = 2
    start_turn(R, s, "agent_may")
    answer(R, s, "step:1,0")
    answer(R, s, "step:0,0")
    assert s["sc"][0]["status"] == "won" and s["op"] == [4, 0]


def test_a_prison_still_standing_at_the_end_of_stage_1_gives_the_mastermind_4_case_104():
    R, s = table(board(MAP), {"agent_may": {"at": "1,1"}}, round_=4)
    with_scenarios(s, "rescue_the_prisoner")
    objectives.place(g_of(R, s), "prison", "2,1", 0)
    s["stack"] = [{"op": "test_hold"}, {"op": "stage_end", "stage": 1}]
    TASKS.run(g_of(R, s))
    assert s["sc"][0]["status"] == "lost" and s["op"] == [0, 4]


def test_a_fallen_escort_drops_the_prisoner_for_another_hero_never_a_villain_case_105():
    R, s = table(board(MAP), {"agent_may": {"at": "3,1"}, "quake": {"at": "5,0", "ap": 6},
                              "winter_soldier": {"at": "4,2", "ap": 6}}, round_=5)
    with_scenarios(s, "rescue_the_prisoner")
    s["sc"][0]["freed"] = True
    tid = objectives.place(g_of(R, s), "prisoner", "3,1", 0)
    objectives.pick_up(g_of(R, s), "agent_may", tid)
    defeat(R, s, "agent_may", "winter_soldier")
    assert s["tokens"][tid]["pos"] == "3,1" and s["tokens"][tid]["carrier"] is None
    start_turn(R, s, "winter_soldier")
    assert f"retrieve:{tid}" not in ids(s)
    answer(R, s, "step:3,1")
    assert s["tokens"][tid]["carrier"] is None
    start_turn(R, s, "quake")
    answer(R, s, "step:4,1")
    answer(R, s, f"retrieve:{tid}")  # a figure on the token does not stop an adjacent hero
    assert s["tokens"][tid]["carrier"] == "quake"


def test_a_goal_missed_by_the_end_of_stage_3_goes_to_the_mastermind_case_106():
    R, s = table(board(MAP), {"iron_man": {"at": "0,1"}}, round_=12)
    with_scenarios(s, "rescue_the_prisoner", "destroy_the_superweapon", "last_stand")
    s["sc"][0]["status"] = "won"
    objectives.place(g_of(R, s), "superweapon", "4,1", 1)
    s["stack"] = [{"op": "test_hold"}, {"op": "stage_end", "stage": 3}]
    TASKS.run(g_of(R, s))
    assert s["sc"][1]["status"] == "lost" and s["sc"][2]["status"] == "won"
    assert s["op"] == [3, 5]


def test_tokens_a_card_brings_at_the_start_of_the_next_stage_are_placed_then():
    R, s = table(board(MAP), {"iron_man": {"at": "0,1"}, "winter_soldier": {"at": "6,2"}}, round_=4)
    with_scenarios(s, "sabotage_the_generators")
    s["stack"] = [{"op": "test_hold"}, {"op": "stage_end", "stage": 1}]
    TASKS.run(g_of(R, s))
    assert s["pending"]["kind"] == "place_token" and s["pending"]["seat"] == 1
    answer(R, s, ids(s)[0])
    answer(R, s, ids(s)[-1])
    gens = [t for t in s["tokens"].values() if t["kind"] == "generator"]
    assert len(gens) == 2 and all(t["pos"] for t in gens) and s["sc"][0]["status"] == "open"


def test_the_victory_card_karma_adds_3_command_points_once_and_guardians_blunts_a_hit_once():
    R, s = table(board(MAP), {"captain_america": {"at": "2,1", "ap": 0}, "baron_strucker": {"at": "3,1", "ap": 0}})
    s["victory"] = {"holder": 0, "face": "karma", "used": False}
    s["stack"] = [{"op": "test_hold"}, {"op": "activation", "char": "captain_america", "step": "begin"}]
    TASKS.run(g_of(R, s))
    answer(R, s, "karma")
    assert s["cp"][0] == 3 and s["victory"]["used"] and "karma" not in ids(s)
    s["victory"] = {"holder": 1, "face": "guardians", "used": False}
    strike(R, s, "captain_america", "baron_strucker", 5)
    answer(R, s, "react:victory")
    settle_all(R, s)
    assert sum(s["chars"]["baron_strucker"]["wounds"].values()) == 2 and s["victory"]["used"]


# -- where the Mastermind may place tokens (authored: `near: heroes` on the carried-token cards) ------
CORRIDOR = ["H.........V"]
THIRDS = ["00111111122"]


def placing(card, token, *, heroes_placed=True):
    """The squares offered to the Mastermind for a card's token in a corridor: hero spawn point
    at its west end, villain spawn point at its east end, a closed door in the heroes' tile."""
    R, s = table(board(CORRIDOR, tiles=THIRDS, doors=[([("0,0", "1,0")], 3)]), {}, zones=((0,), (2,)))
    if not heroes_placed:
        del s["spawns"]["0,0"]  # set-up: her tokens come before the heroes' spawn points
    with_scenarios(s, card)
    s["stack"] = [{"op": "test_hold"}, {"op": "place_tokens", "sc": 0, "token": token, "n": 1, "side": 1}]
    TASKS.run(g_of(R, s))
    assert s["pending"]["kind"] == "place_token" and s["pending"]["seat"] == 1
    return [o["data"]["cell"] for o in s["pending"]["options"]]


def test_the_prison_goes_on_the_heroes_side_of_the_battle_zone_counting_steps_with_doors_open():
    # Battle Zone: columns 2-8; column 5 is 5 steps from either spawn point, so it is still theirs.
    assert placing("rescue_the_prisoner", "prison") == ["2,0", "3,0", "4,0", "5,0"]


def test_before_the_heroes_place_spawn_points_the_map_cards_hero_options_count():
    assert placing("evacuate_bystanders", "bystander", heroes_placed=False) == ["2,0", "3,0", "4,0", "5,0"]


def test_a_card_without_that_limit_lets_her_use_the_whole_battle_zone():
    assert placing("cut_the_alarms", "alarm") == [f"{c},0" for c in range(2, 9)]


def test_a_click_on_her_own_side_says_the_tokens_go_on_the_heroes_side():
    R, s = table(board(CORRIDOR, tiles=THIRDS), {}, zones=((0,), (2,)))
    with_scenarios(s, "retrieve_the_dossier")
    s["stack"] = [{"op": "test_hold"}, {"op": "place_tokens", "sc": 0, "token": "dossier", "n": 1, "side": 1}]
    TASKS.run(g_of(R, s))
    assert "heroes' side" in R.explain(s, 1, ["cell:7,0"])
    assert "Battle Zone" in R.explain(s, 1, ["cell:9,0"])
    assert R.explain(s, 1, ["cell:4,0"]) is None
