"""The ceiling probe of screen_hard (a tool run by hand, never a player): with "hands" the search's
re-deals hold the other seat's true hand and keep the decks' cards as dealt from the rest; with
"all" they are the true table. Session 20 measured with it that hard does not lose by what it
cannot see (game/smash_up/README.md), so the probe has to peek exactly as it says."""

from __future__ import annotations

from collections import Counter

from game.core.conformance import playout
from game.core.match import Match
from game.core.players import RandomPlayer
from game.core.rng import Rng
from game.core.rules import visible_state
from tests.smash_up.screen_hard import _Peeking


def _mid_game(loaded, seed: int = 905, steps: int = 40):
    run = playout(loaded.rules, loaded.setup(["random", "random"], seed), [RandomPlayer(), RandomPlayer()],
                  checks=False, cap=steps)
    m = Match.start(loaded.rules, run.setup)
    for a in run.answers:
        m.apply(a)
    return m.state


def test_peeking_at_hands_deals_the_other_seats_true_hand_and_keeps_the_hidden_cards():
    from game.session import open_game
    loaded = open_game("smash_up", with_user_mods=False)
    state = _mid_game(loaded)
    seat = state["pending"]["seat"]
    other = 1 - seat
    hooks = _Peeking(loaded.rules, "hands")
    hooks.table = state
    dealt = hooks.determinize(visible_state(loaded.rules, state, seat), seat, Rng(3))
    ids = lambda s, uids: [s["cards"][u][0] for u in uids]  # noqa: E731
    assert sorted(ids(dealt, dealt["players"][other]["hand"])) == sorted(ids(state, state["players"][other]["hand"]))
    hidden = lambda s: Counter(ids(s, s["players"][other]["hand"] + s["players"][other]["deck"]))  # noqa: E731
    assert hidden(dealt) == hidden(state)


def test_peeking_at_all_is_the_true_table():
    from game.session import open_game
    loaded = open_game("smash_up", with_user_mods=False)
    state = _mid_game(loaded)
    seat = state["pending"]["seat"]
    hooks = _Peeking(loaded.rules, "all")
    hooks.table = state
    dealt = hooks.determinize(visible_state(loaded.rules, state, seat), seat, Rng(3))
    assert dealt == state and dealt is not state
