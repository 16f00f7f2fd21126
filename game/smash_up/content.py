"""Smash Up content: factions, cards and bases as strict models, and their cross-checks.

Card and base abilities are written in a closed effect vocabulary (see
`vocabulary.py` for what each op, selector, condition and trigger means). The
models here only fix the shape; `check_content` checks that every op, trigger,
condition and expression name is known, that custom cards have code, and
that every faction holds exactly 20 cards.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from game.core.content import Content, ContentSpec, Entry, Issue, Kind, Model

from .vocabulary import AbilityKind, hint



class Ability(Model):
    """One ability of a card or base: when it happens and what it does."""

    kind: AbilityKind = Field(description="on_play (unlabelled), ongoing, talent or special.")
    when: str | None = Field(default=None, description="Trigger for an ongoing/special ability (vocabulary.TRIGGERS).")
    may: bool = Field(default=False, description="A single player 'may' do it: optional (Me First step 2).")
    each_player: bool = Field(default=False, description="'Each player may': mandatory group, each decides in turn.")
    once_per_turn: bool = Field(default=False, description="Triggers at most once each turn.")
    cond: str | None = Field(default=None, description="Condition that must hold (vocabulary.CONDITIONS).")
    effects: list[dict[str, Any]] = Field(default_factory=list, description="Effects in printed order.")
    static: list[dict[str, Any]] = Field(default_factory=list, description="Continuous effects while in play.")


class Faction(Entry):
    """One of the eight factions."""

    name: str
    complexity: str = Field(description="The rulebook's complexity rating.")
    colour: list[int] = Field(min_length=3, max_length=3, description="RGB for the view.")
    text: str = Field(description="What the faction does, in our own words.")
    blurb: str = Field(default="", description="One short line for the faction picker, in our own words.")


class Card(Entry):
    """A character or action card of a faction."""

    name: str
    faction: str
    type: Literal["character", "action"]
    modifier: Literal["base", "character"] | None = Field(default=None, description="Base or character modifier.")
    power: int | None = Field(default=None, ge=0, description="Printed power (characters only).")
    copies: int = Field(default=1, ge=1, le=10)
    text: str = Field(description="The card's abilities in our own words.")
    brief: str = Field(default="", description="A short summary of `text` in our own words (40 characters or so; "
                       "keep Talent, Ongoing, Special and when it is played), shown on a card too small for its "
                       "whole text (a full hand); the hover zoom shows `text`. Without one, the text is drawn small.")
    abilities: list[Ability] = Field(default_factory=list)
    has_special: bool = Field(default=False, description="Printed with a Special label (even one that only restricts play).")
    play_rule: str | None = Field(default=None, description="A restriction on playing it (vocabulary.PLAY_RULES).")
    custom: bool = Field(default=False, description="Some ability is Python code registered under this card id.")
    art: str | None = None


class Base(Entry):
    """A base card: breakpoint, VP for 1st/2nd/3rd, ability."""

    name: str
    faction: str
    breakpoint: int = Field(ge=0)
    vp: list[int] = Field(min_length=3, max_length=3)
    text: str
    brief: str = Field(default="", description="A short summary of `text` in our own words (40 characters or so), "
                       "shown on a crowded table instead of the whole text; hovering the base shows `text`. "
                       "Without one, the text is drawn small.")
    abilities: list[Ability] = Field(default_factory=list)
    custom: bool = False
    art: str | None = None


def _count_cards(cards: list[Card]) -> int:
    return sum(c.copies for c in cards)


def check_content(content: Content) -> list[Issue]:
    """Cross-references: factions exist, 20 cards each, vocabulary names known."""
    from . import vocabulary as vocab
    from .custom import CUSTOM
    issues: list[Issue] = []
    totals: dict[str, int] = {}
    for card in content.all("cards"):
        issues += content.ref("cards", card.id, "faction", "factions", card.faction)
        totals[card.faction] = totals.get(card.faction, 0) + card.copies
        if card.type == "character" and card.power is None:
            issues.append(content.issue_at("cards", card.id, "power", "a character needs a printed power"))
        if card.type == "action" and card.power is not None:
            issues.append(content.issue_at("cards", card.id, "power", "an action has no power"))
        if card.play_rule and card.play_rule not in vocab.PLAY_RULES:
            issues.append(content.issue_at("cards", card.id, "play_rule", f"unknown play rule {card.play_rule!r}"))
        for i, ab in enumerate(card.abilities):
            for msg in vocab.check_ability(ab):
                issues.append(content.issue_at("cards", card.id, f"abilities[{i}]", msg))
        if card.custom and card.id not in CUSTOM:
            issues.append(content.issue_at("cards", card.id, "custom", "no Python code is registered for this card"))
    for fac in content.all("factions"):
        if totals.get(fac.id, 0) != 20:
            issues.append(content.issue_at("factions", fac.id, "", f"holds {totals.get(fac.id, 0)} cards, not 20"))
    for base in content.all("bases"):
        issues += content.ref("bases", base.id, "faction", "factions", base.faction)
        for i, ab in enumerate(base.abilities):
            for msg in vocab.check_ability(ab):
                issues.append(content.issue_at("bases", base.id, f"abilities[{i}]", msg))
        if base.custom and base.id not in CUSTOM:
            issues.append(content.issue_at("bases", base.id, "custom", "no Python code is registered for this base"))
    return issues


def content_spec() -> ContentSpec:
    """The kinds Smash Up reads from data/smash_up/."""
    return ContentSpec(
        game="smash_up",
        kinds={"factions": Kind("factions", Faction, description="The eight factions"),
               "cards": Kind("cards", Card, count=_count_cards, description="Faction cards (counted with copies)"),
               "bases": Kind("bases", Base, description="Base cards")},
        check=check_content,
        hint=_hint,
    )


def _hint(field: str, word: str) -> str:
    """Where a refused word belongs, when it is a word of another list (see vocabulary.hint)."""
    return hint(field, word)
