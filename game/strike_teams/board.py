"""The map as the rules see it: squares, map tiles, walls, doors, objects and spawn options.

Read once per map from a Tiled orthogonal map (core.maps.BoardMap) with these layers:

- tile layer ``floor``: a tile on every square of the map (empty squares are outside);
- object layer ``tiles``: one rectangle per map tile (``tile`` id, ``face``, ``kind``), which
  gives Starting Zones (a whole map tile holding a hero or villain spawn point);
- ``walls``: polylines on grid lines; class ``wall`` (inside a tile, breakable: ``ms``,
  ``material``) or ``edge`` (a map tile's edge: never breaks);
- ``doors``: polylines on grid lines, one per Door Token (``ms``);
- ``objects``: one-square rectangles, class = the object kind (``ms``);
- ``spawns``: one-square rectangles, class ``hero_spawn``, ``villain_spawn``, ``henchman_spawn``
  or ``hybrid_spawn`` (``order``: which to use first).

Squares are named "c,r" in the state. What changes in play (open doors, wall breaches) gives a
signature; the open neighbours and sight lines of each signature are computed once and kept,
so the hot paths only look things up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core import squaregrid
from game.core.maps import BoardMap, column_letters

column_name = column_letters  # a column as a spreadsheet names it: A..Z, then AA, AB...


def ek(a: str, b: str) -> str:
    """The key of the edge between two squares."""
    return f"{a}|{b}" if a < b else f"{b}|{a}"


def xy(cell: str) -> tuple[int, int]:
    c, r = cell.split(",")
    return int(c), int(r)


def key(c: int, r: int) -> str:
    return f"{c},{r}"


def _edge_id(ax: int, ay: int, bx: int, by: int) -> int:
    """A number for the edge between two orthogonally adjacent squares (columns and rows from -1)."""
    if ay == by:
        return ((min(ax, bx) + 1) * 4096 + ay + 1) * 2
    return ((ax + 1) * 4096 + min(ay, by) + 1) * 2 + 1


_SHUT = (frozenset(), frozenset())  # no wall breached, no door open


@dataclass
class MapTile:
    index: int
    tile: str
    face: str
    kind: str
    cells: list[str]


@dataclass
class Board:
    """A map card's squares and printed contents (never changes)."""

    name: str
    title: str
    face: str
    width: int
    height: int
    floor: set[str]
    tiles: list[MapTile]
    tile_of: dict[str, int]
    #: Every wall edge: key -> {"ms": int or None (never breaks), "material": str, "cells": (a, b)}.
    walls: dict[str, dict[str, Any]]
    doors: list[dict[str, Any]]
    objects: dict[str, dict[str, Any]]
    spawns: dict[str, list[str]]
    tutorial: bool = False
    properties: dict[str, Any] = field(default_factory=dict)
    xy: dict[str, tuple[int, int]] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    nbrs8: dict[str, tuple[str, ...]] = field(default_factory=dict)
    _open: dict[tuple, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    _walls: dict[tuple, set] = field(default_factory=dict)
    _sight: dict[tuple, dict[tuple[str, str], bool]] = field(default_factory=dict)
    _lines: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)
    #: Sight between two squares with every wall standing and every door shut, and the edges of
    #: walls and doors its answer was read from: see `sees`.
    _shut: dict[tuple[str, str], tuple[bool, frozenset[int] | None]] = field(default_factory=dict)
    _edge_ids: dict[tuple, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for cell in self.floor:
            c, r = xy(cell)
            self.xy[cell] = (c, r)
            self.names[cell] = f"{column_name(c)}{r + 1}"
        for cell, (c, r) in self.xy.items():
            self.nbrs8[cell] = tuple(k for k in (key(c + dx, r + dy) for dx, dy in
                                                 squaregrid.ORTHOGONAL + squaregrid.DIAGONAL) if k in self.floor)
        self._void_edges = set()
        for cell, (c, r) in self.xy.items():
            for dx, dy in squaregrid.ORTHOGONAL:
                if key(c + dx, r + dy) not in self.floor:
                    self._void_edges.add(frozenset(((c, r), (c + dx, r + dy))))
        #: The squares row by row, left to right.
        self.by_row = tuple(sorted(self.floor, key=lambda c: (self.xy[c][1], self.xy[c][0])))
        self.door_of_edge = {e: d["id"] for d in self.doors for e in d["edges"]}
        #: Breakable walls in map order, and those beside each square (attack targets).
        self.breakable = tuple((e, w["cells"]) for e, w in self.walls.items() if w["ms"] is not None)
        self.breakable_at: dict[str, tuple[tuple[str, tuple[str, str]], ...]] = {}
        for e, cells in self.breakable:
            for c in cells:
                self.breakable_at[c] = self.breakable_at.get(c, ()) + ((e, cells),)
        self.door_cells = {d["id"]: sorted({c for e in d["edges"] for c in e.split("|") if c in self.floor})
                           for d in self.doors}
        #: The edges by number (`_edge_id`): off the map, each wall's, each door's; and for each
        #: square its neighbours with the edges a step there crosses (one; or a diagonal step's
        #: four: the two ways round its corner).
        self._void_ids = frozenset(_edge_id(*a, *b) for a, b in map(tuple, self._void_edges))
        self._wall_ids = {k: _edge_id(*xy(w["cells"][0]), *xy(w["cells"][1])) for k, w in self.walls.items()}
        self._door_ids = {d["id"]: [_edge_id(*xy(a), *xy(b)) for a, b in (e.split("|") for e in d["edges"])]
                          for d in self.doors}
        self._steps: dict[str, tuple[tuple[str, tuple[int, ...]], ...]] = {}
        for cell, nb in self.nbrs8.items():
            x, y = self.xy[cell]
            out = []
            for n in nb:
                nx, ny = self.xy[n]
                if nx == x or ny == y:
                    out.append((n, (_edge_id(x, y, nx, ny),)))
                else:  # (x, y)|(nx, y) or (nx, y)|(nx, ny); and (x, y)|(x, ny) or (x, ny)|(nx, ny)
                    out.append((n, (_edge_id(x, y, nx, y), _edge_id(nx, y, nx, ny),
                                    _edge_id(x, y, x, ny), _edge_id(x, ny, nx, ny))))
            self._steps[cell] = tuple(out)
        #: The edges of walls and doors, which a breach or an opening may clear.
        self._movable = self._edges(_SHUT) - self._void_ids

    # -- geometry that depends on open doors and breached walls --------------------------------
    def blocked(self, sig: tuple) -> set:
        """The edges that block steps and sight under a signature (closed doors, breaches)."""
        got = self._walls.get(sig)
        if got is None:
            breaches, open_doors = sig
            got = set(self._void_edges)
            for k, w in self.walls.items():
                if k not in breaches:
                    a, b = w["cells"]
                    got.add(frozenset((self.xy.get(a) or xy(a), self.xy.get(b) or xy(b))))
            for d in self.doors:
                if d["id"] not in open_doors:
                    for e in d["edges"]:
                        a, b = e.split("|")
                        got.add(frozenset((xy(a), xy(b))))
            self._walls[sig] = got
        return got

    def open_nbrs(self, sig: tuple) -> dict[str, tuple[str, ...]]:
        """Each square's adjacent squares: neighbours not cut off by a wall or closed door."""
        got = self._open.get(sig)
        if got is None:  # squaregrid.step_blocked on edge numbers
            walls = self._edges(sig)
            got = {}
            for cell, steps in self._steps.items():
                got[cell] = tuple(n for n, es in steps if not (
                    es[0] in walls if len(es) == 1 else
                    (es[0] in walls or es[1] in walls) and (es[2] in walls or es[3] in walls)))
            self._open[sig] = got
        return got

    def line_cells(self, a: str, b: str) -> tuple[str, ...]:
        """The squares a line from centre to centre passes through, ends excluded."""
        k = (a, b)
        got = self._lines.get(k)
        if got is None:
            pts = squaregrid.line(xy(a), xy(b))
            got = tuple(key(c, r) for c, r in pts[1:-1])
            self._lines[k] = got
        return got

    def sees(self, sig: tuple, a: str, b: str) -> bool:
        """Line of sight: the centre-to-centre line crosses no wall and no closed door.

        Kept per signature. A pair is first looked at with every wall standing and every door
        shut, noting the edges of walls and doors it read; under another signature (a door
        opened, a wall breached) that answer stands unless one of those edges changed, so opening
        a door does not make every line anew."""
        cache = self._sight.get(sig)
        if cache is None:
            cache = self._sight[sig] = {}
        k = (a, b) if a < b else (b, a)
        got = cache.get(k)
        if got is None:
            shut = self._shut.get(k)
            if shut is None:
                shut = self._shut[k] = self._look(k, self._edges(_SHUT))
            got, read = shut
            if read is not None and not read.isdisjoint(self._opened(sig)):
                got = self._look(k, self._edges(sig))[0]
            cache[k] = got
        return got

    def sight(self, sig: tuple) -> dict[tuple[str, str], bool]:
        """The answers of `sees` kept under a signature, by (a, b) with a < b (for hot loops)."""
        cache = self._sight.get(sig)
        if cache is None:
            cache = self._sight[sig] = {}
        return cache

    def _edges(self, sig: tuple) -> set[int]:
        """`blocked(sig)` as edge numbers (`_edge_id`)."""
        got = self._edge_ids.get(sig)
        if got is None:
            breaches, open_doors = sig
            got = set(self._void_ids)
            got.update(e for k, e in self._wall_ids.items() if k not in breaches)
            for d, es in self._door_ids.items():
                if d not in open_doors:
                    got.update(es)
            self._edge_ids[sig] = got
        return got

    def _opened(self, sig: tuple) -> frozenset[int]:
        """The edges of walls and doors that block with everything shut and not under `sig`."""
        got = self._edge_ids.get(("opened", sig))
        if got is None:
            got = self._edge_ids[("opened", sig)] = frozenset(self._edges(_SHUT) - self._edges(sig))
        return got

    def _look(self, k: tuple[str, str], blocked: set[int]) -> tuple[bool, frozenset[int] | None]:
        """squaregrid.clear_line from k[0] to k[1] (its line, walked here step by step on edge
        numbers), and the edges of walls and doors it read before its answer (None: none; steps
        after a blocked one never count)."""
        x, y = self.xy.get(k[0]) or xy(k[0])
        x1, y1 = self.xy.get(k[1]) or xy(k[1])
        dx, dy = abs(x1 - x), abs(y1 - y)
        sx, sy = (1 if x1 > x else -1), (1 if y1 > y else -1)
        movable = self._movable
        read: list[int] | None = None
        ix = iy = 0
        while ix < dx or iy < dy:
            lhs = (1 + 2 * ix) * dy
            rhs = (1 + 2 * iy) * dx
            if lhs == rhs:  # through a corner: blocked when both ways round it are
                nx, ny = x + sx, y + sy
                lo_x, lo_y = (x if sx > 0 else nx) + 1, (y if sy > 0 else ny) + 1
                h1 = (lo_x * 4096 + y + 1) * 2  # (x, y) | (nx, y)
                h2 = (lo_x * 4096 + ny + 1) * 2  # (x, ny) | (nx, ny)
                v1 = ((nx + 1) * 4096 + lo_y) * 2 + 1  # (nx, y) | (nx, ny)
                v2 = ((x + 1) * 4096 + lo_y) * 2 + 1  # (x, y) | (x, ny)
                for e in (h1, v1, v2, h2):
                    if e in movable:
                        if read is None:
                            read = []
                        read.append(e)
                if (h1 in blocked or v1 in blocked) and (v2 in blocked or h2 in blocked):
                    return False, frozenset(read) if read else None
                x, y = nx, ny
                ix += 1
                iy += 1
                continue
            if lhs < rhs:
                nx = x + sx
                e = (((x if sx > 0 else nx) + 1) * 4096 + y + 1) * 2
                x = nx
                ix += 1
            else:
                ny = y + sy
                e = ((x + 1) * 4096 + (y if sy > 0 else ny) + 1) * 2 + 1
                y = ny
                iy += 1
            if e in movable:
                if read is None:
                    read = []
                read.append(e)
            if e in blocked:
                return False, frozenset(read) if read else None
        return True, frozenset(read) if read else None

    # -- names ----------------------------------------------------------------------------------
    def square(self, cell: str) -> str:
        """A square as players read it: column letter and row number ("C5")."""
        return self.names.get(cell, cell)

    def tile_name(self, index: int) -> str:
        t = self.tiles[index]
        return f"{t.kind} tile {t.tile}"


def build_board(bm: BoardMap) -> Board:
    """The rules' board of a loaded Tiled map."""
    floor = {key(c, r) for (c, r) in bm.cells}
    tiles: list[MapTile] = []
    tile_of: dict[str, int] = {}
    for o in bm.objects("tiles"):
        cells = [key(c, r) for c, r in o.cells if key(c, r) in floor]
        t = MapTile(len(tiles), str(o.props.get("tile", o.name)), str(o.props.get("face", "warehouse")),
                    str(o.props.get("kind", "corridor")), cells)
        tiles.append(t)
        for c in cells:
            tile_of[c] = t.index
    walls: dict[str, dict[str, Any]] = {}
    for o in bm.objects("walls"):
        ms = o.props.get("ms") if o.kind == "wall" else None
        for e in bm.edges_of(o):
            a, b = sorted(e)
            ka, kb = key(*a), key(*b)
            if ka not in floor or kb not in floor:
                continue
            walls[ek(ka, kb)] = {"ms": int(ms) if ms else None, "material": str(o.props.get("material", "wall")),
                                 "cells": (ka, kb) if ka < kb else (kb, ka)}
    doors = []
    for o in bm.objects("doors"):
        edges = []
        for e in bm.edges_of(o):
            a, b = sorted(e)
            edges.append(ek(key(*a), key(*b)))
        doors.append({"id": str(len(doors)), "edges": edges, "ms": int(o.props.get("ms", 3))})
    objects: dict[str, dict[str, Any]] = {}
    for o in bm.objects("objects"):
        for c, r in o.cells:
            objects[key(c, r)] = {"kind": o.kind, "ms": int(o.props.get("ms", 2))}
    spawns: dict[str, list[tuple[int, str]]] = {"hero": [], "villain": [], "henchman": [], "hybrid": []}
    for o in bm.objects("spawns"):
        kind = o.kind.replace("_spawn", "")
        for c, r in o.cells:
            spawns.setdefault(kind, []).append((int(o.props.get("order", 99)), key(c, r)))
    ordered = {k: [c for _, c in sorted(v)] for k, v in spawns.items()}
    props = dict(bm.properties)
    return Board(name=bm.name, title=str(props.get("title", bm.name)), face=str(props.get("face", "warehouse")),
                 width=bm.width, height=bm.height, floor=floor, tiles=tiles, tile_of=tile_of, walls=walls,
                 doors=doors, objects=objects, spawns=ordered, tutorial=bool(props.get("tutorial", False)),
                 properties=props)
