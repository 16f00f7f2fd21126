"""The hover zoom of D.A.G.G.E.R.: a hero's whole sheet (attributes, health, aspect side with its four
actions, abilities, support and team-up cards, hero mission), an enemy's or the nemesis's card, a
support or team-up card, a mission or an event, each drawn whole at 18 px or more.

A picture is a list of blocks (text, style) laid out down a panel as wide as the screen allows;
the text audit follows it through `audit.blit` when the tip is drawn.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import draw as dr
from game.ui import theme as th

ZOOM_PX = 18
Block = tuple[str, str]  # (text, style): "title", "sub", "head", "text", "note", "dim"


def picture(blocks: list[Block], theme: th.Theme, screen: tuple[int, int], colour) -> pygame.Surface:
    """The blocks drawn whole at ZOOM_PX or more, on a panel edged in `colour`; wider when the
    screen is too short for them."""
    px = max(ZOOM_PX, theme.px(15))
    width = max(theme.px(360), min(int(screen[0] * 0.34), theme.px(430)))
    limit = screen[1] - theme.px(24)
    while _layout(blocks, px, width, colour, None) > limit and width < screen[0] * 0.75:
        width = int(width * 1.2)
    while px > ZOOM_PX and _layout(blocks, px, width, colour, None) > limit:
        px -= 1
    h = _layout(blocks, px, width, colour, None)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    _layout(blocks, px, width, colour, surf)
    return surf


def _fonts(px: int) -> dict[str, tuple[pygame.font.Font, Any, str]]:
    return {"title": (th.font(int(px * 1.3), True), th.TEXT, "name"),
            "sub": (th.font(px), th.TEXT_DIM, "label"),
            "head": (th.font(px, True), th.GOLD, "label"),
            "text": (th.font(px), th.TEXT, "rules"),
            "note": (th.font(px, True), th.HIGHLIGHT, "tip"),
            "dim": (th.font(px), th.TEXT_DIM, "rules")}


def _layout(blocks: list[Block], px: int, width: int, colour, surface: pygame.Surface | None) -> int:
    """Lay the blocks out (drawing them when `surface` is given); the height they take."""
    fonts = _fonts(px)
    pad = max(8, px // 2)
    inner = width - 2 * pad
    ops = []
    y = pad
    for text, style in blocks:
        if not text:
            y += pad // 2
            continue
        f, col, role = fonts[style]
        if style == "head":
            y += pad // 3
        for line in dr.wrap(text, f, inner):
            ops.append((line, f, col, y, role))
            y += f.get_linesize()
    h = y + pad
    if surface is not None:
        r = pygame.Rect(0, 0, width, h)
        pygame.draw.rect(surface, (22, 27, 42), r, border_radius=10)
        pygame.draw.rect(surface, colour, r, 3, border_radius=10)
        for line, f, col, yy, role in ops:
            dr.text(surface, line, f, col, (pad, yy), role=role)
    return h


# -- what each thing's card says ------------------------------------------------------------------
def ability_blocks(a: Any, prefix: str = "") -> list[Block]:
    """An ability: its name with its kind, then what it does."""
    kind = {"action": "action (costs a token)", "free": "free (no token)", "trigger": "when it happens",
            "passive": "always on"}.get(a.kind, a.kind)
    extra = []
    if a.combo:
        extra.append(f"combo: needs {a.combo}")
    if a.once_per_round:
        extra.append("once a round")
    return [(f"{prefix}{a.name} ({kind}{'; ' + '; '.join(extra) if extra else ''})", "head"), (a.text, "text")]


def hero_blocks(book: Any, h: dict[str, Any], notes: list[str]) -> list[Block]:
    """A hero's whole sheet as the table has it now."""
    hero = book.heroes[h["id"]]
    asp = book.aspects[h["aspect"]]
    side = asp.shattered if h["shattered"] else asp.normal
    out: list[Block] = [(n, "note") for n in notes]
    out += [(h["name"], "title"),
            (f"{book.sheets[h['sheet']].name} sheet · {asp.name} aspect"
             f"{' (shattered)' if h['shattered'] else ''} · {asp.role}", "sub"),
            (f"Health {hero.health - h['damage']} of {hero.health} · Attack {hero.attack} · Defiance {hero.defiance}"
             f" · Tactic {hero.tactic}", "text"),
            (f"Aspect tokens left: {h['standard']} standard, {h['boosted']} boosted"
             + (" · empowered" if h["empowered"] else "") + (" · defeated" if h["defeated"] else "")
             + (" · eliminated" if h["eliminated"] else ""), "text")]
    out.append((f"{asp.name} actions", "head"))
    for key in ("move", "fight", "defy", "rest"):
        act = getattr(side, key)
        used = h["used"].get(key, 0)
        out.append((f"{key.capitalize()}{' (augmented)' if key in side.augmented else ''}"
                    f"{f', used {used}x this round' if used else ''}: {act.text}", "text"))
    if side.identity is not None:
        out += ability_blocks(side.identity, "Aspect: ")
    for a in hero.abilities:
        out += ability_blocks(a)
    out.append(("Cards", "head"))
    for c in h["supports"]:
        card = book.supports[c["id"]]
        state = "ready" if c["ready"] else f"exhausted, charge {c['progress']} of {c['charge']}"
        out.append((f"{card.name} ({state}): {card.ability.text}", "text"))
    own = book.supports[h["own_support"]["id"]]
    out.append((f"{own.name} (own card, {h['own_support']['state']}): {own.ability.text}", "text"))
    tu = book.team_ups[h["team_up"]["id"]]
    out.append((f"Team-up {tu.name} (costs {tu.cost} team-up, {'ready' if h['team_up']['ready'] else 'not ready'}):"
                f" {tu.ability.text}", "text"))
    m = book.missions[h["mission"]["id"]]
    out.append((f"Hero mission {m.name} ({h['mission']['state']}): {m.text}", "text"))
    return out


def enemy_blocks(book: Any, e: dict[str, Any], where: str, notes: list[str]) -> list[Block]:
    card = book.enemies[e["card"]]
    rank = {"N": "the nemesis's own", "elite": "elite"}.get(str(e["rank"]), f"rank {e['rank']}")
    out: list[Block] = [(n, "note") for n in notes]
    out += [(e["name"], "title"), (f"Enemy, {rank} · in {where}", "sub"),
            (f"Health {e['health'] - e['damage']} of {e['health']} · Power {e['power']}"
             + (" · primed" if e["primed"] else ""), "text")]
    if card.keywords:
        out.append(("Keywords: " + ", ".join(str(k) for k in card.keywords), "text"))
    if card.text:
        out.append((card.text, "text"))
    out.append(("Enemies attack heroes nearby when they activate, else head for the nearest base "
                "and overrun it.", "dim"))
    return out


def nemesis_blocks(book: Any, n: dict[str, Any], where: str, notes: list[str]) -> list[Block]:
    nem = book.nemeses[n["id"]]
    out: list[Block] = [(x, "note") for x in notes]
    out += [(nem.name, "title"),
            (f"The nemesis · in {where}" + (" · Final Showdown" if n["showdown"] else ""), "sub"),
            (f"Health {n['health'] - n['damage']} of {n['health']} · Power {n['power']} · threat value {nem.threat}"
             + (" · stunned" if n["stunned"] else "") + (" · primed" if n["primed"] else "")
             + (f" · suppression {n['suppression']}" if n["suppression"] else ""), "text")]
    for a in (nem.showdown.abilities if n["showdown"] and nem.showdown.abilities else nem.abilities):
        out += [(f"Icon {a.icon}: {a.name}", "head"), (a.text, "text")]
    out += [("Final Showdown", "head"), (nem.showdown.text, "text"), (nem.showdown.suppression_text, "dim")]
    return out


def card_blocks(book: Any, kind: str, cid: str, state: str, notes: list[str]) -> list[Block]:
    """A support or team-up card."""
    out: list[Block] = [(x, "note") for x in notes]
    if kind == "support":
        c = book.supports[cid]
        who = "own card of " + book.heroes[c.hero].name if c.hero else "shared support card"
        out += [(c.name, "title"), (f"{c.kind.capitalize()}, {who} · {state}", "sub")]
        if c.charge:
            out.append((f"Readied by {c.charge} charge once exhausted.", "dim"))
        out += ability_blocks(c.ability)
    else:
        c = book.team_ups[cid]
        out += [(c.name, "title"), (f"Team-up card, costs {c.cost} on the team-up track · {state}", "sub")]
        out += ability_blocks(c.ability)
    return out


def mission_blocks(book: Any, slot: str, m: dict[str, Any], notes: list[str]) -> list[Block]:
    card = book.missions[m["id"]]
    kind = book.mission_kind.get(m["id"], "")
    what = {"first_strike": "First strike (nemesis mission slot)", "nemesis": "Nemesis mission",
            "side": f"Side mission ({slot} slot)", "hero": "Hero mission"}.get(kind, "Mission")
    out: list[Block] = [(x, "note") for x in notes]
    out += [(m["name"], "title"), (what, "sub"), (m["text"], "text")]
    if m.get("needs"):
        out.append((f"Progress {m['progress']} of {m['needs']}.", "text"))
    if m.get("threat") is not None and slot == "nemesis":
        out.append((f"Fails when the threat reaches {m['threat']} at a nemesis phase's mission check.", "text"))
    elif m.get("threat"):
        out.append((f"Adds {m['threat']} threat each nemesis phase while it is in play.", "text"))
    if m.get("ongoing"):
        out.append((f"Ongoing: {m['ongoing']}", "text"))
    passed = getattr(card, "passed", None)
    if passed is not None:
        out += [("Passed", "head"), (passed.text, "text"), ("Failed", "head"), (card.failed.text, "text")]
    if getattr(card, "reward_text", ""):
        out += [("Reward", "head"), (card.reward_text, "text")]
    return out
