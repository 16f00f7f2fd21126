"""Rulebook: Movement, Movement Penalties, Advancing & Running, Advancing & Marching, Movement Powers,
Occupying Spawn Points. Spec section 9, cases 21-36."""

from tests.strike_teams.helpers import answer, board, ids, option, start_turn, table

OPEN = ["........",
        "........",
        "........",
        "........",
        "........"]


def test_advancing_orthogonally_or_diagonally_costs_1_ap_case_21():
    R, s = table(board(OPEN), {"captain_america": {"at": "2,2", "ap": 5}})
    start_turn(R, s, "captain_america")
    assert option(s, "step:3,2")["data"]["cost"] == 1
    assert option(s, "step:3,3")["data"]["cost"] == 1
    answer(R, s, "step:3,3")
    assert s["figs"]["captain_america"]["pos"] == "3,3" and s["chars"]["captain_america"]["ap"] == 4


def test_entering_an_object_costs_one_more_leaving_it_does_not_case_22():
    R, s = table(board(["....", ".c..", "...."]), {"captain_america": {"at": "0,1", "ap": 5}})
    start_turn(R, s, "captain_america")
    assert option(s, "step:1,1")["data"]["cost"] == 2
    answer(R, s, "step:1,1")
    assert option(s, "step:2,1")["data"]["cost"] == 1


def test_leaving_a_square_next_to_an_enemy_costs_one_more_and_penalties_do_not_add_case_23():
    R, s = table(board(["......", ".b....", "......"]),
                 {"captain_america": {"at": "2,2", "ap": 5}, "hydra_soldiers": {"at": ["3,1"]}})
    start_turn(R, s, "captain_america")
    assert option(s, "step:2,3" if "step:2,3" in ids(s) else "step:1,2")["data"]["cost"] == 2
    assert option(s, "step:1,1")["data"]["cost"] == 2  # barrels and the enemy: still only +1


def test_entering_a_square_next_to_an_enemy_costs_nothing_more_case_24():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,2", "ap": 5}, "hydra_soldiers": {"at": ["3,2"]}})
    start_turn(R, s, "captain_america")
    assert option(s, "step:1,2")["data"]["cost"] == 1
    answer(R, s, "step:1,2")
    assert option(s, "step:2,2")["data"]["cost"] == 1


def test_passing_an_ally_is_allowed_stopping_on_it_or_entering_an_enemy_is_not_case_25():
    R, s = table(board(["....."]), {"captain_america": {"at": "0,0", "ap": 5}, "iron_man": {"at": "1,0"},
                                    "hydra_soldiers": {"at": ["3,0"]}})
    start_turn(R, s, "captain_america")
    answer(R, s, "step:1,0")  # onto Iron Man: allowed because it can go on
    assert s["figs"]["captain_america"]["pos"] == "1,0"
    assert {i for i in ids(s) if not i.startswith("run:")} == {"step:2,0", "step:0,0"}  # must move on
    answer(R, s, "step:2,0")
    assert "step:3,0" not in ids(s)  # the soldier's square
    assert "end" in ids(s)


def test_an_ally_blocking_the_only_way_with_no_ap_to_pass_is_not_entered_case_25():
    R, s = table(board(["..."]), {"captain_america": {"at": "0,0", "ap": 1}, "iron_man": {"at": "1,0"}})
    start_turn(R, s, "captain_america")
    assert "step:1,0" not in ids(s)


def test_running_gives_one_free_step_ignoring_penalties_case_26():
    R, s = table(board([".c....", "......"]), {"captain_america": {"at": "0,1", "ap": 4},
                                               "hydra_soldiers": {"at": ["3,0"]}})
    start_turn(R, s, "captain_america")
    answer(R, s, "step:1,1")
    answer(R, s, "step:2,1")  # now next to the soldier
    run = [i for i in ids(s) if i.startswith("run:")]
    assert "run:1,0" in run and "run:3,1" in run  # into the crate, away from the enemy: free
    answer(R, s, "run:1,0")
    c = s["chars"]["captain_america"]
    assert c["ap"] == 4 - 1 - 1 and s["figs"]["captain_america"]["pos"] == "1,0"
    assert not [i for i in ids(s) if i.startswith("run:")]


def test_no_running_after_an_attack_or_a_movement_card_and_no_attack_after_running_case_27():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 8}, "hydra_soldiers": {"at": ["4,0"]}})
    start_turn(R, s, "captain_america")
    answer(R, s, "step:1,0")
    answer(R, s, "step:2,0")
    answer(R, s, "step:3,0")
    answer(R, s, "use:primary")
    answer(R, s, "target:fig:hydra_soldiers#1:0")
    while s["pending"]["kind"] != "act":
        answer(R, s, s["pending"]["options"][-1]["id"])
    assert not [i for i in ids(s) if i.startswith("run:")]
    R, s = table(board(OPEN), {"iron_man": {"at": "0,0", "ap": 8, "cards": ["jet_boots"]}})
    start_turn(R, s, "iron_man")
    answer(R, s, "step:1,0")
    answer(R, s, "card:jet_boots")
    answer(R, s, "bonus:stop")
    assert not [i for i in ids(s) if i.startswith("run:")]
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 8}, "hydra_soldiers": {"at": ["3,0"]}})
    start_turn(R, s, "captain_america")
    answer(R, s, "step:1,1")
    answer(R, s, "run:2,1")
    assert "use:primary" not in ids(s)


def test_henchmen_never_run_case_28():
    R, s = table(board(OPEN), {"hydra_soldiers": {"at": ["0,0"], "ap": 6}})
    start_turn(R, s, "hydra_soldiers")
    answer(R, s, "mob:hydra_soldiers#1")
    answer(R, s, "step:1,0")
    assert not [i for i in ids(s) if i.startswith("run:")]


def test_a_march_gives_every_soldier_2_ap_and_costs_the_same_however_few_are_left_case_29():
    R, s = table(board(["..c.....", "........"]), {"hydra_soldiers": {"at": ["0,0", "0,1"], "ap": 8}})
    start_turn(R, s, "hydra_soldiers")
    answer(R, s, "march")
    assert s["chars"]["hydra_soldiers"]["ap"] == 2  # the 6-figure face: 6 AP, with 2 figures left
    answer(R, s, "march:hydra_soldiers#1:1,0")
    assert "march:hydra_soldiers#1:2,0" not in ids(s)  # 1 AP left, the crate costs 2
    answer(R, s, "march:hydra_soldiers#2:1,1")
    answer(R, s, "march:hydra_soldiers#2:2,1")
    assert not [i for i in ids(s) if i.startswith("march:hydra_soldiers#2")]
    R, s = table(board(["..c.....", "........"]), {"hydra_soldiers": {"at": ["1,0"], "ap": 8}})
    start_turn(R, s, "hydra_soldiers")
    answer(R, s, "march")
    assert option(s, "march:hydra_soldiers#1:2,0")["data"]["cost"] == 2  # the crate takes both


def test_a_soldier_spends_at_most_6_ap_advancing_on_its_own_but_march_and_cards_still_move_it_case_30():
    R, s = table(board(["............"]), {"hydra_soldiers": {"at": ["0,0"], "ap": 12, "cards": ["forward_march"]}},
                 cp=(0, 6))
    start_turn(R, s, "hydra_soldiers")
    answer(R, s, "march")
    answer(R, s, "march:hydra_soldiers#1:1,0")
    answer(R, s, "march:hydra_soldiers#1:2,0")
    answer(R, s, "mob:hydra_soldiers#1")
    for x in range(3, 9):
        answer(R, s, f"step:{x},0")
    assert not [i for i in ids(s) if i.startswith("step:")]  # 6 Command Points left, but 6 AP walked
    answer(R, s, "card:forward_march")
    answer(R, s, "march:hydra_soldiers#1:9,0")
    assert s["figs"]["hydra_soldiers#1"]["pos"] == "9,0"


def test_a_full_move_box_stops_all_movement_case_31():
    R, s = table(board(OPEN), {"iron_man": {"at": "2,2", "ap": 8, "cards": ["jet_boots"], "wounds": {"move": 2}}})
    start_turn(R, s, "iron_man")
    assert not [i for i in ids(s) if i.startswith(("step:", "run:"))]
    assert "card:jet_boots" not in ids(s)


def test_a_wound_in_the_move_box_adds_1_to_every_step_case_32():
    R, s = table(board([".c.."]), {"captain_america": {"at": "0,0", "ap": 8, "wounds": {"move": 1}}})
    start_turn(R, s, "captain_america")
    assert option(s, "step:1,0")["data"]["cost"] == 3


def test_prone_adds_1_to_moving_and_attacking_case_33():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 8, "status": {"prone": 1}},
                               "hydra_soldiers": {"at": ["1,1"]}})
    start_turn(R, s, "captain_america")
    assert option(s, "step:0,1")["data"]["cost"] == 3  # leaving an enemy (+1) and prone (+1)
    assert "Slug (3 AP)" in option(s, "use:primary")["label"]


def test_trapped_cannot_move_or_attack_but_defends_case_34():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 8, "status": {"trapped": 1}},
                               "iron_man": {"at": "3,0", "ap": 4}})
    start_turn(R, s, "captain_america")
    assert not [i for i in ids(s) if i.startswith(("step:", "run:", "use:", "through:"))]
    assert "status:captain_america:trapped" in ids(s)
    R, s = table(board(OPEN), {"iron_man": {"at": "3,0", "ap": 4},
                               "hydra_soldiers": {"at": ["0,0"], "ap": 3, "status": {"trapped": 1}}})
    start_turn(R, s, "iron_man")
    answer(R, s, "use:primary")
    answer(R, s, "target:fig:hydra_soldiers#1:0")
    assert s["pending"]["kind"] == "react" and "react:primary" in ids(s)


def test_a_diagonal_step_is_blocked_only_when_walls_close_both_sides_of_the_corner_case_35():
    b = board(["...", "..."], walls=[("0,0", "1,0", None)])
    R, s = table(b, {"captain_america": {"at": "0,0", "ap": 5}})
    start_turn(R, s, "captain_america")
    assert "step:1,1" in ids(s)  # the wall only touches the corner
    b = board(["...", "..."], walls=[("0,0", "1,0", None), ("0,1", "1,1", None)])
    R, s = table(b, {"captain_america": {"at": "0,0", "ap": 5}})
    start_turn(R, s, "captain_america")
    assert "step:1,1" not in ids(s) and "step:1,0" not in ids(s)  # a straight wall


def test_only_heroes_stop_on_hero_spawns_and_anyone_on_henchman_spawns_case_36():
    R, s = table(board(["..V..", "..S.."]), {"captain_america": {"at": "1,0", "ap": 5},
                                             "winter_soldier": {"at": "3,1", "ap": 5}})
    start_turn(R, s, "captain_america")
    answer(R, s, "step:2,0")  # a villain spawn point: a hero may pass but not stop
    assert "end" not in ids(s) and "use:primary" not in ids(s)
    R, s = table(board(["..V..", "..S.."]), {"captain_america": {"at": "1,0", "ap": 1}})
    start_turn(R, s, "captain_america")
    assert "step:2,0" not in ids(s) and "step:2,1" in ids(s)
    R, s = table(board(["..V..", "..S.."]), {"winter_soldier": {"at": "3,1", "ap": 5}})
    start_turn(R, s, "winter_soldier")
    answer(R, s, "step:2,1")
    assert "end" in ids(s)  # a villain may end on a henchman spawn point


def test_a_figure_slammed_onto_the_other_sides_spawn_point_may_stay_there():
    # Only ending a move there is forbidden: Strucker, slammed onto a Hero Spawn Point, begins his
    # turn on it and may end it there, with no AP or trapped (our reading).
    spawn = ["........", "..H.....", "........"]
    R, s = table(board(spawn), {"baron_strucker": {"at": "2,1", "ap": 0}})
    start_turn(R, s, "baron_strucker")
    assert "end" in ids(s)
    R, s = table(board(spawn), {"baron_strucker": {"at": "2,1", "ap": 5, "status": {"trapped": 1}}})
    start_turn(R, s, "baron_strucker")
    assert "end" in ids(s) and not [o for o in ids(s) if o.startswith("step:")]
    R, s = table(board(spawn), {"baron_strucker": {"at": "2,1", "ap": 5}, "quake": {"at": "5,1"}})
    start_turn(R, s, "baron_strucker")
    assert "end" in ids(s)
    answer(R, s, "step:3,1")
    answer(R, s, "step:2,1")  # back onto it by his own move: now he must go on
    assert "end" not in ids(s) and ids(s)


def test_a_route_lists_the_steps_the_view_answers():
    R, s = table(board(OPEN), {"captain_america": {"at": "0,0", "ap": 5}})
    r = R.route(s, "captain_america", "3,0")
    assert [c for c, _ in r] == ["1,0", "2,0", "3,0"] or len(r) == 3
    assert sum(n for _, n in r) == 3
    assert R.reach(s, "captain_america")["4,4"] == 4


def test_a_refused_click_says_why():
    b = board(["..V..", "....."], walls=[("0,1", "1,1", None)])
    R, s = table(b, {"captain_america": {"at": "1,0", "ap": 2}, "winter_soldier": {"at": "2,1"}})
    start_turn(R, s, "captain_america")
    assert "enemy" in R.explain(s, 0, ["cell:2,1"])
    # a far square the view could not walk to (seen in a real window: it said only "a square at a time"); the
    # way round Winter Soldier costs 6
    assert R.explain(s, 0, ["cell:4,0"]) == "Out of reach: advancing there costs 6 AP and Captain America can spend 2."
    assert "villain spawn point" in R.explain(s, 0, ["cell:2,0"])
    R, s = table(b, {"captain_america": {"at": "0,1", "ap": 1}})
    start_turn(R, s, "captain_america")
    assert R.explain(s, 0, ["cell:1,1"]) == "A wall is in the way."
    assert "Mastermind is deciding" not in (R.explain(s, 0, ["cell:0,0"]) or "")
    assert R.explain(s, 1, ["cell:0,0"]) == "The heroes are deciding now."


def test_charge_goes_only_in_a_straight_line_so_only_squares_on_a_line_can_be_its_end():
    R, s = table(board(["..........", "..........", "..........", "..........", ".........."]),
                 {"captain_america": {"at": "0,2", "ap": 5, "cards": ["charge"]}})
    start_turn(R, s, "captain_america")
    answer(R, s, "card:charge")
    ends = R.bonus_routes(s, "captain_america")
    assert ends["4,2"] == ["1,2", "2,2", "3,2", "4,2"]  # up to 4 squares east
    assert "2,1" not in ends  # a knight's move bends: no line ends there
    assert "5,2" not in ends and "2,4" in ends  # no further than 4; diagonally south-east 2
    answer(R, s, "bonus:1,2")  # once under way the line keeps its direction
    assert set(R.bonus_routes(s, "captain_america")) == {"2,2", "3,2", "4,2"}


def test_a_charge_blocked_in_its_line_stops_without_asking():
    """Under way east, the next square taken: 'Stop here' was the only answer offered."""
    R, s = table(board(["..........", "..........", "..........", "..........", ".........."]),
                 {"captain_america": {"at": "0,2", "ap": 5, "cards": ["charge"]},
                  "winter_soldier": {"at": "3,2", "ap": 0}})
    start_turn(R, s, "captain_america")
    answer(R, s, "card:charge")
    answer(R, s, "bonus:1,2")
    answer(R, s, "bonus:2,2")
    assert s["pending"]["kind"] == "act" and s["figs"]["captain_america"]["pos"] == "2,2"
    assert s["turn"]["bonus"] is None


def test_jet_boots_fly_any_way_up_to_4_squares_and_not_through_an_enemy():
    R, s = table(board(["......", "......", "......", "......", "......"]),
                 {"iron_man": {"at": "0,0", "ap": 5, "cards": ["jet_boots"]}, "winter_soldier": {"at": "1,1", "ap": 0}})
    start_turn(R, s, "iron_man")
    answer(R, s, "card:jet_boots")
    ends = R.bonus_routes(s, "iron_man")
    assert "1,1" not in ends and all("1,1" not in way for way in ends.values())
    assert len(ends["4,1"]) == 4 and "5,0" not in ends  # 5 squares away: too far
    way = ends["3,2"]
    for sq in way:  # the way is walked a free step at a time
        answer(R, s, f"bonus:{sq}")
    assert s["figs"]["iron_man"]["pos"] == "3,2" and s["chars"]["iron_man"]["ap"] == 3


def test_a_square_two_away_clicked_for_a_marching_soldier_says_a_march_goes_a_square_at_a_time():
    """Advancing & Marching: each soldier moves up to 2 AP, a square at a time. Played at 1920x1080:
    a click two squares from a marching soldier was refused with only 'That is not one of the choices now.'"""
    R, s = table(board(OPEN), {"hydra_soldiers": {"at": ["0,0"], "ap": 8}})
    start_turn(R, s, "hydra_soldiers")
    answer(R, s, "march")
    assert R.explain(s, 1, ["fig:hydra_soldiers#1", "cell:2,0"]) == (
        "A march goes a square at a time: click a square next to Hydra Soldier 1, then the next "
        "(2 AP of its march left).")
    assert R.explain(s, 1, ["fig:hydra_soldiers#1", "cell:1,0"]) is None  # offered: nothing to explain
    answer(R, s, "march:hydra_soldiers#1:1,0")
    assert R.explain(s, 1, ["fig:hydra_soldiers#1", "cell:3,0"]) == (
        "A march goes a square at a time: click a square next to Hydra Soldier 1, then the next "
        "(1 AP of its march left).")
