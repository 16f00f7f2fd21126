"""Small drawing helpers shared by every view: wrapped text, panels, badges.

Every text goes through `text` or `text_block`, which tell the text audit
(audit.py) what was drawn, at what size and whether it was cut.
"""

from __future__ import annotations

import pygame

from game.ui import audit
from game.ui import theme as th


#: Rendered lines and wrapped paragraphs kept for reuse: a screen draws the same texts every
#: frame, and rendering and measuring them was most of a frame's cost. Keyed by the font object
#: itself (fonts are cached for the app's life, so a key never outlives its font unnoticed).
_IMAGES: dict[tuple, pygame.Surface] = {}
_WRAPS: dict[tuple, list[str]] = {}
_CACHE_MAX = 6000


def clear_cache() -> None:
    """Forget rendered texts (fonts were reopened, or pygame restarted)."""
    _IMAGES.clear()
    _WRAPS.clear()


def render(s: str, f: pygame.font.Font, colour) -> pygame.Surface:
    """`s` rendered in `f` and `colour`, from the cache when drawn before. Callers must not draw
    on the picture they get (it is shared)."""
    key = (s, f, tuple(colour))
    img = _IMAGES.get(key)
    if img is None:
        if len(_IMAGES) >= _CACHE_MAX:
            _IMAGES.clear()
        img = _IMAGES[key] = f.render(s, True, colour)
    return img


def wrap(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """`text` broken into lines no wider than `width` (explicit newlines kept)."""
    key = (text, f, width)
    got = _WRAPS.get(key)
    if got is None:
        if len(_WRAPS) >= _CACHE_MAX:
            _WRAPS.clear()
        got = _WRAPS[key] = _wrap(text, f, width)
    return list(got)


def _wrap(text: str, f: pygame.font.Font, width: int) -> list[str]:
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        cur = ""
        for w in words:
            trial = f"{cur} {w}".strip()
            if f.size(trial)[0] <= width or not cur:
                cur = trial
            else:
                lines.append(cur)
                cur = w
        lines.append(cur)
    return lines


def fit(s: str, f: pygame.font.Font, width: int) -> str:
    """`s` cut with "…" to fit `width` (whole when it fits)."""
    key = ("fit", s, f, width)
    got = _WRAPS.get(key)
    if got is None:
        if len(_WRAPS) >= _CACHE_MAX:
            _WRAPS.clear()
        got = _WRAPS[key] = _fit(s, f, width)
    return got


def _fit(s: str, f: pygame.font.Font, width: int) -> str:
    if f.size(s)[0] <= width:
        return s
    while len(s) > 1 and f.size(s + "…")[0] > width:
        s = s[:-1]
    return s.rstrip() + "…"


def text(surface: pygame.Surface, s: str, f: pygame.font.Font, colour, pos, *, anchor: str = "topleft",
         shadow: bool = False, role: str = "label", full: str | None = None) -> pygame.Rect:
    """Draw one line of text; returns its rectangle. `full` is the whole text when `s` is a cut of it."""
    img = render(s, f, colour)
    rect = img.get_rect(**{anchor: pos})
    if shadow:
        surface.blit(render(s, f, (0, 0, 0)), rect.move(1, 1))
    surface.blit(img, rect)
    if audit.on():
        audit.note(surface, full if full is not None else s, s, font_px(f), rect, role)
    return rect


def font_px(f: pygame.font.Font) -> int:
    """The pixel size a font was opened at (what the text audit calls px)."""
    return f.point_size


def text_block(surface: pygame.Surface, s: str, f: pygame.font.Font, colour, rect: pygame.Rect,
               line_gap: int = 2, max_lines: int | None = None, role: str = "rules") -> int:
    """Draw wrapped text inside `rect`; returns the height used."""
    y = rect.top
    lines = wrap(s, f, rect.width)
    cut = False
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1].rstrip(".") + "…"
        cut = True
    for line in lines:
        if y + f.get_linesize() > rect.bottom + 1:
            cut = True
            break
        img = render(line, f, colour)
        surface.blit(img, (rect.left, y))
        if audit.on():
            audit.note(surface, line, line, font_px(f), pygame.Rect(rect.left, y, img.get_width(),
                                                                     img.get_height()), role)
        y += f.get_linesize() + line_gap
    if cut and audit.on():
        if y == rect.top:  # not one line had room
            audit.note(surface, s, "", font_px(f), pygame.Rect(rect.left, rect.top, 0, 0), role)
        else:
            _mark_cut(surface, s)
    return y - rect.top


def _mark_cut(surface: pygame.Surface, whole: str) -> None:
    """The last text noted on `surface` ends a block that did not fit: record it as cut."""
    notes = audit._texts if audit._is_screen(surface) else audit._notes.get(surface)
    if notes:
        notes[-1]["cut"] = True
        notes[-1]["text"] = whole  # the full text of the block, of which this line ends what was shown


def panel(surface: pygame.Surface, rect: pygame.Rect, colour=th.BG_PANEL, border=th.LINE, radius: int = 8,
          width: int = 1, alpha: int | None = None) -> None:
    """A rounded panel, optionally translucent."""
    if alpha is not None:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect.topleft)
    else:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if width:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)
    if audit.on() and (alpha is None or alpha > 200):
        audit.cover(surface, rect)


def glow(surface: pygame.Surface, rect: pygame.Rect, colour, width: int = 3, radius: int = 8) -> None:
    """An outline that marks a highlighted thing."""
    pygame.draw.rect(surface, colour, rect.inflate(width * 2, width * 2), width, border_radius=radius + width)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (under overlays)."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((5, 8, 16, alpha))
    surface.blit(shade, (0, 0))
    if audit.on():  # what lies under a dimmed overlay is not there to be read
        audit.cover(surface, surface.get_rect(), "dim")


def emblem(surface: pygame.Surface, center, radius: int, colour, letter: str, f: pygame.font.Font) -> None:
    """A round emblem with a letter: faction, army or seat marks drawn from data (the
    letter is decor: the name it stands for is written beside it)."""
    pygame.draw.circle(surface, colour, center, radius)
    pygame.draw.circle(surface, (255, 255, 255), center, radius, max(1, radius // 8))
    text(surface, letter, f, (255, 255, 255), center, anchor="center", role="decor")
