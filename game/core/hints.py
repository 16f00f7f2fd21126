"""A hint for the person deciding: what the game's normal computer player would choose here.

It asks the same player a computer seat uses, through the same seat view, so a hint can never
tell more than the asking seat sees (the never-peeks tests of each game's players hold for it)."""

from __future__ import annotations

from typing import Any

from game.core.players import PlayerRegistry, SeatView, player_rng

#: The level that answers hints: quick on every game, and never reads what the seat cannot see.
HINT_LEVEL = "computer:normal"


def suggest(players: PlayerRegistry, rules: Any, state: dict[str, Any], seat: int, index: int) -> dict[str, Any]:
    """The answer the normal computer player would give to `seat`'s pending decision."""
    player = players.make(HINT_LEVEL, rules, seat)
    if player is None:
        raise ValueError("the game has no computer player to ask")
    return player.choose(SeatView(rules, state, seat), player_rng(state, seat, index))


def hint_words(decision: dict[str, Any], picks: list[str]) -> str:
    """The suggested answer in the prompt's own words."""
    labels = {o["id"]: o["label"] for o in decision["options"]}
    said = "; ".join(labels.get(p, p) for p in picks if labels.get(p))
    if not said:  # a multi-pick answered with none
        said = decision.get("none") or "pick none and press Done"
    return f"Hint (the computer's choice, from what you see): {said}"


def hint_refs(decision: dict[str, Any], picks: list[str]) -> set[str]:
    """The things on the board the suggested answer clicks."""
    chosen = set(picks)
    return {ref for o in decision["options"] if o["id"] in chosen for ref in o.get("path") or ()}
