"""Spec section 9.9: levelling up and the named cards' special rules."""

from tests.vs_system.builder import twist


def _ready(t, *uids):
    for u in uids:
        t.ch(u)["ready"] = True


def test_71_cap_gains_xp_in_the_first_attack_only(table):
    t = table()
    cap = t.main(0, "captain_america_l1", row="front")
    d = t.vanilla(1, "0/9", team="V", h=3)
    t.start().fight(cap, d)
    assert t.s["players"][0]["xp"] == 1
    _ready(t, cap)
    t.main_again().fight(cap, d)
    assert t.s["players"][0]["xp"] == 1


def test_72_cap_levels_up_keeping_everything(table):
    t = table()
    cap = t.main(0, "captain_america_l1", row="front", wounds=2, counters=1)
    t.s["players"][0]["xp"] = 3
    d = t.vanilla(1, "0/20", team="V", h=3)
    t.start().attack(cap, d)
    c = t.ch(cap)
    assert t.card_id(cap) == "captain_america_l2" and t.s["players"][0]["xp"] == 0
    assert c["w"] == 2 and c["c"] == 1 and not c["ready"] and c["row"] == "front" and c["face"] == "up"
    assert t.card_id(t.s["players"][0]["aside"]) == "captain_america_l1"


def test_73_ready_to_follow_in_the_first_attack_only(table):
    t = table()
    cap = t.main(0, "captain_america_l1", row="front")
    a, b = t.vanilla(0, "2/2"), t.vanilla(0, "1/1")
    t.res(0, "fortress", "fortress")
    d = t.vanilla(1, "0/30", team="V", h=3)
    t.start().attack([cap, a, b], d)
    t.answer(f"p:{cap}:0")
    assert [t.ch(u)["c"] for u in (cap, a, b)] == [2, 2, 2]
    t.pass_exchange()
    _ready(t, cap)
    t.main_again().attack(cap, d)
    assert f"p:{cap}:0" not in t.ids()


def test_74_no_xp_while_the_level_1_is_stunned(table):
    t = table()
    t.main(1, "loki_l1", face="stun", ready=False)
    t.res(0, "laboratory")
    (groot,) = t.hand(0, "baby_groot")
    t.start("recruit").answer(f"c:{groot}:front")
    assert t.s["players"][1]["xp"] == 0 and t.ch(groot)["ready"]


def test_75_levelling_up_in_an_attack_keeps_the_attacker(table):
    t = table()
    cap = t.main(0, "captain_america_l1", row="front")
    t.s["players"][0]["xp"] = 3
    d = t.vanilla(1, "0/6", team="V", h=3)
    t.start().fight(cap, d)
    assert t.card_id(cap) == "captain_america_l2" and t.stunned(d)  # ATK 6 at the strike


def test_76_bruce_banner_attacks_as_the_hulk(table):
    t = table(privacy="strict")
    bruce = t.main(0, "bruce_banner_l1", row="front", wounds=1)
    d = t.vanilla(1, "0/8", team="V", h=3)
    t.start().attack(bruce, d)
    assert t.card_id(bruce) == "hulk_l2" and t.ch(bruce)["w"] == 1 and not t.ch(bruce)["ready"]
    assert t.s["combat"]["att"] == [bruce]
    t.pass_exchange()
    assert t.stunned(d)


def test_77_thors_journey_gives_exactly_one_xp_on_the_last_step(table):
    t = table()
    thor = t.main(0, "thor_l1", row="front")
    x, y = t.vanilla(0, "1/1"), t.vanilla(0, "1/1")
    d = t.vanilla(1, "0/30", team="V", h=3)
    t.start()

    def again(att):
        _ready(t, *att)
        t.main_again().fight(att, d)
    t.fight(thor, d)
    again([thor, x])
    again([thor])
    assert t.s["players"][0]["xp"] == 0 and t.card_id(thor) == "thor_l1"
    again([thor, x, y])
    assert t.card_id(thor) == "thor_l2"  # level up needs 1 XP


def test_78_dance_off(table):
    t = table()
    sl = t.main(0, "star_lord_l1", row="back")
    a, b = t.vanilla(0, "1/1"), t.vanilla(0, "1/1")
    c, e = t.vanilla(1, "1/1", team="V"), t.vanilla(1, "1/1", team="V")
    t.start("end")
    assert t.pending["kind"] == "may"
    t.answer("yes")
    for seat, uid in ((0, sl), (1, c), (0, a), (1, e), (0, b)):
        assert t.pending["kind"] == "dance_off" and t.pending["seat"] == seat
        t.answer(f"x:{uid}")
    assert t.s["players"][0]["xp"] == 1
    assert "Player 1 wins the Dance Off" in t.log_text()


def test_78_no_dance_off_is_called_with_no_ready_character_to_dance_with(table):
    """The caller exhausts first: with every character of theirs exhausted they would drop out at
    once and never win, so the turn ends without asking."""
    t = table()
    sl = t.main(0, "star_lord_l1", row="back")
    a = t.vanilla(0, "1/1")
    t.vanilla(1, "1/1", team="V")
    for u in (sl, a):
        t.ch(u)["ready"] = False
    t.start("end")
    assert not (t.pending and t.pending["kind"] in ("may", "dance_off"))
    assert "Dance Off" not in t.log_text() and t.s["turn"]["seat"] == 1


def test_79_falcon_is_never_struck_by_a_flier(table):
    t = table()
    falcon = t.char(0, "falcon")
    d = t.vanilla(1, "5/3", team="V", flight=True, h=2)
    t.start().fight(falcon, d)
    assert t.stunned(d) and not t.stunned(falcon)


def test_80_half_celestial(table, rules):
    hurt = twist(rules, "fx_hurt_sl", [{"op": "wound", "to": {"pick": {"side": "you", "kind": "supporting"}}}])
    t = table()
    main = t.main(0)
    sl = t.char(0, "star_lord")  # health 1
    (z,) = t.hand(0, hurt)
    t.start().answer(f"t:{z}")
    assert t.where(sl) == "play" and t.ch(sl)["w"] == 1
    from game.vs_system.stun import stun
    g = t.g
    stun(g, main)
    from game.vs_system.stun import settle
    settle(g)
    assert t.where(sl) == "ko:0"


def test_80b_half_celestial_works_face_down(table):
    t = table()
    t.main(0)
    a = t.vanilla(1, "9/9", team="V", h=3)
    sl = t.char(0, "star_lord")
    t.s["turn"]["seat"] = 1
    t.s["turn"]["seats"] = [1]
    t.start().fight(a, sl)
    assert t.where(sl) == "play" and t.stunned(sl) and t.ch(sl)["w"] == 1


def test_81_hulk_like_raging_fire(table):
    t = table(privacy="strict")
    a = t.vanilla(0, "9/9", h=3)
    hulk = t.char(1, "hulk")
    t.res(1, "fortress")
    t.start().attack(a, hulk).answer("pass")
    t.answer(f"p:{hulk}:0")
    t.answer("n7")
    assert t.stats(hulk) == (14, 14)
    t.pass_exchange()
    assert t.stunned(a) and not t.stunned(hulk)
    assert t.stats(hulk) == (7, 7)


def test_82_rocket_needs_two_different_names(table):
    t = table()
    rocket = t.char(0, "rocket")
    t.res(0, "academy")
    t.ko_pile(0, "crossbones", "crossbones", "crossbones")
    t.vanilla(1, "1/1", team="V")
    t.start()
    offer = next(o["label"] for o in t.pending["options"] if o["id"] == f"p:{rocket}:0")
    assert offer.endswith("(nothing would happen: your KO pile lacks two different names)")  # warned first
    t.answer(f"p:{rocket}:0")
    assert len(t.zone(0, "hand")) == 0 and len(t.zone(0, "ko")) == 3
    assert "fewer than two different names" in t.log_text()


def test_82b_rocket_takes_what_the_enemy_picks(table):
    t = table()
    rocket = t.char(0, "rocket")
    t.res(0, "academy")
    hulk, groot = t.ko_pile(0, "hulk", "baby_groot")
    t.vanilla(1, "1/1", team="V")
    t.start()
    assert "nothing would happen" not in next(o["label"] for o in t.pending["options"] if o["id"] == f"p:{rocket}:0")
    t.answer(f"p:{rocket}:0")
    t.answer(f"k:{hulk}").answer(f"k:{groot}")
    assert t.pending["seat"] == 1
    t.answer(f"k:{groot}")
    assert t.where(groot) == "hand:0" and t.where(hulk) == "ko:0"


def test_83_abominations_demand(table):
    t = table(current=1)
    abom = t.main(0, "abomination_l2", row="front")
    t.res(0, "training_ground")
    drax = t.char(1, "drax", row="back")
    other = t.vanilla(1, "3/3", team="H")
    t.s["hist"]["fight"].append({"by": 0, "on": 1, "src": abom, "turn": None, "char": None})
    t.start("formation").answer()
    assert t.pending["kind"] == "demand" and t.pending["seat"] == 0
    t.answer(f"c:{drax}")
    if t.pending["kind"] == "build_end":
        t.answer("main")
    assert t.ch(drax)["row"] == "front"
    assert f"a:{drax}" in t.ids() and f"a:{other}" not in t.ids() and "end" in t.ids()
    t.answer(f"a:{drax}")
    assert [i for i in t.ids() if i.startswith("d:")] == [f"d:{abom}"]


def test_83b_the_demand_lapses_when_the_character_cannot_attack(table):
    t = table(current=1)
    abom = t.main(0, "abomination_l2", row="front")
    drax = t.char(1, "drax", face="stun", ready=False)
    other = t.vanilla(1, "3/3", team="H")
    t.s["hist"]["fight"].append({"by": 0, "on": 1, "src": abom, "turn": t.s["turn"]["n"], "char": drax,
                                 "armed": True})
    t.start()
    assert f"a:{other}" in t.ids()


def test_84_steal_idea_counts_recruits_of_cards_you_dont_own(table):
    t = table(current=1)
    t.main(0, "iron_monger_l1")
    t.res(1, "laboratory", "laboratory")
    mine, theirs = t.hand(1, "baby_groot", "killian")
    t.s["cards"][theirs][1] = 0  # owned by Iron Monger's player
    t.start("recruit").answer(f"c:{mine}:front")
    assert t.s["players"][0]["xp"] == 1
    t.answer(f"c:{theirs}:front")
    assert t.s["players"][0]["xp"] == 1


def test_84b_steal_idea_counts_iron_mongers_own_recruit_from_an_enemy_ko_pile(table):
    t = table()
    im = t.main(0, "iron_monger_l1")
    t.res(0, "academy", "laboratory", "laboratory")
    (groot,) = t.ko_pile(1, "baby_groot")
    t.start("build").answer(f"p:{im}:0")
    assert t.s["turn"]["koc"] == [[1, groot, 0]]
    t.skip_to("recruit").answer(f"c:{groot}:front")
    assert t.where(groot) == "play" and t.s["players"][0]["xp"] == 1 and t.s["cards"][groot][1] == 1


def test_84c_a_great_idea_after_the_recruit_step_says_it_would_do_nothing(table):
    """Offered when the Build Phase ends, it is paid for and recruits nothing: the option says so, as
    Heimdall's does."""
    t = table()
    im = t.main(0, "iron_monger_l1", row="back")
    t.main(1, row="back")
    t.res(0, "academy", "academy", "fortress")
    t.ko_pile(1, "falcon")
    t.start("build")
    early = next(o["label"] for o in t.pending["options"] if o["id"] == f"p:{im}:0")
    assert "nothing would happen" not in early
    t.skip_to("formation").answer()
    late = next(o["label"] for o in t.pending["options"] if o["id"] == f"p:{im}:0")
    assert late.endswith("(nothing would happen: the Recruit Step is over)")


def test_85_the_ultron_facility(table):
    t = table()
    u1 = t.main(0, "ultron_l1", row="front")
    t.res(0, "laboratory")
    fac = list(t.zone(0, "facility"))
    assert [t.card_id(u) for u in fac] == ["ultron_l1", "ultron_l1", "ultron_l2", "ultron_l2", "ultron_l3"]
    t.start("build").answer(f"p:{u1}:1").answer("back")
    new = fac[0]
    assert t.where(new) == "play" and t.ch(new)["main"] and len(t.zone(0, "facility")) == 4
    from game.vs_system.stun import ko, settle
    g = t.g
    ko(g, u1)
    settle(g)
    assert t.where(u1) == "facility:0" and t.s["result"] is None
    ko(g, new)
    settle(g)
    assert len(t.zone(0, "facility")) == 6 and t.s["result"]["winners"] == [1]


def test_86_mandarin_is_removed_and_a_random_identity_comes_to_hand(table):
    t = table()
    a = t.vanilla(0, "9/9", h=3)
    mandarin = t.char(1, "mandarin")
    t.btc(1, "trevor_slattery", "trevor_slattery", "the_ten_rings")
    t.start().fight(a, mandarin)
    assert t.where(mandarin) == "gone:1" and len(t.zone(1, "btc")) == 2 and len(t.zone(1, "hand")) == 1
    assert t.card_id(t.zone(1, "hand")[0]) in ("trevor_slattery", "the_ten_rings")
    assert any(e["kind"] == "shuffle" for e in t.events)


def test_87_nebula_names_a_character_not_in_play(table):
    t = table()
    t.res(0, *["laboratory"] * 3)
    (neb,) = t.hand(0, "nebula")
    t.start("recruit").answer(f"c:{neb}:front")
    assert t.pending["kind"] == "name" and "n:Drax" in t.ids()
    t.answer("n:Drax")
    assert t.ch(neb)["named"] == "Drax"


def test_87b_nebula_names_a_character_in_play_by_clicking_it(table):
    t = table()
    thor = t.char(1, "thor")
    t.res(0, *["laboratory"] * 3)
    (neb,) = t.hand(0, "nebula")
    t.start("recruit").answer(f"c:{neb}:front")
    first = t.s["pending"]["options"][0]
    assert first["id"] == "n:Thor" and first["path"] == [f"char:{thor}"]
    t.answer("n:Thor")
    assert t.ch(neb)["named"] == "Thor"


def test_87c_the_attack_forecast_counts_nebulas_rival(table):
    t = table()
    thor = t.char(1, "thor")
    neb = t.char(0, "nebula")
    t.ch(neb)["named"] = "Thor"
    t.start().answer(f"a:{neb}")
    label = next(lb for i, lb in zip(t.ids(), t.labels()) if i == f"d:{thor}")
    assert label.startswith("Attack Thor (Player 2): 8 ATK vs DEF 6: stuns")
