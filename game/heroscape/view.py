"""The Heroscape battlefield: hexes shaded by height with cliff edges, the ruin's walls and
windows, rulers naming columns and rows (a space is "C7"), figures as discs in their army's
colour, move costs on reachable hexes, the army cards down the right (view_cards.py), the
scenario and round across the top and the dice of the last rolls face by face at the bottom.
With view_cards.py, the only pygame part of the game.

Numbers inside a hex never cover each other: a move cost sits in the upper half, the level
in the lower half, and a level is written only where it differs from the battlefield's usual
level (the header says which that is); a hex too small for a readable number shows none (the
hover tells it).

Refs: ``hex:<space>``, ``fig:<figure>`` (or ``target:<figure>`` when it may be attacked now,
``target:wall`` for the wall section), ``card:<figure>``, ``marker:<n>``, ``move:<power>``,
``power:<power>``, ``pass:<figure>``, ``army:<n>``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable

import pygame

from game.core.hexgrid import Hex
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.hex_layout import Layout
from game.ui.views.base import Marks, Tip
from game.ui.views.hex_grid import HexGridView, terrain_colour

from .board import column_letter
from .view_cards import ArmyPanel, card_picture, initials, life_left, token
from .view_legend import (BREAKABLE, FALL_MARK, GLASS, GLYPH, GLYPH_RIM, LIFE_BADGE, RUIN_WALL, START_ZONE,
                          SWIPE_MARK, WALL, WALL_EDGE, ScenarioPanel, zone_colour)

ROUTE_COLOURS = ((240, 200, 60), (90, 220, 240), (240, 120, 220), (150, 230, 90))
FACE_COLOURS = {"skull": (200, 40, 40), "shield": (40, 110, 210), "blank": (150, 150, 150)}
SEP = "  ·  "


class HeroscapeView(HexGridView):
    """The hex battlefield with terrain height."""

    HEX_SIZE = 28.0

    def __init__(self, game, theme, names) -> None:
        super().__init__(game, theme, names)
        self.rules = game.rules
        self._layouts: dict[str, dict[str, Any]] = {}
        self.rolls: list[dict[str, Any]] = []
        self.view: dict[str, Any] = {}
        #: Set by the game screen: why a click path is not legal now (for hover help).
        self.explain: Callable[[list[str]], str | None] | None = None
        self.selected: list[str] = []
        self._route_at: tuple[Any, Any, Any] | None = None
        self.board_area = pygame.Rect(0, 0, 10, 10)
        self.panel_area = pygame.Rect(0, 0, 10, 10)
        self.tray = pygame.Rect(0, 0, 10, 10)
        self.header_h = 0
        self.goal_h = 0
        self.goal_area = pygame.Rect(0, 0, 0, 0)
        self.panel = ArmyPanel(self)
        self.legend = ScenarioPanel(self)
        #: Whether the column shows tabs (no room for armies and legend at once), and which one.
        self.tabs = False
        self.tab = "armies"

    # -- data -------------------------------------------------------------------------------
    def _layout(self, name: str) -> dict[str, Any]:
        if name not in self._layouts:
            lay = self.rules.layout(name)
            lay["by_key"] = {sp["key"]: sp for sp in lay["spaces"]}
            lay["usual_level"] = Counter(sp["elevation"] for sp in lay["spaces"] if not sp["upper"]).most_common(1)[0][0]
            lay["rows"] = max(sp["row"] for sp in lay["spaces"]) + 1
            lay["upper_of"] = {f"{sp['q']},{sp['r']}": sp["key"] for sp in lay["spaces"] if sp["upper"]}
            self._layouts[name] = lay
        return self._layouts[name]

    def card_of(self, fid: str):
        """The army card of a figure (or of a card id, for cards not yet drafted)."""
        fig = self.view.get("figures", {}).get(fid)
        return self.rules.cards.get(fig["card"] if fig else fid)

    def _name(self, fid: str) -> str:
        if fid == "wall":
            return "the Breakable Wall Section"
        c = self.card_of(fid)
        return c.name if c else fid

    def space_label(self, key: str) -> str:
        """How a player finds a space: "C7", "F5 upper"."""
        lay = self._layout(self.view["map"]) if self.view.get("map") else None
        sp = lay["by_key"].get(key) if lay else None
        return sp["label"] if sp else key

    @property
    def layout(self) -> Layout:
        return Layout(self.HEX_SIZE, (0.0, 0.0), True)

    def _world(self, lay: dict[str, Any]) -> pygame.Rect:
        pts = [self.layout.to_pixel(Hex(sp["q"], sp["r"])) for sp in lay["spaces"]]
        s = self.HEX_SIZE
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return pygame.Rect(int(min(xs) - s), int(min(ys) - s), int(max(xs) - min(xs) + 2 * s),
                           int(max(ys) - min(ys) + 2 * s))

    # -- layout -----------------------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().set_rect(rect, theme)
        self._place(self.header_h or theme.font(12, True).get_linesize() + theme.px(8), self.goal_h)

    def _place(self, header_h: int, goal_h: int = 0) -> None:
        """Header across the top; army cards down the right (a third of the room at most, never
        narrower than a name and its life need); the scenario's goal over the battlefield and the
        dice tray under it."""
        t, r = self.theme, self.rect
        self.header_h, self.goal_h = header_h, goal_h
        gap = t.px(6)
        aw = self._column_width()
        top = r.top + header_h
        self.panel_area = pygame.Rect(r.right - aw, top + gap // 2, aw - t.px(2), r.bottom - top - gap)
        die = self._die_size()
        tray_h = self._tray_font().get_linesize() + die + t.px(10)
        left_w = r.width - aw - gap
        self.goal_area = pygame.Rect(r.left, top, left_w, goal_h)
        self.tray = pygame.Rect(r.left + t.px(2), r.bottom - tray_h - t.px(2), left_w - t.px(2), tray_h)
        self.board_area = pygame.Rect(r.left, top + goal_h, left_w, self.tray.top - gap // 2 - top - goal_h)

    def _column_width(self) -> int:
        t, r = self.theme, self.rect
        return max(min(t.px(236), int(r.width * 0.32)), min(230, int(r.width * 0.4)))

    def _goal_lines(self, view) -> tuple[list[str], pygame.font.Font]:
        """The scenario's goal (always on screen), wrapped over the battlefield's width."""
        f = self.theme.font(12, True)
        goal = (view.get("briefing") or {}).get("goal")
        width = self.rect.width - self._column_width() - self.theme.px(6) - self.theme.px(16)
        return (dr.wrap("Goal: " + goal, f, width) if goal else []), f

    def _die_size(self) -> int:
        return max(22, min(self.theme.px(28), 42))

    def _tray_font(self) -> pygame.font.Font:
        return self.theme.font(11, True)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        return self.camera.handle_event(ev, self.board_area)

    # The way a move would go is drawn over the kept board each frame (it follows the mouse):
    # painting the battlefield again for each space hovered cost 10-20 ms at 1920x1080.
    def kept(self) -> Any:
        return super().kept(), self._route_at, self.selected

    def restore_kept(self, kept: Any) -> None:
        base, self._route_at, self.selected = kept
        super().restore_kept(base)

    def draw_hover(self, surface: pygame.Surface, marks: Marks) -> None:
        super().draw_hover(surface, marks)
        if self._route_at is not None:
            clip = surface.get_clip()
            surface.set_clip(self.hex_area)
            lay, view, sl = self._route_at
            through = self._routes(surface, lay, view, marks, sl)
            if through:  # the numbers of the spaces on the way stay readable over it
                self._numbers(surface, lay, view, marks, sl, only=through)
            surface.set_clip(clip)

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: dict[str, Any], marks: Marks) -> None:
        self.begin()
        self.view = view
        self._route_at = None
        if "figures" not in view or not view.get("map"):
            return
        self.selected = _in_click_order(view, marks.selected)
        lay = self._layout(view["map"])
        lines, f = self._header_lines(view, lay)
        want = len(lines) * f.get_linesize() + self.theme.px(8)
        goal, gf = self._goal_lines(view)
        goal_h = len(goal) * gf.get_linesize() + self.theme.px(4) if goal else 0
        if (want, goal_h) != (self.header_h, self.goal_h):
            self._place(want, goal_h)
        self.hex_area = self.inside_rulers(self.board_area, lay["rows"])
        self.fit_once(view["map"], self._world(lay), self.hex_area)
        clip = surface.get_clip()
        surface.set_clip(self.hex_area)
        self._spaces(surface, lay, view, marks)
        self._figures(surface, lay, view, marks)
        surface.set_clip(clip)
        self.draw_rulers(surface, self.board_area, self.hex_area, ((sp["col"], sp["row"]) for sp in lay["spaces"]),
                         col_name=column_letter)
        self._header(surface, lines, f)
        for i, line in enumerate(goal):
            dr.text(surface, line, gf, th.GOLD, (self.goal_area.left + self.theme.px(8),
                                                 self.goal_area.top + i * gf.get_linesize()), role="label")
        self._dice(surface)
        drawn = {ref for _s, ref in self._regions} | {f"card:{fid}" for army in view.get("armies", []) for fid in army}
        extra = [(ref, self._choice_label(ref, view)) for ref in _in_prompt_order(marks.clickable, view)
                 if ref not in drawn]
        self._column(surface, view, lay, marks, extra)

    def _column(self, surface, view, lay, marks, extra) -> None:
        """The column beside the battlefield: the armies, and under them the scenario and the
        legend when both fit whole; else tabs, one showing the armies, the other the scenario
        and legend (no tabs while the column lists choices of its own, such as cards to draft;
        the prompt lists every choice too)."""
        area, t = self.panel_area, self.theme
        gap = t.px(8)
        for plan in self.legend.plans(view, lay, area):
            need = plan[2]
            armies = pygame.Rect(area.left, area.top, area.width, area.height - need - gap)
            if armies.height > 0 and self.panel.fits_whole(armies, view, marks, extra):
                self.panel.draw(surface, armies, view, marks, extra)
                legend = pygame.Rect(area.left, area.bottom - need, area.width, need)
                pygame.draw.line(surface, th.LINE, (legend.left, legend.top - gap // 2),
                                 (legend.right, legend.top - gap // 2), 1)
                self.legend.draw(surface, legend, view, lay, plan)
                self.tabs = False
                return
        if extra:
            self.tabs = False  # choices listed in the column (cards to draft): all of it for them
            self.panel.draw(surface, area, view, marks, extra)
            return
        self.tabs = True
        f = t.font(13, True)
        h = f.get_linesize() + t.px(8)
        half = area.width // 2
        for i, (key, words) in enumerate((("armies", ("Armies",)),
                                          ("legend", ("Scenario and legend", "Scenario, legend", "Legend")))):
            r = pygame.Rect(area.left + i * half, area.top, half - (t.px(4) if i == 0 else 0), h)
            on = self.tab == key
            dr.panel(surface, r, th.BG_PANEL_2 if on else th.BG_PANEL, th.GOLD if on else th.LINE, radius=t.px(5))
            said = next((w for w in words if f.size(w)[0] <= r.width - t.px(8)), words[-1])
            dr.text(surface, said, f, th.TEXT if on else th.TEXT_DIM, r.center, anchor="center", role="button")
            self.region(r, f"tab:{key}")
        body = pygame.Rect(area.left, area.top + h + t.px(6), area.width, area.height - h - t.px(6))
        if self.tab == "legend" and self.legend.draw(surface, body, view, lay):
            return
        self.panel.draw(surface, body, view, marks, extra)

    def local_click(self, ref: str, marks: Marks) -> bool:
        """A click on a tab of the column switches what it shows."""
        if ref.startswith("tab:"):
            self.tab = ref[4:]
            return True
        return False

    def _spaces(self, surface, lay, view, marks) -> None:
        sl = self.screen_layout()
        ground, cells = self._ground(lay, view, sl)
        surface.blit(ground, self.hex_area.topleft)
        t = self.theme
        wall_up = bool(view.get("wall", {}).get("present"))
        for h, pts, ref, shrink in cells:
            sp = lay["by_key"][ref[4:]]
            if sp["blocked_by"] == "breakable_wall" and wall_up and "target:wall" in marks.clickable:
                ref = "target:wall"
            if self.hex_area.collidepoint(sl.to_pixel(h)):  # a hex panned out of view takes no clicks
                self.region(pts, ref)
            hl = self.mark_colour(ref, marks)
            if hl:
                pygame.draw.polygon(surface, hl, sl.corners(h, shrink * 0.86), max(2, t.px(3)))
        self._walls(surface, sl, lay)
        self._route_at = (lay, view, sl)  # the ways are drawn over the kept picture (draw_hover)
        self._numbers(surface, lay, view, marks, sl)
        self._glyphs(surface, lay, view, sl)

    def _routes(self, surface, lay, view, marks, sl: Layout) -> set[str]:
        """The way a move would go: when a space with several ways there is chosen, each way in
        its own colour with its waypoint ringed (the one pointed at, bold); else the way to the
        space under the mouse. A red dot where a swipe may come, a white one where a fall is.
        Returns the spaces the ways go through."""
        n = len(self.selected)
        moves = [o for o in (view.get("pending") or {}).get("options", [])
                 if (o.get("data") or {}).get("kind") == "move" and o["path"][:n] == self.selected]
        chosen = self.selected[-1] if self.selected else ""
        ways = [o for o in moves if len(o["path"]) == n + 1 and chosen == f"hex:{o['data']['to']}"]
        if not ways and marks.hover and marks.hover.startswith("hex:"):
            ways = [o for o in moves if len(o["path"]) > n and o["path"][n] == marks.hover]
        for i, o in enumerate(ways):
            colour = ROUTE_COLOURS[i % len(ROUTE_COLOURS)] if len(ways) > 1 else th.GOLD
            bold = o["path"][-1] in marks.pointed or o["path"][-1] == marks.hover
            self._route(surface, lay, view, sl, o, colour, bold, ring=len(ways) > 1 and n == len(o["path"]) - 1)
        return {k for o in ways for k in o["data"]["route"]}

    def _route(self, surface, lay, view, sl: Layout, o: dict, colour, bold: bool, ring: bool) -> None:
        d = o["data"]
        start = (view["figures"].get(d["figure"]) or {}).get("space")
        keys = ([start] if start else []) + list(d["route"])
        pts = [sl.to_pixel(Hex(lay["by_key"][k]["q"], lay["by_key"][k]["r"])) for k in keys if k in lay["by_key"]]
        if len(pts) < 2:
            return
        width = max(2, int(sl.size / (5 if bold else 9)))
        pygame.draw.lines(surface, (20, 20, 24), False, pts, width + 2)
        pygame.draw.lines(surface, colour, False, pts, width)
        dot = max(3, int(sl.size / 6))
        offset = 1 if start else 0
        for i, _ in d.get("swipes", []):
            p = pts[min(len(pts) - 1, i + offset)]
            pygame.draw.circle(surface, SWIPE_MARK, (int(p[0]), int(p[1])), dot)
            pygame.draw.circle(surface, (20, 20, 20), (int(p[0]), int(p[1])), dot, 1)
        for i, _ in d.get("falls", []):
            p = pts[min(len(pts) - 1, i + offset)]
            pygame.draw.circle(surface, FALL_MARK, (int(p[0]), int(p[1])), dot)
            pygame.draw.circle(surface, (20, 20, 20), (int(p[0]), int(p[1])), dot, 1)
        if ring:  # the waypoint a click picks this way by
            via = o["path"][-1][4:]
            sp = lay["by_key"].get(via)
            if sp:
                h = Hex(sp["q"], sp["r"])
                pygame.draw.polygon(surface, colour, sl.corners(h, 0.7), max(2, width))

    def _numbers(self, surface, lay, view, marks, sl: Layout, only: set[str] | None = None) -> None:
        """Move costs and unusual levels, never on a figure, a glyph or each other (on the
        spaces `only`, when given)."""
        costs = self._costs(view)
        taken = {f["space"] for f in view["figures"].values() if f.get("status") == "board" and f.get("space")}
        taken |= {g["space"] for g in view.get("glyphs", {}).values() if g.get("space") and not g.get("holder")}
        usual = lay["usual_level"]
        for sp in lay["spaces"]:
            if sp["upper"]:
                continue
            key = sp["key"]
            upper = lay["upper_of"].get(key)
            if only is not None and key not in only and upper not in only:
                continue
            h = Hex(sp["q"], sp["r"])
            centre = sl.to_pixel(h)
            if not self.hex_area.collidepoint(centre):
                continue
            if upper is not None:  # a ruin floor over this hex: the floor's numbers, and the cost to go under
                if upper in taken or key in taken:
                    continue  # a disc covers the middle: the hover tells the rest
                top, under = costs.get(upper), costs.get(key)
                bottom = f"▾{under}" if under is not None else (
                    str(lay["by_key"][upper]["elevation"]) if top is None else None)
                self.hex_numbers(surface, centre, sl.size, None if top is None else str(top), bottom)
                continue
            if key in taken or sp["blocked_by"]:
                continue
            cost = costs.get(key)
            level = str(sp["elevation"]) if sp["elevation"] != usual else None
            self.hex_numbers(surface, centre, sl.size, None if cost is None else str(cost), level)

    def _glyphs(self, surface, lay, view, sl: Layout) -> None:
        """Glyphs lying on the battlefield: a gold disc (its letter when the hex has room)."""
        f = th.font(max(6, int(sl.size * 0.4)), True)
        for g in view.get("glyphs", {}).values():
            key = g.get("space")
            if not key or key not in lay["by_key"] or g.get("holder"):
                continue
            sp = lay["by_key"][key]
            cx, cy = sl.to_pixel(Hex(sp["q"], sp["r"]))
            r = max(4, int(sl.size * 0.4))
            pygame.draw.circle(surface, GLYPH, (int(cx), int(cy)), r)
            pygame.draw.circle(surface, GLYPH_RIM, (int(cx), int(cy)), r, 2)
            letter = "?" if g.get("side") == "symbol" else (g.get("name") or "G")[0]
            if not any(f["space"] == key for f in view["figures"].values() if f.get("status") == "board"):
                dr.text(surface, letter, f, (60, 40, 0), (cx, cy), anchor="center", role="decor")

    def _ground(self, lay, view, sl: Layout) -> tuple[pygame.Surface, list[tuple[Hex, list, str, float]]]:
        """The battlefield without figures, numbers or highlights, drawn once per camera, wall and
        phase (the hexes with their heights, cliffs and zones), and each cell's outline for clicks."""
        wall_up = bool(view.get("wall", {}).get("present"))
        zone_hexes = self._zone_hexes(lay, view)
        area = self.hex_area
        key = (view["map"], round(sl.size, 3), round(sl.origin[0], 1), round(sl.origin[1], 1), tuple(area),
               wall_up, tuple(sorted(zone_hexes.items())))
        if getattr(self, "_ground_key", None) == key:
            return self._ground_cache
        t = self.theme
        ground = pygame.Surface(area.size)
        ground.fill(th.BG)
        local = Layout(sl.size, (sl.origin[0] - area.left, sl.origin[1] - area.top), sl.pointy)
        cells = []
        for sp in sorted(lay["spaces"], key=lambda sp: (sp["upper"], sp["elevation"], sp["r"], sp["q"])):
            h = Hex(sp["q"], sp["r"])
            shrink = 0.62 if sp["upper"] else 0.97
            pts = local.corners(h, shrink)
            if sp["blocked_by"] == "ruin":
                colour = RUIN_WALL
            elif sp["blocked_by"] == "breakable_wall" and wall_up:
                colour = BREAKABLE
            else:
                colour = terrain_colour(sp["terrain"], sp["elevation"])
            pygame.draw.polygon(ground, colour, pts)
            if sp["key"] in zone_hexes:
                pygame.draw.polygon(ground, zone_hexes[sp["key"]], local.corners(h, 0.8), max(1, t.px(2)))
            pygame.draw.polygon(ground, (28, 28, 34), pts, 1)
            if not sp["upper"]:
                self._cliffs(ground, local, h, sp, lay)
            cells.append((h, sl.corners(h, shrink), f"hex:{sp['key']}", shrink))
        self._ground_key, self._ground_cache = key, (ground, cells)
        return ground, cells

    def _walls(self, surface: pygame.Surface, sl: Layout, lay) -> None:
        """The ruin's thin walls over everything on the ground (they hide figures, so they must
        show through highlights), each window a pane of glass in its wall: sight passes through
        it at its levels, feet never do."""
        width = max(4, int(sl.size / 4))
        for wall in lay.get("wall_edges", []):
            edge = _shared_edge(sl, *wall["between"])
            if edge:
                pygame.draw.line(surface, WALL_EDGE, edge[0], edge[1], width + 2)
                pygame.draw.line(surface, WALL, edge[0], edge[1], width)
        for w in lay.get("windows", []):
            edge = _shared_edge(sl, *w["between"])
            if edge:
                (x0, y0), (x1, y1) = edge
                a = (x0 + (x1 - x0) * 0.2, y0 + (y1 - y0) * 0.2)
                b = (x0 + (x1 - x0) * 0.8, y0 + (y1 - y0) * 0.8)
                pygame.draw.line(surface, GLASS, a, b, max(2, width - 2))

    def _cliffs(self, surface, sl: Layout, h: Hex, sp, lay) -> None:
        """Edges where the ground drops, drawn thicker the bigger the drop: height at a glance."""
        by = lay["by_key"]
        corners = sl.corners(h, 0.97)
        # Pointy-top corners i and i+1 bound the side facing direction (0: east, going clockwise).
        dirs = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]
        for i, (dq, dr_) in enumerate(dirs):
            other = by.get(f"{h.q + dq},{h.r + dr_}")
            drop = sp["elevation"] - (other["elevation"] if other else 0)
            if drop > 0:
                a, b = corners[i], corners[(i + 1) % 6]
                pygame.draw.line(surface, (12, 12, 16), a, b, max(1, min(6, drop)) + (1 if other is None else 0))

    def _zone_hexes(self, lay, view) -> dict[str, tuple[int, int, int]]:
        """The scenario's zones: start zones while armies are placed (a chosen one in its seat's
        colour, one nobody has chosen yet in white: never the gold that says "you may click it"),
        other zones (goals, exits) in their own colour all game."""
        prefix = f"{view.get('scenario')}/"
        zone_of = view.get("zone_of") or []
        starts = (view.get("briefing") or {}).get("start_zones") or []
        placing = view.get("phase") not in ("play", "over")
        out: dict[str, tuple[int, int, int]] = {}
        for name, keys in lay["zones"].items():
            if not name.startswith(prefix):
                continue
            zone = name[len(prefix):]
            if zone in zone_of or zone in starts:
                if not placing:
                    continue
                colour = th.seat_colour(zone_of.index(zone)) if zone in zone_of else START_ZONE
            else:
                colour = zone_colour(zone)
            for k in keys:
                out[k] = colour
        return out

    def _costs(self, view) -> dict[str, Any]:
        """Move costs of the spaces the selected figure may reach next (from the options' data;
        the cheapest way where there are several)."""
        pending = view.get("pending") or {}
        n = len(self.selected)
        out: dict[str, Any] = {}
        for o in pending.get("options", []):
            path, d = o.get("path", []), o.get("data") or {}
            if len(path) > n and path[:n] == self.selected and path[n] == f"hex:{d.get('to')}" \
                    and d.get("cost") is not None:
                out[d["to"]] = min(d["cost"], out.get(d["to"], d["cost"]))
        return out

    def _ways(self, ref: str, view) -> list[dict[str, Any]]:
        """The options of moving to the space `ref` by different ways, when there are several."""
        n = len(self.selected)
        return [o for o in (view.get("pending") or {}).get("options", [])
                if len(o.get("path", [])) == n + 2 and o["path"][:n + 1] == self.selected + [ref]
                and (o.get("data") or {}).get("kind") == "move"]

    def _figures(self, surface, lay, view, marks) -> None:
        """Each figure as a disc in its army's colour with its letters (its army card starts with
        the same disc and the name); a wounded figure's life left in a red badge."""
        t = self.theme
        sl = self.screen_layout()
        on_board = [(fid, fig) for fid, fig in view["figures"].items()
                    if fig.get("status") == "board" and fig.get("space") in lay["by_key"]]
        hexes = Counter(fig["space"].split("@")[0] for _fid, fig in on_board)
        badge_f = t.font(10, True)
        # A figure an attack may go at takes the click as its target even while something else is
        # chosen (a space, a way there): the controller starts again after the acting figure.
        aimed = {r for o in (view.get("pending") or {}).get("options", []) for r in o.get("path", [])[:2]
                 if r.startswith("target:")}
        for fid, fig in sorted(on_board, key=lambda x: "@" in x[1]["space"]):
            sp = lay["by_key"][fig["space"]]
            cx, cy = sl.to_pixel(Hex(sp["q"], sp["r"]))
            r = max(6, int(sl.size * (0.42 if sp["upper"] else 0.6)))
            shared = hexes[fig["space"].split("@")[0]] > 1
            if shared:  # one under the ruin floor, one on it
                r = max(6, int(sl.size * 0.38))
                d = sl.size * 0.3
                cx, cy = (cx + d, cy - d) if sp["upper"] else (cx - d, cy + d)
            ref = f"target:{fid}" if f"target:{fid}" in marks.clickable | aimed else f"fig:{fid}"
            if f"pass:{fid}" in marks.clickable:
                ref = f"pass:{fid}"
            card = self.card_of(fid)
            token(surface, (cx, cy), r, th.seat_colour(fig["owner"]), initials(card.name if card else fid))
            if fig.get("wounds") and card is not None and view.get("mode") != "basic":
                left = str(life_left(card, fig))
                br = max(badge_f.get_height() // 2 + 1, badge_f.size(left)[0] // 2 + 3)
                bx, by = int(cx + r * 0.75 + br * 0.6), int(cy - r * 0.75 - br * 0.2)
                if shared and not sp["upper"]:  # top right is where the figure on the floor above stands
                    bx, by = int(cx - r * 0.75 - br * 0.6), int(cy + r * 0.75 + br * 0.2)
                pygame.draw.circle(surface, LIFE_BADGE, (bx, by), br)
                pygame.draw.circle(surface, (255, 255, 255), (bx, by), br, 1)
                dr.text(surface, left, badge_f, (255, 255, 255), (bx, by), anchor="center", role="number")
            if fig.get("carrying"):  # the glyph it carries (the Device, an amulet): named on hover
                gr = max(4, r // 2)
                gx, gy = int(cx + r * 0.7), int(cy + r * 0.7)
                pygame.draw.circle(surface, GLYPH, (gx, gy), gr)
                pygame.draw.circle(surface, GLYPH_RIM, (gx, gy), gr, 2)
                name = (view.get("glyphs", {}).get(fig["carrying"][0]) or {}).get("name") or "G"
                dr.text(surface, name[0], th.font(max(6, int(gr * 1.3)), True), (60, 40, 0), (gx, gy),
                        anchor="center", role="decor")
            box = pygame.Rect(int(cx - r), int(cy - r), 2 * r, 2 * r)
            if self.hex_area.collidepoint(cx, cy):
                self.region(box, ref)
            hl = self.mark_colour(ref, marks) or self.mark_colour(f"fig:{fid}", marks)
            if hl:
                pygame.draw.circle(surface, hl, (int(cx), int(cy)), r + t.px(3), max(2, t.px(3)))

    # -- header ----------------------------------------------------------------------------
    def _header_items(self, view, lay) -> list[tuple[str, Any]]:
        sc = self.rules.scenarios.get(view.get("scenario"))
        items = [(lay.get("title") or view["map"], th.TEXT), (sc.title if sc else "", th.TEXT),
                 (view.get("mode", "").title() + " Game", th.TEXT)]
        limit = view.get("round_limit")
        if view.get("round"):
            items.append((f"Round {view['round']}" + (f" of {limit}" if limit else ""), th.TEXT))
        turn = view.get("turn") or {}
        if turn.get("actor"):
            who = self._name(turn["actor"])
            items.append((f"Turn: {who}" + (f" (order marker {turn['number']})" if turn.get("number") else ""),
                          th.seat_colour(turn.get("seat", 0))))
        ini = view.get("initiative")
        if ini:
            first = ini["order"][0]
            items.append((f"Initiative: {self.seat_label(first).replace(' (computer)', '')} "
                          f"({ini['rolls'][first]} to {ini['rolls'][1 - first]})", th.TEXT))
        items.append((f"Unmarked hexes are level {lay['usual_level']}", th.TEXT_DIM))
        return [(s, c) for s, c in items if s]

    def _header_lines(self, view, lay) -> tuple[list[list[tuple[str, Any]]], pygame.font.Font]:
        """The header's items flowed into lines (an item is never split), at the largest
        font that needs no more than two lines (13 px at least)."""
        items = self._header_items(view, lay)
        width = self.rect.width - self.theme.px(16)
        for px in sorted({self.theme.readable(12), th.MIN_TEXT_PX}, reverse=True):
            f = th.font(px, True)
            lines = _flow(items, f, width)
            if len(lines) <= 2:
                return lines, f
        return lines, f

    def _header(self, surface, lines, f) -> None:
        t = self.theme
        bar = pygame.Rect(self.rect.left, self.rect.top, self.rect.width, self.header_h)
        pygame.draw.rect(surface, th.BG_PANEL, bar)
        y = bar.top + t.px(4)
        sep_w = f.size(SEP)[0]
        for line in lines:
            x = bar.left + t.px(8)
            for i, (text, colour) in enumerate(line):
                if i:
                    x += sep_w
                dr.text(surface, text, f, colour, (x, y), role="label")
                x += f.size(text)[0]
            y += f.get_linesize()

    # -- dice --------------------------------------------------------------------------------
    def _dice(self, surface) -> None:
        """The last rolls, face by face: skulls, shields and blanks, or d20 numbers; the newest
        that fit, oldest first."""
        t = self.theme
        tray = self.tray
        dr.panel(surface, tray, th.BG_PANEL, th.LINE, radius=t.px(6))
        f = self._tray_font()
        x0 = tray.left + t.px(8)
        if not self.rolls:
            dr.text(surface, "Dice appear here when they are rolled.", t.font(12), th.TEXT_DIM,
                    (x0, tray.centery), anchor="midleft")
            return
        die, step, gap = self._die_size(), self._die_size() + t.px(4), t.px(18)
        room = tray.width - t.px(16)
        shown: list[tuple[dict, int]] = []
        used = 0
        for roll in reversed(self.rolls):
            w = max(len(roll.get("faces", [])) * step, f.size(roll.get("why") or "Roll")[0])
            if shown and used + gap + w > room:
                break
            shown.insert(0, (roll, w))
            used += w + gap
        x = x0
        for roll, w in shown:
            why = roll.get("why") or "Roll"
            dr.text(surface, why, f, th.TEXT_DIM, (x, tray.top + t.px(3)), role="label")
            dx = x
            dy = tray.top + t.px(5) + f.get_linesize()
            for face in roll.get("faces", []):
                d = pygame.Rect(dx, dy, die, die)
                if roll.get("sides") == 20:
                    pygame.draw.rect(surface, (230, 230, 240), d, border_radius=t.px(6))
                    dr.text(surface, str(face), th.font(max(th.MIN_TEXT_PX, int(die * 0.5)), True), (20, 20, 20),
                            d.center, anchor="center", role="number")
                else:
                    _combat_die(surface, d, str(face), t)
                dx += step
            x += w + gap

    def probe(self) -> dict[str, Any]:
        figures = self.view.get("figures", {})
        return {"owners": {fid: f["owner"] for fid, f in figures.items() if f.get("status") == "board"}}

    # -- events, hover, names ------------------------------------------------------------------
    def animate(self, events: list[dict[str, Any]]) -> None:
        rolls = [e for e in events if e.get("kind") == "roll"]
        if rolls:
            self.rolls = rolls[-3:]

    def tip(self, ref: str, view: dict[str, Any]) -> Tip | None:
        zone, _, key = ref.partition(":")
        if zone in ("fig", "target", "card", "pass") and key not in ("wall", "adjacent"):
            return self._figure_tip(key, ref, view)
        if zone == "hex":
            return self._hex_tip(key, ref, view)
        if ref == "target:wall":
            return self._wall_tip(ref, view)
        if ref == "legend:rules":
            return Tip("Special rules of this scenario", (view.get("briefing") or {}).get("text", ""))
        if ref == "tab:legend":
            return Tip("Scenario and legend", "The round limit, what the marked spaces and glyphs mean here, "
                       "and what every mark on the battlefield stands for.")
        return None

    def _figure_tip(self, fid: str, ref: str, view) -> Tip | None:
        card = self.card_of(fid)
        if card is None:
            return None
        fig = view.get("figures", {}).get(fid)
        notes: list[tuple[str, Any]] = []
        opt = self._option_for(ref, view)
        if opt is not None and ref.startswith("target:"):
            notes.append((_attack_note(opt.get("data", {})), th.GOLD))
        elif opt is not None:
            notes.append((opt["label"], th.GOLD))
        elif ref.startswith(("fig:", "target:")) and self.selected and self.explain and fig is not None \
                and fig.get("owner") != (view.get("pending") or {}).get("seat"):
            reason = self.explain(self.selected + [f"target:{fid}"])
            if reason:
                notes.append((f"Cannot attack: {reason}", th.REFUSED))
        owner, markers, carrying = "", [], []
        if fig is not None:
            owner = f"{self.seat_label(fig['owner']).replace(' (computer)', '')}'s army"
            if fig.get("space"):
                owner += f", on {self.space_label(fig['space'])}"
            mk = (view.get("markers") or [{}, {}])[fig["owner"]] if fig["owner"] < len(view.get("markers", [])) else {}
            markers = [c if c != "?" else "face down" for c, _ in self.panel._chips(mk, fid, True)
                       if fig.get("status") == "board"]
            glyphs = view.get("glyphs", {})
            carrying = [glyphs.get(g, {}).get("name", g) for g in fig.get("carrying", [])]
        colour = th.seat_colour(fig["owner"]) if fig else th.GOLD
        sc = self.rules.scenarios.get(view.get("scenario"))
        pic = card_picture(card, theme=self.theme, screen=self.theme.size, colour=colour, owner=owner, fig=fig,
                           basic=view.get("mode") == "basic", notes=notes, markers=markers, carrying=carrying,
                           off=sc.powers_off() if sc else frozenset())
        return Tip(card.name, "", pic)

    def _wall_tip(self, ref: str, view) -> Tip:
        opt = self._option_for(ref, view)
        d = self.rules.destructibles.get("breakable_wall")
        text = d.text if d else ""
        if opt is not None:
            text = _attack_note(opt.get("data", {})) + "\n" + text
        return Tip("The Breakable Wall Section", text)

    def _hex_tip(self, key: str, ref: str, view) -> Tip | None:
        lay = self._layout(view["map"])
        sp = lay["by_key"].get(key)
        if sp is None:
            return None
        title = f"Hex {sp['label']}, level {sp['elevation']}"
        text = sp["terrain"].replace("_", " ").capitalize()
        if sp["upper"]:
            text = "The ruin's upper floor"
        elif sp["clearance"] is not None:
            text += f", under the ruin's floor ({sp['clearance']} levels of room)"
        if sp["blocked_by"]:
            text += f", blocked by the {sp['blocked_by'].replace('_', ' ')}"
        for w in lay.get("windows", []):
            if key in w["between"]:
                text += f"; a window lets sight through between levels {w['bottom']:g} and {w['top']:g}"
        for g in view.get("glyphs", {}).values():
            if g.get("space") == key and not g.get("holder"):
                text += f"; a glyph lies here: {g.get('name') if g.get('side') != 'symbol' else 'face down'}"
        costs = self._costs(view)
        if sp["upper"] and key.split("@")[0] in costs:
            text += f"; the space under this floor: move cost {costs[key.split('@')[0]]} (the ▾ number)"
        elif key in lay["upper_of"] and lay["upper_of"][key] in costs:
            text += f"; the floor above: move cost {costs[lay['upper_of'][key]]}"
        who = [fid for fid, f in view.get("figures", {}).items() if f.get("space") == key and f.get("status") == "board"]
        if who:
            text += f"; {self._name(who[0])} stands here"
        opt = self._option_for(ref, view)
        if opt is not None:
            cost = opt.get("data", {}).get("cost")
            return Tip(title, (f"Move cost {cost}. " if cost is not None else "") + f"{opt['label']}.\n{text}.")
        ways = self._ways(ref, view)
        if ways:
            said = "; ".join(o["label"].split(" ", 1)[1] for o in ways)
            return Tip(title, f"{len(ways)} ways there, which differ on the way: click the space, then a space "
                              f"of the way you want (or pick it in the prompt). {said}.\n{text}.")
        if self.selected and self.explain:
            reason = self.explain(self.selected + [ref])
            if reason:
                return Tip(title, f"{text}.\nCannot go there: {reason}")
        return Tip(title, text + ".")

    def _option_for(self, ref: str, view) -> dict[str, Any] | None:
        pending = view.get("pending") or {}
        for o in pending.get("options", []):
            if o.get("path") == self.selected + [ref]:
                return o
        return None

    def ref_name(self, ref: str, view: dict[str, Any]) -> str | None:
        """A thing a player can click, in words: "Iron Man", "hex C7 (level 2)", "order marker 1"."""
        if view:
            self.view = view
        zone, _, key = ref.partition(":")
        if zone in ("fig", "card"):
            return self._name(key) if self.card_of(key) else None
        if zone == "target":
            return "every adjacent figure" if key == "adjacent" else self._name(key)
        if zone == "pass":
            return f"{self._name(key)} (to receive it)"
        if zone == "hex":
            sp = self._layout(self.view["map"])["by_key"].get(key) if self.view.get("map") else None
            return f"hex {sp['label']} (level {sp['elevation']})" if sp else None
        if zone == "marker":
            return "the decoy marker X" if key == "X" else f"order marker {key}"
        if zone == "army":
            return f"army {int(key) + 1}" if key.isdigit() else None
        if zone in ("move", "power"):
            p = self._power(key)
            if p is None:
                return None
            return f"{p.name} (a way to move)" if zone == "move" else p.name
        return None

    def _power(self, pid: str):
        """A power of the figure acting now (or chosen), by id."""
        pending = (self.view.get("pending") or {})
        actors = [r.split(":", 1)[1] for r in self.selected if r.startswith("fig:")]
        actors.append(pending.get("figure") or "")
        actors.append(((self.view.get("turn") or {}).get("actor")) or "")
        for fid in actors:
            card = self.card_of(fid) if fid else None
            for p in card.powers if card else []:
                if p.id == pid:
                    return p
        return None

    def _choice_label(self, ref: str, view) -> str:
        """A choice listed under the armies: the option it completes, or the thing it names."""
        pending = view.get("pending") or {}
        done = [o for o in pending.get("options", []) if o.get("path") == self.selected + [ref]]
        if len(done) == 1:
            return done[0]["label"]
        return (self.ref_name(ref, view) or ref) + " ▸"


def _in_click_order(view: dict[str, Any], selected: set[str]) -> list[str]:
    """The refs selected so far in the order they were clicked (an option's path starting with
    them says the order; the marks keep only the set)."""
    n = len(selected)
    for o in (view.get("pending") or {}).get("options", []):
        if set(o.get("path", [])[:n]) == selected and len(o["path"]) >= n:
            return list(o["path"][:n])
    return sorted(selected)


def _flow(items: list[tuple[str, Any]], f: pygame.font.Font, width: int) -> list[list[tuple[str, Any]]]:
    """Items laid along lines of `width`, separated by SEP; an item wider than a line gets its own."""
    lines: list[list[tuple[str, Any]]] = [[]]
    x = 0
    sep = f.size(SEP)[0]
    for text, colour in items:
        w = f.size(text)[0]
        if lines[-1] and x + sep + w > width:
            lines.append([])
            x = 0
        x += (sep if lines[-1] else 0) + w
        lines[-1].append((text, colour))
    return lines


def _attack_note(d: dict[str, Any]) -> str:
    """What an attack would roll, and why: "Attack 4 dice (Attack 4) against 6 (Defense 6)"."""
    wa = "; ".join(d.get("why_attack") or [])
    wd = "; ".join(d.get("why_defense") or [])
    auto = d.get("auto_shields") or 0
    shields = f" + {auto} automatic shield" + ("" if auto == 1 else "s") if auto else ""
    far = f" at range {d['distance']}" if d.get("distance") is not None else ""
    return (f"Attack now{far}: {d.get('attack_dice', '?')} attack dice ({wa}) against "
            f"{d.get('defense_dice', '?')} defense dice{shields} ({wd}).")


def _shared_edge(lay: Layout, a: str, b: str) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """The two corners two neighbouring hexes ("q,r" keys) share, or None."""
    ha, hb = (Hex(*(int(v) for v in k.split("@")[0].split(","))) for k in (a, b))
    cb = lay.corners(hb, 1.0)
    shared = [p for p in lay.corners(ha, 1.0) if any(abs(p[0] - o[0]) + abs(p[1] - o[1]) < 1.0 for o in cb)]
    return (shared[0], shared[1]) if len(shared) == 2 else None


def _combat_die(surface: pygame.Surface, r: pygame.Rect, face: str, t: th.Theme) -> None:
    """A combat die face drawn from shapes: a skull, a shield or a blank."""
    pygame.draw.rect(surface, (245, 245, 245), r, border_radius=t.px(6))
    pygame.draw.rect(surface, (40, 40, 40), r, 1, border_radius=t.px(6))
    c = FACE_COLOURS.get(face, (120, 120, 120))
    cx, cy = r.center
    s = r.width // 2 - t.px(4)
    if face == "skull":
        pygame.draw.circle(surface, c, (cx, cy - s // 4), int(s * 0.7))
        pygame.draw.rect(surface, c, (cx - s // 2, cy + s // 5, s, s // 2))
        for ex in (-s // 3, s // 3):
            pygame.draw.circle(surface, (245, 245, 245), (cx + ex, cy - s // 4), max(2, s // 5))
    elif face == "shield":
        pts = [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)]
        pygame.draw.polygon(surface, c, pts)
        pygame.draw.line(surface, (245, 245, 245), (cx, cy - s + 2), (cx, cy + s - 3), 2)
    else:
        pygame.draw.circle(surface, (210, 210, 210), (cx, cy), max(2, s // 4))


def _in_prompt_order(refs, view) -> list[str]:
    """The clickable refs in the order the prompt lists their options (so the buttons beside the
    battlefield and the prompt's lines read alike), any the options do not name last."""
    out: dict[str, None] = {}
    for o in (view.get("pending") or {}).get("options", []):
        for ref in o.get("path", []):
            if ref in refs:
                out.setdefault(ref)
    return list(out) + sorted(set(refs) - set(out))
