"""The hard player's opt-in playouts (`tried`): my own Play Cards decisions in a playout made as the normal
player makes them, each of the quick policy's best plays carried out on the playout's table and judged."""

from game.core.rng import Rng
from game.smash_up.search_hooks import hard_player


def test_a_playout_plays_the_character_that_breaks_the_base_i_lead(table):
    """Player 1 leads a 25-breakpoint base 12 to 8 with 5 power of room, and holds a 5 and a 1: the 5 there
    breaks it this turn and its 4 VP are theirs (the 1 anywhere, or the 5 elsewhere, leave it to player 2)."""
    t = table(bases=["b25", "b40", "b40"], current=0)
    t.char(0, "c6", 0)
    t.char(0, "c6", 0)
    t.char(1, "c4", 0)
    t.char(1, "c4", 0)
    five, one = t.hand(0, "c5", "c1")
    t.deck(0, *["c1"] * 4)
    t.deck(1, *["c1"] * 4)
    t.start("play")
    hooks = hard_player(t.rules, tried=6).search.hooks
    hooks._me = 0
    base = t.s["bases"][0]["uid"]
    assert hooks.rollout(t.s, 0, Rng(3)) == [f"p:{five}:{base}"]
