"""The battlefield as the rules see it: spaces, heights, the ruin, zones and distances.

Built once per Tiled map (BoardMap) and cached on the rules object. A *space* is a
place a figure can stand: every hex has its ground space, keyed "q,r"; a hex
under an overhang (the ruin's upper floor) also has the space on top, keyed
"q,r@E" with E its elevation. Heights are in levels: a tile is one level, so
the table is 0 and a one-tile hex stands at 1.

Map objects read here (layer "ruin"): ``ruin_wall`` and ``breakable_wall`` on hexes
(solid from the hex's surface up to ``top``: sight never passes them), ``upper_floor`` on
hexes (a slab whose surface is ``elevation``, ``thickness`` levels thick), ``wall_edge``
between two neighbouring hexes (one segment of a thin wall, from ``bottom`` to ``top``),
and ``window``: an opening in one thin-wall segment (a line between its two hexes), open
from ``sight_from`` to ``sight_to`` (levels above the table, like ``top``). Sight passes
through a window's opening and nowhere else in a wall; movement never does (a window
changes no space and no wall between spaces). Zones,
glyph spots and figure spots are named "<scenario>/<name>" in layers "zones",
"glyphs" and "figures".
"""

from __future__ import annotations

import math
from typing import Any
from collections import deque
from dataclasses import dataclass, field
from itertools import chain, repeat

from game.core import hexgrid
from game.core.maps import BoardMap, column_letters

SQRT3 = math.sqrt(3.0)


@dataclass
class Space:
    """A place to stand: hex, surface elevation, terrain and the clearance above it."""

    key: str
    index: int
    q: int
    r: int
    col: int
    row: int
    elevation: int
    terrain: str
    #: Levels of free room above the surface (None: open sky).
    clearance: int | None = None
    #: "ruin" for the ruin wall's hexes, "breakable_wall" for the wall section's.
    blocked_by: str | None = None
    upper: bool = False
    ruin: bool = False
    edge: bool = False


@dataclass
class Board:
    """Spaces, neighbours, solids and named places of one battlefield."""

    name: str
    title: str
    spaces: list[Space] = field(default_factory=list)
    by_key: dict[str, int] = field(default_factory=dict)
    #: Space index -> its key (spaces[i].key, as a list).
    space_keys: list[str] = field(default_factory=list)
    #: Hex (q, r) -> indexes of its spaces, lowest first.
    at_hex: dict[tuple[int, int], list[int]] = field(default_factory=dict)
    #: Space index -> indexes of the spaces in neighbouring hexes.
    neighbours: list[list[int]] = field(default_factory=list)
    #: Unordered hex pairs with a wall between them: (bottom, top) of that wall.
    edge_walls: dict[frozenset, tuple[float, float]] = field(default_factory=dict)
    #: Hex -> (bottom, top) of each solid in its column, wall section excluded.
    solids: dict[tuple[int, int], list[tuple[float, float]]] = field(default_factory=dict)
    #: Hexes of the breakable wall section -> its (bottom, top).
    breakable: dict[tuple[int, int], tuple[float, float]] = field(default_factory=dict)
    #: Thin-wall segment (hex pair, as in edge_walls) -> (bottom, top) of each window in it.
    edge_windows: dict[frozenset, list[tuple[float, float]]] = field(default_factory=dict)
    #: Window objects as read: (the segment's two hexes, bottom, top, unconfirmed).
    window_list: list[tuple[tuple[tuple[int, int], ...], float, float, bool]] = field(default_factory=list)
    zones: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    spots: dict[str, tuple[int, int]] = field(default_factory=dict)
    _dist: dict[tuple[int, int], dict[tuple[int, int], int]] = field(default_factory=dict)
    _near: dict[tuple[int, int], list[tuple[int, int]]] = field(default_factory=dict)
    _zone_keys: dict[str, list[str]] = field(default_factory=dict)
    _steps: list[list[tuple[int, int]]] = field(default_factory=list)
    #: Space key -> how a player finds it (see `label`), for every space.
    labels: dict[str, str] = field(default_factory=dict)
    _unstandable: dict[tuple[bool, bool], list[bool]] = field(default_factory=dict)
    _roomy: dict[tuple[bool, bool, int], list[bool]] = field(default_factory=dict)
    _step_costs: dict[tuple[bool, bool, int, int], list[int]] = field(default_factory=dict)
    _wall_ground: list[Space] | None = None
    _wall_dist: dict[tuple[int, int], int] = field(default_factory=dict)
    _lines: dict[tuple[tuple[int, int], tuple[int, int]], tuple] = field(default_factory=dict)
    _tops: dict[tuple[int, int], float] = field(default_factory=dict)
    _around: dict[tuple[int, int], tuple[tuple[int, int], ...]] = field(default_factory=dict)
    _walls_at: dict[tuple[int, int], list[int]] = field(default_factory=dict)
    _box_top: dict[tuple[tuple[int, int], tuple[int, int]], float] = field(default_factory=dict)
    #: What top_between reads (see there), made once per battlefield.
    _box: tuple | None = None
    _flights: dict[tuple, tuple] = field(default_factory=dict)
    #: What a power move's search walks (see _fly_graph), made once per battlefield.
    _fly_net: tuple | None = None
    _span: int | None = None
    _fly_rows: list[list[list[tuple] | None]] = field(default_factory=list)
    _enter: dict[tuple, list[bool]] = field(default_factory=dict)
    _engaging: dict[tuple[int, int, int], set[int]] = field(default_factory=dict)
    _next_to: list[frozenset[int]] = field(default_factory=list)
    #: A power move's destinations before the figures standing there are taken out, by what
    #: decides them (movement._power's deferred search; about half its searches come back).
    power_ends: dict[tuple, dict[str, tuple]] = field(default_factory=dict)

    # -- looking things up -------------------------------------------------------------
    def space(self, key: str) -> Space:
        """The space with this key."""
        return self.spaces[self.by_key[key]]

    def ground(self, q: int, r: int) -> Space | None:
        """The lowest space of a hex (None off the map)."""
        idx = self.at_hex.get((q, r))
        return self.spaces[idx[0]] if idx else None

    def label(self, key: str) -> str:
        """How a player finds a space: its column letter and row number as drawn along the
        battlefield's edges ("C7"), and "upper" for the floor above a hex ("D5 upper")."""
        got = self.labels.get(key)
        if got is None:
            sp = self.space(key)
            got = self.labels[key] = cell_label(sp.col, sp.row) + (" upper" if sp.upper else "")
        return got

    def steps(self) -> list[list[tuple[int, int]]]:
        """Space index -> (neighbouring space index, levels climbed) for every step no wall
        separates: the graph a normal move walks, built once per battlefield."""
        if not self._steps:
            sp = self.spaces
            self._steps = [[(j, sp[j].elevation - a.elevation) for j in self.neighbours[a.index]
                            if not self.separated((a.q, a.r), (sp[j].q, sp[j].r))] for a in sp]
        return self._steps

    def next_to(self) -> list[frozenset[int]]:
        """Space index -> the indexes of the spaces in neighbouring hexes, as sets (made once)."""
        if not self._next_to:
            self._next_to = [frozenset(near) for near in self.neighbours]
        return self._next_to

    def engaging(self, i: int, eh: int, h: int) -> set[int]:
        """The spaces next to space i where a figure of height h is engaged with a figure of
        height eh standing on i (Table.spaces_adjacent over the steps no wall separates: the two
        bases differ by less than the height of the figure standing lower). Kept per
        battlefield; do not change it."""
        key = (i, eh, h)
        got = self._engaging.get(key)
        if got is None:
            got = self._engaging[key] = {j for j, climb in self.steps()[i]
                                         if (climb < eh if climb >= 0 else -climb < h)}
        return got

    def wall_ground(self) -> list[Space]:
        """The ground spaces of the breakable wall's hexes (made once: every attack option asks)."""
        if self._wall_ground is None:
            self._wall_ground = [self.spaces[self.at_hex[h][0]] for h in self.breakable]
        return self._wall_ground

    def wall_distance(self, h: tuple[int, int]) -> int:
        """Range from a hex to the nearest hex of the breakable wall (999 without one), kept per hex."""
        got = self._wall_dist.get(h)
        if got is None:
            got = self._wall_dist[h] = min((self.hex_distance(h, (w.q, w.r)) for w in self.wall_ground()),
                                           default=999)
        return got

    def level_span(self) -> int:
        """The most levels between two spaces of the battlefield (lowest to highest surface)."""
        if self._span is None:
            levels = [sp.elevation for sp in self.spaces]
            self._span = max(levels) - min(levels)
        return self._span

    def unstandable(self, wall_present: bool, basic: bool) -> list[bool]:
        """Space index -> whether nobody may stand there (Table.space_blocked as a list, for
        the board as it is: wall section standing or not, Basic or Master Game). Do not change it."""
        key = (wall_present, basic)
        got = self._unstandable.get(key)
        if got is None:
            got = self._unstandable[key] = [
                sp.blocked_by == "ruin" or (sp.blocked_by == "breakable_wall" and wall_present)
                or (sp.upper and basic) for sp in self.spaces]
        return got

    def line_cells(self, a: tuple[int, int], b: tuple[int, int]) -> tuple[list[tuple[int, int]], list[frozenset]]:
        """What a sight line from hex `a` to hex `b` may meet: the map's hexes of the hex line
        between them (hexgrid.line) and their neighbours, tallest column first (of equal ones,
        the first the line meets first), and the thin-wall segments beside those hexes (a line
        crossing one passes a hex on either side of it). Per battlefield and pair of hexes,
        worked out once: sight asks it for every pair of figures."""
        got = self._lines.get((a, b))
        if got is None:
            if not self._tops:
                self._line_tables()
            line = hex_line(a, b)
            # each line hex's map hexes around it, in _AROUND order, made once per battlefield:
            # most pairs of spaces are asked once in a game, so this runs at most looks
            seen = dict.fromkeys(chain.from_iterable(map(self._around.get, line, repeat((), len(line)))))
            walls: list[frozenset] = []
            if self._walls_at:
                at = self._walls_at
                near = {n for h in seen if h in at for n in at[h]}
                walls = [pair for n, pair in enumerate(self.edge_walls) if n in near]
            got = self._lines[(a, b)] = (sorted(seen, key=self._tops.__getitem__, reverse=True), walls)
        return got

    def top_between(self, a: tuple[int, int], b: tuple[int, int]) -> float:
        """The tallest column (wall section standing) within two hexes of the box (in q and r) of
        hexes `a` and `b`, or infinity when one of those hexes is beside a thin wall. A sight line
        between them that stays above it meets no terrain: line_cells(a, b) lie in that box, and
        the terrain check stops at once when the tallest of them is no taller. Per battlefield and
        pair of hexes, worked out once (from each row's columns, and sums of the hexes beside a
        thin wall over the rows and columns before each hex): most pairs are looked between
        once in a game, and their cells cost more."""
        got = self._box_top.get((a, b))
        if got is not None:
            return got
        if self._box is None:
            if not self._tops:
                self._line_tables()
            qs, rs = [h[0] for h in self.at_hex], [h[1] for h in self.at_hex]
            q0, r0 = min(qs) - 3, min(rs) - 3
            width, height = max(qs) + 4 - q0, max(rs) + 4 - r0
            rows = [[0.0] * width for _ in range(height)]
            for (q, r), top in self._tops.items():
                rows[r - r0][q - q0] = top
            walled = {h for pair in self.edge_walls for h in pair}
            sums = [[0] * (width + 1) for _ in range(height + 1)]
            for r in range(height):
                for q in range(width):
                    sums[r + 1][q + 1] = sums[r][q + 1] + sums[r + 1][q] - sums[r][q] + ((q + q0, r + r0) in walled)
            self._box = (q0, r0, rows, sums)
        q0, r0, rows, sums = self._box
        qa, qb = (a[0], b[0]) if a[0] <= b[0] else (b[0], a[0])
        ra, rb = (a[1], b[1]) if a[1] <= b[1] else (b[1], a[1])
        q1, q2, r1, r2 = qa - 2 - q0, qb + 3 - q0, ra - 2 - r0, rb + 3 - r0
        if sums[r2][q2] - sums[r1][q2] - sums[r2][q1] + sums[r1][q1]:
            got = math.inf
        else:
            got = max([max(rows[r][q1:q2]) for r in range(r1, r2)])
        self._box_top[(a, b)] = got
        return got

    def _line_tables(self) -> None:
        """What line_cells reads: the highest solid of each column with the wall section
        standing; for every hex of the map's box and one beyond, the map hexes around it and
        itself (a hex further out has none); each hex's thin-wall segments, by their order."""
        at_hex = self.at_hex
        for h in at_hex:
            self._tops[h] = max((hi for _, hi in self.sight_solids(h, True)), default=0.0)
        qs = [h[0] for h in at_hex]
        rs = [h[1] for h in at_hex]
        for q in range(min(qs) - 1, max(qs) + 2):
            for r in range(min(rs) - 1, max(rs) + 2):
                self._around[(q, r)] = tuple(c for dq, dr in _AROUND if (c := (q + dq, r + dr)) in at_hex)
        for n, pair in enumerate(self.edge_walls):
            for h in pair:
                self._walls_at.setdefault(h, []).append(n)

    def roomy(self, wall_present: bool, basic: bool, height: int) -> list[bool]:
        """Space index -> whether a figure of this height may stand there: not unstandable
        and not under an overhang lower than the figure. Do not change it."""
        key = (wall_present, basic, height)
        got = self._roomy.get(key)
        if got is None:
            blocked = self.unstandable(wall_present, basic)
            got = self._roomy[key] = [not blocked[sp.index] and (sp.clearance is None or height <= sp.clearance)
                                      for sp in self.spaces]
        return got

    def step_costs(self, wall_present: bool, basic: bool, height: int, budget: int) -> list[int]:
        """Space index -> budget + 1 where a figure of this height may stand (roomy), else -1:
        what a ground search starts its costs from (movement._ground). Do not change it."""
        key = (wall_present, basic, height, budget)
        got = self._step_costs.get(key)
        if got is None:
            got = self._step_costs[key] = [budget + 1 if ok else -1 for ok in self.roomy(wall_present, basic, height)]
        return got

    def flights(self, start: tuple[int, int], over: bool, wall_present: bool, basic: bool,
                banned: frozenset) -> tuple[list[tuple], Any]:
        """A power move's spaces from a start hex, nearest first, and what gives the way to each:
        (space index, spaces along the battlefield, its hex's number, the space's key, clearance
        and elevation) for every space of each hex reached, and passed(number), the ground keys of
        the hexes passed on the way there (start and its own hex excluded), a new list. The search
        goes around the banned hexes and, unless the power passes over obstacles, around the
        spaces nobody may stand on; breadth first, so cutting the list at a move gives what a
        search stopped there finds. Worked out once per battlefield, start and case: a flyer asks
        at every turn."""
        return self._flight(start, over, wall_present, basic, banned)[:2]

    def _flight(self, start: tuple[int, int], over: bool, wall_present: bool, basic: bool,
                banned: frozenset) -> tuple:
        """_fly's answer, kept per battlefield, start and case."""
        # (passing over obstacles, every hex may be entered whatever stands: one search serves both)
        key = (start, True, None, None, banned) if over else (start, over, wall_present, basic, banned)
        got = self._flights.get(key)
        if got is None:
            got = self._flights[key] = self._fly(start, over, wall_present, basic, banned)
        return got

    def flight_paths(self, start: tuple[int, int], over: bool, wall_present: bool, basic: bool,
                     banned: frozenset) -> list[tuple[str, ...]]:
        """`flights`' passed(number) for every hex number at once, as tuples (kept with the
        flight: do not change them; None for a hex not found)."""
        return self._flight(start, over, wall_present, basic, banned)[5]()

    def flights_within(self, start: tuple[int, int], over: bool, wall_present: bool, basic: bool,
                       banned: frozenset, move: int) -> tuple[list[tuple], Any]:
        """`flights` cut where the spaces along the battlefield pass `move` (a new list)."""
        flights, passed, ends = self._flight(start, over, wall_present, basic, banned)[:3]
        return (flights[:ends[move]] if move < len(ends) else flights[:]), passed

    def _fly_graph(self) -> tuple:
        """The hexes as numbers for _fly: (hex -> number, number -> its neighbours' numbers in
        hex_neighbours order, number -> the ground key, number -> (space index, key, clearance,
        elevation) of each of its spaces). A search over small ints and lists is some three
        times faster than one over (q, r) pairs in dicts, and a game meets some 170 starts."""
        if self._fly_net is None:
            near = self.hex_neighbours()
            hexes = list(self.at_hex)
            num = {h: n for n, h in enumerate(hexes)}
            sp = self.spaces
            self._fly_net = (num, [[num[x] for x in near[h]] for h in hexes],
                             [sp[self.at_hex[h][0]].key for h in hexes],
                             [tuple((i, sp[i].key, sp[i].clearance, sp[i].elevation) for i in self.at_hex[h])
                              for h in hexes])
        return self._fly_net

    def _fly(self, start, over, wall_present, basic, banned) -> tuple:
        """The search of `flights`: (its list, passed, ends, the hexes' numbers in the order
        reached, their distances, paths), ends[k] the number of its entries at most k spaces away,
        paths() every hex's passed() at once (flight_paths)."""
        num, near, ground, rows = self._fly_graph()
        # a hex is entered when one of its spaces may be stood on (or the power passes over)
        enter = self._enter.get((over, wall_present, basic))
        if enter is None:
            unstandable = self.unstandable(wall_present, basic)
            enter = self._enter[(over, wall_present, basic)] = [
                over or not all(unstandable[i] for i in self.at_hex[h]) for h in num]
        if banned:
            enter = list(enter)
            for h in banned:
                if h in num:
                    enter[num[h]] = False
        s = num[start]
        made = self._fly_rows
        if not made:  # (made[y][d]: hex y's entries d spaces from the start, once found so)
            made += [[None] * (len(near) + 1) for _ in near]
        # each hex's parent in the search (the first hex it was found from): the way there is
        # made only for the moves written (a search meets some 300 hexes, a decision writes one);
        # a hex that may not be entered starts as found (a number no hex has), so that one test
        # of the parent says whether a hex is still to be entered (most searches pass over
        # everything: their hexes all start unfound)
        n = len(near)
        parent = [-1] * n if all(enter) else [-1 if e else n for e in enter]
        parent[s] = s
        out: list[tuple] = []
        ends: list[int] = []  # (for flights_within: as many as the rings found)
        order: list[int] = []
        dists: list[int] = []
        ring, d = [s], 0
        while ring:
            d += 1
            nxt = []
            for x in ring:
                for y in near[x]:
                    if parent[y] < 0:
                        parent[y] = x
                        nxt.append(y)
            if not nxt:
                break
            ends.append(len(out))
            order += nxt
            dists += [d] * len(nxt)
            for y in nxt:  # (found in this order: nearest first, as the search met them)
                # (a hex's entries at a distance are the same from every start that finds it there:
                # made once per battlefield, not once per search; a search meets every hex)
                got = made[y][d]
                if got is None:
                    got = made[y][d] = [(i, d, y, key, room, elevation) for i, key, room, elevation in rows[y]]
                out += got
            ring = nxt

        def passed(y: int) -> list[str]:
            """The ground keys of the hexes passed on the way to hex number y, in order."""
            way = []
            x = parent[y]
            while x != s:
                way.append(ground[x])
                x = parent[x]
            way.reverse()
            return way
        before: list = []

        def paths() -> list:
            """Hex number -> passed(number) as a tuple (shared: do not change it), for every hex
            the search found, made when first asked (reachability lists every way at once)."""
            if not before:
                before.extend([None] * n)
                before[s] = ()
                for y in order:  # (nearest first: a hex's parent before it)
                    x = parent[y]
                    before[y] = before[x] + (ground[x],) if x != s else ()
            return before
        return out, passed, ends, order, dists, paths

    def cell_key(self, col: int, row: int) -> str:
        """The ground space key of a Tiled cell."""
        h = hexgrid.from_offset(col, row, "y", "odd")
        return f"{h.q},{h.r}"

    def zone_keys(self, name: str) -> list[str]:
        """Every space key of a named zone's hexes (all levels)."""
        got = self._zone_keys.get(name)
        if got is None:  # moves ask for the exit and no-power zones at every decision
            got = self._zone_keys[name] = [self.spaces[i].key for h in self.zones.get(name, [])
                                           for i in self.at_hex.get(h, [])]
        return list(got)

    def zone_side(self, name: str) -> str:
        """Where a named zone lies on the battlefield as drawn ("bottom left", "right"), for the
        words of a choice: the map's own zone names ("red") are no colour on the table."""
        hexes = self.zones.get(name) or []
        spaces = [self.ground(*h) for h in hexes]
        spaces = [sp for sp in spaces if sp is not None]
        if not spaces:
            return ""
        cols = [sp.col for sp in self.spaces]
        rows = [sp.row for sp in self.spaces]
        mid_c, mid_r = (min(cols) + max(cols)) / 2, (min(rows) + max(rows)) / 2
        c = sum(sp.col for sp in spaces) / len(spaces) - mid_c
        r = sum(sp.row for sp in spaces) / len(spaces) - mid_r
        # a third of the battlefield's half-width or half-height away from its middle counts
        far_c = max(1.0, (max(cols) - min(cols)) / 6)
        far_r = max(1.0, (max(rows) - min(rows)) / 6)
        vertical = "top" if r < -far_r else "bottom" if r > far_r else ""
        across = "left" if c < -far_c else "right" if c > far_c else ""
        return " ".join(x for x in (vertical, across) if x) or "middle"

    def hex_distance(self, a: tuple[int, int], b: tuple[int, int]) -> int:
        """Range in spaces counted along the battlefield (around holes), ignoring levels."""
        table = self._dist.get(a)
        if table is None:
            table = self._bfs(a)
            self._dist[a] = table
        return table.get(b, 999)

    def distances(self, a: tuple[int, int]) -> dict[tuple[int, int], int]:
        """Hex -> its range from hex `a` (hex_distance's table, kept: do not change it; a hex
        not in it is 999 away)."""
        table = self._dist.get(a)
        if table is None:
            table = self._dist[a] = self._bfs(a)
        return table

    def hex_neighbours(self) -> dict[tuple[int, int], list[tuple[int, int]]]:
        """Hex -> its neighbouring hexes on the map, in hexgrid.DIRECTIONS order (made once)."""
        near = self._near
        if not near:
            for h in self.at_hex:
                near[h] = [n for dq, dr in _DIRS if (n := (h[0] + dq, h[1] + dr)) in self.at_hex]
        return near

    def _bfs(self, start: tuple[int, int]) -> dict[tuple[int, int], int]:
        num = self._fly_graph()[0]
        if start not in num:
            return {start: 0}
        # a flight that passes over obstacles walks every hex, breadth first, as a range counts
        # them (and a game asks both from the same hexes: some 100 starts)
        hexes = list(num)
        order, dists = self._flight(start, True, True, False, frozenset())[3:5]
        out = {start: 0}
        out.update(zip(map(hexes.__getitem__, order), dists))
        return out

    def centre(self, q: int, r: int) -> tuple[float, float]:
        """The hex centre in hex units (pointy-top, centre to corner = 1)."""
        return SQRT3 * (q + r / 2.0), 1.5 * r

    def column_solids(self, h: tuple[int, int], wall_present: bool) -> list[tuple[float, float]]:
        """The solid intervals of a hex column (terrain, floors, walls)."""
        base = self.solids.get(h, [])
        if wall_present and h in self.breakable:
            return base + [self.breakable[h]]
        return base

    def sight_solids(self, h: tuple[int, int], wall_present: bool) -> list[tuple[float, float]]:
        """The intervals of a hex column that block sight (all its solids: no window is ever
        in a wall hex, which would open it towards every side)."""
        return self.column_solids(h, wall_present)

    def edge_sight_spans(self, pair: frozenset) -> list[tuple[float, float]]:
        """The parts of a thin wall that block sight: the wall less its window openings."""
        return cut([self.edge_walls[pair]], self.edge_windows.get(pair, ()))

    def separated(self, a: tuple[int, int], b: tuple[int, int]) -> bool:
        """Whether a wall stands between two neighbouring hexes."""
        return frozenset((a, b)) in self.edge_walls


_DIRS = tuple((d.q, d.r) for d in hexgrid.DIRECTIONS)
_AROUND = _DIRS + ((0, 0),)


hex_line = hexgrid.line_qr  # the hexes of a sight line, on (q, r) pairs


column_letter = column_letters  # a Tiled column as the letter(s) drawn above it


def cell_label(col: int, row: int) -> str:
    """A Tiled cell as a player names it: column letter, then row number from 1 ("C7")."""
    return f"{column_letter(col)}{row + 1}"


def cut(solids, openings) -> list[tuple[float, float]]:
    """Solid intervals with the openings taken out of them (what is left, lowest first)."""
    out = list(solids)
    for wlo, whi in openings:
        nxt = []
        for lo, hi in out:
            if whi <= lo or wlo >= hi:
                nxt.append((lo, hi))
                continue
            if lo < wlo:
                nxt.append((lo, wlo))
            if whi < hi:
                nxt.append((whi, hi))
        out = nxt
    return out


def _truthy(value) -> bool:
    return value is True or str(value).strip().lower() in ("true", "1", "yes")


def build_board(bm: BoardMap) -> Board:
    """The rules' board of a loaded Tiled map."""
    board = Board(name=bm.name, title=str(bm.properties.get("title", bm.name)))
    ground: dict[tuple[int, int], tuple[int, str, int, int]] = {}
    for (col, row), cell in bm.cells.items():
        h = bm.hex_of(col, row)
        ground[(h.q, h.r)] = (cell.elevation, cell.terrain or "concrete", col, row)
    ruin_hexes: set[tuple[int, int]] = set()
    floors: dict[tuple[int, int], tuple[int, int]] = {}
    walls: dict[tuple[int, int], tuple[str, float]] = {}
    for o in bm.layers.get("ruin", []):
        hexes = [_hex(bm, c) for c in o.cells]
        if o.kind == "upper_floor":
            for h in hexes:
                floors[h] = (int(o.props.get("elevation", 9)), int(o.props.get("thickness", 1)))
        elif o.kind in ("ruin_wall", "breakable_wall"):
            for h in hexes:
                walls[h] = ("ruin" if o.kind == "ruin_wall" else "breakable_wall", float(o.props.get("top", 13)))
        elif o.kind == "wall_edge" and len(hexes) == 2:
            board.edge_walls[frozenset(hexes)] = (float(o.props.get("bottom", 0)), float(o.props.get("top", 13)))
        elif o.kind == "window":
            if len(hexes) == 2 and "sight_from" in o.props and "sight_to" in o.props:
                span = (float(o.props["sight_from"]), float(o.props["sight_to"]))
                board.window_list.append((tuple(hexes), span[0], span[1], _truthy(o.props.get("unconfirmed"))))
            continue  # an opening in a wall: it makes no hex part of the ruin
        ruin_hexes.update(hexes)
    for h, (elev, terrain, col, row) in sorted(ground.items(), key=lambda kv: (kv[1][3], kv[1][2])):
        if terrain == "ruin":
            ruin_hexes.add(h)
        solids: list[tuple[float, float]] = [(0.0, float(elev))]
        idx = []
        clearance = None
        if h in floors:
            surface, thick = floors[h]
            clearance = surface - thick - elev
            solids.append((float(surface - thick), float(surface)))
        wall = walls.get(h)
        if wall and wall[0] == "ruin":
            solids.append((float(elev), wall[1]))
        elif wall:
            board.breakable[h] = (float(elev), wall[1])
        board.solids[h] = solids
        sp = Space(key=f"{h[0]},{h[1]}", index=len(board.spaces), q=h[0], r=h[1], col=col, row=row,
                   elevation=elev, terrain=terrain, clearance=clearance,
                   blocked_by=wall[0] if wall else None, ruin=h in ruin_hexes)
        board.spaces.append(sp)
        idx.append(sp.index)
        if h in floors:
            surface, _ = floors[h]
            up = Space(key=f"{h[0]},{h[1]}@{surface}", index=len(board.spaces), q=h[0], r=h[1], col=col,
                       row=row, elevation=surface, terrain="upper_floor", upper=True, ruin=True)
            board.spaces.append(up)
            idx.append(up.index)
        board.at_hex[h] = idx
    for where, lo, hi, _ in board.window_list:
        board.edge_windows.setdefault(frozenset(where), []).append((lo, hi))
    for spans in board.edge_windows.values():
        spans.sort()
    for sp in board.spaces:
        board.by_key[sp.key] = sp.index
        board.space_keys.append(sp.key)
        board.labels[sp.key] = cell_label(sp.col, sp.row) + (" upper" if sp.upper else "")
        sp.ruin = sp.ruin or (sp.q, sp.r) in ruin_hexes
        sp.edge = sum((sp.q + dq, sp.r + dr) in board.at_hex for dq, dr in _DIRS) < 6
    for sp in board.spaces:
        near = []
        for dq, dr in _DIRS:
            near.extend(board.at_hex.get((sp.q + dq, sp.r + dr), []))
        board.neighbours.append(near)
    for layer in ("zones", "glyphs", "figures"):
        for o in bm.layers.get(layer, []):
            hexes = [_hex(bm, c) for c in o.cells]
            if layer == "zones":
                board.zones[o.name] = hexes
            elif hexes:
                board.spots[o.name] = hexes[0]
    return board


def window_problems(bm: BoardMap) -> list[tuple[str, str]]:
    """(object name, what is wrong) for each ``window`` of the ruin layer that is not an
    opening inside a thin-wall segment of the same map, and for a segment with two windows."""
    board = build_board(bm)
    out = []
    held: dict[frozenset, str] = {}
    for o in bm.layers.get("ruin", []):
        if o.kind != "window":
            continue
        name = o.name or f"object {o.id}"
        hexes = [_hex(bm, c) for c in o.cells]
        try:
            lo, hi = float(o.props["sight_from"]), float(o.props["sight_to"])
        except (KeyError, TypeError, ValueError):
            out.append((name, "a window needs numbers sight_from and sight_to (levels above the table)"))
            continue
        if lo >= hi:
            out.append((name, f"sight_from {lo:g} must be below sight_to {hi:g}"))
            continue
        if len(hexes) != 2:
            out.append((name, "a window lies in one thin-wall segment: a line between the segment's two hexes "
                              "(never on a wall hex, which would open it towards every side)"))
            continue
        wall = board.edge_walls.get(frozenset(hexes))
        if wall is None:
            out.append((name, "there is no wall_edge between those two hexes to hold the window"))
        elif lo < wall[0] or hi > wall[1]:
            out.append((name, f"the opening {lo:g}-{hi:g} leaves the wall, which stands from {wall[0]:g} to {wall[1]:g}"))
        elif frozenset(hexes) in held:
            out.append((name, f"that wall segment already has a window ({held[frozenset(hexes)]}): one opening "
                              "per segment"))
        else:
            held[frozenset(hexes)] = name
    return out


def _hex(bm: BoardMap, cell: tuple[int, int]) -> tuple[int, int]:
    h = bm.hex_of(*cell)
    return h.q, h.r
