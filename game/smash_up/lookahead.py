"""Trying a card play on a re-dealt copy of the table and judging where it leads.

The normal player's card plays and the search's playouts share this: a state
re-dealt from the seat's own view (redeal.py), answers carried out by the rules
themselves (so a card is worth what it really does), every later decision
answered by the quick policy (policy.py), and positions judged by judge.py.
"""

from __future__ import annotations

import math
from typing import Any

from game.core.rng import Rng

from .judge import chances, edge, equities
from .policy import Policy, pick
from .reading import Table

State = dict[str, Any]


def play(rules, state: State, picks: list[str]) -> None:
    """Carry out listed options (the rules' own validation is skipped: they come from the list)."""
    d = state["pending"]
    by_id = {o["id"]: o for o in d["options"]}
    rules.resolve(state, d["seat"], [by_id[p] for p in picks], [])


def policy_picks(policy: Policy, book, state: State, rng: Rng) -> list[str]:
    """The quick policy's answer to the pending decision of a full state."""
    d = state["pending"]
    opts = d["options"]
    if len(opts) == 1 and d["min"] == 1:
        return [opts[0]["id"]]
    t = Table.from_state(state, d["seat"], book)
    return pick(policy.scores(t, d), d, rng)


def settle(rules, policy: Policy, state: State, me: int, rng: Rng, limit: int = 40) -> None:
    """Answer every decision with the quick policy until `me` is back at a Play Cards decision, the
    turn has passed to someone else's Play Cards decision, or the game is over."""
    book = rules.book
    for _ in range(limit):
        d = state.get("pending")
        if state.get("result") is not None or d is None or d["kind"] == "play":
            return
        play(rules, state, policy_picks(policy, book, state, rng))


def value(rules, state: State, me: int) -> float:
    """My chance to win from here, as judge.py sees it (1/0 once the game is over)."""
    res = state.get("result")
    if res is not None:
        w = res.get("winners") or []
        return (1.0 / len(w) if me in w else 0.0) if w and not res.get("draw") else 0.5
    return chances(Table.from_state(state, me, rules.book))[me]


def rank(rules, state: State, me: int) -> float:
    """For comparing moves: my chance to win, and where that is all but sure either way, my equity
    over the others (so a certain win is still won the surest way)."""
    res = state.get("result")
    if res is not None:
        return value(rules, state, me) * 2.0
    t = Table.from_state(state, me, rules.book)
    return chances(t)[me] + 1e-4 * math.tanh(edge(equities(t), me) / 10.0)
