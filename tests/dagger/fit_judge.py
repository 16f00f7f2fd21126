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
from tests.logistic import fit, log_loss

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


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    loaded = open_game("dagger", with_user_mods=False)
    rows = positions(loaded, games)
    train = [r for i, r in enumerate(rows) if i % 5]
    test = [r for i, r in enumerate(rows) if not i % 5]
    w = fit(train, steps=12, l2=1e-2)
    rate = sum(y for _, y in train) / len(train)
    base = [math.log(rate / (1 - rate))] + [0.0] * (len(w) - 1)
    print(f"{len(rows)} positions; held-out log loss {log_loss(test, w):.4f} (base rate {log_loss(test, base):.4f})")
    print("WEIGHTS = (" + ", ".join(f"{x:.3f}" for x in w) + ")")
    for name, x in zip(NAMES, w):
        print(f"  {name}: {x:.3f}")


if __name__ == "__main__":
    main()
