"""The hard player's fitted judge (opt-in): the table read from the side of the player about to play, a
chance to win from fitted weights, and the hard search judging with it when asked."""

import math

import pytest

from game.smash_up.fitted_judge import NAMES, WEIGHTS, features, fitted_chances, mover_chance, position
from game.smash_up.hard_bases import based_chances
from game.smash_up.judge import chances
from game.smash_up.reading import Table
from game.smash_up.search_hooks import hard_player


def _player_two_to_play(table):
    """Player 2 (8 VP, three cards) is about to play against player 1 (10 VP, no cards):
    - a 20-breakpoint base three power from breaking, player 1 ahead 10 to 7;
    - a 10-breakpoint base at 11, all player 1's: it scores this turn;
    - a 40-breakpoint base with player 2's lone 3."""
    t = table(bases=["b20", "b10", "b40"], current=1)
    t.char(0, "c6", 0)
    t.char(0, "c4", 0)
    t.char(1, "c5", 0)
    t.char(1, "c2", 0)
    t.char(0, "c6", 1)
    t.char(0, "c5", 1)
    t.char(1, "c3", 2)
    t.s["players"][0]["vp"] = 10
    t.s["players"][1]["vp"] = 8
    t.hand(1, "c1", "c1", "c1")
    t.deck(0, *["c1"] * 4)
    t.deck(1, *["c1"] * 4)
    t.start("play")
    return t


def _named(t, seat=1):
    return dict(zip(NAMES, features(position(Table.from_state(t.s, seat, t.rules.book)))))


def test_the_table_is_read_from_the_side_of_the_player_about_to_play(table):
    f = _named(_player_two_to_play(table))
    assert f["vp_lead"] == pytest.approx(-2 / 5)
    assert f["mover_vp_left"] == pytest.approx(7 / 5) and f["other_vp_left"] == pytest.approx(5 / 5)
    assert f["hand_mover"] == pytest.approx(3 / 5) and f["hand_other"] == 0


def test_a_base_ready_to_score_pays_what_its_standings_say(table):
    f = _named(_player_two_to_play(table))
    # Player 1 alone at the 10-breakpoint base: 4 VP to them, nothing to player 2.
    assert f["ready_award_lead"] == pytest.approx(-4 / 5)
    assert f["ready_other_lead"] == pytest.approx(4 / 5)
    assert f["other_can_win"] == 0.0  # 10 + 4 is short of 15


def test_a_near_base_the_player_about_to_play_trails_by_little_can_be_taken_over(table):
    f = _named(_player_two_to_play(table))
    # Three power of room, player 2 behind by 3: the 1st place's lead over 2nd (4 - 2) is theirs to take.
    assert f["near_pot"] == pytest.approx(4 / 5)
    assert f["near_lead_award"] == pytest.approx((2 - 4) / 5)
    assert f["steal"] == pytest.approx((4 - 2) / 5) and f["hold"] == 0
    # The 40-breakpoint base is far: player 2's lone character would take 1st place there.
    assert f["far_lead_award"] == pytest.approx(4 / 5)
    assert f["bases_led"] == 0  # one base each, the ready one not counted


def test_the_weights_load_and_give_a_chance_for_each_seat(table):
    assert len(WEIGHTS) == len(NAMES)
    t = _player_two_to_play(table)
    ch = fitted_chances(Table.from_state(t.s, 0, t.rules.book))
    assert sum(ch) == pytest.approx(1.0) and 0 < ch[1] < 1
    assert ch[1] == pytest.approx(mover_chance(position(Table.from_state(t.s, 1, t.rules.book))))
    # All weights on the plain judge's log-odds gives the plain judge back.
    plain = (0.0, 1.0) + (0.0,) * (len(NAMES) - 2)
    pj = chances(Table.from_state(t.s, 1, t.rules.book))[1]
    assert mover_chance(position(Table.from_state(t.s, 1, t.rules.book)), plain) == pytest.approx(pj, abs=1e-9)


def test_a_sure_win_stays_sure(table):
    t = _player_two_to_play(table)
    t.s["players"][0]["vp"] = 12  # the ready base's 4 VP take player 1 to 16 this turn
    assert fitted_chances(Table.from_state(t.s, 0, t.rules.book)) == [1.0, 0.0]


@pytest.mark.parametrize("judged", [fitted_chances, based_chances], ids=["fitted", "bases"])
def test_three_seats_are_judged_by_the_plain_judge(table, judged):
    """Both fitted judges (this one and hard_bases.py's) were fitted on two-seat games only."""
    t = table(seats=3, bases=["b20", "b20", "b20", "b20"], current=1)
    t.char(0, "c6", 0)
    t.char(2, "c3", 1)
    t.start("play")
    tb = Table.from_state(t.s, 0, t.rules.book)
    assert judged(tb) == chances(tb)


def test_hard_judges_with_it_when_asked(table):
    """Opt-in (measured no better in games: see the README); the default stays the plain judge."""
    t = _player_two_to_play(table)
    assert hard_player(t.rules).search.hooks.judge == "plain"
    hooks = hard_player(t.rules, judge="fitted", reply=False).search.hooks
    want = fitted_chances(Table.from_state(t.s, 0, t.rules.book))
    assert [hooks.evaluate(t.s, s) for s in (0, 1)] == want
    assert not math.isclose(want[1], chances(Table.from_state(t.s, 1, t.rules.book))[1])


def test_hard_can_judge_with_the_weights_fitted_on_its_own_games(table):
    """weights="hard": the model fitted on hard-against-normal games, where normal is about to play (opt-in)."""
    from game.smash_up.fitted_judge import HARD_WEIGHTS
    t = _player_two_to_play(table)
    assert len(HARD_WEIGHTS) == len(NAMES) and HARD_WEIGHTS != WEIGHTS
    hooks = hard_player(t.rules, judge="fitted", weights="hard", reply=False).search.hooks
    want = fitted_chances(Table.from_state(t.s, 0, t.rules.book), HARD_WEIGHTS)
    assert [hooks.evaluate(t.s, s) for s in (0, 1)] == want
    assert want != fitted_chances(Table.from_state(t.s, 0, t.rules.book))
    # Weights may also be given as numbers (a screen's JSON): all on the plain judge gives it back.
    plain = [0.0, 1.0] + [0.0] * (len(NAMES) - 2)
    hooks = hard_player(t.rules, judge="fitted", weights=plain, reply=False).search.hooks
    assert hooks.evaluate(t.s, 1) == pytest.approx(chances(Table.from_state(t.s, 1, t.rules.book))[1], abs=1e-9)
