"""Both battlefields load in pytmx as staggered hexagonal maps and pass our checks; the
content validates and counts 10 figures, 2 battlefields and 8 scenarios."""

from collections import Counter

import pytest

from game.core.content import counts
from game.core.paths import MAPS
from game.heroscape import content_spec
from tests.heroscape.helpers import real_content

MAPFILES = sorted((MAPS / "heroscape").glob("*.tmx"))


@pytest.mark.parametrize("path", MAPFILES, ids=lambda p: p.stem)
def test_battlefield_loads_in_pytmx_as_hexagonal(path):
    import pytmx
    tm = pytmx.TiledMap(str(path))
    assert tm.orientation == "hexagonal" and tm.staggeraxis == "y" and tm.staggerindex == "odd"
    layers = {layer.name for layer in tm.layers}
    assert {"terrain", "ruin", "zones", "glyphs", "figures"} <= layers
    for gid in range(1, 13):
        props = tm.get_tile_properties_by_gid(gid) or {}
        assert isinstance(props.get("elevation"), int) and props.get("terrain")


@pytest.mark.parametrize("name", ["genotech", "tribeca_labs"])
def test_battlefield_checks(name):
    c = real_content()
    bm = c.maps[name]
    from game.heroscape.board import build_board
    board = build_board(bm)
    tops = Counter(board.ground(*h).terrain for h in board.at_hex)
    assert tops == {"concrete": 39, "asphalt": 40, "grass": 18, "ruin": 6} if name == "genotech" else \
        sum(tops.values()) == 101
    for layer in ("zones", "glyphs", "figures"):
        for o in bm.layers[layer]:
            assert o.cells, f"{o.name} covers no cell"
            assert all(c in bm.cells for c in o.cells), o.name
    assert len(board.breakable) == 1 and len([s for s in board.spaces if s.upper]) == 2
    assert all(s.elevation == 9 for s in board.spaces if s.upper)  # 9 above the ruin tile's base
    assert len(board.edge_walls) == 5  # the long leg's four segments beside the floor, the short leg
    assert all(sp.elevation >= 1 for sp in board.spaces)


def test_content_validates_and_counts():
    c = real_content()
    assert c.errors == []
    got = counts(content_spec(), c)
    assert (got["figures"], got["battlefields"], got["scenarios"]) == (10, 2, 8)


def test_card_numbers_match_the_rulebook_cross_checks():
    c = real_content()
    pts = {f.id: f.master.points for f in c.all("figures")}
    assert pts["captain_america"] + pts["iron_man"] == 460
    assert pts["abomination"] + pts["venom"] + pts["doctor_doom"] == 715
    im = c.get("figures", "iron_man")
    assert (im.basic.move, im.basic.range, im.basic.attack, im.basic.defense) == (6, 6, 6, 8)
    assert (im.master.life, im.master.defense) == (4, 6)
    assert c.get("figures", "thanos").basic.attack == 7 and c.get("figures", "thanos").basic.defense == 10
    assert c.get("destructibles", "breakable_wall").life == 4


def test_every_scenario_start_zone_fits_its_army():
    c = real_content()
    from game.heroscape.board import build_board
    for sc in c.all("scenarios"):
        board = build_board(c.maps[sc.battlefield])
        for a in sc.armies:
            for z in a.zones:
                assert len(board.zone_keys(f"{sc.id}/{z}")) >= 5, (sc.id, z)
