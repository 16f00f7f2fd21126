"""A random playout nobody watches (every seat random, checks off: the bench, simulate --fast) is told
that nobody sees its decisions (core events.Unread's `unseen`): the rules then take the passes of a
seat that can only pass without asking it, and leave out words nobody reads. The game and its record
must be the ones the playout that asks every question gets."""

import pytest

from game.core.conformance import playout
from game.core.players import RandomPlayer
from game.vs_system.engine import G


class AskedRandom(RandomPlayer):
    """A random player the playout does not take for one: every decision is asked of it."""


@pytest.mark.parametrize("fmt,seats,seed", [("1v1", 2, 1003), ("1v1", 2, 1004), ("2hg", 4, 61), ("ffa", 3, 7)])
def test_a_game_nobody_watches_is_the_game_whose_every_question_is_asked(loaded, monkeypatch, fmt, seats, seed):
    taken = []
    answer_alone = G.answer_alone

    def counting(g, seat, oid):
        ok = answer_alone(g, seat, oid)
        taken.append(ok)
        return ok

    monkeypatch.setattr(G, "answer_alone", counting)
    setup = loaded.setup(["random"] * seats, seed, options={"format": fmt})
    fast = playout(loaded.rules, setup, checks=False)
    assert sum(taken) > 10, "strict privacy: a seat that can only pass is not asked"
    taken.clear()
    asked = playout(loaded.rules, setup, [AskedRandom() for _ in range(seats)], checks=False)
    assert not taken
    assert fast.error is None and (fast.answers, fast.result) == (asked.answers, asked.result)


def _without_words(state):
    """The state with its decision's words (prompts, labels, what picking none means) left out, and
    the combat's account an exchange keeps for its next prompt (combat._exchange's "line")."""
    state = {**state, "stack": [{k: v for k, v in t.items() if k != "line"} if t["op"] == "exchange" else t
                                for t in state["stack"]]}
    pending = state["pending"]
    if pending is None:
        return state
    pending = {**{k: v for k, v in pending.items() if k != "none"}, "prompt": "", "public_prompt": "",
               "options": [{**o, "label": ""} for o in pending["options"]]}
    return {**state, "pending": pending}


@pytest.mark.parametrize("fmt,seats,seed", [("1v1", 2, 1003), ("1v1", 2, 1010), ("2hg", 4, 61)])
def test_a_decision_nobody_sees_is_the_worded_one_without_its_words(loaded, fmt, seats, seed):
    # the options are the same (ids, clicks, data) in the same order, and so is every other part of
    # the state; only the words nobody would read are left out
    from game.core.conformance import worded_and_unseen
    kinds = set()
    for worded, unseen in worded_and_unseen(loaded.rules, loaded.setup(["random"] * seats, seed,
                                                                         options={"format": fmt})):
        assert _without_words(unseen) == _without_words(worded)
        if unseen["pending"] is not None and unseen["pending"]["prompt"] == "":
            kinds.add(unseen["pending"]["kind"])
    assert {"main", "attack", "respond", "recruit", "resource", "formation", "target", "may"} <= kinds


def test_an_attack_taken_back_where_nobody_watches_offers_the_main_phase_it_left(loaded, monkeypatch):
    # "back" changes nothing on the table: the Main Phase's options are offered again as they were
    # (engine.KEPT), not worked out again, and they are the options the worded game works out
    from game.core.events import Unread
    from game.core.match import Match
    from game.core.players import random_picks, random_stream
    from game.vs_system import turn
    worked = []
    attack_options = turn.attack_options
    monkeypatch.setattr(turn, "attack_options", lambda g, *a: worked.append(g.taken is None) or attack_options(g, *a))
    setup = loaded.setup(["random", "random"], 1003)
    worded = Match.start(loaded.rules, setup)
    unseen = Match.start(loaded.rules, setup).state
    backs = 0
    step = 0
    while not worded.over:
        seat, kind = worded.pending["seat"], worded.pending["kind"]
        ids = random_picks(worded.pending, random_stream(setup["seed"], seat), step)
        by_id = {o["id"]: o for o in unseen["pending"]["options"]}
        worded.apply({"seat": seat, "picks": ids})
        events = Unread()
        events.unseen, events.room = [], 0
        worked.clear()
        loaded.rules.resolve(unseen, seat, [by_id[i] for i in ids], events)
        assert _without_words(unseen) == _without_words(worded.state)
        if kind == "attack" and ids == ["back"]:
            backs += 1
            assert unseen["pending"]["kind"] == "main" and worked == [], "worked out again"
        step += 1
    assert backs >= 5


def test_a_game_nobody_watches_cut_short_at_the_cap_leaves_the_question_asked(loaded):
    # the commonest questions are drawn where they are asked (engine G.draw); at the playout's cap
    # the question is left asked instead, as the worded game asks it (words aside), whichever
    # question the cap falls on
    import copy

    from game.core.conformance import Playout, _random_playout
    from game.core.match import Match, normalise_setup
    from game.core.players import random_picks, random_stream
    setup = normalise_setup(loaded.rules, loaded.setup(["random", "random"], 1003))
    full = playout(loaded.rules, setup, checks=False)
    worded = Match.start(loaded.rules, setup)
    asked = {}  # the first decision of each kind: (its index, the worded state asking it)
    for step, ans in enumerate(full.answers[:300]):
        if worded.pending["kind"] not in asked:
            asked[worded.pending["kind"]] = step, copy.deepcopy(_without_words(worded.state))
        assert random_picks(worded.pending, random_stream(setup["seed"], ans["seat"]), step) == ans["picks"]
        worded.apply(ans)
    assert {"main", "attack", "recruit", "resource", "formation", "respond"} <= set(asked)
    for kind, (step, state) in sorted(asked.items()):
        cut = loaded.rules.new_game(setup, [])
        out = _random_playout(loaded.rules, cut, [random_stream(cut["seed"], s) for s in (0, 1)], step, Playout(setup))
        assert out.error is None and out.capped and out.answers == full.answers[:step], kind
        assert _without_words(cut) == state, kind
