"""What a seat cannot see, dealt afresh: the hard player's re-deals and the never-peeks tests' shuffles.

A seat sees the map, every figure, wound, AP and token, and (once the cards are revealed at the end
of the set-up) every action card. It does not see:

- the other side's card picks before they are revealed (set-up only);
- the face-down Stage 3 card until the end of Stage 1 (the hero seat);
- a secret seeker ("Relic race": which villain the Mastermind named) until it is revealed;
- the dice ahead (the generator state).

`determinize(rules, view, seat, rng)` builds a full state from the seat's own view, with the unseen
parts drawn at random and the rules' stack rebuilt for the decision searched: the acting character's
activation over `HORIZON`, where the search stops (the next activation is never dealt).
`permute_hidden(state, seat, rng)` shuffles everything `seat` cannot see in a real state, leaving its
view unchanged.
"""

from __future__ import annotations

import copy
from typing import Any

from game.core import decisions as dc
from game.core.rng import Rng

from .engine import HEROES, MASTERMIND, task

#: The task a re-dealt state ends on: a decision with one answer that changes nothing.
HORIZON = "search_horizon"
#: Decisions whose stack the view tells exactly: the acting character's own activation.
REBUILDABLE = ("act", "start")


@task(HORIZON)
def _horizon(g: Any, t: dict, picks: list | None) -> None:
    g.ask(t, dc.decision(0, HORIZON, "The search looks no further.", [dc.option("stop", "Stop")]))


def rebuildable(view: dict[str, Any]) -> bool:
    """Whether a full state can be rebuilt from this view: the seat's own activation, at its
    start or between two actions."""
    d = view.get("pending")
    turn = view.get("turn")
    if not d or d["kind"] not in REBUILDABLE or d["seat"] != view.get("viewer") or not turn:
        return False
    if view.get("phase") in ("setup", "over") or view.get("result"):
        return False
    return d.get("char", turn["char"]) == turn["char"]


def determinize(rules: Any, view: dict[str, Any], seat: int, rng: Rng, phase: bool = False) -> dict[str, Any]:
    """A full state that agrees with `view` (see the module docstring); its generator state is
    left for the caller to draw. With `phase`, the horizon is the end of the side's phase instead:
    the side's characters not yet activated this round take their turns first (the rules' phase
    task, as the real stack has it under the activation)."""
    pending = view["pending"]
    s = {k: copy.deepcopy(v) for k, v in view.items() if k not in ("viewer", "pending", "log")}
    s.update(rng=1, result=None, pending=pending)  # the decision is shared: the rules only read it
    deal_seeker(rules, s, rng)
    step = "start" if pending["kind"] == "start" else "act"
    mine = "heroes" if seat == HEROES else "mastermind"
    rest = [{"op": "phase", "side": seat}] if phase and s.get("phase") == mine else []
    s["stack"] = [{"op": HORIZON}, *rest, {"op": "activation", "char": s["turn"]["char"], "step": step}]
    return s


def _seeker_cards(rules: Any, s: dict) -> list[int]:
    return [i for i, st in enumerate(s.get("sc", ())) if st.get("id") and rules.scenarios[st["id"]].role_secret
            and not st.get("revealed")]


def _villains(s: dict) -> list[str]:
    return sorted(cid for cid, c in s["chars"].items() if c["side"] == MASTERMIND and c["role"] != "henchman")


def deal_seeker(rules: Any, s: dict, rng: Rng) -> None:
    """A seeker the hero seat cannot see: any of the Mastermind's characters."""
    for i in _seeker_cards(rules, s):
        if "target" not in s["sc"][i]:
            pool = _villains(s)
            if pool:
                s["sc"][i]["target"] = pool[rng.below(len(pool))]
                if s.get("roles", {}).get("retrievers"):
                    s["roles"]["retrievers"] = [s["sc"][i]["target"]]


def permute_hidden(rules: Any, state: dict[str, Any], seat: int, rng: Rng) -> None:
    """Shuffle in place what `seat` cannot see: the generator state, the face-down Stage 3 card,
    a secret seeker, the other side's card picks before they are revealed (each secret dealt
    differently from the real one where there is another choice)."""
    s = state
    s["rng"] = rng.below(2**62) + 1
    if seat == HEROES and not s.get("revealed") and len(s.get("scenarios", ())) == 3:
        pool = sorted(k for k, sc in rules.scenarios.items() if sc.stage == 3 and k != s["scenarios"][2])
        if s["sc"][2].get("id") is None and s["scenarios"][2] is None:
            pass
        elif pool:
            new = pool[rng.below(len(pool))]
            s["scenarios"][2] = new
            s["sc"][2]["id"] = new
            if "stage3" in s.get("options", {}):
                s["options"]["stage3"] = new
    if seat == HEROES:
        for i in _seeker_cards(rules, s):
            pool = [v for v in _villains(s) if v != s["sc"][i].get("target")]
            if "target" in s["sc"][i] and pool:
                s["sc"][i]["target"] = pool[rng.below(len(pool))]
                if s["roles"].get("retrievers"):
                    s["roles"]["retrievers"] = [s["sc"][i]["target"]]
    if not s.get("cards_revealed"):
        for cid, c in s["chars"].items():
            if c["side"] != seat and c["cards"]:
                own = list(rules.cards_of.get(cid, []))
                c["cards"] = sorted(rng.sample(own, min(len(c["cards"]), len(own))))
