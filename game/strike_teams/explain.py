"""Why a click is not a choice now, in a player's words (GameRules.explain).

The refs are those of the options' paths: "cell:c,r" (a square), "fig:<figure>", "box:<char>:attack",
"card:<card>", "door:<id>", "obj:c,r", "token:<id>", "wall:<edge>". The first reason that applies
is given; None when nothing specific can be said.
"""

from __future__ import annotations

from typing import Any

from . import attack, cards, costs, movement, objectives, setup
from .board import ek
from .engine import HEROES, G


def explain(rules: Any, state: dict, seat: int, path: list[str]) -> str | None:
    d = state.get("pending")
    if d is None or not path:
        return None
    if d["seat"] != seat:
        return "The Mastermind is deciding now." if d["seat"] == 1 else "The heroes are deciding now."
    g = G(state, [], rules)
    kind, _, what = path[0].partition(":")
    fid = d.get("figure")
    if d["kind"] == "act" and fid:
        if kind == "cell":
            return _step(g, fid, what)
        if kind in ("box", "card"):
            src = "primary" if kind == "box" else what
            if src != "primary" and src not in g.s["chars"][g.s["figs"][fid]["char"]]["cards"]:
                return "That card belongs to another character."
            if src == "primary" or g.rules.card_kinds.get(src) == "attack":
                why = attack.why_not(g, fid, src)
                if why:
                    return why
                if not attack.has_target(g, fid, src):
                    return "Nothing it could hit is in reach and in sight."
                return None
            if g.rules.card_kinds.get(src) in ("reaction", "passive"):
                return "A defense card works when the character is attacked, not on its turn."
            return cards.why_not(g, fid, src)
        if kind == "door":
            pos = g.s["figs"][fid]["pos"]
            if pos not in g.board.door_cells.get(what, []):
                return "Stand on a square beside the door to open it."
        if kind in ("fig", "obj", "token") and path[0] != f"fig:{fid}":
            return _attack_first(g, fid, path[0])
    if d["kind"] in ("target", "volley", "extra_target") and kind == "fig":
        return _target(g, d, what)
    if d["kind"] == "march" and kind == "fig" and len(path) > 1 and path[1].startswith("cell:"):
        return _march_square(g, d, what, path[1][5:])
    if d["kind"] == "place_token" and kind == "cell":
        return _token_square(g, d, what)
    if d["kind"] == "choose_cards" and kind == "card":
        return _card_choice(g, d, what)
    return None


def _march_square(g: G, d: dict, fid: str, cell: str) -> str | None:
    """A square clicked for a marching soldier that is not offered: out of march, or not next to it
    (a march goes a square at a time)."""
    offered = [o for o in d["options"] if (o.get("data") or {}).get("fig") == fid]
    if any(o["data"]["cell"] == cell for o in offered):
        return None
    name = g.fname(fid)
    left = ((g.s.get("turn") or {}).get("march") or {}).get(fid, 0)
    if not offered:
        return f"{name} cannot march any further now."
    pos = g.s["figs"][fid]["pos"]
    (c1, r1), (c2, r2) = (tuple(int(n) for n in sq.split(",")) for sq in (pos, cell))
    if max(abs(c1 - c2), abs(r1 - r2)) > 1:
        return (f"A march goes a square at a time: click a square next to {name}, then the next "
                f"({left} AP of its march left).")
    return None


def _card_choice(g: G, d: dict, card: str) -> str | None:
    """A card clicked at set-up that is not offered: taken, another's, over the points, or (a single
    mission) no exact total with it."""
    cid = d["char"]
    c = g.s["chars"][cid]
    name = g.rules.cards[card].name if card in g.rules.cards else "That card"
    if any(o["data"].get("card") == card for o in d["options"]):
        return None
    if card in c["cards"]:
        return f"{name} is taken already."
    if card not in g.rules.cards_of[cid]:
        return f"{name} is not one of {g.cname(cid)}'s cards: these are {g.cname(cid)}'s to choose now."
    bp = setup.build_points(g, cid)
    spent = setup.spent_points(g, cid)
    cost = g.rules.cards[card].build_cost
    if spent + cost > bp:
        return f"{name} costs {cost} build points and {bp - spent} are left."
    if g.s["mode"] == "single" and c.get("target") is not None:
        return (f"In a single mission the cards total {setup.total_words(c['target'], bp)}, and no choice with "
                f"{name} makes that now ({spent} spent).")
    return None


def _attack_first(g: G, fid: str, ref: str) -> str | None:
    """A click on something to attack during the actor's turn: the view takes it when one attack
    alone can hurt it there; otherwise which attack to choose first, or that none can."""
    origin = g.s["figs"][fid]["pos"]
    names = []
    for src, prof in attack.usable(g, fid):
        if prof["hurl"] or prof["area"] != "one":
            continue
        if any(o["path"][0] == ref and o["data"]["strength"] > 0
               for o in attack.target_options(g, fid, src, prof, origin)):
            names.append(prof["name"])
    if len(names) > 1:
        return f"Choose the attack first: {', '.join(names[:-1])} or {names[-1]} can hurt it from here."
    if not names:
        return f"No attack of {g.fname(fid)}'s can hurt it from here."
    return None


def _token_square(g: G, d: dict, cell: str) -> str | None:
    if cell not in g.board.floor:
        return "That is outside the map."
    if not g.in_battle_zone(cell):
        return "Objective tokens go in the Battle Zone, not on a Starting Zone's map tiles."
    if cell not in objectives.legal_token_squares(g):
        return "Pick an empty square: no figure, object, spawn point or other token on it."
    if all(o["data"]["cell"] != cell for o in d["options"]):
        return "This card's tokens go on the heroes' side: no more steps from a hero spawn point than from " \
               "the Mastermind's."
    return None


def _step(g: G, fid: str, cell: str) -> str | None:
    why = movement.can_move(g, fid)
    if why:
        return why
    pos = g.s["figs"][fid]["pos"]
    if cell not in g.board.floor:
        return "That is outside the map."
    if cell not in g.board.nbrs8.get(pos, ()):
        # a square the view would have walked to if it could: say how far off it is
        n = movement.reach(g, fid, budget=1 << 20).get(cell)
        if n is None:
            return f"{g.fname(fid)} cannot advance to stop there: walls, closed doors or figures bar every way."
        return f"Out of reach: advancing there costs {n} AP and {g.fname(fid)} can spend {movement.paid_budget(g, fid)}."
    if cell not in g.adj(pos):
        door = g.board.door_of_edge.get(ek(pos, cell))
        return "A closed door is in the way." if door is not None else "A wall is in the way."
    other = g.occ().get(cell)
    if other is not None and g.side_of(other) != g.side_of(fid):
        return "An enemy stands there: a breakthrough is the only way past."
    n = movement.paid_step_cost(g, fid, pos, cell)
    budget = movement.paid_budget(g, fid)
    if n > budget:
        if "#" in fid and costs.funds(g, g.s["figs"][fid]["char"]) >= n:
            return "A soldier spends at most 6 AP of its own advancing per activation."
        return f"That step costs {n} AP and only {budget} are left."
    if not movement.may_stop(g, fid, cell):
        sp = g.s["spawns"].get(cell)
        if sp == "hero" and g.side_of(fid) != HEROES:
            return "Only heroes may stop on a hero spawn point, and it could not go on from there."
        if sp == "villain":
            return "Only villains and the mastermind may stop on a villain spawn point, and it could not go on."
        return "A figure may pass an ally but not stop on it, and it could not go on from there."
    return None


def _target(g: G, d: dict, tfid: str) -> str | None:
    s = g.s
    fid = d.get("figure")
    if tfid not in s["figs"] or fid is None:
        return None
    tf = s["figs"][tfid]
    if tf["pos"] is None:
        return "That figure is not on the map."
    if g.char_of(tfid).get("protected"):
        return "It has just returned to the map and cannot be attacked until its next turn."
    if g.side_of(fid) == 1 and g.side_of(tfid) == HEROES and s["round"] == 1:
        return "The Mastermind's characters cannot attack heroes in the first round."
    src = d.get("src")
    if src:
        prof = attack.profile(g, fid, src)
        origin = s["figs"][fid]["pos"]
        if prof["enemy_only"] and g.side_of(tfid) == g.side_of(fid):
            return "This attack only targets enemies."
        if prof["type"] == "melee" and tf["pos"] not in g.adj(origin):
            return "A melee attack hits an adjacent figure only."
        if prof["type"] == "ranged":
            if attack.cheb(g, origin, tf["pos"]) < 2:
                return "A ranged attack cannot hit an adjacent figure."
            if not g.sees(origin, tf["pos"]):
                return "A wall or a closed door blocks the line of sight."
    return None
