"""The table: where every card is, who plays with whom, and the state layout.

State (all JSON-native):

- ``cards``: uid -> [card id, owner seat] for every card of the game (the owner brought it);
- ``ch``: uid -> record of each character in play, in the order they came into play:
  ``{ctrl, row: front|back, face: up|stun|hide, ready, w: wounds, c: counters (positive =
  that many +1/+1 counters, negative = -1/-1 counters: the two kinds cancel), main, eq: equipment
  uid or None, named: a name (Nebula)}``;
- ``players[i]``: ``deck`` (top = end), ``hand``, ``ko`` (KO pile), ``res`` (Resource Row:
  ``[uid, face up]``), ``gone`` (removed from the game), ``facility`` (Ultron Facility),
  ``btc`` (Behind the Camera pile), ``aside`` (the next level set aside: a uid), ``xp``,
  ``mc`` (main character id), ``out`` (lost their main character), ``night`` (a hand set aside);
- ``team[i]`` (seats of one team are friends), ``side[i]`` (seats sharing rows: 2-Headed
  Teammates), ``turn``, ``combat``, ``fx`` (lasting effects), ``hist`` (what the game remembers:
  Star-Lord's attackers, Thor's journey, uses of Day 11, Abomination's demands), ``stack`` and
  ``tq`` (the task stack and the triggers waiting), ``opts``.

Cards leave play to their OWNER's zones.
"""

from __future__ import annotations

from typing import Any

State = dict[str, Any]


def def_id(s: State, uid: str) -> str:
    """The card id of a card."""
    return s["cards"][uid][0]


def owner(s: State, uid: str) -> int:
    """The seat that brought a card to the game."""
    return s["cards"][uid][1]


def new_card(s: State, did: str, seat: int) -> str:
    """A new card of the game owned by `seat`; its uid."""
    s["nu"] += 1
    uid = f"c{s['nu']}"
    s["cards"][uid] = [did, seat]
    return uid


def seat_name(s: State, seat: int) -> str:
    """How the log names a seat."""
    names = s.get("names")
    if names and seat < len(names) and names[seat]:
        return names[seat]
    return f"Player {seat + 1}"


def enemies(s: State, a: int, b: int) -> bool:
    """Whether two seats are enemies (different teams)."""
    return s["team"][a] != s["team"][b]


def alive(s: State) -> list[int]:
    """Seats still in the game, in seat order."""
    return [i for i, p in enumerate(s["players"]) if not p["out"]]


def playing(s: State) -> list[int]:
    """Seats that still take part in turns and combats (2-Headed Teammates: a player whose main
    character is gone plays on while the team lasts)."""
    if s["opts"]["format"] == "2hg":
        live = {s["team"][i] for i in alive(s)}
        return [i for i in range(s["seats"]) if s["team"][i] in live]
    return alive(s)


def enemy_seats(s: State, seat: int) -> list[int]:
    """The enemy seats still in the game (2-Headed Teammates: a player whose main character is
    gone plays on while the team lasts, and is an enemy player for every effect)."""
    return [i for i in playing(s) if enemies(s, seat, i)]


def row_of(s: State, side: int, row: str) -> list[str]:
    """The characters in one row of a side."""
    sides = s["side"]
    return [u for u, c in s["ch"].items() if c["row"] == row and sides[c["ctrl"]] == side]


def mains_of(s: State, seat: int) -> list[str]:
    """The main characters a seat controls (several for Ultron)."""
    return [u for u, c in s["ch"].items() if c["main"] and c["ctrl"] == seat]


def face_up_main(s: State, seat: int) -> bool:
    """Whether a seat has a face-up main character."""
    return any(c["main"] and c["ctrl"] == seat and c["face"] == "up" for c in s["ch"].values())


def locate(s: State, uid: str) -> tuple[str, int]:
    """Where a card is: (zone, seat) with zone play, hand, deck, ko, res, gone, facility, btc,
    aside, night, or ("", -1)."""
    c = s["ch"].get(uid)
    if c is not None:
        return "play", c["ctrl"]
    for i, p in enumerate(s["players"]):
        for z in ("hand", "ko", "deck", "gone", "facility", "btc", "night"):
            if uid in p[z]:
                return z, i
        if any(r[0] == uid for r in p["res"]):
            return "res", i
        if p["aside"] == uid:
            return "aside", i
    return "", -1


def take_from_zone(s: State, uid: str) -> None:
    """Remove a card from whatever zone (not play) it is in."""
    zone, seat = locate(s, uid)
    if zone in ("hand", "ko", "deck", "gone", "facility", "btc", "night"):
        s["players"][seat][zone].remove(uid)
    elif zone == "res":
        res = s["players"][seat]["res"]
        res[:] = [r for r in res if r[0] != uid]
    elif zone == "aside":
        s["players"][seat]["aside"] = None
