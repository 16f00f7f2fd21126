"""The never-peeks check every game's computer players share: a player's answer must not change
when everything its seat cannot see is dealt differently."""

from __future__ import annotations

import copy
from typing import Any, Callable

from game.core.players import SeatView
from game.core.rng import Rng
from game.core.rules import visible_state


def assert_never_peeks(rules: Any, player: Any, states: list[tuple[dict, int]],
                       redeal: Callable[[dict, int, Rng], dict], hidden: Callable[[dict, int], Any],
                       deals: int = 3, what: str = "hidden cards") -> None:
    """For each (state, seat): the answer with `deals` re-deals (`redeal` returns a re-dealt copy)
    equals the first answer; each re-deal leaves the seat's view alone, and at least half of them
    deal something the seat cannot see (`hidden`) differently."""
    changed = 0
    for n, (state, seat) in enumerate(states):
        first = player.choose(SeatView(rules, state, seat), Rng(n))["picks"]
        for k in range(deals):
            other = redeal(state, seat, Rng(1000 * n + k))
            assert visible_state(rules, other, seat) == visible_state(rules, state, seat)
            changed += hidden(other, seat) != hidden(state, seat)
            again = player.choose(SeatView(rules, other, seat), Rng(n))["picks"]
            assert again == first, f"state {n}: the answer changed when {what} were dealt differently"
    assert changed >= len(states) * deals // 2  # the re-deals did hide something different


def in_place(permute: Callable[[dict, int, Rng], None]) -> Callable[[dict, int, Rng], dict]:
    """A re-deal from a function that permutes a state in place: it works on a copy."""
    def redeal(state: dict, seat: int, rng: Rng) -> dict:
        other = copy.deepcopy(state)
        permute(other, seat, rng)
        return other
    return redeal
