"""The vocabulary's conditions and amounts, read in an ability's context.

Below the effect ops and the "me first!" windows, which both ask them.
"""

from __future__ import annotations

from typing import Any

from .engine import G
from .power import breakpoints
from .table import base_of_uid, locate


def condition(g: G, name: str, c: dict[str, Any]) -> bool:
    """Evaluate a vocabulary condition in an ability's context."""
    s = g.s
    you = c["you"]
    if name in ("bp_le_19", "bp_here_le_19"):
        b = c["here"]
        base = base_of_uid(s, b) if b is not None else None
        return base is not None and breakpoints(s, g.book, base)[b] <= 19
    if name == "you_have_char_here":
        b = base_of_uid(s, c["here"])
        return b is not None and any(ch["ctrl"] == you for ch in b["chars"])
    if name == "you_have_char_there":
        b = base_of_uid(s, c["there"])
        return b is not None and any(ch["ctrl"] == you for ch in b["chars"])
    if name == "you_had_char_there":  # at the base that just scored, when it scored
        ls = s.get("last_score") or {}
        return ls.get("base") == c["there"] and you in ls.get("had", ())
    if name == "last_power_ge_5":
        return c["vars"].get("last_power", 0) >= 5
    if name == "allies_there_ge_4":
        b = base_of_uid(s, c["there"])
        return b is not None and sum(1 for ch in b["chars"] if ch["ctrl"] == you) >= 4
    if name == "played_two_actions":
        return s["turn"]["acts_played"][you] >= 2
    if name == "your_turn":
        return s["turn"]["seat"] == you
    if name == "winner":
        ls = s.get("last_score") or {}
        return ls.get("ranks", {}).get(str(you)) == 1
    if name == "no_vp_here":  # ranked at the base that just scored, and got nothing from it
        ls = s.get("last_score") or {}
        return str(you) in ls.get("ranks", {}) and ls.get("vp", {}).get(str(you), 0) == 0
    if name == "other_ally_here":
        b = base_of_uid(s, c["here"])
        return b is not None and any(ch["ctrl"] == you and ch["uid"] != c["src"] for ch in b["chars"])
    if name == "ally_destroyed_here":
        return [you, c["here"]] in s["turn"]["destroyed"]
    if name.startswith("you_control:"):
        want = name[12:]
        cards = s["cards"]
        return any(ch["ctrl"] == you and cards[ch["uid"]][0] == want for b in s["bases"] for ch in b["chars"])
    if name.startswith("char_there:"):
        want = name[11:]
        b = base_of_uid(s, c["there"])
        return b is not None and any(s["cards"][ch["uid"]][0] == want for ch in b["chars"])
    if name.startswith("host_is:") or name.startswith("host_not:"):
        kind, _b, ch, _m = locate(s, c["src"])
        if kind != "cmod":
            return False
        is_it = s["cards"][ch["uid"]][0] == name.split(":", 1)[1]  # type: ignore[index]
        return is_it if name.startswith("host_is:") else not is_it
    raise ValueError(f"unknown condition {name!r}")


def amount(g: G, n: Any, c: dict[str, Any]) -> int:
    """Evaluate a vocabulary amount in an ability's context."""
    if isinstance(n, int):
        return n
    s = g.s
    if n == "vp_div_4":
        return s["players"][c["you"]]["vp"] // 4
    if n == "last_power":
        return c["vars"].get("last_power", 0)
    if n == "chars_here":
        b = base_of_uid(s, c["here"])
        return len(b["chars"]) if b else 0
    if n == "neg_chars_here":
        b = base_of_uid(s, c["here"])
        return -len(b["chars"]) if b else 0
    if n == "your_chars_there":
        b = base_of_uid(s, c["there"])
        return sum(1 for ch in b["chars"] if ch["ctrl"] == c["you"]) if b else 0
    if n == "var_count_plus_1":
        return c["vars"].get("count", 0) + 1
    raise ValueError(f"unknown amount {n!r}")
