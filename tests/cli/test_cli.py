"""The command line: every command answers --help, prints what it promises, never a traceback."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args, extra_game=True, home=None):
    env = dict(os.environ)
    if extra_game:
        env["MARVEL_TABLETOP_EXTRA_GAMES"] = "tests.minigame"
    if home:
        env["MARVEL_TABLETOP_HOME"] = str(home)
    out = subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=300)
    assert "Traceback" not in out.stdout + out.stderr, out.stderr
    return out


@pytest.mark.parametrize("cmd", ["play", "screenshot", "simulate", "replay", "validate", "schema", "bench"])
def test_every_command_has_help(cmd):
    out = run(cmd, "--help")
    assert out.returncode == 0 and "usage: main.py " + cmd in out.stdout


def test_simulate_ends_with_one_json_line_and_rotates_seats(tmp_path):
    out = run("simulate", "number_duel", "--games", "12", "--seed", "3", "--seats", "computer,random",
              "--failures", str(tmp_path))
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.returncode == 0
    assert set(summary) >= {"games", "games_per_s", "decisions_per_s", "decisions_per_game", "wins", "draws",
                            "capped", "errors"}
    assert summary["games"] == 12 and summary["errors"] == 0
    assert set(summary["wins"]) == {"computer", "random"}
    assert sum(summary["wins"].values()) + summary["draws"] + summary["capped"] == 12


def test_repeated_seat_kinds_get_numbered_labels(tmp_path):
    out = run("simulate", "number_duel", "--games", "4", "--fast", "--failures", str(tmp_path))
    assert set(json.loads(out.stdout.strip().splitlines()[-1])["wins"]) == {"random#1", "random#2"}


def test_a_failing_game_is_counted_written_as_replay_and_exits_1(tmp_path):
    # A mod of the test game that breaks an invariant: a card worth a negative score is refused by
    # the content model, so instead break the rules through a planted option in a plugin module.
    plugin = tmp_path / "planted_bug.py"
    plugin.write_text(
        "from tests.minigame import GAME as BASE\n"
        "from dataclasses import replace\n"
        "def _rules(content):\n"
        "    from tests.minigame.rules import NumberDuel\n"
        "    class Buggy(NumberDuel):\n"
        "        game_id = 'buggy_duel'\n"
        "        def invariants(self, s):\n"
        "            return ['planted: a discard of three'] if len(s['discard']) >= 3 else []\n"
        "    return Buggy(content)\n"
        "GAME = replace(BASE, id='buggy_duel', rules=_rules)\n")
    env = dict(os.environ, MARVEL_TABLETOP_EXTRA_GAMES="tests.minigame,planted_bug",
               PYTHONPATH=f"{tmp_path}:{ROOT}")
    out = subprocess.run([sys.executable, "main.py", "simulate", "buggy_duel", "--games", "3", "--seed", "1",
                          "--failures", str(tmp_path / "fails")], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=300)
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.returncode == 1 and summary["errors"] == 3
    assert "seed 1 failed at decision" in out.stdout
    replay = tmp_path / "fails" / "buggy_duel-seed1.replay.json"
    doc = json.loads(replay.read_text())
    assert doc["error_index"] is not None and doc["setup"]["seed"] == 1
    again = subprocess.run([sys.executable, "main.py", "replay", str(replay)], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=300)
    assert again.returncode == 1 and "planted" in again.stdout


def test_replay_of_a_clean_game_reports_it_replays(tmp_path, duel):
    from game.core.conformance import playout
    run_ = playout(duel.rules, duel.setup(["random", "random"], 8))
    p = tmp_path / "game.json"
    p.write_text(json.dumps(run_.replay_record()))
    out = run("replay", str(p))
    assert out.returncode == 0 and "replay cleanly" in out.stdout


def test_replay_of_a_file_that_is_not_a_save_says_so(tmp_path):
    p = tmp_path / "junk.json"
    p.write_text("hello")
    out = run("replay", str(p))
    assert out.returncode == 1 and "not a save or replay file" in out.stdout


def test_screenshot_of_the_menu_writes_a_png(tmp_path):
    out = run("screenshot", "menu", "--out", str(tmp_path / "m.png"), "--size", "1280x720")
    assert out.returncode == 0
    img = pygame.image.load(str(tmp_path / "m.png"))
    assert img.get_size() == (1280, 720)


def test_screenshot_of_a_game_after_decisions(tmp_path):
    out = run("screenshot", "number_duel", "--decisions", "6", "--out", str(tmp_path / "g.png"),
              home=tmp_path / "home")
    assert out.returncode == 0 and (tmp_path / "g.png").stat().st_size > 10_000


def test_a_game_that_is_not_built_yet_is_refused_politely(tmp_path):
    from game import catalog
    unbuilt = [g.id for g in catalog.games() if g.rules is None]
    if not unbuilt:
        pytest.skip("every game has its rules now")
    out = run("simulate", unbuilt[0], "--games", "1")
    assert out.returncode == 1 and "not playable yet" in out.stdout


def test_schema_writes_one_schema_per_game_and_for_mods(tmp_path):
    out = run("schema", "--out", str(tmp_path))
    assert out.returncode == 0
    names = {p.name for p in tmp_path.iterdir()}
    assert {"number_duel.schema.json", "mod.schema.json"} <= names


def test_validate_json_counts_kinds_in_the_plural():
    out = run("validate", "--json")
    doc = json.loads(out.stdout)
    assert doc["counts"]["number_duel"] == {"cards": 14, "arenas": 1}


def test_bad_arguments_get_a_usage_message():
    out = run("simulate", "number_duel", "--seats", "human,robot")
    assert out.returncode == 2 and "unknown seat kind 'robot'" in out.stderr


def test_bench_names_the_interpreter_its_figures_came_from():
    # the same code runs about a fifth slower on one CPython build than another: a figure without
    # the interpreter that made it cannot be compared
    import platform
    import sys
    from game.tools.bench import interpreter
    py = interpreter()
    assert (py["implementation"], py["python"], py["executable"]) == (
        platform.python_implementation(), platform.python_version(), sys.executable)
    assert py["built"] and py["compiler"]


def test_bench_launch_ends_at_the_first_frame_the_app_reports(tmp_path):
    # the launch is timed to the first frame, from the app's own report of it (CPU included),
    # not to the process's exit: closing the window is not part of starting
    from game.tools.bench import bench_launch
    wall, cpu = bench_launch(runs=1)
    assert wall > 0 and cpu > 0
    out = subprocess.run([sys.executable, "main.py"], cwd=ROOT, capture_output=True, text=True, timeout=120,
                         env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                                  MARVEL_TABLETOP_FIRST_FRAME_EXIT="1", MARVEL_TABLETOP_HOME=str(tmp_path)))
    assert out.stdout.startswith("first frame cpu ") and float(out.stdout.split()[3]) > 0
