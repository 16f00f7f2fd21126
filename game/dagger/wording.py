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
    """What a pick is for, as the prompt asks it: "who suffers 2 damage"."""
    op = e.get("op", "")
    n = e.get("n", 1)
    n = n if isinstance(n, int) else {"x": "that many", "pp": "one per hero"}.get(n, n)
    words = {
        "damage": f"who suffers {n} damage", "recover": f"who recovers {n}",
        "charge": f"whose support card gets CHARGE {n}", "move": f"who moves up to {n} spaces",
        "move_enemy": "the enemy to move", "progress": f"the mission that gets {n} progress",
        "prime": "the enemy to prime", "empower": "the hero to empower", "attack": "the enemy to attack",
        "exhaust": "whose support card is exhausted", "ready_support": "whose support card is readied",
        "extra_action": "the hero who takes a free action", "pull": "the hero who comes along",
        "asgard": "who goes to Asgard", "clear_overrun": "the base to clear", "overrun": "the base to overrun",
        "each": "each one", "activate": "the enemy to activate", "toward": "what moves closer",
        "nemesis_attack": "who is attacked",
    }
    return words.get(op, op.replace("_", " "))
