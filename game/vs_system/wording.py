"""Option labels in a player's words: what a power does, read from its card's text (our own wording,
data/vs_system/), and counted things said with their numbers ("two +1/+1 counters")."""

from __future__ import annotations

from typing import Any

_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def sentence(text: str) -> str:
    """`text` closed with a full stop, unless it already ends in one (a card named "No, You Move."
    or "I Will Cure It!" ends the log line itself)."""
    return text if text.endswith((".", "!", "?")) else text + "."


def pays_words(card: Any, sep: str) -> str:
    """What a location pays: "any symbol" for all four (so a small card has room for whose powers a
    special location pays for), else its symbols joined by `sep`."""
    return "any symbol" if len(card.provides) >= 4 else sep.join(s.capitalize() for s in card.provides)


def power_does(p: dict[str, Any]) -> str:
    """What a power (the book's dict) does, in a few words: `does_words` of its fields."""
    return does_words(p.get("does"), p.get("text"), p["name"])


def does_words(does: str | None, text: str | None, name: str) -> str:
    """What a power does, in a few words: its `does`, else its text's first sentence without the
    closing stop (a power whose first sentence only sets it up gives `does`), else its name."""
    if does:
        return does
    first = (text or "").split(". ", 1)[0].rstrip(".").strip()
    if not first:
        return name
    return first[0].lower() + first[1:] if first[:2] not in ("KO", "MC") and not _proper(first) else first


def _proper(text: str) -> bool:
    """Whether the text opens with a name (kept capitalised) rather than a common word."""
    word = text.split(" ", 1)[0]
    return word not in _COMMON


_COMMON = {"Put", "Choose", "Draw", "Stun", "Exhaust", "Ready", "Remove", "Spend", "Only", "If", "For", "When",
           "Whenever", "Each", "At", "Your", "You", "A", "An", "The", "In", "Name", "Enemy", "Every", "Characters",
           "Look", "Once", "Not", "Needs", "Also", "While", "Pays", "Recruit", "Bring", "Give", "Set", "Move"}


def counters(n: int) -> str:
    """"a +1/+1 counter", "three -1/-1 counters"."""
    kind = "+1/+1" if n > 0 else "-1/-1"
    k = abs(n)
    if k == 1:
        return f"a {kind} counter"
    return f"{_NUMBERS[k] if k < len(_NUMBERS) else k} {kind} counters"


def cards(n: int) -> str:
    """"a card", "two cards"."""
    if n == 1:
        return "a card"
    return f"{_NUMBERS[n] if n < len(_NUMBERS) else n} cards"


def symbols(cost: list[str]) -> str:
    """A cost in words: "Might", "Might, Might, Might and Might"."""
    names = [c.capitalize() for c in cost]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
