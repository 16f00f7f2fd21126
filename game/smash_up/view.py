"""The Smash Up table: bases in columns with their characters by controller, the players' strip,
the phase strip, the hand, and a gallery for cards picked from elsewhere. The only pygame part
of the game: it draws `SmashUpRules.view` and the controller's marks, and maps clicks to refs
(``hand:<uid>``, ``base:<uid>``, ``char:<uid>``, ``mod:<uid>``, ``faction:<id>``, ``card:<uid>``).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import audit
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.views.base import Marks, Tip
from game.ui.views.card_table import CardFace, CardTableView, card_size, render_card

PHASES = [("start", "Start"), ("play", "Play cards"), ("score", "Score bases"), ("draw", "Draw 2"), ("end", "End")]
TABLE_ZONES = ("hand", "base", "char", "mod", "pile")


class SmashUpView(CardTableView):
    """The card table for Smash Up: Marvel."""

    def __init__(self, game, theme, names) -> None:
        super().__init__(game, theme, names)
        content = game.content
        self.cards = {c.id: c for c in content.all("cards")}
        self.base_defs = {b.id: b for b in content.all("bases")}
        self.factions = {f.id: f for f in content.all("factions")}
        self.by_name = {c.name: c.id for c in content.all("cards")}
        self.uids: dict[str, str] = {}  # card instance -> card id, as far as this seat sees
        self.browse: int | None = None  # the seat whose discard pile is open
        self.view: dict[str, Any] = {}

    # -- faces ----------------------------------------------------------------------------------
    def _colour(self, faction: str) -> tuple[int, int, int]:
        f = self.factions.get(faction)
        return tuple(f.colour) if f else (110, 110, 130)  # type: ignore[return-value]

    def _emblem(self, faction: str) -> str:
        f = self.factions.get(faction)
        if not f:
            return "?"
        words = [w for w in f.name.replace(".", " ").split() if w[0].isalpha()]
        return "".join(w[0] for w in words[:2]).upper()

    def face(self, card_id: str) -> CardFace | None:
        """A card's face from its id (or an instance uid this seat can see)."""
        c = self.cards.get(self.uids.get(card_id, card_id))
        if c is None:
            return None
        if c.type == "character":
            kind, stats = "Character", (("power", str(c.power)),)
        else:
            kind = {"base": "Action: base modifier", "character": "Action: character modifier"}.get(
                c.modifier or "", "Action")
            stats = ()
        faction = self.factions.get(c.faction)
        return CardFace(c.name, kind, c.text, self._colour(c.faction), self._emblem(c.faction), stats,
                        c.art or "", faction.name if faction else "")

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: dict[str, Any], marks: Marks) -> None:
        self.begin()
        self.view = view
        if "bases" not in view:
            return
        self._learn_uids(view)
        t, r = self.theme, self.rect
        players_h, phase_h = t.px(54), t.px(26)
        me = view.get("viewer")
        in_hand = len(view["players"][me].get("hand", [])) if me is not None and me >= 0 else 0
        card_w = max(t.px(72), min(t.px(96), (r.width - t.px(20)) // max(1, in_hand) - t.px(8)))
        hand_h = card_size(card_w)[1] + t.px(10)
        top = r.top + t.px(4)
        self._players(surface, pygame.Rect(r.left + t.px(6), top, r.width - t.px(12), players_h), view, marks)
        phase = pygame.Rect(r.left + t.px(6), top + players_h + t.px(4), r.width - t.px(12), phase_h)
        self._phase(surface, phase, view, marks)
        table = pygame.Rect(r.left + t.px(6), phase.bottom + t.px(6), r.width - t.px(12),
                            r.bottom - hand_h - phase.bottom - t.px(14))
        self._bases(surface, table, view, marks)
        hand_area = pygame.Rect(r.left + t.px(6), r.bottom - hand_h, r.width - t.px(12), hand_h - t.px(4))
        self._hand(surface, hand_area, view, marks, card_w)
        self._gallery(surface, table, view, marks)
        if self.browse is not None:
            self._browse(surface, view)

    def _learn_uids(self, view: dict[str, Any]) -> None:
        def learn(cards):
            for c in cards:
                self.uids[c["uid"]] = c["id"]
        for b in view["bases"]:
            for ch in b["chars"]:
                learn([ch])
                learn(ch["mods"])
            learn(b["mods"])
        for p in view["players"]:
            learn(p["discard"])
            learn(p.get("hand", []))
        learn(view.get("limbo", []))

    def _players(self, surface, area: pygame.Rect, view, marks) -> None:
        t = self.theme
        players = view["players"]
        n = len(players)
        gap = t.px(6)
        w = (area.width - gap * (n - 1)) // n
        acting = view["turn"]["seat"]
        for i, p in enumerate(players):
            box = pygame.Rect(area.left + i * (w + gap), area.top, w, area.height)
            colour = th.seat_colour(i)
            dr.panel(surface, box, th.BG_PANEL, th.GOLD if i == acting else th.LINE, radius=t.px(6),
                     width=2 if i == acting else 1)
            pygame.draw.rect(surface, colour, (box.left, box.top, t.px(6), box.height),
                             border_top_left_radius=t.px(6), border_bottom_left_radius=t.px(6))
            x = box.left + t.px(12)
            name = self.seat_label(i) + ("  (to play)" if i == acting else "")
            dr.text(surface, _clip(name, t.font(13, True), box.width - t.px(80)), t.font(13, True), th.TEXT,
                    (x, box.top + t.px(4)))
            fx = x
            for f in p["factions"]:
                dr.emblem(surface, (fx + t.px(9), box.top + t.px(34)), t.px(9), self._colour(f), self._emblem(f),
                          t.font(8, True))
                fx += t.px(22)
            vp_w = t.px(44)
            pile = pygame.Rect(box.right - vp_w - t.px(62), box.top + t.px(26), t.px(58), t.px(20))
            counts = f"hand {p['hand_count']} · deck {p['deck_count']}"
            if t.font(11).size(counts)[0] > pile.left - fx - t.px(8):
                counts = f"{p['hand_count']} · {p['deck_count']}"
            dr.text(surface, counts, t.font(11), th.TEXT_DIM, (fx + t.px(4), box.top + t.px(27)))
            dr.panel(surface, pile, th.BG_PANEL_2, th.LINE, radius=t.px(4))
            dr.text(surface, f"discard {len(p['discard'])}", t.font(10), th.TEXT, pile.center, anchor="center")
            self.region(pile, f"pile:{i}")
            dr.text(surface, str(p["vp"]), t.font(26, True), th.GOLD, (box.right - t.px(10), box.centery),
                    anchor="midright")
            dr.text(surface, "VP", t.font(9, True), th.TEXT_DIM, (box.right - t.px(10), box.bottom - t.px(2)),
                    anchor="bottomright")

    def _phase(self, surface, area: pygame.Rect, view, marks) -> None:
        t = self.theme
        turn = view["turn"]
        f = t.font(11, True)
        x = area.left
        dr.text(surface, f"Turn {turn['number']}", f, th.GOLD, (x, area.centery), anchor="midleft")
        x += t.px(56)
        for key, label in PHASES:
            w = f.size(label)[0] + t.px(16)
            chip = pygame.Rect(x, area.top + t.px(2), w, area.height - t.px(4))
            on = turn["phase"] == key
            dr.panel(surface, chip, th.RED if on else th.BG_PANEL, th.GOLD if on else th.LINE, radius=t.px(10))
            dr.text(surface, label, f, (255, 255, 255) if on else th.TEXT_DIM, chip.center, anchor="center")
            x += w + t.px(4)
        allow = f"Characters {turn['characters_left']}  ·  Actions {turn['actions_left']}"
        if turn["extras"]:
            allow += "  ·  extra: " + ", ".join(_extra_text(e) for e in turn["extras"])
        dr.text(surface, _clip(allow, t.font(11), area.right - x - t.px(140)), t.font(11), th.TEXT,
                (x + t.px(10), area.centery), anchor="midleft")
        dr.text(surface, f"base deck {view['base_deck_count']}", t.font(10), th.TEXT_DIM,
                (area.right, area.centery), anchor="midright")
        limbo = view.get("limbo") or []
        if limbo:
            name = self.cards[limbo[-1]["id"]].name if limbo[-1]["id"] in self.cards else "?"
            dr.text(surface, f"Resolving: {name}", t.font(11, True), th.GOLD, (area.right - t.px(90), area.centery),
                    anchor="midright")

    def _bases(self, surface, area: pygame.Rect, view, marks) -> None:
        t = self.theme
        bases = view["bases"]
        n = max(1, len(bases))
        gap = t.px(8)
        w = (area.width - gap * (n - 1)) // n
        for i, b in enumerate(bases):
            col = pygame.Rect(area.left + i * (w + gap), area.top, w, area.height)
            self._base(surface, col, b, view, marks)

    def _base(self, surface, col: pygame.Rect, b: dict[str, Any], view, marks) -> None:
        t = self.theme
        bd = self.base_defs.get(b["id"])
        colour = self._colour(bd.faction) if bd else (110, 110, 130)
        ready = b["total"] >= b["breakpoint"]
        ref = f"base:{b['uid']}"
        self.region(col, ref)  # first, so that the cards drawn on the base take their own clicks
        dr.panel(surface, col, (24, 29, 45), th.LINE, radius=t.px(8))
        head = pygame.Rect(col.left, col.top, col.width, t.px(46))
        pygame.draw.rect(surface, colour, head, border_top_left_radius=t.px(8), border_top_right_radius=t.px(8))
        dr.text(surface, _clip(b["name"], t.font(13, True), col.width - t.px(60)), t.font(13, True), (255, 255, 255),
                (head.left + t.px(8), head.top + t.px(4)), shadow=True)
        vp = " / ".join(str(v) for v in b["vp"])
        dr.text(surface, f"VP {vp}", t.font(10, True), (255, 255, 255), (head.left + t.px(8), head.bottom - t.px(4)),
                anchor="bottomleft")
        bp_changed = b["breakpoint"] != b["printed_breakpoint"]
        dr.text(surface, str(b["breakpoint"]), t.font(22, True), th.GOLD if bp_changed else (255, 255, 255),
                (head.right - t.px(8), head.centery), anchor="midright", shadow=True)
        if bp_changed:
            dr.text(surface, f"printed {b['printed_breakpoint']}", t.font(8), (255, 255, 255),
                    (head.right - t.px(8), head.bottom - t.px(1)), anchor="bottomright")
        y = head.bottom + t.px(3)
        if bd is not None:
            used = dr.text_block(surface, bd.text, t.font(9), th.TEXT_DIM,
                                 pygame.Rect(col.left + t.px(6), y, col.width - t.px(12), t.px(36)), line_gap=0,
                                 max_lines=3)
            y += min(used, t.px(36)) + t.px(2)
        # The power bar: total against the breakpoint, and each seat's share.
        bar = pygame.Rect(col.left + t.px(6), y, col.width - t.px(12), t.px(10))
        pygame.draw.rect(surface, (40, 46, 66), bar, border_radius=t.px(4))
        total = max(1, max(b["breakpoint"], b["total"]))
        x = bar.left
        for seat, p in enumerate(b["totals"]):
            if p > 0:
                seg = pygame.Rect(x, bar.top, max(1, int(bar.width * p / total)), bar.height)
                pygame.draw.rect(surface, th.seat_colour(seat), seg)
                x = seg.right
        mark_x = bar.left + int(bar.width * b["breakpoint"] / total)
        pygame.draw.line(surface, th.GOLD, (mark_x, bar.top - t.px(2)), (mark_x, bar.bottom + t.px(2)), 2)
        if ready:
            dr.glow(surface, bar, th.GOLD, width=t.px(2), radius=t.px(4))
        dr.text(surface, f"{b['total']} / {b['breakpoint']}" + ("  ready to score" if ready else ""),
                t.font(10, True), th.GOLD if ready else th.TEXT, (bar.left, bar.bottom + t.px(2)))
        standings = _standings(b["totals"], {ch["ctrl"] for ch in b["chars"]})
        y = bar.bottom + t.px(16)
        for m in b["mods"]:
            y = self._mini(surface, pygame.Rect(col.left + t.px(6), y, col.width - t.px(12), t.px(18)), m, marks,
                           f"mod:{m['uid']}", prefix="◆ ") + t.px(2)
        by_seat: dict[int, list[dict[str, Any]]] = {}
        for ch in b["chars"]:
            by_seat.setdefault(ch["ctrl"], []).append(ch)
        for seat in sorted(by_seat):
            place = standings.get(seat)
            label = f"{self.short_label(seat)}: {b['totals'][seat]}" + (f"  · {_ordinal(place)}" if place else "")
            pygame.draw.circle(surface, th.seat_colour(seat), (col.left + t.px(11), y + t.px(7)), t.px(4))
            dr.text(surface, _clip(label, t.font(10, True), col.width - t.px(24)), t.font(10, True),
                    th.seat_colour(seat), (col.left + t.px(18), y))
            y += t.px(15)
            for ch in by_seat[seat]:
                if y > col.bottom - t.px(20):
                    dr.text(surface, "…", t.font(12, True), th.TEXT, (col.centerx, col.bottom - t.px(16)))
                    break
                y = self._character(surface, pygame.Rect(col.left + t.px(6), y, col.width - t.px(12), t.px(22)), ch,
                                    marks) + t.px(3)
        hl = self.mark_colour(ref, marks)
        if b.get("scoring"):
            dr.glow(surface, col, th.REFUSED, width=t.px(3), radius=t.px(8))
        if hl:
            dr.glow(surface, col, hl, width=t.px(3), radius=t.px(8))

    def _character(self, surface, r: pygame.Rect, ch: dict[str, Any], marks) -> int:
        t = self.theme
        c = self.cards.get(ch["id"])
        colour = self._colour(c.faction) if c else (110, 110, 130)
        ref = f"char:{ch['uid']}"
        pygame.draw.rect(surface, tuple(x // 2 for x in colour), r, border_radius=t.px(4))
        pygame.draw.rect(surface, th.seat_colour(ch["owner"]), r, 1, border_radius=t.px(4))
        badge = pygame.Rect(r.right - r.height, r.top, r.height, r.height)
        pygame.draw.rect(surface, (245, 245, 245), badge, border_radius=t.px(4))
        pc = (20, 120, 40) if ch["power"] > ch["printed"] else (170, 20, 20) if ch["power"] < ch["printed"] else (20, 20, 20)
        dr.text(surface, str(ch["power"]), t.font(12, True), pc, badge.center, anchor="center")
        name = (c.name if c else ch["id"]) + ("  ✓" if ch.get("talent_used") else "")
        dr.text(surface, _clip(name, t.font(10, True, True), r.width - r.height - t.px(8)), t.font(10, True, True),
                (255, 255, 255), (r.left + t.px(5), r.centery), anchor="midleft")
        self.region(r, ref)
        hl = self.mark_colour(ref, marks)
        if hl:
            dr.glow(surface, r, hl, width=t.px(2), radius=t.px(4))
        y = r.bottom
        for m in ch["mods"]:
            y = self._mini(surface, pygame.Rect(r.left + t.px(10), y + t.px(1), r.width - t.px(10), t.px(16)), m,
                           marks, f"mod:{m['uid']}", prefix="+ ")
        return y

    def _mini(self, surface, r: pygame.Rect, card: dict[str, Any], marks, ref: str, prefix: str = "") -> int:
        t = self.theme
        c = self.cards.get(card["id"])
        colour = self._colour(c.faction) if c else (110, 110, 130)
        pygame.draw.rect(surface, (34, 40, 60), r, border_radius=t.px(3))
        pygame.draw.rect(surface, colour, r, 1, border_radius=t.px(3))
        dr.text(surface, _clip(prefix + (c.name if c else card["id"]), t.font(9, False, True), r.width - t.px(6)),
                t.font(9, False, True), th.TEXT, (r.left + t.px(4), r.centery), anchor="midleft")
        self.region(r, ref)
        hl = self.mark_colour(ref, marks)
        if hl:
            dr.glow(surface, r, hl, width=t.px(2), radius=t.px(3))
        return r.bottom

    def _hand(self, surface, area: pygame.Rect, view, marks, card_w: int) -> None:
        me = view.get("viewer")
        if me is None or me < 0 or "hand" not in view["players"][me]:
            dr.text(surface, "Hands are hidden.", self.theme.font(12), th.TEXT_DIM, area.center, anchor="center")
            return
        hand = view["players"][me]["hand"]
        hovered = marks.hover
        for c, rect in zip(hand, self.hand_rects(len(hand), area, card_w)):
            ref = f"hand:{c['uid']}"
            if ref in marks.selected or ref == hovered:
                rect = rect.move(0, -self.theme.px(8))
            self.draw_card(surface, c["id"], rect, marks, ref)

    def _gallery(self, surface, table: pygame.Rect, view, marks) -> None:
        """Cards and factions to pick that are not on the table (a search, a look, the draft)."""
        drawn = {ref for _shape, ref in self._regions}
        missing = sorted(ref for ref in marks.clickable | marks.selected if ref not in drawn
                         and ref.split(":", 1)[0] not in TABLE_ZONES)
        if not missing:
            return
        t = self.theme
        pending = view.get("pending") or {}
        labels = {o["path"][0]: o["label"] for o in pending.get("options", []) if o.get("path")}
        w = min(t.px(110), (table.width - t.px(40)) // max(1, len(missing)) - t.px(8))
        h = card_size(w)[1]
        box = pygame.Rect(0, 0, min(table.width, len(missing) * (w + t.px(8)) + t.px(24)), h + t.px(48))
        box.center = table.center
        dr.panel(surface, box, (12, 15, 26), th.GOLD, radius=t.px(10), width=2, alpha=240)
        dr.text(surface, pending.get("prompt", "Choose"), t.font(13, True), th.GOLD,
                (box.left + t.px(12), box.top + t.px(8)))
        x = box.left + t.px(12)
        for ref in missing:
            zone, _, key = ref.partition(":")
            r = pygame.Rect(x, box.top + t.px(34), w, h)
            if zone == "faction":
                self._faction_tile(surface, r, key)
                self.region(r, ref)
                hl = self.mark_colour(ref, marks)
                if hl:
                    dr.glow(surface, r, hl, width=t.px(3))
            else:
                cid = self.uids.get(key) or self.by_name.get(labels.get(ref, ""), "")
                if cid:
                    self.uids.setdefault(key, cid)
                    self.draw_card(surface, cid, r, marks, ref)
                else:
                    dr.panel(surface, r, th.BG_PANEL_2, th.LINE)
                    dr.text_block(surface, labels.get(ref, key), t.font(11, True), th.TEXT, r.inflate(-8, -8))
                    self.region(r, ref)
            x += w + t.px(8)

    def _faction_tile(self, surface, r: pygame.Rect, fid: str) -> None:
        t = self.theme
        f = self.factions.get(fid)
        colour = self._colour(fid)
        pygame.draw.rect(surface, tuple(c // 3 for c in colour), r, border_radius=t.px(8))
        pygame.draw.rect(surface, colour, r, t.px(2), border_radius=t.px(8))
        dr.emblem(surface, (r.centerx, r.top + t.px(30)), t.px(20), colour, self._emblem(fid), t.font(13, True))
        dr.text_block(surface, f.name if f else fid, t.font(12, True), th.TEXT,
                      pygame.Rect(r.left + t.px(6), r.top + t.px(56), r.width - t.px(12), t.px(34)))
        if f:
            dr.text_block(surface, f.text, t.font(9), th.TEXT_DIM,
                          pygame.Rect(r.left + t.px(6), r.top + t.px(90), r.width - t.px(12), r.height - t.px(96)))

    def _browse(self, surface, view) -> None:
        """A discard pile spread out to read (public information); any click closes it."""
        t, r = self.theme, self.rect
        seat = self.browse
        pile = view["players"][seat]["discard"] if seat is not None else []
        dr.dim(surface, 200)
        dr.text(surface, f"{self.seat_label(seat)}'s discard pile ({len(pile)}): click anywhere to close",
                t.font(15, True), th.GOLD, (r.left + t.px(16), r.top + t.px(10)))
        w = t.px(96)
        h = card_size(w)[1]
        per_row = max(1, (r.width - t.px(32)) // (w + t.px(6)))
        for i, c in enumerate(pile):
            x = r.left + t.px(16) + (i % per_row) * (w + t.px(6))
            y = r.top + t.px(40) + (i // per_row) * (h + t.px(6))
            if y + h > r.bottom:
                break
            face = self.face(c["id"])
            if face:
                audit.blit(surface, render_card(face, w), (x, y))
            self.region(pygame.Rect(x, y, w, h), f"browse:{c['id']}")
        self.region(r, "browse:close")
        self._regions.reverse()  # the open pile takes every click before the table

    def short_label(self, seat: int) -> str:
        """A seat's name without the "(computer)" note, for tight places."""
        return self.seat_label(seat).replace(" (computer)", "")

    # -- input and hover ------------------------------------------------------------------------
    def local_click(self, ref: str, marks: Marks) -> bool:
        if self.browse is not None:
            self.browse = None
            return True
        if ref.startswith("pile:"):
            self.browse = int(ref[5:])
            return True
        return False

    def tip(self, ref: str, view: dict[str, Any]) -> Tip | None:
        zone, _, key = ref.partition(":")
        if zone == "browse" and key != "close":
            return self.card_tip(key)
        if zone == "char":
            return self._char_tip(key, view)
        if zone in ("hand", "mod", "card", "discard", "deck", "look"):
            cid = self.uids.get(key)
            return self.card_tip(cid) if cid else None
        if zone == "base":
            b = next((x for x in view.get("bases", []) if x["uid"] == key), None)
            bd = self.base_defs.get(b["id"]) if b else None
            if bd is None:
                return None
            faction = self.factions.get(bd.faction)
            bp = f"breakpoint {b['breakpoint']}" + (f" (printed {bd.breakpoint})" if b["breakpoint"] != bd.breakpoint else "")
            lines = [f"{faction.name if faction else bd.faction} base · {bp} · VP {' / '.join(map(str, bd.vp))}",
                     bd.text, f"Power here: {b['total']} of {b['breakpoint']}."]
            fx = [e for e in view.get("effects", []) if e.get("b") == key]
            if fx:
                lines.append(f"{len(fx)} lasting effect(s) on this base this turn.")
            return Tip(bd.name, "\n".join(lines))
        if zone == "faction":
            f = self.factions.get(key)
            return Tip(f.name, f"{f.text} (complexity: {f.complexity})") if f else None
        if zone == "pile":
            p = view["players"][int(key)]
            names = [self.cards[c["id"]].name for c in p["discard"] if c["id"] in self.cards]
            return Tip(f"{self.seat_label(int(key))}'s discard pile",
                       (", ".join(names) if names else "Empty.") + "  (Click to spread it out.)")
        return None


    def _char_tip(self, uid: str, view: dict[str, Any]) -> Tip | None:
        """A character drawn large, with its power now and the lasting effects on it."""
        tip = self.card_tip(self.uids.get(uid, ""))
        if tip is None:
            return None
        ch = next((c for b in view.get("bases", []) for c in b["chars"] if c["uid"] == uid), None)
        if ch is None:
            return tip
        notes = [f"Power now {ch['power']} (printed {ch['printed']})."]
        for fx in view.get("effects", []):
            if fx.get("k") == "pow" and fx.get("t") == uid:
                until = "the end of the turn" if fx.get("exp") == "eot" else "the start of its giver's next turn"
                notes.append(f"{fx['n']:+d} power until {until}.")
        notes += [f"Modifier: {self.cards[m['id']].name}" for m in ch["mods"] if m["id"] in self.cards]
        if ch["owner"] != ch["ctrl"]:
            notes.append(f"Owned by {self.seat_label(ch['owner'])}, controlled by {self.seat_label(ch['ctrl'])}.")
        if ch.get("talent_used"):
            notes.append("Its Talent has been used this turn.")
        return Tip(image=tip.image, text=" ".join(notes))


def _clip(text: str, f: pygame.font.Font, width: int) -> str:
    if f.size(text)[0] <= width:
        return text
    while len(text) > 2 and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def _standings(totals: list[int], present: set[int]) -> dict[int, int]:
    """Each seat's place if the base scored now, as scoring ranks them: a seat with a character
    there or 1 power takes part, and tied seats share the best place they tie for."""
    eligible = [s for s, p in enumerate(totals) if s in present or p >= 1]
    return {s: 1 + sum(1 for q in eligible if totals[q] > totals[s]) for s in eligible}


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def _extra_text(e: dict[str, Any]) -> str:
    kind = e.get("type", "card")
    extra = f" ≤{e['pmax']}" if e.get("pmax") is not None else ""
    return f"{kind}{extra}"
