"""How good a position is for one side, as a chance to win: the hard player's evaluation.

The mission is won on Objective Points, so OP count most. Next come the OP the board promises:
a character close to defeat is close to giving the other side its OP (and losing its turns), a
soldier down counts toward the next Henchman Token, a carried objective toward its scenario. AP
kept on the track pay for reactions and the next turn. Last, each figure's way to where it wants
to be (the normal player's goal: a scenario's square or token, else the nearest enemy), so a turn
that ends closer is worth a little more than one that stands still.

`edge(g, side)` is the lead in OP-like units; `chance` turns a lead into [0, 1].
"""

from __future__ import annotations

import math
from typing import Any

from . import ai, ai_objectives, rounds, scenario
from .engine import HEROES, G

#: What one AP kept, one wound's share of a defeat, a carried token and a step toward the goal are
#: worth in OP; the lead that makes a 73% chance.
AP = 0.025
CP = 0.04
TEMPO = 0.6
CARRY = 0.5
STEP = 0.05
SCENARIO_STEP = 0.06
SCALE = 2.5
#: A card judged on positions at the end of this stage (Hold the Vault, Secure the Landing Zone,
#: Last Stand): the share of its OP the side holding it now is counted, per round of the stage
#: gone (the last round's standing is nearly the verdict).
HOLD = 0.12


def chance(lead: float) -> float:
    return 1.0 / (1.0 + math.exp(-lead / SCALE))


def edge(g: G, side: int, dist_memo: dict | None = None) -> float:
    """The side's lead over the other, in OP."""
    s = g.s
    total = (s["op"][side] - s["op"][1 - side]) + CP * (s["cp"][side] - s["cp"][1 - side])
    for cid, c in s["chars"].items():
        v = _character(g, cid, c, dist_memo)
        total += v if c["side"] == side else -v
    hero = _scenarios(g)
    return total + (hero if side == HEROES else -hero)


def _scenarios(g: G) -> float:
    """The heroes' share of the OP of the scenario cards under way, by how far each has got."""
    s = g.s
    rules = g.rules
    out = _standing(g)
    for i, st in enumerate(s["sc"]):
        if not st.get("id") or st["status"] != "open" or not st.get("active"):
            continue
        sc = rules.scenarios[st["id"]]
        toks = [t for t in s["tokens"].values() if t["sc"] == i]
        kind = sc.kind
        if kind in ("damage_tokens", "protect_tokens") and toks:
            done = sum(1.0 if t.get("destroyed") else t["wounds"] / (rules.token_kinds[t["kind"]].needs or 1)
                       for t in toks) / len(toks)
            out += (0.7 if kind == "damage_tokens" else -0.7) * sc.op * done
        elif kind == "escort_prisoner":
            out += 0.3 * sc.op * (1 if st.get("freed") else 0)
            out += 0.3 * sc.op * any(t["carrier"] and g.side_of(t["carrier"]) == HEROES for t in toks)
        elif kind in ("deliver_tokens", "retrieve_tokens", "extract_carrier") and toks:
            held = sum(1 for t in toks if t.get("delivered") or (t["carrier"] and g.side_of(t["carrier"]) == HEROES))
            out += 0.4 * sc.op * held / len(toks)
        elif kind in ("defeat_marked", "defeat_mastermind") and st.get("target") in s["chars"]:
            c = s["chars"][st["target"]]
            if c["state"] == "map" and c["role"] != "henchman":
                total = sum(rules.slot_table(c).values()) or 1
                out += 0.5 * sc.op * sum(c["wounds"].values()) / total
    return out


def _standing(g: G) -> float:
    """The heroes' share of the cards judged on positions at the end of this stage, as they stand."""
    s = g.s
    weight = HOLD * ((s["round"] - 1) % rounds.ROUNDS_PER_STAGE + 1)
    out = 0.0
    for i, sc in ai_objectives.cards_due(g):
        if sc.kind in ("control_tile", "outnumber"):
            mine, theirs = ai_objectives.tally(g, i)
            held = mine > theirs
        elif sc.kind == "stand_on_tokens":
            occ = g.occ()
            cells = [s["tokens"][t]["pos"] for t in scenario.tokens_of(g, i)]
            held = bool(cells) and all(c in occ and g.side_of(occ[c]) == HEROES for c in cells)
        else:
            continue
        out += weight * sc.op * (1 if held else -1)
    return out


def _character(g: G, cid: str, c: dict, dist_memo: dict | None) -> float:
    """What a character's state is worth to its own side (a loss below zero)."""
    s = g.s
    rules = g.rules
    enemy = 1 - c["side"]
    v = AP * c["ap"]
    if c["role"] == "henchman":
        health = rules.chars[cid].health
        for fid in c["figs"]:
            f = s["figs"][fid]
            if f["pos"] is not None:
                v -= 0.33 * f["wounds"] / health
                v += _goal_term(g, fid, dist_memo)
        return v
    stake = 0.0 if cid in s["claimed"][enemy] else (2.0 if c["role"] == "mastermind" else 1.0)
    if c["state"] == "defeated":
        return v - TEMPO
    if c["state"] != "map":  # extracted: out of the mission, its turns and threat gone
        return v - 2 * TEMPO
    table = rules.slot_table(c)
    total = sum(table.values()) or 1
    hurt = sum(c["wounds"].values()) / total
    v -= (stake + TEMPO) * hurt ** 1.5
    fid = c["figs"][0]
    f = s["figs"][fid]
    v += CARRY * len(f["carry"])
    v += _goal_term(g, fid, dist_memo)
    return v


def _goal_term(g: G, fid: str, memo: dict | None, roots: dict | None = None) -> float:
    """Minus the figure's steps to its goal (beyond its reach), times a step's worth.

    `roots` (the goals at the search's root, see `root_goals`; the fitted judge only): when the
    goal the figure had at the root is done with since (its token destroyed or taken, its enemy
    off the map), the steps between the old goal and the new one are not counted: reaching a goal
    must not look like falling back because the next one lies farther off (the scenario term
    counts the progress). Without it, Captain America destroying the last alarm of Cut the Alarms
    (seed 5, round 3) looked a loss of 11 points to the heroes' chance (test_ai)."""
    pos = g.s["figs"][fid]["pos"]
    if pos is None:
        return 0.0
    goal = ai._goal(g, fid)
    if goal is None:
        return 0.0
    dist = _steps_to(g, goal, memo)
    d = dist.get(pos)
    if d is None:
        d = 12
    exact = goal in ai._exact_goals(g, fid)
    want = 0 if exact else ai._reach_of(g, fid)
    enemy = g.occ().get(goal)
    weight = STEP if enemy is not None and g.side_of(enemy) != g.side_of(fid) else SCENARIO_STEP
    far = max(0, d - want)
    root = roots.get(fid) if roots else None
    if root is not None and root[0] != goal and _done_with(g, root):
        far = max(0, far - max(0, dist.get(root[0], 12) - want))
    return -weight * far


def _steps_to(g: G, goal: str, memo: dict | None) -> dict[str, int]:
    key = (goal, g.sig())
    dist = memo.get(key) if memo is not None else None
    if dist is None:
        dist = ai._bfs(g.board.open_nbrs(g.sig()), goal)
        if memo is not None:
            memo[key] = dist
    return dist


def root_goals(g: G) -> dict[str, tuple]:
    """Each figure's goal now, with what stands there (a token's id, an enemy figure, or neither):
    (cell, token, figure)."""
    s = g.s
    at = {t["pos"]: tid for tid, t in s["tokens"].items() if t["pos"] and not t.get("gone")}
    occ = g.occ()
    out = {}
    for fid, f in s["figs"].items():
        if f["pos"] is None:
            continue
        goal = ai._goal(g, fid)
        if goal is not None:
            other = occ.get(goal)
            out[fid] = (goal, at.get(goal), other if other and g.side_of(other) != g.side_of(fid) else None)
    return out


def _done_with(g: G, root: tuple) -> bool:
    """The root goal's token destroyed or taken, or its enemy off the map (a figure that merely
    moved is still the goal: the chase goes on)."""
    cell, tid, fid = root
    if tid is not None:
        t = g.s["tokens"].get(tid)
        return t is None or t.get("destroyed") or t.get("gone") or t["pos"] != cell
    if fid is not None:
        f = g.s["figs"].get(fid)
        return f is None or f["pos"] is None
    return False


def side_lead(rules: Any, state: dict, side: int, memo: dict | None = None) -> float:
    return edge(G(state, [], rules), side, memo)
