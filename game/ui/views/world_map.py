"""The base of the world-map view (D.A.G.G.E.R.): locations and links over a drawn map, pan and zoom.

The map lives in world units (a Tiled map's pixels) inside `map_area`, a part of the view the
game chooses (its panels take the rest); the wheel and right-drag work only there. A picture
under everything (continents, seas) is painted by the game at a few zoom steps and only moved
and scaled in between. Texts on the map go where `LabelPlacer` finds room: wholly inside the map area,
clear of every other text and of the `reserved` rectangles (panels drawn over the map), so no
label is ever cut or covered; a label with no room is left to the hover.
"""

from __future__ import annotations

import math
from typing import Callable, Iterable, Sequence

import pygame

from game.ui import draw as dr
from game.ui import theme as th
from game.ui.views.base import Marks
from game.ui.views.camera import MapView
from game.ui.views.hex_grid import TextImages

Point = tuple[float, float]


class LabelPlacer:
    """Where texts may go on a map: inside `bounds`, clear of everything taken so far."""

    def __init__(self, bounds: pygame.Rect, reserved: Iterable[pygame.Rect] = ()) -> None:
        self.bounds = pygame.Rect(bounds)
        self.taken: list[pygame.Rect] = [pygame.Rect(r) for r in reserved]

    def free(self, rect: pygame.Rect) -> bool:
        """Whether `rect` lies wholly in the bounds and touches nothing taken."""
        return self.bounds.contains(rect) and rect.collidelist(self.taken) < 0

    def take(self, rect: pygame.Rect) -> None:
        """Mark `rect` as used (a text, a token)."""
        self.taken.append(pygame.Rect(rect))

    def place(self, size: tuple[int, int], spots: Sequence[tuple[Point, str]]) -> pygame.Rect | None:
        """The first of `spots` ((point, anchor) pairs such as ((x, y), "midtop")) where a box
        of `size` is free; it is taken. None when none is."""
        for (x, y), anchor in spots:
            r = pygame.Rect(0, 0, *size)
            setattr(r, anchor, (int(round(x)), int(round(y))))
            if self.free(r):
                self.take(r)
                return r
        return None


class WorldMapView(MapView):
    """Base for world maps: locations as named points joined by links, over a painted picture."""

    def __init__(self, game, theme, names) -> None:
        super().__init__(game, theme, names)
        self.world = pygame.Rect(0, 0, 1600, 900)
        self.map_area = pygame.Rect(0, 0, 10, 10)
        #: Rectangles drawn over the map (panels): no map text goes under them.
        self.reserved: list[pygame.Rect] = []
        self.texts = TextImages()
        self._backdrop: tuple[object, pygame.Surface] | None = None

    def set_rect(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().set_rect(rect, theme)
        if self.map_area.width <= 10:
            self.map_area = pygame.Rect(rect)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        return self.camera.handle_event(ev, self.map_area)

    def placer(self) -> LabelPlacer:
        """A fresh label placer for this frame's map."""
        return LabelPlacer(self.map_area, self.reserved)

    def on_map(self, pos: Point) -> bool:
        """Whether a screen point lies on the visible map (not under a panel)."""
        p = (int(pos[0]), int(pos[1]))
        return self.map_area.collidepoint(p) and not any(r.collidepoint(p) for r in self.reserved)

    def map_region(self, shape, ref: str, centre: Point) -> None:
        """A clickable thing on the map, recorded only while its centre is in view."""
        if self.on_map(centre):
            self.region(shape, ref)

    # -- the picture ----------------------------------------------------------------------------
    #: The widest the painted picture gets (pixels); a closer zoom scales the visible part of it up.
    MAX_PAINT = 3200

    def draw_backdrop(self, surface: pygame.Surface, key: object, paint: Callable[[pygame.Surface, float], None],
                      fill=th.BG) -> None:
        """The picture under the map: `paint(picture, scale)` draws the whole world at `scale`
        screen pixels per world unit. It is painted at a few fixed scales (steps of 1.25, at most
        MAX_PAINT wide), again only when the zoom passes to another step or `key` changes; in
        between, the visible part of it is scaled to the zoom."""
        z = self.camera.zoom
        step = 1.25 ** math.ceil(math.log(max(z, 1e-3)) / math.log(1.25) - 1e-9)
        pz = min(step, self.MAX_PAINT / max(1, self.world.width))
        k = (key, round(pz, 4), self.world.size)
        if self._backdrop is None or self._backdrop[0] != k:
            size = (max(1, int(self.world.width * pz)), max(1, int(self.world.height * pz)))
            pic = pygame.Surface(size)
            pic.fill(fill)
            paint(pic, pz)
            self._backdrop = (k, pic)
        pic = self._backdrop[1]
        clip = surface.get_clip()
        surface.set_clip(self.map_area)
        surface.fill(fill, self.map_area)
        ox, oy = self.camera.to_screen(self.world.left, self.world.top)
        ratio = z / pz
        area = self.map_area
        src = pygame.Rect(int((area.left - ox) / ratio) - 1, int((area.top - oy) / ratio) - 1,
                          int(area.width / ratio) + 3, int(area.height / ratio) + 3).clip(pic.get_rect())
        if src.width > 0 and src.height > 0:
            part = pic.subsurface(src)
            if abs(ratio - 1.0) > 1e-3:
                part = pygame.transform.scale(part, (max(1, round(src.width * ratio)), max(1, round(src.height * ratio))))
            surface.blit(part, (round(ox + src.left * ratio), round(oy + src.top * ratio)))
        surface.set_clip(clip)

    # -- locations and links ---------------------------------------------------------------------
    def draw_location(self, surface: pygame.Surface, lid: str, name: str, pos: tuple[float, float],
                      marks: Marks, colour=th.GOLD) -> None:
        """A location dot with its name and hit region."""
        x, y = self.camera.to_screen(*pos)
        r = max(6, int(10 * self.camera.zoom))
        ref = f"loc:{lid}"
        pygame.draw.circle(surface, colour, (int(x), int(y)), r)
        pygame.draw.circle(surface, (20, 20, 20), (int(x), int(y)), r, 2)
        hl = self.mark_colour(ref, marks)
        if hl:
            pygame.draw.circle(surface, hl, (int(x), int(y)), r + self.theme.px(4), self.theme.px(3))
        dr.text(surface, name, self.theme.font(12, True), th.TEXT, (int(x), int(y) + r + 2), anchor="midtop",
                shadow=True)
        self.region(pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r), ref)

    def draw_link(self, surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float], colour=th.LINE,
                  width: int = 2, dashed: bool = False) -> None:
        """A route between two locations (world points); dashed for one that comes and goes."""
        pa, pb = self.camera.to_screen(*a), self.camera.to_screen(*b)
        if not dashed:
            pygame.draw.line(surface, colour, pa, pb, width)
            return
        length = math.dist(pa, pb)
        step = max(6, self.theme.px(9))
        n = max(1, int(length // step))
        for i in range(0, n, 2):
            t0, t1 = i / n, min(1.0, (i + 1) / n)
            pygame.draw.line(surface, colour, _lerp(pa, pb, t0), _lerp(pa, pb, t1), width)

    def stub_end(self, a: tuple[float, float], b: tuple[float, float], length: float) -> Point:
        """The screen point `length` pixels from world point `a` toward `b` (where a long line's
        stub ends: lettered lines are drawn as stubs at both ends, not across the map)."""
        pa, pb = self.camera.to_screen(*a), self.camera.to_screen(*b)
        d = math.dist(pa, pb) or 1.0
        return pa[0] + (pb[0] - pa[0]) * length / d, pa[1] + (pb[1] - pa[1]) * length / d


def _lerp(a: Point, b: Point, t: float) -> Point:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
