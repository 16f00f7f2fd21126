"""What the heroes cannot see, dealt afresh: the search's re-deals and the never-peeks tests' shuffles.

Everything on the table is public (the game is cooperative and nothing is held in a hand). The
heroes do not know the order of the event deck (nor which nine standard events were dealt into
it), the order of the side mission deck, or the dice ahead (the generator state).

The event deck was built as three piles of four (three standard events and one of the nemesis's
own, pile 1 on top), each pile shuffled on its own: so the events still to come are, pile by
pile, the nemesis event of that pile if it has not shown yet and standard events nobody has seen,
each pile in any order.

- `determinize(rules, view, rng)`: a full state that agrees with `view` in everything the seat
  sees, the rest drawn at random; only for a hero's turn decision (`rebuildable`), where the
  rules' stack is the hero phase's own: the nemesis phase to come, the turns, this turn.
- `permute_hidden(state, rng)`: the same state with what nobody at the table can see shuffled.
"""

from __future__ import annotations

import copy
from typing import Any

from game.core.rng import Rng

#: Cards in each pile of the event deck, and piles.
PILE = 4
PILES = 3


def rebuildable(view: dict[str, Any]) -> bool:
    """Whether a full state can be rebuilt from this view: a hero's turn in the hero phase."""
    d = view.get("pending")
    return bool(d) and d["kind"] == "turn" and view.get("phase") == "hero" and view.get("turn") == d.get("hero") \
        and d["seat"] == view.get("viewer") and view.get("result") is None


def deal_events(rules: Any, table: dict[str, Any], left: int, rng: Rng) -> list[str]:
    """An event deck of `left` cards (top last) consistent with what has been drawn."""
    book = rules.book
    nem = book.nemeses[table["nem"]["id"]]
    shown = set(table["event_out"]) | ({table["event"]} if table["event"] else set())
    unseen = [e for e in book.standard_events if e not in shown]
    standard = rng.sample(unseen, len(unseen))
    drawn = PILE * PILES - left
    top_first: list[str] = []
    for k in range(PILES):
        slots = [p for p in range(PILE * k, PILE * (k + 1)) if p >= drawn]
        if not slots:
            continue
        pile = [standard.pop() for _ in slots]
        if nem.events[k] not in shown:
            pile[rng.below(len(pile))] = nem.events[k]
        top_first += pile
    return list(reversed(top_first))


def deal_side(rules: Any, table: dict[str, Any], count: int, rng: Rng) -> list[str]:
    """A side mission deck of `count` cards from the side missions nobody has seen."""
    seen = set(table["side_out"]) | {m["id"] for m in table["side"].values() if m}
    unseen = [m for m in rules.book.side_missions if m not in seen]
    return rng.sample(unseen, min(count, len(unseen)))


def determinize(rules: Any, view: dict[str, Any], rng: Rng) -> dict[str, Any]:
    """A full state consistent with `view` (see the module docstring); its generator state is left
    for the caller to draw."""
    s = copy.deepcopy(view["table"])
    h = view["pending"]["hero"]
    s.update(game=view["game"], seats=view["seats"], rng=1, result=None, ctx={},
             pending=copy.deepcopy(view["pending"]),
             stack=[{"op": "nemesis_phase"}, {"op": "turns"}, {"op": "turn", "h": h}],
             events=deal_events(rules, s, view["events_left"], rng),
             side_deck=deal_side(rules, s, view["side_deck_count"], rng))
    return s


def permute_hidden(rules: Any, state: dict[str, Any], rng: Rng) -> dict[str, Any]:
    """A copy of `state` with the event deck, the side mission deck and the generator re-dealt."""
    s = copy.deepcopy(state)
    s["events"] = deal_events(rules, s, len(s["events"]), rng)
    s["side_deck"] = deal_side(rules, s, len(s["side_deck"]), rng)
    s["rng"] = rng.below(2**62) + 1
    return s
