"""MCU Heroes: each card in a situation from the rulebook or its own text, and what it did."""

from tests.vs_system.builder import fixture, twist


# -- main characters ------------------------------------------------------------------------------------

def test_captain_america_l1_gains_xp_leading_the_first_attack(table):
    t = table()
    cap = t.main(0, "captain_america_l1", row="front")
    d = t.vanilla(1, "0/9", team="V", h=3)
    t.start().fight(cap, d)
    assert t.s["players"][0]["xp"] == 1


def test_captain_america_l2_assembles_the_team(table, rules):
    hawkeye = fixture(rules, 1, 1, 1, name="hawkeye")
    t = table()
    cap = t.main(0, "captain_america_l2")
    for cid in ("black_widow", "hulk", "iron_man", "thor"):
        t.char(0, cid)
    t.res(0, "academy")
    t.start("formation").answer()
    assert f"p:{cap}:1" in t.ids()
    t.answer(f"p:{cap}:1")
    assert t.s["result"] is None  # no Hawkeye in this set
    t2 = table()
    cap2 = t2.main(0, "captain_america_l2")
    for cid in ("black_widow", "hulk", "iron_man", "thor", hawkeye):
        t2.char(0, cid)
    t2.res(0, "academy")
    t2.start("formation").answer().answer(f"p:{cap2}:1")
    assert t2.s["result"]["winners"] == [0]


def test_bruce_banner_draws_one_more_and_turns_into_the_hulk_to_attack(table):
    t = table()
    bruce = t.main(0, "bruce_banner_l1", row="front")
    t.deck(0, "academy", "academy", "academy", "academy")
    t.start("draw")
    assert len(t.zone(0, "hand")) == 3
    d = t.vanilla(1, "0/8", team="V", h=3)
    t.skip_to("main").fight(bruce, d)
    assert t.card_id(bruce) == "hulk_l2" and t.ch(d)["w"] == 1


def test_hulk_l2_cannot_draw_and_calms_down_when_he_does_not_attack(table):
    t = table()
    hulk = t.main(0, "hulk_l2")
    t.s["players"][0]["aside"] = t._new("bruce_banner_l1", 0)
    t.deck(0, "academy", "academy", "academy")
    t.vanilla(1, "1/1", team="V")
    t.start("draw")
    assert t.pending["kind"] == "formation" and t.zone(0, "hand") == []
    t2 = table()
    hulk2 = t2.main(0, "hulk_l2")
    t2.s["players"][0]["aside"] = t2._new("bruce_banner_l1", 0)
    t2.start("end")
    assert t2.card_id(hulk2) == "bruce_banner_l1" and hulk


def test_hulk_l2_turns_back_into_bruce_when_stunned(table):
    t = table()
    hulk = t.main(0, "hulk_l2", row="front")
    t.s["players"][0]["aside"] = t._new("bruce_banner_l1", 0)
    d = t.vanilla(1, "8/20", team="V", h=3)
    t.start().fight(hulk, d)
    assert t.card_id(hulk) == "bruce_banner_l1" and t.stunned(hulk) and t.ch(hulk)["w"] == 1


def test_iron_man_l1_day_11_counts_every_use_and_levels_from_counters(table):
    t = table()
    im = t.main(0, "iron_man_l1")
    t.res(0, "academy")
    t.s["hist"]["day11"]["0"] = 2
    t.start().answer(f"p:{im}:0")
    assert t.ch(im)["c"] == 3
    t.s["players"][0]["xp"] = 4
    if t.pending["kind"] == "main":
        t.answer("end")
    t.answer("go")
    assert t.card_id(im) == "iron_man_l2"  # 4 + 3 XP at the end of the turn


def test_iron_man_l2_arc_reactor_draws_for_each_card_played(table):
    t = table()
    im = t.main(0, "iron_man_l2")
    t.res(0, "laboratory")
    groot, lab = t.hand(0, "baby_groot", "academy")
    t.deck(0, "fortress", "fortress", "fortress")
    t.start("build").answer(f"p:{im}:1")
    t.answer(f"r:{lab}:up")
    assert len(t.zone(0, "hand")) == 2
    t.answer(f"c:{groot}:front")
    assert len(t.zone(0, "hand")) == 2  # one card played, one drawn


def test_star_lord_l1_legendary_outlaw_stuns_a_new_attacker_only(table):
    t = table(privacy="strict")
    a = t.vanilla(0, "9/9", h=3)
    sl = t.main(1, "star_lord_l1", row="front")
    t.res(1, "training_ground")
    t.start().attack(a, sl).answer("pass")
    assert f"p:{sl}:0" in t.ids()
    t.answer(f"p:{sl}:0")
    assert t.stunned(a)
    t2 = table(privacy="strict")
    a2 = t2.vanilla(0, "9/9", h=3)
    sl2 = t2.main(1, "star_lord_l1", row="front")
    t2.res(1, "training_ground")
    t2.s["hist"]["outlaw"][sl2] = [t2.name_of(a2).lower()]
    t2.start().attack(a2, sl2).answer("pass")
    assert f"p:{sl2}:0" not in t2.ids()


def test_star_lord_l2_picks_one_of_three(table):
    t = table()
    sl = t.main(0, "star_lord_l2")
    t.res(0, "academy")
    t.deck(0, "fortress", "fortress")
    t.hand(1, "hulk", "drax")
    t.start("formation").answer().answer(f"p:{sl}:1")
    assert t.pending["kind"] == "mode" and len(t.ids()) == 3
    t.answer("m2")
    assert len(t.zone(0, "hand")) == 1
    assert t.pending["kind"] == "discard" and t.pending["seat"] == 1
    t.answer(t.ids()[0])
    assert len(t.zone(1, "hand")) == 1 and len(t.zone(1, "ko")) == 1


def test_thor_l1_cast_out_takes_no_plus_counters_and_no_boost_above_printed(table, rules):
    plus = twist(rules, "fx_plus2_thor", [{"op": "counters", "to": {"pick": {"side": "you"}}, "n": 2},
                                          {"op": "boost", "to": {"pick": {"side": "you"}}, "atk": 3, "def": 3,
                                           "until": "turn"}])
    t = table()
    thor = t.main(0, "thor_l1")
    (z,) = t.hand(0, plus)
    (card,) = t.hand(0, "thor")
    t.start()
    assert not any(i.startswith(f"u:{card}") for i in t.ids())
    t.answer(f"t:{z}")
    assert t.ch(thor)["c"] == 0 and t.stats(thor) == (3, 4)


def test_thor_l2_is_never_lowered_and_blasts_an_enemy_main(table, rules):
    minus = twist(rules, "fx_minus_thor", [{"op": "counters", "to": {"pick": {"side": "enemy"}}, "n": -2}])
    t = table()
    thor = t.main(0, "thor_l2")
    t.res(0, "laboratory")
    enemy = t.main(1, row="front")
    t.ch(enemy)["c"] = 4
    t.start().answer(f"p:{thor}:1")
    assert t.ch(enemy)["c"] == -2 and t.stats(enemy) == (0, 4)
    t2 = table(current=1)
    thor2 = t2.main(0, "thor_l2")
    (z,) = t2.hand(1, minus)
    t2.vanilla(1, "1/1", team="V")
    t2.start().answer(f"t:{z}")
    assert t2.ch(thor2)["c"] == 0 and t2.stats(thor2) == (6, 6)


# -- supporting characters ---------------------------------------------------------------------------------

def test_baby_groot_grows_six_counters_when_powered_up(table):
    t = table()
    groot = t.char(0, "baby_groot")
    (card,) = t.hand(0, "baby_groot")
    t.start().answer(f"u:{card}:{groot}")
    assert t.ch(groot)["c"] == 6 and t.stats(groot) == (7, 7)


def test_baby_groots_power_up_says_it_gives_six_counters(table):
    """Seen in a real window: the button read "discard Baby Groot for a +1/+1 counter" while his
    I. Am. Groot? makes it six."""
    t = table()
    groot = t.char(0, "baby_groot")
    (card,) = t.hand(0, "baby_groot")
    t.start()
    label = next(o["label"] for o in t.pending["options"] if o["id"] == f"u:{card}:{groot}")
    assert label == "Power up Baby Groot: discard Baby Groot for a +1/+1 counter and I. Am. Groot? adds 5 more (6 in all)"


def test_heimdall_searches_for_a_character_costing_the_recruit_points_spent(table):
    t = table()
    heim = t.char(0, "heimdall")
    t.res(0, "laboratory", "academy", "fortress", "fortress")
    t.deck(0, "hulk", "falcon", "academy")
    t.hand(0, "baby_groot")
    t.start("recruit")
    assert t.s["turn"]["rp"]["0"] == 4
    t.answer(f"p:{heim}:0")
    assert t.pending["prompt"] == "Keeper of the Bifrost: you have 4 recruit points to spend."
    falcon = next(o["data"]["uid"] for o in t.pending["options"] if "Falcon" in o["label"])
    assert not any("Hulk" in lb for lb in t.labels())  # costs 7: more than the 4 points
    search = next(e for e in t.events if e["kind"] == "search")
    assert search["visible_to"] == [0] and search["private"]["text"] == "You search your deck."
    assert search["text"].endswith("searches their deck.")  # what the others read
    t.answer(f"{falcon}:back")
    assert t.where(falcon) == "play" and t.s["turn"]["rp"]["0"] == 1


def test_heimdall_with_one_recruit_point_says_point(table):
    """Seen in a real window: 'you have 1 recruit points to spend'."""
    t = table()
    heim = t.char(0, "heimdall")
    t.res(0, "laboratory")
    t.deck(0, "baby_groot")
    t.start("recruit").answer(f"p:{heim}:0")
    assert t.pending["prompt"] == "Keeper of the Bifrost: you have 1 recruit point to spend."


def test_heimdall_finds_a_character_for_the_row_clicked_on_the_table(table):
    """Seen in a real window: after clicking the found Baby Groot, clicking the front row did nothing
    (the option named only the card), so the row could be chosen only in the prompt."""
    t = table()
    heim = t.char(0, "heimdall")
    t.res(0, "laboratory")
    (groot,) = t.deck(0, "baby_groot")
    t.start("recruit").answer(f"p:{heim}:0")
    side = t.s["side"][0]
    paths = {o["id"]: o["path"] for o in t.pending["options"]}
    assert paths[f"{groot}:front"] == [f"card:{groot}", f"row:{side}:front"]
    assert paths[f"{groot}:back"] == [f"card:{groot}", f"row:{side}:back"]


def test_heimdall_finding_a_second_heimdall_says_the_first_is_kod(table):
    """Only one character of a name per side: the button that brings the second says what it costs."""
    t = table()
    heim = t.char(0, "heimdall")
    t.res(0, "laboratory")
    (other,) = t.deck(0, "heimdall")
    t.start("recruit").answer(f"p:{heim}:0")
    label = next(o["label"] for o in t.pending["options"] if o["id"] == f"{other}:back")
    assert label == "Put Heimdall into your back row (spend 1 recruit point; your Heimdall in play is KO'd, one per name)"
    t.answer(f"{other}:back")
    assert t.where(other) == "play" and t.where(heim) == "ko:0"


def test_heimdall_warns_when_the_search_could_find_nothing(table):
    t = table()
    heim = t.char(0, "heimdall")
    t.res(0, "laboratory", "academy")
    t.deck(0, "hulk", "academy")  # Hulk costs 7: two points cannot bring him
    t.start("recruit")
    offer = next(o["label"] for o in t.pending["options"] if o["id"] == f"p:{heim}:0")
    assert offer.endswith("(nothing would happen: no character in your deck costs 2 or less)")


def test_heimdall_gives_no_warning_when_a_character_can_be_found(table):
    t = table()
    heim = t.char(0, "heimdall")
    t.res(0, "laboratory", "academy")
    t.deck(0, "hulk", "baby_groot")  # Baby Groot costs 1
    t.start("recruit")
    offer = next(o["label"] for o in t.pending["options"] if o["id"] == f"p:{heim}:0")
    assert "nothing would happen" not in offer


def test_black_widow_sees_the_hand_and_picks_a_non_character_to_discard(table):
    t = table()
    bw = t.char(0, "black_widow")
    t.res(0, "training_ground")
    hulk, twist_ = t.hand(1, "hulk", "i_have_an_army")
    t.start().answer(f"p:{bw}:0")
    assert [o["data"]["uid"] for o in t.pending["options"]] == [twist_]
    t.answer(f"h:{twist_}")
    assert t.where(twist_) == "ko:1" and t.where(hulk) == "hand:1"
    look = next(e for e in t.events if e["kind"] == "look")
    assert look["visible_to"] == [0] and set(look["private"]["cards"]) == {hulk, twist_}


def test_captain_america_leader_lets_the_attacker_choose_who_is_struck(table):
    t = table()
    cap = t.char(0, "captain_america")
    other = t.vanilla(0, "2/2", h=2)
    d = t.vanilla(1, "6/20", team="V", h=3)
    t.start().fight([cap, other], d)
    assert t.pending["kind"] == "strike_back" and t.pending["seat"] == 0
    t.answer(f"s:{other}")
    assert t.stunned(other) and t.where(cap) == "play" and not t.stunned(cap)


def test_captain_america_can_do_this_all_day(table):
    t = table(privacy="strict")
    cap = t.char(0, "captain_america")
    t.res(0, "fortress")
    d = t.vanilla(1, "9/20", team="V", h=3)
    t.start().attack(cap, d).answer(f"p:{cap}:1").pass_exchange()
    assert t.where(cap) == "play" and t.ch(cap)["face"] == "up" and t.ch(cap)["ready"] and t.ch(cap)["w"] == 0


def test_nick_fury_draws_on_the_first_other_hero_recruit_of_the_turn(table):
    t = table()
    t.char(0, "nick_fury")
    t.res(0, *["laboratory"] * 4)
    a, b = t.hand(0, "baby_groot", "rocket")
    t.deck(0, "fortress", "fortress")
    t.start("recruit").answer(f"c:{a}:front")
    assert len(t.zone(0, "deck")) == 1
    t.answer(f"c:{b}:back")
    assert len(t.zone(0, "deck")) == 1


def test_iron_man_draws_gains_a_point_and_gives_two_counters(table):
    t = table()
    im = t.char(0, "iron_man")
    friend = t.vanilla(0, "1/1")
    t.res(0, "academy")
    t.hand(0, "baby_groot")
    t.deck(0, "fortress")
    t.start("recruit").answer(f"p:{im}:0")  # the only other character: chosen without asking
    assert t.s["turn"]["rp"]["0"] == 2 and len(t.zone(0, "hand")) == 2
    assert t.ch(im)["c"] == 1 and t.ch(friend)["c"] == 1


def test_gamora_grows_when_she_stuns_a_defender_or_an_attacker(table):
    t = table()
    gam = t.char(0, "gamora")
    d = t.vanilla(1, "1/5", team="V", h=3)
    t.start().fight(gam, d)
    assert t.ch(gam)["c"] == 2
    t2 = table(current=1)
    gam2 = t2.char(0, "gamora")
    a = t2.vanilla(1, "1/5", team="V", h=3)
    t2.start().fight(a, gam2)
    assert t2.ch(gam2)["c"] == 2


def test_war_machine_kos_a_supporting_character_with_lower_atk(table):
    t = table()
    wm = t.char(0, "war_machine")
    t.res(0, "laboratory")
    weak, strong = t.vanilla(1, "3/3", team="V", h=3), t.vanilla(1, "4/4", team="V", h=3)
    t.start().answer(f"p:{wm}:0")
    assert t.where(weak) == "ko:1" and t.where(strong) == "play"


def test_drax_kos_a_supporting_character_he_stuns_in_melee(table):
    t = table()
    drax = t.char(0, "drax")
    d = t.vanilla(1, "1/5", team="V", h=3)
    t.start().fight(drax, d)
    assert t.where(d) == "ko:1"


def test_a_defending_drax_stunned_in_the_exchange_still_kos_the_supporting_attacker(table):
    """Strikes are simultaneous: Drax's power counts though he is stunned by the same exchange."""
    t = table()
    t.main(0, row="back")
    t.main(1, row="back")
    attacker = t.vanilla(0, "5/5", h=2, team="V")
    drax = t.char(1, "drax")
    t.start().fight(attacker, drax)
    assert t.where(drax) == "play" and t.ch(drax)["face"] == "stun"
    assert t.where(attacker) == "ko:0"


def test_thor_the_new_king_does_not_count_stunned_characters_behind_him(table):
    """A stunned character can't be attacked, so Thor is not protecting it."""
    t = table()
    thor = t.char(0, "thor")
    t.vanilla(0, "1/1", row="back")
    stunned = t.vanilla(0, "1/2", row="back")
    t.ch(stunned)["face"] = "stun"
    t.res(0, "academy")
    t.start().answer(f"p:{thor}:1")
    assert t.ch(thor)["c"] == 1


def test_thor_the_new_king_counts_the_characters_behind_him(table):
    t = table()
    thor = t.char(0, "thor")
    t.vanilla(0, "1/1", row="back")
    t.vanilla(0, "1/2", row="back")
    t.res(0, "academy")
    t.start().answer(f"p:{thor}:1")
    assert t.ch(thor)["c"] == 2


def test_peggy_carter_keeps_wounds_off_captain_america(table):
    t = table(current=1)
    cap = t.main(0, "captain_america_l1", row="front")
    t.char(0, "peggy_carter", row="back")
    a = t.vanilla(1, "9/9", team="V", h=3)
    t.start().fight(a, cap)
    assert t.stunned(cap) and t.ch(cap)["w"] == 0


def test_erik_selvig_draws_when_thor_attacks(table):
    t = table()
    thor = t.main(0, "thor_l1", row="front")
    t.char(0, "erik_selvig", row="back")
    t.deck(0, "academy")
    d = t.vanilla(1, "0/9", team="V", h=3)
    t.start().fight(thor, d)
    assert len(t.zone(0, "hand")) == 1


def test_happy_hogan_turns_a_location_face_up_for_iron_man(table):
    t = table()
    t.main(0, "iron_man_l1")
    t.char(0, "happy_hogan")
    (lab,) = t.res(0, "laboratory", up=False)
    t.start("end")
    assert t.pending["kind"] == "order"  # Iron Man's level-up power triggers too
    t.choose(lambda o: "Happy Hogan" in o["label"])
    assert t.pending["kind"] == "may"
    t.answer("yes")
    assert t.s["players"][0]["res"] == [[lab, True]]


def test_happy_hogan_with_no_face_down_location_asks_nothing_at_the_end_of_the_turn(table):
    """'You may turn a face-down location face up' with none face down: neither 'use it?' nor the
    order of it and Iron Man's level-up power was worth a click."""
    t = table()
    t.main(0, "iron_man_l1")
    t.main(1, row="back")
    t.char(0, "happy_hogan")
    t.res(0, "academy", up=True)
    t.start("end")
    assert t.pending["kind"] not in ("order", "may")
    assert t.pending["seat"] == 1


def test_general_ross_readies_the_hulk_after_his_first_attack(table):
    t = table()
    hulk = t.main(0, "hulk_l2", row="front")
    t.s["players"][0]["aside"] = t._new("bruce_banner_l1", 0)
    t.char(0, "general_ross", row="back")
    d = t.vanilla(1, "0/20", team="V", h=3)
    t.start().fight(hulk, d)
    assert t.ch(hulk)["ready"]
    t.fight(hulk, d)
    assert not t.ch(hulk)["ready"]


def test_sokovia_accords_strips_enemy_plus_counters_in_the_combat(table):
    t = table(current=1, privacy="strict")
    hero = t.vanilla(0, "2/2", h=2)
    a = t.vanilla(1, "1/1", team="V", h=2, counters=3)
    (z,) = t.hand(0, "sokovia_accords")
    t.start().attack(a, hero).answer("pass").answer(f"t:{z}")
    assert t.ch(a)["c"] == 0


def test_sokovia_accords_says_when_no_enemy_in_the_combat_has_a_counter(table):
    """Seen in a real window: Thor attacking a fresh Abomination offered Sokovia Accords as if it did
    something. Still legal (a card may be played for nothing); now its button says it does nothing,
    and says nothing of the kind once the enemy has counters to lose."""
    t = table(current=1, privacy="strict")
    hero = t.vanilla(0, "2/2", h=2)
    a = t.vanilla(1, "1/1", team="V", h=2)
    (z,) = t.hand(0, "sokovia_accords")
    t.start().attack(a, hero).answer("pass")
    label = dict(zip(t.ids(), t.labels()))[f"t:{z}"]
    assert label.endswith("(nothing to remove now: no character it reaches has a +1/+1 counter)"), label
    t2 = table(current=1, privacy="strict")
    hero2 = t2.vanilla(0, "2/2", h=2)
    a2 = t2.vanilla(1, "1/1", team="V", h=2, counters=1)
    (z2,) = t2.hand(0, "sokovia_accords")
    t2.start().attack(a2, hero2).answer("pass")
    assert "nothing to remove" not in dict(zip(t2.ids(), t2.labels()))[f"t:{z2}"]


def test_no_you_move_protects_and_then_moves_an_enemy(table):
    t = table(current=1, privacy="strict")
    hero = t.vanilla(0, "2/2", h=2)
    a = t.vanilla(1, "4/4", team="V", h=2)
    (z,) = t.hand(0, "no_you_move")
    t.start().attack(a, hero).answer("pass").answer(f"t:{z}")
    assert t.stats(hero) == (2, 5)
    t.pass_exchange()
    assert not t.stunned(hero)
    assert t.pending["kind"] == "may" and t.pending["seat"] == 0
    # the one enemy it could move is named, and clicking it says yes
    yes = next(o for o in t.pending["options"] if o["id"] == "yes")
    assert yes["label"].endswith(f"to its other row ({t.g.name(a)})") and yes["path"] == [f"char:{a}"]
    t.answer("yes")
    assert t.ch(a)["row"] == "back"


def test_iron_man_offering_a_counter_to_thor_says_cast_out_stops_it(table):
    t = table()
    im = t.char(0, "iron_man")
    thor = t.main(0, "thor_l1")
    friend = t.vanilla(0, "1/1")
    t.res(0, "academy")
    t.deck(0, "fortress")
    t.start("recruit").answer(f"p:{im}:0")
    by_id = dict(zip(t.ids(), t.labels()))
    assert "nothing happens" in by_id[f"t:{thor}"]  # still a legal target, but the player is told
    assert "nothing happens" not in by_id[f"t:{friend}"]
    t.answer(f"t:{thor}")
    assert t.ch(thor)["c"] == 0 and t.ch(im)["c"] == 1


def test_no_you_move_on_an_unhurt_thor_says_its_boost_changes_nothing(table):
    """Cast Out: nothing raises Thor above his printed 3/4, so No, You Move.'s +0/+3 on him alone
    changes nothing (its move after the combat still works). The option said nothing of it; now it
    does, and says nothing once a -1/-1 counter leaves him room to gain."""
    t = table(current=1, privacy="strict")
    thor = t.main(0, "thor_l1")
    a = t.vanilla(1, "4/4", team="V", h=2)
    (z,) = t.hand(0, "no_you_move")
    t.start().attack(a, thor).answer("pass")
    label = dict(zip(t.ids(), t.labels()))[f"t:{z}"]
    assert "its +0/+3 changes nothing now: Thor can't go above the printed numbers" in label
    t2 = table(current=1, privacy="strict")
    thor2 = t2.main(0, "thor_l1")
    t2.ch(thor2)["c"] = -1
    a2 = t2.vanilla(1, "4/4", team="V", h=2)
    (z2,) = t2.hand(0, "no_you_move")
    t2.start().attack(a2, thor2).answer("pass")
    assert "changes nothing" not in dict(zip(t2.ids(), t2.labels()))[f"t:{z2}"]
