"""Action cards used on the owner's turn that are not attacks: movement powers, starburst buffs,
healing, AP and Command Points, clearing statuses, marches, shockwaves.

Rulebook: Action Cards (build cost, Duration Icon and effect starburst, AP cost, reaction ring,
damage slots), Duration Tokens, Movement Powers.

A card can be used when it holds no Duration Token, its slots are not all full, the box of its
kind of action (move cards: the Move box) is not full and its cost (printed AP + its wounds +
the box's wounds + prone) can be paid; using it places its Duration Tokens. Attack cards go
through attack.py; defense cards are reactions or always on (attack.py). Effects resolve in
the order printed, each as a task (``card_fx``) so that one needing a choice can ask.
"""

from __future__ import annotations

from typing import Any

from game.core import decisions as dc

from . import costs, damage, movement
from .engine import HEROES, MASTERMIND, G, task

ACTIVE = ("move", "buff", "heal", "gain_ap", "gain_cp", "cleanse", "march", "shockwave")


def fx_who(fx: Any) -> str:
    """Whom an effect helps: its `who` field, "self" for the kinds without one. Read from the
    effect's fields: asked for a field it lacks, a content model raises and catches an
    AttributeError first (getattr's default), 40 times the cost, at every act decision."""
    return fx.__dict__.get("who", "self")


def card_cost(g: G, fid: str, card: str) -> int:
    return (g.rules.cards[card].ap_cost or 0) + costs.surcharge(g, fid, g.rules.card_cat[card], card)


def why_not(g: G, fid: str, card: str) -> str | None:
    s = g.s
    f = s["figs"][fid]
    cid = f["char"]
    c = s["chars"][cid]
    d = g.rules.cards[card]
    if c["dt"].get(card):
        return f"{d.name} still holds Duration Tokens."
    if costs.card_full(g, cid, card):
        return f"{d.name} is full of wounds."
    cat = g.rules.card_cat[card]
    if cat and costs.box_full(g, cid, cat):
        return f"Its {cat.capitalize()} box is full of wounds."
    if cat == "move" and f["status"].get("trapped"):
        return "A trapped character cannot move."
    t = s["turn"]
    if t and t.get("ran"):
        return "After the running step only advancing is allowed."
    n = card_cost(g, fid, card)
    if not costs.can_pay(g, cid, n):
        return f"It costs {n} AP and only {costs.funds(g, cid)} are available."
    return None


def active_cards(g: G, fid: str) -> list[str]:
    """The owner's cards used on its own turn that are not attacks."""
    c = g.s["chars"][g.s["figs"][fid]["char"]]
    kinds = g.rules.card_kinds
    return [k for k in c["cards"] if kinds[k] == "active"]


def options(g: G, fid: str) -> list[dict]:
    out = []
    for k in active_cards(g, fid):
        if why_not(g, fid, k) is None and _worth_offering(g, fid, k):
            label = "" if g.bare else \
                f"Use {g.rules.cards[k].name} ({costs.price_words(g, g.s['figs'][fid]['char'], card_cost(g, fid, k))})"
            out.append(dc.option(f"card:{k}", label, [f"card:{k}"], card=k))
    return out


def _worth_offering(g: G, fid: str, card: str) -> bool:
    """Leave out uses that cannot do anything at all: a move with nowhere to go, a march with
    nobody to march, help for an adjacent ally with none beside (or none it would help), a heal
    with no wound, a cleanse with no status, AP for henchmen not fielded. AP and Duration Tokens
    would be spent on nothing. A card with an effect that always does something (a buff, a free
    move, Command Points: `always_does`, read once per card) is worth it wherever it stands."""
    always = g.rules.card_always_does
    got = always.get(card)
    if got is None:
        got = always[card] = any(always_does(fx) for fx in g.rules.cards[card].effects)
    return got or any(_can_do(g, fid, fx) for fx in g.rules.cards[card].effects)


def always_does(fx: Any) -> bool:
    """Whether `_can_do` says yes to the effect on any table: it does not depend on the table."""
    kind = fx.effect
    if kind == "move":
        return fx.style != "exact"
    return kind not in ("march", "heal", "cleanse", "gain_ap") and fx_who(fx) != "henchmen"


def _can_do(g: G, fid: str, fx: Any) -> bool:
    s = g.s
    kind = fx.effect
    if kind == "move" and fx.style == "exact":
        return bool(movement.exact_lines(g, fid, fx.squares, fx.through_enemies))
    if kind == "march":
        return bool(side_marchers(g, g.side_of(fid)))
    who = fx_who(fx)
    if who == "henchmen":
        return any(hc["role"] == "henchman" and hc["side"] == g.side_of(fid) and hc["state"] == "map"
                   for hc in s["chars"].values())
    if kind not in ("heal", "cleanse", "gain_ap"):
        return True
    if who == "adjacent_ally":
        pos = s["figs"][fid]["pos"]
        side = g.side_of(fid)
        figs = [x for x in (g.occ().get(n) for n in g.adj(pos)) if x is not None and g.side_of(x) == side]
    else:
        figs = [fid]
    if kind == "heal":
        return any(hurt(g, s["figs"][x]["char"]) for x in figs)
    if kind == "cleanse":
        return any(s["figs"][x]["status"] for x in figs)
    return bool(figs)


def hurt(g: G, cid: str) -> bool:
    """Whether the character has a wound to take off (a henchman: on a figure on the map)."""
    c = g.s["chars"][cid]
    if c["role"] == "henchman":
        return any(g.s["figs"][f]["wounds"] for f in c["figs"] if g.s["figs"][f]["pos"] is not None)
    return any(c["wounds"].values())


def use(g: G, fid: str, card: str) -> None:
    """Pay for the card, place its Duration Tokens and schedule its effects."""
    s = g.s
    cid = s["figs"][fid]["char"]
    d = g.rules.cards[card]
    n = card_cost(g, fid, card)
    costs.pay(g, cid, n)
    if d.duration:
        s["chars"][cid]["dt"][card] = d.duration
    if s["turn"] is not None:
        s["turn"]["other"] = True
    g.log("card", f"{g.fname(fid)} uses {d.name} ({n} AP).", figure=fid, card=card, cost=n)
    g.push({"op": "card_fx", "fig": fid, "card": card, "i": 0})


@task("card_fx")
def _card_fx(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    fid = t["fig"]
    f = s["figs"][fid]
    d = g.rules.cards[t["card"]]
    if t["i"] >= len(d.effects) or f["pos"] is None:
        return
    fx = d.effects[t["i"]]
    cid = f["char"]
    c = s["chars"][cid]
    who = fx_who(fx)
    if who == "adjacent_ally" and picks is None:
        allies = [x for x in (g.occ().get(n) for n in g.adj(f["pos"])) if x is not None and g.side_of(x) == c["side"]]
        if not allies:
            g.log("card", f"{d.name}: no ally is adjacent.", card=t["card"])
            _next(g, t)
            return
        g.ask(t, dc.decision(c["side"], "card_target", f"{d.name}: which adjacent ally?",
                             [dc.option(f"ally:{a}", g.fname(a), [f"fig:{a}"], fig=a) for a in allies], card=t["card"]))
        return
    target = picks[0]["data"]["fig"] if picks else fid
    _next(g, t)
    kind = fx.effect
    if kind == "move":
        s["turn"]["bonus"] = {"left": fx.squares, "style": fx.style, "dir": None, "through": fx.through_enemies,
                              "card": t["card"]}
    elif kind == "buff":
        g.log("buff", f"{d.name} is active while it holds Duration Tokens.", card=t["card"])
    elif kind == "heal":
        g.push({"op": "heal", "char": s["figs"][target]["char"], "n": fx.amount})
    elif kind == "gain_ap":
        if fx.who == "henchmen":
            for hid, hc in s["chars"].items():
                if hc["role"] == "henchman" and hc["side"] == c["side"]:
                    got = costs.gain_ap(g, hid, fx.amount)
                    g.log("gain_ap", f"{g.char_says(hid, 'gain')} {got} AP.", char=hid, ap=got)
        else:
            tc = s["figs"][target]["char"]
            got = costs.gain_ap(g, tc, fx.amount)
            g.log("gain_ap", f"{g.char_says(tc, 'gain')} {got} AP.", char=tc, ap=got)
    elif kind == "gain_cp":
        got = costs.gain_cp(g, c["side"], fx.amount)
        g.log("gain_cp", f"{g.side_says(c['side'], 'gain')} {got} Command Points.", side=c["side"], cp=got)
    elif kind == "cleanse":
        s["figs"][target]["status"] = {}
        g.log("cleanse", f"{g.fname(target)} is free of every status.", figure=target)
    elif kind == "march":
        s["turn"]["march"] = {m: fx.budget for m in side_marchers(g, c["side"])}
    elif kind == "shockwave":
        g.push({"op": "settle"})
        for n in g.adj(f["pos"]):
            v = g.occ().get(n)
            if v is None or (fx.enemies_only and g.side_of(v) == c["side"]):
                continue
            if c["side"] == MASTERMIND and g.side_of(v) == HEROES and s["round"] == 1:
                continue
            damage.inflict(g, v, fx.amount, source=d.name, attacker=fid)


def side_marchers(g: G, side: int) -> list[str]:
    """Every henchman figure of the side that can march now."""
    out = []
    for hid, hc in g.s["chars"].items():
        if hc["role"] == "henchman" and hc["side"] == side:
            out += movement.marchers(g, hid)
    return out


def _next(g: G, t: dict) -> None:
    g.push(dict(t, i=t["i"] + 1))
