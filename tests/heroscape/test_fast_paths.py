"""The shortcuts the rules take for speed answer exactly as the plain ways they replace."""

import random

from game.core import hexgrid
from game.core.players import RandomPlayer, SeatView, player_rng
from game.heroscape import movement
from game.heroscape.board import hex_line
from game.heroscape.table import Table
from game.session import open_game


def test_sight_lines_pass_the_same_hexes_as_the_grids_lines():
    rnd = random.Random(7)
    for _ in range(3000):
        a = (rnd.randrange(-15, 15), rnd.randrange(-15, 15))
        b = (rnd.randrange(-15, 15), rnd.randrange(-15, 15))
        assert hex_line(a, b) == [(h.q, h.r) for h in hexgrid.line(hexgrid.Hex(*a), hexgrid.Hex(*b))]


def test_a_sight_lines_cells_are_the_line_hexes_and_their_neighbours_tallest_first():
    loaded = open_game("heroscape", with_user_mods=False)
    rnd = random.Random(11)
    for name in ("genotech", "tribeca_labs"):
        board = loaded.rules.board(name)
        hexes = sorted(board.at_hex)
        for _ in range(400):
            a, b = rnd.choice(hexes), rnd.choice(hexes)
            near = {}  # the map hexes on the line and next to it, in the order the line meets them
            for q, r in hex_line(a, b):
                for dq, dr in [(d.q, d.r) for d in hexgrid.DIRECTIONS] + [(0, 0)]:
                    if (q + dq, r + dr) in board.at_hex:
                        near.setdefault((q + dq, r + dr), None)
            top = {h: max((hi for _, hi in board.sight_solids(h, True)), default=0.0) for h in near}
            walls = [pair for pair in board.edge_walls if any(h in near for h in pair)]
            assert board.line_cells(a, b) == (sorted(near, key=top.__getitem__, reverse=True), walls)


def test_the_default_way_to_each_space_is_the_first_of_its_ways():
    loaded = open_game("heroscape", with_user_mods=False)
    m = loaded.start(loaded.setup(["random", "random"], 3))
    player, step, checked = RandomPlayer(), 0, 0
    while not m.over and checked < 12:
        if m.pending["kind"] == "act":  # a figure's turn: every figure on the battlefield, every way of moving
            t = Table(loaded.rules, m.state)
            still = Table(loaded.rules, m.state, still=True)  # keeps what figures of a side and height share
            for fid in t.on_board():
                for mode in [None] + movement.movement_modes(t, fid):
                    ways = movement.routes(t, fid, mode)
                    assert movement.reachable(t, fid, mode) == {k: rs[0] for k, rs in ways.items()}
                    assert movement.routes(still, fid, mode) == ways
                    assert list(movement.reachable(still, fid, mode).items()) == [(k, rs[0]) for k, rs in ways.items()]
                    # what the act decision reads: a lone way as a tuple of Route's fields
                    assert [(k, w if w.__class__ is list else [movement.Route(*w)])
                            for k, w in movement.ways(still, fid, mode).items()] == list(ways.items())
            checked += 1
        seat = m.pending["seat"]
        m.apply(player.choose(SeatView(loaded.rules, m.state, seat), player_rng(m.state, seat, step)))
        step += 1
    assert checked == 12
