"""The rules' own promises about a state, checked after every step of a playout (conformance)."""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from .stats import stats

ZONES = ("deck", "hand", "ko", "gone", "facility", "btc", "night")
_FIRST = itemgetter(0)  # a resource's card


def broken(rules: Any, s: dict[str, Any]) -> list[str]:
    """Broken invariants, as sentences."""
    out: list[str] = []
    book = rules.book
    # Every card in exactly one place: counted at once, and placed one by one (which says where
    # a card is twice or missing) only when the count is off. Checked after every step of a
    # checked playout, where the place-by-place walk was a third of the time. As many places as
    # cards, and every card in one: then each is in exactly one.
    places = _places_quick(s)
    if len(places) != len(s["cards"]) or s["cards"].keys() - places:
        out += _where_cards(s)
    stats_on = s["result"] is None and s["pending"] is not None
    # Checked after every step: the per-character tests come first with no lookups, a card's name
    # only for a sentence, and ATK/DEF worked out in full (`stats`) only where something other than
    # printed DEF and counters can change it (equipment, a boost for the turn or the combat, a swap,
    # a rival named in the combat: what stats.stats adds) or either is 0 or less.
    defs, cards = book.defs, s["cards"]
    odd = s["turn"]["boost"] or ()
    cb = s["combat"]
    if cb is not None:
        chars = s["ch"]
        odd = set(odd)
        odd.update(cb["boost"])
        odd.update(cb["swap"])
        odd.update([u for u in cb["att"] + [cb["def"]] if u in chars and chars[u].get("named")])
    out_ctrl = {i for i, p in enumerate(s["players"]) if p["out"]} \
        if s["opts"]["format"] in ("ffa", "2v2") and s["result"] is None else ()
    # One pass, face-up characters first (most of them): the same tests in the same order as
    # one test after the other, each sentence where it was.
    for u, c in s["ch"].items():
        face = c["face"]
        if face == "up":
            row = c["row"]
            if row != "front" and row != "back":
                out.append(f"{defs[cards[u][0]].name} ({u}) is in no row")
            if stats_on:
                d = defs[cards[u][0]]
                df = d.df
                if (df <= 0 or df + c["c"] <= 0 or c["eq"] is not None or u in odd) \
                        and stats(book, s, u)[1] <= 0:
                    out.append(f"{d.name} ({u}) has DEF 0 or less but is not stunned")
                if c["w"] >= d.health and "ko_prevented_while_main_face_up" not in d.statics:
                    out.append(f"{d.name} ({u}) has {c['w']} wounds (health {d.health}) but is in play")
        else:
            if c["c"] != 0:
                out.append(f"face-down {defs[cards[u][0]].name} ({u}) holds counters")
            if face == "stun" and c["ready"]:
                out.append(f"stunned {defs[cards[u][0]].name} ({u}) is ready")
            row = c["row"]
            if row != "front" and row != "back":
                out.append(f"{defs[cards[u][0]].name} ({u}) is in no row")
            if stats_on:
                d = defs[cards[u][0]]
                if c["w"] >= d.health and "ko_prevented_while_main_face_up" not in d.statics:
                    out.append(f"{d.name} ({u}) has {c['w']} wounds (health {d.health}) but is in play")
        if out_ctrl and c["ctrl"] in out_ctrl:
            out.append(f"{defs[cards[u][0]].name} ({u}) is controlled by a player who is out")
    if s["result"] is None:
        if s["pending"] is None:
            out.append("no pending decision and no result")
        live = {s["team"][i] for i, p in enumerate(s["players"]) if not p["out"]}
        if len(live) < 2 and s["turn"]["n"] > 0:
            out.append("fewer than two teams are left but the game goes on")
        if s["combat"] is None and s["turn"]["phase"] != "main" and any(t["op"] == "strike" for t in s["stack"]):
            out.append("a strike is waiting with no combat")
    return out


def _places_quick(s: dict[str, Any]) -> list[str]:
    """Every card the state places, once per place it is in (the zones are ZONES, written out)."""
    out: list[str] = []
    for p in s["players"]:
        out += p["deck"]
        out += p["hand"]
        out += p["ko"]
        out += p["gone"]
        out += p["facility"]
        out += p["btc"]
        out += p["night"]
        out += map(_FIRST, p["res"])
        if p["aside"]:
            out.append(p["aside"])
    out += s["limbo"]
    ch = s["ch"]
    place = s.get("place")
    if place:
        out += [u for u in place.values() if u not in ch]
    out += ch
    for c in ch.values():
        if c["eq"]:
            out.append(c["eq"])
    return out


def _where_cards(s: dict[str, Any]) -> list[str]:
    """Each card found in two places, and the cards in none, as sentences."""
    out: list[str] = []
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
        if c["eq"]:
            put(c["eq"], f"equipment of {u}")
    missing = set(s["cards"]) - set(seen)
    if missing:
        out.append(f"cards in no zone: {sorted(missing)[:5]}")
    return out
