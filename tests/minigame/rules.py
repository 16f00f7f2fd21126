"""Number Duel rules (test-only): see the package docstring."""

from __future__ import annotations

from typing import Any, Sequence

from game.core import events as ev
from game.core import rng
from game.core.decisions import decision, option, yes_no
from game.core.rules import GameRules, base_state, finish

TARGET = 15
HAND_LIMIT = 4


class NumberDuel(GameRules):
    game_id = "number_duel"
    title = "Number Duel"
    min_seats = 2
    max_seats = 3
    decision_cap = 400

    def __init__(self, content) -> None:
        self.values = {c.id: c.value for c in content.all("cards")}
        self.names = {c.id: c.name for c in content.all("cards")}
        self.deck_list = [c.id for c in content.all("cards") for _ in range(c.copies)]

    # -- setup ---------------------------------------------------------------
    def new_game(self, setup, events):
        s = base_state(self, setup)
        cards = [f"{cid}#{i}" for i, cid in enumerate(self.deck_list)]
        rng.shuffle(s, cards, events, "The deck")
        s["deck"] = cards
        s["total"] = len(cards)
        s["discard"] = []
        s["players"] = [{"hand": [], "score": 0} for _ in range(s["seats"])]
        for seat in range(s["seats"]):
            for _ in range(3):
                self._draw(s, seat, events)
        s["turn"] = 0
        self._offer_turn(s)
        return s

    # -- decisions -----------------------------------------------------------
    def _offer_turn(self, s):
        seat = s["turn"]
        hand = s["players"][seat]["hand"]
        opts = [option(f"play:{c}", f"Play {self._name(c)}", [f"hand:{c}", "pile"]) for c in hand]
        if s["deck"]:
            opts.append(option("draw", "Draw a card", ["deck"]))
        opts.append(option("roll", "Roll the die"))
        s["pending"] = decision(seat, "turn", "Play a card, draw, or roll the die.", opts,
                                public_prompt=f"{self.seat_name(s, seat)} is taking a turn.")

    def resolve(self, s, seat, picks, events):
        pending = s["pending"]
        kind = pending["kind"]
        if kind == "turn":
            self._take_turn(s, seat, picks[0]["id"], events)
        elif kind == "may_draw":
            if picks[0]["id"] == "yes":
                self._draw(s, seat, events)
            self._after_action(s, seat, events)
        elif kind == "discard":
            for o in picks:
                card = o["data"]["card"]
                s["players"][seat]["hand"].remove(card)
                s["discard"].append(card)
            events.append(ev.event("discard", f"{self.seat_name(s, seat)} discards "
                                   + ", ".join(self._name(o["data"]["card"]) for o in picks) + ".",
                                   seat=seat, cards=[o["data"]["card"] for o in picks]))
            self._end_turn(s, events)

    def _take_turn(self, s, seat, oid, events):
        me = s["players"][seat]
        if oid.startswith("play:"):
            card = oid[5:]
            me["hand"].remove(card)
            s["discard"].append(card)
            me["score"] += self._value(card)
            events.append(ev.event("play", f"{self.seat_name(s, seat)} plays {self._name(card)} "
                                   f"for {self._value(card)}.", seat=seat, card=card))
            if self._value(card) >= 5 and s["deck"] and not self._won(s, seat):
                s["pending"] = yes_no(seat, "You may draw a card.", kind="may_draw",
                                      public_prompt=f"{self.seat_name(s, seat)} may draw.")
                return
        elif oid == "draw":
            self._draw(s, seat, events)
        else:
            (value,) = rng.roll(s, events, 6, why=f"{self.seat_name(s, seat)} rolls", seat=seat)
            if value == 6:
                me["score"] += 3
            elif value == 1 and me["hand"]:
                low = min(me["hand"], key=self._value)
                me["hand"].remove(low)
                s["discard"].append(low)
                events.append(ev.event("lose", f"{self.seat_name(s, seat)} loses {self._name(low)}.",
                                       seat=seat, card=low))
        self._after_action(s, seat, events)

    def _after_action(self, s, seat, events):
        hand = s["players"][seat]["hand"]
        if len(hand) > HAND_LIMIT and not self._won(s, seat):
            extra = len(hand) - HAND_LIMIT
            opts = [option(f"discard:{c}", self._name(c), [f"hand:{c}"], card=c) for c in hand]
            s["pending"] = decision(seat, "discard", f"Discard {extra} or more cards.", opts,
                                    min_picks=extra, max_picks=len(hand) - 1,
                                    public_prompt=f"{self.seat_name(s, seat)} is discarding.")
            return
        self._end_turn(s, events)

    def _end_turn(self, s, events):
        for seat, p in enumerate(s["players"]):
            if p["score"] >= TARGET:
                finish(s, events, [seat], f"{self.seat_name(s, seat)} reaches {p['score']} and wins.",
                       scores=[q["score"] for q in s["players"]])
                return
        if not s["deck"] and not any(p["hand"] for p in s["players"]):
            best = max(p["score"] for p in s["players"])
            tops = [i for i, p in enumerate(s["players"]) if p["score"] == best]
            draw = len(tops) > 1
            finish(s, events, [] if draw else tops,
                   "The cards ran out: a draw." if draw else f"{self.seat_name(s, tops[0])} wins on points.",
                   draw=draw, scores=[q["score"] for q in s["players"]])
            return
        s["turn"] = (s["turn"] + 1) % s["seats"]
        events.append(ev.event("turn", f"{self.seat_name(s, s['turn'])}'s turn.", seat=s["turn"]))
        self._offer_turn(s)

    # -- helpers -------------------------------------------------------------
    def _draw(self, s, seat, events):
        if not s["deck"]:
            return
        card = s["deck"].pop()
        s["players"][seat]["hand"].append(card)
        events.append(ev.secret_event("draw", [seat], f"{self.seat_name(s, seat)} draws a card.",
                                      f"You draw {self._name(card)}.", public={"seat": seat},
                                      private={"card": card}))

    def _won(self, s, seat):
        return s["players"][seat]["score"] >= TARGET

    def _value(self, card: str) -> int:
        return self.values[card.split("#")[0]]

    def _name(self, card: str) -> str:
        return self.names[card.split("#")[0]]

    # -- contract ------------------------------------------------------------
    def view(self, s, seat):
        players = []
        for i, p in enumerate(s["players"]):
            seen: dict[str, Any] = {"score": p["score"], "hand_count": len(p["hand"])}
            if seat is None or seat == i:
                seen["hand"] = list(p["hand"])
            players.append(seen)
        out = {"players": players, "deck_count": len(s["deck"]), "discard": list(s["discard"]),
               "turn": s["turn"]}
        if seat is None:
            out["deck"] = list(s["deck"])
        return out

    def invariants(self, s):
        broken = []
        held = len(s["deck"]) + len(s["discard"]) + sum(len(p["hand"]) for p in s["players"])
        if held != s["total"]:
            broken.append(f"cards lost or made: {held} held, {s['total']} in the game")
        if any(p["score"] < 0 for p in s["players"]):
            broken.append("a negative score")
        if s["result"] is None and s["pending"] is None:
            broken.append("no decision pending and no result")
        return broken

    def explain(self, s, seat, path: Sequence[str]) -> str | None:
        pending = s["pending"]
        if pending is None:
            return "The game is over."
        if pending["seat"] != seat:
            return f"Wait: {self.seat_name(s, pending['seat'])} is deciding."
        if path and path[0] == "deck" and not s["deck"]:
            return "The deck is empty."
        if path and path[0].startswith("hand:") and pending["kind"] == "may_draw":
            return "Answer the question first: draw a card or not."
        return None
