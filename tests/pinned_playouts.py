"""Seeded random playouts pinned game by game: the same seeds must give the same games (every
answer, the winners and the final state) whatever is done to make the rules faster.

The pins in tests/fixtures/pinned_playouts.json were recorded from the rules as they stood before
the speed work (commit 96c26b8; the digest of the decisions offered was added later, recorded from
a copy of that same tree); `python -m tests.pinned_playouts` records them again, which is right only
after a deliberate change of the rules.
"""

from __future__ import annotations

import hashlib
import json
import sys
from typing import Any

from game.core.conformance import playout
from game.core.match import Match
from game.core.paths import PROJECT

PINS = PROJECT / "tests" / "fixtures" / "pinned_playouts.json"

#: (game, seat count, seed, scenario, options): the bench's own seeds and a few more tables.
GAMES: list[tuple[str, int, int, str | None, dict[str, Any]]] = [
    *[("smash_up", 2, s, None, {}) for s in (1000, 1001, 1002, 1003, 1004)],
    *[("smash_up", 2, s, None, {}) for s in range(1005, 1020)],  # the rest of the bench's 20 seeds
    ("smash_up", 2, 10, None, {"response_privacy": "relaxed"}),
    ("smash_up", 3, 7, None, {}),
    ("smash_up", 4, 8, None, {}),
    ("smash_up", 3, 9, None, {"factions": "draft"}),
    *[("heroscape", 2, s, None, {}) for s in (1000, 1001, 1002)],
    ("heroscape", 2, 1, "escalating_battle", {}),
    ("heroscape", 2, 2, "avengers_assemble", {"mode": "master"}),
]


def _digest(data: Any) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def key(game: str, seats: int, seed: int, scenario: str | None, options: dict[str, Any]) -> str:
    """The pin's name: game, seats, seed and what else the setup says."""
    extra = "".join(f" {k}={v}" for k, v in sorted(options.items()))
    return f"{game} {seats} seats seed {seed}{' ' + scenario if scenario else ''}{extra}"


def play(loaded, seats: int, seed: int, scenario: str | None, options: dict[str, Any]) -> dict[str, Any]:
    """One random game with checks off (as the bench plays), as its pin: answer count, a digest of
    the answers, the winners, and digests of the final state, of the log a table shows and of every
    decision offered on the way, options with their words and clicks (from a replay of the answers
    through a Match)."""
    run = playout(loaded.rules, loaded.setup(["random"] * seats, seed, scenario, options), checks=False)
    assert run.error is None, run.error
    m = Match.start(loaded.rules, run.setup)
    offers = hashlib.sha256()
    for a in run.answers:
        offers.update(json.dumps(m.pending, sort_keys=True).encode())
        m.apply(a)
    return {"decisions": run.decisions, "answers": _digest(run.answers),
            "winners": (run.result or {}).get("winners"), "state": _digest(m.state), "log": _digest(m.log),
            "offers": offers.hexdigest()[:16]}


def record() -> dict[str, Any]:
    """Every pin, played now."""
    from game.session import open_game
    games: dict[str, Any] = {}
    out = {}
    for g in GAMES:
        if g[0] not in games:
            games[g[0]] = open_game(g[0], with_user_mods=False)
        out[key(*g)] = play(games[g[0]], *g[1:])
    return out


if __name__ == "__main__":
    pins = record()
    PINS.write_text(json.dumps(pins, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(pins)} pins written to {PINS}", file=sys.stderr)
