"""The base of the square-grid view (Strike Teams): map tiles on a grid, walls on edges, pan and zoom."""

from __future__ import annotations

import pygame

from game.core.maps import BoardMap
from game.ui.views.base import Marks
from game.ui.views.camera import MapView
from game.ui.views.hex_grid import terrain_colour


class SquareGridView(MapView):
    """Base for square boards: camera, cells with hit regions, wall edges."""

    CELL = 40.0  # world units

    def __init__(self, game, theme, names) -> None:
        super().__init__(game, theme, names)
        self.board: BoardMap | None = None

    def cell_rect(self, col: int, row: int) -> pygame.Rect:
        """A cell's rectangle on screen."""
        x, y = self.camera.to_screen(col * self.CELL, row * self.CELL)
        size = self.CELL * self.camera.zoom
        return pygame.Rect(int(x), int(y), int(size) + 1, int(size) + 1)

    def draw_cells(self, surface: pygame.Surface, marks: Marks) -> None:
        """Every cell coloured by terrain, with its hit region and highlight."""
        if self.board is None:
            return
        self.fit_once(id(self.board), pygame.Rect(0, 0, int(self.board.width * self.CELL),
                                                  int(self.board.height * self.CELL)))
        for (col, row), cell in self.board.cells.items():
            r = self.cell_rect(col, row)
            pygame.draw.rect(surface, terrain_colour(cell.terrain, cell.elevation), r)
            pygame.draw.rect(surface, (30, 30, 36), r, 1)
            ref = f"cell:{col},{row}"
            self.region(r, ref)
            colour = self.mark_colour(ref, marks)
            if colour:
                pygame.draw.rect(surface, colour, r.inflate(-4, -4), max(2, self.theme.px(3)))
