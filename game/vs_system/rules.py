"""Vs. System 2PCG: The MCU Battles on the platform's rules contract.

`VsSystemRules` wires the pieces: set-up (setup.py), the task engine (engine.py) with the turn
(turn.py, build.py), combat (combat.py), powers and plot twists (powers.py, payment.py), effects
(effects.py, custom.py), triggers (triggers.py), stuns and KOs (stun.py), levels (levels.py) and
the end of the game (ending.py). The state layout is described in table.py.

Setup options: ``format`` (1v1, ffa, 2v2, 2hg; by default 1v1 for two seats, ffa for more),
``decks`` and ``mains`` (one id per seat, comma-separated, or one for all; a main character may be
"random": one of its deck's team), ``response_privacy`` ("strict", the default, or "relaxed"),
``teammate_recruit`` (2 vs 2's optional rule: recruits may go into a teammate's rows).
"""

from __future__ import annotations

from typing import Any, Sequence

from game.core import rng
from game.core.errors import IllegalChoice
from game.core.rules import GameRules, base_state

from . import build, combat, custom, effects, powers, setup, triggers, turn  # noqa: F401  (they register tasks)
from .book import Book
from .deckbuilding import problems
from .engine import G, run
from .formats import FORMATS, NAMES, SEATS, default_format, sides, teams
from .invariants import broken
from .table import seat_name

PRIVACY = ("strict", "relaxed")


class VsSystemRules(GameRules):
    """The rules of Vs. System 2PCG: The MCU Battles."""

    game_id = "vs_system"
    title = "Vs. System 2PCG: The MCU Battles"
    min_seats = 2
    max_seats = 4
    hidden_information = True
    decision_cap = 6000

    def __init__(self, content: Any) -> None:
        self.book = Book(content)

    # -- setup -----------------------------------------------------------------------------------------
    def new_game(self, setup_: dict[str, Any], events: list) -> dict[str, Any]:
        s = base_state(self, setup_)
        n = s["seats"]
        opts = setup_.get("options") or {}
        fmt = opts.get("format") or default_format(n)
        if fmt not in FORMATS:
            raise IllegalChoice(f"format is one of {', '.join(FORMATS)}, not {fmt!r}.")
        low, high = SEATS[fmt]
        if not low <= n <= high:
            raise IllegalChoice(f"{NAMES[fmt]} takes {low if low == high else f'{low} to {high}'} seats, not {n}.")
        privacy = opts.get("response_privacy", "strict")
        if privacy not in PRIVACY:
            raise IllegalChoice(f"response_privacy is strict or relaxed, not {privacy!r}.")
        team = teams(fmt, n)
        mate_recruit = str(opts.get("teammate_recruit", "false")).lower() in ("true", "1", "yes", "on")
        s.update({"opts": {"format": fmt, "privacy": privacy, "teammate_recruit": mate_recruit}, "team": team, "side": sides(fmt, n),
                  "cards": {}, "nu": 0, "ch": {}, "players": [setup.player_record() for _ in range(n)],
                  "combat": None, "fx": [], "stack": [], "tq": [], "limbo": [], "lost_main": [],
                  "hist": {"outlaw": {}, "journey": {}, "day11": {}, "fight": []}, "quiet": 0, "mcw": 0,
                  "first": 0, "first_draw": {}, "place": {}})
        s["turn"] = turn.fresh_turn(0, [0], 0)
        g = G(s, events, self.book, self)
        listed = setup.deck_lists(opts.get("deck_lists"))
        starters = sorted(self.book.decks) + sorted(listed)
        decks = setup.parse_list(opts.get("decks", opts.get("deck")), n, "decks", starters)
        mains = setup.parse_list(opts.get("mains", opts.get("main")), n, "mains", sorted(self.book.mains))
        for seat in range(n):
            deck_id = decks[seat] if decks else self._default_deck(team[seat])
            deck = listed.get(deck_id) or self.book.decks[deck_id]
            main_id = mains[seat] if mains and mains[seat] != "random" else None
            if main_id is None:
                choices = self.book.main_of_team(deck.team) if deck.team else \
                    [deck.main] if deck_id in listed else sorted(self.book.mains)
                main_id = choices[rng.below(s, len(choices))]
            bad = problems(self.book.content, main_id, dict(deck.cards), deck.team)
            if bad:
                raise IllegalChoice(f"{seat_name(s, seat)}'s deck {deck.name} with {self.book.mains[main_id].name}: "
                                    f"{bad[0][1]}.")
            s["place"][str(seat)] = setup.build_player(g, seat, deck_id, main_id, dict(deck.cards))
        chooser = rng.below(s, n)
        g.log("setup", f"{seat_name(s, chooser)} is picked at random to choose who goes first.", chance=True)
        g.push({"op": "choose_first", "seat": chooser})
        run(g)
        return s

    def _default_deck(self, team: int) -> str:
        heroes = [d for d in sorted(self.book.decks) if self.book.decks[d].team == "mcu_heroes"]
        villains = [d for d in sorted(self.book.decks) if self.book.decks[d].team == "mcu_villains"]
        pool = (heroes, villains)[team % 2] or sorted(self.book.decks)
        return pool[0]

    # -- play -------------------------------------------------------------------------------------------
    def resolve(self, state: dict[str, Any], seat: int, picks: list[dict[str, Any]], events: list) -> None:
        run(G(state, events, self.book, self), picks)

    def seat_name(self, state: dict[str, Any] | None, seat: int) -> str:
        return seat_name(state, seat) if state else f"Player {seat + 1}"

    def progress(self, state: dict[str, Any]) -> str:
        n = state["turn"]["n"]
        return f"Turn {n}" if n else "Setting up"

    # -- what a seat sees -----------------------------------------------------------------------------
    def view(self, state: dict[str, Any], seat: int | None) -> dict[str, Any]:
        from .view_data import table_view
        return table_view(self, state, seat)

    # -- checks -------------------------------------------------------------------------------------------
    def invariants(self, state: dict[str, Any]) -> list[str]:
        return broken(self, state)

    def explain(self, state: dict[str, Any], seat: int, path: Sequence[str]) -> str | None:
        from .explain import why_not
        return why_not(self, state, seat, path)
