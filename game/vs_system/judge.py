"""How good a position is for a seat, from 0 (lost) to 1 (won): the hard player's evaluation.

A player loses with their main character, so health left on main characters counts most; then
what fights for them (each face-up supporting character's ATK and DEF, half for a stunned one), the
next level's progress, and the cards to come (hand and resources). A team is judged by its players
together, and a seat's chance is the logistic of its team's lead over the strongest enemy team.
It reads a full state (the search's re-deals): every hidden card in it is made up.
"""

from __future__ import annotations

import math
from typing import Any

#: Weights of the parts of a player's strength, and the lead that makes a 73% favourite.
HEALTH = 4.0
BOARD = 0.3
STUNNED = 0.12
LEVEL = 3.0
HAND = 0.8
RESOURCE = 0.7
SCALE = 7.0


def strength(book: Any, s: dict[str, Any], seat: int) -> float:
    """One player's strength (see the module docstring); a player out of the game has none."""
    p = s["players"][seat]
    if p["out"]:
        return 0.0
    cards = s["cards"]
    total = 0.0
    for u, c in s["ch"].items():
        if c["ctrl"] != seat:
            continue
        d = book.defs[cards[u][0]]
        if c["main"]:
            left = (d.health or 1) - c["w"]
            total += HEALTH * left + (LEVEL * (d.level or 1) if not p["facility_mc"] else 1.0)
            continue
        power = max(0, (d.atk or 0) + c["c"]) + max(0, (d.df or 0) + c["c"])
        total += (BOARD if c["face"] == "up" else STUNNED) * power
    need = 0
    if p["aside"]:
        need = next((pw["xp"] for u, c in s["ch"].items() if c["main"] and c["ctrl"] == seat
                     for pw in book.defs[cards[u][0]].powers if pw["kind"] == "level_up"), 0)
    if need:
        total += LEVEL * min(1.0, p["xp"] / need)
    return total + HAND * len(p["hand"]) + RESOURCE * len(p["res"]) + 0.5 * len(p["facility"])


def value(book: Any, s: dict[str, Any], seat: int) -> float:
    """The chance `seat` wins from here, as the module docstring weighs it."""
    res = s.get("result")
    if res is not None:
        win = res.get("winners") or []
        return 0.5 if res.get("draw") or not win else (1.0 if seat in win else 0.0)
    team = s["team"]
    by_team: dict[int, float] = {}
    for i in range(s["seats"]):
        by_team[team[i]] = by_team.get(team[i], 0.0) + strength(book, s, i)
    mine = by_team.pop(team[seat])
    rival = max(by_team.values(), default=0.0)
    return 1.0 / (1.0 + math.exp(-(mine - rival) / SCALE))
