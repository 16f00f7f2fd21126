"""Seeded random playouts of every scenario through the platform's conformance checks
(invariants after every step, every listed option accepted, JSON round trips), plus
replays and the computer player."""

import json

import pytest

from game.core.conformance import playout
from game.core.match import Match
from game.core.players import PlayerRegistry, RandomPlayer
from game.heroscape.ai import ComputerPlayer
from game.heroscape.rules import HeroscapeRules
from tests.heroscape.helpers import real_content

RULES = HeroscapeRules(real_content())
SCENARIOS = list(RULES.scenarios)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_random_playouts_keep_every_rule(scenario):
    for seed in (1, 2):
        run = playout(RULES, {"seats": ["random", "random"], "seed": seed, "scenario": scenario})
        assert run.error is None, run.error
        assert not run.capped
        assert run.result is not None and run.result["summary"]


@pytest.mark.parametrize("options", [{"army": "premade"}, {"mode": "basic"}, {"mode": "master", "round_limit": "2"}])
def test_options_play_through(options):
    scenario = {"master": "avengers_assemble", "basic": "heroes_villains_friends_foes"}.get(options.get("mode"),
                                                                                           "theft_at_stark")
    run = playout(RULES, {"seats": ["random", "random"], "seed": 5, "scenario": scenario, "options": options})
    assert run.error is None, run.error
    assert run.result is not None


def test_replay_reaches_the_same_state():
    run = playout(RULES, {"seats": ["random", "random"], "seed": 11, "scenario": "escalating_battle"})
    m = Match.replay(RULES, run.setup, run.answers)
    assert m.state["result"] == run.result
    assert json.loads(json.dumps(m.state)) == m.state


def test_computer_beats_random_and_never_peeks():
    players = [ComputerPlayer(), RandomPlayer()]
    for seed in (1, 2):
        run = playout(RULES, {"seats": ["computer", "random"], "seed": seed, "scenario": "theft_at_stark"}, players)
        assert run.error is None, run.error
        assert run.result["winners"] == [0]


def test_computer_is_registered():
    from game.heroscape import GAME
    reg = GAME.players()
    assert isinstance(reg, PlayerRegistry)
    assert isinstance(reg.make("computer", RULES, 0), ComputerPlayer)


def test_undo_is_refused_after_dice():
    m = Match.start(RULES, {"seats": ["human", "human"], "seed": 4, "scenario": "theft_at_stark",
                            "options": {"army": "premade", "army0": "iron_man,venom", "army1": "thanos,red_skull"}})
    while m.pending["kind"] != "marker":
        m.apply({"seat": m.pending["seat"], "picks": [m.pending["options"][0]["id"]]})
    seat = m.pending["seat"]
    m.apply({"seat": seat, "picks": [m.pending["options"][0]["id"]]})
    assert m.can_undo(seat) is None  # a secret marker, no dice yet
    while m.pending["kind"] == "marker":
        m.apply({"seat": m.pending["seat"], "picks": [m.pending["options"][0]["id"]]})
    assert m.can_undo(1 - m.pending["seat"]) is not None or m.can_undo(m.pending["seat"]) is not None
