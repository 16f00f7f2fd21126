"""Speed work must not change the game: seeded random playouts give the same decisions and winners
as were recorded before the rules were optimised (tests/vs_system/fixtures/random_games.json). The
1v1 seeds 1000-1009, bench's first ten, were recorded from the tree before issue 13's speed work.

If a rules change is meant to change these games (a rule fixed), re-record with
`python -m tests.vs_system.test_same_games` and say so in the commit.
"""

import hashlib
import json
from pathlib import Path

import pytest

from game.core.conformance import playout

RECORD = Path(__file__).parent / "fixtures" / "random_games.json"


def play(loaded, fmt: str, seats: int, seed: int) -> dict:
    """One seeded random playout, summed up: its decisions (hashed) and how it ended."""
    run = playout(loaded.rules, loaded.setup(["random"] * seats, seed, options={"format": fmt}), checks=False)
    picks = ";".join(",".join(a["picks"]) for a in run.answers)
    res = run.result or {}
    return {"format": fmt, "seats": seats, "seed": seed, "decisions": run.decisions,
            "picks_sha1": hashlib.sha1(picks.encode()).hexdigest(), "winners": res.get("winners"),
            "draw": res.get("draw")}


@pytest.mark.parametrize("row", json.loads(RECORD.read_text()), ids=lambda r: f"{r['format']}-{r['seed']}")
def test_a_seeded_random_game_is_played_as_recorded(loaded, row):
    assert play(loaded, row["format"], row["seats"], row["seed"]) == row


if __name__ == "__main__":
    from game.session import open_game
    game = open_game("vs_system", with_user_mods=False)
    rows = [play(game, r["format"], r["seats"], r["seed"]) for r in json.loads(RECORD.read_text())]
    RECORD.write_text("[\n" + ",\n".join(" " + json.dumps(r) for r in rows) + "\n]\n")


@pytest.mark.parametrize("fmt,seats,seed", [("1v1", 2, 1003), ("2hg", 4, 61)])
def test_a_game_whose_events_nobody_reads_is_the_same_game(loaded, fmt, seats, seed):
    # a random playout with its checks off leaves the commonest events' words out (events.Unread):
    # every state on the way must be the one the worded game reaches, with an event for each event
    from game.core.conformance import worded_and_unread
    from game.core.events import Unread
    steps = 0
    for worded, unread, state, quiet in worded_and_unread(loaded.rules,
                                                          loaded.setup(["random"] * seats, seed, options={"format": fmt})):
        assert type(unread) is Unread and len(unread) == len(worded)
        assert quiet == state
        steps += 1
    assert steps > 100
