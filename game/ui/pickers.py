"""Picker widgets for every game's setup screen: a dropdown of labelled values, toggles, a
number stepper, a grid of cards to pick some of (per seat, or within a points budget), one
item's card with its map drawn small, and a column that scrolls by whole rows.

The widgets are data-driven: a game describes its choices (catalog.GameOption) and the
cards behind them (catalog.PickItem, through its GameSpec's `setup_field` hook); no game
draws a setup screen of its own. Everything is drawn with the shared helpers, so the text
audit sees every text; a column shows whole rows only, so no text is ever half shown.

A widget lays itself out as `Row`s for a given width and registers where clicks go while it
draws (`Ctx.hit`). A `Form` holds the widgets placed at fixed spots and the scrolling
columns, routes clicks and the wheel, and shows a dropdown's list as a popup over the rest.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import pygame

from game.catalog import PickItem
from game.ui import audit
from game.ui import draw as dr
from game.ui import theme as th

Action = Callable[[], None]
DARK_TEXT = (18, 20, 28)
#: What each kind of map mark is called in a card's legend, and its colour unless it names one.
MARKS = {"start": ("start zones", (240, 240, 240), "white"), "goal": ("goal spaces", th.GOLD, "gold"),
         "glyph": ("glyphs", (90, 220, 255), "light blue")}
#: Colours a mark may name ("start:red"): zones are often called by their colour.
COLOUR_WORDS = {"red": (230, 60, 60), "blue": (70, 140, 245), "orange": (250, 150, 40), "green": (80, 210, 110),
                "yellow": (250, 225, 60), "purple": (170, 100, 230), "white": (240, 240, 240),
                "black": (20, 20, 20), "gold": th.GOLD}


# -- plumbing -----------------------------------------------------------------------------
@dataclass
class Row:
    """A slice of a widget that scrolls as a whole: its height and how to draw it in a rect."""

    height: int
    draw: Callable[["Ctx", pygame.Rect], None]
    #: Shown only together with the next row (a label never stands apart from its picker).
    keep: bool = False
    #: Never the first row in view when scrolling (it belongs to the rows above it).
    tail: bool = False
    #: What the row is part of, in words (an option's label), for the column's arrows.
    context: str = ""


class Ctx:
    """What a row needs while drawing: the surface, the theme, the mouse, where clicks go."""

    def __init__(self, form: "Form", surface: pygame.Surface) -> None:
        self.form = form
        self.surface = surface
        self.t = form.theme

    def hit(self, rect: pygame.Rect, action: Action, key: str = "") -> None:
        """A click inside `rect` runs `action`; `key` names the place for tests and probes."""
        self.form.hits.append((pygame.Rect(rect), action, key))

    def hovered(self, rect: pygame.Rect) -> bool:
        """Whether the mouse is over `rect` (and no popup is open)."""
        return self.form.popup is None and rect.collidepoint(self.form.mouse)


class Widget:
    """Anything a Form or a Column shows."""

    def rows(self, t: th.Theme, width: int) -> list[Row]:
        """This widget as rows for a given width."""
        raise NotImplementedError


def text_lines(ctx: Ctx, text: str, f: pygame.font.Font, colour, x: int, y: int, width: int,
               role: str = "label") -> int:
    """Wrapped text from (x, y); returns the height used."""
    h = 0
    for line in dr.wrap(text, f, width):
        dr.text(ctx.surface, line, f, colour, (x, y + h), role=role)
        h += f.get_linesize()
    return h


def text_height(text: str, f: pygame.font.Font, width: int) -> int:
    """The height `text_lines` will use."""
    return len(dr.wrap(text, f, width)) * f.get_linesize() if text else 0


def button_size(t: th.Theme, label: str, bold: bool = True) -> tuple[int, int]:
    """The size of a button that shows `label` on one line."""
    f = t.font(14, bold)
    return f.size(label)[0] + 2 * t.px(12), f.get_linesize() + t.px(12)


def draw_button(ctx: Ctx, rect: pygame.Rect, label: str, action: Action | None, *, on: bool = False,
                enabled: bool = True, dot: tuple[int, int, int] | None = None, key: str = "",
                lit: tuple[int, int, int] = th.RED) -> None:
    """A clickable box with a label: `on` marks the chosen one of a group (filled with `lit`);
    `dot` adds a colour mark."""
    t = ctx.t
    hover = enabled and action is not None and ctx.hovered(rect)
    fill = lit if on else (th.RED_DARK if hover else th.BG_PANEL_2)
    border = th.GOLD if on or hover else th.LINE
    if not enabled:
        fill, border = (35, 40, 58), (60, 66, 90)
    dr.panel(ctx.surface, rect, fill, border, radius=t.px(6), width=2 if on else 1)
    f = t.font(14, True)
    colour = (ink(fill) if on else th.TEXT) if enabled else (130, 136, 160)
    if on and dot:
        dot = colour
    lines = dr.wrap(label, f, rect.width - 2 * t.px(8) - (t.px(16) if dot else 0))
    y = rect.centery - len(lines) * f.get_linesize() // 2
    for line in lines:
        w = f.size(line)[0] + (t.px(16) if dot else 0)
        x = rect.centerx - w // 2
        if dot:
            pygame.draw.circle(ctx.surface, dot, (x + t.px(5), y + f.get_linesize() // 2), t.px(5))
            x += t.px(16)
        dr.text(ctx.surface, line, f, colour, (x, y), role="button")
        y += f.get_linesize()
    if action is not None and enabled:
        ctx.hit(rect, action, key or label)


def flow_rows(t: th.Theme, width: int, buttons: Sequence[tuple[int, Callable[[Ctx, pygame.Rect], None]]]
              ) -> list[Row]:
    """Buttons of the given widths side by side, as many lines as they need."""
    gap = t.px(8)
    h = t.font(14, True).get_linesize() + t.px(12)
    lines: list[list[tuple[int, Callable]]] = [[]]
    used = 0
    for w, draw in buttons:
        w = min(w, width)
        if lines[-1] and used + gap + w > width:
            lines.append([])
            used = 0
        used += (gap if lines[-1] else 0) + w
        lines[-1].append((w, draw))

    def row(items):
        def draw(ctx: Ctx, rect: pygame.Rect) -> None:
            x = rect.left
            for w, d in items:
                d(ctx, pygame.Rect(x, rect.top, w, h))
                x += w + gap
        return Row(h + t.px(6), draw)
    return [row(items) for items in lines if items]


# -- simple pickers -------------------------------------------------------------------------
class Dropdown(Widget):
    """One value among labelled values; the list opens as a popup. Its box is as wide as the
    longest label (so it does not jump as the choice changes), wrapping when the room is short."""

    def __init__(self, values: Sequence[tuple[Any, str]], current: Any, on_change: Callable[[Any], None],
                 key: str = "") -> None:
        self.values = list(values)
        self.current = current
        self.on_change = on_change
        self.key = key

    def label(self) -> str:
        """The current value in words."""
        return next((lab for v, lab in self.values if v == self.current), str(self.current))

    def natural_width(self, t: th.Theme) -> int:
        """The width that shows every label on one line."""
        f = t.font(14)
        return max([f.size(lab)[0] for _, lab in self.values] + [t.px(60)]) + 2 * t.px(10) + t.px(22)

    def box_height(self, t: th.Theme, width: int) -> int:
        f = t.font(14)
        return max(1, len(dr.wrap(self.label(), f, self.inner(t, width)))) * f.get_linesize() + t.px(12)

    def inner(self, t: th.Theme, width: int) -> int:
        return width - 2 * t.px(10) - t.px(22)

    def rows(self, t: th.Theme, width: int) -> list[Row]:
        w = min(width, self.natural_width(t))
        h = self.box_height(t, w)
        return [Row(h + t.px(6), lambda ctx, r: self.draw_box(ctx, pygame.Rect(r.left, r.top, w, h)))]

    def draw_box(self, ctx: Ctx, rect: pygame.Rect) -> None:
        """The closed box with the current label and an arrow."""
        t = ctx.t
        is_open = ctx.form.popup is not None and ctx.form.popup.owner is self
        hover = ctx.hovered(rect)
        dr.panel(ctx.surface, rect, th.BG_PANEL_2 if not hover else (52, 60, 90), th.GOLD if hover or is_open
                 else th.LINE, radius=t.px(6), width=1)
        f = t.font(14)
        y = rect.top + t.px(6)
        for line in dr.wrap(self.label(), f, self.inner(t, rect.width)):
            dr.text(ctx.surface, line, f, th.TEXT, (rect.left + t.px(10), y), role="button")
            y += f.get_linesize()
        ax, ay, s = rect.right - t.px(16), rect.centery, t.px(5)
        pygame.draw.polygon(ctx.surface, th.TEXT, [(ax - s, ay - s // 2), (ax + s, ay - s // 2), (ax, ay + s // 2 + 1)])
        ctx.hit(rect, lambda: ctx.form.open(Popup(self, rect)), self.key)


class Popup:
    """A dropdown's open list, over everything; whole items scroll with the wheel."""

    def __init__(self, owner: Dropdown, anchor: pygame.Rect) -> None:
        self.owner = owner
        self.anchor = pygame.Rect(anchor)
        self.first = 0
        self.rect = pygame.Rect(anchor)
        self._items: list[tuple[pygame.Rect, Any]] = []
        self._arrows: dict[int, pygame.Rect] = {}

    def _heights(self, t: th.Theme, width: int) -> list[int]:
        f = t.font(14)
        return [len(dr.wrap(lab, f, width - 2 * t.px(10))) * f.get_linesize() + t.px(10)
                for _, lab in self.owner.values]

    def layout(self, t: th.Theme, bounds: pygame.Rect) -> None:
        """Below the box when the list fits there, else above, else where there is more room."""
        width = max(self.anchor.width, min(bounds.width, self.owner.natural_width(t)))
        hs = self._heights(t, width)
        need = sum(hs) + 2
        below = bounds.bottom - self.anchor.bottom
        above = self.anchor.top - bounds.top
        if need <= below or (need > above and below >= above):
            h = min(need, below)
            top = self.anchor.bottom
        else:
            h = min(need, above)
            top = self.anchor.top - h
        left = min(self.anchor.left, bounds.right - width)
        self.rect = pygame.Rect(left, top, width, h)

    def draw(self, ctx: Ctx) -> None:
        t = ctx.t
        self.layout(t, ctx.form.bounds)
        r = self.rect
        pygame.draw.rect(ctx.surface, (20, 24, 38), r, border_radius=t.px(4))
        pygame.draw.rect(ctx.surface, th.GOLD, r, 1, border_radius=t.px(4))
        audit.cover(ctx.surface, r, "tip")  # what lies beneath is covered for a moment, as by a tip
        f = t.font(14)
        hs = self._heights(t, r.width)
        arrow_h = t.font(13).get_linesize() + t.px(4)
        self._items, self._arrows = [], {}
        y = r.top + 1
        if self.first > 0:
            self._arrows[-1] = pygame.Rect(r.left, y, r.width, arrow_h)
            dr.text(ctx.surface, f"▲ {self.first} more", t.font(13), th.TEXT_DIM, self._arrows[-1].center,
                    anchor="center")
            y += arrow_h
        n = len(self.owner.values)
        for i in range(self.first, n):
            rest = n - i - 1
            if y + hs[i] + (arrow_h if rest else 0) > r.bottom and i > self.first:
                break
            box = pygame.Rect(r.left + 1, y, r.width - 2, hs[i])
            value, lab = self.owner.values[i]
            if box.collidepoint(ctx.form.mouse):
                pygame.draw.rect(ctx.surface, th.RED, box)
            elif value == self.owner.current:
                pygame.draw.rect(ctx.surface, th.BG_PANEL_2, box)
            yy = box.top + t.px(5)
            for line in dr.wrap(lab, f, box.width - 2 * t.px(10)):
                dr.text(ctx.surface, line, f, th.TEXT, (box.left + t.px(10), yy), role="button")
                yy += f.get_linesize()
            self._items.append((box, value))
            ctx.form.probes.append((pygame.Rect(box), f"pick:{value}"))
            y = box.bottom
        shown = len(self._items)
        if self.first + shown < n:
            self._arrows[1] = pygame.Rect(r.left, r.bottom - arrow_h, r.width, arrow_h)
            dr.text(ctx.surface, f"▼ {n - self.first - shown} more", t.font(13), th.TEXT_DIM,
                    self._arrows[1].center, anchor="center")

    def scroll(self, by: int) -> None:
        self.first = max(0, min(len(self.owner.values) - 1, self.first + by))

    def click(self, pos: tuple[int, int]) -> str:
        """A click: "picked" an item, "kept" open (an arrow, the list's edge) or "outside"."""
        if not self.rect.collidepoint(pos):
            return "outside"
        for d, r in self._arrows.items():
            if r.collidepoint(pos):
                self.scroll(d)
                return "kept"
        for r, value in self._items:
            if r.collidepoint(pos):
                changed = value != self.owner.current
                self.owner.current = value
                if changed:
                    self.owner.on_change(value)
                return "picked"
        return "kept"


class Toggles(Widget):
    """A few values side by side, the chosen one lit (on/off, or a short list)."""

    def __init__(self, values: Sequence[tuple[Any, str]], current: Any, on_change: Callable[[Any], None],
                 key: str = "") -> None:
        self.values = list(values)
        self.current = current
        self.on_change = on_change
        self.key = key

    def natural_width(self, t: th.Theme) -> int:
        return sum(max(button_size(t, lab)[0], t.px(70)) for _, lab in self.values) + t.px(8) * (len(self.values) - 1)

    def rows(self, t: th.Theme, width: int) -> list[Row]:
        def one(value, lab):
            def draw(ctx: Ctx, rect: pygame.Rect) -> None:
                draw_button(ctx, rect, lab, lambda: self._pick(value), on=value == self.current,
                            key=f"{self.key}={value}")
            return max(button_size(t, lab)[0], t.px(70)), draw
        return flow_rows(t, width, [one(v, lab) for v, lab in self.values])

    def _pick(self, value: Any) -> None:
        if value != self.current:
            self.current = value
            self.on_change(value)


class Stepper(Widget):
    """A whole number with − and + (within low..high). `None` is the unset value, shown as
    `unset_label`; it stands for `start`. With no `start` (e.g. "No limit") the unset value
    lies beyond both ends: + from it gives `low`, − gives `high`, and stepping out of the
    range comes back to it."""

    def __init__(self, value: int | None, low: int, high: int, on_change: Callable[[int | None], None], *,
                 unset_label: str = "", start: int | None = None, key: str = "") -> None:
        self.value, self.low, self.high = value, low, high
        self.key = key
        self.on_change = on_change
        self.unset_label = unset_label
        self.start = start

    def shown(self) -> str:
        return self.unset_label if self.value is None else str(self.value)

    def step(self, by: int) -> None:
        """One up or down; reaching the unset value's number unsets it."""
        if not self.can(by):
            return
        now = self.value if self.value is not None else self.start
        if now is None:
            new: int | None = self.low if by > 0 else self.high
        else:
            new = now + by
            if not self.low <= new <= self.high:
                new = None
        if new == self.start:
            new = None
        if new != self.value:
            self.value = new
            self.on_change(new)

    def can(self, by: int) -> bool:
        """Whether − (by < 0) or + can step."""
        now = self.value if self.value is not None else self.start
        if now is None or self.start is None:
            return True
        return now > self.low if by < 0 else now < self.high

    def natural_width(self, t: th.Theme) -> int:
        f = t.font(15, True)
        bw = button_size(t, "+")[0] + t.px(6)
        return 2 * bw + 2 * t.px(6) + max(f.size(self.unset_label)[0], f.size(str(self.high))[0]) + 2 * t.px(12)

    def rows(self, t: th.Theme, width: int) -> list[Row]:
        f = t.font(15, True)
        bw = button_size(t, "+")[0] + t.px(6)
        mid = min(width, self.natural_width(t)) - 2 * bw - 2 * t.px(6)
        mid = max(mid, t.px(40))
        h = max(1, len(dr.wrap(self.shown(), f, mid - 2 * t.px(6)))) * f.get_linesize() + t.px(12)

        def draw(ctx: Ctx, rect: pygame.Rect) -> None:
            x, top = rect.left, rect.top
            draw_button(ctx, pygame.Rect(x, top, bw, h), "−", lambda: self.step(-1), enabled=self.can(-1),
                        key=f"{self.key}:-")
            box = pygame.Rect(x + bw + t.px(6), top, mid, h)
            dr.panel(ctx.surface, box, th.BG_PANEL, th.LINE, radius=t.px(6))
            y = box.top + t.px(6)
            for line in dr.wrap(self.shown(), f, mid - 2 * t.px(6)):
                dr.text(ctx.surface, line, f, th.TEXT, (box.centerx, y), anchor="midtop", role="number")
                y += f.get_linesize()
            draw_button(ctx, pygame.Rect(box.right + t.px(6), top, bw, h), "+", lambda: self.step(1),
                        enabled=self.can(1), key=f"{self.key}:+")
        return [Row(h + t.px(6), draw)]


class TextLine(Widget):
    """A line of free text, for an option with no fixed values (never for a choice)."""

    def __init__(self, value: str, on_change: Callable[[str], None], *, placeholder: str = "", key: str = "") -> None:
        self.value = value
        self.key = key
        self.on_change = on_change
        self.placeholder = placeholder
        self.focused = False

    def rows(self, t: th.Theme, width: int) -> list[Row]:
        f = t.font(15)
        h = f.get_linesize() + t.px(12)

        def draw(ctx: Ctx, rect: pygame.Rect) -> None:
            box = pygame.Rect(rect.left, rect.top, width, h)
            dr.panel(ctx.surface, box, th.BG_PANEL, th.GOLD if self.focused else th.LINE, radius=t.px(4))
            shown = self.value + ("|" if self.focused else "")
            text = dr.fit(shown, f, box.width - 2 * t.px(8)) if shown else self.placeholder
            dr.text(ctx.surface, text, f, th.TEXT if shown else th.TEXT_DIM, (box.left + t.px(8), box.top + t.px(6)),
                    role="entry", full=shown or self.placeholder)
            ctx.hit(box, lambda: ctx.form.focus(self), self.key)
        return [Row(h + t.px(6), draw)]

    def key(self, ev: pygame.event.Event) -> bool:
        """Typing while focused."""
        if ev.type == pygame.TEXTINPUT:
            self.value += ev.text
        elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE,
                                                      pygame.K_TAB):
            self.focused = False
            return True
        else:
            return False
        self.on_change(self.value)
        return True


# -- labelled field ----------------------------------------------------------------------------
class Field(Widget):
    """An option: its label in words, its picker (beside the label when there is room, else
    under it), then its help and any note, wrapped."""

    def __init__(self, label: str, control: Widget, help: str = "", note: str = "") -> None:
        self.label = label
        self.control = control
        self.help = help
        self.note = note

    def rows(self, t: th.Theme, width: int) -> list[Row]:
        fl = t.font(15, True)
        gap = t.px(12)
        natural = getattr(self.control, "natural_width", None)
        cw = natural(t) if natural else None
        label_w = fl.size(self.label)[0]
        if cw is not None and label_w + gap + cw <= width:
            inner = self.control.rows(t, cw)
            if len(inner) == 1:
                lh = fl.get_linesize()
                h = max(lh, inner[0].height)

                def draw(ctx: Ctx, rect: pygame.Rect, inner=inner[0]) -> None:
                    dr.text(ctx.surface, self.label, fl, th.TEXT, (rect.left, rect.top + (inner.height - lh) // 2 - 1),
                            role="label")
                    inner.draw(ctx, pygame.Rect(rect.right - cw, rect.top, cw, inner.height))
                words = self._words(t, width)
                for r in words:
                    r.tail = True
                return [Row(h, draw, keep=bool(words))] + words
        # The picker goes under its label and help.
        out = self._label_row(t, width) + self._words(t, width)
        for r in out:
            r.keep = True
        inner = self.control.rows(t, width)
        for r in out[1:] + inner[:1]:
            r.tail = True
        return out + inner

    def _words(self, t: th.Theme, width: int) -> list[Row]:
        fh = t.font(13)
        out = []
        for words, colour in ((self.help, th.TEXT_DIM), (self.note, th.GOLD)):
            if words:
                h = text_height(words, fh, width)
                out.append(Row(h + t.px(4), lambda ctx, rect, words=words, colour=colour:
                               text_lines(ctx, words, fh, colour, rect.left, rect.top, rect.width)))
        return out

    def _label_row(self, t: th.Theme, width: int) -> list[Row]:
        fl = t.font(15, True)
        return [Row(text_height(self.label, fl, width) + t.px(4),
                    lambda ctx, rect: text_lines(ctx, self.label, fl, th.TEXT, rect.left, rect.top, rect.width))]


# -- cards ---------------------------------------------------------------------------------------
def ink(colour: Sequence[int]) -> tuple[int, int, int]:
    """Text colour readable on a fill of `colour`."""
    r, g, b = colour[:3]
    return DARK_TEXT if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (255, 255, 255)


def card_fill(colour: Sequence[int]) -> tuple[int, int, int]:
    """A card's fill in its item's colour, darkened a little under white text."""
    c = tuple(int(v) for v in colour[:3])
    return c if ink(c) == DARK_TEXT else tuple(int(v * 0.82) for v in c)  # type: ignore[return-value]


def _mix(a: Sequence[int], b: Sequence[int], k: float) -> tuple[int, int, int]:
    return tuple(int(x * (1 - k) + y * k) for x, y in zip(a[:3], b[:3]))  # type: ignore[return-value]


@dataclass
class Seat:
    """A seat as a card grid shows it."""

    name: str
    colour: tuple[int, int, int]


@dataclass
class GridMode:
    """A button that leaves the cards to the game: its value (None: the option unset)."""

    value: str | None
    label: str
    help: str


@dataclass
class CardGrid(Widget):
    """Items as cards in their colours; pick some of them.

    Per seat (`per_seat` > 0): a tab per seat says whom the next card goes to, each seat
    takes `per_seat` cards, no card twice (unless `shared`: then several seats may take the
    same card, e.g. one deck for everyone); the value lists them in seat order. Otherwise:
    at most `most` cards costing at most `budget`. `modes` are buttons that pick no card and
    leave it to the game (e.g. "Random", "Draft"); picking a card leaves those modes.
    """

    items: list[PickItem]
    per_seat: int = 0
    seats: list[Seat] = field(default_factory=list)
    most: int | None = None
    budget: int | None = None
    unavailable: dict[str, str] = field(default_factory=dict)
    modes: list[GridMode] = field(default_factory=list)
    on_change: Callable[[], None] = lambda: None
    #: Per seat: one list of ids per seat; otherwise one list.
    chosen: list[list[str]] = field(default_factory=list)
    mode: str | None = None  # a mode's value, or "" when cards are picked (or none and no mode)
    current: int = 0
    message: str = ""
    cost_word: str = "points"
    key: str = ""
    shared: bool = False

    def __post_init__(self) -> None:
        self.set_seats(self.seats)

    # -- state ----------------------------------------------------------------------------------
    def set_seats(self, seats: list[Seat]) -> None:
        """The seats changed: keep their picks, drop those of seats gone."""
        self.seats = list(seats)
        n = len(self.seats) if self.per_seat else 1
        self.chosen = [list(c) for c in self.chosen[:n]] + [[] for _ in range(n - len(self.chosen))]
        self.current = min(self.current, n - 1)

    def load(self, value: str | None) -> None:
        """Show an option value: a mode, or ids (in seat order, `per_seat` each)."""
        n = len(self.chosen)
        self.chosen = [[] for _ in range(n)]
        self.mode = None
        modes = {m.value for m in self.modes}
        if value is None or str(value).strip() == "":
            self.mode = None if None in modes or not modes else ""
            return
        if value in modes:
            self.mode = value
            return
        known = {i.id for i in self.items}
        ids = [x.strip() for x in str(value).split(",") if x.strip() in known]
        if self.per_seat:
            for k, cid in enumerate(ids[: self.per_seat * n]):
                self.chosen[k // self.per_seat].append(cid)
        else:
            self.chosen[0] = ids
        self.mode = ""
        self._next_seat()

    def value(self) -> str | None:
        """The option value: a mode's value, or the ids picked in seat order (None: unset)."""
        if self.mode:
            return self.mode
        flat = [c for ids in self.chosen for c in ids]
        return ",".join(flat) if flat else None

    def problem(self) -> str | None:
        """Why the picks are not a whole choice yet, in words; None when they are."""
        if self.mode or not self.per_seat:
            return None
        picked = sum(len(c) for c in self.chosen)
        if picked == 0:
            return None
        short = [f"{s.name} needs {self.per_seat - len(c)} more" for s, c in zip(self.seats, self.chosen)
                 if len(c) < self.per_seat]
        if not short:
            return None
        how = " or ".join(m.label for m in self.modes)
        return "; ".join(short) + (f" (pick them, or press {how})." if how else ".")

    def owner(self, cid: str) -> int | None:
        return next((k for k, ids in enumerate(self.chosen) if cid in ids), None)

    def owners(self, cid: str) -> list[int]:
        """Every seat that took the card (several only when `shared`)."""
        return [k for k, ids in enumerate(self.chosen) if cid in ids]

    def spent(self) -> int:
        costs = {i.id: i.cost for i in self.items}
        return sum(costs.get(c, 0) for ids in self.chosen for c in ids)

    def click(self, item: PickItem) -> None:
        """Take a free card for the current seat, or put a taken one back."""
        self.message = ""
        k = self.owner(item.id)
        if self.shared and self.per_seat:  # the current seat's own pick decides: put back or take
            k = self.current if item.id in self.chosen[self.current] else None
            if k is None and len(self.chosen[self.current]) >= self.per_seat:
                self._next_seat()
        if k is not None:
            self.chosen[k].remove(item.id)
            self.current = k if self.per_seat else 0
            self.message = f"{item.name} put back."
        elif item.id in self.unavailable:
            self.message = f"{item.name}: {self.unavailable[item.id]}."
            return
        elif self.per_seat:
            if all(len(c) >= self.per_seat for c in self.chosen):
                self.message = f"Everyone has {self.per_seat}: click a card to put it back first."
                return
            if len(self.chosen[self.current]) >= self.per_seat:
                self._next_seat()
            self.chosen[self.current].append(item.id)
            self._next_seat()
        else:
            if self.most == 1:  # a single choice: the new card replaces the old
                self.chosen[0] = []
            if self.most is not None and len(self.chosen[0]) >= self.most:
                self.message = f"At most {self.most}: click a card to put it back first."
                return
            if self.budget is not None and self.spent() + item.cost > self.budget:
                left = self.budget - self.spent()
                self.message = f"{item.name} costs {item.cost} {self.cost_word}; {left} left."
                return
            self.chosen[0].append(item.id)
        self.mode = ""
        if not any(self.chosen) and any(m.value is None for m in self.modes):
            self.mode = None
        self.on_change()

    def _next_seat(self) -> None:
        """The current seat moves on to the first seat (from it, round the table) with room."""
        if not self.per_seat:
            return
        n = len(self.chosen)
        for k in range(n):
            s = (self.current + k) % n
            if len(self.chosen[s]) < self.per_seat:
                self.current = s
                return

    def set_mode(self, mode: GridMode) -> None:
        """Leave the cards to the game: every pick goes back."""
        self.chosen = [[] for _ in self.chosen]
        self.mode = mode.value
        self.current = 0
        self.message = ""
        self.on_change()

    def pick_seat(self, k: int) -> None:
        self.current = k
        self.message = ""

    def clear(self) -> None:
        self.chosen = [[] for _ in self.chosen]
        self.mode = None if any(m.value is None for m in self.modes) else ""
        self.current = 0
        self.message = ""
        self.on_change()

    # -- words --------------------------------------------------------------------------------
    def status(self) -> str:
        """What is chosen now, in words (after what the last click did, if it needs saying)."""
        return f"{self.message} {self._state()}" if self.message else self._state()

    def _state(self) -> str:
        active = next((m for m in self.modes if m.value == self.mode), None)
        if active is not None and not any(self.chosen):
            return f"{active.label}: {active.help}"
        names = {i.id: i.name for i in self.items}
        if self.per_seat:
            left = self.per_seat - len(self.chosen[self.current])
            picks = ""
            if self.shared:
                picks = " " + "; ".join(f"{s.name}: {', '.join(names.get(c, c) for c in ids) or 'none yet'}"
                                        for s, ids in zip(self.seats, self.chosen)) + "."
            if all(len(c) >= self.per_seat for c in self.chosen):
                return "Everyone has chosen. Click a card to put it back." + picks
            return f"Choosing for {self.seats[self.current].name}: {left} more. Click a chosen card to put it " \
                   f"back." + picks
        got = ", ".join(names.get(c, c) for c in self.chosen[0]) or "nothing yet"
        if self.budget is not None:
            return f"Chosen: {got} ({self.spent()} of {self.budget} {self.cost_word})."
        return f"Chosen: {got}."

    # -- layout -----------------------------------------------------------------------------------
    def tag(self, cid: str) -> str:
        k = self.owner(cid)
        if k is None:
            return ""
        if self.shared and len(self.owners(cid)) > 1:
            return f"{len(self.owners(cid))} seats"
        return self.seats[k].name if self.per_seat and k < len(self.seats) else "Chosen"

    def columns(self, t: th.Theme, width: int) -> int:
        return max(1, min(4, (width + t.px(10)) // (t.px(215) + t.px(10))))

    def rows(self, t: th.Theme, width: int) -> list[Row]:
        out: list[Row] = []
        buttons = []
        if self.per_seat:
            for k, s in enumerate(self.seats):
                lab = f"{s.name} ({len(self.chosen[k])}/{self.per_seat})"
                buttons.append((button_size(t, lab)[0] + t.px(16), self._seat_button(k, lab)))
        for m in self.modes:
            buttons.append((max(t.px(90), button_size(t, m.label)[0]), self._mode_button(m)))
        if any(self.chosen):
            buttons.append((max(t.px(90), button_size(t, "Clear")[0]), self._clear_button()))
        out += flow_rows(t, width, buttons)
        fs = t.font(13)
        out.append(Row(text_height(self.status(), fs, width) + t.px(6),
                       lambda ctx, rect: text_lines(ctx, self.status(), fs, th.GOLD, rect.left, rect.top, rect.width,
                                                    role="prompt")))
        for r in out:  # the buttons and the status go with the first cards and scroll away with them
            r.keep = r.tail = True
        cols = self.columns(t, width)
        gap = t.px(10)
        cw = (width - gap * (cols - 1)) // cols
        for start in range(0, len(self.items), cols):
            group = self.items[start:start + cols]
            h = max(self._card_height(t, it, cw) for it in group)
            out.append(Row(h + gap, lambda ctx, rect, group=group, h=h: self._draw_cards(ctx, rect, group, cw, h, gap)))
        return out

    def _seat_button(self, k: int, lab: str):
        def draw(ctx: Ctx, rect: pygame.Rect) -> None:
            draw_button(ctx, rect, lab, lambda: self.pick_seat(k), on=self.mode == "" and k == self.current,
                        dot=self.seats[k].colour, key=f"{self.key}:seat:{k}", lit=self.seats[k].colour)
        return draw

    def _mode_button(self, m: GridMode):
        def draw(ctx: Ctx, rect: pygame.Rect) -> None:
            draw_button(ctx, rect, m.label, lambda: self.set_mode(m), on=self.mode == m.value and not any(self.chosen),
                        key=f"{self.key}:mode:{m.value or ''}")
        return draw

    def _clear_button(self):
        def draw(ctx: Ctx, rect: pygame.Rect) -> None:
            draw_button(ctx, rect, "Clear", self.clear, key=f"{self.key}:clear")
        return draw

    def _tag_w(self, t: th.Theme) -> int:
        f = t.font(13, True)
        words = [s.name for s in self.seats] if self.per_seat else ["Chosen"]
        if self.shared:
            words.append(f"{len(self.seats)} seats")
        return max(f.size(w)[0] for w in words) + 2 * t.px(6) if words else 0

    def _card_height(self, t: th.Theme, it: PickItem, cw: int) -> int:
        pad = t.px(8)
        fn, fb = t.font(15, True), t.font(13)
        inner = cw - 2 * pad
        h = pad + text_height(it.name, fn, inner - self._tag_w(t) - t.px(6))
        h = max(h, pad + t.font(13, True).get_linesize() + t.px(4))
        if it.blurb:
            h += t.px(2) + text_height(it.blurb, fb, inner)
        for line in it.lines:
            h += text_height(line, fb, inner)
        return h + pad

    def _draw_cards(self, ctx: Ctx, rect: pygame.Rect, group: list[PickItem], cw: int, h: int, gap: int) -> None:
        x = rect.left
        for it in group:
            self._draw_card(ctx, pygame.Rect(x, rect.top, cw, h), it)
            x += cw + gap

    def _draw_card(self, ctx: Ctx, r: pygame.Rect, it: PickItem) -> None:
        t = ctx.t
        pad = t.px(8)
        k = self.owner(it.id)
        blocked = k is None and (it.id in self.unavailable or (
            self.budget is not None and self.spent() + it.cost > self.budget) or (
            self.per_seat and all(len(c) >= self.per_seat for c in self.chosen)))
        if self.shared and k is not None and len(self.owners(it.id)) > 1:
            k = next((x for x in self.owners(it.id) if x == self.current), k)
        fill = card_fill(it.colour)
        colour = ink(fill)
        if blocked or (self.mode and k is None):
            fill = _mix(fill, th.BG, 0.55)
            colour = (200, 204, 216) if ink(fill) != DARK_TEXT else DARK_TEXT
        hover = ctx.hovered(r)
        owner_colour = self.seats[k].colour if (k is not None and self.per_seat) else th.GOLD
        border = owner_colour if k is not None else (th.GOLD if hover else _mix(fill, (0, 0, 0), 0.4))
        dr.panel(ctx.surface, r, fill, border, radius=t.px(8), width=t.px(3) if k is not None else (2 if hover else 1))
        fn, fb = t.font(15, True), t.font(13)
        inner = r.width - 2 * pad
        tag = self.tag(it.id)
        tw = self._tag_w(t)
        if tag:
            ft = t.font(13, True)
            box = pygame.Rect(r.right - pad - tw, r.top + pad - t.px(2), tw, ft.get_linesize() + t.px(4))
            pygame.draw.rect(ctx.surface, owner_colour, box, border_radius=t.px(4))
            dr.text(ctx.surface, tag, ft, ink(owner_colour), box.center, anchor="center", role="label")
        y = r.top + pad
        y += text_lines(ctx, it.name, fn, colour, r.left + pad, y, inner - tw - t.px(6), role="name")
        y = max(y, r.top + pad + t.font(13, True).get_linesize() + t.px(4))
        if it.blurb:
            y += t.px(2) + text_lines(ctx, it.blurb, fb, colour, r.left + pad, y + t.px(2), inner, role="rules")
        for line in it.lines:
            y += text_lines(ctx, line, fb, colour, r.left + pad, y, inner, role="rules")
        ctx.hit(r, lambda: self.click(it), f"{self.key}:card:{it.id}")


class Actions(Widget):
    """Buttons that open a game's own screen from its setup (Vs. System: "Build a deck…")."""

    def __init__(self, actions: Sequence[tuple[str, Action]], key: str = "") -> None:
        self.actions = list(actions)
        self.key = key

    def rows(self, t: th.Theme, width: int) -> list[Row]:
        def one(label: str, action: Action):
            def draw(ctx: Ctx, rect: pygame.Rect) -> None:
                draw_button(ctx, rect, label, action, key=f"{self.key}:action:{label}")
            return draw
        return flow_rows(t, width, [(button_size(t, lab)[0], one(lab, act)) for lab, act in self.actions])


class ItemCard(Widget):
    """One item in full: its map drawn small beside its name and facts, its blurb under them
    (a scenario: goal, battlefield, armies, round limit)."""

    def __init__(self, item: PickItem, maps: dict[str, Any] | None = None,
                 seat_names: Sequence[str] = ()) -> None:
        self.item = item
        self.maps = maps or {}
        self.seat_names = list(seat_names)

    def _board(self):
        return self.maps.get(self.item.map) if self.item.map else None

    def legend(self) -> str:
        """What the marks on the small map mean, in words ("start zones red and blue")."""
        colours: dict[str, list[str]] = {}
        for mark in self.item.marks.values():
            kind, _, word = mark.partition(":")
            if kind == "seat":
                i = int(word)
                name = self.seat_names[i] if i < len(self.seat_names) else f"Player {i + 1}"
                kind, word = f"{name}'s figures", th.SEAT_NAMES_COLOUR[i % len(th.SEAT_NAMES_COLOUR)]
            elif kind in MARKS:
                word = word if word in COLOUR_WORDS else MARKS[kind][2]
                kind = MARKS[kind][0]
            else:
                continue
            if word not in colours.setdefault(kind, []):
                colours[kind].append(word)
        words = [f"{kind} {' and '.join(c)}" for kind, c in colours.items()]
        return ("On the map: " + ", ".join(words) + ".") if words else ""

    def rows(self, t: th.Theme, width: int) -> list[Row]:
        pad = t.px(10)
        ft, fb = t.font(16, True), t.font(13)
        board = self._board()
        pic_w = min(t.px(210), width // 3) if board is not None else 0
        pic_h = int(pic_w * 0.8)
        side = width - 2 * pad - (pic_w + pad if pic_w else 0)
        facts = list(self.item.lines) + ([self.legend()] if self.legend() else [])
        top_h = text_height(self.item.name, ft, side) + t.px(4) + sum(text_height(x, fb, side) for x in facts)
        top_h = max(top_h, pic_h) + 2 * pad
        body = self.item.blurb
        body_h = text_height(body, fb, width - 2 * pad - t.px(4)) + pad if body else 0

        def draw_top(ctx: Ctx, rect: pygame.Rect) -> None:
            r = pygame.Rect(rect.left, rect.top, width, top_h + (0 if body else 0))
            radius = t.px(8)
            pygame.draw.rect(ctx.surface, th.BG_PANEL, r, border_top_left_radius=radius, border_top_right_radius=radius,
                             border_bottom_left_radius=0 if body else radius,
                             border_bottom_right_radius=0 if body else radius)
            pygame.draw.rect(ctx.surface, self.item.colour, (r.left, r.top, t.px(6), r.height),
                             border_top_left_radius=radius)
            audit.cover(ctx.surface, r)
            x = r.left + pad
            if board is not None and pic_w:
                img = map_picture(board, (pic_w, pic_h), self.item.marks)
                ctx.surface.blit(img, (x + t.px(4), r.top + pad))
                x += pic_w + pad
            y = r.top + pad
            y += text_lines(ctx, self.item.name, ft, th.TEXT, x, y, side, role="title") + t.px(4)
            for line in facts:
                y += text_lines(ctx, line, fb, th.TEXT if line != self.legend() else th.TEXT_DIM, x, y, side,
                                role="rules")

        def draw_body(ctx: Ctx, rect: pygame.Rect) -> None:
            r = pygame.Rect(rect.left, rect.top, width, body_h)
            radius = t.px(8)
            pygame.draw.rect(ctx.surface, th.BG_PANEL, r, border_bottom_left_radius=radius,
                             border_bottom_right_radius=radius)
            pygame.draw.rect(ctx.surface, self.item.colour, (r.left, r.top, t.px(6), r.height),
                             border_bottom_left_radius=radius)
            audit.cover(ctx.surface, r)
            text_lines(ctx, body, fb, th.TEXT, r.left + pad + t.px(4), r.top, width - 2 * pad - t.px(4), role="rules")
        out = [Row(top_h, draw_top)]
        if body:
            out.append(Row(body_h + t.px(6), draw_body))
        return out


# -- a map drawn small ------------------------------------------------------------------------------
_PICTURES: dict[tuple, pygame.Surface] = {}


def map_picture(board: Any, size: tuple[int, int], marks: dict[str, str] | None = None) -> pygame.Surface:
    """A map's cells in their terrain colours (lighter the higher), scaled to fit `size`, with
    some of its objects outlined (`marks`: object name -> "start", "goal", "glyph", "seat:N";
    "start:red" names the colour)."""
    marks = marks or {}
    key = (board.name, id(board), size, tuple(sorted(marks.items())))
    if key in _PICTURES:
        return _PICTURES[key]
    from game.ui.views.hex_grid import terrain_colour
    img = pygame.Surface(size, pygame.SRCALPHA)
    cells = list(board.cells.values())
    if not cells:
        return img
    if board.hexagonal:
        from game.ui.hex_layout import Layout
        lay = Layout(1.0, (0.0, 0.0), (board.stagger_axis or "y") == "y")
        centres = {(c.col, c.row): lay.to_pixel(board.hex_of(c.col, c.row)) for c in cells}
        rad = 1.0
    else:
        centres = {(c.col, c.row): (c.col + 0.5, c.row + 0.5) for c in cells}
        rad = 0.5
    xs = [p[0] for p in centres.values()]
    ys = [p[1] for p in centres.values()]
    span_w, span_h = max(xs) - min(xs) + 2 * rad, max(ys) - min(ys) + 2 * rad
    k = min(size[0] / span_w, size[1] / span_h)
    ox = (size[0] - span_w * k) / 2 - (min(xs) - rad) * k
    oy = (size[1] - span_h * k) / 2 - (min(ys) - rad) * k

    def shape(cell: tuple[int, int], shrink: float = 1.0) -> list[tuple[float, float]]:
        cx, cy = centres[cell]
        px, py = ox + cx * k, oy + cy * k
        r = rad * k * shrink
        if not board.hexagonal:
            return [(px - r, py - r), (px + r, py - r), (px + r, py + r), (px - r, py + r)]
        start = 30 if (board.stagger_axis or "y") == "y" else 0
        return [(px + r * math.cos(math.radians(start + 60 * i)), py + r * math.sin(math.radians(start + 60 * i)))
                for i in range(6)]

    for c in sorted(cells, key=lambda c: c.elevation):
        colour = (70, 62, 58) if c.terrain == "ruin" else terrain_colour(c.terrain, c.elevation)
        pygame.draw.polygon(img, colour, shape((c.col, c.row)))
        pygame.draw.polygon(img, (24, 26, 32), shape((c.col, c.row)), 1)
    objects = {o.name: o for layer in board.layers.values() for o in layer}
    for name, kind in marks.items():
        o = objects.get(name)
        if o is None:
            continue
        colour = mark_colour(kind)
        for cell in o.cells:
            if cell not in centres:
                continue
            if kind.startswith(("seat:", "glyph")):
                cx, cy = centres[cell]
                r = max(3, rad * k * 0.7)
                pygame.draw.circle(img, (255, 255, 255), (ox + cx * k, oy + cy * k), r + 1)
                pygame.draw.circle(img, colour, (ox + cx * k, oy + cy * k), r)
            else:
                pygame.draw.polygon(img, colour, shape(cell, 0.78), 2 if k >= 6 else 1)
    _PICTURES[key] = img
    return img


def mark_colour(mark: str) -> tuple[int, int, int]:
    """The colour a map mark is drawn in."""
    kind, _, word = mark.partition(":")
    if kind == "seat":
        return th.seat_colour(int(word))
    if word in COLOUR_WORDS:
        return COLOUR_WORDS[word]
    return MARKS[kind][1] if kind in MARKS else th.GOLD


# -- a column that scrolls whole rows ------------------------------------------------------------
class Column:
    """Widgets one under the other in a rect; the wheel or the arrows scroll whole rows."""

    def __init__(self, rect: pygame.Rect, widgets: list[Widget] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.widgets = widgets or []
        self.first = 0
        self._arrows: dict[int, pygame.Rect] = {}
        self.shown_rows = 0
        self.total_rows = 0

    def all_rows(self, t: th.Theme) -> list[Row]:
        out: list[Row] = []
        gap = t.px(14)
        for w in self.widgets:
            rows = w.rows(t, self.rect.width)
            if rows and out:
                out[-1] = dataclasses.replace(out[-1], height=out[-1].height + gap)
            name = getattr(w, "label", "") if isinstance(getattr(w, "label", None), str) else ""
            for r in rows:  # a widget with no label of its own goes with the one above (a scenario's card)
                r.context = r.context or name or (out[-1].context if out else "")
            out += rows
        return out

    def _max_first(self, t: th.Theme, rows: list[Row]) -> int:
        room = self.rect.height - self._arrow_h(t)
        used = 0
        for i in range(len(rows) - 1, -1, -1):
            used += rows[i].height
            if used > room:
                return min(len(rows) - 1, i + 1)
        return 0

    def _arrow_h(self, t: th.Theme) -> int:
        return t.font(13).get_linesize() + t.px(6)

    def scroll(self, by: int, t: th.Theme) -> None:
        """Move by `by` rows, to a row that may start the view (a label, a row of cards)."""
        rows = self.all_rows(t)
        last = self._max_first(t, rows)
        new = self.first
        for _ in range(abs(by)):
            step = 1 if by > 0 else -1
            new += step
            while 0 < new < last and rows[new].tail:
                new += step
            new = max(0, min(last, new))
        self.first = new

    def draw(self, ctx: Ctx) -> None:
        t = ctx.t
        rows = self.all_rows(t)
        self.total_rows = len(rows)
        self.first = max(0, min(self.first, self._max_first(t, rows)))
        arrow_h = self._arrow_h(t)
        self._arrows = {}
        y = self.rect.top
        if self.first > 0:
            self._arrows[-1] = pygame.Rect(self.rect.left, y, self.rect.width, arrow_h)
            here = rows[self.first].context
            started_above = here and rows[self.first - 1].context == here
            words = f"▲ More above: {here} continues here" if started_above else ""
            if not words or t.font(13).size(words)[0] > self.rect.width - 2 * t.px(10):
                words = "▲ More above (wheel or click)"
            self._arrow(ctx, self._arrows[-1], words)
            ctx.form.probes.append((self._arrows[-1], "more:above"))
            y += arrow_h
        n = 0
        for i in range(self.first, len(rows)):
            need = rows[i].height
            k = i
            while rows[k].keep and k + 1 < len(rows):  # a label goes with what it labels
                k += 1
                need += rows[k].height
            if y + need > self.rect.bottom - (arrow_h if len(rows) - k - 1 else 0) and n:
                break
            rows[i].draw(ctx, pygame.Rect(self.rect.left, y, self.rect.width, rows[i].height))
            y += rows[i].height
            n += 1
        self.shown_rows = n
        hidden = len(rows) - self.first - n
        if hidden > 0:
            self._arrows[1] = pygame.Rect(self.rect.left, self.rect.bottom - arrow_h, self.rect.width, arrow_h)
            below = list(dict.fromkeys(r.context for r in rows[self.first + n:] if r.context))
            self._arrow(ctx, self._arrows[1], self._listing(t, "▼ More below", below))
            ctx.form.probes.append((self._arrows[1], "more:below"))

    def _listing(self, t: th.Theme, start: str, names: list[str]) -> str:
        """`start` and as many of `names` as fit the column's width."""
        f = t.font(13)
        room = self.rect.width - 2 * t.px(10)
        text = start + " (wheel or click)"
        for k in range(len(names), 0, -1):
            trial = f"{start}: {', '.join(names[:k])}" + (" and more" if k < len(names) else "")
            if f.size(trial)[0] <= room:
                return trial
        return text

    def _arrow(self, ctx: Ctx, r: pygame.Rect, words: str) -> None:
        hover = ctx.hovered(r)
        pygame.draw.rect(ctx.surface, (40, 48, 74) if hover else (26, 31, 48), r, border_radius=ctx.t.px(4))
        dr.text(ctx.surface, words, ctx.t.font(13), th.TEXT if hover else th.TEXT_DIM, r.center, anchor="center",
                role="button")

    def click(self, pos: tuple[int, int], t: th.Theme) -> bool:
        for d, r in self._arrows.items():
            if r.collidepoint(pos):
                self.scroll(d, t)
                return True
        return False


# -- the form -----------------------------------------------------------------------------------------
class Form:
    """Widgets at fixed places and scrolling columns; routes the mouse and keys to them.

    `bounds` is where popups may open (between a page's title band and its bottom bar).
    """

    def __init__(self, theme: th.Theme, bounds: pygame.Rect) -> None:
        self.theme = theme
        self.bounds = pygame.Rect(bounds)
        self.placed: list[tuple[Widget, pygame.Rect]] = []
        self.columns: list[Column] = []
        self.hits: list[tuple[pygame.Rect, Action, str]] = []
        self.popup: Popup | None = None
        #: Places drawn over the hits (a popup's items, a column's arrows), named for tests.
        self.probes: list[tuple[pygame.Rect, str]] = []
        self.focused: TextLine | None = None
        self.mouse = (-10_000, -10_000)

    def place(self, widget: Widget, rect: pygame.Rect) -> None:
        """Show `widget` at a fixed place (its rows from the top of `rect`)."""
        self.placed.append((widget, pygame.Rect(rect)))

    def add_column(self, column: Column) -> Column:
        self.columns.append(column)
        return column

    def open(self, popup: Popup) -> None:
        self.popup = popup
        self.focus(None)

    def close(self) -> None:
        self.popup = None

    def focus(self, line: TextLine | None) -> None:
        if self.focused is not None:
            self.focused.focused = False
        self.focused = line
        if line is not None:
            line.focused = True

    def popup_rect(self) -> pygame.Rect | None:
        """Where the open popup is (None when closed)."""
        if self.popup is None:
            return None
        self.popup.layout(self.theme, self.bounds)
        return self.popup.rect

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """True when the form used the event."""
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            return False
        if ev.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos() if self.mouse[0] < -1000 else self.mouse
            if self.popup is not None:
                if self.popup.rect.collidepoint(pos):
                    self.popup.scroll(-ev.y)
                return True
            for c in self.columns:
                if c.rect.collidepoint(pos):
                    c.scroll(-ev.y, self.theme)
                    return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.mouse = ev.pos
            if self.popup is not None:
                if self.popup.click(ev.pos) != "kept":
                    self.close()
                return True
            for c in self.columns:
                if c.click(ev.pos, self.theme):
                    return True
            for rect, action, _key in reversed(self.hits):
                if rect.collidepoint(ev.pos):
                    if self.focused is not None:
                        self.focus(None)
                    action()
                    return True
            if self.focused is not None:
                self.focus(None)
            return False
        if ev.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE and self.popup is not None:
                self.close()
                return True
            if self.focused is not None:
                used = self.focused.key(ev)
                if not self.focused.focused:
                    self.focused = None
                return used
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """The placed widgets and the columns (the popup comes in `draw_over`)."""
        ctx = Ctx(self, surface)
        self.hits = []
        self.probes = []
        for widget, rect in self.placed:
            y = rect.top
            for row in widget.rows(self.theme, rect.width):
                row.draw(ctx, pygame.Rect(rect.left, y, rect.width, row.height))
                y += row.height
        for c in self.columns:
            c.draw(ctx)

    def draw_over(self, surface: pygame.Surface) -> None:
        """The open popup, over everything."""
        self.probes = [p for p in self.probes if not p[1].startswith("pick:")]
        if self.popup is not None:
            self.popup.draw(Ctx(self, surface))

    def places(self) -> dict[str, pygame.Rect]:
        """Every named place that takes a click now (the popup's items last, over the rest)."""
        out = {key: rect for rect, _, key in self.hits if key}
        out.update({key: rect for rect, key in self.probes})
        return out
