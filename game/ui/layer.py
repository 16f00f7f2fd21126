"""Retained drawing: what a screen shows that does not change from frame to frame, kept as a
picture and drawn again only when something it shows changes.

A scene paints its still part (a board, a table, a menu's tiles) through `Layer.draw` with a
key naming everything that picture depends on: the state shown, the highlights, the window
size and scale, a view's pan and zoom. While the key stays the same the kept picture is blitted
instead (one full-screen blit), and the texts and covers the text audit recorded when it was
painted are recorded again at the same places, so the audit sees a kept picture as it sees a
painted one. Hover highlights, tooltips, the hover zoom and animations are drawn over it each
frame by the scene.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable

import pygame

from game.ui import audit


class Layer:
    """One kept picture (of the whole screen, or of an area of it) and the key it was painted for."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.image: pygame.Surface | None = None
        self.recorded: list[tuple[str, Any]] = []
        self.painted = 0  # how many times it was painted (tests count repaints, never time them)

    def invalidate(self) -> None:
        """Paint again at the next draw, whatever the key."""
        self.key = None

    def draw(self, surface: pygame.Surface, key: Hashable | None, paint: Callable[[pygame.Surface], None],
             area: pygame.Rect | None = None) -> bool:
        """Blit the kept picture when it was painted for `key`, else `paint(surface)` and keep
        what it painted (inside `area` only, when given: `paint` must draw nothing outside it).
        `key` None: paint every frame (something on it moves). True when painted."""
        area = surface.get_rect() if area is None else pygame.Rect(area).clip(surface.get_rect())
        key = None if key is None else (key, surface.get_size(), tuple(area), audit.on())
        if key is not None and key == self.key and self.image is not None:
            surface.blit(self.image, area.topleft)
            audit.replay(self.recorded)
            return False
        at = audit.mark()
        paint(surface)
        self.painted += 1
        self.recorded = audit.since(at)
        self.key = key
        if key is None:
            self.image = None
            return True
        if self.image is None or self.image.get_size() != area.size:
            self.image = pygame.Surface(area.size, 0, surface)
        self.image.blit(surface, (0, 0), area)
        return True
