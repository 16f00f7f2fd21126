"""The hard player's order markers: the normal player's plan, made safe where a zone to hold is
checked at the end of this round.

Seen in lost games (Theft at Stark, round 5): three turns on the one wounded figure holding the
zone, the others out of it with no turn; the holder fell to the last enemy turns and the side
lost the game on the zone with three figures against one. When the check comes at the end of
this round and fewer than two of the side's figures stand on the zone, the side's last turn (3)
goes to a figure that can step onto it, unless a planned turn already does.
"""

from __future__ import annotations

from . import tactics
from .ai import activity, plan_markers
from .table import Table


def plan(t: Table, seat: int, defend: float = 0.0, turns: dict[str, float] | None = None) -> dict[str, str]:
    """Which figure each order marker goes on (see the module docstring)."""
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
