"""The base of the world-map view (D.A.G.G.E.R.): locations and links over a drawn map, pan and zoom."""

from __future__ import annotations

import pygame

from game.ui import draw as dr
from game.ui import theme as th
from game.ui.views.base import Marks
from game.ui.views.camera import MapView


class WorldMapView(MapView):
    """Base for world maps: locations as named points joined by links."""

    def __init__(self, game, theme, names) -> None:
        super().__init__(game, theme, names)
        self.world = pygame.Rect(0, 0, 1600, 900)

    def draw_location(self, surface: pygame.Surface, lid: str, name: str, pos: tuple[float, float],
                      marks: Marks, colour=th.GOLD) -> None:
        """A location dot with its name and hit region."""
        x, y = self.camera.to_screen(*pos)
        r = max(6, int(10 * self.camera.zoom))
        ref = f"loc:{lid}"
        pygame.draw.circle(surface, colour, (int(x), int(y)), r)
        pygame.draw.circle(surface, (20, 20, 20), (int(x), int(y)), r, 2)
        hl = self.mark_colour(ref, marks)
        if hl:
            pygame.draw.circle(surface, hl, (int(x), int(y)), r + self.theme.px(4), self.theme.px(3))
        dr.text(surface, name, self.theme.font(12, True), th.TEXT, (int(x), int(y) + r + 2), anchor="midtop",
                shadow=True)
        self.region(pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r), ref)

    def draw_link(self, surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float]) -> None:
        """A route between two locations."""
        pygame.draw.line(surface, th.LINE, self.camera.to_screen(*a), self.camera.to_screen(*b), 2)
