"""Hydra: each card played and what it did."""


def test_red_skull_draws_when_any_of_yours_is_destroyed(table):
    sc = table()
    sc.char(0, "red_skull", 0)
    agent = sc.char(0, "c2", 1)
    sc.deck(0, *["c1"] * 5)
    (hh,) = sc.hand(0, "hail_hydra")
    sc.start().play(hh).pick(agent)
    assert sc.where(agent) == "discard:0"
    assert len(sc.zone(0, "hand")) == 3  # 2 for Hail Hydra (its power) + 1 for Red Skull


def test_baron_strucker_destroys_then_gathers(table):
    sc = table()
    strucker = sc.char(0, "baron_strucker", 0)
    fodder = sc.char(0, "c1", 0)
    far1, far2 = sc.char(0, "c2", 1), sc.char(0, "c3", 2)
    sc.start().talent(strucker).pick(fodder)
    sc.choose(lambda o: o["id"].startswith("u")).pick(far1, far2)
    assert sc.where(fodder) == "discard:0" and sc.where(far1) == "base:0" and sc.where(far2) == "base:0"


def test_madame_hydra_sacrifices_for_power(table):
    sc = table()
    mh = sc.char(0, "madame_hydra", 0)
    fodder = sc.char(0, "c1", 1)
    sc.start().talent(mh)
    assert sc.where(fodder) == "discard:0" and sc.power(mh) == 6


def test_madame_hydra_alone_gets_nothing(table):
    sc = table()
    mh = sc.char(0, "madame_hydra", 0)
    sc.start().talent(mh)
    assert sc.power(mh) == 4 and sc.where(mh) == "base:0"


def test_arnim_zola_counts_small_friends(table):
    sc = table()
    (zola,) = sc.hand(0, "arnim_zola")
    sc.char(0, "hydra_agent", 0)
    sc.char(0, "c1", 0)
    sc.char(0, "c5", 0)
    sc.start().play(zola, sc.base(0))
    assert sc.power(zola) == 4


def test_hydra_agent_brings_two_more_when_destroyed(table):
    sc = table()
    agent = sc.char(0, "hydra_agent", 1)
    a1, a2 = sc.hand(0, "hydra_agent", "c1")
    (kill,) = sc.hand(0, "fx_destroy")
    sc.start().play(kill)
    sc.choose(lambda o: o["id"].startswith("u"))
    sc.play(a1, sc.base(1)).play(a2, sc.base(1))
    assert sc.where(agent) == "discard:0" and sc.chars_at(1) == [a1, a2]


def test_fanatical_devotion_boosts_after_a_loss_here(table):
    sc = table()
    (fd,) = sc.hand(0, "fanatical_devotion")
    a = sc.char(0, "c3", 0)
    b_ = sc.char(0, "c1", 0)
    sc.s["turn"]["acts"] = 2
    (hh,) = sc.hand(0, "hail_hydra")
    sc.start().play(fd, sc.base(0))
    assert sc.power(a) == 3
    sc.play(hh).pick(b_)
    assert sc.power(a) == 5


def test_hail_hydra_draws_the_destroyed_power(table):
    sc = table()
    victim = sc.char(0, "c3", 0)
    sc.deck(0, *["c1"] * 5)
    (hh,) = sc.hand(0, "hail_hydra")
    sc.start().play(hh)
    assert sc.where(victim) == "discard:0" and len(sc.zone(0, "hand")) == 3


def test_hour_of_destiny_searches_two_small_characters(table):
    sc = table()
    (hod,) = sc.hand(0, "hour_of_destiny")
    small1, big, small2 = sc.deck(0, "hydra_agent", "c5", "arnim_zola")
    sc.start().play(hod)
    assert {o["data"]["uid"] for o in sc.pending["options"]} == {small1, small2}
    assert sc.pending["prompt"].endswith("(Up to 2; you may pick none.)")  # said before the first pick
    sc.pick(small1, small2)
    assert sc.where(small1) == "hand:0" and sc.where(small2) == "hand:0" and sc.where(big) == "deck:0"


def test_reactivate_agents_takes_small_characters_back(table):
    sc = table()
    (ra,) = sc.hand(0, "reactivate_agents")
    a, big = sc.discard(0, "hydra_agent", "red_skull")
    sc.start().play(ra)
    assert [o["data"]["uid"] for o in sc.pending["options"]] == [a]
    assert sc.pending["prompt"].endswith("(You may pick none.)")  # only one fits: no count to give
    sc.pick(a)
    assert sc.where(a) == "hand:0" and sc.where(big) == "discard:0"


def test_secret_reserves_shuffles_small_characters_into_the_deck(table):
    sc = table()
    (sr,) = sc.hand(0, "secret_reserves")
    a, b_ = sc.discard(0, "hydra_agent", "arnim_zola")
    sc.start().play(sr)
    assert {o["label"] for o in sc.pending["options"]} == {"Shuffle Hydra Agent into your deck",
                                                           "Shuffle Arnim Zola into your deck"}
    sc.pick(a, b_)
    assert sc.where(a) == "deck:0" and sc.where(b_) == "deck:0"


def test_two_more_shall_take_its_place(table):
    sc = table()
    victim = sc.char(0, "c4", 2)
    (tm,) = sc.hand(0, "two_more_shall_take_its_place")
    a1, a2 = sc.hand(0, "hydra_agent", "hydra_agent")
    sc.start().play(tm)
    sc.play(a1, sc.base(2)).play(a2, sc.base(2))
    assert sc.where(victim) == "discard:0" and sc.chars_at(2) == [a1, a2]


def test_an_action_that_would_do_nothing_says_so_on_its_button(table):
    """Turn 1 of a real game offered 'Play Secret Reserves' with an empty discard pile and 'Play Two
    More Shall Take Its Place' with none of the player's characters in play: legal plays that do
    nothing, now marked as a Talent's are; with something to act on, the buttons are plain."""
    sc = table()
    sc.char(1, "c2", 0)  # another player's character is not one of yours to destroy
    sr, tm = sc.hand(0, "secret_reserves", "two_more_shall_take_its_place")
    sc.discard(0, "c3")  # power 3: more than Secret Reserves takes
    sc.start()
    labels = {o["id"]: o["label"] for o in sc.pending["options"]}
    idle = " (nothing to act on now: it would do nothing)"
    assert labels[f"p:{sr}:"] == "Play Secret Reserves" + idle
    assert labels[f"p:{tm}:"] == "Play Two More Shall Take Its Place" + idle
    sc2 = table()
    sc2.char(0, "c2", 0)
    sr2, tm2 = sc2.hand(0, "secret_reserves", "two_more_shall_take_its_place")
    sc2.discard(0, "c1")
    sc2.start()
    labels = {o["id"]: o["label"] for o in sc2.pending["options"]}
    assert labels[f"p:{sr2}:"] == "Play Secret Reserves" and labels[f"p:{tm2}:"] == "Play Two More Shall Take Its Place"
