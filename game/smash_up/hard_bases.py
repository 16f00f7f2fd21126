"""The hard player's opt-in judge for two seats: who wins each base, fitted with the player about to move.

judge.py reads who wins a base not ready yet from a sigmoid of the lasting power lead that is the same
for both seats, however near the base is to breaking. The hard search judges its lines at the next
player's first Play Cards decision (search_hooks.py), where that player (the *mover*) plays first at
every base, and the trace of lost games says a base near breaking is the mover's more often than the
sigmoid thinks. Here the mover's chance to come first at each base is a logistic model, fitted on how
bases went in normal-against-normal games (tests/smash_up/fit_bases.py), by how much room is left
before the base breaks (BUCKETS), the mover's lead (linear and signed-square, and by ranges in a close
race near breaking), who is there, and the mover's hand at bases near breaking. Everything else is
judge.py's: the base's VP by place, its weight by how full it is, an absent seat's share, what a card in
hand is worth, the softmax over equities.
Three or more seats fall back to the plain judge. Better calibrated than the sigmoid (held-out log loss
0.5695 against 0.6013), but the hard player judging with it won fewer games (opt-in: see the README).
"""

from __future__ import annotations

import math

from . import judge
from .judge import WIN_VP, chances, hand_worth, secured
from .reading import BaseT, Table

#: Room before breaking (power still to come), bucketed: ready to score, then these ranges.
BUCKETS = ((0, 0), (1, 3), (4, 6), (7, 10), (11, 15), (16, 999))
#: The buckets (after the first) near breaking where a close race gets a term for each range of the lead.
NEAR = 3
CLOSE = ((-8, -6), (-5, -3), (-2, -1), (0, 0), (1, 2), (3, 5))
#: Fitted weights (tests/smash_up/fit_bases.py, 1000 games): per bucket an intercept, a slope on the mover's
#: lead/5 and on lead/5 * |lead/5|; at the NEAR buckets, a term for each CLOSE range of the lead; then presence
#: (mover there minus other there), the mover's hand/5 at bases within 6 of breaking, both there.
WEIGHTS: tuple[float, ...] = (
    0.506, -0.962, -1.192, 0.214, 0.269, 0.132, 1.419, 1.241, 1.447, 1.629, 1.526, 0.92, 0.084, 0.071, -0.029,
    -0.201, -0.248, 0.007, 0.614, 0.676, 1.698, 1.134, 1.321, 1.723, 0.291, 1.375, 1.369, 1.741, 1.728, 0.998,
    0.04, 0.312, 0.439, 0.347, 0.509, 0.245, -0.14, 0.834, -0.017)


def bucket(ready: bool, room: int) -> int:
    """Which room bucket a base is in."""
    if ready:
        return 0
    for i in range(1, len(BUCKETS)):
        if BUCKETS[i][0] <= room <= BUCKETS[i][1]:
            return i
    return len(BUCKETS) - 1


def features(tot: list[int], room: int, ready: bool, present: list[bool], mover: int, hand: int) -> list[float]:
    """The model's inputs for one base, from the mover's side (see WEIGHTS)."""
    o = 1 - mover
    nb = len(BUCKETS)
    lead = tot[mover] - tot[o]
    d = max(-15, min(15, lead)) / 5.0
    k = bucket(ready, room)
    x = [0.0] * (3 * nb + NEAR * len(CLOSE) + 3)
    x[k] = 1.0
    x[nb + k] = d
    x[2 * nb + k] = d * abs(d)
    if 1 <= k <= NEAR:  # a close race at a base near breaking: a term for each range of the lead
        for r, (lo, hi) in enumerate(CLOSE):
            if lo <= lead <= hi:
                x[3 * nb + (k - 1) * len(CLOSE) + r] = 1.0
    pm, po = present[mover], present[o]
    x[-3] = float(pm) - float(po)
    x[-2] = (min(hand, 10) / 5.0) if k <= 2 else 0.0
    x[-1] = 1.0 if (pm and po) else 0.0
    return x


def first(tot: list[int], room: int, ready: bool, present: list[bool], mover: int, hand: int,
          weights: tuple[float, ...] | None = None) -> float:
    """The mover's chance to come first at this base (a tie counted a half)."""
    z = sum(w * x for w, x in zip(weights or WEIGHTS, features(tot, room, ready, present, mover, hand)))
    return 1.0 / (1.0 + math.exp(-z)) if -30.0 < z < 30.0 else (0.0 if z <= -30.0 else 1.0)


def outlook(b: BaseT, ahead: bool, mover: int, hand: int, weights: tuple[float, ...] | None = None) -> list[float]:
    """Both seats' expected VP from base `b` (judge.expected with the fitted chance in place of the sigmoid)."""
    present = [False, False]
    for ch in b.chars:
        present[ch.ctrl] = True
    tot, bp = b.tot, b.bp
    ready = ahead and sum(tot) >= bp
    if not ready:
        tot, bp = b.tot_last, b.bp_last
        ready = sum(tot) >= bp
    total = sum(tot)
    room = max(0, bp - total)
    p = first(tot, room, ready, present, mover, hand, weights)
    weight = 1.0 if ready else judge.FAR + judge.NEAR * min(1.0, total / max(bp, 1)) ** judge.CURVE
    vp = b.vp
    second = vp[1] if len(vp) > 1 else 0
    ev = [0.0, 0.0]
    ev[mover] = (second + (vp[0] - second) * p) * weight
    ev[1 - mover] = (second + (vp[0] - second) * (1.0 - p)) * weight
    share = 0.0 if ready else judge.ABSENT_SHARE
    for s in (0, 1):
        if not present[s] and tot[s] <= 0:
            ev[s] *= share
    return ev


def based_chances(t: Table, weights: tuple[float, ...] | None = None) -> list[float]:
    """Each seat's chance to win (two seats: judge.chances with outlook above; more: the plain judge)."""
    if t.seats != 2:
        return chances(t)
    sure = secured(t)
    top = max(sure)
    if top >= WIN_VP and sure.count(top) == 1:
        return [1.0 if v == top else 0.0 for v in sure]
    mover = t.turn_seat
    ahead = t.scoring_ahead()
    eq = [float(v) for v in t.vps]
    hand = t.hand_counts[mover]
    for b in t.bases:
        if b.done:
            continue
        for p, v in enumerate(outlook(b, ahead, mover, hand, weights)):
            eq[p] += v
    for p in range(2):
        cards = t.hand_counts[p]
        if p == mover and t.phase in ("start", "play", "score"):
            cards += 2  # this turn's draw is still to come
        eq[p] += hand_worth(cards)
    top = max(eq)
    temp = 1.5 + 0.8 * max(0.0, 1.0 - top / WIN_VP)
    ws = [math.exp((e - top) / temp) for e in eq]
    z = sum(ws)
    return [w / z for w in ws]
