"""Load: the save slots with what they hold, or why one cannot be read."""

from __future__ import annotations

import pygame

from game import catalog
from game.ui.scene import Page


class LoadScene(Page):
    """Pick a save to continue."""

    name = "load"
    title = "Load a game"

    def build_ui(self) -> None:
        t = self.app.theme
        w, h = self.app.size
        slots = self.app.saves.slots()
        titles = {g.id: g.title for g in catalog.games()}
        y = t.px(110)
        if not slots:
            self.label(pygame.Rect(t.px(60), y, t.px(600), t.px(30)), "No saves yet.", object_id="#dim")
        for entry in slots[:12]:
            if "problem" in entry:
                text = f"{entry['slot']}: cannot be read ({entry['problem']})"
                self.button(pygame.Rect(t.px(60), y, w - t.px(120), t.px(40)), text, None, enabled=False)
            else:
                text = (f"{entry['slot']}  ·  {titles.get(entry['game'], entry['game'])}  ·  "
                        f"{entry['decisions']} decision{'' if entry['decisions'] == 1 else 's'}  ·  {entry['saved_at']}")
                self.button(pygame.Rect(t.px(60), y, w - t.px(120), t.px(40)), text,
                            lambda s=entry["slot"]: self.open(s))
            y += t.px(48)
        self.button(pygame.Rect(t.px(60), h - t.px(80), t.px(160), t.px(48)), "Back", self.app.scenes.pop)

    def open(self, slot: str) -> None:
        """Load a slot."""
        from game.ui.scenes.flow import resume_save
        resume_save(self.app, slot)
