"""Decisions inside a turn: Master Manipulator, Hyper Speed, swinging away after
Spidey-Sense, the order of defense rolls of a multi-target attack, Mind Exchange,
handing over the Device, and placing the Sleeping Agent (Hulk Mad!)."""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.decisions import decision, option

from . import combat, damage, movement, scenario_rules
from .flow import answer, pop, step
from .table import Table
from .turn import LazyOptions, add_moves, move_option, new_turn, walk


def yes_no_options(yes: list[dict], no_label: str) -> list[dict]:
    """The options of a "may" decision: the choices, then declining."""
    return yes + [option("no", no_label, [])]


@step("manipulate")
def manipulate(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Master Manipulator: spend the turn on another unique hero in Red Skull's clear sight."""
    t = Table(rules, s)
    opts = [option(f"use:{f}", f"Take this turn with {t.name(f)}", ["fig:" + f], figure=f) for f in frame["options"]]
    s["pending"] = decision(s["turn"]["seat"], "manipulate", f"{frame['power']}: take this turn with "
                            f"{t.name(frame['figure'])} or another hero he sees.",
                            yes_no_options(opts, f"Don't switch: {t.name(frame['figure'])} keeps the turn"),
                            public_prompt=f"{rules.seat_name(s, s['turn']['seat'])} is deciding.")


@answer("manipulate")
def manipulate_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    data = picks[0].get("data")
    if data:
        s["turn"]["actor"] = data["figure"]
        events.append(ev.event("manipulate", f"{frame['power']}: the turn goes to "
                               f"{Table(rules, s).name(data['figure'])}.", figure=data["figure"]))
    pop(s)


@step("hyper")
def hyper(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Hyper Speed: a further move after the turn."""
    t = Table(rules, s)
    fid = frame["figure"]
    p = t.power(fid, "after_turn_move")
    modes = movement.movement_modes(t, fid)
    fly = movement.own_way(modes)
    if events.__class__ is ev.Unread:  # nobody reads this game: each move written when read, as the act decision's
        later, finish = movement.deferred_ways(t, fid, fly, budget=p.move)
        if not later:
            pop(s)
            return
        lazy = LazyOptions()
        lazy.add_ways(t, fid, later, finish, ["fig:" + fid], f" ({p.name})", f"Move {t.name(fid)} to ")
        lazy.extend_written(yes_no_options([], f"Skip {p.name}: {t.name(fid)} stays where he is"))
        # (decisions.decision would copy the options into a list, writing every one)
        s["pending"] = {"seat": s["turn"]["seat"], "kind": "hyper",
                        "prompt": f"{p.name}: move {t.name(fid)} up to {p.move} more spaces?", "options": lazy,
                        "min": 1, "max": 1, "public_prompt": f"{t.name(fid)} may move again."}
        return
    found = movement.ways(t, fid, fly, budget=p.move)
    if not found:
        pop(s)
        return
    opts: list[dict] = []  # written as the act decision writes its moves (one way there: no Route)
    add_moves(t, fid, found, ["fig:" + fid], f" ({p.name})", f"Move {t.name(fid)} to ", opts)
    s["pending"] = decision(s["turn"]["seat"], "hyper", f"{p.name}: move {t.name(fid)} up to {p.move} more spaces?",
                            yes_no_options(opts, f"Skip {p.name}: {t.name(fid)} stays where he is"),
                            public_prompt=f"{t.name(fid)} may move again.")


@answer("hyper")
def hyper_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    pop(s)
    if picks[0].get("data"):
        walk(s, frame["figure"], picks[0]["data"])


@step("evade_move")
def evade_move(rules: Any, s: dict, frame: dict, events: list) -> None:
    """After Spidey-Sense / Spider-Sense: the defender may swing away at once."""
    t = Table(rules, s)
    fid = frame["figure"]
    p = t.power_by_id(fid, frame["power"])
    if t.fig(fid)["status"] != "board" or p is None or p.id not in [m.id for m in movement.movement_modes(t, fid)]:
        pop(s)
        return
    seat = t.side(fid)
    if events.__class__ is ev.Unread:  # nobody reads this game: each move written when read, as the act decision's
        later, finish = movement.deferred_ways(t, fid, p)
        if not later:
            pop(s)
            return
        lazy = LazyOptions()
        lazy.add_ways(t, fid, later, finish, ["fig:" + fid, "move:" + p.id], f" ({p.name})", f"Move {t.name(fid)} to ")
        lazy.extend_written(yes_no_options([], f"Skip {p.name}: {t.name(fid)} stays where he is"))
        # (decisions.decision would copy the options into a list, writing every one)
        s["pending"] = {"seat": seat, "kind": "evade_move", "prompt": f"{t.name(fid)} may move with {p.name} now.",
                        "options": lazy, "min": 1, "max": 1, "public_prompt": f"{t.name(fid)} may swing away."}
        return
    routes = movement.reachable(t, fid, p)
    if not routes:
        pop(s)
        return
    opts = [move_option(t, fid, r, ["fig:" + fid, "move:" + p.id, "hex:" + k], f" ({p.name})")
            for k, r in routes.items()]
    s["pending"] = decision(seat, "evade_move", f"{t.name(fid)} may move with {p.name} now.",
                            yes_no_options(opts, f"Skip {p.name}: {t.name(fid)} stays where he is"),
                            public_prompt=f"{t.name(fid)} may swing away.")


@answer("evade_move")
def evade_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    pop(s)
    if picks[0].get("data"):
        walk(s, frame["figure"], picks[0]["data"])


@step("defend_order")
def defend_order(rules: Any, s: dict, frame: dict, events: list) -> None:
    """A multi-target special attack: the attacker picks who defends next."""
    t = Table(rules, s)
    left = [f for f in frame["left"] if s["figures"][f]["status"] == "board"]
    frame["left"] = left
    if not left:
        pop(s)
        return
    if len(left) == 1 or not frame["skulls"]:  # (no skull: nobody can be wounded, whoever rolls first)
        _defend(rules, s, frame, left[0], events)
        return
    opts = [option(f"defend:{f}", f"{t.name(f)} defends next", ["target:" + f], figure=f) for f in left]
    s["pending"] = decision(t.side(frame["attacker"]) if t.fig(frame["attacker"])["status"] == "board"
                            else s["turn"]["seat"], "defend_order", "Choose which figure rolls defense next.", opts,
                            public_prompt="The attacker is choosing the order of defense rolls.")


@answer("defend_order")
def defend_order_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    _defend(rules, s, frame, picks[0]["data"]["figure"], events)


def _defend(rules: Any, s: dict, frame: dict, target: str, events: list) -> None:
    frame["left"] = [f for f in frame["left"] if f != target]
    p = Table(rules, s).power_by_id(frame["attacker"], frame["power"]) or _power_of_card(rules, s, frame)
    combat.strike(rules, s, frame["attacker"], target, frame["skulls"], events, p)


def _power_of_card(rules: Any, s: dict, frame: dict) -> Any:
    card = rules.cards[s["figures"][frame["attacker"]]["card"]]
    return next(p for p in card.powers if p.id == frame["power"])


@step("mind_exchange")
def mind_exchange(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Mind Exchange: pick a unique hero in Doom's clear sight and roll for a turn with it."""
    t = Table(rules, s)
    p = t.power(frame["figure"], "mind_exchange")
    opts = [option(f"mind:{f}", f"Use {p.name} on {t.name(f)}: a d20 roll of {p.d20}+ gives you a turn with him",
                   ["fig:" + frame["figure"], "power:" + p.id,
                   "target:" + f], figure=f) for f in frame["targets"] if t.fig(f)["status"] == "board"]
    if not opts:
        pop(s)
        return
    s["pending"] = decision(s["turn"]["seat"], "mind_exchange", f"{p.name}: try to take a turn with another hero?",
                            yes_no_options(opts, f"Don't use {p.name}: no extra turn"),
                            public_prompt=f"{t.name(frame['figure'])} may use {p.name}.")


@answer("mind_exchange")
def mind_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    pop(s)
    data = picks[0].get("data")
    if not data:
        return
    t = Table(rules, s)
    p = t.power(frame["figure"], "mind_exchange")
    seat = s["turn"]["seat"]
    target = data["figure"]
    roll = combat.roll_d20(s, events, f"{p.name} on {t.name(target)}", seat)
    if roll < p.d20:
        events.append(ev.event("mind_fail", f"{t.name(target)} resists.", figure=target))
        return
    controlled = target if t.fig(target)["owner"] != seat else None
    events.append(ev.event("mind_exchange", f"{rules.seat_name(s, seat)} takes a turn with {t.name(target)}.",
                           figure=target, seat=seat))
    saved = s["turn"]
    s["turn_count"] = s.get("turn_count", 0) + 1
    s["turn"] = new_turn(seat, target, None, None, controlled=controlled)
    s["stack"].append({"do": "turn", "seat": seat, "number": None, "stage": "act", "extra": True, "saved": saved})


@step("handoff")
def handoff(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Clash on the Streets: at the end of a turn the Device may pass to an adjacent friend."""
    t = Table(rules, s)
    pairs = scenario_rules.handoff_targets(t, frame["seat"])
    if not pairs:
        pop(s)
        return
    opts = [option(f"handoff:{b}", f"Pass the Device from {t.name(a)} to {t.name(b)}", ["fig:" + a, "pass:" + b],
                   figure=a, to=b) for a, b in pairs]
    s["pending"] = decision(frame["seat"], "handoff", "Pass the Device to an adjacent figure?",
                            yes_no_options(opts, "Don't pass the Device: it stays with "
                                           + " or ".join(sorted({t.name(a) for a, _ in pairs}))),
                            public_prompt="The Device carrier may pass it on.")


@answer("handoff")
def handoff_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    pop(s)
    d = picks[0].get("data")
    if d:
        glyph = damage.rule(Table(rules, s), "device").glyph
        s["figures"][d["figure"]]["carrying"].remove(glyph)
        s["figures"][d["to"]]["carrying"].append(glyph)
        s["glyphs"][glyph]["holder"] = d["to"]
        t = Table(rules, s)
        events.append(ev.event("handoff", f"{t.name(d['figure'])} passes the Device to {t.name(d['to'])}.",
                               figure=d["figure"], to=d["to"]))


@step("place_agent")
def place_agent(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Hulk Mad!: Player 1 puts the Sleeping Agent down near where it was lost."""
    t = Table(rules, s)
    r = damage.rule(t, "sleeping_agent")
    keys = scenario_rules.agent_spaces(t, frame["from"])
    seat = r.seat if r.seat is not None else 0
    opts = [option(f"agent:{k}", f"Put the Sleeping Agent on {t.where(k)}", ["hex:" + k], to=k) for k in keys]
    s["pending"] = decision(seat, "place_agent", "Put the Sleeping Agent down.", opts,
                            public_prompt=f"{rules.seat_name(s, seat)} is placing the Sleeping Agent.")


@answer("place_agent")
def place_agent_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    g = s["glyphs"][frame["glyph"]]
    g.update(space=picks[0]["data"]["to"], holder=None, side="power")
    where = rules.board(s["map"]).label(g["space"])
    events.append(ev.event("agent_placed", f"The Sleeping Agent lands on {where}.", space=g["space"]))
    pop(s)
