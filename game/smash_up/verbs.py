"""The rulebook's verbs on cards in play: destroy, move, place, return, gain VP, lasting effects.

Each verb changes the table, logs it, and hands what it triggers to the open
scope (engine.emit_triggers). Cards always land in their OWNER's zones.
"""

from __future__ import annotations

from typing import Any

from game.core import rng

from .engine import LATE, G, emit_triggers
from .me_first import on_destroyed, on_moved
from .power import guard_at, guard_source
from .table import locate, owner, take_out


def destroy(g: G, uid: str, why: str = "") -> bool:
    """Destroy a card in play (to its owner's discard pile); True when it left play.

    `why`, if given, is logged instead of the plain "X is destroyed." line.
    """
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
    if g.words:
        g.log("destroy", why or f"{g.name(uid)} is destroyed.", card=uid)
    else:
        g.quiet("destroy")
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
        if g.words:
            g.log("move", f"{g.name(uid)} moves from {g.name(b['uid'])} to {g.name(to)}.", card=uid,
                  frm=b["uid"], to=to)
        else:
            g.quiet("move")
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


def lasting_power(g: G, uid: str, n: int, until: str, creator: int, action: bool = False) -> None:
    """+N/-N power on one character until the end of the turn or the start of the creator's next turn.

    The effect remembers who made it (`by`) and whether an action did (`act`):
    a character protected from other players' actions ignores theirs (power.powers).
    """
    g.s["fx"].append({"k": "pow", "t": uid, "n": n, "exp": _expiry(until, creator), "by": creator, "act": action})


def lasting_breakpoint(g: G, buid: str, n: int, until: str, creator: int) -> None:
    """A breakpoint change on one base, lasting to its expiry even if its source leaves."""
    g.s["fx"].append({"k": "bp", "b": buid, "n": n, "exp": _expiry(until, creator)})
    g.log("breakpoint", f"{g.name(buid)}'s breakpoint changes by {n:+d}.", base=buid, amount=n)


def _expiry(until: str, creator: int) -> str:
    return f"sot{creator}" if until == "your_next_turn" else "eot"


def shed_foreign_modifiers(g: G) -> None:
    """Destroy the character modifiers other players control on a character their actions can't affect.

    Bases FAQ, Avengers Tower: a modifier affects its character just by being
    attached to it, so once a character is protected from other players'
    actions (5 or more power at Avengers Tower; Cap's Shield's protection works
    the same way) the modifiers those players control can't stay on it. They
    are destroyed, each to its owner's discard pile.

    When: the engine calls this before every step it takes (engine.run), and an
    effects list takes one effect per step. So the check happens right after
    whatever started the protection has resolved -- a character moved or
    played there, a power change, a card played or destroyed, a change of
    control -- and before anyone is asked anything, so no choice ever offers a
    modifier that is about to go. It looks at the table rather than reacting to
    one event because so many different things can start a protection.
    Destroying a modifier triggers nothing, so doing it between steps can't
    disturb an ability halfway through. Each destruction can change what
    protects what, so the table is looked at again until nothing more goes.
    """
    s = g.s
    while True:
        found = modifier_to_shed(s, g.book)
        if found is None:
            return
        m, host, guard = found
        destroy(g, m["uid"], f"{g.name(m['uid'])} is destroyed: {g.name(guard)} keeps {g.who(m['ctrl'])}'s "
                             f"actions off {g.name(host['uid'])}, so it can't stay attached.")


def modifier_to_shed(s: dict[str, Any], book: Any) -> tuple[dict[str, Any], dict[str, Any], str] | None:
    """(modifier, its host, what protects the host) for the first modifier that must go, or None.

    Runs often, so it exits early: only a base holding both another player's
    character modifier and something that guards against actions
    (book.action_guard_ids) is looked at closely.
    """
    cards = s["cards"]
    ids = book.action_guard_ids
    for b in s["bases"]:
        for ch in b["chars"]:
            mods = ch["mods"]
            if mods:
                c = ch["ctrl"]
                for m in mods:
                    if m["ctrl"] != c:
                        break
                else:
                    continue
                if guard_at(b, cards, ids):
                    found = _shed_here(s, book, b)
                    if found is not None:
                        return found
                break  # this base is done
    return None


def _shed_here(s: dict[str, Any], book: Any, b: dict[str, Any]
               ) -> tuple[dict[str, Any], dict[str, Any], str] | None:
    for ch in b["chars"]:
        for m in ch["mods"]:
            if m["ctrl"] != ch["ctrl"]:
                why = guard_source(s, book, b, ch, True, "affect", None)
                if why is not None:
                    return m, ch, why[0]
                break  # the same protection covers all its modifiers: its other ones stay too
    return None


LATE["shed_foreign_modifiers"] = shed_foreign_modifiers
