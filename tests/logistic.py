"""Fitting a computer player's judge: logistic regression on positions labelled by who won.

Pure Python (no numpy on the install list); used by the fitting scripts of Smash Up,
D.A.G.G.E.R. and Strike Teams (tests/<game>/fit_judge.py), with their shared command line.
"""

from __future__ import annotations

import json
import math
from typing import Any, Callable


def fit(rows, steps: int = 10, l2: float = 1e-3, start: list[float] | None = None) -> list[float]:
    """Logistic regression by Newton's method with a little L2 (not on the bias), from the weights
    `start` (all 0 when None). `rows`: (features, outcome 0 or 1) with the bias feature first."""
    k = len(rows[0][0])
    w = list(start) if start is not None else [0.0] * k
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
    """The mean log loss of the weights `w` on `rows`."""
    total = 0.0
    for x, y in rows:
        z = sum(a * b for a, b in zip(w, x))
        p = min(1 - 1e-9, max(1e-9, 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(rows)


def rows_from_argv(argv: list[str], play: Callable[[int, int], list], games: int, seed: int) -> list:
    """A fitting script's positions: `--load FILE`, else `play(GAMES, SEED)` with the first two
    plain arguments (defaults `games`, `seed`); `--save FILE` keeps them for the next fit."""
    args = [a for a in argv if not a.startswith("--")]
    if "--load" in argv:
        with open(argv[argv.index("--load") + 1], encoding="utf-8") as f:
            rows = [tuple(r) for r in json.load(f)]
    else:
        rows = play(int(args[0]) if args else games, int(args[1]) if len(args) > 1 else seed)
    if "--save" in argv:
        with open(argv[argv.index("--save") + 1], "w", encoding="utf-8") as f:
            json.dump(rows, f)
    return rows


def base_rate(rows) -> list[float]:
    """Weights that always answer the winning rate of `rows` (the bias alone)."""
    rate = sum(y for _, y in rows) / len(rows)
    return [math.log(rate / (1 - rate))]


def report(positions: int, held: list, w: list[float], plain: float, base: list[float], names: Any) -> None:
    """Print a fit: held-out log loss against the plain judge's and the base rate's, the weights."""
    base = base + [0.0] * (len(w) - len(base))
    print(f"{positions} positions ({len(held)} held out); held-out log loss {log_loss(held, w):.4f}, "
          f"plain judge {plain:.4f}, base rate {log_loss(held, base):.4f}")
    print("WEIGHTS = (" + ", ".join(f"{x:.3f}" for x in w) + ")")
    for name, x in zip(names, w):
        print(f"  {name}: {x:.3f}")
