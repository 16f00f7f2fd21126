"""Effect lists: run in order, each op by its handler (see vocabulary.py for the words).

An ``fx`` task walks a list; an op that needs a decision or a test schedules its tasks above the
rest of the list, which waits under them. An op that must pick a target schedules a ``redo`` of
itself under the pick (selectors.py).
"""

from __future__ import annotations

from typing import Any, Callable

from game.core.decisions import decision, option

from . import actions, aspects, board, selectors as sel
from .bases import clear_overrun, overrun
from .dice import current_test, start_test
from .enemies import deal, find
from .engine import push_fx, task
from .heroes import damage_hero, empower, recover
from .missions import add_progress, spawn_side
from .standees import spawn
from .support import charge_card, exhausted_shared, exhaust, ready
from .table import first_seat
from .tracks import add_team_up, add_threat

Op = Callable[[Any, dict[str, Any], str], None]
OPS: dict[str, Op] = {}


def op(name: str) -> Callable[[Op], Op]:
    def deco(fn: Op) -> Op:
        OPS[name] = fn
        return fn
    return deco


@task("fx")
def _fx(g: Any, t: dict[str, Any], picks: Any) -> None:
    s = g.s
    stack = s["stack"]
    lst, i, cid = t["l"], t["i"], t["c"]
    if cid not in s["ctx"]:
        return
    c = s["ctx"][cid]
    while i < len(lst):
        e = lst[i]
        i += 1
        if "if" in e and not sel.cond(g, e["if"], c):
            continue
        depth = len(stack)
        stack.append({"op": "fx", "l": lst, "i": i, "c": cid, "own": t.get("own", False)})
        OPS[e["op"]](g, e, cid)
        if len(stack) != depth + 1 or s["pending"] is not None or s["result"] is not None:
            return
        stack.pop()
    if t.get("own"):
        s["ctx"].pop(cid, None)


@task("redo")
def _redo(g: Any, t: dict[str, Any], picks: Any) -> None:
    if t["c"] in g.s["ctx"]:
        OPS[t["e"]["op"]](g, t["e"], t["c"])


def _who(ref: str) -> tuple[str, int | None]:
    kind, _, key = ref.partition(":")
    return kind, (int(key) if kind in ("hero", "enemy") else None)


# -- damage and recovery --------------------------------------------------------------------------------
@op("damage")
def _damage(g: Any, e: dict[str, Any], cid: str) -> None:
    refs = sel.targets(g, e, cid)
    if not refs:
        return
    c = g.ctx(cid)
    n = sel.amount(g, e.get("n", 1), c)
    why = c.get("src") or "an effect"
    for r in refs:
        kind, key = _who(r)
        if kind == "hero":
            damage_hero(g, key, n, why)
        else:
            deal(g, r, n, c["h"], why)
        if g.s["result"] is not None:
            return


@op("recover")
def _recover(g: Any, e: dict[str, Any], cid: str) -> None:
    refs = sel.targets(g, e, cid)
    if not refs:
        return
    c = g.ctx(cid)
    n = sel.amount(g, e.get("n", 1), c)
    s = g.s
    for r in refs:
        kind, key = _who(r)
        if kind == "hero":
            recover(g, key, n, c.get("src", ""))
        elif r == "nemesis":
            got = min(n, s["nem"]["dmg"])
            s["nem"]["dmg"] -= got
            if got:
                g.log("recover", f"{g.nname()} recovers {got}.", nemesis=True)
        else:
            en = find(s, r)
            if en and en["dmg"]:
                got = min(n, en["dmg"])
                en["dmg"] -= got
                g.log("recover", f"{g.ename(en)} recovers {got}.", enemy=en["u"])


@op("charge")
def _charge(g: Any, e: dict[str, Any], cid: str) -> None:
    refs = sel.targets(g, e, cid)
    if not refs:
        return
    c = g.ctx(cid)
    n = sel.amount(g, e.get("n", 1), c)
    h = int(refs[0][5:])
    cards = exhausted_shared(g.s, h)
    if len(cards) == 1:
        charge_card(g, h, cards[0], n)
    elif cards:
        g.push({"op": "charge_pick", "h": h, "n": n, "c": cid})


@task("charge_pick")
def _charge_pick(g: Any, t: dict[str, Any], picks: Any) -> None:
    s, book = g.s, g.book
    h = t["h"]
    cards = exhausted_shared(s, h)
    if picks is None:
        if len(cards) < 2:
            if cards:
                charge_card(g, h, cards[0], t["n"])
            return
        opts = [option(f"support:{cd}", f"CHARGE {t['n']} on {book.supports[cd].name}", [f"support:{cd}"])
                for cd in cards]
        g.ask(t, decision(sel.decider(g, g.ctx(t["c"])) if t["c"] in s["ctx"] else s["heroes"][h]["seat"],
                          "charge", f"CHARGE {t['n']}: choose {g.hname(h)}'s support card.", opts))
        return
    charge_card(g, h, picks[0]["id"][8:], t["n"])


# -- movement -----------------------------------------------------------------------------------------
OPS["move"] = actions.op_move
OPS["pull"] = actions.op_pull
OPS["bifrost"] = actions.op_bifrost
OPS["attack"] = actions.op_attack
OPS["defy"] = actions.op_defy
OPS["rest"] = actions.op_rest


@op("move_enemy")
def _move_enemy(g: Any, e: dict[str, Any], cid: str) -> None:
    refs = sel.targets(g, e, cid, default={"pick_enemy": {"where": "nearby", "minion": True}})
    if not refs:
        return
    n = sel.amount(g, e.get("n", 1), g.ctx(cid))
    for r in reversed(refs):
        g.push({"op": "enemy_place", "ref": r, "n": n, "c": cid})


@task("enemy_place")
def _enemy_place(g: Any, t: dict[str, Any], picks: Any) -> None:
    s, book = g.s, g.book
    ref = t["ref"]
    en = find(s, ref)
    here = s["nem"]["space"] if ref == "nemesis" else (en["space"] if en else None)
    if here is None:
        return
    name = sel.ref_name(g, ref)
    if picks is None:
        reach = board.within(book, s, here, t["n"])
        opts = [option(f"space:{sid}", f"Move {name} to {board.space_name(book, s, sid)}" if d else
                       f"Leave {name} where it is", [f"space:{sid}"])
                for sid, d in sorted(reach.items(), key=lambda kv: (kv[1], kv[0]))]
        seat = sel.decider(g, g.ctx(t["c"])) if t["c"] in s["ctx"] else first_seat(s)
        g.ask(t, decision(seat, "move_enemy", f"Move {name} up to {t['n']} spaces.", opts))
        return
    to = picks[0]["id"][6:]
    if to == here:
        return
    if ref == "nemesis":
        s["nem"]["space"] = to
    else:
        en["space"] = to
    g.log("move", f"{name.split(' in ')[0]} is moved to {board.space_name(book, s, to)}.", space=to)


@op("toward")
def _toward(g: Any, e: dict[str, Any], cid: str) -> None:
    refs = sel.targets(g, e, cid, default="nemesis")
    if not refs:
        return
    n = sel.amount(g, e.get("n", 1), g.ctx(cid))
    for r in reversed(refs):
        if e.get("goal") == "base":
            g.push({"op": "enemy_move", "ref": r, "steps": n})
        else:
            g.push({"op": "toward_hero", "ref": r, "steps": n})


@task("toward_hero")
def _toward_hero(g: Any, t: dict[str, Any], picks: Any) -> None:
    """Step toward the nearest hero (the first player settles ties), stopping on a hero's space."""
    s, book = g.s, g.book
    ref = t["ref"]
    en = find(s, ref)
    here = s["nem"]["space"] if ref == "nemesis" else (en["space"] if en else None)
    if here is None or t["steps"] <= 0:
        return
    if picks is None:
        dist = board.distances(book, s, here)
        spots = {h["space"] for h in s["heroes"] if h["space"] and not h["down"] and not h["out"]}
        reach = [(dist[sp], sp) for sp in spots if sp in dist]
        if not reach or min(reach)[0] == 0:
            return
        best = min(reach)[0]
        steps = sorted({st for d, sp in reach if d == best
                        for st in book.graph.steps_toward(here, sp, board.extra(s))})
        if len(steps) > 1:
            name = sel.ref_name(g, ref).split(" in ")[0]
            opts = [option(f"space:{st}", f"{name} steps to {board.space_name(book, s, st)}", [f"space:{st}"])
                    for st in steps]
            g.ask(t, decision(first_seat(s), "enemy_step", f"{name} closes in on the nearest hero: choose its step.",
                              opts))
            return
        to = steps[0]
    else:
        to = picks[0]["id"][6:]
    if ref == "nemesis":
        s["nem"]["space"] = to
    else:
        en["space"] = to
    g.log("move", f"{sel.ref_name(g, ref).split(' in ')[0]} moves to {board.space_name(book, s, to)}.", space=to)
    if t["steps"] > 1:
        g.push({"op": "toward_hero", "ref": ref, "steps": t["steps"] - 1})


# -- tracks, tokens, missions --------------------------------------------------------------------------
@op("progress")
def _progress(g: Any, e: dict[str, Any], cid: str) -> None:
    refs = sel.targets(g, e, cid, default="nemesis_mission")
    if not refs:
        return
    c = g.ctx(cid)
    add_progress(g, refs[0][8:], sel.amount(g, e.get("n", 1), c), c.get("src", ""))


@op("threat")
def _threat(g: Any, e: dict[str, Any], cid: str) -> None:
    c = g.ctx(cid)
    add_threat(g, sel.amount(g, e.get("n", 1), c), c.get("src") or "an effect")


@op("team_up")
def _team_up(g: Any, e: dict[str, Any], cid: str) -> None:
    c = g.ctx(cid)
    add_team_up(g, sel.amount(g, e.get("n", 1), c), c.get("src") or "an effect")


@op("prime")
def _prime(g: Any, e: dict[str, Any], cid: str) -> None:
    refs = sel.targets(g, e, cid, default="target")
    for r in refs or []:
        if r == "nemesis":
            if not g.s["nem"]["primed"]:
                g.s["nem"]["primed"] = True
                g.log("primed", f"{g.nname()} is primed.", nemesis=True)
        else:
            en = find(g.s, r)
            if en and not en["primed"]:
                en["primed"] = True
                g.log("primed", f"{g.ename(en)} is primed.", enemy=en["u"])


@op("empower")
def _empower(g: Any, e: dict[str, Any], cid: str) -> None:
    for r in sel.targets(g, e, cid) or []:
        empower(g, int(r[5:]))


@op("spawn")
def _spawn(g: Any, e: dict[str, Any], cid: str) -> None:
    sp = str(e.get("space"))
    if sp == "nemesis":
        sp = g.s["nem"]["space"]
    elif sp == "here":
        sp = sel.anchor(g, g.ctx(cid))
    if sp:
        spawn(g, e["rank"], sp)


@op("side_mission")
def _side_mission(g: Any, e: dict[str, Any], cid: str) -> None:
    spawn_side(g)


@op("suppress")
def _suppress(g: Any, e: dict[str, Any], cid: str) -> None:
    nem = g.s["nem"]
    n = min(3 - nem["supp"], sel.amount(g, e.get("n", 1), g.ctx(cid)))
    if n > 0:
        nem["supp"] += n
        g.log("suppression", f"{n} suppression token{'s' if n > 1 else ''} on {g.nname()}'s sheet "
              f"({nem['supp']} in all).", nemesis=True)


@op("fortify")
def _fortify(g: Any, e: dict[str, Any], cid: str) -> None:
    nem = g.s["nem"]
    n = sel.amount(g, e.get("n", 1), g.ctx(cid))
    nem["fort"] = nem.get("fort", 0) + n
    g.log("fortify", f"{g.nname()}'s final showdown health rises by {n} for each hero.", nemesis=True)


@op("overrun")
def _overrun(g: Any, e: dict[str, Any], cid: str) -> None:
    for r in sel.targets(g, e, cid) or []:
        overrun(g, r[5:], g.ctx(cid).get("src") or "an effect")
        if g.s["result"] is not None:
            return


@op("clear_overrun")
def _clear_overrun(g: Any, e: dict[str, Any], cid: str) -> None:
    for r in sel.targets(g, e, cid, default={"pick_base": {"overrun": True}}) or []:
        clear_overrun(g, r[5:])


@op("exhaust")
def _exhaust(g: Any, e: dict[str, Any], cid: str) -> None:
    for r in sel.targets(g, e, cid) or []:
        exhaust(g, int(r[5:]))


@op("ready_support")
def _ready_support(g: Any, e: dict[str, Any], cid: str) -> None:
    for r in sel.targets(g, e, cid) or []:
        ready(g, int(r[5:]))


# -- tests --------------------------------------------------------------------------------------------
@op("test")
def _test(g: Any, e: dict[str, Any], cid: str) -> None:
    c = g.ctx(cid)
    if c["h"] is None:
        return
    start_test(g, c["h"], e["attr"], cid, "test", dice=e.get("dice", 0), reroll=e.get("reroll", 0))


@op("add_successes")
def _add_successes(g: Any, e: dict[str, Any], cid: str) -> None:
    t = current_test(g)
    if t is not None:
        n = sel.amount(g, e.get("n", 1), g.ctx(cid))
        t["bonus"] += n
        g.log("bonus", f"+{n} success{'es' if n > 1 else ''} ({g.ctx(cid).get('src', '')}).", amount=n)


# -- structure -----------------------------------------------------------------------------------------
@op("each")
def _each(g: Any, e: dict[str, Any], cid: str) -> None:
    refs = sel.targets(g, e, cid)
    if not refs:
        return
    parent = g.ctx(cid)
    for r in reversed(refs):
        kind, key = _who(r)
        more = {k: parent[k] for k in ("boosted", "src", "mission", "chosen", "target")}
        if kind == "hero":
            more["chosen"] = key
            child = g.new_ctx(key, **more)
        else:
            more["target"] = r
            child = g.new_ctx(parent["h"], **more)
        push_fx(g, e.get("effects", []), child, own=True)


@op("choose")
def _choose(g: Any, e: dict[str, Any], cid: str) -> None:
    g.push({"op": "choose", "e": e, "c": cid})


@task("choose")
def _choose_task(g: Any, t: dict[str, Any], picks: Any) -> None:
    e, cid = t["e"], t["c"]
    if cid not in g.s["ctx"]:
        return
    c = g.ctx(cid)
    if picks is None:
        opts = [option(f"o{i}", o["label"]) for i, o in enumerate(e["options"])]
        g.ask(t, decision(sel.decider(g, c), "choose", f"{c.get('src') or 'Choose'}: pick one.", opts, hero=c["h"],
                          choices=e["options"]))
        return
    chosen = e["options"][int(picks[0]["id"][1:])]
    push_fx(g, chosen.get("effects", []), cid)


@op("if")
def _if(g: Any, e: dict[str, Any], cid: str) -> None:
    branch = e.get("then", []) if sel.cond(g, e["cond"], g.ctx(cid)) else e.get("else", [])
    push_fx(g, branch, cid)


@op("extra_action")
def _extra_action(g: Any, e: dict[str, Any], cid: str) -> None:
    refs = sel.targets(g, e, cid, default={"pick_hero": {"other": True}})
    if not refs:
        return
    g.push({"op": "free_action", "h": int(refs[0][5:]), "action": e.get("action", "any"),
            "by": g.ctx(cid).get("src", "")})


@task("free_action")
def _free_action(g: Any, t: dict[str, Any], picks: Any) -> None:
    """A hero takes a basic action at once, without a token or a slot."""
    s = g.s
    h = t["h"]
    rec = s["heroes"][h]
    if rec["down"] or rec["out"]:
        return
    if picks is None:
        names = aspects.possible_actions(g, h) if t["action"] == "any" else \
            [t["action"]] if aspects.possible(g, h, t["action"]) else []
        if not names:
            return
        if len(names) > 1:
            from .wording import action_label
            opts = [option(a, f"{a.capitalize()}: {action_label(g, h, a, False)}", [f"slot:{h}:{a}"]) for a in names]
            g.ask(t, decision(rec["seat"], "free_action", f"{g.hname(h)} takes a free action ({t['by']}).", opts, hero=h))
            return
        name = names[0]
    else:
        name = picks[0]["id"]
    act = aspects.action(g, h, name)
    g.log("action", f"{g.hname(h)} takes a free {name} action ({t['by']}).", hero=h, action=name)
    push_fx(g, act.effects, g.new_ctx(h, src=f"free {name}", basic=name), own=True)


@op("asgard")
def _asgard(g: Any, e: dict[str, Any], cid: str) -> None:
    for r in sel.targets(g, e, cid) or []:
        actions.move_hero(g, int(r[5:]), board.ASGARD, "to Asgard")


@op("nemesis_attack")
def _nemesis_attack(g: Any, e: dict[str, Any], cid: str) -> None:
    refs = sel.targets(g, e, cid, default={"all_heroes": {"where": "nemesis"}})
    if refs:
        g.log("attack", f"{g.nname()} attacks.", nemesis=True)
        g.push({"op": "nemesis_attack", "heroes": [int(r[5:]) for r in refs]})


@op("activate")
def _activate(g: Any, e: dict[str, Any], cid: str) -> None:
    """The enemies activate now; in an event that activates the enemies, not again in step C."""
    refs = sel.targets(g, e, cid) or []
    step_c = next((t for t in g.s["stack"] if t["op"] == "activation" and t["q"] is None), None)
    if step_c is not None:
        step_c["done"] += refs
    for r in reversed(refs):
        g.push({"op": "enemy_act", "ref": r})


@op("custom")
def _custom(g: Any, e: dict[str, Any], cid: str) -> None:
    from .custom import CUSTOM
    CUSTOM[e["fn"]](g, e, cid)

