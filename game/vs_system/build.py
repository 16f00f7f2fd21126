"""The Build Phase: Resource, Recruit and Formation steps, with Build powers and plot twists throughout.

Resource Step: at most one card from hand into the Resource Row, face down; a location may go face
up instead (optional). Recruit Step: one recruit point per resource, face up or down (counted as
the step begins, plus any gained this turn); spend them on supporting characters (into the front
or back row) and equipment (onto a face-up character of yours); what is left vanishes when the step
ends. Formation Step: move any of your characters between the rows. Build plot twists and powers
may be used before, between and after the steps (after the Formation Step: the "build_end"
decision, offered only when there is something to use).
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from .appear import can_enter, equip, main_names, recruit
from .engine import G, Made, task
from .hand import played
from .powers import actions, start, team_cards_blocked, team_requirement
from .table import alive, owner
from .triggers import emit
from .wording import pays_words


#: The labels of an option where nobody sees the decision (G.taken), in place of a card's kept pair.
_NO_WORDS = ("", "")


def _resume(g: G, t: dict[str, Any], seat: int, o: dict[str, Any]) -> None:
    """An action option of a step: come back to the step after it."""
    g.push(t)
    start(g, seat, o)


@task("resource")
def _resource(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    seat = t["seat"]
    s["turn"]["step"] = "resource"
    p = s["players"][seat]
    if picks is None:
        picks = _resource_question(g, t, s, seat, p)
        if picks is None:
            return
    o = picks[0]
    if o["id"] == "skip":
        return
    if o["id"].startswith("r:"):
        uid = o["data"]["uid"]
        up = o["data"]["up"]
        p["hand"].remove(uid)
        p["res"].append([uid, up])
        s["turn"]["res_done"].append(seat)
        if not g.words:
            g.quiet("resource")
        elif up:
            g.log("resource", f"{g.who(seat)} puts {g.name(uid)} into their Resource Row face up.", card=uid,
                  seat=seat, up=True)
        else:
            g.log("resource", f"{g.who(seat)} puts a card into their Resource Row face down.", seat=seat,
                  up=False)
        if up:  # a face-up card in the Resource Row has entered play (Your Culture is a Disease)
            emit(g, "enemy_card_enters", uid=uid, seat=seat)
        played(g, seat)
        return
    _resume(g, t, seat, o)


def _only_for(g: G, d: Any) -> str:
    """A special location pays only for its own team's characters' powers: ", for MCU Heroes only"."""
    names = [g.book.teams[t].name for t in d.teams if t in g.book.teams]
    return f", for {' or '.join(names)} only" if d.type == "location" and names else ""


def _resource_question(g: G, t: dict[str, Any], s: dict[str, Any], seat: int,
                       p: dict[str, Any]) -> list[dict[str, Any]] | None:
    """Ask the Resource Step's question; where nobody sees it, its answer drawn at once (G.draw)."""
    opts = actions(g, seat, "build")
    quiet = g.taken is not None  # nobody sees the decision (G.taken): the options without words
    if quiet:
        opts = ResourceOptions(opts)
        opts.seat = seat
    if seat not in s["turn"]["res_done"]:
        team_block = None
        defs = g.book.defs
        cards = s["cards"]
        words = g.book.said  # a card's two labels here are the same every turn
        row = f"resrow:{seat}"
        for uid in p["hand"]:
            d = defs[cards[uid][0]]
            if "never_enters_play" in d.statics:
                continue
            if quiet:  # each option made only if it is drawn (ResourceOptions)
                if d.type == "location":
                    if d.teams and team_block is None:
                        team_block = team_cards_blocked(g, seat)
                    if not (d.teams and team_block):
                        opts.append((uid,))
                opts.append(uid)
                continue
            said = words.get(("res", d.id))
            if said is None:
                said = words["res", d.id] = (
                    f"Put {d.name} into your Resource Row face up "
                    f"(pays {pays_words(d, '/')}{_only_for(g, d)})",
                    f"Put {d.name} into your Resource Row face down")
            if d.type == "location":
                if d.teams and team_block is None:
                    team_block = team_cards_blocked(g, seat)
                if not (d.teams and team_block):
                    opts.append({"id": f"r:{uid}:up", "label": said[0], "path": [f"hand:{uid}", row],
                                 "data": {"uid": uid, "up": True}})
            opts.append({"id": f"r:{uid}:down", "label": said[1], "path": [f"hand:{uid}", row],
                         "data": {"uid": uid, "up": False}})
    if not opts:
        return None
    if quiet:
        opts.append(None)  # skip
        return g.draw(t, seat, "resource", opts)
    opts.append(option("skip", "Play no resource this turn" if seat not in s["turn"]["res_done"]
                       else "Go on to the Recruit Step"))
    g.ask_one(t, seat, "resource", "Resource Step: put a card into your Resource Row (a location may go face up), or "
                                   "skip.", opts, f"{g.who(seat)} is in the Resource Step.")
    return None


class RecruitOptions(Made):
    """The Recruit Step's options where nobody sees the question (G.draw): (uid, row, where from,
    where to) for recruiting a character, each made into its option only if it is drawn, the
    options of equipment, powers and plot twists as they are, and None for stopping."""

    __slots__ = ()

    def __getitem__(self, i):  # type: ignore[override]
        k = list.__getitem__(self, i)
        if k.__class__ is tuple:
            uid, row, src, to = k
            return {"id": f"c:{uid}:{row}", "label": "", "path": [src, to], "data": {"uid": uid, "row": row}}
        if k is None:
            return {"id": "done", "label": "", "path": []}
        return k


class ResourceOptions(Made):
    """The Resource Step's options where nobody sees the question (G.draw): the Build powers' and
    plot twists' as they are, then a card's uid for putting it face down, (uid,) for a location
    face up, each made into its option only if it is drawn, and None for skipping."""

    __slots__ = ("seat",)

    def __getitem__(self, i):  # type: ignore[override]
        k = list.__getitem__(self, i)
        if k.__class__ is str:
            return {"id": f"r:{k}:down", "label": "", "path": [f"hand:{k}", f"resrow:{self.seat}"],
                    "data": {"uid": k, "up": False}}
        if k.__class__ is tuple:
            return {"id": f"r:{k[0]}:up", "label": "", "path": [f"hand:{k[0]}", f"resrow:{self.seat}"],
                    "data": {"uid": k[0], "up": True}}
        if k is None:
            return {"id": "skip", "label": "", "path": []}
        return k


def recruit_points(s: dict[str, Any], seat: int) -> int:
    """Recruit points left this step."""
    return s["turn"]["rp"].get(str(seat), 0)


def recruitables(g: G, seat: int) -> list[tuple[str, str]]:
    """(uid, where: hand|ko) of the characters and equipment `seat` may pay for now."""
    s = g.s
    rp = recruit_points(s, seat)
    p = s["players"][seat]
    out = []
    defs = g.book.defs
    cards = s["cards"]
    mains = None  # our main characters' names, worked out for the first affordable character
    for uid in p["hand"]:
        d = defs[cards[uid][0]]
        if d.cost > rp:
            continue
        if d.type == "supporting_character":
            if mains is None:
                mains = main_names(g, seat)
            # appear.can_enter, for a supporting character
            if "never_enters_play" not in d.statics and not d.names & mains:
                out.append((uid, "hand"))
        elif d.type == "equipment" and _equipment_ok(g, seat, d):
            out.append((uid, "hand"))
    for pile_seat, only, by in s["turn"]["koc"]:
        if by != seat:
            continue
        if mains is None:  # a KO pile open to recruits (The Golden Goose, You Had a Great Idea) needs them
            mains = main_names(g, seat)
        for uid in s["players"][pile_seat]["ko"]:
            d = g.d(uid)
            if (only is None or only == uid) and d.type == "supporting_character" and d.cost <= rp \
                    and can_enter(g, seat, d.id, mains) and (uid, "ko") not in out:
                out.append((uid, "ko"))
    return out


def _equipment_ok(g: G, seat: int, d: Any) -> bool:
    s = g.s
    if not any(c["ctrl"] == seat and c["face"] == "up" for c in s["ch"].values()):
        return False
    if d.teams and team_cards_blocked(g, seat):
        return False
    return team_requirement(g, seat, d)


@task("recruit")
def _recruit(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    seat = t["seat"]
    turn = s["turn"]
    key = str(seat)
    if not t.get("begun"):
        t["begun"] = True
        turn["step"] = "recruit"
        turn["rp"][key] = len(s["players"][seat]["res"]) + turn["bonus"].pop(key, 0)
    if turn["bonus"].get(key):  # gained during the step (Iron Man)
        turn["rp"][key] += turn["bonus"].pop(key)
    if picks is None:
        picks = _recruit_question(g, t, s, seat, turn, key)
        if picks is None:
            return
    o = picks[0]
    if o["id"] == "done":
        left = turn["rp"].get(key, 0)
        turn["rp"][key] = 0
        if left and g.words:
            g.log("rp", f"{g.who(seat)}'s {left} unspent recruit point{'s vanish' if left != 1 else ' vanishes'}.")
        elif left:
            g.quiet("rp")
        return
    g.push(t)
    if o["id"].startswith("c:"):
        recruit(g, seat, o["data"]["uid"], o["data"]["row"], o["data"].get("to", seat))
    elif o["id"].startswith("e:"):
        equip(g, seat, o["data"]["uid"], o["data"]["holder"])
    else:
        start(g, seat, o)


def _recruit_question(g: G, t: dict[str, Any], s: dict[str, Any], seat: int, turn: dict[str, Any],
                      key: str) -> list[dict[str, Any]] | None:
    """Ask the Recruit Step's question; where nobody sees it, its answer drawn at once (G.draw)."""
    rp = turn["rp"][key]
    side = s["side"][seat]
    defs = g.book.defs
    cards = s["cards"]
    mates = [i for i in alive(s) if i != seat and s["team"][i] == s["team"][seat]] \
        if s["opts"].get("teammate_recruit") and s["opts"]["format"] == "2v2" else []
    ours = None  # (names, name) of our supporting characters, in the order they came into play
    said = g.book.said
    # nobody sees the decision (G.taken): the same options without their words, and without the
    # look at our characters of the same name that only the words need
    quiet = g.taken is not None and not mates
    opts: list = RecruitOptions() if quiet else []
    to_row = (("front", f"row:{side}:front"), ("back", f"row:{side}:back"))
    for uid, where in recruitables(g, seat):
        d = defs[cards[uid][0]]
        src = f"hand:{uid}" if where == "hand" else f"ko:{uid}"
        if quiet and d.type != "equipment":  # each option made only if it is drawn (RecruitOptions)
            for row, to in to_row:
                opts.append((uid, row, src, to))
            continue
        whose = "" if where == "hand" else f" from {g.who(owner(s, uid))}'s KO pile"
        if d.type == "equipment":
            for h, c in s["ch"].items():
                if c["ctrl"] == seat and c["face"] == "up":
                    opts.append(option(f"e:{uid}:{h}", f"Equip {g.name(h)} with {d.name} (cost {d.cost})",
                                       [src, f"char:{h}"], uid=uid, holder=h))
            continue
        # Uniqueness KOs the older copy: the button says what it gives up.
        twin = None
        if not d.swarm:
            if ours is None:
                ours = []
                for h, c in s["ch"].items():
                    if c["ctrl"] == seat and not c["main"]:
                        e = defs[cards[h][0]]
                        ours.append((e.names, e.name))
            names = d.names
            for theirs, name in ours:
                if not theirs.isdisjoint(names):
                    twin = name
                    break
        loses = f"; your {twin} in play is KO'd, one per name" if twin else ""
        plain = None if whose or loses else said.get(("recruit", d.id))  # the usual words, kept per card
        if plain is None and not whose and not loses:
            plain = said["recruit", d.id] = tuple(f"Recruit {d.name} into your {row} row (cost {d.cost})"
                                                  for row in ("front", "back"))
        for row in ("front", "back"):
            opts.append({"id": f"c:{uid}:{row}",
                         "label": (plain[0] if row == "front" else plain[1]) if plain else
                         f"Recruit {d.name}{whose} into your {row} row (cost {d.cost}{loses})",
                         "path": [src, f"row:{side}:{row}"], "data": {"uid": uid, "row": row}})
            for mate in mates:
                if can_enter(g, mate, d.id):
                    opts.append(option(f"c:{uid}:{row}:{mate}", f"Recruit {d.name}{whose} into {g.who(mate)}'s {row} "
                                       f"row (they control it; cost {d.cost})", [src, f"row:{s['side'][mate]}:{row}"],
                                       uid=uid, row=row, to=mate))
    opts += actions(g, seat, "build")
    if not opts:
        if rp and g.words:
            g.log("rp", f"{g.who(seat)} has nothing to recruit: {rp} recruit point"
                        f"{'s vanish' if rp != 1 else ' vanishes'}.")
        elif rp:
            g.quiet("rp")
        turn["rp"][key] = 0
        return None
    if g.taken is not None:  # nobody sees the decision (G.taken): the same options without words
        if quiet:
            opts.append(None)  # done
        else:
            opts.append({"id": "done", "label": "", "path": []})
        return g.draw(t, seat, "recruit", opts)
    opts.append(option("done", "Stop recruiting" + (f": your {rp} unspent recruit point{'s' if rp != 1 else ''} "
                                                     "will vanish" if rp else " (no recruit points left)")))
    g.ask_one(t, seat, "recruit", f"Recruit Step: {rp} recruit point{'s' if rp != 1 else ''} to spend.", opts,
              f"{g.who(seat)} is recruiting.")
    return None


@task("formation")
def _formation(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    seat = t["seat"]
    s["turn"]["step"] = "formation"
    side = s["side"][seat]
    if picks is None:
        picks = _formation_question(g, t, s, seat, side)
        if picks is None:
            return
    for o in picks:
        u = o["data"]["uid"]
        c = s["ch"].get(u)
        if c is not None:
            c["row"] = "back" if c["row"] == "front" else "front"
    if picks and not g.words:
        g.quiet("formation")
    elif picks:
        g.log("formation", f"{g.who(seat)} moves " + ", ".join(
            f"{g.name(o['data']['uid'])} to the {s['ch'][o['data']['uid']]['row']} row" for o in picks) + ".",
            seat=seat, moved=[o["data"]["uid"] for o in picks])


def _formation_question(g: G, t: dict[str, Any], s: dict[str, Any], seat: int,
                        side: int) -> list[dict[str, Any]] | None:
    """Ask the Formation Step's question (none: no question, an empty answer); where nobody sees
    it, its answer drawn at once (G.draw)."""
    sides = s["side"]
    defs = g.book.defs
    cards = s["cards"]
    said = g.book.said  # "Move X to the back row" and "... front row", kept per card
    quiet = g.taken is not None  # nobody sees the decision (G.taken): the options without words
    opts = []
    for u, c in s["ch"].items():
        if sides[c["ctrl"]] == side:
            did = cards[u][0]
            moves = _NO_WORDS if quiet else said.get(("move", did))
            if moves is None:
                name = defs[did].name
                moves = said["move", did] = (f"Move {name} to the back row", f"Move {name} to the front row")
            opts.append({"id": f"m:{u}", "label": moves[0] if c["row"] == "front" else moves[1], "path": [f"char:{u}"],
                         "data": {"uid": u}})
    if not opts:
        return None
    if g.taken is not None:  # nobody sees the decision (G.taken): decision() without words
        return g.draw(t, seat, "formation", opts, 0, len(opts))
    g.ask(t, decision(seat, "formation", "Formation Step: pick the characters to switch rows (none to keep "
                                         "the rows as they are), then Done.", opts, min_picks=0, max_picks=len(opts),
                      none="keep the rows as they are",
                      public_prompt=f"{g.who(seat)} arranges their formation."))
    return None


@task("demand")
def _demand(g: G, t: dict[str, Any], picks) -> None:
    """Abomination's Give Me a Real Fight!: as this Formation Step ends, its player moves one of ours
    into our front row; our first attack this turn must bring it against Abomination."""
    s = g.s
    seat = t["seat"]
    turn = s["turn"]
    if picks is not None:
        f = s["hist"]["fight"][t["i"]]
        u = picks[0]["data"]["uid"]
        f.update(char=u, turn=turn["n"], armed=True)
        s["ch"][u]["row"] = "front"
        g.log("demand", f"{g.name(f['src'])} demands a real fight: {g.name(u)} moves to the front row and must "
                        "attack him first.", card=u)
        g.push(t)
        return
    for i, f in enumerate(s["hist"]["fight"]):
        if f["on"] in turn["seats"] and f["turn"] is None:
            f["turn"] = turn["n"]
            if f["src"] not in s["ch"]:
                continue
            side = s["side"][f["on"]]
            mine = [u for u, c in s["ch"].items() if s["side"][c["ctrl"]] == side and c["face"] == "up"]
            if not mine:
                continue
            t["i"] = i
            opts = [option(f"c:{u}", f"Make {g.name(u)} face {g.name(f['src'])} in the front row", [f"char:{u}"], uid=u)
                    for u in mine]
            g.ask(t, decision(f["by"], "demand", f"{g.name(f['src'])}: choose the character that must fight him.",
                              opts, public_prompt=f"{g.who(f['by'])} chooses who must fight {g.name(f['src'])}."))
            return


@task("build_end")
def _build_end(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    seat = t["seat"]
    if picks is not None:
        o = picks[0]
        if o["id"] == "main":
            return
        _resume(g, t, seat, o)
        return
    opts = []
    for mate in s["turn"]["seats"]:
        if mate == seat:
            opts += actions(g, seat, "build")
    if not opts:
        return
    opts.append(option("main", "Go on to your Main Phase"))
    g.ask(t, decision(seat, "build_end", "The Build Phase is ending: use a Build power or plot twist, or go on.", opts,
                      public_prompt=f"{g.who(seat)} ends the Build Phase."))
