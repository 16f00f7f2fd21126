"""Cross-references of D.A.G.G.E.R. content: every id names an entry of the right kind, every word
is in the vocabulary, every space is on the world map, and the map is one connected world."""

from __future__ import annotations

from typing import Any

from game.core.content import Content, Issue
from game.core.graph import SpaceGraph

from . import vocabulary as vocab
from .book import ASGARD, BASES, FIXED_BASES
from .custom import CUSTOM
from .missions import MISSION_CONDITIONS


def check_all(content: Content) -> list[Issue]:
    issues: list[Issue] = []
    spaces = _map_issues(content, issues)
    regions = {n.get("region") for n in spaces.values() if n.get("region")} if spaces else set()
    space_ids = set(spaces) if spaces else None

    def words(kind: str, eid: str, where: str, problems: list[str]) -> None:
        for p in problems:
            issues.append(content.issue_at(kind, eid, where, p))

    def ref(kind: str, eid: str, where: str, target_kind: str, target: str | None) -> bool:
        if target is None:
            return False
        found = content.ref(kind, eid, where, target_kind, target)
        issues.extend(found)
        return not found

    def space(kind: str, eid: str, where: str, sid: str | None) -> None:
        if sid is not None and space_ids is not None and sid not in space_ids:
            from game.core.content import did_you_mean
            issues.append(content.issue_at(kind, eid, where, f"no space {sid!r} on the world map"
                                           f"{did_you_mean(sid, space_ids)}"))

    for sh in content.all("sheets"):
        for i, hid in enumerate(sh.heroes):
            if ref("sheets", sh.id, f"heroes[{i}]", "heroes", hid) and content.get("heroes", hid).sheet != sh.id:
                issues.append(content.issue_at("sheets", sh.id, f"heroes[{i}]", f"{hid!r} names another sheet"))
        for i, cid in enumerate(sh.supports):
            if ref("sheets", sh.id, f"supports[{i}]", "support_cards", cid) and \
                    content.get("support_cards", cid).sheet != sh.id:
                issues.append(content.issue_at("sheets", sh.id, f"supports[{i}]",
                                               f"{cid!r} is not a shared card of this sheet"))
        if ref("sheets", sh.id, "team_up", "team_up_cards", sh.team_up) and \
                content.get("team_up_cards", sh.team_up).sheet != sh.id:
            issues.append(content.issue_at("sheets", sh.id, "team_up", "that team-up card names another sheet"))
    for h in content.all("heroes"):
        ref("heroes", h.id, "sheet", "sheets", h.sheet)
        if ref("heroes", h.id, "mission", "hero_missions", h.mission) and \
                content.get("hero_missions", h.mission).hero != h.id:
            issues.append(content.issue_at("heroes", h.id, "mission", "that hero mission names another hero"))
        if ref("heroes", h.id, "support", "support_cards", h.support) and \
                content.get("support_cards", h.support).hero != h.id:
            issues.append(content.issue_at("heroes", h.id, "support", "that support card is not this hero's own"))
        for i, a in enumerate(h.abilities):
            words("heroes", h.id, f"abilities[{i}]", vocab.check_ability(a, CUSTOM, space_ids))
    for asp in content.all("aspects"):
        for side_name in ("normal", "shattered"):
            side = getattr(asp, side_name)
            for act in ("move", "fight", "defy", "rest"):
                a = getattr(side, act)
                words("aspects", asp.id, f"{side_name}.{act}", vocab.check_effects(a.effects, CUSTOM, space_ids))
                if a.boosted is not None:
                    words("aspects", asp.id, f"{side_name}.{act}.boosted",
                          vocab.check_effects(a.boosted, CUSTOM, space_ids))
            if side.identity is not None:
                words("aspects", asp.id, f"{side_name}.identity", vocab.check_ability(side.identity, CUSTOM, space_ids))
    for n in content.all("nemeses"):
        space("nemeses", n.id, "start", n.start)
        if ref("nemeses", n.id, "enemy", "enemies", n.enemy):
            en = content.get("enemies", n.enemy)
            if en.rank != "N" or en.nemesis != n.id:
                issues.append(content.issue_at("nemeses", n.id, "enemy", "its enemy card must be rank N of this nemesis"))
        for i, mid in enumerate(n.missions):
            if ref("nemeses", n.id, f"missions[{i}]", "nemesis_missions", mid):
                m = content.get("nemesis_missions", mid)
                if m.nemesis != n.id or m.numeral != i + 1:
                    issues.append(content.issue_at("nemeses", n.id, f"missions[{i}]",
                                                   f"mission {i + 1} must be this nemesis's mission {i + 1}"))
        for i, eid in enumerate(n.events):
            if ref("nemeses", n.id, f"events[{i}]", "events", eid) and content.get("events", eid).nemesis != n.id:
                issues.append(content.issue_at("nemeses", n.id, f"events[{i}]", "that event is not this nemesis's"))
        if sorted(a.icon for a in n.abilities) != [1, 2, 3]:
            issues.append(content.issue_at("nemeses", n.id, "abilities", "one ability for each icon 1, 2 and 3"))
        for i, a in enumerate(n.abilities + n.showdown.abilities):
            words("nemeses", n.id, f"abilities[{i}]", vocab.check_effects(a.effects, CUSTOM, space_ids))
        words("nemeses", n.id, "showdown.activation", vocab.check_effects(n.showdown.activation, CUSTOM, space_ids))
    for e in content.all("enemies"):
        if e.rank in (1, 2, 3) and not e.pod:
            issues.append(content.issue_at("enemies", e.id, "pod", "a rank 1-3 enemy belongs to a pod"))
        if e.rank == "N":
            ref("enemies", e.id, "nemesis", "nemeses", e.nemesis)
    for c in content.all("support_cards"):
        if (c.sheet is None) == (c.hero is None):
            issues.append(content.issue_at("support_cards", c.id, "", "a support card names a sheet (shared) or a hero (own)"))
        if c.sheet is not None:
            ref("support_cards", c.id, "sheet", "sheets", c.sheet)
            if c.charge is None:
                issues.append(content.issue_at("support_cards", c.id, "charge", "a shared card needs its charge"))
        if c.hero is not None:
            ref("support_cards", c.id, "hero", "heroes", c.hero)
        words("support_cards", c.id, "ability", vocab.check_ability(c.ability, CUSTOM, space_ids))
    for c in content.all("team_up_cards"):
        ref("team_up_cards", c.id, "sheet", "sheets", c.sheet)
        words("team_up_cards", c.id, "ability", vocab.check_ability(c.ability, CUSTOM, space_ids))
    pods: dict[str, set[Any]] = {}
    for e in content.all("enemies"):
        if e.pod:
            pods.setdefault(e.pod, set()).add(e.rank)
    for kind in ("first_strikes", "nemesis_missions", "side_missions", "hero_missions"):
        for m in content.all(kind):
            _mission(content, kind, m, issues, space_ids, regions, words, space)
            if kind == "first_strikes" and pods.get(m.pod) != {1, 2, 3}:
                issues.append(content.issue_at(kind, m.id, "pod", f"pod {m.pod!r} needs one enemy of each rank 1, 2, 3"))
            if kind == "nemesis_missions":
                ref(kind, m.id, "nemesis", "nemeses", m.nemesis)
                for o in ("passed", "failed"):
                    words(kind, m.id, o, vocab.check_effects(getattr(m, o).effects, CUSTOM, space_ids))
            if kind == "side_missions":
                space(kind, m.id, "space", m.space)
                words(kind, m.id, "on_reveal", vocab.check_effects(m.on_reveal, CUSTOM, space_ids))
                words(kind, m.id, "reward", vocab.check_effects(m.reward, CUSTOM, space_ids))
                if m.elite is not None:
                    if ref(kind, m.id, "elite", "enemies", m.elite) and content.get("enemies", m.elite).rank != "elite":
                        issues.append(content.issue_at(kind, m.id, "elite", "that enemy is not an elite"))
                    if m.elite_space is None:
                        issues.append(content.issue_at(kind, m.id, "elite_space", "an elite mission says where its elite arrives"))
                    space(kind, m.id, "elite_space", m.elite_space)
                elif m.progress is None and m.condition is None:
                    issues.append(content.issue_at(kind, m.id, "progress", "a mission needs progress, a condition or an elite"))
            if kind == "hero_missions":
                ref(kind, m.id, "hero", "heroes", m.hero)
                space(kind, m.id, "space", m.space)
    for ev in content.all("events"):
        if ev.nemesis is not None:
            ref("events", ev.id, "nemesis", "nemeses", ev.nemesis)
        words("events", ev.id, "effects", vocab.check_effects(ev.effects, CUSTOM, space_ids))
        for i, sp in enumerate(ev.spawns):
            space("events", ev.id, f"spawns[{i}].space", sp.space)
    have = {b.id for b in content.all("bases")}
    for b in BASES:
        if b not in have:
            issues.append(Issue("data/dagger", None, "bases", f"base {b!r} has no D.A.G.G.E.R. effect"))
    for b in content.all("bases"):
        words("bases", b.id, "effects", vocab.check_effects(b.effects, CUSTOM, space_ids))
    return issues


def _mission(content: Content, kind: str, m: Any, issues: list[Issue], space_ids: set[str] | None,
             regions: set[str], words: Any, space: Any) -> None:
    if m.progress is None and m.condition is None and getattr(m, "elite", None) is None:
        if kind != "side_missions":
            issues.append(content.issue_at(kind, m.id, "progress", "a mission needs progress or a condition"))
    if m.condition is not None:
        (k, v), = m.condition.items() if isinstance(m.condition, dict) else ((m.condition, None),)
        want = MISSION_CONDITIONS.get(k)
        if want is None or not isinstance(v, want):
            issues.append(content.issue_at(kind, m.id, "condition",
                                           f"a condition is one of {', '.join(MISSION_CONDITIONS)} with its value"))
        elif k == "hero_on":
            space(kind, m.id, "condition", v)
    for i, w in enumerate(m.ways):
        where = w.where
        if isinstance(where, list):
            if w.how == "dagger":
                continue
            for sid in where:
                space(kind, m.id, f"ways[{i}].where", sid)
        elif where.startswith("region:"):
            if regions and where[7:] not in regions:
                issues.append(content.issue_at(kind, m.id, f"ways[{i}].where", f"no region {where[7:]!r}"))
        elif where not in ("any", "mission", "nemesis", "base"):
            issues.append(content.issue_at(kind, m.id, f"ways[{i}].where",
                                           "where is any, mission, nemesis, base, region:<id> or a list of spaces"))
    words(kind, m.id, "ongoing", vocab.check_effects(m.ongoing, CUSTOM, space_ids))
    for i, sp in enumerate(getattr(m, "spawns", [])):
        space(kind, m.id, f"spawns[{i}].space", sp.space)


def _map_issues(content: Content, issues: list[Issue]) -> dict[str, dict[str, Any]]:
    bm = content.maps.get("world") if content.maps else None
    if bm is None:
        issues.append(Issue("maps/dagger", None, "", "the world map world.tmx is missing"))
        return {}
    g, found = SpaceGraph.from_map(bm)
    found += g.problems(isolated_ok=[ASGARD])
    bases = {n.get("base") for n in g.nodes.values() if n.get("base")}
    for b in FIXED_BASES:
        if b not in bases:
            found.append(f"no space is the base {b!r}")
    if ASGARD not in g.nodes:
        found.append("no space is Asgard")
    for sid, n in g.nodes.items():
        if sid != ASGARD and not n.get("region"):
            found.append(f"space {sid!r} has no region")
    if len({n.get("region") for n in g.nodes.values() if n.get("region")}) != 4:
        found.append("the world has four regions")
    for f in found:
        issues.append(Issue(bm.path if hasattr(bm, "path") else "maps/dagger/world.tmx", None, "world", f))
    return g.nodes
