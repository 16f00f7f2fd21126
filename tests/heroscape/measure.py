"""Speed measurements (a script, not a timed test): computer decision times against a random
player, reachability and line-of-sight query times on both battlefields.

    .venv/bin/python -m tests.heroscape.measure [games]
"""
import statistics
import sys
import time

from game.session import open_game
from game.core.players import SeatView, player_rng
from game.core.rules import apply
from game.heroscape.table import Table
from game.heroscape import movement
g = open_game("heroscape", with_user_mods=False)
rules = g.rules
# 1. computer decision times
comp = g.players.make("computer", rules, 0)
rnd = g.players.make("random", rules, 1)
times = []
wins = 0
N = int(sys.argv[1]) if len(sys.argv) > 1 else 10
for i in range(N):
    from game.core.match import Match
    setup = g.setup(["computer", "random"] if i % 2 == 0 else ["random", "computer"], 100 + i, None, {})
    m = Match.start(rules, setup)
    cseat = 0 if i % 2 == 0 else 1
    step = 0
    while not m.over and step < 4000:
        seat = m.pending["seat"]
        p = comp if seat == cseat else rnd
        t0 = time.perf_counter()
        a = p.choose(SeatView(rules, m.state, seat), player_rng(m.state, seat, step))
        if seat == cseat:
            times.append(time.perf_counter() - t0)
        m.apply(a)
        step += 1
    if m.state["result"] and cseat in m.state["result"]["winners"]:
        wins += 1
print("computer wins", wins, "of", N)
print("decisions", len(times), "median ms", round(statistics.median(times) * 1000, 2), "p95 ms",
      round(sorted(times)[int(len(times) * .95)] * 1000, 2), "max ms", round(max(times) * 1000, 1))
# 2. reachability and LOS per query on each battlefield
for mp, sc in (("genotech", "theft_at_stark"), ("tribeca_labs", "a_very_mad_genius")):
    b = rules.board(mp)
    keys = [sp.key for sp in b.spaces if not sp.upper and sp.blocked_by is None]
    import random
    R = random.Random(1)
    s = {"mode": "master", "scenario": sc, "map": mp, "figures": {}, "glyphs": {}, "wall": {"present": True, "wounds": 0},
         "turn": None, "round": 1, "turn_count": 1}
    cards = list(rules.cards)
    picks = R.sample(keys, 10)
    for j, c in enumerate(cards):
        s["figures"][c] = {"card": c, "owner": j % 2, "space": picks[j], "wounds": 0, "status": "board", "carrying": [], "collected": []}
    t = Table(rules, s)
    n = 0
    t0 = time.perf_counter()
    for c in cards:
        for mode in [None] + [p for p in t.powers(c) if p.effect == "movement"]:
            movement.reachable(t, c, mode)
            n += 1
    reach_ms = (time.perf_counter() - t0) / n * 1000
    # LOS: uncached (fresh Sight) and cached
    from game.heroscape.sight import Sight
    rules._sights.pop(mp, None)
    t = Table(rules, s)
    pairs = [(a, c) for a in cards for c in cards if a != c]
    t0 = time.perf_counter()
    for a, c in pairs:
        t.sees(a, c)
    los_cold = (time.perf_counter() - t0) / len(pairs) * 1000
    t0 = time.perf_counter()
    for a, c in pairs:
        t.sees(a, c)
    los_warm = (time.perf_counter() - t0) / len(pairs) * 1000
    # worst case: LOS between all space pairs far apart (cold)
    rules._sights.pop(mp, None)
    t = Table(rules, s)
    far = [(a, c) for a in keys[::3] for c in keys[::3] if a != c][:3000]
    t0 = time.perf_counter()
    for a, c in far:
        t.sight.look(a, 4.5, c, 2.0, 4.5, t.blockers(), True)
    los_all = (time.perf_counter() - t0) / len(far) * 1000
    print(mp, f"reach {reach_ms:.2f} ms/query ({n}), LOS cold {los_cold:.3f} ms, warm {los_warm:.3f} ms, "
              f"any-pair cold {los_all:.3f} ms")
