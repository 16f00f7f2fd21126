"""Search hooks for Number Duel: re-deal the unseen cards, score by points (for the search tests)."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng

TARGET = 15


class DuelHooks:
    rollout_depth = 12

    def __init__(self, rules) -> None:
        self.rules = rules

    def determinize(self, view: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
        """The unseen cards (not in my hand, not discarded) dealt at random to the other hands and the deck."""
        cards = [f"{cid}#{i}" for i, cid in enumerate(self.rules.deck_list)]
        seen = set(view["players"][seat]["hand"]) | set(view["discard"])
        unseen = [c for c in cards if c not in seen]
        for i in range(len(unseen) - 1, 0, -1):
            j = rng.below(i + 1)
            unseen[i], unseen[j] = unseen[j], unseen[i]
        players = []
        for i, p in enumerate(view["players"]):
            if i == seat:
                hand = list(p["hand"])
            else:
                hand, unseen = unseen[:p["hand_count"]], unseen[p["hand_count"]:]
            players.append({"hand": hand, "score": p["score"]})
        return {"game": view["game"], "seats": view["seats"], "seed": 0, "rng": 1, "pending": view["pending"],
                "result": None, "deck": unseen, "total": len(cards), "discard": list(view["discard"]),
                "players": players, "turn": view["turn"]}

    def evaluate(self, state: dict[str, Any], seat: int) -> float:
        mine = state["players"][seat]["score"]
        best_other = max(p["score"] for i, p in enumerate(state["players"]) if i != seat)
        return 0.5 + (mine - best_other) / (2 * TARGET)
