"""Every game with rules takes part in the conformance test: seeded random playouts in which every
listed choice is accepted, the state round-trips JSON and the game's invariants hold after every step.

A game's own test folder runs many more playouts; this one guards that no game is left out.
"""

import pytest

from game import catalog
from game.core.conformance import playout
from game.core.errors import ContentError
from game.session import open_game

GAMES = [g.id for g in catalog.games() if g.rules is not None]
SEEDS = range(3)


@pytest.mark.parametrize("game_id", GAMES or ["(none yet)"])
def test_random_playouts_conform(game_id):
    if game_id == "(none yet)":
        pytest.skip("no game has rules yet")
    try:
        loaded = open_game(game_id, with_user_mods=False)
    except ContentError as err:
        pytest.fail(f"{game_id} content: {err}")
    seats = ["random"] * max(loaded.spec.min_seats, 2)
    for seed in SEEDS:
        run = playout(loaded.rules, loaded.setup(seats, seed))
        assert run.error is None, f"{game_id} seed {seed} decision {run.error_index}: {run.error}"
        assert run.decisions > 0
