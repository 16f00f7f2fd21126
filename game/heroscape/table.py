"""The table: a game state read together with its content and board.

`Table(rules, state)` answers the questions every rule asks: where a figure stands,
whose side it is on, its numbers and powers, who is adjacent to whom (with the
rulebook's height exception), who is engaged, whether one figure sees another.
It never changes the state.

Figure records in ``state["figures"][fid]``::

    {"card": "iron_man", "owner": 0, "space": "3,4" | None, "wounds": 0,
     "status": "reserve" | "board" | "destroyed" | "exited" | "unfielded",
     "carrying": [glyph ids], "collected": [{"card": id, "from_turn": n}]}
"""

from __future__ import annotations

from typing import Any, Iterator

from .board import Board, Space
from .content import Figure
from .sight import Blocker, Sight, Sighting

WALL = "wall"


class Table:
    """A read-only view of one state with its board, cards and scenario."""

    # A game makes some 500 tables: their attributes are slots (no instance dict to make), and
    # those only a still table keeps are set only on one (every use asks `still` first).
    __slots__ = ("still", "_board_figs", "_sides", "_engaged", "_seen", "_foes", "around", "rules", "s", "board",
                 "sight", "scenario", "basic", "_occ", "_powers", "_power_of", "_blockers", "_auras")

    def __init__(self, rules: Any, s: dict[str, Any], still: bool = False) -> None:
        """`still`: nothing changes the state while this table is asked (building a decision's
        options, a bench), so it may also keep who is on the battlefield, each figure's side,
        who is engaged with whom and what sees what."""
        self.still = still
        if still:
            self._board_figs: list[str] | None = None
            self._sides: dict[str, int] = {}
            self._engaged: dict[str, list[str]] = {}
            self._seen: dict[tuple, Sighting] = {}
            self._foes: dict[int, list[str]] = {}
            #: What a move search works out about the other figures, the same for every figure
            #: of one side and height (movement._context and _ground fill it): a still table's.
            self.around: dict[tuple, Any] = {}
        self.rules = rules
        self.s = s
        m = s["map"]  # (the rules' kept board and sight read directly: a game makes some 580 tables)
        self.board: Board = rules._boards.get(m) or rules.board(m)
        self.sight: Sight = rules._sights.get(m) or rules.sight(m)
        self.scenario = rules.scenarios[s["scenario"]]
        self.basic = s["mode"] == "basic"
        self._occ: dict[str, str] | None = None
        self._powers: dict[tuple[str, int], list[Any]] = {}
        self._power_of: dict[tuple[str, str, int], Any] | None = None
        self._blockers: dict[str, Blocker] | None = None
        self._auras: list[tuple[str, Any]] | None = None

    # -- figures -------------------------------------------------------------------
    def fig(self, fid: str) -> dict[str, Any]:
        """The state record of a figure."""
        return self.s["figures"][fid]

    def card(self, fid: str) -> Figure:
        """The army card of a figure."""
        return self.rules.cards[self.s["figures"][fid]["card"]]

    def name(self, fid: str) -> str:
        """How the log names a figure (or the wall)."""
        if fid == WALL:
            return "the Breakable Wall Section"
        return self.rules.cards[self.s["figures"][fid]["card"]].name

    def where(self, key: str) -> str:
        """How a player finds a space on the battlefield ("C7", "D5 upper")."""
        return self.board.label(key)

    def height(self, fid: str) -> int:
        """The figure's height in levels."""
        return self.rules.cards[self.s["figures"][fid]["card"]].height

    def stat(self, fid: str, what: str) -> int:
        """Move, range, attack, defense (and life in the Master Game) from the side in use."""
        c = self.rules.cards[self.s["figures"][fid]["card"]]
        if self.basic:
            return 1 if what == "life" else getattr(c.basic, what)
        return getattr(c.master, what)

    def life_left(self, fid: str) -> int:
        """Wounds the figure can still take."""
        return self.stat(fid, "life") - self.fig(fid)["wounds"]

    def on_board(self) -> list[str]:
        """Every figure on the battlefield, in a stable order."""
        if self.still:
            if self._board_figs is None:
                self._board_figs = [f for f, r in self.s["figures"].items() if r["status"] == "board"]
            return list(self._board_figs)
        return [f for f, r in self.s["figures"].items() if r["status"] == "board"]

    def army(self, seat: int, status: str | None = "board") -> list[str]:
        """A seat's figures (those with `status`, or all)."""
        return [f for f, r in self.s["figures"].items()
                if r["owner"] == seat and (status is None or r["status"] == status)]

    def occupants(self) -> dict[str, str]:
        """Space key -> figure standing there."""
        if self._occ is None:
            self._occ = {r["space"]: f for f, r in self.s["figures"].items() if r["status"] == "board"}
        return self._occ

    def forget(self) -> None:
        """Drop cached lookups after the state changed."""
        self._occ = None
        self._powers.clear()
        self._power_of = None
        self._blockers = None
        self._auras = None
        if self.still:
            self._board_figs = None
            self._sides.clear()
            self._foes.clear()
            self._engaged.clear()
            self._seen.clear()
            self.around.clear()

    def space_of(self, fid: str) -> Space:
        """The space a figure stands on."""
        board = self.board
        return board.spaces[board.by_key[self.s["figures"][fid]["space"]]]

    def base(self, fid: str) -> int:
        """The elevation of the figure's base."""
        return self.space_of(fid).elevation

    # -- sides ---------------------------------------------------------------------
    def side(self, fid: str) -> int:
        """The seat controlling a figure now (Mind Exchange hands one over for a turn)."""
        if self.still:
            got = self._sides.get(fid)
            if got is None:
                turn = self.s.get("turn")
                got = self._sides[fid] = (turn["seat"] if turn and turn.get("controlled") == fid
                                          else self.s["figures"][fid]["owner"])
            return got
        turn = self.s.get("turn")
        if turn and turn.get("controlled") == fid:
            return turn["seat"]
        return self.s["figures"][fid]["owner"]

    def enemies_of(self, fid: str) -> list[str]:
        """Figures on the battlefield on the other side."""
        me = self.side(fid)
        if self.still:  # (kept per side: the act decision's searches and attacks all ask)
            got = self._foes.get(me)
            if got is None:
                turn = self.s.get("turn")
                if turn and turn.get("controlled") is not None:
                    got = [f for f in self.on_board() if self.side(f) != me]
                else:  # (nobody's side changed hands: each figure is its owner's)
                    figs = self.s["figures"]
                    got = [f for f in self.on_board() if figs[f]["owner"] != me]
                self._foes[me] = got
            return list(got)
        return [f for f in self.on_board() if self.side(f) != me]

    def friends_of(self, fid: str) -> list[str]:
        """Other figures on the battlefield on the same side."""
        me = self.side(fid)
        return [f for f in self.on_board() if f != fid and self.side(f) == me]

    # -- powers ----------------------------------------------------------------------
    def powers(self, fid: str) -> Iterator[Any]:
        """The special powers a figure may use now: its own and those collected with an
        amulet (from its next turn), minus those the scenario switches off."""
        key = (fid, self.s.get("turn_count", 0))
        got = self._powers.get(key)
        if got is None:
            shared = getattr(self.rules, "card_powers", None)
            if shared is None or self.s["figures"][fid].get("collected"):
                got = list(self._find_powers(fid))
            else:  # a card's own powers in this scenario: the same at every table, so kept by the rules
                own = (self.s["figures"][fid]["card"], self.scenario.id, self.basic)
                got = shared.get(own)
                if got is None:
                    got = shared[own] = list(self._find_powers(fid))
            self._powers[key] = got
        return iter(got)

    def _find_powers(self, fid: str) -> Iterator[Any]:
        if self.basic:
            return
        off = self.scenario.powers_off()
        seen: set[str] = set()
        cards = [self.fig(fid)["card"]]
        now = self.s.get("turn_count", 0)
        cards += [c["card"] for c in self.fig(fid).get("collected", []) if c["from_turn"] <= now]
        for cid in cards:
            for p in self.rules.cards[cid].powers:
                if p.id in off or p.id in seen:
                    continue
                seen.add(p.id)
                yield p

    def power(self, fid: str, effect: str) -> Any:
        """The first power with this effect, or None."""
        rec = self.s["figures"][fid]
        if not rec.get("collected"):  # a card's own powers in this scenario: kept by the rules (below)
            try:  # (getattr(self.rules, "card_power_of", None), without the call: asked very often)
                shared = self.rules.card_power_of
            except AttributeError:
                shared = None
            if shared is not None:
                got = shared.get((rec["card"], self.scenario.id, self.basic, effect), self)
                if got is not self:
                    return got
        key = (fid, effect, self.s.get("turn_count", 0))
        kept = self._power_of
        if kept is None:  # (made when first needed: most tables never need it)
            kept = self._power_of = {}
        got = kept.get(key, self)
        if got is self:  # asked again and again (auras, rage, extra attacks): looked up once a table
            shared = getattr(self.rules, "card_power_of", None)
            rec = self.s["figures"][fid]
            if shared is None or rec.get("collected"):
                got = next((p for p in self.powers(fid) if p.effect == effect), None)
            else:  # a card's own powers in this scenario (see powers): kept by the rules
                own = (rec["card"], self.scenario.id, self.basic, effect)
                got = shared.get(own, self)
                if got is self:
                    got = shared[own] = next((p for p in self.powers(fid) if p.effect == effect), None)
            kept[key] = got
        return got

    def auras(self) -> list[tuple[str, Any]]:
        """(figure, its aura power) for each figure on the battlefield with one, in on_board
        order: every attack's dice ask it (a still table looks once)."""
        got = self._auras
        if got is None:
            got = []
            shared = getattr(self.rules, "card_power_of", None) or {}
            sc, basic, figs = self.scenario.id, self.basic, self.s["figures"]
            for f in self.on_board():
                rec = figs[f]  # (a card's own aura, as power keeps it, read without asking power)
                p = self if rec.get("collected") else shared.get((rec["card"], sc, basic, "aura"), self)
                if p is self:
                    p = self.power(f, "aura")
                if p is not None:
                    got.append((f, p))
            if self.still:
                self._auras = got
        return got

    def power_by_id(self, fid: str, pid: str) -> Any:
        """A power by its id, or None."""
        return next((p for p in self.powers(fid) if p.id == pid), None)

    def super_strength(self, fid: str) -> bool:
        """Whether the card shows the Super Strength symbol."""
        return self.card(fid).super_strength and not self.basic

    # -- adjacency and engagement ----------------------------------------------------
    def spaces_adjacent(self, a: Space, ha: int, b: Space, hb: int) -> bool:
        """Neighbouring hexes, no wall between, and neither base at least the other figure's
        height above it (rulebook: Adjacent Exception)."""
        if abs(a.q - b.q) + abs(a.r - b.r) + abs(a.q + a.r - b.q - b.r) != 2:
            return False
        if self.board.separated((a.q, a.r), (b.q, b.r)):
            return False
        if a.elevation >= b.elevation:
            return a.elevation - b.elevation < hb
        return b.elevation - a.elevation < ha

    def adjacent(self, f1: str, f2: str) -> bool:
        """Whether two figures on the battlefield are adjacent."""
        return self.spaces_adjacent(self.space_of(f1), self.height(f1), self.space_of(f2), self.height(f2))

    def engaged_with(self, fid: str, space: Space | None = None) -> list[str]:
        """Enemy figures adjacent to `fid` (standing on `space`, default its own)."""
        if self.still and space is None:
            got = self._engaged.get(fid)
            if got is None:
                got = self._engaged[fid] = self._engaged_with(fid, None)
            return list(got)
        return self._engaged_with(fid, space)

    def _engaged_with(self, fid: str, space: Space | None) -> list[str]:
        sp = space or self.space_of(fid)
        h = self.height(fid)
        me = self.side(fid)
        out = []
        figs, board, cards = self.s["figures"], self.board, self.rules.cards
        for f in self.on_board():
            if f == fid or self.side(f) == me:
                continue
            o = board.spaces[board.by_key[figs[f]["space"]]]
            # (spaces_adjacent's first test, asked here: most enemies are not next to him)
            if abs(sp.q - o.q) + abs(sp.r - o.r) + abs(sp.q + sp.r - o.q - o.r) == 2 and \
                    self.spaces_adjacent(sp, h, o, cards[figs[f]["card"]].height):
                out.append(f)
        return out

    # -- the breakable wall ------------------------------------------------------------
    def wall_present(self) -> bool:
        """Whether the Breakable Wall Section stands."""
        return bool(self.s["wall"]["present"])

    def wall_spaces(self) -> list[Space]:
        """The spaces beneath the breakable wall."""
        return list(self.board.wall_ground())

    def space_blocked(self, sp: Space) -> str | None:
        """Why nobody may stand on a space (ruin wall, intact wall section), or None."""
        if sp.blocked_by == "ruin":
            return "the ruin wall stands there"
        if sp.blocked_by == "breakable_wall" and self.wall_present():
            return "the Breakable Wall Section stands there"
        if sp.upper and self.basic:
            return "the upper floor is not used in the Basic Game"
        return None

    # -- sight -------------------------------------------------------------------------
    def blockers(self, *skip: str) -> list[Blocker]:
        """The figures that can block a sight line, except `skip`."""
        every = self.every_blocker()
        out = list(every.values())  # (every figure's, then those skipped taken out: no loop in Python;
        for f in skip:                # no two figures stand on one space, so no two Blockers are equal)
            b = every.get(f)
            if b is not None:
                try:
                    out.remove(b)
                except ValueError:  # (skipped twice)
                    pass
        return out

    def every_blocker(self) -> dict[str, Blocker]:
        """Each figure on the battlefield -> the Blocker it is to sight lines (do not change it)."""
        every = self._blockers
        if every is None:  # one per figure; a still table makes them once (forget() drops them)
            every = {}
            if self.still:
                self._blockers = every
            kept = self.sight.blocker_of  # (card, space) -> its Blocker: the same at every table
            figs = self.s["figures"]
            for f in self.on_board():
                r = figs[f]
                b = kept.get((r["card"], r["space"]))
                if b is None:
                    sp = self.board.space(r["space"])
                    x, y = self.board.centre(sp.q, sp.r)
                    b = kept[(r["card"], r["space"])] = Blocker(self.name(f), x, y, float(sp.elevation),
                                                                float(sp.elevation + self.height(f)))
                every[f] = b
        return every

    def sees(self, looker: str, target: str, *, any_part: bool = False, want_reason: bool = False,
             from_key: str | None = None) -> Sighting:
        """Line of sight from the looker's Target Point to the target's Hit Zone (any part of
        its body with `any_part`, and always in the Basic Game)."""
        if self.still:
            key = (looker, target, any_part, want_reason, from_key)
            got = self._seen.get(key)
            if got is None:
                got = self._seen[key] = self._sees(looker, target, any_part, want_reason, from_key)
            return got
        return self._sees(looker, target, any_part, want_reason, from_key)

    def _sees(self, looker: str, target: str, any_part: bool, want_reason: bool, from_key: str | None) -> Sighting:
        figs, cards = self.s["figures"], self.rules.cards
        rec = figs[looker]
        eye = cards[rec["card"]].target_point
        src = from_key or rec["space"]
        if target == WALL:
            best = Sighting(False, "the wall cannot be seen")
            for sp in self.wall_spaces():
                lo, hi = self.board.breakable[(sp.q, sp.r)]
                got = self.sight.look(src, eye, sp.key, 0.5, hi - lo - 0.5, self.blockers(looker),
                                      True, want_reason, target_is_wall=True)
                if got.clear:
                    return got
                best = got
            return best
        rec = figs[target]
        tc = cards[rec["card"]]
        if any_part or self.basic:
            lo, hi = 0.25, tc.height - 0.25
        else:
            lo, hi = tc.hit_zone
        # (every figure's Blocker, the two looking and looked at left out by the look itself: most
        # figures stand too far from a line to be tested at all, and a list less two cost more)
        every = self.every_blocker()
        return self.sight.look(src, eye, rec["space"], lo, hi, every.values(), self.wall_present(), want_reason,
                               skip=(every.get(looker), every.get(target)))

    def distance(self, a: Space, b: Space) -> int:
        """Range between two spaces, counted along the battlefield."""
        return self.board.hex_distance((a.q, a.r), (b.q, b.r))

    def wall_distance(self, sp: Space) -> int:
        """Range to the nearest space beneath the breakable wall."""
        return self.board.wall_distance((sp.q, sp.r))
