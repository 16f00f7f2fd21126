"""The D.A.G.G.E.R. table on the world-map view: the map (regions, spaces, links, the lettered long
lines, Asgard and the Bifrost, bases, heroes, enemies and the nemesis) in the middle; the goal, the
round and the threat and team-up tracks across the top; the heroes down the right (view_panels.py)
with the dice tray under them; the missions and the event along the bottom; while the nemesis
phase plays, its steps one by one over the map, at the settings' pacing. With view_panels.py and
view_cards.py, the only pygame part of the game.

All heroes are one team: whoever sits at the screen acts for the hero whose turn it is (nothing is
hidden, so the platform never shows the hand-over screen).

Refs are the rules' (README.md): ``space:<sid>``, ``base:<id>``, ``hero:<h>``, ``enemy:<uid>``,
``nemesis``, ``token:<h>:standard|boosted``, ``slot:<h>:<action>``, ``ability:<h>:<i>``,
``support:<card>``, ``teamup:<h>``, ``mission:<slot>``, ``dice:...``, ``rest:...``; the view's own:
``opt:<option id>`` (a choice with nothing to click on the board, such as one of an effect's
ways), ``event:<id>`` (hover), ``np:skip`` / ``np:close`` (the nemesis phase panel).
"""

from __future__ import annotations

import math
import time
from typing import Any, Callable

import pygame

from game.ui import draw as dr
from game.ui import theme as th
from game.ui.views.base import AimAhead, Marks, Tip
from game.ui.views.world_map import LabelPlacer, WorldMapView, place_names

from . import view_cards as vc
from . import view_panels as vp
from . import view_world
from .view_data import map_layout

NEMESIS = (200, 30, 40)
#: Kinds of things a decision may ask for: hovering one that is not a choice now says why.
CHOOSABLE = {"space", "base", "hero", "enemy", "nemesis", "token", "slot", "ability", "support", "teamup",
             "mission"}
ENEMY = (120, 40, 50)

#: A compass word's short form on a crowded map ("W. Europe"); "Ocean" is dropped ("Pacific").
_SHORT = {"North": "N.", "South": "S.", "East": "E.", "West": "W.", "Northern": "N.", "Southern": "S.",
          "Eastern": "E.", "Western": "W.", "Central": "C.", "Southeast": "SE", "Southwest": "SW",
          "Northeast": "NE", "Northwest": "NW"}


def short_name(name: str) -> str:
    """A space's name as it is written where the whole name has no room."""
    first, _, rest = name.partition(" ")
    if rest.endswith(" Ocean") or rest == "Ocean":
        return name[: -len(" Ocean")]
    return f"{_SHORT[first]} {rest}" if rest and first in _SHORT else name


class DaggerView(WorldMapView):
    """Heroes against the nemesis on a map of the world."""

    def __init__(self, game, theme, names) -> None:
        super().__init__(game, theme, names)
        self.rules = game.rules
        self.book = game.rules.book
        self.layout = map_layout(self.book)
        self.space = {sp["sid"]: sp for sp in self.layout["spaces"]}
        self.region_colour = {r["rid"]: r["colour"] for r in self.layout["regions"]}
        self.region_name = {r["rid"]: r["name"] for r in self.layout["regions"]}
        self.world = pygame.Rect(0, 0, 1600, 900)
        self.view: dict[str, Any] = {}
        self.explain: Callable[[list[str]], str | None] | None = None
        self.header = pygame.Rect(0, 0, 0, 0)
        self.column = pygame.Rect(0, 0, 0, 0)
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.drawn: set[str] = set()
        #: The names' places, kept while nothing on the map moves (placing them is the slow part).
        self._named: tuple[Any, list[Any]] | None = None
        #: The clickable refs the heroes' column shows (the tray lists the others).
        self.column_refs: set[str] = set()
        self.story = vp.NemesisStory()
        self._chosen: str | None = None
        #: A space or enemy clicked on the hero's turn before its action: where it goes, or whom it hits.
        self.aim = AimAhead()
        self._selected: set[str] = set()

    # -- layout -------------------------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().set_rect(rect, theme)
        self._place(self.view)

    def _place(self, view: dict[str, Any]) -> None:
        """The header across the top (as tall as its lines), the heroes' column on the right, the
        missions along the bottom, the map in what is left."""
        t, r = self.theme, self.rect
        head_h = vp.header_height(self, view)
        self.header = pygame.Rect(r.left, r.top, r.width, head_h)
        cw = max(min(t.px(260), int(r.width * 0.36)), min(220, int(r.width * 0.42)))
        gap = t.px(6)
        self.column = pygame.Rect(r.right - cw, self.header.bottom + gap, cw - t.px(2), r.bottom - self.header.bottom - gap)
        left_w = r.width - cw - gap
        strip_h = vp.strip_height(self, view, left_w)
        self.strip = pygame.Rect(r.left, r.bottom - strip_h, left_w, strip_h)
        self.map_area = pygame.Rect(r.left, self.header.bottom + gap // 2, left_w,
                                    self.strip.top - gap // 2 - self.header.bottom - gap // 2)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        return self.camera.handle_event(ev, self.map_area)

    def layer_key(self):
        """Pan and zoom, and the step of the nemesis phase shown."""
        s = self.story
        return super().layer_key(), s.open, s.shown, len(s.steps)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: dict[str, Any], marks: Marks) -> None:
        self.begin()
        self.view = view
        self._selected = set(marks.selected)
        if "heroes" not in view:
            return
        want = (vp.header_height(self, view), vp.strip_height(self, view, self.strip.width or 600))
        if want != (self.header.height, self.strip.height):
            self._place(view)
        self.fit_once("world", self.world, self.map_area)
        self.reserved = []
        story = self.story.rect(self)
        if story is not None:
            self.reserved.append(story)
        self.draw_backdrop(surface, "world", lambda pic, z: view_world.paint(pic, z, self.region_colour))
        clip = surface.get_clip()
        surface.set_clip(self.map_area)
        placer = self.placer()
        letters = self._links(surface, view)
        self._spaces(surface, view, marks, placer)
        self._pieces(surface, view, marks, placer)
        self._letters(surface, letters, placer)
        self._names(surface, placer)
        surface.set_clip(clip)
        pygame.draw.rect(surface, th.LINE, self.map_area, 1)
        vp.draw_header(self, surface, view)
        vp.draw_strip(self, surface, view, marks)
        self.drawn = {ref for _s, ref in self._regions}
        vp.draw_column(self, surface, view, marks)
        if story is not None:
            self.story.draw(self, surface, story)

    # -- the map ------------------------------------------------------------------------------
    def _pos(self, sid: str) -> tuple[float, float]:
        sp = self.space[sid]
        return self.camera.to_screen(sp["x"], sp["y"])

    def _dot(self) -> int:
        """A space's radius on screen."""
        return max(self.theme.px(9), int(13 * self.camera.zoom))

    def _links(self, surface, view) -> list[tuple[str, tuple[float, float]]]:
        """Links between spaces; the lettered long lines as stubs with their letter at both ends
        (a line across the whole map would hide it); Asgard's Bifrost link, dashed, while it is out.
        The letters' places, drawn last (`_letters`)."""
        t = self.theme
        w = max(2, t.px(2))
        letters = []
        for ln in self.layout["links"]:
            a, b = self.space[ln["a"]], self.space[ln["b"]]
            pa, pb = (a["x"], a["y"]), (b["x"], b["y"])
            if not ln["label"]:
                self.draw_link(surface, pa, pb, (205, 210, 220), w)
                continue
            stub = t.px(34)
            for p, q in ((pa, pb), (pb, pa)):
                start = self.camera.to_screen(*p)
                end = self.stub_end(p, q, stub)
                pygame.draw.line(surface, th.GOLD, start, end, w)
                letters.append((ln["label"], end))
        if view.get("bifrost") and "asgard" in self.space and view["bifrost"] in self.space:
            a, b = self.space["asgard"], self.space[view["bifrost"]]
            self.draw_link(surface, (a["x"], a["y"]), (b["x"], b["y"]), (150, 220, 255), w + 1, dashed=True)
        return letters

    def _letters(self, surface, letters, placer: LabelPlacer) -> None:
        """Each lettered line's letter at its stubs' ends (or beside, where something is there)."""
        t = self.theme
        f = t.font(11, True)
        for label, (x, y) in letters:
            size = (f.size(label)[0] + t.px(8), f.get_linesize())
            d = t.px(12)
            r = placer.place(size, [((x, y), "center"), ((x, y - d), "center"), ((x, y + d), "center"),
                                    ((x + d, y), "center"), ((x - d, y), "center")])
            if r is not None:
                pygame.draw.rect(surface, (40, 34, 10), r, border_radius=t.px(4))
                pygame.draw.rect(surface, th.GOLD, r, 1, border_radius=t.px(4))
                dr.text(surface, label, f, th.GOLD, r.center, anchor="center", role="label")

    def _spaces(self, surface, view, marks, placer: LabelPlacer) -> None:
        """Each space as a dot in its region's colour (a base as a square, Asgard as a star, an
        ocean as a ring), its number inside when it has one; bases overrun crossed out; the Iliad
        as a ship's badge on its space."""
        t = self.theme
        dot = self._dot()
        nf = th.font(max(th.MIN_TEXT_PX, int(dot * 1.05)), True)
        bases = {b["space"]: b for b in view.get("bases", []) if b["id"] != "iliad"}
        iliad = next((b for b in view.get("bases", []) if b["id"] == "iliad"), None)
        self._labels: list[tuple[str, tuple[float, float], int]] = []  # name, centre, radius
        self._numbers: list[pygame.Rect] = []  # the texts drawn before the pieces
        for sid, sp in self.space.items():
            x, y = self._pos(sid)
            # A dot wide enough for its number inside its ring.
            r = max(dot, (nf.size(str(sp["number"]))[0] + 7) // 2) if sp.get("number") is not None else dot
            c = (int(x), int(y))
            colour = self.region_colour.get(sp["region"], (190, 190, 210))
            ref = f"space:{sid}"
            base = bases.get(sid)
            if base is not None:
                box = pygame.Rect(0, 0, 2 * r + t.px(8), 2 * r + t.px(8))
                box.center = c
                bref = f"base:{base['id']}"
                pygame.draw.rect(surface, (235, 235, 240), box, border_radius=t.px(4))
                pygame.draw.rect(surface, colour, box.inflate(-t.px(4), -t.px(4)), border_radius=t.px(3))
                hl = self.mark_colour(bref, marks)
                if hl:
                    pygame.draw.rect(surface, hl, box.inflate(t.px(8), t.px(8)), max(2, t.px(3)), border_radius=t.px(6))
                self.map_region(box, bref, c)
                if base["overrun"]:
                    pygame.draw.line(surface, th.RED, box.topleft, box.bottomright, max(3, t.px(4)))
                    pygame.draw.line(surface, th.RED, box.topright, box.bottomleft, max(3, t.px(4)))
                placer.take(box)
            elif sp["kind"] == "asgard":
                pts = [(x + math.cos(math.pi / 2 + k * math.pi / 5) * (r * 1.5 if k % 2 == 0 else r * 0.7),
                        y - math.sin(math.pi / 2 + k * math.pi / 5) * (r * 1.5 if k % 2 == 0 else r * 0.7))
                       for k in range(10)]
                pygame.draw.polygon(surface, (150, 220, 255), pts)
                pygame.draw.polygon(surface, (20, 20, 30), pts, 2)
            elif sp["kind"] == "ocean":
                pygame.draw.circle(surface, (20, 40, 70), c, r)
                pygame.draw.circle(surface, colour, c, r, max(2, t.px(3)))
            else:
                pygame.draw.circle(surface, colour, c, r)
                pygame.draw.circle(surface, (20, 20, 24), c, r, 2)
            if sp.get("number") is not None and base is None:
                num = str(sp["number"])
                box = pygame.Rect(0, 0, *nf.size(num))
                box.center = c
                if nf.size(num)[0] <= 2 * r and placer.bounds.contains(box) and box.collidelist(self.reserved) < 0:
                    dr.text(surface, num, nf, (15, 15, 20), c, anchor="center", role="number")
                    self._numbers.append(box)
            hl = self.mark_colour(ref, marks) or (th.SELECTED if sid in self.story.spaces() else None)
            if hl:
                pygame.draw.circle(surface, hl, c, r + t.px(5), max(2, t.px(3)))
            hit = pygame.Rect(0, 0, 2 * r + t.px(4), 2 * r + t.px(4))
            hit.center = c
            self.map_region(hit, ref, c)
            placer.take(hit)
            self._labels.append((sp["name"], (x, y), r + (t.px(4) if base else 0)))
            if iliad is not None and iliad["space"] == sid:
                self._iliad(surface, c, r, iliad, marks, placer)

    def _iliad(self, surface, c, r, iliad, marks, placer) -> None:
        """The Iliad: a ship's badge beside its space (a base of its own)."""
        t = self.theme
        box = pygame.Rect(0, 0, max(t.px(20), int(r * 1.6)), max(t.px(14), int(r * 1.2)))
        box.midleft = (c[0] + r + t.px(2), c[1] - r)
        pygame.draw.polygon(surface, (235, 235, 240), [box.topleft, box.topright, (box.right - box.w // 5, box.bottom),
                                                       (box.left + box.w // 5, box.bottom)])
        pygame.draw.polygon(surface, (60, 70, 100), [box.topleft, box.topright, (box.right - box.w // 5, box.bottom),
                                                     (box.left + box.w // 5, box.bottom)], 2)
        if iliad["overrun"]:
            pygame.draw.line(surface, th.RED, box.topleft, box.bottomright, 3)
        hl = self.mark_colour("base:iliad", marks)
        if hl:
            pygame.draw.rect(surface, hl, box.inflate(t.px(6), t.px(6)), max(2, t.px(3)), border_radius=t.px(4))
        self.map_region(box, "base:iliad", box.center)
        placer.take(box)
        # Named like every space: it is a base the heroes may start on and return to.
        self._labels.append((iliad.get("name") or "The Iliad", box.center, max(box.w, box.h) // 2))

    def _pieces(self, surface, view, marks, placer: LabelPlacer) -> None:
        """Heroes, enemies and the nemesis on their spaces, in a ring around the space's dot:
        heroes as discs in their seat's colour with their initials, enemies as dark squares with
        their rank, the nemesis as a red diamond (the column and the legend say which is which)."""
        t = self.theme
        at: dict[str, list[tuple[str, str, Any]]] = {}
        nem = view.get("nemesis") or {}
        if nem.get("space"):
            at.setdefault(nem["space"], []).append(("nemesis", "nemesis", nem))
        for h in view["heroes"]:
            if h["space"] and not h["eliminated"]:
                at.setdefault(h["space"], []).append(("hero", f"hero:{h['i']}", h))
        for e in view.get("enemies", []):
            if e.get("space"):
                at.setdefault(e["space"], []).append(("enemy", f"enemy:{e['u']}", e))
        tok = max(t.px(11), int(14 * self.camera.zoom))
        lf = th.font(max(th.MIN_TEXT_PX, int(tok * 0.95)), True)
        flagged = self.story.pieces()
        letters_taken: list[pygame.Rect] = []
        for sid, pieces in at.items():
            if sid not in self.space:
                continue
            cx, cy = self._pos(sid)
            ring = self._dot() + (t.px(6) if self.space[sid]["base"] else t.px(3)) + tok + t.px(2)
            spots = self._ring(placer, (cx, cy), ring, tok, len(pieces))
            for (kind, ref, d), p in zip(pieces, spots):
                box = pygame.Rect(0, 0, 2 * tok, 2 * tok)
                box.center = p
                if kind == "hero":
                    colour = th.seat_colour(d["seat"])
                    label = vp.initials(d["name"])
                    # A hero's disc grows to hold its initials (two heroes of a solo seat share a colour).
                    hr = max(tok, (lf.size(label)[0] + 5) // 2)
                    pygame.draw.circle(surface, colour, p, hr)
                    pygame.draw.circle(surface, (255, 255, 255) if d["turn"] else (20, 20, 20), p, hr, max(2, t.px(2)))
                    if d["defeated"]:
                        pygame.draw.line(surface, th.RED, box.topleft, box.bottomright, 3)
                elif kind == "enemy":
                    pygame.draw.rect(surface, ENEMY, box, border_radius=t.px(3))
                    pygame.draw.rect(surface, (240, 200, 200) if d["primed"] else (20, 20, 20), box, max(2, t.px(2)),
                                     border_radius=t.px(3))
                    label = {"N": "N", "elite": "E"}.get(str(d["rank"]), str(d["rank"]))
                else:
                    diamond = [(p[0], p[1] - tok - 3), (p[0] + tok + 3, p[1]), (p[0], p[1] + tok + 3),
                               (p[0] - tok - 3, p[1])]
                    pygame.draw.polygon(surface, NEMESIS, diamond)
                    pygame.draw.polygon(surface, (255, 230, 120) if d.get("showdown") else (20, 20, 20), diamond, 3)
                    label = vp.initials(d.get("name") or "N")
                # Initials wherever they cover no other text and no panel (the hover names the piece).
                inner = pygame.Rect(0, 0, *lf.size(label))
                inner.center = p
                room = 2 * (hr if kind == "hero" else tok) - 2
                if lf.size(label)[0] <= room and placer.bounds.contains(inner) \
                        and inner.collidelist(self._numbers + self.reserved + letters_taken) < 0:
                    letters_taken.append(inner)
                    dr.text(surface, label, lf, (255, 255, 255), p, anchor="center", role="decor")
                hl = self.mark_colour(ref, marks) or (th.SELECTED if ref in flagged else None)
                if hl:
                    pygame.draw.circle(surface, hl, p, tok + t.px(4), max(2, t.px(3)))
                self.map_region(box, ref, p)
                placer.take(box.inflate(t.px(2), t.px(2)))

    def _ring(self, placer: LabelPlacer, centre, ring: float, tok: int, n: int) -> list[tuple[int, int]]:
        """Where `n` tokens go around a space: side by side on a ring, turned to where they cover
        nothing drawn so far (another space, its tokens); above the space when nowhere is free."""
        step = min(2 * math.pi / max(n, 1), (2 * tok + self.theme.px(3)) / ring)
        crowded = step * n > 2 * math.pi - 1e-6
        best = None
        for turn in (-90, 90, 0, 180, -45, -135, 45, 135):
            mid = math.radians(turn)
            angs = [mid + (k - (n - 1) / 2) * (2 * math.pi / n if crowded else step) for k in range(n)]
            pts = [(int(centre[0] + math.cos(a) * ring), int(centre[1] + math.sin(a) * ring)) for a in angs]
            if best is None:
                best = pts
            boxes = [pygame.Rect(p[0] - tok, p[1] - tok, 2 * tok, 2 * tok) for p in pts]
            if all(placer.free(b) for b in boxes):
                return pts
        return best or []

    def _names(self, surface, placer: LabelPlacer) -> None:
        """Each space's name (and the Iliad's) where the platform's placer finds it room: beside its
        dot, in short form (W. Europe) or further out with a dotted line back when crowded."""
        top = self.theme.readable(11)
        fonts = [th.font(px) for px in sorted({top, (top + th.MIN_TEXT_PX) // 2, th.MIN_TEXT_PX}, reverse=True)]
        labels = [(name, short_name(name), c, r) for name, c, r in self._labels]
        key = (tuple(map(tuple, placer.taken)), tuple(labels), top)
        if self._named is None or self._named[0] != key:
            self._named = (key, place_names(placer, labels, fonts))
        else:
            for p in self._named[1]:
                placer.take(p.box)
        for p in self._named[1]:
            box, (x, y) = p.box, p.centre
            if p.led:  # dotted, so that it is not read as one of the map's links (solid lines)
                end = pygame.Vector2(min(max(x, box.left), box.right - 1), min(max(y, box.top), box.bottom - 1))
                start = pygame.Vector2(x, y)
                if (end - start).length() > p.radius + 2:
                    start += (end - start).normalize() * (p.radius + 2)
                steps = int((end - start).length() // 3)
                for i in range(steps + 1):
                    surface.fill(th.TEXT, (start.lerp(end, i / max(1, steps)), (1, 1)))
            pygame.draw.rect(surface, (12, 16, 28), box, border_radius=3)
            dr.text(surface, p.text, p.font, th.TEXT, (box.left + 2, box.top), role="name")

    # -- the nemesis phase, played out --------------------------------------------------------
    def animate(self, events: list[dict[str, Any]]) -> None:
        self.story.add(events, _pacing_ms)

    def update(self, dt: float) -> None:
        self.story.tick(time.monotonic())

    def local_click(self, ref: str, marks: Marks) -> bool:
        if ref == "np:skip":
            self.story.skip()
            return True
        if ref == "np:close":
            self.story.close()
            return True
        if ref.startswith("opt:"):
            self._chosen = ref[4:]
            return True
        # a space or an enemy clicked on the hero's turn: the explanation asks for a Move or a Fight, whose
        # destination or target it becomes
        pending = self.view.get("pending") or {}
        self.aim.hold(ref if ref.startswith(("space:", "enemy:", "nemesis")) and pending.get("kind") == "turn"
                      else None, "turn")
        return False

    def next_choice(self, decision: dict[str, Any]) -> str | None:
        """A choice with nothing on the board to click, clicked in the column's choice list; or the
        space or enemy clicked before its Move or Fight, once that asks where or whom."""
        goal = self.aim.take(decision)
        if goal is not None and any(o["id"] == goal for o in decision["options"]):  # where it goes, whom it hits
            return goal
        oid, self._chosen = self._chosen, None
        return oid if oid and any(o["id"] == oid for o in decision["options"]) else None

    # -- hover, names -------------------------------------------------------------------------
    def option_note(self, ref: str, view: dict[str, Any]) -> list[str]:
        """What clicking `ref` would do now (its option), or why it cannot be chosen."""
        pending = view.get("pending") or {}
        done = [o["label"] for o in pending.get("options", []) if o.get("path") and o["path"][-1] == ref]
        if done:
            return ["Click: " + done[0] + (f" (or {len(done) - 1} more ways)" if len(done) > 1 else "")]
        starts = [o for o in pending.get("options", []) if o.get("path") and ref in o["path"]]
        if starts:
            return ["Click to choose this, then what it goes with."]
        if self.explain is not None and pending.get("options") and ref.split(":")[0] in CHOOSABLE:
            chosen = [r for o in pending["options"] for r in o.get("path", []) if r in self._selected]
            path = list(dict.fromkeys(chosen)) + [ref]
            reason = self.explain(path)
            if reason:
                return [f"Not now: {reason}"]
        return []

    def tip(self, ref: str, view: dict[str, Any]) -> Tip | None:
        zone, _, key = ref.partition(":")
        notes = self.option_note(ref, view)
        screen = self.theme.size
        heroes = view.get("heroes", [])
        owner = next((h for h in heroes if h["team_up"]["id"] == key), None) if zone == "teamup" else None
        if owner is None and zone == "teamup" and key.isdigit() and int(key) < len(heroes):
            owner = heroes[int(key)]
        if owner is not None:
            h = owner
            state = f"{h['name']}'s sheet, " + ("ready" if h["team_up"]["ready"] else "not ready") + \
                f"; the track holds {view.get('team_up', 0)}"
            return Tip(h["team_up"]["name"], "", vc.picture(vc.card_blocks(self.book, "teamup", h["team_up"]["id"], state,
                                                                           notes), self.theme, screen, th.BLUE))
        if zone in ("hero", "token", "slot", "ability") and key.split(":")[0].isdigit():
            i = int(key.split(":")[0])
            if i < len(heroes):
                h = heroes[i]
                return Tip(h["name"], "", vc.picture(vc.hero_blocks(self.book, h, notes), self.theme, screen,
                                                     th.seat_colour(h["seat"])))
        if zone == "enemy":
            e = next((e for e in view.get("enemies", []) if str(e["u"]) == key), None)
            if e is not None:
                return Tip(e["name"], "", vc.picture(vc.enemy_blocks(self.book, e, self.space_label(e["space"]), notes),
                                                     self.theme, screen, ENEMY))
        if ref == "nemesis" and view.get("nemesis", {}).get("id"):
            n = view["nemesis"]
            return Tip(n["name"], "", vc.picture(vc.nemesis_blocks(self.book, n, self.space_label(n["space"]), notes),
                                                 self.theme, screen, NEMESIS))
        if zone == "support":
            state = self._support_state(key, heroes)
            return Tip(key, "", vc.picture(vc.card_blocks(self.book, "support", key, state, notes), self.theme, screen,
                                           th.GOLD))
        if zone == "mission" and key in view.get("missions", {}):
            return Tip(key, "", vc.picture(vc.mission_blocks(self.book, key, view["missions"][key], notes),
                                           self.theme, screen, th.GOLD))
        if zone == "event" and key in self.book.events:
            ev = self.book.events[key]
            return Tip(ev.name, ev.text + f"\n{view.get('events_left', 0)} events are left in the deck: it is the "
                                          "game's clock (the heroes lose when it runs out).")
        if zone == "space" and key in self.space:
            return Tip(self.space_label(key), "\n".join(notes + [self._space_text(key, view)]))
        if zone == "base":
            b = next((b for b in view.get("bases", []) if b["id"] == key), None)
            if b is not None:
                state = "overrun: its D.A.G.G.E.R. effect is lost until cleared" if b["overrun"] else "operational"
                return Tip(b["name"], "\n".join(notes + [f"A base ({state}). D.A.G.G.E.R. effect: {b['text']}",
                                                          self._space_text(b["space"], view) if b["space"] else ""]))
        if zone == "opt":
            return Tip("A choice", "\n".join(notes) or "Click to choose it.")
        return vp.tip(self, ref, view)

    def _support_state(self, cid: str, heroes) -> str:
        for h in heroes:
            for c in h["supports"]:
                if c["id"] == cid:
                    return f"{h['name']}'s, " + ("ready" if c["ready"] else f"exhausted, charge {c['progress']} of "
                                                                               f"{c['charge']}")
            if h["own_support"]["id"] == cid:
                return f"{h['name']}'s own card, {h['own_support']['state']}"
        return ""

    def _space_text(self, sid: str, view) -> str:
        sp = self.space[sid]
        region = self.region_name.get(sp["region"], "no region")
        near = ", ".join(self.space_label(s) for s in self.book.graph.adj.get(sid, ()))
        if view.get("bifrost") == sid:
            near += (", " if near else "") + "Asgard (the Bifrost)"
        who = [h["name"] for h in view.get("heroes", []) if h["space"] == sid]
        bad = [e["name"] for e in view.get("enemies", []) if e.get("space") == sid]
        if (view.get("nemesis") or {}).get("space") == sid:
            bad.insert(0, view["nemesis"]["name"])
        out = f"{sp['kind'].capitalize()} space in {region}. Adjacent: {near or 'nothing'}."
        if who:
            out += f" Heroes here: {', '.join(who)}."
        if bad:
            out += f" Enemies here: {', '.join(bad)}."
        return out

    def space_label(self, sid: str | None) -> str:
        """A space in words: "Eastern Europe (7)"."""
        if not sid or sid not in self.space:
            return "nowhere"
        sp = self.space[sid]
        return f"{sp['name']} ({sp['number']})" if sp.get("number") is not None else sp["name"]

    def ref_name(self, ref: str, view: dict[str, Any]) -> str | None:
        if view:
            self.view = view
        return vp.ref_name(self, ref, self.view)

    def probe(self) -> dict[str, Any]:
        v = self.view
        heroes = v.get("heroes", [])
        acting = vp._acting(v) if heroes else None
        return {"map_area": list(self.map_area), "story": self.story.probe(), "round": v.get("round", 0),
                "phase": v.get("phase", ""),
                "acting_space": heroes[acting]["space"] if acting is not None and acting < len(heroes) else None}


def _pacing_ms() -> int:
    """The settings' pacing (read when a nemesis phase starts: a change in the settings applies to
    the next one)."""
    from game.settings import load_settings
    return load_settings()[0].pacing_ms
