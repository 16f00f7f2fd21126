"""Rulebook: Attacking, Height Advantage, Life, Special Attack Rule, the Breakable Wall
Section. Spec section 8, cases 27-35, 42-44, 46, 48-50."""

from game.heroscape import combat, turn
from game.heroscape.table import WALL
from tests.heroscape.helpers import (BLANK, SHIELD, SKULL, Dice, answer, fixture_rules, option_ids, run, state,
                                     table)

R = fixture_rules()


def special(t, fid, pid):
    return t.power_by_id(fid, pid)


def test_basic_height_advantage_on_attack_example_8_case_27():
    s = state({"iron_man": (0, (2, 2)), "thanos": (1, (1, 2))}, scenario="sandbox_basic")  # level 3 over 1
    t = table(s)
    assert combat.attack_dice(t, "iron_man", "thanos")[0] == 7  # Basic Attack 6 + 1
    assert combat.defense_dice(t, "iron_man", "thanos")[0] == 10  # Thanos Basic Defense 10


def test_height_advantage_on_defense_example_13_case_28():
    s = state({"doctor_doom": (1, (1, 2)), "iron_man": (0, (2, 2))})
    t = table(s)
    assert combat.attack_dice(t, "doctor_doom", "iron_man")[0] == 5
    n, auto, why = combat.defense_dice(t, "doctor_doom", "iron_man")
    assert (n, auto) == (7, 0) and any("height advantage" in w for w in why)


def test_major_height_advantage_case_29():
    s = state({"venom": (0, (5, 4)), "grunt": (1, (4, 4))})  # base 16 over base 1, target height 5
    assert combat.attack_dice(table(s), "venom", "grunt")[0] == 6 + 2
    s = state({"venom": (0, (3, 4)), "grunt": (1, (4, 4))})  # base 15: 14 < 15
    assert combat.attack_dice(table(s), "venom", "grunt")[0] == 6 + 1


def test_equal_bases_no_height_dice_case_30():
    s = state({"venom": (0, (4, 5)), "grunt": (1, (5, 5))})
    t = table(s)
    assert combat.attack_dice(t, "venom", "grunt")[0] == 6
    assert combat.defense_dice(t, "venom", "grunt")[0] == 4


def test_unblocked_skulls_are_wounds_example_13_case_31(monkeypatch):
    s = state({"doctor_doom": (1, (4, 5)), "iron_man": (0, (5, 5))})
    Dice(monkeypatch, SHIELD, BLANK, BLANK, BLANK, BLANK, BLANK)  # Iron Man's 6 defense dice: 1 shield
    out = combat.strike(R, s, "doctor_doom", "iron_man", 3, [])
    assert out["wounds"] == 2 and s["figures"]["iron_man"]["wounds"] == 2


def test_blocked_attacks_do_nothing_case_32(monkeypatch):
    for shields in (2, 3):
        s = state({"doctor_doom": (1, (4, 5)), "iron_man": (0, (5, 5))})
        Dice(monkeypatch, *([SHIELD] * shields + [BLANK] * (6 - shields)))
        combat.strike(R, s, "doctor_doom", "iron_man", 2, [])
        assert s["figures"]["iron_man"]["wounds"] == 0


def test_destroyed_at_life_and_its_marker_turn_is_lost_case_33(monkeypatch):
    s = state({"doctor_doom": (1, (4, 5)), "iron_man": (0, (5, 5)), "captain_america": (0, (0, 0))})
    s["figures"]["iron_man"]["wounds"] = 2
    s["markers"][0]["on"].update({"1": "captain_america", "2": "captain_america", "3": "iron_man", "X": "iron_man"})
    Dice(monkeypatch, *[BLANK] * 6)
    combat.strike(R, s, "doctor_doom", "iron_man", 2, [])
    assert s["figures"]["iron_man"]["status"] == "destroyed" and s["figures"]["iron_man"]["space"] is None
    events = run(s, {"do": "turn", "seat": 0, "number": "3", "stage": "start"})
    assert any(e["kind"] == "turn_lost" for e in events)
    assert s["pending"]["kind"] == "sentinel"  # no act decision: the turn was skipped
    assert "3" not in s["markers"][0]["revealed"]


def test_basic_one_unblocked_skull_destroys_case_34(monkeypatch):
    s = state({"venom": (1, (4, 5)), "iron_man": (0, (5, 5))}, scenario="sandbox_basic")
    Dice(monkeypatch, SHIELD, *[BLANK] * 7)  # Basic Defense 8
    combat.strike(R, s, "venom", "iron_man", 2, [])
    assert s["figures"]["iron_man"]["status"] == "destroyed"


def test_basic_attack_blocked_example_8_case_35(monkeypatch):
    s = state({"iron_man": (0, (2, 2)), "thanos": (1, (1, 2))}, scenario="sandbox_basic")
    dice = Dice(monkeypatch, SKULL, *[BLANK] * 6, SHIELD, SHIELD, SHIELD, *[BLANK] * 7)
    turn.attack(R, s, "iron_man", "thanos", None, [])
    assert dice.counts() == [7, 10]
    assert s["figures"]["thanos"]["status"] == "board"


def test_special_attacks_are_never_modified_case_42():
    s = state({"captain_america": (0, (2, 2)), "venom": (1, (1, 2))})  # Cap higher
    t = table(s)
    throw = special(t, "captain_america", "shield_throw")
    assert combat.attack_dice(t, "captain_america", "venom", throw)[0] == 4
    s = state({"captain_america": (0, (1, 2)), "venom": (1, (2, 2))})  # defender higher
    t = table(s)
    assert combat.defense_dice(t, "captain_america", "venom", throw)[0] == 4 + 1


def test_tactician_helps_adjacent_friends_only_case_43():
    s = state({"iron_man": (0, (4, 5)), "captain_america": (0, (3, 5)), "venom": (1, (5, 5)),
               "red_skull": (1, (2, 5))})
    t = table(s)
    assert combat.attack_dice(t, "iron_man", "venom")[0] == 4 + 1
    assert combat.defense_dice(t, "venom", "iron_man")[0] == 6 + 1
    assert combat.attack_dice(t, "captain_america", "red_skull")[0] == 6  # not himself
    assert combat.defense_dice(t, "captain_america", "red_skull")[0] == 3  # an enemy next to him gets nothing


def test_tactician_does_not_touch_special_attack_dice_case_44():
    s = state({"spider_man": (0, (4, 5)), "captain_america": (0, (3, 5)), "venom": (1, (6, 5))})
    t = table(s)
    web = special(t, "spider_man", "web")
    assert combat.attack_dice(t, "spider_man", "venom", web)[0] == 3


def test_multiple_targets_attacker_chooses_defense_order_case_46(monkeypatch):
    s = state({"incredible_hulk": (0, (4, 5)), "grunt": (1, (5, 5)), "red_skull": (1, (3, 5))})
    opts = turn.attack_options(table(s), "incredible_hulk")
    stomp = next(o for o in opts if o["data"].get("power") == "stomp")
    assert sorted(stomp["data"]["targets"]) == ["grunt", "red_skull"]
    dice = Dice(monkeypatch, SKULL, SKULL, BLANK)
    turn.do_act(R, s, stomp, [])
    run(s, *reversed(s["stack"]))
    assert s["pending"]["kind"] == "defend_order" and sorted(option_ids(s)) == ["defend:grunt", "defend:red_skull"]
    dice.add(*[BLANK] * 3, *[BLANK] * 4)  # Red Skull's 3 defense dice, then the grunt's 4
    answer(s, "defend:red_skull")
    assert [why for _, _, why in dice.rolled[-2:]] == ["Red Skull defends", "Grunt defends"]
    assert s["figures"]["red_skull"]["wounds"] == 2 and s["figures"]["grunt"]["wounds"] == 2


def test_wall_defense_strong_defense_and_super_strength_case_48(monkeypatch):
    s = state({"venom": (0, (5, 0)), "abomination": (0, (7, 0)), "grunt": (1, (0, 6))})
    t = table(s)
    assert combat.defense_dice(t, "venom", WALL)[:2] == (4, 1)  # 4 dice + 1 automatic shield
    assert combat.defense_dice(t, "abomination", WALL)[:2] == (4, 0)  # Super Strength ignores it
    Dice(monkeypatch, *[BLANK] * 4)
    combat.strike(R, s, "venom", WALL, 3, [])
    assert s["wall"]["wounds"] == 2  # 3 skulls - 1 automatic shield


def test_wall_destroyed_on_its_fourth_wound_case_49(monkeypatch):
    from game.heroscape import movement
    s = state({"abomination": (0, (7, 0)), "grunt": (1, (0, 6))})
    s["wall"]["wounds"] = 3
    wall_key = R.board("heights").cell_key(6, 0)
    Dice(monkeypatch, *[BLANK] * 4)
    combat.strike(R, s, "abomination", WALL, 1, [])
    assert s["wall"]["present"] is False
    t = table(s)
    assert wall_key in movement.reachable(t, "abomination")
    s2 = state({"iron_man": (0, (5, 0)), "abomination": (1, (7, 0))}, wall=False)
    assert table(s2).sees("iron_man", "abomination").clear


def test_wall_immune_to_destroying_powers_and_to_basic_attacks_case_50():
    s = state({"red_skull": (0, (5, 0)), "grunt": (1, (0, 6))})
    dust = turn.dust_options(table(s), "red_skull")
    assert all(WALL not in o["data"]["targets"] for o in dust)
    s = state({"venom": (0, (5, 0)), "grunt": (1, (0, 6))}, scenario="sandbox_basic")
    assert all(o["data"]["target"] != WALL for o in turn.attack_options(table(s), "venom"))
    s = state({"abomination": (0, (5, 0)), "grunt": (1, (0, 6))})
    assert [o["data"]["target"] for o in turn.attack_options(table(s), "abomination")] == [WALL]


def test_engaged_figures_may_not_attack_the_wall():
    s = state({"abomination": (0, (5, 0)), "grunt": (1, (4, 0))})
    assert [o["data"]["target"] for o in turn.attack_options(table(s), "abomination")
            if o["data"]["kind"] == "attack"] == ["grunt"]


def test_upper_floor_gives_a_one_die_height_advantage_case_54():
    from tests.heroscape.helpers import key
    up = key(R, "genotech", 5, 4, upper=True)
    s = state({"iron_man": (0, up), "venom": (1, (4, 3))}, scenario="genotech_sandbox")
    t = table(s)
    assert t.space_of("iron_man").elevation == 9 and t.space_of("venom").elevation == 1
    assert combat.attack_dice(t, "iron_man", "venom")[0] == 4 + 1  # 8 levels: less than 5 + 10
    assert combat.defense_dice(t, "venom", "iron_man")[0] == 6 + 1
