"""D.A.G.G.E.R. content as strict models: hero sheets and heroes, aspects, nemeses, enemies, support
and team-up cards, missions of four kinds, events, bases, the dice and the box's numbers.

Every card's behaviour is written in the one effect vocabulary of vocabulary.py; the models fix
only the shapes, and `check_content` checks every word and every reference at its file and line.
Values the public record does not give are ours: each entry says so with ``unconfirmed``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from game.core.content import Content, ContentSpec, Entry, Issue, Kind, Model

Attr = Literal["attack", "defiance", "tactic"]
Rank = Literal[1, 2, 3, "N"]
Icon = Literal["ongoing", "side_mission", "ability_1", "ability_2", "ability_3"]
Keyword = Literal["swarm", "armored", "fast", "menace"]
Effects = list[dict[str, Any]]


class Ability(Model):
    """An ability of a hero, an aspect's identity, a support or team-up card.

    `kind`: ``action`` takes an aspect token on its slot; ``free`` is used without a token (when
    `window` says: on your turn, after your roll, or in the nemesis phase); ``trigger`` fires when
    `when` happens; ``passive`` is always on (`static`). A `combo` ability needs its payment: your
    empowered token, or the primed token of every enemy it affects."""

    name: str
    text: str = Field(description="What it does, in our own words.")
    kind: Literal["action", "free", "trigger", "passive"]
    combo: Literal["empowered", "primed"] | None = None
    when: str | None = Field(default=None, description="A trigger's moment (vocabulary.TRIGGERS).")
    may: bool = Field(default=True, description="A trigger its hero may decline.")
    once_per_round: bool = False
    needs: str | dict[str, Any] | None = Field(default=None, description="A condition for using it at all.")
    window: Literal["turn", "test", "nemesis"] = "turn"
    effects: Effects = Field(default_factory=list)
    boosted: Effects | None = Field(default=None, description="The effects instead, when a boosted token pays.")
    static: list[dict[str, Any]] = Field(default_factory=list)


class Sheet(Entry):
    """A double-sided hero sheet: two heroes sharing two support cards and a team-up card."""

    name: str
    heroes: list[str] = Field(min_length=2, max_length=2, description="Side A, then side B.")
    supports: list[str] = Field(min_length=2, max_length=2, description="The two shared support cards.")
    team_up: str


class Hero(Entry):
    """One side of a hero sheet."""

    name: str
    sheet: str
    health: int = Field(ge=1)
    attack: int = Field(ge=0)
    defiance: int = Field(ge=0)
    tactic: int = Field(ge=0)
    abilities: list[Ability] = Field(min_length=1)
    mission: str = Field(description="The hero mission card.")
    support: str = Field(description="The hero's own support card, gained with the hero mission.")
    blurb: str = ""


class AspectAction(Model):
    """One of the four basic actions as an aspect sheet prints it."""

    text: str
    effects: Effects
    boosted: Effects | None = None


class AspectSide(Model):
    """One side of an aspect sheet: the four basic actions and the identity."""

    move: AspectAction
    fight: AspectAction
    defy: AspectAction
    rest: AspectAction
    augmented: list[Literal["move", "fight", "defy", "rest"]] = Field(default_factory=list)
    identity: Ability | None = None


class Aspect(Entry):
    """An aspect sheet: its normal and shattered sides."""

    name: str
    colour: list[int] = Field(min_length=3, max_length=3)
    role: str
    normal: AspectSide
    shattered: AspectSide


class NemesisAbility(Model):
    """An ability of a nemesis sheet, set off by the event icon of the same number."""

    icon: Literal[1, 2, 3]
    name: str
    text: str
    effects: Effects


class Showdown(Model):
    """The final-showdown side of a nemesis sheet."""

    health: int = Field(ge=1, description="Times the number of heroes.")
    power: int = Field(ge=0)
    text: str
    activation: Effects = Field(description="Replaces the nemesis's activation.")
    suppression: Literal["cancel_activation", "less_power", "less_health"]
    suppression_text: str
    abilities: list[NemesisAbility] = Field(default_factory=list, description="Replace the front's, by icon.")


class Nemesis(Entry):
    """A nemesis sheet (front) and its showdown side, with its cards."""

    name: str
    threat: int = Field(ge=0)
    health: int = Field(ge=1)
    power: int = Field(ge=0)
    start: str = Field(description="The space it starts on.")
    abilities: list[NemesisAbility] = Field(min_length=3, max_length=3)
    enemy: str = Field(description="Its own enemy card (the four nemesis-specific standees).")
    missions: list[str] = Field(min_length=3, max_length=3, description="Missions I, II and III.")
    events: list[str] = Field(min_length=3, max_length=3)
    showdown: Showdown
    blurb: str = ""


class Enemy(Entry):
    """An enemy card: a pod's rank card, a nemesis's own enemies, or an elite."""

    name: str
    rank: Literal[1, 2, 3, "N", "elite"]
    pod: str | None = None
    nemesis: str | None = None
    health: int = Field(ge=1)
    per_player: bool = Field(default=False, description="Health times the number of heroes (elites).")
    power: int = Field(ge=0)
    keywords: list[Keyword] = Field(default_factory=list)
    text: str = ""


class SupportCard(Entry):
    """A support card: shared by a sheet's two heroes (it charges) or one hero's own (it unlocks)."""

    name: str
    kind: Literal["ally", "artifact"]
    sheet: str | None = Field(default=None, description="Shared: the sheet whose heroes share it.")
    hero: str | None = Field(default=None, description="Own: the hero who gains it.")
    charge: int | None = Field(default=None, ge=1, description="Progress that readies it (shared cards).")
    ability: Ability


class TeamUpCard(Entry):
    """A team-up card: readied by spending team-up, exhausted again by its use."""

    name: str
    sheet: str
    cost: int = Field(ge=1)
    ability: Ability


class Way(Model):
    """A way to place progress on a mission."""

    how: Literal["defy", "defeat", "dagger", "damage_nemesis", "rest"]
    where: str | list[str] = Field(default="any", description="any, mission, nemesis, base, region:<id> or spaces.")
    n: int = Field(default=1, ge=1, description="Progress per success (defy) or per event.")
    rank: list[Literal[1, 2, 3, "N", "elite"]] = Field(default_factory=list, description="defeat: only these.")


class Spawn(Model):
    """A spawn icon: an enemy of a rank on a space, used when the heroes are at least `pips`."""

    rank: Rank
    space: str
    pips: int = Field(default=1, ge=1, le=5)


class Outcome(Model):
    """What a nemesis mission does when passed or failed."""

    text: str
    effects: Effects = Field(default_factory=list)
    at_showdown: bool = Field(default=False, description="Resolved when the final showdown begins.")


class MissionBase(Entry):
    """What every mission card has."""

    name: str
    text: str
    progress: int | None = Field(default=None, ge=1, description="None: completed by its condition.")
    per_player: bool = False
    condition: str | dict[str, Any] | None = None
    ways: list[Way] = Field(default_factory=list)
    threat: int | None = Field(default=None, ge=0)
    ongoing: Effects = Field(default_factory=list)
    ongoing_text: str = ""


class FirstStrike(MissionBase):
    """A first strike card: its setup bar and the first mission."""

    pod: str
    spawns: list[Spawn] = Field(default_factory=list)


class NemesisMission(MissionBase):
    """One of a nemesis's three missions."""

    nemesis: str
    numeral: Literal[1, 2, 3]
    passed: Outcome
    failed: Outcome


class SideMission(MissionBase):
    """A side mission; an elite side mission brings its elite enemy."""

    team_up: int = Field(ge=0)
    space: str | None = None
    elite: str | None = None
    elite_space: str | None = None
    reward: Effects = Field(default_factory=list, description="Resolved when it is completed, after the team-up.")
    reward_text: str = ""
    on_reveal: Effects = Field(default_factory=list, description="A warning icon: resolved the moment it is revealed.")
    on_reveal_text: str = ""


class HeroMission(MissionBase):
    """A hero's own mission: completing it gains the hero's own support card."""

    hero: str
    space: str | None = None


class Event(Entry):
    """An event card: text, icons top to bottom, whether enemies activate, spawn icons."""

    name: str
    text: str
    nemesis: str | None = None
    effects: Effects = Field(default_factory=list)
    icons: list[Icon] = Field(default_factory=list)
    activate: bool = True
    spawns: list[Spawn] = Field(default_factory=list)


class Base(Entry):
    """A base's D.A.G.G.E.R. effect (from wilds and from its action)."""

    name: str
    text: str
    effects: Effects


class Die(Entry):
    """The hero die: what each face shows."""

    faces: list[list[Literal["attack", "defiance", "tactic", "wild"]]] = Field(min_length=2)


class Box(Entry):
    """The box's numbers the rules use."""

    standees: dict[str, int] = Field(description="Standees per rank: 1, 2, 3, N (per nemesis), elite.")
    threat_loss: int = 20
    team_up_max: int = 15
    first_game: dict[str, Any] = Field(default_factory=dict)


KINDS = {
    "sheets": (Sheet, "Hero sheets: two heroes sharing cards"),
    "heroes": (Hero, "Heroes, one side of a sheet each"),
    "aspects": (Aspect, "Aspect sheets, both sides"),
    "nemeses": (Nemesis, "Nemesis sheets with their showdown sides"),
    "enemies": (Enemy, "Enemy cards: pods, nemesis enemies, elites"),
    "support_cards": (SupportCard, "Support cards, shared and own"),
    "team_up_cards": (TeamUpCard, "Team-up cards"),
    "first_strikes": (FirstStrike, "First strike cards"),
    "nemesis_missions": (NemesisMission, "Nemesis missions I-III"),
    "side_missions": (SideMission, "Side missions"),
    "hero_missions": (HeroMission, "Hero missions"),
    "events": (Event, "Event cards"),
    "bases": (Base, "Bases' D.A.G.G.E.R. effects"),
    "dice": (Die, "The hero die"),
    "box": (Box, "The box's numbers"),
}


def check_content(content: Content) -> list[Issue]:
    """References between entries, every vocabulary word, and the counts the rules rely on."""
    from .checks import check_all
    return check_all(content)


def content_spec() -> ContentSpec:
    """What data/dagger/ and maps/dagger/ hold."""
    from game.core.maps import MapSpec
    return ContentSpec(
        game="dagger",
        kinds={name: Kind(name, model, description=desc) for name, (model, desc) in KINDS.items()},
        check=check_content,
        maps=MapSpec("orthogonal", object_layers=("spaces", "links", "regions"), count_as="world_maps"),
    )
