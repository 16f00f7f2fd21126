"""The effect ops of the vocabulary (see vocabulary.py), each a small function.

An op is called as ``op(g, t, e, picks)`` by the effects-list task ``t``; it
returns True when done, or asks a question with ``g.wait`` and returns False
(it is called again with the answer). ``t["c"]`` is the ability's context
(source, you, here, there, vars, ok); ``t["sc"]`` is scratch for a
multi-question op. Setting ``c["ok"] = False`` makes the next ``if_done``
effect skip (dependent effects, "do X to do Y").
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from . import verbs
from .conditions import amount, condition
from .engine import LATE, G, emit_triggers, push_effects
from .power import any_protection, guard_source, powers, protected, totals
from .table import base_of_uid, draw, locate, owner
from .wording import may_pick_none

EFFECTS: dict[str, Any] = {}


def op(name: str):
    """Register an effect op."""
    def deco(fn):
        EFFECTS[name] = fn
        return fn
    return deco


# -- selecting cards -----------------------------------------------------------------------------


def _source_is_action(g: G, c: dict[str, Any]) -> bool:
    src = c["src"]
    return src in g.s["cards"] and g.d(src).type == "action"


def select(g: G, sel: Any, c: dict[str, Any], against: str = "affect", enough: int = 0) -> list[str]:
    """The cards in play a selector matches, minus those protected from this ability.

    With `enough` the search stops once that many are found (a Talent's button only asks
    whether there is anything to act on). The selector's keys are read once, not per card:
    every offer of a Talent and most abilities select."""
    s = g.s
    if sel is True:
        sel = {}
    get = sel.get
    what = get("what", "char")
    where = get("where", "any")
    ctrl = get("ctrl", "any")
    sf = get("self")
    name = get("name")
    printed_max = get("printed_max")
    printed_min = get("printed_min")
    pmax = get("pmax")
    pmin = get("pmin")
    below_total = get("below_your_total")
    you = c["you"]
    src = c["src"]
    need_pw = "pmax" in sel or "pmin" in sel or "below_your_total" in sel
    pw = powers(s, g.book) if need_pw else None
    only = set(c["vars"].get(sel["var"], [])) if "var" in sel else None
    plain = only is None and sf is None and name is None and printed_max is None and printed_min is None
    out: list[str] = []
    src_action = False
    guarded = None  # whether anything protects: looked at for the first other player's character met
    cards = s["cards"]
    defs = g.book.defs
    here = c["here"]
    there = c["there"]
    is_char = what == "char"  # otherwise modifiers: every record looked at is of one kind
    for b in s["bases"]:
        bu = b["uid"]
        if where != "any":
            if where == "here" and bu != here:
                continue
            if where == "there" and bu != there:
                continue
            if where == "other_bases" and bu == here:
                continue
            if where == "not_there" and bu == there:
                continue
        recs: list[dict[str, Any]]
        if is_char:  # the characters' own records, no list of them made
            recs = b["chars"]
        else:
            recs = []
            if what in ("bmod", "mod"):
                recs += b["mods"]
            if what in ("cmod", "mod"):
                recs += [m for ch in b["chars"] for m in ch["mods"]]
        for rec in recs:
            uid = rec["uid"]
            if ctrl == "you":
                if rec["ctrl"] != you:
                    continue
            elif ctrl == "other" and rec["ctrl"] == you:
                continue
            if not plain:
                if only is not None and uid not in only:
                    continue
                if sf == "exclude" and uid == src:
                    continue
                if sf == "only" and uid != src:
                    continue
                d = defs[cards[uid][0]]
                if name is not None and d.id != name:
                    continue
                if printed_max is not None and d.power > printed_max:
                    continue
                if printed_min is not None and d.power < printed_min:
                    continue
            if pw is not None and is_char:
                if pmax is not None and pw[uid] > pmax:
                    continue
                if pmin is not None and pw[uid] < pmin:
                    continue
                if below_total and pw[uid] >= totals(s, b, pw)[you]:
                    continue
            if is_char and (rec["ctrl"] != you or rec["mods"]):  # (another's modifier may guard yours)
                if guarded is None:
                    guarded = any_protection(s, g.book)
                    src_action = _source_is_action(g, c)
                if guarded and guard_source(s, g.book, b, rec, src_action, against,  # protected(...), here known
                                            None, you) is not None:
                    continue
            out.append(uid)
            if len(out) == enough:
                return out
    return out


def _card_paths(s: dict[str, Any], uids: list[str]) -> dict[str, str]:
    """`card_path`'s first part ("char:" or "mod:") for each of `uids` in play, the table walked
    once for all of them (a card not in play is left out: "mod:", as card_path says)."""
    want = set(uids)
    out: dict[str, str] = {}
    for b in s["bases"]:
        for ch in b["chars"]:
            if ch["uid"] in want:
                out[ch["uid"]] = "char:"
            for m in ch["mods"]:
                if m["uid"] in want:
                    out[m["uid"]] = "mod:"
        for m in b["mods"]:
            if m["uid"] in want:
                out[m["uid"]] = "mod:"
    return out


def card_path(g: G, uid: str) -> list[str]:
    """What a player clicks to pick a card in play."""
    kind = locate(g.s, uid)[0]
    return [f"char:{uid}"] if kind == "char" else [f"mod:{uid}"]


def _answering(t: dict[str, Any], picks, stage: str = "pick") -> bool:
    """Whether `picks` answer the question `pick_cards` asked at `stage`: it then hands them back
    without reading its candidates, so the selection that would make them is skipped (the table
    has not changed since the question: nothing happens between a question and its answer)."""
    return picks is not None and t["sc"].get("stage") == stage


def pick_cards(g: G, t: dict[str, Any], cands: list[str], lo: int, hi: int, prompt: str,
               picks, stage: str = "pick", purpose: str = "", amount: int = 0) -> list[str] | None:
    """Choose `lo`..`hi` of `cands` (auto when there is no real choice); None while asking."""
    sc = t["sc"]
    if picks is not None and sc.get("stage") == stage:
        sc["stage"] = None
        return [o["data"]["uid"] for o in picks]
    hi = min(hi, len(cands))
    lo = min(lo, hi)
    if hi == 0:
        return []
    if lo == hi == len(cands):
        return list(cands)
    if g.pick is not None:  # nobody sees the question: drawn here, without its words (G.draw)
        got = g.draw(t["c"]["you"], "target", [{"id": "c:" + u, "data": {"uid": u}} for u in cands], lo, hi)
        sc["stage"] = None if got is not None else stage
        return None if got is None else [o["data"]["uid"] for o in got]
    paths = _card_paths(g.s, cands)
    opts = [option(f"c:{u}", _target_label(g, u, purpose, amount), [paths.get(u, "mod:") + u], uid=u) for u in cands]
    sc["stage"] = stage
    if lo == 0:
        prompt += may_pick_none(hi)
    g.wait(decision(t["c"]["you"], "target", prompt, opts, min_picks=lo, max_picks=hi, purpose=purpose,
                    amount=amount))
    return None


_TARGET_VERBS = {"destroy": "Destroy {}", "move": "Move {}", "move_mod": "Move {}", "mod_host": "Move it onto {}",
                 "save": "Put {} into its owner's deck", "remove": "Put {} into its owner's deck"}
_BASE_VERBS = {"move_to": "Move to {}", "mod_to": "Move it to {}", "gather": "Choose {}"}


def _target_label(g: G, uid: str, purpose: str, amount: int) -> str:
    """An option that says what picking the card does ("Destroy Hulk", "Hulk: +2 power")."""
    if purpose == "power":
        return f"{g.name(uid)}: {amount:+d} power"
    return _TARGET_VERBS.get(purpose, "{}").format(g.name(uid))


def _base_label(g: G, uid: str, purpose: str, amount: int) -> str:
    if purpose == "breakpoint":
        return f"{g.name(uid)}: {amount:+d} breakpoint"
    return _BASE_VERBS.get(purpose, "{}").format(g.name(uid))


def pick_base(g: G, t: dict[str, Any], cands: list[str], prompt: str, picks, stage: str = "base",
              optional: bool = False, purpose: str = "", amount: int = 0) -> str | None:
    """Choose one base (by uid); '' when there is none (or the player declined)."""
    sc = t["sc"]
    if picks is not None and sc.get("stage") == stage:
        sc["stage"] = None
        return picks[0].get("data", {}).get("uid", "") if picks else ""  # "none" has no data
    if not cands:
        return ""
    if len(cands) == 1 and not optional:
        return cands[0]
    if g.pick is not None:  # nobody sees the question: drawn here, without its words (G.draw)
        opts = [{"id": "b:" + u, "data": {"uid": u}} for u in cands]
        if optional:
            opts.append({"id": "none"})
        got = g.draw(t["c"]["you"], "base", opts)
        sc["stage"] = None if got is not None else stage
        return None if got is None else got[0].get("data", {}).get("uid", "")
    opts = [option(f"b:{u}", _base_label(g, u, purpose, amount), [f"base:{u}"], uid=u) for u in cands]
    if optional:
        opts.append(option("none", "No base (skip it)"))
    sc["stage"] = stage
    g.wait(decision(t["c"]["you"], "base", prompt, opts, purpose=purpose, amount=amount, moving=t["sc"].get("chosen")))
    return None


def _count(e: dict[str, Any], default: int = 1) -> tuple[int, int]:
    """(lowest, highest) number of picks for an op."""
    if "up_to" in e:
        return 0, e["up_to"]
    n: int = e["n"] if isinstance(e.get("n"), int) and e.get("op") == "destroy" else default
    return (0 if e.get("optional") else n), n


# -- ops -------------------------------------------------------------------------------------------


@op("draw")
def _draw(g: G, t, e, picks) -> bool:
    c = t["c"]
    n = amount(g, e["n"], c)
    got = draw(g.s, c["you"], n, g.events, g.name) if n > 0 else []
    c["ok"] = len(got) > 0
    return True


@op("discard")
def _discard(g: G, t, e, picks) -> bool:
    c = t["c"]
    hand = g.s["players"][c["you"]]["hand"]
    n = amount(g, e["n"], c)
    k = min(n, len(hand))
    sc = t["sc"]
    if e.get("cost") and k < n:  # "discard N to ...": can't pay it all, so pay none of it
        c["ok"] = False
        return True
    if picks is None:
        if k == 0:
            c["ok"] = n == 0
            return True
        if k < len(hand):
            opts = [option(f"h:{u}", f"Discard {g.name(u)}", [f"hand:{u}"], uid=u) for u in hand]
            sc["stage"] = "discard"
            g.wait(decision(c["you"], "discard", f"Discard {k} card{'s' if k > 1 else ''}.", opts,
                            min_picks=k, max_picks=k))
            return False
        chosen = list(hand)
    else:
        chosen = [o["data"]["uid"] for o in picks]
    for u in chosen:
        hand.remove(u)
        g.s["players"][owner(g.s, u)]["discard"].append(u)
    g.log("discard", f"{g.who(c['you'])} discards {', '.join(g.name(u) for u in chosen)}.", seat=c["you"],
          cards=chosen)
    c["ok"] = k == n
    return True


@op("gain_vp")
def _gain_vp(g: G, t, e, picks) -> bool:
    verbs.gain_vp(g, t["c"]["you"], amount(g, e["n"], t["c"]))
    return True


@op("power")
def _power(g: G, t, e, picks) -> bool:
    c = t["c"]
    n = amount(g, e["n"], c)
    if "all" in e:
        chosen = select(g, e["all"], c)
    else:
        got = pick_cards(g, t, [] if _answering(t, picks) else select(g, e["pick"], c), *_count(e),
                         f"Choose a character to get {n:+d} power.", picks, purpose="power", amount=n)
        if got is None:
            return False
        chosen = got
    for u in chosen:
        verbs.lasting_power(g, u, n, e.get("until", "eot"), c["you"], _source_is_action(g, c))
    if chosen:
        if g.words:
            g.log("power", f"{', '.join(g.name(u) for u in chosen)}: {n:+d} power.", cards=chosen, amount=n)
        else:
            g.quiet("power")
    c["vars"][e.get("store", "picked")] = chosen
    c["ok"] = bool(chosen)
    return True


@op("breakpoint")
def _breakpoint(g: G, t, e, picks) -> bool:
    c = t["c"]
    where = e.get("base", "here")
    if where == "pick":
        bu = pick_base(g, t, [b["uid"] for b in g.s["bases"]], "Choose a base.", picks, purpose="breakpoint",
                       amount=amount(g, e["n"], c))
        if bu is None:
            return False
    else:
        bu = c[where]
    if bu and base_of_uid(g.s, bu) is not None:
        verbs.lasting_breakpoint(g, bu, amount(g, e["n"], c), e.get("until", "eot"), c["you"])
        c["ok"] = True
    else:
        c["ok"] = False
    return True


@op("destroy")
def _destroy(g: G, t, e, picks) -> bool:
    c = t["c"]
    if "all" in e:
        chosen = select(g, e["all"], c, "destroy")
    else:
        answering = _answering(t, picks)
        cands = [] if answering else select(g, e["pick"], c, "destroy")
        lo, hi = _count(e)
        if not answering and e.get("n") and len(cands) < e["n"]:  # a "to" cost that can't be paid in full: do none of it
            c["ok"] = False
            return True
        got = pick_cards(g, t, cands, lo, hi, "Choose what to destroy.", picks, purpose="destroy")
        if got is None:
            return False
        chosen = got
    # each chosen card's power before any of them goes, worked out at its own base alone
    # (nothing at one base changes a character's power at another)
    pw: dict[str, int] = {}
    seen: set[str] = set()
    for u in chosen:
        b = locate(g.s, u)[1]
        if b and b["uid"] not in seen:
            seen.add(b["uid"])
            pw.update(powers(g.s, g.book, only=b))
    done = []
    for u in chosen:
        kind, b, _ch, _m = locate(g.s, u)
        c["vars"]["last_power"] = pw.get(u, 0)
        c["vars"]["destroyed_at"] = b.get("uid")
        if verbs.destroy(g, u):
            done.append(u)
    c["vars"][e.get("store", "destroyed")] = done
    c["ok"] = bool(done) and (not e.get("n") or len(done) >= e["n"])
    return True


@op("pick_base")
def _pick_base(g: G, t, e, picks) -> bool:
    c = t["c"]
    cands = [b["uid"] for b in g.s["bases"] if not (e.get("exclude_here") and b["uid"] == c["here"])]
    bu = pick_base(g, t, cands, "Choose a base.", picks, optional=e.get("optional", False), purpose="gather")
    if bu is None:
        return False
    c["there"] = bu or None
    c["ok"] = bool(bu)
    return True


@op("move")
def _move(g: G, t, e, picks) -> bool:
    c = t["c"]
    sc = t["sc"]
    s = g.s
    if "chosen" not in sc:
        cands = []
        if not _answering(t, picks):
            cands = select(g, e["pick"], c)
            if e.get("with_self"):
                cands = [u for u in cands if u != c["src"]]
            to = e.get("to", "pick_one")
            if to in ("here", "there"):
                cands = [u for u in cands if locate(s, u)[1].get("uid") != c[to]]
        lo, hi = _count(e)
        if e.get("with_self"):
            lo = 0
        chosen = pick_cards(g, t, cands, lo, hi, "Choose a character to move." if hi == 1 else
                            "Choose characters to move.", picks, purpose="move")
        if chosen is None:
            return False
        picks = None
        if e.get("with_self") and c["src"] and locate(s, c["src"])[0] == "char":
            chosen = [c["src"]] + chosen
        sc["chosen"] = chosen
        sc["dest"] = {}
    chosen = sc["chosen"]
    to = e.get("to", "pick_one")
    if not chosen:
        c["ok"] = False
        return True
    if to == "here_or_away" and locate(s, chosen[0])[1].get("uid") != c["here"]:
        dest = {u: c["here"] for u in chosen}
    elif to in ("here", "there"):
        dest = {u: c[to] for u in chosen}
    elif to in ("pick_one", "here_or_away"):
        froms = {locate(s, u)[1].get("uid") for u in chosen}
        cands = [b["uid"] for b in s["bases"] if not (len(froms) == 1 and b["uid"] in froms)]
        bu = pick_base(g, t, cands, f"Choose where {g.name(chosen[0])} moves." if len(chosen) == 1 else
                       "Choose where they move.", picks, purpose="move_to")
        if bu is None:
            return False
        dest = {u: bu for u in chosen}
    else:  # pick_each
        dest = sc["dest"]
        for u in chosen:
            if u in dest:
                continue
            here = locate(s, u)[1].get("uid")
            bu = pick_base(g, t, [b["uid"] for b in s["bases"] if b["uid"] != here],
                           f"Choose where {g.name(u)} moves.", picks, stage=f"d{u}", purpose="move_to")
            if bu is None:
                return False
            picks = None
            dest[u] = bu
    moved = verbs.move_chars(g, [(u, dest[u]) for u in chosen if dest.get(u)], c["you"])
    c["vars"]["moved"] = [m[0] for m in moved]
    if moved:
        c["there"] = moved[-1][2]
    c["ok"] = bool(moved)
    return True


@op("move_mod")
def _move_mod(g: G, t, e, picks) -> bool:
    c = t["c"]
    sc = t["sc"]
    s = g.s
    if "mod" not in sc:
        chosen = pick_cards(g, t, [] if _answering(t, picks) else select(g, e["pick"], c),
                            0 if e.get("optional") else 1, 1,
                            "Choose a modifier to move.", picks, purpose="move_mod")
        if chosen is None:
            return False
        picks = None
        if not chosen:
            c["ok"] = False
            return True
        sc["mod"] = chosen[0]
    uid = sc["mod"]
    kind, b, ch, _m = locate(s, uid)
    if kind == "bmod":
        bu = pick_base(g, t, [x["uid"] for x in s["bases"] if x is not b], f"Move {g.name(uid)} to which base?", picks,
                       purpose="mod_to")
        if bu is None:
            return False
        c["ok"] = bool(bu) and verbs.move_mod(g, uid, bu)
        return True
    hosts = [] if _answering(t, picks, "host") else [
        x["uid"] for _bb in s["bases"] for x in _bb["chars"] if x is not ch
        and not protected(s, g.book, x["uid"], c["you"], _source_is_action(g, c), "affect")]
    chosen = pick_cards(g, t, hosts, 1, 1, f"Move {g.name(uid)} to which character?", picks, stage="host",
                        purpose="mod_host")
    if chosen is None:
        return False
    c["ok"] = bool(chosen) and verbs.move_mod(g, uid, chosen[0])
    return True


@op("place")
def _place(g: G, t, e, picks) -> bool:
    c = t["c"]
    if "all" in e:
        chosen = select(g, e["all"], c)
    else:
        got = pick_cards(g, t, [] if _answering(t, picks) else select(g, e["pick"], c), *_count(e),
                         "Choose a card to place in its owner's deck.",
                         picks, purpose="save" if e["pick"].get("ctrl") == "you" else "remove")
        if got is None:
            return False
        chosen = got
    c["ok"] = False
    for u in chosen:
        c["ok"] = verbs.place(g, u, e.get("to", "deck_top")) or c["ok"]
    return True


@op("choose")
def _choose(g: G, t, e, picks) -> bool:
    c = t["c"]
    if picks is None:
        opts = [option(f"o{i}", o["label"] + (" (nothing to act on now: it would do nothing)"
                                               if picks_nothing(g, o["effects"], lambda: c) else ""), [], i=i)
                for i, o in enumerate(e["options"])]
        t["sc"]["stage"] = "choose"
        g.wait(decision(c["you"], "choose", "Choose one.", opts))
        return False
    k = picks[0]["data"]["i"]
    push_effects(g, e["options"][k]["effects"], c, scope=False)
    return True


#: Ops that act only on the cards they pick: with nothing to pick they do nothing.
_PICKING = ("power", "destroy", "move", "move_mod", "place")


def picks_nothing(g: G, effects: list[dict[str, Any]], make_ctx: Any) -> bool:
    """Whether an effect list is one effect that picks cards in play and would find none (fewer
    than a destroy's price): an optional ability, a Special or one choice of a "choose one" that
    would do nothing (Superior Firepower's "destroy a base modifier" with none in play).
    `make_ctx()` gives the context it is judged in (made only when there is a pick to judge)."""
    if len(effects) != 1:
        return False
    e = effects[0]
    if e.get("op") not in _PICKING or "pick" not in e or e.get("with_self"):
        return False
    need, against = (e.get("n", 1), "destroy") if e["op"] == "destroy" else (1, "affect")
    return len(select(g, e["pick"], make_ctx(), against, enough=need)) < need


@op("if")
def _if(g: G, t, e, picks) -> bool:
    c = t["c"]
    branch = e.get("then", []) if condition(g, e["cond"], c) else e.get("else", [])
    push_effects(g, branch, c, scope=False)
    return True


@op("after")
def _after(g: G, t, e, picks) -> bool:
    """A follow-up that triggers off the event just done (ordered among its other triggers)."""
    c = t["c"]
    src = c["src"]
    trig = {"src": src, "def": g.s["cards"][src][0] if src in g.s["cards"] else "", "ab": -1,
            "you": c["you"], "may": bool(e.get("may")), "each": False, "here": c["here"],
            "c": {"there": c.get("there")}, "label": f"{g.name(src)} (follow-up)", "gone_ok": True,
            "fx": e["effects"], "vars": dict(c["vars"])}
    emit_triggers(g, [trig])
    return True


LATE["EFFECTS"] = EFFECTS
LATE["picks_nothing"] = picks_nothing  # me_first asks whether an optional ability or a Special would act
