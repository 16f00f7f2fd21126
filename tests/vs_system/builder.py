"""Scenario builders for Vs. System tests: a table set by hand, started at a phase, answered by option.

A `Table` writes a state directly (no set-up decisions, no shuffles), starts the current player's
turn at a phase or step, and lets a test answer decisions by option id or predicate, make attacks
and pass the exchange, then read stats, rows and zones.

Fixture characters for the rule cases of the spec (section 9) are made on demand: ``vanilla(seat,
"3/4", h=2, ...)`` adds a power-less character card of those numbers to the card book.
"""

from __future__ import annotations

from typing import Any, Callable

from game.core import rules as core_rules
from game.core.decisions import answer
from game.vs_system.content import Card
from game.vs_system.engine import TASKS, G, run
from game.vs_system.setup import player_record
from game.vs_system.stats import flies, ranged, stats
from game.vs_system.turn import STEPS, fresh_turn

TEAMS = {"H": "mcu_heroes", "V": "mcu_villains"}


def _hold(g, t, picks) -> None:
    """A test-only pause where the phase a test started ends (answer "go" to carry on)."""
    if picks is None:
        from game.core.decisions import decision, option
        g.ask(t, decision(g.s["turn"]["seat"], "hold", "The test's phase is over.", [option("go", "Carry on")]))


if "test_hold" not in TASKS.handlers:
    TASKS.handlers["test_hold"] = _hold


def fixture(rules, atk: int, df: int, h: int = 1, team: str = "H", flight: bool = False, rng: bool = False,
            cost: int = 1, main: bool = False, powers: list | None = None, name: str | None = None,
            swarm: bool = False) -> str:
    """The id of a fixture character card with these numbers (made once)."""
    teams = [TEAMS.get(t, t) for t in team.split("/")] if team else []
    cid = name or (f"fx_{'m' if main else 's'}{atk}_{df}_h{h}_{team.replace('/', '').lower()}"
                   f"{'_f' if flight else ''}{'_r' if rng else ''}{'_sw' if swarm else ''}")
    if cid not in rules.book.defs:
        raw = {"id": cid, "number": "TEST", "name": name or f"Fixture {atk}/{df}{' F' if flight else ''}"
                                                      f"{' R' if rng else ''} {team} h{h}{' main' if main else ''}",
               "type": "main_character" if main else "supporting_character", "teams": teams,
               "atk": atk, "def": df, "health": h, "flight": flight, "ranged": rng,
               "powers": powers or [], "keywords": ["swarm"] if swarm else []}
        if main:
            raw["level"] = 1
        else:
            raw["cost"] = cost
        rules.book.add(Card.model_validate(raw))
    return cid


def card(rules, raw: dict[str, Any]) -> str:
    """Add a fixture card of any kind (raw YAML fields); its id."""
    if raw["id"] not in rules.book.defs:
        raw = {"number": "TEST", **raw}
        rules.book.add(Card.model_validate(raw))
    return raw["id"]


class Table:
    """A hand-built table; see the module docstring."""

    def __init__(self, rules, seats: int = 2, fmt: str = "1v1", current: int = 0, privacy: str = "relaxed",
                 n: int = 3) -> None:
        from game.vs_system.formats import sides, teams
        self.rules = rules
        s: dict[str, Any] = {"game": "vs_system", "seats": seats, "seed": 1, "rng": 12345, "pending": None,
                             "result": None, "opts": {"format": fmt, "privacy": privacy},
                             "team": teams(fmt, seats), "side": sides(fmt, seats), "cards": {}, "nu": 0, "ch": {},
                             "players": [player_record() for _ in range(seats)], "combat": None, "fx": [],
                             "stack": [], "tq": [], "limbo": [], "lost_main": [],
                             "hist": {"outlaw": {}, "journey": {}, "day11": {}, "fight": []}, "quiet": 0, "mcw": 0,
                             "first": 0, "first_draw": {}}
        from game.vs_system.turn import turn_seats
        s["turn"] = fresh_turn(current, [current], n)
        s["turn"]["seats"] = turn_seats(s, current)
        self.s = s
        self.events: list[dict[str, Any]] = []

    # -- building ----------------------------------------------------------------------------------
    def _new(self, did: str, owner: int) -> str:
        assert did in self.rules.book.defs, did
        self.s["nu"] += 1
        uid = f"u{self.s['nu']}"
        self.s["cards"][uid] = [did, owner]
        return uid

    def char(self, seat: int, did: str, row: str = "front", *, main: bool = False, owner: int | None = None,
             ready: bool = True, face: str = "up", wounds: int = 0, counters: int = 0, aside: str | None = None,
             facility: list[str] = ()) -> str:
        """A character in play (a main character may get its next level set aside, or a Facility)."""
        uid = self._new(did, seat if owner is None else owner)
        self.s["ch"][uid] = {"ctrl": seat, "row": row, "face": face, "ready": ready, "w": wounds, "c": counters,
                             "main": main, "eq": None}
        p = self.s["players"][seat]
        if aside:
            p["aside"] = self._new(aside, seat)
        if facility:
            p["facility_mc"] = True
            p["facility"] = [self._new(f, seat) for f in facility]
        return uid

    def falcon_against_flyer(self, flyer: str) -> tuple[str, str]:
        """Falcon for seat 0 and a Villains character of `flyer` ATK/DEF with Flight for seat 1 (each
        with a main character), the turn started: Air Superiority's cases. Returns (Falcon, the flyer)."""
        self.main(0)
        falcon = self.char(0, "falcon")
        self.main(1)
        other = self.vanilla(1, flyer, team="V", flight=True, cost=5)
        self.start()
        return falcon, other

    def vanilla(self, seat: int, stats_: str, row: str = "front", h: int = 1, team: str = "H", flight: bool = False,
                rng: bool = False, cost: int = 1, main: bool = False, **kw: Any) -> str:
        """A power-less fixture character "ATK/DEF" in play."""
        a, d = (int(x) for x in stats_.split("/"))
        return self.char(seat, fixture(self.rules, a, d, h, team, flight, rng, cost, main), row, main=main, **kw)

    def main(self, seat: int, did: str = "", row: str = "back", **kw: Any) -> str:
        """A main character (a fixture 2/6 h6 unless `did`)."""
        did = did or fixture(self.rules, 2, 6, 6, "H" if seat % 2 == 0 else "V", main=True)
        if not did.startswith("fx_") and "aside" not in kw and "facility" not in kw:
            mc = next((m for m in self.rules.book.mains.values() if m.levels[0] == did), None)
            if mc is not None and mc.facility:
                kw["facility"] = [lv for lv, k in zip(mc.levels, mc.copies) for _ in range(k)][1:]
            elif mc is not None and len(mc.levels) > 1:
                kw["aside"] = mc.levels[1]
        self.s["players"][seat]["mc"] = did
        return self.char(seat, did, row, main=True, **kw)

    def hand(self, seat: int, *dids: str) -> list[str]:
        """Cards into a hand; their uids."""
        out = [self._new(d, seat) for d in dids]
        self.s["players"][seat]["hand"].extend(out)
        return out

    def deck(self, seat: int, *dids: str) -> list[str]:
        """Cards onto a deck (the last given on top)."""
        out = [self._new(d, seat) for d in dids]
        self.s["players"][seat]["deck"].extend(out)
        return out

    def ko_pile(self, seat: int, *dids: str) -> list[str]:
        """Cards into a KO pile."""
        out = [self._new(d, seat) for d in dids]
        self.s["players"][seat]["ko"].extend(out)
        return out

    def res(self, seat: int, *dids: str, up: bool = True) -> list[str]:
        """Cards into a Resource Row (face up unless `up` is False)."""
        out = [self._new(d, seat) for d in dids]
        self.s["players"][seat]["res"].extend([u, up] for u in out)
        return out

    def btc(self, seat: int, *dids: str) -> list[str]:
        """Cards into a Behind the Camera pile."""
        out = [self._new(d, seat) for d in dids]
        self.s["players"][seat]["btc"].extend(out)
        return out

    # -- running ------------------------------------------------------------------------------------
    def start(self, phase: str = "main") -> "Table":
        """Begin the current player's turn at a phase: start, draw, recovery, build (the Resource Step),
        recruit, formation, main or end."""
        s = self.s
        seat = s["turn"]["seat"]
        step = {"recruit": "build", "formation": "build"}.get(phase, phase)
        s["turn"]["phase"] = step
        if step not in ("build", "main"):
            s["stack"].append({"op": "turn", "at": STEPS.index(step)})
        else:
            s["stack"].append({"op": "turn", "at": STEPS.index("end")})
            s["stack"].append({"op": "test_hold"})
            s["stack"].append({"op": "main", "seat": seat})
        if step == "build":
            s["stack"].append({"op": "build_end", "seat": seat})
            s["stack"].append({"op": "demand", "seat": seat})
            s["stack"].append({"op": "formation", "seat": seat})
            if phase != "formation":
                s["stack"].append({"op": "recruit", "seat": seat})
            if phase == "build":
                s["stack"].append({"op": "resource", "seat": seat})
        run(self.g)
        return self

    @property
    def g(self) -> G:
        return G(self.s, self.events, self.rules.book, self.rules)

    @property
    def pending(self) -> dict[str, Any]:
        return self.s["pending"]

    def ids(self) -> list[str]:
        """Option ids of the pending decision."""
        return [o["id"] for o in self.s["pending"]["options"]] if self.s["pending"] else []

    def labels(self) -> list[str]:
        """Option labels of the pending decision."""
        return [o["label"] for o in self.s["pending"]["options"]] if self.s["pending"] else []

    def answer(self, *ids: str, seat: int | None = None) -> "Table":
        """Answer the pending decision through the validating entry point."""
        p = self.s["pending"]
        self.events += core_rules.apply(self.rules, self.s, answer(p["seat"] if seat is None else seat, list(ids)))
        return self

    def choose(self, pred: Callable[[dict[str, Any]], bool]) -> "Table":
        """Answer with the first option matching `pred`."""
        for o in self.s["pending"]["options"]:
            if pred(o):
                return self.answer(o["id"])
        raise AssertionError(f"no option matches among {self.ids()}")

    def has(self, oid: str) -> bool:
        """Whether an option id is offered now."""
        return oid in self.ids()

    def attack(self, att: list[str] | str, dfd: str) -> "Table":
        """Declare an attack from the main decision (attackers in order, then the defender)."""
        att = [att] if isinstance(att, str) else att
        self.answer(f"a:{att[0]}")
        for u in att[1:]:
            self.answer(f"+:{u}")
        return self.answer(f"d:{dfd}")

    def pass_exchange(self, limit: int = 20) -> "Table":
        """Pass every response window (and order prompts) until something else is asked."""
        for _ in range(limit):
            p = self.s["pending"]
            if p is None or p["kind"] != "respond":
                return self
            self.answer("pass")
        return self

    def main_again(self) -> "Table":
        """Ask the Main decision afresh (after a test readied characters by hand)."""
        s = self.s
        if s["pending"]["kind"] == "hold":
            s["stack"].append({"op": "main", "seat": s["turn"]["seat"]})
        assert s["stack"][-1]["op"] == "main", s["pending"]["kind"]
        s["pending"] = None
        run(self.g)
        return self

    def skip_to(self, kind: str, limit: int = 10) -> "Table":
        """Answer "skip"/"done"/"main"/no picks until a decision of `kind` is pending."""
        for _ in range(limit):
            p = self.s["pending"]
            if p is None or p["kind"] in (kind, "hold"):
                return self
            ids = self.ids()
            for w in ("skip", "done", "main"):
                if w in ids:
                    self.answer(w)
                    break
            else:
                assert p["min"] == 0, p["kind"]
                self.answer()
        return self

    def fight(self, att: list[str] | str, dfd: str) -> "Table":
        """Attack and let the combat run with nobody responding."""
        return self.attack(att, dfd).pass_exchange()

    # -- reading ---------------------------------------------------------------------------------------
    def stats(self, uid: str) -> tuple[int, int]:
        return stats(self.rules.book, self.s, uid)

    def ch(self, uid: str) -> dict[str, Any]:
        return self.s["ch"][uid]

    def stunned(self, uid: str) -> bool:
        return self.s["ch"][uid]["face"] == "stun"

    def flies(self, uid: str) -> bool:
        return flies(self.rules.book, self.s, uid)

    def ranged(self, uid: str) -> bool:
        return ranged(self.rules.book, self.s, uid)

    def zone(self, seat: int, z: str) -> list[str]:
        p = self.s["players"][seat]
        if z == "res":
            return [u for u, _up in p["res"]]
        return p[z]

    def where(self, uid: str) -> str:
        """"play", "hand:0", "ko:1", ... or ""."""
        from game.vs_system.table import locate
        z, seat = locate(self.s, uid)
        return "play" if z == "play" else f"{z}:{seat}" if z else ""

    def name_of(self, uid: str) -> str:
        return self.rules.book.defs[self.s["cards"][uid][0]].name

    def card_id(self, uid: str) -> str:
        return self.s["cards"][uid][0]

    def log_text(self) -> str:
        return "\n".join(e.get("text", "") for e in self.events)


def twist(rules, cid: str, effects: list[dict[str, Any]], timing: str = "main", any_turn: bool = False,
          team: str = "", icons: int = 1) -> str:
    """A fixture plot twist doing `effects` (team "" needs no team; else "H" or "V")."""
    return card(rules, {"id": cid, "name": cid.replace("_", " ").title(), "type": "plot_twist",
                        "teams": [TEAMS[team]] if team else [], "team_icons": icons, "marvel": False,
                        "powers": [{"name": cid, "kind": "plot_twist", "timing": timing, "any_turn": any_turn,
                                    "text": "A test plot twist.", "effects": effects}]})


def equipment(rules, cid: str, cost: int = 1, team: str = "", static: list | None = None) -> str:
    """A fixture piece of equipment."""
    return card(rules, {"id": cid, "name": cid.replace("_", " ").title(), "type": "equipment",
                        "teams": [TEAMS[team]] if team else [], "cost": cost,
                        "powers": [{"name": cid, "kind": "static", "text": "Test equipment.",
                                    "static": static or [{"kind": "boost", "atk": 1, "def": 0}]}]})
