"""Avengers: each card played and what it did."""


def test_black_widow_may_destroy_a_character_of_5_or_less_here(table):
    sc = table()
    foe, big = sc.char(1, "c5", 0), sc.char(1, "c6", 0)
    (bw,) = sc.hand(0, "black_widow")
    sc.start().play(bw, sc.base(0))
    assert [o["data"]["uid"] for o in sc.pending["options"]] == [foe]
    sc.pick(foe)
    assert sc.where(foe) == "discard:1" and sc.where(big) == "base:0"


def test_captain_america_talent_boosts_his_friends_here(table):
    sc = table()
    cap = sc.char(0, "captain_america", 0)
    friend, far = sc.char(0, "c2", 0), sc.char(0, "c2", 1)
    sc.start().talent(cap)
    assert sc.power(friend) == 3 and sc.power(far) == 2 and sc.power(cap) == 5


def test_hawkeye_draws_three_then_discards_two(table):
    sc = table()
    (hk,) = sc.hand(0, "hawkeye")
    sc.deck(0, "c1", "c2", "c3")
    sc.start().play(hk, sc.base(0))
    assert sc.pending["kind"] == "discard" and sc.pending["min"] == 2
    sc.answer(*sc.ids()[:2])
    assert len(sc.zone(0, "hand")) == 1 and len(sc.zone(0, "discard")) == 2


def test_hulk_talent_adds_two(table):
    sc = table()
    hulk = sc.char(0, "hulk", 0)
    sc.start().talent(hulk)
    assert sc.power(hulk) == 7


def test_iron_man_flies_off_with_a_friend(table):
    sc = table()
    iron = sc.char(0, "iron_man", 0)
    friend = sc.char(0, "c2", 0)
    sc.start().talent(iron).pick(friend).pick(sc.base(2))
    assert sc.where(iron) == "base:2" and sc.where(friend) == "base:2"


def test_thor_fetches_mjolnir_and_moves_it(table):
    sc = table()
    (thor,) = sc.hand(0, "thor")
    (mj,) = sc.discard(0, "mjolnir")
    sc.start().play(thor, sc.base(0)).pick(mj)
    assert sc.where(mj) == "hand:0"
    thor_uid = thor
    sc.play(mj, thor_uid)
    assert sc.power(thor_uid) == 7
    other = sc.char(1, "c4", 1)
    sc.s["turn"]["talents"] = []
    sc.talent(thor_uid)  # Mjolnir and its only other host are chosen without asking
    assert sc.where(mj) == f"on:{other}" and sc.power(other) == 2


def test_avengers_assemble_shuffles_characters_back_into_the_deck(table):
    sc = table()
    (aa,) = sc.hand(0, "avengers_assemble")
    h1, h2, act = sc.discard(0, "hulk", "thor", "fx_destroy")
    sc.start().play(aa).pick(h1, h2)
    assert sc.where(h1) == "deck:0" and sc.where(h2) == "deck:0" and sc.where(act) == "discard:0"


def test_caps_shield_on_captain_america_protects_and_boosts(table):
    sc = table(current=1)
    cap = sc.char(0, "captain_america", 0)
    friend = sc.char(0, "c2", 0)
    sc.cmod(0, "caps_shield", on=cap)
    assert sc.power(friend) == 3 and sc.power(cap) == 6
    (tl,) = sc.hand(1, "thunder_and_lightning")
    sc.start().play(tl)
    assert sc.where(friend) == "base:0"  # another player's action can't touch it


def test_hawkeyes_arrows_finds_two_actions_and_hawkeye_plays_them(table):
    sc = table()
    sc.char(0, "hawkeye", 1)
    (arrows,) = sc.hand(0, "hawkeyes_arrows")
    a1, c, a2 = sc.deck(0, "work_together", "c3", "tactical_advantage")
    sc.start().play(arrows)
    assert sc.where(a1) == "hand:0" and sc.where(a2) == "hand:0" and sc.where(c) == "deck:0"
    assert sc.pending["kind"] == "extra"
    sc.play(a1)
    assert sc.where(a1) == "discard:0"


def test_hulk_smash_without_hulk_destroys_base_modifiers(table):
    sc = table()
    m1 = sc.bmod(1, "jarvis", 1)
    (smash,) = sc.hand(0, "hulk_smash")
    sc.start().play(smash).pick(sc.base(1))
    assert "smash" not in sc.ids()
    sc.answer(f"m:{m1}")
    assert sc.where(m1) == "discard:1"


def test_jarvis_talent_draws_then_discards(table):
    sc = table()
    j = sc.bmod(0, "jarvis", 0)
    sc.hand(0, "c1")
    sc.deck(0, "c5")
    sc.start().talent(j)
    assert sc.pending["kind"] == "discard"
    sc.answer(sc.ids()[0])
    assert len(sc.zone(0, "hand")) == 1 and len(sc.zone(0, "discard")) == 1


def test_mjolnir_weighs_down_anyone_but_thor(table):
    sc = table()
    foe = sc.char(1, "c5", 0)
    (mj,) = sc.hand(0, "mjolnir")
    sc.start().play(mj, foe)
    assert sc.power(foe) == 3


def test_modular_tech_moves_a_base_modifier(table):
    sc = table()
    j = sc.bmod(0, "jarvis", 0)
    (mt,) = sc.hand(0, "modular_tech")
    sc.start().play(mt).pick(sc.base(2))
    assert sc.where(j) == "bmod:2"


def test_repulsor_boots_moves_one_of_your_characters(table):
    sc = table()
    mine = sc.char(0, "c3", 0)
    (boots,) = sc.hand(0, "repulsor_boots")
    sc.start().play(boots).pick(sc.base(1))
    assert sc.where(mine) == "base:1"


def test_strategize_puts_two_on_top_and_two_on_the_bottom(table):
    sc = table()
    (st,) = sc.hand(0, "strategize")
    deck = sc.deck(0, "c0", "c1", "c2", "c3", "c4")
    sc.start().play(st)
    bottom = [deck[4], deck[3]]
    sc.pick(*bottom)
    sc.pick(deck[1], deck[2])  # the two kept on top go back in the order the player picks, top first
    d = sc.zone(0, "deck")
    assert set(d[:2]) == set(bottom) and d[2] == deck[0] and d[3:] == [deck[2], deck[1]]


def test_tactical_advantage_gives_three(table):
    sc = table()
    a, b_ = sc.char(0, "c1", 0), sc.char(1, "c1", 0)
    (ta,) = sc.hand(0, "tactical_advantage")
    sc.start().play(ta).pick(b_)
    assert sc.power(b_) == 4 and sc.power(a) == 1


def test_thunder_and_lightning_destroys_a_weak_character(table):
    sc = table()
    weak, strong = sc.char(1, "c3", 0), sc.char(1, "c4", 0)
    (tl,) = sc.hand(0, "thunder_and_lightning")
    sc.start().play(tl)
    assert sc.where(weak) == "discard:1" and sc.where(strong) == "base:0"


def test_widows_bite_weakens_the_others_and_pumps_black_widow(table):
    sc = table(bases=["b20", "b40", "b40"], privacy="strict")
    bw = sc.char(0, "black_widow", 0)
    foes = [sc.char(1, "c5", 0), sc.char(1, "c5", 0), sc.char(1, "c4", 0)]
    sc.char(0, "c2", 0)
    (bite,) = sc.hand(0, "widows_bite")
    sc.start().end_play()
    sc.choose(lambda o: o.get("data", {}).get("card") == bite)
    assert sc.pending["seat"] == 1  # strict privacy: player 2 is asked next, the base not yet scored
    assert [sc.power(f) for f in foes] == [4, 4, 3] and sc.power(bw) == 7


def test_a_card_that_leaves_play_and_comes_back_is_a_new_card_with_its_talent_unused(table):
    from game.smash_up.table import take_out
    sc = table()
    hulk = sc.char(0, "hulk", 0)
    sc.start().talent(hulk)
    assert hulk in sc.s["turn"]["talents"] and sc.power(hulk) == 7
    take_out(sc.s, hulk)  # returned to hand, say: it forgets its +2 and its used Talent
    assert hulk not in sc.s["turn"]["talents"]
    assert not any(fx.get("t") == hulk for fx in sc.s["fx"])
