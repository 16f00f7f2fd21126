"""The hard player keeps to the plan its search made for the rest of its turn.

The search (game/core/search.py) is run only at the seat's own Play Cards
decisions (the only ones its view can be rebuilt from), but its tree goes on
past them: which character the boost goes to, which extra card to play, where
a moved card goes. Left to the normal player, those follow-up decisions are
answered by the quick policy, which may not be what the search counted on
when it chose the play. So after a search, the player holds the tree node of
the answer it gave, and at each follow-up decision of its own in the same turn
it gives the answer the tree visited most there (if the tree looked at it
enough and it is offered now), and moves down the tree.

Only the seat's own view and its own earlier search are read, so it never
peeks; a decision met again gives the answer it gave before (the never-peeks
check asks each decision more than once), and a new search or a new turn
drops the plan.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import answer
from game.core.search import Node, SearchPlayer

#: Decisions left to the quick policy all the same: the discard to the hand limit comes after the draw, whose
#: cards the tree only guessed at.
UNPLANNED = ("hand_limit",)
#: Visits a follow-up answer needs in the tree before it is trusted over the quick policy.
MIN_VISITS = 4


class PlanningPlayer(SearchPlayer):
    """A SearchPlayer that follows its tree past the root within the turn (module docstring)."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self._turn: tuple | None = None  # (turn number, seat) the plan is for
        self._node: Node | None = None
        self._given: dict[tuple, list[str]] = {}

    def choose(self, seen, rng):
        d = seen.decision
        view = seen.view
        turn = (view["turn"]["number"], d["seat"])
        key = (turn, d["kind"], tuple(o["id"] for o in d["options"]))
        if self._turn == turn and key in self._given:
            return answer(d["seat"], list(self._given[key]))
        worth = getattr(self.search.hooks, "worth_searching", None)
        if self._turn == turn and self._node is not None and len(d["options"]) > 1 and worth is not None \
                and d["kind"] not in UNPLANNED and not worth(view, d):
            picks = self._follow(d)
            if picks is not None:
                self._given[key] = picks
                return answer(d["seat"], picks)
        before = self.last
        out = super().choose(seen, rng)
        if self.last is not before and self.last is not None and self.last.root is not None:
            best = self.last.best()[0] if self.last.choices else None
            self._turn, self._given = turn, {}
            self._node = self.last.root.children.get(best) if best is not None else None
        return out

    def _follow(self, d: dict[str, Any]) -> list[str] | None:
        """The tree's most visited answer here, if it is offered and was visited enough; moves down."""
        offered = {o["id"] for o in d["options"]}
        best_key, best = None, None
        for k, c in self._node.children.items():
            if c.seat != d["seat"] or c.visits < MIN_VISITS:
                continue
            picks = k.split("|") if k else []
            if not (d["min"] <= len(picks) <= d["max"]) or not all(p in offered for p in picks):
                continue
            if best is None or (c.visits, c.reward / c.visits) > (best.visits, best.reward / best.visits):
                best_key, best = k, c
        if best is None:
            self._node = None
            return None
        self._node = best
        return best_key.split("|") if best_key else []
