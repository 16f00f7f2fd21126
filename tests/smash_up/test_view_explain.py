"""What a seat sees, and why a click is refused."""

from game.core.match import Match
from game.core.rules import visible_state


def test_a_seat_sees_its_own_hand_only_and_no_deck_order(loaded):
    m = Match.start(loaded.rules, loaded.setup(["random"] * 3, 11))
    for seat in range(3):
        v = visible_state(loaded.rules, m.state, seat)
        for i, p in enumerate(v["players"]):
            assert ("hand" in p) == (i == seat) and "deck" not in p
            assert p["hand_count"] == len(m.state["players"][i]["hand"])
        assert "base_deck" not in v and v["base_deck_count"] == len(m.state["base_deck"])
    everything = visible_state(loaded.rules, m.state, None)
    assert all("deck" in p and "hand" in p for p in everything["players"])


def test_the_view_shows_powers_breakpoints_and_totals(table):
    sc = table(bases=["b20", "b40", "b40"])
    c = sc.char(0, "c3", 0)
    sc.cmod(1, "fx_plus2", on=c)
    sc.start()
    v = sc.rules.view(sc.s, 1)
    b = v["bases"][0]
    assert b["breakpoint"] == 20 and b["totals"] == [5, 0] and b["chars"][0]["power"] == 5
    assert b["chars"][0]["mods"][0]["ctrl"] == 1 and v["turn"]["phase"] == "play"


def test_other_seats_see_who_decides_but_not_the_options(loaded):
    m = Match.start(loaded.rules, loaded.setup(["random"] * 2, 3))
    seat = m.pending["seat"]
    other = visible_state(loaded.rules, m.state, 1 - seat)["pending"]
    assert "options" not in other and other["seat"] == seat


def test_a_second_character_is_refused_with_a_reason(table):
    sc = table()
    a, b_ = sc.hand(0, "c2", "c3")
    sc.start().play(a, sc.base(0))
    why = sc.rules.explain(sc.s, 0, [f"hand:{b_}"])
    assert "already played your character" in why


def test_a_special_only_action_is_explained(table):
    sc = table()
    (bite,) = sc.hand(0, "widows_bite")
    sc.start()
    assert "Special" in sc.rules.explain(sc.s, 0, [f"hand:{bite}"])


def test_clicking_on_another_players_turn_is_explained(table):
    sc = table()
    sc.start()
    assert "Player 1 is deciding" in sc.rules.explain(sc.s, 1, ["base:B1"])


def test_a_legal_click_needs_no_explanation(table):
    sc = table()
    (a,) = sc.hand(0, "c2")
    sc.start()
    assert sc.rules.explain(sc.s, 0, [f"hand:{a}"]) is None


def test_a_used_talent_is_explained(table):
    sc = table()
    hulk = sc.char(0, "hulk", 0)
    sc.start().talent(hulk)
    assert "already used" in sc.rules.explain(sc.s, 0, [f"char:{hulk}"])


def test_a_scored_base_waiting_for_its_after_scoring_abilities_shows_what_each_seat_got(table):
    sc = table(seats=3, bases=["b_winner_draw", "b40", "b40", "b40"])
    sc.char(0, "c7", 0)
    sc.char(0, "c7", 0)
    sc.char(1, "c6", 0)
    sc.char(2, "c1", 1)
    sc.deck(0, "c1", "c1", "c1")
    before = sc.start().rules.view(sc.s, 1)["bases"][0]
    assert before["scored"] is None
    sc.end_play()
    assert sc.pending["kind"] == "respond"  # the winner may draw: the base waits
    b = sc.rules.view(sc.s, 1)["bases"][0]
    assert b["scoring"] and b["scored"] == [4, 2, None]
    sc.pass_all()
    assert all(x["scored"] is None for x in sc.rules.view(sc.s, 1)["bases"])
