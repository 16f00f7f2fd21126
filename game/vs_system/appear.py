"""Characters entering play ("appearing"): recruiting, putting into play, uniqueness, equipment.

Every card enters play ready and face up. Uniqueness: a player has one character of a name on
their side; a newcomer KOs the older one (Swarm characters excepted), and nobody may have a
character with their main character's name (AKA names count) — such a card can't be recruited and
an effect that would put it into play does nothing (rulebook: Uniqueness). Trevor Slattery never
enters play at all.
"""

from __future__ import annotations

from .engine import G
from .hand import played
from .table import def_id, owner, take_from_zone
from .triggers import emit
from .wording import sentence


def main_names(g: G, seat: int) -> frozenset[str]:
    """The names (with AKA) of `seat`'s main characters."""
    out: frozenset[str] = frozenset()
    defs = g.book.defs
    cards = g.s["cards"]
    for u, c in g.s["ch"].items():  # table.mains_of
        if c["main"] and c["ctrl"] == seat:
            out |= defs[cards[u][0]].names
    return out


def can_enter(g: G, seat: int, did: str, mains: frozenset[str] | None = None) -> bool:
    """Whether a character card could come into play on `seat`'s side at all (`mains`: the names of
    `seat`'s main characters, when known)."""
    d = g.book.defs[did]
    if not d.is_char or "never_enters_play" in d.statics:
        return False
    if d.type == "supporting_character" and d.names & (main_names(g, seat) if mains is None else mains):
        return False
    return True


def enter_play(g: G, uid: str, seat: int, row: str, *, main: bool = False, how: str = "put into play") -> bool:
    """A character comes into play on `seat`'s side in `row` (ready, face up); whether it did."""
    s = g.s
    d = g.d(uid)
    if not main and not can_enter(g, seat, def_id(s, uid)):
        return False
    take_from_zone(s, uid)
    unique(g, uid, seat)
    s["ch"][uid] = {"ctrl": seat, "row": row, "face": "up", "ready": True, "w": 0, "c": 0, "main": main,
                    "eq": None}
    g.dirty = True
    if g.words:
        g.log("enter", f"{g.who(seat)} {how}s {d.name} into the {row} row." if how != "put into play"
              else f"{d.name} comes into play in {g.who(seat)}'s {row} row.", card=uid, seat=seat, row=row)
    else:
        g.quiet("enter")
    if how != "place":  # main characters placed before the game begins appear to nobody
        emit(g, "appears", uid=uid, seat=seat)
        emit(g, "enemy_appears", uid=uid, seat=seat)
        emit(g, "enemy_card_enters", uid=uid, seat=seat)
    return True


def unique(g: G, uid: str, seat: int) -> None:
    """Uniqueness as `uid` arrives on `seat`'s side: an older character of a shared name is KO'd."""
    d = g.d(uid)
    if d.swarm:
        return
    defs = g.book.defs
    cards = g.s["cards"]
    for other, c in list(g.s["ch"].items()):
        if other != uid and c["ctrl"] == seat and not c["main"] and defs[cards[other][0]].names & d.names:
            from .stun import ko, leave_play
            g.log("unique", f"Only one {d.name} per side: the older one goes.", card=other)
            if not ko(g, other):
                leave_play(g, other)


def take_control(g: G, uid: str, seat: int, row: str = "front") -> bool:
    """`seat` takes control of a character in play (ignored for a main character, or one sharing the
    name of `seat`'s main character); whether it changed sides."""
    s = g.s
    c = s["ch"].get(uid)
    if c is None or c["main"] or c["ctrl"] == seat or g.d(uid).names & main_names(g, seat):
        return False
    if s["combat"] is not None:
        from .stun import leave_combat
        leave_combat(s, uid)
    unique(g, uid, seat)
    c["ctrl"] = seat
    c["row"] = row
    g.dirty = True
    g.log("control", f"{g.who(seat)} takes control of {g.name(uid)}.", card=uid, seat=seat)
    return True


def recruit(g: G, seat: int, uid: str, row: str, to: int | None = None) -> None:
    """`seat` pays a character's cost in recruit points and recruits it (from hand or a KO pile) into
    its rows, or with the 2 vs 2 option into teammate `to`'s rows (who then controls it)."""
    s = g.s
    d = g.d(uid)
    rp = s["turn"]["rp"]
    rp[str(seat)] = rp.get(str(seat), 0) - d.cost
    if enter_play(g, uid, seat if to is None else to, row, how="recruit"):
        emit(g, "recruits", uid=uid, by=seat, owner=owner(s, uid))
    played(g, seat)


def equip(g: G, seat: int, uid: str, holder: str) -> None:
    """`seat` pays for a piece of equipment and puts it on a face-up character of theirs; an older
    piece there is KO'd (one equipment per character)."""
    s = g.s
    d = g.d(uid)
    rp = s["turn"]["rp"]
    rp[str(seat)] = rp.get(str(seat), 0) - d.cost
    take_from_zone(s, uid)
    c = s["ch"][holder]
    if c["eq"] is not None:
        old = c["eq"]
        s["players"][owner(s, old)]["ko"].append(old)
        g.log("ko", f"{g.name(old)} is replaced and KO'd.", card=old)
    c["eq"] = uid
    g.log("equip", sentence(f"{g.who(seat)} equips {g.name(holder)} with {d.name}"), card=uid, holder=holder)
    played(g, seat)
