"""Answers are checked against the pending decision with reasons a player can read."""

import pytest

from game.core.decisions import answer, check_answer, decision, option, public_part, yes_no
from game.core.errors import IllegalChoice

D = decision(0, "discard", "Discard 1 or 2", [option("a", "A"), option("b", "B"), option("c", "C")],
             min_picks=1, max_picks=2, public_prompt="Player 1 is discarding.")


def test_a_listed_answer_is_accepted():
    assert [o["id"] for o in check_answer(D, answer(0, ["a", "c"]))] == ["a", "c"]


@pytest.mark.parametrize("ans, words", [
    (answer(1, ["a"]), "not your decision"),
    (answer(0, []), "at least 1"),
    (answer(0, ["a", "b", "c"]), "at most 2"),
    (answer(0, ["a", "a"]), "twice"),
    (answer(0, ["z"]), "not one of the choices"),
])
def test_illegal_answers_are_refused_with_a_reason(ans, words):
    with pytest.raises(IllegalChoice, match=words):
        check_answer(D, ans)


def test_no_pending_decision_refuses():
    with pytest.raises(IllegalChoice, match="Nobody"):
        check_answer(None, answer(0, ["a"]))


def test_others_see_who_decides_but_not_the_options():
    seen = public_part(D)
    assert seen == {"seat": 0, "kind": "discard", "prompt": "Player 1 is discarding."}


def test_a_may_question_is_a_yes_or_no():
    q = yes_no(2, "You may draw a card.")
    assert [o["id"] for o in q["options"]] == ["yes", "no"] and q["min"] == q["max"] == 1


def test_empty_decisions_are_a_bug():
    with pytest.raises(ValueError):
        decision(0, "x", "nothing", [])
