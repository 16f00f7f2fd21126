"""The hard player keeps to its search's plan for its own follow-up decisions in the turn."""

from game.core.search import Node
from game.smash_up.hard_plan import MIN_VISITS, PlanningPlayer
from game.smash_up.search_hooks import hard_player


def _decision(*ids, seat=0, kind="target"):
    return {"seat": seat, "kind": kind, "min": 1, "max": 1, "options": [{"id": i, "label": i} for i in ids]}


def _planner(loaded, children):
    p = hard_player(loaded.rules, iterations=4, follow=True)
    assert isinstance(p, PlanningPlayer)
    p._node = Node(children=children)
    return p


def test_the_most_visited_offered_answer_is_given_and_the_plan_moves_on(loaded):
    after = Node(seat=0, visits=MIN_VISITS + 6, reward=5.0)
    p = _planner(loaded, {"c:a": Node(seat=0, visits=MIN_VISITS + 1, reward=4.0), "c:b": after,
                          "c:gone": Node(seat=0, visits=50, reward=40.0)})
    assert p._follow(_decision("c:a", "c:b")) == ["c:b"]
    assert p._node is after


def test_an_answer_the_tree_barely_looked_at_is_left_to_the_quick_policy(loaded):
    p = _planner(loaded, {"c:a": Node(seat=0, visits=MIN_VISITS - 1, reward=3.0)})
    assert p._follow(_decision("c:a", "c:b")) is None
    assert p._node is None  # the plan is dropped for the rest of the turn


def test_another_players_answer_in_the_tree_is_not_taken_for_mine(loaded):
    p = _planner(loaded, {"c:a": Node(seat=1, visits=30, reward=20.0)})
    assert p._follow(_decision("c:a", "c:b")) is None
