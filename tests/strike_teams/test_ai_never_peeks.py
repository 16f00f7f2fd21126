"""Never peeks: every computer level answers the same when everything its seat cannot see is dealt
differently (the face-down Stage 3 card, a secret seeker, the other side's card picks before they
are revealed, the dice ahead); and the hard player's re-deal agrees with the view it was made from.
"""

import copy
import functools

import pytest

from game.core.conformance import playout
from game.core.match import Match
from game.core.players import SeatView
from game.core.rng import Rng
from game.core.rules import visible_state
from game.session import open_game
from game.strike_teams.ai import NormalPlayer
from game.strike_teams.ai_easy import EasyPlayer
from game.strike_teams.ai_hidden import HORIZON, determinize, rebuildable
from game.strike_teams.ai_search import hard_player, permute_hidden

#: Normal-player games: random cards, then Cosmic Power for a secret seeker.
GAMES = (({}, 3), ({"stage3": "cosmic_power"}, 4), ({"stage3": "cosmic_power", "units": "4"}, 5))
EVERY = 7


@functools.lru_cache(maxsize=1)
def loaded():
    return open_game("strike_teams", with_user_mods=False)


@functools.lru_cache(maxsize=1)
def positions() -> tuple:
    """States at many decisions of a few whole games (set-up included), taken as the game went."""
    game = loaded()
    out = []
    for options, seed in GAMES:
        setup = game.setup(["computer", "computer"], seed, options=dict(options))
        run = playout(game.rules, setup, [NormalPlayer(), NormalPlayer()], checks=False)
        m = Match.start(game.rules, run.setup)
        for i, a in enumerate(run.answers):
            if i % EVERY == 0 and len(m.pending["options"]) > 1:
                out.append(copy.deepcopy(m.state))
            m.apply(a)
    return tuple(out)


def _hidden(s: dict, seat: int) -> tuple:
    return (s["rng"], s["scenarios"][2] if len(s.get("scenarios", ())) == 3 else None,
            [st.get("target") for st in s.get("sc", ())],
            sorted((cid, tuple(c["cards"])) for cid, c in s["chars"].items() if c["side"] != seat))


def test_the_shuffles_change_only_what_the_seat_cannot_see():
    rules = loaded().rules
    stage3 = seeker = picks = 0
    for s in positions():
        seat = s["pending"]["seat"]
        for k in range(3):
            other = copy.deepcopy(s)
            permute_hidden(rules, other, seat, Rng(k))
            assert visible_state(rules, other, seat) == visible_state(rules, s, seat)
            assert other["rng"] != s["rng"]
            a, b = _hidden(s, seat), _hidden(other, seat)
            stage3 += a[1] != b[1]
            seeker += a[2] != b[2]
            picks += a[3] != b[3]
    assert stage3 and seeker and picks  # each kind of secret was dealt differently somewhere


def _never_peeks(player, states, deals=3):
    rules = loaded().rules
    for n, state in enumerate(states):
        seat = state["pending"]["seat"]
        first = player.choose(SeatView(rules, state, seat), Rng(n))["picks"]
        for k in range(deals):
            other = copy.deepcopy(state)
            permute_hidden(rules, other, seat, Rng(1000 * n + k))
            again = player.choose(SeatView(rules, other, seat), Rng(n))["picks"]
            assert again == first, f"position {n}: the answer changed when hidden things were dealt differently"


@pytest.mark.parametrize("make", [EasyPlayer, NormalPlayer], ids=["easy", "normal"])
def test_easy_and_normal_never_peek(make):
    states = positions()
    kinds = {s["pending"]["kind"] for s in states}
    assert {"act", "start", "choose_cards", "wounds"} <= kinds
    _never_peeks(make(), states)


@pytest.mark.parametrize("variant", [{}, {"steady": (True, True)}, {"defeats": (True, True)}],
                         ids=["default", "steady", "defeats"])
def test_hard_never_peeks(variant):
    rules = loaded().rules
    states = positions()
    searched = [s for s in states if rebuildable(visible_state(rules, s, s["pending"]["seat"]))]
    hidden_stage3 = [s for s in searched if s["pending"]["seat"] == 0 and not s.get("revealed")]
    assert len(searched) >= 20 and hidden_stage3
    _never_peeks(hard_player(rules, iterations=8, **variant), hidden_stage3[:4] + searched[::12][:6] + list(states[:3]), deals=2)


def test_a_redeal_agrees_with_the_view_it_was_made_from():
    """Everything the seat sees is as it was; the stack ends at the horizon after the activation."""
    rules = loaded().rules
    checked = 0
    for s in positions():
        seat = s["pending"]["seat"]
        view = visible_state(rules, s, seat)
        if not rebuildable(view):
            continue
        dealt = determinize(rules, view, seat, Rng(checked))
        again = visible_state(rules, dealt, seat)
        for key in set(view) | set(again):
            if key not in ("sc", "roles"):
                assert again.get(key) == view.get(key), key
        assert dealt["stack"][0]["op"] == HORIZON and dealt["stack"][1]["char"] == s["turn"]["char"]
        checked += 1
    assert checked >= 20
