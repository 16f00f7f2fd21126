"""Settings: UI scale, full screen, computer pacing, response privacy, mods on and off."""

from __future__ import annotations

import pygame
import pygame_gui

from game import catalog
from game.settings import PACING
from game.ui.scene import Page

SCALES = ["0.75", "0.9", "1.0", "1.1", "1.25", "1.5", "1.75", "2.0"]
PRIVACY = {"strict": "Strict: ask everyone", "relaxed": "Relaxed: ask only who can answer"}


class SettingsScene(Page):
    """Change settings; they are saved at once."""

    name = "settings"
    title = "Settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self._dropdowns: dict = {}
        self.mods, self.mod_issues = catalog.find_mods()

    def build_ui(self) -> None:
        t = self.app.theme
        m = self.app.manager
        w, h = self.app.size
        s = self.app.settings
        x, y = t.px(60), t.px(110)
        lw, cw = t.px(260), t.px(300)
        self._dropdowns = {}

        def row(label: str, options: list[str], current: str, key: str) -> None:
            nonlocal y
            self.label(pygame.Rect(x, y, lw, t.px(36)), label)
            d = self.add(pygame_gui.elements.UIDropDownMenu(options, current, pygame.Rect(x + lw, y, cw, t.px(36)), m))
            self._dropdowns[d] = key
            y += t.px(48)

        scale = min(SCALES, key=lambda v: abs(float(v) - s.ui_scale))
        row("UI scale", SCALES, scale, "ui_scale")
        row("Computer moves", list(PACING), s.pacing, "pacing")
        row("Smash Up response windows", list(PRIVACY.values()), PRIVACY[s.response_privacy], "response_privacy")
        self.label(pygame.Rect(x, y, lw, t.px(36)), "Full screen (F11)")
        self.button(pygame.Rect(x + lw, y, cw, t.px(36)), "On" if s.fullscreen else "Off", self.toggle_fullscreen)
        y += t.px(60)
        self.label(pygame.Rect(x, y, t.px(500), t.px(30)), "Mods", object_id="#heading")
        y += t.px(38)
        if not self.mods:
            self.label(pygame.Rect(x, y, t.px(700), t.px(30)),
                       "No mods found: put one in the project's mods/ folder or your user mods folder.", object_id="#dim")
        for mod in self.mods:
            on = mod.id not in s.disabled_mods
            self.button(pygame.Rect(x, y, t.px(80), t.px(34)), "On" if on else "Off",
                        lambda mid=mod.id: self.toggle_mod(mid), object_id="#primary" if on else None)
            self.label(pygame.Rect(x + t.px(90), y, t.px(700), t.px(34)),
                       f"{mod.info.name} ({mod.id}, version {mod.info.version}, {mod.origin})")
            y += t.px(42)
        for issue in self.mod_issues[:3]:
            self.label(pygame.Rect(x, y, w - 2 * x, t.px(30)), str(issue), object_id="#dim")
            y += t.px(32)
        self.button(pygame.Rect(x, h - t.px(80), t.px(160), t.px(48)), "Back", self.app.scenes.pop)

    def toggle_fullscreen(self) -> None:
        """Switch full screen."""
        self.app.toggle_fullscreen()

    def toggle_mod(self, mod_id: str) -> None:
        """Switch a mod on or off (used by games opened from now on)."""
        s = self.app.settings
        off = set(s.disabled_mods)
        off.symmetric_difference_update({mod_id})
        s.disabled_mods = sorted(off)
        self.app.apply_settings(s)

    def handle_event(self, ev) -> bool:
        if ev.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and ev.ui_element in self._dropdowns:
            key = self._dropdowns[ev.ui_element]
            s = self.app.settings
            if key == "ui_scale":
                s.ui_scale = float(ev.text)
            elif key == "pacing":
                s.pacing = ev.text
            elif key == "response_privacy":
                s.response_privacy = next(k for k, v in PRIVACY.items() if v == ev.text)
            self.app.apply_settings(s)
            return True
        return super().handle_event(ev)
