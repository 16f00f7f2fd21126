"""The hard player checks its search's best few plays against the next player's answer.

The search (search_hooks.py) judges every line where my turn ends, before
anyone has answered it: a base I lead by a little, a card or two from
breaking, counts as mine although the next player moves first (the blind spot
issue 9's trace of seed 2 shows). Judging each line in the tree after a played
out reply was measured worse: one reply by the quick policy a line is a noisy,
weak model of the answer. Here the reply is checked once, at the root, for the
search's best few answers only, on the same re-deals for each (paired, so
the comparison is fair), and played the way the normal player plays: each Play
Cards decision tried option by option on the line's own table (lookahead.py),
the quick policy for the rest. Each line is judged when my next turn starts
(judge.py), and the answer with the best mean is given.

Only the seat's own view is re-dealt (redeal.py) and the generator is the
player's own, so it never peeks.
"""

from __future__ import annotations

import json
from typing import Any

from game.core.decisions import answer
from game.core.rng import Rng
from game.core.search import SearchPlayer

from .ai import FOLLOW_UPS
from .lookahead import play, policy_picks, rank, settle, value
from .policy import Policy

#: Root answers checked (by the search's order), and how far below the best mean one may be.
CHECKED = 3
MARGIN = 0.1
#: Re-deals each checked answer is played out on.
DEALS = 4
#: Decisions a checked line may run (my turn, the next player's, to my next Play Cards decision).
STEPS = 200


class CheckingPlayer(SearchPlayer):
    """A SearchPlayer whose best few root answers are played on through the next player's turn (module
    docstring)."""

    def __init__(self, rules, hooks, fallback, *, iterations: int, checked: int = CHECKED,
                 deals: int = DEALS, margin: float = MARGIN) -> None:
        super().__init__(rules, hooks, fallback, iterations=iterations)
        self.rules = rules
        self.policy = Policy(rules.book)
        self.checked, self.deals, self.margin = checked, deals, margin

    def choose(self, seen, rng: Rng) -> dict[str, Any]:
        self.last = None  # set again only if this decision is searched
        out = super().choose(seen, rng)
        thought = self.last
        d = seen.decision
        if thought is None or len(thought.choices) < 2:
            return out
        best = thought.choices[0][2]
        keys = [k for k, _, v in thought.choices[:self.checked] if v >= best - self.margin]
        if len(keys) < 2:
            return out
        means = self.check(seen.view, d["seat"], keys, rng)
        pick = max(range(len(keys)), key=lambda i: (means[i], -i))
        if pick == 0:
            return out
        picks = keys[pick].split("|") if keys[pick] else []
        got = answer(d["seat"], picks)
        got["why"] = out.get("why", "") + f"; checked against the reply: {round(100 * means[pick])}%"
        return got

    def check(self, view: dict[str, Any], me: int, keys: list[str], rng: Rng) -> list[float]:
        """Each answer's mean judged worth at my next turn, over the same re-deals."""
        hooks = self.search.hooks
        total = [0.0] * len(keys)
        turn = view["turn"]["number"]
        for _ in range(self.deals):
            base = hooks.determinize(view, me, rng)
            base["rng"] = rng.below(2**62) + 1
            seed = rng.below(2**62)
            text = json.dumps(base)
            for i, k in enumerate(keys):
                s = json.loads(text)
                play(self.rules, s, k.split("|") if k else [])
                self._play_on(s, me, turn + s["seats"], Rng(seed))
                total[i] += value(self.rules, s, me)
        return [t / self.deals for t in total]

    def _play_on(self, s: dict[str, Any], me: int, until: int, rng: Rng) -> None:
        """Every decision answered as the normal player would, up to my next Play Cards decision."""
        for _ in range(STEPS):
            d = s.get("pending")
            if s.get("result") is not None or d is None:
                return
            if d["kind"] == "play" and s["turn"]["n"] >= until:
                return
            if d["kind"] == "play" and len(d["options"]) > 1:
                play(self.rules, s, [self._tried(s, d, rng)])
            else:
                play(self.rules, s, policy_picks(self.policy, self.rules.book, s, rng))

    def _tried(self, s: dict[str, Any], d: dict[str, Any], rng: Rng) -> str:
        """The normal player's choice on this table: each option tried, the rest settled by the quick policy."""
        seat = d["seat"]
        seed = rng.below(2**62)
        text = json.dumps(s)
        best, best_id = None, None
        for o in d["options"]:
            t = json.loads(text)
            if o["id"] != "end":
                play(self.rules, t, [o["id"]])
                settle(self.rules, self.policy, t, seat, Rng(seed), FOLLOW_UPS)
            r = rank(self.rules, t, seat)
            if best is None or r > best:
                best, best_id = r, o["id"]
        return best_id
