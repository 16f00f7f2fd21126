"""One side of the Vs. System table: each seat's line (name, hand, deck, KO pile, the next level
with its XP), its Resource Row, and the Front and Back rows of characters as tiles.

A tile says what a player must know at a glance: the name (wrapping, never cut), ATK and DEF now
(green above the printed number, red below), and its state in words: main character and level,
stunned or hidden, exhausted, Flight, Ranged, counters, wounds, in the combat, protected; usable
powers as buttons under it. Hovering shows the whole card (view.py).

Everything is measured before it is drawn (`surface` None), so that view.py can pick the roomiest
size at which every side fits.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from game.ui import draw as dr
from game.ui import theme as th
from game.ui.views.base import Marks
from game.ui.views.card_table import CardTableView, Tok, words, wrap_hard

from .wording import pays_words


WHITE = (255, 255, 255)
UP = (120, 230, 140)  # a number above the printed one
DOWN = (255, 130, 130)  # below it
TAG = (200, 206, 226)
BLUEISH = (150, 200, 255)
BACK = (44, 34, 62)  # a card back
MAIN_FRAME = (236, 238, 248)  # a main character (white: gold would pass for the clickable yellow)
ROWS = {"front": "Front", "back": "Back"}


@dataclass(frozen=True)
class Level:
    """How roomy the sides are drawn: the font size and a tile's width (real pixels)."""

    fs: int
    tw: int
    #: A crowded table: ATK/DEF as "5/4" beside the name, another seat's resources on its line.
    tight: bool = False


@dataclass
class Side:
    """The seats sharing a set of rows (one, or two in 2-Headed Teammates) and their characters."""

    side: int
    seats: list[int]
    rows: dict[str, list[dict[str, Any]]] = field(default_factory=lambda: {"front": [], "back": []})


Draw = Callable[[pygame.Surface, pygame.Rect], None]


def pack(items: list[tuple[int, int, Draw | None]], x0: int, y0: int, width: int, gap: int
         ) -> tuple[list[tuple[pygame.Rect, Draw | None]], int]:
    """Items of given sizes placed left to right in lines within `width`; (placements, height)."""
    out: list[tuple[pygame.Rect, Draw | None]] = []
    x, y, line_h = x0, y0, 0
    for w, h, draw in items:
        w = min(w, width)
        if x > x0 and x + w > x0 + width:
            x, y = x0, y + line_h + gap
            line_h = 0
        out.append((pygame.Rect(x, y, w, h), draw))
        x += w + gap
        line_h = max(line_h, h)
    return out, (y + line_h - y0) if out else 0


class SideDrawer:
    """Measures and draws the sides of the table for one view."""

    def __init__(self, view: CardTableView) -> None:
        self.v = view
        #: Tile heights measured for the layout being worked out (cleared for each new one).
        self.memo: dict[tuple, int] = {}

    # -- fonts -----------------------------------------------------------------------------------
    @staticmethod
    def fonts(lv: Level) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        """(name, bold, plain) fonts of a level."""
        return th.font(lv.fs, True, True), th.font(lv.fs, True), th.font(lv.fs)

    # -- a whole side -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface | None, side: Side, rect: pygame.Rect, lv: Level, marks: Marks,
             top: bool, view: dict[str, Any], wide: bool = False) -> int:
        """Draw `side` in `rect` (or measure it when `surface` is None; rect.height is then ignored);
        `top` puts the front row last (nearest the middle); `wide` puts the two rows side by side
        (a crowded table has width to spare, not height). Returns the height used."""
        t = self.v.theme
        pad = t.px(4) if lv.tight else t.px(6)
        gap = t.px(3) if lv.tight else t.px(5)
        inner_w = rect.width - 2 * pad - t.px(4)
        x = rect.left + pad + t.px(4)
        acting = set(view["turn"]["seats"])
        if surface is not None:
            deciding = (view.get("pending") or {}).get("seat")
            on = deciding in side.seats
            # The side deciding is framed in its seat's colour, thicker; never in yellow, which says "click it".
            mine = on or bool(acting & set(side.seats))
            border = th.seat_colour(deciding if on else side.seats[0]) if mine else th.LINE
            dr.panel(surface, rect, (24, 29, 45), border, radius=t.px(8), width=3 if on else 2 if mine else 1)
            stripe = pygame.Rect(rect.left, rect.top, t.px(5), rect.height)
            for k, seat in enumerate(side.seats):
                part = pygame.Rect(stripe.left, stripe.top + k * stripe.height // len(side.seats), stripe.width,
                                   stripe.height // len(side.seats))
                pygame.draw.rect(surface, th.seat_colour(seat), part)
        # Rows share what is left of the rect, so that an empty row is still a good place to click.
        extra = 0
        if surface is not None:
            need = self.draw(None, side, rect, lv, marks, top, view, wide)
            extra = max(0, (rect.height - need) // (1 if wide else 2))
        parts: list[Callable[[pygame.Surface | None, int], int]] = []
        for seat in side.seats:
            parts.append(lambda s, y, seat=seat: self.header(s, seat, x, y, inner_w, lv, marks, view))
        res = [lambda s, y, seat=seat: self.resources(s, seat, x, y, inner_w, lv, marks, view)
               for seat in side.seats]
        if top and lv.tight:  # another's resources are never a place to click: on its line
            parts = [lambda s, y, seat=seat: self.header(s, seat, x, y, inner_w, lv, marks, view, True)
                     for seat in side.seats]
            res = []
        rows = [lambda s, y, r=r: self.row(s, side, r, x, y, inner_w, lv, marks, view, extra)
                for r in (("back", "front") if top else ("front", "back"))]
        if wide:
            rows = [lambda s, y: self.rows_side_by_side(s, side, x, y, inner_w, lv, marks, view, extra)]
        order = parts + res + rows if top else rows + res + parts
        y = rect.top + pad
        for k, part in enumerate(order):
            y += part(surface, y) + (gap if k < len(order) - 1 else 0)
        return y - rect.top + pad

    def rows_side_by_side(self, surface, side: Side, x: int, y: int, width: int, lv: Level, marks: Marks,
                          view: dict[str, Any], extra: int = 0) -> int:
        """The Front and Back rows in one band, each as wide as its characters need of the width."""
        gap = self.v.theme.px(6)
        nf, nb = max(1, len(side.rows["front"])), max(1, len(side.rows["back"]))
        wf = round((width - gap) * nf / (nf + nb))
        least = min((width - gap) // 2, self.v.theme.px(60) + lv.tw)
        wf = max(least, min(width - gap - least, wf))
        wb = width - gap - wf
        hf = self.row(None, side, "front", x, y, wf, lv, marks, view)
        hb = self.row(None, side, "back", x + wf + gap, y, wb, lv, marks, view)
        h = max(hf, hb)
        if surface is not None:
            self.row(surface, side, "front", x, y, wf, lv, marks, view, h - hf + extra)
            self.row(surface, side, "back", x + wf + gap, y, wb, lv, marks, view, h - hb + extra)
            return h + extra
        return h

    # -- a seat's line ----------------------------------------------------------------------------------
    def header(self, surface, seat: int, x: int, y: int, width: int, lv: Level, marks: Marks,
               view: dict[str, Any], with_res: bool = False) -> int:
        """Name and state, hand and deck counts, the KO pile, the next level and its XP (and the
        Resource Row after them with `with_res`)."""
        v = self.v
        f_name, fb, f = self.fonts(lv)
        p = view["players"][seat]
        turn = view["turn"]
        pending = view.get("pending") or {}
        toks = words(v.seat_label(seat), fb, WHITE, "name")
        playing = turn["seats"] if turn["n"] else []  # while setting up, nobody's turn has begun
        if seat in playing:
            toks += words("(to play)", fb, th.GOLD)
        if pending.get("seat") == seat and seat not in playing:
            toks += words("(deciding)", fb, th.GOLD)
        if p["out"]:
            toks += words("out of the game", fb, DOWN)
        team = v.team_word(seat, view)
        if team:
            toks += words(team, f, TAG)
        chip = th.BG_PANEL_2
        counts = f"hand {p['hand_count']} · deck {p['deck_count']}"
        if lv.tight and p["btc_count"]:
            counts += f" · {p['btc_count']} behind the camera"
        toks.append(Tok(counts, f, th.TEXT, "label", chip=(34, 40, 60)))
        toks.append(Tok(f"KO {len(p['ko'])}", f, th.TEXT, "label", chip=chip, ref=f"kopile:{seat}"))
        if p.get("aside"):
            need = p.get("xp_need")
            xp = f", XP {p['xp']}/{need}" if need else f", XP {p['xp']}" if p["xp"] else ""
            name = "" if lv.tight else f"{v.faces.name(p['aside'][1])} "
            if v.aside_is_next(seat, view):
                text = f"next: {name}L{v.level_of(p['aside'][1])}{xp}"
            else:  # a level left behind (Hulk calmed back into Bruce Banner, a level gone up)
                text = f"set aside: {name}L{v.level_of(p['aside'][1])}"
            toks.append(Tok(text, f, th.GOLD, "label", chip=(60, 50, 24), ref=f"aside:{seat}", border=th.GOLD))
        if p["facility"]:
            toks.append(Tok(f"Ultron Facility {len(p['facility'])}", f, th.TEXT, "label", chip=chip,
                            ref=f"facility:{seat}"))
        if p["btc_count"] and not lv.tight:
            toks.append(Tok(f"Behind the Camera {p['btc_count']}", f, th.TEXT, "label", chip=(34, 40, 60)))
        if p["gone"]:
            toks.append(Tok(f"removed {len(p['gone'])}", f, th.TEXT, "label", chip=chip, ref=f"gone:{seat}"))
        if p["night_count"]:
            toks.append(Tok(f"set aside {p['night_count']}", f, th.TEXT, "label", chip=(34, 40, 60)))
        if p.get("rp"):
            toks.append(Tok(f"{p['rp']} recruit point{'s' if p['rp'] != 1 else ''}", fb, (20, 20, 20), "label",
                            chip=th.GOLD))
        if with_res:
            toks += self.resource_toks(seat, lv, view)
        h = v.flow(None, toks, x, y, width)
        if surface is not None:
            region = pygame.Rect(x - v.theme.px(3), y, width + v.theme.px(3), h)
            v.region(region, f"seat:{seat}")
            hl = v.mark_colour(f"seat:{seat}", marks)
            if hl:
                dr.glow(surface, region, hl, width=v.theme.px(2), radius=v.theme.px(4))
            v.flow(surface, toks, x, y, width, marks)
        return h

    # -- the Resource Row -----------------------------------------------------------------------------
    def resources(self, surface, seat: int, x: int, y: int, width: int, lv: Level, marks: Marks,
                  view: dict[str, Any]) -> int:
        """Face-up locations by name and what they pay; the viewer's face-down cards by name, dim;
        another's face-down cards as card backs with their count."""
        v = self.v
        toks = self.resource_toks(seat, lv, view)
        h = v.flow(None, toks, x, y, width)
        if surface is not None:
            region = pygame.Rect(x - v.theme.px(3), y, width + v.theme.px(3), h)
            v.region(region, f"resrow:{seat}")
            hl = v.mark_colour(f"resrow:{seat}", marks)
            if hl:
                dr.glow(surface, region, hl, width=v.theme.px(2), radius=v.theme.px(4))
            v.flow(surface, toks, x, y, width, marks)
        return h

    def resource_toks(self, seat: int, lv: Level, view: dict[str, Any]) -> list[Tok]:
        """The Resource Row as flowing tokens (a label, then a chip per card)."""
        v = self.v
        f_name, fb, f = self.fonts(lv)
        p = view["players"][seat]
        res = p["res"]
        shared = sum(1 for q in view["players"] if q["side"] == p["side"]) > 1
        label = f"{v.short_label(seat)}'s resources" if shared else "Resources"
        toks = words(f"{label} {len(res)}:", fb, TAG)
        hidden = 0
        for r in res:
            cid = r["id"]
            if r["up"]:
                card = v.faces.cards.get(cid or "")
                pays = "" if card is None else pays_words(card, "/")
                label = f"{v.faces.name(cid)} · {pays}" if pays else v.faces.name(cid)
                fill = tuple(max(0, c // 2) for c in v.faces.colour(cid))
                toks.append(Tok(label, f, WHITE, "name", chip=fill, ref=f"res:{r['uid']}",  # type: ignore[arg-type]
                                border=v.faces.colour(cid)))
            elif cid is not None:
                toks.append(Tok(f"{v.faces.name(cid)} (face down)", f, (170, 170, 190), "name", chip=(36, 36, 48),
                                ref=f"res:{r['uid']}"))
            else:
                hidden += 1
        if hidden:
            toks.append(Tok(f"{hidden} face down", f, (215, 200, 240), "label", chip=BACK, border=(120, 90, 170),
                            ref=f"resdown:{seat}"))
        if not res:
            toks += words("none yet", f, th.TEXT_DIM)
        return toks

    # -- a row of characters --------------------------------------------------------------------------------
    def row(self, surface, side: Side, row: str, x: int, y: int, width: int, lv: Level, marks: Marks,
            view: dict[str, Any], extra: int = 0) -> int:
        """The row's name, then its characters as tiles in lines."""
        v = self.v
        t = v.theme
        gap = t.px(5)
        f_name, fb, f = self.fonts(lv)
        label = ROWS[row]
        chars = side.rows[row]
        lab_w = max(fb.size(x_)[0] for x_ in ROWS.values()) + t.px(8)
        lab_h = fb.get_linesize() + t.px(4)
        room = width - lab_w
        per = max(1, min(len(chars), (room + gap) // (lv.tw + gap)))
        tw = min((room - gap * (per - 1)) // per, max(lv.tw, t.px(170)))
        items: list[tuple[int, int, Draw | None]] = []
        for ch in chars:
            h = self.tile(None, ch, pygame.Rect(0, 0, tw, 0), lv, marks, view)
            items.append((tw, h, lambda s, r, ch=ch: self.tile(s, ch, r, lv, marks, view)))
        if not chars:
            items.append((f.size("empty")[0] + t.px(4), lab_h, None))
        placed, h = pack(items, x + lab_w, y, room, gap)
        h = max(h, lab_h)
        if surface is None:
            return h
        h += extra
        ref = f"row:{side.side}:{row}"
        area = pygame.Rect(x - t.px(3), y, width + t.px(3), h)
        pygame.draw.rect(surface, (30, 36, 56), area, border_radius=t.px(6))
        v.region(area, ref)
        hl = v.mark_colour(ref, marks)
        if hl:
            dr.glow(surface, area, hl, width=t.px(2), radius=t.px(6))
        dr.text(surface, label, fb, TAG, (x + t.px(2), y + t.px(2)), role="label")
        if not chars:
            r = placed[0][0]
            dr.text(surface, "empty", f, th.TEXT_DIM, (r.left, r.top + t.px(2)), role="label")
        one_line = len({r.top for r, _d in placed}) == 1
        for r, draw in placed:
            if draw is not None:
                if one_line:  # the row's spare height goes to its tiles: room for their powers' words
                    r = pygame.Rect(r.left, r.top, r.width, y + h - r.top - t.px(2))
                draw(surface, r)
        return h

    # -- a character ------------------------------------------------------------------------------------------
    def tile_toks(self, ch: dict[str, Any], lv: Level, marks: Marks, view: dict[str, Any]) -> list[Tok]:
        """What a character's tile says, as flowing tokens."""
        v = self.v
        f_name, fb, f = self.fonts(lv)
        card = v.faces.cards.get(ch["id"])
        name = v.faces.name(ch["id"])
        toks = words(name, f_name, WHITE, "name")
        pa, pd = (card.atk or 0, card.def_ or 0) if card is not None else (ch["atk"], ch["def"])
        ca = UP if ch["atk"] > pa else DOWN if ch["atk"] < pa else WHITE
        cd = UP if ch["def"] > pd else DOWN if ch["def"] < pd else WHITE
        if lv.tight:
            both = UP if UP in (ca, cd) and DOWN not in (ca, cd) else DOWN if DOWN in (ca, cd) else WHITE
            toks.append(Tok(f"{ch['atk']}/{ch['def']}", fb, both, "number"))
        else:
            toks.append(Tok(f"ATK {ch['atk']}", fb, ca, "number", newline=True))
            toks.append(Tok(f"DEF {ch['def']}", fb, cd, "number"))
        tags: list[tuple[str, tuple[int, int, int]]] = []
        if ch["main"]:
            tags.append((f"main L{card.level if card is not None and card.level else '?'}", th.GOLD))
        if ch["face"] == "stun":
            tags.append(("stunned", DOWN))
        elif ch["face"] == "hide":
            tags.append(("hidden", DOWN))
        elif not ch["ready"]:
            tags.append(("exhausted", TAG))
        role = v.combat_role(ch["uid"], view)
        if role:
            tags.append((role, th.GOLD))
        elif ch["uid"] in v.declaring(view):
            tags.append(("attacker", th.SELECTED))
        if ch["flight"]:
            tags.append(("Flight", BLUEISH))
        if ch["ranged"]:
            tags.append(("Ranged", BLUEISH))
        n = ch["counters"]
        if n:
            tags.append((f"{n:+d}/{n:+d}", UP if n > 0 else DOWN))
        if ch["main"] or ch["wounds"] or ch["health"] > 1:
            tags.append((f"wounds {ch['wounds']}/{ch['health']}", DOWN if ch["wounds"] else TAG))
        if ch.get("pinned"):
            tags.append(("pinned", TAG))
        if ch.get("named"):
            tags.append((f"rival: {ch['named']}", TAG))
        if ch.get("eq"):
            tags.append((f"+ {v.faces.name(ch['eq'][1])}", BLUEISH))
        if ch["ctrl"] != ch["owner"]:
            tags.append((f"owner {v.short_label(ch['owner'])}", TAG))
        why = v.why_not_target(ch, marks, view)
        if why:
            tags.append((why, TAG))
        for text, colour in tags:  # a tag is never broken over two lines
            toks.append(Tok(text.replace(" ", "\u00a0"), f, colour))
        return toks

    def power_refs(self, ch: dict[str, Any], marks: Marks) -> list[str]:
        """The character's powers that may be used now (or are pointed at): each a button."""
        return sorted(r for r in marks.clickable | marks.selected | marks.pointed
                      if r.startswith(f"power:{ch['uid']}:"))

    def power_button(self, surface, ref: str, x: int, y: int, width: int, lv: Level, marks: Marks) -> int:
        """A usable power as a button under its character (its name wraps); returns its height."""
        v = self.v
        t = v.theme
        fb = th.font(lv.fs, True)
        idle = " (does nothing now)" if ref in v.idle_powers else ""  # the option's warning, short
        lines = wrap_hard(f"Use {v.power_name(ref)}{idle}", fb, width - 2 * t.px(4))
        h = len(lines) * fb.get_linesize() + 2 * t.px(2)
        if surface is not None:
            r = pygame.Rect(x, y, width, h)
            dr.panel(surface, r, th.RED_DARK, th.GOLD, radius=t.px(4))
            ly = r.top + t.px(2)
            for line in lines:
                dr.text(surface, line, fb, WHITE, (r.left + t.px(4), ly), role="button")
                ly += fb.get_linesize()
            v.region(r, ref)
            hl = v.mark_colour(ref, marks)
            if hl:
                dr.glow(surface, r, hl, width=t.px(2), radius=t.px(4))
        return h

    def tile(self, surface, ch: dict[str, Any], rect: pygame.Rect, lv: Level, marks: Marks,
             view: dict[str, Any]) -> int:
        """A character's tile in `rect` (its height when measuring)."""
        v = self.v
        t = v.theme
        pad = t.px(4)
        stripe = t.px(4)
        key = (ch["uid"], rect.width, lv)
        if surface is None and key in self.memo:
            return self.memo[key]
        toks = self.tile_toks(ch, lv, marks, view)
        inner = rect.width - 2 * pad - stripe
        powers = self.power_refs(ch, marks)
        body = v.flow(None, toks, 0, 0, inner)
        h = body + 2 * pad + sum(self.power_button(None, p, 0, 0, inner, lv, marks) + pad for p in powers)
        if surface is None:
            self.memo[key] = h
            return h
        r = pygame.Rect(rect.left, rect.top, rect.width, max(h, rect.height))
        colour = v.faces.colour(ch["id"])
        down = ch["face"] != "up"
        fill = BACK if down else tuple(max(0, c // 3 + 6) for c in colour)
        if not down and not ch["ready"]:
            fill = tuple(max(0, c - 14) for c in fill)
        pygame.draw.rect(surface, fill, r, border_radius=t.px(5))
        if down:  # a card back: its name and team stay public
            clip = surface.get_clip()
            surface.set_clip(r)
            for k in range(0, r.width + r.height, t.px(10)):
                pygame.draw.line(surface, (64, 50, 90), (r.left + k, r.top), (r.left + k - r.height, r.bottom), 1)
            surface.set_clip(clip)
        pygame.draw.rect(surface, MAIN_FRAME if ch["main"] else colour, r, 2 if ch["main"] else 1,
                         border_radius=t.px(5))
        pygame.draw.rect(surface, th.seat_colour(ch["ctrl"]), (r.left, r.top + t.px(3), stripe, r.height - t.px(6)))
        ref = f"char:{ch['uid']}"
        v.region(r, ref)
        hl = th.SELECTED if ch["uid"] in v.declaring(view) else v.mark_colour(ref, marks)
        if hl:
            dr.glow(surface, r, hl, width=t.px(3), radius=t.px(5))
        v.flow(surface, toks, r.left + stripe + pad, r.top + pad, inner, marks)
        y = r.top + pad + body + pad
        for p in powers:
            y += self.power_button(surface, p, r.left + stripe + pad, y, inner, lv, marks) + pad
        card = v.faces.cards.get(ch["id"])
        f = th.font(lv.fs)
        lines = (r.bottom - pad - y) // f.get_linesize()
        if lines > 0 and not down and card is not None and card.powers:
            # a row with height to spare: what the character's powers do, as far as it goes (the
            # hover shows the whole card)
            dr.text_block(surface, v.faces.brief(card), f, TAG, pygame.Rect(r.left + stripe + pad, y, inner,
                                                                           lines * f.get_linesize()),
                          line_gap=0, max_lines=lines, role="rules")
        return h
