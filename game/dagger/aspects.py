"""Aspect sheets: the side a hero has (normal or shattered) and its four basic actions, and
whether each can be taken where the hero stands (fight needs an enemy in the space, defy a
mission that calls for a defy there)."""

from __future__ import annotations

from typing import Any

from .missions import defiable
from .table import BASIC


def side(g: Any, h: int) -> Any:
    """The aspect side hero `h` has now."""
    rec = g.s["heroes"][h]
    asp = g.book.aspects[rec["aspect"]]
    return asp.shattered if rec["shattered"] else asp.normal


def action(g: Any, h: int, name: str) -> Any:
    """One basic action of the hero's aspect side."""
    return getattr(side(g, h), name)


def enemy_here(g: Any, h: int) -> bool:
    """Whether an enemy (the nemesis included) shares hero `h`'s space."""
    s = g.s
    sid = s["heroes"][h]["space"]
    return s["nem"]["space"] == sid or any(e["space"] == sid for e in s["enemies"])


def possible(g: Any, h: int, name: str) -> bool:
    """Whether the basic action can be taken where the hero stands."""
    if name == "fight":
        return enemy_here(g, h)
    if name == "defy":
        return bool(defiable(g, h))
    return True


def possible_actions(g: Any, h: int) -> list[str]:
    """The basic actions hero `h` could take now (slots aside)."""
    return [a for a in BASIC if possible(g, h, a)]

