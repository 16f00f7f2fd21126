"""Pan and zoom for board views drawn in world units (hex grids, square grids, world maps).

Wheel zooms around the mouse; dragging with the right or middle button pans.
"""

from __future__ import annotations

import pygame

from game.ui.views.base import BoardView


class Camera:
    """World-to-screen transform with mouse pan and zoom."""

    MIN_ZOOM, MAX_ZOOM = 0.3, 4.0

    def __init__(self) -> None:
        self.zoom = 1.0
        self.offset = pygame.Vector2(0, 0)  # screen position of world (0, 0)
        self._drag: tuple[int, int] | None = None
        self._dragged = False

    def fit(self, world: pygame.Rect, screen: pygame.Rect, margin: int = 20) -> None:
        """Zoom and centre so that `world` fills `screen`."""
        if world.width <= 0 or world.height <= 0:
            return
        self.zoom = min((screen.width - 2 * margin) / world.width, (screen.height - 2 * margin) / world.height)
        self.zoom = max(self.MIN_ZOOM / 4, self.zoom)
        self.offset = pygame.Vector2(screen.centerx - world.centerx * self.zoom,
                                     screen.centery - world.centery * self.zoom)

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        """A world point on screen."""
        return x * self.zoom + self.offset.x, y * self.zoom + self.offset.y

    def to_world(self, x: float, y: float) -> tuple[float, float]:
        """A screen point in the world."""
        return (x - self.offset.x) / self.zoom, (y - self.offset.y) / self.zoom

    def handle_event(self, ev: pygame.event.Event, area: pygame.Rect) -> bool:
        """Wheel zoom and right/middle-drag pan inside `area`; True when used."""
        if ev.type == pygame.MOUSEWHEEL:
            mx, my = pygame.mouse.get_pos()
            if not area.collidepoint(mx, my):
                return False
            wx, wy = self.to_world(mx, my)
            self.zoom = min(self.MAX_ZOOM, max(self.MIN_ZOOM / 4, self.zoom * (1.15 ** ev.y)))
            self.offset = pygame.Vector2(mx - wx * self.zoom, my - wy * self.zoom)
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (2, 3) and area.collidepoint(ev.pos):
            self._drag, self._dragged = ev.pos, False
            return ev.button == 2
        if ev.type == pygame.MOUSEMOTION and self._drag is not None:
            dx, dy = ev.pos[0] - self._drag[0], ev.pos[1] - self._drag[1]
            if abs(dx) + abs(dy) > 3 or self._dragged:
                self.offset += (dx, dy)
                self._drag = ev.pos
                self._dragged = True
            return self._dragged
        if ev.type == pygame.MOUSEBUTTONUP and ev.button in (2, 3) and self._drag is not None:
            self._drag = None
            return self._dragged  # a right click without a drag still cancels a selection
        return False


class MapView(BoardView):
    """Base of the boards drawn in world units (hex, square, world map): a camera that fits
    the board to the view once per board and view size, and pan and zoom."""

    def __init__(self, game, theme, names) -> None:
        super().__init__(game, theme, names)
        self.camera = Camera()
        self._fitted_for: tuple | None = None

    def handle_event(self, ev: pygame.event.Event) -> bool:
        return self.camera.handle_event(ev, self.rect)

    def layer_key(self):
        """The board's picture changes with pan and zoom."""
        c = self.camera
        return c.zoom, c.offset.x, c.offset.y

    def fit_once(self, key: object, world: pygame.Rect, area: pygame.Rect | None = None) -> None:
        """Fit `world` to `area` (the whole view by default) unless already fitted for this
        key and size."""
        area = area or self.rect
        k = (key, tuple(area))
        if k != self._fitted_for:
            self.camera.fit(world, area)
            self._fitted_for = k
