"""The base of the square-grid view (Strike Teams): map tiles on a grid, walls on edges, pan and zoom.

Rulers along the board's edges name the columns (letters, across the top and bottom) and rows
(numbers, down both sides), so a square named "C7" in a prompt or the log can be found; they
stay in their strips while the board pans and zooms under them. A number inside a square (a
move cost, a strength) is drawn only at a size a player can read and only when the whole
square is in view.
"""

from __future__ import annotations

from typing import Callable, Iterable

import pygame

from game.core.maps import BoardMap
from game.ui import theme as th
from game.ui.views.base import Marks
from game.ui.views.camera import MapView
from game.ui.views.hex_grid import TextImages, terrain_colour
from game.ui.views.rulers import RULER_BG, Rulers, default_column_name


class SquareGridView(Rulers, MapView):
    """Base for square boards: camera, rulers, cells with hit regions, numbers in cells."""

    CELL = 40.0  # world units

    def __init__(self, game, theme, names) -> None:
        super().__init__(game, theme, names)
        self.board: BoardMap | None = None
        #: The part of the view the squares are drawn in (inside the rulers).
        self.cell_area = pygame.Rect(0, 0, 10, 10)
        self.texts = TextImages()

    # -- geometry ------------------------------------------------------------------------------
    def cell_rect(self, col: int, row: int) -> pygame.Rect:
        """A cell's rectangle on screen (neighbours share their edge pixels)."""
        x0, y0 = self.camera.to_screen(col * self.CELL, row * self.CELL)
        x1, y1 = self.camera.to_screen((col + 1) * self.CELL, (row + 1) * self.CELL)
        return pygame.Rect(round(x0), round(y0), round(x1) - round(x0), round(y1) - round(y0))

    def cell_size(self) -> float:
        """A cell's side on screen, in pixels."""
        return self.CELL * self.camera.zoom

    def corner(self, col: int, row: int) -> tuple[int, int]:
        """The screen point of a grid corner (the top-left of cell col, row)."""
        x, y = self.camera.to_screen(col * self.CELL, row * self.CELL)
        return round(x), round(y)

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int]:
        """The cell under a screen position (it may lie off the board)."""
        x, y = self.camera.to_world(*pos)
        return int(x // self.CELL), int(y // self.CELL)

    def world_rect(self, cols: int, rows: int) -> pygame.Rect:
        """The world-space bounds of a board of cols x rows cells."""
        return pygame.Rect(0, 0, int(cols * self.CELL), int(rows * self.CELL))

    def in_view(self, rect: pygame.Rect) -> bool:
        """Whether a cell is wholly inside the drawing area (only then does it get numbers)."""
        return self.cell_area.contains(rect)

    # -- rulers --------------------------------------------------------------------------------
    def draw_rulers(self, surface: pygame.Surface, area: pygame.Rect, inner: pygame.Rect,
                    cells: Iterable[tuple[int, int]], col_name: Callable[[int], str] = default_column_name,
                    row_name: Callable[[int], str] = lambda r: str(r + 1)) -> None:
        """Column names in the strips above and below `inner`, row names left and right of it. A
        name is left out when it would touch the one drawn before it (every other row when the
        board is zoomed far out) and when its column or row is panned out of view."""
        cells = list(cells)
        if not cells:
            return
        f = self.ruler_font()
        strips = [pygame.Rect(area.left, area.top, area.width, inner.top - area.top),
                  pygame.Rect(area.left, inner.bottom, area.width, area.bottom - inner.bottom),
                  pygame.Rect(area.left, inner.top, inner.left - area.left, inner.height),
                  pygame.Rect(inner.right, inner.top, area.right - inner.right, inner.height)]
        from game.ui import audit
        for s in strips:
            pygame.draw.rect(surface, RULER_BG, s)
            audit.cover(surface, s)
        size = self.cell_size()
        cols = sorted({c for c, _ in cells})
        rows = sorted({r for _, r in cells})
        row_step = 1 if size >= f.get_height() else 2 if 2 * size >= f.get_height() else 3
        colour = th.TEXT_DIM
        gap = self.theme.px(4)
        # Each column's name in both strips where a square is wide enough for it; where it is not (the
        # two-letter names, "AA", "AB"), above and below by turns, so that every column is still named
        # once ("AA" above, "AB" below) rather than every other one left out. A name that would still
        # touch its neighbour in its strip is left out.
        clear = [float("-inf"), float("-inf")]
        names = [col_name(c) for c in cols]
        for k, c in enumerate(cols):
            x = self.camera.to_screen((c + 0.5) * self.CELL, 0)[0]
            half_w = f.size(names[k])[0] / 2
            if x - half_w < inner.left or x + half_w > inner.right:
                continue
            fits = [i for i in (0, 1) if x - half_w >= clear[i] + gap]
            # crowded: the next column's name would touch this one in the same strip
            nxt = f.size(names[k + 1])[0] / 2 if k + 1 < len(cols) else 0
            if fits and size < half_w + nxt + gap:
                fits = [min(fits, key=lambda i: clear[i])]  # the strip whose last name is further back
            for i in fits:
                clear[i] = x + half_w
                self.texts.draw(surface, names[k], f, colour, (x, strips[i].centery), anchor="center")
        half = f.get_height() / 2
        for r in rows:
            y = self.camera.to_screen(0, (r + 0.5) * self.CELL)[1]
            if r % row_step or not inner.top + half <= y <= inner.bottom - half:
                continue
            self.texts.draw(surface, row_name(r), f, colour, (strips[2].centerx, y), anchor="center")
            self.texts.draw(surface, row_name(r), f, colour, (strips[3].centerx, y), anchor="center")

    # -- numbers inside cells --------------------------------------------------------------------
    def number_font(self, size: float, share: float = 0.55) -> pygame.font.Font | None:
        """The font for a number taking `share` of a cell of this on-screen size, or None when a
        readable number would not fit (the hover still tells it)."""
        # Condensed bold: two digits at the readable 13 px fit a 17 px square (Strike Teams' 32-column
        # maps at 1280x720, whose strengths and move costs were not drawn at all).
        f = th.font(max(th.MIN_TEXT_PX, min(int(size * share), self.theme.px(16))), True, True)
        return f if f.get_height() <= size else None

    def cell_number(self, surface: pygame.Surface, rect: pygame.Rect, text: str, *, colour=(255, 255, 255),
                    anchor: str = "center", share: float = 0.55, shadow: bool = True) -> pygame.Rect | None:
        """A number in a cell (at its centre, or a corner: "topleft", "bottomright"...), when it
        fits readably and the cell is in view; its rectangle, or None when not drawn."""
        f = self.number_font(rect.height, share)
        if f is None or not self.in_view(rect):
            return None
        w, h = f.size(text)
        if w > rect.width:
            return None
        inset = rect.inflate(-2, -2)
        if h > inset.height:
            # A small square: the number fills it, centred, so that numbers in neighbouring squares (a
            # strength in one's corner, a move cost in the next one's) never touch and read as one
            inset, anchor = rect, "center"
        return self.texts.draw(surface, text, f, colour, getattr(inset, anchor), anchor=anchor, shadow=shadow,
                               role="number")

    # -- a plain board (for games without their own cells) -------------------------------------------
    def draw_cells(self, surface: pygame.Surface, marks: Marks) -> None:
        """Every cell coloured by terrain, with its hit region and highlight."""
        if self.board is None:
            return
        self.cell_area = pygame.Rect(self.rect)
        self.fit_once(id(self.board), self.world_rect(self.board.width, self.board.height))
        for (col, row), cell in self.board.cells.items():
            r = self.cell_rect(col, row)
            pygame.draw.rect(surface, terrain_colour(cell.terrain, cell.elevation), r)
            pygame.draw.rect(surface, (30, 30, 36), r, 1)
            ref = f"cell:{col},{row}"
            self.region(r, ref)
            colour = self.mark_colour(ref, marks)
            if colour:
                pygame.draw.rect(surface, colour, r.inflate(-4, -4), max(2, self.theme.px(3)))
