"""A map's legend: what each mark means, a small picture of it and its words, flowed in lines
across a panel (always on screen, so no mark needs a hover to be understood).

A game gives its items as (key, words) and a painter that draws the mark for a key in a square;
the legend lays them out, measures its own height for a width and draws them at the readable
minimum text size.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from game.ui import draw as dr
from game.ui import theme as th

#: Draws the mark for `key` inside the square rectangle given.
Painter = Callable[[pygame.Surface, str, pygame.Rect], None]


class Legend:
    """Items flowed left to right in lines; `height(width)` before `draw(surface, rect)`."""

    def __init__(self, theme: th.Theme, items: Sequence[tuple[str, str]], paint: Painter) -> None:
        self.theme, self.items, self.paint = theme, list(items), paint
        self.font = theme.font(13)  # the readable minimum, larger on a large window

    def _flow(self, width: int) -> tuple[list[tuple[str, str, int, int]], int]:
        t, f = self.theme, self.font
        sym = f.get_linesize()
        flowed, x, line = [], 0, 0
        for key, words in self.items:
            w = sym + t.px(4) + f.size(words)[0]
            if x and x + w > width:
                x, line = 0, line + 1
            flowed.append((key, words, x, line))
            x += w + t.px(12)
        return flowed, (line + 1 if self.items else 0)

    def height(self, width: int) -> int:
        """The panel's height at `width` (its padding included); 0 with nothing to explain."""
        _flowed, lines = self._flow(width - self.theme.px(12))
        return lines * self.font.get_linesize() + self.theme.px(10) if lines else 0

    def draw(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        t, f = self.theme, self.font
        dr.panel(surface, r, th.BG_PANEL, th.LINE, radius=t.px(6))
        flowed, _lines = self._flow(r.width - t.px(12))
        sym = f.get_linesize()
        for key, words, x, line in flowed:
            p = pygame.Rect(r.left + t.px(6) + x, r.top + t.px(5) + line * sym, sym, sym)
            self.paint(surface, key, p)
            dr.text(surface, words, f, th.TEXT_DIM, (p.right + t.px(4), p.top), role="label")
