"""Rule cases 24-41 (spec section 9, Resolution order)."""


def _texts(sc):
    return [e["text"] for e in sc.events]


def test_a_dependent_effect_fails_when_its_condition_fails(table):
    # Sonic Shockwave on Hawkeye at Avengers Tower: he can't be destroyed, so no VP either.
    sc = table(bases=["avengers_tower", "b40", "b40"])
    hawkeye = sc.char(1, "hawkeye", 0)
    sc.char(0, "c6", 0)
    sc.char(0, "c1", 0)
    (sonic,) = sc.hand(0, "sonic_shockwave")
    sc.start().play(sonic)
    assert sc.where(hawkeye) == "base:0" and sc.vp(0) == 0


def test_the_same_destroy_elsewhere_gains_the_vp(table):
    sc = table()
    hawkeye = sc.char(1, "hawkeye", 0)
    sc.char(0, "c6", 0)
    (sonic,) = sc.hand(0, "sonic_shockwave")
    sc.start().play(sonic)
    assert sc.where(hawkeye) == "discard:1" and sc.vp(0) == 1


def test_an_independent_effect_happens_even_if_the_first_cannot(table):
    # Modular Tech with no modifiers in play still gives the extra action.
    sc = table()
    tech, act = sc.hand(0, "modular_tech", "fx_destroy")
    sc.start().play(tech)
    assert sc.pending["kind"] == "extra"
    assert any(o.get("data", {}).get("card") == act for o in sc.pending["options"])


def test_do_x_to_do_y_does_none_of_it_when_x_cannot_be_paid(table):
    sc = table()
    target = sc.char(1, "c4", 0)
    act, *rest = sc.hand(0, "fx_discard_to_destroy", "c1", "c1", "c1")
    sc.start().play(act)
    assert len(sc.zone(0, "hand")) == 3 and sc.where(target) == "base:0"


def test_the_new_card_resolves_before_what_it_triggers(table):
    sc = table()
    sc.bmod(1, "fx_draw_on_char", 0)
    (minn,) = sc.hand(0, "minn_erva")
    sc.deck(0, *["c1"] * 5)
    sc.deck(1, *["c1"] * 5)
    sc.start().play(minn, sc.base(0))
    draws = [e for e in sc.events if e["kind"] == "draw"]
    assert [e["seat"] for e in draws] == [0, 1]  # Minn-Erva's own draw first, then the watcher's


def test_a_card_must_be_in_play_when_the_trigger_happens(table):
    # Nick Fury plays Maria Hill: she does not see Fury's own play, but sees later ones.
    sc = table()
    fury, maria, c2 = sc.hand(0, "nick_fury", "maria_hill", "c2")
    sc.s["turn"]["chars"] = 2
    sc.start().play(fury, sc.base(0))
    sc.play(maria, sc.base(0))
    assert sc.power(maria) == 4
    sc.play(c2, sc.base(0))
    assert sc.power(maria) == 5


def test_a_card_whose_trigger_destroyed_it_still_resolves(table):
    # Red Skull's Talent destroys Red Skull: Talent draw + Ongoing draw = 2 cards.
    sc = table()
    skull = sc.char(0, "red_skull", 0)
    sc.deck(0, *["c1"] * 5)
    sc.start().talent(skull)
    assert sc.where(skull) == "discard:0"
    assert len(sc.zone(0, "hand")) == 2


def test_a_trigger_lapses_if_its_card_left_play_meanwhile(table):
    sc = table()
    sc.char(0, "c3", 0)
    mourner = sc.char(1, "fx_draw_here_destroyed", 0)
    sc.deck(1, *["c1"] * 5)
    (wipe,) = sc.hand(0, "fx_wipe")
    sc.start().play(wipe).pick(sc.base(0))
    assert sc.where(mourner) == "discard:1"
    assert sc.zone(1, "hand") == []


def test_a_card_played_by_another_resolves_completely_first(table):
    sc = table()
    nested, minn = sc.hand(0, "fx_nested", "minn_erva")
    sc.deck(0, *["c1"] * 6)
    sc.start().play(nested)
    assert sc.where(nested) == "limbo"  # still resolving while the nested play waits
    sc.play(minn, sc.base(1))
    draws = [e["count"] for e in sc.events if e["kind"] == "draw"]
    assert draws == [2, 1]
    assert sc.where(nested) == "discard:0"


def test_the_current_player_orders_mandatory_triggers(table):
    sc = table(seats=3)
    sc.bmod(1, "fx_draw_on_char", 0)
    sc.bmod(2, "fx_draw_on_char", 0)
    sc.deck(1, "c1")
    sc.deck(2, "c1")
    (c2,) = sc.hand(0, "c2")
    sc.start().play(c2, sc.base(0))
    assert sc.pending["kind"] == "order" and sc.pending["seat"] == 0
    sc.answer(sc.ids()[1])
    draws = [e["seat"] for e in sc.events if e["kind"] == "draw"]
    assert draws == [2, 1]


def test_optional_abilities_go_round_until_everyone_passes_in_a_row(table):
    sc = table(seats=3, bases=["b5", "b40", "b40", "b40"], privacy="strict")
    sc.char(0, "c5", 0)
    for seat in range(3):
        sc.hand(seat, "fx_special_draw", "fx_special_draw")
        sc.deck(seat, *["c1"] * 5)
    sc.start().end_play()
    script = [(0, "use"), (1, "pass"), (2, "use"), (0, "pass"), (1, "use"), (2, "pass"), (0, "pass"), (1, "pass")]
    for seat, what in script:
        assert sc.pending["kind"] == "respond" and sc.pending["seat"] == seat
        if what == "pass":
            sc.answer("pass")
        else:
            sc.choose(lambda o: o["id"].startswith("s"))
    assert sc.vp(0) == 4  # the window closed after three passes in a row and the base was awarded


def test_a_mandatory_ability_entering_play_mid_window_resolves_at_once(table):
    sc = table(bases=["b5", "b40", "b40"], privacy="strict")
    spidey = sc.char(0, "spider_man", 0)
    sc.char(1, "c1", 0)
    (miles,) = sc.hand(0, "miles_morales")
    sc.start().end_play()
    sc.choose(lambda o: o.get("data", {}).get("card") == miles)
    assert sc.pending["seat"] == 1 and sc.pending["kind"] == "respond"
    assert sc.power(spidey) == 6  # Spider-Man's +1 already happened before seat 2 is asked


def test_each_player_may_is_mandatory_and_asks_in_turn_order(table):
    sc = table(seats=3, bases=["castle_zemo", "b40", "b40", "b40"])
    sc.char(0, "c6", 0)
    sc.char(1, "c6", 0)
    sc.char(2, "c6", 0)
    sc.char(0, "c2", 0)
    sc.char(0, "c6", 0)
    victims = [sc.char(s, "c1", 1) for s in range(3)]
    sc.start().end_play()
    asked = []
    while sc.pending and sc.pending["kind"] == "target":
        asked.append(sc.pending["seat"])
        sc.answer()  # decline
    assert asked == [0, 1, 2]
    assert all(sc.where(v) == "base:1" for v in victims)


def test_a_repeating_trigger_fires_every_time(table):
    sc = table()
    spidey = sc.char(0, "spider_man", 1)
    miles, wgp, sense = sc.hand(0, "miles_morales", "with_great_power", "spider_sense")
    sc.deck(0, *["c1"] * 5)
    sc.s["turn"]["acts"] = 2
    sc.start().play(miles, sc.base(0)).play(wgp).pick(miles).play(sense)
    assert sc.power(spidey) == 5 + 3


def test_fanatical_devotion_counts_once_and_follows_who_is_there(table):
    sc = table()
    sc.bmod(0, "fanatical_devotion", 0)
    a, b_, stay = sc.char(0, "c1", 0), sc.char(0, "c1", 0), sc.char(0, "c3", 0)
    other = sc.char(0, "c3", 1)
    (wipe,) = sc.hand(0, "two_more_shall_take_its_place")
    (late,) = sc.hand(0, "c2")
    sc.start().play(wipe).pick(a)
    sc.pass_all()
    if sc.pending["kind"] == "extra":
        sc.answer("decline")
    assert sc.power(stay) == 5 and sc.power(b_) == 3 and sc.power(other) == 3
    sc.play(late, sc.base(0))
    assert sc.power(late) == 4
    from game.smash_up.verbs import move_chars
    move_chars(sc.g, [(stay, sc.base(1))], 0)
    assert sc.power(stay) == 3


def test_a_snapshot_effect_misses_later_arrivals_and_outlives_its_card(table):
    sc = table()
    mine = sc.char(0, "c2", 0)
    wt, late = sc.hand(0, "work_together", "c3")
    sc.start().play(wt)
    assert sc.where(wt) == "discard:0" and sc.power(mine) == 3
    sc.play(late, sc.base(0))
    assert sc.power(late) == 3


def test_a_timed_effect_outlives_its_source(table):
    sc = table(bases=["b25", "b40", "b40"])
    ock = sc.char(0, "doctor_octopus", 0)
    (kill,) = sc.hand(0, "fx_destroy")
    sc.start("start")
    sc.choose(lambda o: o["id"].startswith("u"))
    assert sc.bp(0) == 21
    sc.play(kill)
    assert sc.where(ock) == "discard:0" and sc.bp(0) == 21
    sc.end_play()
    assert sc.bp(0) == 25  # expired at the end of the turn


def test_a_counted_amount_is_locked_when_it_resolves(table):
    sc = table(bases=["b25", "b40", "b40"])
    pfas = sc.bmod(0, "pressure_from_all_sides", 0)
    chars = [sc.char(0, "c1", 0) for _ in range(5)]
    sc.start().talent(pfas)
    assert sc.bp(0) == 20
    from game.smash_up.verbs import move_chars
    move_chars(sc.g, [(chars[0], sc.base(1)), (chars[1], sc.base(1))], 0)
    assert sc.bp(0) == 20


def test_cancel_stops_the_characters_abilities_but_not_other_modifiers(table):
    sc = table()
    w = sc.char(1, "fx_aura", 0)
    friend = sc.char(1, "c1", 0)
    sc.cmod(1, "fx_plus2", on=w)
    assert sc.power(friend) == 2
    (web,) = sc.hand(0, "webbed_up")
    sc.start().play(web, w)
    assert sc.power(friend) == 1
    assert sc.power(w) == 2 - 2 + 2
