"""The rulebook's verbs on cards in play: destroy, move, place, return, gain VP, lasting effects.

Each verb changes the table, logs it, and hands what it triggers to the open
scope (engine.emit_triggers). Cards always land in their OWNER's zones.
"""

from __future__ import annotations

from typing import Any

from game.core import rng

from .engine import G, emit_triggers
from .me_first import on_destroyed, on_moved
from .table import locate, owner, take_out


def destroy(g: G, uid: str) -> bool:
    """Destroy a card in play (to its owner's discard pile); True when it left play."""
    s = g.s
    kind, b, ch, m = locate(s, uid)
    if not kind:
        return False
    trigs: list[dict[str, Any]] = []
    if kind == "char":
        trigs = on_destroyed(g, uid, ch["ctrl"], b["uid"])  # type: ignore[index]
        s["turn"]["destroyed"].append([ch["ctrl"], b["uid"]])  # type: ignore[index]
    take_out(s, uid)
    s["players"][owner(s, uid)]["discard"].append(uid)
    g.log("destroy", f"{g.name(uid)} is destroyed.", card=uid)
    emit_triggers(g, trigs)
    return True


def move_chars(g: G, moves: list[tuple[str, str]], actor: int) -> list[list[Any]]:
    """Move characters (with their modifiers) to other bases as one moving ability."""
    s = g.s
    done: list[list[Any]] = []
    before: dict[str, str] = {}
    for uid, to in moves:
        kind, b, ch, _m = locate(s, uid)
        dest = next((x for x in s["bases"] if x["uid"] == to), None)
        if kind != "char" or dest is None or b["uid"] == to:
            continue
        b["chars"].remove(ch)
        dest["chars"].append(ch)
        before[uid] = b["uid"]
        done.append([uid, b["uid"], to])
        g.log("move", f"{g.name(uid)} moves from {g.name(b['uid'])} to {g.name(to)}.", card=uid,
              frm=b["uid"], to=to)
    if done:
        emit_triggers(g, on_moved(g, done, actor, before))
    return done


def move_mod(g: G, uid: str, to: str) -> bool:
    """Move a modifier to another card of its kind (a base, or a character)."""
    s = g.s
    kind, b, ch, m = locate(s, uid)
    if kind == "bmod":
        dest = next((x for x in s["bases"] if x["uid"] == to), None)
        if dest is None or dest is b:
            return False
        b["mods"].remove(m)
        dest["mods"].append(m)
    elif kind == "cmod":
        k2, _b2, host, _m2 = locate(s, to)
        if k2 != "char" or host is ch:
            return False
        ch["mods"].remove(m)  # type: ignore[index]
        host["mods"].append(m)  # type: ignore[index]
    else:
        return False
    g.log("move", f"{g.name(uid)} moves to {g.name(to)}.", card=uid, to=to)
    return True


def place(g: G, uid: str, where: str) -> bool:
    """Place a card from play into its owner's deck: deck_top, deck_bottom or deck_shuffle."""
    s = g.s
    kind, _b, _r = take_out(s, uid)
    if not kind:
        return False
    p = s["players"][owner(s, uid)]
    if where == "deck_top":
        p["deck"].append(uid)
    elif where == "deck_bottom":
        p["deck"].insert(0, uid)
    else:
        p["deck"].append(uid)
        rng.shuffle(s, p["deck"], g.events, f"{g.who(owner(s, uid))}'s deck")
    g.log("place", f"{g.name(uid)} is placed in its owner's deck.", card=uid)
    return True


def return_to_hand(g: G, uid: str) -> bool:
    """Return a card in play to its owner's hand (attachments are discarded)."""
    s = g.s
    kind, _b, _r = take_out(s, uid)
    if not kind:
        return False
    s["players"][owner(s, uid)]["hand"].append(uid)
    g.log("return", f"{g.name(uid)} returns to its owner's hand.", card=uid)
    return True


def gain_control(g: G, uid: str, seat: int) -> bool:
    """Take control of a character in play (as if you had played it; its modifiers keep theirs)."""
    kind, _b, ch, _m = locate(g.s, uid)
    if kind != "char":
        return False
    ch["ctrl"] = seat  # type: ignore[index]
    g.log("control", f"{g.who(seat)} takes control of {g.name(uid)}.", card=uid, seat=seat)
    return True


def gain_vp(g: G, seat: int, n: int) -> None:
    """A player gains VP (never below zero)."""
    if n <= 0:
        return
    g.s["players"][seat]["vp"] += n
    g.log("vp", f"{g.who(seat)} gains {n} VP.", seat=seat, amount=n)


def lasting_power(g: G, uid: str, n: int, until: str, creator: int) -> None:
    """+N/-N power on one character until the end of the turn or the start of the creator's next turn."""
    g.s["fx"].append({"k": "pow", "t": uid, "n": n, "exp": _expiry(until, creator)})


def lasting_breakpoint(g: G, buid: str, n: int, until: str, creator: int) -> None:
    """A breakpoint change on one base, lasting to its expiry even if its source leaves."""
    g.s["fx"].append({"k": "bp", "b": buid, "n": n, "exp": _expiry(until, creator)})
    g.log("breakpoint", f"{g.name(buid)}'s breakpoint changes by {n:+d}.", base=buid, amount=n)


def _expiry(until: str, creator: int) -> str:
    return f"sot{creator}" if until == "your_next_turn" else "eot"
