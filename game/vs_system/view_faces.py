"""Vs. System cards as the card table's `CardFace`s: name, cost or level in the badge, a type line
with ATK/DEF, health and keywords, every power in our own words, the team's colour.

Also the few words the table uses about cards: a power in a line, symbols, team names.
"""

from __future__ import annotations

from typing import Any

from game.ui.views.card_table import CardFace

from .wording import does_words, pays_words, sentence

#: Colours of cards that belong to no team (shared plot twists, basic locations).
NEUTRAL = (118, 104, 150)
LOCATION = (150, 118, 70)
TIMINGS = {"build": "Build", "main": "Main", "combat": "Combat"}


def symbols(cost: list[str]) -> str:
    """Power symbols in words: "Might", "Might + Energy"."""
    return " + ".join(c.capitalize() for c in cost)


class Faces:
    """Card faces and words from one game's content (cached per card id and variant)."""

    def __init__(self, content: Any) -> None:
        self.cards = {c.id: c for c in content.all("cards")}
        self.teams = {t.id: t for t in content.all("teams")}
        self.mains = {m.id: m for m in content.all("main_characters")}
        self._faces: dict[tuple[str, str], CardFace] = {}

    # -- words ---------------------------------------------------------------------------------
    def name(self, card_id: str | None) -> str:
        """A card's name ("?" for an unknown id)."""
        c = self.cards.get(card_id or "")
        return c.name if c else "?"

    def team_names(self, card: Any) -> str:
        """The teams of a card in words ("MCU Heroes / MCU Villains"), or "" for none."""
        return " / ".join(self.teams[t].name for t in card.teams if t in self.teams)

    def colour(self, card_id: str | None) -> tuple[int, int, int]:
        """A card's colour: its (first) team's, else neutral or location brown."""
        c = self.cards.get(card_id or "")
        if c is None:
            return NEUTRAL
        for t in c.teams:
            if t in self.teams:
                return tuple(self.teams[t].colour)  # type: ignore[return-value]
        return LOCATION if c.type == "location" else NEUTRAL

    def emblem(self, card: Any) -> str:
        """One or two letters of the card's team (decor: the footer names the team)."""
        if not card.teams:
            return ""
        words = [w for w in self.teams[card.teams[0]].name.split() if w[:1].isalpha()] \
            if card.teams[0] in self.teams else []
        return "".join(w[0] for w in words[-1:]).upper() if words else ""

    def type_line(self, card: Any) -> str:
        """What kind of card it is and its numbers, in words."""
        if card.type in ("main_character", "supporting_character"):
            numbers = [f"ATK {card.atk} / DEF {card.def_}", f"health {card.health}"]
            numbers += [k for k, on in (("Flight", card.flight), ("Ranged", card.ranged)) if on]
            # A small card keeps the type line's first words: a main character's level, else the
            # supporting character's numbers (its badge already says it is one to recruit).
            parts = [f"Main character, level {card.level}", *numbers] if card.type == "main_character" else \
                [*numbers, "supporting character"]
            if card.aka:
                parts.append("also named " + ", ".join(card.aka))
            return " · ".join(parts)
        if card.type == "plot_twist":
            twist = next((p for p in card.powers if p.kind == "plot_twist"), None)
            when = TIMINGS.get(twist.timing or "", "") if twist else ""
            if twist is not None and twist.any_turn:
                when += ", any turn"
            need = f"needs {card.team_icons} {self.team_names(card)} face up" if card.teams else \
                ("needs a MARVEL character" if card.marvel else "")
            return " · ".join(x for x in ("Plot twist", when, need) if x)
        if card.type == "location":
            head = "Basic location" if card.basic else f"Special location ({self.team_names(card) or 'any team'})"
            return f"{head} · pays {pays_words(card, ' or ')}"
        return f"Equipment · cost {card.cost}"

    def power_line(self, card: Any, p: Any) -> str:
        """One power as the card shows it: its name, when and at what cost, then what it does."""
        if p.kind == "plot_twist":
            return p.text
        if p.kind == "keyword":
            return f"{p.name}. {p.text}".strip()
        if p.kind == "level_up":
            return f"Level up ({p.xp} XP): {p.text}"
        if p.kind == "super":
            when = TIMINGS.get(p.timing or "", "")
            if p.any_turn:
                when += ", any turn"
            cost = f", pay {symbols(list(p.cost))}" if p.cost else ""
            extra = ", discard a character card" if p.discard else ""
            return f"{p.name} ({when}{cost}{extra}): {p.text}"
        return f"{p.name}: {p.text}"

    def brief(self, card: Any) -> str:
        """A character's or location's powers by name, with when and what they cost, for a card too
        small for their whole text at the readable size ("Leader · The New King (Main, Intellect)"),
        then what each does (" — Leader: in a team attack …"), shown as far as the tile has room;
        a plot twist's, or a card's with one power that is not a super power, is its text: the card
        shows as much of it as has room."""
        shown = [p for p in card.powers if p.text or p.kind == "keyword"]
        if card.type == "plot_twist" or len(shown) == 1 and shown[0].kind != "super":
            # one power, not a super power: its words say more than its name, which the small card
            # leaves out (Nick Fury's tile in a hand of six cut "draw a card" after the name)
            if len(shown) == 1 and shown[0].kind in ("trigger", "static") and shown[0].text:
                return shown[0].text
            if len(shown) == 1 and shown[0].kind == "keyword" and shown[0].text \
                    and shown[0].name.lower() in self.type_line(card).lower():
                # the type line names it already (Avengers Tower's "Special location"): its words alone
                return shown[0].text
            return self.text(card)
        out = []
        for p in card.powers:
            if p.kind == "level_up":
                out.append(f"Level up {p.xp} XP")
            elif p.kind == "super":
                when = TIMINGS.get(p.timing or "", "") + (", any turn" if p.any_turn else "")
                out.append(f"{p.name} ({', '.join(x for x in (when, symbols(list(p.cost))) if x)})")
            elif p.name:
                out.append(p.name)
        # Then what each does, for a tile with lines to spare (cut where its room ends): Thor's tile
        # in a hand of two rows at 1920x1080 showed the names alone over an empty text box.
        said = [p for p in card.powers if p.name and p.text and p.kind != "level_up"]
        does = [does_words(p.does, p.text, p.name) for p in said]
        if len(said) > 1:  # which power does what (a name ending in its own stop takes a dash)
            does = [f"{p.name}{' –' if p.name.endswith(('.', '!', '?')) else ':'} {d}" for p, d in zip(said, does)]
        return " · ".join(out) + (" — " + sentence(". ".join(does)) if does else "")

    def text(self, card: Any) -> str:
        """Every power of a card, one paragraph each."""
        return "\n".join(self.power_line(card, p) for p in card.powers if p.text or p.kind == "keyword")

    # -- faces ------------------------------------------------------------------------------------
    def face(self, card_id: str | None, note: str = "") -> CardFace | None:
        """A card's face; `note` opens the type line ("Power-up only")."""
        c = self.cards.get(card_id or "")
        if c is None:
            return None
        key = (c.id, note)
        if key not in self._faces:
            stats: tuple[tuple[str, str], ...] = ()
            if c.type in ("supporting_character", "equipment") and c.cost is not None:
                stats = (("cost", str(c.cost)),)
            elif c.type == "main_character" and c.level:
                stats = (("level", str(c.level)),)
            kind = self.type_line(c)
            if note:
                kind = f"{note} · {kind}"
            footer = self.team_names(c) or ("Location" if c.type == "location" else "Any team")
            self._faces[key] = CardFace(c.name, kind, self.text(c), self.colour(c.id), self.emblem(c), stats,
                                        c.art or "", footer, self.brief(c),
                                        "supporting character" if c.type == "supporting_character" else "")
        return self._faces[key]
