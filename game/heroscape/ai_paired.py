"""The hard player's search at the root: every candidate turn played from the same re-deals with
the same dice (common random numbers), the budget halved onto the better half round by round.
Over one Heroscape turn a fresh deal and fresh dice per iteration is mostly noise: the attack that
follows a move swings the judge's value by far more than the moves differ. The search itself now
lives in the platform (game/core/paired.py), shared with the other games' hard players.
"""

from game.core.paired import PairedSearch

__all__ = ["PairedSearch"]
