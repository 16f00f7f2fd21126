"""Objective tokens: placing, retrieving and carrying them, damaging those with a material strength.

A token is ``{"kind", "pos", "carrier", "wounds", "sc"}`` under ``state["tokens"]`` (``sc``: the
index of the scenario card that brought it). Rulebook: Retrieving an Objective Token, Damaging
an Objective Token.

- A hero retrieves a carried token by entering its square or paying 1 AP while adjacent; a
  figure already in the square does not stop it. Only heroes retrieve, unless a scenario names
  another retriever (the seeker of "Cosmic Power").
- A carried token rides with its carrier and drops in the carrier's square when it is defeated.
- A token with a material strength takes one wound from a single attack (or slam) at least that
  strong, or from an adjacent character paying AP equal to it; it is removed once it has all the
  wounds its scenario needs.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from .engine import HEROES, G


def token_name(g: G, tid: str) -> str:
    return g.rules.token_kinds[g.s["tokens"][tid]["kind"]].name


def tokens_at(g: G, cell: str) -> list[str]:
    return [tid for tid, t in g.s["tokens"].items() if t["pos"] == cell and t["carrier"] is None]


def can_retrieve(g: G, fid: str, tid: str) -> bool:
    """Whether this figure may pick the token up (it must be a carried kind lying on the map)."""
    t = g.s["tokens"][tid]
    if t["pos"] is None or t["carrier"] is not None or not g.rules.token_kinds[t["kind"]].carry:
        return False
    if g.side_of(fid) == HEROES:
        return not g.is_hench(fid)
    return g.s["figs"][fid]["char"] in g.s["roles"].get("retrievers", [])


def pick_up(g: G, fid: str, tid: str) -> None:
    t = g.s["tokens"][tid]
    t["carrier"] = fid
    t["pos"] = None
    g.moved()
    g.s["figs"][fid]["carry"].append(tid)
    g.log("retrieve", f"{g.fname(fid)} retrieves the {token_name(g, tid)}.", figure=fid, token=tid)


def pick_up_on_entry(g: G, fid: str, cell: str) -> None:
    """Entering a square retrieves the tokens there that this figure may take."""
    toks = g.s["tokens"]
    for tid, t in toks.items():
        if t["pos"] == cell and t["carrier"] is None and can_retrieve(g, fid, tid):
            pick_up(g, fid, tid)


def retrievable_adjacent(g: G, fid: str) -> list[str]:
    """Tokens the figure may retrieve for 1 AP: lying adjacent to it (or in its own square)."""
    pos = g.s["figs"][fid]["pos"]
    near = set(g.adj(pos)) | {pos}
    return [tid for tid, t in g.s["tokens"].items()
            if t["pos"] in near and t["carrier"] is None and can_retrieve(g, fid, tid)]


def drop_all(g: G, fid: str, cell: str | None) -> None:
    """The carrier leaves the map: what it carried lies in its last square."""
    f = g.s["figs"][fid]
    for tid in f["carry"]:
        t = g.s["tokens"][tid]
        t["carrier"] = None
        t["pos"] = cell
        g.moved()
        if cell is not None:
            g.log("drop", f"The {token_name(g, tid)} falls in {g.sq(cell)}.", token=tid, cell=cell)
    f["carry"] = []


def deliver(g: G, fid: str, tid: str) -> None:
    """A carried token leaves play where a scenario takes it (freed, delivered, extracted)."""
    f = g.s["figs"][fid]
    if tid in f["carry"]:
        f["carry"].remove(tid)
    t = g.s["tokens"][tid]
    t["carrier"] = None
    t["pos"] = None
    t["gone"] = True
    g.moved()


def damageable(g: G, tid: str) -> bool:
    t = g.s["tokens"][tid]
    return t["pos"] is not None and t["carrier"] is None and bool(g.rules.token_kinds[t["kind"]].ms)


def wound_token(g: G, tid: str, why: str) -> bool:
    """One damage on a token; True when that removes it."""
    t = g.s["tokens"][tid]
    kind = g.rules.token_kinds[t["kind"]]
    t["wounds"] += 1
    need = t.get("needs", kind.needs)
    if t["wounds"] >= need:
        g.log("token_destroyed", f"{why}: the {kind.name} in {g.sq(t['pos'])} is destroyed.", token=tid)
        t["at"] = t["pos"]
        t["pos"] = None
        g.moved()
        t["gone"] = True
        t["destroyed"] = True
        return True
    g.log("token_damaged", f"{why}: the {kind.name} takes damage ({t['wounds']} of {need}).", token=tid)
    return False


def place(g: G, kind: str, cell: str, sc: int) -> str:
    """A new token on the map; returns its id."""
    n = sum(1 for t in g.s["tokens"].values() if t["kind"] == kind) + 1
    tid = f"{kind}{n}"
    g.s["tokens"][tid] = {"kind": kind, "pos": cell, "carrier": None, "wounds": 0, "sc": sc,
                          "needs": g.rules.token_kinds[kind].needs}
    g.moved()
    return tid


def legal_token_squares(g: G, near: str = "any") -> list[str]:
    """Battle Zone squares free of figures, objects, spawn points and other tokens (our reading
    of where a token may be placed); with `near` "heroes", only those on the heroes' side."""
    occ = g.occ()
    s = g.s
    taken = {t["pos"] for t in s["tokens"].values() if t["pos"] is not None}
    tile_of, (zone0, zone1) = g.board.tile_of, s["zones"]
    objs, spawns = s["objects"], s["spawns"]
    cells = [c for c in g.board.by_row  # g.in_battle_zone(c), written out
             if (t := tile_of.get(c)) is not None and t not in zone0 and t not in zone1
             and c not in occ and c not in objs and c not in spawns and c not in taken]
    if near == "heroes":
        ours, theirs = heroes_side(g)
        cells = [c for c in cells if ours.get(c, 10**6) <= theirs.get(c, 10**6)] or cells  # a full side: the card still plays
    return cells


def heroes_side(g: G) -> tuple[dict[str, int], dict[str, int]]:
    """Steps to each square from the nearest hero spawn point and from the nearest of the
    Mastermind's. Walls count and every door is taken as open (either side can get through).
    Before the heroes place theirs (the Mastermind's set-up tokens come first) every hero spawn
    option on the map card counts; without the Mastermind's, every square is the heroes'."""
    spawns = g.s["spawns"]
    heroes = [c for c, k in spawns.items() if k == "hero"] or list(g.board.spawns.get("hero", []))
    mine = [c for c, k in spawns.items() if k in ("villain", "henchman")]
    nbrs = g.board.open_nbrs((frozenset(g.s["breaches"]), frozenset(d["id"] for d in g.board.doors)))
    return steps_from(nbrs, heroes), (steps_from(nbrs, mine) if mine else {})


def steps_from(nbrs: dict[str, tuple[str, ...]], starts: list[str]) -> dict[str, int]:
    """Steps from the nearest of `starts` to every square reachable over `nbrs` (breadth first)."""
    dist = dict.fromkeys(starts, 0)
    todo = deque(starts)
    while todo:
        c = todo.popleft()
        for n in nbrs[c]:
            if n not in dist:
                dist[n] = dist[c] + 1
                todo.append(n)
    return dist


def token_view(g: G) -> dict[str, Any]:
    return {tid: dict(t, name=token_name(g, tid)) for tid, t in g.s["tokens"].items()}
