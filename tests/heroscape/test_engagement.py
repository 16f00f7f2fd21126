"""Rulebook: Engagement Rules (Adjacent Exception, Leaving an Engagement, Multiple
Engagements), Flying and Overhangs (Example 20). Spec section 8, cases 15-23."""

from game.heroscape import movement, turn
from tests.heroscape.helpers import BLANK, SKULL, Dice, fixture_rules, go, key, state, table

R = fixture_rules()


def k(col, row, upper=False):
    return key(R, "heights", col, row, upper)


def move(s, fid, dest, mode=None, budget=None):
    r = movement.reachable(table(s), fid, mode, budget)[dest]
    data = {"figure": fid, "to": r.dest, "mode": r.mode, "cost": r.cost, "route": r.path,
            "swipes": [[i, e] for i, e in r.swipes], "falls": [[i, d] for i, d in r.falls], "stops": r.pickups}
    go(s, fid, data)  # every enemy left behind takes its swipe
    return r


def test_adjacent_exception_ledge_of_the_lower_figures_height_case_15():
    s = state({"captain_america": (0, (4, 2)), "abomination": (1, (5, 2))})  # levels 1 and 6
    t = table(s)
    assert not t.adjacent("captain_america", "abomination")
    assert t.engaged_with("captain_america") == []
    s = state({"captain_america": (0, (4, 2)), "abomination": (1, (3, 2))})  # levels 1 and 5
    assert table(s).adjacent("captain_america", "abomination")
    assert table(s).engaged_with("abomination") == ["captain_america"]


def test_adjacent_exception_uses_the_lower_figures_height_case_16():
    s = state({"small3": (0, (0, 6)), "tall9": (1, (1, 6))})  # level 1 and level 4: 3 >= 3
    assert not table(s).adjacent("small3", "tall9")
    s = state({"small3": (0, (1, 2)), "tall9": (1, (2, 2))})  # level 1 and level 3: 2 < 3
    assert table(s).adjacent("small3", "tall9")


def test_leaving_an_engagement_draws_one_die_no_defense_case_17(monkeypatch):
    dice = Dice(monkeypatch, SKULL)
    s = state({"captain_america": (0, (5, 5)), "venom": (1, (6, 5))})
    r = move(s, "captain_america", k(3, 5))
    assert r.swipes == [(0, ["venom"])]
    assert dice.counts() == [1] and s["figures"]["captain_america"]["wounds"] == 1


def test_with_swipes_rolled_at_once_nobody_is_asked_and_the_die_is_rolled(monkeypatch):
    """The default (spec 6.10's proposal): a swipe costs the swiper nothing, so it is rolled at once;
    two people at one screen no longer pass the mouse for every engagement left."""
    dice = Dice(monkeypatch, SKULL)
    s = state({"captain_america": (0, (5, 5)), "venom": (1, (6, 5))})
    s["options"]["swipes"] = "auto"
    r = movement.reachable(table(s), "captain_america", None)[k(3, 5)]
    data = {"figure": "captain_america", "to": r.dest, "mode": r.mode, "cost": r.cost, "route": r.path,
            "swipes": [[i, e] for i, e in r.swipes], "falls": [[i, d] for i, d in r.falls], "stops": r.pickups}
    s["stack"] = [{"do": "sentinel"}]
    s["pending"] = None
    turn.move_figure(R, s, "captain_america", data, [])
    from game.heroscape import flow
    flow.run(R, s, [])
    assert s["pending"] is None or s["pending"]["kind"] != "swipe"
    assert dice.counts() == [1] and s["figures"]["captain_america"]["wounds"] == 1
    assert s["figures"]["captain_america"]["space"] == k(3, 5)


def test_multiple_engagement_two_dice_two_wounds_case_18(monkeypatch):
    dice = Dice(monkeypatch, SKULL, SKULL)
    s = state({"captain_america": (0, (5, 5)), "venom": (1, (6, 5)), "abomination": (1, (6, 6))})
    r = move(s, "captain_america", k(3, 5))
    assert r.swipe_count() == 2
    assert dice.counts() == [1, 1]
    assert s["figures"]["captain_america"]["wounds"] == 2


def test_moving_around_an_engaged_enemy_staying_adjacent_is_free_case_19(monkeypatch):
    dice = Dice(monkeypatch)
    s = state({"captain_america": (0, (5, 5)), "venom": (1, (6, 5))})
    r = move(s, "captain_america", k(6, 6))
    assert r.swipes == [] and dice.rolled == []


def test_passing_adjacent_mid_path_then_leaving_draws_a_swipe_case_20(monkeypatch):
    dice = Dice(monkeypatch, BLANK)
    s = state({"captain_america": (0, (2, 5)), "venom": (1, (4, 4))})
    r = move(s, "captain_america", k(6, 5), budget=4)
    assert r.swipes == [(2, ["venom"])]
    assert dice.counts() == [1] and s["figures"]["captain_america"]["wounds"] == 0


def test_flying_over_a_figure_does_not_engage_it_example_20_case_21(monkeypatch):
    dice = Dice(monkeypatch, SKULL)
    s = state({"iron_man": (0, (6, 2)), "doctor_doom": (1, (6, 3)), "venom": (1, (8, 2))})
    assert table(s).engaged_with("iron_man") == ["doctor_doom"]
    fly = table(s).power("iron_man", "movement")
    r = move(s, "iron_man", k(9, 2, upper=True), fly)  # over Venom, onto the upper floor
    assert k(8, 2) in r.path
    assert r.swipes == [(0, ["doctor_doom"])]  # Doom, not Venom
    assert dice.counts() == [1] and s["figures"]["iron_man"]["wounds"] == 1


def test_a_swipe_that_destroys_the_mover_ends_the_move_case_22(monkeypatch):
    dice = Dice(monkeypatch, SKULL)  # the fall die would be a second roll: none is forced
    s = state({"captain_america": (0, (5, 2)), "tall9": (1, (5, 1))})
    s["figures"]["captain_america"]["wounds"] = 4
    r = move(s, "captain_america", k(7, 2))
    assert r.falls and r.swipes
    assert s["figures"]["captain_america"]["status"] == "destroyed"
    assert dice.counts() == [1]


def test_engaged_attacker_may_target_only_engaged_figures_case_23():
    s = state({"iron_man": (0, (5, 5)), "venom": (1, (6, 5)), "doctor_doom": (1, (3, 6))})
    got = dict(turn.targets_in_reach(table(s), "iron_man", 6))
    assert got["venom"] == ""
    assert "engaged" in got["doctor_doom"]
    opts = [o["data"]["target"] for o in turn.attack_options(table(s), "iron_man")]
    assert opts == ["venom"]


def test_a_move_whose_swipes_can_destroy_the_figure_asks_again_on_a_click():
    s = state({"captain_america": (0, (2, 5)), "venom": (1, (4, 4))})
    r = movement.reachable(table(s), "captain_america", None, 4)[k(6, 5)]
    assert "confirm" not in turn.move_option(table(s), "captain_america", r, ["hex:x"])
    s["figures"]["captain_america"]["wounds"] = table(s).stat("captain_america", "life") - 1
    o = turn.move_option(table(s), "captain_america", r, ["hex:x"])
    assert o["confirm"] is True and o["label"].endswith("(it has 1 life left)")
