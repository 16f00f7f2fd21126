"""Tables for D.A.G.G.E.R. rule tests: a game set up past its set-up decisions, tasks run on it until a
stop marker, decisions answered by option id or by words of the label, and dice fixed in advance.

Die faces (data/dagger/board.yaml): 0 attack, 1 defiance, 2 tactic, 3 attack+defiance,
4 defiance+tactic, 5 tactic+attack, 6 wild, 7 blank.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import answer, decision, option
from game.core.rules import apply
from game.dagger import dice
from game.dagger.engine import TASKS, G, run

ATTACK, DEFIANCE, TACTIC, AD, DT, TA, WILD, BLANK = range(8)

if "test_stop" not in TASKS.handlers:
    @TASKS.task("test_stop")
    def _stop(g: Any, t: dict[str, Any], picks: Any) -> None:
        g.s["stack"].append(t)
        g.s["pending"] = decision(0, "stopped", "The test's tasks are done.", [option("ok", "ok")])


def start(loaded: Any, seats: int = 2, seed: int = 1, **options: Any) -> dict[str, Any]:
    """A new game with its set-up decisions answered (first option each) up to the first turn."""
    opts = {"nemesis": "loki", "first_strike": "fs_hydra", "heroes": "tchalla,natasha_romanoff",
            "aspects": "aggression,justice"}
    if seats >= 3:
        opts["heroes"] = ",".join(["tchalla", "natasha_romanoff", "steve_rogers", "carol_danvers", "hulk"][:seats])
        opts["aspects"] = ",".join(["aggression", "justice", "protection", "leadership", "vigilance"][:seats])
    opts.update({k: v for k, v in options.items() if v is not None})
    for k in [k for k, v in options.items() if v is None]:
        opts.pop(k, None)
    s = loaded.rules.new_game(loaded.setup(["human"] * seats, seed, options=opts), [])
    while s["pending"]["kind"] != "turn":
        pick(loaded, s, "space:8" if s["pending"]["kind"] == "setup_iliad" else s["pending"]["options"][0]["id"])
    return s


def g_of(loaded: Any, s: dict[str, Any], events: list | None = None) -> G:
    """The rules' working object over a state."""
    return G(s, events if events is not None else [], loaded.rules.book, loaded.rules)


def run_tasks(loaded: Any, s: dict[str, Any], *tasks: dict[str, Any]) -> list[dict[str, Any]]:
    """Run `tasks` (first listed first) on the state until they are done or a decision is asked;
    returns the events."""
    s["stack"] = [{"op": "test_stop"}] + list(reversed(tasks))
    s["pending"] = None
    events: list = []
    run(g_of(loaded, s, events))
    return events


def call(loaded: Any, s: dict[str, Any], fn: Any, *args: Any) -> list[dict[str, Any]]:
    """Call a rules function with a fresh G on the state, then run whatever it scheduled."""
    s["stack"] = [{"op": "test_stop"}]
    s["pending"] = None
    events: list = []
    g = g_of(loaded, s, events)
    fn(g, *args)
    if s["result"] is None and s["pending"] is None:
        run(g)
    return events


def pick(loaded: Any, s: dict[str, Any], which: str) -> list[dict[str, Any]]:
    """Answer the pending decision with the option whose id is `which`, else whose label holds it."""
    p = s["pending"]
    ids = [o["id"] for o in p["options"]]
    if which not in ids:
        found = [o["id"] for o in p["options"] if which.lower() in o["label"].lower()]
        assert found, f"no option {which!r} in {p['kind']}: {[o['label'] for o in p['options']]}"
        which = found[0]
    return apply(loaded.rules, s, answer(p["seat"], [which]))


def labels(s: dict[str, Any]) -> list[str]:
    """The labels of the pending decision."""
    return [o["label"] for o in s["pending"]["options"]]


def ids(s: dict[str, Any]) -> list[str]:
    return [o["id"] for o in s["pending"]["options"]]


def until(loaded: Any, s: dict[str, Any], kind: str, chooser: Any = None, limit: int = 200) -> None:
    """Answer decisions (first option, or `chooser(state)`) until one of `kind` is pending."""
    for _ in range(limit):
        if s["result"] is not None or s["pending"]["kind"] == kind:
            return
        pick(loaded, s, chooser(s) if chooser else s["pending"]["options"][0]["id"])
    raise AssertionError(f"no {kind} decision came")


class Dice:
    """Fixed dice: each roll takes the next faces from the queue."""

    def __init__(self, monkeypatch: Any) -> None:
        self.queue: list[int] = []
        self.rolled: list[list[int]] = []
        real = dice.roll_faces

        def fake(g: Any, n: int, why: str, seat: int) -> list[int]:
            if n <= 0:
                return []
            if len(self.queue) < n:
                return real(g, n, why, seat)
            got, self.queue[:] = self.queue[:n], self.queue[n:]
            self.rolled.append(got)
            g.events.append({"kind": "roll", "text": f"{why}: fixed.", "chance": True})
            return got
        monkeypatch.setattr(dice, "roll_faces", fake)

    def set(self, *faces: int) -> None:
        self.queue = list(faces)


def clear_board(s: dict[str, Any]) -> None:
    """No enemies, no missions but the nemesis deck, no threat: a quiet table to build on."""
    s["enemies"] = []
    s["threat"] = 0
    s["side"] = {"green": None, "purple": None, "blue": None}
    s["watch"] = False


def add_enemy(loaded: Any, s: dict[str, Any], card: str, space: str, rank: Any = None, dmg: int = 0,
              primed: bool = False) -> dict[str, Any]:
    """Put an enemy standee on the board."""
    book = loaded.rules.book
    e = {"u": s["nu"], "card": card, "rank": rank if rank is not None else book.enemies[card].rank, "space": space,
         "dmg": dmg, "primed": primed}
    s["nu"] += 1
    s["enemies"].append(e)
    return e


def settle(loaded: Any, s: dict[str, Any], chooser: Any = None, limit: int = 300) -> list[dict[str, Any]]:
    """Answer every decision (first option, or `chooser(state)`) until the test's stop marker."""
    events: list = []
    for _ in range(limit):
        if s["result"] is not None or s["pending"]["kind"] == "stopped":
            return events
        events += pick(loaded, s, chooser(s) if chooser else s["pending"]["options"][0]["id"])
    raise AssertionError("the tasks never finished")


def turn_of(loaded: Any, s: dict[str, Any], h: int) -> None:
    """Make it hero `h`'s turn (the turn loop starts from it)."""
    s["turn_from"] = h
    s["stack"] = [{"op": "test_stop"}, {"op": "turns"}]
    s["pending"] = None
    run(g_of(loaded, s, []))
    assert s["pending"]["kind"] == "turn" and s["pending"]["hero"] == h
