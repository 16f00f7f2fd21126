"""The shared controller: clicks narrow options until one answer is left; refusals say why."""

from game.core.decisions import decision, option
from game.ui.controller import NOT_A_CHOICE, ChoiceController

PLAY = decision(0, "play", "Play a card", [
    option("p1", "Play Hulk on base 1", ["hand:hulk", "base:1"]),
    option("p2", "Play Hulk on base 2", ["hand:hulk", "base:2"]),
    option("p3", "Play Thor on base 1", ["hand:thor", "base:1"]),
    option("end", "End your turn"),
])


def test_clicking_a_card_then_a_base_gives_one_answer():
    c = ChoiceController(PLAY)
    assert c.clickable() == {"hand:hulk", "hand:thor"}
    assert c.click("hand:hulk").kind == "narrowed"
    assert c.clickable() == {"base:1", "base:2"}
    r = c.click("base:2")
    assert r.kind == "answer" and r.answer == {"seat": 0, "picks": ["p2"]}


def test_clicking_another_card_switches_the_selection():
    c = ChoiceController(PLAY)
    c.click("hand:hulk")
    assert c.click("hand:thor").kind == "narrowed" and c.clickable() == {"base:1"}


def test_a_click_on_something_not_listed_is_refused_with_the_games_reason():
    c = ChoiceController(PLAY, explain=lambda path: "You have already played a character this turn."
                         if path == ["hand:loki"] else None)
    r = c.click("hand:loki")
    assert r.kind == "refused" and "already played" in r.reason
    assert c.click("base:9").reason == NOT_A_CHOICE


def test_options_without_a_path_are_buttons():
    c = ChoiceController(PLAY)
    assert [o["id"] for o in c.buttons()] == ["end"]
    assert c.press("end").answer == {"seat": 0, "picks": ["end"]}


def test_multi_pick_toggles_and_needs_enough_picks():
    d = decision(1, "discard", "Discard 2", [option(f"d{i}", f"Card {i}", [f"hand:{i}"]) for i in range(4)],
                 min_picks=2, max_picks=2)
    c = ChoiceController(d)
    c.click("hand:0")
    assert not c.can_finish() and c.done().kind == "refused"
    c.click("hand:1")
    c.click("hand:1")
    c.click("hand:3")
    assert c.selected_refs() == {"hand:0", "hand:3"}
    assert c.click("hand:2").kind == "refused"
    assert c.done().answer == {"seat": 1, "picks": ["d0", "d3"]}


def test_clear_drops_the_selection():
    c = ChoiceController(PLAY)
    c.click("hand:hulk")
    c.clear()
    assert c.selected == [] and c.clickable() == {"hand:hulk", "hand:thor"}


def test_a_click_that_is_no_choice_is_taken_at_once():
    d = decision(0, "act", "Act", [
        option("m1", "Move to 1,0", ["fig:hulk", "hex:1,0"]),
        option("m2", "Move to 2,0", ["fig:hulk", "hex:2,0"]),
        option("a1", "Attack Thor", ["fig:hulk", "target:thor"]),
        option("end", "End turn"),
    ])
    c = ChoiceController(d)
    assert c.selected == ["fig:hulk"] and c.clickable() == {"hex:1,0", "hex:2,0", "target:thor"}
    assert [o["id"] for o in c.buttons()] == ["end"]
    assert c.click("target:thor").answer["picks"] == ["a1"]


def test_a_single_option_still_waits_for_its_click():
    # Its first click is no choice (taken at once, like the only figure that may act), its
    # last one is the player's: nothing is answered until then.
    d = decision(0, "place", "Place", [option("p", "Place Hulk", ["fig:hulk", "hex:0,0"]), option("no", "No")])
    c = ChoiceController(d)
    assert c.selected == ["fig:hulk"] and not c.has_selection and c.clickable() == {"hex:0,0"}
    assert c.click("hex:0,0").answer["picks"] == ["p"]


def test_a_click_past_a_narrowed_choice_restarts_after_the_clicks_that_were_no_choice():
    # The acting figure is taken at once; the player clicks a space with two ways there (narrowed
    # to the ways), then changes his mind and clicks the enemy: the attack, not a refusal.
    d = decision(0, "act", "Act", [
        option("w1", "Move to 2,0 through 1,0", ["fig:hulk", "hex:2,0", "hex:1,0"]),
        option("w2", "Move to 2,0 through 1,1", ["fig:hulk", "hex:2,0", "hex:1,1"]),
        option("a1", "Attack Thor", ["fig:hulk", "target:thor"]),
        option("end", "End turn"),
    ])
    c = ChoiceController(d)
    assert c.click("hex:2,0").kind == "narrowed" and c.clickable() == {"hex:1,0", "hex:1,1"}
    assert c.click("target:thor").answer["picks"] == ["a1"]


def test_a_refused_click_is_explained_with_what_was_chosen_before_it():
    d = decision(0, "act", "Act", [option("m1", "Move", ["fig:hulk", "hex:1,0"]),
                                   option("m2", "Move", ["fig:hulk", "hex:2,0"])])
    c = ChoiceController(d, explain=lambda path: "Hulk needs 7 spaces, and has 5." if path == ["fig:hulk", "hex:9,0"]
                         else None)
    assert c.click("hex:9,0").reason == "Hulk needs 7 spaces, and has 5."


def test_the_clicks_that_were_no_choice_are_not_a_selection_to_cancel():
    d = decision(0, "act", "Act", [option("m1", "Move", ["fig:hulk", "hex:1,0"]),
                                   option("m2", "Move", ["fig:hulk", "hex:2,0"])])
    c = ChoiceController(d)
    assert c.selected == ["fig:hulk"] and not c.has_selection
    c.clear()
    assert c.selected == ["fig:hulk"] and not c.has_selection


def test_a_click_on_a_risky_choice_waits_for_its_prompt_line():
    risky = decision(0, "turn", "Move", [
        option("safe", "Move to A1", ["fig:t", "hex:a1"]),
        {**option("risky", "Move to B2; Hulk may swipe (1 die) (it has 1 life left)", ["fig:t", "hex:b2"]),
         "confirm": True},
    ])
    c = ChoiceController(risky)
    c.click("fig:t")
    r = c.click("hex:b2")
    assert r.kind == "ambiguous" and r.answer is None
    assert [o["id"] for o in c.buttons()] == ["risky"]
    assert c.press("risky").answer == {"seat": 0, "picks": ["risky"]}
    c2 = ChoiceController(risky)
    c2.click("fig:t")
    assert c2.click("hex:a1").kind == "answer"


def test_a_base_clicked_before_its_card_keeps_the_plays_there_and_the_card_click_finishes():
    """Seen in a real window: a click on a base first said 'That base is not a legal choice now.' A person
    clicks where they want to play as readily as what: the base narrows to the plays on it, then one
    click on a card that can go there is the answer."""
    c = ChoiceController(PLAY)
    r = c.click("base:1")
    assert r.kind == "narrowed" and c.has_selection and c.focus_only and c.selected_refs() == {"base:1"}
    assert [o["id"] for o in c.candidates()] == ["p1", "p3"] and c.clickable() == {"hand:hulk", "hand:thor"}
    r = c.click("hand:thor")
    assert r.kind == "answer" and r.answer["picks"] == ["p3"]


def test_a_card_that_cannot_go_on_the_clicked_base_starts_again_without_it():
    c = ChoiceController(PLAY)
    c.click("base:2")
    assert c.clickable() == {"hand:hulk"}
    assert c.click("hand:thor").kind == "narrowed" and c.focus is None and c.clickable() == {"base:1"}
    c.clear()
    c.click("base:2")
    assert c.clear().kind == "cleared" and c.focus is None and not c.has_selection
