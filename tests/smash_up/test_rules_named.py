"""Rule cases 77-89 (spec section 9, named cards from the rulebook clarifications)."""

from game.smash_up import verbs


def _specials_for(sc, uid):
    return [o for o in sc.pending["options"] if o.get("data", {}).get("card") == uid]


def test_miles_morales_copies_may_all_join_a_scoring_base(table):
    sc = table(bases=["b10", "b40", "b40"])
    sc.char(0, "c7", 0)
    sc.char(1, "c4", 0)
    miles = sc.hand(0, "miles_morales", "miles_morales", "miles_morales")
    scoring = sc.base(0)
    sc.start().end_play()
    for m in miles:
        assert sc.pending["seat"] == 0
        sc.choose(lambda o, m=m: o.get("data", {}).get("card") == m)
    played = [e for e in sc.events if e["kind"] == "play" and e["card"] in miles]
    assert len(played) == 3 and all(e["target"] == scoring for e in played)
    assert "Base 10: Player 1 13, Player 2 4." in [e["text"] for e in sc.events]  # 7 + 3 x (3 - 1)


def test_miles_morales_needs_a_character_already_there(table):
    sc = table(bases=["b10", "b40", "b40"])
    sc.char(1, "c7", 0)
    sc.char(1, "c4", 0)
    (miles,) = sc.hand(0, "miles_morales")
    sc.start().end_play()
    assert sc.pending is None or not _specials_for(sc, miles)


def test_spider_man_grows_when_a_special_card_is_played_normally(table):
    sc = table()
    spidey = sc.char(0, "spider_man", 1)
    (miles,) = sc.hand(0, "miles_morales")
    sc.start().play(miles, sc.base(0))
    assert sc.power(spidey) == 6


def test_using_a_special_skips_the_on_play_ability(table):
    sc = table(bases=["b10", "b40", "b40"])
    target = sc.char(0, "c7", 0)
    sc.char(1, "c4", 0)
    sc.char(0, "c1", 0)
    (wgp,) = sc.hand(0, "with_great_power")
    sc.start().end_play()
    sc.choose(lambda o: o.get("data", {}).get("card") == wgp)
    sc.pick(target)
    assert "Base 10: Player 1 10, Player 2 4." in [e["text"] for e in sc.events]  # +2, not +3


def test_repulsor_boots_moves_iron_man_between_other_bases_while_one_scores(table):
    sc = table(bases=["b10", "b40", "b40"])
    sc.char(0, "c7", 0)
    sc.char(1, "c4", 0)
    iron = sc.char(0, "iron_man", 1)
    (boots,) = sc.hand(0, "repulsor_boots")
    sc.start().end_play()
    sc.choose(lambda o: o.get("data", {}).get("card") == boots)
    sc.pick(iron).pick(sc.base(2))
    assert sc.where(iron) == "base:2"


def test_america_chavez_with_heroic_landing(table):
    sc = table(bases=["b40", "b40", "b40"])
    ac = sc.char(0, "america_chavez", 0)
    a, b_ = sc.char(0, "c1", 0), sc.char(0, "c1", 0)
    w = sc.char(0, "c1", 2)
    (hl,) = sc.hand(0, "heroic_landing")
    sc.start().play(hl).pick(ac, a, b_, w)
    for _ in range(4):
        sc.pick(sc.base(1))
    assert sc.power(ac) == 3 + 2


def test_arnim_zola_counts_printed_power(table):
    sc = table()
    zola = sc.char(0, "arnim_zola", 0)
    small = sc.char(0, "c2", 0)
    big = sc.char(0, "c3", 0)
    sc.s["fx"] += [{"k": "pow", "t": small, "n": 2, "exp": "eot"}, {"k": "pow", "t": big, "n": -2, "exp": "eot"}]
    assert sc.power(zola) == 3


def test_black_mamba_gains_one_per_full_four_vp(table):
    sc = table()
    mamba = sc.char(0, "black_mamba", 0)
    for vp, want in ((7, 4), (3, 3), (8, 5)):
        sc.s["players"][0]["vp"] = vp
        assert sc.power(mamba) == want


def test_captain_marvel_boosts_only_when_her_own_talent_moves_her(table):
    sc = table()
    cm = sc.char(0, "captain_marvel", 0)
    x, y = sc.char(0, "c1", 1), sc.char(0, "c1", 1)
    z1, z2 = sc.char(0, "c1", 2), sc.char(0, "c1", 2)
    hl, late = sc.hand(0, "heroic_landing", "c2")
    sc.start().play(hl).pick(cm).pick(sc.base(1))
    assert sc.where(cm) == "base:1" and sc.power(x) == 1 and sc.power(y) == 1  # moved by another card
    sc.talent(cm).pick(sc.base(2))
    assert sc.power(z1) == 2 and sc.power(z2) == 2 and sc.power(cm) == 5 and sc.power(x) == 1
    sc.play(late, sc.base(2))
    assert sc.power(late) == 2


def test_cosmic_knowledge_with_zero_cards_still_draws_one(table):
    sc = table()
    (ck,) = sc.hand(0, "cosmic_knowledge")
    sc.hand(0, "c1", "c1")
    sc.deck(0, "c3", "c3")
    sc.start().play(ck).answer()
    assert len(sc.zone(0, "hand")) == 3


def test_aid_from_allies_draws_once_per_moving_ability(table):
    sc = table()
    aid, hl, lift = sc.hand(0, "aid_from_allies", "heroic_landing", "lift_and_carry")
    movers = [sc.char(0, "c1", 1) for _ in range(3)]
    last = sc.char(0, "c1", 2)
    sc.deck(0, *["c5"] * 6)
    sc.s["turn"]["acts"] = 3
    sc.start().play(aid, sc.base(0))
    assert len(sc.zone(0, "hand")) == 3
    sc.play(hl).pick(*movers)
    for _ in movers:
        sc.pick(sc.base(0))
    assert len(sc.zone(0, "hand")) == 3  # one draw for the whole Heroic Landing
    sc.play(lift).pick(last).pick(sc.base(0))
    assert len(sc.zone(0, "hand")) == 3  # +1 for Lift and Carry, -1 for playing it
    assert sum(1 for e in sc.events if e["kind"] == "draw") == 3


def test_baron_strucker_can_bring_hydra_agent_extras_to_his_base(table):
    sc = table()
    strucker = sc.char(0, "baron_strucker", 0)
    agent = sc.char(0, "hydra_agent", 1)
    a1, a2 = sc.hand(0, "c2", "c1")
    sc.start().talent(strucker).pick(agent)
    assert sc.pending["kind"] == "respond"
    sc.choose(lambda o: "Hydra Agent" in o["label"])
    sc.play(a1, sc.base(1))
    sc.play(a2, sc.base(1))
    sc.choose(lambda o: "Baron Strucker" in o["label"])
    sc.pick(a1, a2)
    assert sc.where(a1) == "base:0" and sc.where(a2) == "base:0"


def test_a_portent_of_doom_does_not_stop_others_coming(table):
    sc = table(current=1)
    portent = sc.bmod(0, "portent_of_doom", 0)
    c2, lift = sc.hand(1, "c2", "lift_and_carry")
    mover = sc.char(1, "c3", 1)
    sc.start().play(c2, sc.base(0)).play(lift).pick(mover).pick(sc.base(0))
    assert sc.where(c2) == "base:0" and sc.where(mover) == "base:0" and sc.where(portent) == "bmod:0"


def test_castle_zemo_asks_each_player_in_order(table):
    sc = table(seats=3, bases=["castle_zemo", "b40", "b40", "b40"])
    for seat in range(3):
        sc.char(seat, "c7", 0)
        sc.char(seat, "c1", 1)
    sc.char(0, "c5", 0)
    sc.start().end_play()
    asked = []
    while sc.pending and sc.pending["kind"] == "target":
        asked.append(sc.pending["seat"])
        sc.answer()
    assert asked == [0, 1, 2]


def test_the_pass_button_counts_the_options_it_gives_up_as_they_are_listed(table):
    """Two copies of Miles Morales are two options: 'use none of these 3' read wrong beside four."""
    sc = table(bases=["b10", "b40", "b40"])
    sc.char(0, "c7", 0)
    sc.char(1, "c3", 0)
    sc.hand(1, "miles_morales", "miles_morales", "with_great_power", "comes_great_responsibility")
    sc.deck(1, *["c1"] * 6)
    sc.deck(0, *["c1"] * 6)
    sc.start("score")
    while sc.pending["seat"] != 1:
        sc.answer("pass" if "pass" in sc.ids() else sc.ids()[0])
    shown = [o for o in sc.pending["options"] if o["id"] != "pass"]
    assert len(shown) >= 3
    assert next(o["label"] for o in sc.pending["options"] if o["id"] == "pass") == \
        f"Pass: use none of these {len(shown)}"
