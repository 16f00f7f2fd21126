"""+1/+1 and -1/-1 counters, and boosts that last a combat or a turn.

A character keeps one signed number of counters (``c``): +1/+1 and -1/-1 counters cancel one for
one, so it never holds both kinds (rulebook: +1/+1 and -1/-1 counters). A face-down character
can't have counters; Thor's Cast Out refuses +1/+1 counters and God of Hammers -1/-1 counters.
"""

from __future__ import annotations

from .engine import G
from .stats import active
from .triggers import emit
from .wording import counters as counters_words


def add(g: G, uid: str, n: int) -> int:
    """Put n counters on a character (n < 0: -1/-1 counters); how many it got."""
    c = g.s["ch"].get(uid)
    if c is None or n == 0 or c["face"] != "up":
        return 0
    if n > 0 and active(g.book, g.s, uid, "no_plus_counters"):
        return 0
    if n < 0 and active(g.book, g.s, uid, "no_minus_counters"):
        return 0
    c["c"] += n
    g.dirty = True
    if g.words:
        g.log("counters", f"{g.name(uid)} gets {counters_words(n)}.", card=uid, n=n)
    else:
        g.quiet("counters")
    if n > 0:
        emit(g, "other_gets_plus", uid=uid)
        emit(g, "gains_atk", uid=uid)
    return n


def remove_plus(g: G, uid: str) -> None:
    """Every +1/+1 counter comes off a character."""
    c = g.s["ch"].get(uid)
    if c is not None and c["c"] > 0:
        g.log("counters", f"{g.name(uid)} loses its +1/+1 counters.", card=uid, n=-c["c"])
        c["c"] = 0


def boost(g: G, uid: str, a: int, d: int, until: str = "combat") -> None:
    """ATK and DEF change until the combat (or the turn) ends."""
    s = g.s
    if uid not in s["ch"] or s["ch"][uid]["face"] != "up" or (a == 0 and d == 0):
        return
    table = s["combat"]["boost"] if until == "combat" and s["combat"] is not None else s["turn"]["boost"]
    cur = table.get(uid) or [0, 0]
    table[uid] = [cur[0] + a, cur[1] + d]
    g.dirty = True
    if g.words:
        how = "until the combat ends" if until == "combat" else "this turn"
        g.log("boost", f"{g.name(uid)} gets {a:+d}/{d:+d} {how}.", card=uid, atk=a, df=d)
    else:
        g.quiet("boost")
    if a > 0:
        emit(g, "gains_atk", uid=uid)
