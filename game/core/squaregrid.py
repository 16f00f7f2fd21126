"""Square grid maths: neighbours, distances and sight lines blocked by wall edges.

Cells are (col, row) tuples. A wall or closed door lies on the edge between
two orthogonally adjacent cells and is written as a frozenset of those two
cells, so the rules can ask whether a step or a sight line crosses one.
"""

from __future__ import annotations

from typing import Iterable

Cell = tuple[int, int]
ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def edge(a: Cell, b: Cell) -> frozenset[Cell]:
    """The edge between two orthogonally adjacent cells."""
    return frozenset((a, b))


def neighbors(c: Cell, diagonals: bool = True) -> list[Cell]:
    """Adjacent cells (8 with diagonals, else 4)."""
    dirs = ORTHOGONAL + DIAGONAL if diagonals else ORTHOGONAL
    return [(c[0] + dx, c[1] + dy) for dx, dy in dirs]


def chebyshev(a: Cell, b: Cell) -> int:
    """Steps when diagonal steps count as one."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def manhattan(a: Cell, b: Cell) -> int:
    """Steps when only orthogonal steps are allowed."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def step_blocked(a: Cell, b: Cell, walls: set[frozenset[Cell]]) -> bool:
    """Whether moving from `a` to the adjacent `b` crosses a wall.

    A diagonal step is blocked when both orthogonal routes around its corner are.
    """
    dx, dy = b[0] - a[0], b[1] - a[1]
    if dx == 0 or dy == 0:
        return edge(a, b) in walls
    via1, via2 = (a[0] + dx, a[1]), (a[0], a[1] + dy)
    route1 = edge(a, via1) in walls or edge(via1, b) in walls
    route2 = edge(a, via2) in walls or edge(via2, b) in walls
    return route1 and route2


def line(a: Cell, b: Cell) -> list[Cell]:
    """The cells a line from centre to centre passes through (supercover, ends included)."""
    x0, y0 = a
    x1, y1 = b
    dx, dy = abs(x1 - x0), abs(y1 - y0)
    sx, sy = (1 if x1 > x0 else -1), (1 if y1 > y0 else -1)
    cells = [a]
    x, y = x0, y0
    ix = iy = 0
    while ix < dx or iy < dy:
        lhs = (1 + 2 * ix) * dy
        rhs = (1 + 2 * iy) * dx
        if lhs == rhs:  # exactly through a corner: step diagonally
            x += sx
            y += sy
            ix += 1
            iy += 1
        elif lhs < rhs:
            x += sx
            ix += 1
        else:
            y += sy
            iy += 1
        cells.append((x, y))
    return cells


def clear_line(a: Cell, b: Cell, walls: set[frozenset[Cell]], blocking: Iterable[Cell] = ()) -> bool:
    """Whether sight from `a` to `b` crosses no wall and no blocking cell in between."""
    cells = line(a, b)
    blockers = set(blocking)
    for prev, nxt in zip(cells, cells[1:]):
        if step_blocked(prev, nxt, walls):
            return False
        if nxt != b and nxt in blockers:
            return False
    return True
