"""Vs. System's hooks for the platform's information-set search (game/core/search.py): the hard player.

- ``determinize``: a state re-dealt from the seat's own view (redeal.py): other hands, every
  deck, enemy face-down resources and Behind the Camera piles dealt from what the table leaves;
- ``worth_searching``: the seat's own decisions of the kinds in KINDS (resources, recruits, Main
  Phase, attacks, combat responses) with a choice; everything else goes to the normal player;
- ``candidates``: the normal player's best few answers, always with ending, passing or going back,
  so the search spends its work on moves that matter;
- ``rollout``: the normal player for every seat, until the turn searched ends (``rollout_over``);
- ``evaluate``: judge.py's chance to win, with a main character's level weighed LEVEL_WEIGHT (with
  ``foresee``, opt-in, FORESEE: also the XP the enemy's coming turn will bring at its end, foresight.py).

The decisions not searched go to the normal player, but for the formation (ForwardPlayer): the normal
player keeps its main character behind a guard, where one without Range never attacks; the hard
player sends the main characters named in FORWARD into the front row while they have more than one
wound left and a good attack to make from there. The hard player's own answers (the formation, the
search's candidates and its own seat's playouts) judge attacks with HardCtx: an attack Captain America
joins as the turn's first is judged with his power's two +1/+1 counters on each attacker, and an attack
on an enemy Star-Lord who can pay for his Legendary Outlaw? with the attacker he would stun. With ``air``
(opt-in, AIR_SUPERIORITY) they also read Falcon's Air Superiority (AirCtx).
With ``formation`` (opt-in, FORMATION) the Formation Step is searched whenever that formation has a
FORWARD main character in the front row: it against the same formation with the main character in the
back row, played to the end of the turn (the formation's good attack is the normal plan's, which the
search of the Main Phase often declines, leaving the main character in front for the enemy's Ranged
attacks).

The hard player's own answers (its formation, its candidates, its own seat's playouts and the decisions
not searched) read three villains' power targets for what they do (ai_powers.PowerReader: Abomination's
counter copy, Iron Monger's suit, Loki's Trickster; READ_OWN_POWERS). With ``read_powers`` (opt-in,
READ_POWERS) the other seats in the search are played by the PowerReader too.

The root's candidates are compared on the same re-deals with the same generator state (the
platform's PairedSearch, game/core/paired.py): judged on fresh deals each, the differences between
two Main Phase answers drowned in the differences between deals, and the search mostly kept the
normal player's answer by noise.

`permute_hidden` (redeal.py) is what the never-peeks tests shuffle with.
"""

from __future__ import annotations

import math
from typing import Any

from game.core.paired import PairedSearch
from game.core.players import Budget, SeatView
from game.core.rng import Rng
from game.core.search import SearchPlayer, Thought

from .ai import ComputerPlayer, Ctx
from .ai_powers import PowerReader
from .judge import value
from .payment import pays
from .redeal import determinize, permute_hidden, rebuildable

__all__ = ["HardPlayer", "VsSystemHooks", "hard_player", "permute_hidden"]

#: Iterations per searched decision, answers kept per decision, and how deep the tree grows (after
#: it, the normal player plays the turn out).
ITERATIONS = 100
WIDTH = 4
TREE_DEPTH = 1
#: Decisions a playout may run before the position is judged, and the turns it plays out (1: to the
#: end of the turn searched; 2: the next player's turn too).
ROLLOUT_DEPTH = 40
TURNS = 1
#: The decisions searched (each the seat's own): see redeal.SEARCHED for those a re-deal can start from.
KINDS = ("main", "attack", "respond", "recruit", "resource")
#: Answers that give nothing up, always searched ("back", taking an attack back, never is: it only
#: goes round to the same Main Phase decision).
QUIET = ("end", "pass")
#: How much better (chance to win) the search's answer must look than the normal player's to be
#: played instead (a tie keeps the normal player's judgement). Compared on the same deals, any lead
#: counts: once a side is behind, the judge's chances are small and a margin hid every difference.
MARGIN = 0.0
#: Candidates compared on common deals (game/core/paired.py) instead of the UCB tree's fresh ones.
PAIRED = True
#: Whether the normal player inside the search and for unsearched decisions is ai_powers.PowerReader
#: (opt-in: not yet measured over issue 10's 200 games; see the README).
READ_POWERS = False
#: Whether the hard player's own answers (its formation, the search's candidates and its own seat's
#: playouts, the decisions not searched) read the three villains' powers (ai_powers.PowerReader); the
#: other seats are still played in the search as the normal player plays them. Measured on issue 10's
#: Villain seeds with Abomination, Iron Monger or Loki (README, issue 10's eleventh look).
READ_OWN_POWERS = True
#: With a number z (opt-in; None: off), the normal player's answer stays in every round of the paired
#: search and another is played only if it beats it on the same deals by more than z standard errors
#: (GuardedSearch; measured no better so far, see the README).
GUARD: float | None = None
#: Whether the judge foresees the XP the enemy's next turn will bring at its end (foresight.py:
#: Star-Lord's Dance Off, Iron Man's counters), which a search of my turn never reaches (opt-in).
FORESEE = False
#: The weight of a main character's level in the search's judge (None: the fitted 1.39). Fitted, a full
#: XP bar weighs 2.05 and a level 1.39, so the level-up itself read as nothing or a loss to its owner
#: (Star-Lord's third XP +0.02, Abomination's fourth -0.15, Iron Man's or Ronan's seventh -0.37: Ronan's
#: level 2 given by the Heroes' recruits looked good for the Heroes); at 2.5 a level is worth more than
#: the bar that brought it (+1.13, +0.96, +0.74). Measured: README, issue 10's seventh look.
LEVEL_WEIGHT: float | None = 2.5
#: The main characters the hard player's formation sends into the front row when they have a good
#: attack to make from there (ForwardPlayer); the others stay behind a guard as the normal player keeps
#: them. Measured between normal players (seeds 1001-3000, README): in front, the Villains' four win
#: 474 of 798 games instead of 276; Thor 60 of 205 instead of 74, Bruce Banner 88 of 209 instead of 103,
#: Captain America 79 of 176 against 75; with HardCtx's plan of his first attack, Captain America 278 of 372
#: instead of 158 (seeds 1001-5000), so he is named too.
FORWARD = frozenset({"Abomination", "Loki", "Ronan", "Ultron", "Captain America"})
#: Whether the hard player's own judgement reads Falcon's Air Superiority (AirCtx; opt-in: on 50 of issue
#: 10's games it changed 5, won none more and lost seed 83, README).
AIR_SUPERIORITY = False
#: Whether the hard player searches its Formation Step when its formation (ForwardPlayer) would have a
#: main character named in FORWARD in the front row: that formation against the same with the main
#: character kept in (or pulled back to) the back row (opt-in: on 18 Villain seeds against Iron Man and
#: Star-Lord it won 3 against the default's 7; README, issue 10's ninth look).
FORMATION = False
#: The turns a searched formation is played out (2: through the enemy's turn, when it is attacked).
FORMATION_TURNS = 2


class VsSystemHooks:
    """See the module docstring."""

    def __init__(self, rules: Any, width: int = WIDTH, depth: int = ROLLOUT_DEPTH, turns: int = TURNS,
                 kinds: tuple[str, ...] = KINDS, read_powers: bool = READ_POWERS,
                 foresee: bool = FORESEE, level: float | None = LEVEL_WEIGHT,
                 formation: bool = FORMATION, formation_turns: int = FORMATION_TURNS,
                 read_own: bool = READ_OWN_POWERS) -> None:
        self.rules = rules
        self.book = rules.book
        self.normal = PowerReader(rules.book) if read_powers else ComputerPlayer(rules.book)
        mine = ForwardReader if read_powers or read_own else ForwardPlayer
        #: The searching seat's own answers and playouts: the normal player's, but with HardCtx's plan
        #: of Captain America's first attack and (`read_own`) the villains' powers read (the other seats
        #: are played as the normal player plays).
        self.own = mine(rules.book)
        self.own.forward = frozenset()
        #: The hard player's own formation (hard_player sets its `forward` and `ctx`), whose main
        #: character in front the search weighs against keeping it back (`formation`).
        self.former = mine(rules.book)
        if formation:
            kinds = tuple(kinds) + ("formation",)
        self.formation_turns = formation_turns
        self._span = turns
        self._me = -1
        self.width = width
        self.rollout_depth = depth
        self.turns = turns
        self.kinds = tuple(kinds)
        self.foresee = foresee
        self.level = level
        self._turn = 0

    def determinize(self, view: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
        self._turn = view["turn"]["n"]
        self._me = seat
        self._span = self.formation_turns if (view.get("pending") or {}).get("kind") == "formation" else self.turns
        return determinize(self.rules, view, rng)

    def worth_searching(self, view: dict[str, Any], decision: dict[str, Any]) -> bool:
        if decision.get("kind") == "formation":
            return rebuildable(view, self.kinds) and self._held_back(view, decision) is not None
        return rebuildable(view, self.kinds) and len(decision.get("options", ())) > 1

    def _held_back(self, view: dict[str, Any], d: dict[str, Any]) -> list[str] | None:
        """The hard formation's picks with its main character kept in the back row instead, when that
        formation has a main character of `forward` in the front row (None otherwise)."""
        picks = self.former.multi(view, d)
        c = self.former.ctx(self.book, view, d["seat"])
        for o in d["options"]:
            ch = c.char(o["data"]["uid"])
            if ch is None or not ch["main"] or ch["ctrl"] != c.seat or c.card(ch["id"]).name not in self.former.forward:
                continue
            if (ch["row"] == "front") != (o["id"] in picks):
                return [p for p in picks if p != o["id"]] if o["id"] in picks else picks + [o["id"]]
        return None

    def rollout_over(self, state: dict[str, Any]) -> bool:
        return state["turn"]["n"] >= self._turn + self._span

    def evaluate(self, state: dict[str, Any], seat: int) -> float:
        return value(self.book, state, seat, self.foresee, self.level)

    def rollout(self, state: dict[str, Any], seat: int, rng: Rng) -> list[str]:
        return (self.own if seat == self._me else self.normal).choose(SeatView(self.rules, state, seat), rng)["picks"]

    def candidates(self, state: dict[str, Any], rng: Rng) -> list[list[str]]:
        d = state["pending"]
        opts = d["options"]
        if len(opts) == 1 and d["min"] == 1:
            return [[opts[0]["id"]]]
        seen = SeatView(self.rules, state, d["seat"])
        if d["kind"] == "formation" and d["seat"] == self._me:
            back = self._held_back(seen.view, d)
            return [self.former.multi(seen.view, d)] + ([back] if back is not None else [])
        player = self.own if d["seat"] == self._me else self.normal
        scores = player.scores(seen.view, d)
        if scores is None:
            return [player.multi(seen.view, d)]
        ranked = [i for i in sorted(range(len(opts)), key=lambda i: (-scores[i], opts[i]["id"]))
                  if opts[i]["id"] != "back"] or list(range(len(opts)))
        keep = [[opts[i]["id"]] for i in ranked[:self.width]]
        for o in opts:
            if o["id"] in QUIET and [o["id"]] not in keep:
                keep.append([o["id"]])
        return keep


class HardPlayer(SearchPlayer):
    """The search, keeping the normal player's answer unless the search finds one better (by more
    than `margin`)."""

    margin = MARGIN

    def choose(self, seen: SeatView, rng: Rng) -> dict[str, Any]:
        out = super().choose(seen, rng)
        thought = self.last
        if "why" not in out or thought is None:
            return out
        mine = self.fallback.choose(seen, Rng(rng.below(2**62)))
        key = "|".join(sorted(mine["picks"]))
        value = {k: v for k, _n, v in thought.choices}
        if key in value and value[key] >= thought.best()[2] - self.margin:
            labels = {o["id"]: o["label"] for o in seen.decision["options"]}
            what = "; ".join(labels.get(p, p) for p in mine["picks"]) or "nothing"
            mine["why"] = f"{what}: {round(100 * value[key])}% to win (of {thought.iterations} tries; nothing " \
                          f"found clearly better)"
            return mine
        return out


class GuardedSearch(PairedSearch):
    """The paired search with the normal player's answer (the first candidate) kept alive in every
    halving round, and another answer chosen only when its values on the deals both played beat the
    normal player's by more than `z` standard errors of the paired differences."""

    z = 1.0

    def run(self, view: dict[str, Any], seat: int, rng: Rng, budget: Budget | None = None) -> Thought:
        budget = budget or Budget(self.iterations)
        answers = self._answers(self.hooks.determinize(view, seat, Rng(rng.below(2**62))), rng)
        keys = list(answers)
        if not keys:
            return Thought(seat, 0, [])
        base = keys[0]
        vals: dict[str, dict[int, float]] = {k: {} for k in keys}
        alive = keys
        rounds = max(1, math.ceil(math.log2(len(keys))))
        done = deal = 0
        for r in range(rounds):
            share = max(1, budget.left // (rounds - r))
            for _ in range(max(1, share // len(alive))):
                seed = rng.below(2**62) + 1
                deal += 1
                for k in alive:
                    if not budget.spend():
                        break
                    vals[k][deal] = self._play_out(view, seat, seed, answers[k])
                    done += 1
            if len(alive) > 2:
                rest = sorted((k for k in alive if k != base), key=lambda k: (-_mean(vals[k]), k))
                alive = [base] + rest[:max(1, math.ceil(len(alive) / 2) - 1)]
        best = base
        rival = min((k for k in alive if k != base), key=lambda k: (-_mean(vals[k]), k), default=None)
        if rival is not None:
            diffs = [vals[rival][d] - vals[base][d] for d in vals[rival] if d in vals[base]]
            if len(diffs) >= 2:
                m = sum(diffs) / len(diffs)
                sd = math.sqrt(sum((x - m) ** 2 for x in diffs) / (len(diffs) - 1))
                if m > 0 and m > self.z * sd / math.sqrt(len(diffs)):
                    best = rival
        choices = sorted(((k, len(vals[k]), _mean(vals[k])) for k in keys),
                         key=lambda x: (x[0] != best, x[0] not in alive, -x[1], -x[2], x[0]))
        return Thought(seat, done, choices)


#: Captain America's card ids: in the first attack of a turn his power gives each attacker two +1/+1
#: counters, and he gains 1 XP (HardCtx).
CAPTAIN = ("captain_america_l1", "captain_america_l2")
#: A DEF no strike back reaches: how HardCtx plans an attacker that the defender can't strike.
UNSTRUCK = 10**6


class HardCtx(Ctx):
    """The normal player's judgement, but an attack that Captain America joins as the turn's first is
    judged with his power's two +1/+1 counters on each attacker (the normal player judges the ATK
    and DEF printed, so it keeps him out of every attack); an attack on an enemy Star-Lord is judged with his
    Legendary Outlaw? stunning an attacker (`outlaw`). With `air` (AirCtx, opt-in: AIR_SUPERIORITY),
    Falcon's Air Superiority is read too: characters with Flight can't strike him, so against him an
    attacker with Flight brings no ATK, and a defender with Flight does not strike him back (the normal
    player counts both)."""

    air = False
    #: Whether Star-Lord's Legendary Outlaw? is read: the normal player sends its attackers at him by the
    #: printed numbers, and the one he stuns before it strikes is often its main character (a wound). Between
    #: normal players the Villains' seat with this plan won 160 of 428 games against him instead of 125
    #: (README, issue 10's tenth look).
    outlaw = True

    def _outcome(self, att: list[dict[str, Any]], dfd: dict[str, Any]) -> float:
        if any(a["id"] in CAPTAIN and a["ctrl"] == self.seat for a in att) and self.first_attack():
            att = [dict(a, atk=a["atk"] + 2, **{"def": a["def"] + 2}) for a in att]
        if self.air and self._air(dfd):
            att = [dict(a, atk=0) if a["flight"] else a for a in att]
        if self.air and dfd["flight"]:
            att = [dict(a, **{"def": UNSTRUCK}) if self._air(a) else a for a in att]
        if self.outlaw:
            victim = self._outlawed(att, dfd)
            if victim is not None:
                rest = [a for a in att if a["uid"] != victim["uid"]]
                return (super()._outcome(rest, dfd) if rest else 0.0) - 0.9 * self.stun_gain(victim)
        return super()._outcome(att, dfd)

    def _outlawed(self, att: list[dict[str, Any]], dfd: dict[str, Any]) -> dict[str, Any] | None:
        """The attacker Star-Lord's Legendary Outlaw? would stun (his player's pick: the one worth most),
        if any: one whose name has not attacked him in an earlier combat, while the power is unused this
        turn and his player has a face-up location to pay its Skill with (one in hand may pay too, but
        counting on it measured worse: README)."""
        card = self.card(dfd["id"])
        idx = next((i for i, p in enumerate(card.powers)
                    if p["effects"] and p["effects"][0].get("fn") == "legendary_outlaw"), None)
        if idx is None or dfd["face"] != "up" or not self.is_enemy(dfd):
            return None
        rec = self.view.get("record") or {}
        if f"{dfd['uid']}:{idx}" in ((rec.get("turn") or {}).get("used") or ()):
            return None
        seen = set(((rec.get("hist") or {}).get("outlaw") or {}).get(dfd["uid"], ()))
        unseen = [a for a in att if not (self.card(a["id"]).names & seen)]
        cost = card.powers[idx]["cost"]
        if not unseen or not any(r["up"] and r["id"] is not None and pays(self.card(r["id"]), cost[0], card)
                                 for r in self.view["players"][dfd["ctrl"]]["res"]):
            return None
        return max(unseen, key=self.stun_gain)

    def _air(self, ch: dict[str, Any]) -> bool:
        """Whether characters with Flight can't strike this one (Falcon's Air Superiority)."""
        st = self.card(ch["id"]).statics.get("cant_be_struck_by")
        return bool(st) and st.get("keyword") == "flight"

    def first_attack(self) -> bool:
        """Whether no attack has been made yet this turn."""
        rec = self.view.get("record") or {}
        return not (rec.get("turn") or {}).get("attacks")


class AirCtx(HardCtx):
    """HardCtx reading Falcon's Air Superiority (`hard_player(rules, air=True)`)."""

    air = True


def forward_main(c: Ctx, main: dict[str, Any]) -> bool:
    """Whether the main character should stand in the front row this turn: it has more than one
    wound left and an attack to make from there that the normal player's judgement calls good, alone
    or with one front-row teammate (from the back row, a main character without Range never attacks)."""
    if (main["health"] or 1) - main["wounds"] <= 1:
        return False
    front = dict(main, row="front")
    mates = [ch for ch in c.chars() if ch["side"] == c.side and ch["face"] == "up" and ch["ready"]
             and ch["row"] == "front" and ch["uid"] != main["uid"]]
    groups = [[front]] + [[front, x] for x in mates if c._shared([front, x])]
    return any(c._outcome(g, dfd) > 0 for g in groups for dfd in c.defenders(g))


class ForwardPlayer(ComputerPlayer):
    """The normal player, but a main character named in `forward` steps into the front row when
    `forward_main` says so (the normal player keeps its main character behind a guard)."""

    forward = FORWARD
    ctx = HardCtx

    def _formation(self, c: Ctx, d: dict[str, Any]) -> list[str]:
        picks = normal = super()._formation(c, d)
        for o in d["options"]:
            ch = c.char(o["data"]["uid"])
            if ch is None or not ch["main"] or ch["ranged"] or ch["face"] != "up" or ch["ctrl"] != c.seat \
                    or c.card(ch["id"]).name not in self.forward:
                continue
            front = (ch["row"] == "front") != (o["id"] in normal)
            if forward_main(c, ch) != front:
                picks = [p for p in picks if p != o["id"]] if o["id"] in picks else picks + [o["id"]]
        return picks


class ForwardReader(ForwardPlayer, PowerReader):
    """ForwardPlayer's formation with PowerReader's reading of powers (`read_powers`)."""


def _mean(v: dict[int, float]) -> float:
    return sum(v.values()) / len(v) if v else 0.0


def hard_player(rules: Any, iterations: int = ITERATIONS, tree_depth: int = TREE_DEPTH, paired: bool = PAIRED,
                margin: float = MARGIN, read_powers: bool = READ_POWERS, guard: float | None = GUARD,
                forward: frozenset[str] = FORWARD, air: bool = AIR_SUPERIORITY, formation: bool = FORMATION,
                read_own: bool = READ_OWN_POWERS, **hooks: Any) -> SearchPlayer:
    """The hard level: the search with these hooks, the normal player for what it does not search."""
    hooks_ = VsSystemHooks(rules, read_powers=read_powers, formation=formation, read_own=read_own, **hooks)
    reads = read_powers or read_own
    fallback = (PowerReader if reads else ComputerPlayer)(rules.book)
    if forward:
        fallback = (ForwardReader if reads else ForwardPlayer)(rules.book)
        fallback.forward = forward
    hooks_.former.forward = forward
    if air:
        hooks_.own.ctx = AirCtx
        hooks_.former.ctx = AirCtx
        if isinstance(fallback, ForwardPlayer):
            fallback.ctx = AirCtx
    player = HardPlayer(rules, hooks_, fallback, iterations=iterations)
    player.margin = margin
    if guard is not None:
        player.search = GuardedSearch(rules, player.search.hooks, iterations=iterations)
        player.search.z = guard
    elif paired:
        player.search = PairedSearch(rules, player.search.hooks, iterations=iterations)
    player.search.max_tree_depth = tree_depth
    return player
