"""Never peeks: every computer level answers the same when everything its seat cannot see is
shuffled (the other side's face-down order markers and which of them were taken away, the
glyphs lying symbol side up, the dice ahead)."""

import copy
import functools

import pytest

from game.core.conformance import playout
from game.core.match import Match
from game.core.players import SeatView
from game.core.rng import Rng
from game.core.rules import visible_state
from game.heroscape.ai import NormalPlayer
from game.heroscape.easy import EasyPlayer
from game.heroscape.rules import HeroscapeRules
from game.heroscape.search_hooks import hard_player, permute_hidden
from tests.heroscape.helpers import real_content

RULES = HeroscapeRules(real_content())
#: Mid-game positions from normal-player games: the Master Game with drafted armies, shuffled
#: face-down glyphs (Escalating Battle), the Basic Game.
GAMES = (("theft_at_stark", 3), ("escalating_battle", 4), ("avengers_assemble", 5))
EVERY = 5


@functools.lru_cache(maxsize=1)
def positions() -> list[dict]:
    """States at many decisions of a few whole games, taken as the game went."""
    out = []
    for scenario, seed in GAMES:
        setup = {"seats": ["computer", "computer"], "seed": seed, "scenario": scenario}
        run = playout(RULES, setup, [NormalPlayer(), NormalPlayer()], checks=False)
        m = Match.start(RULES, run.setup)
        for i, a in enumerate(run.answers):
            if i % EVERY == 0 and m.state["phase"] == "play" and len(m.pending["options"]) > 1:
                out.append(copy.deepcopy(m.state))
            m.apply(a)
    return out


def _hidden_differs(a: dict, b: dict, seat: int) -> bool:
    return (a["markers"][1 - seat] != b["markers"][1 - seat] or list(a["glyphs"]) != list(b["glyphs"]))


def test_the_shuffles_change_only_what_the_seat_cannot_see():
    changed = 0
    master = [s for s in positions() if s["mode"] == "master"]
    for s in positions():
        seat = s["pending"]["seat"]
        shuffled = [permute_hidden(s, seat, Rng(k)) for k in range(3)]
        for other in shuffled:
            assert visible_state(RULES, other, seat) == visible_state(RULES, s, seat)
            assert other["rng"] != s["rng"]
        changed += any(_hidden_differs(s, other, seat) for other in shuffled)
    assert changed >= len(master) // 2  # most Master positions had markers or glyphs to shuffle


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_no_level_changes_its_answer_when_the_hidden_is_shuffled(level):
    make = {"easy": EasyPlayer, "normal": NormalPlayer,
            "hard": lambda: hard_player(RULES, iterations=16)}[level]
    states = positions()
    if level == "hard":  # searching is slow: its own turns, where it searches, and some others
        states = [s for s in states if s["pending"]["kind"] in ("act", "choose_card")][::3] + states[::9]
    kinds = set()
    searched = 0
    for n, s in enumerate(states):
        seat = s["pending"]["seat"]
        base = make().choose(SeatView(RULES, s, seat), Rng(n))
        for k in range(2):
            other = permute_hidden(s, seat, Rng(100 + k))
            again = make().choose(SeatView(RULES, other, seat), Rng(n))
            assert again == base, f"{s['scenario']} {s['pending']['kind']}: the answer changed with what is hidden"
        kinds.add(s["pending"]["kind"])
        searched += "why" in base
    assert {"act", "marker"} <= kinds
    assert level != "hard" or searched >= 5  # the search itself was put to the test


def test_a_re_deal_agrees_with_everything_the_seat_sees_and_ends_at_the_horizon():
    from game.heroscape.hidden import HORIZON, determinize, rebuildable
    dealt = 0
    for n, s in enumerate(positions()):
        seat = s["pending"]["seat"]
        view = visible_state(RULES, s, seat)
        if not rebuildable(view):
            continue
        got = determinize(RULES, view, seat, Rng(n))
        got["rng"] = 7
        assert visible_state(RULES, got, seat) == view
        end = next((o for o in got["pending"]["options"] if o["id"] == "end"), None)
        if end is not None:
            RULES.resolve(got, seat, [end], [])
            while got["pending"]["kind"] != HORIZON:  # what comes after the turn: Hyper Speed, Mind Exchange
                RULES.resolve(got, got["pending"]["seat"], [got["pending"]["options"][-1]], [])
            dealt += 1
    assert dealt >= 5
