"""Movement: advancing a square at a time, its penalties, running, bonus movement, marching.

Rulebook: Movement, Movement Penalties, Advancing & Running, Advancing & Marching, Movement
Powers, Occupying Spawn Points.

- Advancing to an adjacent square (diagonals too) costs 1 AP, +1 when entering a square with an
  object (or a token with a material strength) or leaving a square adjacent to an enemy; never
  more than +1 a step. Move-box wounds and prone add to every paid step.
- A figure may pass through allies but never stop on one, never enter an enemy's square, and may
  stop on a spawn point only if it is its kind's (anyone on a henchman spawn point). A step onto
  a square where it may not stop is offered only when it can go on from there.
- Running: a hero, villain or mastermind who has spent AP only on advancing this turn may take
  one free step that ignores penalties; after it, only advancing is allowed (our reading).
- Bonus movement from cards: up to N free steps ignoring penalties; along one straight line; or
  exactly N along a line (offered only where the whole line is open).
- Marching (henchmen): every figure on the map gets 2 AP of advancing, spent now; a single
  figure spends at most 6 AP of its own advancing per activation (marching not counted).

Each step is its own decision (the view moves a figure along a route by answering them in
turn); `route` gives the cheapest route for the view.
"""

from __future__ import annotations

import heapq
from typing import Any

from game.core import decisions as dc

from . import costs, objectives
from .engine import HEROES, MASTERMIND, G

SOLO_LIMIT = 6


def may_stop(g: G, fid: str, cell: str, occ: dict[str, str] | None = None) -> bool:
    """Whether the figure may end a move in `cell` (no other figure there; spawn point rules)."""
    occ = occ if occ is not None else g.occ()
    other = occ.get(cell)
    if other is not None and other != fid:
        return False
    if other == fid and cell in g.stacked():  # two figures may share a square while one passes through
        return False
    sp = g.s["spawns"].get(cell)
    if sp is None or sp == "henchman":
        return True
    c = g.char_of(fid)
    if sp == "hero":
        return c["side"] == HEROES
    return c["side"] == MASTERMIND and c["role"] != "henchman"


def must_go_on(g: G, fid: str) -> bool:
    """Whether the figure is in the middle of a move it may not end where it stands: on an ally's
    square, or on a spawn point not its kind's that it entered itself this turn. A figure slammed
    onto such a spawn point did not move there: it may stay (our reading; the rulebook forbids
    only ending a move there), so it never stands where it can neither stay nor go on."""
    s = g.s
    pos = s["figs"][fid]["pos"]
    if pos is None or may_stop(g, fid, pos):
        return False
    if pos in g.stacked():  # another figure stands here too
        return True
    t = s["turn"]
    return bool(t) and t.get("entered", {}).get(fid) == pos


def _entered(g: G, fid: str, cell: str) -> None:
    t = g.s["turn"]
    if t is not None:
        t.setdefault("entered", {})[fid] = cell


def enterable(g: G, fid: str, cell: str, through_enemies: bool = False) -> bool:
    """No enemy stands there (unless a power lets the figure pass through enemies)."""
    other = g.occ().get(cell)
    if other is None or other == fid:
        return True
    return through_enemies or g.side_of(other) == g.side_of(fid)


def paid_step_cost(g: G, fid: str, a: str, b: str) -> int:
    side = g.side_of(fid)
    penalty = 1 if (g.blocking_thing(b) or g.enemies_adjacent(a, side)) else 0
    return 1 + penalty + costs.surcharge(g, fid, "move")


def can_move(g: G, fid: str) -> str | None:
    """Why the figure cannot move at all now, or None."""
    f = g.s["figs"][fid]
    if f["status"].get("trapped"):
        return "A trapped character cannot move."
    if costs.box_full(g, f["char"], "move"):
        return "Its Move box is full of wounds: no movement at all."
    return None


def escape(g: G, fid: str, start: str, budget: int, *, paid: bool = True, line: tuple[int, int] | None = None,
           through: bool = False) -> bool:
    """Whether from `start` the figure can reach a square to stop on within `budget` (AP if paid,
    else free squares; along `line` if given)."""
    if may_stop(g, fid, start):
        return True
    seen = {start: budget}
    heap = [(-budget, start)]
    while heap:
        nb, cell = heapq.heappop(heap)
        left = -nb
        if left <= 0:
            continue
        for n in _next_cells(g, cell, line):
            if not enterable(g, fid, n, through):
                continue
            c = paid_step_cost(g, fid, cell, n) if paid else 1
            rem = left - c
            if rem < 0 or seen.get(n, -1) >= rem:
                continue
            if may_stop(g, fid, n):
                return True
            seen[n] = rem
            heapq.heappush(heap, (-rem, n))
    return False


def _next_cells(g: G, cell: str, line: tuple[int, int] | None) -> tuple[str, ...]:
    if line is None:
        return g.adj(cell)
    c, r = g.board.xy[cell]
    n = f"{c + line[0]},{r + line[1]}"
    return (n,) if n in g.adj(cell) else ()


def paid_budget(g: G, fid: str) -> int:
    f = g.s["figs"][fid]
    funds = costs.funds(g, f["char"])
    if "#" in fid:
        funds = min(funds, SOLO_LIMIT - f.get("solo", 0))
    return funds


def step_options(g: G, fid: str) -> list[dict]:
    """Paid advances (and the free running step) the figure may take now."""
    if can_move(g, fid):
        return []
    s = g.s
    f = s["figs"][fid]
    a = f["pos"]
    budget = paid_budget(g, fid)
    out = []
    base = 1 + costs.surcharge(g, fid, "move")
    leaving = g.enemies_adjacent(a, g.side_of(fid))
    near = _near(g, fid, a)
    names = g.board.names
    objs, toks = s["objects"], g.ms_tokens()
    c = s["chars"][f["char"]]
    own = c["ap"] + c.get("pool", 0)
    bare = g.bare

    def price(n: int) -> str:  # costs.price_words for the one character, written out
        return f"{n} AP" if n <= own else f"{n - own} CP" if own <= 0 else f"{own} AP + {n - own} CP"
    for b, stop in near:
        n = base + (1 if leaving or b in objs or b in toks else 0)  # paid_step_cost (g.blocking_thing), looked up once
        if n > budget:
            continue
        if not stop and not escape(g, fid, b, budget - n):
            continue
        # the option as dc.option makes it, written out: an act decision offers up to eight
        out.append({"id": f"step:{b}", "label": "" if bare else f"Advance to {names.get(b, b)} ({price(n)})",
                    "path": [f"cell:{b}"], "data": {"cell": b, "cost": n}})
    if may_run(g, fid):
        funds = costs.funds(g, f["char"])
        for b, stop in near:
            if stop or escape(g, fid, b, funds):
                out.append(dc.option(f"run:{b}", "" if bare else f"Run to {g.sq(b)} (free; no attacks or cards after it this "
                                     f"turn)", [f"cell:{b}", "run"], cell=b, cost=0))
    return out


def _near(g: G, fid: str, a: str) -> list[tuple[str, bool]]:
    """The squares adjacent to `a` the figure may enter (`enterable`), and whether it may stop
    there (`may_stop`: not on an ally), each looked up once."""
    s = g.s
    occ = g.occ()
    figs, chars, spawns = s["figs"], s["chars"], s["spawns"]
    c = chars[figs[fid]["char"]]
    side = c["side"]
    # may_stop on an empty square, its spawn point rule with the figure's side read once
    hero = side == HEROES
    villain = side == MASTERMIND and c["role"] != "henchman"
    out = []
    for b in g.adj(a):
        other = occ.get(b)
        if other is None:
            sp = spawns.get(b)
            out.append((b, sp is None or sp == "henchman" or (hero if sp == "hero" else villain)))
        elif other == fid:
            out.append((b, may_stop(g, fid, b, occ)))
        elif chars[figs[other]["char"]]["side"] == side:
            out.append((b, False))
    return out


def may_run(g: G, fid: str) -> bool:
    t = g.s["turn"]
    return (t is not None and t.get("advanced") and not t.get("other") and not t.get("ran") and "#" not in fid
            and can_move(g, fid) is None)


def advance(g: G, fid: str, b: str, cost: int, run: bool = False) -> None:
    """Carry out one step (paid or the running step)."""
    s = g.s
    f = s["figs"][fid]
    a = f["pos"]
    if cost:
        costs.pay(g, f["char"], cost)
        if "#" in fid:
            f["solo"] = f.get("solo", 0) + cost
    t = s["turn"]
    if t is not None:
        if run:
            t["ran"] = True
        else:
            t["advanced"] = True
    f["pos"] = b
    _entered(g, fid, b)
    g.moved()
    if g.words:
        how = "runs" if run else "advances"
        g.log("move", f"{g.fname(fid)} {how} from {g.sq(a)} to {g.sq(b)}" + (f" ({cost} AP)." if cost else " (free)."),
              figure=fid, frm=a, to=b, cost=cost)
    else:
        g.quiet("move")
    objectives.pick_up_on_entry(g, fid, b)


def free_step(g: G, fid: str, b: str, why: str) -> None:
    """A free step of bonus movement, a march or a card."""
    f = g.s["figs"][fid]
    a = f["pos"]
    f["pos"] = b
    _entered(g, fid, b)
    g.moved()
    if g.words:
        g.log("move", f"{g.fname(fid)} moves from {g.sq(a)} to {g.sq(b)} ({why}).", figure=fid, frm=a, to=b, cost=0)
    else:
        g.quiet("move")
    objectives.pick_up_on_entry(g, fid, b)


# -- bonus movement from cards -------------------------------------------------------------------
DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))
# as the map lies on the table: rows counted down the screen
DIR_NAMES = {(1, 0): "east", (-1, 0): "west", (0, 1): "south", (0, -1): "north", (1, 1): "south-east",
             (1, -1): "north-east", (-1, 1): "south-west", (-1, -1): "north-west"}


def exact_lines(g: G, fid: str, n: int, through: bool) -> list[tuple[tuple[int, int], list[str]]]:
    """Directions in which the figure can move exactly `n` squares (and stop at the end)."""
    a = g.s["figs"][fid]["pos"]
    out = []
    for d in DIRS:
        cells = []
        cur = a
        ok = True
        for _ in range(n):
            nxt = _next_cells(g, cur, d)
            if not nxt or not enterable(g, fid, nxt[0], through):
                ok = False
                break
            cur = nxt[0]
            cells.append(cur)
        if ok and may_stop(g, fid, cur):
            out.append((d, cells))
    return out


def bonus_options(g: G, fid: str, bonus: dict[str, Any]) -> list[dict]:
    """Free steps left of a card's bonus movement, and stopping."""
    a = g.s["figs"][fid]["pos"]
    left = bonus["left"]
    line = tuple(bonus["dir"]) if bonus.get("dir") else None
    through = bonus.get("through", False)
    out = []
    if left > 0 and can_move(g, fid) is None:
        for b in (g.adj(a) if line is None and bonus["style"] == "free" else
                  [x for d in (DIRS if line is None else (line,)) for x in _next_cells(g, a, d)]):
            if not enterable(g, fid, b, through):
                continue
            dl = None
            if bonus["style"] == "line":
                ax, ay = g.board.xy[a]
                bx, by = g.board.xy[b]
                dl = (bx - ax, by - ay)
            if not may_stop(g, fid, b) and not escape(g, fid, b, left - 1, paid=False, line=dl, through=through):
                continue
            out.append(dc.option(f"bonus:{b}", "" if g.bare else f"Move to {g.sq(b)} ({left - 1} free left)", [f"cell:{b}"],
                                 cell=b))
    if may_stop(g, fid, a):
        out.append(dc.option("bonus:stop", "Stop here", []))
    return out


def bonus_routes(g: G, fid: str, bonus: dict[str, Any]) -> dict[str, list[str]]:
    """Every square the figure could stop on with the free squares of a card's bonus movement
    left, with the shortest way there (for the view: a click on the square walks it)."""
    a = g.s["figs"][fid]["pos"]
    left = bonus["left"]
    through = bonus.get("through", False)
    if a is None or left <= 0 or bonus["style"] == "exact" or can_move(g, fid) is not None:
        return {}
    out: dict[str, list[str]] = {}
    if bonus["style"] == "line":  # straight on, in the direction already taken or any of the eight
        for d in ((tuple(bonus["dir"]),) if bonus.get("dir") else DIRS):
            cur, path = a, []
            for _ in range(left):
                nxt = _next_cells(g, cur, d)
                if not nxt or not enterable(g, fid, nxt[0], through):
                    break
                cur = nxt[0]
                path.append(cur)
                if cur not in out and may_stop(g, fid, cur):
                    out[cur] = list(path)
        return out
    seen = {a: [a]}
    frontier = [a]
    for _ in range(left):  # breadth first: the fewest free squares to each
        nxt_frontier = []
        for cell in frontier:
            for b in g.adj(cell):
                if b not in seen and enterable(g, fid, b, through):
                    seen[b] = seen[cell] + [b]
                    nxt_frontier.append(b)
        frontier = nxt_frontier
    return {c: p[1:] for c, p in seen.items() if c != a and may_stop(g, fid, c)}


# -- marching ---------------------------------------------------------------------------------------
def marchers(g: G, cid: str) -> list[str]:
    """Henchmen figures that can march now: on the map, not just returned, not trapped."""
    s = g.s
    out = []
    for fid in s["chars"][cid]["figs"]:
        f = s["figs"][fid]
        if f["pos"] is not None and f.get("spawned") != s["round"] and not f["status"].get("trapped"):
            out.append(fid)
    return out


def march_options(g: G, budgets: dict[str, int]) -> list[dict]:
    out = []
    stuck = False
    bare = g.bare
    for fid, left in budgets.items():
        f = g.s["figs"][fid]
        a = f["pos"]
        if a is None:
            continue
        if must_go_on(g, fid):
            stuck = True
        if left <= 0 or can_move(g, fid):
            continue
        base = 1 + costs.surcharge(g, fid, "move")
        leaving = g.enemies_adjacent(a, g.side_of(fid))
        name = "" if bare else g.fname(fid)
        names = g.board.names
        objs, toks = g.s["objects"], g.ms_tokens()
        for b, stop in _near(g, fid, a):
            n = base + (1 if leaving or b in objs or b in toks else 0)  # paid_step_cost, parts looked up once
            if n > left or (not stop and not escape(g, fid, b, left - n)):
                continue
            out.append({"id": f"march:{fid}:{b}", "label": "" if bare else f"{name} to {names.get(b, b)} ({n} of {left} left)",
                        "path": [f"fig:{fid}", f"cell:{b}"], "data": {"fig": fid, "cell": b, "cost": n}})
    if not stuck:
        out.append(dc.option("march:end", "End the march", []))
    return out


# -- routes for the view ------------------------------------------------------------------------------
def route(g: G, fid: str, dest: str) -> list[tuple[str, int]] | None:
    """The cheapest paid route to `dest` as (square, step cost) pairs, or None (for the view)."""
    a = g.s["figs"][fid]["pos"]
    budget = paid_budget(g, fid)
    best = {a: 0}
    prev: dict[str, str] = {}
    heap = [(0, a)]
    while heap:
        d, cell = heapq.heappop(heap)
        if cell == dest:
            break
        if d > best.get(cell, 1 << 30):
            continue
        for n in g.adj(cell):
            if not enterable(g, fid, n):
                continue
            nd = d + paid_step_cost(g, fid, cell, n)
            if nd <= budget and nd < best.get(n, 1 << 30):
                best[n] = nd
                prev[n] = cell
                heapq.heappush(heap, (nd, n))
    if dest not in best or dest == a or not may_stop(g, fid, dest):
        return None
    path = [dest]
    while path[-1] != a:
        path.append(prev[path[-1]])
    path.reverse()
    return [(b, best[b] - best[p]) for p, b in zip(path, path[1:])]


def reach(g: G, fid: str, budget: int | None = None) -> dict[str, int]:
    """Every square the figure could advance to and stop on now, with its cheapest AP cost (`budget`: as if
    it had that many AP, to say how far off a square is)."""
    a = g.s["figs"][fid]["pos"]
    if a is None or can_move(g, fid):
        return {}
    if budget is None:
        budget = paid_budget(g, fid)
    best = {a: 0}
    heap = [(0, a)]
    while heap:
        d, cell = heapq.heappop(heap)
        if d > best.get(cell, 1 << 30):
            continue
        for n in g.adj(cell):
            if not enterable(g, fid, n):
                continue
            nd = d + paid_step_cost(g, fid, cell, n)
            if nd <= budget and nd < best.get(n, 1 << 30):
                best[n] = nd
                heapq.heappush(heap, (nd, n))
    return {c: d for c, d in best.items() if c != a and may_stop(g, fid, c)}
