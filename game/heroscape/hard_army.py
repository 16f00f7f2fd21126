"""The hard player's army cards, where more figures win after the last round (Escalating Battle,
rulebook: the side with more figures on the battlefield wins, then more points).

There each figure counts one whatever its points, and a destroyed one comes back on the same
d20 roll, cheap or dear. Seen in drafted games against the normal player: both sides took the
four dearest cards they could afford (1155 and 1110 of 1200 points), so the count after round 8
came down to the revival rolls (hard vs normal 49-50). A player who reads the goal keeps room for
one figure more: each card is judged first by how many figures the army could still reach with it
(the cheapest cards still free filling the points left), then as the normal player judges it.
Elsewhere the normal player's choice stands.
"""

from __future__ import annotations

from .ai import card_value
from .setup import army_points
from .table import Table


def counts_figures(t: Table) -> bool:
    """Whether the scenario is won, after its last round, by the side with more figures."""
    return any(v.kind == "round_limit" and v.by == "figures_then_points" for v in t.scenario.victory)


def card_scores(t: Table, d: dict) -> dict[str, float]:
    """A score per option of a pick_card decision: where the count decides, the figures the army
    could reach with the card (thousands) before the card's own worth; stopping scores below any
    card while one is affordable."""
    cards = [o for o in d["options"] if (o.get("data") or {}).get("card")]
    free = [o["data"]["card"] for o in cards]
    seat = d["seat"]
    left = (t.scenario.armies[seat].points or 0) - army_points(t.rules, t.s, seat)
    out: dict[str, float] = {}
    for o in cards:
        c = o["data"]["card"]
        reach = 1 + most_figures([t.rules.cards[x].master.points for x in free if x != c],
                                 left - o["data"]["points"])
        out[o["id"]] = 1000.0 * reach + card_value(t, c)
    for o in d["options"]:
        if o["id"] not in out:
            out[o["id"]] = -1.0
    return out


def most_figures(prices: list[int], left: int) -> int:
    """How many more cards these points buy, cheapest first."""
    n = 0
    for p in sorted(prices):
        if p > left:
            break
        left -= p
        n += 1
    return n

