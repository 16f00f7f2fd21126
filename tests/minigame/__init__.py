"""Number Duel: a tiny test-only game that exercises the whole platform.

It is not shipped as a game. It has hidden hands, a shuffled deck, die rolls,
a "may" question and a multi-pick discard, so the conformance test, saves,
undo, replay, hand-over and views all have something real to work on.

Rules: each seat is dealt 3 cards. On your turn, play a card from your hand
(score its value), draw a card, or roll the die (a 6 scores 3, a 1 loses your
lowest card). After playing a card worth 5 or more you may draw a card. A
hand over 4 cards must discard down to 4 (pick the cards). The first to 15
wins; when the deck and all hands run out, the highest score wins (a tie is
a draw).
"""

from pathlib import Path

from pydantic import Field

from game.catalog import GameSpec
from game.core.content import ContentSpec, Entry, Kind
from game.core.maps import MapSpec
from game.core.players import PlayerRegistry

HERE = Path(__file__).parent


class NumberCard(Entry):
    """A numbered card of the duel deck."""

    name: str = Field(description="Name shown on the card.")
    value: int = Field(ge=0, le=9, description="Points scored when played.")
    copies: int = Field(default=1, ge=1, le=8)


def content_spec() -> ContentSpec:
    return ContentSpec(
        game="number_duel",
        kinds={"cards": Kind("cards", NumberCard, count=lambda cs: sum(c.copies for c in cs))},
        maps=MapSpec("hexagonal", tile_layers=("terrain",), object_layers=("zones",),
                     tile_properties={"terrain": str, "elevation": int}, count_as="arenas"),
    )


def _rules(content):
    from .rules import NumberDuel
    return NumberDuel(content)


def _players():
    from game.core.search import SearchPlayer

    from .players import GreedyPlayer
    from .search import DuelHooks
    return PlayerRegistry({"computer": lambda rules, seat: GreedyPlayer(),
                           "computer:hard": lambda rules, seat: SearchPlayer(rules, DuelHooks(rules), GreedyPlayer(),
                                                                            iterations=60)})


GAME = GameSpec(
    id="number_duel", title="Number Duel (test game)", view="card_table", min_seats=2, max_seats=3,
    blurb="A test-only duel of numbered cards.", status="playable", content=content_spec,
    rules=_rules, players=_players, view_class="tests.minigame.view:NumberDuelView",
    data_folder=HERE / "data", map_folder=HERE / "maps",
)
