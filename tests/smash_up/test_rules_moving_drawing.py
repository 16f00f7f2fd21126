"""Rule cases 42-53 (spec section 9, Moving cards; Draw, reshuffle and hand limit)."""

from game.smash_up import verbs


def test_a_moved_character_takes_its_modifiers_and_is_not_played(table):
    sc = table()
    m = sc.char(0, "fx_aura", 0)
    p1 = sc.cmod(0, "fx_plus2", on=m)
    p2 = sc.cmod(1, "fx_plus2", on=m)
    friend = sc.char(0, "c1", 1)
    sc.bmod(1, "fx_draw_on_char", 1)
    sc.deck(1, "c1")
    (lift,) = sc.hand(0, "lift_and_carry")
    sc.start().play(lift).pick(m).pick(sc.base(1))
    assert sc.where(m) == "base:1" and sc.where(p1) == f"on:{m}" and sc.where(p2) == f"on:{m}"
    assert sc.power(m) == 6 and sc.power(friend) == 2  # its Ongoing works at the new base
    assert sc.zone(1, "hand") == []  # "after a character is played here" did not fire


def test_a_returned_character_goes_to_its_owners_hand_and_attachments_are_discarded(table):
    sc = table()
    theirs = sc.char(1, "c3", 0)
    mine = sc.cmod(0, "fx_plus2", on=theirs)
    sc.start()
    verbs.return_to_hand(sc.g, theirs)
    assert sc.where(theirs) == "hand:1" and sc.where(mine) == "discard:0"


def test_control_changes_totals_but_cards_go_home_to_their_owner(table):
    sc = table()
    c3 = sc.char(1, "c3", 0)
    sc.start()
    assert sc.totals(0) == [0, 3]
    verbs.gain_control(sc.g, c3, 0)
    assert sc.totals(0) == [3, 0]
    verbs.destroy(sc.g, c3)
    assert sc.where(c3) == "discard:1"


def test_place_goes_to_the_bottom_of_the_owners_deck_without_playing(table):
    sc = table(seats=3)
    borrowed = sc.char(0, "minn_erva", 0, owner=2)
    sc.deck(2, "c1", "c1")
    (send,) = sc.hand(0, "fx_place_bottom")
    sc.start().play(send)
    assert sc.zone(2, "deck")[0] == borrowed and sc.zone(0, "hand") == []


def test_a_searched_card_is_revealed_and_the_deck_shuffled(table):
    sc = table()
    (seek,) = sc.hand(0, "fx_search")
    sc.deck(0, "c1", "fx_destroy", "c4")
    sc.start().play(seek)
    target = [o for o in sc.pending["options"] if sc.rules.book.defs[sc.s["cards"][o["data"]["uid"]][0]].power == 4][0]
    sc.answer(target["id"])
    kinds = [e["kind"] for e in sc.events]
    assert "reveal" in kinds and "shuffle" in kinds
    assert target["data"]["uid"] in sc.zone(0, "hand")


def test_taking_from_a_discard_pile_is_shown_to_everyone(table):
    sc = table()
    (ra,) = sc.hand(0, "reactivate_agents")
    (agent,) = sc.discard(0, "hydra_agent")
    sc.start().play(ra).pick(agent)
    shown = [e for e in sc.events if e["kind"] == "recover"]
    assert shown and "visible_to" not in shown[0] and agent in shown[0]["cards"]


def test_an_empty_deck_is_rebuilt_from_the_discard_pile_mid_draw(table):
    sc = table()
    sc.deck(0, "c1")
    sc.discard(0, *["c2"] * 6)
    sc.start("draw")
    assert len(sc.zone(0, "hand")) == 2 and len(sc.zone(0, "deck")) == 5 and sc.zone(0, "discard") == []


def test_reveal_until_reshuffles_only_when_the_deck_starts_empty(table):
    sc = table()
    sc.discard(0, "fx_destroy", "c2", *["fx_destroy"] * 6)
    (scout,) = sc.hand(0, "fx_reveal_char")
    sc.start().play(scout)
    assert any(sc.rules.book.defs[sc.s["cards"][u][0]].type == "character" for u in sc.zone(0, "hand"))


def test_reveal_until_stops_when_the_deck_runs_out(table):
    sc = table()
    sc.deck(0, *["fx_destroy"] * 3)
    sc.discard(0, *["c2"] * 5)
    (scout,) = sc.hand(0, "fx_reveal_char")
    sc.start().play(scout)
    assert sc.zone(0, "hand") == [] and len(sc.zone(0, "deck")) == 3 and len(sc.zone(0, "discard")) == 6


def test_drawing_from_nothing_draws_nothing(table):
    sc = table()
    sc.start("draw")
    assert sc.zone(0, "hand") == [] and sc.s["turn"]["seat"] == 1


def test_the_hand_limit_applies_only_after_drawing(table):
    sc = table()
    sc.hand(0, *["c1"] * 10)
    sc.deck(0, "c2", "c2")
    sc.start("draw")
    assert sc.pending["kind"] == "hand_limit" and sc.pending["min"] == 2
    sc.answer(*sc.ids()[:2])
    assert len(sc.zone(0, "hand")) == 10


def test_a_big_hand_is_fine_during_the_play_phase(table):
    sc = table()
    sc.hand(0, *["fx_nested"] * 13)
    sc.start()
    assert sc.pending["kind"] == "play" and len(sc.zone(0, "hand")) == 13


def test_an_empty_hand_is_not_refilled_before_your_draw_phase(table):
    sc = table(current=1)
    sc.deck(0, *["c1"] * 5)
    sc.start().end_play()
    assert sc.s["turn"]["seat"] == 0 and sc.zone(0, "hand") == []
