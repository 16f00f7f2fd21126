"""Never peeks: no computer level's answer changes when what its seat cannot see is dealt differently.

Mid-game states come from seeded playouts; `permute_hidden` re-deals the other hands, enemy
face-down resources, every deck's order, the Behind the Camera piles and the generator state; the
seat's view must stay the same and so must the answer. The re-deal the hard player thinks with
must agree with the view it was made from.
"""

import collections
import copy

import pytest

from game.core.match import Match
from game.core.players import SeatView, player_rng
from game.core.rng import Rng
from game.core.rules import visible_state
from game.vs_system.ai import ComputerPlayer, EasyPlayer
from game.vs_system.redeal import determinize, rebuildable
from game.vs_system.search_hooks import hard_player, permute_hidden
from tests.never_peeks import assert_never_peeks, in_place


def _states(loaded, games: int, every: int, kinds=("computer", "random")):
    """(state, seat) every few decisions of seeded games."""
    out = []
    for g in range(games):
        setup = loaded.setup(list(kinds), 900 + g)
        m = Match.start(loaded.rules, setup)
        robots = loaded.seat_players(setup["seats"])
        i = 0
        while not m.over and i < 600:
            seat = m.pending["seat"]
            if i % every == every - 1:
                out.append((copy.deepcopy(m.state), seat))
            m.apply(robots[seat].choose(SeatView(loaded.rules, m.state, seat), player_rng(m.state, seat, i)))
            i += 1
    return out


def _hidden(state, seat):
    cards = state["cards"]
    out = []
    for i, p in enumerate(state["players"]):
        ids = [cards[u][0] for u in p["deck"]]
        if i != seat:
            ids += sorted(cards[u][0] for u in p["hand"]) + [cards[u][0] for u, up in p["res"] if not up]
        out.append(ids)
    return out, state["rng"]


def _never_peeks(loaded, player, states, deals=3):
    assert_never_peeks(loaded.rules, player, states, in_place(permute_hidden), _hidden, deals)


@pytest.fixture(scope="module")
def states(loaded):
    return _states(loaded, games=4, every=7)


def test_easy_never_peeks(loaded, states):
    _never_peeks(loaded, EasyPlayer(loaded.rules.book), states)


def test_normal_never_peeks(loaded, states):
    kinds = collections.Counter(s["pending"]["kind"] for s, _ in states)
    assert kinds["main"] >= 5 and kinds["respond"] >= 5 and len(kinds) >= 5
    _never_peeks(loaded, ComputerPlayer(loaded.rules.book), states)


def test_hard_never_peeks(loaded, states):
    rules = loaded.rules
    searched = [(s, seat) for s, seat in states
                if rebuildable(visible_state(rules, s, seat)) and len(s["pending"]["options"]) > 1]
    assert len(searched) >= 6
    _never_peeks(loaded, hard_player(rules, iterations=4), searched[:6] + states[:3], deals=2)


def test_a_redeal_agrees_with_the_view_it_was_made_from(loaded):
    """Everything the seat sees is as it was; every hidden pile has its size; hidden uids are made up."""
    rules = loaded.rules
    checked = 0
    for state, seat in _states(loaded, games=3, every=3):
        view = visible_state(rules, state, seat)
        if not rebuildable(view):
            continue
        dealt = determinize(rules, view, Rng(checked))
        assert visible_state(rules, dealt, seat) == view
        for i, (p, q) in enumerate(zip(dealt["players"], state["players"])):
            assert len(p["deck"]) == len(q["deck"]) and len(p["hand"]) == len(q["hand"])
            unseen = p["deck"] + (p["hand"] if i != seat else [])
            assert not set(unseen) & set(state["cards"])  # the real uids of hidden cards never get in
        assert not rules.invariants(dealt)
        checked += 1
    assert checked >= 20


def test_a_search_from_a_redeal_plays_on_legally(loaded, states):
    """The hard player's answer is one of the options, with its reasons in words."""
    rules = loaded.rules
    hard = hard_player(rules, iterations=6)
    state, seat = next((s, seat) for s, seat in states if s["pending"]["kind"] == "main"
                       and len(s["pending"]["options"]) > 2)
    ans = hard.choose(SeatView(rules, state, seat), Rng(5))
    assert set(ans["picks"]) <= {o["id"] for o in state["pending"]["options"]}
    assert "% to win" in ans["why"]


def test_every_level_is_offered_for_any_seat(loaded):
    from game.vs_system.search_hooks import HardPlayer
    kinds = {k: type(loaded.players.make(k, loaded.rules, 2)) for k in ("computer:easy", "computer", "computer:hard")}
    assert kinds == {"computer:easy": EasyPlayer, "computer": ComputerPlayer, "computer:hard": HardPlayer}


def test_hard_searching_its_formation_never_peeks(loaded):
    """hard_player(formation=True) searches a Formation Step that would put Loki, Ronan, Abomination or Ultron
    in front: from the seat's view only, like every other searched decision."""
    rules = loaded.rules
    hard = hard_player(rules, iterations=4, formation=True)
    searched = []
    for s, seat in _states(loaded, games=6, every=1, kinds=("computer", "computer")):
        seen = SeatView(rules, s, seat)
        if s["pending"]["kind"] == "formation" and hard.search.hooks.worth_searching(seen.view, seen.decision):
            searched.append((s, seat))
    assert len(searched) >= 3
    _never_peeks(loaded, hard, searched[:4], deals=2)
