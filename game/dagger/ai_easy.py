"""The easy computer team: the normal team's judgement, with a lazy eye on its own turns.

On a hero's turn it takes one of the few actions it rates near its best, at random; every other
decision (moves, dice, picks, the nemesis's ties) it makes as the normal team does. It sees what
the normal team sees: the public table, never the decks' order.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import answer

from .ai import NormalTeam, Reader

#: Actions within this much of the best (in the normal team's currency) are all "good enough".
SLACK = 1.5
#: At most this many of them are considered.
KEEP = 3


class EasyTeam(NormalTeam):
    """See the module docstring."""

    name = "computer:easy"

    def choose(self, seen: Any, rng: Any) -> dict[str, Any]:
        d = seen.decision
        r = Reader(self.rules, seen.view)
        if d["kind"] != "turn" or len(d["options"]) < 2:
            return answer(d["seat"], self.decide(r, d, rng))
        h = d["hero"]
        ranked = sorted(((self.turn_value(r, h, o["id"]), o["id"]) for o in d["options"]), key=lambda x: (-x[0], x[1]))
        best = ranked[0][0]
        near = [oid for v, oid in ranked[:KEEP] if v >= best - SLACK]
        return answer(d["seat"], [near[rng.below(len(near))]])
