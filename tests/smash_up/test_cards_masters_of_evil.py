"""Masters of Evil: each card played and what it did."""


def _score_base0(sc):
    sc.start().end_play()
    sc.pass_all()


def test_baron_zemo_gains_a_vp_and_goes_under_the_deck_after_scoring(table):
    sc = table(bases=["b10", "b40", "b40"])
    zemo = sc.char(0, "baron_zemo", 0)
    sc.char(0, "c5", 0)
    sc.deck(0, "c1", "c1", "c1")
    _score_base0(sc)
    assert sc.vp(0) == 5 and sc.zone(0, "deck")[0] == zemo


def test_ulysses_klaw_draws_per_four_vp(table):
    sc = table()
    sc.s["players"][0]["vp"] = 9
    (klaw,) = sc.hand(0, "ulysses_klaw")
    sc.deck(0, *["c1"] * 4)
    sc.start().play(klaw, sc.base(0))
    assert len(sc.zone(0, "hand")) == 2


def test_black_mamba_grows_with_vp(table):
    sc = table()
    sc.s["players"][0]["vp"] = 12
    (bm,) = sc.hand(0, "black_mamba")
    sc.start().play(bm, sc.base(0))
    assert sc.power(bm) == 6


def test_absorbing_man_pair_becomes_a_vp(table):
    sc = table()
    a1, a2 = sc.char(0, "absorbing_man", 0), sc.char(0, "absorbing_man", 1)
    sc.start().talent(a1)
    assert sc.where(a1) == "discard:0" and sc.where(a2) == "discard:0" and sc.vp(0) == 1


def test_a_lone_absorbing_man_cannot_pay(table):
    sc = table()
    a1 = sc.char(0, "absorbing_man", 0)
    sc.start().talent(a1)
    assert sc.where(a1) == "base:0" and sc.vp(0) == 0


def test_a_talent_with_nothing_to_act_on_says_so_on_its_button(table):
    sc = table()
    sc.char(0, "absorbing_man", 0)
    sc.bmod(0, "world_domination", 1)  # nobody of player 0 at base 1
    sc.start()
    idle = [o["label"] for o in sc.pending["options"] if o["id"].startswith("t:")]
    assert len(idle) == 2 and all(lb.endswith("(nothing to act on now: it would do nothing)") for lb in idle)
    sc2 = table()
    sc2.char(0, "absorbing_man", 0)
    sc2.char(0, "absorbing_man", 0)
    sc2.start()
    assert not any("nothing to act on" in o["label"] for o in sc2.pending["options"])


def test_a_portent_of_doom_needs_an_empty_base_and_pays_when_it_scores(table):
    sc = table(bases=["b10", "b10", "b40"])
    sc.char(1, "c5", 1)
    (pd,) = sc.hand(0, "portent_of_doom")
    sc.start()
    assert not any(o["id"] == f"p:{pd}:{sc.base(1)}" for o in sc.pending["options"])
    sc.play(pd, sc.base(0))
    sc.s["bases"][0]["chars"].append({"uid": sc._new("c7", 0), "ctrl": 0, "mods": []})
    sc.s["bases"][0]["chars"].append({"uid": sc._new("c4", 0), "ctrl": 0, "mods": []})
    sc.end_play()
    sc.pass_all()
    assert sc.vp(0) == 5  # 4 for first place + 1 from the Portent


def test_acceptable_losses_trades_a_big_character_for_a_vp(table):
    sc = table()
    big = sc.char(0, "c4", 0)
    sc.char(0, "c3", 0)
    (al,) = sc.hand(0, "acceptable_losses")
    sc.start().play(al)
    assert sc.where(big) == "discard:0" and sc.vp(0) == 1


def test_ball_and_chain_adds_two_and_stops_other_players_destroying(table):
    sc = table(current=1)
    host = sc.char(0, "c2", 0)
    sc.cmod(0, "ball_and_chain", on=host)
    (gu,) = sc.hand(1, "gain_the_upper_hand")
    assert sc.power(host) == 4
    sc.s["fx"].append({"k": "pow", "t": host, "n": -1, "exp": "eot"})
    sc.start().play(gu)
    assert sc.where(host) == "base:0"


def test_ball_and_chain_on_an_enemy_s_character_does_not_stop_its_own_player(table):
    """'Other players' cards' are read from the card's controller: seat 1's Ball and Chain on seat 0's
    character kept seat 1's own Gain the Upper Hand from destroying it."""
    sc = table(bases=["b40", "b40", "b40"], current=1)
    host = sc.char(0, "c1", 0)
    sc.cmod(1, "ball_and_chain", on=host)
    (gu,) = sc.hand(1, "gain_the_upper_hand")
    assert sc.power(host) == 3
    sc.start().play(gu)
    assert sc.where(host) == "discard:0"


def test_ball_and_chain_on_an_enemy_s_character_stops_that_player_destroying_it(table):
    """The other way round: its controller's opponent is every other player, the character's own
    controller included."""
    sc = table(bases=["b40", "b40", "b40"], current=0)
    host = sc.char(0, "c1", 0)
    sc.cmod(1, "ball_and_chain", on=host)
    (gu,) = sc.hand(0, "gain_the_upper_hand")
    sc.start().play(gu)
    assert sc.where(host) == "base:0"


def test_convergence_moves_and_rewards_a_crowd(table):
    sc = table()
    for _ in range(3):
        sc.char(0, "c1", 1)
    mover = sc.char(0, "c2", 0)
    (cv,) = sc.hand(0, "convergence")
    sc.start().play(cv).pick(mover).pick(sc.base(1))
    assert sc.where(mover) == "base:1" and sc.vp(0) == 1


def test_gain_the_upper_hand_destroys_a_weak_character(table):
    sc = table()
    weak = sc.char(1, "c3", 0)
    (gu,) = sc.hand(0, "gain_the_upper_hand")
    sc.start().play(gu)
    assert sc.where(weak) == "discard:1"


def test_indestructible_form_protects_your_characters_there(table):
    sc = table(current=1)
    mine = sc.char(0, "c2", 0)
    sc.bmod(0, "indestructible_form", 0)
    (gu,) = sc.hand(1, "gain_the_upper_hand")
    sc.start().play(gu)
    assert sc.where(mine) == "base:0"


def test_sonic_shockwave_destroys_a_weaker_enemy(table):
    sc = table()
    foe = sc.char(1, "c3", 0)
    sc.char(0, "c4", 0)
    (ss,) = sc.hand(0, "sonic_shockwave")
    sc.start().play(ss)
    assert sc.where(foe) == "discard:1" and sc.vp(0) == 0


def test_world_domination_talent_and_move_after_scoring(table):
    sc = table(bases=["b10", "b40", "b40"])
    wd = sc.bmod(0, "world_domination", 0)
    mine = sc.char(0, "c5", 0)
    sc.char(0, "c3", 0)
    sc.start().talent(wd).pick(mine)
    assert sc.power(mine) == 7
    sc.end_play()
    sc.pass_all()
    sc.pick(sc.base(2))
    assert sc.where(wd) == "bmod:2"
