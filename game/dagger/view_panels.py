"""The panels around the D.A.G.G.E.R. map: the header (goal, round, the threat and team-up tracks),
the heroes' column (each hero's numbers and tokens; the acting hero's actions, abilities and cards
as buttons), the dice tray (the roll face by face, its choices as buttons, a rest's split), the
strip of missions and the event with their progress, the legend, and the nemesis phase's steps
played one by one.

Every text goes through `game.ui.draw` with its role; layouts are computed in real pixels and
fonts shrink toward 13 px, never below, when room is short.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from game.ui import draw as dr
from game.ui import theme as th
from game.ui.legend import Legend
from game.ui.views.base import Marks, Tip
from game.ui.views.world_map import WorldMapView


SEP = "  ·  "
ACTIONS = ("move", "fight", "defy", "rest")
SLOT_COLOURS = {"nemesis": (200, 60, 60), "green": (70, 170, 90), "purple": (150, 90, 200), "blue": (70, 130, 220),
                "hero": (220, 170, 60)}
FACE_COLOURS = {"attack": (210, 60, 50), "defiance": (60, 120, 220), "tactic": (60, 170, 90),
                "wild": (240, 200, 60), "blank": (150, 150, 160)}
FACE_LETTER = {"attack": "A", "defiance": "D", "tactic": "T", "wild": "★", "blank": ""}
PHASES = {"setup": "Set-up", "hero": "Hero phase", "nemesis": "Nemesis phase", "showdown": "Final Showdown",
          "over": "Game over"}


def initials(name: str) -> str:
    """Two letters for a token ("Natasha Romanoff" -> "NR")."""
    words = [w for w in name.replace("-", " ").replace(".", " ").split() if w[0].isalpha()]
    return "".join(w[0] for w in words[:2]).upper() or name[:1].upper()


def _fonts_down(t: th.Theme, size: float, bold: bool = False):
    """Fonts from the design size down to 13 px (crowded panels shrink their text, never below)."""
    top = t.readable(size)
    return [th.font(px, bold) for px in range(top, th.MIN_TEXT_PX - 1, -1)]


# -- the header ------------------------------------------------------------------------------------
def goal_text(v: WorldMapView, view: dict[str, Any]) -> str:
    """The heroes' goal and every way the team loses (rulebook: threat at its limit, every base
    overrun, no event to draw, every hero out; after an elimination, the showdown's deadline)."""
    nem = (view.get("nemesis") or {}).get("name") or "the nemesis"
    lose = (f"All lose at threat {view['threat_limit']}, with every base overrun, when the events run out or "
            f"when every hero is out.")
    if view.get("deadline") is not None and not (view.get("nemesis") or {}).get("showdown"):
        lose = f"A hero is out: the showdown must begin by the end of round {view['deadline']}'s hero phase. " + lose
    if (view.get("nemesis") or {}).get("showdown"):
        return f"Goal: defeat {nem} in the Final Showdown. " + lose
    deck = view.get("nemesis_deck") or []
    strike = bool(deck) and str(deck[0]).startswith("fs_")
    left = len(deck) - strike
    missions = {3: "three missions", 2: "last two missions", 1: "last mission"}.get(left, "missions")
    first = "the first strike and " if strike else ""
    return f"Goal: get through {first}{nem}'s {missions}, then defeat {nem} in the Final Showdown. " + lose


def round_text(v: WorldMapView, view: dict[str, Any]) -> str:
    phase = PHASES.get(view.get("phase"), str(view.get("phase", "")).capitalize())
    out = f"Round {view['round']}, {phase.lower() if view.get('round') else phase}"
    heroes = view["heroes"]
    turn, first = view.get("turn"), view.get("first")
    if view.get("phase") == "hero" and isinstance(turn, int) and 0 <= turn < len(heroes):
        out += f": {heroes[turn]['name']}'s turn"
    if isinstance(first, int) and 0 <= first < len(heroes):
        out += f" (first player {heroes[first]['name']})"
    return out


def header_lines(v: WorldMapView, view: dict[str, Any]):
    t = v.theme
    width = v.rect.width - t.px(16)
    for f in _fonts_down(t, 12, True):
        lines = dr.wrap(goal_text(v, view) + SEP + round_text(v, view), f, width)
        if len(lines) <= 2:
            return lines, f
    return lines, f


def header_height(v: WorldMapView, view: dict[str, Any]) -> int:
    t = v.theme
    if "heroes" not in view:
        return t.px(40)
    lines, f = header_lines(v, view)
    tf = _fonts_down(t, 11, True)[-1]
    return len(lines) * f.get_linesize() + t.px(8) + tf.get_linesize() + t.px(16)


def draw_header(v: WorldMapView, surface, view) -> None:
    """The goal and the round, then the threat and team-up tracks side by side."""
    t = v.theme
    bar = v.header
    pygame.draw.rect(surface, th.BG_PANEL, bar)
    lines, f = header_lines(v, view)
    y = bar.top + t.px(4)
    for line in lines:
        dr.text(surface, line, f, th.GOLD, (bar.left + t.px(8), y), role="label")
        y += f.get_linesize()
    y += t.px(4)
    tf = _fonts_down(t, 11, True)[-1] if bar.width < t.px(700) else th.font(t.readable(11), True)
    h = tf.get_linesize() + t.px(10)
    half = (bar.width - t.px(24)) // 2
    left = pygame.Rect(bar.left + t.px(8), y, half, h)
    right = pygame.Rect(left.right + t.px(8), y, half, h)
    target = view.get("threat_target")
    words = f"Threat {view['threat']} of {view['threat_limit']}"
    if target is not None:
        words += f", mission fails at {target}"
    if view.get("threat_next"):
        words += f", +{view['threat_next']} next"
    _track(v, surface, left, "threat", words, view["threat"], view["threat_limit"], th.RED, target, tf)
    _track(v, surface, right, "teamup_track", f"Team-up {view['team_up']} of {view['team_up_max']}",
           view["team_up"], view["team_up_max"], th.BLUE, None, tf)


def _track(v, surface, r: pygame.Rect, ref: str, words: str, value: int, top: int, colour, mark, f) -> None:
    """A track as a row of cells, filled up to its value, its words over it (shorter words when
    they do not fit)."""
    t = v.theme
    pygame.draw.rect(surface, (18, 22, 36), r, border_radius=t.px(4))
    cell = r.width / max(1, top)
    for k in range(top):
        c = pygame.Rect(int(r.left + k * cell) + 1, r.top + 2, max(1, int(cell) - 2), r.height - 4)
        pygame.draw.rect(surface, colour if k < value else (40, 46, 66), c, border_radius=2)
    if mark is not None and 0 < mark <= top:
        x = int(r.left + mark * cell) - 1
        pygame.draw.line(surface, th.GOLD, (x, r.top - 2), (x, r.bottom + 1), max(2, t.px(3)))
    said = words
    while f.size(said)[0] > r.width - t.px(8) and SEP not in said and "," in said:
        said = said.rsplit(",", 1)[0]
    if f.size(said)[0] > r.width - t.px(8):
        said = words.split(",")[0]
    back = pygame.Rect(0, 0, f.size(said)[0] + t.px(8), f.get_linesize())
    back.center = r.center
    pygame.draw.rect(surface, (10, 12, 20), back, border_radius=t.px(3))
    dr.text(surface, said, f, th.TEXT, r.center, anchor="center", role="label", full=words)
    v.region(r, ref)


# -- the missions strip ----------------------------------------------------------------------------
def _boxes(v: WorldMapView, view) -> list[tuple[str, str, str, dict | None]]:
    """(ref, kind words, name, data) for each box of the strip: the missions in play, the event."""
    out = []
    words = {"nemesis": "Nemesis mission", "green": "Side mission", "purple": "Side mission",
             "blue": "Side mission", "hero": "Hero mission"}
    for slot in ("nemesis", "green", "purple", "blue", "hero"):
        m = view.get("missions", {}).get(slot)
        if m:
            # the first strike sits in the nemesis slot but is not one of the nemesis's three missions
            kind = "First strike" if v.book.mission_kind.get(m["id"]) == "first_strike" else words[slot]
            out.append((f"mission:{slot}", kind, m["name"], m))
    ev = view.get("event") or (view.get("events_done") or [None])[-1]
    out.append((f"event:{ev}" if ev else "event:none", f"Event ({view.get('events_left', 0)} left)",
                "", {"event": ev}))
    return out


def strip_height(v: WorldMapView, view: dict[str, Any], width: int) -> int:
    t = v.theme
    if "heroes" not in view:
        return t.px(60)
    boxes = _boxes(v, view)
    fonts = _fonts_down(t, 12, True)
    box_w = (width - t.px(6) * (len(boxes) - 1)) // max(1, len(boxes)) - t.px(12)
    f = fonts[-1]
    for cand in fonts:
        if all(len(dr.wrap(_box_name(v, b, view), cand, box_w)) <= 2 for b in boxes):
            f = cand
            break
    # A name that needs three lines even at 13 px gets them (a name is never cut).
    lines = max(2, max(len(dr.wrap(_box_name(v, b, view), f, box_w)) for b in boxes))
    small = th.font(th.MIN_TEXT_PX if f.get_height() < 20 else t.readable(10))
    v._strip_fonts = (f, small, lines)
    # a line more for what the missions ask ("Defy in Western Europe or the Middle East, or…"): the
    # map beside it keeps its margins
    text = small.get_linesize() if any(m.get("text") for m in view.get("missions", {}).values()) else 0
    return 2 * small.get_linesize() + lines * f.get_linesize() + text + t.px(12) + t.px(10) + t.px(4)


def _box_name(v: WorldMapView, box, view) -> str:
    ref, _kind, name, data = box
    if ref.startswith("event:"):
        ev = (data or {}).get("event")
        return v.book.events[ev].name if ev in v.book.events else "None yet"
    return name


def draw_strip(v: WorldMapView, surface, view, marks: Marks) -> None:
    """The missions in play and the event, each in a box: what it is, its name, its progress."""
    t = v.theme
    boxes = _boxes(v, view)
    f, small, _lines = getattr(v, "_strip_fonts", (th.font(13, True), th.font(13), 2))
    gap = t.px(6)
    w = (v.strip.width - gap * (len(boxes) - 1)) // max(1, len(boxes))
    for k, box in enumerate(boxes):
        ref, kind, _name, data = box
        r = pygame.Rect(v.strip.left + k * (w + gap), v.strip.top + t.px(2), w, v.strip.height - t.px(4))
        slot = ref.split(":")[1]
        edge = SLOT_COLOURS.get(slot, th.LINE)
        dr.panel(surface, r, th.BG_PANEL, edge, radius=t.px(6), width=2)
        hl = v.mark_colour(ref, marks)
        if hl:
            dr.glow(surface, r, hl, max(2, t.px(3)), t.px(6))
        x, y = r.left + t.px(6), r.top + t.px(4)
        said = kind if small.size(kind)[0] <= r.width - t.px(12) else kind.split(" ")[0]
        dr.text(surface, said, small, edge, (x, y), role="label")
        y += small.get_linesize()
        for line in dr.wrap(_box_name(v, box, view), f, r.width - t.px(12)):
            dr.text(surface, line, f, th.TEXT, (x, y), role="name")
            y += f.get_linesize()
        m = data if ref.startswith("mission:") else None
        bar = pygame.Rect(x, r.bottom - t.px(12), r.width - t.px(12), t.px(7))
        if m is not None and m.get("text"):
            # what the mission asks, in the lines the name leaves ("Defeat the Vulture."); the
            # hover shows the whole card
            bottom = bar.top - t.px(2) - small.get_linesize() if m.get("needs") else r.bottom - t.px(4)
            room = pygame.Rect(x, y, r.width - t.px(12), bottom - y)
            if room.height >= small.get_linesize():
                dr.text_block(surface, m["text"], small, th.TEXT_DIM, room, line_gap=0,
                              max_lines=room.height // small.get_linesize(), role="rules")
        if m is not None and m.get("needs"):
            pygame.draw.rect(surface, (40, 46, 66), bar, border_radius=3)
            done = int(bar.width * min(1.0, m["progress"] / max(1, m["needs"])))
            pygame.draw.rect(surface, edge, (bar.left, bar.top, done, bar.height), border_radius=3)
            words = f"{m['progress']} of {m['needs']}"
            if m.get("threat") is not None:
                words += f", fails at threat {m['threat']}" if slot == "nemesis" else f", +{m['threat']} threat a phase"
            said = words if small.size(words)[0] <= bar.width else f"{m['progress']} of {m['needs']}"
            dr.text(surface, said, small, th.TEXT_DIM, (x, bar.top - t.px(2)), anchor="bottomleft", role="number")
        v.region(r, ref)


# -- the heroes' column -----------------------------------------------------------------------------
def _acting(view) -> int | None:
    """The hero the decision is about (the one whose turn it is)."""
    pending = view.get("pending") or {}
    if isinstance(pending.get("hero"), int):
        return pending["hero"]
    if view.get("phase") == "hero" and isinstance(view.get("turn"), int) and view["turn"] >= 0:
        return view["turn"]
    return None


def _chips(v: WorldMapView, h: dict[str, Any], full: bool, marks: Marks, team: bool = False) -> list[tuple[str, str, Any]]:
    """(ref, words, colour) of a hero's buttons: its tokens, actions, abilities and cards; all of
    them for the acting hero, only the clickable ones for the others; with `team` (room enough),
    the others' tokens left and cards too, so the team plans with what each has (the hover reads
    each card)."""
    i = h["i"]
    out = [(f"token:{i}:standard", f"Standard ×{h['standard']}", (200, 200, 210)),
           (f"token:{i}:boosted", f"Boosted ×{h['boosted']}", (255, 170, 60))]
    out += [(f"slot:{i}:{a}", a.capitalize() + (f" ({h['used'][a]})" if h["used"].get(a) else ""), th.TEXT)
            for a in ACTIONS]
    hero = v.book.heroes[h["id"]]
    out += [(f"ability:{i}:{k}", a.name, th.GOLD) for k, a in enumerate(hero.abilities) if a.kind in ("action", "free")]
    for c in h["supports"]:
        out.append((f"support:{c['id']}", c["name"] + ("" if c["ready"] else f" {c['progress']}/{c['charge']}"),
                    th.GREEN if c["ready"] else th.TEXT_DIM))
    own = h["own_support"]
    if own["state"] != "locked":
        out.append((f"support:{own['id']}", own["name"], th.GREEN if own["state"] == "ready" else th.TEXT_DIM))
    tu = h["team_up"]
    # Readying the card names the hero (teamup:<h>), using it names the card (teamup:<card id>).
    tref = f"teamup:{tu['id']}" if f"teamup:{tu['id']}" in marks.clickable | marks.selected else f"teamup:{i}"
    out.append((tref, f"{tu['name']} ({tu['cost']})", th.BLUE if tu["ready"] else th.TEXT_DIM))
    if full:
        return out
    live = marks.clickable | marks.selected
    if team:
        return [c for c in out if c[0] in live or not c[0].startswith(("slot:", "ability:"))]
    return [c for c in out if c[0] in live]


def _flow(items: list[tuple[str, str, Any]], f, width: int, pad: int, gap: int):
    """Chips laid along lines: (ref, words, colour, x offset, line index, width)."""
    out, x, line = [], 0, 0
    for ref, words, colour in items:
        w = min(width, f.size(words)[0] + 2 * pad)
        if x and x + w > width:
            x, line = 0, line + 1
        out.append((ref, words, colour, x, line, w))
        x += w + gap
    return out, line + 1 if items else 0


def _hero_plan(v: WorldMapView, view, marks, width: int, f, small, compact: int = 0):
    """Where each hero goes at these fonts: (hero, its chips, rect relative to the column's top,
    chip height, how much it shows) and the height it all takes. `compact` 1: the heroes not acting
    show their name line and what may be clicked only (the hover shows the rest); 2: those with
    nothing to click show just their name, two to a row."""
    t = v.theme
    acting = _acting(view)
    plan = []
    y = 0
    chip_h = f.get_linesize() + t.px(4)
    half = (width - t.px(4)) // 2
    pending_mini = None
    for h in view["heroes"]:
        chips = _chips(v, h, h["i"] == acting, marks, team=compact == 0)
        flowed, rows = _flow(chips, f, width - t.px(12), t.px(5), t.px(4))
        if compact >= 2 and h["i"] != acting and not flowed:
            lines = len(dr.wrap(h["name"], f, half - t.px(28)))
            hh = lines * f.get_linesize() + t.px(8)
            if pending_mini is not None:  # the second of a row
                (ph, px_, py, phh) = pending_mini
                row_h = max(phh, hh)
                plan.append((ph, [], pygame.Rect(0, py, half, row_h), chip_h, "mini"))
                plan.append((h, [], pygame.Rect(half + t.px(4), py, width - half - t.px(4), row_h), chip_h, "mini"))
                y = py + row_h + t.px(4)
                pending_mini = None
            else:
                pending_mini = (h, 0, y, hh)
                y += hh + t.px(4)
            continue
        if pending_mini is not None:
            ph, _px, py, phh = pending_mini
            plan.append((ph, [], pygame.Rect(0, py, half, phh), chip_h, "mini"))
            pending_mini = None
        hp, _name, below = _name_line(v, h, f, width)
        short = compact >= 1 and h["i"] != acting
        status = 0 if short else len(_status_lines(v, h, small, width - t.px(12), hp if below else ""))
        hh = f.get_linesize() + status * small.get_linesize() + rows * (chip_h + t.px(3)) + t.px(10 if status else 8)
        plan.append((h, flowed, pygame.Rect(0, y, width, hh), chip_h, "short" if short else "full"))
        y += hh + t.px(4)
    if pending_mini is not None:
        ph, _px, py, phh = pending_mini
        plan.append((ph, [], pygame.Rect(0, py, half, phh), chip_h, "mini"))
    return plan, y


def draw_column(v: WorldMapView, surface, view, marks: Marks) -> None:
    """The heroes from the top, the dice tray and any other choices under them, the legend at
    the bottom. Crowded (five heroes at a large scale), the fonts shrink toward 13 px, then the
    heroes not acting shrink to their name line."""
    t = v.theme
    area = v.column
    legend_h = legend_height(v, area.width)
    everything = {r for r in marks.clickable | marks.selected if _in_column(r)}
    v.column_refs = everything
    for _attempt in range(2):
        tray_h = tray_height(v, view, marks, area.width)
        room = area.height - legend_h - tray_h - t.px(8)
        fonts = _fonts_down(t, 12, True)
        for compact, f in [(0, f) for f in fonts] + [(1, f) for f in fonts] + [(2, fonts[-1])]:
            small = th.font(max(th.MIN_TEXT_PX, f.point_size - 1))
            plan, total = _hero_plan(v, view, marks, area.width, f, small, compact)
            if total <= room:
                break
        fits = [item for item in plan if item[2].bottom <= room + t.px(4)]
        shown = {f"hero:{h['i']}" for h, *_rest in fits} | {c[0] for _h, flowed, *_r in fits for c in flowed}
        if everything <= shown or v.column_refs != everything:
            break
        v.column_refs = shown  # what the column has no room for goes to the tray's list
    v.column_refs = shown
    for h, flowed, rect, chip_h, mode in fits:
        _hero(v, surface, rect.move(area.left, area.top), h, flowed, chip_h, f, small, marks, mode)
    tray = pygame.Rect(area.left, area.bottom - legend_h - tray_h - t.px(4), area.width, tray_h)
    draw_tray(v, surface, view, marks, tray)
    draw_legend(v, surface, pygame.Rect(area.left, area.bottom - legend_h, area.width, legend_h))


def _hero(v, surface, r: pygame.Rect, h, flowed, chip_h, f, small, marks: Marks, mode: str = "full") -> None:
    """One hero's box: "full" (name, health, aspect, place, state, buttons), "short" (name,
    health, buttons) or "mini" (the name alone, wrapped)."""
    t = v.theme
    colour = th.seat_colour(h["seat"])
    ref = f"hero:{h['i']}"
    dr.panel(surface, r, th.BG_PANEL_2 if h["turn"] else th.BG_PANEL, colour if h["turn"] else th.LINE,
             radius=t.px(6), width=2 if h["turn"] else 1)
    hl = v.mark_colour(ref, marks) or (th.SELECTED if ref in v.story.pieces() else None)
    if hl:
        dr.glow(surface, r, hl, max(2, t.px(3)), t.px(6))
    v.region(r, ref)
    x, y = r.left + t.px(6), r.top + t.px(4)
    pygame.draw.circle(surface, colour, (x + t.px(6), y + f.get_linesize() // 2), t.px(6))
    if mode == "mini":
        for line in dr.wrap(h["name"], f, r.width - t.px(28)):
            dr.text(surface, line, f, th.TEXT, (x + t.px(16), y), role="name")
            y += f.get_linesize()
        return
    hp, name, hp_below = _name_line(v, h, f, r.width)
    hp_col = th.RED if h["damage"] >= h["health"] - 2 else th.TEXT
    dr.text(surface, name, f, th.TEXT, (x + t.px(16), y), role="name")
    if not hp_below:
        dr.text(surface, hp, f, hp_col, (r.right - t.px(6), y), anchor="topright", role="number")
    y += f.get_linesize()
    for line in [] if mode == "short" else _status_lines(v, h, small, r.width - t.px(12), hp if hp_below else ""):
        dr.text(surface, line, small, th.TEXT_DIM, (x, y), role="label")
        y += small.get_linesize()
    y += t.px(3)
    for cref, cwords, ccol, cx, line, cw in flowed:
        cr = pygame.Rect(x + cx, y + line * (chip_h + t.px(3)), cw, chip_h)
        chip(v, surface, cr, cref, cwords, ccol, f, marks)


def _name_line(v, h, f, width: int) -> tuple[str, str, bool]:
    """A hero's health, name (with "first" when there is room) and whether the health goes on the
    next line (a long name at a large scale)."""
    t = v.theme
    hp = f"{h['health'] - h['damage']}/{h['health']} health"
    room = width - f.size(hp)[0] - t.px(34)
    name = h["name"] + " (first)" if h["first"] else h["name"]
    if f.size(name)[0] > room:
        name = h["name"]
    return hp, name, f.size(name)[0] > room


def _status_lines(v, h, small, width: int, hp: str = "") -> list[str]:
    """A hero's aspect, place and state (and health when its name leaves no room for it), flowed
    over as many lines as they need."""
    status = ([hp] if hp else []) + [v.book.aspects[h["aspect"]].name + (" shattered" if h["shattered"] else ""),
              "in " + v.space_label(h["space"]) if h["space"] else "off the map"]
    if h["empowered"]:
        status.append("empowered")
    if h["defeated"]:
        status.append("defeated")
    if h["eliminated"]:
        status = ["eliminated"]
    lines = [""]

    for item in status:
        trial = lines[-1] + (SEP if lines[-1] else "") + item
        if lines[-1] and small.size(trial)[0] > width:
            lines.append(item)
        else:
            lines[-1] = trial
    return lines


def chip(v, surface, r: pygame.Rect, ref: str, words: str, colour, f, marks: Marks) -> None:
    """A small button: bright and outlined when it may be clicked now, dim otherwise."""
    t = v.theme
    live = ref in marks.clickable or ref in marks.selected
    hl = v.mark_colour(ref, marks)
    pygame.draw.rect(surface, (44, 52, 80) if live else (30, 35, 52), r, border_radius=t.px(5))
    pygame.draw.rect(surface, hl or th.LINE, r, max(1, t.px(2)) if hl else 1, border_radius=t.px(5))
    said = dr.fit(words, f, r.width - t.px(8))
    dr.text(surface, said, f, colour if live else _dim(colour), r.center, anchor="center", role="button", full=words)
    v.region(r, ref)


def _dim(c) -> tuple[int, int, int]:
    return tuple(int(x * 0.55 + 60 * 0.45) for x in c)


# -- the dice tray and other choices ----------------------------------------------------------------
def _roll(view) -> dict[str, Any] | None:
    return view.get("test") or view.get("dice")


def _tray_choices(v: WorldMapView, view, marks: Marks) -> list[tuple[str, str, Any]]:
    """The tray's buttons: the roll's choices, a rest's split, and every other thing to click that
    the board does not show (a choice with nothing to click, as `opt:<id>`)."""
    pending = view.get("pending") or {}
    labels = {}
    for o in pending.get("options", []):
        if o.get("path"):
            labels.setdefault(o["path"][-1], o["label"])
    out = []
    for ref in sorted(marks.clickable):
        if ref.startswith(("dice:", "rest:")) or ref not in v.drawn and ref not in v.column_refs:
            out.append((ref, labels.get(ref) or ref_name(v, ref, view) or ref, th.TEXT))
    chosen = set(marks.selected)
    for o in pending.get("options", []):
        if not o.get("path"):
            out.append((f"opt:{o['id']}", o["label"], th.TEXT))
        elif chosen and set(o["path"]) == chosen and len(o["path"]) == len(chosen):
            # What is clicked so far completes this option, while others go on from it (a
            # D.A.G.G.E.R. action that may also put the hero mission in play): finish it here.
            out.append((f"opt:{o['id']}", o["label"], th.TEXT))
    return out


def _in_column(ref: str) -> bool:
    return ref.split(":")[0] in ("token", "slot", "ability", "support", "teamup", "hero")


def tray_height(v: WorldMapView, view, marks: Marks, width: int) -> int:
    t = v.theme
    f = th.font(t.readable(11), True)
    h = 0
    roll = _roll(view)
    if roll:
        h += len(dr.wrap(_roll_words(view, roll), f, width - t.px(12))) * f.get_linesize() + _die(v) + t.px(10)
    for ref, words, _c in _tray_choices(v, view, marks):
        h += len(dr.wrap(words, f, width - t.px(16))) * f.get_linesize() + t.px(10)
    return h + (t.px(8) if h else 0)


def _roll_words(view, roll) -> str:
    """Who rolled what, and what it came to."""
    heroes = view["heroes"]
    who = heroes[roll["hero"]]["name"] if 0 <= roll.get("hero", -1) < len(heroes) else "A hero"
    n = roll["successes"]
    words = f"{who} tested {roll['attr']}: {n} success{'es' if n != 1 else ''}"
    if roll.get("wilds"):
        words += f", {roll['wilds']} wild"
    return words


def _die(v) -> int:
    return max(28, v.theme.px(30))


def draw_tray(v: WorldMapView, surface, view, marks: Marks, r: pygame.Rect) -> None:
    """The roll face by face (what it tests, its successes and wilds) and the choices as buttons,
    each with its whole label (a reroll, keep, a rest's split between recovering and charging)."""
    if r.height <= 0:
        return
    t = v.theme
    f = th.font(t.readable(11), True)
    dr.panel(surface, r, th.BG_PANEL, th.LINE, radius=t.px(6))
    x, y = r.left + t.px(6), r.top + t.px(4)
    roll = _roll(view)
    if roll:
        words = _roll_words(view, roll)
        for line in dr.wrap(words, f, r.width - t.px(12)):
            dr.text(surface, line, f, th.TEXT, (x, y), role="label")
            y += f.get_linesize()
        y += t.px(2)
        d = _die(v)
        dx = x
        for face in roll["faces"]:
            if dx + d > r.right - t.px(4):
                break
            die_face(v, surface, pygame.Rect(dx, y, d, d), face)
            dx += d + t.px(4)
        v.region(pygame.Rect(x, y, max(1, dx - x), d), "dice:roll")
        y += d + t.px(6)
    for ref, words, colour in _tray_choices(v, view, marks):
        lines = dr.wrap(words, f, r.width - t.px(16))
        br = pygame.Rect(r.left + t.px(4), y, r.width - t.px(8), len(lines) * f.get_linesize() + t.px(6))
        live = ref in marks.clickable or ref.startswith("opt:")
        hl = v.mark_colour(ref, marks) or (th.HIGHLIGHT if live else None)
        pygame.draw.rect(surface, (44, 52, 80), br, border_radius=t.px(5))
        pygame.draw.rect(surface, hl or th.LINE, br, max(1, t.px(2)), border_radius=t.px(5))
        for k, line in enumerate(lines):
            dr.text(surface, line, f, colour, (br.left + t.px(4), br.top + t.px(3) + k * f.get_linesize()),
                    role="button")
        v.region(br, ref)
        y = br.bottom + t.px(4)


def die_face(v, surface, r: pygame.Rect, face: str) -> None:
    """A die face from shapes: each attribute it shows as a coloured band with its letter (the
    legend names them), a wild as a gold star, a blank as an empty face."""
    t = v.theme
    pygame.draw.rect(surface, (240, 240, 244), r, border_radius=t.px(5))
    parts = face.split("+")
    band_h = (r.height - 6) // max(1, len(parts))
    f = th.font(max(th.MIN_TEXT_PX, int(band_h * 0.62)), True)
    for k, p in enumerate(parts):
        band = pygame.Rect(r.left + 3, r.top + 3 + k * band_h, r.width - 6, band_h - 1)
        if p == "blank":
            continue
        if p == "wild":
            cx, cy = r.center
            s = r.width // 2 - 3
            pts = [(cx + math.cos(-math.pi / 2 + j * math.pi / 5) * (s if j % 2 == 0 else s * 0.45),
                    cy + math.sin(-math.pi / 2 + j * math.pi / 5) * (s if j % 2 == 0 else s * 0.45)) for j in range(10)]
            pygame.draw.polygon(surface, FACE_COLOURS["wild"], pts)
            pygame.draw.polygon(surface, (90, 70, 0), pts, 1)
            continue
        pygame.draw.rect(surface, FACE_COLOURS.get(p, (120, 120, 120)), band, border_radius=t.px(3))
        letter = FACE_LETTER.get(p, p[:1].upper())
        if f.get_linesize() <= band.height + 4:
            dr.text(surface, letter, f, (255, 255, 255), band.center, anchor="center", role="decor")
    pygame.draw.rect(surface, (40, 40, 40), r, 1, border_radius=t.px(5))


# -- the legend ---------------------------------------------------------------------------------------
LEGEND = (("hero", "Hero"), ("enemy", "Enemy (rank)"), ("nemesis", "Nemesis"), ("base", "Base"),
          ("ocean", "Ocean"), ("attack", "Attack"), ("defiance", "Defiance"), ("tactic", "Tactic"),
          ("wild", "Wild"), ("link", "Same letter: linked spaces"))


def _legend(v) -> Legend:
    t = v.theme

    def paint(surface, key: str, p: pygame.Rect) -> None:
        s = p.inflate(-4, -4)
        if key == "hero":
            pygame.draw.circle(surface, th.seat_colour(0), s.center, s.width // 2)
        elif key == "enemy":
            pygame.draw.rect(surface, (120, 40, 50), s, border_radius=2)
        elif key == "nemesis":
            pygame.draw.polygon(surface, (200, 30, 40), [s.midtop, s.midright, s.midbottom, s.midleft])
        elif key == "base":
            pygame.draw.rect(surface, (235, 235, 240), s, border_radius=2)
        elif key == "ocean":
            pygame.draw.circle(surface, (58, 116, 196), s.center, s.width // 2, 2)
        elif key == "link":  # as the map's lettered link ends (view._letters)
            pygame.draw.rect(surface, (40, 34, 10), p, border_radius=t.px(4))
            pygame.draw.rect(surface, th.GOLD, p, 1, border_radius=t.px(4))
            dr.text(surface, "A", t.font(11, True), th.GOLD, p.center, anchor="center", role="decor")
        else:
            die_face(v, surface, p, key)
    return Legend(t, LEGEND, paint)


def legend_height(v, width: int) -> int:
    return _legend(v).height(width)


def draw_legend(v, surface, r: pygame.Rect) -> None:
    """What each mark on the map means (always on screen)."""
    _legend(v).draw(surface, r)
    v.region(r, "legend")


# -- the nemesis phase, step by step --------------------------------------------------------------------
class NemesisStory:
    """The nemesis phase's events shown one at a time, each step after the settings' pacing:
    what happened and why (the events' own words), the space or piece it touched ringed on the map."""

    def __init__(self) -> None:
        self.steps: list[dict[str, Any]] = []
        self.shown = 0
        self.open = False
        self.ended = False
        self.pace = 0.7
        self.next_at = 0.0

    def add(self, events: list[dict[str, Any]], pacing: Callable[[], int]) -> None:
        import time
        if events and self.open and self.ended and self.shown >= len(self.steps):
            self.open = False  # the heroes acted after the whole phase was shown: it was read
        for e in events:
            if e.get("kind") == "nemesis_phase":
                self.steps, self.shown, self.open, self.ended = [], 0, True, False
                self.pace = pacing() / 1000.0
                self.next_at = time.monotonic()
            if not self.open or self.ended:
                continue
            if e.get("text"):
                self.steps.append(e)
            if e.get("kind") in ("round", "game_over"):
                self.ended = True
        if self.open and (self.pace <= 0 or any(e.get("kind") == "game_over" for e in events)):
            # Instant pacing, or the game just ended: the results cover the table, so the whole
            # phase (why it ended) shows at once.
            self.shown = len(self.steps)

    def tick(self, now: float) -> None:
        if self.open and self.shown < len(self.steps) and now >= self.next_at:
            self.shown += 1
            self.next_at = now + self.pace

    def skip(self) -> None:
        self.shown = len(self.steps)

    def close(self) -> None:
        self.open = False

    def playing(self) -> bool:
        return self.open and self.shown < len(self.steps)

    def current(self) -> dict[str, Any] | None:
        return self.steps[self.shown - 1] if self.open and self.shown else None

    def spaces(self) -> set[str]:
        e = self.current()
        return {str(e["space"])} if e and e.get("space") else set()

    def pieces(self) -> set[str]:
        e = self.current()
        if not e:
            return set()
        out = set()
        if e.get("enemy") is not None:
            out.add(f"enemy:{e['enemy']}")
        if e.get("nemesis"):
            out.add("nemesis")
        if isinstance(e.get("hero"), int):
            out.add(f"hero:{e['hero']}")
        return out

    def rect(self, v: WorldMapView) -> pygame.Rect | None:
        if not self.open or not self.steps:
            return None
        t = v.theme
        m = v.map_area
        w = min(m.width - t.px(12), max(t.px(340), int(m.width * 0.5)))
        f, fb = th.font(t.readable(11)), th.font(t.readable(11), True)
        h = min(m.height // 2, t.px(16) + f.get_linesize() * 6)
        # The step being shown is read whole: a long one (the Final Showdown's opening, with the
        # nemesis's showdown text) widens the panel, then makes it taller, rather than losing its
        # first lines (the older steps above it give way first).
        now = self.current()
        if now is not None:
            wide = min(m.width - t.px(12), max(w, int(m.width * 0.8)))
            if len(dr.wrap(now["text"], fb, w - t.px(16))) > 4:
                w = wide
            need = t.px(22) + fb.get_linesize() * (len(dr.wrap(now["text"], fb, w - t.px(16))) + 1)
            h = max(h, min(m.height - t.px(12), need))
        return pygame.Rect(m.left + t.px(6), m.bottom - h - t.px(6), w, h)

    def draw(self, v: WorldMapView, surface, r: pygame.Rect) -> None:
        """The steps so far, newest at the bottom in bold; Skip while it plays, Close after."""
        t = v.theme
        f, fb = th.font(t.readable(11)), th.font(t.readable(11), True)
        dr.panel(surface, r, (30, 16, 22), NEMESIS_EDGE, radius=t.px(6), width=2)
        v.region(r, "np:panel")  # under its button: a click on the panel goes nowhere on the map
        title = f"Nemesis phase: step {self.shown} of {len(self.steps)}" + ("" if self.ended else " so far")
        button = "Skip" if self.playing() else "Close"
        bw = fb.size(button)[0] + t.px(14)
        br = pygame.Rect(r.right - bw - t.px(6), r.top + t.px(4), bw, fb.get_linesize() + t.px(2))
        pygame.draw.rect(surface, (60, 40, 50), br, border_radius=t.px(4))
        pygame.draw.rect(surface, th.GOLD, br, 1, border_radius=t.px(4))
        dr.text(surface, button, fb, th.TEXT, br.center, anchor="center", role="button")
        v.region(br, "np:skip" if self.playing() else "np:close")
        dr.text(surface, dr.fit(title, fb, br.left - r.left - t.px(12)), fb, th.GOLD, (r.left + t.px(8), br.top),
                role="label", full=title)
        body_top = br.bottom + t.px(4)
        width = r.width - t.px(16)
        lines: list[tuple[str, Any]] = []
        for k, e in enumerate(self.steps[:self.shown]):
            font = fb if k == self.shown - 1 else f
            for line in dr.wrap(e["text"], font, width):
                lines.append((line, font))
        room = (r.bottom - t.px(4) - body_top)
        used = 0
        keep: list[tuple[str, Any]] = []
        for line, font in reversed(lines):
            if used + font.get_linesize() > room:
                break
            keep.insert(0, (line, font))
            used += font.get_linesize()
        y = body_top
        for line, font in keep:
            dr.text(surface, line, font, th.TEXT if font is fb else th.TEXT_DIM, (r.left + t.px(8), y), role="log")
            y += font.get_linesize()

    def probe(self) -> dict[str, Any]:
        return {"open": self.open, "shown": self.shown, "steps": len(self.steps)}


NEMESIS_EDGE = (200, 60, 70)


# -- names and help ---------------------------------------------------------------------------------------
def ref_name(v: WorldMapView, ref: str, view: dict[str, Any]) -> str | None:
    """A thing a player can click, in words."""
    zone, _, key = ref.partition(":")
    heroes = view.get("heroes", [])

    def hero(i: str) -> dict[str, Any] | None:
        return heroes[int(i)] if i.isdigit() and int(i) < len(heroes) else None

    if zone == "space":
        return v.space_label(key) if key in v.space else None
    if zone == "base":
        b = next((b for b in view.get("bases", []) if b["id"] == key), None)
        return f"the base {b['name']}" if b else None
    if zone == "hero":
        h = hero(key)
        return h["name"] if h else None
    if zone == "enemy":
        e = next((e for e in view.get("enemies", []) if str(e["u"]) == key), None)
        return f"{e['name']} in {v.space_label(e['space'])}" if e else None
    if ref == "nemesis":
        return (view.get("nemesis") or {}).get("name") or "the nemesis"
    if zone == "token":
        i, _, kind = key.partition(":")
        h = hero(i)
        return f"{h['name']}'s {kind} token" if h else None
    if zone == "slot":
        i, _, act = key.partition(":")
        h = hero(i)
        return f"{act.capitalize()} ({h['name']})" if h else None
    if zone == "ability":
        i, _, k = key.partition(":")
        h = hero(i)
        if h and k.isdigit():
            abilities = v.book.heroes[h["id"]].abilities
            return abilities[int(k)].name if int(k) < len(abilities) else None
        return None
    if zone == "support":
        c = v.book.supports.get(key)
        return c.name if c else None
    if zone == "teamup":
        h = hero(key) or next((h for h in heroes if h["team_up"]["id"] == key), None)
        return f"{h['team_up']['name']} (team-up)" if h else None
    if zone == "mission":
        m = view.get("missions", {}).get(key)
        return f"{m['name']} ({key} mission)" if m else None
    if zone == "dice":
        return {"keep": "keep the roll", "empowered": "use empowered", "skip": "no D.A.G.G.E.R. effect"}.get(
            key, "reroll" if key.startswith("reroll") else None)
    return None


def tip(v: WorldMapView, ref: str, view: dict[str, Any]) -> Tip | None:
    """Help for the panels' own things: the tracks, the legend, the dice, the nemesis phase."""
    if ref == "threat":
        return Tip("The threat track", "Threat rises every nemesis phase (the nemesis's threat value plus what is in "
                   "play). When it reaches the nemesis mission's number at the mission check, the mission fails; at "
                   f"{view.get('threat_limit', 20)} the heroes lose. A completed mission sets it back to 0.")
    if ref == "teamup_track":
        return Tip("The team-up track", "Completed side missions and some effects add team-up points; a hero spends "
                   "them to ready their sheet's team-up card (its cost is in brackets on the card's button).")
    if ref == "legend":
        return Tip("What the marks mean", "Discs in a seat's colour are heroes (their initials); dark squares are "
                   "enemies with their rank (N: the nemesis's own, E: elite); the red diamond is the nemesis; white "
                   "squares are bases (crossed out when overrun), the ship is the Iliad; rings are oceans; the star is "
                   "Asgard, joined by the dashed Bifrost line while the Bifrost is out. Gold lines with a letter join "
                   "the two spaces that bear the same letter.")
    if ref == "dice:roll":
        return Tip("The roll", "Each die shows the attributes it counts for (A attack, D defiance, T tactic); a die "
                   "showing the tested attribute is a success, a star is a wild (a success and a D.A.G.G.E.R. effect).")
    if ref.startswith("np:"):
        return Tip("The nemesis phase", "The nemesis's turn, step by step at the pacing chosen in the settings: "
                   "threat, the mission check, the event, spawns and the enemies' activations, each with its reason.")
    if ref.startswith(("rest:", "dice:")):
        notes = v.option_note(ref, view)
        return Tip(ref_name(v, ref, view) or "A choice", "\n".join(notes) or "Click to choose it.")
    return None
