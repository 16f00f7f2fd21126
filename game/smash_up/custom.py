"""Cards the vocabulary cannot say, registered by card id (see content `custom: true`).

Each function has the signature of an effect op: ``fn(g, t, e, picks) -> bool``.
"""

from __future__ import annotations

from typing import Any, Callable

from .effects import op, pick_base

CUSTOM: dict[str, Callable[..., bool]] = {}


@op("custom")
def _custom(g, t, e, picks) -> bool:
    return CUSTOM[e["fn"]](g, t, e, picks)


def custom(name: str):
    """Register custom code for a card or base id."""
    def deco(fn):
        CUSTOM[name] = fn
        return fn
    return deco


@custom("hulk_smash")
def hulk_smash(g, t, e, picks) -> bool:
    """Destroy base modifiers on a base, or (Hulk there) destroy the base itself.

    Rulebook clarification: a destroyed base does not score; its base
    modifiers are discarded; its characters stay in play, with their
    modifiers, on the base that replaces it (they are neither played nor moved).
    """
    from game.core.decisions import decision, option

    from .scoring import replace_base
    from .table import base_of_uid
    from .verbs import destroy
    c = t["c"]
    s = g.s
    sc = t["sc"]
    if "base" not in sc:
        cands = [b["uid"] for b in s["bases"] if b["uid"] != s.get("scoring")]
        bu = pick_base(g, t, cands, "Hulk Smash: choose a base.", picks)
        if bu is None:
            return False
        picks = None
        sc["base"] = bu
    b = base_of_uid(s, sc["base"])
    if b is None:
        return True
    hulk_there = any(s["cards"][ch["uid"]][0] == "hulk" and ch["ctrl"] == c["you"] for ch in b["chars"])
    if sc.get("stage") != "mods" or picks is None:
        opts = [option(f"m:{m['uid']}", f"Destroy {g.name(m['uid'])}", [f"mod:{m['uid']}"], uid=m["uid"])
                for m in b["mods"]]
        if hulk_there:
            opts.append(option("smash", f"Destroy {g.name(b['uid'])} itself", [f"base:{b['uid']}"]))
        if not opts:
            return True
        sc["stage"] = "mods"
        g.wait(decision(c["you"], "target", "Choose base modifiers to destroy, or the base itself.", opts,
                        min_picks=0, max_picks=len(opts)))
        return False
    ids = [o["id"] for o in picks]
    if "smash" in ids:
        for m in list(b["mods"]):
            destroy(g, m["uid"])
        keep = b["chars"]
        b["chars"] = []
        g.log("smash", f"{g.name(b['uid'])} is destroyed; it does not score.", base=b["uid"])
        replace_base(g, b, keep_chars=keep)
    else:
        for o in picks:
            destroy(g, o["data"]["uid"])
    return True
