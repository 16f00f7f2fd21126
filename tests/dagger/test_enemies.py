"""Enemies (spec cases 21-38): activation order and priorities (attack, overrun, move toward the
nearest operational base of the region, ties settled by the first player), damage, the nemesis's
attack on everyone and its stun, spawning with too few standees, spawns after activation, and the
variable difficulty."""

from game.dagger import nemesis as nem_mod
from game.dagger.enemies import activation_queue
from game.dagger.standees import spawn

from .helpers import add_enemy, call, clear_board, g_of, labels, pick, run_tasks, settle, start


def _quiet(dg, seats=2, **opts):
    s = start(dg, seats, **opts)
    clear_board(s)
    for h in s["heroes"]:
        h["space"] = "15"  # Oceania: away from the action
    s["nem"]["space"] = "5"
    return s


def _activate(dg, s, *refs):
    return run_tasks(dg, s, {"op": "activation", "q": [[r] for r in refs]})


def test_case_21_enemies_activate_by_rank_then_elites_then_the_nemesis(dg):
    s = _quiet(dg)
    r3 = add_enemy(dg, s, "hydra_commander", "2")
    r1 = add_enemy(dg, s, "hydra_agent", "11")
    el = add_enemy(dg, s, "vulture", "3", rank="elite")
    assert activation_queue(s) == [[f"enemy:{r1['u']}"], [f"enemy:{r3['u']}"], [f"enemy:{el['u']}"], ["nemesis"]]
    events = run_tasks(dg, s, {"op": "activation", "q": activation_queue(s)})
    events += settle(dg, s)
    movers = [e.get("enemy", "nemesis") for e in events if e["kind"] in ("move", "overrun")]
    assert movers[:3] == [r1["u"], r3["u"], el["u"]] and movers[-1] == "nemesis"


def test_the_heroes_choose_the_order_within_a_rank_when_an_overrun_changes_where_another_goes(dg):
    """Rulebook: the heroes choose the order. One agent alone on New York, another next to it: if
    the second goes first it steps onto New York before the first overruns it; the other way round
    it heads for another base. So the order is asked, and the answer is carried out."""
    s = _quiet(dg)
    on_base = add_enemy(dg, s, "hydra_agent", "new_york")
    beside = add_enemy(dg, s, "hydra_agent", "1")
    run_tasks(dg, s, {"op": "activation", "q": [[f"enemy:{on_base['u']}", f"enemy:{beside['u']}"]]})
    assert s["pending"]["kind"] == "activation_order"
    pick(dg, s, f"enemy:{beside['u']}")
    settle(dg, s)
    assert beside["space"] == "new_york" and "new_york" in s["overrun"]


def test_the_order_within_a_rank_is_not_asked_when_it_changes_nothing(dg):
    s = _quiet(dg)
    a = add_enemy(dg, s, "hydra_agent", "1")
    b = add_enemy(dg, s, "hydra_agent", "11")
    run_tasks(dg, s, {"op": "activation", "q": [[f"enemy:{a['u']}", f"enemy:{b['u']}"]]})
    assert s["pending"]["kind"] != "activation_order"


def test_case_22_an_enemy_with_a_hero_attacks_rather_than_overrun(dg):
    s = _quiet(dg)
    s["heroes"][0]["space"] = "madripoor"
    e = add_enemy(dg, s, "hydra_agent", "madripoor")
    _activate(dg, s, f"enemy:{e['u']}")
    assert s["heroes"][0]["dmg"] == max(0, 1 - 1)  # T'Challa's Vibranium Suit stops 1
    assert "madripoor" not in s["overrun"]
    s2 = _quiet(dg)
    s2["heroes"][1]["space"] = "madripoor"  # Natasha: no armor
    e2 = add_enemy(dg, s2, "hydra_agent", "madripoor")
    _activate(dg, s2, f"enemy:{e2['u']}")
    assert s2["heroes"][1]["dmg"] == 1 and "madripoor" not in s2["overrun"]


def test_case_23_an_enemy_alone_on_an_operational_base_overruns_it(dg):
    s = _quiet(dg)
    e = add_enemy(dg, s, "hydra_agent", "madripoor")
    _activate(dg, s, f"enemy:{e['u']}")
    assert s["overrun"] == ["madripoor"] and e["space"] == "madripoor"


def test_case_24_from_an_overrun_base_an_enemy_steps_toward_the_next_base_of_its_region(dg):
    s = _quiet(dg)
    s["iliad"] = "4"  # the Americas: New York and the Iliad
    s["overrun"] = ["new_york"]
    e = add_enemy(dg, s, "hydra_agent", "new_york")
    _activate(dg, s, f"enemy:{e['u']}")
    assert s["pending"]["kind"] == "enemy_step"  # two shortest first steps: the first player picks
    assert s["pending"]["seat"] == s["heroes"][s["first"]]["seat"]
    pick(dg, s, "space:1")
    assert e["space"] == "1"


def test_case_25_with_its_region_overrun_an_enemy_heads_for_another_region(dg):
    s = _quiet(dg)
    s["iliad"] = "1"
    s["overrun"] = ["madripoor"]
    e = add_enemy(dg, s, "hydra_agent", "13")
    _activate(dg, s, f"enemy:{e['u']}")
    assert e["space"] == "14"  # toward the Iliad in North America by line A


def test_case_26_two_bases_as_near_let_the_first_player_choose(dg):
    s = _quiet(dg)
    e = add_enemy(dg, s, "hydra_agent", "9")  # next to Wakanda and to the Iliad on 8
    _activate(dg, s, f"enemy:{e['u']}")
    assert s["pending"]["kind"] == "enemy_goal"
    assert {o["id"] for o in s["pending"]["options"]} == {"base:wakanda", "base:iliad"}
    pick(dg, s, "base:wakanda")
    assert e["space"] == "wakanda"


def test_case_27_an_attack_deals_the_enemys_power(dg):
    s = _quiet(dg)
    s["heroes"][1]["space"] = "6"
    s["heroes"][1]["dmg"] = 3
    e = add_enemy(dg, s, "hydra_soldier", "6")  # health 4, power 2
    _activate(dg, s, f"enemy:{e['u']}")
    assert s["heroes"][1]["dmg"] == 5


def test_case_28_damage_stops_at_health_and_defeats_the_hero(dg):
    s = _quiet(dg)
    nat = s["heroes"][1]
    nat.update(space="6", dmg=9)  # health 10
    e = add_enemy(dg, s, "hydra_commander", "6")  # power 3
    events = _activate(dg, s, f"enemy:{e['u']}")
    assert any(ev["kind"] == "defeat" for ev in events)
    assert nat["hero"] == "yelena_belova" and nat["dmg"] == 0 and nat["down"]


def test_case_29_the_heroes_choose_who_a_single_attack_hits(dg):
    s = _quiet(dg)
    for h in s["heroes"]:
        h["space"] = "6"
    e = add_enemy(dg, s, "hydra_agent", "6")
    _activate(dg, s, f"enemy:{e['u']}")
    assert s["pending"]["kind"] == "attacked" and len(s["pending"]["options"]) == 2
    pick(dg, s, "hero:1")
    assert [h["dmg"] for h in s["heroes"]] == [0, 1]


def test_case_30_the_nemesis_attacks_every_hero_in_its_space(dg):
    s = _quiet(dg)
    for h in s["heroes"]:
        h["space"] = "5"
    _activate(dg, s, "nemesis")
    assert [h["dmg"] for h in s["heroes"]] == [3 - 1, 3]  # Loki's power 3; T'Challa's armor 1


def test_case_31_a_stunned_nemesis_only_recovers(dg):
    s = _quiet(dg)
    s["heroes"][1]["space"] = "5"
    s["nem"].update(stun=True, dmg=12)
    _activate(dg, s, "nemesis")
    assert s["nem"]["stun"] is False and s["nem"]["dmg"] == 0
    assert s["nem"]["space"] == "5" and s["heroes"][1]["dmg"] == 0


def test_case_32_the_nemesis_is_stunned_once_and_may_be_pushed(dg):
    s = _quiet(dg)
    s["nem"]["dmg"] = 6  # Loki: health 9
    call(dg, s, nem_mod.damage_nemesis, 3, 0, "a test")
    assert s["nem"]["stun"] and s["nem"]["dmg"] == 9
    assert s["pending"]["kind"] == "stun_move" and s["pending"]["seat"] == s["heroes"][0]["seat"]
    pick(dg, s, "space:4")
    assert s["nem"]["space"] == "4"
    call(dg, s, nem_mod.damage_nemesis, 2, 0, "a test")
    assert s["nem"]["dmg"] == 11 and s["pending"]["kind"] == "stopped"  # no second stun


def test_case_33_no_standee_of_the_rank_left_adds_its_rank_in_threat(dg):
    s = _quiet(dg)
    for _ in range(dg.rules.book.standees["2"]):
        add_enemy(dg, s, "hydra_soldier", "6")
    before = len(s["enemies"])
    call(dg, s, spawn, 2, "9")
    assert len(s["enemies"]) == before and s["threat"] == 2


def test_case_34_no_nemesis_standee_left_adds_the_nemesis_threat_value(dg):
    s = _quiet(dg)
    for _ in range(4):
        add_enemy(dg, s, "frost_giant", "7", rank="N")
    call(dg, s, spawn, "N", "7")
    assert s["threat"] == 3 and sum(e["rank"] == "N" for e in s["enemies"]) == 4


def test_case_35_enemies_spawned_by_the_event_do_not_attack_that_phase(dg):
    s = _quiet(dg)
    s["heroes"][1]["space"] = "6"
    s["events"].append("ev_reinforcements")  # spawns a rank 1 on Western Europe (6)
    run_tasks(dg, s, {"op": "event"})
    settle(dg, s)
    assert any(e["space"] == "6" for e in s["enemies"]) and s["heroes"][1]["dmg"] == 0


def test_enemies_spawned_by_the_event_s_text_activate_in_step_c(dg):
    """Rulebook step C: each enemy on the board activates. Hail Hydra's text (step A) spawns a rank 1
    on Red Skull's space; only step D's spawns wait for the next phase (case 35)."""
    s = _quiet(dg, nemesis="red_skull")
    s["nem"]["space"] = "11"
    s["heroes"][1]["space"] = "11"
    s["events"].append("ev_red_skull_hail")
    events = run_tasks(dg, s, {"op": "event"}) + settle(dg, s)
    agents = [e for e in s["enemies"] if e["space"] == "11" and e["rank"] == 1]
    assert agents
    attacks = [e["text"] for e in events if e["kind"] == "damage" and "attacked by Hydra Agent" in e["text"]]
    assert len(attacks) == len(agents), attacks


def test_an_enemy_the_event_activates_at_once_does_not_activate_again_in_step_c(dg):
    """Rampage: every enemy of rank 3 activates at once, before the others: once, not twice."""
    s = _quiet(dg)
    s["heroes"][1]["space"] = "12"
    add_enemy(dg, s, "hydra_commander", "12")  # rank 3, power 3
    s["events"].append("ev_rampage")
    run_tasks(dg, s, {"op": "event"})
    settle(dg, s)
    assert s["heroes"][1]["dmg"] == 3


def _spawned(dg, s, event):
    s["events"].append(event)
    s["enemies"] = []
    run_tasks(dg, s, {"op": "event"})
    settle(dg, s)
    return sorted((e["rank"], e["space"]) for e in s["enemies"] if e["rank"] in (1, 2, 3))


def test_case_36_harder_spawns_read_one_more_hero(dg):
    # ev_reinforcements: rank 1 on 6 (1 pip), rank 2 on 4 (2 pips), rank 3 on 11 (4 pips)
    normal = _quiet(dg, 3)
    hard = _quiet(dg, 3, difficulty="hard")
    assert (3, "11") not in _spawned(dg, normal, "ev_reinforcements")
    assert (3, "11") in _spawned(dg, hard, "ev_reinforcements")
    assert hard["opt"]["n_spawn"] == 4


def test_case_37_easier_with_two_heroes_keeps_two_hero_spawns_and_halves_per_player(dg):
    s = _quiet(dg, 2, difficulty="easy")
    assert s["opt"]["n_spawn"] == 2 and s["opt"]["n_pp"] == 1
    assert (2, "4") in _spawned(dg, s, "ev_reinforcements")
    from game.dagger.missions import value
    assert value(g_of(dg, s), "nm_loki_1") == 4


def test_case_38_harder_with_five_heroes_keeps_five_hero_spawns_and_reads_six_per_player(dg):
    s = _quiet(dg, 5, difficulty="hard")
    assert s["opt"]["n_spawn"] == 5 and s["opt"]["n_pp"] == 6
    from game.dagger.missions import value
    assert value(g_of(dg, s), "fs_hydra") == 18
    assert (3, "4") in _spawned(dg, s, "ev_second_wind")  # its 5-pip icon


def test_a_fast_enemy_steps_twice(dg):
    s = _quiet(dg, first_strike="fs_hand")
    e = add_enemy(dg, s, "hand_ninja", "11")  # fast
    _activate(dg, s, f"enemy:{e['u']}")
    settle(dg, s)
    dist = g_of(dg, s).book.graph.distance("11", e["space"])
    assert dist == 2


def test_a_menacing_attack_adds_threat(dg):
    s = _quiet(dg)
    s["heroes"][1]["space"] = "6"
    e = add_enemy(dg, s, "maggia_boss", "6")
    _activate(dg, s, f"enemy:{e['u']}")
    assert s["threat"] == 1 and s["heroes"][1]["dmg"] == 3


def test_a_guard_may_take_the_attack(dg):
    s = _quiet(dg, 2, aspects="protection,justice")
    for h in s["heroes"]:
        h["space"] = "6"
    e = add_enemy(dg, s, "hydra_soldier", "6")
    _activate(dg, s, f"enemy:{e['u']}")
    pick(dg, s, "hero:1")
    assert s["pending"]["kind"] == "guard" and "takes the attack" in labels(s)[0]
    pick(dg, s, "guard")
    assert [h["dmg"] for h in s["heroes"]] == [1, 0]  # T'Challa guards, his suit stops 1 of 2
