"""D.A.G.G.E.R.'s hooks for the platform's information-set search: the hard computer team.

The search plays the team's shared decisions against the nemesis, which the rules run: the
nemesis is chance, like the dice. Only a hero's turn (which action, with which token) is
searched; every other decision goes to the normal team, in the search's playouts too.

- ``determinize``: a state re-dealt from the view (redeal.py): the event deck pile by pile from
  the events nobody has seen, the side mission deck, the dice ahead;
- ``worth_searching``: a hero's turn whose best few actions the normal team judges close (a
  clear best needs no search);
- ``candidates``: the normal team's best few actions, each a different action (the same action
  with the other token is seldom a different turn, and would crowd out a real alternative);
- ``rollout``: the normal team, reading the re-dealt table (never the decks' order);
- ``rollout_over``: the next round's first turn (the nemesis phase played out in between);
- ``evaluate``: judge.py's chance the team wins from there.

`HardTeam` plays every candidate from the same re-deals with the same dice (the platform's
PairedSearch play-out, common random numbers): over a round the events and the dice swing the
judge's value far more than two actions differ, and played from the same deal that swing is
common to both. It keeps the normal team's choice unless another action is better on those
deals by MARGIN (a few deals each; the normal choice is a good prior).

`permute_hidden` (redeal.py) is what the never-peeks tests shuffle with.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import answer
from game.core.paired import PairedSearch
from game.core.rng import Rng
from game.core.search import SearchPlayer, Thought

from . import judge
from .ai import NormalTeam, Reader
from .redeal import determinize, permute_hidden, rebuildable
from .wording import TOKEN_WORDS

__all__ = ["DaggerHooks", "HardTeam", "action_of", "hard_player", "permute_hidden"]

#: Play-outs per searched turn (shared among the candidates, every candidate on every deal);
#: different actions kept; how close (in the normal team's currency) the runner-up action must be
#: to the best for a turn to be searched at all.
ITERATIONS = 24
WIDTH = 3
CLOSE = 2.0
#: How much better (in chance to win, on the same deals) another action must be before the team
#: gives up the normal team's choice.
MARGIN = 0.01
#: Decisions a playout may run before the position is judged (it stops sooner at the horizon).
ROLLOUT_DEPTH = 80


def action_of(oid: str) -> str:
    """A turn option without its token: the action it takes (``a:fight:boost`` -> ``a:fight``)."""
    parts = oid.split(":")
    return ":".join([parts[0]] + [p for p in parts[1:] if p not in TOKEN_WORDS])


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
        self._ranked: tuple[tuple, list[tuple[str, float]]] | None = None

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
        """The turn's options, best first by the normal team's judgement, one per action (its
        better token)."""
        if self._ranked is not None and self._ranked[0] == key:
            return self._ranked[1]
        r = reader or Reader.of_state(self.rules, state)
        h = d["hero"]
        vals = [(o["id"], self.normal.turn_value(r, h, o["id"])) for o in d["options"]]
        ranked, seen = [], set()
        for oid, v in sorted(vals, key=lambda x: -x[1]):  # ties as the normal team breaks them: the first offered
            if action_of(oid) not in seen:
                seen.add(action_of(oid))
                ranked.append((oid, v))
        self._ranked = (key, ranked)
        return ranked


def _key(round_: int, d: dict[str, Any]) -> tuple:
    """Which decision this is: the round, the hero and the options offered."""
    return round_, d.get("hero"), tuple(o["id"] for o in d["options"])


class HardTeam(SearchPlayer):
    """The normal team's action unless, played from the same re-deals, another is better by the margin."""

    def __init__(self, rules: Any, hooks: DaggerHooks, iterations: int, margin: float = MARGIN) -> None:
        super().__init__(rules, hooks, NormalTeam(rules), iterations=iterations)
        self.search = PairedSearch(rules, hooks, iterations=iterations)
        self.margin = margin

    def choose(self, seen: Any, rng: Rng) -> dict[str, Any]:
        d = seen.decision
        hooks = self.search.hooks
        if len(d["options"]) == 1 and d["min"] == 1:
            return answer(d["seat"], [d["options"][0]["id"]])
        if not hooks.worth_searching(seen.view, d):
            return self.fallback.choose(seen, rng)
        ranked = hooks._ranked[1]
        keys = [oid for oid, _ in ranked[:hooks.width]]
        usual = keys[0]
        deals = max(1, self.search.iterations // len(keys))
        values: dict[str, list[float]] = {k: [] for k in keys}
        view = seen.view
        for _ in range(deals):
            seed = rng.below(2**62) + 1
            for k in keys:
                values[k].append(self.search._play_out(view, d["seat"], seed, [k]))
        means = {k: sum(v) / len(v) for k, v in values.items()}
        best = max(keys, key=lambda k: (means[k], -keys.index(k)))
        self.last = Thought(d["seat"], deals * len(keys),
                            sorted(((k, deals, means[k]) for k in keys), key=lambda x: (x[0] != best, -x[2])))
        if best != usual and means[best] - means[usual] < self.margin:
            best = usual
        out = answer(d["seat"], [best])
        labels = {o["id"]: o["label"] for o in d["options"]}
        others = "; ".join(f"{labels[k]}: {round(100 * means[k])}%" for k in keys if k != best)
        usual_words = "the usual choice, " if best == usual else ""
        out["why"] = (f"{labels[best]}: {usual_words}{round(100 * means[best])}% to win "
                      f"(each action on the same {deals} deals{'; ' + others if others else ''})")
        return out


def hard_player(rules: Any, iterations: int = ITERATIONS, margin: float = MARGIN, **hooks: Any) -> HardTeam:
    """The hard level: the search with these hooks, the normal team for what it does not search."""
    return HardTeam(rules, DaggerHooks(rules, **hooks), iterations, margin)
