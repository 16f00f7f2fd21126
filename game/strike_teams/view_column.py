"""The column beside the Strike Teams map: the scenario cards, a row per character (AP and
wounds at a glance) and the character in focus drawn whole: AP track with its red space, the
three boxes and the action cards with their damage slots. Smaller windows drop the second line
of the rows first, then the other side's rows (the hover and the prompt still tell them)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import draw as dr
from game.ui import theme as th

from .view_cards import HEROES, side_colour

#: Each scenario kind's goal for the heroes, in a line (the hover shows the whole card).
GOALS = {"escort_prisoner": "free the Prisoner, then bring them to a hero spawn point",
         "damage_tokens": "destroy every target token", "stand_on_tokens": "stand on every marked square",
         "deliver_tokens": "carry every token to a hero spawn point",
         "rivals": "the two rivals must each hit the other", "extract_carrier": "extract with the token",
         "control_tile": "outnumber the enemy on the marked tile", "defeat_marked": "defeat the marked character",
         "relic_race": "take the relic before the secret seeker does",
         "evacuate": "every hero extracted or on a hero spawn point", "defeat_mastermind": "defeat the Mastermind",
         "protect_tokens": "keep at least one token standing",
         "outnumber": "outnumber the enemy in the Battle Zone", "retrieve_tokens": "pick up every token"}
#: Cards judged only when their last stage ends (holding squares, a tile, the Battle Zone, uplinks).
AT_STAGE_END = frozenset({"stand_on_tokens", "control_tile", "evacuate", "protect_tokens", "outnumber"})
SLOT_EMPTY = (60, 66, 86)
WOUND = (200, 40, 50)


class Column:
    """One frame of the column (built per draw: it holds only that frame's places)."""

    def __init__(self, view, surface: pygame.Surface, state: dict[str, Any], marks) -> None:
        self.v, self.surface, self.s, self.marks = view, surface, state, marks
        self.t = view.theme
        self.area = view.column
        self.f = self.t.font(13)
        self.fb = self.t.font(13, True)
        self.ft = self.t.font(15, True)
        self.pad = self.t.px(6)

    # -- the plan ---------------------------------------------------------------------------
    def draw(self) -> None:
        a = self.area
        dr.panel(self.surface, a, th.BG_PANEL, th.LINE, radius=self.t.px(6), width=1)
        inner = a.inflate(-2 * self.pad, -2 * self.pad)
        focus_h = self.focus_card(inner.width, None, 0) if self.v.focus else 0
        chars = self._order()
        side = self.s["chars"].get(self.v.focus, {}).get("side", HEROES)
        own = [c for c in chars if self.s["chars"][c]["side"] == side]
        # the fullest plan that fits: scenario lines with their state, rows of two lines, every side
        plans = [(False, True, True, chars), (False, False, True, chars), (False, True, False, chars),
                 (False, False, False, chars), (True, False, False, chars), (True, False, False, own)]
        for compact, goals, two, rows in plans:
            room = inner.height - self.scenarios(inner, None, compact, goals) - focus_h - 2 * self.pad
            if self._rows_h(rows, two) <= room:
                break
        y = inner.top
        y += self.scenarios(inner, self.surface, compact, goals)
        y += self.pad // 2
        pygame.draw.line(self.surface, th.LINE, (inner.left, y), (inner.right, y))
        y += self.pad // 2
        for cid in rows:
            h = self._row_h(two)
            if y + h > inner.bottom - focus_h:
                break
            self.row(cid, pygame.Rect(inner.left, y, inner.width, h), two)
            y += h
        if self.v.focus and focus_h <= inner.bottom - y:
            top = inner.bottom - focus_h
            pygame.draw.line(self.surface, th.LINE, (inner.left, top - self.pad // 2), (inner.right, top - self.pad // 2))
            self.focus_card(inner.width, self.surface, top, inner.left)

    def _order(self) -> list[str]:
        return sorted(self.s["chars"], key=lambda c: (self.s["chars"][c]["side"], self.v.rules.chars[c].role != "hero",
                                                        self.v.rules.chars[c].name))

    # -- scenarios ---------------------------------------------------------------------------
    def scenarios(self, inner: pygame.Rect, surface, compact: bool = False, goals: bool = False) -> int:
        """Each scenario card's stage and title (hover: the whole card), with its state and
        progress unless `compact` (the colour still says achieved, failed or in play), and with
        `goals` what the heroes must do and by when."""
        ids = self.s.get("scenarios") or []
        y = inner.top
        for i, sid in enumerate(ids):
            sc = self.v.rules.scenarios.get(sid) if sid else None
            stage = sc.stage if sc else i + 1
            head = ("Tutorial" if stage == 0 else f"Stage {stage}") + (f": {sc.title}" if sc else ": face down")
            lines = dr.wrap(head, self.fb, inner.width)
            status = self.v.scenario_status(i, self.s) if sc else "revealed at the end of Stage 1"
            tail = f"{status} · {sc.op} OP" if sc else status
            prog = self.v.scenario_progress(i, self.s) if sc else ""
            more = [] if compact else dr.wrap(tail + (f" · {prog}" if prog else ""), self.f, inner.width)
            st = (self.s.get("sc") or [])[i] if i < len(self.s.get("sc") or []) else {}
            if goals and sc and not compact:
                more += dr.wrap(f"Heroes: {self._goal(sc, st)}.", self.f, inner.width)
            h = len(lines) * self.fb.get_linesize() + len(more) * self.f.get_linesize() + self.t.px(3)
            if surface is not None:
                colour = th.GREEN if st.get("status") == "won" else th.REFUSED if st.get("status") == "lost" else \
                    th.TEXT if st.get("active") else th.TEXT_DIM
                yy = y
                for line in lines:
                    dr.text(surface, line, self.fb, colour, (inner.left, yy), role="name")
                    yy += self.fb.get_linesize()
                for line in more:
                    dr.text(surface, line, self.f, th.TEXT_DIM, (inner.left, yy), role="label")
                    yy += self.f.get_linesize()
                self.v.region(pygame.Rect(inner.left, y, inner.width, h), f"scenario:{i}")
            y += h
        return y - inner.top

    def _goal(self, sc: Any, st: dict[str, Any]) -> str:
        """What the heroes must do for a card, naming the characters its role marked (the rivals, the
        lieutenant; the seeker only to the Mastermind, who knows it), and when it counts: a card
        judged when its stage ends says "at the end of", a defeat counts only from the card's stage."""
        names = self.v.rules.chars
        what = GOALS.get(sc.kind, sc.title)
        rivals = st.get("rivals") or []
        target = st.get("target")
        if sc.kind == "rivals" and len(rivals) == 2 and all(r in names for r in rivals):
            what = f"{names[rivals[0]].name} and {names[rivals[1]].name}, the rivals, must each hit the other"
        elif sc.kind == "defeat_marked" and target in names:
            what = f"defeat {names[target].name}, the marked lieutenant"
        elif sc.kind == "defeat_mastermind" and target in names:
            what = f"defeat {names[target].name}, the Mastermind"
        elif sc.kind == "relic_race" and target in names:
            what = f"take the relic before the secret seeker ({names[target].name}) does"
        by = sc.deadline or sc.stage
        if not by or sc.kind not in GOALS:
            return what
        if sc.kind in AT_STAGE_END:
            return f"{what} at the end of Stage {by}"
        if sc.kind in ("defeat_marked", "defeat_mastermind"):
            first = max(sc.stage, 1)
            return f"{what} during Stage {by}" if first == by else f"{what} in Stages {first} to {by}"
        return f"{what} by the end of Stage {by}"

    # -- a row per character -----------------------------------------------------------------------
    def _row_h(self, two: bool) -> int:
        return self.fb.get_linesize() + (self.f.get_linesize() if two else 0) + self.t.px(4)

    def _rows_h(self, rows: list[str], two: bool) -> int:
        return len(rows) * self._row_h(two)

    def _summary(self, cid: str) -> str:
        c = self.s["chars"][cid]
        d = self.v.rules.chars[cid]
        if c["state"] != "map":
            where = {"defeated": "defeated", "extracted": "extracted"}.get(c["state"], c["state"])
        else:
            where = ""
        if c["role"] == "henchman":
            figs = [self.s["figs"][f] for f in c["figs"] if f in self.s["figs"]]
            on = sum(1 for f in figs if f.get("pos") and not f.get("down"))
            bits = [f"AP {c['ap']}", f"{on} of {len(figs)} on the map"]
        else:
            total = sum(self.v.rules.slot_table(c).values()) if c.get("cards") is not None else 0
            w = sum(c.get("wounds", {}).values())
            bits = [f"AP {c['ap']} of {d.track_max}", f"wounds {w} of {total}" if total else f"wounds {w}"]
        if where:  # off the map: that comes first, and whether it acted no longer matters
            return " · ".join([where] + bits)
        if (self.s.get("turn") or {}).get("char") == cid:
            bits.append("acting")  # its turn now: "acted" would read as done
        elif c.get("activated"):
            bits.append("acted")
        return " · ".join(bits)

    def row(self, cid: str, box: pygame.Rect, two: bool) -> None:
        c = self.s["chars"][cid]
        d = self.v.rules.chars[cid]
        ref = f"char:{cid}"
        if cid == self.v.focus:
            pygame.draw.rect(self.surface, (44, 52, 78), box, border_radius=self.t.px(4))
        bar = pygame.Rect(box.left, box.top + 2, self.t.px(4), box.height - 4)
        pygame.draw.rect(self.surface, side_colour(c["side"]), bar)
        x = bar.right + self.t.px(5)
        name = d.name + ("" if c["role"] == "henchman" else f" (L{c['level']})")
        nf = self.fb
        if nf.size(name)[0] > box.right - x:
            name = d.name  # the level is on the card
        dr.text(self.surface, name, nf, th.TEXT if c["state"] == "map" else th.TEXT_DIM, (x, box.top + 1), role="name")
        summary = self._summary(cid)
        if self.f.size(summary)[0] > box.right - x:
            summary = summary.replace(" of ", "/")  # "AP 3/12 · wounds 0/13 · acting" where a narrow column cut it
        if two:
            dr.text(self.surface, dr.fit(summary, self.f, box.right - x), self.f, th.TEXT_DIM,
                    (x, box.top + 1 + nf.get_linesize()), role="label", full=summary)
        self.v.region(box, ref)
        hl = self.v.mark_colour(ref, self.marks)
        if hl:
            pygame.draw.rect(self.surface, hl, box, 2, border_radius=self.t.px(4))

    # -- the character in focus, whole ----------------------------------------------------------------
    def focus_card(self, width: int, surface, top: int, left: int = 0) -> int:
        """Draws (when `surface` is given) and measures the focus character's card."""
        cid = self.v.focus
        c = self.s["chars"].get(cid)
        if c is None:
            return 0
        d = self.v.rules.chars[cid]
        t, f, fb = self.t, self.f, self.fb
        y = top
        draw = surface is not None
        head = d.name
        if draw:
            dr.text(surface, head, self.ft, side_colour(c["side"]), (left, y), role="name")
            self.v.region(pygame.Rect(left, y, width, self.ft.get_linesize()), f"char:{cid}")
        y += self.ft.get_linesize()
        role = {"hero": "Hero", "villain": "Villain", "mastermind": "Mastermind", "henchman": "Henchmen"}[d.role]
        sub = f"{role} · Level {c['level']} · AP {c['ap']} of {d.track_max}, red space {d.red_cap}"
        sub_lines = dr.wrap(sub, f, width)
        if draw:
            for i, line in enumerate(sub_lines):
                dr.text(surface, line, f, th.TEXT_DIM, (left, y + i * f.get_linesize()), role="label")
        y += len(sub_lines) * f.get_linesize() + t.px(2)
        # the AP track: a box per space, filled up to the AP, the red space outlined in red
        n = d.track_max
        bw = max(6, min(t.px(18), (width - n) // n))
        if draw:
            for i in range(n):
                r = pygame.Rect(left + i * (bw + 1), y, bw, bw)
                pygame.draw.rect(surface, th.GOLD if i < c["ap"] else SLOT_EMPTY, r)
                if i + 1 == d.red_cap:
                    pygame.draw.rect(surface, th.RED, r, 2)
        y += bw + t.px(4)
        slot = max(8, min(t.px(14), fb.get_height() - 2))
        wounds = c.get("wounds") or {}
        if c["role"] != "henchman":
            for box in ("attack", "defend", "move"):
                part = getattr(d, box)
                if box == "attack":
                    label = f"{part.name}: {part.type} {part.strength}, {part.cost} AP"
                elif box == "defend":
                    label = f"{part.name}: {part.type} {part.strength}, {part.cost} AP"
                else:
                    label = f"Move: {part.name}"
                y = self._slot_line(surface, left, y, width, label, cid, box, part.slots, wounds.get(box, 0),
                                    f"box:{cid}:{box}" if box != "move" else f"char:{cid}", slot)
        else:
            for box in ("attack", "defend"):
                part = getattr(d, box)
                label = f"{part.name}: {part.type} {part.strength}, {part.cost} AP"
                y = self._slot_line(surface, left, y, width, label, cid, box, 0, 0, f"box:{cid}:{box}", slot)
        cards = c.get("cards") or []
        if not cards and c["side"] != self.s.get("viewer") and not self.s.get("cards_revealed"):
            lines = dr.wrap("Action cards: hidden until revealed", f, width)
            if draw:
                for i, line in enumerate(lines):
                    dr.text(surface, line, f, th.TEXT_DIM, (left, y + i * f.get_linesize()), role="label")
            y += len(lines) * f.get_linesize()
        for card in cards:
            cd = self.v.rules.cards.get(card)
            if cd is None:
                continue
            cost = "always on" if cd.ap_cost is None else f"{cd.ap_cost} AP"
            held = (c.get("dt") or {}).get(card, 0)
            if held:  # why it cannot be used now, without a hover (the zoom says it in full)
                cost += f"; Duration {held}"
            y = self._slot_line(surface, left, y, width, f"{cd.name} ({cost})", cid, card, cd.slots,
                                wounds.get(card, 0), f"card:{card}", slot, bold=True)
        return y - top + t.px(2)

    def _slot_line(self, surface, left, y, width, label, cid, box, slots, n, ref, slot, bold=False) -> int:
        """A line: the label (wrapped) and its damage slots at the right (wounds in red)."""
        t = self.t
        f = self.fb if bold else self.f
        sw = slots * (slot + 2)
        lines = dr.wrap(label, f, max(40, width - sw - t.px(6)))
        h = max(len(lines) * f.get_linesize(), slot) + t.px(2)
        if surface is not None:
            row = pygame.Rect(left, y, width, h)
            for i, line in enumerate(lines):
                dr.text(surface, line, f, th.TEXT if n < slots or not slots else th.REFUSED,
                        (left, y + i * f.get_linesize()), role="name" if bold else "label")
            self.v.region(row, ref)
            hl = self.v.mark_colour(ref, self.marks)
            if hl:
                pygame.draw.rect(surface, hl, row, 2, border_radius=t.px(3))
            for i in range(slots):
                r = pygame.Rect(left + width - sw + i * (slot + 2), y + (f.get_linesize() - slot) // 2, slot, slot)
                # a wounded box is the rules' wound i (resting takes it off), an empty one their
                # free slot i - n (a wound is placed there)
                sref = f"wound:{cid}:{box}:{i}" if i < n else f"slot:{cid}:{box}:{i - n}"
                pygame.draw.rect(surface, WOUND if i < n else SLOT_EMPTY, r)
                pygame.draw.rect(surface, (230, 230, 240), r, 1)
                self.v.region(r, sref)
                shl = self.v.mark_colour(sref, self.marks)
                if shl:
                    pygame.draw.rect(surface, shl, r.inflate(4, 4), 2)
        return y + h
