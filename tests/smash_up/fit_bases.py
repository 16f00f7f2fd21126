"""Fits game/smash_up/hard_bases.py's WEIGHTS: the mover's chance to come first at each base.

Run by hand (not a test): ``.venv/bin/python -m tests.smash_up.fit_bases GAMES [SEED] [--save FILE]``
plays seeded games of normal against normal (seats rotated), keeps at each turn's first Play Cards
decision (the hard search's horizon) every base in play with its power, room, who is there, the
mover and the mover's hand, labels it with whether the mover came first when that base scored (a
tie a half; bases still in play at the end are left out), fits hard_bases' logistic model by
Newton's method with a little L2, and prints the weights with the held-out log loss (every fifth
game held out) next to the plain judge's sigmoid's and a table of the mover's share of firsts by
room and lead. ``--load FILE`` refits rows saved by an earlier ``--save``.
"""

from __future__ import annotations

import collections
import math
import sys

from game.session import open_game
from game.smash_up import judge
from game.smash_up.hard_bases import BUCKETS, bucket, features
from game.smash_up.reading import Table
from tests.logistic import fit, log_loss, rows_from_argv
from tests.smash_up.fit_judge import seeded_games


def base_rows(table: Table) -> list[list]:
    """[uid, tot, room, ready, present, mover, hand] of each base in play, from the mover's side."""
    out = []
    ahead = table.scoring_ahead()
    m = table.turn_seat
    for b in table.bases:
        if b.done:
            continue
        present = [b.present(p) for p in range(2)]
        ready = ahead and b.total >= b.bp
        tot, bp = (b.tot, b.bp) if ready else (b.tot_last, b.bp_last)
        ready = ready or sum(tot) >= bp
        out.append([b.uid, list(tot), max(0, bp - sum(tot)), ready, present, m, table.hand_counts[m]])
    return out


def positions(loaded, games: int, seed: int = 100001, kinds=("computer:normal", "computer:normal")) -> list[list]:
    """[game, tot, room, ready, present, mover, hand, mover's share of first] for seeded games."""
    rows = []
    for game, tables, events, _ in seeded_games(loaded, games, seed, kinds):
        ranks = {e["base"]: e["ranks"] for e in events if isinstance(e, dict) and e.get("kind") == "standings"}
        for tb in tables:
            for uid, tot, room, ready, present, mover, hand in base_rows(tb):
                r = ranks.get(uid)
                if r is None:
                    continue
                rm, ro = r.get(str(mover)), r.get(str(1 - mover))
                y = 0.5 if rm == 1 and ro == 1 else float(rm == 1)
                rows.append([game, tot, room, ready, present, mover, hand, y])
    return rows


def plain(tot: list[int], room: int, present: list[bool], mover: int) -> float:
    """judge.expected's chance that the mover comes first (its sigmoid of the lead)."""
    s = [t if (t > 0 or present[i]) else judge.ABSENT for i, t in enumerate(tot)]
    x = 1.7 / (judge.SURE + judge.ROOM * room) * (s[mover] - s[1 - mover])
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def main(argv: list[str]) -> None:
    rows = rows_from_argv(argv, lambda games, seed: positions(open_game("smash_up", with_user_mods=False),
                                                              games, seed), 400, 100001)

    def xy(r):
        return features(r[1], r[2], r[3], r[4], r[5], r[6]), r[7]

    train = [xy(r) for r in rows if r[0] % 5]
    test = [xy(r) for r in rows if not r[0] % 5]
    w = fit(train, steps=8, l2=1e-5)  # light: the close-race terms each rest on a few hundred bases
    base = 0.0
    for r in rows:
        if not r[0] % 5:
            p = min(1 - 1e-9, max(1e-9, plain(r[1], r[2], r[4], r[5])))
            base -= r[7] * math.log(p) + (1 - r[7]) * math.log(1 - p)
    print(f"{len(rows)} bases ({len(train)} to fit); held-out log loss {log_loss(test, w):.4f}, "
          f"the plain judge's sigmoid {base / max(len(test), 1):.4f}")
    print("WEIGHTS =", tuple(round(v, 3) for v in w))
    agg: dict = collections.defaultdict(lambda: [0, 0.0])
    for r in rows:
        d = max(-6, min(6, r[1][r[5]] - r[1][1 - r[5]]))
        a = agg[(bucket(r[3], r[2]), d)]
        a[0] += 1
        a[1] += r[7]
    for k, rng in enumerate(BUCKETS):
        cells = [f"{d:+d}:{agg[(k, d)][1] / agg[(k, d)][0]:.2f}({agg[(k, d)][0]})" for d in range(-6, 7)
                 if agg[(k, d)][0] >= 20]
        print(f"room {rng[0]}-{rng[1]}:", " ".join(cells))


if __name__ == "__main__":
    main(sys.argv[1:])
