"""Widgets every game screen shares: the log panel, toasts, hover tips and the choice prompt."""

from __future__ import annotations

import html
import time
from typing import TYPE_CHECKING, Any, Callable

import pygame
import pygame_gui

from game.ui import audit
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.views.base import Tip

if TYPE_CHECKING:
    from game.ui.controller import ChoiceController
    from game.ui.scene import Scene


class LogPanel:
    """The scrolling game log (a pygame_gui text box), filtered for one seat."""

    def __init__(self, scene: "Scene", rect: pygame.Rect) -> None:
        self.box = scene.add(pygame_gui.elements.UITextBox("", rect, scene.app.manager))
        self.count = 0

    def set_events(self, events: list[dict[str, Any]]) -> None:
        """Show exactly these events (after a hand-over or an undo)."""
        self.box.set_text(_lines(events[-300:]))
        self.count = len(events)
        self._scroll_end()

    def add_events(self, events: list[dict[str, Any]]) -> None:
        """Append events to the end."""
        text = _lines(events)
        if text:
            self.box.append_html_text(("<br>" if self.count else "") + text)
            self.count += len(events)
            self._scroll_end()

    def _scroll_end(self) -> None:
        bar = getattr(self.box, "scroll_bar", None)
        if bar is not None:
            bar.set_scroll_from_start_percentage(1.0)


def _lines(events: list[dict[str, Any]]) -> str:
    out = []
    for e in events:
        t = html.escape(e.get("text", ""))
        if not t:
            continue
        kind = e.get("kind")
        if kind == "game_over":
            t = f"<b>{t}</b>"
        elif kind in ("turn", "round", "phase"):
            t = f"<font color=#FFCC40>{t}</font>"
        elif kind in ("roll", "shuffle"):
            t = f"<font color=#9FC3FF>{t}</font>"
        elif "private" in e or kind == "undo":
            t = f"<i>{t}</i>"
        out.append(t)
    return "<br>".join(out)


class Toast:
    """A short message at the bottom of the screen: a refusal's reason, a notice."""

    def __init__(self) -> None:
        self.text = ""
        self.until = 0.0
        self.colour = th.REFUSED

    def show(self, text: str, seconds: float = 3.5, colour=th.REFUSED) -> None:
        """Show `text` for a while."""
        self.text, self.until, self.colour = text, time.monotonic() + seconds, colour

    @property
    def visible(self) -> bool:
        """Whether a message is showing."""
        return bool(self.text) and time.monotonic() < self.until

    def draw(self, surface: pygame.Surface, theme: th.Theme, top: int | None = None) -> None:
        """Draw the message centred near the top, where it covers no hand and no button."""
        if not self.visible:
            return
        f = theme.font(15, True)
        w = min(surface.get_width() - theme.px(40), f.size(self.text)[0] + theme.px(40))
        lines = dr.wrap(self.text, f, w - theme.px(30))
        h = len(lines) * f.get_linesize() + theme.px(16)
        y = top if top is not None else theme.px(54)
        rect = pygame.Rect((surface.get_width() - w) // 2, y, w, h)
        dr.panel(surface, rect, (40, 16, 20), self.colour, radius=theme.px(8), width=2, alpha=235)
        for i, line in enumerate(lines):
            dr.text(surface, line, f, th.TEXT, (rect.centerx, rect.top + theme.px(8) + i * f.get_linesize()),
                    anchor="midtop")


def draw_tip(surface: pygame.Surface, tip: Tip, pos: tuple[int, int], theme: th.Theme) -> None:
    """Hover zoom or help text next to the mouse (a picture with notes under it), kept on screen."""
    if tip.image is not None and tip.text:
        notes = _text_tip(Tip(tip.title, tip.text), theme, tip.image.get_width())
        img = pygame.Surface((tip.image.get_width(), tip.image.get_height() + notes.get_height() + 2), pygame.SRCALPHA)
        audit.blit(img, tip.image, (0, 0))
        audit.blit(img, notes, (0, tip.image.get_height() + 2))
        rect = img.get_rect()
    elif tip.image is not None:
        img = tip.image
        rect = img.get_rect()
    else:
        img = _text_tip(tip, theme, theme.px(300))
        rect = img.get_rect()
    gap = theme.px(18)
    rect.topleft = (pos[0] + gap, pos[1] + gap)
    sw, sh = surface.get_size()
    if rect.right > sw:
        rect.right = pos[0] - gap
    if rect.bottom > sh:
        rect.bottom = sh - 4
    rect.left = max(4, rect.left)
    rect.top = max(4, rect.top)
    audit.blit(surface, img, rect, kind="tip")


def _text_tip(tip: Tip, theme: th.Theme, width: int) -> pygame.Surface:
    """A panel with a title and wrapped text."""
    f, fb = theme.font(13), theme.font(14, True)
    lines = dr.wrap(tip.text, f, width - theme.px(16)) if tip.text else []
    h = theme.px(10) + (fb.get_linesize() if tip.title else 0) + len(lines) * f.get_linesize() + theme.px(8)
    img = pygame.Surface((width, h), pygame.SRCALPHA)
    dr.panel(img, img.get_rect(), (12, 16, 28), th.GOLD, radius=theme.px(6), width=1, alpha=240)
    y = theme.px(6)
    if tip.title:
        dr.text(img, tip.title, fb, th.GOLD, (theme.px(8), y))
        y += fb.get_linesize()
    for line in lines:
        dr.text(img, line, f, th.TEXT, (theme.px(8), y))
        y += f.get_linesize()
    return img


class ChoicePrompt:
    """The decision prompt: what is being asked, and buttons for what cannot be clicked on the board."""

    def __init__(self, scene: "Scene", rect: pygame.Rect) -> None:
        self.scene = scene
        self.rect = rect
        self._elements: list[Any] = []

    def clear(self) -> None:
        """Remove the prompt's widgets."""
        for e in self._elements:
            self.scene.remove(e)
        self._elements.clear()

    def show(self, title: str, ctrl: "ChoiceController | None", all_as_buttons: bool,
             on_press: Callable[[str], None], on_done: Callable[[], None], on_clear: Callable[[], None]) -> None:
        """Rebuild the prompt for the controller's current state."""
        self.clear()
        scene, t = self.scene, self.scene.app.theme
        m = scene.app.manager
        r = self.rect
        pad = t.px(6)
        box = pygame_gui.elements.UITextBox(html.escape(title), pygame.Rect(r.left, r.top, r.width, t.px(58)), m)
        box._audit_role = "prompt"
        self._keep(box)
        if ctrl is None:
            return
        if all_as_buttons and not ctrl.multi:
            options = ctrl.candidates()
        elif all_as_buttons:
            options = ctrl.options
        else:
            options = ctrl.buttons()
        picked = set(ctrl.picked)
        y = r.top + t.px(58) + pad
        bottom_buttons = 1 if (ctrl.multi or ctrl.has_selection) else 0
        area_h = r.bottom - y - bottom_buttons * (t.px(34) + pad)
        bh = t.px(32)
        container = pygame_gui.elements.UIScrollingContainer(pygame.Rect(r.left, y, r.width, area_h), m,
                                                             allow_scroll_x=False)
        self._keep(container)
        inner_w = r.width - t.px(20)
        for i, o in enumerate(options):
            mark = "[x] " if o["id"] in picked else ("[ ] " if ctrl.multi else "")
            shown = _fit(mark + o["label"], t, inner_w)
            b = pygame_gui.elements.UIButton(pygame.Rect(0, i * (bh + pad), inner_w, bh), shown, m,
                                             container=container,
                                             tool_tip_text=o["label"] if shown.endswith("…") else None)
            self._keep(b, lambda oid=o["id"]: on_press(oid))
        container.set_scrollable_area_dimensions((inner_w, max(area_h - 4, len(options) * (bh + pad))))
        if bottom_buttons:
            yb = r.bottom - t.px(34)
            half = (r.width - pad) // 2
            if ctrl.multi:
                d = ctrl.decision
                want = d["min"] if d["min"] == d["max"] else f"{d['min']}-{d['max']}"
                done = pygame_gui.elements.UIButton(pygame.Rect(r.left, yb, half, t.px(34)),
                                                    f"Done ({len(picked)}/{want})", m, object_id="#primary")
                if not ctrl.can_finish():
                    done.disable()
                self._keep(done, on_done)
            clear = pygame_gui.elements.UIButton(pygame.Rect(r.left + (half + pad if ctrl.multi else 0), yb,
                                                             half if ctrl.multi else r.width, t.px(34)),
                                                 "Clear selection", m)
            self._keep(clear, on_clear)

    def _keep(self, e: Any, action: Callable[[], None] | None = None) -> None:
        self._elements.append(e)
        self.scene.add(e, action)


def _fit(label: str, t: th.Theme, width: int) -> str:
    f = t.font(15, True)
    if f.size(label)[0] <= width - t.px(16):
        return label
    while len(label) > 4 and f.size(label + "…")[0] > width - t.px(16):
        label = label[:-1]
    return label + "…"
