"""Marvel D.A.G.G.E.R.: cooperative, on the world-map view."""

from game.catalog import GameSpec

GAME = GameSpec(
    id="dagger",
    title="Marvel D.A.G.G.E.R.",
    view="world_map",
    min_seats=1,
    max_seats=5,
    blurb="Heroes together against a nemesis, racing the threat track around the world.",
    accent=(220, 150, 40),
)
