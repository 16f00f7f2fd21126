"""MCU Villains (and the cards of both teams or none): each card in a situation, and what it did."""


# -- main characters --------------------------------------------------------------------------------------

def test_abomination_l1_copies_counters_and_levels_up_gaining_atk(table):
    t = table()
    ab = t.main(0, "abomination_l1")
    t.res(0, "academy")
    buff = t.vanilla(1, "1/1", team="H", counters=3)
    t.start().answer(f"p:{ab}:0")
    assert t.ch(ab)["c"] == 3 and t.s["players"][0]["xp"] == 1
    assert buff in t.s["ch"]


def test_abomination_l2_strikes_every_melee_team_attacker(table):
    t = table(current=1)
    ab = t.main(0, "abomination_l2", row="front")
    a, b = t.vanilla(1, "2/2", team="H", h=2), t.vanilla(1, "2/3", team="H", h=2)
    t.start().fight([a, b], ab)
    assert t.stunned(a) and t.stunned(b) and t.pending["kind"] != "strike_back"


def test_abomination_l2_demands_a_fight(table):
    t = table()
    ab = t.main(0, "abomination_l2")
    t.res(0, "training_ground")
    t.vanilla(1, "1/1", team="H")
    t.start().answer(f"p:{ab}:1")
    assert t.s["hist"]["fight"] == [{"by": 0, "on": 1, "src": ab, "turn": None, "char": None}]


def test_iron_monger_l2_suits_up_past_an_enemys_atk(table):
    t = table()
    im = t.main(0, "iron_monger_l2")
    t.res(0, "fortress")
    big = t.vanilla(1, "9/2", team="H", h=2)
    t.start().answer(f"p:{im}:1")
    assert t.stats(im)[1] == 10 and t.ch(im)["c"] == 5 and big


def test_loki_l1_trickster_swaps_atk_and_def(table):
    t = table(current=1, privacy="strict")
    loki = t.main(0, "loki_l1", row="front")
    t.res(0, "academy")
    a = t.vanilla(1, "6/1", team="H", h=2)
    t.start().attack(a, loki).answer("pass").answer(f"p:{loki}:0")
    assert t.pending["kind"] == "target"
    t.answer(f"t:{a}")
    assert t.stats(a) == (1, 6)
    t.pass_exchange()
    assert not t.stunned(loki)


def test_loki_l1_enemies_bow_or_feed_him_xp(table):
    t = table()
    t.main(1, "loki_l1")
    t.res(0, "laboratory", "laboratory")
    a, b = t.hand(0, "baby_groot", "baby_groot")
    t.start("recruit").answer(f"c:{a}:front")
    assert t.pending["kind"] == "ruled" and t.pending["seat"] == 0
    t.answer("exhaust")
    assert not t.ch(a)["ready"] and t.s["players"][1]["xp"] == 0
    t.answer(f"c:{b}:front").answer("xp")
    assert t.ch(b)["ready"] and t.s["players"][1]["xp"] == 1


def test_loki_l2_makes_a_character_kneel_until_he_is_stunned(table):
    t = table()
    loki = t.main(0, "loki_l2")
    t.res(0, "fortress")
    foe = t.vanilla(1, "3/3", team="H")
    t.start().answer(f"p:{loki}:1")
    assert not t.ch(foe)["ready"]
    t.s["turn"]["seat"] = 1
    t.s["turn"]["seats"] = [1]
    from game.vs_system.engine import run
    t.s["pending"] = None
    t.s["stack"] = [{"op": "turn", "at": 2}]
    run(t.g)
    assert not t.ch(foe)["ready"]  # Recovery readied everyone else
    from game.vs_system.stun import stun
    stun(t.g, loki)
    assert not any(f.get("k") == "pin" for f in t.s["fx"])


def test_ronan_l1_ritual_bath(table):
    t = table()
    ronan = t.main(0, "ronan_l1")
    t.res(0, "laboratory")
    down = t.vanilla(1, "3/3", team="H", h=2, face="stun", ready=False)
    t.vanilla(1, "1/1", team="H")
    t.start().answer(f"p:{ronan}:0")
    assert t.where(down) == "ko:1" and t.ch(ronan)["c"] == 2


def test_ronan_l1_gains_xp_as_an_enemy_team_gathers(table):
    t = table(current=1)
    t.main(0, "ronan_l1")
    t.vanilla(1, "1/1", team="H")
    t.vanilla(1, "1/1", team="V")
    t.res(1, "laboratory")
    (groot,) = t.hand(1, "baby_groot")
    t.start("recruit").answer(f"c:{groot}:front")
    assert t.s["players"][0]["xp"] == 2  # Groot and the other face-up hero


def test_ronan_l1_counts_a_team_location_put_face_up_and_the_face_up_locations(table):
    """An enemy card bearing a team that enters play, and the face-up enemy cards of that team: a
    special location put face up in the Resource Row is such a card (it gave no XP and was not counted)."""
    t = table(current=1)
    t.main(0, "ronan_l1")
    t.vanilla(1, "1/1", team="H")
    t.res(1, "laboratory")
    tower, groot = t.hand(1, "avengers_tower", "baby_groot")
    t.start("build")
    assert next(o["label"] for o in t.pending["options"] if o["id"] == f"r:{tower}:up").endswith(
        "(pays any symbol, for MCU Heroes only)")
    t.answer(f"r:{tower}:up")
    assert t.s["players"][0]["xp"] == 2  # the tower and the face-up hero
    t.skip_to("recruit").answer(f"c:{groot}:front")
    assert t.s["players"][0]["xp"] == 5  # then Groot, the hero and the tower


def test_ronan_l2_cures_two_cards_of_a_team(table):
    t = table()
    ronan = t.main(0, "ronan_l2")
    t.res(0, "academy")
    hulk, groot, army = t.hand(1, "hulk", "baby_groot", "i_have_an_army")
    t.vanilla(1, "1/1", team="H")
    t.start().answer(f"p:{ronan}:1").answer("n:mcu_heroes")
    assert sorted(o["data"]["uid"] for o in t.pending["options"]) == sorted([hulk, groot])
    t.answer(f"h:{hulk}", f"h:{groot}")
    assert t.zone(1, "hand") == [army] and set(t.zone(1, "ko")) == {hulk, groot}


def test_ultron_l3_your_extinction(table):
    t = table()
    ul3 = t.main(0, "ultron_l3")
    t.res(0, *["fortress"] * 4)
    foe_main = t.main(1, row="front")
    foe = t.vanilla(1, "3/3", team="H")
    (res,) = t.res(1, "academy")
    t.start("formation").answer().answer(f"p:{ul3}:1")
    assert t.s["result"]["winners"] == [0]
    assert t.where(foe_main) == "ko:1" and t.where(foe) == "ko:1" and t.where(res) == "ko:1"


# -- supporting characters ------------------------------------------------------------------------------------

def test_killian_gives_three_counters(table):
    t = table()
    k = t.char(0, "killian")
    friend = t.vanilla(0, "1/1", team="V")
    t.res(0, "fortress")
    t.start().answer(f"p:{k}:0")
    assert t.ch(friend)["c"] == 3


def test_whiplash_pulls_a_back_row_enemy_forward(table):
    t = table()
    w = t.char(0, "whiplash")
    t.res(0, "laboratory")
    back = t.vanilla(1, "2/3", team="H", row="back", h=2)
    t.start().answer(f"p:{w}:0")
    assert t.ch(back)["c"] == -1 and t.ch(back)["row"] == "front"


def test_crossbones_attacks_only_main_characters(table):
    t = table()
    cb = t.char(0, "crossbones")
    m = t.main(1, row="front")
    s = t.vanilla(1, "1/1", team="H")
    t.start().answer(f"a:{cb}")
    assert f"d:{m}" in t.ids() and f"d:{s}" not in t.ids()


def test_mandarin_reveals_his_identity(table):
    t = table()
    a = t.vanilla(0, "9/9", h=3, team="H")
    mandarin = t.char(1, "mandarin")
    (rings,) = t.btc(1, "the_ten_rings")
    t.start().fight(a, mandarin)
    assert t.where(mandarin) == "gone:1" and t.where(rings) == "hand:1"


def test_the_ten_rings_goes_back_behind_the_camera_at_the_end_of_the_turn(table):
    t = table()
    t.res(0, "laboratory")
    (rings,) = t.hand(0, "the_ten_rings")
    t.start("recruit").answer(f"c:{rings}:front")
    assert t.where(rings) == "play" and t.stats(rings) == (10, 10)
    t.skip_to("main")
    if t.pending["kind"] == "main":
        t.answer("end")
    t.answer("go")
    assert t.where(rings) == "btc:0"


def test_trevor_slattery_never_enters_play_nor_the_resource_row(table):
    t = table()
    t.res(0, "laboratory", "laboratory")
    (trevor,) = t.hand(0, "trevor_slattery")
    t.start("build")
    assert not any(i.startswith(f"r:{trevor}") for i in t.ids())
    t.skip_to("recruit")
    assert t.pending is None or t.pending["kind"] != "recruit" or not any(trevor in i for i in t.ids())


def test_destroyer_odinforce_blast(table):
    t = table(privacy="strict")
    d = t.char(0, "destroyer")
    t.res(0, "laboratory")
    foe = t.vanilla(1, "0/9", team="H", h=2)
    t.start().attack(d, foe).answer(f"p:{d}:0")
    assert t.stats(d) == (10, 3)
    t.pass_exchange()
    assert t.stunned(foe)


def test_nebula_fights_her_rival_harder(table):
    t = table()
    neb = t.char(0, "nebula")
    t.ch(neb)["named"] = "Gamora"
    gam = t.char(1, "gamora")
    t.start().fight(neb, gam)
    assert t.stunned(gam) and not t.stunned(neb)  # 8/8 against 5/5


def test_iron_monger_the_golden_goose(table):
    t = table()
    im = t.char(0, "iron_monger")
    t.res(0, "academy", "laboratory", "laboratory")
    (groot,) = t.ko_pile(1, "baby_groot")
    t.start("build").answer(f"p:{im}:0")
    t.skip_to("recruit").answer(f"c:{groot}:front")
    assert t.where(groot) == "play" and t.s["cards"][groot][1] == 1


def test_ronan_you_stand_accused(table):
    t = table()
    r = t.char(0, "ronan")
    t.res(0, "fortress")
    down = t.vanilla(1, "1/1", team="H", h=2, face="stun", ready=False)
    t.vanilla(1, "1/1", team="H")
    t.start().answer(f"p:{r}:0")
    assert t.where(down) == "ko:1"


def test_chitauri_leviathan_readies_a_villain_with_flight(table):
    t = table()
    lev = t.char(0, "chitauri_leviathan")
    tired = t.vanilla(0, "3/3", team="V", ready=False)
    t.res(0, "training_ground")
    t.vanilla(1, "1/1", team="H")
    t.start().answer(f"p:{lev}:1")
    assert t.ch(tired)["ready"] and t.flies(tired)


def test_malekith_sets_a_hand_aside_for_the_turn(table):
    t = table()
    mal = t.char(0, "malekith")
    t.res(0, "academy")
    hand = t.hand(1, "hulk", "drax")
    t.start().answer(f"p:{mal}:0")
    assert t.zone(1, "hand") == [] and t.zone(1, "night") == hand
    if t.pending["kind"] == "main":
        t.answer("end")
    t.answer("go")
    assert set(hand) <= set(t.zone(1, "hand"))


def test_abomination_is_jealous(table):
    t = table()
    ab = t.char(0, "abomination")
    k = t.char(0, "killian")
    t.vanilla(0, "1/1", team="V")
    t.res(0, "fortress")
    t.start().answer(f"p:{k}:0")
    assert t.pending["kind"] == "target"
    t.choose(lambda o: "Abomination" not in o["label"])
    assert t.pending["kind"] == "may"
    t.answer("yes")
    assert t.ch(ab)["c"] == 1


def test_red_skull_bars_enemy_team_plot_twists_and_team_locations_face_up(table):
    t = table()
    t.char(1, "red_skull")
    hero = t.vanilla(0, "1/1", team="H")
    tower, twist = t.hand(0, "avengers_tower", "no_you_move")
    t.start("build")
    assert f"r:{tower}:up" not in t.ids() and f"r:{tower}:down" in t.ids()
    assert hero and twist


def test_loki_burdened_with_glorious_purpose(table):
    t = table(current=1, privacy="strict")
    t.char(0, "loki", row="back")
    defender = t.vanilla(0, "2/2", team="V", h=2)
    (drax,) = t.hand(0, "drax")
    a = t.vanilla(1, "7/7", team="H", h=2)
    t.start().attack(a, defender).answer("pass")
    t.choose(lambda o: "Loki" in o["label"])
    t.answer(f"x:{drax}")
    t.answer(f"t:{defender}")
    assert t.stats(defender) == (8, 8) and t.where(drax) == "ko:0"


def test_winter_soldier_bars_enemy_plot_twists_in_his_combat(table):
    t = table(privacy="strict")
    ws = t.char(0, "winter_soldier")
    d = t.vanilla(1, "1/9", team="H", h=2)
    (z,) = t.hand(1, "no_you_move")
    t.start().attack(ws, d).answer("pass")
    assert t.pending["seat"] == 1 and f"t:{z}" not in t.ids()


def test_i_have_an_army(table):
    t = table()
    a, b = t.vanilla(0, "1/1", team="V"), t.vanilla(0, "2/2", team="V")
    m = t.main(0)
    (z,) = t.hand(0, "i_have_an_army")
    t.start().answer(f"t:{z}")
    assert t.ch(a)["c"] == 1 and t.ch(b)["c"] == 1 and t.ch(m)["c"] == 0


def test_two_more_grow_in_its_place(table):
    t = table(current=1, privacy="strict")
    d = t.vanilla(0, "1/3", team="V", h=1)
    (z,) = t.hand(0, "two_more_grow")
    t.deck(0, "academy", "academy")
    a = t.vanilla(1, "9/9", team="H", h=2)
    t.start().attack(a, d).answer("pass").answer(f"t:{z}")
    assert t.stats(d) == (3, 3)
    t.pass_exchange()
    assert t.where(d) == "ko:0" and len(t.zone(0, "hand")) == 2


def test_hes_a_friend_from_work_cancels_a_fight_of_one_side(table):
    t = table(privacy="strict")
    a = t.vanilla(0, "9/9", team="V", h=2)
    d = t.vanilla(1, "1/1", team="V", h=2)
    t.vanilla(1, "1/1", team="V", row="back")
    (z,) = t.hand(1, "friend_from_work")
    t.start().attack(a, d).answer("pass").answer(f"t:{z}")
    assert t.s["combat"] is None and not t.stunned(d)


def test_hes_a_friend_from_work_boosts_when_good_meets_evil(table):
    t = table(privacy="strict")
    a = t.vanilla(0, "4/4", team="H", h=2)
    d = t.vanilla(1, "3/4", team="V", h=2)
    (z,) = t.hand(1, "friend_from_work")
    t.start().attack(a, d).answer("pass").answer(f"t:{z}").answer(f"t:{d}")
    assert t.stats(d) == (5, 6)


def test_sokovia_pays_for_villains_and_each_basic_location_for_its_symbol(table):
    t = table()
    k = t.char(0, "killian")
    w = t.char(0, "whiplash")
    t.res(0, "sokovia")
    t.vanilla(1, "1/1", team="H")
    t.start()
    assert f"p:{k}:0" in t.ids() and f"p:{w}:0" in t.ids()
    for loc, symbol in (("laboratory", "energy"), ("academy", "intellect"), ("fortress", "might"),
                        ("training_ground", "skill")):
        d = t.rules.book.defs[loc]
        assert d.provides == (symbol,) and d.basic and not d.teams


def test_sokovia_accords_and_avengers_tower_are_hero_cards(loaded):
    c = loaded.content
    assert c.get("cards", "avengers_tower").teams == ["mcu_heroes"]
    assert c.get("cards", "sokovia").teams == ["mcu_villains"]

