"""Marvel Strike Teams on the platform contract (core.rules.GameRules).

Two seats: 0 = the heroes (one seat; any hero player clicks for any hero), 1 = the Mastermind.

The state (JSON-native), besides the platform fields:

- ``mode`` (single | tutorial | campaign), ``options``, ``units``, ``level``, ``stack`` (tasks);
- ``campaign`` (campaign only): ``missions``, ``mission``, ``levels`` {char: Level},
  ``reserve`` [heroes, Mastermind], ``history``, ``used_maps``, ``used_scenarios``;
- the mission: ``map``, ``scenarios`` (card ids, stage order), ``sc`` (each card's progress),
  ``revealed`` (the Stage 3 card), ``stages``, ``round``, ``stage``, ``phase``;
- ``cp`` and ``op`` [heroes, Mastermind], ``op_log``, ``claimed`` (character tokens taken),
  ``hench`` {start, tokens};
- ``chars``: character -> {side, role, level, cards, ap, wounds {box or card: n}, dt {card: n},
  state (map | defeated | extracted), activated, defeats, respawned, protected, figs, face, pool};
- ``figs``: figure -> {char, pos "c,r" or None, wounds (henchmen), status {trapped, prone},
  carry [tokens], done, attacked, solo};
- ``objects`` {square: {kind, ms}}, ``rubble``, ``doors`` {id: {ms, open}}, ``breaches`` [edges],
  ``spawns`` {square: hero | villain | henchman}, ``zones`` [tile indexes per side],
  ``tokens`` {id: {kind, pos, carrier, wounds, sc}}, ``roles``, ``hits``, ``defeat_log``;
- ``turn``: the activation in progress (activation.new_turn); ``victory`` (the Victory Card).

Decision kinds are listed in README.md.
"""

from __future__ import annotations

import copy
from typing import Any, Sequence

from game.core.errors import IllegalChoice
from game.core.rules import GameRules, base_state

from . import (activation, attack, campaign, cards, damage, henchmen, movement, objectives, rounds,  # noqa: F401
               scenario, setup, slam)
from .board import Board, build_board
from .costs import card_category
from .engine import HEROES, MASTERMIND, TASKS, G

MODES = ("single", "tutorial", "campaign")


class StrikeTeamsRules(GameRules):
    """Marvel Strike Teams: single missions, the tutorial and campaigns."""

    game_id = "strike_teams"
    title = "Marvel Strike Teams"
    min_seats = 2
    max_seats = 2
    hidden_information = True
    decision_cap = 40000

    def __init__(self, content: Any, boards: dict[str, Board] | None = None) -> None:
        self.chars = {c.id: c for c in content.all("characters")}
        self.cards = {c.id: c for c in content.all("action_cards")}
        self.cards_of: dict[str, list[str]] = {}
        for c in content.all("action_cards"):
            self.cards_of.setdefault(c.character, []).append(c.id)
        self.card_cat = {k: card_category(c) for k, c in self.cards.items()}
        #: A character's three boxes' damage slots and each card's (slot_table), read once: the
        #: checks read them for every character after every step.
        self.box_slots = {c.id: {"attack": c.attack.slots, "defend": c.defend.slots, "move": c.move.slots}
                          for c in self.chars.values() if c.role != "henchman"}
        self.card_slots = {k: c.slots for k, c in self.cards.items()}
        self.card_kinds = {k: self._kind_of(c) for k, c in self.cards.items()}
        self.scenarios = {s.id: s for s in content.all("scenarios")}
        self.token_kinds = {t.id: t for t in content.all("tokens")}
        self.objects = {o.id: o for o in content.all("objects")}
        self.levels = {lv.level: lv.build_points for lv in content.all("levels")}
        self.max_level = max(self.levels) if self.levels else 1
        dice = content.all("dice")
        self.die = dice[0] if dice else None
        #: The Action Die's highest value that is not a red result (the most AP a roll may ask for).
        self.die_top = max((f.value for f in self.die.faces if not f.negative), default=0) if self.die else 0
        self.victory = {v.id: v for v in content.all("victory")}
        self._maps = dict(getattr(content, "maps", {}) or {})
        self._boards: dict[str, Board] = dict(boards or {})
        #: (character, attack source) -> its attack.profile, read from the content once.
        self.attack_profiles: dict[tuple[str, str], dict[str, Any]] = {}
        #: card -> whether an effect of it does something on any table (cards.always_does), read once.
        self.card_always_does: dict[str, bool] = {}
        #: (figure, character) -> the figure's name (G.fname), made once.
        self.figure_names: dict[tuple[str, str], str] = {}

    @staticmethod
    def _kind_of(card: Any) -> str:
        if card_category(card) == "attack":
            return "attack"
        if any(fx.effect == "defense" for fx in card.effects):
            return "reaction" if card.reaction else "passive"
        return "active"

    # -- lookups ---------------------------------------------------------------------------------
    def board(self, name: str) -> Board:
        b = self._boards.get(name)
        if b is None:
            b = self._boards[name] = build_board(self._maps[name])
        return b

    def map_boards(self) -> dict[str, Board]:
        for name in self._maps:
            self.board(name)
        return dict(self._boards)

    def build_points(self, level: int) -> int:
        return self.levels.get(level, 0)

    def slot_table(self, c: dict) -> dict[str, int]:
        """Damage slots of a character in play: its boxes and its chosen cards."""
        if c["role"] == "henchman":
            return {}
        out = dict(self.box_slots[c["figs"][0]])
        card_slots = self.card_slots
        for k in c["cards"]:
            out[k] = card_slots[k]
        return out

    def seat_name(self, state: dict | None, seat: int) -> str:
        if state and state.get("names") and seat < len(state["names"]) and state["names"][seat]:
            return str(state["names"][seat])
        return "Heroes" if seat == HEROES else "Mastermind"

    def progress(self, state: dict) -> str:
        s = state
        head = ""
        if s.get("mode") == "campaign":
            head = f"Mission {s['campaign']['mission']} of {s['campaign']['missions']}, "
        if s.get("phase") == "setup" or not s.get("round"):
            return head + "setting up"
        total = s["stages"] * rounds.ROUNDS_PER_STAGE
        return head + f"round {s['round']} of {total}"

    # -- the contract ----------------------------------------------------------------------------
    def new_game(self, setup_: dict, events: list) -> dict:
        opts = dict(setup_.get("options") or {})
        mode = str(opts.get("mode") or "single")
        if mode not in MODES:
            raise IllegalChoice(f"Mode must be one of {', '.join(MODES)}, not {mode!r}.")
        units = int(opts.get("units") or (2 if mode == "tutorial" else 3))
        if units not in (2, 3, 4):
            raise IllegalChoice(f"Each side brings 2, 3 or 4 unit points, not {units}.")
        level = int(opts.get("level") if opts.get("level") not in (None, "") else 1)
        if mode == "single" and level not in self.levels:
            raise IllegalChoice(f"Level must be between {min(self.levels)} and {self.max_level}, not {level}.")
        for key in ("map",):
            v = opts.get(key)
            if v and v != "random" and v not in self._maps:
                raise IllegalChoice(f"There is no map card {v!r}; maps: {', '.join(sorted(self._maps))}.")
        for stage in (1, 2, 3):
            v = opts.get(f"stage{stage}")
            if v and v != "random" and (v not in self.scenarios or self.scenarios[v].stage != stage):
                raise IllegalChoice(f"{v!r} is not a Stage {stage} scenario card.")
        s = base_state(self, setup_)
        s.update(mode=mode, options=opts, units=units, level=0 if mode == "tutorial" else level, stack=[],
                 victory=None)
        if mode == "campaign":
            n = int(opts.get("missions") or 6)
            if n < 1:
                raise IllegalChoice("A campaign has at least one mission.")
            s["campaign"] = {"missions": n, "mission": 1, "levels": {}, "reserve": [0, 0], "history": [],
                             "used_maps": [], "used_scenarios": []}
        setup.fresh_mission_state(s)
        s["stack"].append({"op": "mission", "step": "map"})
        g = G(s, events, self)
        TASKS.run(g)
        return s

    def resolve(self, state: dict, seat: int, picks: list, events: list) -> None:
        G(state, events, self).run(picks)

    def view(self, state: dict, seat: int | None) -> dict[str, Any]:
        s = state
        out = {k: copy.deepcopy(v) for k, v in s.items() if k not in ("rng", "stack", "pending", "result")}
        if seat is None:
            return out
        if not s.get("cards_revealed"):
            for cid, c in out["chars"].items():
                if c["side"] != seat:
                    c["cards"] = []
                    c.pop("target", None)
                    c.pop("chosen", None)
        if seat == HEROES:
            if not s.get("revealed") and len(out.get("scenarios", [])) == 3:
                out["scenarios"][2] = None
                out["sc"][2] = {"id": None, "status": "open", "active": False}
                out["options"].pop("stage3", None)
            for i, st in enumerate(out.get("sc", [])):
                sid = s["sc"][i]["id"]
                if sid and self.scenarios[sid].role_secret and not s["sc"][i].get("revealed"):
                    st.pop("target", None)
            if "retrievers" in out.get("roles", {}) and not any(x.get("revealed") for x in s.get("sc", [])):
                out["roles"]["retrievers"] = ["?"] if out["roles"]["retrievers"] else []
        return out

    def invariants(self, state: dict) -> list[str]:
        s = state
        out: list[str] = []
        if s["result"] is None and s["pending"] is None:
            out.append("no decision pending and no result")
        if not s.get("map"):
            return out
        floor = self.board(s["map"]).floor
        figs, chars, defs = s["figs"], s["chars"], self.chars
        seen: dict[str, str] = {}
        mover = s["turn"]["fig"] or s["turn"]["char"] if s.get("turn") else None
        for fid, f in figs.items():
            p = f["pos"]
            c = chars[f["char"]]
            if p is None:
                if c["role"] != "henchman" and c["state"] == "map" and s["phase"] != "setup":
                    out.append(f"{fid} is in play but nowhere on the map")
                continue
            if p not in floor:
                out.append(f"{fid} stands off the map at {p}")
            if p in seen and mover not in (fid, seen[p]) and not _marching(s, fid, seen[p]):
                out.append(f"{fid} and {seen[p]} share {p}")
            seen[p] = fid
            if c["role"] == "henchman":
                if f["wounds"] >= defs[f["char"]].health and not f.get("down"):
                    out.append(f"{fid} has {f['wounds']} wounds but is still on the map")
            elif c["state"] != "map":
                out.append(f"{fid} is {c['state']} but on the map")
        for cid, c in chars.items():
            if not 0 <= c["ap"] <= defs[cid].track_max:
                out.append(f"{cid} has {c['ap']} AP")
            # a character without a wound has none too many and no slot full (every box has a
            # slot: the content's check), and most have none: their slots are not looked at
            wounds = c["wounds"]
            if wounds and c["role"] != "henchman":
                table = self.slot_table(c)
                for k, n in wounds.items():
                    if n < 0 or n > table.get(k, 0):
                        out.append(f"{cid} has {n} wounds on {k}")
                if c["state"] == "map" and s["phase"] not in ("setup", "over") and table and \
                        all(wounds.get(k, 0) >= n for k, n in table.items()) and not figs[cid].get("down"):
                    out.append(f"{cid} has every slot full but is not defeated")
        for side in (HEROES, MASTERMIND):
            if not 0 <= s["cp"][side] <= 12:
                out.append(f"side {side} has {s['cp'][side]} Command Points")
            if s["op"][side] < 0:
                out.append(f"side {side} has negative OP")
        h = s["hench"]
        if h["tokens"] > h["start"]:
            out.append("more henchman tokens than henchmen fielded")
        for tid, t in s["tokens"].items():
            carrier = t["carrier"]
            if carrier is not None:
                if tid not in figs[carrier]["carry"]:
                    out.append(f"token {tid} has a carrier that does not carry it")
                if t["pos"] is not None:
                    out.append(f"token {tid} is both carried and on the map")
        return out

    def explain(self, state: dict, seat: int, path: Sequence[str]) -> str | None:
        from .explain import explain
        return explain(self, state, seat, list(path))

    # -- helpers for views and players ---------------------------------------------------------------
    def table(self, state: dict) -> G:
        """A read-only look at a state (for views and computer players)."""
        return G(state, [], self)

    def reach(self, state: dict, fid: str) -> dict[str, int]:
        """Squares a figure could advance to and stop on now, with their AP cost."""
        return movement.reach(self.table(state), fid)

    def route(self, state: dict, fid: str, dest: str) -> list[tuple[str, int]] | None:
        """The cheapest route to a square, as (square, AP) steps the view answers one by one."""
        return movement.route(self.table(state), fid, dest)

    def scenario_standing(self, state: dict, i: int) -> tuple[str, int | None]:
        """For a card judged by counting figures: how it stands now in words, and the map tile it
        judges (None for the Battle Zone or any other card)."""
        sc = state.get("sc") or []
        if i >= len(sc) or sc[i].get("id") not in self.scenarios:  # a face-down card in a seat's view
            return "", None
        g = self.table(state)
        return scenario.standing(g, i), scenario.judged_tile(g, i)

    def bonus_routes(self, state: dict, fid: str) -> dict[str, list[str]]:
        """Squares a card's bonus movement (Charge, Jet Boots...) could end on now, each with the
        squares of the way there, which the view answers one free step at a time."""
        bonus = (state.get("turn") or {}).get("bonus")
        return movement.bonus_routes(self.table(state), fid, bonus) if bonus else {}

    def layout(self, name: str) -> dict[str, Any]:
        """A map card as plain data for drawing: size, squares with their map tile, the tiles
        (id, face, kind, squares), wall edges ("c,r|c,r" -> strength, None for a tile edge, and
        material), doors (id -> edges, strength), the printed objects and the spawn options."""
        b = self.board(name)
        return {"name": b.name, "title": b.title, "face": b.face, "width": b.width, "height": b.height,
                "tutorial": b.tutorial, "squares": {c: {"tile": b.tile_of.get(c), "name": b.square(c)} for c in b.floor},
                "tiles": [{"index": t.index, "tile": t.tile, "face": t.face, "kind": t.kind, "squares": list(t.cells)}
                          for t in b.tiles],
                "walls": {k: {"ms": w["ms"], "material": w["material"]} for k, w in b.walls.items()},
                "doors": {d["id"]: {"edges": list(d["edges"]), "ms": d["ms"]} for d in b.doors},
                "objects": {c: dict(o) for c, o in b.objects.items()},
                "spawn_options": {k: list(v) for k, v in b.spawns.items()}}

    def sight(self, state: dict, a: str, b: str) -> bool:
        return self.table(state).sees(a, b)

    def cover(self, state: dict, a: str, b: str) -> int:
        """Obstruction defense a ranged attack from square `a` gives a target in `b`."""
        return attack.obstruction(self.table(state), a, b)[0]


def _marching(s: dict, a: str, b: str) -> bool:
    """Two henchmen may share a square while a march is under way."""
    t = s.get("turn")
    return bool(t and (t.get("march") or t.get("bonus")))


__all__ = ["StrikeTeamsRules"]
