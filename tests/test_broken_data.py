"""The broken-data corpus: each file fails with its file:line and a readable message, never a traceback."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from game import catalog
from game.tools.validate import check_path
from tests.minigame import GAME

HERE = Path(__file__).parent / "broken_data"
EXPECTED = yaml.safe_load((HERE / "expected.yaml").read_text())
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True, scope="module")
def _duel_registered():
    catalog.register(GAME)


def test_the_corpus_has_at_least_twenty_files():
    assert len(EXPECTED) >= 20
    on_disk = {str(p.relative_to(HERE)) for p in HERE.rglob("*") if p.is_file() and p.name != "expected.yaml"}
    listed = {k for k in EXPECTED if not k.startswith("mods/")}
    for k in EXPECTED:  # a mod is a folder: its mod.yaml and whatever it holds
        listed |= {str(p.relative_to(HERE)) for p in (HERE / k).rglob("*") if p.is_file()} if k.startswith("mods/") else set()
    assert all((HERE / k / "mod.yaml").is_file() for k in EXPECTED if k.startswith("mods/"))
    assert on_disk == listed, "every corpus file is listed with its expected error"


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_broken_file_reports_its_line(name):
    line, words = EXPECTED[name]
    issues, _ = check_path(HERE / name, "number_duel")
    assert issues, f"{name} must fail"
    located = [i for i in issues if i.line == line and words in str(i)]
    assert located, f"{name}: expected line {line} with {words!r}, got: {[str(i) for i in issues]}"
    assert str(located[0]).startswith(f"tests/broken_data/{name}")


def test_validate_command_prints_file_and_line_without_traceback():
    env = dict(os.environ, MARVEL_TABLETOP_EXTRA_GAMES="tests.minigame")
    names = ["number_duel/unknown_key.yaml", "maps/number_duel/bad_orientation.tmx", "number_duel/tab_indent.yaml"]
    out = subprocess.run([sys.executable, "main.py", "validate", "--game", "number_duel"]
                         + [str(HERE / n) for n in names], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 1
    assert "Traceback" not in out.stdout + out.stderr
    for n in names:
        line, _ = EXPECTED[n]
        assert f"tests/broken_data/{n}:{line}:" in out.stdout
