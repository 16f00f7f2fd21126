"""What one seat may see: `table_view` (see README.md for the layout).

Hidden: other players' hands, every deck's order, other players' face-down resources, the Behind
the Camera pile (even from its owner), a hand set aside by Eternal Night. Public: characters in
play (a face-down character keeps its name), face-up resources, KO piles, the level set aside and
its XP, the Ultron Facility, counts of everything hidden, and ``record``: the public bookkeeping
the search rebuilds a state from (redeal.py).
"""

from __future__ import annotations

from typing import Any

from .redeal import public_record
from .stats import flies, ranged, stats


def table_view(rules: Any, s: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """The game part of `visible_state` for `seat` (None: everything, for an open table)."""
    book = rules.book
    cards = s["cards"]
    players = []
    for i, p in enumerate(s["players"]):
        own = seat is None or seat == i
        aside = p["aside"]
        xp_need = None
        mains = [u for u, c in s["ch"].items() if c["main"] and c["ctrl"] == i]
        for u in mains:
            lu = book.defs[cards[u][0]].level_up
            xp_need = lu["xp"] if lu else None
        players.append({
            "name": rules.seat_name(s, i), "team": s["team"][i], "side": s["side"][i], "mc": p["mc"],
            "deck_id": p["deck_id"], "out": p["out"],
            "hand_count": len(p["hand"]), "hand": [[u, cards[u][0]] for u in p["hand"]] if own else None,
            "deck_count": len(p["deck"]), "ko": [[u, cards[u][0]] for u in p["ko"]],
            "res": [{"uid": u, "id": cards[u][0] if up or own else None, "up": up} for u, up in p["res"]],
            "gone": [[u, cards[u][0]] for u in p["gone"]],
            "facility": [[u, cards[u][0]] for u in p["facility"]],
            "btc_count": len(p["btc"]), "night_count": len(p["night"]),
            "aside": [aside, cards[aside][0]] if aside else None, "xp": p["xp"], "xp_need": xp_need,
            "rp": s["turn"]["rp"].get(str(i), 0), "mulliganed": p["mull"],
        })
    chars = []
    for u, c in s["ch"].items():
        a, f = stats(book, s, u)
        d = book.defs[cards[u][0]]
        chars.append({"uid": u, "id": cards[u][0], "owner": cards[u][1], "ctrl": c["ctrl"], "side": s["side"][c["ctrl"]],
                      "row": c["row"], "face": c["face"], "ready": c["ready"], "wounds": c["w"], "health": d.health,
                      "counters": c["c"], "atk": a, "def": f, "flight": flies(book, s, u), "ranged": ranged(book, s, u),
                      "main": c["main"], "eq": [c["eq"], cards[c["eq"]][0]] if c["eq"] else None,
                      "named": c.get("named"), "pinned": any(x.get("t") == u for x in s["fx"] if x.get("k") == "pin")})
    cb = s["combat"]
    combat = None
    if cb is not None:
        combat = {"att": list(cb["att"]), "def": cb["def"], "aseat": cb["aseat"], "dseat": cb["dseat"],
                  "ranged": cb["ranged"], "first": cb["first"], "was": list(cb["was"]), "over": cb["over"],
                  "cancelled": cb["cancelled"], "plays": [dict(x) for x in cb.get("plays", [])]}
        ex = next((t for t in reversed(s["stack"]) if t["op"] == "exchange"), None)
        if ex is not None:
            combat["to_act"] = ex["seat"]
            combat["passes"] = ex["passes"]
    t = s["turn"]
    return {"format": s["opts"]["format"], "privacy": s["opts"]["privacy"],
            "turn": {"seat": t["seat"], "seats": list(t["seats"]), "n": t["n"], "phase": t["phase"], "step": t["step"],
                     "attacks": t["attacks"]},
            "players": players, "chars": chars, "combat": combat,
            "limbo": [[u, cards[u][0]] for u in s["limbo"]],
            "stalemate_turns": s["quiet"], "record": public_record(s)}
