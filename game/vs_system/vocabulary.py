"""The closed vocabulary card powers are written in; `check_power` refuses any other word at load time.

A power is ``{name, kind, text, timing?, any_turn?, any_combat?, cost?, discard?, usable_if?, when?,
cond?, may?, once_per_turn?, xp?, effects: [...], static: [...]}`` (content.Power).

Effects (effects.py carries them out in order; ``if_done: true`` skips an effect when the one
before it did nothing; ``store: name`` keeps what an effect picked for the effects after it;
``optional: true`` lets the picker choose nobody):

- pick {to}: choose a character (with ``store``) for the effects after it
- counters {to, n}: +1/+1 counters (n > 0) or -1/-1 counters (n < 0); n may be an expression
- boost {to, atk, def, until: combat|turn}: a change to ATK/DEF that lasts that long
- swap_stats {to}: ATK and DEF trade places until the combat ends
- remove_plus {to}: every +1/+1 counter comes off
- ko / stun / daze / wound / exhaust / ready / recover / hide {to}
- pin {to}: exhaust it; it cannot ready while this power's character stays face up in play
- move_row {to, row: front|back|other}; grant {to, keyword: flight|ranged} (until the turn ends)
- take_control {to, row}: it moves to your side (uniqueness applies; never one named like your main)
- draw {n}; enemy_discards {n}: an enemy player (you pick one when there are several) discards n
- xp {n}: the level-up power's character's player gains XP; transform {}: swap for the set-aside card
- extra_rp {n}: recruit points for this turn's Recruit Step; draw_on_play {}: for the rest of the
  turn, each card you play draws you a card
- cancel_combat {}; win {}: you win the game
- choose {options: [{label, effects}]}: pick one; if {cond, then, else}
- after_combat {effects, may?, label?}: when this combat ends (``label``: what a "may" offers, in
  words); if_kod_this_combat {to, effects}
- flip_location {}: one of your face-down locations turns face up
- custom {fn}: Python registered in custom.py

Selectors (``to``): a name in SELECTOR_NAMES, ``{pick: filter}`` (the power's controller chooses
one) or ``{all: filter}``. A filter: ``{side: you|enemy|any, kind: main|supporting, face: up|down|any
(default up), in_combat, was_in_combat, role: attacker|defender, other: true (not this card), team,
row: front|back, atk_below_self: true}``.
"""

from __future__ import annotations

from typing import Any

OPS: dict[str, set[str]] = {
    "pick": {"to"}, "counters": {"to", "n"}, "boost": {"to", "atk", "def", "until"}, "swap_stats": {"to"},
    "remove_plus": {"to"}, "ko": {"to"}, "stun": {"to"}, "daze": {"to"}, "wound": {"to"},
    "exhaust": {"to"}, "ready": {"to"}, "recover": {"to"}, "hide": {"to"}, "pin": {"to"},
    "move_row": {"to", "row"}, "grant": {"to", "keyword"}, "take_control": {"to", "row"}, "draw": {"n"}, "enemy_discards": {"n"},
    "xp": {"n"}, "transform": set(), "extra_rp": {"n"}, "draw_on_play": set(),
    "cancel_combat": set(), "win": set(), "choose": {"options"}, "if": {"cond", "then", "else"},
    "after_combat": {"effects", "may", "label"}, "if_kod_this_combat": {"to", "effects"},
    "flip_location": set(), "custom": {"fn"},
}
COMMON = {"op", "if_done", "store", "optional"}

SELECTOR_NAMES = {"self", "attackers", "defender", "combatants", "target", "attacking_main", "appeared"}
FILTER_KEYS = {"side", "kind", "face", "in_combat", "was_in_combat", "role", "other", "team", "row",
               "atk_below_self"}

TRIGGERS = {
    "attacks",            # this character is one of the attackers of an attack just made
    "your_main_attacks",  # a main character of yours attacks
    "turn_start", "turn_end",  # of your turn
    "any_turn_end",       # of every turn
    "appears",            # this character enters play
    "enemy_appears",      # a character enters play on an enemy's side
    "enemy_card_enters",  # a character, or a location put face up, enters play on an enemy's side
    "recruits",           # any player recruits a character
    "powered_up",         # this character is powered up
    "stuns_attacker", "stuns_defender",  # this character's strike stuns the other side
    "other_gets_plus",    # another character is given +1/+1 counters
    "gains_atk",          # this character gains ATK
    "stunned",            # this character becomes stunned
}

CONDITIONS = {"first_attack", "self_defending", "self_attacking", "self_in_combat", "made_no_attack",
              "combat_one_alignment", "recruited_not_yours", "appeared_has_team"}
PARAM_CONDITIONS = {"side_has_names": list, "your_main_named": str, "attacking_main_named": str,
                    "you_recruited_other_of_team": str}

EXPRESSIONS = {"self_plus_counters", "target_plus_counters", "protected_by_self", "discarded_cost",
               "appeared_team_count"}

STATICS: dict[str, set[str]] = {
    "leader": set(),                       # this character's attacking player picks whom the defender strikes
    "cant_be_struck_by": {"keyword"},      # characters with the keyword cannot strike it
    "ko_prevented_while_main_face_up": set(),
    "strikes_every_melee_attacker": set(),
    "enemies_no_plot_twists_in_combat": set(),
    "enemies_no_team_cards": set(),
    "attacks_only_main": set(),
    "no_plus_counters": set(),             # no +1/+1 counters; never above its printed ATK/DEF
    "no_minus_counters": set(),            # no -1/-1 counters; never below its printed ATK/DEF
    "you_cant_draw": set(),
    "main_no_wound": {"name"},             # your main character of that name takes no wound when stunned
    "never_enters_play": set(),
    "rivalry": {"atk", "def"},             # bonus in combats against supporting characters of the named name
    "melee_ko_supporting": set(),          # a supporting character it stuns in a melee combat is KO'd
    "extra_draw": {"n"},                   # draws more in your Draw Phase
    "returns_to_behind_the_camera": set(),
    "hidden_identity": set(),              # Mandarin: removed when KO'd; a Behind the Camera card to hand
    "boost": {"atk", "def"},               # equipment: the holder's ATK/DEF
    "grant": {"keyword"},                  # equipment: the holder has the keyword
}

KEYWORDS_GRANTED = {"flight", "ranged"}


def check_power(p: Any, custom: dict[str, Any]) -> list[str]:
    """Problems of one power's words (unknown ops, selectors, triggers, conditions, statics)."""
    out: list[str] = []
    if p.kind in ("super", "plot_twist") and p.timing is None:
        out.append(f"a {p.kind.replace('_', ' ')} needs a timing")
    if p.kind == "level_up" and p.xp is None:
        out.append("a level-up power needs xp")
    whens = [p.when] if isinstance(p.when, str) else list(p.when or [])
    if p.kind in ("trigger", "level_up") and not whens and p.kind != "level_up":
        out.append("a triggered power needs when")
    for w in whens:
        if w not in TRIGGERS:
            out.append(f"unknown trigger {w!r}{_near(w, TRIGGERS)}")
    for c in (p.cond, p.usable_if):
        if c is not None:
            out += check_cond(c, custom)
    out += check_effects(p.effects, custom)
    for st in p.static:
        kind = st.get("kind")
        if kind not in STATICS:
            out.append(f"unknown static {kind!r}{_near(str(kind), STATICS)}")
            continue
        extra = set(st) - STATICS[kind] - {"kind"}
        if extra:
            out.append(f"static {kind}: unknown field {sorted(extra)[0]!r}")
    return out


def check_cond(c: Any, custom: dict[str, Any]) -> list[str]:
    """Problems of a condition: a name, ``{name: parameter}``, ``{custom: fn}`` or ``{not: cond}``."""
    if isinstance(c, str):
        return [] if c in CONDITIONS else [f"unknown condition {c!r}{_near(c, CONDITIONS)}"]
    if isinstance(c, dict) and len(c) == 1:
        (k, v), = c.items()
        if k == "not":
            return check_cond(v, custom)
        if k == "custom":
            return [] if v in custom else [f"no Python code is registered for condition {v!r}"]
        if k in PARAM_CONDITIONS:
            return [] if isinstance(v, PARAM_CONDITIONS[k]) else [f"condition {k} takes a {PARAM_CONDITIONS[k].__name__}"]
        return [f"unknown condition {k!r}{_near(k, set(PARAM_CONDITIONS))}"]
    return [f"a condition is a name or a one-key mapping, not {c!r}"]


def check_effects(effects: list[dict[str, Any]], custom: dict[str, Any]) -> list[str]:
    """Problems of an effects list, nested lists included."""
    out: list[str] = []
    for e in effects:
        op = e.get("op")
        if op not in OPS:
            out.append(f"unknown op {op!r}{_near(str(op), OPS)}")
            continue
        extra = set(e) - OPS[op] - COMMON
        if extra:
            out.append(f"op {op}: unknown field {sorted(extra)[0]!r}")
        if "to" in e:
            out += check_selector(e["to"])
        n = e.get("n")
        if isinstance(n, str) and n not in EXPRESSIONS:
            out.append(f"unknown amount {n!r}{_near(n, EXPRESSIONS)}")
        if op == "custom" and e.get("fn") not in custom:
            out.append(f"no Python code is registered for {e.get('fn')!r}")
        if op == "if":
            out += check_cond(e.get("cond"), custom)
            out += check_effects(e.get("then", []), custom) + check_effects(e.get("else", []), custom)
        if op == "choose":
            for o in e.get("options", []):
                out += check_effects(o.get("effects", []), custom)
        if op in ("after_combat", "if_kod_this_combat"):
            out += check_effects(e.get("effects", []), custom)
    return out


def check_selector(sel: Any) -> list[str]:
    """Problems of a selector."""
    if isinstance(sel, str):
        return [] if sel in SELECTOR_NAMES else [f"unknown selector {sel!r}{_near(sel, SELECTOR_NAMES)}"]
    if isinstance(sel, dict) and len(sel) == 1 and next(iter(sel)) in ("pick", "all"):
        flt = next(iter(sel.values())) or {}
        bad = set(flt) - FILTER_KEYS
        return [f"unknown filter {sorted(bad)[0]!r}{_near(sorted(bad)[0], FILTER_KEYS)}"] if bad else []
    return [f"a selector is a name or {{pick: filter}} / {{all: filter}}, not {sel!r}"]


def _near(word: str, words: Any) -> str:
    from game.core.content import did_you_mean
    return did_you_mean(word, list(words))
