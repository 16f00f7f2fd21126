"""The log reads as sentences: a card or power whose name ends a sentence itself ("No, You Move.",
"I Will Cure It!") never gets a second full stop."""

from game.core.players import RandomPlayer, SeatView, player_rng
from game.vs_system.wording import sentence


def test_a_name_that_ends_in_a_stop_closes_the_sentence():
    assert sentence("Player 1 plays No, You Move.") == "Player 1 plays No, You Move."
    assert sentence("Player 2 uses Bruce Banner's I Will Cure It!") == "Player 2 uses Bruce Banner's I Will Cure It!"
    assert sentence("Player 1 plays Sokovia Accords") == "Player 1 plays Sokovia Accords."


def test_no_log_line_of_seeded_games_has_a_double_stop(loaded):
    texts = []
    for seed in range(6):
        m = loaded.start(loaded.setup(["random", "random"], 300 + seed))
        i = 0
        while not m.over and i < 1500:
            seat = m.pending["seat"]
            m.apply(RandomPlayer().choose(SeatView(loaded.rules, m.state, seat), player_rng(m.state, seat, i)))
            i += 1
        texts += [e["text"] for e in m.log if e.get("text")]
    assert any("No, You Move." in t for t in texts)  # the card that had the double stop was played
    assert [t for t in texts if ".." in t.replace("...", "")] == []
