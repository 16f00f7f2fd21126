"""The hard player's opt-in judge: several judges' chances for one position, blended.

A search that keeps the line its judge rates highest also keeps that judge's errors in its favour (the
optimizer's curse): among many lines, the one the judge overrates most tends to win the comparison. Judges
that err differently (judge.py's plain sigmoid of the lead; fitted_judge.py's logistic model of the winner;
hard_bases.py's model of who wins each base with the player about to move) overrate different lines, so a
blend of them leaves the search less to exploit. ``"mean"`` averages every seat's chances; ``"min"`` gives
the searching seat the most pessimistic judge's chance and shares the rest among the others as that judge
does. Opt-in, measured: see the README.
"""

from __future__ import annotations

from typing import Callable, Sequence

from .fitted_judge import fitted_chances
from .hard_bases import based_chances
from .reading import Table

#: The judges a blend may name (the plain one is given by the caller: it takes the hard player's settings).
OTHERS: dict[str, Callable[[Table], list[float]]] = {"fitted": fitted_chances, "bases": based_chances}
BLENDS = ("mean", "min")


def blended(t: Table, judges: Sequence[str], blend: str, me: int, plain: Callable[[Table], list[float]]) -> list[float]:
    """Each seat's chance to win as the named judges blend it (`plain` stands for judge.py's)."""
    if blend not in BLENDS:
        raise ValueError(f"unknown blend {blend!r}: one of {BLENDS}")
    each = [plain(t) if name == "plain" else OTHERS[name](t) for name in judges]
    n = len(each[0])
    if blend == "mean":
        return [sum(c[s] for c in each) / len(each) for s in range(n)]
    worst = min(each, key=lambda c: c[me])
    return list(worst)
