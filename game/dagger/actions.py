"""The four basic actions as effects: move, attack (fight), defy and rest, with what they apply.

- Move: up to MOVE spaces, one adjacent step at a time (ending anywhere in reach, staying put
  included).
- Fight: choose an enemy in your space, test ATTACK: one damage per success.
- Defy: choose a mission that calls for a defy where you stand, test DEFIANCE: progress as it says.
- Rest: test TACTIC, add the automatic successes, and split the total between RECOVER (damage off)
  and CHARGE (progress on your exhausted shared support cards). Resting on Asgard also lets you
  move the Bifrost token anywhere.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from . import board, selectors as sel
from .abilities import HERE, fire
from .dice import start_test
from .enemies import deal, find
from .engine import task
from .heroes import recover, static_total
from .missions import add_progress, credit, defiable, defy_rate, slot_mission
from .support import charge_card, exhausted_shared
from .table import active_heroes


def move_hero(g: Any, h: int, to: str, why: str = "") -> None:
    """Put hero `h` on space `to`."""
    s = g.s
    s["heroes"][h]["space"] = to
    g.log("move", f"{g.hname(h)} moves to {board.space_name(g.book, s, to)}{' (' + why + ')' if why else ''}.",
          hero=h, space=to)


def op_move(g: Any, e: dict[str, Any], cid: str) -> None:
    """The hero moves up to n spaces (its deciding player picks the destination)."""
    refs = sel.targets(g, e, cid)
    if not refs:
        return
    c = g.ctx(cid)
    h = int(refs[0][5:])
    n = sel.amount(g, e.get("n", 2), c)
    if c["h"] == h and c.get("basic") == "move":
        n += static_total(g, h, "move_plus")
    g.push({"op": "move_to", "h": h, "n": n, "c": cid})


@task("move_to")
def _move_to(g: Any, t: dict[str, Any], picks: Any) -> None:
    s, book = g.s, g.book
    h = t["h"]
    rec = s["heroes"][h]
    if rec["down"] or rec["out"]:
        return
    if picks is None:
        reach = board.within(book, s, rec["space"], t["n"])
        # Staying is listed last and says what it gives up: first in the list, it took a misclick
        # (a real-window game) to spend a move for nothing.
        opts = [option(f"space:{sid}", f"Move {g.hname(h)} to {board.space_name(book, s, sid)} "
                       f"({d} step{'s' if d != 1 else ''})" if d else f"{g.hname(h)} stays in "
                       f"{board.space_name(book, s, sid)} (the move is spent)", [f"space:{sid}"])
                for sid, d in sorted(reach.items(), key=lambda kv: (kv[1] == 0, kv[1], kv[0]))]
        c = g.ctx(t["c"])
        g.ask(t, decision(sel.decider(g, c), "move", f"Move {g.hname(h)} up to {t['n']} "
                          f"space{'s' if t['n'] != 1 else ''}.", opts, hero=h, acting=c["h"]))
        return
    to = picks[0]["id"][6:]
    if to != rec["space"]:
        move_hero(g, h, to)
    c = g.ctx(t["c"])
    if c["h"] == h:
        fire(g, "after_move", h)


def op_pull(g: Any, e: dict[str, Any], cid: str) -> None:
    """A hero nearby comes to the acting hero's space."""
    refs = sel.targets(g, e, cid, default={"pick_hero": {"where": "nearby"}})
    if not refs:
        return
    c = g.ctx(cid)
    me = g.s["heroes"][c["h"]]["space"] if c["h"] is not None else g.s["nem"]["space"]
    for r in refs:
        h = int(r[5:])
        if g.s["heroes"][h]["space"] != me:
            move_hero(g, h, me, "brought along")


# -- fight -------------------------------------------------------------------------------------------
def op_attack(g: Any, e: dict[str, Any], cid: str) -> None:
    """Choose an enemy (in your space unless said otherwise) and test ATTACK against it."""
    c = g.ctx(cid)
    h = c["h"]
    if h is None:
        return
    refs = sel.targets(g, e, cid, default=HERE,
                       prompt=f"{g.hname(h)} attacks: choose the enemy.")
    if refs is None:
        return
    if not refs:
        g.log("attack", f"{g.hname(h)} has no enemy to attack.")
        return
    g.log("attack", f"{g.hname(h)} attacks {sel.ref_name(g, refs[0])}.", hero=h, target=refs[0])
    start_test(g, h, "attack", cid, "attack", dice=e.get("dice", 0), ref=refs[0], plus=e.get("plus", 0),
               reroll=e.get("reroll", 0))


@task("hit")
def _hit(g: Any, t: dict[str, Any], picks: Any) -> None:
    """An attack's successes become damage."""
    s = g.s
    h, ref, succ = t["h"], t["ref"], t["succ"]
    e = find(s, ref)
    if ref != "nemesis" and e is None:
        return
    if e is not None and "armored" in g.book.enemies[e["card"]].keywords and succ:
        succ -= 1
    dmg = succ
    if succ:
        dmg += t["plus"] + static_total(g, h, "plus_damage")
    if dmg:
        deal(g, ref, dmg, h, f"{g.hname(h)}'s attack")
    if s["result"] is None:
        fire(g, "after_attack", h, ref)


# -- defy --------------------------------------------------------------------------------------------
def op_defy(g: Any, e: dict[str, Any], cid: str) -> None:
    """Choose a mission to defy where you stand and test DEFIANCE."""
    c = g.ctx(cid)
    h = c["h"]
    if h is None:
        return
    slots = defiable(g, h)
    if not slots:
        g.log("defy", f"{g.hname(h)} has no mission to defy here.")
        return
    g.push({"op": "defy_pick", "h": h, "c": cid, "slots": slots, "e": e})


@task("defy_pick")
def _defy_pick(g: Any, t: dict[str, Any], picks: Any) -> None:
    s = g.s
    h, slots = t["h"], t["slots"]
    if picks is None and len(slots) > 1:
        opts = [option(f"mission:{k}", f"Defy {g.book.missions[slot_mission(s, k)].name}", [f"mission:{k}"])
                for k in slots]
        g.ask(t, decision(s["heroes"][h]["seat"], "defy", f"{g.hname(h)} defies: choose the mission.", opts, hero=h))
        return
    slot = picks[0]["id"][8:] if picks is not None else slots[0]
    e = t["e"]
    g.log("defy", f"{g.hname(h)} defies {g.book.missions[slot_mission(s, slot)].name}.", hero=h, mission=slot)
    g.ctx(t["c"])["mission"] = f"mission:{slot}"
    start_test(g, h, "defiance", t["c"], "defy", dice=e.get("dice", 0), ref=slot, plus=e.get("plus", 0),
               reroll=e.get("reroll", 0))


@task("defy_apply")
def _defy_apply(g: Any, t: dict[str, Any], picks: Any) -> None:
    s = g.s
    h, slot, succ = t["h"], t["slot"], t["succ"]
    if slot_mission(s, slot) is None:
        return
    rate = defy_rate(g, slot, s["heroes"][h]["space"]) if s["heroes"][h]["space"] else 1
    n = succ * max(rate, 1) + (t["plus"] if succ else 0)
    add_progress(g, slot, n, f"{g.hname(h)} defies")
    if s["result"] is None:
        fire(g, "after_defy", h)


# -- rest --------------------------------------------------------------------------------------------
def op_rest(g: Any, e: dict[str, Any], cid: str) -> None:
    """Test TACTIC; the successes plus the automatic ones are split between RECOVER and CHARGE."""
    c = g.ctx(cid)
    h = c["h"]
    if h is None:
        return
    auto = e.get("auto", 1) + static_total(g, h, "rest_plus")
    g.log("rest", f"{g.hname(h)} rests.", hero=h)
    start_test(g, h, "tactic", cid, "rest", auto=auto, share=bool(e.get("share")), reroll=e.get("reroll", 0))


@task("rest_split")
def _rest_split(g: Any, t: dict[str, Any], picks: Any) -> None:
    s, book = g.s, g.book
    h, total = t["h"], t["total"]
    rec = s["heroes"][h]
    if picks is None:
        opts = rest_options(g, h, total, t["share"])
        if len(opts) > 1:
            g.ask(t, decision(rec["seat"], "rest", f"{g.hname(h)} rests with {total}: split RECOVER and CHARGE.", opts,
                              hero=h, total=total))
            return
        pick = opts[0]["id"] if opts else "r:0:-:-"
    else:
        pick = picks[0]["id"]
    _, who, r, first = pick.split(":")
    r = int(r)
    if r and who != "-":
        recover(g, int(who), r, "rest")
    left = total - r
    cards = exhausted_shared(s, h)
    if left and cards:
        order = sorted(cards, key=lambda cid: cid != first)
        for card in order:
            if left <= 0:
                break
            left = charge_card(g, h, card, left)
    if rec["space"] == board.ASGARD and not rec["down"]:
        g.push({"op": "bifrost", "h": h, "may": True})
    credit(g, "rest", rec["space"])
    if s["result"] is None:
        fire(g, "after_rest", h)


def rest_options(g: Any, h: int, total: int, share: bool) -> list[dict[str, Any]]:
    """Ways to split a rest's total: recover r on a hero, charge the rest (a card first)."""
    s, book = g.s, g.book
    rec = s["heroes"][h]
    who = [h]
    if share:
        who += [o for o in active_heroes(s) if o != h and board.nearby(book, s, rec["space"], s["heroes"][o]["space"])]
    cards = exhausted_shared(s, h)
    firsts = cards if len(cards) > 1 else (cards[:1] or ["-"])
    opts = []
    for w in who:
        dmg = s["heroes"][w]["dmg"]
        most = min(total, dmg)
        # with nothing to charge, what is not recovered is lost: only the most recovery is a choice
        amounts = range(0 if w == h else 1, most + 1) if cards else ([most] if most or w == h else [])
        for r in amounts:
            left = total - r
            for f in (firsts if left and cards else ["-"]):
                parts = []
                if r:
                    parts.append(f"recover {r}" + ("" if w == h else f" on {g.hname(w)}"))
                if left and cards:
                    parts.append(f"charge {left} (first {book.supports[f].name})" if len(cards) > 1
                                 else f"charge {left} on {book.supports[f].name}")
                label = " and ".join(parts) if parts else "nothing to recover or charge"
                path = [f"rest:{w}:{r}"] + ([f"support:{f}"] if left and len(cards) > 1 else [])
                opts.append(option(f"r:{w}:{r}:{f}", label[0].upper() + label[1:], path))
    return opts


@task("bifrost")
def _bifrost(g: Any, t: dict[str, Any], picks: Any) -> None:
    """Move the Bifrost token to any space (from a rest on Asgard, optional, or an effect)."""
    s, book = g.s, g.book
    if picks is None:
        opts = [option(f"space:{sid}", f"Put the Bifrost token on {board.space_name(book, s, sid)}", [f"space:{sid}"])
                for sid in book.graph.nodes if sid != board.ASGARD and sid != s["bifrost"]]
        if t.get("may"):
            opts.append(option("stay", "Leave the Bifrost token where it is"))
        seat = s["heroes"][t["h"]]["seat"] if t.get("h") is not None else sel.decider(g, g.ctx(t["c"]))
        g.ask(t, decision(seat, "bifrost", "Move the Bifrost token: Asgard becomes adjacent to its space.", opts))
        return
    pid = picks[0]["id"]
    if pid != "stay":
        s["bifrost"] = pid[6:]
        g.log("bifrost", f"The Bifrost token now stands on {board.space_name(book, s, pid[6:])}: "
              f"Asgard is adjacent to it.", space=pid[6:])


def op_bifrost(g: Any, e: dict[str, Any], cid: str) -> None:
    g.push({"op": "bifrost", "c": cid, "h": g.ctx(cid)["h"]})
