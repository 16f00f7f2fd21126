"""The shipped content: 8 characters, 64 action cards, 19 scenario cards, 30 tiles and the 7 map
cards as Tiled orthogonal maps that pytmx loads, built by tests/strike_teams/build_maps.py from
the tiles (regenerating them gives the committed files)."""

import json
import subprocess
import sys
from collections import deque
from pathlib import Path

import pytest
import yaml

from game.core.maps import MapSpec, load_map
from game.strike_teams.board import build_board
from tests.strike_teams import build_maps
from tests.strike_teams.helpers import content

ROOT = Path(__file__).resolve().parents[2]
MAP_FILES = sorted((ROOT / "maps" / "strike_teams").glob("*.tmx"))


def test_validate_counts_characters_cards_scenarios_and_maps():
    out = subprocess.run([sys.executable, "main.py", "validate", "--json"], cwd=ROOT, capture_output=True, text=True,
                         timeout=300)
    counts = json.loads(out.stdout)["counts"]["strike_teams"]
    assert (counts["characters"], counts["action_cards"], counts["scenarios"], counts["maps"]) == (8, 64, 19, 7)
    assert counts["tiles"] == 30


def test_no_content_errors():
    assert [str(i) for i in content().errors] == []


@pytest.mark.parametrize("path", MAP_FILES, ids=[p.stem for p in MAP_FILES])
def test_every_map_loads_in_pytmx_as_orthogonal(path):
    bm, issues = load_map(path, MapSpec("orthogonal", tile_layers=("floor",),
                                        object_layers=("tiles", "walls", "doors", "objects", "spawns")))
    assert issues == [] and bm is not None and bm.orientation == "orthogonal"
    from game.core.maps import _pytmx
    tm = _pytmx().TiledMap(str(path), invert_y=False)
    assert tm.orientation == "orthogonal"


@pytest.mark.parametrize("path", MAP_FILES, ids=[p.stem for p in MAP_FILES])
def test_every_map_card_is_playable(path):
    b = build_board(content().maps[path.stem])
    assert len(b.doors) <= 4
    assert len(b.spawns["hero"]) >= 4 and len(b.spawns["villain"]) + len(b.spawns["hybrid"]) >= 2
    assert len(b.spawns["henchman"]) + len(b.spawns["hybrid"]) >= 6
    spawn_cells = [c for v in b.spawns.values() for c in v]
    assert len(spawn_cells) == len(set(spawn_cells)) and not set(spawn_cells) & set(b.objects)
    sig = (frozenset(), frozenset(d["id"] for d in b.doors))  # every door open
    nb = b.open_nbrs(sig)
    seen = {b.spawns["hero"][0]}
    todo = deque(seen)
    while todo:
        c = todo.popleft()
        for n in nb[c]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == b.floor
    kinds = {o["kind"] for o in b.objects.values()}
    if b.face == "hydra":
        assert {"gun_turret", "ammo_crate"} <= kinds
    for t in b.tiles:
        assert t.tile in {x.id for x in content().all("tiles")}


def test_one_tutorial_map_and_six_mission_maps_three_per_face():
    boards = [build_board(m) for m in content().maps.values()]
    assert sum(b.tutorial for b in boards) == 1
    missions = [b for b in boards if not b.tutorial]
    assert len(missions) == 6 and sorted(b.face for b in missions) == ["hydra"] * 3 + ["warehouse"] * 3


def test_regenerating_the_maps_gives_the_committed_files():
    tiles = {t["id"]: t for t in yaml.safe_load(build_maps.TILES.read_text(encoding="utf-8"))["tiles"]}
    comps = yaml.safe_load((ROOT / "data" / "strike_teams" / "components.yaml").read_text(encoding="utf-8"))
    ms = {o["id"]: o["ms"] for o in comps["objects"]}
    for key, spec in build_maps.MAPS.items():
        built = build_maps.tmx(build_maps.Built(key, spec, tiles), ms)
        assert built == (ROOT / "maps" / "strike_teams" / f"{key}.tmx").read_text(encoding="utf-8"), key


def test_thirty_tiles_four_rooms_and_the_scenario_decks():
    tiles = content().all("tiles")
    assert len(tiles) == 30 and sum(t.kind == "room" for t in tiles) == 4
    stages = [s.stage for s in content().all("scenarios")]
    assert [stages.count(n) for n in (0, 1, 2, 3)] == [1, 6, 6, 6]
    titles = {s.title for s in content().all("scenarios")}
    assert {"Rescue the Prisoner", "Retrieve the Dossier", "Tutorial Mission"} <= titles
    rescue = content().get("scenarios", "rescue_the_prisoner")
    assert rescue.op == 4 and rescue.stage == 1 and content().get("tokens", "prison").ms == 4
    sw = content().get("tokens", "superweapon")
    assert (sw.ms, sw.needs) == (4, 3)


def test_authored_values_are_marked_unconfirmed():
    for kind in ("characters", "action_cards", "scenarios", "tiles"):
        for e in content().all(kind):
            assert e.unconfirmed, f"{kind} {e.id} has values no record confirms"


def test_the_layout_a_view_draws_from_is_plain_data():
    from game.strike_teams.rules import StrikeTeamsRules
    R = StrikeTeamsRules(content())
    lay = R.layout("warehouse_loading_dock")
    assert json.loads(json.dumps(lay)) == lay
    assert len(lay["squares"]) == 180 and len(lay["doors"]) == 2 and lay["spawn_options"]["hero"]
    assert any(w["ms"] for w in lay["walls"].values())  # walls printed inside a tile
    assert any(w["ms"] is None for m in content().maps for w in R.layout(m)["walls"].values())  # tile edges
    assert all(t["kind"] in ("room", "corridor") for t in lay["tiles"])
