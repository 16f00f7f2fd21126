"""Spec section 9.1-9.3: combat math, targeting (melee, ranged, flight, protection) and team attacks."""


# -- 9.1 combat math ------------------------------------------------------------------------------------

def test_1_neither_is_stunned_when_both_fall_short(table):
    t = table()
    a = t.vanilla(0, "3/3", h=2)
    d = t.vanilla(1, "2/4", h=2, team="V")
    t.start().fight(a, d)
    assert t.ch(a)["face"] == "up" and t.ch(d)["face"] == "up"
    assert t.ch(a)["w"] == t.ch(d)["w"] == 0
    assert not t.ch(a)["ready"]


def test_2_both_are_stunned_with_a_wound_each(table):
    t = table()
    a = t.vanilla(0, "4/2", h=2)
    d = t.vanilla(1, "3/4", h=2, team="V")
    t.start().fight(a, d)
    assert t.stunned(a) and t.stunned(d)
    assert t.ch(a)["w"] == 1 and t.ch(d)["w"] == 1
    assert not t.ch(a)["ready"] and not t.ch(d)["ready"]


def test_3_atk_equal_to_def_stuns(table):
    t = table()
    a = t.vanilla(0, "5/5", h=2)
    d = t.vanilla(1, "1/5", h=2, team="V")
    t.start().fight(a, d)
    assert t.stunned(d) and not t.stunned(a)


def test_4_only_the_attacker_is_stunned(table):
    t = table()
    a = t.vanilla(0, "2/2", h=2)
    d = t.vanilla(1, "4/6", h=2, team="V")
    t.start().fight(a, d)
    assert t.stunned(a) and not t.stunned(d)


def test_5_rulebook_team_attack_three_2_2s_against_a_6_6(table):
    t = table()
    att = [t.vanilla(0, "2/2", h=2) for _ in range(3)]
    d = t.vanilla(1, "6/6", h=2, team="V")
    t.start().attack(att, d).pass_exchange()
    assert t.pending["kind"] == "strike_back" and t.pending["seat"] == 1
    t.answer(f"s:{att[1]}")
    assert t.stunned(d)
    assert [t.stunned(u) for u in att] == [False, True, False]
    assert all(not t.ch(u)["ready"] for u in att)


def test_6_team_attack_short_of_def(table):
    t = table()
    att = [t.vanilla(0, "2/2", h=2) for _ in range(2)]
    d = t.vanilla(1, "1/5", h=2, team="V")
    t.start().attack(att, d).pass_exchange()
    # its 1 ATK stuns neither attacker, so it is not asked whom it strikes
    assert t.pending["kind"] != "strike_back"
    assert not t.stunned(d) and not any(t.stunned(u) for u in att)


def test_7_counters_count_in_combat(table):
    t = table()
    a = t.vanilla(0, "3/3", h=2, counters=2)
    d = t.vanilla(1, "4/5", h=2, team="V")
    assert t.stats(a) == (5, 5)
    t.start().fight(a, d)
    assert t.stunned(d) and not t.stunned(a)


def test_8_an_attacker_stunned_during_the_exchange_leaves_the_combat(table, rules):
    from tests.vs_system.builder import card
    zap = card(rules, {"id": "fx_zap", "name": "Zap", "type": "plot_twist", "teams": [],
                       "powers": [{"name": "Zap", "kind": "plot_twist", "timing": "combat", "any_turn": True,
                                   "text": "Stun an attacker.",
                                   "effects": [{"op": "stun", "to": {"pick": {"role": "attacker"}}}]}]})
    t = table()
    att = [t.vanilla(0, "2/2", h=2) for _ in range(3)]
    d = t.vanilla(1, "5/5", h=2, team="V")
    (z,) = t.hand(1, zap)
    t.start().attack(att, d)  # relaxed windows: the attacking player has nothing and is not asked
    t.answer(f"t:{z}")
    t.answer(f"t:{att[0]}")
    t.pass_exchange()
    assert t.pending["kind"] == "strike_back"
    assert sorted(o["data"]["uid"] for o in t.pending["options"]) == sorted(att[1:])
    t.answer(f"s:{att[1]}")
    assert not t.stunned(d)  # 2 + 2 < 5: the stunned attacker's ATK no longer counts


def test_9_a_defender_stunned_mid_combat_means_no_strikes(table, rules):
    from tests.vs_system.builder import card
    zap = card(rules, {"id": "fx_zap_def", "name": "Zap Defender", "type": "plot_twist", "teams": [],
                       "powers": [{"name": "Zap", "kind": "plot_twist", "timing": "combat", "text": "Stun the defender.",
                                   "effects": [{"op": "stun", "to": "defender"}]}]})
    t = table()
    a = t.vanilla(0, "9/1", h=2)
    d = t.vanilla(1, "9/9", h=3, team="V")
    (z,) = t.hand(0, zap)
    t.start().attack(a, d)
    t.answer(f"t:{z}")
    t.pass_exchange()
    assert t.ch(d)["w"] == 1  # from the plot twist only
    assert not t.stunned(a) and t.ch(a)["w"] == 0 and not t.ch(a)["ready"]


def test_10_cancel_stuns_nobody(table, rules):
    from tests.vs_system.builder import card
    stop = card(rules, {"id": "fx_cancel", "name": "Stop", "type": "plot_twist", "teams": [],
                        "powers": [{"name": "Stop", "kind": "plot_twist", "timing": "combat", "any_turn": True,
                                    "text": "Cancel the combat.", "effects": [{"op": "cancel_combat"}]}]})
    t = table()
    a = t.vanilla(0, "5/2", h=2)
    d = t.vanilla(1, "5/4", h=2, team="V")
    (z,) = t.hand(1, stop)
    t.start().attack(a, d)
    t.answer(f"t:{z}")
    assert t.s["combat"] is None
    assert not t.stunned(a) and not t.stunned(d) and not t.ch(a)["ready"]


# -- 9.2 melee, ranged, flight targeting ------------------------------------------------------------------

def test_11_a_back_row_character_without_ranged_cannot_attack(table):
    t = table()
    b = t.vanilla(0, "3/3", row="back")
    t.vanilla(1, "1/1", team="V")
    t.start()
    assert f"a:{b}" not in t.ids()


def test_12_ranged_attack_gets_no_strike_back_from_a_non_ranged_defender(table):
    t = table()
    a = t.vanilla(0, "3/3", row="back", rng=True)
    d = t.vanilla(1, "5/2", team="V", h=2)
    t.start().fight(a, d)
    assert t.stunned(d) and not t.stunned(a)


def test_13_a_ranged_defender_strikes_back_at_a_ranged_attacker(table):
    t = table()
    a = t.vanilla(0, "3/3", row="back", rng=True, h=2)
    d = t.vanilla(1, "4/4", team="V", rng=True, h=2)
    t.start().fight(a, d)
    assert t.stunned(a) and not t.stunned(d)


def test_14_a_ranged_character_in_the_front_row_makes_a_melee_attack(table):
    t = table()
    a = t.vanilla(0, "3/3", rng=True, h=2)
    d = t.vanilla(1, "4/4", team="V", h=2)
    t.start().fight(a, d)
    assert t.stunned(a) and not t.s["combat"]


def test_15_the_front_row_protects_the_back_row(table):
    t = table()
    a = t.vanilla(0, "3/3")
    f = t.vanilla(1, "1/1", team="V")
    b = t.vanilla(1, "1/2", team="V", row="back")
    t.start().answer(f"a:{a}")
    assert f"d:{f}" in t.ids() and f"d:{b}" not in t.ids()


def test_16_a_stunned_front_row_protects_nobody(table):
    t = table()
    a = t.vanilla(0, "3/3")
    f = t.vanilla(1, "1/1", team="V", face="stun", ready=False)
    b = t.vanilla(1, "1/2", team="V", row="back")
    t.start().answer(f"a:{a}")
    assert f"d:{b}" in t.ids() and f"d:{f}" not in t.ids()


def test_17_an_empty_front_row_leaves_the_back_row_open(table):
    t = table()
    a = t.vanilla(0, "3/3")
    b = t.vanilla(1, "1/2", team="V", row="back")
    t.start().answer(f"a:{a}")
    assert f"d:{b}" in t.ids()


def test_18_flight_passes_over_a_front_row_without_fliers(table):
    t = table()
    a = t.vanilla(0, "3/3", flight=True)
    f = t.vanilla(1, "1/1", team="V")
    b = t.vanilla(1, "1/2", team="V", row="back")
    t.start().answer(f"a:{a}")
    assert {f"d:{f}", f"d:{b}"} <= set(t.ids())


def test_19_an_enemy_front_row_flier_blocks_fliers(table):
    t = table()
    a = t.vanilla(0, "3/3", flight=True)
    f = t.vanilla(1, "1/1", team="V", flight=True)
    b = t.vanilla(1, "1/2", team="V", row="back")
    t.start().answer(f"a:{a}")
    assert f"d:{f}" in t.ids() and f"d:{b}" not in t.ids()


def test_20_a_stunned_flier_does_not_block(table):
    t = table()
    a = t.vanilla(0, "3/3", flight=True)
    t.vanilla(1, "1/1", team="V", flight=True, face="stun", ready=False)
    g = t.vanilla(1, "1/1", team="V")
    b = t.vanilla(1, "1/2", team="V", row="back")
    t.start().answer(f"a:{a}")
    assert {f"d:{g}", f"d:{b}"} <= set(t.ids())


def test_21_flight_and_ranged_from_the_back_row_into_the_back_row(table):
    t = table()
    a = t.vanilla(0, "3/3", row="back", flight=True, rng=True)
    t.vanilla(1, "1/1", team="V")
    b = t.vanilla(1, "6/3", team="V", row="back", h=2)
    t.start().fight(a, b)
    assert t.stunned(b) and not t.stunned(a)


def test_22_a_team_flies_over_only_if_every_attacker_flies(table):
    t = table()
    a1 = t.vanilla(0, "3/3", flight=True)
    a2 = t.vanilla(0, "2/2")
    f = t.vanilla(1, "1/1", team="V")
    b = t.vanilla(1, "1/2", team="V", row="back")
    t.start().answer(f"a:{a1}")
    assert f"d:{b}" in t.ids()
    t.answer(f"+:{a2}")
    assert f"d:{f}" in t.ids() and f"d:{b}" not in t.ids()


def test_23_stunned_characters_are_never_defenders(table):
    t = table()
    a = t.vanilla(0, "3/3")
    down = t.vanilla(1, "1/1", team="V", face="stun", ready=False)
    t.vanilla(1, "1/1", team="V")
    t.start().answer(f"a:{a}")
    assert f"d:{down}" not in t.ids()


def test_24_exhausted_characters_defend_and_strike_back(table):
    t = table()
    a = t.vanilla(0, "3/3", h=2)
    d = t.vanilla(1, "4/4", team="V", ready=False, h=2)
    t.start().answer(f"a:{a}")
    assert f"d:{d}" in t.ids()
    t.answer(f"d:{d}").pass_exchange()
    assert t.stunned(a)


def test_25_a_character_that_attacked_cannot_attack_again(table):
    t = table()
    a = t.vanilla(0, "3/3", h=3)
    b = t.vanilla(0, "1/1")
    d = t.vanilla(1, "1/9", team="V", h=3)
    t.start().fight(a, d)
    assert f"a:{a}" not in t.ids() and f"a:{b}" in t.ids()


# -- 9.3 team attacks ---------------------------------------------------------------------------------------

def test_26_a_team_attack_needs_one_row(table):
    t = table()
    a = t.vanilla(0, "3/3")
    b = t.vanilla(0, "3/3", row="back", rng=True)
    t.vanilla(1, "1/9", team="V")
    t.start().answer(f"a:{a}")
    assert f"+:{b}" not in t.ids()


def test_27_a_team_attack_needs_a_shared_team(table):
    t = table()
    a = t.vanilla(0, "3/3", team="H")
    b = t.vanilla(0, "3/3", team="V")
    t.vanilla(1, "1/9", team="V")
    t.start().answer(f"a:{a}")
    assert f"+:{b}" not in t.ids()


def test_28_winter_soldier_teams_with_heroes_or_villains_but_not_both_at_once(table):
    t = table()
    ws = t.char(0, "winter_soldier")
    h = t.vanilla(0, "3/3", team="H")
    v = t.vanilla(0, "2/2", team="V")
    t.vanilla(1, "1/9", team="V", h=3)
    t.start().answer(f"a:{ws}")
    assert {f"+:{h}", f"+:{v}"} <= set(t.ids())
    t.answer(f"+:{h}")
    assert f"+:{v}" not in t.ids()


def test_29_ranged_team_attack_without_strike_back(table):
    t = table()
    a = [t.vanilla(0, "2/2", row="back", rng=True) for _ in range(2)]
    d = t.vanilla(1, "3/4", team="V", h=2)
    t.start().fight(a, d)
    assert t.stunned(d) and not any(t.stunned(u) for u in a)


def test_30_a_main_character_joins_a_team_attack(table):
    t = table()
    m = t.main(0, row="front")
    s = t.vanilla(0, "3/3")
    t.vanilla(1, "1/9", team="V", h=2)
    t.start().answer(f"a:{m}")
    assert f"+:{s}" in t.ids()


# -- Falcon's Air Superiority in the attack's words ----------------------------------------------------------

def test_the_defender_choice_counts_no_flight_attack_against_falcon(table):
    """Card facts: characters with Flight can't strike Falcon, attacking or defending. The defender
    option read 'Attack Falcon: 6 ATK vs DEF 3: stuns' though the strike brings him no ATK (seen by
    the Vs. System hard helper in seed 14's trace); it now says what the strike will do."""
    t = table(current=1)
    falcon, flyer = t.falcon_against_flyer("6/7")
    t.answer(f"a:{flyer}")
    label = next(o["label"] for o in t.s["pending"]["options"] if o["id"] == f"d:{falcon}")
    assert "0 ATK vs DEF 3: does not stun" in label and "Flight attackers can't strike it" in label
    t.answer(f"d:{falcon}").pass_exchange()
    assert not t.stunned(falcon), "the words say what the strike does"


def test_a_flight_defender_is_not_said_to_strike_falcon_back(table):
    """Falcon attacking a character with Flight: it may not strike him back, and the option says so."""
    t = table()
    falcon, flyer = t.falcon_against_flyer("5/6")
    t.answer(f"a:{falcon}")
    label = next(o["label"] for o in t.s["pending"]["options"] if o["id"] == f"d:{flyer}")
    assert "stuns" in label and "no strike back" in label and "Air Superiority" in label


def test_an_enemy_clicked_before_its_attacker_names_who_can_attack_it(table, rules):
    """Seen in a real window: a click on Killian in the Main Phase said only 'That is not one of the
    choices now.' The attacker comes first; the click now says which of yours can reach that enemy (a back
    row behind a face-up front row only by Flight)."""
    t = table()
    brawler = t.vanilla(0, "3/3")
    shooter = t.vanilla(0, "2/2", flight=True)
    front = t.vanilla(1, "5/5", team="V")
    back = t.vanilla(1, "1/2", "back", team="V")
    t.start()
    n = t.name_of
    assert rules.explain(t.s, 0, [f"char:{front}"]) == \
        f"Choose who attacks first: {n(brawler)} or {n(shooter)} can attack {n(front)} (click the attacker)."
    assert rules.explain(t.s, 0, [f"char:{back}"]) == \
        f"Choose who attacks first: {n(shooter)} can attack {n(back)} (click the attacker)."
    t.answer(f"a:{shooter}").answer(f"d:{front}").pass_exchange()  # struck back: the flyer is out
    t.main_again()
    assert shooter not in t.s["ch"] and not t.stunned(front)  # one wound KOs a health-1 flyer
    assert rules.explain(t.s, 0, [f"char:{back}"]).startswith(
        f"None of your characters can attack {n(back)} now (it is protected by a face-up character")
    t2 = table()
    t2.vanilla(0, "3/3")
    down = t2.vanilla(1, "1/1", team="V")
    t2.start()
    t2.ch(down)["face"] = "stun"  # stunned in an earlier attack this turn
    assert rules.explain(t2.s, 0, [f"char:{down}"]) == \
        f"{t2.name_of(down)} is face down: stunned characters can't be attacked."


def test_a_defender_option_says_whether_its_strike_back_stuns_the_attacker(table):
    """Seen in a real window: 'Attack Abomination (Player 2): 3 ATK vs DEF 4: does not stun; it strikes
    back with 3 ATK' left Thor's side of it to be worked out. One attacker: its DEF and the outcome; a team:
    whether the strike back can stun any of them."""
    t = table()
    a = t.vanilla(0, "3/4")
    weak = t.vanilla(1, "3/4", team="V")
    strong = t.vanilla(1, "5/5", team="V")
    t.start().answer(f"a:{a}")
    labels = dict(zip(t.ids(), t.labels()))
    n = t.name_of(a)
    assert labels[f"d:{weak}"].endswith(f"does not stun; it strikes back with 3 ATK vs {n}'s DEF 4: no stun")
    assert labels[f"d:{strong}"].endswith(f"it strikes back with 5 ATK vs {n}'s DEF 4: stuns {n}")
    t2 = table()
    a1, a2 = t2.vanilla(0, "3/4"), t2.vanilla(0, "2/4")
    weak2 = t2.vanilla(1, "3/9", team="V")
    t2.start().answer(f"a:{a1}").answer(f"+:{a2}")
    assert dict(zip(t2.ids(), t2.labels()))[f"d:{weak2}"].endswith(
        "5 ATK vs DEF 9: does not stun; it strikes back with 3 ATK (stuns none of them)")
