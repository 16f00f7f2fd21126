"""Events are filtered per seat: others see that a card was drawn, not which."""

from game.core import events as ev


def test_secret_event_shows_details_only_to_its_seats():
    e = ev.secret_event("draw", [0], "Player 1 draws a card.", "You draw Hulk.", public={"seat": 0},
                        private={"card": "hulk"})
    mine = ev.for_seat(e, 0)
    theirs = ev.for_seat(e, 1)
    assert mine["text"] == "You draw Hulk." and mine["card"] == "hulk"
    assert theirs["text"] == "Player 1 draws a card." and "card" not in theirs
    assert "private" not in theirs and "visible_to" not in theirs


def test_everything_is_visible_to_the_omniscient_viewer():
    e = ev.secret_event("look", [1], "", "You look at the top card: Thor.")
    assert ev.for_seat(e, None)["text"].startswith("You look")
    assert ev.filter_events([e], 0) == []


def test_chance_and_revealed_information_make_events_irreversible():
    assert ev.irreversible([ev.event("move", "moved")]) is None
    assert "rolled" in ev.irreversible([ev.event("roll", "r", chance=True)])
    assert "revealed" in ev.irreversible([ev.secret_event("draw", [0], "a", "b")])
