"""What each word of Smash Up's ability vocabulary means, for the modder's reference
(docs/modding/smash_up.md, written by game/tools/modding_docs.py).

The words themselves come from vocabulary.py and content.py: a word added there with
no line here shows as "(not described yet)" and the reference test fails, so this
file and the vocabulary cannot drift apart. Every example is checked by the same
code that checks a card (tests/test_modding_docs.py).
"""

from __future__ import annotations

import typing

from game.core.reference import UNDOCUMENTED, FieldDoc, Section, Word

from . import vocabulary as vocab
from .vocabulary import AbilityKind

#: Fields of the content models that carry no description of their own.
FIELD_NOTES = {
    "Faction.name": "The faction's name as printed.",
    "Card.name": "The card's name as printed.",
    "Card.faction": "The id of the faction the card belongs to (a `factions` entry).",
    "Card.type": "Whether the card is a character or an action.",
    "Card.copies": "How many copies of the card the faction's deck holds (the 20 cards count copies).",
    "Card.abilities": "What the card does, in the vocabulary below; `text` says the same for players.",
    "Card.art": "An image under art/ to draw on the card (none: the card is drawn without art).",
    "Base.name": "The base's name as printed.",
    "Base.faction": "The id of the faction the base belongs to (a `factions` entry).",
    "Base.breakpoint": "Total power of the characters on the base that makes it score.",
    "Base.vp": "Victory points for the players in 1st, 2nd and 3rd place.",
    "Base.text": "The base's ability in our own words, as players read it.",
    "Base.abilities": "What the base does, in the vocabulary below (usually an `ongoing` ability).",
    "Base.custom": "Some ability is Python code registered under this base's id (game/smash_up/custom.py).",
    "Base.art": "An image under art/ to draw on the base.",
}

KINDS = {
    "on_play": ("Happens once, when the card is played (an unlabelled ability).",
                "{kind: on_play, effects: [{op: draw, n: 1}]}"),
    "ongoing": ("Lasts while the card or base is in play: a trigger (`when`) or continuous effects (`static`).",
                "{kind: ongoing, when: start_of_your_turn, effects: [{op: draw, n: 1}]}"),
    "talent": ("Once during each of its controller's turns, the player may use it.",
               "{kind: talent, effects: [{op: power, all: {self: only}, n: 1}]}"),
    "special": ("Played from the hand at a moment named by `when` (before_score or after_score), "
                "outside the normal plays.",
                "{kind: special, when: before_score, effects: [{op: power, all: {where: there, ctrl: you}, n: 1}]}"),
}

TRIGGERS = {
    "you_play_action": "You play an action (not this card itself).",
    "you_play_other_char_here": "You play another character on this base.",
    "you_play_special_card": "You play a card that has a Special ability.",
    "play_mod_here": "Anyone plays a modifier on this base or on a character here; `you` is the player who played it.",
    "play_char_here": "Anyone plays a character here; `you` is that player, `var: target` names the character.",
    "you_play_second_action": "Any player plays their second action of the turn; `you` is that player.",
    "your_char_destroyed": "One of your characters is destroyed (`var: target` names it).",
    "self_destroyed": "This character is destroyed.",
    "char_here_destroyed": "A character on this base is destroyed; `you` is its owner (on a base).",
    "your_char_here_destroyed": "One of the current player's characters here is destroyed (on a base).",
    "char_moves_to_or_from_here": "Another character moves onto or away from this card's base (once per character).",
    "self_moves": "This character is moved.",
    "you_move_chars_here": "You move one or more characters to this card's base.",
    "char_moves_here": "A character moves to this base; `you` is its controller (on a base).",
    "start_of_your_turn": "Your turn begins.",
    "start_of_turn": "Any player's turn begins; `you` is the current player (on a base).",
    "your_play_phase": "The current player's Play Cards phase begins (a base that grants something each turn).",
    "end_of_your_turn": "Your turn ends.",
    "after_score_here": "After this base (or the base this card is on) has scored; add `cond: winner` for "
                        "\"the winner may\", `cond: no_vp_here` for each player there who got no VP.",
    "when_score_here": "While this base scores: only `gain_vp` effects count, for the controller, or with "
                       "`cond: no_vp_here` for every player who got no VP.",
    "before_score": "A Special played from the hand before a base scores; `there` is that base.",
    "after_score": "A Special played from the hand after a base has scored; `there` is that base.",
}
TRIGGER_EXAMPLE = {
    "before_score": "{kind: special, when: before_score, effects: [{op: power, all: {where: there, ctrl: you}, n: 1}]}",
    "after_score": "{kind: special, when: after_score, effects: [{op: draw, n: 1}]}",
    "after_score_here": "{kind: ongoing, when: after_score_here, cond: winner, may: true, effects: [{op: draw, n: 1}]}",
    "when_score_here": "{kind: ongoing, when: when_score_here, cond: no_vp_here, effects: [{op: gain_vp, n: 1}]}",
}

CONDITIONS = {
    "bp_le_19": "This card's base has a breakpoint of 19 or less (effects and statics).",
    "bp_here_le_19": "The same as bp_le_19, written for a base (effects and statics).",
    "played_two_actions": "You have played two or more actions this turn (effects and statics).",
    "other_ally_here": "You have another character on this card's base (effects and statics).",
    "ally_destroyed_here": "One of your characters here was destroyed this turn (effects and statics).",
    "you_have_char_here": "You have a character on this card's base (effects).",
    "you_have_char_there": "You have a character on the chosen base, `there` (effects).",
    "you_had_char_there": "You had a character on the base that just scored, `there`, when it scored (after "
                          "scoring: it may have left since).",
    "last_power_ge_5": "What the last `destroy` destroyed had 5 or more power (effects).",
    "allies_there_ge_4": "You have 4 or more characters on `there` (effects).",
    "your_turn": "It is your turn (effects).",
    "winner": "You are in first place at the base that just scored (after_score_here).",
    "no_vp_here": "You took part at the base scoring or just scored but got no VP from it (when_score_here, "
                  "after_score_here).",
    "host_is:": "`host_is:<card id>`: this modifier is on that character (effects and statics).",
    "host_not:": "`host_not:<card id>`: this modifier is on a character other than that one (effects and statics).",
    "you_control:": "`you_control:<card id>`: you control that character somewhere in play (effects).",
    "char_there:": "`char_there:<card id>`: that character is on `there` (effects).",
}
CONDITION_EXAMPLE = {"host_is:": '{op: if, cond: "host_is:hulk", then: [{op: draw, n: 1}]}',
                     "host_not:": '{op: if, cond: "host_not:hulk", then: [{op: draw, n: 1}]}',
                     "you_control:": '{op: if, cond: "you_control:thor", then: [{op: draw, n: 1}]}',
                     "char_there:": '{op: if, cond: "char_there:thor", then: [{op: draw, n: 1}]}'}

EXPRESSIONS = {
    "vp_div_4": "Your VP divided by 4, rounded down (effects and statics).",
    "last_power": "The power of what the last `destroy` destroyed (effects).",
    "chars_here": "How many characters are on this card's base (effects).",
    "neg_chars_here": "Minus the number of characters here (effects: a loss of power per character).",
    "your_chars_there": "How many of your characters are on `there` (effects).",
    "var_count_plus_1": "One more than the number `hand_to_deck` remembered (effects).",
    "allies_here_printed_le_2": "Your other characters here with printed power 2 or less (statics).",
    "allies_here": "Your other characters on this card's base (statics).",
    "per_bmod": "Only in a base's own `breakpoint` static: the breakpoint drops by 1 for each modifier on the base.",
}
EXPRESSION_EXAMPLE = {
    "allies_here_printed_le_2": "{stat: power, to: self, n: allies_here_printed_le_2}",
    "allies_here": "{stat: power, to: self, n: allies_here}",
    "per_bmod": "{stat: breakpoint, n: per_bmod}",
}

SELECTOR = {
    "what": ("one of: char, bmod, cmod, mod", "char", "What kind of card in play: a character, a base modifier, "
             "a character modifier, or any modifier."),
    "where": ("one of: here, there, any, other_bases, not_there", "any",
              "Which bases: this card's, the chosen one, any, every base but this one, every base but the chosen one."),
    "ctrl": ("one of: you, other, any", "any", "Whose cards: yours, other players', anyone's."),
    "pmax": ("whole number", "none", "Only characters with at most this much power now."),
    "pmin": ("whole number", "none", "Only characters with at least this much power now."),
    "printed_max": ("whole number", "none", "Only cards with at most this printed power."),
    "printed_min": ("whole number", "none", "Only cards with at least this printed power."),
    "name": ("card id", "none", "Only copies of this card."),
    "self": ("one of: exclude, only", "none", "Leave this card out, or take only this card."),
    "below_your_total": ("true/false", "false", "Only characters whose power is below your total power at their base."),
    "var": ("variable name", "none", "Only the cards an earlier effect remembered under this name (see `store`)."),
}

FILTER = {
    "type": ("one of: character, action", "any type", "Only cards of this type."),
    "mod": ("one of: base, character", "any card", "Only modifiers of this kind."),
    "pmax": ("whole number", "none", "Only characters with at most this printed power."),
    "name": ("card id", "none", "Only copies of this card."),
}

AMOUNT = "whole number or amount name"
UNTIL = ("one of: eot, your_next_turn", "eot",
         "How long it lasts: to the end of the turn, or to the start of your next turn.")
OPTIONAL = ("true/false", "false", "The player may pick nothing (\"you may\" / \"up to\").")

#: op -> (what it does, example, {key: (type, default, meaning)})
OPS: dict[str, tuple[str, str, dict[str, tuple[str, str, str]]]] = {
    "draw": ("Draw cards.", "{op: draw, n: 2}", {"n": (AMOUNT, "required", "How many cards.")}),
    "discard": ("Discard cards from your hand (you choose which).", "{op: discard, n: 1}", {
        "n": (AMOUNT, "required", "How many cards."),
        "cost": ("true/false", "false", "A price (\"discard 2 to ...\"): with too few cards none is discarded and "
                 "`if_done` effects after it are skipped.")}),
    "gain_vp": ("Gain victory points.", "{op: gain_vp, n: 1}", {"n": (AMOUNT, "required", "How many VP.")}),
    "power": ("Give characters more (or less) power for a while.", "{op: power, pick: {ctrl: you}, n: 2}", {
        "pick": ("selector", "pick or all", "Choose one character from those it matches."),
        "all": ("selector or true", "pick or all", "Every character it matches (`true`: every character)."),
        "n": (AMOUNT, "required", "Power added (negative: taken away)."),
        "until": UNTIL, "optional": OPTIONAL}),
    "breakpoint": ("Change a base's breakpoint for a while.", "{op: breakpoint, base: here, n: -2}", {
        "base": ("one of: here, there, pick", "here", "This card's base, the chosen base, or let the player choose."),
        "n": (AMOUNT, "required", "Added to the breakpoint (negative: lowered)."), "until": UNTIL}),
    "destroy": ("Destroy cards in play.", "{op: destroy, pick: {where: here, pmax: 2}}", {
        "pick": ("selector", "pick or all", "Choose what to destroy among what it matches."),
        "all": ("selector or true", "pick or all", "Destroy everything it matches."),
        "n": ("whole number", "1", "An exact number to destroy, as a price: with fewer targets nothing happens."),
        "optional": OPTIONAL}),
    "move": ("Move characters to other bases.", "{op: move, pick: {ctrl: you, where: here}, to: pick_one}", {
        "pick": ("selector", "required", "The characters that may be moved."),
        "up_to": ("whole number", "1", "Move up to this many (0 to this many)."),
        "to": ("one of: pick_one, pick_each, here, there, here_or_away", "pick_one",
               "One chosen base for all, a base chosen for each, this card's base, the chosen base, or here "
               "(else away from here)."),
        "with_self": ("true/false", "false", "This character moves too, taking the others along."),
        "optional": OPTIONAL}),
    "move_mod": ("Move a modifier: a base modifier to another base, a character modifier to another character.",
                 "{op: move_mod, pick: {what: bmod}}", {
                     "pick": ("selector", "required", "The modifiers that may be moved."), "optional": OPTIONAL}),
    "extra": ("Allow an extra play of a character or an action.", "{op: extra, type: character, pmax: 2, base: here}", {
        "type": ("one of: character, action", "required", "What may be played."),
        "n": ("whole number", "1", "How many extra plays."),
        "pmax": ("whole number", "none", "Only a character with at most this printed power."),
        "base": ("one of: here, there, destroyed", "any base", "Only on this base, the chosen base, or where the "
                 "last `destroy` happened."),
        "nochars": ("true/false", "false", "Only on a base where you have no character."),
        "mod": ("one of: base, character", "none", "Only a modifier of this kind."),
        "here_chars": ("true/false", "false", "Only a character modifier on a character on this base."),
        "now": ("true/false", "false", "Play it at once or lose it (else it may wait for later in your turn)."),
        "then": ("list of effects", "[]", "Effects after the extra card is played (`var: played` names it)."),
        "from_var": ("variable name", "none", "Only one of the cards remembered under this name.")}),
    "search": ("Look through your deck (and discard pile) for cards, show them and take them; the deck is shuffled.",
               "{op: search, from: [deck, discard], filter: {name: mjolnir}, up_to: 1}", {
                   "filter": ("filter", "any card", "Which cards may be taken."),
                   "up_to": ("whole number", "1", "Take up to this many."),
                   "from": ("list of: deck, discard", "[deck]", "Where to look.")}),
    "recover": ("Take cards from your discard pile.", "{op: recover, filter: {type: character}, up_to: 1, to: hand}", {
        "filter": ("filter", "any card", "Which cards may be taken."),
        "up_to": ("whole number", "1", "Take up to this many."),
        "to": ("one of: hand, deck_top, deck_shuffle", "hand",
               "Into your hand, on top of your deck, or shuffled into it.")}),
    "reveal_until": ("Reveal cards from the top of your deck until enough match; those go to your hand, the rest "
                     "are shuffled back.", "{op: reveal_until, filter: {type: action}, n: 1}", {
                         "filter": ("filter", "any card", "Which cards are kept."),
                         "name_type": ("true/false", "false",
                                       "The player names a card type first (it becomes the filter)."),
                         "n": ("whole number", "1", "How many matching cards to find.")}),
    "reveal_top": ("Reveal the top cards of your deck, take some that match, shuffle the rest back.",
                   "{op: reveal_top, n: 3, filter: {type: character}, up_to: 1}", {
                       "n": ("whole number", "1", "How many cards to reveal."),
                       "filter": ("filter", "any card", "Which cards may be taken."),
                       "up_to": ("whole number", "1", "Take up to this many.")}),
    "look_top": ("Look at the top cards of your deck (privately), maybe draw some, put any on the bottom and the "
                 "rest back on top in your order.", "{op: look_top, n: 4}", {
                     "n": ("whole number", "1", "How many cards to look at."),
                     "draw": ("whole number", "0", "How many of them to draw."),
                     "bottom": ("whole number or any", "any", "How many must go to the bottom (`any`: as many as "
                                "the player likes).")}),
    "hand_to_deck": ("Put cards from your hand on the bottom of your deck; remembers how many "
                     "(`var_count_plus_1`).", "{op: hand_to_deck, up_to: 2}", {
                         "up_to": ("whole number", "99", "At most this many.")}),
    "pick_base": ("Choose a base; the effects after it call it `there`.", "{op: pick_base, exclude_here: true}", {
        "exclude_here": ("true/false", "false", "Not this card's base."),
        "optional": ("true/false", "false", "The player may choose no base (then `there` is none).")}),
    "place": ("Put cards in play into their owners' decks.", "{op: place, pick: {what: bmod}, to: deck_bottom}", {
        "pick": ("selector", "pick or all", "Choose among what it matches."),
        "all": ("selector or true", "pick or all", "Everything it matches."),
        "up_to": ("whole number", "1", "Choose up to this many."),
        "to": ("one of: deck_top, deck_bottom, deck_shuffle", "deck_top", "Where in the owner's deck.")}),
    "choose": ("The player chooses one of several options, each a list of effects.",
               "{op: choose, options: [{label: Draw a card, effects: [{op: draw, n: 1}]}, "
               "{label: Gain 1 VP, effects: [{op: gain_vp, n: 1}]}]}", {
                   "options": ("list of {label, effects}", "required", "What the player may choose: a label to show "
                               "and the effects it does.")}),
    "if": ("Do some effects when a condition holds, others when it does not.",
           '{op: if, cond: your_turn, then: [{op: draw, n: 1}], else: [{op: gain_vp, n: 1}]}', {
               "cond": ("condition", "required", "The condition (see Conditions)."),
               "then": ("list of effects", "[]", "Done when it holds."),
               "else": ("list of effects", "[]", "Done when it does not.")}),
    "after": ("A follow-up that triggers off what was just done, ordered among the other abilities that "
              "trigger then.", "{op: after, may: true, effects: [{op: draw, n: 1}]}", {
                  "effects": ("list of effects", "required", "The follow-up."),
                  "may": ("true/false", "false", "The player may decline it.")}),
    "custom": ("Python code registered in game/smash_up/custom.py (a mod cannot add code).",
               "{op: custom, fn: hulk_smash}", {
        "fn": ("registered name", "required", "The name of the Python function.")}),
}
COMMON = {
    "op": ("op name", "required", "What the effect does (the headings of this section)."),
    "if_done": ("true/false", "false", "Only if the effect before it happened (\"if you do\", \"do X to do Y\")."),
    "store": ("variable name", "the op's own", "Remember the cards this effect picked, moved or destroyed under this "
              "name, for a later selector's `var`."),
}

#: stat -> (what it does, example, {key: (type, default, meaning)})
STATS = {
    "power": ("More (or less) power while in play.", "{stat: power, to: yours_here, n: 1}", {
        "to": ("static target", "required", "Whose power changes."),
        "n": (AMOUNT, "required", "Power added (negative: taken away)."),
        "cond": ("condition", "none", "Only while this condition holds.")}),
    "breakpoint": ("A different breakpoint for the card's base (or a base's own).", "{stat: breakpoint, n: -2}", {
        "n": ("whole number (per_bmod on a base)", "required", "Added to the breakpoint."),
        "cond": ("condition", "none", "Accepted, but breakpoint statics apply whatever it says today.")}),
    "protect": ("Characters cannot be destroyed, or affected by other players' actions.",
                "{stat: protect, to: self, from: destroy}", {
                    "to": ("static target", "required", "Who is protected."),
                    "from": ("one of: destroy, actions", "required", "Against being destroyed, or against other "
                             "players' actions."),
                    "pmin": ("whole number", "none", "Only characters with at least this much power of their own.")}),
    "cancel": ("The character (or base) loses its abilities.", "{stat: cancel, to: host}", {
        "to": ("one of: host, base", "required", "The character this modifier is on, or the base it is on.")}),
    "no_specials": ("Special abilities cannot be used.", "{stat: no_specials}", {
        "cond": ("condition", "none", "Only while this condition holds.")}),
}
STAT_TARGETS = {
    "self": "This character.",
    "host": "The character this modifier is on.",
    "yours_here": "Your characters on this card's base.",
    "others_here": "Other players' characters on this card's base.",
    "base": "The base this card is on.",
}
PLAY_RULES = {"empty_base": ("The card may be played only on a base with no characters.", "play_rule: empty_base")}


def _fields(keys, table: dict[str, tuple[str, str, str]]) -> tuple[FieldDoc, ...]:
    return tuple(FieldDoc(k, *table[k]) if k in table else FieldDoc(k, "?", "?", UNDOCUMENTED) for k in sorted(
        keys, key=lambda k: (list(table).index(k) if k in table else len(table), k)))


def _ability(effects: str) -> str:
    return f"{{kind: on_play, effects: [{effects}]}}"


def reference() -> list[Section]:
    """The sections of the vocabulary, words in the order the registries give them."""
    kinds = tuple(Word(k, KINDS.get(k, ("", ""))[0] or UNDOCUMENTED, KINDS.get(k, ("", ""))[1])
                  for k in typing.get_args(AbilityKind))
    triggers = tuple(Word(t, TRIGGERS.get(t, UNDOCUMENTED), TRIGGER_EXAMPLE.get(
        t, f"{{kind: ongoing, when: {t}, effects: [{{op: draw, n: 1}}]}}")) for t in _ordered(vocab.TRIGGERS, TRIGGERS))
    conds = [*_ordered(vocab.CONDITIONS, CONDITIONS), *vocab.PARAM_CONDITIONS]
    conditions = tuple(Word(c, CONDITIONS.get(c, UNDOCUMENTED), CONDITION_EXAMPLE.get(
        c, f"{{op: if, cond: {c}, then: [{{op: draw, n: 1}}]}}")) for c in conds)
    amounts = tuple(Word(x, EXPRESSIONS.get(x, UNDOCUMENTED), EXPRESSION_EXAMPLE.get(
        x, f"{{op: draw, n: {x}}}")) for x in _ordered(vocab.EXPRESSIONS, EXPRESSIONS))
    ops = tuple(Word(o, OPS[o][0] if o in OPS else UNDOCUMENTED, OPS[o][1] if o in OPS else "",
                     _fields(vocab.OPS[o] - set(COMMON), OPS[o][2] if o in OPS else {}))
                for o in _ordered(vocab.OPS, OPS))
    stats = tuple(Word(s, STATS[s][0] if s in STATS else UNDOCUMENTED, STATS[s][1] if s in STATS else "",
                       _fields(vocab.STATS[s], STATS[s][2] if s in STATS else {}))
                  for s in _ordered(vocab.STATS, STATS))
    targets = tuple(Word(t, STAT_TARGETS.get(t, UNDOCUMENTED), f"{{stat: power, to: {t}, n: 1}}" if t != "base"
                         else "{stat: cancel, to: base}") for t in _ordered(vocab.STAT_TARGETS, STAT_TARGETS))
    rules = tuple(Word(r, *PLAY_RULES.get(r, (UNDOCUMENTED, ""))) for r in _ordered(vocab.PLAY_RULES, PLAY_RULES))
    return [
        Section("Ability kinds", "an ability's `kind`",
                "Every ability of a card or base starts with its kind. What it does follows in `effects` "
                "(things that happen) or `static` (continuous effects); `when` says what sets it off.", kinds),
        Section("Triggers", "an ability's `when`",
                "When an `ongoing` ability (on a card in play or a base) or a `special` (from the hand) happens. "
                "\"After this base scores\" is `kind: ongoing, when: after_score_here`.", triggers),
        Section("Conditions", "an ability's `cond`, an `if` effect's `cond`, a static's `cond`",
                "Something that must be true. The last four take a card id after the colon; write the whole word "
                "in quotes, e.g. `cond: \"host_is:hulk\"`.", conditions),
        Section("Amounts", "an effect's or static's `n`",
                "A number can be a whole number or one of these names, worked out when the effect happens.", amounts),
        Section("Effect ops", "each item of `effects` (`op`)",
                "Effects happen in the order written. Each is a mapping with an `op` and that op's keys; the keys "
                "below the table can be given to any op.", ops,
                common=_fields(vocab.COMMON, COMMON)),
        Section("Selectors", "an effect's `pick` or `all`",
                "Which cards in play an effect may touch: a mapping of these keys, all optional. `here` is the base "
                "of the card (or the base) whose ability it is; `there` is a base chosen earlier (`pick_base`, a "
                "move's destination, the base that scores).",
                tuple(Word(k, SELECTOR[k][2] if k in SELECTOR else UNDOCUMENTED,
                           f"{{op: destroy, pick: {{{k}: {_sample(k)}}}}}", _fields([k], SELECTOR))
                      for k in _ordered(vocab.SELECTOR_KEYS, SELECTOR))),
        Section("Filters", "the `filter` of search, recover, reveal_until and reveal_top",
                "Which cards in a deck, hand or discard pile match: a mapping of these keys, all optional.",
                tuple(Word(k, FILTER[k][2], f"{{op: recover, filter: {{{k}: {_filter_sample(k)}}}, up_to: 1}}",
                           _fields([k], FILTER)) for k in FILTER)),
        Section("Statics", "each item of an ongoing ability's `static` (`stat`)",
                "Continuous effects, true as long as the card or base is in play.", stats),
        Section("Static targets", "a static's `to`", "Who a `power` or `protect` static applies to.", targets),
        Section("Play rules", "a card's `play_rule`", "Restrictions on where a card may be played.", rules),
    ]


def _ordered(words, described: dict) -> list[str]:
    """The registry's words: described ones in the order written here, then the rest sorted."""
    return [w for w in described if w in words] + sorted(w for w in words if w not in described)


def _sample(key: str) -> str:
    return {"what": "char", "where": "here", "ctrl": "other", "pmax": "3", "pmin": "4", "printed_max": "2",
            "printed_min": "3", "name": "hulk", "self": "exclude", "below_your_total": "true",
            "var": "picked"}.get(key, "?")


def _filter_sample(key: str) -> str:
    return {"type": "character", "mod": "base", "pmax": "2", "name": "hulk"}[key]


def ids_by_kind(content) -> dict[str, list[str]]:
    """Ids a modder's entries may refer to (factions)."""
    return {"factions": [f.id for f in content.all("factions")]}


#: The lists a wrong word may have come from: field -> (what its words are called, how to write one).
