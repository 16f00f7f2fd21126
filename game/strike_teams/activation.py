"""Character activation: a turn from its first Duration Token to "end turn".

Rulebook: Character Activation, Starting Zones vs. Battle Zones, Rolling the Action Die,
Status Tokens, Respawning, Tactical Retreats, Extractions.

The ``activation`` task goes through its steps:

1. ``begin``: one Duration Token off each of the character's cards (a starburst effect ends with
   its last one); a defeated character instead returns on a spawn point of its side with no
   wounds and no AP, and cannot act or be attacked until its next turn.
2. ``start``: gain the bronze number of AP (within the cap of the zone it stands in) or rest
   (remove up to 6 wounds); before anything else, a tactical retreat or, on its own spawn
   point, an extraction; the Action Die may be rolled here or later, once a turn.
3. ``act``: advance, run, attack, use cards, open doors, dismantle objects, damage or retrieve
   tokens, remove status tokens, roll the die... until the player ends the turn. Unspent AP
   stay on the track.

Henchmen do steps 1-2 once for the group and then mobilise figures one at a time (henchmen.py).
"""

from __future__ import annotations

from typing import Any

from game.core import decisions as dc
from game.core import rng
from game.core.words import count

from . import attack, cards, costs, henchmen, movement, objectives, objects
from .engine import HEROES, MASTERMIND, G, task

STATUS_COST = 2


# -- the Action Die -----------------------------------------------------------------------------------
def die_options(g: G, cid: str) -> list[dict]:
    t = g.s["turn"]
    if t is None or t.get("rolled"):
        return []
    # as dc.option makes them, written out: offered at nearly every decision of a turn
    words = die_words(g, g.s["chars"][cid]["side"])
    return [{"id": f"die:{x}", "label": words[x - 1], "path": ["die", f"die:{x}"], "data": {"x": x}}
            for x in range(1, g.rules.die_top + 1)]


_DIE_WORDS: dict[tuple[int, int], tuple[Any, list[str]]] = {}


def die_words(g: G, side: int) -> list[str]:
    """What each "going for X AP" risks, in words: 'Roll the Action Die going for 2 AP (2 of 6 faces give
    them; a red face gives the Mastermind 1 Command Point)'. Kept per die faces and side (the faces held,
    so a kept entry can't be taken for another die's)."""
    faces = g.rules.die.faces
    got = _DIE_WORDS.get((id(faces), side))
    if got is None or got[0] is not faces:
        red = sum(1 for f in faces if f.negative)
        risk = f"; a red face gives {g.side_name(1 - side)} 1 Command Point" if red else ""
        good = [sum(1 for f in faces if not f.negative and f.value >= x) for x in range(1, g.rules.die_top + 1)]
        got = _DIE_WORDS[(id(faces), side)] = (faces, [
            f"Roll the Action Die going for {x} AP ({n} of {len(faces)} faces {'gives' if n == 1 else 'give'} "
            f"them{risk})" for x, n in enumerate(good, 1)])
    return got[1]


def roll_die(g: G, cid: str, x: int) -> None:
    s = g.s
    t = s["turn"]
    t["rolled"] = True
    faces = g.rules.die.faces
    names = [f"red {f.value}" if f.negative else str(f.value) for f in faces]
    v = rng.roll(s, g.events, len(faces), why=f"{g.cname(cid)} goes for {x} AP", seat=s["chars"][cid]["side"],
                 faces=names)[0]
    face = faces[v - 1]
    c = s["chars"][cid]
    if face.negative:
        got = costs.gain_cp(g, 1 - c["side"], 1)
        g.log("die", f"A red result: no AP, and {g.side_says(1 - c['side'], 'gain', False)} {got} Command Point.", char=cid)
    elif face.value >= x:
        if c["role"] == "henchman" and not t.get("spent"):
            c["pool"] = c.get("pool", 0) + x
            g.log("die", f"{g.char_says(cid, 'gain')} {x} AP, to be spent before any other.", char=cid, ap=x)
        else:
            got = costs.gain_ap(g, cid, x)
            g.log("die", f"{g.char_says(cid, 'gain')} {got} AP.", char=cid, ap=got)
    else:
        g.log("die", "Not high enough: no AP.", char=cid)


# -- statuses -----------------------------------------------------------------------------------------
def status_options(g: G, fid: str) -> list[dict]:
    """Removing one status token from this figure or an adjacent ally, 2 AP each."""
    s = g.s
    f = s["figs"][fid]
    cid = f["char"]
    if not costs.can_pay(g, cid, STATUS_COST) or (s["turn"] and s["turn"].get("ran")):
        return []
    out = []
    side = s["chars"][cid]["side"]
    occ = g.occ()
    who = [fid] + [x for x in (occ.get(n) for n in g.adj(f["pos"])) if x is not None and x != fid and g.side_of(x) == side]
    for x in who:
        for kind, n in s["figs"][x]["status"].items():
            if n:
                name = "its" if x == fid or g.bare else f"{g.fname(x)}'s"
                out.append(dc.option(f"status:{x}:{kind}", "" if g.bare else f"Remove {name} {kind} token "
                                     f"({costs.price_words(g, cid, STATUS_COST)})", [f"status:{x}:{kind}"], fig=x, status=kind))
    return out


# -- interactions -------------------------------------------------------------------------------------
def interact_options(g: G, fid: str) -> list[dict]:
    s = g.s
    if s["turn"] and s["turn"].get("ran"):
        return []
    f = s["figs"][fid]
    pos = f["pos"]
    funds = costs.funds(g, f["char"])
    bare = g.bare
    out = []
    for did in objects.doors_adjacent(g, pos):
        n = objects.door_open_cost(g, fid, did)
        if n <= funds:
            verb = "Open" if g.side_of(fid) == MASTERMIND else "Jury-rig"
            out.append(dc.option(f"door:{did}", "" if bare else f"{verb} the door ({costs.price_words(g, f['char'], n)})",
                                 [f"door:{did}"], door=did, cost=n))
    for cell in objects.dismantlable(g, pos):
        n = s["objects"][cell]["ms"]
        if n <= funds:
            out.append(dc.option(f"dismantle:{cell}", "" if bare else f"Dismantle the {objects.object_name(g, cell)} in "
                                 f"{g.sq(cell)} ({costs.price_words(g, f['char'], n)})",
                                 [f"obj:{cell}", "dismantle"], cell=cell, cost=n))
    near = set(g.adj(pos)) | {pos}
    for cell, tid in g.ms_tokens().items():
        n = g.rules.token_kinds[s["tokens"][tid]["kind"]].ms
        if cell in near and n <= funds:
            out.append(dc.option(f"tokdmg:{tid}", "" if bare else f"Damage the {objectives.token_name(g, tid)} in "
                                 f"{g.sq(cell)} ({costs.price_words(g, f['char'], n)})",
                                 [f"token:{tid}", "damage"], token=tid, cost=n))
    if funds >= 1:
        for tid in objectives.retrievable_adjacent(g, fid):
            out.append(dc.option(f"retrieve:{tid}", "" if bare else f"Retrieve the {objectives.token_name(g, tid)} in "
                                 f"{g.sq(s['tokens'][tid]['pos'])} ({costs.price_words(g, f['char'], 1)})",
                                 [f"token:{tid}", "retrieve"], token=tid, cost=1))
    return out


def attack_options(g: G, fid: str) -> list[dict]:
    out = []
    cid = g.s["figs"][fid]["char"]
    bare = g.bare
    for src, prof in attack.usable(g, fid):
        ref = f"box:{g.s['figs'][fid]['char']}:attack" if src == "primary" else \
            f"obj:{g.s['figs'][fid]['pos']}" if src == "turret" else f"card:{src}"
        out.append(dc.option(f"use:{src}", "" if bare else f"Attack with {prof['name']} "
                             f"({costs.price_words(g, cid, attack.use_cost(g, fid, src))})",
                             [ref] if src != "turret" else [ref, "fire"], src=src))
    n = attack.breakthrough_cost(g, fid)
    if costs.can_pay(g, cid, n):
        for enemy, dest in attack.breakthroughs(g, fid):
            out.append(dc.option(f"through:{enemy}", "" if bare else f"Break through {g.fname(enemy)} to {g.sq(dest)} "
                                 f"({costs.price_words(g, cid, n)})", ["breakthrough", f"fig:{enemy}"], enemy=enemy, dest=dest))
    return out


def figure_options(g: G, fid: str, going_on: bool) -> list[dict]:
    """Everything a figure may do on its turn (or while mobilised); `going_on`: whether it must
    go on (movement.must_go_on, which the caller asks too)."""
    moving = movement.step_options(g, fid)
    if going_on:
        return moving  # passing through an ally (or a spawn point not its side's): go on first
    return moving + attack_options(g, fid) + cards.options(g, fid) + interact_options(g, fid) + status_options(g, fid)


def figure_answer(g: G, fid: str, p: dict) -> bool:
    """Carry out a figure option; False when the option is not a figure option."""
    s = g.s
    oid = p["id"]
    kind, _, rest = oid.partition(":")
    data = p.get("data", {})
    cid = s["figs"][fid]["char"]
    if kind == "step":
        movement.advance(g, fid, data["cell"], data["cost"])
    elif kind == "run":
        movement.advance(g, fid, data["cell"], 0, run=True)
    elif kind == "use":
        src = data["src"]
        prof = attack.profile(g, fid, src)
        if prof["area"] == "adjacent_enemies":
            attack.start_area(g, fid, src)
        else:
            g.push({"op": "pick_target", "fig": fid, "src": src})
    elif kind == "through":
        attack.start_breakthrough(g, fid, data["enemy"], data["dest"])
    elif kind == "card":
        cards.use(g, fid, data["card"])
    elif kind == "door":
        costs.pay(g, cid, data["cost"])
        attack.mark_spent(g)
        objects.open_door(g, data["door"], f"{g.fname(fid)} opens it ({data['cost']} AP)")
    elif kind == "dismantle":
        costs.pay(g, cid, data["cost"])
        attack.mark_spent(g)
        cell = data["cell"]
        o = s["objects"].pop(cell)
        s["rubble"][cell] = "large"
        g.log("dismantle", f"{g.fname(fid)} dismantles the {g.rules.objects[o['kind']].name} in {g.sq(cell)} "
              f"({data['cost']} AP).", figure=fid, cell=cell)
    elif kind == "tokdmg":
        costs.pay(g, cid, data["cost"])
        attack.mark_spent(g)
        objectives.wound_token(g, data["token"], f"{g.fname(fid)} works on it ({data['cost']} AP)")
    elif kind == "retrieve":
        costs.pay(g, cid, 1)
        attack.mark_spent(g)
        objectives.pick_up(g, fid, data["token"])
    elif kind == "status":
        costs.pay(g, cid, STATUS_COST)
        attack.mark_spent(g)
        st = s["figs"][data["fig"]]["status"]
        st[data["status"]] -= 1
        if st[data["status"]] <= 0:
            del st[data["status"]]
        whose = "its own" if data["fig"] == fid else f"{g.fname(data['fig'])}'s"
        g.log("status", f"{g.fname(fid)} removes {whose} {data['status']} token ({STATUS_COST} AP).", figure=data["fig"])
    else:
        return False
    return True


@task("pick_target")
def _pick_target(g: G, t: dict, picks: list | None) -> None:
    """Choose what an attack hits (for a hurl: first the object to throw)."""
    s = g.s
    fid = t["fig"]
    src = t["src"]
    prof = attack.profile(g, fid, src)
    pos = s["figs"][fid]["pos"]
    side = g.side_of(fid)
    if prof["hurl"] and "hurled" not in t:
        if picks is None:
            objs = attack.hurlable(g, fid, prof)
            if len(objs) > 1:
                g.ask(t, dc.decision(side, "hurl_object", f"{prof['name']}: which object?",
                                     [dc.option(f"obj:{c}", f"The {objects.object_name(g, c)} in {g.sq(c)} "
                                                f"(strength {s['objects'][c]['ms']})", [f"obj:{c}"], cell=c) for c in objs],
                                     figure=fid))
                return
            t["hurled"] = objs[0]
        else:
            t["hurled"] = picks[0]["data"]["cell"]
            picks = None
    if picks is None:
        paid = attack.use_cost(g, fid, src)
        opts = attack.target_options(g, fid, src, prof, pos, hurled=t.get("hurled"), paid=paid)
        g.ask(t, dc.decision(side, "target", "" if g.bare else f"{prof['name']}: pick a target.", opts, figure=fid, src=src,
                             hurled=t.get("hurled")))
        return
    d = picks[0]["data"]
    attack.start(g, fid, src, d["ref"], d["cell"], d["aim"], hurled=t.get("hurled"))


# -- the activation --------------------------------------------------------------------------------------
def remove_duration_tokens(g: G, cid: str) -> None:
    c = g.s["chars"][cid]
    for k in list(c["dt"]):
        if c["dt"][k] > 0:
            c["dt"][k] -= 1
            if c["dt"][k] == 0:
                del c["dt"][k]
                card = g.rules.cards[k]
                if card.starburst:
                    g.log("duration", f"{card.name}'s effect ends.", card=k)


def new_turn(cid: str) -> dict:
    return {"char": cid, "fig": None, "other": False, "advanced": False, "ran": False, "rolled": False,
            "over": False, "bonus": None, "march": None, "fresh": True, "spent": False}


@task("activation")
def _activation(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    cid = t["char"]
    c = s["chars"][cid]
    step = t["step"]
    if step == "begin":
        s["turn"] = new_turn(cid)
        c["activated"] = True
        c["protected"] = False
        if g.words:
            g.log("activate", f"{g.char_says(cid, 'activate')}.", char=cid, side=c["side"])
        else:
            g.quiet("activate")
        remove_duration_tokens(g, cid)
        if c["role"] == "henchman":
            for fid in c["figs"]:
                s["figs"][fid]["solo"] = 0
        if c["state"] == "defeated":
            t["step"] = "respawn"
        else:
            t["step"] = "start"
        g.push(t)
        return
    if step == "respawn":
        _respawn(g, t, picks)
        return
    if step == "start":
        _start(g, t, picks)
        return
    if step == "act":
        if c["role"] == "henchman":
            _act_henchmen(g, t, picks)
        else:
            _act(g, t, picks)
        return
    if step == "end":
        _end_turn(g, cid)
        return
    raise RuntimeError(f"activation step {step}")


def _end_turn(g: G, cid: str) -> None:
    s = g.s
    c = s["chars"][cid]
    if c.get("pool"):
        c["ap"] = min(g.rules.chars[cid].track_max, c["ap"] + c["pool"])
        c["pool"] = 0
    s["turn"] = None
    if g.words:
        g.log("end_turn", f"{g.poss(cid)} turn ends ({c['ap']} AP saved).", char=cid, ap=c["ap"])
    else:
        g.quiet("end_turn")


def spawn_choices(g: G, cid: str) -> list[str]:
    s = g.s
    c = s["chars"][cid]
    kind = "hero" if c["side"] == HEROES else "villain"
    occ = g.occ()
    free = [cell for cell, k in s["spawns"].items() if k == kind and cell not in occ]
    if free:
        return free
    # Every spawn point is taken by allies: the nearest empty squares of their tiles (our reading).
    mine = [cell for cell, k in s["spawns"].items() if k == kind]
    best: list[str] = []
    dist = 99
    for sp in mine:
        tile = g.board.tile_of.get(sp)
        for cell in g.board.tiles[tile].cells if tile is not None else ():
            if cell in occ or cell in s["objects"] or s["spawns"].get(cell) not in (None, kind):
                continue
            d = attack.cheb(g, sp, cell)
            if d < dist:
                best, dist = [cell], d
            elif d == dist and cell not in best:
                best.append(cell)
    return best


def _respawn(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    cid = t["char"]
    c = s["chars"][cid]
    if picks is None:
        cells = spawn_choices(g, cid)
        if not cells:
            g.log("respawn", f"{g.cname(cid)} finds no way back in this round.", char=cid)
            t["step"] = "end"
            g.push(t)
            return
        if len(cells) > 1:
            g.ask(t, dc.decision(c["side"], "respawn", f"Where does {g.cname(cid)} return?",
                                 [dc.option(f"cell:{x}", g.sq(x), [f"cell:{x}"], cell=x) for x in cells], char=cid))
            return
        cell = cells[0]
    else:
        cell = picks[0]["data"]["cell"]
    c["wounds"] = {}
    c["state"] = "map"
    c["protected"] = True
    c["respawned"] = s["round"]
    f = s["figs"][cid]
    f["pos"] = cell
    f["status"] = {}
    g.moved()
    g.log("respawn", f"{g.cname(cid)} returns in {g.sq(cell)}, healed; it can neither act nor be attacked until "
          f"its next turn.", char=cid, cell=cell)
    t["step"] = "end"
    g.push(t)


def _start_options(g: G, cid: str) -> list[dict]:
    s = g.s
    c = s["chars"][cid]
    d = g.rules.chars[cid]
    gain = d.faces[c["face"]].ap_gain if c["role"] == "henchman" else d.ap_gain
    bare = g.bare
    if bare:
        out = [dc.option("gain", "", ["gain"], gain=gain)]
    else:
        cap = costs.ap_cap(g, cid)
        after = max(c["ap"], min(c["ap"] + gain, cap))
        out = [dc.option("gain", f"Gain {gain} AP (to {after}; at most {cap} here)", ["gain"], gain=gain)]
    if cards.hurt(g, cid):
        out.append(dc.option("rest", "" if bare else f"Rest: remove up to {d.rest} wounds, gain no AP", ["rest"]))
    out += die_options(g, cid)
    t = s["turn"]
    if c["role"] != "henchman" and t["fresh"]:
        out.append(dc.option("retreat", "Tactical retreat: leave the map now (counts as defeated)", ["retreat"]))
        pos = s["figs"][cid]["pos"]
        kind = "hero" if c["side"] == HEROES else "villain"
        if s["spawns"].get(pos) == kind and (c.get("respawned") is None or s["round"] >= c["respawned"] + 2):
            out.append(dc.option("extract", "Extract: leave the mission for good (not a defeat)", ["extract"]))
    v = s.get("victory")
    if v and v["holder"] == c["side"] and not v["used"] and v["face"]:
        side = g.rules.victory[v["face"]]
        if side.power == "command_points":
            out.append(dc.option("karma", "" if bare else f"{side.name} (Victory Card): +{side.amount} Command Points, "
                                 "once", ["victory"]))
    return out


def _start_prompt(g: G, cid: str, opts: list[dict]) -> str:
    s = g.s
    c = s["chars"][cid]
    ids = {o["id"] for o in opts}
    # the question names only what is offered: no rest without a wound to take off
    how = "gain AP or rest?" if "rest" in ids else "gain AP, or first roll the Action Die for more?" \
        if any(i.startswith("die:") for i in ids) else "gain AP?"
    return f"{g.poss(cid)} turn ({c['ap']} AP, {s['cp'][c['side']]} CP): {how}"


def _start(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    cid = t["char"]
    c = s["chars"][cid]
    if picks is None:
        opts = _start_options(g, cid)
        # one option (after the Action Die, unhurt: gaining AP) is taken: asking would be a click
        # that chooses nothing
        if len(opts) > 1:
            g.ask_one(t, c["side"], "start", "" if g.bare else _start_prompt(g, cid, opts), opts, char=cid)
            return
        picks = opts
    oid = picks[0]["id"]
    turn = s["turn"]
    if oid.startswith("die:"):
        turn["fresh"] = False
        roll_die(g, cid, picks[0]["data"]["x"])
        g.push(t)
        return
    if oid == "karma":
        turn["fresh"] = False
        v = s["victory"]
        v["used"] = True
        side = g.rules.victory[v["face"]]
        got = costs.gain_cp(g, c["side"], side.amount)
        g.log("victory_card", f"{g.side_says(c['side'], 'use')} the Victory Card ({side.name}): "
              f"+{got} Command Points.", side=c["side"])
        g.push(t)
        return
    if oid == "retreat":
        g.log("retreat", f"{g.cname(cid)} makes a tactical retreat.", char=cid)
        s["figs"][cid]["down"] = True
        t["step"] = "end"
        g.push(t)
        g.push({"op": "settle", "why": " (tactical retreat)"})
        return
    if oid == "extract":
        _extract(g, cid)
        t["step"] = "end"
        g.push(t)
        g.push({"op": "scenario_check"})
        return
    turn["fresh"] = False
    t["step"] = "act"
    g.push(t)
    if oid == "gain":
        got = costs.gain_ap(g, cid, picks[0]["data"]["gain"])
        if g.words:
            g.log("gain_ap", f"{g.char_says(cid, 'gain')} {got} AP ({c['ap']} now).", char=cid, ap=got)
        else:
            g.quiet("gain_ap")
    else:
        g.log("rest", f"{g.char_says(cid, 'rest')}.", char=cid)
        g.push({"op": "heal", "char": cid, "n": g.rules.chars[cid].rest})


def _extract(g: G, cid: str) -> None:
    s = g.s
    c = s["chars"][cid]
    f = s["figs"][cid]
    for tid in list(f["carry"]):
        s["tokens"][tid]["extracted"] = True
        objectives.deliver(g, cid, tid)
    g.log("extract", f"{g.cname(cid)} is extracted from {g.sq(f['pos'])} and leaves the mission.", char=cid)
    f["pos"] = None
    f["status"] = {}
    c["state"] = "extracted"
    g.moved()


def _act(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    cid = t["char"]
    c = s["chars"][cid]
    turn = s["turn"]
    fid = cid
    if picks is not None:
        _answer(g, t, fid, picks[0])
        return
    if turn["over"] or s["figs"][fid]["pos"] is None:
        t["step"] = "end"
        g.push(t)
        return
    if turn.get("bonus"):
        _ask_bonus(g, t, fid)
        return
    if turn.get("march") and _ask_march(g, t, cid):
        return
    going_on = movement.must_go_on(g, fid)
    opts = figure_options(g, fid, going_on)
    bare = g.bare
    if not going_on:
        opts += die_options(g, cid)
        opts.append(dc.option("end", "" if bare else f"End {g.poss(cid)} turn", ["end"]))
    g.ask_one(t, c["side"], "act", "" if bare else f"{g.cname(cid)}: {c['ap']} AP, {s['cp'][c['side']]} CP. What now?",
              opts, char=cid, figure=fid)


def _answer(g: G, t: dict, fid: str, p: dict) -> None:
    """Carry out an answer to an ``act`` (or bonus, march) decision; the activation goes on."""
    s = g.s
    cid = t["char"]
    oid = p["id"]
    g.push(t)
    g.push({"op": "scenario_check"})
    turn = s["turn"]
    if oid == "end":
        t["step"] = "end"
        return
    if oid.startswith("die:"):
        roll_die(g, cid, p["data"]["x"])
        return
    if oid.startswith("bonus:"):
        b = turn["bonus"]
        if oid == "bonus:stop":
            turn["bonus"] = None
            return
        cell = p["data"]["cell"]
        f = s["figs"][fid]
        if b["style"] == "line" and b["dir"] is None:
            ax, ay = g.board.xy[f["pos"]]
            bx, by = g.board.xy[cell]
            b["dir"] = [bx - ax, by - ay]
        movement.free_step(g, fid, cell, g.rules.cards[b["card"]].name)
        b["left"] -= 1
        if b["left"] <= 0 and movement.may_stop(g, fid, cell):
            turn["bonus"] = None
        return
    if oid.startswith("exact:"):
        cells = p["data"]["cells"]
        for cell in cells:
            movement.free_step(g, fid, cell, g.rules.cards[turn["bonus"]["card"]].name)
        turn["bonus"] = None
        return
    if oid.startswith("march"):
        _march_answer(g, p)
        return
    figure_answer(g, fid, p)


def _ask_bonus(g: G, t: dict, fid: str) -> None:
    s = g.s
    b = s["turn"]["bonus"]
    c = s["chars"][s["figs"][fid]["char"]]
    if b["style"] == "exact":
        lines = movement.exact_lines(g, fid, b["left"], b.get("through", False))
        if not lines:
            s["turn"]["bonus"] = None
            g.push(t)
            return
        opts = [dc.option(f"exact:{d[0]},{d[1]}", f"Move {len(cells)} squares {movement.DIR_NAMES[d]} to {g.sq(cells[-1])}",
                          [f"cell:{cells[-1]}"], cells=cells) for d, cells in lines]
        g.ask(t, dc.decision(c["side"], "bonus_move", f"{g.rules.cards[b['card']].name}: move exactly {b['left']} "
                             f"squares in a line.", opts, figure=fid))
        return
    opts = movement.bonus_options(g, fid, b)
    if not opts or [o["id"] for o in opts] == ["bonus:stop"]:  # blocked: stopping is all there is
        s["turn"]["bonus"] = None
        g.push(t)
        return
    g.ask(t, dc.decision(c["side"], "bonus_move", f"{g.rules.cards[b['card']].name}: {count(b['left'], 'free square')} left.",
                         opts, figure=fid))


def _march_answer(g: G, p: dict) -> None:
    s = g.s
    turn = s["turn"]
    if p["id"] == "march":
        henchmen.start_march(g, turn["char"])
        return
    if p["id"] == "march:end":
        turn["march"] = None
        return
    d = p["data"]
    turn["march"][d["fig"]] -= d["cost"]
    movement.free_step(g, d["fig"], d["cell"], f"marching, {d['cost']} AP")


def _act_henchmen(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    cid = t["char"]
    c = s["chars"][cid]
    turn = s["turn"]
    if picks is not None:
        p = picks[0]
        oid = p["id"]
        if oid.startswith("mob:"):
            turn["fig"] = p["data"]["fig"]
            g.log("mobilise", f"{g.fname(turn['fig'])} is mobilised.", figure=turn["fig"])
            g.push(t)
            return
        if oid.startswith("respawn:"):
            henchmen.respawn(g, cid, p["data"]["cell"])
            g.push(t)
            return
        if oid == "done":
            s["figs"][turn["fig"]]["done"] = True
            turn["fig"] = None
            g.push(t)
            return
        if turn["fig"] is None and oid.startswith("card:"):
            g.push(t)
            cards.use(g, _any_fig(g, cid), p["data"]["card"])
            return
        _answer(g, t, turn["fig"], p)
        return
    if turn.get("march") and _ask_march(g, t, cid):
        return
    fid = turn["fig"]
    if fid is not None and s["figs"][fid]["pos"] is None:
        turn["fig"] = fid = None
    if fid is not None:
        if turn.get("bonus"):
            _ask_bonus(g, t, fid)
            return
        going_on = movement.must_go_on(g, fid)
        opts = figure_options(g, fid, going_on)
        bare = g.bare
        if not going_on:
            opts += henchmen.march_option(g, cid) + die_options(g, cid)
            opts.append(dc.option("done", "" if bare else f"Finish with {g.fname(fid)}", ["done"]))
        g.ask_one(t, c["side"], "act", "" if bare else f"{g.fname(fid)} ({c['ap']} AP, {s['cp'][c['side']]} CP): "
                  "what now?", opts, char=cid, figure=fid)
        return
    bare = g.bare
    opts = henchmen.group_options(g, cid) + die_options(g, cid)
    opts += [o for o in cards.options(g, _any_fig(g, cid)) if _group_card(g, o["data"]["card"])] if _any_fig(g, cid) else []
    opts.append(dc.option("end", "" if bare else f"End {g.poss(cid)} activation", ["end"]))
    g.ask_one(t, c["side"], "act", "" if bare else f"{g.cname(cid)} ({c['ap']} AP, {s['cp'][c['side']]} CP): "
              "mobilise a soldier, march, bring one back, or end.", opts, char=cid, figure=None)


def _ask_march(g: G, t: dict, cid: str) -> bool:
    """Ask for the next marching step; False when the march is over."""
    turn = g.s["turn"]
    opts = movement.march_options(g, turn["march"])
    if len(opts) == 1 and opts[0]["id"] == "march:end":
        turn["march"] = None
        return False
    g.ask_one(t, g.s["chars"][cid]["side"], "march", "" if g.bare else "The henchmen march: move the soldiers.",
              opts, char=cid)
    return True


def _any_fig(g: G, cid: str) -> str | None:
    for fid in g.s["chars"][cid]["figs"]:
        if g.s["figs"][fid]["pos"] is not None:
            return fid
    return None


def _group_card(g: G, card: str) -> bool:
    """Cards that act for the whole group (marches, Command Points) rather than one soldier."""
    return all(fx.effect in ("march", "gain_cp", "gain_ap") and cards.fx_who(fx) != "adjacent_ally"
               for fx in g.rules.cards[card].effects)

