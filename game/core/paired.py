"""A hard player's search at the root: every candidate played from the same re-deals with the same
dice, the budget halved onto the better half round by round (first written for Heroscape, shared by
every game whose hard player searches one level deep).

The platform's search (core/search.py) spreads its iterations by UCB, each on a fresh deal and
fresh dice. Over one Heroscape turn that is mostly noise: the move it judges is followed by an
attack whose dice swing the judge's value by far more than the moves differ. Played from the
same deal with the same generator state, two candidates that both lead to an attack roll the
same dice, so what differs between their values is the move (common random numbers). With the
tree one level deep (hard_player: a deeper tree averages in poor follow-ups), the UCB has
nothing to walk but the root, and sequential halving (Karnin, Koren and Somekh, 2013) spends it
better there: each round plays the surviving candidates on the same fresh deals and keeps the
better half, until the budget is spent.

It is the platform's Search in everything else: the hooks, the rollout, the values, the budget
in plays (never time), one seed giving one answer.
"""

from __future__ import annotations

import math
from typing import Any

from .players import Budget
from .rng import Rng
from .search import Search, Thought


class PairedSearch(Search):
    """A flat search over the root's candidates with common random numbers (see the module)."""

    def run(self, view: dict[str, Any], seat: int, rng: Rng, budget: Budget | None = None) -> Thought:
        budget = budget or Budget(self.iterations)
        answers = self._answers(self.hooks.determinize(view, seat, Rng(rng.below(2**62))), rng)
        keys = list(answers)
        plays = {k: 0 for k in keys}
        total = {k: 0.0 for k in keys}
        alive = keys
        rounds = max(1, math.ceil(math.log2(max(len(keys), 1))))
        done = 0
        for r in range(rounds):
            share = max(1, budget.left // (rounds - r))
            deals = max(1, share // len(alive))
            for _ in range(deals):
                seed = rng.below(2**62) + 1
                for k in alive:
                    if not budget.spend():
                        break
                    total[k] += self._play_out(view, seat, seed, answers[k])
                    plays[k] += 1
                    done += 1
            if len(alive) > 1:
                alive = sorted(alive, key=lambda k: (-total[k] / max(plays[k], 1), k))[:math.ceil(len(alive) / 2)]
        choices = sorted(((k, plays[k], total[k] / plays[k] if plays[k] else 0.0) for k in keys),
                         key=lambda x: (x[0] not in alive, -x[1], -x[2], x[0]))
        return Thought(seat, done, choices)

    def _play_out(self, view: dict[str, Any], seat: int, seed: int, picks: list[str]) -> float:
        """One candidate from the deal and the dice `seed` gives: its value for `seat`."""
        r = Rng(seed)
        state = self.hooks.determinize(view, seat, r)
        state["rng"] = r.below(2**62) + 1
        self._play(state, picks)
        steps = 0
        over = self._rollout_over
        while state.get("result") is None and steps < self.rollout_depth and not (over and over(state)):
            self._play(state, self._rollout(state, state["pending"]["seat"], r))
            steps += 1
        return self._values(state)[seat]
