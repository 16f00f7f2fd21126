"""Power and breakpoints, computed fresh from printed values and every effect.

Rulebook "Void Where Prohibited": a character's power and a base's breakpoint
are never below zero; all changes are added first, then clamped (spec A2).
Continuous Ongoing effects (statics) apply to whatever matches right now;
lasting effects (``state["fx"]``) were locked onto their targets when they
resolved (rulebook: Work Together, Captain America, Widow's Bite clarifications).
"""

from __future__ import annotations

from typing import Any

from .book import Book
from .table import locate

State = dict[str, Any]


def char_cancelled(s: State, book: Book, ch: dict[str, Any]) -> bool:
    """Whether a character's own abilities are cancelled (Webbed Up on it)."""
    defs = book.defs
    cards = s["cards"]
    for m in ch["mods"]:
        if defs[cards[m["uid"]][0]].cancels_host:
            return True
    return False


def base_cancelled(s: State, book: Book, b: dict[str, Any]) -> bool:
    """Whether a base's printed ability is cancelled (Witness Our Superiority)."""
    defs = book.defs
    cards = s["cards"]
    for m in b["mods"]:
        if defs[cards[m["uid"]][0]].cancels_base:
            return True
    return False


def breakpoints(s: State, book: Book, only: dict[str, Any] | None = None) -> dict[str, int]:
    """Current breakpoint of every active base (with `only`, of that base alone)."""
    out: dict[str, int] = {}
    defs = book.defs
    cards = s["cards"]
    for b in (s["bases"] if only is None else (only,)):
        bd = defs[b["id"]]
        bp = bd.breakpoint
        mods = b["mods"]
        if bd.bp_statics and not base_cancelled(s, book, b):
            for st in bd.bp_statics:
                n = st["n"]
                bp += -len(mods) if n == "per_bmod" else n
        for ch in b["chars"]:
            d = defs[cards[ch["uid"]][0]]
            if d.bp_statics and not char_cancelled(s, book, ch):
                for st in d.bp_statics:
                    bp += st["n"]
        for m in mods:
            for st in defs[cards[m["uid"]][0]].bp_statics:
                bp += st["n"]
        out[b["uid"]] = bp
    for fx in s["fx"]:
        if fx["k"] == "bp" and fx["b"] in out:
            out[fx["b"]] += fx["n"]
    for k in out:
        if out[k] < 0:
            out[k] = 0
    return out


def _static_cond(s: State, book: Book, cond: str | None, you: int, b: dict[str, Any], bps: dict[str, int],
                 host: dict[str, Any] | None, self_uid: str) -> bool:
    if cond is None:
        return True
    if cond in ("bp_le_19", "bp_here_le_19"):
        return bps[b["uid"]] <= 19
    if cond == "played_two_actions":
        return s["turn"]["acts_played"][you] >= 2
    if cond == "other_ally_here":
        return any(c["ctrl"] == you and c["uid"] != self_uid for c in b["chars"])
    if cond == "ally_destroyed_here":
        return [you, b["uid"]] in s["turn"]["destroyed"]
    if cond.startswith("host_is:"):
        return host is not None and s["cards"][host["uid"]][0] == cond[8:]
    if cond.startswith("host_not:"):
        return host is not None and s["cards"][host["uid"]][0] != cond[9:]
    raise ValueError(f"condition {cond!r} cannot be used in a static ability")


def _amount(s: State, book: Book, n: Any, you: int, b: dict[str, Any], self_uid: str) -> int:
    if isinstance(n, int):
        return n
    if n == "vp_div_4":
        return s["players"][you]["vp"] // 4
    if n == "allies_here_printed_le_2":
        return sum(1 for c in b["chars"] if c["ctrl"] == you and c["uid"] != self_uid
                   and book.defs[s["cards"][c["uid"]][0]].power <= 2)
    if n == "allies_here":
        return sum(1 for c in b["chars"] if c["ctrl"] == you and c["uid"] != self_uid)
    raise ValueError(f"amount {n!r} cannot be used in a static ability")


def powers(s: State, book: Book, bps: dict[str, int] | None = None, *, guard: bool = False,
           only: dict[str, Any] | None = None) -> dict[str, int]:
    """Current power of every character in play (clamped at zero).

    A character's power has two parts: its own (printed value, its abilities,
    its controller's cards, other players' *characters*) and what other
    players' *actions* give it (their modifiers on it or at its base, lasting
    effects their actions left on it). A character protected from other
    players' actions ignores the second part ("can't" beats "can": the Bases
    FAQ on Avengers Tower). A power threshold on that protection (the Tower's
    5) is judged on the own part alone, which `guard=True` returns: another
    player's -1 can't switch the protection off, nor their +3 switch it on.

    With `only` (a base), of the characters there alone: nothing at one base changes a
    character's power at another (a protection's threshold is judged this way).

    Worked out at every score check, destroy and protection threshold: each definition's
    statics come sorted by whom they reach (book.Def.own_powers, host_powers, aura_powers), and
    a character with no statics, no modifiers and no aura at its base is its printed power.
    """
    if bps is None:
        bps = breakpoints(s, book, only)
    cards = s["cards"]
    defs = book.defs
    out: dict[str, int] = {}
    fxs = s["fx"]
    at: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}  # uid -> (base, character record), when needed
    foreign: dict[str, int] = {}  # uid -> what other players' actions add to it
    for b in (s["bases"] if only is None else (only,)):
        chars = b["chars"]
        if not chars:
            continue
        auras: list[tuple[str, int, int, str, bool]] = []  # (to, controller, amount, source, from an action)
        for m in b["mods"]:
            for to, cond, n in defs[cards[m["uid"]][0]].aura_powers:
                if cond is None or _static_cond(s, book, cond, m["ctrl"], b, bps, None, m["uid"]):
                    auras.append((to, m["ctrl"], _amount(s, book, n, m["ctrl"], b, m["uid"]), "", True))
        for ch in chars:
            d = defs[cards[ch["uid"]][0]]
            if d.aura_powers and not char_cancelled(s, book, ch):
                for to, cond, n in d.aura_powers:  # a character's aura over its other characters here
                    if cond is None or _static_cond(s, book, cond, ch["ctrl"], b, bps, None, ch["uid"]):
                        auras.append((to, ch["ctrl"], _amount(s, book, n, ch["ctrl"], b, ch["uid"]), ch["uid"], False))
            for m in ch["mods"]:
                for to, cond, n in defs[cards[m["uid"]][0]].aura_powers:
                    if cond is None or _static_cond(s, book, cond, m["ctrl"], b, bps, ch, m["uid"]):
                        auras.append((to, m["ctrl"], _amount(s, book, n, m["ctrl"], b, m["uid"]), "", True))
        for ch in chars:
            uid = ch["uid"]
            d = defs[cards[uid][0]]
            p = d.power
            mods = ch["mods"]
            own = d.own_powers
            if not (own or mods or auras):  # nothing but its printed power
                out[uid] = p
                if fxs:
                    at[uid] = (b, ch)
                continue
            f = 0
            ctrl = ch["ctrl"]
            if own:
                own_cancel = other_cancel = False
                for m in mods:
                    if defs[cards[m["uid"]][0]].cancels_host:
                        if m["ctrl"] == ctrl:
                            own_cancel = True
                        else:
                            other_cancel = True
                if not own_cancel:
                    gain = 0
                    for cond, n in own:
                        if cond is None or _static_cond(s, book, cond, ctrl, b, bps, None, uid):
                            gain += _amount(s, book, n, ctrl, b, uid)
                    p += gain
                    if other_cancel:  # another player's action takes these away
                        f -= gain
            for m in mods:
                for cond, n in defs[cards[m["uid"]][0]].host_powers:
                    if cond is None or _static_cond(s, book, cond, m["ctrl"], b, bps, ch, m["uid"]):
                        if m["ctrl"] == ctrl:
                            p += _amount(s, book, n, ctrl, b, uid)
                        else:
                            f += _amount(s, book, n, ctrl, b, uid)
            for to, who, n, src, act in auras:
                if src == uid:
                    continue
                if to == "yours_here" and who == ctrl:
                    p += n
                elif to == "others_here" and who != ctrl:
                    if act:
                        f += n
                    else:
                        p += n
            out[uid] = p
            if f:
                foreign[uid] = f
                at[uid] = (b, ch)
            elif fxs:
                at[uid] = (b, ch)
    for fx in fxs:
        if fx["k"] == "pow" and fx["t"] in out:
            t = fx["t"]
            if fx.get("act") and fx.get("by") != at[t][1]["ctrl"]:
                foreign[t] = foreign.get(t, 0) + fx["n"]
            else:
                out[t] += fx["n"]
    if foreign and not guard:
        guarded = any_protection(s, book)
        for uid, f in foreign.items():
            if guarded:
                b, ch = at[uid]
                if guard_source(s, book, b, ch, True, "affect", max(out[uid], 0)) is not None:
                    continue  # other players' actions can't affect it
            out[uid] += f
    for k, v in out.items():
        if v < 0:
            out[k] = 0
    return out


def ceiling(s: State, book: Book, b: dict[str, Any]) -> int:
    """At least the total power the characters at base `b` have (`powers`' sum there): every
    positive static that reaches them counted whatever its condition, cancel or protection, and
    every positive lasting effect on them.

    Most score checks find no base near its breakpoint, and this bound says so without
    working out the powers (`scoring.ready_bases`)."""
    chars = b["chars"]
    if not chars:
        return 0
    cards = s["cards"]
    defs = book.defs
    # one pass over the cards here with each definition's fixed most (book.Def.most_*); the few
    # amounts that depend on the table (`most_var`) are added by `_most`
    aura = 0  # what an aura adds reaches each character here at most once
    for m in b["mods"]:
        d = defs[cards[m["uid"]][0]]
        aura += d.most_aura
        if d.most_var is not None:
            for n in d.most_var[2]:
                aura += _most(s, n, chars)
    tops: list[int] = []
    for ch in chars:
        d = defs[cards[ch["uid"]][0]]
        p = d.most_self
        aura += d.most_aura
        if d.most_var is not None:
            own, _host, auras = d.most_var
            for n in own:
                p += _most(s, n, chars)
            for n in auras:
                aura += _most(s, n, chars)
        for m in ch["mods"]:
            dm = defs[cards[m["uid"]][0]]
            p += dm.most_host
            aura += dm.most_aura
            if dm.most_var is not None:
                _own, host, auras = dm.most_var
                for n in host:
                    p += _most(s, n, chars)
                for n in auras:
                    aura += _most(s, n, chars)
        tops.append(p)
    total = 0
    for p in tops:
        if p + aura > 0:
            total += p + aura
    fxs = s["fx"]
    if fxs:
        for fx in fxs:
            if fx["k"] == "pow" and fx["n"] > 0 and any(ch["uid"] == fx["t"] for ch in chars):
                total += fx["n"]
    return total


def _most(s: State, n: Any, chars: list[dict[str, Any]]) -> int:
    """The most a static's amount (`_amount`) can add at a base with `chars`: a negative number
    adds nothing (`ceiling` only counts what can raise a power)."""
    if type(n) is int:
        return n if n > 0 else 0
    if n in ("allies_here", "allies_here_printed_le_2"):
        return len(chars)
    if n == "vp_div_4":
        return max(p["vp"] for p in s["players"]) // 4
    raise ValueError(f"amount {n!r} cannot be used in a static ability")


def totals(s: State, b: dict[str, Any], pw: dict[str, int]) -> list[int]:
    """Each seat's total power at a base."""
    t = [0] * s["seats"]
    for ch in b["chars"]:
        t[ch["ctrl"]] += pw[ch["uid"]]
    return t


def any_protection(s: State, book: Book) -> bool:
    """Whether any card or base in play could protect anything (a fast exit for the common case)."""
    ids = book.protect_ids
    cards = s["cards"]
    return any(guard_at(b, cards, ids) for b in s["bases"])


def guard_at(b: dict[str, Any], cards: dict[str, Any], ids: set[str]) -> bool:
    """Whether the base `b` or anything on it is a card that can protect (ids: the book's protect_ids)."""
    if b["id"] in ids:
        return True
    for m in b["mods"]:
        if cards[m["uid"]][0] in ids:
            return True
    for ch in b["chars"]:
        if cards[ch["uid"]][0] in ids:
            return True
        for m in ch["mods"]:
            if cards[m["uid"]][0] in ids:
                return True
    return False


def protection(s: State, book: Book, uid: str, actor: int, source_is_action: bool, against: str,
               pw: dict[str, int] | None = None) -> tuple[str, dict[str, Any]] | None:
    """What keeps `actor` off a character in play: (uid of the card or base, its protect static), or None.

    `against` is "destroy" or "affect". Protections only ever guard against
    other players (Spider-Man 2099, Ball and Chain, Indestructible Form against
    destruction; Cap's Shield and Avengers Tower against other players' actions).
    `pw`, if given, is ``powers(..., guard=True)``: a power threshold is judged
    without what other players' actions add (see `powers`).
    """
    if not any_protection(s, book):
        return None
    kind, b, ch, _m = locate(s, uid)
    if kind != "char" or ch is None or (ch["ctrl"] == actor and all(m["ctrl"] == actor for m in ch["mods"])):
        return None  # (a player's own character: only another player's modifier on it can guard it)
    return guard_source(s, book, b, ch, source_is_action, against, pw.get(uid, 0) if pw is not None else None,
                        actor)


def protected(s: State, book: Book, uid: str, actor: int, source_is_action: bool, against: str,
              pw: dict[str, int] | None = None) -> bool:
    """Whether a character in play is out of reach of `actor` ("can't" beats "can"); see `protection`."""
    return protection(s, book, uid, actor, source_is_action, against, pw) is not None


def guard_source(s: State, book: Book, b: dict[str, Any], ch: dict[str, Any], source_is_action: bool,
                  against: str, own: int | None, actor: int | None = None) -> tuple[str, dict[str, Any]] | None:
    """The first protection covering character `ch` (at base `b`) against another player.

    `own` is its power without other players' actions (computed when needed
    and left None). `actor`, when known: a modifier on the character protects
    against players other than its own controller ("other players' cards" are
    read from the card's controller: Ball and Chain put on an enemy's character
    does not stop its own player).
    """
    cards = s["cards"]
    # every source below is at base `b`: where nothing there can protect (guard_at), as at most
    # bases while some other base holds a protection, there is none to put together
    if not guard_at(b, cards, book.protect_ids):
        return None
    uid = ch["uid"]
    ctrl = ch["ctrl"]
    mine = ctrl == actor  # the actor's own character: its own player's protections don't hold against him
    sources: list[tuple[dict[str, Any], str, str]] = []  # (static, its target kind, source uid)
    d = book.defs[cards[uid][0]]
    if not mine and not char_cancelled(s, book, ch):
        sources += [(st, "self", uid) for st in d.statics if st["stat"] == "protect"]
    for m in ch["mods"]:  # whoever controls it; its "your characters here" ones count just below
        if m["ctrl"] == actor:
            continue
        sources += [(st, "host", m["uid"]) for st in book.defs[cards[m["uid"]][0]].statics
                    if st["stat"] == "protect" and st["to"] == "host"]
    for c2 in (() if mine else b["chars"]):
        for m in c2["mods"]:
            if m["ctrl"] == ctrl:
                sources += [(st, "yours", m["uid"]) for st in book.defs[cards[m["uid"]][0]].statics
                            if st["stat"] == "protect" and st["to"] == "yours_here"]
    for m in (() if mine else b["mods"]):
        if m["ctrl"] == ctrl:
            sources += [(st, "yours", m["uid"]) for st in book.defs[cards[m["uid"]][0]].statics
                        if st["stat"] == "protect" and st["to"] == "yours_here"]
    bd = book.defs[b["id"]]
    if not mine and not base_cancelled(s, book, b):
        sources += [(st, "yours", b["uid"]) for st in bd.statics if st["stat"] == "protect"]
    for st, rel, src in sources:
        to = st["to"]
        if (to == "self" and rel != "self") or (to == "host" and rel != "host"):
            continue
        frm = st["from"]
        if not ((frm == "destroy" and against == "destroy") or (frm == "actions" and source_is_action)):
            continue
        if st.get("pmin") is not None:
            if own is None:
                own = powers(s, book, guard=True, only=b).get(uid, 0)
            if own < st["pmin"]:
                continue
        return src, st
    return None
