"""Fixtures for the D.A.G.G.E.R. tests: the game loaded once, and fixed dice."""

import pytest

from game.session import open_game

from .helpers import Dice


@pytest.fixture(scope="session")
def dg():
    """D.A.G.G.E.R. with its shipped content (no user mods)."""
    return open_game("dagger", with_user_mods=False)


@pytest.fixture
def dice(monkeypatch):
    """Dice whose faces the test sets in advance (see helpers.Dice)."""
    return Dice(monkeypatch)
