"""Support cards: shared ones are ready or exhausted and are readied by CHARGE (progress equal to
the number on their back flips them ready, the progress discarded); a hero's own card is locked
until its hero mission is completed, can never be charged, and once gained never exhausts.
"""

from __future__ import annotations

from typing import Any


def exhausted_shared(s: dict[str, Any], h: int) -> list[str]:
    """The hero's exhausted shared support cards."""
    return [sc["id"] for sc in s["heroes"][h]["supports"] if not sc["ready"]]


def charge_card(g: Any, h: int, card: str, n: int) -> int:
    """Put up to `n` progress on one exhausted shared card of hero `h`; returns what was not needed."""
    rec = g.s["heroes"][h]
    for sc in rec["supports"]:
        if sc["id"] == card and not sc["ready"]:
            need = g.book.supports[card].charge or 1
            used = min(n, need - sc["prog"])
            sc["prog"] += used
            name = g.book.supports[card].name
            if sc["prog"] >= need:
                sc["ready"] = True
                sc["prog"] = 0
                g.log("charge", f"{name} is charged and ready.", hero=h, card=card)
            else:
                g.log("charge", f"CHARGE {used} on {name}: {sc['prog']}/{need}.", hero=h, card=card)
            return n - used
    return n


def exhaust(g: Any, h: int, card: str | None = None) -> str | None:
    """Exhaust a ready shared card of hero `h` (the first, unless named); returns it."""
    rec = g.s["heroes"][h]
    for sc in rec["supports"]:
        if sc["ready"] and (card is None or sc["id"] == card):
            sc["ready"] = False
            sc["prog"] = 0
            g.log("support", f"{g.book.supports[sc['id']].name} is exhausted.", hero=h, card=sc["id"])
            return sc["id"]
    return None


def ready(g: Any, h: int, card: str | None = None) -> str | None:
    """Ready an exhausted shared card of hero `h` (the first, unless named); returns it."""
    rec = g.s["heroes"][h]
    for sc in rec["supports"]:
        if not sc["ready"] and (card is None or sc["id"] == card):
            sc["ready"] = True
            sc["prog"] = 0
            g.log("support", f"{g.book.supports[sc['id']].name} is ready.", hero=h, card=sc["id"])
            return sc["id"]
    return None
