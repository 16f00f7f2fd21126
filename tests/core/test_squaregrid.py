"""Square grids: walls on edges block steps and sight."""

from game.core import squaregrid as sg


def test_a_wall_blocks_the_step_across_it():
    walls = {sg.edge((0, 0), (1, 0))}
    assert sg.step_blocked((0, 0), (1, 0), walls)
    assert not sg.step_blocked((0, 0), (0, 1), walls)


def test_a_diagonal_step_is_blocked_only_when_both_routes_are():
    one = {sg.edge((0, 0), (1, 0))}
    both = one | {sg.edge((0, 0), (0, 1))}
    assert not sg.step_blocked((0, 0), (1, 1), one)
    assert sg.step_blocked((0, 0), (1, 1), both)


def test_sight_is_blocked_by_a_wall_and_by_a_blocking_cell():
    walls = {sg.edge((2, 0), (3, 0))}
    assert sg.clear_line((0, 0), (2, 0), walls)
    assert not sg.clear_line((0, 0), (4, 0), walls)
    assert not sg.clear_line((0, 1), (4, 1), set(), blocking={(2, 1)})


def test_line_is_connected():
    cells = sg.line((0, 0), (5, 2))
    assert cells[0] == (0, 0) and cells[-1] == (5, 2)
    assert all(sg.chebyshev(a, b) == 1 for a, b in zip(cells, cells[1:]))
