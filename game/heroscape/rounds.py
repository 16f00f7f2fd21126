"""Rounds and turns (rulebook: A Round of Play; Basic Game: On Your Turn).

Master Game round: scenario round-start rules (Escalating Battle's revival), both
players place order markers 1, 2, 3 and X secretly, d20 initiative (ties re-rolled,
bonuses kept on re-rolls), then W1 L1 W2 L2 W3 L3, then the round-end victory checks
and the round marker moves on. A turn: reveal the marker (a destroyed card loses the
turn), move, attack, then the after-turn powers (Hyper Speed, Mind Exchange) and the
Device hand-off.

Basic Game: the player with more skulls on 6 combat dice starts; players alternate
single turns, each choosing one army card.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.decisions import decision, option

from . import combat, damage, movement, scenario_rules
from .flow import answer, pop, step
from .table import Table
from .turn import act_decision, do_act, new_turn, walk

MARKERS = ("1", "2", "3", "X")


def empty_markers() -> dict:
    """A seat's order markers before placing."""
    return {"on": {m: None for m in MARKERS}, "revealed": [], "removed": []}


# -- the round ------------------------------------------------------------------------------
@step("round")
def round_step(rules: Any, s: dict, frame: dict, events: list) -> None:
    """One round, stage by stage."""
    t = Table(rules, s)
    stage = frame["stage"]
    if stage == "start":
        events.append(ev.event("round", f"Round {s['round']} begins.", round=s["round"]))
        scenario_rules.note_round_glyphs(t)
        frame["stage"] = "markers"
        if damage.rule(t, "revive_each_round") is not None and any(t.army(x, "destroyed") for x in range(2)):
            s["stack"].append({"do": "revive_round"})
    elif stage == "markers":
        s["markers"] = [empty_markers(), empty_markers()]
        frame["stage"] = "initiative"
        s["stack"].append({"do": "markers", "seat": 1, "next": 0})
        s["stack"].append({"do": "markers", "seat": 0, "next": 0})
    elif stage == "initiative":
        roll_initiative(rules, s, events)
        frame["stage"], frame["i"] = "turns", 0
    elif stage == "turns":
        i = frame["i"]
        if i >= 6:
            frame["stage"] = "end"
            return
        frame["i"] = i + 1
        seat = s["initiative"]["order"][i % 2]
        s["stack"].append({"do": "turn", "seat": seat, "number": str(i // 2 + 1), "stage": "start"})
    else:
        events.append(ev.event("round_end", f"Round {s['round']} ends.", round=s["round"]))
        if scenario_rules.end_of_round(rules, s, events):
            return
        s["round"] += 1
        frame["stage"] = "start"


def roll_initiative(rules: Any, s: dict, events: list) -> None:
    """Both roll the d20 (plus any bonus, re-rolls included); the higher goes first."""
    t = Table(rules, s)
    bonus = [scenario_rules.initiative_bonus(t, seat) for seat in range(2)]
    while True:
        rolls = []
        for seat in range(2):
            r = combat.roll_d20(s, events, f"{rules.seat_name(s, seat)} rolls for initiative", seat)
            rolls.append(r + bonus[seat])
            if bonus[seat]:
                events.append(ev.event("bonus", f"{r} + {bonus[seat]} = {r + bonus[seat]}.", seat=seat))
        if rolls[0] != rolls[1]:
            break
        events.append(ev.event("tie", f"A tie at {rolls[0]}: both roll again."))
    first = 0 if rolls[0] > rolls[1] else 1
    s["initiative"] = {"rolls": rolls, "order": [first, 1 - first]}
    events.append(ev.event("initiative", f"{rules.seat_name(s, first)} wins the initiative "
                           f"({rolls[first]} to {rolls[1 - first]}).", seat=first, rolls=rolls))


# -- order markers --------------------------------------------------------------------------
@step("markers")
def markers_step(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Ask a seat where its next order marker goes (secretly); one card takes them all."""
    seat = frame["seat"]
    cards = Table(rules, s).army(seat)
    if not cards:
        pop(s)
        return
    if len(cards) == 1:
        for m in MARKERS:
            s["markers"][seat]["on"][m] = cards[0]
        events.append(ev.event("markers", f"{rules.seat_name(s, seat)} puts every order marker on "
                               f"{Table(rules, s).name(cards[0])}.", seat=seat))
        pop(s)
        return
    m = MARKERS[frame["next"]]
    t = Table(rules, s)
    opts = [option(f"marker:{m}:{f}", f"Order marker {m} on {t.name(f)}", [f"marker:{m}", f"card:{f}"],
                    marker=m, card=f) for f in cards]
    what = "the decoy X" if m == "X" else f"order marker {m} (your turn {m})"
    s["pending"] = decision(seat, "marker", f"Place {what} on an army card.", opts,
                            public_prompt=f"{rules.seat_name(s, seat)} is placing order markers.", marker=m)


@answer("marker")
def marker_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    seat = frame["seat"]
    d = picks[0]["data"]
    s["markers"][seat]["on"][d["marker"]] = d["card"]
    name = Table(rules, s).name(d["card"])
    events.append(ev.secret_event("marker", [seat], f"{rules.seat_name(s, seat)} places an order marker on {name}.",
                                  f"You place marker {d['marker']} on {name}.", public={"seat": seat, "card": d["card"]},
                                  private={"marker": d["marker"]}, reveals=False))
    frame["next"] += 1
    if frame["next"] >= len(MARKERS):
        pop(s)


# -- a turn ---------------------------------------------------------------------------------
@step("turn")
def turn_step(rules: Any, s: dict, frame: dict, events: list) -> None:
    """A Master Game turn, stage by stage."""
    seat = frame["seat"]
    stage = frame["stage"]
    if stage == "start":
        s["turn_count"] = s.get("turn_count", 0) + 1
        s["turn"] = new_turn(seat, None, frame["number"], None)
        frame["stage"] = "reveal"
        _rejected_by_death(rules, s, seat, events)
    elif stage == "reveal":
        frame["stage"] = "act"
        _reveal(rules, s, frame, events)
    elif stage == "act":
        if s["turn"]["actor"] is None or s["figures"][s["turn"]["actor"]]["status"] != "board":
            frame["stage"] = "after"
            return
        s["pending"] = act_decision(rules, s)
    elif stage == "after":
        frame["stage"] = "done"
        _after_turn(rules, s, frame)
    else:
        s["turn"] = frame.get("saved")
        pop(s)


def _rejected_by_death(rules: Any, s: dict, seat: int, events: list) -> None:
    t = Table(rules, s)
    for fid in t.army(seat, "destroyed"):
        p = t.power(fid, "revive")
        if p is None:
            continue
        roll = combat.roll_d20(s, events, f"{p.name}: {t.name(fid)}", seat)
        if roll >= p.d20:
            s["stack"].append({"do": "revive_place", "figure": fid, "where": "friends", "why": p.name})
        else:
            events.append(ev.event("no_revive", f"{t.name(fid)} stays down.", figure=fid))


def _reveal(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Reveal this turn's order marker; a removed marker or a destroyed card loses the turn."""
    seat, number = frame["seat"], frame["number"]
    marks = s["markers"][seat]
    fid = marks["on"].get(number)
    t = Table(rules, s)
    if fid is None:
        events.append(ev.event("turn_lost", f"{rules.seat_name(s, seat)} has no order marker {number}: "
                               "the turn is lost.", seat=seat))
        return
    if s["figures"][fid]["status"] != "board":
        events.append(ev.event("turn_lost", f"{rules.seat_name(s, seat)} loses turn {number}: its card is out of "
                               "play.", seat=seat))
        return
    marks["revealed"].append(number)
    s["turn"].update(card=fid, actor=fid)
    events.append(ev.event("reveal", f"{rules.seat_name(s, seat)} reveals order marker {number} on {t.name(fid)}.",
                           seat=seat, marker=number, card=fid))
    p = t.power(fid, "turn_substitution")
    if p is not None:
        others = [f for f in t.army(seat) if f != fid and t.card(f).unique and t.card(f).card_type == "hero"
                  and t.sees(fid, f, any_part=True).clear]
        if others:
            s["stack"].append({"do": "manipulate", "figure": fid, "options": others, "power": p.name})


def _after_turn(rules: Any, s: dict, frame: dict) -> None:
    t = Table(rules, s)
    turn = s["turn"]
    fid = turn["actor"]
    seat = frame["seat"]
    if scenario_rules.handoff_targets(t, seat):
        s["stack"].append({"do": "handoff", "seat": seat})
    if fid is None or t.fig(fid)["status"] != "board":
        return
    mind = t.power(fid, "mind_exchange")
    if mind is not None and not frame.get("extra"):
        targets = [f for f in t.on_board() if f != fid and t.card(f).unique and t.card(f).card_type == "hero"
                   and t.distance(t.space_of(fid), t.space_of(f)) <= mind.range and t.sees(fid, f, any_part=True).clear]
        if targets:
            s["stack"].append({"do": "mind_exchange", "figure": fid, "targets": targets})
    hyper = t.power(fid, "after_turn_move")
    if hyper is not None and not any(u in turn["used"] for u in hyper.not_after):
        s["stack"].append({"do": "hyper", "figure": fid})


@answer("act")
def act_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    if do_act(rules, s, picks[0], events):
        if frame["do"] == "basic_turn":
            s["turn"] = None
            pop(s)
            s["stack"].append({"do": "basic_turn", "seat": 1 - frame["seat"], "stage": "choose"})
        else:
            frame["stage"] = "after"


# -- decisions inside turns -------------------------------------------------------------------
def _yes_no_options(yes: list[dict], no_label: str) -> list[dict]:
    return yes + [option("no", no_label, [])]


@step("manipulate")
def manipulate(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Master Manipulator: spend the turn on another unique hero in Red Skull's clear sight."""
    t = Table(rules, s)
    opts = [option(f"use:{f}", f"Take this turn with {t.name(f)}", ["fig:" + f], figure=f) for f in frame["options"]]
    s["pending"] = decision(s["turn"]["seat"], "manipulate", f"{frame['power']}: take this turn with "
                            f"{t.name(frame['figure'])} or another hero he sees.",
                            _yes_no_options(opts, f"Keep the turn for {t.name(frame['figure'])}"),
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
    fly = next((m for m in modes if not m.replaces_normal_move), None)
    routes = movement.reachable(t, fid, fly, budget=p.move)
    if not routes:
        pop(s)
        return
    opts = [option(f"move:{r.mode}:{k}", f"{p.name}: move {t.name(fid)} to {k}", ["fig:" + fid, "hex:" + k],
                   kind="move", figure=fid, to=k, mode=r.mode, cost=r.cost, route=r.path,
                   swipes=[[i, list(e)] for i, e in r.swipes], falls=[[i, d] for i, d in r.falls], stops=r.pickups)
            for k, r in routes.items()]
    s["pending"] = decision(s["turn"]["seat"], "hyper", f"{p.name}: move {t.name(fid)} up to {p.move} more spaces?",
                            _yes_no_options(opts, "Stay"), public_prompt=f"{t.name(fid)} may move again.")


@answer("hyper")
def hyper_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    pop(s)
    if picks[0].get("data"):
        walk(rules, s, frame["figure"], picks[0]["data"], events)


@step("evade_move")
def evade_move(rules: Any, s: dict, frame: dict, events: list) -> None:
    """After Spidey-Sense / Spider-Sense: the defender may swing away at once."""
    t = Table(rules, s)
    fid = frame["figure"]
    p = t.power_by_id(fid, frame["power"])
    if t.fig(fid)["status"] != "board" or p is None or p.id not in [m.id for m in movement.movement_modes(t, fid)]:
        pop(s)
        return
    routes = movement.reachable(t, fid, p)
    if not routes:
        pop(s)
        return
    seat = t.side(fid)
    opts = [option(f"move:{p.id}:{k}", f"{p.name}: swing to {k}", ["fig:" + fid, "move:" + p.id, "hex:" + k],
                   kind="move", figure=fid, to=k, mode=p.id, cost=r.cost, route=r.path,
                   swipes=[[i, list(e)] for i, e in r.swipes], falls=[[i, d] for i, d in r.falls], stops=r.pickups)
            for k, r in routes.items()]
    s["pending"] = decision(seat, "evade_move", f"{t.name(fid)} may move with {p.name} now.",
                            _yes_no_options(opts, "Stay"), public_prompt=f"{t.name(fid)} may swing away.")


@answer("evade_move")
def evade_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    pop(s)
    if picks[0].get("data"):
        walk(rules, s, frame["figure"], picks[0]["data"], events)


@step("defend_order")
def defend_order(rules: Any, s: dict, frame: dict, events: list) -> None:
    """A multi-target special attack: the attacker picks who defends next."""
    t = Table(rules, s)
    left = [f for f in frame["left"] if s["figures"][f]["status"] == "board"]
    frame["left"] = left
    if not left:
        pop(s)
        return
    if len(left) == 1:
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
    opts = [option(f"mind:{f}", f"{p.name} on {t.name(f)}", ["fig:" + frame["figure"], "power:" + p.id,
                   "target:" + f], figure=f) for f in frame["targets"] if t.fig(f)["status"] == "board"]
    if not opts:
        pop(s)
        return
    s["pending"] = decision(s["turn"]["seat"], "mind_exchange", f"{p.name}: try to take a turn with another hero?",
                            _yes_no_options(opts, "No"), public_prompt=f"{t.name(frame['figure'])} may use {p.name}.")


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
                            _yes_no_options(opts, "Keep it"), public_prompt="The Device carrier may pass it on.")


@answer("handoff")
def handoff_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    pop(s)
    d = picks[0].get("data")
    if d:
        glyph = damage.rule(Table(rules, s), "device").glyph
        s["figures"][d["figure"]]["carrying"].remove(glyph)
        s["figures"][d["to"]]["carrying"].append(glyph)
        s["glyphs"][glyph]["holder"] = d["to"]
        events.append(ev.event("handoff", picks[0]["label"] + ".", figure=d["figure"], to=d["to"]))


# -- coming back and placing glyphs -------------------------------------------------------------
@step("revive_round")
def revive_round(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Escalating Battle: the d20 winner tries first; a d20 per destroyed figure."""
    pop(s)
    s["stack"].append({"do": "revive_rolls"})
    s["stack"].append({"do": "roll_off", "why": "to try revivals first"})


@step("revive_rolls")
def revive_rolls(rules: Any, s: dict, frame: dict, events: list) -> None:
    pop(s)
    t = Table(rules, s)
    todo = []
    for seat in (s["first"], 1 - s["first"]):
        need = scenario_rules.revive_threshold(t, seat)
        for fid in t.army(seat, "destroyed"):
            roll = combat.roll_d20(s, events, f"Revival roll for {t.name(fid)} (needs {need})", seat)
            if roll >= need:
                todo.append({"do": "revive_place", "figure": fid, "where": "edge", "why": "the device"})
    s["stack"].extend(reversed(todo))


@step("revive_place")
def revive_place(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Where a revived figure returns: the battlefield's edge, or next to a friend."""
    t = Table(rules, s)
    fid = frame["figure"]
    seat = t.fig(fid)["owner"]
    if frame["where"] == "edge":
        keys = scenario_rules.edge_spaces(t)
    else:
        occ = t.occupants()
        keys = sorted({t.board.spaces[i].key for f in t.army(seat) for i in t.board.neighbours[t.space_of(f).index]
                       if t.board.spaces[i].key not in occ and t.space_blocked(t.board.spaces[i]) is None
                       and (t.board.spaces[i].clearance is None or t.height(fid) <= t.board.spaces[i].clearance)})
    if not keys:
        events.append(ev.event("no_room", f"There is no room for {t.name(fid)} to return.", figure=fid))
        pop(s)
        return
    opts = [option(f"revive:{k}", f"{t.name(fid)} returns on {k}", ["hex:" + k], figure=fid, to=k) for k in keys]
    s["pending"] = decision(seat, "revive_place", f"{t.name(fid)} returns ({frame['why']}): choose the space.", opts,
                            public_prompt=f"{rules.seat_name(s, seat)} is bringing back {t.name(fid)}.")


@answer("revive_place")
def revive_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    d = picks[0]["data"]
    rec = s["figures"][d["figure"]]
    rec.update(status="board", space=d["to"], wounds=0)
    events.append(ev.event("revive", f"{Table(rules, s).name(d['figure'])} returns on {d['to']} with no wounds.",
                           figure=d["figure"], to=d["to"]))
    pop(s)


@step("place_agent")
def place_agent(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Hulk Mad!: Player 1 puts the Sleeping Agent down near where it was lost."""
    t = Table(rules, s)
    r = damage.rule(t, "sleeping_agent")
    keys = scenario_rules.agent_spaces(t, frame["from"])
    seat = r.seat if r.seat is not None else 0
    opts = [option(f"agent:{k}", f"Put the Sleeping Agent on {k}", ["hex:" + k], to=k) for k in keys]
    s["pending"] = decision(seat, "place_agent", "Put the Sleeping Agent down.", opts,
                            public_prompt=f"{rules.seat_name(s, seat)} is placing the Sleeping Agent.")


@answer("place_agent")
def place_agent_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    g = s["glyphs"][frame["glyph"]]
    g.update(space=picks[0]["data"]["to"], holder=None, side="power")
    events.append(ev.event("agent_placed", f"The Sleeping Agent lands on {g['space']}.", space=g["space"]))
    pop(s)


# -- the Basic Game -------------------------------------------------------------------------------
@step("basic_first")
def basic_first(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Each player rolls 6 combat dice: more skulls starts; ties roll again."""
    while True:
        a = combat.roll_combat(s, events, 6, f"{rules.seat_name(s, 0)} rolls for the first turn", 0).count("skull")
        b = combat.roll_combat(s, events, 6, f"{rules.seat_name(s, 1)} rolls for the first turn", 1).count("skull")
        if a != b:
            break
        events.append(ev.event("tie", f"{a} skulls each: both roll again."))
    first = 0 if a > b else 1
    events.append(ev.event("first", f"{rules.seat_name(s, first)} goes first ({max(a, b)} skulls to {min(a, b)}).",
                           seat=first))
    pop(s)
    s["stack"].append({"do": "basic_turn", "seat": first, "stage": "choose"})


@step("basic_turn")
def basic_turn(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Basic Game turn: choose an army card, then move and attack with its figure."""
    t = Table(rules, s)
    seat = frame["seat"]
    if frame["stage"] == "choose":
        cards = t.army(seat)
        s["turn_count"] = s.get("turn_count", 0) + 1
        if len(cards) == 1:
            s["turn"] = new_turn(seat, cards[0], None, cards[0])
            frame["stage"] = "act"
            return
        opts = [option(f"card:{f}", f"Take the turn with {t.name(f)}", ["card:" + f], card=f) for f in cards]
        s["pending"] = decision(seat, "choose_card", "Choose an army card for this turn.", opts,
                                public_prompt=f"{rules.seat_name(s, seat)} is choosing an army card.")
        return
    s["pending"] = act_decision(rules, s)


@answer("choose_card")
def choose_card(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    f = picks[0]["data"]["card"]
    s["turn"] = new_turn(frame["seat"], f, None, f)
    frame["stage"] = "act"
    events.append(ev.event("choose", f"{rules.seat_name(s, frame['seat'])} takes the turn with "
                           f"{Table(rules, s).name(f)}.", seat=frame["seat"], card=f))
