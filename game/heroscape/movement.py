"""Movement: where a figure can go and what happens on the way (rulebook: Moving, Falling,
Engagement Rules, Overhangs, Warehouse Ruin).

`reachable` lists every destination of a figure for one way of moving (the normal
move, or a movement power such as Flying or Super Leap), each with one route: the
cheapest in leaving-engagement attacks first, then in falls, then in movement.
`step_rule` says why a single step is refused, for `explain`.

Normal moves: a level step or a step down costs 1; a step up costs the levels climbed
plus 1, and a figure may not climb its height or more in one step (Master). Friendly
figures can be passed unless engaged, enemies never; nobody ends on a figure. A step
that leaves an engaged enemy draws a swipe; a step down of the figure's height or
more is a fall (both Master only). Glyphs stop a move where the scenario says so.
Power moves ignore elevation and pass over figures and obstacles: their cost is the
number of spaces along the battlefield.
"""

from __future__ import annotations

from collections import deque
from typing import Any, NamedTuple

from .board import Space
from .table import Table

NORMAL = "normal"


class Route(NamedTuple):
    """One way to a destination: spaces passed (start excluded), cost, swipes and falls. Every
    field is given (no defaults: its lists are the caller's own). A named tuple, so that the
    searches can make one with _new(Route, fields): a search lists some 50-90 routes, and a
    dataclass's __init__ cost about as much again as the lists in it."""

    dest: str
    cost: int
    path: list[str]
    #: (index in path of the step that leaves them, enemy figures) for each swipe step.
    swipes: list[tuple[int, list[str]]]
    #: (index in path, levels dropped) for each fall.
    falls: list[tuple[int, int]]
    mode: str
    pickups: list[str]

    def swipe_count(self) -> int:
        """How many leaving-engagement dice the route draws."""
        return sum(len(e) for _, e in self.swipes)


_new = tuple.__new__  # _new(Route, fields): a Route without the call of its generated __new__


def move_allowance(t: Table, fid: str) -> int:
    """Spaces a normal move may use now: the card's Move, less scenario penalties, less
    what was spent earlier this turn."""
    turn = t.s.get("turn") or {}
    if turn.get("actor") == fid and turn.get("move_left") is not None:
        return turn["move_left"]
    move = t.stat(fid, "move")
    for r in t.scenario.special_rules:
        if r.rule == "device" and r.glyph in t.fig(fid).get("carrying", []):
            move -= r.move_penalty
    return max(0, move)


def stop_spaces(t: Table, fid: str) -> dict[str, str]:
    """Spaces where a move must end (glyphs, exit zones) -> why."""
    out: dict[str, str] = {}
    for gid, g in t.s["glyphs"].items():
        if g.get("space") and not g.get("holder"):
            out[g["space"]] = gid
    for r in t.scenario.special_rules:
        if r.rule == "exit_zone" and r.zone:
            for k in t.board.zone_keys(f"{t.scenario.id}/{r.zone}"):
                out[k] = "exit"
    return out


def forbidden_spaces(t: Table, fid: str) -> dict[str, str]:
    """Spaces this figure may not enter at all, with the reason (scenario rules)."""
    out: dict[str, str] = {}
    for r in t.scenario.special_rules:
        if r.rule == "sleeping_agent" and t.fig(fid)["card"] == r.figure:
            g = t.s["glyphs"].get(r.glyph or "")
            if g and g.get("space"):
                out[g["space"]] = f"{t.name(fid)} may not move onto the Sleeping Agent"
    return out


def normal_only_spaces(t: Table) -> set[str]:
    """Spaces where only normal movement is allowed (Clash on the Streets' orange spaces)."""
    out: set[str] = set()
    for r in t.scenario.special_rules:
        if r.rule == "normal_move_only_zone" and r.zone:
            out.update(t.board.zone_keys(f"{t.scenario.id}/{r.zone}"))
    return out


def own_way(modes: list[Any]) -> Any:
    """Of the movement powers that are the figure's normal move flown (Flying, Stealth Flying), the
    one it moves by: one with no leaving-engagement swipes first (Doom with Silver Surfer's Stealth
    Flying collected in A Very Mad Genius flies stealthily); None when it has none."""
    best = None
    for p in modes:
        if not p.replaces_normal_move and (best is None or (best.leaving_engagement_attacks
                                                              and not p.leaving_engagement_attacks)):
            best = p
    return best


def movement_modes(t: Table, fid: str) -> list[Any]:
    """The movement powers a figure may use now (empty for normal movement only)."""
    turn = t.s.get("turn") or {}
    # continuing a move after picking up the Sleeping Agent: in the way it began (flown, if flying)
    going_on = turn.get("actor") == fid and turn.get("move_left") is not None
    if going_on and turn.get("moved_mode") == NORMAL:
        return []
    if t.basic:
        return []
    for r in t.scenario.special_rules:
        if r.rule == "device" and r.glyph in t.fig(fid).get("carrying", []):
            return []
    if t.fig(fid)["space"] in normal_only_spaces(t):
        return []
    if going_on:
        return [p for p in t.powers(fid) if p.effect == "movement" and p.id == turn.get("moved_mode")]
    return [p for p in t.powers(fid) if p.effect == "movement"]


def reachable(t: Table, fid: str, mode: Any = None, budget: int | None = None,
              start: str | None = None) -> dict[str, Route]:
    """Every destination of `fid` for a normal move (mode None) or a movement power, each with
    its default route (the first of `routes`)."""
    if mode is None:  # only the default way to each space: the others are never built
        return _ground(t, fid, move_allowance(t, fid) if budget is None else budget, start, ways=1)
    return _power(t, fid, mode, budget, start)


def routes(t: Table, fid: str, mode: Any = None, budget: int | None = None,
           start: str | None = None) -> dict[str, list[Route]]:
    """Every destination with each way there that differs in what happens on the way (who may
    swipe, which falls), default first: fewest swipes, then falls, then spaces. A way on which
    nothing less happens than on another is left out, and of ways with the same happenings the
    cheapest is kept (on a glyph where the figure may move on, a cheaper way also counts)."""
    if mode is None:
        return _ground(t, fid, move_allowance(t, fid) if budget is None else budget, start)
    return _power(t, fid, mode, budget, start, listed=True)


def ways(t: Table, fid: str, mode: Any = None, budget: int | None = None) -> dict[str, Any]:
    """`routes` as the act decision (and Hyper Speed's) reads them: a space with one way there
    has that way as a plain tuple in Route's field order (dest, cost, path, swipes, falls, mode,
    pickups), not a Route in a list; a space with several ways has its Routes listed. A decision
    writes some 35-80 moves, nearly all with one way: no Route object is made for them."""
    if mode is None:
        return _ground(t, fid, move_allowance(t, fid) if budget is None else budget, None, raw=True)
    return _power(t, fid, mode, budget, None, raw=True)


def deferred_ways(t: Table, fid: str, mode: Any = None, budget: int | None = None) -> tuple[list, Any]:
    """`ways` as a game nobody reads takes them (turn.LazyOptions), each written only when its
    option is: (the ways in `ways`' order, finish), each way a list of Routes (a space with several
    ways) or what finish(it) turns into the tuple `ways` gives for that space. The destinations
    and what decides them are worked out here; a way's spaces passed, swipes and falls by finish."""
    if mode is None:
        out, finish = _ground(t, fid, move_allowance(t, fid) if budget is None else budget, None, raw=True,
                              defer=True)
        if out.__class__ is list:  # (the ways listed already)
            return out, finish
    else:
        out, finish = _power(t, fid, mode, budget, None, raw=True, defer=True)
        if out.__class__ is list:
            return out, finish
    return list(out.values()), finish


#: How bad a fall is, by the levels dropped beyond the figure's height (rulebook: Falling).
FALL_NAMES = {1: "a fall (1 die)", 2: "a major fall (3 dice)", 3: "an extreme fall (the d20)"}


def fall_severity(t: Table, fid: str, drop: int) -> int:
    """0 no harm (under the height, or Super Strength's immunity), 1 a fall, 2 a major fall,
    3 an extreme fall."""
    h = t.height(fid)
    if drop < h:
        return 0
    if drop >= h + 20:
        return 3
    if t.super_strength(fid):
        return 0
    return 2 if drop >= h + 10 else 1


def _context(t: Table, fid: str, start: str | None, engagement: bool = True):
    """What every search needs; `engagement`: each enemy's spaces where it would engage the figure."""
    board = t.board
    figs, cards = t.s["figures"], t.rules.cards
    me = t.side(fid)
    h = cards[figs[fid]["card"]].height
    occ = t.occupants()
    s0 = board.spaces[board.by_key[start or figs[fid]["space"]]]
    kept = t.around if t.still else None  # the same for every figure of this side and height
    got = kept.get((me, h, engagement)) if kept is not None else None
    if got is None:
        enemies = [f for f in t.enemies_of(fid) if f != fid]
        adj: dict[str, set[int]] = {}
        if engagement and enemies:
            # (board.engaging: the spaces next to the enemy's where a figure of height h is
            # engaged with it, kept per battlefield: most figures stand still from turn to turn)
            by_key, engaging = board.by_key, board.engaging
            for e in enemies:
                r = figs[e]
                adj[e] = engaging(by_key[r["space"]], cards[r["card"]].height, h)
        got = (enemies, adj)
        if kept is not None:
            kept[(me, h, engagement)] = got
    return board, me, h, occ, s0, got[0], got[1]


def _no_worse(a: tuple, b: tuple) -> bool:
    """Whether label `a` (cost, swipers, falls) is at least as good as `b` in every respect:
    no dearer, its swipers a part of b's, its falls matched by falls of b as bad or worse."""
    if a[0] > b[0]:
        return False
    asw, afa = a[1], a[2]
    if asw:
        bsw = b[1]
        if len(asw) > len(bsw):
            return False
        rest = list(bsw)
        for e in asw:
            if e not in rest:
                return False
            rest.remove(e)
    if afa:
        bfa = b[2]
        if len(afa) > len(bfa):
            return False
        return all(x <= y for x, y in zip(afa, bfa))  # both sorted worst first
    return True


def _ground(t: Table, fid: str, budget: int, start: str | None, ways: int = 0, raw: bool = False,
            defer: bool = False) -> Any:
    """Labels over spaces, cheapest first: each label is a way to a space with its cost, the
    enemies that may swipe on the way and the falls; a label no better than another at the
    same space in any respect is dropped (what lies ahead depends only on the space). The first
    `ways` routes to each space are built (0: up to MAX_WAYS), listed; with ways=1 each space
    has its one route, not in a list; with `raw`, a space with one way has it as a tuple (see
    `ways`); with `defer` too, its label instead, and (the spaces, finish) is returned (see
    `deferred_ways`; with several ways kept, the spaces' ways as a list, without their keys)."""
    board, me, h, occ, s0, enemies, adj = _context(t, fid, start)
    master = not t.basic
    spaces = board.spaces
    by_key = board.by_key
    stops = stop_spaces(t, fid)
    forbidden = forbidden_spaces(t, fid)
    # plain[j]: the cost of the cheapest way to j kept with nothing on it (no swipe, no fall): a
    # way costing as much or more is no better in any respect, whatever happens on it; budget + 1
    # until one is kept, and -1 where no step may enter (nobody may stand on the blocked spaces,
    # under a low overhang nor on a forbidden space; enemies and engaged friends can't be passed)
    plain = list(board.step_costs(t.wall_present(), t.basic, h, budget))
    endable = list(board.roomy(t.wall_present(), t.basic, h))
    for key in forbidden:
        plain[by_key[key]] = -1
        endable[by_key[key]] = False
    steps = board.steps()
    kept = t.around if t.still else None  # the same for every figure of this side and height
    got = kept.get(("ground", me, h)) if kept is not None else None
    if got is None:
        figs, cards, side = t.s["figures"], t.rules.cards, t.side
        foes = {}  # space index -> the enemy's height
        for e in enemies:
            r = figs[e]
            foes[by_key[r["space"]]] = cards[r["card"]].height
        shut = []  # (space, figure) that nobody of this side passes: enemies and engaged friends
        for key, f in occ.items():
            i = by_key[key]
            if side(f) != me:
                shut.append((i, f))
            elif master and foes:
                # an engaged friend (t.engaged_with: an enemy next to him, no wall between, neither
                # base at least the other figure's height above the other's)
                fh = cards[figs[f]["card"]].height
                for j, climb in steps[i]:
                    if j in foes and (-climb < foes[j] if climb <= 0 else climb < fh):
                        shut.append((i, f))
                        break
        near: dict[int, set] = {}  # space index -> the enemies a figure there is engaged with
        if master:
            for e in enemies:
                for i in adj[e]:
                    es = near.get(i)
                    if es is None:
                        near[i] = {e}
                    else:
                        es.add(e)
        eng_of: list = [None] * len(spaces)  # the same by space index, as a list
        for i, es in near.items():
            eng_of[i] = es
        got = ([by_key[key] for key in occ], shut, near, eng_of)
        if kept is not None:
            kept[("ground", me, h)] = got
    taken, shut, engaged_at, eng_of = got
    for i in taken:
        endable[i] = False
    for i, f in shut:
        if f != fid:  # (the figure itself passes its own space)
            plain[i] = -1
    stop_at = {by_key[k] for k in stops}
    s0i = s0.index
    severity: dict[int, int] = {}
    none: frozenset = frozenset()
    engaged = engaged_at.get

    # labels[n] = (space, cost, swipers sorted, falls worst first, parent label or -1, the
    # enemies its last step leaves (sorted, or None), the levels that step drops when it is a
    # fall (else 0)); labels[n][1:4] = (cost, swipers, falls), what dominance compares
    labels: list[tuple[int, int, tuple, tuple, int, list | None, int]] = [(s0i, 0, (), (), -1, None, 0)]
    # at[j]: the labels kept at space j (None: not reached yet); reached: the spaces in the order
    # first reached (the order the destinations are listed in)
    at: list[list[int] | None] = [None] * len(spaces)
    at[s0i] = [0]
    reached = [s0i]
    plain[s0i] = 0
    buckets: list[list[int]] = [[] for _ in range(budget + 1)]
    buckets[0].append(0)
    # alike[swipers][j]: as plain, for the cheapest way to j kept with those swipers and no fall
    alike: dict[tuple, list[int]] = {}
    # (the labels costing the whole budget are not taken up: every step from them costs more than
    # the budget, which plain says of every space, so they would look at their neighbours for nothing)
    for cost in range(budget):
        step = cost + 1  # a level step or a step down; a climb costs its levels more
        for n in buckets[cost]:
            i, _, sw, fa, _, _, _ = labels[n]
            if n not in at[i]:
                continue  # a better way to this space came later at the same cost
            if stop_at and i in stop_at and i != s0i:
                continue
            eng_i = eng_of[i]  # (None in the Basic Game)
            if not sw and not fa and not eng_i:
                # a way with nothing on it, from a space where no enemy is next to the figure
                # (most labels): its steps' ways have nothing on them but a fall, and a way with
                # nothing on it beats every way that costs as much or more (the loop below, written
                # out for that case)
                for j, climb in steps[i]:
                    if plain[j] <= step:
                        continue
                    if climb > 0:
                        if master and climb >= h:
                            continue
                        nc = step + climb
                        if plain[j] <= nc:
                            continue
                    elif master and -climb >= h:
                        break  # a drop of its height or more: the loop below takes this label
                    else:
                        nc = step
                    here = at[j]
                    m = len(labels)
                    if here is None:
                        at[j] = [m]
                        reached.append(j)
                    else:
                        if here:
                            here[:] = [x for x in here if labels[x][1] < nc]
                        here.append(m)
                    plain[j] = nc
                    labels.append((j, nc, (), (), n, None, 0))
                    buckets[nc].append(m)
                else:
                    continue
            elif not fa and not eng_i:
                # a way some enemies may swipe on, with no fall, from a space no enemy is next to
                # (a figure that left an engagement): its steps' ways draw the same swipes, and
                # the cheapest kept way with those swipes and no fall beats every such way that
                # costs as much or more, as a plain way beats all (kept per set of swipers in
                # `alike`, as `plain` is: the loop below, written out for that case, which would
                # find that way among the space's labels; a fall goes to the loop below)
                same = alike.get(sw)
                if same is None:
                    same = alike[sw] = [budget + 1] * len(spaces)
                for j, climb in steps[i]:
                    if same[j] <= step or plain[j] <= step:
                        continue
                    if climb > 0:
                        if climb >= h:  # (swipes only in the Master Game)
                            continue
                        nc = step + climb
                        if same[j] <= nc or plain[j] <= nc:
                            continue
                    elif -climb >= h:
                        break  # a drop of its height or more: the loop below takes this label
                    else:
                        nc = step
                    here = at[j]
                    m = len(labels)
                    if here is None:
                        at[j] = [m]
                        reached.append(j)
                    else:
                        if here:
                            new = (nc, sw, ())
                            worse = False
                            for x in here:
                                old = labels[x]
                                if old[1] <= nc and _no_worse(old[1:4], new):
                                    worse = True
                                    break
                            if worse:
                                continue
                            here[:] = [x for x in here if labels[x][1] < nc or not _no_worse(new, labels[x][1:4])]
                        here.append(m)
                    same[j] = nc
                    labels.append((j, nc, sw, (), n, None, 0))
                    buckets[nc].append(m)
                else:
                    continue
            for j, climb in steps[i]:
                if plain[j] <= step:  # (a dearer way than the budget, or a space no step may enter)
                    continue
                if climb > 0:
                    if master and climb >= h:
                        continue
                    nc = step + climb
                    if plain[j] <= nc:
                        continue
                else:
                    nc = step
                nsw, nfa = sw, fa
                own, drop = None, 0
                if master:
                    if eng_i:
                        left = eng_i - engaged(j, none)
                        if left:
                            own = sorted(left)
                            nsw = tuple(sorted(sw + tuple(own))) if sw else tuple(own)
                    if -climb >= h:
                        drop = -climb
                        sev = severity.get(climb)
                        if sev is None:
                            sev = severity[climb] = fall_severity(t, fid, -climb)
                        if sev:
                            nfa = tuple(sorted(fa + (sev,), reverse=True))
                new = (nc, nsw, nfa)
                here = at[j]
                if here is None:
                    here = at[j] = []
                    reached.append(j)
                elif here:
                    if nsw or nfa:
                        worse = False
                        for m in here:  # a plain way no dearer is ruled out above
                            old = labels[m]
                            # (the same swipers and no fall: no worse, as _no_worse says)
                            if old[1] <= nc and ((not old[3] and old[2] == nsw) or _no_worse(old[1:4], new)):
                                worse = True
                                break
                        if worse:
                            continue
                        here[:] = [m for m in here if labels[m][1] < nc or not _no_worse(new, labels[m][1:4])]
                    else:  # a way with nothing on it beats every way that costs as much or more
                        here[:] = [m for m in here if labels[m][1] < nc]
                if not nfa:
                    if not nsw:
                        plain[j] = nc
                    else:
                        same = alike.get(nsw)
                        if same is None:
                            same = alike[nsw] = [budget + 1] * len(spaces)
                        same[j] = nc
                m = len(labels)
                labels.append((j, nc, nsw, nfa, n, own, drop))
                here.append(m)
                buckets[nc].append(m)
    out: dict[str, Any] = {}
    names = board.space_keys
    keep = ways or MAX_WAYS
    ss = master and t.super_strength(fid)  # drops of its height or more not counted as falls
    # what each label's way is made of, from its parent's: (spaces passed, swipes, falls), each
    # step's swipe and fall with its index in the path. The spaces passed are a new list for
    # each label (its parent's and its space), never changed: a way's route is given that list.
    # (a list by label, not a dict: read and written once per destination)
    made: list[tuple[list, tuple, tuple] | None] = [None] * len(labels)
    made[0] = ([], (), ())

    def way(m: int) -> tuple[list, tuple, tuple]:
        got = made[m]
        if got is not None:
            return got
        chain = []
        while made[m] is None:
            chain.append(m)
            m = labels[m][4]
        path, sw, fa = made[m]
        for x in reversed(chain):
            lab = labels[x]
            if lab[5]:
                sw = sw + ((len(path), lab[5]),)
            if lab[6]:
                fa = fa + ((len(path), lab[6]),)
            path = path + [names[lab[0]]]
            got = made[x] = (path, sw, fa)
        return got

    def route(m: int) -> Route:
        """The route of label m: the spaces it passes and (Master Game) each step that leaves an
        enemy, on a way some enemy may swipe on, and each fall, on a way with a fall or for a
        figure with Super Strength (whose drops of its height or more are not counted on the
        label's falls)."""
        label = labels[m]
        path, sw, fa = way(m)
        dest = path[-1]
        return _new(Route, (dest, label[1], list(path), [(k, list(e)) for k, e in sw] if master and label[2] else [],
                            list(fa) if master and (label[3] or ss) else [], NORMAL,
                            [stops[dest]] if dest in stops else []))

    rank = lambda m: (len(labels[m][2]), len(labels[m][3]), labels[m][1], labels[m][2:4])  # noqa: E731
    done = defer and keep != 1
    endable[s0i] = False  # (a copy: the start is no destination)
    if done:  # (the loop below as it goes for defer: each space its label, or its ways listed)
        def several(j: int) -> Any:
            here = at[j]
            if j not in stop_at:
                happen = {m: (0, labels[m][2], labels[m][3]) for m in here}
                here = [m for m in here if not any(n != m and _no_worse(happen[n], happen[m])
                                                   and (happen[n] != happen[m] or labels[n][1] < labels[m][1])
                                                   for n in here)]
            return [route(m) for m in sorted(here, key=rank)[:keep]] if len(here) > 1 else here[0]

        # (a list of the ways, as deferred_ways gives them: the spaces' keys are not asked for)
        out = [here[0] if len(here) == 1 else several(j)  # type: ignore[assignment]
               for j in reached if endable[j] for here in (at[j],)]
    for j in () if done else reached:
        if not endable[j]:
            continue
        here = at[j]
        if len(here) > 1:
            if keep == 1:
                # The best-ranked way stands unless a way no worse in what happens on it, and
                # better in it or cheaper, rules it out below; only such a way could (it would have
                # as many swipes and falls, the same swipers and lighter falls), so look for one first.
                # (min(here, key=rank) and any() written out: the first of the best ranked)
                best = here[0]
                lb = labels[best]
                bsw, bfa, bc = lb[2], lb[3], lb[1]
                top = (len(bsw), len(bfa), bc, bsw, bfa)
                for n in here:
                    ln = labels[n]
                    got = (len(ln[2]), len(ln[3]), ln[1], ln[2], ln[3])
                    if got < top:
                        best, top, bsw, bfa, bc = n, got, ln[2], ln[3], ln[1]
                ruled = False
                if j not in stop_at:
                    mine = (0, bsw, bfa)
                    for n in here:
                        if n != best:
                            ln = labels[n]
                            hn = (0, ln[2], ln[3])
                            if _no_worse(hn, mine) and (hn != mine or ln[1] < bc):
                                ruled = True
                                break
                if not ruled:
                    out[spaces[j].key] = route(best)
                    continue
            if j not in stop_at:  # spaces left over matter only to a figure that may go on
                happen = {m: (0, labels[m][2], labels[m][3]) for m in here}  # what happens on each, cost aside
                here = [m for m in here if not any(n != m and _no_worse(happen[n], happen[m])
                                                   and (happen[n] != happen[m] or labels[n][1] < labels[m][1])
                                                   for n in here)]
            if len(here) > 1:
                if keep == 1:
                    out[spaces[j].key] = route(min(here, key=rank))
                else:
                    out[spaces[j].key] = [route(m) for m in sorted(here, key=rank)[:keep]]
                continue
        # one way there (the usual case): route(), written out, its parent's way most often made
        m = here[0]
        if defer:
            out[names[j]] = m
            continue
        label = labels[m]
        up = made[label[4]]
        if up is None:
            path, sw, fa = way(m)
        else:
            path, sw, fa = up
            k = len(path)
            if label[5]:
                sw = sw + ((k, label[5]),)
            if label[6]:
                fa = fa + ((k, label[6]),)
            path = path + [names[j]]
            made[m] = (path, sw, fa)
        key = names[j]
        if not (master and label[2]):
            swipes = []
        elif len(sw) == 1:  # (one step leaves enemies, as on most such ways: no comprehension's frame)
            swipes = [(sw[0][0], list(sw[0][1]))]
        else:
            swipes = [(k, list(e)) for k, e in sw]
        got = (key, label[1], path, swipes, list(fa) if master and (label[3] or ss) else [], NORMAL,
               [stops[key]] if key in stops else [])
        if raw:
            out[key] = got
        else:
            r = _new(Route, got)
            out[key] = r if keep == 1 else [r]
    if defer:
        def finish(m: int) -> tuple:
            """The way of label m as `ways` gives it (the raw tuple above)."""
            label = labels[m]
            path, sw, fa = way(m)
            key = path[-1]
            return (key, label[1], path, [(k, list(e)) for k, e in sw] if master and label[2] else [],
                    list(fa) if master and (label[3] or ss) else [], NORMAL, [stops[key]] if key in stops else [])
        return out, finish
    return out


#: Ways to one space offered at most (the rest are no less risky than these in some respect).
MAX_WAYS = 4
_NO_HEXES: frozenset = frozenset()
_NO_SPACES: frozenset = frozenset()


def _power(t: Table, fid: str, power: Any, budget: int | None, start: str | None, listed: bool = False,
           raw: bool = False, defer: bool = False) -> Any:
    """A power move's destinations, each with its route (in a list of one with `listed`; as a
    tuple in Route's field order with `raw`; with `defer` too, what finish turns into that tuple,
    and (the destinations, finish) is returned, the destinations as a list: see `deferred_ways`)."""
    board, me, h, occ, s0, enemies, adj = _context(t, fid, start, power.leaving_engagement_attacks)
    move = budget if budget is not None else (power.move or t.stat(fid, "move"))
    banned = normal_only_spaces(t)
    if s0.key in banned:
        return ({}, None) if defer else {}
    forbidden = forbidden_spaces(t, fid)
    stops = stop_spaces(t, fid)
    spaces = board.spaces
    unstandable = board.unstandable(t.wall_present(), t.basic)
    # (most scenarios ban no space and most flyers start unengaged: no generator made for nothing)
    banned_hexes = frozenset((board.space(k).q, board.space(k).r) for k in banned) if banned else _NO_HEXES
    swipes = power.leaving_engagement_attacks
    engaged0 = [e for e in enemies if s0.index in adj[e]] if swipes and enemies else []
    # every one of them swipes at a space none of them is next to (most of the board): that list,
    # sorted, is made once, and the others' only at the spaces next to one of them
    near0 = set().union(*(adj[e] for e in engaged0)) if engaged0 else _NO_SPACES
    all_left = sorted(engaged0)
    falls, max_levels, e0 = power.falls, power.max_levels, s0.elevation
    if max_levels is not None and max_levels >= board.level_span():
        max_levels = None  # (no two spaces are that many levels apart: Super Leap's 40 or 50 limits nothing here)
    out: dict = {}
    mode_id = power.id

    # the destinations but for the figures standing on them depend only on the start, the flights,
    # the figure's height, the power and the forbidden spaces: kept per battlefield (a start and
    # power come back in about half the searches), each destination's flight itself (fields read
    # by index: a new tuple for each, or its fields unpacked, cost more than the rest of the search)
    over, wall = power.pass_over_obstacles, t.wall_present()
    ck = (s0.index, over, wall, t.basic, banned_hexes, move, h, max_levels, tuple(forbidden) if forbidden else None)
    kept = board.power_ends.get(ck)
    if kept is None:
        flights, passed = board.flights_within((s0.q, s0.r), over, wall, t.basic, banned_hexes, move)
        if max_levels is None and not forbidden:  # (the usual case)
            kept = {f[3]: f for f in flights if not unstandable[f[0]] and (f[4] is None or h <= f[4])}
        else:
            kept = {f[3]: f for f in flights
                    if not unstandable[f[0]] and f[3] not in forbidden and (f[4] is None or h <= f[4])
                    and (max_levels is None or abs(f[5] - e0) <= max_levels)}
        board.power_ends[ck] = kept
    elif defer:
        passed = board.flights((s0.q, s0.r), over, wall, t.basic, banned_hexes)[1]

    def finish(entry: tuple, path: list[str] | None = None) -> tuple:
        """The way to a destination as `ways` gives it (a raw tuple in Route's field order), from
        its flight (board.flights' entry) and the spaces passed to it, its own last (made here
        when not given: a decision nobody reads writes one)."""
        i, d, y, key, _, elevation = entry
        if path is None:
            path = passed(y)
            path.append(key)
        sw: list = []
        fa: list = []
        if engaged0:
            if i not in near0:
                sw.append((0, list(all_left)))
            else:
                left = [e for e in engaged0 if i not in adj[e]]
                if left:
                    sw.append((0, sorted(left)))
        if falls and e0 - elevation >= h:
            fa.append((len(path) - 1, e0 - elevation))
        return (key, d, path, sw, fa, mode_id, [stops[key]] if key in stops else [])

    if defer:
        # (the order is the flights', nearest first; the occupied spaces taken out of a copy)
        gone = [key for key in occ if key in kept]
        if gone:
            out = kept.copy()
            for key in gone:
                del out[key]
            return list(out.values()), finish
        return list(kept.values()), finish
    # every destination's way: the spaces passed to each hex read from the flight's table of them
    before = board.flight_paths((s0.q, s0.r), over, wall, t.basic, banned_hexes)
    plain = not engaged0 and not falls  # (most power moves: no swipe and no fall anywhere, finish written out)
    for key, f in kept.items():
        if key in occ:
            continue
        if plain:
            got = (key, f[1], [*before[f[2]], key], [], [], mode_id, [stops[key]] if key in stops else [])
        else:
            got = finish(f, [*before[f[2]], key])
        if raw:
            out[key] = got
        else:
            route = _new(Route, got)
            out[key] = [route] if listed else route
    return out


def step_rule(t: Table, fid: str, a: Space, b: Space) -> str | None:
    """Why a normal step from `a` to `b` is not allowed, or None (for explanations)."""
    name = t.name(fid)
    h = t.height(fid)
    why = t.space_blocked(b)
    if why:
        return why
    if t.board.separated((a.q, a.r), (b.q, b.r)):
        return "a ruin wall stands between those spaces"
    if b.clearance is not None and h > b.clearance:
        return f"{name} does not fit under the overhang: height {h}, room {b.clearance}"
    climb = b.elevation - a.elevation
    if not t.basic and climb >= h:
        return (f"{name} cannot climb {climb} levels at once: his height is {h}, so {h - 1} "
                f"levels is the most in one step")
    f = t.occupants().get(b.key)
    if f and t.side(f) != t.side(fid):
        return f"{t.name(f)} is an enemy: nobody moves through an opponent's figure"
    if f and not t.basic and t.engaged_with(f):
        return f"{t.name(f)} is engaged, and an engaged friend cannot be passed"
    return None
