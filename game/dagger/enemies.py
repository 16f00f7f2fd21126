"""Enemies: damage and defeat, and activation.

An activating enemy does the first it can of: attack a hero in its space (the heroes choose which;
the nemesis attacks them all), overrun the operational base it stands on when no hero is there,
or step toward the nearest operational base of its region (of another region when its own has
none; the first player settles ties). Enemies activate by rank: 1, 2, 3, the nemesis's own, elites,
then the nemesis; the heroes choose the order within a rank when it can matter.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from . import board, nemesis as nem_mod
from .abilities import fire
from .bases import overrun
from .engine import push_fx, task
from .heroes import damage_hero, static_total
from .missions import credit, elite_defeated
from .selectors import enemy_ref, hero_ref
from .standees import health
from .table import active_heroes, first_seat, heroes_at
from .tracks import add_threat

ORDER = (1, 2, 3, "N", "elite")


def find(s: dict[str, Any], ref: str) -> dict[str, Any] | None:
    """The enemy of a ref (None for the nemesis or one that is gone)."""
    if not ref.startswith("enemy:"):
        return None
    u = int(ref[6:])
    for e in s["enemies"]:
        if e["u"] == u:
            return e
    return None


def deal(g: Any, ref: str, n: int, h: int | None, why: str) -> None:
    """`n` damage to an enemy or the nemesis, dealt by hero `h` (or None)."""
    if ref == "nemesis":
        nem_mod.damage_nemesis(g, n, h, why)
        return
    s = g.s
    e = find(s, ref)
    if e is None or n <= 0:
        return
    e["dmg"] += n
    hp = health(g, e)
    g.log("damage", f"{g.ename(e)} suffers {n} damage ({why}): {e['dmg']}/{hp}.", enemy=e["u"], amount=n)
    if e["dmg"] >= hp:
        defeated(g, e, h)


def defeated(g: Any, e: dict[str, Any], h: int | None) -> None:
    """An enemy is defeated: its standee leaves the board (its primed token with it)."""
    s, book = g.s, g.book
    s["enemies"].remove(e)
    sid = e["space"]
    g.log("defeated", f"{g.ename(e)} is defeated.", enemy=e["u"], space=sid)
    credit(g, "defeat", sid, rank=e["rank"])
    if s["result"] is not None:
        return
    if e["rank"] == "elite":
        elite_defeated(g, e["card"])
    ref = enemy_ref(e)
    for o in reversed(active_heroes(s)):
        if board.nearby(book, s, s["heroes"][o]["space"], sid):
            fire(g, "enemy_defeated_nearby", o, ref)
    if h is not None:
        fire(g, "defeats_enemy", h, ref)


def power(g: Any, e: dict[str, Any]) -> int:
    """An enemy's power now (swarm: +1 with another enemy in its space)."""
    card = g.book.enemies[e["card"]]
    p = card.power
    if "swarm" in card.keywords and any(o is not e and o["space"] == e["space"] for o in g.s["enemies"]):
        p += 1
    return p


# -- activation -------------------------------------------------------------------------------------
def activation_queue(s: dict[str, Any], done: list[str] = ()) -> list[list[str]]:
    """The enemies to activate, by rank (each group in standing order), the nemesis last; those
    in `done` have activated this phase already (an event's "activate at once")."""
    groups = []
    for rank in ORDER:
        grp = [r for r in (enemy_ref(e) for e in s["enemies"] if e["rank"] == rank) if r not in done]
        if grp:
            groups.append(grp)
    groups.append(["nemesis"])
    return groups


@task("activation")
def _activation(g: Any, t: dict[str, Any], picks: Any) -> None:
    """Activate the queued groups one enemy at a time, asking the order when it matters."""
    s = g.s
    if t["q"] is None:
        t["q"] = activation_queue(s, t.get("done", ()))
    groups = t["q"]
    if picks is not None:
        ref = picks[0]["id"]
        groups[0].remove(ref)
        if not groups[0]:
            groups.pop(0)
        if groups:
            g.push(t)
        g.push({"op": "enemy_act", "ref": ref})
        return
    while groups:
        grp = groups[0]
        grp[:] = [r for r in grp if r == "nemesis" or find(s, r) is not None]
        if not grp:
            groups.pop(0)
            continue
        if len(grp) > 1 and _order_matters(g, grp):
            opts = [option(r, f"{_describe(g, r)} activates next", [r]) for r in grp]
            g.ask(t, decision(first_seat(s), "activation_order",
                              "Choose which enemy of this rank activates next.", opts))
            return
        ref = grp.pop(0)
        if not grp:
            groups.pop(0)
        if groups:
            g.push(t)
        g.push({"op": "enemy_act", "ref": ref})
        return


def _order_matters(g: Any, grp: list[str]) -> bool:
    """Whether the heroes' choice of order can change what happens: two or more of them would
    attack heroes (who is hit first), or one would overrun a base while another moves or overruns
    (an overrun base is no longer a goal for the others: the heroes may let one step onto New York
    before another overruns it)."""
    s = g.s
    hero_spaces = {h["space"] for h in s["heroes"] if not h["down"] and not h["out"]}
    attackers = overrunners = movers = 0
    for r in grp:
        e = find(s, r)
        if e is None:
            continue
        if e["space"] in hero_spaces:
            attackers += 1
        elif any(board.operational(s, b) for b in board.bases_at(g.book, s, e["space"])):
            overrunners += 1
        else:
            movers += 1
    return attackers > 1 or (overrunners > 0 and overrunners + movers > 1)


def _describe(g: Any, ref: str) -> str:
    if ref == "nemesis":
        return g.nname()
    e = find(g.s, ref)
    return f"{g.ename(e)} in {board.space_name(g.book, g.s, e['space'])}" if e else "an enemy"


@task("enemy_act")
def _enemy_act(g: Any, t: dict[str, Any], picks: Any) -> None:
    """One enemy (or the nemesis) activates."""
    s = g.s
    ref = t["ref"]
    if ref == "nemesis":
        _nemesis_act(g)
        return
    e = find(s, ref)
    if e is None:
        return
    if heroes_at(s, e["space"]):
        g.push({"op": "enemy_attack", "ref": ref})
        return
    for b in board.bases_at(g.book, s, e["space"]):
        if board.operational(s, b):
            overrun(g, b, f"{g.ename(e)} attacks it")
            return
    steps = 2 if "fast" in g.book.enemies[e["card"]].keywords else 1
    g.push({"op": "enemy_move", "ref": ref, "steps": steps})


def _nemesis_act(g: Any) -> None:
    s = g.s
    nem = s["nem"]
    if nem["show"]:
        n = nem_mod.sheet(g)
        if n.showdown.suppression == "cancel_activation" and nem["supp"] > 0:
            nem["supp"] -= 1
            g.log("suppression", f"A suppression token is spent: {g.nname()} does not activate.", nemesis=True)
            return
        g.log("activate", f"{g.nname()} activates (final showdown).", nemesis=True)
        push_fx(g, n.showdown.activation, g.new_ctx(None, src=f"{n.name} in the final showdown"), own=True)
        return
    if nem["stun"]:
        nem.update(stun=False, dmg=0)
        g.log("stun", f"{g.nname()} shakes off the stun and all its damage.", nemesis=True)
        return
    targets = heroes_at(s, nem["space"])
    if targets:
        g.push({"op": "nemesis_attack", "heroes": targets})
        return
    for b in board.bases_at(g.book, s, nem["space"]):
        if board.operational(s, b):
            overrun(g, b, f"{g.nname()} attacks it")
            return
    g.push({"op": "enemy_move", "ref": "nemesis", "steps": 1})


@task("nemesis_attack")
def _nemesis_attack(g: Any, t: dict[str, Any], picks: Any) -> None:
    """The nemesis attacks every listed hero (each suffers its power)."""
    s = g.s
    p = nem_mod.power(g)
    for h in t["heroes"]:
        rec = s["heroes"][h]
        if rec["down"] or rec["out"]:
            continue
        dmg = max(0, p - static_total(g, h, "armor"))
        damage_hero(g, h, dmg, f"attacked by {g.nname()}")
        if s["result"] is not None:
            return
        fire(g, "attacked", h, "nemesis")


@task("enemy_attack")
def _enemy_attack(g: Any, t: dict[str, Any], picks: Any) -> None:
    """An enemy attacks one hero in its space (the heroes choose; a guard may step in)."""
    s, book = g.s, g.book
    e = find(s, t["ref"])
    if e is None:
        return
    here = heroes_at(s, e["space"])
    if not here:
        return
    if picks is not None:
        pick = picks[0]["id"]
        h = int(pick.split(":")[1])
    elif len(here) == 1:
        h = here[0]
    else:
        opts = [option(hero_ref(i), f"{g.hname(i)} is attacked ({power(g, e)} damage)", [hero_ref(i)])
                for i in here]
        g.ask(t, decision(first_seat(s), "attacked", f"{g.ename(e)} attacks: choose the hero it attacks.", opts))
        return
    guards = [i for i in here if i != h and _has_guard(g, i)]
    if guards and not t.get("guarded"):
        t2 = {"op": "guard", "ref": t["ref"], "h": h, "guards": guards}
        g.push(t2)
        return
    _hit(g, e, h)


def _has_guard(g: Any, h: int) -> bool:
    from .heroes import statics
    return bool(statics(g, h, "guard"))


@task("guard")
def _guard(g: Any, t: dict[str, Any], picks: Any) -> None:
    """A hero with guard may take the attack aimed at another hero in its space."""
    s = g.s
    e = find(s, t["ref"])
    if e is None:
        return
    if picks is None:
        gd = t["guards"][0]
        opts = [option("guard", f"{g.hname(gd)} takes the attack instead ({power(g, e)} damage)"),
                option("no", f"Let {g.hname(t['h'])} take it")]
        g.ask(t, decision(s["heroes"][gd]["seat"], "guard",
                          f"{g.ename(e)} attacks {g.hname(t['h'])}: guard them?", opts))
        return
    _hit(g, e, t["guards"][0] if picks[0]["id"] == "guard" else t["h"])


def _hit(g: Any, e: dict[str, Any], h: int) -> None:
    s = g.s
    card = g.book.enemies[e["card"]]
    if "menace" in card.keywords:
        add_threat(g, 1, f"{card.name} attacks")
        if s["result"] is not None:
            return
    dmg = max(0, power(g, e) - static_total(g, h, "armor"))
    damage_hero(g, h, dmg, f"attacked by {card.name}")
    if s["result"] is None:
        fire(g, "attacked", h, enemy_ref(e))


# -- moving ------------------------------------------------------------------------------------------
def goal_bases(g: Any, sid: str) -> list[str]:
    """The nearest operational bases an enemy on `sid` heads for (several when tied)."""
    s, book = g.s, g.book
    reg = board.region(book, s, sid)
    ops = [b for b in board.bases_in_region(book, s, reg) if board.operational(s, b)] if reg else []
    if not ops:
        ops = [b for b in board.all_bases(s) if board.operational(s, b)]
    dist = board.distances(book, s, sid)
    best = None
    out: list[str] = []
    for b in ops:
        d = dist.get(board.base_space(book, s, b))
        if d is None:
            continue
        if best is None or d < best:
            best, out = d, [b]
        elif d == best:
            out.append(b)
    return out


@task("enemy_move")
def _enemy_move(g: Any, t: dict[str, Any], picks: Any) -> None:
    """Step toward the nearest operational base (the first player settles ties of base and step)."""
    s, book = g.s, g.book
    ref = t["ref"]
    e = None if ref == "nemesis" else find(s, ref)
    if ref != "nemesis" and e is None:
        return
    sid = s["nem"]["space"] if e is None else e["space"]
    name = g.nname() if e is None else g.ename(e)
    if picks is not None:
        pid = picks[0]["id"]
        if pid.startswith("base:"):
            t["goal"] = pid[5:]
        else:
            _step(g, t, e, pid[6:], name)
            return
    goal = t.get("goal")
    if goal is None:
        goals = goal_bases(g, sid)
        if not goals:
            return
        if len(goals) > 1:
            opts = [option(f"base:{b}", f"{name} heads for {book.base_name(b)}", [f"base:{b}"]) for b in goals]
            g.ask(t, decision(first_seat(s), "enemy_goal",
                              f"{name} is as near to several bases: choose the one it heads for.", opts))
            return
        goal = t["goal"] = goals[0]
    steps = book.graph.steps_toward(sid, board.base_space(book, s, goal), board.extra(s))
    if not steps:
        return
    if len(steps) > 1:
        opts = [option(f"space:{n}", f"{name} steps to {board.space_name(book, s, n)}", [f"space:{n}"])
                for n in steps]
        g.ask(t, decision(first_seat(s), "enemy_step", f"{name} heads for {book.base_name(goal)}: choose its step.",
                          opts))
        return
    _step(g, t, e, steps[0], name)


def _step(g: Any, t: dict[str, Any], e: dict[str, Any] | None, to: str, name: str) -> None:
    s = g.s
    if e is None:
        s["nem"]["space"] = to
    else:
        e["space"] = to
    g.log("move", f"{name} moves to {board.space_name(g.book, s, to)}.", space=to,
          **({"nemesis": True} if e is None else {"enemy": e["u"]}))
    left = t["steps"] - 1
    if left > 0 and not heroes_at(s, to) and not any(board.operational(s, b) for b in board.bases_at(g.book, s, to)):
        g.push({"op": "enemy_move", "ref": t["ref"], "steps": left, "goal": t.get("goal")})

