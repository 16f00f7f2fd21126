"""The hard player in rulebook situations: what its search sees that the normal player's rules of thumb do not.

Formation (rulebook: a character in the back row cannot be attacked while a face-up character stands in
its controller's front row): a supporting character in the front row guards the main character behind
it. A guard stunned by a strike back is face down until its controller's next Recovery Phase, so the
main character stands open for the whole enemy turn.
"""

from game.core.players import SeatView
from game.core.rng import Rng
from game.vs_system.ai import ComputerPlayer
from game.vs_system.search_hooks import hard_player


def _one_wound_from_defeat(table):
    """Player 1's main character (2/6, health 6) has five wounds and stands in the back row behind its only
    guard, a 3/3. Player 2 has a 4/2 worth stunning and an 8/8 whose 8 ATK stuns the main character."""
    t = table()
    t.main(0, wounds=5)
    guard = t.vanilla(0, "3/3")
    t.main(1)
    t.vanilla(1, "4/2", team="V", cost=5)
    t.vanilla(1, "8/8", team="V", cost=6)
    for seat, deck in ((0, "mcu_heroes_starter"), (1, "mcu_villains_starter")):
        t.deck(seat, *["fortress"] * 5)
        t.s["players"][seat]["deck_id"] = deck
    t.start("recovery").skip_to("main")
    return t, guard


def test_hard_keeps_its_only_guard_in_front_of_a_main_character_one_wound_from_defeat(rules, table):
    t, guard = _one_wound_from_defeat(table)
    assert t.pending["kind"] == "main" and f"a:{guard}" in t.ids()
    # The normal player takes the trade: its guard stuns the 4/2 and is stunned by the strike back.
    assert ComputerPlayer(rules.book).choose(SeatView(rules, t.s, 0), Rng(1))["picks"] == [f"a:{guard}"]
    # The hard player sees the 8/8 walk past the empty front row next turn, and keeps its guard home.
    hard = hard_player(rules, iterations=20)
    assert hard.choose(SeatView(rules, t.s, 0), Rng(1))["picks"] == ["end"]


def test_the_trade_the_hard_player_refuses_does_lose_the_game(rules, table):
    """Why keeping the guard is right: after the trade the front row is empty, and next turn the 8/8
    attacks the main character in the back row and KOs it."""
    t, guard = _one_wound_from_defeat(table)
    enemy = {t.stats(u): u for u, c in t.s["ch"].items() if c["ctrl"] == 1 and not c["main"]}
    mine = next(u for u, c in t.s["ch"].items() if c["ctrl"] == 0 and c["main"])
    t.fight(guard, enemy[(4, 2)])
    assert t.where(guard) != "play"
    t.skip_to("main")  # nothing else to do: the turn ends by itself
    assert t.pending["seat"] == 1
    t.fight(enemy[(8, 8)], mine)
    assert t.s["result"]["winners"] == [1]
