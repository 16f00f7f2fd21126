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

    def __init__(self, spares: int = 0, save: Callable[[], Any] | None = None,
                 restore: Callable[[Any], None] | None = None, pin: Callable[[Hashable], bool] | None = None) -> None:
        self.key: Hashable | None = None
        self.image: pygame.Surface | None = None
        self.recorded: list[tuple[str, Any]] = []
        self.painted = 0  # how many times it was painted (tests count repaints, never time them)
        #: Pictures painted before for other keys, most recent first: a table whose hover lifts a
        #: card or draws a route goes back to the picture without it when the mouse leaves, with no
        #: repaint (a full-screen repaint is 8-12 ms at 1920x1080: the frame-time p99 of the bench).
        #: `save()` is what painting left besides the picture (a view's hit regions, which a
        #: lifted card moves); `restore(saved)` puts it back when a spare is drawn instead.
        self.spares, self._save, self._restore = spares, save, restore
        self.saved: Any = None
        #: `pin(key)`: a spare kept before the others (the table with no hover mark, which the
        #: mouse comes back to after sweeping along a hand of cards).
        self._pin = pin
        self._kept: list[tuple[Hashable, pygame.Surface, list[tuple[str, Any]], Any]] = []
        self._evicted: list[pygame.Surface] = []

    def invalidate(self) -> None:
        """Paint again at the next draw, whatever the key."""
        self.key = None
        self._kept.clear()

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
        spare = next((i for i, kept in enumerate(self._kept) if kept[0] == key), None) if key is not None else None
        if spare is not None:  # painted before for this key: swap it in for the current picture
            old = (self.key, self.image, self.recorded, self.saved)
            self.key, self.image, self.recorded, self.saved = self._kept.pop(spare)
            self._keep(*old)
            if self._restore is not None:
                self._restore(self.saved)
            surface.blit(self.image, area.topleft)
            audit.replay(self.recorded)
            return False
        if self.key is not None and self.image is not None and self.spares:
            # the current picture becomes a spare; the oldest spare's surface is painted over
            # (allocating a full-screen surface per hover cost more than the spare saved)
            before = {id(k[1]) for k in self._kept}
            self._keep(self.key, self.image, self.recorded, self.saved)
            gone = before - {id(k[1]) for k in self._kept} - {id(self.image)}
            self.image = next((k for k in self._evicted if id(k) in gone), None)
        at = audit.mark()
        paint(surface)
        self.painted += 1
        self.recorded = audit.since(at)
        self.saved = self._save() if self._save is not None else None
        self.key = key
        if key is None:
            self.image = None
            return True
        if self.image is None or self.image.get_size() != area.size:
            self.image = pygame.Surface(area.size, 0, surface)
        self.image.blit(surface, (0, 0), area)
        return True

    def patch(self, surface: pygame.Surface, key: Hashable, changed: pygame.Rect,
              draw_part: Callable[[pygame.Surface], None], recorded: Callable[[], list[tuple[str, Any]]]) -> bool:
        """Draw the kept picture with the part inside `changed` drawn again by `draw_part`, and
        keep the result for `key`: for a whole-screen picture made of parts, one of which changed
        (the prompt over the table), at the cost of one blit and that part. `recorded()` is the
        text audit's record of the whole as drawn. False, drawing nothing, when no picture of the
        whole surface is kept."""
        if self.image is None or self.key is None or self.image.get_size() != surface.get_size():
            return False
        surface.blit(self.image, (0, 0))
        draw_part(surface)
        changed = pygame.Rect(changed).clip(surface.get_rect())
        self.image.blit(surface, changed.topleft, changed)
        self.key = (key, surface.get_size(), tuple(surface.get_rect()), audit.on())
        self.recorded = recorded()
        self._kept.clear()
        return True

    def _keep(self, key: Hashable | None, image: pygame.Surface | None, recorded: list[tuple[str, Any]],
              saved: Any) -> None:
        if key is None or image is None or not self.spares:
            return
        self._kept.insert(0, (key, image, recorded, saved))
        self._evicted = []
        while len(self._kept) > self.spares:
            pinned = [i for i, k in enumerate(self._kept) if self._pin is not None and self._pin(k[0][0])]
            drop = next((i for i in range(len(self._kept) - 1, -1, -1) if i not in pinned[:1]), len(self._kept) - 1)
            self._evicted.append(self._kept.pop(drop)[1])
