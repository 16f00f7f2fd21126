"""The normal computer team: one-step judgement over the public table (never the decks' order).

Every choice is scored in one currency, roughly "threat points saved": a defeated enemy is worth
the threat it would add and the base it would overrun; progress on a mission is worth what
passing it brings (suppression on the nemesis, team-up, a hero's own card); in the final
showdown damage to the nemesis is worth most. A move is worth the best thing the hero could do
where it lands. Heroes guard bases enemies are heading for, and gather on the nemesis when the
showdown comes near.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb
from typing import Any

from game.core.decisions import answer

from . import abilities, aspects, board, missions as ms, nemesis as nem_mod, selectors as sel
from .dice import dice_for
from .engine import G
from .heroes import static_total
from .standees import health as enemy_health
from .table import SLOTS, active_heroes, heroes_at

SHOWDOWN_HIT = 2.0


@lru_cache(maxsize=None)
def p_at_least(n: int, k: int, p: float = 0.5) -> float:
    """Chance of at least `k` successes on `n` dice."""
    if k <= 0:
        return 1.0
    if k > n:
        return 0.0
    return sum(comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1))


def _kept(fn: Any) -> Any:
    """A reader's judgement kept for the rest of its decision (the table does not change under it)."""
    name = fn.__name__

    def kept(self: "Reader", *args: Any) -> Any:
        key = (name, *args)
        memo = self._memo
        if key in memo:
            return memo[key]
        v = memo[key] = fn(self, *args)
        return v
    kept.__doc__ = fn.__doc__
    return kept


class Reader:
    """Judgements over the table as one seat sees it."""

    def __init__(self, rules: Any, view: dict[str, Any]) -> None:
        s = dict(view["table"])
        s.update(events=[None] * view["events_left"], side_deck=[None] * view["side_deck_count"], stack=[],
                 ctx={}, pending=None, result=None)
        self._start(rules, s)

    @classmethod
    def of_state(cls, rules: Any, state: dict[str, Any]) -> "Reader":
        """A reader over a full state the caller may look into (a search's own re-deal): the decks'
        order is blanked all the same."""
        r = cls.__new__(cls)
        s = dict(state)
        s.update(events=[None] * len(state["events"]), side_deck=[None] * len(state["side_deck"]), stack=[],
                 ctx={}, pending=None, result=None)
        r._start(rules, s)
        return r

    def _start(self, rules: Any, s: dict[str, Any]) -> None:
        self.s = s
        self.book = rules.book
        self.g = G(s, [], rules.book, rules)
        self._opp: dict[tuple[int, str], float] = {}
        self._memo: dict[tuple, Any] = {}
        self._threat_next: int | None = None

    # -- basics ------------------------------------------------------------------------------------
    def ctx(self, h: int | None, **more: Any) -> dict[str, Any]:
        c = {"h": h, "boosted": False, "x": 0, "wilds": 0, "zero": False, "target": None, "chosen": None,
             "mission": None}
        c.update(more)
        return c

    def space_of(self, ref: str) -> str | None:
        return sel.ref_space(self.g, ref)

    def threat_next(self) -> int:
        if self._threat_next is None:
            from .nemesis_phase import threat_sources
            self._threat_next = sum(n for _, n in threat_sources(self.g))
        return self._threat_next

    def showdown_near(self) -> bool:
        """The final showdown is on, or mission III could complete at the next check."""
        s = self.s
        if s["nem"]["show"]:
            return True
        if len(s["nm_deck"]) != 1:
            return False
        mid = s["nm_deck"][0]
        m = self.book.missions[mid]
        need = ms.value(self.g, mid) or 0
        return s["nm_prog"] >= need - 2 or (m.threat is not None and s["threat"] + self.threat_next() >= m.threat)

    # -- values of outcomes ---------------------------------------------------------------------------
    def kill_value(self, e: dict[str, Any]) -> float:
        key = ("kill", e["u"])
        if key not in self._memo:
            self._memo[key] = self._kill_value(e)
        return self._memo[key]

    def _kill_value(self, e: dict[str, Any]) -> float:
        s, book = self.s, self.book
        v = 2.0 + {1: 0.3, 2: 0.8, 3: 1.3, "N": 1.0, "elite": 3.0}[e["rank"]]
        if e["rank"] == "elite":
            for slot in SLOTS:
                m = s["side"][slot]
                if m and book.missions[m["id"]].elite == e["card"]:
                    v += book.missions[m["id"]].team_up
        if self.base_danger(e):
            v += 2.0
        v += self.way_value("defeat", e["space"], e["rank"])
        return v

    def base_danger(self, e: dict[str, Any]) -> bool:
        """The enemy stands on, or next to, an operational base no hero guards."""
        key = ("danger", e["space"])
        if key not in self._memo:
            self._memo[key] = self._base_danger(e)
        return self._memo[key]

    def _base_danger(self, e: dict[str, Any]) -> bool:
        s, book = self.s, self.book
        near = [e["space"]] + list(board.neighbours(book, s, e["space"]))
        for sid in near:
            for b in board.bases_at(book, s, sid):
                if board.operational(s, b) and not heroes_at(s, sid):
                    return True
        return False

    @_kept
    def progress_value(self, slot: str) -> float:
        """What one progress on the mission in `slot` is worth."""
        s, book = self.s, self.book
        mid = ms.slot_mission(s, slot)
        if mid is None:
            return 0.0
        need = ms.value(self.g, mid)
        have = ms.progress_of(s, slot)
        if slot == "nemesis":
            m = book.missions[mid]
            if s["nem"]["show"]:
                return 0.0
            if need is not None and have >= need:
                return 0.05
            left = (need or 0) - have
            per_round = max(1, self.threat_next())
            rounds = max(1, -(-((m.threat or 20) - s["threat"]) // per_round))
            capacity = rounds * len(active_heroes(s)) * 2.0
            first_strike = book.mission_kind[mid] == "first_strike"
            base = 0.7 if first_strike else 1.3
            return base if left <= capacity else base * 0.35
        if need is None:
            return 0.0
        left = max(1, need - have)
        if slot == "hero":
            return 3.0 / left + 0.3
        m = book.missions[mid]
        return (m.team_up + (2.0 if m.reward else 0.0) + (m.threat or 0) * 2) / left + 0.3

    @_kept
    def way_value(self, how: str, sid: str | None, rank: Any = None) -> float:
        """Progress value an event of this kind brings to the active missions."""
        s, book = self.s, self.book
        total = 0.0
        for slot in ("nemesis",) + SLOTS + ("hero",):
            mid = ms.slot_mission(s, slot)
            if mid is None:
                continue
            for w in book.missions[mid].ways:
                if w.how != how or (how == "defeat" and w.rank and rank not in w.rank):
                    continue
                if how != "dagger" and not ms.where_ok(self.g, w.where, sid, slot):
                    continue
                total += w.n * self.progress_value(slot)
                break
        return total

    @_kept
    def damage_value(self, ref: str, dmg: float, chance_of: Any = None) -> float:
        """What dealing `dmg` damage to an enemy ref is worth."""
        s = self.s
        if dmg <= 0:
            return 0.0
        if ref == "nemesis":
            nem = s["nem"]
            left = nem_mod.health(self.g) - nem["dmg"]
            if nem["show"]:
                return SHOWDOWN_HIT * min(dmg, left) + (50.0 if dmg >= left else 0.0)
            v = self.way_value("damage_nemesis", nem["space"]) * min(dmg, left)
            if not nem["stun"] and dmg >= left:
                v += 1.5
            return v + 0.1 * dmg
        e = sel._enemy_of(s, ref)
        if e is None:
            return 0.0
        left = enemy_health(self.g, e) - e["dmg"]
        kv = self.kill_value(e)
        if dmg >= left:
            return kv
        return kv * 0.45 * dmg / left

    # -- attacks, defies, rests ------------------------------------------------------------------------
    @_kept
    def attack_value(self, h: int, ref: str, extra: int = 0, plus: int = 0) -> float:
        s, book = self.s, self.book
        c = self.ctx(h)
        n = dice_for(self.g, h, "attack", extra, c)
        n += 1 if s["heroes"][h]["emp"] else 0
        armored = False
        if ref != "nemesis":
            e = sel._enemy_of(s, ref)
            if e is None:
                return 0.0
            armored = "armored" in book.enemies[e["card"]].keywords
        if sel.is_primed(s, ref):
            n += 1
        more = plus + static_total(self.g, h, "plus_damage")
        total = 0.0
        for k in range(0, n + 1):
            pk = p_at_least(n, k) - p_at_least(n, k + 1)
            d = max(0, k - (1 if armored else 0)) + (more if k else 0)
            total += pk * self.damage_value(ref, d)
        return total

    def targets_at(self, sid: str | None) -> list[str]:
        s = self.s
        if sid is None:
            return []
        out = [f"enemy:{e['u']}" for e in s["enemies"] if e["space"] == sid]
        if s["nem"]["space"] == sid:
            out.append("nemesis")
        return out

    @_kept
    def best_attack(self, h: int, sid: str | None, extra: int = 0, plus: int = 0) -> float:
        return max((self.attack_value(h, r, extra, plus) for r in self.targets_at(sid)), default=0.0)

    @_kept
    def defy_value(self, h: int, sid: str | None, extra: int = 0, plus: int = 0) -> float:
        if sid is None:
            return 0.0
        s = self.s
        rec = s["heroes"][h]
        old = rec["space"]
        rec["space"] = sid
        try:
            slots = ms.defiable(self.g, h)
            if not slots:
                return 0.0
            n = dice_for(self.g, h, "defiance", extra, self.ctx(h))
            best = 0.0
            for slot in slots:
                rate = ms.defy_rate(self.g, slot, sid)
                exp = n * 0.5 * rate + plus * (1 - 0.5 ** n)
                mid = ms.slot_mission(s, slot)
                need = ms.value(self.g, mid)
                if need is not None:
                    exp = min(exp, max(0, need - ms.progress_of(s, slot)) + 0.5)
                best = max(best, exp * self.progress_value(slot))
            return best
        finally:
            rec["space"] = old

    def rest_value(self, h: int, auto: int = 1, share: bool = False) -> float:
        s, book = self.s, self.book
        rec = s["heroes"][h]
        n = dice_for(self.g, h, "tactic", 0, self.ctx(h))
        total = n * 0.5 + auto + static_total(self.g, h, "rest_plus")
        hp = book.heroes[rec["hero"]].health
        dmg = rec["dmg"]
        w = 0.75 if dmg * 2 >= hp else 0.3 if dmg else 0.0
        rec_part = min(total, dmg)
        v = rec_part * w
        left = total - rec_part
        need = sum((book.supports[c["id"]].charge or 1) - c["prog"] for c in rec["supports"] if not c["ready"])
        v += min(left, need) * 0.35
        v += self.way_value("rest", rec["space"])
        return v

    def dagger_value(self, h: int, base: str, with_mission: bool = False) -> float:
        s, book = self.s, self.book
        v = 0.0
        if board.operational(s, base):
            v += self.base_effect_value(h, base)
        v += self.way_value("dagger", board.base_space(book, s, base))
        if with_mission:
            v += 3.0
        return v

    def base_effect_value(self, h: int, base: str) -> float:
        s = self.s
        if base == "new_york":
            refs = [f"enemy:{e['u']}" for e in s["enemies"]] + ["nemesis"]
            return max((self.damage_value(r, 1) for r in refs), default=0.0)
        if base == "wakanda":
            return 0.35 * min(2, max((x["dmg"] for x in s["heroes"] if not x["down"] and not x["out"]), default=0))
        if base == "madripoor":
            return 0.6 if any(not c["ready"] for x in s["heroes"] for c in x["supports"]) else 0.0
        if base == "atlantis":
            return 0.4
        if base == "iliad":
            return 0.7 if any(not x["emp"] for x in s["heroes"] if not x["down"] and not x["out"]) else 0.3
        return 0.0

    # -- positions ---------------------------------------------------------------------------------------
    def opp(self, h: int, sid: str) -> float:
        """The best single action hero `h` could take on `sid` (and why standing there helps)."""
        key = (h, sid)
        if key in self._opp:
            return self._opp[key]
        s, book = self.s, self.book
        v = max(self.best_attack(h, sid), self.defy_value(h, sid))
        for b in board.bases_at(book, s, sid):
            if b not in s["base_used"]:
                held = s["heroes"][h]["mission"] == "held" and s["hm"] is None and board.operational(s, b)
                v = max(v, self.dagger_value(h, b, held))
        v += self.guard_value(sid, h)
        if self.showdown_near():
            d = board.distances(book, s, s["nem"]["space"]).get(sid, 9)
            v -= 1.2 * d if s["nem"]["show"] else 0.6 * d
        self._opp[key] = v
        return v

    @_kept
    def guard_value(self, sid: str, h: int) -> float:
        """Standing on an operational base an enemy is heading for keeps it from being overrun."""
        s, book = self.s, self.book
        bases = [b for b in board.bases_at(book, s, sid) if board.operational(s, b)]
        if not bases or any(i != h for i in heroes_at(s, sid)):
            return 0.0
        dist = board.distances(book, s, sid)
        close = sum(1 for e in s["enemies"] if dist.get(e["space"], 9) <= 2)
        return 1.2 * min(close, 2)

    @_kept
    def position(self, h: int, sid: str) -> float:
        own = self.opp(h, sid)
        near = 0.0
        for n in board.neighbours(self.book, self.s, sid):
            near = max(near, self.opp(h, n))
        return own + 0.35 * near

    def best_destination(self, h: int, n: int) -> tuple[str, float]:
        s = self.s
        here = s["heroes"][h]["space"]
        reach = board.within(self.book, s, here, n)
        best, bv = here, self.position(h, here)
        for sid, d in sorted(reach.items(), key=lambda kv: (kv[1], kv[0])):
            v = self.position(h, sid) - 0.02 * d
            if v > bv + 1e-9:
                best, bv = sid, v
        return best, bv

    # -- estimating effect lists --------------------------------------------------------------------------
    def estimate(self, h: int, effects: list[dict[str, Any]], target: str | None = None) -> float:
        s = self.s
        rec = s["heroes"][h]
        here = rec["space"]
        v = 0.0
        for e in effects or []:
            op = e.get("op")
            to = e.get("to")
            n = e.get("n", 1) if isinstance(e.get("n", 1), int) else 1
            if op == "attack":
                refs = self._enemy_refs(h, to or {"pick_enemy": {"where": "here"}}, target)
                v += max((self.attack_value(h, r, e.get("dice", 0), e.get("plus", 0)) for r in refs), default=0.0)
            elif op == "damage":
                if self._kind(to) == "hero":
                    v -= 0.3 * n * len(self._hero_refs(h, to))
                else:
                    refs = self._enemy_refs(h, to, target)
                    vals = [self.damage_value(r, n) for r in refs]
                    v += sum(vals) if self._all(to) else max(vals, default=0.0)
            elif op == "prime":
                refs = self._enemy_refs(h, to or "target", target)
                v += 0.3 * sum(1 for r in refs if not sel.is_primed(s, r))
            elif op == "empower":
                refs = self._hero_refs(h, to)
                v += 0.6 * sum(1 for r in refs if not s["heroes"][int(r[5:])]["emp"])
            elif op == "move":
                if to in (None, "self"):
                    _, bv = self.best_destination(h, n)
                    v += max(0.0, bv - self.position(h, here)) * 0.8
                else:
                    v += 0.4
            elif op == "defy":
                v += self.defy_value(h, here, e.get("dice", 0), e.get("plus", 0))
            elif op == "rest":
                v += self.rest_value(h, e.get("auto", 1), bool(e.get("share")))
            elif op == "recover":
                refs = self._hero_refs(h, to)
                v += max((0.4 * min(n, s["heroes"][int(r[5:])]["dmg"]) for r in refs), default=0.0)
            elif op == "charge":
                v += 0.3 * n if any(not c["ready"] for c in rec["supports"]) else 0.0
            elif op == "extra_action":
                v += 1.5
            elif op == "progress":
                v += n * max((self.progress_value(slot) for slot in sel.active_missions(s)), default=0.0)
            elif op == "pull":
                v += 0.2
            elif op in ("asgard", "bifrost"):
                v += 3.0 if self._wants_asgard() else 0.05
            elif op == "add_successes":
                v += 0.8 * n
            elif op == "threat":
                v -= n
            elif op == "team_up":
                v += 0.5 * n
            elif op == "if":
                v += 0.5 * max(self.estimate(h, e.get("then", []), target), self.estimate(h, e.get("else", []), target))
            elif op == "choose":
                v += max((self.estimate(h, o.get("effects", []), target) for o in e["options"]), default=0.0)
            elif op == "each":
                v += 0.5 * self.estimate(h, e.get("effects", []), target)
            elif op == "clear_overrun":
                v += 3.0 if s["overrun"] else 0.0
        return v

    def _wants_asgard(self) -> bool:
        s, book = self.s, self.book
        for slot in SLOTS + ("hero",):
            mid = ms.slot_mission(s, slot)
            if mid and book.missions[mid].condition == {"hero_on": "asgard"}:
                return True
        return False

    def _kind(self, to: Any) -> str:
        from .vocabulary import SELECTOR_KEYS, SELECTOR_NAMES
        if to is None:
            return "hero"
        return SELECTOR_NAMES.get(to, "any") if isinstance(to, str) else SELECTOR_KEYS.get(next(iter(to)), "any")

    def _all(self, to: Any) -> bool:
        return isinstance(to, dict) and next(iter(to)).startswith("all_")

    def _enemy_refs(self, h: int, to: Any, target: str | None) -> list[str]:
        c = self.ctx(h, target=target)
        try:
            return sel.candidates(self.g, to, c)
        except Exception:  # noqa: BLE001 - a judgement never breaks a game
            return []

    def _hero_refs(self, h: int, to: Any) -> list[str]:
        c = self.ctx(h)
        try:
            return sel.candidates(self.g, to or "self", c)
        except Exception:  # noqa: BLE001
            return []


class NormalTeam:
    """The normal computer team (any seat; the seats of a team play the same way)."""

    name = "computer"

    def __init__(self, rules: Any) -> None:
        self.rules = rules

    def choose(self, seen: Any, rng: Any) -> dict[str, Any]:
        d = seen.decision
        return answer(d["seat"], self.decide(Reader(self.rules, seen.view), d, rng))

    def decide(self, r: Reader, d: dict[str, Any], rng: Any = None) -> list[str]:
        """The picks for decision `d` as the reader judges the table."""
        fn = getattr(self, f"_{d['kind']}", None)
        pick = None
        if fn is not None:
            try:
                pick = fn(r, d)
            except (KeyError, IndexError, ValueError, TypeError):
                pick = None
        ids = [o["id"] for o in d["options"]]
        if pick not in ids:
            pick = ids[0]
        return [pick] if d["max"] else []

    # -- the turn ------------------------------------------------------------------------------------
    def _turn(self, r: Reader, d: dict[str, Any]) -> str:
        h = d["hero"]
        best, bv = None, -1e9
        for o in d["options"]:
            v = self.turn_value(r, h, o["id"])
            if v > bv:
                best, bv = o["id"], v
        return best

    def turn_value(self, r: Reader, h: int, oid: str) -> float:
        s, book = r.s, r.book
        rec = s["heroes"][h]
        here = rec["space"]
        left = rec["std"] + rec["boost"]
        if oid == "ready_tu":
            return 50.0
        if oid == "waste":
            return -5.0
        parts = oid.split(":")
        kind = parts[0]
        if kind == "free":
            found = abilities.ability_of(r.g, h, f"{parts[1]}:{parts[2]}")
            if found is None:
                return -1.0
            v = r.estimate(h, found[0].effects)
            return v + 0.2 if v > 0.6 else -1.0
        tk = parts[-2] if kind == "dg" and len(parts) > 3 else parts[-1]
        boosted = tk == "boost"
        if kind == "a":
            act = parts[1]
            a = aspects.action(r.g, h, act)
            lst = a.boosted if boosted and a.boosted is not None else a.effects
            v = r.estimate(h, lst)
            if act == "move" and left <= 1:
                v *= 0.6
            has_boost = a.boosted is not None
        elif kind == "ab":
            a = book.heroes[rec["hero"]].abilities[int(parts[1])]
            lst = a.boosted if boosted and a.boosted is not None else a.effects
            v = r.estimate(h, lst) + (0.3 if a.combo else 0.0)
            has_boost = a.boosted is not None
        elif kind == "dg":
            v = r.dagger_value(h, parts[1], len(parts) > 3)
            has_boost = False
        elif kind == "card":
            found = abilities.ability_of(r.g, h, f"{parts[1]}:{parts[2]}")
            v = r.estimate(h, found[0].effects) if found else 0.0
            has_boost = bool(found and found[0].boosted)
        else:
            return 0.0
        if boosted:
            v += -0.05 if not has_boost else -0.15
        return v

    # -- tests --------------------------------------------------------------------------------------------
    def _test_window(self, r: Reader, d: dict[str, Any]) -> str:
        t = d["test"]
        h = d["hero"]
        ids = [o["id"] for o in d["options"]]
        for oid in ids:
            if oid.startswith("reroll:"):
                return oid
        gain = self._gain(r, t)
        for oid in ids:
            if oid.startswith("use:") and gain > 0.6:
                found = abilities.ability_of(r.g, h, oid[4:])
                if found and any(e.get("op") == "add_successes" for e in found[0].effects):
                    return oid
        if "primed" in ids and gain > 0.4:
            return "primed"
        if "empowered" in ids and gain > 0.9:
            return "empowered"
        return "keep"

    def _gain(self, r: Reader, t: dict[str, Any]) -> float:
        """What one more success is worth for this test."""
        s = r.s
        k = t["successes"]
        if t["kind"] == "attack" and t["ref"]:
            ref = t["ref"]
            armored = False
            if ref != "nemesis":
                e = sel._enemy_of(s, ref)
                armored = bool(e and "armored" in r.book.enemies[e["card"]].keywords)
            def dmg(x: int) -> int:
                return max(0, x - (1 if armored else 0)) + (t["plus"] if x else 0)
            return r.damage_value(ref, dmg(k + 1)) - r.damage_value(ref, dmg(k))
        if t["kind"] == "defy" and t["ref"]:
            return r.progress_value(t["ref"])
        if t["kind"] == "rest":
            return 0.3
        return 0.5 if k == 0 else 0.1

    def _rest(self, r: Reader, d: dict[str, Any]) -> str:
        s, book = r.s, r.book
        h, total = d["hero"], d["total"]
        need = sum((book.supports[c["id"]].charge or 1) - c["prog"] for c in s["heroes"][h]["supports"] if not c["ready"])
        best, bv = d["options"][0]["id"], -1e9
        for o in d["options"]:
            _, who, rr, first = o["id"].split(":")
            rr = int(rr)
            v = 0.0
            if who != "-" and rr:
                x = s["heroes"][int(who)]
                hp = book.heroes[x["hero"]].health
                v += rr * (0.8 if (x["dmg"]) * 2 >= hp else 0.35)
            v += min(total - rr, need) * 0.33
            if v > bv:
                best, bv = o["id"], v
        return best

    def _wild(self, r: Reader, d: dict[str, Any]) -> str:
        h = d["hero"]
        best, bv = "skip", 0.05
        for o in d["options"]:
            if o["id"].startswith("base:"):
                v = r.base_effect_value(h, o["id"][5:])
                if v > bv:
                    best, bv = o["id"], v
        return best

    # -- picks ---------------------------------------------------------------------------------------------
    def _pick(self, r: Reader, d: dict[str, Any]) -> str:
        s = r.s
        e = d.get("effect") or {}
        op = e.get("op")
        h = d.get("hero")
        ids = [o["id"] for o in d["options"]]
        n = e.get("n", 1) if isinstance(e.get("n", 1), int) else 1

        def score(ref: str) -> float:
            if ref == "none":
                return 0.0
            if ref.startswith("hero:"):
                x = s["heroes"][int(ref[5:])]
                hp = r.book.heroes[x["hero"]].health
                if op == "damage":
                    return hp - x["dmg"]
                if op == "recover":
                    return x["dmg"]
                if op == "empower":
                    return 0 if x["emp"] else 1
                if op == "charge":
                    return sum(1 for c in x["supports"] if not c["ready"])
                if op in ("move", "extra_action"):
                    return r.opp(int(ref[5:]), x["space"]) if op == "extra_action" else 0.0
                return 0.0
            if ref.startswith("enemy:") or ref == "nemesis":
                if op in ("damage", "attack"):
                    if op == "attack" and h is not None:
                        return r.attack_value(h, ref, e.get("dice", 0), e.get("plus", 0))
                    return r.damage_value(ref, n)
                if op == "prime":
                    sid = r.space_of(ref)
                    return 1.0 if sid and heroes_at(s, sid) else 0.5
                if op == "move_enemy":
                    return 1.0 if ref != "nemesis" and r.base_danger(sel._enemy_of(s, ref) or {"space": ""}) else 0.0
                return 0.0
            if ref.startswith("mission:"):
                return r.progress_value(ref[8:])
            if ref.startswith("base:"):
                return 1.0 if op == "clear_overrun" else -1.0
            return 0.0
        return max(ids, key=score)

    def _move(self, r: Reader, d: dict[str, Any]) -> str:
        h = d["hero"]
        best, bv = d["options"][0]["id"], -1e9
        for o in d["options"]:
            sid = o["id"][6:]
            v = r.position(h, sid)
            if v > bv + 1e-9:
                best, bv = o["id"], v
        return best

    def _defy(self, r: Reader, d: dict[str, Any]) -> str:
        return max((o["id"] for o in d["options"]), key=lambda oid: r.progress_value(oid[8:]))

    def _charge(self, r: Reader, d: dict[str, Any]) -> str:
        return d["options"][0]["id"]

    def _choose(self, r: Reader, d: dict[str, Any]) -> str:
        h = d.get("hero")
        choices = d.get("choices") or []
        if h is None or not choices:
            return d["options"][0]["id"]
        vals = [r.estimate(h, c.get("effects", [])) for c in choices]
        return f"o{max(range(len(vals)), key=lambda i: vals[i])}"

    def _free_action(self, r: Reader, d: dict[str, Any]) -> str:
        h = d["hero"]
        return max((o["id"] for o in d["options"]),
                   key=lambda a: r.estimate(h, aspects.action(r.g, h, a).effects))

    def _trigger(self, r: Reader, d: dict[str, Any]) -> str:
        return "yes"

    def _guard(self, r: Reader, d: dict[str, Any]) -> str:
        return "guard"

    def _nemesis_window(self, r: Reader, d: dict[str, Any]) -> str:
        for o in d["options"]:
            if o["id"] != "go":
                h, key = o["id"].split("|", 1)
                found = abilities.ability_of(r.g, int(h), key)
                if found and r.estimate(int(h), found[0].effects) > 1.0:
                    return o["id"]
        return "go"

    # -- the nemesis's ties and who it hits -------------------------------------------------------------
    def _attacked(self, r: Reader, d: dict[str, Any]) -> str:
        s, book = r.s, r.book

        def room(oid: str) -> float:
            h = int(oid[5:])
            x = s["heroes"][h]
            return book.heroes[x["hero"]].health - x["dmg"] + 2 * static_total(r.g, h, "armor") + \
                (5 if x["shattered"] is False else 0)
        return max((o["id"] for o in d["options"]), key=room)

    def _enemy_goal(self, r: Reader, d: dict[str, Any]) -> str:
        s, book = r.s, r.book
        for o in d["options"]:
            sid = board.base_space(book, s, o["id"][5:])
            if heroes_at(s, sid):
                return o["id"]
        return d["options"][0]["id"]

    def _enemy_step(self, r: Reader, d: dict[str, Any]) -> str:
        s = r.s
        for o in d["options"]:
            if heroes_at(s, o["id"][6:]):
                return o["id"]
        return d["options"][-1]["id"]

    def _activation_order(self, r: Reader, d: dict[str, Any]) -> str:
        return d["options"][0]["id"]

    def _stun_move(self, r: Reader, d: dict[str, Any]) -> str:
        s, book = r.s, r.book
        if s["nem"]["show"]:
            return "stay"
        best, bv = "stay", 0.0
        for o in d["options"]:
            if o["id"].startswith("space:"):
                sid = o["id"][6:]
                v = 0.5 * len(heroes_at(s, sid)) - (1.0 if board.bases_at(book, s, sid) else 0.0)
                if v > bv:
                    best, bv = o["id"], v
        return best

    def _bifrost(self, r: Reader, d: dict[str, Any]) -> str:
        ids = [o["id"] for o in d["options"]]
        if "stay" in ids:
            return "stay"
        s = r.s
        nem = s["nem"]["space"]
        return f"space:{nem}" if f"space:{nem}" in ids else ids[0]

    # -- set-up and replacement -------------------------------------------------------------------------
    def _setup_support(self, r: Reader, d: dict[str, Any]) -> str:
        book = r.book
        order = {"free": 2, "trigger": 1, "action": 0}
        return max((o["id"] for o in d["options"]),
                   key=lambda oid: (order.get(book.supports[oid[8:]].ability.kind, 0),
                                    book.supports[oid[8:]].ability.window != "test"))

    def _setup_first(self, r: Reader, d: dict[str, Any]) -> str:
        return d["options"][0]["id"]

    def _setup_iliad(self, r: Reader, d: dict[str, Any]) -> str:
        want = f"space:{r.book.first_game.get('iliad', '8')}"
        ids = [o["id"] for o in d["options"]]
        return want if want in ids else ids[0]

    def _setup_place(self, r: Reader, d: dict[str, Any]) -> str:
        s, book = r.s, r.book
        dist = board.distances(book, s, s["nem"]["space"]) if s["nem"].get("space") else {}
        return min((o["id"] for o in d["options"]), key=lambda oid: dist.get(oid[6:], 9))

    def _place(self, r: Reader, d: dict[str, Any]) -> str:
        s, book = r.s, r.book
        dist = board.distances(book, s, s["nem"]["space"])
        if s["nem"]["show"]:
            return min((o["id"] for o in d["options"]), key=lambda oid: dist.get(oid[6:], 9))
        return max((o["id"] for o in d["options"]),
                   key=lambda oid: (oid[6:] not in [board.base_space(book, s, b) for b in s["overrun"]],
                                    sum(1 for e in s["enemies"]
                                        if board.distances(book, s, oid[6:]).get(e["space"], 9) <= 2)))

