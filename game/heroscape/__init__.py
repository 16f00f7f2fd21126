"""Heroscape Marvel: The Conflict Begins, on the hex-grid view."""

from game.catalog import GameSpec

GAME = GameSpec(
    id="heroscape",
    title="Heroscape Marvel",
    view="hex_grid",
    min_seats=2,
    max_seats=2,
    blurb="Heroes and villains on a hex battlefield where height, line of sight and order markers decide.",
    accent=(70, 160, 80),
)
