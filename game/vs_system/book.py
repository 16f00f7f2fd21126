"""The card book: loaded content compiled into plain lookups the rules read fast.

Powers become plain dicts shaped like the YAML (with ``idx``, their place on the card); statics
are gathered by kind, triggers by event, so a scan touches only the cards that care.
"""

from __future__ import annotations

from typing import Any


class Def:
    """One card, flattened for the rules."""

    __slots__ = ("id", "name", "number", "type", "level", "teams", "marvel", "universe", "cost", "atk", "df",
                 "health", "flight", "ranged", "aka", "names", "keywords", "swarm", "provides", "basic",
                 "team_icons", "team_set", "powers", "supers", "supers_at", "twist", "level_up", "triggers", "statics",
                 "is_char", "good", "evil", "box")

    def __init__(self, c: Any, teams: dict[str, Any]) -> None:
        self.id = c.id
        self.name = c.name
        self.number = c.number
        self.type = c.type
        self.level = c.level
        self.teams = tuple(c.teams)
        self.team_set = frozenset(self.teams)
        self.marvel = c.marvel
        self.universe = c.universe
        self.cost = c.cost or 0
        self.atk = c.atk or 0
        self.df = c.def_ or 0
        self.health = c.health or 1
        self.flight = c.flight
        self.ranged = c.ranged
        self.aka = tuple(c.aka)
        self.names = frozenset(n.lower() for n in (c.name, *c.aka))
        self.keywords = frozenset(c.keywords)
        self.swarm = "swarm" in self.keywords
        self.provides = tuple(c.provides)
        self.basic = c.basic
        self.team_icons = c.team_icons
        self.box = c.box
        self.is_char = c.type in ("main_character", "supporting_character")
        self.good = any(teams[t].alignment == "good" for t in c.teams if t in teams)
        self.evil = any(teams[t].alignment == "evil" for t in c.teams if t in teams)
        self.powers: list[dict[str, Any]] = []
        self.supers: list[dict[str, Any]] = []
        self.supers_at: dict[str, list[dict[str, Any]]] = {}
        self.twist: dict[str, Any] | None = None
        #: A main character's level-up power (its `xp` is the XP its next level needs), or None.
        self.level_up: dict[str, Any] | None = None
        self.triggers: dict[str, list[dict[str, Any]]] = {}
        self.statics: dict[str, dict[str, Any]] = {}
        from .wording import power_does, symbols
        for i, p in enumerate(c.powers):
            d = p.model_dump()
            d["idx"] = i
            d["does"] = power_does(d)
            cost = f" (pay {symbols(d['cost'])})" if d["cost"] else ""
            d["label"] = (f"Play {c.name}: {d['does']}" if d["kind"] == "plot_twist"
                          else f"Use {c.name}'s {d['name']}: {d['does']}{cost}")
            d["when"] = [d["when"]] if isinstance(d["when"], str) else list(d["when"] or [])
            self.powers.append(d)
            if d["kind"] == "super":
                self.supers.append(d)
                self.supers_at.setdefault(d["timing"], []).append(d)
            elif d["kind"] == "plot_twist":
                self.twist = d
            elif d["kind"] == "level_up" and self.level_up is None:
                self.level_up = d
            for w in d["when"]:
                self.triggers.setdefault(w, []).append(d)
            for st in d["static"]:
                self.statics[st["kind"]] = st

    def has(self, static: str) -> bool:
        """Whether one of its powers is the continuous power `static`."""
        return static in self.statics


class Book:
    """Every card by id, with teams, main characters, decks and the trigger index."""

    def __init__(self, content: Any) -> None:
        self.teams: dict[str, Any] = {t.id: t for t in content.all("teams")}
        self.defs: dict[str, Def] = {}
        self.listeners: dict[str, set[str]] = {}
        #: Cards with super powers of a timing, and plot twists of a timing (each also for those
        #: usable on another's turn): most characters in play and most cards in hand have none, and
        #: the option lists pass over them with one set test, or skip the scan when no card has one.
        self.supers_at: dict[str, set[str]] = {}
        self.supers_any_turn: dict[str, set[str]] = {}
        self.twists_at: dict[str, set[str]] = {}
        self.twists_any_turn: dict[str, set[str]] = {}
        #: Cards printing each continuous power (stats.working looks only at those, and equipment).
        self.holders: dict[str, set[str]] = {}
        #: The continuous powers printed on a card other than a character (equipment): for the
        #: others, stats.working need not look at what the characters carry.
        self.carried: set[str] = set()
        #: Words worked out once per card and kept (an option label that depends on the card
        #: alone), by (what, card id): the rules ask again every turn for the same few cards.
        self.said: dict[tuple, Any] = {}
        #: The location cards (payment.location_pool passes over the rest with one test).
        self.locations: set[str] = set()
        #: The characters printed with DEF 0 or less (stun.settle's first look, with no counters).
        self.frail: set[str] = set()
        for c in content.all("cards"):
            self.add(c)
        self.mains: dict[str, Any] = {m.id: m for m in content.all("main_characters")}
        self.decks: dict[str, Any] = {d.id: d for d in content.all("decks")}
        self.content = content

    def add(self, card: Any) -> Def:
        """Compile one card into the book (tests add fixture cards this way)."""
        d = Def(card, self.teams)
        self.defs[d.id] = d
        self.said.clear()  # a card may be replaced: words kept for the old one would be wrong
        for w in d.triggers:
            self.listeners.setdefault(w, set()).add(d.id)
        for timing, supers in d.supers_at.items():
            self.supers_at.setdefault(timing, set()).add(d.id)
            if any(p["any_turn"] for p in supers):
                self.supers_any_turn.setdefault(timing, set()).add(d.id)
        if d.twist is not None:
            self.twists_at.setdefault(d.twist["timing"], set()).add(d.id)
            if d.twist["any_turn"]:
                self.twists_any_turn.setdefault(d.twist["timing"], set()).add(d.id)
        for kind in d.statics:
            self.holders.setdefault(kind, set()).add(d.id)
            if not d.is_char:
                self.carried.add(kind)
        if d.type == "location":
            self.locations.add(d.id)
        else:
            self.locations.discard(d.id)
        if d.is_char and d.df <= 0:
            self.frail.add(d.id)
        else:
            self.frail.discard(d.id)
        return d

    def character_names(self) -> list[str]:
        """Every character name in the book (for naming a character), sorted."""
        names = {d.name for d in self.defs.values() if d.is_char}
        for d in self.defs.values():
            if d.is_char:
                names.update(d.aka)
        return sorted(names)

    def main_of_team(self, team: str) -> list[str]:
        """The main characters of a team."""
        return [m.id for m in self.mains.values() if m.team == team]
