"""Carrying out effect lists: selectors, conditions, amounts and the ops of vocabulary.py.

An effect list runs as one ``fx`` task ``{l: effects, i: next, c: context}``; an op returns True
when it is done, False when it waits for a decision (its task is then on top of the stack and gets
the answer). The context (engine.ctx) says who uses the effect (``you``), whose power it is
(``src``), what triggered it (``trig``), what earlier effects picked (``vars``) and whether the
last effect did anything (``ok``, for ``if_done``).
"""

from __future__ import annotations

from typing import Any, Callable

from game.core.decisions import decision, option

from . import counters as ctr
from .appear import take_control
from .engine import LATE, G, ctx as new_ctx, push_fx, task
from .hand import discard_task, draw
from .levels import gain_xp, transform
from .stats import active, atk, plus_counters, stats
from .stun import hide, ko, recover, stun, wound
from .table import enemies, enemy_seats, row_of
from .wording import counters as counters_words

Op = Callable[[G, dict[str, Any], dict[str, Any], Any], bool]
OPS: dict[str, Op] = {}
#: Conditions the vocabulary cannot say, by name (custom.py's @cond fills it).
CUSTOM_CONDITIONS: dict[str, Callable[[G, dict[str, Any]], bool]] = {}
#: For a custom effect that may be used when it would do nothing (its cost still paid): why it
#: would do nothing now, or None (custom.py's @idle fills it; the power's option says so).
IDLE: dict[str, Callable[[G, dict[str, Any]], str | None]] = {}


def op(name: str) -> Callable[[Op], Op]:
    """Register an op handler."""
    def deco(fn: Op) -> Op:
        OPS[name] = fn
        return fn
    return deco


@task("fx")
def _fx(g: G, t: dict[str, Any], picks) -> None:
    stack = g.s["stack"]
    lst = t["l"]
    c = t["c"]
    while t["i"] < len(lst):
        if g.s["result"] is not None:
            return
        e = lst[t["i"]]
        if picks is None and e.get("if_done") and not c["ok"]:
            t["i"] += 1
            continue
        stack.append(t)
        depth = len(stack)
        done = OPS[e["op"]](g, t, e, picks)
        picks = None
        if not done:
            return  # waiting: t is on top with the question
        t["i"] += 1
        if len(stack) != depth:
            return  # it scheduled nested work: that runs first, then we carry on
        stack.pop()


# -- selectors ---------------------------------------------------------------------------------------

def candidates(g: G, c: dict[str, Any], flt: dict[str, Any], first: bool = False) -> list[str]:
    """Characters in play matching a filter, from the point of view of context `c` (`first`: only the
    first of them, when all that matters is whether there is one)."""
    s = g.s
    you = c["you"]
    src = c.get("src")
    side = flt.get("side", "any")
    kind = flt.get("kind")
    face = flt.get("face", "up")
    cb = s["combat"]
    in_combat = flt.get("in_combat")
    was = flt.get("was_in_combat")
    role = flt.get("role")
    team = flt.get("team")
    row = flt.get("row")
    below = atk(g.book, s, src) if flt.get("atk_below_self") and src in s["ch"] else None
    sides = s["side"]
    teams = s["team"]
    my_side = sides[you]
    my_team = teams[you]
    other = flt.get("other")
    # which tests the filter asks for, worked out once rather than for each character
    up, down = face == "up", face == "down"
    yours, enemy = side == "you", side == "enemy"
    main, supporting = kind == "main", kind == "supporting"
    more = other or in_combat is not None or role is not None or was or team or row or below is not None
    out = []
    for uid, ch in s["ch"].items():
        if up:
            if ch["face"] != "up":
                continue
        elif down and ch["face"] == "up":
            continue
        if yours:
            if sides[ch["ctrl"]] != my_side:
                continue
        elif enemy and teams[ch["ctrl"]] == my_team:
            continue
        if main:
            if not ch["main"]:
                continue
        elif supporting and ch["main"]:
            continue
        if not more:
            out.append(uid)
            if first:
                break
            continue
        if other and uid == src:
            continue
        if in_combat is not None or role is not None:
            here = cb is not None and not cb["over"] and (uid in cb["att"] or uid == cb["def"])
            if in_combat is not None and here != in_combat:
                continue
            if role == "attacker" and not (here and uid in cb["att"]) or role == "defender" and not (
                    here and uid == cb["def"]):
                continue
        if was and (cb is None or uid not in cb["was"]):
            continue
        if team and team not in g.d(uid).teams:
            continue
        if row and ch["row"] != row:
            continue
        if below is not None and not atk(g.book, s, uid) < below:
            continue
        out.append(uid)
        if first:
            break
    return out


def named(g: G, c: dict[str, Any], sel: str) -> list[str]:
    """The characters a selector name stands for."""
    s = g.s
    cb = s["combat"]
    if sel == "self":
        return [c["src"]] if c.get("src") in s["ch"] else []
    if sel == "attackers":
        return list(cb["att"]) if cb is not None else []
    if sel == "defender":
        return [cb["def"]] if cb is not None and cb["def"] is not None else []
    if sel == "combatants":
        return (list(cb["att"]) + ([cb["def"]] if cb["def"] is not None else [])) if cb is not None else []
    if sel == "target":
        return [u for u in c["vars"].get("target", []) if u in s["ch"]]
    if sel == "attacking_main":
        u = (c.get("trig") or {}).get("main")
        return [u] if u in s["ch"] else []
    if sel == "appeared":
        u = (c.get("trig") or {}).get("uid")
        return [u] if u in s["ch"] else []
    raise KeyError(sel)


def has_target(g: G, c: dict[str, Any], effects: list[dict[str, Any]]) -> bool:
    """Whether the first character an effect list must pick exists (a plot twist or power with
    nobody to pick is not offered)."""
    for e in effects:
        sel = e.get("to")
        if isinstance(sel, dict) and "pick" in sel and not e.get("optional"):
            return bool(candidates(g, c, sel["pick"] or {}, first=True))
        if e["op"] == "if":
            return True
    return True


def first_pick(g: G, c: dict[str, Any], effects: list[dict[str, Any]]) -> list[str]:
    """The characters the first pick of an effect list would choose from ([] when it picks nobody
    first)."""
    for e in effects:
        sel = e.get("to")
        if isinstance(sel, dict) and "pick" in sel:
            return candidates(g, c, sel["pick"] or {})
        if e["op"] == "if":
            return []
    return []


def targets(g: G, t: dict[str, Any], e: dict[str, Any], picks, verb: Callable[[str], str]) -> list[str] | None:
    """The characters an effect applies to; None while the power's controller is choosing."""
    c = t["c"]
    sel = e["to"]
    if isinstance(sel, str):
        got = named(g, c, sel)
    elif "all" in sel:
        got = candidates(g, c, sel["all"] or {})
    else:
        if picks is not None:
            got = [p["data"]["uid"] for p in picks]
        else:
            cands = candidates(g, c, sel["pick"] or {})
            if len(cands) > 1 or (cands and e.get("optional")):
                if g.taken is not None:  # nobody sees the decision (G.taken): decision() without words
                    opts = [{"id": f"t:{u}", "label": "", "path": [f"char:{u}"], "data": {"uid": u}} for u in cands]
                    if e.get("optional"):
                        opts.append({"id": "none", "label": "", "path": []})
                    g.wait({"seat": c["you"], "kind": "target", "prompt": "", "options": opts, "min": 1, "max": 1,
                            "public_prompt": ""})
                    return None
                opts = [option(f"t:{u}", verb(u), [f"char:{u}"], uid=u) for u in cands]
                if e.get("optional"):
                    opts.append(option("none", "Choose nobody"))
                src = c.get("src")
                what = g.name(src) if src in g.s["cards"] else "The effect"
                g.wait(decision(c["you"], "target", f"{what}: choose a character.", opts,
                                public_prompt=f"{g.who(c['you'])} chooses a character for {what}."))
                return None
            got = cands
    if e.get("store"):
        c["vars"][e["store"]] = list(got)
    return got


def describe(g: G, uid: str) -> str:
    """A character as an option names it: "Rocket (Player 2, 3/2)"."""
    a, f = stats(g.book, g.s, uid)
    ch = g.s["ch"][uid]
    face = "" if ch["face"] == "up" else ", stunned" if ch["face"] == "stun" else ", hidden"
    return f"{g.name(uid)} ({g.who(ch['ctrl'])}, {a}/{f}{face})"


# -- conditions and amounts -----------------------------------------------------------------------------

def condition(g: G, cond: Any, c: dict[str, Any]) -> bool:
    """Whether a condition (vocabulary.CONDITIONS, PARAM_CONDITIONS, custom, not) holds."""
    s = g.s
    if isinstance(cond, dict):
        (k, v), = cond.items()
        if k == "not":
            return not condition(g, v, c)
        if k == "custom":
            return CUSTOM_CONDITIONS[v](g, c)
        if k == "side_has_names":
            have = set()
            side = s["side"][c["you"]]
            for uid, ch in s["ch"].items():
                if s["side"][ch["ctrl"]] == side:
                    have |= g.d(uid).names
            return all(n.lower() in have for n in v)
        if k == "your_main_named":
            return any(ch["main"] and ch["ctrl"] == c["you"] and v.lower() in g.d(u).names
                       for u, ch in s["ch"].items())
        if k == "attacking_main_named":
            u = (c.get("trig") or {}).get("main")
            return u in s["ch"] and v.lower() in g.d(u).names
        if k == "you_recruited_other_of_team":
            trig = c.get("trig") or {}
            return trig.get("by") == c["you"] and trig.get("uid") != c.get("src") and v in g.d(trig["uid"]).teams
        raise KeyError(k)
    cb = s["combat"]
    src = c.get("src")
    if cond == "first_attack":
        return cb is not None and cb["first"]
    if cond in ("self_defending", "self_attacking", "self_in_combat"):
        if cb is None or cb["over"]:
            return False
        if cond == "self_defending":
            return cb["def"] == src
        if cond == "self_attacking":
            return src in cb["att"]
        return src in cb["att"] or cb["def"] == src
    if cond == "made_no_attack":
        return src not in s["turn"]["attacked"]
    if cond == "combat_one_alignment":
        if cb is None:
            return False
        who = list(cb["att"]) + ([cb["def"]] if cb["def"] is not None else [])
        ds = [g.d(u) for u in who]
        return bool(ds) and (all(d.good for d in ds) or all(d.evil for d in ds))
    if cond == "recruited_not_yours":
        trig = c.get("trig") or {}
        return trig.get("owner") is not None and trig["owner"] != c["you"]
    if cond == "appeared_has_team":
        trig = c.get("trig") or {}
        return trig.get("uid") in s["cards"] and bool(g.d(trig["uid"]).teams)
    raise KeyError(cond)


def amount(g: G, n: Any, c: dict[str, Any]) -> int:
    """An amount: a whole number or a name of vocabulary.EXPRESSIONS."""
    if isinstance(n, int):
        return n
    s = g.s
    if n == "self_plus_counters":
        return plus_counters(s, c["src"])
    if n == "target_plus_counters":
        got = c["vars"].get("target") or []
        return plus_counters(s, got[0]) if got else 0
    if n == "protected_by_self":
        src = c["src"]
        ch = s["ch"].get(src)
        if ch is None or ch["row"] != "front":
            return 0
        # a stunned or hidden character can't be attacked: nobody is protecting it
        return len([u for u in row_of(s, s["side"][ch["ctrl"]], "back") if s["ch"][u]["face"] == "up"])
    if n == "discarded_cost":
        return c["vars"].get("discarded_cost", 0)
    if n == "appeared_team_count":
        # the face-up cards on that side sharing a team with the card that entered: characters and
        # face-up locations in the Resource Row (Avengers Tower), the entering card included
        trig = c.get("trig") or {}
        uid = trig.get("uid")
        seat = trig.get("seat")
        if uid not in s["cards"] or seat is None:
            return 0
        teams = set(g.d(uid).teams)
        n = sum(1 for u, ch in s["ch"].items() if ch["ctrl"] == seat and ch["face"] == "up"
                and teams & set(g.d(u).teams))
        return n + sum(1 for u, up in s["players"][seat]["res"] if up and teams & set(g.d(u).teams))
    raise KeyError(n)


# -- ops ----------------------------------------------------------------------------------------------------

@op("pick")
def _pick(g: G, t, e, picks) -> bool:
    got = targets(g, t, e, picks, lambda u: f"Choose {describe(g, u)}")
    if got is None:
        return False
    t["c"]["ok"] = bool(got)
    return True


@op("counters")
def _counters(g: G, t, e, picks) -> bool:
    n = amount(g, e["n"], t["c"])
    def verb(u: str) -> str:
        blocked = n > 0 and active(g.book, g.s, u, "no_plus_counters")  # e.g. Thor's Cast Out
        return f"Put {counters_words(n)} on {describe(g, u)}" + (": it can't have them, so nothing happens"
                                                                if blocked else "")
    got = targets(g, t, e, picks, verb)
    if got is None:
        return False
    t["c"]["ok"] = bool(got)
    for u in got:
        ctr.add(g, u, n)
    return True


def boost_changes(g: G, uid: str, a: int, d: int, until: str = "combat") -> bool:
    """Whether a boost of a/d would change the character's ATK or DEF now: Thor's Cast Out holds
    them at the printed values, so +0/+3 on an unhurt Thor changes nothing. Tried on the state's
    own boost table and put back."""
    s = g.s
    if s["ch"][uid]["face"] != "up" or (a == 0 and d == 0):
        return False
    table = s["combat"]["boost"] if until == "combat" and s["combat"] is not None else s["turn"]["boost"]
    before = stats(g.book, s, uid)
    cur = table.get(uid)
    table[uid] = [(cur or (0, 0))[0] + a, (cur or (0, 0))[1] + d]
    try:
        return stats(g.book, s, uid) != before
    finally:
        if cur is None:
            del table[uid]
        else:
            table[uid] = cur


def idle_words(g: G, c: dict[str, Any], effects: list[dict[str, Any]]) -> str | None:
    """Why a power or plot twist would do nothing now, in words, or None: one that opens with a boost
    nobody can take (boost_idle), one that only takes +1/+1 counters off characters that have none
    (Sokovia Accords with no counters on the enemies in the combat). Still offered: a player may play
    a card for nothing."""
    if effects and all(e["op"] == "flip_location" for e in effects):
        you = c["you"]
        if not any(not r[1] and g.d(r[0]).type == "location" for r in g.s["players"][you]["res"]):
            return "no face-down location to turn face up"
        return None
    if effects and all(e["op"] == "remove_plus" for e in effects):
        for e in effects:
            sel = e.get("to")
            if not isinstance(sel, dict) or "all" not in sel:
                return None
            if any(plus_counters(g.s, u) for u in candidates(g, c, sel["all"] or {})):
                return None
        return "nothing to remove now: no character it reaches has a +1/+1 counter"
    return boost_idle(g, c, effects)


def boost_idle(g: G, c: dict[str, Any], effects: list[dict[str, Any]]) -> str | None:
    """Why a power or plot twist that opens with a boost to a character of its player's choice
    would boost nothing now (every candidate held at its printed stats), in words; None if not."""
    e = effects[0] if effects else None
    if e is None or e["op"] != "boost" or not isinstance(e.get("to"), dict) or "pick" not in e["to"]:
        return None
    a, d = amount(g, e.get("atk", 0), c), amount(g, e.get("def", 0), c)
    cands = candidates(g, c, e["to"]["pick"] or {})
    if not cands or any(boost_changes(g, u, a, d, e.get("until", "combat")) for u in cands):
        return None
    who = " or ".join(g.name(u) for u in cands)
    return f"its {a:+d}/{d:+d} changes nothing now: {who} can't go above the printed numbers"


@op("boost")
def _boost(g: G, t, e, picks) -> bool:
    a = amount(g, e.get("atk", 0), t["c"])
    d = amount(g, e.get("def", 0), t["c"])
    until = e.get("until", "combat")
    got = targets(g, t, e, picks, lambda u: f"Give {describe(g, u)} {a:+d}/{d:+d}" +
                  ("" if boost_changes(g, u, a, d, until) else " (no change: held at its printed numbers)"))
    if got is None:
        return False
    t["c"]["ok"] = bool(got)
    for u in got:
        ctr.boost(g, u, a, d, until)
    return True


@op("swap_stats")
def _swap(g: G, t, e, picks) -> bool:
    def verb(u: str) -> str:
        a, f = stats(g.book, g.s, u)
        return f"Swap the ATK and DEF of {describe(g, u)}: {a}/{f} becomes {f}/{a}"
    got = targets(g, t, e, picks, verb)
    if got is None:
        return False
    cb = g.s["combat"]
    t["c"]["ok"] = bool(got) and cb is not None
    for u in got:
        if cb is not None:
            if u in cb["swap"]:
                cb["swap"].remove(u)
            else:
                cb["swap"].append(u)
            g.dirty = True
            a, f = stats(g.book, g.s, u)
            g.log("swap", f"{g.name(u)}'s ATK and DEF trade places ({a}/{f}).", card=u)
    return True


@op("remove_plus")
def _remove_plus(g: G, t, e, picks) -> bool:
    got = targets(g, t, e, picks, lambda u: f"Remove the +1/+1 counters of {describe(g, u)}")
    if got is None:
        return False
    for u in got:
        ctr.remove_plus(g, u)
    t["c"]["ok"] = bool(got)
    return True


def _simple(name: str, verb: str, act: Callable[[G, str, dict[str, Any]], bool]) -> None:
    def handler(g: G, t, e, picks) -> bool:
        got = targets(g, t, e, picks, lambda u: f"{verb} {describe(g, u)}")
        if got is None:
            return False
        done = False
        for u in got:
            done = act(g, u, t["c"]) or done
        t["c"]["ok"] = done
        return True
    OPS[name] = handler


def _ko(g: G, u: str, c) -> bool:
    return ko(g, u)


def _stun(g: G, u: str, c) -> bool:
    return stun(g, u)


def _daze(g: G, u: str, c) -> bool:
    return stun(g, u, wound=False)


def _wound(g: G, u: str, c) -> bool:
    wound(g, u)
    return True


def _exhaust(g: G, u: str, c) -> bool:
    ch = g.s["ch"][u]
    was = ch["ready"]
    ch["ready"] = False
    return was


def pinned(s: dict[str, Any], uid: str) -> bool:
    """Whether a character can't ready (Loki's kneeling)."""
    return any(f.get("k") == "pin" and f["t"] == uid for f in s["fx"])


def _ready(g: G, u: str, c) -> bool:
    ch = g.s["ch"][u]
    if ch["ready"] or pinned(g.s, u) or ch["face"] == "stun":
        return False
    ch["ready"] = True
    g.log("ready", f"{g.name(u)} readies.", card=u)
    return True


def _recover(g: G, u: str, c) -> bool:
    was = g.s["ch"][u]["face"] != "up"
    recover(g, u)
    return was


def _hide(g: G, u: str, c) -> bool:
    hide(g, u)
    return True


def _pin(g: G, u: str, c) -> bool:
    g.s["ch"][u]["ready"] = False
    g.s["fx"].append({"k": "pin", "t": u, "src": c.get("src")})
    g.log("pin", f"{g.name(u)} is exhausted and kneels: it can't ready while {g.name(c['src'])} stands.",
          card=u)
    return True


_simple("ko", "KO", _ko)
_simple("stun", "Stun", _stun)
_simple("daze", "Daze", _daze)
_simple("wound", "Wound", _wound)
_simple("exhaust", "Exhaust", _exhaust)
_simple("ready", "Ready", _ready)
_simple("recover", "Recover", _recover)
_simple("hide", "Hide", _hide)
_simple("pin", "Make kneel (exhaust for good)", _pin)


@op("move_row")
def _move_row(g: G, t, e, picks) -> bool:
    row = e.get("row", "other")

    def to(u: str) -> str:
        cur = g.s["ch"][u]["row"]
        return ("back" if cur == "front" else "front") if row == "other" else row
    got = targets(g, t, e, picks, lambda u: f"Move {describe(g, u)} to its {to(u)} row")
    if got is None:
        return False
    moved = False
    for u in got:
        dest = to(u)
        if g.s["ch"][u]["row"] != dest:
            g.s["ch"][u]["row"] = dest
            moved = True
            g.log("move", f"{g.name(u)} moves to the {dest} row.", card=u, row=dest)
    t["c"]["ok"] = moved
    return True


@op("take_control")
def _take_control(g: G, t, e, picks) -> bool:
    got = targets(g, t, e, picks, lambda u: f"Take control of {describe(g, u)}")
    if got is None:
        return False
    t["c"]["ok"] = any([take_control(g, u, t["c"]["you"], e.get("row", "front")) for u in got])
    return True


@op("grant")
def _grant(g: G, t, e, picks) -> bool:
    kw = e["keyword"]
    got = targets(g, t, e, picks, lambda u: f"Give {describe(g, u)} {kw.capitalize()} this turn")
    if got is None:
        return False
    for u in got:
        have = g.s["turn"]["grant"].setdefault(u, [])
        if kw not in have:
            have.append(kw)
        g.log("grant", f"{g.name(u)} has {kw.capitalize()} this turn.", card=u)
    t["c"]["ok"] = bool(got)
    return True


@op("draw")
def _draw(g: G, t, e, picks) -> bool:
    t["c"]["ok"] = bool(draw(g, t["c"]["you"], amount(g, e["n"], t["c"])))
    return True


@op("enemy_discards")
def _enemy_discards(g: G, t, e, picks) -> bool:
    c = t["c"]
    foes = enemy_seats(g.s, c["you"])
    if "foe" not in t:
        if picks is not None:
            t["foe"] = picks[0]["data"]["seat"]
        elif len(foes) > 1:
            opts = [option(f"s{i}", f"{g.who(i)} discards ({len(g.s['players'][i]['hand'])} in hand)",
                           [f"seat:{i}"], seat=i) for i in foes]
            g.wait(decision(c["you"], "player", "Choose the enemy player who discards.", opts))
            return False
        else:
            t["foe"] = foes[0] if foes else None
    foe = t.pop("foe")
    if foe is not None:
        g.push(discard_task(foe, amount(g, e["n"], c)))
    return True


@op("xp")
def _xp(g: G, t, e, picks) -> bool:
    c = t["c"]
    gain_xp(g, c["you"], amount(g, e["n"], c), c.get("src"))
    return True


@op("transform")
def _transform(g: G, t, e, picks) -> bool:
    transform(g, t["c"]["src"])
    return True


@op("extra_rp")
def _extra_rp(g: G, t, e, picks) -> bool:
    you = str(t["c"]["you"])
    bonus = g.s["turn"]["bonus"]
    bonus[you] = bonus.get(you, 0) + amount(g, e["n"], t["c"])
    g.log("rp", f"{g.who(t['c']['you'])} gains a recruit point for this turn.")
    return True


@op("draw_on_play")
def _draw_on_play(g: G, t, e, picks) -> bool:
    you = t["c"]["you"]
    if you not in g.s["turn"]["dop"]:
        g.s["turn"]["dop"].append(you)
    return True


@op("win")
def _win(g: G, t, e, picks) -> bool:
    from game.core.rules import finish
    you = t["c"]["you"]
    team = g.s["team"][you]
    winners = [i for i in range(g.s["seats"]) if g.s["team"][i] == team]
    src = t["c"].get("src")
    why = g.d(src).powers[t["c"]["power"]]["name"] if src in g.s["cards"] and "power" in t["c"] else "a card"
    finish(g.s, g.events, winners, f"{g.who(you)} wins with {why}.")
    return True


@op("choose")
def _choose(g: G, t, e, picks) -> bool:
    if picks is None:
        opts = [option(f"m{i}", o["label"], i=i) for i, o in enumerate(e["options"])]
        g.wait(decision(t["c"]["you"], "mode", "Choose one.", opts))
        return False
    push_fx(g, e["options"][picks[0]["data"]["i"]]["effects"], t["c"])
    return True


@op("if")
def _if(g: G, t, e, picks) -> bool:
    branch = e.get("then", []) if condition(g, e["cond"], t["c"]) else e.get("else", [])
    push_fx(g, branch, t["c"])
    return True


@op("after_combat")
def _after_combat(g: G, t, e, picks) -> bool:
    cb = g.s["combat"]
    if cb is not None:
        c = t["c"]
        cb["after"].append({"fx": e["effects"], "you": c["you"], "src": c.get("src"), "may": e.get("may", False),
                            "trig": c.get("trig"), "vars": dict(c["vars"]), "label": e.get("label", ""),
                            "card": c.get("card")})
    return True


@op("if_kod_this_combat")
def _if_kod(g: G, t, e, picks) -> bool:
    cb = g.s["combat"]
    got = named(g, t["c"], e["to"]) if isinstance(e["to"], str) else []
    if cb is not None:
        for u in got:
            cb["kod"].append([u, t["c"]["you"], e["effects"]])
    return True


@op("flip_location")
def _flip(g: G, t, e, picks) -> bool:
    s = g.s
    you = t["c"]["you"]
    downs = [r[0] for r in s["players"][you]["res"] if not r[1] and g.d(r[0]).type == "location"]
    if picks is not None:
        uid = picks[0]["data"]["uid"]
    elif len(downs) > 1:
        opts = [option(f"r:{u}", f"Turn {g.name(u)} face up", [f"res:{u}"], uid=u) for u in downs]
        g.wait(decision(you, "location", "Choose a face-down location to turn face up.", opts))
        return False
    elif downs:
        uid = downs[0]
    else:
        t["c"]["ok"] = False
        return True
    for r in s["players"][you]["res"]:
        if r[0] == uid:
            r[1] = True
    g.log("flip", f"{g.who(you)} turns {g.name(uid)} face up.", card=uid)
    return True


def run_after_combat(g: G, entry: dict[str, Any]) -> None:
    """Schedule an "after this combat" effect (asking first when it is a "may")."""
    c = new_ctx(entry["you"], entry["src"], trig=entry.get("trig"))
    c["vars"] = dict(entry.get("vars") or {})
    if entry["may"]:
        g.push({"op": "may_fx", "fx": entry["fx"], "c": c, "label": entry.get("label") or "Do it",
                "what": g.name(entry["card"]) if entry.get("card") in g.s["cards"] else ""})
    else:
        push_fx(g, entry["fx"], c)


@task("may_fx")
def _may_fx(g: G, t: dict[str, Any], picks) -> None:
    """A "you may" effect list: asked first, then carried out or skipped."""
    c = t["c"]
    if picks is None:
        src = c.get("src")
        what = t.get("what") or (g.name(src) if src in g.s["cards"] else "An effect")
        if not has_target(g, c, t["fx"]):
            return
        # the one character it would act on is clickable, and named with up to two others:
        # "Move an enemy character that was in the combat to its other row (Destroyer)"
        cands = first_pick(g, c, t["fx"])
        yes_path = [f"char:{cands[0]}"] if len(cands) == 1 else []
        if g.taken is not None:  # nobody sees the decision (G.taken): decision() without words
            g.ask(t, {"seat": c["you"], "kind": "may", "prompt": "", "options": [
                {"id": "yes", "label": "", "path": yes_path}, {"id": "no", "label": "", "path": []}], "min": 1,
                "max": 1, "public_prompt": ""})
            return
        label = t.get("label") or "Do it"
        yes = label + (f" ({' or '.join(g.name(u) for u in cands)})" if 0 < len(cands) <= 3 else "")
        g.ask(t, decision(c["you"], "may", f"{what}: you may {yes[0].lower() + yes[1:]}.",
                          [option("yes", yes, yes_path), option("no", f"Don't {label[0].lower() + label[1:]}")]))
        return
    if picks[0]["id"] == "yes":
        push_fx(g, t["fx"], c)


LATE["condition"] = condition
LATE["idle_words"] = idle_words
