"""The normal computer player: a one-ply tactician that reads only its own seat's view.

It rebuilds a table from `SeatView.view` (never the hidden state: the opponent's
face-down order markers are not in it) and scores each option of the decision in
army points (tactics.py):

- attacks by exact dice odds: expected wounds and the chance to destroy, at what the
  target is worth; knocking the last enemy off a zone to hold counts extra;
- moves by the best attack they open up, minus what the enemies able to reach the
  destination could do to the figure there, minus leaving-engagement and falling risk,
  plus scenario goals (zones to hold, more so as the deciding round nears, glyphs, the
  Device, exit spaces);
- order markers on the figures with the most to do that are likely to live to use them
  (a figure about to fall gets no marker it would waste); drafting by points;
- in the Basic Game, the army card whose best move and attack is worth the most.

Handlers return a score per option; `pick` takes the best (the easy player picks with
noise instead). Work is counted in a core.players.Budget (positions scored), never in time.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

from game.core.decisions import answer
from game.core.players import Budget

from . import combat, damage, movement, tactics, turn
from .tactics import expected_wounds  # noqa: F401 - the odds, for callers of the old name
from .table import WALL, Table

#: Positions a decision may score.
BUDGET = 400
#: What being the side on a zone to hold is worth when the deciding round ends (points).
ZONE = 250.0
#: Attack bonus for knocking the only enemy off a zone (times the urgency and kill chance).
ZONE_KILL = 0.6
#: Where more figures standing win when the last round ends: what a figure destroyed (either
#: side's) is worth on top of its points in that round (less the further off it is).
FIGURE_AT_END = 120.0
#: Points per space of closing in for a side with no more figures than the other there, by the
#: last round (a waiting game is lost on the count).
BEHIND_APPROACH = 8.0
#: Spaces of slack for an enemy reaching a space; weights of the enemies' threats.
THREAT_MASTER = 0.35
THREAT_BASIC_TOP, THREAT_BASIC_REST = 0.6, 0.15

Scores = dict[str, float]


class NormalPlayer:
    """Chooses with a scored look at every option, within a work budget."""

    name = "computer"

    def __init__(self, budget: int = BUDGET) -> None:
        self.budget_limit = budget
        self.markers_seen: Any = None

    def choose(self, seen: Any, rng: Any) -> dict:
        d = seen.decision
        self.markers_seen = seen.view.get("markers") if d["kind"] == "marker" else None
        ids = [o["id"] for o in d["options"]]
        pick = None
        if len(ids) == 1:
            pick = ids[0]
        else:
            try:
                scores = self.scores(view_table(seen), d, Budget(self.budget_limit))
            except (KeyError, ValueError, AttributeError, IndexError):
                scores = None
            if scores:
                pick = self.pick(scores, d, rng)
        if pick not in ids:
            pick = ids[rng.below(len(ids))] if d["min"] else ids[0]
        return answer(d["seat"], [pick])

    def scores(self, t: Table, d: dict, budget: Budget) -> Scores | None:
        """A score per option id (higher is better), or None to pick at random."""
        handler = getattr(self, "_" + d["kind"], None)
        return handler(t, d, budget) if handler is not None else None

    def pick(self, scores: Scores, d: dict, rng: Any) -> str:
        """The best-scored option (the first listed among equals)."""
        order = {o["id"]: i for i, o in enumerate(d["options"])}
        return max(scores, key=lambda k: (scores[k], -order.get(k, 0)))

    # -- army and set-up -------------------------------------------------------------------
    def _pick_card(self, t: Table, d: dict, budget: Budget) -> Scores:
        out = {o["id"]: card_value(t, o["data"]["card"]) for o in d["options"] if o.get("data", {}).get("card")}
        return out or {"done": 0.0}

    def _choose_army(self, t: Table, d: dict, budget: Budget) -> Scores:
        sc = t.scenario
        return {o["id"]: float(sum(t.rules.cards[c].master.points for c in sc.armies[o["data"]["army"]].preset or []))
                for o in d["options"]}

    def _place(self, t: Table, d: dict, budget: Budget) -> Scores:
        goal = tactics.goal_spaces(t, d["seat"])
        enemies = [t.space_of(f) for f in t.army(1 - d["seat"])]
        fid = d.get("figure")
        ranged = fid is not None and t.stat(fid, "range") > 1

        def score(o: dict) -> float:
            sp = t.board.space(o["data"]["to"])
            g = min((t.distance(sp, t.board.space(k)) for k in goal), default=0)
            e = min((t.distance(sp, x) for x in enemies), default=0)
            return -g - (0.3 * e if not ranged else -0.2 * e) + 0.05 * sp.elevation
        return {o["id"]: score(o) for o in d["options"]}

    #: How much a figure's danger counts toward giving it a turn, and whether the enemies' likely
    #: turns are read from their face-down markers (see plan_markers).
    defend = 0.0
    read_markers = False

    def _marker(self, t: Table, d: dict, budget: Budget) -> Scores:
        turns = tactics.enemy_turns(t, d["seat"], self.markers_seen) if self.read_markers else None
        plan = plan_markers(t, d["seat"], self.defend, turns)
        want = plan.get(d["marker"])
        return {o["id"]: (1.0 if o["data"]["card"] == want else 0.0) for o in d["options"]}

    def _choose_card(self, t: Table, d: dict, budget: Budget) -> Scores:
        """Basic Game: the card whose figure has the best turn (its best move or attack)."""
        out: Scores = {}
        cards = [o for o in d["options"] if o["id"].startswith("card:")]
        per = max(1, budget.left // max(1, len(cards)))
        for o in cards:
            fid = o["data"]["card"]
            out[o["id"]] = best_turn(t, fid, d["seat"], Budget(per)) + 0.001 * tactics.points(t, fid)
        for o in d["options"]:
            if o.get("data", {}).get("kind") == "attack":
                out[o["id"]] = attack_score(t, o) - 1.0  # attacking without moving: only when no move beats it
        return out

    # -- the turn ----------------------------------------------------------------------------
    def _act(self, t: Table, d: dict, budget: Budget) -> Scores:
        fid = d.get("figure")
        out: Scores = {}
        moves = []
        for o in d["options"]:
            kind = o.get("data", {}).get("kind")
            if kind in ("attack", "special"):
                out[o["id"]] = attack_score(t, o)
            elif kind == "dust":
                out[o["id"]] = dust_score(t, o)
            elif kind == "move":
                moves.append(o)
            elif kind == "pass":
                out[o["id"]] = -1.0
            else:
                out[o["id"]] = 0.0
        if moves and fid:
            out.update(move_scores(t, fid, moves, d["seat"], budget))
        return out

    def _swipe(self, t: Table, d: dict, budget: Budget) -> Scores:
        """Swipe at a figure leaving an engagement, unless the swipe cannot wound it."""
        data = d["options"][0]["data"]
        free = not damage.immune(t, data["mover"], data["enemy"])
        return {"swipe": 1.0 if free else -1.0, "no": 0.0}

    def _defend_order(self, t: Table, d: dict, budget: Budget) -> Scores:
        # Enemies first, the most valuable first: the skulls are the same for each.
        me = d["seat"]
        return {o["id"]: (tactics.points(t, o["data"]["figure"]) if t.side(o["data"]["figure"]) != me else 0.0)
                for o in d["options"]}

    def _hyper(self, t: Table, d: dict, budget: Budget) -> Scores:
        return self._safest(t, d, budget)

    def _evade_move(self, t: Table, d: dict, budget: Budget) -> Scores:
        return self._safest(t, d, budget)

    def _safest(self, t: Table, d: dict, budget: Budget) -> Scores:
        moves = [o for o in d["options"] if o.get("data")]
        if not moves:
            return {"no": 0.0}
        fid = moves[0]["data"]["figure"]
        out = move_scores(t, fid, moves, d["seat"], budget, threshold=0.0, attack_after=False)
        out["no"] = 0.0
        return out

    def _mind_exchange(self, t: Table, d: dict, budget: Budget) -> Scores:
        return {o["id"]: (tactics.points(t, o["data"]["figure"]) if o.get("data") and t.side(o["data"]["figure"]) != d["seat"]
                          else 0.0) for o in d["options"]}

    def _manipulate(self, t: Table, d: dict, budget: Budget) -> Scores:
        return {o["id"]: (0.0 if o["id"] == "no" else -1.0) for o in d["options"]}

    def _handoff(self, t: Table, d: dict, budget: Budget) -> Scores:
        return {o["id"]: (0.0 if o["id"] == "no" else -1.0) for o in d["options"]}

    def _revive_place(self, t: Table, d: dict, budget: Budget) -> Scores:
        fid = d["options"][0]["data"]["figure"]
        return {o["id"]: position_score(t, fid, o["data"]["to"], d["seat"]) for o in d["options"]}

    def _place_agent(self, t: Table, d: dict, budget: Budget) -> Scores:
        foes = [t.space_of(f) for f in t.army(1 - d["seat"])]
        return {o["id"]: float(min((t.distance(t.board.space(o["data"]["to"]), f) for f in foes), default=0))
                for o in d["options"]}


#: The name the platform and older tests know.
ComputerPlayer = NormalPlayer


# -- reading the view ----------------------------------------------------------------------------
def view_table(seen: Any) -> Table:
    """A table over the seat's own view (no hidden information in it)."""
    v = seen.view
    s = {k: v.get(k) for k in ("mode", "scenario", "map", "phase", "round", "round_limit", "turn_count", "figures",
                               "armies", "wall", "turn", "options")}
    s["glyphs"] = {gid: g for gid, g in (v.get("glyphs") or {}).items()}
    s["stack"] = []
    return Table(seen.rules, s)


@contextmanager
def standing(t: Table, fid: str, key: str) -> Iterator[None]:
    """The table as if `fid` stood on `key` (put back afterwards)."""
    rec = t.fig(fid)
    old = rec["space"]
    rec["space"] = key
    t.forget()
    try:
        yield
    finally:
        rec["space"] = old
        t.forget()


# -- scoring -------------------------------------------------------------------------------------
def card_value(t: Table, card: str) -> float:
    """Drafting: points, with a premium for range and attack dice."""
    m = t.rules.cards[card].master
    return m.points + 15 * (m.range > 1) + 5 * m.attack


def activity(t: Table, fid: str) -> float:
    """What a figure can do on its next turn (points): its best attack on an enemy it can reach,
    or a little for getting into position; more when a zone to hold needs it."""
    sp = t.space_of(fid)
    reach = tactics.reach(t, fid)
    best = 0.05 * tactics.points(t, fid)
    for e in t.enemies_of(fid):
        if t.distance(sp, t.space_of(e)) <= reach:
            best = max(best, tactics.strike_value(t, fid, e))
    seat = t.fig(fid)["owner"]
    for keys, fr in tactics.hold_zones(t):
        u = tactics.urgency(t, fr)
        if u and tactics.holders(t, keys)[seat] == 0:
            g = min(t.distance(sp, t.board.space(k)) for k in keys)
            if g <= t.stat(fid, "move") + 1:
                best += u * ZONE * 0.5
    return best


def survival(p: float, k: int) -> float:
    """The chance a figure that one enemy turn destroys with chance `p` still stands for its
    side's turn `k` this round: the enemy gets k-1 turns before it with the initiative, k
    without (even odds)."""
    return 0.5 * (1 - p) ** (k - 1) + 0.5 * (1 - p) ** k


def plan_markers(t: Table, seat: int, defend: float = 0.0, turns: dict[str, float] | None = None) -> dict[str, str]:
    """Which figure each order marker goes on: turns 1-3 to the figure with the most to do
    that will likely live to do it, the X to the one with the least. With `defend`, a figure
    in danger has that share of what it stands to lose to do as well (a turn lets it strike
    first or get away); `turns`: the enemies' likely turns this round (tactics.enemy_turns),
    when their markers show."""
    figs = t.army(seat)
    if not figs:
        return {}
    risk = {f: tactics.danger(t, f, turns=turns) for f in figs}
    act = {f: activity(t, f) + defend * risk[f] * tactics.standing_value(t, f) for f in figs}
    plan: dict[str, str] = {}
    # Where the count of figures decides and the side has no more of them, each further turn on
    # the same figure counts for half: the others must close in too (all three turns on one figure
    # holding a glyph are a waiting game, lost on the count).
    spread = 0.5 if behind_on_figures(t, seat) > 0 else 1.0
    given = {f: 0 for f in figs}
    for k in (1, 2, 3):
        f = max(figs, key=lambda f: (act[f] * survival(risk[f], k) * spread ** given[f], f))
        plan[str(k)] = f
        given[f] += 1
    used = set(plan.values())
    rest = [f for f in figs if f not in used] or figs
    plan["X"] = min(rest, key=lambda f: (act[f], f))
    return plan


def attack_score(t: Table, o: dict) -> float:
    """An attack option's worth, with the zone bonus for knocking off a lone holder."""
    v = tactics.option_value(t, o)
    data = o["data"]
    tgt = data.get("target")
    if tgt and tgt != WALL and t.side(tgt) != t.side(data["figure"]):
        for keys, fr in tactics.hold_zones(t):
            u = tactics.urgency(t, fr)
            if u and t.fig(tgt)["space"] in keys and tactics.holders(t, keys)[t.side(tgt)] == 1:
                dfn = data.get("defense_dice", 0)
                kill = tactics.at_least(tactics.expected_wounds(data["attack_dice"], dfn,
                                                                data.get("auto_shields", 0))[1],
                                        1 if t.basic else t.life_left(tgt))
                v += u * ZONE * ZONE_KILL * kill
        u = figures_urgency(t)
        if u and data.get("attack_dice"):
            dist = tactics.expected_wounds(data["attack_dice"], data.get("defense_dice") or 0,
                                           data.get("auto_shields", 0))[1]
            v += u * FIGURE_AT_END * tactics.at_least(dist, 1 if t.basic else t.life_left(tgt))
    return v


def behind_on_figures(t: Table, seat: int) -> float:
    """Where more figures win when the last round ends, how pressing it is for a side with no more
    figures than the other to go and destroy some (waiting can only lose): from round 1 on,
    everything by the last round."""
    limit = t.s.get("round_limit")
    if not figures_urgency(t) and not (limit and any(v.kind == "round_limit" and v.by == "figures_then_points"
                                                     for v in t.scenario.victory)):
        return 0.0
    if len(t.army(seat)) > len(t.army(1 - seat)):
        return 0.0
    return max(0.0, 1.0 - 0.12 * (limit - (t.s.get("round") or 1)))


def figures_urgency(t: Table) -> float:
    """How much the count of figures standing matters now: nothing unless more figures win when
    the last round ends, everything in that round."""
    limit = t.s.get("round_limit")
    if not limit or not any(v.kind == "round_limit" and v.by == "figures_then_points" for v in t.scenario.victory):
        return 0.0
    return max(0.0, 1.0 - 0.34 * (limit - (t.s.get("round") or 1)))


def dust_score(t: Table, o: dict) -> float:
    """Dust-of-Death: the d20's chance to destroy each target, friends counted against."""
    p = (21 - o["data"]["d20"]) / 20.0
    me = t.side(o["data"]["figure"])
    return sum(p * tactics.standing_value(t, f) * (1 if t.side(f) != me else -1) for f in o["data"]["targets"])


def offence(t: Table, fid: str) -> float:
    """The best attack the figure could make from where it stands (normal or one-target special)."""
    best = 0.0
    ways: list[Any] = [None] + ([p for p in t.powers(fid) if p.effect == "special_attack" and p.targets == "one"]
                                if not t.basic else [])
    for p in ways:
        rng_ = p.range if p is not None else t.stat(fid, "range")
        for e, why in turn.targets_in_reach(t, fid, rng_, wall=False):
            if why or damage.immune(t, e, fid):
                continue
            att, _ = combat.attack_dice(t, fid, e, p)
            dfn, auto, _ = combat.defense_dice(t, fid, e, p)
            v = tactics.hit_value(t, fid, e, att, dfn, auto)
            if p is not None and p.extra_attacks:
                v *= 1 + 0.6 * p.extra_attacks
            elif p is None and t.power(fid, "extra_attacks") is not None and not t.basic:
                v *= 1.8
            best = max(best, v)
    return best


def threat(t: Table, fid: str, key: str) -> float:
    """What the enemies able to reach `key` on their next turn could do to the figure there."""
    got = tactics.threats(t, fid, key)
    if not got:
        return 0.0
    if t.basic:
        return THREAT_BASIC_TOP * got[0] + THREAT_BASIC_REST * sum(got[1:])
    return THREAT_MASTER * sum(got)


def goal_score(t: Table, fid: str, key: str, seat: int) -> float:
    """Scenario goals for the figure on `key`: zones to hold (everything by the deciding round),
    glyphs and exits."""
    sp = t.board.space(key)
    out = 0.0
    goals = tactics.goal_spaces(t, seat)
    if goals:
        g = min(t.distance(sp, t.board.space(k)) for k in goals)
        out += (60.0 if key in goals else 0.0) + max(0.0, 24.0 - 2.4 * g)
        if t.s.get("round", 0) >= 4 and key in goals:
            out += 40.0
    for gid, gl in t.s["glyphs"].items():
        if gl.get("space") == key and not gl.get("holder"):
            out += tactics.glyph_worth(t, gid, seat)
    for keys, fr in tactics.hold_zones(t):
        u = tactics.urgency(t, fr)
        if not u:
            continue
        mine = tactics.holders(t, keys)[seat]
        out += u * ZONE * ((mine >= 1) + 0.25 * (mine >= 2))
        if mine == 0:
            g = min(t.distance(sp, t.board.space(k)) for k in keys)
            out += u * 0.5 * ZONE * max(0.0, 1.0 - g / 10.0)
    return out


def position_parts(t: Table, fid: str, key: str, seat: int) -> tuple[float, float]:
    """Standing on `key` for `fid` (points): the best attack it opens, and the rest (the threats
    it draws, goals, closing in, height)."""
    with standing(t, fid, key):
        sp = t.board.space(key)
        near = min((t.distance(sp, t.space_of(e)) for e in t.enemies_of(fid)), default=0)
        approach = -(6.0 + 0.08 * t.s.get("turn_count", 0) if t.basic else 0.8) * near
        u = figures_urgency(t)
        lose = u * FIGURE_AT_END * tactics.danger(t, fid, key) if u else 0.0
        approach -= BEHIND_APPROACH * behind_on_figures(t, seat) * near
        return offence(t, fid), -threat(t, fid, key) - lose + goal_score(t, fid, key, seat) + approach + 0.8 * sp.elevation


def position_score(t: Table, fid: str, key: str, seat: int) -> float:
    """How good standing on `key` is for `fid` until its next turn: the attack it may make then
    (discounted) and the rest."""
    off, rest = position_parts(t, fid, key, seat)
    return 0.8 * off + rest


def route_risk(t: Table, fid: str, data: dict) -> float:
    """What the swipes and falls on the way may cost (points)."""
    swipes = sum(len(e) for _, e in data.get("swipes", []))
    falls = 0.0
    for _, drop in data.get("falls", []):
        sev = movement.fall_severity(t, fid, drop)
        falls += {0: 0.0, 1: 0.6, 2: 1.8, 3: 20.0}[sev]
    if t.basic:
        return 0.0
    return (swipes * 0.5 + falls) * tactics.per_wound(t, fid) * 1.5


def move_scores(t: Table, fid: str, moves: list[dict], seat: int, budget: Budget, threshold: float = 2.0,
                attack_after: bool = True) -> Scores:
    """Each move's gain over staying put (the nearest-to-the-enemy first while the budget lasts):
    with `attack_after`, the attack it opens this turn plus what the new place is worth, else
    the new place's worth until the next turn. A gain under `threshold` is not worth the move."""
    off, rest = position_parts(t, fid, t.fig(fid)["space"], seat)
    here = rest if attack_after else 0.8 * off + rest
    out: Scores = {}
    for o in sorted(moves, key=lambda o: _rough(t, fid, o)):
        if not budget.spend():
            break
        off, rest = position_parts(t, fid, o["data"]["to"], seat)
        there = off + rest if attack_after else 0.8 * off + rest
        out[o["id"]] = there - here - route_risk(t, fid, o["data"]) - threshold
    return out


def best_turn(t: Table, fid: str, seat: int, budget: Budget) -> float:
    """Basic Game: the most a figure's turn could gain, moving first (or not) then attacking."""
    off, rest = position_parts(t, fid, t.fig(fid)["space"], seat)
    best = off
    for key, r in sorted(movement.reachable(t, fid).items(), key=lambda kv: _near(t, fid, kv[0])):
        if not budget.spend():
            break
        o2, r2 = position_parts(t, fid, key, seat)
        best = max(best, o2 + r2 - rest - route_risk(t, fid, {"swipes": r.swipes, "falls": r.falls}))
    return best


def quick_move_scores(t: Table, d: dict) -> Scores:
    """Moves after the turn or out of an attack, by a cheap look (points, no sight lines: the
    best enemy within the figure's reach, the threats it draws, goals and closing in), against
    staying ("no")."""
    out: Scores = {"no": 0.0}
    moves = [o for o in d["options"] if (o.get("data") or {}).get("kind") == "move"]
    if not moves:
        return out
    fid = moves[0]["data"]["figure"]
    seat = t.side(fid)
    reach = tactics.reach(t, fid)
    foes = [(t.space_of(e), tactics.reach(t, e), tactics.strike_value(t, e, fid), tactics.strike_value(t, fid, e))
            for e in t.enemies_of(fid)]
    goals = [t.board.space(k) for k in tactics.goal_spaces(t, seat)]
    zones = []
    for keys, fr in tactics.hold_zones(t):
        u = tactics.urgency(t, fr)
        if u:
            others = tactics.holders(t, keys)[seat] - (t.fig(fid)["space"] in keys)
            zones.append((keys, u, others, [t.board.space(k) for k in keys]))

    def place(key: str) -> float:
        sp = t.board.space(key)
        dist = [t.distance(sp, f[0]) for f in foes]
        strike = max((f[3] for f, dd in zip(foes, dist) if dd <= reach), default=0.0)
        threats = sorted((f[2] for f, dd in zip(foes, dist) if dd <= f[1]), reverse=True)
        if t.basic:
            danger = THREAT_BASIC_TOP * threats[0] + THREAT_BASIC_REST * sum(threats[1:]) if threats else 0.0
        else:
            danger = THREAT_MASTER * sum(threats)
        goal = 0.0
        if goals:
            g = min(t.distance(sp, x) for x in goals)
            goal += (60.0 if g == 0 else 0.0) + max(0.0, 24.0 - 2.4 * g)
        for keys, u, others, spaces in zones:
            mine = others + (key in keys)
            goal += u * ZONE * ((mine >= 1) + 0.25 * (mine >= 2))
            if mine == 0:
                goal += u * 0.5 * ZONE * max(0.0, 1.0 - min(t.distance(sp, x) for x in spaces) / 10.0)
        return 0.5 * strike - danger + goal - 0.8 * min(dist, default=0)

    here = place(t.fig(fid)["space"])
    for o in moves:
        out[o["id"]] = place(o["data"]["to"]) - here - route_risk(t, fid, o["data"])
    return out


def _near(t: Table, fid: str, key: str) -> float:
    sp = t.board.space(key)
    return min((t.distance(sp, t.space_of(e)) for e in t.enemies_of(fid)), default=0)


def _rough(t: Table, fid: str, o: dict) -> float:
    return _near(t, fid, o["data"]["to"])
