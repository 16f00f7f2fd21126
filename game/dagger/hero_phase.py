"""The hero phase: upkeep, then turns clockwise from the first player, one aspect token (one
action) a turn, until every hero has spent every token; no passing.

Upkeep: every spent token comes back, every slot empties, the first player token passes clockwise
(not in the first round), and each hero defeated since the last hero phase is replaced by the
other side of its sheet, placed on any base.

A turn's decision lists every action the hero can pay for, once per token kind: the aspect
sheet's four actions (two slots each), the hero sheet's action abilities, the D.A.G.G.E.R.
action of the base the hero stands on (one slot per base and round, shared by all heroes), and
support cards with a slot. Free uses (cards used without a token, readying the team-up card) are
listed too and leave the turn open.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from . import abilities, aspects, board
from .bases import resolve_effect
from .ending import lose
from .engine import push_fx, task
from .missions import credit, rewatch, slot_mission, where_ok
from .table import BASIC, active_heroes
from .wording import TOKEN_WORDS, ability_label, action_label, token_text


@task("round")
def _round(g: Any, t: dict[str, Any], picks: Any) -> None:
    s = g.s
    s["round"] += 1
    g.log("round", f"Round {s['round']} begins.", round=s["round"])
    g.push({"op": "nemesis_phase"})
    g.push({"op": "hero_phase"})


@task("hero_phase")
def _hero_phase(g: Any, t: dict[str, Any], picks: Any) -> None:
    s = g.s
    s["phase"], s["step"] = "hero", "upkeep"
    s["ctx"] = {}
    s["base_used"] = []
    if s["round"] > 1:
        n = len(s["heroes"])
        nxt = s["first"]
        for k in range(1, n + 1):
            cand = (s["first"] + k) % n
            if not s["heroes"][cand]["out"]:
                nxt = cand
                break
        if nxt != s["first"]:
            s["first"] = nxt
            g.log("first_player", f"The first player token passes to {g.hname(nxt)}.", hero=nxt)
    for rec in s["heroes"]:
        rec["used"] = {}
        rec["once"] = []
        if not rec["out"]:
            rec["std"], rec["boost"] = rec["std_max"], 1
    s["turn_from"] = s["first"]
    g.push({"op": "turns"})
    g.push({"op": "phase_start"})
    order = [(s["first"] + k) % len(s["heroes"]) for k in range(len(s["heroes"]))]
    for h in reversed(order):
        if s["heroes"][h]["down"] and not s["heroes"][h]["out"]:
            g.push({"op": "replace", "h": h})


@task("replace")
def _replace(g: Any, t: dict[str, Any], picks: Any) -> None:
    """The new hero of a sheet takes up the mantle on any base."""
    s, book = g.s, g.book
    h = t["h"]
    rec = s["heroes"][h]
    if picks is None:
        opts = []
        for b in board.all_bases(s):
            sid = board.base_space(book, s, b)
            state = " (overrun)" if b in s["overrun"] else ""
            opts.append(option(f"space:{sid}", f"Place {g.hname(h)} on {book.base_name(b)}{state}", [f"space:{sid}"]))
        g.ask(t, decision(rec["seat"], "place", f"{g.hname(h)} takes up the mantle: choose a base.", opts))
        return
    sid = picks[0]["id"][6:]
    rec.update(space=sid, down=False, std=rec["std_max"], boost=1)
    g.log("place", f"{g.hname(h)} joins the fight in {board.space_name(book, s, sid)}.", hero=h, space=sid)


@task("phase_start")
def _phase_start(g: Any, t: dict[str, Any], picks: Any) -> None:
    s = g.s
    s["step"] = "turns"
    for h in reversed(active_heroes(s)):
        abilities.fire(g, "hero_phase_start", h)


@task("turns")
def _turns(g: Any, t: dict[str, Any], picks: Any) -> None:
    """The next hero clockwise with a token left takes a turn; with none left the phase ends."""
    s = g.s
    s["ctx"] = {}
    heroes = s["heroes"]
    n = len(heroes)
    start = s["turn_from"]
    for k in range(n):
        h = (start + k) % n
        rec = heroes[h]
        if not rec["down"] and not rec["out"] and (rec["std"] or rec["boost"]):
            s["turn"] = h
            s["turn_from"] = (h + 1) % n
            g.push(t)
            g.push({"op": "turn", "h": h})
            return
    s["turn"] = None
    s["step"] = "end"
    if s["deadline"] is not None and s["round"] >= s["deadline"] and not s["nem"]["show"]:
        lose(g, "deadline")


def token_kinds(rec: dict[str, Any]) -> list[str]:
    """The kinds of aspect token the hero still holds."""
    return [k for k in ("std", "boost") if rec[k]]


def turn_options(g: Any, h: int) -> list[dict[str, Any]]:
    """Every choice of hero `h`'s turn (see the module docstring)."""
    s, book = g.s, g.book
    rec = s["heroes"][h]
    kinds = token_kinds(rec)
    name = g.hname(h)
    opts: list[dict[str, Any]] = []
    tok = {k: f"token:{h}:{'boosted' if k == 'boost' else 'standard'}" for k in kinds}
    for act in BASIC:
        if rec["used"].get(act, 0) >= 2 or not aspects.possible(g, h, act):
            continue
        for k in kinds:
            opts.append(option(f"a:{act}:{k}", f"{act.capitalize()} ({TOKEN_WORDS[k]}): "
                               f"{action_label(g, h, act, k == 'boost')}", [tok[k], f"slot:{h}:{act}"]))
    hero = book.heroes[rec["hero"]]
    for i, a in enumerate(hero.abilities):
        key = f"ab:{rec['hero']}:{i}"
        if a.kind == "action" and not rec["used"].get(key) and abilities.usable(g, h, key, a):
            for k in kinds:
                opts.append(option(f"ab:{i}:{k}", f"{a.name} ({TOKEN_WORDS[k]}): {token_text(a.text, k == 'boost')}",
                                   [tok[k], f"ability:{h}:{i}"]))
    sid = rec["space"]
    for b in board.bases_at(book, s, sid):
        if b in s["base_used"]:
            continue
        oper = board.operational(s, b)
        if not oper and not _mission_calls(g, b, sid):
            continue
        text = book.bases[b].text if oper else "no effect (overrun), but a mission calls for it"
        for k in kinds:
            opts.append(option(f"dg:{b}:{k}", f"D.A.G.G.E.R. action at {book.base_name(b)} ({TOKEN_WORDS[k]}): {text}",
                               [tok[k], f"base:{b}"]))
            if oper and rec["mission"] == "held" and s["hm"] is None:
                m = book.missions[hero.mission]
                opts.append(option(f"dg:{b}:{k}:m", f"D.A.G.G.E.R. action at {book.base_name(b)} ({TOKEN_WORDS[k]}) and "
                                   f"put {g.hname(h)}'s hero mission {m.name} in play: {text}",
                                   [tok[k], f"base:{b}", "mission:hero"]))
    for key, a, src in abilities.sources(g, h):
        if key.startswith(("ab:", "asp:")):
            continue
        if a.kind == "action" and not rec["used"].get(key) and abilities.usable(g, h, key, a):
            for k in kinds:
                opts.append(option(f"card:{key}:{k}", f"{ability_label(src, a)} ({TOKEN_WORDS[k]})",
                                   [tok[k], _card_ref(key)]))
        elif a.kind == "free" and a.window == "turn" and abilities.usable(g, h, key, a):
            opts.append(option(f"free:{key}", f"Use {ability_label(src, a)} (no token)", [_card_ref(key)]))
    if not rec["tu"] and rec["sheet"]:
        card = book.team_ups[book.sheets[rec["sheet"]].team_up]
        if s["team_up"] >= card.cost:
            opts.append(option("ready_tu", f"Ready your team-up card {card.name}: spend {card.cost} team-up "
                               f"(of {s['team_up']})", [f"teamup:{h}"]))
    if not any(o["id"].startswith(("a:", "ab:", "dg:", "card:")) for o in opts):
        opts.append(option("waste", f"{name} can take no action: the token is spent without effect"))
    return opts


def _card_ref(key: str) -> str:
    kind, _, rest = key.partition(":")
    return {"sup": "support", "own": "support", "tu": "teamup"}[kind] + ":" + rest


def _mission_calls(g: Any, base: str, sid: str) -> bool:
    """Whether an active mission calls for a D.A.G.G.E.R. action at this (overrun) base."""
    s = g.s
    for slot in ("nemesis", "green", "purple", "blue", "hero"):
        mid = slot_mission(s, slot)
        if mid is None:
            continue
        for w in g.book.missions[mid].ways:
            if w.how == "dagger" and ((isinstance(w.where, list) and base in w.where) or
                                      (not isinstance(w.where, list) and where_ok(g, w.where, sid, slot))):
                return True
    return False


@task("turn")
def _turn(g: Any, t: dict[str, Any], picks: Any) -> None:
    s = g.s
    h = t["h"]
    rec = s["heroes"][h]
    if rec["down"] or rec["out"] or not (rec["std"] or rec["boost"]):
        return
    if picks is None:
        left = rec["std"] + rec["boost"]
        g.ask(t, decision(rec["seat"], "turn", f"{g.hname(h)}'s turn ({left} token{'s' if left != 1 else ''} left): "
                          f"spend an aspect token on an action.", turn_options(g, h), hero=h))
        return
    pid = picks[0]["id"]
    if pid == "ready_tu":
        card = g.book.team_ups[g.book.sheets[rec["sheet"]].team_up]
        from .tracks import add_team_up
        add_team_up(g, -card.cost, f"readying {card.name}")
        rec["tu"] = True
        g.log("team_up_card", f"{g.hname(h)} readies the team-up card {card.name}.", hero=h)
        g.push(t)
        return
    if pid.startswith("free:"):
        key = pid[5:]
        found = abilities.ability_of(g, h, key)
        g.push(t)
        if found is not None:
            abilities.use(g, h, key, found[0], found[1])
        return
    parts = pid.split(":")
    if pid == "waste":
        _spend(rec, "std" if rec["std"] else "boost")
        g.log("action", f"{g.hname(h)} can take no action: a token is spent without effect.", hero=h)
        return
    kind = parts[0]
    if kind == "card":
        key, tk = f"{parts[1]}:{parts[2]}", parts[3]
    else:
        tk = parts[2]
    _spend(rec, tk)
    boosted = tk == "boost"
    if kind == "a":
        act = parts[1]
        rec["used"][act] = rec["used"].get(act, 0) + 1
        g.log("action", f"{g.hname(h)} takes the {act} action{' with a boosted token' if boosted else ''}.",
              hero=h, action=act, boosted=boosted)
        a = aspects.action(g, h, act)
        lst = a.boosted if boosted and a.boosted is not None else a.effects
        push_fx(g, lst, g.new_ctx(h, boosted=boosted, basic=act, src=act.capitalize()), own=True)
    elif kind == "ab":
        i = int(parts[1])
        a = g.book.heroes[rec["hero"]].abilities[i]
        key = f"ab:{rec['hero']}:{i}"
        rec["used"][key] = 1
        g.log("action", f"{g.hname(h)} uses {a.name}.", hero=h, ability=i, boosted=boosted)
        abilities.use(g, h, key, a, a.name, boosted=boosted)
    elif kind == "dg":
        _dagger_action(g, h, parts[1], boosted, len(parts) > 3)
    elif kind == "card":
        found = abilities.ability_of(g, h, key)
        rec["used"][key] = 1
        if found is not None:
            abilities.use(g, h, key, found[0], found[1], boosted=boosted)


def _spend(rec: dict[str, Any], kind: str) -> None:
    rec[kind] -= 1


def _dagger_action(g: Any, h: int, base: str, boosted: bool, with_mission: bool) -> None:
    """A token on a base's slot: the base's effect (operational bases), missions that call for it,
    and perhaps the hero's own mission into the yellow slot."""
    s, book = g.s, g.book
    rec = s["heroes"][h]
    s["base_used"].append(base)
    g.log("action", f"{g.hname(h)} takes the D.A.G.G.E.R. action at {book.base_name(base)}.", hero=h, base=base)
    credit(g, "dagger", rec["space"], base=base)
    if s["result"] is not None:
        return
    if with_mission and s["hm"] is None and rec["mission"] == "held":
        mid = book.heroes[rec["hero"]].mission
        s["hm"] = {"id": mid, "prog": 0, "hero": h}
        rec["mission"] = "active"
        g.log("mission", f"{g.hname(h)} puts the hero mission {book.missions[mid].name} in play.", hero=h, id=mid)
        rewatch(g)
    if board.operational(s, base):
        resolve_effect(g, h, base)

