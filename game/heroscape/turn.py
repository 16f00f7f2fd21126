"""One figure's turn: what it may do now (the "act" decision) and doing it.

The act decision lists, for the acting figure: every destination of each way of
moving (until it has moved or attacked), Dust-of-Death (after moving, before
attacking), every legal attack and special attack, handing the Sleeping Agent over
(Hulk Mad!), and "End turn". Option paths (what the player clicks):

- move:    ["fig:<id>", "hex:<space>"]; a power that replaces the move:
           ["fig:<id>", "move:<power>", "hex:<space>"]
- attack:  ["fig:<id>", "target:<id or wall>"]
- special: ["fig:<id>", "power:<power>", "target:<id or wall>"] (Stomp: ["fig:<id>", "power:stomp"])
- Dust-of-Death: ["fig:<id>", "power:dust_of_death", "target:<id or adjacent>"]
- pass the Sleeping Agent: ["fig:<holder>", "pass:<receiver>"]
- end turn: [] (a button)
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.decisions import decision, option

from . import combat, damage, movement
from .movement import NORMAL, Route
from .scenario_rules import land, must_attack
from .table import WALL, Table

FALL_DICE = ((20, "extreme"), (10, "major"), (0, "fall"))


def new_turn(seat: int, actor: str | None, number: int | None, card: str | None,
             controlled: str | None = None) -> dict[str, Any]:
    """A fresh turn context."""
    return {"seat": seat, "number": number, "card": card, "actor": actor, "controlled": controlled,
            "moved": False, "moved_mode": None, "move_left": None, "attacked": False, "normal_attacks": 0,
            "special": None, "special_uses": 0, "hit": [], "dust_used": False, "used": []}


# -- building the decision ----------------------------------------------------------------
def act_decision(rules: Any, s: dict) -> dict:
    """The pending decision of the acting figure."""
    t = Table(rules, s)
    turn = s["turn"]
    fid = turn["actor"]
    opts: list[dict] = []
    if fid and t.fig(fid)["status"] == "board":
        opts += move_options(t, fid)
        opts += dust_options(t, fid)
        opts += attack_options(t, fid)
        opts += pass_options(t)
    forced = must_attack(t, fid) and any(o["data"]["kind"] in ("attack", "special") for o in opts)
    if not forced:
        opts.append(option("end", end_label(t, fid, opts), [], kind="end"))
    name = t.name(fid) if fid else "nobody"
    return decision(turn["seat"], "act", f"{name}: move, attack or end the turn.", opts,
                    public_prompt=f"{rules.seat_name(s, turn['seat'])} is taking a turn with {name}.",
                    figure=fid)


def end_label(t: Table, fid: str | None, opts: list[dict]) -> str:
    """"End turn", saying what the figure gives up by ending it now."""
    if not fid:
        return "End turn"
    kinds = {o["data"]["kind"] for o in opts if o.get("data")}
    turn = t.s["turn"]
    lost = []
    if "move" in kinds:
        lost.append(f"does not use the {turn['move_left']} spaces of move left" if turn["move_left"]
                    else "does not move")
    if kinds & {"attack", "special", "dust"}:
        lost.append("does not attack")
    return f"End turn: {t.name(fid)} " + " and ".join(lost) if lost else "End turn"


def spaces(n: int) -> str:
    """"1 space", "3 spaces"."""
    return f"{n} space" + ("" if n == 1 else "s")


def move_options(t: Table, fid: str) -> list[dict]:
    """A move option per reachable destination and way of moving."""
    turn = t.s["turn"]
    if turn["attacked"] or turn["dust_used"] or (turn["moved"] and turn["move_left"] is None):
        return []
    out = []
    modes = movement.movement_modes(t, fid)
    fly = next((p for p in modes if not p.replaces_normal_move), None)
    main = movement.reachable(t, fid, fly)
    how = f" ({fly.name})" if fly else ""
    for key, r in main.items():
        out.append(move_option(t, fid, r, ["fig:" + fid, "hex:" + key], how))
    for p in modes:
        if p.replaces_normal_move:
            for key, r in movement.reachable(t, fid, p).items():
                out.append(move_option(t, fid, r, ["fig:" + fid, "move:" + p.id, "hex:" + key], f" ({p.name})"))
    return out


def move_option(t: Table, fid: str, r: Route, path: list[str], how: str = "") -> dict:
    """The option of moving a figure along a route, with what the view shows (cost, swipes, falls)."""
    warn = []
    if r.swipes:
        n = r.swipe_count()
        warn.append(f"risks {n} leaving-engagement attack" + ("" if n == 1 else "s"))
    if r.falls:
        warn.append("risks a fall" if len(r.falls) == 1 else f"risks {len(r.falls)} falls")
    label = f"Move {t.name(fid)} to {t.where(r.dest)}{how}: {spaces(r.cost)}" + (f"; {', '.join(warn)}" if warn else "")
    return option(f"move:{r.mode}:{r.dest}", label, path, kind="move", figure=fid, to=r.dest, mode=r.mode,
                  cost=r.cost, route=r.path, swipes=[[i, list(e)] for i, e in r.swipes],
                  falls=[[i, d] for i, d in r.falls], stops=r.pickups)


def targets_in_reach(t: Table, fid: str, reach: int, *, wall: bool = True) -> list[tuple[str, str]]:
    """(target, why-not or "") for every enemy (and the wall) an attack of this range could
    aim at: range, adjacency for range 1, engagement and line of sight."""
    sp = t.space_of(fid)
    h = t.height(fid)
    engaged = t.engaged_with(fid) if not t.basic else []
    out = []
    for e in t.enemies_of(fid):
        esp = t.space_of(e)
        if engaged and e not in engaged:
            out.append((e, f"{t.name(fid)} is engaged and may attack only the figures he is engaged with"))
            continue
        d = t.distance(sp, esp)
        if reach == 1:
            if not t.spaces_adjacent(sp, h, esp, t.height(e)):
                why = ("not adjacent: one base is at least the other figure's height higher"
                       if d == 1 else f"out of range: {d} spaces away, range 1")
                out.append((e, why))
                continue
        elif d > reach:
            out.append((e, f"out of range: {d} spaces away, range {reach}"))
            continue
        seen = t.sees(fid, e, want_reason=True)
        out.append((e, "" if seen.clear else f"no clear line of sight: {seen.blocked_by}"))
    if wall and not t.basic and t.wall_present() and t.board.breakable:
        if engaged:
            out.append((WALL, "an engaged figure may attack only the figures it is engaged with"))
        else:
            d = t.wall_distance(sp)
            if d > reach:
                out.append((WALL, f"out of range: {d} spaces from the wall, range {reach}"))
            elif reach == 1 and not any(t.distance(sp, w) == 1 and not t.board.separated((sp.q, sp.r), (w.q, w.r))
                                        for w in t.wall_spaces()):
                out.append((WALL, "not next to the wall"))
            else:
                seen = t.sees(fid, WALL, want_reason=True)
                out.append((WALL, "" if seen.clear else f"no clear line of sight: {seen.blocked_by}"))
    return out


def attack_options(t: Table, fid: str) -> list[dict]:
    """Normal attacks and special attacks the figure may make now."""
    turn = t.s["turn"]
    out: list[dict] = []
    extra = t.power(fid, "extra_attacks")
    allowed = 1 + (extra.extra if extra else 0)
    if turn["special"] is None and turn["normal_attacks"] < allowed:
        for target, why in targets_in_reach(t, fid, t.stat(fid, "range")):
            if not why:
                out.append(_attack_option(t, fid, target, None))
    if turn["normal_attacks"] or t.basic:
        return out
    for p in t.powers(fid):
        if p.effect != "special_attack":
            continue
        if turn["special"] not in (None, p.id) or (turn["special"] == p.id and turn["special_uses"] > p.extra_attacks):
            continue
        if any(u in turn["used"] for u in p.not_after):
            continue
        if p.targets == "all_adjacent":
            if turn["special"] is None and _adjacent_figures(t, fid):
                n = len(_adjacent_figures(t, fid))
                out.append(option(f"special:{p.id}:all", f"{t.name(fid)}: {p.name} on every adjacent figure ({n}), "
                                  f"{p.attack} attack dice",
                                  ["fig:" + fid, "power:" + p.id], kind="special", figure=fid, power=p.id,
                                  targets=_adjacent_figures(t, fid), attack_dice=p.attack))
            continue
        for target, why in targets_in_reach(t, fid, p.range):
            if why or (not p.same_target_twice and target in turn["hit"]):
                continue
            out.append(_attack_option(t, fid, target, p))
    return out


def _adjacent_figures(t: Table, fid: str) -> list[str]:
    return [f for f in t.on_board() if f != fid and t.adjacent(fid, f)]


def _attack_option(t: Table, fid: str, target: str, special: Any) -> dict:
    att, why_a = combat.attack_dice(t, fid, target, special)
    dfn, auto, why_d = combat.defense_dice(t, fid, target, special)
    sp = t.space_of(fid)
    dist = t.wall_distance(sp) if target == WALL else t.distance(sp, t.space_of(target))
    shields = f" + {auto} automatic shield" + ("" if auto == 1 else "s") if auto else ""
    odds = f"{att} attack dice vs {dfn} defense{shields}"
    label = (f"{t.name(fid)}: {special.name} on {t.name(target)}, {odds}" if special
             else f"{t.name(fid)} attacks {t.name(target)}: {odds}")
    path = ["fig:" + fid] + (["power:" + special.id] if special else []) + ["target:" + target]
    oid = f"special:{special.id}:{target}" if special else f"attack:{target}"
    return option(oid, label, path, kind="special" if special else "attack", figure=fid, target=target,
                  power=special.id if special else None, attack_dice=att, defense_dice=dfn, auto_shields=auto,
                  why_attack=why_a, why_defense=why_d, distance=dist,
                  range=special.range if special else t.stat(fid, "range"))


def dust_options(t: Table, fid: str) -> list[dict]:
    """Dust-of-Death: after moving, before attacking, once a turn."""
    turn = t.s["turn"]
    p = t.power(fid, "d20_destroy")
    if p is None or turn["attacked"] or turn["dust_used"]:
        return []
    out = []
    adj = [f for f in _adjacent_figures(t, fid) if not damage.immune(t, f, None)]
    if adj:
        out.append(option(f"power:{p.id}:adjacent", f"{t.name(fid)}: {p.name} on every adjacent figure ({len(adj)}), "
                          f"a d20 each, {p.d20}+ destroys",
                          ["fig:" + fid, "power:" + p.id, "target:adjacent"], kind="dust", figure=fid, power=p.id,
                          targets=adj, d20=p.d20))
    sp = t.space_of(fid)
    for f in t.on_board():
        if f == fid or damage.immune(t, f, None):
            continue
        if t.distance(sp, t.space_of(f)) <= p.range and t.sees(fid, f, any_part=True).clear:
            out.append(option(f"power:{p.id}:{f}", f"{t.name(fid)}: {p.name} on {t.name(f)}, a d20, {p.d20}+ destroys",
                              ["fig:" + fid, "power:" + p.id,
                              "target:" + f], kind="dust", figure=fid, power=p.id, targets=[f], d20=p.d20))
    return out


def pass_options(t: Table) -> list[dict]:
    """Hulk Mad!: during its turn the Sleeping Agent's side may hand it between adjacent figures."""
    r = damage.rule(t, "sleeping_agent")
    if r is None:
        return []
    holder = damage.holder(t.s, r.glyph or "")
    if holder is None or t.side(holder) != t.s["turn"]["seat"]:
        return []
    return [option(f"pass:{holder}:{f}", f"Hand the Sleeping Agent from {t.name(holder)} to {t.name(f)}",
                   ["fig:" + holder, "pass:" + f], kind="pass", figure=holder, to=f)
            for f in t.friends_of(holder) if t.adjacent(holder, f)]


# -- carrying it out ----------------------------------------------------------------------
def do_act(rules: Any, s: dict, pick: dict, events: list) -> bool:
    """Carry out an act option; returns True when the turn ends."""
    data = pick.get("data", {})
    kind = data.get("kind")
    if kind == "end":
        return True
    turn = s["turn"]
    if kind == "move":
        move_figure(rules, s, data["figure"], data, events)
    elif kind == "attack":
        turn["normal_attacks"] += 1
        turn["attacked"] = True
        attack(rules, s, data["figure"], data["target"], None, events)
    elif kind == "special":
        p = Table(rules, s).power_by_id(data["figure"], data["power"])
        turn["special"] = p.id
        turn["special_uses"] += 1
        turn["attacked"] = True
        turn["used"].append(p.id)
        if p.targets == "all_adjacent":
            stomp(rules, s, data["figure"], p, data["targets"], events)
        else:
            turn["hit"].append(data["target"])
            attack(rules, s, data["figure"], data["target"], p, events)
    elif kind == "dust":
        turn["dust_used"] = True
        dust_of_death(rules, s, data["figure"], data["targets"], data["d20"], events)
    elif kind == "pass":
        glyph = damage.rule(Table(rules, s), "sleeping_agent").glyph
        s["figures"][data["figure"]]["carrying"].remove(glyph)
        s["figures"][data["to"]]["carrying"].append(glyph)
        s["glyphs"][glyph]["holder"] = data["to"]
        t = Table(rules, s)
        events.append(ev.event("pass", f"{t.name(data['figure'])} hands the Sleeping Agent to {t.name(data['to'])}.",
                               figure=data["figure"], to=data["to"]))
    return False


def move_figure(rules: Any, s: dict, fid: str, data: dict, events: list) -> None:
    """The acting figure's move: turn bookkeeping around `walk`."""
    t = Table(rules, s)
    turn = s["turn"]
    allowance = movement.move_allowance(t, fid)
    turn["moved_mode"] = data["mode"] if turn["moved_mode"] in (None, NORMAL) else turn["moved_mode"]
    if data["mode"] != NORMAL:
        turn["used"].append(data["mode"])
    turn["moved"] = True
    turn["move_left"] = None
    keep_moving = walk(rules, s, fid, data, events)
    if keep_moving and data["mode"] == NORMAL and allowance - data["cost"] > 0:
        turn["moved"] = False
        turn["move_left"] = allowance - data["cost"]


def walk(rules: Any, s: dict, fid: str, data: dict, events: list) -> bool:
    """Move along a chosen route: swipes on the steps that leave engagements, then falls,
    then whatever lies where the figure stops (rulebook: Moving, Leaving an Engagement,
    Falling). Returns True when the figure may keep moving (Sleeping Agent picked up)."""
    t = Table(rules, s)
    rec = s["figures"][fid]
    start = rec["space"]
    events.append(ev.event("move", f"{t.name(fid)} moves to {data['to']} ({data['cost']} space(s)).",
                           figure=fid, start=start, to=data["to"], route=list(data["route"]), mode=data["mode"]))
    swipes = {i: e for i, e in data["swipes"]}
    for i, key in enumerate(data["route"]):
        rec["space"] = key
        for enemy in swipes.get(i, []):
            if s["figures"][enemy]["status"] == "board":
                leave_engagement(rules, s, fid, enemy, events)
            if rec["status"] != "board":
                return False
    for _, drop in data["falls"]:
        fall(rules, s, fid, drop, events)
        if rec["status"] != "board":
            return False
    return land(rules, s, fid, data["to"], events)


def leave_engagement(rules: Any, s: dict, fid: str, enemy: str, events: list) -> None:
    """The enemy left behind rolls one attack die; a skull is a wound, with no defense."""
    t = Table(rules, s)
    faces = combat.roll_combat(s, events, 1, f"{t.name(enemy)} swipes at {t.name(fid)} leaving the engagement",
                               t.side(enemy))
    if faces.count("skull"):
        damage.wound(rules, s, fid, 1, events, by=enemy)


def fall(rules: Any, s: dict, fid: str, drop: int, events: list) -> None:
    """Falling: drop >= height rolls 1 die, >= height+10 three dice (Major Fall), >= height+20
    the d20, 19-20 unharmed, else destroyed (Extreme Fall). Super Strength ignores the first two."""
    t = Table(rules, s)
    h = t.height(fid)
    if drop >= h + 20:
        roll = combat.roll_d20(s, events, f"{t.name(fid)} falls {drop} levels (Extreme Fall)", t.side(fid))
        if roll < 19:
            damage.destroy(rules, s, fid, events)
        return
    if t.super_strength(fid):
        events.append(ev.event("fall", f"{t.name(fid)} drops {drop} levels unharmed (Super Strength).", figure=fid))
        return
    dice = 3 if drop >= h + 10 else 1
    what = "Major Fall" if dice == 3 else "Fall"
    faces = combat.roll_combat(s, events, dice, f"{t.name(fid)} falls {drop} levels ({what})", t.side(fid))
    damage.wound(rules, s, fid, faces.count("skull"), events)


def attack(rules: Any, s: dict, fid: str, target: str, special: Any, events: list) -> None:
    """One attack on one target: attack roll, then the target's defense."""
    t = Table(rules, s)
    n, why = combat.attack_dice(t, fid, target, special)
    what = special.name if special else "attacks"
    events.append(ev.event("attack", f"{t.name(fid)} {what} {t.name(target)}: " + "; ".join(why) + ".",
                           attacker=fid, target=target, power=special.id if special else None))
    faces = combat.roll_combat(s, events, n, f"{t.name(fid)} attacks", t.side(fid))
    combat.strike(rules, s, fid, target, faces.count("skull"), events, special)


def stomp(rules: Any, s: dict, fid: str, p: Any, targets: list[str], events: list) -> None:
    """A special attack against every adjacent figure: one roll, then each defends in the
    order the attacker picks (rulebook: Multiple Targets)."""
    t = Table(rules, s)
    events.append(ev.event("attack", f"{t.name(fid)} uses {p.name} on " + ", ".join(t.name(x) for x in targets) + ".",
                           attacker=fid, targets=list(targets), power=p.id))
    faces = combat.roll_combat(s, events, p.attack, f"{t.name(fid)} {p.name}", t.side(fid))
    damage.push(s, {"do": "defend_order", "attacker": fid, "power": p.id, "skulls": faces.count("skull"),
                    "left": list(targets)})


def dust_of_death(rules: Any, s: dict, fid: str, targets: list[str], d20: int, events: list) -> None:
    """Dust-of-Death: a d20 per chosen figure; each roll of `d20` or more destroys it."""
    t = Table(rules, s)
    for f in targets:
        if s["figures"][f]["status"] != "board":
            continue
        roll = combat.roll_d20(s, events, f"Dust-of-Death on {t.name(f)}", t.side(fid))
        if roll >= d20:
            damage.destroy(rules, s, f, events, by=fid)
        else:
            events.append(ev.event("dust", f"{t.name(f)} survives the dust.", figure=f))
