"""Seeded random games of Smash Up and Heroscape play exactly as they did before the rules were
made faster: the same answers, the same winners, the same final state and log."""

import json

import pytest

from tests import pinned_playouts as pinned

PINS = json.loads(pinned.PINS.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def games():
    from game.session import open_game
    return {g: open_game(g, with_user_mods=False) for g in {spec[0] for spec in pinned.GAMES}}


@pytest.mark.parametrize("spec", pinned.GAMES, ids=lambda spec: pinned.key(*spec))
def test_seeded_random_game_is_unchanged(games, spec):
    assert pinned.play(games[spec[0]], *spec[1:]) == PINS[pinned.key(*spec)]
