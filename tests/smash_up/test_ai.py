"""The computer players: legal answers from their own view, and the judgement each level is built on.

Strength is measured with `simulate` (see the report in game/smash_up/README.md), never here;
these tests build small tables where the right move is plain and check each level sees it.
"""

import pytest

from game.core.conformance import playout
from game.core.match import Match
from game.core.players import SeatView, player_rng
from game.core.search import SearchPlayer
from game.smash_up.ai import EasyPlayer, NormalPlayer
from game.smash_up.search_hooks import hard_player

LEVELS = ("computer:easy", "computer", "computer:normal")


@pytest.mark.parametrize("kind", LEVELS)
def test_each_level_answers_from_its_seat_view_only(loaded, kind):
    m = Match.start(loaded.rules, loaded.setup([kind, kind], 4))
    ai = [loaded.players.make(kind, loaded.rules, s) for s in range(2)]
    for step in range(120):
        if m.over:
            break
        seat = m.pending["seat"]
        seen = SeatView(loaded.rules, m.state, seat)
        assert "deck" not in seen.view["players"][1 - seat] and "hand" not in seen.view["players"][1 - seat]
        seen._state = None  # nothing but the decision and the view is left to look at
        m.apply(ai[seat].choose(seen, player_rng(m.state, seat, step)))
    assert step > 50


def test_hard_answers_from_its_seat_view_only_and_says_why(loaded):
    m = Match.start(loaded.rules, loaded.setup(["computer:hard", "computer"], 6))
    hard = hard_player(loaded.rules, iterations=8)
    normal = loaded.players.make("computer", loaded.rules, 1)
    said = []
    for step in range(60):
        seat = m.pending["seat"]
        seen = SeatView(loaded.rules, m.state, seat)
        seen.view  # read while the state is there; then only the view is left
        seen._state = None
        a = (hard if seat == 0 else normal).choose(seen, player_rng(m.state, seat, step))
        said += [a["why"]] if "why" in a else []
        m.apply(a)
    assert said and all("% to win" in w for w in said)


def test_the_levels_are_registered(loaded):
    make = loaded.players.make
    assert isinstance(make("computer", loaded.rules, 0), NormalPlayer)
    assert isinstance(make("computer:normal", loaded.rules, 0), NormalPlayer)
    assert isinstance(make("computer:easy", loaded.rules, 0), EasyPlayer)
    assert isinstance(make("computer:hard", loaded.rules, 0), SearchPlayer)


def test_normal_beats_a_random_player(loaded):
    wins = 0
    games = 8
    for i in range(games):
        kinds = ["computer", "random"] if i % 2 == 0 else ["random", "computer"]
        players = [loaded.players.make(k, loaded.rules, s) for s, k in enumerate(kinds)]
        run = playout(loaded.rules, loaded.setup(kinds, 500 + i), players, checks=False)
        assert run.error is None
        wins += kinds.index("computer") in (run.result or {}).get("winners", [])
    assert wins >= games - 1


# -- built tables --------------------------------------------------------------------------------------


def _one_card_from_breaking(table):
    """Player 1 leads a 20-breakpoint base 17 to 2 with 12 VP; one action left: +3 power until the end
    of the turn (the base breaks: 4 VP, the game) or draw two cards."""
    t = table(bases=["b20", "b40", "b40"])
    t.char(0, "c7", 0)
    t.char(0, "c7", 0)
    t.char(0, "c3", 0)
    t.char(1, "c2", 0)
    t.char(0, "c4", 1)
    t.s["players"][0]["vp"] = 12
    boost, draw = t.hand(0, "tactical_advantage", "call_for_backup")
    t.deck(0, "c1", "c1", "c1")
    t.deck(1, "c1", "c1")
    t.s["turn"]["chars"] = 0
    t.start("play")
    return t, boost, draw


def test_normal_breaks_the_winning_base_rather_than_draw(table):
    t, boost, draw = _one_card_from_breaking(table)
    assert t.ids().count(f"p:{draw}:") == 1 and f"p:{boost}:" in t.ids()
    normal = NormalPlayer(t.rules)
    assert t.asked(normal) == [f"p:{boost}:"]
    t.answer(f"p:{boost}:")
    assert t.pending["kind"] == "target"
    pick = t.asked(normal)
    boosted = next(o for o in t.pending["options"] if o["id"] == pick[0])["data"]["uid"]
    assert boosted in t.chars_at(0)


@pytest.mark.parametrize("seed", range(6))
def test_easy_never_passes_a_free_win(table, seed):
    t, boost, draw = _one_card_from_breaking(table)
    assert t.asked(EasyPlayer(t.rules), seed=seed) == [f"p:{boost}:"]


def test_a_boost_goes_where_the_base_scores_this_turn(table):
    """+3 until the end of the turn on a character at a base that does not break is wasted."""
    t = table(bases=["b20", "b40", "b40"])
    near = t.char(0, "c7", 0)
    t.char(0, "c7", 0)
    t.char(0, "c3", 0)
    far = t.char(0, "c6", 1)
    boost, = t.hand(0, "tactical_advantage")
    t.start("play")
    t.answer(f"p:{boost}:")
    for player in (NormalPlayer(t.rules), EasyPlayer(t.rules)):
        pick = t.asked(player)
        chosen = next(o for o in t.pending["options"] if o["id"] == pick[0])["data"]["uid"]
        assert chosen in (near,) or chosen in t.chars_at(0), (chosen, far)


def test_normal_keeps_a_boost_when_no_base_would_score(table):
    t = table(bases=["b40", "b40", "b40"])
    t.char(0, "c5", 0)
    t.char(1, "c3", 1)
    boost, = t.hand(0, "tactical_advantage")
    t.s["turn"]["chars"] = 0
    t.start("play")
    assert t.asked(NormalPlayer(t.rules)) == ["end"]


def _scoring_window(table, mine: str, theirs: list[str]):
    """A base scores with Player 1's `mine` against Player 2's characters; Player 1 holds Miles Morales
    (Special: play him there before it scores, -1 power until the end of the turn)."""
    t = table(bases=["b10", "b40", "b40"])
    t.char(0, mine, 0)
    for did in theirs:
        t.char(1, did, 0)
    miles, = t.hand(0, "miles_morales")
    t.s["turn"]["seat"] = 1
    t.start("score")
    while t.pending["kind"] != "respond" or t.pending["seat"] != 0:
        t.answer("pass" if "pass" in t.ids() else t.ids()[0])
    return t, miles


def test_normal_passes_when_a_special_cannot_change_its_place(table):
    t, miles = _scoring_window(table, "c1", ["c7", "c7", "c7"])
    assert any(o.get("data", {}).get("what") == "special" for o in t.pending["options"])
    assert t.asked(NormalPlayer(t.rules)) == ["pass"]


def test_normal_plays_a_special_that_wins_the_base(table):
    t, miles = _scoring_window(table, "c6", ["c7"])  # 6 + (3 - 1) = 8 beats 7
    pick = t.asked(NormalPlayer(t.rules))
    assert pick and pick[0].startswith(f"s{miles}:")


def test_easy_never_destroys_its_own_winning_character(table):
    t = table(bases=["b20", "b40", "b40"])
    mine = t.char(0, "c7", 0)
    t.char(0, "c7", 0)
    theirs = t.char(1, "c3", 0)
    kill, = t.hand(0, "fx_destroy")
    t.start("play")
    t.answer(f"p:{kill}:")
    assert t.pending["kind"] == "target"
    for seed in range(8):
        pick = t.asked(EasyPlayer(t.rules), seed=seed)
        chosen = next(o for o in t.pending["options"] if o["id"] == pick[0])["data"]["uid"]
        assert chosen == theirs, mine


@pytest.mark.parametrize("level", [EasyPlayer, NormalPlayer])
def test_a_card_offered_alone_to_take_is_taken_not_turned_down(table, level):
    """Thor fetches Mjolnir: the one card offered, 'up to one', was turned down by easy and normal
    (seen playing with the hint: a free card left in the discard pile)."""
    sc = table()
    (thor,) = sc.hand(0, "thor")
    (mj,) = sc.discard(0, "mjolnir")
    sc.start().play(thor, sc.base(0))
    d = sc.pending
    assert d["min"] == 0 and [o["data"]["uid"] for o in d["options"]] == [mj]
    picks = sc.asked(level(sc.rules))
    assert picks == [d["options"][0]["id"]]
