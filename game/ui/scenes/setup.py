"""Game setup: seats (person or computer, names), scenario, game options and seed."""

from __future__ import annotations

import secrets
from typing import Any

import pygame
import pygame_gui

from game import catalog
from game.ui import theme as th
from game.ui.scene import Page

KIND_LABELS = {"human": "Person", "computer": "Computer"}
LABEL_KINDS = {v: k for k, v in KIND_LABELS.items()}


class SetupScene(Page):
    """Choose how a game is set up, then start it."""

    name = "setup"

    def __init__(self, app, spec: catalog.GameSpec) -> None:
        super().__init__(app)
        self.spec = spec
        self.band_colour = spec.accent
        last = app.settings.last_setup.get(spec.id, {})
        seats = last.get("seats") or spec.default_seats()
        self.kinds: list[str] = [k if k in KIND_LABELS else "computer" for k in seats]
        self.names: list[str] = list(last.get("names") or [])
        self.seed = ""
        self.scenario: str | None = last.get("scenario")
        self.options: dict[str, str] = dict(last.get("options") or {})
        self._entries: dict[Any, tuple[str, Any]] = {}
        self.scenarios: list[tuple[str, str]] = []

    def enter(self) -> None:
        if self.spec.scenarios is not None:
            from game.ui.scenes.flow import load_game
            loaded = load_game(self.app, self.spec.id)
            if loaded is not None:
                self.scenarios = self.spec.scenarios(loaded.content)
        super().enter()

    def _name(self, i: int) -> str:
        return self.names[i] if i < len(self.names) and self.names[i] else f"Player {i + 1}"

    def build_ui(self) -> None:
        t = self.app.theme
        m = self.app.manager
        w, h = self.app.size
        self._entries = {}
        left = t.px(60)
        y = t.px(110)
        row_h = t.px(42)
        self.label(pygame.Rect(left, y, t.px(400), t.px(30)), "Seats", object_id="#heading")
        y += t.px(36)
        for i, kind in enumerate(self.kinds):
            e = self.add(pygame_gui.elements.UITextEntryLine(pygame.Rect(left, y, t.px(260), t.px(36)), m))
            e.set_text(self._name(i))
            e.set_text_length_limit(20)
            self._entries[e] = ("name", i)
            d = self.add(pygame_gui.elements.UIDropDownMenu(list(KIND_LABELS.values()), KIND_LABELS[kind],
                                                            pygame.Rect(left + t.px(270), y, t.px(170), t.px(36)), m))
            self._entries[d] = ("kind", i)
            y += row_h
        bw = t.px(140)
        self.button(pygame.Rect(left, y + t.px(4), bw, t.px(34)), "+ Add seat", self.add_seat,
                    enabled=len(self.kinds) < self.spec.max_seats)
        self.button(pygame.Rect(left + bw + t.px(10), y + t.px(4), bw, t.px(34)), "- Remove seat", self.remove_seat,
                    enabled=len(self.kinds) > self.spec.min_seats)
        # Right column: scenario, options, seed.
        rx = w // 2 + t.px(20)
        ry = t.px(110)
        if self.scenarios:
            self.label(pygame.Rect(rx, ry, t.px(400), t.px(30)), "Scenario", object_id="#heading")
            ry += t.px(36)
            names = [n for _, n in self.scenarios]
            current = next((n for sid, n in self.scenarios if sid == self.scenario), None) or \
                next((n for sid, n in self.scenarios if sid == self.spec.default_scenario), names[0])
            self.scenario = next(sid for sid, n in self.scenarios if n == current)
            d = self.add(pygame_gui.elements.UIDropDownMenu(names, current,
                                                            pygame.Rect(rx, ry, w - rx - t.px(60), t.px(36)), m))
            self._entries[d] = ("scenario", 0)
            ry += t.px(50)
        for opt in self.spec.options:
            self.label(pygame.Rect(rx, ry, w - rx - t.px(60), t.px(26)), f"{opt.name}: {opt.help}")
            ry += t.px(28)
            e = self.add(pygame_gui.elements.UITextEntryLine(pygame.Rect(rx, ry, w - rx - t.px(60), t.px(36)), m,
                                                             placeholder_text="(default)"))
            e.set_text(str(self.options.get(opt.name, "")))
            self._entries[e] = ("option", opt.name)
            ry += t.px(46)
        self.label(pygame.Rect(rx, ry, t.px(300), t.px(26)), "Seed (empty: a new random game)")
        ry += t.px(28)
        e = self.add(pygame_gui.elements.UITextEntryLine(pygame.Rect(rx, ry, t.px(200), t.px(36)), m,
                                                         placeholder_text="random"))
        e.set_text(self.seed)
        e.set_allowed_characters("numbers")
        self._entries[e] = ("seed", 0)
        self.button(pygame.Rect(rx + t.px(210), ry, t.px(120), t.px(36)), "New seed", self.new_seed)
        by = h - t.px(80)
        self.button(pygame.Rect(w - t.px(300), by, t.px(240), t.px(48)), "Start", self.start, object_id="#primary")
        self.button(pygame.Rect(t.px(60), by, t.px(160), t.px(48)), "Back", self.app.scenes.pop)

    def add_seat(self) -> None:
        """One more seat, a computer."""
        if len(self.kinds) < self.spec.max_seats:
            self.kinds.append("computer")
            self.rebuild()

    def remove_seat(self) -> None:
        """One seat fewer."""
        if len(self.kinds) > self.spec.min_seats:
            self.kinds.pop()
            self.rebuild()

    def new_seed(self) -> None:
        """Fill in a random seed."""
        self.seed = str(secrets.randbelow(1_000_000))
        self.rebuild()

    def handle_event(self, ev) -> bool:
        if ev.type in (pygame_gui.UI_TEXT_ENTRY_CHANGED, pygame_gui.UI_DROP_DOWN_MENU_CHANGED):
            what = self._entries.get(ev.ui_element)
            if what is None:
                return False
            field, key = what
            value = ev.text
            if field == "name":
                while len(self.names) <= key:
                    self.names.append("")
                self.names[key] = value
            elif field == "kind":
                self.kinds[key] = LABEL_KINDS.get(value, "computer")
            elif field == "scenario":
                self.scenario = next((sid for sid, n in self.scenarios if n == value), self.scenario)
            elif field == "option":
                self.options[key] = value
            elif field == "seed":
                self.seed = value
            return True
        return super().handle_event(ev)

    def setup(self) -> dict[str, Any]:
        """The setup as chosen."""
        names = [self._name(i) for i in range(len(self.kinds))]
        return {"game": self.spec.id, "seats": list(self.kinds), "names": names,
                "seed": int(self.seed) if self.seed.strip().isdigit() else None, "scenario": self.scenario,
                "options": {k: v for k, v in self.options.items() if str(v).strip()}}

    def start(self) -> None:
        """Remember the choices and start the game."""
        setup = self.setup()
        s = self.app.settings
        s.last_setup = {**s.last_setup, self.spec.id: {k: setup[k] for k in ("seats", "names", "scenario", "options")}}
        from game.settings import save_settings
        save_settings(s)
        from game.ui.scenes.flow import start_game
        start_game(self.app, setup)

    def heading(self) -> str:
        return f"New game: {self.spec.title}"

    def draw(self, surface) -> None:
        super().draw(surface)
        t = self.app.theme
        for i in range(len(self.kinds)):
            y = t.px(146) + i * t.px(42) + t.px(18)
            pygame.draw.circle(surface, th.seat_colour(i), (t.px(40), y), t.px(9))
