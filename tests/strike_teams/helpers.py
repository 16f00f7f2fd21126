"""Test tables for Strike Teams: a map drawn in text, figures placed where a test wants them,
an activation started, options answered by id, the Action Die forced face by face.

Map text: ``.`` floor, `` `` (space) or ``#`` outside the map, ``c`` crate (2), ``b`` barrels (3),
``t`` gun turret (3), ``a`` ammunition crate (2), ``k`` console (4); ``H``/``V``/``S`` a hero,
villain or henchman spawn point on a floor square. Columns and rows count from 0; squares are
"col,row". A `tiles` text of digits (same shape) splits the floor into map tiles.
"""

from __future__ import annotations

import functools
from contextlib import contextmanager
from typing import Any

from game.core import decisions as dc
from game.core import rng
from game.core.content import load_content
from game.core.paths import DATA, MAPS
from game.core.rules import apply
from game.strike_teams import content_spec
from game.strike_teams.activation import new_turn
from game.strike_teams.board import Board, MapTile, ek
from game.strike_teams.engine import TASKS, G
from game.strike_teams.rules import StrikeTeamsRules
from game.strike_teams.setup import char_state, fresh_mission_state

OBJ = {"c": "crate", "b": "barrels", "t": "gun_turret", "a": "ammo_crate", "k": "console"}
MS = {"crate": 2, "barrels": 3, "gun_turret": 3, "ammo_crate": 2, "console": 4}
SPAWN = {"H": "hero", "V": "villain", "S": "henchman"}


@functools.lru_cache(maxsize=1)
def content():
    return load_content(content_spec(), [DATA / "strike_teams"], [MAPS / "strike_teams"])


def board(rows: list[str], *, walls: list[tuple[str, str, int | None]] = (), doors: list[tuple[list[tuple[str, str]], int]] = (),
          tiles: list[str] | None = None, name: str = "arena") -> Board:
    """A board from map text; `walls` are (square, square, strength or None for a tile edge)."""
    floor = set()
    objects = {}
    spawns: dict[str, list[str]] = {"hero": [], "villain": [], "henchman": [], "hybrid": []}
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            if ch in " #":
                continue
            cell = f"{c},{r}"
            floor.add(cell)
            if ch in OBJ:
                objects[cell] = {"kind": OBJ[ch], "ms": MS[OBJ[ch]]}
            if ch in SPAWN:
                spawns[SPAWN[ch]].append(cell)
    groups: dict[str, list[str]] = {}
    for cell in floor:
        c, r = map(int, cell.split(","))
        groups.setdefault(tiles[r][c] if tiles else "0", []).append(cell)
    maptiles = [MapTile(i, f"t{k}", "warehouse", "room", sorted(v)) for i, (k, v) in enumerate(sorted(groups.items()))]
    tile_of = {c: t.index for t in maptiles for c in t.cells}
    wall_map = {}
    for a, b, ms in walls:
        wall_map[ek(a, b)] = {"ms": ms, "material": "wall", "cells": tuple(sorted((a, b)))}
    door_list = [{"id": str(i), "edges": [ek(a, b) for a, b in edges], "ms": ms} for i, (edges, ms) in enumerate(doors)]
    return Board(name=name, title=name, face="warehouse", width=max(len(x) for x in rows), height=len(rows),
                 floor=floor, tiles=maptiles, tile_of=tile_of, walls=wall_map, doors=door_list, objects=objects,
                 spawns=spawns)


def rules(b: Board) -> StrikeTeamsRules:
    return StrikeTeamsRules(content(), boards={b.name: b})


def table(b: Board, figs: dict[str, Any], *, round_: int = 2, cp: tuple[int, int] = (0, 0), zones: tuple = ((), ()),
          mode: str = "single") -> tuple[StrikeTeamsRules, dict]:
    """Rules and a state in play on board `b`.

    `figs`: character -> {"at": square (or a list for henchmen), "ap", "cards", "wounds", "face",
    "status"}; heroes are side 0, everyone else side 1.
    """
    R = rules(b)
    s: dict[str, Any] = {"game": "strike_teams", "seats": 2, "seed": 1, "rng": rng.seed_state(1), "pending": None,
                         "result": None, "mode": mode, "options": {}, "units": 3, "level": 1, "stack": [], "victory": None}
    fresh_mission_state(s)
    s.update(map=b.name, stages=3, round=round_, stage=(round_ - 1) // 4 + 1, phase="mastermind", cp=list(cp),
             scenarios=[], sc=[], revealed=True, cards_revealed=True, zones=[list(zones[0]), list(zones[1])])
    s["objects"] = {c: dict(o) for c, o in b.objects.items()}
    s["doors"] = {d["id"]: {"ms": d["ms"], "open": False} for d in b.doors}
    for kind, cells in b.spawns.items():
        for c in cells:
            s["spawns"][c] = kind
    g = G(s, [], R)
    for cid, spec in figs.items():
        d = R.chars[cid]
        side = 0 if d.role == "hero" else 1
        char_state(g, cid, side, 1, spec.get("face", 1 if d.role == "henchman" else 0))
        c = s["chars"][cid]
        c["cards"] = list(spec.get("cards", []))
        c["ap"] = spec.get("ap", 0)
        c["wounds"] = dict(spec.get("wounds", {}))
        c["dt"] = dict(spec.get("dt", {}))
        at = spec.get("at")
        spots = at if isinstance(at, list) else [at]
        for fid, spot in zip(c["figs"], spots):
            s["figs"][fid]["pos"] = spot
        for fid in c["figs"][len(spots):]:
            s["figs"][fid]["pos"] = None
        if spec.get("status"):
            s["figs"][c["figs"][0]]["status"] = dict(spec["status"])
        if d.role == "henchman":
            s["hench"] = {"start": len(c["figs"]), "tokens": 0}
    return R, s


def start_turn(R: StrikeTeamsRules, s: dict, cid: str, *, gain: bool = False) -> dict:
    """Begin `cid`'s activation as if its Gain/Rest choice were made (no AP gained unless `gain`);
    returns the pending decision."""
    s["turn"] = new_turn(cid)
    s["turn"]["fresh"] = False
    s["chars"][cid]["activated"] = True
    s["stack"] = [{"op": "test_hold"}, {"op": "activation", "char": cid, "step": "act"}]
    s["pending"] = None
    TASKS.run(G(s, [], R))
    if gain:
        answer(R, s, "gain")
    return s["pending"]


def ids(s: dict) -> list[str]:
    return [o["id"] for o in s["pending"]["options"]]


def option(s: dict, oid: str) -> dict:
    for o in s["pending"]["options"]:
        if o["id"] == oid:
            return o
    raise AssertionError(f"{oid!r} is not offered; options: {ids(s)}")


def answer(R: StrikeTeamsRules, s: dict, *oids: str) -> list[dict]:
    """Answer the pending decision with these option ids; returns the events."""
    option(s, oids[0]) if oids else None
    return apply(R, s, dc.answer(s["pending"]["seat"], list(oids)))


def answer_until(R: StrikeTeamsRules, s: dict, kind: str, *oids: str) -> list[dict]:
    assert s["pending"]["kind"] == kind, f"pending {s['pending']['kind']}, not {kind}: {s['pending']['prompt']}"
    return answer(R, s, *oids)


def texts(events: list[dict]) -> str:
    return "\n".join(e.get("open_text") or e["text"] for e in events)


@contextmanager
def die(*faces: int):
    """Force the Action Die: each roll takes the next face number (1-6, as listed in the data)."""
    from game.strike_teams import activation
    queue = list(faces)
    real = activation.rng.roll

    def fake(state, events, sides, count=1, why="", seat=None, faces=None):
        v = queue.pop(0)
        events.append({"kind": "roll", "text": f"{why}: rolled {faces[v - 1] if faces else v}.", "chance": True,
                       "values": [v]})
        return [v]
    activation.rng.roll = fake
    try:
        yield
    finally:
        activation.rng.roll = real


def g_of(R: StrikeTeamsRules, s: dict) -> G:
    return G(s, [], R)


@TASKS.task("test_hold")
def _hold(g: G, t: dict, picks: list | None) -> None:
    """A resting point for tests: asks a one-option decision so that running stops here."""
    if picks is None:
        g.ask(t, dc.decision(t.get("seat", 0), "test_hold", "Carry on.", [dc.option("go", "Go")]))


def strike(R: StrikeTeamsRules, s: dict, fid: str, target: str, strength: int, *, src: str = "primary",
           mode: str = "attack", **prof: Any) -> None:
    """Resolve an attack of `strength` by `fid` on figure `target` (no payment), stopping at its
    decisions; afterwards the test_hold decision is pending."""
    from game.strike_teams import attack
    p = attack.profile(G(s, [], R), fid, src)
    p.update(prof)
    cell = s["figs"][target]["pos"]
    s["stack"] = [{"op": "test_hold"},
                  {"op": "attack", "fig": fid, "src": src, "ref": f"fig:{target}", "cell": cell,
                   "origin": s["figs"][fid]["pos"], "aim": 0, "base": strength, "step": "react", "volley": 0,
                   "extra": 0, "first": cell, "done": [], "hurled": None, "boom": False, "mode": mode, "prof": p}]
    s["pending"] = None
    TASKS.run(G(s, [], R))


def settle_all(R: StrikeTeamsRules, s: dict) -> None:
    """Answer whatever is pending with its last option until the test_hold decision."""
    while s["pending"] and s["pending"]["kind"] != "test_hold":
        d = s["pending"]
        n = d["min"]
        apply(R, s, dc.answer(d["seat"], [o["id"] for o in d["options"][-n:]] if n else
                              [d["options"][-1]["id"]] if d["max"] == 1 or d["kind"] == "react" else []))
