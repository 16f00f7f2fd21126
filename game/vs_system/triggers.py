"""Triggered powers: collected when their event happens, resolved before anyone plays anything else.

`emit` looks at the characters in play that listen to an event (a face-down character has no
powers, except that being stunned still triggers its own "when stunned") and queues what fires in
``state["tq"]``. The engine resolves the queue at the next quiet moment (engine.run): one
trigger alone at once; several at once in the order the active player chooses (rulebook: Timing).
A "may" asks its controller first.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from .engine import LATE, G, ctx, push_fx, task
from .wording import sentence


#: Events about one character, and the data naming it: only that character can hear them (_listens).
ABOUT_ONE = {"appears": "uid", "powered_up": "uid", "gains_atk": "uid", "stunned": "uid", "stuns_attacker": "by",
             "stuns_defender": "by"}


def emit(g: G, when: str, **data: Any) -> None:
    """Queue the powers that `when` triggers (see vocabulary.TRIGGERS for the events)."""
    ids = g.book.listeners.get(when)
    if not ids:
        return
    s = g.s
    cards = s["cards"]
    defs = g.book.defs
    chars = s["ch"]
    one = ABOUT_ONE.get(when)
    if one is not None:
        u = data[one]
        hear = [u] if u in chars and cards[u][0] in ids else []
    elif when == "attacks" and not any(cards[u][0] in ids for u in data["att"]):
        return  # only the attackers hear it
    else:  # few characters listen: find them first (in the order they came into play), then look closer
        hear = [u for u in chars if cards[u][0] in ids]
    for uid in hear:
        c = chars[uid]
        did = cards[uid][0]
        if c["face"] != "up" and when != "stunned":
            continue
        if not _listens(s, when, uid, c, data):
            continue
        d = defs[did]
        for p in d.triggers[when]:
            if p["cond"] is not None:
                if not LATE["condition"](g, p["cond"], ctx(c["ctrl"], uid, trig=data)):
                    continue
            if p["once_per_turn"]:
                key = f"{uid}:{p['idx']}"
                if key in s["turn"]["once"]:
                    continue
                s["turn"]["once"].append(key)
            s["tq"].append({"src": uid, "p": p["idx"], "you": c["ctrl"], "d": data, "w": when})


def _listens(s: dict[str, Any], when: str, uid: str, c: dict[str, Any], data: dict[str, Any]) -> bool:
    if when == "attacks":
        return uid in data["att"]
    if when in ("appears", "powered_up", "gains_atk", "stunned"):
        return uid == data["uid"]
    if when in ("stuns_attacker", "stuns_defender"):
        return uid == data["by"]
    if when in ("turn_start", "turn_end"):
        return c["ctrl"] in data["seats"]
    if when == "your_main_attacks":
        return c["ctrl"] == data["seat"]
    if when in ("enemy_appears", "enemy_card_enters"):
        return s["team"][c["ctrl"]] != s["team"][data["seat"]]
    if when == "other_gets_plus":
        return uid != data["uid"]
    return True  # any_turn_end, recruits: the condition decides


def label(g: G, trig: dict[str, Any]) -> str:
    """A queued trigger in words: "Gamora: Warrior (put two +1/+1 counters on her)"."""
    d = g.d(trig["src"])
    p = d.powers[trig["p"]]
    return f"{d.name}: {p['name']}" + (f" ({p['does']})" if p["text"] else "")


@task("triggers")
def _triggers(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    if picks is not None:
        o = picks[0]
        if t.get("may") is not None:  # the answer to a "may"
            trig = t["may"]
            if o["id"] == "yes":
                _resolve(g, trig)
            return
        trig = s["tq"].pop(o["data"]["i"])
        _start(g, t, trig)
        return
    q = s["tq"]
    q[:] = [x for x in q if _still_valid(g, x) and not _idle_may(g, x)]
    if not q:
        return
    kinds = {(s["cards"][x["src"]][0], x["p"], x["you"]) for x in q}
    if len(q) == 1 or len(kinds) == 1 or all(_plain(g, x) for x in q):
        _start(g, t, q.pop(0))
        return
    seat = s["turn"]["seat"]
    opts = [option(f"o{i}", label(g, x), [f"char:{x['src']}"], i=i) for i, x in enumerate(q)]
    g.ask(t, decision(seat, "order", "Several powers trigger at once: choose which resolves next.", opts,
                      public_prompt=f"{g.who(seat)} orders the powers that triggered."))


#: Effects whose order among simultaneous triggers can't matter: they only touch their own
#: character or player (gain XP, draw, grow, transform). Triggers made only of these resolve in the
#: order they happened without asking; anything else (a choice, a "may") is ordered by the active player.
PLAIN_OPS = frozenset({"xp", "draw", "transform", "extra_rp"})
PLAIN_CUSTOM = frozenset({"journey", "calm_down"})


def _plain(g: G, trig: dict[str, Any]) -> bool:
    p = g.d(trig["src"]).powers[trig["p"]]
    if p["may"]:
        return False
    for e in p["effects"]:
        op = e["op"]
        if op in PLAIN_OPS or op == "custom" and e["fn"] in PLAIN_CUSTOM:
            continue
        if op in ("counters", "boost") and e.get("to") == "self":
            continue
        return False
    return True


def _idle_may(g: G, trig: dict[str, Any]) -> bool:
    """A "may" that would do nothing now (Happy Hogan with no face-down location): not asked, nor
    put in the order; a power that must resolve still resolves for nothing."""
    p = g.d(trig["src"]).powers[trig["p"]]
    return p["may"] and LATE["idle_words"](g, ctx(trig["you"], trig["src"], trig=trig["d"], power=p["idx"],
                                                   when=trig["w"]), p["effects"]) is not None


def _still_valid(g: G, trig: dict[str, Any]) -> bool:
    c = g.s["ch"].get(trig["src"])
    if c is None:
        return False
    return c["face"] == "up" or trig["w"] == "stunned"


def _start(g: G, t: dict[str, Any], trig: dict[str, Any]) -> None:
    """Resolve one trigger (asking first for a "may"); the queue's rest waits its turn."""
    p = g.d(trig["src"]).powers[trig["p"]]
    if p["may"]:
        seat = trig["you"]
        if g.taken is not None:  # nobody sees the decision (G.taken): decision() without words
            g.ask({"op": "triggers", "may": trig}, {"seat": seat, "kind": "may", "prompt": "", "options": [
                {"id": "yes", "label": "", "path": [f"char:{trig['src']}"]}, {"id": "no", "label": "", "path": []}],
                "min": 1, "max": 1, "public_prompt": ""})
            return
        g.ask({"op": "triggers", "may": trig},
              decision(seat, "may", f"{label(g, trig)}: use it?",
                       [option("yes", f"Use {p['name']}: {p['does']}", [f"char:{trig['src']}"]),
                        option("no", f"Don't use {p['name']}")],
                       public_prompt=f"{g.who(seat)} decides whether to use {p['name']}."))
        return
    _resolve(g, trig)


def _resolve(g: G, trig: dict[str, Any]) -> None:
    d = g.d(trig["src"])
    p = d.powers[trig["p"]]
    if g.words:
        g.log("trigger", sentence(f"{d.name}: {p['name']}"), card=trig["src"])
    else:
        g.quiet("trigger")
    push_fx(g, p["effects"], ctx(trig["you"], trig["src"], trig=trig["d"], power=p["idx"], when=trig["w"]))
