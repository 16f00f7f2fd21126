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

from . import combat, damage, scenario_rules
from .flow import answer, pop, step
from .table import Table
from .turn import act_decision, attack_option, do_act, new_turn, targets_in_reach

MARKERS = ("1", "2", "3", "X")


def empty_markers() -> dict:
    """A seat's order markers before placing."""
    return {"on": {m: None for m in MARKERS}, "revealed": [], "removed": []}


# -- the round ------------------------------------------------------------------------------
@step("round")
def round_step(rules: Any, s: dict, frame: dict, events: list) -> None:
    """One round, stage by stage."""
    stage = frame["stage"]
    if stage == "start":
        t = Table(rules, s)
        events.append("round" if events.__class__ is ev.Unread else
                      ev.event("round", f"Round {s['round']} begins.", round=s["round"]))
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
        events.append("round_end" if events.__class__ is ev.Unread else
                      ev.event("round_end", f"Round {s['round']} ends.", round=s["round"]))
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
    if events.__class__ is ev.Unread:  # nobody reads it (a random playout): its kind stands for it
        events.append("initiative")
    else:
        events.append(ev.event("initiative", f"{rules.seat_name(s, first)} wins the initiative "
                               f"({rolls[first]} to {rolls[1 - first]}).", seat=first, rolls=rolls))


# -- order markers --------------------------------------------------------------------------
@step("markers")
def markers_step(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Ask a seat where its next order marker goes (secretly); one card takes them all."""
    seat = frame["seat"]
    figs, named = s["figures"], rules.cards  # (Table.army and Table.name, without a table)
    cards = [f for f, r in figs.items() if r["owner"] == seat and r["status"] == "board"]
    if not cards:
        pop(s)
        return
    if len(cards) == 1:
        for m in MARKERS:
            s["markers"][seat]["on"][m] = cards[0]
        events.append(ev.event("markers", f"{rules.seat_name(s, seat)} puts every order marker on "
                               f"{named[figs[cards[0]]['card']].name}.", seat=seat))
        pop(s)
        return
    m = MARKERS[frame["next"]]
    if events.__class__ is ev.Unread and events.pick is not None:
        # nobody reads the decision (the bench's random playouts): what marker_answer reads, no words
        s["pending"] = {"seat": seat, "kind": "marker", "prompt": "", "min": 1, "max": 1, "marker": m,
                        "options": [{"id": f"marker:{m}:{f}", "data": {"marker": m, "card": f}} for f in cards]}
        return
    what = "the decoy X" if m == "X" else f"order marker {m}"
    opts = [option(f"marker:{m}:{f}", f"Put {what} on {named[figs[f]['card']].name}", [f"marker:{m}", f"card:{f}"],
                    marker=m, card=f) for f in cards]
    what = "the decoy X" if m == "X" else f"order marker {m} (your turn {m})"
    s["pending"] = decision(seat, "marker", f"Place {what} on an army card.", opts,
                            public_prompt=f"{rules.seat_name(s, seat)} is placing order markers.", marker=m,
                            secret=True)  # the table must not show which card a marker went on


@answer("marker")
def marker_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    seat = frame["seat"]
    d = picks[0]["data"]
    s["markers"][seat]["on"][d["marker"]] = d["card"]
    name = rules.cards[s["figures"][d["card"]]["card"]].name  # (Table.name, without a table)
    if events.__class__ is ev.Unread:  # nobody reads it (a random playout): its kind stands for it
        events.append("marker")
    else:
        events.append(ev.secret_event(
            "marker", [seat], f"{rules.seat_name(s, seat)} places an order marker on {name}.",
            f"You place marker {d['marker']} on {name}.", public={"seat": seat, "card": d["card"]},
            open_text=f"{rules.seat_name(s, seat)} places marker {d['marker']} on {name}.",
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
        s["pending"] = act_decision(rules, s, events.__class__ is ev.Unread,
                                    events.__class__ is ev.Unread and events.pick is not None)
    elif stage == "after":
        frame["stage"] = "done"
        _after_turn(rules, s, frame)
    else:
        s["turn"] = frame.get("saved")
        pop(s)


def _rejected_by_death(rules: Any, s: dict, seat: int, events: list) -> None:
    for r in s["figures"].values():
        if r["status"] == "destroyed" and r["owner"] == seat:
            break
    else:
        return  # (no figure of his is destroyed: most turns)
    t = Table(rules, s)
    for fid in t.army(seat, "destroyed"):
        p = t.power(fid, "revive")
        if p is None:
            continue
        roll = combat.roll_d20(s, events, f"{p.name}: {t.name(fid)}", seat)
        if roll >= p.d20:
            _void_markers(s, seat, fid, events)
            s["stack"].append({"do": "revive_place", "figure": fid, "where": "friends", "why": p.name})
        else:
            events.append(ev.event("no_revive", f"{t.name(fid)} stays down.", figure=fid))


def _void_markers(s: dict, seat: int, fid: str, events: list) -> None:
    """Rulebook: the order markers on a card whose figures were all destroyed are not revealed that
    round. A card back this round (Rejected by Death) keeps them unrevealed: they are taken off it, as
    a removed marker is, so its turns this round are lost."""
    marks = s["markers"][seat]
    for mk in ("1", "2", "3", "X"):
        if marks["on"].get(mk) == fid and mk not in marks["revealed"]:
            marks["on"][mk] = None
            marks["removed"].append(mk)
            if events.__class__ is not ev.Unread:
                events.append(ev.secret_event("marker_void", [seat], "An order marker on the card stays unrevealed "
                                              "this round.", f"Order marker {mk} was on the card when it was "
                                              "destroyed: it is not revealed this round.",
                                              public={"figure": fid}, private={"marker": mk}))


def _reveal(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Reveal this turn's order marker; a removed marker or a destroyed card loses the turn."""
    seat, number = frame["seat"], frame["number"]
    marks = s["markers"][seat]
    fid = marks["on"].get(number)
    t = Table(rules, s)
    if fid is None:
        why = "was taken off its card" if number in marks["removed"] else "is not on any card"
        events.append(ev.event("turn_lost", f"{rules.seat_name(s, seat)}'s order marker {number} {why}: "
                               "the turn is lost.", seat=seat))
        return
    if s["figures"][fid]["status"] != "board":
        events.append(ev.event("turn_lost", f"{rules.seat_name(s, seat)} loses turn {number}: its card is out of "
                               "play.", seat=seat))
        return
    marks["revealed"].append(number)
    s["turn"].update(card=fid, actor=fid)
    if events.__class__ is ev.Unread:
        events.append("reveal")
    else:
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
    if hyper is None:
        return
    carrier = any(r.rule == "device" and r.glyph in t.fig(fid)["carrying"] for r in t.scenario.special_rules)
    if not carrier and not any(u in turn["used"] for u in hyper.not_after):
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
        opts += attack_at_once(t, cards)
        s["pending"] = decision(seat, "choose_card", "Choose an army card for this turn.", opts,
                                public_prompt=f"{rules.seat_name(s, seat)} is choosing an army card.")
        return
    s["pending"] = act_decision(rules, s, events.__class__ is ev.Unread,
                                events.__class__ is ev.Unread and events.pick is not None)


def attack_at_once(t: Table, cards: list[str]) -> list[dict]:
    """Basic Game: taking the turn with a figure that attacks from where it stands (giving up
    its move), picked by a click on the target (then on the attacker, when several could)."""
    by_target: dict[str, list[dict]] = {}
    for f in cards:
        for target, _ in targets_in_reach(t, f, t.stat(f, "range"), reasons=False):
            o = attack_option(t, f, target, None)
            o["label"] = o["label"].replace(" attacks ", " attacks without moving: ", 1)
            o["id"] = f"attack:{f}:{target}"
            o["data"]["card"] = f
            by_target.setdefault(target, []).append(o)
    out = []
    for target, group in by_target.items():
        for o in group:
            o["path"] = ["target:" + target] + ([] if len(group) == 1 else ["fig:" + o["data"]["figure"]])
            out.append(o)
    return out


@answer("choose_card")
def choose_card(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    f = picks[0]["data"]["card"]
    s["turn"] = new_turn(frame["seat"], f, None, f)
    frame["stage"] = "act"
    events.append(ev.event("choose", f"{rules.seat_name(s, frame['seat'])} takes the turn with "
                           f"{Table(rules, s).name(f)}.", seat=frame["seat"], card=f))
    if picks[0]["data"].get("kind") == "attack":
        do_act(rules, s, picks[0], events)
