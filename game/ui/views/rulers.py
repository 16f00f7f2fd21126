"""Rulers around a grid board (square or hex): the strips of column letters and row numbers, and
what they take off the drawing area. Shared by the grid views, which place the names themselves."""

from __future__ import annotations

import pygame

from game.core.maps import column_letters

RULER_BG = (22, 27, 42)


default_column_name = column_letters  # what the rulers write above a column


class Rulers:
    """Mixin for a grid view with a `theme`: the rulers' font and the area they leave."""

    def ruler_font(self) -> pygame.font.Font:
        """The rulers' letters and numbers: readable, a little larger on a big window."""
        return self.theme.font(11, True)

    def inside_rulers(self, area: pygame.Rect, rows: int) -> pygame.Rect:
        """The part of `area` left for the cells once the rulers' strips are taken off."""
        f = self.ruler_font()
        side = f.size(str(max(1, rows)))[0] + self.theme.px(8)
        band = f.get_linesize() + self.theme.px(2)
        return pygame.Rect(area.left + side, area.top + band, max(10, area.width - 2 * side),
                           max(10, area.height - 2 * band))
