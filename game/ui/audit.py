"""The text audit: every text the app draws, with its size, place and whether it was cut.

Off by default (drawing then costs one flag test per text). When on, the drawing
helpers report each text: onto the screen it is recorded at once; onto an
off-screen picture (a card drawn once and cached) it is kept with that picture,
and `blit` carries it to wherever the picture is drawn. Pictures and panels drawn
later cover what lies beneath: a text wholly covered is marked ``hidden``, one
partly covered counts as ``cut`` (a player sees only part of it). pygame_gui
widgets are read from the UI manager after they are drawn.

`report()` gives the document `screenshot --text-audit` writes::

    {"screen": ..., "size": [w, h], "scale": s,
     "texts": [{"text", "shown", "px", "rect": [x, y, w, h], "cut", "role", "hidden"?}]}

Roles: "name" (card, base, figure and seat names), "title", "rules", "preview"
(rules text drawn small where hovering shows it whole), "number", "label",
"button", "prompt", "log", "tip", "decor" (a letter in an emblem explained beside it).
"""

from __future__ import annotations

import weakref
from typing import Any, Callable, Iterable

import pygame

#: Roles whose text a player must read at 13 px or more.
READ_ROLES_EXEMPT = ("decor", "preview", "icon", "badge")
MIN_PX = 13
ZOOM_MIN_PX = 18

_on = False
_texts: list[dict[str, Any]] = []
_covers: list[tuple[int, pygame.Rect, str]] = []  # (sequence, rect, kind) drawn on the screen
_notes: "weakref.WeakKeyDictionary[pygame.Surface, list[dict[str, Any]]]" = weakref.WeakKeyDictionary()
_seq = 0
_cache_clearers: list[Callable[[], None]] = []


def on() -> bool:
    """Whether texts are being recorded."""
    return _on


def start() -> None:
    """Record from now on (cached pictures are dropped so that their texts are seen again)."""
    global _on, _seq
    _on = True
    _seq = 0
    _texts.clear()
    _covers.clear()
    _notes.clear()
    for clear in _cache_clearers:
        clear()


def stop() -> None:
    """Stop recording."""
    global _on
    _on = False


def new_frame() -> None:
    """Forget the texts of the last frame (the screen is drawn again from nothing)."""
    global _seq
    _texts.clear()
    _covers.clear()
    _seq = 0


def position() -> tuple[int, int, int]:
    """Where the recording of this frame stands, for `rewind`."""
    return len(_texts), len(_covers), _seq


def rewind(at: tuple[int, int, int]) -> None:
    """Forget what was recorded since `position()` gave `at`: that part of the frame is drawn again."""
    global _seq
    del _texts[at[0]:]
    del _covers[at[1]:]
    _seq = at[2]


def on_start(clear: Callable[[], None]) -> None:
    """Register a cache to empty when an audit starts."""
    _cache_clearers.append(clear)


def _is_screen(surface: pygame.Surface) -> bool:
    return surface is pygame.display.get_surface()


def _next() -> int:
    global _seq
    _seq += 1
    return _seq


def note(surface: pygame.Surface, full: str, shown: str, px: int, rect: pygame.Rect, role: str) -> None:
    """A text drawn on `surface`: `full` is what it says, `shown` what was drawn of it."""
    if not _on or not (full or shown).strip():
        return
    clip = surface.get_clip()
    seen = rect.clip(clip)
    cut = shown != full or shown.endswith("…") or seen.size != rect.size
    entry = {"text": full, "shown": shown, "px": int(px), "rect": [rect.x, rect.y, rect.w, rect.h],
             "cut": bool(cut), "role": role}
    if _is_screen(surface):
        entry["seq"] = _next()
        _texts.append(entry)
    else:
        _notes.setdefault(surface, []).append(entry)


def cover(surface: pygame.Surface, rect: pygame.Rect, kind: str = "panel") -> None:
    """Something opaque drawn over `rect` of `surface` (a picture, a panel, a tooltip)."""
    if _on and _is_screen(surface):
        _covers.append((_next(), pygame.Rect(rect), kind))


def blit(dest: pygame.Surface, src: pygame.Surface, pos: Any, *, kind: str = "picture",
         opaque: bool = True, flags: int = 0) -> pygame.Rect:
    """`dest.blit(src, pos)` that carries the texts drawn on `src` along."""
    r = dest.blit(src, pos, special_flags=flags)
    if not _on:
        return r
    at = pygame.Rect((pos[0], pos[1]), src.get_size())
    if opaque:
        cover(dest, r, kind)
    carried = _notes.get(src)
    if carried:
        for e in carried:
            x, y, w, h = e["rect"]
            moved = pygame.Rect(x + at.x, y + at.y, w, h)
            note(dest, e["text"], e["shown"], e["px"], moved, e["role"])
            last = _texts[-1] if _is_screen(dest) else _notes[dest][-1]
            if e["cut"]:  # cut on the picture stays cut
                last["cut"] = True
            if kind == "tip" or e.get("in_tip"):
                last["in_tip"] = True
    return r


def mark() -> tuple[int, int]:
    """Where the screen's record stands now (see `since`)."""
    return len(_texts), len(_covers)


def since(at: tuple[int, int]) -> list[tuple[str, Any]]:
    """What was recorded on the screen since `mark()` gave `at`, in drawing order: the texts
    and covers of a layer that is kept as a picture, to `replay` when the picture is drawn."""
    if not _on:
        return []
    texts = [("text", e) for e in _texts[at[0]:]]
    covers = [("cover", c) for c in _covers[at[1]:]]
    return sorted(texts + covers, key=lambda item: item[1]["seq"] if item[0] == "text" else item[1][0])


def replay(recorded: list[tuple[str, Any]]) -> None:
    """Record again what `since` returned, as drawn now (a kept picture drawn once more)."""
    if not _on:
        return
    for kind, item in recorded:
        if kind == "text":
            _texts.append({**item, "seq": _next()})
        else:
            _covers.append((_next(), pygame.Rect(item[1]), item[2]))


def copied(src: pygame.Surface, out: pygame.Surface) -> pygame.Surface:
    """`out`, a copy of `src` (converted, premultiplied), carries `src`'s texts."""
    if _on and src in _notes and out is not src:
        _notes[out] = [dict(e) for e in _notes[src]]
    return out


def scaled(src: pygame.Surface, out: pygame.Surface) -> pygame.Surface:
    """`out`, a resized copy of `src`, carries `src`'s texts resized."""
    if _on and src in _notes:
        fx, fy = out.get_width() / max(1, src.get_width()), out.get_height() / max(1, src.get_height())
        _notes[out] = [{**e, "px": int(e["px"] * fy),
                        "rect": [round(e["rect"][0] * fx), round(e["rect"][1] * fy),
                                 round(e["rect"][2] * fx), round(e["rect"][3] * fy)]} for e in _notes[src]]
    return out


# -- pygame_gui widgets ---------------------------------------------------------------
def gui(manager: Any) -> None:
    """Record the texts of every visible pygame_gui widget (call after drawing them)."""
    if not _on:
        return
    screen = pygame.display.get_surface()
    for el in manager.get_sprite_group().sprites():
        if not getattr(el, "visible", True) or not el.alive():
            continue
        rect = _visible_rect(el)
        if rect is None:
            continue
        name = type(el).__name__
        if name in ("UIButton", "UILabel", "UITextEntryLine"):
            cover(screen, rect, "widget")
            _gui_line(el, rect, "button" if name == "UIButton" else "label")
        elif name == "UITextBox":
            cover(screen, rect, "widget")
            _gui_box(el, rect)
        elif name in ("UIPanel", "UIScrollingContainer", "UIWindow", "UISelectionList", "UITooltip"):
            if getattr(el, "image", None) is not None and name != "UIScrollingContainer":
                cover(screen, rect, "tip" if name == "UITooltip" else "widget")


def _visible_rect(el: Any) -> pygame.Rect | None:
    rect = pygame.Rect(el.rect)
    c = getattr(el, "ui_container", None)
    seen = 0
    while c is not None and seen < 10:
        clip = c.get_rect() if hasattr(c, "get_rect") else None
        if clip is not None:
            rect = rect.clip(clip)
            if rect.width <= 0 or rect.height <= 0:
                return None
        parent = getattr(c, "ui_container", None)
        c = parent if parent is not c else None
        seen += 1
    return rect


def _font_px(el: Any) -> int:
    f = getattr(el, "font", None)
    if f is None:
        return 0
    try:
        return int(f.get_point_size())
    except Exception:  # noqa: BLE001 - a font wrapper without sizes
        return 0


def _gui_line(el: Any, rect: pygame.Rect, role: str) -> None:
    text = getattr(el, "text", "") or ""
    if role == "label" and not text:
        return
    if not text:
        text = ""
    if type(el).__name__ == "UITextEntryLine":
        text = el.get_text() or ""
        role = "entry"
    if not text.strip():
        return
    f = getattr(el, "font", None)
    w, h = f.size(text) if f is not None else (rect.w, rect.h)
    inner = pygame.Rect(el.rect).inflate(-8, -4)
    shown_w = min(w, inner.w)
    tr = pygame.Rect(0, 0, shown_w, min(h, rect.h))
    tr.center = el.rect.center
    if role == "label":
        tr.left = el.rect.left + 2
    tr = tr.clip(rect)
    screen = pygame.display.get_surface()
    e = {"text": text, "shown": text, "px": _font_px(el), "rect": [tr.x, tr.y, tr.w, tr.h],
         "cut": w > inner.w or tr.w < shown_w, "role": role, "seq": _next()}
    _texts.append(e)
    del screen


def _gui_box(el: Any, rect: pygame.Rect) -> None:
    layout = getattr(el, "text_box_layout", None)
    if layout is None:
        return
    wrap = pygame.Rect(getattr(el, "text_wrap_rect", el.rect))
    bar = getattr(el, "scroll_bar", None)
    dy = int(bar.start_percentage * layout.layout_rect.height) if bar is not None else 0
    role = "log" if getattr(el, "_audit_role", None) is None else el._audit_role
    for row in layout.layout_rows:
        words = []
        px = 0
        for item in row.items:
            t = getattr(item, "text", None)
            if t:
                words.append(t)
                f = getattr(item, "font", None)
                if f is not None:
                    try:
                        px = max(px, int(f.get_point_size()))
                    except Exception:  # noqa: BLE001
                        pass
        text = "".join(words).strip()
        if not text:
            continue
        r = pygame.Rect(wrap.x + row.x, wrap.y + row.y - dy, row.w, row.h)
        seen = r.clip(rect)
        if seen.h <= 0:
            continue  # scrolled out of the box
        if seen.h < r.h * 0.6:
            continue  # a row half scrolled out at the edge of a scrolling log
        _texts.append({"text": text, "shown": text, "px": px, "rect": [seen.x, seen.y, seen.w, seen.h],
                       "cut": False, "role": role, "seq": _next()})


# -- the report ---------------------------------------------------------------------------
def report(screen: str = "", scale: float = 1.0) -> dict[str, Any]:
    """The audit document for what has been drawn since the last frame began."""
    surf = pygame.display.get_surface()
    size = list(surf.get_size()) if surf is not None else [0, 0]
    out = []
    for e in _texts:
        r = pygame.Rect(e["rect"])
        later = [(c, k) for s, c, k in _covers if s > e["seq"] and c.colliderect(r)]
        entry = {k: v for k, v in e.items() if k != "seq"}
        if later:
            covered = _covered_fraction(r, [c for c, _ in later])
            if covered >= 0.999:
                entry["hidden"] = True
            elif covered > 0.0:
                if any(k == "tip" for _, k in later):
                    entry["under_tip"] = True
                else:
                    entry["cut"] = True
                    entry["covered"] = round(covered, 2)
        out.append(entry)
    return {"screen": screen, "size": size, "scale": scale, "texts": out}


def _covered_fraction(r: pygame.Rect, covers: list[pygame.Rect]) -> float:
    """How much of `r` the rectangles cover, sampled on a grid (texts are small)."""
    n = 0
    hit = 0
    for i in range(5):
        for j in range(3):
            p = (r.x + (2 * i + 1) * r.w // 10, r.y + (2 * j + 1) * r.h // 6)
            n += 1
            if any(c.collidepoint(p) for c in covers):
                hit += 1
    return hit / n


# -- the rules of readability ---------------------------------------------------------------
def visible(texts: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Texts a player can see (not wholly covered, not blank, not under a hover tip)."""
    return [t for t in texts if not t.get("hidden") and not t.get("under_tip") and str(t["text"]).strip()]


def problems(doc: dict[str, Any], *, min_px: int = MIN_PX) -> list[str]:
    """Every break of the readability rules in an audit document, as sentences."""
    texts = visible(doc["texts"])
    out = []
    for t in texts:
        if t["px"] < min_px and t["role"] not in READ_ROLES_EXEMPT:
            out.append(f"{t['role']} {t['text']!r:.60} is {t['px']} px (under {min_px})")
        if t["cut"] and t["role"] in ("name", "title", "button", "prompt", "number", "label", "entry", "tip"):
            out.append(f"{t['role']} {t['text']!r:.60} is cut (shown {t['shown']!r:.40})")
    rects = [(pygame.Rect(t["rect"]), t) for t in texts if t["rect"][2] > 0 and t["rect"][3] > 0]
    for i, (a, ta) in enumerate(rects):
        for b, tb in rects[i + 1:]:
            if a.colliderect(b):
                inter = a.clip(b)
                if inter.w > 2 and inter.h > 3:  # line boxes include spacing: touching is not overlapping
                    out.append(f"{ta['role']} {ta['text']!r:.40} overlaps {tb['role']} {tb['text']!r:.40}")
    return out
