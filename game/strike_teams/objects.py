"""Objects, doors and walls: breaking them, dismantling them, opening doors, exploding crates.

Rulebook: Destroying an Object, Door, or Wall; Interacting with Objects and Tokens Outside of
Combat; Special Objects; Door Tokens.

- A single attack (or slam) at least as strong as the material strength breaks the thing:
  an object becomes rubble (no more cover, no more movement penalty), a door is removed for
  good, a wall inside a map tile is breached (a small rubble token; steps and sight pass).
  Walls on a tile's edge never break. Weaker hits do nothing and never add up.
- Next to an object a character may dismantle it for AP equal to its material strength; next
  to a door the Mastermind's characters open it for 1 AP and heroes jury-rig it for AP equal to
  its strength. Walls cannot be dismantled. Dismantling an ammunition crate does not set it off
  (our reading: it is taken apart with care).
- An ammunition crate that breaks deals automatic damage: 3 to a figure in its square, 2 to
  adjacent figures, 1 to figures 2 squares away that can see it.
"""

from __future__ import annotations

from . import damage, objectives
from .board import ek
from .engine import MASTERMIND, G


def object_name(g: G, cell: str) -> str:
    return g.rules.objects[g.s["objects"][cell]["kind"]].name


def destroy_object(g: G, cell: str, why: str, rubble: str = "large") -> None:
    """The object in `cell` breaks: rubble in its place; an ammunition crate explodes."""
    o = g.s["objects"].pop(cell)
    g.s["rubble"][cell] = rubble
    kind = g.rules.objects[o["kind"]]
    g.log("object_destroyed", f"{why}: the {kind.name} in {g.sq(cell)} is destroyed.", cell=cell, object=o["kind"])
    if kind.explodes:
        explode(g, cell)


def explode(g: G, cell: str) -> None:
    """An ammunition crate's blast around `cell` (automatic damage, scheduled)."""
    g.log("explosion", f"The ammunition explodes in {g.sq(cell)}!", cell=cell)
    near = set(g.adj(cell))
    for fid, f in g.s["figs"].items():
        p = f["pos"]
        if p is None:
            continue
        if p == cell:
            n = 3
        elif p in near:
            n = 2
        else:
            bx, by = g.board.xy[p]
            cx, cy = g.board.xy[cell]
            n = 1 if max(abs(bx - cx), abs(by - cy)) == 2 and g.sees(cell, p) else 0
        if n:
            damage.inflict(g, fid, n, source="explosion")


def open_door(g: G, door: str, why: str) -> None:
    g.s["doors"][door]["open"] = True
    g.walls_changed()
    g.log("door_open", f"{why}: the door is gone for the rest of the mission.", door=door)


def breach(g: G, edge: str, why: str) -> None:
    g.s["breaches"].append(edge)
    g.walls_changed()
    a, b = edge.split("|")
    g.log("breach", f"{why}: the wall between {g.sq(a)} and {g.sq(b)} is breached.", edge=edge)


def wall_ms(g: G, edge: str) -> int | None:
    """A standing wall's material strength; None for a tile-edge wall or no wall."""
    w = g.board.walls.get(edge)
    if w is None or edge in g.s["breaches"]:
        return None
    return w["ms"]


def thing_ms(g: G, ref: str) -> int | None:
    """Material strength of an attackable thing ("obj:c,r", "door:id", "wall:edge", "token:id")."""
    kind, _, what = ref.partition(":")
    if kind == "obj":
        o = g.s["objects"].get(what)
        return o["ms"] if o else None
    if kind == "door":
        d = g.s["doors"].get(what)
        return d["ms"] if d and not d["open"] else None
    if kind == "wall":
        return wall_ms(g, what)
    if kind == "token":
        return g.rules.token_kinds[g.s["tokens"][what]["kind"]].ms
    return None


def thing_name(g: G, ref: str) -> str:
    kind, _, what = ref.partition(":")
    if kind == "obj":
        return f"the {object_name(g, what)} in {g.sq(what)}"
    if kind == "door":
        cells = g.board.door_cells[what]
        return f"the door by {g.sq(cells[0])}"
    if kind == "wall":
        a, b = what.split("|")
        return f"the {g.board.walls[what]['material']} wall between {g.sq(a)} and {g.sq(b)}"
    if kind == "token":  # several alike (three Alarm Panels): the square tells them apart
        pos = g.s["tokens"][what].get("pos")
        return f"the {objectives.token_name(g, what)}" + (f" in {g.sq(pos)}" if pos else "")
    return ref


def hit_thing(g: G, ref: str, strength: int, why: str) -> bool:
    """A single hit of `strength` against a thing; True when it breaks (or the token is damaged)."""
    ms = thing_ms(g, ref)
    if ms is None or strength < ms:
        g.log("no_effect", f"{why}: {strength} against {thing_name(g, ref)} (strength {ms}) has no effect.", ref=ref)
        return False
    kind, _, what = ref.partition(":")
    if kind == "obj":
        destroy_object(g, what, why)
    elif kind == "door":
        open_door(g, what, why)
    elif kind == "wall":
        breach(g, what, why)
    elif kind == "token":
        objectives.wound_token(g, what, why)
    return True


def doors_adjacent(g: G, cell: str) -> list[str]:
    """Closed doors with an edge bordering `cell`."""
    out = []
    for did, d in g.s["doors"].items():
        if not d["open"] and cell in g.board.door_cells[did]:
            out.append(did)
    return out


def door_open_cost(g: G, fid: str, did: str) -> int:
    return 1 if g.side_of(fid) == MASTERMIND else g.s["doors"][did]["ms"]


def dismantlable(g: G, cell: str) -> list[str]:
    """Objects in or adjacent to `cell`."""
    objs = g.s["objects"]
    return [c for c in (cell, *g.adj(cell)) if c in objs]


def walls_around(g: G, cell: str) -> list[str]:
    """Breakable standing walls on the edges of `cell`."""
    out = []
    c, r = g.board.xy[cell]
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        n = f"{c + dx},{r + dy}"
        e = ek(cell, n)
        if wall_ms(g, e):
            out.append(e)
    return out
