"""The hero phase (spec cases 39-46 and 55-68): fights and their targets, tests and wilds with the
D.A.G.G.E.R. effects of the roller's region, token slots (two per action, one per base and round),
BOOST, no passing, upkeep, movement and the map, the Bifrost, rest and charge, hero missions."""

from game.dagger import board
from game.dagger.explain import why_not

from .helpers import (ATTACK, BLANK, DEFIANCE, TACTIC, WILD, add_enemy, clear_board, g_of, ids, labels, pick, start,
                      turn_of)


def _table(dg, **opts):
    opts.setdefault("aspects", "aggression,protection")
    s = start(dg, 2, **opts)
    clear_board(s)
    return s


def test_case_39_a_fight_deals_a_damage_per_success_and_can_defeat(dg, dice):
    s = _table(dg, first_strike="fs_hand")
    nat = s["heroes"][1]
    nat["space"] = "6"
    e = add_enemy(dg, s, "hand_assassin", "6")  # health 3
    turn_of(dg, s, 1)
    dice.set(ATTACK, ATTACK, ATTACK)  # Natasha: ATTACK 3
    pick(dg, s, "a:fight:std")
    while s["pending"]["kind"] == "test_window":
        pick(dg, s, "keep")
    assert e not in s["enemies"]


def test_case_40_fight_needs_an_enemy_in_the_space(dg):
    s = _table(dg)
    turn_of(dg, s, 1)
    assert not any(i.startswith("a:fight") for i in ids(s))
    assert why_not(dg.rules, s, s["pending"]["seat"], ["token:1:standard", "slot:1:fight"]) == \
        "There is no enemy in your space to fight."


def _defy_ready(dg):
    s = _table(dg)
    s["heroes"][1]["space"] = "6"  # fs_hydra is defied in Western Europe
    s["iliad"] = "1"
    turn_of(dg, s, 1)
    return s


def test_case_41_wilds_count_as_successes_for_any_test(dg, dice):
    s = _defy_ready(dg)
    dice.set(DEFIANCE, WILD, ATTACK)
    pick(dg, s, "a:defy:std")
    while s["pending"]["kind"] == "test_window":
        pick(dg, s, "keep")
    assert s["dice"]["successes"] == 2 and s["dice"]["wilds"] == 1


def test_case_42_each_wild_calls_in_its_regions_base_effect(dg, dice):
    s = _defy_ready(dg)  # Western Europe: Wakanda's region, the Iliad elsewhere
    dice.set(WILD, WILD, BLANK)
    pick(dg, s, "a:defy:std")
    while s["pending"]["kind"] == "test_window":
        pick(dg, s, "keep")
    assert s["pending"]["kind"] == "wild" and ids(s) == ["base:wakanda", "skip"]
    assert "2 left" in s["pending"]["prompt"]
    pick(dg, s, "skip")
    assert s["pending"]["kind"] == "wild" and "1 left" in s["pending"]["prompt"]


def _wild_bases(dg, s, space):
    g = g_of(dg, s)
    return board.dagger_bases(g.book, s, space)


def test_case_43_ocean_spaces_call_in_atlantis(dg):
    s = _table(dg)
    assert _wild_bases(dg, s, "south_atlantic") == ["atlantis"]
    s["overrun"] = ["atlantis"]
    assert _wild_bases(dg, s, "south_atlantic") == []


def test_case_44_asgard_calls_in_nothing(dg):
    s = _table(dg)
    assert _wild_bases(dg, s, "asgard") == []


def test_case_45_a_region_with_the_iliad_offers_both_bases(dg):
    s = _table(dg)  # the Iliad on 8, North Africa, with Wakanda
    assert _wild_bases(dg, s, "9") == ["wakanda", "iliad"]


def test_case_46_a_region_of_overrun_bases_gives_no_effect(dg):
    s = _table(dg)
    s["overrun"] = ["wakanda", "iliad"]
    assert _wild_bases(dg, s, "9") == []


def test_case_55_each_aspect_action_has_two_slots(dg):
    s = _table(dg)
    s["heroes"][0]["used"]["move"] = 2
    turn_of(dg, s, 0)
    assert not any(i.startswith("a:move") for i in ids(s))
    assert "Both Move slots" in why_not(dg.rules, s, s["pending"]["seat"], ["token:0:standard", "slot:0:move"])


def test_case_56_a_bases_slot_serves_one_hero_a_round(dg):
    s = _table(dg)
    s["heroes"][1]["space"] = "new_york"
    s["base_used"] = ["new_york"]  # T'Challa took it this round
    turn_of(dg, s, 1)
    assert not any(i.startswith("dg:new_york") for i in ids(s))


def test_case_57_boost_adds_its_part_only_with_a_boosted_token(dg, dice):
    s = _table(dg)  # T'Challa with Aggression: move 2, then 1 damage (BOOST: 2)
    s["heroes"][0]["space"] = "6"
    e = add_enemy(dg, s, "hydra_commander", "6")
    turn_of(dg, s, 0)
    pick(dg, s, "a:move:boost")
    pick(dg, s, "space:6")
    assert e["dmg"] == 2
    s2 = _table(dg)
    s2["heroes"][0]["space"] = "6"
    e2 = add_enemy(dg, s2, "hydra_commander", "6")
    turn_of(dg, s2, 0)
    pick(dg, s2, "a:move:std")
    pick(dg, s2, "space:6")
    assert e2["dmg"] == 1
    # A boosted token may pay for an action with no BOOST: Aggression's defy.
    s3 = _defy_ready(dg)
    turn_of(dg, s3, 0)
    assert "a:rest:boost" in ids(s3)


def test_case_58_there_is_no_passing(dg):
    s = _table(dg)
    turn_of(dg, s, 0)
    assert not any(w in label.lower() for label in labels(s) for w in ("pass", "end turn", "end the turn"))


def test_case_59_upkeep_returns_tokens_empties_slots_and_passes_the_first_player(dg):
    s = _table(dg)
    assert s["round"] == 1 and s["first"] == 0
    from .helpers import run_tasks
    for h in s["heroes"]:
        h.update(std=0, boost=0, used={"move": 2}, once=["x"])
    s["base_used"] = ["new_york"]
    run_tasks(dg, s, {"op": "round"}, {"op": "test_stop"})
    assert s["round"] == 2 and s["first"] == 1
    assert all(h["std"] == 3 and h["boost"] == 1 and h["used"] == {} for h in s["heroes"])
    assert s["base_used"] == []


def test_case_60_move_two_reaches_up_to_two_steps_or_stays(dg):
    s = _table(dg)
    s["heroes"][1]["space"] = "wakanda"
    turn_of(dg, s, 1)
    pick(dg, s, "a:move:std")  # Protection: move 2 (then may bring a hero)
    reach = {o["id"][6:] for o in s["pending"]["options"]}
    g = g_of(dg, s)
    expect = set(g.book.graph.within("wakanda", 2))
    assert reach == expect and "wakanda" in reach
    assert "5" not in reach  # three steps away


def test_case_61_line_a_joins_north_america_and_east_asia(dg):
    s = _table(dg)
    g = g_of(dg, s)
    assert "14" in board.within(g.book, s, "1", 1)
    assert g.book.graph.labels[frozenset(("1", "14"))] == "A"


def test_case_62_asgard_starts_cut_off(dg):
    s = _table(dg)
    g = g_of(dg, s)
    assert board.neighbours(g.book, s, "asgard") == ()
    assert all("asgard" not in board.neighbours(g.book, s, sid) for sid in g.book.graph.nodes)


def test_case_63_resting_on_asgard_moves_the_bifrost(dg, dice):
    s = _table(dg)
    s["bifrost"] = "6"
    s["heroes"][1]["space"] = "asgard"
    turn_of(dg, s, 1)
    dice.set(BLANK, BLANK, BLANK)
    pick(dg, s, "a:rest:std")
    while s["pending"]["kind"] in ("test_window", "rest"):
        pick(dg, s, s["pending"]["options"][-1]["id"] if s["pending"]["kind"] == "test_window" else
             s["pending"]["options"][0]["id"])
    assert s["pending"]["kind"] == "bifrost"
    pick(dg, s, "space:14")
    g = g_of(dg, s)
    assert board.neighbours(g.book, s, "asgard") == ("14",)
    assert "asgard" not in board.neighbours(g.book, s, "6")


def _natasha_rests(dg, dice, cards_ready: bool):
    """Natasha, 4 damage, rests with 3 (TACTIC 3 rolling two tactics; Protection's rest adds 1)."""
    s = _table(dg)
    nat = s["heroes"][1]
    nat["dmg"] = 4
    for c in nat["supports"]:
        c.update(ready=cards_ready, prog=0)
    turn_of(dg, s, 1)
    dice.set(TACTIC, TACTIC, BLANK)
    pick(dg, s, "a:rest:std")
    while s["pending"]["kind"] == "test_window":
        pick(dg, s, "keep")
    return s, nat


def test_case_64_a_rest_splits_its_total_between_recover_and_charge(dg, dice):
    s, nat = _natasha_rests(dg, dice, cards_ready=False)
    assert s["pending"]["kind"] == "rest" and "with 3" in s["pending"]["prompt"]
    pick(dg, s, "r:1:2:red_room_ledger")
    assert nat["dmg"] == 2
    assert {c["id"]: c["prog"] for c in nat["supports"]} == {"red_room_ledger": 1, "nick_fury": 0}


def test_with_no_card_to_charge_a_rest_recovers_all_it_can_without_asking(dg, dice):
    """Nothing exhausted: what is not recovered would be lost, so 'recover 1 of 3' is no choice; the
    question offered those, and 'nothing to recover or charge' for a hero with damage."""
    s, nat = _natasha_rests(dg, dice, cards_ready=True)
    assert s["pending"]["kind"] != "rest"
    assert nat["dmg"] == 1  # 3 recovered


def test_case_65_enough_charge_readies_the_card_and_clears_its_progress(dg):
    from game.dagger.support import charge_card
    s = _table(dg)
    nat = s["heroes"][1]
    card = next(c for c in nat["supports"] if c["id"] == "nick_fury")  # charge 3
    card.update(ready=False, prog=2)
    g = g_of(dg, s)
    assert charge_card(g, 1, "nick_fury", 1) == 0
    assert card["ready"] and card["prog"] == 0


def test_case_66_a_heroes_own_card_is_never_charged(dg):
    from game.dagger.support import exhausted_shared
    s = _table(dg)
    for c in s["heroes"][1]["supports"]:
        c["ready"] = False
    assert exhausted_shared(s, 1) == ["red_room_ledger", "nick_fury"]
    assert dg.rules.book.heroes["natasha_romanoff"].support not in exhausted_shared(s, 1)


def test_case_67_a_dagger_action_at_an_operational_base_may_bring_the_hero_mission(dg):
    s = _table(dg)
    turn_of(dg, s, 0)  # T'Challa on New York
    assert "dg:new_york:std:m" in ids(s)
    pick(dg, s, "dg:new_york:std:m")
    assert s["hm"] == {"id": "hm_tchalla", "prog": 0, "hero": 0}
    assert s["heroes"][0]["mission"] == "active" and "new_york" in s["base_used"]


def test_case_68_an_overrun_base_takes_an_action_only_for_a_mission(dg):
    s = _table(dg)
    s["overrun"] = ["new_york"]
    turn_of(dg, s, 0)
    assert not any(i.startswith("dg:new_york") for i in ids(s))
    s2 = _table(dg)
    s2["overrun"] = ["new_york"]
    s2["side"]["green"] = {"id": "sm_retake_base", "prog": 0}  # D.A.G.G.E.R. actions on any base
    turn_of(dg, s2, 0)
    assert "dg:new_york:std" in ids(s2) and "dg:new_york:std:m" not in ids(s2)
    events = pick(dg, s2, "dg:new_york:std")
    assert s2["side"]["green"]["prog"] == 1
    assert not any(e["kind"] == "dagger" for e in events)  # no base effect from an overrun base


def test_an_ability_that_would_find_no_enemy_is_not_offered(dg):
    """Dora Milaje deals 2 damage to an enemy in the hero's space: with none there it was offered
    all the same ('Use Dora Milaje ... (no token)'), and used it would have spent a charge on nothing."""
    s = start(dg)
    clear_board(s)
    h = s["pending"]["hero"]
    sid = s["heroes"][h]["space"]
    turn_of(dg, s, h)
    assert s["heroes"][h]["hero"] == "tchalla" and "free:sup:dora_milaje" not in ids(s)
    assert any(sc["id"] == "dora_milaje" and sc["ready"] for sc in s["heroes"][h]["supports"])
    add_enemy(dg, s, "aim_trooper", sid)
    turn_of(dg, s, h)
    assert "free:sup:dora_milaje" in ids(s)


def test_pepper_potts_charges_another_hero_and_only_one_with_a_card_to_charge(dg):
    """Another hero anywhere charges 2: not Tony himself (Pepper is exhausted by her use, and would
    charge herself), and not a hero with nothing exhausted (she would be spent for nothing)."""
    s = start(dg, heroes="tony_stark,tchalla", aspects="aggression,justice")
    clear_board(s)
    tony, tchalla = s["heroes"]
    for sc in tony["supports"]:
        sc.update(ready=sc["id"] == "pepper_potts", prog=0)
    for sc in tchalla["supports"]:
        sc.update(ready=True, prog=0)
    turn_of(dg, s, 0)
    assert "free:sup:pepper_potts" not in ids(s)
    card = tchalla["supports"][0]
    card["ready"] = False
    turn_of(dg, s, 0)
    pick(dg, s, "free:sup:pepper_potts")
    assert card["ready"] or card["prog"] == 2
    assert all(sc["ready"] is False for sc in tony["supports"] if sc["id"] != "pepper_potts")
