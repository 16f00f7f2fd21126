"""Widgets every game screen shares: the log panel, toasts, hover tips and the choice prompt."""

from __future__ import annotations

import html
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame
import pygame_gui

from game.ui import audit
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.views.base import Tip

if TYPE_CHECKING:
    from game.ui.controller import ChoiceController
    from game.ui.scene import Scene


class LogPanel:
    """The scrolling game log (a pygame_gui text box), filtered for one seat."""

    def __init__(self, scene: "Scene", rect: pygame.Rect) -> None:
        self.box = scene.add(pygame_gui.elements.UITextBox("", rect, scene.app.manager))
        self.count = 0
        #: The lines shown, as plain text (what tests and the probe read).
        self.texts: list[str] = []
        # Lines are broken here, a little narrower than the box can hold with its scroll bar:
        # pygame_gui, left to wrap a line that fits within a few pixels, puts an empty row after it.
        t = scene.app.theme
        self.fonts = (t.font(13), t.font(13, True))
        self.width = max(60, _text_width(self.box, rect) - t.px(8))

    def _lines(self, events: list[dict[str, Any]]) -> str:
        return _lines(events, lambda text, bold: dr.wrap(text, self.fonts[bold], self.width))

    def set_events(self, events: list[dict[str, Any]]) -> None:
        """Show exactly these events (after a hand-over or an undo)."""
        self.box.set_text(self._lines(events[-300:]))
        self.count = len(events)
        self.texts = [e.get("text", "") for e in events[-300:] if e.get("text")]
        self._scroll_end()

    def add_events(self, events: list[dict[str, Any]]) -> None:
        """Append events to the end."""
        text = self._lines(events)
        if text:
            self.box.append_html_text(("<br>" if self.count else "") + text)
            self.count += len(events)
            self.texts += [e.get("text", "") for e in events if e.get("text")]
            self._scroll_end()

    def _scroll_end(self) -> None:
        bar = getattr(self.box, "scroll_bar", None)
        if bar is not None:
            bar.set_scroll_from_start_percentage(1.0)


def _text_width(box: Any, rect: pygame.Rect) -> int:
    """The width a text box wraps its text to once its scroll bar shows (pygame_gui's own sum)."""
    try:
        bw = box.border_width["left"] if isinstance(box.border_width, dict) else box.border_width
        return rect.width - 2 * (bw + box.shadow_width) - 2 * box.padding[0] - 2 - box.scroll_bar_width
    except (AttributeError, TypeError, KeyError, IndexError):  # another pygame_gui: a safe margin
        return rect.width - 50


def _lines(events: list[dict[str, Any]], wrap: Callable[[str, bool], list[str]] | None = None) -> str:
    out = []
    for e in events:
        raw = e.get("text", "")
        if not raw.strip():
            continue
        kind = e.get("kind")
        parts = wrap(raw, kind == "game_over") if wrap else [raw]
        t = "<br>".join(html.escape(p) for p in parts)
        if kind == "game_over":
            t = f"<b>{t}</b>"
        elif kind in ("turn", "round", "phase"):
            t = f"<font color=#FFCC40>{t}</font>"
        elif kind == "thinking":
            t = f"<font color=#96A0C0><i>{t}</i></font>"
        elif kind in ("roll", "shuffle"):
            t = f"<font color=#9FC3FF>{t}</font>"
        elif e.get("secret") or kind == "undo":
            t = f"<i>{t}</i>"
        out.append(t)
    return "<br>".join(out)


class Toast:
    """A short message at the bottom of the screen: a refusal's reason, a notice."""

    def __init__(self) -> None:
        self.text = ""
        self.until = 0.0
        self.colour = th.REFUSED

    def show(self, text: str, seconds: float = 3.5, colour=th.REFUSED) -> None:
        """Show `text` for a while."""
        self.text, self.until, self.colour = text, time.monotonic() + seconds, colour

    @property
    def visible(self) -> bool:
        """Whether a message is showing."""
        return bool(self.text) and time.monotonic() < self.until

    def draw(self, surface: pygame.Surface, theme: th.Theme, top: int | None = None) -> None:
        """Draw the message centred near the top, where it covers no hand and no button."""
        if not self.visible:
            return
        f = theme.font(15, True)
        w = min(surface.get_width() - theme.px(40), f.size(self.text)[0] + theme.px(40))
        lines = dr.wrap(self.text, f, w - theme.px(30))
        h = len(lines) * f.get_linesize() + theme.px(16)
        y = top if top is not None else theme.px(54)
        rect = pygame.Rect((surface.get_width() - w) // 2, y, w, h)
        dr.panel(surface, rect, (40, 16, 20), self.colour, radius=theme.px(8), width=2, alpha=235)
        for i, line in enumerate(lines):
            dr.text(surface, line, f, th.TEXT, (rect.centerx, rect.top + theme.px(8) + i * f.get_linesize()),
                    anchor="midtop")


def draw_tip(surface: pygame.Surface, tip: Tip, pos: tuple[int, int], theme: th.Theme,
             anchor: pygame.Rect | None = None, avoid: list[pygame.Rect] | None = None,
             picture: pygame.Surface | None = None) -> pygame.Rect:
    """Hover zoom or help (a picture with notes under it) beside the thing it describes: never
    over it, and over as little of the choices around it (`avoid`) as the screen allows.
    `picture`: the tip's `tip_picture`, kept by a caller that draws the same tip every frame."""
    img = picture if picture is not None else tip_picture(tip, theme)
    rect = place_tip(img.get_size(), surface.get_rect(), pos, anchor or pygame.Rect(pos[0], pos[1], 1, 1),
                     avoid or [], theme.px(12))
    audit.blit(surface, img, rect, kind="tip", flags=pygame.BLEND_PREMULTIPLIED)
    return rect


def tip_picture(tip: Tip, theme: th.Theme) -> pygame.Surface:
    """A tip drawn once as a picture, its colours premultiplied by its alpha: a hover zoom is a
    large picture with see-through corners, and blending it that way costs a fraction of a plain
    alpha blit every frame it is shown."""
    if tip.image is not None and tip.text:
        notes = _text_tip(Tip(tip.title, tip.text), theme, tip.image.get_width())
        img = pygame.Surface((tip.image.get_width(), tip.image.get_height() + notes.get_height() + 2), pygame.SRCALPHA)
        audit.blit(img, tip.image, (0, 0))
        audit.blit(img, notes, (0, tip.image.get_height() + 2))
    elif tip.image is not None:
        img = tip.image
    else:
        img = _text_tip(tip, theme, theme.px(320))
    if img.get_flags() & pygame.SRCALPHA:
        return audit.copied(img, img.premul_alpha())
    return audit.copied(img, img.convert_alpha().premul_alpha()) if pygame.display.get_surface() else img


def place_tip(size: tuple[int, int], screen: pygame.Rect, pos: tuple[int, int], anchor: pygame.Rect,
              avoid: list[pygame.Rect], gap: int) -> pygame.Rect:
    """Where a tip of `size` goes: beside `anchor` (right, left, above, below, near the mouse),
    kept on screen, covering the anchor never when it can and the `avoid` rects least."""
    w, h = size
    spots = [(anchor.right + gap, anchor.top), (anchor.left - gap - w, anchor.top),
             (anchor.centerx - w // 2, anchor.top - gap - h), (anchor.centerx - w // 2, anchor.bottom + gap),
             (pos[0] + gap, pos[1] + gap), (pos[0] - gap - w, pos[1] + gap)]
    best, best_cost = None, None
    for k, (x, y) in enumerate(spots):
        r = pygame.Rect(x, y, w, h)
        r.clamp_ip(screen)
        cost = _area(r.clip(anchor)) * 1000 + sum(_area(r.clip(a)) for a in avoid if not a.colliderect(anchor)) + k
        if best_cost is None or cost < best_cost:
            best, best_cost = r, cost
    return best


def _area(r: pygame.Rect) -> int:
    return max(0, r.w) * max(0, r.h)


def _text_tip(tip: Tip, theme: th.Theme, width: int) -> pygame.Surface:
    """A panel with a title and wrapped text."""
    f, fb = theme.font(13), theme.font(14, True)
    lines = dr.wrap(tip.text, f, width - theme.px(16)) if tip.text else []
    h = theme.px(10) + (fb.get_linesize() if tip.title else 0) + len(lines) * f.get_linesize() + theme.px(8)
    img = pygame.Surface((width, h), pygame.SRCALPHA)
    dr.panel(img, img.get_rect(), (12, 16, 28), th.GOLD, radius=theme.px(6), width=1, alpha=240)
    y = theme.px(6)
    if tip.title:
        dr.text(img, tip.title, fb, th.GOLD, (theme.px(8), y))
        y += fb.get_linesize()
    for line in lines:
        dr.text(img, line, f, th.TEXT, (theme.px(8), y))
        y += f.get_linesize()
    return img


@dataclass
class Choice:
    """One line of the prompt: an option, a group of options, or a control (Done, Back)."""

    key: str  # an option id, or one of the prompt's own keys below (DONE, BACK, KIND + group, REF + ref)
    text: str
    tone: str = ""  # "", "decline", "group", "picked", "unpicked", "primary", "back"
    enabled: bool = True


#: Above this many options the prompt groups them by the first thing to click.
GROUP_AT = 12
_DECLINE_WORDS = ("pass", "end turn", "end the turn", "decline", "skip", "don't", "do not", "no ", "none",
                  "stop", "keep none", "done")


def _tone(o: dict[str, Any]) -> str:
    tone = (o.get("data") or {}).get("tone")
    if tone:
        return str(tone)
    low = o["label"].lower()
    if low.startswith(_DECLINE_WORDS) or low == "no":
        return "decline"
    # Ending a phase, a turn or an activation gives up what is left of it: drawn as a decline and
    # kept in view as one, but never answered for the player (lone_pass) as a plain Pass may be.
    return "end" if low.startswith("end ") else ""


def lone_pass(d: dict[str, Any]) -> dict[str, Any] | None:
    """The decision's one option when that option only declines (Vs. System's "Pass" in a combat
    exchange where the player has nothing to play): nothing to choose, so the table may answer it.
    Options the rules mark `idle` (they would do nothing now: Smash Up's Helicarrier with none of your
    characters to move) are no choice either."""
    opts = [o for o in d["options"] if not (o.get("data") or {}).get("idle")]
    if len(opts) != 1 or d.get("min", 1) != 1 or opts[0]["path"] or _tone(opts[0]) != "decline":
        return None
    return opts[0]


def _kind(o: dict[str, Any]) -> str:
    """What an option does, for grouping a long flat list: its `group`, else its label's first word."""
    data = o.get("data") or {}
    given = data.get("group") or str(data.get("kind") or "").replace("_", " ").capitalize()
    return str(given) if given else o["label"].split(" ", 1)[0].rstrip(":")


# The prompt's own lines have keys no option id can take (a game's option may well be called
# "done" or "back": Vs. System's "Stop recruiting" is), so a click on an option is never read as one.
DONE, BACK, KIND, REF = "ui:done", "ui:back", "ui:kind:", "ui:ref:"
#: Refs of cards in a hand (the card games' "hand:<uid>"): two named alike are copies of one card,
#: interchangeable until played, so the prompt offers them once.
IN_HAND = "hand:"


def distinct_labels(options: list[dict[str, Any]], name: Callable[[str], str | None]) -> dict[str, str]:
    """Each option's words for the prompt: its label, and where two options read alike but pick
    different things (two Blue Marvels on two bases), the name of the thing that differs after it,
    so no two lines of the prompt look the same but do different things. Options whose differing
    things are named alike too (two copies of one card in hand) keep their labels."""
    out = {o["id"]: o["label"] for o in options}
    alike: dict[str, list[dict[str, Any]]] = {}
    for o in options:
        alike.setdefault(o["label"], []).append(o)
    for label, group in alike.items():
        if len(group) < 2:
            continue
        longest = max(len(o["path"]) for o in group)
        differ = [i for i in range(longest)
                  if len({o["path"][i] if i < len(o["path"]) else "" for o in group}) > 1]
        said = {o["id"]: ", ".join(name(o["path"][i]) or "" for i in differ if i < len(o["path"])) for o in group}
        if differ and all(said.values()) and len(set(said.values())) == len(group):
            rest = {oid: _beyond(label, words) for oid, words in said.items()}
            if len(set(rest.values())) < len(group) or not all(rest.values()):
                rest = said
            for o in group:
                r = rest[o["id"]]
                out[o["id"]] = f"{label} {r}" if r.startswith("(") else f"{label} · {r}"
    return out


def _beyond(label: str, name: str) -> str:
    """`name` without the words at its start that the label already says: "Blue Marvel (on Hala)"
    after "Play Mjolnir on Blue Marvel" is "(on Hala)"; "Attack box, free slot 1" after "Attack box
    (Repulsor Ray)" is "free slot 1"."""
    words = name.split(" ")
    for k in range(len(words), 0, -1):
        head = " ".join(words[:k]).rstrip(",;:")
        if len(head) >= 2 and head in label:
            return " ".join(words[k:]).lstrip(",;: ")
    return name


def done_label(d: dict[str, Any], picked: int) -> str:
    """The words of a multi-pick's Done: how many are picked against what the decision wants, and,
    where none is a fine answer, what finishing with none means (the decision's `none` words, e.g.
    "keep the rows as they are"), so that the button says what it gives up, and before the first pick
    how many may be taken (Hour of Destiny: up to 2)."""
    if d["min"] == 0:
        if picked == 0:
            # Before the first pick the button is where a player learns how many they may take.
            more = f" (you may pick up to {d['max']})" if d["max"] > 1 else ""
            return (f"Done: {d['none']}" if d.get("none") else "Done, with none picked") + more
        return f"Done ({picked} picked, up to {d['max']})"
    want = d["min"] if d["min"] == d["max"] else f"{d['min']} to {d['max']}"
    return f"Done ({picked} of {want} picked)"


def prompt_choices(ctrl: "ChoiceController | None", name: Callable[[str], str | None],
                   kind: str | None = None) -> list[Choice]:
    """Every option of the decision as a line of the prompt, so that each is reachable without
    the board: all of them when few; when many, grouped by the first thing to click, else by what
    they do ("Move: 60 choices"). `kind` is the group of that second sort the player opened."""
    if ctrl is None:
        return []
    d = ctrl.decision
    words = distinct_labels(ctrl.options, name)
    if ctrl.multi:
        picked = set(ctrl.picked)
        out = [Choice(o["id"], words[o["id"]], "picked" if o["id"] in picked else "unpicked") for o in ctrl.options]
        out.append(Choice(DONE, done_label(d, len(picked)), "primary", ctrl.can_finish()))
        return out
    n = len(ctrl.selected)
    free = [o for o in ctrl.options if not o["path"]]
    pathed = [o for o in ctrl.candidates() if o["path"]]
    out: list[Choice] = []
    if ctrl.has_selection:
        refs = ctrl.selected + ([ctrl.focus] if ctrl.focus and ctrl.focus not in ctrl.selected else [])
        names = ", ".join(name(r) or r for r in refs)
        out.append(Choice(BACK, f"◂ Back (chosen: {names})", "back"))
    groups: dict[str, list[dict[str, Any]]] = {}
    for o in pathed:
        groups.setdefault(o["path"][n] if len(o["path"]) > n else "", []).append(o)
    kinds: dict[str, list[dict[str, Any]]] = {}
    for o in pathed + free:
        kinds.setdefault(_kind(o), []).append(o)
    if kind is not None and kind in kinds:
        out.append(Choice(BACK, f"◂ Back to all choices ({kind}: {len(kinds[kind])})", "back"))
        return out + [Choice(o["id"], words[o["id"]], _tone(o)) for o in kinds[kind]]
    by_ref_is_short = len(groups) < len(pathed) and len(groups) <= GROUP_AT
    if len(pathed) > GROUP_AT and not by_ref_is_short and 1 < len(kinds) < len(pathed):
        for k, opts in kinds.items():
            if len(opts) == 1:
                out.append(Choice(opts[0]["id"], words[opts[0]["id"]], _tone(opts[0])))
            else:
                out.append(Choice(KIND + k, f"{k}: {len(opts)} choices ▸", "group"))
        return out
    if len(pathed) > GROUP_AT and len(groups) < len(pathed):
        shown: set[tuple[str, tuple[str, ...]]] = set()
        for ref, opts in groups.items():
            if len(opts) == 1 or not ref:
                out += [Choice(o["id"], words[o["id"]], _tone(o)) for o in opts]
                continue
            # Two copies of one card in hand offer the same choices: one line for both.
            named = name(ref)
            same = (named or ref if ref.startswith(IN_HAND) else ref, tuple(words[o["id"]] for o in opts))
            if named and same in shown:
                continue
            shown.add(same)
            # what the choices under it are, where they differ in kind ("J9: Advance or Run"), else how many
            kinds = list(dict.fromkeys(_kind(o) for o in opts))
            what = " or ".join(kinds) if 1 < len(kinds) <= 3 else f"{len(opts)} choices"
            out.append(Choice(REF + ref, f"{named or opts[0]['label']}: {what} ▸", "group"))
    else:
        # Two copies of one card in hand (Kree Sentry twice, First to Arrive's extra play) offer lines
        # that read alike and pick things named alike: one line for both, as the groups above do.
        # Copies on the table are not alike (one may carry a modifier): each keeps its line.
        seen: set[tuple[str, tuple[str, ...]]] = set()
        for o in pathed:
            same = (words[o["id"]], tuple(name(r) or r if r.startswith(IN_HAND) else r for r in o["path"]))
            if same not in seen:
                seen.add(same)
                out.append(Choice(o["id"], words[o["id"]], _tone(o)))
    out += [Choice(o["id"], words[o["id"]], _tone(o)) for o in free]
    return out


class ChoicePrompt:
    """The decision prompt: who decides and on what, then a button for every choice.

    Drawn by the scene (labels wrap instead of being cut); the wheel or the arrows
    scroll a long list a whole line at a time, so no choice is ever half shown.
    """

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.title = ""
        self.colour: tuple[int, int, int] | None = None
        self.choices: list[Choice] = []
        self.first = 0
        self.hover: str | None = None
        self._rects: list[tuple[pygame.Rect, Choice]] = []
        self._arrows: dict[str, pygame.Rect] = {}
        # What the board's outlines mean, at the panel's foot: (colour, words) pairs, set by the
        # scene as it draws (it knows which outlines the board shows)
        self.key: list[tuple[tuple[int, int, int], str]] = []

    def show(self, title: str, choices: list[Choice], colour: tuple[int, int, int] | None = None) -> None:
        """Replace what the prompt shows (keeping the scroll when the list is the same length)."""
        if len(choices) != len(self.choices):
            self.first = 0
        self.title, self.choices, self.colour = title, choices, colour
        if self.hover is not None and all(c.key != self.hover for c in choices):
            self.hover = None  # the line under the mouse is gone: nothing on the board is pointed at

    def handle_event(self, ev: pygame.event.Event, on_choice: Callable[[Choice], None]) -> bool:
        """Clicks on a choice or an arrow, the wheel over the list; True when used."""
        if ev.type == pygame.MOUSEMOTION:
            self.hover = next((c.key for r, c in self._rects if r.collidepoint(ev.pos)), None)
            return False
        if ev.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()):
                self.scroll(-ev.y)
                return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            for key, r in self._arrows.items():
                if r.collidepoint(ev.pos):
                    self.scroll(-1 if key == "up" else 1)
                    return True
            for r, c in self._rects:
                if r.collidepoint(ev.pos):
                    if c.enabled:
                        on_choice(c)
                    return True
            return True  # a click on the panel's background is no click on the board
        return False

    def scroll(self, lines: int) -> None:
        """Move the list by whole choices."""
        self.first = max(0, min(len(self.choices) - 1, self.first + lines))

    def shown_choices(self) -> list[tuple[pygame.Rect, Choice]]:
        """The choices the last drawing showed, with where."""
        return list(self._rects)

    def probe(self) -> list[dict[str, Any]]:
        """The choices on screen, for tests that drive the real window."""
        return [{"text": c.text, "rect": list(r), "enabled": c.enabled, "key": c.key} for r, c in self._rects]

    def draw(self, surface: pygame.Surface, theme: th.Theme) -> None:
        """The title, then as many whole choices as fit from the first shown."""
        t, r = theme, self.rect
        dr.panel(surface, r, th.BG_PANEL, self.colour or th.LINE, radius=t.px(8), width=2 if self.colour else 1)
        pad = t.px(8)
        f_title, f = t.font(14, True), t.font(14)
        inner_w = r.width - 2 * pad
        y = r.top + pad
        lines = dr.wrap(self.title, f_title, inner_w)
        # The title may take half the panel, or all that the choices leave when they are few.
        need = sum(len(dr.wrap(c.text, f, inner_w - 2 * pad)) * f.get_linesize() + t.px(10) + t.px(5)
                   for c in self.choices)
        room_for_title = max(1, max(r.height // 2, r.height - 2 * pad - need) // f_title.get_linesize())
        for k, line in enumerate(lines[:room_for_title]):
            last = k == room_for_title - 1 and len(lines) > room_for_title
            shown = dr.fit(line + (" …" if last else ""), f_title, inner_w) if last else line
            dr.text(surface, shown, f_title, self.colour and th.TEXT or th.TEXT, (r.left + pad, y), role="prompt",
                    full=self.title if last else None)
            y += f_title.get_linesize()
        y += pad // 2
        self._rects, self._arrows = [], {}
        bottom = r.bottom - pad - self._draw_key(surface, t, r.bottom - pad)
        if not self.choices:
            return
        arrow_h = t.px(22)
        pinned: list[tuple[pygame.Rect, Choice]] = []

        def pin(c: Choice) -> None:  # drawn at the foot of the panel, above what is pinned already
            nonlocal bottom
            lines = dr.wrap(c.text, f, inner_w - 2 * pad)
            h = len(lines) * f.get_linesize() + t.px(10)
            box = pygame.Rect(r.left + pad, bottom - h, inner_w, h)
            self._draw_choice(surface, t, box, c, lines, f)
            pinned.append((box, c))
            bottom = box.top - t.px(6)
        # Done stays at the bottom, in view however long the list above it is.
        for c in [c for c in self.choices if c.key == DONE]:
            pin(c)
        listed = [c for c in self.choices if c.key != DONE]
        # So does a decline ending the list (Pass, End your turn) when the list runs past the fold:
        # Vs. System's combat with two plot twists in hand hid its Pass below "2 more below", Smash
        # Up's first Play Cards question at 1280x720 its "End the Play Cards phase" below "4 more".
        if listed and listed[-1].tone in ("decline", "end") and self.first < len(listed) - 1:
            gap = t.px(5)
            top = y + (arrow_h + t.px(2) if self.first > 0 else 0)
            tall = sum(len(dr.wrap({"picked": "☑ ", "unpicked": "☐ "}.get(c.tone, "") + c.text, f, inner_w - 2 * pad))
                       * f.get_linesize() + t.px(10) + gap for c in listed[self.first:]) - gap
            if top + tall > bottom:
                pin(listed.pop())
        if self.first > 0:
            up = pygame.Rect(r.left + pad, y, inner_w, arrow_h)
            self._arrows["up"] = up
            dr.text(surface, f"▲ {self.first} more above", t.font(13), th.TEXT_DIM, up.center, anchor="center")
            y = up.bottom + t.px(2)
        gap = t.px(5)
        shown_n = 0
        for i in range(self.first, len(listed)):
            c = listed[i]
            mark = {"picked": "☑ ", "unpicked": "☐ "}.get(c.tone, "")
            text_lines = dr.wrap(mark + c.text, f, inner_w - 2 * pad)
            h = len(text_lines) * f.get_linesize() + t.px(10)
            rest = len(listed) - i - 1
            need = h + (arrow_h + gap if rest else 0)
            if y + need > bottom and shown_n:
                break
            box = pygame.Rect(r.left + pad, y, inner_w, h)
            self._draw_choice(surface, t, box, c, text_lines, f)
            self._rects.append((box, c))
            y = box.bottom + gap
            shown_n += 1
        self._rects += pinned
        hidden = len(listed) - self.first - shown_n
        if hidden > 0:
            down = pygame.Rect(r.left + pad, min(y, bottom - arrow_h), inner_w, arrow_h)
            self._arrows["down"] = down
            dr.text(surface, f"▼ {hidden} more below", t.font(13), th.TEXT_DIM, down.center, anchor="center")

    def _draw_key(self, surface: pygame.Surface, t: th.Theme, bottom: int) -> int:
        """The outlines' meanings, a line each with a swatch, ending at `bottom`; their height.

        The board marks what may be clicked and what the last move touched with coloured
        outlines; a player should not have to guess which colour is which."""
        if not self.key:
            return 0
        f = t.font(13)
        line_h = f.get_linesize()
        sw = t.px(14)
        y = bottom - line_h * len(self.key)
        for colour, words in self.key:
            box = pygame.Rect(self.rect.left + t.px(8), y + (line_h - sw) // 2, sw, sw)
            pygame.draw.rect(surface, colour, box, width=2, border_radius=t.px(3))
            dr.text(surface, dr.fit(words, f, self.rect.width - 3 * t.px(8) - sw), f, th.TEXT_DIM,
                    (box.right + t.px(6), y), role="label")
            y += line_h
        return line_h * len(self.key) + t.px(4)

    def _draw_choice(self, surface: pygame.Surface, t: th.Theme, box: pygame.Rect, c: Choice,
                     lines: list[str], f: pygame.font.Font) -> None:
        hovered = c.key == self.hover and c.enabled
        fill = {"primary": th.RED, "decline": (44, 40, 56), "end": (44, 40, 56), "group": th.BG_PANEL_2,
                "back": (34, 40, 60), "picked": (40, 70, 60)}.get(c.tone, th.BG_PANEL_2)
        border = {"primary": th.GOLD, "decline": (150, 90, 100), "end": (150, 90, 100),
                  "picked": th.GREEN}.get(c.tone, th.LINE)
        if hovered:
            fill, border = th.RED, th.GOLD
        if not c.enabled:
            fill, border = (35, 40, 58), (60, 66, 90)
        dr.panel(surface, box, fill, border, radius=t.px(6), width=2 if hovered or c.tone == "primary" else 1)
        colour = th.TEXT if c.enabled else (120, 126, 150)
        y = box.top + t.px(5)
        for line in lines:
            dr.text(surface, line, f, colour, (box.left + t.px(8), y), role="button")
            y += f.get_linesize()
