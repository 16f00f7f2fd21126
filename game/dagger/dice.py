"""Attribute tests with the hero dice.

A test rolls as many dice as the hero's attribute (plus bonus dice); each die showing the tested
attribute's icon or a wild is one success. After the roll the hero may reroll failed dice (when
something grants it), spend the empowered token for one more success, discard the attacked
enemy's primed token for one more, or use a card that helps; then the successes are applied
(damage, progress, recovery and charge), and each wild may call in a D.A.G.G.E.R. effect.
"""

from __future__ import annotations

from typing import Any

from game.core import rng
from game.core.decisions import decision, option

from . import abilities, selectors as sel
from .engine import task
from .heroes import statics
from .table import heroes_at

ATTR_WORDS = {"attack": "ATTACK", "defiance": "DEFIANCE", "tactic": "TACTIC"}


def face_name(face: tuple[str, ...]) -> str:
    """How a die face reads."""
    return "+".join(face) if face else "blank"


def roll_faces(g: Any, n: int, why: str, seat: int) -> list[int]:
    """Roll `n` hero dice; the faces' indexes (tests replace this to fix the dice)."""
    if n <= 0:
        return []
    faces = g.book.faces
    values = rng.roll(g.s, g.events, len(faces), n, why, seat, [face_name(f) for f in faces])
    return [v - 1 for v in values]


def count(g: Any, faces: list[int], attr: str) -> tuple[int, int]:
    """(successes, wilds) of a roll for an attribute."""
    book_faces = g.book.faces
    succ = wild = 0
    for i in faces:
        f = book_faces[i]
        if "wild" in f:
            wild += 1
            succ += 1
        elif attr in f:
            succ += 1
    return succ, wild


def dice_for(g: Any, h: int, attr: str, extra: int, c: dict[str, Any]) -> int:
    """How many dice hero `h` rolls to test `attr`."""
    rec = g.s["heroes"][h]
    n = getattr(g.book.heroes[rec["hero"]], attr) + extra
    for st in statics(g, h, "dice"):
        if st.get("attr", "any") in (attr, "any") and ("if" not in st or sel.cond(g, st["if"], c)):
            n += st.get("n", 1)
    return max(0, n)


def start_test(g: Any, h: int, attr: str, cid: str, kind: str = "test", *, dice: int = 0, ref: str | None = None,
               plus: int = 0, auto: int = 0, share: bool = False, reroll: int = 0) -> None:
    """Schedule a test of hero `h` (kind: attack, defy, rest or test)."""
    g.push({"op": "test", "h": h, "attr": attr, "c": cid, "kind": kind, "dice": dice, "ref": ref, "plus": plus,
            "auto": auto, "share": share, "reroll": reroll, "faces": None, "bonus": 0, "used": []})


@task("test")
def _test(g: Any, t: dict[str, Any], picks: Any) -> None:
    s = g.s
    h = t["h"]
    rec = s["heroes"][h]
    c = g.ctx(t["c"])
    if rec["down"] or rec["out"]:
        return
    if t["faces"] is None:
        n = dice_for(g, h, t["attr"], t["dice"], c)
        why = f"{g.hname(h)} tests {ATTR_WORDS[t['attr']]} with {n} {'die' if n == 1 else 'dice'}"
        t["faces"] = roll_faces(g, n, why, rec["seat"])
        if not t["faces"]:
            g.log("roll", f"{why}: nothing to roll.")
    if picks is not None and not _window_pick(g, t, picks[0]["id"]):
        return
    opts = _window(g, t)
    if len(opts) > 1:
        succ, _ = count(g, t["faces"], t["attr"])
        g.ask(t, decision(rec["seat"], "test_window",
                          f"{g.hname(h)} has {_successes(succ + t['bonus'])}: improve the result or keep it.", opts,
                          hero=h, test={"kind": t["kind"], "attr": t["attr"], "ref": t["ref"], "plus": t["plus"],
                                        "successes": succ + t["bonus"], "dice": len(t["faces"])}))
        return
    _finish(g, t)


def _window(g: Any, t: dict[str, Any]) -> list[dict[str, Any]]:
    """What the hero may do with the roll before it is applied; "keep" last."""
    s = g.s
    h = t["h"]
    rec = s["heroes"][h]
    used = t["used"]
    faces = t["faces"]
    succ, _ = count(g, faces, t["attr"])
    failed = len(faces) - succ
    opts = []
    if failed:
        for key, n in _rerolls(g, t):
            if key not in used:
                k = min(n, failed)
                opts.append(option(f"reroll:{key}", f"Reroll {k} failed {'die' if k == 1 else 'dice'} ({_reroll_source(g, key)})",
                                   [f"dice:reroll:{key}"]))
    if rec["emp"]:
        opts.append(option("empowered", "Spend your empowered token: +1 success", ["dice:empowered"]))
    if t["kind"] == "attack" and t["ref"] and sel.is_primed(s, t["ref"]) and "primed" not in used:
        more = 1 + sum(st.get("n", 0) for st in statics(g, h, "primed_plus"))
        opts.append(option("primed", f"Discard the primed token of {sel.ref_name(g, t['ref'])}: +{more} "
                                     f"success{'es' if more > 1 else ''}", [t["ref"]]))
    for key, a, src in abilities.sources(g, h):
        if a.kind == "free" and a.window == "test" and abilities.usable(g, h, key, a):
            from .wording import ability_label
            opts.append(option(f"use:{key}", f"Use {ability_label(src, a)}", [_card_path(key)]))
    opts.append(option("keep", f"Keep the result: {_successes(succ + t['bonus'])}", ["dice:keep"]))
    return opts


def _successes(n: int) -> str:
    return f"{n} success{'' if n == 1 else 'es'}"


def _card_path(key: str) -> str:
    kind, _, rest = key.partition(":")
    return {"sup": "support", "own": "support", "tu": "teamup"}.get(kind, "ability") + ":" + rest


def _rerolls(g: Any, t: dict[str, Any]) -> list[tuple[str, int]]:
    """Rerolls on offer: the action's own, the hero's, a leader's in the same space."""
    s = g.s
    h = t["h"]
    out = []
    if t["reroll"]:
        out.append(("action", t["reroll"]))
    n = sum(st.get("n", 1) for st in statics(g, h, "reroll") if st.get("attr", "any") in (t["attr"], "any"))
    if n:
        out.append(("hero", n))
    for o in heroes_at(s, s["heroes"][h]["space"]):
        if o != h and f"ally_reroll:{o}" not in s["heroes"][o]["once"]:
            k = sum(st.get("n", 1) for st in statics(g, o, "ally_reroll"))
            if k:
                out.append((f"ally:{o}", k))
    return out


def _reroll_source(g: Any, key: str) -> str:
    if key == "action":
        return "this action"
    if key == "hero":
        return "your ability"
    return f"with {g.hname(int(key[5:]))}'s help"


def _window_pick(g: Any, t: dict[str, Any], pid: str) -> bool:
    """Carry out a window pick; False when the test waits for something scheduled above it."""
    s = g.s
    h = t["h"]
    rec = s["heroes"][h]
    if pid == "keep":
        _finish(g, t)
        return False
    if pid == "empowered":
        rec["emp"] = False
        t["bonus"] += 1
        g.log("empower", f"{g.hname(h)} spends the empowered token: +1 success.", hero=h)
    elif pid == "primed":
        sel.unprime(s, t["ref"])
        t["used"].append("primed")
        t["bonus"] += 1 + sum(st.get("n", 0) for st in statics(g, h, "primed_plus"))
        g.log("primed", f"{g.hname(h)} discards the primed token of {sel.ref_name(g, t['ref'])} for more successes.")
    elif pid.startswith("reroll:"):
        key = pid[7:]
        n = dict(_rerolls(g, t)).get(key, 0)
        t["used"].append(key)
        if key.startswith("ally:"):
            s["heroes"][int(key[5:])]["once"].append(f"ally_reroll:{key[5:]}")
        faces = t["faces"]
        failed = [i for i, f in enumerate(faces) if t["attr"] not in g.book.faces[f] and "wild" not in g.book.faces[f]]
        again = roll_faces(g, min(n, len(failed)), f"{g.hname(h)} rerolls", rec["seat"])
        for i, v in zip(failed, again):
            faces[i] = v
    elif pid.startswith("use:"):
        key = pid[4:]
        found = abilities.ability_of(g, h, key)
        if found is not None:
            g.push(t)
            abilities.use(g, h, key, found[0], found[1])
            return False
    return True


def _finish(g: Any, t: dict[str, Any]) -> None:
    """Apply the successes, then the wilds' D.A.G.G.E.R. effects."""
    s = g.s
    h = t["h"]
    succ, wild = count(g, t["faces"], t["attr"])
    succ += t["bonus"]
    c = g.ctx(t["c"])
    c.update(x=succ, wilds=wild, zero=succ == 0)
    s["dice"] = {"hero": h, "attr": t["attr"], "faces": [face_name(g.book.faces[f]) for f in t["faces"]],
                 "successes": succ, "wilds": wild}
    g.log("test", f"{g.hname(h)}: {succ} success{'es' if succ != 1 else ''} on {ATTR_WORDS[t['attr']]}"
          f"{f', {wild} wild' if wild else ''}.", hero=h, successes=succ, wilds=wild)
    if wild:
        g.push({"op": "wilds", "h": h, "n": wild})
    if succ == 0:
        abilities.fire(g, "zero_successes", h)
    kind = t["kind"]
    if kind == "attack":
        g.push({"op": "hit", "h": h, "ref": t["ref"], "succ": succ, "plus": t["plus"]})
    elif kind == "defy":
        g.push({"op": "defy_apply", "h": h, "slot": t["ref"], "succ": succ, "plus": t["plus"]})
    elif kind == "rest":
        g.push({"op": "rest_split", "h": h, "total": succ + t["auto"], "share": t["share"]})


def current_test(g: Any) -> dict[str, Any] | None:
    """The test being resolved (for cards used after the roll)."""
    for t in reversed(g.s["stack"]):
        if t["op"] == "test":
            return t
    return None
