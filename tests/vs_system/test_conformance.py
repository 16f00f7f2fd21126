"""Seeded random playouts in every format through the platform's conformance check; computer seats;
undo refused across draws and shuffles; replay gives the same game."""

import json

import pytest

from game.core.conformance import playout, replay_report
from game.core.decisions import answer
from game.core.errors import IllegalChoice
from game.core.match import Match


@pytest.mark.parametrize("fmt,seats,seeds", [("1v1", 2, range(0, 5)), ("ffa", 3, range(100, 102)),
                                             ("ffa", 4, range(200, 202)), ("2v2", 4, range(300, 302)),
                                             ("2hg", 4, range(400, 402))])
def test_random_playouts_conform(loaded, fmt, seats, seeds):
    for seed in seeds:
        run = playout(loaded.rules, loaded.setup(["random"] * seats, seed, options={"format": fmt}))
        assert run.error is None, f"seed {seed} decision {run.error_index}: {run.error}"
        assert not run.capped and run.result is not None


def test_relaxed_privacy_and_chosen_decks_and_mains_play_out(loaded):
    opts = {"response_privacy": "relaxed", "decks": "mcu_villains_starter,mcu_heroes_starter",
            "mains": "ultron,bruce_banner"}
    run = playout(loaded.rules, loaded.setup(["random", "random"], 5, options=opts))
    assert run.error is None and run.result is not None


def test_every_main_character_plays_out(loaded):
    heroes = ["captain_america", "bruce_banner", "iron_man", "star_lord", "thor"]
    villains = ["abomination", "iron_monger", "loki", "ronan", "ultron"]
    for i, (h, v) in enumerate(zip(heroes, villains)):
        run = playout(loaded.rules, loaded.setup(["random", "random"], 50 + i, options={"mains": f"{h},{v}"}))
        assert run.error is None, f"{h} vs {v}: {run.error}"


def test_computer_seats_conform(loaded):
    kinds = ["computer", "random"]
    players = [loaded.players.make(k, loaded.rules, s) for s, k in enumerate(kinds)]
    run = playout(loaded.rules, loaded.setup(kinds, 77), players)
    assert run.error is None and run.result is not None


def test_a_bad_option_is_one_readable_line(loaded):
    for opts in ({"format": "3v3"}, {"mains": "loki,nobody"}, {"decks": "a,b,c"}, {"response_privacy": "loud"},
                 {"format": "2v2"}):
        with pytest.raises(IllegalChoice) as err:
            loaded.rules.new_game(loaded.setup(["random", "random"], 1, options=opts), [])
        assert "\n" not in err.value.player_text()


def _to_kind(m: Match, kind: str, limit: int = 200) -> None:
    for _ in range(limit):
        p = m.pending
        if p["kind"] == kind:
            return
        m.apply(answer(p["seat"], [o["id"] for o in p["options"][:p["min"]]] or [p["options"][-1]["id"]]))
    raise AssertionError(kind)


def test_undo_is_refused_across_a_draw_and_a_shuffle(loaded):
    m = loaded.start(loaded.setup(["human", "human"], 11, options={"mains": "captain_america,loki"}))
    p = m.pending
    assert p["kind"] == "first_player"
    m.apply(answer(p["seat"], ["f0"]))
    m.apply(answer(0, ["front"]))
    # placing the second main character deals the hands: shuffles and draws
    m.apply(answer(1, ["back"]))
    assert m.can_undo(1) is not None and "shuffled" in m.can_undo(1)
    assert m.pending["kind"] == "mulligan"
    seat = m.pending["seat"]
    m.apply(answer(seat, ["keep"]))
    assert m.can_undo(seat) is None  # keeping a hand reveals nothing new
    m.undo(seat)
    assert m.pending["kind"] == "mulligan" and m.pending["seat"] == seat


def test_replay_gives_the_same_game(loaded):
    run = playout(loaded.rules, loaded.setup(["random", "random"], 21))
    record = run.replay_record()
    record = json.loads(json.dumps(record))
    report = replay_report(loaded.rules, record)
    assert report["ok"] and report["result"] == run.result
    m = Match.replay(loaded.rules, record["setup"], record["answers"])
    assert m.state["result"] == run.result and m.state["turn"]["n"] > 2


def test_the_invariants_say_where_a_card_is_twice_and_which_card_is_nowhere(loaded):
    m = Match.start(loaded.rules, loaded.setup(["random", "random"], 3))
    assert loaded.rules.invariants(m.state) == []
    p = m.state["players"][0]
    twice = p["deck"][0]
    p["ko"].append(twice)
    gone = p["deck"].pop()
    broken = loaded.rules.invariants(m.state)
    assert f"card {twice} is both in player 1's deck and player 1's ko" in broken
    assert f"cards in no zone: ['{gone}']" in broken


def test_the_invariants_find_a_face_up_character_with_def_0_whatever_brought_it_there(loaded):
    """-1/-1 counters, a boost for the turn and a boost in the combat each bring a face-up main
    character to DEF 0: each time the invariants say it should have been stunned."""
    m = Match.start(loaded.rules, loaded.setup(["random", "random"], 3))
    while m.state["turn"]["n"] == 0:
        m.apply({"seat": m.pending["seat"], "picks": [m.pending["options"][0]["id"]]})
    s = m.state
    u = next(u for u, c in s["ch"].items() if c["face"] == "up")
    df = loaded.rules.book.defs[s["cards"][u][0]].df
    assert loaded.rules.invariants(s) == []

    def flagged() -> bool:
        return any("has DEF 0 or less" in b and f"({u})" in b for b in loaded.rules.invariants(s))

    s["ch"][u]["c"] = -df
    assert flagged()
    s["ch"][u]["c"] = 0
    s["turn"]["boost"] = {u: [0, -df]}
    assert flagged()
    s["turn"]["boost"] = {}
    s["combat"] = {"att": [], "def": u, "boost": {u: [0, -df]}, "swap": []}
    assert flagged()
    s["combat"]["boost"] = {}
    assert not flagged()
