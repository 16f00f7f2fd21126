"""The closed effect vocabulary that card and base YAML is written in.

An ability is ``{kind, when?, may?, each_player?, once_per_turn?, cond?,
effects: [...], static: [...]}``. Each effect is a mapping with an ``op``;
each static (continuous Ongoing) entry has a ``stat``. The names below are
the whole language: `check_ability` refuses anything else at load time.

Ops (effects.py carries them out, in printed order; an effect marked
``if_done: true`` is skipped when the one before it did not happen: the
rulebook's dependent "if you do" / "do X to do Y" links):

- draw {n}; discard {n}; gain_vp {n}
- power {pick|all: selector, n, until: eot|your_next_turn}
- breakpoint {base: here|there|pick, n, until}
- destroy {pick|all: selector, n?: exact count needed (a "to" cost)}
- move {pick: selector, up_to?, to: here|there|pick_one|pick_each|var, with_self?}
- move_mod {pick: selector}  (character->character or base->base)
- extra {type: character|action, n?, pmax?, base?: here|there|var, nochars?, mod?, now?, then?}
- search {filter, up_to, from: [deck, discard]}  (to hand, reveal, shuffle the deck)
- recover {filter, up_to, to: hand|deck_top|deck_shuffle}  (from your discard pile)
- reveal_until {filter|name_type, n}  (found to hand, rest shuffled back)
- reveal_top {n, filter, up_to}  (up to N matching to hand, rest shuffled back)
- look_top {n, draw?, bottom?}  (draw some, choose which go to the bottom)
- hand_to_deck {up_to}  (cards from hand to the deck bottom; remembers how many)
- pick_base {optional?, exclude_here?}  (sets "there" for the effects after it)
- place {pick|all: selector, up_to?, to: deck_top|deck_bottom|deck_shuffle}
- choose {options: [{label, effects}]}; if {cond, then, else}
- after {effects, may?}  (a follow-up that triggers off what was just done)
- custom {fn}  (Python registered in custom.py)

Statics (continuous Ongoing): power {to: self|host|yours_here|others_here, n, cond};
breakpoint {n} (the card's base; n may be per_bmod on a base); protect {to, from:
destroy|actions, pmin}; cancel {to: host|base}; no_specials {cond}.

Triggers are the names in TRIGGERS (me_first.py collects them); conditions the
names in CONDITIONS plus host_is:<id>, host_not:<id>, you_control:<id>,
char_there:<id>; amounts an int or a name in EXPRESSIONS.

Selectors: ``{what: char|bmod|cmod|mod, where: here|there|any|other_bases|not_there,
ctrl: you|other|any, pmax, pmin, printed_max, name, self: exclude|only,
below_your_total, attached_to_yours}``.
"""

from __future__ import annotations

import difflib
import typing
from typing import Any, Literal

from game.core.content import did_you_mean, reference_doc

#: The kinds of ability a card or base may have.
AbilityKind = Literal["on_play", "ongoing", "talent", "special"]

OPS = {
    "draw": {"n"}, "discard": {"n", "cost"}, "gain_vp": {"n"},
    "power": {"pick", "all", "n", "until", "optional"},
    "breakpoint": {"base", "n", "until"},
    "destroy": {"pick", "all", "n", "optional"},
    "move": {"pick", "up_to", "to", "with_self", "optional"},
    "move_mod": {"pick", "optional"},
    "extra": {"type", "n", "pmax", "base", "nochars", "mod", "now", "then", "here_chars", "from_var"},
    "search": {"filter", "up_to", "from"},
    "recover": {"filter", "up_to", "to"},
    "reveal_until": {"filter", "name_type", "n"},
    "reveal_top": {"n", "filter", "up_to"},
    "look_top": {"n", "draw", "bottom"},
    "place": {"pick", "all", "up_to", "to"},
    "choose": {"options"},
    "if": {"cond", "then", "else"},
    "after": {"effects", "may"},
    "pick_base": {"store", "exclude_here", "optional"},
    "custom": {"fn"},
    "hand_to_deck": {"up_to"},
}
COMMON = {"op", "if_done", "store"}

SELECTOR_KEYS = {"what", "where", "ctrl", "pmax", "pmin", "printed_max", "name", "self",
                 "below_your_total", "var", "printed_min"}

TRIGGERS = {
    # on cards in play
    "you_play_action", "you_play_other_char_here", "you_play_special_card",
    "play_mod_here", "play_char_here", "you_play_second_action",
    "your_char_destroyed", "self_destroyed", "char_here_destroyed", "your_char_here_destroyed",
    "char_moves_to_or_from_here", "self_moves", "you_move_chars_here", "char_moves_here",
    "start_of_your_turn", "start_of_turn", "your_play_phase", "end_of_your_turn",
    "after_score_here", "when_score_here",
    # Specials from the hand
    "before_score", "after_score",
}

CONDITIONS = {
    "bp_le_19", "played_two_actions", "other_ally_here", "ally_destroyed_here",
    "you_have_char_there", "you_had_char_there", "last_power_ge_5", "allies_there_ge_4", "bp_here_le_19", "winner",
    "your_turn", "no_vp_here", "you_have_char_here",
}
PARAM_CONDITIONS = ("host_is:", "host_not:", "you_control:", "char_there:")

EXPRESSIONS = {"vp_div_4", "allies_here_printed_le_2", "allies_here", "last_power", "chars_here",
               "var_count_plus_1", "your_chars_there",
               "neg_chars_here", "per_bmod"}

STATS = {"power": {"to", "n", "cond"}, "breakpoint": {"n", "cond"},
         "protect": {"to", "from", "pmin"}, "cancel": {"to"}, "no_specials": {"cond"}}
STAT_TARGETS = {"self", "host", "yours_here", "others_here", "base"}

PLAY_RULES = {"empty_base"}


def known_condition(name: str) -> bool:
    """Whether a condition name is in the vocabulary."""
    return name in CONDITIONS or any(name.startswith(p) for p in PARAM_CONDITIONS)


def _check_amount(v: Any) -> list[str]:
    if v is None or isinstance(v, int) or v in EXPRESSIONS:
        return []
    return [f"unknown amount {v!r}{did_you_mean(v, EXPRESSIONS)}"]


def _check_selector(sel: Any) -> list[str]:
    if sel is True:  # "all" with the default selector
        return []
    if not isinstance(sel, dict):
        return [f"a selector must be a mapping, not {sel!r}"]
    return [f"unknown selector key {k!r}{did_you_mean(k, SELECTOR_KEYS)}" for k in sel if k not in SELECTOR_KEYS]


def check_effects(effects: list[Any]) -> list[str]:
    """Problems in a list of effects (unknown ops, keys, names)."""
    out: list[str] = []
    for e in effects:
        if not isinstance(e, dict) or "op" not in e:
            out.append(f"an effect needs an op: {e!r}")
            continue
        op = e["op"]
        if op not in OPS:
            out.append(f"unknown op {op!r}{did_you_mean(op, OPS)}")
            continue
        for k in e:
            if k not in OPS[op] and k not in COMMON:
                out.append(f"op {op!r} has no key {k!r}{did_you_mean(k, OPS[op] | COMMON)}")
        for k in ("pick", "all"):
            if k in e:
                out += _check_selector(e[k])
        out += _check_amount(e.get("n"))
        if "cond" in e and not known_condition(e["cond"]):
            out.append(f"unknown condition {e['cond']!r}{did_you_mean(e['cond'], CONDITIONS)}")
        for k in ("then", "else", "effects"):
            if k in e:
                out += check_effects(e[k])
        for o in e.get("options", []):
            out += check_effects(o.get("effects", []))
    return out


def check_ability(ab: Any) -> list[str]:
    """Problems in one ability model."""
    out: list[str] = []
    if ab.when is not None and ab.when not in TRIGGERS:
        out.append(f"unknown trigger {ab.when!r}{did_you_mean(ab.when, TRIGGERS)}")
    if ab.cond is not None and not known_condition(ab.cond):
        out.append(f"unknown condition {ab.cond!r}{did_you_mean(ab.cond, CONDITIONS)}")
    out += check_effects(ab.effects)
    for st in ab.static:
        kind = st.get("stat")
        if kind not in STATS:
            out.append(f"unknown static {kind!r}{did_you_mean(kind, STATS)}")
            continue
        for k in st:
            if k != "stat" and k not in STATS[kind]:
                out.append(f"static {kind!r} has no key {k!r}{did_you_mean(k, STATS[kind])}")
        if "to" in st and st["to"] not in STAT_TARGETS:
            out.append(f"unknown static target {st['to']!r}{did_you_mean(st['to'], STAT_TARGETS)}")
        out += _check_amount(st.get("n"))
        if "cond" in st and not known_condition(st["cond"]):
            out.append(f"unknown condition {st['cond']!r}{did_you_mean(st['cond'], CONDITIONS)}")
    doc = reference_doc("smash_up")
    return [f"{m} (every word explained: {doc})" for m in out] if doc else out


# -- a refused word that belongs to another list: where to write it ----------------------
_LISTS = {
    "kind": ("ability kind", "kind: {w}"),
    "when": ("trigger", "when: {w} (with kind: ongoing, or kind: special for before_score/after_score)"),
    "cond": ("condition", "cond: {w}"),
    "op": ("effect op", "an effect {{op: {w}, ...}}"),
    "stat": ("static", "a static {{stat: {w}, ...}}"),
}


def _words(field: str) -> list[str]:
    return {"kind": list(typing.get_args(AbilityKind)), "when": sorted(TRIGGERS),
            "cond": sorted(CONDITIONS), "op": sorted(OPS), "stat": sorted(STATS)}[field]


def hint(field: str, word: str) -> str:
    """A clause for a word refused in `field` that is close to a word of another list, e.g.
    kind 'after_scoring' -> "'after_score_here' is a trigger: write when: after_score_here ..."."""
    for other, (called, how) in _LISTS.items():
        if other == field:
            continue
        close = difflib.get_close_matches(word, _words(other), n=2, cutoff=0.6)
        if close:
            names = " or ".join(repr(c) for c in close)
            return f"{names} {'is a' if len(close) == 1 else 'are'} {called}{'' if len(close) == 1 else 's'}: " \
                   f"write {how.format(w=close[-1])}"
    return ""
