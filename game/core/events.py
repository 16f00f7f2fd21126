"""Events: what `apply` returns for views to animate and the log to print.

An event is a plain dict with at least ``kind`` and ``text`` (a player-neutral
log line). Hidden information rides in a private part that only the seats in
``visible_to`` receive; everyone else gets the public part (``drew a card``,
not which). A private text speaks to its seat ("You draw Hulk."), so an open
table (no person seated, viewer None) reads the details in the third person
instead ("Player 2 draws Hulk."), never a "You" meant for a computer seat.
Two flags matter to undo: ``chance`` (a shuffle or roll happened) and
``reveals`` (some seat learned something hidden, as a draw or a look does).
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from .words import full_stop

_INTERNAL = ("visible_to", "private", "open_text")


class Unread(list):
    """The events of an answer that nobody will read: a random playout with its checks off
    (conformance.playout) throws them away. A game may append a placeholder instead of an
    event whose words would cost more than they are worth; it still appends one per event, so
    their count says whether anything happened.

    In a random playout whose every seat is random, with its checks off (conformance's
    `_random_playout`: the bench, `simulate --fast`), nobody reads the decisions either: `unseen`
    is then the playout's record of answers, and a game may leave the words of its decisions out
    (labels and prompts empty); it may answer a decision that has one possible answer (one option,
    one pick) itself instead of asking it, by appending the answer ({"seat": s, "picks": [id]}) to
    `unseen` while it holds fewer than `room` (the playout's cap), as if it had been asked and
    answered (a random seat's pick among one option draws nothing, so the game and its record are
    the same); and it may have any decision it has made pending answered where it stands:
    `pick(pending)` draws the seat's answer as the playout would have, records it and returns the
    options picked, to be carried out as `resolve` would (None at the cap: leave it pending).
    Elsewhere `unseen` and `pick` are None."""

    unseen: list | None = None
    room: int = 0
    pick: Any = None


def event(kind: str, text: str, *, chance: bool = False, reveals: bool = False,
          **data: Any) -> dict[str, Any]:
    """A public event: every seat sees all of it."""
    e: dict[str, Any] = {"kind": kind, "text": full_stop(text)}
    if chance:
        e["chance"] = True
    if reveals:
        e["reveals"] = True
    e.update(data)
    return e


def secret_event(kind: str, visible_to: Iterable[int], public_text: str, private_text: str,
                 *, open_text: str | None = None, public: dict[str, Any] | None = None,
                 private: dict[str, Any] | None = None, chance: bool = False,
                 reveals: bool = True) -> dict[str, Any]:
    """An event whose details only `visible_to` may see.

    `public` is what everyone sees, `private` is added for the seats in
    `visible_to`. `private_text` is what those seats read (in the second
    person); `open_text` is the same details in the third person for an open
    table. Without `open_text` an open table reads the public text.
    """
    e = event(kind, public_text, chance=chance, reveals=reveals, **(public or {}))
    e["visible_to"] = sorted(set(visible_to))
    e["private"] = {"text": full_stop(private_text), **(private or {})}
    if open_text is not None:
        e["open_text"] = full_stop(open_text)
    return e


def for_seat(e: dict[str, Any], seat: int | None) -> dict[str, Any] | None:
    """The event as `seat` may see it; `None` as seat (an open table) sees every detail,
    worded in the third person.

    Returns None when the event is entirely private and `seat` may not see it
    (the public text is empty). At an open table such an event keeps its details
    for the view to show, with an empty text unless it has an `open_text`.
    """
    if "visible_to" not in e:
        return e
    out = {k: v for k, v in e.items() if k not in _INTERNAL}
    if seat is not None and seat in e["visible_to"]:
        out.update(e["private"])
        out["secret"] = True  # the log sets what only this seat knows apart
        return out
    if seat is None:
        out.update({k: v for k, v in e["private"].items() if k != "text"})
        out["text"] = e.get("open_text") or e["text"]
        return out
    if not out.get("text"):
        return None
    return out


def filter_events(events: Sequence[dict[str, Any]], seat: int | None) -> list[dict[str, Any]]:
    """Every event of `events` as `seat` may see it, fully private ones dropped."""
    out = []
    for e in events:
        seen = for_seat(e, seat)
        if seen is not None:
            out.append(seen)
    return out


def irreversible(events: Iterable[dict[str, Any]]) -> str | None:
    """Why these events cannot be undone (chance or revealed information), or None."""
    for e in events:
        if e.get("chance"):
            return "dice were rolled or cards shuffled"
        if e.get("reveals"):
            return "hidden information was revealed"
    return None
