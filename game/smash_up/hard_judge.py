"""The hard player's judge: judge.py's chance to win, once the next player has answered.

The search judges every line at the next player's first Play Cards decision
(search_hooks.py). judge.py reads that table as if it stood still, so a base I
lead by five with eight power of room looks mine, though the player about to
move holds ten cards and can put eight power there and win it before I can
answer. This judge lets the next player answer first, crudely: they put their
*reach* (their strongest character in hand, plus a little if they hold an
action) on whichever base helps them most, or nowhere, and the table is judged
after that. The hand it reads is the re-dealt one (redeal.py), so over many
re-deals it weighs what they may plausibly hold, never what they do hold.
"""

from __future__ import annotations

from typing import Any

from .judge import chances, edge, equities
from .reading import BaseT, Char, Table

#: What an action in hand adds to the next player's reach (boosts, extra plays, moves), in power.
ACTION_REACH = 2
#: Only answers that break a base count: those come before I can answer back (the rest I can answer on my
#: turn, as they can answer mine, which the plain judge already leaves even).
BREAKS_ONLY = True
#: How much of the answered table counts (the rest is the table as it stands).
TRUST = 1.0


def reach(state: dict[str, Any], seat: int, book) -> int:
    """The power `seat` can put on one base next turn: its strongest character in hand, plus a little for
    an action."""
    cards = state["cards"]
    best = 0
    action = False
    for u in state["players"][seat]["hand"]:
        d = book.defs[cards[u][0]]
        if d.type == "character":
            best = max(best, d.power)
        elif d.type == "action":
            action = True
    return best + (ACTION_REACH if action else 0) if best else (ACTION_REACH if action else 0)


def _add(b: BaseT, seat: int, n: int) -> tuple:
    """Put `n` lasting power of `seat` at `b` (in place); what to restore."""
    old = (list(b.tot), list(b.tot_last), b.total, b.total_last, b.chars)
    b.tot[seat] += n
    b.tot_last[seat] += n
    b.total += n
    b.total_last += n
    if not b.present(seat):
        b.chars = list(b.chars) + [Char("?", "?", seat, seat, n, n, [])]
    return old


def _restore(b: BaseT, old: tuple) -> None:
    b.tot, b.tot_last, b.total, b.total_last, b.chars = old


def answered(state: dict[str, Any], searcher: int, book) -> list[float]:
    """Each seat's chance to win once the player to move (when not `searcher`) has put their reach where it
    helps them most."""
    t = Table.from_state(state, searcher, book)
    nxt = t.turn_seat
    base = chances(t)
    if nxt == searcher or t.phase != "play":
        return base
    n = reach(state, nxt, book)
    if n <= 0:
        return base
    best_edge = edge(equities(t), nxt)
    best = base
    t.hand_counts[nxt] -= 1
    for b in t.bases:
        if b.done or (BREAKS_ONLY and b.total + n < b.bp):
            continue
        old = _add(b, nxt, n)
        e = edge(equities(t), nxt)
        if e > best_edge:
            best_edge, best = e, chances(t)
        _restore(b, old)
    t.hand_counts[nxt] += 1
    if TRUST >= 1.0:
        return best
    return [TRUST * x + (1 - TRUST) * y for x, y in zip(best, base)]
