"""The conformance test every game registers for, run here on the test-only game."""

import pytest

from game.core.conformance import playout, replay_report
from game.core.players import PlayerRegistry, RandomPlayer


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


def test_a_random_playout_with_its_checks_off_plays_the_game_the_checked_one_plays(duel):
    # with every seat random and the checks off the playout draws and hands over the answers in a
    # loop of its own: the same answers, the same end
    for seats in (2, 3):
        for seed in range(30):
            fast = playout(duel.rules, duel.setup(["random"] * seats, seed), checks=False)
            checked = playout(duel.rules, duel.setup(["random"] * seats, seed))
            assert fast.error is None and (fast.answers, fast.result) == (checked.answers, checked.result)


def _ready_duel(duel):
    """Number Duel with a question of one answer ("Go") before every turn, which the rules answer
    themselves when nobody sees the decisions (events.Unread's `unseen`)."""
    from game.core.decisions import decision, option

    base = type(duel.rules)

    class ReadyDuel(base):
        taken = 0

        def _offer_turn(self, s):
            s["pending"] = decision(s["turn"], "ready", "Your turn: ready?", [option("go", "Go")])

        def resolve(self, s, seat, picks, events):
            if s["pending"]["kind"] == "ready":
                base._offer_turn(self, s)
                return
            base.resolve(self, s, seat, picks, events)
            unseen = getattr(events, "unseen", None)
            if s["pending"] is not None and s["pending"]["kind"] == "ready" and unseen is not None \
                    and len(unseen) < events.room:
                unseen.append({"seat": s["pending"]["seat"], "picks": ["go"]})
                ReadyDuel.taken += 1
                base._offer_turn(self, s)

    rules = object.__new__(ReadyDuel)
    rules.__dict__.update(duel.rules.__dict__)
    return rules


def test_a_question_of_one_answer_the_rules_answer_themselves_is_recorded_as_asked(duel):
    # nobody sees a random playout's decisions: a game may answer a decision of one possible answer
    # itself; the record is the one the playout that asks it makes, cap and all
    rules = _ready_duel(duel)
    for seed in range(20):
        fast = playout(rules, duel.setup(["random", "random"], seed), checks=False)
        checked = playout(rules, duel.setup(["random", "random"], seed))
        assert fast.error is None and (fast.answers, fast.result) == (checked.answers, checked.result)
        assert {"seat": 0, "picks": ["go"]} in fast.answers
        for cap in range(8, 14):
            fast = playout(rules, duel.setup(["random", "random"], seed), checks=False, cap=cap)
            checked = playout(rules, duel.setup(["random", "random"], seed), checks=False,
                              players=[RandomPlayer(), _Random()], cap=cap)
            assert (fast.answers, fast.capped) == (checked.answers, checked.capped) and len(fast.answers) == cap
    assert type(rules).taken > 100


class _Random(RandomPlayer):
    """A random player the playout does not recognise as one: it asks it (the general loop)."""


def test_a_bug_after_answers_the_rules_took_is_reported_where_the_asking_playout_finds_it(duel, monkeypatch):
    rules = _ready_duel(duel)
    base = type(duel.rules)
    original = base._offer_turn

    def planted(self, s):
        if len(s["discard"]) >= 3:
            raise RuntimeError("a planted bug")
        original(self, s)

    monkeypatch.setattr(base, "_offer_turn", planted)
    fast = playout(rules, duel.setup(["random", "random"], 4), checks=False)
    asked = playout(rules, duel.setup(["random", "random"], 4), checks=False, players=[_Random(), _Random()])
    assert "a planted bug" in fast.error and "a planted bug" in asked.error
    assert (fast.error_index, fast.answers) == (asked.error_index, asked.answers) and fast.error_index == len(fast.answers)


def _picking_duel(duel):
    """Number Duel carrying on where nobody sees its decisions: each is drawn where it is asked
    (events.Unread's `pick`) and carried out at once, in the same call to resolve."""
    base = type(duel.rules)

    class PickingDuel(base):
        picked = 0

        def resolve(self, s, seat, picks, events):
            base.resolve(self, s, seat, picks, events)
            pick = getattr(events, "pick", None)
            while pick is not None and s["pending"] is not None:
                seat = s["pending"]["seat"]
                picks = pick(s["pending"])
                if picks is None:
                    return
                PickingDuel.picked += 1
                base.resolve(self, s, seat, picks, events)

    rules = object.__new__(PickingDuel)
    rules.__dict__.update(duel.rules.__dict__)
    return rules


def test_decisions_drawn_where_the_rules_ask_them_are_recorded_as_asked(duel, monkeypatch):
    # nobody sees a random playout's decisions: a game may have each drawn where it asks it and
    # carry on; the record is the asking playout's, cap and planted bug included
    rules = _picking_duel(duel)
    for seats in (2, 3):
        for seed in range(15):
            fast = playout(rules, duel.setup(["random"] * seats, seed), checks=False)
            checked = playout(rules, duel.setup(["random"] * seats, seed))
            assert fast.error is None and (fast.answers, fast.result) == (checked.answers, checked.result)
            for cap in (1, 5, 12):
                fast = playout(rules, duel.setup(["random"] * seats, seed), checks=False, cap=cap)
                asked = playout(rules, duel.setup(["random"] * seats, seed), checks=False,
                                players=[_Random() for _ in range(seats)], cap=cap)
                assert (fast.answers, fast.capped) == (asked.answers, asked.capped) and len(fast.answers) == cap
    assert type(rules).picked > 500
    base = type(duel.rules)
    original = base._end_turn

    def planted(self, s, events):
        if len(s["discard"]) >= 3:
            raise RuntimeError("a planted bug")
        original(self, s, events)

    monkeypatch.setattr(base, "_end_turn", planted)
    fast = playout(rules, duel.setup(["random", "random"], 4), checks=False)
    asked = playout(rules, duel.setup(["random", "random"], 4), checks=False, players=[_Random(), _Random()])
    assert "a planted bug" in fast.error and "a planted bug" in asked.error
    assert (fast.error_index, fast.answers) == (asked.error_index, asked.answers) and fast.error_index == len(fast.answers)


def test_the_json_check_says_what_a_round_trip_through_json_says():
    # a walk over the state stands for the round trip where the state is plainly JSON's types;
    # anything else is round-tripped as before
    import collections
    import enum
    import json

    from game.core.conformance import round_trips

    class Name(str):
        pass

    class Level(enum.IntEnum):
        ONE = 1

    looped: list = []
    looped.append(looped)
    deep: list = []
    inner = deep
    for _ in range(300):
        inner.append([])
        inner = inner[0]
    cases = [{"a": [1, 2.5, None, True, "x", {"b": []}]}, {"a": (1, 2)}, {1: "a"}, {"a": float("nan")},
             {"a": float("inf")}, {"a": Name("x")}, {"a": Level.ONE}, {"a": collections.OrderedDict(b=1)},
             {"a": {1, 2}}, {"a": looped}, {"a": b"x"}, {"x": -0.0}, {"a": "\ud800"}, deep, [], {}]
    for case in cases:
        try:
            expected = json.loads(json.dumps(case)) == case
        except (TypeError, ValueError) as err:
            with pytest.raises(type(err)):
                round_trips(case)
        else:
            assert round_trips(case) is expected, case


def test_a_listed_option_refused_is_reported_when_it_is_the_answer_taken_or_another(duel, monkeypatch):
    # every option of the first decision is tried on a copy but the one the playout then takes,
    # which is carried out on the state itself: refused there, it is reported at the same step
    from game.core.errors import IllegalChoice

    setup = duel.setup(["random", "random"], 3)
    first = playout(duel.rules, setup).answers[0]["picks"][0]
    others = [o["id"] for o in duel.rules.new_game(setup, [])["pending"]["options"] if o["id"] != first]
    for refused, said in ((first, "a listed choice was refused"), (others[0], f"listed option {others[0]!r} was refused")):
        def check(state, seat, picks, refused=refused):
            if any(o["id"] == refused for o in picks):
                raise IllegalChoice("planted")
        monkeypatch.setattr(duel.rules, "check", check)
        run = playout(duel.rules, setup)
        assert run.error_index == 0 and said in run.error


def test_a_settled_heap_gives_the_collector_back_as_it_was_and_nests():
    import gc

    from game.core.conformance import settled_heap
    was = gc.get_threshold()
    assert gc.get_freeze_count() == 0
    with settled_heap():
        kept = gc.get_freeze_count()
        assert kept > 0  # what lived before the block is out of the collector's walks
        assert gc.get_threshold()[0] >= was[0]
        with settled_heap():  # (a playout inside: the outer freeze stands)
            assert gc.get_freeze_count() == kept
        assert gc.get_freeze_count() == kept
    assert gc.get_freeze_count() == 0
    assert gc.get_threshold() == was
