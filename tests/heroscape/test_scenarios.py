"""Rulebook: Glyphs, and the special rules and victory conditions of the Master scenarios.
Spec section 8, cases 56-66 and 71."""

import pytest

from game.heroscape import combat, damage, movement, scenario_rules, turn
from tests.heroscape.helpers import (BLANK, SKULL, Dice, answer, fixture_rules, go, key, option_ids, run, settle,
                                    state, table)

R = fixture_rules()


def gk(col, row, upper=False):
    return key(R, "genotech", col, row, upper)


def tk(col, row):
    return key(R, "tribeca_labs", col, row)


def move_data(s, fid, dest, mode=None):
    r = movement.reachable(table(s), fid, mode)[dest]
    return {"kind": "move", "figure": fid, "to": r.dest, "mode": r.mode, "cost": r.cost, "route": r.path,
            "swipes": [[i, e] for i, e in r.swipes], "falls": [[i, d] for i, d in r.falls], "stops": r.pickups}


def test_glyphs_stop_movement_and_turn_power_side_up_case_56():
    s = state({"captain_america": (0, (0, 3)), "venom": (1, (11, 5))})
    glyph = key(R, "heights", 2, 3)
    s["glyphs"]["object_of_power"] = {"space": glyph, "side": "symbol", "holder": None}
    got = movement.reachable(table(s), "captain_america")
    assert got[glyph].cost == 2
    assert all(glyph not in r.path[:-1] for r in got.values())  # nobody moves on past it
    events = []
    go(s, "captain_america", move_data(s, "captain_america", glyph), events)
    assert s["glyphs"]["object_of_power"]["side"] == "power"
    assert any(e["kind"] == "glyph_flipped" and e.get("reveals") for e in events)
    s2 = state({"captain_america": (0, (0, 3)), "venom": (1, (11, 5))})
    s2["glyphs"]["object_of_power"] = {"space": glyph, "side": "power", "holder": None}
    assert all(glyph not in r.path[:-1] for r in movement.reachable(table(s2), "captain_america").values())


def test_escalating_battle_revival_rolls_case_57(monkeypatch):
    s = state({"grunt": (0, (2, 9)), "venom": (1, (5, 10)), "red_skull": (1, (7, 10))}, scenario="escalating_battle")
    damage.destroy(R, s, "venom", [])
    s["figures"]["venom"]["wounds"] = 5
    s["first"] = 1
    Dice(monkeypatch, 15)
    run(s, {"do": "revive_rolls"})
    assert s["figures"]["venom"]["status"] == "destroyed"
    Dice(monkeypatch, 16)
    run(s, {"do": "revive_rolls"})
    assert s["pending"]["kind"] == "revive_place"
    edge = s["pending"]["options"][0]["data"]["to"]
    assert R.board("genotech").space(edge).edge
    answer(s, s["pending"]["options"][0]["id"])
    assert s["figures"]["venom"]["status"] == "board" and s["figures"]["venom"]["wounds"] == 0
    damage.destroy(R, s, "venom", [])
    s["round_glyphs"] = {"object_of_power": 1}  # Venom's side stood on the Object of Power
    Dice(monkeypatch, 14)
    run(s, {"do": "revive_rolls"})
    assert s["pending"]["kind"] == "revive_place"


def test_escalating_battle_mysterious_item_costs_a_defense_die_case_58():
    s = state({"captain_america": (0, (4, 6)), "grunt": (0, (8, 6)), "venom": (1, (5, 6))},
              scenario="escalating_battle")
    s["glyphs"]["mysterious_item"] = {"space": s["figures"]["grunt"]["space"], "side": "power", "holder": None}
    n, _, why = combat.defense_dice(table(s), "venom", "captain_america")
    assert n == 6 - 1 and any("Mysterious Item" in w for w in why)


def test_clash_device_carrier_moves_slower_normal_moves_only_and_hands_over_case_59():
    s = state({"captain_america": (0, (8, 9)), "iron_man": (0, (9, 9)), "venom": (1, (3, 9))},
              scenario="clash_on_the_streets")
    s["figures"]["captain_america"]["carrying"] = ["mysterious_item"]
    s["glyphs"]["mysterious_item"] = {"space": None, "side": "power", "holder": "captain_america"}
    t = table(s)
    assert movement.move_allowance(t, "captain_america") == 3
    assert max(r.cost for r in movement.reachable(t, "captain_america").values()) == 3
    s["figures"]["captain_america"]["carrying"] = []
    s["figures"]["iron_man"]["carrying"] = ["mysterious_item"]
    s["glyphs"]["mysterious_item"]["holder"] = "iron_man"
    assert movement.movement_modes(table(s), "iron_man") == []  # no Flying with the Device
    run(s, {"do": "handoff", "seat": 0})
    assert option_ids(s) == ["handoff:captain_america", "no"]
    answer(s, "handoff:captain_america")
    assert s["glyphs"]["mysterious_item"]["holder"] == "captain_america"
    assert s["figures"]["captain_america"]["carrying"] == ["mysterious_item"]


def test_clash_orange_spaces_allow_only_normal_movement_case_60():
    s = state({"iron_man": (0, (1, 2)), "venom": (1, (8, 9))}, scenario="clash_on_the_streets")
    assert movement.movement_modes(table(s), "iron_man") == []  # standing on orange
    s = state({"iron_man": (0, (4, 3)), "venom": (1, (8, 9))}, scenario="clash_on_the_streets")
    t = table(s)
    fly = t.power("iron_man", "movement")
    orange = set(t.board.zone_keys("clash_on_the_streets/orange"))
    flown = movement.reachable(t, "iron_man", fly)
    assert flown and not orange.intersection(flown)
    assert orange.intersection(movement.reachable(t, "iron_man"))  # walking onto them is fine


def test_clash_exit_with_the_device_wins_at_once_case_61(monkeypatch):
    s = state({"doctor_doom": (1, (14, 12)), "captain_america": (0, (9, 9))}, scenario="clash_on_the_streets")
    s["round"] = 4
    s["figures"]["doctor_doom"]["carrying"] = ["mysterious_item"]
    s["glyphs"]["mysterious_item"] = {"space": None, "side": "power", "holder": "doctor_doom"}
    events = []
    go(s, "doctor_doom", move_data(s, "doctor_doom", tk(15, 11)), events)
    assert s["result"] is not None and s["result"]["winners"] == [1]
    s = state({"doctor_doom": (1, (14, 12)), "captain_america": (0, (9, 9))}, scenario="clash_on_the_streets")
    s["round"] = 5
    assert scenario_rules.end_of_round(R, s, [])
    assert s["result"]["winners"] == [0]


def test_clash_on_the_streets_a_move_onto_an_exit_says_the_figure_leaves_and_asks_again():
    """Any figure reaching the Exit Zone is taken out of play: the move read like any other."""
    s = state({"captain_america": (0, (14, 13)), "doctor_doom": (1, (2, 2))}, scenario="clash_on_the_streets",
              actor="captain_america")
    exits = scenario_rules.exit_spaces(table(s))
    moves = [o for o in turn.act_decision(R, s)["options"] if o["data"].get("kind") == "move"]
    out = [o for o in moves if o["data"]["to"] in exits]
    assert out and all(o["label"].endswith("; an exit: it leaves the battlefield") and o.get("confirm") for o in out)
    assert not any("exit" in o["label"] for o in moves if o["data"]["to"] not in exits)


def test_hulk_mad_only_the_agent_holder_wounds_the_hulk_case_62(monkeypatch):
    s = state({"venom": (1, (6, 4)), "incredible_hulk": (0, (7, 5))}, scenario="hulk_mad")
    s["glyphs"]["mysterious_item"] = {"space": gk(6, 0), "side": "power", "holder": None}
    Dice(monkeypatch, *[BLANK] * 6)
    combat.strike(R, s, "venom", "incredible_hulk", 5, [])
    assert s["figures"]["incredible_hulk"]["wounds"] == 0
    s["glyphs"]["mysterious_item"].update(space=None, holder="venom")
    s["figures"]["venom"]["carrying"] = ["mysterious_item"]
    Dice(monkeypatch, *[BLANK] * 6)
    combat.strike(R, s, "venom", "incredible_hulk", 5, [])
    assert s["figures"]["incredible_hulk"]["wounds"] == 5


@pytest.mark.parametrize("who", ["iron_man", "venom"])
def test_hulk_mad_a_figure_picking_up_the_agent_goes_on_with_its_move_flying_too(who):
    """Rulebook: the figure may continue its movement if it did not use all of it to reach the
    Sleeping Agent. Iron Man, flying 2 of his 6 onto the Agent, had no move left; a walker had 4."""
    s = state({who: (1, (6, 2)), "incredible_hulk": (0, (2, 10))}, scenario="hulk_mad")
    s["glyphs"] = {"mysterious_item": {"space": gk(6, 0), "side": "power", "holder": None}}
    d = turn.act_decision(R, s)
    pick = next(o for o in d["options"] if o["data"].get("kind") == "move" and o["data"]["to"] == gk(6, 0))
    s["stack"] = [{"do": "sentinel"}]
    s["pending"] = None
    turn.do_act(R, s, pick, [])
    settle(s)
    assert s["figures"][who]["carrying"] == ["mysterious_item"]
    assert s["turn"]["move_left"] == table(s).stat(who, "move") - 2
    moves = [o for o in turn.act_decision(R, s)["options"] if o["data"].get("kind") == "move"]
    assert moves
    if who == "iron_man":
        assert all("(Flying)" in o["label"] for o in moves)


def test_hulk_mad_wounded_holder_drops_the_agent_for_player_1_to_place_case_63(monkeypatch):
    s = state({"incredible_hulk": (0, (5, 7)), "venom": (1, (6, 7))}, scenario="hulk_mad", actor="incredible_hulk")
    s["glyphs"]["mysterious_item"] = {"space": None, "side": "power", "holder": "venom"}
    s["figures"]["venom"]["carrying"] = ["mysterious_item"]
    Dice(monkeypatch, 1, *[BLANK] * 4)  # Spider-Sense d20 1: defends normally, no shields
    combat.strike(R, s, "incredible_hulk", "venom", 1, [])
    run(s, *reversed(s["stack"]))
    assert s["pending"]["kind"] == "place_agent" and s["pending"]["seat"] == 0
    t = table(s)
    origin = t.space_of("venom")
    for o in s["pending"]["options"]:
        sp = R.board("genotech").space(o["data"]["to"])
        assert 1 < t.distance(origin, sp) <= 5 and sp.elevation == origin.elevation
        assert o["data"]["to"] not in t.occupants()
    chosen = s["pending"]["options"][0]
    answer(s, chosen["id"])
    assert s["glyphs"]["mysterious_item"]["space"] == chosen["data"]["to"]


def test_hulk_mad_hulk_must_attack_and_never_steps_on_the_agent_case_64():
    s = state({"incredible_hulk": (0, (5, 7)), "grunt": (1, (6, 7))}, scenario="hulk_mad")
    s["glyphs"]["mysterious_item"] = {"space": gk(4, 7), "side": "power", "holder": None}
    d = turn.act_decision(R, s)
    ids = [o["id"] for o in d["options"]]
    assert "end" not in ids and any(i.startswith("attack:") for i in ids)
    assert gk(4, 7) not in movement.reachable(table(s), "incredible_hulk")


def _move_ends(d):
    return [o["data"]["to"] for o in d["options"] if o["data"]["kind"] == "move"]


def test_hulk_mad_the_hulk_may_not_walk_out_of_reach_to_avoid_attacking_case_64():
    s = state({"incredible_hulk": (0, (5, 7)), "grunt": (1, (6, 7))}, scenario="hulk_mad", wall=False)
    d = turn.act_decision(R, s)
    ends = _move_ends(d)
    assert ends and "end" not in [o["id"] for o in d["options"]]
    t = table(s)
    grunt = t.space_of("grunt")
    assert all(t.distance(t.board.space(k), grunt) == 1 for k in ends)  # range 1: only beside the grunt
    assert len(ends) < len(movement.reachable(t, "incredible_hulk"))
    assert d["prompt"].startswith("Incredible Hulk must attack when possible")


def test_hulk_mad_the_hulk_out_of_reach_must_move_to_attack_when_a_move_allows_case_64():
    s = state({"incredible_hulk": (0, (5, 7)), "grunt": (1, (9, 11))}, scenario="hulk_mad", wall=False)
    d = turn.act_decision(R, s)
    assert not any(o["id"].startswith("attack:") for o in d["options"])
    assert "end" not in [o["id"] for o in d["options"]]
    t = table(s)
    grunt = t.space_of("grunt")
    ends = _move_ends(d)
    assert ends and all(t.distance(t.board.space(k), grunt) == 1 for k in ends)
    go(s, "incredible_hulk", next(o["data"] for o in d["options"] if o["data"]["kind"] == "move"))
    after = [o["id"] for o in turn.act_decision(R, s)["options"]]
    assert "attack:grunt" in after and "end" not in after  # there, he attacks


def test_a_must_attack_figure_with_nothing_to_reach_may_move_anywhere_and_end_its_turn(monkeypatch):
    s = state({"venom": (0, "-5,12"), "grunt": (1, "5,0")}, scenario="genotech_sandbox", wall=False)
    free = turn.act_decision(R, s)
    rule = R.scenarios["hulk_mad"].special_rules[1].model_copy(update={"figure": "venom"})
    monkeypatch.setitem(R.scenarios, "genotech_sandbox",
                        R.scenarios["genotech_sandbox"].model_copy(update={"special_rules": [rule]}))
    d = turn.act_decision(R, s)
    assert "end" in [o["id"] for o in d["options"]]
    assert _move_ends(d) == _move_ends(free) != []


def test_theft_holding_the_orange_spaces_from_round_5_case_65():
    s = state({"captain_america": (0, (5, 1)), "venom": (1, (2, 10))}, scenario="theft_at_stark")
    s["round"] = 4
    assert not scenario_rules.end_of_round(R, s, [])
    s["round"] = 5
    s2 = state({"captain_america": (0, (5, 1)), "venom": (1, (6, 1))}, scenario="theft_at_stark")
    s2["round"] = 5
    assert not scenario_rules.end_of_round(R, s2, [])  # both hold orange spaces
    assert scenario_rules.end_of_round(R, s, [])
    assert s["result"]["winners"] == [0]


def test_round_8_ends_on_figures_then_points_case_66():
    base = {"captain_america": (0, (2, 9)), "iron_man": (0, (3, 9)), "spider_man": (0, (4, 9)),
            "venom": (1, (9, 9)), "thanos": (1, (10, 9))}
    s = state(base, scenario="escalating_battle")
    s["round"] = 8
    assert scenario_rules.end_of_round(R, s, []) and s["result"]["winners"] == [0]
    base.pop("spider_man")
    s = state(base, scenario="escalating_battle")  # 2 v 2: 220 + 240 against 150 + 360
    s["round"] = 8
    assert scenario_rules.end_of_round(R, s, []) and s["result"]["winners"] == [1]
    assert s["result"]["scores"] == [460, 510]


def test_very_mad_genius_amulets_carry_powers_case_71(monkeypatch):
    s = state({"captain_america": (0, (3, 6)), "venom": (1, (4, 6)), "abomination": (1, (9, 9))},
              scenario="a_very_mad_genius")
    s["glyphs"]["mysterious_item"] = {"space": None, "side": "power", "holder": "captain_america"}
    s["figures"]["captain_america"]["carrying"] = ["mysterious_item"]
    s["glyphs"]["object_of_power"] = {"space": tk(15, 14), "side": "power", "holder": None}
    damage.destroy(R, s, "venom", [], by="captain_america")
    collected = s["figures"]["captain_america"]["collected"]
    assert collected == [{"card": "venom", "from_turn": 2}]
    assert table(s).power_by_id("captain_america", "swing_line") is None  # from its next turn
    s["turn_count"] = 2
    assert table(s).power_by_id("captain_america", "swing_line") is not None
    damage.destroy(R, s, "captain_america", [], by="abomination")
    assert s["glyphs"]["mysterious_item"]["holder"] == "abomination"
    # the carrier's gathered cards go along; its own card only to a killer that held an amulet already
    assert {c["card"] for c in s["figures"]["abomination"]["collected"]} == {"venom"}
    s["turn_count"] = 3
    assert table(s).power_by_id("abomination", "swing_line") is not None


def test_very_mad_genius_switches_off_rejected_by_death():
    s = state({"thanos": (1, (3, 6)), "iron_man": (0, (9, 9))}, scenario="a_very_mad_genius")
    assert table(s).power("thanos", "revive") is None
    s = state({"thanos": (1, (3, 6)), "iron_man": (0, (9, 9))}, scenario="tribeca_sandbox")
    assert table(s).power("thanos", "revive").d20 == 19


def test_amulet_landing_stops_and_picks_up(monkeypatch):
    s = state({"venom": (1, (2, 2)), "iron_man": (0, (9, 9))}, scenario="a_very_mad_genius")
    s["glyphs"]["mysterious_item"] = {"space": tk(0, 1), "side": "power", "holder": None}
    go(s, "venom", move_data(s, "venom", tk(0, 1)), [])
    assert s["glyphs"]["mysterious_item"]["holder"] == "venom" and s["figures"]["venom"]["carrying"]


def test_clash_figures_that_exit_without_the_device_leave_player_2_short():
    s = state({"doctor_doom": (1, (14, 12)), "captain_america": (0, (9, 9))}, scenario="clash_on_the_streets")
    s["round"] = 2
    run(s, {"do": "sentinel"})
    go(s, "doctor_doom", move_data(s, "doctor_doom", tk(15, 11)), [])
    assert s["figures"]["doctor_doom"]["status"] == "exited" and s["result"] is None
    run(s)
    assert s["result"]["winners"] == [0]  # Player 2 has no figures left on the battlefield


def test_symbol_side_glyphs_are_anonymous_in_the_players_views():
    s = state({"grunt": (0, (2, 9)), "venom": (1, (5, 10))}, scenario="escalating_battle")
    s["glyphs"]["object_of_power"] = {"space": gk(3, 6), "side": "symbol", "holder": None}
    s["glyphs"]["mysterious_item"] = {"space": gk(8, 6), "side": "power", "holder": None}
    seen = R.view(s, 0)["glyphs"]
    assert "object_of_power" not in seen and "mysterious_item" in seen
    assert any(g["space"] == gk(3, 6) and g["side"] == "symbol" for g in seen.values())
    assert "object_of_power" in R.view(s, None)["glyphs"]


def test_a_master_scenario_is_not_played_with_the_basic_game_rules():
    """Spec 4.1: the Basic Game plays the Basic scenarios. Hulk Mad! under Basic rules let Venom
    destroy the Hulk without the Agent and could never reach its round limit."""
    from game.core.errors import IllegalChoice
    from game.session import open_game
    loaded = open_game("heroscape", with_user_mods=False)
    with pytest.raises(IllegalChoice, match="Master Game scenario"):
        loaded.rules.new_game(loaded.setup(["random", "random"], 1, "hulk_mad", {"mode": "basic"}), [])
    s = loaded.rules.new_game(loaded.setup(["random", "random"], 1, "heroes_villains_friends_foes", {"mode": "master"}), [])
    assert s["mode"] == "master"  # a Basic scenario may still be played with the Master Game rules


def test_a_very_mad_genius_a_flyer_with_stealth_flying_collected_flies_stealthily():
    """Doom (Flying) with Silver Surfer's card collected was offered only his own Flying, so Captain
    America still swiped him as he left."""
    s = state({"doctor_doom": (1, (7, 8)), "captain_america": (0, (8, 8))}, scenario="a_very_mad_genius")
    s["glyphs"] = {}
    s["turn_count"] = 5
    s["figures"]["doctor_doom"]["collected"] = [{"card": "silver_surfer", "from_turn": 1}]
    moves = [o for o in turn.act_decision(R, s)["options"] if o["data"].get("kind") == "move"]
    assert moves and {o["data"]["mode"] for o in moves} == {"stealth_flying"}
    assert not any(o["data"]["swipes"] for o in moves)
