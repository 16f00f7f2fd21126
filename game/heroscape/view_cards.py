"""Heroscape army cards on the table (pygame side, with view.py).

The panel down the right of the battlefield shows each seat's army cards: whole cards
(name, points, Life/Mv/Rg/Att/Def under a legend, order markers) when there is room,
a list of names with their life when there is not; the hover zoom shows the whole card
(powers in full) at 18 px or more either way. Each card starts with its figure's token
(the disc on the battlefield, with the same letters in the same colour), which is how a
player tells the discs apart. Choices that have no place on the battlefield (a card to
draft, an order marker, a power) are listed under the armies.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import draw as dr
from game.ui import theme as th
from game.ui.views.hex_grid import HexGridView


MARKERS = ("1", "2", "3", "X")
LEGEND = "Mv\u00a0move · Rg\u00a0range · Att\u00a0attack · Def\u00a0defense · red\u00a0badge\u00a0on\u00a0a\u00a0disc:\u00a0life\u00a0left"
ZOOM_PX = 18


def initials(name: str) -> str:
    """The letters on a figure's disc: "Iron Man" IM, "The Abomination" A."""
    words = name.replace("The ", "").split()
    return "".join(w[0] for w in words[:2]).upper()


def token(surface: pygame.Surface, centre: tuple[float, float], r: int, colour, letters: str,
          shadow: bool = True) -> None:
    """A figure's disc in its army's colour with its letters (decor: the name is written on its
    army card beside the same disc, and the hover names it)."""
    cx, cy = int(centre[0]), int(centre[1])
    if shadow:
        pygame.draw.circle(surface, (0, 0, 0), (cx + 2, cy + 3), r)
    pygame.draw.circle(surface, colour, (cx, cy), r)
    pygame.draw.circle(surface, (255, 255, 255), (cx, cy), r, max(1, r // 7))
    px = max(6, int(r * 0.9))
    f = th.font(px, True)
    while px > 6 and f.size(letters)[0] > r * 1.6:
        px -= 1
        f = th.font(px, True)
    dr.text(surface, letters, f, (255, 255, 255), (cx, cy), anchor="center", shadow=True, role="decor")


def stats_line(card: Any, fig: dict, basic: bool) -> str:
    """The card's numbers in the panel's short words (the legend explains them)."""
    if basic:
        b = card.basic
        return f"Mv {b.move}  Rg {b.range}  Att {b.attack}  Def {b.defense}"
    m = card.master
    return f"Life {life_left(card, fig)}/{m.life}  Mv {m.move}  Rg {m.range}  Att {m.attack}  Def {m.defense}"


def _draft_line(card: Any) -> str:
    """A card not yet drafted, in the panel's short words: its numbers and how many figures."""
    m = card.master
    n = getattr(card, "figures", 1) or 1
    squad = f" · {n}\u00a0figures" if n > 1 else ""
    return " · ".join(f"{k}\u00a0{v}" for k, v in (("Life", m.life), ("Mv", m.move), ("Rg", m.range),
                                                   ("Att", m.attack), ("Def", m.defense))) + squad


def life_left(card: Any, fig: dict | None) -> int:
    """Life less wounds (never below 0: the last blow may take more than was left)."""
    return max(0, card.master.life - (fig or {}).get("wounds", 0))


def status_word(fig: dict) -> str:
    """A figure that is not on the battlefield, in a word or two."""
    return {"destroyed": "destroyed", "reserve": "not placed yet", "exited": "escaped",
            "unfielded": "no room to start"}.get(fig.get("status", ""), "")


class ArmyPanel:
    """The armies down the right of the table, in as much detail as their room allows."""

    def __init__(self, view: HexGridView) -> None:
        self.v = view
        self._plan: tuple[str, tuple[str, int]] | None = None  # the layout chosen for what it last showed
        self._fits: dict[str, bool] = {}

    # -- fonts ------------------------------------------------------------------------------
    def _fonts(self, px: int) -> dict[str, pygame.font.Font]:
        return {"name": th.font(px, True), "text": th.font(px, False, True), "bold": th.font(px, True, True)}

    def _sizes(self) -> list[int]:
        """Font sizes to try, largest first: larger than the design size when the window has
        room, down to 13 px."""
        t = self.v.theme
        return sorted({t.readable(16), t.readable(14), t.readable(12), max(th.MIN_TEXT_PX, (t.readable(12) + 13) // 2),
                       th.MIN_TEXT_PX}, reverse=True)

    # -- the whole panel ---------------------------------------------------------------------
    def _signature(self, rect: pygame.Rect, vs: dict[str, Any], extra: list[tuple[str, str]]) -> str:
        return repr((tuple(rect), self.v.theme.k, vs.get("mode"), vs.get("armies"), vs.get("markers"),
                     vs.get("scores"), [(f.get("status"), f.get("wounds")) for f in vs.get("figures", {}).values()],
                     extra))

    def fits_whole(self, rect: pygame.Rect, vs: dict[str, Any], marks: Any, extra: list[tuple[str, str]]) -> bool:
        """Whether the whole cards (not the list of names) fit in `rect` at a readable font."""
        sig = self._signature(rect, vs, extra)
        if sig not in self._fits:
            if len(self._fits) > 64:
                self._fits.clear()
            self._fits[sig] = any(self._draw(None, rect, vs, marks, extra, "full", px) <= rect.height
                                  for px in self._sizes())
        return self._fits[sig]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, vs: dict[str, Any], marks: Any,
             extra: list[tuple[str, str]]) -> None:
        """Draw the armies (and the `extra` choices as (ref, label)) in `rect`: the fullest
        layout that fits, largest font first."""
        sig = self._signature(rect, vs, extra)
        if self._plan is not None and self._plan[0] == sig:
            self._draw(surface, rect, vs, marks, extra, *self._plan[1])
            return
        plan = None
        basic = vs.get("mode") == "basic"
        stats = [stats_line(c, f, basic) for c, f in ((self.v.card_of(fid), vs["figures"].get(fid, {}))
                                                      for army in vs.get("armies", []) for fid in army) if c]
        for mode in ("full", "compact"):
            for px in self._sizes():
                f = self._fonts(px)["text"]
                indent = 2 * f.get_linesize() + 4 * max(3, self.v.theme.px(5))
                if mode == "full" and px > th.MIN_TEXT_PX and any(f.size(x)[0] > rect.width - indent for x in stats):
                    continue  # a larger font that would break the numbers over two lines
                if self._draw(None, rect, vs, marks, extra, mode, px) <= rect.height:
                    plan = (mode, px)
                    break
            if plan:
                break
        mode, px = plan or ("compact", th.MIN_TEXT_PX)
        self._plan = (sig, (mode, px))
        self._draw(surface, rect, vs, marks, extra, mode, px)

    def _draw(self, surface: pygame.Surface | None, rect: pygame.Rect, vs: dict, marks: Any,
              extra: list[tuple[str, str]], mode: str, px: int) -> int:
        """Lay the panel out (and draw it unless `surface` is None); returns the height used."""
        v, t = self.v, self.v.theme
        fonts = self._fonts(px)
        lh = fonts["name"].get_linesize()
        pad = max(3, t.px(4))
        y = rect.top
        basic = vs.get("mode") == "basic"
        if not any(vs.get("armies", [])):
            pass  # no army card yet: nothing to explain
        elif mode == "full":
            y += self._wrapped(surface, LEGEND, fonts["text"], th.TEXT_DIM, rect.left + pad, y,
                               rect.width - 2 * pad) + pad
        else:
            note = "Life left of its total (a red badge on a disc). Hover a card to read it whole." if not basic \
                else "Hover a card to read it whole."
            y += self._wrapped(surface, note, fonts["text"], th.TEXT_DIM, rect.left + pad, y, rect.width - 2 * pad) + pad
        scores = vs.get("scores") or []
        all_markers = vs.get("markers") or []
        for seat, army in enumerate(vs.get("armies", [])):
            y = self._seat_line(surface, rect, seat, scores, fonts, y, pad)
            markers = all_markers[seat] if seat < len(all_markers) else {}
            for fid in army:
                fig = vs["figures"].get(fid)
                card = v.card_of(fid)
                if fig is None or card is None:
                    continue
                box_h = self._card(surface, rect, y, fid, fig, card, markers, seat, mode, fonts, basic, marks)
                y += box_h + pad
            y += pad
        if extra:
            y = self._choices(surface, rect, y, extra, fonts, marks, pad)
        return y - rect.top

    def _wrapped(self, surface, text: str, f: pygame.font.Font, colour, x: int, y: int, width: int) -> int:
        lines = dr.wrap(text, f, width)
        if surface is not None:
            for i, line in enumerate(lines):
                dr.text(surface, line, f, colour, (x, y + i * f.get_linesize()), role="label")
        return len(lines) * f.get_linesize()

    def _seat_line(self, surface, rect, seat: int, scores: list, fonts, y: int, pad: int) -> int:
        """The seat's name in its colour and the points it has on the battlefield."""
        name = self.v.seat_label(seat).replace(" (computer)", "")
        f = fonts["name"]
        pts = f"{scores[seat]} points on the field" if seat < len(scores) else ""
        fits = f.size(name)[0] + f.size(pts)[0] + 3 * pad <= rect.width
        if surface is not None:
            dr.text(surface, name, f, th.seat_colour(seat), (rect.left + pad, y), role="name")
            if pts:
                at = (rect.right - pad, y) if fits else (rect.right - pad, y + f.get_linesize())
                dr.text(surface, pts, fonts["text"], th.GOLD, at, anchor="topright", role="number")
        return y + f.get_linesize() * (1 if fits or not pts else 2) + 1

    def _card(self, surface, rect: pygame.Rect, y: int, fid: str, fig: dict, card: Any, markers: dict, seat: int,
              mode: str, fonts, basic: bool, marks: Any) -> int:
        """One army card: its token and name, and on the right its points (full) or life
        (compact); the order markers after the name when they fit there, else on a line of
        their own; in full mode the numbers under it. Returns its height."""
        t = self.v.theme
        pad = max(3, t.px(5))
        f_name, f_text = fonts["name"], fonts["text"]
        lh = f_name.get_linesize()
        gone = fig.get("status") != "board"
        r = max(5, lh - 2) if mode == "full" else max(5, lh // 2 - 1)
        name_x = pad + 2 * r + pad
        inner_right = rect.width - pad
        if mode == "full":
            right = "" if basic else f"{card.master.points} pts"
        elif gone:
            right = status_word(fig)
        else:
            right = "" if basic else f"{life_left(card, fig)}/{card.master.life}"
        right_w = f_text.size(right)[0] + pad if right else 0
        name_room = inner_right - right_w - name_x
        name_lines = dr.wrap(card.name, f_name, max(lh, name_room))
        chips = [] if gone else self._chips(markers, fid, seat == self.v.view.get("viewer"))
        chip_w = [max(lh, f_name.size(c)[0] + 8) for c, _ in chips]
        chips_w = sum(chip_w) + 3 * max(0, len(chips) - 1)
        tail_x = name_x + f_name.size(name_lines[-1])[0] + pad
        tail_right = inner_right - (right_w if len(name_lines) == 1 else 0)
        chips_on_name = bool(chips) and tail_x + chips_w <= tail_right
        rows: list[list[tuple[int, str, Any]]] = []  # (x, text, colour) per line under the name
        if mode == "full":
            words = stats_line(card, fig, basic).split("  ") + ([status_word(fig)] if gone else [])
            row: list[tuple[int, str, Any]] = []
            x = name_x
            for i, w in enumerate(words):
                ww = f_text.size(w)[0]
                if row and x + ww > inner_right:
                    rows.append(row)
                    row, x = [], name_x
                is_status = gone and i == len(words) - 1
                row.append((x, w, th.REFUSED if is_status and fig.get("status") == "destroyed" else
                            th.TEXT_DIM if gone or is_status else th.TEXT))
                x += ww + f_text.size("  ")[0]
            rows.append(row)
        chip_row = None if not chips or chips_on_name else len(rows)
        n = len(name_lines) + len(rows) + (1 if chip_row is not None else 0)
        h = n * lh + pad
        if surface is None:
            return h
        box = pygame.Rect(rect.left, y, rect.width, h)
        dr.panel(surface, box, (30, 36, 54) if not gone else (24, 24, 30), th.seat_colour(seat), radius=t.px(5))
        top = y + pad // 2
        token(surface, (box.left + pad + r, top + (lh if mode == "full" else lh // 2)), r,
              th.seat_colour(seat) if not gone else (80, 80, 90), initials(card.name), shadow=False)
        for i, line in enumerate(name_lines):
            dr.text(surface, line, f_name, th.TEXT if not gone else th.TEXT_DIM, (box.left + name_x, top + i * lh),
                    role="name")
        if right:
            dr.text(surface, right, f_text, th.GOLD if mode == "full" else th.TEXT_DIM, (box.right - pad, top),
                    anchor="topright", role="number" if not gone else "label")
        ly = top + len(name_lines) * lh
        for k, row in enumerate(rows):
            for x, text, colour in row:
                dr.text(surface, text, f_text, colour, (box.left + x, ly + k * lh), role="number")
        if chips:
            cx = box.left + (tail_x if chips_on_name else name_x)
            cy = top + (len(name_lines) - 1) * lh if chips_on_name else ly + len(rows) * lh
            for (label, shown), w in zip(chips, chip_w):
                self._chip(surface, cx, cy, w, lh, label, shown, f_name)
                cx += w + 3
        ref = f"card:{fid}"
        self.v.region(box, ref)
        hl = self.v.mark_colour(ref, marks)
        if hl:
            dr.glow(surface, box, hl, width=t.px(2), radius=t.px(5))
        return h

    def _chips(self, markers: dict, fid: str, mine: bool) -> list[tuple[str, bool]]:
        """The order markers on a card: numbers the viewer may see, "?" for face-down ones."""
        if "on" in markers:  # the seat's own markers (or everything for a spectator)
            return [(mk, mk in markers.get("revealed", [])) for mk in MARKERS if markers["on"].get(mk) == fid]
        chips = [(mk, True) for mk, f in markers.get("revealed", {}).items() if f == fid]
        return chips + [("?", False)] * markers.get("face_down", {}).get(fid, 0)

    def _chip(self, surface, x: int, y: int, w: int, h: int, label: str, shown: bool, f) -> None:
        c = pygame.Rect(x, y + 1, w, h - 2)
        pygame.draw.rect(surface, (230, 200, 60) if shown else (120, 120, 140), c, border_radius=self.v.theme.px(3))
        dr.text(surface, label, f, (20, 20, 20), c.center, anchor="center", role="label")

    def _choices(self, surface, rect: pygame.Rect, y: int, extra: list[tuple[str, str]], fonts, marks,
                 pad: int) -> int:
        """Choices with no place on the battlefield, one button each (the prompt lists them too)."""
        t = self.v.theme
        f = fonts["bold"]
        y += self._wrapped(surface, "Choose here or in the prompt:", fonts["text"], th.GOLD, rect.left + pad, y,
                           rect.width - 2 * pad) + 2
        f_num = fonts["text"]
        for ref, label in extra:
            # a card to draft: "Add Iron Man" with its points on the right, and its numbers under
            # it as a drafted card shows them (a player chooses by them without hovering each; the
            # prompt keeps the whole words)
            card = self.v.card_of(ref[5:]) if ref.startswith("card:") else None
            pts = ""
            if card is not None and label.startswith(f"Add {card.name} "):
                label, pts = f"Add {card.name}", f"{card.master.points} pts"
            pts_w = f_num.size(pts)[0] + 2 * pad if pts else 0
            lines = dr.wrap(label, f, rect.width - 4 * pad - pts_w)
            nums = dr.wrap(_draft_line(card), f_num, rect.width - 4 * pad) if card is not None else []
            h = len(lines) * f.get_linesize() + len(nums) * f_num.get_linesize() + 2 * pad
            if surface is not None:
                r = pygame.Rect(rect.left, y, rect.width, h)
                dr.panel(surface, r, th.BG_PANEL_2, th.LINE, radius=t.px(5))
                for i, line in enumerate(lines):
                    dr.text(surface, line, f, th.TEXT, (r.left + 2 * pad, r.top + pad + i * f.get_linesize()),
                            role="button")
                if pts:
                    dr.text(surface, pts, f_num, th.GOLD, (r.right - 2 * pad, r.top + pad), anchor="topright",
                            role="number")
                ny = r.top + pad + len(lines) * f.get_linesize()
                for i, line in enumerate(nums):
                    dr.text(surface, line, f_num, th.TEXT_DIM, (r.left + 2 * pad, ny + i * f_num.get_linesize()),
                            role="number")
                self.v.region(r, ref)
                hl = self.v.mark_colour(ref, marks)
                if hl:
                    dr.glow(surface, r, hl, width=t.px(2), radius=t.px(5))
            y += h + pad
        return y


# -- the hover zoom: a whole card, large ---------------------------------------------------
def card_picture(card: Any, *, theme: th.Theme, screen: tuple[int, int], colour, owner: str = "",
                 fig: dict | None = None, basic: bool = False, notes: list[tuple[str, Any]] | None = None,
                 markers: list[str] | None = None, carrying: list[str] | None = None,
                 off: set[str] | frozenset[str] = frozenset()) -> pygame.Surface:
    """The whole army card drawn at 18 px or more: name, who fields it, its kind, every number
    in words, order markers on it, what it carries, then each power in full, those the scenario
    switches off (`off`, power ids) dimmed and said so. `notes` (text, colour) go on top: what an
    attack on it would roll, or why it cannot be chosen now. As wide as it needs to be to fit the
    screen's height."""
    base = max(ZOOM_PX, theme.px(15))
    width = max(theme.px(380), min(int(screen[0] * 0.36), theme.px(440)))
    for _ in range(8):
        pic = _card_layout(card, base, width, colour, owner, fig, basic, notes or [], markers or [],
                           carrying or [], off, draw=False)
        if pic <= screen[1] - theme.px(24) or width >= screen[0] * 0.7:
            break
        width = int(width * 1.15)
    while base > ZOOM_PX and _card_layout(card, base, width, colour, owner, fig, basic, notes or [], markers or [],
                                          carrying or [], off, draw=False) > screen[1] - theme.px(24):
        base -= 1
    h = _card_layout(card, base, width, colour, owner, fig, basic, notes or [], markers or [], carrying or [],
                     off, draw=False)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    _card_layout(card, base, width, colour, owner, fig, basic, notes or [], markers or [], carrying or [],
                 off, draw=True, surface=surf)
    return surf


def _card_layout(card: Any, px: int, width: int, colour, owner: str, fig: dict | None, basic: bool,
                 notes: list[tuple[str, Any]], markers: list[str], carrying: list[str], off: Any, *,
                 draw: bool, surface: pygame.Surface | None = None) -> int:
    f_title = th.font(int(px * 1.3), True)
    f_bold = th.font(px, True)
    f = th.font(px)
    pad = max(8, px // 2)
    inner = width - 2 * pad
    y = pad
    ops: list[tuple[str, pygame.font.Font, Any, int, int, str]] = []  # (text, font, colour, x, y, role)

    def block(text: str, font: pygame.font.Font, col, role: str, indent: int = 0) -> None:
        nonlocal y
        for line in dr.wrap(text, font, inner - indent):
            ops.append((line, font, col, pad + indent, y, role))
            y += font.get_linesize()

    for text, col in notes:
        block(text, f_bold, col, "tip")
    if notes:
        y += pad // 2
    block(card.name, f_title, th.TEXT, "name")
    kind = "Unique Hero" if card.unique else "Common Hero"
    strong = " · Super Strength" if card.super_strength else ""  # (falls and Strong Defense turn on it)
    block(f"{owner + ' · ' if owner else ''}{kind} · {card.species} {card.figure_class} · {card.personality} · "
          f"{card.size.title()} {card.height}{strong}", f, th.TEXT_DIM, "label")
    y += pad // 2
    wounds = (fig or {}).get("wounds", 0)
    if basic:
        b = card.basic
        nums = [f"Move {b.move}", f"Range {b.range}", f"Attack {b.attack}", f"Defense {b.defense}",
                f"{card.master.points} points"]
    else:
        m = card.master
        life = f"Life {life_left(card, fig)} of {m.life}" if wounds else f"Life {m.life}"
        nums = [life, f"Move {m.move}", f"Range {m.range}", f"Attack {m.attack}", f"Defense {m.defense}",
                f"{m.points} points"]
    block("   ".join(n.replace(" ", "\u00a0") for n in nums), f_bold, th.GOLD, "number")  # an item never splits
    if basic:
        block("The Basic Game uses these numbers and none of the powers below.", f, th.TEXT_DIM, "label")
    if markers:
        block("Order markers on it: " + ", ".join(markers), f, th.TEXT, "label")
    if carrying:
        block("Carrying: " + ", ".join(carrying), f, th.TEXT, "label")
    y += pad // 2
    for p in card.powers:
        dim = basic or p.id in off
        block(p.name + (" (does not work in this scenario)" if p.id in off and not basic else ""), f_bold,
              th.TEXT_DIM if dim else th.GOLD, "name")
        block(p.text, f, th.TEXT_DIM if dim else th.TEXT, "rules", indent=0)
        y += pad // 3
    y += pad
    if draw and surface is not None:
        dr.panel(surface, surface.get_rect(), (14, 18, 30), colour, radius=pad, width=3, alpha=245)
        for text, font, col, x, yy, role in ops:
            dr.text(surface, text, font, col, (x, yy), role=role)
    return y
