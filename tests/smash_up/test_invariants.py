"""The invariants a checked playout tests after every step: every card in exactly one place."""

import copy

from game.session import open_game


def _fresh():
    loaded = open_game("smash_up", with_user_mods=False)
    return loaded.rules, loaded.rules.new_game(loaded.setup(["random", "random"], 5), [])


def test_a_fresh_game_breaks_nothing():
    rules, s = _fresh()
    assert rules.invariants(s) == []


def test_a_card_in_two_places_or_none_is_named():
    rules, s = _fresh()
    twice = copy.deepcopy(s)
    u = twice["players"][0]["hand"][0]
    twice["players"][1]["discard"].append(u)
    assert rules.invariants(twice) == [f"card {u} is in 2 places"]
    lost = copy.deepcopy(s)
    u = lost["players"][1]["hand"].pop()
    assert rules.invariants(lost) == [f"card {u} is in 0 places"]


def test_a_card_the_game_does_not_know_is_named():
    rules, s = _fresh()
    s["limbo"].append("nobody")
    assert rules.invariants(s) == ["unknown card nobody"]


def test_an_action_standing_on_a_base_is_named():
    rules, s = _fresh()
    hand = s["players"][0]["hand"]
    action = next(u for u in hand if rules.book.defs[s["cards"][u][0]].type == "action")
    hand.remove(action)
    s["bases"][0]["chars"].append({"uid": action, "ctrl": 0, "mods": []})
    assert rules.invariants(s) == [f"{action} stands on a base but is no character"]
