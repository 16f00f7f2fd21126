"""Strike Teams pictures for the view: the hover zooms of character cards, action cards and
scenario cards (whole, at 18 px or more), the figures' discs and the words the view uses for
things on the map. Pure drawing; the layout is view.py's.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import draw as dr
from game.ui import theme as th

ZOOM_PX = 18  # the smallest text of a hover zoom
HEROES, MASTERMIND = 0, 1
STATUS_WORDS = {"trapped": "trapped", "prone": "prone"}


def side_colour(side: int) -> tuple[int, int, int]:
    return th.seat_colour(side)


def initials(name: str) -> str:
    """The letters on a figure's disc: "Captain America" CA, "Hydra Soldier 2" H2."""
    words = name.split()
    if words and words[-1].isdigit():
        return words[0][0].upper() + words[-1]
    return "".join(w[0] for w in words[:2]).upper()


def disc_radius(r: int, letters: str, most: int) -> int:
    """A disc's radius: `r`, or larger (up to `most`) so that its letters read at the smallest
    readable size: on a small map the disc may spill over its square's edges rather than leave
    the figure unnamed."""
    need = (th.font(th.MIN_TEXT_PX, True, True).size(letters)[0] * 5 + 7) // 8 + 1  # letters fill 1.6 r
    return max(r, min(need, most))


def disc(surface: pygame.Surface, centre: tuple[float, float], r: int, colour, letters: str, *,
         prone: bool = False, badge: int = 0, named: bool = True) -> None:
    """A figure's disc in its side's colour with its letters (a name the table must show: read at
    13 px or more when the disc has room for them, see `disc_radius`); a prone figure lies flat (an
    oval). `badge`: the radius of a wound badge at the top right, which the letters move down and
    left of; `named=False` leaves the letters to `disc_name`."""
    cx, cy = int(centre[0]), int(centre[1])
    box = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)
    if prone:
        box = pygame.Rect(cx - r, cy - r // 2, 2 * r, r)
    pygame.draw.ellipse(surface, (0, 0, 0), box.move(2, 2))
    pygame.draw.ellipse(surface, colour, box)
    pygame.draw.ellipse(surface, (255, 255, 255), box, max(1, r // 7))
    if named:
        disc_name(surface, centre, r, letters, badge)


def name_place(centre: tuple[float, float], r: int, letters: str, badge: int = 0) -> tuple[Any, int, pygame.Rect]:
    """Where a disc's letters go: their font, its size in px and their rectangle."""
    cx, cy = int(centre[0]), int(centre[1])
    px = max(th.MIN_TEXT_PX, int(r * 0.9))
    room = r * 1.6 - badge * 0.8
    f = th.font(px, True, True)
    while px > 6 and f.size(letters)[0] > room:
        px -= 1
        f = th.font(px, True, True)
    at = (cx - badge // 2, cy + badge // 3) if badge else (cx, cy)
    w, h = f.size(letters)
    return f, px, pygame.Rect(at[0] - w // 2, at[1] - h // 2, w, h)


def disc_name(surface: pygame.Surface, centre: tuple[float, float], r: int, letters: str, badge: int = 0,
              shift: tuple[int, int] = (0, 0)) -> None:
    """A disc's letters (see `disc`); a map draws them after every disc, so that a disc spilling
    over its square onto a neighbour's never covers the neighbour's name. `shift` moves them (x, y) off a
    neighbour's name they would run into."""
    f, px, rect = name_place(centre, r, letters, badge)
    dr.text(surface, letters, f, (255, 255, 255), (rect.centerx + shift[0], rect.centery + shift[1]),
            anchor="center", shadow=True, role="name" if px >= th.MIN_TEXT_PX else "decor")


def effect_words(card: Any) -> str:
    """A card's costs and timing in words (its rules text follows on the zoom)."""
    bits = [f"build cost {card.build_cost}" + (" (starting card)" if card.starting else "")]
    bits.append("always on" if card.ap_cost is None else f"{card.ap_cost} AP to use")
    if card.reaction:
        bits.append("a reaction (used when attacked)")
    if card.duration:
        bits.append(f"{card.duration} Duration Token{'s' if card.duration > 1 else ''}")
    bits.append(f"{card.slots} damage slot{'s' if card.slots > 1 else ''}")
    return " · ".join(bits)


def _picture(blocks: list[tuple[str, str, Any, str]], theme: th.Theme, screen: tuple[int, int], colour) -> pygame.Surface:
    """A zoom: blocks of (text, style "title"|"bold"|"plain", colour, role) wrapped at a width
    that fits the screen's height, never under 18 px."""
    base = max(ZOOM_PX, theme.px(15))
    width = max(theme.px(360), min(int(screen[0] * 0.34), theme.px(430)))

    def layout(px: int, w: int, surface: pygame.Surface | None) -> int:
        fonts = {"title": th.font(int(px * 1.3), True), "bold": th.font(px, True), "plain": th.font(px)}
        pad = max(8, px // 2)
        y = pad
        for text, style, col, role in blocks:
            if not text:
                y += pad // 2
                continue
            f = fonts[style]
            for line in dr.wrap(text, f, w - 2 * pad):
                if surface is not None:
                    dr.text(surface, line, f, col, (pad, y), role=role)
                y += f.get_linesize()
        return y + pad

    for _ in range(8):
        if layout(base, width, None) <= screen[1] - theme.px(24) or width >= screen[0] * 0.7:
            break
        width = int(width * 1.15)
    surf = pygame.Surface((width, layout(base, width, None)), pygame.SRCALPHA)
    dr.panel(surf, surf.get_rect(), (14, 18, 30), colour, radius=10, width=3, alpha=245)
    layout(base, width, surf)
    return surf


def card_picture(card: Any, owner: str, colour, theme: th.Theme, screen: tuple[int, int], *,
                 wounds: int = 0, duration: int = 0, notes: list[tuple[str, Any]] | None = None) -> pygame.Surface:
    """An action card whole: name, whose it is, its costs, its rules in full, wounds on it."""
    blocks = [(t, "bold", c, "tip") for t, c in notes or []]
    blocks += [("", "", None, ""), (card.name, "title", th.TEXT, "name"),
               (f"{owner}'s action card", "plain", th.TEXT_DIM, "label"),
               (effect_words(card), "bold", th.GOLD, "number"), ("", "", None, ""),
               (card.text, "plain", th.TEXT, "rules")]
    if duration:
        blocks.append((f"It holds {duration} Duration Token{'s' if duration > 1 else ''}: it cannot be used again "
                       f"until they are gone (one comes off at each of its owner's activations).", "bold", th.GOLD,
                       "label"))
    if wounds:
        blocks.append((f"Wounds on it: {wounds} of {card.slots}" + (" (full: it cannot be used)" if wounds >= card.slots
                                                                    else ""), "bold", th.REFUSED, "label"))
    return _picture(blocks, theme, screen, colour)


def character_picture(d: Any, c: dict | None, fig: dict | None, rules: Any, theme: th.Theme,
                      screen: tuple[int, int], notes: list[tuple[str, Any]] | None = None) -> pygame.Surface:
    """A character card whole: its numbers, boxes with wounds, AP, level, cards and status."""
    side = c["side"] if c else (HEROES if d.role == "hero" else MASTERMIND)
    blocks = [(t, "bold", col, "tip") for t, col in notes or []]
    role = {"hero": "Hero", "villain": "Villain", "mastermind": "Mastermind", "henchman": "Henchmen"}[d.role]
    blocks += [("", "", None, ""), (d.name, "title", th.TEXT, "name")]
    head = f"{role} · Level {c['level']}" if c else role
    blocks.append((head + (f" · {d.unit_points} unit point{'s' if d.unit_points > 1 else ''}" if not d.faces else ""),
                   "plain", th.TEXT_DIM, "label"))
    if c:
        blocks.append((f"AP {c['ap']} on the track (up to {d.track_max}; at most {d.red_cap} gained in its "
                       f"Starting Zone) · gains {d.ap_gain} a turn · rest removes {d.rest} wounds", "bold", th.GOLD,
                       "number"))
    w = (c or {}).get("wounds", {})
    a, df = d.attack, d.defend
    boxes = [(f"Attack: {a.name}, {a.type} strength {a.strength} for {a.cost} AP", w.get("attack", 0), a.slots),
             (f"Defend: {df.name}, {df.type} {df.strength} for {df.cost} AP", w.get("defend", 0), df.slots),
             (f"Move: {d.move.name}", w.get("move", 0), d.move.slots)]
    for text, n, slots in boxes:
        tail = f" · wounds {n} of {slots}" if slots else ""
        blocks.append((text + tail, "plain", th.REFUSED if slots and n >= slots else th.TEXT, "rules"))
    if d.faces:
        for i, face in enumerate(d.faces):
            blocks.append((f"Side {i + 1}: {face.figures} figures, {face.unit_points} unit points, gains "
                           f"{face.ap_gain} AP, marching costs {face.march_cost} AP", "plain", th.TEXT, "rules"))
        blocks.append((f"Each figure is defeated at {d.health} wounds.", "plain", th.TEXT, "rules"))
    if fig and fig.get("status"):
        st = ", ".join(k for k, v in fig["status"].items() if v)
        if st:
            blocks.append((f"Status: {st}", "bold", th.REFUSED, "label"))
    if c and c.get("cards"):
        blocks.append(("", "", None, ""))
        blocks.append(("Action cards: " + ", ".join(rules.cards[k].name for k in c["cards"] if k in rules.cards),
                       "plain", th.TEXT, "rules"))
    if d.text:
        blocks += [("", "", None, ""), (d.text, "plain", th.TEXT_DIM, "rules")]
    return _picture(blocks, theme, screen, side_colour(side))


def scenario_picture(sc: Any, stage: int, status: str, progress: str, theme: th.Theme,
                     screen: tuple[int, int]) -> pygame.Surface:
    """A scenario card whole: its title, stage, reward, where it stands, its story and rules."""
    label = "Tutorial" if stage == 0 else f"Stage {stage}"
    blocks = [(sc.title, "title", th.TEXT, "name"),
              (f"{label} scenario card · {sc.op} OP · {status}", "bold", th.GOLD, "label")]
    if progress:
        blocks.append((progress, "bold", th.TEXT, "label"))
    blocks += [("", "", None, ""), (sc.rules, "plain", th.TEXT, "rules"), ("", "", None, ""),
               (sc.backstory, "plain", th.TEXT_DIM, "rules")]
    return _picture(blocks, theme, screen, th.GOLD)
