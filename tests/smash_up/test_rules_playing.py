"""Rule cases 8-23 (spec section 9, Playing cards and allowances)."""

import pytest

from game.core.errors import IllegalChoice


def test_one_character_and_one_action_per_turn(table):
    sc = table()
    c2, c3 = sc.hand(0, "c2", "c3")
    (act,) = sc.hand(0, "fx_all_minus")
    sc.start().play(c2, sc.base(0)).play(act).pick(sc.base(1))
    assert sc.where(c2) == "base:0" and sc.where(act) == "discard:0"
    assert not any(o["id"].startswith(f"p:{c3}") for o in sc.pending["options"])
    with pytest.raises(IllegalChoice):
        sc.answer(f"p:{c3}:{sc.base(0)}")


def test_an_action_may_come_before_the_character(table):
    sc = table()
    (act,) = sc.hand(0, "fx_destroy")
    (c2,) = sc.hand(0, "c2")
    sc.start().play(act).play(c2, sc.base(1))
    assert sc.where(c2) == "base:1"


def test_playing_no_cards_moves_on_to_scoring(table):
    sc = table()
    sc.hand(0, "c2")
    sc.start().end_play()
    assert sc.s["turn"]["seat"] == 1 and sc.pending["kind"] == "play"
    assert len(sc.zone(0, "hand")) == 1  # nothing drawn: the deck is empty


def test_a_card_may_be_played_even_if_its_ability_cannot_happen(table):
    sc = table()
    (act,) = sc.hand(0, "fx_destroy")
    sc.start().play(act)
    assert sc.where(act) == "discard:0"
    assert sc.pending["kind"] == "play"


def test_an_all_card_may_be_played_with_no_targets(table):
    sc = table()
    mine = sc.char(0, "c3", 0)
    (act,) = sc.hand(0, "fx_all_minus")
    sc.start().play(act).pick(sc.base(0))
    assert sc.power(mine) == 3 and sc.where(act) == "discard:0"


def test_an_extra_granted_in_the_play_phase_may_wait(table):
    sc = table()
    giver, c2 = sc.hand(0, "fx_extra2", "c2")
    sc.start().play(giver, sc.base(0))
    assert sc.pending["kind"] == "extra" and "later" in sc.ids()
    sc.answer("later")
    assert sc.s["turn"]["extras"]
    sc.play(c2, sc.base(2))
    assert sc.where(c2) == "base:2"


def test_an_unused_extra_expires_with_the_play_phase(table):
    sc = table()
    giver, c2 = sc.hand(0, "fx_extra2", "c2")
    sc.start().play(giver, sc.base(0)).answer("later").end_play()
    assert sc.s["turn"]["extras"] == []
    assert sc.s["turn"]["seat"] == 1


def test_an_extra_keeps_its_constraint_by_printed_power(table):
    sc = table()
    giver, c3 = sc.hand(0, "fx_extra2", "c3")
    sc.start().play(giver, sc.base(0))
    assert sc.pending["kind"] == "play" and sc.s["turn"]["extras"][0]["pmax"] == 2
    assert not any(o.get("data", {}).get("card") == c3 for o in sc.pending["options"])
    with pytest.raises(IllegalChoice):
        sc.answer(f"p:{c3}:{sc.base(1)}")


def test_an_extra_from_a_special_must_be_played_at_once(table):
    sc = table(bases=["b5", "b40", "b40"])
    sc.char(0, "c5", 0)
    special, c2 = sc.hand(0, "fx_special_extra", "c2")
    sc.deck(0, "c1", "c1")
    sc.start().end_play()
    assert sc.pending["kind"] == "respond"
    sc.choose(lambda o: o.get("data", {}).get("card") == special)
    assert sc.pending["kind"] == "extra" and "later" not in sc.ids()
    sc.play(c2, sc.base(0))
    assert sc.where(c2) == "discard:0"  # played there, then the base scored and was cleared


def test_an_extra_naming_specific_cards_must_be_played_at_once(table):
    sc = table()
    sc.char(0, "hawkeye", 1)
    (arrows,) = sc.hand(0, "hawkeyes_arrows")
    sc.deck(0, "fx_destroy", "c2", "fx_all_minus")
    sc.start().play(arrows)
    assert sc.pending["kind"] == "extra" and "later" not in sc.ids()


def test_an_extra_with_a_dependent_follow_up_must_be_played_at_once(table):
    sc = table()
    act, c2 = sc.hand(0, "fx_extra_then", "c2")
    sc.start().play(act)
    assert sc.pending["kind"] == "extra" and "later" not in sc.ids()
    sc.play(c2, sc.base(0))
    assert sc.power(c2) == 3


def test_an_extra_outside_your_play_phase_is_now_or_never(table):
    sc = table(current=1)
    agent = sc.char(0, "hydra_agent", 0)
    sc.hand(0, "c2")
    (kill,) = sc.hand(1, "fx_destroy")
    sc.start().play(kill)  # the only character: chosen without asking
    assert sc.where(agent) == "discard:0"
    assert sc.pending["seat"] == 0 and sc.pending["kind"] == "respond"
    sc.choose(lambda o: o["id"].startswith("u"))
    assert sc.pending["kind"] == "extra" and "later" not in sc.ids()


def test_a_card_played_through_a_special_uses_no_normal_play(table):
    sc = table(bases=["b5", "b40", "b40"])
    sc.char(0, "c5", 0)
    (miles,) = sc.hand(0, "miles_morales")
    sc.start().end_play()
    sc.choose(lambda o: o.get("data", {}).get("card") == miles)
    assert sc.s["turn"]["chars"] == 1 and sc.s["turn"]["acts"] == 1


def test_a_talent_is_used_once_per_turn_in_your_play_phase(table):
    sc = table()
    thinker = sc.char(0, "fx_talent_draw", 0)
    sc.deck(0, *["c1"] * 6)
    sc.deck(1, *["c1"] * 6)
    sc.start().talent(thinker)
    assert len(sc.zone(0, "hand")) == 1
    assert not any(o["id"].startswith(f"t:{thinker}") for o in sc.pending["options"])
    with pytest.raises(IllegalChoice):
        sc.answer(f"t:{thinker}:0")
    sc.end_play()  # now player 2's turn: no talent of player 1 is offered
    assert sc.pending["seat"] == 1
    assert not any(o["id"].startswith("t:") for o in sc.pending["options"])
    sc.end_play()
    assert sc.pending["seat"] == 0
    assert any(o["id"].startswith(f"t:{thinker}") for o in sc.pending["options"])


def test_the_player_of_a_modifier_controls_it_and_owners_get_their_cards_back(table):
    sc = table(current=1)
    a_char = sc.char(0, "c3", 0)
    (plus,) = sc.hand(1, "fx_plus2")
    (kill,) = sc.hand(1, "fx_destroy")
    sc.s["turn"]["acts"] = 2  # as if an extra action had been granted
    sc.start().play(plus, a_char)
    assert sc.power(a_char) == 5
    sc.play(kill)
    assert sc.where(a_char) == "discard:0" and sc.where(plus) == "discard:1"


def test_a_base_modifier_needs_no_character_there(table):
    sc = table()
    (jarvis,) = sc.hand(0, "jarvis")
    sc.start().play(jarvis, sc.base(2))
    assert sc.where(jarvis) == "bmod:2"
