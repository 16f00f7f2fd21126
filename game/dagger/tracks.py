"""The threat track and the team-up track.

Threat never goes below 0 and the heroes lose the moment it reaches the end of the track (20).
Team-up stays within 0 and the track's length (15, our choice: the rulebook gives none).
"""

from __future__ import annotations

from typing import Any

from .ending import lose


def add_threat(g: Any, n: int, why: str) -> None:
    """Threat up (or down, never below 0) by `n`, saying why; the heroes lose at the limit."""
    s = g.s
    if not n:
        return
    before = s["threat"]
    s["threat"] = max(0, before + n)
    if s["threat"] != before:
        g.log("threat", f"Threat {'+' if n > 0 else ''}{s['threat'] - before} ({why}): now {s['threat']}.",
              amount=s["threat"] - before, threat=s["threat"])
    if s["threat"] >= g.book.threat_loss:
        lose(g, "threat")


def reset_threat(g: Any) -> None:
    """Threat back to 0 (a first strike or nemesis mission was completed)."""
    if g.s["threat"]:
        g.s["threat"] = 0
        g.log("threat", "Threat goes back to 0.", amount=0, threat=0)


def add_team_up(g: Any, n: int, why: str) -> None:
    """Team-up up or down by `n` within the track."""
    s = g.s
    before = s["team_up"]
    s["team_up"] = max(0, min(g.book.team_up_max, before + n))
    if s["team_up"] != before:
        g.log("team_up", f"Team-up {'+' if n > 0 else ''}{s['team_up'] - before} ({why}): now {s['team_up']}.",
              amount=s["team_up"] - before, team_up=s["team_up"])
