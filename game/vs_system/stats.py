"""A character's ATK and DEF right now, its keywords, and which continuous powers are working.

Current stat = printed + counters + equipment + boosts for the turn or the combat (+ Nebula's
rivalry), ATK and DEF swapped while a Trickster swap lasts, then held at the printed values by
Thor's Cast Out (never above) or God of Hammers (never below). A face-down character has no powers,
except the few that the cards say work anyway (ALWAYS_ON).
"""

from __future__ import annotations

from typing import Any


#: Continuous powers that keep working while their character is face down: Star-Lord's Half
#: Celestial (the card says so) and what happens as a card leaves play (Mandarin, The Ten Rings).
ALWAYS_ON = frozenset({"ko_prevented_while_main_face_up", "hidden_identity", "returns_to_behind_the_camera",
                       "never_enters_play"})


def active(book: Any, s: dict[str, Any], uid: str, kind: str) -> dict[str, Any] | None:
    """The continuous power `kind` of a character in play when it is working (or its equipment's)."""
    st = book.defs[s["cards"][uid][0]].statics.get(kind)
    c = s["ch"][uid]
    if st is not None:
        if c["face"] == "up" or kind in ALWAYS_ON:
            return st
        return None
    eq = c["eq"]
    if eq is not None and c["face"] == "up":
        return book.defs[s["cards"][eq][0]].statics.get(kind)
    return None


def any_active(book: Any, s: dict[str, Any], uids: list[str], kind: str) -> bool:
    """Whether the continuous power `kind` works for any of the characters `uids` (`active`), looking
    closer only at those whose card, or equipment, prints it."""
    ids = book.holders.get(kind)
    if not ids:
        return False
    cards = s["cards"]
    chars = s["ch"]
    for u in uids:
        eq = chars[u]["eq"]
        if (cards[u][0] in ids or eq is not None and cards[eq][0] in ids) and active(book, s, u, kind):
            return True
    return False


def working(book: Any, s: dict[str, Any], kind: str) -> list[str]:
    """The characters in play (in the order they came into play) whose continuous power `kind` works
    now, their own or their equipment's (`active`): a scan for a power few cards have passes over the
    rest with one test or two, and none at all when no card of the book prints it."""
    ids = book.holders.get(kind)
    if not ids:  # no card of the book prints it: nobody has it, nor any equipment
        return []
    cards = s["cards"]
    if kind not in book.carried:  # only characters print it (the usual case): no equipment to look at
        if kind in ALWAYS_ON:
            return [u for u in s["ch"] if cards[u][0] in ids]
        return [u for u, c in s["ch"].items() if cards[u][0] in ids and c["face"] == "up"]
    out = []
    for u, c in s["ch"].items():
        if cards[u][0] in ids:  # its own power works face up (or, for a few, always): `active`
            if c["face"] == "up" or kind in ALWAYS_ON:
                out.append(u)
        else:  # its equipment's, while it is face up
            eq = c["eq"]
            if eq is not None and c["face"] == "up" and cards[eq][0] in ids:
                out.append(u)
    return out


def stats(book: Any, s: dict[str, Any], uid: str, combat: dict[str, Any] | None = None) -> tuple[int, int]:
    """(ATK, DEF) of a character in play now (may be 0 or less; see `strike_atk`); `combat`: a combat
    to count instead of the state's (an attack's forecast, before it opens)."""
    c = s["ch"][uid]
    d = book.defs[s["cards"][uid][0]]
    n = c["c"]
    a = d.atk + n
    f = d.df + n
    eq = c["eq"]
    if eq is not None:
        st = book.defs[s["cards"][eq][0]].statics.get("boost")
        if st:
            a += st.get("atk", 0)
            f += st.get("def", 0)
    b = s["turn"]["boost"]
    if b:
        b = b.get(uid)
        if b:
            a += b[0]
            f += b[1]
    cb = s["combat"] if combat is None else combat
    if cb is not None:
        b = cb["boost"].get(uid)
        if b:
            a += b[0]
            f += b[1]
        if c.get("named") and c["face"] == "up" and (uid == cb["def"] or uid in cb["att"]):
            bonus = _rivalry(book, s, uid, c["named"], cb)
            a += bonus[0]
            f += bonus[1]
        if uid in cb["swap"]:
            a, f = f, a
    st = d.statics
    if st and c["face"] == "up":  # most cards print no continuous power at all
        if "no_plus_counters" in st:
            a, f = min(a, d.atk), min(f, d.df)
        if "no_minus_counters" in st:
            a, f = max(a, d.atk), max(f, d.df)
    return a, f


def _rivalry(book: Any, s: dict[str, Any], uid: str, named: str, cb: dict[str, Any]) -> tuple[int, int]:
    st = book.defs[s["cards"][uid][0]].statics.get("rivalry")
    if st is None:
        return 0, 0
    mine = uid in cb["att"]
    others = [cb["def"]] if mine else cb["att"]
    key = named.lower()
    for o in others:
        if o is None or o not in s["ch"]:
            continue
        od = book.defs[s["cards"][o][0]]
        if od.type == "supporting_character" and key in od.names:
            return st.get("atk", 0), st.get("def", 0)
    return 0, 0


def atk(book: Any, s: dict[str, Any], uid: str) -> int:
    """ATK now."""
    return stats(book, s, uid)[0]


def flies(book: Any, s: dict[str, Any], uid: str) -> bool:
    """Whether a character has Flight now (a face-down character has no powers)."""
    c = s["ch"][uid]
    if c["face"] != "up":
        return False
    if book.defs[s["cards"][uid][0]].flight:
        return True
    return granted(book, s, uid, c, "flight")


def ranged(book: Any, s: dict[str, Any], uid: str) -> bool:
    """Whether a character has Ranged now."""
    c = s["ch"][uid]
    if c["face"] != "up":
        return False
    if book.defs[s["cards"][uid][0]].ranged:
        return True
    return granted(book, s, uid, c, "ranged")


def granted(book: Any, s: dict[str, Any], uid: str, c: dict[str, Any], kw: str) -> bool:
    """Whether keyword `kw` is given to a character for the turn or by its equipment (`c`: its record)."""
    if kw in s["turn"]["grant"].get(uid, ()):
        return True
    eq = c["eq"]
    if eq is not None:
        st = book.defs[s["cards"][eq][0]].statics.get("grant")
        return bool(st and st.get("keyword") == kw)
    return False


def plus_counters(s: dict[str, Any], uid: str) -> int:
    """How many +1/+1 counters a character has."""
    c = s["ch"].get(uid)
    return max(0, c["c"]) if c else 0
