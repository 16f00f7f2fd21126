"""The Smash Up table: the players' strip, the phase strip, the bases in columns with their
characters by controller, and the hand (or a gallery of cards to pick from elsewhere: a
search, a look, the draft). The only pygame part of the game: it draws `SmashUpRules.view`
and the controller's marks, and maps clicks to refs (``hand:<uid>``, ``base:<uid>``,
``char:<uid>``, ``mod:<uid>``, ``faction:<id>``, ``card:<uid>``, ``discard:<uid>``).

Layout works in real pixels: fonts start at the theme's size and shrink toward 13 px (never
below) when the table is crowded; names wrap rather than being cut; the hand gives up height
to crowded bases down to a minimum; a card or base whose text has no room shows its brief (a
short summary from the data) at 13 px, or its text as a small preview when it has no brief
(hovering a base or card shows it whole at 18 px or more).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.core.words import count
from game.ui import audit
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.views.base import Marks, Tip
from game.ui.views.card_table import (MIN_CARD_W, READ_PX, CardFace, CardTableView, card_plan, cut_lines, draw_lines,
                                      fit_text, render_card, row_layout, wrap_hard)

from .turn import WIN_VP

PHASES = [("start", "Start"), ("play", "Play cards"), ("score", "Score bases"), ("draw", "Draw 2"), ("end", "End")]
TABLE_ZONES = ("hand", "base", "char", "mod", "pile")
GALLERY_ZONES = ("card", "discard", "faction")
TALENT_MARK = "✓"
TALENT_MEANS = f"{TALENT_MARK} = its Talent has been used this turn."
WHITE = (255, 255, 255)
#: A card's abilities that work while it is in play (a Special is used from the hand): a base says
#: what they do when it has room.
IN_PLAY = ("ongoing", "talent")


@dataclass
class _Tok:
    """A piece of a flowing line: a word, or a chip (a framed label that may be a button)."""

    text: str
    font: pygame.font.Font
    colour: tuple[int, int, int]
    role: str = "label"
    chip: tuple[int, int, int] | None = None  # chip fill colour
    ref: str | None = None
    space: bool = True  # a space before it (when not at the start of a line)
    border: tuple[int, int, int] | None = None


def face_text(text: str, modifier: str | None) -> str:
    """A modifier's text without its opening "Base modifier." or "Character modifier.": the type line
    says so already, and on a hand card at 1280x720 that sentence was what pushed the text out
    for its brief (World Domination showed "Talent: 1 here +2; moves after scoring")."""
    opening = {"base": "Base modifier. ", "character": "Character modifier. "}.get(modifier or "")
    return text[len(opening):] if opening and text.startswith(opening) else text


def _brief_shown(face: CardFace, width: int, height: int) -> int:
    """How many words of a face's brief its card shows at `width` x `height` (a word cut off by
    "…" does not count; the whole text shown counts as the whole brief; a preview as none)."""
    plan = card_plan(face, width, height)
    if plan.text_role == "preview" or not plan.text:
        return 0
    words = " ".join(plan.text).split()
    if words == face.text.split():
        return len(face.brief.split())
    return len(words) - (1 if words[-1] == "…" else 0)


def _words(text: str, font, colour, role: str = "label", first_space: bool = True) -> list[_Tok]:
    return [_Tok(w, font, colour, role, space=first_space or i > 0) for i, w in enumerate(text.split())]


class SmashUpView(CardTableView):
    """The card table for Smash Up: Marvel."""

    def __init__(self, game, theme, names) -> None:
        super().__init__(game, theme, names)
        content = game.content
        self.cards = {c.id: c for c in content.all("cards")}
        self.base_defs = {b.id: b for b in content.all("bases")}
        self.factions = {f.id: f for f in content.all("factions")}
        self.uids: dict[str, str] = {}  # card instance -> card id, as far as this seat sees
        self.browse: int | None = None  # the seat whose discard pile is open
        self.view: dict[str, Any] = {}
        self._plan: tuple[Any, Any] | None = None  # the layout worked out for a table state
        self._plan_view: dict[str, Any] | None = None
        self._memo: dict[Any, Any] = {}  # measurements made for that layout
        self.seat_boxes: list[pygame.Rect] = []  # where each seat's box was last drawn
        self._fitted: dict[tuple[CardFace, int, int], CardFace] = {}  # see card_picture

    def header_goal(self, view_state: dict[str, Any] | None) -> tuple[str, ...]:
        """How the game is won, kept in the top bar (the table has no panel of its own for it), in
        shorter words where the bar is crowded (a larger scale, a long name deciding)."""
        return (f"Goal: {WIN_VP} VP or more, alone in the lead, when a turn ends.",
                f"Goal: {WIN_VP}+ VP, alone in the lead.", f"Goal: {WIN_VP}+ VP.")

    # -- faces ----------------------------------------------------------------------------------
    def _colour(self, faction: str) -> tuple[int, int, int]:
        f = self.factions.get(faction)
        return tuple(f.colour) if f else (110, 110, 130)  # type: ignore[return-value]

    def _emblem(self, faction: str) -> str:
        f = self.factions.get(faction)
        if not f:
            return "?"
        words = [w for w in f.name.replace(".", " ").split() if w[0].isalpha()]
        return "".join(w[0] for w in words[:2]).upper()

    def face(self, card_id: str) -> CardFace | None:
        """A card's face from its id (or an instance uid this seat can see)."""
        c = self.cards.get(self.uids.get(card_id, card_id))
        if c is None:
            return None
        if c.type == "character":
            kind, stats = "Character", (("power", str(c.power)),)
        else:
            kind = {"base": "Action: base modifier", "character": "Action: character modifier"}.get(
                c.modifier or "", "Action")
            stats = ()
        faction = self.factions.get(c.faction)
        return CardFace(c.name, kind, face_text(c.text, c.modifier), self._colour(c.faction),
                        self._emblem(c.faction), stats, c.art or "", faction.name if faction else "", c.brief)

    def card_picture(self, face: CardFace, width: int, height: int) -> pygame.Surface:
        """A card drawn at a table size. When its brief would not show whole (or not at all: the
        text then drops to a small preview) under the type line, the type line gives way to it,
        as long as that shows more of the brief: a character keeps its power in the badge, and
        the hover zoom shows the whole card, type line included."""
        key = (face, width, height)
        fitted = self._fitted.get(key)
        if fitted is None:
            fitted = face
            if face.brief and face.kind:
                shown = _brief_shown(face, width, height)
                if shown < len(face.brief.split()):
                    bare = replace(face, kind="")
                    if _brief_shown(bare, width, height) > shown:
                        fitted = bare
            if len(self._fitted) > 512:
                self._fitted.clear()
            self._fitted[key] = fitted
        return render_card(fitted, width, height)

    def draw_card(self, surface: pygame.Surface, card_id: str, rect: pygame.Rect, marks: Marks,
                  ref: str | None = None, face_up: bool = True) -> None:
        face = self.face(card_id) if face_up else None
        if face is None:
            super().draw_card(surface, card_id, rect, marks, ref, face_up)
            return
        audit.blit(surface, self.card_picture(face, rect.width, rect.height), rect.topleft)
        if ref:
            self.region(rect, ref)
            colour = self.mark_colour(ref, marks)
            if colour:
                dr.glow(surface, rect, colour, width=self.theme.px(3))

    def base_face(self, b: dict[str, Any]) -> CardFace | None:
        """A base in play as a card face (for the hover zoom)."""
        bd = self.base_defs.get(b["id"])
        if bd is None:
            return None
        faction = self.factions.get(bd.faction)
        bp = f"breakpoint {b['breakpoint']}" + (f" (printed {bd.breakpoint})" if b["breakpoint"] != bd.breakpoint
                                                 else "")
        vp = " / ".join(map(str, bd.vp))
        return CardFace(bd.name, f"Base: {bp}; VP for 1st / 2nd / 3rd: {vp}", bd.text, self._colour(bd.faction),
                        self._emblem(bd.faction), (("breakpoint", str(b["breakpoint"])),), bd.art or "",
                        faction.name if faction else "", bd.brief)

    def faction_face(self, fid: str) -> CardFace | None:
        """A faction as a card face (the draft)."""
        f = self.factions.get(fid)
        if f is None:
            return None
        return CardFace(f.name, f"Faction (complexity: {f.complexity})", f.text, self._colour(fid),
                        self._emblem(fid), (), "", f.name)

    # -- sizes ------------------------------------------------------------------------------------
    def _px(self, design: float, floor: int = READ_PX) -> int:
        """A font pixel size for a design size, never under `floor`."""
        return max(floor, self.theme.px(design))

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: dict[str, Any], marks: Marks) -> None:
        self.begin()
        self.view = view
        if "bases" not in view:
            return
        self._learn_uids(view)
        t, r = self.theme, self.rect
        gap = t.px(6)
        inner = pygame.Rect(r.left + gap, r.top + t.px(4), r.width - 2 * gap, r.height - t.px(4) - gap)
        band = self._band_items(view, marks)
        # The layout is worked out once per table state, window and choice (not every frame).
        key = (id(view), tuple(band), frozenset(marks.clickable), tuple(r), t.k, t.size)
        if self._plan is None or self._plan[0] != key or self._plan_view is not view:
            self._memo = {}
            self._plan_view = view
            for squeeze in (False, True):
                # Roomy strips first; when the bases would not fit, the strips and the hand give way.
                cap = READ_PX if squeeze else None
                players_h = self._players(None, inner, view, marks, cap)
                y = inner.top + players_h + gap
                phase_h = self._phase(None, pygame.Rect(inner.left, y, inner.width, 0), view, cap)
                y += phase_h + gap
                rest = inner.bottom - y
                band_pref, band_min = self._band_heights(band, inner.width, rest, squeeze)
                bases_h, level, fits = self._fit_bases(view, inner.width, rest - gap, band_pref, band_min)
                if fits:
                    break
            self._plan = (key, (cap, players_h, phase_h, y, bases_h, level))
        cap, players_h, phase_h, y, bases_h, level = self._plan[1]
        self._players(surface, pygame.Rect(inner.left, inner.top, inner.width, players_h), view, marks, cap)
        self._phase(surface, pygame.Rect(inner.left, inner.top + players_h + gap, inner.width, phase_h), view, cap)
        table = pygame.Rect(inner.left, y, inner.width, bases_h)
        self._bases(surface, table, view, marks, level)
        band_rect = pygame.Rect(inner.left, table.bottom + gap, inner.width, inner.bottom - table.bottom - gap)
        self._band(surface, band_rect, band, view, marks)
        if self.browse is not None:
            self._browse(surface, view)

    def _learn_uids(self, view: dict[str, Any]) -> None:
        def learn(cards):
            for c in cards:
                self.uids[c["uid"]] = c["id"]
        for b in view["bases"]:
            for ch in b["chars"]:
                learn([ch])
                learn(ch["mods"])
            learn(b["mods"])
        for p in view["players"]:
            learn(p["discard"])
            learn(p.get("hand", []))
        learn(view.get("limbo", []))
        for o in (view.get("pending") or {}).get("options", []):
            data = o.get("data") or {}
            if o["path"] and o["path"][0].split(":", 1)[0] in ("card", "discard") and data.get("card") in self.cards:
                self.uids[o["path"][0].split(":", 1)[1]] = data["card"]

    # -- flowing text ---------------------------------------------------------------------------------
    def _flow(self, surface, toks: list[_Tok], x0: int, y0: int, width: int, marks: Marks | None = None) -> int:
        """Lay tokens left to right, wrapping lines; draw them when `surface` is given; returns the
        height used. A word wider than the line is broken rather than cut."""
        t = self.theme
        pad = t.px(5)
        line_h = max((tk.font.get_linesize() + (2 * t.px(2) if tk.chip else 0)) for tk in toks) if toks else 0
        x, y = x0, y0
        placed: list[tuple[_Tok, int, int, int]] = []
        for tk in toks:
            w = tk.font.size(tk.text)[0] + (2 * pad if tk.chip else 0)
            sp = tk.font.size(" ")[0] if tk.space and x > x0 else 0
            if x > x0 and x + sp + w > x0 + width:
                x, y = x0, y + line_h
                sp = 0
            if w > width and not tk.chip:  # a single word wider than the line is broken
                pieces = wrap_hard(tk.text, tk.font, width)
                if x > x0:
                    x, y = x0, y + line_h
                for k, piece in enumerate(pieces):
                    y += line_h if k else 0
                    placed.append((_Tok(piece, tk.font, tk.colour, tk.role), x0, y, tk.font.size(piece)[0]))
                x = x0 + tk.font.size(pieces[-1])[0]
                continue
            placed.append((tk, x + sp, y, w))
            x += sp + w
        if surface is not None:
            for tk, px, py, w in placed:
                if tk.chip:
                    rect = pygame.Rect(px, py, w, line_h - t.px(1))
                    dr.panel(surface, rect, tk.chip, tk.border or th.LINE, radius=t.px(4))
                    dr.text(surface, tk.text, tk.font, tk.colour, rect.center, anchor="center", role=tk.role)
                    if tk.ref:
                        self.region(rect, tk.ref)
                        hl = self.mark_colour(tk.ref, marks or Marks())
                        if hl:
                            dr.glow(surface, rect, hl, width=t.px(2), radius=t.px(4))
                else:
                    dr.text(surface, tk.text, tk.font, tk.colour, (px, py + (line_h - tk.font.get_linesize()) // 2),
                            role=tk.role)
        return (y - y0) + line_h if placed else 0

    # -- the players' strip ------------------------------------------------------------------------------
    def _players(self, surface, area: pygame.Rect, view, marks, cap: int | None = None) -> int:
        """Each seat: name and whether it plays or decides now, factions by name, hand, deck and
        discard counts, VP. Returns the strip's height (measured when `surface` is None)."""
        t = self.theme
        players = view["players"]
        n = len(players)
        gap = t.px(6)
        w = (area.width - gap * (n - 1)) // n
        acting = view["turn"]["seat"]
        pending = view.get("pending") or {}
        deciding = pending.get("seat") if pending else None
        best = self._memo.get(("players", cap, w))
        top = cap or self._px(14)
        sizes = range(top, READ_PX - 1, -1)
        # The strip may take the height of three lines at its preferred size (name, factions,
        # counts: a line each). A narrow box wraps its lines at the largest size that keeps within
        # it, rather than shrinking every line to the smallest readable size.
        budget = 3 * th.font(top).get_linesize() + t.px(12)
        for compact, size in ([(False, x) for x in sizes] + [(True, x) for x in sizes]) if best is None else []:
            heights = [self._seat_box(None, pygame.Rect(0, 0, w, 0), i, p, acting, deciding, size, marks, compact)
                       for i, p in enumerate(players)]
            if best is None or max(heights) < best[2]:
                best = (size, compact, max(heights))
            if max(heights) <= budget:
                best = (size, compact, max(heights))
                break
        self._memo[("players", cap, w)] = best
        size, compact, h = best
        if surface is None:
            return h
        self.seat_boxes = [pygame.Rect(area.left + i * (w + gap), area.top, w, h) for i in range(n)]
        for i, p in enumerate(players):
            self._seat_box(surface, self.seat_boxes[i], i, p, acting, deciding, size, marks, compact)
        return h

    def _seat_box(self, surface, box: pygame.Rect, i: int, p: dict[str, Any], acting: int, deciding: int | None,
                  size: int, marks, compact: bool = False) -> int:
        """One seat's box (measured when `surface` is None). `compact` writes the VP in the
        factions line instead of as a big number beside the box, so that the lines get its width."""
        t = self.theme
        f_name, f = th.font(size, True), th.font(size)
        f_small = th.font(max(READ_PX, size - 1))
        vp_f = th.font(max(READ_PX, round(size * 1.7)), True)
        vp_w = max(vp_f.size(str(p["vp"]))[0], f_small.size("VP")[0]) + t.px(10)
        x = box.left + t.px(12)
        width = box.width - t.px(12) - (t.px(6) if compact else vp_w + t.px(4))
        status = []
        if i == acting:
            status.append("(to play)")
        if deciding is not None and i == deciding and deciding != acting:
            status.append("(deciding)")
        toks = _words(self.seat_label(i), f_name, th.TEXT, "name")
        for s_ in status:
            toks.append(_Tok(s_, f_name, th.GOLD, "label"))
        factions = [self.factions[x_].name if x_ in self.factions else x_ for x_ in p["factions"]]
        ftoks: list[_Tok] = []
        for k, fid in enumerate(p["factions"]):
            colour = tuple(min(255, c // 2 + 120) for c in self._colour(fid))
            ftoks += _words(factions[k] + (" +" if k < len(factions) - 1 else ""), f, colour, "label")
        if not ftoks:
            ftoks = _words("factions not chosen yet", f, th.TEXT_DIM, "label")
        if compact:
            ftoks = [_Tok(str(p["vp"]), f_name, th.GOLD, "number", space=False),
                     _Tok("VP ·", f_name, th.GOLD, "label")] + ftoks
        ctoks = _words(f"hand {p['hand_count']} · deck {p['deck_count']}", f_small, th.TEXT_DIM, "label")
        ctoks.append(_Tok(f"discard {len(p['discard'])}", f_small, th.TEXT, "label", chip=th.BG_PANEL_2,
                          ref=f"pile:{i}"))
        y = box.top + t.px(4)
        if surface is not None:
            on = i == deciding
            dr.panel(surface, box, th.BG_PANEL, th.GOLD if on else (th.seat_colour(i) if i == acting else th.LINE),
                     radius=t.px(6), width=2 if (on or i == acting) else 1)
            pygame.draw.rect(surface, th.seat_colour(i), (box.left, box.top, t.px(6), box.height),
                             border_top_left_radius=t.px(6), border_bottom_left_radius=t.px(6))
        for group in (toks, ftoks, ctoks):
            y += self._flow(surface, group, x, y, width, marks)
        if compact:
            return y - box.top + t.px(4)
        if surface is not None:
            vx = box.right - t.px(6)
            dr.text(surface, str(p["vp"]), vp_f, th.GOLD, (vx, box.top + t.px(2)), anchor="topright",
                    role="number")
            dr.text(surface, "VP", f_small, th.TEXT_DIM, (vx, box.top + t.px(2) + vp_f.get_linesize()),
                    anchor="topright", role="label")
        vp_h = t.px(2) + vp_f.get_linesize() + f_small.get_linesize()
        return max(y - box.top, vp_h) + t.px(4)

    # -- the phase strip -------------------------------------------------------------------------------
    def _phase(self, surface, area: pygame.Rect, view, cap: int | None = None) -> int:
        t = self.theme
        turn = view["turn"]
        size = self._memo.get(("phase", cap, area.width), cap or self._px(12))
        while True:
            f, fb = th.font(size), th.font(size, True)
            toks = [_Tok(f"Turn {turn['number']}", fb, th.GOLD, "label")]
            for key, label in PHASES:
                on = turn["phase"] == key
                toks.append(_Tok(label, fb, WHITE if on else th.TEXT_DIM, "label",
                                 chip=th.RED if on else th.BG_PANEL, border=th.GOLD if on else th.LINE))
            allow = f"Characters left {turn['characters_left']} · Actions left {turn['actions_left']}"
            toks += _words(allow, f, th.TEXT, "label")
            if turn["extras"]:
                said = ", ".join(extra_words(e, view) for e in turn["extras"])
                toks += _words("· extra: " + said, f, th.TEXT, "label")
            limbo = view.get("limbo") or []
            if limbo:
                name = self.cards[limbo[-1]["id"]].name if limbo[-1]["id"] in self.cards else "?"
                toks += _words(f"· Resolving: {name}", fb, th.GOLD, "label")
            toks += _words(f"· base deck {view['base_deck_count']}", f, th.TEXT_DIM, "label")
            h = self._flow(None, toks, area.left, area.top, area.width)
            if h <= fb.get_linesize() + 2 * t.px(2) + 1 or size <= READ_PX:
                break
            size -= 1
        self._memo[("phase", cap, area.width)] = size
        if surface is not None:
            self._flow(surface, toks, area.left, area.top, area.width)
        return h

    # -- the bottom band: the hand or a gallery ---------------------------------------------------------
    def _band_items(self, view, marks) -> list[str]:
        """What the bottom band shows: refs of a gallery (cards to pick that are not on the table)
        when there are some, else the viewer's hand ("hand:<uid>")."""
        shown = {f"hand:{c['uid']}" for c in self._hand(view)}
        wanted = marks.clickable | marks.selected
        order = [o["path"][0] for o in (view.get("pending") or {}).get("options", []) if o.get("path")]
        gallery = [ref for ref in dict.fromkeys(order + sorted(wanted)) if ref in wanted and
                   (ref.split(":", 1)[0] in GALLERY_ZONES or (ref.split(":", 1)[0] == "hand" and ref not in shown))]
        if gallery:  # in the order the decision lists them (a look keeps the deck's order)
            return ["gallery"] + gallery
        return sorted(shown, key=lambda ref: [c["uid"] for c in self._hand(view)].index(ref[5:]))

    def _hand(self, view) -> list[dict[str, Any]]:
        me = view.get("viewer")
        if me is None or me < 0 or "hand" not in view["players"][me]:
            return []
        return view["players"][me]["hand"]

    def _band_heights(self, items: list[str], width: int, rest: int, squeeze: bool = False) -> tuple[int, int]:
        """The band's preferred and smallest heights for its cards."""
        t = self.theme
        n = max(1, len([x for x in items if x != "gallery"]))
        gallery = items[:1] == ["gallery"]
        caption = self._caption_h(self.view, width) if gallery else 0
        gap = t.px(6)
        max_w = t.px(160)
        # The height that shows the cards at a readable width, in as few rows as that takes.
        pref = 0
        for rows in (1, 2, 3):
            per = -(-n // rows)
            w = min(max_w, (width - gap * (per - 1)) // per)
            pref = rows * round(w * 1.4) + (rows - 1) * gap
            if w >= min(t.px(130), max_w):
                break
        share = 0.6 if gallery else 0.42  # a gallery is the choice now: the bases may give more room
        pref = min(pref, max(t.px(150), int(rest * share))) + caption
        low = (100 if squeeze else max(130, min(t.px(120), int(rest * 0.28)))) + caption
        if gallery:  # the choice now: every card at least wide enough for its name
            per = max(1, (width - t.px(12) + gap) // (MIN_CARD_W + 2 + gap))
            low = max(low, -(-n // per) * (64 + gap) + caption)
        return max(pref, low), low

    def _caption(self, view, width: int) -> tuple[pygame.font.Font, list[str]]:
        """The gallery's caption (what to pick), wrapped in at most two lines."""
        prompt = (view.get("pending") or {}).get("prompt") or "Pick a card."
        return fit_text(prompt, width - 2 * self.theme.px(8), self._px(13), bold=True, max_lines=2)

    def _caption_h(self, view, width: int) -> int:
        f, lines = self._caption(view, width)
        return len(lines) * f.get_linesize() + self.theme.px(4)

    def _band(self, surface, area: pygame.Rect, items: list[str], view, marks) -> None:
        t = self.theme
        if not items:
            if not self._hand(view) and (view.get("viewer") is None or view.get("viewer", -1) < 0):
                dr.text(surface, "Hands are hidden.", th.font(self._px(13)), th.TEXT_DIM, area.center,
                        anchor="center", role="label")
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
        rects = row_layout(len(refs), area, t.px(160) if not gallery else t.px(150), t.px(6))
        labels = {o["path"][0]: o["label"] for o in (view.get("pending") or {}).get("options", []) if o.get("path")}
        lift = t.px(6)
        for ref, rect in zip(refs, rects):
            zone, _, key = ref.partition(":")
            rises = zone == "hand" and not gallery and rect.top - lift >= area.top
            if rises and ref in marks.selected:
                rect = rect.move(0, -lift)
            elif rises:  # risen by the hover over the kept table (BoardView.draw_hover)
                self.lift_from(surface, ref, rect, lift, t.px(3))
            if zone == "faction":
                face = self.faction_face(key)
                if face is not None:
                    audit.blit(surface, render_card(face, rect.width, rect.height), rect.topleft)
                self.region(rect, ref)
                hl = self.mark_colour(ref, marks)
                if hl:
                    dr.glow(surface, rect, hl, width=t.px(3))
                continue
            cid = self.uids.get(key)
            if cid:
                self.draw_card(surface, cid, rect, marks, ref)
            else:
                dr.panel(surface, rect, th.BG_PANEL_2, th.LINE)
                f, lines = fit_text(labels.get(ref, key), rect.width - t.px(10), self._px(13), max_lines=4)
                y = rect.top + t.px(6)
                for line in lines:
                    dr.text(surface, line, f, th.TEXT, (rect.left + t.px(5), y), role="name")
                    y += f.get_linesize()
                self.region(rect, ref)
                hl = self.mark_colour(ref, marks)
                if hl:
                    dr.glow(surface, rect, hl, width=t.px(3))
            if rises and ref not in marks.selected:
                self.lift_to(surface, ref, rect)

    # -- bases ----------------------------------------------------------------------------------------------
    def _levels(self) -> list[tuple[int, str]]:
        """Ways to draw the bases, roomiest first: (font px, how the ability text shows)."""
        pref = self._px(13)
        out = [(s, "rules") for s in range(pref, READ_PX - 1, -1)]
        out += [(s, "preview") for s in range(pref, READ_PX - 1, -1)]
        out += [(READ_PX, "line"), (READ_PX, "tight"), (READ_PX, "two")]
        return out

    def _fit_bases(self, view, width: int, rest: int, band_pref: int, band_min: int
                   ) -> tuple[int, tuple[int, str], bool]:
        """The bases' height and drawing level: the roomiest level whose tallest base fits over the
        smallest band; the band keeps what the bases leave, up to its preferred height. The last
        value says whether every base fits."""
        cols = self._columns(len(view["bases"]), width)
        levels = self._levels()
        def need(level: tuple[int, str]) -> int:
            return max((self._measure(b, cw, view, level) for b, cw in zip(view["bases"], cols)), default=0)
        # First the bases with their ability text whole (in a smaller font if need be) over a
        # hand of its preferred height; failing that, the roomiest way over the smallest hand.
        for level in levels:
            if level[1] == "rules" and need(level) <= rest - band_pref:
                return rest - band_pref, level, True
        chosen, h = levels[-1], 0
        for level in levels:
            if level[1] == "two" and (cols[0] - 3 * self.theme.px(6)) // 2 < 120:
                continue  # halves too narrow for a name
            chosen, h = level, need(level)
            if h <= rest - band_min:
                return max(h, rest - band_pref), level, True
        return rest - band_min, chosen, False

    def _measure(self, b: dict[str, Any], width: int, view, level: tuple[int, str], say: bool = False) -> int:
        """The height a base's contents need in a column of `width` at `level` (remembered);
        `say`: with what its characters do in play under their names."""
        key = ("base", b["uid"], width, level, say)
        if key not in self._memo:
            self._memo[key] = self._base(None, pygame.Rect(0, 0, width, 10_000), b, view, Marks(), level, say)
        return self._memo[key]

    def _columns(self, n: int, width: int) -> list[int]:
        gap = self.theme.px(8)
        w = (width - gap * (max(1, n) - 1)) // max(1, n)
        return [w] * n

    def _bases(self, surface, area: pygame.Rect, view, marks, level) -> None:
        gap = self.theme.px(8)
        x = area.left
        for b, w in zip(view["bases"], self._columns(len(view["bases"]), area.width)):
            self._base(surface, pygame.Rect(x, area.top, w, area.height), b, view, marks, level)
            x += w + gap

    def _base(self, surface, col: pygame.Rect, b: dict[str, Any], view, marks, level: tuple[int, str],
              say: bool = False) -> int:
        """Draw one base in its column (or measure it when `surface` is None); returns the height
        its contents need. `say` (measuring): each character with an ability that works in play
        says what it does under its name; drawn, they say it when the whole base then fits its
        column (the layout is chosen without it: it only takes a column's spare height)."""
        t = self.theme
        size, mode = level
        tight = mode in ("tight", "two")
        draw = surface is not None
        if draw:
            say = self._measure(b, col.width, view, level, True) <= col.height
        bd = self.base_defs.get(b["id"])
        colour = self._colour(bd.faction) if bd else (110, 110, 130)
        scored = b.get("scored")  # VP awarded; its after-scoring abilities are still to come
        ready = b["total"] >= b["breakpoint"] and scored is None
        ref = f"base:{b['uid']}"
        pad = t.px(6)
        inner_w = col.width - 2 * pad
        f, fb, fc = th.font(size), th.font(size, True), th.font(size, True, True)
        if draw:
            self.region(col, ref)  # first, so that the cards drawn on the base take their own clicks
            dr.panel(surface, col, (24, 29, 45), th.LINE, radius=t.px(8))
        # Header: name (wrapping), breakpoint, VP.
        roomy = mode == "rules"
        bp_f = th.font(max(size + 6, self._px(20)) if roomy else size + 5, True)
        bp_w = bp_f.size(str(b["breakpoint"]))[0] + pad
        name_f, name_lines = fit_text(b["name"], inner_w - bp_w, max(size + 1, self._px(14)) if roomy else size + 1,
                                      size, bold=True, condensed=True, max_lines=3)
        bp_changed = b["breakpoint"] != b["printed_breakpoint"]
        vp_toks = _words("VP " + " / ".join(str(v) for v in b["vp"]), fb, WHITE, "label")
        if bp_changed:
            vp_toks += _words(f"· printed {b['printed_breakpoint']}", f, WHITE, "label")
        name_h = max(len(name_lines) * name_f.get_linesize(), bp_f.get_linesize())
        vp_h = self._flow(None, vp_toks, 0, 0, inner_w)
        head = pygame.Rect(col.left, col.top, col.width, pad + name_h + vp_h + pad // 2)
        if draw:
            pygame.draw.rect(surface, colour, head, border_top_left_radius=t.px(8), border_top_right_radius=t.px(8))
            y = head.top + pad // 2
            for line in name_lines:
                dr.text(surface, line, name_f, WHITE, (head.left + pad, y), shadow=True, role="name")
                y += name_f.get_linesize()
            dr.text(surface, str(b["breakpoint"]), bp_f, th.GOLD if bp_changed else WHITE,
                    (head.right - pad, head.top + pad // 2), anchor="topright", shadow=True, role="number")
            self._flow(surface, vp_toks, head.left + pad, head.top + pad // 2 + name_h, inner_w)
        y = head.bottom + t.px(3)
        # The base's ability: whole at a readable size, or a small preview when crowded.
        if bd is not None and bd.text:
            if mode == "rules":
                lines = dr.wrap(bd.text, f, inner_w)
                if draw:
                    for line in lines:
                        dr.text(surface, line, f, th.TEXT_DIM, (col.left + pad, y), role="rules")
                        y += f.get_linesize()
                else:
                    y += len(lines) * f.get_linesize()
            elif bd.brief:
                # No room for the whole ability: its brief at the readable size, cut at a word
                # with "…" when even that has no room (hovering the base shows it whole).
                bf = th.font(size, False, True)
                lines = cut_lines(dr.wrap(bd.brief, bf, inner_w), 2 if mode == "preview" else 1, bf, inner_w)
                for line in lines:
                    if draw:
                        dr.text(surface, line, bf, th.TEXT_DIM, (col.left + pad, y), role="rules")
                    y += bf.get_linesize()
            else:
                pf = th.font(max(7, min(11, size - 3)), False, True)
                lines = dr.wrap(bd.text, pf, inner_w)
                keep = 2 if mode == "preview" else 1
                if len(lines) > keep:
                    lines = lines[:keep]
                    lines[-1] = dr.fit(lines[-1] + " …", pf, inner_w)
                for line in lines:
                    if draw:
                        dr.text(surface, line, pf, th.TEXT_DIM, (col.left + pad, y), role="preview",
                                full=bd.text if line.endswith("…") else line)
                    y += pf.get_linesize()
            y += t.px(2)
        # The power bar: total against the breakpoint, and each seat's share.
        bar = pygame.Rect(col.left + pad, y + t.px(2), inner_w, t.px(8))
        if draw:
            pygame.draw.rect(surface, (40, 46, 66), bar, border_radius=t.px(4))
            total = max(1, max(b["breakpoint"], b["total"]))
            x = bar.left
            for seat, pw in enumerate(b["totals"]):
                if pw > 0:
                    seg = pygame.Rect(x, bar.top, max(1, int(bar.width * pw / total)), bar.height)
                    pygame.draw.rect(surface, th.seat_colour(seat), seg)
                    x = seg.right
            mark_x = bar.left + int(bar.width * b["breakpoint"] / total)
            pygame.draw.line(surface, th.GOLD, (mark_x, bar.top - t.px(2)), (mark_x, bar.bottom + t.px(2)), 2)
            if ready:
                dr.glow(surface, bar, th.GOLD, width=t.px(2), radius=t.px(4))
        y = bar.bottom + t.px(3)
        if scored is not None:
            ptoks = self._scored_words(scored, fb)
        else:
            for long in (True, False):
                power = f"power {b['total']} of {b['breakpoint']}" if long else f"power {b['total']}/{b['breakpoint']}"
                ptoks = _words(power, fb, th.GOLD if ready else th.TEXT, "label")
                if ready:
                    ptoks += _words("· ready to score" if long else "· ready", fb, th.GOLD, "label")
                if self._flow(None, ptoks, 0, 0, inner_w) <= fb.get_linesize() + 1:
                    break
        y += self._flow(surface, ptoks, col.left + pad, y, inner_w) + t.px(2)
        standings = _standings(b["totals"], {ch["ctrl"] for ch in b["chars"]})
        step = t.px(1) if tight else t.px(3)
        # What is drawn below stops short of the column's end: what has no room is counted in a
        # last line, and the base's hover names every card on it.
        more_f = fb
        more_lines = wrap_hard(f"+{len(b['chars']) + len(b['mods'])} more: hover the base", more_f, inner_w)
        limit = None
        if draw and self._measure(b, col.width, view, level, say) > col.height:
            limit = col.bottom - pad - len(more_lines) * more_f.get_linesize()
        left = len(b["mods"]) + sum(1 + len(ch["mods"]) for ch in b["chars"])

        def room(h: int) -> bool:
            return limit is None or y + h <= limit or (left == 1 and y + h <= col.bottom - pad)
        for m in b["mods"]:
            h = self._mini(None, 0, 0, inner_w, m, marks, "", "◆ ", fc, say)
            if not room(h):
                break
            y = self._mini(surface, col.left + pad, y, inner_w, m, marks, f"mod:{m['uid']}", "◆ ", fc, say) + step
            left -= 1
        by_seat: dict[int, list[dict[str, Any]]] = {}
        for ch in b["chars"]:
            by_seat.setdefault(ch["ctrl"], []).append(ch)
        two = mode == "two" and (inner_w - pad) // 2 >= 120
        cw = (inner_w - pad) // 2 if two else inner_w
        full = left > sum(1 + len(ch["mods"]) for ch in b["chars"])  # a base modifier had no room
        for seat in sorted(by_seat):
            if full:
                break
            place = standings.get(seat)
            dot = t.px(4)
            head_w = inner_w - 2 * dot - t.px(3)
            rank = f" · {_ordinal(place)}" if place else ""
            for label in (f"{self.short_label(seat)}: {b['totals'][seat]} power{rank}",
                          f"{self.short_label(seat)}: {b['totals'][seat]}{rank}"):
                toks = _words(label, fb, _lighter(th.seat_colour(seat)), "label")
                head_h = self._flow(None, toks, 0, 0, head_w)
                if head_h <= fb.get_linesize():
                    break
            first_h = self._character(None, 0, 0, cw, by_seat[seat][0], marks, fc, tight, say)
            if not room(head_h + first_h):
                full = True
                break
            if draw:
                pygame.draw.circle(surface, th.seat_colour(seat), (col.left + pad + dot, y + fb.get_linesize() // 2),
                                   dot)
            y += self._flow(surface, toks, col.left + pad + 2 * dot + t.px(3), y, head_w)
            chars = by_seat[seat]
            per = 2 if two else 1
            for k in range(0, len(chars), per):
                row = chars[k:k + per]
                rh = max(self._character(None, 0, 0, cw, ch, marks, fc, tight, say) for ch in row)
                if not room(rh):
                    full = True
                    break
                for j, ch in enumerate(row):
                    self._character(surface, col.left + pad + j * (cw + pad), y, cw, ch, marks, fc, tight, say)
                    left -= 1 + len(ch["mods"])
                y += rh + step
            if full:
                break
        if draw and left > 0:
            y = draw_lines(surface, wrap_hard(f"+{left} more: hover the base", more_f, inner_w), more_f, th.GOLD,
                           col.left + pad, y, role="label")
        if draw:
            hl = self.mark_colour(ref, marks)
            if b.get("scoring"):
                dr.glow(surface, col, th.REFUSED, width=t.px(3), radius=t.px(8))
            if hl:
                dr.glow(surface, col, hl, width=t.px(3), radius=t.px(8))
        return y - col.top + pad

    def _scored_words(self, scored: list[int | None], font) -> list[_Tok]:
        """'scored: Ann 4 VP · Bob 2 VP': what each seat got, each seat's part kept on one line."""
        toks = _words("scored:", font, th.GOLD, "label")
        parts = [(seat, vp) for seat, vp in enumerate(scored) if vp is not None]
        parts.sort(key=lambda p: -p[1])
        for k, (seat, vp) in enumerate(parts):
            sep = "· " if k else ""
            toks.append(_Tok(f"{sep}{self.short_label(seat)}: {vp} VP".replace(" ", "\u00a0"), font,
                             _lighter(th.seat_colour(seat)), "label"))
        if not parts:
            toks += _words("nobody was there", font, th.TEXT, "label")
        return toks

    def _character(self, surface, x: int, y: int, w: int, ch: dict[str, Any], marks, f, tight: bool,
                   say: bool = False) -> int:
        """A character on a base: name (wrapping), a mark when its Talent was used, its power;
        with `say`, what its ongoing ability or Talent does, in a line or two of its brief;
        its modifiers under it. Returns the y below."""
        t = self.theme
        c = self.cards.get(ch["id"])
        colour = self._colour(c.faction) if c else (110, 110, 130)
        ref = f"char:{ch['uid']}"
        badge_w = max(f.size("00")[0] + t.px(6), f.get_linesize() + t.px(2))
        mark_w = f.size(TALENT_MARK)[0] + t.px(4) if ch.get("talent_used") else 0
        room = w - badge_w - mark_w - t.px(8)
        lines = wrap_hard(c.name if c else ch["id"], f, room)
        vpad = t.px(1) if tight else t.px(3)
        h = len(lines) * f.get_linesize() + 2 * vpad
        r = pygame.Rect(x, y, w, h)
        if surface is not None:
            pygame.draw.rect(surface, tuple(v // 2 for v in colour), r, border_radius=t.px(4))
            pygame.draw.rect(surface, th.seat_colour(ch["owner"]), r, 1, border_radius=t.px(4))
            badge = pygame.Rect(r.right - badge_w, r.top, badge_w, r.height)
            pygame.draw.rect(surface, (245, 245, 245), badge, border_radius=t.px(4))
            pc = (20, 120, 40) if ch["power"] > ch["printed"] else (170, 20, 20) if ch["power"] < ch["printed"] \
                else (20, 20, 20)
            dr.text(surface, str(ch["power"]), f, pc, badge.center, anchor="center", role="number")
            ly = r.top + vpad
            for line in lines:
                dr.text(surface, line, f, WHITE, (r.left + t.px(5), ly), role="name")
                ly += f.get_linesize()
            if mark_w:
                dr.text(surface, TALENT_MARK, f, th.GOLD, (badge.left - t.px(3), r.top + vpad), anchor="topright",
                        role="label")
            self.region(r, ref)
            hl = self.mark_colour(ref, marks)
            if hl:
                dr.glow(surface, r, hl, width=t.px(2), radius=t.px(4))
        y = self._says(surface, c, x, r.bottom, w, f) if say else r.bottom
        for m in ch["mods"]:
            y = self._mini(surface, x + t.px(10), y + t.px(1), w - t.px(10), m, marks, f"mod:{m['uid']}", "+ ", f, say)
        return y

    def _says(self, surface, c, x: int, y: int, w: int, f) -> int:
        """What a card in play does while there (an ongoing ability, a Talent), a line or two of its
        brief under its name; nothing for a card whose abilities happened when it was played or are
        used from the hand (a Special). Returns the y below."""
        if c is None or not c.brief or not any(a.kind in IN_PLAY for a in c.abilities):
            return y
        t = self.theme
        bf = th.font(dr.font_px(f), False, True)
        lines = cut_lines(dr.wrap(c.brief, bf, w - t.px(10)), 2, bf, w - t.px(10))
        if surface is not None:
            draw_lines(surface, lines, bf, th.TEXT_DIM, x + t.px(5), y, role="rules")
        return y + len(lines) * bf.get_linesize()

    def _mini(self, surface, x: int, y: int, w: int, card: dict[str, Any], marks, ref: str, prefix: str, f,
              say: bool = False) -> int:
        """A modifier in play: a framed line with its name (wrapping), and with `say` what it does
        (`_says`). Returns the y below."""
        t = self.theme
        c = self.cards.get(card["id"])
        colour = self._colour(c.faction) if c else (110, 110, 130)
        lines = wrap_hard(prefix + (c.name if c else card["id"]), f, w - t.px(8))
        r = pygame.Rect(x, y, w, len(lines) * f.get_linesize() + t.px(2))
        if surface is not None:
            pygame.draw.rect(surface, (34, 40, 60), r, border_radius=t.px(3))
            pygame.draw.rect(surface, colour, r, 1, border_radius=t.px(3))
            ly = r.top + t.px(1)
            for line in lines:
                dr.text(surface, line, f, th.TEXT, (r.left + t.px(4), ly), role="name")
                ly += f.get_linesize()
            self.region(r, ref)
            hl = self.mark_colour(ref, marks)
            if hl:
                dr.glow(surface, r, hl, width=t.px(2), radius=t.px(3))
        return self._says(surface, c, x, r.bottom, w, f) if say else r.bottom

    # -- a discard pile spread out --------------------------------------------------------------------------
    def _browse(self, surface, view) -> None:
        """A discard pile spread out to read (public information); any click closes it."""
        t, r = self.theme, self.rect
        seat = self.browse
        pile = view["players"][seat]["discard"] if seat is not None and seat < len(view["players"]) else []
        self._regions = []  # the open pile takes every click and hover
        dr.panel(surface, r, (10, 13, 22), th.GOLD, radius=t.px(8), width=2)
        f = th.font(self._px(15), True)
        title = f"{self.seat_label(seat or 0)}'s discard pile ({len(pile)} cards): click anywhere to close"
        lines = wrap_hard(title, f, r.width - t.px(32))
        y = draw_lines(surface, lines, f, th.GOLD, r.left + t.px(16), r.top + t.px(8), role="label")
        area = pygame.Rect(r.left + t.px(12), y + t.px(6), r.width - t.px(24), r.bottom - y - t.px(16))
        self.region(r, "browse:close")
        if not pile:
            dr.text(surface, "It is empty.", th.font(self._px(14)), th.TEXT_DIM, area.center, anchor="center",
                    role="label")
            return
        for c, rect in zip(pile, row_layout(len(pile), area, t.px(140), t.px(6))):
            face = self.face(c["id"])
            if face:
                audit.blit(surface, self.card_picture(face, rect.width, rect.height), rect.topleft)
            self.region(rect, f"browse:{c['id']}")

    def short_label(self, seat: int) -> str:
        """A seat's name without the "(computer)" note, for tight places."""
        return self.seat_label(seat).replace(" (computer)", "")

    # -- input and hover ------------------------------------------------------------------------
    def local_click(self, ref: str, marks: Marks) -> bool:
        if self.browse is not None:
            self.browse = None
            return True
        if ref.startswith("pile:"):
            self.browse = int(ref[5:])
            return True
        return False

    def ref_name(self, ref: str, view: dict[str, Any]) -> str | None:
        """A clickable thing in words, for the prompt: "Hulk (hand)", "Hala (base)", "Thor (on Hala)"."""
        zone, _, key = ref.partition(":")
        if zone == "base":
            b = _find_base(view, key)
            return f"{b['name']} (base)" if b else None
        if zone == "faction":
            f = self.factions.get(key)
            return f"{f.name} (faction)" if f else None
        if zone == "pile":
            return f"{self.seat_label(int(key))}'s discard pile"
        name = self._name(key)
        if name is None and key not in self.uids:
            # The prompt is built before the table is first drawn (a new game, a card just played):
            # learn the seat's cards from the view now rather than name nothing.
            self._learn_uids(view)
            name = self._name(key)
        if name is None:
            return None
        if zone == "hand":
            return f"{name} (hand)"
        if zone == "char":
            b = next((x for x in view.get("bases", []) if any(c["uid"] == key for c in x["chars"])), None)
            if b is None:
                return name
            me = next(c for c in b["chars"] if c["uid"] == key)
            twins = [c for c in b["chars"] if c["id"] == me["id"] and c["uid"] != key]
            if twins:
                # Two Hydra Agents on one base are not alike (one may carry Righteous Fury): the prompt
                # tells them apart by whose, what power and what is on them.
                whose = f"{self.seat_label(me['ctrl'])}'s, " if any(c["ctrl"] != me["ctrl"] for c in twins) else ""
                mods = [self._name(m["uid"]) or self._name(m["id"]) for m in me.get("mods", [])]
                carrying = f", with {', '.join(m for m in mods if m)}" if any(mods) else ""
                return f"{name} (on {b['name']}, {whose}{me['power']} power{carrying})"
            return f"{name} (on {b['name']})"
        if zone == "mod":
            where = self._host_of(view, key)
            return f"{name} (on {where})" if where else name
        if zone == "discard":
            return f"{name} (discard pile)"
        if zone == "card":
            return f"{name} (from your deck)"
        return name

    def _name(self, uid_or_id: str) -> str | None:
        c = self.cards.get(self.uids.get(uid_or_id, uid_or_id))
        return c.name if c else None

    def _host_of(self, view, uid: str) -> str | None:
        for b in view.get("bases", []):
            if any(m["uid"] == uid for m in b["mods"]):
                return b["name"]
            for ch in b["chars"]:
                if any(m["uid"] == uid for m in ch["mods"]):
                    return self._name(ch["uid"]) or ch["id"]
        return None

    def tip(self, ref: str, view: dict[str, Any]) -> Tip | None:
        zone, _, key = ref.partition(":")
        if zone == "browse" and key != "close":
            return self.card_tip(key)
        if zone == "char":
            return self._char_tip(key, view)
        if zone == "mod":
            cid = self.uids.get(key)
            where = self._host_of(view, key)
            return self.card_tip(cid, (f"In play on {where}.",) if where else ()) if cid else None
        if zone in ("hand", "card", "discard", "deck", "look"):
            cid = self.uids.get(key)
            return self.card_tip(cid) if cid else None
        if zone == "base":
            return self._base_tip(key, view)
        if zone == "faction":
            face = self.faction_face(key)
            return Tip(image=self.zoom(face)) if face else None
        if zone == "pile":
            p = view["players"][int(key)]
            names = [self.cards[c["id"]].name for c in p["discard"] if c["id"] in self.cards]
            return Tip(f"{self.seat_label(int(key))}'s discard pile",
                       (", ".join(names) if names else "Empty.") + "  (Click to spread it out.)")
        return None

    def _base_tip(self, uid: str, view: dict[str, Any]) -> Tip | None:
        """The whole base: its card at 18 px or more, with who has what power there."""
        b = _find_base(view, uid)
        face = self.base_face(b) if b else None
        if face is None:
            return None
        notes = [f"Power here: {b['total']} of {b['breakpoint']}."]
        if b.get("scored") is not None:
            got = [f"{self.short_label(seat)} {vp} VP" for seat, vp in enumerate(b["scored"]) if vp is not None]
            notes.insert(0, f"Scored: {', '.join(got) or 'nobody was there'}. Its after-scoring abilities "
                            "come next; then its cards go to the discard piles.")
        standings = _standings(b["totals"], {ch["ctrl"] for ch in b["chars"]})
        for seat in sorted(standings, key=lambda s_: standings[s_]):
            here = [f"{self._name(ch['uid']) or ch['id']} {ch['power']}" for ch in b["chars"] if ch["ctrl"] == seat]
            notes.append(f"{self.short_label(seat)}, {_ordinal(standings[seat])} with {b['totals'][seat]} power"
                         + (": " + ", ".join(here) if here else "") + ".")
        mods = [self._name(m["uid"]) for m in b["mods"]]
        if mods:
            notes.append("Base modifiers: " + ", ".join(m for m in mods if m) + ".")
        fx = [e for e in view.get("effects", []) if e.get("b") == uid]
        if fx:
            notes.append(f"{count(len(fx), 'lasting effect')} on this base this turn.")
        return Tip(image=self.zoom(face, tuple(notes), landscape=True))

    def _char_tip(self, uid: str, view: dict[str, Any]) -> Tip | None:
        """A character drawn large, with its power now and the lasting effects on it."""
        cid = self.uids.get(uid, "")
        ch = next((c for b in view.get("bases", []) for c in b["chars"] if c["uid"] == uid), None)
        if ch is None:
            return self.card_tip(cid)
        notes = [f"Power now {ch['power']} (printed {ch['printed']})."]
        for fx in view.get("effects", []):
            if fx.get("k") == "pow" and fx.get("t") == uid:
                until = "the end of the turn" if fx.get("exp") == "eot" else "the start of its giver's next turn"
                notes.append(f"{fx['n']:+d} power until {until}.")
        notes += [f"Modifier: {self.cards[m['id']].name}" for m in ch["mods"] if m["id"] in self.cards]
        if ch["owner"] != ch["ctrl"]:
            notes.append(f"Owned by {self.seat_label(ch['owner'])}, controlled by {self.seat_label(ch['ctrl'])}.")
        if ch.get("talent_used"):
            notes.append(TALENT_MEANS)
        return self.card_tip(cid, tuple(notes))

    def probe(self) -> dict[str, Any]:
        return {"browse": self.browse}


def _find_base(view: dict[str, Any], uid: str) -> dict[str, Any] | None:
    return next((x for x in view.get("bases", []) if x["uid"] == uid), None)


def _lighter(c: tuple[int, int, int]) -> tuple[int, int, int]:
    """A seat colour light enough to read on the dark table."""
    return tuple(min(255, v // 2 + 128) for v in c)  # type: ignore[return-value]


def _standings(totals: list[int], present: set[int]) -> dict[int, int]:
    """Each seat's place if the base scored now, as scoring ranks them: a seat with a character
    there or 1 power takes part, and tied seats share the best place they tie for."""
    eligible = [s for s, p in enumerate(totals) if s in present or p >= 1]
    return {s: 1 + sum(1 for q in eligible if totals[q] > totals[s]) for s in eligible}


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def extra_words(e: dict[str, Any], view: dict[str, Any]) -> str:
    """An extra play in a few words, with what it is tied to: Ichor Base's reads "character modifier
    at Ichor Base", not "action" (which had a player look for an action they could not play)."""
    kind = f"{e['mod']} modifier" if e.get("mod") else e.get("type", "card")
    extra = f" of power {e['pmax']} or less" if e.get("pmax") is not None else ""
    where = e.get("base") or e.get("here_chars")  # here_chars: on a character at that base
    b = _find_base(view, where) if isinstance(where, str) else None
    return f"{kind}{extra}" + (f" at {b['name']}" if b else "")

