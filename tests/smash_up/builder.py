"""Scenario builders for Smash Up tests: a table with given bases, hands and cards in play.

A `Scenario` writes a state by hand (no setup, no shuffles), starts the
current player's Play Cards phase (or any phase) and lets a test answer
decisions by option id or by a predicate, then read powers, VP and zones.

Fixture cards (neutral test cards the spec's section 9 uses) are added to the
card book next to the real content: ``c0``..``c6`` are vanilla characters of
that power, ``fx_*`` are small actions copying a named behaviour, ``b<N>``
are ability-less bases of breakpoint N and VP [4, 2, 1].
"""

from __future__ import annotations

from typing import Any, Callable

from game.core import rules as core_rules
from game.core.decisions import answer
from game.core.players import SeatView
from game.core.rng import Rng
from game.smash_up.content import Base, Card
from game.smash_up.engine import G, run
from game.smash_up.power import breakpoints, powers, totals
from game.smash_up.turn import fresh_turn

FIXTURE_CARDS: list[dict[str, Any]] = [
    *[{"id": f"c{p}", "name": f"C{p}", "faction": "fixture", "type": "character", "power": p, "text": "Vanilla."}
      for p in range(0, 8)],
    {"id": "fx_destroy", "name": "Destroy Any", "faction": "fixture", "type": "action", "text": "Destroy a character.",
     "abilities": [{"kind": "on_play", "effects": [{"op": "destroy", "pick": {}}]}]},
    {"id": "fx_all_minus", "name": "All Others Minus", "faction": "fixture", "type": "action",
     "text": "Other players' characters at a chosen base get -1.",
     "abilities": [{"kind": "on_play", "effects": [{"op": "pick_base"},
                                                   {"op": "power", "all": {"where": "there", "ctrl": "other"},
                                                    "n": -1}]}]},
    {"id": "fx_extra2", "name": "Extra Small", "faction": "fixture", "type": "character", "power": 3,
     "text": "You may play an extra character of power 2 or less.",
     "abilities": [{"kind": "on_play", "effects": [{"op": "extra", "type": "character", "pmax": 2}]}]},
    {"id": "fx_draw_on_char", "name": "Watcher", "faction": "fixture", "type": "action", "modifier": "base",
     "text": "After a player plays a character here, they draw a card.",
     "abilities": [{"kind": "ongoing", "when": "play_char_here", "effects": [{"op": "draw", "n": 1}]}]},
    {"id": "fx_nested", "name": "Nested", "faction": "fixture", "type": "action",
     "text": "Play an extra character now; then draw a card.",
     "abilities": [{"kind": "on_play", "effects": [{"op": "extra", "type": "character", "now": True},
                                                   {"op": "draw", "n": 1}]}]},
    {"id": "fx_discard_to_destroy", "name": "Pay to Destroy", "faction": "fixture", "type": "action",
     "text": "Discard 4 cards to destroy a character.",
     "abilities": [{"kind": "on_play", "effects": [{"op": "discard", "n": 4, "cost": True},
                                                   {"op": "destroy", "pick": {}, "if_done": True}]}]},
    {"id": "fx_wipe", "name": "Wipe", "faction": "fixture", "type": "action",
     "text": "Destroy every character at a chosen base.",
     "abilities": [{"kind": "on_play", "effects": [{"op": "pick_base"}, {"op": "destroy", "all": {"where": "there"}}]}]},
    {"id": "fx_place_bottom", "name": "Send Back", "faction": "fixture", "type": "action",
     "text": "Place a character on the bottom of its owner's deck.",
     "abilities": [{"kind": "on_play", "effects": [{"op": "place", "pick": {}, "to": "deck_bottom"}]}]},
    {"id": "fx_plus2", "name": "Plus Two", "faction": "fixture", "type": "action", "modifier": "character",
     "text": "This character has +2 power.",
     "abilities": [{"kind": "ongoing", "static": [{"stat": "power", "to": "host", "n": 2}]}]},
    {"id": "fx_aura", "name": "Aura", "faction": "fixture", "type": "character", "power": 2,
     "text": "Your other characters here have +1 power.",
     "abilities": [{"kind": "ongoing", "static": [{"stat": "power", "to": "yours_here", "n": 1}]}]},
    {"id": "fx_eot_destroy", "name": "Doomed", "faction": "fixture", "type": "character", "power": 3,
     "text": "At the start of your turn, destroy this.",
     "abilities": [{"kind": "ongoing", "when": "start_of_your_turn", "effects": [{"op": "destroy", "all": {"self": "only"}}]}]},
    {"id": "fx_doomed", "name": "Doomed Hero", "faction": "fixture", "type": "character", "power": 3,
     "text": "At the end of your turn, destroy this.",
     "abilities": [{"kind": "ongoing", "when": "end_of_your_turn", "effects": [{"op": "destroy", "all": {"self": "only"}}]}]},
    {"id": "fx_draw_here_destroyed", "name": "Mourner", "faction": "fixture", "type": "character", "power": 1,
     "text": "After another character here is destroyed, draw a card.",
     "abilities": [{"kind": "ongoing", "when": "char_here_destroyed", "effects": [{"op": "draw", "n": 1}]}]},
    {"id": "fx_special_draw", "name": "Quick Draw", "faction": "fixture", "type": "action",
     "text": "Special: before a base scores, draw a card.",
     "abilities": [{"kind": "special", "when": "before_score", "effects": [{"op": "draw", "n": 1}]}]},
    {"id": "fx_special_minus", "name": "Sap", "faction": "fixture", "type": "action",
     "text": "Special: before a base scores, three characters there get -1.",
     "abilities": [{"kind": "special", "when": "before_score",
                    "effects": [{"op": "power", "all": {"where": "there"}, "n": -1}]}]},
    {"id": "fx_special_extra", "name": "Rush In", "faction": "fixture", "type": "action",
     "text": "Special: before a base scores, play an extra character there.",
     "abilities": [{"kind": "special", "when": "before_score",
                    "effects": [{"op": "extra", "type": "character", "base": "there"}]}]},
    {"id": "fx_extra_then", "name": "Boost In", "faction": "fixture", "type": "action",
     "text": "Play an extra character; it gets +1 power.",
     "abilities": [{"kind": "on_play", "effects": [{"op": "extra", "type": "character",
                                                    "then": [{"op": "power", "all": {"var": "played"}, "n": 1}]}]}]},
    {"id": "fx_talent_draw", "name": "Thinker", "faction": "fixture", "type": "character", "power": 2,
     "text": "Talent: draw a card.",
     "abilities": [{"kind": "talent", "effects": [{"op": "draw", "n": 1}]}]},
    {"id": "fx_search", "name": "Seek", "faction": "fixture", "type": "action",
     "text": "Search your deck for a character and take it.",
     "abilities": [{"kind": "on_play", "effects": [{"op": "search", "from": ["deck"], "filter": {"type": "character"},
                                                   "up_to": 1}]}]},
    {"id": "fx_reveal_char", "name": "Scout", "faction": "fixture", "type": "action",
     "text": "Reveal until a character; take it; shuffle the rest back.",
     "abilities": [{"kind": "on_play", "effects": [{"op": "reveal_until", "filter": {"type": "character"}, "n": 1}]}]},
    {"id": "fx_move_then_strip", "name": "Relocate and Strip", "faction": "fixture", "type": "action",
     "text": "Move one of your characters to another base, then destroy a character modifier.",
     "abilities": [{"kind": "on_play", "effects": [{"op": "move", "pick": {"ctrl": "you"}, "to": "pick_one"},
                                                   {"op": "destroy", "pick": {"what": "cmod"}}]}]},
    {"id": "fx_mandatory_here", "name": "Herald", "faction": "fixture", "type": "character", "power": 1,
     "text": "After a character is played here, draw a card.",
     "abilities": [{"kind": "ongoing", "when": "you_play_other_char_here", "effects": [{"op": "draw", "n": 1}]}]},
]

FIXTURE_BASES = [
    *[{"id": f"b{bp}", "name": f"Base {bp}", "faction": "fixture", "breakpoint": bp, "vp": [4, 2, 1], "text": "Plain."}
      for bp in (0, 5, 10, 15, 20, 25, 30, 40)],
    {"id": "b_winner_draw", "name": "Winner's Base", "faction": "fixture", "breakpoint": 20, "vp": [4, 2, 1],
     "text": "After this base scores, the winner may draw 2 cards.",
     "abilities": [{"kind": "ongoing", "when": "after_score_here", "may": True, "cond": "winner",
                    "effects": [{"op": "draw", "n": 2}]}]},
]


def add_fixtures(rules) -> None:
    """Put the fixture cards and bases into a rules object's card book (once)."""
    if "c0" in rules.book.defs:
        return
    for raw in FIXTURE_CARDS:
        rules.book.add(Card.model_validate(raw))
    for raw in FIXTURE_BASES:
        rules.book.add(Base.model_validate(raw), is_base=True)


class Scenario:
    """A hand-built table; see the module docstring."""

    def __init__(self, rules, seats: int = 2, bases: list[str] | None = None, current: int = 0,
                 privacy: str = "relaxed") -> None:
        add_fixtures(rules)
        self.rules = rules
        self.n = 0
        bases = bases or ["b40"] * (seats + 1)
        s: dict[str, Any] = {"game": "smash_up", "seats": seats, "seed": 1, "rng": 12345, "pending": None,
                             "result": None, "opts": {"privacy": privacy}, "cards": {}, "nb": 0, "fx": [],
                             "stack": [], "tq": [], "limbo": [], "scoring": None, "last_score": None,
                             "players": [{"deck": [], "hand": [], "discard": [], "vp": 0, "factions": []}
                                         for _ in range(seats)],
                             "bases": [], "base_deck": [], "base_discard": []}
        for i, bid in enumerate(bases):
            s["nb"] += 1
            s["bases"].append({"uid": f"B{s['nb']}", "id": bid, "chars": [], "mods": []})
        s["turn"] = fresh_turn(current, 1, seats)
        self.s = s
        self.events: list[dict[str, Any]] = []

    # -- building --------------------------------------------------------------------------
    def _new(self, did: str, owner: int) -> str:
        assert did in self.rules.book.defs, did
        uid = f"u{self.n}"
        self.n += 1
        self.s["cards"][uid] = [did, owner]
        return uid

    def base(self, i: int) -> str:
        """The uid of the base in slot i."""
        return self.s["bases"][i]["uid"]

    def hand(self, seat: int, *dids: str) -> list[str]:
        """Put new cards in a hand; returns their uids."""
        out = [self._new(d, seat) for d in dids]
        self.s["players"][seat]["hand"].extend(out)
        return out

    def deck(self, seat: int, *dids: str) -> list[str]:
        """Put new cards on a deck (the last given ends on top)."""
        out = [self._new(d, seat) for d in dids]
        self.s["players"][seat]["deck"].extend(out)
        return out

    def discard(self, seat: int, *dids: str) -> list[str]:
        """Put new cards in a discard pile."""
        out = [self._new(d, seat) for d in dids]
        self.s["players"][seat]["discard"].extend(out)
        return out

    def char(self, ctrl: int, did: str, base: int = 0, owner: int | None = None) -> str:
        """A character in play."""
        uid = self._new(did, ctrl if owner is None else owner)
        self.s["bases"][base]["chars"].append({"uid": uid, "ctrl": ctrl, "mods": []})
        return uid

    def cmod(self, ctrl: int, did: str, on: str, owner: int | None = None) -> str:
        """A character modifier attached to a character in play."""
        uid = self._new(did, ctrl if owner is None else owner)
        for b in self.s["bases"]:
            for ch in b["chars"]:
                if ch["uid"] == on:
                    ch["mods"].append({"uid": uid, "ctrl": ctrl})
                    return uid
        raise KeyError(on)

    def bmod(self, ctrl: int, did: str, base: int = 0, owner: int | None = None) -> str:
        """A base modifier."""
        uid = self._new(did, ctrl if owner is None else owner)
        self.s["bases"][base]["mods"].append({"uid": uid, "ctrl": ctrl})
        return uid

    # -- running ---------------------------------------------------------------------------------
    def start(self, phase: str = "play") -> "Scenario":
        """Begin the current player's turn at a phase: 'start', 'play', 'score', 'draw' or 'end'."""
        s = self.s
        seat = s["turn"]["seat"]
        stack = s["stack"]
        if phase == "start":
            stack.append({"op": "turn_start", "seat": seat, "n": 1})
        else:
            steps = ["end_turn", "draw_phase", "score_phase"]
            keep = {"play": 3, "score": 3, "draw": 2, "end": 1}[phase]
            stack += [{"op": op} for op in steps[:keep]]
            s["turn"]["phase"] = phase
            if phase == "play":
                stack.append({"op": "play_phase", "started": True})
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
        return [o["id"] for o in self.s["pending"]["options"]]

    def answer(self, *ids: str, seat: int | None = None) -> "Scenario":
        """Answer the pending decision through the validating entry point."""
        p = self.s["pending"]
        self.events += core_rules.apply(self.rules, self.s, answer(p["seat"] if seat is None else seat, list(ids)))
        return self

    def asked(self, player, seat: int = 0, seed: int = 1) -> list[str]:
        """What a computer player answers the pending decision, seeing only `seat`'s view (its generator seeded)."""
        return player.choose(SeatView(self.rules, self.s, seat), Rng(seed))["picks"]

    def choose(self, pred: Callable[[dict[str, Any]], bool]) -> "Scenario":
        """Answer with the first option matching `pred`."""
        for o in self.s["pending"]["options"]:
            if pred(o):
                return self.answer(o["id"])
        raise AssertionError(f"no option matches among {self.ids()}")

    def play(self, uid: str, target: str = "") -> "Scenario":
        """Play a card from hand (in the Play decision or an extra-play decision)."""
        return self.choose(lambda o: o.get("data", {}).get("card") == uid and o["data"].get("target") == target
                           and (o["id"].startswith("p:") or o["id"].startswith("x:")))

    def talent(self, uid: str) -> "Scenario":
        """Use a card's Talent."""
        return self.choose(lambda o: o["id"].startswith(f"t:{uid}:"))

    def pick(self, *uids: str) -> "Scenario":
        """Pick cards or bases by uid in a target/base/cards decision (in the order given)."""
        options = self.s["pending"]["options"]
        ids = [o["id"] for u in uids for o in options if o.get("data", {}).get("uid") == u]
        assert len(ids) == len(uids), (uids, self.ids())
        return self.answer(*ids)

    def end_play(self) -> "Scenario":
        """End the Play Cards phase."""
        return self.answer("end")

    def pass_all(self, limit: int = 30) -> "Scenario":
        """Pass every response window, order prompt or optional question until something else is asked."""
        for _ in range(limit):
            p = self.s["pending"]
            if p is None:
                return self
            if "pass" in self.ids():
                self.answer("pass")
            elif p["kind"] == "order":
                self.answer(self.ids()[0])
            else:
                return self
        return self

    # -- reading ------------------------------------------------------------------------------------
    def power(self, uid: str) -> int:
        return powers(self.s, self.rules.book)[uid]

    def bp(self, i: int) -> int:
        return breakpoints(self.s, self.rules.book)[self.base(i)]

    def totals(self, i: int) -> list[int]:
        return totals(self.s, self.s["bases"][i], powers(self.s, self.rules.book))

    def vp(self, seat: int) -> int:
        return self.s["players"][seat]["vp"]

    def zone(self, seat: int, z: str) -> list[str]:
        return self.s["players"][seat][z]

    def chars_at(self, i: int) -> list[str]:
        return [ch["uid"] for ch in self.s["bases"][i]["chars"]]

    def where(self, uid: str) -> str:
        """'hand:0', 'deck:1', 'discard:0', 'base:<slot>', 'mod', 'limbo' or ''."""
        for seat, p in enumerate(self.s["players"]):
            for z in ("hand", "deck", "discard"):
                if uid in p[z]:
                    return f"{z}:{seat}"
        for i, b in enumerate(self.s["bases"]):
            for ch in b["chars"]:
                if ch["uid"] == uid:
                    return f"base:{i}"
                if any(m["uid"] == uid for m in ch["mods"]):
                    return f"on:{ch['uid']}"
            if any(m["uid"] == uid for m in b["mods"]):
                return f"bmod:{i}"
        if uid in self.s["limbo"]:
            return "limbo"
        return ""
