"""Smash Up: Marvel, on the card-table view."""

from game.catalog import GameSpec

GAME = GameSpec(
    id="smash_up",
    title="Smash Up: Marvel",
    view="card_table",
    min_seats=2,
    max_seats=4,
    blurb="Two factions shuffled into one deck: break bases with your characters and actions; first to 15 VP.",
    accent=(220, 50, 50),
)
