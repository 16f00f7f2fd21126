"""Smash Up: Marvel on the platform's rules contract.

`SmashUpRules` wires the pieces: setup (setup.py), the task engine
(engine.py) with turns (turn.py), scoring (scoring.py), triggers and Me First
(me_first.py), effects (effects.py) and custom cards (custom.py). The state
layout is described in table.py.

Setup options: ``factions`` ("a,b,c,d": two ids per seat in seat order, or
"draft" for the formal snake draft; otherwise dealt at random) and
``response_privacy`` ("strict", the default, or "relaxed").
"""

from __future__ import annotations

from typing import Any, Sequence

from game.core import rng
from game.core.errors import IllegalChoice
from game.core.rules import GameRules, base_state

from . import custom, deck_ops, effects, extras, me_first, scoring, setup, turn  # noqa: F401  (they register tasks and ops)
from .book import Book
from .engine import G, run
from .invariants import broken
from .power import breakpoints, powers, totals
from .table import seat_name

PRIVACY = ("strict", "relaxed")


class SmashUpRules(GameRules):
    """The rules of Smash Up: Marvel."""

    game_id = "smash_up"
    title = "Smash Up: Marvel"
    min_seats = 2
    max_seats = 4
    hidden_information = True
    decision_cap = 5000

    def __init__(self, content: Any) -> None:
        self.book = Book(content)

    # -- setup ---------------------------------------------------------------------------------
    def new_game(self, setup_: dict[str, Any], events: list) -> dict[str, Any]:
        s = base_state(self, setup_)
        opts = setup_.get("options") or {}
        privacy = opts.get("response_privacy", "strict")
        if privacy not in PRIVACY:
            raise IllegalChoice(f"response_privacy is strict or relaxed, not {privacy!r}.")
        if setup_.get("names"):
            s["names"] = list(setup_["names"])
        n = s["seats"]
        s.update({"opts": {"privacy": privacy}, "cards": {}, "nb": 0, "fx": [], "stack": [], "tq": [],
                  "limbo": [], "scoring": None, "last_score": None,
                  "players": [{"deck": [], "hand": [], "discard": [], "vp": 0, "factions": []} for _ in range(n)],
                  "bases": [], "base_deck": list(self.book.base_ids), "base_discard": []})
        s["turn"] = turn.fresh_turn(0, 0, n)
        g = G(s, events, self.book, self)
        rng.shuffle(s, s["base_deck"], events, "The base deck")
        from .table import new_base
        for _ in range(n + 1):
            s["bases"].append(new_base(s, events))
        first = rng.below(s, n)
        s["turn"]["seat"] = first
        known = sorted(self.book.factions)
        g.push({"op": "turn_start", "seat": first, "n": 1})
        spec = opts.get("factions")
        if spec == "draft":
            g.push({"op": "draft", "order": setup.snake_order(n, first), "i": 0, "pool": known,
                    "picked": [[] for _ in range(n)]})
        else:
            pairs = setup.parse_factions(spec, n, known) if spec else setup.deal_factions(s, known)
            setup.build_decks(g, pairs)
            setup.deal_hands(g)
        run(g)
        return s

    # -- play -------------------------------------------------------------------------------------
    def resolve(self, state: dict[str, Any], seat: int, picks: list[dict[str, Any]], events: list) -> None:
        run(G(state, events, self.book, self), picks)

    def seat_name(self, state: dict[str, Any] | None, seat: int) -> str:
        return seat_name(state, seat) if state else f"Player {seat + 1}"

    def progress(self, state: dict[str, Any]) -> str:
        n = state["turn"]["n"]  # 0 until the first turn starts (draft, mulligans)
        if n == 0:
            return "Drafting factions" if (state.get("pending") or {}).get("kind") == "draft" else "Setting up"
        return f"Turn {n}"

    # -- what a seat sees ----------------------------------------------------------------------------
    def view(self, state: dict[str, Any], seat: int | None) -> dict[str, Any]:
        """Bases with their cards, powers and breakpoints; players with VP, counts, discard piles
        and (own seat only) the hand. Deck order is never shown."""
        from .view_data import table_view
        return table_view(self, state, seat)

    # -- checks -----------------------------------------------------------------------------------------
    def invariants(self, state: dict[str, Any]) -> list[str]:
        return broken(self, state)  # (imported above: a checked playout asks after every step)

    def explain(self, state: dict[str, Any], seat: int, path: Sequence[str]) -> str | None:
        from .explain import why_not
        return why_not(self, state, seat, path)

    # -- helpers for players and views -------------------------------------------------------------------
    def powers(self, state: dict[str, Any]) -> dict[str, int]:
        """Current power of every character in play."""
        return powers(state, self.book)

    def breakpoints(self, state: dict[str, Any]) -> dict[str, int]:
        """Current breakpoint of every base."""
        return breakpoints(state, self.book)

    def totals(self, state: dict[str, Any], base: dict[str, Any]) -> list[int]:
        """Each seat's power at a base."""
        return totals(state, base, powers(state, self.book))
