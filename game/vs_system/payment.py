"""Paying a super power's power symbols with locations.

Each symbol is paid by one location: a face-up location in your Resource Row turned face down (it
stays face down, and still counts as a resource), or a location discarded from your hand. A basic
location pays its symbol; a special location pays any symbol of its team, but only for a power of
a character of that team. One location pays one symbol of one power (rulebook: Resources and
Locations).
"""

from __future__ import annotations

from typing import Any

#: A payer: ["res", uid] a face-up location in the Resource Row, ["hand", uid] one in hand
#: (lists, as they are kept in the state).
Payer = list


def pays(loc: Any, symbol: str, char: Any) -> bool:
    """Whether a location card can pay `symbol` for a power of character card `char`."""
    if symbol not in loc.provides:
        return False
    return not loc.teams or any(t in char.teams for t in loc.teams)


def payers(book: Any, s: dict[str, Any], seat: int, char: Any, exclude: list[Payer] = ()) -> list[Payer]:
    """Every location of `seat` that could pay some symbol for `char`'s powers."""
    p = s["players"][seat]
    cards = s["cards"]
    out: list[Payer] = []
    for uid, up in p["res"]:
        if up and book.defs[cards[uid][0]].type == "location" and ["res", uid] not in exclude:
            out.append(["res", uid])
    for uid in p["hand"]:
        if book.defs[cards[uid][0]].type == "location" and ["hand", uid] not in exclude:
            out.append(["hand", uid])
    return out


def can_pay(book: Any, s: dict[str, Any], seat: int, cost: list[str], char: Any,
            exclude: list[Payer] = ()) -> bool:
    """Whether `seat` can pay every symbol of `cost` for `char` (one location per symbol)."""
    if not cost:
        return True
    pool = [book.defs[s["cards"][u][0]] for _z, u in payers(book, s, seat, char, exclude)]
    if len(pool) < len(cost):
        return False
    return _match(list(cost), [(i, d) for i, d in enumerate(pool)], char)


def location_pool(book: Any, s: dict[str, Any], seat: int) -> list[Any]:
    """The location cards `seat` could pay with now (face up in the Resource Row, or in hand)."""
    cards = s["cards"]
    defs = book.defs
    places = book.locations
    p = s["players"][seat]
    out = [defs[cards[u][0]] for u, up in p["res"] if up and cards[u][0] in places]
    for u in p["hand"]:
        if cards[u][0] in places:
            out.append(defs[cards[u][0]])
    return out


def can_pay_from(cost: list[str], pool: list[Any], char: Any) -> bool:
    """Whether `cost` can be paid for `char` from a pool of location cards (location_pool)."""
    if not cost:
        return True
    if len(pool) < len(cost):
        return False
    if len(cost) == 1:  # the usual cost: any one location that pays the symbol
        sym = cost[0]
        for loc in pool:  # pays()
            if sym in loc.provides and (not loc.teams or any([t in char.teams for t in loc.teams])):
                return True
        return False
    return _match(list(cost), list(enumerate(pool)), char)


def _match(cost: list[str], pool: list[tuple[int, Any]], char: Any) -> bool:
    if not cost:
        return True
    sym = cost[0]
    for k, (_i, loc) in enumerate(pool):
        if pays(loc, sym, char) and _match(cost[1:], pool[:k] + pool[k + 1:], char):
            return True
    return False


def choices(book: Any, s: dict[str, Any], seat: int, cost: list[str], paid: list[Payer], char: Any) -> list[Payer]:
    """The payers for the next unpaid symbol that still leave the rest payable."""
    k = len(paid)
    sym = cost[k]
    rest = cost[k + 1:]
    out = []
    for z, u in payers(book, s, seat, char, paid):
        if pays(book.defs[s["cards"][u][0]], sym, char) and can_pay(book, s, seat, rest, char, paid + [[z, u]]):
            out.append([z, u])
    return out
