"""The hard player departs from the normal player's play only where a second judge agrees.

Half of hard's departures from normal's play were measured to be worth nothing either way (see the
README), and a search that follows one judge also follows its errors (the optimizer's curse). Here the
search runs as usual; if its answer is not the play normal's trial ranks first (the root's first
candidate), the same decision is searched again with a second judge (another SmashUpHooks, e.g.
``{"judge": "fitted"}``), and the departure is kept only if that search gives the same answer; otherwise
normal's play is given. Two judges that err differently rarely overrate the same line. Opt-in, measured:
see the README.

Both searches read only the seat's view (redeal.py), so it never peeks.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.search import Search, Thought

from .hard_keep import KeepsNormalPlayer


class ConsensusPlayer(KeepsNormalPlayer):
    """A SearchPlayer whose departures from normal's play need a second judge's search to agree (module
    docstring)."""

    KEPT_BECAUSE = "a second judge disagreed, so the play first tried"

    def __init__(self, rules, hooks, second_hooks, fallback, *, iterations: int) -> None:
        super().__init__(rules, hooks, fallback, iterations=iterations)
        self.second = Search(rules, second_hooks, iterations=iterations)
        self.kept = 0

    def departs(self, seen, rng: Rng, thought: Thought, best: str, first: str) -> bool:
        self.second.max_tree_depth, self.second.explore = self.search.max_tree_depth, self.search.explore
        other = self.second.run(seen.view, seen.decision["seat"], rng)
        return bool(other.choices) and other.choices[0][0] == best
