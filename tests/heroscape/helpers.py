"""Scenario builders for the Heroscape tests: content with fixture cards and maps, a state
with figures placed where a test wants them, and dice forced face by face."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from game.core import events as ev
from game.core import rng
from game.core.content import load_content
from game.core.maps import load_map
from game.core.paths import DATA, MAPS
from game.heroscape import content_spec, flow
from game.heroscape.content import Scenario
from game.heroscape.rounds import empty_markers
from game.heroscape.rules import HeroscapeRules
from game.heroscape.table import Table
from game.heroscape.turn import new_turn

HERE = Path(__file__).parent
SKULL, SHIELD, BLANK = 1, 2, 6


@functools.lru_cache(maxsize=1)
def real_content():
    """The shipped content and maps."""
    return load_content(content_spec(), [DATA / "heroscape"], [MAPS / "heroscape"])


class Bundle:
    """Content-like: entries by kind and the maps."""

    def __init__(self, entries: dict[str, list], maps: dict[str, Any]) -> None:
        self.entries = entries
        self.maps = maps

    def all(self, kind: str) -> list:
        return list(self.entries.get(kind, []))


def _sandbox(sid: str, battlefield: str, mode: str = "master", rules_: list | None = None) -> Scenario:
    return Scenario.model_validate({
        "id": sid, "title": sid, "battlefield": battlefield, "mode": mode, "order": 90, "goal": "test",
        "army_methods": ["premade"], "armies": [{"points": 5000, "zones": ["left"]}, {"points": 5000, "zones": ["right"]}],
        "special_rules": rules_ or [], "victory": [{"kind": "eliminate"}]})


@functools.lru_cache(maxsize=1)
def fixture_rules() -> HeroscapeRules:
    """Rules over the real cards plus tall and small test figures, the real maps plus the
    fixture maps, and sandbox scenarios on them."""
    c = real_content()
    figs = c.all("figures")
    venom = c.get("figures", "venom")
    extra = [venom.model_copy(update={"id": "tall9", "name": "Tall Nine", "height": 9, "powers": [],
                                      "target_point": 8.5, "hit_zone": (4.0, 8.5)}),
             venom.model_copy(update={"id": "giant8", "name": "Giant Eight", "height": 8, "powers": [],
                                      "target_point": 7.5, "hit_zone": (3.0, 7.5)}),
             venom.model_copy(update={"id": "small3", "name": "Small Three", "height": 3, "powers": [],
                                      "target_point": 2.5, "hit_zone": (1.0, 2.5)}),
             venom.model_copy(update={"id": "grunt", "name": "Grunt", "powers": []})]
    maps = dict(c.maps)
    for name in ("heights", "gap"):
        bm, issues = load_map(HERE / "maps" / f"{name}.tmx")
        assert bm is not None, issues
        maps[name] = bm
    scen = c.all("scenarios") + [_sandbox("sandbox", "heights"), _sandbox("sandbox_basic", "heights", "basic"),
                                 _sandbox("gap", "gap"), _sandbox("genotech_sandbox", "genotech"),
                                 _sandbox("tribeca_sandbox", "tribeca_labs")]
    return HeroscapeRules(Bundle({"figures": figs + extra, "scenarios": scen,
                                  "destructibles": c.all("destructibles"), "glyphs": c.all("glyphs")}, maps))


def key(rules: HeroscapeRules, mapname: str, col: int, row: int, upper: bool = False) -> str:
    """The space key of a Tiled cell (its upper floor with `upper`)."""
    b = rules.board(mapname)
    k = b.cell_key(col, row)
    if upper:
        return next(b.spaces[i].key for i in b.at_hex[tuple(int(x) for x in k.split(","))] if b.spaces[i].upper)
    return k


def state(figures: dict[str, tuple], scenario: str = "sandbox", mode: str | None = None, seed: int = 1,
          actor: str | None = None, wall: bool = True, rules: HeroscapeRules | None = None) -> dict:
    """A state in play with figures placed: {fid: (owner, (col, row) | space key[, card])}.

    The first figure (or `actor`) is taking turn 1 of its owner."""
    rules = rules or fixture_rules()
    sc = rules.scenarios[scenario]
    s = {"game": "heroscape", "seats": 2, "seed": seed, "rng": rng.seed_state(seed), "pending": None, "result": None,
         "mode": mode or sc.mode, "scenario": scenario, "map": sc.battlefield, "phase": "play", "round": 1,
         "round_limit": sc.round_limit, "turn_count": 1, "options": {"swipes": "ask"}, "figures": {}, "armies": [[], []],
         "markers": [empty_markers(), empty_markers()], "initiative": None, "glyphs": {},
         "wall": {"present": wall and bool(rules.board(sc.battlefield).breakable), "wounds": 0}, "turn": None,
         "stack": [], "zone_of": [None, None], "first": None}
    for fid, spec in figures.items():
        owner, where = spec[0], spec[1]
        card = spec[2] if len(spec) > 2 else fid
        k = where if isinstance(where, str) else rules.board(sc.battlefield).cell_key(*where)
        s["figures"][fid] = {"card": card, "owner": owner, "space": k, "wounds": 0, "status": "board",
                             "carrying": [], "collected": []}
        s["armies"][owner].append(fid)
    first = actor or next(iter(figures))
    s["turn"] = new_turn(s["figures"][first]["owner"], first, "1", first)
    return s


def table(s: dict, rules: HeroscapeRules | None = None) -> Table:
    """A Table over a state."""
    return Table(rules or fixture_rules(), s)


class Dice:
    """Force the next dice: each call of core.rng.roll takes its values from the queue."""

    def __init__(self, monkeypatch, *values: int) -> None:
        self.queue = list(values)
        self.rolled: list[tuple[int, list[int], str]] = []
        monkeypatch.setattr(rng, "roll", self._roll)

    def add(self, *values: int) -> None:
        self.queue.extend(values)

    def _roll(self, st, events, sides, count=1, why="", seat=None, faces=None):
        if len(self.queue) < count:
            raise AssertionError(f"the test did not force enough dice for: {why}")
        values = [self.queue.pop(0) for _ in range(count)]
        assert all(1 <= v <= sides for v in values), (values, sides)
        self.rolled.append((sides, values, why))
        shown = [faces[v - 1] for v in values] if faces else [str(v) for v in values]
        events.append(ev.event("roll", f"{why}: {shown}", chance=True, seat=seat, sides=sides, values=values,
                               faces=shown, why=why))
        return values

    def counts(self) -> list[int]:
        """How many dice each roll had."""
        return [len(v) for _, v, _ in self.rolled]


def _sentinel(rules, s, frame, events):
    """A frame under a test's frames: stops the rules with a dummy decision."""
    from game.core.decisions import decision, option
    s["pending"] = decision(0, "sentinel", "The test's frames are done.", [option("ok", "ok")])


flow.STEPS["sentinel"] = _sentinel


def run(s: dict, *frames: dict, rules: HeroscapeRules | None = None) -> list:
    """Run the rules from these frames (first runs first) down to a sentinel; returns events."""
    rules = rules or fixture_rules()
    s["stack"] = [{"do": "sentinel"}] + list(reversed(frames))
    s["pending"] = None
    events: list = []
    flow.run(rules, s, events)
    return events


def answer(s: dict, option_id: str, rules: HeroscapeRules | None = None) -> list:
    """Answer the pending decision with one option (validated like the platform does)."""
    from game.core.rules import apply
    rules = rules or fixture_rules()
    seat = s["pending"]["seat"]
    return apply(rules, s, {"seat": seat, "picks": [option_id]})


def go(s: dict, fid: str, data: dict, events: list | None = None, swipe: bool = True,
       rules: HeroscapeRules | None = None) -> list:
    """Move the acting figure as a chosen move option would (turn.move_figure) and walk it to
    the end, each enemy left behind swiping (or not, with `swipe` False); returns the events."""
    from game.heroscape import turn
    rules = rules or fixture_rules()
    events = [] if events is None else events
    s["stack"] = [{"do": "sentinel"}]
    s["pending"] = None
    turn.move_figure(rules, s, fid, data, events)
    return settle(s, events, swipe, rules)


def settle(s: dict, events: list | None = None, swipe: bool = True, rules: HeroscapeRules | None = None) -> list:
    """Run the frames a test's action pushed (down to the sentinel), answering swipe questions
    with `swipe`; without the end-of-game check, so a test may move a figure with no enemy."""
    rules = rules or fixture_rules()
    events = [] if events is None else events
    while s["result"] is None and s["stack"] and s["stack"][-1]["do"] != "sentinel":
        if s["pending"] is None:
            flow.STEPS[s["stack"][-1]["do"]](rules, s, s["stack"][-1], events)
            continue
        if s["pending"]["kind"] != "swipe":
            break
        pick = next(o for o in s["pending"]["options"] if o["id"] == ("swipe" if swipe else "no"))
        s["pending"] = None
        flow.ANSWERS["swipe"](rules, s, s["stack"][-1], [pick], events)
    return events


def option_ids(s: dict) -> list[str]:
    """Ids of the pending decision's options."""
    return [o["id"] for o in s["pending"]["options"]]
