"""The computer player: a one-ply tactician that reads only its own seat's view.

It rebuilds a table from `SeatView.view` (never the hidden state: the opponent's
face-down order markers are not in it) and scores each option of the decision:

- attacks by expected wounds (exact dice odds) and the chance to destroy, weighted by
  the target's points;
- moves by the best attack they open up, minus the threat the enemies can bring to the
  destination next turn, minus leaving-engagement and falling risk, plus scenario
  goals (orange spaces, glyphs, the Device, exit spaces);
- order markers on the figures with the most to do; drafting by points.

Work is counted in a core.players.Budget (positions scored), never in time.
"""

from __future__ import annotations

import functools
from typing import Any

from game.core.decisions import answer
from game.core.players import Budget

from . import combat, damage, turn
from .table import WALL, Table

#: Positions a decision may score.
BUDGET = 400


@functools.lru_cache(maxsize=4096)
def expected_wounds(attack: int, defense: int, auto: int = 0) -> tuple[float, list[float]]:
    """Expected unblocked skulls and the distribution of wounds (index = wounds)."""
    pa = _binom(attack, 0.5)
    pd = _binom(defense, 1.0 / 3.0)
    dist = [0.0] * (attack + 1)
    for k, p in enumerate(pa):
        for s, q in enumerate(pd):
            dist[max(0, k - s - auto)] += p * q
    return sum(i * p for i, p in enumerate(dist)), dist


@functools.lru_cache(maxsize=256)
def _binom(n: int, p: float) -> list[float]:
    out = [1.0]
    for _ in range(n):
        nxt = [0.0] * (len(out) + 1)
        for i, v in enumerate(out):
            nxt[i] += v * (1 - p)
            nxt[i + 1] += v * p
        out = nxt
    return out


class ComputerPlayer:
    """Chooses with a scored look at every option, within a work budget."""

    name = "computer"

    def __init__(self, budget: int = BUDGET) -> None:
        self.budget_limit = budget

    def choose(self, seen: Any, rng: Any) -> dict:
        d = seen.decision
        budget = Budget(self.budget_limit)
        handler = getattr(self, "_" + d["kind"], None)
        pick = None
        if handler is not None:
            try:
                t = _table(seen)
                pick = handler(t, d, budget, rng)
            except (KeyError, ValueError, AttributeError):
                pick = None
        if pick is None or pick not in {o["id"] for o in d["options"]}:
            pick = d["options"][rng.below(len(d["options"]))]["id"] if d["min"] else d["options"][0]["id"]
        return answer(d["seat"], [pick])

    # -- army and set-up -------------------------------------------------------------------
    def _pick_card(self, t: Table, d: dict, budget: Budget, rng: Any) -> str | None:
        cards = [o for o in d["options"] if o.get("data", {}).get("card")]
        if not cards:
            return "done"
        return max(cards, key=lambda o: (_card_value(t, o["data"]["card"]), o["id"]))["id"]

    def _choose_army(self, t: Table, d: dict, budget: Budget, rng: Any) -> str:
        sc = t.scenario
        return max(d["options"], key=lambda o: sum(t.rules.cards[c].master.points
                                                   for c in sc.armies[o["data"]["army"]].preset or []))["id"]

    def _place(self, t: Table, d: dict, budget: Budget, rng: Any) -> str:
        goal = _goal_spaces(t, d["seat"])
        enemies = [t.space_of(f) for f in t.army(1 - d["seat"])]
        fid = d.get("figure")
        ranged = fid is not None and t.stat(fid, "range") > 1

        def score(o: dict) -> float:
            sp = t.board.space(o["data"]["to"])
            g = min((t.distance(sp, t.board.space(k)) for k in goal), default=0)
            e = min((t.distance(sp, x) for x in enemies), default=0)
            return -g - (0.3 * e if not ranged else -0.2 * e)
        return max(d["options"], key=score)["id"]

    def _marker(self, t: Table, d: dict, budget: Budget, rng: Any) -> str:
        seat = d["seat"]
        mark = d["marker"]
        ranked = sorted(t.army(seat), key=lambda f: -_activity(t, f))
        if mark in ("1", "2"):
            want = ranked[0]
        elif mark == "3":
            want = ranked[1] if len(ranked) > 1 and _activity(t, ranked[1]) > 0.6 * _activity(t, ranked[0]) else ranked[0]
        else:
            want = ranked[-1]
        return f"marker:{mark}:{want}"

    def _choose_card(self, t: Table, d: dict, budget: Budget, rng: Any) -> str:
        cards = [o for o in d["options"] if o["id"].startswith("card:")]  # moving first is worth more
        return max(cards, key=lambda o: _activity(t, o["data"]["card"]))["id"]

    # -- the turn ----------------------------------------------------------------------------
    def _act(self, t: Table, d: dict, budget: Budget, rng: Any) -> str:
        fid = d.get("figure")
        best, best_score = "end", 0.0
        moves = [o for o in d["options"] if o.get("data", {}).get("kind") == "move"]
        for o in d["options"]:
            kind = o.get("data", {}).get("kind")
            if kind in ("attack", "special"):
                sc = _attack_score(t, o)
            elif kind == "dust":
                sc = sum((0.1 if t.side(f) != t.side(fid) else -0.1) * _points(t, f) / 10 for f in o["data"]["targets"])
            else:
                continue
            if sc > best_score:
                best, best_score = o["id"], sc
        if moves and fid:
            here = _position_score(t, fid, t.fig(fid)["space"], d["seat"])
            moves.sort(key=lambda o: _rough(t, fid, o))
            for o in moves:
                if not budget.spend():
                    break
                sc = _position_score(t, fid, o["data"]["to"], d["seat"]) - here
                sc -= _route_risk(t, fid, o["data"])
                if best_score > 0 and _attack_now_better(best_score, sc):
                    continue
                if sc > best_score + 0.05:
                    best, best_score = o["id"], sc
        if best == "end" and "end" not in {o["id"] for o in d["options"]}:
            return max((o for o in d["options"] if o.get("data", {}).get("kind") in ("attack", "special")),
                       key=lambda o: _attack_score(t, o))["id"]
        return best

    def _swipe(self, t: Table, d: dict, budget: Budget, rng: Any) -> str:
        """Swipe at a figure leaving an engagement, unless the swipe cannot wound it."""
        data = d["options"][0]["data"]
        return "no" if damage.immune(t, data["mover"], data["enemy"]) else "swipe"

    def _defend_order(self, t: Table, d: dict, budget: Budget, rng: Any) -> str:
        return d["options"][0]["id"]

    def _hyper(self, t: Table, d: dict, budget: Budget, rng: Any) -> str:
        return self._safest(t, d, budget)

    def _evade_move(self, t: Table, d: dict, budget: Budget, rng: Any) -> str:
        return self._safest(t, d, budget)

    def _safest(self, t: Table, d: dict, budget: Budget) -> str:
        best, best_sc = "no", None
        for o in d["options"]:
            if not o.get("data") or not budget.spend():
                continue
            fid = o["data"]["figure"]
            sc = _position_score(t, fid, o["data"]["to"], d["seat"]) - _route_risk(t, fid, o["data"])
            if best_sc is None or sc > best_sc:
                best, best_sc = o["id"], sc
        here = 0.0
        fid0 = next((o["data"]["figure"] for o in d["options"] if o.get("data")), None)
        if fid0:
            here = _position_score(t, fid0, t.fig(fid0)["space"], d["seat"])
        return best if best_sc is not None and best_sc > here else "no"

    def _mind_exchange(self, t: Table, d: dict, budget: Budget, rng: Any) -> str:
        enemy = [o for o in d["options"] if o.get("data") and t.side(o["data"]["figure"]) != d["seat"]]
        return max(enemy, key=lambda o: _points(t, o["data"]["figure"]))["id"] if enemy else d["options"][0]["id"]

    def _manipulate(self, t: Table, d: dict, budget: Budget, rng: Any) -> str:
        return "no"

    def _handoff(self, t: Table, d: dict, budget: Budget, rng: Any) -> str:
        return "no"

    def _revive_place(self, t: Table, d: dict, budget: Budget, rng: Any) -> str:
        fid = d["options"][0]["data"]["figure"]
        return max(d["options"], key=lambda o: _position_score(t, fid, o["data"]["to"], d["seat"]))["id"]

    def _place_agent(self, t: Table, d: dict, budget: Budget, rng: Any) -> str:
        foes = [t.space_of(f) for f in t.army(1 - d["seat"])]
        return max(d["options"], key=lambda o: min((t.distance(t.board.space(o["data"]["to"]), f) for f in foes),
                                                   default=0))["id"]


# -- scoring helpers ---------------------------------------------------------------------------
def _table(seen: Any) -> Table:
    """A table over the seat's own view (no hidden information in it)."""
    v = seen.view
    s = {k: v.get(k) for k in ("mode", "scenario", "map", "phase", "round", "round_limit", "turn_count", "figures",
                               "armies", "wall", "turn", "options")}
    s["glyphs"] = {gid: g for gid, g in (v.get("glyphs") or {}).items()}
    s["stack"] = []
    return Table(seen.rules, s)


def _points(t: Table, fid: str) -> float:
    return float(t.card(fid).master.points)


def _life(t: Table, fid: str) -> float:
    """Wounds a figure takes to destroy on its Master card (the Basic Game's one hit is
    valued like the Master Game's life, so a Basic attack is not worth five Master ones)."""
    return float(max(1, t.card(fid).master.life))


def _card_value(t: Table, card: str) -> float:
    c = t.rules.cards[card]
    m = c.master
    return m.points + 15 * (m.range > 1) + 5 * m.attack


def _activity(t: Table, fid: str) -> float:
    """How much a figure can do next turn: its best expected damage within move + range."""
    sp = t.space_of(fid)
    reach = t.stat(fid, "move") + t.stat(fid, "range")
    best = 0.5
    for e in t.enemies_of(fid):
        d = t.distance(sp, t.space_of(e))
        if d <= reach:
            ew, _ = expected_wounds(t.stat(fid, "attack"), t.stat(e, "defense"))
            best = max(best, 1 + ew + (reach - d) * 0.05)
    return best + _points(t, fid) / 500.0


def _attack_score(t: Table, o: dict) -> float:
    data = o["data"]
    targets = data.get("targets") or [data.get("target")]
    total = 0.0
    for tgt in targets:
        if tgt is None:
            continue
        if tgt == WALL:
            total += 0.2
            continue
        if damage.immune(t, tgt, data["figure"]):
            continue
        if data.get("defense_dice") is not None and data.get("target") == tgt:
            dfn, auto = data["defense_dice"], data.get("auto_shields", 0)
        else:
            dfn, auto = combat.defense_dice(t, data["figure"], tgt)[:2]
        ew, dist = expected_wounds(data["attack_dice"], dfn, auto)
        left = t.life_left(tgt)
        kill = sum(p for i, p in enumerate(dist) if i >= left)
        value = ew * _points(t, tgt) / _life(t, tgt) / 40.0 + kill * _points(t, tgt) / 40.0
        total += value if t.side(tgt) != t.side(data["figure"]) else -value
    return total


def _attack_now_better(attack_score: float, move_score: float) -> bool:
    return attack_score >= move_score


def _rough(t: Table, fid: str, o: dict) -> float:
    sp = t.board.space(o["data"]["to"])
    enemies = [t.space_of(e) for e in t.enemies_of(fid)]
    return min((t.distance(sp, e) for e in enemies), default=0)


def _goal_spaces(t: Table, seat: int) -> list[str]:
    """Spaces the scenario wants this seat on (orange spaces, glyphs, the Device, exits)."""
    sc = t.scenario
    out: list[str] = []
    for v in sc.victory:
        if v.kind == "hold_zone" and v.zone:
            out += t.board.zone_keys(f"{sc.id}/{v.zone}")
        if v.kind == "exit_with_glyph" and v.seat == seat:
            carrying = any(v.glyph in t.fig(f).get("carrying", []) for f in t.army(seat))
            if carrying:
                for r in sc.special_rules:
                    if r.rule == "exit_zone":
                        out += t.board.zone_keys(f"{sc.id}/{r.zone}")
    for gid, g in t.s["glyphs"].items():
        if g.get("space") and not g.get("holder"):
            if any(r.rule == "sleeping_agent" and r.seat == seat for r in sc.special_rules):
                continue
            out.append(g["space"])
    return out


def _position_score(t: Table, fid: str, key: str, seat: int) -> float:
    """How good standing on `key` is for `fid`: attacks it opens, threats it draws, goals."""
    rec = t.fig(fid)
    old = rec["space"]
    rec["space"] = key
    t.forget()
    try:
        sp = t.board.space(key)
        offence = 0.0
        rng_ = t.stat(fid, "range")
        for e, why in turn.targets_in_reach(t, fid, rng_, wall=False):
            if why or damage.immune(t, e, fid):
                continue
            att, _ = combat.attack_dice(t, fid, e)
            dfn, auto, _ = combat.defense_dice(t, fid, e)
            ew, dist = expected_wounds(att, dfn, auto)
            kill = sum(p for i, p in enumerate(dist) if i >= t.life_left(e))
            offence = max(offence, ew * _points(t, e) / _life(t, e) / 40.0 + kill * _points(t, e) / 40.0)
        threat = 0.0
        for e in t.enemies_of(fid):
            esp = t.space_of(e)
            reach = t.stat(e, "move") + t.stat(e, "range") + 1
            if t.distance(esp, sp) <= reach:
                ew, _ = expected_wounds(t.stat(e, "attack"), t.stat(fid, "defense"))
                threat += ew
        threat *= _points(t, fid) / _life(t, fid) / 40.0 * (0.05 if t.basic else 0.35)
        goal = 0.0
        goals = _goal_spaces(t, seat)
        if goals:
            g = min(t.distance(sp, t.board.space(k)) for k in goals)
            goal = (1.5 if key in goals else 0.0) + max(0.0, 0.6 - 0.06 * g)
            if t.s.get("round", 0) >= 4 and key in goals:
                goal += 1.0
        near = min((t.distance(sp, t.space_of(e)) for e in t.enemies_of(fid)), default=0)
        approach = -(0.15 + 0.002 * t.s.get("turn_count", 0) if t.basic else 0.02) * near
        height = 0.02 * sp.elevation
        return offence * 0.8 - threat + goal + approach + height
    finally:
        rec["space"] = old
        t.forget()


def _route_risk(t: Table, fid: str, data: dict) -> float:
    swipes = sum(len(e) for _, e in data.get("swipes", []))
    falls = len(data.get("falls", []))
    per_wound = _points(t, fid) / _life(t, fid) / 40.0
    return (swipes * 0.5 + falls * 0.6) * per_wound * 1.5
