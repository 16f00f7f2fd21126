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

State = dict[str, Any]


def char_cancelled(s: State, book: Book, ch: dict[str, Any]) -> bool:
    """Whether a character's own abilities are cancelled (Webbed Up on it)."""
    for m in ch["mods"]:
        d = book.defs[s["cards"][m["uid"]][0]]
        for st in d.statics:
            if st["stat"] == "cancel" and st.get("to") == "host":
                return True
    return False


def base_cancelled(s: State, book: Book, b: dict[str, Any]) -> bool:
    """Whether a base's printed ability is cancelled (Witness Our Superiority)."""
    for m in b["mods"]:
        d = book.defs[s["cards"][m["uid"]][0]]
        for st in d.statics:
            if st["stat"] == "cancel" and st.get("to") == "base":
                return True
    return False


def breakpoints(s: State, book: Book) -> dict[str, int]:
    """Current breakpoint of every active base."""
    out: dict[str, int] = {}
    for b in s["bases"]:
        bd = book.defs[b["id"]]
        bp = bd.breakpoint
        if not base_cancelled(s, book, b):
            for st in bd.statics:
                if st["stat"] == "breakpoint":
                    n = st["n"]
                    bp += -len(b["mods"]) if n == "per_bmod" else n
        for ch in b["chars"]:
            d = book.defs[s["cards"][ch["uid"]][0]]
            if d.statics and not char_cancelled(s, book, ch):
                for st in d.statics:
                    if st["stat"] == "breakpoint":
                        bp += st["n"]
        for m in b["mods"]:
            d = book.defs[s["cards"][m["uid"]][0]]
            for st in d.statics:
                if st["stat"] == "breakpoint":
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


def powers(s: State, book: Book, bps: dict[str, int] | None = None) -> dict[str, int]:
    """Current power of every character in play (clamped at zero)."""
    if bps is None:
        bps = breakpoints(s, book)
    cards = s["cards"]
    defs = book.defs
    out: dict[str, int] = {}
    for b in s["bases"]:
        auras: list[tuple[str, int, int, str]] = []  # (to, controller, amount, source)
        for m in b["mods"]:
            d = defs[cards[m["uid"]][0]]
            for st in d.statics:
                if st["stat"] == "power" and _static_cond(s, book, st.get("cond"), m["ctrl"], b, bps, None, m["uid"]):
                    auras.append((st["to"], m["ctrl"], _amount(s, book, st["n"], m["ctrl"], b, m["uid"]), ""))
        for ch in b["chars"]:
            d = defs[cards[ch["uid"]][0]]
            if d.statics and not char_cancelled(s, book, ch):
                for st in d.statics:  # a character's aura over its other characters here
                    if st["stat"] == "power" and st["to"] in ("yours_here", "others_here") and _static_cond(
                            s, book, st.get("cond"), ch["ctrl"], b, bps, None, ch["uid"]):
                        auras.append((st["to"], ch["ctrl"], _amount(s, book, st["n"], ch["ctrl"], b, ch["uid"]),
                                      ch["uid"]))
            for m in ch["mods"]:
                d = defs[cards[m["uid"]][0]]
                for st in d.statics:
                    if st["stat"] == "power" and st["to"] in ("yours_here", "others_here") and _static_cond(
                            s, book, st.get("cond"), m["ctrl"], b, bps, ch, m["uid"]):
                        auras.append((st["to"], m["ctrl"], _amount(s, book, st["n"], m["ctrl"], b, m["uid"]), ""))
        for ch in b["chars"]:
            uid = ch["uid"]
            d = defs[cards[uid][0]]
            p = d.power
            ctrl = ch["ctrl"]
            if d.statics and not char_cancelled(s, book, ch):
                for st in d.statics:
                    if st["stat"] == "power" and st["to"] == "self" and _static_cond(
                            s, book, st.get("cond"), ctrl, b, bps, None, uid):
                        p += _amount(s, book, st["n"], ctrl, b, uid)
            for m in ch["mods"]:
                md = defs[cards[m["uid"]][0]]
                for st in md.statics:
                    if st["stat"] == "power" and st["to"] == "host" and _static_cond(
                            s, book, st.get("cond"), m["ctrl"], b, bps, ch, m["uid"]):
                        p += _amount(s, book, st["n"], ctrl, b, uid)
            for to, who, n, src in auras:
                if src == uid:
                    continue
                if (to == "yours_here" and who == ctrl) or (to == "others_here" and who != ctrl):
                    p += n
            out[uid] = p
    for fx in s["fx"]:
        if fx["k"] == "pow" and fx["t"] in out:
            out[fx["t"]] += fx["n"]
    for k, v in out.items():
        if v < 0:
            out[k] = 0
    return out


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
    for b in s["bases"]:
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


def protected(s: State, book: Book, uid: str, actor: int, source_is_action: bool, against: str,
              pw: dict[str, int] | None = None) -> bool:
    """Whether a character in play is out of reach of `actor` ("can't" beats "can").

    `against` is "destroy" or "affect". Protections only ever guard against
    other players (Spider-Man 2099, Ball and Chain, Indestructible Form against
    destruction; Cap's Shield and Avengers Tower against other players' actions).
    """
    from .table import locate
    if not any_protection(s, book):
        return False
    kind, b, ch, _m = locate(s, uid)
    if kind != "char" or ch is None or ch["ctrl"] == actor:
        return False
    ctrl = ch["ctrl"]
    sources: list[tuple[dict[str, Any], str]] = []  # (static, its target kind)
    d = book.defs[s["cards"][uid][0]]
    if not char_cancelled(s, book, ch):
        sources += [(st, "self") for st in d.statics if st["stat"] == "protect"]
    for m in ch["mods"]:
        sources += [(st, "host") for st in book.defs[s["cards"][m["uid"]][0]].statics if st["stat"] == "protect"]
    for c2 in b["chars"]:
        for m in c2["mods"]:
            if m["ctrl"] == ctrl:
                sources += [(st, "yours") for st in book.defs[s["cards"][m["uid"]][0]].statics
                            if st["stat"] == "protect" and st["to"] == "yours_here"]
    for m in b["mods"]:
        if m["ctrl"] == ctrl:
            sources += [(st, "yours") for st in book.defs[s["cards"][m["uid"]][0]].statics
                        if st["stat"] == "protect" and st["to"] == "yours_here"]
    bd = book.defs[b["id"]]
    if not base_cancelled(s, book, b):
        sources += [(st, "yours") for st in bd.statics if st["stat"] == "protect"]
    for st, rel in sources:
        to = st["to"]
        if (to == "self" and rel != "self") or (to == "host" and rel != "host"):
            continue
        if st.get("pmin") is not None:
            if pw is None:
                pw = powers(s, book)
            if pw.get(uid, 0) < st["pmin"]:
                continue
        frm = st["from"]
        if frm == "destroy" and against == "destroy":
            return True
        if frm == "actions" and source_is_action:
            return True
    return False
