"""The hard player's check of its best few plays against the next player's answer
(hard_player(rules, check={...}), hard_check.py): a lead the next player can break with what they hold
is not a lead."""

import pytest

from game.core.players import SeatView
from game.core.rng import Rng
from game.smash_up.search_hooks import hard_player
from tests.smash_up.test_hard_reply import _in_reach


@pytest.mark.parametrize("seed", [1, 2])
def test_checked_against_the_reply_the_character_stays_out_of_reach(table, seed):
    """Player 2, the normal player, breaks the 25-breakpoint base with a 7-power character if player 1's
    5-power one makes it 12 to 7; checked through player 2's turn, player 1 plays it elsewhere."""
    t, mine = _in_reach(table)
    assert t.asked(hard_player(t.rules, iterations=60, check={}), seed=seed) != [f"p:{mine}:{t.base(0)}"]


def test_the_answer_given_says_it_was_checked(table):
    t, mine = _in_reach(table)
    out = hard_player(t.rules, iterations=60, check={}).choose(SeatView(t.rules, t.s, 0), Rng(1))
    assert "checked against the reply" in out["why"]


def test_less_exploration_gives_the_best_answer_more_of_the_tries(table):
    """hard_player(rules, explore=...) (opt-in, measured worse both ways): UCB's constant for this seat's
    tree alone. With 0.1 the answer the search likes best gets a bigger share of the 60 tries than with the
    platform's 0.7."""
    t, _ = _in_reach(table)
    shares = []
    for explore in (0.7, 0.1):
        player = hard_player(t.rules, iterations=60, explore=explore, paired=False)  # (the tree's UCB)
        player.choose(SeatView(t.rules, t.s, 0), Rng(1))
        shares.append(player.last.choices[0][1] / 60)
    assert shares[1] > shares[0]


@pytest.mark.parametrize("seed", [1, 2])
def test_with_the_movers_reach_counted_the_character_stays_out_of_reach(table, seed):
    """hard_player(rules, reach=6) (judge.outlook's opt-in): judged where player 2 is about to move, a base
    within 6 power of breaking gives them power up to one short of breaking it, so 12 to 7 with 6 of room
    is 12 to 12, no lead."""
    t, mine = _in_reach(table)
    assert t.asked(hard_player(t.rules, iterations=60, reach=6, paired=False), seed=seed) != [f"p:{mine}:{t.base(0)}"]
