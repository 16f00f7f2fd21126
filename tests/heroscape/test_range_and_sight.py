"""Rulebook: Range, Line of Sight, Clear Sight Spaces, the Warehouse Ruin and the
Breakable Wall Section as a target. Spec section 8, cases 24-26, 45, 47, 51."""

from game.heroscape import turn
from game.heroscape.table import WALL
from tests.heroscape.helpers import fixture_rules, key, state, table

R = fixture_rules()


def test_range_ignores_levels_case_24():
    s = state({"red_skull": (0, (3, 6)), "venom": (1, (8, 6))})  # Venom 9 levels higher, 5 away
    t = table(s)
    assert t.distance(t.space_of("red_skull"), t.space_of("venom")) == 5
    assert dict(turn.targets_in_reach(t, "red_skull", 5))["venom"] == ""  # Range 5


def test_range_1_respects_the_adjacent_exception_case_25():
    s = state({"grunt": (0, (4, 2)), "venom": (1, (5, 2))})  # Range 1, height 5; Venom 5 levels up
    t = table(s)
    assert "not adjacent" in dict(turn.targets_in_reach(t, "grunt", 1))["venom"]
    assert turn.attack_options(t, "grunt") == []


def test_range_is_counted_around_a_hole_case_26():
    s = state({"red_skull": (0, (1, 1)), "venom": (1, (5, 1))}, scenario="gap")
    t = table(s)
    from game.core import hexgrid
    a, b = t.space_of("red_skull"), t.space_of("venom")
    assert hexgrid.distance(hexgrid.Hex(a.q, a.r), hexgrid.Hex(b.q, b.r)) == 4
    assert t.distance(a, b) == 5
    assert "out of range" in dict(turn.targets_in_reach(t, "red_skull", 4))["venom"]
    assert dict(turn.targets_in_reach(t, "red_skull", 5))["venom"] == ""


def test_clear_sight_sees_any_part_of_the_figure_case_45():
    # Venom stands under the upper floor; Red Skull looks down from a 26-level column:
    # the floor hides Venom's hit zone but not his feet.
    s = state({"red_skull": (0, (7, 4)), "venom": (1, (9, 2)), "iron_man": (1, (10, 6))})
    t = table(s)
    assert not t.sees("red_skull", "venom").clear
    assert t.sees("red_skull", "venom", any_part=True).clear
    targets = [o["data"]["targets"] for o in turn.dust_options(t, "red_skull")]
    assert ["venom"] in targets
    assert t.distance(t.space_of("red_skull"), t.space_of("iron_man")) > 3
    assert ["iron_man"] not in targets  # 4 or more spaces away


def test_intact_breakable_wall_blocks_sight_example_14_case_47():
    s = state({"iron_man": (0, (5, 0)), "abomination": (1, (7, 0))})
    t = table(s)
    seen = t.sees("iron_man", "abomination", want_reason=True)
    assert not seen.clear and "breakable wall" in seen.blocked_by
    s["wall"]["present"] = False
    assert table(s).sees("iron_man", "abomination").clear


def test_range_to_the_wall_uses_the_spaces_beneath_it_case_51():
    s = state({"captain_america": (0, (1, 0)), "venom": (1, (0, 6))})
    t = table(s)
    assert t.wall_distance(t.space_of("captain_america")) == 5
    throws = [o for o in turn.attack_options(t, "captain_america") if o["data"].get("power") == "shield_throw"]
    assert [o["data"]["target"] for o in throws] == [WALL]  # Shield Throw, Range 5
    s2 = state({"captain_america": (0, (0, 0)), "venom": (1, (0, 6))})
    assert not [o for o in turn.attack_options(table(s2), "captain_america") if o["data"].get("target") == WALL]


def test_a_figure_in_the_way_blocks_only_what_it_covers_example_12():
    # Venom between Iron Man and Doctor Doom hides part of Doom's hit zone, not all of it.
    s = state({"iron_man": (0, (0, 5)), "venom": (1, (1, 5)), "doctor_doom": (1, (6, 6))})
    assert table(s).sees("iron_man", "doctor_doom").clear  # 6 of 9 sight lines blocked, 3 clear
    s = state({"iron_man": (0, (0, 5)), "venom": (1, (2, 5)), "doctor_doom": (1, (5, 5))})
    seen = table(s).sees("iron_man", "doctor_doom", want_reason=True)
    assert not seen.clear and "Venom" in seen.blocked_by


def test_a_cliff_hides_a_figure_behind_it():
    s = state({"venom": (0, (4, 4)), "red_skull": (1, (2, 4))})  # the 15-level column between them
    seen = table(s).sees("venom", "red_skull", want_reason=True)
    assert not seen.clear and "ground" in seen.blocked_by


def test_a_wall_between_two_hexes_blocks_sight_and_steps():
    k = lambda c, r: key(R, "heights", c, r)  # noqa: E731
    s = state({"iron_man": (0, (10, 6)), "venom": (1, (11, 6))})
    t = table(s)
    assert not t.adjacent("iron_man", "venom")  # a wall stands between them
    assert not t.sees("iron_man", "venom").clear
    from game.heroscape import movement
    assert k(11, 6) not in movement.reachable(t, "iron_man") or \
        movement.reachable(t, "iron_man")[k(11, 6)].path[0] != k(11, 6)


def test_the_upper_floor_hides_figures_beneath_it_from_above():
    s = state({"spider_man": (0, key(R, "heights", 9, 2, upper=True)), "venom": (1, (10, 2))})
    assert not table(s).sees("spider_man", "venom").clear
