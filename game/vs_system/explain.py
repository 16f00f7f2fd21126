"""Why a click is not one of the choices now, in a player's words."""

from __future__ import annotations

import json
from typing import Any, Sequence

from .table import enemy_seats


def why_not(rules: Any, s: dict[str, Any], seat: int, path: Sequence[str]) -> str | None:
    """A reason for the view to show when `path` matches no option; None when no reason is known."""
    pending = s.get("pending")
    if not path or pending is None:
        return None
    if pending["seat"] != seat:
        return "It is not your decision now."
    ref = path[-1]
    kind, _, rest = ref.partition(":")
    book = rules.book
    if kind == "char" and rest in s["ch"]:
        c = s["ch"][rest]
        name = book.defs[s["cards"][rest][0]].name
        if pending["kind"] == "main" and c["ctrl"] == seat:
            if c["face"] != "up":
                return f"{name} is face down: a stunned character can't attack or use powers."
            if not c["ready"]:
                return f"{name} is exhausted: only ready characters attack."
            if c["row"] == "back":
                return f"{name} is in the back row without Ranged: only characters with Ranged attack from there."
        if pending["kind"] == "main" and c["ctrl"] in enemy_seats(s, seat):
            can = attackers_of(rules, s, seat, rest)
            if can:
                return f"Choose who attacks first: {' or '.join(can)} can attack {name} (click the attacker)."
            if c["face"] != "up":
                return f"{name} is face down: stunned characters can't be attacked."
            return f"None of your characters can attack {name} now" + (
                " (it is protected by a face-up character in its front row; Flight passes over unless a "
                "front-row enemy has Flight too)." if c["row"] == "back" else
                ": every one is exhausted, stunned or out of reach.")
        if pending["kind"] == "attack" and c["ctrl"] != seat:
            if c["face"] != "up":
                return f"{name} is face down: stunned characters can't be attacked."
            if c["row"] == "back":
                return f"{name} is protected by a face-up character in the front row (Flight passes over unless a " \
                       "front-row enemy has Flight too)."
    if kind == "power" and pending["kind"] in ("main", "resource", "recruit", "build_end", "respond"):
        return "That power can't be used now: wrong timing, used this turn, or you can't pay for it."
    if kind == "hand" and pending["kind"] == "recruit":
        return "You can't recruit that now: not enough recruit points, or its name is taken."
    return None


def attackers_of(rules: Any, s: dict[str, Any], seat: int, uid: str) -> list[str]:
    """The names of `seat`'s characters whose attack could be aimed at `uid` now, each attack tried on a
    copy of the state (the rules alone know who may reach the back row: Ranged, Flight, an empty front)."""
    names = []
    book = rules.book
    for o in s["pending"]["options"]:
        if not o["id"].startswith("a:"):
            continue
        trial = json.loads(json.dumps(s))
        rules.resolve(trial, seat, [o], [])
        d = trial.get("pending")
        if d is not None and any(x["id"] == f"d:{uid}" for x in d["options"]):
            names.append(book.defs[s["cards"][o["data"]["uid"]][0]].name)
    return names
