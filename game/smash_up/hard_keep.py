"""A hard player that may keep the normal player's play where its search departs from it.

The shared frame of the opt-in variants hard_steady.py and hard_consensus.py: after the search, a
departure from the play normal's trial ranks first (the root's first candidate) is put to the
variant's test (`departs`); if the test says no, normal's play is given, with the reason in the log's
"weighed" line. Only what the seat's own searches saw is used, so it never peeks.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import answer
from game.core.rng import Rng
from game.core.search import SearchPlayer, Thought


class KeepsNormalPlayer(SearchPlayer):
    """A SearchPlayer whose departures from normal's play on Play Cards must pass `departs`."""

    #: Said after the search's own reasons when normal's play is kept.
    KEPT_BECAUSE = "so the play first tried"

    kept = 0  # how often normal's play was kept against the search's choice (for measuring)

    def departs(self, seen, rng: Rng, thought: Thought, best: str, first: str) -> bool:
        """Whether the search's `best` answer may stand against normal's `first`."""
        raise NotImplementedError

    def choose(self, seen, rng: Rng) -> dict[str, Any]:
        self.last = None  # set again only if this decision is searched
        out = super().choose(seen, rng)
        thought = self.last
        first = self.search.hooks.first_tried()
        if thought is None or first is None or seen.decision["kind"] != "play" or len(thought.choices) < 2:
            return out
        best = thought.choices[0][0]
        if best == first or self.departs(seen, rng, thought, best, first):
            return out
        self.kept += 1
        got = answer(seen.decision["seat"], first.split("|") if first else [])
        got["why"] = out.get("why", "") + f"; {self.KEPT_BECAUSE}"
        return got
