"""The small family of errors the platform raises."""

from __future__ import annotations


class IllegalChoice(ValueError):
    """A choice the rules refuse; the state is unchanged and `reason` says why."""

    def __init__(self, reason: str, rule: str | None = None) -> None:
        self.reason = reason
        self.rule = rule
        super().__init__(f"{reason} ({rule})" if rule else reason)

    def player_text(self) -> str:
        """The reason as a player reads it, with the rulebook section when known."""
        return f"{self.reason} (rulebook: {self.rule})" if self.rule else self.reason


class ContentError(Exception):
    """A content set has problems; `issues` lists every one of them."""

    def __init__(self, issues: list) -> None:
        self.issues = issues
        super().__init__("\n".join(str(i) for i in issues))


class MapError(Exception):
    """A Tiled map that cannot be used; `issues` lists every problem."""

    def __init__(self, issues: list) -> None:
        self.issues = issues
        super().__init__("\n".join(str(i) for i in issues))


class SaveError(Exception):
    """A save that cannot be read or written: corrupt, foreign or for unknown content."""


class RulesBug(AssertionError):
    """The rules broke one of their own invariants: a defect, never a player's mistake."""
