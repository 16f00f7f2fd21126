"""Space graphs: adjacency both ways, lettered links, steps, nearby, extra edges that come and go,
problems in words, and reading one from a Tiled map's object layers."""

from pathlib import Path

from game.core.graph import SpaceGraph
from game.core.maps import MapSpec, load_map

ROOT = Path(__file__).resolve().parents[2]


def _line():
    # a - b - c - d, and a lettered long line d = e; f joins nothing
    nodes = {k: {} for k in "abcdef"}
    return SpaceGraph(nodes, [("a", "b", ""), ("b", "c", ""), ("c", "d", ""), ("d", "e", "A")])


def test_links_join_both_ways_and_keep_their_label():
    g = _line()
    assert g.adjacent("a", "b") and g.adjacent("b", "a")
    assert not g.adjacent("a", "c")
    assert g.labels[frozenset(("d", "e"))] == "A"


def test_distances_count_steps_and_stop_where_nothing_leads():
    g = _line()
    assert g.distance("a", "e") == 4
    assert g.distance("a", "f") is None
    assert g.within("a", 2) == {"a": 0, "b": 1, "c": 2}


def test_steps_toward_are_the_neighbours_on_a_shortest_path():
    nodes = {k: {} for k in "abcd"}
    square = SpaceGraph(nodes, [("a", "b", ""), ("a", "c", ""), ("b", "d", ""), ("c", "d", "")])
    assert square.steps_toward("a", "d") == ["b", "c"]
    assert square.steps_toward("d", "d") == []


def test_nearby_is_the_same_space_or_an_adjacent_one():
    g = _line()
    assert g.nearby("b", "b") and g.nearby("b", "c")
    assert not g.nearby("a", "c")


def test_extra_edges_join_spaces_only_while_given():
    g = _line()
    assert g.distance("a", "f") is None
    assert g.distance("a", "f", extra=[("f", "c")]) == 3
    assert g.neighbours("f", [("f", "c")]) == ("c",)
    assert g.distance("a", "f") is None  # the fixed distances are untouched


def test_problems_name_unknown_ends_and_cut_off_spaces():
    g = SpaceGraph({"a": {}, "b": {}, "c": {}}, [("a", "b", ""), ("a", "z", ""), ("b", "b", "")])
    found = g.problems()
    assert "link a-z joins an unknown space" in found
    assert "link b-b joins a space to itself" in found
    assert "spaces not linked to the rest: c" in found
    assert g.problems(isolated_ok=["c"]) == ["link a-z joins an unknown space", "link b-b joins a space to itself"]


def test_a_graph_is_read_from_a_maps_object_layers():
    path = ROOT / "maps" / "dagger" / "world.tmx"
    bm, issues = load_map(path, MapSpec("orthogonal", object_layers=("spaces", "links")))
    assert issues == []
    g, found = SpaceGraph.from_map(bm)
    assert found == []
    assert g.nodes["1"]["name"] == "North America" and g.nodes["1"]["number"] == 1
    assert g.adjacent("1", "14") and g.labels[frozenset(("1", "14"))] == "A"
