"""The computer player: legal answers from its own view only, and it beats a random player."""

from game.core.conformance import playout
from game.core.match import Match
from game.core.players import SeatView, player_rng


def test_the_computer_answers_from_its_seat_view_only(loaded):
    m = Match.start(loaded.rules, loaded.setup(["computer", "computer"], 4))
    ai = [loaded.players.make("computer", loaded.rules, s) for s in range(2)]
    for step in range(150):
        if m.over:
            break
        seat = m.pending["seat"]
        seen = SeatView(loaded.rules, m.state, seat)
        assert "deck" not in seen.view["players"][1 - seat] and "hand" not in seen.view["players"][1 - seat]
        seen._state = None  # nothing but the decision and the view is left to look at
        m.apply(ai[seat].choose(seen, player_rng(m.state, seat, step)))
    assert step > 50


def test_the_computer_beats_a_random_player(loaded):
    wins = 0
    games = 24
    for i in range(games):
        kinds = ["computer", "random"] if i % 2 == 0 else ["random", "computer"]
        players = [loaded.players.make(k, loaded.rules, s) for s, k in enumerate(kinds)]
        run = playout(loaded.rules, loaded.setup(kinds, 500 + i), players, checks=False)
        assert run.error is None
        wins += kinds.index("computer") in (run.result or {}).get("winners", [])
    assert wins >= games * 0.8
