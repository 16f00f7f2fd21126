"""What the scenario cards due this stage ask of each side's figures: where to stand and whom to
hunt. The normal player's goals read it (ai.py), and through them the hard player's judge.

Rulebook: Completing Objectives on Scenario Cards. A card is worth 3-5 OP to one side or the other,
more than any defeat (1 OP, 2 for the mastermind), so a card about to be judged outweighs a fight:

- Hold the Vault (control_tile), judged on positions when its stage ends: the heroes win it only
  if they outnumber the Mastermind's figures on the vault's tile, so a tie is hers. The heroes all
  go onto the tile; the Mastermind sends as many figures as there are heroes on the map, the
  nearest first (henchmen count as figures too), and the rest fight;
- Secure the Landing Zone (stand_on_tokens): the heroes need a hero on every flare, so one of the
  Mastermind's figures standing on a flare fails it; each free flare gets her nearest figure;
- Last Stand (outnumber): either side's figures outside the Battle Zone come back into it;
- Guard the Uplink (protect_tokens): the Mastermind's figures go for the uplinks still standing;
- a hero carrying a scenario's token (a Bystander, the Prisoner, the Dossier) is the
  Mastermind's quarry: defeated, it drops what it carries.

Which figures go where is judged as the crow flies (the judge calls this for every figure in every
position it weighs); the square a figure heads for among several is the nearest in steps
(`nearest`, one search from all of them, kept per wall signature and squares).
"""

from __future__ import annotations

from collections import deque
from typing import Any

from . import scenario
from .engine import HEROES, MASTERMIND, G

#: Scenario kinds whose tokens a hero carries to score them.
CARRIED = ("escort_prisoner", "deliver_tokens", "extract_carrier", "retrieve_tokens")


def cards_due(g: G) -> list[tuple[int, Any]]:
    """(index, card) of the cards in force, undecided and judged at the end of this stage (as this
    seat sees them: a face-down card has no id)."""
    s = g.s
    out = []
    for i, st in enumerate(s["sc"]):
        if st.get("id") and st["status"] == "open" and st.get("active") and scenario.deadline(g, i) == s["stage"]:
            out.append((i, scenario.card(g, i)))
    return out


def _cheb(g: G, a: str, b: str) -> int:
    ax, ay = g.board.xy[a]
    bx, by = g.board.xy[b]
    return max(abs(ax - bx), abs(ay - by))


def _on_map(g: G, side: int) -> list[str]:
    return sorted(f for f, x in g.s["figs"].items() if x["pos"] is not None and g.side_of(f) == side)


def _free(g: G, fid: str, cell: str) -> bool:
    """The figure may end its move there: nobody else on it, and no spawn point of the other side's."""
    other = g.occ().get(cell)
    if other is not None and other != fid:
        return False
    sp = g.s["spawns"].get(cell)
    if sp is None or sp == "henchman":
        return True
    c = g.char_of(fid)
    return c["side"] == HEROES if sp == "hero" else c["side"] == MASTERMIND and c["role"] != "henchman"


def tile_cells(g: G, i: int) -> list[str]:
    tile = scenario.judged_tile(g, i)
    return list(g.board.tiles[tile].cells) if tile is not None else []


#: (id of the open-neighbour table, squares) -> (that table, square -> nearest of the squares).
_NEAREST: dict[tuple, tuple[dict, dict[str, str]]] = {}


def nearest(g: G, fid: str, cells: list[str]) -> str:
    """Of several squares, the one the figure reaches in fewest steps (as the crow flies when walls
    cut it off from all of them)."""
    pos = g.s["figs"][fid]["pos"]
    if pos in cells:
        return pos
    nb = g.board.open_nbrs(g.sig())
    key = (id(nb), frozenset(cells))
    got = _NEAREST.get(key)
    if got is None or got[0] is not nb:
        if len(_NEAREST) > 2000:
            _NEAREST.clear()
        src = {c: c for c in sorted(cells)}
        todo = deque(sorted(cells))
        while todo:
            c = todo.popleft()
            for n in nb[c]:
                if n not in src:
                    src[n] = src[c]
                    todo.append(n)
        got = _NEAREST[key] = (nb, src)
    return got[1].get(pos) or min(cells, key=lambda c: (_cheb(g, pos, c), c))


def _way_to(g: G, pos: str, cells: list[str]) -> int:
    return min((_cheb(g, pos, c) for c in cells), default=99)


def holders(g: G, i: int) -> list[str]:
    """The side's figures sent to hold the judged tile: every hero; as many of the Mastermind's
    figures as there are heroes on the map (at least one), the nearest first."""
    heroes = _on_map(g, HEROES)
    cells = tile_cells(g, i)
    if not cells:
        return []
    theirs = sorted(_on_map(g, MASTERMIND), key=lambda f: (_way_to(g, g.s["figs"][f]["pos"], cells), f))
    return heroes + theirs[:max(1, len(heroes))]


def _flare_keepers(g: G, i: int) -> dict[str, str]:
    """Mastermind figure -> the flare it stands on or goes to: each flare no hero holds gets her
    nearest figure not yet sent (pairs nearest first)."""
    s = g.s
    occ = g.occ()
    flares = [s["tokens"][t]["pos"] for t in scenario.tokens_of(g, i) if s["tokens"][t]["pos"]]
    flares = [c for c in flares if c not in occ or g.side_of(occ[c]) == MASTERMIND]
    figs = _on_map(g, MASTERMIND)
    pairs = sorted((_cheb(g, s["figs"][f]["pos"], c), f, c) for f in figs for c in flares if _free(g, f, c))
    out: dict[str, str] = {}
    used: set[str] = set()
    for _, f, c in pairs:
        if f not in out and c not in used:
            out[f] = c
            used.add(c)
    return out


def stand_squares(g: G, fid: str) -> list[str]:
    """Squares the figure should stand on for a card judged at the end of this stage (any one will
    do); empty when no such card needs this figure."""
    s = g.s
    pos = s["figs"][fid]["pos"]
    if pos is None:
        return []
    side = g.side_of(fid)
    out: list[str] = []
    for i, sc in cards_due(g):
        if sc.kind == "control_tile" and fid in holders(g, i):
            out += [c for c in tile_cells(g, i) if _free(g, fid, c)]
        elif sc.kind == "stand_on_tokens" and side == MASTERMIND:
            cell = _flare_keepers(g, i).get(fid)
            if cell:
                out.append(cell)
        elif sc.kind == "outnumber" and not g.in_battle_zone(pos):
            out += [c for c in g.board.floor if g.in_battle_zone(c) and _free(g, fid, c)]
    return out


def counted(g: G, fid: str) -> bool:
    """The figure counts now toward a card judged at the end of this stage (on the vault's tile,
    on a flare, in the Battle Zone for Last Stand): its defeat takes it off the count."""
    s = g.s
    pos = s["figs"][fid]["pos"]
    if pos is None:
        return False
    for i, sc in cards_due(g):
        if sc.kind == "control_tile" and pos in tile_cells(g, i):
            return True
        if sc.kind == "stand_on_tokens" and any(s["tokens"][t]["pos"] == pos for t in scenario.tokens_of(g, i)):
            return True
        if sc.kind == "outnumber" and g.in_battle_zone(pos):
            return True
    return False


def quarry(g: G) -> list[str]:
    """Heroes the Mastermind's figures hunt first: those carrying a scenario's token."""
    s = g.s
    out = []
    for tid, t in s["tokens"].items():
        carrier = t["carrier"]
        if carrier is None or s["figs"][carrier]["pos"] is None or g.side_of(carrier) != HEROES:
            continue
        st = s["sc"][t["sc"]] if t["sc"] < len(s["sc"]) else None
        if st and st.get("id") and st["status"] == "open" and scenario.card(g, t["sc"]).kind in CARRIED:
            out.append(carrier)
    return out


def uplinks(g: G) -> list[str]:
    """Squares of the heroes' uplinks still standing (the Mastermind fails Guard the Uplink
    unless she destroys them all)."""
    s = g.s
    out = []
    for i, st in enumerate(s["sc"]):
        if st.get("id") and st["status"] == "open" and st.get("active") \
                and scenario.card(g, i).kind == "protect_tokens":
            out += [s["tokens"][t]["pos"] for t in scenario.tokens_of(g, i)
                    if s["tokens"][t]["pos"] and not s["tokens"][t].get("destroyed")]
    return out


def tally(g: G, i: int) -> tuple[int, int]:
    """(heroes, Mastermind's figures) the card would count if judged now: on the tile for Hold the
    Vault, in the Battle Zone for Last Stand."""
    s = g.s
    sc = scenario.card(g, i)
    cells = set(tile_cells(g, i)) if sc.kind == "control_tile" else None
    mine = theirs = 0
    for fid, f in s["figs"].items():
        p = f["pos"]
        if p is None or (p not in cells if cells is not None else not g.in_battle_zone(p)):
            continue
        if g.side_of(fid) == HEROES:
            mine += 1
        else:
            theirs += 1
    return mine, theirs
