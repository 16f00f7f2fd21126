"""The hard player's cards in hand: what its judge counts them (search_hooks.HAND_CARD, opt-in cheaper),
and the card that wins the game played rather than held."""

from game.smash_up.judge import CARD, HAND_LIMIT, chances, hand_worth
from game.smash_up.reading import Table
from game.smash_up.search_hooks import hard_player


def _small_hand(table, *hand):
    """Player 1 (6 VP each) has one character play left and a small hand; three 30-breakpoint bases with
    a few characters on them."""
    t = table(bases=["b30", "b30", "b30"])
    t.char(1, "c4", 0)
    t.char(0, "c3", 0)
    t.char(1, "c2", 1)
    t.s["players"][0]["vp"] = t.s["players"][1]["vp"] = 6
    cards = t.hand(0, *hand)
    t.deck(0, *["c1"] * 6)
    t.deck(1, *["c1"] * 6)
    t.s["turn"]["acts"] = 0
    t.start("play")
    return t, cards


def test_hard_holds_a_small_hand_with_a_card_counted_as_normal_counts_it(table):
    """The default: holding the 2-power character (one of two cards) is judged better than a 2 on a base
    far from breaking."""
    t, _ = _small_hand(table, "c2", "c1")
    assert t.asked(hard_player(t.rules, iterations=60)) == ["end"]


def test_hard_with_cards_counted_cheaper_plays_its_character(table):
    """The opt-in cheaper hand (measured worse in games: see the README) plays it."""
    t, (c2, _c1) = _small_hand(table, "c2", "c1")
    assert t.asked(hard_player(t.rules, iterations=60, card=0.15, spare=0.03))[0].startswith(f"p:{c2}:")


def test_hard_breaks_the_winning_base_rather_than_draw(table):
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
    assert t.asked(hard_player(t.rules, iterations=40)) == [f"p:{boost}:"]


def test_cards_past_the_hand_limit_are_worth_nothing():
    assert hand_worth(HAND_LIMIT + 3, 0.15, 0.03) == hand_worth(HAND_LIMIT, 0.15, 0.03)
    assert hand_worth(HAND_LIMIT + 3) == hand_worth(HAND_LIMIT)
    assert hand_worth(3, 0.15, 0.03) < hand_worth(3) == 3 * CARD


def test_a_cheaper_hand_is_judged_from_the_same_table(table):
    """The same table with the hand counted cheaper: the player holding more cards is judged less likely
    to win."""
    t = table(bases=["b40", "b40", "b40"])
    t.char(0, "c5", 0)
    t.char(1, "c5", 1)
    t.hand(0, "c1", "c1", "c1", "c1")
    t.start("play")
    tb = Table.from_state(t.s, 0, t.rules.book)
    assert chances(tb, 0.15, 0.03)[0] < chances(tb)[0]
