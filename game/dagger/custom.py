"""Effects the vocabulary can't say, in Python, registered by id and named from a card's data as
``{op: custom, fn: <id>}``. The content check refuses an id with no code here.
"""

from __future__ import annotations

from typing import Any, Callable


Custom = Callable[[Any, dict[str, Any], str], None]
CUSTOM: dict[str, Custom] = {}


def custom(name: str) -> Callable[[Custom], Custom]:
    def deco(fn: Custom) -> Custom:
        CUSTOM[name] = fn
        return fn
    return deco


@custom("clear_all_primed")
def clear_all_primed(g: Any, e: dict[str, Any], cid: str) -> None:
    """Every enemy loses its primed token (the nemesis included)."""
    s = g.s
    for en in s["enemies"]:
        en["primed"] = False
    s["nem"]["primed"] = False
    g.log("primed", "Every primed token is discarded.")
