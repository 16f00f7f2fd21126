"""Spec section 9.5: first-turn draws, start of turn, resources and recruiting, empty decks, mulligans."""

from game.core.decisions import answer
from game.core.rules import apply
from tests.vs_system.builder import fixture


def _setup_game(loaded, seats: int, fmt: str, seed: int = 3):
    """A new game with its set-up decisions answered: first player = the chooser's first option,
    mains in the front row, every hand kept."""
    rules = loaded.rules
    mains = ",".join(["captain_america", "loki", "thor", "ronan"][:seats])
    state = rules.new_game(loaded.setup(["random"] * seats, seed, options={"format": fmt, "mains": mains}), [])
    while state["pending"]["kind"] in ("first_player", "place_main", "mulligan"):
        d = state["pending"]
        pick = {"first_player": "f0", "place_main": "front", "mulligan": "keep"}[d["kind"]]
        apply(rules, state, answer(d["seat"], [pick]))
    return state


def _finish_turn(loaded, state):
    """Answer the current player's decisions with "nothing" until the next player's turn starts."""
    rules = loaded.rules
    n = state["turn"]["n"]
    while state["turn"]["n"] == n:
        d = state["pending"]
        ids = [o["id"] for o in d["options"]]
        for wanted in ("skip", "done", "main", "end", "pass", "keep"):
            if wanted in ids:
                apply(rules, state, answer(d["seat"], [wanted]))
                break
        else:
            apply(rules, state, answer(d["seat"], [] if d["min"] == 0 else ids[:d["min"]]))


def test_42_the_first_player_draws_nothing_on_the_first_turn(loaded):
    s = _setup_game(loaded, 2, "1v1")
    assert s["turn"]["seat"] == 0 and s["turn"]["n"] == 1
    assert len(s["players"][0]["hand"]) == 7
    _finish_turn(loaded, s)
    assert s["turn"]["seat"] == 1 and len(s["players"][1]["hand"]) == 9


def test_43_first_turn_draws_in_free_for_all_are_0_1_2(loaded):
    s = _setup_game(loaded, 3, "ffa")
    assert len(s["players"][0]["hand"]) == 7
    _finish_turn(loaded, s)
    assert s["turn"]["seat"] == 1 and len(s["players"][1]["hand"]) == 8
    _finish_turn(loaded, s)
    assert s["turn"]["seat"] == 2 and len(s["players"][2]["hand"]) == 9
    before = len(s["players"][0]["hand"])
    _finish_turn(loaded, s)
    assert s["turn"]["seat"] == 0 and len(s["players"][0]["hand"]) == before + 2


def test_44_start_of_turn_powers_come_before_the_draw(table, rules):
    seer = fixture(rules, 1, 1, 2, name="fx_seer", powers=[
        {"name": "Foresight", "kind": "trigger", "when": "turn_start", "text": "Draw a card.",
         "effects": [{"op": "draw", "n": 1}]}])
    t = table()
    t.char(0, seer)
    bottom, second, top = t.deck(0, "laboratory", "academy", "fortress")
    t.start("start")
    kinds = [e["kind"] for e in t.events]
    assert kinds.index("trigger") < [i for i, k in enumerate(kinds) if k == "draw"][-1]
    first_draw = next(e for e in t.events if e["kind"] == "draw")
    assert first_draw["private"]["cards"] == [top]
    assert set(t.zone(0, "hand")) == {top, second, bottom}


def test_45_jakes_example(table):
    t = table()
    t.res(0, "laboratory", "academy")
    t.res(0, "fortress", up=False)
    tower, groot, rocket = t.hand(0, "avengers_tower", "baby_groot", "rocket")
    t.start("build")
    t.answer(f"r:{tower}:up")
    assert t.pending["kind"] == "recruit" and "4 recruit points" in t.pending["prompt"]
    t.answer(f"c:{groot}:front").answer(f"c:{rocket}:back")
    assert t.ch(groot)["row"] == "front" and t.ch(rocket)["row"] == "back"
    assert "1 recruit point vanishes" in t.log_text()
    assert t.s["turn"]["rp"]["0"] == 0 and t.pending["kind"] == "formation"


def test_46_a_face_down_location_still_gives_a_recruit_point(table):
    t = table()
    t.res(0, "laboratory", "academy")
    t.res(0, "fortress", up=False)
    t.hand(0, "rocket")
    t.start("recruit")
    assert t.s["turn"]["rp"]["0"] == 3


def test_47_only_a_location_may_go_face_up(table):
    t = table()
    rocket, lab = t.hand(0, "rocket", "laboratory")
    t.start("build")
    assert f"r:{rocket}:down" in t.ids() and f"r:{rocket}:up" not in t.ids()
    assert f"r:{lab}:up" in t.ids()


def test_48_one_resource_per_turn(table, rules):
    t = table()
    a, b = t.hand(0, "laboratory", "academy")
    t.start("build").answer(f"r:{a}:down")
    assert t.pending["kind"] != "resource"
    assert not any(i.startswith("r:") for i in t.ids())


def test_49_an_empty_deck_skips_draws_and_loses_nothing(table):
    t = table()
    (last,) = t.deck(0, "laboratory")
    t.start("draw")
    assert t.zone(0, "hand") == [last] and t.zone(0, "deck") == [] and t.s["result"] is None


def test_50_one_mulligan_only(loaded):
    rules = loaded.rules
    s = rules.new_game(loaded.setup(["random", "random"], 7), [])
    while s["pending"]["kind"] != "mulligan":
        d = s["pending"]
        apply(rules, s, answer(d["seat"], [d["options"][0]["id"]]))
    seat = s["pending"]["seat"]
    before = list(s["players"][seat]["hand"])
    apply(rules, s, answer(seat, ["mulligan"]))
    assert len(s["players"][seat]["hand"]) == 7 and len(s["players"][seat]["deck"]) == 53
    assert s["players"][seat]["mull"] and s["players"][seat]["hand"] != before
    assert s["pending"]["seat"] != seat or s["pending"]["kind"] != "mulligan"
