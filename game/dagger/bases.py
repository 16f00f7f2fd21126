"""Bases: operational or overrun, their D.A.G.G.E.R. effects (from wilds, one per wild, from an
operational base of the roller's region) and D.A.G.G.E.R. actions (a token on a base's one slot).
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from . import board
from .ending import lose
from .engine import push_fx, task


def overrun(g: Any, base: str, why: str) -> None:
    """An overrun token on a base; with every base overrun the heroes lose."""
    s = g.s
    if base in s["overrun"]:
        return
    s["overrun"].append(base)
    g.log("overrun", f"{g.book.base_name(base)} is overrun ({why}).", base=base)
    if len(s["overrun"]) >= len(board.all_bases(s)):
        lose(g, "overrun")


def clear_overrun(g: Any, base: str) -> None:
    """A base's overrun token comes off: it is operational again."""
    s = g.s
    if base in s["overrun"]:
        s["overrun"].remove(base)
        g.log("overrun", f"{g.book.base_name(base)} is operational again.", base=base, cleared=True)


def resolve_effect(g: Any, h: int, base: str) -> None:
    """Schedule a base's D.A.G.G.E.R. effect for hero `h`."""
    b = g.book.bases[base]
    g.log("dagger", f"D.A.G.G.E.R. support from {b.name} for {g.hname(h)}: {b.text}", base=base, hero=h)
    push_fx(g, b.effects, g.new_ctx(h, src=f"{b.name}'s D.A.G.G.E.R. effect"), own=True)


@task("wilds")
def _wilds(g: Any, t: dict[str, Any], picks: Any) -> None:
    """Each wild of a test lets its hero resolve a D.A.G.G.E.R. effect of an operational base of
    the hero's region (or skip it)."""
    s, book = g.s, g.book
    h, left = t["h"], t["n"]
    if picks is not None:
        left -= 1
        if picks[0]["id"] != "skip":
            if left > 0:
                g.push({"op": "wilds", "h": h, "n": left})
            resolve_effect(g, h, picks[0]["id"][5:])
            return
        if left <= 0:
            return
    rec = s["heroes"][h]
    if left <= 0 or rec["down"] or rec["out"]:
        return
    bases = board.dagger_bases(book, s, rec["space"])
    if not bases:
        return
    opts = [option(f"base:{b}", f"{book.base_name(b)}: {book.bases[b].text}", [f"base:{b}"]) for b in bases]
    opts.append(option("skip", "No D.A.G.G.E.R. effect", ["dice:skip"]))
    g.ask({"op": "wilds", "h": h, "n": left},
          decision(rec["seat"], "wild", f"{g.hname(h)} rolled a wild ({left} left): resolve a D.A.G.G.E.R. effect?",
                   opts, hero=h))
