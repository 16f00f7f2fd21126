"""A random playout nobody watches (every seat random, checks off: the bench, simulate --fast) is told
that nobody sees its decisions (core events.Unread's `unseen`): the rules then take the passes of a
seat that can only pass without asking it, and leave out words nobody reads. The game and its record
must be the ones the playout that asks every question gets."""

import pytest

from game.core.conformance import playout
from game.core.players import RandomPlayer
from game.vs_system.engine import G


class AskedRandom(RandomPlayer):
    """A random player the playout does not take for one: every decision is asked of it."""


@pytest.mark.parametrize("fmt,seats,seed", [("1v1", 2, 1003), ("1v1", 2, 1004), ("2hg", 4, 61), ("ffa", 3, 7)])
def test_a_game_nobody_watches_is_the_game_whose_every_question_is_asked(loaded, monkeypatch, fmt, seats, seed):
    taken = []
    answer_alone = G.answer_alone

    def counting(g, seat, oid):
        ok = answer_alone(g, seat, oid)
        taken.append(ok)
        return ok

    monkeypatch.setattr(G, "answer_alone", counting)
    setup = loaded.setup(["random"] * seats, seed, options={"format": fmt})
    fast = playout(loaded.rules, setup, checks=False)
    assert sum(taken) > 10, "strict privacy: a seat that can only pass is not asked"
    taken.clear()
    asked = playout(loaded.rules, setup, [AskedRandom() for _ in range(seats)], checks=False)
    assert not taken
    assert fast.error is None and (fast.answers, fast.result) == (asked.answers, asked.result)
