"""Whole-mission lookahead for the hard player: a few answers each played out to the mission's end.

Strike Teams has no combat dice: an attack's strength against a defense decides it, and the only
die (the Action Die) is one the normal player never rolls. So a mission between two normal players
is a fixed line once the cards are known, and a playout from a decision to the mission's end, both
sides played by the normal player, tells exactly what an answer leads to against that player.
This module answers a decision by such playouts: each candidate answer played out from the same
re-dealt states, scored by the result (win 1, draw 1/2, loss 0) and the OP lead; the normal
player's own answer is kept unless another scores clearly better.

What the seat cannot see is dealt (`redeal`): the face-down Stage 3 card for the heroes before the
reveal (any Stage 3 card, with the role the Mastermind would have marked), a secret seeker. The rest
of the rules' stack is what every round has under a turn: the round's End Phase, the Hero Phase
under the Mastermind's, the phase of the side deciding and the acting character's activation. In a
campaign the playout stops at the mission's end (the next missions are not played out): the
mission is judged as the rules judge it, by OP.
"""

from __future__ import annotations

import copy
from typing import Any

from game.core import decisions as dc
from game.core.rng import Rng

from . import ai, ai_search
from .ai_hidden import deal_seeker, rebuildable
from .engine import HEROES, MASTERMIND

#: Decision kinds answered by lookahead: who activates next (the one measured; any kind whose
#: answers are single picks may be asked for).
KINDS = ("activate",)
#: How much better (see `score`) an answer must score than the normal player's: five OP of lead,
#: or a twentieth of the missions won over the re-deals.
MARGIN = 0.05
#: Re-deals of the face-down Stage 3 card (the heroes before the reveal); one deal when nothing that
#: matters is hidden.
DEALS = 3
#: Decisions a playout may take before it is cut off (a whole mission is about 500).
CAP = 1500


def applies(view: dict[str, Any], decision: dict[str, Any], kinds: tuple[str, ...]) -> bool:
    """Whether this decision can be played out to the mission's end from the seat's view."""
    if decision["kind"] not in kinds or len(decision.get("options", ())) < 2:
        return False
    if decision.get("min", 1) != 1 or decision.get("max", 1) != 1:
        return False
    if view.get("result"):
        return False
    if view.get("phase") not in ("heroes", "mastermind"):
        return False
    if decision["seat"] != view.get("viewer"):
        return False
    if decision["kind"] == "activate":
        return not view.get("turn")
    return rebuildable(view)


def redeal(rules: Any, view: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
    """A full state that agrees with `view`, with the rules' stack down to the round's End Phase."""
    pending = view["pending"]
    s = {k: copy.deepcopy(v) for k, v in view.items() if k not in ("viewer", "pending", "log")}
    s.update(rng=1, result=None, pending=pending)
    _deal_stage3(rules, s, rng)
    deal_seeker(rules, s, rng)
    stack: list[dict] = [{"op": "round", "step": "end"}]
    if s["phase"] == "mastermind":
        stack.append({"op": "phase", "side": HEROES})
    stack.append({"op": "phase", "side": seat})
    if pending["kind"] in ("act", "start"):
        stack.append({"op": "activation", "char": s["turn"]["char"],
                      "step": "start" if pending["kind"] == "start" else "act"})
    s["stack"] = stack
    return s


def _deal_stage3(rules: Any, s: dict, rng: Rng) -> None:
    """Any Stage 3 card for one the seat sees face down, with its marked character as the
    Mastermind's set-up would have it (the mastermind for Decapitation, one of her villains for a
    lieutenant or a seeker)."""
    if len(s.get("scenarios", ())) != 3 or s["scenarios"][2] is not None:
        return
    pool = sorted(k for k, sc in rules.scenarios.items() if sc.stage == 3)
    new = pool[rng.below(len(pool))]
    s["scenarios"][2] = new
    st = {"id": new, "status": "open", "active": False}
    sc = rules.scenarios[new]
    villains = sorted(c for c, x in s["chars"].items() if x["side"] == MASTERMIND and x["role"] != "henchman")
    if sc.kind == "defeat_mastermind":
        st["target"] = next((c for c, x in s["chars"].items() if x["role"] == "mastermind"), None)
    elif sc.role in ("lieutenant", "seeker") and villains:
        st["target"] = villains[rng.below(len(villains))]
    s["sc"][2] = st


def deals(rules: Any, view: dict[str, Any], seat: int, rng: Rng, n: int = DEALS) -> list[dict[str, Any]]:
    """The states every candidate is played out from (the same for each: a fair comparison)."""
    hidden = seat == HEROES and (len(view.get("scenarios", ())) == 3 and view["scenarios"][2] is None
                                 or any(st.get("id") and rules.scenarios[st["id"]].role_secret
                                        and "target" not in st for st in view.get("sc", ())))
    return [redeal(rules, view, seat, rng) for _ in range(n if hidden else 1)]


def playout(rules: Any, state: dict[str, Any], picks: list[str], normal: Any, rng: Rng) -> dict[str, Any]:
    """`picks` answered, then both sides played by the normal player to the mission's end."""
    d = state["pending"]
    by_id = {o["id"]: o for o in d["options"]}
    rules.resolve(state, d["seat"], [by_id[p] for p in picks], [])
    n = 0
    while state.get("result") is None and state["phase"] != "over" and n < CAP:
        d = state["pending"]
        if len(d["options"]) == 1 and d["min"] == 1:
            got = [d["options"][0]["id"]]
        else:
            got = normal.choose(ai_search.Seen(rules, state), rng)["picks"]
        by_id = {o["id"]: o for o in d["options"]}
        rules.resolve(state, d["seat"], [by_id[p] for p in got], [])
        n += 1
    return state


def outcome(state: dict[str, Any], seat: int) -> tuple[float, int]:
    """The mission's end for `seat`: 1 a win, 1/2 a draw, 0 a loss (more OP wins the mission; a
    playout cut off is judged by the OP it stands at); and the OP lead."""
    lead = state["op"][seat] - state["op"][1 - seat]
    return (1.0 if lead > 0 else 0.5 if lead == 0 else 0.0), lead


def weigh(rules: Any, view: dict[str, Any], seat: int, answers: list[list[str]], rng: Rng,
          normal: Any | None = None) -> list[tuple[float, float]]:
    """Each answer's mean outcome over the same re-deals: (share won, OP lead)."""
    normal = normal or ai.NormalPlayer()
    starts = deals(rules, view, seat, rng)
    out = []
    for picks in answers:
        ends = [outcome(playout(rules, copy.deepcopy(s), picks, normal, rng), seat) for s in starts]
        out.append((sum(w for w, _ in ends) / len(ends), sum(x for _, x in ends) / len(ends)))
    return out


def score(end: tuple[float, float]) -> float:
    """The result first, a hundredth of a point for each OP of lead (a wider win, a narrower loss)."""
    return end[0] + 0.01 * end[1]


class LookaheadPlayer:
    """The base player (the normal player, or the search), with the decisions of `kinds` answered
    by lookahead: every listed answer is played out, and the normal player's kept unless another
    scores better by `margin` (see `score`)."""

    def __init__(self, rules: Any, base: Any, kinds: tuple[str, ...] = KINDS, margin: float = MARGIN) -> None:
        self.rules = rules
        self.base = base
        self.kinds = tuple(kinds)
        self.margin = margin
        self.normal = ai.NormalPlayer()

    name = "computer:hard"

    def choose(self, seen: Any, rng: Rng) -> dict:
        d = seen.decision
        if not applies(seen.view, d, self.kinds):
            return self.base.choose(seen, rng)
        plan = self.normal.choose(seen, rng)
        answers = [list(plan["picks"])] + [[o["id"]] for o in d["options"] if [o["id"]] != list(plan["picks"])]
        ends = weigh(self.rules, seen.view, d["seat"], answers, rng, self.normal)
        best = max(range(len(answers)), key=lambda i: (score(ends[i]), -i))
        if score(ends[best]) <= score(ends[0]) + self.margin:
            best = 0
        out = dc.answer(d["seat"], answers[best])
        labels = {o["id"]: o["label"] for o in d["options"]}
        order = [best] + [i for i in range(len(answers)) if i != best]
        out["why"] = "; ".join(f"{labels.get(answers[i][0], answers[i][0])}: {round(100 * ends[i][0])}% to win, "
                               f"OP {ends[i][1]:+.1f}" for i in order) + " (played out to the mission's end)"
        return out


def hard_player(rules: Any, kinds: tuple[str, ...] = KINDS, search: bool = False, margin: float = MARGIN,
                **search_options: Any) -> LookaheadPlayer:
    """The hard level: the normal player (or, with `search`, ai_search's hard player with
    `search_options`) with the decisions of `kinds` played out to the mission's end."""
    base = ai_search.hard_player(rules, **search_options) if search else ai.NormalPlayer()
    return LookaheadPlayer(rules, base, kinds, margin)
