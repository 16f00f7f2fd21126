"""Spec section 9.4: stun, wounds, KO, daze, counters, recovery."""

from tests.vs_system.builder import equipment, twist


def test_31_the_whole_stun_procedure(table, rules):
    gear = equipment(rules, "fx_gear")
    t = table()
    a = t.vanilla(0, "9/9", h=3)
    d = t.vanilla(1, "1/3", h=3, team="V", counters=2)
    (eq,) = t.hand(1, gear)
    t.s["players"][1]["hand"].remove(eq)
    t.ch(d)["eq"] = eq
    t.start().fight(a, d)
    c = t.ch(d)
    assert c["face"] == "stun" and not c["ready"] and c["c"] == 0 and c["w"] == 1 and c["eq"] is None
    assert t.where(eq) == "ko:1"


def test_32_a_one_health_character_stunned_goes_to_its_owners_ko_pile(table):
    t = table()
    a = t.vanilla(0, "9/9", h=3)
    d = t.vanilla(1, "1/3", h=1, team="V")
    t.start().fight(a, d)
    assert t.where(d) == "ko:1"


def test_33_a_lethal_wound_kos(table):
    t = table()
    a = t.vanilla(0, "9/9", h=3)
    d = t.vanilla(1, "1/3", h=3, team="V", wounds=2)
    t.start().fight(a, d)
    assert t.where(d) == "ko:1"


def test_34_a_daze_gives_no_wound(table, rules):
    daze = twist(rules, "fx_daze", [{"op": "daze", "to": {"pick": {"side": "enemy"}}}])
    t = table()
    d = t.vanilla(1, "1/3", h=1, team="V")
    (z,) = t.hand(0, daze)
    t.start().answer(f"t:{z}")
    assert t.where(d) == "play" and t.ch(d)["face"] == "stun" and not t.ch(d)["ready"] and t.ch(d)["w"] == 0


def test_35_a_wound_does_not_stun_and_two_ko(table, rules):
    hurt = twist(rules, "fx_wound", [{"op": "wound", "to": {"pick": {"side": "enemy"}}}])
    t = table()
    d = t.vanilla(1, "1/3", h=2, team="V")
    z1, z2 = t.hand(0, hurt, hurt)
    t.start().answer(f"t:{z1}")
    assert t.ch(d)["face"] == "up" and t.ch(d)["w"] == 1
    t.answer(f"t:{z2}")
    assert t.where(d) == "ko:1"


def test_36_counters_cancel(table, rules):
    minus = twist(rules, "fx_minus3", [{"op": "counters", "to": {"pick": {"side": "enemy"}}, "n": -3}])
    t = table()
    d = t.vanilla(1, "3/5", h=2, team="V", counters=2)
    (z,) = t.hand(0, minus)
    t.start().answer(f"t:{z}")
    assert t.ch(d)["c"] == -1 and t.stats(d) == (2, 4)


def test_37_def_zero_stuns_at_once(table, rules):
    minus = twist(rules, "fx_minus1", [{"op": "counters", "to": {"pick": {"side": "enemy"}}, "n": -1}])
    t = table()
    d = t.vanilla(1, "2/1", h=2, team="V")
    (z,) = t.hand(0, minus)
    t.start().answer(f"t:{z}")
    assert t.stunned(d) and t.ch(d)["w"] == 1 and t.ch(d)["c"] == 0


def test_38_a_stunned_character_cannot_get_counters(table, rules):
    plus = twist(rules, "fx_plus_any", [{"op": "counters", "to": {"pick": {"face": "any"}}, "n": 1}])
    t = table()
    d = t.vanilla(0, "2/2", h=2, face="stun", ready=False)
    (z,) = t.hand(0, plus)
    t.start().answer(f"t:{z}")
    assert t.ch(d)["c"] == 0


def test_39_the_recovery_phase_recovers_and_readies_keeping_wounds(table):
    t = table()
    a = t.vanilla(0, "1/1", h=3, face="stun", ready=False, wounds=1)
    b = t.vanilla(0, "1/1", h=3, face="stun", ready=False, wounds=2)
    c = t.vanilla(0, "1/1", h=3, ready=False)
    t.start("recovery")
    assert all(t.ch(u)["face"] == "up" and t.ch(u)["ready"] for u in (a, b, c))
    assert (t.ch(a)["w"], t.ch(b)["w"]) == (1, 2)


def test_40_recovery_by_an_effect_leaves_it_exhausted(table, rules):
    up = twist(rules, "fx_recover", [{"op": "recover", "to": {"pick": {"face": "down", "side": "you"}}}])
    t = table()
    a = t.vanilla(0, "1/1", h=3, face="stun", ready=False, wounds=1)
    (z,) = t.hand(0, up)
    t.start().answer(f"t:{z}")
    assert t.ch(a)["face"] == "up" and not t.ch(a)["ready"] and t.ch(a)["w"] == 1


def test_41_a_kod_character_goes_to_its_owners_ko_pile(table):
    t = table()
    a = t.vanilla(0, "9/9", h=3)
    d = t.vanilla(1, "1/3", h=1, team="V", owner=0)
    t.start().fight(a, d)
    assert t.where(d) == "ko:0"
