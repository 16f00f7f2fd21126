"""The hard player's judge where more figures standing win after the last round (Escalating
Battle): in the last round the count is nearly everything, and the fallen stay down."""

from game.heroscape import judge
from tests.heroscape.helpers import fixture_rules, state, table

R = fixture_rules()


def _two_cheap_against_one_dear(round_no):
    s = state({"spider_man": (0, (0, 11)), "captain_america": (0, (1, 11)), "thanos": (1, (7, 0))},
              scenario="escalating_battle")
    s["round"] = round_no
    return table(s)


def test_in_the_last_round_one_figure_more_is_nearly_the_game():
    """Two cheap heroes against Thanos alone, far apart: in round 8 the heroes are judged far
    ahead (after it they win on the count), by much more than in round 2."""
    last = judge.chance(judge.edge(_two_cheap_against_one_dear(8), 0, None))
    early = judge.chance(judge.edge(_two_cheap_against_one_dear(2), 0, None))
    assert last > 0.85 and last > early + 0.2, (last, early)


def test_a_kill_counts_its_figure_only_where_the_count_decides():
    t = _two_cheap_against_one_dear(8)
    assert judge.count_weight(t) == judge.LAST_ROUND_FIGURE and judge.last_round(t)
    assert judge.count_weight(_two_cheap_against_one_dear(2)) == 0.0
    theft = table(state({"spider_man": (0, (0, 11)), "thanos": (1, (7, 0))}, scenario="theft_at_stark"))
    assert judge.count_weight(theft) == 0.0
