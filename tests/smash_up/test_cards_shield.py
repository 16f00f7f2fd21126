"""S.H.I.E.L.D.: each card played and what it did."""


def test_nick_fury_calls_in_a_character_here(table):
    sc = table()
    fury, c5 = sc.hand(0, "nick_fury", "c5")
    sc.start().play(fury, sc.base(1))
    assert {o["data"]["target"] for o in sc.pending["options"] if o["id"].startswith("x:")} == {sc.base(1)}
    sc.play(c5, sc.base(1))
    assert sc.chars_at(1) == [fury, c5]


def test_maria_hill_grows_with_each_friend_played_here(table):
    sc = table()
    maria = sc.char(0, "maria_hill", 0)
    a, b_ = sc.hand(0, "c1", "c1")
    sc.s["turn"]["chars"] = 2
    sc.start().play(a, sc.base(0)).play(b_, sc.base(0))
    assert sc.power(maria) == 6


def test_agent_coulson_brings_a_small_character(table):
    sc = table()
    coulson, small, big = sc.hand(0, "agent_coulson", "c2", "c3")
    sc.start().play(coulson, sc.base(0))
    assert not any(o.get("data", {}).get("card") == big for o in sc.pending["options"])
    sc.play(small, sc.base(0))
    assert sc.where(small) == "base:0"


def test_shield_agent_needs_a_friend_here(table):
    sc = table()
    (agent,) = sc.hand(0, "shield_agent")
    sc.start().play(agent, sc.base(0))
    assert sc.power(agent) == 2
    sc.char(0, "c1", 0)
    assert sc.power(agent) == 3


def test_entry_point_gives_an_extra_character(table):
    sc = table()
    ep, c3 = sc.hand(0, "entry_point", "c3")
    sc.start().play(ep)
    sc.play(c3, sc.base(2))
    assert sc.where(c3) == "base:2"


def test_mission_debriefing_draws_per_character_there(table):
    sc = table()
    sc.char(0, "c1", 1)
    sc.char(0, "c1", 1)
    sc.char(1, "c1", 1)
    sc.deck(0, *["c1"] * 4)
    (md,) = sc.hand(0, "mission_debriefing")
    sc.start().play(md).pick(sc.base(1))
    assert len(sc.zone(0, "hand")) == 2


def test_proving_ground_talent_plays_a_character_here(table):
    sc = table()
    pg = sc.bmod(0, "proving_ground", 1)
    (c3,) = sc.hand(0, "c3")
    sc.s["turn"]["chars"] = 0
    sc.start().talent(pg)
    sc.play(c3, sc.base(1))
    assert sc.where(c3) == "base:1"


def test_reassignment_gathers_two_characters(table):
    sc = table()
    a, b_, c = sc.char(0, "c1", 0), sc.char(0, "c2", 1), sc.char(0, "c3", 1)
    (ra,) = sc.hand(0, "reassignment")
    sc.start().play(ra).pick(sc.base(2)).pick(a, c)
    assert sc.where(a) == "base:2" and sc.where(c) == "base:2" and sc.where(b_) == "base:1"


def test_rescue_mission_saves_your_characters_after_scoring(table):
    sc = table(bases=["b10", "b40", "b40"])
    mine = [sc.char(0, "c5", 0), sc.char(0, "c5", 0)]
    sc.deck(0, "c1")
    (rm,) = sc.hand(0, "rescue_mission")
    sc.start().end_play()
    sc.choose(lambda o: o.get("data", {}).get("card") == rm)
    assert sc.vp(0) == 4 and all(sc.where(m) in ("deck:0", "hand:0") for m in mine)  # not discarded


def test_superior_firepower_destroys_a_base_modifier(table):
    sc = table()
    bm = sc.bmod(1, "jarvis", 0)
    (sf,) = sc.hand(0, "superior_firepower")
    sc.start().play(sf).answer("o0")
    assert sc.where(bm) == "discard:1"


def test_superior_firepower_destroys_a_weak_character(table):
    sc = table()
    weak = sc.char(1, "c3", 0)
    (sf,) = sc.hand(0, "superior_firepower")
    sc.start().play(sf).answer("o1")
    assert sc.where(weak) == "discard:1"


def test_troop_drop_brings_a_character_of_three_or_less(table):
    sc = table()
    td, c3, c4 = sc.hand(0, "troop_drop", "c3", "c4")
    sc.start().play(td)
    assert not any(o.get("data", {}).get("card") == c4 for o in sc.pending["options"])
    sc.play(c3, sc.base(0))
    assert sc.where(c3) == "base:0"


def test_work_together_boosts_all_of_yours(table):
    sc = table()
    a, b_ = sc.char(0, "c1", 0), sc.char(0, "c1", 2)
    foe = sc.char(1, "c1", 0)
    (wt,) = sc.hand(0, "work_together")
    sc.start().play(wt)
    assert (sc.power(a), sc.power(b_), sc.power(foe)) == (2, 2, 1)


def test_superior_firepower_says_which_choice_has_nothing_to_destroy(table):
    """With no base modifier in play, 'Destroy a base modifier' discarded the card for nothing."""
    sc = table(bases=["b40", "b40", "b40"])
    sc.char(1, "c3", 0)
    (sf,) = sc.hand(0, "superior_firepower")
    sc.start().play(sf)
    assert [o["label"] for o in sc.pending["options"]] == [
        "Destroy a base modifier (nothing to act on now: it would do nothing)",
        "Destroy a character of power 3 or less"]
