"""The hard player's judge after the next player's turn (hard_player(rules, reply=...), the default with
the paired search since session 21): a lead the next player can break with what they hold is not a lead,
and the horizon of whole turns."""

import pytest

from game.smash_up.search_hooks import SmashUpHooks, hard_player


def _in_reach(table):
    """Player 1 (14 VP) and player 2 (13 VP) are 7 to 7 at a 25-breakpoint base; player 1 has one
    character play left, a 5-power character. On that base it leads 12 to 7 with 6 power of room, and
    player 2, holding 7-power characters, puts one there, breaks it 14 to 12 and wins 17 to 16; anywhere
    else the base stays 7 to 7 and player 2's 7 leaves it short of breaking."""
    t = table(bases=["b25", "b40", "b40"])
    t.char(0, "c4", 0)
    t.char(0, "c3", 0)
    t.char(1, "c7", 0)
    t.char(1, "c1", 1)
    t.s["players"][0]["vp"] = 14
    t.s["players"][1]["vp"] = 13
    (mine,) = t.hand(0, "c5")
    t.hand(1, "c7", "c7")
    t.deck(0, "c1", "c1", "c1")
    t.deck(1, "c7", "c7", "c7")
    t.s["turn"]["acts"] = 0
    t.start("play")
    return t, mine


def test_judged_before_the_next_turn_the_lead_about_to_be_lost_looks_won(table):
    """The blind spot of the tree of sessions 7-20: judged before player 2 moves, 12 to 7 with 6 power
    of room looks won."""
    t, mine = _in_reach(table)
    tree = hard_player(t.rules, iterations=60, paired=False, reply=False)
    assert t.asked(tree, seed=1) == [f"p:{mine}:{t.base(0)}"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_hard_player_keeps_the_character_out_of_the_next_player_s_reach(table, seed):
    t, mine = _in_reach(table)
    assert t.asked(hard_player(t.rules), seed=seed) != [f"p:{mine}:{t.base(0)}"]


@pytest.mark.parametrize("reply", [True, "breaks"])
@pytest.mark.parametrize("seed", [1, 2])
def test_judged_after_the_next_turn_the_character_stays_out_of_reach(table, reply, seed):
    t, mine = _in_reach(table)
    tree = hard_player(t.rules, iterations=60, paired=False, reply=reply)
    assert t.asked(tree, seed=seed) != [f"p:{mine}:{t.base(0)}"]


def test_a_horizon_of_whole_turns_stops_at_that_turns_play_cards(table):
    """horizon=3 from turn 1: the line runs on through turns 2 and 3 and is judged at turn 4's first
    Play Cards decision."""
    t, _ = _in_reach(table)
    hooks = SmashUpHooks(t.rules, horizon=3)
    hooks._turn = 1
    for n, over in ((1, False), (2, False), (3, False), (4, True)):
        t.s["turn"]["n"] = n
        assert hooks.rollout_over(t.s) is over
