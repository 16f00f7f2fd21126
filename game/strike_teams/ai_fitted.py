"""The hard player's judge fitted to outcomes: the heroes' chance to win as a logistic model.

ai_judge.py adds its terms with weights chosen by hand; here the same terms (and the OP lead
again, weighted by how late it is) are the features of a logistic model whose weights were fitted
on positions of games between normal players, each labelled by who went on to win
(tests/strike_teams/fit_judge.py, which prints the held-out log loss next to the plain judge's).
Positions are taken where the search judges them: between two activations.

`chance(rules, state, side, memo)` is the side's chance; the heroes' is `sigmoid(WEIGHTS . x)`.
"""

from __future__ import annotations

import math
from typing import Any

from . import ai_judge, attack, costs, rounds
from .engine import HEROES, G

NAMES = ("bias", "op", "op_late", "cp", "scenarios", "hurt", "out", "ap", "carry", "way", "soldiers")

#: Fitted by `python -m tests.strike_teams.fit_judge 400 5001` (400 normal-vs-normal missions,
#: seeds 5001-5400, 21,122 positions, every fifth game held out) with `ap` and `carry` left out
#: (fitted, they came out below zero, -0.04 and -0.12: a side with AP unspent or a token in hand is
#: one far from the fight, not one weakened by them; the search must not learn to throw AP away):
#: held-out log loss 0.498 (0.499 with them), the plain judge's 0.570, the base rate's 0.593.
WEIGHTS = (-0.500, 0.241, 0.296, -0.016, 0.208, 0.542, 0.065, 0.0, 0.0, 0.443, 0.224)


def features(g: G, memo: dict | None = None, roots: dict | None = None,
             claimed: tuple | None = None, threat: float = 0.0) -> list[float]:
    """The position's terms, each from the heroes' side (positive: good for them).

    `claimed` (the hard player's opt-in, `root_claimed` at its search's root): the characters each
    side had claimed there. A character's stake is read from it, a defeated one counts as wholly
    hurt at that stake, and each Henchman Token as a soldier wholly wounded. As fitted, a defeated
    character has no hurt term, so a villain one wound from defeat (0.542 x (1 + TEMPO) = 0.87 of
    log odds) is worth more to the heroes than the same villain defeated (its OP 0.24-0.54, out
    0.065), and a soldier's wounds vanish with it: the search held back from the kill."""
    s = g.s
    late = (s["round"] - 1) / max(1, rounds.last_round(s) - 1)
    op = s["op"][HEROES] - s["op"][1 - HEROES]
    hurt = out = ap = carry = way = soldiers = 0.0
    tokens = False
    for cid, c in s["chars"].items():
        sign = 1.0 if c["side"] == HEROES else -1.0
        ap += sign * c["ap"]
        if c["role"] == "henchman":
            health = g.rules.chars[cid].health
            for fid in c["figs"]:
                f = s["figs"][fid]
                if f["pos"] is not None:
                    soldiers -= sign * f["wounds"] / health
                    way += sign * ai_judge._goal_term(g, fid, memo, roots)
            if claimed is not None and s.get("hench") and not tokens:  # a Henchman Token: a soldier wholly wounded
                tokens = True
                soldiers -= sign * s["hench"]["tokens"]
            continue
        had = (claimed or s["claimed"])[1 - c["side"]]
        stake = 0.0 if cid in had else (2.0 if c["role"] == "mastermind" else 1.0)
        if c["state"] == "defeated":
            out -= sign
            if claimed is not None:
                hurt -= sign * (stake + ai_judge.TEMPO)
            continue
        if c["state"] != "map":
            out -= 2 * sign
            continue
        total = sum(g.rules.slot_table(c).values()) or 1
        hurt -= sign * (stake + ai_judge.TEMPO) * (sum(c["wounds"].values()) / total) ** 1.5
        fid = c["figs"][0]
        carry += sign * len(s["figs"][fid]["carry"])
        way += sign * ai_judge._goal_term(g, fid, memo, roots)
    if threat:
        hurt -= threat * _threatened(g, claimed)
    return [1.0, op, op * late, s["cp"][HEROES] - s["cp"][1 - HEROES], ai_judge._scenarios(g), hurt, out, ap,
            carry, way, soldiers]


#: The Mastermind's reply as the threat term models it: squares a melee villain closes in before it
#: strikes; a ranged attack's strength falls by one a square beyond attack.DIST_FREE.
CLOSE_IN = 3


def _threatened(g: G, claimed: tuple | None = None) -> float:
    """The heroes' hurt the Mastermind's next phase promises (the hard heroes' opt-in `threat`): each
    villain figure on the map strikes the hero it would hurt most with its primary attack, melee
    ones within CLOSE_IN squares of a step (as the crow flies), ranged ones anywhere (sight not
    checked), for its strength less the hero's passive defense and its Defend reaction if the hero
    can pay for it; the hurt term's growth (stake and tempo as `features` weighs them) summed."""
    s = g.s
    rules = g.rules
    heroes = []
    for cid, c in s["chars"].items():
        if c["side"] != HEROES or c["state"] != "map" or c["role"] == "henchman" or c.get("protected"):
            continue
        fid = c["figs"][0]
        pos = s["figs"][fid]["pos"]
        if pos is None:
            continue
        d = attack.passive_defense(g, fid)
        dbox = rules.chars[cid].defend
        react = dbox.strength if costs.funds(g, cid) >= dbox.cost and not costs.box_full(g, cid, "defend") else 0
        total = sum(rules.slot_table(c).values()) or 1
        had = (claimed or s["claimed"])[1 - HEROES]
        stake = 0.0 if cid in had else 1.0
        heroes.append([cid, pos, d["armor"], d["dodge"], d["plain"] + react, total, sum(c["wounds"].values()),
                       stake, 0])
    if not heroes:
        return 0.0
    xy = g.board.xy
    for vfid, f in s["figs"].items():
        if f["pos"] is None or f.get("down"):
            continue
        c = s["chars"][f["char"]]
        if c["side"] == HEROES or c["state"] != "map" or c.get("protected"):
            continue
        prof = attack.profile(g, vfid, "primary")
        strength = attack.base_strength(g, vfid, prof)
        melee = prof["type"] == "melee"
        vx, vy = xy[f["pos"]]
        best = None
        for h in heroes:
            hx, hy = xy[h[1]]
            dist = max(abs(vx - hx), abs(vy - hy))
            if melee and dist > 1 + CLOSE_IN:
                continue
            pen = 0 if melee else max(0, dist - attack.DIST_FREE)
            dfn = max(0, h[2] - prof["ignore_armor"]) + max(0, h[3] - prof["ignore_dodge"]) + h[4]
            dmg = strength - pen - dfn
            if dmg > 0 and (best is None or dmg / h[5] > best[0] / best[1][5]):
                best = (dmg, h)
        if best is not None:
            best[1][8] += best[0]
    out = 0.0
    for _, _, _, _, _, total, w, stake, dmg in heroes:
        if dmg:
            out += (stake + ai_judge.TEMPO) * (min(1.0, (w + dmg) / total) ** 1.5 - (w / total) ** 1.5)
    return out


def heroes_chance(x: list[float], weights: tuple[float, ...] = WEIGHTS) -> float:
    z = sum(a * b for a, b in zip(weights, x))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def chance(rules: Any, state: dict, side: int, memo: dict | None = None,
           weights: tuple[float, ...] = WEIGHTS, roots: dict | None = None, claimed: tuple | None = None,
           threat: float = 0.0) -> float:
    p = heroes_chance(features(G(state, [], rules), memo, roots, claimed, threat), weights)
    return p if side == HEROES else 1.0 - p


def root_claimed(state: dict) -> tuple:
    """The characters each side has claimed OP for (the `claimed` of `features`)."""
    return tuple(frozenset(x) for x in state["claimed"])


def scaled(name: str, factor: float) -> tuple[float, ...]:
    """The weights with one term's weight multiplied (hard_player's opt-in variants)."""
    return tuple(w * factor if n == name else w for n, w in zip(NAMES, WEIGHTS))
