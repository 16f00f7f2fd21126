"""The hard player's order markers where the zone to hold is checked at the end of this round."""

from game.heroscape import hard_markers
from game.heroscape.ai import plan_markers
from tests.heroscape.helpers import fixture_rules, state, table

R = fixture_rules()


def _theft(round_no):
    s = state({"abomination": (0, (6, 0)), "thanos": (0, (6, 7)), "red_skull": (0, (2, 11)),
               "doctor_doom": (1, (5, 1)), "captain_america": (1, (4, 10))}, scenario="theft_at_stark")
    s["round"] = round_no
    s["figures"]["abomination"]["wounds"] = 2
    return s


def test_round_5_a_lone_holder_does_not_get_every_turn_a_figure_that_can_step_on_gets_the_last():
    """Theft at Stark, round 5: the Abomination alone holds the orange spaces. Whatever else the
    plan says, one of the turns goes to a figure off the zone that can reach it (the last turn
    if none did), so the zone is not lost with the holder."""
    s = _theft(5)
    t = table(s)
    orange = set(R.board("genotech").zone_keys("theft_at_stark/orange"))
    assert t.fig("abomination")["space"] in orange
    got = hard_markers.plan(t, 0)
    turns = [got[k] for k in ("1", "2", "3")]
    reachers = [f for f in ("thanos", "red_skull") if min(t.distance(t.space_of(f), t.board.space(k)) for k in orange)
                <= hard_markers.move_reach(t, f)]
    assert reachers and any(f in reachers for f in turns), got
    assert got["X"] not in turns or len(set(turns)) == len(t.army(0))


def test_before_the_check_the_plan_is_the_normal_players():
    s = _theft(2)
    t = table(s)
    assert hard_markers.plan(t, 0) == plan_markers(t, 0)


def _escalating(round_no):
    """Escalating Battle: Player 2's four figures against the Hulk and a wounded Silver Surfer;
    the Abomination, Thanos and Venom each have an enemy within reach."""
    s = state({"abomination": (1, (6, 5)), "thanos": (1, (4, 2)), "spider_man": (1, (7, 2)), "venom": (1, (5, 1)),
               "incredible_hulk": (0, (6, 8)), "silver_surfer": (0, (3, 9))}, scenario="escalating_battle")
    s["round"] = round_no
    s["figures"]["silver_surfer"]["wounds"] = 3
    return table(s)


def test_last_round_of_escalating_battle_the_turns_are_spread_over_figures_that_can_destroy():
    """Round 8, where the fallen stay down and more figures win: the normal plan puts all three
    turns on the Abomination (lose it and two turns are lost); the hard plan gives them to three
    figures, the Abomination first, and the X to Spider-Man, who has no enemy in reach."""
    t = _escalating(8)
    assert [plan_markers(t, 1, 0.5)[k] for k in "123"] == ["abomination"] * 3
    got = hard_markers.plan(t, 1, 0.5)
    assert got["1"] == "abomination" and len({got[k] for k in "123"}) == 3, got
    assert got["X"] == "spider_man"


def test_before_the_last_round_of_escalating_battle_the_plan_is_the_normal_players():
    t = _escalating(5)
    assert hard_markers.plan(t, 1, 0.5) == plan_markers(t, 1, 0.5)
