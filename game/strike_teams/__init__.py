"""Marvel Strike Teams, on the square-grid view."""

from game.catalog import GameSpec

GAME = GameSpec(
    id="strike_teams",
    title="Marvel Strike Teams",
    view="square_grid",
    min_seats=2,
    max_seats=5,
    blurb="A Mastermind against a team of heroes, mission after mission across map tiles.",
    accent=(150, 80, 190),
)
