"""Why a click is not a legal choice now, in a player's words."""

from __future__ import annotations

from typing import Any, Sequence

from .power import protection
from .table import base_of_uid, locate, seat_name


def why_not(rules, s: dict[str, Any], seat: int, path: Sequence[str]) -> str | None:
    """A reason for refusing the click path `path`, or None when some option starts with it."""
    pending = s.get("pending")
    if pending is None:
        return "The game is over."
    if pending["seat"] != seat:
        return f"Wait: {seat_name(s, pending['seat'])} is deciding."
    n = len(path)
    if any(o["path"][:n] == list(path) for o in pending["options"]):
        return None
    if not path:
        return None
    first = path[0]
    book = rules.book
    turn = s["turn"]
    if pending["kind"] in ("play", "extra") and first.startswith("hand:") and n >= 2 and path[1].startswith("char:"):
        reason = _out_of_reach(book, s, seat, first[5:], path[1][5:])
        if reason:
            return reason
    if pending["kind"] == "play" and first.startswith("hand:"):
        uid = first[5:]
        if uid not in s["players"][seat]["hand"]:
            return "That card is not in your hand."
        d = book.defs[s["cards"][uid][0]]
        if d.type == "action" and d.mod is None and not d.on_play and d.specials:
            return f"{d.name} can only be played through its Special ability."
        if n == 1:
            if d.type == "character" and turn["chars"] <= 0:
                return "You have already played your character this turn (rulebook: Play Cards)."
            if d.type == "action" and turn["acts"] <= 0:
                return "You have already played your action this turn (rulebook: Play Cards)."
            if d.play_rule == "empty_base":
                return f"{d.name} can only go on a base with no characters."
            return f"{d.name} has nowhere to go now."
        return f"{d.name} can't be played there now."
    if first.startswith("char:") or first.startswith("mod:"):
        uid = first.split(":", 1)[1]
        if pending["kind"] == "play":
            if uid in turn["talents"]:
                return "That Talent was already used this turn (rulebook: Talent)."
            kind = locate(s, uid)[0]
            if not kind:
                return "That card is not in play."
            return "That card has no Talent you can use now."
        return "That card is not a legal choice for this ability."
    if first.startswith("base:"):
        return "That base is not a legal choice now."
    if pending["kind"] in ("may", "mulligan"):
        return "Answer the question first: yes or no."
    return "That is not one of the choices now."


def _out_of_reach(book, s: dict[str, Any], seat: int, uid: str, target: str) -> str | None:
    """Why a character modifier can't go on a character another player's protection covers (or None)."""
    if uid not in s["cards"] or target not in s["cards"]:
        return None
    d = book.defs[s["cards"][uid][0]]
    if d.mod != "character":
        return None
    guard = protection(s, book, target, seat, True, "affect")
    if guard is None:
        return None
    src, st = guard
    host = book.names[s["cards"][target][0]]
    base = base_of_uid(s, src)
    if base is not None:
        where = book.defs[base["id"]].name
        if st.get("pmin") is not None:
            return (f"{host} is out of reach of your actions: at {where}, another player's character with "
                    f"{st['pmin']} or more power can't be touched by them, so {d.name} can't go on it.")
        return f"{host} is out of reach of your actions at {where}, so {d.name} can't go on it."
    return (f"{host} is out of reach of your actions: {book.names[s['cards'][src][0]]} shields it from them, "
            f"so {d.name} can't go on it.")
