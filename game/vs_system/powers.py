"""Super powers, plot twists and power-ups: which may be used now, and using them.

Timing (rulebook: Character Powers, Playing Plot Twists): Build = your Build Phase; Main = your
Main Phase outside a combat; Combat = a combat on your turn, the character in it (unless its power
works in any combat); Any Turn also on other players' turns. Each super power of a character once a
turn. A plot twist needs as many face-up characters of its team on your side as it shows icons (a
MARVEL one, a MARVEL character). Red Skull bars enemies' team plot twists, Winter Soldier enemies'
plot twists in his combats ("can't" beats "can"). A power-up discards a card of a character's name
for a +1/+1 counter on it (Main, or in a combat it is in).
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from . import counters as ctr
from .effects import IDLE, condition, has_target, idle_words
from .engine import G, ctx, push_fx, task
from .hand import played
from .payment import can_pay_from, choices, location_pool
from .stats import active, working
from .triggers import emit
from .wording import sentence


def my_turn(s: dict[str, Any], seat: int) -> bool:
    """Whether it is `seat`'s turn (2-Headed Teammates: its team's)."""
    return seat in s["turn"]["seats"]


def in_combat(s: dict[str, Any], uid: str) -> bool:
    """Whether a character takes part in the current combat."""
    cb = s["combat"]
    return cb is not None and not cb["over"] and (uid in cb["att"] or uid == cb["def"])


def team_cards_blocked(g: G, seat: int) -> bool:
    """Red Skull: an enemy's working power bars `seat` from team plot twists, equipment and locations."""
    s = g.s
    team = s["team"]
    chars = s["ch"]
    return any(chars[u]["face"] == "up" and team[chars[u]["ctrl"]] != team[seat]
               for u in working(g.book, s, "enemies_no_team_cards"))


def twists_blocked(g: G, seat: int) -> bool:
    """Winter Soldier: an enemy's Combat Master in this combat bars `seat` from plot twists."""
    s = g.s
    cb = s["combat"]
    if cb is None or not g.book.holders.get("enemies_no_plot_twists_in_combat"):
        return False
    for uid in cb["att"] + ([cb["def"]] if cb["def"] else []):
        c = s["ch"].get(uid)
        if c and s["team"][c["ctrl"]] != s["team"][seat] and active(g.book, s, uid,
                                                                    "enemies_no_plot_twists_in_combat"):
            return True
    return False


def team_requirement(g: G, seat: int, d: Any) -> bool:
    """Whether `seat` has the face-up team members (or MARVEL character) a card needs."""
    s = g.s
    side = s["side"][seat]
    if not d.teams:
        if not d.marvel:
            return True
        return any(s["side"][c["ctrl"]] == side and c["face"] == "up" and g.d(u).marvel for u, c in s["ch"].items())
    sides = s["side"]
    defs = g.book.defs
    cards = s["cards"]
    need = d.team_icons
    for team in d.teams:
        if need <= 0:
            return True
        n = 0
        for u, c in s["ch"].items():
            if sides[c["ctrl"]] == side and c["face"] == "up" and team in defs[cards[u][0]].teams:
                n += 1
                if n >= need:  # enough: the rest need not be counted
                    return True
    return False


def actions(g: G, seat: int, timing: str, up: Any = None) -> list[dict[str, Any]]:
    """Options for the super powers, plot twists and power-ups `seat` may use now (`up`, in the Main
    Phase: (uid, card) of the face-up characters `seat` controls in the order they came into
    play, when the attack options' pass has gathered them)."""
    s = g.s
    turn = s["turn"]
    mine = seat in turn["seats"]  # my_turn
    if timing != "combat" and not mine:
        return []
    out: list[dict[str, Any]] = []
    book = g.book
    defs = book.defs
    cards = s["cards"]
    hand = s["players"][seat]["hand"]
    pool = None
    chars = s["ch"]
    with_supers = (book.supers_at if mine else book.supers_any_turn).get(timing)
    # (uid, card) of the characters `seat` controls face up, in the order they came into play: in
    # the Main Phase one pass serves the super powers and the power-ups; in a combat only the
    # characters in it may be powered up, and the pass looks only for cards with a Combat power
    if timing == "main":
        if up is None:
            up = [(uid, defs[cards[uid][0]]) for uid, c in chars.items() if c["ctrl"] == seat and c["face"] == "up"] \
                if hand or with_supers else ()
        sup = up
    elif with_supers:
        sup = [(uid, defs[cards[uid][0]]) for uid, c in chars.items()
               if cards[uid][0] in with_supers and c["ctrl"] == seat and c["face"] == "up"]
    else:
        sup = ()
    if timing != "main":
        up = ()
    if hand and timing == "combat":
        cb = s["combat"]
        if cb is not None and not cb["over"]:
            here = [u for u in cb["att"] if u in chars and chars[u]["ctrl"] == seat and chars[u]["face"] == "up"]
            dfd = cb["def"]
            if dfd is not None and dfd in chars and chars[dfd]["ctrl"] == seat and chars[dfd]["face"] == "up":
                here.append(dfd)
            if len(here) > 1:  # in the order they came into play
                order = list(chars)
                here.sort(key=order.index)
            up = [(u, defs[cards[u][0]]) for u in here]
    if with_supers:
        used = turn["used"]
        for uid, d in sup:
            if d.id not in with_supers:
                continue
            for p in d.supers_at[timing]:
                if not mine and not p["any_turn"]:
                    continue
                if timing == "combat" and not p["any_combat"]:  # in_combat
                    cb = s["combat"]
                    if cb is None or cb["over"] or not (uid in cb["att"] or uid == cb["def"]):
                        continue
                if used and f"{uid}:{p['idx']}" in used:  # most often nothing is used yet
                    continue
                if p["discard"] and not any(defs[cards[h][0]].is_char for h in hand):
                    continue
                if p["cost"]:  # most powers cost nothing: no locations to look at
                    if pool is None:
                        pool = location_pool(book, s, seat)
                    if not can_pay_from(p["cost"], pool, d):
                        continue
                c0 = {"you": seat, "src": uid, "vars": {}, "ok": True, "power": p["idx"]}  # engine.ctx
                if p["usable_if"] is not None and not condition(g, p["usable_if"], c0):
                    continue
                if not has_target(g, c0, p["effects"]):
                    continue
                label = p["label"]
                fx = p["effects"]
                # why it would do nothing now (Heimdall's look through the deck, Rocket's KO pile) is
                # words: left out where nobody sees the decision (G.taken)
                if g.taken is None and len(fx) == 1 and fx[0]["op"] == "custom" and fx[0]["fn"] in IDLE:
                    why = IDLE[fx[0]["fn"]](g, c0)
                    if why:
                        label = f"{label} ({why})"
                out.append({"id": f"p:{uid}:{p['idx']}", "label": label, "path": [f"power:{uid}:{p['idx']}"],
                            "data": {"src": uid, "power": p["idx"]}})
    twists = (book.twists_at if mine else book.twists_any_turn).get(timing)
    if twists and hand:
        blocked_team = None
        no_twists = None
        for uid in hand:
            if cards[uid][0] not in twists:
                continue
            d = defs[cards[uid][0]]
            p = d.twist
            if p is None or p["timing"] != timing or (not mine and not p["any_turn"]):
                continue
            if no_twists is None:
                no_twists = timing == "combat" and twists_blocked(g, seat)
            if no_twists:
                continue
            if d.teams:
                if blocked_team is None:
                    blocked_team = team_cards_blocked(g, seat)
                if blocked_team:
                    continue
            if not team_requirement(g, seat, d) or not has_target(g, ctx(seat, None), p["effects"]):
                continue
            if p["usable_if"] is not None and not condition(g, p["usable_if"], ctx(seat, None)):
                continue
            label = p["label"]
            if g.taken is None:  # words only where somebody sees the decision (G.taken)
                why = idle_words(g, ctx(seat, None), p["effects"])
                if why:
                    label = f"{label} ({why})"
            out.append({"id": f"t:{uid}", "label": label, "path": [f"hand:{uid}"], "data": {"card": uid}})
    if up:
        out += power_ups(g, seat, timing, up)
    return out


def power_ups(g: G, seat: int, timing: str, up: Any = None) -> list[dict[str, Any]]:
    """Power-up options: a card in hand sharing a name with a face-up character `seat` controls
    (`up`: (uid, card) of those characters in the order they came into play, when known)."""
    s = g.s
    out: list[dict[str, Any]] = []
    hand = s["players"][seat]["hand"]
    if not hand:
        return out
    defs = g.book.defs
    cards = s["cards"]
    if timing == "main":
        cb = None
    else:  # only the characters in the combat may be powered up in it
        cb = s["combat"]
        if cb is None or cb["over"]:
            return out
    if up is None:
        up = [(u, defs[cards[u][0]]) for u, c in s["ch"].items() if c["ctrl"] == seat and c["face"] == "up"]
    # the names in hand first: most characters share none with any card in hand, one test for them
    names: set[str] = set()
    for h in hand:
        names |= defs[cards[h][0]].names
    mine = [(u, d) for u, d in up if not names.isdisjoint(d.names) and "no_plus_counters" not in d.statics
            and (cb is None or u in cb["att"] or u == cb["def"])]  # in the order they came into play
    if not mine:
        return out
    for h in hand:
        dh = defs[cards[h][0]]
        for u, d in mine:
            if not d.names.isdisjoint(dh.names):
                out.append({"id": f"u:{h}:{u}", "label": f"Power up {d.name}: discard {dh.name} for a +1/+1 counter"
                                                         f"{_on_power_up(d)}",
                            "path": [f"hand:{h}", f"char:{u}"], "data": {"card": h, "target": u}})
    return out


def _on_power_up(d: Any) -> str:
    """What the character's own powers add when it is powered up, for the option's words: Baby
    Groot's button said "for a +1/+1 counter" while his I. Am. Groot? makes it six."""
    for p in d.powers:
        when = p.get("when")
        if p["kind"] == "trigger" and (when == "powered_up" or isinstance(when, list) and "powered_up" in when):
            fx = p["effects"]
            if len(fx) == 1 and fx[0].get("op") == "counters" and fx[0].get("to") == "self" \
                    and isinstance(fx[0].get("n"), int) and fx[0]["n"] > 0:
                n = fx[0]["n"]
                return f" and {p['name']} adds {n} more ({n + 1} in all)"
            return f"; then {p['name']}: {p['does']}"
    return ""


def start(g: G, seat: int, o: dict[str, Any]) -> None:
    """Begin what an action option chose (a `use` task, or a power-up at once)."""
    oid = o["id"]
    data = o["data"]
    s = g.s
    if oid.startswith("u:"):
        from .hand import discard
        discard(g, data["card"])
        g.log("power_up", f"{g.who(seat)} powers up {g.name(data['target'])}.", card=data["target"])
        _played_in_combat(s, seat, "power_up", data["target"])
        ctr.add(g, data["target"], 1)
        emit(g, "powered_up", uid=data["target"])
        s["turn"]["acted"] = True
        return
    if oid.startswith("t:"):
        p = g.d(data["card"]).twist
        g.push({"op": "use", "seat": seat, "src": data["card"], "i": p["idx"], "tw": True, "cost": [], "paid": []})
        return
    p = g.d(data["src"]).powers[data["power"]]
    g.push({"op": "use", "seat": seat, "src": data["src"], "i": data["power"], "tw": False, "cost": list(p["cost"]),
            "paid": []})


@task("use")
def _use(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    seat = t["seat"]
    d = g.d(t["src"])
    p = d.powers[t["i"]]
    if picks is not None:
        o = picks[0]
        if o["id"] == "cancel":
            s["turn"]["acted"] = False
            g.log("cancel", f"{g.who(seat)} does not use {p['name']} after all.")
            return
        if o["id"].startswith("x:"):
            t["dc"] = o["data"]["uid"]
        else:
            t["paid"].append([o["data"]["zone"], o["data"]["uid"]])
    while len(t["paid"]) < len(t["cost"]):
        opts = choices(g.book, s, seat, t["cost"], t["paid"], d)
        if not opts:
            s["turn"]["acted"] = False
            return
        if len({(z, g.d(u).id) for z, u in opts}) == 1:
            t["paid"].append(opts[0])
            continue
        if g.taken is not None:  # nobody sees the decision (G.taken): decision() without words
            ops = [{"id": f"{z}:{u}", "label": "", "path": [f"{z}:{u}"], "data": {"zone": z, "uid": u}} for z, u in opts]
            ops.append({"id": "cancel", "label": "", "path": []})
            g.ask(t, {"seat": seat, "kind": "pay", "prompt": "", "options": ops, "min": 1, "max": 1,
                      "public_prompt": ""})
            return
        sym = t["cost"][len(t["paid"])].capitalize()
        ops = [option(f"{z}:{u}", (f"Turn {g.name(u)} face down" if z == "res" else f"Discard {g.name(u)} from your hand")
                      + f" (pays {sym})", [f"{z}:{u}"], zone=z, uid=u) for z, u in opts]
        ops.append(option("cancel", f"Don't use {p['name']} (pay nothing)"))
        g.ask(t, decision(seat, "pay", f"Pay {sym} for {p['name']}: choose a location.", ops,
                          public_prompt=f"{g.who(seat)} pays for {p['name']}."))
        return
    if p["discard"] and "dc" not in t:
        pool = [h for h in s["players"][seat]["hand"] if g.d(h).is_char and ["hand", h] not in t["paid"]]
        if not pool:
            s["turn"]["acted"] = False
            return
        ops = [option(f"x:{h}", f"Discard {g.name(h)} (cost {g.d(h).cost}: +{g.d(h).cost}/+{g.d(h).cost})",
                      [f"hand:{h}"], uid=h) for h in pool]
        ops.append(option("cancel", f"Don't use {p['name']} (discard nothing)"))
        g.ask(t, decision(seat, "pay", f"Discard a character card for {p['name']}.", ops,
                          public_prompt=f"{g.who(seat)} pays for {p['name']}."))
        return
    _commit(g, t, d, p)


def _commit(g: G, t: dict[str, Any], d: Any, p: dict[str, Any]) -> None:
    from .hand import discard
    s = g.s
    seat = t["seat"]
    res = s["players"][seat]["res"]
    for z, u in t["paid"]:
        if z == "res":
            for r in res:
                if r[0] == u:
                    r[1] = False
            g.log("pay", f"{g.who(seat)} turns {g.name(u)} face down.", card=u)
        else:
            discard(g, u)
    c = ctx(seat, None if t["tw"] else t["src"], power=t["i"])
    if "dc" in t:
        c["vars"]["discarded_cost"] = g.d(t["dc"]).cost
        discard(g, t["dc"])
    s["turn"]["acted"] = True
    _played_in_combat(s, seat, "plot_twist" if t["tw"] else "power", t["src"], t["i"])
    if t["tw"]:
        s["players"][seat]["hand"].remove(t["src"])
        s["limbo"].append(t["src"])
        c["card"] = t["src"]
        if g.words:
            g.log("plot_twist", sentence(f"{g.who(seat)} plays {d.name}"), card=t["src"], seat=seat)
        else:
            g.quiet("plot_twist")
        g.push({"op": "twist_done", "uid": t["src"]})
        push_fx(g, p["effects"], c)
        played(g, seat)
    else:
        s["turn"]["used"].append(f"{t['src']}:{t['i']}")
        if g.words:
            g.log("power", sentence(f"{g.who(seat)} uses {d.name}'s {p['name']}"), card=t["src"], power=t["i"],
                  seat=seat)
        else:
            g.quiet("power")
        push_fx(g, p["effects"], c)


def _played_in_combat(s: dict[str, Any], seat: int, kind: str, uid: str, power: int | None = None) -> None:
    """Remember a play of the combat's exchange, in order, for the view's combat stack."""
    cb = s["combat"]
    if cb is not None and not cb["over"]:
        cb.setdefault("plays", []).append({"seat": seat, "kind": kind, "uid": uid, "id": s["cards"][uid][0],
                                           "power": power})


@task("twist_done")
def _twist_done(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    uid = t["uid"]
    if uid in s["limbo"]:
        s["limbo"].remove(uid)
        from .table import owner
        s["players"][owner(s, uid)]["ko"].append(uid)
