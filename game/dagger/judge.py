"""The team's chance to win from a position, for the search: a logistic model over what the table
shows (never the decks' order), fitted to games the normal team played.

The features are the game's pressures and progress: threat and what the next nemesis phase adds,
how far down the nemesis deck the heroes are and how close the active card is to passing or
failing, the showdown's health left, the enemies and whom they threaten, overrun bases, the
heroes' health, the clock (events left), team-up and the help on hand. `WEIGHTS` were fitted by
`python -m tests.dagger.fit_judge` on positions at the start of a round's hero phase (the search's
horizon), each labelled with whether the normal team went on to win (80 games a nemesis: 2831
positions, held-out log loss 0.595 against the base rate's 0.693). `nm_left`, `threat_rounds` and
`mission_rounds` read the race the game is: the nemesis-mission progress still needed, and the
rounds of threat at the present rate before the track (or the mission's own threat) runs out.
"""

from __future__ import annotations

import math
from typing import Any

from . import board, missions as ms, nemesis as nem_mod
from .engine import G
from .nemesis_phase import threat_sources
from .standees import health as enemy_health
from .table import SLOTS, heroes_at

NAMES = ("bias", "threat", "threat_next", "threat_edge", "deck_left", "nm_progress", "nm_margin", "showdown",
         "show_left", "enemies", "enemy_health", "overrun", "hero_damage", "heroes_down", "events_left",
         "team_up", "failed", "suppression", "bases_at_risk", "side_active", "empowered", "supports_ready",
         "round", "nm_left", "threat_rounds", "mission_rounds")

#: Fitted weights, one per name in NAMES (see the module docstring).
WEIGHTS = (3.215, -0.065, -0.384, -0.172, 0.227, -0.125, 0.013, 0.341, -0.447, -0.511, -0.359, 0.023, -0.124, -0.039,
           0.052, 0.129, -0.823, -0.148, 0.067, -0.227, 0.113, 0.052, -0.052, -0.799, 0.273, 0.456)


def features(rules: Any, s: dict[str, Any]) -> list[float]:
    """The position as numbers of about one's size, in NAMES order."""
    book = rules.book
    g = G(s, [], book, rules)
    threat = s["threat"]
    nxt = sum(n for _, n in threat_sources(g))
    limit = book.threat_loss
    nem = s["nem"]
    show = bool(nem["show"])
    deck = len(s["nm_deck"])
    prog = margin = 0.0
    rate = max(1, nxt)
    left = 0.0  # nemesis-mission progress still needed, this mission and those after it
    mission_rounds = 1.0
    if deck and not show:
        mid = s["nm_deck"][0]
        need = ms.value(g, mid) or 1
        prog = min(1.0, s["nm_prog"] / need)
        mt = book.missions[mid].threat
        margin = ((mt - threat) / 10.0) if mt else 1.0
        left = max(0, need - s["nm_prog"]) + sum(ms.value(g, m) or 0 for m in s["nm_deck"][1:])
        if mt:
            mission_rounds = min(1.0, max(0, mt - threat) / rate / 5.0)
    show_left = (nem_mod.health(g) - nem["dmg"]) / max(1, nem_mod.health(g)) if show else 1.0
    enemies = s["enemies"]
    ehp = sum(enemy_health(g, e) - e["dmg"] for e in enemies)
    risk = 0
    for b in board.all_bases(s):
        if not board.operational(s, b):
            continue
        sid = board.base_space(book, s, b)
        if sid is None or heroes_at(s, sid):
            continue
        near = {sid, *board.neighbours(book, s, sid)}
        risk += any(e["space"] in near for e in enemies)
    heroes = s["heroes"]
    dmg = sum(h["dmg"] / book.heroes[h["hero"]].health for h in heroes if not h["out"]) / max(1, len(heroes))
    down = sum(1 for h in heroes if h["down"] or h["out"]) / max(1, len(heroes))
    failed = sum(1 for _, passed in s["done"] if not passed)
    side = sum(1 for k in SLOTS if s["side"][k])
    emp = sum(1 for h in heroes if h["emp"]) / max(1, len(heroes))
    ready = sum(1 for h in heroes for c in h["supports"] if c["ready"]) / max(1, len(heroes))
    return [1.0, threat / limit, nxt / 10.0, max(0, threat + nxt - limit + 6) / 6.0, deck / 4.0, prog, margin,
            float(show), show_left if show else 0.0, len(enemies) / 5.0, ehp / 10.0, len(s["overrun"]),
            dmg, down, len(s["events"]) / 12.0, s["team_up"] / 10.0, failed, nem.get("supp", 0), risk,
            side, emp, ready, s["round"] / 12.0, left / 10.0, min(1.0, max(0, limit - threat) / rate / 5.0),
            mission_rounds]


def value(rules: Any, s: dict[str, Any], weights: tuple[float, ...] = WEIGHTS) -> float:
    """The chance the team wins from `s` (1 or 0 once the game is over)."""
    res = s.get("result")
    if res is not None:
        return 1.0 if res.get("winners") else 0.0
    z = sum(w * x for w, x in zip(weights, features(rules, s)))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
