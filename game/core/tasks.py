"""A stack of tasks kept in the state and run until a decision: an engine a game's rules can build on.

Everything that happens (a phase, an attack, a power's effects) is a task: a plain dict with an
``op`` on ``state["stack"]``. `Tasks.run` pops and carries out tasks until one asks a question
(sets ``state["pending"]`` and stays on the stack) or the game ends; the answer goes to the task
on top. Because the stack is plain data, a game can be saved, undone or replayed between any two
decisions. Nested work goes on top of the stack, so it resolves before what scheduled it.

A game makes one `Tasks` registry, registers handlers ``fn(g, task, picks)`` with `task`, and
gives `run` its context object (anything with the state as ``g.s``). The optional `between` hook
runs before each task is popped (the game's checks after every step); it may push tasks of its
own, which then run first.
"""

from __future__ import annotations

from typing import Any, Callable

Handler = Callable[[Any, dict[str, Any], "list[dict[str, Any]] | None"], None]


class Tasks:
    """A game's task handlers by name."""

    def __init__(self) -> None:
        self.handlers: dict[str, Handler] = {}

    def task(self, name: str) -> Callable[[Handler], Handler]:
        """Register a handler under `name` (a decorator)."""
        def deco(fn: Handler) -> Handler:
            if name in self.handlers:
                raise ValueError(f"task {name!r} is registered twice")
            self.handlers[name] = fn
            return fn
        return deco

    def run(self, g: Any, picks: list[dict[str, Any]] | None = None,
            between: Callable[[Any], None] | None = None) -> None:
        """Carry out tasks until a decision is pending or the game is over.

        With `picks` the task on top of the stack is the one that asked, and it gets them.
        """
        s = g.s
        stack = s["stack"]
        handlers = self.handlers
        if picks is not None:
            s["pending"] = None
            t = stack.pop()
            handlers[t["op"]](g, t, picks)
        while s["pending"] is None and s["result"] is None:
            if between is not None:
                between(g)
                if s["pending"] is not None or s["result"] is not None:
                    return
            if not stack:
                raise RuntimeError("the rules ran out of things to do")
            t = stack.pop()
            handlers[t["op"]](g, t, None)
