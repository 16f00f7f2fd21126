"""The hand: drawing, discarding, and what "playing a card" sets off.

A draw from an empty deck is skipped (rulebook: Running Out of Cards); a player whose side has a
working "you can't draw" (the Hulk's Rage Monster) draws nothing. Discarding is always from the
hand, to its owner's KO pile. Playing a card (a plot twist, a resource, a recruit, an equipment)
draws a card for a player under Iron Man's Arc Reactor this turn.
"""

from __future__ import annotations

from typing import Any

from game.core import cardzones
from game.core.decisions import decision, option

from .engine import G, task
from .stats import working
from .table import owner
from .wording import cards as cards_words, sentence


def cant_draw(g: G, seat: int) -> bool:
    """Whether a working power stops `seat` from drawing."""
    chars = g.s["ch"]
    return any(chars[u]["ctrl"] == seat and chars[u]["face"] == "up" for u in working(g.book, g.s, "you_cant_draw"))


def draw(g: G, seat: int, n: int) -> list[str]:
    """`seat` draws up to n cards; the cards drawn."""
    if n <= 0 or cant_draw(g, seat):
        return []
    p = g.s["players"][seat]
    got = cardzones.draw(p["deck"], p["hand"], n)
    if got:
        g.events.append(cardzones.draw_event(seat, g.who(seat), got, g.name) if g.words else "draw")
    return got


def discard(g: G, uid: str) -> None:
    """A card leaves its player's hand for its owner's KO pile."""
    s = g.s
    for i, p in enumerate(s["players"]):
        if uid in p["hand"]:
            p["hand"].remove(uid)
            s["players"][owner(s, uid)]["ko"].append(uid)
            if g.words:
                g.log("discard", sentence(f"{g.who(i)} discards {g.name(uid)}"), card=uid, seat=i)
            else:
                g.quiet("discard")
            return


def played(g: G, seat: int) -> None:
    """`seat` played a card: Arc Reactor draws one."""
    if seat in g.s["turn"]["dop"]:
        draw(g, seat, 1)


def discard_task(seat: int, n: int, chooser: int | None = None, filt: str | None = None) -> dict[str, Any]:
    """A task: `seat` discards n cards of its choice (or `chooser`'s choice, seeing the hand)."""
    return {"op": "discard", "seat": seat, "n": n, "by": seat if chooser is None else chooser, "f": filt}


@task("discard")
def _discard(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    hand = s["players"][t["seat"]]["hand"]
    if picks is not None:
        for o in picks:
            discard(g, o["data"]["uid"])
        return
    pool = [u for u in hand if t["f"] is None or (t["f"] == "non_character" and not g.d(u).is_char)]
    n = min(t["n"], len(pool))
    if n == 0:
        return
    if n == len(pool) and t["by"] == t["seat"]:
        for u in list(pool):
            discard(g, u)
        return
    opts = [option(f"h:{u}", f"Discard {g.name(u)}", [f"hand:{u}"], uid=u) for u in pool]
    whose = "your" if t["by"] == t["seat"] else f"{g.who(t['seat'])}'s"
    g.ask(t, decision(t["by"], "discard", f"Choose {cards_words(n)} to discard from {whose} hand.", opts,
                      min_picks=n, max_picks=n,
                      public_prompt=f"{g.who(t['by'])} chooses {cards_words(n)} to discard."))
