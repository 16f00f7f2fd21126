"""Never peeks: no computer level's answer changes when what the heroes cannot see is dealt
differently, and the hard team's re-deals agree with what the heroes see.

Mid-game states come from seeded games of the normal team; `permute_hidden` re-deals the event
deck (pile by pile), the side mission deck and the generator state; the seat's view must stay the
same and so must the answer.
"""

import collections
import copy

import pytest

from game.core.match import Match
from game.core.players import SeatView, player_rng
from game.core.rng import Rng
from game.core.rules import visible_state
from game.dagger.ai import NormalTeam
from game.dagger.ai_easy import EasyTeam
from game.dagger.redeal import PILE, determinize, permute_hidden, rebuildable
from game.dagger.search_hooks import hard_player
from tests.never_peeks import assert_never_peeks


def _states(dg, games: int, every: int, seats: int = 2):
    """(state, seat) every few decisions of seeded normal-team games."""
    rules = dg.rules
    out = []
    for g in range(games):
        nem = ("loki", "red_skull", "ultron", "thanos")[g % 4]
        m = Match.start(rules, dg.setup(["computer"] * seats, 300 + g, options={"nemesis": nem}))
        team = NormalTeam(rules)
        i = 0
        while not m.over and i < 400:
            d = m.pending
            if i % every == every - 1:
                out.append((copy.deepcopy(m.state), d["seat"]))
            m.apply(team.choose(SeatView(rules, m.state, d["seat"]), player_rng(m.state, d["seat"], i)))
            i += 1
    return out


def _hidden(state):
    return state["events"], state["side_deck"], state["rng"]


def _never_peeks(dg, player, states, deals=3):
    assert_never_peeks(dg.rules, player, states, lambda state, seat, rng: permute_hidden(dg.rules, state, rng),
                       lambda state, seat: _hidden(state), deals, what="the decks")


@pytest.fixture(scope="module")
def states(dg):
    return _states(dg, games=4, every=7)


def test_easy_never_peeks(dg, states):
    _never_peeks(dg, EasyTeam(dg.rules), states)


def test_normal_never_peeks(dg, states):
    kinds = collections.Counter(s["pending"]["kind"] for s, _ in states)
    assert kinds["turn"] >= 10 and len(kinds) >= 4
    _never_peeks(dg, NormalTeam(dg.rules), states)


def test_hard_never_peeks(dg, states):
    turns = [(s, seat) for s, seat in states if s["pending"]["kind"] == "turn" and len(s["pending"]["options"]) > 1]
    player = hard_player(dg.rules, iterations=6, close=99.0)  # every turn searched: 3 actions on 2 deals
    _never_peeks(dg, player, turns[:8] + states[:4], deals=2)
    assert player.last is not None and player.last.iterations == 6


def test_a_redeal_agrees_with_the_view_it_was_made_from(dg):
    """Everything the heroes see is as it was; the decks hold only cards nobody has seen, each
    nemesis event still in its own pile; and the rules play on from the re-deal."""
    rules = dg.rules
    checked = 0
    for state, seat in _states(dg, games=4, every=5):
        view = visible_state(rules, state, seat)
        if not rebuildable(view):
            continue
        dealt = determinize(rules, view, Rng(checked))
        dealt["rng"] = 12345
        assert visible_state(rules, dealt, seat) == view
        shown = set(state["event_out"]) | {state["event"]}
        assert len(dealt["events"]) == len(state["events"]) and not shown & set(dealt["events"])
        nem = rules.book.nemeses[state["nem"]["id"]]
        for where, eid in enumerate(reversed(dealt["events"]), start=12 - len(dealt["events"])):
            if eid in nem.events:
                assert nem.events.index(eid) == where // PILE  # the pile it was shuffled into
        seen = set(state["side_out"]) | {m["id"] for m in state["side"].values() if m}
        assert len(dealt["side_deck"]) == len(state["side_deck"]) and not seen & set(dealt["side_deck"])
        team = NormalTeam(rules)
        m = Match(rules, dg.setup(["computer"] * state["seats"], 1), dealt)
        for i in range(60):
            if m.over:
                break
            d = m.pending
            m.apply(team.choose(SeatView(rules, m.state, d["seat"]), Rng(i)))
            assert rules.invariants(m.state) == []
        checked += 1
    assert checked >= 10


def test_each_level_is_offered_and_plays_a_turn(dg):
    """computer:easy, computer (normal) and computer:hard are the team's levels; each answers a
    hero's turn with an action it was offered."""
    rules = dg.rules
    state, seat = next((s, seat) for s, seat in _states(dg, games=1, every=3)
                       if s["pending"]["kind"] == "turn" and len(s["pending"]["options"]) > 2)
    ids = {o["id"] for o in state["pending"]["options"]}
    names = set()
    for kind in ("computer:easy", "computer", "computer:hard"):
        player = dg.players.make(kind, rules, seat)
        names.add(type(player).__name__)
        picks = player.choose(SeatView(rules, state, seat), player_rng(state, seat, 0))["picks"]
        assert len(picks) == 1 and picks[0] in ids
    assert names == {"EasyTeam", "NormalTeam", "HardTeam"}
