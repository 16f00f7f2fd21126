"""Attacks: their sources, targets, strength, defenses and reactions, and how one resolves.

Rulebook: Combat, Ranged Attacks (distance penalty and aiming, line of sight, obstruction
defense), Reactions, Continuous Bonuses, Multiple Defensive Abilities, Inflicting Wound Tokens,
Multipart Attacks, Hurling Objects, Gun Turret, Breakthrough Maneuver, Automatic Damage.

Sources: the primary attack (the character card's Attack box), attack cards, hurl cards and the
gun turret a figure stands on. A melee attack hits an adjacent target; a ranged one a target 2
or more squares away in sight (objects, doors and walls also when adjacent); beyond 3 squares it
loses 1 strength per square unless the attacker pays AP to aim.

Resolution (the ``attack`` task, step by step): the defender's reactions (each ability once per
attack; armor, dodge and plain defense add up; "ignore armor" cuts only armor), the damage
(strength minus defense; none at 0), its wounds, a status token and a slam when damage got
through (our reading), automatic damage back at the attacker (Deflect), the defeated leave
(``settle``), then the next attack of a volley or the extra targets of a multipart attack, fired
from the first target's square. A thing (object, door, wall, token) is hit by strength against
its material strength, with no obstruction and no reactions.
"""

from __future__ import annotations

from typing import Any

from game.core import decisions as dc

from . import costs, damage, movement, objectives, objects, slam
from .engine import HEROES, MASTERMIND, G, task

DIST_FREE = 3


def cheb(g: G, a: str, b: str) -> int:
    ax, ay = g.board.xy[a]
    bx, by = g.board.xy[b]
    return max(abs(ax - bx), abs(ay - by))


# -- sources --------------------------------------------------------------------------------------
def profile(g: G, fid: str, src: str) -> dict[str, Any]:
    """What an attack source does: type, strength, volley, extra targets, slam, status...

    A fresh dict each time (an attack keeps its profile in the state); a character's own sources
    are read from the content once per rules, a turret's from the object under the figure."""
    cid = g.s["figs"][fid]["char"]
    if src == "turret":
        return _profile(g, fid, cid, src)
    kept = g.rules.attack_profiles
    got = kept.get((cid, src))
    if got is None:
        got = kept[(cid, src)] = _profile(g, fid, cid, src)
    return dict(got)


def _profile(g: G, fid: str, cid: str, src: str) -> dict[str, Any]:
    d = g.rules.chars[cid]
    p: dict[str, Any] = {"src": src, "card": None, "volley": 1, "extra": 0, "within": 0, "extra_strength": None,
                         "ignore_armor": 0, "ignore_dodge": 0, "slam": 0, "status": None, "enemy_only": False,
                         "area": "one", "hurl": False}
    if src == "primary":
        p.update(name=d.attack.name, type=d.attack.type, strength=d.attack.strength, base=d.attack.cost)
        return p
    if src == "turret":
        cell = g.s["figs"][fid]["pos"]
        kind = g.rules.objects[g.s["objects"][cell]["kind"]]
        p.update(name=f"the {kind.name}", type="ranged", strength=kind.turret, base=2)
        return p
    card = g.rules.cards[src]
    p.update(name=card.name, card=src, base=card.ap_cost or 0)
    for fx in card.effects:
        if fx.effect == "attack":
            p.update(type=fx.type, strength=fx.strength, volley=fx.volley, extra=fx.extra_targets, within=fx.within,
                     extra_strength=fx.extra_strength, ignore_armor=fx.ignore_armor, ignore_dodge=fx.ignore_dodge,
                     slam=fx.slam, status=fx.status, enemy_only=fx.enemy_only, area=fx.area)
            return p
        if fx.effect == "hurl_object":
            p.update(type="ranged", strength=0, hurl=True)
            return p
    raise KeyError(f"{src} is not an attack")


def sources(g: G, fid: str) -> list[str]:
    """Every attack source the figure has (usable or not)."""
    f = g.s["figs"][fid]
    c = g.s["chars"][f["char"]]
    out = ["primary"]
    cat = g.rules.card_cat
    out += [k for k in c["cards"] if cat[k] == "attack"]
    pos = f["pos"]
    if pos is not None and pos in g.s["objects"] and g.rules.objects[g.s["objects"][pos]["kind"]].turret:
        out.append("turret")
    return out


def use_cost(g: G, fid: str, src: str) -> int:
    card = None if src in ("primary", "turret") else src
    base = g.rules.chars[g.s["figs"][fid]["char"]].attack.cost if src == "primary" else \
        2 if src == "turret" else (g.rules.cards[src].ap_cost or 0)
    return base + costs.surcharge(g, fid, "attack", card)


def why_none(g: G, fid: str) -> str | None:
    """Why the figure cannot use any attack source now (None: some may be usable)."""
    s = g.s
    f = s["figs"][fid]
    cid = f["char"]
    if f["status"].get("trapped"):
        return "A trapped character cannot attack."
    if costs.box_full(g, cid, "attack"):
        return "Its Attack box is full of wounds: no attacks at all."
    if s["chars"][cid]["role"] == "henchman" and f.get("attacked"):
        return "Each soldier attacks once per round."
    t = s["turn"]
    if t and t.get("ran"):
        return "After the running step only advancing is allowed."
    return None


def why_not(g: G, fid: str, src: str) -> str | None:
    """Why the figure cannot use this attack source now (None: it can, given a target)."""
    s = g.s
    f = s["figs"][fid]
    cid = f["char"]
    c = s["chars"][cid]
    none = why_none(g, fid)
    if none is not None:
        return none
    if src not in ("primary", "turret"):
        if c["dt"].get(src):
            return f"{g.rules.cards[src].name} still holds Duration Tokens."
        if costs.card_full(g, cid, src):
            return f"{g.rules.cards[src].name} is full of wounds."
    n = use_cost(g, fid, src)
    if not costs.can_pay(g, cid, n):
        return f"It costs {n} AP and only {costs.funds(g, cid)} are available."
    return None


def buff(g: G, cid: str, what: str) -> int:
    """Bonus from the character's starburst cards that still hold Duration Tokens."""
    c = g.s["chars"][cid]
    total = 0
    cards = g.rules.cards
    for k, n in c["dt"].items():
        if n:
            for fx in cards[k].effects:
                if fx.effect == "buff":
                    total += getattr(fx, what)
    return total


def base_strength(g: G, fid: str, prof: dict) -> int:
    return prof["strength"] + buff(g, g.s["figs"][fid]["char"], prof["type"])


# -- targets --------------------------------------------------------------------------------------
def can_target_fig(g: G, fid: str, tfid: str, prof: dict) -> bool:
    s = g.s
    tf = s["figs"][tfid]
    if tf["pos"] is None or tf.get("down") or tfid == fid:
        return False
    tc = s["chars"][tf["char"]]
    if tc.get("protected"):
        return False
    side = g.side_of(fid)
    if tc["side"] == side and prof["enemy_only"]:
        return False
    if side == MASTERMIND and tc["side"] == HEROES and s["round"] == 1:
        return False
    return True


def targets(g: G, fid: str, prof: dict, origin: str, *, extra: bool = False, within: int = 0,
            skip: tuple = (), hurled: str | None = None, first_only: bool = False) -> list[tuple[str, str, int]]:
    """(ref, square, distance) of everything this attack may target from `origin`.

    `extra`: an additional target of a multipart attack (distance 1..within, adjacency allowed).
    """
    s = g.s
    melee = prof["type"] == "melee"
    adj = g.adj(origin)
    out: list[tuple[str, str, int]] = []
    board = g.board
    where = board.xy
    ox, oy = where[origin]
    sig = g.sig()
    seen = board.sight(sig)  # the board's answers under this signature, read here directly

    def sees(cell: str) -> bool:
        if cell == origin:
            return True
        got = seen.get((origin, cell) if origin < cell else (cell, origin))
        return board.sees(sig, origin, cell) if got is None else got

    def reach(cell: str, thing: bool) -> int | None:
        if melee and not extra:
            if cell in adj or (thing and cell == origin):
                return 0 if cell == origin else 1
            return None
        cx, cy = where[cell]
        d = max(abs(ox - cx), abs(oy - cy))
        if extra:
            return d if (0 < d <= within or (thing and d == 0)) and sees(cell) else None
        if d >= 2 or (thing and (d == 0 or cell in adj)):
            return d if sees(cell) else None
        return None

    # can_target_fig, with what does not change from one figure to the next looked up once
    figs, chars = s["figs"], s["chars"]
    side = chars[figs[fid]["char"]]["side"]
    enemy_only = prof["enemy_only"]
    no_heroes = side == MASTERMIND and s["round"] == 1
    for tfid, tf in figs.items():
        p = tf["pos"]
        if p is None or tf.get("down") or tfid == fid or (skip and f"fig:{tfid}" in skip):
            continue
        tc = chars[tf["char"]]
        if tc.get("protected") or (enemy_only and tc["side"] == side) or (no_heroes and tc["side"] == HEROES):
            continue
        d = reach(p, False)
        if d is not None:
            out.append((f"fig:{tfid}", p, d))
            if first_only:
                return out
    for cell in s["objects"]:
        if cell == hurled or (skip and f"obj:{cell}" in skip):
            continue
        d = reach(cell, True)
        if d is not None:
            out.append((f"obj:{cell}", cell, d))
            if first_only:
                return out
    for cell, tid in g.ms_tokens().items():
        if skip and f"token:{tid}" in skip:
            continue
        d = reach(cell, True)
        if d is not None:
            out.append((f"token:{tid}", cell, d))
            if first_only:
                return out
    # closed doors, then unbreached breakable walls: for a melee attack only those beside the
    # attacker; the square it is hit from is the attacker's own beside it, else its nearest seen
    breaches = s["breaches"]
    near_only = melee and not extra
    door_cells = board.door_cells
    edges = [(f"door:{did}", door_cells[did]) for did, door in s["doors"].items()
             if not door["open"] and (not near_only or origin in door_cells[did])]
    walls = board.breakable_at.get(origin, ()) if near_only else board.breakable
    for ref, cells in edges + [(f"wall:{e}", cells) for e, cells in walls if e not in breaches]:
        if skip and ref in skip:
            continue
        if origin in cells:  # standing beside it: melee or ranged alike
            best: tuple[str, int] | None = (origin, 0)
        elif near_only:
            continue
        else:
            best = None
            for cell in cells:
                d = reach(cell, True)
                if d is not None and (best is None or d < best[1]):
                    best = (cell, d)
                    if first_only:  # (whether there is a target at all: the nearest square is not needed)
                        break
        if best is not None:
            out.append((ref, best[0], best[1]))
            if first_only:
                return out
    return out


def melee_target(g: G, fid: str, prof: dict, origin: str) -> bool:
    """Whether a melee attack from `origin` has a target: `targets(..., first_only=True)` for a
    melee profile (no extra target, nothing hurled), asked at every act decision of a figure with
    a melee source. A melee attack reaches only the squares beside it (and a thing under it), so
    they are what is looked at, not every figure, object and token of the table."""
    s = g.s
    objs = s["objects"]
    toks = g.ms_tokens()
    if origin in objs or origin in toks:
        return True
    board = g.board
    breaches = s["breaches"]
    for e, _ in board.breakable_at.get(origin, ()):
        if e not in breaches:
            return True
    door_cells = board.door_cells
    for did, door in s["doors"].items():
        if not door["open"] and origin in door_cells[did]:
            return True
    occ = g.occ()
    stacked = g.stacked()
    figs, chars = s["figs"], s["chars"]
    side = chars[figs[fid]["char"]]["side"]
    enemy_only = prof["enemy_only"]
    no_heroes = side == MASTERMIND and s["round"] == 1
    for n in g.adj(origin):
        if n in objs or n in toks:
            return True
        there = occ.get(n)
        if there is None:
            continue
        # two figures share the square only while one passes through: each is a target of its own
        for tfid in ((there,) if n not in stacked else [x for x, f in figs.items() if f["pos"] == n]):
            tf = figs[tfid]
            if tf.get("down") or tfid == fid:
                continue
            tc = chars[tf["char"]]
            if tc.get("protected") or (enemy_only and tc["side"] == side) or (no_heroes and tc["side"] == HEROES):
                continue
            return True
    return False


def obstruction(g: G, origin: str, cell: str, hurled: str | None = None) -> tuple[int, list[str]]:
    """Cover a ranged attack's target gets: the strongest object (or token) the line crosses next
    to the target, plus 1 per figure whose square the line crosses. Returns (defense, what)."""
    line = g.board.line_cells(origin, cell)
    if not line:
        return 0, []
    objs = g.s["objects"]
    occ = g.occ()
    toks = None
    near = g.adj(cell)
    best = 0
    what: list[str] = []
    figs = 0
    for c in line:
        if c in occ:
            figs += 1
        if c != hurled and c in objs and c in near:
            best = max(best, objs[c]["ms"])
        if c in near:
            if toks is None:
                toks = g.ms_tokens()
            if c in toks:
                best = max(best, g.rules.token_kinds[g.s["tokens"][toks[c]]["kind"]].ms)
    if best:
        what.append(f"cover {best}")
    if figs:
        what.append(f"{figs} figure{'s' if figs > 1 else ''} in the way")
    return best + figs, what


def passive_defense(g: G, tfid: str) -> dict[str, int]:
    """Always-on defense of a figure: no-cost defense cards and starburst buffs."""
    s = g.s
    cid = s["figs"][tfid]["char"]
    c = s["chars"][cid]
    out = {"armor": 0, "dodge": 0, "plain": 0}
    cards = g.rules.cards
    defend_ok = not costs.box_full(g, cid, "defend")
    for k in c["cards"]:
        card = cards[k]
        if card.ap_cost is None and defend_ok and not costs.card_full(g, cid, k):
            for fx in card.effects:
                if fx.effect == "defense":
                    out[fx.type] += fx.value
    out["plain"] += buff(g, cid, "defense")
    return out


def total_defense(d: dict[str, int], prof: dict) -> int:
    return max(0, d["armor"] - prof["ignore_armor"]) + max(0, d["dodge"] - prof["ignore_dodge"]) + d["plain"]


# -- declaring --------------------------------------------------------------------------------------
def target_options(g: G, fid: str, src: str, prof: dict, origin: str, *, hurled: str | None = None,
                   paid: int = 0, extra: bool = False, within: int = 0, skip: tuple = ()) -> list[dict]:
    """Options for picking a target (and the AP to aim), given `paid` AP already committed."""
    cid = g.s["figs"][fid]["char"]
    funds = costs.funds(g, cid) - paid
    strength = prof["extra_strength"] if extra and prof["extra_strength"] is not None else \
        (prof["strength"] if not prof["hurl"] else 0)
    strength += buff(g, cid, prof["type"])
    out = []
    bare = g.bare
    for ref, cell, d in targets(g, fid, prof, origin, extra=extra, within=within, skip=skip, hurled=hurled):
        hs = g.s["objects"][hurled]["ms"] if hurled else strength
        pen = 0 if prof["type"] == "melee" or extra else max(0, d - DIST_FREE)
        name = "" if bare else _ref_name(g, ref, start=True)
        # friendly fire is legal, but never one click on the board away (the prompt asks again)
        ally = ref.startswith("fig:") and g.side_of(ref[4:]) == g.side_of(fid)
        if ally and not bare:
            name += " (your own side)"
        if pen == 0:
            opts = [dc.option(f"target:{ref}:0", "" if bare else f"{name}: strength {hs}{_no_harm(hs)}", [ref], ref=ref,
                              cell=cell, aim=0, strength=hs, dist=d)]
        else:
            # strength below 0 reads as 0: the distance can take all of it, not more
            opts = [dc.option(f"target:{ref}:{aim}",
                              "" if bare else f"{name}: strength {max(0, hs - pen + aim)}"
                              + (f", aiming for {aim} AP" if aim else f" ({pen} lost to distance)")
                              + _no_harm(hs - pen + aim),
                              [ref, f"aim:{aim}"], ref=ref, cell=cell, aim=aim, strength=hs - pen + aim, dist=d)
                    for aim in range(0, min(pen, funds) + 1)]
        for o in opts:
            if ally:
                o["confirm"] = True
            out.append(o)
    return out


def _no_harm(strength: int) -> str:
    """What a target option adds when its attack can do no damage (strength 0 or less)."""
    return "" if strength > 0 else ": it can do no damage"


def _ref_name(g: G, ref: str, start: bool = False) -> str:
    kind, _, what = ref.partition(":")
    if kind == "fig":
        return f"{g.fname(what)} in {g.sq(g.s['figs'][what]['pos'])}"
    name = objects.thing_name(g, ref)
    return name[0].upper() + name[1:] if start else name


def usable(g: G, fid: str) -> list[tuple[str, dict[str, Any]]]:
    """The attack sources the figure may use now (`why_not` lets them and `has_target` holds),
    with their profiles. What a source may target depends only on whether it is melee and only
    hits enemies, so sources alike in that share one look at the table."""
    if why_none(g, fid):
        return []
    out = []
    looked: dict[tuple[bool, bool], bool] = {}
    s = g.s
    f = s["figs"][fid]
    pos = f["pos"]
    c = s["chars"][f["char"]]
    funds = costs.funds(g, f["char"])
    for src in sources(g, fid):
        if src not in ("primary", "turret") and (c["dt"].get(src) or costs.card_full(g, f["char"], src)):
            continue  # why_not's checks of the card
        if use_cost(g, fid, src) > funds:
            continue
        prof = profile(g, fid, src)
        if prof["hurl"]:
            ok = bool(hurlable(g, fid, prof))
        elif prof["area"] == "adjacent_enemies":
            ok = bool(area_targets(g, fid, prof))
        else:
            melee = prof["type"] == "melee"
            k = (melee, bool(prof["enemy_only"]))
            ok = looked.get(k)
            if ok is None:
                ok = looked[k] = melee_target(g, fid, prof, pos) if melee else \
                    bool(targets(g, fid, prof, pos, first_only=True))
        if ok:
            out.append((src, prof))
    return out


def has_target(g: G, fid: str, src: str) -> bool:
    prof = profile(g, fid, src)
    pos = g.s["figs"][fid]["pos"]
    if prof["hurl"]:
        return bool(hurlable(g, fid, prof))
    if prof["area"] == "adjacent_enemies":
        return bool(area_targets(g, fid, prof))
    if prof["type"] == "melee":
        return melee_target(g, fid, prof, pos)
    return bool(targets(g, fid, prof, pos, first_only=True))


def hurlable(g: G, fid: str, prof: dict | None = None) -> list[str]:
    """Objects the figure could pick up and hurl: adjacent ones (and the one it stands on); with
    the attack's `prof`, only those from which the throw would have a target (the object torn up
    no longer stands in the way): a hurl at nothing was offered and then had no target to ask."""
    pos = g.s["figs"][fid]["pos"]
    objs = objects.dismantlable(g, pos)
    if prof is None:
        return objs
    return [c for c in objs if targets(g, fid, prof, pos, hurled=c, first_only=True)]


def area_targets(g: G, fid: str, prof: dict) -> list[str]:
    pos = g.s["figs"][fid]["pos"]
    occ = g.occ()
    side = g.side_of(fid)
    out = []
    for n in g.adj(pos):
        t = occ.get(n)
        if t is not None and g.side_of(t) != side and can_target_fig(g, fid, t, prof):
            out.append(t)
    return out


def start(g: G, fid: str, src: str, ref: str, cell: str, aim: int, *, hurled: str | None = None) -> None:
    """Pay for the attack and schedule its resolution (the answer to a target decision)."""
    s = g.s
    f = s["figs"][fid]
    cid = f["char"]
    c = s["chars"][cid]
    prof = profile(g, fid, src)
    cost = use_cost(g, fid, src) + aim
    costs.pay(g, cid, cost)
    if prof["card"]:
        dur = g.rules.cards[prof["card"]].duration
        if dur:
            c["dt"][prof["card"]] = dur
    if c["role"] == "henchman":
        f["attacked"] = True
    mark_spent(g)
    strength = base_strength(g, fid, prof) if not hurled else s["objects"][hurled]["ms"]
    boom = False
    if hurled:
        kind = g.rules.objects[s["objects"][hurled]["kind"]]
        boom = kind.explodes
        s["objects"].pop(hurled)
        s["rubble"][hurled] = "blank"
        g.log("hurl", f"{g.fname(fid)} tears up the {kind.name} in {g.sq(hurled)} and hurls it.", figure=fid)
        if cell not in s["objects"]:
            s["rubble"][cell] = "splinter"
    g.log("attack", f"{g.fname(fid)} uses {prof['name']} ({cost} AP) against {_ref_name(g, ref)}.",
          figure=fid, src=src, ref=ref, cost=cost)
    t = {"op": "attack", "fig": fid, "src": src, "ref": ref, "cell": cell, "origin": f["pos"], "aim": aim,
         "base": strength, "step": "react", "volley": prof["volley"] - 1, "extra": prof["extra"],
         "first": cell, "done": [ref], "hurled": hurled, "boom": boom, "mode": "attack", "prof": prof}
    g.push(t)


def start_area(g: G, fid: str, src: str) -> None:
    """One attack against every adjacent enemy (paid once)."""
    s = g.s
    cid = s["figs"][fid]["char"]
    prof = profile(g, fid, src)
    cost = use_cost(g, fid, src)
    costs.pay(g, cid, cost)
    dur = g.rules.cards[src].duration
    if dur:
        s["chars"][cid]["dt"][src] = dur
    if s["chars"][cid]["role"] == "henchman":
        s["figs"][fid]["attacked"] = True
    mark_spent(g)
    victims = area_targets(g, fid, prof)
    g.log("attack", f"{g.fname(fid)} uses {prof['name']} ({cost} AP) against every adjacent enemy.", figure=fid)
    strength = base_strength(g, fid, prof)
    for v in reversed(victims):
        cell = s["figs"][v]["pos"]
        g.push({"op": "attack", "fig": fid, "src": src, "ref": f"fig:{v}", "cell": cell, "origin": s["figs"][fid]["pos"],
                "aim": 0, "base": strength, "step": "react", "volley": 0, "extra": 0, "first": cell, "done": [],
                "hurled": None, "boom": False, "mode": "attack", "prof": prof})


def mark_spent(g: G) -> None:
    """AP went on something other than advancing: no running this turn."""
    t = g.s["turn"]
    if t is not None:
        t["other"] = True


# -- resolving -------------------------------------------------------------------------------------
def _strength(g: G, t: dict, prof: dict) -> int:
    pen = 0
    if prof["type"] == "ranged" and t["mode"] == "attack" and not t.get("is_extra"):
        pen = max(0, cheb(g, t["origin"], t["cell"]) - DIST_FREE)
    return max(0, t["base"] - max(0, pen - t["aim"]))


def reaction_options(g: G, t: dict, prof: dict, tfid: str, predicted: int) -> list[dict]:
    s = g.s
    tf = s["figs"][tfid]
    cid = tf["char"]
    c = s["chars"][cid]
    d = g.rules.chars[cid]
    funds = costs.funds(g, cid)
    out = []
    used = t.get("used", [])
    if "primary" not in used and not costs.box_full(g, cid, "defend"):
        n = d.defend.cost + costs.surcharge(g, tfid, "defend")
        if n <= funds:
            out.append(dc.option("react:primary", f"{d.defend.name}: {d.defend.type} +{d.defend.strength} for "
                                                  f"{costs.price_words(g, cid, n)}",
                                 [f"box:{cid}:defend"], cost=n))
    if not costs.box_full(g, cid, "defend"):
        for k in c["cards"]:
            card = g.rules.cards[k]
            if not card.reaction or k in used or c["dt"].get(k) or costs.card_full(g, cid, k):
                continue
            n = (card.ap_cost or 0) + costs.surcharge(g, tfid, "defend", k)
            if n > funds:
                continue
            fx = next((x for x in card.effects if x.effect == "defense"), None)
            desc = f"{fx.type} +{fx.value}" if fx else "react"
            out.append(dc.option(f"react:{k}", f"{card.name}: {desc} for {costs.price_words(g, cid, n)}", [f"card:{k}"],
                                 cost=n))
    v = s.get("victory")
    if v and v["holder"] == c["side"] and not v["used"] and v["face"] and "victory" not in used:
        side = g.rules.victory[v["face"]]
        if side.power == "shield":
            out.append(dc.option("react:victory", f"{side.name} (Victory Card): {side.amount} less damage, once",
                                 ["victory"], cost=0))
    if out:
        # a breakthrough deals no damage: what is at stake is the square
        took = "Let it break through (no damage)" if t["mode"] == "breakthrough" else f"Take it ({predicted} damage)"
        out.append(dc.option("react:done", took, [], cost=0))
    return out


def _strikes_back(g: G, rid: str) -> bool:
    """Whether reaction `rid` deals damage to the attacker (Deflect)."""
    card = g.rules.cards.get(rid)
    return card is not None and any(fx.effect == "defense" and fx.retaliate for fx in card.effects)


def _defense_now(g: G, t: dict, prof: dict, tfid: str) -> int:
    d = dict(t["pdef"])
    for k, v in t["rdef"].items():
        d[k] = d.get(k, 0) + v
    return total_defense(d, prof)


@task("attack")
def _attack(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    fid = t["fig"]
    prof = t["prof"]
    step = t["step"]
    kind, _, what = t["ref"].partition(":")
    if step == "react":
        if kind != "fig":
            t["step"] = "hit"
            g.push(t)
            return
        tf = s["figs"][what]
        if tf["pos"] is None or tf.get("down"):
            t["step"] = "next"
            g.push(t)
            return
        if "pdef" not in t:
            t["strength"] = _strength(g, t, prof)
            pdef = passive_defense(g, what)
            if prof["type"] == "ranged" and t["mode"] == "attack":
                obs, _ = obstruction(g, t["origin"], tf["pos"], t.get("hurled"))
                pdef["plain"] += obs
            t["pdef"] = pdef
            t["rdef"] = {"armor": 0, "dodge": 0, "plain": 0}
            t["used"] = []
            t["ret"] = 0
        if picks is not None:
            p = picks[0]
            oid = p["id"]
            if oid == "react:done":
                t["step"] = "hit"
                g.push(t)
                return
            _use_reaction(g, t, what, oid[6:], p["data"]["cost"])
        predicted = max(0, t["strength"] - _defense_now(g, t, prof, what))
        opts = reaction_options(g, t, prof, what, predicted)
        if predicted == 0:  # nothing left to stop: only a reaction that strikes back is worth its AP
            opts = [o for o in opts if _strikes_back(g, o["id"][6:])]
            if opts:
                opts.append(dc.option("react:done", "Take it (no damage)", [], cost=0))
        if opts:
            side = g.side_of(what)
            verb = "break through" if t["mode"] == "breakthrough" else "hit"
            g.ask(t, dc.decision(side, "react", f"{g.fname(fid)} tries to {verb} {g.fname(what)} with {prof['name']}:"
                                 f" strength {t['strength']}, defense {t['strength'] - predicted} so far. Defend?",
                                 opts, attacker=fid, target=what, strength=t["strength"],
                                 defense=t["strength"] - predicted))
            return
        t["step"] = "hit"
        g.push(t)
        return
    if step == "hit":
        if kind == "fig":
            _hit_figure(g, t, prof, what)
        else:
            strength = _strength(g, t, prof)
            objects.hit_thing(g, t["ref"], strength, f"{g.fname(fid)} hits with {strength}")
            t["step"] = "after"
            g.push(t)
        return
    if step == "slam":
        tf = s["figs"][what]
        if tf["pos"] is None:
            t["step"] = "after"
            g.push(t)
            return
        origin = t["first_origin"] if t.get("is_extra") else s["figs"][fid]["pos"] or t["origin"]
        dirs = slam.directions(g.board.xy[origin], g.board.xy[tf["pos"]])
        n = prof["slam"]
        if picks is None and (len(dirs) > 1 or n > 1):
            opts = [dc.option(f"slam:{dx},{dy}:{k}", f"Slam {k} square{'s' if k > 1 else ''} {slam.DIR_NAMES[(dx, dy)]}",
                              [f"slam:{dx},{dy}", f"squares:{k}"] if n > 1 else [f"slam:{dx},{dy}"], d=[dx, dy], n=k)
                    for dx, dy in dirs for k in range(n, 0, -1)]
            g.ask(t, dc.decision(g.side_of(fid), "slam", f"Slam {g.fname(what)}: which way, how far?", opts,
                                 target=what))
            return
        d, k = (tuple(picks[0]["data"]["d"]), picks[0]["data"]["n"]) if picks else (dirs[0], n)
        t["step"] = "after"
        g.push(t)
        slam.slam(g, what, d, k, t["dmg"], fid)
        return
    if step == "after":
        t["step"] = "next"
        g.push(t)
        if kind == "fig" and t.get("dmg") and prof["status"] and t["mode"] == "attack":
            tf = s["figs"][what]
            if tf["pos"] is not None and not tf.get("down"):
                tf["status"][prof["status"]] = tf["status"].get(prof["status"], 0) + 1
                g.log("status", f"{g.fname(what)} is {prof['status']}.", figure=what, status=prof["status"])
        g.push({"op": "settle"})
        if t.get("boom"):
            t["boom"] = False
            objects.explode(g, t["cell"])
        if t.get("ret") and s["figs"][fid]["pos"] is not None:
            damage.inflict(g, fid, t["ret"], source="struck back")
        return
    if step == "next":
        _next_target(g, t, prof, picks)
        return
    raise RuntimeError(f"attack step {step}")


def _use_reaction(g: G, t: dict, tfid: str, rid: str, cost: int) -> None:
    s = g.s
    cid = s["figs"][tfid]["char"]
    c = s["chars"][cid]
    t["used"].append(rid)
    if rid == "victory":
        v = s["victory"]
        v["used"] = True
        side = g.rules.victory[v["face"]]
        t["rdef"]["plain"] += side.amount
        g.log("victory_card", f"{g.side_says(c['side'], 'use')} the Victory Card ({side.name}).", side=c["side"])
        return
    costs.pay(g, cid, cost)
    if rid == "primary":
        d = g.rules.chars[cid].defend
        t["rdef"][d.type] += d.strength
        g.log("react", f"{g.fname(tfid)} reacts with {d.name} (+{d.strength} {d.type}, {cost} AP).", figure=tfid)
        return
    card = g.rules.cards[rid]
    if card.duration:
        c["dt"][rid] = card.duration
    for fx in card.effects:
        if fx.effect == "defense":
            t["rdef"][fx.type] += fx.value
            t["ret"] += fx.retaliate
    g.log("react", f"{g.fname(tfid)} reacts with {card.name} ({cost} AP).", figure=tfid, card=rid)


def _hit_figure(g: G, t: dict, prof: dict, tfid: str) -> None:
    s = g.s
    fid = t["fig"]
    tf = s["figs"][tfid]
    defense = _defense_now(g, t, prof, tfid)
    dmg = max(0, t["strength"] - defense)
    t["dmg"] = dmg
    if t["mode"] == "breakthrough":
        _finish_breakthrough(g, t, tfid, dmg)
        return
    g.log("hit", f"{prof['name']}: strength {t['strength']} against defense {defense}: {dmg} damage to {g.fname(tfid)}.",
          figure=tfid, strength=t["strength"], defense=defense, damage=dmg)
    t["step"] = "slam" if prof["slam"] and dmg > 0 else "after"
    g.push(t)
    damage.inflict(g, tfid, dmg, source=prof["name"], attacker=fid)


def _finish_breakthrough(g: G, t: dict, tfid: str, dmg: int) -> None:
    s = g.s
    fid = t["fig"]
    f = s["figs"][fid]
    if dmg > 0 and t["dest"] not in g.occ():
        old = f["pos"]
        f["pos"] = t["dest"]
        g.moved()
        g.log("breakthrough", f"{g.fname(fid)} breaks through {g.fname(tfid)} from {g.sq(old)} to {g.sq(t['dest'])}.",
              figure=fid, to=t["dest"])
        objectives.pick_up_on_entry(g, fid, t["dest"])
    else:
        g.log("breakthrough", f"{g.fname(tfid)} holds: {g.fname(fid)} is rebuffed.", figure=fid)
    g.push({"op": "scenario_check"})
    if t.get("ret") and f["pos"] is not None:  # Deflect's damage to the attacker, as after an attack
        damage.inflict(g, fid, t["ret"], source="struck back")


def _next_target(g: G, t: dict, prof: dict, picks: list | None) -> None:
    s = g.s
    fid = t["fig"]
    f = s["figs"][fid]
    if f["pos"] is None:
        return
    if picks is not None:
        p = picks[0]
        if p["id"] == "stop":
            return
        ref, cell, aim = p["data"]["ref"], p["data"]["cell"], p["data"]["aim"]
        if aim:
            costs.pay(g, f["char"], aim)
        nt = dict(t, ref=ref, cell=cell, aim=aim, step="react", done=t["done"] + [ref])
        for k in ("pdef", "rdef", "used", "ret", "strength", "dmg"):
            nt.pop(k, None)
        if t.get("asking") == "extra":
            nt.update(extra=t["extra"] - 1, is_extra=True, origin=t["first"], first_origin=t["first"],
                      base=(prof["extra_strength"] if prof["extra_strength"] is not None else prof["strength"])
                      + buff(g, f["char"], prof["type"]))
        else:
            nt.update(volley=t["volley"] - 1, origin=f["pos"], first=cell, is_extra=False)
        nt.pop("asking", None)
        g.log("attack", f"{g.fname(fid)} goes on with {prof['name']} against {_ref_name(g, ref)}.", figure=fid, ref=ref)
        g.push(nt)
        return
    if t["extra"] > 0:
        opts = target_options(g, fid, t["src"], prof, t["first"], extra=True, within=prof["within"],
                              skip=tuple(t["done"]) + (f"fig:{fid}",))
        if opts:
            t["asking"] = "extra"
            opts.append(dc.option("stop", "No more targets", []))
            g.ask(t, dc.decision(g.side_of(fid), "extra_target",
                                 f"{prof['name']}: pick another target within {prof['within']} of {g.sq(t['first'])} "
                                 f"({t['extra']} left).", opts, figure=fid, origin=t["first"]))
            return
    if t["volley"] > 0 and not s["figs"][fid]["status"].get("trapped"):
        opts = target_options(g, fid, t["src"], prof, f["pos"])
        if opts:
            t["asking"] = "volley"
            opts.append(dc.option("stop", "Stop the volley", []))
            g.ask(t, dc.decision(g.side_of(fid), "volley", f"{prof['name']}: the next attack of the volley "
                                 f"({t['volley']} left).", opts, figure=fid))
            return


# -- breakthrough -----------------------------------------------------------------------------------
def breakthroughs(g: G, fid: str) -> list[tuple[str, str]]:
    """(enemy, destination) pairs the figure may try to break through."""
    s = g.s
    f = s["figs"][fid]
    pos = f["pos"]
    if pos is None or f["status"].get("trapped"):
        return []
    cid = f["char"]
    if costs.box_full(g, cid, "attack") or costs.box_full(g, cid, "move"):
        return []
    c = s["chars"][cid]
    if c["role"] == "henchman" and f.get("attacked"):
        return []
    t = s["turn"]
    if t and t.get("ran"):
        return []
    occ = g.occ()
    side = c["side"]
    out = []
    px, py = g.board.xy[pos]
    prof = {"enemy_only": True}
    for n in g.adj(pos):
        e = occ.get(n)
        if e is None or g.side_of(e) == side or not can_target_fig(g, fid, e, prof):
            continue
        ex, ey = g.board.xy[n]
        dest = f"{2 * ex - px},{2 * ey - py}"
        # The advance ends on the far square, so it must be one the figure may end a move on
        # (never the other side's spawn point): a Mastermind's figure landing on a Hero Spawn
        # Point with no AP left could neither stay nor go on.
        if dest in g.board.floor and dest not in occ and dest in g.adj(n) and movement.may_stop(g, fid, dest, occ):
            out.append((e, dest))
    return out


def breakthrough_cost(g: G, fid: str) -> int:
    f = g.s["figs"][fid]
    c = g.s["chars"][f["char"]]
    w = c["wounds"] if c["role"] != "henchman" else {}
    return 4 + w.get("attack", 0) + w.get("move", 0) + (1 if f["status"].get("prone") else 0)


def start_breakthrough(g: G, fid: str, enemy: str, dest: str) -> None:
    s = g.s
    f = s["figs"][fid]
    cid = f["char"]
    cost = breakthrough_cost(g, fid)
    costs.pay(g, cid, cost)
    if s["chars"][cid]["role"] == "henchman":
        f["attacked"] = True
    mark_spent(g)
    prof = profile(g, fid, "primary")
    g.log("attack", f"{g.fname(fid)} tries to break through {g.fname(enemy)} ({cost} AP) with {prof['name']}.",
          figure=fid, target=enemy)
    g.push({"op": "attack", "fig": fid, "src": "primary", "ref": f"fig:{enemy}", "cell": s["figs"][enemy]["pos"],
            "origin": f["pos"], "aim": 0, "base": base_strength(g, fid, prof), "step": "react", "volley": 0, "extra": 0,
            "first": s["figs"][enemy]["pos"], "done": [], "hurled": None, "boom": False, "mode": "breakthrough",
            "dest": dest, "prof": prof})
