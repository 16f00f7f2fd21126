"""The Warehouse Ruin hides figures (rulebook: Warehouse Ruin, "a barrier that figures can hide
behind"; Line of Sight): its wall is solid, sight passes only through a window, an opening in
one wall segment between two levels, and movement never passes a window.

Both battlefields carry the same (unconfirmed) ruin (tests/heroscape/build_maps.py): an L of
wall, the long leg of four thin-wall segments beside the upper floor between the Breakable
Wall Section and the corner hex, the short leg one segment; one window, in the long leg's
first segment, from level 4 to level 7 above the table (3 to 6 above the ruin floor)."""

import copy

import pytest

from game.heroscape import movement, turn
from game.heroscape.board import build_board, cut, window_problems
from game.heroscape.sight import Sight
from tests.heroscape.helpers import fixture_rules, real_content, state, table

R = fixture_rules()

#: Per battlefield: its sandbox scenario, the two cells the window's segment separates, and two
#: cells either side of a solid segment of the same leg.
CASES = {
    "genotech": ("genotech_sandbox", ((6, 3), (6, 4)), ((5, 3), (5, 4))),
    "tribeca_labs": ("tribeca_sandbox", ((2, 1), (3, 2)), ((2, 2), (3, 2))),
}


def _pair(mapname, cells, card="grunt", looker=None):
    sc = CASES[mapname][0]
    return state({"a": (0, cells[0], looker or card), "b": (1, cells[1], card)}, scenario=sc)


def _no_windows(mapname):
    """The battlefield with its window objects left out: the ruin's wall solid all along."""
    bm = copy.deepcopy(real_content().maps[mapname])
    bm.layers["ruin"] = [o for o in bm.layers["ruin"] if o.kind != "window"]
    return Sight(build_board(bm))


def _cells(board, pair):
    return [(board.ground(*h).col, board.ground(*h).row) for h in pair]


@pytest.mark.parametrize("mapname", sorted(CASES))
def test_the_ruin_has_one_unconfirmed_window_in_one_wall_segment(mapname):
    board = R.board(mapname)
    assert len(board.edge_walls) == 5  # the long leg's four segments and the short leg
    ((hexes, lo, hi, unsure),) = board.window_list
    assert (lo, hi, unsure) == (4.0, 7.0, True)
    assert frozenset(hexes) in board.edge_walls
    assert board.edge_sight_spans(frozenset(hexes)) == [(1.0, 4.0), (7.0, 13.0)]
    for pair in board.edge_walls:
        if pair != frozenset(hexes):
            assert board.edge_sight_spans(pair) == [(1.0, 13.0)]  # solid from the floor up
    corner = next(h for h in board.at_hex if board.ground(*h).blocked_by == "ruin")
    assert board.sight_solids(corner, True) == [(0.0, 1.0), (1.0, 13.0)]  # no window in a wall hex
    (w,) = R.layout(mapname)["windows"]
    assert (w["bottom"], w["top"], w["unconfirmed"]) == (4.0, 7.0, True)
    assert w["between"] == sorted(f"{h[0]},{h[1]}" for h in hexes)


@pytest.mark.parametrize("mapname", sorted(CASES))
def test_a_figure_directly_behind_a_solid_wall_segment_cannot_be_targeted(mapname):
    _, _, solid = CASES[mapname]
    s = _pair(mapname, solid, card="grunt", looker="iron_man")
    t = table(s)
    assert not t.adjacent("a", "b")  # neighbours, with the wall between them
    why = dict(turn.targets_in_reach(t, "a", 6, wall=False))["b"]
    assert why == "no clear line of sight: the ruin wall is in the way"
    assert not any(o["data"].get("target") == "b" for o in turn.attack_options(t, "a"))


@pytest.mark.parametrize("mapname", sorted(CASES))
def test_one_seen_through_the_window_can_be_targeted(mapname):
    _, window, _ = CASES[mapname]
    s = _pair(mapname, window, card="grunt", looker="iron_man")
    t = table(s)
    assert not t.adjacent("a", "b")
    assert dict(turn.targets_in_reach(t, "a", 6, wall=False))["b"] == ""
    assert any(o["data"].get("target") == "b" for o in turn.attack_options(t, "a"))
    # ... and only through the window: the same ruin without it hides him.
    ka, kb = s["figures"]["a"]["space"], s["figures"]["b"]["space"]
    assert not _no_windows(mapname).look(ka, 4.5, kb, 2.0, 4.5).clear


@pytest.mark.parametrize("mapname", sorted(CASES))
def test_height_five_figures_see_each_other_across_no_wall_segment_but_the_window(mapname):
    board = R.board(mapname)
    (win,) = board.edge_windows
    for pair in board.edge_walls:
        seen = table(_pair(mapname, _cells(board, pair))).sees("a", "b", want_reason=True)
        assert seen.clear is (pair == win), (_cells(board, pair), seen.blocked_by)
    # Across the corner hex in a straight line: solid all the way up.
    corner = next(h for h in board.at_hex if board.ground(*h).blocked_by == "ruin")
    sp = board.ground(*corner)
    nb = [board.ground(corner[0] + dq, corner[1] + dr) for dq, dr in ((1, 0), (-1, 0))]
    if all(nb):
        seen = table(_pair(mapname, [(x.col, x.row) for x in nb])).sees("a", "b", want_reason=True)
        assert not seen.clear and seen.blocked_by == "the ruin wall is in the way", sp.key


@pytest.mark.parametrize("mapname", sorted(CASES))
def test_sight_passes_the_window_only_at_its_height(mapname):
    _, window, _ = CASES[mapname]
    # Small figures (Target Point at level 3.5, Hit Zone 2 to 3.5): the line passes below the opening.
    seen = table(_pair(mapname, window, "small3")).sees("a", "b", want_reason=True)
    assert not seen.clear and "below its window" in seen.blocked_by
    # Tall figures (Target Point 9.5, Hit Zone 5 to 9.5): every line meets the wall above it.
    seen = table(_pair(mapname, window, "tall9")).sees("a", "b", want_reason=True)
    assert not seen.clear and "above its window" in seen.blocked_by
    board = R.board(mapname)
    ka, kb = board.cell_key(*window[0]), board.cell_key(*window[1])
    sg = R.sight(mapname)
    for z, clear in ((2.0, False), (2.9, False), (3.1, True), (4.5, True), (5.9, True), (6.1, False)):
        assert sg.look(ka, z, kb, z, z).clear is clear, z  # level lines at floor (1) + z


def test_a_range_attack_goes_through_the_window_but_a_melee_attack_does_not():
    _, window, _ = CASES["genotech"]
    s = state({"captain_america": (0, window[0]), "abomination": (1, window[1])}, scenario="genotech_sandbox")
    t = table(s)
    assert dict(turn.targets_in_reach(t, "captain_america", 4, wall=False))["abomination"] == ""
    assert "not adjacent" in dict(turn.targets_in_reach(t, "captain_america", 1, wall=False))["abomination"]
    assert t.engaged_with("captain_america") == []


@pytest.mark.parametrize("mapname", sorted(CASES))
def test_movement_never_passes_a_wall_segment_window_or_not(mapname):
    sc, window, solid = CASES[mapname]
    board = R.board(mapname)
    for c1, c2 in (window, solid):
        s = state({"grunt": (0, c1)}, scenario=sc)
        t = table(s)
        reach = movement.reachable(t, "grunt")
        k2 = board.cell_key(*c2)
        assert k2 not in reach or reach[k2].cost > 1  # round the wall, never through it
        sp1, sp2 = board.space(board.cell_key(*c1)), board.space(k2)
        assert "ruin wall stands between" in movement.step_rule(t, "grunt", sp1, sp2)
    corner = next(sp for sp in board.spaces if sp.blocked_by == "ruin")
    s = state({"grunt": (0, solid[0])}, scenario=sc)
    assert corner.key not in movement.reachable(table(s), "grunt")


def test_the_caches_keep_window_results_apart_per_map_and_height():
    sg = R.sight("genotech")
    _, window, _ = CASES["genotech"]
    board = R.board("genotech")
    ka, kb = board.cell_key(*window[0]), board.cell_key(*window[1])
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


def test_a_window_off_a_wall_segment_is_reported():
    bm = copy.deepcopy(real_content().maps["genotech"])
    assert window_problems(bm) == []
    win = next(o for o in bm.layers["ruin"] if o.kind == "window")
    segment = list(win.cells)
    win.cells = [(2, 10), (3, 10)]  # open asphalt
    assert any("no wall_edge between" in why for _, why in window_problems(bm))
    win.cells = next(o for o in bm.layers["ruin"] if o.kind == "ruin_wall").cells
    assert any("never on a wall hex" in why for _, why in window_problems(bm))
    win.cells = segment
    win.props = dict(win.props, sight_to=20)
    assert any("leaves the wall" in why for _, why in window_problems(bm))
    win.props = dict(win.props, sight_from=8, sight_to=5)
    assert any("must be below" in why for _, why in window_problems(bm))
    win.props = dict(win.props, sight_from=4, sight_to=7)
    bm.layers["ruin"].append(copy.deepcopy(win))
    assert any("already has a window" in why for _, why in window_problems(bm))
