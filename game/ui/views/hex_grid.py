"""The base of the hex-grid view (Heroscape): a staggered Tiled map with heights, pan and zoom.

Cells are shaded by elevation (higher is lighter) and carry their level
number, so height reads at a glance; a game's view adds figures and overlays.
"""

from __future__ import annotations

import pygame

from game.core.hexgrid import Hex
from game.core.maps import BoardMap
from game.ui import draw as dr
from game.ui.hex_layout import Layout
from game.ui.views.base import Marks
from game.ui.views.camera import MapView

TERRAIN_COLOURS = {
    "grass": (74, 128, 66), "rock": (128, 120, 110), "sand": (196, 170, 110), "water": (52, 110, 190),
    "concrete": (150, 150, 156), "asphalt": (70, 72, 80), "lava": (210, 80, 30), "ice": (190, 220, 235),
    "road": (110, 110, 116), "swamp": (90, 110, 70),
}


def terrain_colour(terrain: str | None, elevation: int) -> tuple[int, int, int]:
    """A terrain's colour, lighter the higher the cell stands."""
    base = TERRAIN_COLOURS.get(terrain or "", (120, 120, 130))
    k = min(60, elevation * 9)
    return tuple(min(255, c + k) for c in base)  # type: ignore[return-value]


class HexGridView(MapView):
    """Base for hex boards: layout, camera, cells with heights, hit testing by hex."""

    HEX_SIZE = 30.0  # world units

    def __init__(self, game, theme, names) -> None:
        super().__init__(game, theme, names)
        self.board: BoardMap | None = None

    @property
    def layout(self) -> Layout:
        """The hex layout in world units (the camera scales it)."""
        pointy = self.board is None or (self.board.stagger_axis or "y") == "y"
        return Layout(self.HEX_SIZE, (0.0, 0.0), pointy)

    def screen_layout(self) -> Layout:
        """The hex layout on screen now."""
        lay = self.layout
        return Layout(lay.size * self.camera.zoom, (self.camera.offset.x, self.camera.offset.y), lay.pointy)

    def set_board(self, board: BoardMap) -> None:
        """The map to draw."""
        self.board = board

    def world_rect(self) -> pygame.Rect:
        """The world-space bounds of the board."""
        if self.board is None or not self.board.cells:
            return pygame.Rect(0, 0, 1, 1)
        pts = [self.layout.to_pixel(self.board.hex_of(c, r)) for (c, r) in self.board.cells]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        s = self.HEX_SIZE
        return pygame.Rect(int(min(xs) - s), int(min(ys) - s), int(max(xs) - min(xs) + 2 * s),
                           int(max(ys) - min(ys) + 2 * s))

    def draw_cells(self, surface: pygame.Surface, marks: Marks) -> None:
        """Every cell, shaded by terrain and height, with its level number and hit region."""
        if self.board is None:
            return
        self.fit_once(id(self.board), self.world_rect())
        lay = self.screen_layout()
        f = self.theme.font(max(7, 10 * self.camera.zoom), True)
        order = sorted(self.board.cells.values(), key=lambda c: (c.elevation, c.row, c.col))
        for cell in order:
            h = self.board.hex_of(cell.col, cell.row)
            pts = lay.corners(h, 0.97)
            pygame.draw.polygon(surface, terrain_colour(cell.terrain, cell.elevation), pts)
            pygame.draw.polygon(surface, (30, 30, 36), pts, 1)
            ref = f"hex:{h.key()}"
            self.region(pts, ref)
            colour = self.mark_colour(ref, marks)
            if colour:
                pygame.draw.polygon(surface, colour, lay.corners(h, 0.85), max(2, self.theme.px(3)))
            if lay.size > 14:
                cx, cy = lay.to_pixel(h)
                dr.text(surface, str(cell.elevation), f, (20, 20, 24), (cx, cy + lay.size * 0.45), anchor="midbottom")

    def hex_at(self, pos: tuple[int, int]) -> Hex:
        """The hex under a screen position."""
        return self.screen_layout().from_pixel(*pos)
