"""Powers the vocabulary can't say, in Python, registered by name (``{op: custom, fn: name}`` and
``usable_if: {custom: name}`` in the card data).

Each effect function has the op signature ``fn(g, task, effect, picks) -> done``: it may ask a
decision (``g.wait``) and return False, and is called again with the answer. Its own scratch
notes live in ``task["cs"]`` and are removed when it is done.
"""

from __future__ import annotations

from typing import Any, Callable

from game.core import cardzones, rng
from game.core.decisions import decision, option
from game.core.events import secret_event
from game.core.words import count

from . import counters as ctr
from .appear import can_enter, enter_play, main_names
from .effects import CUSTOM_CONDITIONS, IDLE, candidates, describe, op
from .engine import G, task
from .levels import gain_xp, transform
from .stats import stats
from .stun import ko, stun
from .table import enemy_seats

CUSTOM: dict[str, Callable[..., bool]] = {}
CONDITIONS = CUSTOM_CONDITIONS  # effects.condition reads them there


@op("custom")
def _custom(g: G, t, e, picks) -> bool:
    return CUSTOM[e["fn"]](g, t, e, picks)


def custom(name: str) -> Callable:
    """Register an effect function."""
    def deco(fn: Callable) -> Callable:
        CUSTOM[name] = fn
        return fn
    return deco


def cond(name: str) -> Callable:
    """Register a condition."""
    def deco(fn: Callable) -> Callable:
        CONDITIONS[name] = fn
        CUSTOM[name] = fn  # the content check looks names up in one table
        return fn
    return deco


def idle(name: str) -> Callable:
    """Register why the custom effect `name` would do nothing now (effects.IDLE)."""
    def deco(fn: Callable) -> Callable:
        IDLE[name] = fn
        return fn
    return deco


def _done(t: dict[str, Any]) -> bool:
    t.pop("cs", None)
    return True


def _pick_enemy(g: G, t: dict[str, Any], picks, prompt: str) -> int | None | bool:
    """The enemy player an effect is aimed at: asked when there are several. Returns the seat, None
    when there is none, or False while asking."""
    cs = t.setdefault("cs", {})
    if "foe" in cs:
        return cs["foe"]
    you = t["c"]["you"]
    foes = enemy_seats(g.s, you)
    if picks is not None and picks[0]["id"].startswith("s"):
        cs["foe"] = picks[0]["data"]["seat"]
        return cs["foe"]
    if len(foes) > 1:
        opts = [option(f"s{i}", f"{g.who(i)} ({count(len(g.s['players'][i]['hand']), 'card')} in hand)", [f"seat:{i}"], seat=i)
                for i in foes]
        g.wait(decision(you, "player", prompt, opts))
        return False
    cs["foe"] = foes[0] if foes else None
    return cs["foe"]


# -- conditions -----------------------------------------------------------------------------------------

@cond("outlaw_has_target")
def _outlaw_has_target(g: G, c: dict[str, Any]) -> bool:
    return bool(_outlaw_targets(g, c["src"]))


def _outlaw_targets(g: G, src: str) -> list[str]:
    s = g.s
    cb = s["combat"]
    if cb is None or cb["over"] or cb["def"] != src:
        return []
    seen = set(s["hist"]["outlaw"].get(src, []))
    return [u for u in cb["att"] if not (g.d(u).names & seen)]


@cond("enemy_ko_has_character")
def _enemy_ko_has_character(g: G, c: dict[str, Any]) -> bool:
    return bool(_ko_characters(g, c["you"], first=True))


def _ko_characters(g: G, you: int, first: bool = False) -> list[tuple[int, str]]:
    """(seat, uid) of the supporting characters in the other players' KO piles that could come into
    play on `you`'s side (`first`: only the first, when all that matters is whether there is one)."""
    s = g.s
    defs = g.book.defs
    cards = s["cards"]
    mains = None
    out = []
    for i, p in enumerate(s["players"]):
        if i == you:
            continue
        for u in p["ko"]:
            d = defs[cards[u][0]]
            if d.type == "supporting_character":
                if mains is None:
                    mains = main_names(g, you)
                if can_enter(g, you, d.id, mains):
                    out.append((i, u))
                    if first:
                        return out
    return out


@cond("dance_off_has_dancer")
def _dance_off_has_dancer(g: G, c: dict[str, Any]) -> bool:
    """Whether a Dance Off could be won: its caller exhausts first, so with no ready character they
    drop out at once and it is not offered."""
    return any(ch["ctrl"] == c["you"] and ch["ready"] and ch["face"] == "up" for ch in g.s["ch"].values())


@cond("facility_not_empty")
def _facility_not_empty(g: G, c: dict[str, Any]) -> bool:
    return bool(g.s["players"][c["you"]]["facility"])


# -- main characters -----------------------------------------------------------------------------------

@custom("calm_down")
def _calm_down(g: G, t, e, picks) -> bool:
    c = t["c"]
    src = c["src"]
    if src in g.s["ch"] and (c.get("when") == "stunned" or src not in g.s["turn"]["attacked"]):
        transform(g, src)
    return True


@custom("day_11_test_37")
def _day_11(g: G, t, e, picks) -> bool:
    c = t["c"]
    uses = g.s["hist"]["day11"]
    key = str(c["you"])
    uses[key] = uses.get(key, 0) + 1
    ctr.add(g, c["src"], uses[key])
    return True


@custom("legendary_outlaw")
def _legendary_outlaw(g: G, t, e, picks) -> bool:
    c = t["c"]
    if picks is not None:
        stun(g, picks[0]["data"]["uid"])
        return True
    cands = _outlaw_targets(g, c["src"])
    if len(cands) > 1:
        opts = [option(f"t:{u}", f"Stun {describe(g, u)}", [f"char:{u}"], uid=u) for u in cands]
        g.wait(decision(c["you"], "target", "Legendary Outlaw?: choose the attacker to stun.", opts))
        return False
    for u in cands:
        stun(g, u)
    return True


@custom("dance_off")
def _dance_off(g: G, t, e, picks) -> bool:
    from .table import playing
    c = t["c"]
    seats = playing(g.s)
    k = seats.index(c["you"]) if c["you"] in seats else 0
    order = seats[k:] + seats[:k]
    g.log("dance_off", f"{g.who(c['you'])} starts a Dance Off!")
    g.push({"op": "dance_off", "in": order, "i": 0, "you": c["you"], "src": c["src"]})
    return True


@task("dance_off")
def _dance(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    if picks is not None:
        seat = t["in"][t["i"]]
        o = picks[0]
        if o["id"] == "out":
            t["in"].pop(t["i"])
            g.log("dance_off", f"{g.who(seat)} drops out of the Dance Off.")
        else:
            s["ch"][o["data"]["uid"]]["ready"] = False
            g.log("dance_off", f"{g.who(seat)} dances: {g.name(o['data']['uid'])} is exhausted.",
                  card=o["data"]["uid"])
            t["i"] += 1
    while len(t["in"]) > 1:
        t["i"] %= len(t["in"])
        seat = t["in"][t["i"]]
        ready = [u for u, c in s["ch"].items() if c["ctrl"] == seat and c["ready"] and c["face"] == "up"]
        if not ready:
            t["in"].pop(t["i"])
            g.log("dance_off", f"{g.who(seat)} has no ready character and drops out.")
            continue
        if g.taken is not None:  # nobody sees the decision (G.taken): decision() without words
            opts = [{"id": f"x:{u}", "label": "", "path": [f"char:{u}"], "data": {"uid": u}} for u in ready]
            opts.append({"id": "out", "label": "", "path": []})
            g.ask(t, {"seat": seat, "kind": "dance_off", "prompt": "", "options": opts, "min": 1, "max": 1,
                      "public_prompt": ""})
            return
        opts = [option(f"x:{u}", f"Dance: exhaust {g.name(u)}", [f"char:{u}"], uid=u) for u in ready]
        opts.append(option("out", "Drop out of the Dance Off"))
        g.ask(t, decision(seat, "dance_off", "Dance Off: exhaust one of your ready characters to stay in, or drop "
                                             "out.", opts, public_prompt=f"{g.who(seat)} is dancing."))
        return
    winner = t["in"][0] if t["in"] else None
    if winner is None:
        return
    g.log("dance_off", f"{g.who(winner)} wins the Dance Off!", seat=winner)
    if winner == t["you"]:
        gain_xp(g, t["you"], 1, t["src"])


@custom("journey")
def _journey(g: G, t, e, picks) -> bool:
    c = t["c"]
    s = g.s
    others = len((c.get("trig") or {}).get("att", [])) - 1
    key = str(c["you"])
    step = s["hist"]["journey"].get(key, 0)
    if others == step:
        step += 1
        g.log("journey", f"Thor's Journey of Self Discovery: step {step} of 3.", card=c["src"])
        if step == 3:
            step = 0
            gain_xp(g, c["you"], 1, c["src"])
    s["hist"]["journey"][key] = step
    return True


@custom("real_fight")
def _real_fight(g: G, t, e, picks) -> bool:
    foe = _pick_enemy(g, t, picks, "Give Me a Real Fight!: choose the enemy player.")
    if foe is False:
        return False
    if foe is not None:
        c = t["c"]
        g.s["hist"]["fight"].append({"by": c["you"], "on": foe, "src": c["src"], "turn": None, "char": None})
        g.log("demand", f"{g.name(c['src'])} dares {g.who(foe)} to a real fight.", seat=foe)
    return _done(t)


def _recruit_over(g: G, c: dict[str, Any]) -> str | None:
    """Recruiting from a KO pile after the Recruit Step: paid for, and nothing comes of it."""
    turn = g.s["turn"]
    if turn["phase"] == "build" and turn["step"] in ("resource", "recruit"):
        return None
    return "nothing would happen: the Recruit Step is over"


idle("great_idea")(_recruit_over)
idle("golden_goose")(_recruit_over)


@custom("great_idea")
def _great_idea(g: G, t, e, picks) -> bool:
    c = t["c"]
    if picks is not None:
        seat, uid = picks[0]["data"]["seat"], picks[0]["data"]["uid"]
    else:
        cands = _ko_characters(g, c["you"])
        if not cands:
            return True
        if len(cands) > 1:
            opts = [option(f"k:{u}", f"{g.name(u)} from {g.who(i)}'s KO pile (cost {g.d(u).cost})", [f"ko:{u}"],
                           seat=i, uid=u) for i, u in cands]
            g.wait(decision(c["you"], "ko_card", "You Had a Great Idea, Tony: choose a character to be able to recruit "
                                                 "this turn.", opts))
            return False
        seat, uid = cands[0]
    g.s["turn"]["koc"].append([seat, uid, c["you"]])
    g.log("idea", f"{g.who(c['you'])} may recruit {g.name(uid)} from {g.who(seat)}'s KO pile this turn.", card=uid)
    return True


@custom("golden_goose")
def _golden_goose(g: G, t, e, picks) -> bool:
    c = t["c"]
    seats = sorted({i for i, _u in _ko_characters(g, c["you"])})
    if picks is not None:
        seat = picks[0]["data"]["seat"]
    elif len(seats) > 1:
        opts = [option(f"s{i}", f"Recruit from {g.who(i)}'s KO pile", [f"seat:{i}"], seat=i) for i in seats]
        g.wait(decision(c["you"], "player", "The Golden Goose: choose whose KO pile.", opts))
        return False
    elif seats:
        seat = seats[0]
    else:
        return True
    g.s["turn"]["koc"].append([seat, None, c["you"]])
    g.log("idea", f"{g.who(c['you'])} may recruit from {g.who(seat)}'s KO pile this turn.")
    return True


@custom("suit_more_advanced")
def _suit(g: G, t, e, picks) -> bool:
    c = t["c"]
    s = g.s
    src = c["src"]
    if picks is not None:
        target = picks[0]["data"]["uid"]
    else:
        cands = candidates(g, c, {"side": "enemy"})
        if not cands:
            return True
        if len(cands) > 1:
            def need(u: str) -> int:
                return max(0, stats(g.book, s, u)[0] - stats(g.book, s, src)[1] + 1)
            opts = [option(f"t:{u}", f"Beat {describe(g, u)}: {need(u)} +1/+1 counters", [f"char:{u}"], uid=u)
                    for u in cands]
            g.wait(decision(c["you"], "target", "But My Suit is More Advanced: choose an enemy character.", opts))
            return False
        target = cands[0]
    if src in s["ch"] and target in s["ch"]:
        n = max(0, stats(g.book, s, target)[0] - stats(g.book, s, src)[1] + 1)
        ctr.add(g, src, n)
    return True


@custom("made_to_be_ruled")
def _made_to_be_ruled(g: G, t, e, picks) -> bool:
    c = t["c"]
    s = g.s
    uid = (c.get("trig") or {}).get("uid")
    if picks is not None:
        if picks[0]["id"] == "exhaust" and uid in s["ch"]:
            s["ch"][uid]["ready"] = False
            g.log("ruled", f"{g.name(uid)} bows to Loki and is exhausted.", card=uid)
        else:
            gain_xp(g, c["you"], 1, c["src"])
        return True
    if uid not in s["ch"] or not s["ch"][uid]["ready"]:
        gain_xp(g, c["you"], 1, c["src"])
        return True
    seat = s["ch"][uid]["ctrl"]
    g.wait(decision(seat, "ruled", f"You Were Made to Be Ruled: exhaust {g.name(uid)}, or Loki gains 1 XP.",
                    [option("exhaust", f"Exhaust {g.name(uid)}", [f"char:{uid}"]),
                     option("xp", f"Keep {g.name(uid)} ready: Loki gains 1 XP")],
                    public_prompt=f"{g.who(seat)} decides whether {g.name(uid)} bows to Loki."))
    return False


@custom("i_will_cure_it")
def _cure(g: G, t, e, picks) -> bool:
    c = t["c"]
    s = g.s
    cs = t.setdefault("cs", {})
    if "team" not in cs:
        if picks is not None:
            cs["team"] = picks[0]["data"]["team"]
            picks = None
        else:
            opts = [option(f"n:{tid}", f"Name {tm.name}", team=tid) for tid, tm in g.book.teams.items()]
            g.wait(decision(c["you"], "name", "I Will Cure It!: name a team.", opts))
            return False
    foe = _pick_enemy(g, t, picks, "I Will Cure It!: choose the enemy player.")
    if foe is False:
        return False
    if foe is None:
        return _done(t)
    hand = s["players"][foe]["hand"]
    if "seen" not in cs:
        cs["seen"] = True
        g.events.append(cardzones.look_event(c["you"], g.who(c["you"]), f"{g.who(foe)}'s hand", list(hand), g.name))
        picks = None
    if picks is not None and picks and picks[0]["id"].startswith("h:") or picks == []:
        from .hand import discard
        for o in picks:
            discard(g, o["data"]["uid"])
        return _done(t)
    pool = [u for u in hand if cs["team"] in g.d(u).teams]
    if not pool:
        g.log("cure", f"{g.who(foe)} has no {g.book.teams[cs['team']].name} card in hand.")
        return _done(t)
    opts = [option(f"h:{u}", f"Discard {g.name(u)}", [f"card:{u}"], uid=u, card=g.d(u).id) for u in pool]
    g.wait(decision(c["you"], "discard", f"I Will Cure It!: choose up to two {g.book.teams[cs['team']].name} cards "
                                         f"for {g.who(foe)} to discard.", opts, min_picks=0, max_picks=2,
                    none="they discard nothing"))
    return False


@custom("path_to_peace")
def _path_to_peace(g: G, t, e, picks) -> bool:
    c = t["c"]
    s = g.s
    p = s["players"][c["you"]]
    if not p["facility"]:
        return True
    uid = min(p["facility"], key=lambda u: (g.d(u).level or 0, p["facility"].index(u)))
    if picks is None:
        opts = [option(row, f"Put {g.name(uid)} (level {g.d(uid).level}) in your {row} row",
                       [f"row:{s['side'][c['you']]}:{row}"], row=row) for row in ("front", "back")]
        g.wait(decision(c["you"], "row", "There's Only One Path To Peace: choose the row for the new Ultron.", opts))
        return False
    enter_play(g, uid, c["you"], picks[0]["data"]["row"], main=True)
    return True


@custom("your_extinction")
def _extinction(g: G, t, e, picks) -> bool:
    s = g.s
    you = t["c"]["you"]
    g.log("extinction", "Your Extinction: every enemy card in play is KO'd.")
    for foe in enemy_seats(s, you):
        mine = [u for u, c in s["ch"].items() if c["ctrl"] == foe]
        for u in sorted(mine, key=lambda u: not s["ch"][u]["main"]):
            if u in s["ch"]:
                ko(g, u)
        p = s["players"][foe]
        for uid, _up in p["res"]:
            s["players"][s["cards"][uid][1]]["ko"].append(uid)
        p["res"] = []
    return True


# -- supporting characters ---------------------------------------------------------------------------

def _bifrost_points(g: G, you: int) -> int:
    return g.s["turn"]["rp"].get(str(you), 0) if g.s["turn"]["step"] == "recruit" else 0


def _bifrost_finds(g: G, you: int, rp: int, first: bool = False) -> dict[str, str]:
    """One card of each character in the deck that the points would bring in (`first`: only the
    first found, when all that matters is whether there is one: the option's warning, asked each
    time the power is offered)."""
    seen: dict[str, str] = {}
    defs = g.book.defs
    cards = g.s["cards"]
    mains = None  # our main characters' names, for the first character the points could bring in
    for u in g.s["players"][you]["deck"]:
        d = defs[cards[u][0]]
        if d.type == "supporting_character" and d.cost <= rp:
            if mains is None:
                mains = main_names(g, you)
            if can_enter(g, you, d.id, mains):
                seen.setdefault(d.id, u)
                if first:
                    break
    return seen


@idle("keeper_of_the_bifrost")
def _bifrost_idle(g: G, c: dict[str, Any]) -> str | None:
    # The owner knows what the deck holds (not its order), so the warning tells them nothing new;
    # without it a player pays an Energy location for a search that can find nothing.
    rp = _bifrost_points(g, c["you"])
    if _bifrost_finds(g, c["you"], rp, first=True):
        return None
    if rp == 0:
        return "nothing would happen: you have no recruit points to spend"
    return f"nothing would happen: no character in your deck costs {rp} or less"


@custom("keeper_of_the_bifrost")
def _bifrost(g: G, t, e, picks) -> bool:
    c = t["c"]
    s = g.s
    you = c["you"]
    p = s["players"][you]
    rp = _bifrost_points(g, you)
    if picks is None:
        seen = _bifrost_finds(g, you, rp)
        opts = []
        defs = g.book.defs
        ours = [defs[s["cards"][h][0]] for h, ch in s["ch"].items() if ch["ctrl"] == you and not ch["main"]]
        for did, u in sorted(seen.items(), key=lambda kv: -defs[kv[0]].cost):
            d = defs[did]
            # Uniqueness KOs the older copy (Heimdall finding a second Heimdall): the button says so.
            twin = None if d.swarm else next((e.name for e in ours if e.names & d.names), None)
            loses = f"; your {twin} in play is KO'd, one per name" if twin else ""
            for row in ("front", "back"):
                # the card, then the row: clicking the found card and then a row of ours picks this
                opts.append(option(f"{u}:{row}", f"Put {d.name} into your {row} row (spend {d.cost} recruit "
                                                 f"point{'s' if d.cost != 1 else ''}{loses})",
                                   [f"card:{u}", f"row:{s['side'][you]}:{row}"], uid=u, row=row, card=did))
        opts.append(option("none", "Find nothing (spend nothing)"))
        # Only the searcher sees the deck; a "look" event would list nothing and read "You see nothing."
        g.events.append(secret_event("search", [you], f"{g.who(you)} searches their deck.", "You search your deck.",
                                     public={"seat": you}))
        g.wait(decision(you, "search", f"Keeper of the Bifrost: you have {count(rp, 'recruit point')} to spend.", opts))
        return False
    o = picks[0]
    if o["id"] != "none":
        uid = o["data"]["uid"]
        s["turn"]["rp"][str(you)] = rp - g.d(uid).cost
        enter_play(g, uid, you, o["data"]["row"])
    rng.shuffle(s, p["deck"], g.events, f"{g.who(you)}'s deck")
    return True


@custom("infiltrate")
def _infiltrate(g: G, t, e, picks) -> bool:
    c = t["c"]
    s = g.s
    cs = t.setdefault("cs", {})
    if picks is not None and picks[0]["id"].startswith("h:"):
        from .hand import discard
        discard(g, picks[0]["data"]["uid"])
        return _done(t)
    foe = _pick_enemy(g, t, picks, "Infiltrate: choose the enemy player.")
    if foe is False:
        return False
    if foe is None:
        return _done(t)
    hand = s["players"][foe]["hand"]
    if "seen" not in cs:
        cs["seen"] = True
        g.events.append(cardzones.look_event(c["you"], g.who(c["you"]), f"{g.who(foe)}'s hand", list(hand), g.name))
    pool = [u for u in hand if not g.d(u).is_char]
    if not pool:
        g.log("infiltrate", f"{g.who(foe)} holds only characters: nothing to discard.")
        return _done(t)
    opts = [option(f"h:{u}", f"{g.who(foe)} discards {g.name(u)}", [f"card:{u}"], uid=u, card=g.d(u).id)
            for u in pool]
    g.wait(decision(c["you"], "discard", f"Infiltrate: choose the card {g.who(foe)} discards.", opts))
    return False


@idle("need_a_few_things")
def _few_things_idle(g: G, c: dict[str, Any]) -> str | None:
    # The rule case R-ROC-1: the cost may still be paid, but the player is told first.
    if len({g.name(u) for u in g.s["players"][c["you"]]["ko"]}) < 2:
        return "nothing would happen: your KO pile lacks two different names"
    return None


@custom("need_a_few_things")
def _few_things(g: G, t, e, picks) -> bool:
    c = t["c"]
    s = g.s
    you = c["you"]
    cs = t.setdefault("cs", {})
    if picks is not None and picks[0]["id"].startswith("k:"):
        uid = picks[0]["data"]["uid"]
        if "first" not in cs:
            cs["first"] = uid
            picks = None
        elif "second" not in cs:
            cs["second"] = uid
            picks = None
        else:
            s["players"][you]["ko"].remove(uid)
            s["players"][you]["hand"].append(uid)
            g.log("few_things", f"{g.who(cs['foe'])} lets {g.who(you)} take {g.name(uid)} back to hand.", card=uid)
            return _done(t)
    foe = _pick_enemy(g, t, picks, "I'm Gonna Need a Few Things: choose the enemy player.")
    if foe is False:
        return False
    ko_pile = s["players"][you]["ko"]
    if len({g.name(u) for u in ko_pile}) < 2 or foe is None:
        g.log("few_things", "Rocket finds fewer than two different names in the KO pile: nothing happens.")
        return _done(t)
    if "second" not in cs:
        taken = g.name(cs["first"]) if "first" in cs else None
        by_name: dict[str, str] = {}
        for u in ko_pile:
            if g.name(u) != taken:
                by_name.setdefault(g.name(u), u)
        opts = [option(f"k:{u}", f"Offer {nm}", [f"ko:{u}"], uid=u) for nm, u in sorted(by_name.items())]
        which = "first" if "first" not in cs else "second"
        g.wait(decision(you, "ko_card", f"I'm Gonna Need a Few Things: choose the {which} card to offer.", opts))
        return False
    offer = [cs["first"], cs["second"]]
    opts = [option(f"k:{u}", f"{g.who(you)} gets {g.name(u)}", [f"ko:{u}"], uid=u) for u in offer]
    g.wait(decision(foe, "ko_card", f"Rocket needs a few things: choose which card {g.who(you)} takes back.", opts,
                    public_prompt=f"{g.who(foe)} chooses the card Rocket takes."))
    return False


@custom("all_day")
def _all_day(g: G, t, e, picks) -> bool:
    cb = g.s["combat"]
    src = t["c"]["src"]
    if cb is not None and src not in cb["all_day"]:
        cb["all_day"].append(src)
        g.log("all_day", f"{g.name(src)} can do this all day.", card=src)
    return True


RAGE = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 30, 50, 100, 1000)


@custom("raging_fire")
def _raging_fire(g: G, t, e, picks) -> bool:
    c = t["c"]
    src = c["src"]
    if picks is None:
        opts = [option(f"n{n}", f"{g.name(src)} gets +{n}/+{n} until the combat ends", n=n) for n in RAGE]
        g.wait(decision(c["you"], "number", "Hulk Like Raging Fire: choose a number.", opts))
        return False
    n = picks[0]["data"]["n"]
    ctr.boost(g, src, n, n, "combat")
    return True


@custom("rivalry")
def _rivalry(g: G, t, e, picks) -> bool:
    c = t["c"]
    src = c["src"]
    if picks is None:
        # Names of characters on the table come first and answer a click on the character itself.
        seen: dict[str, str] = {}
        for uid, ch in g.s["ch"].items():
            if ch["face"] == "up" and uid != src:
                seen.setdefault(g.name(uid), uid)
        names = sorted(seen) + [nm for nm in g.book.character_names() if nm not in seen]
        opts = [option(f"n:{nm}", f"Name {nm}" + (" (in play)" if nm in seen else ""),
                       [f"char:{seen[nm]}"] if nm in seen else (), name=nm) for nm in names]
        g.wait(decision(c["you"], "name", "Rivalry: name a character (click one in play, or pick any name).", opts))
        return False
    if src in g.s["ch"]:
        g.s["ch"][src]["named"] = picks[0]["data"]["name"]
        g.log("rivalry", f"Nebula names {picks[0]['data']['name']} as her rival.", card=src)
    return True


@custom("eternal_night")
def _eternal_night(g: G, t, e, picks) -> bool:
    foe = _pick_enemy(g, t, picks, "Eternal Night: choose the enemy player.")
    if foe is False:
        return False
    if foe is not None:
        p = g.s["players"][foe]
        p["night"].extend(p["hand"])
        n = len(p["hand"])
        p["hand"] = []
        g.log("night", f"{g.who(foe)}'s hand ({n} card{'s' if n != 1 else ''}) is set aside until the turn ends.",
              seat=foe)
    return _done(t)
