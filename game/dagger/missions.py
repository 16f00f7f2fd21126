"""Missions: progress, side and hero missions completed the moment they are done, spawning side
missions, the ways progress is placed, and missions completed by a condition.

The nemesis mission deck (the first strike, then I, II, III) is checked only in the nemesis phase
(nemesis_phase.py); here is what all missions share.
"""

from __future__ import annotations

from typing import Any

from . import board
from .engine import BETWEEN_CHECKS, push_fx
from .standees import place
from .table import SLOTS, heroes_at, n_heroes, pp
from .tracks import add_team_up, add_threat

MISSION_CONDITIONS = {"heroes_together": int, "heroes_on_bases": int, "hero_on": str}


def slot_mission(s: dict[str, Any], slot: str) -> str | None:
    """The mission id in a slot (nemesis: the active card of the nemesis deck)."""
    if slot == "nemesis":
        return s["nm_deck"][0] if s["nm_deck"] else None
    if slot == "hero":
        return s["hm"]["id"] if s["hm"] else None
    m = s["side"].get(slot)
    return m["id"] if m else None


def progress_of(s: dict[str, Any], slot: str) -> int:
    """Progress tokens on the mission in a slot."""
    if slot == "nemesis":
        return s["nm_prog"]
    if slot == "hero":
        return s["hm"]["prog"] if s["hm"] else 0
    m = s["side"].get(slot)
    return m["prog"] if m else 0


def value(g: Any, mid: str) -> int | None:
    """The progress a mission needs (per-player values times the multiplier); None: a condition."""
    m = g.book.missions[mid]
    if m.progress is None:
        return None
    return m.progress * (pp(g.s) if m.per_player else 1)


def mission_space(g: Any, slot: str) -> str | None:
    """The space a side or hero mission names (its mission token's space)."""
    mid = slot_mission(g.s, slot)
    if mid is None or slot == "nemesis":
        return None
    return getattr(g.book.missions[mid], "space", None)


def add_progress(g: Any, slot: str, n: int, why: str = "") -> None:
    """Place `n` progress on the mission in `slot`; a side or hero mission that has enough is
    completed at once (a nemesis mission waits for the nemesis phase)."""
    s = g.s
    mid = slot_mission(s, slot)
    if mid is None or n <= 0:
        return
    if slot == "nemesis":
        s["nm_prog"] += n
    elif slot == "hero":
        s["hm"]["prog"] += n
    else:
        s["side"][slot]["prog"] += n
    name = g.book.missions[mid].name
    g.log("progress", f"{n} progress on {name}{' (' + why + ')' if why else ''}: "
          f"{progress_of(s, slot)}/{value(g, mid) or '*'}.", mission=slot, amount=n)
    need = value(g, mid)
    if slot != "nemesis" and need is not None and progress_of(s, slot) >= need:
        complete(g, slot)


def complete(g: Any, slot: str) -> None:
    """A side or hero mission is completed: its reward, then it is discarded."""
    s, book = g.s, g.book
    mid = slot_mission(s, slot)
    if mid is None:
        return
    m = book.missions[mid]
    if slot == "hero":
        owner = s["hm"]["hero"]
        s["hm"] = None
        h = s["heroes"][owner]
        h["mission"] = "done"
        g.log("mission", f"{m.name} is completed: {g.hname(owner)} gains "
              f"{book.supports[book.heroes[h['hero']].support].name}.", mission=slot, id=mid)
        if h["own"] == "locked":
            h["own"] = "ready"
    else:
        s["side"][slot] = None
        s["side_out"].append(mid)
        g.log("mission", f"Side mission {m.name} is completed.", mission=slot, id=mid)
        add_team_up(g, m.team_up, f"{m.name} completed")
        if m.reward:
            g.log("mission", f"Reward: {m.reward_text}")
            push_fx(g, m.reward, g.new_ctx(None, src=m.name), own=True)
    rewatch(g)


def spawn_side(g: Any) -> None:
    """Spawn a side mission into the first empty slot (green, purple, blue); with none empty,
    threat rises by one plus the number of heroes instead."""
    s, book = g.s, g.book
    free = [k for k in SLOTS if s["side"][k] is None]
    if not free:
        add_threat(g, 1 + n_heroes(s), "no empty side mission slot")
        return
    if not s["side_deck"]:
        g.log("mission", "The side mission deck is empty: no side mission spawns.")
        return
    mid = s["side_deck"].pop()
    slot = free[0]
    s["side"][slot] = {"id": mid, "prog": 0}
    m = book.missions[mid]
    where = f" at {board.space_name(book, s, m.space)}" if m.space else ""
    g.events.append({"kind": "side_mission", "text": f"Side mission {m.name} is revealed in the {slot} slot{where}.",
                     "reveals": True, "mission": slot, "id": mid})
    if m.elite:
        e = place(g, m.elite, "elite", m.elite_space)
        g.log("spawn", f"{g.ename(e)} (elite) arrives in {board.space_name(book, s, m.elite_space)}.",
              enemy=e["u"], space=m.elite_space)
    if m.on_reveal:  # a warning icon: read and resolved at once
        g.log("warning", f"Warning! {m.on_reveal_text}", mission=slot)
        push_fx(g, m.on_reveal, g.new_ctx(None, src=m.name, mission=f"mission:{slot}"), own=True)
    rewatch(g)


def elite_defeated(g: Any, card: str) -> None:
    """The elite of a side mission is defeated: that mission is completed."""
    s = g.s
    for slot in SLOTS:
        m = s["side"][slot]
        if m and g.book.missions[m["id"]].elite == card:
            complete(g, slot)
            return


# -- where progress comes from -------------------------------------------------------------------------
def where_ok(g: Any, where: Any, sid: str | None, slot: str) -> bool:
    """Whether a way's `where` holds for something on `sid`."""
    if sid is None:
        return False
    s, book = g.s, g.book
    if where == "any":
        return True
    if isinstance(where, list):
        return sid in where
    if where == "mission":
        return sid == mission_space(g, slot)
    if where == "nemesis":
        return board.nearby(book, s, s["nem"]["space"], sid)
    if where == "base":
        return bool(board.bases_at(book, s, sid))
    if where.startswith("region:"):
        return board.region(book, s, sid) == where[7:]
    return False


def defiable(g: Any, h: int) -> list[str]:
    """Slots of missions hero `h` can defy where it stands."""
    s = g.s
    sid = s["heroes"][h]["space"]
    out = []
    for slot in ("nemesis",) + SLOTS + ("hero",):
        mid = slot_mission(s, slot)
        if mid is None:
            continue
        for w in g.book.missions[mid].ways:
            if w.how == "defy" and where_ok(g, w.where, sid, slot):
                out.append(slot)
                break
    return out


def defy_rate(g: Any, slot: str, sid: str) -> int:
    """Progress per success when defying the mission in `slot` from `sid`."""
    mid = slot_mission(g.s, slot)
    best = 0
    for w in g.book.missions[mid].ways:
        if w.how == "defy" and where_ok(g, w.where, sid, slot):
            best = max(best, w.n)
    return best


def credit(g: Any, how: str, sid: str | None, rank: Any = None, times: int = 1, base: str | None = None) -> None:
    """Progress on every active mission that counts this (an enemy defeated, a D.A.G.G.E.R. action,
    damage to the nemesis, a rest) where it happened."""
    s = g.s
    for slot in ("nemesis",) + SLOTS + ("hero",):
        mid = slot_mission(s, slot)
        if mid is None:
            continue
        for w in g.book.missions[mid].ways:
            if w.how != how:
                continue
            if how == "defeat" and w.rank and rank not in w.rank:
                continue
            if how == "dagger" and isinstance(w.where, list) and base is not None:
                if base not in w.where and (sid not in w.where):
                    continue
            elif not where_ok(g, w.where, sid, slot):
                continue
            add_progress(g, slot, w.n * times, _WHY[how])
            break
        if s["result"] is not None:
            return


_WHY = {"defeat": "an enemy defeated", "dagger": "a D.A.G.G.E.R. action", "damage_nemesis": "damage to the nemesis",
        "rest": "a rest", "defy": "defied"}


# -- conditions ---------------------------------------------------------------------------------------
def rewatch(g: Any) -> None:
    """Whether any active side or hero mission is completed by a condition (checked between steps)."""
    s = g.s
    s["watch"] = any(g.book.missions[mid].condition is not None
                     for mid in (slot_mission(s, k) for k in SLOTS + ("hero",)) if mid)


def condition_met(g: Any, cnd: Any) -> bool:
    """Whether a mission's condition holds now."""
    s, book = g.s, g.book
    (k, v), = cnd.items() if isinstance(cnd, dict) else ((cnd, None),)
    if k == "heroes_together":
        spaces: dict[str, int] = {}
        for h in s["heroes"]:
            if h["space"] and not h["down"] and not h["out"]:
                spaces[h["space"]] = spaces.get(h["space"], 0) + 1
        return max(spaces.values(), default=0) >= v
    if k == "heroes_on_bases":
        bases = {b for h in s["heroes"] if not h["down"] and not h["out"]
                 for b in board.bases_at(book, s, h["space"])}
        return len(bases) >= v
    if k == "hero_on":
        return bool(heroes_at(s, v))
    return False


def check_conditions(g: Any) -> None:
    """Complete every side or hero mission whose condition holds."""
    s = g.s
    for slot in SLOTS + ("hero",):
        mid = slot_mission(s, slot)
        if mid is None:
            continue
        c = g.book.missions[mid].condition
        if c is not None and condition_met(g, c):
            complete(g, slot)


BETWEEN_CHECKS.append(check_conditions)
