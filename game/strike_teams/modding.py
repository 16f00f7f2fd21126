"""What each word of Strike Teams' content may say, for the modder's reference
(docs/modding/strike_teams.md, written by game/tools/modding_docs.py): action card effects,
scenario kinds, and the objects a map card holds.

The words come from content.py's models (an effect's `effect`, a scenario's `kind`); a word
added there with no line here shows as "(not described yet)" and the reference test fails.
"""

from __future__ import annotations

import typing

from game.core.reference import UNDOCUMENTED, FieldDoc, MapObject, Section, Word, literal_words, model_doc

from .content import Effect, Scenario

#: A discriminated union documented as its own section: its tag -> how a type column names it.
UNIONS = {"effect": "effect (see Effects)"}

FIELD_NOTES = {
    "Character.name": "The character's name as printed.",
    "Character.role": "Hero (the heroes' side), or the Mastermind's side: her own card, a villain or henchmen.",
    "Character.attack": "The Attack Box: the character's own attack.",
    "Character.defend": "The Defend Box: the character's own defense, used when attacked.",
    "Character.move": "The Move Box: its name and damage slots (wounds there make each step dearer).",
    "ActionCard.character": "The character whose deck it belongs to (a `characters` id).",
    "ActionCard.name": "The card's name as printed.",
    "ActionCard.build_cost": "Build points it takes from the character's Level allowance.",
    "ActionCard.slots": "Damage slots on the card; when they are full the card cannot be used.",
    "ActionCard.effects": "What using it does, each chosen by its `effect` (see Effects).",
    "ActionCard.text": "What players read, in your own words.",
    "Scenario.title": "The card's name, shown on the table.",
    "Scenario.kind": "What the heroes must do (see Scenario kinds).",
    "Scenario.op": "Objective Points the side that wins the card earns.",
    "Scenario.tokens": "Objective tokens it puts on the map, and when.",
    "Scenario.requires": "Which of the Mastermind's characters must be fielded for the card to be drawn.",
    "Scenario.role": "A character the card singles out: two rivals, a lieutenant to defeat, a seeker.",
    "Scenario.role_secret": "The Mastermind picks the role in secret; it is revealed when it matters.",
    "Scenario.backstory": "The story on the card, in your own words.",
    "Scenario.rules": "The card's rules as players read them, in your own words.",
    "TokenKind.name": "The token's name.",
    "TokenKind.text": "What the token is, in your own words.",
    "ObjectKind.name": "The object's name.",
    "ObjectKind.ms": "Material strength: damage from one attack at least this high breaks it into rubble.",
    "ObjectKind.faces": "The tile faces it is printed on.",
    "Tile.name": "The tile's name.",
    "Tile.kind": "A room or a corridor.",
    "Tile.warehouse": "What the Warehouse face shows.",
    "Tile.hydra": "What the Hydra face shows.",
    "Level.level": "The character Level.",
    "ActionDie.name": "The die's name.",
    "ActionDie.faces": "Its faces, each rolled as often as the others.",
    "VictorySide.name": "The side's name.",
    "VictorySide.power": "What it does once a mission: Command Points on the dial, or a shield against one attack.",
    "VictorySide.amount": "How many Command Points, or how much defense.",
    "VictorySide.text": "What players read, in your own words.",
    "AttackBox.name": "The attack's name as printed.",
    "AttackBox.type": "Melee (adjacent) or ranged (in sight, strength falls with distance).",
    "AttackBox.strength": "Its strength before defenses.",
    "DefendBox.name": "The defense's name as printed.",
    "DefendBox.type": "Armor or dodge (some attacks ignore one of them).",
    "DefendBox.cost": "AP to use it when attacked.",
    "DefendBox.strength": "Defense it adds.",
    "DefendBox.slots": "Damage slots in the box.",
    "MoveBox.name": "The way it moves, as printed.",
    "MoveBox.slots": "Damage slots in the box.",
    "HenchmanFace.figures": "Figures this side of the card fields.",
    "HenchmanFace.unit_points": "Unit points this side costs.",
    "HenchmanFace.ap_gain": "AP the group gains when it activates.",
    "AttackFx.type": "Melee or ranged.",
    "AttackFx.strength": "Its strength before defenses.",
    "AttackFx.ignore_armor": "Armor it ignores.",
    "AttackFx.ignore_dodge": "Dodge it ignores.",
    "AttackFx.status": "A status token a hit leaves on the target (when damage got through).",
    "DefenseFx.type": "Armor, dodge, or plain defense (counts against any attack).",
    "DefenseFx.value": "Defense it adds.",
    "MoveFx.style": "Free movement, a straight line, or exactly that many squares in a line.",
    "MoveFx.squares": "Squares it moves.",
    "MoveFx.through_enemies": "It may pass enemies.",
    "BuffFx.melee": "Added to melee attacks.",
    "BuffFx.ranged": "Added to ranged attacks.",
    "BuffFx.defense": "Added to defense.",
    "HealFx.amount": "Wounds it removes.",
    "HealFx.who": "The user, or an adjacent ally.",
    "GainApFx.amount": "AP gained.",
    "GainApFx.who": "The user, an adjacent ally, or the henchmen group.",
    "GainCpFx.amount": "Command Points put on the side's dial.",
    "CleanseFx.who": "The user, or an adjacent ally, loses its status tokens.",
    "MarchFx.budget": "AP of advancing each henchman may march.",
    "ShockwaveFx.amount": "Automatic damage dealt.",
    "ShockwaveFx.enemies_only": "Only enemies take it (else allies beside it too).",
    "TokenPlan.token": "The token kind (a `tokens` id).",
    "TokenPlan.count": "How many.",
    "TokenPlan.placed_by": "The side that places them.",
    "TokenPlan.when": "At set-up, when the card is revealed, or at the start of a stage.",
    "TokenPlan.near": "Where they may go: anywhere in the Battle Zone, or only on the heroes' side of it.",
    "TileFace.objects": "Objects printed on this face.",
    "TileFace.walls": "Breakable walls on this face.",
    "DieFace.value": "AP the face gives.",
    "DieFace.negative": "A red face: it costs instead of giving.",
    "TileObject.kind": "The object (an `objects` id).",
    "TileObject.at": "Its square on the tile: column, row.",
    "WallRun.line": "The wall's run on the tile's grid lines: x1, y1, x2, y2.",
    "WallRun.ms": "Its material strength.",
    "WallRun.material": "What it is made of (shown on hover).",
}

#: kind -> what the heroes must do
KINDS = {
    "escort_prisoner": ("Break the prison token to free the Prisoner, then carry them to a hero spawn point from the "
                        "card's `from_stage` on.", "{kind: escort_prisoner, from_stage: 2}"),
    "damage_tokens": ("Destroy every token of the card before its deadline.", "{kind: damage_tokens, op: 3}"),
    "stand_on_tokens": ("When the deadline stage ends, a hero stands on every token's square.",
                        "{kind: stand_on_tokens}"),
    "deliver_tokens": ("Carry every token to a hero spawn point.", "{kind: deliver_tokens}"),
    "rivals": ("The two rivals named by `role: rivals` must each hit the other.", "{kind: rivals, role: rivals}"),
    "extract_carrier": ("A hero carrying the token extracts with it.", "{kind: extract_carrier}"),
    "control_tile": ("When the deadline stage ends, more heroes than enemy figures stand on the token's tile.",
                     "{kind: control_tile}"),
    "defeat_marked": ("Defeat the character the card marks (a lieutenant) from its stage on.",
                      "{kind: defeat_marked, role: lieutenant}"),
    "relic_race": ("A hero must pick up the relic first; if the secret seeker gets it, the card fails at once.",
                   "{kind: relic_race, role: seeker, role_secret: true}"),
    "evacuate": ("When the deadline stage ends, every hero is extracted or on a hero spawn point.",
                 "{kind: evacuate}"),
    "defeat_mastermind": ("Defeat the Mastermind from the card's stage on.",
                          "{kind: defeat_mastermind, requires: mastermind}"),
    "protect_tokens": ("When the deadline stage ends, at least one of the tokens still stands.",
                       "{kind: protect_tokens}"),
    "outnumber": ("When the deadline stage ends, more heroes than enemy figures are in the Battle Zone.",
                  "{kind: outnumber}"),
    "retrieve_tokens": ("Pick up every token of the card.", "{kind: retrieve_tokens}"),
}

EFFECT_EXAMPLES = {
    "attack": "{effect: attack, type: melee, strength: 4, slam: 2}",
    "hurl_object": "{effect: hurl_object}",
    "defense": "{effect: defense, type: armor, value: 3}",
    "move": "{effect: move, style: line, squares: 3}",
    "buff": "{effect: buff, melee: 1}",
    "heal": "{effect: heal, amount: 2, who: adjacent_ally}",
    "gain_ap": "{effect: gain_ap, amount: 2}",
    "gain_cp": "{effect: gain_cp, amount: 1}",
    "cleanse": "{effect: cleanse}",
    "march": "{effect: march, budget: 2}",
    "shockwave": "{effect: shockwave, amount: 2}",
}

TERRAINS = {"room": "A room's floor.", "corridor": "A corridor's floor."}

_P = FieldDoc
MAP_OBJECTS = [
    MapObject("tiles", "tile", "One map tile placed on the card.", "rectangle over its squares", "any",
              (_P("tile", "text", "required", "The tile (a `tiles` id)."),
               _P("face", "text", "required", "Which face is up: warehouse or hydra."),
               _P("kind", "text", "required", "room or corridor."))),
    MapObject("walls", "edge", "A wall along tile edges that never breaks.", "polyline along grid lines", "any"),
    MapObject("walls", "wall", "A breakable wall.", "polyline along grid lines", "any",
              (_P("ms", "whole number", "required", "Its material strength."),
               _P("material", "text", "wall", "What it is made of."))),
    MapObject("doors", "door", "A door between two squares (or more), opened by a figure beside it.",
              "polyline along grid lines", "any",
              (_P("ms", "whole number", "required", "Its material strength."),)),
    MapObject("objects", "<object id>", "An object on one square; its class is an `objects` id (crate, console...).",
              "one-square rectangle", "any",
              (_P("ms", "whole number", "the object's", "Its material strength here."),)),
    MapObject("spawns", "hero_spawn", "A square a hero spawn point may be placed on.", "one-square rectangle", "any",
              (_P("order", "whole number", "required", "Which spawn option it is, in the order they are offered."),)),
    MapObject("spawns", "villain_spawn", "A square a villain spawn point may be placed on.", "one-square rectangle",
              "any", (_P("order", "whole number", "required", "As for hero_spawn."),)),
    MapObject("spawns", "henchman_spawn", "A square a henchman spawn point may be placed on.", "one-square rectangle",
              "any", (_P("order", "whole number", "required", "As for hero_spawn."),)),
    MapObject("spawns", "hybrid_spawn", "A square a villain or henchman spawn point may be placed on.",
              "one-square rectangle", "any", (_P("order", "whole number", "required", "As for hero_spawn."),)),
]

MAP_PROPERTIES = (
    _P("title", "text", "the file name", "The map card's name, shown in the setup and on the table."),
    _P("tutorial", "true/false", "false", "The tutorial's map (not offered for other missions)."),
    _P("unconfirmed", "text", "none", "Which parts of the layout were chosen, not read from a record."),
)


def reference() -> list[Section]:
    """Action card effects and scenario kinds, from the models' words."""
    effects = []
    for member in typing.get_args(typing.get_args(Effect)[0]):
        word = literal_words(member.model_fields["effect"].annotation)[0]
        doc = model_doc(member, FIELD_NOTES, UNIONS)
        fields = tuple(f for f in doc.fields if f.name != "effect")
        effects.append(Word(word, doc.text or UNDOCUMENTED, EFFECT_EXAMPLES.get(word, ""), fields))
    kinds = literal_words(Scenario.model_fields["kind"].annotation)
    return [
        Section("Effects", "each item of an action card's `effects` (`effect`)",
                "An effect is a mapping whose `effect` chooses what the game does and which numbers it takes; a "
                "card may have several, applied in order.", tuple(effects)),
        Section("Scenario kinds", "a scenario's `kind`",
                "What the heroes must do to win the card; the card's numbers (OP, deadline, tokens) are its own.",
                tuple(Word(k, *KINDS.get(k, (UNDOCUMENTED, ""))) for k in kinds)),
    ]


def ids_by_kind(content) -> dict[str, list[str]]:
    """Ids a modder's entries may refer to."""
    return {"characters": [c.id for c in content.all("characters")], "tokens": [t.id for t in content.all("tokens")],
            "objects": [o.id for o in content.all("objects")], "tiles": [t.id for t in content.all("tiles")],
            "maps": sorted(content.maps)}
