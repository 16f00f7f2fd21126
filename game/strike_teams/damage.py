"""Wounds, defeat and the Objective Points for defeating enemies.

Rulebook: Inflicting Wound Tokens, Henchmen in Combat, Respawning Defeated Characters,
Defeating Enemies.

- A hero, villain or mastermind places each wound in an empty damage slot of its choice (its
  character card's Attack, Defend and Move boxes, and its action cards): the ``wound`` task asks
  its side which slots, unless the wounds fill every slot. When every slot is full it is
  defeated.
- A henchman takes wounds on its figure; 3 (its health) defeat it.
- A defeated figure stays where it fell until the ``settle`` task (so a slammed body still
  travels and collides), which takes it off the map, drops what it carried, clears its status
  tokens (our reading) and pays the opponent: 1 OP for a hero or a villain, 2 for the
  mastermind, each only the first time this mission; for henchmen 1 OP per 3 Henchman Tokens,
  never more tokens than henchmen fielded.
"""

from __future__ import annotations

from game.core import decisions as dc

from . import objectives
from .engine import HEROES, MASTERMIND, G, task


def slot_keys(g: G, cid: str) -> dict[str, int]:
    """Slot capacity per box and card of a character."""
    return g.rules.slot_table(g.s["chars"][cid])


def empty_slots(g: G, cid: str) -> list[tuple[str, int]]:
    w = g.s["chars"][cid]["wounds"]
    return [(k, n - w.get(k, 0)) for k, n in slot_keys(g, cid).items() if n - w.get(k, 0) > 0]


def health_left(g: G, cid: str) -> int:
    return sum(n for _, n in empty_slots(g, cid))


def slot_label(g: G, cid: str, k: str) -> str:
    d = g.rules.chars[cid]
    if k in ("attack", "defend", "move"):
        return f"{k.capitalize()} box ({getattr(d, k).name})"
    return g.rules.cards[k].name


def award_op(g: G, side: int, n: int, why: str) -> None:
    if n <= 0:
        return
    g.s["op"][side] += n
    g.s["op_log"].append({"side": side, "op": n, "why": why, "round": g.s["round"]})
    g.log("op", f"{g.side_says(side, 'gain')} {n} OP: {why}.", side=side, op=n)


def inflict(g: G, fid: str, n: int, *, source: str = "", attacker: str | None = None) -> None:
    """Schedule `n` wounds on a figure (the owner places them)."""
    if n > 0:
        g.push({"op": "wound", "fig": fid, "n": n, "src": source, "by": attacker})


@task("wound")
def _wound(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    fid = t["fig"]
    f = s["figs"][fid]
    if f["pos"] is None or f.get("down"):
        return  # already gone, or already defeated (a falling body takes no more)
    cid = f["char"]
    c = s["chars"][cid]
    if c.get("protected"):
        g.log("wounds", f"{g.fname(fid)} has only just returned and takes no damage.", figure=fid)
        return
    n = t["n"]
    by = t.get("by")
    if by and g.side_of(by) == HEROES and c["side"] == HEROES and by != fid:
        hit = f"{s['figs'][by]['char']}>{cid}"
        if hit not in s["hits"]:
            s["hits"].append(hit)
    src = f" ({t['src']})" if t.get("src") else ""
    if c["role"] == "henchman":
        health = g.rules.chars[cid].health
        f["wounds"] = min(health, f["wounds"] + n)
        g.log("wounds", f"{g.fname(fid)} takes {n} damage{src} ({f['wounds']} of {health}).", figure=fid, n=n)
        if f["wounds"] >= health:
            f["down"] = True
        return
    empty = empty_slots(g, cid)
    room = sum(k for _, k in empty)
    if picks is None and n < room:
        options = []
        for k, left in empty:
            for i in range(left):
                options.append(dc.option(f"slot:{k}:{i}", f"{slot_label(g, cid, k)}",
                                         [f"slot:{cid}:{k}:{i}"], box=k))
        g.ask(t, dc.decision(c["side"], "wounds", f"Place {n} wound{'s' if n > 1 else ''} on {g.poss(cid)} "
                             f"damage slots{src}.", options, min_picks=n, max_picks=n, char=cid, n=n))
        return
    w = c["wounds"]
    if picks is None:
        for k, left in empty:
            w[k] = w.get(k, 0) + left
        g.log("wounds", f"{g.cname(cid)} takes {n} damage{src}: every slot is full.", figure=fid, n=n)
        f["down"] = True
        return
    for p in picks:
        k = p["data"]["box"]
        w[k] = w.get(k, 0) + 1
    placed = ", ".join(sorted({slot_label(g, cid, p["data"]["box"]) for p in picks}))
    g.log("wounds", f"{g.cname(cid)} takes {n} damage{src}, placed on: {placed}.", figure=fid, n=n)


def remove_from_map(g: G, fid: str) -> None:
    f = g.s["figs"][fid]
    objectives.drop_all(g, fid, f["pos"])
    f["pos"] = None
    f["down"] = False
    f["status"] = {}
    g.moved()


def defeat(g: G, fid: str, why: str) -> None:
    """Take a defeated figure off the map and pay the opponent (first defeats only)."""
    s = g.s
    f = s["figs"][fid]
    cid = f["char"]
    c = s["chars"][cid]
    enemy = 1 - c["side"]
    g.log("defeat", f"{g.fname(fid)} is defeated{why}.", figure=fid, cell=f["pos"])
    remove_from_map(g, fid)
    turn = s["turn"]
    if c["role"] == "henchman":
        f["wounds"] = 0
        f["done"] = True
        h = s["hench"]
        if h["tokens"] < h["start"]:
            h["tokens"] += 1
            if h["tokens"] % 3 == 0:
                award_op(g, enemy, 1, f"{h['tokens']} Henchman Tokens")
        if turn and turn.get("fig") == fid:
            turn["fig"] = None
        return
    c["state"] = "defeated"
    c["defeats"] += 1
    if cid not in s["claimed"][enemy]:
        s["claimed"][enemy].append(cid)
        award_op(g, enemy, 2 if c["role"] == "mastermind" else 1, f"{g.cname(cid)} defeated for the first time")
    if turn and turn["char"] == cid:
        turn["over"] = True


@task("settle")
def _settle(g: G, t: dict, picks: list | None) -> None:
    """Remove every figure whose wounds defeated it, then let the scenarios look."""
    for fid, f in g.s["figs"].items():
        if f.get("down"):
            defeat(g, fid, t.get("why", ""))
    g.push({"op": "scenario_check"})


def heal(g: G, cid: str, keys: list[str]) -> None:
    """Remove one wound from each slot named (a key may repeat)."""
    w = g.s["chars"][cid]["wounds"]
    for k in keys:
        if w.get(k, 0) > 0:
            w[k] -= 1


def wound_options(g: G, cid: str) -> list[dict]:
    """One option per wound a character carries (for resting and healing)."""
    out = []
    for k, n in g.s["chars"][cid]["wounds"].items():
        for i in range(n):
            out.append(dc.option(f"wound:{k}:{i}", f"{slot_label(g, cid, k)}", [f"wound:{cid}:{k}:{i}"], box=k))
    return out


@task("heal")
def _heal(g: G, t: dict, picks: list | None) -> None:
    """Remove up to `n` wounds of the owner's choice (resting, healing cards); henchmen: from figures."""
    cid = t["char"]
    c = g.s["chars"][cid]
    n = t["n"]
    if c["role"] == "henchman":
        opts = []
        for fid in c["figs"]:
            f = g.s["figs"][fid]
            for i in range(f["wounds"] if f["pos"] is not None else 0):
                opts.append(dc.option(f"wound:{fid}:{i}", g.fname(fid), [f"fig:{fid}"], fig=fid))
        if not opts:
            return
        if picks is None:
            if len(opts) <= n:
                picks = opts
            else:
                g.ask(t, dc.decision(c["side"], "heal", f"Remove up to {n} wounds from the soldiers.", opts,
                                     min_picks=0, max_picks=n, char=cid, none="remove no wounds"))
                return
        for p in picks:
            g.s["figs"][p["data"]["fig"]]["wounds"] -= 1
        if picks:
            g.log("heal", f"{g.char_says(cid, 'remove')} {len(picks)} wound{'s' if len(picks) != 1 else ''}.", char=cid)
        return
    opts = wound_options(g, cid)
    if not opts:
        return
    if picks is None:
        if len(opts) <= n:
            picks = opts
        else:
            g.ask(t, dc.decision(c["side"], "heal", f"Remove up to {n} wounds from {g.cname(cid)}.", opts,
                                 min_picks=0, max_picks=n, char=cid, none="remove no wounds"))
            return
    heal(g, cid, [p["data"]["box"] for p in picks])
    if picks:
        g.log("heal", f"{g.cname(cid)} removes {len(picks)} wound{'s' if len(picks) != 1 else ''}.", char=cid)


__all__ = ["inflict", "defeat", "award_op", "empty_slots", "health_left", "HEROES", "MASTERMIND"]
