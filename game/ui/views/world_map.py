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


#: Pixels kept clear between two names on one line.
NAME_GAP = 6

#: Which way "further out" is for a label hung from each anchor.
_OUTWARD = {"midtop": (0, 1), "midbottom": (0, -1), "midleft": (1, 0), "midright": (-1, 0),
            "topleft": (1, 1), "topright": (-1, 1), "bottomleft": (1, -1), "bottomright": (-1, -1)}


class NamePlace:
    """Where one place's name went: the text drawn (whole or short), its font, box, and whether
    it hangs further out (so wants a line back to its place)."""
    __slots__ = ("text", "font", "box", "centre", "radius", "led")

    def __init__(self, text, font, box, centre, radius, led) -> None:
        self.text, self.font, self.box, self.centre, self.radius, self.led = text, font, box, centre, radius, led


def place_names(placer: LabelPlacer, labels: Sequence[tuple[str, str, Point, int]],
                fonts: Sequence[pygame.font.Font]) -> list[NamePlace]:
    """Names for places (dots of radius r): beside each (below, above, the sides, the corners), in
    the largest font that fits down to the last; then in a short form; then one or two label
    heights further out. The most hemmed-in place is named first, each time, so a neighbour's name
    never takes a crowded place's only room. `labels` are (name, short form, centre, radius); the
    boxes are taken from `placer`. A place with no room at all is left out (the hover names it)."""
    def near(x, y, r):
        # Clear of the place's own clickable ring (r + 2 each way, and a pixel of rounding).
        g, k = r + 4, (r + 2) * 0.8
        return [((x, y + g), "midtop"), ((x, y - g), "midbottom"), ((x + g, y), "midleft"),
                ((x - g, y), "midright"), ((x + k, y + k), "topleft"), ((x - k, y + k), "topright"),
                ((x + k, y - k), "bottomleft"), ((x - k, y - k), "bottomright")]

    # Options in tiers of preference: the whole name at a side, at a corner, the short form, then
    # further out. Every name gets its best tier that still has room before anyone takes a worse
    # one; within a tier the most hemmed-in name goes first.
    small = fonts[-1]
    options: list[list[tuple[int, str, pygame.font.Font, pygame.Rect, bool]]] = []
    for name, short, (x, y), r in labels:
        spots = near(x, y, r)
        tries = [(0, name, f, 0, spots[:4]) for f in fonts] + [(1, name, f, 0, spots[4:]) for f in fonts]
        if short != name:
            tries.append((2, short, small, 0, spots))
        tries += [(2 + ring, t, small, ring, spots) for ring in (1, 2) for t in dict.fromkeys((name, short))]
        mine = []
        for tier, text, f, ring, where in tries:
            w, h = f.size(text)
            for (px, py), a in where:
                box = pygame.Rect(0, 0, w + 4, h)
                dx, dy = _OUTWARD[a]
                setattr(box, a, (int(round(px + dx * h * ring)), int(round(py + dy * h * ring))))
                if placer.free(box):
                    mine.append((tier, text, f, box, ring > 0))
    # Two names side by side must not read as one ("Southern Africa Indian Ocean"): a gap between.
        options.append(mine)
    tiered = _pick_names(labels, options, tiered=True)
    chosen = tiered if len(tiered) == len(labels) else max(
        (tiered, _pick_names(labels, options, tiered=False)), key=len)  # the tiers' order can strand a name
    for p in chosen:
        placer.take(p.box)
    return chosen


def _pick_names(labels, options, tiered: bool) -> list[NamePlace]:
    """One greedy pass: the most hemmed-in name first (with `tiered`, only among the names whose
    best remaining option is in the tier being filled), at its best remaining option."""
    options = [list(o) for o in options]
    out: list[NamePlace] = []
    left = [i for i in range(len(labels)) if options[i]]
    for tier in (range(5) if tiered else (99,)):
        while True:
            ready = [j for j in left if options[j] and options[j][0][0] <= tier]
            if not ready:
                break
            i = min(ready, key=lambda j: (len(options[j]), j))
            left.remove(i)
            _tier, text, f, box, led = options[i][0]
            name, _short, centre, r = labels[i]
            out.append(NamePlace(text, f, box, centre, r, led))
            apart = box.inflate(2 * NAME_GAP, 0)
            for j in left:
                options[j] = [o for o in options[j] if not o[3].colliderect(apart)]
    return out


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
