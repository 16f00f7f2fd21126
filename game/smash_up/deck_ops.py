"""Effect ops on decks, hands and discard piles: search, recover, reveal, look.

Rulebook: whenever the deck is empty as you need to draw, reveal, search for or
look at a card, the discard pile becomes a new deck and you keep going, so
"look at the top 4" with 2 left looks at those 2 and 2 from the reshuffled
discard pile (`table.top_cards`). The three cards the clarifications name
(Prepare to Engage, Hawkeye's Arrows, The View from Above: `reveal_top` and
`reveal_until`) reshuffle only when the deck is empty before they start and
stop when it runs out part-way. A searched deck is shuffled; a card taken
from a discard pile is shown to all; a look is private to the player looking.
Cards looked at stay in the deck until the player has decided, so the table
never loses a card mid-question.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core import rng
from game.core.decisions import decision, option
from game.core.words import count

from .effects import op
from .engine import G
from .table import ensure_deck, top_cards
from .wording import may_pick_none



def card_matches(g: G, uid: str, f: dict[str, Any] | None) -> bool:
    """Whether a card meets a deck or discard filter (type, modifier kind, most power, name)."""
    if not f:
        return True
    d = g.d(uid)
    if "type" in f and d.type != f["type"]:
        return False
    if "mod" in f and d.mod != f["mod"]:
        return False
    if "pmax" in f and (d.type != "character" or d.power > f["pmax"]):
        return False
    if "name" in f and d.id != f["name"]:
        return False
    return True


_CARD_VERBS = {"take": "Take {}", "bottom": "Put {} on the bottom", "cycle": "Put {} on the bottom",
               "top_order": "{} next from the top", "draw": "Draw {}", "to_deck": "Put {} into your deck",
               "deck_top": "Put {} on top of your deck", "deck_shuffle": "Shuffle {} into your deck"}


def _choose_cards(g: G, t, seat: int, cards: list[str], lo: int, hi: int, prompt: str, picks, zone: str,
                  stage: str = "cards", purpose: str = "take") -> list[str] | None:
    sc = t["sc"]
    if picks is not None and sc.get("stage") == stage:
        sc["stage"] = None
        return [o["data"]["uid"] for o in picks]
    hi = min(hi, len(cards))
    lo = min(lo, hi)
    if hi == 0:
        return []
    if g.pick is not None:  # nobody sees the question: drawn here, without its words (G.draw)
        got = g.draw(seat, "cards", [{"id": "k:" + u, "data": {"uid": u}} for u in cards], lo, hi)
        sc["stage"] = None if got is not None else stage
        return None if got is None else [o["data"]["uid"] for o in got]
    verb = _CARD_VERBS.get(purpose, "{}")
    opts = [option(f"k:{u}", verb.format(g.name(u)), [f"{zone}:{u}"], uid=u, card=g.s["cards"][u][0]) for u in cards]
    sc["stage"] = stage
    if hi == 1 and prompt.startswith("Choose cards "):  # Vulture's one card read "Choose cards from ..."
        prompt = "Choose a card " + prompt[len("Choose cards "):]
    if lo == 0:
        prompt += may_pick_none(hi)
    g.wait(decision(seat, "cards", prompt, opts, min_picks=lo, max_picks=hi, purpose=purpose))
    return None


@op("search")
def _search(g: G, t, e, picks) -> bool:
    c = t["c"]
    s = g.s
    p = s["players"][c["you"]]
    zones = e.get("from", ["deck"])
    if "deck" in zones:
        ensure_deck(s, c["you"], g.events)
    cards = [u for z in zones for u in p[z] if card_matches(g, u, e.get("filter"))]
    if picks is None and "deck" in zones:  # the player sees into their deck: no undo past this
        g.events.append(ev.secret_event("search", [c["you"]], f"{g.who(c['you'])} searches their deck.",
                                        "You search your deck.", public={"seat": c["you"]}))
    chosen = _choose_cards(g, t, c["you"], cards, 0, e.get("up_to", 1), "Choose cards to put in your hand.",
                           picks, "card")
    if chosen is None:
        return False
    for u in chosen:
        for z in zones:
            if u in p[z]:
                p[z].remove(u)
        p["hand"].append(u)
    if chosen:
        g.log("reveal", f"{g.who(c['you'])} reveals {', '.join(g.name(u) for u in chosen)} and takes "
              f"{'them' if len(chosen) > 1 else 'it'} into hand.", seat=c["you"], cards=chosen)
    if "deck" in zones:
        rng.shuffle(s, p["deck"], g.events, f"{g.who(c['you'])}'s deck")
    c["ok"] = bool(chosen)
    return True


@op("recover")
def _recover(g: G, t, e, picks) -> bool:
    c = t["c"]
    s = g.s
    p = s["players"][c["you"]]
    cards = [u for u in p["discard"] if card_matches(g, u, e.get("filter"))]
    to = e.get("to", "hand")
    chosen = _choose_cards(g, t, c["you"], cards, 0, e.get("up_to", 1), "Choose cards from your discard pile.",
                           picks, "discard", purpose="take" if to == "hand" else to if to in _CARD_VERBS else "to_deck")
    if chosen is None:
        return False
    for u in chosen:
        p["discard"].remove(u)
        if to == "hand":
            p["hand"].append(u)
        else:
            p["deck"].append(u)
    if chosen:
        g.log("recover", f"{g.who(c['you'])} takes {', '.join(g.name(u) for u in chosen)} from the discard pile.",
              seat=c["you"], cards=chosen)
    if to == "deck_shuffle" and chosen:
        rng.shuffle(s, p["deck"], g.events, f"{g.who(c['you'])}'s deck")
    c["ok"] = bool(chosen)
    return True


@op("hand_to_deck")
def _hand_to_deck(g: G, t, e, picks) -> bool:
    c = t["c"]
    p = g.s["players"][c["you"]]
    chosen = _choose_cards(g, t, c["you"], list(p["hand"]), 0, e.get("up_to", 99),
                           "Choose any number of cards to put on the bottom of your deck.", picks, "hand",
                           purpose="cycle")
    if chosen is None:
        return False
    for u in chosen:
        p["hand"].remove(u)
        p["deck"].insert(0, u)
    g.log("place", f"{g.who(c['you'])} puts {count(len(chosen), 'card')} on the bottom of their deck.", seat=c["you"])
    c["vars"]["count"] = len(chosen)
    return True


def _reveal_log(g: G, seat: int, cards: list[str]) -> None:
    if cards:
        g.events.append(ev.event("reveal", f"{g.who(seat)} reveals {', '.join(g.name(u) for u in cards)}.",
                                 reveals=True, seat=seat, cards=cards))


@op("reveal_until")
def _reveal_until(g: G, t, e, picks) -> bool:
    c = t["c"]
    s = g.s
    f = dict(e.get("filter") or {})
    if e.get("name_type"):
        if picks is None:
            opts = [option("character", "Character"), option("action", "Action")]
            t["sc"]["stage"] = "type"
            g.wait(decision(c["you"], "choose", "Name a card type.", opts))
            return False
        f["type"] = picks[0]["id"]
    p = s["players"][c["you"]]
    ensure_deck(s, c["you"], g.events)  # only before the first reveal (rulebook clarification)
    revealed: list[str] = []
    found: list[str] = []
    while p["deck"] and len(found) < e.get("n", 1):
        u = p["deck"].pop()
        revealed.append(u)
        if card_matches(g, u, f):
            found.append(u)
    _reveal_log(g, c["you"], revealed)
    rest = [u for u in revealed if u not in found]
    p["hand"].extend(found)
    if rest:
        p["deck"].extend(rest)
        rng.shuffle(s, p["deck"], g.events, f"{g.who(c['you'])}'s deck")
    c["vars"]["found"] = found
    c["ok"] = bool(found)
    return True


@op("reveal_top")
def _reveal_top(g: G, t, e, picks) -> bool:
    """Reveal the top N; take up to K matching into hand; shuffle the rest back (they stay in the deck meanwhile)."""
    c = t["c"]
    s = g.s
    p = s["players"][c["you"]]
    sc = t["sc"]
    if "rev" not in sc:
        ensure_deck(s, c["you"], g.events)
        k = min(e.get("n", 1), len(p["deck"]))
        sc["rev"] = list(reversed(p["deck"][len(p["deck"]) - k:]))
        _reveal_log(g, c["you"], sc["rev"])
    cands = [u for u in sc["rev"] if card_matches(g, u, e.get("filter"))]
    chosen = _choose_cards(g, t, c["you"], cands, 0, e.get("up_to", 1), "Choose cards to put in your hand.",
                           picks, "card")
    if chosen is None:
        return False
    for u in chosen:
        p["deck"].remove(u)
    p["hand"].extend(chosen)
    if sc["rev"]:
        rng.shuffle(s, p["deck"], g.events, f"{g.who(c['you'])}'s deck")
    c["ok"] = bool(chosen)
    return True


@op("look_top")
def _look_top(g: G, t, e, picks) -> bool:
    """Look at the top N (privately); draw some; choose which of the rest go to the bottom.

    The cards stay in the deck while the player decides, and are rearranged at the end.
    """
    c = t["c"]
    s = g.s
    p = s["players"][c["you"]]
    sc = t["sc"]
    if "seen" not in sc:
        sc["seen"] = top_cards(s, c["you"], e.get("n", 1), g.events)  # top first
        k = len(sc["seen"])
        g.events.append(ev.secret_event("look", [c["you"]], f"{g.who(c['you'])} looks at the top {k} cards.",
                                        f"You look at {', '.join(g.name(u) for u in sc['seen'])}.",
                                        open_text=f"{g.who(c['you'])} looks at the top {k} cards: "
                                                  f"{', '.join(g.name(u) for u in sc['seen'])}.",
                                        private={"cards": sc["seen"]}))
    if e.get("draw") and "drawn" not in sc:
        chosen = _choose_cards(g, t, c["you"], sc["seen"], e["draw"], e["draw"], "Choose a card to draw.",
                               picks, "card", stage="draw", purpose="draw")
        if chosen is None:
            return False
        picks = None
        sc["drawn"] = chosen
        for u in chosen:
            p["deck"].remove(u)
        p["hand"].extend(chosen)
        sc["seen"] = [u for u in sc["seen"] if u not in chosen]
    if "bottom" not in sc:
        bottom = e.get("bottom", "any")
        lo, hi = (0, len(sc["seen"])) if bottom == "any" else (bottom, bottom)
        chosen = _choose_cards(g, t, c["you"], sc["seen"], lo, hi,
                               "Choose cards to put on the bottom (the rest go on top); each one picked goes under "
                               "the one before.", picks, "card",
                               stage="bottom", purpose="bottom")
        if chosen is None:
            return False
        sc["bottom"] = chosen
        picks = None
    top = [u for u in sc["seen"] if u not in sc["bottom"]]
    if len({s["cards"][u][0] for u in top}) > 1:  # the cards go back "in any order": the player orders them
        ordered = _choose_cards(g, t, c["you"], top, len(top), len(top),
                                "Put these back on top of your deck: pick them from the top down.", picks, "card",
                                stage="top", purpose="top_order")
        if ordered is None:
            return False
        top = ordered
    for u in sc["seen"]:
        p["deck"].remove(u)
    for u in sc["bottom"]:
        p["deck"].insert(0, u)
    for u in reversed(top):  # the first picked ends up on top
        p["deck"].append(u)
    c["ok"] = True
    return True
