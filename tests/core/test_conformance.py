"""The conformance test every game registers for, run here on the test-only game."""

import pytest

from game.core.conformance import playout, replay_report
from game.core.players import PlayerRegistry


@pytest.mark.parametrize("seats", [2, 3])
def test_random_playouts_accept_every_listed_choice_and_keep_invariants(duel, seats):
    finished = 0
    for seed in range(60):
        run = playout(duel.rules, duel.setup(["random"] * seats, seed))
        assert run.error is None, f"seed {seed}: {run.error}"
        finished += run.result is not None
    assert finished == 60


def test_a_playout_is_determined_by_its_seed(duel):
    a = playout(duel.rules, duel.setup(["random", "random"], 77))
    b = playout(duel.rules, duel.setup(["random", "random"], 77))
    assert a.answers == b.answers and a.result == b.result


def test_a_bug_in_the_rules_is_reported_with_its_decision_index(duel, monkeypatch):
    original = duel.rules.invariants
    monkeypatch.setattr(duel.rules, "invariants",
                        lambda s: ["a planted bug"] if len(s["discard"]) >= 3 else original(s))
    run = playout(duel.rules, duel.setup(["random", "random"], 4))
    assert "a planted bug" in run.error and run.error_index is not None and run.error_index > 0
    record = run.replay_record()
    assert record["error_index"] == run.error_index and record["answers"] == run.answers


def test_replay_report_finds_a_diverging_save(duel):
    run = playout(duel.rules, duel.setup(["random", "random"], 5))
    record = run.replay_record()
    assert replay_report(duel.rules, record)["ok"]
    record["state"] = {"game": "number_duel", "tampered": True}
    report = replay_report(duel.rules, record)
    assert not report["ok"] and "differs" in report["reason"]


def test_a_computer_player_beats_random_players_mostly(duel):
    reg = duel.players
    wins = 0
    for seed in range(40):
        players = [reg.make("computer", duel.rules, 0), PlayerRegistry().make("random", duel.rules, 1)]
        run = playout(duel.rules, duel.setup(["computer", "random"], seed), players)
        wins += 0 in (run.result or {}).get("winners", [])
    assert wins >= 24


def test_events_nobody_will_read_come_in_an_unread_list_and_change_nothing(duel):
    from game.core.conformance import worded_and_unread
    from game.core.events import Unread
    steps = 0
    for worded, unread, state, quiet in worded_and_unread(duel.rules, duel.setup(["random", "random"], 12)):
        assert type(unread) is Unread and unread == worded and quiet == state
        steps += 1
    assert steps > 0
