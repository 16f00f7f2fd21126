"""Fits game/smash_up/fitted_judge.py's WEIGHTS: the mover's chance to win in two-seat games.

Run by hand (not a test): ``.venv/bin/python -m tests.smash_up.fit_judge GAMES [SEED] [--save FILE]``
plays seeded games of normal against normal (seats rotated), keeps the position at each turn's
first Play Cards decision (the hard search's horizon) with whether the mover went on to win (a
shared win counts a half), fits a logistic model by Newton's method with a little L2, and prints
the weights with the held-out log loss (every fifth game held out) next to the plain judge's and
the base rate's. ``--load FILE`` refits positions saved by an earlier ``--save``.

``--hard`` plays hard (the default hard_player) against normal instead, seats rotated, and keeps only
the positions where normal is about to play: the ones hard's search judges (the next player's first
Play Cards decision), labelled by whether normal went on to win; ``--l2 X`` sets the fit's ridge
(fitted_judge.HARD_WEIGHTS came from ``fit_judge 124 300001 --hard --l2 0.05``: see the README).
"""

from __future__ import annotations

import math
import sys

from game.core.match import Match
from game.core.players import SeatView, player_rng
from game.session import open_game
from game.smash_up.fitted_judge import NAMES, features, position
from game.smash_up.reading import Table
from tests.logistic import base_rate, fit, report, rows_from_argv


def seeded_games(loaded, games: int, seed: int = 100001, kinds=("computer:normal", "computer:normal")):
    """Seeded games played out by `kinds`, seats rotated: for each, (seed, the table at each turn's
    first Play Cards decision, every event logged, the finished match). Shared by the fitting tools."""
    rules = loaded.rules
    for i in range(games):
        order = list(kinds[i % 2:]) + list(kinds[:i % 2])
        m = Match.start(rules, loaded.setup(order, seed + i))
        players = [loaded.players.make(k, rules, s) for s, k in enumerate(order)]
        tables, events, seen, n = [], [], set(), 0
        while not m.over and n < rules.decision_cap:
            d = m.pending
            s = m.state
            if d["kind"] == "play" and d["seat"] == s["turn"]["seat"] and s["turn"]["n"] not in seen:
                seen.add(s["turn"]["n"])
                tables.append(Table.from_state(s, d["seat"], rules.book))
            events += m.apply(players[d["seat"]].choose(SeatView(rules, s, d["seat"]), player_rng(s, d["seat"], n)))
            n += 1
        yield seed + i, tables, events, m


def positions(loaded, games: int, seed: int = 100001, kinds=("computer:normal", "computer:normal")):
    """[(game, position, winners)] at each turn's first Play Cards decision of seeded games."""
    rows = []
    for game, tables, _, m in seeded_games(loaded, games, seed, kinds):
        winners = (m.state.get("result") or {}).get("winners") or []
        rows += [(game, position(tb), winners) for tb in tables]
    return rows


def hard_positions(loaded, games: int, seed: int = 300001):
    """[(game, position, winners)] where normal is about to play, in hard-against-normal games (--hard)."""
    rows = []
    for game, tables, _, m in seeded_games(loaded, games, seed, ("computer:hard", "computer:normal")):
        hard = (game - seed) % 2  # seats rotated: hard is seat 0 in the first game, seat 1 in the next
        winners = (m.state.get("result") or {}).get("winners") or []
        rows += [(game, pos, winners) for pos in map(position, tables) if pos["seat"] != hard]
    return rows


def labelled(rows):
    """(features, mover's share of the win)."""
    out = []
    for _, pos, winners in rows:
        y = (1.0 / len(winners)) if pos["seat"] in winners else 0.0
        out.append((features(pos), y))
    return out


def judge_loss(rows) -> float:
    """The plain judge's own chance for the mover, as a log loss."""
    total = 0.0
    for _, pos, winners in rows:
        p = min(1 - 1e-9, max(1e-9, pos["judge"][pos["seat"]]))
        y = (1.0 / len(winners)) if pos["seat"] in winners else 0.0
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(rows)


def main(argv: list[str]) -> None:
    hard = "--hard" in argv
    l2 = float(argv[argv.index("--l2") + 1]) if "--l2" in argv else 1e-3
    argv = [a for i, a in enumerate(argv) if i == 0 or argv[i - 1] != "--l2"]
    play = hard_positions if hard else positions
    rows = rows_from_argv(argv, lambda games, seed: play(open_game("smash_up", with_user_mods=False), games, seed),
                          400, 300001 if hard else 100001)
    train = [r for r in rows if r[0] % 5]
    test = [r for r in rows if not r[0] % 5]
    w = fit(labelled(train), l2=l2, start=[0.0, 1.0] + [0.0] * (len(NAMES) - 2))  # from the plain judge
    report(len(rows), labelled(test), w, judge_loss(test), base_rate(labelled(train)), NAMES)


if __name__ == "__main__":
    main(sys.argv[1:])
