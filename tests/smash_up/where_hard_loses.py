"""Where the hard player wins and loses its games against normal: who breaks the bases, and who comes first.

Run by hand (not a test): ``.venv/bin/python -m tests.smash_up.where_hard_loses SEED GAMES ['KWARGS']``
plays screen_hard's games (``simulate``'s: seed SEED+i, seats rotated, hard = ``hard_player(rules,
**KWARGS)`` against normal, no per-step checks) and prints one JSON line a game, then for won and lost
games apart, per game: the bases scored in hard's turns and in normal's, who came first there, who led
each at the start of the turn it broke in and with how much room left, and how many of hard's searched
Play Cards decisions differ from what the normal player answers on the same view.
"""

from __future__ import annotations

import collections
import json
import sys

from game.core.players import SeatView, player_rng
from game.core.rng import Rng
from game.core.rules import apply
from game.session import open_game
from game.smash_up.ai import NormalPlayer
from game.smash_up.reading import Table
from game.smash_up.search_hooks import hard_player


def one_game(loaded, seed: int, hard: int, kwargs: dict) -> dict:
    """A game's record: the bases scored (in whose turn, the standings as that turn started, the ranks)."""
    rules = loaded.rules
    kinds = ["computer:normal"] * 2
    kinds[hard] = "computer:hard"
    state = rules.new_game(loaded.setup(kinds, seed, None, {}), [])
    players = [hard_player(rules, **kwargs) if k == "computer:hard" else loaded.players.make(k, rules, s)
               for s, k in enumerate(kinds)]
    shadow = NormalPlayer(rules)
    rec = {"seed": seed, "hard": hard, "scored": [], "differ": 0, "searched": 0}
    started: dict[int, dict] = {}
    step = 0
    while state.get("result") is None and step < rules.decision_cap:
        d = state["pending"]
        seat, turn, mover = d["seat"], state["turn"]["n"], state["turn"]["seat"]
        if turn not in started and d["kind"] == "play":
            t = Table.from_state(state, mover, rules.book)
            started[turn] = {b.uid: (list(b.tot_last), b.bp_last) for b in t.bases}
        ans = players[seat].choose(SeatView(rules, state, seat), player_rng(state, seat, step))
        if seat == hard and d["kind"] == "play" and len(d["options"]) > 1:
            normal = shadow.choose(SeatView(rules, state, seat), Rng(seed * 1000 + step))
            rec["searched"] += 1
            rec["differ"] += normal["picks"] != ans["picks"]
        before = state.get("last_score")
        apply(rules, state, ans)
        step += 1
        after = state.get("last_score")
        if after is not None and after is not before:
            ranks = after.get("ranks", {})
            rec["scored"].append({"turn": turn, "in_hard_turn": mover == hard, "start": started[turn].get(after["base"]),
                                  "hard_rank": ranks.get(str(hard)), "normal_rank": ranks.get(str(1 - hard))})
    res = state.get("result") or {}
    rec["won"] = (res.get("winners") or []) == [hard]
    rec["vp"] = [p["vp"] for p in state["players"]]
    return rec


def summary(recs: list[dict]) -> list[str]:
    """Per game, for won and lost games apart (module docstring)."""
    out = []
    for name, rs in (("won", [r for r in recs if r["won"]]), ("lost", [r for r in recs if not r["won"]])):
        if not rs:
            continue
        c: collections.Counter = collections.Counter()
        room: dict[str, list[int]] = collections.defaultdict(list)
        for r in rs:
            h = r["hard"]
            for sc in r["scored"]:
                who = "hard's turns" if sc["in_hard_turn"] else "normal's turns"
                hr, nr = sc["hard_rank"], sc["normal_rank"]
                c[(who, "bases")] += 1
                c[(who, "hard first" if nr is None or (hr is not None and hr < nr)
                   else "normal first" if hr is None or nr < hr else "tied")] += 1
                if sc["start"]:
                    tot, bp = sc["start"]
                    lead = tot[h] - tot[1 - h]
                    c[(who, "hard led as the turn started" if lead > 0 else "normal led as the turn started"
                       if lead < 0 else "level as the turn started")] += 1
                    room[who].append(bp - sum(tot))
        differ = sum(r["differ"] for r in rs) / max(1, sum(r["searched"] for r in rs))
        out.append(f"{name} {len(rs)}: hard's searched plays unlike normal's {differ:.0%}")
        for k in sorted(c):
            out.append(f"  {k[0]}: {k[1]} {c[k] / len(rs):.2f} a game")
        for who, v in sorted(room.items()):
            out.append(f"  {who}: room left as the breaking turn started, mean {sum(v) / len(v):.1f}")
    return out


def main(argv: list[str]) -> None:
    seed, games = int(argv[0]), int(argv[1])
    kwargs = json.loads(argv[2]) if len(argv) > 2 else {}
    loaded = open_game("smash_up")
    recs = []
    for i in range(games):
        recs.append(one_game(loaded, seed + i, i % 2, kwargs))
        print(json.dumps(recs[-1]), flush=True)
    print("\n".join(summary(recs)))


if __name__ == "__main__":
    main(sys.argv[1:])
