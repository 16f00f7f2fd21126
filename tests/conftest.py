"""Test set-up: headless SDL before pygame is imported anywhere; a private user directory."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Saves, settings and user mods of the tests never touch the real user directory.
os.environ.setdefault("MARVEL_TABLETOP_HOME", tempfile.mkdtemp(prefix="mth-tests-"))

import pytest  # noqa: E402


@pytest.fixture
def user_home(tmp_path, monkeypatch):
    """A fresh, empty user directory for one test."""
    monkeypatch.setenv("MARVEL_TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(scope="session")
def duel():
    """The test-only Number Duel game, registered and loaded."""
    from game import catalog
    from game.session import open_game
    from tests.minigame import GAME
    catalog.register(GAME)
    return open_game("number_duel", with_user_mods=False)
