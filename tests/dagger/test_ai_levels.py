"""The computer team's levels: what the hard team's search weighs and where it looks, and the
judge it scores positions with."""

import copy

from game.core.players import SeatView, player_rng
from game.core.rng import Rng
from game.core.rules import visible_state
from game.dagger import judge
from game.dagger.ai import NormalTeam, Reader
from game.dagger.ai_easy import EasyTeam
from game.dagger.redeal import determinize
from game.dagger.search_hooks import DaggerHooks, action_of, hard_player

from .helpers import add_enemy, start


def _turn(dg, **options):
    s = start(dg, **options)
    assert s["pending"]["kind"] == "turn"
    return s


def test_the_judge_reads_a_finished_game_as_won_or_lost(dg):
    s = _turn(dg)
    s["result"] = {"winners": [0, 1], "draw": False}
    assert judge.value(dg.rules, s) == 1.0
    s["result"] = {"winners": [], "draw": False}
    assert judge.value(dg.rules, s) == 0.0


def test_the_judge_fears_threat_and_enemies_and_likes_the_showdown_near(dg):
    s = _turn(dg)
    base = judge.value(dg.rules, s)
    assert 0.0 < base < 1.0
    worse = copy.deepcopy(s)
    worse["threat"] += 8
    assert judge.value(dg.rules, worse) < base
    crowded = copy.deepcopy(s)
    for _ in range(3):
        add_enemy(dg, crowded, crowded["pods"]["2"], "3")
    assert judge.value(dg.rules, crowded) < base
    further = copy.deepcopy(s)
    further["nm_deck"] = further["nm_deck"][-1:]
    further["done"] = [[m, True] for m in s["nm_deck"][:-1]]
    assert judge.value(dg.rules, further) > base


def test_the_hard_team_searches_a_close_turn_among_the_normal_teams_best_few(dg):
    s = _turn(dg)
    rules = dg.rules
    hooks = DaggerHooks(rules, width=3, close=99.0)
    view = visible_state(rules, s, s["pending"]["seat"])
    assert hooks.worth_searching(view, s["pending"])
    normal = NormalTeam(rules)
    r = Reader(rules, view)
    best = max(s["pending"]["options"], key=lambda o: normal.turn_value(r, s["pending"]["hero"], o["id"]))["id"]
    dealt = determinize(rules, view, Rng(1))
    kept = hooks.candidates(dealt, Rng(2))
    assert len(kept) == 3 and [best] in kept
    # three different actions: the same action with the other token is not a real alternative
    assert len({action_of(k[0]) for k in kept}) == 3
    assert not DaggerHooks(rules, close=-1.0).worth_searching(view, s["pending"])  # a clear best: no search


def test_the_search_plays_on_through_the_nemesis_phase_to_the_next_round(dg):
    s = _turn(dg)
    rules = dg.rules
    hooks = DaggerHooks(rules)
    view = visible_state(rules, s, s["pending"]["seat"])
    dealt = hooks.determinize(view, view["viewer"], Rng(3))
    dealt["rng"] = 99
    assert not hooks.rollout_over(dealt)
    seen_nemesis = False
    for _ in range(300):
        if hooks.rollout_over(dealt):
            break
        seen_nemesis |= dealt["phase"] == "nemesis"
        picks = hooks.rollout(dealt, dealt["pending"]["seat"], Rng(4))
        by_id = {o["id"]: o for o in dealt["pending"]["options"]}
        rules.resolve(dealt, dealt["pending"]["seat"], [by_id[p] for p in picks], [])
    assert dealt["result"] is not None or (seen_nemesis and dealt["round"] == s["round"] + 1
                                          and dealt["pending"]["kind"] == "turn")


def test_the_hard_team_explains_a_searched_turn_and_spends_its_budget(dg):
    s = _turn(dg)
    rules = dg.rules
    player = hard_player(rules, iterations=6, close=99.0)
    seat = s["pending"]["seat"]
    a = player.choose(SeatView(rules, s, seat), player_rng(s, seat, 0))
    assert player.last.iterations == 6 and "% to win" in a["why"] and "same 2 deals" in a["why"]
    assert a["picks"][0] in {o["id"] for o in s["pending"]["options"]}


def test_the_easy_team_takes_an_action_the_normal_team_rates_near_its_best(dg):
    s = _turn(dg)
    rules = dg.rules
    seat = s["pending"]["seat"]
    view = visible_state(rules, s, seat)
    normal = NormalTeam(rules)
    r = Reader(rules, view)
    vals = {o["id"]: normal.turn_value(r, s["pending"]["hero"], o["id"]) for o in s["pending"]["options"]}
    top = max(vals.values())
    easy = EasyTeam(rules)
    picked = {easy.choose(SeatView(rules, s, seat), Rng(k))["picks"][0] for k in range(12)}
    assert all(vals[p] >= top - 1.5 for p in picked)


def test_the_hard_team_keeps_the_normal_choice_unless_the_playouts_find_better(dg):
    s = _turn(dg)
    rules = dg.rules
    seat = s["pending"]["seat"]
    usual = NormalTeam(rules).choose(SeatView(rules, s, seat), Rng(0))["picks"]
    stubborn = hard_player(rules, iterations=8, close=99.0, margin=1.0)
    assert stubborn.choose(SeatView(rules, s, seat), Rng(5))["picks"] == usual
    eager = hard_player(rules, iterations=8, close=99.0, margin=-1.0)
    a = eager.choose(SeatView(rules, s, seat), Rng(5))
    assert a["picks"] == eager.last.best()[0].split("|")


def test_a_turn_option_without_its_token_is_the_action_it_takes():
    assert action_of("a:fight:boost") == action_of("a:fight:std") == "a:fight"
    assert action_of("ab:2:std") == "ab:2"
    assert action_of("dg:new_york:boost:m") == "dg:new_york:m"
    assert action_of("card:sup:sharon_carter:std") == "card:sup:sharon_carter"
    assert action_of("free:sup:rick_jones") == "free:sup:rick_jones" and action_of("ready_tu") == "ready_tu"


def test_the_hard_team_plays_every_candidate_on_the_same_deals(dg):
    """Each action kept is played out from the same re-deals with the same dice: on a turn where
    every candidate is judged, each has the same number of plays."""
    s = _turn(dg)
    rules = dg.rules
    seat = s["pending"]["seat"]
    player = hard_player(rules, iterations=9, close=99.0, width=3)
    player.choose(SeatView(rules, s, seat), player_rng(s, seat, 0))
    assert [plays for _, plays, _ in player.last.choices] == [3, 3, 3]
    again = hard_player(rules, iterations=9, close=99.0, width=3)
    again.choose(SeatView(rules, s, seat), player_rng(s, seat, 0))
    assert again.last.choices == player.last.choices  # the same seed, the same deals and values
