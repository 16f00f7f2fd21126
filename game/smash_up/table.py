"""The table: where every card is, and the rulebook's verbs on zones.

State layout (all JSON-native):

- ``cards``: uid -> [definition id, owner seat] for every card instance;
- ``players[i]``: deck (top is the end of the list), hand, discard, vp, factions;
- ``bases``: active bases in slot order, each ``{uid, id, chars, mods}``; a
  character is ``{uid, ctrl, mods}``, a modifier ``{uid, ctrl}``;
- ``base_deck`` / ``base_discard``: base definition ids (top = end);
- ``limbo``: actions being resolved (not in play, not yet discarded).

Cards leaving play always go to their OWNER's zones (rulebook: Control, Owner).
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core import rng

State = dict[str, Any]


def owner(s: State, uid: str) -> int:
    """The seat that owns a card."""
    return s["cards"][uid][1]


def def_id(s: State, uid: str) -> str:
    """The definition id of a card instance."""
    return s["cards"][uid][0]


def base_index(s: State, buid: str) -> int:
    """Slot of an active base by its uid, or -1."""
    for i, b in enumerate(s["bases"]):
        if b["uid"] == buid:
            return i
    return -1


def base_of_uid(s: State, buid: str | None) -> dict[str, Any] | None:
    """The active base with this uid, or None (it left play)."""
    if buid is None:
        return None
    for b in s["bases"]:
        if b["uid"] == buid:
            return b
    return None


def locate(s: State, uid: str) -> tuple[str, dict[str, Any], dict[str, Any] | None, dict[str, Any] | None]:
    """Where a card is in play: (kind, base, character record, modifier record).

    kind is "char", "cmod", "bmod" or "" (not in play).
    """
    for b in s["bases"]:
        for ch in b["chars"]:
            if ch["uid"] == uid:
                return "char", b, ch, None
            for m in ch["mods"]:
                if m["uid"] == uid:
                    return "cmod", b, ch, m
        for m in b["mods"]:
            if m["uid"] == uid:
                return "bmod", b, None, m
    return "", {}, None, None


def in_play(s: State, uid: str) -> bool:
    """Whether a card is in play (on an active base)."""
    return locate(s, uid)[0] != ""


def controller(s: State, uid: str) -> int | None:
    """Controller of a card in play, else None."""
    kind, _b, ch, m = locate(s, uid)
    if kind == "char":
        return ch["ctrl"]  # type: ignore[index]
    if kind:
        return m["ctrl"]  # type: ignore[index]
    return None


def all_chars(s: State):
    """(base, character record) for every character in play."""
    for b in s["bases"]:
        for ch in b["chars"]:
            yield b, ch


def take_out(s: State, uid: str) -> tuple[str, dict[str, Any], dict[str, Any] | None]:
    """Remove a card from play; its attachments go to their owners' discard piles.

    Returns (kind, base, record). The card itself goes nowhere yet: the caller
    puts it in the right zone.
    """
    kind, b, ch, m = locate(s, uid)
    if kind:  # a card leaving play forgets what happened to it there: it comes back as a new card
        s["fx"] = [fx for fx in s["fx"] if fx.get("t") != uid]
        if uid in s["turn"]["talents"]:
            s["turn"]["talents"].remove(uid)
    if kind == "char":
        b["chars"].remove(ch)
        for mm in ch["mods"]:  # type: ignore[index]
            s["players"][owner(s, mm["uid"])]["discard"].append(mm["uid"])
        return kind, b, ch
    if kind == "cmod":
        ch["mods"].remove(m)  # type: ignore[index]
        return kind, b, m
    if kind == "bmod":
        b["mods"].remove(m)
        return kind, b, m
    return "", {}, None


def draw(s: State, seat: int, n: int, events: list, names) -> list[str]:
    """Draw up to n cards, reshuffling the discard pile when the deck runs out."""
    p = s["players"][seat]
    got: list[str] = []
    for _ in range(n):
        if not p["deck"]:
            if not p["discard"]:
                break
            reshuffle(s, seat, events)
        c = p["deck"].pop()
        p["hand"].append(c)
        got.append(c)
    if type(events) is ev.Unread:  # nobody will read it: its words are left out (G.quiet)
        if got:
            events.append("draw")
    elif got:
        events.append(ev.secret_event(
            "draw", [seat], f"{seat_name(s, seat)} draws {len(got)} card{'s' if len(got) > 1 else ''}.",
            f"You draw {', '.join(names(c) for c in got)}.", public={"seat": seat, "count": len(got)},
            open_text=f"{seat_name(s, seat)} draws {', '.join(names(c) for c in got)}.",
            private={"cards": got}))
    return got


def reshuffle(s: State, seat: int, events: list) -> None:
    """An empty deck: the discard pile is shuffled to become the new deck."""
    p = s["players"][seat]
    p["deck"] = p["discard"]
    p["discard"] = []
    rng.shuffle(s, p["deck"], events, f"{seat_name(s, seat)}'s discard pile")


def ensure_deck(s: State, seat: int, events: list) -> None:
    """Before a reveal, look or search: an empty deck is rebuilt from the discard pile."""
    p = s["players"][seat]
    if not p["deck"] and p["discard"]:
        reshuffle(s, seat, events)


def top_cards(s: State, seat: int, n: int, events: list) -> list[str]:
    """The top n cards of a deck (top first) for a look or reveal that goes on past the deck's end.

    Rulebook: whenever the deck is empty as you need a card, the discard pile is shuffled into
    a new deck and you keep going. The cards already taken stay on top of the deck list (the
    table never loses a card while the player decides); the new deck goes beneath them.
    """
    p = s["players"][seat]
    ensure_deck(s, seat, events)
    if len(p["deck"]) < n and p["discard"]:
        held = p["deck"]
        p["deck"] = []
        reshuffle(s, seat, events)
        p["deck"] += held
    k = min(n, len(p["deck"]))
    return list(reversed(p["deck"][len(p["deck"]) - k:]))


def seat_name(s: State, seat: int) -> str:
    """How the log names a seat."""
    names = s.get("names")
    if names and seat < len(names):
        return names[seat]
    return f"Player {seat + 1}"


def next_base_uid(s: State) -> str:
    """A fresh uid for a base entering play."""
    s["nb"] += 1
    return f"B{s['nb']}"


def new_base(s: State, events: list) -> dict[str, Any] | None:
    """The top of the base deck as a new active base record (reshuffling when empty)."""
    if not s["base_deck"]:
        if not s["base_discard"]:
            return None
        s["base_deck"] = s["base_discard"]
        s["base_discard"] = []
        rng.shuffle(s, s["base_deck"], events, "The base discard pile")
    bid = s["base_deck"].pop()
    return {"uid": next_base_uid(s), "id": bid, "chars": [], "mods": []}
