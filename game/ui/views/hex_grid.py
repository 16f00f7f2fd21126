"""The base of the hex-grid view (Heroscape): a staggered Tiled map with heights, pan and zoom.

Cells are shaded by elevation (higher is lighter). Rulers along the board's edges
name the columns (letters, across the top and bottom) and rows (numbers, down both
sides), so a space named "C7" in a prompt or the log can be found; the rulers stay
in their strips while the board pans and zooms under them. A number inside a hex
(its level, a move cost) is drawn only at a size a player can read, and never on top
of another.
"""

from __future__ import annotations

from typing import Callable, Iterable

import pygame

from game.core.hexgrid import Hex
from game.core.maps import BoardMap
from game.ui import audit
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.hex_layout import Layout, offset_to_hex
from game.ui.views.base import Marks
from game.ui.views.camera import MapView
from game.ui.views.rulers import RULER_BG, Rulers, default_column_name

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


class TextImages:
    """Rendered texts kept for reuse (a board draws the same numbers and letters every frame),
    drawn and told to the text audit as `draw.text` does."""

    def __init__(self) -> None:
        self._images: dict[tuple, pygame.Surface] = {}

    def draw(self, surface: pygame.Surface, s: str, f: pygame.font.Font, colour, pos, *, anchor: str = "topleft",
             shadow: bool = False, role: str = "label") -> pygame.Rect:
        key = (s, f, tuple(colour), shadow)  # the font itself, not its id: kept alive, never mistaken
        img = self._images.get(key)
        if img is None:
            if len(self._images) > 4000:
                self._images.clear()
            face = f.render(s, True, colour)
            img = pygame.Surface((face.get_width() + 1, face.get_height() + 1), pygame.SRCALPHA)
            if shadow:
                img.blit(f.render(s, True, (0, 0, 0)), (1, 1))
            img.blit(face, (0, 0))
            self._images[key] = img
        rect = pygame.Rect(0, 0, img.get_width() - 1, img.get_height() - 1)
        setattr(rect, anchor, (int(pos[0]), int(pos[1])) if isinstance(pos, tuple) else pos)
        surface.blit(img, rect.topleft)
        if audit.on():
            audit.note(surface, s, s, dr.font_px(f), rect, role)
        return rect


class HexGridView(Rulers, MapView):
    """Base for hex boards: layout, camera, rulers, cells with heights, hit testing by hex."""

    HEX_SIZE = 30.0  # world units

    def __init__(self, game, theme, names) -> None:
        super().__init__(game, theme, names)
        self.board: BoardMap | None = None
        #: The part of the view the hexes are drawn in (inside the rulers).
        self.hex_area = pygame.Rect(0, 0, 10, 10)
        self.texts = TextImages()

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

    # -- rulers --------------------------------------------------------------------------
    def draw_rulers(self, surface: pygame.Surface, area: pygame.Rect, inner: pygame.Rect,
                    cells: Iterable[tuple[int, int]],
                    col_name: Callable[[int], str] = default_column_name,
                    row_name: Callable[[int], str] = lambda r: str(r + 1)) -> None:
        """Column names in the strips above and below `inner`, over each column's hexes (those of
        the even rows; odd rows sit half a hex to the right), and row names in the strips left and
        right of it. A name is left out when its neighbour would touch it (every other one is
        drawn when the board is zoomed far out) and when its column or row is panned out of view."""
        cells = list(cells)
        if not cells:
            return
        f = self.ruler_font()
        lay = self.screen_layout()
        strips = [pygame.Rect(area.left, area.top, area.width, inner.top - area.top),
                  pygame.Rect(area.left, inner.bottom, area.width, area.bottom - inner.bottom),
                  pygame.Rect(area.left, inner.top, inner.left - area.left, inner.height),
                  pygame.Rect(inner.right, inner.top, area.right - inner.right, inner.height)]
        for s in strips:
            pygame.draw.rect(surface, RULER_BG, s)
            audit.cover(surface, s)
        cols = sorted({c for c, _ in cells})
        rows = sorted({r for _, r in cells})
        col_x = {c: lay.to_pixel(offset_to_hex(c, 0, lay.pointy))[0] for c in cols}
        row_y = {r: lay.to_pixel(offset_to_hex(0, r, lay.pointy))[1] for r in rows}
        widest = max(f.size(col_name(c))[0] for c in cols)
        col_step = 1 if lay.size * 1.732 >= widest + self.theme.px(4) else 2
        row_step = 1 if lay.size * 1.5 >= f.get_height() else 2
        colour = th.TEXT_DIM
        for i, c in enumerate(cols):
            x = col_x[c]
            if i % col_step or not inner.left + widest / 2 <= x <= inner.right - widest / 2:
                continue
            self.texts.draw(surface, col_name(c), f, colour, (x, strips[0].centery), anchor="center")
            self.texts.draw(surface, col_name(c), f, colour, (x, strips[1].centery), anchor="center")
        half = f.get_height() / 2
        for i, r in enumerate(rows):
            y = row_y[r]
            if i % row_step or not inner.top + half <= y <= inner.bottom - half:
                continue
            self.texts.draw(surface, row_name(r), f, colour, (strips[2].centerx, y), anchor="center")
            self.texts.draw(surface, row_name(r), f, colour, (strips[3].centerx, y), anchor="center")

    # -- numbers inside hexes ---------------------------------------------------------------
    def number_font(self, size: float) -> pygame.font.Font | None:
        """The font for a number inside a hex of this on-screen size, or None when a readable
        number would not fit in half a hex (the hover still tells it)."""
        f = th.font(max(th.MIN_TEXT_PX, min(int(size * 0.5), self.theme.px(16))), True)
        return f if f.get_height() <= size * 0.85 else None

    def hex_numbers(self, surface: pygame.Surface, centre: tuple[float, float], size: float,
                    top: str | None, bottom: str | None, colours: tuple = ((255, 255, 255), (20, 20, 24))) -> None:
        """Up to two numbers in a hex: `top` (a move cost) in its upper half and `bottom` (its
        level) in the lower half, so they never cover each other; alone, a number is centred."""
        f = self.number_font(size)
        if f is None:
            return
        cx, cy = centre
        if top and bottom:
            self.texts.draw(surface, top, f, colours[0], (cx, cy + 1), anchor="midbottom", shadow=True, role="number")
            self.texts.draw(surface, bottom, f, colours[1], (cx, cy + 1), anchor="midtop", role="number")
        elif top:
            self.texts.draw(surface, top, f, colours[0], (cx, cy), anchor="center", shadow=True, role="number")
        elif bottom:
            self.texts.draw(surface, bottom, f, colours[1], (cx, cy), anchor="center", role="number")

    # -- a plain board (for games without their own cells) -------------------------------------
    def draw_cells(self, surface: pygame.Surface, marks: Marks) -> None:
        """Every cell, shaded by terrain and height, with its level number and hit region."""
        if self.board is None:
            return
        rows = max((r for _, r in self.board.cells), default=0) + 1
        self.hex_area = self.inside_rulers(self.rect, rows)
        self.fit_once(id(self.board), self.world_rect(), self.hex_area)
        lay = self.screen_layout()
        clip = surface.get_clip()
        surface.set_clip(self.hex_area)
        order = sorted(self.board.cells.values(), key=lambda c: (c.elevation, c.row, c.col))
        for cell in order:
            h = self.board.hex_of(cell.col, cell.row)
            pts = lay.corners(h, 0.97)
            pygame.draw.polygon(surface, terrain_colour(cell.terrain, cell.elevation), pts)
            pygame.draw.polygon(surface, (30, 30, 36), pts, 1)
            ref = f"hex:{h.key()}"
            if self.hex_area.collidepoint(lay.to_pixel(h)):
                self.region(pts, ref)
            colour = self.mark_colour(ref, marks)
            if colour:
                pygame.draw.polygon(surface, colour, lay.corners(h, 0.85), max(2, self.theme.px(3)))
            if self.hex_area.collidepoint(lay.to_pixel(h)):
                self.hex_numbers(surface, lay.to_pixel(h), lay.size, None, str(cell.elevation))
        surface.set_clip(clip)
        self.draw_rulers(surface, self.rect, self.hex_area, self.board.cells.keys())

    def hex_at(self, pos: tuple[int, int]) -> Hex:
        """The hex under a screen position."""
        return self.screen_layout().from_pixel(*pos)
