"""Fixtures for Vs. System tests: the loaded game, rules with room for fixture cards, a table factory."""

import pytest

from tests.vs_system.builder import Table


@pytest.fixture(scope="session")
def loaded():
    """Vs. System loaded from data/vs_system (no user mods)."""
    from game.session import open_game
    return open_game("vs_system", with_user_mods=False)


@pytest.fixture(scope="session")
def rules(loaded):
    """The rules on a copy of the card book, so fixture cards stay out of the shipped one."""
    from game.vs_system.book import Book
    from game.vs_system.rules import VsSystemRules
    r = VsSystemRules.__new__(VsSystemRules)
    r.book = Book(loaded.content)
    return r


@pytest.fixture
def table(rules):
    """A table factory: table(seats=2, fmt="1v1", current=0, privacy="relaxed")."""
    def make(**kw):
        return Table(rules, **kw)
    return make
