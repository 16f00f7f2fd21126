"""The hard player's reading of powers whose target the normal player's rule of thumb gets wrong.

The normal player (ai.py) picks a power's target by whether the option's words sound harmful: harm
goes to the most valuable enemy, help to its own most valuable character. Three villains' powers
read differently, and there it threw the power away:

- Abomination's "I Want That. I Need That. Make Me That." ("Choose another character: Abomination
  gets as many +1/+1 counters as it has"): what counts is the chosen character's +1/+1 counters,
  on either side. Normal chose its own most valuable character, mostly one with none, and paid
  for nothing; it used the power even when no other character had a counter.
- Iron Monger's "But My Suit is More Advanced" ("Put +1/+1 counters on Iron Monger until his DEF
  is higher than its ATK"): the enemy with the most ATK gives the most counters; normal chose the
  least valuable enemy.
- Loki's Trickster (a combatant's ATK and DEF trade places): the swap that turns the combat most
  (the same forecast the normal player used to decide to play it), not the most valuable enemy.

Measured between normal players (seeds 2001-2300, the Villains' main character set, each seed
played with and without this reading for the Villains): Abomination 46 -> 59 wins of 300 (20
seeds better, 7 worse), Iron Monger 188 -> 194, Loki 119 -> 119.

The hard player (search_hooks.py) answers its own decisions with it where it does not search and
plays its own seat's playouts with it; with ``read_powers`` (opt-in) the other seats' playouts too.
It reads the seat's view only, as the normal player does.
"""

from __future__ import annotations

from typing import Any

from .ai import ComputerPlayer, Ctx


def copies_counters(card: Any) -> list[int]:
    """The powers of `card` that pick a character and then read its +1/+1 counters (Abomination's)."""
    return [i for i, p in enumerate(card.powers)
            if any(e.get("op") == "pick" for e in p.get("effects") or [])
            and any(e.get("n") == "target_plus_counters" for e in p.get("effects") or [])]


class PowerReader(ComputerPlayer):
    """The normal player with the three powers above read for what they do."""

    name = "computer"

    def _copier(self, c: Ctx, d: dict[str, Any]) -> bool:
        """Whether this target decision is for a power that copies the chosen character's counters:
        the prompt names the source ("Abomination: choose a character.")."""
        name = d["prompt"].split(":")[0]
        return any(ch["ctrl"] == c.seat and c.card(ch["id"]).name == name and copies_counters(c.card(ch["id"]))
                   for ch in c.chars())

    def _target(self, c: Ctx, d, o) -> float:
        label = o["label"]
        ch = c.char(o["data"].get("uid")) if o["id"] != "none" else None
        if ch is not None and label.startswith("Choose ") and self._copier(c, d):
            return float(max(ch["counters"], 0))
        if label.startswith("Beat ") and "+1/+1 counter" in label:  # Iron Monger's suit: "Beat X: n +1/+1 counters"
            try:
                return float(label.rsplit(": ", 1)[1].split()[0])
            except (IndexError, ValueError):
                pass
        if ch is not None and label.startswith("Swap ") and c.view["combat"] is not None:
            return c.forecast({ch["uid"]: (ch["def"] - ch["atk"], ch["atk"] - ch["def"])})
        return super()._target(c, d, o)

    def _main(self, c: Ctx, d, o) -> float:
        if o["id"].startswith("p:"):
            src = o["data"]["src"]
            if o["data"]["power"] in copies_counters(c.card(c.id_of(src))):
                most = max((max(ch["counters"], 0) for ch in c.chars() if ch["uid"] != src), default=0)
                return 1.0 + most if most >= 1 else -2.0
        return super()._main(c, d, o)
