"""Bad command lines: one line naming what is wrong, a non-zero exit, never a traceback.

Most cases run `cli.main` in this process (an error exits before any window or game
starts, so there is nothing a subprocess would add but a second of start-up each);
`play` runs as a subprocess, since a setup that slipped through would open a window.
"""

import json

import pytest

from game import cli
from tests.cli.test_cli import run

USAGE = 2


@pytest.fixture
def main(capsys, monkeypatch, user_home):
    """Run the command line here; returns (exit code, stdout, stderr)."""
    monkeypatch.setenv("MARVEL_TABLETOP_EXTRA_GAMES", "tests.minigame")

    def call(*argv):
        try:
            code = cli.main([str(a) for a in argv])
        except SystemExit as exit_:
            code = exit_.code
        out, err = capsys.readouterr()
        assert "Traceback" not in out + err and "internal error" not in out + err, out + err
        return code, out, err
    return call


def one_line(text):
    lines = text.strip().splitlines()
    assert len(lines) == 1, text
    return lines[0]


# An unknown flag on every command, and the typos the issue found.
UNKNOWN_FLAGS = [
    (["--bogus"], "--bogus"),
    (["--size", "1280x720"], "--size goes after a command (play or screenshot)"),
    (["--games=3"], "--games goes after a command"),
    (["play", "number_duel", "--bogus", "1"], "unrecognized argument --bogus"),
    (["play", "number_duel", "--bogus"], "unrecognized argument --bogus"),
    (["screenshot", "menu", "--bogus", "x", "--out", "{tmp}/m.png"], "unrecognized arguments: --bogus x"),
    (["screenshot", "number_duel", "--bogus", "x", "--out", "{tmp}/m.png"], "unrecognized argument --bogus"),
    (["simulate", "number_duel", "--bogus", "1"], "unrecognized argument --bogus"),
    (["simulate", "smash_up", "--seeds", "5"], "unrecognized argument --seeds (did you mean --seed?)"),
    (["simulate", "number_duel", "--game", "3"], "unrecognized argument --game (did you mean --games?)"),
    (["replay", "{tmp}/r.json", "--bogus"], "unrecognized arguments: --bogus"),
    (["validate", "--bogus"], "unrecognized arguments: --bogus"),
    (["schema", "--out", "{tmp}", "--bogus"], "unrecognized arguments: --bogus"),
    (["bench", "--bogus"], "unrecognized arguments: --bogus"),
]


@pytest.mark.parametrize("argv,said", UNKNOWN_FLAGS, ids=lambda v: " ".join(v) if isinstance(v, list) else None)
def test_an_unknown_flag_is_an_error_naming_it(main, tmp_path, argv, said):
    code, out, err = main(*[a.format(tmp=tmp_path) for a in argv])
    assert code == USAGE and said in one_line(err) and not out


# Values the commands refuse before doing anything.
BAD_VALUES = [
    (["simulate", "number_duel", "--games", "0"], "--games: must be 1 or more, not 0"),
    (["simulate", "number_duel", "--games", "-2"], "--games: must be 1 or more, not -2"),
    (["bench", "--games", "0"], "--games: must be 1 or more, not 0"),
    (["screenshot", "number_duel", "--decisions", "-1", "--out", "{tmp}/g.png"], "--decisions: must be 0 or more"),
    (["screenshot", "menu", "--out", "/proc/nope/x.png"], "the folder /proc/nope does not exist"),
    (["screenshot", "menu", "--out", "{tmp}/no/such/x.png"], "the folder {tmp}/no/such does not exist"),
    (["screenshot", "menu", "--out", "{tmp}"], "{tmp} is a folder"),
    (["screenshot", "menu", "--out", "{tmp}/m.png", "--text-audit", "{tmp}/gone/a.json"],
     "the folder {tmp}/gone does not exist"),
    (["screenshot", "menu", "--out", "{tmp}/m.png", "--scale", "5"], "--scale: must be between"),
    (["schema", "--out", "{tmp}/r.json"], "r.json is a file, not a folder"),
    (["simulate", "number_duel", "--seats", "human,robot"], "unknown seat kind 'robot'"),
]


@pytest.mark.parametrize("argv,said", BAD_VALUES, ids=lambda v: " ".join(v) if isinstance(v, list) else None)
def test_a_value_out_of_range_is_refused(main, tmp_path, argv, said):
    (tmp_path / "r.json").write_text("{}")
    code, _, err = main(*[a.format(tmp=tmp_path) for a in argv])
    assert code == USAGE and said.format(tmp=tmp_path) in one_line(err)


# Game options and setups, checked against the game's own list before a game runs.
BAD_SETUPS = [
    (["simulate", "heroscape", "--scenario", "nosuch"], "unknown scenario 'nosuch'; scenarios: avengers_assemble"),
    (["simulate", "heroscape", "--seats", "random,random,random"], "Heroscape Marvel takes exactly 2 seats, not 3"),
    (["simulate", "number_duel", "--seats", "random"], "takes 2 to 3 seats, not 1"),
    (["simulate", "smash_up", "--option", "factons=avengers"], "--factons (did you mean --factions?)"),
    (["simulate", "smash_up", "--option", "factions=avengers,nope"], "--factions: 'nope' is not one of"),
    (["simulate", "smash_up", "--factions", "avengrs,hydra"], "(did you mean 'avengers'?)"),
    (["simulate", "heroscape", "--option", "round_limit=99"], "--round_limit must be between 1 and 30, not 99"),
    (["simulate", "heroscape", "--round_limit", "abc"], "--round_limit must be a whole number"),
    (["simulate", "smash_up", "--option", "factions"], "--option needs NAME=VALUE, not 'factions'"),
    (["simulate", "smash_up", "--scenario", "x"], "has no scenarios"),
    (["simulate", "smash_up", "--factions", "avengers,hydra,shield"], "Give two factions per player"),
]


@pytest.mark.parametrize("argv,said", BAD_SETUPS, ids=lambda v: " ".join(v) if isinstance(v, list) else None)
def test_a_setup_the_game_refuses_is_a_usage_error(main, argv, said):
    code, out, err = main(*argv)
    assert code == USAGE and said in one_line(err) and not out


def test_play_refuses_a_bad_setup_on_the_terminal_before_any_window(tmp_path):
    # Each would open a window (and the test would time out) if the check let it through.
    for argv, said in [(["heroscape", "--scenario", "nosuch"], "unknown scenario 'nosuch'"),
                       (["smash_up", "--factions", "avengers,hydra"], "Give two factions per player"),
                       (["heroscape", "--option", "round_limit=0"], "--round_limit must be between")]:
        out = run("play", *argv, home=tmp_path)
        assert out.returncode == USAGE and said in one_line(out.stderr), (argv, out.stderr)


def test_play_help_lists_the_games_scenarios_and_options(main):
    code, out, _ = main("play", "heroscape", "--help")
    out = " ".join(out.split())  # the same words however the help is wrapped
    assert code == 0
    assert "takes exactly 2 seats" in out
    assert "theft_at_stark" in out and "Theft at Stark Enterprises" in out
    assert "--round_limit" in out and "from 1 to 30" in out
    assert "--mode" in out and "basic (Basic Game), master (Master Game)" in out
    code, out, _ = main("play", "smash_up", "--help")
    out = " ".join(out.split())
    assert "2 to 4 seats" in out and "--factions" in out and "shield (S.H.I.E.L.D.)" in out


def test_a_screenshot_that_cannot_be_written_says_so(tmp_path):
    out = run("screenshot", "menu", "--size", "640x360", "--out", "/proc/x.png", home=tmp_path)
    assert out.returncode == 1 and one_line(out.stdout).startswith("cannot write /proc/x.png: ")


@pytest.mark.parametrize("answers,said", [([1, 2, "x"], "answer 0 is not an object"),
                                          ([{"seat": "one", "picks": []}], "answer 0 names no seat"),
                                          ([{"seat": 0, "picks": [["a"]]}], "answer 0 must list the option ids")])
def test_replay_of_answers_that_are_not_answers_says_so(main, tmp_path, answers, said):
    p = tmp_path / "r.json"
    p.write_text(json.dumps({"setup": {"game": "number_duel", "seats": ["random", "random"], "seed": 1},
                             "answers": answers}))
    code, out, _ = main("replay", p)
    assert code == 1 and said in one_line(out) and "is not a save or replay file" in out


def test_replay_of_a_setup_the_game_refuses_says_so(main, tmp_path):
    p = tmp_path / "r.json"
    p.write_text(json.dumps({"setup": {"game": "heroscape", "scenario": "nosuch"}, "answers": []}))
    code, out, _ = main("replay", p)
    assert code == 1 and "unknown scenario 'nosuch'" in one_line(out)


def test_validate_reports_yaml_syntax_of_a_file_of_no_known_game(main, tmp_path):
    p = tmp_path / "broken.yaml"
    p.write_text("name: fine\nlist: [1, 2\nnext: 3\n")
    code, out, _ = main("validate", p)
    assert code == 1
    assert f"{p}:3: YAML syntax" in out and "cannot tell which game" in out


def test_a_bug_is_one_line_and_its_traceback_goes_to_the_error_log(capsys, monkeypatch, user_home):
    def broken(*args, **kwargs):
        raise RuntimeError("planted bug\nsecond line")
    monkeypatch.setattr("game.tools.validate.validate", broken)
    assert cli.main(["validate"]) == 1
    err = capsys.readouterr().err
    assert one_line(err).startswith("main.py: internal error: RuntimeError: planted bug (details in ")
    assert "planted bug" in (user_home / "logs" / "errors.log").read_text()
