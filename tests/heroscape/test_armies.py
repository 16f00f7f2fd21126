"""Rulebook: Gather and Place Your Army (pre-made, drafting, placement), Scoring, Unique
Army Cards. Spec section 8, cases 67-70, 72."""

import pytest

from game.core.errors import IllegalChoice
from game.core.match import Match
from game.heroscape import damage, scenario_rules, setup
from game.heroscape.rules import HeroscapeRules
from tests.heroscape.helpers import Dice, answer, fixture_rules, real_content, run, state

R = fixture_rules()
REAL = HeroscapeRules(real_content())


def test_scoring_counts_full_card_points_of_surviving_figures_case_67():
    s = state({"captain_america": (0, (0, 1)), "iron_man": (0, (0, 3)), "venom": (1, (11, 1))})
    s["figures"]["iron_man"]["wounds"] = 3  # badly hurt, still full points
    assert scenario_rules.scores(R, s) == [220 + 240, 150]
    damage.destroy(R, s, "captain_america", [])
    assert scenario_rules.scores(R, s) == [240, 150]


def test_point_limits_for_pre_made_armies_case_68():
    sc = REAL.scenarios["theft_at_stark"]  # 1200 points
    over = ["incredible_hulk", "thanos", "abomination", "spider_man"]  # 370 + 360 + 320 + 160 = 1210
    assert "1210" in setup.check_army(REAL, sc, 0, over)
    clash = REAL.scenarios["clash_on_the_streets"]  # 530 for Player 1
    assert setup.check_army(REAL, clash, 0, ["captain_america", "iron_man"]) is None  # 460
    with pytest.raises(IllegalChoice):
        REAL.new_game({"seats": ["human", "human"], "seed": 1, "scenario": "clash_on_the_streets",
                       "options": {"army0": "incredible_hulk,thanos"}}, [])


def test_draft_order_one_then_two_then_one_each_case_69(monkeypatch):
    Dice(monkeypatch, 5, 12)  # Player 2 wins the roll
    m = Match.start(REAL, {"seats": ["human", "human"], "seed": 3, "scenario": "theft_at_stark",
                           "options": {"army": "draft"}})
    pickers = []
    while m.pending["kind"] in ("pick_card", "place") and len(pickers) < 6:
        if m.pending["kind"] == "pick_card":
            pickers.append(m.pending["seat"])
            cheapest = min((o for o in m.pending["options"] if "card" in o.get("data", {})),
                           key=lambda o: o["data"]["points"])
            m.apply({"seat": m.pending["seat"], "picks": [cheapest["id"]]})
        else:
            m.apply({"seat": m.pending["seat"], "picks": [m.pending["options"][0]["id"]]})
    assert pickers == [1, 0, 0, 1, 0, 1]


def test_placement_one_zone_never_the_enemys_and_no_room_no_figure_case_70():
    s = state({"venom": (1, (11, 1))})
    s["phase"] = "setup"
    s["turn"] = None
    for card in ("captain_america", "iron_man", "spider_man", "silver_surfer"):
        setup.add_figure(s, 0, card)
    run(s, {"do": "place_all", "order": [0, 1]})
    zone_left = set(R.board("heights").zone_keys("sandbox/left"))
    placed = 0
    while s["pending"]["kind"] == "place":
        assert {o["data"]["to"] for o in s["pending"]["options"]} <= zone_left
        answer(s, s["pending"]["options"][0]["id"])
        placed += 1
    assert placed == 2  # the last of three free spaces is taken without asking
    assert s["figures"]["silver_surfer"]["status"] == "unfielded"  # the zone holds 3
    s2 = state({"venom": (1, (0, 1))})  # an enemy already stands in the left zone
    s2["turn"] = None
    s2["scenario"] = "sandbox"
    sc_zones = setup.zone_names(R, s2, 0)
    assert sc_zones == []  # Player 1 may use only "left", and the enemy is in it


def test_unique_cards_only_once_per_army_case_72():
    sc = REAL.scenarios["theft_at_stark"]
    assert "two copies" in setup.check_army(REAL, sc, 0, ["venom", "venom"])
    m = Match.start(REAL, {"seats": ["human", "human"], "seed": 3, "scenario": "theft_at_stark",
                           "options": {"army": "premade"}})
    assert m.pending["kind"] == "pick_card"
    m.apply({"seat": 0, "picks": ["card:venom"]})
    assert "card:venom" not in [o["id"] for o in m.pending["options"]]


def test_combined_sets_let_both_armies_hold_the_same_card():
    m = Match.start(REAL, {"seats": ["human", "human"], "seed": 3, "scenario": "theft_at_stark",
                           "options": {"army": "premade", "army0": "venom,thanos", "army1": "venom,doctor_doom",
                                       "combined_sets": "true"}})
    cards = sorted((f["owner"], f["card"]) for f in m.state["figures"].values())
    assert cards == [(0, "thanos"), (0, "venom"), (1, "doctor_doom"), (1, "venom")]


def test_pre_set_armies_of_a_very_mad_genius_are_chosen_by_the_roll(monkeypatch):
    Dice(monkeypatch, 3, 17)
    m = Match.start(REAL, {"seats": ["human", "human"], "seed": 3, "scenario": "a_very_mad_genius"})
    assert m.pending["kind"] == "choose_army" and m.pending["seat"] == 1
    m.apply({"seat": 1, "picks": ["army:0"]})  # Player 2 takes the heroes
    owners = {f["card"]: f["owner"] for f in m.state["figures"].values()}
    assert owners["iron_man"] == 1 and owners["thanos"] == 0
    assert m.pending["kind"] == "place" and m.pending["seat"] == 1
    blue = set(REAL.board("tribeca_labs").zone_keys("a_very_mad_genius/blue"))
    assert {o["data"]["to"] for o in m.pending["options"]} <= blue


def test_basic_scenarios_place_figures_on_their_spots():
    m = Match.start(REAL, {"seats": ["human", "human"], "seed": 3, "scenario": "avengers_assemble"})
    b = REAL.board("genotech")
    assert m.state["figures"]["captain_america"]["space"] == b.cell_key(5, 3)
    assert m.state["figures"]["venom"]["space"] == b.cell_key(10, 10)
    assert m.state["mode"] == "basic" and m.pending["kind"] in ("choose_card", "act")
