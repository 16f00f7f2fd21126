"""Number Duel's table (test-only): a small card-table view built on the shared base."""

import pygame

from game.ui import draw as dr
from game.ui import theme as th
from game.ui.views.base import Marks
from game.ui.views.card_table import CardFace, CardTableView

COLOURS = {"one": (60, 120, 200), "two": (60, 160, 90), "three": (200, 140, 40), "five": (180, 50, 60),
           "seven": (130, 60, 170)}


class NumberDuelView(CardTableView):
    def face(self, card_id):
        base = card_id.split("#")[0]
        card = self.game.content.get("cards", base)
        return CardFace(card.name, "Number card", f"Play it to score {card.value}.", COLOURS.get(base, (90, 90, 90)),
                        emblem=card.name[0], stats=(("value", str(card.value)),))

    def draw(self, surface, view, marks: Marks):
        self.begin()
        t, r = self.theme, self.rect
        cw = t.px(90)
        y = r.top + t.px(16)
        for seat, p in enumerate(view["players"]):
            col = th.seat_colour(seat)
            dr.text(surface, f"{self.seat_label(seat)}: {p['score']} points, {p['hand_count']} cards",
                    t.font(15, True), col, (r.left + t.px(16), y))
            y += t.px(26)
        pile = pygame.Rect(r.centerx - cw // 2, r.top + t.px(120), cw, int(cw * 1.4))
        if view["discard"]:
            self.draw_card(surface, view["discard"][-1], pile, marks, "pile")
        else:
            pygame.draw.rect(surface, th.LINE, pile, 1)
            self.region(pile, "pile")
            colour = self.mark_colour("pile", marks)
            if colour:
                dr.glow(surface, pile, colour, width=t.px(3))
        deck = pygame.Rect(pile.right + t.px(40), pile.top, cw, pile.height)
        self.draw_pile(surface, deck, view["deck_count"], "Deck", marks, "deck")
        me = view.get("viewer")
        if me is not None and "hand" in view["players"][me]:
            area = pygame.Rect(r.left + t.px(20), r.bottom - t.px(200), r.width - t.px(40), t.px(190))
            hand = view["players"][me]["hand"]
            for card, rect in zip(hand, self.hand_rects(len(hand), area, t.px(110))):
                self.lift_from(surface, f"hand:{card}", rect, t.px(6), t.px(3))  # rises under the mouse
                self.draw_card(surface, card, rect, marks, f"hand:{card}")
                self.lift_to(surface, f"hand:{card}", rect)

    def tip(self, ref, view):
        if ref.startswith("hand:"):
            return self.card_tip(ref[5:])
        return None
