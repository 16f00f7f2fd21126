"""The nemesis: its numbers on either side of its sheet, damage and the stun before the final
showdown, its abilities (set off by event icons), and the start of the final showdown.

Before the showdown the nemesis is never removed: when its damage reaches its health it is
stunned (one stun token), and the active player may push it to an adjacent space; its next
activation only clears the stun and every damage token. In the showdown its health is the printed
value times the heroes, and beating it wins the game.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from . import board
from .ending import win
from .engine import push_fx, task
from .missions import credit
from .table import first_seat, pp


def sheet(g: Any) -> Any:
    """The nemesis's entry."""
    return g.book.nemeses[g.s["nem"]["id"]]


def health(g: Any) -> int:
    """The nemesis's health now (the showdown side: per player, less any suppression that lowers it)."""
    n = sheet(g)
    nem = g.s["nem"]
    if not nem["show"]:
        return n.health
    hp = (n.showdown.health + nem.get("fort", 0)) * pp(g.s)
    if n.showdown.suppression == "less_health":
        hp -= nem["supp"] * pp(g.s)
    return max(1, hp)


def power(g: Any) -> int:
    """The damage of the nemesis's attacks now."""
    n = sheet(g)
    nem = g.s["nem"]
    if not nem["show"]:
        return n.power
    p = n.showdown.power
    if n.showdown.suppression == "less_power":
        p -= nem["supp"]
    return max(0, p)


def damage_nemesis(g: Any, n: int, h: int | None, why: str) -> None:
    """The nemesis suffers `n` damage (by hero `h`, or None)."""
    s = g.s
    nem = s["nem"]
    if n <= 0:
        return
    nem["dmg"] += n
    hp = health(g)
    g.log("damage", f"{g.nname()} suffers {n} damage ({why}): {nem['dmg']}/{hp}.", nemesis=True, amount=n)
    credit(g, "damage_nemesis", nem["space"], times=n)
    if s["result"] is not None:
        return
    if nem["show"]:
        if nem["dmg"] >= hp:
            win(g)
        return
    if not nem["stun"] and nem["dmg"] >= hp:
        nem["stun"] = True
        g.log("stun", f"{g.nname()} is defeated for now: stunned.", nemesis=True)
        g.push({"op": "stun_move", "seat": s["heroes"][h]["seat"] if h is not None else first_seat(s)})


@task("showdown_health")
def _showdown_health(g: Any, t: dict[str, Any], picks: Any) -> None:
    g.log("showdown", f"{g.nname()}'s health in the final showdown: {health(g)}.", nemesis=True)


@task("stun_move")
def _stun_move(g: Any, t: dict[str, Any], picks: Any) -> None:
    """The active player may move the stunned nemesis to an adjacent space."""
    s, book = g.s, g.book
    here = s["nem"]["space"]
    if picks is None:
        opts = [option(f"space:{n}", f"Push {g.nname()} to {board.space_name(book, s, n)}", [f"space:{n}"])
                for n in board.neighbours(book, s, here)]
        opts.append(option("stay", f"Leave {g.nname()} in {board.space_name(book, s, here)}"))
        g.ask(t, decision(t["seat"], "stun_move", f"{g.nname()} is stunned: you may move it to an adjacent space.",
                          opts))
        return
    pick = picks[0]["id"]
    if pick != "stay":
        s["nem"]["space"] = pick[6:]
        g.log("move", f"{g.nname()} is pushed to {board.space_name(book, s, pick[6:])}.", nemesis=True,
              space=pick[6:])


def ability(g: Any, icon: int) -> Any:
    """The nemesis ability with an icon (the showdown side's when it prints one)."""
    n = sheet(g)
    if g.s["nem"]["show"]:
        for a in n.showdown.abilities:
            if a.icon == icon:
                return a
    for a in n.abilities:
        if a.icon == icon:
            return a
    return None


def use_ability(g: Any, icon: int) -> None:
    """Resolve the nemesis ability of an event icon."""
    a = ability(g, icon)
    if a is None:
        return
    g.log("nemesis_ability", f"{g.nname()}: {a.name}. {a.text}", icon=icon)
    push_fx(g, a.effects, g.new_ctx(None, src=a.name), own=True)


def start_showdown(g: Any) -> None:
    """Flip the sheet: the final showdown begins; damage and stun are cleared, other tokens stay;
    completed missions' showdown effects resolve."""
    s, book = g.s, g.book
    nem = s["nem"]
    nem.update(show=True, dmg=0, stun=False)
    n = sheet(g)
    g.log("showdown", f"The final showdown against {n.name} begins! {n.showdown.text} "
          f"{n.showdown.suppression_text}", nemesis=True)
    # the health is told once the missions' showdown effects (more health per hero, say) are in
    g.push({"op": "showdown_health"})
    for mid, passed in reversed(s["done"]):
        m = book.missions[mid]
        out = m.passed if passed else m.failed
        if out.at_showdown:
            g.log("mission", f"{m.name} ({'passed' if passed else 'failed'}): {out.text}")
            push_fx(g, out.effects, g.new_ctx(None, src=m.name), own=True)
