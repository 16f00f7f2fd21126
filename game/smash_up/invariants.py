"""Invariants checked after every step of a playout (conformance)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .verbs import modifier_to_shed


def broken(rules, s: dict[str, Any]) -> list[str]:
    """Sentences for every invariant that does not hold."""
    out: list[str] = []
    defs = rules.book.defs
    cards = s["cards"]
    placed: list[str] = []  # every card where it lies, in the order the sentences below name them
    for p in s["players"]:
        placed += p["deck"]
        placed += p["hand"]
        placed += p["discard"]
    for b in s["bases"]:
        for ch in b["chars"]:
            u = ch["uid"]
            placed.append(u)
            for m in ch["mods"]:
                placed.append(m["uid"])
                if defs[cards[m["uid"]][0]].mod != "character":
                    out.append(f"{m['uid']} is attached to a character but is no character modifier")
            if defs[cards[u][0]].type != "character":
                out.append(f"{u} stands on a base but is no character")
        for m in b["mods"]:
            placed.append(m["uid"])
            if defs[cards[m["uid"]][0]].mod != "base":
                out.append(f"{m['uid']} is attached to a base but is no base modifier")
    placed += s["limbo"]
    # Each card in exactly one place: as many places as cards, and every card in one of them. This
    # runs after every step of a checked playout: the cards' own set (made at its size from the
    # dict, with the hashes it keeps) less the places is cheaper than a set grown from the places
    # and compared; the counts are made only to word a break.
    if len(placed) != len(cards) or cards.keys() - placed:
        seen = Counter(placed)
        for u in cards:
            if seen.get(u, 0) != 1:
                out.append(f"card {u} is in {seen.get(u, 0)} places")
        for u in seen:
            if u not in cards:
                out.append(f"unknown card {u}")
    nbases = len(s["bases"]) + len(s["base_deck"]) + len(s["base_discard"])
    if nbases != len(rules.book.base_ids):
        out.append(f"{nbases} bases in the game, not {len(rules.book.base_ids)}")
    shed = modifier_to_shed(s, rules.book)
    if shed is not None:
        out.append(f"{shed[0]['uid']} stays on {shed[1]['uid']} though {shed[2]} keeps its controller's actions off it")
    for p in s["players"]:
        if p["vp"] < 0:
            out.append("a player has negative VP")
            break
    if s["result"] is None and s["pending"] is None:
        out.append("no decision pending and no result")
    if s["result"] is None and len(s["bases"]) != s["seats"] + 1:
        out.append(f"{len(s['bases'])} active bases for {s['seats']} players")
    return out
