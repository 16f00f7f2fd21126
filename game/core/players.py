"""Seats and the players that fill them.

A seat is `human`, `computer` or `random`. Computer and random players choose
from their own seat's view only, with a generator seeded from the game seed,
their seat and the decision's index, so the same game gives the same choice.
Thinking is budgeted in work (iterations, nodes), never in wall-clock time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from .decisions import Answer, answer
from .rng import GOLDEN, MASK, Rng, fork_next, fork_seed, mix, seed_state
from .rules import GameRules, State, visible_state

#: How well a computer seat plays: `computer` alone means normal.
LEVELS = ("easy", "normal", "hard")
SEAT_KINDS = ("human", "computer", *(f"computer:{lv}" for lv in LEVELS), "random")


def computer_level(kind: str) -> str | None:
    """The level of a computer seat kind (`computer` is normal); None for other kinds."""
    if kind == "computer":
        return "normal"
    if kind.startswith("computer:") and kind[9:] in LEVELS:
        return kind[9:]
    return None


class SeatView:
    """What one seat sees at a decision: the decision now, the full view on demand."""

    def __init__(self, rules: GameRules, state: State, seat: int) -> None:
        self.rules = rules
        self.seat = seat
        self.decision: dict[str, Any] = state["pending"]
        self._state = state
        self._view: dict[str, Any] | None = None

    @property
    def view(self) -> dict[str, Any]:
        """The seat's view of the whole table (computed the first time it is read)."""
        if self._view is None:
            self._view = visible_state(self.rules, self._state, self.seat)
        return self._view


class Player(Protocol):
    """Anything that answers a seat's decisions."""

    def choose(self, seen: SeatView, rng: Rng) -> Answer:
        """An answer to `seen.decision`."""


@dataclass
class Budget:
    """Work a computer player may spend on one decision (nodes, iterations)."""

    limit: int
    used: int = 0

    def spend(self, n: int = 1) -> bool:
        """Count `n` units of work; False once the budget is exhausted."""
        self.used += n
        return self.used <= self.limit

    @property
    def left(self) -> int:
        """Units still available."""
        return max(0, self.limit - self.used)


class RandomPlayer:
    """Picks a uniformly random legal answer: a count in [min, max], then options."""

    name = "random"

    def choose(self, seen: SeatView, rng: Rng) -> Answer:
        d = seen.decision
        k = d["min"] + rng.below(d["max"] - d["min"] + 1)
        picks = rng.sample(d["options"], k)
        return answer(d["seat"], [o["id"] for o in picks])


def random_stream(seed: int, seat: int) -> int:
    """What a seat's random answers in a game with this seed are drawn from (`random_picks`)."""
    return fork_seed(seed, seat)


def random_picks(d: dict[str, Any], stream: int, index: int) -> list[str]:
    """The ids RandomPlayer picks at decision number `index` of a seat's `random_stream`: the same
    draws as its `choose` given ``player_rng(state, seat, index)``, without the seat's view, the
    generator object and the answer around them, which a random playout would otherwise make at
    every decision (about 6% of a Smash Up playout's time went to them); the game's seed and the
    seat are mixed once (the stream), not at every decision."""
    return [o["id"] for o in random_options(d, stream, index)]


def random_options(d: dict[str, Any], stream: int, index: int) -> list[dict[str, Any]]:
    """The options themselves that `random_picks` names, taken from the decision by their index (a
    game may write its options only when one is read: see rules.apply's `picked`)."""
    r = seed_state(fork_next(stream, index))
    lo = d["min"]
    span = d["max"] - lo + 1
    r = (r + GOLDEN) & MASK  # the count's draw (an n == 1 draw only steps the generator)
    k = lo + ((mix(r) * span) >> 64) if span > 1 else lo
    opts = d["options"]
    if k == 1:
        r = (r + GOLDEN) & MASK
        n = len(opts)
        return [opts[(mix(r) * n) >> 64 if n > 1 else 0]]
    rng = Rng(0)
    rng._state["rng"] = r
    return rng.sample(opts, k)


@dataclass
class PlayerRegistry:
    """The computer players a game offers; `random` is always there."""

    factories: dict[str, Callable[[GameRules, int], Player]] = field(default_factory=dict)

    def make(self, kind: str, rules: GameRules, seat: int) -> Player | None:
        """The player for a seat kind; None for a human seat."""
        if kind == "human":
            return None
        if kind == "random":
            return RandomPlayer()
        level = computer_level(kind)
        if level is not None:
            # A game registers "computer" (its normal player) and may add "computer:easy" and
            # "computer:hard"; a level it lacks plays as its normal player, and a game with
            # no computer player yet seats a random one.
            for key in (f"computer:{level}", "computer"):
                if key in self.factories:
                    return self.factories[key](rules, seat)
            return RandomPlayer()
        if kind in self.factories:
            return self.factories[kind](rules, seat)
        raise ValueError(f"unknown seat kind {kind!r} (choose from {', '.join(SEAT_KINDS)})")


def player_rng(state: State, seat: int, index: int) -> Rng:
    """The generator a player uses for decision number `index` of this game."""
    return Rng(fork_seed(state["seed"], seat, index))


def seat_labels(kinds: list[str]) -> list[str]:
    """Labels for seats as given on the command line: `computer#1`, `computer#2` when repeated."""
    counts: dict[str, int] = {}
    for k in kinds:
        counts[k] = counts.get(k, 0) + 1
    seen: dict[str, int] = {}
    out = []
    for k in kinds:
        if counts[k] == 1:
            out.append(k)
        else:
            seen[k] = seen.get(k, 0) + 1
            out.append(f"{k}#{seen[k]}")
    return out
