"""Levelling up: XP on the next level set aside, and the swap that keeps everything.

A main character's next level waits beside it (``players[i].aside``). Meeting the level-up
condition puts XP on it; at the number the card asks for, the next level takes the character's
place: the same character (same uid) with the same row, readiness, face, wounds, counters,
equipment and place in a combat (rulebook: Level Up Powers). Bruce Banner and the Hulk swap the
same way, back and forth, without XP. A stunned level 1 earns no XP (it has no powers).
"""

from __future__ import annotations

from .engine import G


def gain_xp(g: G, seat: int, n: int, src: str | None) -> None:
    """`seat`'s main character `src` gains n XP from its level-up power (levelling up when enough)."""
    s = g.s
    c = s["ch"].get(src) if src else None
    p = s["players"][seat]
    if n <= 0 or c is None or not c["main"] or c["face"] != "up" or p["aside"] is None:
        return
    lu = g.d(src).level_up
    if lu is None:
        return
    need = lu["xp"]
    p["xp"] += n
    g.log("xp", f"{g.name(src)} gains {n} XP ({p['xp']} of {need}).", card=src, xp=p["xp"], need=need)
    if p["xp"] >= need:
        p["xp"] = 0  # XP beyond what is needed is lost (engine decision)
        swap(g, src)
        g.log("level_up", f"{g.name(src)} levels up to level {g.d(src).level}!", card=src)


def swap(g: G, uid: str) -> None:
    """The set-aside card takes the place of main character `uid` (which is set aside in its turn)."""
    s = g.s
    seat = s["ch"][uid]["ctrl"]
    p = s["players"][seat]
    other = p["aside"]
    if other is None:
        return
    cards = s["cards"]
    cards[uid][0], cards[other][0] = cards[other][0], cards[uid][0]
    g.dirty = True


def transform(g: G, uid: str | None) -> None:
    """Bruce Banner turns into the Hulk, or the Hulk back into Bruce Banner."""
    s = g.s
    if uid not in s["ch"] or s["players"][s["ch"][uid]["ctrl"]]["aside"] is None:
        return
    before = g.name(uid)
    swap(g, uid)
    g.log("transform", f"{before} turns into {g.name(uid)}!", card=uid)
