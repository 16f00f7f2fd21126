"""Fits game/dagger/judge.py's WEIGHTS: a logistic model of the normal team's chance to win.

Run by hand (not a test): ``.venv/bin/python -m tests.dagger.fit_judge [GAMES_PER_NEMESIS]``. It
plays seeded games of the normal team (two heroes, and some of three, at normal difficulty, every
nemesis), keeps the position at the start of each round's hero phase (the search's horizon) with
whether the team went on to win, fits the weights by Newton's method with a little L2, and prints
them with the held-out log loss next to the base rate's, to paste into judge.py.
"""

from __future__ import annotations

import math
import sys

from game.core.match import Match
from game.core.players import SeatView, player_rng
from game.dagger.judge import NAMES, features
from game.session import open_game

NEMESES = ("loki", "red_skull", "ultron", "thanos")


def positions(loaded, games: int, seed: int = 7000):
    """(features, won) at each round's first turn of seeded normal-team games."""
    rules = loaded.rules
    rows = []
    for k, nem in enumerate(NEMESES):
        for i in range(games):
            seats = 2 if i % 4 else 3
            m = Match.start(rules, loaded.setup(["computer"] * seats, seed + 1000 * k + i, options={"nemesis": nem}))
            team = [loaded.players.make("computer", rules, s) for s in range(seats)]
            kept, last, n = [], 0, 0
            while not m.over and n < rules.decision_cap:
                d = m.pending
                if d["kind"] == "turn" and m.state["round"] > last:
                    last = m.state["round"]
                    kept.append(features(rules, m.state))
                m.apply(team[d["seat"]].choose(SeatView(rules, m.state, d["seat"]), player_rng(m.state, d["seat"], n)))
                n += 1
            won = 1.0 if (m.state.get("result") or {}).get("winners") else 0.0
            rows += [(x, won) for x in kept]
    return rows


def fit(rows, steps: int = 12, l2: float = 1e-2) -> list[float]:
    """Logistic regression by Newton's method with a little L2 (not on the bias)."""
    k = len(rows[0][0])
    w = [0.0] * k
    for _ in range(steps):
        grad = [l2 * w[j] * (j > 0) * len(rows) for j in range(k)]
        hess = [[(l2 * len(rows) if i == j and i else 0.0) for j in range(k)] for i in range(k)]
        for x, y in rows:
            z = sum(a * b for a, b in zip(w, x))
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            e, v = p - y, p * (1 - p)
            for i in range(k):
                if x[i]:
                    grad[i] += e * x[i]
                    vi = v * x[i]
                    row = hess[i]
                    for j in range(k):
                        row[j] += vi * x[j]
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step)]
    return w


def _solve(a, b):
    """x with a x = b (Gaussian elimination with partial pivoting; a small ridge keeps it regular)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for i in range(n):
        m[i][i] += 1e-9
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def log_loss(rows, w) -> float:
    total = 0.0
    for x, y in rows:
        z = sum(a * b for a, b in zip(w, x))
        p = min(1 - 1e-9, max(1e-9, 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(rows)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    loaded = open_game("dagger", with_user_mods=False)
    rows = positions(loaded, games)
    train = [r for i, r in enumerate(rows) if i % 5]
    test = [r for i, r in enumerate(rows) if not i % 5]
    w = fit(train)
    rate = sum(y for _, y in train) / len(train)
    base = [math.log(rate / (1 - rate))] + [0.0] * (len(w) - 1)
    print(f"{len(rows)} positions; held-out log loss {log_loss(test, w):.4f} (base rate {log_loss(test, base):.4f})")
    print("WEIGHTS = (" + ", ".join(f"{x:.3f}" for x in w) + ")")
    for name, x in zip(NAMES, w):
        print(f"  {name}: {x:.3f}")


if __name__ == "__main__":
    main()
