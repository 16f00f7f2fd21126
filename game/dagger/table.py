"""The state layout and small helpers to read it.

State (JSON-native; besides the platform's game, seats, seed, rng, pending, result):

- ``opt``: {nemesis, difficulty, first_strike, n (heroes), n_spawn, n_pp} (variable difficulty)
- ``round``, ``phase`` ("setup", "hero", "nemesis", "over"), ``step`` (words for the view)
- ``first``: the hero holding the first player token; ``turn``: the hero acting now (or None)
- ``threat``, ``team_up``; ``bifrost`` (space or None: in its slot on Asgard); ``iliad`` (space)
- ``overrun``: overrun bases; ``base_used``: bases whose D.A.G.G.E.R. slot holds a token
- ``heroes``: one record per hero (see `hero_record`)
- ``enemies``: [{u, card, rank (1, 2, 3, "N", "elite"), space, dmg, primed}]; ``nu``: next uid
- ``nem``: the nemesis {id, space, dmg, stun, primed, show (final showdown), supp}
- ``pods``: the enemy card of each rank {"1", "2", "3", "N"}
- ``nm_deck``: the nemesis mission deck, active card first (the first strike, then I, II, III);
  ``nm_prog``: progress on the active card; ``done``: [[mission, passed]] in the completed slots
- ``side``: {green, purple, blue} each None or {id, prog}; ``hm``: the hero mission slot
  (None or {id, prog, hero}); ``side_deck`` (top last), ``side_out`` (completed)
- ``events`` (the event deck, top last), ``event`` (the one resolving), ``event_out``
- ``deadline``: the round whose hero phase must end in the final showdown (after an elimination)
- ``dice``: the last test, for the view {hero, attr, faces, successes, wilds}
- ``stack``, ``ctx``, ``cn``: the task engine's stack and effect contexts (engine.py)
"""

from __future__ import annotations

from typing import Any

State = dict[str, Any]
SLOTS = ("green", "purple", "blue")
BASIC = ("move", "fight", "defy", "rest")


def hero_record(hero: str, sheet: str, seat: int, aspect: str, std: int, supports: list[str]) -> dict[str, Any]:
    """A hero in play: who, where, damage, combo token, aspect tokens left, slots used this round,
    shared support cards, own support and mission state, team-up card."""
    return {"hero": hero, "sheet": sheet, "seat": seat, "aspect": aspect, "shattered": False,
            "space": None, "dmg": 0, "emp": False, "std": std, "boost": 1, "std_max": std,
            "used": {}, "once": [], "supports": [{"id": c, "ready": False, "prog": 0} for c in supports],
            "own": "locked", "mission": "held", "tu": False, "down": False, "out": False}


def active_heroes(s: State) -> list[int]:
    """Heroes on the board (not defeated awaiting replacement, not eliminated)."""
    return [i for i, h in enumerate(s["heroes"]) if not h["down"] and not h["out"]]


def heroes_at(s: State, sid: str) -> list[int]:
    """Heroes standing on a space."""
    return [i for i, h in enumerate(s["heroes"]) if h["space"] == sid and not h["down"] and not h["out"]]


def enemies_at(s: State, sid: str) -> list[dict[str, Any]]:
    """Enemies (not the nemesis) on a space."""
    return [e for e in s["enemies"] if e["space"] == sid]


def enemy(s: State, u: int) -> dict[str, Any] | None:
    """An enemy by uid, or None once it is gone."""
    for e in s["enemies"]:
        if e["u"] == u:
            return e
    return None


def first_seat(s: State) -> int:
    """The seat of the first player (who decides for "the heroes" and the nemesis's ties)."""
    return s["heroes"][s["first"]]["seat"]


def n_heroes(s: State) -> int:
    """N: the heroes in the game (eliminated ones still count)."""
    return s["opt"]["n"]


def pp(s: State) -> int:
    """The per-player multiplier after difficulty."""
    return s["opt"]["n_pp"]


def difficulty_numbers(n: int, difficulty: str) -> tuple[int, int]:
    """(heroes for spawn pips, per-player multiplier) at a difficulty (rulebook: Variable Difficulty).

    Easier reads every spawn and per-player icon as one player fewer, but two-hero spawns stay;
    harder as one more, but five-hero spawns stay."""
    if difficulty == "easy":
        return (n if n == 2 else n - 1), n - 1
    if difficulty == "hard":
        return (n if n == 5 else n + 1), n + 1
    return n, n
