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


def test_an_open_table_sees_every_detail_in_the_third_person():
    e = ev.secret_event("draw", [1], "Player 2 draws a card.", "You draw Hulk.", open_text="Player 2 draws Hulk.",
                        private={"card": "hulk"})
    seen = ev.for_seat(e, None)
    assert seen["text"] == "Player 2 draws Hulk." and seen["card"] == "hulk"
    assert ev.for_seat(e, 0)["text"] == "Player 2 draws a card."
    assert ev.for_seat(e, -1)["text"] == "Player 2 draws a card."  # behind the hand-over curtain
    assert ev.for_seat(e, 1)["text"] == "You draw Hulk."


def test_an_open_table_never_reads_a_you_meant_for_a_seat():
    worded = ev.secret_event("search", [1], "Player 2 searches their deck.", "You search your deck.")
    silent = ev.secret_event("look", [1], "", "You look at the top card: Thor.", private={"cards": ["thor"]})
    assert ev.for_seat(worded, None)["text"] == "Player 2 searches their deck."
    assert ev.for_seat(silent, None) == {"kind": "look", "text": "", "reveals": True, "cards": ["thor"]}
    assert ev.filter_events([silent], 0) == []


def test_chance_and_revealed_information_make_events_irreversible():
    assert ev.irreversible([ev.event("move", "moved")]) is None
    assert "rolled" in ev.irreversible([ev.event("roll", "r", chance=True)])
    assert "revealed" in ev.irreversible([ev.secret_event("draw", [0], "a", "b")])
