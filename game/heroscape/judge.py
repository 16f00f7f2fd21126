"""How good a position is, for the hard player's search: judged where its playouts stop (the
end of the turn searched), in army points, then squashed into a chance to win.

For each side:

- what stands: each figure's points, less for its wounds;
- what comes next: the attacks the figures due to act can make on an enemy within their
  reach (the rest of this round's turns, by the order markers of the state judged: in a
  re-dealt state the other side's are a guess from what shows), then a share of next
  round's from the side's strongest figures; in the Basic Game the side to move next
  picks its best figure;
- the scenario: zones to hold (everything once their check comes; the side alone on the
  zone with no enemy turn left this round to contest it has as good as won), glyphs held
  or stood on (the one that lowers the revival roll, by the extra figures it brings back),
  closing in on the enemy; where more figures win after the last round, the
  figures standing, and in that round (where the fallen stay down) the count is nearly
  everything: each attack still due weighs its chance to destroy, and no next round is counted;

and the chance to win is a logistic curve of the difference.
"""

from __future__ import annotations

import math
from typing import Any

from . import damage, tactics
from .table import Table

#: Points of advantage worth a 73% chance to win (the logistic curve's unit).
SCALE = 200.0
#: Weights of an attack still to come this round, and of next round's three turns.
THIS_ROUND, NEXT_ROUND = 0.6, 0.25
#: The zone to hold: what holding it is worth once its check comes, and the win when the
#: round ends with the side alone on it and no enemy turn left.
ZONE = 250.0
ZONE_WON = 900.0
#: Closing in: points per space from each figure to its nearest enemy, Master and Basic Game.
APPROACH = {"master": 0.3, "basic": 1.5}
#: A figure standing when the last round ends, where more figures win (points, less the further
#: off that is); in the last round itself the count decides the game, so each figure standing,
#: and each enemy attack still to come this round by its chance to destroy, weighs this much.
FIGURE_AT_END = 120.0
LAST_ROUND_FIGURE = 500.0
#: Escalating Battle's Object of Power, on top of glyph_worth: going first more often (+2 on the
#: initiative d20 wins the roll about 60% of the time, not 50%), in points; and the share of a
#: figure a side is likely to lose before the next round begins (about one every two rounds in
#: measured hard vs normal games), whose revival roll the glyph also lowers. Both unconfirmed.
INITIATIVE = 40.0
LIKELY_DOWN = 0.5
#: Carrying what must leave by the exits: holding it, and getting it there (points).
CARRY, EXIT = 200.0, 300.0


def edge(t: Table, seat: int, slots: list[tuple[int, str]] | None, mover: int | None = None,
         memo: dict | None = None) -> float:
    """Points of advantage for `seat` (negative: behind). `slots`: the Master Game turns still to
    come this round as (seat, order marker), or None when unknown; `mover`: the seat taking the
    next Basic Game turn; `memo`: strike values already worked out (one search's positions)."""
    memo = {} if memo is None else memo
    return side_value(t, seat, slots, mover, memo) - side_value(t, 1 - seat, slots, mover, memo)


def chance(points_ahead: float) -> float:
    """The chance to win for a side this many points ahead."""
    return 1.0 / (1.0 + math.exp(-points_ahead / SCALE))


def side_value(t: Table, seat: int, slots: list[tuple[int, str]] | None, mover: int | None = None,
               memo: dict | None = None) -> float:
    """What a side has: figures, attacks to come, goals."""
    figs = t.army(seat)
    v = sum(tactics.standing_value(t, f) for f in figs)
    last = last_round(t)
    if any(r.rule == "revive_each_round" for r in t.scenario.special_rules) and not last:
        v += 0.15 * sum(tactics.points(t, f) for f in t.army(seat, "destroyed"))
    count = count_weight(t)
    strikes = {f: best_strike(t, f, memo, count) for f in figs}
    if t.basic:
        if strikes:
            v += (THIS_ROUND if mover == seat else NEXT_ROUND) * max(strikes.values())
    else:
        if slots:
            for side, mk in slots:
                f = t.s["markers"][side]["on"].get(mk) if side == seat else None
                if f in strikes:
                    v += THIS_ROUND * strikes[f]
        if strikes and not last:
            v += NEXT_ROUND * 3 * max(strikes.values())
    v += goals(t, seat, slots)
    for f in figs:
        near = min((t.distance(t.space_of(f), t.space_of(e)) for e in t.enemies_of(f)), default=0)
        v -= APPROACH[t.s["mode"]] * near
    return v


def last_round(t: Table) -> bool:
    """Whether this is the scenario's last round (no round comes after it)."""
    limit = t.s.get("round_limit")
    return bool(limit) and (t.s.get("round") or 1) >= limit and not t.basic


def count_weight(t: Table) -> float:
    """Where more figures standing win after the last round: what destroying a figure is worth on
    top of its points (everything in the last round, where it cannot come back), else nothing."""
    if not any(v.kind == "round_limit" and v.by == "figures_then_points" for v in t.scenario.victory):
        return 0.0
    if last_round(t):
        return LAST_ROUND_FIGURE
    limit = t.s.get("round_limit") or 0
    return max(0.0, 1.0 - 0.34 * (limit - (t.s.get("round") or 1))) * FIGURE_AT_END


def kill_chance(t: Table, attacker: str, target: str) -> float:
    """The chance the attacker's best plain attack destroys the target."""
    if damage.immune(t, target, attacker):
        return 0.0
    a, d = tactics.best_dice(t, attacker, target)
    p = tactics.at_least(tactics.expected_wounds(a, d)[1], 1 if t.basic else t.life_left(target))
    if not t.basic and t.power(attacker, "extra_attacks") is not None:
        p = 1 - (1 - p) ** 2
    return p


def best_strike(t: Table, fid: str, memo: dict | None = None, count: float = 0.0) -> float:
    """The best attack the figure could make on its next turn on an enemy within its reach; with
    `count`, what destroying a figure adds (see count_weight)."""
    memo = {} if memo is None else memo
    sp = t.space_of(fid)
    reach = memo.get(fid)
    if reach is None:
        reach = memo[fid] = tactics.reach(t, fid)
    best = 0.0
    rec = t.fig(fid)
    for e in t.enemies_of(fid):
        if t.distance(sp, t.space_of(e)) <= reach:
            key = (fid, e, t.fig(e)["wounds"], tuple(rec["carrying"]), t.fig(e)["owner"] != rec["owner"])
            key += (count,)
            got = memo.get(key)
            if got is None:
                got = tactics.strike_value(t, fid, e)
                if count:
                    got += count * kill_chance(t, fid, e)
                memo[key] = got
            best = max(best, got)
    return best


def goals(t: Table, seat: int, slots: list[tuple[int, str]] | None) -> float:
    """The scenario's goals for a side (points)."""
    v = 0.0
    enemy_turns = None if slots is None else sum(1 for side, _ in slots if side != seat)
    for keys, fr in tactics.hold_zones(t):
        u = tactics.urgency(t, fr)
        if not u:
            continue
        mine, theirs = tactics.holders(t, keys)[seat], tactics.holders(t, keys)[1 - seat]
        v += u * ZONE * ((mine >= 1) + 0.25 * (mine >= 2))
        if mine == 0:
            g = min((t.distance(t.space_of(f), t.board.space(k)) for f in t.army(seat) for k in keys), default=99)
            v += u * 0.5 * ZONE * max(0.0, 1.0 - g / 10.0)
        elif theirs == 0 and u >= 1.0 and enemy_turns == 0:
            v += ZONE_WON
    limit = t.s.get("round_limit")
    for vic in t.scenario.victory:
        if vic.kind == "round_limit" and limit:
            u = max(0.0, 1.0 - 0.34 * (limit - (t.s.get("round") or 1)))
            if vic.by == "figures_then_points":
                v += count_weight(t) * len(t.army(seat))
            elif vic.by == "seat" and vic.seat == seat:
                v += u * ZONE
        if vic.kind == "exit_with_glyph" and vic.seat == seat:
            v += _exit_progress(t, seat, vic.glyph or "")
    for gid, g in t.s["glyphs"].items():
        holder = g.get("holder")
        if holder and t.fig(holder)["owner"] == seat and t.fig(holder)["status"] == "board":
            v += 40.0
        elif g.get("space"):
            on = t.occupants().get(g["space"])
            if on is not None and t.fig(on)["owner"] == seat:
                v += tactics.glyph_worth(t, gid, seat) + glyph_edge(t, gid, seat)
    return v


def glyph_edge(t: Table, gid: str, seat: int) -> float:
    """What standing on the glyph brings when the next round begins, beyond glyph_worth: fewer
    needed on the revival rolls and more on the initiative roll (Escalating Battle's Object of
    Power). Nothing in the last round: no round begins after it."""
    if last_round(t):
        return 0.0
    return revival_edge(t, gid, seat) + initiative_edge(t, gid, seat)


def revival_edge(t: Table, gid: str, seat: int) -> float:
    """The glyph that lowers the side's revival roll (14 or more instead of 16): the extra chance
    of a return for each of the side's destroyed figures and for the share of a figure it is
    likely to lose before the round begins (LIKELY_DOWN), at what a figure standing then is worth
    (its points and its count)."""
    r = damage.rule(t, "revive_each_round")
    if r is None or r.glyph != gid or not r.d20 or not r.d20_with_glyph:
        return 0.0
    gain = (r.d20 - r.d20_with_glyph) / 20.0
    down = sum(tactics.points(t, f) + FIGURE_AT_END for f in t.army(seat, "destroyed"))
    everyone = t.army(seat, None)
    mean = sum(tactics.points(t, f) for f in everyone) / max(1, len(everyone)) + FIGURE_AT_END
    return gain * (down + LIKELY_DOWN * mean)


def initiative_edge(t: Table, gid: str, seat: int) -> float:
    """The glyph that adds to the side's initiative rolls: INITIATIVE for every 2 added."""
    r = damage.rule(t, "initiative_bonus")
    if r is None or r.glyph != gid:
        return 0.0
    return INITIATIVE * r.bonus / 2.0


def _exit_progress(t: Table, seat: int, glyph: str) -> float:
    """Getting a glyph off the battlefield: carrying it, and how close its carrier is to the exits
    (or how close the side is to picking it up)."""
    exits = [t.board.space(k) for r in t.scenario.special_rules if r.rule == "exit_zone" and r.zone
             for k in t.board.zone_keys(f"{t.scenario.id}/{r.zone}")]
    g = t.s["glyphs"].get(glyph) or {}
    holder = g.get("holder")
    if holder and t.fig(holder)["owner"] == seat and t.fig(holder)["status"] == "board" and exits:
        d = min(t.distance(t.space_of(holder), x) for x in exits)
        return CARRY + EXIT * max(0.0, 1.0 - d / 15.0)
    if g.get("space") and t.army(seat):
        d = min(t.distance(t.space_of(f), t.board.space(g["space"])) for f in t.army(seat))
        return 0.5 * CARRY * max(0.0, 1.0 - d / 15.0)
    return 0.0


def remaining_slots(order: list[int] | None, seat: int, number: Any) -> list[tuple[int, str]] | None:
    """The Master Game turns still to come this round after `seat`'s turn `number`, as (seat,
    order marker), given the initiative order; None when not known (an extra turn)."""
    if not order or number not in ("1", "2", "3"):
        return None
    seq = [(order[i % 2], str(i // 2 + 1)) for i in range(6)]
    return seq[seq.index((seat, number)) + 1:]


def value(rules: Any, state: dict[str, Any], seat: int, slots: list[tuple[int, str]] | None,
          mover: int | None = None) -> float:
    """The chance to win for `seat` in this state."""
    return chance(edge(Table(rules, state), seat, slots, mover))
