"""The platform's information-set search: legal, repeatable, blind to what its seat cannot see,
and better than a greedy player where looking ahead pays."""

import copy

from game.core.players import SeatView, player_rng
from game.core.rng import Rng
from game.core.search import Search, SearchPlayer
from tests.minigame.players import GreedyPlayer
from tests.minigame.search import DuelHooks


def _position(duel, seed=5):
    m = duel.start(duel.setup(["computer", "computer"], seed))
    return m


def _hard(duel, iterations=150):
    return SearchPlayer(duel.rules, DuelHooks(duel.rules), GreedyPlayer(), iterations=iterations)


def test_the_search_answers_with_a_listed_option_and_says_why(duel):
    m = _position(duel)
    seat = m.pending["seat"]
    a = _hard(duel).choose(SeatView(duel.rules, m.state, seat), player_rng(m.state, seat, 0))
    assert a["seat"] == seat and set(a["picks"]) <= {o["id"] for o in m.pending["options"]}
    assert "% to win" in a["why"]
    m.apply(a)


def test_the_same_seed_gives_the_same_move(duel):
    m = _position(duel)
    seat = m.pending["seat"]
    answers = {tuple(_hard(duel).choose(SeatView(duel.rules, m.state, seat), Rng(77))["picks"]) for _ in range(3)}
    assert len(answers) == 1


def test_the_search_never_peeks_at_hidden_cards_or_the_dice_ahead(duel):
    for seed in range(6):
        m = _position(duel, seed)
        seat = m.pending["seat"]
        base = _hard(duel, 80).choose(SeatView(duel.rules, m.state, seat), Rng(seed))["picks"]
        other = 1 - seat
        for k in range(3):
            s = copy.deepcopy(m.state)
            pool = s["deck"] + s["players"][other]["hand"]
            r = Rng(100 + k)
            pool = r.sample(pool, len(pool))  # a different deal of what the seat cannot see
            n = len(s["players"][other]["hand"])
            s["players"][other]["hand"], s["deck"] = pool[:n], pool[n:]
            s["rng"] = 12345 + k
            again = _hard(duel, 80).choose(SeatView(duel.rules, s, seat), Rng(seed))["picks"]
            assert again == base, f"seed {seed}: the answer changed with hidden information"


def test_the_search_takes_a_win_in_hand(duel):
    m = _position(duel, 2)
    seat = m.pending["seat"]
    state = copy.deepcopy(m.state)
    state["players"][seat]["score"] = 13
    state["players"][seat]["hand"] = ["two#1"] + state["players"][seat]["hand"][1:]
    duel.rules._offer_turn(state)
    t = Search(duel.rules, DuelHooks(duel.rules), iterations=200).run(
        duel.rules.view(state, seat) | {"game": "number_duel", "seats": 2, "pending": state["pending"]}, seat, Rng(3))
    assert t.best()[0] == "play:two#1" and t.best()[2] == 1.0


def test_a_playout_stops_where_the_game_says_it_is_over(duel):
    calls = []

    class Stop(DuelHooks):
        def rollout_over(self, state):
            calls.append(state["turn"])
            return True  # judge at once: no playout beyond the tree

    m = _position(duel)
    seat = m.pending["seat"]
    t = Search(duel.rules, Stop(duel.rules), iterations=30).run(m.view(seat), seat, Rng(1))
    assert calls and t.iterations == 30 and t.choices


def test_the_tree_may_stop_where_playouts_stop(duel):
    """A game that asks for it has every line judged at the same point: the tree grows no deeper
    (without asking, it grows past that point)."""

    class Stop(DuelHooks):
        def rollout_over(self, state):
            return True

    m = _position(duel)
    seat = m.pending["seat"]
    deeper = {}
    for stops in (True, False):
        hooks = Stop(duel.rules)
        hooks.tree_stops_early = stops
        search = Search(duel.rules, hooks, iterations=40)
        roots = []
        original = search._iterate
        search._iterate = lambda root, state, rng: (roots.append(root), original(root, state, rng))
        t = search.run(m.view(seat), seat, Rng(1))
        assert t.iterations == 40 and t.choices
        deeper[stops] = any(child.children for child in roots[0].children.values())
    assert deeper == {True: False, False: True}


def test_in_a_cooperative_game_a_shared_win_is_worth_everything_and_a_loss_nothing(duel):
    """Everyone wins or loses together: a win is not split among the winners, and a loss is not
    the half a draw is worth (a judged position the team is likely to lose must not beat losing)."""
    won = {"seats": 2, "result": {"winners": [0, 1], "draw": False}}
    lost = {"seats": 2, "result": {"winners": [], "draw": False}}
    together = copy.copy(duel.rules)
    together.cooperative = True
    search = Search(together, DuelHooks(duel.rules))
    assert search._values(won) == [1.0, 1.0]
    assert search._values(lost) == [0.0, 0.0]
    sides = Search(duel.rules, DuelHooks(duel.rules))  # a game of sides: a shared result is split
    assert sides._values(won) == [0.5, 0.5]


def test_the_weighed_line_names_an_empty_answer_as_the_prompt_does():
    from game.core.search import Thought, _why

    d = {"options": [{"id": "a", "label": "Loki to the back row"}], "min": 0, "max": 1, "none": "everyone stays"}
    thought = Thought(seat=0, iterations=50, choices=[("a", 30, 0.6), ("", 20, 0.1)])
    line = _why(d, ["a"], 30, 0.6, thought)
    assert line == "Loki to the back row: 60% to win (of 50 tries; everyone stays: 10%)"
    assert _why({"options": d["options"]}, [], 20, 0.1, thought).startswith("nothing: 10%")


def test_hooks_set_after_the_search_is_made_are_used_whole(duel):
    """Session 20: a measuring tool set new hooks on a built search, which kept the old hooks'
    playout methods; the search now takes every method from the hooks it holds."""

    class Stop(DuelHooks):
        tree_stops_early = True

        def rollout_over(self, state):
            return True

    search = Search(duel.rules, DuelHooks(duel.rules), iterations=10)
    search.hooks = hooks = Stop(duel.rules)
    assert search.hooks is hooks
    assert search._rollout_over == hooks.rollout_over and search._tree_over == hooks.rollout_over
