"""The resolution engine: a stack of tasks kept in the state, run until a decision.

Everything that happens (a turn phase, an ability's effects, a batch of
triggered abilities, a Me First window, playing a card) is a task on
``state["stack"]``. `run` pops and carries out tasks until one asks a
question (sets ``state["pending"]`` and puts itself back on top) or the game
ends. An answer is handed to the task on top. Because the stack is plain data,
a game can be saved, undone or replayed between any two decisions.

Nested work goes on top of the stack, so resolution is depth-first: a card
played by another card resolves completely before the first one carries on
(rulebook: Resolving Cards and Abilities).

Triggered abilities are collected in *scopes* (``state["tq"]``): an ability
or a card play opens one; what its effects trigger waits in it and is resolved
as one Me First batch when the ability has finished.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from game.core import events as ev

from .book import Book
from .table import base_of_uid, seat_name

State = dict[str, Any]
Handler = Callable[["G", dict[str, Any], list[dict[str, Any]] | None], None]

TASKS: dict[str, Handler] = {}


def task(name: str) -> Callable[[Handler], Handler]:
    """Register a task handler under `name`."""
    def deco(fn: Handler) -> Handler:
        TASKS[name] = fn
        return fn
    return deco


class G:
    """One step of the rules at work: the state, the events it emits, the card book."""

    __slots__ = ("s", "events", "book", "rules", "words", "pick")

    def __init__(self, s: State, events: list, book: Book, rules: Any = None) -> None:
        self.s = s
        self.events = events
        self.book = book
        self.rules = rules
        #: Whether anyone will read the events: a random playout with its checks off won't
        #: (core events.Unread), and the commonest events then go without their words (`quiet`).
        self.words = type(events) is not ev.Unread
        #: In a random playout of random seats nobody sees the decisions either (core
        #: events.Unread's `pick`): each is drawn where it is asked (`run`), and the commonest go
        #: without their words (the Play Cards question: turn.py). None elsewhere.
        self.pick = None if self.words else events.pick

    # -- asking ---------------------------------------------------------------
    def ask(self, t: dict[str, Any], decision: dict[str, Any]) -> None:
        """Put `t` back on top of the stack and wait for `decision` to be answered."""
        self.s["stack"].append(t)
        if "public_prompt" not in decision:
            decision["public_prompt"] = f"{seat_name(self.s, decision['seat'])} is deciding."
        self.s["pending"] = decision

    def wait(self, decision: dict[str, Any]) -> None:
        """Ask from inside an effect (its task is already on top of the stack)."""
        if "public_prompt" not in decision:
            decision["public_prompt"] = f"{seat_name(self.s, decision['seat'])} is deciding."
        self.s["pending"] = decision

    def draw(self, seat: int, kind: str, options: Sequence[dict[str, Any]], lo: int = 1, hi: int = 1,
             t: dict[str, Any] | None = None) -> list[dict[str, Any]] | None:
        """Where nobody sees the decisions (`pick` set): `seat`'s answer to a question with these
        options (their words may be left out) drawn here, as the playout would draw it, and the
        picked options handed back for the rules to carry on in the same step: nothing happens
        between a question and its answer. At the playout's cap the question is left asked
        (`ask` with `t`, else `wait`) and None returned."""
        pending = {"seat": seat, "kind": kind, "options": options, "min": lo, "max": hi}
        picks = self.pick(pending)  # type: ignore[misc]
        if picks is None:
            if t is not None:
                self.s["stack"].append(t)
            pending["options"] = list(options)  # a list, whatever sequence made them (turn._Plays)
            self.s["pending"] = pending
        return picks

    def push(self, t: dict[str, Any]) -> None:
        """Schedule a task (it runs before whatever is already on the stack)."""
        self.s["stack"].append(t)

    def log(self, kind: str, text: str, **data: Any) -> None:
        """A public event."""
        self.events.append(ev.event(kind, text, **data))

    def quiet(self, kind: str) -> None:
        """An event nobody will read (`words` is False), in place of its `log`: one is still
        appended, as `run` counts them to know whether the table changed."""
        self.events.append(kind)

    # -- names ------------------------------------------------------------------
    def name(self, uid: str) -> str:
        """A card's name by uid (cards or bases)."""
        c = self.s["cards"].get(uid)
        if c is not None:
            return self.book.names[c[0]]
        b = base_of_uid(self.s, uid)
        return self.book.defs[b["id"]].name if b else uid

    def d(self, uid: str):
        """The definition of a card by uid."""
        return self.book.defs[self.s["cards"][uid][0]]

    def who(self, seat: int) -> str:
        """A seat's name."""
        return seat_name(self.s, seat)


#: What the engine and the "me first!" windows call in the modules above them: verbs puts its
#: shed_foreign_modifiers here, effects its EFFECTS, turn its push_play, each as it is imported
#: (rules.py imports them all, as it does for the tasks they register), so nothing below imports
#: upward.
LATE: dict[str, Any] = {}


def _late(name: str) -> Any:
    """A name one of the modules above the engine has put in LATE."""
    return LATE[name]


#: Kinds of event that change nothing a protection or a character modifier depends on (hands,
#: decks, the turn's phase and bookkeeping, words about scoring): a step that logged only these
#: leaves the table as settled as it found it. Any other kind, unknown ones included, is looked at.
#: ("tie" is not one: it is logged by the step that ends the turn's lasting effects unannounced.)
SETTLED_KINDS = frozenset({"draw", "shuffle", "look", "search", "reveal", "phase", "talent", "trigger",
                           "score", "standings", "mulligan", "draft"})


def run(g: G, picks: list[dict[str, Any]] | None = None) -> None:
    _run(g, picks)
    pick = g.pick
    while pick is not None and g.s["pending"] is not None:
        picks = pick(g.s["pending"])
        if picks is None:
            return
        _run(g, picks)


def _run(g: G, picks: list[dict[str, Any]] | None = None) -> None:
    """Carry out tasks until a decision is pending or the game is over.

    With `picks`, the task on top of the stack is the one that asked, and it
    receives them first.

    Before every step the table is settled: other players' character
    modifiers can't stay on a character protected from their actions
    (verbs.shed_foreign_modifiers, the Bases FAQ on Avengers Tower). Every
    change to the table logs an event, so a step after which nothing was
    logged, or only events of SETTLED_KINDS (a draw, a phase ending), changed
    nothing to settle, and the look is skipped. A table waiting for an answer
    was settled before the question (the invariants check it), so an answer is
    judged by what it logged; a run without one (the start, a table built by hand)
    looks first.
    """
    shed_foreign_modifiers = _late("shed_foreign_modifiers")
    s = g.s
    stack = s["stack"]
    events = g.events
    settled = -1  # how many events had been logged when the table was last settled (-1: look first)
    if picks is not None:
        s["pending"] = None
        t = stack.pop()
        settled = len(events)
        TASKS[t["op"]](g, t, picks)
    tasks, settled_kinds = TASKS, SETTLED_KINDS
    while s["pending"] is None and s["result"] is None:
        n = len(events)
        if n != settled:
            if settled < 0:
                shed_foreign_modifiers(g)
            else:  # was anything but SETTLED_KINDS logged since?
                for e in events[settled:n]:
                    if (e if type(e) is str else e["kind"]) not in settled_kinds:
                        shed_foreign_modifiers(g)
                        break
            settled = len(events)
        try:
            t = stack.pop()
        except IndexError:
            raise RuntimeError("the rules ran out of things to do") from None
        tasks[t["op"]](g, t, None)


# -- effects lists -------------------------------------------------------------------

def push_effects(g: G, effects: list[dict[str, Any]], ctx: dict[str, Any], *, scope: bool = True) -> None:
    """Schedule an ability's effects; with `scope`, what they trigger waits until they end."""
    if not effects:
        return
    g.push({"op": "seq", "fx": effects, "i": 0, "c": ctx, "sc": {}, "scope": scope, "open": False})


def ctx(src: str | None, you: int, here: str | None = None, there: str | None = None, **more: Any) -> dict[str, Any]:
    """A fresh ability context: source card, its controller, here/there bases."""
    c: dict[str, Any] = {"src": src, "you": you, "here": here, "there": there, "ok": True, "vars": {}}
    if more:
        c.update(more)
    return c


@task("seq")
def _seq(g: G, t: dict[str, Any], picks) -> None:
    EFFECTS = _late("EFFECTS")
    s = g.s
    stack = s["stack"]
    if t["scope"] and not t["open"]:
        t["open"] = True
        s["tq"].append([])
    fx = t["fx"]
    while t["i"] < len(fx):
        e = fx[t["i"]]
        if picks is None and e.get("if_done") and not t["c"]["ok"]:
            t["i"] += 1
            continue
        stack.append(t)
        done = EFFECTS[e["op"]](g, t, e, picks)
        picks = None
        if not done:
            return  # waiting: t is on top of the stack with the question
        t["i"] += 1
        t["sc"] = {}
        # One effect per step: we stay on the stack (under any nested work it
        # scheduled) and carry on when `run` comes back to us, after settling the table.
        return
    if t["scope"]:
        close_scope(g)


def open_scope(g: G) -> None:
    """Start collecting triggered abilities."""
    g.s["tq"].append([])


def close_scope(g: G) -> None:
    """Stop collecting: what was triggered becomes one Me First batch."""
    trigs = g.s["tq"].pop()
    if trigs:
        push_batch(g, trigs)


@task("close")
def _close(g: G, t, picks) -> None:
    close_scope(g)


def push_batch(g: G, trigs: list[dict[str, Any]], window: str | None = None, scoring: str | None = None) -> None:
    """Schedule simultaneous triggers: mandatory ones first, then optional ones (Me First)."""
    mand = [x for x in trigs if not x["may"]]
    opt = [x for x in trigs if x["may"]]
    if opt or window:
        g.push({"op": "window", "o": opt, "when": window, "sc": scoring,
                "seat": g.s["turn"]["seat"], "passes": 0})
    if mand:
        g.push({"op": "batch", "m": mand})


def emit_triggers(g: G, trigs: list[dict[str, Any]]) -> None:
    """Hand new triggers to the innermost open scope (or resolve them next)."""
    if not trigs:
        return
    if g.s["tq"]:
        g.s["tq"][-1].extend(trigs)
    else:
        push_batch(g, trigs)
