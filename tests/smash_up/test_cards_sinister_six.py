"""Sinister Six: each card played and what it did."""


def test_doctor_octopus_may_lower_his_base_at_the_start_of_the_turn(table):
    sc = table(bases=["b25", "b40", "b40"])
    sc.char(0, "doctor_octopus", 0)
    sc.start("start")
    sc.choose(lambda o: o["id"].startswith("u"))
    assert sc.bp(0) == 21 and sc.pending["kind"] == "play"


def test_mysterio_plays_a_base_modifier_here(table):
    sc = table()
    myst = sc.char(0, "mysterio", 1)
    (j,) = sc.hand(0, "jarvis")
    sc.s["turn"]["acts"] = 0
    sc.start().talent(myst).answer("o0")
    sc.play(j, sc.base(1))
    assert sc.where(j) == "bmod:1"


def test_mysterio_or_draws_a_card(table):
    sc = table()
    myst = sc.char(0, "mysterio", 1)
    sc.deck(0, "c1")
    sc.start().talent(myst).answer("o1")
    assert len(sc.zone(0, "hand")) == 1


def test_green_goblin_lowers_his_base_by_three(table):
    sc = table(bases=["b25", "b40", "b40"])
    gob = sc.char(0, "green_goblin", 0)
    sc.start().talent(gob)
    assert sc.bp(0) == 22


def test_vulture_recovers_a_base_modifier_to_the_top_of_the_deck(table):
    sc = table()
    (v,) = sc.hand(0, "vulture")
    (bm,) = sc.discard(0, "my_master_plan")
    sc.start().play(v, sc.base(0))
    assert sc.pending["prompt"].startswith("Choose a card from your discard pile.")  # one card: "a card"
    sc.pick(bm)
    assert sc.zone(0, "deck")[-1] == bm


def test_electro_lowers_his_base_by_two(table):
    sc = table(bases=["b25", "b40", "b40"])
    (e,) = sc.hand(0, "electro")
    sc.start().play(e, sc.base(0))
    assert sc.bp(0) == 23


def test_sandman_is_stronger_on_a_weak_base(table):
    sc = table(bases=["b20", "b15", "b40"])
    (sand,) = sc.hand(0, "sandman")
    sc.start().play(sand, sc.base(1))
    assert sc.power(sand) == 4
    sand2 = sc.char(0, "sandman", 0)
    assert sc.power(sand2) == 2


def test_ambush_lowers_a_chosen_base_by_four(table):
    sc = table(bases=["b25", "b25", "b40"])
    (am,) = sc.hand(0, "ambush")
    sc.start().play(am).pick(sc.base(1))
    assert sc.bp(1) == 21 and sc.bp(0) == 25


def test_cover_the_exits_boosts_and_saves_characters_on_a_weak_base(table):
    sc = table(bases=["b15", "b40", "b40"])
    sc.bmod(0, "cover_the_exits", 0)
    a, b_ = sc.char(0, "c7", 0), sc.char(0, "c7", 0)
    sc.deck(0, *["c1"] * 6)
    assert sc.power(a) == 8
    sc.start().end_play()
    sc.pass_all()
    sc.pick(a, b_)
    assert sc.vp(0) == 4 and sc.where(a) in ("deck:0", "hand:0") and sc.where(b_) in ("deck:0", "hand:0")


def test_incite_panic_weakens_others_and_silences_their_specials(table):
    sc = table(bases=["b15", "b40", "b40"])
    sc.bmod(0, "incite_panic", 0)
    sc.char(0, "c7", 0)
    sc.char(0, "c1", 0)
    foe = sc.char(1, "c5", 0)
    sc.char(1, "c4", 0)
    (bite,) = sc.hand(1, "widows_bite")
    assert sc.power(foe) == 4
    sc.start().end_play()
    assert not (sc.pending and any(o.get("data", {}).get("card") == bite for o in sc.pending["options"]))
    assert sc.vp(0) == 4


def test_move_the_goods_moves_a_base_modifier(table):
    sc = table()
    bm = sc.bmod(1, "jarvis", 0)
    (mg,) = sc.hand(0, "move_the_goods")
    sc.start().play(mg)
    assert sc.pending["prompt"].endswith("Move J.A.R.V.I.S. to which base?")  # the only modifier: not asked
    sc.pick(sc.base(2))
    assert sc.where(bm) == "bmod:2"


def test_move_the_goods_can_be_played_after_a_base_scores(table):
    sc = table(bases=["b10", "b40", "b40"])
    sc.char(0, "c7", 0)
    sc.char(0, "c3", 0)
    bm = sc.bmod(1, "jarvis", 0)
    (mg,) = sc.hand(0, "move_the_goods")
    sc.start().end_play()
    sc.choose(lambda o: o.get("data", {}).get("card") == mg)
    sc.pick(sc.base(1))
    assert sc.where(bm) == "bmod:1"


def test_my_master_plan_draws_on_a_weak_base(table):
    sc = table(bases=["b15", "b25", "b40"])
    mp = sc.bmod(0, "my_master_plan", 0)
    mp2 = sc.bmod(0, "my_master_plan", 1)
    sc.deck(0, "c1", "c1")
    sc.start()
    assert not any(o["id"].startswith(f"t:{mp2}") for o in sc.pending["options"])
    sc.talent(mp)
    assert len(sc.zone(0, "hand")) == 1


def test_pressure_from_all_sides_counts_every_character(table):
    sc = table(bases=["b25", "b40", "b40"])
    pf = sc.bmod(0, "pressure_from_all_sides", 0)
    sc.char(0, "c1", 0)
    sc.char(1, "c1", 0)
    sc.char(1, "c1", 0)
    sc.start().talent(pf)
    assert sc.bp(0) == 22


def test_reroute_the_power_lasts_until_your_next_turn(table):
    sc = table(bases=["b15", "b40", "b40"])
    rp = sc.bmod(0, "reroute_the_power", 0)
    mine = sc.char(0, "c1", 0)
    sc.start().talent(rp)
    assert sc.power(mine) == 4
    sc.end_play()
    assert sc.s["turn"]["seat"] == 1 and sc.power(mine) == 4
    sc.end_play()
    assert sc.s["turn"]["seat"] == 0 and sc.power(mine) == 1


def test_witness_our_superiority_cancels_the_base(table):
    sc = table(bases=["new_york_landmark", "b40", "b40"])
    printed = sc.rules.book.defs["new_york_landmark"].breakpoint
    sc.bmod(1, "jarvis", 0)
    assert sc.bp(0) == printed - 1
    (w,) = sc.hand(0, "witness_our_superiority")
    sc.start().play(w, sc.base(0))
    assert sc.bp(0) == printed


def test_cover_the_exits_after_scoring_ability_is_told_by_its_own_sentence():
    """Its two Ongoing abilities were both labelled with the first sentence (+1 power) where the
    after-scoring one is offered for ordering."""
    from game.session import open_game
    from game.smash_up.book import Book
    from game.smash_up.wording import does
    d = Book(open_game("smash_up", with_user_mods=False).content).defs["cover_the_exits"]
    lasting, after = d.abilities
    assert does(d, lasting) == "your characters here have +1 power"
    assert does(d, after) == ("if its breakpoint is 19 or less, shuffle up to two of your characters here into "
                              "their owners' decks")
