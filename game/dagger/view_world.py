"""The world under the D.A.G.G.E.R. map: stylised continents drawn from simple polygons of our own
(no copied picture), in the world map's units (1600 x 900, maps/dagger/world.tmx), so that every
space of the map sits on its land or sea.

Each land mass belongs to a region: it is tinted in the region's colour and hatched with the
region's own pattern, so regions differ by pattern as well as by colour.
"""

from __future__ import annotations

import math

import pygame

SEA = (22, 44, 74)
SEA_LINE = (34, 62, 98)
LAND = (70, 76, 70)
COAST = (120, 128, 116)
ICE = (150, 160, 172)

#: (region, points) of each land mass, in world units.
LANDS: list[tuple[str, list[tuple[int, int]]]] = [
    ("west", [(110, 175), (200, 120), (330, 95), (440, 120), (470, 165), (520, 215), (500, 262), (468, 300),
              (455, 345), (405, 370), (352, 402), (330, 445), (300, 478), (268, 470), (238, 430), (205, 372),
              (182, 318), (140, 262), (100, 222)]),                                        # North America
    ("west", [(470, 62), (548, 42), (612, 70), (606, 118), (560, 156), (506, 146), (476, 108)]),  # the Arctic
    ("west", [(318, 488), (390, 494), (462, 540), (482, 600), (452, 672), (410, 742), (378, 770), (360, 728),
              (350, 660), (322, 590), (300, 530)]),                                        # South America
    ("west", [(360, 852), (520, 818), (700, 796), (900, 812), (1100, 826), (1300, 842), (1480, 866),
              (1480, 900), (360, 900)]),                                                   # Antarctica
    ("central", [(690, 178), (742, 138), (820, 112), (912, 118), (980, 150), (1004, 206), (968, 262), (904, 282),
                 (838, 298), (770, 300), (722, 274), (686, 226)]),                          # Europe
    ("central", [(712, 336), (800, 318), (882, 330), (930, 372), (992, 466), (962, 520), (934, 600), (896, 690),
                 (846, 726), (808, 680), (790, 590), (764, 520), (718, 462), (694, 396)]),  # Africa
    ("central", [(946, 330), (1004, 312), (1046, 350), (1040, 420), (996, 448), (952, 416)]),  # Arabia
    ("east", [(1004, 150), (1100, 96), (1250, 80), (1400, 118), (1462, 196), (1420, 270), (1372, 332),
              (1338, 398), (1306, 456), (1298, 516), (1252, 540), (1208, 486), (1168, 512), (1128, 498),
              (1078, 430), (1052, 352), (1004, 300), (990, 226)]),                         # Asia
    ("east", [(1378, 246), (1408, 268), (1404, 318), (1370, 342), (1360, 296)]),           # islands off East Asia
    ("east", [(1206, 590), (1262, 574), (1300, 612), (1274, 654), (1220, 648)]),           # Madripoor's islands
    ("east", [(1310, 548), (1372, 560), (1360, 594), (1318, 586)]),                        # more islands
    ("east", [(1318, 668), (1424, 640), (1496, 686), (1486, 772), (1390, 796), (1322, 752)]),  # Oceania
]

#: Each region's hatching: its lines' direction in degrees, or "dots".
PATTERNS = {"west": 45, "central": "dots", "east": -45, "ocean": 0}


def paint(surface: pygame.Surface, scale: float, colours: dict[str, tuple[int, int, int]]) -> None:
    """The whole world at `scale` pixels per world unit: the sea with its swell, then each land
    mass tinted and hatched by region, with a coastline."""
    surface.fill(SEA)
    w, h = surface.get_size()
    gap = max(10, int(46 * scale))
    for y in range(gap // 2, h, gap):  # the sea's swell: the ocean region's pattern
        for x in range(0, w, gap * 2):
            pygame.draw.arc(surface, SEA_LINE, (x, y, gap, gap // 2), 0, math.pi, 1)
    for region, pts in LANDS:
        poly = [(x * scale, y * scale) for x, y in pts]
        tint = colours.get(region, LAND)
        base = ICE if pts is LANDS[3][1] else LAND
        fill = tuple(int(b * 0.72 + t * 0.28) for b, t in zip(base, tint))
        pygame.draw.polygon(surface, fill, poly)
        _hatch(surface, poly, PATTERNS.get(region, 0), tuple(min(255, int(c * 1.18) + 8) for c in fill), scale)
        pygame.draw.polygon(surface, COAST, poly, max(1, int(2 * scale)))


def _hatch(surface: pygame.Surface, poly: list[tuple[float, float]], pattern, colour, scale: float) -> None:
    """A region's pattern inside a polygon (drawn on a layer masked by the polygon)."""
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    box = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 2, int(max(ys) - min(ys)) + 2)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    step = max(6, int(22 * scale))
    if pattern == "dots":
        r = max(1, int(2.4 * scale))
        for y in range(step // 2, box.height, step):
            shift = step // 2 if (y // step) % 2 else 0
            for x in range(shift, box.width, step):
                pygame.draw.circle(layer, (*colour, 255), (x, y), r)
    else:
        angle = math.radians(float(pattern))
        dx, dy = math.cos(angle), math.sin(angle)
        span = box.width + box.height
        for k in range(-span, span, step):
            # Lines perpendicular offset by k along the normal.
            cx, cy = box.width / 2 - dy * k, box.height / 2 + dx * k
            a = (cx - dx * span, cy - dy * span)
            b = (cx + dx * span, cy + dy * span)
            pygame.draw.line(layer, (*colour, 255), a, b, max(1, int(1.6 * scale)))
    mask = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.left, y - box.top) for x, y in poly])
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(layer, box.topleft)
