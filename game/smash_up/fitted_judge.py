"""The hard player's judge for two seats: a chance to win fitted to how games went, over what the table shows.

The search judges every line at the next player's first Play Cards decision (search_hooks.py), so
the model reads a position from the side of the player about to play (the *mover*, whose two plays
come before the other seat can answer) against the other seat. Its features (NAMES) are the plain
judge's own opinion (judge.py, as a log-odds, so the fit starts from it and corrects it) and the
things that judge weighs by hand: VP and how late the race is, the bases ready to score and what
they pay each seat, the bases near breaking (the mover reaches them first), who leads the others,
cards in hand, decks, power on the table. Counts only: nothing the seat cannot see.

`WEIGHTS` were fitted (logistic regression, plain Python: tests/smash_up/fit_judge.py) on the
positions of normal-against-normal games, each labelled with whether the mover went on to win;
the figures are in the README's "Computer players" section. Three or more seats fall back to the
plain judge.
"""

from __future__ import annotations

import math
from typing import Any

from .judge import WIN_VP, awards, chances
from .reading import Table

NAMES = ("bias", "judge_logit", "vp_lead", "vp_lead_late", "mover_vp_left", "other_vp_left", "ready_award_lead",
         "ready_other_lead", "near_pot", "near_lead_award", "mid_lead_award", "far_lead_award", "hand_mover",
         "hand_other", "deck_lead", "power_lead", "chars_lead", "bases_led", "mover_can_win", "other_can_win",
         "steal", "hold")

#: Fitted weights, one per name in NAMES (see the module docstring).
WEIGHTS: tuple[float, ...] = (0.158, 1.048, -0.178, 0.264, 0.060, -0.118, -0.159, 0.113, 0.092, 0.111, 0.191, 0.109,
                              0.054, 0.060, -0.010, 0.286, -0.033, -0.171, 0.175, -0.053, 0.561, -0.130)

#: The same model fitted on hard's own games against normal, at the positions its search judges (normal about to
#: play): `hard_player(rules, judge="fitted", weights="hard")`, see the README.
HARD_WEIGHTS: tuple[float, ...] = (0.605, 0.723, 0.210, 0.101, -0.216, -0.006, -0.005, 0.006, 0.087, -0.079, 0.181,
                                   0.054, -0.119, 0.036, 0.045, 0.203, 0.196, 0.042, 0.027, 0.004, 0.066, -0.027)

#: Room (power still to come before a base breaks) counted as near, and as middling.
NEAR_ROOM = 4
MID_ROOM = 9
#: How far behind at a near base the mover can still come out on top with a turn's plays.
REACH = 5


def position(t: Table) -> dict[str, Any]:
    """What the features read from a table: counts per base and per seat (JSON-native)."""
    bases = []
    for b in t.bases:
        bases.append(dict(bp=b.bp, bp_last=b.bp_last, vp=list(b.vp), tot=list(b.tot), tot_last=list(b.tot_last),
                          present=[b.present(p) for p in range(t.seats)],
                          nchars=[sum(1 for c in b.chars if c.ctrl == p) for p in range(t.seats)], done=b.done))
    return dict(bases=bases, vps=list(t.vps), hand=list(t.hand_counts), deck=list(t.deck_counts),
                seat=t.turn_seat, ahead=t.scoring_ahead(), judge=chances(t))


def features(pos: dict[str, Any]) -> list[float]:
    """The position from the mover's side (see the module docstring), in NAMES order."""
    m = pos["seat"]
    o = 1 - m
    vps = pos["vps"]
    pj = min(max(pos["judge"][m], 1e-3), 1 - 1e-3)
    late = max(vps) / WIN_VP
    ready_m = ready_o = 0.0
    near_pot = 0.0
    lead = [0.0, 0.0, 0.0]  # award lead at bases near, middling and far from breaking
    power = chars = led = 0.0
    steal = hold = 0.0  # near bases the mover trails by little (can take over) / leads (can break to keep)
    for b in pos["bases"]:
        if b["done"]:
            continue
        present = b["present"]
        if pos["ahead"] and sum(b["tot"]) >= b["bp"]:
            got = awards(b["tot"], present, b["vp"])
            ready_m += got[m]
            ready_o += got[o]
            continue
        tot, bp = b["tot_last"], b["bp_last"]
        room = max(0, bp - sum(tot))
        got = awards(tot, present, b["vp"])
        swing = (got[m] - got[o]) / 5.0
        if room <= NEAR_ROOM:
            near_pot += b["vp"][0] / 5.0
            lead[0] += swing
            behind = tot[o] - tot[m]
            if 0 <= behind <= REACH:
                steal += (b["vp"][0] - (b["vp"][1] if len(b["vp"]) > 1 else 0)) / 5.0
            elif behind < 0:
                hold += (b["vp"][0] - (b["vp"][1] if len(b["vp"]) > 1 else 0)) / 5.0
        elif room <= MID_ROOM:
            lead[1] += swing
        else:
            lead[2] += swing
        power += (tot[m] - tot[o]) / 10.0
        chars += b["nchars"][m] - b["nchars"][o]
        led += (tot[m] > tot[o]) - (tot[o] > tot[m])
    # The most the mover could take this turn: what is ready plus the best base near breaking.
    best_near = max([b["vp"][0] for b in pos["bases"] if not b["done"] and
                     max(0, b["bp_last"] - sum(b["tot_last"])) <= NEAR_ROOM] or [0])
    hand = pos["hand"]
    return [1.0, math.log(pj / (1 - pj)), (vps[m] - vps[o]) / 5.0, (vps[m] - vps[o]) / 5.0 * late,
            (WIN_VP - vps[m]) / 5.0, (WIN_VP - vps[o]) / 5.0, (ready_m - ready_o) / 5.0, ready_o / 5.0,
            near_pot, lead[0], lead[1], lead[2], min(hand[m], 10) / 5.0, min(hand[o], 10) / 5.0,
            (pos["deck"][m] - pos["deck"][o]) / 20.0, power, chars / 3.0, led / 3.0,
            float(vps[m] + ready_m + best_near >= WIN_VP), float(vps[o] + ready_o >= WIN_VP), steal, hold]


def mover_chance(pos: dict[str, Any], weights: tuple[float, ...] | None = None) -> float:
    """The mover's chance to win (by WEIGHTS unless `weights` are given)."""
    z = sum(w * x for w, x in zip(weights or WEIGHTS, features(pos)))
    return 1.0 / (1.0 + math.exp(-z)) if z > -30 else 0.0


def fitted_chances(t: Table, weights: tuple[float, ...] | None = None) -> list[float]:
    """Each seat's chance to win (two seats: the model; more: the plain judge)."""
    if t.seats != 2:
        return chances(t)
    pos = position(t)
    sure = pos["judge"]
    if max(sure) in (0.0, 1.0):  # the plain judge's certainty: a sole leader at 15 VP once this turn scores
        return sure
    p = mover_chance(pos, weights)
    m = t.turn_seat
    out = [0.0, 0.0]
    out[m], out[1 - m] = p, 1.0 - p
    return out
