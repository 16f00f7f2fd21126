"""Rulebook: Mission Set Up (its order, unit points, build points, Compare Unit Levels), Playing
the Game (phases, stages), Command Dials, Character Activation (gain or rest, AP limits, saving
AP), Rolling the Action Die. Spec section 9, cases 1-20 and 63-69."""

from game.core.players import RandomPlayer, SeatView, player_rng
from game.core.rules import apply
from game.strike_teams import costs, setup
from game.strike_teams.engine import TASKS
from tests.strike_teams.helpers import (answer, board, content, die, g_of, ids, option, settle_all, start_turn, strike,
                                        table, texts)

OPEN = ["........", "........", "........", "........", "........"]
ZONED = ["....", "....", "...."]
TILES = ["0011", "0011", "0011"]


def campaign_table(levels):
    R, s = table(board(OPEN), {cid: {"at": None} for cid in levels}, mode="campaign")
    for cid, lv in levels.items():
        s["chars"][cid]["level"] = lv
    return R, s


# -- set-up ---------------------------------------------------------------------------------------------
def test_the_lower_unit_level_gets_twice_the_difference_in_command_points_case_1():
    R, s = campaign_table({"winter_soldier": 1, "radioactive_man": 1, "hydra_soldiers": 2,
                           "captain_america": 2, "iron_man": 1, "agent_may": 1, "quake": 1})
    g = g_of(R, s)
    assert setup.unit_level(g, 1) == 6 and setup.unit_level(g, 0) == 5
    setup._compare_unit_levels(g)
    assert s["cp"] == [2, 0]


def test_the_unit_level_bonus_is_at_most_6_and_nothing_when_equal_cases_2_3():
    R, s = campaign_table({"baron_strucker": 3, "captain_america": 1, "iron_man": 1})
    setup._compare_unit_levels(g_of(R, s))
    assert s["cp"] == [6, 0]  # 6 against 2: twice 4 would be 8
    R, s = campaign_table({"baron_strucker": 1, "captain_america": 1, "iron_man": 1})
    setup._compare_unit_levels(g_of(R, s))
    assert s["cp"] == [0, 0]


def test_unit_points_of_the_mastermind_and_henchmen_faces_case_4():
    R, s = table(board(OPEN), {})
    g = g_of(R, s)
    assert setup.unit_points(g, "baron_strucker") + setup.unit_points(g, "hydra_soldiers", 1) == 4
    assert setup.unit_points(g, "baron_strucker") + setup.unit_points(g, "hydra_soldiers", 0) == 3


def test_build_points_limit_cards_in_a_campaign_and_must_be_met_in_a_single_mission_case_5():
    R, s = table(board(OPEN), {"captain_america": {"at": None}}, mode="campaign")
    g = g_of(R, s)
    c = s["chars"]["captain_america"]
    c["cards"] = ["hold_the_line", "one_two_punch", "shield_block"]  # 3 + 3 + 2 = 8
    choices, may_stop = setup.card_choices(g, "captain_america")
    assert may_stop and choices == []  # even a 1-cost card would make 9
    c["cards"] = ["hold_the_line", "one_two_punch"]
    choices, _ = setup.card_choices(g, "captain_america")
    assert "charge" in choices and "shield_block" in choices and "rally" in choices
    R, s = table(board(OPEN), {"captain_america": {"at": None}}, mode="single")
    g = g_of(R, s)
    s["chars"]["captain_america"]["cards"] = ["hold_the_line", "shield_block", "charge", ]  # 6 of 8
    choices, may_stop = setup.card_choices(g, "captain_america")
    assert not may_stop and "rally" in choices and "hold_the_line" not in choices


def _at_the_heroes_card_choice(options):
    """A game of random seats (seed 4) played to the heroes' first choice of action cards: (rules,
    state, that decision)."""
    from game.strike_teams.rules import StrikeTeamsRules
    R = StrikeTeamsRules(content())
    s = R.new_game({"seats": ["random", "random"], "seed": 4, "options": options}, [])
    p = RandomPlayer()
    for i in range(200):
        d = s["pending"]
        if d["kind"] == "choose_cards" and d["seat"] == 0:
            break
        apply(R, s, p.choose(SeatView(R, s, d["seat"]), player_rng(s, 0, i)))
    return R, s, d


def test_a_starting_action_card_says_so_on_its_button():
    """The board marked Shield Block '(starting)' while its button said only '(build cost 2)'; the rulebook
    suggests the two Starting Action Cards (gold build cost) to new players."""
    R, s, d = _at_the_heroes_card_choice({"units": "3"})
    labels = {o["data"]["card"]: o["label"] for o in d["options"] if o["data"].get("card")}
    starting = [k for k in labels if R.cards[k].starting]
    assert len(starting) == 2
    for k, label in labels.items():
        assert label.endswith("; a starting card, suggested for new players)") == (k in starting), label


def test_a_card_the_points_would_pay_for_but_no_exact_total_allows_is_named_in_the_prompt():
    """Seen in a real window: with Shield Block, Hurl Shield and Charge taken (5 of 8), Rally and Shield
    Bash (cost 2) were no longer offered and nothing said why. A single mission's cards total exactly
    the Build Points, and no choice with either makes 8 (Charge, the only 1, is taken)."""
    from game.strike_teams.rules import StrikeTeamsRules
    R = StrikeTeamsRules(content())
    s = R.new_game({"seats": ["random", "random"], "seed": 4, "options": {"units": "3"}}, [])
    p = RandomPlayer()
    for i in range(200):
        d = s["pending"]
        if d["kind"] == "choose_cards" and d["seat"] == 0 and d["char"] == "captain_america":
            break
        apply(R, s, p.choose(SeatView(R, s, d["seat"]), player_rng(s, 0, i)))
    assert "In a single mission the cards total exactly 8." in d["prompt"]
    for k in ("shield_block", "hurl_shield", "charge"):
        answer(R, s, f"card:captain_america:{k}")
    d = s["pending"]
    offered = {o["data"]["card"] for o in d["options"]}
    assert "rally" not in offered and "shield_bash" not in offered
    assert d["prompt"].endswith("5 of 8 build points spent. In a single mission the cards total exactly 8, "
                                "and no choice with Shield Bash or Rally makes that.")
    # a click on Rally itself says the same of it, and a click on a card taken says it is taken
    assert R.explain(s, 0, ["card:rally"]) == ("In a single mission the cards total exactly 8, and no choice with "
                                               "Rally makes that now (5 spent).")
    assert R.explain(s, 0, ["card:charge"]) == "Charge is taken already."
    assert R.explain(s, 0, ["card:hold_the_line"]) is None  # offered: nothing to explain


def test_set_up_runs_in_the_rulebook_order():
    from game.strike_teams.rules import StrikeTeamsRules
    R = StrikeTeamsRules(content())
    s = R.new_game({"seats": ["random", "random"], "seed": 4, "options": {"units": "3"}}, [])
    kinds = []
    p = RandomPlayer()
    i = 0
    while s["phase"] == "setup":
        kinds.append((s["pending"]["kind"], s["pending"]["seat"]))
        apply(R, s, p.choose(SeatView(R, s, s["pending"]["seat"]), player_rng(s, 0, i)))
        i += 1
    order = []
    for k in kinds:
        if not order or order[-1] != k:
            order.append(k)
    steps = [k for k, _ in order]
    first = {k: steps.index(k) for k in steps}
    assert first["team"] < first["choose_cards"] < first["place_spawn"]
    assert order[0] == ("team", 1)  # the Mastermind picks her team first, knowing all three cards
    mm_spawn = next(i for i, k in enumerate(order) if k == ("place_spawn", 1)) if ("place_spawn", 1) in order else 0
    hero_spawn = order.index(("place_spawn", 0))
    assert mm_spawn < hero_spawn
    if ("place_token", 1) in order:
        assert order.index(("place_token", 1)) < hero_spawn


# -- economy --------------------------------------------------------------------------------------------
def test_the_command_phase_adds_1_up_to_12_case_6():
    R, s = table(board(OPEN), {"winter_soldier": {"at": "0,0"}}, cp=(11, 12))
    s["stack"] = [{"op": "round", "step": "command"}]
    TASKS.run(g_of(R, s))
    assert s["cp"] == [12, 12]


def test_ap_gain_stops_at_the_red_space_in_the_own_starting_zone_case_7():
    R, s = table(board(ZONED, tiles=TILES), {"captain_america": {"at": "0,0", "ap": 4}}, zones=([0], []))
    g = g_of(R, s)
    assert costs.gain_ap(g, "captain_america", 5) == 2 and s["chars"]["captain_america"]["ap"] == 6


def test_in_the_battle_zone_gain_stops_at_the_end_of_the_track_case_8():
    R, s = table(board(ZONED, tiles=TILES), {"captain_america": {"at": "3,0", "ap": 9}}, zones=([0], []))
    costs.gain_ap(g_of(R, s), "captain_america", 5)
    assert s["chars"]["captain_america"]["ap"] == 12


def test_ap_above_the_red_space_stay_but_nothing_is_added_case_9():
    R, s = table(board(ZONED, tiles=TILES), {"captain_america": {"at": "0,0", "ap": 8}}, zones=([0], []))
    costs.gain_ap(g_of(R, s), "captain_america", 3)
    assert s["chars"]["captain_america"]["ap"] == 8


def test_resting_removes_up_to_6_wounds_of_the_owners_choice_and_the_turn_goes_on_case_10():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 3, "cards": ["shield_block", "hold_the_line"],
                                                   "wounds": {"attack": 2, "move": 2, "shield_block": 2, "defend": 1}}},
                 cp=(2, 0))
    s["turn"] = None
    s["stack"] = [{"op": "activation", "char": "captain_america", "step": "begin"}]
    TASKS.run(g_of(R, s))
    answer(R, s, "rest")
    assert s["pending"]["kind"] == "heal" and s["pending"]["max"] == 6
    keep = "wound:defend:0"
    answer(R, s, *[i for i in ids(s) if i != keep])
    c = s["chars"]["captain_america"]
    assert c["wounds"] == {"attack": 0, "move": 0, "shield_block": 0, "defend": 1} and c["ap"] == 3
    assert s["pending"]["kind"] == "act" and "step:1,0" in ids(s)


def test_a_hero_with_no_wound_is_not_asked_whether_to_rest():
    """Resting takes wounds off: unhurt, the turn's question offers gaining AP only, and says so."""
    def begin(wounds):
        R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 3, "cards": ["shield_block"],
                                                       "wounds": wounds}})
        s["turn"] = None
        s["stack"] = [{"op": "activation", "char": "captain_america", "step": "begin"}]
        TASKS.run(g_of(R, s))
        return s["pending"]
    unhurt, hurt = begin({}), begin({"attack": 1})
    assert "rest" not in [o["id"] for o in unhurt["options"]] and "rest" not in unhurt["prompt"]
    assert "rest" in [o["id"] for o in hurt["options"]] and hurt["prompt"].endswith("gain AP or rest?")


def test_unspent_ap_stay_on_the_track_case_11():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 7}})
    start_turn(R, s, "captain_america")
    answer(R, s, "step:1,0")
    events = answer(R, s, "end")
    assert s["chars"]["captain_america"]["ap"] == 6 and "6 AP saved" in texts(events)


# -- rounds and stages ---------------------------------------------------------------------------------
def empty_mission(stage3="last_stand"):
    R, s = table(board(OPEN), {}, round_=1)
    s["scenarios"] = ["frenemies", "hold_the_vault", stage3]
    s["sc"] = [{"id": x, "status": "open", "active": i < 2} for i, x in enumerate(s["scenarios"])]
    s["revealed"] = False
    s["stack"] = [{"op": "round", "step": "command"}]
    return R, s


def test_rounds_run_command_mastermind_heroes_end_without_initiative_case_12():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0"}, "winter_soldier": {"at": "5,4"}}, round_=1)
    s["stack"] = [{"op": "round", "step": "command"}]
    events = []
    from game.strike_teams.engine import G
    TASKS.run(G(s, events, R))
    assert s["pending"]["kind"] == "start" and s["pending"]["seat"] == 1  # the Mastermind first
    assert s["cp"] == [1, 1] and "Round 1" in texts(events)


def test_stages_advance_every_4_rounds_and_the_mission_ends_after_12_case_13():
    R, s = empty_mission()
    from game.strike_teams.engine import G
    events = []
    TASKS.run(G(s, events, R))
    log = texts(events)
    assert log.index("Round 4 of 12 (stage 1)") < log.index("Stage 1 ends") < log.index("Round 5 of 12 (stage 2)")
    assert log.index("Stage 2 ends") < log.index("Round 9 of 12 (stage 3)") < log.index("Stage 3 ends")
    assert s["result"] is not None and "mission ends" in log


def test_the_stage_3_card_is_revealed_at_the_end_of_stage_1_with_its_text_case_14():
    R, s = empty_mission("self_destruct")
    from game.strike_teams.engine import G
    events = []
    TASKS.run(G(s, events, R))
    reveal = next(e for e in events if e["kind"] == "reveal")
    assert reveal["reveals"] and "Self-Destruct" in reveal["text"] and "countdown" in reveal["text"]
    assert events.index(reveal) < next(i for i, e in enumerate(events) if "Round 5 " in e["text"])


def test_no_mastermind_attack_on_heroes_in_round_1_case_15():
    b = board(OPEN, doors=[([("4,0", "4,1")], 2)])
    R, s = table(b, {"winter_soldier": {"at": "4,1", "ap": 8}, "captain_america": {"at": "0,1"}}, round_=1)
    start_turn(R, s, "winter_soldier")
    answer(R, s, "use:primary")
    refs = {o["data"]["ref"] for o in s["pending"]["options"]}
    assert "fig:captain_america" not in refs and "door:0" in refs
    R, s = table(b, {"winter_soldier": {"at": "4,1", "ap": 8}, "captain_america": {"at": "0,1"}}, round_=2)
    start_turn(R, s, "winter_soldier")
    answer(R, s, "use:primary")
    assert "fig:captain_america" in {o["data"]["ref"] for o in s["pending"]["options"]}
    R, s = table(b, {"winter_soldier": {"at": "1,1"}, "captain_america": {"at": "0,1", "ap": 8}}, round_=1)
    start_turn(R, s, "captain_america")
    answer(R, s, "use:primary")
    assert "target:fig:winter_soldier:0" in ids(s)


def test_henchmen_roll_the_die_once_per_group_activation_case_16():
    R, s = table(board(OPEN), {"hydra_soldiers": {"at": ["0,0", "2,2"], "ap": 4}})
    start_turn(R, s, "hydra_soldiers")
    with die(3):
        answer(R, s, "die:1")
    assert not [i for i in ids(s) if i.startswith("die:")]
    answer(R, s, "mob:hydra_soldiers#2")
    assert not [i for i in ids(s) if i.startswith("die:")]


# -- the Action Die -----------------------------------------------------------------------------------------
def rolled(face, declare, ap=0):
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": ap}})
    start_turn(R, s, "captain_america")
    with die(face):
        answer(R, s, f"die:{declare}")
    return s


def test_a_black_3_when_going_for_2_gives_exactly_2_case_17():
    assert rolled(4, 2)["chars"]["captain_america"]["ap"] == 2  # face 4 is the black 3


def test_a_black_1_when_going_for_2_gives_nothing_case_18():
    s = rolled(1, 2)
    assert s["chars"]["captain_america"]["ap"] == 0 and s["cp"] == [0, 0]


def test_a_red_result_gives_nothing_and_the_opponent_a_command_point_case_19():
    s = rolled(5, 1)
    assert s["chars"]["captain_america"]["ap"] == 0 and s["cp"] == [0, 1]


def _turn_begun(R, s, cid):
    s["stack"] = [{"op": "test_hold"}, {"op": "activation", "char": cid, "step": "begin"}]
    s["pending"] = None
    TASKS.run(g_of(R, s))


def test_after_rolling_first_an_unhurt_hero_gains_ap_without_being_asked():
    """Gain or rest comes after a roll made first; unhurt, gaining is all there is, so it is not asked."""
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 0}})
    _turn_begun(R, s, "captain_america")
    assert s["pending"]["kind"] == "start" and "rest" not in ids(s)
    with die(1):  # a black 1 going for 2: no AP from the die
        answer(R, s, "die:2")
    gain = R.chars["captain_america"].ap_gain
    assert s["chars"]["captain_america"]["ap"] == gain
    assert s["pending"]["kind"] == "act"


def test_after_rolling_first_a_hurt_hero_is_still_asked_to_gain_or_rest():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 0}})
    s["chars"]["captain_america"]["wounds"]["attack"] = 1
    _turn_begun(R, s, "captain_america")
    with die(1):
        answer(R, s, "die:2")
    assert s["pending"]["kind"] == "start" and sorted(ids(s)) == ["gain", "rest"]


def test_each_roll_says_its_chance_and_what_a_red_face_gives_the_other_side():
    """Seen in a real window: 'Roll the Action Die for 2 AP' read as paying 2 AP to roll. The die's faces
    are 1, 1, 2, 3 and red 1, red 2: going for 2 AP, 2 of the 6 faces give them, and a red face gives the
    Mastermind a Command Point."""
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 0}})
    start_turn(R, s, "captain_america")
    labels = {o["id"]: o["label"] for o in s["pending"]["options"] if o["id"].startswith("die:")}
    assert labels["die:2"] == ("Roll the Action Die going for 2 AP (2 of 6 faces give them; a red face gives "
                               "the Mastermind 1 Command Point)")
    assert labels["die:1"].startswith("Roll the Action Die going for 1 AP (4 of 6 faces give them;")
    assert labels["die:3"].startswith("Roll the Action Die going for 3 AP (1 of 6 faces gives them;")
    R, s = table(board(OPEN), {"hydra_soldiers": {"at": ["0,0"], "ap": 4}})
    start_turn(R, s, "hydra_soldiers")
    assert "gives the heroes 1 Command Point" in next(o["label"] for o in s["pending"]["options"]
                                                      if o["id"] == "die:3")


def test_a_second_roll_in_one_turn_is_refused_case_20():
    s = rolled(1, 1, ap=3)
    assert not [o for o in s["pending"]["options"] if o["id"].startswith("die:")]


# -- duration tokens and statuses -----------------------------------------------------------------------
def activate(R, s, cid):
    s["turn"] = None
    s["stack"] = [{"op": "test_hold"}, {"op": "activation", "char": cid, "step": "begin"}]
    s["pending"] = None
    TASKS.run(g_of(R, s))


def test_a_2_token_card_is_ready_again_on_the_second_turn_after_case_63():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 8, "cards": ["hold_the_line"]}})
    start_turn(R, s, "captain_america")
    answer(R, s, "card:hold_the_line")
    assert s["chars"]["captain_america"]["dt"] == {"hold_the_line": 2}
    activate(R, s, "captain_america")
    answer(R, s, "gain")
    assert "card:hold_the_line" not in ids(s)  # 1 token left
    activate(R, s, "captain_america")
    answer(R, s, "gain")
    assert "card:hold_the_line" in ids(s)


def test_a_1_token_card_is_ready_on_the_next_turn_case_64():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 8, "cards": ["rally"]}})
    s["chars"]["captain_america"]["dt"] = {"rally": 1}
    activate(R, s, "captain_america")
    answer(R, s, "gain")
    assert "card:rally" in ids(s)


def test_another_characters_activation_leaves_tokens_alone_case_65():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "dt": {"rally": 1}, "cards": ["rally"]},
                               "iron_man": {"at": "3,3"}})
    activate(R, s, "iron_man")
    assert s["chars"]["captain_america"]["dt"] == {"rally": 1}


def test_a_reaction_used_in_the_hero_phase_is_ready_at_the_villains_next_activation_case_66():
    R, s = table(board(OPEN), {"winter_soldier": {"at": "1,0", "ap": 3, "cards": ["deflect"]},
                               "captain_america": {"at": "0,0"}})
    strike(R, s, "captain_america", "winter_soldier", 3)
    answer(R, s, "react:deflect")
    settle_all(R, s)
    assert s["chars"]["winter_soldier"]["dt"] == {"deflect": 1}
    activate(R, s, "winter_soldier")
    assert s["chars"]["winter_soldier"]["dt"] == {}


def test_status_tokens_come_off_one_per_2_ap_and_trapped_lasts_while_one_remains_case_67():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 6, "status": {"trapped": 2}}})
    start_turn(R, s, "captain_america")
    answer(R, s, "status:captain_america:trapped")
    assert s["figs"]["captain_america"]["status"] == {"trapped": 1} and not [i for i in ids(s) if i.startswith("step:")]
    answer(R, s, "status:captain_america:trapped")
    assert s["figs"]["captain_america"]["status"] == {} and "step:1,0" in ids(s)
    assert s["chars"]["captain_america"]["ap"] == 2


def test_two_prone_tokens_still_cost_only_1_more_case_68():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 6, "status": {"prone": 2}}})
    start_turn(R, s, "captain_america")
    assert option(s, "step:1,0")["data"]["cost"] == 2


def test_an_adjacent_ally_may_remove_a_status_token_case_69():
    R, s = table(board(OPEN), {"agent_may": {"at": "0,0", "ap": 4}, "captain_america": {"at": "1,1", "status": {"trapped": 1}},
                               "iron_man": {"at": "4,4", "status": {"prone": 1}}})
    start_turn(R, s, "agent_may")
    assert "status:captain_america:trapped" in ids(s) and "status:iron_man:prone" not in ids(s)
    answer(R, s, "status:captain_america:trapped")
    assert s["figs"]["captain_america"]["status"] == {} and s["chars"]["agent_may"]["ap"] == 2



def test_picking_a_team_asks_without_naming_the_side_the_panel_names_already():
    """The prompt panel puts the deciding side first ("Heroes: ..."); the team pick's own words began
    with the side too, so a person read "Heroes: The heroes: pick a character"."""
    from game.strike_teams.rules import StrikeTeamsRules
    R = StrikeTeamsRules(content())
    s = R.new_game({"seats": ["random", "random"], "seed": 4, "options": {"units": "3"}}, [])
    seen = set()
    said = []  # what each team prompt says is left: "3 unit points", "1 unit point"
    p = RandomPlayer()
    i = 0
    while s["phase"] == "setup":
        d = s["pending"]
        if d["kind"] == "team":
            assert d["prompt"].startswith("Pick a character (")
            said.append(d["prompt"][len("Pick a character ("):].split(" left")[0])
            seen.add(d["seat"])
        apply(R, s, p.choose(SeatView(R, s, d["seat"]), player_rng(s, 0, i)))
        i += 1
    assert seen == {0, 1}
    assert "1 unit point" in said and all(x == "1 unit point" or x.endswith(" unit points") for x in said), said


def test_every_figure_placed_at_set_up_is_told_in_the_log():
    """The last figure (one spawn point left) and the henchmen were placed without a word."""
    from game.core.match import Match
    from game.session import open_game
    from game.strike_teams.engine import G
    loaded = open_game("strike_teams", with_user_mods=False)
    for seed in (1, 9):
        m = Match.start(loaded.rules, loaded.setup(["random", "random"], seed))
        said = []
        while m.state["phase"] == "setup":
            p = m.pending
            said += [e["text"] for e in m.apply({"seat": p["seat"], "picks": [
                o["id"] for o in p["options"][:max(1, p["min"])]]}) if e["kind"] == "place"]
        g = G(m.state, [], loaded.rules)
        on_map = [f["pos"] for f in m.state["figs"].values() if f["pos"] is not None]
        assert on_map
        for cell in on_map:
            assert any(g.sq(cell) in line.replace(",", " ").replace(".", " ").split() for line in said), g.sq(cell)


def test_a_hero_ready_before_spending_every_build_point_says_how_many_it_gives_up():
    """Campaign: a character may stop choosing action cards before its Build Points are spent; the ones
    left are not used this mission. Played in a real window: the button read only 'Agent May is ready'
    with 4 of her 10 points still unspent."""
    R, s, d = _at_the_heroes_card_choice({"mode": "campaign"})
    cid = d["char"]
    cheap = min((o for o in d["options"] if o["data"].get("card")), key=lambda o: R.cards[o["data"]["card"]].build_cost)
    answer(R, s, cheap["id"])
    d = s["pending"]
    left = 8 - R.cards[cheap["data"]["card"]].build_cost
    ready = next(o for o in d["options"] if o["id"] == f"done:{cid}")
    assert ready["label"] == f"{R.chars[cid].name} is ready ({left} build points left unused)"
