"""Matches: replay, save and load, undo (refused after hidden information or chance), corrupt saves."""

import json

import pytest

from game.core.errors import IllegalChoice, SaveError
from game.core.match import Match
from game.core.players import RandomPlayer, SeatView, player_rng
from game.core.saves import SaveStore, make_save, previous_path, read_save


def _play(duel, seed, n):
    m = duel.start(duel.setup(["human", "human"], seed))
    for i in range(n):
        if m.over:
            break
        seat = m.pending["seat"]
        m.apply(RandomPlayer().choose(SeatView(duel.rules, m.state, seat), player_rng(m.state, seat, i)))
    return m


def _decision_without_chance(m):
    """The first option of the pending decision that neither draws nor rolls."""
    ids = [o["id"] for o in m.pending["options"]]
    return next(i for i in ids if i.startswith("play:") or i.startswith("discard:") or i == "no")


def test_replaying_the_answers_gives_the_same_state(duel):
    m = _play(duel, 11, 40)
    again = Match.replay(duel.rules, m.setup, m.answers)
    assert again.state == m.state and again.log == m.log


def test_a_save_loads_into_the_same_game(duel, tmp_path):
    m = _play(duel, 12, 15)
    store = SaveStore(tmp_path)
    store.write("slot one", make_save("number_duel", m.to_record(), duel.stamp(), label="x"))
    doc = store.read("slot one", {"number_duel"})
    loaded = Match.from_record(duel.rules, doc)
    assert loaded.state == m.state and loaded.answers == m.answers
    assert doc["content"]["digest"] == duel.content.digest
    # The loaded game goes on exactly as the original would.
    seat = m.pending["seat"]
    pick = {"seat": seat, "picks": [m.pending["options"][0]["id"]]}
    m.apply(pick)
    loaded.apply(pick)
    assert loaded.state == m.state


def test_undo_takes_back_a_decision_that_revealed_nothing(duel):
    m = duel.start(duel.setup(["human", "human"], 5))
    before = json.loads(json.dumps(m.state))
    log_length = len(m.log)
    m.apply({"seat": 0, "picks": [_decision_without_chance(m)]})
    assert m.can_undo(0, [0, 1]) is None
    assert m.undo(0, [0, 1]) == 1
    assert m.state == before and m.answers == []
    assert len(m.log) == log_length + 1 and m.log[-1]["kind"] == "undo"


def _person_has_played_a_turn(duel):
    """A person (seat 0) against the computer, once the person's decisions have passed the turn on."""
    m = duel.start(duel.setup(["human", "computer"], 5))
    m.apply({"seat": 0, "picks": [_decision_without_chance(m)]})
    while m.pending["seat"] == 0:
        m.apply({"seat": 0, "picks": [_decision_without_chance(m)]})
    return m


def test_undo_also_takes_back_the_computer_replies_after_it(duel):
    m = _person_has_played_a_turn(duel)
    mine = len(m.answers)
    m.apply({"seat": 1, "picks": [_decision_without_chance(m)]})
    assert m.undo(0, [0]) == 2
    assert len(m.answers) == mine - 1


def test_undo_goes_past_a_pass_the_table_made_for_the_player(duel):
    """An answer marked `auto` (the table passed: nothing else could be chosen) is no decision of
    the player's: undo takes back their last real one, and the automatic one with it."""
    m = _person_has_played_a_turn(duel)
    real = len(m.answers)
    m.apply({"seat": 1, "picks": [_decision_without_chance(m)]})
    m.apply({"seat": 0, "picks": [_decision_without_chance(m)], "auto": True})
    assert m.undo(0, [0]) == 3
    assert len(m.answers) == real - 1


def test_undo_is_refused_after_a_roll(duel):
    m = duel.start(duel.setup(["human", "human"], 6))
    m.apply({"seat": 0, "picks": ["roll"]})
    with pytest.raises(IllegalChoice, match="rolled"):
        m.undo(0, [0, 1])


def test_undo_is_refused_after_a_draw(duel):
    m = duel.start(duel.setup(["human", "human"], 6))
    m.apply({"seat": 0, "picks": ["draw"]})
    assert "revealed" in m.can_undo(0, [0, 1])


def test_undo_is_refused_once_another_person_has_decided(duel):
    m = duel.start(duel.setup(["human", "human"], 8))
    m.apply({"seat": 0, "picks": [_decision_without_chance(m)]})
    while m.pending["seat"] == 0:
        m.apply({"seat": 0, "picks": [_decision_without_chance(m)]})
    m.apply({"seat": 1, "picks": [_decision_without_chance(m)]})
    assert "has decided since" in m.can_undo(0, [0, 1])


def test_an_illegal_answer_changes_nothing(duel):
    m = duel.start(duel.setup(["human", "human"], 9))
    before = json.dumps(m.state)
    with pytest.raises(IllegalChoice):
        m.apply({"seat": 1, "picks": ["draw"]})
    assert json.dumps(m.state) == before and m.answers == []


def test_conceding_ends_the_game_for_the_others(duel):
    m = duel.start(duel.setup(["human", "human"], 9))
    m.apply({"seat": 0, "concede": True, "picks": []})
    assert m.over and m.state["result"]["winners"] == [1]
    assert Match.replay(duel.rules, m.setup, m.answers).state == m.state


def test_a_corrupt_save_is_refused_and_the_previous_save_kept(duel, tmp_path):
    store = SaveStore(tmp_path)
    first = _play(duel, 1, 5)
    second = _play(duel, 2, 7)
    store.write("autosave", make_save("number_duel", first.to_record(), duel.stamp()))
    store.write("autosave", make_save("number_duel", second.to_record(), duel.stamp()))
    path = store.path("autosave")
    assert read_save(previous_path(path))["answers"] == first.answers
    path.write_text('{"format": "marvel-tabletop-save", "answers": [tru', encoding="utf-8")
    with pytest.raises(SaveError, match="damaged"):
        store.read("autosave")
    assert read_save(previous_path(path))["answers"] == first.answers


def test_a_failed_write_leaves_the_old_save_whole(duel, tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    m = _play(duel, 3, 5)
    store.write("slot", make_save("number_duel", m.to_record(), duel.stamp()))
    good = store.path("slot").read_text()

    def broken_dumps(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr("game.core.saves.json.dumps", broken_dumps)
    with pytest.raises(OSError):
        store.write("slot", make_save("number_duel", m.to_record(), duel.stamp()))
    assert store.path("slot").read_text() == good
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".tmp"] == []


@pytest.mark.parametrize("text, words", [
    ("not json at all", "damaged"),
    ('{"format": "something-else"}', "not a Marvel Tabletop save"),
    ('{"format": "marvel-tabletop-save", "format_version": 99}', "another version"),
    ('{"format": "marvel-tabletop-save", "format_version": 1, "game": "x"}', "incomplete"),
])
def test_foreign_and_broken_saves_get_clear_messages(tmp_path, text, words):
    p = tmp_path / "s.json"
    p.write_text(text)
    with pytest.raises(SaveError, match=words):
        read_save(p)


def test_a_save_of_an_unknown_game_is_refused(tmp_path, duel):
    m = _play(duel, 3, 2)
    p = tmp_path / "s.json"
    p.write_text(json.dumps(make_save("chess", m.to_record(), {})))
    with pytest.raises(SaveError, match="unknown game"):
        read_save(p, {"number_duel"})


def test_slot_names_that_cannot_be_files_are_refused(tmp_path):
    with pytest.raises(SaveError):
        SaveStore(tmp_path).path("../escape")
