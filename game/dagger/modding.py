"""What each word of D.A.G.G.E.R.'s content may say, for the modder's reference
(docs/modding/dagger.md, written by game/tools/modding_docs.py): the fields of every card, the one
effect vocabulary (ops, selectors, filters, conditions, amounts), ability triggers and statics, and
the objects the world map holds.

The words come from vocabulary.py; a word added there with no line here shows as "(not described
yet)" and the reference test fails. Every example is one line of YAML that the game's own checks
accept.
"""

from __future__ import annotations

from game.core.reference import UNDOCUMENTED, FieldDoc, MapObject, Section, Word

from . import vocabulary as v

_MISSION = {
    "name": "The mission's name as players read it.",
    "text": "What the heroes must do, in your own words.",
    "per_player": "The progress needed is `progress` times the number of heroes.",
    "condition": "Completed the moment this condition holds (instead of progress): a condition word or mapping "
                 "(see Conditions), or a mission condition the rules know (`hero_on_asgard`...).",
    "ways": "How progress is gained: each item a way (defy, defeat...) with where and how much.",
    "threat": "Nemesis missions and first strikes: the threat at which the mission check fails it. Side and "
              "hero missions: threat added each nemesis phase while it is in play.",
    "ongoing": "Effects resolved at each ongoing icon of an event while the mission is in play.",
    "ongoing_text": "The ongoing effect in words.",
}
FIELD_NOTES = {
    "Sheet.name": "The sheet's name (the pair of heroes it holds).",
    "Sheet.team_up": "The sheet's team-up card (a `team_up_cards` id).",
    "Hero.name": "The hero's name as players read it.",
    "Hero.sheet": "The sheet the hero is a side of (a `sheets` id).",
    "Hero.health": "Damage the hero takes before being defeated.",
    "Hero.attack": "Dice rolled when the hero tests attack (fights).",
    "Hero.defiance": "Dice rolled when the hero tests defiance (defies missions).",
    "Hero.tactic": "Dice rolled when the hero tests tactic (rests and tactical tests).",
    "Hero.abilities": "The hero's abilities (see Ability).",
    "Hero.blurb": "A line about the hero for the setup screen.",
    "Aspect.name": "The aspect's name.",
    "Aspect.colour": "Red, green and blue (0-255) of the aspect's tokens.",
    "Aspect.role": "The aspect's role in a team, in a few words.",
    "Aspect.normal": "The side in use until the aspect shatters.",
    "Aspect.shattered": "The side a replaced hero uses.",
    "AspectSide.move": "The move action of this side.",
    "AspectSide.fight": "The fight action of this side.",
    "AspectSide.defy": "The defy action of this side.",
    "AspectSide.rest": "The rest action of this side.",
    "AspectSide.augmented": "Actions of this side that count as augmented (printed with the augment mark).",
    "AspectSide.identity": "The side's own ability, if it has one (see Ability).",
    "AspectAction.text": "What the action does, in your own words.",
    "AspectAction.effects": "The action's effects (see Ops).",
    "AspectAction.boosted": "The effects instead when a boosted token pays for it (none: as normal).",
    "Ability.name": "The ability's name.",
    "Ability.kind": "`action` costs an aspect token and a slot; `free` costs none (when its `window` is open); "
                    "`trigger` resolves at its `when`; `passive` is always on (its `static`).",
    "Ability.combo": "A combo: usable only while the hero is empowered (or the target primed), which it spends.",
    "Ability.once_per_round": "Usable once a round.",
    "Ability.window": "When a free ability can be used: on the hero's turn, after its roll, or before enemies "
                      "activate.",
    "Ability.effects": "What it does (see Ops).",
    "Ability.static": "Standing changes while the ability is in play (see Statics).",
    "Nemesis.name": "The nemesis's name.",
    "Nemesis.threat": "Threat added each nemesis phase, before what is in play adds its share.",
    "Nemesis.health": "Damage that stuns the nemesis before the final showdown.",
    "Nemesis.power": "Damage its attacks deal.",
    "Nemesis.abilities": "Its three abilities, resolved by the event icons 1, 2 and 3.",
    "Nemesis.events": "Its own three event cards, shuffled into the event deck.",
    "Nemesis.showdown": "Its final showdown side.",
    "Nemesis.blurb": "A line about the nemesis for the setup screen.",
    "NemesisAbility.icon": "The event icon that resolves it.",
    "NemesisAbility.name": "The ability's name.",
    "NemesisAbility.text": "What it does, in your own words.",
    "NemesisAbility.effects": "Its effects (see Ops).",
    "Showdown.power": "Damage its showdown attacks deal.",
    "Showdown.text": "What changes in the showdown, in your own words.",
    "Showdown.suppression": "What each suppression token does in the showdown: cancel an activation, lower "
                            "its power or lower its health.",
    "Showdown.suppression_text": "What suppression does, in words.",
    "Enemy.name": "The enemy's name.",
    "Enemy.rank": "Its rank: 1, 2 or 3 (a pod's), N (the nemesis's own) or elite.",
    "Enemy.pod": "The pod it belongs to (the first strike's enemies), if any.",
    "Enemy.nemesis": "The nemesis whose own enemy it is, if any.",
    "Enemy.health": "Damage that defeats it.",
    "Enemy.power": "Damage its attacks deal.",
    "Enemy.keywords": "Its keywords: `swarm`, `armored`, `fast`, `menace`.",
    "Enemy.text": "What is special about it, in your own words.",
    "SupportCard.name": "The card's name.",
    "SupportCard.kind": "An ally or an artifact.",
    "SupportCard.ability": "What using it does (see Ability); using a shared card exhausts it.",
    "TeamUpCard.name": "The card's name.",
    "TeamUpCard.sheet": "The sheet whose heroes use it (a `sheets` id).",
    "TeamUpCard.cost": "Team-up points spent to ready it.",
    "TeamUpCard.ability": "What using it does (see Ability).",
    "FirstStrike.pod": "The pod of enemies it brings (an `enemies` pod name).",
    "FirstStrike.spawns": "Where its enemies spawn at set-up.",
    "NemesisMission.nemesis": "The nemesis it belongs to (a `nemeses` id).",
    "NemesisMission.numeral": "Its place in the nemesis deck: I, II or III.",
    "NemesisMission.passed": "What happens when it is completed.",
    "NemesisMission.failed": "What happens when the mission check fails it.",
    "SideMission.team_up": "Team-up points gained when it is completed.",
    "SideMission.space": "The space it is about, if any (a space id of the map).",
    "SideMission.elite": "An elite enemy it spawns, if any (an `enemies` id).",
    "SideMission.elite_space": "Where that elite spawns.",
    "SideMission.reward_text": "The reward in words.",
    "SideMission.on_reveal_text": "The warning icon's effect in words.",
    "HeroMission.hero": "The hero whose mission it is (a `heroes` id).",
    "HeroMission.space": "The space it is about, if any.",
    "Event.name": "The event's name.",
    "Event.text": "What it does, in your own words.",
    "Event.nemesis": "The nemesis whose own event it is; none for the shared events.",
    "Event.effects": "Its effects, resolved when it is revealed (see Ops).",
    "Event.icons": "Its icons, top to bottom: ongoing effects, a side mission, the nemesis's abilities 1-3.",
    "Event.activate": "Whether enemies activate after it.",
    "Event.spawns": "Its spawn icons.",
    "Base.name": "The base's name.",
    "Base.text": "Its D.A.G.G.E.R. effect in your own words.",
    "Base.effects": "Its D.A.G.G.E.R. effect (see Ops), from a wild or the base's action.",
    "Die.faces": "Each face: the attributes it counts for, or `wild`; an empty list is a blank face.",
    "Box.threat_loss": "The threat at which the heroes lose.",
    "Box.team_up_max": "The top of the team-up track.",
    "Box.first_game": "The suggested first game's set-up (nemesis, heroes and so on).",
    "Way.how": "What gains progress: defy, defeat an enemy, a D.A.G.G.E.R. action, damage to the nemesis, a rest.",
    "Spawn.rank": "The rank of the enemy that spawns.",
    "Spawn.space": "Where it spawns: a space id, `nemesis` (the nemesis's space) or `here`.",
    "Spawn.pips": "The icon's pips: how many heroes it takes for the spawn to happen.",
    "Outcome.text": "What happens, in your own words.",
    "Outcome.effects": "Its effects (see Ops).",
}
for _kind in ("FirstStrike", "NemesisMission", "SideMission", "HeroMission"):
    for _field, _text in _MISSION.items():
        FIELD_NOTES.setdefault(f"{_kind}.{_field}", _text)

_F = FieldDoc
OPS = {
    "damage": ("Damage tokens on heroes, enemies or the nemesis.", "{op: damage, to: {pick_enemy: {where: here}}, n: 2}"),
    "recover": ("Damage tokens taken off.", "{op: recover, to: self, n: 2}"),
    "charge": ("CHARGE: progress on one exhausted shared support card of the hero.", "{op: charge, to: self, n: 2}"),
    "move": ("The hero moves up to n spaces (its player picks where).", "{op: move, to: self, n: 2}"),
    "move_enemy": ("An enemy is moved up to n spaces.", "{op: move_enemy, to: {pick_enemy: {minion: true}}, n: 1}"),
    "toward": ("Enemies step n times toward the nearest hero or operational base.",
               "{op: toward, to: {all_enemies: {where: region}}, n: 1, goal: hero}"),
    "progress": ("Progress tokens on a mission.", "{op: progress, to: nemesis_mission, n: 1}"),
    "threat": ("The threat track moves (never below 0).", "{op: threat, n: 1}"),
    "team_up": ("The team-up track moves (between 0 and its top).", "{op: team_up, n: 2}"),
    "prime": ("A primed token on an enemy (one at most).", "{op: prime, to: {pick_enemy: {where: here}}}"),
    "empower": ("The hero becomes empowered (one token at most).", "{op: empower, to: self}"),
    "spawn": ("An enemy of that rank spawns.", "{op: spawn, rank: 1, space: nemesis}"),
    "side_mission": ("A side mission is spawned.", "{op: side_mission}"),
    "suppress": ("Suppression tokens on the nemesis (weaken its showdown).", "{op: suppress, n: 1}"),
    "fortify": ("The nemesis's showdown health goes up by n for each hero.", "{op: fortify, n: 1}"),
    "overrun": ("A base is overrun.", "{op: overrun, to: base_here}"),
    "clear_overrun": ("A base's overrun token comes off.", "{op: clear_overrun, to: base_here}"),
    "exhaust": ("One of the hero's shared support cards is exhausted.", "{op: exhaust, to: self}"),
    "ready_support": ("One of the hero's shared support cards is readied.", "{op: ready_support, to: self}"),
    "attack": ("The hero attacks an enemy: tests attack with `dice` more dice, 1 damage per success and `plus` "
               "more when any hits; `reroll` failed dice may be rolled again.",
               "{op: attack, to: {pick_enemy: {where: here}}, dice: 1}"),
    "defy": ("The hero defies a mission it can defy here: tests defiance, progress per success (`plus` more "
             "when any succeeds).", "{op: defy, plus: 1}"),
    "rest": ("The hero tests tactic, adds `auto` successes and splits them between recovering and charging "
             "(`share`: the recovery may go to a hero nearby).", "{op: rest, auto: 1}"),
    "test": ("The hero tests an attribute (`attr`, `dice` more dice); the successes are the amount `x` after it.",
             "{op: test, attr: tactic}"),
    "add_successes": ("More successes for the test being resolved (a card used after the roll).",
                      "{op: add_successes, n: 1}"),
    "each": ("The `effects` once for each hero (as `self`) or enemy (as `target`) selected.",
             "{op: each, to: {all_heroes: {where: here}}, effects: [{op: recover, to: self, n: 1}]}"),
    "choose": ("The deciding player picks one of the `options` (each a `label` and `effects`).",
               "{op: choose, options: [{label: Recover 2, effects: [{op: recover, to: self, n: 2}]}, "
               "{label: Move 1, effects: [{op: move, to: self, n: 1}]}]}"),
    "if": ("The `then` effects when the condition `cond` holds, else the `else` effects.",
           "{op: if, cond: empowered, then: [{op: recover, to: self, n: 1}]}"),
    "extra_action": ("That hero takes a basic action at once, free (no token, no slot).",
                     "{op: extra_action, to: self, action: move}"),
    "bifrost": ("The deciding player moves the Bifrost token to any space.", "{op: bifrost}"),
    "asgard": ("The hero goes to Asgard.", "{op: asgard, to: self}"),
    "pull": ("A hero (by default one nearby) comes to the acting hero's space.",
             "{op: pull, to: {pick_hero: {where: nearby, other: true}}}"),
    "nemesis_attack": ("The nemesis attacks those heroes with its power.",
                       "{op: nemesis_attack, to: {all_heroes: {where: near_nemesis}}}"),
    "activate": ("Those enemies activate at once (attack, overrun or move).",
                 "{op: activate, to: {all_enemies: {rank: 1}}}"),
    "custom": ("Python registered in game/dagger/custom.py, for what the words cannot say.",
               "{op: custom, fn: clear_all_primed}"),
}
OP_FIELDS = {
    "to": "Who or what it works on (see Selectors).", "n": "How much: a number or an amount word (see Amounts).",
    "goal": "`hero` or `base`.", "rank": "1, 2, 3 or N.", "space": "A space id, `nemesis` or `here`.",
    "dice": "Dice added to the test.", "plus": "More when any die succeeds.",
    "reroll": "Failed dice the hero may roll again.", "auto": "Automatic successes.",
    "share": "The recovery may go to a hero nearby.", "attr": "`attack`, `defiance` or `tactic`.",
    "effects": "A nested effect list.", "options": "The choices: each a `label` and `effects`.",
    "cond": "A condition (see Conditions).", "then": "Effects when it holds.", "else": "Effects when it does not.",
    "action": "`move`, `fight`, `defy`, `rest` or `any`.", "fn": "The registered name of the Python code.",
}
SELECTORS = {
    "self": ("The hero the effect belongs to.", "to: self"),
    "chosen": ("The hero picked earlier by the same effect list.", "to: chosen"),
    "target": ("The enemy the effect is about (the one attacked, defeated...).", "to: target"),
    "nemesis": ("The nemesis.", "to: nemesis"),
    "nemesis_mission": ("The nemesis mission in play.", "to: nemesis_mission"),
    "this_mission": ("The mission the effect is printed on.", "to: this_mission"),
    "hero_mission": ("The hero's own mission.", "to: hero_mission"),
    "base_here": ("The base on the hero's space.", "to: base_here"),
    "pick_hero": ("The deciding player picks one hero matching the filter.", "to: {pick_hero: {where: nearby}}"),
    "all_heroes": ("Every hero matching the filter.", "to: {all_heroes: {where: here}}"),
    "pick_enemy": ("The deciding player picks one enemy matching the filter.", "to: {pick_enemy: {where: here}}"),
    "all_enemies": ("Every enemy matching the filter.", "to: {all_enemies: {where: nearby}}"),
    "pick_mission": ("The deciding player picks one mission in play.", "to: {pick_mission: {kind: [side]}}"),
    "pick_base": ("The deciding player picks one base.", "to: {pick_base: {overrun: true}}"),
}
FILTERS = {
    "where": ("Where it is, from the acting hero: `here`, `nearby` (here or adjacent), `region`, `any`, `nemesis` "
              "(the nemesis's space), `near_nemesis`, `nemesis_region`, or `region:<id>` / `space:<id>`.",
              "{pick_enemy: {where: nearby}}"),
    "other": ("Heroes: not the acting hero.", "{pick_hero: {other: true}}"),
    "damaged": ("Heroes: with damage on them.", "{pick_hero: {damaged: true}}"),
    "exhausted": ("Heroes: with an exhausted shared support card (something a CHARGE can go on).",
                  "{pick_hero: {exhausted: true}}"),
    "most_damaged": ("Heroes: the most damaged.", "{all_heroes: {most_damaged: true}}"),
    "nearest_nemesis": ("Heroes: the nearest to the nemesis.", "{all_heroes: {nearest_nemesis: true}}"),
    "minion": ("Enemies: not the nemesis.", "{pick_enemy: {minion: true}}"),
    "rank": ("Enemies: of this rank (or list of ranks).", "{all_enemies: {rank: 1}}"),
    "primed": ("Enemies: primed ones.", "{pick_enemy: {primed: true}}"),
    "elite": ("Enemies: elites.", "{pick_enemy: {elite: true}}"),
    "kind": ("Missions: a list of kinds, `side`, `hero` or `nemesis`.", "{pick_mission: {kind: [side, hero]}}"),
    "overrun": ("Bases: overrun ones.", "{pick_base: {overrun: true}}"),
}
CONDITIONS = {
    "boosted": ("A boosted token paid for this.", "if: boosted"),
    "empowered": ("The hero is empowered.", "if: empowered"),
    "target_primed": ("The target enemy is primed.", "if: target_primed"),
    "zero": ("The last test had no success.", "if: zero"),
    "success": ("The last test had a success.", "if: success"),
    "wounded": ("The hero has damage on it.", "if: wounded"),
    "on_base": ("The hero stands on a base.", "if: on_base"),
    "showdown": ("The final showdown has begun.", "if: showdown"),
    "nemesis_here": ("The nemesis is in the hero's space.", "if: nemesis_here"),
    "enemy_here": ("An enemy is in the hero's space.", "if: enemy_here"),
    "target_defeated": ("The target enemy was defeated.", "if: target_defeated"),
    "target_is_nemesis": ("The target is the nemesis.", "if: target_is_nemesis"),
    "threat_at_least": ("The threat is at least this number.", "if: {threat_at_least: 10}"),
    "not": ("The condition inside does not hold.", "if: {not: empowered}"),
}
AMOUNTS = {
    "x": ("The successes of the test just resolved.", "{op: recover, to: self, n: x}"),
    "pp": ("The per-player icon's number: the heroes, one fewer on easier and one more on harder difficulty.",
           "{op: threat, n: pp}"),
    "heroes": ("The heroes in the game (eliminated ones still count).", "{op: team_up, n: heroes}"),
    "rank_n": ("The nemesis's own enemies (rank N) on the map.", "{op: team_up, n: rank_n}"),
    "suppression": ("The suppression tokens on the nemesis.", "{op: damage, to: nemesis, n: suppression}"),
}
TRIGGERS = {
    "hero_phase_start": "At the start of each hero phase.",
    "after_attack": "After the hero attacks (the attacked enemy is the target).",
    "after_defy": "After the hero defies.",
    "after_rest": "After the hero rests.",
    "after_move": "After the hero moves.",
    "defeats_enemy": "The hero defeats an enemy (it is the target).",
    "enemy_defeated_nearby": "An enemy nearby the hero is defeated, by anyone.",
    "zero_successes": "After a test of the hero's with no success.",
    "combo_nearby": "A hero nearby resolves a combo ability.",
    "attacked": "An enemy's attack hit the hero (the attacker is the target).",
}
STATICS = {
    "dice": ("More dice on the hero's tests of `attr` (`any` for all), when `if` holds.",
             "static: [{kind: dice, attr: attack, n: 1}]"),
    "plus_damage": ("The hero's attacks that hit deal `n` more damage.", "static: [{kind: plus_damage, n: 1}]"),
    "armor": ("Enemy attacks deal the hero `n` less damage.", "static: [{kind: armor, n: 1}]"),
    "move_plus": ("The hero's Move actions move `n` further.", "static: [{kind: move_plus, n: 1}]"),
    "rest_plus": ("The hero's Rest actions have `n` more automatic successes.", "static: [{kind: rest_plus, n: 1}]"),
    "guard": ("The hero may take an attack aimed at a hero in its space.", "static: [{kind: guard}]"),
    "ally_reroll": ("Once a round, a hero in the same space may reroll `n` failed dice.",
                    "static: [{kind: ally_reroll, n: 1}]"),
    "reroll": ("The hero may reroll up to `n` failed dice of its tests of `attr`.",
               "static: [{kind: reroll, attr: tactic, n: 1}]"),
    "primed_plus": ("Discarding a primed token adds `n` more successes.", "static: [{kind: primed_plus, n: 1}]"),
}
STATIC_FIELDS = {"attr": "`attack`, `defiance`, `tactic` or `any`.", "n": "How much.",
                 "if": "A condition (see Conditions)."}

MAP_OBJECTS = [
    MapObject("regions", "region", "A region of the world: its name and colour (one object per region).",
              "point (where its name would go)", "the region's name",
              (_F("rid", "text", "required", "The region's id, as spaces name it."),
               _F("colour", "colour", "required", "The region's colour (`#rrggbb`)."))),
    MapObject("spaces", "numbered", "A numbered space of a region.", "point", "the space's name",
              (_F("sid", "text", "required", "The space's id (its number for numbered spaces)."),
               _F("region", "text", "required", "The region it belongs to (a region's `rid`)."),
               _F("number", "whole number", "required", "The number printed on the space."))),
    MapObject("spaces", "ocean", "An ocean space (the oceans are a region of their own).", "point", "the space's name",
              (_F("sid", "text", "required", "The space's id."),
               _F("region", "text", "required", "The region it belongs to (`ocean`)."))),
    MapObject("spaces", "base", "A base's space.", "point", "the base's name",
              (_F("sid", "text", "required", "The space's id."),
               _F("region", "text", "required", "The region it belongs to."),
               _F("base", "text", "required", "The base on it (a `bases` id)."))),
    MapObject("spaces", "asgard", "Asgard: joined only to the space holding the Bifrost token.", "point", "Asgard",
              (_F("sid", "text", "required", "`asgard`."),
               _F("region", "text", "none", "Left empty: Asgard is in no region."))),
    MapObject("links", "link", "Two spaces one step apart.", "polyline from one space to the other", "any",
              (_F("a", "text", "required", "One space's `sid`."), _F("b", "text", "required", "The other's `sid`."),
               _F("label", "text", "none", "A letter (A, B, C) for a long line drawn as two lettered ends."))),
]

MAP_PROPERTIES = (
    _F("title", "text", "the file name", "The map's name."),
    _F("unconfirmed", "text", "none", "Which parts were chosen, not read from a record."),
)


def _words(table: dict, fields: dict | None = None, field_sets: dict | None = None) -> tuple[Word, ...]:
    out = []
    for name, entry in table.items():
        text, example = entry if isinstance(entry, tuple) else (entry, "")
        own = sorted((field_sets or {}).get(name, ()))
        out.append(Word(name, text, example,
                        tuple(_F(f, "see the text", "none", (fields or {}).get(f, UNDOCUMENTED)) for f in own)))
    return tuple(out)


def reference() -> list[Section]:
    """The effect vocabulary, in the order a modder reads it."""
    return [
        Section("Ops", "each item of an effect list (`effects`, `boosted`, `ongoing`...)",
                "An effect list runs in order. Every item has an `op`; any item may add `if` (a condition: skipped "
                "when it does not hold) and `may: true` (a pick that may choose nobody).",
                _words({o: OPS.get(o, (UNDOCUMENTED, "")) for o in sorted(v.OPS)}, OP_FIELDS, v.OPS),
                (_F("op", "word", "required", "Which op (this list)."),
                 _F("if", "condition", "none", "Resolve only when it holds (see Conditions)."),
                 _F("may", "true/false", "`false`", "A pick that may choose nobody."))),
        Section("Selectors", "an op's `to`",
                "A name, or a one-key mapping whose value is a filter (see Filters).",
                _words({s: SELECTORS.get(s, (UNDOCUMENTED, "")) for s in sorted(v.SELECTOR_NAMES | v.SELECTOR_KEYS.keys())})),
        Section("Filters", "the value of a selector mapping",
                "Keys that narrow what a selector may choose; which keys apply depends on what it selects.",
                _words({f: FILTERS.get(f, (UNDOCUMENTED, "")) for f in sorted(set().union(*v.FILTERS.values()))})),
        Section("Conditions", "an effect's `if`, `if` op's `cond`, an ability's `needs`",
                "A word, or `{threat_at_least: n}`, or `{not: condition}`.",
                _words({c: CONDITIONS.get(c, (UNDOCUMENTED, "")) for c in sorted(v.CONDITIONS | v.PARAM_CONDITIONS.keys())})),
        Section("Amounts", "an op's `n`", "A number, or one of these words.",
                _words({a: AMOUNTS.get(a, (UNDOCUMENTED, "")) for a in sorted(v.AMOUNTS)})),
        Section("Triggers", "a trigger ability's `when`", "The moment a trigger ability resolves.",
                tuple(Word(t, TRIGGERS.get(t, UNDOCUMENTED), f"when: {t}") for t in sorted(v.TRIGGERS))),
        Section("Statics", "each item of an ability's `static` (`kind`)",
                "Standing changes while the ability's card or sheet is in play.",
                _words({s: STATICS.get(s, (UNDOCUMENTED, "")) for s in sorted(v.STATICS)}, STATIC_FIELDS, v.STATICS)),
    ]


def ids_by_kind(content) -> dict[str, list[str]]:
    """Ids a modder's cards may refer to."""
    out = {k: [e.id for e in content.all(k)] for k in ("heroes", "sheets", "aspects", "nemeses", "enemies",
                                                       "bases")}
    out["maps"] = sorted(content.maps)
    return out
