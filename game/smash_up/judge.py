"""How good a Smash Up position is for each seat, in victory points and as a chance to win.

A seat's *equity* is its VP, plus the VP it can expect from each base in play,
plus what its hand is worth. A base that is ready and scores this turn pays
what its standings say now (nearly sure); one that is not ready yet is judged
on lasting power only ("until the end of the turn" boosts fade before it
scores), and the less room is left before it breaks, the more the current
leader can count on it. The chance to win is a softmax of the equities whose
temperature falls as someone nears 15 VP: a lead matters more late.
"""

from __future__ import annotations

import math

from .reading import BaseT, Table

WIN_VP = 15
#: What a card in hand is worth (VP): the first few are plays to come, the rest mostly spare.
CARD = 0.35
SPARE_CARD = 0.1
KEEP = 5
HAND_LIMIT = 10
#: How sure a lead of one power is, by the power still to come before the base breaks.
SURE = 2.0
ROOM = 0.45
#: A seat with nothing at a base counts as this far behind, and keeps this share of what it could get.
ABSENT = -2.0
ABSENT_SHARE = 0.6
#: A base not ready yet counts for this share of its VP, growing with how full it is.
FAR = 0.1
NEAR = 0.7
CURVE = 1.0


def hand_worth(cards: int, card: float = CARD, spare: float = SPARE_CARD) -> float:
    """What a hand of this many cards is worth (`card` each for the first KEEP, `spare` for the rest up
    to the hand limit)."""
    cards = min(cards, HAND_LIMIT)
    return card * min(cards, KEEP) + spare * max(0, cards - KEEP)


def outlook(b: BaseT, seats: int, scoring_ahead: bool, mover: int = -1, reach: float = 0.0,
            doubt: float = 0.0, me: int = -1) -> list[float]:
    """Each seat's expected VP from base `b`; with `reach` (the hard player's opt-in), the seat about to
    move (`mover`) gets up to that much more lasting power at a base within `reach` of breaking, one short of
    breaking it: they move first there. With `doubt` (the hard player's opt-in), a lead of `me` (not the
    mover) smaller than `doubt` at a base within `doubt` of breaking counts as no lead (the mover's to take),
    while the mover's own leads are judged as they stand."""
    present = [False] * seats
    for ch in b.chars:
        present[ch.ctrl] = True
    tot_last = b.tot_last
    if reach > 0 and mover >= 0:
        room = b.bp_last - sum(tot_last)
        if 1 < room <= reach:
            tot_last = list(tot_last)
            tot_last[mover] += room - 1
    if doubt > 0 and 0 <= me != mover:
        room = b.bp_last - sum(tot_last)
        other = max(v for q, v in enumerate(tot_last) if q != me)
        if 0 < room <= doubt and other < tot_last[me] < other + doubt:
            tot_last = list(tot_last)
            tot_last[me] = other
    return expected(b.tot, b.bp, tot_last, b.bp_last, present, b.vp, scoring_ahead)


def expected(tot: list[int], bp: int, tot_last: list[int], bp_last: int, present: list[bool], vp: list[int],
             scoring_ahead: bool) -> list[float]:
    """Each seat's expected VP from a base with these powers now and lasting (see the module docstring)."""
    total = sum(tot)
    ready = scoring_ahead and total >= bp
    if not ready:
        tot, bp = tot_last, bp_last
        total = sum(tot)
        ready = total >= bp  # an effect wearing off can leave it ready for the next scoring
    seats = len(tot)
    sigma = SURE + ROOM * max(0, bp - total)
    weight = 1.0 if ready else FAR + NEAR * min(1.0, total / max(bp, 1)) ** CURVE
    k = 1.7 / sigma
    if seats == 2 and len(vp) >= 2:  # the common case, written out
        t0, t1 = tot
        s0 = t0 if (t0 > 0 or present[0]) else ABSENT
        s1 = t1 if (t1 > 0 or present[1]) else ABSENT
        x = k * (s0 - s1)
        behind = 1.0 / (1.0 + math.exp(x)) if -30.0 < x < 30.0 else (0.0 if x >= 30.0 else 1.0)
        gap = vp[1] - vp[0]
        ev0 = (vp[0] + gap * behind) * weight
        ev1 = (vp[0] + gap * (1.0 - behind)) * weight
        share = 0.0 if ready else ABSENT_SHARE
        if not present[0] and t0 <= 0:
            ev0 *= share
        if not present[1] and t1 <= 0:
            ev1 *= share
        return [ev0, ev1]
    strength = [t if (t > 0 or present[i]) else ABSENT for i, t in enumerate(tot)]
    out = []
    nvp = len(vp)
    for p in range(seats):
        sp = strength[p]
        above = 0.0
        for q in range(seats):
            if q != p:
                x = k * (sp - strength[q])
                above += 1.0 / (1.0 + math.exp(x)) if -30.0 < x < 30.0 else (0.0 if x >= 30.0 else 1.0)
        lo = int(above)
        frac = above - lo
        v1 = vp[lo] if lo < nvp else 0
        v2 = vp[lo + 1] if lo + 1 < nvp else 0
        ev = v1 + (v2 - v1) * frac
        if not present[p] and tot[p] <= 0:
            ev *= 0.0 if ready else ABSENT_SHARE
        out.append(ev * weight)
    return out


def equities(t: Table, card: float = CARD, spare: float = SPARE_CARD, reach: float = 0.0, doubt: float = 0.0,
             me: int = -1) -> list[float]:
    """Each seat's equity (see the module docstring); `card` and `spare` as in hand_worth, `reach`, `doubt` and
    `me` as in outlook (the seat whose turn it is moves first)."""
    n = t.seats
    eq = [float(v) for v in t.vps]
    ahead = t.scoring_ahead()
    for b in t.bases:
        for p, v in enumerate(outlook(b, n, ahead, t.turn_seat, reach, doubt, me)):
            eq[p] += v
    for p in range(n):
        cards = t.hand_counts[p]
        if p == t.turn_seat and t.phase in ("start", "play", "score"):
            cards += 2  # this turn's draw is still to come
        eq[p] += hand_worth(cards, card, spare)
    return eq


def secured(t: Table) -> list[int]:
    """Each seat's VP once the bases that are ready now have scored this turn (standings as they are)."""
    out = list(t.vps)
    if not t.scoring_ahead():
        return out
    for b in t.bases:
        if b.done or b.total < b.bp:
            continue
        present = [False] * t.seats
        for ch in b.chars:
            present[ch.ctrl] = True
        for p, n in enumerate(awards(b.tot, present, b.vp)):
            out[p] += n
    return out


def awards(tot: list[int], present: list[bool], vp: list[int]) -> list[int]:
    """The VP each seat gets from a base scoring with these powers (ties share the better place)."""
    elig = [p for p in range(len(tot)) if present[p] or tot[p] >= 1]
    out = [0] * len(tot)
    for p in elig:
        place = sum(1 for q in elig if tot[q] > tot[p])
        out[p] = vp[place] if place < len(vp) else 0
    return out


def chances(t: Table, card: float = CARD, spare: float = SPARE_CARD, reach: float = 0.0, doubt: float = 0.0,
            me: int = -1) -> list[float]:
    """Each seat's chance to win, from the equities; certain for a sole leader who will have 15 VP
    at the end of this turn. `card` and `spare` as in hand_worth, `reach`, `doubt` and `me` as in outlook."""
    sure = secured(t)
    top = max(sure)
    if top >= WIN_VP and sure.count(top) == 1:
        return [1.0 if v == top else 0.0 for v in sure]
    eq = equities(t, card, spare, reach, doubt, me)
    top = max(eq)
    temp = 1.5 + 0.8 * max(0.0, 1.0 - top / WIN_VP)
    ws = [math.exp((e - top) / temp) for e in eq]
    z = sum(ws)
    return [w / z for w in ws]


def edge(eq: list[float], me: int) -> float:
    """My equity over the others' mean (what a greedy move tries to raise)."""
    n = len(eq)
    return eq[me] - (sum(eq) - eq[me]) / max(n - 1, 1)
