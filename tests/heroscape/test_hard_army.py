"""The hard player's army cards: where more figures on the battlefield win after the last round
(Escalating Battle), it drafts room for a figure more; elsewhere it drafts as the normal player."""

from game.core.match import Match
from game.core.players import SeatView, player_rng
from game.heroscape import GAME, hard_army
from game.heroscape.rules import HeroscapeRules
from tests.heroscape.helpers import Dice, real_content

REAL = HeroscapeRules(real_content())


def _draft(monkeypatch, scenario: str, kinds: list[str]) -> list[list[str]]:
    """Both armies drafted by these players (Player 1 wins the roll to draft first)."""
    Dice(monkeypatch, 15, 4)
    m = Match.start(REAL, {"seats": ["human", "human"], "seed": 5, "scenario": scenario,
                           "options": {"army": "draft"}})
    players = [GAME.players().make(k, REAL, seat) for seat, k in enumerate(kinds)]
    step = 0
    while m.pending["kind"] in ("pick_card", "place"):
        seat = m.pending["seat"]
        m.apply(players[seat].choose(SeatView(REAL, m.state, seat), player_rng(m.state, seat, step)))
        step += 1
    return [[m.state["figures"][f]["card"] for f in army] for army in m.state["armies"]]


def _points(cards: list[str]) -> int:
    return sum(REAL.cards[c].master.points for c in cards)


def test_escalating_battle_hard_drafts_five_figures_within_the_points_where_normal_drafts_four(monkeypatch):
    hard, normal = _draft(monkeypatch, "escalating_battle", ["computer:hard", "computer:normal"])
    assert len(hard) == 5 and _points(hard) <= 1200
    assert len(normal) == 4
    # Room for the fifth is kept by the cheap cards, not by giving up the strongest first pick.
    assert hard[0] in ("thanos", "incredible_hulk")
    assert {"spider_man", "venom"} <= set(hard)


def test_escalating_battle_drafting_second_the_hard_player_still_gets_one_figure_more(monkeypatch):
    normal, hard = _draft(monkeypatch, "escalating_battle", ["computer:normal", "computer:hard"])
    assert len(hard) == len(normal) + 1 and _points(hard) <= 1200


def test_theft_at_stark_hard_drafts_as_the_normal_player(monkeypatch):
    as_normal = _draft(monkeypatch, "theft_at_stark", ["computer:normal", "computer:normal"])
    with_hard = _draft(monkeypatch, "theft_at_stark", ["computer:hard", "computer:normal"])
    assert with_hard == as_normal


def test_most_figures_counts_the_cheapest_cards_that_fit():
    assert hard_army.most_figures([150, 160, 190, 220, 240], 720) == 4
    assert hard_army.most_figures([150, 160, 190, 220, 240], 719) == 3
    assert hard_army.most_figures([400], 300) == 0
