"""Gathering and placing the armies (rulebook: Gather and Place Your Army; Basic Game setup).

Three ways to get an army, as the scenario allows and ``options["army"]`` picks:

- ``preset``: the scenario's fixed armies (the Basic scenarios, A Very Mad Genius, the
  Hulk in Hulk Mad!). Where the scenario says so, the d20 winner picks which one.
- ``premade``: each player names cards up to the point limit (``options["army0"]`` /
  ``"army1"`` as comma lists, or one "pick_card" decision per card), then the d20
  winner places his whole army first.
- ``draft``: the d20 winner picks one card, the other two, then one each in turn; each
  card's figure is placed at once.

Placement: one start zone per army, never one an enemy already occupies; fixed spots
are filled without asking. With one set (the default) a card goes to one army only;
``options["combined_sets"]`` lets both armies hold the same unique card.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core import rng
from game.core.decisions import decision, option

from . import combat
from .flow import answer, pop, step
from .table import Table

DRAFT_PICKS = (1, 2)  # the first drafter picks 1, the other 2, then one each


def army_method(rules: Any, s: dict) -> str:
    """The way armies are gathered in this game."""
    sc = rules.scenarios[s["scenario"]]
    wanted = s["options"].get("army")
    if s["options"].get("army0") or s["options"].get("army1"):
        wanted = wanted or "premade"
    return wanted if wanted in sc.army_methods else sc.army_methods[0]


def add_figure(s: dict, seat: int, card: str) -> str:
    """Put a card in a seat's army (not yet on the battlefield); returns the figure id."""
    fid = card if card not in s["figures"] else f"{card}_{seat + 1}"
    s["figures"][fid] = {"card": card, "owner": seat, "space": None, "wounds": 0, "status": "reserve",
                         "carrying": [], "collected": []}
    s["armies"][seat].append(fid)
    return fid


def available(rules: Any, s: dict, seat: int) -> list[str]:
    """Cards this seat may still add: in the pool, allowed, affordable."""
    sc = rules.scenarios[s["scenario"]]
    spec = sc.armies[seat]
    apart = s["options"].get("combined_sets") in (None, False, "false", "0", "no")
    taken = {r["card"] for r in s["figures"].values() if apart or r["owner"] == seat}
    left = (spec.points or 0) - army_points(rules, s, seat)
    out = []
    for cid, card in rules.cards.items():
        if cid in taken or cid in spec.exclude or card.master.points > left:
            continue
        if spec.unique_heroes_only and not (card.unique and card.card_type == "hero"):
            continue
        out.append(cid)
    return out


def army_points(rules: Any, s: dict, seat: int) -> int:
    """Points of a seat's army cards."""
    return sum(rules.cards[s["figures"][f]["card"]].master.points for f in s["armies"][seat])


def check_army(rules: Any, scenario: Any, seat: int, cards: list[str]) -> str | None:
    """Why a pre-made army is not allowed, or None (points, uniqueness, exclusions)."""
    spec = scenario.armies[seat]
    if len(set(cards)) != len(cards):
        return "an army may not hold two copies of the same unique card"
    for c in cards:
        if c not in rules.cards:
            return f"there is no army card {c!r}"
        if c in spec.exclude:
            return f"{rules.cards[c].name} may not be chosen in this scenario"
    total = sum(rules.cards[c].master.points for c in cards)
    if spec.points is not None and total > spec.points:
        return f"the army costs {total} points, more than the {spec.points} allowed"
    return None


@step("setup")
def setup_step(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Decide how armies are gathered, then hand over to the right frames."""
    sc = rules.scenarios[s["scenario"]]
    method = army_method(rules, s)
    s["army_method"] = method
    pop(s)
    s["stack"].append({"do": "start_play"})
    if method == "preset" or all(a.preset for a in sc.armies):
        if sc.choose_preset_by_roll:
            s["stack"].append({"do": "place_all", "order": None})
            s["stack"].append({"do": "choose_preset"})
            s["stack"].append({"do": "roll_off", "why": "to choose an army"})
        else:
            for seat in range(2):
                for card in sc.armies[seat].preset or []:
                    add_figure(s, seat, card)
            s["stack"].append({"do": "place_all", "order": [0, 1]})
        return
    for seat in range(2):  # a seat with a fixed army (the Hulk) gets it now
        for card in sc.armies[seat].preset or []:
            add_figure(s, seat, card)
    pickers = [seat for seat in range(2) if not sc.armies[seat].preset]
    if method == "premade":
        s["stack"].append({"do": "place_all", "order": None})
        s["stack"].append({"do": "roll_off", "why": "to place first"})
        for seat in reversed(pickers):
            named = [c for c in str(s["options"].get(f"army{seat}") or "").split(",") if c.strip()]
            if named:
                for c in named:
                    add_figure(s, seat, c.strip())
            else:
                s["stack"].append({"do": "build", "seat": seat})
    else:
        s["stack"].append({"do": "place_all", "order": [1 - p for p in pickers] if len(pickers) == 1 else [],
                           "fixed_only": True})
        s["stack"].append({"do": "draft", "pickers": pickers, "turn": None, "left": 0, "done": []})
        if len(pickers) == 2:
            s["stack"].append({"do": "roll_off", "why": "to draft first"})


@step("roll_off")
def roll_off(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Both roll the d20, ties re-rolled; the high roller is remembered as s["first"]."""
    while True:
        a = combat.roll_d20(s, events, f"{rules.seat_name(s, 0)} rolls {frame['why']}", 0)
        b = combat.roll_d20(s, events, f"{rules.seat_name(s, 1)} rolls {frame['why']}", 1)
        if a != b:
            break
        events.append(ev.event("tie", "A tie: both roll again."))
    s["first"] = 0 if a > b else 1
    events.append(ev.event("roll_off", f"{rules.seat_name(s, s['first'])} wins the roll {frame['why']}.",
                           seat=s["first"]))
    pop(s)


@step("choose_preset")
def choose_preset(rules: Any, s: dict, frame: dict, events: list) -> None:
    """The d20 winner picks which pre-set army to command (A Very Mad Genius)."""
    sc = rules.scenarios[s["scenario"]]
    seat = s["first"]
    opts = [option(f"army:{i}", "Command army %d: %s" % (i + 1, ", ".join(rules.cards[c].name for c in a.preset or [])),
                   [f"army:{i}"], army=i) for i, a in enumerate(sc.armies)]
    s["pending"] = decision(seat, "choose_army", "Choose the army you will command.", opts,
                            public_prompt=f"{rules.seat_name(s, seat)} is choosing an army.")


@answer("choose_army")
def choose_army(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    sc = rules.scenarios[s["scenario"]]
    mine = picks[0]["data"]["army"]
    seat = s["first"]
    s["army_of"] = [mine, 1 - mine] if seat == 0 else [1 - mine, mine]
    for who in range(2):
        for card in sc.armies[s["army_of"][who]].preset or []:
            add_figure(s, who, card)
    events.append(ev.event("army", f"{rules.seat_name(s, seat)} takes army {mine + 1}.", seat=seat))
    pop(s)
    s["stack"][-1]["order"] = [seat, 1 - seat]


@step("build")
def build(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Pre-made army: the seat adds cards one by one, then says it is done."""
    seat = frame["seat"]
    left = available(rules, s, seat)
    if not left:
        pop(s)
        return
    s["pending"] = _pick_decision(rules, s, seat, left, allow_done=bool(s["armies"][seat]), bare=_bare(events))


def _bare(events: list) -> bool:
    """Whether nobody reads the decisions (events.Unread with its pick: the bench's random
    playouts): a decision is then its options' ids and data, with no words."""
    return events.__class__ is ev.Unread and events.pick is not None


def _pick_decision(rules: Any, s: dict, seat: int, cards: list[str], allow_done: bool, bare: bool = False) -> dict:
    if bare:
        cards_of = rules.cards
        opts = [{"id": f"card:{c}", "data": {"card": c, "points": cards_of[c].master.points, "seat": seat}}
                for c in cards]
        if allow_done:
            opts.append({"id": "done", "data": {"done": True, "seat": seat}})
        return {"seat": seat, "kind": "pick_card", "prompt": "", "options": opts, "min": 1, "max": 1}
    sc = rules.scenarios[s["scenario"]]
    limit = sc.armies[seat].points
    have = army_points(rules, s, seat)
    opts = [option(f"card:{c}", f"Add {rules.cards[c].name} to your army ({rules.cards[c].master.points} points)",
                   [f"card:{c}"],
                   card=c, points=rules.cards[c].master.points, seat=seat) for c in cards]
    if allow_done:
        unspent = f": {limit - have} points left unspent" if limit and limit > have else ""
        opts.append(option("done", f"Stop: my army is complete{unspent}", [], done=True, seat=seat))
    return decision(seat, "pick_card", f"Choose an army card ({have} of {limit} points used).", opts,
                    public_prompt=f"{rules.seat_name(s, seat)} is choosing army cards.")


@answer("pick_card")
def pick_card(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    data = picks[0]["data"]
    seat = data["seat"]
    if data.get("done"):
        events.append(ev.event("army_done", f"{rules.seat_name(s, seat)} completes the army.", seat=seat))
        if frame["do"] == "build":
            pop(s)
        else:
            frame["done"].append(seat)
            frame["left"] = 0
        return
    fid = add_figure(s, seat, data["card"])
    if events.__class__ is ev.Unread:  # nobody reads it (a random playout): its kind stands for it
        events.append("pick")
    else:
        events.append(ev.event("pick", f"{rules.seat_name(s, seat)} takes {rules.cards[data['card']].name}.",
                               seat=seat, card=data["card"], figure=fid))
    if frame["do"] == "draft":
        frame["left"] -= 1
        s["stack"].append({"do": "place", "figure": fid})


@step("draft")
def draft(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Drafting: 1 card, then 2, then 1 each in turn, until both armies are complete."""
    pickers = frame["pickers"]
    active = [p for p in pickers if p not in frame["done"]]
    for p in list(active):
        if not available(rules, s, p):
            frame["done"].append(p)
            active.remove(p)
            if frame["turn"] == p:
                frame["left"] = 0
    if not active:
        pop(s)
        return
    if frame["turn"] is None:
        frame["turn"] = s["first"] if len(pickers) == 2 else pickers[0]
        frame["left"] = DRAFT_PICKS[0]
        frame["round"] = 0
    elif frame["left"] <= 0 or frame["turn"] not in active:
        other = [p for p in active if p != frame["turn"]]
        if other:
            frame["turn"] = other[0]
            frame["round"] = frame.get("round", 0) + 1
            frame["left"] = DRAFT_PICKS[1] if frame["round"] == 1 else 1
        else:
            frame["left"] = 1
    seat = frame["turn"]
    s["pending"] = _pick_decision(rules, s, seat, available(rules, s, seat), allow_done=bool(s["armies"][seat]),
                                  bare=_bare(events))


@step("place_all")
def place_all(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Place every figure still off the battlefield: fixed spots at once, the rest by choice,
    the first placer's whole army before the other's."""
    sc = rules.scenarios[s["scenario"]]
    order = frame["order"] if frame["order"] is not None else [s["first"], 1 - s["first"]]
    pop(s)
    todo = []
    for seat in order:
        for fid in s["armies"][seat]:
            if s["figures"][fid]["status"] != "reserve":
                continue
            spot = rules.board(s["map"]).spots.get(f"{sc.id}/{s['figures'][fid]['card']}")
            if army_spec(rules, s, seat).fixed_spots and spot is not None:
                put(rules, s, fid, rules.board(s["map"]).ground(*spot).key, events)
            elif not frame.get("fixed_only"):
                todo.append({"do": "place", "figure": fid})
    s["stack"].extend(reversed(todo))


def army_spec(rules: Any, s: dict, seat: int) -> Any:
    """The scenario's army spec a seat plays (A Very Mad Genius lets the roll swap them)."""
    sc = rules.scenarios[s["scenario"]]
    return sc.armies[s.get("army_of", [0, 1])[seat]]


def zone_names(rules: Any, s: dict, seat: int) -> list[str]:
    """The start zones a seat may still use: its chosen one, else any the enemy is not in."""
    sc = rules.scenarios[s["scenario"]]
    chosen = s["zone_of"][seat]
    if chosen:
        return [chosen]
    board = rules.board(s["map"])
    enemy = {s["figures"][f]["space"] for f in s["armies"][1 - seat] if s["figures"][f]["space"]}
    return [z for z in army_spec(rules, s, seat).zones
            if not enemy.intersection(board.zone_keys(f"{sc.id}/{z}"))]


def place_spaces(rules: Any, s: dict, seat: int) -> dict[str, str]:
    """Free spaces a seat may place a figure on -> the zone they belong to."""
    sc = rules.scenarios[s["scenario"]]
    t = Table(rules, s)
    occ = t.occupants()
    glyphs = {g["space"] for g in s["glyphs"].values() if g.get("space")}
    out = {}
    for z in zone_names(rules, s, seat):
        for key in t.board.zone_keys(f"{sc.id}/{z}"):
            sp = t.board.space(key)
            if key not in occ and key not in glyphs and t.space_blocked(sp) is None:
                out[key] = z
    return out


@step("place")
def place(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Ask where a figure goes in its start zone (or leave it out when the zone is full)."""
    fid = frame["figure"]
    seat = s["figures"][fid]["owner"]
    spaces = place_spaces(rules, s, seat)
    name = rules.cards[s["figures"][fid]["card"]].name
    if not spaces:
        s["figures"][fid]["status"] = "unfielded"
        events.append(ev.event("unfielded", f"No room in the start zone: {name} stays out of the battle.",
                               figure=fid))
        pop(s)
        return
    if len(spaces) == 1:
        put(rules, s, fid, next(iter(spaces)), events)
        pop(s)
        return
    if _bare(events):
        s["pending"] = {"seat": seat, "kind": "place", "prompt": "", "min": 1, "max": 1, "figure": fid,
                        "options": [{"id": f"place:{k}", "data": {"figure": fid, "to": k, "zone": z}}
                                    for k, z in spaces.items()]}
        return
    board = rules.board(s["map"])
    where = board.label
    sid = rules.scenarios[s["scenario"]].id
    # the zone where it lies on the table: the map's names for zones ("red") are no colour drawn
    side = {z: board.zone_side(f"{sid}/{z}") or z for z in set(spaces.values())}
    opts = [option(f"place:{k}", f"Place {name} on {where(k)} ({side[z]} start zone)", ["hex:" + k], figure=fid,
                   to=k, zone=z) for k, z in spaces.items()]
    s["pending"] = decision(seat, "place", f"Place {name} in your start zone.", opts,
                            public_prompt=f"{rules.seat_name(s, seat)} is placing {name}.", figure=fid)


@answer("place")
def place_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    d = picks[0]["data"]
    put(rules, s, d["figure"], d["to"], events)
    s["zone_of"][s["figures"][d["figure"]]["owner"]] = d["zone"]
    pop(s)


def put(rules: Any, s: dict, fid: str, key: str, events: list) -> None:
    """Set a figure on a space of the battlefield."""
    s["figures"][fid].update(space=key, status="board")
    if events.__class__ is ev.Unread:  # nobody reads it (a random playout): its kind stands for it
        events.append("place")
        return
    name, where = rules.cards[s["figures"][fid]["card"]].name, rules.board(s["map"]).label(key)
    events.append(ev.event("place", f"{name} is placed on {where}.",
                           figure=fid, to=key))


@step("start_play")
def start_play(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Armies are in place: the battle begins."""
    pop(s)
    s["phase"] = "play"
    if s["mode"] == "basic":
        s["stack"].append({"do": "basic_first"})
    else:
        s["round"] = 1
        s["stack"].append({"do": "round", "stage": "start"})


def place_glyphs(rules: Any, s: dict, events: list) -> None:
    """Put the scenario's glyphs on their spots (shuffled first where the scenario says)."""
    sc = rules.scenarios[s["scenario"]]
    board = rules.board(s["map"])
    kinds = [g.glyph for g in sc.glyphs]
    if sc.shuffle_glyphs and len(kinds) > 1:
        rng.shuffle(s, kinds, events, "The glyphs")
    for g, kind in zip(sc.glyphs, kinds):
        spot = board.spots[f"{sc.id}/{g.spot}"]
        s["glyphs"][kind] = {"space": board.ground(*spot).key, "side": g.side, "holder": None}
