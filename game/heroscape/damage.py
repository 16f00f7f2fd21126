"""Wounds and destruction (rulebook: Life; Destroying a Breakable Wall Section), with the
scenario rules that hang on them: the Hulk's immunity and the Sleeping Agent (Hulk
Mad!), dropped Devices (Clash on the Streets), amulets changing hands (A Very Mad
Genius). Also the small helpers every scenario rule reads: who holds a glyph.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.words import count

from .table import Table


def push(s: dict, frame: dict) -> None:
    """Schedule a step (a frame of the rules' stack) to run before the current one goes on."""
    s["stack"].append(frame)


def rule(t: Table, kind: str) -> Any:
    """The scenario's special rule of this kind, or None."""
    for r in t.scenario.special_rules:
        if r.rule == kind:
            return r
    return None


def holder(s: dict, glyph: str) -> str | None:
    """The figure carrying a glyph, or None."""
    g = s["glyphs"].get(glyph)
    return g.get("holder") if g else None


def standing_on(t: Table, glyph: str) -> str | None:
    """The figure standing on a glyph lying on the battlefield, or None."""
    g = t.s["glyphs"].get(glyph)
    if not g or not g.get("space"):
        return None
    return t.occupants().get(g["space"])


def defense_penalty(t: Table, fid: str) -> tuple[int, str]:
    """Escalating Battle: a side standing on the Mysterious Item rolls fewer defense dice."""
    r = rule(t, "defense_penalty")
    if r is None or not r.glyph:
        return 0, ""
    on = standing_on(t, r.glyph)
    if on is not None and t.side(on) == t.side(fid):
        return r.dice, f"{t.rules.glyph_name(t.s, r.glyph)} held by this side ({r.dice:+d})"
    return 0, ""


def immune(t: Table, fid: str, by: str | None) -> bool:
    """Hulk Mad!: the hunted figure takes wounds only from the Sleeping Agent's holder."""
    r = rule(t, "sleeping_agent")
    if r is None or t.fig(fid)["card"] != r.figure:
        return False
    return by is None or holder(t.s, r.glyph or "") != by


def wound(rules: Any, s: dict, fid: str, n: int, events: list, by: str | None = None) -> int:
    """Put `n` wound markers on a figure (destroying it at its Life); returns wounds placed."""
    t = Table(rules, s)
    if n <= 0 or s["figures"][fid]["status"] != "board":
        return 0
    if immune(t, fid, by):
        events.append(ev.event("no_wound", f"{t.name(fid)} shrugs it off: only the Sleeping Agent's "
                               "holder can wound him.", figure=fid))
        return 0
    rec = s["figures"][fid]
    rec["wounds"] += n
    life = t.stat(fid, "life")  # wounds past Life are counted, but a figure holds no more than its Life
    if events.__class__ is ev.Unread:  # nobody reads it (a random playout): its kind stands for it
        events.append("wound")
    else:
        events.append(ev.event("wound", f"{t.name(fid)} takes {count(n, 'wound')} ({min(rec['wounds'], life)} of {life}).",
                               figure=fid, wounds=n, total=rec["wounds"]))
    agent = rule(t, "sleeping_agent")
    if agent is not None and agent.glyph in rec["carrying"]:
        _release_agent(t, fid, agent.glyph, events)
    if rec["wounds"] >= t.stat(fid, "life"):
        destroy(rules, s, fid, events, by)
    return n


def destroy(rules: Any, s: dict, fid: str, events: list, by: str | None = None) -> None:
    """Take a figure off the battlefield: it is destroyed, its glyphs go where the scenario says."""
    t = Table(rules, s)
    rec = s["figures"][fid]
    if rec["status"] != "board":
        return
    where = rec["space"]
    killer_had_amulet = bool(by and by in s["figures"] and _amulets(t, by))
    rec["status"] = "destroyed"
    rec["space"] = None
    events.append(ev.event("destroyed", f"{t.name(fid)} is destroyed.", figure=fid, by=by, space=where))
    amulets = rule(t, "amulets")
    for gid in list(rec["carrying"]):
        if amulets is not None and by and s["figures"][by]["status"] == "board":
            s["glyphs"][gid]["holder"] = by
            s["figures"][by]["carrying"].append(gid)
            events.append(ev.event("amulet", f"{t.name(by)} takes the {rules.glyph_name(s, gid)}.", figure=by))
        elif rule(t, "sleeping_agent") is not None and gid == rule(t, "sleeping_agent").glyph:
            s["figures"][fid]["carrying"] = [g for g in rec["carrying"] if g != gid]
            s["glyphs"][gid]["holder"] = None
            push(s, {"do": "place_agent", "from": where, "glyph": gid})
            continue
        else:
            g = s["glyphs"][gid]
            g.update(holder=None, space=where, side="power")
            events.append(ev.event("glyph_dropped", f"The {rules.glyph_name(s, gid)} falls where "
                                   f"{t.name(fid)} stood.", glyph=gid, space=where))
    rec["carrying"] = []
    if amulets is not None and by and by in s["figures"] and s["figures"][by]["status"] == "board":
        taken = list(rec.get("collected", []))
        if killer_had_amulet:
            taken.insert(0, {"card": rec["card"]})
        if taken:
            mine = s["figures"][by].setdefault("collected", [])
            have = {c["card"] for c in mine} | {s["figures"][by]["card"]}
            for c in taken:
                if c["card"] not in have:
                    mine.append({"card": c["card"], "from_turn": s.get("turn_count", 0) + 1})
                    have.add(c["card"])
            events.append(ev.event("collect", f"{t.name(by)} gains the powers of "
                                   + ", ".join(rules.cards[c["card"]].name for c in taken)
                                   + " from its next turn.", figure=by))
        rec["collected"] = []


def wound_wall(rules: Any, s: dict, n: int, events: list, by: str | None = None) -> None:
    """Wound the Breakable Wall Section; at its Life it is removed and its spaces open."""
    if n <= 0:
        events.append(ev.event("wall_holds", "The Breakable Wall Section holds."))
        return
    card = rules.destructibles["breakable_wall"]
    w = s["wall"]
    w["wounds"] += n
    events.append(ev.event("wall_wound", f"The Breakable Wall Section takes {count(n, 'wound')} "
                           f"({w['wounds']} of {card.life}).", wounds=n, total=w["wounds"]))
    if w["wounds"] >= card.life:
        w["present"] = False
        events.append(ev.event("wall_destroyed", "The Breakable Wall Section is destroyed: its spaces open "
                               "and sight passes.", by=by))


def _amulets(t: Table, fid: str) -> list[str]:
    r = rule(t, "amulets")
    if r is None:
        return []
    return [g for g in t.fig(fid)["carrying"] if g in t.s["glyphs"]]


def _release_agent(t: Table, fid: str, glyph: str, events: list) -> None:
    rec = t.s["figures"][fid]
    where = rec["space"]
    rec["carrying"] = [g for g in rec["carrying"] if g != glyph]
    t.s["glyphs"][glyph]["holder"] = None
    events.append(ev.event("agent_lost", f"{t.name(fid)} loses the Sleeping Agent.", figure=fid))
    push(t.s, {"do": "place_agent", "from": where, "glyph": glyph})
