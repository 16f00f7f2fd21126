"""The computer players: normal, a greedy judge of each decision from its own seat's view.

It reads only `SeatView.decision` and `SeatView.view` (what its seat may see) plus the public card
book. Sense it plays by: put locations face up and keep a resource coming every turn; recruit the
most it can afford (Ranged characters to the back row); keep the main character behind a
protector; attack where the strike stuns and the strike back does not, above all the enemy main
character; in a combat, play what turns the result its way; use powers that help it (never a
harmful one on its own side). Work per decision is a handful of passes over the options.

The easy player (`EasyPlayer`) rates the options the same way but picks among the few best with a
beginner's noise, and sometimes leaves a combat alone instead of answering it. The hard player
searches (search_hooks.py).
"""

from __future__ import annotations

import math
from itertools import combinations
from typing import Any

from game.core.decisions import answer

HARMFUL = ("KO ", "Stun ", "Daze ", "Wound ", "Exhaust ", "Make kneel", "Remove the +1/+1", "Take control")


class ComputerPlayer:
    """The normal computer player (see the module docstring)."""

    name = "computer"
    #: What a decision is judged with (the hard player's formation and search use a subclass that
    #: plans Captain America's first attack: search_hooks.HardCtx).
    ctx: type["Ctx"]

    def __init__(self, book: Any = None) -> None:
        self.book = book

    # -- entry point -----------------------------------------------------------------------------------
    def choose(self, seen: Any, rng: Any) -> dict[str, Any]:
        d = seen.decision
        opts = d["options"]
        if len(opts) == 1 and d["min"] == 1:
            return answer(d["seat"], [opts[0]["id"]])
        scores = self.scores(seen.view, d)
        if scores is None:
            return answer(d["seat"], self.multi(seen.view, d))
        return answer(d["seat"], [self.pick(d, scores, rng)])

    def pick(self, d: dict[str, Any], scores: list[float], rng: Any) -> str:
        """The option id taken, given each option's score: one of the best, at random."""
        best = max(scores)
        tops = [o for v, o in zip(scores, d["options"]) if v == best]
        return tops[rng.below(len(tops))]["id"]

    def scores(self, view: dict[str, Any], d: dict[str, Any]) -> list[float] | None:
        """How this player rates each option of a one-pick decision (None for a multi-pick one)."""
        fn = getattr(self, f"_{d['kind']}", None)
        if d["kind"] in ("formation", "discard") or d["max"] > 1:
            return None
        if fn is None:
            return [1.0] + [0.0] * (len(d["options"]) - 1)
        c = self.ctx(self.book, view, d["seat"])
        return [fn(c, d, o) for o in d["options"]]

    def multi(self, view: dict[str, Any], d: dict[str, Any]) -> list[str]:
        """The picks of a multi-pick decision."""
        fn = getattr(self, f"_{d['kind']}", None)
        return fn(self.ctx(self.book, view, d["seat"]), d) if fn else [o["id"] for o in d["options"][:d["min"]]]

    # -- set-up --------------------------------------------------------------------------------------------
    def _first_player(self, c: "Ctx", d, o) -> float:
        return 1.0 if o["data"]["seat"] == c.seat else 0.0

    def _place_main(self, c: "Ctx", d, o) -> float:
        return 1.0 if o["id"] == "back" else 0.0

    def _mulligan(self, c: "Ctx", d, o) -> float:
        hand = c.hand()
        locs = sum(1 for _u, cid in hand if c.card(cid).type == "location")
        cheap = sum(1 for _u, cid in hand if c.card(cid).type == "supporting_character" and c.card(cid).cost <= 3)
        good = locs >= 2 and cheap >= 1
        return 1.0 if (o["id"] == "keep") == good else 0.0

    # -- build -----------------------------------------------------------------------------------------------
    def _resource(self, c: "Ctx", d, o) -> float:
        oid = o["id"]
        if oid.startswith("r:"):
            card = c.card(c.id_of(o["data"]["uid"]))
            if card.type == "location":
                return 10.0 + (1.0 if o["data"]["up"] else 0.0) + (0.5 if card.teams else 0.0)
            if not c.recruitable(card):
                return 8.0  # a card we can never recruit: best as a resource
            return 6.0 - card.cost * 0.3 if len(c.hand()) > 3 else 0.5
        if oid == "skip":
            return 1.0
        v = c.power_value(o)
        return v if v >= 0.5 else -2.0

    def _recruit(self, c: "Ctx", d, o) -> float:
        oid = o["id"]
        if oid == "done":
            return 0.5
        if oid.startswith("c:"):
            card = c.card(c.id_of(o["data"]["uid"]))
            if c.duplicate(card):
                return 0.2
            row_ok = (o["data"]["row"] == "back") == card.ranged
            return 5.0 + card.cost * 2 + (1.0 if row_ok else 0.0)
        if oid.startswith("e:"):
            return 4.0
        v = c.power_value(o)
        return v if v >= 0.6 else -2.0

    def _formation(self, c: "Ctx", d) -> list[str]:
        mine = [ch for ch in c.chars() if ch["side"] == c.side]
        front_guards = [ch for ch in mine if not ch["main"] and not ch["ranged"] and ch["face"] == "up"]
        picks = []
        for o in d["options"]:
            ch = c.char(o["data"]["uid"])
            if ch is None:
                continue
            if ch["main"]:
                want = "back" if (front_guards or ch["ranged"]) else ch["row"]
            elif ch["ranged"] and len(front_guards) > 1:
                want = "back"
            else:
                want = "front" if not ch["ranged"] else ch["row"]
            if want != ch["row"]:
                picks.append(o["id"])
        return picks

    def _build_end(self, c: "Ctx", d, o) -> float:
        if o["id"] == "main":
            return 0.5
        v = c.power_value(o)
        return v if v >= 0.5 else -2.0

    # -- main phase and attacks -----------------------------------------------------------------------------
    def _main(self, c: "Ctx", d, o) -> float:
        oid = o["id"]
        if oid == "end":
            return 0.0
        if oid == "hand_over":  # 2-Headed: only for the teammate's own good attack (never back and forth)
            plan = c.best_attack()
            mate = o["data"]["seat"]
            return 0.1 if plan is not None and plan[0] > 0 and c.char(plan[1][0])["ctrl"] == mate else -0.5
        if oid.startswith("a:"):
            plan = c.best_attack()
            if plan is None or plan[0] <= 0:
                return -1.0
            return 3.0 + plan[0] if plan[1][0] == o["data"]["uid"] else -1.0
        if oid.startswith("u:"):
            return 4.0
        v = c.power_value(o)
        return v + 1.0 if v >= 0.5 else -2.0

    def _attack(self, c: "Ctx", d, o) -> float:
        att = d.get("att", [])
        oid = o["id"]
        if oid == "back":
            return 0.0
        plan = c.best_attack(fixed=att)
        if plan is None:
            return -1.0 if oid.startswith("+:") else c.attack_value(att, o["data"]["uid"])
        _v, patt, pdef = plan
        if oid.startswith("+:"):
            return 5.0 if o["data"]["uid"] in patt and o["data"]["uid"] not in att else -1.0
        if pdef == o["data"]["uid"] and set(patt) <= set(att):
            return 10.0
        return c.attack_value(att, o["data"]["uid"])

    def _strike_back(self, c: "Ctx", d, o) -> float:
        ch = c.char(o["data"]["uid"])
        if ch is None:
            return 0.0
        stuns = "stuns it" in o["label"]
        mine = ch["ctrl"] == c.seat  # a Leader's player picks among its own attackers
        v = c.value(ch) * (1 if stuns else 0.1)
        return -v if mine else v

    # -- the combat exchange -------------------------------------------------------------------------------------
    def _respond(self, c: "Ctx", d, o) -> float:
        if o["id"] == "pass":
            return 0.0
        return c.response_value(o)

    # -- choices inside effects ---------------------------------------------------------------------------------
    def _target(self, c: "Ctx", d, o) -> float:
        ch = c.char(o["data"].get("uid")) if o["id"] != "none" else None
        if ch is None:
            return 0.0
        label = o["label"]
        enemy = c.is_enemy(ch)
        harm = any(label.startswith(h) for h in HARMFUL) or "-1/-1" in label
        if label.startswith("Move ") or label.startswith("Swap "):
            return c.value(ch) if enemy else 0.1
        v = c.value(ch) + (2.0 if c.in_combat(ch["uid"]) else 0.0)
        return v if harm == enemy else -v

    def _may(self, c: "Ctx", d, o) -> float:
        if "Dance Off" in d["prompt"] or "Dance Off" in o["label"]:
            ready = {i: 0 for i in range(len(c.view["players"]))}
            for ch in c.chars():
                if ch["ready"] and ch["face"] == "up":
                    ready[ch["ctrl"]] = ready.get(ch["ctrl"], 0) + 1
            mine = ready.get(c.seat, 0)
            best_other = max((n for i, n in ready.items() if i != c.seat), default=0)
            return 1.0 if (o["id"] == "yes") == (mine > best_other) else 0.0
        yes = next((x for x in d["options"] if x["id"] == "yes"), None)
        src = c.char(yes["path"][0][5:]) if yes and yes.get("path") and yes["path"][0].startswith("char:") else None
        if src is not None and "+1/+1" in yes["label"] and src["counters"] >= 4:
            return 1.0 if o["id"] == "no" else 0.0  # enough: two powers feeding each other would never stop
        return 1.0 if o["id"] == "yes" else 0.0

    def _ruled(self, c: "Ctx", d, o) -> float:
        return 1.0 if o["id"] == "exhaust" else 0.0

    def _pay(self, c: "Ctx", d, o) -> float:
        oid = o["id"]
        if oid == "cancel":
            return -5.0
        if oid.startswith("x:"):
            return 10.0 - c.card(c.id_of(o["data"]["uid"])).cost * 0.1
        card = c.card(c.id_of(o["data"]["uid"]))
        return (2.0 if o["data"]["zone"] == "res" else 1.0) - (0.5 if card.teams else 0.0)

    def _discard(self, c: "Ctx", d) -> list[str]:
        n = d["min"]
        mine = d["seat"] == c.seat and "your hand" in d["prompt"]
        ranked = sorted(d["options"], key=lambda o: c.card_value(c.id_of(o["data"]["uid"])), reverse=not mine)
        if d["min"] == 0:  # I Will Cure It!: take as many as allowed
            return [o["id"] for o in ranked[:d["max"]]]
        return [o["id"] for o in ranked[:n]]

    def _dance_off(self, c: "Ctx", d, o) -> float:
        if o["id"] == "out":
            return 0.0
        ch = c.char(o["data"]["uid"])
        return 10.0 - (c.value(ch) if ch else 0.0) * 0.1

    def _number(self, c: "Ctx", d, o) -> float:
        return float(o["data"]["n"])

    def _name(self, c: "Ctx", d, o) -> float:
        if "team" in o["data"]:
            return 1.0 if any(o["data"]["team"] in c.card(cid).teams for _u, cid in c.enemy_cards()) else 0.0
        name = o["data"]["name"]
        best = 0.0
        for ch in c.chars():
            card = c.card(ch["id"])
            if c.is_enemy(ch) and not ch["main"] and name == card.name:
                best = max(best, 1.0 + card.cost)
        return best

    def _mode(self, c: "Ctx", d, o) -> float:
        return 1.0 if o["id"] == "m0" else 0.0

    def _search(self, c: "Ctx", d, o) -> float:
        if o["id"] == "none":
            return 0.0
        card = c.card(c.id_of(o["data"]["uid"]))
        return card.cost * 2 + (1.0 if (o["data"]["row"] == "back") == card.ranged else 0.0)

    def _ko_card(self, c: "Ctx", d, o) -> float:
        v = c.card_value(c.id_of(o["data"]["uid"]))
        return -v if "which card" in d.get("prompt", "") else v

    def _player(self, c: "Ctx", d, o) -> float:
        p = c.view["players"][o["data"]["seat"]]
        return p["hand_count"] + len([ch for ch in c.chars() if ch["ctrl"] == o["data"]["seat"]])

    def _demand(self, c: "Ctx", d, o) -> float:
        ch = c.char(o["data"]["uid"])
        return -(ch["atk"] if ch else 0)

    def _row(self, c: "Ctx", d, o) -> float:
        return 1.0 if o["id"] == "back" else 0.0


class EasyPlayer(ComputerPlayer):
    """The easy computer player (see the module docstring)."""

    name = "easy"
    #: How far below its best an option may be and still be picked, the noise's temperature, how
    #: many of the best are considered, and how often it lets a combat go without answering.
    SLACK = 3.0
    TEMPERATURE = 1.2
    TOP = 3
    SKIP_RESPONSE = 0.5

    def pick(self, d: dict[str, Any], scores: list[float], rng: Any) -> str:
        opts = d["options"]
        if d["kind"] == "respond" and rng.random() < self.SKIP_RESPONSE:
            return "pass"
        best = max(scores)
        ranked = sorted(range(len(opts)), key=lambda i: (-scores[i], opts[i]["id"]))[:self.TOP]
        near = [i for i in ranked if scores[i] >= best - self.SLACK]
        weights = [math.exp((scores[i] - best) / self.TEMPERATURE) for i in near]
        x = rng.random() * sum(weights)
        for i, w in zip(near, weights):
            x -= w
            if x <= 0:
                return opts[i]["id"]
        return opts[near[-1]]["id"]


class Ctx:
    """What the player knows while deciding: the view, its seat, the card book."""

    def __init__(self, book: Any, view: dict[str, Any], seat: int) -> None:
        self.book = book
        self.view = view
        self.seat = seat
        self.team = view["players"][seat]["team"]
        self.side = view["players"][seat]["side"]
        self._chars = {ch["uid"]: ch for ch in view["chars"]}
        self._plan: Any = None
        self._ids: dict[str, str] = {}
        p = view["players"][seat]
        for zone in ("hand", "ko"):
            for u, cid in p.get(zone) or []:
                self._ids[u] = cid
        for other in view["players"]:
            for u, cid in other["ko"]:
                self._ids[u] = cid
        for ch in view["chars"]:
            self._ids[ch["uid"]] = ch["id"]

    # -- reading the view --------------------------------------------------------------------------------
    def card(self, cid: str) -> Any:
        return self.book.defs[cid]

    def id_of(self, uid: str) -> str:
        return self._ids.get(uid, "laboratory")

    def hand(self) -> list[tuple[str, str]]:
        return [tuple(x) for x in self.view["players"][self.seat]["hand"] or []]

    def chars(self) -> list[dict[str, Any]]:
        return self.view["chars"]

    def char(self, uid: str | None) -> dict[str, Any] | None:
        return self._chars.get(uid) if uid else None

    def is_enemy(self, ch: dict[str, Any]) -> bool:
        return self.view["players"][ch["ctrl"]]["team"] != self.team

    def enemy_cards(self) -> list[tuple[str, str]]:
        return [(ch["uid"], ch["id"]) for ch in self.chars() if self.is_enemy(ch)]

    def in_combat(self, uid: str) -> bool:
        cb = self.view["combat"]
        return cb is not None and (uid in cb["att"] or uid == cb["def"])

    def my_main_names(self) -> set[str]:
        out: set[str] = set()
        for ch in self.chars():
            if ch["main"] and ch["ctrl"] == self.seat:
                out |= set(self.card(ch["id"]).names)
        return out

    def recruitable(self, card: Any) -> bool:
        return card.type == "supporting_character" and not (set(card.names) & self.my_main_names()) \
            and "never_enters_play" not in card.statics

    def duplicate(self, card: Any) -> bool:
        if card.swarm:
            return False
        return any(ch["ctrl"] == self.seat and not ch["main"] and set(self.card(ch["id"]).names) & set(card.names)
                   and ch["face"] == "up" and ch["wounds"] == 0 for ch in self.chars())

    # -- values ---------------------------------------------------------------------------------------------
    def value(self, ch: dict[str, Any] | None) -> float:
        if ch is None:
            return 0.0
        card = self.card(ch["id"])
        if ch["main"]:
            left = card.health - ch["wounds"]
            return 40.0 if left <= 1 else 8.0 + 12.0 / max(left, 1)
        return 1.0 + card.cost + max(ch["counters"], 0) * 0.5

    def card_value(self, cid: str) -> float:
        card = self.card(cid)
        if card.type == "location":
            return 2.0
        if card.type == "plot_twist":
            return 3.0
        return 1.0 + card.cost

    def stun_gain(self, ch: dict[str, Any]) -> float:
        """What stunning a character is worth (a KO more, a main character's wound most)."""
        card = self.card(ch["id"])
        if ch["main"]:
            left = card.health - ch["wounds"]
            if left <= 1:
                mains = [c for c in self.chars() if c["main"] and c["ctrl"] == ch["ctrl"]]
                return 1000.0 if len(mains) <= 1 else 30.0
            return 10.0 + 8.0 / left
        if ch["wounds"] + 1 >= card.health:
            return 2.0 + card.cost * 1.5
        return 1.0 + card.cost * 0.5

    # -- attacks ----------------------------------------------------------------------------------------------
    def _can_attack(self, ch: dict[str, Any]) -> bool:
        return ch["ready"] and ch["face"] == "up" and ch["side"] == self.side and (ch["row"] == "front" or ch["ranged"])

    def defenders(self, att: list[dict[str, Any]]) -> list[dict[str, Any]]:
        all_fly = all(a["flight"] for a in att)
        only_main = any("attacks_only_main" in self.card(a["id"]).statics for a in att)
        out = []
        sides: dict[int, tuple[list, list]] = {}
        for ch in self.chars():
            if ch["face"] != "up" or not self.is_enemy(ch):
                continue
            sides.setdefault(ch["side"], ([], []))[0 if ch["row"] == "front" else 1].append(ch)
        for front, back in sides.values():
            ok = front + back if not front or (all_fly and not any(f["flight"] for f in front)) else front
            out += [x for x in ok if x["main"] or not only_main]
        return out

    def attack_value(self, att_uids: list[str], dfd_uid: str) -> float:
        att = [self._chars[u] for u in att_uids if u in self._chars]
        dfd = self._chars.get(dfd_uid)
        if not att or dfd is None:
            return -1.0
        return self._outcome(att, dfd)

    def _outcome(self, att: list[dict[str, Any]], dfd: dict[str, Any]) -> float:
        total = sum(max(0, a["atk"]) for a in att)
        gain = self.stun_gain(dfd) if total >= dfd["def"] else 0.0
        ranged_attack = att[0]["row"] == "back"
        loss = 0.0
        if not ranged_attack or dfd["ranged"]:
            hit = [a for a in att if max(0, dfd["atk"]) >= a["def"]]
            if hit:
                leader = any("leader" in self.card(a["id"]).statics for a in att)
                losses = [self.stun_gain(a) for a in hit]
                loss = min(losses) if leader and len(hit) < len(att) else max(losses)
                if leader and len(hit) < len(att):
                    loss = 0.0
        return gain - loss * 0.9 - 0.2 * (len(att) - 1)

    def best_attack(self, fixed: list[str] | None = None) -> tuple[float, list[str], str] | None:
        if self._plan is not None and not fixed:
            return self._plan
        mine = [ch for ch in self.chars() if self._can_attack(ch)]
        best: tuple[float, list[str], str] | None = None
        groups: list[list[dict[str, Any]]] = []
        if fixed:
            base = [self._chars[u] for u in fixed if u in self._chars]
            others = [ch for ch in mine if ch["uid"] not in fixed and ch["row"] == base[0]["row"]
                      and self._shared(base + [ch])]
            groups = [base] + [base + [o] for o in others] + [base + list(p) for p in combinations(others, 2)]
        else:
            for ch in mine:
                groups.append([ch])
            for row in ("front", "back"):
                pool = [ch for ch in mine if ch["row"] == row]
                for k in (2, 3):
                    for combo in combinations(pool[:7], k):
                        if self._shared(list(combo)):
                            groups.append(list(combo))
        bound = self.demand()
        if bound is not None:  # the first attack must be this character's, at Abomination
            groups = [g for g in groups if any(ch["uid"] == bound[0] for ch in g)]
        for g in groups:
            for dfd in self.defenders(g):
                if bound is not None and dfd["uid"] != bound[1]:
                    continue
                v = self._outcome(g, dfd)
                if best is None or v > best[0]:
                    best = (v, [x["uid"] for x in g], dfd["uid"])
        if not fixed:
            self._plan = best
        return best

    def demand(self) -> tuple[str, str] | None:
        """Abomination's Give Me a Real Fight! binding this seat's first attack this turn, read from
        the public record as combat.demand reads the state: (the character, Abomination). Without
        it the plan named another defender, the attack question offered only Abomination, and the
        player took the attack back and made it again without end."""
        turn = self.view["turn"]
        if turn["attacks"] != 0:
            return None
        for f in ((self.view.get("record") or {}).get("hist") or {}).get("fight", ()):
            if f["on"] == self.seat and f.get("char") and f["turn"] == turn["n"]:
                ch, ab = self._chars.get(f["char"]), self._chars.get(f["src"])
                if ch is not None and ab is not None and self._can_attack(ch) and ab in self.defenders([ch]):
                    return ch["uid"], ab["uid"]
        return None

    def _shared(self, group: list[dict[str, Any]]) -> bool:
        common = set(self.card(group[0]["id"]).teams)
        for ch in group[1:]:
            common &= set(self.card(ch["id"]).teams)
        return bool(common)

    # -- powers, plot twists, responses --------------------------------------------------------------------------
    def power_value(self, o: dict[str, Any]) -> float:
        """Whether using a Build or Main power or plot twist is worth it (below 0.5: no)."""
        oid = o["id"]
        if "(nothing would happen" in o.get("label", ""):  # the rules warn: its cost would buy nothing
            return 0.0
        if oid.startswith("p:"):
            card = self.card(self.id_of(o["data"]["src"]))
            p = card.powers[o["data"]["power"]]
        elif oid.startswith("t:"):
            card = self.card(self.id_of(o["data"]["card"]))
            p = card.twist
        elif oid.startswith("u:"):
            return 3.0
        else:
            return 0.0
        if p is None:
            return 0.0
        fx = p["effects"]
        if fx and fx[0].get("fn") == "keeper_of_the_bifrost":
            rp = self.view["players"][self.seat]["rp"]
            return 2.0 if self.view["turn"]["step"] == "recruit" and rp >= 2 else 0.0
        return self._effects_value(fx, o)

    def _effects_value(self, effects: list[dict[str, Any]], o: dict[str, Any]) -> float:
        total = 0.0
        for e in effects:
            op = e["op"]
            if op == "custom":
                total += CUSTOM_VALUES.get(e["fn"], 1.0)
                continue
            if op == "if":
                total += max(self._effects_value(e.get("then", []), o), self._effects_value(e.get("else", []), o))
                continue
            if op == "choose":
                total += 2.0
                continue
            if op == "win":
                total += 1000.0
                continue
            if op in ("draw", "extra_rp", "draw_on_play", "enemy_discards", "flip_location"):
                total += 1.5
                continue
            sel = e.get("to")
            harm = op in ("ko", "stun", "daze", "wound", "exhaust", "pin", "remove_plus", "take_control") or (
                op == "counters" and isinstance(e.get("n"), int) and e["n"] < 0)
            cands = self._candidates(sel, o)
            good = [ch for ch in cands if self.is_enemy(ch) == harm]
            if isinstance(sel, dict) and "pick" in sel:
                if not good:
                    return -1.0
                total += 2.0 + (max(self.value(ch) for ch in good) * 0.3 if harm else 0.5)
            elif cands:
                total += sum(1 if self.is_enemy(ch) == harm else -1 for ch in cands)
        return total

    def _candidates(self, sel: Any, o: dict[str, Any]) -> list[dict[str, Any]]:
        if sel is None:
            return []
        src = o["data"].get("src")
        if isinstance(sel, str):
            if sel == "self" and src in self._chars:
                return [self._chars[src]]
            cb = self.view["combat"]
            if sel == "attackers" and cb:
                return [self._chars[u] for u in cb["att"] if u in self._chars]
            return []
        flt = next(iter(sel.values())) or {}
        out = []
        for ch in self.chars():
            face = flt.get("face", "up")
            if face == "up" and ch["face"] != "up" or face == "down" and ch["face"] == "up":
                continue
            side = flt.get("side", "any")
            if side == "you" and ch["side"] != self.side or side == "enemy" and not self.is_enemy(ch):
                continue
            kind = flt.get("kind")
            if kind == "main" and not ch["main"] or kind == "supporting" and ch["main"]:
                continue
            if flt.get("other") and ch["uid"] == src:
                continue
            if flt.get("in_combat") and not self.in_combat(ch["uid"]):
                continue
            if flt.get("atk_below_self") and src in self._chars and not ch["atk"] < self._chars[src]["atk"]:
                continue
            out.append(ch)
        return out

    def forecast(self, boost: dict[str, tuple[int, int]] | None = None, cancel: bool = False) -> float:
        """The current combat's worth to this seat, with some characters' ATK/DEF changed."""
        cb = self.view["combat"]
        if cb is None or cancel:
            return 0.0
        boost = boost or {}

        def st(ch: dict[str, Any]) -> dict[str, Any]:
            b = boost.get(ch["uid"])
            return dict(ch, atk=ch["atk"] + b[0], **{"def": ch["def"] + b[1]}) if b else ch
        att = [st(self._chars[u]) for u in cb["att"] if u in self._chars]
        dfd = self._chars.get(cb["def"])
        if not att or dfd is None:
            return 0.0
        v = self._outcome(att, st(dfd))
        return v if att[0]["ctrl"] == self.seat or not self.is_enemy(att[0]) else -v

    def response_value(self, o: dict[str, Any]) -> float:
        cb = self.view["combat"]
        if cb is None:
            return 0.0
        now = self.forecast()
        mine = [u for u in cb["att"] + [cb["def"]] if u in self._chars and not self.is_enemy(self._chars[u])]
        theirs = [u for u in cb["att"] + [cb["def"]] if u in self._chars and self.is_enemy(self._chars[u])]
        oid = o["id"]
        boost: dict[str, tuple[int, int]] = {}
        cancel = False
        if oid.startswith("u:"):
            boost[o["data"]["target"]] = (1, 1)
        elif oid.startswith("t:"):
            cid = self.id_of(o["data"]["card"])
            if cid == "no_you_move" and mine:
                boost[mine[0]] = (0, 3)
            elif cid == "two_more_grow" and cb["def"] in mine:
                boost[cb["def"]] = (2, 0)
            elif cid == "friend_from_work":
                ds = [self.card(self._chars[u]["id"]) for u in mine + theirs]
                if all(d.good for d in ds) or all(d.evil for d in ds):
                    cancel = True
                elif mine:
                    boost[mine[0]] = (2, 2)
            elif cid == "sokovia_accords":
                for u in theirs:
                    c = self._chars[u]["counters"]
                    if c > 0:
                        boost[u] = (-c, -c)
            else:
                return 0.5 if mine else 0.0
        elif oid.startswith("p:"):
            src = o["data"]["src"]
            card = self.card(self.id_of(src))
            p = card.powers[o["data"]["power"]]
            fx = p["effects"]
            fn = fx[0].get("fn") if fx and fx[0]["op"] == "custom" else None
            if fn == "raging_fire":
                boost[src] = (1000, 1000)
            elif fn == "legendary_outlaw":
                return 20.0
            elif fn == "all_day":
                return 3.0 if now < 0 else 0.0
            elif fx and fx[0]["op"] == "counters" and fx[0].get("to") == "attackers":
                for u in cb["att"]:
                    boost[u] = (2, 2)
            elif fx and fx[0]["op"] == "boost":
                tgt = src if fx[0].get("to") == "self" else (mine[0] if mine else None)
                if tgt:
                    amount = 4 if isinstance(fx[0].get("atk"), str) else fx[0].get("atk", 0)
                    boost[tgt] = (amount, 4 if isinstance(fx[0].get("def"), str) else fx[0].get("def", 0))
            elif fx and fx[0]["op"] == "swap_stats":
                best = 0.0
                for u in mine + theirs:
                    ch = self._chars[u]
                    trial = self.forecast({u: (ch["def"] - ch["atk"], ch["atk"] - ch["def"])})
                    best = max(best, trial - now)
                return best - 0.5
            else:
                return 0.3
        after = self.forecast(boost, cancel)
        return after - now - 0.5


ComputerPlayer.ctx = Ctx


#: What the custom powers are worth to use, roughly (the AI's own judgement).
CUSTOM_VALUES = {
    "day_11_test_37": 2.0, "real_fight": 1.0, "great_idea": 2.0, "golden_goose": 2.0, "suit_more_advanced": 2.5,
    "i_will_cure_it": 2.0, "path_to_peace": 4.0, "your_extinction": 500.0, "keeper_of_the_bifrost": 2.0,
    "infiltrate": 1.5, "need_a_few_things": 1.5, "eternal_night": 2.0, "legendary_outlaw": 5.0, "dance_off": 1.0,
    "journey": 0.0, "calm_down": 0.0, "made_to_be_ruled": 0.0, "rivalry": 0.0, "all_day": 1.0, "raging_fire": 3.0,
}
