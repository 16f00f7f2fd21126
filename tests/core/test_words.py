"""Counts in words: a log line reads "1 skull against 2 shields", never "skull(s)"."""

from game.core.words import count


def test_one_thing_is_singular_and_any_other_number_plural():
    assert count(1, "skull") == "1 skull"
    assert count(0, "shield") == "0 shields"
    assert count(3, "unblockable hit") == "3 unblockable hits"


def test_an_irregular_plural_is_given():
    assert count(2, "success", "successes") == "2 successes"
    assert count(1, "success", "successes") == "1 success"
