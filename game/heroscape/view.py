"""The Heroscape battlefield: hexes shaded by height with their level and cliff edges, the ruin's
walls, figures in their army's colour with their wounds, move costs on reachable hexes, the
army cards with order markers (face down to the opponent), the round and initiative track and
the dice of the last roll face by face. The only pygame part of the game.

Refs: ``hex:<space>``, ``fig:<figure>`` (or ``target:<figure>`` when it may be attacked now),
``card:<figure>``, ``marker:<n>``, ``move:<power>``, ``power:<power>``, ``pass:<figure>``,
``army:<n>``.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.core.hexgrid import Hex
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.hex_layout import Layout
from game.ui.views.base import Marks, Tip
from game.ui.views.hex_grid import HexGridView, terrain_colour

FACE_COLOURS = {"skull": (200, 40, 40), "shield": (40, 110, 210), "blank": (150, 150, 150)}
MARKERS = ("1", "2", "3", "X")


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
        self.board_area = pygame.Rect(0, 0, 10, 10)

    # -- data -------------------------------------------------------------------------------
    def _layout(self, name: str) -> dict[str, Any]:
        if name not in self._layouts:
            lay = self.rules.layout(name)
            lay["by_key"] = {sp["key"]: sp for sp in lay["spaces"]}
            self._layouts[name] = lay
        return self._layouts[name]

    def _card(self, fid: str):
        fig = self.view.get("figures", {}).get(fid)
        return self.rules.cards.get(fig["card"] if fig else fid)

    def _name(self, fid: str) -> str:
        c = self._card(fid)
        return c.name if c else fid

    @property
    def layout(self) -> Layout:
        return Layout(self.HEX_SIZE, (0.0, 0.0), True)

    def _world(self, lay: dict[str, Any]) -> pygame.Rect:
        pts = [self.layout.to_pixel(Hex(sp["q"], sp["r"])) for sp in lay["spaces"]]
        s = self.HEX_SIZE
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return pygame.Rect(int(min(xs) - s), int(min(ys) - s), int(max(xs) - min(xs) + 2 * s),
                           int(max(ys) - min(ys) + 2 * s))

    def set_rect(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().set_rect(rect, theme)
        t = theme
        self.board_area = pygame.Rect(rect.left, rect.top + t.px(30), rect.width - t.px(236),
                                      rect.height - t.px(30) - t.px(58))

    def handle_event(self, ev: pygame.event.Event) -> bool:
        return self.camera.handle_event(ev, self.board_area)

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: dict[str, Any], marks: Marks) -> None:
        self.begin()
        self.view = view
        if "figures" not in view or not view.get("map"):
            return
        self.selected = sorted(marks.selected)
        lay = self._layout(view["map"])
        self.fit_once(view["map"], self._world(lay), self.board_area)
        clip = surface.get_clip()
        surface.set_clip(self.board_area)
        self._spaces(surface, lay, view, marks)
        self._figures(surface, lay, view, marks)
        surface.set_clip(clip)
        self._track(surface, view)
        self._armies(surface, view, marks)
        self._dice(surface)
        self._gallery(surface, view, marks)

    def _spaces(self, surface, lay, view, marks) -> None:
        t = self.theme
        sl = self.screen_layout()
        ground, cells = self._ground(lay, view, sl)
        surface.blit(ground, self.board_area.topleft)
        costs = self._costs(view, marks)
        cost_font = t.font(max(7, 11 * self.camera.zoom), True)
        for h, pts, ref, shrink in cells:
            if self.board_area.collidepoint(sl.to_pixel(h)):  # a hex panned out of view takes no clicks
                self.region(pts, ref)
            hl = self.mark_colour(ref, marks)
            if hl:
                pygame.draw.polygon(surface, hl, sl.corners(h, shrink * 0.86), max(2, t.px(3)))
            if ref in costs and sl.size > 11:
                cx, cy = sl.to_pixel(h)
                dr.text(surface, str(costs[ref]), cost_font, (255, 255, 255), (cx, cy - sl.size * 0.15),
                        anchor="center", shadow=True)
        for g in view.get("glyphs", {}).values():
            key = g.get("space")
            if key and key in lay["by_key"] and not g.get("holder"):
                sp = lay["by_key"][key]
                cx, cy = sl.to_pixel(Hex(sp["q"], sp["r"]))
                r = max(4, int(sl.size * 0.35))
                pygame.draw.circle(surface, (240, 200, 40), (int(cx), int(cy)), r)
                pygame.draw.circle(surface, (90, 60, 0), (int(cx), int(cy)), r, 2)
                dr.text(surface, "?" if g.get("side") == "symbol" else "G", t.font(max(7, 9 * self.camera.zoom), True),
                        (60, 40, 0), (cx, cy), anchor="center")

    def _ground(self, lay, view, sl: Layout) -> tuple[pygame.Surface, list[tuple[Hex, list, str, float]]]:
        """The battlefield without figures or highlights, drawn once per camera, wall and phase
        (the hexes with their heights, cliffs and zones), and each cell's outline for clicks."""
        wall_up = bool(view.get("wall", {}).get("present"))
        zone_hexes = self._zone_hexes(lay, view)
        key = (view["map"], round(sl.size, 3), round(sl.origin[0], 1), round(sl.origin[1], 1), tuple(self.board_area),
               wall_up, tuple(sorted(zone_hexes.items())))
        if getattr(self, "_ground_key", None) == key:
            return self._ground_cache
        t = self.theme
        area = self.board_area
        ground = pygame.Surface(area.size)
        ground.fill(th.BG)
        local = Layout(sl.size, (sl.origin[0] - area.left, sl.origin[1] - area.top), sl.pointy)
        f = t.font(max(6, 9 * self.camera.zoom), True)
        cells = []
        for sp in sorted(lay["spaces"], key=lambda sp: (sp["upper"], sp["elevation"], sp["r"], sp["q"])):
            h = Hex(sp["q"], sp["r"])
            shrink = 0.62 if sp["upper"] else 0.97
            pts = local.corners(h, shrink)
            if sp["blocked_by"] == "ruin":
                colour = (70, 62, 58)
            elif sp["blocked_by"] == "breakable_wall" and wall_up:
                colour = (150, 96, 52)
            else:
                colour = terrain_colour(sp["terrain"], sp["elevation"])
            pygame.draw.polygon(ground, colour, pts)
            if sp["key"] in zone_hexes:
                pygame.draw.polygon(ground, zone_hexes[sp["key"]], local.corners(h, 0.8), max(1, t.px(2)))
            pygame.draw.polygon(ground, (28, 28, 34), pts, 1)
            if not sp["upper"]:
                self._cliffs(ground, local, h, sp, lay)
            if local.size > 11:
                cx, cy = local.to_pixel(h)
                label = str(sp["elevation"]) if sp["blocked_by"] != "ruin" else "▲"
                dr.text(ground, label, f, (20, 20, 24), (cx, cy + local.size * 0.5 * shrink), anchor="midbottom")
            cells.append((h, sl.corners(h, shrink), f"hex:{sp['key']}", shrink))
        for wall in lay.get("wall_edges", []):  # thin walls between two hexes
            edge = _shared_edge(local, *wall["between"])
            if edge:
                pygame.draw.line(ground, (58, 50, 46), edge[0], edge[1], max(3, int(local.size / 4)))
        self._windows(ground, local, lay)
        self._ground_key, self._ground_cache = key, (ground, cells)
        return ground, cells

    def _windows(self, ground: pygame.Surface, local: Layout, lay) -> None:
        """The ruin's windows: sight passes through them (at their levels), feet never do."""
        glass = (120, 200, 255)
        for w in lay.get("windows", []):
            if w.get("hex"):
                q, r = (int(v) for v in w["hex"].split(","))
                cx, cy = local.to_pixel(Hex(q, r))
                size = local.size * 0.5
                pane = pygame.Rect(0, 0, int(size * 1.2), int(size * 0.7))
                pane.center = (int(cx), int(cy - local.size * 0.1))
                pygame.draw.rect(ground, glass, pane, max(1, int(local.size / 10)))
                pygame.draw.line(ground, glass, pane.midtop, pane.midbottom, 1)
            elif w.get("between"):
                edge = _shared_edge(local, *w["between"])
                if edge:
                    pygame.draw.line(ground, glass, edge[0], edge[1], max(2, int(local.size / 6)))

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
        """The scenario's zones: start zones in their seat's colour while armies are placed,
        other zones (goals, exits) in gold all game."""
        prefix = f"{view.get('scenario')}/"
        zone_of = view.get("zone_of") or []
        placing = view.get("phase") not in ("play", "over")
        out: dict[str, tuple[int, int, int]] = {}
        for name, keys in lay["zones"].items():
            if not name.startswith(prefix):
                continue
            zone = name[len(prefix):]
            if zone in zone_of:
                if not placing:
                    continue
                colour = th.seat_colour(zone_of.index(zone))
            else:
                colour = th.GOLD
            for k in keys:
                out[k] = colour
        return out

    def _costs(self, view, marks) -> dict[str, Any]:
        """Move costs of the hexes the selected figure may reach (from the options' data)."""
        pending = view.get("pending") or {}
        out = {}
        for o in pending.get("options", []):
            path = o.get("path", [])
            if path and path[-1].startswith("hex:") and path[:-1] == self.selected and "data" in o:
                cost = o["data"].get("cost")
                if cost is not None:
                    out[path[-1]] = cost
        return out

    def _figures(self, surface, lay, view, marks) -> None:
        t = self.theme
        sl = self.screen_layout()
        for fid, fig in view["figures"].items():
            if fig.get("status") != "board" or not fig.get("space"):
                continue
            sp = lay["by_key"].get(fig["space"])
            if sp is None:
                continue
            cx, cy = sl.to_pixel(Hex(sp["q"], sp["r"]))
            r = max(6, int(sl.size * (0.42 if sp["upper"] else 0.6)))
            ref = f"target:{fid}" if f"target:{fid}" in marks.clickable else f"fig:{fid}"
            if f"pass:{fid}" in marks.clickable:
                ref = f"pass:{fid}"
            colour = th.seat_colour(fig["owner"])
            pygame.draw.circle(surface, (0, 0, 0), (int(cx) + 2, int(cy) + 3), r)
            pygame.draw.circle(surface, colour, (int(cx), int(cy)), r)
            pygame.draw.circle(surface, (255, 255, 255), (int(cx), int(cy)), r, max(1, r // 7))
            card = self._card(fid)
            initials = "".join(w[0] for w in (card.name if card else fid).replace("The ", "").split()[:2]).upper()
            dr.text(surface, initials, t.font(max(7, r * 0.8 / t.k), True), (255, 255, 255), (cx, cy), anchor="center",
                    shadow=True)
            if fig.get("wounds"):
                life = card.master.life if card else 0
                dr.text(surface, f"{life - fig['wounds']}/{life}", t.font(max(7, r * 0.5 / t.k), True),
                        (255, 230, 230), (cx, cy + r + 1), anchor="midtop", shadow=True)
            box = pygame.Rect(int(cx - r), int(cy - r), 2 * r, 2 * r)
            if self.board_area.collidepoint(cx, cy):
                self.region(box, ref)
            hl = self.mark_colour(ref, marks) or self.mark_colour(f"fig:{fid}", marks)
            if hl:
                pygame.draw.circle(surface, hl, (int(cx), int(cy)), r + t.px(3), max(2, t.px(3)))

    def _track(self, surface, view) -> None:
        t = self.theme
        r = self.rect
        bar = pygame.Rect(r.left, r.top, r.width, t.px(28))
        pygame.draw.rect(surface, th.BG_PANEL, bar)
        lay = self._layout(view["map"])
        sc = self.rules.scenarios.get(view.get("scenario"))
        parts = [lay.get("title") or view["map"], sc.title if sc else "", view.get("mode", "").title() + " Game"]
        limit = view.get("round_limit")
        if view.get("round"):
            parts.append(f"Round {view['round']}" + (f" of {limit}" if limit else ""))
        turn = view.get("turn") or {}
        if turn.get("number"):
            parts.append(f"Order marker {turn['number']}")
        ini = view.get("initiative")
        if ini:
            first = ini["order"][0]
            parts.append(f"Initiative: {self.seat_label(first)} ({ini['rolls'][first]} to {ini['rolls'][1 - first]})")
        dr.text(surface, "   ·   ".join(p for p in parts if p), t.font(12, True), th.TEXT,
                (bar.left + t.px(8), bar.centery), anchor="midleft")

    def _armies(self, surface, view, marks) -> None:
        """The army cards down the right: stats, wounds, order markers (face down to the other side)."""
        t = self.theme
        r = self.rect
        panel = pygame.Rect(r.right - t.px(230), r.top + t.px(32), t.px(228), r.height - t.px(34))
        me = view.get("viewer")
        y = panel.top
        scores = view.get("scores") or []
        for seat, army in enumerate(view.get("armies", [])):
            dr.text(surface, self.seat_label(seat).replace(" (computer)", ""), t.font(12, True), th.seat_colour(seat),
                    (panel.left + t.px(4), y))
            if seat < len(scores):
                dr.text(surface, f"{scores[seat]} pts on the field", t.font(10), th.GOLD,
                        (panel.right - t.px(4), y + t.px(2)), anchor="topright")
            y += t.px(18)
            markers = (view.get("markers") or [{}, {}])[seat] if seat < len(view.get("markers", [])) else {}
            for fid in army:
                fig = view["figures"].get(fid)
                card = self._card(fid)
                if fig is None or card is None:
                    continue
                h = t.px(44)
                if y + h > panel.bottom:
                    break
                box = pygame.Rect(panel.left, y, panel.width, h)
                gone = fig["status"] == "destroyed"
                dr.panel(surface, box, (30, 36, 54) if not gone else (24, 24, 30), th.seat_colour(seat), radius=t.px(5))
                name = card.name + ("  (destroyed)" if gone else "")
                dr.text(surface, name, t.font(11, True), th.TEXT if not gone else th.TEXT_DIM,
                        (box.left + t.px(6), box.top + t.px(3)))
                m = card.master
                stats = f"Life {m.life - fig['wounds']}/{m.life}  Mv {m.move}  Rg {m.range}  Att {m.attack}  Def {m.defense}"
                if view.get("mode") == "basic":
                    b = card.basic
                    stats = f"Mv {b.move}  Rg {b.range}  Att {b.attack}  Def {b.defense}"
                dr.text(surface, stats, t.font(9), th.TEXT_DIM, (box.left + t.px(6), box.top + t.px(18)))
                dr.text(surface, f"{m.points} pts", t.font(9), th.TEXT_DIM, (box.right - t.px(6), box.top + t.px(4)),
                        anchor="topright")
                self._marker_chips(surface, box, fid, markers, seat == me)
                ref = f"card:{fid}"
                self.region(box, ref)
                hl = self.mark_colour(ref, marks)
                if hl:
                    dr.glow(surface, box, hl, width=t.px(2), radius=t.px(5))
                y += h + t.px(4)
            y += t.px(8)

    def _marker_chips(self, surface, box: pygame.Rect, fid: str, markers: dict, mine: bool) -> None:
        t = self.theme
        x = box.left + t.px(6)
        y = box.top + t.px(30)
        chips: list[tuple[str, bool]] = []
        if "on" in markers:  # the seat's own markers (or everything for a spectator)
            chips = [(mk, mk in markers.get("revealed", [])) for mk in MARKERS if markers["on"].get(mk) == fid]
        else:
            chips = [(mk, True) for mk, f in markers.get("revealed", {}).items() if f == fid]
            chips += [("?", False)] * markers.get("face_down", {}).get(fid, 0)
        for label, shown in chips:
            c = pygame.Rect(x, y, t.px(16), t.px(12))
            pygame.draw.rect(surface, (230, 200, 60) if shown else (90, 90, 110), c, border_radius=t.px(3))
            dr.text(surface, label, t.font(8, True), (20, 20, 20), c.center, anchor="center")
            x += t.px(19)

    def _dice(self, surface) -> None:
        """The last rolls, face by face: skulls, shields and blanks, or d20 numbers."""
        t = self.theme
        tray = pygame.Rect(self.rect.left, self.rect.bottom - t.px(56), self.rect.width - t.px(236), t.px(54))
        dr.panel(surface, tray, th.BG_PANEL, th.LINE, radius=t.px(6))
        x = tray.left + t.px(8)
        if not self.rolls:
            dr.text(surface, "Dice appear here when they are rolled.", t.font(11), th.TEXT_DIM,
                    (x, tray.centery), anchor="midleft")
        for roll in self.rolls[-3:]:
            why = roll.get("why") or "Roll"
            dr.text(surface, why, t.font(9, True), th.TEXT_DIM, (x, tray.top + t.px(3)))
            dx = x
            for face in roll.get("faces", []):
                d = pygame.Rect(dx, tray.top + t.px(17), t.px(30), t.px(30))
                if roll.get("sides") == 20:
                    pygame.draw.rect(surface, (230, 230, 240), d, border_radius=t.px(6))
                    dr.text(surface, str(face), t.font(12, True), (20, 20, 20), d.center, anchor="center")
                else:
                    _combat_die(surface, d, str(face), t)
                dx += t.px(33)
            x = max(dx, x + t.font(9, True).size(why)[0]) + t.px(16)
            if x > tray.right - t.px(60):
                break

    def _gallery(self, surface, view, marks) -> None:
        """Choices that are not on the battlefield: cards to draft, armies, powers and moves."""
        drawn = {ref for _s, ref in self._regions}
        missing = [ref for ref in sorted(marks.clickable) if ref not in drawn]
        if not missing:
            return
        t = self.theme
        pending = view.get("pending") or {}
        labels = {}
        for o in pending.get("options", []):
            for i, ref in enumerate(o.get("path", [])):
                if o["path"][:i] == self.selected[:i]:
                    labels.setdefault(ref, o["label"])
        # Below the army cards, on the right, where it hides no part of the battlefield.
        w, h = t.px(212), t.px(34)
        height = min(self.rect.height - t.px(120), len(missing) * (h + t.px(4)) + t.px(30))
        box = pygame.Rect(self.rect.right - t.px(230), self.rect.bottom - t.px(4) - height, w + t.px(16), height)
        dr.panel(surface, box, (12, 15, 26), th.GOLD, radius=t.px(8), width=2, alpha=235)
        dr.text(surface, "Choose:", t.font(11, True), th.GOLD, (box.left + t.px(8), box.top + t.px(6)))
        y = box.top + t.px(24)
        for ref in missing:
            if y + h > box.bottom:
                break
            r = pygame.Rect(box.left + t.px(8), y, w, h)
            dr.panel(surface, r, th.BG_PANEL_2, th.LINE, radius=t.px(5))
            label = _label_for(ref, labels.get(ref, ref), self)
            dr.text_block(surface, label, t.font(10, True), th.TEXT, r.inflate(-t.px(8), -t.px(6)), max_lines=2)
            self.region(r, ref)
            hl = self.mark_colour(ref, marks)
            if hl:
                dr.glow(surface, r, hl, width=t.px(2), radius=t.px(5))
            y += h + t.px(4)

    def probe(self) -> dict[str, Any]:
        figures = self.view.get("figures", {})
        return {"owners": {fid: f["owner"] for fid, f in figures.items() if f.get("status") == "board"}}

    # -- events, hover ------------------------------------------------------------------------
    def animate(self, events: list[dict[str, Any]]) -> None:
        rolls = [e for e in events if e.get("kind") == "roll"]
        if rolls:
            self.rolls = rolls[-3:]

    def tip(self, ref: str, view: dict[str, Any]) -> Tip | None:
        zone, _, key = ref.partition(":")
        if zone in ("fig", "target", "card", "pass"):
            return self._figure_tip(key, ref, view)
        if zone == "hex":
            return self._hex_tip(key, ref, view)
        return None

    def _figure_tip(self, fid: str, ref: str, view) -> Tip | None:
        card = self._card(fid)
        if card is None:
            return None
        fig = view.get("figures", {}).get(fid, {})
        m = card.master
        lines = [f"{self.seat_label(fig.get('owner', 0))}'s {card.species} {card.figure_class}, height {card.height}, "
                 f"{m.points} points.",
                 f"Life {m.life - fig.get('wounds', 0)}/{m.life} · Move {m.move} · Range {m.range} · "
                 f"Attack {m.attack} · Defense {m.defense}"]
        lines += [f"{p.name}: {p.text}" for p in card.powers]
        attack = self._option_for(ref, view)
        if attack is not None:
            d = attack.get("data", {})
            why = d.get("reasons") or d.get("why") or []
            lines.insert(0, f"Attack: {d.get('attack', '?')} dice against {d.get('defense', '?')}"
                         + (f" (range {d['distance']})" if "distance" in d else "")
                         + (". " + "; ".join(why) if why else "."))
        elif ref.startswith(("fig:", "target:")) and self.selected and self.explain:
            reason = self.explain(self.selected + [f"target:{fid}"])
            if reason:
                lines.insert(0, f"Cannot attack: {reason}")
        return Tip(card.name, "\n".join(lines))

    def _hex_tip(self, key: str, ref: str, view) -> Tip | None:
        lay = self._layout(view["map"])
        sp = lay["by_key"].get(key)
        if sp is None:
            return None
        text = f"Level {sp['elevation']}, {sp['terrain'].replace('_', ' ')}"
        if sp["blocked_by"]:
            text += f" (blocked by the {sp['blocked_by'].replace('_', ' ')})"
        for w in lay.get("windows", []):
            if w.get("hex") == key or key in (w.get("between") or []):
                text += f"; a window lets sight through between levels {w['bottom']:g} and {w['top']:g}"
        opt = self._option_for(ref, view)
        if opt is not None:
            d = opt.get("data", {})
            extra = []
            if d.get("cost") is not None:
                extra.append(f"move cost {d['cost']}")
            if d.get("swipes"):
                extra.append(f"{len(d['swipes']) if isinstance(d['swipes'], list) else d['swipes']} leaving-engagement "
                             "attack(s)")
            if d.get("falls"):
                extra.append("a fall on the way")
            return Tip(opt["label"], text + (": " + ", ".join(extra) if extra else ""))
        if self.selected and self.explain:
            reason = self.explain(self.selected + [ref])
            if reason:
                return Tip("Cannot go there", f"{text}. {reason}")
        return Tip(f"Space {key}", text)

    def _option_for(self, ref: str, view) -> dict[str, Any] | None:
        pending = view.get("pending") or {}
        for o in pending.get("options", []):
            if o.get("path") == self.selected + [ref]:
                return o
        return None


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


def _label_for(ref: str, label: str, view: HeroscapeView) -> str:
    """What a gallery entry says: a power by its name, a marker by its number."""
    zone, _, key = ref.partition(":")
    if zone == "marker":
        return f"Order marker {key}"
    if zone in ("move", "power"):
        actor = next((r.split(":", 1)[1] for r in view.selected if r.startswith("fig:")), None)
        card = view._card(actor) if actor else None
        power = next((p for p in (card.powers if card else []) if p.id == key), None)
        if power is not None:
            return f"{power.name}: choose where" if zone == "move" else power.name
    return label
