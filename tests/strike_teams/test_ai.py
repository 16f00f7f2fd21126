"""The computer levels: what each weighs and how it plays (the win rates are measured by
`simulate`, never here)."""

import copy
import functools

from game.core.match import Match
from game.core.players import SeatView
from game.core.rng import Rng
from game.core.rules import visible_state
from game.session import open_game
from game.strike_teams import ai, ai_judge
from game.strike_teams.ai_easy import EasyPlayer
from game.strike_teams.ai_hidden import rebuildable
from game.strike_teams.ai_search import HardPlayer, hard_player


@functools.lru_cache(maxsize=1)
def loaded():
    return open_game("strike_teams", with_user_mods=False)


def _play_until(seed, stop, kinds=("computer", "random")):
    """A seeded game played until `stop(state)` holds; the match then."""
    game = loaded()
    setup = game.setup(list(kinds), seed)
    m = Match.start(game.rules, setup)
    robots = game.seat_players(setup["seats"])
    step = 0
    while not m.over and not stop(m.state):
        seat = m.pending["seat"]
        m.apply(robots[seat].choose(SeatView(game.rules, m.state, seat), Rng(step)))
        step += 1
    return m


def test_the_heroes_spread_over_the_tokens_their_scenario_needs():
    """Cut the Alarms: three panels and three heroes, each hero heads for a panel of its own."""
    m = _play_until(39, lambda s: s.get("round") == 1 and s["pending"]["kind"] == "activate")
    s = m.state
    assert s["scenarios"][0] == "cut_the_alarms"
    g = loaded().rules.table(s)
    goals = {f: ai._goal(g, f) for f in ("captain_america", "iron_man", "quake")}
    alarms = {t["pos"] for t in s["tokens"].values() if t["kind"] == "alarm"}
    assert set(goals.values()) == alarms


def test_the_judge_counts_objective_points_and_wounds():
    m = _play_until(3, lambda s: s.get("round") == 2)
    rules = loaded().rules
    s = m.state
    base = ai_judge.side_lead(rules, s, 0)
    richer = copy.deepcopy(s)
    richer["op"][0] += 2
    assert ai_judge.side_lead(rules, richer, 0) > base + 1.5
    assert ai_judge.side_lead(rules, richer, 1) < ai_judge.side_lead(rules, s, 1)
    hurt = copy.deepcopy(s)
    villain = next(c for c in hurt["chars"].values() if c["side"] == 1 and c["role"] != "henchman" and c["state"] == "map")
    villain["wounds"]["attack"] = 1
    villain["wounds"]["move"] = 1
    assert ai_judge.side_lead(rules, hurt, 0) > base
    assert 0.5 < ai_judge.chance(1.0) < 1.0 and ai_judge.chance(0) == 0.5


def test_hard_searches_its_own_activation_and_says_why():
    m = _play_until(5, lambda s: s.get("round") == 3 and s["pending"]["kind"] == "act" and s["pending"]["seat"] == 0
                    and len(s["pending"]["options"]) > 3)
    rules = loaded().rules
    seen = SeatView(rules, m.state, 0)
    assert rebuildable(seen.view)
    hard = hard_player(rules, iterations=12)
    assert isinstance(hard, HardPlayer)
    out = hard.choose(seen, Rng(1))
    ids = {o["id"] for o in m.pending["options"]}
    assert set(out["picks"]) <= ids and len(out["picks"]) == 1
    assert "to win (of 12 tries" in out["why"]


def test_hard_can_compare_its_answers_on_the_same_deals():
    """The paired search (game/core/paired.py): a listed answer, and the same one for the same seed."""
    m = _play_until(5, lambda s: s.get("round") == 3 and s["pending"]["kind"] == "act" and s["pending"]["seat"] == 0
                    and len(s["pending"]["options"]) > 3)
    rules = loaded().rules
    seen = SeatView(rules, m.state, 0)
    first = hard_player(rules, iterations=12, paired=True).choose(seen, Rng(1))
    again = hard_player(rules, iterations=12, paired=True).choose(SeatView(rules, m.state, 0), Rng(1))
    assert set(first["picks"]) <= {o["id"] for o in m.pending["options"]} and len(first["picks"]) == 1
    assert first == again


def test_hard_leaves_set_up_and_the_other_sides_questions_to_the_normal_player():
    m = _play_until(5, lambda s: s["pending"]["kind"] == "choose_cards")
    rules = loaded().rules
    seat = m.pending["seat"]
    seen = SeatView(rules, m.state, seat)
    assert not rebuildable(visible_state(rules, m.state, seat))
    assert hard_player(rules, iterations=4).choose(seen, Rng(2)) == ai.NormalPlayer().choose(seen, Rng(2))


def test_easy_plays_no_action_card_outside_attacks_and_always_gains():
    m = _play_until(7, lambda s: s["pending"]["kind"] == "act" and any(o["id"].startswith("card:")
                                                                       for o in s["pending"]["options"]))
    rules = loaded().rules
    seat = m.pending["seat"]
    for k in range(6):
        picks = EasyPlayer().choose(SeatView(rules, m.state, seat), Rng(k))["picks"]
        assert not picks[0].startswith("card:")
    m2 = _play_until(7, lambda s: s["pending"]["kind"] == "start" and any(o["id"] == "rest" for o in s["pending"]["options"]))
    assert EasyPlayer().choose(SeatView(rules, m2.state, m2.pending["seat"]), Rng(0))["picks"] == ["gain"]
