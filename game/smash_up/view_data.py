"""What one seat may see of a Smash Up game (the `view` of the rules contract).

Everything in play and every discard pile is public; hands are shown only to
their owner (others get a count); no deck order is ever shown (counts only;
seat None, the all-seeing view for tests and replays, gets everything).
"""

from __future__ import annotations

from typing import Any

from .power import breakpoints, powers, totals
from .table import seat_name


def _card(rules, s, uid: str) -> dict[str, Any]:
    did, own = s["cards"][uid]
    return {"uid": uid, "id": did, "owner": own}


def _scored(s: dict[str, Any], buid: str, ls: dict[str, Any]) -> list[int | None] | None:
    """The VP each seat got from a base that has scored and waits for its after-scoring abilities
    (None for a seat that took no part there); None while the base has not scored."""
    if s["scoring"] != buid or ls.get("base") != buid or "vp" not in ls:
        return None
    return [ls["vp"].get(str(p)) for p in range(s["seats"])]


def table_view(rules, s: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """The view dict: bases, players, turn, scoring, lasting effects, allowances."""
    book = rules.book
    bps = breakpoints(s, book)
    pw = powers(s, book, bps)
    ls = s.get("last_score") or {}
    bases = []
    for b in s["bases"]:
        bd = book.defs[b["id"]]
        chars = []
        for ch in b["chars"]:
            c = _card(rules, s, ch["uid"])
            c.update(ctrl=ch["ctrl"], power=pw[ch["uid"]], printed=book.defs[c["id"]].power,
                     mods=[dict(_card(rules, s, m["uid"]), ctrl=m["ctrl"]) for m in ch["mods"]],
                     talent_used=ch["uid"] in s["turn"]["talents"])
            chars.append(c)
        bases.append({"uid": b["uid"], "id": b["id"], "name": bd.name, "breakpoint": bps[b["uid"]],
                      "printed_breakpoint": bd.breakpoint, "vp": list(bd.vp), "chars": chars,
                      "mods": [dict(_card(rules, s, m["uid"]), ctrl=m["ctrl"]) for m in b["mods"]],
                      "totals": totals(s, b, pw), "total": sum(pw[ch["uid"]] for ch in b["chars"]),
                      "scoring": s["scoring"] == b["uid"], "scored": _scored(s, b["uid"], ls)})
    players = []
    for i, p in enumerate(s["players"]):
        seen = {"name": seat_name(s, i), "vp": p["vp"], "factions": list(p["factions"]),
                "hand_count": len(p["hand"]), "deck_count": len(p["deck"]),
                "discard": [_card(rules, s, u) for u in p["discard"]]}
        if seat is None or seat == i:
            seen["hand"] = [_card(rules, s, u) for u in p["hand"]]
        if seat is None:
            seen["deck"] = [_card(rules, s, u) for u in p["deck"]]
        players.append(seen)
    t = s["turn"]
    out = {"bases": bases, "players": players, "base_deck_count": len(s["base_deck"]),
           "base_discard": list(s["base_discard"]), "limbo": [_card(rules, s, u) for u in s["limbo"]],
           "turn": {"seat": t["seat"], "number": t["n"], "phase": t["phase"], "characters_left": t["chars"],
                    "actions_left": t["acts"], "extras": [dict(al) for al in t["extras"]]},
           "scoring": s["scoring"], "effects": [dict(fx) for fx in s["fx"]],
           "response_privacy": s["opts"]["privacy"]}
    return out
