"""Rulebook: Breakthrough Maneuver, Combat, Ranged Attacks (distance penalty and aiming, line of
sight, obstruction defense), Reactions, Continuous Bonuses, Multiple Defensive Abilities,
Inflicting Wound Tokens, Henchmen in Combat, Automatic Damage. Spec section 9, cases 37-62."""

from tests.strike_teams.helpers import answer, board, ids, option, settle_all, start_turn, strike, table, texts

OPEN = ["........", "........", "........", "........", "........"]


# -- breakthrough -----------------------------------------------------------------------------------
def test_cap_breaks_through_an_undefended_soldier_who_takes_no_damage_case_37():
    R, s = table(board(OPEN), {"captain_america": {"at": "2,2", "ap": 5}, "hydra_soldiers": {"at": ["3,2"], "ap": 0}})
    start_turn(R, s, "captain_america")
    assert option(s, "through:hydra_soldiers#1")["data"]["dest"] == "4,2"
    answer(R, s, "through:hydra_soldiers#1")
    assert s["figs"]["captain_america"]["pos"] == "4,2"
    assert s["figs"]["hydra_soldiers#1"]["wounds"] == 0 and s["chars"]["captain_america"]["ap"] == 1


def test_a_dodge_too_weak_to_stop_it_is_paid_but_cap_still_passes_case_38():
    R, s = table(board(OPEN), {"captain_america": {"at": "2,2", "ap": 5}, "hydra_soldiers": {"at": ["3,3"], "ap": 2}})
    start_turn(R, s, "captain_america")
    answer(R, s, "through:hydra_soldiers#1")
    assert s["pending"]["kind"] == "react"
    answer(R, s, "react:primary")  # Dodge 1 for 1 AP: 3 - 1 = 2 gets through
    assert s["figs"]["captain_america"]["pos"] == "4,4"  # a diagonal breakthrough goes on diagonally
    assert s["chars"]["hydra_soldiers"]["ap"] == 1 and s["figs"]["hydra_soldiers#1"]["wounds"] == 0


def test_a_defense_of_3_or_more_rebuffs_cap_who_loses_the_4_ap_case_39():
    R, s = table(board(OPEN), {"captain_america": {"at": "2,2", "ap": 5}, "baron_strucker": {"at": "3,2", "ap": 2}})
    start_turn(R, s, "captain_america")
    answer(R, s, "through:baron_strucker")
    answer(R, s, "react:primary")  # Dodge 3
    assert s["figs"]["captain_america"]["pos"] == "2,2" and s["chars"]["captain_america"]["ap"] == 1


def test_breakthrough_needs_an_empty_far_square_and_allows_a_ranged_primary_case_40():
    R, s = table(board(OPEN), {"captain_america": {"at": "2,2", "ap": 5}, "iron_man": {"at": "4,2"},
                               "hydra_soldiers": {"at": ["3,2"], "ap": 0}})
    start_turn(R, s, "captain_america")
    assert "through:hydra_soldiers#1" not in ids(s)
    R, s = table(board(OPEN), {"iron_man": {"at": "2,2", "ap": 5}, "hydra_soldiers": {"at": ["3,2"], "ap": 0}})
    start_turn(R, s, "iron_man")
    answer(R, s, "through:hydra_soldiers#1")
    assert s["figs"]["iron_man"]["pos"] == "4,2"


def test_a_breakthrough_never_lands_on_the_other_sides_spawn_point():
    # Only heroes may end a move on a Hero Spawn Point: Strucker, with exactly the 4 AP of the
    # maneuver, would land on one beside Quake and could neither stay nor go on.
    spawn = ["........", "..H.....", "........", "........", "........"]
    R, s = table(board(spawn), {"baron_strucker": {"at": "0,3", "ap": 4}, "quake": {"at": "1,2"}})
    start_turn(R, s, "baron_strucker")
    assert "through:quake" not in ids(s)
    R, s = table(board(OPEN), {"baron_strucker": {"at": "0,3", "ap": 4}, "quake": {"at": "1,2"}})
    start_turn(R, s, "baron_strucker")
    answer(R, s, "through:quake")
    assert s["figs"]["baron_strucker"]["pos"] == "2,1" and s["pending"]["kind"] == "act"
    assert "end" in ids(s)
    # A hero breaks through onto its own side's spawn point.
    R, s = table(board(spawn), {"captain_america": {"at": "0,3", "ap": 4}, "hydra_soldiers": {"at": ["1,2"], "ap": 0}})
    start_turn(R, s, "captain_america")
    answer(R, s, "through:hydra_soldiers#1")
    assert s["figs"]["captain_america"]["pos"] == "2,1"


# -- ranged attacks -------------------------------------------------------------------------------------
def targets(R, s, fid="iron_man", src="primary"):
    start_turn(R, s, fid)
    answer(R, s, f"use:{src}")
    return {o["id"]: o["data"] for o in s["pending"]["options"]}


def test_ranged_attacks_skip_adjacent_enemies_and_reach_two_away_case_41():
    R, s = table(board(OPEN), {"iron_man": {"at": "0,0", "ap": 5}, "hydra_soldiers": {"at": ["1,1", "2,0"], "ap": 0}})
    got = targets(R, s)
    assert "target:fig:hydra_soldiers#1:0" not in got and "target:fig:hydra_soldiers#2:0" in got


def test_distance_5_costs_2_strength_that_aiming_buys_back_but_no_further_case_42():
    R, s = table(board(OPEN), {"iron_man": {"at": "0,0", "ap": 8}, "hydra_soldiers": {"at": ["5,0"], "ap": 0}})
    got = targets(R, s)
    assert got["target:fig:hydra_soldiers#1:0"]["strength"] == 1
    assert got["target:fig:hydra_soldiers#1:2"]["strength"] == 3
    assert "target:fig:hydra_soldiers#1:3" not in got
    answer(R, s, "target:fig:hydra_soldiers#1:2")
    assert s["chars"]["iron_man"]["ap"] == 8 - 4 and s["figs"]["hydra_soldiers#1"]["pos"] is None


def test_distance_4_loses_1_and_distance_3_loses_nothing_case_43():
    R, s = table(board(OPEN), {"iron_man": {"at": "0,0", "ap": 8}, "hydra_soldiers": {"at": ["4,0", "3,2"], "ap": 0}})
    got = targets(R, s)
    assert got["target:fig:hydra_soldiers#1:0"]["strength"] == 2 and "target:fig:hydra_soldiers#1:1" in got
    assert got["target:fig:hydra_soldiers#2:0"]["strength"] == 3 and "target:fig:hydra_soldiers#2:1" not in got


def test_a_wall_across_the_line_of_sight_hides_the_target_case_44():
    b = board(OPEN, walls=[("2,0", "3,0", 3), ("2,1", "3,1", 3)])
    R, s = table(b, {"iron_man": {"at": "0,0", "ap": 8}, "hydra_soldiers": {"at": ["4,0", "2,3"], "ap": 0}})
    got = targets(R, s)
    assert "target:fig:hydra_soldiers#1:0" not in got and "target:fig:hydra_soldiers#2:0" in got


def test_barrels_next_to_the_target_give_it_cover_3_case_45():
    R, s = table(board(["..b....."]), {"iron_man": {"at": "0,0", "ap": 8}, "hydra_soldiers": {"at": ["3,0"], "ap": 0}})
    assert R.cover(s, "0,0", "3,0") == 3
    start_turn(R, s, "iron_man")
    answer(R, s, "use:primary")
    events = answer(R, s, "target:fig:hydra_soldiers#1:0")
    assert s["figs"]["hydra_soldiers#1"]["wounds"] == 0 and "defense 3: 0 damage" in texts(events)


def test_barrels_not_next_to_the_target_give_no_cover_case_46():
    R, s = table(board(["..b....."]), {"iron_man": {"at": "0,0"}, "hydra_soldiers": {"at": ["4,0"]}})
    assert R.cover(s, "0,0", "4,0") == 0
    assert R.cover(s, "4,0", "0,0") == 0  # Iron Man is not next to them either
    R, s = table(board(["..b....."]), {"iron_man": {"at": "1,0"}, "hydra_soldiers": {"at": ["3,0"]}})
    assert R.cover(s, "1,0", "3,0") == 3 and R.cover(s, "3,0", "1,0") == 3  # both next to them now


def test_standing_on_the_barrels_gives_no_cover_from_them_case_47():
    R, s = table(board(["...b...."]), {"iron_man": {"at": "0,0"}, "hydra_soldiers": {"at": ["3,0"]}})
    assert R.cover(s, "0,0", "3,0") == 0


def test_each_figure_the_line_crosses_adds_1_and_a_corner_adds_nothing_case_48():
    R, s = table(board(OPEN), {"iron_man": {"at": "0,0"}, "captain_america": {"at": "1,0"},
                               "hydra_soldiers": {"at": ["2,0", "4,0"]}})
    assert R.cover(s, "0,0", "4,0") == 2
    R, s = table(board(OPEN), {"iron_man": {"at": "0,0"}, "captain_america": {"at": "1,0"},
                               "hydra_soldiers": {"at": ["2,2"]}})
    assert R.cover(s, "0,0", "2,2") == 0  # the line only touches Cap's corner


def test_each_attack_of_a_volley_has_its_own_penalty_and_aim_case_49():
    R, s = table(board(OPEN), {"iron_man": {"at": "0,0", "ap": 10, "cards": ["missile_swarm"]},
                               "hydra_soldiers": {"at": ["5,0", "5,1"], "ap": 0}})
    got = targets(R, s, src="missile_swarm")
    assert got["target:fig:hydra_soldiers#1:0"]["strength"] == 0
    answer(R, s, "target:fig:hydra_soldiers#1:2")  # 4 AP + 2 aim
    assert s["chars"]["iron_man"]["ap"] == 4 and s["figs"]["hydra_soldiers#1"]["wounds"] == 2
    assert s["pending"]["kind"] == "volley"
    assert option(s, "target:fig:hydra_soldiers#2:0")["data"]["strength"] == 0


# -- defense and damage ------------------------------------------------------------------------------
def test_dodge_and_shield_block_together_leave_1_of_7_case_50():
    R, s = table(board(OPEN), {"captain_america": {"at": "1,0", "ap": 2, "cards": ["shield_block"]},
                               "baron_strucker": {"at": "0,0"}})
    strike(R, s, "baron_strucker", "captain_america", 7)
    answer(R, s, "react:primary")
    answer(R, s, "react:shield_block")
    settle_all(R, s)
    c = s["chars"]["captain_america"]
    assert sum(c["wounds"].values()) == 1 and c["ap"] == 0


def test_one_ability_once_per_attack_case_51():
    R, s = table(board(OPEN), {"captain_america": {"at": "1,0", "ap": 5}, "baron_strucker": {"at": "0,0"}})
    strike(R, s, "baron_strucker", "captain_america", 7)
    answer(R, s, "react:primary")
    assert "react:primary" not in ids(s)


def test_trench_knife_cuts_armor_not_dodge_case_52():
    R, s = table(board(OPEN), {"captain_america": {"at": "1,0", "ap": 5, "cards": ["shield_block"]},
                               "hydra_soldiers": {"at": ["0,0"], "cards": ["trench_knife"]}})
    strike(R, s, "hydra_soldiers#1", "captain_america", 3, src="trench_knife")
    answer(R, s, "react:shield_block")  # 4 armor, 1 ignored: 3
    settle_all(R, s)
    assert sum(s["chars"]["captain_america"]["wounds"].values()) == 0
    R, s = table(board(OPEN), {"captain_america": {"at": "1,0", "ap": 5}, "hydra_soldiers": {"at": ["0,0"], "cards": ["trench_knife"]}})
    strike(R, s, "hydra_soldiers#1", "captain_america", 3, src="trench_knife")
    answer(R, s, "react:primary")  # dodge 2 stays 2
    settle_all(R, s)
    assert sum(s["chars"]["captain_america"]["wounds"].values()) == 1


def test_iron_armor_works_on_every_attack_without_ap_until_the_defend_box_is_full_case_53():
    R, s = table(board(OPEN), {"iron_man": {"at": "1,0", "ap": 0, "cards": ["iron_armor"]}, "baron_strucker": {"at": "0,0"}})
    strike(R, s, "baron_strucker", "iron_man", 3)
    settle_all(R, s)
    assert sum(s["chars"]["iron_man"]["wounds"].values()) == 2
    R, s = table(board(OPEN), {"iron_man": {"at": "1,0", "ap": 0, "cards": ["iron_armor"], "wounds": {"defend": 1}},
                               "baron_strucker": {"at": "0,0"}})
    strike(R, s, "baron_strucker", "iron_man", 3)
    settle_all(R, s)
    assert sum(s["chars"]["iron_man"]["wounds"].values()) == 1 + 3


def test_hold_the_line_adds_1_melee_and_1_defense_until_its_last_token_goes_case_54():
    R, s = table(board(OPEN), {"captain_america": {"at": "1,0", "ap": 8, "cards": ["hold_the_line"]},
                               "hydra_soldiers": {"at": ["2,0"], "ap": 0}, "baron_strucker": {"at": "0,0"}})
    start_turn(R, s, "captain_america")
    answer(R, s, "card:hold_the_line")
    answer(R, s, "use:primary")
    assert option(s, "target:fig:hydra_soldiers#1:0")["data"]["strength"] == 4
    strike(R, s, "baron_strucker", "captain_america", 3)
    settle_all(R, s)
    assert sum(s["chars"]["captain_america"]["wounds"].values()) == 2
    from game.strike_teams.activation import remove_duration_tokens
    from tests.strike_teams.helpers import g_of
    remove_duration_tokens(g_of(R, s), "captain_america")
    assert s["chars"]["captain_america"]["dt"] == {"hold_the_line": 1}
    remove_duration_tokens(g_of(R, s), "captain_america")
    strike(R, s, "baron_strucker", "captain_america", 3)
    settle_all(R, s)
    assert sum(s["chars"]["captain_america"]["wounds"].values()) == 2 + 3


def test_deflect_deals_1_automatic_damage_to_the_attacker_case_55():
    R, s = table(board(OPEN), {"winter_soldier": {"at": "1,0", "ap": 2, "cards": ["deflect"]},
                               "captain_america": {"at": "0,0", "ap": 0, "cards": ["shield_block"]}})
    strike(R, s, "captain_america", "winter_soldier", 3)
    answer(R, s, "react:deflect")
    assert s["pending"]["kind"] == "react" or s["pending"]["kind"] in ("wounds", "test_hold")
    settle_all(R, s)
    assert sum(s["chars"]["captain_america"]["wounds"].values()) == 1  # no reaction against it


def test_deflect_against_a_breakthrough_still_hurts_the_one_breaking_through():
    """Deflect was paid and took its Duration Token, and the attacker took nothing; the option to
    not react said "Take it (3 damage)", though a breakthrough deals no damage."""
    R, s = table(board(OPEN), {"captain_america": {"at": "2,2", "ap": 5},
                               "winter_soldier": {"at": "3,2", "ap": 3, "cards": ["deflect"]}})
    start_turn(R, s, "captain_america")
    answer(R, s, "through:winter_soldier")
    assert option(s, "react:done")["label"] == "Let it break through (no damage)"
    answer(R, s, "react:deflect")
    answer(R, s, "react:done")
    settle_all(R, s)
    assert s["figs"]["captain_america"]["pos"] == "4,2"  # through all the same (strength 3, dodge 1)
    assert sum(s["chars"]["captain_america"]["wounds"].values()) == 1


def test_deflect_may_answer_an_attack_that_would_do_no_damage():
    """An attack stopped by the defense already: Deflect's damage to the attacker is still worth it."""
    R, s = table(board(OPEN), {"iron_man": {"at": "0,0", "ap": 6},
                               "winter_soldier": {"at": "5,0", "ap": 3, "cards": ["deflect", "overwatch"],
                                                  "dt": {"overwatch": 2}}})
    start_turn(R, s, "iron_man")
    answer(R, s, "use:primary")
    answer(R, s, "target:fig:winter_soldier:0")
    assert s["pending"]["kind"] == "react"
    assert ids(s) == ["react:deflect", "react:done"] and option(s, "react:done")["label"] == "Take it (no damage)"
    answer(R, s, "react:deflect")
    settle_all(R, s)
    assert sum(s["chars"]["iron_man"]["wounds"].values()) == 1


def test_a_primary_attack_may_hit_a_teammate_an_enemy_only_card_may_not_case_56():
    R, s = table(board(OPEN), {"agent_may": {"at": "0,0", "ap": 8, "cards": ["disarming_strike"]},
                               "captain_america": {"at": "1,0"}})
    start_turn(R, s, "agent_may")
    assert "use:primary" in ids(s) and "use:disarming_strike" not in ids(s)


# -- wounds --------------------------------------------------------------------------------------------
def test_two_wounds_on_pummel_make_it_cost_5_case_57():
    R, s = table(board(OPEN), {"iron_man": {"at": "0,0", "ap": 8, "cards": ["pummel"], "wounds": {"pummel": 1}},
                               "hydra_soldiers": {"at": ["1,0"]}})
    start_turn(R, s, "iron_man")
    assert "Pummel (4 AP)" in option(s, "use:pummel")["label"]
    R, s = table(board(OPEN), {"iron_man": {"at": "0,0", "ap": 8, "cards": ["pummel", "jet_boots"], "wounds": {"pummel": 2}},
                               "hydra_soldiers": {"at": ["1,0"]}})
    start_turn(R, s, "iron_man")
    assert "use:pummel" not in ids(s)  # 2 slots: every one full, the card is out


def test_an_attack_box_wound_raises_every_attack_case_58():
    R, s = table(board(OPEN), {"iron_man": {"at": "0,0", "ap": 8, "cards": ["pummel"], "wounds": {"attack": 1}},
                               "hydra_soldiers": {"at": ["1,0", "3,0"]}})
    start_turn(R, s, "iron_man")
    assert "Repulsor Ray (3 AP)" in option(s, "use:primary")["label"]
    assert "Pummel (4 AP)" in option(s, "use:pummel")["label"]
    from game.strike_teams import attack
    from tests.strike_teams.helpers import g_of
    s["chars"]["iron_man"]["wounds"]["pummel"] = 1
    assert attack.use_cost(g_of(R, s), "iron_man", "pummel") == 5


def test_a_card_with_every_slot_full_cannot_be_used_case_59():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 8, "cards": ["rally"], "wounds": {"rally": 1}}})
    start_turn(R, s, "captain_america")
    assert "card:rally" not in ids(s)


def test_more_wounds_than_empty_slots_defeat_and_the_rest_is_lost_case_60():
    R, s = table(board(OPEN), {"captain_america": {"at": "1,0", "ap": 0, "wounds": {"attack": 2, "defend": 1, "move": 2}},
                               "baron_strucker": {"at": "0,0"}})  # Cap has 6 slots: 1 left... give 3
    s["chars"]["captain_america"]["wounds"] = {"attack": 2, "move": 1}  # 3 empty
    strike(R, s, "baron_strucker", "captain_america", 5)
    settle_all(R, s)
    c = s["chars"]["captain_america"]
    assert c["state"] == "defeated" and s["figs"]["captain_america"]["pos"] is None
    assert s["op"][1] == 1


def test_a_soldier_with_2_wounds_falls_to_1_more_and_the_heroes_take_a_token_case_61():
    R, s = table(board(OPEN), {"iron_man": {"at": "0,0"}, "hydra_soldiers": {"at": ["2,0", "4,4"], "ap": 0}})
    s["figs"]["hydra_soldiers#1"]["wounds"] = 2
    strike(R, s, "iron_man", "hydra_soldiers#1", 1)
    settle_all(R, s)
    assert s["figs"]["hydra_soldiers#1"]["pos"] is None and s["hench"]["tokens"] == 1


def test_henchmen_wounds_go_on_the_figure_and_never_raise_costs_case_62():
    R, s = table(board(OPEN), {"iron_man": {"at": "0,0"}, "hydra_soldiers": {"at": ["2,0", "4,4"], "ap": 8}})
    strike(R, s, "iron_man", "hydra_soldiers#1", 2)
    answer(R, s, "react:done")
    settle_all(R, s)
    assert s["figs"]["hydra_soldiers#1"]["wounds"] == 2 and s["chars"]["hydra_soldiers"]["wounds"] == {}
    start_turn(R, s, "hydra_soldiers")
    answer(R, s, "mob:hydra_soldiers#1")
    assert "Hydra Rifle (2 AP)" in option(s, "use:primary")["label"]


def test_an_ally_may_be_attacked_but_the_option_says_so_and_asks_again_before_a_board_click_settles_it():
    R, s = table(board(OPEN), {"iron_man": {"at": "0,2", "ap": 5}, "captain_america": {"at": "2,2", "ap": 0},
                               "winter_soldier": {"at": "4,1", "ap": 0}})
    start_turn(R, s, "iron_man")
    answer(R, s, "use:primary")
    opts = {o["data"]["ref"]: o for o in s["pending"]["options"]}
    assert opts["fig:captain_america"].get("confirm") and "(your own side)" in opts["fig:captain_america"]["label"]
    assert not opts["fig:winter_soldier"].get("confirm") and "own side" not in opts["fig:winter_soldier"]["label"]


def test_a_reaction_paid_from_the_team_s_command_points_says_so():
    """Rulebook, Reactions: a defender with no AP of its own may pay with the team's Command Points.
    The option read 'Dodge: dodge +3 for 1 AP' beside a track showing 0 AP; it now says the team's
    points pay ('for 1 CP')."""
    R, s = table(board(OPEN), {"captain_america": {"at": "2,2", "ap": 5}, "baron_strucker": {"at": "3,2", "ap": 0}})
    s["cp"][1] = 2
    start_turn(R, s, "captain_america")
    answer(R, s, "through:baron_strucker")
    assert s["pending"]["kind"] == "react"
    assert option(s, "react:primary")["label"].endswith("for 1 CP")
    answer(R, s, "react:primary")
    assert s["cp"][1] == 1, "the dial paid"


def test_an_own_turn_option_paid_from_the_team_s_command_points_says_so():
    """Rulebook, Spend Action Points: Command Points may always be spent as AP, but they are the
    team's. Captain America with 1 AP of his own and 2 on the dial was offered 'Attack with Slug
    (2 AP)' and 'Advance to ... (1 AP)' alike; the one that takes from the dial now says how much."""
    R, s = table(board(OPEN), {"captain_america": {"at": "2,2", "ap": 1}, "baron_strucker": {"at": "3,2", "ap": 0}})
    s["cp"][0] = 2
    start_turn(R, s, "captain_america")
    assert option(s, "use:primary")["label"] == "Attack with Slug (1 AP + 1 CP)"
    assert option(s, "step:2,1")["label"].endswith("(1 AP + 1 CP)")  # leaving an enemy costs 2
    s["chars"]["captain_america"]["ap"] = 0
    start_turn(R, s, "captain_america")
    assert option(s, "use:primary")["label"] == "Attack with Slug (2 CP)"
    s["chars"]["captain_america"]["ap"] = 2
    start_turn(R, s, "captain_america")
    assert option(s, "use:primary")["label"] == "Attack with Slug (2 AP)"


def test_a_step_the_team_s_command_points_pay_for_is_logged():
    """A walk clicked on the board goes a square at a time and may run past the character's own AP
    into the dial: the step that does says so in the log (it read '(1 AP)' like the others)."""
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 1}, "baron_strucker": {"at": "4,4", "ap": 0}})
    s["cp"][0] = 2
    start_turn(R, s, "captain_america")
    first = texts(answer(R, s, "step:1,0"))
    assert "Command Point" not in first
    second = texts(answer(R, s, "step:2,0"))
    assert "The heroes spend 1 Command Point for Captain America (1 left)." in second
    assert s["cp"][0] == 1


def test_a_click_on_an_enemy_says_which_attack_to_choose_first_when_several_can_hurt_it():
    """Clicking Baron Strucker read 'That is not one of the choices now.': an attack is chosen
    before its target. With one attack that can hurt him the view takes the click; with two the
    refusal names them; with none it says so."""
    R, s = table(board(OPEN), {"iron_man": {"at": "0,2", "ap": 8, "cards": ["unibeam"]},
                               "baron_strucker": {"at": "2,2", "ap": 0}})
    start_turn(R, s, "iron_man")
    assert R.explain(s, 0, ["fig:baron_strucker"]) == \
        "Choose the attack first: Repulsor Ray or Unibeam can hurt it from here."
    s["chars"]["iron_man"]["ap"] = 2  # Unibeam costs 4: only Repulsor Ray now (the view takes that click)
    start_turn(R, s, "iron_man")
    assert R.explain(s, 0, ["fig:baron_strucker"]) is None
    s["figs"]["baron_strucker"]["pos"] = "1,2"  # next to him: a ranged attack cannot go there
    start_turn(R, s, "iron_man")
    assert R.explain(s, 0, ["fig:baron_strucker"]) == "No attack of Iron Man's can hurt it from here."


def test_a_target_the_distance_takes_all_the_strength_from_reads_strength_0_and_says_it_cannot_hurt():
    """Rulebook, distance penalty: 1 strength lost per square beyond the third. Repulsor Ray (3) at
    7 squares away has nothing left; its option read 'strength -1' (18 squares away: -15). Now 0,
    with a word that it can do no damage; one more aimed AP brings it back to 1."""
    R, s = table(board(OPEN), {"iron_man": {"at": "0,0", "ap": 6}, "baron_strucker": {"at": "7,0", "ap": 0}})
    start_turn(R, s, "iron_man")
    answer(R, s, "use:primary")
    assert option(s, "target:fig:baron_strucker:0")["label"] == \
        "Baron Strucker in H1: strength 0 (4 lost to distance): it can do no damage"
    assert option(s, "target:fig:baron_strucker:2")["label"] == "Baron Strucker in H1: strength 1, aiming for 2 AP"
