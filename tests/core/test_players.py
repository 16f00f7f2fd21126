"""Seats and players: random answers respect the decision, labels number repeated kinds, budgets count work."""

from game.core.decisions import decision, option
from game.core.players import Budget, PlayerRegistry, RandomPlayer, SeatView, seat_labels
from game.core.rng import Rng


def test_random_player_picks_a_legal_number_of_distinct_options():
    d = decision(1, "discard", "Discard 2 to 3", [option(str(i), str(i)) for i in range(6)], min_picks=2, max_picks=3)
    state = {"pending": d}
    for seed in range(50):
        ans = RandomPlayer().choose(SeatView(None, state, 1), Rng(seed))
        assert ans["seat"] == 1 and 2 <= len(ans["picks"]) <= 3 and len(set(ans["picks"])) == len(ans["picks"])


def test_same_seed_same_choice():
    d = decision(0, "x", "pick", [option(str(i), str(i)) for i in range(10)])
    state = {"pending": d}
    assert RandomPlayer().choose(SeatView(None, state, 0), Rng(5)) == RandomPlayer().choose(SeatView(None, state, 0),
                                                                                               Rng(5))


def test_labels_number_repeated_seat_kinds():
    assert seat_labels(["computer", "random"]) == ["computer", "random"]
    assert seat_labels(["computer", "computer", "random"]) == ["computer#1", "computer#2", "random"]


def test_a_budget_counts_work_not_time():
    b = Budget(3)
    assert b.spend() and b.spend(2) and not b.spend() and b.left == 0


def test_human_seats_have_no_player_and_unknown_kinds_are_refused():
    reg = PlayerRegistry()
    assert reg.make("human", None, 0) is None
    assert isinstance(reg.make("random", None, 0), RandomPlayer)
    try:
        reg.make("wizard", None, 0)
    except ValueError as err:
        assert "unknown seat kind" in str(err)
    else:
        raise AssertionError("an unknown seat kind must be refused")


def test_random_picks_drawn_in_place_are_the_random_players_own():
    # a random playout draws its random seats' answers without a seat view or generator object:
    # the same ids must come out, whatever the pick bounds (none, one of one, one, several)
    from game.core.players import player_rng, random_picks, random_stream
    for n, lo, hi in ((1, 1, 1), (7, 1, 1), (6, 0, 1), (6, 2, 3), (9, 0, 4), (5, 5, 5)):
        d = decision(1, "x", "pick", [option(f"o{i}", str(i)) for i in range(n)], min_picks=lo, max_picks=hi)
        state = {"pending": d, "seed": 77}
        for index in range(40):
            played = RandomPlayer().choose(SeatView(None, state, 1), player_rng(state, 1, index))
            assert random_picks(d, random_stream(77, 1), index) == played["picks"]


def test_a_random_playout_takes_its_picks_by_index_without_reading_the_other_options():
    # a game may write an option only when it is read (Heroscape's moves in a playout): the platform
    # must hand the drawn options to the rules as they are, not look the answer up among all of them
    from game.core.players import random_options, random_picks, random_stream
    from game.core.rules import apply

    class Counting(list):
        reads = 0

        def __getitem__(self, i):
            Counting.reads += 1
            return list.__getitem__(self, i)

        def __iter__(self):
            raise AssertionError("the options were searched through")

    class OnePick:
        def check(self, state, seat, picks):
            pass

        def resolve(self, state, seat, picks, events):
            state["done"] = [o["id"] for o in picks]

    state = {"pending": decision(0, "x", "pick", [option(f"o{i}", str(i)) for i in range(30)]), "result": None}
    opts = state["pending"]["options"] = Counting(state["pending"]["options"])
    picked = random_options(state["pending"], random_stream(5, 0), 3)
    assert [o["id"] for o in picked] == random_picks(state["pending"], random_stream(5, 0), 3)
    assert all(any(o is p for p in list.__iter__(opts)) for o in picked), "the decision's own options"
    Counting.reads = 0
    apply(OnePick(), state, {"seat": 0, "picks": [picked[0]["id"]]}, unread=True, picked=picked)
    assert state["done"] == [picked[0]["id"]] and Counting.reads == 0
