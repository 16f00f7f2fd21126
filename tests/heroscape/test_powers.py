"""Every figure's special powers, with the numbers on its card (facts file)."""

from game.heroscape import combat, movement, turn
from tests.heroscape.helpers import (BLANK, SHIELD, SKULL, Dice, answer, fixture_rules, key, option_ids, run, settle,
                                     state, table)

R = fixture_rules()


def k(col, row, upper=False):
    return key(R, "heights", col, row, upper)


def act(s, option_id):
    """Carry out one option of the acting figure's act decision."""
    d = turn.act_decision(R, s)
    pick = next(o for o in d["options"] if o["id"] == option_id)
    s["stack"] = [{"do": "sentinel"}]
    turn.do_act(R, s, pick, [])
    settle(s)
    return pick


def ids(s):
    return [o["id"] for o in turn.act_decision(R, s)["options"]]


# -- Captain America ---------------------------------------------------------------------------
def test_shield_throw_three_throws_never_the_same_figure_twice(monkeypatch):
    s = state({"captain_america": (0, (4, 5)), "grunt": (1, (7, 5)), "small3": (1, (4, 3)), "giant8": (1, (2, 6))})
    got = [i for i in ids(s) if i.startswith("special:shield_throw")]
    assert sorted(got) == ["special:shield_throw:giant8", "special:shield_throw:grunt", "special:shield_throw:small3"]
    pick = next(o for o in turn.act_decision(R, s)["options"] if o["id"] == "special:shield_throw:grunt")
    assert pick["data"]["attack_dice"] == 4 and pick["data"]["range"] == 5
    dice = Dice(monkeypatch, *[BLANK] * 4, *[BLANK] * 4)
    act(s, "special:shield_throw:grunt")
    assert dice.counts() == [4, 4]
    assert sorted(i for i in ids(s) if i.startswith("special")) == ["special:shield_throw:giant8",
                                                                   "special:shield_throw:small3"]
    assert not any(i.startswith("attack:") for i in ids(s))  # a special attack replaces the attack
    dice.add(*[BLANK] * 8)
    act(s, "special:shield_throw:small3")
    dice.add(*[BLANK] * 8)
    act(s, "special:shield_throw:giant8")
    assert not any(i.startswith("special") for i in ids(s))


def test_counter_strike_turns_extra_shields_into_hits_on_an_adjacent_normal_attacker(monkeypatch):
    s = state({"venom": (1, (4, 5)), "captain_america": (0, (5, 5))})
    Dice(monkeypatch, SHIELD, SHIELD, SHIELD, BLANK, BLANK, BLANK)
    combat.strike(R, s, "venom", "captain_america", 1, [])  # 1 skull, 3 shields
    assert s["figures"]["venom"]["wounds"] == 2 and s["figures"]["captain_america"]["wounds"] == 0
    s = state({"venom": (1, (4, 5)), "captain_america": (0, (5, 5))})
    web = table(s).power_by_id("venom", "web")
    Dice(monkeypatch, *[SHIELD] * 5)
    combat.strike(R, s, "venom", "captain_america", 1, [], web)  # a special attack: no counter
    assert s["figures"]["venom"]["wounds"] == 0


# -- Incredible Hulk and The Abomination ------------------------------------------------------------
def test_rage_smash_adds_a_die_per_wound_up_to_five():
    s = state({"incredible_hulk": (0, (4, 5)), "grunt": (1, (5, 5))})
    s["figures"]["incredible_hulk"]["wounds"] = 3
    assert combat.attack_dice(table(s), "incredible_hulk", "grunt")[0] == 6 + 3
    s["figures"]["incredible_hulk"]["wounds"] = 7
    assert combat.attack_dice(table(s), "incredible_hulk", "grunt")[0] == 6 + 5


def test_super_leap_ten_spaces_ignoring_elevation_then_three_fewer_dice_and_no_stomp(monkeypatch):
    for fid in ("incredible_hulk", "abomination"):
        s = state({fid: (0, (0, 3)), "grunt": (1, (7, 3))})
        leap = table(s).power_by_id(fid, "super_leap")
        assert (leap.move, leap.max_levels, leap.attack_dice_this_turn) == (10, 50, -3)
        got = movement.reachable(table(s), fid, leap)
        assert got[k(7, 4)].cost <= 10  # onto the 26-level column in one leap
        Dice(monkeypatch)
        act(s, f"move:super_leap:{k(6, 3)}")
        opts = turn.act_decision(R, s)["options"]
        normal = next(o for o in opts if o["id"] == "attack:grunt")
        assert normal["data"]["attack_dice"] == (6 if fid == "incredible_hulk" else 7) - 3
        assert not any(o["id"].startswith("special:stomp") for o in opts)


def test_stomp_three_dice_against_every_adjacent_figure_friend_or_foe(monkeypatch):
    s = state({"abomination": (0, (4, 5)), "grunt": (1, (5, 5)), "small3": (0, (3, 5))})
    stomp = next(o for o in turn.act_decision(R, s)["options"] if o["id"] == "special:stomp:all")
    assert sorted(stomp["data"]["targets"]) == ["grunt", "small3"] and stomp["data"]["attack_dice"] == 3
    dice = Dice(monkeypatch, SKULL, BLANK, BLANK)
    turn.do_act(R, s, stomp, [])
    dice.add(*[BLANK] * 8)
    run(s, *reversed(s["stack"]))
    answer(s, "defend:small3")
    assert dice.counts() == [3, 4, 4]
    assert s["figures"]["small3"]["wounds"] == 1 and s["figures"]["grunt"]["wounds"] == 1


def test_stomp_with_no_skull_does_not_ask_who_defends_first(monkeypatch):
    """Nobody can be wounded: the order of the defense rolls was asked all the same."""
    s = state({"abomination": (0, (4, 5)), "grunt": (1, (5, 5)), "small3": (0, (3, 5))})
    stomp = next(o for o in turn.act_decision(R, s)["options"] if o["id"] == "special:stomp:all")
    dice = Dice(monkeypatch, BLANK, BLANK, BLANK)
    turn.do_act(R, s, stomp, [])
    dice.add(*[BLANK] * 8)
    run(s, *reversed(s["stack"]))
    assert s["pending"] is None or s["pending"]["kind"] != "defend_order"
    assert s["figures"]["small3"]["wounds"] == 0 and s["figures"]["grunt"]["wounds"] == 0


# -- Iron Man ---------------------------------------------------------------------------------
def test_double_attack_two_normal_attacks(monkeypatch):
    s = state({"iron_man": (0, (4, 5)), "grunt": (1, (7, 5))})
    Dice(monkeypatch, *[BLANK] * 4, *[BLANK] * 4, *[BLANK] * 4, *[BLANK] * 4)
    act(s, "attack:grunt")
    assert "attack:grunt" in ids(s)
    act(s, "attack:grunt")
    assert "attack:grunt" not in ids(s)


# -- Spider-Man and Venom -----------------------------------------------------------------------
def test_spidey_sense_11_evades_and_swings(monkeypatch):
    s = state({"grunt": (1, (4, 5)), "spider_man": (0, (5, 5))})
    Dice(monkeypatch, 10, BLANK, BLANK, BLANK, BLANK)  # 10: defends normally, 4 dice
    combat.strike(R, s, "grunt", "spider_man", 2, [])
    assert s["figures"]["spider_man"]["wounds"] == 2
    Dice(monkeypatch, 11)
    out = combat.strike(R, s, "grunt", "spider_man", 2, [])
    assert out["evaded"] and s["figures"]["spider_man"]["wounds"] == 2
    run(s, *reversed(s["stack"]))
    assert s["pending"]["kind"] == "evade_move" and s["pending"]["seat"] == 0
    assert any(o["id"].startswith("move:swing_line:") for o in s["pending"]["options"])


def test_spider_sense_14(monkeypatch):
    s = state({"grunt": (0, (4, 5)), "venom": (1, (5, 5))})
    Dice(monkeypatch, 13, BLANK, BLANK, BLANK, BLANK)
    combat.strike(R, s, "grunt", "venom", 1, [])
    assert s["figures"]["venom"]["wounds"] == 1
    Dice(monkeypatch, 14)
    assert combat.strike(R, s, "grunt", "venom", 1, [])["evaded"]


def test_swing_line_four_spaces_no_leaving_engagement_attacks(monkeypatch):
    for fid in ("spider_man", "venom"):
        s = state({fid: (0, (4, 5)), "grunt": (1, (5, 5))})
        swing = table(s).power_by_id(fid, "swing_line")
        got = movement.reachable(table(s), fid, swing)
        assert max(r.cost for r in got.values()) == 4 and swing.max_levels == 40
        assert all(not r.swipes for r in got.values())


def test_web_range_4_three_dice_one_fewer_defense_die():
    s = state({"spider_man": (0, (4, 5)), "grunt": (1, (8, 5))})
    web = next(o for o in turn.act_decision(R, s)["options"] if o["id"] == "special:web:grunt")
    assert web["data"]["attack_dice"] == 3 and web["data"]["defense_dice"] == 4 - 1 and web["data"]["range"] == 4
    s = state({"spider_man": (0, (3, 5)), "grunt": (1, (8, 5))})
    assert "special:web:grunt" not in ids(s)  # 5 spaces


# -- Silver Surfer ------------------------------------------------------------------------------
def test_stealth_flying_draws_no_swipes():
    s = state({"silver_surfer": (0, (4, 5)), "grunt": (1, (5, 5))})
    fly = table(s).power("silver_surfer", "movement")
    assert fly.id == "stealth_flying"
    assert all(not r.swipes for r in movement.reachable(table(s), "silver_surfer", fly).values())
    s = state({"iron_man": (0, (4, 5)), "grunt": (1, (5, 5))})
    fly = table(s).power("iron_man", "movement")
    assert any(r.swipes for r in movement.reachable(table(s), "iron_man", fly).values())


def test_cosmic_force_blast_removes_an_order_marker_on_16(monkeypatch):
    s = state({"silver_surfer": (0, (4, 5)), "venom": (1, (8, 5))})
    s["markers"][1]["on"].update({"1": "venom", "2": "venom", "3": "venom", "X": "venom"})
    cfb = table(s).power_by_id("silver_surfer", "cosmic_force_blast")
    assert (cfb.range, cfb.attack, cfb.marker_removal_d20) == (6, 6, 16)
    Dice(monkeypatch, 1, *[BLANK] * 4, 15)  # Spider-Sense 1; no shields; marker roll 15
    combat.strike(R, s, "silver_surfer", "venom", 1, [], cfb)
    assert s["markers"][1]["removed"] == []
    Dice(monkeypatch, 1, *[BLANK] * 4, 16, 2)
    combat.strike(R, s, "silver_surfer", "venom", 1, [], cfb)
    assert s["markers"][1]["removed"] == ["2"] and s["markers"][1]["on"]["2"] is None


def test_hyper_speed_five_more_spaces_after_the_turn_unless_cosmic_force_blast(monkeypatch):
    s = state({"silver_surfer": (0, (4, 5)), "grunt": (1, (11, 1))})
    events = run(s, {"do": "turn", "seat": 0, "number": "1", "stage": "act"})
    answer(s, "end")
    assert s["pending"]["kind"] == "hyper"
    assert max(o["data"]["cost"] for o in s["pending"]["options"] if o.get("data")) == 5
    s = state({"silver_surfer": (0, (4, 5)), "grunt": (1, (8, 5))})
    Dice(monkeypatch, *[BLANK] * 6, *[BLANK] * 4)
    run(s, {"do": "turn", "seat": 0, "number": "1", "stage": "act"})
    answer(s, "special:cosmic_force_blast:grunt")
    answer(s, "end")
    assert s["pending"]["kind"] == "sentinel"
    assert events is not None


# -- Thanos -----------------------------------------------------------------------------------
def test_rejected_by_death_returns_next_to_a_friend_on_19(monkeypatch):
    s = state({"venom": (1, (4, 5)), "thanos": (1, (8, 5)), "grunt": (0, (11, 1))})
    s["figures"]["thanos"].update(status="destroyed", space=None, wounds=6)
    s["markers"][1]["on"].update({"1": "venom", "2": "venom", "3": "venom", "X": "venom"})
    Dice(monkeypatch, 18)
    run(s, {"do": "turn", "seat": 1, "number": "1", "stage": "start"})
    assert s["figures"]["thanos"]["status"] == "destroyed" and s["pending"]["kind"] == "act"
    Dice(monkeypatch, 19)
    run(s, {"do": "turn", "seat": 1, "number": "2", "stage": "start"})
    assert s["pending"]["kind"] == "revive_place"
    spot = s["pending"]["options"][0]["data"]["to"]
    answer(s, s["pending"]["options"][0]["id"])
    assert s["figures"]["thanos"]["status"] == "board" and s["figures"]["thanos"]["wounds"] == 0
    t = table(s)
    assert t.distance(t.space_of("venom"), R.board("heights").space(spot)) == 1


def test_a_thanos_back_from_death_does_not_take_a_turn_from_a_marker_put_on_him_before(monkeypatch):
    """Rulebook: the order markers on a card whose figures were all destroyed are not revealed that
    round. Destroyed with marker 2 on him and back on a 19 at turn 2, he took turn 2."""
    s = state({"venom": (1, (4, 5)), "thanos": (1, (8, 5)), "grunt": (0, (11, 1))})
    s["figures"]["thanos"].update(status="destroyed", space=None, wounds=6)
    s["markers"][1]["on"].update({"1": "venom", "2": "thanos", "3": "venom", "X": "thanos"})
    s["markers"][1]["revealed"] = ["1"]
    Dice(monkeypatch, 19)
    events = run(s, {"do": "turn", "seat": 1, "number": "2", "stage": "start"})
    events += answer(s, s["pending"]["options"][0]["id"])
    assert s["figures"]["thanos"]["status"] == "board"
    assert s["turn"] is None or s["turn"].get("actor") != "thanos"
    assert any(e["kind"] == "turn_lost" for e in events)
    assert sorted(s["markers"][1]["removed"]) == ["2", "X"] and "2" not in s["markers"][1]["revealed"]


# -- Red Skull ----------------------------------------------------------------------------------
def test_dust_of_death_adjacent_rolls_each_19_destroys(monkeypatch):
    s = state({"red_skull": (0, (4, 5)), "grunt": (1, (5, 5)), "small3": (1, (3, 5)), "giant8": (1, (9, 1))})
    Dice(monkeypatch, 19, 18)
    act(s, "power:dust_of_death:adjacent")
    assert sorted(f for f in ("grunt", "small3") if s["figures"][f]["status"] == "destroyed") in (["grunt"], ["small3"])
    assert not any(i.startswith("power:dust_of_death") for i in ids(s))  # once a turn
    assert not any(i.startswith("move:") for i in ids(s))  # after moving, before attacking


def test_master_manipulator_gives_the_turn_to_a_hero_in_clear_sight(monkeypatch):
    s = state({"red_skull": (0, (4, 5)), "venom": (0, (6, 5)), "grunt": (1, (11, 1))})
    s["markers"][0]["on"].update({"1": "red_skull", "2": "red_skull", "3": "red_skull", "X": "venom"})
    run(s, {"do": "turn", "seat": 0, "number": "1", "stage": "start"})
    assert s["pending"]["kind"] == "manipulate" and "use:venom" in option_ids(s)
    answer(s, "use:venom")
    assert s["pending"]["kind"] == "act" and s["turn"]["actor"] == "venom" and s["turn"]["card"] == "red_skull"


# -- Doctor Doom --------------------------------------------------------------------------------
def test_mind_exchange_17_takes_a_turn_with_a_hero_in_sight(monkeypatch):
    s = state({"doctor_doom": (1, (4, 5)), "iron_man": (0, (6, 5)), "grunt": (1, (11, 1))})
    run(s, {"do": "turn", "seat": 1, "number": "1", "stage": "act"})
    answer(s, "end")
    assert s["pending"]["kind"] == "mind_exchange" and "mind:iron_man" in option_ids(s)
    Dice(monkeypatch, 16)
    answer(s, "mind:iron_man")
    assert s["pending"]["kind"] == "sentinel"
    s = state({"doctor_doom": (1, (4, 5)), "iron_man": (0, (6, 5)), "grunt": (1, (11, 1))})
    run(s, {"do": "turn", "seat": 1, "number": "1", "stage": "act"})
    answer(s, "end")
    Dice(monkeypatch, 17)
    answer(s, "mind:iron_man")
    assert s["pending"]["kind"] == "act" and s["pending"]["seat"] == 1 and s["turn"]["actor"] == "iron_man"
    assert table(s).side("iron_man") == 1  # controlled for this turn
    assert "attack:doctor_doom" not in ids(s)
    answer(s, "end")
    assert table(s).side("iron_man") == 0 and s["pending"]["kind"] == "sentinel"
