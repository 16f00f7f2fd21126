"""Mission Set Up, in the rulebook's mandatory order (the ``mission`` task, one step at a time).

1. A map card is drawn (or the one the options name) and its doors and objects laid out.
2. One scenario card per stage is drawn; Stage 1 and 2 face up, Stage 3 face down (the
   Mastermind reads it: a private event).
3. The Mastermind picks her team (unit points equal to the agreed total), obeying every card's
   requirement (the mastermind, a villain, henchmen) that can be met.
4. The heroes pick theirs.
5. Both sides choose action cards within each character's build points, secretly; then all
   are revealed (the tutorial gives each character its two Starting Action Cards).
6-7. Action tracks and Command Dials at 0.
8-9. The Mastermind places a spawn point per figure (villain or henchman kind; a hybrid
   position takes either) and her figures on them.
10. She places the Stage 1-2 objective tokens she is told to (Battle Zone squares) and picks
    the characters for the cards' roles (secretly for a secret role).
11-13. The heroes place their spawn points, figures and objective tokens.
14. Character and henchman tokens are set aside for defeats.
16. Campaign only: the side with the lower total Unit Level (unit points x Level) gets twice
    the difference in Command Points, at most 6.
17. The holder of the Victory Card picks which side faces up (our reading: after step 16).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from game.core import decisions as dc
from game.core import events as ev
from game.core import rng
from game.core.words import count

from . import costs, scenario
from .engine import HEROES, MASTERMIND, G, task

MAX_CP_BONUS = 6
STEPS = ("map", "scenarios", "team_mm", "team_heroes", "cards_mm", "cards_heroes", "reveal_cards", "spawns_mm",
         "figures_mm", "tokens_mm", "roles", "spawns_heroes", "figures_heroes", "tokens_heroes", "finish",
         "unit_levels", "victory", "start")


def char_state(g: G, cid: str, side: int, level: int, face: int = 0) -> None:
    s = g.s
    d = g.rules.chars[cid]
    c = {"side": side, "role": d.role, "level": level, "cards": [], "ap": 0, "wounds": {}, "dt": {}, "state": "map",
         "activated": False, "defeats": 0, "respawned": None, "protected": False, "figs": [], "face": face, "pool": 0}
    if d.role == "henchman":
        n = d.faces[face].figures
        c["figs"] = [f"{cid}#{i + 1}" for i in range(n)]
    else:
        c["figs"] = [cid]
    s["chars"][cid] = c
    for fid in c["figs"]:
        s["figs"][fid] = {"char": cid, "pos": None, "wounds": 0, "status": {}, "carry": [], "done": False,
                          "attacked": False, "solo": 0}


def unit_points(g: G, cid: str, face: int = 0) -> int:
    d = g.rules.chars[cid]
    return d.faces[face].unit_points if d.role == "henchman" else d.unit_points


def level_of(g: G, cid: str) -> int:
    s = g.s
    if s["mode"] == "tutorial":
        return 0
    if s["mode"] == "single":
        return s["level"]
    return s["campaign"]["levels"].get(cid, 1)


# -- team choice ---------------------------------------------------------------------------------------
def picks_for(g: G, side: int) -> list[tuple[str, int]]:
    """Every (character, face) a side may field."""
    out = []
    for cid, d in g.rules.chars.items():
        if (d.role == "hero") != (side == HEROES):
            continue
        if d.role == "henchman":
            out += [(cid, i) for i in range(len(d.faces))]
        else:
            out.append((cid, 0))
    return out


def requirements(g: G) -> list[str]:
    return [r for r in (g.rules.scenarios[sid].requires for sid in g.s["scenarios"]) if r]


def _meets(g: G, team: tuple, need: str) -> bool:
    roles = {g.rules.chars[c].role for c, _ in team}
    if need == "mastermind":
        return "mastermind" in roles
    if need == "villain_or_mastermind":
        return bool(roles & {"mastermind", "villain"})
    return "henchman" in roles


def valid_teams(g: G, side: int) -> list[tuple]:
    s = g.s
    cands = picks_for(g, side)
    units = s["units"]
    teams = []
    for k in range(1, len(cands) + 1):
        for team in combinations(cands, k):
            if len({c for c, _ in team}) != k or sum(unit_points(g, c, f) for c, f in team) != units:
                continue
            teams.append(team)
    if side == MASTERMIND:
        if s["mode"] == "tutorial":  # the tutorial: every henchman figure, villains for more heroes, no mastermind
            big = {c: max(range(len(d.faces)), key=lambda i, d=d: d.faces[i].figures)
                   for c, d in g.rules.chars.items() if d.role == "henchman"}
            teams = [tm for tm in teams if any(big.get(c) == f for c, f in tm)
                     and all(g.rules.chars[c].role != "mastermind" for c, _ in tm)]
        else:
            for need in requirements(g):  # a requirement that cannot be met with the earlier ones is dropped
                kept = [t for t in teams if _meets(g, t, need)]
                if kept:
                    teams = kept
    return teams


@task("team")
def _team(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    side = t["side"]
    chosen = [tuple(x) for x in t["chosen"]]
    if picks is not None:
        d = picks[0]["data"]
        chosen.append((d["char"], d["face"]))
        t = dict(t, chosen=[list(x) for x in chosen])
    teams = [tm for tm in valid_teams(g, side) if set(chosen) <= set(tm)]
    if not teams:
        raise RuntimeError("no team can be fielded")
    complete = [tm for tm in teams if set(tm) == set(chosen)]
    if complete:
        for cid, face in chosen:
            char_state(g, cid, side, level_of(g, cid), face)
        names = ", ".join(_team_name(g, c, f) for c, f in chosen)
        g.log("team", f"{g.side_says(side, 'field')} {names}.", side=side, team=[c for c, _ in chosen])
        return
    opts = {}
    for tm in teams:
        for cid, face in tm:
            if (cid, face) not in chosen and all(c != cid for c, _ in chosen):
                opts[(cid, face)] = dc.option(f"pick:{cid}:{face}", f"{_team_name(g, cid, face)} "
                                              f"({unit_points(g, cid, face)} unit{'s' if unit_points(g, cid, face) > 1 else ''})",
                                              [f"char:{cid}"] if len(g.rules.chars[cid].faces) < 2 else
                                              [f"char:{cid}", f"face:{face}"], char=cid, face=face)
    if len(opts) == 1 and len(teams) == 1:
        only = next(iter(opts.values()))
        _team(g, t, [only])
        return
    left = s["units"] - sum(unit_points(g, c, f) for c, f in chosen)
    picked = "; picked: " + ", ".join(_team_name(g, c, f) for c, f in chosen) if chosen else ""
    # The prompt panel names the side deciding ("Heroes: ..."), so the words start with the choice.
    g.ask(t, dc.decision(side, "team", f"Pick a character ({count(left, 'unit point')} left{picked}).",
                         list(opts.values()), chosen=[c for c, _ in chosen]))


def _team_name(g: G, cid: str, face: int) -> str:
    d = g.rules.chars[cid]
    if d.role == "henchman":
        return f"{d.faces[face].figures} {d.name}"
    return d.name


# -- action cards ---------------------------------------------------------------------------------------
def build_points(g: G, cid: str) -> int:
    return g.rules.build_points(g.s["chars"][cid]["level"])


def spent_points(g: G, cid: str) -> int:
    """Build points the character's chosen action cards cost so far."""
    return sum(g.rules.cards[k].build_cost for k in g.s["chars"][cid]["cards"])


def total_words(target: int, bp: int) -> str:
    """What a single mission's cards must total, in words: the Build Points, or the most the cards make."""
    return f"exactly {target}" if target == bp else f"{target}, the most its cards can make of {bp}"


def _best_total(costs_: list[int], bp: int) -> int:
    """The largest total of some of these costs not above `bp` (subset sum)."""
    reach = 1
    for c in costs_:
        reach |= reach << c
    reach &= (1 << (bp + 1)) - 1
    return reach.bit_length() - 1


def card_choices(g: G, cid: str) -> tuple[list[str], bool]:
    """Cards the character may add now, and whether it may stop choosing."""
    s = g.s
    c = s["chars"][cid]
    own = g.rules.cards_of[cid]
    spent = spent_points(g, cid)
    bp = build_points(g, cid)
    rest = [k for k in own if k not in c["cards"]]
    if s["mode"] != "single":
        return [k for k in rest if spent + g.rules.cards[k].build_cost <= bp], True
    target = c.setdefault("target", spent + _best_total([g.rules.cards[k].build_cost for k in rest], bp - spent))
    ok = []
    for k in rest:
        cost = g.rules.cards[k].build_cost
        others = [g.rules.cards[x].build_cost for x in rest if x != k]
        if spent + cost <= target and spent + cost + _best_total(others, target - spent - cost) == target:
            ok.append(k)
    return ok, spent == target


def _exact_words(g: G, cid: str, ok: list[str], spent: int, bp: int) -> str:
    """Why a card the points would pay for is not offered: a single mission's cards total exactly
    the character's Build Points (or the most its cards can make of them), and no choice of cards
    with that one makes the total (seen in a real window: Rally left out with 3 points to spend)."""
    c = g.s["chars"][cid]
    target = c.get("target")
    if g.s["mode"] != "single" or target is None:
        return ""
    shut = [k for k in g.rules.cards_of[cid] if k not in c["cards"] and k not in ok
            and spent + g.rules.cards[k].build_cost <= bp]
    total = total_words(target, bp)
    if not shut:
        return f" In a single mission the cards total {total}."
    names = [g.rules.cards[k].name for k in shut]
    either = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
    return f" In a single mission the cards total {total}, and no choice with {either} makes that."


@task("cards")
def _cards(g: G, t: dict, picks: list | None) -> None:
    """One side chooses its characters' action cards, one card at a time (secretly)."""
    s = g.s
    side = t["side"]
    mine = [cid for cid, c in s["chars"].items() if c["side"] == side]
    if s["mode"] == "tutorial" or s["level"] == 0 and s["mode"] == "single":
        for cid in mine:
            s["chars"][cid]["cards"] = [k for k in g.rules.cards_of[cid] if g.rules.cards[k].starting]
        return
    if picks is not None:
        d = picks[0]["data"]
        c = s["chars"][d["char"]]
        if d["card"] is None:
            c["chosen"] = True
        else:
            c["cards"].append(d["card"])
            g.events.append(ev.secret_event("card_pick", [side], "", f"You take {g.rules.cards[d['card']].name} for "
                                            f"{g.cname(d['char'])}.", open_text=f"{g.cname(d['char'])} takes "
                                            f"{g.rules.cards[d['card']].name}.", reveals=False))
    for cid in mine:
        c = s["chars"][cid]
        if c.get("chosen"):
            continue
        ok, may_stop = card_choices(g, cid)
        if not ok:
            c["chosen"] = True
            continue
        spent = spent_points(g, cid)
        bp = build_points(g, cid)
        # a Starting Action Card says so, as the board does: the rulebook suggests them to new players
        opts = [dc.option(f"card:{cid}:{k}", f"{g.rules.cards[k].name} (build cost {g.rules.cards[k].build_cost}"
                          + ("; a starting card, suggested for new players)" if g.rules.cards[k].starting else ")"),
                          [f"card:{k}"], char=cid, card=k) for k in ok]
        if may_stop:
            # stopping gives up the build points left: the button says how many
            left = bp - spent
            unused = f" ({left} build point{'s' if left != 1 else ''} left unused)" if left > 0 else ""
            opts.append(dc.option(f"done:{cid}", f"{g.cname(cid)} is ready{unused}", [], char=cid, card=None))
        g.ask(t, dc.decision(side, "choose_cards", f"Action cards for {g.cname(cid)}: {spent} of {bp} build points "
                             f"spent.{_exact_words(g, cid, ok, spent, bp)}", opts, secret=True, char=cid,
                             public_prompt=f"{g.side_says(side, 'are')} choosing action cards."))
        return
    for cid in mine:
        s["chars"][cid].pop("chosen", None)
        s["chars"][cid].pop("target", None)


def reveal_cards(g: G) -> None:
    s = g.s
    s["cards_revealed"] = True
    parts = []
    for cid, c in s["chars"].items():
        parts.append(f"{g.cname(cid)}: {', '.join(g.rules.cards[k].name for k in c['cards'])}")
    g.events.append(ev.event("cards_revealed", "Action cards revealed. " + "; ".join(parts) + ".", reveals=True))


# -- spawn points and figures ------------------------------------------------------------------------------
def spawn_options(g: G, kind: str) -> list[str]:
    """Free map-card positions for a spawn point of this kind (hybrid positions take either
    villain or henchman points)."""
    b = g.board
    taken = g.s["spawns"]
    cells = list(b.spawns.get(kind, []))
    if kind in ("villain", "henchman"):
        cells += b.spawns.get("hybrid", [])
    return [c for c in cells if c not in taken]


@task("place_spawns")
def _place_spawns(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    if picks is not None:
        cell = picks[0]["data"]["cell"]
        s["spawns"][cell] = t["kind"]
        g.log("spawn_point", f"A {t['kind']} spawn point is placed in {g.sq(cell)}.", cell=cell, spawn=t["kind"])
        t = dict(t, n=t["n"] - 1)
    if t["n"] <= 0:
        return
    opts = spawn_options(g, t["kind"])
    if not opts:
        raise RuntimeError(f"the map has no room for a {t['kind']} spawn point")
    if len(opts) <= t["n"]:
        for cell in opts[:t["n"]]:
            s["spawns"][cell] = t["kind"]
        g.log("spawn_point", f"{t['kind'].capitalize()} spawn points are placed in "
              f"{', '.join(g.sq(c) for c in opts)}.", spawn=t["kind"])
        return
    g.ask(t, dc.decision(t["side"], "place_spawn", f"Place a {t['kind']} spawn point ({t['n']} to place).",
                         [dc.option(f"cell:{c}", g.sq(c), [f"cell:{c}"], cell=c) for c in opts], spawn=t["kind"]))


@task("place_figures")
def _place_figures(g: G, t: dict, picks: list | None) -> None:
    """A side sets its figures on its spawn points (interchangeable henchmen go without asking)."""
    s = g.s
    side = t["side"]
    occ = g.occ()
    if picks is not None:
        d = picks[0]["data"]
        s["figs"][d["fig"]]["pos"] = d["cell"]
        g.moved()
        g.log("place", f"{g.fname(d['fig'])} starts in {g.sq(d['cell'])}.", figure=d["fig"], cell=d["cell"])
        occ = g.occ()
    for cid, c in s["chars"].items():
        if c["side"] != side:
            continue
        kind = "henchman" if c["role"] == "henchman" else ("hero" if side == HEROES else "villain")
        placed = []
        for fid in c["figs"]:
            f = s["figs"][fid]
            if f["pos"] is not None:
                continue
            free = [cell for cell, k in s["spawns"].items() if k == kind and cell not in occ]
            if not free:
                raise RuntimeError(f"no {kind} spawn point left for {fid}")
            if len(free) == 1 or c["role"] == "henchman":
                f["pos"] = free[0]
                g.moved()
                occ = g.occ()
                placed.append(free[0])
                continue
            g.ask(t, dc.decision(side, "place_figure", f"Where does {g.fname(fid)} start?",
                                 [dc.option(f"cell:{x}", g.sq(x), [f"cell:{x}"], fig=fid, cell=x) for x in free], fig=fid))
            return
        if placed:  # placed without a question (the last free point, or interchangeable henchmen): said all the same
            who = g.fname(c["figs"][0]) if len(c["figs"]) == 1 else g.cname(cid)
            verb = "starts" if len(placed) == 1 and len(c["figs"]) == 1 else "start"
            g.log("place", f"{who} {verb} in {', '.join(g.sq(x) for x in placed)}.", char=cid, cells=placed)
    if side == MASTERMIND:  # empty villain or henchman spawn points are removed
        for cell in [c for c, k in s["spawns"].items() if k in ("villain", "henchman") and c not in occ]:
            del s["spawns"][cell]


def compute_zones(g: G) -> None:
    s = g.s
    zones: list[list[int]] = [[], []]
    for cell, kind in s["spawns"].items():
        side = HEROES if kind == "hero" else MASTERMIND if kind == "villain" else None
        tile = g.board.tile_of.get(cell)
        if side is not None and tile is not None and tile not in zones[side]:
            zones[side].append(tile)
    s["zones"] = [sorted(z) for z in zones]


# -- the steps ----------------------------------------------------------------------------------------------
@task("mission")
def _mission(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    step = t["step"]
    nxt = STEPS[STEPS.index(step) + 1] if step != "start" else None
    if step == "victory" and picks is not None:
        s["victory"]["face"] = picks[0]["data"]["face"]
        g.log("victory_card", f"{g.side_says(s['victory']['holder'], 'turn')} the Victory Card to "
              f"{g.rules.victory[s['victory']['face']].name}.", face=s["victory"]["face"])
        g.push(dict(t, step=nxt))
        return
    if nxt is not None:
        g.push(dict(t, step=nxt))
    if step == "map":
        _draw_map(g)
    elif step == "scenarios":
        _draw_scenarios(g)
    elif step == "team_mm":
        g.push({"op": "team", "side": MASTERMIND, "chosen": []})
    elif step == "team_heroes":
        g.push({"op": "team", "side": HEROES, "chosen": []})
    elif step == "cards_mm":
        g.push({"op": "cards", "side": MASTERMIND})
    elif step == "cards_heroes":
        g.push({"op": "cards", "side": HEROES})
    elif step == "reveal_cards":
        reveal_cards(g)
    elif step == "spawns_mm":
        mm = [c for c in s["chars"].values() if c["side"] == MASTERMIND]
        villains = sum(1 for c in mm if c["role"] != "henchman")
        hench = sum(len(c["figs"]) for c in mm if c["role"] == "henchman")
        if hench:
            g.push({"op": "place_spawns", "side": MASTERMIND, "kind": "henchman", "n": hench})
        if villains:
            g.push({"op": "place_spawns", "side": MASTERMIND, "kind": "villain", "n": villains})
    elif step == "figures_mm":
        g.push({"op": "place_figures", "side": MASTERMIND})
    elif step == "tokens_mm":
        compute_zones(g)
        _push_tokens(g, MASTERMIND)
    elif step == "roles":
        scenario.setup_roles_and_targets(g)
        for i in reversed(range(len(s["sc"]))):
            if i == 2 and s["stages"] == 3 and not s["revealed"]:
                continue  # the face-down card's role is picked when it is revealed: asking now gives it away
            if g.rules.scenarios[s["sc"][i]["id"]].role and scenario.role_choosable(g, i):
                g.push({"op": "pick_role", "sc": i})
    elif step == "spawns_heroes":
        n = sum(1 for c in s["chars"].values() if c["side"] == HEROES)
        g.push({"op": "place_spawns", "side": HEROES, "kind": "hero", "n": n})
    elif step == "figures_heroes":
        g.push({"op": "place_figures", "side": HEROES})
    elif step == "tokens_heroes":
        compute_zones(g)
        _push_tokens(g, HEROES)
    elif step == "finish":
        h = sum(len(c["figs"]) for c in s["chars"].values() if c["role"] == "henchman")
        s["hench"] = {"start": h, "tokens": 0}
    elif step == "unit_levels":
        _compare_unit_levels(g)
    elif step == "victory":
        v = s.get("victory")
        if v and v["holder"] is not None and v["face"] is None:
            g.s["stack"].pop()  # ask first; the next step is pushed again after the answer
            g.ask(t, dc.decision(v["holder"], "victory_side", "You won the last mission: which side of the Victory "
                                 "Card faces up for this one?",
                                 [dc.option(f"face:{k}", f"{x.name}: {x.text}", [f"victory:{k}"], face=k)
                                  for k, x in g.rules.victory.items()]))
    elif step == "start":
        s["phase"] = "play"
        s["round"] = 1
        g.log("mission", f"The mission begins: {len(s['chars'])} characters on {g.board.title}.", map=s["map"])
        g.push({"op": "round", "step": "command"})


def _push_tokens(g: G, side: int) -> None:
    s = g.s
    for i in reversed(range(len(s["sc"]))):
        if i == 2:
            continue  # the face-down card's tokens come when it is revealed
        for plan in reversed(g.rules.scenarios[s["sc"][i]["id"]].tokens):
            placer = MASTERMIND if plan.placed_by == "mastermind" else HEROES
            if plan.when == "setup" and placer == side:
                g.push({"op": "place_tokens", "sc": i, "token": plan.token, "n": plan.count, "side": side})


def _draw_map(g: G) -> None:
    s = g.s
    if s["mode"] == "tutorial":
        pool = [m for m, b in g.rules.map_boards().items() if b.tutorial]
    else:
        pool = [m for m, b in g.rules.map_boards().items() if not b.tutorial]
        if s["mode"] == "campaign":
            left = [m for m in pool if m not in s["campaign"]["used_maps"]]
            pool = left or pool
    wanted = s["options"].get("map")
    if wanted and wanted != "random" and s["mode"] != "campaign":
        choice = wanted
    else:
        pool = sorted(pool)
        choice = pool[rng.below(s, len(pool))]
        g.events.append(ev.event("draw_map", "A map card is drawn at random.", chance=True))
    s["map"] = choice
    g.board = g.rules.board(choice)
    b = g.board
    s["doors"] = {d["id"]: {"ms": d["ms"], "open": False} for d in b.doors}
    s["objects"] = {c: dict(o) for c, o in b.objects.items()}
    g.walls_changed()
    g.log("map", f"The map is {b.title}.", map=choice)


def _draw_scenarios(g: G) -> None:
    s = g.s
    if s["mode"] == "tutorial":
        ids = [sc.id for sc in g.rules.scenarios.values() if sc.stage == 0][:1]
        s["stages"] = 1
    else:
        ids = []
        for stage in (1, 2, 3):
            pool = sorted(sc.id for sc in g.rules.scenarios.values() if sc.stage == stage)
            if s["mode"] == "campaign":
                left = [x for x in pool if x not in s["campaign"]["used_scenarios"]]
                pool = left or pool
            wanted = s["options"].get(f"stage{stage}")
            if wanted and wanted != "random" and s["mode"] != "campaign":
                ids.append(wanted)
            else:
                ids.append(pool[rng.below(s, len(pool))])
        g.events.append(ev.event("draw_scenarios", "One scenario card per stage is drawn at random.", chance=True))
        s["stages"] = 3
    s["scenarios"] = ids
    s["sc"] = [{"id": x, "status": "open", "active": i < 2} for i, x in enumerate(ids)]
    s["revealed"] = len(ids) < 3
    for i, x in enumerate(ids):
        if i < 2:
            sc = g.rules.scenarios[x]
            g.log("scenario_card", f"Stage {sc.stage or 1}: {sc.title} ({sc.op} OP). {sc.rules}", scenario=x)
    if len(ids) == 3:
        sc = g.rules.scenarios[ids[2]]
        g.events.append(ev.secret_event("scenario_card", [MASTERMIND], "The Stage 3 card lies face down; only the "
                                        "Mastermind reads it.", f"Stage 3 (face down): {sc.title} ({sc.op} OP). {sc.rules}",
                                        open_text=f"Stage 3 (face down): {sc.title}.", private={"scenario": sc.id}))


def unit_level(g: G, side: int) -> int:
    s = g.s
    return sum(unit_points(g, cid, c["face"]) * c["level"] for cid, c in s["chars"].items() if c["side"] == side)


def _compare_unit_levels(g: G) -> None:
    s = g.s
    if s["mode"] != "campaign":
        return
    h, m = unit_level(g, HEROES), unit_level(g, MASTERMIND)
    if h == m:
        g.log("unit_levels", f"Both teams have a Unit Level of {h}.")
        return
    low = HEROES if h < m else MASTERMIND
    got = costs.gain_cp(g, low, min(MAX_CP_BONUS, 2 * abs(h - m)))
    g.log("unit_levels", f"Unit Levels {h} (heroes) and {m} (Mastermind): {g.side_says(low, 'start', False)} with {got} "
          f"Command Points.", side=low, cp=got)


def fresh_mission_state(s: dict[str, Any]) -> None:
    """Clear what one mission leaves behind (the campaign keeps its own record)."""
    s.update(map=None, scenarios=[], sc=[], revealed=False, stages=3, round=0, stage=1, phase="setup",
             cp=[0, 0], op=[0, 0], op_log=[], chars={}, figs={}, objects={}, rubble={}, doors={}, breaches=[],
             spawns={}, zones=[[], []], tokens={}, roles={}, claimed=[[], []], hench={"start": 0, "tokens": 0},
             turn=None, hits=[], defeat_log=[], cards_revealed=False)

