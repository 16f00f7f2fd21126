"""Re-dealing what a seat cannot see: a full state rebuilt from one seat's view.

`determinize(rules, view, rng)` writes a state that agrees with everything the
viewing seat sees (`visible_state(rules, state, seat)`) and deals the rest at
random: each player's cards that are not in sight (the factions' cards minus
those in play, in discard piles, resolving, and the seat's own hand) are
shuffled and dealt to that player's hand (others' hands) and deck; the bases not
in sight are shuffled into the base deck. Hidden cards get made-up uids, so
nothing about the real ones (not even how they were numbered) reaches the
state. The view is all it reads, so the computer players that use it never peek.

It rebuilds the task stack only where it can be read off the table: at the
current player's Play Cards decision (`rebuildable`), the stack is always the
rest of the turn (play, score, draw, end). Deeper in a card's resolution the
stack holds what the view does not show, and players judge from the view.

`permute_hidden(state, seat, rng)` is the tests' counterpart: it re-deals, in a
real state, everything `seat` cannot see (other hands and decks between each
other, every deck's order, the base deck's order, the generator state).
"""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng

from .power import powers
from .turn import fresh_turn

State = dict[str, Any]


def rebuildable(view: dict[str, Any]) -> bool:
    """Whether `determinize` can rebuild the state behind this view: the viewer's own Play Cards decision."""
    p = view.get("pending")
    return (p is not None and p.get("kind") == "play" and p.get("seat") == view.get("viewer")
            and "options" in p and view["turn"]["seat"] == p["seat"] and view["turn"]["phase"] == "play"
            and view.get("scoring") is None and not view.get("limbo"))


def _shuffle(items: list, rng: Rng) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def _card_pool(book, factions: list[str]) -> list[str]:
    """Definition ids of every card in a player's two factions (copies repeated)."""
    out: list[str] = []
    for f in factions:
        for d in book.faction_cards.get(f, []):
            out += [d.id] * d.copies
    return out


def _take(pool: list[str], did: str) -> None:
    if did in pool:
        pool.remove(did)


def determinize(rules, view: dict[str, Any], rng: Rng) -> State:
    """A full state that agrees with `view` (see the module docstring); needs `rebuildable(view)`."""
    book = rules.book
    seat = view["viewer"]
    n = view["seats"]
    cards: dict[str, list] = {}
    players = [{"deck": [], "hand": [], "discard": [], "vp": p["vp"], "factions": list(p["factions"])}
               for p in view["players"]]
    pools = [_card_pool(book, p["factions"]) for p in view["players"]]

    def seen(c: dict[str, Any]) -> str:
        cards[c["uid"]] = [c["id"], c["owner"]]
        if 0 <= c["owner"] < n:
            _take(pools[c["owner"]], c["id"])
        return c["uid"]

    bases = []
    talents: list[str] = []
    biggest = 0
    for b in view["bases"]:
        chars = []
        for ch in b["chars"]:
            chars.append({"uid": seen(ch), "ctrl": ch["ctrl"],
                          "mods": [{"uid": seen(m), "ctrl": m["ctrl"]} for m in ch["mods"]]})
            if ch.get("talent_used"):
                talents.append(ch["uid"])
        bases.append({"uid": b["uid"], "id": b["id"], "chars": chars,
                      "mods": [{"uid": seen(m), "ctrl": m["ctrl"]} for m in b["mods"]]})
        biggest = max(biggest, int(b["uid"][1:]) if b["uid"][1:].isdigit() else 0)
    for i, p in enumerate(view["players"]):
        players[i]["discard"] = [seen(c) for c in p["discard"]]
        if i == seat:
            players[i]["hand"] = [seen(c) for c in p["hand"]]
    limbo = [seen(c) for c in view.get("limbo", [])]
    for i, p in enumerate(view["players"]):
        pool = pools[i]
        _shuffle(pool, rng)
        hidden = p["deck_count"] + (0 if i == seat else p["hand_count"])
        if len(pool) < hidden:  # more hidden cards than the factions account for: guess alike ones
            like = pool or [cards[c][0] for c in cards if cards[c][1] == i] or _card_pool(book, p["factions"]) \
                or [d.id for d in book.defs.values() if not d.is_base][:1]
            pool += [like[rng.below(len(like))] for _ in range(hidden - len(pool))]
        uids = []
        for k, did in enumerate(pool[:hidden]):
            uid = f"z{i}n{k}"
            cards[uid] = [did, i]
            uids.append(uid)
        if i != seat:
            players[i]["hand"] = uids[:p["hand_count"]]
            uids = uids[p["hand_count"]:]
        players[i]["deck"] = uids
    base_pool = list(book.base_ids)
    for bid in [b["id"] for b in view["bases"]] + list(view["base_discard"]):
        _take(base_pool, bid)
    _shuffle(base_pool, rng)
    t = view["turn"]
    turn = fresh_turn(t["seat"], t["number"], n)
    turn.update(phase=t["phase"], chars=t["characters_left"], acts=t["actions_left"],
                extras=[dict(al) for al in t["extras"]], talents=talents)
    s: State = {"game": view["game"], "seats": n, "seed": 0, "rng": 1 + rng.below(2**62),
                "pending": _copy_decision(view["pending"]), "result": None,
                "names": [p["name"] for p in view["players"]],
                "opts": {"privacy": view.get("response_privacy", "strict")}, "cards": cards, "nb": biggest,
                "fx": [dict(fx) for fx in view["effects"]],
                "stack": [{"op": "end_turn"}, {"op": "draw_phase"}, {"op": "score_phase"},
                          {"op": "play_phase", "started": True}],
                "tq": [], "limbo": limbo, "scoring": None, "last_score": None, "players": players,
                "bases": bases, "base_deck": base_pool[:view["base_deck_count"]],
                "base_discard": list(view["base_discard"]), "turn": turn}
    _talents_of_modifiers(book, s, view["pending"])
    _match_powers(rules, s, view)
    return s


def _copy_decision(d: dict[str, Any]) -> dict[str, Any]:
    out = dict(d)
    out["options"] = [dict(o, data=dict(o["data"])) if "data" in o else dict(o) for o in d["options"]]
    return out


def _talents_of_modifiers(book, s: State, pending: dict[str, Any]) -> None:
    """A modifier's Talent not offered now (and not waiting on a condition) has been used this turn."""
    offered = {o["data"]["card"] for o in pending["options"] if o["id"].startswith("t:")}
    me = pending["seat"]
    for b in s["bases"]:
        mods = list(b["mods"]) + [m for ch in b["chars"] for m in ch["mods"]]
        for m in mods:
            d = book.defs[s["cards"][m["uid"]][0]]
            if m["ctrl"] == me and d.talents and m["uid"] not in offered \
                    and not any(ab.get("cond") for ab in d.talents):
                s["turn"]["talents"].append(m["uid"])


def _match_powers(rules, s: State, view: dict[str, Any]) -> None:
    """This turn's counts the view shows only through powers (two actions played; a character of
    yours destroyed at a base): set them so the powers agree with the view."""
    want = {ch["uid"]: ch["power"] for b in view["bases"] for ch in b["chars"]}
    if powers(s, rules.book) == want:
        return
    me = s["turn"]["seat"]
    s["turn"]["acts_played"][me] = 2
    if powers(s, rules.book) == want:
        return
    s["turn"]["acts_played"][me] = 0
    for b in s["bases"]:
        for seat in range(s["seats"]):
            s["turn"]["destroyed"].append([seat, b["uid"]])
            if powers(s, rules.book) != want:
                s["turn"]["destroyed"].pop()
    if powers(s, rules.book) != want:
        s["turn"]["acts_played"][me] = 2


def permute_hidden(state: State, seat: int, rng: Rng) -> None:
    """Re-deal, in place, everything `seat` cannot see (see the module docstring)."""
    ps = state["players"]
    for i, p in enumerate(ps):
        if i == seat:
            _shuffle(p["deck"], rng)
            continue
        pool = p["hand"] + p["deck"]
        _shuffle(pool, rng)
        p["hand"], p["deck"] = pool[:len(p["hand"])], pool[len(p["hand"]):]
    _shuffle(state["base_deck"], rng)
    state["rng"] = 1 + rng.below(2**62)
