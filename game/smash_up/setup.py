"""Setup: factions (given, dealt at random, or a snake draft), decks, bases, mulligans.

Rulebook "Setup": each player takes two different factions (40 cards),
players + 1 bases are laid out, each player draws five; a player whose
opening hand holds no character may show it and draw a new five (the old
hand is shuffled back) and must keep the second hand.
"""

from __future__ import annotations

from typing import Any

from game.core import rng
from game.core.decisions import decision, option, yes_no
from game.core.errors import IllegalChoice

from .engine import G, task
from .table import draw


def snake_order(seats: int, first: int) -> list[int]:
    """Formal draft pick order: clockwise from `first`, then back (A B C C B A)."""
    one = [(first + k) % seats for k in range(seats)]
    return one + list(reversed(one))


def parse_factions(spec: str, seats: int, known: list[str]) -> list[list[str]]:
    """The `factions` option: comma-separated ids, two per seat in seat order."""
    ids = [x.strip() for x in spec.split(",") if x.strip()]
    if len(ids) != 2 * seats:
        raise IllegalChoice(f"Give two factions per player ({2 * seats} ids), not {len(ids)}.", rule="Setup")
    for f in ids:
        if f not in known:
            raise IllegalChoice(f"Unknown faction {f!r}; factions: {', '.join(known)}.", rule="Setup")
    if len(set(ids)) != len(ids):
        raise IllegalChoice("Each faction can be taken by only one player, and a player needs two different ones.",
                            rule="Setup")
    return [ids[2 * i:2 * i + 2] for i in range(seats)]


def deal_factions(s: dict[str, Any], known: list[str]) -> list[list[str]]:
    """Two random different factions per player, through the seeded generator."""
    pool = list(known)
    out = []
    for _ in range(s["seats"]):
        pair = []
        for _k in range(2):
            pair.append(pool.pop(rng.below(s, len(pool))))
        out.append(pair)
    return out


def build_decks(g: G, factions: list[list[str]]) -> None:
    """Card instances for each player's two factions, shuffled into 40-card decks."""
    s = g.s
    n = 0
    for seat, pair in enumerate(factions):
        p = s["players"][seat]
        p["factions"] = list(pair)
        for f in pair:
            for d in g.book.faction_cards[f]:
                for _ in range(d.copies):
                    uid = f"c{n}"
                    n += 1
                    s["cards"][uid] = [d.id, seat]
                    p["deck"].append(uid)
        rng.shuffle(s, p["deck"], g.events, f"{g.who(seat)}'s deck")


def deal_hands(g: G) -> None:
    """Five cards each, then the mulligan offers."""
    s = g.s
    for seat in range(s["seats"]):
        draw(s, seat, 5, g.events, g.name)
    g.push({"op": "mulligan", "seat": 0})


def has_character(g: G, seat: int) -> bool:
    """Whether a hand holds a character."""
    return any(g.d(u).type == "character" for u in g.s["players"][seat]["hand"])


@task("mulligan")
def _mulligan(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    if picks is not None:
        seat = t["seat"]
        if picks[0]["id"] == "yes":
            p = s["players"][seat]
            old = p["hand"]
            p["hand"] = []
            g.log("mulligan", f"{g.who(seat)} shows a hand with no characters and draws a new one.", seat=seat,
                  cards=old)
            draw(s, seat, 5, g.events, g.name)
            p["deck"].extend(old)
            rng.shuffle(s, p["deck"], g.events, f"{g.who(seat)}'s deck")
        t["seat"] += 1
    while t["seat"] < s["seats"]:
        seat = t["seat"]
        if not has_character(g, seat):
            g.ask(t, yes_no(seat, "Your hand has no characters: show it and draw a new hand? (You must keep the next.)",
                            kind="mulligan", yes="Draw a new hand", no="Keep this hand",
                            public_prompt=f"{g.who(seat)} may take a new hand."))
            return
        t["seat"] += 1


@task("draft")
def _draft(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    if picks is not None:
        seat = t["order"][t["i"]]
        f = picks[0]["data"]["faction"]
        t["pool"].remove(f)
        t["picked"][seat].append(f)
        g.log("draft", f"{g.who(seat)} takes {g.book.factions[f].name}.", seat=seat, faction=f)
        t["i"] += 1
    if t["i"] >= len(t["order"]):
        build_decks(g, t["picked"])
        deal_hands(g)
        return
    seat = t["order"][t["i"]]
    opts = [option(f"f:{f}", f"Take {g.book.factions[f].name}", [f"faction:{f}"], faction=f) for f in t["pool"]
            if f not in t["picked"][seat]]
    g.ask(t, decision(seat, "draft", "Choose a faction.", opts, public_prompt=f"{g.who(seat)} is choosing a faction."))
