"""The Warehouse Ruin's windows: sight passes through a window's opening, never above or
below it, and movement never passes a window (rulebook: Warehouse Ruin, Line of Sight).

Both battlefields carry the same (unconfirmed) windows, from level 4 to level 7 above the
table (3 to 6 levels above the ruin floor): one in the long leg's wall hex, one in the
short leg's thin wall (tests/heroscape/build_maps.py)."""

import copy

import pytest

from game.heroscape import movement
from game.heroscape.board import build_board, cut, window_problems
from game.heroscape.sight import Sight
from tests.heroscape.helpers import fixture_rules, real_content, state, table

R = fixture_rules()

#: Per battlefield: its sandbox scenario; two cells on opposite sides of the window hex,
#: in a straight line through it; the two cells the thin wall with a window separates.
CASES = {
    "genotech": ("genotech_sandbox", (4, 3), (3, 5), ((3, 3), (4, 3))),
    "tribeca_labs": ("tribeca_sandbox", (1, 4), (3, 4), ((1, 3), (1, 4))),
}


def _pair(mapname, card, cells):
    sc = CASES[mapname][0]
    return state({"a": (0, cells[0], card), "b": (1, cells[1], card)}, scenario=sc)


def _no_windows(mapname):
    """The battlefield with its window objects left out: the ruin as solid walls."""
    bm = copy.deepcopy(real_content().maps[mapname])
    bm.layers["ruin"] = [o for o in bm.layers["ruin"] if o.kind != "window"]
    return Sight(build_board(bm))


@pytest.mark.parametrize("mapname", sorted(CASES))
def test_both_battlefields_have_the_two_unconfirmed_windows(mapname):
    board = R.board(mapname)
    assert len(board.window_list) == 2
    assert all(unsure and (lo, hi) == (4.0, 7.0) for _, lo, hi, unsure in board.window_list)
    (h,) = board.windows
    assert board.ground(*h).blocked_by == "ruin"  # the ruin-wall hex of the long leg
    assert set(board.edge_windows) == set(board.edge_walls)  # the short leg's thin wall
    assert board.sight_solids(h, True) == [(0.0, 1.0), (1.0, 4.0), (7.0, 13.0)]
    assert board.edge_sight_spans(next(iter(board.edge_walls))) == [(1.0, 4.0), (7.0, 13.0)]
    lay = R.layout(mapname)
    assert {(w["hex"], tuple(w["between"] or ()), w["bottom"], w["top"], w["unconfirmed"]) for w in lay["windows"]} == {
        (f"{h[0]},{h[1]}", (), 4.0, 7.0, True),
        (None, tuple(lay["wall_edges"][0]["between"]), 4.0, 7.0, True)}


@pytest.mark.parametrize("mapname", sorted(CASES))
def test_figures_see_each_other_through_the_wall_window_only_at_its_height(mapname):
    _, a, b, _ = CASES[mapname]
    # Two 5-level figures on the ruin floor's level: Target Point and top of the Hit Zone
    # at level 5.5, inside the opening (4 to 7). They see each other through the window.
    s = _pair(mapname, "grunt", (a, b))
    assert table(s).sees("a", "b").clear and table(s).sees("b", "a").clear
    # ... which is the only way through: the same ruin without windows hides them.
    sg = _no_windows(mapname)
    ka, kb = s["figures"]["a"]["space"], s["figures"]["b"]["space"]
    assert not sg.look(ka, 4.5, kb, 2.0, 4.5).clear
    # Small figures (Target Point at level 3.5, Hit Zone 2 to 3.5): the line passes the wall below the opening.
    seen = table(_pair(mapname, "small3", (a, b))).sees("a", "b", want_reason=True)
    assert not seen.clear and "below its window" in seen.blocked_by
    # Tall figures (Target Point 9.5, Hit Zone 5 to 9.5): every line meets the wall above the opening.
    seen = table(_pair(mapname, "tall9", (a, b))).sees("a", "b", want_reason=True)
    assert not seen.clear and "above its window" in seen.blocked_by


@pytest.mark.parametrize("mapname", sorted(CASES))
def test_a_level_line_passes_the_wall_hex_only_inside_the_opening(mapname):
    _, a, b, _ = CASES[mapname]
    board = R.board(mapname)
    ka, kb = board.cell_key(*a), board.cell_key(*b)
    sg = R.sight(mapname)
    floor = board.space(ka).elevation  # 1: the lines run at level floor + z
    for z, clear in ((2.0, False), (2.9, False), (3.1, True), (4.5, True), (5.9, True), (6.1, False), (8.0, False)):
        assert sg.look(ka, z, kb, z, z).clear is clear, (z, floor + z)
    # A slanted line that enters the hex inside the opening but leaves it below is blocked.
    assert not sg.look(ka, 5.5, kb, 0.5, 0.5).clear


@pytest.mark.parametrize("mapname", sorted(CASES))
def test_sight_crosses_the_thin_wall_only_through_its_window(mapname):
    _, _, _, (a, b) = CASES[mapname]
    s = _pair(mapname, "grunt", (a, b))
    t = table(s)
    assert not t.adjacent("a", "b")  # the wall still stands between them
    assert t.sees("a", "b").clear  # but they see each other through its window
    ka, kb = s["figures"]["a"]["space"], s["figures"]["b"]["space"]
    assert not _no_windows(mapname).look(ka, 4.5, kb, 2.0, 4.5).clear
    seen = table(_pair(mapname, "small3", (a, b))).sees("a", "b", want_reason=True)
    assert not seen.clear and "below its window" in seen.blocked_by
    seen = table(_pair(mapname, "tall9", (a, b))).sees("a", "b", want_reason=True)
    assert not seen.clear and "above its window" in seen.blocked_by


def test_a_range_attack_goes_through_the_window_but_a_melee_attack_does_not():
    from game.heroscape import turn
    _, _, _, (a, b) = CASES["genotech"]
    s = state({"captain_america": (0, a), "abomination": (1, b)}, scenario="genotech_sandbox")
    t = table(s)
    assert dict(turn.targets_in_reach(t, "captain_america", 4, wall=False))["abomination"] == ""
    assert "not adjacent" in dict(turn.targets_in_reach(t, "captain_america", 1, wall=False))["abomination"]
    assert t.engaged_with("captain_america") == []


@pytest.mark.parametrize("mapname", sorted(CASES))
def test_movement_never_passes_a_window(mapname):
    sc, a, _, (c1, c2) = CASES[mapname]
    board = R.board(mapname)
    (wh,) = board.windows
    wall_key = f"{wh[0]},{wh[1]}"
    s = state({"grunt": (0, c1)}, scenario=sc)
    t = table(s)
    reach = movement.reachable(t, "grunt")
    k2 = board.cell_key(*c2)
    assert wall_key not in reach  # nobody enters the wall hex, window or not
    assert k2 not in reach or (reach[k2].cost > 1 and reach[k2].path[0] != k2)  # around the thin wall
    sp1, sp2, wsp = board.space(board.cell_key(*c1)), board.space(k2), board.space(wall_key)
    assert "ruin wall stands between" in movement.step_rule(t, "grunt", sp1, sp2)
    assert "ruin wall stands there" in movement.step_rule(t, "grunt", sp1, wsp)


def test_the_caches_keep_window_results_apart_per_map_and_height():
    sg = R.sight("genotech")
    _, a, b, _ = CASES["genotech"]
    board = R.board("genotech")
    ka, kb = board.cell_key(*a), board.cell_key(*b)
    first = [sg.look(ka, z, kb, z, z).clear for z in (2.0, 4.5, 8.0)]
    size = len(sg._terrain)
    again = [sg.look(ka, z, kb, z, z).clear for z in (2.0, 4.5, 8.0)]
    assert first == again == [False, True, False] and len(sg._terrain) == size
    sg.clear_cache()
    assert [sg.look(ka, z, kb, z, z).clear for z in (2.0, 4.5, 8.0)] == first
    assert R.sight("tribeca_labs") is not sg


def test_cut_takes_openings_out_of_solids():
    assert cut([(0.0, 1.0), (1.0, 13.0)], [(4.0, 7.0)]) == [(0.0, 1.0), (1.0, 4.0), (7.0, 13.0)]
    assert cut([(1.0, 13.0)], [(4.0, 7.0), (9.0, 10.0)]) == [(1.0, 4.0), (7.0, 9.0), (10.0, 13.0)]
    assert cut([(1.0, 3.0)], [(4.0, 7.0)]) == [(1.0, 3.0)]


def test_a_window_off_the_walls_is_reported():
    bm = copy.deepcopy(real_content().maps["genotech"])
    assert window_problems(bm) == []
    win = next(o for o in bm.layers["ruin"] if o.kind == "window" and len(o.cells) == 1)
    win.cells = [(2, 10)]  # open asphalt
    assert any("no ruin wall" in why for _, why in window_problems(bm))
    win.cells = next(o for o in bm.layers["ruin"] if o.kind == "ruin_wall").cells
    win.props = dict(win.props, sight_to=20)
    assert any("leaves the wall" in why for _, why in window_problems(bm))
    win.props = dict(win.props, sight_from=8, sight_to=5)
    assert any("must be below" in why for _, why in window_problems(bm))
