"""Heroscape Marvel rules on the platform contract (core.rules.GameRules).

The state (JSON-native) carries, besides the platform fields:

- ``mode`` ("basic" | "master"), ``scenario``, ``map``, ``phase`` ("setup" | "play"),
  ``round``, ``round_limit``, ``turn_count``;
- ``figures``: figure id -> record (see table.py); ``armies``: figure ids per seat;
- ``markers``: per seat {"on": {"1"|"2"|"3"|"X": figure id or None}, "revealed": [...],
  "removed": [...]}; ``initiative``: {"rolls", "order"};
- ``glyphs``: glyph id -> {"space", "side", "holder"}; ``wall``: {"present", "wounds"};
- ``turn``: the turn in progress (turn.new_turn) or None; ``stack``: the rules' frames
  (flow.py).

Decisions (``pending["kind"]``: option path; ``data`` keys):

- ``pick_card``: ["card:<card>"] or "done" []; card, points, seat (drafting, pre-made armies)
- ``choose_army``: ["army:<0|1>"]; army (A Very Mad Genius)
- ``place`` / ``revive_place`` / ``place_agent``: ["hex:<space>"]; figure, to (zone)
- ``marker``: ["marker:<1|2|3|X>", "card:<figure>"]; marker, card (secret: other seats see
  only the public prompt)
- ``choose_card`` (Basic Game): ["card:<figure>"]; or attack at once from where the figure
  stands: ["target:<enemy>"] (["target:<enemy>", "fig:<figure>"] when several could)
- ``act``: see turn.py (moves, attacks, special attacks, Dust-of-Death, passing the
  Sleeping Agent, "end"); the decision names the acting ``figure``
- ``hyper``, ``evade_move``: moves as in ``act``, or "no" []
- ``defend_order``: ["target:<figure>"]
- ``manipulate``: ["fig:<figure>"] or "no"; ``mind_exchange``: ["fig:<doom>",
  "power:mind_exchange", "target:<figure>"] or "no"; ``handoff``: ["fig:<carrier>",
  "pass:<figure>"] or "no"

Options (``setup["options"]``): ``mode`` (basic/master, default the scenario's),
``army`` (draft/premade/preset, among those the scenario allows), ``army0``/``army1``
(comma lists of card ids for pre-made armies), ``combined_sets`` (both armies may hold
the same unique card), ``round_limit`` (an optional time limit, decided by points).
"""

from __future__ import annotations

import copy
from typing import Any, Sequence

from game.core import hexgrid
from game.core.errors import IllegalChoice
from game.core.rules import GameRules, base_state

from . import flow, interrupts, movement, revival, rounds, setup  # noqa: F401 - they register their steps
from .board import Board, build_board
from .briefing import briefing
from .scenario_rules import scores
from .sight import Sight
from .table import WALL, Table
from .turn import targets_in_reach

DEFAULT_SCENARIO = "theft_at_stark"
GLYPH_ROLES = {"sleeping_agent": "Sleeping Agent", "device": "Device", "amulets": "Amulet"}


class HeroscapeRules(GameRules):
    """Heroscape Marvel: The Conflict Begins, Basic and Master Game."""

    game_id = "heroscape"
    title = "Heroscape Marvel"
    min_seats = 2
    max_seats = 2
    hidden_information = True
    decision_cap = 4000

    def __init__(self, content: Any, maps: dict[str, Any] | None = None) -> None:
        self.cards = {c.id: c for c in content.all("figures")}
        self.scenarios = {s.id: s for s in sorted(content.all("scenarios"), key=lambda x: x.order)}
        self.destructibles = {d.id: d for d in content.all("destructibles")}
        self.glyphs = {g.id: g for g in content.all("glyphs")}
        self.maps = dict(maps if maps is not None else content.maps)
        self._boards: dict[str, Board] = {}
        self._sights: dict[str, Sight] = {}
        #: (card, scenario, Basic Game) -> the card's powers in use there (Table.powers fills it).
        self.card_powers: dict[tuple[str, str, bool], list[Any]] = {}
        #: (card, scenario, Basic Game, effect) -> the card's first power with that effect there, or
        #: None (Table.power fills it).
        self.card_power_of: dict[tuple[str, str, bool, str], Any] = {}

    # -- shared lookups ----------------------------------------------------------------------
    def board(self, name: str) -> Board:
        """The rules' board of a battlefield (built once)."""
        b = self._boards.get(name)
        if b is None:
            b = build_board(self.maps[name])
            self._boards[name] = b
        return b

    def sight(self, name: str) -> Sight:
        """The line-of-sight engine of a battlefield, with its caches."""
        sg = self._sights.get(name)
        if sg is None:
            sg = Sight(self.board(name))
            self._sights[name] = sg
        return sg

    def glyph_name(self, s: dict, gid: str) -> str:
        """A glyph's name, with the part the scenario gives it ("the Device")."""
        base = self.glyphs[gid].name if gid in self.glyphs else gid
        for r in self.scenarios[s["scenario"]].special_rules:
            if r.rule in GLYPH_ROLES and (r.glyph == gid or r.rule == "amulets"):
                return f"{GLYPH_ROLES[r.rule]} ({base})"
        return base

    def seat_name(self, state: dict | None, seat: int) -> str:
        if state and state.get("names") and seat < len(state["names"]):
            return str(state["names"][seat])
        return f"Player {seat + 1}"

    def progress(self, state: dict) -> str:
        if state.get("phase") == "setup":
            return "Placing armies"
        limit = state.get("round_limit")
        return f"Round {state['round']}" + (f" of {limit}" if limit else "")

    # -- the contract --------------------------------------------------------------------------
    def new_game(self, setup_: dict, events: list) -> dict:
        sid = setup_.get("scenario") or DEFAULT_SCENARIO
        if sid not in self.scenarios:
            raise IllegalChoice(f"There is no scenario {sid!r}; scenarios: {', '.join(self.scenarios)}.")
        sc = self.scenarios[sid]
        opts = dict(setup_.get("options") or {})
        mode = str(opts.get("mode") or sc.mode)
        if mode not in ("basic", "master"):
            raise IllegalChoice(f"Mode must be basic or master, not {mode!r}.")
        if mode == "basic" and sc.mode == "master":  # its rounds, glyphs and powers need the Master Game
            raise IllegalChoice(f"{sc.title} is a Master Game scenario: it is played with the Master Game rules.")
        for seat in range(2):
            named = [c.strip() for c in str(opts.get(f"army{seat}") or "").split(",") if c.strip()]
            why = setup.check_army(self, sc, seat, named) if named else None
            if why:
                raise IllegalChoice(f"{self.seat_name(None, seat)}'s army: {why}.", rule="Gather and Place Your Army")
        s = base_state(self, setup_)
        limit = opts.get("round_limit")
        s.update(mode=mode, scenario=sid, map=sc.battlefield, phase="setup", round=0,
                 round_limit=int(limit) if limit not in (None, "") else sc.round_limit, turn_count=0,
                 options=opts, figures={}, armies=[[], []], markers=[rounds.empty_markers(), rounds.empty_markers()],
                 initiative=None, glyphs={}, wall={"present": sc.wall == "present" and bool(self.board(sc.battlefield).breakable),
                                                  "wounds": 0},
                 turn=None, stack=[{"do": "setup"}], zone_of=[None, None], first=None)
        if setup_.get("names"):
            s["names"] = list(setup_["names"])
        setup.place_glyphs(self, s, events)
        flow.run(self, s, events)
        return s

    def resolve(self, state: dict, seat: int, picks: list, events: list) -> None:
        kind = state["pending"]["kind"]
        state["pending"] = None
        flow.ANSWERS[kind](self, state, state["stack"][-1], picks, events)
        flow.run(self, state, events)

    def view(self, state: dict, seat: int | None) -> dict[str, Any]:
        s = state
        out = {k: copy.deepcopy(s.get(k)) for k in ("mode", "scenario", "map", "phase", "round", "round_limit",
                                                    "turn_count", "figures", "armies", "wall", "turn", "initiative",
                                                    "zone_of", "first", "options")}
        out["glyphs"] = {}
        hidden = 0
        for gid, g in s["glyphs"].items():
            if g["side"] == "symbol" and seat is not None:
                hidden += 1
                out["glyphs"][f"unknown_{hidden}"] = {"space": g["space"], "side": "symbol", "holder": g["holder"],
                                                      "name": "Glyph (symbol side up)"}
            else:
                out["glyphs"][gid] = dict(g, name=self.glyph_name(s, gid))
        out["markers"] = []
        for owner, m in enumerate(s["markers"]):
            if seat is None or seat == owner:
                out["markers"].append(copy.deepcopy(m))
                continue
            face_down: dict[str, int] = {}
            for mk, f in m["on"].items():
                if f is not None and mk not in m["revealed"]:
                    face_down[f] = face_down.get(f, 0) + 1
            out["markers"].append({"face_down": face_down,
                                   "revealed": {mk: m["on"][mk] for mk in m["revealed"]},
                                   "removed": len(m["removed"])})
        out["scores"] = scores(self, s) if s["figures"] else [0, 0]
        out["briefing"] = briefing(self, s)
        return out

    def invariants(self, state: dict) -> list[str]:
        s = state
        out: list[str] = []
        if s["result"] is None and s["pending"] is None:
            out.append("no decision pending and no result")
        t = Table(self, s)
        seen: dict[str, str] = {}
        for f, r in s["figures"].items():
            if r["status"] != "board":
                if r["space"] is not None:
                    out.append(f"{f} is off the battlefield but has a space")
                continue
            if r["space"] not in t.board.by_key:
                out.append(f"{f} stands on {r['space']}, which is not a space")
                continue
            if r["space"] in seen:
                out.append(f"{f} and {seen[r['space']]} share {r['space']}")
            seen[r["space"]] = f
            if t.space_blocked(t.board.space(r["space"])):
                out.append(f"{f} stands on a blocked space {r['space']}")
            if s["mode"] == "master" and r["wounds"] >= t.stat(f, "life"):
                out.append(f"{f} has {r['wounds']} wounds but is still on the battlefield")
        for owner, m in enumerate(s["markers"]):
            for mk, f in m["on"].items():
                if f is not None and s["figures"].get(f, {}).get("owner") != owner:
                    out.append(f"order marker {mk} of seat {owner} lies on {f}, not its own card")
        for gid, g in s["glyphs"].items():
            h = g.get("holder")
            if h and (g.get("space") or gid not in s["figures"][h]["carrying"]):
                out.append(f"glyph {gid} has holder {h} but is not carried properly")
            placing = any(f["do"] == "place_agent" and f["glyph"] == gid for f in s["stack"])
            if not h and not g.get("space") and s["phase"] == "play" and not placing:
                out.append(f"glyph {gid} is nowhere")
        return out

    def explain(self, state: dict, seat: int, path: Sequence[str]) -> str | None:
        from .explain import explain
        return explain(self, state, seat, list(path))

    # -- helpers for views and players ------------------------------------------------------------
    def reach(self, state: dict, fid: str) -> dict[str, Any]:
        """Every destination of a figure with cost and route, as the view shows them."""
        t = Table(self, state)
        return {k: {"cost": r.cost, "route": r.path, "swipes": r.swipe_count(), "falls": len(r.falls)}
                for k, r in movement.reachable(t, fid).items()}

    def layout(self, name: str) -> dict[str, Any]:
        """A battlefield as plain data for drawing: every space (key, label, q, r, col, row,
        elevation, terrain, clearance, blocked_by, upper, ruin, edge), the breakable wall's
        hexes with their (bottom, top), thin walls between hexes, the ruin's window openings,
        zones and spots.

        ``windows``: one entry per opening, ``{"between": ["q,r", "q,r"], "bottom": float,
        "top": float, "unconfirmed": bool}``: in the thin-wall segment between two hexes (as in
        ``wall_edges``), open to sight from ``bottom`` to ``top`` (levels above the table).
        Movement never passes a window."""
        b = self.board(name)
        return {"name": b.name, "title": b.title,
                "spaces": [{"key": sp.key, "label": b.label(sp.key), "q": sp.q, "r": sp.r, "col": sp.col, "row": sp.row,
                            "elevation": sp.elevation, "terrain": sp.terrain, "clearance": sp.clearance,
                            "blocked_by": sp.blocked_by, "upper": sp.upper, "ruin": sp.ruin, "edge": sp.edge}
                           for sp in b.spaces],
                "solids": {f"{h[0]},{h[1]}": [list(x) for x in v] for h, v in b.solids.items()},
                "breakable_wall": {f"{h[0]},{h[1]}": list(v) for h, v in b.breakable.items()},
                "wall_edges": [{"between": sorted(f"{h[0]},{h[1]}" for h in pair), "bottom": lo, "top": hi}
                               for pair, (lo, hi) in b.edge_walls.items()],
                "windows": [{"between": sorted(f"{h[0]},{h[1]}" for h in hexes), "bottom": lo, "top": hi,
                             "unconfirmed": unsure}
                            for hexes, lo, hi, unsure in b.window_list],
                "zones": {n: [f"{h[0]},{h[1]}" for h in hs] for n, hs in b.zones.items()},
                "spots": {n: f"{h[0]},{h[1]}" for n, h in b.spots.items()}}

    def sight_line(self, state: dict, looker: str, target: str) -> dict[str, Any]:
        """Line of sight from a figure's Target Point to a figure's Hit Zone (or the wall):
        {"clear": bool, "blocked_by": "what is in the way"}."""
        got = Table(self, state).sees(looker, target, want_reason=True)
        return {"clear": got.clear, "blocked_by": got.blocked_by}

    def bench_queries(self, name: str = "genotech", figures: int = 10, rounds: int = 5) -> dict[str, float]:
        """Milliseconds of CPU time per reachability and per line-of-sight query on a battlefield,
        with `figures` figures spread over it and cold sight caches (for `bench`); the queries are
        asked `rounds` times over, each round on a fresh table, and the best round counts."""
        import time
        board = self.board(name)
        sid = next(s.id for s in self.scenarios.values() if s.battlefield == name and s.mode == "master")
        keys = [sp.key for sp in board.spaces if not sp.upper and sp.blocked_by is None]
        cards = list(self.cards)[:figures]
        s: dict[str, Any] = {"mode": "master", "scenario": sid, "map": name, "figures": {}, "glyphs": {},
                             "wall": {"present": True, "wounds": 0}, "turn": None, "round": 1, "turn_count": 1}
        step = max(1, len(keys) // len(cards))
        for i, c in enumerate(cards):
            s["figures"][c] = {"card": c, "owner": i % 2, "space": keys[(i * step) % len(keys)], "wounds": 0,
                               "status": "board", "carrying": [], "collected": []}
        reach = sight = float("inf")
        for _ in range(rounds):
            self._sights.pop(name, None)
            t = Table(self, s, still=True)
            t0 = time.process_time()
            n = 0
            for c in cards:
                for mode in [None] + [p for p in t.powers(c) if p.effect == "movement"]:
                    movement.reachable(t, c, mode)
                    n += 1
            reach = min(reach, (time.process_time() - t0) / n * 1000)
            pairs = [(a, b) for a in cards for b in cards if a != b]
            t0 = time.process_time()
            for a, b in pairs:
                t.sees(a, b)
            sight = min(sight, (time.process_time() - t0) / len(pairs) * 1000)
        return {"reach_ms": round(reach, 3), "sight_ms": round(sight, 3)}

    def targets(self, state: dict, fid: str) -> dict[str, str]:
        """Each enemy (and the wall) -> "" when the figure could attack it now, else why not."""
        t = Table(self, state)
        return dict(targets_in_reach(t, fid, t.stat(fid, "range")))


def hex_of_key(key: str) -> hexgrid.Hex:
    """The hex of a space key ("q,r" or "q,r@E")."""
    return hexgrid.Hex.parse(key.split("@")[0])


__all__ = ["HeroscapeRules", "DEFAULT_SCENARIO", "WALL", "hex_of_key"]
