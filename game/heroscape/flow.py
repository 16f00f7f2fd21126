"""The rules' stack of steps: how a game moves on between decisions.

``state["stack"]`` is a list of frames (plain dicts, ``{"do": name, ...}``). `run` looks
at the top frame and calls its step, which either finishes (pops itself, maybe pushing
further frames) or leaves a pending decision. An answer to that decision goes to the
answer handler registered for the decision's kind, with the same top frame. Steps
and handlers register here by name so each module keeps its own rules.
"""

from __future__ import annotations

from typing import Any, Callable

from game.core.events import Unread

from .scenario_rules import check_elimination

Step = Callable[[Any, dict, dict, list], None]
Answer = Callable[[Any, dict, dict, list, list], None]

STEPS: dict[str, Step] = {}
ANSWERS: dict[str, Answer] = {}
#: Work done in one call of `run` before it gives up (a rules bug, never a player's mistake).
MAX_STEPS = 10_000


def step(name: str) -> Callable[[Step], Step]:
    """Register the step run for frames ``{"do": name}``."""
    def reg(fn: Step) -> Step:
        STEPS[name] = fn
        return fn
    return reg


def answer(kind: str) -> Callable[[Answer], Answer]:
    """Register the handler of decisions of this kind."""
    def reg(fn: Answer) -> Answer:
        ANSWERS[kind] = fn
        return fn
    return reg


def run(rules: Any, s: dict, events: list) -> None:
    """Advance until a decision is pending or the game is over. Where nobody sees the decisions
    (events.Unread with its `pick`: a random playout with its checks off, as the bench plays), a
    decision is answered where it is asked: `pick` draws and records the seat's answer as the
    playout would have, and it is carried out as the rules' resolve does, so a game goes on here
    to its end (or the playout's cap) instead of going back to the playout for every decision."""
    draw = events.pick if events.__class__ is Unread else None
    steps = 0
    while True:
        if s["result"] is not None:
            return
        pending = s["pending"]
        if pending is not None:
            if draw is None:
                return
            picked = draw(pending)
            if picked is None:  # (the playout's cap: left asked)
                return
            s["pending"] = None  # (rules.resolve, written out)
            ANSWERS[pending["kind"]](rules, s, s["stack"][-1], picked, events)
            steps = 0
            continue
        if s.get("phase") == "play" and check_elimination(rules, s, events):
            return
        frame = s["stack"][-1]
        STEPS[frame["do"]](rules, s, frame, events)
        steps += 1
        if steps >= MAX_STEPS:
            raise RuntimeError("the rules went round in circles without a decision")


def pop(s: dict) -> dict:
    """Finish the top frame."""
    return s["stack"].pop()
