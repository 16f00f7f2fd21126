"""What a seat sees: everything on the table (the game is cooperative, nothing is in a hand), but
never the order of the event and side mission decks."""

from __future__ import annotations

from typing import Any

from . import board, nemesis as nem_mod
from .engine import G
from .dice import count, face_name
from .missions import progress_of, slot_mission, value
from .nemesis_phase import threat_sources
from .standees import health
from .table import SLOTS

HIDDEN = ("rng", "stack", "ctx", "events", "side_deck", "pending", "result")


def table_view(rules: Any, s: dict[str, Any], seat: int | None) -> dict[str, Any]:
    book = rules.book
    g = G(s, [], book, rules)
    heroes = []
    for i, h in enumerate(s["heroes"]):
        hero = book.heroes[h["hero"]]
        heroes.append({
            "i": i, "id": h["hero"], "name": hero.name, "seat": h["seat"], "sheet": h["sheet"],
            "aspect": h["aspect"], "shattered": h["shattered"], "space": h["space"], "damage": h["dmg"],
            "health": hero.health, "attack": hero.attack, "defiance": hero.defiance, "tactic": hero.tactic,
            "empowered": h["emp"], "standard": h["std"], "boosted": h["boost"], "used": dict(h["used"]),
            "supports": [{"id": c["id"], "name": book.supports[c["id"]].name, "ready": c["ready"],
                          "progress": c["prog"], "charge": book.supports[c["id"]].charge} for c in h["supports"]],
            "own_support": {"id": hero.support, "name": book.supports[hero.support].name, "state": h["own"]},
            "mission": {"id": hero.mission, "name": book.missions[hero.mission].name, "state": h["mission"]},
            "team_up": {"id": book.sheets[h["sheet"]].team_up,
                        "name": book.team_ups[book.sheets[h["sheet"]].team_up].name,
                        "cost": book.team_ups[book.sheets[h["sheet"]].team_up].cost, "ready": h["tu"]},
            "defeated": h["down"], "eliminated": h["out"], "first": i == s["first"], "turn": i == s["turn"]})
    missions = {}
    for slot in ("nemesis",) + SLOTS + ("hero",):
        mid = slot_mission(s, slot) if s["nm_deck"] or slot != "nemesis" else None
        if mid:
            m = book.missions[mid]
            missions[slot] = {"id": mid, "name": m.name, "text": m.text, "progress": progress_of(s, slot),
                              "needs": value(g, mid), "threat": m.threat, "ongoing": m.ongoing_text,
                              "space": getattr(m, "space", None)}
    nem = s["nem"]
    out = {
        "round": s["round"], "phase": s["phase"], "step": s["step"], "difficulty": s["opt"]["difficulty"],
        "heroes_count": s["opt"]["n"], "threat": s["threat"], "threat_limit": book.threat_loss,
        "threat_target": missions.get("nemesis", {}).get("threat"),
        "threat_next": sum(n for _, n in threat_sources(g)) if s["nem"] else 0,
        "team_up": s["team_up"], "team_up_max": book.team_up_max, "first": s["first"], "turn": s["turn"],
        "bifrost": s["bifrost"], "iliad": s["iliad"],
        "bases": [{"id": b, "name": book.base_name(b), "space": board.base_space(book, s, b),
                   "overrun": b in s["overrun"], "slot_used": b in s["base_used"], "text": book.bases[b].text}
                  for b in board.all_bases(s)],
        "heroes": heroes,
        "enemies": [{"u": e["u"], "card": e["card"], "name": book.enemies[e["card"]].name, "rank": e["rank"],
                     "space": e["space"], "damage": e["dmg"], "health": health(g, e), "primed": e["primed"],
                     "power": book.enemies[e["card"]].power} for e in s["enemies"]],
        "nemesis": {"id": nem.get("id"), "name": book.nemeses[nem["id"]].name if nem else "", "space": nem.get("space"),
                    "damage": nem.get("dmg", 0), "health": nem_mod.health(g) if nem else 0,
                    "power": nem_mod.power(g) if nem else 0, "stunned": nem.get("stun", False),
                    "primed": nem.get("primed", False), "showdown": nem.get("show", False),
                    "suppression": nem.get("supp", 0)},
        "missions": missions, "nemesis_deck": list(s["nm_deck"]), "completed": [list(x) for x in s["done"]],
        "side_deck_count": len(s["side_deck"]), "events_left": len(s["events"]),
        "event": s["event"], "events_done": list(s["event_out"]), "dice": s["dice"], "deadline": s["deadline"],
        "lost": s.get("lost"),
    }
    out["test"] = _current_test(g)
    # The table as data for computer players' reckoning: the state without the generator, the
    # engine's working data and the order of the decks.
    out["table"] = {k: v for k, v in s.items() if k not in HIDDEN}
    if seat is None:
        out["event_deck"] = list(s["events"])
        out["side_deck"] = list(s["side_deck"])
    return out


def _current_test(g: G) -> dict[str, Any] | None:
    """The roll being resolved (its dice after any reroll), while its hero may still improve it."""
    for t in reversed(g.s["stack"]):
        if t.get("op") == "test" and t.get("faces") is not None:
            succ, wild = count(g, t["faces"], t["attr"])
            return {"hero": t["h"], "attr": t["attr"], "kind": t["kind"], "ref": t["ref"],
                    "faces": [face_name(g.book.faces[f]) for f in t["faces"]], "bonus": t["bonus"],
                    "auto": t["auto"], "successes": succ + t["bonus"], "wilds": wild}
    return None


def map_layout(book: Any) -> dict[str, Any]:
    """The world map as plain data for the view: each space (where it is drawn, its name, region,
    kind, number and base), each link (lettered lines too) and each region (name and colour)."""
    g = book.graph
    spaces = [{"sid": sid, "name": n.get("name", sid), "x": float(n.get("x", 0)), "y": float(n.get("y", 0)),
               "region": n.get("region") or "", "kind": n.get("kind", ""), "number": n.get("number"),
               "base": n.get("base") or None} for sid, n in g.nodes.items()]
    links = []
    for a, near in g.adj.items():
        for b in near:
            if a < b:
                links.append({"a": a, "b": b, "label": g.labels.get(frozenset((a, b)), "")})
    bm = book.content.maps.get("world") if book.content.maps else None
    regions = [{"rid": str(o.props.get("rid")), "name": o.name, "colour": _colour(o.props.get("colour"))}
               for o in (bm.objects("regions") if bm is not None else [])]
    return {"spaces": spaces, "links": links, "regions": regions}


def _colour(text: Any) -> tuple[int, int, int]:
    """A Tiled colour ("#rrggbb") as a tuple (grey when it is not one)."""
    s = str(text or "").lstrip("#")
    try:
        return int(s[0:2], 16), int(s[2:4], 16), int(s[4:6], 16)
    except ValueError:
        return 128, 128, 128
