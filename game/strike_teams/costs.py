"""Action Points: what an action costs, whether it can be paid, paying, and gaining AP.

One formula for every payment (rulebook: Inflicting Wound Tokens, Status Tokens):

    cost = printed cost + wounds on the card used + wounds in the character card's box of
           that kind of action (Attack, Defend or Move) + 1 if the figure is prone

A box whose slots are all filled forbids that kind of action, even cards with no AP cost; a card
whose slots are all filled cannot be used. Henchmen take wounds on their figures, so their card
and boxes never add to a cost.

Payment comes from the character's Action Track first, then the team's Command Dial (our
choice: the rulebook lets the player mix them; keeping the track's AP for reactions later is
rarely better than keeping the team's points). Henchmen who rolled the Action Die before
spending anything spend those AP first (kept apart as the die pool).
"""

from __future__ import annotations

from typing import Any

from .engine import G

CATEGORIES = ("attack", "defend", "move")
CP_MAX = 12


def slots(g: G, cid: str) -> dict[str, int]:
    """Damage slots of a (non-henchman) character: its three boxes and its action cards."""
    return g.rules.slot_table(g.s["chars"][cid])


def box_full(g: G, cid: str, box: str) -> bool:
    c = g.s["chars"][cid]
    if c["role"] == "henchman":
        return False
    return c["wounds"].get(box, 0) >= getattr(g.rules.chars[cid], box).slots


def card_full(g: G, cid: str, card: str) -> bool:
    c = g.s["chars"][cid]
    if c["role"] == "henchman":
        return False
    return c["wounds"].get(card, 0) >= g.rules.cards[card].slots


def surcharge(g: G, fid: str, category: str | None, card: str | None = None) -> int:
    """AP added to an action of `category` (attack/defend/move/None) from `card` by `fid`."""
    f = g.s["figs"][fid]
    c = g.s["chars"][f["char"]]
    extra = 0
    if c["role"] != "henchman":
        w = c["wounds"]
        if category is not None:
            extra += w.get(category, 0)
        if card is not None:
            extra += w.get(card, 0)
    if category is not None and f["status"].get("prone"):
        extra += 1
    return extra


def funds(g: G, cid: str) -> int:
    """AP the character could spend now: its track, its die pool and the team's dial."""
    c = g.s["chars"][cid]
    return c["ap"] + c.get("pool", 0) + g.s["cp"][c["side"]]


def price_words(g: G, cid: str, n: int) -> str:
    """A cost in words: "2 AP", or, where the character's own AP fall short and the team's dial
    pays the rest, "1 AP + 1 CP" ("2 CP" when the dial pays it all). Spending the team's points
    gives up something the other heroes share, so an option that would do it says so, in a few
    words that keep it to one line of the prompt panel."""
    c = g.s["chars"][cid]
    short = n - c["ap"] - c.get("pool", 0)
    if short <= 0:
        return f"{n} AP"
    return f"{short} CP" if short >= n else f"{n - short} AP + {short} CP"


def can_pay(g: G, cid: str, n: int) -> bool:
    return funds(g, cid) >= n


def pay(g: G, cid: str, n: int) -> tuple[int, int]:
    """Spend `n` AP for the character: die pool, then track, then the dial. Returns (AP, CP) spent."""
    c = g.s["chars"][cid]
    t = g.s["turn"]
    if n and t is not None and t["char"] == cid:
        t["spent"] = True
    left = n
    pool = c.get("pool", 0)
    if pool:
        take = min(pool, left)
        c["pool"] = pool - take
        left -= take
    take = min(c["ap"], left)
    c["ap"] -= take
    left -= take
    cp = 0
    if left:
        side = c["side"]
        if g.s["cp"][side] < left:
            raise RuntimeError(f"{cid} cannot pay {n} AP")
        g.s["cp"][side] -= left
        cp = left
        # the dial is the team's: a walk clicked on the board may reach into it, so the log says so
        g.log("cp_spent", f"{g.side_says(side, 'spend')} {cp} Command Point{'s' if cp != 1 else ''} for "
              f"{g.cname(cid)} ({g.s['cp'][side]} left).", side=side, cp=cp, char=cid)
    return n - cp, cp


def ap_cap(g: G, cid: str) -> int:
    """Most AP the character may reach when gaining: the red space in its own Starting Zone,
    else the track's end. Henchmen count as in the zone when none of their figures is elsewhere
    (our reading: the group has one track but many figures)."""
    c = g.s["chars"][cid]
    d = g.rules.chars[cid]
    if c["role"] == "henchman":
        face = d.faces[c["face"]]
        on_map = [g.s["figs"][f]["pos"] for f in c["figs"] if g.s["figs"][f]["pos"] is not None]
        if all(g.in_start_zone(c["side"], p) for p in on_map):
            return face.red_cap
        return d.track_max
    pos = g.s["figs"][cid]["pos"]
    return d.red_cap if g.in_start_zone(c["side"], pos) else d.track_max


def gain_ap(g: G, cid: str, n: int) -> int:
    """Add up to `n` AP within the cap; AP already above the cap stay. Returns AP added."""
    c = g.s["chars"][cid]
    cap = ap_cap(g, cid)
    new = max(c["ap"], min(c["ap"] + n, cap))
    got = new - c["ap"]
    c["ap"] = new
    return got


def gain_cp(g: G, side: int, n: int) -> int:
    """Add Command Points to a side's dial, at most 12."""
    old = g.s["cp"][side]
    g.s["cp"][side] = min(CP_MAX, old + n)
    return g.s["cp"][side] - old


def card_category(card: Any) -> str | None:
    """Which box a card's use belongs to: attack, defend, move, or none."""
    for fx in card.effects:
        if fx.effect in ("attack", "hurl_object"):
            return "attack"
    for fx in card.effects:
        if fx.effect == "defense":
            return "defend"
        if fx.effect in ("move", "march"):
            return "move"
    return None
