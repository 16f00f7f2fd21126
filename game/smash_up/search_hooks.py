"""Smash Up's hooks for the platform's information-set search: the hard computer player.

- ``determinize``: a state re-dealt from the seat's own view (redeal.py): other
  hands and every deck from the cards it has not seen, the base deck too;
- ``evaluate``: the chance to win judge.py gives (VP, the bases about to
  break and who wins them, what is lasting, the cards in hand; a card in hand
  counted as the normal player counts it unless `card`/`spare` say otherwise:
  opt-in, measured, see the README); with
  ``judge="answered"``, once the player about to move has broken the base
  that helps them most, if their re-dealt hand can (hard_judge.py: opt-in,
  measured no better, see the README); with ``judge="fitted"``, a logistic
  model fitted to how normal-against-normal games went (fitted_judge.py:
  opt-in, a better held-out log loss but no more wins, see the README;
  ``weights="hard"``: the same model fitted on hard's own games against
  normal, or ``weights`` as numbers: opt-in, measured worse); with
  ``judge="bases"``, judge.py's equities with each base's winner read from a
  model fitted with the player about to move (hard_bases.py: opt-in, see the README);
  with ``reply``, after the next player's turn, played out on the line's
  table by the quick policy from their re-dealt hand (``reply="breaks"``:
  only where that turn scored a base; the default with the paired search,
  ``hard_player``'s PAIRED and REPLY: see the README; with the tree, measured worse);
  with ``reach``, the player about to move is given power up to one short of
  breaking at each base within ``reach`` of breaking (judge.outlook: they move
  first there; opt-in, see the README); with ``endgame`` (a VP count), from the
  decision where some player has that many VP, as with ``reply=endgame_reply``
  (``"wins"``: only a reply that ends the game counts; opt-in, measured no better,
  see the README); with ``doubt``, a lead of mine smaller than ``doubt`` at a base
  within ``doubt`` of breaking counts as none, the next player's leads as they
  stand (judge.outlook; opt-in, measured no better, see the README); with
  ``offbase``, the next player's Absorbing Man pairs on the table count as their
  VP (opt-in, see the README); with ``ensemble`` (judge names), those judges' chances blended
  (hard_ensemble.py: ``blend="mean"`` or ``"min"``, the lowest for me; opt-in, measured no better, see the README);
- ``rollout``: the quick policy (policy.py) for every seat; with ``tried``, my own
  Play Cards decisions in a playout as the normal player makes them (the policy's
  best `tried` plays each carried out and judged; opt-in, measured worse with
  a one-answer tree, see the README);
- ``rollout_over`` (and ``tree_stops_early``): every line, in the tree or in
  a playout, is judged at the same point, the next player's first Play Cards
  decision: my turn played out and scored, before anyone has answered it, so
  lines of different lengths are compared fairly (``horizon`` may also be a
  number of whole turns, for the paired search's longer playouts: opt-in,
  measured no better, see the README);
- ``candidates``: the policy's best few answers at each decision, always with
  ending/passing/declining, so the tree spends its work on moves that matter;
  at the root, the card plays in the order the normal player's trial of each
  gives (on the first re-deal), so its choice is always among those searched;
  a multi-pick is searched as the policy's pick and its close variants;
- ``worth_searching``: the seat's own Play Cards decisions (the only ones its
  view can be rebuilt from, and the ones that decide games); everything else
  goes to the normal player.

`permute_hidden` (redeal.py) is what the never-peeks tests shuffle with.
"""

from __future__ import annotations

import json
from typing import Any, Sequence

from game.core.paired import PairedSearch
from game.core.rng import Rng
from game.core import search
from game.core.search import SearchPlayer

from .ai import NormalPlayer
from .fitted_judge import HARD_WEIGHTS, fitted_chances
from .hard_bases import based_chances
from .hard_check import CheckingPlayer
from .hard_consensus import ConsensusPlayer
from .hard_ensemble import blended
from .hard_judge import answered
from .hard_plan import PlanningPlayer
from .hard_steady import SteadyPlayer
from .hard_ties import TieBreakPlayer
from .judge import CARD, SPARE_CARD, chances
from .lookahead import play, rank, settle, value
from .policy import Policy, pick
from .reading import Table
from .redeal import determinize, permute_hidden, rebuildable

__all__ = ["SmashUpHooks", "hard_player", "permute_hidden"]

#: Iterations per searched decision, and answers kept per decision in the tree.
ITERATIONS = 120
#: The default search (session 21): the root's candidates each played out from the same re-deals and
#: dice (core/paired.py), every line judged after the next player's turn played out on it where that
#: turn scored a base (`reply`). Either alone measured level with the tree (see the README); together,
#: with the other hand and the dice shared by every candidate, the reply's noise cancels between them.
PAIRED = True
REPLY = "breaks"
#: The paired search's root: ten plays searched and 200 plays of budget (session 22), so the first round of
#: sequential halving still gives each candidate about five deals; six plays and 120 won 144 of 200, four 58 of 100.
PAIRED_WIDTH = 10
PAIRED_ITERATIONS = 200
WIDTH = 6
#: UCB's exploration constant (the platform's by default).
EXPLORE = search.EXPLORE
#: How many answers deep the tree may grow (the playout answers the rest).
TREE_DEPTH = 12
#: Decisions a playout may run before the position is judged, and where every line stops sooner:
#: "play" (the next Play Cards decision), "turn" (the next player's first), "round" (mine again).
ROLLOUT_DEPTH = 30
HORIZON = "turn"
#: What the judge counts a card in hand (the first judge.KEEP, then each up to the hand limit): as normal does.
#: Cheaper (a play left unmade is gone for good) and dearer were measured worse or no better: see the README.
HAND_CARD = CARD
HAND_SPARE = SPARE_CARD
#: Answers that give nothing up, always searched.
QUIET = ("end", "pass", "decline", "later", "none")


class SmashUpHooks:
    """See the module docstring."""

    def __init__(self, rules, width: int = WIDTH, horizon: str | int = HORIZON, depth: int = ROLLOUT_DEPTH,
                 root_trials: bool = True, tree_stops: bool = True, judge: str = "plain",
                 card: float = HAND_CARD, spare: float = HAND_SPARE, reply: bool | str = False,
                 reach: float = 0.0, tried: int = 0, weights: Any = None, endgame: int = 0,
                 endgame_reply: bool | str = "breaks", doubt: float = 0.0, offbase: bool = False,
                 ensemble: Sequence[str] | None = None, blend: str = "mean") -> None:
        self.rules = rules
        # Several judges' chances blended ("mean", or "min": the most pessimistic for me) instead of one
        # (hard_ensemble.py; opt-in, see the README).
        self.ensemble, self.blend = (tuple(ensemble) if ensemble else None), blend
        # The next player's VP to be had off the bases this turn (a pair of their Absorbing Men on the table: 1 VP)
        # counted as theirs when the line is judged (opt-in).
        self.offbase = offbase
        # A lead of mine under `doubt` at a base within `doubt` of breaking counts as none when the line is
        # judged (the next player's to take), the next player's leads as they stand (judge.outlook; opt-in).
        self.doubt = doubt
        # From the decision where some player has `endgame` VP or more (0: never), each line judged as with
        # reply=endgame_reply (the next player's turn played out; opt-in, see the README).
        self.endgame, self.endgame_reply = endgame, endgame_reply
        self._late = False
        # judge="fitted"'s weights: fitted_judge.WEIGHTS (normal against normal) unless given, by name
        # ("hard": fitted_judge.HARD_WEIGHTS, from hard's own games against normal) or as numbers (opt-in).
        self.weights = HARD_WEIGHTS if weights == "hard" else tuple(weights) if weights else None
        # My own Play Cards decisions in a playout answered as the normal player answers them (each of the
        # policy's best `tried` plays tried on the playout's table), not by the quick policy (opt-in).
        self.tried = tried
        # Judge each line after the next player's turn, played out by the quick policy on the line's own
        # table, instead of before it (opt-in: see the README).
        self.reply = reply
        self.book = rules.book
        self.policy = Policy(rules.book)
        self.width = width
        self.horizon = horizon
        self.rollout_depth = depth
        self.root_trials = root_trials
        self.tree_stops_early = tree_stops
        self.judge = judge
        self.worth = (card, spare, reach)
        self._judged: tuple[Any, list[float]] | None = None  # (state, chances): every seat judged at once
        self._turn = 0
        self._me = -1
        self._root: tuple | None = None
        self._view: dict[str, Any] | None = None  # held, so a later view cannot reuse its id
        self._tried_key: tuple | None = None
        self._tried: list[int] = []
        self._tried_ids: list[str] = []
        self._first = ""

    def determinize(self, view: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
        if view is not self._view:
            # A new search: what the last one worked out (and the generator draws that went with it)
            # must not carry over, or the same view could be answered differently.
            self._view, self._tried_key, self._tried = view, None, []
        self._turn = view["turn"]["number"]
        self._me = seat
        self._late = bool(self.endgame) and max(p["vp"] for p in view["players"]) >= self.endgame
        self._root = _key(view)
        return determinize(self.rules, view, rng)

    def rollout_over(self, state: dict[str, Any]) -> bool:
        """Lines stop where the position is best judged: see HORIZON."""
        d = state.get("pending")
        if d is None or d["kind"] != "play":
            return d is None
        if self.horizon == "play":
            return True
        n = state["turn"]["n"]
        if isinstance(self.horizon, int):  # so many whole turns from this one
            return n >= self._turn + self.horizon
        if self.horizon == "turn":
            return n > self._turn
        return n >= self._turn + state["seats"]

    def worth_searching(self, view: dict[str, Any], decision: dict[str, Any]) -> bool:
        return rebuildable(view) and len(decision.get("options", ())) > 1

    def evaluate(self, state: dict[str, Any], seat: int) -> float:
        if self.reply or self._late:
            # The search asks for every seat in turn on the same state; the state is held, so `is` is safe.
            if self._judged is None or self._judged[0] is not state or seat == 0:
                self._judged = (state, self._replied(state))
            return self._judged[1][seat]
        if state.get("result") is not None:
            return value(self.rules, state, seat)
        if self.judge == "bases":
            # The search asks for every seat in turn on the same state; the state is held, so `is` is safe.
            if self._judged is None or self._judged[0] is not state or seat == 0:
                self._judged = (state, based_chances(Table.from_state(state, seat, self.book)))
            return self._judged[1][seat]
        if self.judge == "fitted":
            # The search asks for every seat in turn on the same state; the state is held, so `is` is safe.
            if self._judged is None or self._judged[0] is not state or seat == 0:
                self._judged = (state, fitted_chances(Table.from_state(state, seat, self.book), self.weights))
            return self._judged[1][seat]
        if self.ensemble:
            # The search asks for every seat in turn on the same state; the state is held, so `is` is safe.
            if self._judged is None or self._judged[0] is not state or seat == 0:
                self._judged = (state, blended(Table.from_state(state, seat, self.book), self.ensemble, self.blend,
                                               self._me, self._plain))
            return self._judged[1][seat]
        if self.judge != "answered":
            # The search asks for every seat in turn on the same state; the state is held, so `is` is safe.
            if self._judged is None or self._judged[0] is not state or seat == 0:
                t = Table.from_state(state, seat, self.book)
                if self.offbase:
                    _off_base(t, self._me)
                self._judged = (state, chances(t, *self.worth, doubt=self.doubt, me=self._me))
            return self._judged[1][seat]
        # The search asks for every seat in turn on the same state; the state is held, so `is` is safe.
        if self._judged is None or self._judged[0] is not state or seat == 0:
            self._judged = (state, answered(state, self._me, self.book))
        return self._judged[1][seat]

    def _plain(self, t: Table) -> list[float]:
        """judge.py's chances with this player's card, spare, reach and doubt."""
        return chances(t, *self.worth, doubt=self.doubt, me=self._me)

    def _replied(self, state: dict[str, Any]) -> list[float]:
        """Every seat's chance once the next player has played their turn out (`reply`); with
        reply="breaks", the table as it stood unless that turn scored a base or ended the game."""
        n = state["seats"]
        if state.get("result") is not None:
            return [value(self.rules, state, s) for s in range(n)]
        before = chances(Table.from_state(state, self._me, self.book), *self.worth)
        if state["turn"]["n"] != self._turn + 1:
            return before
        vps = [p["vp"] for p in state["players"]]
        gone = len(state["base_discard"])
        self._play_reply(state)
        if state.get("result") is not None:
            return [value(self.rules, state, s) for s in range(n)]
        if not self.reply and self.endgame_reply == "wins":  # only a reply that ends the game counts
            return before
        if (self.reply or self.endgame_reply) == "breaks" and vps == [p["vp"] for p in state["players"]] \
                and gone == len(state["base_discard"]):
            return before
        return chances(Table.from_state(state, self._me, self.book), *self.worth)

    def _play_reply(self, state: dict[str, Any]) -> None:
        """The next player's turn played out on this line's table (the line is over: it may be changed)."""
        rng = Rng(state["rng"])
        stop = self._turn + 2
        for _ in range(200):
            d = state.get("pending")
            if state.get("result") is not None or d is None or (d["kind"] == "play" and state["turn"]["n"] >= stop):
                return
            play(self.rules, state, self.rollout(state, d["seat"], rng))

    def rollout(self, state: dict[str, Any], seat: int, rng: Rng) -> list[str]:
        d = state["pending"]
        opts = d["options"]
        if len(opts) == 1 and d["min"] == 1:
            return [opts[0]["id"]]
        t = Table.from_state(state, seat, self.book)
        scores = self.policy.scores(t, d)
        if self.tried and d["kind"] == "play" and seat == self._me:
            return [self._trial_pick(state, d, scores, rng)]
        return pick(scores, d, rng)

    def _trial_pick(self, state: dict[str, Any], d: dict[str, Any], scores: list[float], rng: Rng) -> str:
        """The play the normal player would make on this table: the policy's best `tried` plays (and ending)
        each carried out on a copy, answered by the quick policy, judged (lookahead.rank)."""
        opts = d["options"]
        ranked = sorted(range(len(opts)), key=lambda i: (-scores[i], opts[i]["id"]))[:self.tried]
        end = [i for i, o in enumerate(opts) if o["id"] == "end" and i not in ranked]
        seed = rng.below(2**62)
        me = d["seat"]
        best, best_worth = ranked[0], None
        for i in ranked + end:
            s = json.loads(json.dumps(state))
            if opts[i]["id"] != "end":
                play(self.rules, s, [opts[i]["id"]])
                settle(self.rules, self.policy, s, me, Rng(seed))
            w = rank(self.rules, s, me)
            if best_worth is None or w > best_worth:
                best, best_worth = i, w
        return opts[best]["id"]

    def candidates(self, state: dict[str, Any], rng: Rng) -> list[list[str]]:
        d = state["pending"]
        opts = d["options"]
        if len(opts) == 1 and d["min"] == 1:
            return [[opts[0]["id"]]]
        t = Table.from_state(state, d["seat"], self.book)
        scores = self.policy.scores(t, d)
        if d["max"] != 1:
            first = pick(scores, d, rng)
            out = [first]
            ranked = sorted(range(len(opts)), key=lambda i: -scores[i])
            k = len(first)
            if k > d["min"]:
                out.append([opts[i]["id"] for i in ranked[:k - 1]])
            if k < d["max"] and k < len(opts):
                out.append([opts[i]["id"] for i in ranked[:k + 1]])
            return out
        if self.root_trials and d["kind"] == "play" and d["seat"] == self._me and self._root == _key(state):
            ranked = self._tried_order(state, d, scores, rng)
        else:
            ranked = sorted(range(len(opts)), key=lambda i: (-scores[i], opts[i]["id"]))
        keep = [[opts[i]["id"]] for i in ranked[:self.width]]
        for o in opts:
            if o["id"] in QUIET and [o["id"]] not in keep:
                keep.append([o["id"]])
        if d["min"] == 0:
            keep.append([])
        return keep

    def _tried_order(self, state: dict[str, Any], d: dict[str, Any], scores: list[float], rng: Rng) -> list[int]:
        """The root's options in the order the normal player's trials give (each tried once on the first
        re-deal; kept for the rest of this search)."""
        key = _key(state)
        if self._tried_key != key:
            me = d["seat"]
            seed = rng.below(2**62)
            worth = []
            for o in d["options"]:
                s = json.loads(json.dumps(state))
                if o["id"] != "end":
                    play(self.rules, s, [o["id"]])
                    settle(self.rules, self.policy, s, me, Rng(seed))
                worth.append(rank(self.rules, s, me))
            opts = d["options"]
            self._tried_key = key
            self._tried = sorted(range(len(opts)), key=lambda i: (-worth[i], -scores[i], opts[i]["id"]))
            self._first = opts[self._tried[0]]["id"]
            self._tried_ids = [opts[i]["id"] for i in self._tried]
        return self._tried

    def tried_order(self) -> list[str]:
        """The root's play options in the order the normal player's trials ranked them in this search."""
        return list(self._tried_ids) if self._tried_key is not None else []

    def first_tried(self) -> str | None:
        """The answer key of the root's play the normal player's trial ranked first in this search, if any."""
        return self._first if self._tried_key is not None else None


def _off_base(t: Table, me: int) -> None:
    """The player about to move (not `me`) counted with the VP their Absorbing Men on the table give this turn
    (a pair destroyed for 1 VP: Talents of their own, sure to be there when their turn starts)."""
    mover = t.turn_seat
    if mover == me or mover < 0:
        return
    pairs = sum(1 for b in t.bases for ch in b.chars if ch.ctrl == mover and ch.id == "absorbing_man") // 2
    if pairs:
        t.vps = list(t.vps)
        t.vps[mover] += pairs


def _key(state: dict[str, Any]) -> tuple:
    """Which decision this is: the turn and the options offered."""
    return state["turn"].get("n", state["turn"].get("number")), tuple(o["id"] for o in state["pending"]["options"])


def hard_player(rules, iterations: int | None = None, tree_depth: int = TREE_DEPTH, follow: bool = False,
                paired: bool | None = None, explore: float = EXPLORE, check: dict | None = None,
                steady: float | None = None, consensus: dict | None = None, ties: bool = False,
                **hooks: Any) -> SearchPlayer:
    """The hard level: the search with these hooks, the normal player for what it does not search. By
    default (PAIRED, REPLY) the root's candidates each played out from the same re-deals and dice
    (core/paired.py) and judged after the next player's turn where it scored a base; `paired=False` is
    the tree of sessions 7-20 (see the README), which the variants built on it (follow, check, steady,
    consensus, ties) keep. With
    `follow`, the search's plan for the rest of the turn instead where it has one (hard_plan.py: opt-in,
    measured no better, see the README); `explore`,
    UCB's constant for the tree (opt-in, 0.1 and 2.0 measured worse); with `check` (CheckingPlayer's
    keywords), the search's best few answers played on through the next player's turn as the normal player
    plays it (hard_check.py: opt-in, measured no better, see the README); with `steady` (a number of standard
    errors), the play normal's trial ranks first unless the search's answer beats it by more than that
    (hard_steady.py: opt-in, see the README); with `consensus` (a second SmashUpHooks' keywords, e.g.
    {"judge": "fitted"}), a departure from normal's play kept only if a search with that judge agrees
    (hard_consensus.py: opt-in, see the README); with `ties`, a card play the search judges exactly level
    with ending the phase is played rather than kept (hard_ties.py: opt-in, measured level, see the README)."""
    if paired is None:  # the variants below read the tree's numbers: they keep it (and its judge)
        paired = PAIRED and not (follow or ties or check is not None or steady is not None or consensus is not None)
    if paired:
        hooks.setdefault("reply", REPLY)  # (reply=False: judged before the next player's turn)
        hooks.setdefault("width", PAIRED_WIDTH)
    if iterations is None:
        iterations = PAIRED_ITERATIONS if paired else ITERATIONS
    kind = PlanningPlayer if follow else TieBreakPlayer if ties else SearchPlayer
    if consensus is not None:
        player = ConsensusPlayer(rules, SmashUpHooks(rules, **hooks), SmashUpHooks(rules, **consensus),
                                 NormalPlayer(rules), iterations=iterations)
    elif steady is not None:
        player = SteadyPlayer(rules, SmashUpHooks(rules, **hooks), NormalPlayer(rules), iterations=iterations,
                              z=steady)
    elif check is not None:
        player = CheckingPlayer(rules, SmashUpHooks(rules, **hooks), NormalPlayer(rules), iterations=iterations,
                                **check)
    else:
        player = kind(rules, SmashUpHooks(rules, **hooks), NormalPlayer(rules), iterations=iterations)
    if paired:
        player.search = PairedSearch(rules, player.search.hooks, iterations=iterations)
    player.search.max_tree_depth = tree_depth
    player.search.explore = explore
    return player
