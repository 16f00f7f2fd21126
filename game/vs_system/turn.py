"""The turn: Draw, Recovery, Build and Main phases, the end of the turn and who plays next.

Draw Phase: "at the start of your turn" powers, then draw two (the first player draws none on
the first turn of the game; in Free-for-All and 2 vs 2 the second player draws one on theirs; in
2-Headed Teammates each player of the first team draws none). Recovery Phase: your stunned
characters recover, then all of yours ready. Build Phase: see build.py. Main Phase: attack as often
as you like, one at a time, and use Main powers and plot twists between attacks. End: "at the end
of your turn" powers, then what lasted "this turn" ends.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import option

from .combat import attack_options
from .ending import stalemate_check
from .engine import KEPT, LATE, G, Made, task
from .hand import draw
from .powers import actions, start
from .stats import active, working
from .stun import leave_play
from .table import playing
from .triggers import emit


def fresh_turn(seat: int, seats: list[int], n: int) -> dict[str, Any]:
    """The per-turn record: who plays, what has been used, what lasts until the turn ends."""
    return {"seat": seat, "seats": list(seats), "n": n, "phase": "draw", "step": "", "rp": {}, "bonus": {},
            "res_done": [], "attacks": 0, "attacked": [], "used": [], "once": [], "boost": {}, "grant": {},
            "dop": [], "koc": [], "acted": False}


def turn_seats(s: dict[str, Any], lead: int) -> list[int]:
    """The seats taking this turn: the player, or in 2-Headed Teammates the team."""
    if s["opts"]["format"] == "2hg":
        team = s["team"][lead]
        return [i for i in range(s["seats"]) if s["team"][i] == team]
    return [lead]


def begin_turn(g: G, lead: int, n: int) -> None:
    """Start turn `n` for `lead` (and its teammates in 2-Headed Teammates)."""
    s = g.s
    s["turn"] = fresh_turn(lead, turn_seats(s, lead), n)
    g.push({"op": "turn", "at": 0})


STEPS = ("start", "draw", "recovery", "build", "main", "end", "cleanup")


@task("turn")
def _turn(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    step = STEPS[t["at"]]
    t["at"] += 1
    turn = s["turn"]
    seats = turn["seats"]
    if step == "cleanup":
        _cleanup(g)
        return
    stack = s["stack"]
    stack.append(t)
    if step == "start":
        if g.words:
            g.log("turn", f"Turn {turn['n']}: {' and '.join(g.who(i) for i in seats)}.", seat=turn["seat"],
                  n=turn["n"])
        else:
            g.quiet("turn")
        emit(g, "turn_start", seats=list(seats))
    elif step == "draw":
        turn["phase"] = "draw"
        for seat in seats:
            first = s["first_draw"].pop(str(seat), None)
            n = 2 if first is None else first
            extra = sum(active(g.book, s, u, "extra_draw").get("n", 0) for u in working(g.book, s, "extra_draw")
                        if s["ch"][u]["ctrl"] == seat)
            draw(g, seat, n + extra)
    elif step == "recovery":
        turn["phase"] = "recovery"
        sides = s["side"]
        side = {sides[i] for i in seats}
        pins = {f["t"] for f in s["fx"] if f.get("k") == "pin"}  # effects.pinned, for every character at once
        for uid, c in s["ch"].items():
            if sides[c["ctrl"]] in side:
                if c["face"] != "up":
                    c["face"] = "up"
                if uid not in pins:
                    c["ready"] = True
        g.dirty = True
        g.log("recovery", "Stunned characters recover and every character readies.")
    elif step == "build":
        turn["phase"] = "build"
        lead = turn["seat"]
        stack += ({"op": "build_end", "seat": lead}, {"op": "demand", "seat": lead}, {"op": "formation", "seat": lead})
        for seat in reversed(seats):
            stack += ({"op": "recruit", "seat": seat}, {"op": "resource", "seat": seat})
    elif step == "main":
        turn["phase"] = "main"
        turn["step"] = ""
        stack.append({"op": "main", "seat": turn["seat"]})
    elif step == "end":
        turn["phase"] = "end"
        emit(g, "turn_end", seats=list(seats))
        emit(g, "any_turn_end")


def _cleanup(g: G) -> None:
    """What lasted this turn ends; hands set aside come back; The Ten Rings goes back; next turn."""
    s = g.s
    cards = s["cards"]
    back = g.book.holders.get("returns_to_behind_the_camera")  # the cards printing it (The Ten Rings)
    for uid in [u for u in s["ch"] if cards[u][0] in back] if back else ():
        leave_play(g, uid)
        g.log("btc", f"{g.name(uid)} goes back behind the camera.", card=uid)
    for i, p in enumerate(s["players"]):
        if p["night"]:
            p["hand"].extend(p["night"])
            p["night"] = []
            g.log("night", f"{g.who(i)}'s hand comes back from the Eternal Night.", seat=i)
    s["hist"]["fight"] = [f for f in s["hist"]["fight"] if f["turn"] != s["turn"]["n"]]
    stalemate_check(g)
    if s["result"] is not None:
        return
    next_turn(g)


def next_turn(g: G) -> None:
    """The next player (or team) to the left takes a turn."""
    s = g.s
    turn = s["turn"]
    live = playing(s)
    if not live:
        return
    cur = turn["seat"]
    seats = set(turn["seats"])
    n = s["seats"]
    for k in range(1, n + 1):
        cand = (cur + k) % n
        if cand in live and cand not in seats:
            begin_turn(g, cand, turn["n"] + 1)
            return
    begin_turn(g, cur, turn["n"] + 1)


def abandon_turn(g: G) -> None:
    """The player whose turn it is is out of the game: everything in progress stops and the turn
    passes on."""
    s = g.s
    s["combat"] = None
    s["pending"] = None
    s["tq"] = []
    stack = s["stack"]
    while stack and stack[-1]["op"] != "turn":
        stack.pop()
    if stack:
        stack[-1]["at"] = STEPS.index("cleanup")


# -- the Main Phase -------------------------------------------------------------------------------------



@task("main")
def _main(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    seat = t["seat"]
    if picks is None:
        picks = _main_question(g, t, s, seat)
        if picks is None:
            return
    o = picks[0]
    if o["id"] == "end":
        if g.words:
            g.log("end", f"{g.who(seat)} ends the turn.", seat=seat)
        else:
            g.quiet("end")
        return
    g.push(t)
    KEPT[2] = None
    if o["id"] == "hand_over":
        t["seat"] = o["data"]["seat"]
        s["turn"]["seat"] = t["seat"]
    elif o["id"].startswith("a:"):
        g.push({"op": "attack", "seat": seat, "att": [o["data"]["uid"]]})
        if g.taken is not None and KEPT[0] is t:
            KEPT[2] = s["stack"][-1]
    else:
        start(g, seat, o)


class MainOptions(Made):
    """The Main Phase's options where nobody sees the question (G.draw): the uids of the characters
    that may attack (combat.attack_options), each made into its "attack with" option only if it is
    drawn, the options of powers and plot twists as they are, and None for ending the turn."""

    __slots__ = ()

    def __getitem__(self, i):  # type: ignore[override]
        k = list.__getitem__(self, i)
        if k.__class__ is str:
            return {"id": f"a:{k}", "label": "", "path": [f"char:{k}"], "data": {"uid": k}}
        if k is None:
            return {"id": "end", "label": "", "path": []}
        return k


def _main_question(g: G, t: dict[str, Any], s: dict[str, Any], seat: int) -> list[dict[str, Any]] | None:
    """Ask the Main Phase's question; where nobody sees it, its answer drawn at once (G.draw)."""
    if g.again:  # an attack taken back: the options it left (KEPT)
        return g.draw(t, seat, "main", KEPT[1])
    up: list = []  # the seat's face-up characters, gathered by the attack options' pass for actions
    opts = attack_options(g, seat, up)
    ready = len(opts)  # the characters that could still attack
    opts += actions(g, seat, "main", up)
    for mate in s["turn"]["seats"]:
        if mate != seat:
            opts.append(option("hand_over", f"Let {g.who(mate)} act for the team", seat=mate))
    if not opts:
        g.log("end", f"{g.who(seat)} has nothing left to do and ends the turn.", seat=seat)
        return None
    if g.taken is not None:  # nobody sees the decision (G.taken): the same options without words
        opts = MainOptions(opts)
        opts.append(None)  # end the turn
        KEPT[:] = t, opts, None
        return g.draw(t, seat, "main", opts)
    opts.append({"id": "end", "label": "End your turn" + (f" ({ready} character{'s' if ready != 1 else ''} could still "
                                                           "attack)" if ready else ""), "path": []})
    g.ask_one(t, seat, "main", "Main Phase: attack, use a Main power or plot twist, or end your turn.", opts,
              f"{g.who(seat)} is in their Main Phase.")
    return None


LATE["abandon_turn"] = abandon_turn
