"""Stun, daze, wound, KO, recover and hide, and the checks that follow every step.

Stun: face down, exhausted, every counter off, equipment KO'd, one wound (a daze is the same
without the wound); a character stunned during a combat leaves it. KO: from play to its owner's KO
pile, unless a card sends it elsewhere instead (Mandarin out of the game, The Ten Rings back behind
the camera, an Ultron back to the Ultron Facility, a token back to the reserve). `settle` runs the
state-based checks: DEF 0 or less stuns, wounds equal to health KO (Star-Lord's Half Celestial
holds that off while his side has a face-up main character), and a lost main character ends a
player's game (ending.py).
"""

from __future__ import annotations

from typing import Any

from game.core import rng

from .engine import LATE, G, ctx, push_fx
from .stats import active, stats
from .table import face_up_main, owner
from .triggers import emit


def stun(g: G, uid: str, wound: bool = True) -> bool:
    """Stun (or with `wound` False, daze) a character in play; whether it was stunned."""
    s = g.s
    c = s["ch"].get(uid)
    if c is None or c["face"] == "stun":
        return False  # a stunned character can't be stunned again (engine decision)
    c["face"] = "stun"
    c["ready"] = False
    c["c"] = 0
    _drop_equipment(g, uid)
    cb = s["combat"]
    if wound and not _no_wound(g, uid):
        c["w"] += 1
    g.dirty = True
    if g.words:
        g.log("stun", f"{g.name(uid)} is {'stunned' if wound else 'dazed'}.", card=uid, wounds=c["w"])
    else:
        g.quiet("stun")
    if cb is not None:
        leave_combat(s, uid)
        if uid in cb["all_day"]:
            c["face"] = "up"
            c["ready"] = True
            g.log("recover", f"{g.name(uid)} gets right back up: it recovers and readies.", card=uid)
    emit(g, "stunned", uid=uid)
    _unpin_from(g, uid)
    return True


def _no_wound(g: G, uid: str) -> bool:
    s = g.s
    cb = s["combat"]
    if cb is not None and uid in cb["all_day"]:
        return True
    c = s["ch"][uid]
    if not c["main"]:
        return False
    names = g.d(uid).names
    for o, oc in s["ch"].items():
        if oc["ctrl"] == c["ctrl"] and oc["face"] == "up":
            st = g.d(o).statics.get("main_no_wound")
            if st and st["name"].lower() in names:
                return True
    return False


def wound(g: G, uid: str, n: int = 1) -> None:
    """Wounds without a stun (a KO follows from the checks when they reach its health)."""
    c = g.s["ch"].get(uid)
    if c is None:
        return
    c["w"] += n
    g.dirty = True
    g.log("wound", f"{g.name(uid)} is wounded.", card=uid, wounds=c["w"])


def recover(g: G, uid: str, ready: bool = False) -> None:
    """Turn a face-down character face up, keeping its wounds (and exhausted unless `ready`)."""
    c = g.s["ch"].get(uid)
    if c is None or c["face"] == "up":
        return
    c["face"] = "up"
    if ready:
        c["ready"] = True
    g.dirty = True


def hide(g: G, uid: str) -> None:
    """Face down but ready; counters and equipment gone; out of any combat."""
    s = g.s
    c = s["ch"].get(uid)
    if c is None or c["face"] != "up":
        return
    c["face"] = "hide"
    c["ready"] = True
    c["c"] = 0
    _drop_equipment(g, uid)
    if s["combat"] is not None:
        leave_combat(s, uid)
    g.dirty = True
    g.log("hide", f"{g.name(uid)} hides.", card=uid)


def leave_combat(s: dict[str, Any], uid: str) -> None:
    """A character stops taking part in the current combat (it keeps its 'was in it' mark)."""
    cb = s["combat"]
    if cb is None:
        return
    if uid in cb["att"]:
        cb["att"].remove(uid)
    if cb["def"] == uid:
        cb["def"] = None


def ko_prevented(g: G, uid: str) -> bool:
    """Star-Lord's Half Celestial: no KO while his side has a face-up main character."""
    if active(g.book, g.s, uid, "ko_prevented_while_main_face_up") is None:
        return False
    return face_up_main(g.s, g.s["ch"][uid]["ctrl"])


def ko(g: G, uid: str) -> bool:
    """KO a character in play (to its owner's KO pile, or where a card says instead); whether it left."""
    s = g.s
    if uid not in s["ch"] or ko_prevented(g, uid):
        return False
    name = g.name(uid) if g.words else ""
    where = leave_play(g, uid)
    if g.words:
        g.log("ko", f"{name} is KO'd" + ("" if where == "ko" else f" ({_WHERE[where]})") + ".", card=uid, to=where)
    else:
        g.quiet("ko")
    return True


_WHERE = {"gone": "removed from the game", "btc": "back behind the camera", "facility": "back to the Ultron Facility",
          "ko": "", "reserve": "set aside"}


def leave_play(g: G, uid: str) -> str:
    """Take a character out of play to where it goes when KO'd; returns that zone."""
    s = g.s
    c = s["ch"].pop(uid)
    d = g.d(uid)
    seat = owner(s, uid)
    p = s["players"][seat]
    _drop_equipment(g, uid, c)
    if s["combat"] is not None:
        leave_combat(s, uid)
        for w in s["combat"]["kod"]:
            if w[0] == uid:
                w[0] = None
                push_fx(g, w[2], ctx(w[1], None))
    s["turn"]["boost"].pop(uid, None)
    s["turn"]["grant"].pop(uid, None)
    s["fx"] = [f for f in s["fx"] if f.get("t") != uid and f.get("src") != uid]
    if c["main"] and p["facility_mc"]:
        where = "facility"
        p["facility"].append(uid)
    elif "hidden_identity" in d.statics:
        where = "gone"
        p["gone"].append(uid)
        _behind_the_camera(g, seat)
    elif "returns_to_behind_the_camera" in d.statics:
        where = "btc"
        p["btc"].append(uid)
    elif "token" in d.keywords:
        where = "reserve"
        p["gone"].append(uid)
    else:
        where = "ko"
        p["ko"].append(uid)
    if c["main"]:
        g.s["lost_main"].append(c["ctrl"])
    g.dirty = True
    return where


def _behind_the_camera(g: G, seat: int) -> None:
    """Mandarin's true identity: a random card of the face-down Behind the Camera pile to the hand."""
    s = g.s
    p = s["players"][seat]
    if not p["btc"]:
        return
    rng.shuffle(s, p["btc"], g.events, f"{g.who(seat)}'s Behind the Camera pile")
    uid = p["btc"].pop()
    p["hand"].append(uid)
    from game.core.cardzones import draw_event
    g.events.append(draw_event(seat, g.who(seat), [uid], g.name, kind="identity", verb="take"))


def _drop_equipment(g: G, uid: str, c: dict[str, Any] | None = None) -> None:
    c = c or g.s["ch"][uid]
    eq = c["eq"]
    if eq is not None:
        c["eq"] = None
        g.s["players"][owner(g.s, eq)]["ko"].append(eq)
        g.log("ko", f"{g.name(eq)} is KO'd with its holder.", card=eq)


def _unpin_from(g: G, uid: str) -> None:
    """Loki's kneeling ends when he is stunned."""
    s = g.s
    if any(f.get("src") == uid for f in s["fx"]):
        s["fx"] = [f for f in s["fx"] if f.get("src") != uid]


def settle(g: G) -> None:
    """State-based checks, repeated until nothing changes (see the module docstring)."""
    s = g.s
    g.dirty = False
    book = g.book
    defs = book.defs
    frail = book.frail
    for _ in range(50):
        changed = False
        cards = s["cards"]
        cb = s["combat"]
        chars = s["ch"]
        # whose DEF may be below printed + counters other than by equipment: a boost or a swap
        odd = s["turn"]["boost"]
        if cb is not None:
            odd = set(odd)
            odd.update(cb["boost"])
            odd.update(cb["swap"])
        # most often nobody is to be stunned or KO'd: one look at each, and the pass below only then
        # (a DEF can be 0 or less only with -1/-1 counters, equipment, a boost or swap, or on a
        # character printed with DEF 0, and most often there is no boost, swap or such card: the
        # pass below looks again at each, as it always did)
        if odd or frail:
            for uid, c in chars.items():
                if (c["eq"] is not None or c["c"] < 0 or uid in odd or cards[uid][0] in frail) \
                        and c["face"] == "up" and stats(book, s, uid)[1] <= 0:
                    break
                if c["w"] and c["w"] >= defs[cards[uid][0]].health and not ko_prevented(g, uid):
                    break
            else:
                chars = None
        else:
            for uid, c in chars.items():
                if (c["eq"] is not None or c["c"] < 0) and c["face"] == "up" and stats(book, s, uid)[1] <= 0:
                    break
                if c["w"] and c["w"] >= defs[cards[uid][0]].health and not ko_prevented(g, uid):
                    break
            else:
                chars = None
        if chars is not None:
            odd = set(odd)  # as the pass began, whatever the stuns and KOs change
            for uid, c in list(chars.items()):
                if changed:  # a stun or KO earlier in this pass may have taken it out of play
                    c = chars.get(uid)
                    if c is None:
                        continue
                d = defs[cards[uid][0]]
                if c["face"] == "up" and (d.df + c["c"] <= 0 or c["eq"] is not None or uid in odd) \
                        and stats(book, s, uid)[1] <= 0:
                    stun(g, uid)
                    changed = True
                    c = chars.get(uid)
                if c is not None and c["w"] and c["w"] >= d.health and not ko_prevented(g, uid):
                    ko(g, uid)
                    changed = True
        if s["lost_main"]:
            LATE["main_characters_lost"](g)
            if s["result"] is not None:
                return
            changed = True
        if not changed:
            break
    g.dirty = False


LATE["settle"] = settle
