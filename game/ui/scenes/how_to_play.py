"""The "How to play" screen: a game's rules summary over the table, scrolled with the wheel,
the arrows or Page Up/Down, closed with Close or Esc."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.errors import ContentError
from game.core.how_to_play import HowToPlay, read_how_to_play
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.scene import Scene


class HowToPlayScene(Scene):
    """Drawn over whatever screen opened it."""

    name = "how_to_play"
    overlay = True

    def __init__(self, app, how: HowToPlay, accent=th.GOLD) -> None:
        super().__init__(app)
        self.how = how
        self.accent = accent
        self.scroll = 0
        self.max_scroll = 0
        self.box = pygame.Rect(0, 0, 10, 10)

    def build_ui(self) -> None:
        t = self.app.theme
        w, h = self.app.size
        self.box = pygame.Rect(0, 0, min(w - t.px(40), t.px(880)), h - t.px(40))
        self.box.center = (w // 2, h // 2)
        bw, bh = t.px(140), t.px(38)
        self.button(pygame.Rect(self.box.right - bw - t.px(14), self.box.top + t.px(10), bw, bh), "Close",
                    self.app.scenes.pop, object_id="#primary", tooltip="Back to where you were (Esc)")

    def body(self) -> pygame.Rect:
        """The scrolled area of the panel."""
        t = self.app.theme
        return pygame.Rect(self.box.left + t.px(24), self.box.top + t.px(60), self.box.width - t.px(48),
                           self.box.height - t.px(92))  # the foot keeps a line for "more below"

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    def handle_event(self, ev) -> bool:
        if super().handle_event(ev):
            return True
        step = self.app.theme.px(40)
        page = self.body().height - step
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll_by(-ev.y * step)
            return True
        if ev.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                     pygame.K_SPACE: page, pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}
            if ev.key == pygame.K_ESCAPE:
                self.app.scenes.pop()
                return True
            if ev.key in moves:
                self.scroll_by(moves[ev.key])
                return True
        return False

    def draw(self, surface) -> None:
        t = self.app.theme
        dr.dim(surface, 190)
        box = self.box
        dr.panel(surface, box, th.BG_PANEL, self.accent, radius=t.px(12), width=2)
        dr.text(surface, self.how.title, t.font(22, True), self.accent, (box.left + t.px(24), box.top + t.px(16)),
                role="title")
        body = self.body()
        f_head, f_text = t.font(17, True), t.font(15)
        lines: list[tuple[str, pygame.font.Font, tuple[int, int, int], int]] = []
        for heading, text in self.how.sections:
            lines.append((heading, f_head, th.GOLD, t.px(6)))
            for para in text.split("\n"):
                for i, line in enumerate(dr.wrap(para, f_text, body.width)):
                    lines.append((line, f_text, th.TEXT, t.px(2) if i == 0 else 0))
            lines.append(("", f_text, th.TEXT, t.px(8)))
        total = sum(f.get_linesize() + gap for _, f, _, gap in lines)
        self.max_scroll = max(0, total - body.height)
        self.scroll = min(self.scroll, self.max_scroll)
        old_clip = surface.get_clip()
        surface.set_clip(body)
        y = body.top - self.scroll
        for line, f, colour, gap in lines:
            y += gap
            size = f.get_linesize()
            if line and y + size > body.top and y < body.bottom:
                whole = body.top <= y and y + size <= body.bottom  # a line cut by the edge is not for reading
                dr.text(surface, line, f, colour, (body.left, y), role="body" if whole else "decor")
            y += size
        surface.set_clip(old_clip)
        if self.max_scroll:
            track = pygame.Rect(box.right - t.px(12), body.top, t.px(5), body.height)
            pygame.draw.rect(surface, th.LINE, track, border_radius=t.px(2))
            knob_h = max(t.px(24), body.height * body.height // (total or 1))
            knob_y = body.top + (body.height - knob_h) * self.scroll // self.max_scroll
            pygame.draw.rect(surface, self.accent, pygame.Rect(track.left, knob_y, track.width, knob_h),
                             border_radius=t.px(2))
            if self.scroll < self.max_scroll:
                dr.text(surface, "more below: wheel or arrows", t.font(13), th.TEXT_DIM,
                        (box.centerx, box.bottom - t.px(8)), anchor="midbottom", role="label")


def open_how_to_play(app: Any, spec: Any) -> bool:
    """Show a game's rules summary; a missing or broken file gets a one-line message instead."""
    try:
        how = read_how_to_play(spec.id)
    except ContentError as err:
        more = f" (and {len(err.issues) - 1} more)" if len(err.issues) > 1 else ""
        app.toast.show(f"How to play could not be read: {err.issues[0]}{more}", seconds=6)
        return False
    if how is None:
        app.toast.show(f"{spec.title} has no How to play yet.")
        return False
    app.scenes.push(HowToPlayScene(app, how, spec.accent))
    return True
