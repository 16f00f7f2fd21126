"""Figures coming back: Escalating Battle's revival rolls at the start of a round and
Rejected by Death's return (the owner picks the space)."""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.decisions import decision, option

from . import combat, scenario_rules
from .flow import answer, pop, step
from .table import Table


@step("revive_round")
def revive_round(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Escalating Battle: the d20 winner tries first; a d20 per destroyed figure."""
    pop(s)
    s["stack"].append({"do": "revive_rolls"})
    s["stack"].append({"do": "roll_off", "why": "to try revivals first"})


@step("revive_rolls")
def revive_rolls(rules: Any, s: dict, frame: dict, events: list) -> None:
    pop(s)
    t = Table(rules, s)
    todo = []
    for seat in (s["first"], 1 - s["first"]):
        need = scenario_rules.revive_threshold(t, seat)
        for fid in t.army(seat, "destroyed"):
            roll = combat.roll_d20(s, events, f"Revival roll for {t.name(fid)} (needs {need})", seat)
            if roll >= need:
                todo.append({"do": "revive_place", "figure": fid, "where": "edge", "why": "the device"})
    s["stack"].extend(reversed(todo))


@step("revive_place")
def revive_place(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Where a revived figure returns: the battlefield's edge, or next to a friend."""
    t = Table(rules, s)
    fid = frame["figure"]
    seat = t.fig(fid)["owner"]
    if frame["where"] == "edge":
        keys = scenario_rules.edge_spaces(t)
    else:
        occ = t.occupants()
        keys = sorted({t.board.spaces[i].key for f in t.army(seat) for i in t.board.neighbours[t.space_of(f).index]
                       if t.board.spaces[i].key not in occ and t.space_blocked(t.board.spaces[i]) is None
                       and (t.board.spaces[i].clearance is None or t.height(fid) <= t.board.spaces[i].clearance)})
    if not keys:
        events.append(ev.event("no_room", f"There is no room for {t.name(fid)} to return.", figure=fid))
        pop(s)
        return
    opts = [option(f"revive:{k}", f"Bring {t.name(fid)} back on {t.where(k)}", ["hex:" + k], figure=fid, to=k)
            for k in keys]
    s["pending"] = decision(seat, "revive_place", f"{t.name(fid)} returns ({frame['why']}): choose the space.", opts,
                            public_prompt=f"{rules.seat_name(s, seat)} is bringing back {t.name(fid)}.")


@answer("revive_place")
def revive_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    d = picks[0]["data"]
    rec = s["figures"][d["figure"]]
    rec.update(status="board", space=d["to"], wounds=0)
    t = Table(rules, s)
    events.append(ev.event("revive", f"{t.name(d['figure'])} returns on {t.where(d['to'])} with no wounds.",
                           figure=d["figure"], to=d["to"]))
    pop(s)
