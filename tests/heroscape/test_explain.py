"""explain(): why a click is not legal, in a player's words."""

from tests.heroscape.helpers import fixture_rules, key, run, state

R = fixture_rules()


def k(col, row):
    return key(R, "heights", col, row)


def acting(figs, **kw):
    s = state(figs, **kw)
    run(s, {"do": "turn", "seat": s["turn"]["seat"], "number": "1", "stage": "act"})
    return s


def test_height_limit_is_explained():
    s = acting({"captain_america": (0, (4, 2)), "grunt": (1, (11, 5))})
    why = R.explain(s, 0, ["fig:captain_america", "hex:" + k(5, 2)])
    assert "cannot climb 5 levels" in why and "height is 5" in why


def test_too_far_counts_the_climb():
    s = acting({"captain_america": (0, (1, 2)), "grunt": (1, (11, 5))})
    why = R.explain(s, 0, ["fig:captain_america", "hex:" + k(3, 2)])
    assert "needs 6 spaces" in why and "has 5" in why


def test_blocked_sight_names_the_wall():
    s = acting({"iron_man": (0, (5, 0)), "abomination": (1, (7, 0))})
    why = R.explain(s, 0, ["fig:iron_man", "target:abomination"])
    assert why.startswith("No clear line of sight") and "breakable wall" in why


def test_occupied_space_and_wrong_figure_and_wrong_seat():
    s = acting({"captain_america": (0, (0, 3)), "iron_man": (0, (1, 3)), "grunt": (1, (11, 5))})
    assert "stands there" in R.explain(s, 0, ["fig:captain_america", "hex:" + k(1, 3)])
    assert "turn" in R.explain(s, 0, ["fig:iron_man"])
    assert "not yours" in R.explain(s, 0, ["fig:grunt"])
    assert R.explain(s, 1, ["fig:grunt"]).startswith("Wait")
    assert R.explain(s, 0, ["fig:captain_america"]) is None
    assert R.explain(s, 0, ["fig:captain_america", "hex:" + k(2, 3)]) is None


def test_out_of_range_and_engaged():
    s = acting({"red_skull": (0, (0, 3)), "grunt": (1, (11, 3))})
    assert "Out of range: 11 spaces away, range 5" in R.explain(s, 0, ["fig:red_skull", "target:grunt"])
    s = acting({"iron_man": (0, (5, 5)), "venom": (1, (6, 5)), "grunt": (1, (2, 6))})
    assert "engaged" in R.explain(s, 0, ["fig:iron_man", "target:grunt"])


def test_layout_and_sight_line_for_the_view():
    lay = R.layout("genotech")
    assert len([sp for sp in lay["spaces"] if not sp["upper"]]) == 103
    assert len(lay["breakable_wall"]) == 1 and len(lay["wall_edges"]) == 5
    assert "theft_at_stark/orange" in lay["zones"]
    s = state({"iron_man": (0, (5, 0)), "abomination": (1, (7, 0))})
    assert R.sight_line(s, "iron_man", "abomination") == {"clear": False,
                                                           "blocked_by": "the breakable wall is in the way"}


def test_bench_queries_report_both_timings():
    got = R.bench_queries("tribeca_labs")
    assert set(got) == {"reach_ms", "sight_ms"} and all(v > 0 for v in got.values())


def test_an_enemy_figure_clicked_out_of_range_says_why_as_an_attack_would():
    """Seen in a real window: clicking Thanos far from Captain America (the acting figure) said only 'That is
    not one of the choices now.' A click on an enemy figure is read as the attack on it."""
    s = acting({"red_skull": (0, (0, 3)), "grunt": (1, (11, 3))})
    assert "Out of range: 11 spaces away, range 5" in R.explain(s, 0, ["fig:red_skull", "fig:grunt"])


def test_a_power_barred_by_one_used_names_it_as_the_card_does():
    """After Super Leap a click on Stomp said '... a turn he used super_leap.'"""
    from game.heroscape import turn
    from tests.heroscape.helpers import settle
    R = fixture_rules()
    B = R.board("genotech")
    s = state({"incredible_hulk": (0, (3, 8)), "venom": (1, (7, 8))}, scenario="genotech_sandbox")
    d = turn.act_decision(R, s)
    leap = next(o for o in d["options"] if o["id"].startswith("move:super_leap") and o["data"]["to"] == B.cell_key(6, 8))
    s["stack"] = [{"do": "sentinel"}]
    s["pending"] = None
    turn.do_act(R, s, leap, [])
    settle(s)
    s["pending"] = turn.act_decision(R, s)
    assert R.explain(s, 0, ["fig:incredible_hulk", "power:stomp"]).endswith("a turn he used Super Leap.")
