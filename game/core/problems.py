"""Problems in content and maps, located as file:line, and the small helpers that word them.

Below both content.py and maps.py, so that the loader of maps does not import the loader of
data files that calls it.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable


@dataclass(frozen=True)
class Issue:
    """One problem in content or maps, located as file:line: entry.field."""

    file: str
    line: int | None
    where: str
    message: str
    severity: str = "error"

    def __str__(self) -> str:
        loc = f"{self.file}:{self.line}" if self.line else self.file
        return f"{loc}: {self.where}: {self.message}" if self.where else f"{loc}: {self.message}"

    def to_json(self) -> dict[str, Any]:
        """The issue as a JSON object."""
        return {"file": self.file, "line": self.line, "where": self.where,
                "message": self.message, "severity": self.severity}


def did_you_mean(word: str, candidates: Iterable[str]) -> str:
    """" (did you mean 'x'?)" for the closest candidate, or ""."""
    close = difflib.get_close_matches(str(word), [str(c) for c in candidates], n=2, cutoff=0.6)
    if not close:
        return ""
    return " (did you mean " + " or ".join(repr(c) for c in close) + "?)"


def rel(path: Path, root: Path | None = None) -> str:
    """A path as errors print it: relative to the project (or `root`) when inside it."""
    from .paths import PROJECT
    for base in (root, PROJECT):
        if base is None:
            continue
        try:
            return str(path.resolve().relative_to(base.resolve()))
        except ValueError:
            continue
    return str(path)
