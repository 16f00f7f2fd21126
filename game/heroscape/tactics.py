"""Judgments every computer level shares: dice odds, what a figure is worth, who could strike
whom on its next turn, and the scenario's goals with how pressing they are.

Values are in army points: a destroyed figure costs its side its points, a wound costs a
share of them. Everything reads a Table, so it works on a seat's own view as well as on a
full state (the search's re-dealt ones); nothing here looks at order markers or dice ahead.
"""

from __future__ import annotations

import functools
from typing import Any, Iterable

from . import combat, damage
from .table import WALL, Table

#: What standing on a wall-free, sight-free reach estimate adds to Move + Range: a figure
#: may go around things, so a step of slack keeps the estimate on the safe side.
SLACK = 1


@functools.lru_cache(maxsize=4096)
def expected_wounds(attack: int, defense: int, auto: int = 0) -> tuple[float, tuple[float, ...]]:
    """Expected unblocked skulls and the distribution of wounds (index = wounds)."""
    pa = _binom(attack, 0.5)
    pd = _binom(defense, 1.0 / 3.0)
    dist = [0.0] * (attack + 1)
    for k, p in enumerate(pa):
        for s, q in enumerate(pd):
            dist[max(0, k - s - auto)] += p * q
    return sum(i * p for i, p in enumerate(dist)), tuple(dist)


@functools.lru_cache(maxsize=256)
def _binom(n: int, p: float) -> tuple[float, ...]:
    out = [1.0]
    for _ in range(n):
        nxt = [0.0] * (len(out) + 1)
        for i, v in enumerate(out):
            nxt[i] += v * (1 - p)
            nxt[i + 1] += v * p
        out = nxt
    return tuple(out)


def at_least(dist: Iterable[float], n: int) -> float:
    """The chance of `n` or more wounds."""
    return sum(p for i, p in enumerate(dist) if i >= n)


# -- what figures are worth ----------------------------------------------------------------
def points(t: Table, fid: str) -> float:
    """The figure's army points (what destroying it is worth)."""
    return float(t.card(fid).master.points)


def life(t: Table, fid: str) -> int:
    """Wounds that destroy the figure on its Master card (in the Basic Game any wound does; the
    card's life still measures how much a wound is worth there)."""
    return max(1, t.card(fid).master.life)


def per_wound(t: Table, fid: str) -> float:
    """What one wound on the figure is worth, short of destroying it."""
    return 0.5 * points(t, fid) / life(t, fid)


def standing_value(t: Table, fid: str) -> float:
    """What the figure still brings its side: its points, less for its wounds (a wounded figure
    hits as hard but is closer to falling)."""
    if t.basic:
        return points(t, fid)
    full = t.stat(fid, "life")
    return points(t, fid) * (0.5 + 0.5 * t.life_left(fid) / full)


def hit_value(t: Table, attacker: str, target: str, attack: int, defense: int, auto: int = 0) -> float:
    """What an attack is worth to the attacker's side: expected wounds at their price plus the
    chance of destroying the target at what it still brings (negative on a friend)."""
    if target == WALL:
        return 5.0
    if damage.immune(t, target, attacker):
        return 0.0
    ew, dist = expected_wounds(attack, defense, auto)
    left = 1 if t.basic else t.life_left(target)
    kill = at_least(dist, left)
    if t.basic:
        v = kill * points(t, target)
    else:
        v = min(ew, left) * per_wound(t, target) + kill * standing_value(t, target)
    return v if t.side(target) != t.side(attacker) else -v


def option_value(t: Table, o: dict) -> float:
    """An attack or special-attack option's worth, from the dice it lists."""
    data = o["data"]
    targets = data.get("targets") or [data.get("target")]
    total = 0.0
    for tgt in targets:
        if tgt is None:
            continue
        if tgt == WALL:
            total += 5.0
            continue
        if data.get("defense_dice") is not None and data.get("target") == tgt:
            dfn, auto = data["defense_dice"], data.get("auto_shields", 0)
        else:
            dfn, auto = combat.defense_dice(t, data["figure"], tgt)[:2]
        total += hit_value(t, data["figure"], tgt, data["attack_dice"], dfn, auto)
    return total


# -- who can strike whom -------------------------------------------------------------------
def reach(t: Table, fid: str) -> int:
    """How far away (in spaces) a figure could attack from on its next turn: the longest of its
    ways of moving plus its range (an adjacent attack needs the step next to the target)."""
    move = t.stat(fid, "move")
    if not t.basic:
        for p in t.powers(fid):
            if p.effect == "movement" and p.move:
                move = max(move, p.move)
    best_range = t.stat(fid, "range")
    if not t.basic:
        for p in t.powers(fid):
            if p.effect == "special_attack" and p.targets == "one":
                best_range = max(best_range, p.range)
    return move + best_range + SLACK


def best_dice(t: Table, attacker: str, target: str) -> tuple[int, int]:
    """Attack and defense dice of the attacker's strongest plain way to hit the target (its normal
    attack or a one-target special attack), ignoring height and auras."""
    att = t.stat(attacker, "attack")
    dfn = t.stat(target, "defense")
    best = (att, dfn)
    if not t.basic:
        for p in t.powers(attacker):
            if p.effect == "special_attack" and p.targets == "one":
                d = max(0, dfn + (p.defense_dice or 0))
                if expected_wounds(p.attack, d)[0] > expected_wounds(*best)[0]:
                    best = (p.attack, d)
    return best


def strike_value(t: Table, attacker: str, target: str) -> float:
    """What the attacker's best plain attack on the target would be worth (no position)."""
    a, d = best_dice(t, attacker, target)
    v = hit_value(t, attacker, target, a, d)
    extra = t.power(attacker, "extra_attacks") if not t.basic else None
    if extra is not None and t.stat(attacker, "attack") >= a:
        v *= 1 + 0.8 * extra.extra
    return abs(v)


def threats(t: Table, fid: str, key: str | None = None) -> list[float]:
    """What each enemy able to strike the figure (standing on `key`) next turn could do to it,
    largest first."""
    sp = t.board.space(key) if key else t.space_of(fid)
    out = []
    for e in t.enemies_of(fid):
        if t.distance(t.space_of(e), sp) <= reach(t, e):
            out.append(strike_value(t, e, fid))
    return sorted(out, reverse=True)


def danger(t: Table, fid: str, key: str | None = None, turns: dict[str, float] | None = None) -> float:
    """The chance one enemy turn destroys the figure (the likeliest killer's); with `turns` (the
    turns each enemy is likely to get, as its face-down order markers show), the chance that
    those turns do."""
    sp = t.board.space(key) if key else t.space_of(fid)
    left = 1 if t.basic else t.life_left(fid)
    best, lives = 0.0, 1.0
    for e in t.enemies_of(fid):
        if t.distance(t.space_of(e), sp) > reach(t, e) or damage.immune(t, fid, e):
            continue
        a, d = best_dice(t, e, fid)
        p = at_least(expected_wounds(a, d)[1], left)
        if t.power(e, "extra_attacks") is not None and not t.basic:
            p = 1 - (1 - p) ** 2
        best = max(best, p)
        if turns is not None:
            lives *= (1 - p) ** turns.get(e, 0.0)
    return best if turns is None else 1 - lives


def enemy_turns(t: Table, seat: int, markers: Any) -> dict[str, float] | None:
    """The turns each figure of the other side is likely to get this round, from the face-down
    order markers a seat sees on its cards (three of every four are real turns); None until
    they are all down."""
    if not markers or len(markers) <= 1 - seat:
        return None
    seen = markers[1 - seat]
    down = seen.get("face_down") or {}
    if sum(down.values()) + len(seen.get("revealed") or {}) + int(seen.get("removed") or 0) < 4:
        return None
    real = 3 - len(seen.get("revealed") or {})
    hidden = sum(down.values())
    return {f: n * real / hidden for f, n in down.items()} if hidden else {}


# -- goals ---------------------------------------------------------------------------------
def hold_zones(t: Table) -> list[tuple[set[str], int]]:
    """The scenario's zones to hold (space keys, first round checked)."""
    sc = t.scenario
    return [(set(t.board.zone_keys(f"{sc.id}/{v.zone}")), v.from_round or 1)
            for v in sc.victory if v.kind == "hold_zone" and v.zone]


def urgency(t: Table, from_round: int) -> float:
    """How pressing a zone checked from `from_round` on is now: nothing early, everything once
    the check comes at the end of this round."""
    r = t.s.get("round") or 1
    return max(0.0, min(1.0, 1.0 - 0.35 * (from_round - r)))


def holders(t: Table, keys: set[str]) -> list[int]:
    """How many figures of each seat stand on these spaces."""
    out = [0, 0]
    for f in t.on_board():
        if t.fig(f)["space"] in keys:
            out[t.fig(f)["owner"]] += 1
    return out


def goal_spaces(t: Table, seat: int) -> list[str]:
    """Spaces the scenario wants this seat on (zones to hold, glyphs worth taking, the exits
    once carrying what must leave)."""
    sc = t.scenario
    out: list[str] = []
    for keys, _ in hold_zones(t):
        out += sorted(keys)
    for v in sc.victory:
        if v.kind == "exit_with_glyph" and v.seat == seat:
            if any(v.glyph in t.fig(f).get("carrying", []) for f in t.army(seat)):
                for r in sc.special_rules:
                    if r.rule == "exit_zone":
                        out += t.board.zone_keys(f"{sc.id}/{r.zone}")
    for gid, g in t.s["glyphs"].items():
        if g.get("space") and not g.get("holder") and glyph_worth(t, gid, seat) > 0:
            out.append(g["space"])
    return out


def glyph_worth(t: Table, gid: str, seat: int) -> float:
    """Whether a glyph lying on the battlefield is worth stepping on for this seat (in points)."""
    sc = t.scenario
    for r in sc.special_rules:
        if r.glyph != gid and r.rule != "amulets":
            continue
        if r.rule == "sleeping_agent":
            return 0.0 if r.seat == seat else 60.0
        if r.rule == "defense_penalty":
            return -40.0
        if r.rule in ("device", "amulets", "initiative_bonus", "revive_each_round"):
            return 40.0
    if gid.startswith("unknown"):  # face down: good or bad alike
        return 10.0
    return 0.0


def figure_values(t: Table, seat: int) -> float:
    """Points still standing for a seat, wounds counted."""
    return sum(standing_value(t, f) for f in t.army(seat))


def side_of_turn(t: Table) -> Any:
    """The seat whose turn it is, or None."""
    turn = t.s.get("turn")
    return turn["seat"] if turn else None
