"""How good a position is for a seat, from 0 (lost) to 1 (won): the hard player's evaluation.

A player is described by a few numbers (`features`): health left on their main characters, the
main character's level and XP, the ATK and DEF of their face-up supporting characters, how many
are up and how many stunned, cards in hand and resources, whether their main character can be
attacked, whether the enemy's board can stun it, and how far into its last three wounds it is. A seat's chance is the logistic of the
weighted difference between its numbers and the strongest enemy's (a team's players summed), plus
a little for playing next. The weights were fitted to who won from positions of seeded games
between normal players (logistic regression over 3,453 positions at the start of a turn, 200 games;
it calls 77% of them right). The last three wounds a main character can take weigh most. It reads a full state (the search's
re-deals): every hidden card in it is made up.
"""

from __future__ import annotations

import math
from typing import Any

from .foresight import foreseen_xp

#: One weight per feature (see `features`), fitted as the module docstring says, and the weight of
#: playing next.
WEIGHTS = (0.11, 1.39, 2.053, 0.04, 0.061, 0.271, 0.204, 0.343, 0.82, -0.266, -0.158, -0.788)
NEXT = 0.284
NAMES = ("health", "level", "xp", "atk", "def", "up", "stunned", "hand", "resources", "exposed", "threatened",
         "last_wounds")
#: Health left at or below which each wound counts more (the last wounds end the game).
LOW = 3
#: Where the XP weight is (foresight adds expected XP at it).
XP = NAMES.index("xp")
#: Where the level weight is (the hard player's search weighs it higher: search_hooks.LEVEL_WEIGHT).
LEVEL = NAMES.index("level")


def features(book: Any, s: dict[str, Any], seat: int) -> list[float]:
    """One player's numbers (see the module docstring); a player out of the game has none."""
    p = s["players"][seat]
    if p["out"]:
        return [0.0] * len(WEIGHTS)
    cards = s["cards"]
    sides = s["side"]
    side = sides[seat]
    health = level = atk = df = up = stunned = 0.0
    main_def: list[int] = []
    main_front = False
    guards = 0
    enemy_atk: dict[int, list[int]] = {}
    need = 0
    for u, c in s["ch"].items():
        d = book.defs[cards[u][0]]
        if sides[c["ctrl"]] != side:
            if c["face"] == "up" and s["team"][c["ctrl"]] != s["team"][seat]:
                enemy_atk.setdefault(c["ctrl"], []).append((d.atk or 0) + c["c"])
            continue
        if c["ctrl"] != seat:
            continue
        if c["main"]:
            health += (d.health or 1) - c["w"]
            level = max(level, float(d.level or 1))
            if c["face"] == "up":
                main_def.append((d.df or 0) + c["c"])
                main_front = main_front or c["row"] == "front"
            need = need or (d.level_up["xp"] if d.level_up else 0)
            continue
        if c["face"] == "up":
            up += 1
            atk += max(0, (d.atk or 0) + c["c"])
            df += max(0, (d.df or 0) + c["c"])
            if c["row"] == "front":
                guards += 1
        else:
            stunned += 1
    xp = min(1.0, p["xp"] / need) if need and p["aside"] else 0.0
    exposed = 1.0 if main_def and (main_front or guards == 0) else 0.0
    reach = max((sum(sorted(a, reverse=True)[:2]) for a in enemy_atk.values()), default=0)
    threatened = 1.0 if main_def and reach >= min(main_def) else 0.0
    return [health, level, xp, atk, df, up, stunned, float(len(p["hand"])), float(len(p["res"])), exposed, threatened,
            float(max(0.0, LOW - health))]


def value(book: Any, s: dict[str, Any], seat: int, foresee: bool = False, level: float | None = None) -> float:
    """The chance `seat` wins from here, as the module docstring weighs it; with `foresee`, the
    player whose turn is starting also has the XP foresight.py expects it to gain by its end; with
    `level`, a main character's level weighs that instead of the fitted weight."""
    res = s.get("result")
    if res is not None:
        win = res.get("winners") or []
        return 0.5 if res.get("draw") or not win else (1.0 if seat in win else 0.0)
    team = s["team"]
    by_team: dict[int, list[float]] = {}
    for i in range(s["seats"]):
        f = features(book, s, i)
        got = by_team.setdefault(team[i], [0.0] * len(f))
        for k, x in enumerate(f):
            got[k] += x
    weights = WEIGHTS if level is None else WEIGHTS[:LEVEL] + (level,) + WEIGHTS[LEVEL + 1:]
    score = {t: sum(w * x for w, x in zip(weights, f)) for t, f in by_team.items()}
    if foresee and s["turn"]["phase"] in ("draw", "recovery", "build"):
        for i in s["turn"]["seats"]:
            xp, need = foreseen_xp(book, s, i)
            if need:
                score[team[i]] += WEIGHTS[XP] * xp / need
    mine = score.pop(team[seat])
    rival = max(score.values(), default=0.0)
    nxt = NEXT if team[s["turn"]["seat"]] == team[seat] and s["turn"]["phase"] in ("draw", "recovery", "build") \
        else -NEXT
    x = mine - rival + nxt
    return 1.0 / (1.0 + math.exp(-x))
