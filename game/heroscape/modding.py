"""What each word of Heroscape's content may say, for the modder's reference
(docs/modding/heroscape.md, written by game/tools/modding_docs.py): power effects,
scenario rules, ways to win, and the objects a battlefield map holds.

The words come from content.py's models (a power's `effect`, a rule's `rule`, a
victory's `kind`); a word added there with no line here shows as "(not described
yet)" and the reference test fails. Every example is validated by the models, and
every object class and property the shipped maps use must be listed in MAP_OBJECTS.
"""

from __future__ import annotations

import typing

from game.core.reference import UNDOCUMENTED, FieldDoc, MapObject, Section, Word, literal_words, model_doc

from .content import Power, Scenario, SpecialRule, Victory

#: A discriminated union documented as its own section: its tag -> how a type column names it.
UNIONS = {"effect": "power (see Powers)"}

FIELD_NOTES = {
    "Figure.name": "The card's name as printed.",
    "Figure.collector_number": "The number printed on the card.",
    "Figure.unique": "A unique card: an army holds it once.",
    "Figure.card_type": "A hero (one figure) or a squad (several alike).",
    "Figure.figures": "How many figures the card brings.",
    "Figure.species": "Species as printed (Human, Mutant...).",
    "Figure.figure_class": "Class as printed (written `class` in YAML).",
    "Figure.personality": "Personality as printed.",
    "Figure.size": "Size as printed; with `height` it decides what the figure can reach and hide behind.",
    "Figure.super_strength": "Ignores the shields a destructible object adds (Strong Defense).",
    "Figure.master": "The numbers of the Master Game side of the card.",
    "Figure.basic": "The numbers of the Basic Game side of the card.",
    "Figure.powers": "The card's powers (Master Game), each chosen by its `effect` (see Powers).",
    "Figure.sources": "Where the card's facts come from (for reviewers; not used by the game).",
    "MasterSide.life": "Wounds the figure takes before it is destroyed.",
    "MasterSide.move": "Spaces it moves in a normal move.",
    "MasterSide.range": "Spaces to the farthest figure it may attack.",
    "MasterSide.attack": "Attack dice.",
    "MasterSide.defense": "Defense dice.",
    "MasterSide.points": "The card's points: army limits, and the tie-break when a round limit ends the game.",
    "BasicSide.move": "Spaces it moves.",
    "BasicSide.range": "Spaces to the farthest figure it may attack.",
    "BasicSide.attack": "Attack dice.",
    "BasicSide.defense": "Defense dice.",
    "MovementPower.mode": "Which way of moving: flying, stealth flying, super leap or a swing line.",
    "MovementPower.replaces_normal_move": "It is used instead of the normal move (else it is the normal move).",
    "MovementPower.ignore_elevation": "Levels up and down cost no extra spaces.",
    "MovementPower.pass_over_figures": "It may pass over figures (engaging none on the way).",
    "MovementPower.pass_over_obstacles": "It may pass over obstacles and water.",
    "MovementPower.leaving_engagement_attacks": "Leaving an engagement with it still draws attacks.",
    "AfterTurnMove.move": "Spaces of the further move.",
    "SpecialAttack.range": "Spaces to the farthest target.",
    "SpecialAttack.attack": "Attack dice.",
    "SpecialAttack.targets": "One figure, or every adjacent figure.",
    "SpecialAttack.same_target_twice": "Its extra attacks may hit the same figure again.",
    "Aura.attack": "Attack dice added to each adjacent friendly figure.",
    "Aura.defense": "Defense dice added to each adjacent friendly figure.",
    "RageSmash.per_wound": "Extra dice for each wound marker.",
    "RageSmash.max_extra": "The most extra dice it can add.",
    "ExtraAttacks.extra": "Further normal attacks in the same turn.",
    "Evade.d20": "The d20 roll (or more) that cancels the hit.",
    "Revive.d20": "The d20 roll (or more) that brings the figure back.",
    "D20Destroy.d20": "The d20 roll (or more) that destroys the target.",
    "D20Destroy.range": "Spaces to the farthest target.",
    "MindExchange.d20": "The d20 roll (or more) that lets it take the turn.",
    "MindExchange.range": "Spaces to the farthest hero it may take over.",
    "Scenario.title": "The scenario's name, shown in the scenario list.",
    "Scenario.battlefield": "The map it is played on: a .tmx file name without `.tmx` (maps/heroscape/ or a mod's).",
    "Scenario.mode": "Basic Game (no powers, no order markers) or Master Game.",
    "Scenario.armies": "What Player 1 and Player 2 field, in that order.",
    "Scenario.army_methods": "How the armies may be gathered, the first being the default (see Army methods).",
    "Scenario.wall": "Whether the ruin's Breakable Wall Section stands (a map with no ruin: `removed`).",
    "Scenario.glyphs": "Glyphs placed on the map's glyph spots at the start.",
    "Scenario.shuffle_glyphs": "The glyphs are shuffled between their spots (face down) at the start.",
    "Scenario.special_rules": "Rules of this scenario, from a closed list (see Special rules).",
    "Scenario.victory": "Ways to win, from a closed list (see Ways to win).",
    "Scenario.round_limit": "The game ends after this round (none: no limit); the `round_limit` way to win decides.",
    "ArmySpec.unique_heroes_only": "Only unique hero cards may be chosen.",
    "GlyphSetup.glyph": "The glyph's id (a `glyphs` entry).",
    "GlyphSetup.side": "Which side is up at the start: the symbol (hidden) or the power.",
    "SpecialRule.rule": "Which rule (see Special rules).",
    "SpecialRule.glyph": "The glyph the rule is about.",
    "SpecialRule.zone": "The zone the rule is about (a map object `<scenario>/<zone>`).",
    "SpecialRule.figure": "The figure (card id) the rule is about.",
    "SpecialRule.power": "The power id the rule is about.",
    "SpecialRule.d20": "A d20 roll needed (this or more).",
    "SpecialRule.d20_with_glyph": "The d20 roll needed while holding the rule's glyph.",
    "SpecialRule.bonus": "A number added (to initiative rolls).",
    "SpecialRule.dice": "Dice added (negative: taken away).",
    "SpecialRule.range": "A distance in spaces.",
    "SpecialRule.move_penalty": "Spaces taken off a move.",
    "SpecialRule.seat": "The seat the rule is for: 0 is Player 1, 1 is Player 2.",
    "Victory.kind": "Which way of winning (see Ways to win).",
    "Victory.zone": "The zone it is about (a map object `<scenario>/<zone>`).",
    "Victory.from_round": "Checked from the end of this round on.",
    "Victory.by": "For round_limit: what decides when the last round ends.",
    "Victory.seat": "The seat it is for: 0 is Player 1, 1 is Player 2.",
    "Victory.glyph": "The glyph it is about.",
    "Destructible.name": "The card's name as printed.",
    "Destructible.life": "Wounds it takes before it falls.",
    "Destructible.defense": "Defense dice.",
    "Destructible.text": "What the card says, in our own words.",
    "Glyph.name": "The glyph's name.",
    "Glyph.key_letter": "The letters drawn on the glyph on the map.",
    "Glyph.text": "What the glyph is, in our own words (each scenario gives it its effect).",
}

POWER_EXAMPLES = {
    "movement": "{id: flying, name: Flying, text: ..., effect: movement, mode: flying}",
    "after_turn_move": "{id: hyper_speed, name: Hyper Speed, text: ..., effect: after_turn_move, move: 4}",
    "special_attack": "{id: blast, name: Blast, text: ..., effect: special_attack, range: 5, attack: 4}",
    "aura": "{id: tactician, name: Tactician, text: ..., effect: aura, attack: 1}",
    "counter_strike": "{id: counter_strike, name: Counter Strike, text: ..., effect: counter_strike}",
    "rage_smash": "{id: rage, name: Rage, text: ..., effect: rage_smash, max_extra: 3}",
    "extra_attacks": "{id: double_attack, name: Double Attack, text: ..., effect: extra_attacks, extra: 1}",
    "evade": "{id: sense, name: Sense, text: ..., effect: evade, d20: 14}",
    "revive": "{id: return, name: Return, text: ..., effect: revive, d20: 17}",
    "turn_substitution": "{id: manipulate, name: Manipulate, text: ..., effect: turn_substitution}",
    "d20_destroy": "{id: dust, name: Dust, text: ..., effect: d20_destroy, d20: 19, range: 4}",
    "mind_exchange": "{id: swap, name: Swap, text: ..., effect: mind_exchange, d20: 15, range: 5}",
}

#: rule -> (what it does, example)
RULES = {
    "revive_each_round": ("At the start of each round, each destroyed figure comes back on a d20 of `d20` or more "
                          "(`d20_with_glyph` for a side that stood on `glyph`), on an empty edge space.",
                          "{rule: revive_each_round, d20: 16, d20_with_glyph: 14, glyph: object_of_power}"),
    "initiative_bonus": ("A side with a figure on `glyph` when the round begins adds `bonus` to its initiative rolls.",
                         "{rule: initiative_bonus, glyph: object_of_power, bonus: 2}"),
    "defense_penalty": ("While a side has a figure on `glyph`, all its figures roll `dice` more defense dice "
                        "(negative: fewer).", "{rule: defense_penalty, glyph: mysterious_item, dice: -1}"),
    "sleeping_agent": ("Only the figure carrying `glyph` can wound `figure`, which may not step on it; when the "
                       "carrier is wounded, seat `seat` puts the glyph down again within `range` spaces.",
                       "{rule: sleeping_agent, glyph: mysterious_item, figure: incredible_hulk, range: 5, seat: 0}"),
    "must_attack": ("`figure` must attack when it can: it moves only where an attack is still possible, "
                    "and ends its turn without attacking only when no move would let it attack.", "{rule: must_attack, figure: incredible_hulk}"),
    "amulets": ("Every glyph is an amulet: its carrier gains the powers of the figures it destroys.",
                "{rule: amulets}"),
    "disable_power": ("The power `power` does not work in this scenario.",
                      "{rule: disable_power, power: rejected_by_death}"),
    "device": ("`glyph` is a device a figure picks up; its carrier moves `move_penalty` spaces less, normal moves "
               "only, and may pass it to an adjacent friend.",
               "{rule: device, glyph: mysterious_item, move_penalty: 2}"),
    "normal_move_only_zone": ("Only normal moves start in or enter `zone`.",
                              "{rule: normal_move_only_zone, zone: orange}"),
    "exit_zone": ("A figure reaching `zone` leaves the battle (see the `exit_with_glyph` way to win).",
                  "{rule: exit_zone, zone: exit}"),
}

VICTORY = {
    "eliminate": ("A side with no figures left on the battlefield loses (every scenario should list it).",
                  "{kind: eliminate}"),
    "hold_zone": ("From the end of round `from_round` on, a side that alone has figures on `zone` at a round's "
                  "end wins.", "{kind: hold_zone, zone: plaza, from_round: 3}"),
    "round_limit": ("When the scenario's `round_limit` is reached: `by: figures_then_points` (more figures, then "
                    "more points), `points`, or `seat` (that seat wins).", "{kind: round_limit, by: points}"),
    "exit_with_glyph": ("Seat `seat` wins when a figure carrying `glyph` leaves through an exit zone.",
                        "{kind: exit_with_glyph, seat: 1, glyph: mysterious_item}"),
}

ARMY_METHODS = {
    "preset": "The armies listed in `preset`.",
    "premade": "Each player names cards up to the `points` limit.",
    "draft": "The players pick cards in turn up to the `points` limit.",
}

TERRAINS = {
    "grass": "Open ground.", "concrete": "Open ground (pavement, rooftops).", "asphalt": "Open ground (streets).",
    "ruin": "The floor of the Warehouse Ruin: the ruin's objects stand on these hexes.",
}

_P = FieldDoc
MAP_OBJECTS = [
    MapObject("ruin", "ruin_wall", "A solid part of the ruin's wall on a hex: nobody stands on it or sees through it.",
              "point on the hex", "any",
              (_P("top", "whole number", "13", "The wall's top, in levels above the table."),)),
    MapObject("ruin", "breakable_wall", "The Breakable Wall Section: a wall a figure may attack (Master Game) "
              "until it falls.", "point on the hex", "any",
              (_P("top", "whole number", "13", "The wall's top, in levels above the table."),
               _P("card", "text", "none", "The destructible card it stands for (a `destructibles` id)."))),
    MapObject("ruin", "upper_floor", "A floor above hexes, with room to stand beneath it.", "point or polyline "
              "through the hexes", "any",
              (_P("elevation", "whole number", "9", "The level of the floor's surface."),
               _P("thickness", "whole number", "1", "Levels of the slab under that surface."))),
    MapObject("ruin", "wall_edge", "A thin wall between two neighbouring hexes: nobody moves or sees across it.",
              "polyline from one hex centre to the other", "any",
              (_P("bottom", "whole number", "0", "Its lowest level."),
               _P("top", "whole number", "13", "Its top level."))),
    MapObject("ruin", "window", "An opening in one thin-wall segment that sight passes through at its levels "
              "(movement never does); at most one per segment.",
              "polyline along a wall_edge (never a point on a wall hex)", "any",
              (_P("sight_from", "number", "required", "The opening's bottom, in levels above the table."),
               _P("sight_to", "number", "required", "The opening's top."),
               _P("unconfirmed", "true/false", "false", "Where it is was chosen, not read from a record."))),
    MapObject("zones", "start_zone", "The hexes an army may start on.", "polyline through the hex centres",
              "`<scenario id>/<zone>`, the zone as the scenario's `armies[].zones` names it"),
    MapObject("zones", "scenario_zone", "Other hexes a scenario names (to hold, to exit by, where only normal "
              "moves are allowed).", "polyline through the hex centres",
              "`<scenario id>/<zone>`, as the scenario's `zones`, special rules and ways to win name it"),
    MapObject("glyphs", "glyph_spot", "Where a glyph starts.", "point on the hex",
              "`<scenario id>/<spot>`, as the scenario's `glyphs[].spot` names it"),
    MapObject("figures", "figure_spot", "Where a preset army's figure starts when `fixed_spots` is true.",
              "point on the hex", "`<scenario id>/<card id>`"),
]

MAP_PROPERTIES = (
    _P("title", "text", "the file name", "The battlefield's name, shown in the setup and on the table."),
    _P("source", "text", "none", "Where the layout comes from (for reviewers)."),
    _P("unconfirmed", "text", "none", "Which parts of the layout were chosen, not read from a record."),
)


def _literal_section(title: str, where: str, intro: str, words: list[str], table: dict) -> Section:
    out = []
    for w in words:
        text, example = table.get(w, (UNDOCUMENTED, ""))
        out.append(Word(w, text, example))
    return Section(title, where, intro, tuple(out))


def reference() -> list[Section]:
    """Power effects, special rules, ways to win and army methods, from the models' words."""
    powers = []
    unions = {"effect": "power (see Powers)"}
    for member in typing.get_args(typing.get_args(Power)[0]):
        word = literal_words(member.model_fields["effect"].annotation)[0]
        doc = model_doc(member, FIELD_NOTES, unions)
        fields = tuple(f for f in doc.fields if f.name not in ("id", "name", "text", "effect"))
        powers.append(Word(word, doc.text or UNDOCUMENTED, POWER_EXAMPLES.get(word, ""), fields))
    methods = literal_words(Scenario.model_fields["army_methods"].annotation)
    return [
        Section("Powers", "each item of a figure's `powers` (`effect`)",
                "A power is a mapping with `id` (unique on the card), `name`, `text` (what players read, in your "
                "own words) and `effect`, which chooses what the game does and which numbers it takes. "
                "A power only works in the Master Game.", tuple(powers)),
        _literal_section("Special rules", "each item of a scenario's `special_rules` (`rule`)",
                         "A scenario's own rules, from this closed list; each uses only the fields it names "
                         "(see SpecialRule's fields).",
                         literal_words(SpecialRule.model_fields["rule"].annotation), RULES),
        _literal_section("Ways to win", "each item of a scenario's `victory` (`kind`)",
                         "How a scenario can be won; list every way that applies.",
                         literal_words(Victory.model_fields["kind"].annotation), VICTORY),
        Section("Army methods", "a scenario's `army_methods`",
                "How the armies may be gathered; the setup offers these, the first being the default.",
                tuple(Word(m, ARMY_METHODS.get(m, UNDOCUMENTED), f"army_methods: [{m}]") for m in methods)),
    ]


def ids_by_kind(content) -> dict[str, list[str]]:
    """Ids a modder's scenarios may refer to."""
    return {"figures": [f.id for f in content.all("figures")], "glyphs": [g.id for g in content.all("glyphs")],
            "battlefields": sorted(content.maps)}
