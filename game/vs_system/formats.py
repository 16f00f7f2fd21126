"""The ways to play (rulebook: Multiplayer Game Modes): who is on whose team, who shares rows, and
how many cards each player draws on their first turn.

- ``1v1``: two players.
- ``ffa``: Free-for-All for 3 or 4; the last main character standing wins; the first player draws
  none on their first turn and the second player one.
- ``2v2``: seated A, B, A, B; teammates can't attack each other; first-turn draws as in ffa.
- ``2hg``: 2-Headed Teammates: seated A, A, B, B; each team shares one front and one back row
  and takes one turn together; nobody on the first team draws on that first turn; a player
  whose main character is gone plays on until the team's are both gone.
"""

from __future__ import annotations

FORMATS = ("1v1", "ffa", "2v2", "2hg")
NAMES = {"1v1": "1 vs 1", "ffa": "Free-for-All", "2v2": "2 vs 2", "2hg": "2-Headed Teammates"}
SEATS = {"1v1": (2, 2), "ffa": (3, 4), "2v2": (4, 4), "2hg": (4, 4)}


def default_format(seats: int) -> str:
    """The format a number of seats plays when none is chosen."""
    return "1v1" if seats == 2 else "ffa"


def teams(fmt: str, seats: int) -> list[int]:
    """The team of each seat."""
    if fmt == "2v2":
        return [i % 2 for i in range(seats)]
    if fmt == "2hg":
        return [i // 2 for i in range(seats)]
    return list(range(seats))


def sides(fmt: str, seats: int) -> list[int]:
    """The rows each seat plays in (shared by a 2-Headed team)."""
    return teams(fmt, seats) if fmt == "2hg" else list(range(seats))


def first_draws(fmt: str, first: int, seats: int) -> dict[str, int]:
    """How many cards a seat draws on its first turn, where that is not two (by seat, as text)."""
    if fmt == "1v1":
        return {str(first): 0}
    if fmt == "2hg":
        team = teams(fmt, seats)[first]
        return {str(i): 0 for i in range(seats) if teams(fmt, seats)[i] == team}
    return {str(first): 0, str((first + 1) % seats): 1}
