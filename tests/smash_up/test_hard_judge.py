"""The hard player's judge lets the player about to move answer before the table is judged."""

from game.smash_up.hard_judge import answered, reach
from game.smash_up.judge import chances
from game.smash_up.reading import Table


def _lead_with_room(table, *their_hand):
    """Player 1 leads a 20-breakpoint base 10 to 5 with 5 power of room; player 2 is about to play."""
    t = table(bases=["b20", "b40", "b40"], current=1)
    t.char(0, "c6", 0)
    t.char(0, "c4", 0)
    t.char(1, "c5", 0)
    t.s["players"][0]["vp"] = t.s["players"][1]["vp"] = 10
    t.hand(1, *their_hand)
    t.deck(0, "c1", "c1", "c1")
    t.deck(1, "c1", "c1", "c1")
    t.start("play")
    return t


def _plain(t, seat):
    return chances(Table.from_state(t.s, seat, t.rules.book))


def test_a_lead_the_next_player_can_overturn_is_worth_less(table):
    t = _lead_with_room(table, "c6")
    assert reach(t.s, 1, t.rules.book) == 6
    assert answered(t.s, 0, t.rules.book)[0] < _plain(t, 0)[0] - 0.05


def test_a_next_player_with_nothing_to_play_changes_nothing(table):
    t = _lead_with_room(table)
    assert reach(t.s, 1, t.rules.book) == 0
    assert answered(t.s, 0, t.rules.book) == _plain(t, 0)


def test_the_searcher_to_move_is_judged_as_the_table_stands(table):
    t = _lead_with_room(table, "c6")
    assert answered(t.s, 1, t.rules.book) == _plain(t, 1)
