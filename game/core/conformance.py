"""Seeded playouts: the conformance test every game registers for, and `simulate`.

A playout seats players, answers every decision through the one validating
entry point and, with checks on, asserts after every step that the game's
invariants hold, that every listed option is accepted (sampled), and now and
then that the state round-trips through JSON.
"""

from __future__ import annotations

import gc
import json
import marshal
import pickle
import traceback
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Sequence

from .decisions import answer
from .errors import IllegalChoice, RulesBug
from .events import Unread
from .match import Match, normalise_setup
from .players import Player, PlayerRegistry, RandomPlayer, SeatView, player_rng, random_options, random_picks, random_stream
from .rng import GOLDEN, MASK, Rng
from .rules import GameRules, Setup, State, apply

ROUNDTRIP_EVERY = 17
#: The collector's first threshold while a game is played (the interpreter's default is 700).
YOUNG_THRESHOLD = 10_000
TRY_ALL_EVERY = 23


@dataclass
class Playout:
    """How one playout ended."""

    setup: Setup
    answers: list[dict[str, Any]] = field(default_factory=list)
    result: dict[str, Any] | None = None
    capped: bool = False
    error: str | None = None
    error_index: int | None = None

    @property
    def decisions(self) -> int:
        """Decisions answered."""
        return len(self.answers)

    def replay_record(self) -> dict[str, Any]:
        """A replay file for this playout (setup + answers + what went wrong)."""
        return {"format": "marvel-tabletop-replay", "format_version": 1,
                "setup": self.setup, "answers": self.answers,
                "error": self.error, "error_index": self.error_index}


def playout(rules: GameRules, setup: Setup, players: Sequence[Player] | None = None, *,
            checks: bool = True, cap: int | None = None) -> Playout:
    """Play one game to its end (or the cap) and report it; never raises.

    Played in `settled_heap`; the game is the same either way."""
    with settled_heap():
        return _playout(rules, setup, players, checks, cap)


@contextmanager
def settled_heap():
    """What lives before the block (the content, the battlefields' kept data, other games a
    caller loaded) frozen for the collector while the block runs, and young collections less
    often, so its collections walk only what the block makes: 10-14% of a Heroscape playout's
    time was spent in full collections over the rest. Nested use leaves the outer freeze alone;
    the objects are given back at the end."""
    if gc.get_freeze_count():
        yield
        return
    gc.freeze()
    # young collections less often (bench's 20 Heroscape games: 0.4% fewer instructions): what a
    # decision makes is mostly gone before the next collection, and a collection walks what is
    # left (a threshold of 0, the collector off, is left as it is)
    was = gc.get_threshold()
    if 0 < was[0] < YOUNG_THRESHOLD:
        gc.set_threshold(YOUNG_THRESHOLD, *was[1:])
    try:
        yield
    finally:
        gc.set_threshold(*was)
        gc.unfreeze()


def _playout(rules: GameRules, setup: Setup, players: Sequence[Player] | None, checks: bool,
             cap: int | None) -> Playout:
    setup = normalise_setup(rules, setup)
    out = Playout(setup)
    cap = rules.decision_cap if cap is None else cap
    if players is None:
        reg = PlayerRegistry()
        players = [reg.make("random", rules, s) for s in range(len(setup["seats"]))]  # type: ignore[misc]
    try:
        state = rules.new_game(setup, [])
    except Exception:  # noqa: BLE001 - a playout reports, it never crashes the run
        out.error = traceback.format_exc(limit=8)
        out.error_index = -1
        return out
    step = 0
    # random seats' answers are drawn in place (random_options)
    streams = [random_stream(state["seed"], s) if type(p) is RandomPlayer else None for s, p in enumerate(players)]
    if not checks and None not in streams:
        return _random_playout(rules, state, streams, cap, out)
    while state.get("result") is None:
        if step >= cap:
            out.capped = True
            break
        pending = state.get("pending")
        try:
            if pending is None:
                raise RulesBug("no result and no pending decision")
            seat = pending["seat"]
            stream = streams[seat]
            picked = None
            if stream is not None:
                picked = random_options(pending, stream, step)
                ans = {"seat": seat, "picks": [o["id"] for o in picked]}
            else:
                ans = players[seat].choose(SeatView(rules, state, seat), player_rng(state, seat, step))
            if checks:
                picked = None  # checks on: the answer goes through the platform's own check
                if step % TRY_ALL_EVERY == 0:
                    _try_every_option(rules, state, ans)
            apply(rules, state, ans, unread=not checks, picked=picked)  # checks off: nobody reads the events
            out.answers.append(ans)
            if checks:
                broken = rules.invariants(state)
                if broken:
                    raise RulesBug("; ".join(broken))
                if step % ROUNDTRIP_EVERY == 0 and not round_trips(state):
                    raise RulesBug("state does not round-trip through JSON")
        except Exception as err:  # noqa: BLE001
            out.error = _describe(err)
            out.error_index = step
            return out
        step += 1
    out.result = state.get("result")
    return out


#: fork_next(stream, step), then seed_state of that, then the generator's first step (+ GOLDEN),
#: all modulo 2**64, are one multiply-add of `stream ^ step` (the masks in between change nothing
#: modulo 2**64): what `_random_playout` draws a random seat's answer from, a third of the cost of
#: writing the three steps out (the same numbers: tests/core).
_DRAW_MUL = (31 * 0xBF58476D1CE4E5B9 * 0xBF58476D1CE4E5B9) & MASK
_DRAW_ADD = (7 * 0xBF58476D1CE4E5B9 * 0xBF58476D1CE4E5B9 + 0x632BE59BD9B4E019 * 0xBF58476D1CE4E5B9
             + 0x632BE59BD9B4E019 + GOLDEN) & MASK


def _random_playout(rules: GameRules, state: State, streams: list[int], cap: int, out: Playout) -> Playout:
    """`_playout`'s loop when every seat is random and the checks are off (the bench, `simulate
    --fast`): the same answers and the same calls to the rules as the general loop makes through
    random_options and apply (their steps written out here: they are most of the platform's share
    of a playout, a call or two per decision each), and nothing else. Nobody sees the decisions:
    the rules may leave their words out, answer those with one possible answer themselves and have
    the others drawn where they ask them (events.Unread's `unseen`, `room` and `pick`); the
    answers they take are recorded as if asked."""
    answers = out.answers
    resolve = rules.resolve
    check = None if type(rules).check is GameRules.check else rules.check  # the contract's check does nothing
    drawing = False  # a draw has begun and its answer is not recorded yet

    def pick(pending: dict[str, Any]) -> list[dict[str, Any]] | None:
        """The random seat's answer to `pending`, drawn and recorded as the next decision's (as
        random_options draws it); None at the cap, where the playout stops."""
        nonlocal drawing
        step = len(answers)
        if step >= cap:
            return None
        drawing = True
        seat = pending["seat"]
        # random_options(pending, streams[seat], step), written out: fork_next, seed_state and the
        # generator's first step folded into one multiply-add (_DRAW_MUL, _DRAW_ADD), then the
        # count's draw, then the pick's (mix as rng.mix)
        r = ((streams[seat] ^ step) * _DRAW_MUL + _DRAW_ADD) & MASK
        lo = pending["min"]
        span = pending["max"] - lo + 1
        if span > 1:
            z = ((r ^ (r >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            k = lo + (((z ^ (z >> 31)) * span) >> 64)
        else:
            k = lo
        opts = pending["options"]
        if k == 1:
            n = len(opts)
            if n > 1:
                z = (r + GOLDEN) & MASK
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
                o = opts[((z ^ (z >> 31)) * n) >> 64]
            else:
                o = opts[0]
            picked = [o]
            answers.append({"seat": seat, "picks": [o["id"]]})
        else:
            rng = Rng(0)
            rng._state["rng"] = r
            picked = rng.sample(opts, k)
            answers.append({"seat": seat, "picks": [o["id"] for o in picked]})
        drawing = False
        if check is not None:  # apply's check, written out
            check(state, seat, picked)
        return picked

    try:
        while state["result"] is None:
            pending = state["pending"]
            if pending is None:
                raise RulesBug("no result and no pending decision")
            # apply(rules, state, answer, unread=True, picked=picked), written out; the answer
            # is recorded as it is drawn (pick), and so is every answer the rules take or draw
            events = Unread()
            events.unseen = answers
            events.room = cap
            events.pick = pick
            try:
                picked = pick(pending)
                if picked is None:
                    out.capped = True
                    return out
                resolve(state, pending["seat"], picked, events)
            except Exception:
                if not drawing:  # the answer being carried out failed: the general loop has it unrecorded
                    answers.pop()
                raise
    except Exception as err:  # noqa: BLE001
        out.error = _describe(err)
        out.error_index = len(answers)
        return out
    out.result = state["result"]
    return out


def worded_and_unread(rules: GameRules, setup: Setup):
    """A random game played twice in step, its events worded in one and asked for unread in the
    other (`apply(..., unread=True)`, as a playout with its checks off does): after each step,
    (the worded events, the unread ones, the worded state, the other state). A game that leaves
    words out must still reach the same states with as many events."""
    worded = Match.start(rules, setup)
    quiet = Match.start(rules, setup).state
    step = 0
    while not worded.over:
        seat = worded.pending["seat"]
        ans = {"seat": seat, "picks": random_picks(worded.pending, random_stream(setup["seed"], seat), step)}
        events = worded.apply(ans)
        yield events, apply(rules, quiet, ans, unread=True), worded.state, quiet
        step += 1


def worded_and_unseen(rules: GameRules, setup: Setup):
    """A random game played twice in step, worded in one and with its decisions seen by nobody in
    the other (events.Unread's `unseen`, every question still asked, as `simulate --fast` plays but
    for the drawing): after each step, (the worded state, the other state). A game that leaves the
    words of unseen decisions out must offer the same options (ids, clicks, data) in the same order,
    and reach the same states but for those words."""
    worded = Match.start(rules, setup)
    unseen = Match.start(rules, setup).state
    step = 0
    while not worded.over:
        seat = worded.pending["seat"]
        ids = random_picks(worded.pending, random_stream(setup["seed"], seat), step)
        by_id = {o["id"]: o for o in unseen["pending"]["options"]}
        worded.apply({"seat": seat, "picks": ids})
        events = Unread()
        events.unseen, events.room = [], 0  # nobody sees the decisions; every question still asked
        rules.resolve(unseen, seat, [by_id[i] for i in ids], events)
        yield worded.state, unseen
        step += 1


def round_trips(state: Any) -> bool:
    """Whether `state` comes back equal from JSON (json.loads(json.dumps(state)) == state, or an
    error where json.dumps raises one). First a walk over it: every container a plain dict or
    list, every key a str, every value a str, int, bool, None or float other than NaN; such a
    state comes back equal, and the walk costs a third of the round trip (a Vs. System state of
    7.8 kB: about 100 us against 320). Only where the walk finds something else (a tuple, an int
    key, a subclass, NaN: the round trip may still say yes, for a str subclass, say), or the state
    is nested deeper than 200 levels (json's own limit is the interpreter's recursion limit) or
    holds more than a million containers (as a cycle would), is the round trip itself made."""
    return _plain_json(state) or json.loads(json.dumps(state)) == state


_SCALARS = frozenset({str, int, bool, type(None)})


def _plain_json(root: Any) -> bool:
    """Whether `root` is made of exactly JSON's types (round_trips), level by level."""
    if type(root) is not dict and type(root) is not list:
        return type(root) in _SCALARS or (type(root) is float and root == root)
    level = [root]
    scalars = _SCALARS
    depth = containers = 0
    while level:
        depth += 1
        containers += len(level)
        if depth > 200 or containers > 1_000_000:
            return False
        below: list[Any] = []
        push = below.append
        for o in level:
            if type(o) is dict:
                for k in o:
                    if type(k) is not str:
                        return False
                o = o.values()
            for v in o:
                t = type(v)
                if t in scalars:
                    continue
                if t is dict or t is list:
                    push(v)
                elif t is not float or v != v:
                    return False
        level = below
    return True


def _copier(state: dict[str, Any]) -> Any:
    """A function making a fresh deep copy of `state` at each call. marshal where it can (the
    built-in types exactly, shared parts kept shared as pickle keeps them: a Vs. System state
    copies in 69 us against pickle's 97), else pickle (subclasses, any other object)."""
    try:
        frozen = marshal.dumps(state)
    except ValueError:
        pickled = pickle.dumps(state, pickle.HIGHEST_PROTOCOL)
        return lambda: pickle.loads(pickled)
    return lambda: marshal.loads(frozen)


def _try_every_option(rules: GameRules, state: dict[str, Any], taken: dict[str, Any] | None = None) -> None:
    """Every option of a single-pick decision must be accepted (on copies).

    The copies are made through marshal or pickle (_copier), several times faster than deepcopy
    and about twice as fast as JSON (a Vs. System state: 0.25 s against 0.49 s for 2,000 pickle
    copies); that the state is JSON is the playout's own check (it round-trips every
    ROUNDTRIP_EVERY steps). `taken`: the answer the playout is about to apply to the state itself;
    its option is not tried on a copy (the same answer to the same state does the same, and the
    playout reports a listed option refused there as well, at the same step)."""
    pending = state["pending"]
    if pending["min"] > 1:
        return
    copy = None  # (made at the first option to try: at a sixth of the steps the one option is the one taken)
    seat = pending["seat"]
    for o in pending["options"][:12]:
        picks = [o["id"]] if pending["max"] else []
        if taken is not None and taken.get("picks") == picks and taken.get("seat") == seat \
                and not taken.get("concede"):
            continue
        if copy is None:
            copy = _copier(state)
        trial = copy()
        try:
            apply(rules, trial, answer(seat, picks))
        except IllegalChoice as err:
            raise RulesBug(f"listed option {o['id']!r} was refused: {err}") from err


def _describe(err: Exception) -> str:
    if isinstance(err, IllegalChoice):
        return f"a listed choice was refused: {err}"
    return "".join(traceback.format_exception(type(err), err, err.__traceback__, limit=10)).strip()


def replay_report(rules: GameRules, record: dict[str, Any]) -> dict[str, Any]:
    """Replay a save or failing game; report where it diverges or fails."""
    setup, answers = record["setup"], record["answers"]
    report: dict[str, Any] = {"decisions": len(answers), "ok": True}
    try:
        m = Match.replay(rules, setup, answers, on_step=lambda i, mm: mm.check_invariants())
    except IllegalChoice as err:
        report.update(ok=False, failed_at=getattr(err, "index", None), reason=err.player_text())
        return report
    except Exception as err:  # noqa: BLE001
        report.update(ok=False, reason=_describe(err))
        return report
    if "state" in record and record["state"] != m.state:
        report.update(ok=False, reason="the replayed state differs from the saved one",
                      diverges=_first_difference(record["state"], m.state))
    report["result"] = m.state.get("result")
    return report


def _first_difference(a: Any, b: Any, path: str = "state") -> str:
    if type(a) is not type(b):
        return path
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b), key=str):
            if k not in a or k not in b or a[k] != b[k]:
                return _first_difference(a.get(k), b.get(k), f"{path}.{k}")
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{path} (length {len(a)} vs {len(b)})"
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
    return path
