"""Every shipped data file, map and project mod validates; counts come out as the games declare."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game import catalog
from game.core import mods as modlib
from game.core.paths import PROJECT_MODS

ROOT = Path(__file__).resolve().parents[1]
CONTENT_GAMES = [g.id for g in catalog.games() if g.content is not None]


@pytest.mark.parametrize("game_id", CONTENT_GAMES or ["(none yet)"])
def test_shipped_content_has_no_errors(game_id):
    if game_id == "(none yet)":
        pytest.skip("no game ships content yet")
    spec = catalog.get(game_id)
    content = catalog.load_game_content(spec)
    assert [str(i) for i in content.errors] == []


def test_project_mods_are_valid():
    mods, issues = modlib.discover([(PROJECT_MODS, "project")])
    assert [str(i) for i in issues] == []
    for m in mods:
        for g in CONTENT_GAMES:
            content = catalog.load_game_content(catalog.get(g), [m])
            assert [str(i) for i in content.errors] == [], m.id


def test_validate_json_reports_counts_and_no_errors(tmp_path):
    out = subprocess.run([sys.executable, "main.py", "validate", "--json"], cwd=ROOT, capture_output=True,
                         text=True, timeout=300)
    doc = json.loads(out.stdout)
    assert out.returncode == 0, out.stdout
    assert doc["errors"] == [] and set(doc["counts"]) == set(CONTENT_GAMES)
