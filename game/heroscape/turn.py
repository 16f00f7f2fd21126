"""One figure's turn: what it may do now (the "act" decision) and doing it.

The act decision lists, for the acting figure: every destination of each way of
moving (until it has moved or attacked), Dust-of-Death (after moving, before
attacking), every legal attack and special attack, handing the Sleeping Agent over
(Hulk Mad!), and "End turn". Option paths (what the player clicks):

- move:    ["fig:<id>", "hex:<space>"]; a power that replaces the move:
           ["fig:<id>", "move:<power>", "hex:<space>"]; where the ways to a space differ on
           the way, one option per way: ... "hex:<space>", "hex:<a space only it passes>"
           (or the space itself again for the way straight there)
- attack:  ["fig:<id>", "target:<id or wall>"]
- special: ["fig:<id>", "target:<id or wall>"] when it is the only attack on that target, else
           ["fig:<id>", "target:<id or wall>", "power:<power>"] (a click on the target, then
           which attack); Stomp: ["fig:<id>", "power:stomp"]
- Dust-of-Death: as a special on one figure; on every adjacent one
           ["fig:<id>", "power:dust_of_death", "target:adjacent"]
- pass the Sleeping Agent: ["fig:<acting figure>", "pass:<receiver>"]
- end turn: [] (a button)
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.decisions import decision, option

from . import combat, damage, movement
from .flow import answer, pop, step
from .movement import NORMAL, Route
from .scenario_rules import EXIT_WORDS, exit_spaces, land, must_attack
from .table import WALL, Table

FALL_DICE = ((20, "extreme"), (10, "major"), (0, "fall"))


def new_turn(seat: int, actor: str | None, number: int | None, card: str | None,
             controlled: str | None = None) -> dict[str, Any]:
    """A fresh turn context."""
    return {"seat": seat, "number": number, "card": card, "actor": actor, "controlled": controlled,
            "moved": False, "moved_mode": None, "move_left": None, "attacked": False, "normal_attacks": 0,
            "special": None, "special_uses": 0, "hit": [], "dust_used": False, "used": []}


# -- building the decision ----------------------------------------------------------------
def act_decision(rules: Any, s: dict, lazy: bool = False, bare: bool = False) -> dict:
    """The pending decision of the acting figure; `lazy`: nobody reads this game's events (a random
    playout with its checks off), so its moves and attacks are written only when read (LazyOptions);
    `bare`: nobody reads its decisions either (events.Unread's `pick`: the bench), so it has no words
    (prompts, the end's label) and an attack picked is its LaterAttack, its id and data all the
    rules read of it (the dice and their reasons are worked out when it is made)."""
    t = Table(rules, s, still=True)  # building options changes nothing
    turn = s["turn"]
    fid = turn["actor"]
    opts: list[dict] = []
    others: list[dict] = []  # the options that are not moves
    hunting = must_attack(t, fid)
    if hunting:  # (its moves are sorted by where they end: written out, words and all)
        lazy = bare = False
    if fid and t.fig(fid)["status"] == "board":
        opts = move_options(t, fid, LazyOptions(bare) if lazy else [])
        others = dust_options(t, fid) + attack_options(t, fid, lazy)
        if not bare:  # (the clicks: nobody clicks a bare decision)
            others = target_first(t, others)
        others += pass_options(t)
    forced = hunting and any(o["data"]["kind"] in ("attack", "special") for o in others)
    if hunting and opts:
        opts, reach = moves_keeping_an_attack(t, fid, opts, forced)
        forced = forced or reach
    if bare and opts.__class__ is LazyOptions:
        if not forced:
            others.append({"id": "end", "label": "", "path": [], "data": {"kind": "end"}})
        opts.extend_written(others)
        return {"seat": turn["seat"], "kind": "act", "prompt": "", "options": opts, "min": 1, "max": 1,
                "public_prompt": "", "figure": fid}
    name = t.name(fid) if fid else "nobody"
    prompt = _act_prompt(t, fid, name, bool(opts), others)
    if forced:  # (Hulk Mad!: no End turn; say why)
        prompt = f"{name} must attack when possible: " + (
            "attack, or move only to where an attack is possible." if opts else "attack.")
    else:  # (what the end gives up depends on the kinds offered: one move stands for all)
        if opts.__class__ is LazyOptions:  # (a figure not on the battlefield has a plain list)
            others.append(LaterEnd(t, fid, (_A_MOVE if opts else []) + others))
        else:
            others.append(option("end", end_label(t, fid, (_A_MOVE if opts else []) + others), [], kind="end"))
    if opts.__class__ is LazyOptions:
        opts.extend_written(others)
        # (decisions.decision would copy the options into a list, writing every one)
        return {"seat": turn["seat"], "kind": "act", "prompt": prompt,
                "options": opts, "min": 1, "max": 1,
                "public_prompt": f"{rules.seat_name(s, turn['seat'])} is taking a turn with {name}.", "figure": fid}
    opts += others
    return decision(turn["seat"], "act", prompt, opts,
                    public_prompt=f"{rules.seat_name(s, turn['seat'])} is taking a turn with {name}.",
                    figure=fid)


def moves_keeping_an_attack(t: Table, fid: str, moves: list[dict], attacks_here: bool) -> tuple[list[dict], bool]:
    """Hulk Mad!: "the Hulk must attack if possible", over the whole turn: when he can attack
    from where he stands or from anywhere he could move to, only the moves ending where he can
    attack are his (else walking out of reach would dodge the rule); when he can attack from
    nowhere, every move is. Also whether some move ends where he can attack."""
    can: dict[str, bool] = {}
    s = t.s
    for o in moves:
        to = o["data"]["to"]
        if to not in can:
            there = dict(s)
            there["figures"] = {**s["figures"], fid: {**s["figures"][fid], "space": to}}
            can[to] = bool(attack_options(Table(t.rules, there, still=True), fid, later=True))
    reach = any(can.values())
    if attacks_here or reach:
        return [o for o in moves if can[o["data"]["to"]]], reach
    return moves, False


_A_MOVE = [{"data": {"kind": "move"}}]  # what end_label reads of the moves offered (all are moves)


def end_label(t: Table, fid: str | None, opts: list[dict]) -> str:
    """"End turn", saying what the figure gives up by ending it now."""
    if not fid:
        return "End turn"
    kinds = {o["data"]["kind"] for o in opts if o.get("data")}
    turn = t.s["turn"]
    lost = []
    if "move" in kinds:
        lost.append(f"does not use the {turn['move_left']} spaces of move left" if turn["move_left"]
                    else "does not move")
    if kinds & {"attack", "special", "dust"}:
        lost.append("does not attack")
    return f"End turn: {t.name(fid)} " + " and ".join(lost) if lost else "End turn"


def spaces(n: int) -> str:
    """"1 space", "3 spaces"."""
    return f"{n} space" + ("" if n == 1 else "s")


def move_options(t: Table, fid: str, out: list | None = None) -> list[dict]:
    """A move option per reachable destination and way of moving (per way there, where the
    ways differ in what happens on the way), added to `out` (a LazyOptions keeps the ways)."""
    if out is None:
        out = []
    turn = t.s["turn"]
    if turn["attacked"] or turn["dust_used"] or (turn["moved"] and turn["move_left"] is None):
        return out
    modes = movement.movement_modes(t, fid)
    fly = movement.own_way(modes)  # the power that is the figure's way of moving, if any
    how = f" ({fly.name})" if fly else ""
    head = f"Move {t.name(fid)} to "  # every label starts so: worked out once, not per space
    lazy = out.__class__ is LazyOptions
    for mode, start, words in [(fly, ["fig:" + fid], how)] + [(p, ["fig:" + fid, "move:" + p.id], f" ({p.name})")
                                                                for p in modes if p.replaces_normal_move]:
        if lazy:  # each way finished only when its option is written
            out.add_ways(t, fid, *movement.deferred_ways(t, fid, mode), start, words, head)
        else:
            add_moves(t, fid, movement.ways(t, fid, mode), start, words, head, out)
    return out


def add_moves(t: Table, fid: str, found: dict[str, Any], start: list[str], how: str, head: str,
              out: list[dict]) -> None:
    """The move options of one way of moving: `found` from movement.ways, `start` the clicks
    before the space's; a LazyOptions keeps the ways and writes each option when it is read."""
    if out.__class__ is LazyOptions:
        out.add_ways(t, fid, list(found.values()), None, start, how, head)
    else:
        write_moves(t, fid, found.values(), start, how, head, {}, out)


def write_moves(t: Table, fid: str, ways: Any, start: list[str], how: str, head: str,
                warned: dict[tuple, tuple[str, bool]], out: list[dict]) -> list[dict]:
    """Writes the options of `ways` (values of movement.ways) to `out`. The usual option (one way
    there, nothing happens on it) is written out here as move_option makes it: a decision offers
    some 35-80 of them. `warned`: what happens on a way -> its words, deadly or not (ways leaving
    the same enemies share them)."""
    where = t.board.labels
    fig, n = start[0], len(start)
    exits = exit_spaces(t) if t.scenario.special_rules else ()
    for way in ways:
        if way.__class__ is list:  # several ways there
            out += route_options(t, fid, way, start + ["hex:" + way[0].dest], how)
            continue
        key, cost, route, swipes, falls, mode, stops = way
        if cost >= len(_SPACES):
            out.append(move_option(t, fid, Route(*way), start + ["hex:" + key], how, head=head))
            continue
        label = f"{head}{where[key]}{how}: {_SPACES[cost]}"
        deadly = False
        if swipes or falls:  # as move_option words it
            what = (tuple(e for _, es in swipes for e in es), tuple(d for _, d in falls))
            got = warned.get(what)
            if got is None:
                got = warned[what] = _warning(t, fid, Route(*way))
            label += got[0]
            deadly = got[1]
            swipes = [[i, list(e)] for i, e in swipes]
            falls = [[i, d] for i, d in falls]
        if key in exits:
            label += EXIT_WORDS
            deadly = True
        o = {"id": f"move:{mode}:{key}", "label": label,
             "path": [fig, "hex:" + key] if n == 1 else start + ["hex:" + key],
             "data": {"kind": "move", "figure": fid, "to": key, "mode": mode, "cost": cost, "route": route,
                      "swipes": swipes, "falls": falls, "stops": stops}}
        if deadly:
            o["confirm"] = True
        out.append(o)
    return out


class LazyOptions(list):
    """The options of an act decision in a playout nobody reads (its events are events.Unread:
    `simulate --fast`, the bench): each move and attack option is written when first read, not
    all 35-80 of them at every decision, since a random seat takes one by its index and the
    platform hands it to the rules as it is (players.random_options, rules.apply's `picked`). The
    moves are kept as movement.deferred_ways gives them, the attacks as LaterAttacks, the other
    options written. It is a list (JSON writes it, comparisons with a list hold): len, indexing,
    slicing, iteration, `in`, == and copies see every option, written as the act decision writes
    them (the pinned playouts and the conformance checks compare them); its other methods first
    write every option into the list itself. Only a plain list on the left of + reads the list
    itself as it is (empty): nothing does that with a decision's options. A look through the
    options (decisions.check_answer, where an answer is checked) writes the ways up to the one
    last read by its index at once, in one go per way of moving, and past it the rest of each."""

    __slots__ = ("_items", "_segs", "_hint", "_bare")

    def __init__(self, bare: bool = False) -> None:
        super().__init__()
        #: nobody reads the decision (see act_decision): an attack read by its index is its LaterAttack
        self._bare = bare
        #: each option, or the way (a tuple) it is written from; None once written into the list
        self._items: list | None = []
        #: (end index, what finishes its ways or None, the writing's arguments) for each way of
        #: moving, in order
        self._segs: list[tuple[int, Any, tuple]] = []
        #: the option last read by its index
        self._hint = -1

    def add_ways(self, t: Table, fid: str, ways: list, finish: Any, start: list[str], how: str, head: str) -> None:
        """Keeps the ways of one way of moving, as movement.ways gives them (`finish` None) or as
        movement.deferred_ways does (a space with several ways is written at once)."""
        items = self._items
        if list in set(map(type, ways)):
            for w in ways:
                if w.__class__ is list:
                    items += route_options(t, fid, w, start + ["hex:" + w[0].dest], how)
                else:
                    items.append(w)
        else:
            items += ways
        self._segs.append((len(items), finish, (t, fid, start, how, head, {})))

    def extend_written(self, opts: list) -> None:
        """Adds the other options: written, or LaterAttacks and a LaterEnd."""
        self._items += opts

    def _write(self, i: int, upto: int = 0) -> dict:
        """Writes option i; with `upto`, the ways of its way of moving after it up to there too."""
        items = self._items
        o = items[i]
        if o.__class__ is LaterAttack or o.__class__ is LaterEnd:
            o = items[i] = o.write()
            return o
        for end, finish, args in self._segs:
            if i < end:
                break
        t, fid, start, how, head, warned = args
        if self._bare:  # (nobody reads it: what do_act and the walk read, no words nor clicks)
            key, cost, route, swipes, falls, mode, stops = o if finish is None else finish(o)
            o = items[i] = {"id": f"move:{mode}:{key}", "label": "", "path": [],
                            "data": {"kind": "move", "figure": fid, "to": key, "mode": mode, "cost": cost,
                                     "route": route, "swipes": [[k, list(e)] for k, e in swipes],
                                     "falls": [[k, d] for k, d in falls], "stops": stops}}
            return o
        if upto > i + 1:
            at = [j for j in range(i, min(upto, end)) if items[j].__class__ is not dict]
            ways = [items[j] for j in at] if finish is None else [finish(items[j]) for j in at]
            for j, w in zip(at, write_moves(t, fid, ways, start, how, head, warned, [])):
                items[j] = w
            return items[i]
        o = items[i] = write_moves(t, fid, (o if finish is None else finish(o),), start, how, head, warned, [])[0]
        return o

    def _fill(self) -> None:
        """Writes every option into the list itself."""
        items = self._items
        if items is not None:
            list.extend(self, [o if o.__class__ is dict else self._write(i) for i, o in enumerate(items)])
            self._items = None

    def __len__(self) -> int:
        items = self._items
        return list.__len__(self) if items is None else len(items)

    def __getitem__(self, i):
        items = self._items
        if items is None:
            return list.__getitem__(self, i)
        if i.__class__ is not int:
            self._fill()
            return list.__getitem__(self, i)
        o = items[i]
        if i < 0:
            i += len(items)
        self._hint = i
        if o.__class__ is dict or (o.__class__ is LaterAttack and self._bare):
            return o
        return self._write(i)

    def __iter__(self):
        items = self._items
        if items is None:
            yield from list.__iter__(self)
            return
        n = len(items)
        for i, o in enumerate(items):
            yield o if o.__class__ is dict else self._write(i, self._hint + 1 if i <= self._hint else n)

    def __contains__(self, x) -> bool:
        return any(o == x for o in self)

    def __eq__(self, other):
        self._fill()
        return list.__eq__(self, other)

    def __ne__(self, other):
        self._fill()
        return list.__ne__(self, other)

    def __repr__(self) -> str:
        self._fill()
        return list.__repr__(self)

    def __reduce_ex__(self, protocol):
        return list, (list(self),)

    def __deepcopy__(self, memo):
        import copy
        return copy.deepcopy(list(self), memo)

    def __copy__(self):
        return list(self)

    def copy(self):  # type: ignore[override]
        return list(self)


def _filled(name: str):
    method = getattr(list, name)

    def filled(self, *args, **kwargs):
        self._fill()
        return method(self, *args, **kwargs)
    filled.__name__ = name
    return filled


for _name in ("__add__", "__mul__", "__rmul__", "__iadd__", "__imul__", "__reversed__", "__setitem__", "__delitem__",
              "__lt__", "__le__", "__gt__", "__ge__", "append", "extend", "insert", "pop", "remove", "index", "count",
              "sort", "reverse", "clear"):
    setattr(LazyOptions, _name, _filled(_name))


def route_options(t: Table, fid: str, ways: list[Route], path: list[str], how: str = "") -> list[dict]:
    """The options of moving to one space: one when a single way is worth offering; else one
    per way, each picked by a click on a space it passes (its waypoint) after the destination,
    or on the destination again for the way that passes nothing of its own."""
    if len(ways) == 1:
        return [move_option(t, fid, ways[0], path, how)]
    out = []
    used: set[str] = set()
    for r, via in zip(ways, waypoints(ways)):
        if via is None or via in used:
            continue
        used.add(via)
        through = "straight there" if via == r.dest else f"through {t.where(via)}"
        o = move_option(t, fid, r, path + ["hex:" + via], how, through)
        o["id"] += f"/via:{via}"
        out.append(o)
    return out


def waypoints(ways: list[Route]) -> list[str | None]:
    """For each way to one space, a space that tells it from the others: the first it passes
    that no other passes, else the first it passes that no other way took as its waypoint, else
    the destination itself (for one way only)."""
    out: list[str | None] = []
    for n, r in enumerate(ways):
        others = {k for m, o in enumerate(ways) if m != n for k in o.path}
        passed = r.path[:-1]
        pick = next((k for k in passed if k not in others and k not in out), None)
        if pick is None:
            pick = next((k for k in passed if k not in out), None)
        if pick is None and r.dest not in out:
            pick = r.dest
        out.append(pick)
    return out


def risks(t: Table, fid: str, r: Route) -> str:
    """What may happen on a route, in words: who may swipe, which falls."""
    warn = []
    swipers = [e for _, es in r.swipes for e in es]
    auto = t.s["options"].get("swipes", "auto") == "auto"
    if auto:  # rolled at once, except where it could not wound (and is let go)
        swipers = [e for e in swipers if not damage.immune(t, fid, e)]
    if swipers:
        names = [t.name(e) for e in swipers]
        who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        verb = ("swipes" if len(names) == 1 else "swipe") if auto else "may swipe"
        warn.append(f"{who} {verb} ({len(swipers)} {'die' if len(swipers) == 1 else 'dice'})")
    for _, drop in r.falls:
        sev = movement.fall_severity(t, fid, drop)
        warn.append(movement.FALL_NAMES[sev] if sev else f"a drop of {drop} levels (no harm: Super Strength)")
    return ", ".join(warn)


def move_option(t: Table, fid: str, r: Route, path: list[str], how: str = "", through: str = "",
                head: str | None = None) -> dict:
    """The option of moving a figure along a route, with what the view shows (cost, swipes, falls);
    `head`: the label's start, "Move <figure> to " (given by callers that make many)."""
    # Written out (as decisions.option builds it): a flyer is offered nearly every space, at every decision.
    label = (f"{head or f'Move {t.name(fid)} to '}{t.board.label(r.dest)}{' ' + through if through else ''}{how}: "
             f"{_SPACES[r.cost] if r.cost < len(_SPACES) else spaces(r.cost)}")
    deadly = False
    swipes, falls = r.swipes, r.falls
    if swipes or falls:  # most ways risk nothing
        warning, deadly = _warning(t, fid, r)
        label += warning
        swipes = [[i, list(e)] for i, e in swipes]
        falls = [[i, d] for i, d in falls]
    else:
        swipes, falls = [], []
    if t.scenario.special_rules and r.dest in exit_spaces(t):
        label += EXIT_WORDS
        deadly = True
    data = {"kind": "move", "figure": fid, "to": r.dest, "mode": r.mode, "cost": r.cost, "route": r.path,
            "swipes": swipes, "falls": falls, "stops": r.pickups}
    o = {"id": f"move:{r.mode}:{r.dest}", "label": label, "path": list(path), "data": data}
    if deadly:
        o["confirm"] = True  # a click on the board asks again on the prompt (game/ui/controller.py)
    return o


def _warning(t: Table, fid: str, r: Route) -> tuple[str, bool]:
    """What a move's label adds for a way with swipes or falls, and whether the swipes alone may
    end the figure (one wound each: as many swipes as life left)."""
    said = risks(t, fid, r)
    if not said:  # (only swipes that could not wound: let go)
        return "", False
    deadly = sum(1 for _, es in r.swipes for e in es if not damage.immune(t, fid, e)) >= t.life_left(fid)
    return f"; {said}" + (f" (it has {t.life_left(fid)} life left)" if deadly else ""), deadly


_SPACES = tuple(spaces(n) for n in range(32))


def targets_in_reach(t: Table, fid: str, reach: int, *, wall: bool = True, reasons: bool = True) -> list[tuple[str, str]]:
    """(target, why-not or "") for every enemy (and the wall) an attack of this range could
    aim at: range, adjacency for range 1, engagement and line of sight. Without `reasons`, only
    the targets it may attack (each with ""), in the same order: the act decision lists those
    at every step and never shows why the others are not (the words, and the second look at the
    terrain a blocked line's words take, cost more than the checks)."""
    if not reasons:
        return _targets(t, fid, reach, wall)
    sp = t.space_of(fid)
    h = t.height(fid)
    engaged = t.engaged_with(fid) if not t.basic else []
    out = []
    for e in t.enemies_of(fid):
        esp = t.space_of(e)
        if engaged and e not in engaged:
            if reasons:
                out.append((e, f"{t.name(fid)} is engaged and may attack only the figures he is engaged with"))
            continue
        d = t.distance(sp, esp)
        if reach == 1:
            if not t.spaces_adjacent(sp, h, esp, t.height(e)):
                if reasons:
                    why = ("not adjacent: one base is at least the other figure's height higher"
                           if d == 1 else f"out of range: {d} spaces away, range 1")
                    out.append((e, why))
                continue
        elif d > reach:
            if reasons:
                out.append((e, f"out of range: {d} spaces away, range {reach}"))
            continue
        seen = t.sees(fid, e, want_reason=reasons)
        if seen.clear or reasons:
            out.append((e, "" if seen.clear else f"no clear line of sight: {seen.blocked_by}"))
    if wall and not t.basic and t.wall_present() and t.board.breakable:
        if engaged:
            if reasons:
                out.append((WALL, "an engaged figure may attack only the figures it is engaged with"))
        else:
            d = t.wall_distance(sp)
            if d > reach:
                if reasons:
                    out.append((WALL, f"out of range: {d} spaces from the wall, range {reach}"))
            elif reach == 1 and not any(t.distance(sp, w) == 1 and not t.board.separated((sp.q, sp.r), (w.q, w.r))
                                        for w in t.wall_spaces()):
                if reasons:
                    out.append((WALL, "not next to the wall"))
            else:
                seen = t.sees(fid, WALL, want_reason=reasons)
                if seen.clear or reasons:
                    out.append((WALL, "" if seen.clear else f"no clear line of sight: {seen.blocked_by}"))
    return out


def _targets(t: Table, fid: str, reach: int, wall: bool) -> list[tuple[str, str]]:
    """targets_in_reach without reasons: the same checks in the same order, each enemy's space
    and adjacency looked up once (engagement is adjacency to an enemy)."""
    figs, board, cards = t.s["figures"], t.board, t.rules.cards
    spaces, by_key = board.spaces, board.by_key
    rec = figs[fid]
    sp = spaces[by_key[rec["space"]]]
    h = cards[rec["card"]].height
    beside = board.next_to()[sp.index]
    foes = []
    engaged = False
    for e in t.enemies_of(fid):
        er = figs[e]
        esp = spaces[by_key[er["space"]]]
        # (spaces_adjacent's first test, neighbouring hexes, asked here: most enemies are not next to him)
        near = esp.index in beside and t.spaces_adjacent(sp, h, esp, cards[er["card"]].height)
        foes.append((e, esp, near))
        engaged = engaged or near
    engaged = engaged and not t.basic
    far = board.distances((sp.q, sp.r))
    out = []
    for e, esp, near in foes:
        if engaged and not near:
            continue
        if reach == 1:
            if not near:
                continue
        elif far.get((esp.q, esp.r), 999) > reach:
            continue
        if t.sees(fid, e).clear:
            out.append((e, ""))
    if wall and not t.basic and not engaged and t.wall_present() and t.board.breakable:
        d = t.wall_distance(sp)
        if d > reach:
            return out
        if reach == 1 and not any(t.distance(sp, w) == 1 and not t.board.separated((sp.q, sp.r), (w.q, w.r))
                                  for w in t.wall_spaces()):
            return out
        if t.sees(fid, WALL).clear:
            out.append((WALL, ""))
    return out


_ATTACK_KINDS = frozenset({"attack", "special"})


def _act_prompt(t: Table, fid: str | None, name: str, moves: bool, others: list) -> str:
    """What the acting figure may still do, in words: after a first attack, that a power lets it
    attack again ("Iron Man: attack again (Double Attack) or end the turn.")."""
    turn = t.s["turn"]
    if moves and not turn["normal_attacks"] and not turn["special"]:
        return f"{name}: move, attack or end the turn."  # (most act decisions: no look at the options)
    attacks = False
    for o in others:  # (a loop: a generator costs more than the few options it reads)
        if o["data"]["kind"] in _ATTACK_KINDS:
            attacks = True
            break
    if fid and attacks and (turn["normal_attacks"] or turn["special"]):
        extra = t.power(fid, "extra_attacks") if turn["normal_attacks"] else \
            next((p for p in t.powers(fid) if p.id == turn["special"]), None)
        return f"{name}: attack again ({extra.name}) or end the turn." if extra else \
            f"{name}: attack again or end the turn."
    return f"{name}: attack or end the turn." if attacks else f"{name}: end the turn."


def attack_options(t: Table, fid: str, later: bool = False) -> list[dict]:
    """Normal attacks and special attacks the figure may make now (`later`: each attack on a
    target as a LaterAttack, for a LazyOptions)."""
    turn = t.s["turn"]
    out: list[dict] = []
    write = LaterAttack if later else attack_option
    extra = t.power(fid, "extra_attacks")
    allowed = 1 + (extra.extra if extra else 0)
    if turn["special"] is None and turn["normal_attacks"] < allowed:
        for target, _ in targets_in_reach(t, fid, t.stat(fid, "range"), reasons=False):
            out.append(write(t, fid, target, None))
    if turn["normal_attacks"] or t.basic:
        return out
    for p in t.powers(fid):
        if p.effect != "special_attack":
            continue
        if turn["special"] not in (None, p.id) or (turn["special"] == p.id and turn["special_uses"] > p.extra_attacks):
            continue
        if p.not_after and any(u in turn["used"] for u in p.not_after):
            continue
        if p.targets == "all_adjacent":
            adjacent = _adjacent_figures(t, fid) if turn["special"] is None else []
            if adjacent:
                out.append(option(f"special:{p.id}:all", f"{t.name(fid)}: {p.name} on every adjacent figure "
                                  f"({len(adjacent)}), {p.attack} attack dice",
                                  ["fig:" + fid, "power:" + p.id], kind="special", figure=fid, power=p.id,
                                  targets=adjacent, attack_dice=p.attack))
            continue
        for target, _ in targets_in_reach(t, fid, p.range, reasons=False):
            if not p.same_target_twice and target in turn["hit"]:
                continue
            out.append(write(t, fid, target, p))
    return out


def target_first(t: Table, opts: list[dict]) -> list[dict]:
    """Paths that reach an attack by clicking its target: the figure, then the target; where
    several attacks (or Dust-of-Death) may go at one target, the normal attack still ends there
    and each power adds its own click after it (as Dust-of-Death on a friend always does: a
    click on a friend alone never harms him)."""
    on: dict[str, list[dict]] = {}
    for o in opts:
        d = o["data"]
        target = d.get("target") or (d["targets"][0] if d["kind"] == "dust" and o["id"].split(":")[-1] != "adjacent"
                                     else None)
        if target is not None:
            on.setdefault(target, []).append(o)
    for target, group in on.items():
        for o in group:
            d = o["data"]
            # (a friend: the target on the figure's side)
            alone = d["kind"] == "attack" or (len(group) == 1 and not (target != WALL
                                                                     and t.side(target) == t.side(d["figure"])))
            o["path"] = ["fig:" + d["figure"], "target:" + target] + ([] if alone else ["power:" + d.get("power")])
    return opts


def _adjacent_figures(t: Table, fid: str) -> list[str]:
    return [f for f in t.on_board() if f != fid and t.adjacent(fid, f)]


def attack_option(t: Table, fid: str, target: str, special: Any) -> dict:
    att, why_a = combat.attack_dice(t, fid, target, special)
    dfn, auto, why_d = combat.defense_dice(t, fid, target, special)
    sp = t.space_of(fid)
    dist = t.wall_distance(sp) if target == WALL else t.distance(sp, t.space_of(target))
    shields = f" + {auto} automatic shield" + ("" if auto == 1 else "s") if auto else ""
    odds = f"{att} attack dice vs {dfn} defense{shields}"
    label = (f"{t.name(fid)}: {special.name} on {t.name(target)}, {odds}" if special
             else f"{t.name(fid)} attacks {t.name(target)}: {odds}")
    path = ["fig:" + fid] + (["power:" + special.id] if special else []) + ["target:" + target]
    oid = f"special:{special.id}:{target}" if special else f"attack:{target}"
    return option(oid, label, path, kind="special" if special else "attack", figure=fid, target=target,
                  power=special.id if special else None, attack_dice=att, defense_dice=dfn, auto_shields=auto,
                  why_attack=why_a, why_defense=why_d, distance=dist,
                  range=special.range if special else t.stat(fid, "range"))


class LaterAttack:
    """An attack option of a LazyOptions, written (attack_option) when first read; until then
    it answers what target_first, end_label and the act decision ask of an option: its id, its
    kind, figure, target and power, and the path target_first gives it."""

    __slots__ = ("args", "id", "data", "path")

    def __init__(self, t: Table, fid: str, target: str, special: Any) -> None:
        self.args = (t, fid, target, special)
        self.id = f"special:{special.id}:{target}" if special else f"attack:{target}"
        self.data = {"kind": "special" if special else "attack", "figure": fid, "target": target,
                     "power": special.id if special else None}
        self.path: list[str] | None = None

    def __getitem__(self, key: str) -> Any:
        if key == "data":
            return self.data
        if key == "id":
            return self.id
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        if key == "data":
            return self.data
        return self.id if key == "id" else default

    def __setitem__(self, key: str, value: Any) -> None:
        if key != "path":
            raise KeyError(key)
        self.path = value

    def write(self) -> dict:
        o = attack_option(*self.args)
        if self.path is not None:
            o["path"] = self.path
        return o


class LaterEnd:
    """The act decision's "End turn" in a LazyOptions, worded (end_label, from the options
    offered before it) when first read."""

    __slots__ = ("args",)

    def __init__(self, t: Table, fid: str | None, offered: list) -> None:
        self.args = (t, fid, offered)

    def write(self) -> dict:
        return option("end", end_label(*self.args), [], kind="end")


def dust_options(t: Table, fid: str) -> list[dict]:
    """Dust-of-Death: after moving, before attacking, once a turn."""
    turn = t.s["turn"]
    p = t.power(fid, "d20_destroy")
    if p is None or turn["attacked"] or turn["dust_used"]:
        return []
    out = []
    adj = [f for f in _adjacent_figures(t, fid) if not damage.immune(t, f, None)]
    if adj:
        out.append(option(f"power:{p.id}:adjacent", f"{t.name(fid)}: {p.name} on every adjacent figure ({len(adj)}), "
                          f"a d20 each, {p.d20}+ destroys",
                          ["fig:" + fid, "power:" + p.id, "target:adjacent"], kind="dust", figure=fid, power=p.id,
                          targets=adj, d20=p.d20))
    sp = t.space_of(fid)
    for f in t.on_board():
        if f == fid or damage.immune(t, f, None):
            continue
        if t.distance(sp, t.space_of(f)) <= p.range and t.sees(fid, f, any_part=True).clear:
            out.append(option(f"power:{p.id}:{f}", f"{t.name(fid)}: {p.name} on {t.name(f)}, a d20, {p.d20}+ destroys",
                              ["fig:" + fid, "power:" + p.id,
                              "target:" + f], kind="dust", figure=fid, power=p.id, targets=[f], d20=p.d20))
    return out


def pass_options(t: Table) -> list[dict]:
    """Hulk Mad!: during its turn the Sleeping Agent's side may hand it between adjacent figures."""
    r = damage.rule(t, "sleeping_agent")
    if r is None:
        return []
    holder = damage.holder(t.s, r.glyph or "")
    if holder is None or t.side(holder) != t.s["turn"]["seat"]:
        return []
    actor = t.s["turn"]["actor"] or holder  # every click of the turn starts at the figure acting
    return [option(f"pass:{holder}:{f}", f"Hand the Sleeping Agent from {t.name(holder)} to {t.name(f)}",
                   ["fig:" + actor, "pass:" + f], kind="pass", figure=holder, to=f)
            for f in t.friends_of(holder) if t.adjacent(holder, f)]


# -- carrying it out ----------------------------------------------------------------------
def do_act(rules: Any, s: dict, pick: dict, events: list) -> bool:
    """Carry out an act option; returns True when the turn ends."""
    data = pick.get("data", {})
    kind = data.get("kind")
    if kind == "end":
        return True
    turn = s["turn"]
    if kind == "move":
        move_figure(rules, s, data["figure"], data, events)
    elif kind == "attack":
        turn["normal_attacks"] += 1
        turn["attacked"] = True
        attack(rules, s, data["figure"], data["target"], None, events)
    elif kind == "special":
        p = Table(rules, s).power_by_id(data["figure"], data["power"])
        turn["special"] = p.id
        turn["special_uses"] += 1
        turn["attacked"] = True
        turn["used"].append(p.id)
        if p.targets == "all_adjacent":
            stomp(rules, s, data["figure"], p, data["targets"], events)
        else:
            turn["hit"].append(data["target"])
            attack(rules, s, data["figure"], data["target"], p, events)
    elif kind == "dust":
        turn["dust_used"] = True
        dust_of_death(rules, s, data["figure"], data["targets"], data["d20"], events)
    elif kind == "pass":
        glyph = damage.rule(Table(rules, s), "sleeping_agent").glyph
        s["figures"][data["figure"]]["carrying"].remove(glyph)
        s["figures"][data["to"]]["carrying"].append(glyph)
        s["glyphs"][glyph]["holder"] = data["to"]
        t = Table(rules, s)
        events.append(ev.event("pass", f"{t.name(data['figure'])} hands the Sleeping Agent to {t.name(data['to'])}.",
                               figure=data["figure"], to=data["to"]))
    return False


def move_figure(rules: Any, s: dict, fid: str, data: dict, events: list) -> None:
    """The acting figure's move: turn bookkeeping, then the walk (a frame of its own, since
    an enemy left behind may be asked whether it swipes)."""
    t = Table(rules, s)
    turn = s["turn"]
    allowance = movement.move_allowance(t, fid)
    turn["moved_mode"] = data["mode"] if turn["moved_mode"] in (None, NORMAL) else turn["moved_mode"]
    if data["mode"] != NORMAL:
        turn["used"].append(data["mode"])
    turn["moved"] = True
    turn["move_left"] = None
    # the figure's own way of moving (a normal move, or Flying, which is its normal move flown) may go
    # on after picking up the Sleeping Agent; a power used instead of the move may not
    own = data["mode"] == NORMAL or any(p.id == data["mode"] and not p.replaces_normal_move
                                        for p in movement.movement_modes(t, fid))
    walk(s, fid, data, left=allowance - data["cost"] if own else 0)


def walk(s: dict, fid: str, data: dict, left: int = 0) -> None:
    """Move a figure along a chosen route (rulebook: Moving, Leaving an Engagement, Falling):
    the "walk" frame does it step by step. `left`: spaces of the turn's move left when the
    figure may go on after picking up the Sleeping Agent."""
    s["stack"].append({"do": "walk", "figure": fid, "data": data, "step": -1, "asked": [], "left": left})


@step("walk")
def walk_step(rules: Any, s: dict, frame: dict, events: list) -> None:
    """One step at a time: each enemy the step leaves may swipe (its side is asked), then the
    falls, then whatever lies where the figure stops."""
    t = Table(rules, s)
    fid, data = frame["figure"], frame["data"]
    rec = s["figures"][fid]
    if rec["status"] != "board":
        pop(s)
        return
    if frame["step"] < 0:
        if events.__class__ is ev.Unread:  # nobody reads it (a random playout): its kind stands for it
            events.append("move")
        else:
            events.append(ev.event("move", f"{t.name(fid)} moves to {t.where(data['to'])} ({spaces(data['cost'])}).",
                                   figure=fid, start=rec["space"], to=data["to"], route=list(data["route"]),
                                   mode=data["mode"]))
        frame["step"] = 0
    route = data["route"]
    swipes = {i: e for i, e in data["swipes"]}
    others = {r["space"] for f, r in s["figures"].items() if f != fid and r["status"] == "board"}
    if not swipes:
        # nobody may swipe on the way (most moves): the loop below would stop nowhere, and he
        # ends on the last space of the way he could be shown on, found from the end
        for key in reversed(route):
            if key not in others and not t.space_blocked(t.board.space(key)):
                rec["space"] = key
                break
        frame["step"] = len(route)
    while frame["step"] < len(route):
        i = frame["step"]
        # passing over a friend or a space no figure may stand on (a flyer over the breakable
        # wall), he is shown where he last could stand
        if route[i] not in others and not t.space_blocked(t.board.space(route[i])):
            rec["space"] = route[i]
        left = swipes.get(i)  # (the enemies this step leaves: none at most steps)
        if left:
            waiting = [e for e in left if e not in frame["asked"] and s["figures"][e]["status"] == "board"]
            if waiting:
                enemy = waiting[0]
                frame["asked"].append(enemy)
                if s["options"].get("swipes", "auto") == "auto":
                    # a swipe costs the swiper nothing: rolled at once when it could wound, else let go
                    # (the walk goes on at the next run of this step, as after an answer)
                    if not damage.immune(t, fid, enemy):
                        leave_engagement(rules, s, fid, enemy, events)
                    return
                if events.__class__ is ev.Unread and events.pick is not None:
                    # nobody reads the decision (the bench): what swipe_answer reads, no words
                    data = {"mover": fid, "enemy": enemy}
                    s["pending"] = {"seat": t.side(enemy), "kind": "swipe", "prompt": "", "min": 1, "max": 1,
                                    "options": [{"id": "swipe", "data": data}, {"id": "no", "data": data}]}
                    return
                s["pending"] = swipe_decision(t, fid, enemy)
                return
        frame["step"] += 1
        frame["asked"] = []
    pop(s)
    for _, drop in data["falls"]:
        fall(rules, s, fid, drop, events)
        if rec["status"] != "board":
            return
    keep_moving = land(rules, s, fid, data["to"], events)
    turn = s.get("turn")
    if keep_moving and frame["left"] > 0 and turn and turn.get("actor") == fid:
        turn["moved"] = False
        turn["move_left"] = frame["left"]


def swipe_decision(t: Table, fid: str, enemy: str) -> dict:
    """Asked of the side of an enemy a moving figure leaves: swipe at it (one attack die, a skull
    is a wound, no defense) or let it go."""
    who, mover = t.name(enemy), t.name(fid)
    harmless = damage.immune(t, fid, enemy)
    odds = "it cannot wound him" if harmless else "a skull is a wound, with no defense roll"
    seat = t.side(enemy)
    return decision(seat, "swipe", f"{mover} leaves {who}: may {who} swipe at him as he goes?",
                    [option("swipe", f"{who} swipes at {mover}: 1 attack die ({odds})", [], mover=fid, enemy=enemy),
                     option("no", f"Let {mover} go: {who} does not swipe", [], mover=fid, enemy=enemy)],
                    public_prompt=f"{t.rules.seat_name(t.s, seat)} decides whether {who} swipes at {mover}.",
                    figure=enemy, mover=fid)


@answer("swipe")
def swipe_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    d = picks[0]["data"]
    if picks[0]["id"] == "swipe":
        leave_engagement(rules, s, d["mover"], d["enemy"], events)
    else:
        t = Table(rules, s)
        events.append(ev.event("no_swipe", f"{t.name(d['enemy'])} lets {t.name(d['mover'])} go.",
                               figure=d["enemy"], mover=d["mover"]))


def leave_engagement(rules: Any, s: dict, fid: str, enemy: str, events: list) -> None:
    """The enemy left behind rolls one attack die; a skull is a wound, with no defense."""
    t = Table(rules, s)
    faces = combat.roll_combat(s, events, 1, f"{t.name(enemy)} swipes at {t.name(fid)} leaving the engagement",
                               t.side(enemy))
    if faces.count("skull"):
        damage.wound(rules, s, fid, 1, events, by=enemy)


def fall(rules: Any, s: dict, fid: str, drop: int, events: list) -> None:
    """Falling: drop >= height rolls 1 die, >= height+10 three dice (Major Fall), >= height+20
    the d20, 19-20 unharmed, else destroyed (Extreme Fall). Super Strength ignores the first two."""
    t = Table(rules, s)
    h = t.height(fid)
    if drop >= h + 20:
        roll = combat.roll_d20(s, events, f"{t.name(fid)} falls {drop} levels (Extreme Fall)", t.side(fid))
        if roll < 19:
            damage.destroy(rules, s, fid, events)
        return
    if t.super_strength(fid):
        events.append(ev.event("fall", f"{t.name(fid)} drops {drop} levels unharmed (Super Strength).", figure=fid))
        return
    dice = 3 if drop >= h + 10 else 1
    what = "Major Fall" if dice == 3 else "Fall"
    faces = combat.roll_combat(s, events, dice, f"{t.name(fid)} falls {drop} levels ({what})", t.side(fid))
    damage.wound(rules, s, fid, faces.count("skull"), events)


def attack(rules: Any, s: dict, fid: str, target: str, special: Any, events: list) -> None:
    """One attack on one target: attack roll, then the target's defense."""
    t = Table(rules, s)
    n, why = combat.attack_dice(t, fid, target, special)
    if events.__class__ is ev.Unread:
        events.append("attack")
    else:
        what = f"uses {special.name} on" if special else "attacks"
        events.append(ev.event("attack", f"{t.name(fid)} {what} {t.name(target)}: " + "; ".join(why) + ".",
                               attacker=fid, target=target, power=special.id if special else None))
    faces = combat.roll_combat(s, events, n, f"{t.name(fid)} attacks", t.side(fid))
    combat.strike(rules, s, fid, target, faces.count("skull"), events, special)


def stomp(rules: Any, s: dict, fid: str, p: Any, targets: list[str], events: list) -> None:
    """A special attack against every adjacent figure: one roll, then each defends in the
    order the attacker picks (rulebook: Multiple Targets)."""
    t = Table(rules, s)
    events.append(ev.event("attack", f"{t.name(fid)} uses {p.name} on " + ", ".join(t.name(x) for x in targets) + ".",
                           attacker=fid, targets=list(targets), power=p.id))
    faces = combat.roll_combat(s, events, p.attack, f"{t.name(fid)} {p.name}", t.side(fid))
    damage.push(s, {"do": "defend_order", "attacker": fid, "power": p.id, "skulls": faces.count("skull"),
                    "left": list(targets)})


def dust_of_death(rules: Any, s: dict, fid: str, targets: list[str], d20: int, events: list) -> None:
    """Dust-of-Death: a d20 per chosen figure; each roll of `d20` or more destroys it."""
    t = Table(rules, s)
    for f in targets:
        if s["figures"][f]["status"] != "board":
            continue
        roll = combat.roll_d20(s, events, f"Dust-of-Death on {t.name(f)}", t.side(fid))
        if roll >= d20:
            damage.destroy(rules, s, f, events, by=fid)
        else:
            events.append(ev.event("dust", f"{t.name(f)} survives the dust.", figure=f))
