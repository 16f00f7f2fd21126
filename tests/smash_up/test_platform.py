"""Smash Up on the platform: replays, undo limits, JSON round trips, the catalog entry."""

import json

import pytest

from game import catalog
from game.core.errors import IllegalChoice
from game.core.match import Match
from game.core.players import SeatView, player_rng


def _play(loaded, seats, seed, steps):
    m = Match.start(loaded.rules, loaded.setup(seats, seed))
    players = [loaded.players.make(k, loaded.rules, s) for s, k in enumerate(seats)]
    for step in range(steps):
        if m.over:
            break
        seat = m.pending["seat"]
        m.apply(players[seat].choose(SeatView(loaded.rules, m.state, seat), player_rng(m.state, seat, step)))
    return m


def test_a_replay_reaches_the_same_state(loaded):
    m = _play(loaded, ["computer", "random"], 21, 120)
    again = Match.replay(loaded.rules, m.setup, m.answers)
    assert again.state == m.state
    assert json.loads(json.dumps(m.state)) == m.state


def test_undo_is_refused_after_a_draw(loaded):
    m = _play(loaded, ["random", "random"], 8, 400)
    seat = next(h["answer"]["seat"] for h in reversed(m.history) if h["irreversible"])
    with pytest.raises(IllegalChoice):
        for _ in range(50):
            m.undo(seat)


def test_an_undo_before_anything_hidden_restores_the_state(table, loaded):
    m = Match.start(loaded.rules, loaded.setup(["human", "human"], 2,
                                               options={"factions": "hydra,ultimates,kree,shield"}))
    while m.pending["kind"] != "play":
        m.apply({"seat": m.pending["seat"], "picks": [m.pending["options"][-1]["id"]]})
    before = json.dumps(m.state)
    seat = m.pending["seat"]
    defs = loaded.rules.book.defs
    quiet_bases = {b["uid"] for b in m.state["bases"] if not defs[b["id"]].triggers}
    char = next(o for o in m.pending["options"] if o["id"].startswith("p:")
                and defs[m.state["cards"][o["data"]["card"]][0]].type == "character"
                and not defs[m.state["cards"][o["data"]["card"]][0]].on_play
                and not defs[m.state["cards"][o["data"]["card"]][0]].triggers
                and o["data"]["target"] in quiet_bases)
    m.apply({"seat": seat, "picks": [char["id"]]})
    m.undo(seat)
    assert json.dumps(m.state) == before


def test_the_catalog_entry_is_wired(loaded):
    spec = catalog.get("smash_up")
    assert spec.rules is not None and spec.players is not None and spec.content is not None
    assert {o.name for o in spec.options} == {"factions", "response_privacy"}


def test_a_game_whose_events_nobody_reads_is_the_same_game(loaded):
    # a random playout with its checks off leaves the commonest events' words out (events.Unread):
    # every state on the way must still be the one the worded game reaches
    from game.core.conformance import worded_and_unread
    from game.core.events import Unread
    steps = 0
    for worded, unread, state, quiet in worded_and_unread(loaded.rules, loaded.setup(["random", "random"], 31)):
        assert type(unread) is Unread and len(unread) == len(worded)
        assert quiet == state
        steps += 1
    assert steps > 100
