"""Game setup: seats (name, person or computer) on the left; the scenario and the game's
options on the right, each in words with its picker; a seed; Back and Start.

Options come from the game's declaration (catalog.GameOption) and its `setup_field` hook,
which says, for the setup chosen so far, whether an option shows, which values it offers
and which cards stand behind it; the pickers (game/ui/pickers.py) serve every game. Only
options that show go into the setup. Start remembers the setup for next time.
"""

from __future__ import annotations

import secrets
from typing import Any

import pygame
import pygame_gui

from game import catalog
from game.catalog import GameOption, PickItem, SetupField
from game.ui import theme as th
from game.ui.pickers import (Actions, CardGrid, Column, Dropdown, Field, Form, GridMode, ItemCard, Seat, Stepper,
                             TextLine, Toggles, Widget)
from game.ui.scene import Page

#: What a seat may be, in words (computer levels join this list when a game offers them).
SEAT_KINDS: list[tuple[str, str]] = [("human", "Person"), ("computer:easy", "Computer: easy"),
                                     ("computer", "Computer: normal"), ("computer:hard", "Computer: hard")]
KIND_LABELS = dict(SEAT_KINDS)


def seat_kinds(spec: catalog.GameSpec) -> list[tuple[str, str]]:
    """The kinds a seat of this game may be, with their words."""
    return list(SEAT_KINDS)


class SetupScene(Page):
    """Choose how a game is set up, then start it."""

    name = "setup"

    def __init__(self, app, spec: catalog.GameSpec) -> None:
        super().__init__(app)
        self.spec = spec
        self.band_colour = spec.accent
        last = app.settings.last_setup.get(spec.id, {})
        kinds = KIND_LABELS
        seats = list(last.get("seats") or spec.default_seats())[: spec.max_seats]
        seats += ["computer"] * (spec.min_seats - len(seats))
        self.kinds: list[str] = [k if k in kinds else "computer" for k in seats]
        self.names: list[str] = [str(n) for n in (last.get("names") or [])]
        self.seed = ""
        self.scenario: str | None = last.get("scenario")
        self.options: dict[str, str] = {str(k): str(v) for k, v in (last.get("options") or {}).items()
                                        if v not in (None, "")}
        self.content = None
        self.scenarios: list[tuple[str, str]] = []
        self.grids: dict[str, CardGrid] = {}
        self.form: Form | None = None
        self.column: Column | None = None
        self._first = 0
        self._entries: dict[Any, tuple[str, int]] = {}
        self._seat_rows: list[pygame.Rect] = []
        self._hidden: set[Any] = set()

    # -- content and state ------------------------------------------------------------------------
    def enter(self) -> None:
        if self.spec.rules is not None:
            loaded = self.app.load_game(self.spec.id)
            if loaded is not None:
                self.content = loaded.content
                if self.spec.scenarios is not None:
                    self.scenarios = self.spec.scenarios(loaded.content)
        known = [sid for sid, _ in self.scenarios]
        if known and self.scenario not in known:
            self.scenario = self.spec.default_scenario if self.spec.default_scenario in known else known[0]
        elif not known:
            self.scenario = None if self.content is not None else self.scenario
        self._settle()
        if self.app.scenes.top is self:  # an error screen may have covered this one
            super().enter()

    def _name(self, i: int) -> str:
        return self.names[i] if i < len(self.names) and self.names[i].strip() else self.spec.seat_name(i)

    def context(self) -> dict[str, Any]:
        """The setup so far, as a game's `setup_field` hook reads it."""
        return {"seats": list(self.kinds), "names": [self._name(i) for i in range(len(self.kinds))],
                "scenario": self.scenario, "options": dict(self.options)}

    def field(self, name: str) -> SetupField:
        """How an option (or "scenario") shows now."""
        hook = self.spec.setup_field
        got = hook(self.content, name, self.context()) if hook is not None and self.content is not None else None
        return got or SetupField()

    def _choice_names(self, opt: GameOption) -> dict[str, str]:
        if self.content is None or opt.choices is None:
            return {s: s for s in opt.specials}
        return opt.names(self.content)

    def _settle(self) -> None:
        """Drop remembered values that no longer fit (unknown options, values not offered now)."""
        known = {o.name: o for o in self.spec.options}
        for name in list(self.options):
            opt = known.get(name)
            if opt is None:
                del self.options[name]
                continue
            fld = self.field(name)
            value = self.options[name]
            if fld.allowed is not None and value not in fld.allowed:
                del self.options[name]
            elif self.content is not None and opt.widget() in ("dropdown", "toggle", "number") and \
                    opt.problem(self.content, value):
                del self.options[name]

    # -- layout -------------------------------------------------------------------------------------------
    def build_ui(self) -> None:
        t = self.app.theme
        m = self.app.manager
        w, h = self.app.size
        margin = t.px(28)
        top = t.px(96)
        bar_h = t.font(15, True).get_linesize() + t.px(20)
        bar_top = h - t.px(14) - bar_h
        if self.column is not None:
            self._first = self.column.first
        self.form = Form(t, pygame.Rect(0, t.px(84), w, bar_top - t.px(90)))
        self._entries = {}
        # Seats on the left.
        left_w = min(t.px(380), int(w * 0.36))
        self.label(pygame.Rect(margin, top, left_w, t.px(30)), "Seats", object_id="#heading")
        y = top + t.px(38)
        kinds = seat_kinds(self.spec)
        kind_w = Dropdown(kinds, kinds[0][0], lambda v: None).natural_width(t)
        row_h = t.font(14).get_linesize() + t.px(12)
        dot_w = t.px(24)
        name_w = left_w - dot_w - kind_w - t.px(8)
        self._seat_rows = []
        for i, kind in enumerate(self.kinds):
            e = self.add(pygame_gui.elements.UITextEntryLine(pygame.Rect(margin + dot_w, y, name_w, row_h), m))
            e.set_text(self._name(i))
            e.set_text_length_limit(20)
            self._entries[e] = ("name", i)
            self.form.place(Dropdown(kinds, kind, lambda v, i=i: self.set_kind(i, v), key=f"kind:{i}"),
                            pygame.Rect(margin + dot_w + name_w + t.px(8), y, kind_w, row_h))
            self._seat_rows.append(pygame.Rect(margin, y, left_w, row_h))
            y += row_h + t.px(8)
        bw = (left_w - t.px(10)) // 2
        self.button(pygame.Rect(margin, y + t.px(4), bw, row_h), "+ Add seat", self.add_seat,
                    enabled=len(self.kinds) < self.spec.max_seats)
        self.button(pygame.Rect(margin + bw + t.px(10), y + t.px(4), bw, row_h), "- Remove seat", self.remove_seat,
                    enabled=len(self.kinds) > self.spec.min_seats)
        # Scenario and options on the right, scrolling when they need more room.
        rx = margin + left_w + t.px(32)
        self.column = self.form.add_column(Column(pygame.Rect(rx, top, w - rx - margin, bar_top - t.px(12) - top)))
        self.column.first = self._first
        # Back, seed and Start along the bottom.
        f = t.font(15, True)
        back_w = f.size("Back")[0] + t.px(60)
        start_w = f.size("Start")[0] + t.px(120)
        self.button(pygame.Rect(margin, bar_top, back_w, bar_h), "Back", self.app.scenes.pop)
        self.button(pygame.Rect(w - margin - start_w, bar_top, start_w, bar_h), "Start", self.start,
                    object_id="#primary")
        how_w = f.size("How to play")[0] + t.px(28)
        self.button(pygame.Rect(w - margin - start_w - t.px(12) - how_w, bar_top, how_w, bar_h), "How to play",
                    self.how_to_play, tooltip="The rules of this game in short")
        start_w += t.px(12) + how_w  # the seed's words below keep clear of both
        words = "Seed (blank: random)"
        lw = t.font(14).size(words)[0] + t.px(12)
        new_w = f.size("New seed")[0] + t.px(28)
        entry_w = t.px(110)
        x = margin + back_w + t.px(24)
        if x + lw + entry_w + new_w + t.px(16) > w - margin - start_w - t.px(16):
            words = "Seed"
            lw = t.font(14).size(words)[0] + t.px(12)
        self.label(pygame.Rect(x, bar_top, lw, bar_h), words)
        x += lw + t.px(4)
        e = self.add(pygame_gui.elements.UITextEntryLine(pygame.Rect(x, bar_top + (bar_h - row_h) // 2, entry_w, row_h),
                                                         m, placeholder_text="random"))
        e.set_text(self.seed)
        e.set_allowed_characters("numbers")
        self._entries[e] = ("seed", 0)
        self.button(pygame.Rect(x + entry_w + t.px(8), bar_top, new_w, bar_h), "New seed", self.new_seed)
        self._hidden = set()
        self._refresh()

    def how_to_play(self) -> None:
        """The game's rules in short, over the setup."""
        from game.ui.scenes.how_to_play import open_how_to_play
        open_how_to_play(self.app, self.spec)

    def _refresh(self) -> None:
        """The right column's widgets for the setup as it is now."""
        if self.column is None:
            return
        widgets: list[Widget] = []
        if self.scenarios:
            widgets.append(Field("Scenario", Dropdown(self.scenarios, self.scenario, self.set_scenario,
                                                      key="scenario")))
            items = {i.id: i for i in (self.field("scenario").items or [])}
            if self.scenario in items:
                maps = getattr(self.content, "maps", None) or {}
                widgets.append(ItemCard(items[self.scenario], maps, self.context()["names"]))
        for opt in self.spec.options:
            fld = self.field(opt.name)
            if not fld.shown:
                continue
            widgets.append(Field(opt.title, self.control(opt, fld), opt.help, fld.note))
            if fld.actions:
                widgets.append(Actions([(label, lambda target=target: self.open_action(target))
                                        for label, target in fld.actions], key=opt.name))
        self.column.widgets = widgets

    def open_action(self, target: str) -> None:
        """A game's own screen from its setup ("module:function", given the app and this scene)."""
        import importlib
        module, _, name = target.partition(":")
        getattr(importlib.import_module(module), name)(self.app, self)

    def control(self, opt: GameOption, fld: SetupField) -> Widget:
        """The picker for one option: never a free-text box when it has values to choose from."""
        kind = opt.widget()
        value = self.options.get(opt.name)
        name = opt.name
        default = fld.default if fld.default is not None else opt.default
        if kind == "number":
            start = int(default) if default not in (None, "") else None
            unset = fld.default_label or (str(start) if start is not None else "The game's default")
            try:
                now = int(value) if value not in (None, "") else None
            except ValueError:
                now = None
            return Stepper(now, opt.low if opt.low is not None else 0, opt.high if opt.high is not None else 999,
                           lambda v: self.set_option(name, None if v is None else str(v)), unset_label=unset,
                           start=start, key=name)
        names = self._choice_names(opt)
        if kind in ("dropdown", "toggle") and not opt.multiple:
            allowed = fld.allowed if fld.allowed is not None else list(names)
            values: list[tuple[Any, str]] = [(v, names.get(v, v.replace("_", " "))) for v in allowed]
            if kind == "toggle" and set(allowed) == {"true", "false"}:
                values = [("false", "Off"), ("true", "On")]
            if name in self.spec.settings_options:
                now = getattr(self.app.settings, name, None)
                values.insert(0, (None, f"As in Settings ({names.get(str(now), now)})"))
                default = None
            elif default is None:
                values.insert(0, (None, fld.default_label or "The game's default"))
            current = value if value in allowed else (default if default is not None else None)
            widget = Toggles if kind == "toggle" else Dropdown
            return widget(values, current, lambda v, d=default: self.set_option(name, None if v == d else v), key=name)
        if kind == "text" and opt.choices is None:
            return TextLine(value or "", lambda v: self.set_option(name, v.strip() or None),
                            placeholder=fld.default_label or "blank: the game's default", key=name)
        return self.card_grid(opt, fld, names)

    def seats(self) -> list[Seat]:
        return [Seat(self._name(i), th.seat_colour(i)) for i in range(len(self.kinds))]

    def card_grid(self, opt: GameOption, fld: SetupField, names: dict[str, str]) -> CardGrid:
        """A choice shown as cards; the grid keeps its picks while the screen is rebuilt."""
        items = fld.items if fld.items is not None else \
            [PickItem(v, lab) for v, lab in names.items() if v not in opt.specials]
        modes = [GridMode(*m) for m in fld.modes] or \
            [GridMode(None, "Leave it to the game", "the game decides.")] + \
            [GridMode(s, names.get(s, s).capitalize(), "") for s in opt.specials]
        most = fld.most if fld.most is not None else (None if opt.multiple or fld.per_seat else 1)
        grid = self.grids.get(opt.name)
        if grid is None:
            grid = CardGrid(items, per_seat=fld.per_seat, seats=self.seats(), most=most, budget=fld.budget,
                            unavailable=dict(fld.unavailable), modes=modes,
                            on_change=lambda n=opt.name: self.grid_changed(n), key=opt.name, shared=fld.shared)
            grid.load(self.options.get(opt.name))
            self.grids[opt.name] = grid
        else:
            grid.items, grid.modes, grid.most, grid.budget = items, modes, most, fld.budget
            grid.unavailable = dict(fld.unavailable)
            grid.set_seats(self.seats())
        value = grid.value()
        if value is None:
            self.options.pop(opt.name, None)
        else:
            self.options[opt.name] = value
        return grid

    # -- changes -------------------------------------------------------------------------------------------
    def _changed(self) -> None:
        self._settle()
        self._refresh()

    def set_option(self, name: str, value: str | None) -> None:
        """An option chosen (None: back to unset)."""
        if value is None:
            self.options.pop(name, None)
        else:
            self.options[name] = value
        self._changed()

    def grid_changed(self, name: str) -> None:
        value = self.grids[name].value()
        self.set_option(name, value)

    def set_scenario(self, sid: str) -> None:
        """Another scenario: options that follow the scenario go back to its values."""
        before = {o.name for o in self.spec.options if self.field(o.name).follows_scenario}
        self.scenario = sid
        for opt in self.spec.options:
            if opt.name in before or self.field(opt.name).follows_scenario:
                self.options.pop(opt.name, None)
                if opt.name in self.grids:
                    self.grids[opt.name].load(None)
        self._changed()

    def set_kind(self, i: int, kind: str) -> None:
        if 0 <= i < len(self.kinds):
            self.kinds[i] = kind
            self._changed()

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

    # -- events and frames ---------------------------------------------------------------------------------
    def handle_event(self, ev) -> bool:
        if ev.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            what = self._entries.get(ev.ui_element)
            if what is None:
                return False
            kind, i = what
            if kind == "name":
                while len(self.names) <= i:
                    self.names.append("")
                self.names[i] = ev.text
                self._refresh()
            elif kind == "seed":
                self.seed = ev.text
            return True
        if self.form is not None and self.form.handle_event(ev):
            return True
        return super().handle_event(ev)

    def update(self, dt: float) -> None:
        """Widgets under an open list hide while it is open (so that a click on the list is the list's)."""
        if self.form is None:
            return
        over = self.form.popup_rect()
        for e in self._elements:
            under = over is not None and e.rect.colliderect(over)
            if under and e not in self._hidden:
                e.hide()
                self._hidden.add(e)
            elif not under and e in self._hidden:
                e.show()
                self._hidden.discard(e)

    def draw(self, surface) -> None:
        super().draw(surface)
        t = self.app.theme
        for i, r in enumerate(self._seat_rows):
            pygame.draw.circle(surface, th.seat_colour(i), (r.left + t.px(9), r.centery), t.px(8))
        if self.form is not None:
            self.form.draw(surface)

    def draw_over(self, surface) -> None:
        if self.form is not None:
            self.form.draw_over(surface)

    def heading(self) -> str:
        return f"New game: {self.spec.title}"

    # -- the result ------------------------------------------------------------------------------------------
    def chosen_options(self) -> dict[str, str]:
        """The options that show, with a value (unset ones are the game's to decide)."""
        out = {}
        for opt in self.spec.options:
            v = self.options.get(opt.name)
            if v not in (None, "") and self.field(opt.name).shown:
                out[opt.name] = v
        return out

    def problems(self) -> list[str]:
        """Why the game cannot start as chosen, in words."""
        out = []
        for name, grid in self.grids.items():
            if self.field(name).shown:
                why = grid.problem()
                if why:
                    opt = next(o for o in self.spec.options if o.name == name)
                    out.append(f"{opt.title}: {why}")
        if self.content is not None and not out:
            known = {o.name: o for o in self.spec.options}
            for name, v in self.chosen_options().items():
                why = known[name].problem(self.content, v)
                if why:
                    out.append(why)
        return out

    def setup(self) -> dict[str, Any]:
        """The setup as chosen."""
        names = [self._name(i) for i in range(len(self.kinds))]
        return {"game": self.spec.id, "seats": list(self.kinds), "names": names,
                "seed": int(self.seed) if self.seed.strip().isdigit() else None, "scenario": self.scenario,
                "options": self.chosen_options()}

    def start(self) -> None:
        """Remember the choices and start the game (or say what is missing)."""
        found = self.problems()
        if found:
            self.app.toast.show(found[0], seconds=5)
            return
        setup = self.setup()
        s = self.app.settings
        s.last_setup = {**s.last_setup, self.spec.id: {k: setup[k] for k in ("seats", "names", "scenario", "options")}}
        from game.settings import save_settings
        save_settings(s)
        self.app.start_game(setup)

    def probe(self) -> dict[str, Any]:
        """Where the pickers' clickable places are, for tests that drive the real window."""
        if self.form is None:
            return {}
        return {"places": {k: list(r) for k, r in self.form.places().items()}}
