"""The base of the card-table views (Smash Up, Vs. System): cards drawn from data.

A card is drawn from a `CardFace` (frame in its faction's colour, emblem,
name, type line, big numbers, rules text, an image from art/ when one is
named), at any size, cached per size. Hands fan along the bottom; decks show
their backs and counts.
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


@dataclass(frozen=True)
class CardFace:
    """What a card shows; built by a game's view from its content."""

    title: str
    kind: str = ""  # type line: "Character", "Action - Modifier"...
    text: str = ""
    colour: tuple[int, int, int] = (120, 120, 140)
    emblem: str = ""  # one or two letters in the corner badge
    stats: tuple[tuple[str, str], ...] = field(default=())  # ("power", "5")
    image: str = ""  # path under art/, optional
    footer: str = ""


def card_size(width: int) -> tuple[int, int]:
    """A card's size for a width."""
    return width, round(width * CARD_RATIO)


@lru_cache(maxsize=512)
def render_card(face: CardFace, width: int) -> pygame.Surface:
    """A card face as a picture (cached per face and width)."""
    w, h = card_size(width)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(4, w // 14)
    dark = tuple(max(0, c // 3) for c in face.colour)
    pygame.draw.rect(s, dark, s.get_rect(), border_radius=r)
    pygame.draw.rect(s, face.colour, s.get_rect(), max(2, w // 40), border_radius=r)
    pad = max(3, w // 18)
    title_f = th.font(max(8, w // 9), True, True)
    small_f = th.font(max(7, w // 13), False, True)
    text_f = th.font(max(7, w // 12), False, True)
    # Title band.
    band = pygame.Rect(pad, pad, w - 2 * pad, title_f.get_linesize() + pad)
    pygame.draw.rect(s, face.colour, band, border_radius=r // 2)
    room = band.width - pad * 2 - w // 5
    size = max(8, w // 9)
    while title_f.size(face.title)[0] > room and size > max(7, w // 14):  # shrink before cutting
        size -= 1
        title_f = th.font(size, True, True)
    title = face.title
    while title_f.size(title)[0] > room and len(title) > 3:
        title = title[:-2] + "…"
    dr.text(s, title, title_f, (255, 255, 255), (band.left + pad, band.centery), anchor="midleft", shadow=True)
    # Art box: an image from art/ if named, else a generated pattern from the faction colour.
    art = pygame.Rect(pad, band.bottom + pad // 2, w - 2 * pad, int(h * 0.36))
    img = _art(face.image, art.size) if face.image else None
    if img is not None:
        s.blit(img, art)
    else:
        _pattern(s, art, face.colour, face.title)
    if face.emblem:
        dr.emblem(s, (art.right - w // 9, art.top + w // 9), w // 10, face.colour, face.emblem, small_f)
    # Stats: the first one big in a circle on the art's left.
    for i, (label, value) in enumerate(face.stats[:3]):
        cx, cy = art.left + w // 9, art.top + w // 9 + i * (w // 4)
        pygame.draw.circle(s, (250, 250, 250), (cx, cy), w // 9)
        pygame.draw.circle(s, face.colour, (cx, cy), w // 9, max(2, w // 50))
        dr.text(s, value, th.font(max(8, w // 8), True), (20, 20, 20), (cx, cy), anchor="center")
    y = art.bottom + pad // 2
    if face.kind:
        dr.text(s, face.kind, small_f, (230, 230, 236), (pad, y))
        y += small_f.get_linesize()
    box = pygame.Rect(pad, y + 2, w - 2 * pad, h - y - pad - (small_f.get_linesize() if face.footer else 0))
    pygame.draw.rect(s, (242, 238, 228), box, border_radius=r // 2)
    inner = box.inflate(-pad, -pad // 2)
    size = max(7, w // 12)
    while size > max(6, w // 22):  # a long text gets a smaller font before it would be cut
        lines = dr.wrap(face.text, text_f, inner.width)
        if len(lines) * (text_f.get_linesize() + 2) <= inner.height:
            break
        size -= 1
        text_f = th.font(size, False, True)
    dr.text_block(s, face.text, text_f, (25, 25, 30), inner)
    if face.footer:
        dr.text(s, face.footer, small_f, (220, 220, 230), (w // 2, h - pad), anchor="midbottom")
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
        dr.text(s, label, th.font(max(8, w // 7), True), (255, 255, 255), s.get_rect().center, anchor="center",
                shadow=True)
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
    pygame.draw.circle(s, light, (cx, cy), rect.height // 4)
    pygame.draw.circle(s, colour, (cx, cy), rect.height // 4, max(1, rect.width // 40))
    s.set_clip(clip)


def _clear_card_caches() -> None:
    render_card.cache_clear()
    render_back.cache_clear()


audit.on_start(_clear_card_caches)


class CardTableView(BoardView):
    """Base for card games: card drawing, hand fans, deck piles and card hover zoom."""

    def face(self, card_id: str) -> CardFace | None:
        """The face of a card instance (override per game)."""
        return None

    def draw_card(self, surface: pygame.Surface, card_id: str, rect: pygame.Rect, marks: Marks,
                  ref: str | None = None, face_up: bool = True) -> None:
        """Draw a card in `rect`, record its region and its highlight."""
        face = self.face(card_id) if face_up else None
        img = render_card(face, rect.width) if face else render_back((90, 90, 120), rect.width)
        audit.blit(surface, img, rect.topleft)
        if ref:
            self.region(rect, ref)
            colour = self.mark_colour(ref, marks)
            if colour:
                dr.glow(surface, rect, colour, width=self.theme.px(3))

    def hand_rects(self, n: int, area: pygame.Rect, card_w: int) -> list[pygame.Rect]:
        """Where `n` hand cards go in `area`, overlapping when they do not fit."""
        w, h = card_size(card_w)
        if n == 0:
            return []
        gap = self.theme.px(8)
        step = min(w + gap, (area.width - w) / max(1, n - 1)) if n > 1 else 0
        total = w + step * (n - 1)
        x0 = area.centerx - total / 2
        return [pygame.Rect(int(x0 + i * step), area.bottom - h, w, h) for i in range(n)]

    def draw_pile(self, surface: pygame.Surface, rect: pygame.Rect, count: int, label: str, marks: Marks,
                  ref: str | None = None, colour=(90, 90, 120)) -> None:
        """A face-down pile with its count."""
        if count:
            for k in range(min(3, count)):
                audit.blit(surface, render_back(colour, rect.width), rect.move(-k * 2, -k * 2).topleft)
        else:
            pygame.draw.rect(surface, th.LINE, rect, 1, border_radius=self.theme.px(6))
        dr.text(surface, f"{label}: {count}", self.theme.font(12, True), th.TEXT,
                (rect.centerx, rect.bottom + self.theme.px(4)), anchor="midtop")
        if ref:
            self.region(rect, ref)
            c = self.mark_colour(ref, marks)
            if c:
                dr.glow(surface, rect, c, width=self.theme.px(3))

    def card_tip(self, card_id: str) -> Tip | None:
        """Hover zoom: the card drawn large."""
        face = self.face(card_id)
        if face is None:
            return None
        return Tip(image=render_card(face, self.theme.px(240)))
