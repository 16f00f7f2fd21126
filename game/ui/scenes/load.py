"""Load: every save, newest first, with its game, when it was saved, how far it has come and who
sits where; open one, or delete one after a confirm. A damaged save is listed with its problem."""

from __future__ import annotations

import time
from typing import Any, Callable

import pygame

from game import catalog
from game.core.errors import SaveError
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.scene import Page, Scene


def when_words(ts: float, now: float | None = None) -> str:
    """When a save was made, as a player says it: "today at 14:05", "yesterday at 09:12",
    "on Monday at 20:30" (this week), "on 3 March at 14:05", "on 3 March 2024"."""
    now = time.time() if now is None else now
    t, n = time.localtime(ts), time.localtime(now)
    clock = time.strftime("%H:%M", t)
    days = (time.mktime(n[:3] + (0, 0, 0) + n[6:]) - time.mktime(t[:3] + (0, 0, 0) + t[6:])) / 86400
    days = round(days)  # whole calendar days apart (a daylight-saving hour is not a day)
    if days <= 0:
        return f"today at {clock}"
    if days == 1:
        return f"yesterday at {clock}"
    if days < 7:
        return f"on {time.strftime('%A', t)} at {clock}"
    if t.tm_year == n.tm_year:
        return f"on {t.tm_mday} {time.strftime('%B', t)} at {clock}"
    return f"on {t.tm_mday} {time.strftime('%B', t)} {t.tm_year}"


def seats_words(seats: list[dict[str, Any]]) -> str:
    """Who sits where: "Ann (person), Player 2 (computer)"."""
    return ", ".join(f"{s['name']} ({'person' if s['person'] else 'computer'})" for s in seats)


def save_name(entry: dict[str, Any], titles: dict[str, str]) -> str:
    """How a player names a save: "the autosave of Heroscape Marvel" or "“evening game”"."""
    if entry.get("autosave") and "game" in entry:
        # a game may keep some matches in an autosave of their own ("autosave-strike_teams-campaign")
        head = f"autosave-{entry['game']}-"
        own = entry["slot"][len(head):].replace("_", " ") + " " if entry["slot"].startswith(head) else ""
        return f"the {own}autosave of {titles.get(entry['game'], entry['game'])}"
    return f"“{entry['slot']}”"


def describe(entry: dict[str, Any], titles: dict[str, str]) -> str:
    """A save in one sentence (the menu's Continue tooltip)."""
    title = titles.get(entry["game"], entry["game"])
    how_far = f" ({entry['progress'].lower()})" if entry.get("progress") else ""
    return (f"{title}{how_far}, saved {when_words(entry['when'])}. "
            f"Seats: {seats_words(entry['seats'])}.")


class LoadScene(Page):
    """Pick a save to open, or delete one."""

    name = "load"
    title = "Load a game"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.first = 0  # the first save shown (the list pages when it is long)
        self.rows: list[tuple[pygame.Rect, list[tuple[str, pygame.font.Font, tuple, str]]]] = []
        self.more = False

    def build_ui(self) -> None:
        t = self.app.theme
        w, h = self.app.size
        titles = {g.id: g.title for g in catalog.games()}
        slots = self.app.saves.slots(set(titles))
        x, pad, bh, gap = t.px(40), t.px(10), t.px(36), t.px(10)
        bw = t.px(120)
        ow = max(bw, t.font(15, True).size("Open previous")[0] + t.px(28))  # its words whole at any scale
        buttons_w = ow + gap + bw
        text_w = w - 2 * x - buttons_w - 3 * pad
        top, bottom = t.px(96), h - t.px(80)
        self.rows = []
        if not slots:
            self.label(pygame.Rect(x, top, w - 2 * x, t.px(30)),
                       "No saves yet: a game autosaves after every decision.", object_id="#dim")
        self.first = max(0, min(self.first, len(slots) - 1))
        y = top
        i = self.first
        while i < len(slots):
            entry = slots[i]
            lines = self.lines(entry, titles, text_w)
            height = max(bh, sum(f.get_linesize() for _, f, _, _ in lines)) + 2 * pad
            if y + height > bottom and i > self.first:
                break
            rect = pygame.Rect(x, y, w - 2 * x, height)
            self.rows.append((rect, lines))
            bx, by = rect.right - pad - buttons_w, rect.top + pad
            if "problem" not in entry:
                self.button(pygame.Rect(bx, by, ow, bh), "Open", lambda s=entry["slot"]: self.open(s),
                            object_id="#primary")
            elif "previous" in entry:
                self.button(pygame.Rect(bx, by, ow, bh), "Open previous",
                            lambda s=entry["previous"]: self.open(s),
                            tooltip="Open the copy kept from the save before this one.")
            self.button(pygame.Rect(bx + ow + gap, by, bw, bh), "Delete",
                        lambda e=entry: self.ask_delete(e, save_name(e, titles)))
            y += height + t.px(8)
            i += 1
        self.more = i < len(slots)
        back_w = t.px(160)
        self.button(pygame.Rect(x, h - t.px(64), back_w, t.px(48)), "Back", self.app.scenes.pop)
        if self.first > 0 or self.more:
            self.button(pygame.Rect(x + back_w + t.px(12), h - t.px(64), back_w, t.px(48)), "▲ Newer",
                        lambda: self.scroll(-1), enabled=self.first > 0)
            self.button(pygame.Rect(x + 2 * (back_w + t.px(12)), h - t.px(64), back_w, t.px(48)), "▼ Older",
                        lambda: self.scroll(1), enabled=self.more)

    def lines(self, entry: dict[str, Any], titles: dict[str, str],
              width: int) -> list[tuple[str, pygame.font.Font, tuple, str]]:
        """The wrapped lines of one save: (text, font, colour, audit role)."""
        t = self.app.theme
        head_f, f = t.font(17, True), t.font(14)
        out: list[tuple[str, pygame.font.Font, tuple, str]] = []

        def add(text: str, font: pygame.font.Font, colour: tuple, role: str) -> None:
            out.extend((line, font, colour, role) for line in dr.wrap(text, font, width))

        if "problem" in entry:
            add(f"{entry['slot']}: cannot be opened", head_f, th.REFUSED, "title")
            add(entry["problem"], f, th.TEXT, "label")
            if "previous" in entry:
                add("Its previous copy is kept and may still open.", f, th.TEXT_DIM, "label")
            return out
        title = titles.get(entry["game"], entry["game"])
        if entry["finished"]:
            add(f"{title} · finished", head_f, th.TEXT, "title")
        else:
            add(f"{title} · {entry['progress']}" if entry["progress"] else title, head_f, th.TEXT, "title")
        kind = "Autosave" if entry["autosave"] else f"Saved as “{entry['slot']}”"
        count = entry["decisions"]
        add(f"{kind} {when_words(entry['when'])} · {count} decision{'' if count == 1 else 's'}", f, th.GOLD, "label")
        add(f"Seats: {seats_words(entry['seats'])}", f, th.TEXT, "name")
        if entry["finished"] and entry["result"]:
            add(f"Result: {entry['result']}", f, th.TEXT_DIM, "label")
        return out

    def scroll(self, by: int) -> None:
        """Show newer (-1) or older (+1) saves."""
        self.first = max(0, self.first + by)
        self.rebuild()

    def open(self, slot: str) -> None:
        """Load a slot."""
        self.app.resume_save(slot)

    def ask_delete(self, entry: dict[str, Any], name: str) -> None:
        """Delete a save once the player confirms."""
        self.app.scenes.push(ConfirmScene(self.app, f"Delete {name}? This cannot be undone.", "Delete",
                                          "Keep", lambda: self.delete(entry["slot"])))

    def delete(self, slot: str) -> None:
        """Remove a slot (and its previous copy)."""
        try:
            self.app.saves.delete(slot)
        except SaveError as err:
            self.app.toast.show(str(err))

    def handle_event(self, ev) -> bool:
        if super().handle_event(ev):
            return True
        if ev.type == pygame.MOUSEWHEEL and ev.y:
            if (ev.y > 0 and self.first > 0) or (ev.y < 0 and self.more):
                self.scroll(-1 if ev.y > 0 else 1)
            return True
        return False

    def draw(self, surface) -> None:
        super().draw(surface)
        t = self.app.theme
        pad = t.px(10)
        for rect, lines in self.rows:
            dr.panel(surface, rect, th.BG_PANEL, th.LINE, radius=t.px(8))
            y = rect.top + pad
            for text, f, colour, role in lines:
                dr.text(surface, text, f, colour, (rect.left + pad, y), role=role)
                y += f.get_linesize()


class ConfirmScene(Scene):
    """A question over the screen beneath: do it, or keep things as they are (Esc keeps)."""

    name = "confirm"
    overlay = True

    def __init__(self, app, question: str, yes: str, no: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question, self.yes, self.no, self.on_yes = question, yes, no, on_yes
        self.box = pygame.Rect(0, 0, 10, 10)

    def build_ui(self) -> None:
        t = self.app.theme
        w, h = self.app.size
        f = t.font(17)
        bw, bh, pad = t.px(150), t.px(44), t.px(20)
        width = min(w - t.px(40), t.px(560))
        lines = dr.wrap(self.question, f, width - 2 * pad)
        self.box = pygame.Rect(0, 0, width, 3 * pad + len(lines) * f.get_linesize() + bh)
        self.box.center = (w // 2, h // 2)
        y = self.box.bottom - pad - bh
        self.button(pygame.Rect(self.box.centerx - bw - t.px(6), y, bw, bh), self.yes, self.confirm,
                    object_id="#primary")
        self.button(pygame.Rect(self.box.centerx + t.px(6), y, bw, bh), self.no, self.app.scenes.pop)

    def confirm(self) -> None:
        """Do it, then close."""
        self.on_yes()
        self.app.scenes.pop()

    def handle_event(self, ev) -> bool:
        if super().handle_event(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        return False

    def draw(self, surface) -> None:
        t = self.app.theme
        dr.dim(surface, 170)
        dr.panel(surface, self.box, th.BG_PANEL, th.GOLD, radius=t.px(12), width=2)
        pad = t.px(20)
        dr.text_block(surface, self.question, t.font(17), th.TEXT,
                      pygame.Rect(self.box.left + pad, self.box.top + pad, self.box.width - 2 * pad,
                                  self.box.height - 2 * pad), line_gap=0, role="prompt")
