"""The resolution engine: the platform's task stack, with the rulebook's checks between steps.

Between any two steps (`between`):

1. the state-based checks run when something changed (`stun.settle`: DEF 0 stuns, enough wounds
   KO, a lost main character ends a player's game or the whole game);
2. triggered powers waiting in ``state["tq"]`` resolve before anything else can be played, but
   never in the middle of an effect list (rulebook: Timing) — an ``fx`` task on top of the stack
   finishes first.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.tasks import Tasks

from .table import seat_name

TASKS = Tasks()
task = TASKS.task

#: Tasks in the middle of resolving something: triggers wait until they are done.
BUSY = frozenset({"fx", "use", "pay"})


class G:
    """One step of the rules at work: the state, the events it emits, the card book."""

    __slots__ = ("s", "events", "book", "rules", "dirty", "words", "taken", "again", "pick")

    def __init__(self, s: dict[str, Any], events: list, book: Any, rules: Any = None) -> None:
        self.s = s
        self.events = events
        self.book = book
        self.rules = rules
        self.dirty = False  # set by whatever may call for the state-based checks
        #: Whether anyone will read the events: a random playout with its checks off won't (core
        #: events.Unread), and then `log` leaves out their words; the commonest, whose words cost
        #: most to put together, are not even worded (`if g.words: g.log(...) else: g.quiet(...)`).
        self.words = type(events) is not ev.Unread
        #: In a random playout of random seats nobody sees the decisions either (core
        #: events.Unread's `unseen`, the playout's record): a decision with one possible answer is
        #: then answered here (`answer_alone`), the answer recorded as if asked, the decisions go
        #: without their words, and the others are answered where they are asked (`pick`, the
        #: playout's draw: `draw` for the commonest questions, which go on in the same step with
        #: only the option drawn made, `run` for the rest). None elsewhere.
        self.taken = None if self.words else events.unseen
        self.pick = None if self.words else events.pick
        #: Set by an attack taken back when nobody sees the decisions: the Main Phase's next
        #: question is the one it asked before (turn.KEPT).
        self.again = False

    # -- asking -------------------------------------------------------------------------------
    def ask(self, t: dict[str, Any], decision: dict[str, Any]) -> None:
        """Put `t` back on top of the stack and wait for `decision` to be answered."""
        self.s["stack"].append(t)
        self.wait(decision)

    def ask_one(self, t: dict[str, Any], seat: int, kind: str, prompt: str, options: list[dict[str, Any]],
                public_prompt: str) -> None:
        """`ask` a single-pick decision: the dict core.decisions.decision would make (options not
        empty, one pick), written out for the commonest questions, which are asked at every step."""
        if not options:
            raise ValueError(f"decision {kind!r} for seat {seat} has no options")
        self.s["stack"].append(t)
        self.s["pending"] = {"seat": seat, "kind": kind, "prompt": prompt, "options": options, "min": 1, "max": 1,
                             "public_prompt": public_prompt}

    def draw(self, t: dict[str, Any], seat: int, kind: str, options: list[dict[str, Any]], lo: int = 1,
             hi: int = 1, **extra: Any) -> list[dict[str, Any]] | None:
        """Where nobody sees the decisions (`pick` set): `seat`'s answer to `t`'s question drawn here,
        as the playout would draw it once the question was asked (`run`), and the picked options
        handed back for `t` to carry out in the same step, as `resolve` would with a fresh G
        (`dirty` and `again` as a fresh G has them): nothing happens between a question and its
        answer. At the playout's cap, or with no `pick` (nobody sees the decisions but every
        question is asked), the question is left asked (`t` back on the stack) and None handed
        back (`extra`: more of the question, as `ask` would have kept it)."""
        pending = {"seat": seat, "kind": kind, "prompt": "", "options": options, "min": lo, "max": hi,
                   "public_prompt": ""}
        pick = self.pick
        picks = None if pick is None else pick(pending)
        if picks is None:
            if type(options) is not list:  # Made: every option made, as `ask` would have them
                pending["options"] = [options[i] for i in range(len(options))]
            pending.update(extra)
            self.s["stack"].append(t)
            self.s["pending"] = pending
            return None
        self.dirty = False
        self.again = False
        return picks

    def answer_alone(self, seat: int, oid: str) -> bool:
        """Whether `seat`'s decision whose one option is `oid` (one pick) was answered without
        asking it (nobody sees the decisions: see `taken`). The caller then goes on as the answer
        would have had it go: nothing else happens between a question and its answer."""
        taken = self.taken
        if taken is None or len(taken) >= self.events.room:
            return False
        taken.append({"seat": seat, "picks": [oid]})
        return True

    def wait(self, decision: dict[str, Any]) -> None:
        """Wait for `decision` (the asking task is already on top of the stack)."""
        if "public_prompt" not in decision:
            decision["public_prompt"] = f"{seat_name(self.s, decision['seat'])} is deciding."
        self.s["pending"] = decision

    def push(self, t: dict[str, Any]) -> None:
        """Schedule a task: it runs before what is already on the stack."""
        self.s["stack"].append(t)

    def log(self, kind: str, text: str, **data: Any) -> None:
        """A public event (only its kind when nobody will read it)."""
        if self.words:
            self.events.append(ev.event(kind, text, **data))
        else:
            self.events.append(kind)

    def quiet(self, kind: str) -> None:
        """In place of `log` when `words` is False: one placeholder for the event nobody reads."""
        self.events.append(kind)

    # -- names ----------------------------------------------------------------------------------
    def d(self, uid: str) -> Any:
        """The card definition of a card."""
        return self.book.defs[self.s["cards"][uid][0]]

    def name(self, uid: str) -> str:
        """A card's name."""
        return self.book.defs[self.s["cards"][uid][0]].name

    def who(self, seat: int) -> str:
        """A seat's name (table.seat_name)."""
        names = self.s.get("names")
        if names and seat < len(names) and names[seat]:
            return names[seat]
        return _PLAYER[seat] if seat < 8 else f"Player {seat + 1}"


class Made(list):
    """A question's options where nobody sees it (G.draw), as what each is made from (a uid, say):
    the draw reads the count and one option of the few, and only that one is made, by the
    subclass's `__getitem__`, the same dict the question would have listed. Iterating gives what
    they are made from, not the options: a Made is for one-pick questions, whose draw indexes it."""

    __slots__ = ()


#: In a playout nobody watches (G.taken): the Main Phase's task as it last asked, the options it
#: offered and the attack an "attack with" answer then began (turn.py). An attack taken back
#: ("back", combat.py) leaves the table as it was when they were worked out (only that attack's own
#: task changed), so they are offered again as they were (G.again), not worked out again.
KEPT: list = [None, None, None]

#: The names of seats nobody named (eight: G.who).
_PLAYER = tuple(f"Player {i + 1}" for i in range(8))


#: What the engine and the modules low in the rules call in the modules above them: stun puts its
#: settle here, ending its main_characters_lost, turn its abandon_turn, effects its condition,
#: each as it is imported (rules.py imports them all, as it does for the tasks they register), so
#: nothing below imports upward.
LATE: dict[str, Any] = {}


def _late(name: str) -> Any:
    """A name one of the modules above has put in LATE."""
    return LATE[name]


def run(g: G, picks: list[dict[str, Any]] | None = None) -> None:
    """Carry out tasks until a decision is pending or the game is over. Where nobody sees the
    decisions (G.pick) each is answered as it is asked, and carried out as `resolve` would with a
    fresh G (nothing kept from before the question: `dirty`, `again`), until the playout's cap."""
    TASKS.run(g, picks, between)
    pick = g.pick
    if pick is not None:
        s = g.s
        while s["pending"] is not None:
            picks = pick(s["pending"])
            if picks is None:
                return
            g.dirty = False
            g.again = False
            TASKS.run(g, picks, between)


def between(g: G) -> None:
    """The checks between two steps (see the module docstring)."""
    s = g.s
    if g.dirty:
        LATE["settle"](g)
        if s["result"] is not None:
            return
    if s["tq"]:
        stack = s["stack"]
        if not stack or stack[-1]["op"] not in BUSY:
            stack.append({"op": "triggers"})


def push_fx(g: G, effects: list[dict[str, Any]], ctx: dict[str, Any]) -> None:
    """Schedule an effect list with its context (see effects.py)."""
    if effects:
        g.push({"op": "fx", "l": effects, "i": 0, "c": ctx})


def ctx(you: int, src: str | None = None, **more: Any) -> dict[str, Any]:
    """A fresh effect context: who uses it (``you``), whose power it is (``src``)."""
    c: dict[str, Any] = {"you": you, "src": src, "vars": {}, "ok": True}
    c.update(more)
    return c
