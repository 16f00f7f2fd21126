"""Smash Up's hooks for the platform's information-set search: the hard computer player.

- ``determinize``: a state re-dealt from the seat's own view (redeal.py): other
  hands and every deck from the cards it has not seen, the base deck too;
- ``evaluate``: the chance to win judge.py gives (VP, the bases about to
  break and who wins them, what is lasting, the cards in hand);
- ``rollout``: the quick policy (policy.py) for every seat;
- ``candidates``: the policy's best few answers at each decision, always with
  ending/passing/declining, so the tree spends its work on moves that matter;
  a multi-pick is searched as the policy's pick and its close variants;
- ``worth_searching``: the seat's own Play Cards decisions (the only ones its
  view can be rebuilt from, and the ones that decide games); everything else
  goes to the normal player.

`permute_hidden` (redeal.py) is what the never-peeks tests shuffle with.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.core.search import SearchPlayer

from .ai import NormalPlayer
from .lookahead import value
from .policy import Policy, pick
from .reading import Table
from .redeal import determinize, permute_hidden, rebuildable

__all__ = ["SmashUpHooks", "hard_player", "permute_hidden"]

#: Iterations per searched decision, and answers kept per decision in the tree.
ITERATIONS = 120
WIDTH = 6
#: Decisions a playout runs past the tree before the position is judged.
ROLLOUT_DEPTH = 30
#: Answers that give nothing up, always searched.
QUIET = ("end", "pass", "decline", "later", "none")


class SmashUpHooks:
    """See the module docstring."""

    rollout_depth = ROLLOUT_DEPTH

    def __init__(self, rules, width: int = WIDTH) -> None:
        self.rules = rules
        self.book = rules.book
        self.policy = Policy(rules.book)
        self.width = width
        self._judged: tuple[Any, list[float]] | None = None

    def determinize(self, view: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
        return determinize(self.rules, view, rng)

    def worth_searching(self, view: dict[str, Any], decision: dict[str, Any]) -> bool:
        return rebuildable(view) and len(decision.get("options", ())) > 1

    def evaluate(self, state: dict[str, Any], seat: int) -> float:
        return value(self.rules, state, seat)

    def rollout(self, state: dict[str, Any], seat: int, rng: Rng) -> list[str]:
        d = state["pending"]
        opts = d["options"]
        if len(opts) == 1 and d["min"] == 1:
            return [opts[0]["id"]]
        t = Table.from_state(state, seat, self.book)
        return pick(self.policy.scores(t, d), d, rng)

    def candidates(self, state: dict[str, Any], rng: Rng) -> list[list[str]]:
        d = state["pending"]
        opts = d["options"]
        if len(opts) == 1 and d["min"] == 1:
            return [[opts[0]["id"]]]
        t = Table.from_state(state, d["seat"], self.book)
        scores = self.policy.scores(t, d)
        if d["max"] != 1:
            first = pick(scores, d, rng)
            out = [first]
            ranked = sorted(range(len(opts)), key=lambda i: -scores[i])
            k = len(first)
            if k > d["min"]:
                out.append([opts[i]["id"] for i in ranked[:k - 1]])
            if k < d["max"] and k < len(opts):
                out.append([opts[i]["id"] for i in ranked[:k + 1]])
            return out
        ranked = sorted(range(len(opts)), key=lambda i: (-scores[i], opts[i]["id"]))
        keep = [[opts[i]["id"]] for i in ranked[:self.width]]
        for o in opts:
            if o["id"] in QUIET and [o["id"]] not in keep:
                keep.append([o["id"]])
        if d["min"] == 0:
            keep.append([])
        return keep


def hard_player(rules, iterations: int = ITERATIONS) -> SearchPlayer:
    """The hard level: the search with these hooks, the normal player for what it does not search."""
    return SearchPlayer(rules, SmashUpHooks(rules), NormalPlayer(rules), iterations=iterations)
