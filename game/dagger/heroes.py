"""Heroes: damage (never beyond health), recovery, the empowered token, and defeat: threat, the
hero's own cards leave, the sheets flip (the other hero, the shattered aspect), the new hero's
team-up card is readied for free; a second defeat eliminates the player.
"""

from __future__ import annotations

from typing import Any

from .ending import lose
from .table import n_heroes
from .tracks import add_threat


def health(g: Any, h: int) -> int:
    """A hero's health."""
    return g.book.heroes[g.s["heroes"][h]["hero"]].health


def statics(g: Any, h: int, kind: str) -> list[dict[str, Any]]:
    """The hero's passive abilities of one kind (its sheet and its aspect's identity)."""
    rec = g.s["heroes"][h]
    book = g.book
    out = book.hero_statics[rec["hero"]].get(kind, [])
    more = book.aspect_statics[(rec["aspect"], rec["shattered"])].get(kind)
    return out + more if more else out


def static_total(g: Any, h: int, kind: str) -> int:
    """The sum of `n` over the hero's statics of one kind."""
    return sum(st.get("n", 0) for st in statics(g, h, kind))


def damage_hero(g: Any, h: int, n: int, why: str) -> int:
    """Hero `h` suffers `n` damage (capped at its health); returns the damage placed."""
    s = g.s
    rec = s["heroes"][h]
    if n <= 0 or rec["down"] or rec["out"]:
        return 0
    top = health(g, h)
    placed = min(n, top - rec["dmg"])
    rec["dmg"] += placed
    g.log("damage", f"{g.hname(h)} suffers {n} damage ({why}): {rec['dmg']}/{top}.", hero=h, amount=n)
    if rec["dmg"] >= top:
        defeat(g, h)
    return placed


def recover(g: Any, h: int, n: int, why: str = "") -> int:
    """Hero `h` removes up to `n` damage tokens; returns how many."""
    rec = g.s["heroes"][h]
    got = min(n, rec["dmg"])
    if got:
        rec["dmg"] -= got
        g.log("recover", f"{g.hname(h)} recovers {got}{' (' + why + ')' if why else ''}: "
              f"{rec['dmg']}/{health(g, h)}.", hero=h, amount=got)
    return got


def empower(g: Any, h: int) -> None:
    """The hero becomes empowered (one token at most)."""
    rec = g.s["heroes"][h]
    if not rec["emp"] and not rec["down"] and not rec["out"]:
        rec["emp"] = True
        g.log("empower", f"{g.hname(h)} becomes empowered.", hero=h)


def defeat(g: Any, h: int) -> None:
    """The rulebook's five steps when a hero is defeated; a hero already on the shattered side is
    eliminated instead of replaced."""
    s, book = g.s, g.book
    rec = s["heroes"][h]
    name = g.hname(h)
    g.log("defeat", f"{name} is defeated!", hero=h)
    add_threat(g, n_heroes(s), f"{name} defeated")
    # The hero's mission card and own support card go back to the box.
    if s["hm"] and s["hm"]["hero"] == h:
        s["hm"] = None
    rec["mission"] = "gone"
    rec["own"] = "gone"
    rec.update(dmg=0, emp=False, std=0, boost=0, space=None)
    if rec["shattered"]:
        rec["out"] = True
        g.log("eliminated", f"{name} was the last hero of that sheet: the player is eliminated.", hero=h)
        if all(x["out"] for x in s["heroes"]):
            lose(g, "fallen")
            return
        if not s["nem"]["show"] and s["deadline"] is None:
            s["deadline"] = s["round"] + 1
        return
    sheet = book.sheets[rec["sheet"]]
    other = sheet.heroes[1] if sheet.heroes[0] == rec["hero"] else sheet.heroes[0]
    rec["hero"] = other
    rec["shattered"] = True
    rec["down"] = True
    rec["tu"] = True
    g.log("replace", f"The sheet flips: {book.heroes[other].name} will take up the mantle next hero phase, "
          f"with the shattered {book.aspects[rec['aspect']].name} aspect and a ready team-up card.", hero=h)
