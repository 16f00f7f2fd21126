"""The hard player's opt-in variants (measured no better in games: see the README) still find the play
that wins: the candidates compared on the same re-deals (paired=True), and the fitted judge."""

import pytest

from game.core.paired import PairedSearch
from game.core.players import SeatView
from game.core.rng import Rng
from game.smash_up.search_hooks import hard_player


def _winning_boost(table):
    """Player 1 leads a 20-breakpoint base 17 to 2 with 12 VP; one action left: +3 power until the end
    of the turn (the base breaks: 4 VP, the game) or draw two cards."""
    t = table(bases=["b20", "b40", "b40"])
    for did in ("c7", "c7", "c3"):
        t.char(0, did, 0)
    t.char(1, "c2", 0)
    t.char(0, "c4", 1)
    t.s["players"][0]["vp"] = 12
    boost, _draw = t.hand(0, "tactical_advantage", "call_for_backup")
    t.deck(0, "c1", "c1", "c1")
    t.deck(1, "c1", "c1")
    t.s["turn"]["chars"] = 0
    t.start("play")
    return t, boost


@pytest.mark.parametrize("kw", [{"paired": True}, {"paired": False, "judge": "fitted"}, {"paired": True, "judge": "fitted"}])
def test_hard_variants_break_the_winning_base_rather_than_draw(table, kw):
    t, boost = _winning_boost(table)
    player = hard_player(t.rules, iterations=40, **kw)
    assert isinstance(player.search, PairedSearch) == bool(kw.get("paired"))
    assert player.choose(SeatView(t.rules, t.s, 0), Rng(1))["picks"] == [f"p:{boost}:"]


def test_hard_variants_never_peek(loaded):
    """As test_ai_never_peeks.py: other hands, decks and the generator re-dealt, the answer the same."""
    from tests.smash_up.test_ai_never_peeks import _never_peeks, _states
    states = _states(loaded, games=3, every=9)
    plays = [(s, seat) for s, seat in states if s["pending"]["kind"] == "play" and len(s["pending"]["options"]) > 1]
    assert len(plays) >= 4
    _never_peeks(loaded, hard_player(loaded.rules, iterations=8, paired=True, judge="fitted"), plays[:6], deals=2)
