"""Save slots: an autosave per game, a list a player can read, Continue and Delete."""

import os

import pytest

from game.core.errors import SaveError
from game.core.players import RandomPlayer, SeatView, player_rng
from game.core.saves import AUTOSAVE, SaveStore, autosave_slot, is_autosave, make_save


def _play(duel, seed, n, seats=("human", "computer"), names=None):
    m = duel.start(duel.setup(list(seats), seed, names=names))
    for i in range(n):
        if m.over:
            break
        seat = m.pending["seat"]
        m.apply(RandomPlayer().choose(SeatView(duel.rules, m.state, seat), player_rng(m.state, seat, i)))
    return m


def _save(store, slot, duel, m, age=0.0):
    """Write a slot as if it had been saved `age` seconds ago."""
    doc = make_save("number_duel", m.to_record(), duel.stamp(), label="Number Duel")
    doc["saved_ts"] -= age
    store.write(slot, doc)
    return doc


def test_each_game_autosaves_to_its_own_slot():
    assert autosave_slot("smash_up") != autosave_slot("heroscape")
    assert is_autosave(autosave_slot("heroscape")) and is_autosave(AUTOSAVE)
    assert not is_autosave("evening game")


def test_writing_one_games_autosave_leaves_the_others(duel, tmp_path):
    store = SaveStore(tmp_path)
    a, b = _play(duel, 1, 3), _play(duel, 2, 5)
    _save(store, autosave_slot("smash_up"), duel, a)
    _save(store, autosave_slot("heroscape"), duel, b)
    assert store.read(autosave_slot("smash_up"))["answers"] == a.answers
    assert store.read(autosave_slot("heroscape"))["answers"] == b.answers


def test_the_list_says_game_progress_and_who_sits_where_newest_first(duel, tmp_path):
    store = SaveStore(tmp_path)
    _save(store, "older", duel, _play(duel, 1, 2), age=3600)
    _save(store, "newer", duel, _play(duel, 2, 2, seats=("human", "computer"), names=["Ann", ""]))
    first, second = store.slots()
    assert [first["slot"], second["slot"]] == ["newer", "older"]
    assert first["game"] == "number_duel" and first["decisions"] == 2 and not first["finished"]
    assert first["seats"] == [{"name": "Ann", "person": True}, {"name": "Player 2", "person": False}]
    assert first["when"] > second["when"]


def test_continue_takes_the_newest_autosave_of_a_game_in_progress(duel, tmp_path):
    store = SaveStore(tmp_path)
    _save(store, autosave_slot("heroscape"), duel, _play(duel, 1, 4), age=600)
    _save(store, "named", duel, _play(duel, 2, 4))  # newer, but not an autosave
    assert store.latest_autosave()["slot"] == autosave_slot("heroscape")
    finished = _play(duel, 3, 500, seats=("computer", "computer"))
    assert finished.over
    _save(store, autosave_slot("smash_up"), duel, finished)
    # the newest autosave is of a finished game: Continue does not offer it, Load still lists it
    assert store.latest_autosave()["slot"] == autosave_slot("heroscape")
    listed = {e["slot"]: e for e in store.slots()}
    assert listed[autosave_slot("smash_up")]["finished"] and listed[autosave_slot("smash_up")]["result"]


def test_an_autosave_from_before_per_game_slots_still_loads_and_continues(duel, tmp_path):
    store = SaveStore(tmp_path)
    m = _play(duel, 4, 3)
    _save(store, AUTOSAVE, duel, m)
    assert store.latest_autosave()["slot"] == AUTOSAVE
    assert store.read(AUTOSAVE)["answers"] == m.answers and store.has_autosave()


def test_delete_removes_the_slot_and_its_previous_copy(duel, tmp_path):
    store = SaveStore(tmp_path)
    _save(store, "mine", duel, _play(duel, 1, 2))
    _save(store, "mine", duel, _play(duel, 1, 3))
    assert store.slots()[0]["previous"] == "mine.prev"
    store.delete("mine")
    assert store.slots() == [] and not any(tmp_path.iterdir())


def test_a_damaged_save_is_listed_with_its_problem_and_can_be_deleted(duel, tmp_path):
    store = SaveStore(tmp_path)
    store.path("broken").write_text("{not json", encoding="utf-8")
    (entry,) = store.slots()
    assert entry["slot"] == "broken" and "damaged" in entry["problem"] and "\n" not in entry["problem"]
    assert store.latest_autosave() is None
    store.delete("broken")
    assert store.slots() == []


def test_a_save_of_a_game_this_app_does_not_know_is_listed_as_a_problem(duel, tmp_path):
    store = SaveStore(tmp_path)
    _save(store, autosave_slot("number_duel"), duel, _play(duel, 1, 2))
    (entry,) = store.slots(known_games={"smash_up"})
    assert "unknown game" in entry["problem"]
    assert store.latest_autosave(known_games={"smash_up"}) is None


@pytest.mark.skipif(os.name == "nt" or os.geteuid() == 0, reason="needs file permissions that bind")
def test_a_delete_that_fails_says_why(duel, tmp_path):
    store = SaveStore(tmp_path)
    _save(store, "kept", duel, _play(duel, 1, 2))
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(SaveError, match="Cannot delete kept.json"):
            store.delete("kept")
    finally:
        tmp_path.chmod(0o700)


@pytest.mark.parametrize("game, later", [("smash_up", ["Turn 1", "Turn 2"]),
                                         ("heroscape", ["Placing armies", "Round 1 of 8", "Round 2 of 8"])])
def test_each_game_says_how_far_it_has_come(game, later):
    from game.session import open_game
    g = open_game(game, with_user_mods=False)
    m = g.start(g.setup(["computer", "computer"], 5))
    seen = [m.to_record()["progress"]]
    for i in range(400):
        if len(seen) >= len(later) and seen[-len(later):] == later or m.over:
            break
        seat = m.pending["seat"]
        m.apply(RandomPlayer().choose(SeatView(m.rules, m.state, seat), player_rng(m.state, seat, i)))
        if m.rules.progress(m.state) != seen[-1]:
            seen.append(m.rules.progress(m.state))
    assert seen[-len(later):] == later
