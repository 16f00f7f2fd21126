"""Content compiled once per game into fast lookups: entries by id, abilities by trigger and statics
by kind for each hero and aspect side, the world map's graph, regions and bases.

The rules read only the book, never the content models directly, so a game's hot loops are dict
lookups.
"""

from __future__ import annotations

from typing import Any

from game.core.graph import SpaceGraph

#: The five bases: four drawn on the board and the Iliad, which sits on a numbered space.
FIXED_BASES = ("new_york", "atlantis", "madripoor", "wakanda")
BASES = FIXED_BASES + ("iliad",)
ASGARD = "asgard"
OCEAN = "ocean"


class Book:
    """Everything the rules look up, by id."""

    def __init__(self, content: Any) -> None:
        self.content = content
        get = {k: {e.id: e for e in content.all(k)} for k in content.entries}
        self.sheets = get["sheets"]
        self.heroes = get["heroes"]
        self.aspects = get["aspects"]
        self.nemeses = get["nemeses"]
        self.enemies = get["enemies"]
        self.supports = get["support_cards"]
        self.team_ups = get["team_up_cards"]
        self.events = get["events"]
        self.bases = get["bases"]
        self.missions: dict[str, Any] = {}
        self.mission_kind: dict[str, str] = {}
        for kind, key in (("first_strike", "first_strikes"), ("nemesis", "nemesis_missions"),
                          ("side", "side_missions"), ("hero", "hero_missions")):
            for mid, m in get[key].items():
                self.missions[mid] = m
                self.mission_kind[mid] = kind
        self.first_strikes = sorted(get["first_strikes"])
        self.side_missions = sorted(get["side_missions"])
        self.standard_events = sorted(e.id for e in get["events"].values() if e.nemesis is None)
        die = next(iter(get["dice"].values()), None)
        self.faces: list[tuple[str, ...]] = [tuple(f) for f in die.faces] if die else [("wild",)]
        box = next(iter(get["box"].values()), None)
        self.standees: dict[str, int] = dict(box.standees) if box else {}
        self.threat_loss = box.threat_loss if box else 20
        self.team_up_max = box.team_up_max if box else 15
        self.first_game: dict[str, Any] = dict(box.first_game) if box else {}
        self.pods: dict[str, dict[str, str]] = {}
        for e in get["enemies"].values():
            if e.pod and e.rank in (1, 2, 3):
                self.pods.setdefault(e.pod, {})[str(e.rank)] = e.id
        self._compile_abilities()
        self._compile_map(content)

    # -- abilities --------------------------------------------------------------------------------
    def _compile_abilities(self) -> None:
        """Triggers by moment and statics by kind, for each hero, aspect side and support card."""
        self.hero_triggers: dict[str, dict[str, list[tuple[int, Any]]]] = {}
        self.hero_statics: dict[str, dict[str, list[dict[str, Any]]]] = {}
        for hid, h in self.heroes.items():
            trig: dict[str, list[tuple[int, Any]]] = {}
            stat: dict[str, list[dict[str, Any]]] = {}
            for i, a in enumerate(h.abilities):
                if a.kind == "trigger":
                    trig.setdefault(a.when, []).append((i, a))
                for st in a.static:
                    stat.setdefault(st["kind"], []).append(st)
            self.hero_triggers[hid] = trig
            self.hero_statics[hid] = stat
        self.aspect_statics: dict[tuple[str, bool], dict[str, list[dict[str, Any]]]] = {}
        self.aspect_triggers: dict[tuple[str, bool], dict[str, Any]] = {}
        for aid, asp in self.aspects.items():
            for shattered, side in ((False, asp.normal), (True, asp.shattered)):
                stat = {}
                trig = {}
                ident = side.identity
                if ident is not None:
                    for st in ident.static:
                        stat.setdefault(st["kind"], []).append(st)
                    if ident.kind == "trigger":
                        trig[ident.when] = ident
                self.aspect_statics[(aid, shattered)] = stat
                self.aspect_triggers[(aid, shattered)] = trig

    # -- the world map ------------------------------------------------------------------------------
    def _compile_map(self, content: Any) -> None:
        bm = content.maps.get("world") if content.maps else None
        if bm is None:
            self.graph = SpaceGraph({}, [])
        else:
            self.graph, _ = SpaceGraph.from_map(bm)
        g = self.graph
        self.space_names = {sid: n.get("name", sid) for sid, n in g.nodes.items()}
        self.region_of = {sid: n.get("region", "") or "" for sid, n in g.nodes.items()}
        self.kind_of = {sid: n.get("kind", "") for sid, n in g.nodes.items()}
        self.numbered = sorted((sid for sid, k in self.kind_of.items() if k == "numbered"),
                               key=lambda s: int(g.nodes[s].get("number", 0)))
        self.base_space = {n["base"]: sid for sid, n in g.nodes.items() if n.get("base")}
        self.space_base = {sid: b for b, sid in self.base_space.items()}
        self.regions = sorted({r for r in self.region_of.values() if r})
        self.base_region = {b: self.region_of[sid] for b, sid in self.base_space.items()}

    def base_name(self, base: str) -> str:
        """A base's name."""
        b = self.bases.get(base)
        return b.name if b else base.replace("_", " ").title()
