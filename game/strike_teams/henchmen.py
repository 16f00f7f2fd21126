"""Henchmen: a group that activates as one but mobilises its figures one by one, marches, and
returns at Henchman Spawn Points.

Rulebook: Henchmen Rules, Advancing & Marching, Henchmen in Combat, Respawning (Henchmen).

- The group removes its Duration Tokens and gains AP (or rests) once, into one shared track,
  and rolls the Action Die at most once.
- Figures are mobilised one at a time; a figure's actions are finished before the next starts.
  Each figure attacks at most once per round and spends at most 6 AP of its own advancing.
- Marching costs the face's march cost (3 or 6 AP, however many figures are left) and gives
  every figure on the map 2 AP of advancing, mobilised or not; figures that returned this
  round or are trapped stay put.
- A defeated figure returns on an empty Henchman Spawn Point for 3 AP (a scenario may change
  the price); it cannot move or attack that round but can be attacked.
"""

from __future__ import annotations

from game.core import decisions as dc

from . import costs, movement
from .engine import G

RESPAWN_COST = 3


def respawn_cost(g: G) -> int:
    n = RESPAWN_COST
    for i, sid in enumerate(g.s["scenarios"]):
        sc = g.rules.scenarios[sid]
        if sc.respawn_cost is not None and g.s["sc"][i].get("active"):
            n = min(n, sc.respawn_cost)
    return n


def respawn_cells(g: G) -> list[str]:
    occ = g.occ()
    return [c for c, kind in g.s["spawns"].items() if kind == "henchman" and c not in occ]


def waiting(g: G, cid: str) -> list[str]:
    """Defeated figures of the group."""
    return [fid for fid in g.s["chars"][cid]["figs"] if g.s["figs"][fid]["pos"] is None]


def group_options(g: G, cid: str) -> list[dict]:
    """What the group may do between mobilising figures."""
    s = g.s
    out = []
    for fid in s["chars"][cid]["figs"]:
        f = s["figs"][fid]
        if f["pos"] is not None and not f["done"] and f.get("spawned") != s["round"]:
            out.append(dc.option(f"mob:{fid}", "" if g.bare else f"Mobilise {g.fname(fid)} in {g.sq(f['pos'])}", [f"fig:{fid}"],
                                 fig=fid))
    n = respawn_cost(g)
    if waiting(g, cid) and costs.can_pay(g, cid, n):
        for cell in respawn_cells(g):
            out.append(dc.option(f"respawn:{cell}", f"Bring a soldier back in {g.sq(cell)} ({costs.price_words(g, cid, n)})",
                                 [f"cell:{cell}"], cell=cell, cost=n))
    out += march_option(g, cid)
    return out


def march_cost(g: G, cid: str) -> int:
    c = g.s["chars"][cid]
    return g.rules.chars[cid].faces[c["face"]].march_cost


def march_option(g: G, cid: str) -> list[dict]:
    t = g.s["turn"]
    if t and t.get("march"):
        return []
    n = march_cost(g, cid)
    if not movement.marchers(g, cid) or not costs.can_pay(g, cid, n):
        return []
    return [dc.option("march", "" if g.bare else f"March every soldier 2 AP ({costs.price_words(g, cid, n)})",
                      [f"char:{cid}:march"], cost=n)]


def start_march(g: G, cid: str, budget: int = 2) -> None:
    n = march_cost(g, cid)
    costs.pay(g, cid, n)
    g.s["turn"]["other"] = True
    g.s["turn"]["march"] = {fid: budget for fid in movement.marchers(g, cid)}
    g.log("march", f"{g.char_says(cid, 'march')} ({n} AP).", char=cid, cost=n)


def respawn(g: G, cid: str, cell: str) -> None:
    s = g.s
    fid = waiting(g, cid)[0]
    n = respawn_cost(g)
    costs.pay(g, cid, n)
    f = s["figs"][fid]
    f.update(pos=cell, wounds=0, status={}, spawned=s["round"], done=True, attacked=True, solo=0)
    g.moved()
    if s["turn"] is not None:
        s["turn"]["other"] = True
    g.log("respawn", f"{g.fname(fid)} returns in {g.sq(cell)} ({n} AP).", figure=fid, cell=cell)
