"""The game board as it stands: spaces, regions, bases (the Iliad where it sits), Asgard and the
Bifrost, distances and "nearby".

Asgard is joined only to the space holding the Bifrost token (none while the token sits in its
slot on Asgard), so every distance is taken with that one extra edge.
"""

from __future__ import annotations

from typing import Any

from .book import ASGARD, BASES, OCEAN

State = dict[str, Any]


def extra(s: State) -> tuple[tuple[str, str], ...]:
    """The edge the Bifrost token makes (Asgard to its space), if the token is out."""
    b = s["bifrost"]
    return ((ASGARD, b),) if b else ()


def neighbours(book: Any, s: State, sid: str) -> tuple[str, ...]:
    """Spaces adjacent to `sid` now."""
    return book.graph.neighbours(sid, extra(s))


def distances(book: Any, s: State, sid: str) -> dict[str, int]:
    """Steps from `sid` to every space it can reach now."""
    return book.graph.distances(sid, extra(s))


def nearby(book: Any, s: State, a: str, b: str) -> bool:
    """Whether something in `b` is nearby something in `a` (same space or adjacent)."""
    return a == b or b in book.graph.neighbours(a, extra(s))


def within(book: Any, s: State, sid: str, n: int) -> dict[str, int]:
    """Spaces at most `n` steps from `sid`, with their distance."""
    return {k: d for k, d in distances(book, s, sid).items() if d <= n}


def region(book: Any, s: State, sid: str | None) -> str:
    """The region of a space ("" for Asgard or nowhere)."""
    return book.region_of.get(sid, "") if sid else ""


def base_space(book: Any, s: State, base: str) -> str | None:
    """Where a base is (the Iliad: the space it was put on)."""
    return s["iliad"] if base == "iliad" else book.base_space.get(base)


def bases_at(book: Any, s: State, sid: str | None) -> list[str]:
    """The bases on a space: a board base, or the Iliad on a numbered space."""
    if sid is None:
        return []
    out = []
    b = book.space_base.get(sid)
    if b:
        out.append(b)
    if s["iliad"] == sid:
        out.append("iliad")
    return out


def base_region(book: Any, s: State, base: str) -> str:
    """The region of a base (the Iliad joins the region of its space)."""
    if base == "iliad":
        return book.region_of.get(s["iliad"], "") if s["iliad"] else ""
    return book.base_region.get(base, "")


def operational(s: State, base: str) -> bool:
    """A base without an overrun token."""
    return base not in s["overrun"]


def bases_in_region(book: Any, s: State, reg: str) -> list[str]:
    """The bases of a region, board bases first."""
    return [b for b in BASES if (b != "iliad" or s["iliad"]) and base_region(book, s, b) == reg]


def dagger_bases(book: Any, s: State, sid: str | None) -> list[str]:
    """The operational bases whose D.A.G.G.E.R. effect a wild rolled on `sid` may resolve: those of
    its region (Atlantis for the ocean); none on Asgard."""
    if not sid or sid == ASGARD:
        return []
    reg = book.region_of.get(sid, "")
    if reg == OCEAN:
        return ["atlantis"] if operational(s, "atlantis") else []
    return [b for b in bases_in_region(book, s, reg) if operational(s, b)]


def space_name(book: Any, s: State, sid: str | None) -> str:
    """A space's name as players read it (the Iliad's space says so)."""
    if not sid:
        return "nowhere"
    name = book.space_names.get(sid, sid)
    num = book.graph.nodes.get(sid, {}).get("number")
    # in brackets, so the name reads whole mid-sentence ("North Africa (8, the Iliad) is 1 step away")
    marks = [str(num)] if num else []
    if s["iliad"] == sid:
        marks.append("the Iliad")
    return f"{name} ({', '.join(marks)})" if marks else name


def all_bases(s: State) -> list[str]:
    """Every base in play (the Iliad once placed)."""
    return [b for b in BASES if b != "iliad" or s["iliad"]]

