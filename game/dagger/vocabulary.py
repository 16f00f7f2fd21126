"""The one effect vocabulary every D.A.G.G.E.R. card is written in; the checks refuse any other word.

An effect list runs in order (effects.py). Every effect has an ``op`` and may have ``if`` (a
condition: skipped when false) and ``may: true`` (a pick that may choose nobody). Amounts (``n``)
are a number or one of AMOUNTS.

Ops and their fields:

- damage {to, n}; recover {to, n}: damage tokens on or off heroes, enemies or the nemesis
- charge {to, n}: CHARGE n: progress on one exhausted shared support card of the hero
- move {to, n}: the hero moves up to n spaces (its player picks where)
- move_enemy {to, n}: an enemy is moved up to n spaces (the deciding player picks where)
- toward {to, n, goal: hero|base}: enemies (or the nemesis) step n times toward the nearest hero
  or operational base, the first player settling ties
- progress {to, n}: progress tokens on a mission
- threat {n}; team_up {n}: the tracks (threat never below 0, team-up within 0 and the maximum)
- prime {to}; empower {to}: the combo tokens (one at most each)
- spawn {rank: 1|2|3|N, space}: an enemy of that rank (space: a space id, "nemesis" or "here")
- side_mission {}: spawn a side mission; suppress {n}: suppression tokens on the nemesis
- fortify {n}: the nemesis's final showdown health goes up by n for each hero
- overrun {to}; clear_overrun {to}: a base's overrun token on or off
- exhaust {to}; ready_support {to}: one of the hero's shared support cards
- attack {to, dice, plus}: the hero attacks: pick the enemy (`to`, by default one in its space),
  test ATTACK with `dice` more dice, 1 damage per success and `plus` more when any hits
- defy {dice, plus}: pick a mission the hero can defy here, test DEFIANCE, the mission's progress
  per success (`plus` more when any succeeds)
- rest {auto, share}: test TACTIC, add `auto` successes, split them between RECOVER and CHARGE
  (`share`: the recovery may go to a hero nearby)
- test {attr, dice}: the hero tests an attribute; the successes are the amount ``x`` after it
  (attack, defy, rest and test may also have ``reroll``: failed dice the hero may roll again)
- add_successes {n}: more successes for the test being resolved (a card used after the roll)
- each {to, effects}: the effects once for each hero (as ``self``) or enemy (as ``target``)
- choose {options: [{label, effects}]}: the deciding player picks one
- if {cond, then, else}
- extra_action {to, action: move|fight|defy|rest|any}: that hero takes a basic action at once,
  free (no token, no slot)
- bifrost {}: the deciding player moves the Bifrost token to any space
- asgard {to}: the hero goes to Asgard
- pull {to}: a hero (by default one nearby) comes to the acting hero's space
- nemesis_attack {to}: the nemesis attacks those heroes (its power)
- activate {to}: those enemies activate (attack, overrun or move) at once
- custom {fn}: Python registered in custom.py

Selectors (``to``): a name in SELECTOR_NAMES, or a one-key mapping ``{pick_hero | all_heroes |
pick_enemy | all_enemies | pick_mission | pick_base: filter}``. Filters: ``where`` (WHERE, or
``region:<id>`` / ``space:<id>``), heroes: ``other``, ``damaged``, ``most_damaged``,
``nearest_nemesis``; enemies: ``minion`` (not the nemesis), ``rank``, ``primed``, ``elite``;
missions: ``kind``; bases: ``overrun``.
"""

from __future__ import annotations

from typing import Any

OPS: dict[str, set[str]] = {
    "damage": {"to", "n"}, "recover": {"to", "n"}, "charge": {"to", "n"}, "move": {"to", "n"},
    "move_enemy": {"to", "n"}, "toward": {"to", "n", "goal"}, "progress": {"to", "n"},
    "threat": {"n"}, "team_up": {"n"}, "prime": {"to"}, "empower": {"to"},
    "spawn": {"rank", "space"}, "side_mission": set(), "suppress": {"n"}, "fortify": {"n"},
    "overrun": {"to"}, "clear_overrun": {"to"}, "exhaust": {"to"}, "ready_support": {"to"},
    "attack": {"to", "dice", "plus", "reroll"}, "defy": {"dice", "plus", "reroll"},
    "rest": {"auto", "share", "reroll"}, "test": {"attr", "dice", "reroll"}, "add_successes": {"n"}, "each": {"to", "effects"}, "choose": {"options"},
    "if": {"cond", "then", "else"}, "extra_action": {"to", "action"}, "bifrost": set(),
    "asgard": {"to"}, "pull": {"to"}, "nemesis_attack": {"to"}, "activate": {"to"}, "custom": {"fn"},
}
COMMON = {"op", "if", "may"}
#: Ops whose `to` names heroes, enemies, missions or bases.
TARGETS = {
    "damage": "any", "recover": "any", "charge": "hero", "move": "hero", "move_enemy": "enemy",
    "toward": "enemy", "progress": "mission", "prime": "enemy", "empower": "hero", "overrun": "base",
    "clear_overrun": "base", "exhaust": "hero", "ready_support": "hero", "attack": "enemy",
    "each": "any", "extra_action": "hero", "asgard": "hero", "pull": "hero", "nemesis_attack": "hero", "activate": "enemy",
}

AMOUNTS = {"x", "pp", "heroes", "rank_n", "suppression"}

SELECTOR_NAMES = {
    "self": "hero", "chosen": "hero", "target": "enemy", "nemesis": "enemy",
    "nemesis_mission": "mission", "this_mission": "mission", "hero_mission": "mission", "base_here": "base",
}
SELECTOR_KEYS = {"pick_hero": "hero", "all_heroes": "hero", "pick_enemy": "enemy", "all_enemies": "enemy",
                 "pick_mission": "mission", "pick_base": "base"}
WHERE = {"here", "nearby", "region", "any", "nemesis", "near_nemesis", "nemesis_region"}
FILTERS = {
    "hero": {"where", "other", "damaged", "most_damaged", "nearest_nemesis", "exhausted"},
    "enemy": {"where", "minion", "rank", "primed", "elite"},
    "mission": {"kind"},
    "base": {"where", "overrun"},
}

CONDITIONS = {"boosted", "empowered", "target_primed", "zero", "success", "wounded", "on_base", "showdown",
              "nemesis_here", "enemy_here", "target_defeated", "target_is_nemesis"}
PARAM_CONDITIONS = {"threat_at_least": int, "not": None}

TRIGGERS = {
    "hero_phase_start",       # at the start of each hero phase
    "after_attack",           # after you attack (the attacked enemy is the target)
    "after_defy", "after_rest", "after_move",
    "defeats_enemy",          # you defeat an enemy (it is the target)
    "enemy_defeated_nearby",  # an enemy nearby you is defeated, by anyone
    "zero_successes",         # after a test of yours with no success
    "combo_nearby",           # a hero nearby you resolves a combo ability
    "attacked",               # an enemy's attack has hit you (the attacker is the target)
}

STATICS: dict[str, set[str]] = {
    "dice": {"attr", "n", "if"},   # more dice on your tests of that attribute (attr: any for all)
    "plus_damage": {"n"},          # your attacks that hit deal more damage
    "armor": {"n"},                # enemy attacks deal you less damage
    "move_plus": {"n"},            # your Move actions move further
    "rest_plus": {"n"},            # your Rest actions have more automatic successes
    "guard": set(),                # you may take an attack aimed at a hero in your space
    "ally_reroll": {"n"},          # once a round, a hero in your space may reroll n failed dice
    "reroll": {"attr", "n"},       # you may reroll up to n failed dice of your tests of attr
    "primed_plus": {"n"},          # discarding a primed token adds n more successes
}

ACTIONS = {"move", "fight", "defy", "rest", "any"}
ATTRS = {"attack", "defiance", "tactic"}
MISSION_KINDS = {"side", "hero", "nemesis"}


def _near(word: str, words: Any) -> str:
    from game.core.content import did_you_mean
    return did_you_mean(word, list(words))


def check_effects(effects: Any, custom: dict[str, Any], spaces: set[str] | None = None) -> list[str]:
    """Problems of an effect list (nested lists included)."""
    if not isinstance(effects, list):
        return [f"effects must be a list, not {effects!r}"]
    out: list[str] = []
    for e in effects:
        if not isinstance(e, dict):
            out.append(f"an effect is a mapping with an op, not {e!r}")
            continue
        op = e.get("op")
        if op not in OPS:
            out.append(f"unknown op {op!r}{_near(str(op), OPS)}")
            continue
        extra = set(e) - OPS[op] - COMMON
        if extra:
            out.append(f"op {op}: unknown field {sorted(extra)[0]!r}{_near(sorted(extra)[0], OPS[op])}")
        if "if" in e:
            out += check_cond(e["if"])
        if "to" in e:
            out += check_selector(e["to"], TARGETS.get(op, "any"))
        n = e.get("n")
        if isinstance(n, str) and n not in AMOUNTS:
            out.append(f"unknown amount {n!r}{_near(n, AMOUNTS)}")
        if op == "custom" and e.get("fn") not in custom:
            out.append(f"no Python code is registered for {e.get('fn')!r}")
        if op == "if":
            out += check_cond(e.get("cond"))
            out += check_effects(e.get("then", []), custom, spaces) + check_effects(e.get("else", []), custom, spaces)
        if op == "each":
            out += check_effects(e.get("effects", []), custom, spaces)
        if op == "choose":
            opts = e.get("options")
            if not isinstance(opts, list) or len(opts) < 2:
                out.append("choose needs two options or more")
            for o in opts or []:
                if not isinstance(o, dict) or not o.get("label"):
                    out.append("each option of choose has a label and effects")
                    continue
                out += check_effects(o.get("effects", []), custom, spaces)
        if op == "test" and e.get("attr") not in ATTRS:
            out.append(f"test: attr is one of {', '.join(sorted(ATTRS))}")
        if op == "extra_action" and e.get("action", "any") not in ACTIONS:
            out.append(f"extra_action: action is one of {', '.join(sorted(ACTIONS))}")
        if op == "toward" and e.get("goal") not in ("hero", "base"):
            out.append("toward: goal is hero or base")
        if op == "spawn":
            if e.get("rank") not in (1, 2, 3, "N"):
                out.append("spawn: rank is 1, 2, 3 or N")
            sp = str(e.get("space"))
            if spaces is not None and sp not in spaces and sp not in ("nemesis", "here"):
                out.append(f"spawn: unknown space {sp!r}{_near(sp, spaces)}")
    return out


def check_cond(c: Any) -> list[str]:
    """Problems of a condition: a name, ``{threat_at_least: n}`` or ``{not: condition}``."""
    if isinstance(c, str):
        return [] if c in CONDITIONS else [f"unknown condition {c!r}{_near(c, CONDITIONS)}"]
    if isinstance(c, dict) and len(c) == 1:
        (k, v), = c.items()
        if k == "not":
            return check_cond(v)
        if k == "threat_at_least":
            return [] if isinstance(v, int) else ["threat_at_least takes a number"]
        return [f"unknown condition {k!r}{_near(k, PARAM_CONDITIONS)}"]
    return [f"a condition is a name or a one-key mapping, not {c!r}"]


def check_selector(sel: Any, want: str = "any") -> list[str]:
    """Problems of a selector (`want`: the kind of thing the op works on)."""
    if isinstance(sel, str):
        kind = SELECTOR_NAMES.get(sel)
        if kind is None:
            return [f"unknown selector {sel!r}{_near(sel, SELECTOR_NAMES)}"]
        return [] if want in ("any", kind) else [f"selector {sel!r} names a {kind}, not a {want}"]
    if isinstance(sel, dict) and len(sel) == 1:
        (key, flt), = sel.items()
        kind = SELECTOR_KEYS.get(key)
        if kind is None:
            return [f"unknown selector {key!r}{_near(key, SELECTOR_KEYS)}"]
        if want not in ("any", kind):
            return [f"selector {key!r} names {kind}s, not {want}s"]
        flt = flt or {}
        if not isinstance(flt, dict):
            return [f"the filter of {key} is a mapping"]
        bad = set(flt) - FILTERS[kind]
        if bad:
            b = sorted(bad)[0]
            return [f"unknown filter {b!r} for {kind}s{_near(b, FILTERS[kind])}"]
        w = flt.get("where")
        if w is not None and not (w in WHERE or str(w).startswith(("region:", "space:"))):
            return [f"unknown where {w!r}{_near(str(w), WHERE)}"]
        for k in flt.get("kind", []) if kind == "mission" else []:
            if k not in MISSION_KINDS:
                return [f"unknown mission kind {k!r}"]
        return []
    return [f"a selector is a name or a one-key mapping such as {{pick_enemy: {{where: here}}}}, not {sel!r}"]


def check_ability(a: Any, custom: dict[str, Any], spaces: set[str] | None = None) -> list[str]:
    """Problems of one ability's words."""
    out: list[str] = []
    if a.kind == "trigger":
        if a.when not in TRIGGERS:
            out.append(f"unknown trigger {a.when!r}{_near(str(a.when), TRIGGERS)}" if a.when
                       else "a trigger needs when")
    elif a.when is not None:
        out.append("only a trigger has when")
    if a.kind == "passive" and not a.static:
        out.append("a passive ability needs static")
    for st in a.static:
        kind = st.get("kind") if isinstance(st, dict) else None
        if kind not in STATICS:
            out.append(f"unknown static {kind!r}{_near(str(kind), STATICS)}")
            continue
        extra = set(st) - STATICS[kind] - {"kind"}
        if extra:
            out.append(f"static {kind}: unknown field {sorted(extra)[0]!r}")
        if "if" in st:
            out += check_cond(st["if"])
    if a.needs is not None:
        out += check_cond(a.needs)
    out += check_effects(a.effects, custom, spaces)
    if a.boosted is not None:
        out += check_effects(a.boosted, custom, spaces)
    return out
