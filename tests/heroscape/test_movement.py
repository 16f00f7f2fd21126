"""Rulebook: Moving (up, down, height limit, falling, overhangs, passing figures, the ruin).
Spec section 8, cases 2-14, 52, 53, 55. Fixture map tests/heroscape/maps/heights.tmx."""

from game.heroscape import movement, turn
from tests.heroscape.helpers import BLANK, SKULL, Dice, fixture_rules, go, key, state, table

R = fixture_rules()


def k(col, row, upper=False):
    return key(R, "heights", col, row, upper)


def routes(s, fid, mode=None, budget=None):
    return movement.reachable(table(s), fid, mode, budget)


def do_move(s, fid, dest, mode=None, budget=None):
    r = routes(s, fid, mode, budget)[dest]
    data = {"figure": fid, "to": r.dest, "mode": r.mode, "cost": r.cost, "route": r.path,
            "swipes": [[i, e] for i, e in r.swipes], "falls": [[i, d] for i, d in r.falls], "stops": r.pickups}
    return go(s, fid, data)


def test_moving_up_costs_levels_climbed_plus_one_case_2():
    s = state({"captain_america": (0, (1, 2))})
    assert routes(s, "captain_america")[k(2, 2)].cost == 3  # level 1 to level 3
    s = state({"captain_america": (0, (1, 0))})
    got = routes(s, "captain_america")
    assert got[k(2, 0)].cost == 2  # level 1 to level 2
    assert got[k(0, 0)].cost == 1  # a level step


def test_moving_down_counts_one_space_however_far_case_3():
    s = state({"captain_america": (0, (5, 2))})  # level 6
    r = routes(s, "captain_america")[k(4, 2)]
    assert r.cost == 1
    assert r.falls == [(0, 5)]  # a 5-level drop


def test_basic_iron_man_moves_onto_a_5_level_ledge_and_no_further_case_4():
    s = state({"iron_man": (0, (4, 2))}, scenario="sandbox_basic")
    got = routes(s, "iron_man")  # Basic Move 6, no height limit in the Basic Game
    assert got[k(5, 2)].cost == 6
    assert k(6, 2) not in got or got[k(6, 2)].path[0] != k(5, 2)


def test_captain_america_reaches_the_first_ledge_not_the_top_case_5():
    s = state({"captain_america": (0, (1, 2))})  # Move 5; stairs 1 -> 3 -> 5
    got = routes(s, "captain_america")
    assert got[k(2, 2)].cost == 3
    assert k(3, 2) not in got  # 3 + 3 = 6 > 5


def test_height_limit_refuses_a_climb_equal_to_height_case_6():
    s = state({"captain_america": (0, (4, 2))})
    got = routes(s, "captain_america", budget=20)
    assert k(5, 2) not in got  # every neighbour of the ledge is 5 levels below it
    assert got[k(3, 2)].cost == 5  # 4 levels up at once is fine: cost 4 + 1
    why = movement.step_rule(table(s), "captain_america", R.board("heights").space(k(4, 2)),
                             R.board("heights").space(k(5, 2)))
    assert "cannot climb 5 levels" in why and "height is 5" in why


def test_height_limit_does_not_affect_flying_case_7():
    s = state({"iron_man": (0, (4, 2))})
    fly = table(s).power("iron_man", "movement")
    assert routes(s, "iron_man", fly)[k(5, 2)].cost == 1


def test_fall_of_exactly_the_height_rolls_one_die_case_8(monkeypatch):
    s = state({"captain_america": (0, (5, 2))})
    dice = Dice(monkeypatch, SKULL)
    do_move(s, "captain_america", k(4, 2))
    assert dice.counts() == [1]
    assert s["figures"]["captain_america"]["wounds"] == 1
    s = state({"captain_america": (0, (5, 2))})
    dice.add(BLANK)
    do_move(s, "captain_america", k(4, 2))
    assert s["figures"]["captain_america"]["wounds"] == 0


def test_no_fall_below_the_height_case_9(monkeypatch):
    s = state({"captain_america": (0, (1, 4))})  # level 5 -> level 1: drop 4
    r = routes(s, "captain_america")[k(0, 4)]
    assert r.falls == []
    Dice(monkeypatch)  # no dice may be rolled
    do_move(s, "captain_america", k(0, 4))
    assert s["figures"]["captain_america"]["wounds"] == 0


def test_fall_and_major_fall_boundary_case_10(monkeypatch):
    dice = Dice(monkeypatch, SKULL, SKULL, SKULL, SKULL)
    s = state({"captain_america": (0, (3, 4))})  # level 15: drop 14
    do_move(s, "captain_america", k(2, 4))
    assert dice.counts() == [1]
    s = state({"captain_america": (0, (5, 4))})  # level 16: drop 15 = height + 10
    do_move(s, "captain_america", k(4, 4))
    assert dice.counts() == [1, 3]
    assert s["figures"]["captain_america"]["wounds"] == 3


def test_extreme_fall_rolls_the_d20_case_11(monkeypatch):
    for roll, survives in ((19, True), (20, True), (18, False)):
        Dice(monkeypatch, roll)
        s = state({"captain_america": (0, (7, 4))})  # level 26: drop 25 = height + 20
        do_move(s, "captain_america", k(6, 4))
        assert (s["figures"]["captain_america"]["status"] == "board") is survives
        if survives:
            assert s["figures"]["captain_america"]["wounds"] == 0


def test_super_strength_ignores_major_fall_not_extreme_case_12(monkeypatch):
    dice = Dice(monkeypatch)
    s = state({"thanos": (0, (5, 4))})  # Super Strength (our choice), height 5; drop 15
    assert table(s).super_strength("thanos")
    do_move(s, "thanos", k(4, 4))
    assert dice.rolled == [] and s["figures"]["thanos"]["wounds"] == 0
    dice.add(5)
    s = state({"thanos": (0, (7, 4))})  # drop 25
    do_move(s, "thanos", k(6, 4))
    assert dice.counts() == [1] and dice.rolled[0][0] == 20
    assert s["figures"]["thanos"]["status"] == "destroyed"


def test_glyph_adds_no_height_case_13():
    s = state({"captain_america": (0, (1, 0)), "venom": (1, (3, 0))})
    s["glyphs"]["mysterious_item"] = {"space": k(2, 0), "side": "power", "holder": None}
    r = routes(s, "captain_america")[k(2, 0)]
    assert r.cost == 2 and r.falls == []  # level 2, glyph or not
    from game.heroscape import combat
    t = table(s)
    assert combat.height_advantage(t, 2, 5, 1, 5)[0] == 1


def test_passing_friends_enemies_and_engaged_friends_case_14():
    base = {"captain_america": (0, (0, 3))}
    s = state({**base, "iron_man": (0, (1, 3))})
    got = routes(s, "captain_america")
    assert got[k(2, 3)].cost == 2 and k(1, 3) in got[k(2, 3)].path  # through a friend
    assert k(1, 3) not in got  # never end on a figure
    s = state({**base, "venom": (1, (1, 3))})
    got = routes(s, "captain_america")
    assert k(1, 3) not in got[k(2, 3)].path  # never through an enemy
    s = state({**base, "iron_man": (0, (1, 3)), "venom": (1, (2, 4))})  # the friend is engaged
    got = routes(s, "captain_america")
    assert all(k(1, 3) not in r.path for r in got.values())


def test_ruin_wall_and_intact_wall_block_ground_moves_not_flying_case_52():
    s = state({"captain_america": (0, (5, 0)), "iron_man": (0, (5, 1))})
    got = routes(s, "captain_america")
    assert k(6, 0) not in got and all(k(6, 0) not in r.path for r in got.values())
    fly = table(s).power("iron_man", "movement")
    flown = routes(s, "iron_man", fly)
    assert k(6, 0) not in flown  # nobody lands on the wall
    s2 = state({"iron_man": (0, (5, 0))})
    assert routes(s2, "iron_man", fly)[k(7, 0)].cost == 2  # straight over it
    s3 = state({"captain_america": (0, (8, 4))})
    assert k(9, 4) not in routes(s3, "captain_america")  # the ruin wall hex


def test_upper_floor_forbidden_in_basic_allowed_by_swing_line_case_53():
    s = state({"spider_man": (0, (8, 2))}, scenario="sandbox_basic")
    t = table(s)
    assert t.space_blocked(R.board("heights").space(k(9, 2, upper=True)))
    assert k(9, 2, upper=True) not in routes(s, "spider_man", budget=30)
    s = state({"spider_man": (0, (8, 2))})
    swing = table(s).power_by_id("spider_man", "swing_line")
    assert routes(s, "spider_man", swing)[k(9, 2, upper=True)].cost == 1


def test_overhang_clearance_lets_captain_america_under_not_a_height_8_figure_case_55():
    s = state({"captain_america": (0, (8, 2)), "giant8": (0, (8, 3))})
    assert R.board("heights").space(k(9, 2)).clearance == 7
    assert k(9, 2) in routes(s, "captain_america")
    assert k(9, 2) not in routes(s, "giant8")
    why = movement.step_rule(table(s), "giant8", R.board("heights").space(k(8, 2)), R.board("heights").space(k(9, 2)))
    assert "does not fit" in why


def test_moving_up_onto_a_low_overhang_counts_the_levels():
    s = state({"tall9": (0, (8, 2))})  # height 9 may climb 8 levels onto the upper floor
    r = routes(s, "tall9", budget=9)[k(9, 2, upper=True)]
    assert r.cost == 9
