"""Hexes on screen: the only place that knows hex pixels (after Red Blob Games' Layout).

Pointy-top layouts match Tiled's staggeraxis "y" maps, flat-top ones "x".
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.core.hexgrid import Hex, cube_round, from_offset


@dataclass
class Layout:
    """Hex size in pixels, the pixel of hex (0, 0), and the orientation."""

    size: float
    origin: tuple[float, float] = (0.0, 0.0)
    pointy: bool = True

    def to_pixel(self, h: Hex) -> tuple[float, float]:
        """The centre pixel of a hex."""
        if self.pointy:
            x = self.size * math.sqrt(3) * (h.q + h.r / 2)
            y = self.size * 1.5 * h.r
        else:
            x = self.size * 1.5 * h.q
            y = self.size * math.sqrt(3) * (h.r + h.q / 2)
        return x + self.origin[0], y + self.origin[1]

    def from_pixel(self, x: float, y: float) -> Hex:
        """The hex under a pixel."""
        px, py = (x - self.origin[0]) / self.size, (y - self.origin[1]) / self.size
        if self.pointy:
            q = math.sqrt(3) / 3 * px - py / 3
            r = 2 / 3 * py
        else:
            q = 2 / 3 * px
            r = -px / 3 + math.sqrt(3) / 3 * py
        return cube_round(q, r)

    def corners(self, h: Hex, shrink: float = 1.0) -> list[tuple[float, float]]:
        """The six corner pixels of a hex (optionally shrunk toward its centre)."""
        cx, cy = self.to_pixel(h)
        start = 30 if self.pointy else 0
        r = self.size * shrink
        return [(cx + r * math.cos(math.radians(start + 60 * i)), cy + r * math.sin(math.radians(start + 60 * i)))
                for i in range(6)]


def offset_to_hex(col: int, row: int, pointy: bool = True, index: str = "odd") -> Hex:
    """The hex of a Tiled (column, row): rows stagger on pointy-top maps, columns on flat-top ones."""
    return from_offset(col, row, "y" if pointy else "x", index)
