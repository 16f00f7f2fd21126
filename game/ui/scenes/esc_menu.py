"""The Esc menu in every game: resume, save, save and quit, concede, rematch, settings."""

from __future__ import annotations

import time

import pygame
import pygame_gui

from game.core.errors import SaveError
from game.core.saves import make_save
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.scene import Scene


#: The save name's entry and the eight buttons under it.
ROWS = 9


class EscMenuScene(Scene):
    """Drawn over the table, which stays still beneath it."""

    name = "esc_menu"
    overlay = True

    def __init__(self, app, game_scene) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        self.entry = None
        self.confirm_concede = False

    def build_ui(self) -> None:
        t = self.app.theme
        w, h = self.app.size
        bw, bh, gap, title_h = self.sizes()
        x = w // 2 - bw // 2
        y = (h - (ROWS * (bh + gap))) // 2 + title_h // 2
        g = self.game_scene
        default = g.slot or f"{g.loaded.spec.id} {time.strftime('%m-%d %H%M')}"
        self.entry = self.add(pygame_gui.elements.UITextEntryLine(pygame.Rect(x, y, bw, bh), self.app.manager))
        self.entry.set_text(default)
        self.entry.set_text_length_limit(40)
        y += bh + gap
        items = [("Resume", self.app.scenes.pop, "#primary"), ("Save game", self.save, None),
                 ("Save and quit to menu", self.save_and_quit, None),
                 ("Concede: click twice" if self.confirm_concede else "Concede", self.concede, None),
                 ("Rematch", self.rematch, None), ("How to play", self.how_to_play, None),
                 ("Settings", self.settings, None),
                 ("Quit to menu (autosaved)", self.quit_to_menu, None)]
        for text, action, oid in items:
            can = not (text.startswith("Concede") and (g.match.over or g.viewer is None or g.viewer < 0))
            self.button(pygame.Rect(x, y, bw, bh), text, action, object_id=oid, enabled=can)
            y += bh + gap

    def sizes(self) -> tuple[int, int, int, int]:
        """Button width and height, gap and title height, shrunk to fit short windows."""
        t = self.app.theme
        _, h = self.app.size
        title_h = t.font(22, True).get_linesize() + t.px(16)
        gap = t.px(8)
        bh = min(t.px(42), (h - title_h - t.px(40)) // ROWS - gap)
        return t.px(320), max(bh, t.font(15).get_linesize() + 8), gap, title_h

    def save(self) -> bool:
        """Save to the named slot."""
        g = self.game_scene
        name = (self.entry.get_text() if self.entry else "").strip()
        doc = make_save(g.loaded.spec.id, g.match.to_record(), g.loaded.stamp(), label=name)
        try:
            self.app.saves.write(name, doc)
        except SaveError as err:
            self.app.toast.show(str(err))
            return False
        except OSError as err:
            self.app.toast.show(f"Could not save: {err.strerror}. Nothing was overwritten.")
            return False
        g.slot = name
        self.app.toast.show(f"Saved as '{name}'.", colour=th.GREEN)
        return True

    def save_and_quit(self) -> None:
        """Save, then go to the menu."""
        if self.save():
            self.quit_to_menu()

    def quit_to_menu(self) -> None:
        """Back to the menu; Continue resumes from the autosave."""
        self.app.to_menu()

    def concede(self) -> None:
        """Give up the game for the seat on screen (asks twice)."""
        if not self.confirm_concede:
            self.confirm_concede = True
            self.rebuild()
            return
        g = self.game_scene
        self.app.scenes.pop()
        g.apply({"seat": g.viewer, "concede": True, "picks": []})

    def rematch(self) -> None:
        """A new game with the same seats and options."""
        g = self.game_scene
        self.app.rematch(g.loaded, g.match.setup)

    def how_to_play(self) -> None:
        """The game's rules in short, over the menu."""
        from game.ui.scenes.how_to_play import open_how_to_play
        open_how_to_play(self.app, self.game_scene.loaded.spec)

    def settings(self) -> None:
        """Open the settings over the game."""
        from game.ui.scenes.settings_scene import SettingsScene
        self.app.scenes.push(SettingsScene(self.app))

    def handle_event(self, ev) -> bool:
        if super().handle_event(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        return False

    def draw(self, surface) -> None:
        t = self.app.theme
        w, h = surface.get_size()
        dr.dim(surface, 160)
        bw, bh, gap, title_h = self.sizes()
        inner_h = ROWS * (bh + gap)
        box = pygame.Rect(0, 0, bw + t.px(40), inner_h + title_h + t.px(20))
        box.center = (w // 2, h // 2)
        box.clamp_ip(surface.get_rect())
        dr.panel(surface, box, th.BG_PANEL, th.GOLD, radius=t.px(12), width=2)
        dr.text(surface, "Paused", t.font(22, True), th.GOLD, (box.centerx, box.top + t.px(8)), anchor="midtop",
                shadow=True, role="title")
