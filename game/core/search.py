"""Information-set Monte Carlo tree search over the rules contract: the hard computer player.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012). Every iteration
re-deals what the searching seat cannot see (`determinize`, from the seat's own
view only, so the search never peeks), walks one tree of answers shared by all
those deals (an answer that exists only in some deals is judged by how often it
was available: UCB with availability counts), plays on with a rollout policy for
a few decisions, then scores the position for every seat with the game's
evaluation. The move chosen is the most visited answer at the root.

The generator state of each deal is drawn from the searcher's own generator, so
dice and shuffles ahead are unknown to it, and a seed gives the same move: the
budget is counted in iterations, never in time.

A game supplies `SearchHooks`:

- ``determinize(view, seat, rng) -> state``: a full state that agrees with `view`;
- ``evaluate(state, seat) -> float`` in [0, 1]: how good the position is for `seat`;
- optionally ``rollout(state, seat, rng) -> list[str]`` (picks for the pending
  decision; default uniformly random), ``candidates(state, rng) -> list[list[str]]``
  (the answers worth searching at the pending decision; default every single
  option, or the rollout's one answer for a multi-pick), ``rollout_depth`` and
  ``rollout_over(state) -> bool`` (the playout may stop early there: the end of a
  turn the evaluation judges best), with ``tree_stops_early = True`` if the tree
  should stop there too (every line judged at the same point).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from .decisions import Answer, answer
from .players import Budget, SeatView
from .rng import Rng
from .rules import GameRules, State

#: UCB exploration constant for rewards in [0, 1].
EXPLORE = 0.7


class SearchHooks(Protocol):
    """What a game tells the search; the platform knows the rest."""

    rollout_depth: int

    def determinize(self, view: dict[str, Any], seat: int, rng: Rng) -> State:
        """A full state consistent with what `seat` sees in `view`."""

    def evaluate(self, state: State, seat: int) -> float:
        """How good `state` is for `seat`, from 0 (lost) to 1 (won)."""


@dataclass
class Node:
    """One answer in the tree: who gave it, and what it has been worth to them."""

    seat: int = -1
    visits: int = 0
    reward: float = 0.0
    avail: int = 0
    children: dict[str, "Node"] = field(default_factory=dict)

    def ucb(self, explore: float = EXPLORE) -> float:
        """Upper confidence bound, with availability in place of the parent's visits."""
        return self.reward / self.visits + explore * math.sqrt(math.log(max(self.avail, 1)) / self.visits)


@dataclass
class Thought:
    """What the search weighed: each root answer with its visits and mean value."""

    seat: int
    iterations: int
    choices: list[tuple[str, int, float]]  # (answer key, visits, mean value for the seat)
    root: Node | None = None  # the tree itself, for a player that follows its plan past the root

    def best(self) -> tuple[str, int, float]:
        """The answer chosen."""
        return self.choices[0]


def answer_key(picks: list[str]) -> str:
    """A stable key for an answer's picks."""
    return "|".join(sorted(picks))


def _default_rollout(state: State, seat: int, rng: Rng) -> list[str]:
    d = state["pending"]
    k = d["min"] + rng.below(d["max"] - d["min"] + 1)
    return [o["id"] for o in rng.sample(d["options"], k)]


class Search:
    """ISMCTS over one game's rules with its hooks."""

    def __init__(self, rules: GameRules, hooks: Any, *, iterations: int = 400, max_tree_depth: int = 12) -> None:
        self.rules = rules
        self.hooks = hooks
        self.iterations = iterations
        self.max_tree_depth = max_tree_depth
        # A game whose evaluation spreads its lines over a narrow range may explore less (EXPLORE by default).
        self.explore = EXPLORE

    @property
    def hooks(self) -> Any:
        """The game's hooks; the methods the loop calls are looked up once, here, so hooks set
        later (a measuring tool's, say) are used whole, never half."""
        return self._hooks

    @hooks.setter
    def hooks(self, hooks: Any) -> None:
        self._hooks = hooks
        self.rollout_depth = int(getattr(hooks, "rollout_depth", 30))
        self._rollout: Callable[[State, int, Rng], list[str]] = getattr(hooks, "rollout", _default_rollout)
        self._candidates = getattr(hooks, "candidates", None)
        self._rollout_over: Callable[[State], bool] | None = getattr(hooks, "rollout_over", None)
        # A game may ask the tree to stop where playouts stop too, so every line is judged at the same point.
        self._tree_over = self._rollout_over if getattr(hooks, "tree_stops_early", False) else None

    # -- the search --------------------------------------------------------------------
    def run(self, view: dict[str, Any], seat: int, rng: Rng, budget: Budget | None = None) -> Thought:
        """Search from `seat`'s view; the most visited root answer first."""
        budget = budget or Budget(self.iterations)
        root = Node()
        done = 0
        while budget.spend():
            state = self.hooks.determinize(view, seat, rng)
            state["rng"] = rng.below(2**62) + 1  # the dice ahead are unknown to the searcher
            self._iterate(root, state, rng)
            done += 1
        choices = sorted(((k, c.visits, c.reward / c.visits if c.visits else 0.0) for k, c in root.children.items()),
                         key=lambda x: (-x[1], -x[2], x[0]))
        return Thought(seat, done, choices, root)

    def _iterate(self, root: Node, state: State, rng: Rng) -> None:
        path = [root]
        node = root
        depth = 0
        expanded = False
        # Selection and expansion along answers available in this deal.
        tree_over = self._tree_over
        c = self.explore
        while state.get("result") is None and depth < self.max_tree_depth and not expanded \
                and not (depth and tree_over and tree_over(state)):
            options = self._answers(state, rng)
            for key in options:
                child = node.children.get(key)
                if child is not None:
                    child.avail += 1
            untried = [k for k in options if k not in node.children]
            mover = state["pending"]["seat"]
            if untried:
                key = untried[rng.below(len(untried))]
                child = Node(seat=mover, avail=1)
                node.children[key] = child
                expanded = True
            else:
                key = max(options, key=lambda k: (node.children[k].ucb(c), k))
                child = node.children[key]
            self._play(state, options[key])
            node = child
            path.append(node)
            depth += 1
        # Rollout, then score every seat.
        steps = 0
        over = self._rollout_over
        while state.get("result") is None and steps < self.rollout_depth and not (over and over(state)):
            seat = state["pending"]["seat"]
            self._play(state, self._rollout(state, seat, rng))
            steps += 1
        values = self._values(state)
        for n in path[1:]:
            n.visits += 1
            n.reward += values[n.seat]

    def _answers(self, state: State, rng: Rng) -> dict[str, list[str]]:
        """The answers searched at the pending decision, by key."""
        d = state["pending"]
        if self._candidates is not None:
            picks_list = self._candidates(state, rng)
        elif d["max"] == 1 and d["min"] == 1:
            picks_list = [[o["id"]] for o in d["options"]]
        else:
            picks_list = [self._rollout(state, d["seat"], rng)]
        return {answer_key(p): p for p in picks_list}

    def _play(self, state: State, picks: list[str]) -> None:
        """Carry out an answer the rules listed (no re-validation: the search only picks listed options)."""
        d = state["pending"]
        by_id = {o["id"]: o for o in d["options"]}
        self.rules.resolve(state, d["seat"], [by_id[p] for p in picks], [])

    def _values(self, state: State) -> list[float]:
        n = state["seats"]
        res = state.get("result")
        if res is not None:
            winners = res.get("winners") or []
            if getattr(self.rules, "cooperative", False):
                # Everyone wins or loses together: a shared win is worth all of it to each seat, and
                # a loss nothing (never the half a draw is worth, which a judged position can beat).
                return [1.0 if winners and not res.get("draw") else 0.0] * n
            if res.get("draw") or not winners:
                return [0.5] * n
            share = 1.0 / len(winners)
            return [share if s in winners else 0.0 for s in range(n)]
        return [min(1.0, max(0.0, float(self.hooks.evaluate(state, s)))) for s in range(n)]


class SearchPlayer:
    """A computer player that searches (the hard level). Decisions with a single answer, and those
    the game marks as not worth searching, go to a fallback player."""

    name = "hard"

    def __init__(self, rules: GameRules, hooks: Any, fallback: Any, *, iterations: int = 400) -> None:
        self.search = Search(rules, hooks, iterations=iterations)
        self.fallback = fallback
        self.last: Thought | None = None

    def choose(self, seen: SeatView, rng: Rng) -> Answer:
        d = seen.decision
        worth = getattr(self.search.hooks, "worth_searching", None)
        if len(d["options"]) == 1 and d["min"] == 1:
            return answer(d["seat"], [d["options"][0]["id"]])
        if worth is not None and not worth(seen.view, d):
            return self.fallback.choose(seen, rng)
        thought = self.search.run(seen.view, d["seat"], rng)
        self.last = thought
        if not thought.choices:
            return self.fallback.choose(seen, rng)
        key, visits, value = thought.best()
        picks = key.split("|") if key else []
        out = answer(d["seat"], picks)
        out["why"] = _why(d, picks, visits, value, thought)
        return out


def _why(d: dict[str, Any], picks: list[str], visits: int, value: float, thought: Thought) -> str:
    """The search's own numbers in words, for the log's hover on a computer's move."""
    labels = {o["id"]: o["label"] for o in d["options"]}
    # A multi-pick answered with no picks is a real choice: name it as the prompt's Done button does.
    nothing = d.get("none") or "nothing"

    def named(ids: list[str]) -> str:
        return "; ".join(labels.get(p, p) for p in ids if p) or nothing

    alts = [(k, v) for k, _, v in thought.choices[1:3]]
    more = "".join(f"; {named(k.split('|'))}: {round(100 * v)}%" for k, v in alts)
    return f"{named(picks)}: {round(100 * value)}% to win (of {thought.iterations} tries{more})"
