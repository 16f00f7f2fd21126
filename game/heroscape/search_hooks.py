"""Heroscape's hooks for the platform's information-set search: the hard computer player.

- ``determinize``: a full state rebuilt from the seat's own view (hidden.py): the other
  side's face-down order markers spread over its cards as the counts show, face-down
  glyphs given out, the turn being searched on the rules' stack over the horizon;
- ``worth_searching``: the seat's own turn (the act decision, and in the Basic Game the
  choice of card); order markers, set-up and the other side's questions go to the
  hard player's policy;
- ``candidates``: the normal player's best few moves plus every worthwhile attack and
  ending the turn (computed once per position and kept for the search: the positions a
  search reaches again are the same in every re-deal);
- ``rollout``: the normal player's pick, with a small budget;
- ``rollout_over``: the horizon, where the turn searched ends;
- ``evaluate``: judge.py's chance to win, with the turns still to come this round.

`permute_hidden` (hidden.py) is what the never-peeks tests shuffle with.
"""

from __future__ import annotations

import json
from typing import Any

from game.core.players import Budget
from game.core.rng import Rng
from game.core.search import SearchPlayer

from . import hard_army, hard_markers, judge, tactics
from .ai import NormalPlayer, quick_move_scores
from .ai_paired import PairedSearch
from .hidden import HORIZON, determinize, permute_hidden, rebuildable
from .table import Table

__all__ = ["HeroscapeHooks", "hard_player", "permute_hidden"]

#: Iterations per searched decision; moves kept per decision in the tree; answers deep in the
#: tree (after them, the policy plays the turn out: a tree over a move's follow-ups would
#: average in its poor ones, which the search cannot afford to weed out).
ITERATIONS = 200
WIDTH = 6
TREE_DEPTH = 1
#: Whether the root's candidates are compared on the same deals and dice (ai_paired.py).
PAIRED = True
#: Positions the candidates' and the playouts' scoring may look at.
CANDIDATE_BUDGET = 400
ROLLOUT_BUDGET = 40
#: How much a figure's danger counts toward giving it an order marker (ai.plan_markers).
DEFEND = 0.5
#: Answers that give nothing up, always searched.
QUIET = ("end", "no")
#: Decisions of many moves judged by the quick look (no sight lines): a move after the turn,
#: a swing away from an attack.
QUICK = ("hyper", "evade_move")


class HeroscapeHooks:
    """See the module docstring."""

    rollout_depth = 12

    def __init__(self, rules: Any, width: int = WIDTH) -> None:
        self.rules = rules
        self.width = width
        self.normal = NormalPlayer(ROLLOUT_BUDGET)
        self._view: dict[str, Any] | None = None
        self._seat = 0
        self._slots: list[tuple[int, str]] | None = None
        self._mover: int | None = None
        self._deals = 0
        self._judged: tuple[Any, float] | None = None
        self._kept: dict[str, list[list[str]]] = {}
        self._memo: dict = {}

    # -- the hooks -----------------------------------------------------------------------------
    def determinize(self, view: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
        if view is not self._view:
            self._start(view, seat)
        self._deals += 1
        return determinize(self.rules, view, seat, rng)

    def worth_searching(self, view: dict[str, Any], decision: dict[str, Any]) -> bool:
        return rebuildable(view) and len(decision.get("options", ())) > 1

    def rollout_over(self, state: dict[str, Any]) -> bool:
        d = state.get("pending")
        return d is None or d["kind"] == HORIZON

    def evaluate(self, state: dict[str, Any], seat: int) -> float:
        key = (self._deals, id(state))
        if self._judged is None or self._judged[0] != key:
            self._judged = (key, judge.edge(Table(self.rules, state), self._seat, self._slots, self._mover,
                                            self._memo))
        ahead = self._judged[1]
        return judge.chance(ahead if seat == self._seat else -ahead)

    def rollout(self, state: dict[str, Any], seat: int, rng: Rng) -> list[str]:
        d = state["pending"]
        if len(d["options"]) == 1:
            return [d["options"][0]["id"]]
        scores = self._scores(state, d, ROLLOUT_BUDGET)
        if not scores:
            return [d["options"][0]["id"]]
        return [self.normal.pick(scores, d, rng)]

    def candidates(self, state: dict[str, Any], rng: Rng) -> list[list[str]]:
        d = state["pending"]
        opts = d["options"]
        if len(opts) == 1:
            return [[opts[0]["id"]]]
        key = _fingerprint(state)
        got = self._kept.get(key)
        if got is None:
            got = self._choose_candidates(state, d)
            self._kept[key] = got
        return got

    # -- helpers -------------------------------------------------------------------------------
    def _start(self, view: dict[str, Any], seat: int) -> None:
        """A new search: what the judge needs to know about the turns to come."""
        self._view = view
        self._seat = seat
        self._kept.clear()
        self._memo.clear()
        self._judged = None
        turn = view.get("turn") or {}
        order = (view.get("initiative") or {}).get("order")
        self._slots = judge.remaining_slots(order, seat, turn.get("number")) if view["mode"] == "master" else None
        self._mover = 1 - seat

    def _scores(self, state: dict[str, Any], d: dict[str, Any], budget: int) -> dict[str, float] | None:
        try:
            t = Table(self.rules, state)
            if d["kind"] in QUICK:
                return quick_move_scores(t, d)
            return self.normal.scores(t, d, Budget(budget))
        except (KeyError, ValueError, AttributeError, IndexError):
            return None

    def _choose_candidates(self, state: dict[str, Any], d: dict[str, Any]) -> list[list[str]]:
        """The normal player's best `width` options, every attack it does not think harmful, and
        the quiet answers (ending the turn, declining)."""
        opts = d["options"]
        scores = self._scores(state, d, CANDIDATE_BUDGET) or {}
        ranked = sorted(opts, key=lambda o: -scores.get(o["id"], -1e9))
        keep = [o["id"] for o in ranked[:self.width]]
        for o in opts:
            kind = (o.get("data") or {}).get("kind")
            if kind in ("attack", "special", "dust") and scores.get(o["id"], 0.0) > 0 and o["id"] not in keep:
                keep.append(o["id"])
            if o["id"] in QUIET and o["id"] not in keep:
                keep.append(o["id"])
        return [[k] for k in keep]


def _fingerprint(state: dict[str, Any]) -> str:
    """What the candidates at a decision depend on: the decision and everything public on the table."""
    d = state["pending"]
    figs = sorted((f, r["space"], r["wounds"], r["status"], tuple(r["carrying"])) for f, r in state["figures"].items())
    return json.dumps([d["kind"], d["seat"], [o["id"] for o in d["options"]], figs, state.get("turn"),
                       state["wall"]], sort_keys=True, default=str)


class HardPolicy(NormalPlayer):
    """What the hard player does where it does not search: the normal player's judgments, with
    order markers that also go to figures in danger (a turn lets them strike first or get away),
    the danger read from where the other side's face-down markers lie when they are down
    (measured against the normal player's plan, this alone wins about 3 games in 4); where more
    figures win after the last round, army cards that leave room for a figure more (hard_army.py)."""

    defend = DEFEND
    read_markers = True

    def _marker(self, t: Table, d: dict, budget: Budget) -> dict[str, float]:
        turns = tactics.enemy_turns(t, d["seat"], self.markers_seen)
        want = hard_markers.plan(t, d["seat"], self.defend, turns).get(d["marker"])
        return {o["id"]: (1.0 if o["data"]["card"] == want else 0.0) for o in d["options"]}

    def _pick_card(self, t: Table, d: dict, budget: Budget) -> dict[str, float]:
        if hard_army.counts_figures(t):
            return hard_army.card_scores(t, d)
        return super()._pick_card(t, d, budget)


def hard_player(rules: Any, iterations: int = ITERATIONS, depth: int = TREE_DEPTH, paired: bool = PAIRED,
                **hooks: Any) -> SearchPlayer:
    """The hard level: the search with these hooks (paired: the candidates compared on the same deals
    and dice, ai_paired.py), its own policy for what it does not search."""
    player = SearchPlayer(rules, HeroscapeHooks(rules, **hooks), HardPolicy(), iterations=iterations)
    if paired:
        player.search = PairedSearch(rules, player.search.hooks, iterations=iterations)
    player.search.max_tree_depth = depth
    return player
