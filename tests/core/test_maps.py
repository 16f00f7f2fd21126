"""Maps from Tiled through pytmx.TiledMap: terrain, elevation, objects and their cells."""

from pathlib import Path

from game.core.hexgrid import Hex
from game.core.maps import MapSpec, load_map
from tests.minigame import content_spec

ARENA = Path(__file__).resolve().parents[1] / "minigame" / "maps" / "arena.tmx"


def test_hex_map_reads_terrain_and_elevation_per_cell():
    m, issues = load_map(ARENA, content_spec().maps)
    assert issues == [] and m is not None
    assert m.orientation == "hexagonal" and (m.stagger_axis, m.stagger_index) == ("y", "odd")
    assert len(m.cells) == 20
    assert (m.cells[(2, 0)].terrain, m.cells[(2, 0)].elevation) == ("rock", 2)
    assert (m.cells[(1, 1)].terrain, m.cells[(1, 1)].elevation) == ("rock", 4)
    assert (m.cells[(4, 3)].terrain, m.cells[(4, 3)].elevation) == ("water", 0)


def test_objects_keep_class_properties_and_cells():
    m, _ = load_map(ARENA, content_spec().maps)
    zones = {o.name: o for o in m.objects("zones", "start_zone")}
    assert zones["start_1"].props == {"seat": 1} and zones["start_1"].cells == [(0, 0), (1, 0)]
    assert zones["start_2"].cells == [(2, 3), (3, 3), (4, 3)]
    (glyph,) = m.objects("zones", "glyph")
    assert glyph.cells == [(1, 1)]


def test_cells_convert_to_cube_hexes_and_back():
    m, _ = load_map(ARENA, content_spec().maps)
    for (col, row) in m.cells:
        assert m.cell_of(m.hex_of(col, row)) == (col, row)
    assert m.hex_of(0, 1) == Hex(0, 1)  # odd row pushed right: its first cell keeps q = 0


def test_a_game_needing_square_maps_refuses_a_hex_map():
    m, issues = load_map(ARENA, MapSpec("orthogonal"))
    assert m is None and "needs orthogonal maps" in str(issues[0])
