"""The hard player's Play Cards phase not ended on a tie: an action whose effect the judge cannot see
(Strategize ordering the deck), with a hand at the limit after the draw, is judged exactly level with
ending (the card kept would be discarded anyway). The platform's search gives "end" such a tie by its key;
with `ties=True` (hard_ties.py, opt-in: measured level in games, see the README) the card is played."""

from game.smash_up.search_hooks import hard_player


def _full_hand(table):
    """Player 1 has played its character; a full hand of ten: Strategize and nine characters."""
    t = table(bases=["b40", "b40", "b40"])
    t.char(0, "c3", 0)
    t.char(1, "c3", 1)
    strategize, *_ = t.hand(0, "strategize", *["c1"] * 9)
    t.deck(0, *["c1"] * 8)
    t.deck(1, *["c1"] * 8)
    t.s["turn"]["chars"] = 0
    t.start("play")
    return t, strategize


def test_strategize_from_a_full_hand_is_judged_level_with_ending(table):
    t, strategize = _full_hand(table)
    player = hard_player(t.rules, iterations=40)
    t.asked(player)
    means = {k: v for k, _, v in player.last.choices}
    assert abs(means[f"p:{strategize}:"] - means["end"]) < 1e-9


def test_hard_plays_the_action_judged_level_with_ending(table):
    """The default ends here (the tie goes to "end" by its key); the tie-breaking player plays Strategize."""
    t, strategize = _full_hand(table)
    assert t.asked(hard_player(t.rules, iterations=40)) == ["end"]
    assert t.asked(hard_player(t.rules, iterations=40, ties=True)) == [f"p:{strategize}:"]

