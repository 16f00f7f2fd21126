"""What each word of Vs. System's power vocabulary means, for the modder's reference
(docs/modding/vs_system.md, written by game/tools/modding_docs.py).

The words themselves come from vocabulary.py and content.py: a word added there with no line here
shows as "(not described yet)" and tests/vs_system/test_modding_docs.py fails, so this file and the
vocabulary cannot drift apart. Every example is a whole power, checked by the same code that checks
a card.
"""

from __future__ import annotations

import typing

from game.core.reference import UNDOCUMENTED, FieldDoc, Section, Word

from . import vocabulary as vocab
from .content import PowerKind

#: Fields of the content models that carry no description of their own.
FIELD_NOTES = {
    "Team.name": "The team's name as printed.",
    "Team.alignment": "Good, evil or neutral: what \"good\" and \"evil\" characters are (Friend from Work...).",
    "Team.colour": "RGB for the view (cards and setup pickers of this team).",
    "Card.name": "The card's name as printed.",
    "Card.type": "What kind of card it is: each level of a main character is its own card.",
    "Card.universe": "Which universe its picture belongs to (a deck holds one universe).",
    "Card.cost": "Recruit points to recruit it (supporting characters and equipment).",
    "Card.atk": "Printed ATK (characters).",
    "Card.def_": "Printed DEF (characters).",
    "Card.health": "Wounds that KO it (characters; a supporting character usually has 1).",
    "Card.flight": "It has Flight.",
    "Card.ranged": "It has Ranged.",
    "Card.keywords": "Deck-building and set-up words: Swarm (any number of copies), One of a Kind, Behind the Camera "
                     "(Mandarin's pile), token.",
    "Card.powers": "What the card does, in the vocabulary below; each power's `text` says the same for players.",
    "Card.art": "An image under art/ to draw on the card (none: drawn without art).",
    "MainCharacter.name": "The main character's name as printed.",
    "MainCharacter.team": "The id of its team (a `teams` entry): its deck's universe and team cards.",
    "Deck.name": "The deck's name as shown in the setup.",
    "Deck.cards": "Card id: copies; 60 cards in all (`python main.py validate` checks the deck-building rules).",
    "Deck.text": "A line about the deck for the setup screen.",
    "Power.name": "The power's name as printed.",
    "Power.kind": "What kind of power it is (see Power kinds).",
    "Power.once_per_turn": "A triggered power that happens at most once each turn.",
    "Power.effects": "What it does, in order (see Effect ops).",
    "Power.static": "Continuous powers (see Statics), for a `static` power.",
}

KINDS = {
    "keyword": ("A printed keyword with no rules of its own here (Flight, Ranged and the like are card fields).",
                "{name: Flight, kind: keyword}"),
    "super": ("A super power: used at its `timing` by paying its `cost` (one location per symbol, turned face "
              "down or discarded from the hand), once per turn.",
              "{name: Charge, kind: super, timing: main, cost: [might], effects: [{op: draw, n: 1}]}"),
    "static": ("Always on while the character is face up in play (`static`).",
               "{name: Tough, kind: static, static: [{kind: no_minus_counters}]}"),
    "trigger": ("Happens when `when` happens (and `cond` holds); `may: true` lets its controller decline.",
                "{name: Arrival, kind: trigger, when: appears, effects: [{op: counters, to: self, n: 1}]}"),
    "level_up": ("A main character's level-up power: `when` gives XP (with an `xp` effect); at `xp` XP it "
                 "levels up.", "{name: Level Up, kind: level_up, xp: 2, when: stuns_defender, "
                               "effects: [{op: xp, n: 1}]}"),
    "plot_twist": ("What a plot twist does when played at its `timing` (its card's `team_icons` say how many face-up "
                   "team members it needs).",
                   "{name: Rally, kind: plot_twist, timing: combat, effects: [{op: counters, to: attackers, n: 1}]}"),
}

TRIGGERS = {
    "attacks": "This character is one of the attackers of an attack just made.",
    "your_main_attacks": "A main character of yours attacks (`attacking_main` names it).",
    "turn_start": "Your turn begins.",
    "turn_end": "Your turn ends.",
    "any_turn_end": "Any player's turn ends.",
    "appears": "This character enters play.",
    "enemy_appears": "A character enters play on an enemy's side (`appeared` names it).",
    "enemy_card_enters": "A card enters play on an enemy's side: a character, or a location put face up in "
                         "the Resource Row (`appeared` names it).",
    "recruits": "Any player recruits a character (`appeared` names it).",
    "powered_up": "This character is powered up.",
    "stuns_attacker": "This character's strike stuns an attacker.",
    "stuns_defender": "This character's strike stuns the defender.",
    "other_gets_plus": "Another character is given +1/+1 counters.",
    "gains_atk": "This character gains ATK.",
    "stunned": "This character becomes stunned.",
}

CONDITIONS = {
    "first_attack": "The combat is the first attack of the turn.",
    "self_defending": "This character is defending in a combat not yet over.",
    "self_attacking": "This character is attacking in a combat not yet over.",
    "self_in_combat": "This character is in a combat not yet over.",
    "made_no_attack": "This character has not attacked this turn.",
    "combat_one_alignment": "Everyone in the combat is good, or everyone is evil.",
    "recruited_not_yours": "The character just recruited belongs to another player.",
    "appeared_has_team": "The character that just entered play has a team.",
    "side_has_names": "`{side_has_names: [a, b]}`: your side has characters with all these names.",
    "your_main_named": "`{your_main_named: Name}`: one of your main characters has this name.",
    "attacking_main_named": "`{attacking_main_named: Name}`: the attacking main character has this name.",
    "you_recruited_other_of_team": "`{you_recruited_other_of_team: team}`: you just recruited another character "
                                   "of this team.",
}
CONDITION_EXAMPLE = {
    "side_has_names": "{side_has_names: [Thor, Loki]}",
    "your_main_named": "{your_main_named: Thor}",
    "attacking_main_named": "{attacking_main_named: Thor}",
    "you_recruited_other_of_team": "{you_recruited_other_of_team: mcu_heroes}",
}

EXPRESSIONS = {
    "self_plus_counters": "The +1/+1 counters on this character.",
    "target_plus_counters": "The +1/+1 counters on the character picked earlier (`store: target`).",
    "protected_by_self": "How many characters this front-row character protects (its side's back row).",
    "discarded_cost": "The cost of the card discarded to pay for this power.",
    "appeared_team_count": "Face-up characters of the one that just entered play's team on its side.",
}

SELECTOR_NAMES = {
    "self": "This character.",
    "attackers": "The attackers of the combat.",
    "defender": "The defender of the combat.",
    "combatants": "Everyone in the combat.",
    "target": "The character an earlier effect picked with `store: target`.",
    "attacking_main": "The attacking main character that set off this power.",
    "appeared": "The character whose entering play (or recruiting) set off this power.",
}

FILTER = {
    "side": ("one of: you, enemy, any", "any", "Whose side: yours, an enemy's, anyone's."),
    "kind": ("one of: main, supporting", "either", "Main characters or supporting characters only."),
    "face": ("one of: up, down, any", "up", "Face-up characters, face-down ones (stunned or hidden), or either."),
    "in_combat": ("true/false", "false", "Only characters in the combat."),
    "was_in_combat": ("true/false", "false", "Only characters that were in the combat just over."),
    "role": ("one of: attacker, defender", "either", "Only the attackers, or only the defender."),
    "other": ("true/false", "false", "Not this character."),
    "team": ("team id", "any", "Only characters of this team."),
    "row": ("one of: front, back", "either", "Only characters in this row."),
    "atk_below_self": ("true/false", "false", "Only characters with less ATK than this one."),
}

TO = ("selector", "required", "Who it touches: a selector name, `{pick: filter}` or `{all: filter}`.")
N = ("whole number or amount name", "required", "How many.")
#: op -> (what it does, effects example, {key: (type, default, meaning)})
OPS: dict[str, tuple[str, str, dict[str, tuple[str, str, str]]]] = {
    "pick": ("Choose a character now for the effects after it (write `store: target`).",
             "{op: pick, to: {pick: {side: enemy}}, store: target}", {"to": TO}),
    "counters": ("Give +1/+1 counters (n above 0) or -1/-1 counters (below 0); the two kinds cancel.",
                 "{op: counters, to: self, n: 2}", {"to": TO, "n": N}),
    "boost": ("Change ATK and DEF for a while.", "{op: boost, to: self, atk: 2, def: 0, until: combat}", {
        "to": TO, "atk": ("whole number or amount name", "0", "ATK added."),
        "def": ("whole number or amount name", "0", "DEF added."),
        "until": ("one of: combat, turn", "combat", "How long it lasts.")}),
    "swap_stats": ("ATK and DEF trade places until the combat ends.", "{op: swap_stats, to: {pick: {in_combat: true}}}",
                   {"to": TO}),
    "remove_plus": ("Every +1/+1 counter comes off.", "{op: remove_plus, to: {all: {side: enemy, in_combat: true}}}",
                    {"to": TO}),
    "ko": ("KO the character.", "{op: ko, to: {pick: {side: enemy, kind: supporting}}}", {"to": TO}),
    "stun": ("Stun the character (face down, exhausted, a wound).", "{op: stun, to: {pick: {side: enemy}}}", {"to": TO}),
    "daze": ("Daze the character (face down like a stun, but no wound).", "{op: daze, to: defender}", {"to": TO}),
    "wound": ("Put a wound on the character.", "{op: wound, to: {pick: {side: enemy, kind: main}}}", {"to": TO}),
    "exhaust": ("Exhaust the character.", "{op: exhaust, to: {pick: {side: enemy}}}", {"to": TO}),
    "ready": ("Ready the character.", "{op: ready, to: self}", {"to": TO}),
    "recover": ("A stunned character recovers (face up).", "{op: recover, to: {pick: {side: you, face: down}}}",
                {"to": TO}),
    "hide": ("The character hides: face down but ready.", "{op: hide, to: self}", {"to": TO}),
    "pin": ("Exhaust it; it cannot ready while this power's character stays face up in play.",
            "{op: pin, to: {pick: {side: enemy}}}", {"to": TO}),
    "move_row": ("Move the character to a row.", "{op: move_row, to: {pick: {side: enemy}}, row: other}", {
        "to": TO, "row": ("one of: front, back, other", "required", "Where it goes (`other`: the row it is not in).")}),
    "grant": ("Give a keyword until the turn ends.", "{op: grant, to: self, keyword: flight}", {
        "to": TO, "keyword": ("one of: flight, ranged", "required", "The keyword.")}),
    "take_control": ("The character moves to your side (uniqueness applies; never one named like your main).",
                     "{op: take_control, to: {pick: {side: enemy, kind: supporting}}, row: front}", {
                         "to": TO, "row": ("one of: front, back", "required", "The row it comes into.")}),
    "draw": ("Draw cards.", "{op: draw, n: 1}", {"n": N}),
    "enemy_discards": ("An enemy player (you pick one when there are several) discards cards.",
                       "{op: enemy_discards, n: 1}", {"n": N}),
    "xp": ("The level-up power's player gains XP.", "{op: xp, n: 1}", {"n": N}),
    "transform": ("Swap this main character for the card set aside (Bruce Banner and Hulk).", "{op: transform}", {}),
    "extra_rp": ("Recruit points for this turn's Recruit Step.", "{op: extra_rp, n: 1}", {"n": N}),
    "draw_on_play": ("For the rest of the turn, each card you play draws you a card.", "{op: draw_on_play}", {}),
    "cancel_combat": ("The combat is cancelled: nobody strikes.", "{op: cancel_combat}", {}),
    "win": ("You win the game.", "{op: win}", {}),
    "choose": ("Its player picks one of several options, each a list of effects.",
               "{op: choose, options: [{label: Draw a card, effects: [{op: draw, n: 1}]}, "
               "{label: Ready it, effects: [{op: ready, to: self}]}]}", {
                   "options": ("list of {label, effects}", "required", "The label shown and the effects it does.")}),
    "if": ("Some effects when a condition holds, others when it does not.",
           "{op: if, cond: first_attack, then: [{op: draw, n: 1}], else: []}", {
               "cond": ("condition", "required", "The condition (see Conditions)."),
               "then": ("list of effects", "[]", "Done when it holds."),
               "else": ("list of effects", "[]", "Done when it does not.")}),
    "after_combat": ("Effects that happen when this combat ends.",
                     "{op: after_combat, may: true, label: Ready the attacker, effects: [{op: ready, to: attackers}]}", {
                         "effects": ("list of effects", "required", "What happens then."),
                         "may": ("true/false", "false", "Its player may decline then."),
                         "label": ("text", "none", "What a `may` offers, in words.")}),
    "if_kod_this_combat": ("Effects for when the character is KO'd in this combat.",
                           "{op: if_kod_this_combat, to: defender, effects: [{op: draw, n: 1}]}", {
                               "to": TO, "effects": ("list of effects", "required", "What happens then.")}),
    "flip_location": ("One of your face-down locations turns face up.", "{op: flip_location}", {}),
    "custom": ("Python code registered in game/vs_system/custom.py (a mod cannot add code).",
               "{op: custom, fn: dance_off}", {"fn": ("registered name", "required", "The Python function's name.")}),
}
COMMON = {
    "op": ("op name", "required", "What the effect does (the headings of this section)."),
    "if_done": ("true/false", "false", "Skip it when the effect before it did nothing (\"if you do\")."),
    "store": ("variable name", "none", "Keep what this effect picked under this name (`target` for the `target` "
              "selector and amount)."),
    "optional": ("true/false", "false", "The picker may choose nobody (\"up to one\")."),
}

#: static kind -> (what it does, {key: (type, default, meaning)})
STATICS: dict[str, tuple[str, dict[str, tuple[str, str, str]]]] = {
    "leader": ("When it attacks with others, its player picks which attacker the defender strikes back.", {}),
    "cant_be_struck_by": ("Characters with the keyword cannot strike it.", {
        "keyword": ("one of: flight, ranged", "required", "The keyword.")}),
    "ko_prevented_while_main_face_up": ("It is not KO'd by wounds while its player has a face-up main character.", {}),
    "strikes_every_melee_attacker": ("Defending against a melee team attack, it strikes back at every attacker.", {}),
    "enemies_no_plot_twists_in_combat": ("Enemies cannot play plot twists in its combats.", {}),
    "enemies_no_team_cards": ("Enemies cannot use team cards.", {}),
    "attacks_only_main": ("It can attack only main characters.", {}),
    "no_plus_counters": ("It gets no +1/+1 counters and is never above its printed ATK/DEF.", {}),
    "no_minus_counters": ("It gets no -1/-1 counters and is never below its printed ATK/DEF.", {}),
    "you_cant_draw": ("Its player cannot draw cards.", {}),
    "main_no_wound": ("Your main character of that name takes no wound when stunned.", {
        "name": ("text", "required", "The main character's name.")}),
    "never_enters_play": ("The card never enters play (a resource or a cost only).", {}),
    "rivalry": ("A bonus in combats against supporting characters of the name it was given.", {
        "atk": ("whole number", "0", "ATK added."), "def": ("whole number", "0", "DEF added.")}),
    "melee_ko_supporting": ("A supporting character it stuns in a melee combat is KO'd.", {}),
    "extra_draw": ("Its player draws more in the Draw Phase.", {"n": ("whole number", "required", "How many more.")}),
    "returns_to_behind_the_camera": ("At the end of the turn it goes back to the Behind the Camera pile.", {}),
    "hidden_identity": ("Mandarin: removed from the game when KO'd; a Behind the Camera card comes to the hand.", {}),
    "boost": ("Equipment: its holder's ATK and DEF change.", {
        "atk": ("whole number", "0", "ATK added."), "def": ("whole number", "0", "DEF added.")}),
    "grant": ("Equipment: its holder has the keyword.", {"keyword": ("one of: flight, ranged", "required", "The keyword.")}),
}
STATIC_SAMPLE = {"cant_be_struck_by": "keyword: flight", "main_no_wound": "name: Captain America",
                 "rivalry": "atk: 2, def: 2", "extra_draw": "n: 1", "boost": "atk: 1, def: 1", "grant": "keyword: ranged"}


def _fields(keys, table: dict[str, tuple[str, str, str]]) -> tuple[FieldDoc, ...]:
    return tuple(FieldDoc(k, *table[k]) if k in table else FieldDoc(k, "?", "?", UNDOCUMENTED) for k in sorted(
        keys, key=lambda k: (list(table).index(k) if k in table else len(table), k)))


def _ordered(words, described: dict) -> list[str]:
    """The registry's words: described ones in the order written here, then the rest sorted."""
    return [w for w in described if w in words] + sorted(w for w in words if w not in described)


def _super(effects: str) -> str:
    return f"{{name: Example, kind: super, timing: main, cost: [might], effects: [{effects}]}}"


def reference() -> list[Section]:
    """The sections of the vocabulary, words in the order the registries give them."""
    kinds = tuple(Word(k, *KINDS.get(k, (UNDOCUMENTED, ""))) for k in typing.get_args(PowerKind))
    triggers = tuple(Word(t, TRIGGERS.get(t, UNDOCUMENTED),
                          f"{{name: Example, kind: trigger, when: {t}, effects: [{{op: draw, n: 1}}]}}")
                     for t in _ordered(vocab.TRIGGERS, TRIGGERS))
    conds = _ordered(vocab.CONDITIONS | set(vocab.PARAM_CONDITIONS), CONDITIONS)
    conditions = tuple(Word(c, CONDITIONS.get(c, UNDOCUMENTED), _super(
        f"{{op: if, cond: {CONDITION_EXAMPLE.get(c, c)}, then: [{{op: draw, n: 1}}]}}")) for c in conds)
    amounts = tuple(Word(x, EXPRESSIONS.get(x, UNDOCUMENTED), _super(f"{{op: counters, to: self, n: {x}}}"))
                    for x in _ordered(vocab.EXPRESSIONS, EXPRESSIONS))
    ops = tuple(Word(o, OPS[o][0] if o in OPS else UNDOCUMENTED, _super(OPS[o][1]) if o in OPS else "",
                     _fields(vocab.OPS[o], OPS[o][2] if o in OPS else {}))
                for o in _ordered(vocab.OPS, OPS))
    names = tuple(Word(n, SELECTOR_NAMES.get(n, UNDOCUMENTED), _super(f"{{op: ready, to: {n}}}"))
                  for n in _ordered(vocab.SELECTOR_NAMES, SELECTOR_NAMES))
    filters = tuple(Word(k, FILTER[k][2] if k in FILTER else UNDOCUMENTED,
                         _super(f"{{op: exhaust, to: {{pick: {{{k}: {_filter_sample(k)}}}}}}}"), _fields([k], FILTER))
                    for k in _ordered(vocab.FILTER_KEYS, FILTER))
    statics = tuple(Word(k, STATICS[k][0] if k in STATICS else UNDOCUMENTED,
                         "{name: Example, kind: static, static: [{kind: " + k
                         + (f", {STATIC_SAMPLE[k]}" if k in STATIC_SAMPLE else "") + "}]}",
                         _fields(vocab.STATICS[k], STATICS[k][1] if k in STATICS else {}))
                    for k in _ordered(vocab.STATICS, STATICS))
    return [
        Section("Power kinds", "a power's `kind`",
                "Every power of a card starts with its kind; `effects` say what happens, `static` what is always "
                "true, `when` what sets a triggered power off.", kinds),
        Section("Triggers", "a triggered or level-up power's `when`",
                "What sets a triggered power off (one word, or a list of them).", triggers),
        Section("Conditions", "a power's `cond` or `usable_if`, an `if` effect's `cond`",
                "Something that must be true: a name, a one-key mapping with a parameter, `{not: condition}`, "
                "or `{custom: name}` for Python in custom.py.", conditions),
        Section("Amounts", "an effect's `n`, a boost's `atk` or `def`",
                "A number can be a whole number or one of these names, worked out when the effect happens.", amounts),
        Section("Effect ops", "each item of `effects` (`op`)",
                "Effects happen in the order written. Each is a mapping with an `op` and that op's keys; the keys "
                "below the table can be given to any op.", ops, common=_fields(vocab.COMMON, COMMON)),
        Section("Selector names", "an effect's `to`",
                "Who an effect touches: one of these names, or `{pick: filter}` (its player chooses one) or "
                "`{all: filter}` (every one that matches).", names),
        Section("Filters", "the filter of `{pick: ...}` or `{all: ...}`",
                "Which characters in play match: a mapping of these keys, all optional.", filters),
        Section("Statics", "each item of a static power's `static` (`kind`)",
                "Continuous powers, true while the character is face up in play (equipment: while attached).", statics),
    ]


def _filter_sample(key: str) -> str:
    return {"side": "enemy", "kind": "supporting", "face": "any", "in_combat": "true", "was_in_combat": "true",
            "role": "attacker", "other": "true", "team": "mcu_heroes", "row": "front",
            "atk_below_self": "true"}.get(key, "?")


def ids_by_kind(content) -> dict[str, list[str]]:
    """Ids a modder's entries may refer to (teams, main characters, decks)."""
    return {"teams": [t.id for t in content.all("teams")],
            "main_characters": [m.id for m in content.all("main_characters")],
            "decks": [d.id for d in content.all("decks")]}
