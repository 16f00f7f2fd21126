"""What a seat cannot see, dealt afresh: the search's re-deals and the never-peeks tests' shuffles.

A seat sees every figure, wound, glyph lying power side up and its own order markers.
It does not see which numbers lie face down on which of the other side's cards (only
how many on each), which of them a Cosmic Force Blast took away, which glyph lies
symbol side up where, or the dice ahead (the generator state).

- `determinize(rules, view, seat, rng)`: a full state that agrees with `view` in
  everything the seat sees, the rest drawn at random: the other side's face-down
  numbers spread over the cards as the counts say, face-down glyphs given out over
  their spaces, and the rules' stack rebuilt for the decision being searched (the
  acting figure's turn over `HORIZON`, where the search stops).
- `permute_hidden(state, seat, rng)`: the same state with everything the seat cannot
  see shuffled (it sees exactly the same view).
"""

from __future__ import annotations

import copy
import json
from typing import Any

from game.core.decisions import decision, option
from game.core.rng import Rng

from . import rounds
from .flow import answer, pop, step
from .rounds import MARKERS

#: The frame a re-dealt state ends on, and the decision it leaves: the search looks no
#: further than the turn searched (the rules never build the next turn's options).
HORIZON = "search_horizon"
#: A Basic Game turn searched: the rules' own, except that it ends at the horizon instead of
#: handing the next turn to the other side.
BASIC_TURN = "search_basic_turn"
#: Decisions whose rules' stack a view tells exactly: the acting seat's turn and, in the
#: Basic Game, its choice of card.
REBUILDABLE = ("act", "choose_card")
_COPIED = ("mode", "scenario", "map", "phase", "round", "round_limit", "turn_count", "armies", "wall",
           "turn", "initiative", "zone_of", "first", "options")


def rebuildable(view: dict[str, Any]) -> bool:
    """Whether a full state can be rebuilt from this view for a search: the seat's own turn."""
    d = view.get("pending")
    if not d or d["kind"] not in REBUILDABLE or view.get("phase") != "play" or d["seat"] != view.get("viewer"):
        return False
    turn = view.get("turn")
    if d["kind"] == "act":
        return bool(turn) and turn.get("seat") == d["seat"] and turn.get("actor") == d.get("figure")
    return view.get("mode") == "basic"


_last: list[Any] = [None, ""]


def _public_text(view: dict[str, Any]) -> str:
    """What a re-deal copies from the view, as JSON (read back once per deal: faster than a deep
    copy), kept for the last view (a search deals hundreds of times from one)."""
    if _last[0] is not view:
        _last[0], _last[1] = view, json.dumps({k: view.get(k) for k in (*_COPIED, "figures")})
    return _last[1]


def determinize(rules: Any, view: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
    """A full state consistent with `view` (see the module docstring); its generator state is
    left for the caller to draw."""
    s: dict[str, Any] = json.loads(_public_text(view))
    # The decision is shared, not copied: the rules only read the options they are given.
    s.update(game=view["game"], seats=view["seats"], seed=0, rng=1, result=None, pending=dict(view["pending"]))
    s["glyphs"] = _deal_glyphs(rules, view, rng)
    s["markers"] = [None, None]
    s["markers"][seat] = copy.deepcopy(view["markers"][seat])
    s["markers"][1 - seat] = _deal_markers(view["markers"][1 - seat], rng)
    s["round_glyphs"] = {gid: s["figures"][f]["owner"] for gid, g in s["glyphs"].items() if g.get("space")
                         for f, r in s["figures"].items() if r["status"] == "board" and r["space"] == g["space"]}
    s["stack"] = [{"do": HORIZON}, _turn_frame(view)]
    return s


@step(HORIZON)
def horizon(rules: Any, s: dict, frame: dict, events: list) -> None:
    """Where a search's playout stops: a decision with a single answer that changes nothing."""
    s["pending"] = decision(0, HORIZON, "The search looks no further.", [option("stop", "Stop")])


@answer(HORIZON)
def horizon_answer(rules: Any, s: dict, frame: dict, picks: list, events: list) -> None:
    """Nothing happens: the horizon asks again."""


@step(BASIC_TURN)
def basic_turn(rules: Any, s: dict, frame: dict, events: list) -> None:
    """The searched Basic Game turn: as the rules' (choose a card, then act), ending at the horizon."""
    if frame["stage"] == "after":
        s["turn"] = None
        pop(s)
        return
    rounds.basic_turn(rules, s, frame, events)


def _turn_frame(view: dict[str, Any]) -> dict[str, Any]:
    d = view["pending"]
    if view["mode"] == "basic":
        return {"do": BASIC_TURN, "seat": d["seat"], "stage": "act" if d["kind"] == "act" else "choose"}
    number = view["turn"].get("number")
    frame = {"do": "turn", "seat": d["seat"], "number": number, "stage": "act"}
    if number is None:  # a Mind Exchange turn: the turn it interrupted is not searched
        frame.update(extra=True, saved=None)
    return frame


def _deal_glyphs(rules: Any, view: dict[str, Any], rng: Rng) -> dict[str, Any]:
    """Glyphs as the view shows them; each face-down one gets an identity nobody has seen."""
    sc = rules.scenarios[view["scenario"]]
    seen = {gid for gid in view["glyphs"] if not gid.startswith("unknown_")}
    unseen = [g.glyph for g in sc.glyphs if g.glyph not in seen]
    unseen = rng.sample(unseen, len(unseen))
    out = {}
    for gid, g in view["glyphs"].items():
        rec = {k: g[k] for k in ("space", "side", "holder")}
        out[unseen.pop() if gid.startswith("unknown_") and unseen else gid] = rec
    return out


def _deal_markers(seen: dict[str, Any], rng: Rng) -> dict[str, Any]:
    """The other side's markers from what shows: numbers revealed, how many face down on each
    card, how many taken away. Markers go down in order (1, 2, 3, X), so while they are being
    placed the face-down ones are the first numbers."""
    revealed = dict(seen["revealed"])
    hidden = [mk for mk in MARKERS if mk not in revealed]
    cards = [f for f, n in sorted(seen["face_down"].items()) for _ in range(n)]
    removed_n = int(seen["removed"])
    on: dict[str, Any] = {mk: None for mk in MARKERS}
    on.update(revealed)
    if len(cards) + removed_n < len(hidden):
        slots, removed = hidden[:len(cards)], []
    else:
        order = rng.sample(hidden, len(hidden))
        removed, slots = order[:removed_n], order[removed_n:]
    for mk, f in zip(slots, rng.sample(cards, len(cards))):
        on[mk] = f
    return {"on": on, "revealed": [mk for mk in MARKERS if mk in revealed], "removed": sorted(removed)}


def permute_hidden(state: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
    """A copy of `state` with what `seat` cannot see shuffled: the other side's face-down order
    markers among its face-down places (and which of them were taken away), the identities of
    glyphs lying symbol side up, and the generator state."""
    s = copy.deepcopy(state)
    m = s["markers"][1 - seat]
    down = [mk for mk in MARKERS if m["on"][mk] is not None and mk not in m["revealed"]]
    pool = down + list(m["removed"])
    if m["removed"]:  # which hidden numbers were taken away is itself hidden
        order = rng.sample(pool, len(pool))
        figs = [m["on"][mk] for mk in down]
        m["removed"] = sorted(order[:len(m["removed"])])
        for mk in pool:
            m["on"][mk] = None
        for mk, f in zip(order[len(m["removed"]):], rng.sample(figs, len(figs))):
            m["on"][mk] = f
    else:
        for mk, f in zip(down, rng.sample([m["on"][mk] for mk in down], len(down))):
            m["on"][mk] = f
    face_down = [gid for gid, g in s["glyphs"].items() if g["side"] == "symbol"]
    if len(face_down) > 1:
        ids = rng.sample(face_down, len(face_down))
        recs = [s["glyphs"][gid] for gid in face_down]
        rebuilt = {}
        for gid, g in s["glyphs"].items():
            rebuilt[ids.pop(0) if gid in face_down else gid] = recs.pop(0) if gid in face_down else g
        s["glyphs"] = rebuilt
    s["rng"] = rng.below(2**62) + 1
    return s
