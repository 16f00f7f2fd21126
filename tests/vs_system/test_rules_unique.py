"""Spec section 9.8: uniqueness, the main character's name, power-ups, AKA, Swarm, control changes."""

from tests.vs_system.builder import twist


def test_65_a_second_copy_kos_the_first(table):
    t = table()
    old = t.char(0, "rocket", wounds=0)
    t.res(0, "laboratory", "academy")
    (new,) = t.hand(0, "rocket")
    t.start("recruit").answer(f"c:{new}:back")
    assert t.where(old) == "ko:0" and t.where(new) == "play"
    assert t.ch(new)["ready"] and t.ch(new)["w"] == 0


def test_65b_the_recruit_button_says_the_older_copy_will_be_kod(table):
    t = table()
    t.char(0, "rocket", wounds=0)
    t.res(0, "laboratory", "academy", "academy")
    new, groot = t.hand(0, "rocket", "baby_groot")
    t.start("recruit")
    labels = dict(zip(t.ids(), t.labels()))
    assert "your Rocket in play is KO'd" in labels[f"c:{new}:back"]
    assert "KO'd" not in labels[f"c:{groot}:back"]


def test_66_nobody_recruits_a_character_named_like_their_main_character(table):
    t = table()
    t.main(0, "iron_man_l1")
    t.res(0, *["laboratory"] * 4)
    (im,) = t.hand(0, "iron_man")
    t.start("recruit")
    assert not any(i.startswith(f"c:{im}") for i in t.ids())


def test_67_a_power_up_in_combat_counts_toward_the_strike(table):
    t = table()
    im = t.main(0, "iron_man_l1", row="front")
    (card,) = t.hand(0, "iron_man")
    d = t.vanilla(1, "1/4", team="V", h=2)
    t.start().attack(im, d)
    assert f"u:{card}:{im}" in t.ids()
    t.answer(f"u:{card}:{im}")
    assert t.ch(im)["c"] == 1 and t.where(card) == "ko:0"
    t.pass_exchange()
    assert t.stunned(d)  # 4 ATK against DEF 4


def test_68_bruce_banner_blocks_hulk_recruits_but_hulk_powers_him_up(table):
    t = table()
    t.main(0, "bruce_banner_l1", row="back")
    t.res(0, *["fortress"] * 7)
    (hulk,) = t.hand(0, "hulk")
    t.start("recruit")
    assert not any(i.startswith(f"c:{hulk}") for i in t.ids())
    t2 = table()
    bruce = t2.main(0, "bruce_banner_l1", row="back")
    (hulk2,) = t2.hand(0, "hulk")
    t2.start().answer(f"u:{hulk2}:{bruce}")
    assert t2.ch(bruce)["c"] == 1 and t2.where(hulk2) == "ko:0"


def test_69_swarm_characters_share_a_name(table):
    t = table()
    old = t.char(0, "chitauri_leviathan")
    t.res(0, *["training_ground"] * 5)
    (new,) = t.hand(0, "chitauri_leviathan")
    t.start("recruit").answer(f"c:{new}:front")
    assert t.where(old) == "play" and t.where(new) == "play"


def test_70_taking_control_kos_your_older_copy(table, rules):
    grab = twist(rules, "fx_grab", [{"op": "take_control", "to": {"pick": {"side": "enemy"}}}])
    t = table()
    mine = t.char(0, "nebula")
    theirs = t.char(1, "nebula")
    (z,) = t.hand(0, grab)
    t.start().answer(f"t:{z}")
    assert t.where(mine) == "ko:0" and t.ch(theirs)["ctrl"] == 0


def test_70b_control_changes_but_the_owner_stays(table, rules):
    grab = twist(rules, "fx_grab", [{"op": "take_control", "to": {"pick": {"side": "enemy"}}}])
    t = table()
    theirs = t.vanilla(1, "1/1", team="V")
    t.vanilla(1, "5/5", team="V", h=2)
    (z,) = t.hand(0, grab)
    t.start().answer(f"t:{z}").answer(f"t:{theirs}")
    assert t.ch(theirs)["ctrl"] == 0 and t.s["cards"][theirs][1] == 1
