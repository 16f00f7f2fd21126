"""The hard player's opt-in blend of judges (hard_ensemble.py): where judge.py's sigmoid all but writes the
player about to move off at a base one power from breaking and the fitted models give them a chance, the
blend sits between them, and the pessimistic blend gives the searching seat the lowest chance of any."""

from game.smash_up.fitted_judge import fitted_chances
from game.smash_up.hard_bases import based_chances
from game.smash_up.hard_ensemble import blended
from game.smash_up.judge import chances
from game.smash_up.reading import Table
from game.smash_up.search_hooks import SmashUpHooks, hard_player
from tests.smash_up.test_hard_bases import _near_base

JUDGES = ("plain", "fitted", "bases")


def _each(tb):
    return [chances(tb), fitted_chances(tb), based_chances(tb)]


def test_the_mean_blend_is_every_judges_average_and_still_sums_to_one(table, rules):
    tb = Table.from_state(_near_base(table).s, 0, rules.book)
    each = _each(tb)
    mean = blended(tb, JUDGES, "mean", 0, chances)
    for seat in (0, 1):
        assert min(c[seat] for c in each) < mean[seat] < max(c[seat] for c in each)
        assert abs(mean[seat] - sum(c[seat] for c in each) / 3) < 1e-12
    assert abs(sum(mean) - 1.0) < 1e-9


def test_the_pessimistic_blend_gives_me_the_lowest_chance_any_judge_gives(table, rules):
    tb = Table.from_state(_near_base(table).s, 0, rules.book)
    each = _each(tb)
    for me in (0, 1):
        worst = blended(tb, JUDGES, "min", me, chances)
        assert worst[me] == min(c[me] for c in each)
        assert abs(sum(worst) - 1.0) < 1e-9


def test_a_sure_win_stays_sure_in_any_blend(table):
    t = _near_base(table)
    t.s["players"][0]["vp"] = 16
    tb = Table.from_state(t.s, 0, t.rules.book)
    for blend in ("mean", "min"):
        assert blended(tb, JUDGES, blend, 1, chances) == [1.0, 0.0]


def test_the_hard_player_judges_its_lines_with_the_blend(table):
    t = _near_base(table)
    hooks = SmashUpHooks(t.rules, ensemble=["plain", "bases"], blend="min")
    hooks._me = 0
    tb = Table.from_state(t.s, 0, t.rules.book)
    assert hooks.evaluate(t.s, 0) == min(chances(tb)[0], based_chances(tb)[0])
    player = hard_player(t.rules, ensemble=["plain", "bases"], iterations=4)
    assert player.search.hooks.ensemble == ("plain", "bases")
