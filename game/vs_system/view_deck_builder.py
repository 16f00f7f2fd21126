"""The Vs. System deck builder: the box's cards on the left (filters by team, type and cost; click a
card to put a copy in, − to take one out; hover to read it whole), the deck on the right (its name,
its main character, the count of 60 and the cost curve, what keeps it from being played, its cards
with − and +), and the deck folder: open a deck (or a copy of a starter), save, and import a friend's
file (typed path or a file dropped on the window) after checking it, every problem listed as
file:line. Reached from the Vs. System setup screen ("Open the deck builder").

Copy limits are enforced as cards go in (four of a card, one of a One of a Kind card, 60 in all);
the other deck-building rules are the rules layer's (`deckbuilding.py`), listed until they hold.
Decks are YAML files in the user folder (deck_files.py); the setup screen offers the playable ones.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.ui import audit
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.pickers import (Actions, Column, Ctx, Dropdown, Field, Form, Row, TextLine, Widget, button_size,
                             draw_button, text_height, text_lines)
from game.ui.scene import Page
from game.ui.views.base import Tip
from game.ui.views.card_table import CARD_RATIO, render_card, zoom_picture
from game.ui.widgets import draw_tip, tip_picture

from . import deck_files as df
from .deckbuilding import DECK_SIZE, MAX_COPIES
from .view_faces import Faces

TYPES = (("all", "All"), ("supporting_character", "Characters"), ("plot_twist", "Plot twists"),
         ("location", "Locations"))
COSTS = (("all", "Any cost"), ("0-1", "0-1"), ("2", "2"), ("3", "3"), ("4", "4"), ("5+", "5+"))
TYPE_ORDER = ("supporting_character", "equipment", "plot_twist", "location")


def open_from_setup(app, setup_scene) -> None:
    """The setup screen's "Build a deck…" button."""
    if setup_scene.content is None:
        app.toast.show("The game's cards could not be read.")
        return
    app.scenes.push(DeckBuilderScene(app, setup_scene.content))


def limit(card: Any) -> int:
    """Copies of a card a deck may hold."""
    return 1 if "one_of_a_kind" in card.keywords else MAX_COPIES


def in_pool(card: Any) -> bool:
    """Whether a card may go into the 60 at all (not a main-character level, token or Behind the
    Camera card)."""
    return card.type != "main_character" and not {"token", "behind_the_camera"} & set(card.keywords)


class DeckBuilderScene(Page):
    """Build, open, save and import decks."""

    name = "deck_builder"
    band_colour = (60, 110, 210)

    def __init__(self, app, content: Any, deck: df.DeckList | None = None) -> None:
        super().__init__(app)
        self.content = content
        self.faces = Faces(content)
        self.deck = deck or df.DeckList(main=self._first_main())
        self.filters = {"team": "all", "type": "all", "cost": "all"}
        self.message = ""
        self._zoom: tuple[Any, Any] | None = None  # (what it shows, the picture) of the hover zoom
        self.import_path = ""
        self.import_problems: list[str] = []
        self.form: Form | None = None
        self.pool_column: Column | None = None
        self.deck_column: Column | None = None

    def heading(self) -> str:
        return "Deck builder: Vs. System 2PCG"

    def _first_main(self) -> str:
        mains = self.content.all("main_characters")
        return mains[0].id if mains else ""

    # -- the deck ----------------------------------------------------------------------------------
    def pool(self) -> list[Any]:
        """The cards the filters let through, by type, cost and name."""
        out = []
        for c in self.content.all("cards"):
            if not in_pool(c):
                continue
            team, kind, cost = self.filters["team"], self.filters["type"], self.filters["cost"]
            if team == "none" and c.teams or team not in ("all", "none") and team not in c.teams:
                continue
            if kind != "all" and c.type != kind:
                continue
            if cost != "all":
                if c.cost is None:
                    continue
                low, _, high = cost.partition("-")
                if cost.endswith("+"):
                    if c.cost < int(cost[:-1]):
                        continue
                elif not int(low) <= c.cost <= int(high or low):
                    continue
            out.append(c)
        return sorted(out, key=lambda c: (TYPE_ORDER.index(c.type) if c.type in TYPE_ORDER else 9, c.cost or 0,
                                          c.name))

    def put_in(self, cid: str) -> bool:
        """A copy in, within the limits (said why not otherwise)."""
        card = self.content.get("cards", cid)
        have = self.deck.cards.get(cid, 0)
        if have >= limit(card):
            why = "One of a Kind: 1 copy" if limit(card) == 1 else f"at most {MAX_COPIES} copies of a card"
            self.message = f"{card.name}: {why}."
            return False
        if self.deck.count >= DECK_SIZE:
            self.message = f"The deck holds {DECK_SIZE} cards: take one out first."
            return False
        self.deck.cards[cid] = have + 1
        self.message = f"{card.name} in ({have + 1} of {limit(card)})."
        return True

    def take_out(self, cid: str) -> bool:
        """A copy out."""
        have = self.deck.cards.get(cid, 0)
        if not have:
            return False
        if have == 1:
            del self.deck.cards[cid]
        else:
            self.deck.cards[cid] = have - 1
        self.message = f"{self.faces.name(cid)} out ({have - 1} left)."
        return True

    def problems(self) -> list[str]:
        return df.deck_problems(self.content, self.deck)

    def curve(self) -> dict[int, int]:
        """Characters (and equipment) by cost, 0 to 7 (7 = 7 or more)."""
        out = {k: 0 for k in range(8)}
        for cid, n in self.deck.cards.items():
            c = self.faces.cards.get(cid)
            if c is not None and c.type in ("supporting_character", "equipment"):
                out[min(7, c.cost or 0)] += n
        return out

    def kinds(self) -> dict[str, int]:
        out = {k: 0 for k in TYPE_ORDER}
        for cid, n in self.deck.cards.items():
            c = self.faces.cards.get(cid)
            if c is not None:
                out[c.type] = out.get(c.type, 0) + n
        return out

    # -- the folder ---------------------------------------------------------------------------------
    def save(self) -> Path | None:
        if not self.deck.name.strip():
            self.message = "Give the deck a name first."
            return None
        try:
            path = df.save(self.deck, self.content)
        except OSError as err:
            self.message = f"Could not save: {err.strerror or err}."
            return None
        found = self.problems()
        self.message = f"Saved as {path.name}." + ("" if not found else " It can be played once it has no "
                                                                         "problems left.")
        return path

    def new(self) -> None:
        self.deck = df.DeckList(main=self._first_main())
        self.message = "A new, empty deck."
        self._refresh()

    def open_deck(self, key: str) -> None:
        """Open a saved deck ("file:<stem>") or a copy of a box deck ("box:<id>")."""
        kind, _, ident = key.partition(":")
        if kind == "box" and self.content.has("decks", ident):
            d = self.content.get("decks", ident)
            self.deck = df.DeckList(f"{d.name} (copy)", d.main, dict(d.cards))
            self.message = f"A copy of {d.name}: save it under its own name."
        elif kind == "file":
            deck, found = df.read(df.folder() / f"{ident}.yaml", self.content)
            if deck is None:
                self.import_problems = found
                self.message = f"{ident}.yaml can't be opened: see its problems."
                return
            self.deck = deck
            self.message = f"Opened {deck.name}."
        self._refresh()

    def import_file(self, raw: str) -> None:
        """Check a friend's file and copy it into the deck folder; its problems listed, never a crash."""
        raw = raw.strip()
        if not raw:
            self.message = "Type the path of a deck file (or drop the file on this window)."
            return
        deck, found = df.import_file(Path(raw).expanduser(), self.content)
        self.import_problems = found
        if deck is None:
            self.message = f"Not imported: {len(found)} problem{'s' if len(found) != 1 else ''} (listed below)."
        else:
            self.deck = deck
            self.message = f"Imported {deck.name} into your deck folder."
        self._refresh()

    def deck_choices(self) -> list[tuple[str, str]]:
        out = [("", "Choose a deck to open")]
        out += [(f"box:{d.id}", f"Copy of {d.name}") for d in self.content.all("decks")]
        for path, deck, found in df.user_decks(self.content):
            label = deck.name if deck is not None else path.name
            out.append((f"file:{path.stem}", label + (" (has problems)" if found else "")))
        return out

    # -- layout ----------------------------------------------------------------------------------------
    def build_ui(self) -> None:
        t = self.app.theme
        w, h = self.app.size
        margin = t.px(20)
        top = t.px(92)
        bar_h = t.font(15, True).get_linesize() + t.px(20)
        bar_top = h - t.px(12) - bar_h
        self.form = Form(t, pygame.Rect(0, t.px(84), w, bar_top - t.px(90)))
        gap = t.px(16)
        left_w = int((w - 2 * margin - gap) * 0.6)
        right_x = margin + left_w + gap
        right_w = w - margin - right_x
        bar = FilterBar([(label, Dropdown(values, self.filters[key], lambda v, k=key: self.set_filter(k, v),
                                          key=f"filter:{key}"))
                         for key, label, values in (("team", "Team", self._team_values()), ("type", "Type", TYPES),
                                                    ("cost", "Cost", COSTS))])
        fh = sum(r.height for r in bar.rows(t, left_w))
        self.form.place(bar, pygame.Rect(margin, top, left_w, fh))
        y = top + fh
        self.pool_column = self.form.add_column(Column(pygame.Rect(margin, y + t.px(4), left_w,
                                                                   bar_top - t.px(10) - y - t.px(4))))
        self.deck_column = self.form.add_column(Column(pygame.Rect(right_x, top, right_w, bar_top - t.px(10) - top)))
        f = t.font(15, True)
        back_w = f.size("Back")[0] + t.px(60)
        self.button(pygame.Rect(margin, bar_top, back_w, bar_h), "Back", self.app.scenes.pop)
        new_w = f.size("New deck")[0] + t.px(40)
        self.button(pygame.Rect(margin + back_w + t.px(12), bar_top, new_w, bar_h), "New deck", self.new)
        save_w = f.size("Save")[0] + t.px(100)
        self.button(pygame.Rect(w - margin - save_w, bar_top, save_w, bar_h), "Save", self.save, object_id="#primary")
        self._refresh()

    def _team_values(self) -> list[tuple[str, str]]:
        return [("all", "All")] + [(tm.id, tm.name) for tm in self.content.all("teams")] + [("none", "No team")]

    def set_filter(self, key: str, value: str) -> None:
        self.filters[key] = value
        if self.pool_column is not None:
            self.pool_column.first = 0
        self._refresh()

    def set_name(self, value: str) -> None:
        self.deck.name = value

    def set_main(self, value: str) -> None:
        if value:
            self.deck.main = value

    def _refresh(self) -> None:
        if self.pool_column is None or self.deck_column is None:
            return
        arrows = 2 * (self.app.theme.font(13).get_linesize() + self.app.theme.px(6))
        self.pool_column.widgets = [PoolGrid(self, self.pool_column.rect.height - arrows)]
        mains = [(m.id, f"{m.name} ({self.faces.teams[m.team].name})" if m.team in self.faces.teams else m.name)
                 for m in self.content.all("main_characters")]
        name = TextLine(self.deck.name, self.set_name, placeholder="the deck's name", key="deck:name")
        self.deck_column.widgets = [
            Summary(self),
            Field("Name", name),
            Field("Main character", Dropdown(mains, self.deck.main, self.set_main, key="deck:main")),
            DeckLines(self),
            Field("Open", Dropdown(self.deck_choices(), "", lambda v: v and self.open_deck(v), key="deck:open"),
                  "Your saved decks, or a copy of a deck from the box."),
            Field("Import a friend's deck file", TextLine(self.import_path, self._set_path,
                                                          placeholder="path/to/deck.yaml", key="import:path"),
                  "Type its path, or drop the file on this window. It is checked first; only a deck with no "
                  "problem is copied into your deck folder."),
            Actions([("Import", lambda: self.import_file(self.import_path))], key="import"),
            ImportProblems(self),
        ]

    def _set_path(self, value: str) -> None:
        self.import_path = value

    # -- events and frames --------------------------------------------------------------------------------
    def handle_event(self, ev) -> bool:
        if ev.type == pygame.DROPFILE:
            self.import_path = ev.file
            self.import_file(ev.file)
            return True
        if self.form is not None and self.form.handle_event(ev):
            if ev.type == pygame.MOUSEBUTTONDOWN:
                self._refresh()
            return True
        return super().handle_event(ev)

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.form is not None:
            self.form.draw(surface)

    def draw_over(self, surface) -> None:
        if self.form is None:
            return
        self.form.draw_over(surface)
        if self.form.popup is not None:
            return
        for rect, _action, key in reversed(self.form.hits):
            if key.startswith(("pool:", "line:")) and rect.collidepoint(self.form.mouse):
                face = self.faces.face(key.split(":", 1)[1])
                if face is not None:
                    c = self.faces.cards[key.split(":", 1)[1]]
                    note = f"In the deck: {self.deck.cards.get(c.id, 0)} of {limit(c)}."
                    # The zoom of the card under the mouse is made once, not every frame it shows.
                    shown = (face, note, self.app.theme.size, self.app.theme.k)
                    if self._zoom is None or self._zoom[0] != shown:
                        tip = Tip(image=zoom_picture(face, self.app.theme, (note,)))
                        self._zoom = (shown, tip_picture(tip, self.app.theme))
                    draw_tip(surface, Tip(), self.form.mouse, self.app.theme, anchor=rect, picture=self._zoom[1])
                break

    def probe(self) -> dict[str, Any]:
        if self.form is None:
            return {}
        return {"places": {k: list(r) for k, r in self.form.places().items()}, "count": self.deck.count,
                "message": self.message}


# -- widgets ---------------------------------------------------------------------------------------------
class PoolGrid(Widget):
    """The box's cards (as the filters let them through) in rows: each card, and under it − its
    count in the deck +."""

    def __init__(self, scene: DeckBuilderScene, max_h: int) -> None:
        self.s = scene
        self.max_h = max_h

    def rows(self, t: th.Theme, width: int) -> list[Row]:
        cards = self.s.pool()
        if not cards:
            f = t.font(14)
            return [Row(text_height("No card matches these filters.", f, width) + t.px(8),
                        lambda ctx, r: text_lines(ctx, "No card matches these filters.", f, th.TEXT_DIM, r.left,
                                                  r.top, r.width))]
        gap = t.px(10)
        cols = max(1, (width + gap) // (max(118, t.px(124)) + gap))
        cw = (width - gap * (cols - 1)) // cols
        strip = button_size(t, "+")[1]
        # Shorter than printed, and a whole row always in view: hovering shows the whole card.
        ch = max(60, min(round(cw * min(CARD_RATIO, 1.15)), self.max_h - strip - t.px(4) - gap))
        out = []
        for k in range(0, len(cards), cols):
            group = cards[k:k + cols]
            out.append(Row(ch + strip + t.px(4) + gap,
                           lambda ctx, r, group=group: self._draw(ctx, r, group, cw, ch, strip, gap)))
        return out

    def _draw(self, ctx: Ctx, r: pygame.Rect, group: list[Any], cw: int, ch: int, strip: int, gap: int) -> None:
        t = ctx.t
        x = r.left
        for c in group:
            face = self.s.faces.face(c.id)
            rect = pygame.Rect(x, r.top, cw, ch)
            audit.blit(ctx.surface, render_card(face, cw, ch), rect.topleft)
            have = self.s.deck.cards.get(c.id, 0)
            if have:
                dr.glow(ctx.surface, rect, th.GOLD, width=t.px(2))
            ctx.hit(rect, lambda cid=c.id: self.s.put_in(cid), f"pool:{c.id}")
            y = rect.bottom + t.px(4)
            bw = max(button_size(t, "−")[0], t.px(30))
            draw_button(ctx, pygame.Rect(x, y, bw, strip), "−", lambda cid=c.id: self.s.take_out(cid),
                        enabled=have > 0, key=f"minus:{c.id}")
            draw_button(ctx, pygame.Rect(x + cw - bw, y, bw, strip), "+", lambda cid=c.id: self.s.put_in(cid),
                        enabled=have < limit(c), key=f"plus:{c.id}")
            f = t.font(14, True)
            dr.text(ctx.surface, f"{have} of {limit(c)}", f, th.GOLD if have else th.TEXT_DIM,
                    (x + cw // 2, y + strip // 2), anchor="center", role="number")
            x += cw + gap


class FilterBar(Widget):
    """Labelled dropdowns side by side, as many lines as they need."""

    def __init__(self, items: list[tuple[str, Dropdown]]) -> None:
        self.items = items

    def rows(self, t: th.Theme, width: int) -> list[Row]:
        fl = t.font(14, True)
        gap = t.px(16)
        lines: list[list[tuple[int, str, Dropdown]]] = [[]]
        used = 0
        for label, dd in self.items:
            w = min(width, fl.size(label)[0] + t.px(8) + dd.natural_width(t))
            if lines[-1] and used + gap + w > width:
                lines.append([])
                used = 0
            used += (gap if lines[-1] else 0) + w
            lines[-1].append((w, label, dd))
        out = []
        for line in lines:
            h = max(dd.box_height(t, w - fl.size(label)[0] - t.px(8)) for w, label, dd in line)

            def draw(ctx: Ctx, r: pygame.Rect, line=line, h=h) -> None:
                x = r.left
                for w, label, dd in line:
                    lw = fl.size(label)[0] + t.px(8)
                    dr.text(ctx.surface, label, fl, th.TEXT, (x, r.top + (h - fl.get_linesize()) // 2), role="label")
                    dd.draw_box(ctx, pygame.Rect(x + lw, r.top, w - lw, h))
                    x += w + gap
            out.append(Row(h + t.px(6), draw))
        return out


class Summary(Widget):
    """The count of 60, the cost curve of the characters, the other kinds, what keeps the deck from
    being played, and what the last click did."""

    def __init__(self, scene: DeckBuilderScene) -> None:
        self.s = scene

    def _lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        """(text, colour, bold) lines under the curve."""
        s = self.s
        kinds = s.kinds()
        equipment = f" · {kinds['equipment']} equipment" if kinds["equipment"] else ""
        out = [(f"{kinds['supporting_character']} characters · {kinds['plot_twist']} plot twists · "
                f"{kinds['location']} locations{equipment}", th.TEXT_DIM, False)]
        if s.message:
            out.append((s.message, th.GOLD, False))
        found = s.problems()
        if found:
            out.append(("Not playable yet:", (240, 150, 150), True))
            out += [(f"· {p}", (240, 170, 170), False) for p in found[:8]]
            if len(found) > 8:
                out.append((f"· and {len(found) - 8} more", (240, 170, 170), False))
        else:
            out.append(("Ready to play: it is offered on the setup screen once saved.", (130, 220, 150), True))
        return out

    def rows(self, t: th.Theme, width: int) -> list[Row]:
        fb, f = t.font(17, True), t.font(13)
        count = self.s.deck.count
        head_h = fb.get_linesize() + t.px(4)
        bars_h = t.px(70)
        label_h = f.get_linesize() * 2
        rows = [Row(head_h, lambda ctx, r: dr.text(ctx.surface, f"{count} of {DECK_SIZE} cards", fb,
                                                    th.GOLD if count == DECK_SIZE else (240, 150, 150),
                                                    (r.left, r.top), role="number")),
                Row(bars_h + label_h + f.get_linesize() + t.px(6), lambda ctx, r: self._curve(ctx, r, bars_h))]
        for text, colour, bold in self._lines():
            font = t.font(13, bold)
            rows.append(Row(text_height(text, font, width) + t.px(2),
                            lambda ctx, r, text=text, colour=colour, font=font:
                            text_lines(ctx, text, font, colour, r.left, r.top, r.width)))
        return rows

    def _curve(self, ctx: Ctx, r: pygame.Rect, bars_h: int) -> None:
        """Bars of characters by cost, each with its count above and its cost under."""
        t = ctx.t
        f = t.font(13)
        curve = self.s.curve()
        most = max(1, max(curve.values()))
        n = len(curve)
        gap = t.px(4)
        bw = (r.width - gap * (n - 1)) // n
        label = f.get_linesize()
        base = r.top + label + bars_h
        for k, v in curve.items():
            x = r.left + k * (bw + gap)
            h = round((bars_h - t.px(2)) * v / most)
            pygame.draw.rect(ctx.surface, (70, 120, 210), (x, base - h, bw, h), border_radius=t.px(3))
            dr.text(ctx.surface, str(v), f, th.TEXT, (x + bw // 2, base - h - label), anchor="midtop", role="number")
            dr.text(ctx.surface, f"{k}+" if k == 7 else str(k), f, th.TEXT_DIM, (x + bw // 2, base + t.px(2)),
                    anchor="midtop", role="label")
        dr.text(ctx.surface, "cost of the characters", f, th.TEXT_DIM, (r.left, base + t.px(2) + label),
                role="label")


class DeckLines(Widget):
    """The deck's cards, one line each: − copies +, name, cost and kind; hover shows the card."""

    def __init__(self, scene: DeckBuilderScene) -> None:
        self.s = scene

    def rows(self, t: th.Theme, width: int) -> list[Row]:
        deck = self.s.deck
        faces = self.s.faces
        f = t.font(14)
        if not deck.cards:
            text = "No cards yet: click cards on the left to put them in."
            return [Row(text_height(text, f, width) + t.px(6),
                        lambda ctx, r: text_lines(ctx, text, f, th.TEXT_DIM, r.left, r.top, r.width))]
        bw, bh = max(button_size(t, "−")[0], t.px(30)), button_size(t, "+")[1]
        out = []

        def order(cid: str) -> tuple:
            c = faces.cards.get(cid)
            return (TYPE_ORDER.index(c.type) if c is not None and c.type in TYPE_ORDER else 9,
                    (c.cost or 0) if c else 0, faces.name(cid))
        for cid in sorted(deck.cards, key=order):
            c = faces.cards.get(cid)
            kind = {"supporting_character": f"cost {c.cost}", "plot_twist": "plot twist",
                    "location": "location", "equipment": f"equipment, cost {c.cost}"}.get(c.type, "") if c else ""
            text = f"{deck.cards[cid]}× {faces.name(cid)}" + (f" ({kind})" if kind else "")
            tw = width - 2 * bw - t.px(16)
            h = max(bh, text_height(text, f, tw)) + t.px(4)
            out.append(Row(h, lambda ctx, r, cid=cid, text=text, tw=tw, c=c:
                           self._line(ctx, r, cid, text, tw, c, bw, bh)))
        return out

    def _line(self, ctx: Ctx, r: pygame.Rect, cid: str, text: str, tw: int, c: Any, bw: int, bh: int) -> None:
        t = ctx.t
        f = t.font(14)
        draw_button(ctx, pygame.Rect(r.left, r.top, bw, bh), "−", lambda: self.s.take_out(cid), key=f"out:{cid}")
        draw_button(ctx, pygame.Rect(r.left + bw + t.px(6), r.top, bw, bh), "+", lambda: self.s.put_in(cid),
                    enabled=c is not None and self.s.deck.cards.get(cid, 0) < limit(c), key=f"in:{cid}")
        x = r.left + 2 * bw + t.px(14)
        h = text_lines(ctx, text, f, th.TEXT, x, r.top + t.px(3), tw, role="name")
        ctx.hit(pygame.Rect(x, r.top, tw, max(h, bh)), lambda: None, f"line:{cid}")


class ImportProblems(Widget):
    """The problems of the last file imported or opened, one per line (file:line: what is wrong)."""

    def __init__(self, scene: DeckBuilderScene) -> None:
        self.s = scene

    def rows(self, t: th.Theme, width: int) -> list[Row]:
        found = self.s.import_problems
        if not found:
            return []
        f, fb = t.font(13), t.font(13, True)
        out = [Row(fb.get_linesize() + t.px(2), lambda ctx, r: dr.text(ctx.surface, "Problems in the file:", fb,
                                                                       (240, 150, 150), r.topleft, role="label"))]
        for p in found:
            out.append(Row(text_height(p, f, width) + t.px(2),
                           lambda ctx, r, p=p: text_lines(ctx, p, f, (240, 170, 170), r.left, r.top, r.width)))
        return out
