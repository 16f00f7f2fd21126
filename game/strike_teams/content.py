"""Content models of Marvel Strike Teams (data/strike_teams/*.yaml) and their cross-checks.

Kinds: ``characters`` (the 8 character cards; the henchman card has two faces), ``action_cards``
(8 per character), ``scenarios`` (18 stage cards and the tutorial card), ``tokens`` (objective
token kinds), ``objects`` (what map tiles print: crates, barrels, turrets...), ``tiles`` (the 30
double-sided map tiles, which the map generator builds the map cards from), ``levels`` (build
points per level), ``dice`` (the action die) and ``victory`` (the Victory Card's two sides).

Card effects are a closed vocabulary keyed by ``effect``; game/strike_teams/cards.py reads them.
All text is written in our own words; values no record confirms are marked ``unconfirmed``.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from game.core.content import Content, Entry, Issue, Model

Role = Literal["hero", "villain", "mastermind", "henchman"]
Status = Literal["trapped", "prone"]


# -- character cards -------------------------------------------------------------------------
class AttackBox(Model):
    """The primary attack printed on the character card."""

    name: str
    type: Literal["melee", "ranged"]
    cost: int = Field(default=2, ge=0, description="AP to make the attack.")
    strength: int = Field(ge=0)
    slots: int = Field(default=0, ge=0, description="Damage slots in the box (henchmen: 0).")


class DefendBox(Model):
    """The primary defense: a reaction bought when attacked."""

    name: str
    type: Literal["armor", "dodge"]
    cost: int = Field(default=1, ge=0)
    strength: int = Field(ge=0)
    slots: int = Field(default=0, ge=0)


class MoveBox(Model):
    """The primary movement: advancing, with running (or marching for henchmen)."""

    name: str
    slots: int = Field(default=0, ge=0)


class HenchmanFace(Model):
    """One side of a henchman card: how many figures it fields and what they get."""

    figures: int = Field(ge=1)
    unit_points: int = Field(ge=1)
    ap_gain: int = Field(ge=0)
    red_cap: int = Field(ge=0, description="Most AP while the group is in its Starting Zone.")
    march_cost: int = Field(ge=0, description="AP to march every figure 2 AP of advancing.")


class Character(Entry):
    """A character card: a hero, villain, mastermind or a group of henchmen."""

    name: str
    role: Role
    unit_points: int = Field(default=1, ge=1, description="Unit points (henchmen: per face).")
    ap_gain: int = Field(default=5, ge=0, description="The bronze number: AP gained on activating.")
    red_cap: int = Field(default=6, ge=0, description="The red space: most AP gained in the own Starting Zone.")
    track_max: int = Field(default=12, ge=1, description="The Action Track's last space.")
    rest: int = Field(default=6, ge=0, description="Wounds removed when resting.")
    attack: AttackBox
    defend: DefendBox
    move: MoveBox
    faces: list[HenchmanFace] = Field(default_factory=list, description="Henchmen only: the card's two sides.")
    health: int = Field(default=0, ge=0, description="Henchmen only: wounds that defeat one figure.")
    text: str = Field(default="", description="Who the character is, in a line.")


# -- action cards ------------------------------------------------------------------------------
class AttackFx(Model):
    """An attack: one target (or each adjacent enemy), maybe a volley, extra targets, slam, status."""

    effect: Literal["attack"]
    type: Literal["melee", "ranged"]
    strength: int = Field(ge=0)
    volley: int = Field(default=1, ge=1, description="Attacks fired, each aimed and resolved on its own.")
    extra_targets: int = Field(default=0, ge=0, description="Multipart: more targets near the first one.")
    within: int = Field(default=0, ge=0, le=3, description="Extra targets at most this far from the first.")
    extra_strength: int | None = Field(default=None, ge=0, description="Strength against extra targets.")
    ignore_armor: int = Field(default=0, ge=0)
    ignore_dodge: int = Field(default=0, ge=0)
    slam: int = Field(default=0, ge=0, description="Spaces the target may be slammed.")
    status: Status | None = None
    enemy_only: bool = Field(default=False, description="Only enemies may be targeted.")
    area: Literal["one", "adjacent_enemies"] = Field(
        default="one", description="adjacent_enemies: one attack against every adjacent enemy.")


class HurlFx(Model):
    """Pick up an adjacent object and throw it: a ranged attack as strong as its material strength."""

    effect: Literal["hurl_object"]


class DefenseFx(Model):
    """A defense: bought as a reaction (a reaction card) or always on (a card without AP cost)."""

    effect: Literal["defense"]
    type: Literal["armor", "dodge", "plain"]
    value: int = Field(ge=0)
    retaliate: int = Field(default=0, ge=0, description="Automatic damage dealt to the attacker.")


class MoveFx(Model):
    """Bonus movement: no penalties; free path, a straight line, or exactly N in a line."""

    effect: Literal["move"]
    style: Literal["free", "line", "exact"]
    squares: int = Field(ge=1)
    through_enemies: bool = False


class BuffFx(Model):
    """While the card holds a Duration Token: bonuses to the owner's attacks and defense."""

    effect: Literal["buff"]
    melee: int = 0
    ranged: int = 0
    defense: int = 0


class HealFx(Model):
    """Remove wounds from the owner or an adjacent ally."""

    effect: Literal["heal"]
    amount: int = Field(ge=1)
    who: Literal["self", "adjacent_ally"] = "self"


class GainApFx(Model):
    """Add AP to the owner's (or an adjacent ally's) Action Track, within its cap."""

    effect: Literal["gain_ap"]
    amount: int = Field(ge=1)
    who: Literal["self", "adjacent_ally", "henchmen"] = "self"


class GainCpFx(Model):
    """Add Command Points to the team's dial (at most 12)."""

    effect: Literal["gain_cp"]
    amount: int = Field(ge=1)


class CleanseFx(Model):
    """Remove every status token from the owner or an adjacent ally."""

    effect: Literal["cleanse"]
    who: Literal["self", "adjacent_ally"] = "self"


class MarchFx(Model):
    """Henchmen: every figure on the map may advance this many AP, as a march does."""

    effect: Literal["march"]
    budget: int = Field(default=2, ge=1)


class ShockwaveFx(Model):
    """Automatic damage to every figure (friend or foe) adjacent to the owner."""

    effect: Literal["shockwave"]
    amount: int = Field(ge=1)
    enemies_only: bool = True


Effect = Annotated[Union[AttackFx, HurlFx, DefenseFx, MoveFx, BuffFx, HealFx, GainApFx, GainCpFx,
                         CleanseFx, MarchFx, ShockwaveFx], Field(discriminator="effect")]


class ActionCard(Entry):
    """One of a character's 8 action cards."""

    character: str
    name: str
    build_cost: int = Field(ge=0)
    starting: bool = Field(default=False, description="A Starting Action Card (gold build cost).")
    ap_cost: int | None = Field(default=None, ge=0, description="None: no cost, always on.")
    reaction: bool = Field(default=False, description="A red reaction ring: usable when attacked.")
    duration: int = Field(default=0, ge=0, le=3, description="Duration Tokens placed when used.")
    starburst: bool = Field(default=False, description="The effect lasts while Duration Tokens remain.")
    slots: int = Field(default=1, ge=1)
    effects: list[Effect] = Field(min_length=1)
    text: str


# -- scenario cards ----------------------------------------------------------------------------
class TokenPlan(Model):
    """Objective tokens a scenario brings: which, how many, who places them and when."""

    token: str
    count: int = Field(default=1, ge=1)
    placed_by: Literal["mastermind", "heroes"] = "mastermind"
    when: Literal["setup", "reveal", "stage_start"] = "setup"
    stage: int = Field(default=0, ge=0, le=3, description="For stage_start: the stage they arrive at.")
    near: Literal["any", "heroes"] = Field(
        default="any", description="heroes: only on squares at least as few steps (walls counted, doors open) "
        "from a hero spawn point as from any of the Mastermind's.")


class Scenario(Entry):
    """A scenario card: one stage of a mission (or the tutorial's single stage)."""

    title: str
    stage: int = Field(ge=0, le=3, description="1-3; 0 for the tutorial card.")
    kind: Literal["escort_prisoner", "damage_tokens", "stand_on_tokens", "deliver_tokens", "rivals",
                  "extract_carrier", "control_tile", "defeat_marked", "relic_race", "evacuate",
                  "defeat_mastermind", "protect_tokens", "outnumber", "retrieve_tokens"]
    op: int = Field(ge=0)
    deadline: int = Field(default=0, ge=0, le=3, description="The stage at whose end the goal fails; 0: its own.")
    from_stage: int = Field(default=0, ge=0, le=3, description="Success counts only from this stage on.")
    tokens: list[TokenPlan] = Field(default_factory=list)
    requires: Literal["mastermind", "villain_or_mastermind", "henchmen"] | None = None
    role: Literal["rivals", "lieutenant", "seeker"] | None = None
    role_secret: bool = False
    respawn_cost: int | None = Field(default=None, ge=0, description="Henchman respawn cost while in force.")
    explode_left: bool = Field(default=False, description="Tokens still on the map at the deadline explode.")
    backstory: str
    rules: str
    reveal: str = Field(default="", description="What happens when the card is revealed (Stage 3).")


class TokenKind(Entry):
    """An objective token kind."""

    name: str
    ms: int | None = Field(default=None, ge=1, description="Material strength; None: cannot be damaged.")
    needs: int = Field(default=1, ge=1, description="Damage it takes to be removed.")
    carry: bool = Field(default=False, description="Heroes pick it up and carry it.")
    text: str = ""


# -- the map -----------------------------------------------------------------------------------
class ObjectKind(Entry):
    """An object printed on map tiles."""

    name: str
    ms: int = Field(ge=1)
    turret: int = Field(default=0, ge=0, description="A gun turret's attack strength from its space.")
    explodes: bool = Field(default=False, description="An ammunition crate: blasts when destroyed.")
    faces: list[Literal["warehouse", "hydra"]] = Field(default_factory=lambda: ["warehouse", "hydra"])


class WallRun(Model):
    """An interior wall: from (x0, y0) to (x1, y1) along grid lines, in squares, in the tile's frame."""

    line: tuple[int, int, int, int]
    ms: int = Field(ge=1)
    material: str = "wall"


class TileObject(Model):
    """An object on a tile face at (col, row) in the tile's frame."""

    kind: str
    at: tuple[int, int]


class TileFace(Model):
    """One printed side of a tile."""

    objects: list[TileObject] = Field(default_factory=list)
    walls: list[WallRun] = Field(default_factory=list)


class Tile(Entry):
    """A double-sided map tile: a room or a corridor, with its openings (where it joins others)."""

    name: str
    kind: Literal["room", "corridor"]
    size: tuple[int, int] = Field(description="Columns and rows.")
    openings: list[tuple[Literal["n", "s", "e", "w"], int, int]] = Field(
        description="Open border stretches: side, first square along it, length.")
    warehouse: TileFace = Field(default_factory=TileFace)
    hydra: TileFace = Field(default_factory=TileFace)


class Level(Entry):
    """A Level on the figure's base dial."""

    level: int = Field(ge=0)
    build_points: int = Field(ge=0, description="0 at Level 0: the two Starting Action Cards only.")


class DieFace(Model):
    value: int = Field(ge=0)
    negative: bool = False


class ActionDie(Entry):
    """The custom action die."""

    name: str
    faces: list[DieFace] = Field(min_length=2)


class VictorySide(Entry):
    """One side of the Victory Card: a one-shot power for the next mission."""

    name: str
    power: Literal["command_points", "shield"]
    amount: int = Field(ge=1)
    text: str


# -- cross-references --------------------------------------------------------------------------
def check(content: Content) -> list[Issue]:
    """Owners, counts per character, starting cards, scenario tokens, tile objects."""
    out: list[Issue] = []
    chars = {c.id: c for c in content.all("characters")}
    per: dict[str, list[ActionCard]] = {}
    for card in content.all("action_cards"):
        out += content.ref("action_cards", card.id, "character", "characters", card.character)
        per.setdefault(card.character, []).append(card)
        for i, fx in enumerate(card.effects):
            if isinstance(fx, DefenseFx) and not (card.reaction or card.ap_cost is None):
                out.append(content.issue_at("action_cards", card.id, f"effects[{i}]",
                                            "a defense must be a reaction or always on (no ap_cost)"))
            if isinstance(fx, AttackFx) and fx.extra_targets and not fx.within:
                out.append(content.issue_at("action_cards", card.id, f"effects[{i}].within",
                                            "extra targets need a distance (within)"))
    for cid, c in chars.items():
        cards = per.get(cid, [])
        if len(cards) != 8:
            out.append(content.issue_at("characters", cid, "", f"has {len(cards)} action cards, not 8"))
        starting = [x for x in cards if x.starting]
        if cards and len(starting) != 2:
            out.append(content.issue_at("characters", cid, "", f"has {len(starting)} Starting Action Cards, not 2"))
        if c.role == "henchman" and (len(c.faces) != 2 or c.health < 1):
            out.append(content.issue_at("characters", cid, "faces", "a henchman card needs two faces and a health"))
        if c.role != "henchman" and (c.attack.slots < 1 or c.defend.slots < 1 or c.move.slots < 1):
            out.append(content.issue_at("characters", cid, "", "every box needs at least one damage slot"))
    for sc in content.all("scenarios"):
        for i, plan in enumerate(sc.tokens):
            out += content.ref("scenarios", sc.id, f"tokens[{i}].token", "tokens", plan.token)
    for t in content.all("tiles"):
        for face in ("warehouse", "hydra"):
            for i, o in enumerate(getattr(t, face).objects):
                out += content.ref("tiles", t.id, f"{face}.objects[{i}].kind", "objects", o.kind)
                if not (0 <= o.at[0] < t.size[0] and 0 <= o.at[1] < t.size[1]):
                    out.append(content.issue_at("tiles", t.id, f"{face}.objects[{i}].at", "outside the tile"))
    return out
