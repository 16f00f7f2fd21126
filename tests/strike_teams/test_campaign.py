"""Rulebook: Winning the Mission, Victory Card, Continuing the Campaign, Leveling Up Characters,
Winning the Campaign. Spec section 9, cases 107-114; a whole campaign with computer seats."""

import pytest

from game.core.conformance import playout
from game.strike_teams.campaign import level_cost
from game.strike_teams.engine import TASKS
from game.strike_teams.rules import StrikeTeamsRules
from tests.strike_teams.helpers import answer, board, content, g_of, ids, table

MAP = ["......", "......"]


def campaign(figs, op=(0, 0), reserve=(0, 0), levels=None, mission=1, missions=6):
    R, s = table(board(MAP), figs, mode="campaign")
    s["campaign"] = {"missions": missions, "mission": mission, "levels": dict(levels or {}), "reserve": list(reserve),
                     "history": [], "used_maps": [], "used_scenarios": []}
    s["op"] = list(op)
    return R, s


def run(R, s, *tasks):
    s["stack"] = [{"op": "test_hold"}] + list(tasks)
    s["pending"] = None
    TASKS.run(g_of(R, s))


def test_a_drawn_mission_gives_nobody_the_victory_card_case_107():
    R, s = campaign({"captain_america": {"at": "0,0"}, "winter_soldier": {"at": "5,1"}}, op=(7, 7))
    run(R, s, {"op": "mission_end"})
    while s["pending"]["kind"] == "level_up":
        answer(R, s, ids(s)[0])
    assert s["campaign"]["history"][0]["winner"] is None
    assert s["victory"] is None and s["campaign"]["mission"] == 2


@pytest.mark.parametrize("op,headline", [((10, 4), "The heroes win!"), ((2, 5), "The Mastermind wins!"),
                                         ((3, 3), "A draw")])
def test_a_single_mission_ends_with_the_side_that_has_more_op_named_as_a_side(op, headline):
    R, s = table(board(MAP), {"captain_america": {"at": "0,0"}, "winter_soldier": {"at": "5,1"}})
    s["op"] = list(op)
    run(R, s, {"op": "mission_end"})
    assert s["result"]["headline"] == headline  # not "Heroes wins!"
    assert s["result"]["scores"] == list(op)


def test_the_winner_holds_the_victory_card_next_mission():
    R, s = campaign({"captain_america": {"at": "0,0"}, "winter_soldier": {"at": "5,1"}}, op=(5, 2))
    run(R, s, {"op": "mission_end"})
    while s["pending"]["kind"] == "level_up":
        answer(R, s, ids(s)[0])
    assert s["victory"] == {"holder": 0, "face": None, "used": False}


def test_a_level_costs_the_number_of_the_level_reached_case_108():
    assert level_cost(1) == 2 and level_cost(2) == 3 and level_cost(1) + level_cost(2) == 5


def test_op_must_be_spent_while_any_participant_can_level_case_109():
    R, s = campaign({"captain_america": {"at": "0,0"}, "iron_man": {"at": "1,0"}}, op=(4, 0))
    run(R, s, {"op": "level_up", "side": 0})
    assert set(ids(s)) == {"level:captain_america", "level:iron_man"}
    answer(R, s, "level:captain_america")
    assert ids(s) == ["level:iron_man"]  # 2 OP left: Cap's next level costs 3
    answer(R, s, "level:iron_man")
    assert s["campaign"]["levels"] == {"captain_america": 2, "iron_man": 2} and s["campaign"]["reserve"][0] == 0


def test_op_that_buy_nothing_are_saved_case_110():
    R, s = campaign({"captain_america": {"at": "0,0"}}, op=(1, 0))
    run(R, s, {"op": "level_up", "side": 0})
    assert s["pending"]["kind"] == "test_hold" and s["campaign"]["reserve"][0] == 1


def test_the_reserve_pools_with_new_op_case_111():
    R, s = campaign({"captain_america": {"at": "0,0"}}, op=(2, 0), reserve=(3, 0))
    run(R, s, {"op": "level_up", "side": 0})
    answer(R, s, "level:captain_america")
    answer(R, s, "level:captain_america")
    assert s["campaign"]["levels"]["captain_america"] == 3 and s["campaign"]["reserve"][0] == 0


def test_henchmen_level_as_one_group_case_112():
    R, s = campaign({"hydra_soldiers": {"at": ["0,0", "1,0", "2,0"], "face": 0}}, op=(0, 2))
    run(R, s, {"op": "level_up", "side": 1})
    answer(R, s, "level:hydra_soldiers")
    assert s["campaign"]["levels"] == {"hydra_soldiers": 2}  # one Level for all six figures


def test_only_characters_of_the_mission_level_up_case_113():
    R, s = campaign({"captain_america": {"at": "0,0"}}, op=(5, 0), levels={"quake": 1})
    run(R, s, {"op": "level_up", "side": 0})
    assert ids(s) == ["level:captain_america"]


def test_the_last_missions_winner_wins_the_campaign_whatever_the_totals_case_114():
    R, s = campaign({"captain_america": {"at": "0,0"}, "winter_soldier": {"at": "5,1"}}, op=(1, 3), mission=6)
    s["campaign"]["history"] = [{"mission": i, "map": "m", "scenarios": [], "op": [9, 0], "winner": 0} for i in range(1, 6)]
    run(R, s, {"op": "mission_end"})
    assert s["result"]["winners"] == [1] and not s["result"]["draw"]


@pytest.mark.slow
def test_a_whole_six_mission_campaign_with_computer_seats_plays_to_the_end_with_level_ups():
    from game.strike_teams.ai import NormalPlayer
    R = StrikeTeamsRules(content())
    run_ = playout(R, {"seats": ["computer", "computer"], "seed": 3, "options": {"mode": "campaign", "missions": "6"}},
                   [NormalPlayer(), NormalPlayer()], cap=60000)
    assert run_.error is None, run_.error
    assert run_.result is not None and not run_.capped
    assert "campaign ends after 6 missions" in run_.result["summary"]
    kinds = {a["picks"][0].split(":")[0] for a in run_.answers if a["picks"]}
    assert "level" in kinds  # somebody levelled up between missions


def test_a_short_campaign_plays_to_the_end_with_random_seats():
    R = StrikeTeamsRules(content())
    run_ = playout(R, {"seats": ["random", "random"], "seed": 2, "options": {"mode": "campaign", "missions": "2",
                                                                            "units": "2"}}, cap=20000)
    assert run_.error is None, run_.error
    assert run_.result is not None and "campaign ends after 2 missions" in run_.result["summary"]
