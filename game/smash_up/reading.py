"""The table as the computer players read it: bases, powers, hands, from a view or a state.

`Table.from_view` reads what a seat sees (the normal and easy players judge
from their view only); `Table.from_state` reads a full state (the search's
re-dealt states and rollouts, where it is quick). Both give the same picture:
each base with its current breakpoint and powers and its *lasting* ones (what
is left once "until the end of the turn" effects wear off), so a judge can
tell a boost that will score from one that will fade.
"""

from __future__ import annotations

from typing import Any

from .power import breakpoints, powers

#: Turn phases during which a ready base still scores this turn.
SCORING_AHEAD = ("start", "play", "score")


class Char:
    """A character in play as the judges see it."""

    __slots__ = ("uid", "id", "ctrl", "owner", "power", "last", "mods")

    def __init__(self, uid: str, did: str, ctrl: int, owner: int, power: int, last: int, mods: list) -> None:
        self.uid = uid
        self.id = did
        self.ctrl = ctrl
        self.owner = owner
        self.power = power
        self.last = last
        self.mods = mods  # [(uid, id, ctrl)]


class BaseT:
    """A base in play: breakpoints and each seat's power, now and lasting."""

    __slots__ = ("uid", "id", "bp", "bp_last", "vp", "chars", "mods", "tot", "tot_last", "total", "total_last",
                 "done")

    def __init__(self, uid: str, did: str, bp: int, bp_last: int, vp: list[int], chars: list[Char],
                 mods: list, seats: int, done: bool = False) -> None:
        self.uid = uid
        self.done = done  # it has scored and waits for its after-scoring abilities
        self.id = did
        self.bp = bp
        self.bp_last = bp_last
        self.vp = vp
        self.chars = chars
        self.mods = mods  # base modifiers [(uid, id, ctrl)]
        self.tot = [0] * seats
        self.tot_last = [0] * seats
        for ch in chars:
            self.tot[ch.ctrl] += ch.power
            self.tot_last[ch.ctrl] += ch.last
        self.total = sum(self.tot)
        self.total_last = sum(self.tot_last)

    def present(self, seat: int) -> bool:
        """Whether `seat` has a character here."""
        return any(ch.ctrl == seat for ch in self.chars)


class Table:
    """What one seat knows of the table (see the module docstring)."""

    __slots__ = ("me", "seats", "bases", "hand", "vps", "hand_counts", "deck_counts", "discards", "turn_seat",
                 "phase", "chars_left", "acts_left", "extras", "book", "turn_n", "scoring", "_chars")

    def __init__(self) -> None:
        self._chars: dict[str, tuple[BaseT, Char]] | None = None

    # -- building ------------------------------------------------------------------------------
    @classmethod
    def from_view(cls, view: dict[str, Any], me: int, book) -> "Table":
        t = cls()
        t.book = book
        t.me = me
        n = t.seats = view["seats"]
        eot_pow, eot_bp = _eot(view["effects"])
        t.bases = []
        for b in view["bases"]:
            chars = [Char(ch["uid"], ch["id"], ch["ctrl"], ch["owner"], ch["power"],
                          max(0, ch["power"] - eot_pow.get(ch["uid"], 0)),
                          [(m["uid"], m["id"], m["ctrl"]) for m in ch["mods"]]) for ch in b["chars"]]
            bp = b["breakpoint"]
            t.bases.append(BaseT(b["uid"], b["id"], bp, max(0, bp - eot_bp.get(b["uid"], 0)), b["vp"], chars,
                                 [(m["uid"], m["id"], m["ctrl"]) for m in b["mods"]], n, b.get("scored") is not None))
        t.scoring = view.get("scoring")
        ps = view["players"]
        t.hand = [(c["uid"], c["id"]) for c in ps[me].get("hand", [])]
        t.vps = [p["vp"] for p in ps]
        t.hand_counts = [p["hand_count"] for p in ps]
        t.deck_counts = [p["deck_count"] for p in ps]
        t.discards = [[c["id"] for c in p["discard"] if c["owner"] == i] for i, p in enumerate(ps)]
        tv = view["turn"]
        t.turn_seat, t.turn_n, t.phase = tv["seat"], tv["number"], tv["phase"]
        t.chars_left, t.acts_left, t.extras = tv["characters_left"], tv["actions_left"], tv["extras"]
        return t

    @classmethod
    def from_state(cls, s: dict[str, Any], me: int, book) -> "Table":
        t = cls()
        t.book = book
        t.me = me
        n = t.seats = s["seats"]
        bps = breakpoints(s, book)
        pw = powers(s, book, bps)
        eot_pow, eot_bp = _eot(s["fx"])
        cards = s["cards"]
        defs = book.defs
        t.bases = []
        t.scoring = s["scoring"]
        ls = s.get("last_score") or {}
        scored = ls.get("base") if "vp" in ls and ls.get("base") == t.scoring else None
        for b in s["bases"]:
            chars = []
            for ch in b["chars"]:
                u = ch["uid"]
                p = pw[u]
                chars.append(Char(u, cards[u][0], ch["ctrl"], cards[u][1], p, max(0, p - eot_pow.get(u, 0)) if eot_pow
                                  else p, [(m["uid"], cards[m["uid"]][0], m["ctrl"]) for m in ch["mods"]]))
            bp = bps[b["uid"]]
            t.bases.append(BaseT(b["uid"], b["id"], bp, max(0, bp - eot_bp.get(b["uid"], 0)) if eot_bp else bp,
                                 defs[b["id"]].vp, chars, [(m["uid"], cards[m["uid"]][0], m["ctrl"]) for m in b["mods"]],
                                 n, b["uid"] == scored))
        ps = s["players"]
        t.hand = [(u, cards[u][0]) for u in ps[me]["hand"]]
        t.vps = [p["vp"] for p in ps]
        t.hand_counts = [len(p["hand"]) for p in ps]
        t.deck_counts = [len(p["deck"]) for p in ps]
        t.discards = [[cards[u][0] for u in p["discard"] if cards[u][1] == i] for i, p in enumerate(ps)]
        tv = s["turn"]
        t.turn_seat, t.turn_n, t.phase = tv["seat"], tv["n"], tv["phase"]
        t.chars_left, t.acts_left, t.extras = tv["chars"], tv["acts"], tv["extras"]
        return t

    # -- reading -----------------------------------------------------------------------------------
    def char(self, uid: str) -> tuple[BaseT, Char] | None:
        """(base, character) of a character in play, or None."""
        if self._chars is None:
            self._chars = {ch.uid: (b, ch) for b in self.bases for ch in b.chars}
        return self._chars.get(uid)

    def base(self, uid: str | None) -> BaseT | None:
        for b in self.bases:
            if b.uid == uid:
                return b
        return None

    def mod(self, uid: str) -> tuple[BaseT, Char | None, tuple] | None:
        """(base, host character or None, (uid, id, ctrl)) of a modifier in play, or None."""
        for b in self.bases:
            for m in b.mods:
                if m[0] == uid:
                    return b, None, m
            for ch in b.chars:
                for m in ch.mods:
                    if m[0] == uid:
                        return b, ch, m
        return None

    def hand_id(self, uid: str) -> str | None:
        for u, did in self.hand:
            if u == uid:
                return did
        return None

    def card_id(self, uid: str) -> str:
        """The definition id of a card the seat can see (hand or in play), else ''."""
        did = self.hand_id(uid)
        if did:
            return did
        hit = self.char(uid)
        if hit:
            return hit[1].id
        m = self.mod(uid)
        return m[2][1] if m else ""

    def scoring_ahead(self) -> bool:
        """Whether a base that is ready now scores before this turn's effects wear off."""
        return self.phase in SCORING_AHEAD


def _eot(fx: list[dict[str, Any]]) -> tuple[dict[str, int], dict[str, int]]:
    """What "until the end of the turn" effects add to powers and breakpoints now."""
    pw: dict[str, int] = {}
    bp: dict[str, int] = {}
    for e in fx:
        if e["exp"] != "eot":
            continue
        if e["k"] == "pow":
            pw[e["t"]] = pw.get(e["t"], 0) + e["n"]
        elif e["k"] == "bp":
            bp[e["b"]] = bp.get(e["b"], 0) + e["n"]
    return pw, bp
