"""The rulebook's deck-building rules, for shipped decks, setup and a deck builder.

A deck is a main character and exactly 60 other cards: at most four copies of a card, one of a
card with One of a Kind, basic locations of one symbol under one name only, no main-character or
Behind the Camera card in the 60, and every card (the main character's levels included) from one
universe. Teams may be mixed (the rules of play limit what mixing can do).
"""

from __future__ import annotations

from typing import Any

DECK_SIZE = 60
MAX_COPIES = 4


def deck_problems(content: Any, deck: Any) -> list[tuple[str, str]]:
    """(field path, message) for each way `deck` (a content.Deck) breaks the rules."""
    return problems(content, deck.main, dict(deck.cards), deck.team)


def problems(content: Any, main: str, cards: dict[str, int], team: str | None = None) -> list[tuple[str, str]]:
    """(field path, message) for each rule a main character and card list break."""
    out: list[tuple[str, str]] = []
    universes: dict[str, str] = {}
    if not content.has("main_characters", main):
        from game.core.content import did_you_mean
        known = [m.id for m in content.all("main_characters")]
        out.append(("main", f"unknown main character {main!r}{did_you_mean(main, known)}"))
    else:
        mc = content.get("main_characters", main)
        if team is not None and mc.team != team:
            out.append(("main", f"{mc.name} is not on the deck's team"))
        for cid in mc.levels:
            if content.has("cards", cid):
                universes.setdefault(content.get("cards", cid).universe, f"main character {mc.name}")
    total = 0
    basics: dict[str, str] = {}
    for cid, n in cards.items():
        where = f"cards.{cid}"
        if not isinstance(n, int) or n < 1:
            out.append((where, "copies must be a whole number of at least 1"))
            continue
        total += n
        if not content.has("cards", cid):
            from game.core.content import did_you_mean
            out.append((where, f"unknown card {cid!r}{did_you_mean(cid, [c.id for c in content.all('cards')])}"))
            continue
        card = content.get("cards", cid)
        if card.type == "main_character":
            out.append((where, f"{card.name} is a main-character card: it comes with its main character, "
                               "not in the 60"))
        if "behind_the_camera" in card.keywords:
            out.append((where, f"{card.name} belongs in the Behind the Camera pile, not in the 60"))
        if "token" in card.keywords:
            out.append((where, f"{card.name} is a token: tokens are set aside, not in the 60"))
        limit = 1 if "one_of_a_kind" in card.keywords else MAX_COPIES
        if n > limit:
            why = "One of a Kind: at most 1 copy" if limit == 1 else f"at most {MAX_COPIES} copies of a card"
            out.append((where, f"{n} copies of {card.name}; {why}"))
        if card.basic:
            key = ",".join(sorted(card.provides))
            if key in basics and basics[key] != card.name:
                out.append((where, f"{card.name} and {basics[key]} are the same basic location under "
                                   "different names; a deck uses one name"))
            basics.setdefault(key, card.name)
        first = universes.setdefault(card.universe, card.name)
        if len(universes) > 1 and first == card.name:
            other = next(v for u, v in universes.items() if u != card.universe)
            out.append((where, f"{card.name} is from the {card.universe} universe but {other} is not; "
                               "a deck keeps to one universe"))
    if total != DECK_SIZE:
        out.append(("cards", f"holds {total} cards, not {DECK_SIZE} (the main character is not counted)"))
    return out
