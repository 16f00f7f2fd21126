"""Orthogonal maps: cells from tiles, walls as polylines, doors, spawns and zones with their cells."""

import os
from pathlib import Path

import pygame

from game.core.maps import MapSpec, load_map

ROOM = Path(__file__).resolve().parents[1] / "fixtures" / "maps" / "room.tmx"
SPEC = MapSpec("orthogonal", ("terrain",), ("features",), {"terrain": str, "elevation": int})


def test_square_cells_read_terrain_and_elevation():
    m, issues = load_map(ROOM, SPEC)
    assert issues == [] and not m.hexagonal
    assert (m.width, m.height, len(m.cells)) == (4, 3, 12)
    assert (m.cells[(3, 0)].terrain, m.cells[(3, 0)].elevation) == ("concrete", 1)
    assert m.cells[(0, 2)].terrain == "grass"


def test_walls_doors_spawns_and_zones_know_their_cells():
    m, _ = load_map(ROOM, SPEC)
    (wall,) = m.objects("features", "wall")
    assert wall.points == [(64.0, 0.0), (64.0, 64.0)]
    assert m.edges_of(wall) == [frozenset({(1, 0), (2, 0)}), frozenset({(1, 1), (2, 1)})]
    (door,) = m.objects("features", "door")
    assert door.props == {"open": False} and door.cells == [(2, 2)]
    (spawn,) = m.objects("features", "spawn")
    assert spawn.cells == [(0, 2)]
    (zone,) = m.objects("features", "zone")
    assert sorted(zone.cells) == [(2, 0), (2, 1), (3, 0), (3, 1)]


def test_the_view_side_loads_the_same_map_with_its_images():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    pygame.display.set_mode((64, 64))
    from game.ui.tiled import load_tiled_images
    images = load_tiled_images(ROOM)
    assert set(images) == {(c, r) for c in range(4) for r in range(3)}
    assert images[(3, 0)].get_size() == (32, 32)
    assert images[(0, 0)].get_at((10, 10))[:3] == (90, 140, 80)
    pygame.quit()


def test_rules_first_then_the_view_loads_images_in_one_process():
    """Reading a map for the rules keeps pygame out; a view loaded later still gets its images."""
    import subprocess
    import sys
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from game.core.maps import load_map, MapSpec\n"
        f"p = Path({str(ROOM)!r})\n"
        "load_map(p, MapSpec('orthogonal'))\n"
        "assert 'pygame' not in sys.modules\n"
        "import pygame\n"
        "pygame.init(); pygame.display.set_mode((8, 8))\n"
        "from game.ui.tiled import load_tiled_images\n"
        "print(len(load_tiled_images(p)))\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOM.parents[3], env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.stdout.strip().endswith("12"), out.stderr[-2000:]
    assert "cannot import pygame" not in out.stderr
