"""Rulebook: The Battle Begins (Basic), A Round of Play, Order Markers, Roll for Initiative,
Ending a Round. Spec section 8, cases 1, 36-41."""

from game.heroscape import damage, rounds
from tests.heroscape.helpers import BLANK, SKULL, Dice, answer, fixture_rules, key, run, state

R = fixture_rules()


def test_basic_first_player_rolls_six_dice_for_skulls_case_1(monkeypatch):
    s = state({"grunt": (0, (0, 1)), "small3": (0, (0, 3)), "tall9": (1, (11, 1)), "giant8": (1, (11, 3))},
              scenario="sandbox_basic")
    s["turn"] = None
    dice = Dice(monkeypatch, SKULL, SKULL, SKULL, BLANK, BLANK, BLANK, SKULL, SKULL, *[BLANK] * 4)
    run(s, {"do": "basic_first"})
    assert dice.counts() == [6, 6]
    assert s["pending"]["kind"] == "choose_card" and s["pending"]["seat"] == 0
    dice.add(SKULL, SKULL, *[BLANK] * 4, SKULL, SKULL, *[BLANK] * 4)  # 2 against 2: roll again
    dice.add(SKULL, *[BLANK] * 5, SKULL, SKULL, SKULL, *[BLANK] * 3)  # 1 against 3
    run(s, {"do": "basic_first"})
    assert dice.counts()[2:] == [6, 6, 6, 6]
    assert s["pending"]["seat"] == 1


def _escalating_with_object_of_power(seat_on_glyph: int):
    s = state({"grunt": (0, (2, 9)), "venom": (1, (5, 10))}, scenario="escalating_battle")
    holder = "grunt" if seat_on_glyph == 0 else "venom"
    s["glyphs"]["object_of_power"] = {"space": s["figures"][holder]["space"], "side": "power", "holder": None}
    from game.heroscape.scenario_rules import note_round_glyphs
    from game.heroscape.table import Table
    note_round_glyphs(Table(R, s))
    return s


def test_initiative_ties_reroll_and_object_of_power_adds_two_case_36(monkeypatch):
    s = _escalating_with_object_of_power(0)
    dice = Dice(monkeypatch, 10, 11)
    rounds.roll_initiative(R, s, [])
    assert s["initiative"]["rolls"] == [12, 11] and s["initiative"]["order"] == [0, 1]
    s = state({"grunt": (0, (2, 9)), "venom": (1, (5, 10))}, scenario="escalating_battle")
    dice.add(12, 12, 3, 8)
    rounds.roll_initiative(R, s, [])
    assert dice.counts()[-4:] == [1, 1, 1, 1] and s["initiative"]["order"] == [1, 0]


def test_initiative_bonus_applies_to_rerolls_case_37(monkeypatch):
    s = _escalating_with_object_of_power(0)
    Dice(monkeypatch, 10, 12, 9, 10)  # 12 v 12: again; 11 v 10
    rounds.roll_initiative(R, s, [])
    assert s["initiative"]["rolls"] == [11, 10] and s["initiative"]["order"] == [0, 1]


def _round_state():
    s = state({"grunt": (0, (0, 1)), "small3": (0, (0, 3)), "tall9": (1, (11, 1)), "giant8": (1, (11, 3))})
    s["turn"] = None
    return s


def _place(s, seat, cards):
    for m, card in zip("123X", cards):
        assert s["pending"]["kind"] == "marker" and s["pending"]["seat"] == seat
        answer(s, f"marker:{m}:{card}")


def test_turn_order_markers_and_round_marker_cases_38_39_40(monkeypatch):
    s = _round_state()
    dice = Dice(monkeypatch)
    run(s, {"do": "round", "stage": "markers"})
    _place(s, 0, ["grunt", "grunt", "grunt", "small3"])  # all three turns on one card; X on the other
    dice.add(15, 3)  # initiative: Player 1
    _place(s, 1, ["tall9", "giant8", "tall9", "giant8"])
    reveals = []
    for _ in range(6):
        assert s["pending"]["kind"] == "act"
        t = s["turn"]
        reveals.append((t["seat"], t["number"], t["actor"]))
        answer(s, "end")
    assert reveals == [(0, "1", "grunt"), (1, "1", "tall9"), (0, "2", "grunt"), (1, "2", "giant8"),
                       (0, "3", "grunt"), (1, "3", "tall9")]
    assert s["round"] == 2 and s["pending"]["kind"] == "marker"  # the next round begins with markers


def test_destroyed_card_loses_its_later_turn_and_markers_return_case_41(monkeypatch):
    s = _round_state()
    dice = Dice(monkeypatch)
    run(s, {"do": "round", "stage": "markers"})
    _place(s, 0, ["grunt", "small3", "grunt", "small3"])
    dice.add(3, 15)  # Player 2 first
    _place(s, 1, ["giant8", "giant8", "tall9", "giant8"])
    assert s["turn"]["actor"] == "giant8"
    damage.destroy(R, s, "tall9", [])  # destroyed on turn 1; it holds marker 3
    events = []
    for _ in range(4):
        events += answer(s, "end")
    assert s["turn"]["seat"] == 0 and s["turn"]["number"] == "3"
    events += answer(s, "end")
    assert any(e["kind"] == "turn_lost" and e["seat"] == 1 for e in events)
    assert s["round"] == 2
    dice.add(15, 3)
    _place(s, 0, ["grunt", "small3", "grunt", "small3"])
    assert s["markers"][1]["on"] == {"1": "giant8", "2": "giant8", "3": "giant8", "X": "giant8"}


def test_markers_are_hidden_from_the_other_seat():
    s = _round_state()
    run(s, {"do": "round", "stage": "markers"})
    _place(s, 0, ["grunt", "small3", "grunt", "small3"])
    seen = R.view(s, 1)["markers"][0]
    assert "on" not in seen and seen["face_down"] == {"grunt": 2, "small3": 2}
    assert R.view(s, 0)["markers"][0]["on"]["1"] == "grunt"
    assert R.view(s, None)["markers"][0]["on"]["3"] == "grunt"


def test_round_limit_of_the_scenario_ends_the_game():
    s = _round_state()
    s["round_limit"] = 1
    s["round"] = 1
    run(s, {"do": "round", "stage": "end"})
    assert s["result"] is not None and s["result"]["draw"]  # equal figures and points: a draw
    assert key(R, "heights", 0, 1) == s["figures"]["grunt"]["space"]
