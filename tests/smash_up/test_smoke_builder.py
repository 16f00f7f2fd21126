"""The scenario builder itself: a play, a score, a turn."""


def test_playing_a_character_puts_it_on_the_base(table):
    sc = table()
    (c,) = sc.hand(0, "c3")
    sc.start().play(c, sc.base(0))
    assert sc.chars_at(0) == [c]
    assert sc.power(c) == 3
