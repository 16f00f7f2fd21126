"""Empowered and primed tokens, combo abilities and the team-up track (spec cases 47-54)."""

from game.dagger import abilities
from game.dagger.content import Ability
from game.dagger.heroes import empower

from .helpers import (ATTACK, BLANK, DEFIANCE, add_enemy, call, clear_board, g_of, ids, pick, start, turn_of)


def _table(dg, **opts):
    opts.setdefault("aspects", "aggression,protection")
    s = start(dg, 2, **opts)
    clear_board(s)
    return s


def test_case_47_a_hero_holds_one_empowered_token_at_most(dg):
    s = _table(dg)
    call(dg, s, empower, 0)
    call(dg, s, empower, 0)
    assert s["heroes"][0]["emp"] is True  # a flag: one token, never two


def test_case_48_the_empowered_token_adds_a_success(dg, dice):
    s = _table(dg)
    nat = s["heroes"][1]
    nat.update(space="6", emp=True)
    turn_of(dg, s, 1)
    dice.set(DEFIANCE, BLANK, BLANK)
    pick(dg, s, "a:defy:std")
    pick(dg, s, "empowered")
    assert not nat["emp"]
    pick(dg, s, "keep")
    assert s["dice"]["successes"] == 2 and s["nm_prog"] == 2


def test_case_49_the_primed_token_adds_a_success_to_an_attack(dg, dice):
    s = _table(dg)
    nat = s["heroes"][1]
    nat["space"] = "6"
    e = add_enemy(dg, s, "hydra_commander", "6", primed=True)  # armored: first success ignored
    e2 = add_enemy(dg, s, "hydra_soldier", "6", primed=True)
    turn_of(dg, s, 1)
    dice.set(ATTACK, ATTACK, BLANK)
    pick(dg, s, "a:fight:std")
    pick(dg, s, f"enemy:{e2['u']}")
    pick(dg, s, "primed")
    pick(dg, s, "keep")
    assert e2["dmg"] == 3 and not any(x is e2 for x in s["enemies"] if x["primed"])
    assert e["primed"]  # the other enemy keeps its token


def test_case_50_an_empowered_combo_is_no_action_without_the_token(dg):
    s = _table(dg, heroes="hulk,natasha_romanoff")
    s["heroes"][0]["space"] = "6"
    add_enemy(dg, s, "hydra_soldier", "6")
    turn_of(dg, s, 0)
    assert "ab:2:std" not in ids(s)  # World Breaker
    s["heroes"][0]["emp"] = True
    turn_of(dg, s, 0)
    assert "ab:2:std" in ids(s)


def test_case_51_a_combo_spends_its_token_and_advances_team_up(dg, dice):
    s = _table(dg, heroes="hulk,natasha_romanoff")
    hulk = s["heroes"][0]
    hulk.update(space="6", emp=True)
    add_enemy(dg, s, "hydra_soldier", "6")
    turn_of(dg, s, 0)
    dice.set(*([BLANK] * 7))
    pick(dg, s, "ab:2:std")
    while s["pending"]["kind"] == "test_window":
        pick(dg, s, "keep")
    assert not hulk["emp"] and s["team_up"] == 1


def test_case_52_a_primed_combo_needs_every_affected_enemy_primed(dg):
    s = _table(dg)
    s["heroes"][0]["space"] = "6"
    a = add_enemy(dg, s, "hydra_soldier", "6", primed=True)
    b = add_enemy(dg, s, "hydra_agent", "6", primed=False)
    combo = Ability(name="Test Sweep", text="PRIMED: 2 damage to each enemy in your space.", kind="action",
                    combo="primed", effects=[{"op": "damage", "to": {"all_enemies": {"where": "here", "minion": True}},
                                              "n": 2}])
    g = g_of(dg, s)
    assert not abilities.payable(g, 0, combo, {"h": 0, "target": None})
    b["primed"] = True
    assert abilities.payable(g, 0, combo, {"h": 0, "target": None})
    call(dg, s, lambda g_: abilities.use(g_, 0, "ab:test", combo, "Test Sweep"))
    assert not a["primed"] and s["team_up"] == 1
    assert a["dmg"] == 2 and b not in s["enemies"]  # the agent (health 2) is defeated


def _widow_turn(dg, team_up):
    s = _table(dg)
    s["team_up"] = team_up
    turn_of(dg, s, 1)
    return s


def test_case_53_readying_a_team_up_card_spends_its_cost_and_its_use_exhausts_it(dg):
    s = _widow_turn(dg, 6)  # S.H.I.E.L.D. Backup costs 5
    add_enemy(dg, s, "aim_trooper", s["heroes"][1]["space"])  # its 2 damage to each enemy nearby has one to hit
    turn_of(dg, s, 1)
    pick(dg, s, "ready_tu")
    assert s["team_up"] == 1 and s["heroes"][1]["tu"]
    assert "free:tu:shield_backup" in ids(s)
    pick(dg, s, "free:tu:shield_backup")
    assert not s["heroes"][1]["tu"] and "ready_tu" not in ids(s)


def test_case_54_too_little_team_up_cannot_ready_a_card(dg):
    s = _widow_turn(dg, 4)
    assert "ready_tu" not in ids(s)
    from game.dagger.explain import why_not
    assert "costs 5" in why_not(dg.rules, s, s["pending"]["seat"], ["teamup:1"])


def test_a_trigger_combo_asks_and_pays(dg, dice):
    s = _table(dg)
    tch = s["heroes"][0]
    tch.update(space="6", emp=True)
    e = add_enemy(dg, s, "hydra_commander", "6")  # health 6, armored
    turn_of(dg, s, 0)
    dice.set(BLANK, BLANK, BLANK, BLANK, BLANK)
    pick(dg, s, "a:fight:std")
    while s["pending"]["kind"] == "test_window":
        pick(dg, s, "keep")
    assert s["pending"]["kind"] == "trigger" and "Kinetic Release" in s["pending"]["prompt"]
    pick(dg, s, "yes")
    assert e["dmg"] == 2 and not tch["emp"] and s["team_up"] == 1


# -- an ability with nothing to act on is not offered (spec I-18: no fight or defy without a target) --------
def test_an_empowered_combo_with_no_enemy_in_the_space_is_not_offered(dg):
    """World Breaker (Hulk's empowered attack) with nobody to hit would spend the token and still
    move the team-up track: a free team-up point."""
    s = _table(dg, heroes="hulk,natasha_romanoff")
    s["heroes"][0].update(space="6", emp=True)
    turn_of(dg, s, 0)
    assert "ab:2:std" not in ids(s)
    add_enemy(dg, s, "hydra_soldier", "6")
    turn_of(dg, s, 0)
    assert "ab:2:std" in ids(s)


def test_a_defy_ability_with_no_mission_to_defy_here_is_not_offered(dg):
    """She-Hulk's Objection! (a defy with a die more) where no mission can be defied."""
    s = _table(dg, heroes="she_hulk,tchalla", aspects="justice,aggression")
    turn_of(dg, s, 0)
    assert not any(o.startswith("a:defy") for o in ids(s))  # the aspect's own Defy is withheld here
    assert "ab:0:std" not in ids(s)
    s["heroes"][0]["space"] = "6"  # where the nemesis mission can be defied (case 48's space)
    turn_of(dg, s, 0)
    assert "a:defy:std" in ids(s) and "ab:0:std" in ids(s)


def test_twin_sai_keeps_its_once_a_round_use_when_the_enemy_attacked_was_defeated(dg, dice):
    """Once each round after an attack, 1 more damage to that enemy: with the enemy already
    defeated there is nothing to damage, and the next attack that round still gets it."""
    s = _table(dg, heroes="elektra,tchalla", aspects="justice,aggression")
    el = s["heroes"][0]
    el.update(space="6", own="ready")
    agent = add_enemy(dg, s, "hydra_agent", "6")
    soldier = add_enemy(dg, s, "hydra_soldier", "6")
    turn_of(dg, s, 0)
    dice.set(ATTACK, ATTACK, ATTACK, ATTACK)
    pick(dg, s, "a:fight:std")
    _attack_done(dg, s, agent)
    assert agent not in s["enemies"] and "own:twin_sai" not in el["once"]
    turn_of(dg, s, 0)
    dice.set(ATTACK, BLANK, BLANK, BLANK)
    pick(dg, s, "a:fight:std")
    _attack_done(dg, s, soldier)
    assert soldier["dmg"] == 2 and "own:twin_sai" in el["once"]


def _attack_done(dg, s, enemy):
    """The attack begun, carried out at `enemy`, its dice kept, until a turn is asked again."""
    while s["pending"]["kind"] != "turn":
        kind = s["pending"]["kind"]
        pick(dg, s, f"enemy:{enemy['u']}" if kind == "pick" else "keep")


def test_an_empowered_after_attack_combo_is_not_offered_once_the_enemy_is_defeated(dg, dice):
    """T'Challa's Kinetic Release (2 damage to the enemy attacked) after the attack defeated it."""
    s = _table(dg, heroes="tchalla,natasha_romanoff", aspects="justice,aggression")
    s["heroes"][0].update(space="6", emp=True)
    add_enemy(dg, s, "hydra_agent", "6")
    turn_of(dg, s, 0)
    dice.set(ATTACK, ATTACK, ATTACK, ATTACK, ATTACK)
    pick(dg, s, "a:fight:std")
    pick(dg, s, "keep")
    assert s["pending"]["kind"] == "turn"  # no "use Kinetic Release?"
    assert s["heroes"][0]["emp"] is True and s["team_up"] == 0
