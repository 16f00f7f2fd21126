"""Vs. System on the command line: `--option deck=...` and `--option main=...` (the issue's wording),
the older `--decks`/`--mains` still working, and bad values refused in one line."""

import json

import pytest

from game import cli
from game.session import open_game


@pytest.fixture
def main(capsys, user_home):
    """Run the command line here; returns (exit code, stdout, stderr)."""
    def call(*argv):
        try:
            code = cli.main([str(a) for a in argv])
        except SystemExit as exit_:
            code = exit_.code
        out, err = capsys.readouterr()
        assert "Traceback" not in out + err, out + err
        return code, out, err
    return call


@pytest.fixture
def window(monkeypatch):
    """`play` up to the window: the setup it would open with."""
    opened = {}

    def fake_run_app(start=None, size=None, **_):
        opened.update(start)
        return 0
    monkeypatch.setattr("game.ui.app.run_app", fake_run_app)
    return opened


def _mains_and_decks(options, seats=2):
    loaded = open_game("vs_system", with_user_mods=False)
    state = loaded.start(loaded.setup(["random"] * seats, 7, options=options)).state
    return [p["mc"] for p in state["players"]], [p["deck_id"] for p in state["players"]]


def test_play_takes_a_deck_and_a_main_character_as_the_issue_writes_them(main, window):
    code, _out, err = main("play", "vs_system", "--seats", "human,computer", "--option", "deck=mcu_villains_starter",
                           "--option", "main=loki")
    assert code == 0, err
    assert window["options"] == {"deck": "mcu_villains_starter", "main": "loki"}
    mains, decks = _mains_and_decks(window["options"])
    assert mains == ["loki", "loki"] and decks == ["mcu_villains_starter"] * 2


def test_one_value_per_seat_works_too(main, window):
    code, _out, err = main("play", "vs_system", "--seats", "human,computer",
                           "--option", "deck=mcu_heroes_starter,mcu_villains_starter", "--option", "main=thor,ronan")
    assert code == 0, err
    assert _mains_and_decks(window["options"]) == (["thor", "ronan"], ["mcu_heroes_starter", "mcu_villains_starter"])


def test_the_older_plural_options_still_work(main):
    code, out, err = main("simulate", "vs_system", "--games", "1", "--seed", "2", "--decks", "mcu_villains_starter",
                          "--mains", "abomination")
    assert code == 0, err
    assert json.loads(out.strip().splitlines()[-1])["errors"] == 0
    assert _mains_and_decks({"decks": "mcu_villains_starter", "mains": "abomination"})[0] == ["abomination"] * 2


@pytest.mark.parametrize("argv, says", [
    (["--option", "deck=nonsense"], "nonsense"),
    (["--option", "main=nobody"], "nobody"),
    (["--option", "deck=mcu_heroes_starter", "--decks", "mcu_villains_starter"], "give deck or decks, not both"),
])
def test_a_bad_deck_or_main_character_is_one_line(main, window, argv, says):
    code, out, err = main("play", "vs_system", "--seats", "human,computer", *argv)
    assert code != 0 and not window
    lines = (out + err).strip().splitlines()
    assert len(lines) == 1 and says in lines[0]
