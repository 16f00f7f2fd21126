"""The board's cached sight lines agree with the square grid's own rule (core.squaregrid.clear_line)
on every map card, with doors closed and opened and walls breached (the board reads each line once
with everything shut and reuses that answer under another signature when nothing it read changed)."""

import functools
import itertools

from game.core import squaregrid
from game.session import open_game
from game.strike_teams.board import xy


@functools.lru_cache(maxsize=1)
def boards():
    return open_game("strike_teams", with_user_mods=False).rules.map_boards()


def test_sight_lines_agree_with_the_grid_rule():
    checked = 0
    for b in boards().values():
        cells = sorted(b.floor)[::3]
        breaches = frozenset(e for e, _ in b.breakable[:2])
        sigs = [(frozenset(), frozenset()), (breaches, frozenset(d["id"] for d in b.doors))]
        for sig in sigs:
            walls = b.blocked(sig)
            for a, c in itertools.combinations(cells, 2):
                assert b.sees(sig, a, c) == squaregrid.clear_line(xy(a), xy(c), walls), (b.name, a, c)
                checked += 1
    assert checked > 10000


def test_sight_lines_agree_with_the_grid_rule_for_each_door_opened_and_wall_breached_alone():
    checked = 0
    for b in boards().values():
        cells = sorted(b.floor)[1::4]
        sigs = [(frozenset(), frozenset({d["id"]})) for d in b.doors]
        sigs += [(frozenset({e}), frozenset()) for e, _ in b.breakable]
        sigs.append((frozenset(e for e, _ in b.breakable), frozenset(d["id"] for d in b.doors)))
        for sig in sigs:
            walls = b.blocked(sig)
            for a, c in itertools.combinations(cells, 2):
                assert b.sees(sig, a, c) == squaregrid.clear_line(xy(a), xy(c), walls), (b.name, sig, a, c)
                checked += 1
    assert checked > 10000


def test_adjacent_squares_are_those_the_grid_rule_lets_a_step_reach():
    for b in boards().values():
        sigs = [(frozenset(), frozenset()), (frozenset(e for e, _ in b.breakable), frozenset(d["id"] for d in b.doors))]
        sigs += [(frozenset(), frozenset({d["id"]})) for d in b.doors]
        for sig in sigs:
            walls = b.blocked(sig)
            got = b.open_nbrs(sig)
            for cell, nb in b.nbrs8.items():
                assert got[cell] == tuple(n for n in nb if not squaregrid.step_blocked(xy(cell), xy(n), walls)), \
                    (b.name, sig, cell)
