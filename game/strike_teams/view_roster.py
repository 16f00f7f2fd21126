"""The Strike Teams roster and campaign screen, drawn where the map goes while a side picks its
team, its action cards, its level-ups or the Victory Card's side: the standings and history of
the campaign, then the deciding side's characters with the numbers the choice turns on (unit
points, Level, the OP a Level costs and what is left, build points spent of those the Level
gives, each card's build cost)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.words import count
from game.ui import audit
from game.ui import draw as dr
from game.ui import theme as th

from .view_cards import HEROES, MASTERMIND, side_colour

ROSTER_KINDS = ("team", "choose_cards", "level_up", "victory_side")
SIDE_NAMES = ("Heroes", "Mastermind")


def level_cost(level: int) -> int:
    """OP to raise a character from `level` to the next (the rules' campaign.level_cost)."""
    from .campaign import level_cost as cost
    return cost(level)


def stat_line(d) -> str:
    """A character's three actions in one line, so a side can compare them while picking."""
    a, df = d.attack, d.defend
    return (f"{a.name}: {a.type} {a.strength} for {a.cost} AP · {df.name}: {df.type} {df.strength} for {df.cost} AP"
            f" · {d.move.name} · " + (f"each figure defeated at {d.health} wounds" if d.faces
                                      else f"gains {d.ap_gain} AP a turn"))


class Roster:
    """The roster and standings (one per view)."""

    def __init__(self, view) -> None:
        self.v = view

    def draw(self, surface: pygame.Surface, area: pygame.Rect, s: dict[str, Any], marks) -> None:
        v, t = self.v, self.v.theme
        dr.panel(surface, area, (20, 24, 38), th.LINE, radius=t.px(6), width=1)
        audit.cover(surface, area)
        self.surface, self.s, self.marks = surface, s, marks
        self.f, self.fb, self.ft = t.font(13), t.font(13, True), t.font(16, True)
        pad = t.px(10)
        inner = area.inflate(-2 * pad, -2 * pad)
        self.x, self.y, self.w, self.bottom = inner.left, inner.top, inner.width, inner.bottom
        p = s.get("pending") or {}
        side = p.get("seat", s.get("viewer") if s.get("viewer") in (HEROES, MASTERMIND) else HEROES)
        kind = p.get("kind")
        titles = {"team": f"Mission set-up: the {'heroes pick their team' if side == HEROES else 'Mastermind picks her team'}",
                  "choose_cards": f"Mission set-up: action cards for the {SIDE_NAMES[side].lower()}",
                  "level_up": f"Between missions: the {SIDE_NAMES[side].lower()} level up",
                  "victory_side": "Between missions: the Victory Card"}
        self.line(titles.get(kind, "Mission set-up"), self.ft, th.GOLD, "title")
        if s.get("mode") == "campaign" and s.get("campaign"):
            self.standings(s["campaign"], p)
        if kind == "team":
            self.team(side, p)
        elif kind in ("choose_cards", "level_up"):
            self.characters(side, p, kind)
        elif kind == "victory_side":
            self.para("The winner of the last mission turns one side of the Victory Card up for this one; "
                      "the buttons under this panel and the prompt name both.", th.TEXT)

    # -- pieces ---------------------------------------------------------------------------------
    def line(self, text: str, f, colour, role: str, indent: int = 0, ref: str | None = None) -> None:
        if self.y + f.get_linesize() > self.bottom:
            return
        lines = dr.wrap(text, f, self.w - indent)
        top = self.y
        for ln in lines:
            if self.y + f.get_linesize() > self.bottom:
                break
            dr.text(self.surface, ln, f, colour, (self.x + indent, self.y), role=role)
            self.y += f.get_linesize()
        if ref:
            box = pygame.Rect(self.x, top, self.w, self.y - top)
            self.v.region(box, ref)
            hl = self.v.mark_colour(ref, self.marks)
            if hl:
                pygame.draw.rect(self.surface, hl, box.inflate(6, 2), 2, border_radius=4)

    def para(self, text: str, colour) -> None:
        self.line(text, self.f, colour, "rules")

    def gap(self) -> None:
        self.y += self.v.theme.px(8)

    def standings(self, camp: dict[str, Any], p: dict[str, Any]) -> None:
        s = self.s
        wins = [h.get("winner") for h in camp.get("history", [])]
        self.gap()
        self.line(f"Campaign: mission {camp['mission']} of {camp['missions']}; the winner of the last mission wins "
                  f"the campaign.", self.fb, th.TEXT, "label")
        for side in (HEROES, MASTERMIND):
            reserve = camp.get("reserve", [0, 0])[side]
            pool = p.get("pool") if p.get("kind") == "level_up" and p.get("seat") == side else None
            bits = [f"missions won {wins.count(side)}", f"OP this mission {s.get('op', [0, 0])[side]}",
                    f"OP saved {reserve}"]
            if pool is not None:
                bits.append(f"OP to spend now {pool}")
            self.line(f"{SIDE_NAMES[side]}: " + ", ".join(bits), self.f, side_colour(side), "label")
        if camp.get("history"):
            self.gap()
            self.line("History", self.fb, th.TEXT, "title")
            maps = {}
            for h in camp["history"]:
                title = maps.get(h["map"])
                if title is None:
                    try:
                        title = maps[h["map"]] = self.v.lay(h["map"])["title"] or h["map"]
                    except KeyError:
                        title = h["map"]
                w = h.get("winner")
                verdict = "a draw" if w is None else f"{SIDE_NAMES[w].lower()} won"
                self.line(f"Mission {h['mission']} on {title}: heroes {h['op'][0]} OP, Mastermind {h['op'][1]} OP, "
                          f"{verdict}", self.f, th.TEXT_DIM, "log", indent=self.v.theme.px(8))

    def team(self, side: int, p: dict[str, Any]) -> None:
        s, rules = self.s, self.v.rules
        self.gap()
        # in the order picked, and the characters in the prompt's order (the content's), so the panel
        # and the buttons beside it read alike
        chosen = list(dict.fromkeys(list(p.get("chosen") or []) +
                                    [c for c, st in s.get("chars", {}).items() if st.get("side") == side]))
        self.line(f"Unit points each side brings: {s.get('units')}. Picked so far: "
                  f"{len(chosen) and ', '.join(rules.chars[c].name for c in chosen) or 'nobody yet'}.",
                  self.f, th.TEXT, "label")
        roles = ("hero",) if side == HEROES else ("mastermind", "villain", "henchman")
        camp = s.get("campaign") or {}
        levels = camp.get("levels", {})
        for cid, d in rules.chars.items():
            if d.role not in roles:
                continue
            picked = cid in chosen
            units = " or ".join(f"{count(fc.figures, 'figure')} for {count(fc.unit_points, 'unit')}"
                                for fc in d.faces) if d.faces else count(d.unit_points, "unit")
            # a campaign's Levels carry over from mission to mission: the pick shows them
            level = f" · Level {levels.get(cid, 1)}" if camp else ""
            self.line(f"{d.name}: {units}{level}" + (" · picked" if picked else ""), self.fb,
                      th.GREEN if picked else th.TEXT, "name", indent=self.v.theme.px(8), ref=f"char:{cid}")
            self.line(stat_line(d), self.f, th.TEXT_DIM, "rules", indent=self.v.theme.px(20))

    def characters(self, side: int, p: dict[str, Any], kind: str) -> None:
        s, rules = self.s, self.v.rules
        camp = s.get("campaign") or {}
        levels = camp.get("levels", {})
        now = {o.get("data", {}).get("char") for o in p.get("options", [])}
        self.gap()
        for cid, c in sorted(s.get("chars", {}).items(), key=lambda x: rules.chars[x[0]].name):
            if c["side"] != side:
                continue
            d = rules.chars[cid]
            lv = levels.get(cid, c.get("level", 1)) if kind == "level_up" else c.get("level", 1)
            bp = rules.build_points(lv)
            spent = sum(rules.cards[k].build_cost for k in c.get("cards", []) if k in rules.cards)
            head = f"{d.name}: Level {lv}, {bp} build points"
            if kind == "level_up":
                if lv < rules.max_level:
                    head += f"; Level {lv + 1} costs {level_cost(lv)} OP and gives {rules.build_points(lv + 1)} build points"
                else:
                    head += " (the highest Level)"
            else:
                head += f", {spent} spent"
            self.line(head, self.fb, th.TEXT if cid in now or kind == "level_up" else th.TEXT_DIM, "name",
                      ref=f"char:{cid}" if kind == "level_up" else None)
            if kind != "choose_cards":
                continue
            if cid in now:  # the character choosing now: every card with its cost, the chosen marked
                for k in rules.cards_of.get(cid, []):
                    cd = rules.cards[k]
                    mark = "chosen · " if k in c.get("cards", []) else ""
                    self.line(f"{mark}{cd.name}: build cost {cd.build_cost}" + (" (starting)" if cd.starting else ""),
                              self.f, th.GREEN if mark else th.TEXT, "name", indent=self.v.theme.px(12),
                              ref=f"card:{k}")
                    use = f"{cd.ap_cost} AP: " if cd.ap_cost is not None else \
                        "" if cd.text.lower().startswith("always on") else "always on: "
                    self.line(use + cd.text, self.f, th.TEXT_DIM, "rules", indent=self.v.theme.px(24))
            elif c.get("cards"):
                self.line("Cards: " + ", ".join(rules.cards[k].name for k in c["cards"] if k in rules.cards),
                          self.f, th.TEXT_DIM, "rules", indent=self.v.theme.px(12))
