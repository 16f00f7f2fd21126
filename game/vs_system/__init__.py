"""Vs. System 2PCG: The MCU Battles, on the card-table view."""

from game.catalog import GameSpec

GAME = GameSpec(
    id="vs_system",
    title="Vs. System 2PCG: The MCU Battles",
    view="card_table",
    min_seats=2,
    max_seats=4,
    blurb="Main characters level up while supporting characters and plot twists battle across the rows.",
    accent=(60, 110, 210),
)
