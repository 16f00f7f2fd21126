"""Who and what an effect works on (selectors), its conditions and its amounts.

Things are named by the refs a player clicks: ``hero:<i>``, ``enemy:<uid>``, ``nemesis``,
``mission:nemesis|green|purple|blue|hero``, ``base:<id>``, ``space:<id>``.

A selector that picks one of several things asks the deciding player (the acting hero's, else
the first player's) with a ``pick`` task, after scheduling a ``redo`` of the effect below it: the
pick is kept in the context (``pk``) and the effect, run again, takes it.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from . import board
from .engine import task
from .table import SLOTS, active_heroes, first_seat, n_heroes, pp

HERO_FILTER_KEYS = ("other", "damaged", "most_damaged", "nearest_nemesis")


# -- refs and names ---------------------------------------------------------------------------------
def hero_ref(h: int) -> str:
    return f"hero:{h}"


def enemy_ref(e: dict[str, Any]) -> str:
    return f"enemy:{e['u']}"


def ref_space(g: Any, ref: str) -> str | None:
    """Where a hero or enemy ref stands."""
    s = g.s
    if ref == "nemesis":
        return s["nem"]["space"]
    kind, _, key = ref.partition(":")
    if kind == "hero":
        return s["heroes"][int(key)]["space"]
    if kind == "enemy":
        u = int(key)
        for e in s["enemies"]:
            if e["u"] == u:
                return e["space"]
    return None


def ref_name(g: Any, ref: str) -> str:
    """What a ref is called, for labels and the log."""
    s, book = g.s, g.book
    if ref == "nemesis":
        return g.nname()
    kind, _, key = ref.partition(":")
    if kind == "hero":
        return g.hname(int(key))
    if kind == "enemy":
        u = int(key)
        for e in s["enemies"]:
            if e["u"] == u:
                return f"{g.ename(e)} in {board.space_name(book, s, e['space'])}"
        return "an enemy"
    if kind == "mission":
        mid = mission_id(s, key)
        return book.missions[mid].name if mid else "a mission"
    if kind == "base":
        return book.base_name(key)
    if kind == "space":
        return board.space_name(book, s, key)
    return ref


def mission_id(s: dict[str, Any], slot: str) -> str | None:
    """The mission in a slot: nemesis (the active card of the nemesis deck), a side slot, hero."""
    if slot == "nemesis":
        return s["nm_deck"][0] if s["nm_deck"] else None
    if slot == "hero":
        return s["hm"]["id"] if s["hm"] else None
    m = s["side"].get(slot)
    return m["id"] if m else None


def active_missions(s: dict[str, Any]) -> list[str]:
    """Slots holding an active mission, in the order ongoing effects resolve."""
    out = ["nemesis"] if s["nm_deck"] else []
    out += [k for k in SLOTS if s["side"][k]]
    if s["hm"]:
        out.append("hero")
    return out


# -- conditions and amounts ----------------------------------------------------------------------
def anchor(g: Any, c: dict[str, Any]) -> str | None:
    """The space "here" means: the acting hero's, else the nemesis's."""
    h = c["h"]
    if h is not None:
        return g.s["heroes"][h]["space"]
    return g.s["nem"]["space"]


def cond(g: Any, cnd: Any, c: dict[str, Any]) -> bool:
    """Whether a condition holds in context `c`."""
    s = g.s
    if isinstance(cnd, dict):
        (k, v), = cnd.items()
        if k == "not":
            return not cond(g, v, c)
        if k == "threat_at_least":
            return s["threat"] >= v
        return False
    h = s["heroes"][c["h"]] if c["h"] is not None else None
    if cnd == "boosted":
        return c["boosted"]
    if cnd == "empowered":
        return bool(h and h["emp"])
    if cnd == "zero":
        return c["zero"]
    if cnd == "success":
        return c["x"] > 0
    if cnd == "showdown":
        return s["nem"]["show"]
    if cnd == "wounded":
        return bool(h) and h["dmg"] * 2 >= g.book.heroes[h["hero"]].health
    if cnd == "on_base":
        return bool(h) and bool(board.bases_at(g.book, s, h["space"]))
    here = anchor(g, c)
    if cnd == "nemesis_here":
        return here is not None and s["nem"]["space"] == here
    if cnd == "enemy_here":
        return here is not None and (s["nem"]["space"] == here or any(e["space"] == here for e in s["enemies"]))
    t = c["target"]
    if cnd == "target_is_nemesis":
        return t == "nemesis"
    if cnd == "target_primed":
        if t == "nemesis":
            return s["nem"]["primed"]
        e = _enemy_of(s, t)
        return bool(e and e["primed"])
    if cnd == "target_defeated":
        if t == "nemesis":
            return s["nem"]["stun"]
        return t is not None and _enemy_of(s, t) is None
    return False


def amount(g: Any, n: Any, c: dict[str, Any]) -> int:
    """An amount: a number, or x (the last test's successes), pp, heroes, rank_n, suppression."""
    if isinstance(n, int):
        return n
    if n == "x":
        return c["x"]
    if n == "pp":
        return pp(g.s)
    if n == "heroes":
        return n_heroes(g.s)
    if n == "rank_n":
        return sum(1 for e in g.s["enemies"] if e["rank"] == "N")
    if n == "suppression":
        return g.s["nem"]["supp"]
    return 0


def _enemy_of(s: dict[str, Any], ref: str | None) -> dict[str, Any] | None:
    if not ref or not ref.startswith("enemy:"):
        return None
    u = int(ref[6:])
    for e in s["enemies"]:
        if e["u"] == u:
            return e
    return None


# -- where ----------------------------------------------------------------------------------------
def _where_ok(g: Any, where: str | None, sid: str | None, c: dict[str, Any]) -> bool:
    if where is None or where == "any":
        return sid is not None
    if sid is None:
        return False
    s, book = g.s, g.book
    if where == "here":
        return sid == anchor(g, c)
    if where == "nearby":
        a = anchor(g, c)
        return a is not None and board.nearby(book, s, a, sid)
    if where == "region":
        a = anchor(g, c)
        reg = board.region(book, s, a)
        return bool(reg) and board.region(book, s, sid) == reg
    ns = s["nem"]["space"]
    if where == "nemesis":
        return sid == ns
    if where == "near_nemesis":
        return board.nearby(book, s, ns, sid)
    if where == "nemesis_region":
        reg = board.region(book, s, ns)
        return bool(reg) and board.region(book, s, sid) == reg
    if where.startswith("region:"):
        return board.region(book, s, sid) == where[7:]
    if where.startswith("space:"):
        return sid == where[6:]
    return False


# -- candidates --------------------------------------------------------------------------------------
def candidates(g: Any, sel: Any, c: dict[str, Any]) -> list[str]:
    """Every ref a selector could mean now (before any pick)."""
    s = g.s
    if isinstance(sel, str):
        return _named(g, sel, c)
    (key, flt), = sel.items()
    flt = flt or {}
    if key in ("pick_hero", "all_heroes"):
        return _heroes(g, flt, c)
    if key in ("pick_enemy", "all_enemies"):
        return _enemies(g, flt, c)
    if key == "pick_mission":
        kinds = flt.get("kind")
        out = []
        for slot in active_missions(s):
            kind = "hero" if slot == "hero" else "nemesis" if slot == "nemesis" else "side"
            if not kinds or kind in kinds:
                out.append(f"mission:{slot}")
        return out
    if key == "pick_base":
        out = []
        for b in board.all_bases(s):
            if "overrun" in flt and (b in s["overrun"]) != flt["overrun"]:
                continue
            if not _where_ok(g, flt.get("where"), board.base_space(g.book, s, b), c):
                continue
            out.append(f"base:{b}")
        return out
    return []


def _named(g: Any, sel: str, c: dict[str, Any]) -> list[str]:
    s = g.s
    if sel == "self":
        h = c["h"]
        return [hero_ref(h)] if h is not None and not s["heroes"][h]["down"] and not s["heroes"][h]["out"] else []
    if sel == "chosen":
        h = c["chosen"]
        return [hero_ref(h)] if h is not None and not s["heroes"][h]["down"] and not s["heroes"][h]["out"] else []
    if sel == "target":
        t = c["target"]
        if t == "nemesis" or _enemy_of(s, t) is not None:
            return [t]
        return []
    if sel == "nemesis":
        return ["nemesis"]
    if sel == "nemesis_mission":
        return ["mission:nemesis"] if s["nm_deck"] else []
    if sel == "this_mission":
        m = c["mission"]
        return [m] if m and mission_id(s, m.partition(":")[2]) else []
    if sel == "hero_mission":
        return ["mission:hero"] if s["hm"] else []
    if sel == "base_here":
        h = c["h"]
        sid = s["heroes"][h]["space"] if h is not None else None
        return [f"base:{b}" for b in board.bases_at(g.book, s, sid)]
    return []


def _heroes(g: Any, flt: dict[str, Any], c: dict[str, Any]) -> list[str]:
    s = g.s
    where = flt.get("where")
    me = c["h"]
    cands = []
    for i in active_heroes(s):
        h = s["heroes"][i]
        if (flt.get("other") or where == "nearby") and i == me:
            continue
        if flt.get("damaged") and not h["dmg"]:
            continue
        if flt.get("exhausted") and all(sc["ready"] for sc in h["supports"]):
            continue
        if not _where_ok(g, where, h["space"], c):
            continue
        cands.append(i)
    if cands and flt.get("most_damaged"):
        top = max(s["heroes"][i]["dmg"] for i in cands)
        cands = [i for i in cands if s["heroes"][i]["dmg"] == top]
    if cands and flt.get("nearest_nemesis"):
        dist = board.distances(g.book, s, s["nem"]["space"])
        best = min(dist.get(s["heroes"][i]["space"], 99) for i in cands)
        cands = [i for i in cands if dist.get(s["heroes"][i]["space"], 99) == best]
    return [hero_ref(i) for i in cands]


def _enemies(g: Any, flt: dict[str, Any], c: dict[str, Any]) -> list[str]:
    s = g.s
    where = flt.get("where")
    ranks = flt.get("rank")
    primed = flt.get("primed")
    out = []
    for e in s["enemies"]:
        if ranks and e["rank"] not in ranks:
            continue
        if flt.get("elite") and e["rank"] != "elite":
            continue
        if primed is not None and e["primed"] != primed:
            continue
        if _where_ok(g, where, e["space"], c):
            out.append(enemy_ref(e))
    if not flt.get("minion") and not ranks and not flt.get("elite"):
        nem = s["nem"]
        if (primed is None or nem["primed"] == primed) and _where_ok(g, where, nem["space"], c):
            out.append("nemesis")
    if c.get("pay_primed"):
        out = [r for r in out if is_primed(s, r)]
    return out


def is_primed(s: dict[str, Any], ref: str) -> bool:
    """Whether an enemy ref has a primed token."""
    if ref == "nemesis":
        return s["nem"]["primed"]
    e = _enemy_of(s, ref)
    return bool(e and e["primed"])


def unprime(s: dict[str, Any], ref: str) -> None:
    """Discard an enemy's primed token."""
    if ref == "nemesis":
        s["nem"]["primed"] = False
        return
    e = _enemy_of(s, ref)
    if e:
        e["primed"] = False


# -- picking ----------------------------------------------------------------------------------------
def decider(g: Any, c: dict[str, Any]) -> int:
    """The seat that decides for an effect: the acting hero's, else the first player's."""
    h = c["h"]
    return g.s["heroes"][h]["seat"] if h is not None else first_seat(g.s)


def targets(g: Any, e: dict[str, Any], cid: str, key: str = "to", default: Any = "self",
            prompt: str = "") -> list[str] | None:
    """The refs effect `e` works on; None when a pick was scheduled (the effect is redone after it).

    A pick of a hero is remembered as ``chosen``, of an enemy as ``target``; a primed combo's
    payment is taken from the first enemies selected."""
    c = g.ctx(cid)
    pk = c.pop("pk", None)
    sel = e.get(key, default)
    if pk is not None:
        refs = [pk]
    else:
        cands = candidates(g, sel, c)
        picking = isinstance(sel, dict) and next(iter(sel)).startswith("pick_")
        if picking and (len(cands) > 1 or (cands and e.get("may"))):
            g.push({"op": "redo", "e": e, "c": cid})
            ask_pick(g, cid, cands, prompt or _pick_prompt(g, e, c), optional=bool(e.get("may")), effect=e)
            return None
        refs = cands
    if refs == [""]:
        return []
    if refs:
        first = refs[0]
        if first.startswith("hero:"):
            c["chosen"] = int(first[5:])
        elif first.startswith("enemy:") or first == "nemesis":
            c["target"] = first
            if c.get("pay_primed"):
                for r in refs:
                    unprime(g.s, r)
                c["pay_primed"] = False
    return refs


def _pick_prompt(g: Any, e: dict[str, Any], c: dict[str, Any]) -> str:
    from .wording import effect_text
    src = c.get("src") or "An effect"
    return f"{src}: choose {effect_text(g, e)}."


def ask_pick(g: Any, cid: str, refs: list[str], prompt: str, optional: bool = False,
             effect: dict[str, Any] | None = None) -> None:
    """Ask the deciding player to pick one of `refs` (or none, when `optional`)."""
    c = g.ctx(cid)
    opts = [option(r, ref_name(g, r), [r]) for r in refs]
    if optional:
        opts.append(option("none", "No one: skip it"))
    g.ask({"op": "pick", "c": cid}, decision(decider(g, c), "pick", prompt, opts, hero=c["h"], effect=effect))


@task("pick")
def _pick(g: Any, t: dict[str, Any], picks: list[dict[str, Any]] | None) -> None:
    pid = picks[0]["id"]
    g.ctx(t["c"])["pk"] = "" if pid == "none" else pid
