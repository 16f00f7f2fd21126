"""Counts in words: a log line reads "1 skull against 2 shields", never "skull(s)"."""

from game.core.words import count


def test_one_thing_is_singular_and_any_other_number_plural():
    assert count(1, "skull") == "1 skull"
    assert count(0, "shield") == "0 shields"
    assert count(3, "unblockable hit") == "3 unblockable hits"


def test_an_irregular_plural_is_given():
    assert count(2, "success", "successes") == "2 successes"
    assert count(1, "success", "successes") == "1 success"


def test_a_sentence_ending_on_a_name_with_its_own_mark_gets_no_second_one():
    from game.core.words import full_stop
    assert full_stop("You draw Heimdall, No, You Move..") == "You draw Heimdall, No, You Move."
    assert full_stop("Player 1 plays Hail Hydra!.") == "Player 1 plays Hail Hydra!"
    assert full_stop("Player 1 plays With Great Power....") == "Player 1 plays With Great Power..."
    assert full_stop("Player 2 is deciding...") == "Player 2 is deciding..."  # an ellipsis is left alone
    assert full_stop("Player 1 plays Sokovia Accords.") == "Player 1 plays Sokovia Accords."


def test_the_log_reads_one_stop_after_a_card_named_with_its_own():
    """Seen in a real window: Vs. System's draw of No, You Move. read "No, You Move..". Every
    game's events are made by core events, so the stop is settled there for all five."""
    from game.core import cardzones
    e = cardzones.draw_event(0, "Player 1", ["Heimdall", "No, You Move."], str)
    assert e["private"]["text"] == "You draw Heimdall, No, You Move."
    assert e["open_text"] == "Player 1 draws Heimdall, No, You Move."
    assert e["text"] == "Player 1 draws 2 cards."
