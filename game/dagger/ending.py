"""Winning and losing: everyone together (the game is cooperative).

The heroes win the moment the nemesis is beaten in the final showdown; they lose the moment threat
reaches the end of its track, every base is overrun, every hero is defeated on the shattered side,
an event cannot be drawn, or the hero phase after an elimination ends before the showdown began.
"""

from __future__ import annotations

from typing import Any

from game.core.rules import finish

from .board import space_name

LOSSES = {
    "threat": "Threat reached {limit}: the nemesis wins.",
    "overrun": "Every base is overrun: the nemesis wins.",
    "fallen": "Every hero has fallen: the nemesis wins.",
    "events": "No event is left to draw: time has run out and the nemesis wins.",
    "deadline": "The final showdown did not begin in time after a hero was eliminated: the nemesis wins.",
}


def lose(g: Any, why: str) -> None:
    """The heroes lose (all seats)."""
    s = g.s
    if s["result"] is not None:
        return
    s["phase"] = "over"
    s["lost"] = why
    finish(s, g.events, [], LOSSES[why].format(limit=g.book.threat_loss) + _when(g), scores=standings(g))


def win(g: Any) -> None:
    """The heroes win (all seats)."""
    s = g.s
    if s["result"] is not None:
        return
    s["phase"] = "over"
    finish(s, g.events, list(range(s["seats"])),
           f"{g.nname()} is defeated in the final showdown: the heroes win!" + _when(g), scores=standings(g))


def standings(g: Any) -> list[str]:
    """Each seat's line on the results: how its heroes ended (a solo player has two), so the team
    sees who carried the wounds and whose hero mission got done."""
    s, book = g.s, g.book
    lines: list[list[str]] = [[] for _ in range(s["seats"])]
    for h in s["heroes"]:
        hero = book.heroes[h["hero"]]
        head = hero.name
        if h["out"]:
            words = "eliminated"
        elif h["down"]:
            words = "defeated"
        else:
            words = f"{hero.health - h['dmg']}/{hero.health} health in {space_name(book, s, h['space'])}"
        if h["shattered"] and not h["out"]:
            words += ", shattered"
        if h["mission"] == "done":
            words += ", hero mission done"
        lines[h["seat"]].append(f"{head}: {words}")
    return ["; ".join(parts) for parts in lines]


def _when(g: Any) -> str:
    """When it ended, for the results: the round and where the threat stood."""
    s = g.s
    return f" (round {s['round']}, threat {s['threat']} of {g.book.threat_loss})"
