"""Seeded random playouts with 2, 3 and 4 seats through the platform's conformance check."""

import pytest

from game.core.conformance import playout


@pytest.mark.parametrize("seats,seeds", [(2, range(0, 12)), (3, range(100, 106)), (4, range(200, 205))])
def test_random_playouts_conform(loaded, seats, seeds):
    for seed in seeds:
        run = playout(loaded.rules, loaded.setup(["random"] * seats, seed))
        assert run.error is None, f"seed {seed} decision {run.error_index}: {run.error}"
        assert not run.capped and run.result is not None


def test_relaxed_privacy_and_given_factions_play_out(loaded):
    opts = {"response_privacy": "relaxed", "factions": "spider_verse,avengers,sinister_six,ultimates"}
    run = playout(loaded.rules, loaded.setup(["random", "random"], 5, options=opts))
    assert run.error is None and run.result is not None


def test_the_draft_plays_out(loaded):
    run = playout(loaded.rules, loaded.setup(["random"] * 3, 9, options={"factions": "draft"}))
    assert run.error is None and run.result is not None


def test_computer_seats_conform_with_every_check(loaded):
    kinds = ["computer", "random", "computer"]
    players = [loaded.players.make(k, loaded.rules, s) for s, k in enumerate(kinds)]
    run = playout(loaded.rules, loaded.setup(kinds, 77), players)
    assert run.error is None and run.result is not None
