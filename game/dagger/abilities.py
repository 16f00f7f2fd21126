"""Using abilities: hero sheets, aspect identities, support and team-up cards.

Using one schedules its effects with a fresh context. A combo ability is paid first (the hero's
empowered token, or the primed token of each enemy it affects) and advances the team-up track by
one; heroes nearby may then react (combo_nearby). A shared support card is exhausted by its use;
a hero's own support card can't be exhausted, so it works once a round. A team-up card is
exhausted by its use.

Triggered abilities (`fire`) are gathered when their moment comes: optional ones and combos ask
their hero first.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from . import board, selectors as sel
from .engine import push_fx, task
from .missions import defiable
from .table import active_heroes
from .tracks import add_team_up
from .vocabulary import SELECTOR_KEYS, SELECTOR_NAMES


# -- where abilities come from --------------------------------------------------------------------------
def sources(g: Any, h: int) -> list[tuple[str, Any, str]]:
    """Every ability hero `h` has now, as (key, ability, where from): its sheet, its aspect's
    identity, its ready support cards and its ready team-up card."""
    s, book = g.s, g.book
    rec = s["heroes"][h]
    hero = book.heroes[rec["hero"]]
    out = [(f"ab:{rec['hero']}:{i}", a, a.name) for i, a in enumerate(hero.abilities)]
    asp = book.aspects[rec["aspect"]]
    ident = (asp.shattered if rec["shattered"] else asp.normal).identity
    if ident is not None:
        out.append((f"asp:{rec['aspect']}", ident, ident.name))
    for sc in rec["supports"]:
        if sc["ready"]:
            card = book.supports[sc["id"]]
            out.append((f"sup:{sc['id']}", card.ability, card.name))
    if rec["own"] == "ready":
        card = book.supports[hero.support]
        out.append((f"own:{hero.support}", card.ability, card.name))
    if rec["tu"]:
        card = book.team_ups[book.sheets[rec["sheet"]].team_up]
        out.append((f"tu:{card.id}", card.ability, card.name))
    return out


def ability_of(g: Any, h: int, key: str) -> tuple[Any, str] | None:
    """The ability with `key` of hero `h`, if the hero has it now."""
    for k, a, src in sources(g, h):
        if k == key:
            return a, src
    return None


#: An attack's enemy when its effect names none (op_attack's default).
HERE = {"pick_enemy": {"where": "here"}}


# -- can it be used ---------------------------------------------------------------------------------
def usable(g: Any, h: int, key: str, a: Any, c: dict[str, Any] | None = None) -> bool:
    """Whether hero `h` may use ability `a` now: once a round, its condition, its combo payment."""
    rec = g.s["heroes"][h]
    if (a.once_per_round or key.startswith("own:") or (a.kind == "free" and key.startswith("ab:"))) \
            and key in rec["once"]:
        return False
    c = c or {"h": h, "boosted": False, "x": 0, "wilds": 0, "zero": False, "target": None, "chosen": None,
              "mission": None}
    if a.needs is not None and not sel.cond(g, a.needs, c):
        return False
    if a.effects and all(_finds_nothing(g, e, c) for e in a.effects):
        return False
    return payable(g, h, a, c)


def _finds_nothing(g: Any, e: dict[str, Any], c: dict[str, Any]) -> bool:
    """Whether an effect aimed at a chosen or every enemy, hero, mission or base would find none
    now: an ability whose every effect does is not offered (Dora Milaje with no enemy in the space
    would spend a charge on nothing; the spec greys such a slot out with its reason). An attack
    without a `to` is at an enemy in the space (as op_attack takes it), a defy at a mission there,
    and `target` (the enemy just attacked) finds none once that enemy is defeated: spec I-18,
    fight and defy are not legal without a valid target."""
    op = e.get("op")
    if op == "defy":
        return c["h"] is not None and not defiable(g, c["h"])
    to = e.get("to", HERE if op == "attack" else None)
    return to is not None and not sel.candidates(g, to, c)


def payable(g: Any, h: int, a: Any, c: dict[str, Any]) -> bool:
    """Whether a combo ability's payment can be made (always true for other abilities)."""
    if a.combo is None:
        return True
    if a.combo == "empowered":
        return g.s["heroes"][h]["emp"]
    selector = _enemy_selector(a.effects)
    if selector is None:
        return False
    refs = sel.candidates(g, selector, c)
    if not refs:
        return False
    if isinstance(selector, dict) and next(iter(selector)) == "pick_enemy":
        return any(sel.is_primed(g.s, r) for r in refs)
    return all(sel.is_primed(g.s, r) for r in refs)


def _enemy_selector(effects: list[dict[str, Any]]) -> Any:
    """The selector of the first enemies an effect list affects (the primed combo's payment)."""
    for e in effects:
        op = e.get("op")
        if op == "attack":
            return e.get("to", HERE)
        to = e.get("to")
        if to is not None and op in ("damage", "move_enemy", "prime", "activate", "each", "recover"):
            kind = SELECTOR_NAMES.get(to) if isinstance(to, str) else SELECTOR_KEYS.get(next(iter(to)))
            if kind == "enemy":
                return to
        for sub in ("then", "effects"):
            if isinstance(e.get(sub), list):
                found = _enemy_selector(e[sub])
                if found is not None:
                    return found
    return None


# -- using ------------------------------------------------------------------------------------------
def use(g: Any, h: int, key: str, a: Any, src: str, *, boosted: bool = False, target: str | None = None,
        effects: list[dict[str, Any]] | None = None) -> str:
    """Schedule ability `a` of hero `h`: pay it, spend the card, push its effects. Returns the context."""
    s = g.s
    rec = s["heroes"][h]
    cid = g.new_ctx(h, boosted=boosted, target=target, src=src)
    if a.once_per_round or key.startswith("own:") or (a.kind == "free" and key.startswith("ab:")):
        rec["once"].append(key)
    if key.startswith("sup:"):
        card = key[4:]
        for sc in rec["supports"]:
            if sc["id"] == card:
                sc["ready"] = False
                sc["prog"] = 0
        g.log("support", f"{g.hname(h)} uses {src}; it is exhausted.", hero=h, card=card)
    elif key.startswith("tu:"):
        rec["tu"] = False
        g.log("team_up_card", f"{g.hname(h)} uses the team-up card {src}; it is exhausted again.", hero=h)
    elif key.startswith("own:"):
        g.log("support", f"{g.hname(h)} uses {src}.", hero=h, card=key[4:])
    lst = effects if effects is not None else (a.boosted if boosted and a.boosted is not None else a.effects)
    if a.combo is not None:
        g.push({"op": "combo_done", "h": h, "src": src})
        if a.combo == "empowered":
            rec["emp"] = False
            g.log("combo", f"{g.hname(h)} spends the empowered token: {src}.", hero=h)
        else:
            g.ctx(cid)["pay_primed"] = True
            g.log("combo", f"{g.hname(h)} uses the primed combo {src}.", hero=h)
    push_fx(g, lst, cid, own=True)
    return cid


@task("combo_done")
def _combo_done(g: Any, t: dict[str, Any], picks: Any) -> None:
    """A combo ability was resolved: team-up +1, and heroes nearby may react."""
    add_team_up(g, 1, f"combo: {t['src']}")
    s = g.s
    h = t["h"]
    sid = s["heroes"][h]["space"]
    if sid is None:
        return
    for o in active_heroes(s):
        if o != h and board.nearby(g.book, s, sid, s["heroes"][o]["space"]):
            fire(g, "combo_nearby", o)


# -- triggers ---------------------------------------------------------------------------------------
def fire(g: Any, when: str, h: int, target: str | None = None) -> None:
    """Hero `h`'s abilities triggered by `when` (optional ones and combos ask first)."""
    s = g.s
    rec = s["heroes"][h]
    if rec["down"] or rec["out"]:
        return
    book = g.book
    found = []
    for i, a in book.hero_triggers[rec["hero"]].get(when, ()):
        found.append((f"ab:{rec['hero']}:{i}", a, a.name))
    ident = book.aspect_triggers[(rec["aspect"], rec["shattered"])].get(when)
    if ident is not None:
        found.append((f"asp:{rec['aspect']}", ident, ident.name))
    for sc in rec["supports"]:
        if sc["ready"]:
            a = book.supports[sc["id"]].ability
            if a.kind == "trigger" and a.when == when:
                found.append((f"sup:{sc['id']}", a, book.supports[sc["id"]].name))
    if rec["own"] == "ready":
        card = book.supports[book.heroes[rec["hero"]].support]
        if card.ability.kind == "trigger" and card.ability.when == when:
            found.append((f"own:{card.id}", card.ability, card.name))
    if not found:
        return
    c = {"h": h, "boosted": False, "x": 0, "wilds": 0, "zero": False, "target": target, "chosen": None,
         "mission": None}
    for key, a, src in reversed(found):  # pushed last first: they resolve in the order found
        if not usable(g, h, key, a, c):
            continue
        if a.may or a.combo is not None:
            g.push({"op": "trigger_ask", "h": h, "key": key, "target": target})
        else:
            use(g, h, key, a, src, target=target)


@task("trigger_ask")
def _trigger_ask(g: Any, t: dict[str, Any], picks: Any) -> None:
    h, key = t["h"], t["key"]
    found = ability_of(g, h, key)
    if found is None:
        return
    a, src = found
    c = {"h": h, "boosted": False, "x": 0, "wilds": 0, "zero": False, "target": t["target"], "chosen": None,
         "mission": None}
    if picks is None:
        if not usable(g, h, key, a, c):
            return
        from .wording import ability_label
        pay = {"empowered": " (spend your empowered token)", "primed": " (discard the primed token)"}.get(a.combo or "", "")
        g.ask(t, decision(g.s["heroes"][h]["seat"], "trigger", f"{g.hname(h)}: use {src}{pay}? {a.text}",
                          [option("yes", f"Use {ability_label(src, a)}"), option("no", f"Don't use {src}")], hero=h))
        return
    if picks[0]["id"] == "yes":
        use(g, h, key, a, src, target=t["target"])
