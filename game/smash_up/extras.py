"""Extra plays: granting them, and playing one now or keeping it for later.

Rulebook "Extra": an extra character or action doesn't count against the
normal one of each. Granted during your own Play Cards phase it may wait until
later in the phase (it is offered now, with a "later" choice); granted by a
Special, outside your Play Cards phase, tied to specific cards, or with a
dependent follow-up ("...; it gets -1 power"), it must be played at once or
not at all.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from .effects import op
from .engine import G, push_effects, task
from .power import any_protection, guard_source
from .turn import normally_playable, push_play



def push_extra(g: G, c: dict[str, Any], e: dict[str, Any]) -> None:
    """Grant an extra play as an `extra` op describes (see the module docstring)."""
    s = g.s
    base = e.get("base")
    if base in ("here", "there"):
        base = c[base]
    elif base == "destroyed":
        base = c["vars"].get("destroyed_at")
    al = {"type": e["type"], "pmax": e.get("pmax"), "base": base, "nochars": bool(e.get("nochars")),
          "mod": e.get("mod"), "here_chars": c["here"] if e.get("here_chars") else None,
          "cards": list(c["vars"].get(e["from_var"], [])) if e.get("from_var") else None,
          "src": g.name(c["src"]) if c["src"] else "an ability"}
    turn = s["turn"]
    own_phase = turn["phase"] == "play" and turn["seat"] == c["you"]
    now = bool(e.get("now") or e.get("then") or e.get("from_var") or c.get("special")) or not own_phase
    g.push({"op": "xtra", "al": al, "seat": c["you"], "left": e.get("n", 1), "then": e.get("then", []),
            "c": c, "defer": not now})


@task("xtra")
def _xtra(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    seat = t["seat"]
    al = t["al"]
    if picks is None:
        picks = _ask_extra(g, t, seat, al)
        if picks is None:
            return
    o = picks[0]
    if o["id"] == "later":
        s["turn"]["extras"] += [dict(al) for _ in range(t["left"])]
        return
    if o["id"] == "decline":
        return
    t["left"] -= 1
    if t["left"] > 0:
        g.push(t)
    uid, tgt = o["data"]["card"], o["data"]["target"]
    if t["then"]:
        c = dict(t["c"])
        c["vars"] = dict(c["vars"], played=[uid])
        push_effects(g, t["then"], c)
    push_play(g, uid, seat, tgt, via="extra")


def _ask_extra(g: G, t: dict[str, Any], seat: int, al: dict[str, Any]) -> list[dict[str, Any]] | None:
    """Offer the extra play (None: asked, or nothing to play), or where nobody sees the question
    (G.pick) draw its answer here and hand it back, for `_xtra` to carry on in the same step."""
    s = g.s
    opts = extra_options(g, seat, al)
    if not opts:
        if t["defer"]:
            s["turn"]["extras"] += [dict(al) for _ in range(t["left"])]
        return None
    if g.pick is not None:  # without the words of keeping or declining it
        if t["defer"]:
            opts.append({"id": "later"})
        opts.append({"id": "decline"})
        return g.draw(seat, "extra", opts, t=t)
    if t["defer"]:
        opts.append(option("later", "Keep it for later this phase" if t["left"] == 1 else
                           "Keep them for later this phase"))
    kind = "an extra character" if al["type"] == "character" else "an extra action"
    lost = f"the extra {al['type']}" if t["left"] == 1 else f"{t['left']} extra {al['type']}s"
    opts.append(option("decline", f"Don't play it ({lost} is lost)" if t["left"] == 1 else
                       f"Don't play them ({lost} are lost)"))
    g.ask(t, decision(seat, "extra", f"You may play {kind} ({al['src']}).", opts,
                      public_prompt=f"{g.who(seat)} may play {kind}."))
    return None


def extra_options(g: G, seat: int, al: dict[str, Any]) -> list[dict[str, Any]]:
    """Every play allowance `al` lets `seat` make now: the options `turn._play_option` makes
    (prefix "x") for each card in hand and each of its `targets` that `fits` the allowance, in
    that order, written out in one pass with the allowance read once (about one decision in
    ten offers an extra play)."""
    s = g.s
    book = g.book
    defs, names, cards = book.defs, book.names, s["cards"]
    typ, only, pmax, amod = al["type"], al.get("cards"), al.get("pmax"), al.get("mod")
    abase, here, nochars = al.get("base"), al.get("here_chars"), al.get("nochars")
    opts: list[dict[str, Any]] = []
    guarded = None  # whether anything protects, looked at for the first character modifier in hand
    for uid in s["players"][seat]["hand"]:
        d = defs[cards[uid][0]]
        if d.type != typ or not normally_playable(d):
            continue
        if (only is not None and uid not in only) or (pmax is not None and d.power > pmax) or \
                (amod is not None and d.mod != amod):
            continue
        head = f"Play {d.name}"
        hp = f"hand:{uid}"
        if d.type == "character" or d.mod == "base":
            if here is not None:  # only a character modifier can use it
                continue
            empty_only = d.type != "character" and d.play_rule == "empty_base"
            for b in s["bases"]:
                bu = b["uid"]
                if (empty_only and b["chars"]) or (abase is not None and bu != abase):
                    continue
                if nochars and any(ch["ctrl"] == seat for ch in b["chars"]):
                    continue
                opts.append({"id": f"x:{uid}:{bu}", "label": f"{head} on {names[b['id']]}",
                             "path": [hp, f"base:{bu}"], "data": {"card": uid, "target": bu}})
        elif d.mod == "character":
            for b in s["bases"]:
                bu = b["uid"]
                if (abase is not None and bu != abase) or (here is not None and bu != here):
                    continue
                if nochars and any(ch["ctrl"] == seat for ch in b["chars"]):
                    continue
                for ch in b["chars"]:
                    if ch["ctrl"] != seat:
                        if guarded is None:
                            guarded = any_protection(s, book)
                        if guarded and guard_source(s, book, b, ch, True, "affect", None) is not None:
                            continue
                    cu = ch["uid"]
                    opts.append({"id": f"x:{uid}:{cu}", "label": f"{head} on {names[cards[cu][0]]}",
                                 "path": [hp, f"char:{cu}"], "data": {"card": uid, "target": cu}})
        elif abase is None and here is None and not nochars:  # a plain action is at no base
            opts.append({"id": f"x:{uid}:", "label": head, "path": [hp], "data": {"card": uid, "target": ""}})
    return opts


@op("extra")
def _extra(g: G, t, e, picks) -> bool:
    push_extra(g, t["c"], e)
    return True
