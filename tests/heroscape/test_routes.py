"""Rulebook: Moving, Leaving an Engagement, Falling. The player chooses the route: where the
ways to a space differ in what happens on them (who may swipe, a fall), each is offered and
picked by clicking a space it passes; a leaving-engagement swipe is the engaged opponent's
choice ("may"), asked of that side, and the computer swipes unless it cannot wound."""

from game.core.players import SeatView, player_rng
from game.heroscape import movement
from game.heroscape.ai import ComputerPlayer
from game.heroscape.turn import swipe_decision
from game.ui.controller import ChoiceController
from tests.heroscape.helpers import SKULL, Dice, answer, fixture_rules, key, option_ids, run, state, table

R = fixture_rules()


def k(col, row):
    return key(R, "heights", col, row)


def _on_the_ledge():
    """Small Three (height 3) on a level-5 ledge at D3; Grunt below at C1. To G2 one way drops
    off the ledge (4 levels: a fall), the other walks down the steps past Grunt (a swipe)."""
    s = state({"small3": (0, (3, 2)), "grunt": (1, (2, 0))})
    run(s, {"do": "turn", "seat": 0, "number": "1", "stage": "act"})
    return s


def _ways_to(s, dest):
    return [o for o in s["pending"]["options"] if o["data"].get("to") == dest and o["data"]["kind"] == "move"]


def test_ways_that_differ_on_the_way_are_each_offered():
    s = _on_the_ledge()
    dest = k(6, 1)
    ways = _ways_to(s, dest)
    assert len(ways) == 2
    fall = next(o for o in ways if o["data"]["falls"])
    swipe = next(o for o in ways if o["data"]["swipes"])
    assert not fall["data"]["swipes"] and not swipe["data"]["falls"]
    assert "a fall (1 die)" in fall["label"] and "Grunt may swipe (1 die)" in swipe["label"]
    assert all(" through " in o["label"] for o in ways)
    # Each way is the destination, then a space only it passes: its waypoint.
    for o in ways:
        assert o["path"][:2] == ["fig:small3", f"hex:{dest}"] and o["path"][2][4:] in o["data"]["route"]
    assert fall["path"][2] != swipe["path"][2]


def test_a_way_with_nothing_less_on_it_is_not_offered():
    # Nothing worth choosing: to D2 a safe way exists, so the fall and the swipe are left out.
    s = _on_the_ledge()
    (only,) = _ways_to(s, k(3, 1))
    assert not only["data"]["swipes"] and not only["data"]["falls"]
    assert len(only["path"]) == 2
    # Several ways with the same happenings: only the cheapest remains.
    for ways in movement.routes(table(s), "small3").values():
        happenings = {(tuple(e for _, es in r.swipes for e in es), tuple(d for _, d in r.falls)) for r in ways}
        assert len(happenings) == len(ways)


def test_a_direct_step_is_picked_by_clicking_the_destination_again():
    s = state({"small3": (0, (3, 2)), "grunt": (1, (1, 1))})  # Grunt beside the steps down
    run(s, {"do": "turn", "seat": 0, "number": "1", "stage": "act"})
    dest = k(2, 3)  # one step off the ledge (a fall), or down the steps past Grunt (a swipe)
    ways = _ways_to(s, dest)
    direct = next(o for o in ways if o["data"]["route"] == [dest])
    assert direct["path"] == ["fig:small3", f"hex:{dest}", f"hex:{dest}"]
    assert "straight there" in direct["label"]


def test_the_player_picks_the_way_by_clicking_its_waypoint(monkeypatch):
    s = _on_the_ledge()
    dest = k(6, 1)
    ways = _ways_to(s, dest)
    swipe_way = next(o for o in ways if o["data"]["swipes"])
    ctrl = ChoiceController(s["pending"])
    assert ctrl.selected == ["fig:small3"]  # the only figure that acts
    assert ctrl.click(f"hex:{dest}").kind == "narrowed"
    assert ctrl.clickable() == {o["path"][2] for o in ways}
    got = ctrl.click(swipe_way["path"][2])
    assert got.kind == "answer" and got.answer["picks"] == [swipe_way["id"]]
    # The swipe is Player 2's to make: Grunt lets him go, and no die is rolled.
    dice = Dice(monkeypatch)
    answer(s, swipe_way["id"])
    assert s["pending"]["kind"] == "swipe" and s["pending"]["seat"] == 1
    assert set(option_ids(s)) == {"swipe", "no"}
    events = answer(s, "no")
    assert dice.rolled == []
    assert any(e["kind"] == "no_swipe" and e["text"] == "Grunt lets Small Three go." for e in events)
    assert s["figures"]["small3"]["space"] == dest and s["figures"]["small3"]["wounds"] == 0


def test_the_fall_way_rolls_the_fall_and_asks_nobody(monkeypatch):
    s = _on_the_ledge()
    fall_way = next(o for o in _ways_to(s, k(6, 1)) if o["data"]["falls"])
    dice = Dice(monkeypatch, SKULL)
    answer(s, fall_way["id"])
    assert s["pending"]["kind"] == "act" and dice.counts() == [1]
    assert s["figures"]["small3"]["wounds"] == 1


def test_a_swipe_taken_rolls_one_die_and_a_skull_wounds(monkeypatch):
    s = _on_the_ledge()
    swipe_way = next(o for o in _ways_to(s, k(6, 1)) if o["data"]["swipes"])
    answer(s, swipe_way["id"])
    Dice(monkeypatch, SKULL)
    events = answer(s, "swipe")
    assert s["figures"]["small3"]["wounds"] == 1
    assert any(e["kind"] == "roll" and "Grunt swipes at Small Three" in e["text"] for e in events)


def test_the_computer_swipes_unless_it_cannot_wound():
    s = _on_the_ledge()
    swipe_way = next(o for o in _ways_to(s, k(6, 1)) if o["data"]["swipes"])
    answer(s, swipe_way["id"])
    pick = ComputerPlayer().choose(SeatView(R, s, 1), player_rng(s, 1, 0))
    assert pick["picks"] == ["swipe"]
    # Hulk Mad!: only the Sleeping Agent's holder can wound the Hulk, so a swipe is pointless.
    s = state({"incredible_hulk": (0, (5, 5)), "venom": (1, (6, 5))}, scenario="hulk_mad")
    s["pending"] = swipe_decision(table(s), "incredible_hulk", "venom")
    assert "cannot wound" in s["pending"]["options"][0]["label"]
    pick = ComputerPlayer().choose(SeatView(R, s, 1), player_rng(s, 1, 0))
    assert pick["picks"] == ["no"]
