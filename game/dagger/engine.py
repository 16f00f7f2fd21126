"""The resolution engine: the platform's task stack (game/core/tasks.py) with D.A.G.G.E.R.'s context.

Everything that happens is a task on ``state["stack"]``. Effect lists keep their working values
(the acting hero, a boosted token, the successes of the last test, the picked target) in a
context under ``state["ctx"][id]``, so that a pick or a roll in the middle of a list can be saved,
undone and replayed like anything else.

Between two tasks (`between`) the missions completed by a condition are checked; the other end
conditions (threat, overrun bases, eliminated heroes, the nemesis beaten in the showdown) are
checked where they change, so the game ends the moment one is met.
"""

from __future__ import annotations

from typing import Any, Callable

from game.core import events as ev
from game.core.tasks import Tasks

TASKS = Tasks()
task = TASKS.task


class G:
    """One step of the rules at work: the state, the events it emits, the book."""

    __slots__ = ("s", "events", "book", "rules")

    def __init__(self, s: dict[str, Any], events: list, book: Any, rules: Any = None) -> None:
        self.s = s
        self.events = events
        self.book = book
        self.rules = rules

    # -- asking -------------------------------------------------------------------------------
    def ask(self, t: dict[str, Any], decision: dict[str, Any]) -> None:
        """Put `t` back on top of the stack and wait for `decision` to be answered."""
        self.s["stack"].append(t)
        if "public_prompt" not in decision:
            decision["public_prompt"] = decision["prompt"]
        self.s["pending"] = decision

    def push(self, t: dict[str, Any]) -> None:
        """Schedule a task: it runs before what is already on the stack."""
        self.s["stack"].append(t)

    def log(self, kind: str, text: str, **data: Any) -> None:
        """A public event."""
        self.events.append(ev.event(kind, text, **data))

    # -- effect contexts ------------------------------------------------------------------------
    def new_ctx(self, h: int | None, **more: Any) -> str:
        """A fresh effect context for hero `h` (None: the nemesis phase, no hero acting)."""
        s = self.s
        s["cn"] += 1
        cid = str(s["cn"])
        c = {"h": h, "boosted": False, "x": 0, "wilds": 0, "zero": False, "target": None, "chosen": None,
             "mission": None, "src": ""}
        c.update(more)
        s["ctx"][cid] = c
        return cid

    def ctx(self, cid: str) -> dict[str, Any]:
        """A context by id."""
        return self.s["ctx"][cid]

    # -- names ----------------------------------------------------------------------------------
    def hname(self, h: int) -> str:
        """A hero's name."""
        return self.book.heroes[self.s["heroes"][h]["hero"]].name

    def ename(self, e: dict[str, Any]) -> str:
        """An enemy's name."""
        return self.book.enemies[e["card"]].name

    def nname(self) -> str:
        """The nemesis's name."""
        return self.book.nemeses[self.s["nem"]["id"]].name


def push_fx(g: G, effects: list[dict[str, Any]], cid: str, own: bool = False) -> None:
    """Schedule an effect list in context `cid` (`own`: the context ends with it)."""
    if effects:
        g.push({"op": "fx", "l": effects, "i": 0, "c": cid, "own": own})
    elif own:
        g.s["ctx"].pop(cid, None)


def run(g: G, picks: list[dict[str, Any]] | None = None) -> None:
    """Carry out tasks until a decision is pending or the game is over."""
    TASKS.run(g, picks, between)


#: Checks run between two tasks while ``state["watch"]`` is on. missions.py adds its own: the
#: mission rules sit above this engine, which only knows when to look.
BETWEEN_CHECKS: list[Callable[[G], None]] = []


def between(g: G) -> None:
    """Missions completed by a condition are completed the moment it holds."""
    if g.s["watch"]:
        for check in BETWEEN_CHECKS:
            check(g)
