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


def _on_the_object_of_power(round_no, destroyed):
    """Spider-Man stands on the Object of Power (turned over), Thanos far off; Player 1's
    `destroyed` figures wait for their revival rolls."""
    figs = {"spider_man": (0, (5, 6)), "thanos": (1, (7, 0))}
    for card in destroyed:
        figs[card] = (0, (0, 11))
    s = state(figs, scenario="escalating_battle")
    s["round"] = round_no
    s["glyphs"] = {"object_of_power": {"space": s["figures"]["spider_man"]["space"], "side": "power", "holder": None}}
    for card in destroyed:
        s["figures"][card].update(status="destroyed", space=None)
    return table(s)


def test_the_object_of_power_is_worth_more_the_more_figures_it_may_bring_back():
    """Escalating Battle: on the Object of Power when a round begins, a side's destroyed figures
    come back on 14 or more instead of 16: ten points in a hundred of each one's return (and of
    the half figure it is likely to lose before then), and its initiative rolls get +2."""
    none = _on_the_object_of_power(4, [])
    two = _on_the_object_of_power(4, ["captain_america", "iron_man"])
    mean = (160 + 220 + 240) / 3 + judge.FIGURE_AT_END  # Spider-Man and the two destroyed
    edge = judge.revival_edge(two, "object_of_power", 0)
    assert abs(edge - 0.1 * (220 + 240 + 2 * judge.FIGURE_AT_END + judge.LIKELY_DOWN * mean)) < 1e-9
    assert judge.initiative_edge(two, "object_of_power", 0) == judge.INITIATIVE
    assert judge.goals(two, 0, None) - judge.goals(none, 0, None) > 0.1 * (220 + 240)
    assert judge.glyph_edge(two, "mysterious_item", 0) == 0.0


def test_in_the_last_round_the_object_of_power_brings_nobody_back_and_no_initiative():
    last = _on_the_object_of_power(8, ["captain_america", "iron_man"])
    assert judge.glyph_edge(last, "object_of_power", 0) == 0.0
