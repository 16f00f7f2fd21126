"""Settings: UI scale, full screen, computer pacing, response privacy, mods on and off."""

from __future__ import annotations

import pygame
import pygame_gui

from game import catalog
from game.core import mods as modlib
from game.settings import PACING
from game.ui import theme as th
from game.ui.scene import Page

PRIVACY = {"strict": "Ask everyone", "relaxed": "Ask only who can answer"}
PACING_WORDS = {"instant": "Instant", "fast": "Fast (a quarter second)", "normal": "Normal (under a second)",
                "slow": "Slow (a second and a half)"}


def scale_words(s: float) -> str:
    """A UI scale as the list shows it."""
    return f"{round(s * 100)}%" + (" (standard)" if s == 1.0 else "")


class SettingsScene(Page):
    """Change settings; they are saved at once."""

    name = "settings"
    title = "Settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self._dropdowns: dict = {}
        self.mods, self.mod_issues = catalog.find_mods()
        self.mod_first = 0

    def scales(self) -> list[float]:
        """The UI scales that work in this window (and the one in use, even when it does not)."""
        offered = th.offered_scales(self.app.size)
        cur = self.app.settings.ui_scale
        return sorted(set(offered) | {cur}) if all(abs(cur - s) > 1e-6 for s in offered) else offered

    def build_ui(self) -> None:
        t = self.app.theme
        m = self.app.manager
        w, h = self.app.size
        s = self.app.settings
        x, y = t.px(60), t.px(100)
        labels = ("Size of text and buttons", "Computer moves stay shown", "Smash Up: who is asked when a base scores",
                  "Full screen (F11)")
        lw = min(max(t.font(14).size(text)[0] for text in labels) + t.px(24), int((w - 2 * x) * 0.55))
        cw = min(t.px(330), w - 2 * x - lw - t.px(10))
        row_h = t.px(36)
        self._dropdowns = {}

        def row(label: str, values: dict[str, str], current: str, key: str) -> None:
            nonlocal y
            self.label(pygame.Rect(x, y, lw, row_h), label)
            d = self.add(pygame_gui.elements.UIDropDownMenu(list(values.values()), values[current],
                                                            pygame.Rect(x + lw + t.px(10), y, cw, row_h), m,
                                                            expand_on_option_click=True))
            self._dropdowns[d] = (key, {v: k for k, v in values.items()})
            y += row_h + t.px(12)

        scales = {str(v): scale_words(v) for v in self.scales()}
        cur = min(scales, key=lambda v: abs(float(v) - s.ui_scale))
        row(labels[0], scales, cur, "ui_scale")
        row(labels[1], {k: PACING_WORDS[k] for k in PACING}, s.pacing, "pacing")
        row(labels[2], PRIVACY, s.response_privacy, "response_privacy")
        self.label(pygame.Rect(x, y, lw, row_h), labels[3])
        self.button(pygame.Rect(x + lw + t.px(10), y, cw, row_h), "On: switch off" if s.fullscreen else
                    "Off: switch on", self.toggle_fullscreen)
        y += row_h + t.px(22)
        self.label(pygame.Rect(x, y, w - 2 * x, t.px(30)), "Mods (used by games started from now on)",
                   object_id="#heading")
        y += t.px(38)
        back_top = h - t.px(70)
        per = t.px(42)
        room = max(1, (back_top - t.px(12) - y) // per)
        if not self.mods:
            self.label(pygame.Rect(x, y, w - 2 * x, t.px(30)),
                       "No mods found: put one in the project's mods/ folder or your user mods folder.",
                       object_id="#dim")
            y += per
        lines = [("mod", mod) for mod in self.mods] + [("issue", i) for i in self.mod_issues]
        self.mod_first = max(0, min(self.mod_first, len(lines) - room))
        shown = lines[self.mod_first:self.mod_first + room]
        # as wide as its words need at the button's font, which stays 13 px or more in a small window
        mw = max(t.px(130), *(t.font(15, True).size(w_)[0] + t.px(20) for w_ in ("On: switch off", "Off: switch on")))
        for kind, item in shown:
            if kind == "mod":
                on = modlib.is_on(item, set(s.disabled_mods), set(s.enabled_mods))
                self.button(pygame.Rect(x, y, mw, t.px(34)), "On: switch off" if on else "Off: switch on",
                            lambda mid=item.id: self.toggle_mod(mid), object_id="#primary" if on else None)
                self.label(pygame.Rect(x + mw + t.px(10), y, w - 2 * x - mw - t.px(10), t.px(34)),
                           f"{item.info.name} (version {item.info.version}, {item.origin} mods folder)")
            else:
                self.label(pygame.Rect(x, y, w - 2 * x, t.px(34)), str(item), object_id="#dim")
            y += per
        bw = t.px(160)
        self.button(pygame.Rect(x, h - t.px(64), bw, t.px(48)), "Back", self.app.scenes.pop)
        if len(lines) > room:
            self.button(pygame.Rect(x + bw + t.px(12), h - t.px(64), bw, t.px(48)), "▲ Earlier mods",
                        lambda: self.scroll_mods(-room), enabled=self.mod_first > 0)
            self.button(pygame.Rect(x + 2 * (bw + t.px(12)), h - t.px(64), bw, t.px(48)), "▼ More mods",
                        lambda: self.scroll_mods(room), enabled=self.mod_first + room < len(lines))

    def scroll_mods(self, by: int) -> None:
        """Show other mods of a long list."""
        self.mod_first = max(0, self.mod_first + by)
        self.rebuild()

    def toggle_fullscreen(self) -> None:
        """Switch full screen."""
        self.app.toggle_fullscreen()

    def toggle_mod(self, mod_id: str) -> None:
        """Switch a mod on or off (used by games opened from now on)."""
        s = self.app.settings
        off, on = set(s.disabled_mods), set(s.enabled_mods)
        mod = next(m for m in self.mods if m.id == mod_id)
        if modlib.is_on(mod, off, on):
            off.add(mod_id)
            on.discard(mod_id)
        else:
            off.discard(mod_id)
            on.add(mod_id)
        s.disabled_mods, s.enabled_mods = sorted(off), sorted(on)
        self.app.apply_settings(s)

    def handle_event(self, ev) -> bool:
        if ev.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and ev.ui_element in self._dropdowns:
            key, by_words = self._dropdowns[ev.ui_element]
            value = by_words[ev.text]
            s = self.app.settings
            if key == "ui_scale":
                s.ui_scale = float(value)
            elif key == "pacing":
                s.pacing = value
            elif key == "response_privacy":
                s.response_privacy = value
            self.app.apply_settings(s)
            return True
        return super().handle_event(ev)
