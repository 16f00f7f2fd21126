"""The rules' own promises about a state, checked after every step of a playout (conformance)."""

from __future__ import annotations

from typing import Any

ZONES = ("deck", "hand", "ko", "gone", "facility", "btc", "night")


def broken(rules: Any, s: dict[str, Any]) -> list[str]:
    """Broken invariants, as sentences."""
    out: list[str] = []
    book = rules.book
    seen: dict[str, str] = {}

    def put(uid: str, where: str) -> None:
        if uid in seen:
            out.append(f"card {uid} is both in {seen[uid]} and {where}")
        seen[uid] = where

    for i, p in enumerate(s["players"]):
        for z in ZONES:
            for u in p[z]:
                put(u, f"player {i + 1}'s {z}")
        for u, _up in p["res"]:
            put(u, f"player {i + 1}'s resources")
        if p["aside"]:
            put(p["aside"], f"player {i + 1}'s set-aside level")
    for u in s["limbo"]:
        put(u, "limbo")
    for u in s.get("place", {}).values():
        if u not in s["ch"]:
            put(u, "the main characters still to be placed")
    for u, c in s["ch"].items():
        put(u, "play")
        d = book.defs[s["cards"][u][0]]
        if c["eq"]:
            put(c["eq"], f"equipment of {u}")
        if c["face"] != "up" and c["c"] != 0:
            out.append(f"face-down {d.name} ({u}) holds counters")
        if c["face"] == "stun" and c["ready"]:
            out.append(f"stunned {d.name} ({u}) is ready")
        if c["row"] not in ("front", "back"):
            out.append(f"{d.name} ({u}) is in no row")
        if s["result"] is None and s["pending"] is not None:
            from .stats import stats
            if c["face"] == "up" and stats(book, s, u)[1] <= 0:
                out.append(f"{d.name} ({u}) has DEF 0 or less but is not stunned")
            if c["w"] >= d.health and "ko_prevented_while_main_face_up" not in d.statics:
                out.append(f"{d.name} ({u}) has {c['w']} wounds (health {d.health}) but is in play")
        if s["players"][c["ctrl"]]["out"] and s["opts"]["format"] in ("ffa", "2v2") and s["result"] is None:
            out.append(f"{d.name} ({u}) is controlled by a player who is out")
    missing = set(s["cards"]) - set(seen)
    if missing:
        out.append(f"cards in no zone: {sorted(missing)[:5]}")
    if s["result"] is None:
        if s["pending"] is None:
            out.append("no pending decision and no result")
        live = {s["team"][i] for i, p in enumerate(s["players"]) if not p["out"]}
        if len(live) < 2 and s["turn"]["n"] > 0:
            out.append("fewer than two teams are left but the game goes on")
        if s["combat"] is None and s["turn"]["phase"] != "main" and any(t["op"] == "strike" for t in s["stack"]):
            out.append("a strike is waiting with no combat")
    return out
