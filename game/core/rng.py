"""The seeded random number generator kept inside every game state.

The generator's whole state is one integer under ``state["rng"]``, so it
round-trips through JSON with the rest of the game. It is SplitMix64: small,
fast in pure Python and well mixed. Every shuffle and die roll goes through the
functions here, which also emit the event that tells the view (and undo) that
chance was used.
"""

from __future__ import annotations

from typing import Any, MutableSequence, Sequence

from . import events as ev

_MASK = MASK = (1 << 64) - 1
_GOLDEN = GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The generator state for a seed (any int, negative ones included)."""
    return (seed * 0xBF58476D1CE4E5B9 + 0x632BE59BD9B4E019) & _MASK


def _next(state: dict[str, Any]) -> int:
    s = (state["rng"] + _GOLDEN) & _MASK
    state["rng"] = s
    z = s
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def mix(z: int) -> int:
    """The output of the generator whose state has just become `z` (what `_next` returns)."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def below(state: dict[str, Any], n: int) -> int:
    """A uniform integer in [0, n) drawn from the state's generator; no event."""
    if n <= 0:
        raise ValueError("below() needs n > 0")
    return (_next(state) * n) >> 64


def shuffle(state: dict[str, Any], items: MutableSequence, events: list, what: str,
            visible_to: Sequence[int] | None = ()) -> None:
    """Shuffle `items` in place (Fisher-Yates) and emit a `shuffle` event.

    `visible_to` are the seats that may see the new order (none by default).
    """
    for i in range(len(items) - 1, 0, -1):
        j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    events.append(ev.event("shuffle", f"{what} is shuffled.", chance=True, what=what))


def dice(state: dict[str, Any], sides: int, count: int = 1) -> list[int]:
    """The values 1..sides of `count` dice, drawn as `roll` draws them, with no event (a game
    whose events nobody reads, events.Unread, may roll so and append a placeholder)."""
    if count <= 0:
        return []
    if sides <= 0:
        raise ValueError("below() needs n > 0")
    # (below(state, sides) + 1 for each die, written out: two calls a die otherwise)
    r = state["rng"]
    values = []
    for _ in range(count):
        r = (r + _GOLDEN) & _MASK
        z = ((r ^ (r >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        values.append((((z ^ (z >> 31)) * sides) >> 64) + 1)
    state["rng"] = r
    return values


def roll(state: dict[str, Any], events: list, sides: int, count: int = 1, why: str = "",
         seat: int | None = None, faces: Sequence[str] | None = None) -> list[int]:
    """Roll `count` dice of `sides` sides; emit a `roll` event; return values 1..sides.

    `faces` optionally names each value (a combat die's skull, shield, blank),
    which the view draws instead of the number.
    """
    values = dice(state, sides, count)
    shown = [faces[v - 1] for v in values] if faces else [str(v) for v in values]
    text = f"{why}: rolled {', '.join(shown)}." if why else f"Rolled {', '.join(shown)}."
    events.append(ev.event("roll", text, chance=True, seat=seat, sides=sides,
                           values=values, faces=list(shown), why=why))
    return values


def fork_seed(*parts: int) -> int:
    """A seed derived from several numbers (game seed, seat, decision index).

    Players use it so that the same game and moment always give the same choice.
    """
    s = 0x1234567
    for p in parts:  # seed_state((s ^ p) * 31 + 7), written out: a player's generator is made at every decision
        s = (((s ^ (p & _MASK)) * 31 + 7) * 0xBF58476D1CE4E5B9 + 0x632BE59BD9B4E019) & _MASK
    return s


def fork_next(s: int, p: int) -> int:
    """`fork_seed` carried one part further: fork_seed(a, b, c) == fork_next(fork_seed(a, b), c), so
    a seed shared by many forks (a game's and a seat's) is mixed once, not at every fork."""
    return (((s ^ (p & _MASK)) * 31 + 7) * 0xBF58476D1CE4E5B9 + 0x632BE59BD9B4E019) & _MASK


class Rng:
    """A generator outside any game state: for players, simulations and tools."""

    def __init__(self, seed: int) -> None:
        self._state = {"rng": seed_state(seed)}

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        st = self._state
        if n == 1:  # always 0: the generator only steps on (the same draws follow)
            st["rng"] = (st["rng"] + _GOLDEN) & _MASK
            return 0
        return below(st, n)

    def choice(self, items: Sequence):
        """One item, uniformly."""
        return items[self.below(len(items))]

    def sample(self, items: Sequence, k: int) -> list:
        """`k` distinct items in random order."""
        if k == 1:  # the usual single pick: the same draw, without copying the items
            return [items[self.below(len(items))]]
        pool = list(items)
        out = []
        for _ in range(k):
            out.append(pool.pop(self.below(len(pool))))
        return out

    def random(self) -> float:
        """A float in [0, 1)."""
        return _next(self._state) / float(1 << 64)
