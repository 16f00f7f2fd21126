"""Attacks and the combat: who may attack whom, the exchange of plays, strike and strike back.

Declaring (rulebook: Main Phase): ready face-up front-row characters make melee attacks; back-row
characters with Ranged make ranged attacks; two or more characters of one row sharing a team make a
team attack. The defender is a face-up enemy in the front row, or the back row when that player's
front row has no face-up character, or past the front row when every attacker has Flight and no
face-up front-row enemy has Flight. Attacking exhausts the attackers.

The exchange: from the attacking player round the table, each player plays one Combat plot twist,
uses one Combat power, powers up, or passes; each play resolves at once; it ends when everyone has
passed in a row. Then the attackers strike (their ATK added up) and the defender strikes back at
one attacker (its controller chooses; a Leader's player chooses instead; Monstrous strikes every
melee team attacker) — in a ranged attack only a defender with Ranged strikes back. ATK at least
DEF stuns. Strikes are simultaneous.

Response privacy (setup option ``response_privacy``): "strict" asks every player at each turn of
the exchange, even one with nothing to play, so being asked tells nobody what a hand holds;
"relaxed" asks only players who have something to play.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from .effects import op, run_after_combat
from .engine import KEPT, G, Made, task
from .powers import actions, start
from .stats import active, any_active, flies, granted, ranged, stats
from .stun import ko, stun
from .table import playing
from .triggers import emit

# -- who may attack whom ---------------------------------------------------------------------------


def can_attack(g: G, uid: str) -> bool:
    """Whether a character may attack now (ready, face up, front row or Ranged in the back row)."""
    c = g.s["ch"][uid]
    if not c["ready"] or c["face"] != "up":
        return False
    return c["row"] == "front" or ranged(g.book, g.s, uid)


def enemy_rows(g: G, seat: int) -> list[tuple[list[str], list[str], bool]]:
    """Per enemy side: (face-up front row, face-up back row, whether that front row has a flier)."""
    s = g.s
    book = g.book
    defs = book.defs
    cards = s["cards"]
    grant = s["turn"]["grant"]
    if s["seats"] == 2 and s["team"][0] != s["team"][1]:  # 1 vs 1: one enemy side, nothing to sort
        front: list[str] = []
        back: list[str] = []
        flier = False
        for uid, c in s["ch"].items():
            if c["ctrl"] == seat or c["face"] != "up":
                continue
            if c["row"] == "front":
                front.append(uid)
                if not flier:  # stats.flies of a face-up character (granted only if something grants)
                    flier = defs[cards[uid][0]].flight or (
                        (grant or c["eq"] is not None) and granted(book, s, uid, c, "flight"))
            else:
                back.append(uid)
        return [(front, back, flier)] if front or back else []
    team = s["team"]
    sides = s["side"]
    mine = team[seat]
    by_side: dict[int, list] = {}
    for uid, c in s["ch"].items():
        if c["face"] != "up":
            continue
        ctrl = c["ctrl"]
        if team[ctrl] == mine:
            continue
        rows = by_side.get(sides[ctrl])
        if rows is None:
            rows = by_side[sides[ctrl]] = [[], [], False]
        if c["row"] == "front":
            rows[0].append(uid)
            if not rows[2]:  # the face-up character flies (stats.flies without looking it up again)
                rows[2] = book.defs[s["cards"][uid][0]].flight or granted(book, s, uid, c, "flight")
        else:
            rows[1].append(uid)
    if len(by_side) > 1:
        return [(f, b, fl) for _side, (f, b, fl) in sorted(by_side.items())]
    return [(f, b, fl) for f, b, fl in by_side.values()]


def defenders(g: G, seat: int, att: list[str], rows: list | None = None) -> list[str]:
    """The characters `att` (attacking for `seat`) may attack (`rows`: enemy_rows, when known)."""
    s = g.s
    book = g.book
    all_fly = None  # worked out only when a front row without fliers could be flown over
    only_main = any_active(book, s, att, "attacks_only_main")
    out: list[str] = []
    for front, back, front_flier in (rows if rows is not None else enemy_rows(g, seat)):
        if front:
            if not front_flier and all_fly is None:
                all_fly = all([flies(book, s, u) for u in att])
            ok = front + back if all_fly and not front_flier else front
        else:
            ok = back
        out += [u for u in ok if s["ch"][u]["main"]] if only_main else ok
    return out


def teammates(g: G, seat: int, att: list[str], rows: list | None = None) -> list[str]:
    """Characters that may join a team attack with `att`: same row, a team shared by all, ready."""
    s = g.s
    book = g.book
    defs = book.defs
    cards = s["cards"]
    chars = s["ch"]
    first = chars[att[0]]
    common = defs[cards[att[0]][0]].team_set
    for u in att[1:]:
        common = common & defs[cards[u][0]].team_set
    if not common:
        return []
    sides = s["side"]
    side = sides[seat]
    row = first["row"]
    out = []
    only_main = None
    anyone = False
    # "attacks main characters only" is looked up only when a card of the book prints it
    printed = book.holders.get("attacks_only_main")
    for uid, c in chars.items():
        if not c["ready"] or c["row"] != row or c["face"] != "up" or sides[c["ctrl"]] != side or uid in att:
            continue
        if row != "front" and not ranged(book, s, uid):
            continue
        if common.isdisjoint(defs[cards[uid][0]].team_set):
            continue
        if rows is None:
            rows = enemy_rows(g, seat)
        # protection only narrows whom a team may attack; only "main characters only" can leave nobody
        if only_main is None:
            only_main = any_active(book, s, att, "attacks_only_main")
            anyone = any([f or b for f, b, _fl in rows])
        # (any_active for the one character, its card's and equipment's look written out)
        if (not only_main and anyone and not (printed and (cards[uid][0] in printed or c["eq"] is not None and cards[
                c["eq"]][0] in printed) and active(book, s, uid, "attacks_only_main"))) \
                or defenders(g, seat, att + [uid], rows):
            out.append(uid)
    return out


def demand(g: G, seat: int) -> tuple[str, str] | None:
    """Abomination's Give Me a Real Fight!: (the character that must attack, Abomination) when the
    demand binds `seat`'s attack now; None when it has lapsed or does not apply."""
    s = g.s
    if s["turn"]["attacks"] != 0:
        return None
    for f in s["hist"]["fight"]:
        if f["on"] == seat and f.get("char") and f["turn"] == s["turn"]["n"]:
            ch, ab = f["char"], f["src"]
            if ch in s["ch"] and ab in s["ch"] and s["ch"][ch]["ctrl"] == seat and can_attack(g, ch) \
                    and ab in defenders(g, seat, [ch]):
                return ch, ab
    return None


def attack_options(g: G, seat: int, up: list | None = None) -> list[dict[str, Any]]:
    """"Attack with X" options for the main decision; with a list `up`, the same pass over the
    characters in play appends (uid, card) of each face-up one `seat` controls, in the order they
    came into play (what powers.actions needs next)."""
    s = g.s
    book = g.book
    forced = demand(g, seat) if s["hist"]["fight"] else None
    defs = book.defs
    cards = s["cards"]
    grant = s["turn"]["grant"]
    if s["seats"] == 2 and s["team"][0] != s["team"][1]:
        # 1 vs 1: one pass finds the seat's face-up characters (for `up`), those of them that are
        # ready, and the enemy rows (enemy_rows, worked out in the same pass)
        ready = []
        front: list[str] = []
        back: list[str] = []
        flier = False
        for uid, c in s["ch"].items():
            if c["face"] != "up":
                continue
            if c["ctrl"] == seat:
                if up is not None:
                    up.append((uid, defs[cards[uid][0]]))
                if c["ready"]:
                    ready.append((uid, c))
            elif c["row"] == "front":
                front.append(uid)
                if not flier:  # stats.flies of a face-up character (granted only if something grants)
                    flier = defs[cards[uid][0]].flight or (
                        (grant or c["eq"] is not None) and granted(book, s, uid, c, "flight"))
            else:
                back.append(uid)
        if not ready or not (front or back):
            return []
        return _attack_with(g, seat, ready, [(front, back, flier)], True, forced)
    sides = s["side"]
    side = sides[seat]
    ready = []
    for uid, c in s["ch"].items():
        if c["face"] != "up":
            continue
        if up is not None and c["ctrl"] == seat:
            up.append((uid, defs[cards[uid][0]]))
        if c["ready"] and sides[c["ctrl"]] == side:
            ready.append((uid, c))
    if not ready:
        return []
    rows = enemy_rows(g, seat)
    if not rows:
        return []
    return _attack_with(g, seat, ready, rows, any([f or b for f, b, _fl in rows]), forced)


def _attack_with(g: G, seat: int, ready: list, rows: list, anyone: bool, forced: Any) -> list[dict[str, Any]]:
    """The options of `attack_options` for the ready face-up characters of `seat`'s side, (uid,
    record) in the order they came into play, against the enemy rows `rows` (not empty); where
    nobody sees the decision (G.taken), only the uids, each made into its option if it is drawn
    (turn.MainOptions)."""
    s = g.s
    book = g.book
    defs = book.defs
    cards = s["cards"]
    only_main = book.holders.get("attacks_only_main")
    grant = s["turn"]["grant"]
    said = book.said
    quiet = g.taken is not None  # nobody sees the decision (G.taken): the options without words
    out = []
    for uid, c in ready:
        front = c["row"] == "front"
        if not front:  # stats.ranged of a face-up character (granted only if something grants)
            d = defs[cards[uid][0]]
            if not (d.ranged or ((grant or c["eq"] is not None) and granted(book, s, uid, c, "ranged"))):
                continue
        if forced and uid != forced[0]:
            continue
        # alone, anyone may attack someone (protection only narrows the choice), except those that
        # attack main characters only (looked up only for a card, or equipment, that prints it)
        eq = c["eq"]
        if only_main and (cards[uid][0] in only_main or eq is not None and cards[eq][0] in only_main) \
                and active(book, s, uid, "attacks_only_main"):
            solo = defenders(g, seat, [uid], rows)
        else:
            solo = anyone
        if solo or teammates(g, seat, [uid], rows):
            if quiet:  # the option is made only if it is drawn (turn.MainOptions)
                out.append(uid)
                continue
            did = cards[uid][0]
            label = said.get(("attack", did, front))
            if label is None:
                label = said["attack", did, front] = f"Attack with {defs[did].name} ({'melee' if front else 'ranged'})"
            out.append({"id": f"a:{uid}", "label": label, "path": [f"char:{uid}"], "data": {"uid": uid}})
    return out


def air_superiority(g: G, att: list[str], dfd: str) -> tuple[list[bool], list[bool]]:
    """Falcon's Air Superiority, for each attacker: whether its ATK counts against `dfd` (not a
    Flight attacker's against him), and whether `dfd` may strike it back (a Flight defender may
    not strike him). The strikes themselves (the "strike" task) read the same rule."""
    s, book = g.s, g.book
    falcon = (active(book, s, dfd, "cant_be_struck_by") or {}).get("keyword") == "flight"
    dfd_flies = flies(book, s, dfd)
    counts = [not (falcon and flies(book, s, u)) for u in att]
    struck = [not (dfd_flies and (active(book, s, u, "cant_be_struck_by") or {}).get("keyword") == "flight")
              for u in att]
    return counts, struck


def forecast(g: G, att_stats: list[tuple[int, int]], ranged_attack: bool, dfd: str,
             combat: dict[str, Any] | None = None, att: list[str] | None = None) -> str:
    """ATK against DEF both ways, in words, for a defender option (`att_stats`: the attackers' (ATK, DEF);
    `att`, the attackers themselves, for Falcon's Air Superiority)."""
    s = g.s
    book = g.book
    counts, struck = air_superiority(g, att, dfd) if att else ([True] * len(att_stats), [True] * len(att_stats))
    total = sum([max(0, a) for (a, _d), c in zip(att_stats, counts) if c])
    da, dd = stats(book, s, dfd, combat)
    text = f"{total} ATK vs DEF {dd}: {'stuns' if total >= dd else 'does not stun'}"
    if not all(counts):
        text += " (Flight attackers can't strike it)"
    if ranged_attack and not ranged(book, s, dfd):
        return text + "; no strike back (ranged attack)"
    if not any(struck):
        return text + "; no strike back (it can't strike them: Air Superiority)"
    weakest = min([d for (_a, d), ok in zip(att_stats, struck) if ok])
    return text + strike_back_words(g, att, da, weakest)


def strike_back_words(g: G, att: list[str] | None, da: int, weakest: int) -> str:
    """The defender's strike back in words: against one attacker, ATK against its DEF and whether it
    stuns ('it strikes back with 3 ATK vs Thor's DEF 4: no stun'); against a team, whether it can stun
    any of them (the weakest DEF)."""
    if att is not None and len(att) == 1:
        return (f"; it strikes back with {max(0, da)} ATK vs {g.name(att[0])}'s DEF {weakest}: "
                + (f"stuns {g.name(att[0])}" if da >= weakest else "no stun"))
    return f"; it strikes back with {max(0, da)} ATK" + (" (stuns a weak attacker)" if da >= weakest else
                                                          " (stuns none of them)" if att else "")


def foresee(g: G, att: list[str], ranged_attack: bool, dfd: str) -> str:
    """The forecast as the combat would open: stats that only count in a combat (Nebula's rival) count."""
    s = g.s
    opening = s["combat"] or {"att": list(att), "def": dfd, "boost": {}, "swap": []}
    return forecast(g, [stats(g.book, s, u, opening) for u in att], ranged_attack, dfd, opening, att)


def foresee_each(g: G, att: list[str], ranged_attack: bool, dfds: list[str]) -> list[str]:
    """`foresee` for each of `dfds`. Outside a combat, an opening combat adds nothing to the stats of
    a character without a rival named (Nebula's), so the attackers' stats are worked out once and,
    for such defenders, the plain stats stand for the opening's."""
    s = g.s
    chars = s["ch"]
    if s["combat"] is not None or any([chars[u].get("named") for u in att]):
        return [foresee(g, att, ranged_attack, u) for u in dfds]
    book = g.book
    att_stats = [stats(book, s, u) for u in att]
    total = 0
    weakest = None
    for a, d in att_stats:
        if a > 0:
            total += a
        if weakest is None or d < weakest:
            weakest = d
    # Falcon among the attackers or the defenders: Air Superiority may leave out an ATK or a strike
    air = any([active(book, s, u, "cant_be_struck_by") for u in att])
    out = []
    for u in dfds:
        if chars[u].get("named") or air or active(book, s, u, "cant_be_struck_by"):
            out.append(foresee(g, att, ranged_attack, u))
            continue
        da, dd = stats(book, s, u)  # `forecast`, with the attackers' figures worked out once
        text = f"{total} ATK vs DEF {dd}: {'stuns' if total >= dd else 'does not stun'}"
        if ranged_attack and not ranged(book, s, u):
            out.append(text + "; no strike back (ranged attack)")
        else:
            out.append(text + strike_back_words(g, att, da, weakest))
    return out


@task("attack")
def _attack(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    seat = t["seat"]
    att = t["att"]
    while True:
        if picks is None:
            picks = _attack_question(g, t, s, seat, att)
            if picks is None:
                return
        o = picks[0]
        if o["id"] == "back":
            # nobody sees the decisions: the Main Phase below, next to run (no checks or triggers
            # due), offers again the options it had (engine.KEPT) when this is the attack its
            # "attack with" began
            g.again = g.taken is not None and KEPT[2] is t and s["stack"][-1] is KEPT[0] and not g.dirty \
                and not s["tq"]
            return
        if not o["id"].startswith("+:"):
            declare(g, seat, att, o["data"]["uid"])
            return
        att.append(o["data"]["uid"])  # a teammate joins: the question again
        picks = None


def _attack_question(g: G, t: dict[str, Any], s: dict[str, Any], seat: int,
                     att: list[str]) -> list[dict[str, Any]] | None:
    """Ask whom the attack is against, or who joins it; where nobody sees it, its answer drawn at
    once (G.draw)."""
    forced = demand(g, seat) if s["hist"]["fight"] else None
    rows = enemy_rows(g, seat)
    dfds = defenders(g, seat, att, rows)
    if forced:
        dfds = [u for u in dfds if u == forced[1]]
    chars = s["ch"]
    defs = g.book.defs
    cards = s["cards"]
    back = chars[att[0]]["row"] == "back"
    if g.taken is not None:  # nobody sees the decision (G.taken): the same options without their words
        made = AttackOptions(dfds)
        made.dfds = len(dfds)
        made += teammates(g, seat, att, rows)
        made.append(None)  # back
        return g.draw(t, seat, "attack", made, att=list(att))
    opts = []
    for u, text in zip(dfds, foresee_each(g, att, back, dfds)):
        opts.append({"id": f"d:{u}", "label": f"Attack {defs[cards[u][0]].name} ({g.who(chars[u]['ctrl'])}): {text}",
                     "path": [f"char:{u}"], "data": {"uid": u}})
    for u in teammates(g, seat, att, rows):
        opts.append({"id": f"+:{u}", "label": f"Add {defs[cards[u][0]].name} to the attack (a team attack)",
                     "path": [f"char:{u}"], "data": {"uid": u}})
    names = " and ".join([defs[cards[u][0]].name for u in att])
    opts.append({"id": "back", "label": f"Don't attack with {names} after all", "path": []})
    # the decision core.decisions.decision makes (one pick), with the attackers
    s["stack"].append(t)
    s["pending"] = {"seat": seat, "kind": "attack", "prompt": f"{names}: choose the defender, or add a teammate.",
                    "options": opts, "min": 1, "max": 1, "att": list(att),
                    "public_prompt": f"{g.who(seat)} chooses whom {names} attack{'s' if len(att) == 1 else ''}."}
    return None


class AttackOptions(Made):
    """An attack's options where nobody sees the question (G.draw): the uids of the defenders (the
    first `dfds`) and of the teammates that may join, each made into its option only if it is
    drawn, and None for taking the attack back."""

    __slots__ = ("dfds",)

    def __getitem__(self, i):  # type: ignore[override]
        u = list.__getitem__(self, i)
        if u is None:
            return {"id": "back", "label": "", "path": []}
        if i < 0:
            i += len(self)
        return {"id": f"{'d' if i < self.dfds else '+'}:{u}", "label": "", "path": [f"char:{u}"], "data": {"uid": u}}


def declare(g: G, seat: int, att: list[str], dfd: str) -> None:
    """Make an attack: exhaust the attackers, open the combat, fire "when it attacks" powers."""
    s = g.s
    turn = s["turn"]
    turn["attacks"] += 1
    for u in att:
        s["ch"][u]["ready"] = False
        if u not in turn["attacked"]:
            turn["attacked"].append(u)
    back = s["ch"][att[0]]["row"] == "back"
    s["combat"] = {"att": list(att), "def": dfd, "aseat": seat, "dseat": s["ch"][dfd]["ctrl"], "ranged": back,
                   "first": turn["attacks"] == 1, "was": list(att) + [dfd], "boost": {}, "swap": [], "after": [],
                   "kod": [], "all_day": [], "over": False, "cancelled": False, "strikes": None}
    for f in s["hist"]["fight"]:
        if f["on"] == seat and f["turn"] == turn["n"]:
            f["char"] = None  # the demand is spent on the first attack
    if g.words:
        kind = ("ranged " if back else "") + ("team attack" if len(att) > 1 else "attack")
        names = " and ".join([g.name(u) for u in att])
        g.log("attack", f"{names} {'make a' if len(att) > 1 else 'makes a'}{'n' if kind[0] == 'a' else ''} {kind} "
                        f"on {g.name(dfd)}.", att=list(att), defender=dfd, seat=seat)
    else:
        g.quiet("attack")
    g.push({"op": "combat_end"})
    g.push({"op": "strike"})
    g.push({"op": "exchange", "seat": seat, "passes": 0})
    emit(g, "attacks", att=list(att), seat=seat)
    for u in att:
        if s["ch"][u]["main"]:
            emit(g, "your_main_attacks", seat=seat, main=u)


def cancel(g: G) -> bool:
    """Cancel the combat: it ends with nobody stunned; attackers stay exhausted."""
    cb = g.s["combat"]
    if cb is None or cb["over"]:
        return False
    cb["over"] = True
    cb["cancelled"] = True
    g.log("cancel", "The combat is cancelled.")
    return True


# -- the exchange -------------------------------------------------------------------------------------


def _order(s: dict[str, Any], first: int) -> list[int]:
    seats = playing(s)
    if first not in seats:
        return seats
    k = seats.index(first)
    return seats[k:] + seats[:k]


def _combat_line(g: G) -> str:
    """The combat in words, with the numbers as they stand: "Rocket (3 ATK) attacks Loki (DEF 5, 2 ATK)"."""
    s = g.s
    cb = s["combat"]
    att = cb["att"]
    names = " and ".join([g.name(u) for u in att]) or "nobody"
    total = sum([max(0, stats(g.book, s, u)[0]) for u in att])
    if cb["def"] is None:
        return f"{names} ({total} ATK) attack{'s' if len(att) == 1 else ''} nobody"
    da, dd = stats(g.book, s, cb["def"])
    return f"{names} ({total} ATK) attack{'s' if len(att) == 1 else ''} {g.name(cb['def'])} (DEF {dd}, {max(0, da)} ATK)"


@task("exchange")
def _exchange(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    order = _order(s, s["combat"]["aseat"])
    n = len(order)
    # the prompt's account of the combat, when nothing can have changed since it was worked out: the
    # last player asked passed (a pass changes nothing; it was kept in the task as they were asked)
    line = None
    while True:
        if picks is not None:
            o = picks[0]
            if o["id"] == "pass":
                t["passes"] += 1
                t["seat"] = _next_in(order, t["seat"])
                line = t.get("line")
            else:
                t["await"] = t["seat"]
                s["turn"]["acted"] = False
                g.push(t)
                start(g, t["seat"], o)
                return
        if t.get("await") is not None:
            t.pop("await")
            if s["turn"]["acted"]:
                t["passes"] = 0
                t["seat"] = _next_in(order, t["seat"])
        picks = _respond(g, t, s, order, n, line)
        if picks is None:
            return


def _respond(g: G, t: dict[str, Any], s: dict[str, Any], order: list[int], n: int,
             line: str | None) -> list[dict[str, Any]] | None:
    """Ask the next player who may respond in the exchange (None: nobody is left to, or the
    question is asked); where nobody sees it, its answer drawn at once (G.draw)."""
    strict = s["opts"]["privacy"] == "strict"
    while t["passes"] < n:
        cb = s["combat"]
        if cb["over"] or not cb["att"] or cb["def"] is None:
            return None
        seat = t["seat"]
        if seat not in order:
            t["seat"] = _next_in(order, seat)
            continue
        opts = actions(g, seat, "combat")
        # strict privacy asks even a seat that can only pass, unless nobody sees the decisions:
        # then its pass is taken without asking (G.answer_alone) and goes on as an answered one
        if opts or strict and not (g.taken is not None and g.answer_alone(seat, "pass")):
            opts.append({"id": "pass", "label": "Pass: play nothing now" if opts else "Pass", "path": []})
            if g.taken is not None:  # nobody sees the decision (G.taken): no words, no account kept for them
                return g.draw(t, seat, "respond", opts)
            if line is None:
                line = _combat_line(g)
            t["line"] = line
            g.ask_one(t, seat, "respond", f"Combat: {line}. Play a Combat plot twist, use a Combat power or power up; "
                                          "or pass.", opts, f"{g.who(seat)} may respond in the combat.")
            return None
        t["passes"] += 1
        t["seat"] = _next_in(order, seat)
    return None


def _next_in(order: list[int], cur: int) -> int:
    """The seat after `cur` in the exchange's order (the first when `cur` is out of it)."""
    k = order.index(cur) if cur in order else -1
    return order[(k + 1) % len(order)]


# -- strike and strike back --------------------------------------------------------------------------


@task("strike")
def _strike(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    book = g.book
    cb = s["combat"]
    if cb["over"]:
        return
    att = [u for u in cb["att"] if u in s["ch"] and s["ch"][u]["face"] == "up"]
    dfd = cb["def"]
    if not att or dfd is None or dfd not in s["ch"] or s["ch"][dfd]["face"] != "up":
        g.log("strike", "Nobody is left to strike: the combat ends.")
        return
    if picks is not None:
        t["sb"] = picks[0]["data"]["uid"]
    counts, struck = air_superiority(g, att, dfd)
    total = sum(max(0, stats(book, s, u)[0]) for u, c in zip(att, counts) if c)
    da, dd = stats(book, s, dfd)
    hit_def = total >= dd
    victims: list[str] = []
    if not cb["ranged"] or ranged(book, s, dfd):
        cands = [u for u, ok in zip(att, struck) if ok]
        if len(cands) > 1 and not cb["ranged"] and active(book, s, dfd, "strikes_every_melee_attacker"):
            victims = cands
        elif len(cands) == 1:
            victims = cands
        elif cands and all(max(0, da) < stats(book, s, u)[1] for u in cands):
            victims = []  # whoever it strikes, nobody is stunned: no need to ask
        elif cands:
            if "sb" not in t:
                leader = any(active(book, s, u, "leader") for u in att)
                chooser = cb["aseat"] if leader else s["ch"][dfd]["ctrl"]
                if g.taken is not None:  # nobody sees the decision (G.taken): drawn at once, without words
                    picks = g.draw(t, chooser, "strike_back", [
                        {"id": f"s:{u}", "label": "", "path": [f"char:{u}"], "data": {"uid": u}} for u in cands])
                    if picks is None:
                        return
                    t["sb"] = picks[0]["data"]["uid"]
            if "sb" not in t:
                opts = []
                for u in cands:
                    ua, ud = stats(book, s, u)
                    hit = "stuns it" if max(0, da) >= ud else "does not stun it"
                    opts.append(option(f"s:{u}", f"Strike back at {g.name(u)} ({max(0, da)} ATK vs DEF {ud}: {hit})",
                                       [f"char:{u}"], uid=u))
                why = "Leader: you choose" if leader else "choose"
                g.ask(t, decision(chooser, "strike_back", f"{g.name(dfd)} strikes back at one attacker: {why} which.",
                                  opts, public_prompt=f"{g.who(chooser)} chooses whom {g.name(dfd)} strikes back at."))
                return
            victims = [t["sb"]]
    hit_att = [u for u in victims if max(0, da) >= stats(book, s, u)[1]]
    if g.words:
        parts = [f"{total} ATK against {g.name(dfd)}'s DEF {dd}"]
        if victims:
            parts.append(f"{g.name(dfd)} strikes back with {max(0, da)} ATK")
        g.log("strike", "; ".join(parts) + ".", att=att, defender=dfd, hit=([dfd] if hit_def else []) + hit_att)
    else:
        g.quiet("strike")
    melee = not cb["ranged"]
    kos: list[str] = []
    # strikes are simultaneous: whose power KOs a wounded supporting character is read before
    # anyone is stunned (a defending Drax stunned in the exchange still KOs his attacker)
    att_kos = melee and hit_def and any(active(book, s, u, "melee_ko_supporting") for u in att)
    dfd_kos = melee and bool(hit_att) and active(book, s, dfd, "melee_ko_supporting")
    if hit_def:
        stun(g, dfd)
        if att_kos and g.d(dfd).type == "supporting_character":
            kos.append(dfd)
    for u in hit_att:
        stun(g, u)
        if dfd_kos and g.d(u).type == "supporting_character":
            kos.append(u)
    for u in kos:
        if u in s["ch"]:
            ko(g, u)
    if hit_def:
        for u in att:
            if u in s["ch"] and s["ch"][u]["face"] == "up":
                emit(g, "stuns_defender", by=u)
    if hit_att and dfd in s["ch"] and s["ch"][dfd]["face"] == "up":
        emit(g, "stuns_attacker", by=dfd)


@task("combat_end")
def _combat_end(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    cb = s["combat"]
    if not t.get("after"):
        t["after"] = True
        cb["over"] = True
        g.push(t)
        for entry in reversed(cb["after"]):
            run_after_combat(g, entry)
        return
    for u in cb["was"]:
        c = s["ch"].get(u)
        if c is not None and c["main"] and u == cb["was"][-1]:
            seen = s["hist"]["outlaw"].setdefault(u, [])
            for a in cb["was"][:-1]:
                for nm in sorted(g.d(a).names):
                    if nm not in seen:
                        seen.append(nm)
    s["combat"] = None
    g.dirty = True


@op("cancel_combat")
def _cancel(g: G, t, e, picks) -> bool:
    t["c"]["ok"] = cancel(g)
    return True
