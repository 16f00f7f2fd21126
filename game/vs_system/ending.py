"""The end of the game: lost main characters, eliminations, and the stalemate of empty decks.

A player whose main character is KO'd is out (an Ultron player only once every Ultron is back in
the Ultron Facility). When one team is left it wins; if the last main characters go at the same
moment, the player whose turn it is wins (with their team). In Free-for-All and 2 vs 2 an
eliminated player's cards leave the game at once (not a KO: nothing triggers); cards they
controlled but didn't own go to their owners' KO piles (engine decision). In 2-Headed Teammates a
player without a main character plays on until the team is gone.

Stalemate (rulebook: Running Out of Cards): once every deck still in play is empty, if two full
rounds pass with no wound gained by any main character, the player(s) with the fewest wounds on
their main character win; several tied players (of different teams) tie the game.
"""

from __future__ import annotations

from typing import Any

from game.core.rules import finish

from .engine import LATE, G
from .stun import leave_combat
from .table import alive, mains_of, owner, playing

STALEMATE_ROUNDS = 2


def main_characters_lost(g: G) -> None:
    """Players whose main character left play: out of the game, and maybe the game is over."""
    s = g.s
    seats = sorted(set(s["lost_main"]))
    s["lost_main"] = []
    newly = []
    for seat in seats:
        p = s["players"][seat]
        if p["out"] or mains_of(s, seat):
            continue
        p["out"] = True
        newly.append(seat)
        g.log("out", f"{g.who(seat)} has lost their main character.", seat=seat)
    if not newly:
        return
    live = {s["team"][i] for i in alive(s)}
    if len(live) <= 1:
        if live:
            team = live.pop()
        else:  # the last main characters went at once: the player whose turn it is wins
            team = s["team"][s["turn"]["seat"]]
        winners = [i for i in range(s["seats"]) if s["team"][i] == team]
        names = " and ".join(g.who(i) for i in winners)
        finish(s, g.events, winners, f"{names} win{'s' if len(winners) == 1 else ''} on turn {s['turn']['n']}: "
                                       "every enemy main character is KO'd.", **standings(g))
        return
    if s["opts"]["format"] in ("ffa", "2v2"):
        for seat in newly:
            eliminate(g, seat)


def standings(g: G) -> dict[str, Any]:
    """Each seat's line on the results: its main character's wounds (or its loss) and its KO pile."""
    s = g.s
    lines = []
    for seat in range(s["seats"]):
        mains = mains_of(s, seat)
        if mains:
            d = g.d(mains[0])
            main = f"{d.name} level {d.level}, {s['ch'][mains[0]]['w']} of {d.health} wounds"
            if len(mains) > 1:
                main += f" (+{len(mains) - 1} more in play)"
        else:
            main = "main character KO'd"
        lines.append(f"{main}; {len(s['players'][seat]['ko'])} cards in the KO pile")
    return {"scores": lines}


def eliminate(g: G, seat: int) -> None:
    """Every card `seat` owns leaves the game; cards it controls but doesn't own go to their owners'
    KO piles; if it was that player's turn, the turn ends."""
    s = g.s
    p = s["players"][seat]
    for uid in list(s["ch"]):
        c = s["ch"][uid]
        o = owner(s, uid)
        if o != seat and c["ctrl"] != seat:
            if c["eq"] is not None and owner(s, c["eq"]) == seat:
                p["gone"].append(c["eq"])
                c["eq"] = None
            continue
        del s["ch"][uid]
        if s["combat"] is not None:
            leave_combat(s, uid)
        s["players"][o]["gone" if o == seat else "ko"].append(uid)
        if c["eq"] is not None:
            eo = owner(s, c["eq"])
            s["players"][eo]["gone" if eo == seat else "ko"].append(c["eq"])
    for z in ("hand", "deck", "ko", "facility", "btc", "night"):
        p["gone"].extend(p[z])
        p[z] = []
    p["gone"].extend(r[0] for r in p["res"])
    p["res"] = []
    if p["aside"] is not None:
        p["gone"].append(p["aside"])
        p["aside"] = None
    for i, other in enumerate(s["players"]):
        if i != seat:
            mine = [u for u in other["ko"] if owner(s, u) == seat]
            if mine:
                other["ko"] = [u for u in other["ko"] if owner(s, u) != seat]
                p["gone"].extend(mine)
    g.log("eliminated", f"{g.who(seat)}'s cards leave the game.", seat=seat)
    if s["turn"]["seat"] == seat:
        LATE["abandon_turn"](g)


def main_wounds(s: dict) -> int:
    """Wounds on every main character in play (the stalemate watches it)."""
    return sum(c["w"] for c in s["ch"].values() if c["main"])


def stalemate_check(g: G) -> None:
    """At the end of a turn: count quiet rounds once every deck is empty; end the game after enough."""
    s = g.s
    live = playing(s)
    if any(s["players"][i]["deck"] for i in live):
        s["quiet"] = 0
        s["mcw"] = main_wounds(s)
        return
    w = main_wounds(s)
    if w != s["mcw"]:
        s["mcw"] = w
        s["quiet"] = 0
        return
    s["quiet"] += 1
    turns_per_round = len({s["team"][i] for i in live}) if s["opts"]["format"] == "2hg" else len(live)
    if s["quiet"] < STALEMATE_ROUNDS * turns_per_round:
        return
    scores = {i: sum(s["ch"][u]["w"] for u in mains_of(s, i)) for i in alive(s)}
    best = min(scores.values())
    tops = [i for i, v in scores.items() if v == best]
    teams = {s["team"][i] for i in tops}
    winners = sorted(i for i in range(s["seats"]) if s["team"][i] in teams)
    draw = len(teams) > 1
    names = " and ".join(g.who(i) for i in winners)
    summary = (f"Every deck is empty and no main character was wounded for {STALEMATE_ROUNDS} rounds: "
               + (f"{names} tie with the fewest wounds ({best})." if draw
                  else f"{names} win{'s' if len(winners) == 1 else ''} with the fewest wounds ({best})."))
    finish(s, g.events, winners, summary, draw=draw, **standings(g))


LATE["main_characters_lost"] = main_characters_lost
