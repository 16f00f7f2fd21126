"""Tallies each scenario card's outcome over seeded single missions (a content check, not a test).

Run by hand: ``.venv/bin/python -m tests.strike_teams.scenario_tally GAMES [SEED] [--seats A,B] [--json FILE]``
plays missions as ``simulate`` seeds them (game i: seed SEED+i, default seats computer,computer;
seat 0 is the heroes) and prints, per card: missions it was drawn in, the heroes' successes,
failures, cards left open, the OP each side took from it, the heroes' mission wins among those
missions, and how far (steps from the nearest hero spawn point, walls and closed doors counted)
its tokens lay when placed; then the missions' totals.
"""

from __future__ import annotations

import json
import sys
from collections import deque

from game.core.players import SeatView, player_rng
from game.core.rules import apply
from game.session import open_game
from game.strike_teams.engine import HEROES, MASTERMIND, G


def steps_from(g: G, starts: list[str]) -> dict[str, int]:
    """Steps to every square from the nearest start, through open edges (walls and closed doors block)."""
    nbrs = g.board.open_nbrs(g.sig())
    dist = {c: 0 for c in starts}
    todo = deque(starts)
    while todo:
        c = todo.popleft()
        for n in nbrs.get(c, ()):
            if n not in dist:
                dist[n] = dist[c] + 1
                todo.append(n)
    return dist


def mission(loaded, kinds: list[str], seed: int) -> dict:
    rules = loaded.rules
    state = rules.new_game(loaded.setup(kinds, seed), [])
    players = [loaded.players.make(k, rules, s) for s, k in enumerate(kinds)]
    placed: dict[str, int] = {}
    n = 0
    while state.get("result") is None and n < rules.decision_cap:
        d = state["pending"]
        apply(rules, state, players[d["seat"]].choose(SeatView(rules, state, d["seat"]), player_rng(state, d["seat"], n)))
        n += 1
        fresh = [tid for tid in state["tokens"] if tid not in placed]
        if fresh:
            g = G(state, [], rules)
            heroes = [c for c, k in state["spawns"].items() if k == "hero"] or list(g.board.spawns.get("hero", []))
            dist = steps_from(g, heroes)
            for tid in fresh:
                placed[tid] = dist.get(state["tokens"][tid]["pos"] or state["tokens"][tid].get("at"), -1)
    res = state.get("result") or {}
    winners = res.get("winners") or []
    outcome = "draw" if res.get("draw") or not winners else ("heroes" if HEROES in winners else "mastermind")
    cards = []
    for i, st in enumerate(state["sc"]):
        sc = rules.scenarios[st["id"]]
        op = [sum(x["op"] for x in state["op_log"] if x["side"] == side and x["why"] == sc.title)
              for side in (HEROES, MASTERMIND)]
        cards.append({"id": st["id"], "status": st["status"], "op": op,
                      "steps": [placed[t] for t, x in state["tokens"].items() if x["sc"] == i and t in placed]})
    return {"seed": seed, "map": state.get("map"), "outcome": outcome, "op": list(state["op"]), "cards": cards,
            "capped": state.get("result") is None}


def tally(games: list[dict]) -> dict:
    per: dict[str, dict] = {}
    for m in games:
        for c in m["cards"]:
            t = per.setdefault(c["id"], {"drawn": 0, "won": 0, "lost": 0, "open": 0, "op_heroes": 0, "op_mm": 0,
                                         "missions_won": 0, "steps": []})
            t["drawn"] += 1
            t[{"won": "won", "lost": "lost"}.get(c["status"], "open")] += 1
            t["op_heroes"] += c["op"][0]
            t["op_mm"] += c["op"][1]
            t["missions_won"] += m["outcome"] == "heroes"
            t["steps"] += [s for s in c["steps"] if s >= 0]
    return per


def report(games: list[dict]) -> None:
    per = tally(games)
    print(f"{'card':28} drawn  won lost open  OP h/m  missions won  token steps (median, range)")
    for cid, t in sorted(per.items()):
        st = sorted(t["steps"])
        steps = f"{st[len(st) // 2]} ({st[0]}-{st[-1]})" if st else "-"
        print(f"{cid:28} {t['drawn']:5} {t['won']:4} {t['lost']:4} {t['open']:4} {t['op_heroes']:4}/{t['op_mm']:<4}"
              f" {t['missions_won']:5}/{t['drawn']:<8} {steps}")
    out = {k: sum(1 for m in games if m["outcome"] == k) for k in ("heroes", "mastermind", "draw")}
    print(f"missions {len(games)}: heroes {out['heroes']}, mastermind {out['mastermind']}, draws {out['draw']}, "
          f"capped {sum(m['capped'] for m in games)}; OP heroes {sum(m['op'][0] for m in games)}, "
          f"mastermind {sum(m['op'][1] for m in games)}")


def main(argv: list[str]) -> None:
    kinds = ["computer", "computer"]
    out = None
    if "--seats" in argv:
        i = argv.index("--seats")
        kinds = argv[i + 1].split(",")
        del argv[i:i + 2]
    if "--json" in argv:
        i = argv.index("--json")
        out = argv[i + 1]
        del argv[i:i + 2]
    n = int(argv[0]) if argv else 20
    seed = int(argv[1]) if len(argv) > 1 else 1
    loaded = open_game("strike_teams", with_user_mods=False)
    games = []
    for i in range(n):
        games.append(mission(loaded, kinds, seed + i))
        if out:
            with open(out, "w", encoding="utf-8") as f:
                json.dump(games, f)
    report(games)


if __name__ == "__main__":
    main(sys.argv[1:])
