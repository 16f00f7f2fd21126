"""Writes maps/heroscape/genotech.tmx and tribeca_labs.tmx from the facts transcription.

Run by hand (not a test): ``.venv/bin/python -m tests.heroscape.build_maps [facts.yaml]``.
``... build_maps --example [OUT.tmx]`` writes the example mod's battlefield instead
(mods/example/maps/heroscape/rooftops.tmx unless OUT is given): copy `build_example` to make your own.
The maps are committed; this script documents how they were made and which ruin
details we chose (the transcription leaves them open). The ruin's wall is an L:

- the long leg runs along the four in-row pieces: the first carries the Breakable Wall
  Section (a solid hex), the fourth is the corner (a solid ruin-wall hex), and between them
  the second and third lie under the two upper-floor spaces (surface 9) with the wall along
  their sides that face the short leg (one ``wall_edge`` segment per hex side);
- the short leg is one thin-wall segment between the fifth and sixth pieces.

Solid wall blocks sight: a figure behind it is hidden (rulebook: "a barrier that figures
can hide behind").

The window (UNCONFIRMED: no public record gives where the physical ruin's window openings are
or how high; the window object carries ``unconfirmed=true`` and the map's ``unconfirmed``
property names it): one opening in the long leg, in its first segment beside the upper
floor, from level 4 to level 7 above the table (3 to 6 above the ruin floor, whose surface
is level 1; under the floor's slab, 8 to 9). One opening per wall face: the short leg and
every other segment are solid. Sight passes through the opening, movement never does. The
levels are ``sight_from`` and ``sight_to`` (never ``height``: pytmx overwrites it).
"""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

import yaml

from game.core.hexgrid import DIRECTIONS, Hex, from_offset, tiled_center, to_offset

TW, TH, SIDE = 56, 64, 32
TERRAINS = ("grass", "concrete", "asphalt", "ruin")
MAX_ELEVATION = 3
ROOT = Path(__file__).resolve().parents[2]
FACTS = ROOT.parent / "shared" / "facts" / "heroscape-marvel-cards.yaml"

WALL_TOP = 13        # the ruin wall stands 12 levels above its tile (surface 1)
BREAKABLE_TOP = 10   # the breakable section is lower than the corner
UPPER_FLOOR = 9      # rulebook: 9 levels above the ruin tile's base
# Window openings (unconfirmed, our choice; see the module docstring): levels above the
# table, 3 to 6 above the ruin floor.
WINDOW_FROM, WINDOW_TO = 4, 7

SCENARIO_MARKS = {
    "genotech": {
        "Avengers Assemble!": ("avengers_assemble", {
            "spots": {"captain_america": (5, 3), "iron_man": (3, 4), "spider_man": (8, 2),
                      "doctor_doom": (4, 11), "abomination": (7, 11), "venom": (10, 10)}}),
        "Theft at Stark Enterprises": ("theft_at_stark", {
            "zones": {"red": "P1SZ", "blue": "P2SZ", "orange": "P3SZ"}}),
        "Escalating Battle": ("escalating_battle", {
            "zones": {"red": "P1SZ", "blue": "P2SZ"}, "glyphs": {"glyph_a": (3, 6), "glyph_b": (8, 6)}}),
        "Hulk Mad!": ("hulk_mad", {
            "zones": {"red": "P2SZ"}, "glyphs": {"sleeping_agent": (6, 0)},
            "spots": {"incredible_hulk": (6, 2)}}),
    },
    "tribeca_labs": {
        "Mayhem in Manhattan!": ("mayhem_in_manhattan", {
            "spots": {"captain_america": (13, 14), "iron_man": (12, 13), "spider_man": (13, 12),
                      "silver_surfer": (14, 12), "incredible_hulk": (13, 13),
                      "doctor_doom": (1, 3), "abomination": (2, 2), "venom": (2, 1), "thanos": (1, 2),
                      "red_skull": (1, 1)}}),
        "Heroes, Villains, Friends and Foes": ("heroes_villains_friends_foes", {
            "spots": {"captain_america": (1, 1), "iron_man": (1, 2), "silver_surfer": (0, 1),
                      "incredible_hulk": (1, 0), "spider_man": (4, 11),
                      "doctor_doom": (14, 15), "abomination": (15, 14), "thanos": (16, 12),
                      "red_skull": (15, 11), "venom": (8, 8)}}),
        "A Very Mad Genius": ("a_very_mad_genius", {
            "zones": {"blue": "P1SZ", "red": "P2SZ"},
            "glyphs": {"mysterious_item": (0, 1), "object_of_power": (15, 14)}}),
        "Clash on the Streets": ("clash_on_the_streets", {
            "zones": {"red": "P1SZ", "blue": "P2SZ", "orange": "P3SZ", "exit": "P1F1"},
            "glyphs": {"device": (1, 1)}}),
    },
}


def tile_gid(terrain: str, elevation: int) -> int:
    """The gid of a terrain x elevation tile (firstgid 1)."""
    return 1 + TERRAINS.index(terrain) * MAX_ELEVATION + (elevation - 1)


def tileset_xml() -> str:
    """An embedded image-less tileset: one tile per terrain and elevation."""
    out = [f' <tileset firstgid="1" name="heroscape" tilewidth="{TW}" tileheight="{TH}" '
           f'tilecount="{len(TERRAINS) * MAX_ELEVATION}" columns="0">',
           '  <grid orientation="orthogonal" width="1" height="1"/>']
    for t in TERRAINS:
        for e in range(1, MAX_ELEVATION + 1):
            tid = tile_gid(t, e) - 1
            out.append(f'  <tile id="{tid}"><properties><property name="terrain" value="{t}"/>'
                       f'<property name="elevation" type="int" value="{e}"/></properties></tile>')
    out.append(" </tileset>")
    return "\n".join(out)


def centre(col: int, row: int) -> tuple[float, float]:
    return tiled_center(col, row, TW, TH, SIDE, "y", "odd")


class ObjectWriter:
    """Object layers of a map, numbered as Tiled numbers them."""

    def __init__(self) -> None:
        self.next_id = 1
        self.layers: dict[str, list[str]] = {}

    def add(self, layer: str, name: str, kind: str, cells: list[tuple[int, int]],
            props: dict[str, object] | None = None) -> None:
        oid = self.next_id
        self.next_id += 1
        x0, y0 = centre(*cells[0])
        prop_xml = ""
        if props:
            items = []
            for k, v in props.items():
                if isinstance(v, bool):
                    typ, v = ' type="bool"', str(v).lower()
                else:
                    typ = ' type="int"' if isinstance(v, int) else ""
                items.append(f'<property name="{k}"{typ} value="{v}"/>')
            prop_xml = "<properties>" + "".join(items) + "</properties>"
        if len(cells) == 1:
            geom = "<point/>"
        else:
            pts = " ".join(f"{centre(*c)[0] - x0:g},{centre(*c)[1] - y0:g}" for c in cells)
            geom = f'<polyline points="{pts}"/>'
        self.layers.setdefault(layer, []).append(
            f'  <object id="{oid}" name={quoteattr(name)} class="{kind}" x="{x0:g}" y="{y0:g}">'
            f"{prop_xml}{geom}</object>")


def long_leg_segments(ruin: list[tuple[int, int]], cells) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The long leg's thin-wall segments: the sides of the second and third pieces that face
    the short leg's pieces, each to a neighbouring hex of the map off the leg's line."""
    def centre_of(cell):
        return centre(*cell)

    line = set(ruin[:4])
    (x0, y0), (x1, y1) = centre_of(ruin[0]), centre_of(ruin[3])
    dx, dy = x1 - x0, y1 - y0

    def side(cell) -> float:
        x, y = centre_of(cell)
        return dx * (y - y0) - dy * (x - x0)

    inner = side(ruin[4])
    out = []
    for piece in ruin[1:3]:
        h = from_offset(*piece, "y", "odd")
        for d in DIRECTIONS:
            n = to_offset(Hex(h.q + d.q, h.r + d.r), "y", "odd")
            if n in cells and n not in line and side(n) * inner > 0:
                out.append((piece, n))
    return out


def build(key: str, bf: dict, out: Path) -> None:
    rows = bf["ascii"]
    height = len(rows)
    cells: dict[tuple[int, int], tuple[str, int]] = {}
    for piece in bf["tiles"]:
        terrain = "ruin" if piece["terrain"] == "warehouse_ruin_tile" else piece["terrain"]
        for col, row in piece["cells"]:
            old = cells.get((col, row))
            level = piece["level"]
            if old is None or level > old[1]:
                cells[(col, row)] = (terrain, level)
    width = max(c for c, _ in cells) + 1
    data = []
    for row in range(height):
        data.append(",".join(str(tile_gid(*cells[(col, row)])) if (col, row) in cells else "0"
                             for col in range(width)))
    ruin = [tuple(c) for c in bf["warehouse_ruin"]["tile_cells_in_piece_order"]]
    objs = ObjectWriter()
    objs.add("ruin", "breakable_wall", "breakable_wall", [ruin[0]], {"top": BREAKABLE_TOP, "card": "breakable_wall"})
    objs.add("ruin", "ruin_wall", "ruin_wall", [ruin[3]], {"top": WALL_TOP})
    objs.add("ruin", "upper_floor", "upper_floor", [ruin[1], ruin[2]], {"elevation": UPPER_FLOOR, "thickness": 1})
    segments = long_leg_segments(ruin, cells)
    for n, (a, b) in enumerate(segments):
        objs.add("ruin", f"long_leg_{n + 1}", "wall_edge", [a, b], {"bottom": 1, "top": WALL_TOP})
    objs.add("ruin", "short_leg", "wall_edge", [ruin[4], ruin[5]], {"bottom": 1, "top": WALL_TOP})
    window = {"sight_from": WINDOW_FROM, "sight_to": WINDOW_TO, "unconfirmed": True}
    objs.add("ruin", "long_leg_window", "window", list(segments[0]), window)
    for scen in bf["scenarios"]:
        sid, spec = SCENARIO_MARKS[key][scen["title"]]
        marks = scen["marks"]
        for zone, mark in spec.get("zones", {}).items():
            kind = "start_zone" if zone in ("red", "blue") else "scenario_zone"
            objs.add("zones", f"{sid}/{zone}", kind, [tuple(c) for c in marks[mark]])
        for glyph, cell in spec.get("glyphs", {}).items():
            objs.add("glyphs", f"{sid}/{glyph}", "glyph_spot", [cell])
        for card, cell in spec.get("spots", {}).items():
            objs.add("figures", f"{sid}/{card}", "figure_spot", [cell])
    layers_xml = []
    lid = 2
    for name in ("ruin", "zones", "glyphs", "figures"):
        layers_xml.append(f' <objectgroup id="{lid}" name="{name}">\n' + "\n".join(objs.layers.get(name, []))
                          + "\n </objectgroup>")
        lid += 1
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" width="{width}" height="{height}" tilewidth="{TW}" tileheight="{TH}" infinite="0" hexsidelength="{SIDE}" staggeraxis="y" staggerindex="odd" nextlayerid="{lid}" nextobjectid="{objs.next_id}">
 <properties>
  <property name="title" value={quoteattr(bf["name"])}/>
  <property name="source" value="community transcription of the rulebook diagrams (facts file, MAPS)"/>
  <property name="unconfirmed" value="which ruin hexes hold the walls, the breakable section and the upper floor; where the ruin's window opening is and how high; start-zone colours"/>
 </properties>
{tileset_xml()}
 <layer id="1" name="terrain" width="{width}" height="{height}">
  <data encoding="csv">
{(","+chr(10)).join(data)}
</data>
 </layer>
{chr(10).join(layers_xml)}
</map>
"""
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out} ({len(cells)} hexes)")


# -- the example mod's battlefield ----------------------------------------------------------
#: mods/example's battlefield, one token per hex: terrain letter (g grass, c concrete,
#: a asphalt, r ruin) and level 1..3; "." for no hex. Odd rows stand half a hex to the right.
EXAMPLE_ROWS = (
    ".  g1 g1 g1 g2 a1 a1 g2 g1 g1 g1 .",
    "g1 g1 c2 c3 g2 a1 a1 g2 c3 c2 g1 g1",
    "g1 c2 c3 c3 g1 a1 a1 g1 c3 c3 c2 g1",
    "g1 g1 c2 g1 g1 a1 c2 a1 g1 c2 g1 g1",
    "g1 g1 g1 g1 a1 c2 c2 a1 g1 g1 g1 g1",
    "g1 g1 g1 g1 a1 c2 c2 a1 g1 g1 g1 g1",
    "g1 g1 c2 g1 a1 c2 a1 g1 g1 c2 g1 g1",
    "g1 c2 c3 c3 g1 a1 a1 g1 c3 c3 c2 g1",
    "g1 g1 c2 c3 g2 a1 a1 g2 c3 c2 g1 g1",
    ".  g1 g1 g1 g2 a1 a1 g2 g1 g1 g1 .",
)
EXAMPLE_SCENARIO = "rooftop_standoff"
EXAMPLE_MARKS = {
    "zones": {"red": ("start_zone", [(0, 3), (0, 4), (0, 5), (0, 6), (1, 4), (1, 5)]),
              "blue": ("start_zone", [(11, 3), (11, 4), (11, 5), (11, 6), (10, 4), (10, 5)]),
              "plaza": ("scenario_zone", [(5, 4), (6, 4), (5, 5), (6, 5)])},
    "glyphs": {"glyph": (6, 3)},
}
EXAMPLE_OUT = ROOT / "mods" / "example" / "maps" / "heroscape" / "rooftops.tmx"


def tmx_text(title: str, cells: dict[tuple[int, int], tuple[str, int]], objs: ObjectWriter,
             properties: dict[str, str]) -> str:
    """A whole .tmx: the tileset, the terrain layer of `cells` and the four object layers."""
    width = max(c for c, _ in cells) + 1
    height = max(r for _, r in cells) + 1
    data = [",".join(str(tile_gid(*cells[(col, row)])) if (col, row) in cells else "0" for col in range(width))
            for row in range(height)]
    layers_xml = []
    lid = 2
    for name in ("ruin", "zones", "glyphs", "figures"):
        layers_xml.append(f' <objectgroup id="{lid}" name="{name}">\n' + "\n".join(objs.layers.get(name, []))
                          + "\n </objectgroup>")
        lid += 1
    props = "\n".join(f"  <property name={quoteattr(k)} value={quoteattr(v)}/>"
                      for k, v in {"title": title, **properties}.items())
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" width="{width}" \
height="{height}" tilewidth="{TW}" tileheight="{TH}" infinite="0" hexsidelength="{SIDE}" staggeraxis="y" \
staggerindex="odd" nextlayerid="{lid}" nextobjectid="{objs.next_id}">
 <properties>
{props}
 </properties>
{tileset_xml()}
 <layer id="1" name="terrain" width="{width}" height="{height}">
  <data encoding="csv">
{(","+chr(10)).join(data)}
</data>
 </layer>
{chr(10).join(layers_xml)}
</map>
"""


def build_example(out: Path = EXAMPLE_OUT) -> None:
    """Write the example mod's battlefield (Rooftops: a street between two pairs of
    rooftops, no ruin) with the marks of its one scenario."""
    letters = {t[0]: t for t in TERRAINS}
    cells: dict[tuple[int, int], tuple[str, int]] = {}
    for row, line in enumerate(EXAMPLE_ROWS):
        for col, token in enumerate(line.split()):
            if token != ".":
                cells[(col, row)] = (letters[token[0]], int(token[1:]))
    objs = ObjectWriter()
    for zone, (kind, zone_cells) in EXAMPLE_MARKS["zones"].items():
        objs.add("zones", f"{EXAMPLE_SCENARIO}/{zone}", kind, zone_cells)
    for glyph, cell in EXAMPLE_MARKS["glyphs"].items():
        objs.add("glyphs", f"{EXAMPLE_SCENARIO}/{glyph}", "glyph_spot", [cell])
    text = tmx_text("Rooftops", cells, objs,
                    {"source": "the example mod (mods/example): an invented battlefield, "
                               "made by tests/heroscape/build_maps.py --example"})
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out} ({len(cells)} hexes)")


def main(argv: list[str]) -> None:
    if argv and argv[0] == "--example":  # the example mod's battlefield, to a file of your choice
        build_example(Path(argv[1]) if len(argv) > 1 else EXAMPLE_OUT)
        return
    facts = yaml.safe_load(Path(argv[0] if argv else FACTS).read_text(encoding="utf-8"))
    for key in ("genotech", "tribeca_labs"):
        bf = facts["battlefields"][key]
        build(key, bf, ROOT / "maps" / "heroscape" / f"{key}.tmx")


if __name__ == "__main__":
    main(sys.argv[1:])
