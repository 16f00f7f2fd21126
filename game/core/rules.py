"""The rules contract every game implements, and the one entry point that validates.

A game subclasses `GameRules`. Its state is a JSON-native dict (lists, dicts,
str, int, float, bool, None; never tuples or sets) that always carries:

- ``game``: the game id; ``seats``: the number of seats; ``seed``: the setup seed;
- ``rng``: the generator state (see rng.py);
- ``pending``: the decision waiting for an answer (decisions.py), or None;
- ``result``: None while playing, then ``{"winners": [...], "draw": bool, "summary": str}``.

`apply` is the one place that validates an answer; a game's `resolve` trusts
what it is given (python-chess's push_san versus push).
"""

from __future__ import annotations

import copy
from typing import Any, Sequence

from . import events as ev
from . import rng
from .decisions import Answer, Decision, Option, check_answer, public_part
from .errors import IllegalChoice

State = dict[str, Any]
Setup = dict[str, Any]


class GameRules:
    """What one game must provide; the platform does the rest."""

    game_id: str = ""
    title: str = ""
    min_seats: int = 2
    max_seats: int = 2
    #: Whether seats hide things from each other (hands, face-down markers).
    #: With hidden information a hand-over screen separates human seats.
    hidden_information: bool = True
    #: Random playouts stop here and count the game as capped.
    decision_cap: int = 5000
    #: All seats win or lose together (conceding then loses for everyone).
    cooperative: bool = False

    def new_game(self, setup: Setup, events: list) -> State:
        """The state at the start of a game (appending setup events, such as the
        first shuffles, to `events`); must leave a pending decision."""
        raise NotImplementedError

    def check(self, state: State, seat: int, picks: list[Option]) -> None:
        """Deeper validation than "is it listed" (e.g. a combination of picks).

        Raise IllegalChoice to refuse; must not change the state.
        """

    def resolve(self, state: State, seat: int, picks: list[Option], events: list) -> None:
        """Carry out a validated answer: change the state, append events, set the next
        pending decision or the result."""
        raise NotImplementedError

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """The game part of what `seat` may see (None: everything). Must hide hands,
        deck order, face-down cards and secret markers of the other seats."""
        raise NotImplementedError

    def invariants(self, state: State) -> list[str]:
        """Broken invariants of this state, as sentences; empty when all hold."""
        return []

    def explain(self, state: State, seat: int, path: Sequence[str]) -> str | None:
        """Why clicking `path` is not a legal choice now, in a player's words."""
        return None

    def progress(self, state: State) -> str:
        """How far the game has come, in a few words for the list of saves ("Turn 7",
        "Round 3 of 8"); empty when the game cannot say."""
        return ""

    def seat_name(self, state: State | None, seat: int) -> str:
        """How the log and prompts name a seat: the setup's name, else "Player N"."""
        names = state.get("names") if state else None
        if names and seat < len(names) and names[seat]:
            return str(names[seat])
        return f"Player {seat + 1}"


def seat_range(low: int, high: int) -> str:
    """How many seats a game takes, in words: "exactly 2 seats" or "2 to 4 seats"."""
    return f"exactly {low} seats" if low == high else f"{low} to {high} seats"


def base_state(rules: GameRules, setup: Setup) -> State:
    """The fields every state carries, for a game's `new_game` to extend."""
    seats = len(setup["seats"])
    if not rules.min_seats <= seats <= rules.max_seats:
        raise IllegalChoice(f"{rules.title} takes {seat_range(rules.min_seats, rules.max_seats)}, not {seats}.")
    seed = int(setup.get("seed", 0))
    state: State = {"game": rules.game_id, "seats": seats, "seed": seed, "rng": rng.seed_state(seed),
                    "pending": None, "result": None}
    if setup.get("names"):
        state["names"] = [str(n) for n in setup["names"]]
    return state


def apply(rules: GameRules, state: State, answer: Answer, *, unread: bool = False,
          picked: list[Option] | None = None) -> list[dict[str, Any]]:
    """Validate `answer` against the pending decision and carry it out.

    Raises IllegalChoice with a readable reason and leaves the state unchanged
    when the answer is not legal. An answer ``{"seat": s, "concede": True}``
    ends the game with seat `s` conceding, whoever is deciding. With `unread` the
    caller will not read the events (see events.Unread): the game may leave out their words.
    `picked`: the answer's options, taken by the caller from the pending decision itself (a random
    playout draws them by index), so they need no search through the options; only a trusted caller
    passes it, and the game's own `check` still runs.
    """
    if state.get("result") is not None:
        raise IllegalChoice("The game is over.")
    if answer.get("concede"):
        return concede(rules, state, answer["seat"])
    picks = picked if picked is not None else check_answer(state.get("pending"), answer)
    seat = answer["seat"]
    rules.check(state, seat, picks)
    events: list[dict[str, Any]] = ev.Unread() if unread else []
    rules.resolve(state, seat, picks, events)
    return events


def visible_state(rules: GameRules, state: State, seat: int | None) -> dict[str, Any]:
    """Everything `seat` may see: the game's view plus the decision and result."""
    out = rules.view(state, seat)
    out["game"] = state["game"]
    out["seats"] = state["seats"]
    out["viewer"] = seat
    pending = state.get("pending")
    if pending is None:
        out["pending"] = None
    elif seat is None or pending["seat"] == seat:
        out["pending"] = copy.deepcopy(pending)
    else:
        out["pending"] = public_part(pending)
    out["result"] = copy.deepcopy(state.get("result"))
    return out


def finish(state: State, events: list, winners: Sequence[int], summary: str, *,
           draw: bool = False, scores: Sequence[Any] | None = None, score_label: str | None = None,
           headline: str | None = None) -> None:
    """End the game: record the result, clear the pending decision, log it. `score_label` says
    what the scores count ("points of figures on the battlefield"); the results show it beside
    each score. `headline`: the results' title when "<seat name> wins!" reads wrong (a side
    named in the plural, "The heroes win!")."""
    result: dict[str, Any] = {"winners": sorted(winners), "draw": draw, "summary": summary}
    if headline:
        result["headline"] = headline
    if scores is not None:
        result["scores"] = list(scores)
        if score_label:
            result["score_label"] = score_label
    state["result"] = result
    state["pending"] = None
    events.append(ev.event("game_over", summary, winners=sorted(winners), draw=draw))


def concede(rules: GameRules, state: State, seat: int) -> list[dict[str, Any]]:
    """`seat` gives up: the others win (in a cooperative game, everyone loses)."""
    if not 0 <= seat < state["seats"]:
        raise IllegalChoice("No such seat.")
    events: list[dict[str, Any]] = []
    name = rules.seat_name(state, seat)
    if rules.cooperative:
        finish(state, events, [], f"{name} concedes: the game is lost.")
    else:
        others = [s for s in range(state["seats"]) if s != seat]
        finish(state, events, others, f"{name} concedes.")
    return events


def pending_seat(state: State) -> int | None:
    """The seat that must decide now, or None when the game is over."""
    pending: Decision | None = state.get("pending")
    return None if pending is None else pending["seat"]
