"""Rule cases 70-76 (spec section 9, Start, end and victory)."""


def test_until_your_next_turn_ends_before_start_of_turn_abilities(table):
    sc = table(bases=["b25", "b40", "b40"])
    ock = sc.char(0, "doctor_octopus", 0)
    sc.s["fx"].append({"k": "pow", "t": ock, "n": 3, "exp": "sot0"})
    sc.start("start")
    assert sc.pending["kind"] == "respond"  # Doctor Octopus's "may" at the start of the turn
    assert sc.power(ock) == 4 and sc.s["fx"] == []


def test_end_of_turn_happenings_come_before_expiry_and_the_victory_check(table):
    sc = table()
    doomed = sc.char(0, "fx_doomed", 0)
    sc.s["fx"].append({"k": "pow", "t": doomed, "n": 2, "exp": "eot"})
    sc.s["players"][0]["vp"] = 15
    sc.start("end")
    texts = [e["text"] for e in sc.events]
    assert sc.where(doomed) == "discard:0"
    assert texts.index("Doomed Hero is destroyed.") < len(texts) - 1
    assert sc.events[-1]["kind"] == "game_over" and sc.s["result"]["winners"] == [0]


def _end_turn_with(table, vps, current=0):
    sc = table(seats=len(vps), current=current)
    for seat, v in enumerate(vps):
        sc.s["players"][seat]["vp"] = v
    sc.start("end")
    return sc


def test_fifteen_vp_wins_at_the_end_of_anyones_turn(table):
    sc = _end_turn_with(table, [15, 12], current=1)
    assert sc.s["result"]["winners"] == [0]


def test_the_most_vp_wins(table):
    sc = _end_turn_with(table, [16, 17])
    assert sc.s["result"]["winners"] == [1]


def test_a_tie_for_the_most_vp_plays_on(table):
    sc = _end_turn_with(table, [15, 15])
    assert sc.s["result"] is None and sc.s["turn"]["seat"] == 1
    sc.s["players"][1]["vp"] = 18
    sc.end_play()
    assert sc.s["result"]["winners"] == [1]


def test_reaching_fifteen_mid_turn_still_plays_out_the_turn(table):
    sc = table(bases=["b10", "b40", "b40"])
    sc.s["players"][0]["vp"] = 12
    sc.char(0, "c7", 0)
    sc.char(0, "c5", 0)
    sc.deck(0, "c1", "c1")
    sc.start().end_play()
    assert sc.vp(0) == 16
    assert len(sc.zone(0, "hand")) == 2  # the Draw phase still happened
    assert sc.s["result"]["winners"] == [0]


def test_a_player_below_fifteen_can_break_a_tie(table):
    sc = _end_turn_with(table, [15, 15, 12])
    assert sc.s["result"] is None
    sc.s["players"][2]["vp"] = 16
    sc.end_play()
    assert sc.s["result"]["winners"] == [2]
