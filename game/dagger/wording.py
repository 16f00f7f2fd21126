"""Option labels and prompts in words: what each choice does, never an id."""

from __future__ import annotations

from typing import Any

from . import aspects

TOKEN_WORDS = {"std": "standard token", "boost": "boosted token"}


def ability_label(src: str, a: Any) -> str:
    """"<name>: <what it does>" for a card or ability."""
    name = a.name if a.name and a.name != src else src
    label = f"{src}: {a.text}" if name == src else f"{src}, {name}: {a.text}"
    return label


def action_label(g: Any, h: int, name: str, boosted: bool) -> str:
    """What a basic action of the hero's aspect does (its BOOST part only with a boosted token)."""
    return token_text(aspects.action(g, h, name).text, boosted)


def token_text(text: str, boosted: bool) -> str:
    """An action's text as the token paying for it gets it: a standard token leaves out BOOST."""
    if not boosted and "BOOST:" in text:
        return text.split("BOOST:")[0].strip()
    return text


def effect_text(g: Any, e: dict[str, Any]) -> str:
    """A short description of one effect (for pick prompts)."""
    op = e.get("op", "")
    n = e.get("n")
    words = {
        "damage": f"deal {n if n is not None else 1} damage", "recover": f"recover {n if n is not None else 1}",
        "charge": f"CHARGE {n if n is not None else 1}", "move": f"move up to {n if n is not None else 2}",
        "move_enemy": "move an enemy", "progress": f"place {n if n is not None else 1} progress",
        "prime": "prime an enemy", "empower": "empower a hero", "attack": "attack",
        "exhaust": "exhaust a support card", "ready_support": "ready a support card",
        "extra_action": "take a free action", "pull": "bring a hero along", "asgard": "go to Asgard",
        "clear_overrun": "clear an overrun base", "overrun": "overrun a base", "each": "each one",
        "activate": "activate an enemy", "toward": "move closer",
    }
    return words.get(op, op.replace("_", " "))
