"""The hand-over screen between people at one screen: nothing hidden on it, one click to reveal."""

from __future__ import annotations

from typing import Callable

import pygame

from game.ui import draw as dr
from game.ui.scene import Scene


class HandoverScene(Scene):
    """'Pass to <name>': the table stays hidden until the next person clicks."""

    name = "handover"

    def __init__(self, app, seat_name: str, colour, on_reveal: Callable[[], None]) -> None:
        super().__init__(app)
        self.seat_name = seat_name
        self.colour = colour
        self.on_reveal = on_reveal

    def build_ui(self) -> None:
        t = self.app.theme
        w, h = self.app.size
        self.button(pygame.Rect(w // 2 - t.px(150), h // 2 + t.px(60), t.px(300), t.px(52)),
                    f"I am {self.seat_name}: show me", self.reveal, object_id="#primary")

    def reveal(self) -> None:
        """Leave the curtain and show the next seat's view."""
        self.on_reveal()  # first, so that the table beneath rebuilds for the revealed seat
        self.app.scenes.pop()

    def handle_event(self, ev) -> bool:
        if super().handle_event(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.reveal()
            return True
        return False

    def draw(self, surface) -> None:
        t = self.app.theme
        w, h = surface.get_size()
        surface.fill((10, 12, 20))
        band = pygame.Rect(0, h // 2 - t.px(120), w, t.px(150))
        pygame.draw.rect(surface, self.colour, band)
        dr.text(surface, f"Pass to {self.seat_name}", t.font(40, True), (255, 255, 255),
                (w // 2, band.centery - t.px(18)), anchor="center", shadow=True)
        dr.text(surface, "Everyone else, look away. The table appears when the button is clicked.",
                t.font(16), (255, 255, 255), (w // 2, band.centery + t.px(36)), anchor="center")
