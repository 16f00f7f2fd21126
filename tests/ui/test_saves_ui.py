"""Saves as a player meets them: Continue names the game, the Load screen lists and deletes saves,
one person seated goes straight to their view, and an open table never says "You"."""

import re

import pygame
import pytest

from game.core.players import RandomPlayer, SeatView, player_rng
from game.core.saves import AUTOSAVE, autosave_slot, make_save
from game.ui import audit
from game.ui.scenes.flow import resume_save
from game.ui.scenes.load import LoadScene, when_words
from game.ui.scenes.menu import MenuScene
from tests.ui.conftest import key, press


def _buttons(scene):
    return {e.text: e for e in scene._elements if type(e).__name__ == "UIButton"}


def _played(duel, seats, n=4, seed=1, names=None):
    m = duel.start(duel.setup(list(seats), seed, names=names))
    for i in range(n):
        if m.over:
            break
        seat = m.pending["seat"]
        m.apply(RandomPlayer().choose(SeatView(duel.rules, m.state, seat), player_rng(m.state, seat, i)))
    return m


def _save(app, duel, slot, m, age=0.0):
    doc = make_save("number_duel", m.to_record(), duel.stamp(), label="Number Duel")
    doc["saved_ts"] -= age
    app.saves.write(slot, doc)


def _shown(scene):
    return [text for _, lines in scene.rows for text, *_ in lines]


def test_playing_autosaves_to_the_games_own_slot(app, duel):
    from game.ui.scenes.flow import start_game
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": "number_duel", "seats": ["human", "computer"], "seed": 3})
    g = app.scenes.top
    g.board_click("deck")
    assert app.saves.read(autosave_slot("number_duel"))["answers"] == g.match.answers
    assert not app.saves.path(AUTOSAVE).exists()


def test_continue_names_the_game_and_resumes_the_newest_game_in_progress(app, duel):
    _save(app, duel, autosave_slot("number_duel"), _played(duel, ["human", "computer"]), age=60)
    finished = _played(duel, ["computer", "computer"], n=500, seed=2)
    assert finished.over
    _save(app, duel, AUTOSAVE, finished)  # newer, but over: not offered as if it could go on
    app.scenes.reset(MenuScene(app))
    app.frame([], 1 / 60)
    (label,) = [t for t in _buttons(app.scenes.top) if t.startswith("Continue")]
    from game import catalog
    assert label == f"Continue: {catalog.get('number_duel').title}"
    press(app, _buttons(app.scenes.top)[label])
    g = app.scenes.top
    assert g.name == "game" and not g.match.over and g.slot is None


def test_continue_is_off_when_no_game_is_in_progress(app):
    app.scenes.reset(MenuScene(app))
    app.frame([], 1 / 60)
    assert not _buttons(app.scenes.top)["Continue"].is_enabled


def test_one_person_seated_opens_on_their_own_view_without_the_curtain(app, duel):
    m = _played(duel, ["computer", "human"])
    _save(app, duel, "solo", m)
    app.scenes.reset(MenuScene(app))
    assert resume_save(app, "solo")
    app.frame([], 1 / 60)
    g = app.scenes.top
    assert g.name == "game" and g.viewer == 1
    assert "hand" in g.view_state["players"][1] and "hand" not in g.view_state["players"][0]


def test_two_people_seated_resume_behind_the_curtain(app, duel):
    _save(app, duel, "pair", _played(duel, ["human", "human"]))
    app.scenes.reset(MenuScene(app))
    assert resume_save(app, "pair")
    assert app.scenes.top.name == "handover"
    game = app.scenes.stack[-2]
    assert game.viewer == -1 and all("hand" not in p for p in game.view_state.get("players", []))


def test_no_person_seated_resumes_on_an_open_table(app, duel):
    _save(app, duel, "robots", _played(duel, ["computer", "computer"]))
    app.scenes.reset(MenuScene(app))
    assert resume_save(app, "robots")
    assert app.scenes.top.name == "game" and app.scenes.top.viewer is None


def test_the_load_screen_says_game_when_and_who_newest_first(app, duel):
    _save(app, duel, "last week", _played(duel, ["human", "computer"], names=["Ann", ""]), age=5 * 86400)
    _save(app, duel, autosave_slot("number_duel"), _played(duel, ["human", "human"], names=["Bob", "Cleo"]))
    app.scenes.reset(LoadScene(app))
    app.frame([], 1 / 60)
    shown = _shown(app.scenes.top)
    newest = shown.index(next(t for t in shown if t.startswith("Autosave today at")))
    older = shown.index(next(t for t in shown if t.startswith("Saved as “last week” on ")))
    assert newest < older
    assert "Seats: Bob (person), Cleo (person)" in shown
    assert "Seats: Ann (person), Player 2 (computer)" in shown


def test_delete_asks_first_and_keep_leaves_the_save(app, duel):
    _save(app, duel, "precious", _played(duel, ["human", "computer"]))
    app.scenes.reset(LoadScene(app))
    app.frame([], 1 / 60)
    press(app, _buttons(app.scenes.top)["Delete"])
    confirm = app.scenes.top
    assert confirm.name == "confirm" and confirm.question == "Delete “precious”? This cannot be undone."
    press(app, _buttons(confirm)["Keep"])
    assert app.scenes.top.name == "load" and app.saves.path("precious").exists()
    press(app, _buttons(app.scenes.top)["Delete"])
    key(app, pygame.K_ESCAPE)  # Esc keeps too
    assert app.saves.path("precious").exists()
    press(app, _buttons(app.scenes.top)["Delete"])
    press(app, _buttons(app.scenes.top)["Delete"])
    assert app.scenes.top.name == "load" and not app.saves.path("precious").exists()
    assert _shown(app.scenes.top) == [] and "Open" not in _buttons(app.scenes.top)


def test_a_damaged_save_is_listed_with_its_problem_and_can_be_deleted(app):
    app.saves.folder.mkdir(parents=True, exist_ok=True)
    app.saves.path("mangled").write_text("{nope", encoding="utf-8")
    app.scenes.reset(LoadScene(app))
    app.frame([], 1 / 60)
    shown = _shown(app.scenes.top)
    assert shown[0] == "mangled: cannot be opened" and any("damaged" in t for t in shown)
    press(app, _buttons(app.scenes.top)["Delete"])
    press(app, _buttons(app.scenes.top)["Delete"])
    assert not app.saves.path("mangled").exists()


def test_a_long_list_pages_and_the_wheel_scrolls_it(app, duel):
    m = _played(duel, ["human", "computer"])
    for k in range(12):
        _save(app, duel, f"game {k:02}", m, age=k * 60)
    app.scenes.reset(LoadScene(app))
    app.frame([], 1 / 60)
    scene = app.scenes.top
    first_page = _shown(scene)
    assert scene.more and any("“game 00”" in t for t in first_page)
    app.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)], 1 / 60)
    assert scene.first == 1 and not any("“game 00”" in t for t in _shown(scene))
    press(app, _buttons(scene)["▲ Newer"])
    assert _shown(scene) == first_page


@pytest.mark.parametrize("size, scale", [((1280, 720), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.0)])
def test_the_load_screen_is_readable(duel, user_home, size, scale):
    from game.ui.app import App
    audit.start()
    a = App(size, headless=True, ui_scale=scale)
    try:
        long = ["Alexandra Montgomery-Smythe", "Bartholomew Featherstonehaugh"]
        _save(a, duel, autosave_slot("number_duel"), _played(duel, ["human", "human"], names=long))
        _save(a, duel, "a rather long save name here", _played(duel, ["human", "computer"]), age=86400 * 40)
        a.saves.path("broken").write_text("{", encoding="utf-8")
        a.scenes.reset(LoadScene(a))
        a.frame([], 1 / 60)
        a.frame([], 1 / 60)
        doc = audit.report("load", scale)
    finally:
        audit.stop()
        pygame.quit()
    texts = " ".join(t["text"] for t in doc["texts"])
    assert "Alexandra Montgomery-Smythe (person)" in texts and "cannot be opened" in texts
    assert audit.problems(doc) == []


def test_dates_are_said_in_words():
    import time
    now = time.mktime((2025, 6, 12, 15, 0, 0, 0, 0, -1))  # a Thursday afternoon
    at = lambda *d: time.mktime((*d, 0, 0, -1))  # noqa: E731
    assert when_words(at(2025, 6, 12, 9, 5, 0), now) == "today at 09:05"
    assert when_words(at(2025, 6, 11, 23, 59, 0), now) == "yesterday at 23:59"
    assert when_words(at(2025, 6, 9, 20, 30, 0), now) == "on Monday at 20:30"
    assert when_words(at(2025, 3, 3, 14, 5, 0), now) == "on 3 March at 14:05"
    assert when_words(at(2024, 3, 3, 14, 5, 0), now) == "on 3 March 2024"


def test_a_game_with_no_person_seated_never_says_you_in_its_log(app):
    from game.ui.scenes.flow import start_game
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": "smash_up", "seats": ["computer", "computer"], "seed": 7})
    g = app.scenes.top
    assert g.viewer is None
    for i in range(30):
        seat = g.match.pending["seat"]
        g.apply(g.players[seat].choose(SeatView(g.loaded.rules, g.match.state, seat),
                                       player_rng(g.match.state, seat, i)), by_computer=True)
    html = g.log_panel.box.html_text
    lines = [re.sub("<[^>]+>", "", line) for line in html.split("<br>")]
    draws = [line for line in lines if " draws " in line]
    assert draws and all(not line.startswith("You ") for line in lines), lines
    assert any(not re.search(r"draws \d+ cards?\.$", line) for line in draws)  # an open table names them
    g.log_panel.set_events(g.match.log_for(None))  # rebuilt from the whole log: the same
    assert not re.search(r"(^|<br>)(<i>)?You ", g.log_panel.box.html_text)


def test_a_damaged_save_offers_its_previous_copy(app, duel):
    first = _played(duel, ["human", "computer"], n=2)
    _save(app, duel, "kept", first)
    _save(app, duel, "kept", _played(duel, ["human", "computer"], n=4))
    app.saves.path("kept").write_text("{torn", encoding="utf-8")
    app.scenes.reset(LoadScene(app))
    app.frame([], 1 / 60)
    assert "Its previous copy is kept and may still open." in _shown(app.scenes.top)
    press(app, _buttons(app.scenes.top)["Open previous"])
    g = app.scenes.top
    assert g.name == "game" and g.match.answers == first.answers
