"""The Strike Teams table: the map card on the square grid, the round and the scenarios, the
character cards and the actions of the moment. With view_cards.py and view_roster.py the only
pygame part of the game.

- The map: rooms and corridors by tile, each side's Starting Zone tinted in its colour, walls
  on square edges (thick; breakable ones in brick with their strength on hover), doors (closed:
  a bar; open: its frame), objects with their remaining strength in the corner, rubble, spawn
  points as rings in their side's colour, objective tokens as gold diamonds, figures as discs
  with a wound badge (a prone figure lies flat, a trapped one is ringed in grey).
- While a character acts, every square it could advance to is tinted with its AP cost (with a
  card's free movement, Charge or Jet Boots, the free squares it takes); a click
  there walks the cheapest route a square at a time (each step an answer of its own, so each
  can be undone). Hovering a figure or object draws the line of sight from the actor (green:
  in sight, red: blocked) and the tip gives the cover; a target's tip gives the attack's
  strength before it is chosen, and a refused click says why (the game's explain).
- The header: mission, stage, round, phase, the Command Points on each side's dial and the OP.
- The column: the scenario cards with their state (hover: the whole card), every character in
  a row with AP and wounds, and the card of the character in focus: its AP track (red space
  marked), its boxes and action cards with their damage slots (clickable when wounds are
  placed); hovering a card shows it whole.
- Choices that are no thing on the map (gain, rest, the die, run, end...) are buttons in the
  bar under the map, as well as lines in the prompt.
- Before and between missions (team, cards, levels, the Victory Card) the map gives way to the
  roster and the campaign standings (view_roster.py).

Refs are the rules' (README): ``cell:c,r``, ``fig:<figure>``, ``char:<char>``, ``card:<card>``,
``box:<char>:attack``, ``slot:<char>:<box or card>:<i>``, ``obj:c,r``, ``door:<id>``,
``wall:<edge>``, ``token:<id>``, and ``scenario:<i>`` (hover only).
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.ui import audit
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.legend import Legend
from game.ui.widgets import done_label
from game.ui.views.base import AimAhead, Marks, Tip
from game.ui.views.square_grid import SquareGridView

from .view_cards import (HEROES, MASTERMIND, card_picture, character_picture, disc, disc_name, disc_radius, initials,
                         name_place, scenario_picture, side_colour)
from .view_roster import ROSTER_KINDS, Roster

ROOM = (74, 80, 98)
CORRIDOR = (56, 60, 72)
WALL = (16, 16, 20)
BRICK = (170, 96, 60)
DOOR = (196, 150, 80)
OBJECT = (120, 92, 60)
RUBBLE = (96, 92, 86)
TOKEN = (240, 200, 60)
REACH = (90, 220, 130)
#: A reach number that the team's Command Points would pay for in part (own_ap).
DIAL = (255, 196, 110)
SIGHT_OK = (90, 230, 120)
SIGHT_NO = (240, 80, 80)
WORDS = {"gain": "Gain AP", "rest": "Rest", "die": "Roll the Action Die", "retreat": "Tactical retreat",
         "extract": "Extract", "victory": "Victory Card", "run": "Run (free)", "dismantle": "Dismantle",
         "damage": "Damage it", "retrieve": "Retrieve it", "end": "End the turn", "done": "Finish",
         "fire": "Fire", "breakthrough": "Breakthrough", "march": "March"}
PHASES = {"setup": "Set-up", "command": "Command Phase", "mastermind": "Mastermind Phase", "heroes": "Hero Phase",
          "end": "End Phase", "over": "Mission over"}


def xy(sq: str) -> tuple[int, int]:
    c, r = sq.split(",")
    return int(c), int(r)


class StrikeTeamsView(SquareGridView):
    """The map card, the scenarios, the character cards and the actions of the moment."""

    def __init__(self, game, theme, names) -> None:
        super().__init__(game, theme, names)
        self._sight_at: tuple[str, tuple[int, int]] | None = None
        self._fig_cells: list[tuple[pygame.Rect, pygame.Surface]] = []
        self.rules = game.rules
        self._layouts: dict[str, dict[str, Any]] = {}
        self.view: dict[str, Any] = {}
        #: Set by the game screen: why a click path is not legal now (hover help).
        self.explain: Callable[[list[str]], str | None] | None = None
        self.focus: str | None = None  # the character whose card the column shows whole
        self.walk: list[str] = []  # squares of a clicked route still to answer
        self.board_area = pygame.Rect(0, 0, 10, 10)
        self.column = pygame.Rect(0, 0, 10, 10)
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.header = pygame.Rect(0, 0, 0, 0)
        self.roster = Roster(self)
        self._reach: tuple[Any, dict[str, int]] = (None, {})
        self._routes: dict[str, list[str]] = {}  # a card's free movement: the way to each square
        self._sight: dict[tuple, bool] = {}
        self._centres: dict[str, tuple[int, int]] = {}
        self.selected: list[str] = []
        self._bar_key: tuple | None = None
        self._places: dict[str, tuple[pygame.Rect, tuple[int, int], int]] = {}  # each figure's square and disc
        self._discs: list[pygame.Rect] = []  # where spilling discs reach (numbers are not drawn there)
        self.press_next: str | None = None  # an option without a path, clicked in the bar
        self.aim = AimAhead()  # a target clicked before its attack: answered when asked
        #: What each mark on the map means, under the map (its items depend on the map only, so the
        #: map never moves when rubble or a reach first shows).
        self.legend_rect = pygame.Rect(0, 0, 0, 0)
        self._legend: tuple[Any, Legend | None, int] = (None, None, 0)

    # -- data ------------------------------------------------------------------------------
    def lay(self, name: str) -> dict[str, Any]:
        if name not in self._layouts:
            lay = self.rules.layout(name)
            lay["tile_kind"] = {t["index"]: t["kind"] for t in lay["tiles"]}
            self._layouts[name] = lay
        return self._layouts[name]

    def sq_name(self, sq: str) -> str:
        if self.view.get("map"):
            info = self.lay(self.view["map"])["squares"].get(sq)
            if info:
                return info["name"]
        return sq

    def fig_name(self, fid: str) -> str:
        f = self.view.get("figs", {}).get(fid)
        cid = f["char"] if f else fid.split("#")[0]
        d = self.rules.chars.get(cid)
        name = d.name if d else cid
        if "#" in fid:
            return f"{name[:-1] if name.endswith('s') else name} {fid.split('#')[1]}"
        return name

    def actor(self) -> str | None:
        """The figure acting now (the turn's), if any."""
        t = self.view.get("turn") or {}
        if not t.get("char"):
            return None
        fid = t.get("fig") or t["char"]
        f = self.view.get("figs", {}).get(fid)
        return fid if f and f.get("pos") else None

    def pending(self) -> dict[str, Any]:
        return self.view.get("pending") or {}

    # While the acting figure's action is chosen, the line of sight to the square under the mouse
    # is drawn over the kept map each frame (painting the map again for each square hovered cost
    # 8-12 ms at 1920x1080); the figures' squares, copied as painted, go back over it, so that it
    # passes under them as when it was painted with the map.
    def kept(self) -> Any:
        return super().kept(), self._sight_at, self._fig_cells

    def restore_kept(self, kept: Any) -> None:
        base, self._sight_at, self._fig_cells = kept
        super().restore_kept(base)

    def begin(self) -> None:
        super().begin()
        self._sight_at = None  # the actor's square and its centre, while its action is chosen
        self._fig_cells = []

    def draw_hover(self, surface: pygame.Surface, marks: Marks) -> None:
        super().draw_hover(surface, marks)
        hover = marks.hover or ""
        if self._sight_at is None or not hover.startswith(("fig:", "obj:", "token:", "cell:")):
            return
        a, start = self._sight_at
        b = self._square_of(hover)
        if b is None or b == a:
            return
        ok = self.sees(a, b)
        end = self.cell_rect(*xy(b)).center
        clip = surface.get_clip()
        surface.set_clip(self.cell_area)
        pygame.draw.line(surface, SIGHT_OK if ok else SIGHT_NO, start, end, 2 if ok else 1)
        for rect, picture in self._fig_cells:
            if rect.clipline(start, end):
                surface.blit(picture, rect)
        surface.set_clip(clip)

    def my_decision(self) -> bool:
        """Whether the pending decision is the viewer's (only then are its options shown)."""
        p = self.pending()
        return bool(p) and p.get("seat") == self.view.get("viewer")

    def reach(self) -> dict[str, int]:
        """Squares the acting figure could advance to now, with their AP (the viewer's turn only)."""
        p = self.pending()
        fid = p.get("figure")
        if p.get("kind") not in ("act", "bonus_move") or not fid or not self.my_decision():
            return {}
        key = (id(self.view), fid)
        if self._reach[0] != key:
            if p["kind"] == "act":
                self._reach = (key, self.rules.reach(self.view, fid))
            else:  # a card's free squares: the tint counts them
                self._routes = self.rules.bonus_routes(self.view, fid)
                self._reach = (key, {sq: len(way) for sq, way in self._routes.items()})
        return self._reach[1]

    def own_ap(self) -> int:
        """The acting figure's own AP (track and die pool): advancing beyond them spends the team's
        Command Points (costs.pay), which the board's numbers show apart."""
        p = self.pending()
        fid = p.get("figure")
        if p.get("kind") != "act":  # a card's free squares: its numbers count squares, not AP
            return 1 << 20
        fig = (self.view.get("figs") or {}).get(fid) if fid else None
        c = (self.view.get("chars") or {}).get(fig["char"]) if fig else None
        return (c.get("ap", 0) + c.get("pool", 0)) if c else 0

    def sees(self, a: str, b: str) -> bool:
        key = (id(self.view), a, b)
        if key not in self._sight:
            if len(self._sight) > 500:
                self._sight.clear()
            self._sight[key] = self.rules.sight(self.view, a, b)
        return self._sight[key]

    def options_at(self, ref: str) -> list[dict[str, Any]]:
        """The options of the decision whose path goes through `ref`."""
        if not self.my_decision():
            return []
        return [o for o in self.pending().get("options", []) if ref in o.get("path", [])]

    def header_goal(self, view_state: dict[str, Any] | None) -> tuple[str, ...]:
        """How a mission is won, kept in the top bar: more OP when the last stage ends (a tie is a
        draw); the stage cards beside the map say what earns them."""
        last = (view_state or {}).get("stages") or 3
        return (f"Goal: more OP than the other side when Stage {last} ends.", f"Goal: the most OP after Stage {last}.",
                "Goal: the most OP.")

    # -- layout ----------------------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().set_rect(rect, theme)
        self._place(0)

    def header_font(self) -> pygame.font.Font:
        return self.theme.font(13, True)

    def _place(self, bar_h: int) -> None:
        t, r = self.theme, self.rect
        hf = self.header_font()
        self.header = pygame.Rect(r.left, r.top, r.width, hf.get_linesize() + t.px(8))
        cw = max(min(t.px(300), int(r.width * 0.36)), min(250, int(r.width * 0.42)))
        top = self.header.bottom
        self.column = pygame.Rect(r.right - cw, top, cw - t.px(2), r.bottom - top - t.px(2))
        left_w = r.width - cw - t.px(6)
        self.bar = pygame.Rect(r.left + t.px(4), r.bottom - bar_h - t.px(2), left_w - t.px(4), bar_h)
        leg_h = self._legend[2]
        gap = t.px(4) if leg_h else 0
        self.board_area = pygame.Rect(r.left, top, left_w, self.bar.top - top - (t.px(4) if bar_h else 0) - leg_h - gap)
        self.legend_rect = pygame.Rect(r.left + t.px(4), self.board_area.bottom + gap, left_w - t.px(4), leg_h)
        # the map is fitted as if the bar had its most rows, so that it never moves between decisions
        most = 3 * (self.theme.font(13, True).get_linesize() + t.px(14))
        self.fit_area = pygame.Rect(r.left, top, left_w, r.bottom - most - t.px(6) - top - leg_h - gap)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        return self.camera.handle_event(ev, self.board_area)

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: dict[str, Any], marks: Marks) -> None:
        self.begin()
        self.view = view
        self._centres = {}
        if "chars" not in view:
            return
        self.selected = list(marks.selected)
        self._update_legend(view)
        self._focus(view, marks)
        key = (id(view.get("pending")), frozenset(marks.clickable), tuple(self.rect), self.focus, len(self.selected))
        if key != self._bar_key:  # a new choice: measure the buttons on a scratch picture first
            self._bar_key = key
            self._frame(pygame.Surface(surface.get_size()), view, marks)
            want = self._bar_height(self._bar_refs(view, marks))
            if want != self.bar.height:
                self._place(want)
            self.begin()
            self._centres = {}
        self._frame(surface, view, marks)
        buttons = self._bar_refs(view, marks)
        want = self._bar_height(buttons)
        if want != self.bar.height:  # fixed from the next frame on
            self._bar_key = None
        self._buttons(surface, buttons, marks)

    def _frame(self, surface, view, marks) -> None:
        self._header(surface, view)
        kind = self.pending().get("kind")
        if kind in ROSTER_KINDS or not view.get("map"):
            self.roster.draw(surface, self.board_area, view, marks)
        else:
            self._board(surface, view, marks)
        if self._legend[1] is not None and self.legend_rect.height:
            self._legend[1].draw(surface, self.legend_rect)
            self.region(self.legend_rect, "legend")
        self._column(surface, view, marks)
        if self.bar.height:
            pygame.draw.rect(surface, th.BG, self.bar.inflate(self.theme.px(4), self.theme.px(2)))

    def _focus(self, view, marks) -> None:
        """The character whose card shows whole: the one taking wounds or healing, else the one
        acting, else the last one clicked in the column, else the first on the map."""
        p = self.pending()
        for o in p.get("options", []):
            for ref in o.get("path", []):
                if ref.startswith(("slot:", "wound:")):
                    self.focus = ref.split(":")[1]
                    return
        t = view.get("turn") or {}
        if t.get("char") and t["char"] in view["chars"] and p.get("kind") not in ("react",):
            self.focus = t["char"]
            return
        if p.get("kind") == "react":
            for o in p.get("options", []):
                for ref in o.get("path", []):
                    if ref.startswith("box:"):
                        self.focus = ref.split(":")[1]
                        return
        if self.focus not in view["chars"]:
            self.focus = next(iter(view["chars"]), None)

    # -- the header ----------------------------------------------------------------------------
    def _header(self, surface, view) -> None:
        t, f = self.theme, self.header_font()
        dr.panel(surface, self.header, th.BG_PANEL, th.LINE, radius=0, width=0)
        items: list[tuple[str, Any]] = []
        if view.get("mode") == "campaign" and view.get("campaign"):
            c = view["campaign"]
            items.append((f"Mission {c['mission']} of {c['missions']}", th.TEXT))
        elif view.get("mode") == "tutorial":
            items.append(("Tutorial", th.TEXT))
        if view.get("round"):
            total = (view.get("stages") or 3) * 4
            items.append((f"Stage {view.get('stage')}, round {view['round']} of {total}", th.TEXT))
        items.append((PHASES.get(view.get("phase"), str(view.get("phase") or "").title()), th.GOLD))
        cp, op = view.get("cp") or [0, 0], view.get("op") or [0, 0]
        for side, name in ((HEROES, "Heroes"), (MASTERMIND, "Mastermind")):
            items.append((f"{name}: {cp[side]} CP, {op[side]} OP", side_colour(side)))
        x = self.header.left + t.px(8)
        y = self.header.centery
        gap = t.px(18)
        while len(items) > 3 and sum(f.size(s)[0] for s, _ in items) + gap * (len(items) - 1) > \
                self.header.width - t.px(16):
            # the narrowest windows keep the round and the dials (the phase is in the prompt)
            items.pop(0 if len(items) > 4 else 1)
        for s, col in items:
            if s.endswith("OP") and ":" in s:  # the command dial: a ring with the side's colour
                rr = f.get_height() // 2 - 1
                pygame.draw.circle(surface, col, (x + rr, y), rr, max(2, t.px(3)))
                x += 2 * rr + t.px(4)
            rect = dr.text(surface, s, f, col if not s.endswith("OP") else th.TEXT, (x, y), anchor="midleft",
                           role="label")
            x = rect.right + gap

    # -- the legend --------------------------------------------------------------------------
    def _update_legend(self, view) -> None:
        """The legend for this map and width: rebuilt (and the board laid out again) only when
        either changes."""
        key = (view.get("map"), self.rect.width, self.theme.k)
        if self._legend[0] == key:
            return
        legend = Legend(self.theme, self.legend_items(view), self._paint_mark) if view.get("map") else None
        height = legend.height(self.rect.width - self.column.width - self.theme.px(10)) if legend else 0
        self._legend = (key, legend, height)
        self._place(self.bar.height)

    def legend_items(self, view) -> list[tuple[str, str]]:
        """Every kind of mark this map can show, in words: the squares, the zones, what stands on
        them; walls and doors only where the map has them."""
        lay = self.lay(view["map"])
        items = [("room", "room"), ("corridor", "corridor"), ("zone0", "heroes' starting zone"),
                 ("zone1", "Mastermind's starting zone"), ("spawn0", "hero spawn point"),
                 ("spawn1", "villain spawn point"), ("object", "object (number: strength left)")]
        if any(getattr(k, "turret", False) for k in self.rules.objects.values()):
            items.append(("turret", "gun turret"))
        items += [("rubble", "rubble"), ("token", "objective token"), ("wall", "wall")]
        if any(w["ms"] is not None for w in lay["walls"].values()):
            items.append(("brick", "breakable wall"))
        if lay["doors"]:
            items += [("door", "closed door"), ("door_open", "open door")]
        items += [("reach", "can advance here (number: AP; amber: with CP)"), ("judged", "tile a scenario counts")]
        return items

    def _paint_mark(self, surface, key: str, p: pygame.Rect) -> None:
        s = p.inflate(-2, -2)
        if key in ("room", "corridor", "zone0", "zone1", "reach", "judged"):
            base = ROOM if key == "room" else CORRIDOR
            if key in ("zone0", "zone1"):
                sc = side_colour(int(key[-1]))
                base = tuple(int(b * 0.72 + c * 0.28) for b, c in zip(base, sc))
            if key == "reach":
                base = tuple(int(b * 0.6 + g * 0.4) for b, g in zip(ROOM, REACH))
            pygame.draw.rect(surface, base, s)
            pygame.draw.rect(surface, (40, 44, 56), s, 1)
            if key == "judged":
                pygame.draw.rect(surface, th.GOLD, s, 2)
        elif key in ("spawn0", "spawn1"):
            pygame.draw.rect(surface, ROOM, s)
            pygame.draw.circle(surface, side_colour(int(key[-1])), s.center, int(s.w * 0.44), max(2, s.w // 9))
        elif key in ("object", "turret"):
            inner = s.inflate(-s.w // 5, -s.h // 5)
            pygame.draw.rect(surface, OBJECT, inner, border_radius=2)
            pygame.draw.rect(surface, (200, 170, 120), inner, 1, border_radius=2)
            if key == "turret":
                pygame.draw.circle(surface, (40, 40, 40), inner.center, max(2, inner.w // 4))
        elif key == "rubble":
            pygame.draw.rect(surface, ROOM, s)
            for i in range(3):
                for j in range(3):
                    pygame.draw.circle(surface, RUBBLE, (s.left + int((i + 0.5) * s.w / 3),
                                                         s.top + int((j + 0.5) * s.h / 3)), max(1, s.w // 9))
        elif key == "token":
            cx, cy = s.center
            k = s.w * 0.35
            pts = [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)]
            pygame.draw.polygon(surface, TOKEN, pts)
            pygame.draw.polygon(surface, (90, 60, 0), pts, 1)
        elif key in ("wall", "brick", "door", "door_open"):
            pygame.draw.rect(surface, ROOM, s)
            w = max(3, s.w // 5)
            if key == "door_open":
                pygame.draw.circle(surface, DOOR, s.midtop, w // 2 + 1)
                pygame.draw.circle(surface, DOOR, s.midbottom, w // 2 + 1)
            else:
                colour = {"wall": (200, 200, 210), "brick": BRICK, "door": DOOR}[key]
                pygame.draw.line(surface, WALL if key == "wall" else colour, s.midtop, s.midbottom, w + 1)
                if key == "wall":  # a black wall on a dark square: a light edge so it shows
                    pygame.draw.line(surface, colour, s.midtop, s.midbottom, 1)

    # -- the map -----------------------------------------------------------------------------
    def _board(self, surface, view, marks) -> None:
        lay = self.lay(view["map"])
        self.cell_area = self.inside_rulers(self.board_area, lay["height"])
        self.fit_once(view["map"], self.world_rect(lay["width"], lay["height"]),
                      self.inside_rulers(self.fit_area, lay["height"]))
        clip = surface.get_clip()
        surface.set_clip(self.cell_area)
        audit.cover(surface, self.cell_area)
        pygame.draw.rect(surface, (10, 12, 20), self.cell_area)
        reach = self.reach()
        self._places = self._disc_places(view)  # once a frame: the discs, and the numbers kept clear of them
        self._discs = self._disc_boxes()
        self._cells(surface, lay, view, marks, reach)
        self._walls(surface, lay, view, marks)
        self._things(surface, lay, view, marks)
        self._sight_lines(surface, view, marks)  # under the figures, so that no line hides a disc
        self._figures(surface, view, marks)
        self._slam_squares(surface, lay, view, marks)
        if self._sight_at is not None:
            area = surface.get_rect().clip(self.cell_area)
            for f in view.get("figs", {}).values():
                if f.get("pos") and not f.get("down"):
                    rect = self.cell_rect(*xy(f["pos"])).clip(area)
                    if rect.width > 0 and rect.height > 0:
                        self._fig_cells.append((rect, surface.subsurface(rect).copy()))
        surface.set_clip(clip)
        self.draw_rulers(surface, self.board_area, self.cell_area, (xy(s) for s in lay["squares"]))

    def _slam_squares(self, surface, lay, view, marks) -> None:
        """Which way to slam: the square next to the target in each way offered takes the click
        (the prompt's "Slam 1 square east"), outlined like any other choice."""
        p = self.pending()
        if p.get("kind") != "slam" or not self.my_decision():
            return
        f = (view.get("figs") or {}).get(p.get("target") or "")
        if not f or not f.get("pos"):
            return
        c, r = xy(f["pos"])
        for ref in {o["path"][0] for o in p.get("options", []) if o.get("path")}:
            if not ref.startswith("slam:"):
                continue
            dx, dy = (int(n) for n in ref[5:].split(","))
            sq = f"{c + dx},{r + dy}"
            if sq not in lay["squares"]:
                continue  # a wall or the map's edge that way: the prompt's button alone
            rect = self.cell_rect(c + dx, r + dy)
            self.region(rect, ref)
            self._centres.setdefault(ref, rect.center)
            hl = self.mark_colour(ref, marks)
            if hl:
                pygame.draw.rect(surface, hl, rect.inflate(-2, -2), max(2, self.theme.px(2)))

    def _cells(self, surface, lay, view, marks, reach) -> None:
        zones = view.get("zones") or [[], []]
        zone_of = {i: side for side in (HEROES, MASTERMIND) for i in (zones[side] if side < len(zones) else [])}
        spawns = view.get("spawns") or {}
        rubble = set(view.get("rubble") or [])
        walk = set(self.walk)
        size = self.cell_size()
        judged = self.judged_tiles(view)
        hover = marks.hover or ""
        for sq, info in lay["squares"].items():
            c, r = xy(sq)
            rect = self.cell_rect(c, r)
            if not rect.colliderect(self.cell_area):
                continue
            self._centres[f"cell:{sq}"] = rect.center
            base = ROOM if lay["tile_kind"].get(info["tile"]) == "room" else CORRIDOR
            side = zone_of.get(info["tile"])
            if side is not None:
                sc = side_colour(side)
                base = tuple(int(b * 0.72 + s * 0.28) for b, s in zip(base, sc))
            if info["tile"] in judged:  # the tile a scenario card counts figures on: stronger while its card is hovered
                k = 0.45 if hover == f"scenario:{judged[info['tile']]}" else 0.2
                base = tuple(int(b * (1 - k) + g * k) for b, g in zip(base, th.GOLD))
            if sq in reach:
                base = tuple(int(b * 0.6 + g * 0.4) for b, g in zip(base, REACH))
            pygame.draw.rect(surface, base, rect)
            pygame.draw.rect(surface, (40, 44, 56), rect, 1)
            if sq in rubble:
                for i in range(3):
                    for j in range(3):
                        pygame.draw.circle(surface, RUBBLE, (rect.left + int((i + 0.5) * rect.w / 3),
                                                             rect.top + int((j + 0.5) * rect.h / 3)), max(1, rect.w // 9))
            if sq in spawns:
                pygame.draw.circle(surface, side_colour(HEROES if spawns[sq] == "hero" else MASTERMIND),
                                   rect.center, int(size * 0.44), max(2, int(size * 0.09)))
            ref = f"cell:{sq}"
            self.region(rect, ref)
            hl = self.mark_colour(ref, marks)
            if sq in walk:
                hl = th.SELECTED
            if hl:
                pygame.draw.rect(surface, hl, rect.inflate(-2, -2), max(2, self.theme.px(2)))
        objects = view.get("objects") or {}
        own = self.own_ap()
        for sq, cost in reach.items():
            c, r = xy(sq)
            rect = self.cell_rect(c, r)
            f = self.number_font(rect.height, 0.42)
            if sq in objects and f is not None and 2 * f.get_height() > rect.height - 2:
                continue  # too small for both: the object's strength wins, the tint still shows the reach
            if self._under_disc(rect, "topleft"):
                continue  # a figure's disc spills over it: the tint still shows the reach
            self.cell_number(surface, rect, str(cost), colour=(220, 255, 220) if cost <= own else DIAL,
                             anchor="topleft", share=0.42)
        # tile borders: a thin line where two map tiles meet
        for sq, info in lay["squares"].items():
            c, r = xy(sq)
            for dc, dr_ in ((1, 0), (0, 1)):
                other = lay["squares"].get(f"{c + dc},{r + dr_}")
                if other and other["tile"] != info["tile"]:
                    a, b = self._edge(sq, f"{c + dc},{r + dr_}")
                    pygame.draw.line(surface, (24, 26, 34), a, b, 1)
        # a tile a scenario card counts figures on: a gold border all round, seen through the reach tint
        width = max(2, self.theme.px(2))
        for sq, info in lay["squares"].items():
            if info["tile"] not in judged:
                continue
            c, r = xy(sq)
            for dc, dr_ in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nb = f"{c + dc},{r + dr_}"
                other = lay["squares"].get(nb)
                if other is None or other["tile"] != info["tile"]:
                    a, b = self._edge(sq, nb)
                    pygame.draw.line(surface, th.GOLD, a, b, width)

    def _edge(self, a: str, b: str) -> tuple[tuple[int, int], tuple[int, int]]:
        """The screen segment between two neighbouring squares."""
        (c1, r1), (c2, r2) = xy(a), xy(b)
        if r1 == r2:
            x = max(c1, c2)
            return self.corner(x, r1), self.corner(x, r1 + 1)
        y = max(r1, r2)
        return self.corner(c1, y), self.corner(c1 + 1, y)

    def _walls(self, surface, lay, view, marks) -> None:
        w = max(2, int(self.cell_size() * 0.14))
        breaches = set(view.get("breaches") or [])
        for key, wall in lay["walls"].items():
            if key in breaches:
                continue
            a, b = self._edge(*key.split("|"))
            colour = WALL if wall["ms"] is None else BRICK
            pygame.draw.line(surface, colour, a, b, w + 1)
            if wall["ms"] is not None:
                ref = f"wall:{key}"
                box = pygame.Rect(min(a[0], b[0]) - w, min(a[1], b[1]) - w, abs(a[0] - b[0]) + 2 * w,
                                  abs(a[1] - b[1]) + 2 * w)
                self.region(box, ref)
                self._centres[ref] = box.center
                hl = self.mark_colour(ref, marks)
                if hl:
                    pygame.draw.rect(surface, hl, box, 2)
        doors = view.get("doors") or {}
        for did, d in lay["doors"].items():
            st = doors.get(did)
            if st is None:  # broken: the doorway stands open
                continue
            pts = [self._edge(*e.split("|")) for e in d["edges"]]
            xs = [p[0] for seg in pts for p in seg]
            ys = [p[1] for seg in pts for p in seg]
            box = pygame.Rect(min(xs) - w, min(ys) - w, max(xs) - min(xs) + 2 * w, max(ys) - min(ys) + 2 * w)
            for a, b in pts:
                if st.get("open"):
                    pygame.draw.circle(surface, DOOR, a, w)
                    pygame.draw.circle(surface, DOOR, b, w)
                else:
                    pygame.draw.line(surface, DOOR, a, b, w + 2)
                    pygame.draw.line(surface, (90, 60, 30), a, b, 1)
            ref = f"door:{did}"
            self.region(box, ref)
            self._centres[ref] = box.center
            hl = self.mark_colour(ref, marks)
            if hl:
                pygame.draw.rect(surface, hl, box, 2)

    def _things(self, surface, lay, view, marks) -> None:
        size = self.cell_size()
        stood = {f["pos"] for f in view.get("figs", {}).values() if f.get("pos") and not f.get("down")}
        for sq, o in (view.get("objects") or {}).items():
            c, r = xy(sq)
            rect = self.cell_rect(c, r)
            inner = rect.inflate(-int(size * 0.2), -int(size * 0.2))
            pygame.draw.rect(surface, OBJECT, inner, border_radius=max(2, int(size * 0.1)))
            pygame.draw.rect(surface, (200, 170, 120), inner, 1, border_radius=max(2, int(size * 0.1)))
            kind = self.rules.objects.get(o["kind"])
            if kind is not None and getattr(kind, "turret", False):
                pygame.draw.circle(surface, (40, 40, 40), inner.center, max(2, inner.w // 4))
            ref = f"obj:{sq}"
            self.region(rect, ref)
            self._centres[ref] = rect.center
            if sq not in stood and not self._under_disc(rect, "bottomright"):  # (the hover tells it)
                self.cell_number(surface, rect, str(o["ms"]), colour=(255, 230, 180), anchor="bottomright",
                                 share=0.42)
            hl = self.mark_colour(ref, marks)
            if hl:
                pygame.draw.rect(surface, hl, rect.inflate(-2, -2), max(2, self.theme.px(3)))
        for tid, tok in (view.get("tokens") or {}).items():
            if not tok.get("pos"):
                continue
            c, r = xy(tok["pos"])
            rect = self.cell_rect(c, r)
            cx, cy = rect.center
            k = size * 0.3
            pts = [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)]
            pygame.draw.polygon(surface, TOKEN, pts)
            pygame.draw.polygon(surface, (90, 60, 0), pts, 1)
            ref = f"token:{tid}"
            self.region(rect.inflate(-int(size * 0.3), -int(size * 0.3)), ref)
            self._centres[ref] = rect.center
            hl = self.mark_colour(ref, marks)
            if hl:
                pygame.draw.polygon(surface, hl, pts, max(2, self.theme.px(2)))

    def _disc_places(self, view) -> dict[str, tuple[pygame.Rect, tuple[int, int], int]]:
        """Each figure on the map: its square, its disc's centre and radius. A disc may spill over
        its square so that its letters read; a hero passing through an ally's square shares it,
        the two discs apart along the square's diagonal (the one moving on top, drawn last)."""
        size = self.cell_size()
        # (a figure the hit defeated still travels when slammed: its body stays on its square while
        # the attacker chooses the way, so the squares offered are seen beside it)
        p = self.pending()
        slammed = p.get("target") if p.get("kind") == "slam" else None
        on = [(fid, f) for fid, f in view.get("figs", {}).items()
              if f.get("pos") and (not f.get("down") or fid == slammed) and f.get("char") in view["chars"]]
        mover = (view.get("turn") or {}).get("char")
        on.sort(key=lambda x: x[1]["char"] == mover)
        count: dict[str, int] = {}
        for _fid, f in on:
            count[f["pos"]] = count.get(f["pos"], 0) + 1
        seen: dict[str, int] = {}
        out = {}
        for fid, f in on:
            rect = self.cell_rect(*xy(f["pos"]))
            r = disc_radius(max(5, int(size * 0.4)), initials(self.fig_name(fid)), round(size * 0.8))
            cx, cy = rect.center
            if count[f["pos"]] > 1:
                k = seen.get(f["pos"], 0)
                seen[f["pos"]] = k + 1
                d = int(size * 0.38) * (1 if k else -1)
                cx, cy = cx + d, cy + d
            out[fid] = (rect, (cx, cy), r)
        return out

    def _disc_boxes(self) -> list[pygame.Rect]:
        """Where the figures' discs reach beyond their squares: the square inside each circle, so
        that no number is drawn where a disc covers it."""
        out = []
        for rect, centre, r in self._places.values():
            box = pygame.Rect(0, 0, int(r * 1.5), int(r * 1.5))
            box.center = centre
            if not rect.contains(box):  # only a disc wider than its square, or moved, reaches the next
                out.append(box)
        return out

    def _under_disc(self, rect: pygame.Rect, corner: str) -> bool:
        """Whether a number in `corner` of the square `rect` would lie under a figure's disc."""
        part = pygame.Rect(0, 0, int(rect.width * 0.5), int(rect.height * 0.5))
        setattr(part, corner, getattr(rect, corner))
        return part.collidelist(self._discs) >= 0

    def _figures(self, surface, view, marks) -> None:
        size = self.cell_size()
        actor = self.actor()
        badge_f = th.font(th.MIN_TEXT_PX, True)
        figs = view.get("figs", {})
        names: list[tuple[tuple[int, int], int, str, int]] = []
        for fid, (rect, centre, r) in self._places.items():
            f = figs[fid]
            c = view["chars"][f["char"]]
            letters = initials(self.fig_name(fid))
            status = f.get("status") or {}
            wounds = f["wounds"] if c["role"] == "henchman" else sum(c.get("wounds", {}).values())
            shared = centre != rect.center  # two in one square: no room for a badge
            badged = wounds and not shared and size >= badge_f.get_height() * 1.6 and self.in_view(rect)
            br = max(badge_f.get_height() // 2 + 1, badge_f.size(str(wounds))[0] // 2 + 3) if badged else 0
            if badged and r * 1.6 - br * 0.8 < th.font(th.MIN_TEXT_PX, True, True).size(letters)[0]:
                # the badge would shrink the name past reading (or hide it): the name first; the
                # wounds stay in the column's list of characters
                badged, br = False, 0
            disc(surface, centre, r, side_colour(c["side"]), letters,
                 prone=bool(status.get("prone")), badge=br, named=False)
            names.append((centre, r, letters, br))
            if status.get("trapped"):
                pygame.draw.circle(surface, (170, 170, 170), centre, r + 2, max(2, int(size * 0.08)))
            if f.get("carry"):
                k = max(3, int(size * 0.14))
                cx, cy = rect.right - k - 1, rect.bottom - k - 1
                pygame.draw.polygon(surface, TOKEN, [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)])
            if badged:
                s = str(wounds)
                bx, by = rect.right - br, rect.top + br
                pygame.draw.circle(surface, (190, 30, 40), (bx, by), br)
                pygame.draw.circle(surface, (255, 255, 255), (bx, by), br, 1)
                self.texts.draw(surface, s, badge_f, (255, 255, 255), (bx, by), anchor="center", role="number")
            ref = f"fig:{fid}"
            self.region(pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r) if shared else rect, ref)
            self._centres[ref] = centre
            hl = self.mark_colour(ref, marks)
            if fid == actor and not hl:
                hl = th.GOLD
            elif fid == self.focus and not hl and self.pending().get("kind") in ("wounds", "react", "heal"):
                hl = th.SELECTED  # the one whose card the column shows: hit, or healing
            if hl:
                pygame.draw.circle(surface, hl, centre, r + self.theme.px(3), max(2, self.theme.px(3)))
        # every name over every disc: on a small map a disc spills onto its neighbours' squares
        # (three heroes in a corridor read "CAIMQ", each name's last letter under the next disc)
        # two names side by side on a small map touch ("CA" and "AM" read "CAAM"): the later one moves
        # aside (a few px, over its own disc) or up or down until it keeps a gap from every name placed
        placed: list[pygame.Rect] = []
        for centre, r, letters, br in names:
            rect = name_place(centre, r, letters, br)[2]
            shift = (0, 0)
            hit = rect.inflate(4, 2).collidelist(placed)
            if hit >= 0:
                p = placed[hit]
                dx = p.right + 3 - rect.left if rect.centerx >= p.centerx else p.left - 3 - rect.right
                half = rect.height // 2 + 1
                for move in ((dx, 0), (0, half), (0, -half), (dx, half), (dx, -half)):
                    if abs(move[0]) <= r and rect.move(*move).inflate(4, 2).collidelist(placed) < 0:
                        shift = move
                        break
            placed.append(rect.move(*shift))
            disc_name(surface, centre, r, letters, br, shift)

    def _sight_lines(self, surface, view, marks) -> None:
        """From the actor to what the mouse is on (green in sight, red not); during a target
        choice, to every target that may be chosen."""
        actor = self.actor()
        if actor is None:
            return
        a = view["figs"][actor]["pos"]
        start = self.cell_rect(*xy(a)).center
        kind = self.pending().get("kind")
        if kind in ("target", "volley", "extra_target") and self.my_decision():
            for ref in {o["path"][0] for o in self.pending()["options"] if o.get("path")}:
                end = self._point(ref)
                if end is not None:
                    pygame.draw.line(surface, SIGHT_OK, start, end, 2)
            return
        if kind == "act":  # the line to the square under the mouse: draw_hover
            self._sight_at = (a, start)

    def _point(self, ref: str) -> tuple[int, int] | None:
        """Where a thing is on screen: its square's centre, or a door's or wall's (drawn already)."""
        sq = self._square_of(ref)
        return self.cell_rect(*xy(sq)).center if sq else self._centres.get(ref)

    def _square_of(self, ref: str) -> str | None:
        kind, _, key = ref.partition(":")
        if kind in ("cell", "obj"):
            return key
        if kind == "fig":
            f = self.view.get("figs", {}).get(key)
            return f.get("pos") if f else None
        if kind == "token":
            t = self.view.get("tokens", {}).get(key)
            return t.get("pos") if t else None
        return None

    # -- the column ------------------------------------------------------------------------------
    def _column(self, surface, view, marks) -> None:
        from .view_column import Column
        Column(self, surface, view, marks).draw()

    # -- the buttons under the map -----------------------------------------------------------------
    def _bar_refs(self, view, marks) -> list[tuple[str, str]]:
        """Clickable things drawn nowhere else this frame (gain, rest, the die, run, end...)."""
        if not self.my_decision():
            return []
        drawn = {ref for _shape, ref in self._regions}
        out = [(ref, self.button_label(ref)) for ref in sorted(marks.clickable) if ref not in drawn]
        # options with no thing to click (a character is ready, take the hit, end the march)
        out += [(f"opt:{o['id']}", o["label"]) for o in self.pending().get("options", []) if not o.get("path")]
        d = self.pending()
        if d.get("max", 1) > 1 or d.get("min", 1) == 0:  # a multi-pick (wounds): its Done here too
            out.append(("finish", done_label(d, len(marks.selected))))
        return out

    def button_label(self, ref: str) -> str:
        opts = self.options_at(ref)
        n = len(self.selected)
        exact = [o for o in opts if len(o["path"]) == n + 1 and o["path"][n] == ref]
        if len(exact) == 1 and len(opts) == 1:
            return exact[0]["label"]
        return self.ref_name(ref, self.view) or ref

    def _bar_height(self, buttons) -> int:
        f = self.theme.font(13, True)
        h = f.get_linesize() + self.theme.px(10)
        if not buttons:
            return 0
        rows, x = 1, 0
        width = max(100, self.rect.width - self.column.width - self.theme.px(12))
        for _ref, label in buttons:
            w = min(width, f.size(label)[0] + self.theme.px(20))
            if x and x + w > width:
                rows, x = rows + 1, 0
            x += w + self.theme.px(6)
        return min(rows, 3) * (h + self.theme.px(4))

    def _buttons(self, surface, buttons, marks) -> None:
        if not buttons:
            return
        t = self.theme
        f = t.font(13, True)
        h = f.get_linesize() + t.px(10)
        x, y = self.bar.left, self.bar.top
        for ref, label in buttons:
            w = min(self.bar.width, f.size(label)[0] + t.px(20))
            if x > self.bar.left and x + w > self.bar.right:
                x, y = self.bar.left, y + h + t.px(4)
            if y + h > self.bar.bottom + 1:
                break  # the prompt lists every choice too
            box = pygame.Rect(x, y, w, h)
            col = self.mark_colour(ref, marks) or th.HIGHLIGHT
            dr.panel(surface, box, (44, 52, 78), col, radius=t.px(6), width=2)
            s = dr.fit(label, f, w - t.px(12))
            dr.text(surface, s, f, th.TEXT, box.center, anchor="center", role="button", full=label)
            self.region(box, ref)
            x += w + t.px(6)

    # -- input ---------------------------------------------------------------------------------
    def local_click(self, ref: str, marks: Marks) -> bool:
        kind, _, key = ref.partition(":")
        if kind == "opt":  # answered on the next frame through next_choice
            self.press_next = key
            return True
        if ref == "finish":
            self.press_next = self.FINISH
            return True
        sq = self._square_of(ref) if kind in ("cell", "obj", "token") else None
        if sq is not None and sq in self.reach():  # a square (or what lies on it) the actor may walk to
            if self.pending().get("kind") == "bonus_move":
                self.walk = list(self._routes.get(sq, []))
                return bool(self.walk)
            route = self.rules.route(self.view, self.pending()["figure"], sq)
            if route:
                self.walk = [sq for sq, _ap in route]
                return True
        if kind == "char" and key in self.view.get("chars", {}):
            self.focus = key
            return True
        # a click on a figure or thing to attack: when one attack alone can go there, choose it,
        # then the target on the next decision (next_choice); with several, the prompt asks which
        can = [src for src, _prof, here in self._reaching(ref) if here and max(here) > 0]
        if len(can) == 1:
            self.press_next = f"use:{can[0]}"
            self.aim.hold(ref, self.pending().get("kind", ""))
            return True
        return False

    def next_choice(self, decision: dict[str, Any]) -> str | None:
        ids = {o["id"] for o in decision.get("options", [])}
        if self.press_next is not None:
            oid, self.press_next = self.press_next, None
            if oid not in ids:
                self.aim.hold(None, "")
            return oid if oid in ids or oid == self.FINISH else None
        ref = self.aim.take(decision)  # the target clicked before its attack was chosen (local_click)
        if ref is not None:
            if decision.get("kind") == "target" and self.my_decision():
                hits = [o for o in decision["options"] if o["path"] and o["path"][0] == ref]
                if len(hits) == 1:
                    return hits[0]["id"]
                if hits:  # ways to aim: the prompt lists them for this target
                    return self.CLICK + ref
        if not self.walk:
            return None
        nxt = self.walk[0]
        # a paid step before the running step: running forfeits attacks and cards for the rest of the
        # turn, which a click on a square should never give up unasked (the prompt offers the run)
        for oid in (f"step:{nxt}", f"run:{nxt}", f"bonus:{nxt}"):
            if decision.get("kind") in ("act", "bonus_move") and oid in ids:
                self.walk.pop(0)
                return oid
        self.walk = []  # something came up on the way (a reaction, a spawn point, a stop)
        return None

    def probe(self) -> dict[str, Any]:
        """Where things are on screen and what they are, for tests driving the real window."""
        v = self.view
        figs = {fid: {"pos": f.get("pos"), "side": v["chars"][f["char"]]["side"], "char": f["char"],
                      "wounds": f["wounds"] if v["chars"][f["char"]]["role"] == "henchman"
                      else sum(v["chars"][f["char"]]["wounds"].values())}
                for fid, f in v.get("figs", {}).items() if f["char"] in v.get("chars", {})}
        return {"centres": {k: list(p) for k, p in self._centres.items()}, "figs": figs,
                "objects": v.get("objects", {}), "rubble": v.get("rubble", []),
                "kind": self.pending().get("kind"), "figure": self.pending().get("figure"), "reach": self.reach(),
                "walk": list(self.walk), "labels": {o["id"]: o["label"] for o in self.pending().get("options", [])},
                "want": self.pending().get("min")}

    # -- words -----------------------------------------------------------------------------------
    def ref_name(self, ref: str, view: dict[str, Any]) -> str | None:
        self.view = view or self.view
        kind, _, key = ref.partition(":")
        if kind == "cell":
            return self.sq_name(key)
        if kind == "fig":
            return self.fig_name(key)
        if kind == "char":
            d = self.rules.chars.get(key.split(":")[0])
            return d.name if d else key
        if kind == "card":
            c = self.rules.cards.get(key)
            return c.name if c else key
        if kind == "box":
            cid, _, box = key.partition(":")
            d = self.rules.chars.get(cid)
            part = getattr(d, box, None) if d else None
            return f"{part.name} ({box} box)" if part else key
        if kind in ("slot", "wound"):
            cid, what, i = key.split(":")
            d = self.rules.chars.get(cid)
            part = getattr(d, what, None) if d and what in ("attack", "defend", "move") else None
            name = f"{what.title()} box" if part else (self.rules.cards[what].name if what in self.rules.cards else what)
            return f"{name}, free slot {int(i) + 1}" if kind == "slot" else f"a wound on {name}"
        if kind == "obj":
            o = (view.get("objects") or {}).get(key)
            ok = self.rules.objects.get(o["kind"]) if o else None
            return f"{ok.name if ok else 'object'} in {self.sq_name(key)}"
        if kind == "door":
            return f"the door {self._door_where(key)}"
        if kind == "wall":
            a, b = key.split("|")
            return f"the wall between {self.sq_name(a)} and {self.sq_name(b)}"
        if kind == "token":
            t = (view.get("tokens") or {}).get(key)
            tk = self.rules.token_kinds.get(t["kind"]) if t else None
            return getattr(tk, "name", None) or key
        if kind == "aim":
            return "No aiming" if key == "0" else f"Aim for {key} AP"
        if kind == "die" and key:
            return f"Roll for {key} AP"
        if kind == "face":
            return f"Side {int(key) + 1}" if key.isdigit() else key.title()
        if kind == "victory" and key:
            v = self.rules.victory.get(key)
            return getattr(v, "name", None) or key.title()
        if kind == "squares":
            return f"{key} square{'s' if key != '1' else ''}"
        if kind == "slam":
            return f"Slam {_direction(key)}"
        return WORDS.get(ref) or WORDS.get(kind)

    def _door_where(self, did: str) -> str:
        d = self.lay(self.view["map"])["doors"].get(did) if self.view.get("map") else None
        if not d:
            return did
        a, b = d["edges"][0].split("|")
        return f"between {self.sq_name(a)} and {self.sq_name(b)}"

    # -- hover help ---------------------------------------------------------------------------------
    def tip(self, ref: str, view: dict[str, Any]) -> Tip | None:
        kind, _, key = ref.partition(":")
        screen = pygame.display.get_surface()
        size = screen.get_size() if screen else (self.rect.right, self.rect.bottom)
        notes = self._notes(ref)
        if kind == "fig":
            f = view.get("figs", {}).get(key)
            if f is None:
                return None
            c = view["chars"].get(f["char"])
            extra = [(f"{self.fig_name(key)} in {self.sq_name(f['pos'])}" if f.get("pos") else self.fig_name(key),
                      th.TEXT)]
            d = self.rules.chars[f["char"]]
            if c and c["role"] == "henchman":
                extra.append((f"Wounds {f['wounds']} of {d.health}", th.REFUSED if f["wounds"] else th.TEXT))
            return Tip(image=character_picture(d, c, f, self.rules, self.theme, size, notes + extra))
        if kind == "char":
            cid = key.split(":")[0]
            d = self.rules.chars.get(cid)
            if d is None:
                return None
            return Tip(image=character_picture(d, view["chars"].get(cid), view.get("figs", {}).get(cid), self.rules,
                                               self.theme, size, notes))
        if kind == "card":
            card = self.rules.cards.get(key)
            if card is None:
                return None
            owner = self.rules.chars[card.character].name
            c = view.get("chars", {}).get(card.character) or {}
            return Tip(image=card_picture(card, owner, side_colour(c.get("side", 0)), self.theme, size,
                                          wounds=(c.get("wounds") or {}).get(key, 0),
                                          duration=(c.get("dt") or {}).get(key, 0), notes=notes))
        if kind == "scenario":
            return self._scenario_tip(int(key), view, size)
        text = " ".join(n if n.endswith((".", ")", "!", "?")) else n + "." for n, _ in notes)
        return Tip(self.ref_name(ref, view) or ref, (text + " " + self._thing_words(ref, view)).strip())

    def _notes(self, ref: str) -> list[tuple[str, Any]]:
        """What a click on `ref` would do now, or why it is refused; the sight and cover from
        the actor to a figure or object."""
        out: list[tuple[str, Any]] = []
        opts = self.options_at(ref)
        for o in opts[:4]:
            out.append((o["label"], th.GOLD))
        if len(opts) > 4:
            out.append((f"... and {len(opts) - 4} more choices (the prompt lists them)", th.GOLD))
        walked = ref.startswith("cell:") and ref[5:] in self.reach()  # no option there, but a click walks it
        if not opts and not walked and self.my_decision() and self.explain is not None and ref.partition(":")[0] in (
                "cell", "fig", "obj", "door", "wall", "token", "card", "box", "char"):
            reason = self.explain(self.selected + [ref])
            if reason:
                out.append((f"Not now: {reason}", th.REFUSED))
        out += [(line, th.GOLD) for line in self._attack_preview(ref)]
        actor = self.actor()
        b = self._square_of(ref)
        if actor and b and ref.partition(":")[0] != "cell" and self.pending().get("kind") == "act":
            a = self.view["figs"][actor]["pos"]
            if a != b:
                if self.sees(a, b):
                    cover = self.rules.cover(self.view, a, b)
                    out.append((f"In sight of {self.fig_name(actor)}" + (f"; cover adds {cover} defense" if cover else
                                                                         "; no cover"), SIGHT_OK))
                else:
                    out.append((f"Out of {self.fig_name(actor)}'s sight", SIGHT_NO))
        return out

    def _reaching(self, ref: str) -> list[tuple[str, dict[str, Any], list[int]]]:
        """Before an attack is chosen: each attack the actor may make now at one target (not a
        hurl nor an area), its profile, and its strengths at `ref` (one for each way to aim;
        none: it cannot go there)."""
        p = self.pending()
        fid = p.get("figure")
        if p.get("kind") != "act" or not fid or not self.my_decision() or \
                not ref.startswith(("fig:", "obj:", "door:", "wall:", "token:")):
            return []
        from . import attack
        g = self.rules.table(self.view)
        origin = self.view["figs"][fid]["pos"]
        out = []
        for src in [o["id"][4:] for o in p.get("options", []) if o["id"].startswith("use:")]:
            prof = attack.profile(g, fid, src)
            if prof["hurl"] or prof["area"] != "one":
                continue
            out.append((src, prof, [o["data"]["strength"] for o in attack.target_options(g, fid, src, prof, origin)
                                    if o["path"][0] == ref]))
        return out

    def _attack_preview(self, ref: str) -> list[str]:
        """Before an attack is chosen: each attack the actor may make now that could go at `ref`,
        with its strength there (distance lost, and what aiming wins back)."""
        reaching = self._reaching(ref)
        if not reaching:
            return []
        fid = self.pending()["figure"]
        g = self.rules.table(self.view)
        origin = self.view["figs"][fid]["pos"]
        out = []
        for _src, prof, here in reaching:
            if here and max(here) <= 0:
                out.append(f"{prof['name']} ({prof['type']}) cannot hurt it from here: the distance takes all "
                           f"its strength.")
            elif here:
                lost = f", up to {max(here)} aiming" if max(here) > here[0] else ""
                out.append(f"{prof['name']} ({prof['type']}) would strike it at strength {max(0, here[0])}{lost}.")
            elif prof["type"] == "ranged" and ref.startswith("fig:") and \
                    self.view["figs"][ref[4:]].get("pos") in g.adj(origin):
                # the rule a player meets by walking up to a target: say it before the AP are spent
                out.append(f"{prof['name']} (ranged) cannot hit a figure next to {self.fig_name(fid)}: "
                           f"2 squares or more.")
        return out

    def _thing_words(self, ref: str, view) -> str:
        kind, _, key = ref.partition(":")
        if kind == "obj":
            o = view["objects"][key]
            ok = self.rules.objects.get(o["kind"])
            full = getattr(ok, "ms", None)
            words = f"Material strength {o['ms']}" + (f" of {full}" if full and full != o["ms"] else "") + \
                " left: an attack doing that much damage breaks it into rubble."
            if getattr(ok, "explodes", False):
                words += " It explodes when it breaks."
            if getattr(ok, "turret", False):
                words += " A gun turret: a figure beside it may fire it."
            return words
        if kind == "door":
            st = (view.get("doors") or {}).get(key) or {}
            return ("Open." if st.get("open") else "Closed: open it from a square beside it.") + \
                f" Material strength {st.get('ms', '?')}."
        if kind == "wall":
            lay = self.lay(view["map"])
            return f"A breakable wall, material strength {lay['walls'][key]['ms']} ({lay['walls'][key]['material']})."
        if kind == "token":
            t = view["tokens"][key]
            tk = self.rules.token_kinds.get(t["kind"])
            where = f"carried by {self.fig_name(t['carrier'])}" if t.get("carrier") else \
                f"in {self.sq_name(t['pos'])}" if t.get("pos") else ""
            return f"{getattr(tk, 'text', '') or 'An objective token'} ({where}; wounds {t.get('wounds', 0)})."
        if kind == "cell":
            bits = []
            reach = self.reach()
            if key in reach:
                short = reach[key] - self.own_ap()
                paid = f" ({short} of them the team's Command Points)" if short > 0 else ""
                bits.append(f"Advancing here costs {reach[key]} AP{paid}; a click walks there a square at a time.")
            spawn = (view.get("spawns") or {}).get(key)
            if spawn:
                bits.append(f"A {spawn} spawn point.")
            if key in (view.get("rubble") or []):
                bits.append("Rubble.")
            info = self.lay(view["map"])["squares"].get(key) if view.get("map") else None
            zones = view.get("zones") or [[], []]
            if info:
                for side, name in ((HEROES, "the heroes'"), (MASTERMIND, "the Mastermind's")):
                    if side < len(zones) and info["tile"] in zones[side]:
                        bits.append(f"In {name} Starting Zone.")
            return " ".join(bits)
        return ""

    def _scenario_tip(self, i: int, view, size) -> Tip | None:
        ids = view.get("scenarios") or []
        if i >= len(ids):
            return None
        sid = ids[i]
        if sid is None:
            return Tip("Stage 3 card, face down", "The Mastermind knows it; it is revealed at the end of Stage 1.")
        sc = self.rules.scenarios[sid]
        st = (view.get("sc") or [{}] * 3)[i]
        return Tip(image=scenario_picture(sc, sc.stage, self.scenario_status(i, view), self.scenario_progress(i, view),
                                          self.theme, size))

    def scenario_status(self, i: int, view) -> str:
        st = (view.get("sc") or [])[i] if i < len(view.get("sc") or []) else {}
        status = st.get("status", "open")
        if status == "won":
            return "achieved"
        if status == "lost":
            return "failed"
        return "in play" if st.get("active") else "not yet in play"

    def scenario_progress(self, i: int, view) -> str:
        toks = [t for t in (view.get("tokens") or {}).values() if t.get("sc") == i]
        bits = []
        if toks:
            on = sum(1 for t in toks if t.get("pos") or t.get("carrier"))
            bits.append(f"Tokens in play: {on} of {len(toks)}")
        now, _tile = self.rules.scenario_standing(view, i)
        if now:
            bits.append(now)
        return " · ".join(bits)

    def judged_tiles(self, view) -> dict[int, int]:
        """Map tiles a card in play is judged on (tile -> card), tinted so that the player sees them."""
        out = {}
        for i in range(len(view.get("sc") or [])):
            _now, tile = self.rules.scenario_standing(view, i)
            if tile is not None:
                out[tile] = i
        return out


def _direction(key: str) -> str:
    dxy, _, _n = key.partition(":")
    try:
        dx, dy = (int(v) for v in dxy.split(","))
    except ValueError:
        return key
    ns = {-1: "north", 0: "", 1: "south"}[max(-1, min(1, dy))]
    ew = {-1: "west", 0: "", 1: "east"}[max(-1, min(1, dx))]
    return (ns + ew) or "in place"
