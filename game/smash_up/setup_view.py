"""What Smash Up's setup screen shows: the factions as cards to pick two per player.

Pure data for the shared pickers (game/ui/pickers.py): no pygame here.
"""

from __future__ import annotations

from typing import Any

from game.catalog import PickItem, SetupField
from game.core.content import Content


def faction_items(content: Content) -> list[PickItem]:
    """Each faction as a card: its colour, name, a one-line blurb and how hard it is to play."""
    return [PickItem(f.id, f.name, tuple(f.colour), f.blurb or f.text, (f"Complexity: {f.complexity.lower()}",))
            for f in sorted(content.all("factions"), key=lambda f: f.name.lower())]


def setup_field(content: Content, name: str, setup: dict[str, Any]) -> SetupField | None:
    """The faction picker; other options are shown as declared."""
    if name == "factions":
        return SetupField(items=faction_items(content), per_seat=2, modes=[
            (None, "Random", "each player is dealt two factions at random when the game starts."),
            ("draft", "Draft", "at the start, players take one faction at a time, round the table and back."),
        ])
    return None
