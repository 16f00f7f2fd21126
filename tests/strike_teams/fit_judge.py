"""Fits game/strike_teams/ai_fitted.py's WEIGHTS: the heroes' chance to win a single mission.

Run by hand (not a test): ``.venv/bin/python -m tests.strike_teams.fit_judge GAMES [SEED] [--save FILE]``
plays seeded single missions of normal against normal, keeps the position at the start of every
activation (between two activations, where the hard search judges its lines) with the mission's
outcome for the heroes (a draw counts a half), fits a logistic model by Newton's method with a
little L2, and prints the weights with the held-out log loss (every fifth game held out) next to
the plain judge's (ai_judge.chance) and the base rate's. ``--load FILE`` refits saved positions.
"""

from __future__ import annotations

import math
import sys

from game.core.players import SeatView, player_rng
from game.core.rules import apply
from game.session import open_game
from game.strike_teams import ai_judge
from game.strike_teams.ai_fitted import NAMES, features
from game.strike_teams.engine import HEROES, G
from tests.logistic import base_rate, fit, report, rows_from_argv


def positions(loaded, games: int, seed: int = 5001) -> list[tuple[int, list[float], float, float]]:
    """[(game, features, plain judge's chance for the heroes, heroes' outcome)]."""
    rules = loaded.rules
    rows = []
    for i in range(games):
        kinds = ["computer", "computer"]
        state = rules.new_game(loaded.setup(kinds, seed + i), [])
        players = [loaded.players.make(k, rules, s) for s, k in enumerate(kinds)]
        kept, n = [], 0
        while state.get("result") is None and n < rules.decision_cap:
            d = state["pending"]
            if d["kind"] == "start" and state.get("phase") not in ("setup", "over"):
                g = G(state, [], rules)
                kept.append((features(g), ai_judge.chance(ai_judge.edge(g, HEROES))))
            apply(rules, state, players[d["seat"]].choose(SeatView(rules, state, d["seat"]),
                                                          player_rng(state, d["seat"], n)))
            n += 1
        res = state.get("result") or {}
        winners = res.get("winners") or []
        y = 0.5 if res.get("draw") or not winners else (1.0 if HEROES in winners else 0.0)
        rows += [(seed + i, x, p, y) for x, p in kept]
    return rows


def main(argv: list[str]) -> None:
    rows = rows_from_argv(argv, lambda games, seed: positions(open_game("strike_teams", with_user_mods=False),
                                                              games, seed), 300, 5001)
    train = [(x, y) for gid, x, _, y in rows if gid % 5]
    held = [(x, y) for gid, x, _, y in rows if not gid % 5]
    w = fit(train, l2=1e-3)
    plain = 0.0
    test = [r for r in rows if not r[0] % 5]
    for _, _, p, y in test:
        p = min(1 - 1e-9, max(1e-9, p))
        plain -= y * math.log(p) + (1 - y) * math.log(1 - p)
    report(len(rows), held, w, plain / len(test), base_rate(train), NAMES)


if __name__ == "__main__":
    main(sys.argv[1:])
