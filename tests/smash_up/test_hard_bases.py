"""The hard player's opt-in judge of who wins each base (hard_bases.py): the player about to move is more
likely to come first at a base near breaking than judge.py's sigmoid says, and the hard search judges with
it when asked."""

import pytest

from game.smash_up.hard_bases import WEIGHTS, based_chances, features, first
from game.smash_up.judge import chances
from game.smash_up.reading import Table
from game.smash_up.search_hooks import hard_player


def _near_base(table):
    """Player 2 (7 VP, five cards) is about to play against player 1 (9 VP): a 25-breakpoint base at 24,
    player 1 ahead 15 to 9, one power from breaking; two far bases with a lone small character each."""
    t = table(bases=["b25", "b20", "b20"], current=1)
    for c in ("c6", "c5", "c4"):
        t.char(0, c, 0)
    t.char(1, "c6", 0)
    t.char(1, "c3", 0)
    t.char(0, "c2", 1)
    t.char(1, "c2", 2)
    t.s["players"][0]["vp"] = 9
    t.s["players"][1]["vp"] = 7
    t.hand(1, *["c4"] * 5)
    t.deck(0, *["c1"] * 4)
    t.deck(1, *["c1"] * 4)
    t.start("play")
    return t


def test_the_player_about_to_move_can_still_take_a_base_one_power_from_breaking(table):
    t = _near_base(table)
    tb = Table.from_state(t.s, 0, t.rules.book)
    near = tb.bases[0]
    assert near.bp_last - near.total_last == 1
    p = first(near.tot_last, 1, False, [True, True], 1, 5)
    # The sigmoid all but writes player 2 off (6 behind, sigma 2.45); the games say they take it now and then.
    assert 0.05 < p < 0.5
    # Their chance to win the game is higher than the plain judge's.
    assert based_chances(tb)[1] > chances(tb)[1]


def test_a_bigger_lead_is_surer_and_a_fuller_hand_helps_the_player_about_to_move(table):
    for room in (1, 5, 9, 13, 20):
        behind = first([3, 6], room, False, [True, True], 0, 5)
        ahead = first([9, 6], room, False, [True, True], 0, 5)
        assert behind < ahead
    assert first([3, 6], 2, False, [True, True], 0, 8) > first([3, 6], 2, False, [True, True], 0, 2)


def test_the_weights_match_the_features(table):
    assert len(WEIGHTS) == len(features([0, 0], 0, True, [False, False], 0, 0))


def test_a_sure_win_stays_sure(table):
    t = _near_base(table)
    t.s["players"][0]["vp"] = 16
    assert based_chances(Table.from_state(t.s, 0, t.rules.book)) == [1.0, 0.0]


def test_hard_judges_with_it_when_asked(table):
    t = _near_base(table)
    hooks = hard_player(t.rules, judge="bases", reply=False).search.hooks
    want = based_chances(Table.from_state(t.s, 0, t.rules.book))
    assert [hooks.evaluate(t.s, s) for s in (0, 1)] == pytest.approx(want)
