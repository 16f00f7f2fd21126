"""Kree: each card played and what it did."""


def test_supreme_intelligence_boosts_another_on_each_action(table):
    sc = table()
    si = sc.char(0, "supreme_intelligence", 0)
    friend = sc.char(0, "c2", 1)
    (wt,) = sc.hand(0, "call_for_backup")
    sc.start().play(wt)
    assert sc.power(friend) == 3 and sc.power(si) == 5


def test_minn_erva_draws_two(table):
    sc = table()
    (me,) = sc.hand(0, "minn_erva")
    sc.deck(0, "c1", "c1", "c1")
    sc.start().play(me, sc.base(0))
    assert len(sc.zone(0, "hand")) == 2


def test_ronan_gives_an_extra_action(table):
    sc = table()
    ronan, a1 = sc.hand(0, "ronan_the_accuser", "call_for_backup")
    (a2,) = sc.hand(0, "battle_rage")
    sc.start().play(ronan, sc.base(0))
    sc.answer("later")
    sc.play(a1)
    assert any(o.get("data", {}).get("card") == a2 for o in sc.pending["options"])


def test_kree_sentry_needs_two_actions(table):
    sc = table()
    sentry = sc.char(0, "kree_sentry", 0)
    a1, a2 = sc.hand(0, "call_for_backup", "call_for_backup")
    sc.s["turn"]["acts"] = 2
    sc.start().play(a1)
    assert sc.power(sentry) == 2
    sc.play(a2)
    assert sc.power(sentry) == 4


def test_battle_rage_boosts_and_draws(table):
    sc = table()
    mine = sc.char(0, "c2", 0)
    sc.deck(0, "c1")
    (br,) = sc.hand(0, "battle_rage")
    sc.start().play(br)
    assert sc.power(mine) == 4 and len(sc.zone(0, "hand")) == 1


def test_call_for_backup_draws_two(table):
    sc = table()
    sc.deck(0, "c1", "c1", "c1")
    (cb,) = sc.hand(0, "call_for_backup")
    sc.start().play(cb)
    assert len(sc.zone(0, "hand")) == 2


def test_it_begins_boosts_draws_and_gives_an_action(table):
    sc = table()
    mine = sc.char(0, "c2", 0)
    sc.deck(0, "call_for_backup")
    (ib,) = sc.hand(0, "it_begins")
    sc.start().play(ib)
    assert sc.power(mine) == 3 and sc.pending["kind"] == "extra"


def test_prepare_to_engage_takes_two_actions_from_five(table):
    sc = table()
    (pe,) = sc.hand(0, "prepare_to_engage")
    cards = sc.deck(0, "c1", "call_for_backup", "c2", "battle_rage", "speed_up")
    sc.start().play(pe)
    acts = [o["data"]["uid"] for o in sc.pending["options"]]
    assert set(acts) == {cards[1], cards[3], cards[4]}
    sc.pick(cards[1], cards[3])
    assert sc.where(cards[1]) == "hand:0" and sc.where(cards[4]) == "deck:0" and len(sc.zone(0, "deck")) == 3


def test_proven_methods_stacks_actions_on_the_deck(table):
    sc = table()
    (pm,) = sc.hand(0, "proven_methods")
    a, c = sc.discard(0, "speed_up", "c2")
    sc.start().play(pm)
    # the choice says where the card goes: on top, not anywhere in the deck
    assert {o["label"] for o in sc.pending["options"]} == {"Put Speed Up on top of your deck"}
    sc.pick(a)
    assert sc.where(a) == "deck:0" and sc.zone(0, "deck")[-1] == a and sc.where(c) == "discard:0"


def test_relentless_attack_talent_gives_an_extra_action(table):
    sc = table()
    host = sc.char(0, "c2", 0)
    ra = sc.cmod(0, "relentless_attack", on=host)
    (cb,) = sc.hand(0, "call_for_backup")
    sc.s["turn"]["acts"] = 0
    sc.start().talent(ra)
    sc.play(cb)
    assert sc.where(cb) == "discard:0"


def test_righteous_fury_adds_three(table):
    sc = table()
    host = sc.char(0, "c2", 0)
    (rf,) = sc.hand(0, "righteous_fury")
    sc.start().play(rf, host)
    assert sc.power(host) == 5


def test_speed_up_gives_two_extra_actions(table):
    sc = table()
    su, a1, a2 = sc.hand(0, "speed_up", "call_for_backup", "call_for_backup")
    sc.deck(0, *["c1"] * 6)
    sc.start().play(su)
    sc.play(a1)
    sc.play(a2)
    assert sc.where(a1) == "discard:0" and sc.where(a2) == "discard:0"
