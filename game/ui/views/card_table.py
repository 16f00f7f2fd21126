"""The base of the card-table views (Smash Up, Vs. System...): cards drawn from data.

A card is drawn from a `CardFace` (frame in its faction's colour, name, big
number, type line, rules text, art from art/ when one is named) at any size,
cached per size. The layout adapts to the room: the name wraps (and shrinks,
never under 13 px) before it would be cut; the art gives way first, then the
footer; rules text that still has no room at 13 px is drawn smaller as a
"preview", which the hover zoom shows whole at 18 px or more (`render_zoom`
grows the card to fit its text rather than shrink it).

Hands are laid out in one row, or two when one row would make the cards too
narrow to read; cards never overlap, so no name is ever half hidden.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import pygame

from game.ui import audit
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.views.base import BoardView, Marks, Tip

CARD_RATIO = 1.4  # height / width
READ_PX = th.MIN_TEXT_PX  # the smallest text a player must read
ZOOM_PX = 18  # the smallest text of a hover zoom
PREVIEW_MIN_PX = 6
#: A card narrower than this (real px) can't show a long name at the readable minimum.
MIN_CARD_W = 110


@dataclass(frozen=True)
class CardFace:
    """What a card shows; built by a game's view from its content."""

    title: str
    kind: str = ""  # type line: "Character", "Action: base modifier"...
    text: str = ""
    colour: tuple[int, int, int] = (120, 120, 140)
    emblem: str = ""  # one or two letters in the corner badge (decor: the footer names it)
    stats: tuple[tuple[str, str], ...] = field(default=())  # ("power", "5"): the first is drawn big
    image: str = ""  # path under art/, optional
    footer: str = ""  # the faction or set, in words
    # Fewer words for the rules text when the whole of it has no room at the readable size (a
    # Vs. System card's powers by name, timing and cost): read on the card, the zoom has the rest.
    brief: str = ""
    # The type line's fact that names the kind of card ("supporting character"), which the frame and
    # badge say already: a short card that moves the facts it has no room for into its text line
    # leaves this one out.
    kind_name: str = ""


def card_size(width: int) -> tuple[int, int]:
    """A card's size for a width."""
    return width, round(width * CARD_RATIO)


# -- text that fits ---------------------------------------------------------------------------
def wrap_hard(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """`text` wrapped into `width`; a word wider than the line is broken with a hyphen."""
    out: list[str] = []
    for line in dr.wrap(text, f, width):
        while f.size(line)[0] > width and len(line) > 2:
            cut = max((i + 1 for i, ch in enumerate(line[:-1]) if ch == "-" and f.size(line[:i + 1])[0] <= width),
                      default=0)
            if cut > 1:  # a hyphen already in the word is the best place to break it
                out.append(line[:cut])
                line = line[cut:]
                continue
            k = len(line) - 1
            while k > 1 and f.size(line[:k] + "-")[0] > width:
                k -= 1
            if len(line) - k < 3 and k > 4:  # never leave a letter or two alone on the next line
                k = len(line) - 3
            head, line = line[:k], line[k:]
            out.append(head + ("-" if head[-1].isalnum() and line[:1].isalnum() else ""))
        out.append(line)
    return out


def fit_text(text: str, width: int, max_px: int, min_px: int = READ_PX, bold: bool = False,
             condensed: bool = False, max_lines: int = 3, max_h: int | None = None
             ) -> tuple[pygame.font.Font, list[str]]:
    """The largest font from `max_px` down to `min_px` at which `text` wraps into `width` in at
    most `max_lines` lines (and `max_h` pixels) without breaking a word; at `min_px` a word too
    long for the line is broken rather than cut."""
    size = max(min_px, int(max_px))
    while True:
        f = th.font(size, bold, condensed)
        lines = dr.wrap(text, f, width)
        fits = all(f.size(x)[0] <= width for x in lines) and len(lines) <= max_lines and \
            (max_h is None or len(lines) * f.get_linesize() <= max_h)
        if fits or size <= min_px:
            break
        size -= 1
    if not all(f.size(x)[0] <= width for x in lines):
        lines = wrap_hard(text, f, width)
    return f, lines


def draw_lines(surface: pygame.Surface, lines: list[str], f: pygame.font.Font, colour, x: int, y: int, *,
               role: str, align: str = "left", width: int = 0, shadow: bool = False) -> int:
    """Draw wrapped lines from (x, y) (centred in `width` with align="center"); returns the y below."""
    for line in lines:
        if align == "center":
            dr.text(surface, line, f, colour, (x + width // 2, y), anchor="midtop", role=role, shadow=shadow)
        else:
            dr.text(surface, line, f, colour, (x, y), role=role, shadow=shadow)
        y += f.get_linesize()
    return y


# -- a card ---------------------------------------------------------------------------------
@dataclass
class _Plan:
    """Where each part of a card goes, for one size."""

    title_f: pygame.font.Font
    title: list[str]
    band_h: int
    badge_r: int
    kind_f: pygame.font.Font | None
    kind: list[str]
    text_f: pygame.font.Font | None
    text: list[str]
    text_role: str
    art_h: int
    footer_f: pygame.font.Font | None
    height: int
    num_px: int = READ_PX
    badge_low: bool = False
    indent_all: bool = True  # the number beside every line of the name, or beside the first only


def _wrap_first(text: str, f: pygame.font.Font, first: int, rest: int) -> list[str]:
    """`text` wrapped with a narrower first line (beside a badge); words too long are broken."""
    words = text.split()
    lines: list[str] = []
    cur = ""
    for wd in words:
        width = first if not lines else rest
        trial = f"{cur} {wd}".strip()
        if f.size(trial)[0] <= width or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = wd
    if cur:
        lines.append(cur)
    out: list[str] = []
    for i, line in enumerate(lines):  # a word wider than its line is broken there
        width = first if i == 0 and not out else rest
        out += wrap_hard(line, f, width) if f.size(line)[0] > width else [line]
    return out


def _whole_words(text: str, lines: list[str]) -> bool:
    """Whether wrapped `lines` keep every word of `text` whole."""
    return "".join(lines).replace(" ", "") == text.replace(" ", "")


def cut_lines(lines: list[str], keep: int, f: pygame.font.Font, width: int) -> list[str]:
    """The first `keep` lines, the last ending at a whole word with "…" when some were left out."""
    if len(lines) <= keep:
        return lines
    lines = lines[:keep]
    words = lines[-1].split()
    while words and f.size(" ".join(words + ["…"]))[0] > width:
        words.pop()
    lines[-1] = " ".join(words + ["…"])
    return lines


def _first_facts(kind: str, f: pygame.font.Font, width: int, keep: int) -> tuple[list[str], list[str]]:
    """A type line's first facts (" · " between them; a game puts the numbers first), as many as
    wrap into `keep` lines at `width`, whole (no cut), and the facts left out; no lines if not even
    the first fits."""
    parts = kind.split(" · ")
    n = len(parts)
    while keep >= 1 and n:
        lines = dr.wrap(" · ".join(parts[:n]), f, width)
        if len(lines) <= keep:
            return lines, parts[n:]
        n -= 1
    return [], parts


def card_plan(face: CardFace, w: int, h: int, min_px: int = READ_PX) -> _Plan:
    """How a card face is laid out at w x h (what it shows: name, type line, text or brief), for
    a game that chooses between faces by what each would show."""
    return _plan(face, w, h, min_px, False)


def _plan(face: CardFace, w: int, h: int, min_px: int, grow: bool) -> _Plan:
    """Lay a card out in w x h: name, badge, art, type line, rules text, footer."""
    pad = max(3, w // 22)
    inner = w - 2 * pad
    big = face.stats[0][1] if face.stats else ""
    short = min(w, h / CARD_RATIO)  # a short, wide card is laid out as its height allows
    title_px = max(min_px, round(short * 0.1))
    badge_r = 0
    if big:
        badge_r = max(round(min_px * 0.85), round(title_px * 0.8))
    room = inner - pad - (2 * badge_r + pad if big else 0)
    title_f, title = fit_text(face.title, room, title_px, min_px, bold=True, condensed=True, max_lines=3)
    badge_low = False
    if big and not _whole_words(face.title, title):
        # The number beside the name would break a word of it: the number goes down by the type
        # line, when the card is tall enough for that.
        low_f, low_title = fit_text(face.title, inner - pad, title_px, min_px, bold=True, condensed=True,
                                    max_lines=3)
        if grow or pad + len(low_title) * low_f.get_linesize() + pad + 2 * badge_r + 2 <= h - pad:
            badge_low = True
            title_f, title = low_f, low_title
    band_h = max(len(title) * title_f.get_linesize(), 0 if badge_low else 2 * badge_r) + pad
    indent_all = True
    if big and not badge_low and not grow and pad + band_h > h - pad:
        # A short card: a small number on the first line, the name flowing on under it.
        title_f = th.font(min_px, True, True)
        badge_r = (title_f.get_linesize() + 1) // 2
        first = inner - pad - (2 * badge_r + pad)
        title = _wrap_first(face.title, title_f, first, inner - pad)
        indent_all = False
        band_h = len(title) * title_f.get_linesize() + pad
    y = pad + band_h + pad // 2
    kind_px = max(min_px, round(short * 0.075))
    kind_room = inner - (2 * badge_r + pad if badge_low else 0)
    kind_f, kind = (fit_text(face.kind, kind_room, kind_px, min_px, condensed=True, max_lines=2)
                    if face.kind else (None, []))
    kind_h = len(kind) * kind_f.get_linesize() if kind_f else 0
    if kind_f is not None and not grow and y + kind_h > h - pad:
        # No room for the whole type line: its first parts (" · " between facts; a game puts the
        # numbers first) as many as fit, before the rules text takes the room; none at all only if
        # not even the first fits. The zoom shows the whole line.
        kind, _left = _first_facts(face.kind, kind_f, kind_room, (h - pad - y) // kind_f.get_linesize())
        if kind:
            kind_h = len(kind) * kind_f.get_linesize()
        else:
            kind_f, kind_h = None, 0
    if badge_low:
        kind_h = max(kind_h, 2 * badge_r + 2)
    footer_f = th.font(max(min_px, round(short * 0.065)), False, True) if face.footer else None
    if footer_f is not None and footer_f.size(face.footer)[0] > inner:
        footer_f = th.font(min_px, False, True)
        if footer_f.size(face.footer)[0] > inner:
            footer_f = None
    footer_h = footer_f.get_linesize() if footer_f else 0
    text_px = max(min_px, round(short * 0.078))
    box_w = inner - pad
    text_f = th.font(text_px, False, True)
    text = dr.wrap(face.text, text_f, box_w) if face.text else []
    text_h = len(text) * (text_f.get_linesize() + 1) + pad if text else 0
    art_want = round(h * 0.34)
    art_min = round(w * 0.22)
    fixed = y + kind_h + text_h + footer_h + pad + (pad if text else 0)
    if grow:
        art_h = art_want
        height = max(h, fixed + art_h + pad)
        return _Plan(title_f, title, band_h, badge_r, kind_f, kind, text_f, text, "rules", art_h, footer_f, height,
                     max(min_px, round(badge_r * 1.2)), badge_low, indent_all)
    room_left = h - fixed
    if room_left >= art_min:
        art_h = min(art_want, room_left)
    else:
        art_h = 0
        if room_left < 0 and footer_f is not None:  # the footer gives way before the text shrinks
            fixed -= footer_h
            room_left += footer_h
            footer_f = None
    role = "rules"
    avail = h - (fixed - text_h) - art_h - pad
    if room_left < 0 and text and face.brief:
        # The whole text, a little smaller while it stays readable; failing that the brief, as
        # much of it as has room (cut at a line's end with "…": the zoom reads the whole card).
        _size, f, lines, fits = _shrink(face.text, text_px, min_px, box_w, avail, pad, text_f, text)
        if fits:
            text_f, text, room_left = f, lines, 0
        else:
            brief_f = th.font(min_px, False, True)
            brief = dr.wrap(face.brief, brief_f, box_w)
            room = (avail - pad) // (brief_f.get_linesize() + 1)
            if room >= 1:
                text_f, text, room_left = brief_f, cut_lines(brief, room, brief_f, box_w), 0
    if room_left < 0 and text:
        # Rules text with no room at the readable size: drawn small as a preview (the zoom shows it).
        size, text_f, text, _fits = _shrink(face.text, text_px, PREVIEW_MIN_PX, box_w, avail, pad, text_f, text)
        role = "rules" if size >= READ_PX else "preview"
    if face.text and not grow and kind_f is not None and len(kind) > 1 and not badge_low \
            and (role == "preview" or (h - (y + kind_h + footer_h + art_h + pad)) < text_f.get_linesize() + pad):
        # A type line of two lines would leave the text no readable line: its first facts on one line
        # (the numbers first) and what the card does at the readable size (Vs. System's nine-card
        # hand in two rows: Whiplash showed "supporting character" on a second line and nothing of
        # Energy Whips).
        one, left = _first_facts(face.kind, kind_f, kind_room, 1)
        # The facts that no longer fit open the text line (Vs. System's "Flight" before the powers),
        # but for the kind of card, which its frame and badge say already.
        opening = " · ".join(x for x in left if x != face.kind_name)
        brief_f = th.font(min_px, False, True)

        def room(foot: int) -> int:
            return (h - (y + kind_f.get_linesize() + foot + art_h + pad) - pad) // (brief_f.get_linesize() + 1)
        foot = footer_h if footer_f is not None else 0
        lines_left = room(foot) if room(foot) >= 1 else room(0)  # the footer gives way below
        if opening and brief_f.size(opening + " · ")[0] > box_w // 2 and (role != "preview" or lines_left < 2):
            # the facts moved would take the line: the type line stays whole, unless that leaves the
            # text drawn small while a line more is left for it (Vs. System's plot twists in a hand of
            # eight at 1280x720: "needs 1 MCU Heroes face up" on a second type line, Sokovia Accords'
            # text at 7 px)
            one = []
        if one and room(foot) < 1 and room(0) >= 1:
            footer_f, foot = None, 0  # the footer (the team) gives way to the line, as above
        if one and room(foot) >= 1:
            kind, kind_h, footer_h = one, kind_f.get_linesize(), foot
            text_f, role = brief_f, "rules"
            said = " · ".join(x for x in (opening, face.brief or face.text) if x)
            text = cut_lines(dr.wrap(said, brief_f, box_w), room(foot), brief_f, box_w)
    if face.text and (h - (y + kind_h + footer_h + art_h + pad)) < text_f.get_linesize() + pad:
        text, text_f = [], None  # not one line has room: the zoom shows the text
    return _Plan(title_f, title, band_h, badge_r, kind_f, kind, text_f, text, role, art_h, footer_f, h,
                 max(min_px, round(badge_r * 1.2)), badge_low, indent_all)


def _shrink(text: str, start: int, floor: int, width: int, avail: int, pad: int, f: pygame.font.Font,
            lines: list[str]) -> tuple[int, pygame.font.Font, list[str], bool]:
    """`text` wrapped at the largest size under `start`, down to `floor`, whose lines fit `avail`:
    (size, font, lines, True); none does: the smallest tried, False (`start`, `f`, `lines` when
    there is no smaller size to try)."""
    size = start
    while size > floor:
        size -= 1
        f = th.font(size, False, True)
        lines = dr.wrap(text, f, width)
        if len(lines) * (f.get_linesize() + 1) + pad <= avail:
            return size, f, lines, True
    return size, f, lines, False


def draw_card_face(face: CardFace, width: int, height: int | None = None, min_px: int = READ_PX,
                   grow: bool = False) -> pygame.Surface:
    """A card face as a picture. `height` defaults to the card ratio; with `grow` the card gets
    taller until every text fits at `min_px` or more."""
    w = width
    h = height if height is not None else round(width * CARD_RATIO)
    p = _plan(face, w, h, min_px, grow)
    h = p.height
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(4, w // 14)
    pad = max(3, w // 22)
    dark = tuple(max(0, c // 3) for c in face.colour)
    pygame.draw.rect(s, dark, s.get_rect(), border_radius=r)
    pygame.draw.rect(s, face.colour, s.get_rect(), max(2, w // 40), border_radius=r)
    # Name band, with the big number in a circle at its left.
    band = pygame.Rect(pad, pad, w - 2 * pad, p.band_h)
    pygame.draw.rect(s, face.colour, band, border_radius=r // 2)
    x = band.left + pad // 2

    def badge(c: tuple[int, int]) -> None:
        pygame.draw.circle(s, (250, 250, 250), c, p.badge_r)
        pygame.draw.circle(s, dark, c, p.badge_r, max(1, p.badge_r // 7))
        dr.text(s, face.stats[0][1], th.font(p.num_px, True), (20, 20, 20), c, anchor="center", role="number")
    if p.badge_r and not p.badge_low:
        cy = band.top + max(p.badge_r, band.height // 2) if p.indent_all else \
            band.top + (band.height - len(p.title) * p.title_f.get_linesize()) // 2 + p.title_f.get_linesize() // 2
        badge((band.left + p.badge_r + 1, cy))
        x = band.left + 2 * p.badge_r + pad
    ty = band.top + (band.height - len(p.title) * p.title_f.get_linesize()) // 2
    if p.indent_all:
        draw_lines(s, p.title, p.title_f, (255, 255, 255), x, ty, role="name", shadow=True)
    else:
        draw_lines(s, p.title[:1], p.title_f, (255, 255, 255), x, ty, role="name", shadow=True)
        draw_lines(s, p.title[1:], p.title_f, (255, 255, 255), band.left + pad // 2,
                   ty + p.title_f.get_linesize(), role="name", shadow=True)
    y = band.bottom + pad // 2
    # Art: an image from art/ if named, else a pattern from the faction colour.
    if p.art_h:
        art = pygame.Rect(pad, y, w - 2 * pad, p.art_h)
        img = _art(face.image, art.size) if face.image else None
        if img is not None:
            s.blit(img, art)
        else:
            _pattern(s, art, face.colour, face.title)
        if face.emblem and p.footer_f is not None:
            er = max(8, min(w // 10, art.height // 3))
            dr.emblem(s, (art.right - er - 2, art.top + er + 2), er, face.colour, face.emblem,
                      th.font(max(6, er), True))
        y = art.bottom + pad // 2
    kx = pad
    if p.badge_low:
        badge((pad + p.badge_r, y + p.badge_r + 1))
        kx = pad + 2 * p.badge_r + pad
    if p.kind_f is not None:
        ky = draw_lines(s, p.kind, p.kind_f, (230, 230, 236), kx, y, role="label")
        y = max(ky, y + 2 * p.badge_r + 2) if p.badge_low else ky
    elif p.badge_low:
        y += 2 * p.badge_r + 2
    footer_h = p.footer_f.get_linesize() if p.footer_f else 0
    if p.text_f is not None and p.text:
        box = pygame.Rect(pad, y + 2, w - 2 * pad, h - y - 2 - pad - footer_h)
        pygame.draw.rect(s, (242, 238, 228), box, border_radius=r // 2)
        ly = box.top + pad // 2
        for line in p.text:
            if ly + p.text_f.get_linesize() > box.bottom + 1:
                break
            dr.text(s, line, p.text_f, (25, 25, 30), (box.left + pad // 2, ly), role=p.text_role)
            ly += p.text_f.get_linesize() + 1
    if p.footer_f is not None:
        dr.text(s, face.footer, p.footer_f, (220, 220, 230), (w // 2, h - pad // 2), anchor="midbottom", role="label")
    return s


#: A card face at a size the table draws it, kept per face and size (the table's cards are small).
render_card = lru_cache(maxsize=512)(draw_card_face)


def render_zoom(face: CardFace, width: int, notes: tuple[str, ...] = (), min_px: int = ZOOM_PX,
                height: int | None = None) -> pygame.Surface:
    """The hover zoom: the whole card at `min_px` or more (taller when its text needs it), with
    notes about it in play (power now, lasting effects) under it at the same size. Not kept here:
    a zoom is large (about 0.8 MB at 1920x1080), and the game screen keeps the ones its table
    may show (GameScene.hover_tip) until the table changes."""
    card = draw_card_face(face, width, height, min_px, True)
    if not notes:
        return card
    f = th.font(min_px)
    lines = [x for n in notes for x in wrap_hard(n, f, width - 16)]
    h = card.get_height() + 6 + len(lines) * f.get_linesize() + 12
    s = pygame.Surface((width, h), pygame.SRCALPHA)
    audit.blit(s, card, (0, 0))
    panel = pygame.Rect(0, card.get_height() + 4, width, h - card.get_height() - 4)
    dr.panel(s, panel, (12, 16, 28), th.GOLD, radius=6, width=1)
    draw_lines(s, lines, f, th.TEXT, 8, panel.top + 6, role="label")
    return s


@lru_cache(maxsize=64)
def render_back(colour: tuple[int, int, int], width: int, label: str = "") -> pygame.Surface:
    """A card back."""
    w, h = card_size(width)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(4, w // 14)
    pygame.draw.rect(s, (30, 24, 40), s.get_rect(), border_radius=r)
    inner = s.get_rect().inflate(-w // 8, -w // 8)
    pygame.draw.rect(s, colour, inner, max(2, w // 30), border_radius=r)
    for i in range(0, inner.width + inner.height, max(6, w // 8)):
        pygame.draw.line(s, tuple(c // 2 for c in colour), (inner.left + i, inner.top),
                         (inner.left, inner.top + i), 1)
    if label:
        dr.text(s, label, th.font(max(READ_PX, w // 7), True), (255, 255, 255), s.get_rect().center,
                anchor="center", shadow=True, role="label")
    return s


def _art(path: str, size: tuple[int, int]) -> pygame.Surface | None:
    p = Path(path)
    if not p.is_absolute():
        p = th.art_path(path)
    return _load_scaled(str(p), size)


@lru_cache(maxsize=256)
def _load_scaled(path: str, size: tuple[int, int]) -> pygame.Surface | None:
    try:
        img = pygame.image.load(path)
    except (pygame.error, FileNotFoundError):
        return None  # a missing or broken image falls back to the generated art
    return pygame.transform.smoothscale(img.convert_alpha() if pygame.display.get_surface() else img, size)


def _pattern(s: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], seed_text: str) -> None:
    """Generated art: rays and circles in the card's colour, placed by its name."""
    h = sum(ord(c) * (i + 1) for i, c in enumerate(seed_text))
    base = tuple(min(255, c // 2 + 30) for c in colour)
    pygame.draw.rect(s, base, rect)
    cx, cy = rect.left + (h % max(1, rect.width)), rect.top + (h // 7 % max(1, rect.height))
    light = tuple(min(255, c + 60) for c in colour)
    clip = s.get_clip()
    s.set_clip(rect)
    for k in range(12):
        ang = (h % 360 + k * 30) * 3.14159 / 180
        end = (cx + int(400 * pygame.math.Vector2(1, 0).rotate_rad(ang).x),
               cy + int(400 * pygame.math.Vector2(1, 0).rotate_rad(ang).y))
        pygame.draw.line(s, light if k % 2 else colour, (cx, cy), end, max(1, rect.width // 30))
    pygame.draw.circle(s, light, (cx, cy), max(2, rect.height // 4))
    pygame.draw.circle(s, colour, (cx, cy), max(2, rect.height // 4), max(1, rect.width // 40))
    s.set_clip(clip)


def _clear_card_caches() -> None:
    render_card.cache_clear()
    render_back.cache_clear()


audit.on_start(_clear_card_caches)


# -- laying cards out ---------------------------------------------------------------------------
def row_layout(n: int, area: pygame.Rect, max_w: int, gap: int, min_w: int = MIN_CARD_W) -> list[pygame.Rect]:
    """Where `n` cards go in `area`: one row of cards as wide as the room allows (up to `max_w`,
    at the card ratio), or several rows of shorter cards when one row would make them narrower
    than `min_w`. Cards never overlap; the rows are centred."""
    if n <= 0:
        return []
    best: tuple[float, int, int, int] | None = None
    for rows in range(1, max(1, n) + 1):
        per = -(-n // rows)
        w = min(max_w, (area.width - gap * (per - 1)) // per)
        h = raw_h = (area.height - gap * (rows - 1)) // rows
        if w <= 0 or h <= 0:
            break
        if rows == 1:
            w = min(w, max(min_w, round(h * 2.4)))  # a short row gets wide cards, not endlessly wide
        h = min(h, round(w * CARD_RATIO))
        # The size that reads best: wide enough for a name, then as much area as possible.
        score = (min(w, min_w) * 10_000 + min(w * h, 10 ** 9) / 10_000) if h >= min(40, area.height) else -rows
        if best is None or score > best[0]:
            best = (score, rows, w, h)
        if raw_h < 40 or w >= max_w:
            break  # more rows only make the cards shorter
    assert best is not None
    _, rows, w, h = best
    per = -(-n // rows)
    out = []
    total_h = rows * h + (rows - 1) * gap
    y0 = area.bottom - total_h
    for i in range(n):
        row, col = divmod(i, per)
        in_row = min(per, n - row * per)
        x0 = area.centerx - (in_row * w + (in_row - 1) * gap) // 2
        out.append(pygame.Rect(x0 + col * (w + gap), y0 + row * (h + gap), w, h))
    return out


def zoom_picture(face: CardFace, theme: th.Theme, notes: tuple[str, ...] = (), landscape: bool = False,
                 width: int | None = None) -> pygame.Surface:
    """A card for a hover zoom on any screen: whole, every text at 18 px or more (landscape for a
    base or a location), made wider rather than taller than the window when its text is long."""
    w = round((width or max(theme.px(250), 250)) * (1.45 if landscape else 1))
    h = round(w / CARD_RATIO) if landscape else round(w * CARD_RATIO)
    limit = theme.size[1] - 2 * theme.px(8)
    for _ in range(6):
        img = render_zoom(face, w, tuple(notes), height=h)  # wider, not taller: the text reflows
        if img.get_height() <= limit or w >= theme.size[0] * 0.6:
            break
        w = round(w * 1.2)
    return img


@dataclass
class Tok:
    """A piece of a flowing line (`CardTableView.flow`): a word, or a chip (a framed label that
    may be a button with a ref)."""

    text: str
    font: pygame.font.Font
    colour: tuple[int, int, int]
    role: str = "label"
    chip: tuple[int, int, int] | None = None  # chip fill colour
    ref: str | None = None
    space: bool = True  # a space before it (when not at the start of a line)
    border: tuple[int, int, int] | None = None
    newline: bool = False  # starts a new line


def words(text: str, font: pygame.font.Font, colour, role: str = "label", first_space: bool = True) -> list[Tok]:
    """`text` as word tokens (so that a flowing line wraps between its words)."""
    return [Tok(w, font, colour, role, space=first_space or i > 0) for i, w in enumerate(text.split())]


class CardTableView(BoardView):
    """Base for card games: card drawing, hands in rows, deck piles and the card hover zoom."""

    def flow(self, surface: pygame.Surface | None, toks: list[Tok], x0: int, y0: int, width: int,
             marks: Marks | None = None) -> int:
        """Lay tokens left to right, wrapping lines; draw them when `surface` is given (a chip with
        a ref records its region and glows when marked); returns the height used. A word wider
        than the line is broken rather than cut."""
        t = self.theme
        key = None
        if surface is None:  # a measure: layouts try many sizes, and the same lines come back
            memo = self.__dict__.setdefault("_flow_memo", {})
            key = (tuple((tk.text, id(tk.font), tk.chip is not None, tk.space, tk.newline) for tk in toks), width,
                   t.k)
            if key in memo:
                return memo[key]
            if len(memo) > 20_000:
                memo.clear()
        pad = t.px(5)
        line_h = max((tk.font.get_linesize() + (2 * t.px(2) if tk.chip else 0)) for tk in toks) if toks else 0
        x, y = x0, y0
        placed: list[tuple[Tok, int, int, int, list[str]]] = []
        for tk in toks:
            w = tk.font.size(tk.text)[0] + (2 * pad if tk.chip else 0)
            sp = tk.font.size(" ")[0] if tk.space and x > x0 else 0
            if tk.newline and placed:
                x, y = x0, y + line_h
                sp = 0
            elif x > x0 and x + sp + w > x0 + width:
                x, y = x0, y + line_h
                sp = 0
            if w > width:  # a single word (or chip) wider than the line wraps onto lines of its own
                pieces = wrap_hard(tk.text, tk.font, width - (2 * pad if tk.chip else 0))
                if x > x0:
                    x, y = x0, y + line_h
                pw = max(tk.font.size(piece)[0] for piece in pieces) + (2 * pad if tk.chip else 0)
                placed.append((tk, x0, y, pw, pieces))
                y += line_h * (len(pieces) - 1)
                x = x0 + pw
                continue
            placed.append((tk, x + sp, y, w, [tk.text]))
            x += sp + w
        if surface is not None:
            for tk, px, py, w, lines in placed:
                if tk.chip:
                    rect = pygame.Rect(px, py, w, line_h * len(lines) - t.px(1))
                    dr.panel(surface, rect, tk.chip, tk.border or th.LINE, radius=t.px(4))
                    ly = rect.top + (line_h - tk.font.get_linesize()) // 2
                    for line in lines:
                        dr.text(surface, line, tk.font, tk.colour, (rect.centerx, ly), anchor="midtop", role=tk.role)
                        ly += line_h
                    if tk.ref:
                        self.region(rect, tk.ref)
                        hl = self.mark_colour(tk.ref, marks or Marks())
                        if hl:
                            dr.glow(surface, rect, hl, width=t.px(2), radius=t.px(4))
                else:
                    for k, line in enumerate(lines):
                        dr.text(surface, line, tk.font, tk.colour,
                                (px, py + k * line_h + (line_h - tk.font.get_linesize()) // 2), role=tk.role)
        h = (y - y0) + line_h if placed else 0
        if key is not None:
            self._flow_memo[key] = h
        return h

    def face(self, card_id: str) -> CardFace | None:
        """The face of a card instance (override per game)."""
        return None

    def draw_card(self, surface: pygame.Surface, card_id: str, rect: pygame.Rect, marks: Marks,
                  ref: str | None = None, face_up: bool = True) -> None:
        """Draw a card filling `rect`, record its region and its highlight."""
        face = self.face(card_id) if face_up else None
        img = render_card(face, rect.width, rect.height) if face else render_back((90, 90, 120), rect.width)
        audit.blit(surface, img, rect.topleft)
        if ref:
            self.region(rect, ref)
            colour = self.mark_colour(ref, marks)
            if colour:
                dr.glow(surface, rect, colour, width=self.theme.px(3))

    def hand_rects(self, n: int, area: pygame.Rect, card_w: int) -> list[pygame.Rect]:
        """Where `n` hand cards of width up to `card_w` go in `area` (rows, never overlapping)."""
        return row_layout(n, area, card_w, self.theme.px(6))

    def draw_pile(self, surface: pygame.Surface, rect: pygame.Rect, count: int, label: str, marks: Marks,
                  ref: str | None = None, colour=(90, 90, 120)) -> None:
        """A face-down pile with its count."""
        if count:
            for k in range(min(3, count)):
                audit.blit(surface, render_back(colour, rect.width), rect.move(-k * 2, -k * 2).topleft)
        else:
            pygame.draw.rect(surface, th.LINE, rect, 1, border_radius=self.theme.px(6))
        dr.text(surface, f"{label}: {count}", self.theme.font(12, True), th.TEXT,
                (rect.centerx, rect.bottom + self.theme.px(4)), anchor="midtop", role="label")
        if ref:
            self.region(rect, ref)
            c = self.mark_colour(ref, marks)
            if c:
                dr.glow(surface, rect, c, width=self.theme.px(3))

    def zoom_width(self) -> int:
        """How wide the hover zoom draws a card."""
        return max(self.theme.px(250), 250)

    def zoom(self, face: CardFace, notes: tuple[str, ...] = (), landscape: bool = False) -> pygame.Surface:
        """A face drawn for the hover zoom (landscape for a base or a location), made wider
        rather than taller than the window when its text and notes are long."""
        return zoom_picture(face, self.theme, notes, landscape, self.zoom_width())

    def card_tip(self, card_id: str, notes: tuple[str, ...] = ()) -> Tip | None:
        """Hover zoom: the whole card, every text at 18 px or more, with notes under it."""
        face = self.face(card_id)
        if face is None:
            return None
        return Tip(image=self.zoom(face, tuple(notes)))
