"""The hard player's opt-in endgame (hard_player(rules, endgame=VP, endgame_reply=...)): once some player has
`endgame` VP, each line is judged after the next player's turn, played out on the line's table by the quick
policy; with endgame_reply="wins", only a reply that ends the game changes the judgement. And its opt-in
`doubt`: a small lead of mine at a base the next player can break counts as none; `offbase`: the next player's
Absorbing Man pairs on the table count as VP."""

import pytest

from game.smash_up.judge import outlook
from game.smash_up.reading import BaseT, Char
from game.smash_up.search_hooks import hard_player

from .test_hard_reply import _in_reach


@pytest.mark.parametrize("reply", ["breaks", "wins"])
@pytest.mark.parametrize("seed", [1, 2])
def test_at_14_vp_the_character_stays_out_of_the_winning_reply(table, reply, seed):
    """Player 2 (13 VP) would break the base the character goes to and win 17 to 16."""
    t, mine = _in_reach(table)
    player = hard_player(t.rules, iterations=60, endgame=10, endgame_reply=reply, paired=False)
    assert t.asked(player, seed=seed) != [f"p:{mine}:{t.base(0)}"]


def test_before_the_endgame_the_lead_is_judged_as_it_stands(table):
    """Nobody has 15 VP yet, so with the endgame set at 15 the plain judge decides (its blind spot)."""
    t, mine = _in_reach(table)
    player = hard_player(t.rules, iterations=60, endgame=15, endgame_reply="wins", paired=False)
    assert t.asked(player, seed=1) == [f"p:{mine}:{t.base(0)}"]


@pytest.mark.parametrize("seed", [1, 2])
def test_a_small_lead_in_the_next_players_reach_is_doubted(table, seed):
    """With doubt=6, a 12-to-7 lead with 6 power of room is judged as no lead: the character goes elsewhere."""
    t, mine = _in_reach(table)
    assert t.asked(hard_player(t.rules, iterations=60, doubt=6, paired=False), seed=seed) != [f"p:{mine}:{t.base(0)}"]


def _base(mine: int, theirs: int) -> BaseT:
    """A 25-breakpoint base (4, 2, 1 VP): seat 0 with `mine` power, seat 1 with `theirs`."""
    chars = [Char("c0", "x", 0, 0, mine, mine, []), Char("c1", "x", 1, 1, theirs, theirs, [])]
    return BaseT("B1", "b25", 25, 25, [4, 2, 1], chars, [], 2, False)


def test_doubt_levels_my_small_lead_where_the_next_player_can_break_the_base():
    """12 to 7 with 6 of room, seat 1 to move: with doubt 6 seat 0's lead of 5 is judged as none."""
    plain = outlook(_base(12, 7), 2, False, mover=1)
    doubted = outlook(_base(12, 7), 2, False, mover=1, doubt=6, me=0)
    assert plain[0] > plain[1]
    assert doubted[0] == pytest.approx(doubted[1])


def test_doubt_leaves_a_big_lead_a_far_base_and_the_next_players_lead_alone():
    for mine, theirs, mover in ((14, 5, 1), (8, 3, 1), (7, 12, 1)):  # lead of 9; 14 of room; seat 1 leads
        assert outlook(_base(mine, theirs), 2, False, mover=mover, doubt=6, me=0) \
            == outlook(_base(mine, theirs), 2, False, mover=mover)


def test_offbase_counts_the_next_players_absorbing_man_pair_as_a_vp(table):
    """Player 2 (about to move, 14 VP) has two Absorbing Men on the table: a pair destroyed for the 15th VP, so
    with offbase the judge reads them as winning (player 1's own Absorbing Man counts for nothing)."""
    from game.smash_up.judge import chances
    from game.smash_up.reading import Table
    from game.smash_up.search_hooks import _off_base

    t = table(bases=["b25", "b40", "b40"], current=1)
    t.char(1, "absorbing_man", 0)
    t.char(1, "absorbing_man", 1)
    t.char(0, "absorbing_man", 2)
    t.char(0, "c5", 2)
    t.s["players"][0]["vp"] = 13
    t.s["players"][1]["vp"] = 14
    t.start("play")
    plain = Table.from_state(t.s, 0, t.rules.book)
    counted = Table.from_state(t.s, 0, t.rules.book)
    _off_base(counted, 0)
    assert counted.vps == [13, 15] and plain.vps == [13, 14]
    assert chances(counted)[1] == 1.0 > chances(plain)[1]
