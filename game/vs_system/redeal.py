"""Re-dealing what a seat cannot see: a full state rebuilt from one seat's view (the search's deals).

A seat sees (view_data.py) every character in play, KO piles, face-up resources and its own
face-down ones (rulebook: you may look at your own face-down resources, never an enemy's), the
level set aside, the Ultron Facility, its own hand, and how many cards every hidden pile holds.
It does not see other hands, any deck's order, enemy face-down resources, a Behind the Camera pile
(hidden from its owner too), a hand set aside by Eternal Night, or the shuffles ahead.

`determinize(rules, view, rng)` deals those from what is left of each player's deck list (a
starter's list is printed in the box; a deck from the deck builder is guessed as its team's
starter) after the cards in sight are taken out; hidden cards get made-up uids so nothing about
the real ones reaches the state. The rest of the state is the public record the view carries
(``record``: the turn's bookkeeping, the combat, lasting effects, what the game remembers, and the
rules' stack when it is the plain turn-main-combat shape every seat can read off the table). The
generator state is left for the caller to draw.

`permute_hidden(state, seat, rng)` is the never-peeks tests' counterpart: in a real state it
re-deals everything `seat` cannot see; the seat's view stays the same.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from game.core.rng import Rng

State = dict[str, Any]

#: Tasks whose place on the stack the table shows: a turn, its Build steps, its Main Phase, an attack
#: being declared and a combat's exchange and strikes (none holds a hidden card).
PLAIN_TASKS = frozenset({"turn", "build_end", "demand", "formation", "recruit", "resource", "main", "attack",
                         "combat_end", "strike", "exchange"})
#: Decisions a search may start from: the seat's own resource and recruit choices, Main Phase,
#: attacks and combat responses.
SEARCHED = ("resource", "recruit", "main", "attack", "respond")


def public_record(s: State) -> dict[str, Any]:
    """What every seat knows besides the cards: this turn's bookkeeping, the combat, lasting effects,
    the game's memory, and the stack when it is plain (else None)."""
    stack = s["stack"]
    plain = not s["tq"] and all(t["op"] in PLAIN_TASKS for t in stack)
    return {"turn": copy.deepcopy(s["turn"]), "combat": copy.deepcopy(s["combat"]), "fx": copy.deepcopy(s["fx"]),
            "hist": copy.deepcopy(s["hist"]), "quiet": s["quiet"], "mcw": s["mcw"], "first": s["first"],
            "first_draw": dict(s["first_draw"]), "lost_main": list(s["lost_main"]), "opts": dict(s["opts"]),
            "team": list(s["team"]), "side": list(s["side"]), "names": list(s.get("names") or []),
            "facility_mc": [p["facility_mc"] for p in s["players"]],
            "stack": copy.deepcopy(stack) if plain else None}


def rebuildable(view: dict[str, Any], kinds: tuple[str, ...] = SEARCHED) -> bool:
    """Whether `determinize` can rebuild the state behind this view: the viewer's own decision of a
    searched kind (`kinds`), with the rules' stack plain."""
    d = view.get("pending")
    rec = view.get("record")
    return bool(d and rec and rec["stack"] is not None and d.get("seat") == view.get("viewer")
                and d.get("kind") in kinds and "options" in d and view.get("result") is None)


def _shuffle(items: list, rng: Rng) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def _deck_list(book: Any, p: dict[str, Any]) -> list[str]:
    """The 60 card ids a player brought, as far as the table can tell (see the module docstring)."""
    deck = book.decks.get(p["deck_id"])
    if deck is None:
        team = book.defs[p["mc"]].teams[0] if p["mc"] in book.defs and book.defs[p["mc"]].teams else None
        deck = next((book.decks[d] for d in sorted(book.decks) if book.decks[d].team == team), None) \
            or book.decks[sorted(book.decks)[0]]
    return [cid for cid, k in deck.cards.items() for _ in range(k)]


def _btc_list(book: Any) -> list[str]:
    return [d.id for d in book.defs.values() if "behind_the_camera" in d.keywords for _ in range(d.box)]


def determinize(rules: Any, view: dict[str, Any], rng: Rng) -> State:
    """A full state that agrees with `view` (see the module docstring); needs `rebuildable(view)`."""
    book = rules.book
    seat = view["viewer"]
    n = view["seats"]
    rec = view["record"]
    cards: dict[str, list] = {}
    seen: list[Counter] = [Counter() for _ in range(n)]

    def see(uid: str, cid: str, owner: int) -> str:
        cards[uid] = [cid, owner]
        seen[owner][cid] += 1
        return uid

    ch: dict[str, dict[str, Any]] = {}
    for c in view["chars"]:
        see(c["uid"], c["id"], c["owner"])
        rec_c = {"ctrl": c["ctrl"], "row": c["row"], "face": c["face"], "ready": c["ready"], "w": c["wounds"],
                 "c": c["counters"], "main": c["main"], "eq": c["eq"][0] if c["eq"] else None}
        if c["eq"]:
            see(c["eq"][0], c["eq"][1], c["owner"])
        if c.get("named") is not None:
            rec_c["named"] = c["named"]
        ch[c["uid"]] = rec_c
    players = []
    for i, p in enumerate(view["players"]):
        rec_p = {"deck": [], "hand": [], "night": [], "btc": [], "xp": p["xp"], "mc": p["mc"],
                 "deck_id": p["deck_id"], "out": p["out"], "facility_mc": rec["facility_mc"][i],
                 "mull": p["mulliganed"]}
        for zone in ("ko", "gone", "facility"):
            rec_p[zone] = [see(u, cid, i) for u, cid in p[zone]]
        rec_p["aside"] = see(p["aside"][0], p["aside"][1], i) if p["aside"] else None
        rec_p["res"] = [[r["uid"], r["up"]] for r in p["res"]]
        for r in p["res"]:
            if r["id"] is not None:
                see(r["uid"], r["id"], i)
        if i == seat:
            rec_p["hand"] = [see(u, cid, i) for u, cid in p["hand"]]
        players.append(rec_p)
    limbo = [see(u, cid, _owner_guess(view, u)) for u, cid in view["limbo"]]
    shown = list(cards) + [r["uid"] for p in view["players"] for r in p["res"]]
    biggest = max((int(u[1:]) for u in shown if u[1:].isdigit()), default=0)
    btc_all = _btc_list(book)
    for i, p in enumerate(view["players"]):
        pool = _deck_list(book, p)
        left = Counter(pool) - seen[i]
        pool = [cid for cid, k in sorted(left.items()) for _ in range(k)]
        _shuffle(pool, rng)
        rp = players[i]
        blind = [u for u, up in rp["res"] if u not in cards]
        want = p["deck_count"] + p["night_count"] + len(blind) + (p["hand_count"] if i != seat else 0)
        like = pool or _deck_list(book, p)
        while len(pool) < want:
            pool.append(like[rng.below(len(like))])
        for u in blind:
            cards[u] = [pool.pop(), i]
        if i != seat:
            rp["hand"] = [_made(cards, f"z{i}h{k}", pool.pop(), i) for k in range(p["hand_count"])]
        rp["night"] = [_made(cards, f"z{i}n{k}", pool.pop(), i) for k in range(p["night_count"])]
        rp["deck"] = [_made(cards, f"z{i}d{k}", pool.pop(), i) for k in range(p["deck_count"])]
        if p["btc_count"]:
            bpool = list((Counter(btc_all) - seen[i]).elements()) or btc_all
            _shuffle(bpool, rng)
            rp["btc"] = [_made(cards, f"z{i}b{k}", bpool[k % len(bpool)], i) for k in range(p["btc_count"])]
    d = view["pending"]
    s: State = {"game": view["game"], "seats": n, "seed": 0, "rng": 1, "result": None,
                "pending": dict(d, options=[dict(o) for o in d["options"]]),
                "opts": dict(rec["opts"]), "team": list(rec["team"]), "side": list(rec["side"]),
                "cards": cards, "nu": biggest + 1000, "ch": ch, "players": players,
                "combat": copy.deepcopy(rec["combat"]), "fx": copy.deepcopy(rec["fx"]),
                "stack": copy.deepcopy(rec["stack"]), "tq": [], "limbo": limbo, "lost_main": list(rec["lost_main"]),
                "hist": copy.deepcopy(rec["hist"]), "quiet": rec["quiet"], "mcw": rec["mcw"], "first": rec["first"],
                "first_draw": dict(rec["first_draw"]), "turn": copy.deepcopy(rec["turn"])}
    if rec["names"]:
        s["names"] = list(rec["names"])
    return s


def _made(cards: dict[str, list], uid: str, cid: str, owner: int) -> str:
    cards[uid] = [cid, owner]
    return uid


def _owner_guess(view: dict[str, Any], uid: str) -> int:
    """A card resolving belongs to the player whose turn it is, as far as the table shows."""
    return view["turn"]["seat"]


def permute_hidden(state: State, seat: int, rng: Rng) -> None:
    """Re-deal, in place, everything `seat` cannot see (see the module docstring): which card lies
    behind each hidden uid changes, the uids the seat sees stay where they are."""
    cards = state["cards"]
    for i, p in enumerate(state["players"]):
        hidden = list(p["deck"]) + list(p["btc"])
        if i != seat:
            hidden += p["hand"] + p["night"] + [u for u, up in p["res"] if not up]
        for group in (hidden[:len(p["deck"])] + hidden[len(p["deck"]) + len(p["btc"]):], p["btc"]):
            ids = [cards[u][0] for u in group]
            _shuffle(ids, rng)
            for u, cid in zip(group, ids):
                cards[u] = [cid, cards[u][1]]
    state["rng"] = 1 + rng.below(2**62)
