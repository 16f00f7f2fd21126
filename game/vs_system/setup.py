"""Setting up the game (rulebook: Setting Up the Game).

A player picked at random chooses who goes first. Starting with the first player, each puts their
level 1 main character into their front or back row, the next level beside it for all to see (an
Ultron player: one level 1 Ultron, the other five in the face-up Ultron Facility). Each player
shuffles their 60 cards and draws seven; then, starting with the first player, each may mulligan
once: the hand is shuffled back and seven new cards drawn. A deck with Mandarin brings the face-down
Behind the Camera pile (its cards' box copies: two Trevor Slattery and The Ten Rings).
"""

from __future__ import annotations

from typing import Any

from game.core import rng
from game.core.decisions import decision, option
from game.core.errors import IllegalChoice

from .engine import G, task
from .formats import first_draws
from .hand import draw
from .table import new_card


def player_record() -> dict[str, Any]:
    """An empty player."""
    return {"deck": [], "hand": [], "ko": [], "res": [], "gone": [], "facility": [], "btc": [], "night": [],
            "aside": None, "xp": 0, "mc": "", "deck_id": "", "out": False, "facility_mc": False, "mull": False}


def build_player(g: G, seat: int, deck_id: str, main_id: str, cards: dict[str, int] | None = None) -> str:
    """Make `seat`'s cards: the main character's levels and the 60 (`cards`, else the deck's);
    returns the level 1 main to place."""
    book = g.book
    s = g.s
    p = s["players"][seat]
    p["mc"] = main_id
    p["deck_id"] = deck_id
    mc = book.mains[main_id]
    counts = list(mc.copies) or [1] * len(mc.levels)
    made: list[list[str]] = [[new_card(s, cid, seat) for _ in range(k)] for cid, k in zip(mc.levels, counts)]
    first = made[0][0]
    if mc.facility:
        p["facility_mc"] = True
        p["facility"] = [u for level in made for u in level if u != first]
    elif len(made) > 1:
        p["aside"] = made[1][0]
    if cards is None:
        cards = dict(book.decks[deck_id].cards)
    for cid, k in cards.items():
        for _ in range(k):
            p["deck"].append(new_card(s, cid, seat))
    if any("hidden_identity" in book.defs[cid].statics for cid in cards):
        for d in book.defs.values():
            if "behind_the_camera" in d.keywords:
                p["btc"] += [new_card(s, d.id, seat) for _ in range(d.box)]
    return first


@task("choose_first")
def _choose_first(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    if picks is not None:
        first = picks[0]["data"]["seat"]
        g.log("first", f"{g.who(t['seat'])} chooses {g.who(first)} to go first.", seat=first)
        s["first"] = first
        s["first_draw"] = first_draws(s["opts"]["format"], first, s["seats"])
        n = s["seats"]
        order = [(first + k) % n for k in range(n)]
        g.push({"op": "mulligans", "order": order, "i": 0})
        g.push({"op": "deal"})
        g.push({"op": "place_mains", "order": order, "i": 0})
        return
    seat = t["seat"]
    opts = [option(f"f{i}", "I go first" if i == seat else f"{g.who(i)} goes first", [f"seat:{i}"], seat=i)
            for i in range(s["seats"])]
    g.ask(t, decision(seat, "first_player", "You were picked at random: choose who goes first.", opts,
                      public_prompt=f"{g.who(seat)} chooses who goes first."))


@task("place_mains")
def _place_mains(g: G, t: dict[str, Any], picks) -> None:
    from .appear import enter_play
    s = g.s
    if picks is not None:
        seat = t["order"][t["i"]]
        enter_play(g, t["uid"], seat, picks[0]["data"]["row"], main=True, how="place")
        t["i"] += 1
    while t["i"] < len(t["order"]):
        seat = t["order"][t["i"]]
        uid = s["place"][str(seat)]
        t["uid"] = uid
        name = g.name(uid)
        opts = [option(row, f"Put {name} in your {row} row", [f"row:{s['side'][seat]}:{row}"], row=row)
                for row in ("front", "back")]
        g.ask(t, decision(seat, "place_main", f"Place your main character, {name}.", opts,
                          public_prompt=f"{g.who(seat)} places their main character."))
        return
    s.pop("place", None)


@task("deal")
def _deal(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    for seat in range(s["seats"]):
        p = s["players"][seat]
        rng.shuffle(s, p["deck"], g.events, f"{g.who(seat)}'s deck")
        if p["btc"]:
            rng.shuffle(s, p["btc"], g.events, f"{g.who(seat)}'s Behind the Camera pile")
        draw(g, seat, 7)


@task("mulligans")
def _mulligans(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    if picks is not None:
        seat = t["order"][t["i"]]
        p = s["players"][seat]
        if picks[0]["id"] == "mulligan":
            p["mull"] = True
            p["deck"].extend(p["hand"])
            p["hand"] = []
            g.log("mulligan", f"{g.who(seat)} mulligans.", seat=seat)
            rng.shuffle(s, p["deck"], g.events, f"{g.who(seat)}'s deck")
            draw(g, seat, 7)
        else:
            g.log("keep", f"{g.who(seat)} keeps their hand.", seat=seat)
        t["i"] += 1
    if t["i"] < len(t["order"]):
        seat = t["order"][t["i"]]
        opts = [option("keep", "Keep this hand"),
                option("mulligan", "Mulligan: shuffle this hand into your deck and draw seven new cards "
                                   "(only once)")]
        g.ask(t, decision(seat, "mulligan", "Your opening hand: keep it or mulligan?", opts,
                          public_prompt=f"{g.who(seat)} looks at their opening hand."))
        return
    from .turn import begin_turn
    begin_turn(g, s["first"], 1)


class Listed:
    """A deck written out in the setup (``deck_lists``: a deck built in the deck builder), read like
    a content deck: any main character may lead it; "random" gives it its own."""

    def __init__(self, key: str, raw: Any) -> None:
        if not isinstance(raw, dict) or not isinstance(raw.get("cards"), dict) or \
                not isinstance(raw.get("main"), str):
            raise IllegalChoice(f"deck_lists: {key!r} needs a main character and its cards.")
        self.id = key
        self.name = str(raw.get("name") or key)
        self.team = None
        self.main = raw["main"]
        self.cards = {str(k): v for k, v in raw["cards"].items()}


def deck_lists(value: Any) -> dict[str, Listed]:
    """The written-out decks of the setup by the name the ``decks`` option gives them."""
    if not value:
        return {}
    if not isinstance(value, dict):
        raise IllegalChoice("deck_lists maps deck names to decks.")
    return {str(k): Listed(str(k), v) for k, v in value.items()}


def parse_list(value: Any, n: int, what: str, known: list[str]) -> list[str] | None:
    """A per-seat list option ("a,b"); None when not given. One value serves every seat."""
    if value in (None, "", "random"):
        return None
    parts = [p.strip() for p in str(value).split(",")] if isinstance(value, str) else list(value)
    if len(parts) == 1:
        parts = parts * n
    if len(parts) != n:
        raise IllegalChoice(f"{what} needs one value per seat ({n}), not {len(parts)}.")
    for p in parts:
        if p != "random" and p not in known:
            raise IllegalChoice(f"{what}: unknown {p!r}; known: {', '.join(known)}.")
    return parts
