"""Rulebook: Slamming Characters; Destroying an Object, Door, or Wall; Damaging an Objective Token;
Interacting with Objects and Tokens; Hurling Objects; Special Objects. Spec section 9, cases 70-95."""

from game.strike_teams import objectives, slam
from tests.strike_teams.helpers import (content, answer, board, g_of, ids, option, settle_all, start_turn, strike, table,
                                        texts)

ROW = ["......", "......"]


def to_slam(R, s):
    """Place the first hit's wounds; the slam is asked after them."""
    while s["pending"]["kind"] == "wounds":
        answer(R, s, *ids(s)[:s["pending"]["min"]])


def wounds(s, cid):
    return sum(s["chars"][cid]["wounds"].values())


# -- slam ------------------------------------------------------------------------------------------------
def test_thrust_slams_strucker_into_a_soldier_6_and_2_case_70():
    R, s = table(board(ROW), {"quake": {"at": "0,0", "cards": ["thrust"]}, "baron_strucker": {"at": "2,0"},
                              "hydra_soldiers": {"at": ["3,0"], "ap": 0}})
    strike(R, s, "quake", "baron_strucker", 4, src="thrust")
    settle_all(R, s)
    assert wounds(s, "baron_strucker") == 6 and s["figs"]["hydra_soldiers#1"]["wounds"] == 2
    assert s["figs"]["baron_strucker"]["pos"] == "2,0" and s["figs"]["hydra_soldiers#1"]["pos"] == "3,0"


def test_a_dodge_cuts_the_first_hit_and_so_the_slam_case_71():
    R, s = table(board(ROW), {"quake": {"at": "0,0", "cards": ["thrust"]}, "baron_strucker": {"at": "2,0", "ap": 1},
                              "hydra_soldiers": {"at": ["3,0"], "ap": 0}})
    strike(R, s, "quake", "baron_strucker", 4, src="thrust")
    answer(R, s, "react:primary")
    settle_all(R, s)
    assert wounds(s, "baron_strucker") == 1 and s["figs"]["hydra_soldiers#1"]["wounds"] == 0


def test_a_victim_the_slam_defeats_gives_up_its_square_case_72():
    R, s = table(board(ROW), {"quake": {"at": "0,0", "cards": ["thrust"]}, "baron_strucker": {"at": "2,0"},
                              "hydra_soldiers": {"at": ["3,0", "5,1"], "ap": 0}})
    s["figs"]["hydra_soldiers#1"]["wounds"] = 2
    strike(R, s, "quake", "baron_strucker", 3, src="thrust")
    settle_all(R, s)
    assert s["figs"]["hydra_soldiers#1"]["pos"] is None and s["figs"]["baron_strucker"]["pos"] == "3,0"
    assert wounds(s, "baron_strucker") == 4 and s["hench"]["tokens"] == 1


def test_a_target_defeated_by_the_hit_still_slams_into_the_victim_case_73():
    R, s = table(board(ROW), {"quake": {"at": "0,0", "cards": ["thrust"]}, "baron_strucker": {"at": "2,0"},
                              "hydra_soldiers": {"at": ["3,0"], "ap": 0}})
    s["chars"]["baron_strucker"]["wounds"] = {"attack": 3, "defend": 2}  # 2 slots left
    strike(R, s, "quake", "baron_strucker", 4, src="thrust")
    settle_all(R, s)
    assert s["figs"]["baron_strucker"]["pos"] is None and s["figs"]["hydra_soldiers#1"]["wounds"] == 2
    assert s["op"][0] == 2


def test_a_slam_of_2_breaks_a_crate_and_the_target_lands_on_its_square_case_74():
    R, s = table(board(["...c.."]), {"quake": {"at": "0,0", "cards": ["thrust"]}, "baron_strucker": {"at": "2,0"}})
    strike(R, s, "quake", "baron_strucker", 4, src="thrust")
    settle_all(R, s)
    assert "3,0" not in s["objects"] and s["rubble"]["3,0"] == "large"
    assert s["figs"]["baron_strucker"]["pos"] == "3,0" and wounds(s, "baron_strucker") == 6


def test_a_slam_of_1_leaves_barrels_standing_case_75():
    R, s = table(board(["...b.."]), {"quake": {"at": "0,0", "cards": ["thrust"]}, "baron_strucker": {"at": "2,0"}})
    strike(R, s, "quake", "baron_strucker", 3, src="thrust")
    settle_all(R, s)
    assert "3,0" in s["objects"] and s["figs"]["baron_strucker"]["pos"] == "2,0" and wounds(s, "baron_strucker") == 4


def test_the_map_edge_hurts_the_target_only_case_76():
    R, s = table(board(["..."]), {"quake": {"at": "0,0", "cards": ["thrust"]},
                                  "baron_strucker": {"at": "2,0", "cards": ["satan_claw"]}})
    strike(R, s, "quake", "baron_strucker", 5, src="thrust")
    settle_all(R, s)
    assert wounds(s, "baron_strucker") == 7 and s["figs"]["baron_strucker"]["pos"] == "2,0"


def test_a_slam_breaches_a_weak_inner_wall_and_goes_through_if_the_square_is_free_case_77():
    b = board(ROW, walls=[("2,0", "3,0", 2)])
    R, s = table(b, {"quake": {"at": "0,0", "cards": ["thrust"]}, "baron_strucker": {"at": "2,0", "cards": ["satan_claw"]}})
    strike(R, s, "quake", "baron_strucker", 5, src="thrust")
    settle_all(R, s)
    assert "2,0|3,0" in s["breaches"] and s["figs"]["baron_strucker"]["pos"] == "3,0"
    R, s = table(b, {"quake": {"at": "0,0", "cards": ["thrust"]}, "baron_strucker": {"at": "2,0", "cards": ["satan_claw"]},
                     "hydra_soldiers": {"at": ["3,0"], "ap": 0}})
    strike(R, s, "quake", "baron_strucker", 5, src="thrust")
    settle_all(R, s)
    assert "2,0|3,0" in s["breaches"] and s["figs"]["baron_strucker"]["pos"] == "2,0"
    assert s["figs"]["hydra_soldiers#1"]["wounds"] == 0  # the wall took the blow, not the soldier


def test_a_slam_through_a_closed_door_removes_it_case_78():
    b = board(ROW, doors=[([("2,0", "3,0")], 2)])
    R, s = table(b, {"quake": {"at": "0,0", "cards": ["thrust"]}, "baron_strucker": {"at": "2,0"}})
    strike(R, s, "quake", "baron_strucker", 4, src="thrust")
    settle_all(R, s)
    assert s["doors"]["0"]["open"] and s["figs"]["baron_strucker"]["pos"] == "3,0"


def test_no_chain_reaction_past_the_first_collision_case_79():
    R, s = table(board(["........"]), {"captain_america": {"at": "0,0"}, "baron_strucker": {"at": "1,0"},
                                       "hydra_soldiers": {"at": ["3,0", "4,0"], "ap": 0}})
    strike(R, s, "captain_america", "baron_strucker", 4, slam=3)
    to_slam(R, s)
    answer(R, s, "slam:1,0:3")
    settle_all(R, s)
    assert s["figs"]["baron_strucker"]["pos"] == "2,0"
    assert s["figs"]["hydra_soldiers#1"]["wounds"] == 2 and s["figs"]["hydra_soldiers#2"]["wounds"] == 0


def test_slam_directions_when_not_lined_up_case_80():
    assert set(slam.directions((0, 0), (2, 1))) == {(1, 0), (1, 1)}
    assert slam.directions((0, 0), (2, 2)) == [(1, 1)]
    assert slam.directions((0, 0), (0, 3)) == [(0, 1)]


def test_spawn_points_and_tokens_without_strength_count_as_empty_case_81():
    R, s = table(board(["..H...."]), {"captain_america": {"at": "0,0"}, "baron_strucker": {"at": "1,0"}})
    objectives.place(g_of(R, s), "dossier", "3,0", 0)
    strike(R, s, "captain_america", "baron_strucker", 4, slam=2)
    to_slam(R, s)
    answer(R, s, "slam:1,0:2")
    settle_all(R, s)
    assert s["figs"]["baron_strucker"]["pos"] == "3,0" and wounds(s, "baron_strucker") == 4


def test_a_slam_of_4_puts_a_second_wound_on_the_superweapon_and_stops_beside_it_case_82():
    R, s = table(board(["......"]), {"captain_america": {"at": "0,0"},
                                     "baron_strucker": {"at": "1,0", "cards": ["satan_claw", "cut_down", "duelists_stance"]}})
    tid = objectives.place(g_of(R, s), "superweapon", "2,0", 0)
    s["tokens"][tid]["wounds"] = 1
    strike(R, s, "captain_america", "baron_strucker", 8, slam=1)
    settle_all(R, s)
    assert s["tokens"][tid]["wounds"] == 2 and s["tokens"][tid]["pos"] == "2,0"
    assert s["figs"]["baron_strucker"]["pos"] == "1,0"


# -- objects, doors, walls, tokens ---------------------------------------------------------------------
def hit(R, s, fid, ref, aim=0, src="primary"):
    start_turn(R, s, fid)
    answer(R, s, f"use:{src}")
    oid = f"target:{ref}:{aim}"
    return answer(R, s, oid)


def test_a_strong_enough_single_hit_breaks_an_object_and_weak_hits_never_add_up_case_83():
    R, s = table(board(["cb....", "......"]), {"captain_america": {"at": "0,1", "ap": 12}})
    hit(R, s, "captain_america", "obj:0,0")  # Slug 3 against a crate (2)
    assert "0,0" not in s["objects"] and s["rubble"]["0,0"] == "large"
    R, s = table(board(["cb....", "......"]), {"agent_may": {"at": "1,1", "ap": 12, "cards": ["cavalry_kick"]}})
    for _ in range(4):
        s["chars"]["agent_may"]["dt"] = {}
        events = hit(R, s, "agent_may", "obj:1,0", src="cavalry_kick")  # strength 2 against barrels (3)
        assert "no effect" in texts(events)
    assert "1,0" in s["objects"]


def test_ignoring_armor_does_not_weaken_an_object_case_84():
    R, s = table(board(["k.....", "......"]), {"hydra_soldiers": {"at": ["0,1"], "ap": 6, "cards": ["trench_knife"]}})
    start_turn(R, s, "hydra_soldiers")
    answer(R, s, "mob:hydra_soldiers#1")
    answer(R, s, "use:trench_knife")
    events = answer(R, s, "target:obj:0,0:0")
    assert "0,0" in s["objects"] and "no effect" in texts(events)


def test_ranged_attacks_hit_adjacent_objects_and_distance_weakens_them_case_85():
    R, s = table(board(["c.....c", "......."]), {"iron_man": {"at": "1,1", "ap": 12}})
    start_turn(R, s, "iron_man")
    answer(R, s, "use:primary")
    assert "target:obj:0,0:0" in ids(s)
    assert option(s, "target:obj:6,0:0")["data"]["strength"] == 1  # 5 away: 3 - 2
    R, s = table(board(["c.....", ".....c"]), {"iron_man": {"at": "0,1", "ap": 12}})
    start_turn(R, s, "iron_man")
    answer(R, s, "use:primary")
    assert option(s, "target:obj:5,1:0")["data"]["strength"] == 1
    answer(R, s, "target:obj:5,1:0")
    assert "5,1" in s["objects"]  # 1 against a crate (2)
    start_turn(R, s, "iron_man")
    answer(R, s, "use:primary")
    answer(R, s, "target:obj:5,1:1")  # aiming 1 AP: 2
    assert "5,1" not in s["objects"]


def test_dismantling_a_crate_costs_its_strength_case_86():
    R, s = table(board(["c.....", "......"]), {"captain_america": {"at": "1,1", "ap": 5}})
    start_turn(R, s, "captain_america")
    answer(R, s, "dismantle:0,0")
    assert "0,0" not in s["objects"] and s["chars"]["captain_america"]["ap"] == 3


def test_walls_cannot_be_dismantled_and_tile_edge_walls_never_break_case_87():
    b = board(["......", "......"], walls=[("2,0", "3,0", None), ("2,1", "3,1", 3)])
    R, s = table(b, {"quake": {"at": "2,1", "ap": 12, "cards": ["shatter_point"]}})
    start_turn(R, s, "quake")
    assert not [i for i in ids(s) if i.startswith("dismantle:")]
    answer(R, s, "use:shatter_point")
    refs = {o["data"]["ref"] for o in s["pending"]["options"]}
    assert "wall:2,0|3,0" not in refs and "wall:2,1|3,1" in refs


def test_villains_open_doors_for_1_ap_heroes_for_the_doors_strength_case_88():
    b = board(["......", "......"], doors=[([("2,0", "3,0"), ("2,1", "3,1")], 3)])
    R, s = table(b, {"winter_soldier": {"at": "3,0", "ap": 5}})
    start_turn(R, s, "winter_soldier")
    answer(R, s, "door:0")
    assert s["doors"]["0"]["open"] and s["chars"]["winter_soldier"]["ap"] == 4
    R, s = table(b, {"captain_america": {"at": "2,1", "ap": 5}})
    start_turn(R, s, "captain_america")
    assert option(s, "door:0")["data"]["cost"] == 3
    answer(R, s, "door:0")
    assert s["doors"]["0"]["open"] and s["chars"]["captain_america"]["ap"] == 2


def test_the_superweapon_takes_a_wound_per_hit_of_4_or_per_4_ap_and_goes_on_the_third_case_89():
    R, s = table(board(["......", "......"]), {"iron_man": {"at": "0,0", "ap": 12, "cards": ["pummel"]},
                                                "captain_america": {"at": "2,0", "ap": 12}})
    tid = objectives.place(g_of(R, s), "superweapon", "1,0", 1)
    hit(R, s, "iron_man", f"token:{tid}", src="pummel")
    assert s["tokens"][tid]["wounds"] == 1
    hit(R, s, "captain_america", f"token:{tid}")  # Slug 3: nothing
    assert s["tokens"][tid]["wounds"] == 1
    start_turn(R, s, "captain_america")
    answer(R, s, f"tokdmg:{tid}")
    assert s["tokens"][tid]["wounds"] == 2 and s["chars"]["captain_america"]["ap"] == 12 - 2 - 4
    s["chars"]["captain_america"]["ap"] = 4
    start_turn(R, s, "captain_america")
    answer(R, s, f"tokdmg:{tid}")
    assert s["tokens"][tid]["pos"] is None and s["tokens"][tid].get("destroyed")


def test_agent_may_jury_rigs_the_prison_for_4_ap_case_90():
    R, s = table(board(["......"]), {"agent_may": {"at": "0,0", "ap": 6}})
    tid = objectives.place(g_of(R, s), "prison", "1,0", 0)
    start_turn(R, s, "agent_may")
    answer(R, s, f"tokdmg:{tid}")
    assert s["tokens"][tid].get("destroyed") and s["chars"]["agent_may"]["ap"] == 2


def test_retrieving_the_dossier_by_entering_or_for_1_ap_even_under_a_figure_case_91():
    R, s = table(board(["......"]), {"agent_may": {"at": "0,0", "ap": 6}})
    tid = objectives.place(g_of(R, s), "dossier", "1,0", 0)
    start_turn(R, s, "agent_may")
    answer(R, s, "step:1,0")
    assert s["tokens"][tid]["carrier"] == "agent_may"
    R, s = table(board(["......"]), {"agent_may": {"at": "0,0", "ap": 6}, "winter_soldier": {"at": "1,0"}})
    tid = objectives.place(g_of(R, s), "dossier", "1,0", 0)
    start_turn(R, s, "agent_may")
    answer(R, s, f"retrieve:{tid}")
    assert s["tokens"][tid]["carrier"] == "agent_may" and s["chars"]["agent_may"]["ap"] == 5


def test_hurl_object_throws_the_crate_which_gives_no_cover_and_leaves_splinters_case_92():
    R, s = table(board([".c....", "......"]), {"radioactive_man": {"at": "0,0", "ap": 6, "cards": ["hurl_object"]},
                                               "agent_may": {"at": "4,0", "ap": 0}})
    start_turn(R, s, "radioactive_man")
    answer(R, s, "use:hurl_object")
    assert option(s, "target:fig:agent_may:0")["data"]["strength"] == 1  # 4 away: 2 - 1
    answer(R, s, "target:fig:agent_may:1")
    settle_all_to_act(R, s)
    assert "1,0" not in s["objects"] and s["rubble"]["1,0"] == "blank" and s["rubble"]["4,0"] == "splinter"
    assert wounds(s, "agent_may") == 2 and s["chars"]["radioactive_man"]["ap"] == 4


def test_hurl_object_is_not_offered_when_the_throw_would_have_nothing_to_hit():
    """Beside a crate with only an adjacent hero in sight (a ranged attack can't hit it), Hurl Object
    was offered and then crashed on a target question with no options."""
    R, s = table(board(["......", ".c....", "......", "......"]),
                 {"radioactive_man": {"at": "2,1", "ap": 6, "cards": ["hurl_object"]},
                  "agent_may": {"at": "3,1", "ap": 0}}, round_=2)
    start_turn(R, s, "radioactive_man")
    assert "use:hurl_object" not in ids(s)
    R, s = table(board(["......", ".c....", "......", "......"]),
                 {"radioactive_man": {"at": "2,1", "ap": 6, "cards": ["hurl_object"]},
                  "agent_may": {"at": "5,1", "ap": 0}}, round_=2)
    start_turn(R, s, "radioactive_man")
    answer(R, s, "use:hurl_object")
    assert s["pending"]["kind"] == "target" and s["pending"]["options"]


def test_thrust_slams_a_soldier_through_a_wooden_wall_as_in_the_rulebook_s_example():
    """Rulebook, Slamming into a Wall: 'Quake uses Thrust to slam the Hydra Soldier through the
    wooden wall.' Thrust deals 4, the wall takes half (2): the shipped wooden walls were strength 3,
    and the example could never happen."""
    tiles = content().all("tiles")
    wooden = {w.ms for t in tiles for face in (t.warehouse, t.hydra) if face for w in face.walls
              if w.material == "wooden"}
    assert wooden == {2}
    R, s = table(board(["........"] * 5, walls=[("4,2", "5,2", 2)]),
                 {"quake": {"at": "2,2", "ap": 10, "cards": ["thrust"]}, "hydra_soldiers": {"at": ["4,2"], "ap": 0}})
    start_turn(R, s, "quake")
    answer(R, s, "use:thrust")
    answer(R, s, "target:fig:hydra_soldiers#1:0")
    settle_all_to_act(R, s)
    assert s["breaches"] == ["4,2|5,2"]


def settle_all_to_act(R, s):
    while s["pending"]["kind"] != "act":
        d = s["pending"]
        answer(R, s, *[o["id"] for o in d["options"][-max(d["min"], 1):]])


def test_ammunition_blast_damage_by_distance_and_sight_case_93():
    from game.strike_teams import objects
    from game.strike_teams.engine import TASKS
    b = board([".......", "...a...", ".......", "......."], walls=[("4,1", "5,1", None)])
    R, s = table(b, {"captain_america": {"at": "3,1"}, "iron_man": {"at": "4,2"}, "agent_may": {"at": "5,1"},
                     "quake": {"at": "3,3"}, "hydra_soldiers": {"at": ["0,1", "6,1"], "ap": 0}})
    s["stack"] = [{"op": "test_hold"}, {"op": "settle"}]
    g = g_of(R, s)
    objects.destroy_object(g, "3,1", "Test")
    TASKS.run(g)
    settle_all(R, s)
    assert wounds(s, "captain_america") == 3  # on the crate
    assert wounds(s, "iron_man") == 2  # adjacent
    assert wounds(s, "quake") == 1  # 2 away, in sight
    assert wounds(s, "agent_may") == 0  # 2 away behind a wall
    assert s["figs"]["hydra_soldiers#1"]["wounds"] == 0 and s["figs"]["hydra_soldiers#2"]["wounds"] == 0  # 3 away


def test_a_soldier_on_a_gun_turret_fires_strength_4_once_case_94():
    R, s = table(board(["t.......", "........"]), {"hydra_soldiers": {"at": ["0,0"], "ap": 8},
                                                   "captain_america": {"at": "3,0"}})
    start_turn(R, s, "hydra_soldiers")
    answer(R, s, "mob:hydra_soldiers#1")
    answer(R, s, "use:turret")
    assert option(s, "target:fig:captain_america:0")["data"]["strength"] == 4
    answer(R, s, "target:fig:captain_america:0")
    settle_all_to_act(R, s)
    assert "use:turret" not in ids(s) and "use:primary" not in ids(s)


def test_standing_on_the_turret_gives_no_cover_from_it_case_95():
    R, s = table(board(["...t...."]), {"iron_man": {"at": "0,0"}, "hydra_soldiers": {"at": ["3,0"]}})
    assert R.cover(s, "0,0", "3,0") == 0


def test_two_tokens_side_by_side_are_told_apart_by_their_squares():
    """'Damage the Alarm Panel (3 AP)' twice: which is which?"""
    from game.strike_teams import objectives
    R, s = table(board(["......"] * 5), {"captain_america": {"at": "2,2", "ap": 6}})
    s["sc"] = [{"id": "cut_the_alarms", "status": "open", "active": True}]
    s["scenarios"] = ["cut_the_alarms"]
    g = g_of(R, s)
    objectives.place(g, "alarm", "3,2", 0)
    objectives.place(g, "alarm", "3,3", 0)
    start_turn(R, s, "captain_america")
    labels = sorted(o["label"] for o in s["pending"]["options"] if o["id"].startswith("tokdmg"))
    assert labels == ["Damage the Alarm Panel in D3 (3 AP)", "Damage the Alarm Panel in D4 (3 AP)"]
