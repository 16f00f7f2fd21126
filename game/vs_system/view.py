"""The Vs. System table: the turn and the combat stack in a column at the left, each side's rows
(Front, Back, Resource) with its players' lines, the seat seeing the table at the bottom, and the
hand (or a gallery of cards to pick elsewhere: a KO pile, a look at a hand or a deck) along the
bottom edge. The only pygame part of the game with view_*.py: it draws `VsSystemRules.view` and
the controller's marks, and maps clicks to the rules' refs (``hand:``, ``char:``, ``power:``,
``res:``, ``resrow:``, ``row:``, ``ko:``, ``card:``, ``seat:``).

Layout works in real pixels: fonts start at the theme's size and shrink toward 13 px (never below),
character tiles narrow, and the hand gives up height before anything is cut; names wrap. The layout
is worked out once per table state, window and choice. Hovering a card shows it whole at 18 px or
more with what is true of it now (counters, wounds, why it can't be chosen).
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.ui import audit
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.views.base import AimAhead, Marks, Tip
from game.ui.views.card_table import (MIN_CARD_W, READ_PX, CardTableView, Tok, draw_lines, fit_text, render_card,
                                      row_layout, words)

from .view_combat import GOAL, LeftColumn
from .view_faces import Faces
from .view_sides import Level, Side, SideDrawer

GALLERY_ZONES = ("card", "ko")
BROWSE = {"kopile": ("ko", "KO pile"), "facility": ("facility", "Ultron Facility"), "gone": ("gone", "removed cards")}
MIN_TILE_W = 96
#: What the table's sides leave over goes to the hand up to this share of the table's height: a hand of
#: seven or eight in two rows at 1280x720 cut every card's text to one line under a half-empty table.
ROOMY_SHARE = 0.45


class VsSystemView(CardTableView):
    """The card table for Vs. System 2PCG: The MCU Battles."""

    #: A power the prompt's line points at shows as a button of its own: the layout changes.
    points_in_picture = True

    def __init__(self, game, theme, names) -> None:
        super().__init__(game, theme, names)
        self.faces = Faces(game.content)
        self.sides = SideDrawer(self)
        self.column = LeftColumn(self)
        self.uids: dict[str, str] = {}  # card instance -> card id, as far as this seat sees
        #: Powers offered now that would do nothing (their option says so: effects.IDLE).
        self.idle_powers: set[str] = set()
        self.browse: tuple[str, int] | None = None  # (zone, seat) of a pile spread out to read
        #: An enemy clicked in the Main Phase before its attacker: the defender once the attacker is chosen.
        self.aim = AimAhead()
        self.view: dict[str, Any] = {}
        self.marks = Marks()
        #: Why a thing can't be chosen now (set by the game screen while the viewer decides).
        self.explain: Callable[[list[str]], str | None] | None = None
        self._plan: tuple[Any, Any] | None = None
        self._plan_view: dict[str, Any] | None = None
        self._frame: tuple[Any, pygame.Surface, list] | None = None  # the last frame drawn, to reuse

    def header_goal(self, view_state: dict[str, Any] | None) -> tuple[str, ...]:
        """A combat fills the column: the goal is kept in the top bar as well (in fewer words where
        the bar is crowded: a larger scale)."""
        return GOAL, "Goal: KO their mains."

    # -- words the sides and the column use -------------------------------------------------------
    def short_label(self, seat: int) -> str:
        """A seat's name without the "(computer)" note, for tight places."""
        return self.seat_label(seat).replace(" (computer)", "")

    def team_word(self, seat: int, view: dict[str, Any]) -> str:
        """"team A" in the formats with teams; "" otherwise."""
        if view.get("format") not in ("2v2", "2hg"):
            return ""
        return f"team {'AB'[view['players'][seat]['team'] % 2]}"

    def level_of(self, card_id: str) -> int | str:
        c = self.faces.cards.get(card_id)
        return c.level if c is not None and c.level else "?"

    def aside_is_next(self, seat: int, view: dict[str, Any]) -> bool:
        """Whether a seat's set-aside card is the level its main character goes up to (not one it
        left behind)."""
        p = view["players"][seat]
        aside = self.faces.cards.get(p["aside"][1]) if p.get("aside") else None
        now = [self.faces.cards.get(c["id"]) for c in view["chars"] if c["main"] and c["ctrl"] == seat]
        levels = [c.level for c in now if c is not None and c.level]
        return aside is not None and (not levels or (aside.level or 0) > max(levels))

    def has_static(self, card_id: str, kind: str) -> bool:
        """Whether a card has the continuous power `kind` (for the combat forecast)."""
        c = self.faces.cards.get(card_id)
        return c is not None and any(st.get("kind") == kind for p in c.powers for st in p.static)

    def power_title(self, card_id: str, idx: int | None) -> str:
        c = self.faces.cards.get(card_id)
        if c is None or idx is None or not 0 <= idx < len(c.powers):
            return "power"
        return c.powers[idx].name

    def power_name(self, ref: str) -> str:
        """The name of the power a ``power:<uid>:<i>`` ref names."""
        _, uid, idx = ref.split(":")
        return self.power_title(self.uids.get(uid, ""), int(idx))

    def declaring(self, view: dict[str, Any]) -> list[str]:
        """The attackers chosen so far while an attack is being declared (the defender comes next)."""
        pending = view.get("pending") or {}
        return list(pending.get("att") or []) if pending.get("kind") == "attack" else []

    def combat_role(self, uid: str, view: dict[str, Any]) -> str:
        cb = view.get("combat")
        if not cb or cb["over"]:
            return ""
        if uid in cb["att"]:
            return "attacking"
        return "defending" if uid == cb["def"] else ""

    def why_not_target(self, ch: dict[str, Any], marks: Marks, view: dict[str, Any]) -> str:
        """A short tag for an enemy that can't be attacked now ("protected"), while the viewer
        chooses a defender."""
        pending = view.get("pending") or {}
        if pending.get("kind") != "attack" or self.explain is None or ch["face"] != "up":
            return ""
        ref = f"char:{ch['uid']}"
        if ref in marks.clickable or ch["ctrl"] == pending.get("seat"):
            return ""
        if view["players"][ch["ctrl"]]["team"] == view["players"][pending["seat"]]["team"]:
            return ""
        reason = self.explain([ref]) or ""
        return "protected" if "protect" in reason else "can't be attacked" if reason else ""

    # -- faces and what this seat knows ------------------------------------------------------------------
    def face(self, card_id: str):
        return self.faces.face(self.uids.get(card_id, card_id))

    def _learn_uids(self, view: dict[str, Any]) -> None:
        def learn(pairs):
            for u, cid in pairs or []:
                if cid:
                    self.uids[u] = cid
        for c in view["chars"]:
            self.uids[c["uid"]] = c["id"]
            if c.get("eq"):
                learn([c["eq"]])
        for p in view["players"]:
            learn(p.get("hand"))
            learn(p["ko"])
            learn(p["gone"])
            learn(p["facility"])
            learn([(r["uid"], r["id"]) for r in p["res"]])
            if p.get("aside"):
                learn([p["aside"]])
        learn(view.get("limbo"))
        for o in (view.get("pending") or {}).get("options", []):
            data = o.get("data") or {}
            if o.get("path") and data.get("card") and data.get("uid"):
                self.uids[data["uid"]] = data["card"]

    # -- the table's sides -------------------------------------------------------------------------------------
    def bottom_seat(self, view: dict[str, Any]) -> int:
        """The seat whose side is drawn nearest: the viewer, or (an open table) the seat to play."""
        me = view.get("viewer")
        return me if me is not None and me >= 0 else view["turn"]["seat"]

    def _sides(self, view: dict[str, Any]) -> tuple[Side, list[Side]]:
        by_side: dict[int, Side] = {}
        for i, p in enumerate(view["players"]):
            by_side.setdefault(p["side"], Side(p["side"], [])).seats.append(i)
        for c in view["chars"]:
            side = by_side.get(c["side"])
            if side is not None:
                side.rows["front" if c["row"] == "front" else "back"].append(c)
        mine = view["players"][self.bottom_seat(view)]["side"]
        order = sorted(by_side)
        k = order.index(mine)
        others = [by_side[s] for s in order[k + 1:] + order[:k]]
        return by_side[mine], others

    def _levels(self) -> list[Level]:
        """Ways to draw the sides, roomiest first."""
        t = self.theme
        pref = max(READ_PX, t.px(14))
        out = [Level(fs, max(MIN_TILE_W, round(fs * 9.5))) for fs in range(pref, READ_PX - 1, -1)]
        tw = out[-1].tw
        while tw > MIN_TILE_W:
            tw = max(MIN_TILE_W, tw - 8)
            out.append(Level(READ_PX, tw))
        out += [Level(READ_PX, w, True) for w in range(out[-1].tw + 24, MIN_TILE_W - 1, -12)]
        return out

    def _column_w(self, width: int) -> int:
        t = self.theme
        return max(150, min(t.px(200), int(width * 0.2)))

    # -- drawing ---------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: dict[str, Any], marks: Marks) -> None:
        self.begin()
        self.view = view
        self.marks = marks
        if "chars" not in view:
            return
        self._learn_uids(view)
        self.idle_powers = {o["path"][0] for o in (view.get("pending") or {}).get("options", ())
                            if o.get("path") and "(nothing would happen" in o.get("label", "")}
        t, r = self.theme, self.rect
        gap = t.px(6)
        inner = pygame.Rect(r.left + gap, r.top + t.px(4), r.width - 2 * gap, r.height - t.px(4) - gap)
        band = self._band_items(view, marks)
        bottom, tops = self._sides(view)
        key = (id(view), tuple(band), frozenset(marks.clickable), frozenset(marks.selected), frozenset(marks.pointed),
               frozenset(marks.hinted), tuple(r), t.k, t.size)
        if self._plan is None or self._plan[0] != key or self._plan_view is not view:
            self._plan_view = view
            self.sides.memo = {}
            self._plan = (key, self._layout(inner, band, bottom, tops, view, marks))
        # Nothing changed since the last frame: the same picture and the same places to click.
        frame = (key, self.browse, frozenset(marks.last_move))
        area = r.clip(surface.get_rect())
        if self._frame is not None and self._frame[0] == frame and not audit.on():
            surface.blit(self._frame[1], area.topleft)
            self.restore_kept(self._frame[2])
            return
        self._draw_planned(surface, view, marks, inner, band, bottom, tops)
        if not audit.on():
            self._frame = (frame, surface.subsurface(area).copy(), self.kept())

    def _draw_planned(self, surface, view, marks, inner, band, bottom, tops) -> None:
        t = self.theme
        gap = t.px(6)
        col_w, lv, (col_fs, keep), ((mode, wide), heights), band_h, compact = self._plan[1]
        col = pygame.Rect(inner.left, inner.top, col_w, inner.height - band_h - gap)
        self.column.draw(surface, col, view, col_fs, keep)
        right = pygame.Rect(col.right + gap, inner.top, inner.right - col.right - gap, col.height)
        clip = surface.get_clip()
        surface.set_clip(right.clip(clip) if clip else right)  # a crowded table never spills over the hand
        y = right.top
        if tops and mode == "cols":
            x = right.left
            for side, w in zip(tops, self._split(right.width, len(tops))):
                self.sides.draw(surface, side, pygame.Rect(x, y, w, heights[0]), lv, marks, True, view, wide)
                x += w + gap
            y += heights[0] + gap
        else:
            for side, h in zip(tops, heights):
                self.sides.draw(surface, side, pygame.Rect(right.left, y, right.width, h), lv, marks, True, view, wide)
                y += h + gap
        self.sides.draw(surface, bottom, pygame.Rect(right.left, y, right.width, right.bottom - y), lv, marks, False,
                        view, wide)
        surface.set_clip(clip)
        band_rect = pygame.Rect(inner.left, col.bottom + gap, inner.width, band_h)
        if compact:
            self._names(surface, band_rect, band, view, marks)
        else:
            self._band(surface, band_rect, band, view, marks)
        if self.browse is not None:
            self._browse(surface, view)

    def _split(self, width: int, n: int) -> list[int]:
        gap = self.theme.px(6)
        w = (width - gap * (n - 1)) // max(1, n)
        return [w] * n

    def _layout(self, inner: pygame.Rect, band: list[str], bottom: Side, tops: list[Side], view, marks):
        """(column width, level, column font and how many plays it lists, top sides' height, band
        height, compact hand): the roomiest level at which every side fits over the hand (the hand
        gives up height first), with a column wide enough for the combat (wider when need be)."""
        base = self._column_w(inner.width)
        plan = None
        for k, col_w in enumerate((base, base, round(base * 1.25), round(base * 1.5))):
            plan = self._layout_for(inner, band, bottom, tops, view, marks, col_w, None if k == 0 else 3)
            if plan[2] is not None:
                return plan
        col_w, lv, _fit, tops_at, band_h, compact = plan
        height = inner.height - band_h - self.theme.px(6)
        keep = 3
        while keep > 1 and self.column.measure(view, col_w, READ_PX, keep) > height:
            keep -= 1
        return col_w, lv, (READ_PX, keep), tops_at, band_h, compact

    def _layout_for(self, inner: pygame.Rect, band: list[str], bottom: Side, tops: list[Side], view, marks,
                    col_w: int, keep: int | None):
        t = self.theme
        gap = t.px(6)
        right_w = inner.width - col_w - gap
        band_pref, band_min = self._band_heights(band, inner.width, inner.height)
        band_room = self._band_heights(band, inner.width, inner.height, ROOMY_SHARE)[0]
        widths = self._split(right_w, len(tops)) if tops else []
        # The other sides in columns (their rows one above the other, or side by side), or one
        # above the other across the whole width with their rows side by side.
        arrangements = [("cols", False), ("cols", True)] + ([("stack", True)] if len(tops) > 1 else [])

        def need(lv: Level, arr: tuple[str, bool]) -> tuple[list[int], int]:
            mode, wide = arr
            if mode == "cols":
                top_h = max((self.sides.draw(None, s, pygame.Rect(0, 0, w, 0), lv, marks, True, view, wide)
                             for s, w in zip(tops, widths)), default=0)
                heights = [top_h] * len(tops)
                used = top_h + (gap if tops else 0)
            else:
                heights = [self.sides.draw(None, s, pygame.Rect(0, 0, right_w, 0), lv, marks, True, view, wide)
                           for s in tops]
                used = sum(heights) + gap * len(tops)
            bot_h = self.sides.draw(None, bottom, pygame.Rect(0, 0, right_w, 0), lv, marks, False, view, wide)
            return heights, used + bot_h

        def fits(lv: Level, room: int):
            for arr in arrangements:
                heights, total = need(lv, arr)
                if total <= room:
                    return lv, arr, heights, total
            return None

        def first_fit(room: int, tight: bool):
            """The roomiest level that fits: the roomiest itself, else a search by halves (a
            smaller level never needs more height)."""
            group = [lv for lv in levels if lv.tight == tight]
            got = fits(group[0], room)
            if got or len(group) == 1:
                return got
            lo, hi, best = 1, len(group) - 1, None
            while lo <= hi:
                mid = (lo + hi) // 2
                at = fits(group[mid], room)
                if at:
                    best, hi = at, mid - 1
                else:
                    lo = mid + 1
            return best
        levels = self._levels()
        chosen = None
        # Roomy tiles over a big hand, then over a smaller one; tight tiles only over the smaller.
        for band_h, tight in ((band_pref, False), (band_min, False), (band_min, True)):
            got = first_fit(inner.height - band_h - gap, tight)
            if got:
                chosen = (*got, band_h)
                break
        compact = False
        if chosen is None:
            # A crowded table: the hand becomes a line of names (hovering one shows the card).
            compact = True
            band_h = self._names_h(band, inner.width, view)
            got = first_fit(inner.height - band_h - gap, False) or first_fit(inner.height - band_h - gap, True)
            if got is None:  # nothing fits: the way that needs the least height
                got = min(((lv, arr, *need(lv, arr)) for lv in levels for arr in arrangements), key=lambda x: x[3])
            chosen = (*got, band_h)
        lv, arr, heights, total, band_h = chosen
        room = inner.height - band_h - gap
        # What the sides leave over goes to the hand (up to its preferred height), then to the sides.
        spare = max(0, room - total)
        if not compact:
            grow = min(spare, max(0, band_room - band_h))
            band_h += grow
            spare -= grow
        if tops:
            share = spare // 2 // (1 if arr[0] == "cols" else len(tops))
            heights = [h + share for h in heights]
        col_fit = self._column_font(col_w, inner.height - band_h - gap, view, keep)
        return col_w, lv, col_fit, (arr, heights), band_h, compact

    def _column_font(self, width: int, height: int, view, keep: int | None) -> tuple[int, int | None] | None:
        """The column's largest font at which all of it fits, listing the newest `keep` plays of
        the exchange (None: all); None when it does not fit at 13 px."""
        pref = max(READ_PX, self.theme.px(14))
        for fs in range(pref, READ_PX - 1, -1):
            if self.column.measure(view, width, fs, keep) <= height:
                return fs, keep
        return None

    # -- the bottom band: the hand or a gallery ---------------------------------------------------------------
    def _hand(self, view) -> list[list[str]]:
        me = view.get("viewer")
        seat = self.bottom_seat(view) if me is None else me
        if seat is None or seat < 0 or seat >= len(view["players"]):
            return []
        return view["players"][seat].get("hand") or []

    def _band_items(self, view, marks) -> list[str]:
        """Refs of a gallery (cards to pick that are not on the table: KO piles, looks) when there
        are some, with the hand's choices beside them; else the hand ("hand:<uid>")."""
        hand = [f"hand:{u}" for u, _cid in self._hand(view)]
        wanted = marks.clickable | marks.selected
        order = [o["path"][0] for o in (view.get("pending") or {}).get("options", []) if o.get("path")]
        outside = [ref for ref in dict.fromkeys(order + sorted(wanted)) if ref in wanted and
                   (ref.split(":", 1)[0] in GALLERY_ZONES or (ref.startswith("hand:") and ref not in hand))]
        if outside:
            return ["gallery"] + outside + [ref for ref in hand if ref in wanted and ref not in outside]
        pending = view.get("pending") or {}
        if pending.get("kind") == "place_main" and pending.get("options") and not hand:
            mc = self.faces.mains.get(view["players"][pending["seat"]]["mc"])
            if mc is not None:  # the card to place, before any hand is dealt
                return ["gallery", f"preview:{mc.levels[0]}"]
        return hand

    def _band_heights(self, items: list[str], width: int, rest: int, share: float = 0.3) -> tuple[int, int]:
        """The band's preferred and smallest heights for its cards (the hand's preferred height
        at most `share` of the table's)."""
        t = self.theme
        n = max(1, len([x for x in items if x != "gallery"]))
        gallery = items[:1] == ["gallery"]
        caption = self._caption_h(self.view, width) if gallery else 0
        gap = t.px(6)
        max_w = t.px(150)
        pref = 0
        for rows in (1, 2, 3):
            per = -(-n // rows)
            w = min(max_w, (width - gap * (per - 1)) // per)
            pref = rows * round(w * 1.4) + (rows - 1) * gap
            if w >= min(t.px(120), max_w):
                break
        share = 0.5 if gallery else share
        pref = min(pref, max(t.px(140), int(rest * share))) + caption
        low = min(pref, max(118, int(rest * 0.19)) + caption)
        if gallery:
            per = max(1, (width - t.px(12) + gap) // (MIN_CARD_W + 2 + gap))
            low = max(low, -(-n // per) * (64 + gap) + caption)
        if not items:
            return t.px(30), t.px(30)
        return max(pref, low), low

    def _caption(self, view, width: int):
        prompt = (view.get("pending") or {}).get("prompt") or "Pick a card."
        return fit_text(prompt, width - 2 * self.theme.px(8), max(READ_PX, self.theme.px(13)), bold=True,
                        max_lines=2)

    def _caption_h(self, view, width: int) -> int:
        f, lines = self._caption(view, width)
        return len(lines) * f.get_linesize() + self.theme.px(4)

    def _band(self, surface, area: pygame.Rect, items: list[str], view, marks) -> None:
        t = self.theme
        if not items:
            me = view.get("viewer")
            say = "Hands are hidden." if me is not None and me < 0 else "No cards in hand."
            dr.text(surface, say, th.font(max(READ_PX, t.px(13))), th.TEXT_DIM, area.center, anchor="center",
                    role="label")
            return
        gallery = items[0] == "gallery"
        refs = items[1:] if gallery else items
        if gallery:
            dr.panel(surface, area, (12, 15, 26), th.GOLD, radius=t.px(8), width=2)
            f, lines = self._caption(view, area.width)
            draw_lines(surface, lines, f, th.GOLD, area.left + t.px(8), area.top + t.px(2), role="label")
            cap_h = self._caption_h(view, area.width)
            area = pygame.Rect(area.left + t.px(6), area.top + cap_h, area.width - t.px(12),
                               area.height - cap_h - t.px(4))
        # A short hand gets wider cards (up to 210 px) so that their powers read whole rather than
        # by name only; a full hand is as narrow as the room makes it either way.
        rects = row_layout(len(refs), area, t.px(210), t.px(6))
        labels = {o["path"][0]: o["label"] for o in (view.get("pending") or {}).get("options", []) if o.get("path")}
        mc_names = self._main_names(view)
        lift = t.px(6)
        for ref, rect in zip(refs, rects):
            zone, _, key = ref.partition(":")
            rises = zone == "hand" and not gallery and rect.top - lift >= area.top
            if rises and ref in marks.selected:
                rect = rect.move(0, -lift)
            elif rises:  # risen by the hover over the kept table (BoardView.draw_hover)
                self.lift_from(surface, ref, rect, lift, t.px(3))
            cid = key if zone == "preview" else self.uids.get(key)
            if cid:
                note = "Power-up only" if zone == "hand" and self._shares_main_name(cid, mc_names) else ""
                face = self.faces.face(cid, note)
                audit.blit(surface, render_card(face, rect.width, rect.height), rect.topleft)
            else:
                dr.panel(surface, rect, th.BG_PANEL_2, th.LINE)
                f, lines = fit_text(labels.get(ref, "a card"), rect.width - t.px(10), max(READ_PX, t.px(13)),
                                    max_lines=4)
                draw_lines(surface, lines, f, th.TEXT, rect.left + t.px(5), rect.top + t.px(6), role="name")
            self.region(rect, ref)
            hl = self.mark_colour(ref, marks)
            if hl:
                dr.glow(surface, rect, hl, width=t.px(3))
            if rises and ref not in marks.selected:
                self.lift_to(surface, ref, rect)

    def _name_toks(self, items: list[str], view, marks) -> list[Tok]:
        """The band as a line of names: a caption, then each card a button."""
        f, fb = th.font(READ_PX), th.font(READ_PX, True)
        gallery = items[:1] == ["gallery"]
        refs = items[1:] if gallery else items
        if gallery:
            toks = words((view.get("pending") or {}).get("prompt") or "Pick a card.", fb, th.GOLD)
        else:
            toks = words("Hand (hover a name to read the card):", fb, th.TEXT_DIM)
        labels = {o["path"][0]: o["label"] for o in (view.get("pending") or {}).get("options", []) if o.get("path")}
        for ref in refs:
            cid = self.uids.get(ref.partition(":")[2])
            text = self.faces.name(cid) if cid else labels.get(ref, "a card")
            toks.append(Tok(text, f, th.TEXT, "name", chip=tuple(max(0, c // 2) for c in self.faces.colour(cid)),
                            ref=ref, border=self.faces.colour(cid)))
        return toks

    def _names_h(self, items: list[str], width: int, view) -> int:
        return self.flow(None, self._name_toks(items, view, Marks()), 0, 0, width - 2 * self.theme.px(8)) + \
            2 * self.theme.px(4)

    def _names(self, surface, area: pygame.Rect, items: list[str], view, marks) -> None:
        t = self.theme
        dr.panel(surface, area, (12, 15, 26), th.GOLD if items[:1] == ["gallery"] else th.LINE, radius=t.px(6))
        self.flow(surface, self._name_toks(items, view, marks), area.left + t.px(8), area.top + t.px(4),
                  area.width - 2 * t.px(8), marks)

    def _main_names(self, view) -> set[str]:
        """The names (and AKAs) of the hand's owner's main characters: cards of those names can't be
        recruited, only used to power up."""
        me = self.bottom_seat(view) if view.get("viewer") is None else view.get("viewer")
        if me is None or me < 0:
            return set()
        out: set[str] = set()
        for c in view["chars"]:
            if c["main"] and c["ctrl"] == me:
                card = self.faces.cards.get(c["id"])
                if card is not None:
                    out |= {n.lower() for n in (card.name, *card.aka)}
        return out

    def _shares_main_name(self, cid: str, names: set[str]) -> bool:
        card = self.faces.cards.get(cid)
        return card is not None and card.type == "supporting_character" and \
            bool(names & {n.lower() for n in (card.name, *card.aka)})

    # -- a pile spread out ------------------------------------------------------------------------------------
    def _pile(self, view, zone: str, seat: int) -> list[list[str]]:
        p = view["players"][seat] if 0 <= seat < len(view["players"]) else {}
        return list(p.get(zone) or [])

    def _browse(self, surface, view) -> None:
        """A public pile spread out to read (KO pile, Ultron Facility, removed cards); any click closes."""
        t, r = self.theme, self.rect
        zone, seat = self.browse
        pile = self._pile(view, zone, seat)
        self._regions = []  # the open pile takes every click and hover
        dr.panel(surface, r, (10, 13, 22), th.GOLD, radius=t.px(8), width=2)
        what = next(w for z, w in BROWSE.values() if z == zone)
        f = th.font(max(READ_PX, t.px(15)), True)
        title = f"{self.seat_label(seat)}'s {what} ({len(pile)} cards, newest last): click anywhere to close"
        f, lines = fit_text(title, r.width - t.px(32), max(READ_PX, t.px(15)), bold=True, max_lines=3)
        y = draw_lines(surface, lines, f, th.GOLD, r.left + t.px(16), r.top + t.px(8), role="label")
        area = pygame.Rect(r.left + t.px(12), y + t.px(6), r.width - t.px(24), r.bottom - y - t.px(16))
        self.region(r, "browse:close")
        if not pile:
            dr.text(surface, "It is empty.", th.font(max(READ_PX, t.px(14))), th.TEXT_DIM, area.center,
                    anchor="center", role="label")
            return
        for (uid, cid), rect in zip(pile, row_layout(len(pile), area, t.px(140), t.px(6))):
            face = self.faces.face(cid)
            if face:
                audit.blit(surface, render_card(face, rect.width, rect.height), rect.topleft)
            self.region(rect, f"browse:{cid}")

    # -- input and hover ------------------------------------------------------------------------------------------
    def local_click(self, ref: str, marks: Marks) -> bool:
        if self.browse is not None:
            self.browse = None
            return True
        zone, _, key = ref.partition(":")
        if zone in BROWSE and key.isdigit():
            self.browse = (BROWSE[zone][0], int(key))
            return True
        # an enemy clicked before its attacker: the prompt says who can attack it (explain.why_not), and
        # once the player picks one, that enemy is the defender (next_choice)
        me = self.view.get("viewer")
        c = next((x for x in self.view.get("chars", []) if x["uid"] == key), None) if zone == "char" else None
        self.aim.hold(ref if c is not None and me is not None and c["ctrl"] != me else None, "main")
        return False

    def next_choice(self, decision: dict[str, Any]) -> str | None:
        ref = self.aim.take(decision)
        if ref is None:
            return None
        ids = [o["id"] for o in decision.get("options", [])]
        # only where choosing the defender gives nothing up: with a teammate to add, the prompt asks
        if decision.get("kind") == "attack" and f"d:{ref[5:]}" in ids and \
                all(i.startswith("d:") or i == "back" for i in ids):
            return f"d:{ref[5:]}"
        return None

    def _where(self, view, uid: str) -> str:
        """Where a character is, in words: "Player 2's front row"."""
        c = next((x for x in view.get("chars", []) if x["uid"] == uid), None)
        if c is None:
            return ""
        me = view.get("viewer")
        whose = "your" if me is not None and c["ctrl"] == me else f"{self.short_label(c['ctrl'])}'s"
        return f"{whose} {c['row']} row"

    def ref_name(self, ref: str, view: dict[str, Any]) -> str | None:
        """A clickable thing in words, for the prompt: "Hulk (your hand)", "Loki (Bob's front row)"."""
        zone, _, key = ref.partition(":")
        me = view.get("viewer")
        if key.split(":")[0] not in self.uids and "chars" in view:
            self._learn_uids(view)  # the prompt may ask before the table is drawn
        if zone == "seat" and key.isdigit():
            return self.seat_label(int(key))
        if zone == "row":
            _side, _, row = key.partition(":")
            seats = [i for i, p in enumerate(view.get("players", [])) if str(p["side"]) == _side]
            whose = "your" if me is not None and me in seats else \
                " and ".join(f"{self.short_label(s)}'s" for s in seats) or "a"
            return f"{whose} {row} row"
        if zone == "resrow" and key.isdigit():
            whose = "your" if me is not None and int(key) == me else f"{self.short_label(int(key))}'s"
            return f"{whose} Resource Row"
        if zone == "power":
            parts = key.split(":")
            return f"{self.power_name(ref)} (of {self.faces.name(self.uids.get(parts[0]))})"
        cid = self.uids.get(key)
        if zone == "res":
            return f"{self.faces.name(cid)} (Resource Row)" if cid else "a face-down resource"
        if cid is None:
            return None
        name = self.faces.name(cid)
        if zone == "hand":
            return f"{name} (hand)"
        if zone == "char":
            where = self._where(view, key)
            return f"{name} ({where})" if where else name
        if zone == "ko":
            owner = next((i for i, p in enumerate(view.get("players", [])) if any(u == key for u, _c in p["ko"])),
                         None)
            return f"{name} ({self.short_label(owner)}'s KO pile)" if owner is not None else name
        if zone == "card":
            return name
        return name

    def tip(self, ref: str, view: dict[str, Any]) -> Tip | None:
        zone, _, key = ref.partition(":")
        if zone in ("browse", "preview") and key != "close":
            return self.card_tip(key)
        if zone == "char":
            return self._char_tip(key, view)
        if zone == "power":
            uid, _, idx = key.partition(":")
            cid = self.uids.get(uid)
            return self.card_tip(cid, (f"Click to use {self.power_name(ref)}.",)) if cid else None
        if zone in ("hand", "card", "ko"):
            cid = self.uids.get(key)
            if cid is None:
                return None
            notes = ()
            if zone == "hand" and self._shares_main_name(cid, self._main_names(view)):
                notes = ("It shares a name with your main character: you can't recruit it, only discard it to "
                         "power up a character of that name.",)
            return self.card_tip(cid, notes)
        if zone == "res":
            cid = self.uids.get(key)
            if cid is None:
                return Tip("A face-down resource", "It counts toward recruit points; only its owner may look.")
            up = any(r["uid"] == key and r["up"] for p in view["players"] for r in p["res"])
            note = ("Face up: it can be turned face down to pay a power symbol." if up else
                    "Face down: it counts toward recruit points but pays no power.")
            return self.card_tip(cid, (note,))
        if zone == "resdown":
            return Tip("Face-down resources", "Each counts toward recruit points; only their owner may look.")
        if zone == "aside" and key.isdigit():
            p = view["players"][int(key)]
            if not p.get("aside"):
                return None
            need = p.get("xp_need")
            if self.aside_is_next(int(key), view):
                note = f"The next level, set aside: {p['xp']} XP" + (f" of the {need} it needs." if need else ".")
            else:
                note = "A level set aside (not the one in play)."
            return self.card_tip(p["aside"][1], (note,))
        if zone in BROWSE and key.isdigit():
            pile = self._pile(view, BROWSE[zone][0], int(key))
            names = [self.faces.name(cid) for _u, cid in pile]
            return Tip(f"{self.seat_label(int(key))}'s {BROWSE[zone][1]}",
                       (", ".join(names) if names else "Empty.") + "  (Click to spread it out.)")
        if zone == "seat" and key.isdigit():
            return self._seat_tip(int(key), view)
        if zone == "row":
            return Tip(f"{(self.ref_name(ref, view) or 'A row').capitalize()}",
                       "Characters in the front row can be attacked and protect the back row while one of them "
                       "is face up; from the back row only characters with Ranged attack. Flight passes over the "
                       "front row unless a front-row enemy has Flight too.")
        if zone == "resrow":
            return Tip(f"{(self.ref_name(ref, view) or 'A Resource Row').capitalize()}",
                       "One card a turn goes here, face down (any card) or a location face up. Each resource "
                       "is a recruit point; face-up locations pay power symbols by turning face down.")
        return None

    def _seat_tip(self, seat: int, view) -> Tip:
        p = view["players"][seat]
        mc = self.faces.mains.get(p["mc"])
        bits = [f"Main character: {mc.name}." if mc else "",
                f"Hand {p['hand_count']}, deck {p['deck_count']}, KO pile {len(p['ko'])}, "
                f"resources {len(p['res'])}."]
        if p["out"]:
            bits.append("Out of the game.")
        return Tip(self.seat_label(seat), " ".join(b for b in bits if b))

    def _char_tip(self, uid: str, view: dict[str, Any]) -> Tip | None:
        """The card drawn large, with what is true of it now."""
        c = next((x for x in view.get("chars", []) if x["uid"] == uid), None)
        if c is None:
            return self.card_tip(self.uids.get(uid, "")) if uid in self.uids else None
        card = self.faces.cards.get(c["id"])
        notes = []
        pa, pd = (card.atk, card.def_) if card is not None else (c["atk"], c["def"])
        notes.append(f"Now ATK {c['atk']} / DEF {c['def']} (printed {pa} / {pd}).")
        state = {"stun": "Stunned (face down): no powers, can't attack or be attacked.",
                 "hide": "Hidden (face down): no powers, can't attack or be attacked."}.get(c["face"])
        if state:
            notes.append(state)
        elif not c["ready"]:
            notes.append("Exhausted: it can't attack until it readies.")
        if c["counters"]:
            n = c["counters"]
            notes.append(f"{abs(n)} {'+1/+1' if n > 0 else '-1/-1'} counter{'s' if abs(n) != 1 else ''} on it.")
        notes.append(f"Wounds {c['wounds']} of health {c['health']}.")
        keys = [k for k, on in (("Flight", c["flight"]), ("Ranged", c["ranged"])) if on]
        if keys:
            notes.append("Has " + " and ".join(keys) + " now.")
        if c.get("pinned"):
            notes.append("Pinned: it can't ready while the character that pinned it stays face up.")
        if c.get("eq"):
            notes.append(f"Equipped with {self.faces.name(c['eq'][1])}.")
        if c["ctrl"] != c["owner"]:
            notes.append(f"Owned by {self.short_label(c['owner'])}, controlled by {self.short_label(c['ctrl'])}.")
        if c["main"]:
            p = view["players"][c["ctrl"]]
            if p.get("aside") and self.aside_is_next(c["ctrl"], view):
                need = p.get("xp_need")
                notes.append(f"Next level: {self.faces.name(p['aside'][1])}, {p['xp']} XP"
                             + (f" of {need}." if need else "."))
        role = self.combat_role(uid, view)
        if role:
            notes.append(f"In the combat: {role}.")
        ref = f"char:{uid}"
        if self.explain is not None and ref not in self.marks.clickable and (view.get("pending") or {}).get(
                "kind") in ("attack", "main"):
            why = self.explain([ref])
            if why:
                notes.append(why)
        return self.card_tip(c["id"], tuple(notes))

    def probe(self) -> dict[str, Any]:
        return {"browse": list(self.browse) if self.browse else None}
