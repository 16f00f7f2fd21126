"""The nemesis phase: 1. advance threat, 2. check the nemesis mission, 3. resolve an event card
(its text, its icons top to bottom, enemy activation, enemy spawns), the event deck being the
game's clock.

Threat advances by the nemesis's threat value, one per enemy in play (the nemesis aside), one per
overrun base, and the threat values of active side and hero missions. The active card of the
nemesis deck is passed when its progress is enough, else failed when threat has reached its
threat value; either way threat returns to 0, a nemesis mission's pass or fail effect resolves and
a side mission spawns; after mission III the final showdown begins at once.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from . import abilities, nemesis as nem_mod
from .ending import lose
from .engine import push_fx, task
from .missions import slot_mission, spawn_side, value
from .selectors import active_missions
from .standees import spawn
from .table import SLOTS, active_heroes, first_seat
from .tracks import add_threat, reset_threat


def threat_sources(g: Any) -> list[tuple[str, int]]:
    """What the next threat step adds, part by part."""
    s, book = g.s, g.book
    out = [(f"{g.nname()}'s threat value", book.nemeses[s["nem"]["id"]].threat)]
    if s["enemies"]:
        out.append((f"{len(s['enemies'])} enem{'ies' if len(s['enemies']) > 1 else 'y'} in play", len(s["enemies"])))
    if s["overrun"]:
        out.append((f"{len(s['overrun'])} overrun base{'s' if len(s['overrun']) > 1 else ''}", len(s["overrun"])))
    for slot in SLOTS + ("hero",):
        mid = slot_mission(s, slot)
        if mid and book.missions[mid].threat:
            out.append((book.missions[mid].name, book.missions[mid].threat))
    return out


@task("nemesis_phase")
def _nemesis_phase(g: Any, t: dict[str, Any], picks: Any) -> None:
    s = g.s
    s["phase"], s["step"], s["turn"] = "nemesis", "threat", None
    s["ctx"] = {}
    parts = threat_sources(g)
    total = sum(n for _, n in parts)
    g.log("nemesis_phase", "The nemesis phase begins.")
    add_threat(g, total, ", ".join(f"{why} {n}" for why, n in parts))
    if s["result"] is not None:
        return
    g.push({"op": "round"})
    g.push({"op": "event"})
    g.push({"op": "check_mission"})


@task("check_mission")
def _check_mission(g: Any, t: dict[str, Any], picks: Any) -> None:
    """Step 2: the active card of the nemesis deck, passed on progress, else failed on threat."""
    s, book = g.s, g.book
    s["step"] = "mission"
    if not s["nm_deck"] or s["nem"]["show"]:
        return
    mid = s["nm_deck"][0]
    m = book.missions[mid]
    need = value(g, mid)
    if need is not None and s["nm_prog"] >= need:
        passed = True
    elif m.threat is not None and s["threat"] >= m.threat:
        passed = False
    else:
        g.log("mission", f"{m.name} is not completed this round ({s['nm_prog']}/{need} progress, "
              f"threat {s['threat']}/{m.threat}).")
        return
    complete_nemesis_mission(g, mid, passed)


def complete_nemesis_mission(g: Any, mid: str, passed: bool) -> None:
    """The active card of the nemesis deck is passed or failed."""
    s, book = g.s, g.book
    m = book.missions[mid]
    s["nm_deck"].pop(0)
    s["nm_prog"] = 0
    first_strike = book.mission_kind[mid] == "first_strike"
    g.log("mission", f"{m.name} is {'passed' if passed else 'failed'}!", id=mid, passed=passed)
    if not first_strike:
        s["done"].append([mid, passed])
    reset_threat(g)
    if first_strike:
        _next_card(g)
        return
    out = m.passed if passed else m.failed
    # Scheduled in reverse: the effect, then the side mission, then the showdown (or next card).
    g.push({"op": "after_mission"})
    g.push({"op": "spawn_side_mission"})
    if not out.at_showdown:
        g.log("mission", f"{'Passed' if passed else 'Failed'}: {out.text}")
        push_fx(g, out.effects, g.new_ctx(None, src=m.name), own=True)


def _next_card(g: Any) -> None:
    s, book = g.s, g.book
    if s["nm_deck"]:
        nxt = book.missions[s["nm_deck"][0]]
        g.log("mission", f"The next mission is active: {nxt.name}. {nxt.text}", id=nxt.id)
    else:
        nem_mod.start_showdown(g)


@task("after_mission")
def _after_mission(g: Any, t: dict[str, Any], picks: Any) -> None:
    _next_card(g)


@task("spawn_side_mission")
def _spawn_side_mission(g: Any, t: dict[str, Any], picks: Any) -> None:
    spawn_side(g)


@task("event")
def _event(g: Any, t: dict[str, Any], picks: Any) -> None:
    """Step 3: draw the top event (none left: the heroes lose) and resolve it in its order."""
    s, book = g.s, g.book
    s["step"] = "event"
    s["ctx"] = {}
    if not s["events"]:
        lose(g, "events")
        return
    eid = s["events"].pop()
    s["event"] = eid
    ev = book.events[eid]
    g.events.append({"kind": "event", "text": f"Event: {ev.name}. {ev.text}", "reveals": True, "id": eid,
                     "left": len(s["events"])})
    g.push({"op": "event_end"})
    g.push({"op": "event_spawns"})
    if ev.activate:
        # the queue is made when step C begins: enemies spawned by the event's text or icons (steps
        # A and B) activate too; only step D's spawns wait (spec case 35)
        g.push({"op": "activation", "q": None, "done": []})
    g.push({"op": "nemesis_window"})
    g.push({"op": "event_icons", "i": 0})
    push_fx(g, ev.effects, g.new_ctx(None, src=ev.name), own=True)


@task("event_icons")
def _event_icons(g: Any, t: dict[str, Any], picks: Any) -> None:
    """The icons on the event's left edge, top to bottom."""
    s = g.s
    ev = g.book.events[s["event"]]
    i = t["i"]
    if i >= len(ev.icons):
        return
    g.push({"op": "event_icons", "i": i + 1})
    icon = ev.icons[i]
    if icon == "ongoing":
        g.log("ongoing", "Ongoing effects of the active missions resolve.")
        for slot in reversed(active_missions(s)):
            m = g.book.missions[slot_mission(s, slot)]
            if m.ongoing:
                push_fx(g, m.ongoing, g.new_ctx(None, src=m.name, mission=f"mission:{slot}"), own=True)
    elif icon == "side_mission":
        spawn_side(g)
    else:
        nem_mod.use_ability(g, int(icon[-1]))


@task("nemesis_window")
def _nemesis_window(g: Any, t: dict[str, Any], picks: Any) -> None:
    """Before enemies activate, the heroes may use ready team-up cards and cards for this moment."""
    s = g.s
    s["step"] = "activation"
    opts = []
    for h in active_heroes(s):
        for key, a, src in abilities.sources(g, h):
            if a.kind == "free" and a.window == "nemesis" and abilities.usable(g, h, key, a):
                from .wording import ability_label
                opts.append(option(f"{h}|{key}", f"{g.hname(h)}: use {ability_label(src, a)}",
                                   [f"teamup:{h}" if key.startswith("tu:") else f"support:{key.split(':')[1]}"]))
    if picks is not None:
        pid = picks[0]["id"]
        if pid == "go":
            return
        h, key = pid.split("|", 1)
        found = abilities.ability_of(g, int(h), key)
        g.push(t)
        if found is not None:
            abilities.use(g, int(h), key, found[0], found[1])
        return
    if not opts:
        return
    opts.append(option("go", "Let the enemies activate"))
    g.ask(t, decision(first_seat(s), "nemesis_window", "Before the enemies activate: use a card?", opts))


@task("event_spawns")
def _event_spawns(g: Any, t: dict[str, Any], picks: Any) -> None:
    """Spawn icons whose pips are at most the heroes (for spawns, after difficulty)."""
    s = g.s
    s["step"] = "spawn"
    ev = g.book.events[s["event"]]
    for sp in ev.spawns:
        if sp.pips <= s["opt"]["n_spawn"]:
            spawn(g, sp.rank, sp.space)
            if s["result"] is not None:
                return


@task("event_end")
def _event_end(g: Any, t: dict[str, Any], picks: Any) -> None:
    s = g.s
    s["event_out"].append(s["event"])
    s["event"] = None

