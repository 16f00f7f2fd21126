"""The hard player keeps the normal player's play unless its search finds a better one by more than noise.

The search's root answers differ by 0.01-0.05 in judged chance, about the noise of twenty tries each
(fresh re-deals, fresh follow-ups), and half of hard's departures from normal's play were measured to be
worth nothing either way (a fixed margin of 0.01 kept normal's play in 570 of 1,006 departures, level in
games: see the README). Here the margin scales with the noise: the search's answer is given only if its
mean beats the mean of the play normal's trial ranks first (the root's first candidate, always searched)
by more than `z` standard errors of the difference (each answer's spread over its own tries); otherwise
normal's play is given. Opt-in, measured: see the README.

Only what the search already saw is used (its own tries), so it never peeks.
"""

from __future__ import annotations

import math
from typing import Any

from game.core.rng import Rng
from game.core.search import Node, Search, Thought

from .hard_keep import KeepsNormalPlayer

#: Standard errors the search's answer must beat normal's play by.
Z = 1.0


class SpreadSearch(Search):
    """The platform's search, also keeping each root answer's sum of squared values (its spread)."""

    squares: dict[str, float]

    def run(self, view: dict[str, Any], seat: int, rng: Rng, budget=None) -> Thought:
        self.squares = {}
        return super().run(view, seat, rng, budget)

    def _iterate(self, root: Node, state, rng: Rng) -> None:
        before = {k: c.reward for k, c in root.children.items()}
        visits = {k: c.visits for k, c in root.children.items()}
        super()._iterate(root, state, rng)
        for k, c in root.children.items():
            if c.visits != visits.get(k, 0):
                got = c.reward - before.get(k, 0.0)
                self.squares[k] = self.squares.get(k, 0.0) + got * got


class SteadyPlayer(KeepsNormalPlayer):
    """A SearchPlayer that keeps normal's play within noise (module docstring)."""

    KEPT_BECAUSE = "but no better by more than chance, so the play first tried"

    def __init__(self, rules, hooks, fallback, *, iterations: int, z: float = Z) -> None:
        super().__init__(rules, hooks, fallback, iterations=iterations)
        old = self.search
        self.search = SpreadSearch(rules, hooks, iterations=iterations)
        self.search.max_tree_depth, self.search.explore = old.max_tree_depth, old.explore
        self.z = z
        self.kept = 0

    def departs(self, seen, rng: Rng, thought: Thought, best: str, first: str) -> bool:
        stats = {k: (n, v) for k, n, v in thought.choices}
        if first not in stats:
            return True
        return thought.choices[0][2] - stats[first][1] > self.z * self._error(best, first, stats)

    def _error(self, a: str, b: str, stats: dict[str, tuple[int, float]]) -> float:
        """The standard error of the difference of two answers' means."""
        var = 0.0
        for k in (a, b):
            n, mean = stats[k]
            if n < 2:
                return math.inf
            var += max(0.0, self.search.squares.get(k, 0.0) / n - mean * mean) / (n - 1)
        return math.sqrt(var)
