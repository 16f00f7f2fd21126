"""Screens a hard-player variant against normal on `simulate`'s games, game by game.

Run by hand (not a test): ``.venv/bin/python -m tests.smash_up.screen_hard SEED GAMES ['{"reply": "breaks"}']``
plays the games ``simulate smash_up --seats computer:hard,computer:normal --games GAMES --seed SEED``
plays (game i: seed SEED+i, seats rotated), the hard seat being ``hard_player(rules, **KWARGS)``
(KWARGS a JSON object), without simulate's per-step checks, and prints one line a game (its seed,
the hard seat, whether hard won, CPU seconds, and for a steady or consensus player how often it kept
normal's play, for a tie-breaking one how often it played a card judged level with ending), then the total and hard's CPU time per searched Play Cards decision (median, p95). A line a game lets variants be compared on the same deals.

A ceiling probe, never a player: ``{"peek": "all"}`` makes every re-deal of the search the true table
(hands and deck order; the dice ahead stay unknown), ``{"peek": "hands"}`` the other seats' true hands
with the decks re-dealt from the rest. It tells whether what hard cannot see is what it loses by
(session 20: it is not; see the README).
"""

from __future__ import annotations

import copy
import inspect
import json
import statistics
import sys
import time

from game.core.conformance import playout
from game.session import open_game
from game.smash_up.search_hooks import SmashUpHooks, hard_player


class _Timed:
    """The hard player, its Play Cards decisions with a choice timed (CPU)."""

    def __init__(self, player, times: list[float]) -> None:
        self.player, self.times = player, times

    def choose(self, seen, rng):
        d = seen.decision
        t = time.process_time()
        out = self.player.choose(seen, rng)
        if d["kind"] == "play" and len(d["options"]) > 1:
            self.times.append(time.process_time() - t)
        return out


class _Peeking(SmashUpHooks):
    """The hard player's hooks with the true table in place of a re-deal (see the module's words)."""

    def __init__(self, rules, peek: str, **hooks) -> None:
        super().__init__(rules, **hooks)
        self.peek, self.table = peek, None

    def determinize(self, view, seat, rng):
        # the re-deal is made even when unused: it keeps the hooks' own record of the search (turn, seat,
        # root) and the generator's draws as the player that does not peek has them
        dealt = super().determinize(view, seat, rng)
        true = self.table
        if self.peek == "all":
            return copy.deepcopy(true)
        for i, p in enumerate(dealt["players"]):
            if i == seat:
                continue
            hidden = p["hand"] + p["deck"]
            ids = [dealt["cards"][u][0] for u in hidden]
            held = [true["cards"][u][0] for u in true["players"][i]["hand"]]
            for did in held:
                if did in ids:
                    ids.remove(did)
            for u, did in zip(hidden, held + ids):
                dealt["cards"][u][0] = did
        return dealt


class _Peeker:
    """Hands the peeking hooks the true table before each choice."""

    def __init__(self, player, hooks: _Peeking) -> None:
        self.player, self.hooks = player, hooks

    def choose(self, seen, rng):
        self.hooks.table = seen._state
        return self.player.choose(seen, rng)


def _peeking(rules, peek: str, kwargs: dict):
    hooks = {k: kwargs.pop(k) for k in list(kwargs) if k in inspect.signature(SmashUpHooks).parameters}
    player = hard_player(rules, **kwargs, **hooks)
    player.search.hooks = looks = _Peeking(rules, peek, **hooks)
    return _Peeker(player, looks)


def main(argv: list[str]) -> None:
    seed, games = int(argv[0]), int(argv[1])
    kwargs = json.loads(argv[2]) if len(argv) > 2 else {}
    peek = kwargs.pop("peek", None)
    loaded = open_game("smash_up")
    rules = loaded.rules
    kinds = ["computer:hard", "computer:normal"]
    won = 0
    times: list[float] = []
    for i in range(games):
        seat_kinds = kinds[i % 2:] + kinds[:i % 2]
        hard = seat_kinds.index("computer:hard")
        make = (lambda: _peeking(rules, peek, dict(kwargs))) if peek else (lambda: hard_player(rules, **kwargs))
        players = [_Timed(make(), times) if k == "computer:hard"
                   else loaded.players.make(k, rules, s) for s, k in enumerate(seat_kinds)]
        t = time.process_time()
        run = playout(rules, loaded.setup(seat_kinds, seed + i, None, {}), players, checks=False)
        winners = (run.result or {}).get("winners") or []
        win = int(winners == [hard])
        won += win
        print(f"seed {seed + i} hard seat {hard} won {win} cpu {time.process_time() - t:.1f}"
              + (f" kept {players[hard].player.kept}" if hasattr(players[hard].player, "kept") else "")
              + (f" ties {players[hard].player.broken}" if hasattr(players[hard].player, "broken") else "")
              + (f" error {run.error.splitlines()[-1]}" if run.error else ""), flush=True)
    print(f"hard {kwargs}{f' peeking at {peek}' if peek else ''} won {won} of {games} (seeds {seed}-{seed + games - 1})")
    if times:
        times.sort()
        print(f"searched decisions {len(times)}: CPU median {statistics.median(times):.3f} s, "
              f"p95 {times[int(0.95 * (len(times) - 1))]:.3f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
