"""The easy computer player: the normal player's plan, played carelessly.

It reads only its seat's view, like the normal player, and walks toward the same goals, but it
never plays an action card outside an attack, picks any target an attack can hurt rather than the
best, reacts to only half the attacks, gains AP even when badly hurt, and places wounds anywhere.
Sensible moves, beatable play.
"""

from __future__ import annotations

from typing import Any

from . import ai


class EasyPlayer(ai.NormalPlayer):
    """The normal player with its judgement loosened (see the module docstring)."""

    name = "computer:easy"

    def _act(self, seen: Any, d: dict, rng: Any):
        plain = dict(d, options=[o for o in d["options"] if not o["id"].startswith("card:")]) \
            if any(not o["id"].startswith("card:") for o in d["options"]) else d
        return super()._act(seen, plain, rng)

    def _start(self, seen, d, rng):
        ids = [o["id"] for o in d["options"]]
        return "gain" if "gain" in ids else ids[0]

    def _target(self, seen, d, rng):
        g = self._g(seen)
        fid = d["figure"]
        good = [o for o in d["options"] if ai._target_value(g, fid, o["data"]) > 0]
        if not good:
            return super()._target(seen, d, rng)
        return good[rng.below(len(good))]["id"]

    def _react(self, seen, d, rng):
        if rng.below(2):
            return "react:done" if any(o["id"] == "react:done" for o in d["options"]) else d["options"][0]["id"]
        return super()._react(seen, d, rng)

    def _wounds(self, seen, d, rng):
        return [o["id"] for o in rng.sample(d["options"], d["min"])]
