"""What the setup screen shows for Vs. System: the formats the seats allow (in words), each seat's
deck and main character as cards in their team's colour (the box's decks and the player's own; one
deck or main character may serve several seats), and a button to the deck builder. Pure data for
the shared pickers (game/ui/pickers.py): no pygame here."""

from __future__ import annotations

from typing import Any

from game.catalog import PickItem, SetupField
from game.core.content import Content

from .formats import FORMATS, SEATS, default_format

GREY = (110, 110, 130)


def main_items(content: Content) -> list[PickItem]:
    """Each main character as a card: its team's colour, how it plays, its level 1 numbers."""
    teams = {t.id: t for t in content.all("teams")}
    out = []
    for m in content.all("main_characters"):
        first = content.get("cards", m.levels[0])
        lines = (f"{teams[m.team].name}", f"Level 1: {first.atk} ATK / {first.def_} DEF, health {first.health}",
                 f"{len(m.levels)} levels" + (" (Ultron Facility)" if m.facility else ""))
        out.append(PickItem(m.id, m.name, tuple(teams[m.team].colour), m.text, lines))
    return out


def _make_up(content: Content, cards: dict[str, int]) -> str:
    """"60 cards: 32 characters, 12 plot twists, 16 locations"."""
    kinds = {"supporting_character": 0, "plot_twist": 0, "location": 0, "equipment": 0}
    for cid, n in cards.items():
        if content.has("cards", cid):
            t = content.get("cards", cid).type
            kinds[t] = kinds.get(t, 0) + n
    words = [f"{kinds['supporting_character']} characters", f"{kinds['plot_twist']} plot twists",
             f"{kinds['location']} locations"] + ([f"{kinds['equipment']} equipment"] if kinds["equipment"] else [])
    return f"{sum(cards.values())} cards: " + ", ".join(words)


def deck_items(content: Content) -> list[PickItem]:
    """The box's decks, then the player's own (from the deck folder), as cards."""
    from .deck_files import playable
    teams = {t.id: t for t in content.all("teams")}
    mains = {m.id: m for m in content.all("main_characters")}
    out = []
    for d in content.all("decks"):
        colour = tuple(teams[d.team].colour) if d.team in teams else GREY
        main = mains[d.main].name if d.main in mains else d.main
        out.append(PickItem(d.id, d.name, colour, d.text, (f"Comes with {main}", _make_up(content, dict(d.cards)))))
    for d in playable(content):
        m = mains.get(d.main)
        colour = tuple(teams[m.team].colour) if m is not None and m.team in teams else GREY
        out.append(PickItem(d.option, d.name, colour, "Your deck (from your deck folder).",
                            (f"Main character: {m.name if m else d.main}", _make_up(content, d.cards))))
    return out


def setup_field(content: Content, name: str, setup: dict[str, Any]) -> SetupField | None:
    """The formats the number of seats allows, and the deck and main-character pickers."""
    seats = len(setup.get("seats") or [])
    if name == "format":
        allowed = [f for f in FORMATS if SEATS[f][0] <= seats <= SEATS[f][1]]
        return SetupField(allowed=allowed, default=default_format(seats) if seats else None)
    if name in ("deck", "main"):  # the command line's one-word spellings of decks and mains
        return SetupField(shown=False)
    if name == "teammate_recruit":
        return SetupField(shown=(setup.get("options") or {}).get("format") == "2v2")
    if name == "decks":
        return SetupField(items=deck_items(content), per_seat=1, shared=True, modes=[
            (None, "By team", "the Heroes starter for the first team, the Villains starter for the other.")],
            actions=[("Open the deck builder", "game.vs_system.view_deck_builder:open_from_setup")])
    if name == "mains":
        return SetupField(items=main_items(content), per_seat=1, shared=True, modes=[
            (None, "Random", "each player gets a random main character of their deck's team (a deck of your "
                             "own: its main character).")])
    return None
