"""Fixtures for Smash Up tests: the loaded game and a scenario factory."""

import pytest

from tests.smash_up.builder import Scenario, add_fixtures


@pytest.fixture(scope="session")
def loaded():
    """Smash Up: Marvel loaded from data/smash_up (no user mods)."""
    from game.session import open_game
    return open_game("smash_up", with_user_mods=False)


@pytest.fixture(scope="session")
def rules(loaded):
    """The rules with the fixture cards added to a copy of the card book."""
    from game.smash_up.rules import SmashUpRules
    r = SmashUpRules.__new__(SmashUpRules)
    from game.smash_up.book import Book
    r.book = Book(loaded.content)
    add_fixtures(r)
    return r


@pytest.fixture
def table(rules):
    """A scenario factory: table(seats=2, bases=[...], current=0)."""
    def make(**kw):
        return Scenario(rules, **kw)
    return make
