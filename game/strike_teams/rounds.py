"""Rounds and phases: Command, Mastermind, Hero and End Phase, four rounds to a stage.

Rulebook: Playing the Game. Every round runs in the same order, with no initiative roll:

1. Command Phase: each side's Command Dial +1 (at most 12).
2. Mastermind Phase: the Mastermind activates her characters one at a time, in her order
   (the henchman group counts as one); each finishes its turn before the next starts.
3. Hero Phase: the same for the heroes (one seat clicks for every hero).
4. End Phase: the round tracker moves on; after every fourth round the stage ends (the
   scenario cards are checked, scenario.py); after the last stage the mission ends.

A character defeated before its activation in a round still takes that activation, to
return to the map (our reading of "on its next turn").
"""

from __future__ import annotations

from game.core import decisions as dc

from . import costs
from .engine import HEROES, MASTERMIND, G, task

ROUNDS_PER_STAGE = 4


def stage_of(round_: int) -> int:
    return (round_ - 1) // ROUNDS_PER_STAGE + 1


def last_round(s: dict) -> int:
    return s["stages"] * ROUNDS_PER_STAGE


@task("round")
def _round(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    if t["step"] == "command":
        s["stage"] = stage_of(s["round"])
        s["phase"] = "command"
        for side in (HEROES, MASTERMIND):
            costs.gain_cp(g, side, 1)
        for c in s["chars"].values():
            c["activated"] = False
        for f in s["figs"].values():
            f["done"] = False
            f["attacked"] = False
        g.log("round", f"Round {s['round']} of {last_round(s)} (stage {s['stage']}): each side gains a Command Point "
              f"(heroes {s['cp'][HEROES]}, Mastermind {s['cp'][MASTERMIND]}).", round=s["round"], stage=s["stage"])
        g.push({"op": "round", "step": "end"})
        g.push({"op": "phase", "side": HEROES})
        g.push({"op": "phase", "side": MASTERMIND})
        return
    # End Phase
    s["phase"] = "end"
    r = s["round"]
    if r >= last_round(s):
        g.push({"op": "mission_end"})
        g.push({"op": "stage_end", "stage": s["stage"]})
        return
    s["round"] = r + 1
    g.push({"op": "round", "step": "command"})
    if r % ROUNDS_PER_STAGE == 0:
        g.push({"op": "stage_end", "stage": s["stage"]})


def to_activate(g: G, side: int) -> list[str]:
    """Characters of `side` still to activate this round (defeated ones come back on theirs)."""
    s = g.s
    out = []
    for cid, c in s["chars"].items():
        if c["side"] != side or c["activated"]:
            continue
        if c["role"] == "henchman":
            if c["state"] == "map":
                out.append(cid)
        elif c["state"] in ("map", "defeated"):
            out.append(cid)
    return out


@task("phase")
def _phase(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    side = t["side"]
    s["phase"] = "heroes" if side == HEROES else "mastermind"
    if picks is not None:
        cid = picks[0]["data"]["char"]
    else:
        left = to_activate(g, side)
        if not left:
            return
        if len(left) > 1:
            opts = []
            for cid in left:
                c = s["chars"][cid]
                if c["role"] == "henchman":
                    opts.append(dc.option(f"activate:{cid}", f"Activate {g.cname(cid)}", [f"char:{cid}"], char=cid))
                elif c["state"] == "defeated":
                    opts.append(dc.option(f"activate:{cid}", f"Bring {g.cname(cid)} back", [f"char:{cid}"], char=cid))
                else:
                    opts.append(dc.option(f"activate:{cid}", f"Activate {g.cname(cid)} ({c['ap']} AP)", [f"fig:{cid}"],
                                          char=cid))
            phase = "Hero Phase" if side == HEROES else "Mastermind Phase"
            g.ask(t, dc.decision(side, "activate", f"{phase}: who activates next?", opts))
            return
        cid = left[0]
    g.push(t)
    g.push({"op": "activation", "char": cid, "step": "begin"})
