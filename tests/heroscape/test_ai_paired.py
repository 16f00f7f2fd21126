"""The hard player's root search (ai_paired.py): every candidate played from the same re-deals
with the same dice, the budget halved onto the better half."""

from game.core.players import SeatView
from game.core.rng import Rng
from game.heroscape.ai_paired import PairedSearch
from game.heroscape.search_hooks import hard_player
from tests.heroscape.helpers import fixture_rules, run, state

R = fixture_rules()


def _position():
    """Iron Man beside a Venom with one wound left; Doom far off."""
    s = state({"iron_man": (0, (5, 8)), "thanos": (0, (0, 11)), "venom": (1, (5, 7)),
               "doctor_doom": (1, (6, 0))}, scenario="theft_at_stark")
    s["figures"]["venom"]["wounds"] = 4
    run(s, {"do": "turn", "seat": 0, "number": "1", "stage": "act"})
    return s


def test_every_candidate_is_played_on_the_same_deals_and_the_better_half_gets_more():
    player = hard_player(R, iterations=60)
    assert isinstance(player.search, PairedSearch)
    dealt = []
    hooks = player.search.hooks
    real = hooks.determinize

    def spy(view, seat, rng):
        state = real(view, seat, rng)
        dealt.append(rng.below(2**30))  # the generator after the deal: the same deal, the same number
        return state
    hooks.determinize = spy
    s = _position()
    thought = player.search.run(SeatView(R, s, 0).view, 0, Rng(3))
    plays = sorted(v for _, v, _ in thought.choices)
    assert thought.iterations == sum(plays) <= 60
    assert plays[-1] > plays[0]  # the survivors were played more
    firsts = dealt[1:1 + len(thought.choices)]  # after the probe deal: round one, every candidate
    assert len(set(firsts)) == 1


def test_the_same_seed_gives_the_same_answer_and_a_near_sure_kill_is_not_let_go():
    """Ending the turn beside a Venom one wound from falling is worth less than anything that
    strikes him (at once, or from higher ground after a move)."""
    s = _position()
    first, second = hard_player(R, iterations=60), hard_player(R, iterations=60)
    a = first.choose(SeatView(R, s, 0), Rng(5))
    assert a == second.choose(SeatView(R, s, 0), Rng(5))
    assert a["picks"] != ["end"]
    values = {k: v for k, _, v in first.last.choices}
    assert values["end"] < first.last.best()[2]
