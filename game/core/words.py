"""Words that every game's sentences share."""

from __future__ import annotations


def count(n: int, one: str, many: str | None = None) -> str:
    """`n` things in words a player reads: "1 skull", "2 skulls", "0 shields"; `many` for a plural
    that is not `one` + "s" ("1 hit", "3 hits"; "1 success", "2 successes")."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def full_stop(text: str) -> str:
    """`text` with one mark at its end: a sentence that ends on a name with its own ("No, You Move.",
    "Hail Hydra!", "With Great Power...") is not given a second ("Move..", "Hydra!.", "Power....")."""
    if text.endswith(("!.", "?.", "....")) or (text.endswith("..") and not text.endswith("...")):
        return text[:-1]
    return text
