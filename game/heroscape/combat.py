"""Attacking and defending (rulebook: Attacking, Height Advantage, Life, Special Powers).

`attack_dice` and `defense_dice` count the dice with every modifier and say why
(shown to players before they attack); `roll_attack` and `defend` roll the combat
dice through core.rng; `strike` carries out one attack on one target: the evade
roll, the defense roll, Counter Strike, wounds, destruction and the riders.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core import rng
from game.core.words import count

from . import damage
from .table import WALL, Table

#: Combat die faces by value 1..6 (facts file: 1, 3, 5 skull; 2, 4 shield; 6 blank).
COMBAT_FACES = ("skull", "shield", "skull", "shield", "skull", "blank")


def roll_combat(s: dict, events: list, n: int, why: str, seat: int | None) -> list[str]:
    """Roll `n` combat dice; returns their faces."""
    if n <= 0:
        events.append(ev.event("roll", f"{why}: no dice to roll.", seat=seat, sides=6, values=[], faces=[], why=why))
        return []
    if events.__class__ is ev.Unread:  # nobody reads it (a random playout): its kind stands for it
        events.append("roll")
        return [COMBAT_FACES[v - 1] for v in rng.dice(s, 6, n)]
    values = rng.roll(s, events, 6, n, why=why, seat=seat, faces=COMBAT_FACES)
    return [COMBAT_FACES[v - 1] for v in values]


def roll_d20(s: dict, events: list, why: str, seat: int | None) -> int:
    """Roll the 20-sided die."""
    if events.__class__ is ev.Unread:
        events.append("roll")
        return rng.dice(s, 20)[0]
    return rng.roll(s, events, 20, 1, why=why, seat=seat)[0]


def height_advantage(t: Table, a_base: int, a_height: int, d_base: int, d_height: int) -> tuple[int, int, str]:
    """Extra dice for the figure whose base is higher: (attacker's, defender's, why).

    +1 die; +2 when the higher base is 10 or more levels above the top of the lower
    figure (Master Game only)."""
    if a_base == d_base:
        return 0, 0, ""
    high_is_attacker = a_base > d_base
    low_base, low_height = (d_base, d_height) if high_is_attacker else (a_base, a_height)
    high_base = max(a_base, d_base)
    big = not t.basic and high_base - low_base >= low_height + 10
    n = 2 if big else 1
    who = "attacker" if high_is_attacker else "defender"
    why = (f"height advantage: the {who}'s base is {high_base - low_base} levels higher"
           + (f", at least 10 above the other figure's height of {low_height}" if big else "") + f" (+{n})")
    return (n, 0, why) if high_is_attacker else (0, n, why)


def _base_and_height(t: Table, fid: str, at: str | None = None) -> tuple[int, int]:
    if fid == WALL:
        sp = t.wall_spaces()[0]
        lo, hi = t.board.breakable[(sp.q, sp.r)]
        return sp.elevation, int(hi - lo)
    sp = t.board.space(at) if at else t.space_of(fid)
    return sp.elevation, t.height(fid)


def aura_bonus(t: Table, fid: str, what: str) -> tuple[int, list[str]]:
    """Dice from friendly auras next to `fid` (Tactician), with their sources."""
    n, why = 0, []
    me = t.side(fid)
    for f, p in t.auras():
        if f != fid and getattr(p, what) and t.side(f) == me and t.adjacent(f, fid):
            n += getattr(p, what)
            why.append(f"{p.name} from {t.name(f)} (+{getattr(p, what)})")
    return n, why


def attack_dice(t: Table, attacker: str, target: str, special: Any = None) -> tuple[int, list[str]]:
    """Attack dice for an attack, with each modifier explained. Special attacks roll their
    printed number: nothing modifies them."""
    if special is not None:
        return special.attack, [f"{special.attack} dice (a special attack: never modified)"]
    n = t.stat(attacker, "attack")
    why = [f"Attack {n}"]
    ab, ah = _base_and_height(t, attacker)
    db, dh = _base_and_height(t, target)
    up, _, hw = height_advantage(t, ab, ah, db, dh)
    if up:
        n += up
        why.append(hw)
    if not t.basic:
        au, aw = aura_bonus(t, attacker, "attack")
        n += au
        why += aw
        rage = t.power(attacker, "rage_smash")
        if rage is not None:
            extra = min(rage.max_extra, t.fig(attacker)["wounds"] * rage.per_wound)
            if extra:
                n += extra
                why.append(f"{rage.name}: {t.fig(attacker)['wounds']} wounds (+{extra})")
        turn = t.s.get("turn") or {}
        mode = turn.get("moved_mode")
        if turn.get("actor") == attacker and mode and mode != "normal":
            p = t.power_by_id(attacker, mode)
            if p is not None and getattr(p, "attack_dice_this_turn", 0):
                n += p.attack_dice_this_turn
                why.append(f"{p.name} this turn ({p.attack_dice_this_turn:+d})")
    return max(0, n), why


def defense_dice(t: Table, attacker: str, target: str, special: Any = None) -> tuple[int, int, list[str]]:
    """Defense dice and automatic shields of the target, with each modifier explained."""
    if target == WALL:
        card = t.rules.destructibles["breakable_wall"]
        n, auto = card.defense, card.auto_shields
        why = [f"Defense {n}"]
        if t.super_strength(attacker):
            auto = 0
            why.append("Strong Defense ignored: the attacker has Super Strength")
        elif auto:
            why.append(f"Strong Defense: {count(auto, 'automatic shield')}")
    else:
        n, auto = t.stat(target, "defense"), 0
        why = [f"Defense {n}"]
    ab, ah = _base_and_height(t, attacker)
    db, dh = _base_and_height(t, target)
    _, up, hw = height_advantage(t, ab, ah, db, dh)
    if up:
        n += up
        why.append(hw)
    if target != WALL and not t.basic:
        au, aw = aura_bonus(t, target, "defense")
        n += au
        why += aw
        pen, pw = damage.defense_penalty(t, target)
        if pen:
            n += pen
            why.append(pw)
    if special is not None and special.defense_dice:
        n += special.defense_dice
        why.append(f"{special.name} ({special.defense_dice:+d})")
    return max(0, n), auto, why


def strike(rules: Any, s: dict, attacker: str, target: str, skulls: int, events: list,
           special: Any = None) -> dict[str, Any]:
    """One attack, its attack dice already rolled (`skulls`), against one target: evade,
    defense roll, wounds, Counter Strike and riders. Returns what happened."""
    t = Table(rules, s)
    name, tname = t.name(attacker), t.name(target)
    out: dict[str, Any] = {"skulls": skulls, "shields": 0, "wounds": 0, "evaded": False}
    if target == WALL:
        n, auto, _ = defense_dice(t, attacker, target, special)
        faces = roll_combat(s, events, n, "The Breakable Wall Section defends", 1 - t.side(attacker))
        shields = faces.count("shield") + auto
        out["shields"] = shields
        damage.wound_wall(rules, s, max(0, skulls - shields), events, by=attacker)
        out["wounds"] = max(0, skulls - shields)
        return out
    evade = t.power(target, "evade")
    if evade is not None and skulls >= 1 and t.side(target) != t.side(attacker):
        roll = roll_d20(s, events, f"{evade.name} for {tname}", t.side(target))
        if roll >= evade.d20:
            events.append(ev.event("evade", f"{tname} senses it coming ({roll}): no damage.", figure=target))
            out["evaded"] = True
            if evade.then_move:
                damage.push(s, {"do": "evade_move", "figure": target, "power": evade.then_move})
            return out
    n, _, _ = defense_dice(t, attacker, target, special)
    faces = roll_combat(s, events, n, f"{tname} defends", t.side(target))
    shields = faces.count("shield")
    out["shields"] = shields
    wounds = max(0, skulls - shields)
    if events.__class__ is ev.Unread:
        events.append("attack_result")
    else:
        events.append(ev.event("attack_result", f"{name}: {count(skulls, 'skull')} against {count(shields, 'shield')}.",
                               attacker=attacker, target=target, skulls=skulls, shields=shields))
    counter = t.power(target, "counter_strike")
    excess = shields - skulls
    if (counter is not None and special is None and excess > 0 and t.adjacent(attacker, target)
            and t.side(attacker) != t.side(target)):
        events.append(ev.event("counter_strike", f"{counter.name}: {count(excess, 'unblockable hit')} on {name}.",
                               figure=target, hits=excess))
        damage.wound(rules, s, attacker, excess, events, by=target)
    if wounds:
        if t.basic:
            damage.destroy(rules, s, target, events, by=attacker)
        else:
            out["wounds"] = damage.wound(rules, s, target, wounds, events, by=attacker)
        _riders(rules, s, attacker, target, out, special, events)
    return out


def _riders(rules: Any, s: dict, attacker: str, target: str, out: dict, special: Any, events: list) -> None:
    """Effects that follow a wounding special attack (Cosmic Force Blast's marker removal)."""
    if special is None or not special.marker_removal_d20 or not out["wounds"]:
        return
    t = Table(rules, s)
    if t.side(target) == t.side(attacker) or not t.card(target).unique or t.card(target).card_type != "hero":
        return
    roll = roll_d20(s, events, f"{special.name} against {t.name(target)}'s order markers", t.side(attacker))
    if roll < special.marker_removal_d20:
        return
    owner = t.fig(target)["owner"]
    marks = s["markers"][owner]
    hidden = [m for m in ("1", "2", "3", "X") if marks["on"].get(m) == target and m not in marks["revealed"]]
    if not hidden:
        events.append(ev.event("marker_removed", f"{t.name(target)} has no unrevealed order marker to lose."))
        return
    pick = hidden[rng.roll(s, events, len(hidden), 1, why="Which order marker is taken", seat=t.side(attacker))[0] - 1]
    marks["on"][pick] = None
    marks["removed"].append(pick)
    taken = f"Order marker {pick} is taken off {t.name(target)}."
    events.append(ev.secret_event("marker_removed", [owner], f"An order marker is taken off {t.name(target)}.",
                                  taken, open_text=taken,
                                  public={"figure": target}, private={"marker": pick}))
