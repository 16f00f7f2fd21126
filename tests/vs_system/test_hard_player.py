"""The hard player in rulebook situations: what its search sees that the normal player's rules of thumb do not.

Formation (rulebook: a character in the back row cannot be attacked while a face-up character stands in
its controller's front row): a supporting character in the front row guards the main character behind
it. A guard stunned by a strike back is face down until its controller's next Recovery Phase, so the
main character stands open for the whole enemy turn.
"""

from game.core.players import SeatView
from game.core.rng import Rng
from game.vs_system.ai import ComputerPlayer, Ctx
from game.vs_system.search_hooks import AirCtx, ForwardPlayer, HardCtx, hard_player

from tests.vs_system.builder import fixture


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


def test_the_default_hard_player_copies_the_counters_too(rules, table):
    """The hard player's own seat reads the power without being asked (search_hooks.READ_OWN_POWERS): the
    target decision is not searched, and its answer was the normal player's, the counterless 5/3."""
    t, ab, own, buffed = _abomination_with_counters_across_the_table(table)
    seen = SeatView(rules, t.s, 0)
    assert hard_player(rules, iterations=10, read_own=False).choose(seen, Rng(1))["picks"] == [f"t:{own}"]
    picks = hard_player(rules, iterations=10).choose(seen, Rng(1))["picks"]
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


# -- the opt-in foresight of the enemy's end-of-turn XP (foresight.py) ----------------------------------------

def _star_lord_two_xp_from_level_two(table, villains_ready: int):
    """Player 1's Star-Lord (level 1) has 2 of the 3 XP he needs and two 0/1 guards (health 2) in front:
    three characters, all ready once his Recovery Phase is over. Player 2 (the Villains) has its main
    character and `villains_ready` - 1 ready 3/3s in front. It is Player 2's Main Phase."""
    t = table(current=1)
    sl = t.main(0, "star_lord_l1")
    t.s["players"][0]["xp"] = 2
    guards = [t.vanilla(0, "0/1", h=2) for _ in range(2)]
    t.main(1)
    mine = [t.vanilla(1, "3/3", team="V", cost=3) for _ in range(villains_ready - 1)]
    for seat, deck in ((0, "mcu_heroes_starter"), (1, "mcu_villains_starter")):
        t.deck(seat, *["fortress"] * 5)
        t.s["players"][seat]["deck_id"] = deck
    return t, sl, guards, mine


def test_star_lord_wins_the_dance_off_he_is_foreseen_to_win(table):
    """Dance Off (rulebook: whoever can exhaust a ready character longest wins; Star-Lord's player goes
    first): as his turn starts, his three characters against two ready ones of the enemy win it, and
    the foresight expects the XP most of the time; against four ready ones he cannot win, and it expects
    next to nothing."""
    from game.vs_system.foresight import foreseen_xp
    t, sl, guards, mine = _star_lord_two_xp_from_level_two(table, villains_ready=2)
    t.s["turn"].update(seat=0, seats=[0], phase="build")
    assert foreseen_xp(t.rules.book, t.s, 0) == (0.7, 3)
    t.start("end").answer("yes")
    for seat, uid in ((0, sl), (1, next(u for u, c in t.s["ch"].items() if c["ctrl"] == 1 and c["main"])),
                      (0, guards[0]), (1, mine[0]), (0, guards[1])):
        t.answer(f"x:{uid}")
    assert t.card_id(sl) == "star_lord_l2"  # the third XP: level 2
    t2, *_ = _star_lord_two_xp_from_level_two(table, villains_ready=4)
    t2.s["turn"].update(seat=0, seats=[0], phase="build")
    assert foreseen_xp(t2.rules.book, t2.s, 0) == (0.02, 3)


def test_iron_man_is_foreseen_to_gain_his_counters_at_the_end_of_his_turn(table):
    """Something Big For 15 Minutes: Iron Man gains XP equal to his +1/+1 counters as his turn ends, and
    Day 11, Test 37 usually adds some during it; never more XP than his level still needs."""
    from game.vs_system.foresight import foreseen_xp
    t = table()
    t.main(0, "iron_man_l1", counters=2)
    t.main(1)
    t.s["turn"]["phase"] = "build"
    t.s["players"][0]["xp"] = 3
    assert foreseen_xp(t.rules.book, t.s, 0) == (2.75, 7)
    t.s["players"][0]["xp"] = 6
    assert foreseen_xp(t.rules.book, t.s, 0) == (1.0, 7)


def test_hard_with_foresight_keeps_its_characters_ready_to_deny_the_dance_off(rules, table):
    """A Villains' 3/3 can stun a 0/1 guard for free (it recovers in Player 1's Recovery Phase with a wound
    it can take). The normal player attacks, and the default hard player, judging the position as Player
    1's turn starts, finds nothing better. But an attacker stays exhausted until Player 2's next turn:
    four ready Villains outlast Star-Lord's three characters in the Dance Off at the end of his turn
    whatever he does; with three, one stun in his turn is enough for him, and his third XP makes him
    level 2. With foresight the hard player sees it and ends its turn instead."""
    t, sl, guards, mine = _star_lord_two_xp_from_level_two(table, villains_ready=4)
    t.start("recovery").skip_to("main")
    assert f"a:{mine[0]}" in t.ids()
    seen = SeatView(rules, t.s, 1)
    assert hard_player(rules, iterations=20).choose(seen, Rng(1))["picks"] != ["end"]
    assert hard_player(rules, iterations=20, foresee=True).choose(seen, Rng(1))["picks"] == ["end"]


# -- formation: a main character without Range steps forward (search_hooks.ForwardPlayer) --------------------

def _main_behind_a_guard(table, main: str, wounds: int = 0, enemy: str = "1/1"):
    """Player 1's main character (level 1, no Range) stands in the back row behind a 3/3 guard at the
    Formation Step; player 2's front row is a 1/1 that the main character's strike would stun and whose
    strike back would not (or `enemy`)."""
    t = table()
    me = t.main(0, main, wounds=wounds)
    t.vanilla(0, "3/3")
    t.main(1)
    weak = t.vanilla(1, enemy, team="V")
    t.start("formation")
    assert t.pending["kind"] == "formation" and f"m:{me}" in t.ids()
    return t, me, weak


def _formation(player, rules, t):
    return player.choose(SeatView(rules, t.s, 0), Rng(1))["picks"]


def test_hard_sends_loki_into_the_front_row_to_attack(rules, table):
    t, loki, weak = _main_behind_a_guard(table, "loki_l1")
    assert _formation(ComputerPlayer(rules.book), rules, t) == []  # normal keeps him behind his guard
    assert _formation(hard_player(rules, iterations=4), rules, t) == [f"m:{loki}"]
    # From the front row he may attack (a main character without Range cannot from the back row).
    t.answer(f"m:{loki}").skip_to("main")
    assert t.ch(loki)["row"] == "front" and f"a:{loki}" in t.ids()


def test_hard_keeps_loki_back_one_wound_from_defeat(rules, table):
    t, _loki, _weak = _main_behind_a_guard(table, "loki_l1", wounds=5)
    assert _formation(hard_player(rules, iterations=4), rules, t) == []


def test_hard_keeps_loki_back_with_no_good_attack_to_make(rules, table):
    """A 6/6 in the enemy front row: Loki's 2 ATK does not stun it and its strike back stuns him."""
    t, _loki, _big = _main_behind_a_guard(table, "loki_l1", enemy="6/6")
    assert _formation(hard_player(rules, iterations=4), rules, t) == []


def test_hard_keeps_a_main_character_not_named_forward_behind_its_guard(rules, table):
    """Thor and Bruce Banner lost games in front between normal players (README), so stay back."""
    t, _thor, _weak = _main_behind_a_guard(table, "thor_l1")
    assert _formation(hard_player(rules, iterations=4), rules, t) == []


# -- Captain America leads the first attack (search_hooks.HardCtx) ----------------------------------------------
# His Ready To Follow Captain America? (pay Might, only in the turn's first attack, he in it): each attacker
# gets two +1/+1 counters, and The First Avenger gives him 1 XP. The normal player judges an attack by the
# ATK and DEF printed, so it never sends him in; the hard player counts the counters.

def test_hard_sends_captain_america_forward_when_his_first_attack_stuns(rules, table):
    """Cap 2/5 against a 3/4: printed, his 2 ATK (or 3 with the 1/4 guard) does not stun the DEF 4; with
    two +1/+1 counters, 4 ATK stuns it and its 3 ATK does not stun his DEF 7."""
    t = table()
    cap = t.main(0, "captain_america_l1")
    t.vanilla(0, "1/4")
    t.main(1)
    t.vanilla(1, "3/4", team="V")
    t.start("formation")
    assert _formation(ComputerPlayer(rules.book), rules, t) == []
    assert _formation(hard_player(rules, iterations=4), rules, t) == [f"m:{cap}"]


def test_hard_keeps_captain_america_back_when_even_his_counters_do_not_stun(rules, table):
    """A 3/20: not even Cap and his 3/3 guard with two counters each (9 ATK) stun it."""
    t, _cap, _big = _main_behind_a_guard(table, "captain_america_l1", enemy="3/20")
    assert _formation(hard_player(rules, iterations=4), rules, t) == []


def test_hard_leads_the_first_attack_with_captain_america_and_his_counters_stun(rules, table):
    t = table()
    cap = t.main(0, "captain_america_l1", row="front")
    t.res(0, "fortress")  # Might, for his power
    t.main(1)
    foe = t.vanilla(1, "3/4", team="V", h=2)
    t.start()
    seen = SeatView(rules, t.s, 0)
    assert ComputerPlayer(rules.book).choose(seen, Rng(1))["picks"] == ["end"]
    assert ForwardPlayer(rules.book).choose(seen, Rng(1))["picks"] == [f"a:{cap}"]
    t.answer(f"a:{cap}").answer(f"d:{foe}")
    t.answer(f"p:{cap}:0")
    t.pass_exchange()
    assert t.stunned(foe) and not t.stunned(cap) and t.s["players"][0]["xp"] == 1


def test_captain_america_counts_his_counters_only_in_the_first_attack(rules, table):
    t = table()
    cap = t.main(0, "captain_america_l1", row="front")
    t.main(1)
    foe = t.vanilla(1, "3/4", team="V")
    t.start()
    view = SeatView(rules, t.s, 0).view
    assert Ctx(rules.book, view, 0).attack_value([cap], foe) <= 0
    assert HardCtx(rules.book, view, 0).attack_value([cap], foe) > 0
    view["record"]["turn"]["attacks"] = 1
    assert HardCtx(rules.book, view, 0).attack_value([cap], foe) <= 0


# -- the hard player's judge: a level-up is a gain (search_hooks.LEVEL_WEIGHT) -----------------------------

def test_the_hard_judge_counts_an_enemy_level_up_against_the_player_who_gives_it(table):
    """Ronan's Your Culture is a Disease: a character entering play on the Heroes' side gives him 1 XP for
    each face-up character there sharing a team with it, and at 7 XP he becomes the 6/7 level 2. Ronan
    has 6: the Heroes' recruit makes him level 2. The fitted weights count a full XP bar (2.05) above a
    level (1.39), so to them the level-up took something from Ronan and the recruit looked good for the
    Heroes; the hard player's judge weighs the level above a full bar, and the recruit is a loss."""
    from game.vs_system.judge import value
    from game.vs_system.search_hooks import LEVEL_WEIGHT
    t = table(current=1)
    ronan = t.main(0, "ronan_l1")
    t.s["players"][0]["xp"] = 6
    t.main(1, "thor_l1")
    t.vanilla(1, "1/1", team="H")
    t.res(1, "laboratory")
    (groot,) = t.hand(1, "baby_groot")
    t.start("recruit")
    book = t.rules.book
    before = value(book, t.s, 1), value(book, t.s, 1, level=LEVEL_WEIGHT)
    t.answer(f"c:{groot}:front")
    assert t.card_id(ronan) == "ronan_l2"
    after = value(book, t.s, 1), value(book, t.s, 1, level=LEVEL_WEIGHT)
    assert after[0] > before[0]  # the fitted weights: Ronan's level-up looks like a gain for the Heroes
    assert after[1] < before[1] - 0.05  # the hard player's: it is the Villains' gain


# -- Falcon's Air Superiority (search_hooks.AirCtx, opt-in: hard_player(rules, air=True)) ---------------------------------------------------------
# "Characters with Flight can't strike Falcon, whether they attack or defend." Attacking him, a character with
# Flight brings no ATK against his DEF; when he attacks one with Flight, it does not strike him back. The normal
# player plans with the printed numbers and counts both.

def test_the_hard_plan_sends_no_flight_attacker_at_falcon(rules, table):
    """A 6/7 with Flight against Falcon (6/3): printed, its 6 ATK stuns his DEF 3 (and KOs him: health 1) and
    his 6 ATK does not stun its DEF 7, a free stun; by his power it brings no ATK, and the attack does nothing."""
    t = table(current=1)
    falcon, flyer = t.falcon_against_flyer("6/7")
    view = SeatView(rules, t.s, 1).view
    assert Ctx(rules.book, view, 1).attack_value([flyer], falcon) > 0
    assert AirCtx(rules.book, view, 1).attack_value([flyer], falcon) <= 0
    assert ComputerPlayer(rules.book).choose(SeatView(rules, t.s, 1), Rng(1))["picks"] == [f"a:{flyer}"]
    air = ForwardPlayer(rules.book)
    air.ctx = AirCtx
    assert air.choose(SeatView(rules, t.s, 1), Rng(1))["picks"] == ["end"]
    assert hard_player(rules, iterations=4, air=True).fallback.ctx is AirCtx
    t.attack(flyer, falcon).pass_exchange()
    assert not t.stunned(falcon) and not t.stunned(flyer)


def test_the_hard_plan_sends_falcon_at_a_flight_defender_that_cannot_strike_him_back(rules, table):
    """Falcon (6/3) against a 5/6 with Flight: his 6 ATK stuns it, and its 5 ATK, which would stun his DEF 3,
    can't strike him, so the attack costs nothing."""
    t = table()
    falcon, flyer = t.falcon_against_flyer("5/6")
    view = SeatView(rules, t.s, 0).view
    assert AirCtx(rules.book, view, 0).attack_value([falcon], flyer) > Ctx(rules.book, view, 0).attack_value(
        [falcon], flyer)
    t.attack(falcon, flyer).pass_exchange()
    assert t.where(flyer) == "ko:1" and t.where(falcon) == "play" and not t.stunned(falcon)


# -- the formation searched (hard_player(rules, formation=True), opt-in) ------------------------------------------
# Rulebook: a Ranged attack comes from the back row and its defender strikes back only with Range; a main
# character in the front row may be attacked, one in the back row not while a face-up guard stands in front.
# The hard formation sends Loki forward for any attack the normal plan calls good, and the search then often
# declines that attack and leaves him there for the enemy's Ranged characters (issue 10, README).

def _loki_facing_a_ranged_six(table, enemy_main: str = "", wounds: int = 3):
    """Loki (2/5, three of his six wounds taken) behind a 0/3 guard (health 2; its strike stuns nobody) at the
    Formation Step; the enemy's front row is a 1/1 (health 2) that his strike would stun but not KO, and in
    its back row a Ranged 6/6 that stuns him in its turn if he stands in front (he cannot strike it back)."""
    t = table()
    loki = t.main(0, "loki_l1", wounds=wounds)
    t.vanilla(0, "0/3", h=2)
    t.main(1, enemy_main, row="front" if enemy_main else "back", wounds=5 if enemy_main else 0)
    t.vanilla(1, "1/1", h=2, team="V")
    t.vanilla(1, "6/6", row="back", team="V", rng=True, cost=5)
    for seat, deck in ((0, "mcu_villains_starter"), (1, "mcu_heroes_starter")):
        t.deck(seat, *["fortress"] * 5)
        t.s["players"][seat]["deck_id"] = deck
    t.start("recovery").skip_to("formation")  # from the Recovery Phase: the search re-deals a whole turn
    assert t.pending["kind"] == "formation" and f"m:{loki}" in t.ids()
    return t, loki


def test_the_searched_formation_keeps_loki_back_from_a_small_attack_the_ranged_enemy_would_punish(rules, table):
    t, loki = _loki_facing_a_ranged_six(table)
    assert _formation(hard_player(rules, iterations=20), rules, t) == [f"m:{loki}"]  # the default goes forward
    assert _formation(hard_player(rules, iterations=20, formation=True), rules, t) == []


def test_the_searched_formation_sends_loki_forward_for_the_winning_attack(rules, table):
    """The enemy main character (1/1, one wound from defeat) stands in the front row: Loki's stun ends the
    game, so the exposure does not matter."""
    t, loki = _loki_facing_a_ranged_six(table, fixture(rules, 1, 1, 6, "V", main=True))
    assert _formation(hard_player(rules, iterations=20, formation=True), rules, t) == [f"m:{loki}"]


# -- Star-Lord's Legendary Outlaw? (search_hooks.HardCtx.outlaw) -------------------------------------------------
# "Stun a character attacking Star-Lord, unless a character with its name attacked him in an earlier combat this
# game" (pay Skill, once a turn). The normal player plans an attack on him with the printed numbers: a 9/9 stuns
# his DEF 4 and takes a wound off him. The hard player's plan reads the power.

def _nine_against_star_lord(table, rules, **res):
    t = table(current=1)
    sl = t.main(0, "star_lord_l1", row="front")
    t.res(0, "training_ground", **res)
    t.main(1)
    nine = t.vanilla(1, "9/9", team="V", cost=5, h=3)
    t.start()
    return t, sl, nine


def test_the_hard_plan_sends_no_new_name_at_star_lord_who_can_pay_skill(rules, table):
    t, sl, nine = _nine_against_star_lord(table, rules)
    view = SeatView(rules, t.s, 1).view
    assert Ctx(rules.book, view, 1).attack_value([nine], sl) > 0
    assert HardCtx(rules.book, view, 1).attack_value([nine], sl) < 0
    assert ComputerPlayer(rules.book).choose(SeatView(rules, t.s, 1), Rng(1))["picks"] == [f"a:{nine}"]
    assert ForwardPlayer(rules.book).choose(SeatView(rules, t.s, 1), Rng(1))["picks"] == ["end"]
    # What the plan avoids: Star-Lord's player pays Skill and the attacker is stunned before it strikes.
    t.attack(nine, sl).answer(f"p:{sl}:0").pass_exchange()
    assert t.stunned(nine) and not t.stunned(sl)


def test_the_hard_plan_attacks_star_lord_when_the_outlaw_cannot_answer(rules, table):
    """No face-up location to pay Skill with; a character of the same name attacked him before; the power
    already used this turn: each time the attack is the normal player's good one."""
    t, sl, nine = _nine_against_star_lord(table, rules, up=False)
    assert HardCtx(rules.book, SeatView(rules, t.s, 1).view, 1).attack_value([nine], sl) > 0
    t, sl, nine = _nine_against_star_lord(table, rules)
    t.s["hist"]["outlaw"][sl] = [t.name_of(nine).lower()]
    assert HardCtx(rules.book, SeatView(rules, t.s, 1).view, 1).attack_value([nine], sl) > 0
    t, sl, nine = _nine_against_star_lord(table, rules)
    t.s["turn"]["used"].append(f"{sl}:0")
    assert HardCtx(rules.book, SeatView(rules, t.s, 1).view, 1).attack_value([nine], sl) > 0
