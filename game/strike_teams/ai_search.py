"""Strike Teams' hooks for the platform's information-set search: the hard player until session 14,
now a base the hard player (ai_lookahead.py) may play its turns with (`search=True`).

- ``determinize``: a full state rebuilt from the seat's own view (ai_hidden.py): a secret seeker
  drawn among the Mastermind's characters, the face-down Stage 3 card left face down (it acts
  only after Stage 1, beyond the horizon), the dice ahead drawn by the search, and the acting
  character's activation on the rules' stack over the horizon;
- ``worth_searching``: the seat's own activation (its start: gain, rest, roll the die; and each
  action); set-up, reactions, wounds and the rest go to the normal player;
- ``candidates``: the normal player's pick, every attack and interaction, the best few steps
  toward the figure's goal and ending the turn; inside an attack, the best few targets; the other
  side's answers (reactions, wounds) as the normal player gives them. Kept per position: the
  re-deals differ only in what the turn cannot touch;
- ``rollout``: the normal player; ``rollout_over``: the horizon, where the activation ends;
- ``evaluate``: ai_judge's chance to win.

`permute_hidden` (ai_hidden.py) is what the never-peeks tests shuffle with.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.core.paired import PairedSearch
from game.core.search import SearchPlayer

from . import ai, ai_fitted, ai_judge
from .ai_hidden import HORIZON, determinize, permute_hidden, rebuildable
from .engine import HEROES, G

__all__ = ["StrikeTeamsHooks", "hard_player", "permute_hidden"]

#: Iterations per searched decision; steps and targets kept per decision in the tree.
ITERATIONS = 100
STEPS = 3
TARGETS = 3
#: Option kinds always searched in a turn (few, and each may matter).
ALWAYS = ("use:", "retrieve:", "tokdmg:", "door:", "status:", "through:", "card:", "mob:", "respawn:", "march",
          "dismantle:", "gain", "rest", "karma")
#: The heroes also weigh ending the turn early (AP kept for reactions), the Action Die and other
#: steps: their game is a race to the scenarios, which the judge measures.
HERO_EXTRA = ("end", "done", "die:")
#: How much better (chance to win) the search's answer must look than the normal player's to be
#: played instead, per side: the Mastermind's game is closing in and fighting, where the judge
#: cannot tell an approach worth its AP and the normal player's plan can; the heroes' too since the
#: normal plan weighs the cards judged on positions (issue 11): with no margin the hard heroes lost
#: all 5 of seeds 1, 3, 5, 7, 9 against normal, with 0.03 they won 1 (as the normal heroes do).
MARGIN = (0.03, 0.03)
#: Candidates compared on common deals and dice (game/core/paired.py) instead of the UCB tree's fresh ones.
PAIRED = False
#: The evaluation: "plain" (ai_judge's hand-set weights) or "fitted" (ai_fitted's logistic model).
JUDGE = "fitted"
#: The fitted judge's weight of the scenario cards' progress (tokens damaged or carried, the
#: standing of cards judged on positions), times this: 1 = as fitted.
SCENARIOS = 1.0
#: Per side: the judge's way to the goals measured from the goals each figure had at the search's
#: root once those are done with (ai_judge.root_goals), so reaching a goal is not scored as a loss
#: when the next lies farther off.
STEADY = (False, False)
#: Per side: a character defeated over the horizon counts as wholly hurt, at the stake it had at
#: the search's root (ai_fitted.features' `claimed`), so a defeat is never worth less than a wound
#: short of one. On for the Mastermind since session 12: hard Mastermind against normal heroes 57-37-2
#: over seeds 1-96 against 51-43-2 without it (ahead in both halves; README).
DEFEATS = (False, True)
#: Per side: the share of the Mastermind's reply (ai_fitted._threatened: each villain's best blow at a
#: hero next phase) the judge counts as already struck; 0 = not modelled.
THREAT = (0.0, 0.0)
#: Per side: the search looks to the end of the side's phase (the other characters of the side still
#: to activate this round take their turns, as the normal player plays them) instead of the end of
#: the acting character's own activation.
PHASE = (False, False)
#: Playout length (decisions) with the phase horizon: three heroes' turns.
PHASE_DEPTH = 90


class Seen:
    """What the normal player reads, over a full (re-dealt) state."""

    __slots__ = ("rules", "view", "decision", "seat")

    def __init__(self, rules: Any, state: dict) -> None:
        self.rules = rules
        self.view = state
        self.decision = state["pending"]
        self.seat = self.decision["seat"]


class StrikeTeamsHooks:
    """See the module docstring."""

    rollout_depth = 30

    def __init__(self, rules: Any, judge: str = JUDGE, scenarios: float = 1.0,
                 steady: tuple[bool, bool] = STEADY, defeats: tuple[bool, bool] = DEFEATS,
                 threat: tuple[float, float] = THREAT, phase: tuple[bool, bool] = PHASE) -> None:
        self.rules = rules
        self.phase = tuple(phase)
        self.threat = tuple(threat)
        self.judge = judge
        self.steady = tuple(steady)
        self.defeats = tuple(defeats)
        self._claimed: tuple | None = None
        self._roots: dict | None = None
        self.weights = ai_fitted.WEIGHTS if scenarios == 1.0 else ai_fitted.scaled("scenarios", scenarios)
        self.normal = ai.NormalPlayer()
        self._view: dict | None = None
        self._seat = 0
        self._kept: dict[tuple, list[list[str]]] = {}
        self._memo: dict = {}

    # -- the hooks ---------------------------------------------------------------------------------
    def determinize(self, view: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
        if view is not self._view:
            self._view = view
            self._seat = seat
            self._kept.clear()
            self._memo.clear()
            self._roots = None
            self._claimed = ai_fitted.root_claimed(view) if self.defeats[seat] else None
        state = determinize(self.rules, view, seat, rng, self.phase[seat])
        if self._roots is None:
            self._roots = ai_judge.root_goals(G(state, [], self.rules)) if self.steady[seat] else {}
        return state

    def worth_searching(self, view: dict[str, Any], decision: dict[str, Any]) -> bool:
        return rebuildable(view) and len(decision.get("options", ())) > 1

    def rollout_over(self, state: dict[str, Any]) -> bool:
        d = state.get("pending")
        return d is None or d["kind"] == HORIZON

    def evaluate(self, state: dict[str, Any], seat: int) -> float:
        if self.judge == "fitted":
            return ai_fitted.chance(self.rules, state, seat, self._memo, self.weights, self._roots, self._claimed,
                                    self.threat[self._seat])
        return ai_judge.chance(ai_judge.side_lead(self.rules, state, seat, self._memo))

    def rollout(self, state: dict[str, Any], seat: int, rng: Rng) -> list[str]:
        d = state["pending"]
        if len(d["options"]) == 1 and d["min"] == 1:
            return [d["options"][0]["id"]]
        return list(self.normal.choose(Seen(self.rules, state), rng)["picks"])

    def candidates(self, state: dict[str, Any], rng: Rng) -> list[list[str]]:
        d = state["pending"]
        opts = d["options"]
        if len(opts) == 1 and d["min"] == 1:
            return [[opts[0]["id"]]]
        key = _fingerprint(state)
        got = self._kept.get(key)
        if got is None:
            got = self._choose(state, d, rng)
            self._kept[key] = got
        return got

    # -- choosing what to search ---------------------------------------------------------------------
    def _choose(self, state: dict, d: dict, rng: Rng) -> list[list[str]]:
        first = list(self.normal.choose(Seen(self.rules, state), rng)["picks"])
        out = [first]
        if d["seat"] != self._seat or d["kind"] not in ("act", "start", "target", "volley", "extra_target"):
            return out
        g = G(state, [], self.rules)
        if d["kind"] in ("target", "volley", "extra_target"):
            fid = d["figure"]
            ranked = sorted((o for o in d["options"] if o["id"] != "stop"),
                            key=lambda o: -ai._target_value(g, fid, o["data"]))
            for o in ranked[:TARGETS]:
                _add(out, [o["id"]])
            if any(o["id"] == "stop" for o in d["options"]):
                _add(out, ["stop"])
            return out
        hero = d["seat"] == HEROES
        for o in d["options"]:
            if o["id"].startswith(ALWAYS) or (hero and o["id"].startswith(HERO_EXTRA)):
                _add(out, [o["id"]])
        fid = d.get("figure")
        steps = [o for o in d["options"] if o["id"].startswith(("step:", "run:"))]
        if fid and steps and (hero or first[0].startswith(("step:", "run:"))):
            goal = ai._goal(g, fid)
            if goal:
                dist = ai._distances(g, goal, g.side_of(fid), g.s["figs"][fid]["pos"])
                steps.sort(key=lambda o: (dist.get(o["data"]["cell"], 999), o["data"].get("cost", 0), o["id"]))
            for o in steps[:STEPS]:
                _add(out, [o["id"]])
        return out


def _add(out: list[list[str]], picks: list[str]) -> None:
    if picks not in out:
        out.append(picks)


def _fingerprint(state: dict) -> tuple:
    """The position as far as a turn's choices go: the decision, where everything stands, AP,
    wounds and the turn's flags."""
    d = state["pending"]
    figs = tuple((f["pos"], f.get("wounds"), len(f["status"]), len(f["carry"])) for f in state["figs"].values())
    chars = tuple((c["ap"], c["state"], tuple(sorted(c["wounds"].items())), tuple(sorted(c["dt"].items())))
                  for c in state["chars"].values())
    turn = state.get("turn") or {}
    return (d["kind"], d["seat"], d.get("figure"), tuple(o["id"] for o in d["options"]), figs, chars,
            tuple(state["cp"]), tuple(sorted((k, str(v)) for k, v in turn.items())), len(state["objects"]),
            tuple(state["op"]))


class HardPlayer(SearchPlayer):
    """The search, keeping the normal player's answer unless the search finds one clearly better."""

    name = "computer:hard"
    margin = MARGIN

    def choose(self, seen: Any, rng: Rng) -> dict:
        out = super().choose(seen, rng)
        thought = self.last
        if "why" not in out or thought is None:
            return out
        self.last = None
        plan = self.fallback.choose(seen, rng)
        key = "|".join(sorted(plan["picks"]))
        value = {k: v for k, n, v in thought.choices}
        best = thought.best()
        if key == best[0] or key not in value or best[2] > value[key] + self.margin[seen.decision["seat"]]:
            return out
        plan["why"] = f"{out['why']}; the plan kept ({round(100 * value[key])}%)"
        return plan


def hard_player(rules: Any, iterations: int = ITERATIONS, paired: bool = PAIRED,
                margin: tuple[float, float] = MARGIN, judge: str = JUDGE, scenarios: float = SCENARIOS,
                steady: tuple[bool, bool] = STEADY, defeats: tuple[bool, bool] = DEFEATS,
                threat: tuple[float, float] = THREAT, phase: tuple[bool, bool] = PHASE) -> SearchPlayer:
    """The hard level: the search with these hooks, the normal player for what it does not search.
    `scenarios` multiplies the fitted judge's weight of the scenario cards' progress; `steady`
    (per side) keeps the way to a goal reached from counting against it; `defeats` (per side)
    counts a defeat over the horizon as wholly hurt at the stake the character had at the root;
    `threat` (per side, the heroes' only) counts that share of the Mastermind's next blows as struck;
    `phase` (per side) looks to the end of the side's phase, not of the acting character's turn."""
    hooks = StrikeTeamsHooks(rules, judge, scenarios, steady, defeats, threat, phase)
    player = HardPlayer(rules, hooks, ai.NormalPlayer(), iterations=iterations)
    player.margin = tuple(margin)
    if paired:
        player.search = PairedSearch(rules, player.search.hooks, iterations=iterations)
    player.search.max_tree_depth = 10
    if any(phase):
        player.search.rollout_depth = PHASE_DEPTH  # the horizon (rollout_over) ends the playout first
    return player
