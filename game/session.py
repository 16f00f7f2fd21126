"""Opening a game: its content with the active mods, its rules and its players.

Shared by the app and the headless commands so that both load a game the
same way.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from game import catalog
from game.core import mods as modlib
from game.core.content import Content
from game.core.errors import ContentError
from game.core.match import Match
from game.core.players import Player, PlayerRegistry
from game.core.rules import GameRules, seat_range


class SetupError(ValueError):
    """A setup the game cannot start (options, seats, scenario); the message is one line a player reads."""


@dataclass
class LoadedGame:
    """A game ready to start: spec, content, rules, players and the mods in use."""

    spec: catalog.GameSpec
    content: Content
    rules: GameRules
    players: PlayerRegistry
    mods: list[modlib.Mod]

    def stamp(self) -> dict[str, Any]:
        """What a save records of the content and mods in use."""
        return catalog.content_stamp(self.content, self.mods)

    def seat_players(self, kinds: list[str]) -> list[Player | None]:
        """A player per seat (None for a human seat)."""
        return [self.players.make(k, self.rules, i) for i, k in enumerate(kinds)]

    def setup(self, seats: list[str] | None = None, seed: int | None = None, scenario: str | None = None,
              options: dict[str, Any] | None = None, names: list[str] | None = None) -> dict[str, Any]:
        """A complete setup, the game's defaults filling what is not given."""
        spec = self.spec
        seats = list(seats or spec.default_seats())
        if not spec.min_seats <= len(seats) <= spec.max_seats:
            raise SetupError(f"{spec.title} takes {seat_range(spec.min_seats, spec.max_seats)}, not {len(seats)}")
        if scenario is None:
            scenario = spec.default_scenario
        if scenario is not None and spec.scenarios is not None:
            known = [sid for sid, _ in spec.scenarios(self.content)]
            if scenario not in known:
                raise SetupError(f"unknown scenario {scenario!r}; scenarios: {', '.join(known)}")
        options = dict(options or {})
        if spec.prepare_options is not None:
            try:
                options = spec.prepare_options(self.content, options)
            except ValueError as err:
                raise SetupError(str(err)) from err
        setup: dict[str, Any] = {"game": spec.id, "seats": seats,
                                 "seed": seed if seed is not None else secrets.randbelow(1_000_000),
                                 "scenario": scenario, "options": options}
        if names:
            setup["names"] = names
        return setup

    def start(self, setup: dict[str, Any]) -> Match:
        """A new match."""
        return Match.start(self.rules, setup)

    def checked_setup(self, seats: list[str] | None = None, seed: int | None = None, scenario: str | None = None,
                      options: dict[str, Any] | None = None, defaults: dict[str, Any] | None = None
                      ) -> dict[str, Any]:
        """A setup from a person's input (the command line, a replay file), checked before
        anything is shown: option names and values against the game's list, seats, the
        scenario, then what the game's own set-up refuses (a match is started and dropped).
        `defaults` are options the app adds unchecked (the player's settings). Raises
        SetupError with a one-line reason."""
        options = dict(options or {})
        problems = catalog.option_problems(self.spec, self.content, options)
        if problems:
            raise SetupError(problems[0])
        if scenario is not None and self.spec.scenarios is None:
            raise SetupError(f"{self.spec.title} has no scenarios; leave out --scenario")
        for name, value in (defaults or {}).items():
            options.setdefault(name, value)
        setup = self.setup(seats, seed, scenario, options)
        try:
            self.start(setup)
        except ValueError as err:  # IllegalChoice included: the game's own set-up check
            reason = err.player_text() if hasattr(err, "player_text") else str(err)
            raise SetupError(reason.splitlines()[0] if reason else type(err).__name__) from err
        return setup


def open_game(game_id: str, disabled_mods: set[str] | None = None, with_user_mods: bool = True,
              enabled_mods: set[str] | None = None) -> LoadedGame:
    """Load a game; raises ContentError listing every content problem, ValueError
    when the game has no rules yet."""
    spec = catalog.get(game_id)
    if spec.rules is None:
        raise ValueError(f"{spec.title} is not playable yet (coming soon).")
    mods, mod_issues = catalog.find_mods() if with_user_mods else ([], [])
    active = modlib.active(mods, disabled_mods or set(), enabled_mods or set())
    content = catalog.load_game_content(spec, active)
    errors = [i for i in list(mod_issues) + content.issues if i.severity == "error"]
    if errors:
        raise ContentError(errors)
    rules = spec.rules(content)  # type: ignore[misc]
    players = spec.players() if spec.players else PlayerRegistry()
    return LoadedGame(spec, content, rules, players, active)
