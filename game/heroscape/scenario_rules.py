"""Scenario rules: glyphs landed on, revival, initiative bonuses, the Sleeping Agent, the
Device and exit zone, and the victory conditions (rulebook: Battlefield & Scenario Guide).

Each scenario lists its rules as data (content.SpecialRule, content.Victory); the
functions here carry them out when the rounds and turns reach them.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.rules import finish

from . import damage
from .table import Table

#: What the scores at the end count (rulebook: Scoring).
SCORE_LABEL = "points of figures on the battlefield"


def land(rules: Any, s: dict, fid: str, key: str, events: list) -> bool:
    """A figure stopped on `key`: glyphs and exit spaces there take effect. Returns True when
    the figure may keep moving (only after picking up the Sleeping Agent)."""
    t = None  # (a table only where something happens: most stops are on plain ground)
    for gid, g in s["glyphs"].items():
        if g.get("space") != key or g.get("holder"):
            continue
        t = t or Table(rules, s)
        name = rules.glyph_name(s, gid)
        if g["side"] == "symbol":
            g["side"] = "power"
            events.append(ev.event("glyph_flipped", f"{t.name(fid)} turns the glyph over: {name}.",
                                   glyph=gid, figure=fid, reveals=True))
        else:
            events.append(ev.event("glyph", f"{t.name(fid)} stops on the {name}.", glyph=gid, figure=fid))
        pick = next((r for r in t.scenario.special_rules if r.rule in ("amulets", "device", "sleeping_agent")
                     and (r.glyph == gid or r.rule == "amulets")), None)
        if pick is not None:
            g.update(holder=fid, space=None)
            s["figures"][fid]["carrying"].append(gid)
            events.append(ev.event("pickup", f"{t.name(fid)} picks up the {name}.", glyph=gid, figure=fid))
            if pick.rule == "sleeping_agent":
                return True
    for r in rules.scenarios[s["scenario"]].special_rules:
        if r.rule != "exit_zone":
            continue
        t = t or Table(rules, s)
        if key in t.board.zone_keys(f"{t.scenario.id}/{r.zone}"):
            carried = list(s["figures"][fid]["carrying"])
            s["figures"][fid].update(status="exited", space=None)
            events.append(ev.event("exit", f"{t.name(fid)} leaves the battlefield.", figure=fid, carrying=carried))
            if carried and _exit_wins(t, s["figures"][fid]["owner"], carried):
                finish(s, events, [s["figures"][fid]["owner"]],
                       f"{t.name(fid)} carries the {rules.glyph_name(s, carried[0])} off the battlefield.",
                       scores=_scores(Table(rules, s)), score_label=SCORE_LABEL)
    return False


def exit_spaces(t: Table) -> frozenset[str]:
    """The spaces of the scenario's Exit Zone, if it has one: a figure reaching one leaves the
    battlefield (rulebook: Clash on the Streets), whoever's it is. Kept per scenario and board
    (every move decision's options ask)."""
    key = (id(t.scenario), id(t.board))
    got = _EXITS.get(key)
    if got is None or got[0] is not t.scenario or got[1] is not t.board:
        keys: set[str] = set()
        for r in t.scenario.special_rules:
            if r.rule == "exit_zone":
                keys |= set(t.board.zone_keys(f"{t.scenario.id}/{r.zone}"))
        got = _EXITS[key] = (t.scenario, t.board, frozenset(keys))
    return got[2]


_EXITS: dict[tuple[int, int], tuple[Any, Any, frozenset[str]]] = {}


#: What a move onto an exit adds to its label (the click on the board asks again).
EXIT_WORDS = "; an exit: it leaves the battlefield"


def _exit_wins(t: Table, seat: int, carried: list[str]) -> bool:
    return any(v.kind == "exit_with_glyph" and v.seat == seat and v.glyph in carried for v in t.scenario.victory)


def must_attack(t: Table, fid: str | None) -> bool:
    """Hulk Mad!: the Hulk must attack a figure or the wall when he can (before attacking)."""
    if fid is None or t.s["turn"]["attacked"]:
        return False
    for r in t.scenario.special_rules:
        if r.rule == "must_attack" and t.s["figures"][fid]["card"] == r.figure:
            return True
    return False


def initiative_bonus(t: Table, seat: int) -> int:
    """Escalating Battle: +2 to every initiative roll while standing on the Object of Power
    at the start of the round (recorded then in state["round_glyphs"])."""
    r = damage.rule(t, "initiative_bonus")
    if r is None:
        return 0
    return r.bonus if t.s.get("round_glyphs", {}).get(r.glyph) == seat else 0


def revive_threshold(t: Table, seat: int) -> int | None:
    """Escalating Battle: the d20 a destroyed figure needs to return this round."""
    r = damage.rule(t, "revive_each_round")
    if r is None:
        return None
    if r.glyph and t.s.get("round_glyphs", {}).get(r.glyph) == seat:
        return r.d20_with_glyph
    return r.d20


def note_round_glyphs(t: Table) -> None:
    """Who stands on each glyph at the start of the round."""
    out = {}
    for gid in t.s["glyphs"]:
        on = damage.standing_on(t, gid)
        if on is not None:
            out[gid] = t.fig(on)["owner"]
    t.s["round_glyphs"] = out


def edge_spaces(t: Table) -> list[str]:
    """Empty standable spaces on the edge of the battlefield (a hex missing a neighbour)."""
    occ = t.occupants()
    glyph_spaces = {g["space"] for g in t.s["glyphs"].values() if g.get("space")}
    return [sp.key for sp in t.board.spaces if sp.edge and not sp.upper and sp.key not in occ
            and sp.key not in glyph_spaces and t.space_blocked(sp) is None]


def agent_spaces(t: Table, origin: str) -> list[str]:
    """Hulk Mad!: where the Sleeping Agent may land: empty, not next to `origin`, the same
    level, within 5 spaces and in the Hulk's clear sight (relaxed in that order of rules
    when nothing qualifies: first sight, then range to 7, then level)."""
    r = damage.rule(t, "sleeping_agent")
    o = t.board.space(origin)
    hunter = next((f for f in t.on_board() if t.fig(f)["card"] == r.figure), None)
    occ = t.occupants()
    free = [sp for sp in t.board.spaces if sp.key not in occ and t.space_blocked(sp) is None
            and sp.key != origin]

    def ok(sp, reach, level, sight) -> bool:
        d = t.distance(o, sp)
        if d <= 1 or d > reach or (level and sp.elevation != o.elevation):
            return False
        if sight and hunter is not None:
            return t.sight.look(t.fig(hunter)["space"], t.card(hunter).target_point, sp.key, 0.1, 0.5,
                                t.blockers(hunter), t.wall_present()).clear
        return True

    for reach, level, sight in ((r.range or 5, True, True), (r.range or 5, True, False), (7, True, False),
                                (7, False, False), (99, False, False)):
        got = [sp.key for sp in free if ok(sp, reach, level, sight)]
        if got:
            return got
    return [sp.key for sp in free]


def handoff_targets(t: Table, seat: int) -> list[tuple[str, str]]:
    """Clash on the Streets: (carrier, adjacent friend) pairs the Device may pass between."""
    r = damage.rule(t, "device")
    if r is None:
        return []
    carrier = damage.holder(t.s, r.glyph or "")
    if carrier is None or t.fig(carrier)["owner"] != seat or t.fig(carrier)["status"] != "board":
        return []
    return [(carrier, f) for f in t.army(seat) if f != carrier and t.adjacent(carrier, f)]


# -- victory ---------------------------------------------------------------------------------
#: (a state's figures, a figure of each side that stood on the battlefield when last asked):
#: while both still stand there, both sides do (check_elimination asks after every step).
_standing: list = [None, "", ""]


def check_elimination(rules: Any, s: dict, events: list) -> bool:
    """Whoever has no figures left on the battlefield loses at once (every scenario)."""
    figs = s["figures"]
    kept = _standing
    if kept[0] is figs:
        a, b = figs.get(kept[1]), figs.get(kept[2])
        if a is not None and b is not None and a["status"] == "board" and b["status"] == "board" \
                and a["owner"] != b["owner"]:
            return False  # the two figures found last time stand yet: both sides do
    alive = [False, False]  # [bool(Table.army(seat)) for each seat], asked after every step
    for f, r in figs.items():
        if r["status"] == "board":
            owner = r["owner"]
            alive[owner] = f
            if alive[1 - owner]:
                kept[0], kept[1], kept[2] = figs, f, alive[1 - owner]
                return False  # both sides stand: the usual answer, found at the second figure or so
    t = Table(rules, s)
    if not any(alive):
        finish(s, events, [], "No figures are left on either side: a draw.", draw=True, scores=_scores(t),
               score_label=SCORE_LABEL)
        return True
    winner = 0 if alive[0] else 1
    loser = 1 - winner
    finish(s, events, [winner], f"{rules.seat_name(s, loser)} has no figures left on the battlefield.",
           scores=_scores(t), score_label=SCORE_LABEL)
    return True


def end_of_round(rules: Any, s: dict, events: list) -> bool:
    """Victory conditions checked when a round ends; True when the game is over."""
    t = Table(rules, s)
    n = s["round"]
    for v in t.scenario.victory:
        if v.kind == "hold_zone" and n >= (v.from_round or 1):
            keys = set(t.board.zone_keys(f"{t.scenario.id}/{v.zone}"))
            holders = {t.fig(f)["owner"] for f in t.on_board() if t.fig(f)["space"] in keys}
            if len(holders) == 1:
                seat = holders.pop()
                finish(s, events, [seat], f"At the end of round {n}, only {rules.seat_name(s, seat)} "
                       f"holds the {v.zone} spaces.", scores=_scores(t), score_label=SCORE_LABEL)
                return True
    limit = s.get("round_limit")
    if limit is None or n < limit:
        return False
    v = next((v for v in t.scenario.victory if v.kind == "round_limit"), None)
    if v is not None and v.by == "seat":
        finish(s, events, [v.seat], f"Round {n} ends: {rules.seat_name(s, v.seat)} wins by holding out.",
               scores=_scores(t), score_label=SCORE_LABEL)
        return True
    counts = [len(t.army(seat)) for seat in range(2)]
    points = _scores(t)
    if v is None or v.by == "figures_then_points":
        if counts[0] != counts[1]:
            w = 0 if counts[0] > counts[1] else 1
            finish(s, events, [w], f"Round {n} ends: {rules.seat_name(s, w)} has more figures on the battlefield "
                   f"({counts[w]} to {counts[1 - w]}).", scores=points, score_label=SCORE_LABEL)
            return True
    if points[0] != points[1]:
        w = 0 if points[0] > points[1] else 1
        finish(s, events, [w], f"Round {n} ends: {rules.seat_name(s, w)} has more points on the battlefield "
               f"({points[w]} to {points[1 - w]}).", scores=points, score_label=SCORE_LABEL)
        return True
    finish(s, events, [], f"Round {n} ends level on figures and points: a draw.", draw=True, scores=points,
           score_label=SCORE_LABEL)
    return True


def _scores(t: Table) -> list[int]:
    """Points of every army card with a figure still on the battlefield (rulebook: Scoring)."""
    out = [0, 0]
    cards: set[tuple[int, str]] = set()
    for f in t.on_board():
        cards.add((t.fig(f)["owner"], f))
    for seat, f in cards:
        out[seat] += t.card(f).master.points
    return out


def scores(rules: Any, s: dict) -> list[int]:
    """Points on the battlefield per seat."""
    return _scores(Table(rules, s))
