"""What must always hold in a D.A.G.G.E.R. state (checked after every step of a playout)."""

from __future__ import annotations

from typing import Any

from . import board
from .table import SLOTS


def broken(rules: Any, s: dict[str, Any]) -> list[str]:
    book = rules.book
    out: list[str] = []
    if s["phase"] == "setup":
        return out
    if s["threat"] < 0:
        out.append(f"threat {s['threat']} is below 0")
    if s["result"] is None and s["threat"] >= book.threat_loss:
        out.append("threat reached its end but the game goes on")
    if not 0 <= s["team_up"] <= book.team_up_max:
        out.append(f"team-up {s['team_up']} is off its track")
    sheets = [h["sheet"] for h in s["heroes"]]
    if len(set(sheets)) != len(sheets):
        out.append("two heroes share a sheet")
    aspects = [h["aspect"] for h in s["heroes"]]
    if len(set(aspects)) != len(aspects):
        out.append("two heroes share an aspect")
    for i, h in enumerate(s["heroes"]):
        hero = book.heroes[h["hero"]]
        if hero.sheet != h["sheet"]:
            out.append(f"hero {i} is not of its sheet")
        if not 0 <= h["dmg"] <= hero.health:
            out.append(f"{hero.name} has {h['dmg']} damage of {hero.health}")
        if h["dmg"] == hero.health and not h["down"] and not h["out"]:
            out.append(f"{hero.name} has lethal damage but stands")
        if h["std"] < 0 or h["boost"] not in (0, 1) or h["std"] > h["std_max"]:
            out.append(f"{hero.name} holds impossible aspect tokens")
        if (h["down"] or h["out"]) and h["space"] is not None and s["phase"] != "setup":
            out.append(f"{hero.name} is defeated but on the board")
        if not h["down"] and not h["out"] and s["round"] and h["space"] not in book.graph.nodes:
            out.append(f"{hero.name} stands nowhere")
        for act in ("move", "fight", "defy", "rest"):
            if h["used"].get(act, 0) > 2:
                out.append(f"{hero.name} used {act} more than twice")
        for sc in h["supports"]:
            if sc["ready"] and sc["prog"]:
                out.append(f"ready {sc['id']} still has progress")
    counts: dict[str, int] = {}
    for e in s["enemies"]:
        counts[str(e["rank"])] = counts.get(str(e["rank"]), 0) + 1
        if e["space"] not in book.graph.nodes:
            out.append(f"enemy {e['u']} stands nowhere")
        if e["dmg"] >= book.enemies[e["card"]].health * (s["opt"]["n_pp"] if book.enemies[e["card"]].per_player else 1):
            out.append(f"enemy {e['u']} should be defeated")
    for rank, n in counts.items():
        if rank != "elite" and n > book.standees.get(rank, 0):
            out.append(f"{n} rank {rank} standees are out, more than the box holds")
    nem = s["nem"]
    if nem and nem["space"] not in book.graph.nodes:
        out.append("the nemesis stands nowhere")
    if nem and not 0 <= nem["supp"] <= 3:
        out.append("more suppression tokens than the box holds")
    if len(s["overrun"]) != len(set(s["overrun"])) or not set(s["overrun"]) <= set(board.all_bases(s)):
        out.append("overrun tokens are wrong")
    if s["result"] is None and s["overrun"] and len(s["overrun"]) >= len(board.all_bases(s)):
        out.append("every base is overrun but the game goes on")
    for k in SLOTS:
        m = s["side"][k]
        if m and book.mission_kind.get(m["id"]) != "side":
            out.append(f"the {k} slot holds a mission that is not a side mission")
    if s["hm"] and book.mission_kind.get(s["hm"]["id"]) != "hero":
        out.append("the hero slot holds a mission that is not a hero mission")
    if nem and nem.get("show") and s["nm_deck"]:
        out.append("the showdown began before the nemesis deck was done")
    if len(s["events"]) + len(s["event_out"]) + (1 if s["event"] else 0) not in (0, 12):
        out.append("the event deck does not hold twelve cards")
    return out
