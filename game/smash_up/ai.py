"""The computer player: a greedy judge of each option from its own seat's view.

It reads only `SeatView.decision` and `SeatView.view` (what its seat may
see) plus the public card book (printed powers and abilities). Each option
gets a score from simple Smash Up sense: put power where a base is about to
break and you can win it, hurt other players' characters there, lower
breakpoints where you lead, keep your own characters safe; then the best
scoring option is picked (ties broken by the seat's seeded generator).
Thinking is counted in a work budget (options weighed), never in time.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import answer
from game.core.players import Budget

WORK_PER_DECISION = 4000


class ComputerPlayer:
    """Greedy Smash Up player (see the module docstring)."""

    name = "computer"

    def __init__(self, book: Any = None, work: int = WORK_PER_DECISION) -> None:
        self.book = book
        self.work = work

    # -- entry point ---------------------------------------------------------------------------
    def choose(self, seen, rng) -> dict[str, Any]:
        d = seen.decision
        opts = d["options"]
        if len(opts) == 1 and d["min"] <= 1:
            return answer(d["seat"], [opts[0]["id"]] if d["min"] == 1 else [])
        ctx = _Ctx(self.book, seen.view, d["seat"], Budget(self.work))
        score = getattr(self, f"_{d['kind']}", None)
        scored = []
        for o in opts:
            if not ctx.budget.spend():
                scored.append((0.0, o))
                continue
            scored.append((score(ctx, d, o) if score else 0.0, o))
        if d["max"] <= 1:
            best = max(s for s, _ in scored)
            tops = [o for s, o in scored if s == best]
            pick = tops[rng.below(len(tops))]
            if d["min"] == 0 and best <= 0 and d["kind"] not in ("cards",):
                return answer(d["seat"], [])
            return answer(d["seat"], [pick["id"]])
        ranked = sorted(scored, key=lambda so: -so[0])
        k = max(d["min"], min(d["max"], sum(1 for s, _ in ranked if s > 0)))
        return answer(d["seat"], [o["id"] for _s, o in ranked[:k]])

    # -- decision kinds ---------------------------------------------------------------------------
    def _play(self, c: "_Ctx", d, o) -> float:
        oid = o["id"]
        if oid == "end":
            return 0.0
        if oid.startswith("t:"):
            return c.talent_value(o["data"]["card"])
        return c.play_value(o["data"]["card"], o["data"]["target"])

    def _extra(self, c: "_Ctx", d, o) -> float:
        if o["id"] == "later":
            return 0.3
        if o["id"] == "decline":
            return 0.0
        return c.play_value(o["data"]["card"], o["data"]["target"]) + 0.5

    def _respond(self, c: "_Ctx", d, o) -> float:
        if o["id"] == "pass":
            return 0.0
        if o.get("data", {}).get("what") == "special":
            did = c.card_id(o["data"]["card"])
            return 0.5 if did in ("spider_sense",) else 2.0
        return 1.5

    def _order(self, c, d, o) -> float:
        return 0.0

    def _may(self, c, d, o) -> float:
        return 1.0 if o["id"] == "yes" else 0.0

    def _mulligan(self, c, d, o) -> float:
        return 1.0 if o["id"] == "yes" else 0.0

    def _score_order(self, c: "_Ctx", d, o) -> float:
        return c.my_vp_if_scored(o["data"]["uid"])

    def _draft(self, c, d, o) -> float:
        return FACTION_TASTE.get(o["data"]["faction"], 0.0)

    def _choose(self, c: "_Ctx", d, o) -> float:
        return 1.0 if o["id"] in ("o1", "character") else 0.5

    def _discard(self, c: "_Ctx", d, o) -> float:
        return -c.card_worth(o["data"]["uid"])

    _hand_limit = _discard

    def _cards(self, c: "_Ctx", d, o) -> float:
        purpose = d.get("purpose", "take")
        worth = c.card_worth(o["data"]["uid"])
        if purpose == "bottom":
            return 3.0 - worth
        if purpose == "cycle":
            return 1.5 - worth
        return worth + 1.0

    def _target(self, c: "_Ctx", d, o) -> float:
        uid = o.get("data", {}).get("uid")
        purpose = d.get("purpose", "")
        if uid is None:  # Hulk Smash: destroy base modifiers, or the base itself
            return 1.0 if o["id"] == "smash" and c.i_trail_at_all_bases() else -1.0
        rec = c.char(uid)
        if rec is None:
            mod = c.mod(uid)
            mine = mod is not None and mod["ctrl"] == c.me
            if purpose == "destroy":
                return -2.0 if mine else 2.0
            return 1.0 if mine else -0.5
        base, ch = rec
        mine = ch["ctrl"] == c.me
        heat = c.heat(base)
        if purpose == "destroy":
            if mine:
                return -ch["power"] + (3.0 if ch["id"] == "hydra_agent" else 0.0) + 0.1
            return ch["power"] * (0.5 + heat)
        if purpose == "power":
            n = d.get("amount", 0)
            return (n if mine else -n) * (0.5 + heat)
        if purpose == "save":
            return 1.0 + ch["power"] if mine else -1.0
        if purpose == "remove":
            return -1.0 if mine else ch["power"]
        if purpose == "move":
            return (1.0 - c.my_share(base)) if mine else -0.5
        if purpose == "mod_host":
            return 1.0 if mine else -1.0
        return 0.5 if mine else -0.5

    def _base(self, c: "_Ctx", d, o) -> float:
        uid = o.get("data", {}).get("uid")
        if uid is None:
            return 0.0
        purpose = d.get("purpose", "")
        base = c.base(uid)
        if base is None:
            return 0.0
        if purpose == "breakpoint":
            lead = c.lead(base)
            return (lead + 0.5) * c.heat(base) * 3 if d.get("amount", 0) < 0 else -lead
        if purpose in ("move_to", "gather"):
            moving = d.get("moving") or []
            p = sum(c.power_of(u) for u in moving) or 3
            return c.base_gain(base, p)
        if purpose == "smash":
            return 0.0
        return c.my_share(base) + c.heat(base)


FACTION_TASTE = {"kree": 1.0, "shield": 0.9, "avengers": 0.8, "hydra": 0.7, "ultimates": 0.7,
                 "masters_of_evil": 0.6, "sinister_six": 0.5, "spider_verse": 0.5}


class _Ctx:
    """What the player knows at one decision: its view, its seat, the card book."""

    def __init__(self, book, view: dict[str, Any], me: int, budget: Budget) -> None:
        self.book = book
        self.v = view
        self.me = me
        self.budget = budget
        self.hand = {c["uid"]: c["id"] for c in view["players"][me].get("hand", [])}
        self.cards: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}
        self.mods: dict[str, dict[str, Any]] = {}
        for b in view["bases"]:
            for ch in b["chars"]:
                self.cards[ch["uid"]] = (b, ch)
                for m in ch["mods"]:
                    self.mods[m["uid"]] = m
            for m in b["mods"]:
                self.mods[m["uid"]] = m

    # -- reading the table ------------------------------------------------------------------------
    def base(self, uid: str) -> dict[str, Any] | None:
        return next((b for b in self.v["bases"] if b["uid"] == uid), None)

    def char(self, uid: str):
        return self.cards.get(uid)

    def mod(self, uid: str):
        return self.mods.get(uid)

    def card_id(self, uid: str) -> str:
        if uid in self.hand:
            return self.hand[uid]
        if uid in self.cards:
            return self.cards[uid][1]["id"]
        if uid in self.mods:
            return self.mods[uid]["id"]
        for p in self.v["players"]:
            for c in p["discard"]:
                if c["uid"] == uid:
                    return c["id"]
        return ""

    def power_of(self, uid: str) -> int:
        if uid in self.cards:
            return self.cards[uid][1]["power"]
        did = self.card_id(uid)
        return self.book.defs[did].power if did in self.book.defs else 0

    def heat(self, b: dict[str, Any]) -> float:
        """How close a base is to breaking (0 cold .. 1 ready)."""
        bp = max(b["breakpoint"], 1)
        return min(1.0, b["total"] / bp)

    def lead(self, b: dict[str, Any]) -> float:
        mine = b["totals"][self.me]
        best = max((t for i, t in enumerate(b["totals"]) if i != self.me), default=0)
        return (mine - best) / 5.0

    def vp_for(self, b: dict[str, Any], totals: list[int]) -> int:
        present = {ch["ctrl"] for ch in b["chars"]}
        if totals[self.me] < 1 and self.me not in present:
            return 0
        elig = [i for i, t in enumerate(totals) if t >= 1 or i in present or i == self.me]
        rank = 1 + sum(1 for i in elig if totals[i] > totals[self.me])
        return b["vp"][rank - 1] if rank <= 3 else 0

    def my_share(self, b: dict[str, Any]) -> float:
        return self.vp_for(b, b["totals"]) / max(b["vp"][0], 1)

    def my_vp_if_scored(self, buid: str) -> float:
        b = self.base(buid)
        return float(self.vp_for(b, b["totals"])) if b else 0.0

    def base_gain(self, b: dict[str, Any], p: int) -> float:
        """Value of adding p power of mine to a base."""
        totals = list(b["totals"])
        before = self.vp_for(b, totals) * self.heat(b) ** 2
        totals[self.me] += p
        total = b["total"] + p
        heat = min(1.0, total / max(b["breakpoint"], 1))
        after = self.vp_for(b, totals) * heat ** 2
        if total >= b["breakpoint"]:
            after += 1.0 if self.vp_for(b, totals) >= b["vp"][0] else -1.0
        return after - before + 0.2 * p

    def i_trail_at_all_bases(self) -> bool:
        return all(self.lead(b) < 0 for b in self.v["bases"])

    # -- judging cards --------------------------------------------------------------------------------
    def card_worth(self, uid: str) -> float:
        did = self.card_id(uid)
        d = self.book.defs.get(did)
        if d is None:
            return 1.0
        if d.type == "character":
            return d.power * 0.6 + (0.5 if d.abilities else 0.0)
        return 1.5

    def play_value(self, uid: str, target: str) -> float:
        did = self.hand.get(uid) or self.card_id(uid)
        d = self.book.defs[did]
        if d.type == "character":
            b = self.base(target)
            return 2.0 + self.base_gain(b, d.power) if b else 1.0
        if d.mod == "character":
            rec = self.char(target)
            if rec is None:
                return 0.5
            b, ch = rec
            delta = _host_power(d, ch["id"])
            mine = ch["ctrl"] == self.me
            if any(st["stat"] == "cancel" for st in d.statics):
                delta -= 1
            val = (delta if mine else -delta) * (0.5 + self.heat(b))
            if d.talents:
                val += 1.5 if mine else -1.0
            if any(st["stat"] == "protect" for st in d.statics):
                val += 0.5 if mine else -0.5
            return 1.0 + val
        if d.mod == "base":
            b = self.base(target)
            if b is None:
                return 0.5
            mine_here = any(ch["ctrl"] == self.me for ch in b["chars"])
            lowers = any(st["stat"] == "breakpoint" for st in d.statics) or bool(d.talents)
            return 1.5 + (1.0 if mine_here else -0.5) + (self.lead(b) if lowers else 0.0)
        if _destroys_own(d):
            if d.id == "two_more_shall_take_its_place":
                small = sum(1 for u, did in self.hand.items() if u != uid and self.book.defs[did].type == "character"
                            and self.book.defs[did].power <= 2)
                cheap = any(ch["ctrl"] == self.me and ch["power"] <= 2 for _b, ch in self.cards.values())
                return 1.0 + small if cheap and small else -0.5
            return 1.5 if self.has_fodder() else -0.5
        return 2.0

    def move_value(self, uid: str) -> float:
        """What moving one of my characters to its best other base would gain."""
        rec = self.char(uid)
        if rec is None:
            return 0.0
        here, ch = rec
        p = ch["power"]
        leave = self.base_gain(here, -p)
        best = max((self.base_gain(b, p) for b in self.v["bases"] if b["uid"] != here["uid"]), default=0.0)
        return leave + best

    def has_fodder(self) -> bool:
        """Whether a character of mine is better destroyed than kept (a Hydra Agent brings two more)."""
        return any(ch["ctrl"] == self.me and ch["id"] == "hydra_agent" for _b, ch in self.cards.values())

    def talent_value(self, uid: str) -> float:
        did = self.card_id(uid)
        if did in ("red_skull", "madame_hydra", "baron_strucker"):
            return 1.0 if self.has_fodder() else -0.1
        if did in ("spectrum", "captain_marvel", "iron_man"):
            return self.move_value(uid) - 0.3
        if did == "thor":
            return -0.1  # Mjolnir is best left on Thor
        if did in ("green_goblin", "pressure_from_all_sides"):
            rec = self.char(uid)
            b = rec[0] if rec else next((b for b in self.v["bases"] for m in b["mods"] if m["uid"] == uid), None)
            return (self.lead(b) + 0.2) * 3 * self.heat(b) if b else 0.0
        if did == "absorbing_man":
            return 2.5
        return 1.5


def _destroys_own(d) -> bool:
    for ab in d.on_play:
        for e in ab["effects"]:
            if e.get("op") == "destroy" and isinstance(e.get("pick"), dict) and e["pick"].get("ctrl") == "you":
                return True
    return False


def _host_power(d, host_id: str) -> int:
    n = 0
    for st in d.statics:
        if st["stat"] != "power" or st.get("to") != "host":
            continue
        cond = st.get("cond")
        if cond and cond.startswith("host_is:") and host_id != cond[8:]:
            continue
        if cond and cond.startswith("host_not:") and host_id == cond[9:]:
            continue
        n += st["n"] if isinstance(st["n"], int) else 1
    return n
