"""What the setup screen shows for Vs. System: the formats the seats allow, and the main characters as
cards, one per seat. Pure data for the shared pickers (game/ui/pickers.py): no pygame here."""

from __future__ import annotations

from typing import Any

from game.catalog import PickItem, SetupField
from game.core.content import Content

from .formats import FORMATS, SEATS, default_format


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


def setup_field(content: Content, name: str, setup: dict[str, Any]) -> SetupField | None:
    """The format allowed by the number of seats, and the main-character picker."""
    seats = len(setup.get("seats") or [])
    if name == "format":
        allowed = [f for f in FORMATS if SEATS[f][0] <= seats <= SEATS[f][1]]
        return SetupField(allowed=allowed, default=default_format(seats) if seats else None)
    if name == "teammate_recruit":
        return SetupField(shown=(setup.get("options") or {}).get("format") == "2v2")
    if name == "mains":
        return SetupField(items=main_items(content), per_seat=1, modes=[
            (None, "Random", "each player gets a random main character of their deck's team.")])
    return None
