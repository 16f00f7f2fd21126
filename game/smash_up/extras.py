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
from .turn import _play_option, fits, normally_playable, push_play, targets



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
    if picks is not None:
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
        return
    opts = []
    for uid in s["players"][seat]["hand"]:
        d = g.d(uid)
        if d.type != al["type"] or not normally_playable(d):
            continue
        for tgt in targets(g, seat, uid):
            if fits(g, seat, al, uid, tgt):
                opts.append(_play_option(g, uid, tgt, prefix="x"))
    if not opts:
        if t["defer"]:
            s["turn"]["extras"] += [dict(al) for _ in range(t["left"])]
        return
    if t["defer"]:
        opts.append(option("later", "Keep it for later this phase" if t["left"] == 1 else
                           "Keep them for later this phase"))
    kind = "an extra character" if al["type"] == "character" else "an extra action"
    lost = f"the extra {al['type']}" if t["left"] == 1 else f"{t['left']} extra {al['type']}s"
    opts.append(option("decline", f"Don't play it ({lost} is lost)" if t["left"] == 1 else
                       f"Don't play them ({lost} are lost)"))
    g.ask(t, decision(seat, "extra", f"You may play {kind} ({al['src']}).", opts,
                      public_prompt=f"{g.who(seat)} may play {kind}."))


@op("extra")
def _extra(g: G, t, e, picks) -> bool:
    push_extra(g, t["c"], e)
    return True
