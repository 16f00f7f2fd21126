"""The normal computer team (placeholder: picks at random until the heuristics land)."""

from __future__ import annotations

from typing import Any

from game.core.players import RandomPlayer


class NormalTeam(RandomPlayer):
    name = "computer"

    def __init__(self, rules: Any) -> None:
        self.rules = rules
