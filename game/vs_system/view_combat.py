"""The Vs. System table's left column: the turn and its phases, and the combat in progress as a stack
(the attack at the bottom, each play of the exchange over it, newest on top), with whose turn it is
to respond and what the strikes would do if everyone passed now (ATK against DEF both ways)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import draw as dr
from game.ui import theme as th
from game.ui.views.card_table import CardTableView, Tok, words


WHITE = (255, 255, 255)
TAG = (200, 206, 226)
PHASES = (("draw", "Draw"), ("recovery", "Recovery"), ("build", "Build"), ("main", "Main"), ("end", "End"))
STEPS = (("resource", "Resource"), ("recruit", "Recruit"), ("formation", "Formation"))
FORMATS = {"1v1": "1 vs 1", "ffa": "Free-for-All", "2v2": "2 vs 2", "2hg": "2-Headed Teammates"}
#: Shown when no combat is on and the column has room: how the game is won, what the tiles' looks mean.
GOAL = "Goal: KO every enemy main character."
LEGEND = ("A white frame marks a main character; a striped tile is stunned (face down); a darker one is "
          "exhausted. The stripe at a tile's left is its controller's colour. Click a KO pile to spread it out.")


def forecast(v: CardTableView, view: dict[str, Any]) -> list[tuple[str, tuple[int, int, int]]]:
    """What the strikes would do now, in words with a colour each: the attackers' ATK against the
    defender's DEF, and the strike back (none in a ranged attack on a defender without Ranged)."""
    cb = view.get("combat")
    if not cb or cb["def"] is None:
        return []
    chars = {c["uid"]: c for c in view["chars"]}
    dfd = chars.get(cb["def"])
    att = [chars[u] for u in cb["att"] if u in chars and chars[u]["face"] == "up"]
    if dfd is None or dfd["face"] != "up" or not att:
        return [("Nobody is left to strike: the combat ends without strikes.", TAG)]
    name = v.faces.name
    falcon = v.has_static(dfd["id"], "cant_be_struck_by")
    counted = [a for a in att if not (falcon and a["flight"])]
    total = sum(max(0, a["atk"]) for a in counted)
    out = [(f"{total} ATK vs {name(dfd['id'])}'s DEF {dfd['def']}: "
            f"{'stuns it' if total >= dfd['def'] else 'no stun'}", th.GOLD if total >= dfd["def"] else TAG)]
    if falcon and len(counted) < len(att):
        out.append(("Attackers with Flight can't strike it.", TAG))
    if cb["ranged"] and not dfd["ranged"]:
        out.append(("No strike back: a ranged attack on a defender without Ranged.", TAG))
        return out
    da = max(0, dfd["atk"])
    # Air Superiority the other way: a defender with Flight can't strike Falcon back
    att = [a for a in att if not (dfd["flight"] and v.has_static(a["id"], "cant_be_struck_by"))]
    if not att:
        out.append(("No strike back: it can't strike them (Air Superiority).", TAG))
        return out
    every = len(att) > 1 and not cb["ranged"] and v.has_static(dfd["id"], "strikes_every_melee_attacker")
    if len(att) == 1 or every:
        for a in att:
            out.append((f"{name(dfd['id'])} strikes back at {name(a['id'])}: {da} ATK vs DEF {a['def']}: "
                        f"{'stuns it' if da >= a['def'] else 'no stun'}", th.GOLD if da >= a["def"] else TAG))
    else:
        hit = [name(a["id"]) for a in att if da >= a["def"]]
        who = "the attacking player" if any(v.has_static(a["id"], "leader") for a in att) else "its player"
        text = f"{name(dfd['id'])} strikes back at one attacker ({who} chooses) with {da} ATK: "
        text += ("would stun " + " or ".join(hit)) if hit else "stuns none of them"
        out.append((text, th.GOLD if hit else TAG))
    return out


class LeftColumn:
    """Measures and draws the turn and combat column."""

    def __init__(self, view: CardTableView) -> None:
        self.v = view

    def toks(self, view: dict[str, Any], fs: int) -> list[list[Tok]]:
        """The column's paragraphs as token lists (each starts on a new line)."""
        v = self.v
        f, fb = th.font(fs), th.font(fs, True)
        turn = view["turn"]
        paras: list[list[Tok]] = []
        head = words(FORMATS.get(view.get("format", ""), ""), fb, TAG)
        head += words(f"· Turn {turn['n']}" if turn["n"] else "· Setting up", fb, th.GOLD)
        paras.append(head)
        if turn["n"]:
            who = " and ".join(v.short_label(s) for s in turn["seats"])
            paras.append(words(f"{who} to play", fb, WHITE, "name"))
            chips = []
            for key, label in PHASES:
                on = turn["phase"] == key
                chips.append(Tok(label, f, WHITE if on else th.TEXT_DIM, "label", chip=th.RED if on else th.BG_PANEL,
                                 border=th.GOLD if on else th.LINE))
            paras.append(chips)
            if turn["phase"] == "build" and turn.get("step"):
                steps = []
                for key, label in STEPS:
                    on = turn["step"] == key
                    steps.append(Tok(label, f, WHITE if on else th.TEXT_DIM, "label",
                                     chip=(120, 30, 40) if on else th.BG_PANEL, border=th.GOLD if on else th.LINE))
                paras.append(words("Build:", f, TAG) + steps)
            if turn["phase"] == "main":
                n = turn["attacks"]
                paras.append(words(f"{n} attack{'s' if n != 1 else ''} made this turn", f, TAG))
        return paras

    def combat_toks(self, view: dict[str, Any], fs: int, keep: int | None = None) -> list[list[Tok]]:
        """The combat as a stack, newest on top: who responds now, the plays, the attack."""
        v = self.v
        cb = view.get("combat")
        f, fb = th.font(fs), th.font(fs, True)
        res = view.get("result")
        if res:  # a combat the game ended in is over: say how the game ended instead
            return [words("Game over:", fb, th.GOLD) + words(res.get("summary", ""), f, WHITE)]
        if not cb:
            return []
        name = v.faces.name
        chars = {c["uid"]: c for c in view["chars"]}
        paras: list[list[Tok]] = []
        kind = ("ranged " if cb["ranged"] else "") + ("team attack" if len(cb["att"]) > 1 else "attack")
        paras.append(words("Combat:", fb, th.GOLD) + words(kind, fb, WHITE))
        if cb["over"]:
            paras.append(words("cancelled: nobody is struck" if cb["cancelled"] else "over: after-combat powers",
                               f, TAG))
        elif cb.get("to_act") is not None:
            n = sum(1 for p in view["players"] if not p["out"])
            paras.append(words(f"To respond: {v.short_label(cb['to_act'])}", fb, th.GOLD, "name")
                         + words(f"(passes in a row: {cb.get('passes', 0)} of {n})", f, TAG))
        else:
            paras.append(words("Striking now", fb, th.GOLD))
        paras.append(words("If all pass now:" if cb.get("to_act") is not None and not cb["over"] else
                           "The strikes:", fb, TAG))
        for text, colour in forecast(v, view):
            paras.append(words(text, f, colour))
        stack: list[tuple[str, tuple[int, int, int]]] = []
        for item in view.get("limbo") or []:
            stack.append((f"Resolving: {name(item[1])}", th.GOLD))
        for play in reversed(cb.get("plays") or []):
            who = v.short_label(play["seat"])
            if play["kind"] == "plot_twist":
                stack.append((f"{who} played {name(play['id'])}", WHITE))
            elif play["kind"] == "power_up":
                stack.append((f"{who} powered up {name(play['id'])}", WHITE))
            else:
                stack.append((f"{who} used {name(play['id'])}'s {v.power_title(play['id'], play.get('power'))}",
                              WHITE))
        def named(u: str, *notes: str) -> str:
            # The attack as it was made: a character stunned in it has left the combat, not the table.
            c = chars.get(u)
            if c is None:
                return "a character gone from play"
            notes += ("stunned",) if c["face"] == "stun" else ()
            return name(c["id"]) + (f" ({', '.join(notes)})" if notes else "")

        att = [named(u) for u in cb["was"][:-1]]
        dfd = named(cb["was"][-1], v.short_label(cb["dseat"]))
        stack.append((f"{v.short_label(cb['aseat'])} attacked: {' and '.join(att) or 'nobody'} against {dfd}", TAG))
        paras.append(words("The exchange, newest first:", fb, TAG))
        shown = stack if keep is None or keep >= len(stack) else stack[:keep]
        for k, (text, colour) in enumerate(shown):
            paras.append([Tok(f"{len(stack) - k}.", fb, th.GOLD, "number", space=False)] + words(text, f, colour))
        if len(shown) < len(stack):
            paras.append(words(f"and {len(stack) - len(shown)} earlier (see the log)", f, TAG))
        return paras

    def measure(self, view: dict[str, Any], width: int, fs: int, keep: int | None = None) -> int:
        return self.draw(None, pygame.Rect(0, 0, width, 0), view, fs, keep)

    def draw(self, surface, rect: pygame.Rect, view: dict[str, Any], fs: int, keep: int | None = None) -> int:
        """Draw the column in `rect` (measure it when `surface` is None); returns the height used.
        The legend shows only where there is room for it whole."""
        v = self.v
        t = v.theme
        pad = t.px(6)
        width = rect.width - 2 * pad
        y = rect.top + pad
        if surface is not None:
            dr.panel(surface, rect, (22, 27, 42), th.LINE, radius=t.px(8))
        for para in self.toks(view, fs):
            y += v.flow(surface, para, rect.left + pad, y, width) + t.px(3)
        combat = self.combat_toks(view, fs, keep)
        # The goal and the legend go into the room below, combat or not (crowded tables may leave none).
        extras = [(GOAL, TAG), (LEGEND, th.TEXT_DIM)]
        if combat:
            y += t.px(4)
            top = y
            h = sum(v.flow(None, para, 0, 0, width - 2 * pad) + t.px(3) for para in combat) + 2 * pad
            if surface is not None:
                dr.panel(surface, pygame.Rect(rect.left + t.px(3), top, rect.width - t.px(6), h), (44, 22, 30),
                         th.GOLD, radius=t.px(6), width=1)
            y += pad
            for para in combat:
                y += v.flow(surface, para, rect.left + 2 * pad, y, width - 2 * pad) + t.px(3)
            y = top + h
        if surface is not None:  # the extras are not part of the measured column: each where it fits whole
            below = y
            for text, colour in extras:
                toks = words(text, th.font(fs), colour)
                if below + t.px(8) + v.flow(None, toks, 0, 0, width) > rect.bottom - pad:
                    break
                below += t.px(8) + v.flow(surface, toks, rect.left + pad, below + t.px(8), width)
        return y - rect.top + pad
