"""Marvel D.A.G.G.E.R. on the platform's rules contract: 1 to 5 seats (a solo player runs two
heroes), every seat on one team against a nemesis the rules themselves run.

`DaggerRules` wires the pieces: set-up (setup.py), the task engine (engine.py), the hero phase
(hero_phase.py) with the basic actions (actions.py), tests (dice.py), abilities and cards
(abilities.py, support.py), effects (effects.py, custom.py); the nemesis phase (nemesis_phase.py)
with enemies (enemies.py, standees.py), the nemesis (nemesis.py), missions (missions.py) and
bases (bases.py); the end of the game (ending.py). The state layout is in table.py.

Options: ``nemesis`` (an id or random), ``difficulty`` (easy, normal, hard), ``heroes`` and
``aspects`` (one id per hero, comma-separated; random when absent), ``first_strike`` (an id or
random).
"""

from __future__ import annotations

from typing import Any, Sequence

from game.core import rng
from game.core.errors import IllegalChoice
from game.core.rules import GameRules, base_state

from . import (actions, bases, dice, effects, enemies, hero_phase, nemesis,  # noqa: F401  (they register tasks)
               nemesis_phase, selectors, setup)
from .book import Book
from .engine import G, run
from .invariants import broken
from .setup import DIFFICULTIES, heroes_for
from .table import difficulty_numbers


class DaggerRules(GameRules):
    """The rules of Marvel D.A.G.G.E.R."""

    game_id = "dagger"
    title = "Marvel D.A.G.G.E.R."
    min_seats = 1
    max_seats = 5
    hidden_information = False
    cooperative = True
    decision_cap = 4000

    def __init__(self, content: Any) -> None:
        self.book = Book(content)

    def new_game(self, setup_: dict[str, Any], events: list) -> dict[str, Any]:
        s = base_state(self, setup_)
        opts = setup_.get("options") or {}
        book = self.book
        difficulty = str(opts.get("difficulty") or "normal")
        if difficulty not in DIFFICULTIES:
            raise IllegalChoice(f"difficulty is one of {', '.join(DIFFICULTIES)}, not {difficulty!r}.")
        nem = opts.get("nemesis") or "random"
        if nem != "random" and nem not in book.nemeses:
            raise IllegalChoice(f"unknown nemesis {nem!r}; nemeses: {', '.join(sorted(book.nemeses))}.")
        if nem == "random":
            pool = sorted(book.nemeses)
            nem = pool[rng.below(s, len(pool))]
        fs = opts.get("first_strike") or "random"
        if fs != "random" and fs not in book.first_strikes:
            raise IllegalChoice(f"unknown first strike {fs!r}.")
        n = heroes_for(s["seats"])
        n_spawn, n_pp = difficulty_numbers(n, difficulty)
        s.update({
            "opt": {"nemesis": nem, "difficulty": difficulty, "first_strike": fs, "n": n, "n_spawn": n_spawn,
                    "n_pp": n_pp},
            "round": 0, "phase": "setup", "step": "", "first": 0, "turn": None, "turn_from": 0,
            "threat": 0, "team_up": 0, "bifrost": None, "iliad": None, "overrun": [], "base_used": [],
            "heroes": [], "enemies": [], "nu": 1, "nem": {}, "pods": {},
            "nm_deck": [], "nm_prog": 0, "done": [], "side": {"green": None, "purple": None, "blue": None},
            "hm": None, "side_deck": [], "side_out": [], "events": [], "event": None, "event_out": [],
            "deadline": None, "dice": None, "watch": False, "lost": None,
            "stack": [], "ctx": {}, "cn": 0,
        })
        g = G(s, events, book, self)
        setup.build(g, opts)
        run(g)
        return s

    def resolve(self, state: dict[str, Any], seat: int, picks: list[dict[str, Any]], events: list) -> None:
        run(G(state, events, self.book, self), picks)

    def seat_name(self, state: dict[str, Any] | None, seat: int) -> str:
        if state and state.get("heroes"):
            names = [self.book.heroes[h["hero"]].name for h in state["heroes"] if h["seat"] == seat]
            if names:
                base = super().seat_name(state, seat)
                return f"{base} ({' and '.join(names)})"
        return super().seat_name(state, seat)

    def progress(self, state: dict[str, Any]) -> str:
        r = state.get("round", 0)
        if not r:
            return "Setting up"
        return f"Round {r}, threat {state['threat']}, {len(state['events'])} events left"

    def view(self, state: dict[str, Any], seat: int | None) -> dict[str, Any]:
        from .view_data import table_view
        return table_view(self, state, seat)

    def invariants(self, state: dict[str, Any]) -> list[str]:
        return broken(self, state)  # (imported above: a checked playout asks after every step)

    def explain(self, state: dict[str, Any], seat: int, path: Sequence[str]) -> str | None:
        from .explain import why_not
        return why_not(self, state, seat, path)
