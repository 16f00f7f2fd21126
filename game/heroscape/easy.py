"""The easy computer player: the normal player's judgments with a beginner's habits.

- It picks among the good options with noise (the closer to the best, the likelier),
  and looks at fewer destinations.
- It forgets the fiddly powers: no Hyper Speed, Mind Exchange, Master Manipulator or
  Dust-of-Death, and it puts every order marker on the figure with the most to do now,
  never asking whether that figure will live to use them.
- Never absurd: it drops options that only hurt its own side (an attack or Stomp that
  wounds friends for no gain) and moves that take a major or extreme fall, unless
  nothing else is left.
"""

from __future__ import annotations

import math
from typing import Any

from game.core.players import Budget

from . import movement
from .ai import NormalPlayer, Scores, activity
from .table import Table

#: Destinations scored per decision; how far below the best an option may be and still be
#: picked (points), and the spread of the noise among those (points).
BUDGET = 120
MARGIN = 40.0
TEMPERATURE = 15.0
#: Powers a beginner forgets to use (the decisions they answer with "no").
FORGOTTEN = ("hyper", "mind_exchange", "manipulate", "handoff")


class EasyPlayer(NormalPlayer):
    """Sensible, forgiving: see the module docstring."""

    name = "easy"

    def __init__(self, budget: int = BUDGET) -> None:
        super().__init__(budget)

    def scores(self, t: Table, d: dict, budget: Budget) -> Scores | None:
        if d["kind"] in FORGOTTEN and any(o["id"] == "no" for o in d["options"]):
            return {"no": 0.0}
        got = super().scores(t, d, budget)
        if not got:
            return got
        by_id = {o["id"]: o for o in d["options"]}
        sane = {k: v for k, v in got.items() if k in by_id and not absurd(t, by_id[k], v)}
        return sane or got

    def pick(self, scores: Scores, d: dict, rng: Any) -> str:
        if d["kind"] in ("marker", "swipe", "pick_card", "choose_army", "defend_order"):
            return super().pick(scores, d, rng)
        best = max(scores.values())
        near = sorted((k for k, v in scores.items() if v >= best - MARGIN), key=lambda k: -scores[k])[:6]
        weights = [math.exp((scores[k] - best) / TEMPERATURE) for k in near]
        roll = rng.below(1_000_000) / 1_000_000 * sum(weights)
        for k, w in zip(near, weights):
            roll -= w
            if roll <= 0:
                return k
        return near[0]

    def _marker(self, t: Table, d: dict, budget: Budget) -> Scores:
        """Every turn to the figure with the most to do now; the X on the least busy."""
        figs = t.army(d["seat"])
        act = {f: activity(t, f) for f in figs}
        top = max(figs, key=lambda f: (act[f], f))
        if d["marker"] == "X":
            return {o["id"]: -act[o["data"]["card"]] for o in d["options"]}
        return {o["id"]: (1.0 if o["data"]["card"] == top else 0.0) for o in d["options"]}

    def _act(self, t: Table, d: dict, budget: Budget) -> Scores:
        out = super()._act(t, d, budget)
        for o in d["options"]:
            if o.get("data", {}).get("kind") == "dust":
                out.pop(o["id"], None)
        return out


def absurd(t: Table, o: dict, score: float) -> bool:
    """What even a beginner never does: hurt only his own side, or leap into a bad fall."""
    data = o.get("data") or {}
    kind = data.get("kind")
    if kind in ("attack", "special", "dust") and score <= 0:
        return True
    if kind == "move":
        fid = data["figure"]
        if any(movement.fall_severity(t, fid, drop) >= 2 for _, drop in data.get("falls", [])):
            return True
    return False
