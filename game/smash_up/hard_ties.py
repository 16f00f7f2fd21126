"""The hard player does not end its Play Cards phase on a tie: a card play judged level with ending is played.

A card whose effect the judge cannot see (Strategize ordering the deck, Avengers Assemble shuffling characters
back, a Special's power that lasts only this turn) judges exactly level with ending once the hand is at the
limit after the draw: the card kept would be discarded anyway, so keeping it is worth nothing. The platform's
search breaks such a tie by the answers' keys, where "end" sorts first, so the search ended its turns with
actions unplayed and then discarded at the hand limit (seen in a trace of seed 17, five tied answers at 0.444).
(The normal player breaks its ties by the quick policy's score, which may end too.) Here, where the search's
answer is to end and card plays are judged exactly as well (the same mean, to rounding), the one the normal
player's trial ranks first is played. Only the search's own numbers are used, so it never peeks.
Opt-in (`hard_player(rules, ties=True)`): measured level with the default in games, see the README.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import answer
from game.core.rng import Rng
from game.core.search import SearchPlayer

#: Means closer than this are one judged position (exact ties; a real difference is 0.001 or more).
TIE = 1e-9
#: Answers that give the turn up.
ENDS = ("end",)


class TieBreakPlayer(SearchPlayer):
    """A SearchPlayer that plays a card judged level with ending its Play Cards phase (module docstring)."""

    broken = 0  # how often a tie was broken towards playing (for measuring)

    def choose(self, seen, rng: Rng) -> dict[str, Any]:
        self.last = None  # set again only if this decision is searched
        out = super().choose(seen, rng)
        thought = self.last
        d = seen.decision
        if thought is None or d["kind"] != "play" or not thought.choices or thought.choices[0][0] not in ENDS:
            return out
        level = thought.choices[0][2] - TIE
        tied = {k for k, _, v in thought.choices[1:] if v >= level and k.startswith("p:")}
        if not tied:
            return out
        order = self.search.hooks.tried_order()
        play = next((k for k in order if k in tied), min(tied))
        self.broken += 1
        got = answer(d["seat"], [play])
        got["why"] = out.get("why", "") + "; a card play judged as well, so played rather than kept"
        return got
