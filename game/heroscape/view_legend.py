"""The scenario and the legend of the Heroscape table (pygame side, with view.py).

The scenario part says the round limit, what each marked zone and each glyph means here (the
goal itself is a line of the header, always on screen); the legend shows every kind of thing
drawn on the battlefield beside its meaning, each with the same swatch as on the map: the
terrains of this battlefield, the ruin's parts, the zones, glyphs, figure discs and their
badges, highlights, move costs and route marks. Laid out in the room it is given, at the
largest readable font that fits, in one or two columns.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.ui import draw as dr
from game.ui import theme as th
from game.ui.views.hex_grid import HexGridView, terrain_colour

from .view_cards import token


#: The colours the map draws with, shared with view.py.
RUIN_WALL, BREAKABLE = (70, 62, 58), (150, 96, 52)
GLASS = (120, 200, 255)
WALL, WALL_EDGE = (96, 70, 58), (24, 20, 18)
GLYPH, GLYPH_RIM = (240, 200, 40), (90, 60, 0)
LIFE_BADGE = (170, 20, 30)
ZONE_COLOURS = {"orange": (240, 140, 40), "exit": (90, 220, 200)}
START_ZONE = (235, 235, 240)  # a start zone no army has chosen yet
SWIPE_MARK, FALL_MARK = (230, 60, 60), (250, 250, 250)
TERRAIN_WORDS = {"grass": "grass", "concrete": "concrete", "asphalt": "asphalt", "ruin": "ruin floor"}


def zone_colour(zone: str) -> tuple[int, int, int]:
    """The outline of a scenario's zone (a start zone takes its seat's colour instead)."""
    return ZONE_COLOURS.get(zone, th.GOLD)


@dataclass
class Item:
    """One thing of the legend: its swatch (drawn by `swatch` in a square) and its words."""

    text: str
    swatch: Callable[[pygame.Surface, pygame.Rect], None] | None = None
    inline: bool = False  # short: may share a line with its neighbours


class ScenarioPanel:
    """The scenario's meanings and the map's legend, for the column beside the battlefield."""

    def __init__(self, view: HexGridView) -> None:
        self.v = view
        self._plan: tuple[Any, tuple[int, int, int]] | None = None

    # -- what it says ----------------------------------------------------------------------------
    def sections(self, vs: dict[str, Any], lay: dict[str, Any]) -> list[tuple[str, list[Item]]]:
        """(heading, items) of the scenario, then of the map."""
        b = vs.get("briefing") or {}
        scen: list[Item] = []
        if b.get("rounds"):
            scen.append(Item(f"Round limit: {b['rounds']}."))
        if vs.get("phase") not in ("play", "over") and lay["zones"]:
            scen.append(Item("Start zones (while armies are placed), in each player's colour; "
                             "white: not chosen yet", _outline(th.seat_colour(0), th.seat_colour(1), START_ZONE)))
        for z in b.get("zones", []):
            scen.append(Item(f"{z['zone'].capitalize()} spaces: {z['meaning']}", _outline(zone_colour(z["zone"]))))
        for g in b.get("glyphs", []):
            scen.append(Item(f"{g['name']}: {g['meaning']}", _glyph(g["name"][0])))
        if b.get("face_down"):
            scen.append(Item(f"Glyph {b['face_down']}", _glyph("?")))
        if b.get("text"):
            scen.append(Item("Special rules: hover here to read them", _rules_mark))
        terrains = {sp["terrain"] for sp in lay["spaces"] if not sp["upper"] and not sp["blocked_by"]}
        level = lay["usual_level"]
        ground = [Item(TERRAIN_WORDS.get(t, t.replace("_", " ")), _hex(terrain_colour(t, level)), True)
                  for t in ("grass", "concrete", "asphalt", "ruin") if t in terrains]
        ground += [Item(TERRAIN_WORDS.get(t, t.replace("_", " ")), _hex(terrain_colour(t, level)), True)
                   for t in sorted(terrains - set(TERRAIN_WORDS))]
        ground.append(Item("lighter = higher; a thick dark edge: the ground drops there", _cliff))
        ruin = []
        if any(sp["blocked_by"] == "ruin" for sp in lay["spaces"]):
            ruin.append(Item("ruin wall: nobody stands on it or sees through it", _hex(RUIN_WALL)))
        if lay.get("breakable_wall") and (vs.get("wall") or {}).get("present"):
            ruin.append(Item("Breakable Wall Section: solid until destroyed", _hex(BREAKABLE)))
        if lay.get("wall_edges"):
            ruin.append(Item("wall between two hexes: blocks moves and sight", _line(WALL)))
        for w in lay.get("windows", []):
            ruin.append(Item(f"window: sight passes between levels {w['bottom']:g} and {w['top']:g}, moves never",
                             _line(GLASS)))
            break
        if any(sp["upper"] for sp in lay["spaces"]):
            ruin.append(Item("upper floor: a space on top of the ruin, with room beneath", _upper))
        marks = [Item("a figure: the same disc begins its army card", _disc),
                 Item("life left (red badge)", _badge, True), Item("carries a glyph (gold badge)", _carry, True),
                 Item("you may click it", _lit, True), Item("move cost", _cost, True),
                 Item("on a route: a swipe may come", _dot(SWIPE_MARK), True),
                 Item("a fall", _dot(FALL_MARK), True)]
        out = []
        if scen:
            out.append(("Scenario", scen))
        out.append(("On the battlefield", ground + ruin + marks))
        return out

    # -- laying it out ---------------------------------------------------------------------------
    def plans(self, vs: dict[str, Any], lay: dict[str, Any], rect: pygame.Rect) -> list[tuple[int, int, int]]:
        """(font px, columns, height) of each readable layout that fits `rect`, largest font first
        (for a font, the fewest columns that fit)."""
        key = (tuple(rect), self.v.theme.k, self.sections_key(vs))
        if self._plan is not None and self._plan[0] == key:
            return self._plan[1]
        t = self.v.theme
        out = []
        for px in sorted({t.readable(13), t.readable(12), t.readable(11), th.MIN_TEXT_PX}, reverse=True):
            for cols in (1, 2):
                if rect.width // cols < t.px(150):
                    continue
                h = self._draw(None, rect, vs, lay, px, cols)
                if h <= rect.height:
                    out.append((px, cols, h))
                    break
        self._plan = (key, out)
        return out

    def sections_key(self, vs: dict[str, Any]) -> str:
        return repr((vs.get("map"), vs.get("scenario"), vs.get("phase"), (vs.get("wall") or {}).get("present"),
                     vs.get("briefing")))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, vs: dict[str, Any], lay: dict[str, Any],
             plan: tuple[int, int, int] | None = None) -> bool:
        """Draw it in `rect` at `plan` or the largest layout that fits; False (nothing drawn) when
        none does."""
        plan = plan or next(iter(self.plans(vs, lay, rect)), None)
        if plan is None:
            return False
        self._draw(surface, rect, vs, lay, plan[0], plan[1])
        return True

    def _draw(self, surface: pygame.Surface | None, rect: pygame.Rect, vs: dict, lay: dict, px: int,
              cols: int) -> int:
        """Lay the sections out in `cols` columns (and draw them unless `surface` is None);
        returns the height used."""
        t = self.v.theme
        f, fb = th.font(px), th.font(px, True)
        lh = f.get_linesize()
        pad = max(3, t.px(4))
        sw = lh - 2  # a swatch is as tall as a line
        gap = t.px(10)
        col_w = (rect.width - gap * (cols - 1)) // cols
        blocks: list[list[tuple[str, Any, int, int, Any]]] = []  # per block: (text, font, x, y, swatch)
        for heading, items in self.sections(vs, lay):
            ops: list[tuple[str, Any, int, int, Any]] = [(heading, fb, 0, 0, None)]
            y = lh + 2
            x = 0
            for it in items:
                text_w = col_w - sw - pad
                if it.inline:
                    w = sw + pad + f.size(it.text)[0]
                    if x and x + gap + w > col_w:
                        x, y = 0, y + lh
                    elif x:
                        x += gap
                    ops.append(("", None, x, y, it.swatch))
                    ops.append((it.text, f, x + sw + pad, y, None))
                    x += w
                    continue
                if x:
                    x, y = 0, y + lh
                lines = dr.wrap(it.text, f, text_w)
                ops.append(("", None, 0, y, it.swatch))
                for k, line in enumerate(lines):
                    ops.append((line, f, sw + pad, y + k * lh, None))
                y += len(lines) * lh
            if x:
                y += lh
            blocks.append(ops + [("", None, 0, y + pad, None)])
        heights = [max(o[3] for o in b) for b in blocks]
        # Columns: blocks in order, a new column when the next would make this one the taller.
        placed: list[tuple[int, int, list]] = []
        col, y = 0, 0
        col_h = [0] * cols
        for b, h in zip(blocks, heights):
            if y and col + 1 < cols and y + h > sum(heights) / cols:
                col, y = col + 1, 0
            placed.append((col, y, b))
            y += h
            col_h[col] = y
        if surface is not None:
            for col, y0, ops in placed:
                x0 = rect.left + col * (col_w + gap)
                for text, font, x, y, swatch in ops:
                    if swatch is not None:
                        swatch(surface, pygame.Rect(x0 + x, rect.top + y0 + y + 1, sw, sw))
                    elif text:
                        dr.text(surface, text, font, th.GOLD if font is fb else th.TEXT,
                                (x0 + x, rect.top + y0 + y), role="label")
                if any(s is _rules_mark for _t, _f, _x, _y, s in ops):
                    ry = next(y for _t, _f, _x, y, s in ops if s is _rules_mark)
                    self.v.region(pygame.Rect(x0, rect.top + y0 + ry, col_w, lh), "legend:rules")
        return max(col_h)


# -- swatches: each as the map draws it ------------------------------------------------------------
def _hex(colour) -> Callable[[pygame.Surface, pygame.Rect], None]:
    def draw(s: pygame.Surface, r: pygame.Rect) -> None:
        pygame.draw.polygon(s, colour, _hex_points(r))
        pygame.draw.polygon(s, (28, 28, 34), _hex_points(r), 1)
    return draw


def _hex_points(r: pygame.Rect, k: float = 1.0) -> list[tuple[float, float]]:
    import math
    cx, cy, rad = r.centerx, r.centery, r.height / 2 * k
    return [(cx + rad * math.cos(math.radians(60 * i - 30)), cy + rad * math.sin(math.radians(60 * i - 30)))
            for i in range(6)]


def _outline(*colours) -> Callable[[pygame.Surface, pygame.Rect], None]:
    def draw(s: pygame.Surface, r: pygame.Rect) -> None:
        pygame.draw.polygon(s, terrain_colour("concrete", 1), _hex_points(r))
        for i, c in enumerate(colours):
            pygame.draw.polygon(s, c, _hex_points(r, 0.8 - 0.3 * i), 2)
    return draw


def _line(colour) -> Callable[[pygame.Surface, pygame.Rect], None]:
    def draw(s: pygame.Surface, r: pygame.Rect) -> None:
        pygame.draw.polygon(s, terrain_colour("concrete", 1), _hex_points(r))
        w = max(3, r.width // 5)
        pygame.draw.line(s, WALL_EDGE, (r.centerx, r.top), (r.centerx, r.bottom), w + 2)
        pygame.draw.line(s, colour, (r.centerx, r.top + 1), (r.centerx, r.bottom - 1), w)
    return draw


def _cliff(s: pygame.Surface, r: pygame.Rect) -> None:
    pts = _hex_points(r)
    pygame.draw.polygon(s, terrain_colour("concrete", 3), pts)
    pygame.draw.line(s, (12, 12, 16), pts[0], pts[1], 4)
    pygame.draw.line(s, (12, 12, 16), pts[1], pts[2], 4)


def _upper(s: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.polygon(s, terrain_colour("ruin", 1), _hex_points(r))
    pygame.draw.polygon(s, terrain_colour("upper_floor", 9), _hex_points(r, 0.62))
    pygame.draw.polygon(s, (28, 28, 34), _hex_points(r, 0.62), 1)


def _glyph(letter: str) -> Callable[[pygame.Surface, pygame.Rect], None]:
    def draw(s: pygame.Surface, r: pygame.Rect) -> None:
        rad = r.height // 2
        pygame.draw.circle(s, GLYPH, r.center, rad)
        pygame.draw.circle(s, GLYPH_RIM, r.center, rad, 2)
        f = th.font(max(6, int(rad * 1.2)), True)
        dr.text(s, letter, f, (60, 40, 0), r.center, anchor="center", role="decor")
    return draw


def _disc(s: pygame.Surface, r: pygame.Rect) -> None:
    token(s, r.center, r.height // 2, th.seat_colour(0), "IM", shadow=False)


def _badge(s: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.circle(s, LIFE_BADGE, r.center, r.height // 2)
    pygame.draw.circle(s, (255, 255, 255), r.center, r.height // 2, 1)


def _carry(s: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.circle(s, GLYPH, r.center, r.height // 2)
    pygame.draw.circle(s, GLYPH_RIM, r.center, r.height // 2, 2)


def _lit(s: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.polygon(s, terrain_colour("concrete", 1), _hex_points(r))
    pygame.draw.polygon(s, th.GOLD, _hex_points(r, 0.86), 2)


def _cost(s: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.polygon(s, terrain_colour("concrete", 1), _hex_points(r))
    f = th.font(max(6, int(r.height * 0.7)), True)
    dr.text(s, "3", f, (255, 255, 255), r.center, anchor="center", shadow=True, role="decor")


def _dot(colour) -> Callable[[pygame.Surface, pygame.Rect], None]:
    def draw(s: pygame.Surface, r: pygame.Rect) -> None:
        pygame.draw.line(s, th.GOLD, (r.left, r.centery), (r.right, r.centery), 3)
        pygame.draw.circle(s, colour, r.center, max(3, r.height // 4))
        pygame.draw.circle(s, (20, 20, 20), r.center, max(3, r.height // 4), 1)
    return draw


def _rules_mark(s: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.rect(s, th.BG_PANEL_2, r, border_radius=3)
    pygame.draw.rect(s, th.GOLD, r, 1, border_radius=3)
    for k in range(3):
        y = r.top + 3 + k * (r.height - 6) // 2
        pygame.draw.line(s, th.TEXT, (r.left + 3, y), (r.right - 4, y), 1)
