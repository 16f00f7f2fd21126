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


def test_the_guarded_search_also_keeps_the_guard_home(rules, table):
    """With the opt-in guard the normal player's answer (the trade) is played unless another beats it on
    the same deals by more than a standard error: ending the turn does, by the whole game."""
    t, guard = _one_wound_from_defeat(table)
    hard = hard_player(rules, iterations=20, guard=1.0)
    out = hard.choose(SeatView(rules, t.s, 0), Rng(1))
    assert out["picks"] == ["end"]
    assert dict((k, n) for k, n, _v in hard.last.choices)[f"a:{guard}"] == hard.last.choices[0][1]


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


# -- powers whose target the normal player's rule of thumb misreads (ai_powers.py) ---------------------------

def _abomination_with_counters_across_the_table(table):
    """Abomination (level 1, 3/4) may pay Intellect to copy another character's +1/+1 counters. His own 5/3
    has none; the enemy's 1/1 carries four."""
    t = table()
    ab = t.main(0, "abomination_l1")
    t.res(0, "academy")
    own = t.vanilla(0, "5/3", team="V", cost=4)
    buffed = t.vanilla(1, "1/1", team="H", counters=4)
    t.main(1)
    t.start().answer(f"p:{ab}:0")
    assert t.pending["kind"] == "target"
    return t, ab, own, buffed


def test_abomination_copies_the_counters_of_the_character_that_has_them(rules, table):
    t, ab, own, buffed = _abomination_with_counters_across_the_table(table)
    # The normal player's rule of thumb helps its own most valuable character: here one with no counters.
    assert ComputerPlayer(rules.book).choose(SeatView(rules, t.s, 0), Rng(1))["picks"] == [f"t:{own}"]
    reader = hard_player(rules, iterations=10, read_powers=True)
    picks = reader.choose(SeatView(rules, t.s, 0), Rng(1))["picks"]
    assert picks == [f"t:{buffed}"]
    t.answer(*picks)
    assert t.ch(ab)["c"] == 4


def test_abomination_leaves_the_power_alone_when_no_other_character_has_counters(rules, table):
    from game.vs_system.ai_powers import PowerReader
    t = table()
    ab = t.main(0, "abomination_l1")
    t.res(0, "academy")
    t.vanilla(0, "5/3", team="V", cost=4)
    t.vanilla(1, "1/1", team="H")
    t.main(1)
    t.start()
    assert f"p:{ab}:0" in t.ids()
    assert PowerReader(rules.book).choose(SeatView(rules, t.s, 0), Rng(1))["picks"] != [f"p:{ab}:0"]


def test_iron_monger_beats_the_enemy_with_the_most_atk(rules, table):
    """But My Suit is More Advanced: +1/+1 counters on Iron Monger (level 2, 5/5) until his DEF is higher
    than the chosen enemy's ATK: an 8/2 gives four, a 1/1 none."""
    from game.vs_system.ai_powers import PowerReader
    t = table()
    im = t.main(0, "iron_monger_l2")
    t.res(0, "fortress")
    big = t.vanilla(1, "8/2", team="H", cost=3)
    small = t.vanilla(1, "1/1", team="H", cost=5)
    t.main(1)
    t.start().answer(f"p:{im}:1")
    assert t.pending["kind"] == "target"
    assert ComputerPlayer(rules.book).choose(SeatView(rules, t.s, 0), Rng(1))["picks"] == [f"t:{small}"]
    picks = PowerReader(rules.book).choose(SeatView(rules, t.s, 0), Rng(1))["picks"]
    assert picks == [f"t:{big}"]
    t.answer(*picks)
    assert t.ch(im)["c"] == 4
