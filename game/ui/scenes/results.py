"""The results: who won, the scores, and rematch or back to the menu."""

from __future__ import annotations

import pygame

from game.ui import draw as dr
from game.ui import theme as th
from game.ui.scene import Scene


class ResultsScene(Scene):
    """Shown over the final table."""

    name = "results"
    overlay = True

    def __init__(self, app, game_scene) -> None:
        super().__init__(app)
        self.game_scene = game_scene

    def build_ui(self) -> None:
        t = self.app.theme
        w, h = self.app.size
        bw, bh, gap = t.px(164), t.px(46), t.px(10)
        y = self._box(w, h).bottom - t.px(55)
        x = w // 2 - (4 * bw + 3 * gap) // 2
        self.button(pygame.Rect(x, y, bw, bh), "Rematch", self.rematch, object_id="#primary")
        self.button(pygame.Rect(x + bw + gap, y, bw, bh), "Look at the table", self.app.scenes.pop)
        self.button(pygame.Rect(x + 2 * (bw + gap), y, bw, bh), "Watch the replay", self.watch,
                    tooltip="The whole game again from the start, every hand open; pause and step with the arrows")
        self.button(pygame.Rect(x + 3 * (bw + gap), y, bw, bh), "Main menu", self.menu)

    def watch(self) -> None:
        """The finished game's replay, over this table (Esc's menu leaves it)."""
        self.app.scenes.pop()
        self.game_scene.watch_replay()

    def rematch(self) -> None:
        """Same seats and options, new seed."""
        g = self.game_scene
        self.app.rematch(g.loaded, g.match.setup)

    def menu(self) -> None:
        """Back to the menu."""
        self.app.to_menu()

    def draw(self, surface) -> None:
        t = self.app.theme
        w, h = surface.get_size()
        dr.dim(surface, 170)
        box = self._box(w, h)
        dr.panel(surface, box, th.BG_PANEL, th.GOLD, radius=t.px(12), width=2)
        res = self.game_scene.match.state.get("result") or {}
        names = self.game_scene.names
        winners = res.get("winners", [])
        if res.get("headline"):
            head = res["headline"]
        elif res.get("draw"):
            head = "A draw"
        elif self.game_scene.loaded.rules.cooperative:  # everyone at the table plays one team
            head = "The team wins!" if winners else "The team loses"
        elif winners:
            head = " and ".join(names[s] for s in winners) + (" win!" if len(winners) > 1 else " wins!")
        else:
            head = "The game is lost"
        dr.text(surface, head, t.font(32, True), th.GOLD, (box.centerx, box.top + t.px(24)), anchor="midtop")
        dr.text_block(surface, res.get("summary", ""), t.font(15), th.TEXT,
                      pygame.Rect(box.left + t.px(30), box.top + t.px(80), box.width - t.px(60), t.px(50)))
        y = box.top + t.px(140)
        for seat, lines, f in self._score_lines(box.width):
            pygame.draw.circle(surface, th.seat_colour(seat), (box.left + t.px(50), y + t.px(10)), t.px(8))
            for line in lines:
                dr.text(surface, line, f, th.TEXT, (box.left + t.px(66), y))
                y += f.get_linesize()
            y += t.px(26) - f.get_linesize()

    def _score_lines(self, box_width: int) -> list[tuple[int, list[str], pygame.font.Font]]:
        """Each seat's score line with its font (bold for a winner): a size smaller when too long for
        the box, then wrapped (a solo D.A.G.G.E.R. player's two heroes take two lines)."""
        t = self.app.theme
        res = self.game_scene.match.state.get("result") or {}
        names, winners = self.game_scene.names, res.get("winners", [])
        label = f" {res['score_label']}" if res.get("score_label") else ""
        out = []
        room = box_width - t.px(86)
        for seat, score in enumerate(res.get("scores") or []):
            line = f"{names[seat]}: {score}{label}"
            # A long line (Vs. System's "Player 2 (computer): Abomination level 1, 0 of 6 wounds; 6 cards
            # in the KO pile") is drawn a size smaller, and wrapped if still too long
            f = t.font(15, seat in winners)
            if f.size(line)[0] > room:
                f = t.font(13, seat in winners)
            out.append((seat, dr.wrap(line, f, room), f))
        return out

    def _box(self, w: int, h: int) -> pygame.Rect:
        """The results' box, centred: taller when the score lines need more than the room under the
        summary (five D.A.G.G.E.R. players, a wrapped line)."""
        t = self.app.theme
        width = t.px(720)
        need = sum(len(lines) * f.get_linesize() + t.px(26) - f.get_linesize()
                   for _, lines, f in self._score_lines(width))
        box = pygame.Rect(0, 0, width, t.px(330) + max(0, need - t.px(125)))
        box.center = (w // 2, h // 2)
        return box
