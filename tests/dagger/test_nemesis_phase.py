"""The nemesis phase (spec cases 8-20 and 80): threat from its four sources, the nemesis mission
checked only in step 2 (progress first, then threat), side missions completed at once, overflow of
side mission slots, the event deck as the game's clock, event icons in order."""

from game.dagger import missions
from game.dagger.nemesis_phase import threat_sources

from .helpers import add_enemy, call, clear_board, g_of, run_tasks, settle, start


def _n1(dg, s):
    events = run_tasks(dg, s, {"op": "nemesis_phase"})
    return next(e for e in events if e["kind"] == "threat")["amount"]


def test_case_8_threat_advances_by_the_nemesis_value_and_each_enemy(dg):
    s = start(dg, 2)  # Loki: threat value 3
    clear_board(s)
    add_enemy(dg, s, "hydra_agent", "6")
    add_enemy(dg, s, "hydra_soldier", "9")
    assert dg.rules.book.nemeses["loki"].threat == 3
    assert _n1(dg, s) == 5


def test_case_9_threat_counts_enemies_overrun_bases_and_mission_threat_not_the_nemesis(dg):
    s = start(dg, 2, nemesis="ultron")  # threat value 2
    clear_board(s)
    for sp in ("6", "9", "1"):
        add_enemy(dg, s, "hydra_agent", sp)
    add_enemy(dg, s, "vulture", "2", rank="elite")
    s["overrun"] = ["madripoor"]
    s["side"]["green"] = {"id": "sm_blackout", "prog": 0}  # threat 1
    assert sum(n for _, n in threat_sources(g_of(dg, s))) == 8
    assert _n1(dg, s) == 8


def _deck(s, *missions_):
    s["nm_deck"] = list(missions_)


def test_case_10_per_player_progress_passes_in_step_2(dg):
    s = start(dg, 2)
    _deck(s, "nm_loki_1", "nm_loki_2", "nm_loki_3")  # 4 per player
    s["nm_prog"] = 8
    run_tasks(dg, s, {"op": "check_mission"})
    settle(dg, s)
    assert s["done"] == [["nm_loki_1", True]]
    assert s["nm_deck"][0] == "nm_loki_2"


def test_case_11_per_player_progress_short_is_not_completed_and_threat_stays(dg):
    s = start(dg, 3)
    _deck(s, "nm_loki_1", "nm_loki_2", "nm_loki_3")
    s["nm_prog"] = 11
    s["threat"] = 5
    run_tasks(dg, s, {"op": "check_mission"})
    assert s["done"] == [] and s["nm_deck"][0] == "nm_loki_1" and s["threat"] == 5


def test_case_12_a_pass_beats_a_fail(dg):
    s = start(dg, 2)
    _deck(s, "nm_loki_1", "nm_loki_2", "nm_loki_3")
    s["nm_prog"] = 8
    s["threat"] = dg.rules.book.missions["nm_loki_1"].threat
    run_tasks(dg, s, {"op": "check_mission"})
    settle(dg, s)
    assert s["done"] == [["nm_loki_1", True]]


def test_case_13_a_fail_resolves_its_effect_resets_threat_and_spawns_a_side_mission(dg):
    s = start(dg, 2)
    clear_board(s)
    _deck(s, "nm_loki_2", "nm_loki_3")
    s["nm_prog"] = 3
    s["threat"] = dg.rules.book.missions["nm_loki_2"].threat
    events = run_tasks(dg, s, {"op": "check_mission"})
    events += settle(dg, s)
    assert s["done"] == [["nm_loki_2", False]]
    # Its fail effect: two Frost Giants and the showdown's health up by 2 per hero.
    assert sorted(e["space"] for e in s["enemies"] if e["rank"] == "N") == ["6", "9"]
    assert s["nem"]["fort"] == 2
    assert s["threat"] == 0
    assert sum(1 for k in ("green", "purple", "blue") if s["side"][k]) == 1
    assert s["nm_deck"] == ["nm_loki_3"]


def test_case_14_a_passed_first_strike_leaves_without_a_side_mission(dg):
    s = start(dg, 2)
    clear_board(s)
    s["nm_prog"] = 6  # fs_hydra: 3 per player
    s["threat"] = 4
    run_tasks(dg, s, {"op": "check_mission"})
    settle(dg, s)
    assert s["nm_deck"] == ["nm_loki_1", "nm_loki_2", "nm_loki_3"]
    assert s["done"] == [] and s["threat"] == 0
    assert all(s["side"][k] is None for k in ("green", "purple", "blue"))


def test_case_15_a_nemesis_mission_with_enough_progress_waits_for_step_2(dg):
    s = start(dg, 2)
    _deck(s, "nm_loki_1", "nm_loki_2", "nm_loki_3")
    call(dg, s, missions.add_progress, "nemesis", 9)
    assert s["nm_deck"][0] == "nm_loki_1" and s["nm_prog"] == 9 and s["done"] == []


def test_case_16_a_side_mission_is_completed_the_moment_it_has_enough(dg):
    s = start(dg, 2)
    clear_board(s)
    s["side"]["purple"] = {"id": "sm_evacuate_tokyo", "prog": 3}  # 2 per player, team-up 2
    s["team_up"] = 1
    call(dg, s, missions.add_progress, "purple", 1)
    assert s["side"]["purple"] is None and s["team_up"] == 3
    assert "sm_evacuate_tokyo" in s["side_out"]


def _fill_slots(s):
    for k, mid in zip(("green", "purple", "blue"), ("sm_evacuate_tokyo", "sm_blackout", "sm_hostages")):
        s["side"][k] = {"id": mid, "prog": 0}


def test_case_17_a_side_mission_with_no_free_slot_adds_one_plus_the_heroes_in_threat(dg):
    s = start(dg, 4)
    _fill_slots(s)
    s["threat"] = 0
    deck = len(s["side_deck"])
    call(dg, s, missions.spawn_side)
    assert s["threat"] == 5 and len(s["side_deck"]) == deck


def test_case_18_the_overflow_is_not_changed_by_difficulty(dg):
    s = start(dg, 4, difficulty="easy")
    _fill_slots(s)
    s["threat"] = 0
    call(dg, s, missions.spawn_side)
    assert s["threat"] == 5


def test_case_19_an_empty_event_deck_loses(dg):
    s = start(dg, 2)
    s["events"] = []
    run_tasks(dg, s, {"op": "event"})
    assert s["result"]["winners"] == [] and s["lost"] == "events"


def test_case_20_the_thirteenth_nemesis_phase_loses_when_it_must_draw(dg):
    s = start(dg, 2)
    for _ in range(12):
        s["threat"] = 0
        s["enemies"] = []
        s["overrun"] = []
        run_tasks(dg, s, {"op": "event"})
        settle(dg, s)
        assert s["result"] is None
    assert len(s["event_out"]) == 12 and s["events"] == []
    run_tasks(dg, s, {"op": "event"})
    assert s["lost"] == "events"


def test_case_80_event_icons_resolve_top_to_bottom(dg):
    s = start(dg, 2)
    s["events"].append("ev_superstorm")  # icons: side mission, then the nemesis's ability 1
    events = run_tasks(dg, s, {"op": "event"})
    events += settle(dg, s)
    kinds = [e["kind"] for e in events if e["kind"] in ("side_mission", "nemesis_ability", "threat")]
    assert kinds.index("side_mission") < kinds.index("nemesis_ability")


def test_the_threat_step_alone_can_lose(dg):
    s = start(dg, 2)
    clear_board(s)
    s["threat"] = 17
    add_enemy(dg, s, "hydra_agent", "6")
    run_tasks(dg, s, {"op": "nemesis_phase"})
    assert s["lost"] == "threat" and s["done"] == []  # step 2 never ran
