"""The Big Score: ready bases, the scoring order, awarding VP, cleanup and replacement.

Rulebook "Scoring Order": (1) check for ready bases; (2) the current player
picks one; (3) "before scoring" abilities and Specials (Me First); (4) VP by
current power, "when scoring" abilities; (5) "after scoring" abilities and
Specials; (6) all cards there go to their owners' discard piles; (7) the base
is discarded; (8) it is replaced; (9) back to (1).

Ties share the best place they tie for (standard competition ranking); a
player needs one character or 1 power there to score.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from .engine import G, task
from .engine import push_batch
from .me_first import on_after_score
from .power import base_cancelled, breakpoints, ceiling, powers, totals
from .table import base_of_uid, new_base, owner
from .verbs import gain_vp


def ready_bases(g: G) -> list[str]:
    """Bases whose total power meets or exceeds their breakpoint."""
    s = g.s
    book = g.book
    bps = breakpoints(s, book)
    out: list[str] = []
    # most checks find every base short of its breakpoint even at its ceiling; the powers are
    # worked out only at a base that could be ready, and there alone (nothing at one base
    # changes a character's power at another: `powers`' `only`)
    for b in s["bases"]:
        bu = b["uid"]
        bp = bps[bu]
        if ceiling(s, book, b) >= bp:
            pw = powers(s, book, bps, only=b)
            if sum(pw[ch["uid"]] for ch in b["chars"]) >= bp:
                out.append(bu)
    return out


def rank_players(s: dict[str, Any], b: dict[str, Any], pw: dict[str, int]) -> dict[int, int]:
    """Place (1, 2, 3...) of each eligible player at a base; ties share the best place."""
    tot = totals(s, b, pw)
    present = {ch["ctrl"] for ch in b["chars"]}
    eligible = [p for p in range(s["seats"]) if p in present or tot[p] >= 1]
    return {p: 1 + sum(1 for q in eligible if tot[q] > tot[p]) for p in eligible}


@task("score_phase")
def _score_phase(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    s["turn"]["phase"] = "score"
    if picks is not None:
        start_scoring(g, picks[0]["data"]["uid"])
        return
    ready = ready_bases(g)
    if not ready:
        return
    if len(ready) == 1:
        start_scoring(g, ready[0])
        return
    opts = [option(f"b:{u}", f"Score {g.name(u)} first", [f"base:{u}"], uid=u) for u in ready]
    g.ask(t, decision(s["turn"]["seat"], "score_order", "Several bases are ready: choose which scores first.", opts))


def start_scoring(g: G, buid: str) -> None:
    """Schedule the scoring of one base (steps 3 to 9)."""
    s = g.s
    s["scoring"] = buid
    g.log("score", f"{g.name(buid)} scores!", base=buid)
    g.push({"op": "score_phase"})
    g.push({"op": "score_clean", "b": buid})
    g.push({"op": "score_after", "b": buid})
    g.push({"op": "score_award", "b": buid})
    push_batch(g, [], window="before_score", scoring=buid)


@task("score_award")
def _score_award(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    b = base_of_uid(s, t["b"])
    if b is None:
        return
    bd = g.book.defs[b["id"]]
    pw = powers(s, g.book, only=b)  # the powers here alone: nothing elsewhere changes them
    ranks = rank_players(s, b, pw)
    awards = {p: (bd.vp[r - 1] if r <= 3 else 0) for p, r in ranks.items()}
    s["last_score"] = {"base": b["uid"], "ranks": {str(p): r for p, r in ranks.items()},
                       "had": sorted({ch["ctrl"] for ch in b["chars"]})}
    tot = totals(s, b, pw)
    standings = ", ".join(f"{g.who(p)} {tot[p]}" for p in sorted(ranks, key=lambda p: ranks[p]))
    g.log("standings", f"{bd.name}: {standings or 'nobody is there'}.", base=b["uid"],
          ranks={str(p): r for p, r in ranks.items()})
    # "When this base scores" abilities change or add to the award (A Portent of Doom).
    bonus = when_scoring(g, b, ranks, awards, tot)
    got = {p: awards.get(p, 0) + bonus.get(p, 0) for p in ranks}
    # What each ranked player got, for "got no VP here" abilities and the view of the scored base.
    s["last_score"]["vp"] = {str(p): n for p, n in got.items()}
    for p in range(s["seats"]):
        gain_vp(g, p, got.get(p, 0))


def when_scoring(g: G, b: dict[str, Any], ranks: dict[int, int], awards: dict[int, int],
                 tot: list[int]) -> dict[int, int]:
    """Extra VP from 'when this base scores' abilities of the base and its modifiers."""
    s = g.s
    bonus: dict[int, int] = {}
    hooks: list[tuple[dict[str, Any], int | None]] = []
    if not base_cancelled(s, g.book, b):
        hooks += [(ab, None) for ab in g.book.defs[b["id"]].triggers.get("when_score_here", [])]
    for m in b["mods"]:
        hooks += [(ab, m["ctrl"]) for ab in g.book.defs[s["cards"][m["uid"]][0]].triggers.get("when_score_here", [])]
    for ab, ctrl in hooks:
        for e in ab["effects"]:
            if e["op"] != "gain_vp":
                continue
            if ab.get("cond") == "no_vp_here":
                for p in ranks:
                    if awards.get(p, 0) == 0:
                        bonus[p] = bonus.get(p, 0) + e["n"]
            elif ctrl is not None and tot[ctrl] >= 1:
                bonus[ctrl] = bonus.get(ctrl, 0) + e["n"]
    return bonus


@task("score_after")
def _score_after(g: G, t: dict[str, Any], picks) -> None:
    b = base_of_uid(g.s, t["b"])
    if b is None:
        return
    push_batch(g, on_after_score(g, b), window="after_score", scoring=t["b"])


@task("score_clean")
def _score_clean(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    b = base_of_uid(s, t["b"])
    s["scoring"] = None
    if b is None:
        return
    gone = {ch["uid"] for ch in b["chars"]}
    s["fx"] = [fx for fx in s["fx"] if fx.get("t") not in gone]
    for ch in b["chars"]:  # all at once, to their owners: this is not destruction
        for m in ch["mods"]:
            s["players"][owner(s, m["uid"])]["discard"].append(m["uid"])
        s["players"][owner(s, ch["uid"])]["discard"].append(ch["uid"])
    for m in b["mods"]:
        s["players"][owner(s, m["uid"])]["discard"].append(m["uid"])
    b["chars"] = []
    b["mods"] = []
    replace_base(g, b)


def replace_base(g: G, b: dict[str, Any], keep_chars: list[dict[str, Any]] | None = None) -> None:
    """The base goes to the base discard pile; the top of the base deck takes its slot."""
    s = g.s
    i = s["bases"].index(b)
    s["base_discard"].append(b["id"])
    s["fx"] = [fx for fx in s["fx"] if fx.get("b") != b["uid"]]
    nb = new_base(s, g.events)
    if nb is None:
        s["bases"].pop(i)
        return
    if keep_chars:
        nb["chars"] = keep_chars
    s["bases"][i] = nb
    g.log("base", f"{g.book.defs[nb['id']].name} replaces {g.book.defs[b['id']].name}.", base=nb["uid"],
          old=b["uid"])
