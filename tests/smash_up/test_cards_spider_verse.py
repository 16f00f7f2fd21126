"""Spider-Verse: each card played and what it did."""


def test_spider_man_grows_when_you_play_special_cards(table):
    sc = table()
    sp = sc.char(0, "spider_man", 0)
    (ss,) = sc.hand(0, "spider_sense")
    sc.deck(0, "c1", "c1")
    sc.start().play(ss)
    assert sc.power(sp) == 6


def test_ghost_spider_looks_draws_one_and_arranges(table):
    sc = table()
    (gs,) = sc.hand(0, "ghost_spider")
    deck = sc.deck(0, "c0", "c1", "c2", "c3")
    sc.start().play(gs, sc.base(0))
    assert {o["data"]["uid"] for o in sc.pending["options"]} == {deck[1], deck[2], deck[3]}
    sc.pick(deck[3])
    sc.pick(deck[2])
    assert sc.where(deck[3]) == "hand:0" and sc.zone(0, "deck") == [deck[2], deck[0], deck[1]]


def test_miles_morales_joins_a_scoring_base_weakened(table):
    sc = table(bases=["b10", "b40", "b40"], privacy="strict")
    sc.char(0, "c6", 0)
    sc.char(1, "c4", 0)
    (miles,) = sc.hand(0, "miles_morales")
    sc.start().end_play()
    sc.choose(lambda o: o.get("data", {}).get("card") == miles)
    assert sc.where(miles) == "base:0" and sc.power(miles) == 2


def test_spider_man_2099_resists_other_players(table):
    sc = table(current=1)
    sm = sc.char(0, "spider_man_2099", 0)
    (gu,) = sc.hand(1, "gain_the_upper_hand")
    sc.start().play(gu)
    assert sc.where(sm) == "base:0"


def test_comes_great_responsibility_plays_an_extra_character(table):
    sc = table()
    cgr, c5 = sc.hand(0, "comes_great_responsibility", "c5")
    sc.start().play(cgr)
    sc.play(c5, sc.base(1))
    assert sc.where(c5) == "base:1"


def test_comes_great_responsibility_special_drops_a_character_into_scoring(table):
    sc = table(bases=["b10", "b40", "b40"], privacy="strict")
    sc.char(0, "c6", 0)
    sc.char(1, "c4", 0)
    cgr, c5 = sc.hand(0, "comes_great_responsibility", "c5")
    sc.start().end_play()
    sc.choose(lambda o: o.get("data", {}).get("card") == cgr)
    assert "later" not in sc.ids()
    sc.play(c5, sc.base(0))
    assert sc.where(c5) == "base:0" and sc.power(c5) == 4


def test_spider_sense_after_a_base_where_you_were_scores(table):
    sc = table(bases=["b10", "b40", "b40"])
    sc.char(0, "c6", 0)
    sc.char(0, "c4", 0)
    sc.deck(0, *["c1"] * 6)
    (ss,) = sc.hand(0, "spider_sense")
    sc.start().end_play()
    sc.choose(lambda o: o.get("data", {}).get("card") == ss)
    kinds = [e["kind"] for e in sc.events]
    assert kinds.index("vp") < kinds.index("play")  # played in the after-scoring window
    assert len(sc.zone(0, "hand")) == 2 + 2  # Spider-Sense, then the Draw phase


def test_spider_sense_counts_a_character_you_had_at_the_base_though_it_has_left(table):
    """'After a base where you had a character scores': Your Friendly Neighborhood Hero takes your only
    character there away first, and Spider-Sense was no longer offered."""
    sc = table(bases=["b10", "b40", "b40"])
    sc.char(0, "c7", 0)
    mine = sc.char(1, "c3", 0)
    sc.hand(1, "friendly_neighborhood_hero", "spider_sense")
    for p in range(2):
        sc.deck(p, *["c1"] * 6)
    sc.start("score")
    sc.choose(lambda o: "Friendly Neighborhood" in o.get("label", ""))
    while sc.pending and sc.pending["kind"] != "play" and not any(
            "Spider-Sense" in o.get("label", "") for o in sc.pending["options"]):
        sc.answer(sc.ids()[0])
    assert sc.where(mine) != "base:0"
    assert any("Play Spider-Sense (Special)" in o["label"] for o in sc.pending["options"])


def test_spider_verse_bond_counts_friends(table):
    sc = table()
    host = sc.char(0, "c1", 0)
    sc.char(0, "c1", 0)
    sc.char(0, "c1", 0)
    (bond,) = sc.hand(0, "spider_verse_bond")
    sc.start().play(bond, host)
    assert sc.power(host) == 3


def test_spider_reflexes_looks_draws_and_gives_an_action(table):
    sc = table()
    (sr,) = sc.hand(0, "spider_reflexes")
    deck = sc.deck(0, "c1", "c2", "call_for_backup")
    sc.start().play(sr).pick(deck[2]).answer()  # draw the action; keep the other two on top...
    sc.pick(deck[0], deck[1])  # ...in the order chosen, top first
    assert sc.where(deck[2]) == "hand:0" and sc.pending["kind"] == "extra"
    assert sc.zone(0, "deck")[-2:] == [deck[1], deck[0]]


def test_the_view_from_above_finds_the_named_type(table):
    sc = table()
    (v,) = sc.hand(0, "view_from_above")
    deck = sc.deck(0, "c2", "fx_destroy", "fx_destroy")
    sc.start().play(v).answer("character")
    assert sc.where(deck[0]) == "hand:0" and len(sc.zone(0, "deck")) == 2


def test_webbed_up_weakens_and_cancels(table):
    sc = table()
    foe = sc.char(1, "black_mamba", 0)
    sc.s["players"][1]["vp"] = 8
    (wu,) = sc.hand(0, "webbed_up")
    assert sc.power(foe) == 5
    sc.start().play(wu, foe)
    assert sc.power(foe) == 1


def test_with_great_power_gives_three(table):
    sc = table()
    c = sc.char(0, "c1", 0)
    (wgp,) = sc.hand(0, "with_great_power")
    sc.start().play(wgp)
    assert sc.power(c) == 4


def test_friendly_neighborhood_hero_saves_one_to_the_deck_top(table):
    sc = table(bases=["b10", "b40", "b40"])
    a = sc.char(0, "c6", 0)
    sc.char(0, "c4", 0)
    sc.deck(0, *["c1"] * 4)
    (fnh,) = sc.hand(0, "friendly_neighborhood_hero")
    sc.start().end_play()
    sc.choose(lambda o: o.get("data", {}).get("card") == fnh)
    sc.pick(a)
    assert sc.where(a) in ("deck:0", "hand:0") and sc.vp(0) == 4
