"""Slamming: an attack pushes its target square by square until it hits something.

Rulebook: Slamming Characters. The target moves away from the attacker along the line between
them (or, when they are not lined up, along one of the two directions closest to it: the
attacker picks). It travels through empty squares (spawn points and tokens without a material
strength count as empty) and stops at the first thing in the way; there is no chain reaction.
Slam damage is half the damage the attack inflicted, rounded down, automatic for everyone
involved:

- another figure (the slam victim): both take it; a victim it defeats leaves its square to
  the target, otherwise both stay put;
- an object, or a token with a material strength: the target takes it and so does the thing,
  which breaks (or takes a wound) when the slam damage reaches its strength; the target moves
  into a broken object's square, or a token's square once the token is gone;
- a wall on a map tile's edge or the map's edge: only the target takes it;
- a wall inside a tile or a closed door: both take it; a breach (or a removed door) lets the
  target into the square beyond if that is empty.

Our readings: a diagonal push blocked where two walls meet is a tile-edge wall; a figure just
returned to the map blocks like any figure but takes no damage (it cannot be affected).
"""

from __future__ import annotations

from game.core import squaregrid

from . import damage, objects, objectives
from .board import ek, key
from .engine import G, task


def directions(origin: tuple[int, int], target: tuple[int, int]) -> list[tuple[int, int]]:
    """The ways a target may be pushed away from `origin`: one when they are lined up, else two."""
    dx, dy = target[0] - origin[0], target[1] - origin[1]
    sx = (dx > 0) - (dx < 0)
    sy = (dy > 0) - (dy < 0)
    if dx == 0 or dy == 0 or abs(dx) == abs(dy):
        return [(sx, sy)]
    ortho = (sx, 0) if abs(dx) > abs(dy) else (0, sy)
    return [ortho, (sx, sy)]


DIR_NAMES = {(1, 0): "east", (-1, 0): "west", (0, 1): "south", (0, -1): "north", (1, 1): "south-east",
             (1, -1): "north-east", (-1, 1): "south-west", (-1, -1): "north-west"}


def _empty(g: G, cell: str) -> bool:
    return cell not in g.occ() and not g.blocking_thing(cell)


def slam(g: G, fid: str, d: tuple[int, int], n: int, dealt: int, by: str) -> None:
    """Push figure `fid` up to `n` squares in direction `d` after an attack that inflicted `dealt`."""
    s = g.s
    S = dealt // 2
    f = s["figs"][fid]
    start = cur = f["pos"]
    walls = g.board.blocked(g.sig())
    floor = g.board.floor
    door_of = g.board.door_of_edge
    hits: list[str] = []
    after = None  # a victim whose defeat would open its square
    for _ in range(n):
        c, r = g.board.xy[cur]
        nxt = key(c + d[0], r + d[1])
        if nxt not in floor:
            hits.append("the map's edge")
            break
        if d[0] and d[1]:
            if squaregrid.step_blocked((c, r), (c + d[0], r + d[1]), walls):
                hits.append("the corner of two walls")
                break
        else:
            e = ek(cur, nxt)
            did = door_of.get(e)
            if did is not None and not s["doors"][did]["open"]:
                hits.append("a closed door")
                if S >= s["doors"][did]["ms"]:
                    objects.open_door(g, did, "Slammed through")
                    if _empty(g, nxt):
                        cur = nxt
                break
            ms_wall = objects.wall_ms(g, e)
            if e in g.board.walls and e not in s["breaches"]:
                if ms_wall is None:
                    hits.append("a wall")
                    break
                hits.append("a wall")
                if S >= ms_wall:
                    objects.breach(g, e, "Slammed through")
                    if _empty(g, nxt):
                        cur = nxt
                break
        occ = g.occ()
        victim = occ.get(nxt)
        if victim is not None:
            hits.append(g.fname(victim))
            vcid = s["figs"][victim]["char"]
            vc = s["chars"][vcid]
            if not vc.get("protected") and S > 0:
                left = (g.rules.chars[vcid].health - s["figs"][victim]["wounds"]) if vc["role"] == "henchman" \
                    else damage.health_left(g, vcid)
                after = (victim, nxt, S >= left)
            break
        if nxt in s["objects"]:
            hits.append(f"the {objects.object_name(g, nxt)}")
            if S >= s["objects"][nxt]["ms"]:
                objects.destroy_object(g, nxt, "Slammed into")
                cur = nxt
            break
        tok = g.ms_tokens().get(nxt)
        if tok is not None:
            hits.append(f"the {objectives.token_name(g, tok)}")
            if S >= g.rules.token_kinds[s["tokens"][tok]["kind"]].ms and objectives.wound_token(g, tok, "Slammed into"):
                cur = nxt
            break
        cur = nxt
        f["pos"] = cur
        g.moved()
    if cur != f["pos"]:
        f["pos"] = cur
        g.moved()
    moved = f"{g.fname(fid)} is slammed {DIR_NAMES[d]} from {g.sq(start)} to {g.sq(cur)}" if cur != start \
        else f"{g.fname(fid)} is slammed {DIR_NAMES[d]}"
    if hits:
        g.log("slam", f"{moved} into {hits[-1]} (slam damage {S}).", figure=fid, to=cur, slam=S)
        if after is not None:  # run order: the target's wounds, the victim's, then the victim's square
            if after[2]:
                g.push({"op": "slam_through", "target": fid, "victim": after[0], "cell": after[1]})
            damage.inflict(g, after[0], S, source="slammed into")
        damage.inflict(g, fid, S, source="slam")
    else:
        g.log("slam", f"{moved}.", figure=fid, to=cur)


@task("slam_through")
def _slam_through(g: G, t: dict, picks: list | None) -> None:
    """A slam victim the slam defeated leaves its square; the slammed figure takes it."""
    s = g.s
    v = s["figs"][t["victim"]]
    if not v.get("down"):
        return
    damage.defeat(g, t["victim"], " by the slam")
    f = s["figs"][t["target"]]
    if f["pos"] is not None and t["cell"] not in g.occ():
        f["pos"] = t["cell"]
        g.moved()
        g.log("slam", f"{g.fname(t['target'])} ends up in {g.sq(t['cell'])}.", figure=t["target"], to=t["cell"])
