"""Content models of Heroscape Marvel: army cards, their powers, the breakable wall card,
glyphs and scenarios (data/heroscape/*.yaml), plus the cross-reference check.

Powers are a closed vocabulary keyed by `effect`: each effect has its own typed
numbers, and game/heroscape/powers.py carries them out. Card text lives in
`text`, written in our own words.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal, Union

from pydantic import Field

from game.core.content import Content, Entry, Issue, Model, rel

from .board import window_problems

MoveMode = Literal["flying", "stealth_flying", "super_leap", "swing_line"]


# -- powers ---------------------------------------------------------------------------
class _Power(Model):
    id: str = Field(pattern=r"^[a-z0-9_]+$", description="Power id, unique on the card.")
    name: str = Field(description="The power's name as printed.")
    text: str = Field(description="What the power does, in our own words.")


class MovementPower(_Power):
    """A way of moving instead of (or as) the normal move: Flying, Super Leap, Swing Line."""

    effect: Literal["movement"]
    mode: MoveMode
    move: int | None = Field(default=None, ge=1, description="Spaces; None = the card's Move.")
    replaces_normal_move: bool = True
    ignore_elevation: bool = True
    pass_over_figures: bool = True
    pass_over_obstacles: bool = True
    leaving_engagement_attacks: bool = True
    max_levels: int | None = Field(default=None, ge=1, description="Most levels up or down in one move.")
    falls: bool = Field(default=False, description="Whether the drop of the whole move can be a fall.")
    attack_dice_this_turn: int = Field(default=0, description="Attack dice added (negative: taken) on a turn it is used.")


class AfterTurnMove(_Power):
    """Hyper Speed: a further move after the turn."""

    effect: Literal["after_turn_move"]
    move: int = Field(ge=1)
    not_after: list[str] = Field(default_factory=list, description="Power ids whose use this turn forbids it.")


class SpecialAttack(_Power):
    """A special attack used instead of the normal attack."""

    effect: Literal["special_attack"]
    range: int = Field(ge=1)
    attack: int = Field(ge=1)
    targets: Literal["one", "all_adjacent"] = "one"
    extra_attacks: int = Field(default=0, ge=0, description="Further uses of this attack in the same turn.")
    same_target_twice: bool = True
    defense_dice: int = Field(default=0, description="Dice added to (negative: taken from) the defender's roll.")
    not_after: list[str] = Field(default_factory=list, description="Power ids whose use this turn forbids it.")
    marker_removal_d20: int | None = Field(
        default=None, ge=1, le=20,
        description="If an opponent's unique hero takes a wound, on this d20 roll or more remove one of its "
                    "unrevealed order markers at random.")


class Aura(_Power):
    """Dice added to friendly figures adjacent to the holder (Tactician)."""

    effect: Literal["aura"]
    attack: int = 0
    defense: int = 0


class CounterStrike(_Power):
    """Excess shields against an adjacent normal attack wound the attacker."""

    effect: Literal["counter_strike"]


class RageSmash(_Power):
    """Extra normal-attack dice for each wound marker."""

    effect: Literal["rage_smash"]
    per_wound: int = 1
    max_extra: int = Field(ge=1)


class ExtraAttacks(_Power):
    """Double Attack: more normal attacks in one turn."""

    effect: Literal["extra_attacks"]
    extra: int = Field(ge=1)


class Evade(_Power):
    """Spidey-Sense: a d20 roll that cancels a hit attack, then a free move."""

    effect: Literal["evade"]
    d20: int = Field(ge=1, le=20)
    then_move: str | None = Field(default=None, description="Movement power id used after evading.")


class Revive(_Power):
    """Rejected by Death: back from destruction on a d20 roll at the start of each turn."""

    effect: Literal["revive"]
    d20: int = Field(ge=1, le=20)


class TurnSubstitution(_Power):
    """Master Manipulator: spend this card's turn on another unique hero in clear sight."""

    effect: Literal["turn_substitution"]


class D20Destroy(_Power):
    """Dust-of-Death: d20 rolls that destroy, after moving and before attacking."""

    effect: Literal["d20_destroy"]
    d20: int = Field(ge=1, le=20)
    range: int = Field(ge=1)


class MindExchange(_Power):
    """Mind Exchange: after his turn, take a turn with a unique hero in clear sight."""

    effect: Literal["mind_exchange"]
    d20: int = Field(ge=1, le=20)
    range: int = Field(ge=1)


Power = Annotated[Union[MovementPower, AfterTurnMove, SpecialAttack, Aura, CounterStrike, RageSmash,
                        ExtraAttacks, Evade, Revive, TurnSubstitution, D20Destroy, MindExchange],
                  Field(discriminator="effect")]


# -- cards ----------------------------------------------------------------------------
class MasterSide(Model):
    life: int = Field(ge=1)
    move: int = Field(ge=0)
    range: int = Field(ge=1)
    attack: int = Field(ge=0)
    defense: int = Field(ge=0)
    points: int = Field(ge=0)


class BasicSide(Model):
    move: int = Field(ge=0)
    range: int = Field(ge=1)
    attack: int = Field(ge=0)
    defense: int = Field(ge=0)


class Figure(Entry):
    """An army card with its one figure (every card of this set is a Unique Hero)."""

    name: str
    collector_number: int = Field(ge=1)
    alignment: Literal["good", "evil"] = Field(description="The side the Basic scenarios give it.")
    unique: bool = True
    card_type: Literal["hero", "squad"] = "hero"
    figures: int = Field(default=1, ge=1)
    species: str
    figure_class: str = Field(alias="class")
    personality: str
    size: Literal["small", "medium", "large", "huge"]
    height: int = Field(ge=1, le=30, description="Levels high: the height limit, falls and adjacency use it.")
    super_strength: bool = False
    target_point: float = Field(gt=0, description="Levels above the base where line of sight starts.")
    hit_zone: tuple[float, float] = Field(description="Lowest and highest level above the base that can be hit.")
    master: MasterSide
    basic: BasicSide
    powers: list[Power] = Field(default_factory=list)
    sources: list[str] = Field(default_factory=list)


class Destructible(Entry):
    """A destructible object's card (the Breakable Wall Section)."""

    name: str
    life: int = Field(ge=1)
    defense: int = Field(ge=0)
    auto_shields: int = Field(ge=0, description="Strong Defense: shields added to every defense roll.")
    text: str


class Glyph(Entry):
    """A glyph: what it is; each scenario says what it does."""

    name: str
    key_letter: str
    text: str


# -- scenarios ------------------------------------------------------------------------
class ArmySpec(Model):
    """What one seat fields in a scenario."""

    points: int | None = Field(default=None, ge=0, description="Point limit for drafted or pre-made armies.")
    preset: list[str] | None = Field(default=None, description="Fixed army cards (pre-set armies).")
    exclude: list[str] = Field(default_factory=list, description="Cards this seat may not take.")
    unique_heroes_only: bool = False
    zones: list[str] = Field(default_factory=list, description="Start zones this seat may use (one of them).")
    fixed_spots: bool = Field(default=False, description="Figures start on the map's figure spots.")


class GlyphSetup(Model):
    glyph: str
    spot: str = Field(description="Name of the glyph spot on the map (after '<scenario>/').")
    side: Literal["symbol", "power"]


class SpecialRule(Model):
    """A scenario rule from the closed vocabulary in game/heroscape/scenario_rules.py."""

    rule: Literal["revive_each_round", "initiative_bonus", "defense_penalty", "sleeping_agent",
                  "must_attack", "amulets", "disable_power", "device", "normal_move_only_zone",
                  "exit_zone"]
    glyph: str | None = None
    zone: str | None = None
    figure: str | None = None
    power: str | None = None
    d20: int | None = Field(default=None, ge=1, le=20)
    d20_with_glyph: int | None = Field(default=None, ge=1, le=20)
    bonus: int = 0
    dice: int = 0
    range: int | None = None
    move_penalty: int = 0
    seat: int | None = Field(default=None, ge=0, le=1)


class Victory(Model):
    """A way to win (checked when the scenario says)."""

    kind: Literal["eliminate", "hold_zone", "round_limit", "exit_with_glyph"]
    zone: str | None = None
    from_round: int | None = None
    by: Literal["figures_then_points", "points", "seat"] | None = None
    seat: int | None = Field(default=None, ge=0, le=1)
    glyph: str | None = None


class Scenario(Entry):
    """A battle: battlefield, armies, zones, glyphs, special rules, victory and round limit."""

    title: str
    battlefield: str
    mode: Literal["basic", "master"]
    order: int = Field(ge=1, description="Place in the scenario list.")
    goal: str = Field(description="The goal in our own words.")
    armies: tuple[ArmySpec, ArmySpec]
    army_methods: list[Literal["draft", "premade", "preset"]] = Field(min_length=1)
    choose_preset_by_roll: bool = Field(default=False, description="The d20 winner picks which pre-set army.")
    wall: Literal["present", "removed"] = "present"
    glyphs: list[GlyphSetup] = Field(default_factory=list)
    shuffle_glyphs: bool = False
    zones: list[str] = Field(default_factory=list, description="Other marked zones on the map.")
    special_rules: list[SpecialRule] = Field(default_factory=list)
    victory: list[Victory] = Field(min_length=1)
    round_limit: int | None = Field(default=None, ge=1)
    text: str = Field(default="", description="Special rules in our own words.")

    def powers_off(self) -> set[str]:
        """The powers that do not work in this scenario (its `disable_power` rules)."""
        return {r.power for r in self.special_rules if r.rule == "disable_power" and r.power}


def check(content: Content) -> list[Issue]:
    """Cross references: scenario cards, glyphs, battlefields and zones exist; card powers named;
    every ruin window is an opening in a wall of its map."""
    out: list[Issue] = []
    power_ids = {p.id for f in content.all("figures") for p in f.powers}
    for f in content.all("figures"):
        ids = [p.id for p in f.powers]
        if len(set(ids)) != len(ids):
            out.append(content.issue_at("figures", f.id, "powers", "two powers share an id"))
        lo, hi = f.hit_zone
        if not 0 <= lo <= hi <= f.height:
            out.append(content.issue_at("figures", f.id, "hit_zone", f"must lie within 0..{f.height}"))
        if f.target_point > f.height:
            out.append(content.issue_at("figures", f.id, "target_point", "is above the figure's height"))
        for p in f.powers:
            then = getattr(p, "then_move", None)
            if then and then not in ids:
                out.append(content.issue_at("figures", f.id, f"powers[{p.id}].then_move", f"unknown power {then!r}"))
    for s in content.all("scenarios"):
        if content.maps and s.battlefield not in content.maps:
            out.append(content.issue_at("scenarios", s.id, "battlefield", f"no map {s.battlefield!r}"))
        for seat, a in enumerate(s.armies):
            for card in (a.preset or []) + a.exclude:
                out.extend(content.ref("scenarios", s.id, f"armies[{seat}]", "figures", card))
        for g in s.glyphs:
            out.extend(content.ref("scenarios", s.id, "glyphs", "glyphs", g.glyph))
        for r in s.special_rules:
            if r.glyph:
                out.extend(content.ref("scenarios", s.id, f"special_rules[{r.rule}]", "glyphs", r.glyph))
            if r.figure:
                out.extend(content.ref("scenarios", s.id, f"special_rules[{r.rule}]", "figures", r.figure))
            if r.power and r.power not in power_ids:
                out.append(content.issue_at("scenarios", s.id, f"special_rules[{r.rule}]", f"unknown power {r.power!r}"))
        bm = content.maps.get(s.battlefield) if content.maps else None
        if bm is not None:
            names = {o.name for layer in bm.layers.values() for o in layer}
            wanted = [z for a in s.armies for z in a.zones] + s.zones + [g.spot for g in s.glyphs]
            wanted += [r.zone for r in s.special_rules if r.zone] + [v.zone for v in s.victory if v.zone]
            for z in wanted:
                if f"{s.id}/{z}" not in names:
                    out.append(content.issue_at("scenarios", s.id, "", f"the map has no object {s.id}/{z}"))
            for seat, a in enumerate(s.armies):
                if a.fixed_spots:
                    for card in a.preset or []:
                        if f"{s.id}/{card}" not in names:
                            out.append(content.issue_at("scenarios", s.id, f"armies[{seat}]",
                                                        f"the map has no figure spot {s.id}/{card}"))
    for name, bm in sorted((content.maps or {}).items()):
        for obj, why in window_problems(bm):
            out.append(Issue(rel(Path(bm.path)), None, f"ruin/{obj}", why))
    return out
