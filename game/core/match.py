"""A match: one game being played, with its setup, answers, log and undo.

A game is its setup + seed + list of answers; the match keeps exactly that
(plus the current state and the event log for the views). Replaying the
answers from the setup gives the same state, which is what saves, replays,
undo and tests rely on.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Sequence

from . import events as ev
from .decisions import Answer
from .errors import IllegalChoice, RulesBug
from .rules import GameRules, Setup, State, apply, visible_state

#: Snapshots kept for undo; older decisions are undone by replaying.
UNDO_SNAPSHOTS = 40


class Match:
    """The running game: state, answers given so far, and what they caused."""

    def __init__(self, rules: GameRules, setup: Setup, state: State,
                 history: list[dict[str, Any]] | None = None,
                 log: list[dict[str, Any]] | None = None) -> None:
        self.rules = rules
        self.setup = setup
        self.state = state
        #: One entry per answer: {"answer", "irreversible": reason or None, "log_len"}.
        self.history: list[dict[str, Any]] = history or []
        #: Every event so far, unfiltered; views filter it per seat.
        self.log: list[dict[str, Any]] = log or []
        self._snapshots: list[tuple[int, str]] = []

    # -- starting ---------------------------------------------------------
    @classmethod
    def start(cls, rules: GameRules, setup: Setup) -> "Match":
        """A new match from a setup (game, seats, seed, scenario, options)."""
        setup = normalise_setup(rules, setup)
        events: list[dict[str, Any]] = [
            ev.event("start", f"{rules.title} begins (seed {setup['seed']}).", seed=setup["seed"])]
        state = rules.new_game(setup, events)
        return cls(rules, setup, state, log=events)

    @classmethod
    def replay(cls, rules: GameRules, setup: Setup, answers: Sequence[Answer],
               on_step: Callable[[int, "Match"], None] | None = None) -> "Match":
        """The match reached by answering `answers` from `setup`.

        Raises IllegalChoice (with the decision index in `.index`) where an
        answer is refused.
        """
        m = cls.start(rules, setup)
        for i, a in enumerate(answers):
            try:
                m.apply(a)
            except IllegalChoice as err:
                err.index = i  # type: ignore[attr-defined]
                raise
            if on_step:
                on_step(i, m)
        return m

    # -- playing ----------------------------------------------------------
    @property
    def pending(self) -> dict[str, Any] | None:
        """The decision waiting for an answer."""
        return self.state.get("pending")

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.state.get("result") is not None

    @property
    def answers(self) -> list[Answer]:
        """Every answer given so far, in order."""
        return [h["answer"] for h in self.history]

    def apply(self, answer: Answer) -> list[dict[str, Any]]:
        """Apply one answer; returns its events. Refused answers change nothing."""
        snapshot = json.dumps(self.state)
        events = apply(self.rules, self.state, answer)
        recorded = dict(answer)
        recorded["picks"] = list(answer.get("picks", []))
        self.history.append({"answer": recorded, "irreversible": ev.irreversible(events) or
                             ("the game ended" if answer.get("concede") else None), "log_len": len(self.log)})
        self._snapshots.append((len(self.history) - 1, snapshot))
        if len(self._snapshots) > UNDO_SNAPSHOTS:
            del self._snapshots[0]
        self.log.extend(events)
        return events

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see now."""
        return visible_state(self.rules, self.state, seat)

    def log_for(self, seat: int | None) -> list[dict[str, Any]]:
        """The event log as `seat` may see it."""
        return ev.filter_events(self.log, seat)

    def check_invariants(self) -> None:
        """Raise RulesBug when the game's invariants or JSON round trip fail."""
        broken = self.rules.invariants(self.state)
        if broken:
            raise RulesBug("; ".join(broken))
        if json.loads(json.dumps(self.state)) != self.state:
            raise RulesBug("the state does not round-trip through JSON")

    # -- undo ---------------------------------------------------------------
    def _last_own(self, seat: int) -> int | None:
        """The index of `seat`'s last decision that the player made: a pass the table made for them
        (an answer marked ``auto``: nothing else could be chosen) is taken back with what follows,
        never on its own, or undo would land on it and it would be made again at once."""
        return next((i for i in range(len(self.history) - 1, -1, -1)
                     if self.history[i]["answer"]["seat"] == seat and not self.history[i]["answer"].get("auto")), None)

    def can_undo(self, seat: int, human_seats: Sequence[int] = ()) -> str | None:
        """Why `seat` may not undo its last decision now, or None when it may."""
        k = self._last_own(seat)
        if k is None:
            return "You have made no decision to undo."
        for h in self.history[k:]:
            if h["irreversible"]:
                return f"Cannot undo: {h['irreversible']} since then."
            other = h["answer"]["seat"]
            if other != seat and other in human_seats:
                return f"Cannot undo: {self.rules.seat_name(self.state, other)} has decided since."
        return None

    def undo(self, seat: int, human_seats: Sequence[int] = ()) -> int:
        """Take back `seat`'s last decision (and the computer replies after it).

        Returns how many answers were taken back; raises IllegalChoice when
        undo is refused.
        """
        why = self.can_undo(seat, human_seats)
        if why:
            raise IllegalChoice(why)
        k = self._last_own(seat)
        assert k is not None  # can_undo found it
        undone = len(self.history) - k
        snap = next((s for i, s in self._snapshots if i == k), None)
        if snap is not None:
            self.state = json.loads(snap)
            self._snapshots = [(i, s) for i, s in self._snapshots if i < k]
            self.log = self.log[:self.history[k]["log_len"]]
            self.history = self.history[:k]
        else:
            again = Match.replay(self.rules, self.setup, self.answers[:k])
            self.state, self.history, self.log = again.state, again.history, again.log
            self._snapshots = []
        self.log.append(ev.event("undo", f"{self.rules.seat_name(self.state, seat)} took back a move.",
                                 seat=seat))
        return undone

    # -- saving -------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        """The match as JSON-native data (saves and replay files build on it); ``progress``
        says how far it has come for lists of saves, which cannot load every game's rules."""
        return {"setup": self.setup, "answers": self.answers, "progress": self.rules.progress(self.state),
                "irreversible": [h["irreversible"] for h in self.history],
                "log_lens": [h["log_len"] for h in self.history],
                "state": self.state, "log": self.log}

    @classmethod
    def from_record(cls, rules: GameRules, rec: dict[str, Any]) -> "Match":
        """The match saved by `to_record`, taken as saved (no replay)."""
        n = len(rec["answers"])
        flags = rec.get("irreversible") or [None] * n
        lens = rec.get("log_lens") or [0] * n
        history = [{"answer": a, "irreversible": r, "log_len": ln}
                   for a, r, ln in zip(rec["answers"], flags, lens)]
        return cls(rules, rec["setup"], rec["state"], history, rec.get("log", []))


def normalise_setup(rules: GameRules, setup: Setup) -> Setup:
    """A complete setup dict: game id, seat kinds, seed, scenario and options."""
    out = {"game": rules.game_id, "seats": list(setup.get("seats") or ["human"] * rules.min_seats),
           "seed": int(setup.get("seed") or 0), "scenario": setup.get("scenario"),
           "options": dict(setup.get("options") or {})}
    if "names" in setup:
        out["names"] = list(setup["names"])
    return out
