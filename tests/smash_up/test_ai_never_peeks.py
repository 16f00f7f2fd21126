"""Never peeks: no computer level's answer changes when what its seat cannot see is dealt differently.

Mid-game states come from seeded playouts; `permute_hidden` re-deals the other hands, every deck's
order, the base deck's order and the generator state; the seat's view must stay the same and so must
the answer. The re-deal the players think with must agree with the view it was made from.
"""

import collections
import copy

import pytest

from game.core.conformance import playout
from game.core.match import Match
from game.core.players import RandomPlayer, SeatView, player_rng
from game.core.rng import Rng
from game.core.rules import visible_state
from game.smash_up.ai import EasyPlayer, NormalPlayer
from game.smash_up.redeal import determinize, rebuildable
from game.smash_up.search_hooks import hard_player, permute_hidden
from tests.never_peeks import assert_never_peeks, in_place


def _states(loaded, games: int, every: int, kinds=("random", "random")):
    """(state, seat) every few decisions of seeded playouts."""
    out = []
    for g in range(games):
        setup = loaded.setup(list(kinds), 900 + g)
        run = playout(loaded.rules, setup, [RandomPlayer(), RandomPlayer()], checks=False, cap=400)
        m = Match.start(loaded.rules, run.setup)
        for i, a in enumerate(run.answers):
            if m.over:
                break
            if i % every == every - 1:
                out.append((copy.deepcopy(m.state), m.pending["seat"]))
            m.apply(a)
    return out


def _hidden(state, seat):
    others = [(sorted(p["hand"]), p["deck"]) for i, p in enumerate(state["players"]) if i != seat]
    return others, state["players"][seat]["deck"], state["base_deck"], state["rng"]


def _never_peeks(loaded, player, states, deals=3):
    assert_never_peeks(loaded.rules, player, states, in_place(permute_hidden), _hidden, deals)


@pytest.fixture(scope="module")
def states(loaded):
    return _states(loaded, games=6, every=9)


def test_easy_never_peeks(loaded, states):
    _never_peeks(loaded, EasyPlayer(loaded.rules), states)


def test_normal_never_peeks(loaded, states):
    kinds = collections.Counter(s["pending"]["kind"] for s, _ in states)
    assert kinds["play"] >= 10 and len(kinds) >= 4
    _never_peeks(loaded, NormalPlayer(loaded.rules), states)


def test_hard_never_peeks(loaded, states):
    plays = [(s, seat) for s, seat in states if s["pending"]["kind"] == "play" and len(s["pending"]["options"]) > 1]
    _never_peeks(loaded, hard_player(loaded.rules, iterations=6), plays[:8] + states[:4], deals=2)


def test_hard_judged_after_the_next_turn_never_peeks(loaded, states):
    """reply plays the next player's turn from the re-dealt hand, never the real one."""
    plays = [(s, seat) for s, seat in states if s["pending"]["kind"] == "play" and len(s["pending"]["options"]) > 1]
    _never_peeks(loaded, hard_player(loaded.rules, iterations=6, reply="breaks"), plays[:6], deals=2)


def test_hard_with_the_fitted_bases_and_tried_playouts_never_peeks(loaded, states):
    """judge="bases" reads only counts; tried plays my follow-ups on the re-dealt table, never the real one."""
    plays = [(s, seat) for s, seat in states if s["pending"]["kind"] == "play" and len(s["pending"]["options"]) > 1]
    _never_peeks(loaded, hard_player(loaded.rules, iterations=6, judge="bases", tried=4, tree_depth=1), plays[:6],
                 deals=2)


def test_hard_checked_against_the_reply_never_peeks(loaded, states):
    """check plays the next player's turn from re-dealt hands, never the real one."""
    plays = [(s, seat) for s, seat in states if s["pending"]["kind"] == "play" and len(s["pending"]["options"]) > 1]
    _never_peeks(loaded, hard_player(loaded.rules, iterations=6, check={"deals": 2}), plays[:6], deals=2)


def test_hard_with_blended_judges_kept_steady_or_by_consensus_never_peeks(loaded, states):
    """The blend reads only the re-dealt table; steady compares only the search's own tries; consensus searches
    the same view again."""
    plays = [(s, seat) for s, seat in states if s["pending"]["kind"] == "play" and len(s["pending"]["options"]) > 1]
    blended = hard_player(loaded.rules, iterations=6, ensemble=["plain", "fitted", "bases"], blend="min")
    _never_peeks(loaded, blended, plays[:6], deals=2)
    _never_peeks(loaded, hard_player(loaded.rules, iterations=8, steady=0.5), plays[:6], deals=2)
    _never_peeks(loaded, hard_player(loaded.rules, iterations=6, consensus={"judge": "fitted"}), plays[:6], deals=2)


def test_a_redeal_agrees_with_the_view_it_was_made_from(loaded):
    """Everything the seat sees is as it was; every card is somewhere; the hidden ones are made up."""
    rules = loaded.rules
    checked = 0
    for state, seat in _states(loaded, games=4, every=3):
        view = visible_state(rules, state, state["pending"]["seat"])
        if not rebuildable(view):
            continue
        seat = view["viewer"]
        dealt = determinize(rules, view, Rng(checked))
        assert visible_state(rules, dealt, seat) == view
        assert collections.Counter(map(tuple, dealt["cards"].values())) == \
            collections.Counter(map(tuple, state["cards"].values()))
        assert sorted(dealt["base_deck"]) == sorted(state["base_deck"])
        for i, p in enumerate(dealt["players"]):
            unseen = p["deck"] + (p["hand"] if i != seat else [])
            assert not set(unseen) & set(state["cards"])  # the real uids of hidden cards never get in
        checked += 1
    assert checked >= 20


def test_the_players_own_generator_decides_and_the_same_one_gives_the_same_answer(loaded, states):
    state, seat = next((s, seat) for s, seat in states if s["pending"]["kind"] == "play")
    normal = NormalPlayer(loaded.rules)
    seen = SeatView(loaded.rules, state, seat)
    assert normal.choose(seen, player_rng(state, seat, 3)) == normal.choose(seen, player_rng(state, seat, 3))
