"""Decisions: who must decide now, among which options, and their answers.

A pending decision is plain data inside the state (``state["pending"]``), so
nothing ever waits on a player: the frame loop, computer players, the fuzzer,
replays and tests all read it and answer it the same way.

Decision::

    {"seat": 0, "kind": "play", "prompt": "Play a card or end your turn",
     "options": [Option, ...], "min": 1, "max": 1}

Option::

    {"id": "play:c12@b2", "label": "Play Hulk on The Raft",
     "path": ["hand:c12", "base:2"], "data": {...}}

A decision may carry ``secret: True`` when its answer must stay hidden from the
other seats (a face-down order marker): the table then shows nobody which
option was taken, only the public events.

``path`` lists the things a player clicks, in order, to pick the option; the
controller narrows the options as clicks come in. An option with an empty path
is offered as a button in the choice prompt. ``data`` is for the rules and the
view (highlights) and is never interpreted by the platform. An option may carry
``confirm: True`` (beside ``data``) when a click on the board should not settle it
at once: the prompt then lists it with its words for a second click (a move whose
swipes may destroy the figure).

An answer picks between ``min`` and ``max`` distinct options::

    {"seat": 0, "picks": ["play:c12@b2"]}
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from .errors import IllegalChoice

Decision = dict[str, Any]
Option = dict[str, Any]
Answer = dict[str, Any]


def option(oid: str, label: str, path: Sequence[str] = (), **data: Any) -> Option:
    """One option of a decision."""
    o: Option = {"id": oid, "label": label, "path": list(path)}
    if data:
        o["data"] = data
    return o


def decision(seat: int, kind: str, prompt: str, options: Sequence[Option], *,
             min_picks: int = 1, max_picks: int = 1, **extra: Any) -> Decision:
    """A pending decision for `seat`: pick between `min_picks` and `max_picks` options."""
    if not options:
        raise ValueError(f"decision {kind!r} for seat {seat} has no options")
    max_picks = min(max_picks, len(options))
    if not 0 <= min_picks <= max_picks:
        raise ValueError(f"decision {kind!r}: bad pick bounds {min_picks}..{max_picks}")
    d: Decision = {"seat": seat, "kind": kind, "prompt": prompt, "options": list(options),
                   "min": min_picks, "max": max_picks}
    d.update(extra)
    return d


def answer(seat: int, picks: Iterable[str]) -> Answer:
    """An answer of `seat` picking the options with these ids."""
    return {"seat": seat, "picks": list(picks)}


def yes_no(seat: int, prompt: str, *, kind: str = "may", yes: str = "Yes", no: str = "No",
           **extra: Any) -> Decision:
    """A single "may" question answered with a clear yes or no."""
    return decision(seat, kind, prompt, [option("yes", yes), option("no", no)], **extra)


def check_answer(pending: Decision | None, ans: Answer) -> list[Option]:
    """The picked options of a valid answer; raises IllegalChoice with a reason otherwise."""
    if pending is None:
        raise IllegalChoice("Nobody has a decision to make now.")
    seat = ans.get("seat")
    if seat != pending["seat"]:
        raise IllegalChoice(f"It is not your decision: seat {pending['seat'] + 1} is deciding.")
    picks = ans.get("picks")
    if not isinstance(picks, list):
        raise IllegalChoice("An answer must list the options it picks.")
    if len(picks) == 1 and pending["min"] <= 1 and pending["max"] >= 1:  # the usual answer: one pick
        p = picks[0]
        for o in pending["options"]:
            if o["id"] == p:
                return [o]
        raise IllegalChoice("That is not one of the choices now.")
    if len(set(picks)) != len(picks):
        raise IllegalChoice("The same option was picked twice.")
    n = len(picks)
    if n < pending["min"]:
        raise IllegalChoice(f"Pick at least {pending['min']}.")
    if n > pending["max"]:
        raise IllegalChoice(f"Pick at most {pending['max']}.")
    options = pending["options"]
    out = []
    for p in picks:  # a scan: decisions are small and this runs once per answer
        o = next((o for o in options if o["id"] == p), None)
        if o is None:
            raise IllegalChoice("That is not one of the choices now.")
        out.append(o)
    return out


def public_part(pending: Decision) -> Decision:
    """What other seats see of a decision: who decides and on what, never the options."""
    return {"seat": pending["seat"], "kind": pending["kind"],
            "prompt": pending.get("public_prompt", f"Seat {pending['seat'] + 1} is deciding.")}
