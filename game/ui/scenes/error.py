"""The error screen: content errors and bugs shown as text, with a way back to the menu."""

from __future__ import annotations

import html

import pygame
import pygame_gui

from game.ui import draw as dr
from game.ui import theme as th
from game.ui.scene import Scene


class ErrorScene(Scene):
    """Shows a title and lines of problems; Back returns to where the player was."""

    name = "error"

    def __init__(self, app, title: str, lines: list[str]) -> None:
        super().__init__(app)
        self.title = title
        self.lines = lines

    def build_ui(self) -> None:
        t = self.app.theme
        w, h = self.app.size
        body = "<br>".join(html.escape(x) for x in self.lines)
        self.add(pygame_gui.elements.UITextBox(body, pygame.Rect(t.px(40), t.px(110), w - t.px(80),
                                                                  h - t.px(200)), self.app.manager))
        self.button(pygame.Rect(w // 2 - t.px(110), h - t.px(70), t.px(220), t.px(44)), "Back to the menu",
                    self.back, object_id="#primary")

    def back(self) -> None:
        """Leave the error screen for the menu."""
        self.app.to_menu()

    def handle_event(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.back()
            return True
        return super().handle_event(ev)

    def draw(self, surface) -> None:
        t = self.app.theme
        dr.text(surface, self.title, t.font(28, True), th.REFUSED, (t.px(40), t.px(40)))
