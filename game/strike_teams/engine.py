"""The rules at work: the platform's task stack (core.tasks) and `G`, one step's view of the table.

`G` wraps the state with the rules' book (content, boards) and the events being emitted, and
answers the questions every module asks: who stands where, whose side a figure is on, which
squares are adjacent now, where the Starting Zones are. Lookups that depend on figure positions
are cached inside one `G` and dropped by `moved()`.

Sides are seat numbers: 0 = the heroes, 1 = the Mastermind.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.tasks import Tasks

from .board import Board

TASKS = Tasks()
task = TASKS.task

HEROES, MASTERMIND = 0, 1
SIDE_NAMES = ("the heroes", "the Mastermind")


_IRREGULAR = {"are": "is", "have": "has", "do": "does", "go": "goes"}
_SAYS: dict[tuple[int, str, bool], str] = {}  # G.side_says, made once each


def conjugate(verb: str, plural: bool) -> str:
    """A verb in the present tense for a plural or a singular subject."""
    if plural:
        return verb
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("s", "sh", "ch", "x")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


class G:
    """One step of the rules: the state, the events it emits, the rules' book."""

    __slots__ = ("s", "events", "rules", "board", "words", "pick", "bare", "_occ", "_stacked", "_sig", "_mst", "_nb", "_ea")

    def __init__(self, s: dict[str, Any], events: list, rules: Any) -> None:
        self.s = s
        self.events = events
        self.rules = rules
        #: Whether anyone will read the events: a random playout with its checks off won't (core
        #: events.Unread), and then `log` appends only an event's kind.
        self.words = type(events) is not ev.Unread
        #: In a random playout of random seats nobody sees the decisions either (events.Unread's
        #: `pick`, the playout's draw): `run` then answers each decision as it is asked. None
        #: elsewhere.
        self.pick = None if self.words else events.pick
        #: Nobody sees the decisions (events.Unread's `unseen` set): their words (prompts, option
        #: labels) are left out; the options themselves (ids, clicks, data, order) are the worded ones.
        self.bare = not self.words and events.unseen is not None
        self.fresh()

    def fresh(self) -> None:
        """Forget everything looked up from the state: a G as `resolve` makes it for an answer."""
        s = self.s
        self.board: Board | None = self.rules.board(s["map"]) if s.get("map") else None
        self._occ: dict[str, str] | None = None
        self._stacked: set[str] = set()
        self._sig: tuple | None = None
        self._mst: dict[str, str] | None = None
        self._nb: dict[str, tuple[str, ...]] | None = None
        self._ea: dict[tuple[str, int], bool] = {}

    def run(self, picks: list | None = None) -> None:
        """Carry out tasks until a decision is pending or the game is over. Where nobody sees the
        decisions (`pick`), each is answered as it is asked, the playout's draw recorded as its
        answer, and carried out as `resolve` would, until the playout's cap. The same G goes on:
        what it looked up stays while nothing it depends on changes, as within one answer (the
        squares figures stand on until `moved`, the walls until `walls_changed`, all of it at a
        new mission), so an answer that moves nothing, or opens no door, does not look them up
        again (test_fast_paths checks them against fresh lookups at every decision)."""
        TASKS.run(self, picks)
        pick = self.pick
        if pick is not None:
            s = self.s
            while s["pending"] is not None:
                picks = pick(s["pending"])
                if picks is None:  # the cap: the decision stays asked
                    return
                TASKS.run(self, picks)

    # -- asking and scheduling --------------------------------------------------------------------
    def ask(self, t: dict[str, Any], decision: dict[str, Any]) -> None:
        """Put `t` back on the stack and wait for `decision`."""
        self.s["stack"].append(t)
        if "public_prompt" not in decision:
            decision["public_prompt"] = "" if self.bare else f"{self.side_says(decision['seat'], 'are')} deciding."
        self.s["pending"] = decision

    def ask_one(self, t: dict[str, Any], seat: int, kind: str, prompt: str, options: list[dict[str, Any]],
                **extra: Any) -> None:
        """`ask` a single-pick decision: the dict core.decisions.decision would make (options not
        empty, one pick), written out for the questions asked at nearly every step (act, march)."""
        if not options:
            raise ValueError(f"decision {kind!r} for seat {seat} has no options")
        decision = {"seat": seat, "kind": kind, "prompt": prompt, "options": options, "min": 1, "max": 1}
        decision.update(extra)
        self.ask(t, decision)

    def push(self, t: dict[str, Any]) -> None:
        """Schedule a task: it runs before what is already on the stack."""
        self.s["stack"].append(t)

    def log(self, kind: str, text: str, **data: Any) -> None:
        """A public event (only its kind when nobody will read it: `words`)."""
        if self.words:
            self.events.append(ev.event(kind, text, **data))
        else:
            self.events.append(kind)

    def quiet(self, kind: str) -> None:
        """In place of `log` when `words` is False, for the commonest events, whose words would
        be put together for nobody: one placeholder for the event."""
        self.events.append(kind)

    # -- names ------------------------------------------------------------------------------------
    def side_name(self, side: int) -> str:
        return SIDE_NAMES[side]

    def side_says(self, side: int, verb: str, start: bool = True) -> str:
        """"The heroes gain" / "The Mastermind gains" (`start`: capitalised)."""
        got = _SAYS.get((side, verb, start))
        if got is None:
            name = SIDE_NAMES[side]
            got = _SAYS[(side, verb, start)] = f"{name[0].upper() + name[1:] if start else name} {conjugate(verb, side == HEROES)}"
        return got

    def char_says(self, cid: str, verb: str) -> str:
        """"Captain America gains" / "Hydra Soldiers gain" (a henchman group is plural)."""
        return f"{self.cname(cid)} {conjugate(verb, self.rules.chars[cid].role == 'henchman')}"

    def cname(self, cid: str) -> str:
        """A character's name."""
        return self.rules.chars[cid].name

    def poss(self, cid: str) -> str:
        """"Captain America's" / "Hydra Soldiers'"."""
        name = self.cname(cid)
        return f"{name}'" if name.endswith("s") else f"{name}'s"

    def fname(self, fid: str) -> str:
        """A figure's name: the character, with a henchman figure's number."""
        char = self.s["figs"][fid]["char"]
        names = self.rules.figure_names
        got = names.get((fid, char))
        if got is None:
            name = self.rules.chars[char].name
            if "#" in fid:
                name = f"{name[:-1] if name.endswith('s') else name} {fid.split('#')[1]}"
            got = names[(fid, char)] = name
        return got

    def sq(self, cell: str | None) -> str:
        return self.board.names.get(cell, cell) if cell else "off the map"  # Board.square

    # -- figures and squares ---------------------------------------------------------------------
    def occ(self) -> dict[str, str]:
        """Square -> figure standing there (every figure on the map)."""
        if self._occ is None:
            o: dict[str, str] = {}
            stacked = self._stacked = set()
            for fid, f in self.s["figs"].items():
                p = f["pos"]
                if p is not None:
                    if p not in o:
                        o[p] = fid
                    else:
                        stacked.add(p)
            self._occ = o
        return self._occ

    def stacked(self) -> set[str]:
        """Squares where two figures stand (one passing through the other's)."""
        self.occ()
        return self._stacked

    def moved(self) -> None:
        """Figures (or tokens) moved, appeared or left: forget the cached squares."""
        self._occ = None
        self._mst = None
        self._ea = {}

    def walls_changed(self) -> None:
        self._sig = None
        self._nb = None
        self._ea = {}

    def sig(self) -> tuple:
        """What changed in the walls: breaches and open doors (keys the board's caches)."""
        if self._sig is None:
            s = self.s
            self._sig = (frozenset(s["breaches"]), frozenset(d for d, x in s["doors"].items() if x["open"]))
        return self._sig

    def adj(self, cell: str) -> tuple[str, ...]:
        """Squares adjacent to `cell` now (neighbours not cut off by a wall or closed door)."""
        nb = self._nb
        if nb is None:
            nb = self._nb = self.board.open_nbrs(self.sig())
        return nb[cell]

    def sees(self, a: str, b: str) -> bool:
        return a == b or self.board.sees(self.sig(), a, b)

    def side_of(self, fid: str) -> int:
        return self.s["chars"][self.s["figs"][fid]["char"]]["side"]

    def char_of(self, fid: str) -> dict[str, Any]:
        return self.s["chars"][self.s["figs"][fid]["char"]]

    def is_hench(self, fid: str) -> bool:
        return "#" in fid

    def enemies_adjacent(self, cell: str, side: int, ignore: str | None = None) -> bool:
        """Whether an enemy of `side` stands adjacent to `cell` (kept until something moves),
        `ignore` aside."""
        if ignore is None:
            got = self._ea.get((cell, side))
            if got is not None:
                return got
        occ = self.occ()
        figs = self.s["figs"]
        chars = self.s["chars"]
        found = False
        for n in self.adj(cell):
            f = occ.get(n)
            if f is not None and f != ignore and chars[figs[f]["char"]]["side"] != side:
                found = True
                break
        if ignore is None:
            self._ea[(cell, side)] = found
        return found

    def blocking_thing(self, cell: str) -> bool:
        """An object or a damageable objective token stands in the square (movement, slam, cover)."""
        return cell in self.s["objects"] or cell in self.ms_tokens()

    def ms_tokens(self) -> dict[str, str]:
        """Square -> objective token with a material strength lying there."""
        if self._mst is None:
            out = {}
            kinds = self.rules.token_kinds
            for tid, t in self.s["tokens"].items():
                if t["pos"] is not None and t["carrier"] is None and kinds[t["kind"]].ms:
                    out[t["pos"]] = tid
            self._mst = out
        return self._mst

    # -- zones --------------------------------------------------------------------------------------
    def in_start_zone(self, side: int, cell: str | None) -> bool:
        """Whether `cell` lies on a map tile of `side`'s Starting Zone."""
        if cell is None:
            return False
        t = self.board.tile_of.get(cell)
        return t is not None and t in self.s["zones"][side]

    def in_battle_zone(self, cell: str) -> bool:
        t = self.board.tile_of.get(cell)
        return t is not None and t not in self.s["zones"][0] and t not in self.s["zones"][1]
