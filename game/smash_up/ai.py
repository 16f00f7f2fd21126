"""The computer players: easy and normal (hard is the search, search_hooks.py).

Both read only `SeatView.decision` and `SeatView.view` (what their seat may
see) and the public card book.

- **normal** tries each card play it may make on a copy of the table re-dealt
  from its own view (redeal.py): the rules carry the play out, the quick
  policy (policy.py) answers what the play asks, and the position is judged
  (judge.py), so an action is worth what it does here: a draw when a base is
  one card from breaking for the winning VP loses to the card that breaks it,
  and "+3 until the end of the turn" counts only where that base scores.
  Ending the phase is judged on the table as it is. Every other decision
  (targets, response windows, discards) goes to the quick policy, which passes
  unless using something helps.
- **easy** plays from the quick policy alone (so it misses what only trying a
  play shows) and picks, like a beginner, among its few best options with
  some noise; never one far below its best (it takes a clear win, and never
  throws away what it is winning with).

Thinking is counted in work (one re-deal per decision, a bounded number of
follow-up answers per play), never in time.
"""

from __future__ import annotations

import math
from typing import Any

from game.core.decisions import answer
from game.core.rng import Rng

from .lookahead import play, rank, settle
from .policy import Policy, pick
from .reading import Table
from .redeal import determinize, rebuildable

#: Follow-up decisions a tried play may take before it is judged.
FOLLOW_UPS = 40


class NormalPlayer:
    """Tries every card play on a re-dealt table; the quick policy for the rest (module docstring)."""

    name = "normal"

    def __init__(self, rules) -> None:
        self.rules = rules
        self.book = rules.book
        self.policy = Policy(rules.book)

    def choose(self, seen, rng: Rng) -> dict[str, Any]:
        d = seen.decision
        opts = d["options"]
        if len(opts) == 1 and d["min"] == 1:  # a lone option that may be declined is weighed below
            return answer(d["seat"], [opts[0]["id"]])
        view = seen.view
        t = Table.from_view(view, d["seat"], self.book)
        scores = self.policy.scores(t, d)
        if d["kind"] == "play" and rebuildable(view):
            return answer(d["seat"], [self.best_play(view, d, scores, rng)])
        return answer(d["seat"], pick(scores, d, rng))

    def tried(self, view: dict[str, Any], d: dict[str, Any], rng: Rng) -> dict[str, float]:
        """Each play option's worth once tried (lookahead.rank; the same re-deal for all: a fair comparison)."""
        me = d["seat"]
        seed = rng.below(2**62)
        out = {}
        for o in d["options"]:
            s = determinize(self.rules, view, Rng(seed))
            if o["id"] != "end":
                r = Rng(seed + 1)
                play(self.rules, s, [o["id"]])
                settle(self.rules, self.policy, s, me, r, FOLLOW_UPS)
            out[o["id"]] = rank(self.rules, s, me)
        return out

    def best_play(self, view: dict[str, Any], d: dict[str, Any], scores: list[float], rng: Rng) -> str:
        got = self.tried(view, d, rng)
        ranked = sorted(zip(d["options"], scores), key=lambda os: (-got[os[0]["id"]], -os[1], os[0]["id"]))
        return ranked[0][0]["id"]


class EasyPlayer:
    """The quick policy with a beginner's noise (module docstring)."""

    name = "easy"
    #: How far below its best an option may be and still be picked (VP), and the noise's temperature.
    SLACK = 0.8
    TEMPERATURE = 0.35
    TOP = 3

    def __init__(self, rules) -> None:
        self.book = rules.book
        self.policy = Policy(rules.book)

    def choose(self, seen, rng: Rng) -> dict[str, Any]:
        d = seen.decision
        opts = d["options"]
        if len(opts) == 1 and d["min"] == 1:  # a lone option that may be declined is weighed below
            return answer(d["seat"], [opts[0]["id"]])
        t = Table.from_view(seen.view, d["seat"], self.book)
        scores = self.policy.scores(t, d)
        if d["max"] != 1:
            return answer(d["seat"], pick(scores, d, rng))
        best = max(scores)
        if best <= 0 and d["min"] == 0:
            return answer(d["seat"], [])
        ranked = sorted(range(len(opts)), key=lambda i: -scores[i])[:self.TOP]
        near = [i for i in ranked if scores[i] >= best - self.SLACK and (scores[i] > 0 or best <= 0)]
        weights = [math.exp((scores[i] - best) / self.TEMPERATURE) for i in near]
        x = rng.random() * sum(weights)
        for i, w in zip(near, weights):
            x -= w
            if x <= 0:
                return answer(d["seat"], [opts[i]["id"]])
        return answer(d["seat"], [opts[near[-1]]["id"]])
