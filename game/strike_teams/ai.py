"""The normal computer player, for either side: a greedy tactician that reads only its seat's view.

It builds the rules' table over `SeatView.view` (never the hidden state: the hero seat does not
see the face-down Stage 3 card or a secret seeker) and answers each decision kind by a small
judgement:

- set-up: a strong team, the costliest cards the build points allow (attacks and defenses
  first), spawn points toward the middle of the map, objective tokens far from the heroes'
  spawn points (Mastermind) or near them (heroes);
- a turn: gain AP unless badly hurt (then rest); attack when an attack does damage worth its AP
  (a likely defeat counts extra, a target a scenario needs counts as much as a hero); otherwise
  work toward a goal square (the scenario's token or delivery point, the nearest enemy),
  stepping only when a step shortens the way there; open or break a closed door in the way;
  keep a little AP for a reaction; end the turn when nothing helps;
- reactions: defend whenever it saves wounds and AP allow; wounds go first on cards that are
  on cooldown or matter least, never in a box while a card slot is free.

Work per decision is bounded by the options listed (no search); hard play comes from the
platform's search later.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import answer

from . import ai_objectives, attack, costs, movement, objectives, objects, rounds
from .engine import HEROES, MASTERMIND, G

#: What a wound on an enemy is worth, and a defeat on top (its OP and its lost turn).
WOUND = 1.0
KILL = 4.0
#: AP a hero keeps for a reaction when it can.
KEEP = 1
#: Rounds before the end when heroes head for the exits of a base about to blow.
EVACUATE = 4
#: What defeating a figure that counts toward a card judged this stage (on the vault's tile, on a
#: flare, in the Battle Zone for Last Stand) or a hero carrying a scenario's token adds: it comes
#: off the count or drops what it carries.
OBJECTIVE_KILL = 2.0


class NormalPlayer:
    """Chooses by a greedy judgement of each option."""

    name = "computer"

    def choose(self, seen: Any, rng: Any) -> dict:
        d = seen.decision
        opts = d["options"]
        if len(opts) == 1 and d["min"] <= 1:
            return answer(d["seat"], [opts[0]["id"]])
        handler = getattr(self, f"_{d['kind']}", None)
        picks = handler(seen, d, rng) if handler else None
        if picks is None:
            picks = [opts[0]["id"]] if d["min"] >= 1 or d["max"] >= 1 else []
            if d["min"] > 1:
                picks = [o["id"] for o in opts[:d["min"]]]
        if isinstance(picks, str):
            picks = [picks]
        return answer(d["seat"], picks)

    # -- helpers ------------------------------------------------------------------------------------
    @staticmethod
    def _g(seen: Any) -> G:
        return G(seen.view, [], seen.rules)

    @staticmethod
    def _first(d: dict, prefix: str) -> list[dict]:
        return [o for o in d["options"] if o["id"].startswith(prefix)]

    # -- set-up --------------------------------------------------------------------------------------
    def _team(self, seen, d, rng):
        order = {"baron_strucker": 0, "winter_soldier": 1, "radioactive_man": 2, "hydra_soldiers": 3,
                 "captain_america": 0, "iron_man": 1, "quake": 2, "agent_may": 3}
        best = min(d["options"], key=lambda o: (order.get(o["data"]["char"], 9), -o["data"]["face"]))
        return best["id"]

    def _choose_cards(self, seen, d, rng):
        rules = seen.rules
        cards = [o for o in d["options"] if o["data"]["card"]]
        if not cards:
            return d["options"][-1]["id"]

        def worth(o):
            c = rules.cards[o["data"]["card"]]
            kind = rules.card_kinds[c.id]
            return ({"attack": 3, "reaction": 2, "passive": 2, "active": 1}[kind], c.build_cost, c.slots)
        return max(cards, key=worth)["id"]

    def _place_spawn(self, seen, d, rng):
        g = self._g(seen)
        xs = [g.board.xy[c] for c in g.board.floor]
        mid = (sum(x for x, _ in xs) / len(xs), sum(y for _, y in xs) / len(xs))
        return min(d["options"], key=lambda o: _dist2(g.board.xy[o["data"]["cell"]], mid))["id"]

    def _place_figure(self, seen, d, rng):
        return d["options"][0]["id"]

    def _place_token(self, seen, d, rng):
        g = self._g(seen)
        heroes = [c for c, k in g.s["spawns"].items() if k == "hero"] or g.board.spawns.get("hero", [])
        near = d["seat"] == HEROES

        def far(o):
            p = g.board.xy[o["data"]["cell"]]
            return min(_dist2(p, g.board.xy[h]) for h in heroes) if heroes else 0
        pick = min(d["options"], key=far) if near else max(d["options"], key=far)
        return pick["id"]

    def _pick_role(self, seen, d, rng):
        return d["options"][0]["id"]

    def _victory_side(self, seen, d, rng):
        return next((o["id"] for o in d["options"] if "guardians" in o["id"]), d["options"][0]["id"])

    def _level_up(self, seen, d, rng):
        levels = seen.view["campaign"]["levels"]
        return min(d["options"], key=lambda o: levels.get(o["data"]["char"], 1))["id"]

    # -- turns ----------------------------------------------------------------------------------------
    def _activate(self, seen, d, rng):
        g = self._g(seen)

        def urgency(o):
            cid = o["data"]["char"]
            c = g.s["chars"][cid]
            fids = [f for f in c["figs"] if g.s["figs"][f]["pos"] is not None]
            if not fids:
                return 99
            return min(_enemy_distance(g, f) for f in fids)
        return min(d["options"], key=urgency)["id"]

    def _start(self, seen, d, rng):
        g = self._g(seen)
        cid = d["char"]
        c = g.s["chars"][cid]
        ids = {o["id"] for o in d["options"]}
        if "extract" in ids and _wants_out(g, cid):
            return "extract"
        if "karma" in ids:
            return "karma"
        if "rest" in ids and c["role"] != "henchman":
            total = sum(g.rules.slot_table(c).values())
            hurt = sum(c["wounds"].values())
            if hurt * 2 >= total and c["ap"] >= 3:
                return "rest"
        if "rest" in ids and c["role"] == "henchman":
            hurt = sum(g.s["figs"][f]["wounds"] for f in c["figs"] if g.s["figs"][f]["pos"])
            if hurt >= 4 and c["ap"] >= 6:
                return "rest"
        return "gain"

    def _act(self, seen, d, rng):
        g = self._g(seen)
        fid = d.get("figure")
        if fid is None:
            return self._group(g, d)
        return self._figure(g, d, fid)

    def _figure(self, g: G, d: dict, fid: str) -> str:
        opts = {o["id"]: o for o in d["options"]}
        cid = g.s["figs"][fid]["char"]
        side = g.side_of(fid)
        # an attack worth its AP
        best, value = None, 0.0
        for oid, o in opts.items():
            if oid.startswith("use:"):
                v = _attack_value(g, fid, o["data"]["src"])
                if v > value:
                    best, value = oid, v
        if best and value >= 1.0 and not _hurry(g, fid, opts):
            return best
        for oid in opts:
            if oid.startswith("retrieve:"):
                return oid
        for oid, o in opts.items():
            if oid.startswith("tokdmg:") and _wanted_token(g, side, o["data"]["token"]):
                return oid
        for oid, o in opts.items():
            if oid.startswith("status:") and o["data"]["fig"] == fid and o["data"]["status"] == "trapped":
                return oid
        if any(i.startswith("through:") for i in opts) and _blocked(g, fid):
            return next(i for i in opts if i.startswith("through:"))
        goal = _goal(g, fid)
        dist = _distances(g, goal, side, g.s["figs"][fid]["pos"]) if goal else {}
        here = dist.get(g.s["figs"][fid]["pos"], 999)
        keep = KEEP if side == HEROES else 0
        funds = costs.funds(g, cid)
        steps = [(dist.get(o["data"]["cell"], 999), o["data"].get("cost", 0), oid) for oid, o in opts.items()
                 if oid.startswith(("step:", "run:"))]
        hurry = _judged_now(g) and goal in _exact_goals(g, fid)  # no AP kept back: the card is judged
        # Not onto the goal's own square when the figure may not stop there (an ally holds it, as a
        # closed door's square another villain waits on): it must step off again, and paced back and
        # forth until its AP ran out.
        steps = [x for x in steps if x[0] < here and (x[1] == 0 or funds - x[1] >= keep or here > 6 or hurry)
                 and (x[0] > 0 or movement.may_stop(g, fid, opts[x[2]]["data"]["cell"]))]
        paid = [x for x in steps if x[2].startswith("step:")]
        steps = paid or steps  # the free running step comes last: it ends everything but advancing
        if steps and here > (_reach_of(g, fid) if goal not in _exact_goals(g, fid) else 0):
            return min(steps)[2]
        if not steps and here == 0:
            closer = _close_in_holding(g, fid, opts, funds)
            if closer:
                return closer
        for oid, o in opts.items():
            if oid.startswith("door:") and side == MASTERMIND:
                return oid
        for oid, o in opts.items():
            if oid.startswith("card:") and _card_useful(g, fid, o["data"]["card"]):
                return oid
        if steps:
            return min(steps)[2]
        for oid, o in opts.items():
            if oid.startswith("door:"):
                return oid
        if best and value > 0.4:
            return best
        return "end" if "end" in opts else "done" if "done" in opts else d["options"][0]["id"]

    def _group(self, g: G, d: dict) -> str:
        opts = {o["id"]: o for o in d["options"]}
        cid = d["char"]
        c = g.s["chars"][cid]
        resp = [i for i in opts if i.startswith("respawn:")]
        if resp and costs.funds(g, cid) >= 5:
            return resp[0]
        if "march" in opts:
            far = [f for f in c["figs"] if g.s["figs"][f]["pos"] and _enemy_distance(g, f) > 4]
            if len(far) >= 2 and costs.funds(g, cid) >= opts["march"]["data"]["cost"] + 2 * len(c["figs"]) // 2:
                return "march"
        mob = [o for i, o in opts.items() if i.startswith("mob:")]
        if mob and costs.funds(g, cid) > 0:
            return min(mob, key=lambda o: (not _off_square(g, o["data"]["fig"]),
                                           _enemy_distance(g, o["data"]["fig"])))["id"]
        return "end"

    def _march(self, seen, d, rng):
        g = self._g(seen)
        best = None
        for o in d["options"]:
            if o["id"] == "march:end":
                continue
            fid = o["data"]["fig"]
            goal = _goal(g, fid)
            dist = _distances(g, goal, g.side_of(fid), g.s["figs"][fid]["pos"]) if goal else {}
            gain = dist.get(g.s["figs"][fid]["pos"], 999) - dist.get(o["data"]["cell"], 999)
            if gain > 0 and (best is None or gain > best[0]):
                best = (gain, o["id"])
        if best:
            return best[1]
        ids = [o["id"] for o in d["options"]]
        return "march:end" if "march:end" in ids else ids[0]

    def _bonus_move(self, seen, d, rng):
        g = self._g(seen)
        fid = d["figure"]
        goal = _goal(g, fid)
        dist = _distances(g, goal, g.side_of(fid), g.s["figs"][fid]["pos"]) if goal else {}
        here = dist.get(g.s["figs"][fid]["pos"], 999)
        best = None
        for o in d["options"]:
            data = o.get("data", {})
            cell = data.get("cell") or (data.get("cells") or [None])[-1]
            if cell is None:
                continue
            v = dist.get(cell, 999)
            if v < here and (best is None or v < best[0]):
                best = (v, o["id"])
        if best:
            return best[1]
        return "bonus:stop" if any(o["id"] == "bonus:stop" for o in d["options"]) else d["options"][0]["id"]

    def _target(self, seen, d, rng):
        g = self._g(seen)
        fid = d["figure"]
        return max(d["options"], key=lambda o: _target_value(g, fid, o["data"]))["id"]

    def _volley(self, seen, d, rng):
        g = self._g(seen)
        fid = d["figure"]
        best = max((o for o in d["options"] if o["id"] != "stop"), key=lambda o: _target_value(g, fid, o["data"]))
        return best["id"] if _target_value(g, fid, best["data"]) > 0.3 else "stop"

    _extra_target = _volley

    def _hurl_object(self, seen, d, rng):
        g = self._g(seen)
        return max(d["options"], key=lambda o: g.s["objects"][o["data"]["cell"]]["ms"])["id"]

    def _react(self, seen, d, rng):
        uses = [o for o in d["options"] if o["id"] != "react:done"]
        if not uses:
            return "react:done"
        return max(uses, key=lambda o: -o["data"]["cost"])["id"]

    def _wounds(self, seen, d, rng):
        g = self._g(seen)
        cid = d["char"]
        c = g.s["chars"][cid]

        def harm(o):
            k = o["data"]["box"]
            if k in ("attack", "defend", "move"):
                return 10 + {"attack": 2, "move": 1, "defend": 0}[k]
            return (0 if c["dt"].get(k) else 3) + (2 if g.rules.card_kinds[k] == "attack" else 1)
        ranked = sorted(d["options"], key=harm)
        return [o["id"] for o in ranked[:d["min"]]]

    def _heal(self, seen, d, rng):
        return [o["id"] for o in d["options"][:d["max"]]]

    def _slam(self, seen, d, rng):
        return max(d["options"], key=lambda o: o["data"]["n"])["id"]

    def _respawn(self, seen, d, rng):
        g = self._g(seen)
        return min(d["options"], key=lambda o: _nearest_enemy_cells(g, o["data"]["cell"], 1 - d["seat"]))["id"]

    def _card_target(self, seen, d, rng):
        return d["options"][0]["id"]


# -- judgements --------------------------------------------------------------------------------------
def _dist2(a: tuple, b: tuple) -> float:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def _cheb(g: G, a: str, b: str) -> int:
    ax, ay = g.board.xy[a]
    bx, by = g.board.xy[b]
    return max(abs(ax - bx), abs(ay - by))


def _enemy_distance(g: G, fid: str) -> int:
    p = g.s["figs"][fid]["pos"]
    if p is None:
        return 99
    return _nearest_enemy_cells(g, p, 1 - g.side_of(fid))


def _nearest_enemy_cells(g: G, cell: str, enemy_side: int) -> int:
    best = 99
    for f2, f in g.s["figs"].items():
        if f["pos"] is not None and g.side_of(f2) == enemy_side:
            best = min(best, _cheb(g, cell, f["pos"]))
    return best


def _figure_value(g: G, tfid: str) -> float:
    c = g.char_of(tfid)
    if c["role"] == "henchman":
        return 1.0
    return 1.5 if c["role"] == "mastermind" else 1.2


def _health_left(g: G, tfid: str) -> int:
    s = g.s
    f = s["figs"][tfid]
    c = s["chars"][f["char"]]
    if c["role"] == "henchman":
        return g.rules.chars[f["char"]].health - f["wounds"]
    return sum(n - c["wounds"].get(k, 0) for k, n in g.rules.slot_table(c).items())


def _target_value(g: G, fid: str, data: dict) -> float:
    """What hitting a target is worth to the attacker's side (per option data)."""
    ref = data["ref"]
    strength = data["strength"]
    kind, _, what = ref.partition(":")
    side = g.side_of(fid)
    if kind == "fig":
        if g.side_of(what) == side:
            return 2.0 if _rival_pending(g, fid, what) and strength > 0 else -5.0
        d = attack.passive_defense(g, what)
        dfn = d["armor"] + d["dodge"] + d["plain"]
        if data.get("dist", 0) >= 2:
            dfn += attack.obstruction(g, g.s["figs"][fid]["pos"], data["cell"])[0]
        tcid = g.s["figs"][what]["char"]
        dbox = g.rules.chars[tcid].defend
        react = dbox.strength if costs.funds(g, tcid) >= dbox.cost else 0
        dmg = max(0, strength - dfn - react)
        left = _health_left(g, what)
        v = min(dmg, left) * WOUND * _figure_value(g, what)
        if dmg >= left:
            v += KILL + (3.0 if side == HEROES and _marked(g, g.s["figs"][what]["char"]) else 0.0)
            if ai_objectives.counted(g, what) or (side == MASTERMIND and what in ai_objectives.quarry(g)):
                v += OBJECTIVE_KILL
        return v - 0.3 * data.get("aim", 0)
    ms = objects.thing_ms(g, ref)
    if ms is None or strength < ms:
        return -1.0
    if kind == "token":
        return 3.0 if _wanted_token(g, side, what) else -2.0
    if kind == "door" and side == HEROES:
        return 0.5
    if kind == "obj" and g.s["objects"].get(what, {}).get("kind") == "ammo_crate":
        near = [f for f, x in g.s["figs"].items() if x["pos"] and _cheb(g, x["pos"], what) <= 1]
        return sum(1.5 if g.side_of(f) != side else -2.0 for f in near)
    return 0.0


def _attack_value(g: G, fid: str, src: str) -> float:
    """The best value an attack source offers now, less what its AP are worth."""
    prof = attack.profile(g, fid, src)
    pos = g.s["figs"][fid]["pos"]
    cost = attack.use_cost(g, fid, src)
    if prof["hurl"]:
        objs = attack.hurlable(g, fid, prof)
        if not objs:
            return 0.0
        prof = dict(prof, strength=max(g.s["objects"][o]["ms"] for o in objs))
    if prof["area"] == "adjacent_enemies":
        victims = attack.area_targets(g, fid, prof)
        total = sum(_target_value(g, fid, {"ref": f"fig:{v}", "strength": attack.base_strength(g, fid, prof),
                                          "cell": g.s["figs"][v]["pos"], "dist": 1}) for v in victims)
        return total - 0.25 * cost
    best = 0.0
    base = attack.base_strength(g, fid, prof) if not prof["hurl"] else prof["strength"]
    for ref, cell, dist in attack.targets(g, fid, prof, pos):
        pen = 0 if prof["type"] == "melee" else max(0, dist - attack.DIST_FREE)
        v = _target_value(g, fid, {"ref": ref, "strength": base - pen, "cell": cell, "dist": dist})
        v *= prof["volley"] if ref.startswith("fig:") else 1
        best = max(best, v)
    return best - 0.25 * cost


def _wanted_token(g: G, side: int, tid: str) -> bool:
    """A token the side's scenarios want damaged: the heroes' targets; the Mastermind's the
    heroes' uplinks."""
    t = g.s["tokens"].get(tid)
    if t is None:
        return False
    sc = g.s["sc"][t["sc"]] if t["sc"] < len(g.s["sc"]) else None
    if sc is None or sc.get("id") is None or sc["status"] != "open":
        return False
    kind = g.rules.scenarios[sc["id"]].kind
    if side == HEROES:
        return kind in ("damage_tokens", "escort_prisoner")
    return kind == "protect_tokens"


def _open_cards(g: G) -> list[tuple[int, Any]]:
    """(index, card) of the scenario cards in force and still undecided (as this seat sees them)."""
    out = []
    for i, st in enumerate(g.s["sc"]):
        if st.get("id") and st["status"] == "open" and st.get("active"):
            out.append((i, g.rules.scenarios[st["id"]]))
    return out


def _deadline(g: G, sc: Any) -> int:
    return min(g.s["stages"], sc.deadline or max(sc.stage, 1))


def _token_deadline(g: G, tid: str) -> int:
    """The stage by which the token's scenario card must be done."""
    i = g.s["tokens"][tid]["sc"]
    sid = g.s["sc"][i].get("id") if i < len(g.s["sc"]) else None
    return _deadline(g, g.rules.scenarios[sid]) if sid else 9


def _rival_pending(g: G, fid: str, target: str) -> bool:
    """The two rivals of "Frenemies" still owe each other a hit."""
    a, b = g.s["figs"][fid]["char"], g.s["figs"][target]["char"]
    for i, sc in _open_cards(g):
        if sc.kind == "rivals" and {a, b} == set(g.s["sc"][i].get("rivals", [])):
            return f"{a}>{b}" not in g.s["hits"]
    return False


def _marked(g: G, cid: str) -> bool:
    """A character a scenario wants defeated now."""
    for i, sc in _open_cards(g):
        if sc.kind in ("defeat_marked", "defeat_mastermind") and g.s["sc"][i].get("target") == cid \
                and g.s["stage"] >= max(sc.stage, 1):
            return True
    return False


def _wants_out(g: G, cid: str) -> bool:
    f = g.s["figs"][cid]
    for tid in f["carry"]:
        sc = g.s["sc"][g.s["tokens"][tid]["sc"]]
        if sc.get("id") and g.rules.scenarios[sc["id"]].kind == "extract_carrier":
            return True
    last = g.s["stages"] * 4
    return any(sc.kind == "evacuate" for _, sc in _open_cards(g)) and g.s["round"] >= last - EVACUATE + 1


def _scenario_squares(g: G, fid: str) -> list[str]:
    """Squares a figure's scenarios want it on now: a hero on flares at their deadline and on hero
    spawn points when the base is about to blow; either side on the vault's tile and in the Battle
    Zone when those cards are judged (ai_objectives.py), the Mastermind on a flare."""
    s = g.s
    out = ai_objectives.stand_squares(g, fid)
    if g.side_of(fid) != HEROES:
        return out
    held = bool(out)
    for i, sc in _open_cards(g):
        due = _deadline(g, sc) == s["stage"]
        if sc.kind == "stand_on_tokens" and due:
            occ = g.occ()
            for tid, t in s["tokens"].items():
                if t["sc"] == i and t["pos"] and (occ.get(t["pos"]) in (None, fid)):
                    out.append(t["pos"])
        elif sc.kind == "evacuate" and s["round"] >= s["stages"] * 4 - EVACUATE and (due or not held):
            # a stage early, unless a card judged at this stage's end holds the hero (the vault)
            out += [c for c, k in s["spawns"].items() if k == "hero" and g.occ().get(c) in (None, fid)]
    return out


def _hurry(g: G, fid: str, opts: dict) -> bool:
    """A figure far from a square its scenario needs it on now: the way there before any fight."""
    if not any(o.startswith(("step:", "run:")) for o in opts):
        return False
    pos = g.s["figs"][fid]["pos"]
    squares = _scenario_squares(g, fid)
    if not squares or pos in squares:
        return False
    return _judged_now(g) or min(_cheb(g, pos, c) for c in squares) > 2


def _judged_now(g: G) -> bool:
    """The stage's last round: cards judged on positions are judged at its end."""
    return g.s["round"] % rounds.ROUNDS_PER_STAGE == 0


def _exact_goals(g: G, fid: str) -> set[str]:
    """Goal squares the figure must stand on (not merely reach with an attack)."""
    s = g.s
    out = set(_scenario_squares(g, fid))
    out |= {c for c, k in s["spawns"].items() if k == "hero"} if s["figs"][fid]["carry"] else set()
    out |= {t["pos"] for tid, t in s["tokens"].items() if t["pos"] and objectives.can_retrieve(g, fid, tid)}
    return out


def _goal(g: G, fid: str) -> str | None:
    """Where the figure wants to be: a scenario square, or the nearest enemy."""
    s = g.s
    side = g.side_of(fid)
    f = s["figs"][fid]
    pos = f["pos"]
    if side == HEROES and "#" not in fid:
        squares = _scenario_squares(g, fid)
        if squares:
            return ai_objectives.nearest(g, fid, squares)
        if f["carry"]:
            spawns = [c for c, k in s["spawns"].items() if k == "hero"]
            if spawns:
                return min(spawns, key=lambda c: _cheb(g, pos, c))
        wanted = []
        for tid, t in s["tokens"].items():
            if t["pos"] is None or t.get("gone"):
                continue
            if objectives.can_retrieve(g, fid, tid) or _wanted_token(g, side, tid):
                wanted.append((_token_deadline(g, tid), t["pos"]))
        if wanted:
            soonest = min(d for d, _ in wanted)  # the card due first gets the team first
            return _share(g, fid, [c for d, c in wanted if d == soonest])
        marked = [x["pos"] for f2, x in s["figs"].items() if x["pos"] is not None and g.side_of(f2) != side
                  and _marked(g, x["char"]) and not g.char_of(f2).get("protected")]
        if marked:
            return min(marked, key=lambda c: _cheb(g, pos, c))
    if side == MASTERMIND:
        squares = _scenario_squares(g, fid)
        if squares:
            return ai_objectives.nearest(g, fid, squares)
    if side == MASTERMIND and f["char"] in s["roles"].get("retrievers", []):
        relics = [x["pos"] for t, x in s["tokens"].items() if x["pos"] and objectives.can_retrieve(g, fid, t)]
        if relics:
            return min(relics, key=lambda c: _cheb(g, pos, c))
    if side == MASTERMIND:
        # a hero carrying a scenario's token, or an uplink still standing, before the nearest hero
        wanted = [s["figs"][h]["pos"] for h in ai_objectives.quarry(g)] + ai_objectives.uplinks(g)
        if wanted:
            return min(wanted, key=lambda c: (_cheb(g, pos, c), c))
    best = None
    for f2, x in s["figs"].items():
        if x["pos"] is not None and g.side_of(f2) != side and not g.char_of(f2).get("protected"):
            d = _cheb(g, pos, x["pos"])
            if best is None or d < best[0]:
                best = (d, x["pos"])
    return best[1] if best else None


def _share(g: G, fid: str, cells: list[str]) -> str:
    """The square of several the hero should see to: squares and heroes paired greedily, nearest
    pair first (in steps), so the team spreads over the tokens; a hero left over takes its nearest."""
    s = g.s
    heroes = sorted(f2 for f2, x in s["figs"].items() if x["pos"] is not None and "#" not in f2
                    and g.side_of(f2) == HEROES and (f2 == fid or not x["carry"]))
    nb = g.board.open_nbrs(g.sig())
    ways = {c: _bfs(nb, c) for c in set(cells)}  # steps around the walls, not as the crow flies
    pairs = sorted((ways[c].get(s["figs"][h]["pos"], 99), h, c) for h in heroes for c in ways)
    taken: dict[str, str] = {}
    used: set[str] = set()
    for _, h, c in pairs:
        if h not in taken and c not in used:
            taken[h] = c
            used.add(c)
    pos = s["figs"][fid]["pos"]
    return taken.get(fid) or min(cells, key=lambda c: (_cheb(g, pos, c), c))


def _bfs(nb: dict[str, tuple[str, ...]], start: str) -> dict[str, int]:
    return objectives.steps_from(nb, [start])


def _distances(g: G, goal: str, side: int, start: str | None = None) -> dict[str, int]:
    """Steps from every square to `goal`. When closed doors cut the figure at `start` off from it,
    the way leads to the door square whose far side is nearest the goal (opened on arrival)."""
    real = _bfs(g.board.open_nbrs(g.sig()), goal)
    if start is None or start in real:
        return real
    opened = _bfs(g.board.open_nbrs((frozenset(g.s["breaches"]), frozenset(g.s["doors"]))), goal)
    mine = _bfs(g.board.open_nbrs(g.sig()), start)
    best = None
    for did, door in g.s["doors"].items():
        if door["open"]:
            continue
        for cell in g.board.door_cells[did]:
            if cell in mine and (best is None or opened.get(cell, 999) < best[0]):
                best = (opened.get(cell, 999), cell)
    return _bfs(g.board.open_nbrs(g.sig()), best[1]) if best else real


def _reach_of(g: G, fid: str) -> int:
    """How close the figure wants to be to its goal: its attack's reach."""
    d = g.rules.chars[g.s["figs"][fid]["char"]]
    return 0 if d.attack.type == "melee" or g.s["figs"][fid]["carry"] else 3


def _close_in_holding(g: G, fid: str, opts: dict, funds: int) -> str | None:
    """A figure on the squares its scenario holds (the vault's tile, the Battle Zone) steps toward
    the nearest enemy without leaving them, while AP for an attack remain: a defeat there takes a
    figure off the count."""
    squares = set(_scenario_squares(g, fid))
    pos = g.s["figs"][fid]["pos"]
    if pos not in squares:
        return None
    side = g.side_of(fid)
    enemies = [x["pos"] for f2, x in g.s["figs"].items() if x["pos"] is not None and g.side_of(f2) != side
               and not g.char_of(f2).get("protected")]
    if not enemies:
        return None

    def near(c: str) -> int:
        return min(_cheb(g, c, e) for e in enemies)
    here = near(pos)
    if here <= max(1, _reach_of(g, fid)):
        return None
    need = attack.use_cost(g, fid, "primary")
    best = None
    for oid, o in opts.items():
        if oid.startswith("step:") and o["data"]["cell"] in squares and funds - o["data"].get("cost", 0) >= need:
            v = near(o["data"]["cell"])
            if v < here and (best is None or (v, oid) < best):
                best = (v, oid)
    return best[1] if best else None


def _off_square(g: G, fid: str) -> bool:
    """A soldier a scenario wants on a square it is not on yet (it moves before the others)."""
    squares = _scenario_squares(g, fid)
    return bool(squares) and g.s["figs"][fid]["pos"] not in squares


def _blocked(g: G, fid: str) -> bool:
    return not movement.step_options(g, fid)


def _card_useful(g: G, fid: str, card: str) -> bool:
    c = g.rules.cards[card]
    kinds = {fx.effect for fx in c.effects}
    cid = g.s["figs"][fid]["char"]
    if "heal" in kinds:
        return sum(g.s["chars"][cid]["wounds"].values()) >= 3
    if "buff" in kinds:
        return _enemy_distance(g, fid) <= 3
    if "march" in kinds or any(fx.effect == "gain_ap" and fx.who == "henchmen" for fx in c.effects):
        return any(x["role"] == "henchman" and any(g.s["figs"][f]["pos"] for f in x["figs"])
                   for x in g.s["chars"].values() if x["side"] == g.side_of(fid))
    if "gain_cp" in kinds or "gain_ap" in kinds:
        return True
    if "move" in kinds:
        return _enemy_distance(g, fid) > 3
    if "shockwave" in kinds:
        return _enemy_distance(g, fid) <= 1
    return False
