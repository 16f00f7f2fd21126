"""D.A.G.G.E.R.'s hooks for the platform's information-set search: the hard computer team.

The search plays the team's shared decisions against the nemesis, which the rules run: the
nemesis is chance, like the dice. Only a hero's turn (which action, with which token) is
searched; every other decision goes to the normal team, in the search's playouts too.

- ``determinize``: a state re-dealt from the view (redeal.py): the event deck pile by pile from
  the events nobody has seen, the side mission deck, the dice ahead;
- ``worth_searching``: a hero's turn whose best few actions the normal team judges close (a
  clear best needs no search);
- ``candidates``: the normal team's best few actions (by its one-step judgement);
- ``rollout``: the normal team, reading the re-dealt table (never the decks' order);
- ``rollout_over``: the next round's first turn (the nemesis phase played out in between);
- ``evaluate``: judge.py's chance the team wins from there.

`HardTeam` keeps the normal team's choice unless the playouts find another action clearly better
(MARGIN): with a few playouts each the estimates are noisy, and the normal choice is a good prior.

`permute_hidden` (redeal.py) is what the never-peeks tests shuffle with.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import answer
from game.core.rng import Rng
from game.core.search import SearchPlayer

from . import judge
from .ai import NormalTeam, Reader
from .redeal import determinize, permute_hidden, rebuildable

__all__ = ["DaggerHooks", "HardTeam", "hard_player", "permute_hidden"]

#: Iterations per searched turn; actions kept; how close (in the normal team's currency) the
#: runner-up must be to the best for a turn to be searched at all.
ITERATIONS = 24
WIDTH = 2
CLOSE = 1.5
#: How much better (in chance to win) the playouts must find another action before the team gives
#: up the normal team's choice: a few playouts each are noisy, and the normal choice is a good prior.
MARGIN = 0.05
#: Decisions a playout may run before the position is judged (it stops sooner at the horizon).
ROLLOUT_DEPTH = 80


class DaggerHooks:
    """See the module docstring."""

    def __init__(self, rules: Any, width: int = WIDTH, close: float = CLOSE, horizon: str = "round",
                 depth: int = ROLLOUT_DEPTH) -> None:
        self.rules = rules
        self.width = width
        self.close = close
        self.horizon = horizon
        self.rollout_depth = depth
        self.normal = NormalTeam(rules)
        self._round = 0
        self._ranked: tuple[tuple, list[str]] | None = None

    # -- the hooks -------------------------------------------------------------------------------
    def determinize(self, view: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
        self._round = view["round"]
        return determinize(self.rules, view, rng)

    def worth_searching(self, view: dict[str, Any], decision: dict[str, Any]) -> bool:
        if not rebuildable(view) or len(decision["options"]) < 2:
            return False
        self._ranked = None  # a new decision: rank it afresh
        ranked = self._rank(Reader(self.rules, view), decision, _key(view["round"], decision))
        return len(ranked) > 1 and ranked[0][1] - ranked[1][1] < self.close

    def candidates(self, state: dict[str, Any], rng: Rng) -> list[list[str]]:
        d = state["pending"]
        ranked = self._rank(None, d, _key(state["round"], d), state)
        return [[oid] for oid, _ in ranked[:self.width]]

    def rollout(self, state: dict[str, Any], seat: int, rng: Rng) -> list[str]:
        d = state["pending"]
        if len(d["options"]) == 1 and d["min"] == 1:
            return [d["options"][0]["id"]]
        return self.normal.decide(Reader.of_state(self.rules, state), d, rng)

    def rollout_over(self, state: dict[str, Any]) -> bool:
        d = state.get("pending")
        if d is None:
            return True
        if self.horizon == "turn":
            return d["kind"] == "turn"
        return d["kind"] == "turn" and state["round"] > self._round

    def evaluate(self, state: dict[str, Any], seat: int) -> float:
        return judge.value(self.rules, state)

    # -- the normal team's ranking of a turn's actions, kept for the decision searched --------
    def _rank(self, reader: Reader | None, d: dict[str, Any], key: tuple,
              state: dict[str, Any] | None = None) -> list[tuple[str, float]]:
        if self._ranked is not None and self._ranked[0] == key:
            return self._ranked[1]
        r = reader or Reader.of_state(self.rules, state)
        h = d["hero"]
        vals = [(o["id"], self.normal.turn_value(r, h, o["id"])) for o in d["options"]]
        ranked = sorted(vals, key=lambda x: -x[1])  # ties as the normal team breaks them: the first offered
        self._ranked = (key, ranked)
        return ranked


def _key(round_: int, d: dict[str, Any]) -> tuple:
    """Which decision this is: the round, the hero and the options offered."""
    return round_, d.get("hero"), tuple(o["id"] for o in d["options"])


class HardTeam(SearchPlayer):
    """The search's choice where its playouts find it clearly better than the normal team's."""

    def __init__(self, rules: Any, hooks: DaggerHooks, iterations: int, margin: float = MARGIN) -> None:
        super().__init__(rules, hooks, NormalTeam(rules), iterations=iterations)
        self.search.max_tree_depth = 1
        self.margin = margin

    def choose(self, seen: Any, rng: Rng) -> dict[str, Any]:
        before = self.last
        out = super().choose(seen, rng)
        thought = self.last
        ranked = self.search.hooks._ranked
        if thought is before or thought is None or not ranked or not thought.choices:
            return out
        usual = ranked[1][0][0]
        means = {k: v for k, _, v in thought.choices}
        best = thought.best()[0]
        if best != usual and usual in means and means[best] - means[usual] < self.margin:
            out = answer(out["seat"], [usual])
            out["why"] = (f"the usual choice: the playouts found nothing clearly better "
                          f"({round(100 * means[usual])}% to win, of {thought.iterations} tries)")
        return out


def hard_player(rules: Any, iterations: int = ITERATIONS, margin: float = MARGIN, **hooks: Any) -> HardTeam:
    """The hard level: the search with these hooks, the normal team for what it does not search."""
    return HardTeam(rules, DaggerHooks(rules, **hooks), iterations, margin)
