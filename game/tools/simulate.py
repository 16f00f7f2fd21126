"""`simulate`: headless games with seat rotation, checks, failure replays and a JSON summary."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from game.core.conformance import playout
from game.core.errors import ContentError
from game.core.players import seat_labels
from game.session import open_game


def simulate(game_id: str, games: int, seed: int, seats: list[str] | None, scenario: str | None,
             options: dict[str, Any], *, fast: bool, failures: Path) -> int:
    """Run the games; print failing ones and, last, one JSON line. Exit 1 on errors.

    A setup the game refuses (options, seats, scenario) raises SetupError before any game runs."""
    try:
        loaded = open_game(game_id)
    except (ContentError, ValueError) as err:
        print(f"cannot simulate {game_id}: {err}")
        print(json.dumps({"games": 0, "errors": 1, "reason": str(err)}))
        return 1
    kinds = seats or ["random"] * max(loaded.spec.min_seats, 2)
    loaded.checked_setup(kinds, seed, scenario, options)
    labels = seat_labels(kinds)
    n = len(kinds)
    wins = {label: 0 for label in labels}
    by_seat = {label: [0] * n for label in labels}  # wins of each label in each seat (side)
    draws = losses = capped = errors = decisions = 0
    cooperative = loaded.rules.cooperative
    start = time.perf_counter()
    cpu = time.process_time()  # this process's CPU time: games/s on one core, whatever the machine's load
    for i in range(games):
        shift = i % n
        order = list(range(shift, n)) + list(range(shift))  # seat s is played by label order[s]
        seat_kinds = [kinds[j] for j in order]
        setup = loaded.setup(seat_kinds, seed + i, scenario, options)
        players = [loaded.players.make(k if k != "human" else "random", loaded.rules, s)
                   for s, k in enumerate(seat_kinds)]
        run = playout(loaded.rules, setup, players, checks=not fast)  # type: ignore[arg-type]
        decisions += run.decisions
        if run.error:
            errors += 1
            path = failures / f"{game_id}-seed{seed + i}.replay.json"
            try:
                failures.mkdir(parents=True, exist_ok=True)
                path.write_text(json.dumps(run.replay_record()), encoding="utf-8")
                kept = f"replay: {path}"
            except OSError as err:
                kept = f"its replay could not be written to {path}: {err.strerror or err}"
            print(f"game {i}: seed {seed + i} failed at decision {run.error_index}; {kept}")
            print("  " + run.error.replace("\n", "\n  "))
            continue
        if run.capped:
            capped += 1
            continue
        res = run.result or {}
        if cooperative and not res.get("draw") and not res.get("winners"):
            losses += 1  # everyone lost together: no draw
        elif res.get("draw") or not res.get("winners"):
            draws += 1
        else:
            for w in res["winners"]:
                wins[labels[order[w]]] += 1
                by_seat[labels[order[w]]][w] += 1
    elapsed = max(time.perf_counter() - start, 1e-9)
    summary = {"games": games, "games_per_s": round(games / elapsed, 2),
               "cpu_games_per_s": round(games / max(time.process_time() - cpu, 1e-9), 2),
               "decisions_per_s": round(decisions / elapsed, 1),
               "decisions_per_game": round(decisions / max(games, 1), 1),
               "wins": wins, "wins_by_seat": by_seat, "draws": draws, "capped": capped, "errors": errors}
    if cooperative:
        summary["losses"] = losses
    print(json.dumps(summary))
    return 1 if errors else 0
