"""Line of sight, computed from the map's heights (rulebook: Line of Sight, Master Game).

A sight line runs from the attacker's Target Point to points of the defender's Hit
Zone (Master) or of its whole body (Basic Game; "clear sight" of Red Skull and Doom).
Sight is clear when at least one of those segments is free.

Each segment is tested analytically: for every hex column it can cross (the hexes of
the grid line and their neighbours, those with anything tall enough), the segment is
clipped to the hex prism (Cyrus-Beck against six side planes) and the height range
it has inside is compared with the column's solids (ground, the upper floor slab,
ruin walls, the breakable wall while intact). Thin walls between hexes are vertical
rectangles; other figures are vertical cylinders. A window (board.py) is an opening in
one thin-wall segment: a sight line crosses that segment when it does so at a height
within the opening; wall hexes are solid all the way up. Terrain results are cached per board, per pair of spaces, per sampled zone and
per wall state; what each sampled line passes over, seen from above, per pair of hexes.

Geometry: hex centres in hex units (centre to corner 1, neighbours sqrt(3) apart),
heights in levels. The figure model is our choice (the physical test is "look from
behind the figure's head"): a figure is a cylinder of radius 0.3 hex units.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, NamedTuple, Sequence

from .board import SQRT3, Board

FIGURE_RADIUS = 0.3
#: Sideways offsets of the sampled hit-zone lines (hex units).
SIDE_OFFSETS = (0.0, -0.25, 0.25)
#: (index, offset) of each sampled line: a look keeps each one's _Crossing by its index.
_OFFSETS = tuple(enumerate(SIDE_OFFSETS))
_EPS = 1e-9
_APOTHEM = SQRT3 / 2.0
_NORMALS = tuple((math.cos(math.radians(a)), math.sin(math.radians(a))) for a in (0, 60, 120, 180, 240, 300))


class Blocker(NamedTuple):
    """A figure that can stand in the way: its hex centre and body heights (a named tuple: one
    is made for every figure at every sight question)."""

    name: str
    x: float
    y: float
    low: float
    high: float


@dataclass(frozen=True)
class Sighting:
    """The answer to a sight question: clear or not, and what blocks when not."""

    clear: bool
    blocked_by: str = ""


#: The answers without words (a Sighting is frozen: one of each serves every look).
_CLEAR = Sighting(True)
_BLOCKED = Sighting(False)


class _Crossing:
    """A sight line's ground track (from a hex centre to a sampled point), what it passes over
    worked out as far as asked: the hexes it crosses, tallest first, with the part of the line
    over each (taken up down to the column height `upto`, the line's hexes read up to `next`),
    and the thin walls it crosses (None until asked). The same at every height of its ends."""

    __slots__ = ("ax", "ay", "dx", "dy", "line", "line_walls", "cells", "upto", "next", "walls")

    def __init__(self, ax: float, ay: float, dx: float, dy: float, line: list, line_walls: list) -> None:
        self.ax, self.ay, self.dx, self.dy = ax, ay, dx, dy
        self.line, self.line_walls = line, line_walls
        self.cells: list[tuple[float, tuple[int, int], float, float]] = []
        self.upto = math.inf
        self.next = 0
        self.walls: list | None = None


class Sight:
    """Sight lines over one board, with its caches."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self._planes: dict[tuple[int, int], list[tuple[float, float, float]]] = {}
        self._centres: dict[tuple[int, int], tuple[float, float]] = {}
        for h in board.at_hex:
            cx, cy = board.centre(*h)
            self._centres[h] = (cx, cy)
            self._planes[h] = [(nx, ny, nx * cx + ny * cy + _APOTHEM) for nx, ny in _NORMALS]
        #: Wall state -> hex -> the intervals that block sight (window openings taken out).
        self._solids = {present: {h: board.sight_solids(h, present) for h in board.at_hex}
                        for present in (True, False)}
        self._tops = {h: max((hi for _, hi in self._solids[True][h]), default=0.0) for h in board.at_hex}
        self._terrain: dict[tuple, tuple[bool, ...]] = {}
        #: (hex, hex) -> each sampled line's ground track between them (_Crossing), once asked:
        #: look's sampled points come back at three heights over the same spot, and in later looks
        #: between the same spaces.
        self._crossings: dict[tuple, list[_Crossing | None]] = {}
        #: (card, space key) -> the Blocker a figure of that card is there (Table.blockers).
        self.blocker_of: dict[tuple[str, str], Blocker] = {}
        self._edges = {pair: (pair, self._edge_segment(pair), board.edge_sight_spans(pair)) for pair in board.edge_walls}

    # -- public ------------------------------------------------------------------
    def look(self, from_key: str, eye: float, to_key: str, low: float, high: float,
             blockers: Iterable[Blocker] = (), wall_present: bool = True, want_reason: bool = False,
             target_is_wall: bool = False, skip: tuple = (None, None)) -> Sighting:
        """Whether a point `eye` levels above `from_key`'s surface sees any point of the
        body part from `low` to `high` levels above `to_key`'s surface, past the figures
        `blockers` but the two in `skip` (the looker's and the target's own, or None)."""
        b = self.board
        spaces, by_key = b.spaces, b.by_key
        a_sp, t_sp = spaces[by_key[from_key]], spaces[by_key[to_key]]
        ha, hb = (a_sp.q, a_sp.r), (t_sp.q, t_sp.r)
        az = a_sp.elevation + eye
        zlo, zhi = t_sp.elevation + low, t_sp.elevation + high
        key = (a_sp.index, eye, t_sp.index, low, high, wall_present, target_is_wall)
        terrain = self._terrain.get(key)
        if terrain is None:  # each sampled line's terrain answer, worked out when first needed
            terrain = self._terrain[key] = [None] * (len(SIDE_OFFSETS) * (3 if zhi > zlo else 1))
        ax, ay = self._centres[ha]
        # the sampled points (as _samples lists them), made one by one: most looks stop at the first
        bx, by = self._centres[hb]
        dx, dy = bx - ax, by - ay
        n = math.hypot(dx, dy)
        px, py = (-dy / n, dx / n) if n > _EPS else (1.0, 0.0)
        reason = ""
        k = -1
        tracks = None  # each sampled point's _Crossing, looked up once a terrain answer is wanted
        top = None  # the tallest column about them (board.top_between)
        near = None if blockers else ()  # the figures that may be in the way, once a line's terrain is clear
        for z in ((zhi, (zlo + zhi) / 2.0, zlo) if zhi > zlo else (zhi,)):
            for j, off in _OFFSETS:
                k += 1
                p = (bx + px * off, by + py * off, z)
                ok = terrain[k]
                if ok is None:
                    if top is None:
                        top = b.top_between(ha, hb)
                    if top <= (az if az < z else z) + _EPS:
                        # every column about the line is lower than the segment (and no thin wall
                        # stands there): clear, without the line's cells (most pairs of hexes
                        # are looked between once in a game, and their cells cost more)
                        ok = terrain[k] = True
                    else:
                        if tracks is None:
                            tracks = self._crossings.get((ha, hb))
                            if tracks is None:
                                tracks = self._crossings[(ha, hb)] = [None] * len(SIDE_OFFSETS)
                        c = tracks[j]
                        if c is None:
                            c = tracks[j] = _Crossing(ax, ay, p[0] - ax, p[1] - ay, *b.line_cells(ha, hb))
                        ok = terrain[k] = self._blocks(c, az, z - az, (az if az < z else z) + _EPS, ha,
                                                       a_sp.elevation, hb, t_sp.elevation, wall_present,
                                                       target_is_wall) is None
                if not ok:
                    continue
                if near is None:  # (only a figure standing within its radius of the sampled lines' box can be in the way)
                    x0, x1 = (ax, bx) if ax < bx else (bx, ax)
                    y0, y1 = (ay, by) if ay < by else (by, ay)
                    x0, x1, y0, y1 = x0 - _BESIDE, x1 + _BESIDE, y0 - _BESIDE, y1 + _BESIDE
                    sa, sb = skip  # (told apart by identity: comparing named tuples costs far more)
                    near = [f for f in blockers if x0 <= f.x <= x1 and y0 <= f.y <= y1 and f is not sa and f is not sb]
                hit = _figure_hit(ax, ay, az, p, near)
                if hit is None:
                    return _CLEAR
                reason = reason or f"{hit} is in the way"
        if not want_reason:
            return _BLOCKED
        if not reason:
            why = self._terrain_clear(ha, az, a_sp.elevation, hb, t_sp.elevation,
                                      self._samples(ha, hb, zlo, zhi)[0], wall_present, target_is_wall)
            reason = why or "the terrain is in the way"
        return Sighting(False, reason)

    def clear_cache(self) -> None:
        """Forget cached terrain results (tests that edit a board call it)."""
        self._terrain.clear()
        self._crossings.clear()

    # -- internals ---------------------------------------------------------------
    def _samples(self, ha, hb, zlo: float, zhi: float) -> list[tuple[float, float, float]]:
        ax, ay = self._centres[ha]
        bx, by = self._centres[hb]
        dx, dy = bx - ax, by - ay
        n = math.hypot(dx, dy)
        px, py = (-dy / n, dx / n) if n > _EPS else (1.0, 0.0)
        zs = (zhi, (zlo + zhi) / 2.0, zlo) if zhi > zlo else (zhi,)
        return [(bx + px * s, by + py * s, z) for z in zs for s in SIDE_OFFSETS]

    def _terrain_clear(self, ha, az: float, a_floor: float, hb, b_floor: float,
                       p: tuple[float, float, float], wall_present: bool, target_is_wall: bool,
                       line: tuple | None = None) -> str | None:
        """None when the segment from the eye to `p` misses all terrain; else what blocks it
        (`line`: the board's line_cells from ha to hb, when the caller has them)."""
        ax, ay = self._centres[ha]
        bx, by, bz = p
        c = _Crossing(ax, ay, bx - ax, by - ay, *(line or self.board.line_cells(ha, hb)))
        return self._blocks(c, az, bz - az, (az if az < bz else bz) + _EPS, ha, a_floor, hb, b_floor,
                            wall_present, target_is_wall)

    def _blocks(self, c: _Crossing, az: float, dz: float, zmin: float, ha, a_floor: float, hb, b_floor: float,
                wall_present: bool, target_is_wall: bool) -> str | None:
        """None when the segment over crossing `c` from height az rising dz misses all terrain;
        else what blocks it (zmin: the lower end's height, and a margin)."""
        if c.upto > zmin:  # (hexes taller than zmin not yet taken up)
            self._cross_cells(c, zmin)
        solids = self._solids[wall_present]
        for top, h, t0, t1 in c.cells:
            if top <= zmin:
                break  # tallest first: nothing further can reach the segment
            z0, z1 = az + dz * t0, az + dz * t1
            zl, zh = (z0, z1) if z0 < z1 else (z1, z0)
            for lo, hi in solids[h]:
                if h == ha and hi <= a_floor + _EPS:
                    continue  # the ground the attacker stands on
                if h == hb and (hi <= b_floor + _EPS or target_is_wall):
                    continue  # the ground (or wall) being looked at
                if zl < hi - _EPS and zh > lo + _EPS:
                    return _what(self.board, h, lo, hi)
        walls = c.walls
        if walls is None:
            walls = c.walls = self._cross_walls(c)
        for s, pair, spans in walls:
            z = az + dz * s
            for lo, hi in spans:
                if lo < z < hi:
                    return _wall_reason(self.board.edge_windows.get(pair, ()), lo, hi)
        return None

    def _cross_cells(self, c: _Crossing, zmin: float) -> None:
        """Takes crossing c's hexes up, tallest first, as far as those taller than zmin: each
        hex the line passes over is kept with the part of the line over it."""
        tops, planes, centres = self._tops, self._planes, self._centres
        ax, ay, dx, dy = c.ax, c.ay, c.dx, c.dy
        # a hex whose centre lies further than its corners (1) from the sight line cannot meet it
        span2 = (dx * dx + dy * dy) * _FAR2
        line, k, found = c.line, c.next, c.cells
        while k < len(line):
            h = line[k]
            top = tops[h]
            if top <= zmin:
                c.upto = top  # (what is left is no taller: a lower segment takes it up from here)
                c.next = k
                return
            k += 1
            cx, cy = centres[h]
            cross = dx * (cy - ay) - dy * (cx - ax)
            if cross * cross > span2:
                continue
            # the part [t0, t1] of the segment inside the hex prism's sides (Cyrus-Beck)
            t0, t1 = 0.0, 1.0
            for nx, ny, d in planes[h]:
                num = d - (nx * ax + ny * ay)
                den = nx * dx + ny * dy
                if -_EPS < den < _EPS:
                    if num < 0:
                        break
                elif den > 0:
                    t = num / den
                    if t < t1:
                        t1 = t
                else:
                    t = num / den
                    if t > t0:
                        t0 = t
                if t0 > t1:
                    break
            else:
                found.append((top, h, t0, t1))
        c.upto = -math.inf  # every hex taken up
        c.next = k

    def _cross_walls(self, c: _Crossing) -> list[tuple[float, frozenset, list]]:
        """The thin walls crossing c's line crosses: (where, as t of the line, the wall, its spans)."""
        out = []
        for pair in c.line_walls:
            _, (ex0, ey0, ex1, ey1), spans = self._edges[pair]
            s = _cross(c.ax, c.ay, c.dx, c.dy, ex0, ey0, ex1, ey1)
            if s is not None:
                out.append((s, pair, spans))
        return out

    def _edge_segment(self, pair) -> tuple[float, float, float, float]:
        a, b = tuple(pair)
        ax, ay = self.board.centre(*a)
        bx, by = self.board.centre(*b)
        mx, my = (ax + bx) / 2.0, (ay + by) / 2.0
        ux, uy = (bx - ax) / SQRT3, (by - ay) / SQRT3
        return mx - uy * 0.5, my + ux * 0.5, mx + uy * 0.5, my - ux * 0.5


#: The squared distance, plus a margin, beyond which a hex's corners (1 from its centre) all lie.
_FAR2 = (1.0 + 1e-6) ** 2


def _cross(ax, ay, dx, dy, x0, y0, x1, y1) -> float | None:
    """Where (as t of the sight segment) it crosses the wall segment, if it does."""
    ex, ey = x1 - x0, y1 - y0
    den = dx * ey - dy * ex
    if abs(den) < _EPS:
        return None
    t = ((x0 - ax) * ey - (y0 - ay) * ex) / den
    u = ((x0 - ax) * dy - (y0 - ay) * dx) / den
    if 0.0 < t < 1.0 and 0.0 <= u <= 1.0:
        return t
    return None


_R2 = FIGURE_RADIUS ** 2
#: How far beside the box of a look's eye and target centre a figure in the way may stand: the
#: sampled points' sideways offset and the figure's radius, with a margin.
_BESIDE = max(abs(o) for o in SIDE_OFFSETS) + FIGURE_RADIUS + 0.01


def _figure_hit(ax: float, ay: float, az: float, p, blockers: Sequence[Blocker]) -> str | None:
    bx, by, bz = p
    dx, dy, dz = bx - ax, by - ay, bz - az
    a2 = dx * dx + dy * dy
    if a2 < _EPS:  # straight up or down
        for f in blockers:
            fx, fy = ax - f.x, ay - f.y
            if fx * fx + fy * fy <= _R2:
                lo, hi = min(az, bz), max(az, bz)
                if lo < f.high and hi > f.low:
                    return f.name
        return None
    for f in blockers:
        fx, fy = ax - f.x, ay - f.y
        b2 = 2 * (fx * dx + fy * dy)
        c2 = fx * fx + fy * fy - _R2
        disc = b2 * b2 - 4 * a2 * c2
        if disc <= 0:
            continue
        sq = math.sqrt(disc)
        t0, t1 = max(0.0, (-b2 - sq) / (2 * a2)), min(1.0, (-b2 + sq) / (2 * a2))
        if t0 >= t1:
            continue
        z0, z1 = az + dz * t0, az + dz * t1
        if min(z0, z1) < f.high and max(z0, z1) > f.low:
            return f.name
    return None


def _what(board: Board, h, lo: float, hi: float) -> str:
    sp = board.ground(*h)
    if h in board.breakable and board.breakable[h][0] - _EPS <= lo and hi <= board.breakable[h][1] + _EPS:
        return "the breakable wall is in the way"
    if sp is not None and sp.blocked_by == "ruin" and lo >= sp.elevation - _EPS and hi > sp.elevation:
        return "the ruin wall is in the way"
    if lo > 0:
        return "the upper floor is in the way"
    where = board.label(sp.key) if sp is not None else "the edge"
    return f"the ground at {where} (level {hi:g}) is in the way"


def _wall_reason(windows, lo: float, hi: float) -> str:
    """What blocks: a ruin wall, or the part of it above or below a window the line misses."""
    for wlo, whi in windows:
        if lo >= whi - _EPS:
            return f"the ruin wall above its window (open from level {wlo:g} to {whi:g}) is in the way"
        if hi <= wlo + _EPS:
            return f"the ruin wall below its window (open from level {wlo:g} to {whi:g}) is in the way"
    return "the ruin wall is in the way"
