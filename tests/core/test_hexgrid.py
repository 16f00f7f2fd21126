"""Hex maths on cube coordinates, and Tiled's staggered offsets converted both ways."""

import math

import pytest

from game.core import hexgrid
from game.core.hexgrid import Hex

STAGGERS = [("y", "odd"), ("y", "even"), ("x", "odd"), ("x", "even")]


@pytest.mark.parametrize("axis, index", STAGGERS)
def test_offset_to_cube_and_back_is_identity(axis, index):
    for col in range(-3, 12):
        for row in range(-3, 12):
            h = hexgrid.from_offset(col, row, axis, index)
            assert hexgrid.to_offset(h, axis, index) == (col, row)


@pytest.mark.parametrize("axis, index", STAGGERS)
def test_cube_to_offset_and_back_is_identity(axis, index):
    for h in hexgrid.within(Hex(2, -1), 6):
        assert hexgrid.from_offset(*hexgrid.to_offset(h, axis, index), axis, index) == h


@pytest.mark.parametrize("axis, index", STAGGERS)
def test_cube_neighbours_are_the_cells_tiled_draws_next_to_each_other(axis, index):
    """Pins the parity mapping: neighbours in cube space touch in Tiled's own pixel layout."""
    tw, th, side = (28, 32, 16) if axis == "y" else (32, 28, 16)
    for col in range(0, 6):
        for row in range(0, 6):
            cx, cy = hexgrid.tiled_center(col, row, tw, th, side, axis, index)
            h = hexgrid.from_offset(col, row, axis, index)
            dists = []
            for n in hexgrid.neighbors(h):
                ncol, nrow = hexgrid.to_offset(n, axis, index)
                nx, ny = hexgrid.tiled_center(ncol, nrow, tw, th, side, axis, index)
                dists.append(math.hypot(nx - cx, ny - cy))
            assert max(dists) - min(dists) < 3.5, (col, row, dists)
            assert max(dists) < 1.2 * min(tw, th)


def test_distance_and_neighbours():
    assert hexgrid.distance(Hex(0, 0), Hex(3, -1)) == 3
    assert all(hexgrid.distance(Hex(1, 1), n) == 1 for n in hexgrid.neighbors(Hex(1, 1)))


def test_line_runs_through_adjacent_hexes():
    path = hexgrid.line(Hex(0, 0), Hex(4, -2))
    assert path[0] == Hex(0, 0) and path[-1] == Hex(4, -2) and len(path) == 5
    assert all(hexgrid.distance(a, b) == 1 for a, b in zip(path, path[1:]))


def test_ring_and_within_sizes():
    assert len(list(hexgrid.ring(Hex(0, 0), 2))) == 12
    assert len(list(hexgrid.within(Hex(0, 0), 2))) == 19


def test_hex_key_round_trip():
    assert Hex.parse(Hex(-3, 5).key()) == Hex(-3, 5)
