"""Set-up in the rulebook's order (spec cases 1-7): tokens by hero count, the event deck's thirds,
the nemesis mission deck, one hero per base, the Iliad, first strike spawns by pips."""

import pytest

from game.core.errors import IllegalChoice
from game.dagger import board
from game.dagger.engine import G

from .helpers import labels, pick, start


def test_case_1_three_heroes_get_one_boosted_and_two_standard_tokens(dg):
    s = start(dg, 3)
    assert [(h["boost"], h["std"]) for h in s["heroes"]] == [(1, 2)] * 3


def test_case_2_two_heroes_and_solo_get_a_third_standard_token(dg):
    for seats in (2, 1):
        s = start(dg, seats)
        assert s["opt"]["n"] == 2
        assert [(h["boost"], h["std"]) for h in s["heroes"]] == [(1, 3), (1, 3)]
    solo = start(dg, 1)
    assert {h["seat"] for h in solo["heroes"]} == {0}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_case_3_the_event_deck_has_one_nemesis_event_in_each_third(dg, seed):
    s = start(dg, 3, seed=seed)
    book = dg.rules.book
    deck = list(reversed(s["events"]))  # top first
    assert len(deck) == 12
    nemesis_events = set(book.nemeses["loki"].events)
    for third in (deck[0:4], deck[4:8], deck[8:12]):
        assert sum(1 for e in third if e in nemesis_events) == 1
    others = {e.id for e in book.events.values() if e.nemesis not in (None, "loki")}
    assert not others & set(deck)


def test_case_4_the_first_strike_lies_on_missions_one_to_three(dg):
    s = start(dg, 2)
    assert s["nm_deck"] == ["fs_hydra", "nm_loki_1", "nm_loki_2", "nm_loki_3"]


def test_case_5_a_base_with_a_hero_is_not_offered_at_set_up(dg):
    s = dg.rules.new_game(dg.setup(["human"] * 3, 4, options={"nemesis": "loki", "first_strike": "fs_hydra"}), [])
    while s["pending"]["kind"] != "setup_place":
        pick(dg, s, "space:8" if s["pending"]["kind"] == "setup_iliad" else s["pending"]["options"][0]["id"])
    pick(dg, s, "space:new_york")
    pick(dg, s, "space:wakanda")
    offered = {o["id"][6:] for o in s["pending"]["options"]}
    assert offered == {"atlantis", "madripoor", "8"}


def test_case_6_the_iliad_makes_its_space_a_base_of_its_region(dg):
    s = start(dg, 2)
    g = G(s, [], dg.rules.book, dg.rules)
    assert s["iliad"] == "8"
    assert board.bases_at(g.book, s, "8") == ["iliad"]
    assert board.base_region(g.book, s, "iliad") == g.book.region_of["8"]
    assert "iliad" in board.bases_in_region(g.book, s, g.book.region_of["8"])


def test_the_iliads_space_is_named_whole_in_brackets_so_a_sentence_reads_on(dg):
    """Seen in a real window: "North Africa (8), the Iliad is 1 step away" read as a list."""
    s = start(dg, 2)
    g = G(s, [], dg.rules.book, dg.rules)
    assert board.space_name(g.book, s, "8") == "North Africa (8, the Iliad)"
    assert board.space_name(g.book, s, "9") == "Middle East (9)"
    assert board.space_name(g.book, s, "wakanda") == "Wakanda"


def test_case_6_a_spawn_on_space_8_lands_on_the_iliad(dg):
    from game.dagger.standees import spawn
    s = start(dg, 2)
    g = G(s, [], dg.rules.book, dg.rules)
    e = spawn(g, 1, "8")
    assert e["space"] == "8" and board.bases_at(g.book, s, e["space"]) == ["iliad"]


def test_case_7_first_strike_spawns_need_enough_heroes_for_their_pips(dg):
    two = start(dg, 2)
    three = start(dg, 3)
    # fs_hydra: rank 1 on 6 and rank 2 on 9 (1 pip), rank 1 on 1 and rank 3 on 5 (3 pips)
    assert sorted(e["space"] for e in two["enemies"]) == ["6", "9"]
    assert sorted(e["space"] for e in three["enemies"]) == ["1", "5", "6", "9"]
    assert {e["rank"] for e in three["enemies"] if e["space"] == "5"} == {3}


def test_set_up_asks_in_the_rulebooks_order(dg):
    s = dg.rules.new_game(dg.setup(["human"] * 2, 3, options={"nemesis": "loki"}), [])
    kinds = []
    while s["pending"]["kind"] != "turn":
        kinds.append(s["pending"]["kind"])
        pick(dg, s, s["pending"]["options"][0]["id"])
    assert kinds == ["setup_support", "setup_support", "setup_first", "setup_iliad", "setup_place", "setup_place"]
    assert s["threat"] == 0 and s["team_up"] == 0 and s["bifrost"] is None
    assert s["round"] == 1 and s["phase"] == "hero"
    assert all(not h["tu"] for h in s["heroes"])
    assert all(h["own"] == "locked" and h["mission"] == "held" for h in s["heroes"])
    assert all(sum(c["ready"] for c in h["supports"]) == 1 for h in s["heroes"])
    assert s["nem"]["space"] == dg.rules.book.nemeses["loki"].start
    assert sum(1 for k in ("green", "purple", "blue") if s["side"][k]) == 1


def test_the_support_card_chosen_at_set_up_starts_ready(dg):
    s = dg.rules.new_game(dg.setup(["human"] * 2, 3, options={"nemesis": "loki", "heroes": "tchalla,hulk"}), [])
    assert "Vibranium Weave" in " ".join(labels(s))
    pick(dg, s, "support:vibranium_weave")
    ready = {c["id"]: c["ready"] for c in s["heroes"][0]["supports"]}
    assert ready == {"dora_milaje": False, "vibranium_weave": True}


def test_the_first_player_places_the_iliad_and_places_first(dg):
    s = dg.rules.new_game(dg.setup(["human"] * 3, 3, options={"nemesis": "loki"}), [])
    while s["pending"]["kind"] != "setup_first":
        pick(dg, s, s["pending"]["options"][0]["id"])
    pick(dg, s, "hero:2")
    assert s["pending"]["kind"] == "setup_iliad" and s["pending"]["seat"] == 2
    pick(dg, s, "space:8")
    assert s["pending"]["kind"] == "setup_place" and s["pending"]["seat"] == 2


def test_bad_options_are_refused_in_one_line(dg):
    for opts, words in ((({"difficulty": "brutal"}), "difficulty"), ({"nemesis": "galactus"}, "nemesis"),
                        ({"heroes": "tchalla,shuri"}, "same sheet"), ({"heroes": "tchalla"}, "needs 2"),
                        ({"aspects": "justice,justice"}, "once")):
        with pytest.raises(IllegalChoice) as err:
            dg.rules.new_game(dg.setup(["human"] * 2, 1, options=opts), [])
        assert words in str(err.value) and "\n" not in str(err.value)


def test_a_side_mission_revealed_at_set_up_resolves_its_warning_before_the_first_round(dg):
    # seed 29 reveals Signal from the Arctic at set-up: its warning spawns a rank 2 enemy in the Arctic
    s = start(dg, 2, 29)
    assert [m["id"] for m in s["side"].values() if m] == ["sm_arctic_signal"]
    assert ("2", 2) in {(e["space"], e["rank"]) for e in s["enemies"]}
    assert all(t.get("op") != "fx" for t in s["stack"])  # nothing of set-up left waiting under the round


def test_placing_the_iliad_says_it_becomes_a_fifth_base_with_its_effect(dg):
    """Rulebook set-up step 9: the Iliad goes on a numbered space, which is then also a base; a
    player meets it here first, so the question says what it is and what it does."""
    s = dg.rules.new_game(dg.setup(["human", "human"], 3, options={"nemesis": "loki"}), [])
    while s["pending"]["kind"] != "setup_iliad":
        pick(dg, s, s["pending"]["options"][0]["id"])
    prompt = s["pending"]["prompt"]
    assert "fifth base" in prompt
    assert dg.rules.book.bases["iliad"].text.rstrip(".").lower() in prompt.lower()
