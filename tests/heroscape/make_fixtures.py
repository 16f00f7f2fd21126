"""Writes the test-only fixture maps in tests/heroscape/maps/ (run by hand; the maps are committed).

heights.tmx (12 x 7, concrete, level 1 unless listed; (col,row) cells):
- row 0: (2,0) level 2                      -> a one-level step
- row 2: (2,2) 3, (3,2) 5, (5,2) 6          -> stairs 1-3-5 and a 5-level ledge
- row 4: (1,4) 5, (3,4) 15, (5,4) 16, (7,4) 26 -> drops of 4, 14, 15 and 25 to level 1
- row 6: (1,6) 4, (8,6) 10                  -> adjacency with tall figures, range up high
- upper floor (surface 9, 1 thick) over (9,2) and (10,2): clearance 7 above level 1
- breakable wall on (6,0) (top 10), ruin wall on (9,4) (top 13), wall edge between (10,6) and (11,6)
gap.tmx (7 x 3): a hole at (2,1), (3,1), (4,1) in the middle row.
"""

from __future__ import annotations

from pathlib import Path

from tests.heroscape.build_maps import TH, TW, SIDE, ObjectWriter

HERE = Path(__file__).parent / "maps"
MAX_E = 30


def tileset() -> str:
    out = [f' <tileset firstgid="1" name="fixture" tilewidth="{TW}" tileheight="{TH}" tilecount="{MAX_E}" columns="0">',
           '  <grid orientation="orthogonal" width="1" height="1"/>']
    for e in range(1, MAX_E + 1):
        out.append(f'  <tile id="{e - 1}"><properties><property name="terrain" value="concrete"/>'
                   f'<property name="elevation" type="int" value="{e}"/></properties></tile>')
    out.append(" </tileset>")
    return "\n".join(out)


def write(name: str, width: int, height: int, levels: dict, holes: set, objs: ObjectWriter) -> None:
    rows = []
    for r in range(height):
        rows.append(",".join("0" if (c, r) in holes else str(levels.get((c, r), 1)) for c in range(width)))
    layers = []
    lid = 2
    for lname in ("ruin", "zones", "glyphs", "figures"):
        layers.append(f' <objectgroup id="{lid}" name="{lname}">\n' + "\n".join(objs.layers.get(lname, []))
                      + "\n </objectgroup>")
        lid += 1
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" width="{width}" height="{height}" tilewidth="{TW}" tileheight="{TH}" infinite="0" hexsidelength="{SIDE}" staggeraxis="y" staggerindex="odd" nextlayerid="{lid}" nextobjectid="{objs.next_id}">
{tileset()}
 <layer id="1" name="terrain" width="{width}" height="{height}">
  <data encoding="csv">
{("," + chr(10)).join(rows)}
</data>
 </layer>
{chr(10).join(layers)}
</map>
"""
    (HERE / f"{name}.tmx").write_text(text, encoding="utf-8")


def main() -> None:
    HERE.mkdir(exist_ok=True)
    levels = {(2, 0): 2, (2, 2): 3, (3, 2): 5, (5, 2): 6, (1, 4): 5, (3, 4): 15, (5, 4): 16, (7, 4): 26,
              (1, 6): 4, (8, 6): 10}
    objs = ObjectWriter()
    objs.add("ruin", "breakable_wall", "breakable_wall", [(6, 0)], {"top": 10})
    objs.add("ruin", "ruin_wall", "ruin_wall", [(9, 4)], {"top": 13})
    objs.add("ruin", "upper_floor", "upper_floor", [(9, 2), (10, 2)], {"elevation": 9, "thickness": 1})
    objs.add("ruin", "wall_leg", "wall_edge", [(10, 6), (11, 6)], {"bottom": 1, "top": 13})
    objs.add("zones", "sandbox/left", "start_zone", [(0, 1), (0, 3), (0, 5)])
    objs.add("zones", "sandbox/right", "start_zone", [(11, 1), (11, 3), (11, 5)])
    write("heights", 12, 7, levels, set(), objs)
    write("gap", 7, 3, {}, {(2, 1), (3, 1), (4, 1)}, ObjectWriter())


if __name__ == "__main__":
    main()
