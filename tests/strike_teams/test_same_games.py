"""Speed work must not change the game: seeded random playouts give the same decisions and winners
as were recorded before the rules were optimised (tests/strike_teams/fixtures/random_games.json).

If a rules change is meant to change these games (a rule fixed), re-record with
`python -m tests.strike_teams.test_same_games` and say so in the commit.
"""

import hashlib
import json
from pathlib import Path

import pytest

from game.core.conformance import playout

RECORD = Path(__file__).parent / "fixtures" / "random_games.json"


@pytest.fixture(scope="module")
def loaded():
    from game.session import open_game
    return open_game("strike_teams", with_user_mods=False)


def play(loaded, options: dict, seed: int) -> dict:
    """One seeded random playout, summed up: its decisions (hashed) and how it ended."""
    run = playout(loaded.rules, loaded.setup(["random", "random"], seed, options=dict(options)), checks=False)
    picks = ";".join(",".join(a["picks"]) for a in run.answers)
    res = run.result or {}
    return {"options": options, "seed": seed, "decisions": run.decisions,
            "picks_sha1": hashlib.sha1(picks.encode()).hexdigest(), "winners": res.get("winners"),
            "draw": res.get("draw")}


@pytest.mark.parametrize("row", json.loads(RECORD.read_text()), ids=lambda r: f"{r['options'].get('mode')}-{r['seed']}")
def test_a_seeded_random_game_is_played_as_recorded(loaded, row):
    assert play(loaded, row["options"], row["seed"]) == row


if __name__ == "__main__":
    from game.session import open_game
    game = open_game("strike_teams", with_user_mods=False)
    if json.loads(RECORD.read_text()):
        wanted = [(r["options"], r["seed"]) for r in json.loads(RECORD.read_text())]
    else:
        wanted = [({"mode": "single"}, s) for s in range(1, 9)] + \
                 [({"mode": "single", "units": "2"}, 11), ({"mode": "single", "units": "4", "level": "3"}, 12),
                  ({"mode": "tutorial"}, 21), ({"mode": "campaign", "missions": "2"}, 31)]
    rows = [play(game, o, s) for o, s in wanted]
    RECORD.write_text("[\n" + ",\n".join(" " + json.dumps(r) for r in rows) + "\n]\n")
