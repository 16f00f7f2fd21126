"""Vs. System content: teams, cards, main characters and decks as strict models, and their cross-checks.

A card's powers are written in the closed vocabulary of `vocabulary.py` (effects, selectors,
conditions, triggers, statics); the models here fix only their shape. `check_content` checks every
word, that custom powers have code, that each main character lists its level cards, and that every
deck is built by the rulebook's deck-building rules (`deckbuilding.py`), each problem at its file
and line.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, PrivateAttr, model_validator

from game.core.content import Content, ContentSpec, Entry, Issue, Kind, Model

Symbol = Literal["might", "intellect", "skill", "energy", "humanity", "alien"]
SYMBOLS: tuple[str, ...] = ("might", "intellect", "skill", "energy", "humanity", "alien")
CardType = Literal["main_character", "supporting_character", "plot_twist", "location", "equipment"]
PowerKind = Literal["keyword", "super", "static", "trigger", "level_up", "plot_twist"]
Timing = Literal["build", "main", "combat"]
Keyword = Literal["swarm", "one_of_a_kind", "behind_the_camera", "token"]


class Power(Model):
    """One power of a card: a keyword, a super power, a continuous or triggered power, a level-up
    power, or what a plot twist does."""

    name: str
    kind: PowerKind
    text: str = Field(default="", description="What it does, in our own words.")
    does: str = Field(default="", max_length=120,
                      description="The whole effect in a few words, for the option that uses it (default: the "
                                  "text's first sentence; give it when that sentence leaves out what the power does).")
    timing: Timing | None = Field(default=None, description="When a super power or plot twist may be used.")
    any_turn: bool = Field(default=False, description="Also usable in combats on other players' turns.")
    any_combat: bool = Field(default=False, description="A combat power usable when its character is not in the combat.")
    cost: list[Symbol] = Field(default_factory=list, description="Power symbols to pay, one location each.")
    discard: Literal["character"] | None = Field(default=None, description="A card to discard as a further cost.")
    usable_if: str | dict[str, Any] | None = Field(default=None, description="A condition for using it at all.")
    when: str | list[str] | None = Field(default=None, description="What triggers it (vocabulary.TRIGGERS).")
    cond: str | dict[str, Any] | None = Field(default=None, description="A condition on the trigger.")
    may: bool = Field(default=False, description="Its controller may decline it.")
    once_per_turn: bool = False
    xp: int | None = Field(default=None, ge=1, description="Level up: the XP needed.")
    effects: list[dict[str, Any]] = Field(default_factory=list)
    static: list[dict[str, Any]] = Field(default_factory=list)
    ruling: str = Field(default="", description="Our decision where no record settles the card.")


class Team(Entry):
    """A team affiliation."""

    name: str
    alignment: Literal["good", "evil", "neutral"]
    symbols: list[Symbol] = Field(description="The power symbols the team uses.")
    colour: list[int] = Field(min_length=3, max_length=3)


class Card(Entry):
    """One printed card: a main-character level, a supporting character, a plot twist, a location or
    a piece of equipment."""

    number: str = Field(description="The collector number, e.g. MCU1-001.")
    name: str
    type: CardType
    level: int | None = Field(default=None, ge=1, le=3, description="Main characters only.")
    teams: list[str] = Field(default_factory=list, description="Team affiliations (plot twists: the icon).")
    marvel: bool = Field(default=True, description="Carries the MARVEL symbol (plot twists: needs one).")
    universe: Literal["photographic", "illustrated"] = "photographic"
    cost: int | None = Field(default=None, ge=0)
    atk: int | None = Field(default=None, ge=0)
    def_: int | None = Field(default=None, ge=0, alias="def")
    health: int | None = Field(default=None, ge=1)
    flight: bool = False
    ranged: bool = False
    aka: list[str] = Field(default_factory=list, description="Other names the card counts as having.")
    keywords: list[Keyword] = Field(default_factory=list)
    team_icons: int = Field(default=1, ge=0, description="Plot twists and equipment: team members needed face up.")
    provides: list[Symbol] = Field(default_factory=list, description="Locations: the symbols it can pay.")
    basic: bool = Field(default=False, description="A basic location.")
    powers: list[Power] = Field(default_factory=list)
    box: int = Field(default=1, ge=0, description="Copies in the box.")
    art: str | None = None


class MainCharacter(Entry):
    """A main character: its level cards, in order (Ultron: with copies, kept in the Facility)."""

    name: str
    team: str
    levels: list[str] = Field(min_length=1, description="Card ids, level 1 first.")
    copies: list[int] = Field(default_factory=list, description="Copies of each level card (Ultron: 3, 2, 1).")
    facility: bool = Field(default=False, description="Levels come into play from a Facility pile (Ultron).")
    transforms: bool = Field(default=False, description="The levels swap back and forth (Bruce Banner and Hulk).")
    text: str = Field(default="", description="How it plays, in our own words.")


class Deck(Entry):
    """A deck: a default main character and 60 cards by id with copies."""

    name: str
    team: str | None = Field(default=None, description="Any main character of this team may lead it.")
    main: str = Field(description="The main character it comes with.")
    cards: dict[str, int]
    text: str = ""
    _lines: dict[str, int] = PrivateAttr(default_factory=dict)

    @model_validator(mode="wrap")
    @classmethod
    def _remember_lines(cls, data: Any, handler: Any) -> Any:
        model = handler(data)
        lines = getattr(data.get("cards"), "key_lines", None) if isinstance(data, dict) else None
        if lines:
            model._lines = {str(k): v for k, v in lines.items()}
        return model

    def line_of(self, card: str) -> int | None:
        """The line of one card of the list, when the deck came from a file."""
        return self._lines.get(card)


def check_content(content: Content) -> list[Issue]:
    """Cross-references: teams and card ids exist, every vocabulary word is known, custom powers have
    code, main characters list level cards, and every deck is legal."""
    from . import vocabulary as vocab
    from .custom import CUSTOM
    from .deckbuilding import deck_problems
    issues: list[Issue] = []
    teams = {t.id for t in content.all("teams")}
    for card in content.all("cards"):
        for t in card.teams:
            if t not in teams:
                issues += content.ref("cards", card.id, "teams", "teams", t)
        if card.type in ("main_character", "supporting_character"):
            for f in ("atk", "def_", "health"):
                if getattr(card, f) is None:
                    issues.append(content.issue_at("cards", card.id, f.rstrip("_"), "a character needs it"))
        if card.type == "supporting_character" and card.cost is None:
            issues.append(content.issue_at("cards", card.id, "cost", "a supporting character has a cost"))
        if card.type == "main_character" and card.level is None:
            issues.append(content.issue_at("cards", card.id, "level", "a main character card has a level"))
        if card.type == "location" and not card.provides:
            issues.append(content.issue_at("cards", card.id, "provides", "a location provides a power symbol"))
        for i, p in enumerate(card.powers):
            for msg in vocab.check_power(p, CUSTOM):
                issues.append(content.issue_at("cards", card.id, f"powers[{i}]", msg))
    for mc in content.all("main_characters"):
        issues += content.ref("main_characters", mc.id, "team", "teams", mc.team)
        for i, cid in enumerate(mc.levels):
            if not content.has("cards", cid):
                issues += content.ref("main_characters", mc.id, f"levels[{i}]", "cards", cid)
            elif content.get("cards", cid).type != "main_character":
                issues.append(content.issue_at("main_characters", mc.id, f"levels[{i}]",
                                               f"{cid!r} is not a main-character card"))
        if mc.copies and len(mc.copies) != len(mc.levels):
            issues.append(content.issue_at("main_characters", mc.id, "copies", "one count per level card"))
    for deck in content.all("decks"):
        file, line = content.where.get(("decks", deck.id), ("?", None))
        for field_path, msg in deck_problems(content, deck):
            card = field_path.split(".", 1)[1] if field_path.startswith("cards.") else ""
            at = deck.line_of(card) if card else None
            issues.append(Issue(file, at or line, f"decks[{deck.id}]" + (f".{field_path}" if field_path else ""),
                                msg))
    return issues


def content_spec() -> ContentSpec:
    """The kinds Vs. System reads from data/vs_system/ (decks in data/vs_system/decks/)."""
    return ContentSpec(
        game="vs_system",
        kinds={"teams": Kind("teams", Team, description="Team affiliations"),
               "cards": Kind("cards", Card, description="Every printed card, each level of a main character one card"),
               "main_characters": Kind("main_characters", MainCharacter,
                                       description="Main characters with their level cards"),
               "decks": Kind("decks", Deck, description="Decks of 60 cards with a main character")},
        check=check_content,
    )
