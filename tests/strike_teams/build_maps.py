"""Writes maps/strike_teams/*.tmx (the 7 map cards) from the 30 tiles of data/strike_teams/tiles.yaml.

Run by hand (not a test): ``.venv/bin/python -m tests.strike_teams.build_maps [--show]``; ``--show``
prints each map as text instead of writing it. The maps are committed; this script records how
they were made. Every layout is our own (no map card's layout is on record): each map card lays
out some of the 30 double-sided tiles on one face (Warehouse or Hydra Base), places up to 4
Door Tokens in openings between tiles and offers spawn point positions: 4 for heroes (the first
two for two heroes), 2 or 3 for villains, 6 for henchmen and 1-2 hybrid (villain or henchman).

How tiles join: a room opens only at its doorways; corridors open wherever they touch another
tile. Every other tile edge is a wall that never breaks (the ``edge`` class); walls printed
inside a tile are breakable (class ``wall`` with ``ms``). The script checks that tiles do not
overlap, that no tile is used twice on a card, that every square can be reached from the
hero spawn points, that doors sit in openings, and that spawn positions lie on the map.
"""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

import yaml

ROOT = Path(__file__).resolve().parents[2]
TILES = ROOT / "data" / "strike_teams" / "tiles.yaml"
OUT = ROOT / "maps" / "strike_teams"
T = 64
TERRAINS = [("warehouse", "room"), ("warehouse", "corridor"), ("hydra", "room"), ("hydra", "corridor")]

# Each map card: title, face, tiles as (tile id, x, y, quarter turns clockwise), doors as lists of
# (cell, cell) edges with their strength, spawn positions.
MAPS: dict[str, dict] = {
    "warehouse_tutorial": {
        "title": "Warehouse Map Tutorial", "face": "warehouse", "tutorial": True,
        "tiles": [("hub_1", 0, 1, 0), ("short_1", 4, 2, 1), ("room_2", 8, 0, 0), ("short_2", 10, 6, 0),
                  ("hub_2", 9, 10, 0)],
        "doors": [],
        "spawns": {"hero": [(1, 2), (1, 3), (2, 2), (2, 3)], "villain": [(10, 12), (11, 12)],
                   "henchman": [(10, 1), (13, 2), (10, 4), (13, 4), (11, 7), (11, 9)], "hybrid": []},
    },
    "warehouse_loading_dock": {
        "title": "Loading Dock", "face": "warehouse",
        "tiles": [("hub_1", 0, 8, 0), ("short_1", 4, 9, 1), ("room_2", 8, 7, 0), ("short_2", 14, 9, 1),
                  ("room_4", 18, 7, 0), ("short_3", 10, 3, 0), ("junction_1", 10, 1, 0), ("long_1", 12, 1, 1),
                  ("hub_2", 18, 0, 0), ("short_4", 10, 13, 0), ("junction_2", 10, 17, 0), ("long_2", 12, 17, 1),
                  ("junction_3", 18, 17, 0), ("short_5", 20, 13, 0)],
        "doors": [([((17, 9), (18, 9)), ((17, 10), (18, 10))], 3), ([((20, 12), (20, 13)), ((21, 12), (21, 13))], 3)],
        "spawns": {"hero": [(1, 9), (1, 10), (2, 9), (2, 10)], "villain": [(22, 9), (22, 10), (21, 8)],
                   "henchman": [(19, 1), (20, 2), (11, 2), (13, 18), (16, 17), (11, 4)], "hybrid": [(19, 11)]},
    },
    "warehouse_cold_storage": {
        "title": "Cold Storage", "face": "warehouse",
        "tiles": [("hub_3", 0, 0, 0), ("long_3", 4, 1, 1), ("room_1", 10, 0, 0), ("short_6", 16, 2, 1),
                  ("room_3", 20, 0, 0), ("long_4", 22, 6, 0), ("junction_4", 22, 12, 0), ("short_7", 18, 12, 1),
                  ("hub_4", 14, 11, 0), ("short_8", 10, 12, 1), ("room_4", 4, 10, 0), ("long_5", 1, 4, 0),
                  ("junction_5", 1, 10, 0), ("junction_6", 2, 12, 0)],
        "doors": [([((19, 2), (20, 2)), ((19, 3), (20, 3))], 3), ([((22, 5), (22, 6)), ((23, 5), (23, 6))], 3),
                  ([((9, 12), (10, 12)), ((9, 13), (10, 13))], 2)],
        "spawns": {"hero": [(1, 1), (2, 1), (1, 2), (2, 2)], "villain": [(24, 2), (24, 3), (23, 4)],
                   "henchman": [(15, 12), (16, 14), (11, 13), (22, 13), (8, 2), (22, 8)], "hybrid": [(22, 5), (6, 14)]},
    },
    "warehouse_crossroads": {
        "title": "Crossroads", "face": "warehouse",
        "tiles": [("long_1", 0, 8, 1), ("hub_5", 6, 7, 0), ("long_2", 10, 8, 1), ("room_2", 16, 6, 0),
                  ("short_1", 18, 2, 0), ("junction_4", 17, 0, 0), ("long_5", 11, 0, 1), ("junction_3", 9, 0, 0),
                  ("long_3", 7, 1, 0), ("junction_1", 18, 12, 0), ("short_2", 18, 14, 0), ("hub_6", 17, 18, 0),
                  ("short_3", 22, 8, 1), ("room_1", 26, 6, 0), ("junction_2", 7, 11, 0), ("long_4", 7, 13, 0),
                  ("long_6", 9, 18, 1), ("junction_5", 15, 18, 0)],
        "doors": [([((25, 8), (26, 8)), ((25, 9), (26, 9))], 4), ([((18, 17), (18, 18)), ((19, 17), (19, 18))], 3)],
        "spawns": {"hero": [(0, 8), (0, 9), (1, 8), (2, 9)], "villain": [(30, 8), (30, 9), (29, 7)],
                   "henchman": [(18, 19), (19, 20), (14, 1), (8, 3), (8, 15), (19, 13)], "hybrid": [(28, 10)]},
    },
    "hydra_command_center": {
        "title": "Command Center", "face": "hydra",
        "tiles": [("hub_1", 0, 7, 0), ("long_1", 4, 8, 1), ("room_2", 10, 6, 0), ("junction_3", 16, 8, 0),
                  ("room_3", 18, 6, 0), ("short_1", 12, 2, 0), ("junction_1", 12, 0, 0), ("long_3", 14, 0, 1),
                  ("junction_2", 20, 0, 0), ("short_2", 20, 2, 0), ("long_4", 20, 12, 0), ("hub_3", 19, 18, 0),
                  ("short_3", 12, 12, 0), ("junction_4", 12, 16, 0), ("long_5", 14, 16, 1)],
        "doors": [([((20, 17), (20, 18)), ((21, 17), (21, 18))], 3), ([((17, 8), (18, 8)), ((17, 9), (18, 9))], 3)],
        "spawns": {"hero": [(1, 8), (1, 9), (2, 8), (2, 9)], "villain": [(20, 20), (21, 20), (22, 19)],
                   "henchman": [(13, 1), (17, 0), (21, 3), (13, 13), (16, 17), (17, 9)], "hybrid": [(21, 9), (19, 7)]},
    },
    "hydra_barracks": {
        "title": "Barracks", "face": "hydra",
        "tiles": [("hub_4", 0, 1, 0), ("long_2", 4, 2, 1), ("room_4", 10, 0, 0), ("short_4", 16, 2, 1),
                  ("hub_5", 20, 1, 0), ("long_3", 22, 5, 0), ("room_1", 20, 11, 1), ("long_4", 12, 6, 0),
                  ("junction_1", 12, 12, 0), ("short_5", 14, 12, 1), ("junction_2", 18, 12, 0)],
        "doors": [([((22, 10), (22, 11)), ((23, 10), (23, 11))], 3), ([((15, 2), (16, 2)), ((15, 3), (16, 3))], 2)],
        "spawns": {"hero": [(1, 2), (1, 3), (2, 2), (2, 3)], "villain": [(22, 14), (23, 14), (24, 13)],
                   "henchman": [(21, 2), (22, 3), (12, 8), (13, 12), (16, 13), (23, 7)], "hybrid": [(22, 16)]},
    },
    "hydra_reactor": {
        "title": "Reactor Core", "face": "hydra",
        "tiles": [("long_6", 0, 12, 1), ("hub_6", 6, 11, 0), ("short_6", 10, 12, 1), ("room_2", 14, 10, 0),
                  ("short_7", 20, 12, 1), ("room_3", 24, 10, 0), ("short_8", 26, 6, 0), ("hub_2", 25, 2, 0),
                  ("long_2", 19, 3, 1), ("hub_1", 15, 0, 0), ("long_1", 16, 4, 0)],
        "doors": [([((23, 12), (24, 12)), ((23, 13), (24, 13))], 3), ([((26, 9), (26, 10)), ((27, 9), (27, 10))], 4)],
        "spawns": {"hero": [(0, 12), (0, 13), (1, 12), (1, 13)], "villain": [(28, 12), (28, 13), (27, 14)],
                   "henchman": [(16, 1), (18, 2), (22, 3), (26, 3), (17, 7), (27, 7)], "hybrid": [(25, 11)]},
    },
}


def rotate(size: tuple[int, int], turns: int):
    """(new size, cell mapper, vertex mapper, side mapper) for a tile turned clockwise."""
    w, h = size
    cell = lambda x, y: (x, y)  # noqa: E731
    vert = lambda x, y: (x, y)  # noqa: E731
    side = {"n": "n", "e": "e", "s": "s", "w": "w"}
    for _ in range(turns % 4):
        cw, ch = w, h
        pc, pv, ps = cell, vert, dict(side)
        cell = lambda x, y, pc=pc, ch=ch: (ch - 1 - pc(x, y)[1], pc(x, y)[0])  # noqa: E731
        vert = lambda x, y, pv=pv, ch=ch: (ch - pv(x, y)[1], pv(x, y)[0])  # noqa: E731
        side = {k: {"n": "e", "e": "s", "s": "w", "w": "n"}[v] for k, v in ps.items()}
        w, h = ch, cw
    return (w, h), cell, vert, side


class Built:
    def __init__(self, key: str, spec: dict, tiles: dict[str, dict]) -> None:
        self.key, self.spec = key, spec
        self.face = spec["face"]
        self.cells: dict[tuple[int, int], int] = {}
        self.placed: list[dict] = []
        self.objects: dict[tuple[int, int], str] = {}
        self.walls: list[tuple[tuple[int, int], tuple[int, int], int, str]] = []
        self.open_sides: dict[int, set[tuple[tuple[int, int], tuple[int, int]]]] = {}
        used = set()
        for i, (tid, x0, y0, turns) in enumerate(spec["tiles"]):
            if tid in used:
                raise SystemExit(f"{key}: tile {tid} used twice")
            used.add(tid)
            t = tiles[tid]
            (w, h), cmap, vmap, smap = rotate(tuple(t["size"]), turns)
            rect = (x0, y0, w, h)
            self.placed.append({"tile": tid, "kind": t["kind"], "rect": rect})
            for lx in range(t["size"][0]):
                for ly in range(t["size"][1]):
                    cx, cy = cmap(lx, ly)
                    c = (x0 + cx, y0 + cy)
                    if c in self.cells:
                        raise SystemExit(f"{key}: {tid} overlaps another tile at {c}")
                    self.cells[c] = i
            face = t.get(self.face) or {}
            for o in face.get("objects", []):
                cx, cy = cmap(*o["at"])
                self.objects[(x0 + cx, y0 + cy)] = o["kind"]
            for wl in face.get("walls", []):
                ax, ay, bx, by = wl["line"]
                a, b = vmap(ax, ay), vmap(bx, by)
                self.walls.append(((x0 + a[0], y0 + a[1]), (x0 + b[0], y0 + b[1]), wl["ms"], wl.get("material", "wall")))
            # open border stretches, as (inside cell, outside cell) pairs in map coordinates
            sides = set()
            lw, lh = t["size"]
            for sd, start, length in t["openings"]:
                for k in range(start, start + length):
                    lc = {"n": (k, 0), "s": (k, lh - 1), "w": (0, k), "e": (lw - 1, k)}[sd]
                    cx, cy = cmap(*lc)
                    dx, dy = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}[smap[sd]]
                    inside = (x0 + cx, y0 + cy)
                    sides.add((inside, (inside[0] + dx, inside[1] + dy)))
            self.open_sides[i] = sides
        self.check_spawns()

    def open_edge(self, a: tuple[int, int], b: tuple[int, int]) -> bool:
        ta, tb = self.cells[a], self.cells[b]
        if ta == tb:
            return True
        return (a, b) in self.open_sides[ta] and (b, a) in self.open_sides[tb]

    def edge_walls(self) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        out = []
        for (x, y), i in self.cells.items():
            for dx, dy in ((1, 0), (0, 1)):
                n = (x + dx, y + dy)
                if n in self.cells and self.cells[n] != i and not self.open_edge((x, y), n):
                    out.append(((x, y), n))
        return out

    def check_spawns(self) -> None:
        for kind, cells in self.spec["spawns"].items():
            for c in cells:
                if tuple(c) not in self.cells:
                    raise SystemExit(f"{self.key}: {kind} spawn {c} is off the map")
                if tuple(c) in self.objects:
                    raise SystemExit(f"{self.key}: {kind} spawn {c} is on an object")
        for door, _ in self.spec["doors"]:
            for a, b in door:
                if a not in self.cells or b not in self.cells or self.cells[a] == self.cells[b] or not self.open_edge(a, b):
                    raise SystemExit(f"{self.key}: door edge {a}-{b} is not an opening between tiles")
        if len(self.spec["doors"]) > 4:
            raise SystemExit(f"{self.key}: more than 4 doors")
        blocked = {frozenset(e) for e in self.edge_walls()}
        for a, b, _, _ in self.walls:
            for e in unit_edges(a, b):
                blocked.add(frozenset(e))
        start = tuple(self.spec["spawns"]["hero"][0])
        seen = {start}
        todo = [start]
        while todo:
            x, y = todo.pop()
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                n = (x + dx, y + dy)
                if n in self.cells and n not in seen and frozenset(((x, y), n)) not in blocked:
                    seen.add(n)
                    todo.append(n)
        if len(seen) != len(self.cells):
            lost = sorted(set(self.cells) - seen)[:5]
            raise SystemExit(f"{self.key}: squares cannot be reached from the hero spawns, e.g. {lost}")

    def show(self) -> str:
        xs = [c[0] for c in self.cells]
        ys = [c[1] for c in self.cells]
        marks = {}
        for kind, cells in self.spec["spawns"].items():
            for c in cells:
                marks[tuple(c)] = kind[0].upper()
        lines = []
        for y in range(max(ys) + 1):
            row = ""
            for x in range(max(xs) + 1):
                c = (x, y)
                if c not in self.cells:
                    row += "  "
                elif c in marks:
                    row += marks[c] + " "
                elif c in self.objects:
                    row += self.objects[c][0] + " "
                else:
                    row += ". " if self.placed[self.cells[c]]["kind"] == "corridor" else ": "
            lines.append(row.rstrip())
        return "\n".join(lines)


def unit_edges(a: tuple[int, int], b: tuple[int, int]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The cell pairs a grid-line segment from vertex a to vertex b separates."""
    (ax, ay), (bx, by) = a, b
    out = []
    if ax == bx:
        for y in range(min(ay, by), max(ay, by)):
            out.append(((ax - 1, y), (ax, y)))
    else:
        for x in range(min(ax, bx), max(ax, bx)):
            out.append(((x, ay - 1), (x, ay)))
    return out


def tmx(b: Built, objects_ms: dict[str, int]) -> str:
    xs = [c[0] for c in b.cells]
    ys = [c[1] for c in b.cells]
    width, height = max(xs) + 1, max(ys) + 1
    oid = [1]

    def nid() -> int:
        oid[0] += 1
        return oid[0] - 1

    def props(d: dict) -> str:
        if not d:
            return ""
        items = []
        for k, v in d.items():
            typ = ' type="bool"' if isinstance(v, bool) else ' type="int"' if isinstance(v, int) else ""
            items.append(f'<property name="{k}"{typ} value="{str(v).lower() if isinstance(v, bool) else v}"/>')
        return "<properties>" + "".join(items) + "</properties>"

    def rect(name: str, cls: str, x: int, y: int, w: int, h: int, p: dict) -> str:
        return (f'  <object id="{nid()}" name={quoteattr(name)} class="{cls}" x="{x * T}" y="{y * T}" '
                f'width="{w * T}" height="{h * T}">{props(p)}</object>')

    def line(name: str, cls: str, a: tuple[int, int], c: tuple[int, int], p: dict) -> str:
        return (f'  <object id="{nid()}" name={quoteattr(name)} class="{cls}" x="{a[0] * T}" y="{a[1] * T}">'
                f'{props(p)}<polyline points="0,0 {(c[0] - a[0]) * T},{(c[1] - a[1]) * T}"/></object>')

    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            i = b.cells.get((x, y))
            row.append("0" if i is None else str(1 + TERRAINS.index((b.face, b.placed[i]["kind"]))))
        rows.append(",".join(row))
    unconfirmed = "every layout, door, object and spawn position (no map card layout is on record)"
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
           f'width="{width}" height="{height}" tilewidth="{T}" tileheight="{T}" infinite="0" nextlayerid="8" '
           f'nextobjectid="9999">',
           " " + props({"title": b.spec["title"], "face": b.face, "tutorial": bool(b.spec.get("tutorial")),
                        "unconfirmed": unconfirmed}),
           f' <tileset firstgid="1" name="strike_teams" tilewidth="{T}" tileheight="{T}" tilecount="4" columns="0">',
           '  <grid orientation="orthogonal" width="1" height="1"/>']
    for k, (face, kind) in enumerate(TERRAINS):
        out.append(f'  <tile id="{k}"><properties><property name="terrain" value="{kind}"/>'
                   f'<property name="face" value="{face}"/></properties></tile>')
    out += [" </tileset>", f' <layer id="1" name="floor" width="{width}" height="{height}">',
            '  <data encoding="csv">', ",\n".join(rows), "</data>", " </layer>"]
    layers: dict[str, list[str]] = {k: [] for k in ("tiles", "walls", "doors", "objects", "spawns")}
    for p in b.placed:
        x, y, w, h = p["rect"]
        layers["tiles"].append(rect(p["tile"], "tile", x, y, w, h, {"tile": p["tile"], "face": b.face, "kind": p["kind"]}))
    for (c1, c2) in b.edge_walls():
        if c1[0] != c2[0]:
            a, c = (c2[0], c2[1]), (c2[0], c2[1] + 1)
        else:
            a, c = (c2[0], c2[1]), (c2[0] + 1, c2[1])
        layers["walls"].append(line("tile edge", "edge", a, c, {}))
    for a, c, ms, material in b.walls:
        layers["walls"].append(line(f"{material} wall", "wall", a, c, {"ms": ms, "material": material}))
    for n, (edges, ms) in enumerate(b.spec["doors"]):
        pts = []
        for c1, c2 in edges:
            if c1[0] != c2[0]:
                x = max(c1[0], c2[0])
                pts += [(x, c1[1]), (x, c1[1] + 1)]
            else:
                y = max(c1[1], c2[1])
                pts += [(c1[0], y), (c1[0] + 1, y)]
        a, c = min(pts), max(pts)
        layers["doors"].append(line(f"door {n + 1}", "door", a, c, {"ms": ms}))
    for (x, y), kind in sorted(b.objects.items()):
        layers["objects"].append(rect(kind, kind, x, y, 1, 1, {"ms": objects_ms[kind]}))
    for kind, cells in b.spec["spawns"].items():
        for order, (x, y) in enumerate(cells):
            layers["spawns"].append(rect(f"{kind} {order + 1}", f"{kind}_spawn", x, y, 1, 1, {"order": order + 1}))
    for lid, (name, objs) in enumerate(layers.items(), start=2):
        out.append(f' <objectgroup id="{lid}" name="{name}">')
        out += objs
        out.append(" </objectgroup>")
    out.append("</map>")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> None:
    tiles = {t["id"]: t for t in yaml.safe_load(TILES.read_text(encoding="utf-8"))["tiles"]}
    comps = yaml.safe_load((ROOT / "data" / "strike_teams" / "components.yaml").read_text(encoding="utf-8"))
    ms = {o["id"]: o["ms"] for o in comps["objects"]}
    for key, spec in MAPS.items():
        b = Built(key, spec, tiles)
        if "--show" in argv:
            print(f"== {key} ({len(b.cells)} squares)\n{b.show()}\n")
            continue
        OUT.mkdir(parents=True, exist_ok=True)
        (OUT / f"{key}.tmx").write_text(tmx(b, ms), encoding="utf-8")
        print(f"wrote maps/strike_teams/{key}.tmx ({len(b.cells)} squares)")


if __name__ == "__main__":
    main(sys.argv[1:])
