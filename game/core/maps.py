"""Maps made in Tiled, read for the rules through pytmx.TiledMap (no images, no pygame calls).

A `BoardMap` holds what the rules need: the grid (orthogonal or staggered
hexagonal), per-cell terrain and elevation from tile properties, and the
objects of every object layer (zones, spawn points, walls, doors, locations,
links) with the cells they cover. Views load the same file again with images.

Tile properties are merged from the tile layers bottom to top. Never name a
property ``height`` or ``width``: pytmx overwrites them with the tile size;
a map that tries is refused with its line.
"""

from __future__ import annotations

import logging
import math
import re
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import hexgrid
from .problems import Issue, did_you_mean, rel

_PYTMX_TILE_KEYS = {"id", "width", "height", "frames", "source", "trans", "type", "class"}
RESERVED_PROPERTIES = ("height", "width")


def column_letters(col: int) -> str:
    """A map column (from 0) as players name it: A..Z, then AA, AB... (every grid game's rulers,
    cell names and logs use this one spelling)."""
    out = ""
    col += 1
    while col:
        col, rest = divmod(col - 1, 26)
        out = chr(ord("A") + rest) + out
    return out


@dataclass(frozen=True)
class MapSpec:
    """What a game requires of its maps."""

    orientation: str  # "orthogonal" or "hexagonal"
    tile_layers: tuple[str, ...] = ()
    object_layers: tuple[str, ...] = ()
    #: Tile properties every placed tile must carry, with their Python type.
    tile_properties: dict[str, type] = field(default_factory=dict)
    #: The kind name `validate --json` counts maps under (e.g. "battlefields").
    count_as: str = "maps"


@dataclass
class Cell:
    """One grid cell: terrain, elevation and any other tile properties."""

    col: int
    row: int
    terrain: str | None = None
    elevation: int = 0
    props: dict[str, Any] = field(default_factory=dict)


@dataclass
class MapObject:
    """An object of an object layer: a zone, spawn point, wall, door, location or link."""

    id: int
    name: str
    kind: str  # Tiled's class (type before Tiled 1.9)
    layer: str
    x: float
    y: float
    width: float
    height: float
    points: list[tuple[float, float]] = field(default_factory=list)
    props: dict[str, Any] = field(default_factory=dict)
    cells: list[tuple[int, int]] = field(default_factory=list)


@dataclass
class BoardMap:
    """A map as the rules see it."""

    name: str
    path: str
    orientation: str
    width: int
    height: int
    tilewidth: int
    tileheight: int
    stagger_axis: str | None = None
    stagger_index: str | None = None
    hexside: float = 0.0
    cells: dict[tuple[int, int], Cell] = field(default_factory=dict)
    layers: dict[str, list[MapObject]] = field(default_factory=dict)
    properties: dict[str, Any] = field(default_factory=dict)

    @property
    def hexagonal(self) -> bool:
        """Whether the grid is staggered hexagonal."""
        return self.orientation == "hexagonal"

    def hex_of(self, col: int, row: int) -> hexgrid.Hex:
        """The cube hex of a cell of a hexagonal map."""
        return hexgrid.from_offset(col, row, self.stagger_axis or "y", self.stagger_index or "odd")

    def cell_of(self, h: hexgrid.Hex) -> tuple[int, int]:
        """The (column, row) of a hex on a hexagonal map."""
        return hexgrid.to_offset(h, self.stagger_axis or "y", self.stagger_index or "odd")

    def objects(self, layer: str, kind: str | None = None) -> list[MapObject]:
        """The objects of a layer, optionally only those of one kind."""
        return [o for o in self.layers.get(layer, []) if kind is None or o.kind == kind]

    def edges_of(self, o: MapObject) -> list[frozenset[tuple[int, int]]]:
        """The cell edges a polyline (a wall) runs along, on an orthogonal map.

        Each unit of an axis-aligned segment lying on a grid line separates two
        cells; the edge is the pair of them (see squaregrid.edge).
        """
        out: list[frozenset[tuple[int, int]]] = []
        tw, th = self.tilewidth, self.tileheight
        for (x0, y0), (x1, y1) in zip(o.points, o.points[1:]):
            if x0 == x1:  # vertical: separates column c-1 from column c
                c = round(x0 / tw)
                for r in range(int(min(y0, y1) // th), int(-(-max(y0, y1) // th))):
                    out.append(frozenset(((c - 1, r), (c, r))))
            elif y0 == y1:
                r = round(y0 / th)
                for c in range(int(min(x0, x1) // tw), int(-(-max(x0, x1) // tw))):
                    out.append(frozenset(((c, r - 1), (c, r))))
        return out

    def cell_at_pixel(self, px: float, py: float) -> tuple[int, int] | None:
        """The cell whose area holds a Tiled pixel position (None outside the map)."""
        if not self.hexagonal:
            col, row = int(px // self.tilewidth), int(py // self.tileheight)
        else:
            col, row = _nearest_hex_cell(self, px, py)
        if 0 <= col < self.width and 0 <= row < self.height:
            return col, row
        return None


def _nearest_hex_cell(m: BoardMap, px: float, py: float) -> tuple[int, int]:
    axis, index = m.stagger_axis or "y", m.stagger_index or "odd"
    if axis == "y":
        step = (m.tileheight + m.hexside) / 2
        row0, col0 = int(py // step), int(px // m.tilewidth)
    else:
        step = (m.tilewidth + m.hexside) / 2
        col0, row0 = int(px // step), int(py // m.tileheight)
    best, best_d = (col0, row0), math.inf
    for c in range(col0 - 1, col0 + 2):
        for r in range(row0 - 1, row0 + 2):
            cx, cy = hexgrid.tiled_center(c, r, m.tilewidth, m.tileheight, m.hexside, axis, index)
            d = (cx - px) ** 2 + (cy - py) ** 2
            if d < best_d:
                best, best_d = (c, r), d
    return best


def _line_of(text: str, pattern: str) -> int | None:
    m = re.search(pattern, text)
    return text.count("\n", 0, m.start()) + 1 if m else None


def lint_source(path: Path, text: str) -> list[Issue]:
    """Problems pytmx would hide: reserved property names; XML that does not parse."""
    name = rel(path)
    issues: list[Issue] = []
    try:
        root = ET.fromstring(text)
    except ET.ParseError as err:
        line = err.position[0] if getattr(err, "position", None) else None
        return [Issue(name, line, "", f"not a readable Tiled map: {err}")]
    if root.tag != "map":
        return [Issue(name, 1, "", f"not a Tiled map: the root element is <{root.tag}>, not <map>")]
    for tile in root.iter("tile"):
        for prop in tile.iter("property"):
            if prop.get("name") in RESERVED_PROPERTIES:
                line = _line_of(text, rf'<property name="{prop.get("name")}"')
                issues.append(Issue(name, line, f"tile {tile.get('id')}.{prop.get('name')}",
                                    "pytmx overwrites this property with the tile size; call it 'elevation'"))
    return issues


def load_map(path: Path, spec: MapSpec | None = None) -> tuple[BoardMap | None, list[Issue]]:
    """Read one .tmx file; returns the map (None when unusable) and its issues."""
    name = rel(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        return None, [Issue(name, None, "", f"cannot read: {err}")]
    issues = lint_source(path, text)
    if issues:
        return None, issues
    try:
        tm = _pytmx().TiledMap(str(path), invert_y=False)
    except Exception as err:  # noqa: BLE001 - pytmx raises many kinds; the player needs the message
        return None, [Issue(name, _line_of(text, "<map"), "", f"pytmx cannot load it: {err}")]
    orientation = getattr(tm, "orientation", None)
    if orientation not in ("orthogonal", "hexagonal"):
        return None, [Issue(name, _line_of(text, "<map"), "map.orientation",
                            f"orientation {orientation!r} is not supported; use orthogonal or hexagonal")]
    bm = BoardMap(name=path.stem, path=str(path), orientation=orientation, width=tm.width, height=tm.height,
                  tilewidth=tm.tilewidth, tileheight=tm.tileheight, properties=dict(tm.properties or {}))
    if orientation == "hexagonal":
        bm.stagger_axis = getattr(tm, "staggeraxis", None) or "y"
        bm.stagger_index = getattr(tm, "staggerindex", None) or "odd"
        bm.hexside = float(getattr(tm, "hexsidelength", 0) or 0)
    if spec is not None and orientation != spec.orientation:
        issues.append(Issue(name, _line_of(text, "<map"), "map.orientation",
                            f"this game needs {spec.orientation} maps, not {orientation}"))
    _read_tiles(tm, bm, text, name, spec, issues)
    _read_objects(tm, bm)
    if spec is not None:
        for layer in spec.object_layers:
            if layer not in bm.layers:
                issues.append(Issue(name, _line_of(text, "<map"), f"layer {layer}",
                                    f"missing object layer {layer!r}{did_you_mean(layer, bm.layers)}"))
    return (None if any(i.severity == "error" for i in issues) else bm), issues


def _pytmx() -> Any:
    """pytmx, imported without letting it import pygame (it tries to, for its image loader):
    the rules read maps with no pygame in the process."""
    if "pytmx" in sys.modules:
        return sys.modules["pytmx"]
    block = "pygame" not in sys.modules
    if block:
        sys.modules["pygame"] = None  # type: ignore[assignment]  # makes `import pygame` fail inside pytmx
    quiet = logging.getLogger("pytmx")
    level = quiet.level
    quiet.setLevel(logging.CRITICAL)  # pytmx logs an error when it finds no pygame: expected here
    try:
        import pytmx
    finally:
        quiet.setLevel(level)
        if block:
            del sys.modules["pygame"]
            # Its pygame helpers were cut short: let a view import them afresh later.
            for name in ("pytmx.util_pygame", "pytmx.util_pygame_sdl2"):
                sys.modules.pop(name, None)
    return pytmx


def _read_tiles(tm: Any, bm: BoardMap, text: str, name: str, spec: MapSpec | None, issues: list[Issue]) -> None:
    pytmx = _pytmx()
    tile_layers = [layer for layer in tm.layers if isinstance(layer, pytmx.TiledTileLayer)]
    if spec is not None:
        have = [layer.name for layer in tile_layers]
        for need in spec.tile_layers:
            if need not in have:
                issues.append(Issue(name, _line_of(text, "<map"), f"layer {need}",
                                    f"missing tile layer {need!r}{did_you_mean(need, have)}"))
    required = spec.tile_properties if spec else {}
    reported: set[tuple[int, str]] = set()
    for layer in tile_layers:
        layer_props = dict(layer.properties or {})
        for row, line in enumerate(layer.data):
            for col, gid in enumerate(line):
                if not gid:
                    continue
                props = {k: v for k, v in (tm.get_tile_properties_by_gid(gid) or {}).items()
                         if k not in _PYTMX_TILE_KEYS}
                merged = {**layer_props, **props}
                cell = bm.cells.get((col, row)) or Cell(col, row)
                cell.props.update(merged)
                cell.terrain = cell.props.get("terrain", cell.terrain)
                elev = cell.props.get("elevation", cell.elevation)
                cell.elevation = elev if isinstance(elev, int) else cell.elevation
                bm.cells[(col, row)] = cell
                for pname, ptype in required.items():
                    value = merged.get(pname)
                    ok = isinstance(value, ptype) and not (ptype is int and isinstance(value, bool))
                    if not ok and (gid, pname) not in reported:
                        reported.add((gid, pname))
                        local = tm.tiledgidmap.get(gid, gid) if hasattr(tm, "tiledgidmap") else gid
                        issues.append(Issue(name, _line_of(text, rf'<layer[^>]*name="{re.escape(layer.name)}"'),
                                            f"layer {layer.name} ({col},{row})",
                                            f"tile {local} has no {ptype.__name__} property {pname!r}"
                                            if value is None else
                                            f"tile {local} property {pname!r} must be {ptype.__name__}, "
                                            f"not {value!r}"))
    if spec is not None and spec.tile_layers and not bm.cells and not issues:
        issues.append(Issue(name, _line_of(text, "<layer"), "", "the map has no tiles"))


def _read_objects(tm: Any, bm: BoardMap) -> None:
    pytmx = _pytmx()
    for layer in tm.layers:
        if not isinstance(layer, pytmx.TiledObjectGroup):
            continue
        objs = []
        for o in layer:
            kind = getattr(o, "class", None) or o.type or ""
            points = [(float(p.x), float(p.y)) for p in getattr(o, "points", ()) or ()]
            mo = MapObject(id=o.id, name=o.name or "", kind=kind, layer=layer.name, x=float(o.x),
                           y=float(o.y), width=float(o.width or 0), height=float(o.height or 0),
                           points=points, props=dict(o.properties or {}))
            mo.cells = _object_cells(bm, mo)
            objs.append(mo)
        bm.layers[layer.name] = objs


def _object_cells(bm: BoardMap, o: MapObject) -> list[tuple[int, int]]:
    """The cells an object covers: its point's cell, or every cell centre inside its rectangle."""
    if o.points:
        cells = [bm.cell_at_pixel(x, y) for x, y in o.points]
        return list(dict.fromkeys(c for c in cells if c))
    if o.width <= 0 or o.height <= 0:
        c = bm.cell_at_pixel(o.x, o.y)
        return [c] if c else []
    out = []
    for (col, row) in _all_cells(bm):
        cx, cy = _cell_center(bm, col, row)
        if o.x <= cx < o.x + o.width and o.y <= cy < o.y + o.height:
            out.append((col, row))
    return out


def _all_cells(bm: BoardMap):
    for row in range(bm.height):
        for col in range(bm.width):
            yield col, row


def _cell_center(bm: BoardMap, col: int, row: int) -> tuple[float, float]:
    if bm.hexagonal:
        return hexgrid.tiled_center(col, row, bm.tilewidth, bm.tileheight, bm.hexside,
                                    bm.stagger_axis or "y", bm.stagger_index or "odd")
    return (col + 0.5) * bm.tilewidth, (row + 0.5) * bm.tileheight


def load_maps(spec: MapSpec, folders: list[Path]) -> tuple[dict[str, BoardMap], list[Issue]]:
    """Every .tmx of the folders in order; a later file replaces an earlier one of the same name."""
    maps: dict[str, BoardMap] = {}
    issues: list[Issue] = []
    for folder in folders:
        paths = [folder] if folder.is_file() else sorted(folder.glob("*.tmx")) if folder.exists() else []
        for path in paths:
            bm, found = load_map(path, spec)
            issues.extend(found)
            if bm is not None:
                maps[bm.name] = bm
    return maps, issues
