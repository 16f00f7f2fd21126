"""The hard player's order markers: the normal player's plan, made safe where a zone to hold is
checked at the end of this round.

Seen in lost games (Theft at Stark, round 5): three turns on the one wounded figure holding the
zone, the others out of it with no turn; the holder fell to the last enemy turns and the side
lost the game on the zone with three figures against one. When the check comes at the end of
this round and fewer than two of the side's figures stand on the zone, the side's last turn (3)
goes to a figure that can step onto it, unless a planned turn already does.

Where more figures win after the last round, in that round (Escalating Battle, round 8: the
fallen stay down) a figure destroyed counts one whatever its points. Seen in lost games: four
figures against two, all three turns on the Abomination, which fell on the enemy's first turn
with two of them unused while a figure in reach of the enemy had only the X, and the game was
lost on points with the count level. There each figure's turns are weighed by its chance to
destroy an enemy (at the count's weight) and by what it stands to lose (a turn lets it strike
first or get away), and each further turn on the same figure counts for half.
"""

from __future__ import annotations

from . import judge, tactics
from .ai import activity, plan_markers, survival
from .table import Table


def plan(t: Table, seat: int, defend: float = 0.0, turns: dict[str, float] | None = None) -> dict[str, str]:
    """Which figure each order marker goes on (see the module docstring)."""
    if judge.last_round(t) and judge.count_weight(t):
        return last_round_plan(t, seat, defend, turns)
    out = plan_markers(t, seat, defend, turns)
    if not out:
        return out
    figs = t.army(seat)
    for keys, fr in tactics.hold_zones(t):
        if tactics.urgency(t, fr) < 1.0:
            continue
        on = [f for f in figs if t.fig(f)["space"] in keys]
        if len(on) >= 2:
            continue
        spaces = [t.board.space(k) for k in keys]
        reachers = [f for f in figs if f not in on
                    and min(t.distance(t.space_of(f), x) for x in spaces) <= move_reach(t, f)]
        if not reachers or any(out[k] in reachers for k in ("1", "2", "3")):
            continue
        best = max(reachers, key=lambda f: (tactics.standing_value(t, f) * (1 - tactics.danger(t, f, turns=turns)), f))
        out["3"] = best
        used = {out[k] for k in ("1", "2", "3")}
        rest = [f for f in figs if f not in used] or figs
        out["X"] = min(rest, key=lambda f: (activity(t, f), f))
    return out


def move_reach(t: Table, fid: str) -> int:
    """Spaces the figure could cover on its turn (its longest way of moving), on the flat."""
    move = t.stat(fid, "move")
    if not t.basic:
        for p in t.powers(fid):
            if p.effect == "movement" and p.move:
                move = max(move, p.move)
    return move


def last_round_plan(t: Table, seat: int, defend: float = 0.0, turns: dict[str, float] | None = None) -> dict[str, str]:
    """The last round where the count decides (see the module docstring): turns 1-3 by each
    figure's chance to destroy and what it stands to lose, at the count's weight, and the more
    likely it lives to use them; a further turn on the same figure counts for half; the X on the
    figure with the least to do."""
    figs = t.army(seat)
    if not figs:
        return {}
    count = judge.count_weight(t)
    memo: dict = {}
    risk = {f: tactics.danger(t, f, turns=turns) for f in figs}
    act = {f: judge.best_strike(t, f, memo, count) + 0.05 * tactics.points(t, f)
           + defend * risk[f] * (tactics.standing_value(t, f) + count) for f in figs}
    plan: dict[str, str] = {}
    given = {f: 0 for f in figs}
    for k in (1, 2, 3):
        f = max(figs, key=lambda f: (act[f] * survival(risk[f], k) * 0.5 ** given[f], f))
        plan[str(k)] = f
        given[f] += 1
    used = set(plan.values())
    rest = [f for f in figs if f not in used] or figs
    plan["X"] = min(rest, key=lambda f: (act[f], f))
    return plan
