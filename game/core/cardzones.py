"""Card zones kept as lists of card ids in a state: drawing, and the events that say so.

A deck's top card is the END of its list (popping is cheap). Drawing is private: the drawing
seat reads which cards, the others how many, an open table (nobody seated) reads it all in the
third person; and a draw reveals something hidden, so undo stops before it (events.py).
"""

from __future__ import annotations

from typing import Any, Callable

from . import events as ev


def draw(deck: list[Any], hand: list[Any], n: int) -> list[Any]:
    """Move up to `n` cards from the top of `deck` to `hand`; the cards moved (fewer if it runs out)."""
    got = []
    for _ in range(n):
        if not deck:
            break
        c = deck.pop()
        hand.append(c)
        got.append(c)
    return got


def draw_event(seat: int, who: str, cards: list[Any], name_of: Callable[[Any], str],
               kind: str = "draw", verb: str = "draw") -> dict[str, Any]:
    """The event of `who` (seat `seat`) drawing `cards`: the count for all, the names for the drawer."""
    names = ", ".join(name_of(c) for c in cards)
    n = len(cards)
    return ev.secret_event(
        kind, [seat], f"{who} {verb}s {n} card{'s' if n != 1 else ''}.", f"You {verb} {names}.",
        open_text=f"{who} {verb}s {names}.", public={"seat": seat, "count": n}, private={"cards": list(cards)})


def look_event(seat: int, who: str, what: str, cards: list[Any], name_of: Callable[[Any], str],
               kind: str = "look") -> dict[str, Any]:
    """The event of `who` looking at hidden cards (`what`, e.g. "Player 2's hand"): only they learn them."""
    names = ", ".join(name_of(c) for c in cards) or "nothing"
    return ev.secret_event(kind, [seat], f"{who} looks at {what}.", f"You see {names}.",
                           open_text=f"{who} looks at {what}: {names}.", public={"seat": seat},
                           private={"cards": list(cards)})
