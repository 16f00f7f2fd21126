"""Why a click is not a legal choice now, in a player's words (GameRules.explain).

A path is legal while some option's path starts with it; otherwise the reason is
looked up from the rule that forbids it: the height limit, an enemy in the way,
movement already spent, range, engagement, line of sight, the start zone...
"""

from __future__ import annotations

from typing import Any

from . import movement
from .table import WALL, Table
from .turn import targets_in_reach

BIG = 99


def explain(rules: Any, s: dict, seat: int, path: list[str]) -> str | None:
    """A player's-words reason why `path` is not (the start of) a legal choice, or None."""
    if s.get("result") is not None:
        return "The game is over."
    pending = s.get("pending")
    if pending is None:
        return None
    if pending["seat"] != seat:
        return f"Wait: {rules.seat_name(s, pending['seat'])} is deciding."
    if any(o["path"][:len(path)] == path for o in pending["options"]):
        return None
    t = Table(rules, s)
    kind = pending["kind"]
    try:
        if kind in ("act", "hyper", "evade_move"):
            return _act(t, s, path) or "That is not one of the choices now."
        if kind == "marker":
            return _marker(t, s, seat, path)
        if kind in ("place", "revive_place", "place_agent"):
            return _place(t, path, kind)
    except (KeyError, IndexError, ValueError):
        pass
    return "That is not one of the choices now."


#: The last decision's far reach (pending decision, figure, spaces): hover help asks it for every
#: space the mouse crosses, and a whole board's reach is 10-20 ms.
_FAR_KEPT: list[Any] = [None, None, None]


def _far(t: Table, s: dict, fid: str) -> dict[str, Any]:
    """Everywhere `fid` could walk with no limit, as the state stands at this decision. A new
    decision is a new pending dict, so a kept answer is used only while its decision waits (the
    dict itself is kept, so no later one can match it by chance)."""
    if _FAR_KEPT[0] is s.get("pending") and _FAR_KEPT[1] == fid:
        return _FAR_KEPT[2]
    far = movement.reachable(t, fid, None, budget=BIG)
    _FAR_KEPT[:] = [s.get("pending"), fid, far]
    return far


def _ref(path: list[str], prefix: str) -> str | None:
    for p in path:
        if p.startswith(prefix + ":"):
            return p.split(":", 1)[1]
    return None


def _act(t: Table, s: dict, path: list[str]) -> str | None:
    turn = s["turn"]
    actor = turn["actor"]
    fid = _ref(path, "fig")
    if fid is None:
        return None
    if fid not in s["figures"]:
        return "There is no such figure."
    if fid != actor:
        if t.side(fid) != turn["seat"]:
            return f"{t.name(fid)} is not yours to move."
        return (f"It is {t.name(actor)}'s turn: only the figure on the card whose order marker was revealed "
                "acts.")
    dest = _ref(path, "hex")
    target = _ref(path, "target")
    # a click on an enemy figure after the acting one: the player means to attack it
    other = next((p.split(":", 1)[1] for p in path if p.startswith("fig:") and p.split(":", 1)[1] != fid), None)
    if target is None and dest is None and other is not None and other in s["figures"] \
            and t.side(other) != t.side(fid):
        target = other
    power = _ref(path, "power") or _ref(path, "move")
    if dest is not None:
        return _move(t, s, fid, dest, power)
    if target is not None:
        return _attack(t, s, fid, target, power)
    if power is not None:
        p = t.power_by_id(fid, power)
        if p is None:
            return f"{t.name(fid)} has no such power now."
        if any(u in turn["used"] for u in getattr(p, "not_after", [])):
            return f"{p.name} cannot be used on a turn he used {_power_names(t, fid, getattr(p, 'not_after', []))}."
        if turn["attacked"]:
            return f"{t.name(fid)} has already attacked this turn."
        return f"{p.name} has no target now."
    return None


def _move(t: Table, s: dict, fid: str, dest: str, power: str | None) -> str:
    turn = s["turn"]
    name = t.name(fid)
    if turn["attacked"]:
        return f"Movement is over: {name} has attacked this turn."
    if turn["dust_used"]:
        return f"Movement is over: {name} has used Dust-of-Death."
    if turn["moved"] and turn["move_left"] is None:
        return f"{name} has already moved this turn."
    if dest not in t.board.by_key:
        return "There is no space there."
    sp = t.board.space(dest)
    why = t.space_blocked(sp)
    if why:
        return f"Nobody can stand there: {why}."
    occ = t.occupants().get(dest)
    if occ and occ != fid:
        return f"{t.name(occ)} stands there: a move never ends on another figure."
    if sp.clearance is not None and t.height(fid) > sp.clearance:
        return f"{name} does not fit under the overhang there: height {t.height(fid)}, room {sp.clearance}."
    forbidden = movement.forbidden_spaces(t, fid).get(dest)
    if forbidden:
        return forbidden + "."
    if power:
        p = t.power_by_id(fid, power)
        if p is None or p not in movement.movement_modes(t, fid):
            return f"{name} may use only normal movement now (scenario rule or the Device)."
        d = t.distance(t.space_of(fid), sp)
        allowed = p.move or t.stat(fid, "move")
        if p.max_levels is not None and abs(sp.elevation - t.base(fid)) > p.max_levels:
            return f"{p.name} goes at most {p.max_levels} levels up or down."
        return f"Out of reach: {d} spaces away, {p.name} moves {allowed}."
    allowance = movement.move_allowance(t, fid)
    far = _far(t, s, fid)
    if dest in far:
        return (f"{name} needs {far[dest].cost} spaces to get there (each level climbed counts), "
                f"and has {allowance}.")
    starts = [t.space_of(fid)] + [t.board.space(k) for k in far]
    for i in t.board.neighbours[sp.index]:
        n = t.board.spaces[i]
        if n in starts:
            why = movement.step_rule(t, fid, n, sp)
            if why:
                return why[0].upper() + why[1:] + "."
    return f"No way leads there for {name}: walls, cliffs or enemies block every path."


def _attack(t: Table, s: dict, fid: str, target: str, power: str | None) -> str:
    turn = s["turn"]
    name = t.name(fid)
    if target != WALL and target not in s["figures"]:
        return "There is no such target."
    if target != WALL and t.fig(target)["status"] != "board":
        return f"{t.name(target)} is not on the battlefield."
    if target != WALL and t.side(target) == t.side(fid):
        return f"{t.name(target)} is on your side."
    if target == WALL and t.basic:
        return "In the Basic Game the Breakable Wall Section cannot be attacked."
    if target == WALL and not t.wall_present():
        return "The Breakable Wall Section is gone."
    p = t.power_by_id(fid, power) if power else None
    if power and p is None:
        return f"{name} has no such power."
    if p is None:
        extra = t.power(fid, "extra_attacks")
        allowed = 1 + (extra.extra if extra else 0)
        if turn["special"]:
            return f"{name} used a special attack this turn instead of attacking."
        if turn["normal_attacks"] >= allowed:
            return f"{name} has already attacked this turn."
        reach = t.stat(fid, "range")
    else:
        if turn["normal_attacks"]:
            return f"{name} has already attacked normally: a special attack replaces the attack."
        if turn["special"] not in (None, p.id):
            return f"{name} already used another special attack this turn."
        if any(u in turn["used"] for u in p.not_after):
            return f"{p.name} cannot be used on a turn he used {_power_names(t, fid, p.not_after)}."
        if turn["special"] == p.id and target in turn["hit"] and not p.same_target_twice:
            return f"{p.name} never hits the same figure twice in a turn."
        if turn["special"] == p.id and turn["special_uses"] > p.extra_attacks:
            return f"{name} has no {p.name} left this turn."
        reach = p.range
    why = dict(targets_in_reach(t, fid, reach)).get(target)
    if why:
        return why[0].upper() + why[1:] + "."
    return "That attack is not possible now."


def _marker(t: Table, s: dict, seat: int, path: list[str]) -> str:
    card = _ref(path, "card")
    if card is None:
        return "Place the markers in order: 1, 2, 3, then X."
    if card not in s["figures"] or s["figures"][card]["owner"] != seat:
        return "Order markers go on your own army cards."
    if s["figures"][card]["status"] != "board":
        return f"{t.name(card)} is out of play: no marker can go on its card."
    return "Place the markers in order: 1, 2, 3, then X."


def _place(t: Table, path: list[str], kind: str) -> str:
    key = _ref(path, "hex")
    if key is None or key not in t.board.by_key:
        return "There is no space there."
    sp = t.board.space(key)
    if t.occupants().get(key):
        return f"{t.name(t.occupants()[key])} already stands there."
    why = t.space_blocked(sp)
    if why:
        return f"Nobody can stand there: {why}."
    if kind == "place":
        return "Your whole army starts in one start zone, never one an enemy already occupies."
    if kind == "place_agent":
        return ("The Sleeping Agent lands on an empty space of the same level, not adjacent, within 5 spaces, "
                "in the Hulk's clear sight.")
    return "The figure cannot return there."


def _power_names(t: Any, fid: str, ids: list[str]) -> str:
    """Powers named as the card names them ("Super Leap", not its id)."""
    names = []
    for pid in ids:
        p = t.power_by_id(fid, pid)
        names.append(p.name if p is not None else pid.replace("_", " ").title())
    return " or ".join(names)
