"""Rule cases 1-7 (spec section 9, Setup): bases, decks, factions, the draft, the mulligan."""

import pytest

from game.core.decisions import answer
from game.core.errors import IllegalChoice
from game.core.match import Match
from game.core.rules import apply
from game.smash_up.setup import snake_order


def _start(loaded, seats, **options):
    return Match.start(loaded.rules, loaded.setup(["random"] * seats, seed=7, options=options))


@pytest.mark.parametrize("seats,bases,deck", [(2, 3, 13), (3, 4, 12), (4, 5, 11)])
def test_one_base_per_player_plus_one(loaded, seats, bases, deck):
    m = _start(loaded, seats)
    assert len(m.state["bases"]) == bases
    assert len(m.state["base_deck"]) == deck


@pytest.mark.parametrize("seats", [1, 5])
def test_two_to_four_players_only(loaded, seats):
    with pytest.raises(IllegalChoice):
        loaded.rules.new_game({"seats": ["random"] * seats, "seed": 1, "options": {}}, [])


def test_each_player_shuffles_two_factions_into_forty_cards_and_draws_five(loaded):
    m = _start(loaded, 3)
    s = m.state
    for seat, p in enumerate(s["players"]):
        mine = [u for u, (did, own) in s["cards"].items() if own == seat]
        assert len(mine) == 40
        assert len(set(p["factions"])) == 2
        assert {loaded.rules.book.defs[s["cards"][u][0]].faction for u in mine} == set(p["factions"])
        assert len(p["hand"]) == 5 and len(p["deck"]) == 35


def test_a_faction_belongs_to_one_player_only(loaded):
    with pytest.raises(IllegalChoice):
        _start(loaded, 2, factions="hydra,avengers,hydra,kree")


def test_given_factions_go_to_seats_in_order(loaded):
    m = _start(loaded, 2, factions="hydra,avengers,kree,shield")
    assert m.state["players"][0]["factions"] == ["hydra", "avengers"]
    assert m.state["players"][1]["factions"] == ["kree", "shield"]


def test_snake_draft_order():
    assert snake_order(3, 0) == [0, 1, 2, 2, 1, 0]
    assert snake_order(4, 0) == [0, 1, 2, 3, 3, 2, 1, 0]
    assert snake_order(2, 1) == [1, 0, 0, 1]


def test_draft_asks_in_snake_order_and_refuses_a_taken_faction(loaded):
    m = _start(loaded, 3, factions="draft")
    first = m.state["turn"]["seat"]
    order = []
    taken = None
    while m.pending["kind"] == "draft":
        seat = m.pending["seat"]
        order.append(seat)
        if taken is not None:
            assert f"f:{taken}" not in [o["id"] for o in m.pending["options"]]
            with pytest.raises(IllegalChoice):
                m.apply(answer(seat, [f"f:{taken}"]))
        pick = m.pending["options"][0]["id"]
        taken = pick[2:]
        m.apply(answer(seat, [pick]))
    assert order == snake_order(3, first)
    assert all(len(set(p["factions"])) == 2 for p in m.state["players"])


def _mulligan_table(table, second_hand_has_character):
    sc = table()
    sc.hand(0, *["fx_destroy"] * 5)
    sc.deck(0, *(["c2"] if second_hand_has_character else ["fx_destroy"]) * 10)
    sc.s["stack"] = [{"op": "turn_start", "seat": 0, "n": 1}, {"op": "mulligan", "seat": 0}]
    from game.smash_up.engine import run
    run(sc.g)
    return sc


def test_a_hand_without_characters_may_be_replaced(table):
    sc = _mulligan_table(table, True)
    assert sc.pending["kind"] == "mulligan" and sc.pending["seat"] == 0
    old = list(sc.zone(0, "hand"))
    sc.answer("yes")
    hand = sc.zone(0, "hand")
    assert len(hand) == 5 and not set(hand) & set(old)
    assert set(old) <= set(sc.zone(0, "deck")) and len(sc.zone(0, "deck")) == 10


def test_a_hand_with_a_character_cannot_be_replaced(table):
    sc = table()
    sc.hand(0, "c2", *["fx_destroy"] * 4)
    sc.hand(1, "c3", *["fx_destroy"] * 4)
    sc.s["stack"] = [{"op": "turn_start", "seat": 0, "n": 1}, {"op": "mulligan", "seat": 0}]
    from game.smash_up.engine import run
    run(sc.g)
    assert sc.pending["kind"] == "play"


def test_the_second_hand_must_be_kept(table):
    sc = _mulligan_table(table, False)
    sc.answer("yes")
    assert not any(sc.rules.book.defs[sc.s["cards"][u][0]].type == "character" for u in sc.zone(0, "hand"))
    assert sc.pending["kind"] != "mulligan" or sc.pending["seat"] != 0
