"""Scenario cards: what each stage asks of the heroes, its tokens and roles, success and failure.

Rulebook: Scenario Cards, Completing Objectives on Scenario Cards, Ending the Current Stage.

Each card's ``kind`` names one of the rules below; its numbers (tokens, OP, deadline) are data.
The heroes earn a card's OP the moment they succeed; if its deadline stage ends first, the
Mastermind earns them. Stage 1 and 2 cards are in force from set-up; the Stage 3 card lies face
down (only the Mastermind has read it) until the end of Stage 1, when it is revealed and its
reveal instructions run (tokens placed, its rules switched on).

State per card: ``state["sc"][i] = {"id", "status": "open"|"won"|"lost", "active", ...}``.
"""

from __future__ import annotations

from typing import Any

from game.core import decisions as dc
from game.core import events as ev

from . import damage, objectives, objects
from .engine import HEROES, MASTERMIND, G, task

#: Kinds judged only when their deadline stage ends (positions then), not the moment they happen.
AT_DEADLINE = ("stand_on_tokens", "control_tile", "evacuate", "protect_tokens", "outnumber")


def card(g: G, i: int) -> Any:
    return g.rules.scenarios[g.s["sc"][i]["id"]]


def deadline(g: G, i: int) -> int:
    sc = card(g, i)
    return min(g.s["stages"], sc.deadline or max(sc.stage, 1))


def tokens_of(g: G, i: int, kind: str | None = None) -> list[str]:
    return [tid for tid, t in g.s["tokens"].items() if t["sc"] == i and (kind is None or t["kind"] == kind)]


def win(g: G, i: int, why: str) -> None:
    st = g.s["sc"][i]
    if st["status"] != "open":
        return
    st["status"] = "won"
    sc = card(g, i)
    g.log("scenario", f"{sc.title}: the heroes succeed ({why}).", scenario=sc.id, status="won")
    damage.award_op(g, HEROES, sc.op, sc.title)


def lose(g: G, i: int, why: str) -> None:
    st = g.s["sc"][i]
    if st["status"] != "open":
        return
    st["status"] = "lost"
    sc = card(g, i)
    g.log("scenario", f"{sc.title}: the heroes fail ({why}).", scenario=sc.id, status="lost")
    damage.award_op(g, MASTERMIND, sc.op, sc.title)


def on_hero_spawn(g: G, fid: str) -> bool:
    p = g.s["figs"][fid]["pos"]
    return p is not None and g.s["spawns"].get(p) == "hero"


# -- checks during play ------------------------------------------------------------------------------
def check(g: G, i: int) -> None:
    s = g.s
    st = s["sc"][i]
    if st["status"] != "open" or not st["active"]:
        return
    sc = card(g, i)
    kind = sc.kind
    if kind == "escort_prisoner":
        prison = [t for t in tokens_of(g, i, "prison")]
        if not st.get("freed") and prison and s["tokens"][prison[0]].get("destroyed"):
            if s["stage"] <= max(sc.stage, 1):
                st["freed"] = True
                cell = s["tokens"][prison[0]]["at"]
                objectives.place(g, "prisoner", cell, i)
                g.log("scenario", f"{sc.title}: the Prisoner is free in {g.sq(cell)}; a hero must bring them to a "
                      f"hero spawn point from Stage {sc.from_stage or 2} on.", scenario=sc.id)
        if st.get("freed") and s["stage"] >= (sc.from_stage or 2):
            for tid in tokens_of(g, i, "prisoner"):
                t = s["tokens"][tid]
                if t["carrier"] and on_hero_spawn(g, t["carrier"]):
                    objectives.deliver(g, t["carrier"], tid)
                    win(g, i, "the Prisoner is out")
    elif kind in ("damage_tokens",):
        mine = tokens_of(g, i)
        if mine and all(s["tokens"][t].get("destroyed") for t in mine):
            win(g, i, "every target is destroyed")
    elif kind == "deliver_tokens":
        for tid in tokens_of(g, i):
            t = s["tokens"][tid]
            if t["carrier"] and on_hero_spawn(g, t["carrier"]):
                objectives.deliver(g, t["carrier"], tid)
                t["delivered"] = True
                g.log("scenario", f"{sc.title}: the {objectives.token_name(g, tid)} is safe.", scenario=sc.id)
        mine = tokens_of(g, i)
        if mine and all(s["tokens"][t].get("delivered") for t in mine):
            win(g, i, "everyone is safe")
    elif kind == "rivals":
        a, b = st.get("rivals", [None, None])
        if a and f"{a}>{b}" in s["hits"] and f"{b}>{a}" in s["hits"]:
            win(g, i, f"{g.cname(a)} and {g.cname(b)} have settled their score")
    elif kind == "extract_carrier":
        if any(s["tokens"][t].get("extracted") for t in tokens_of(g, i)):
            win(g, i, "the Dossier left with its carrier")
    elif kind == "retrieve_tokens":
        mine = tokens_of(g, i)
        if mine and all(s["tokens"][t]["carrier"] is not None or s["tokens"][t].get("gone") for t in mine):
            win(g, i, "everything is retrieved")
    elif kind == "relic_race":
        for tid in tokens_of(g, i):
            carrier = s["tokens"][tid]["carrier"]
            if carrier is not None:
                if g.side_of(carrier) == HEROES:
                    win(g, i, f"{g.fname(carrier)} holds the relic")
                else:
                    g.events.append(ev.event("role_revealed", f"{g.fname(carrier)} was the seeker all along.",
                                             reveals=True, char=carrier))
                    st["revealed"] = True
                    lose(g, i, f"{g.fname(carrier)} seized the relic")
    elif kind in ("defeat_marked", "defeat_mastermind"):
        target = st.get("target")
        if target and any(d["char"] == target and d["stage"] >= max(sc.stage, 1) for d in s["defeat_log"]):
            win(g, i, f"{g.cname(target)} is defeated")


@task("scenario_check")
def _scenario_check(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    _log_defeats(g)
    for i, st in enumerate(s["sc"]):
        if st["status"] == "open" and st["active"]:  # (check's own first test, made here: most are settled)
            check(g, i)


def _log_defeats(g: G) -> None:
    s = g.s
    for cid, c in s["chars"].items():
        if c["role"] != "henchman" and c["defeats"] > c.get("logged", 0):
            c["logged"] = c["defeats"]
            s["defeat_log"].append({"char": cid, "stage": s["stage"], "round": s["round"]})


# -- the end of a stage -------------------------------------------------------------------------------
def judge_at_deadline(g: G, i: int) -> None:
    s = g.s
    st = s["sc"][i]
    sc = card(g, i)
    kind = sc.kind
    heroes_on_map = [cid for cid, c in s["chars"].items() if c["side"] == HEROES]
    if kind == "stand_on_tokens":
        cells = [s["tokens"][t]["pos"] for t in tokens_of(g, i)]
        occ = g.occ()
        ok = cells and all(c in occ and g.side_of(occ[c]) == HEROES for c in cells)
        (win if ok else lose)(g, i, "a hero holds every marked square" if ok else "not every marked square is held")
    elif kind == "control_tile":
        toks = tokens_of(g, i)
        tile = g.board.tile_of.get(s["tokens"][toks[0]]["pos"]) if toks and s["tokens"][toks[0]]["pos"] else None
        mine = theirs = 0
        for fid, f in s["figs"].items():
            if f["pos"] is not None and g.board.tile_of.get(f["pos"]) == tile:
                if g.side_of(fid) == HEROES:
                    mine += 1
                else:
                    theirs += 1
        ok = mine > theirs
        (win if ok else lose)(g, i, f"{mine} heroes against {theirs} of the Mastermind's figures on that tile")
    elif kind == "evacuate":
        ok = all(s["chars"][h]["state"] == "extracted" or (s["chars"][h]["state"] == "map" and on_hero_spawn(g, h))
                 for h in heroes_on_map)
        (win if ok else lose)(g, i, "every hero got out" if ok else "a hero is still inside")
    elif kind == "protect_tokens":
        ok = any(not s["tokens"][t].get("destroyed") for t in tokens_of(g, i))
        (win if ok else lose)(g, i, "an uplink still stands" if ok else "every uplink is destroyed")
    elif kind == "outnumber":
        mine = theirs = 0
        for fid, f in s["figs"].items():
            if f["pos"] is not None and g.in_battle_zone(f["pos"]):
                if g.side_of(fid) == HEROES:
                    mine += 1
                else:
                    theirs += 1
        ok = mine > theirs
        (win if ok else lose)(g, i, f"{mine} heroes against {theirs} of the Mastermind's figures in the Battle Zone")
    else:
        lose(g, i, "time ran out")
    if sc.explode_left and st["status"] == "lost":
        for tid in tokens_of(g, i):
            t = s["tokens"][tid]
            if t["pos"] is not None:
                cell = t["pos"]
                t["pos"] = None
                t["gone"] = True
                g.moved()
                objects.explode(g, cell)


@task("stage_end")
def _stage_end(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    stage = t["stage"]
    g.log("stage", f"Stage {stage} ends.", stage=stage)
    g.push({"op": "settle"})  # blasts of charges left behind
    if stage == 1 and s["stages"] == 3 and not s["revealed"]:
        g.push({"op": "reveal"})
    for i, st in enumerate(s["sc"]):
        if st["status"] == "open" and st["active"] and deadline(g, i) == stage:
            judge_at_deadline(g, i)
        elif st["status"] == "open" and st["active"] and card(g, i).kind == "escort_prisoner" and stage == 1 \
                and not st.get("freed"):
            lose(g, i, "the Prison still stands")
    if stage < s["stages"]:
        for i in range(len(s["sc"])):
            for plan in card(g, i).tokens:
                if plan.when == "stage_start" and plan.stage == stage + 1:
                    g.push({"op": "place_tokens", "sc": i, "token": plan.token, "n": plan.count, "side": _placer(plan)})


def _plan(g: G, t: dict) -> Any:
    """The card's instruction this placing follows (its token kind names it)."""
    return next(p for p in card(g, t["sc"]).tokens if p.token == t["token"])


def _placer(plan: Any) -> int:
    return MASTERMIND if plan.placed_by == "mastermind" else HEROES


@task("reveal")
def _reveal(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    s["revealed"] = True
    i = 2
    sc = card(g, i)
    s["sc"][i]["active"] = True
    g.events.append(ev.event("reveal", f"The Stage 3 card is revealed: {sc.title}. {sc.reveal or sc.rules}",
                             reveals=True, scenario=sc.id))
    if sc.role == "seeker":
        s["roles"]["retrievers"] = [s["sc"][i]["target"]] if s["sc"][i].get("target") else []
    for plan in reversed(sc.tokens):
        if plan.when == "reveal":
            g.push({"op": "place_tokens", "sc": i, "token": plan.token, "n": plan.count, "side": _placer(plan)})
    if sc.role and not s["sc"][i].get("target") and role_choosable(g, i):
        g.push({"op": "pick_role", "sc": i})  # first: its holder is named as the card turns up


@task("place_tokens")
def _place_tokens(g: G, t: dict, picks: list | None) -> None:
    """The side a card names places its tokens, one at a time, on Battle Zone squares."""
    s = g.s
    if picks is not None:
        cell = picks[0]["data"]["cell"]
        tid = objectives.place(g, t["token"], cell, t["sc"])
        g.log("token", f"{g.side_says(t['side'], 'place')} the {objectives.token_name(g, tid)} in {g.sq(cell)}.",
              token=tid, cell=cell)
        t = dict(t, n=t["n"] - 1)
    if t["n"] <= 0:
        return
    near = _plan(g, t).near
    cells = objectives.legal_token_squares(g, near)
    if not cells:
        g.log("token", "No legal square is left for the token.")
        return
    if g.bare:  # nobody sees the question: the squares without their names
        g.ask(t, dc.decision(t["side"], "place_token", "", [dc.option(f"cell:{c}", "", [f"cell:{c}"], cell=c) for c in cells],
                             token=t["token"]))
        return
    name = g.rules.token_kinds[t["token"]].name
    where = "a Battle Zone square on the heroes' side" if near == "heroes" else "a Battle Zone square"
    g.ask(t, dc.decision(t["side"], "place_token", f"{card(g, t['sc']).title}: place the {name} on {where} "
                         f"({t['n']} to place).", [dc.option(f"cell:{c}", g.sq(c), [f"cell:{c}"], cell=c) for c in cells],
                         token=t["token"]))


@task("pick_role")
def _pick_role(g: G, t: dict, picks: list | None) -> None:
    """The Mastermind marks characters for a card's role: rivals (two heroes, public), a
    lieutenant (one of hers, public) or the relic's seeker (one of hers, secret)."""
    s = g.s
    i = t["sc"]
    sc = card(g, i)
    st = s["sc"][i]
    if picks is not None:
        cid = picks[0]["data"]["char"]
        if sc.role == "rivals":
            st.setdefault("rivals", []).append(cid)
            if len(st["rivals"]) < 2:
                g.ask(t, _role_decision(g, i, [st["rivals"][0]]))
                return
            a, b = st["rivals"]
            g.log("role", f"{sc.title}: {g.cname(a)} and {g.cname(b)} are rivals.", scenario=sc.id, chars=[a, b])
        elif sc.role == "lieutenant":
            st["target"] = cid
            g.log("role", f"{sc.title}: {g.cname(cid)} is the marked lieutenant.", scenario=sc.id, char=cid)
        else:
            st["target"] = cid
            if st["active"]:  # (named as the card is revealed: the seeker may now retrieve the relic)
                s["roles"]["retrievers"] = [cid]
            g.events.append(ev.secret_event("role", [MASTERMIND], "The Mastermind secretly marks a character.",
                                            f"You mark {g.cname(cid)} as the seeker.",
                                            open_text=f"The Mastermind secretly marks {g.cname(cid)} as the seeker.",
                                            public={"scenario": sc.id}, private={"char": cid}))
        return
    g.ask(t, _role_decision(g, i, []))


def _role_decision(g: G, i: int, taken: list[str]) -> dict:
    s = g.s
    sc = card(g, i)
    if sc.role == "rivals":
        cands = [cid for cid, c in s["chars"].items() if c["side"] == HEROES and cid not in taken]
        prompt = f"{sc.title}: pick {'the second' if taken else 'the first'} of two rival heroes."
    else:
        cands = [cid for cid, c in s["chars"].items() if c["side"] == MASTERMIND and c["role"] != "henchman"]
        prompt = f"{sc.title}: pick the {'seeker (kept secret)' if sc.role == 'seeker' else 'lieutenant'}."
    return dc.decision(MASTERMIND, "pick_role", prompt,
                       [dc.option(f"char:{c}", g.cname(c), [f"char:{c}"], char=c) for c in cands],
                       secret=sc.role_secret)


def setup_roles_and_targets(g: G) -> None:
    """Role holders a card needs that no one picks (the mastermind of 'Decapitation')."""
    s = g.s
    for i, st in enumerate(s["sc"]):
        sc = card(g, i)
        if sc.kind == "defeat_mastermind":
            st["target"] = next((cid for cid, c in s["chars"].items() if c["role"] == "mastermind"), None)


def role_choosable(g: G, i: int) -> bool:
    sc = card(g, i)
    s = g.s
    if sc.role == "rivals":
        return sum(1 for c in s["chars"].values() if c["side"] == HEROES) >= 2
    if sc.role in ("lieutenant", "seeker"):
        return any(c["side"] == MASTERMIND and c["role"] != "henchman" for c in s["chars"].values())
    return False


def judged_tile(g: G, i: int) -> int | None:
    """The map tile a "control the tile" card judges (where its token lies), or None."""
    if card(g, i).kind != "control_tile":
        return None
    toks = tokens_of(g, i)
    pos = g.s["tokens"][toks[0]]["pos"] if toks else None
    return g.board.tile_of.get(pos) if pos else None


def standing(g: G, i: int) -> str:
    """How a card judged by a count of figures would come out now, in words (for the view)."""
    s = g.s
    st = s["sc"][i]
    sc = card(g, i)
    if st["status"] != "open" or not st["active"] or sc.kind not in ("control_tile", "outnumber"):
        return ""
    tile = judged_tile(g, i)
    mine = theirs = 0
    for fid, f in s["figs"].items():
        if f["pos"] is None:
            continue
        if tile is not None and g.board.tile_of.get(f["pos"]) != tile:
            continue
        if tile is None and (sc.kind == "control_tile" or not g.in_battle_zone(f["pos"])):
            continue
        if g.side_of(fid) == HEROES:
            mine += 1
        else:
            theirs += 1
    where = "on the marked tile (tinted gold)" if sc.kind == "control_tile" else "in the Battle Zone"
    return f"Now {where}: heroes {mine}, Mastermind {theirs}" + (" (the heroes hold it)" if mine > theirs else "")


def progress(g: G, i: int) -> str:
    """A card's progress in words (for the view)."""
    s = g.s
    st = s["sc"][i]
    sc = card(g, i)
    if st["status"] != "open":
        return "done: the heroes succeeded" if st["status"] == "won" else "done: the heroes failed"
    if not st["active"]:
        return "not revealed yet"
    mine = tokens_of(g, i)
    if sc.kind == "damage_tokens":
        left = sum(1 for t in mine if not s["tokens"][t].get("destroyed"))
        return f"{left} of {len(mine)} still standing; fails at the end of stage {deadline(g, i)}"
    if sc.kind == "deliver_tokens":
        done = sum(1 for t in mine if s["tokens"][t].get("delivered"))
        return f"{done} of {len(mine)} brought out; fails at the end of stage {deadline(g, i)}"
    if sc.kind == "escort_prisoner":
        return "the Prisoner is free: bring them to a hero spawn point" if st.get("freed") else \
            "the Prison must fall in Stage 1"
    return f"judged at the end of stage {deadline(g, i)}"
