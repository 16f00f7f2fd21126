"""The hard player's opt-in steadiness (hard_player(rules, steady=z), hard_steady.py): the play the normal
player's trial ranks first is kept unless the search's answer beats it by more than z standard errors; and
its consensus (hard_player(rules, consensus=...), hard_consensus.py): a departure from that play is kept only
if a second judge's search gives the same answer."""

from game.core.players import SeatView
from game.core.rng import Rng
from game.smash_up.search_hooks import hard_player
from tests.smash_up.test_hard_reply import _in_reach


def _choose(player, t, seed=1):
    return player.choose(SeatView(t.rules, t.s, 0), Rng(seed))


def test_a_margin_no_search_clears_keeps_the_play_normal_tried_first(table):
    t, _ = _in_reach(table)
    player = hard_player(t.rules, iterations=40, steady=1e9)
    got = _choose(player, t)
    first = player.search.hooks.first_tried()
    assert first and got["picks"] == [first]


def test_a_margin_every_search_clears_plays_the_searchs_answer(table):
    t, _ = _in_reach(table)
    plain = _choose(hard_player(t.rules, iterations=40, paired=False), t)  # (the tree steadiness reads)
    steady = _choose(hard_player(t.rules, iterations=40, steady=-1e9), t)
    assert steady["picks"] == plain["picks"]


def test_each_answers_spread_is_counted_from_its_own_tries(table):
    """The sum of squared values is at least what the tries' mean alone gives (n * mean squared), at most n."""
    t, _ = _in_reach(table)
    player = hard_player(t.rules, iterations=40, steady=1.0)
    _choose(player, t)
    thought = player.last
    assert len(thought.choices) >= 2
    for key, n, mean in thought.choices:
        sq = player.search.squares[key]
        assert n * mean * mean - 1e-9 <= sq <= n + 1e-9



def _departing(table, second_pick):
    """Hard's consensus player at _in_reach, normal's trial taken to prefer ending the phase (so the search's
    play departs from it) and the second judge's search answering `second_pick` (None: the search's own)."""
    t, _ = _in_reach(table)
    player = hard_player(t.rules, iterations=30, consensus={"judge": "fitted"})
    player.search.hooks.first_tried = lambda: "end"
    run = player.second.run

    def second(view, seat, rng):
        got = run(view, seat, rng)
        key = second_pick or player.last.choices[0][0]
        got.choices = [(key, 30, 0.5)] + [c for c in got.choices if c[0] != key]
        return got

    player.second.run = second
    return t, player


def test_a_departure_a_second_judge_agrees_with_is_played(table):
    t, player = _departing(table, None)
    got = _choose(player, t)["picks"]
    assert got == player.last.choices[0][0].split("|") != ["end"] and player.kept == 0


def test_a_departure_the_second_judge_does_not_back_gives_the_play_normal_tried_first(table):
    t, player = _departing(table, "a-play-it-never-searched")
    assert _choose(player, t)["picks"] == ["end"] and player.kept == 1
