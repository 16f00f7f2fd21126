"""Why a click is not a legal choice now, in a player's words."""

from __future__ import annotations

from typing import Any, Sequence

from . import abilities, aspects, board
from .engine import G
from .heroes import static_total


def why_not(rules: Any, s: dict[str, Any], seat: int, path: Sequence[str]) -> str | None:
    pending = s.get("pending")
    if not pending or not path:
        return None
    if pending["seat"] != seat:
        return "It is not your decision now."
    if pending["kind"] != "turn":
        return None
    g = G(s, [], rules.book, rules)
    h = pending.get("hero")
    last = path[-1]
    rec = s["heroes"][h]
    if last.startswith("slot:"):
        act = last.split(":")[2]
        if rec["used"].get(act, 0) >= 2:
            return f"Both {act.capitalize()} slots already hold a token this round."
        if act == "fight" and not aspects.enemy_here(g, h):
            return "There is no enemy in your space to fight."
        if act == "defy" and not aspects.possible(g, h, "defy"):
            return "No active mission calls for a defy action where you stand."
    if last.startswith("base:"):
        b = last[5:]
        if board.base_space(rules.book, s, b) != rec["space"]:
            return "You must stand on a base to take its D.A.G.G.E.R. action."
        if b in s["base_used"]:
            return "That base's D.A.G.G.E.R. slot already holds a token this round."
        if b in s["overrun"]:
            return "That base is overrun: its action only works when a mission calls for it."
    if last.startswith("ability:"):
        i = int(last.split(":")[2])
        a = rules.book.heroes[rec["hero"]].abilities[i]
        if a.kind != "action":
            return f"{a.name} is not an action: it works on its own when its moment comes."
        if rec["used"].get(f"ab:{rec['hero']}:{i}"):
            return f"{a.name}'s slot already holds a token this round."
        if a.combo == "empowered" and not rec["emp"]:
            return f"{a.name} is a combo: you must be empowered to use it."
        if a.combo == "primed":
            return f"{a.name} is a combo: it needs a primed enemy it can affect."
        if not abilities.usable(g, h, f"ab:{rec['hero']}:{i}", a):
            return f"{a.name} can't be used here now."
    if last.startswith("space:"):
        return _space(rules, g, s, pending, h, last[6:])
    if last.startswith("enemy:") or last == "nemesis":
        return _foe(rules, g, s, pending, h, last)
    if last.startswith("teamup:"):
        card = rules.book.team_ups[rules.book.sheets[rec["sheet"]].team_up]
        if not rec["tu"] and s["team_up"] < card.cost:
            return f"Readying {card.name} costs {card.cost} team-up; the track holds {s['team_up']}."
    return None


def _space(rules: Any, g: G, s: dict[str, Any], pending: dict[str, Any], h: int, sid: str) -> str | None:
    """A space clicked on the hero's turn: the player means to go there, which a Move action does."""
    rec = s["heroes"][h]
    name, where = g.hname(h), board.space_name(rules.book, s, sid)
    if sid == rec["space"]:
        return f"{name} is in {where} already."
    n = 2 + static_total(g, h, "move_plus")
    d = board.distances(rules.book, s, rec["space"]).get(sid)
    if d is None or d > n:
        far = "no path leads there" if d is None else f"{d} steps away"
        return f"{where} is {far}: a Move goes up to {n}."
    if not any(o["id"].startswith("a:move:") for o in pending["options"]):
        return f"{where} is {d} step{'s' if d != 1 else ''} away, but {name} can take no Move action now."
    return (f"Choose a token for Move first: {where} is {d} step{'s' if d != 1 else ''} away "
            "and is then chosen for you.")


def _foe(rules: Any, g: G, s: dict[str, Any], pending: dict[str, Any], h: int, ref: str) -> str | None:
    """An enemy clicked on the hero's turn: the player means to attack it, which a Fight action does."""
    rec = s["heroes"][h]
    if ref == "nemesis":
        name, where = g.nname(), s["nem"]["space"]
    else:
        e = next((e for e in s["enemies"] if e["u"] == int(ref[6:])), None)
        if e is None:
            return None
        name, where = g.ename(e), e["space"]
    if where != rec["space"]:
        return (f"{name} is in {board.space_name(rules.book, s, where)}: {g.hname(h)} fights only in their own "
                "space (Move there first).")
    if not any(o["id"].startswith("a:fight:") for o in pending["options"]):
        return f"{g.hname(h)} can take no Fight action now."
    return f"Choose a token for Fight first: {name} is then the one attacked."
