"""The card book: loaded content compiled into plain lookups the rules read fast.

Abilities become plain dicts (the same shape as the YAML), grouped by kind
and trigger so that a trigger scan touches only the cards that care.
"""

from __future__ import annotations

from typing import Any


class Def:
    """One card or base definition, flattened for the rules."""

    __slots__ = ("id", "name", "faction", "type", "mod", "power", "text", "abilities", "on_play",
                 "talents", "specials", "triggers", "statics", "has_special", "play_rule", "is_base",
                 "breakpoint", "vp", "copies", "power_statics", "bp_statics", "cancels_host", "cancels_base",
                 "own_powers", "host_powers", "aura_powers", "most_self", "most_host", "most_aura", "most_var",
                 "play_kind", "play_head")

    def __init__(self, entry: Any, is_base: bool = False) -> None:
        self.id = entry.id
        self.name = entry.name
        self.faction = entry.faction
        self.is_base = is_base
        self.type = "base" if is_base else entry.type
        self.mod = None if is_base else entry.modifier
        self.power = 0 if is_base else (entry.power or 0)
        self.copies = 1 if is_base else entry.copies
        self.text = entry.text
        self.breakpoint = entry.breakpoint if is_base else 0
        self.vp = list(entry.vp) if is_base else []
        self.play_rule = None if is_base else entry.play_rule
        self.abilities = [ab.model_dump() for ab in entry.abilities]
        for i, ab in enumerate(self.abilities):
            ab["idx"] = i
        self.on_play = [a for a in self.abilities if a["kind"] == "on_play"]
        self.talents = [a for a in self.abilities if a["kind"] == "talent"]
        self.specials = [a for a in self.abilities if a["kind"] == "special"]
        self.triggers: dict[str, list[dict[str, Any]]] = {}
        for a in self.abilities:
            if a["kind"] == "ongoing" and a["when"]:
                self.triggers.setdefault(a["when"], []).append(a)
        self.statics = [st for a in self.abilities if a["kind"] == "ongoing" for st in a["static"]]
        self.has_special = bool(self.specials) or bool(getattr(entry, "has_special", False))
        # The statics by what they change, for power.py: powers and breakpoints are worked out
        # again at every check, over every card in play, and most cards have none.
        self.power_statics = [st for st in self.statics if st["stat"] == "power"]
        self.bp_statics = [st for st in self.statics if st["stat"] == "breakpoint"]
        # ... and the power statics by whom they reach, as (condition, amount) or (to, condition,
        # amount): its own power, its host's, or the characters at its base ("yours_here",
        # "others_here"), read at every `powers` without looking into each static again
        self.own_powers = tuple((st.get("cond"), st["n"]) for st in self.power_statics if st["to"] == "self")
        self.host_powers = tuple((st.get("cond"), st["n"]) for st in self.power_statics if st["to"] == "host")
        self.aura_powers = tuple((st["to"], st.get("cond"), st["n"]) for st in self.power_statics
                                 if st["to"] in ("yours_here", "others_here"))
        # what `power.ceiling` reads: the most it adds to its own power (printed power included), to
        # its host's and to each character at its base through its auras, counting only the fixed
        # positive amounts; `most_var` holds the amounts that depend on the table (None: none does)
        fixed = lambda ns: sum(n for n in ns if type(n) is int and n > 0)  # noqa: E731
        self.most_self = self.power + fixed(n for _c, n in self.own_powers)
        self.most_host = fixed(n for _c, n in self.host_powers)
        self.most_aura = fixed(n for _t, _c, n in self.aura_powers)
        var = (tuple(n for _c, n in self.own_powers if type(n) is not int),
               tuple(n for _c, n in self.host_powers if type(n) is not int),
               tuple(n for _t, _c, n in self.aura_powers if type(n) is not int))
        self.most_var = var if any(var) else None
        # how turn.play_options offers it from the hand: 0 not as a normal play (Specials only),
        # 1 a character, 2 a base modifier, 3 one for an empty base only, 4 a character
        # modifier, 5 an action played on nothing; and the words its options start with
        if is_base:
            self.play_kind = 0
        elif self.type == "character":
            self.play_kind = 1
        elif self.mod == "base":
            self.play_kind = 3 if self.play_rule == "empty_base" else 2
        elif self.mod == "character":
            self.play_kind = 4
        else:
            self.play_kind = 5 if (self.mod is not None or self.on_play or not self.specials) else 0
        self.play_head = f"Play {self.name}"
        self.cancels_host = any(st["stat"] == "cancel" and st.get("to") == "host" for st in self.statics)
        self.cancels_base = any(st["stat"] == "cancel" and st.get("to") == "base" for st in self.statics)


class Book:
    """Every definition by id, plus the faction lists."""

    def __init__(self, content: Any) -> None:
        self.defs: dict[str, Def] = {}
        self.factions: dict[str, Any] = {f.id: f for f in content.all("factions")}
        self.faction_cards: dict[str, list[Def]] = {f: [] for f in self.factions}
        for c in content.all("cards"):
            d = Def(c)
            self.defs[d.id] = d
            self.faction_cards.setdefault(d.faction, []).append(d)
        self.base_ids: list[str] = []
        for b in content.all("bases"):
            self.defs[b.id] = Def(b, is_base=True)
            self.base_ids.append(b.id)
        self._index()
        #: Trigger name -> ids of the definitions that listen to it.
        self.listeners: dict[str, set[str]] = {}
        for d in self.defs.values():
            for w in d.triggers:
                self.listeners.setdefault(w, set()).add(d.id)

    def _index(self) -> None:
        """Quick sets for the hot paths (talents, protections)."""
        self.talent_ids = {d.id for d in self.defs.values() if d.talents}
        self.protect_ids = {d.id for d in self.defs.values() if any(st["stat"] == "protect" for st in d.statics)}
        self.action_guard_ids = {d.id for d in self.defs.values()
                                 if any(st["stat"] == "protect" and st["from"] == "actions" for st in d.statics)}
        self.names = {d.id: d.name for d in self.defs.values()}
        #: For a tuple of trigger names: each name with the ids listening to it (only those some
        #: card listens to), all those ids together, and each name with no listener in play (an
        #: empty tuple), for me_first._listening; made when first asked.
        self.listening: dict[tuple[str, ...], tuple[list[tuple[str, set[str]]], set[str], dict[str, Any]]] = {}

    def add(self, entry: Any, is_base: bool = False) -> Def:
        """Add a definition (tests add fixture cards this way)."""
        d = Def(entry, is_base)
        self.defs[d.id] = d
        if is_base:
            self.base_ids.append(d.id)
        for w in d.triggers:
            self.listeners.setdefault(w, set()).add(d.id)
        self._index()
        return d
