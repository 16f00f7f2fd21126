"""Writes maps/dagger/world.tmx, the D.A.G.G.E.R. world map, from the table below.

Run by hand (not a test): ``.venv/bin/python -m tests.dagger.build_map [OUT.tmx]``. The map is
committed; test_map.py checks that it is exactly what this script writes, so the table here is the
one place to change the world.

The rulebook fixes only a few facts: five bases (New York, Atlantis, Madripoor, Wakanda and the
movable Iliad), Asgard (reached through the Bifrost token), four regions of which one is the
ocean region (Atlantis and every ocean space), numbered spaces 1 = North America and 14 = East Asia
joined by lettered line A, spaces 5 and 8, and lines B and C elsewhere. Everything else is our
choice (UNCONFIRMED, marked in the map's ``unconfirmed`` property): the other spaces, their
names, positions, regions and links, where lines B and C run.

Layers: ``spaces`` (one point per space: name, class numbered|ocean|base|asgard, properties
``sid``, ``number``, ``region``, ``base``), ``links`` (a two-point polyline per link with ``a``,
``b`` and, for the lettered lines, ``label``), ``regions`` (a point per region with ``rid`` and
``colour`` for the view).
"""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "maps" / "dagger" / "world.tmx"
TILE = 32
WIDTH, HEIGHT = 50, 28          # 1600 x 896 pixels

REGIONS = [  # rid, name, colour (the view's), label position
    ("west", "The Americas", "#c8443c", (260, 520)),
    ("central", "Europe and Africa", "#d4a22c", (860, 300)),
    ("east", "Asia and Oceania", "#3f9a5a", (1250, 220)),
    ("ocean", "The Oceans", "#3a74c4", (600, 760)),
]

# sid, name, class, region, number, base id, x, y
SPACES = [
    ("1", "North America", "numbered", "west", 1, "", 300, 260),
    ("2", "Arctic", "numbered", "west", 2, "", 520, 110),
    ("3", "Central America", "numbered", "west", 3, "", 280, 420),
    ("4", "South America", "numbered", "west", 4, "", 400, 600),
    ("5", "Antarctica", "numbered", "west", 5, "", 700, 840),
    ("6", "Western Europe", "numbered", "central", 6, "", 760, 220),
    ("7", "Eastern Europe", "numbered", "central", 7, "", 920, 200),
    ("8", "North Africa", "numbered", "central", 8, "", 790, 400),
    ("9", "Middle East", "numbered", "central", 9, "", 960, 390),
    ("10", "Southern Africa", "numbered", "central", 10, "", 860, 660),
    ("11", "Siberia", "numbered", "east", 11, "", 1160, 150),
    ("12", "South Asia", "numbered", "east", 12, "", 1100, 430),
    ("13", "Southeast Asia", "numbered", "east", 13, "", 1270, 500),
    ("14", "East Asia", "numbered", "east", 14, "", 1310, 300),
    ("15", "Oceania", "numbered", "east", 15, "", 1400, 720),
    ("new_york", "New York", "base", "west", 0, "new_york", 430, 300),
    ("wakanda", "Wakanda", "base", "central", 0, "wakanda", 880, 530),
    ("madripoor", "Madripoor", "base", "east", 0, "madripoor", 1250, 620),
    ("atlantis", "Atlantis", "base", "ocean", 0, "atlantis", 600, 470),
    ("north_atlantic", "North Atlantic", "ocean", "ocean", 0, "", 590, 320),
    ("south_atlantic", "South Atlantic", "ocean", "ocean", 0, "", 600, 640),
    ("indian_ocean", "Indian Ocean", "ocean", "ocean", 0, "", 1060, 660),
    ("pacific", "Pacific Ocean", "ocean", "ocean", 0, "", 1520, 480),
    ("asgard", "Asgard", "asgard", "", 0, "", 800, 50),
]

LINKS = [  # a, b, label (A, B, C: the lettered long lines)
    ("1", "2", ""), ("1", "3", ""), ("1", "new_york", ""), ("1", "14", "A"),
    ("2", "new_york", ""), ("2", "6", ""), ("2", "11", "C"),
    ("3", "4", ""), ("3", "north_atlantic", ""), ("3", "pacific", "B"),
    ("4", "5", ""), ("4", "south_atlantic", ""),
    ("5", "south_atlantic", ""), ("5", "indian_ocean", ""), ("5", "15", ""),
    ("6", "7", ""), ("6", "8", ""), ("6", "north_atlantic", ""),
    ("7", "9", ""), ("7", "11", ""),
    ("8", "9", ""), ("8", "wakanda", ""), ("8", "north_atlantic", ""),
    ("9", "12", ""), ("9", "wakanda", ""),
    ("10", "wakanda", ""), ("10", "south_atlantic", ""), ("10", "indian_ocean", ""),
    ("11", "12", ""), ("11", "14", ""),
    ("12", "13", ""), ("12", "indian_ocean", ""),
    ("13", "14", ""), ("13", "madripoor", ""),
    ("14", "pacific", ""),
    ("15", "madripoor", ""), ("15", "indian_ocean", ""), ("15", "pacific", ""),
    ("new_york", "north_atlantic", ""),
    ("atlantis", "north_atlantic", ""), ("atlantis", "south_atlantic", ""),
    ("north_atlantic", "south_atlantic", ""),
]

UNCONFIRMED = ("every space but 1 (North America), 14 (East Asia), 5 and 8; all names, positions, "
               "regions and links except line A (1-14); where lines B and C run")


def _prop(name: str, value, kind: str | None = None) -> str:
    t = f' type="{kind}"' if kind else ""
    return f'    <property name="{name}"{t} value={quoteattr(str(value))}/>\n'


def render() -> str:
    """The whole TMX text."""
    pos = {sid: (x, y) for sid, _, _, _, _, _, x, y in SPACES}
    oid = 1
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n',
           f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
           f'width="{WIDTH}" height="{HEIGHT}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
           f'nextlayerid="4" nextobjectid="{len(SPACES) + len(LINKS) + len(REGIONS) + 1}">\n',
           ' <properties>\n',
           '  <property name="title" value="The world"/>\n',
           f'  <property name="unconfirmed" value={quoteattr(UNCONFIRMED)}/>\n',
           ' </properties>\n',
           ' <objectgroup id="1" name="regions">\n']
    for rid, name, colour, (x, y) in REGIONS:
        out.append(f'  <object id="{oid}" name={quoteattr(name)} type="region" x="{x}" y="{y}">\n'
                   '   <properties>\n' + _prop("rid", rid).replace("    ", "    ") +
                   _prop("colour", colour) + '   </properties>\n   <point/>\n  </object>\n')
        oid += 1
    out.append(' </objectgroup>\n <objectgroup id="2" name="spaces">\n')
    for sid, name, kind, region, number, base, x, y in SPACES:
        props = _prop("sid", sid) + _prop("region", region)
        if number:
            props += _prop("number", number, "int")
        if base:
            props += _prop("base", base)
        out.append(f'  <object id="{oid}" name={quoteattr(name)} type="{kind}" x="{x}" y="{y}">\n'
                   f'   <properties>\n{props}   </properties>\n   <point/>\n  </object>\n')
        oid += 1
    out.append(' </objectgroup>\n <objectgroup id="3" name="links">\n')
    for a, b, label in LINKS:
        (ax, ay), (bx, by) = pos[a], pos[b]
        props = _prop("a", a) + _prop("b", b) + (_prop("label", label) if label else "")
        out.append(f'  <object id="{oid}" name="{a}-{b}" type="link" x="{ax}" y="{ay}">\n'
                   f'   <properties>\n{props}   </properties>\n'
                   f'   <polyline points="0,0 {bx - ax},{by - ay}"/>\n  </object>\n')
        oid += 1
    out.append(' </objectgroup>\n</map>\n')
    return "".join(out)


def main(argv: list[str]) -> None:
    out = Path(argv[0]) if argv else OUT
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render(), encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main(sys.argv[1:])
