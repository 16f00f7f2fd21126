"""The example mod (mods/example): with it on, its Smash Up base comes up and works, Hulk reads
its new text and its Heroscape scenario is offered and plays to its end on its own battlefield;
with it off none of that appears; `validate` passes it, and a broken copy fails with file:line."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import catalog
from game.core.conformance import playout
from game.core.players import RandomPlayer
from game.session import open_game

ROOT = Path(__file__).resolve().parents[1]
MOD = ROOT / "mods" / "example"
BASE = "rooftop_water_tower"
SCENARIO = "rooftop_standoff"


@pytest.fixture(scope="module")
def smash_on():
    return open_game("smash_up", disabled_mods=set(), enabled_mods={"example"})


@pytest.fixture(scope="module")
def smash_off():
    return open_game("smash_up", disabled_mods={"example"})


@pytest.fixture(scope="module")
def hs_on():
    return open_game("heroscape", disabled_mods=set(), enabled_mods={"example"})


def test_the_mod_is_found_and_on_unless_switched_off():
    mods, issues = catalog.find_mods()
    example = next(m for m in mods if m.id == "example")
    assert issues == [] and example.origin == "project" and example.info.name == "Example mod"
    assert [m.id for m in open_game("smash_up", enabled_mods={"example"}).mods] == ["example"]
    assert open_game("smash_up", disabled_mods={"example"}).mods == []
    assert open_game("smash_up").mods == [], "the example mod is off until a player switches it on"


# -- Smash Up ---------------------------------------------------------------------------------------

def test_with_the_mod_on_the_new_base_is_in_every_base_deck(smash_on):
    assert smash_on.content.has("bases", BASE)
    state = smash_on.start(smash_on.setup(["random", "random"], seed=1)).state
    in_game = [b["id"] for b in state["bases"]] + state["base_deck"] + state["base_discard"]
    assert BASE in in_game and len(in_game) == len(smash_on.content.all("bases")) == 17


def test_the_new_base_comes_up_on_the_table_in_some_seeded_game(smash_on):
    def table(seed):
        return [b["id"] for b in smash_on.start(smash_on.setup(["random", "random"], seed=seed)).state["bases"]]
    dealt = [seed for seed in range(1, 40) if BASE in table(seed)]
    assert dealt, "with 3 of 17 bases dealt, some of 39 seeds deals it"


def test_the_new_base_lets_its_winner_take_back_a_character(smash_on):
    from game.smash_up.book import Book
    from game.smash_up.rules import SmashUpRules
    from tests.smash_up.builder import Scenario, add_fixtures
    rules = SmashUpRules.__new__(SmashUpRules)
    rules.book = Book(smash_on.content)
    add_fixtures(rules)
    sc = Scenario(rules, bases=[BASE, "b40", "b40"])
    for _ in range(3):
        sc.char(0, "c7", 0)
    back, = sc.discard(0, "c5")
    sc.start().end_play()
    sc.choose(lambda o: o["id"].startswith("u"))  # the winner uses the base's ability
    sc.pick(back)
    assert back in sc.zone(0, "hand") and sc.vp(0) == 4


def test_with_the_mod_on_hulk_reads_the_new_text_and_nothing_else_changes(smash_on, smash_off):
    modded, shipped = smash_on.content.get("cards", "hulk"), smash_off.content.get("cards", "hulk")
    assert modded.text != shipped.text and "smashes harder" in modded.text
    assert modded.model_dump(exclude={"text"}) == shipped.model_dump(exclude={"text"})


def test_with_the_mod_off_neither_the_base_nor_the_text_appears(smash_off):
    assert not smash_off.content.has("bases", BASE)
    state = smash_off.start(smash_off.setup(["random", "random"], seed=1)).state
    assert BASE not in [b["id"] for b in state["bases"]] + state["base_deck"]
    assert "smashes harder" not in smash_off.content.get("cards", "hulk").text


# -- Heroscape --------------------------------------------------------------------------------------

def test_with_the_mod_on_the_scenario_is_offered_on_its_own_battlefield(hs_on):
    listed = dict(hs_on.spec.scenarios(hs_on.content))
    assert listed[SCENARIO] == "Rooftop Standoff (Master)"
    assert list(listed)[-1] == SCENARIO  # after the eight shipped scenarios
    assert hs_on.content.maps["rooftops"].path.endswith("mods/example/maps/heroscape/rooftops.tmx")
    assert hs_on.rules.board("rooftops").title == "Rooftops"


@pytest.mark.parametrize("seed", [1, 2])
def test_a_whole_game_on_the_scenario_plays_to_its_end(hs_on, seed):
    players = [hs_on.players.make("computer", hs_on.rules, 0), RandomPlayer()]
    run = playout(hs_on.rules, hs_on.setup(["computer", "random"], seed=seed, scenario=SCENARIO), players,
                  cap=3000)
    assert run.error is None, run.error
    assert not run.capped and run.result["summary"]
    assert run.result.get("draw") or run.result["winners"] in ([0], [1])


def test_with_the_mod_off_the_scenario_and_its_map_are_gone():
    off = open_game("heroscape", disabled_mods={"example"})
    assert SCENARIO not in dict(off.spec.scenarios(off.content)) and "rooftops" not in off.content.maps
    from game.session import SetupError
    with pytest.raises(SetupError, match="unknown scenario 'rooftop_standoff'"):
        off.setup(["computer", "computer"], scenario=SCENARIO)


def test_the_battlefield_is_what_the_map_tooling_writes(tmp_path):
    from tests.heroscape.build_maps import build_example
    build_example(tmp_path / "rooftops.tmx")
    assert (tmp_path / "rooftops.tmx").read_text() == (MOD / "maps" / "heroscape" / "rooftops.tmx").read_text()


# -- validate ---------------------------------------------------------------------------------------

def _validate(path: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "main.py", "validate", str(path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_validate_passes_the_example_mod():
    out = _validate(MOD)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "checked mod mods/example" in out.stdout and "all content is valid" in out.stdout


def test_a_broken_copy_gives_file_and_line_for_each_problem(tmp_path):
    copy = tmp_path / "mods" / "broken_example"
    shutil.copytree(MOD, copy)
    su = copy / "data" / "smash_up" / "example.yaml"
    su.write_text(su.read_text().replace("- kind: ongoing   ", "- kind: after_scoring   # was: ongoing  "))
    hs = copy / "data" / "heroscape" / "example.yaml"
    lines = hs.read_text().splitlines()
    bad = next(i for i, line in enumerate(lines) if line.startswith("    mode: master"))
    lines[bad] = "    mode: master: again"  # a YAML syntax error on that line
    hs.write_text("\n".join(lines) + "\n")
    out = _validate(copy)
    assert out.returncode == 1 and "Traceback" not in out.stdout + out.stderr
    kind_line = next(i for i, line in enumerate(su.read_text().splitlines(), 1) if "after_scoring" in line)
    assert f"broken_example/data/smash_up/example.yaml:{kind_line}: bases[{BASE}].abilities[0].kind: " \
           "unknown kind 'after_scoring'" in out.stdout
    assert "when: after_score_here" in out.stdout and "docs/modding/smash_up.md" in out.stdout
    assert f"broken_example/data/heroscape/example.yaml:{bad + 1}:" in out.stdout
