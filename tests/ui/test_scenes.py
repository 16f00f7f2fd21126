"""Every screen builds, draws and answers the mouse on the dummy video driver."""

import pygame
import pytest

from game.core.saves import make_save
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.game_scene import GameScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.setup import SetupScene
from tests.ui.conftest import click, key, press


def _buttons(scene):
    return {e.text: e for e in scene._elements if hasattr(e, "text") and type(e).__name__ == "UIButton"}


def _start_duel(app, seats=("human", "computer"), seed=3):
    from game.ui.scenes.flow import start_game
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": "number_duel", "seats": list(seats), "seed": seed})
    app.frame([], 1 / 60)
    return app.scenes.top


@pytest.mark.parametrize("make", [MenuScene, SettingsScene, LoadScene,
                                  lambda a: ErrorScene(a, "Broken", ["data/x.yaml:3: cards[a].b: bad"])])
def test_each_screen_draws_a_frame(app, make):
    app.scenes.reset(make(app))
    app.frame([], 1 / 60)
    assert app.screen.get_at((5, 5)) is not None and app.scenes.top is not None


def test_menu_lists_all_five_games_and_marks_the_unbuilt_ones_coming(app):
    app.scenes.reset(MenuScene(app))
    app.frame([], 1 / 60)
    from game import catalog
    texts = [b.text for b in app.scenes.top._elements if type(b).__name__ == "UIButton"]
    coming = [g for g in catalog.games() if not g.playable]
    assert len(app.scenes.top.tiles) == len(catalog.games()) >= 5
    assert texts.count("Coming soon") == len(coming) and texts.count("Play") == len(catalog.games()) - len(coming)
    if not coming:
        return  # every game is built: nothing left to mark
    rect, spec = next((r, g) for r, g in app.scenes.top.tiles if g.id == coming[0].id)
    click(app, rect.center)
    assert app.scenes.top.name == "menu" and "coming soon" in app.toast.text


def test_menu_settings_button_opens_settings(app):
    app.scenes.reset(MenuScene(app))
    app.frame([], 1 / 60)
    press(app, _buttons(app.scenes.top)["Settings"])
    assert app.scenes.top.name == "settings"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top.name == "menu"


def test_setup_starts_the_chosen_game(app):
    from game import catalog
    app.scenes.reset(MenuScene(app))
    app.scenes.push(SetupScene(app, catalog.get("number_duel")))
    app.frame([], 1 / 60)
    scene = app.scenes.top
    press(app, _buttons(scene)["+ Add seat"])
    assert len(app.scenes.top.kinds) == 3
    press(app, _buttons(app.scenes.top)["Start"])
    assert app.scenes.top.name == "game" and len(app.scenes.top.match.setup["seats"]) == 3


def test_a_card_then_the_pile_plays_it_by_mouse(app):
    g = _start_duel(app)
    assert isinstance(g, GameScene) and g.viewer == 0
    hand = g.view_state["players"][0]["hand"]
    card = hand[0]
    g.draw(app.screen)
    target = next(r for r, ref in reversed(g.view._regions) if ref == f"hand:{card}").center
    click(app, target)
    assert g.marks.selected == {f"hand:{card}"} and "pile" in g.marks.clickable
    pile = next(r for r, ref in g.view._regions if ref == "pile").center
    click(app, pile)
    assert g.match.answers[0] == {"seat": 0, "picks": [f"play:{card}"]}


def test_a_refused_click_says_why(app):
    g = _start_duel(app)
    g.board_click("hand:not-a-card")
    assert app.toast.visible and "not one of the choices" in app.toast.text
    assert g.match.answers == []
    g.board_click("deck")  # legal: draws, and the computer is to act
    g.board_click("deck")
    assert "Wait: Player 2 (computer) is deciding." == app.toast.text and len(g.match.answers) == 1


def test_the_computer_answers_on_its_turn_and_its_move_is_shown(app):
    app.settings.pacing = "instant"
    g = _start_duel(app)
    g.board_click("deck")
    for _ in range(200):
        app.frame([], 1 / 60)
        if g.match.pending and g.match.pending["seat"] == 0 and len(g.match.answers) >= 2:
            break
    assert any(a["seat"] == 1 for a in g.match.answers)
    assert g.last_move_text.startswith("Last move by Player 2 (computer):")


def test_every_decision_is_autosaved_and_continue_resumes_it(app):
    _start_duel(app, seats=("human", "human"))
    app.scenes.top.reveal()
    g = app.scenes.top
    g.board_click("deck")
    doc = app.saves.read("autosave-number_duel")
    assert doc["answers"] == g.match.answers
    from game.ui.scenes.flow import resume_save
    app.scenes.reset(MenuScene(app))
    assert resume_save(app, "autosave-number_duel")
    assert app.scenes.top.name == "handover"  # two people share the table: the curtain first


def test_a_corrupt_autosave_gives_a_message_and_nothing_else(app):
    app.saves.folder.mkdir(parents=True, exist_ok=True)
    app.saves.path("autosave").write_text("{broken")
    from game.ui.scenes.flow import resume_save
    app.scenes.reset(MenuScene(app))
    assert not resume_save(app, "autosave")
    assert app.scenes.top.name == "menu" and "damaged" in app.toast.text
    assert app.saves.path("autosave").read_text() == "{broken"


def test_esc_menu_saves_to_a_named_slot_and_concedes(app):
    g = _start_duel(app)
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    assert menu.name == "esc_menu"
    menu.entry.set_text("my game")
    press(app, _buttons(menu)["Save game"])
    assert app.saves.read("my game")["answers"] == g.match.answers
    press(app, _buttons(app.scenes.top)["Concede"])
    press(app, _buttons(app.scenes.top)["Concede: click twice"])
    assert g.match.over and g.match.state["result"]["winners"] == [1]
    assert app.scenes.top.name == "results"


def test_undo_button_takes_back_a_move(app):
    _start_duel(app, seats=("human", "human"))
    app.scenes.top.reveal()  # the opening curtain
    g = app.scenes.top
    card = g.view_state["players"][0]["hand"][0]
    g.board_click(f"hand:{card}")
    g.board_click("pile")
    if g.match.pending["seat"] == 0:  # a follow-up question of the same turn: answer it
        g.press("no")
    n = len(g.match.answers)
    g.undo()
    assert len(g.match.answers) == n - 1


def test_window_resize_rebuilds_the_layout(app):
    g = _start_duel(app)
    old = g.board_rect.copy()
    app.screen = pygame.display.set_mode((1600, 900))
    app.relayout()
    app.frame([], 1 / 60)
    assert g.board_rect.width > old.width


def test_content_errors_open_the_error_screen(app, monkeypatch):
    from game.core.content import Issue
    from game.core.errors import ContentError
    from game.ui.scenes import flow

    def broken(*a, **k):
        raise ContentError([Issue("data/number_duel/x.yaml", 4, "cards[a].value", "must be an integer")])
    monkeypatch.setattr(flow, "open_game", broken)
    app.scenes.reset(MenuScene(app))
    assert not flow.start_game(app, {"game": "number_duel"})
    top = app.scenes.top
    assert top.name == "error" and any("x.yaml:4" in line for line in top.lines)


def test_a_bug_in_a_scene_shows_the_error_screen_not_a_traceback(app):
    class Broken(MenuScene):
        def draw(self, surface):
            raise RuntimeError("planted")
    app.scenes.reset(Broken(app))
    app.frame([], 1 / 60)
    assert app.scenes.top.name == "error" and "planted" in app.scenes.top.lines[0]


def test_saves_made_earlier_show_in_load(app, duel):
    m = duel.start(duel.setup(["human", "human"], 1))
    app.saves.write("evening game", make_save("number_duel", m.to_record(), duel.stamp()))
    app.scenes.reset(LoadScene(app))
    app.frame([], 1 / 60)
    shown = [text for _, lines in app.scenes.top.rows for text, *_ in lines]
    assert any("“evening game”" in text for text in shown) and "Open" in _buttons(app.scenes.top)


def test_a_replay_plays_out_in_the_window(app, duel):
    from game.core.conformance import playout
    from game.ui.scenes.flow import watch_replay
    run = playout(duel.rules, duel.setup(["random", "random"], 21))
    app.settings.pacing = "instant"
    app.scenes.reset(MenuScene(app))
    assert watch_replay(app, run.replay_record())
    g = app.scenes.top
    for _ in range(len(run.answers) + 5):
        app.frame([], 1 / 60)
    assert g.match.answers == run.answers and g.match.over
    assert app.scenes.top.name == "results"


def test_settings_reach_the_games_that_use_them(app, monkeypatch):
    from game import catalog
    from game.ui.scenes.flow import start_game
    monkeypatch.setattr(catalog.get("number_duel"), "settings_options", ("response_privacy",))
    app.settings.response_privacy = "relaxed"
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": "number_duel", "seats": ["human", "computer"], "seed": 1})
    assert app.scenes.top.match.setup["options"]["response_privacy"] == "relaxed"


def test_changing_the_ui_scale_rebuilds_bigger_widgets(app):
    app.scenes.reset(MenuScene(app))
    app.frame([], 1 / 60)
    before = _buttons(app.scenes.top)["Settings"].rect.width
    s = app.settings
    s.ui_scale = 1.5
    app.apply_settings(s)
    app.frame([], 1 / 60)
    assert _buttons(app.scenes.top)["Settings"].rect.width > before


def test_a_click_on_a_card_lying_on_a_base_reaches_the_base_when_the_base_is_the_choice(app):
    g = _start_duel(app)
    g.marks.clickable = {"base:B1"}
    assert g.pick_ref(["char:c3", "base:B1"]) == "base:B1"
    g.marks.clickable = {"char:c3", "base:B1"}
    assert g.pick_ref(["char:c3", "base:B1"]) == "char:c3"
    g.marks.clickable = set()
    assert g.pick_ref(["char:c3", "base:B1"]) == "char:c3"  # refused with the reason for what was clicked


def test_leaving_a_game_gives_its_pictures_back_in_the_next_idle_time(app):
    from game.ui import draw
    g = _start_duel(app)
    app.frame([], 1 / 60)
    drawn = set(draw._IMAGES)
    assert drawn
    app.scenes.reset(MenuScene(app))
    assert app.release_due
    app.idle(float("inf"))
    assert not app.release_due
    assert not drawn & set(draw._IMAGES)  # the game's texts are gone; the menu draws its own again
    app.frame([], 1 / 60)
    assert app.scenes.top.name == "menu" and g is not app.scenes.top


def test_hint_shows_the_computers_choice_without_making_it(app):
    from game.core.hints import suggest
    g = _start_duel(app)
    assert g.ctrl is not None and not g.match.answers
    expected = suggest(g.loaded.players, g.loaded.rules, g.match.state, g.ctrl.decision["seat"], 0)
    label = next(o["label"] for o in g.ctrl.decision["options"] if o["id"] == expected["picks"][0])
    press(app, _buttons(g)["Hint"])
    assert g.prompt.title.startswith(f"Hint (the computer's choice, from what you see): {label}")
    assert not g.match.answers  # a hint chooses nothing
    paths = next(o["path"] for o in g.ctrl.decision["options"] if o["id"] == expected["picks"][0])
    assert g.marks.hinted == set(paths)
    g.press(expected["picks"][0])
    if g.ctrl is not None:  # the next decision starts without the old hint
        assert not g.prompt.title.startswith("Hint")


def test_hint_key_with_no_decision_of_yours_says_so(app):
    g = _start_duel(app, seats=("computer", "computer"))
    key(app, pygame.K_h)
    assert "no" in app.toast.text.lower() and "hint" in app.toast.text.lower()


def _finished_duel(app):
    app.settings.pacing = "instant"
    g = _start_duel(app, seats=("computer", "computer"))
    for _ in range(3000):
        app.frame([], 1 / 60)
        if g.match.over:
            break
    assert g.match.over and app.scenes.top.name == "results"
    return g


def test_a_finished_game_can_be_watched_again_and_stepped_both_ways(app):
    from game.core.match import Match
    g = _finished_duel(app)
    answers = list(g.match.answers)
    app.settings.pacing = "slow"  # the opening table shows for a while: time to pause
    press(app, _buttons(app.scenes.top)["Watch the replay"])
    r = app.scenes.top
    assert r.name == "game" and r.script == answers and not r.match.answers and r is not g
    key(app, pygame.K_SPACE)  # pause before anything plays
    app.frame([], 1 / 60)
    assert r.paused and not r.match.answers and "Replay: decision 1 of" in r.prompt.title
    for _ in range(3):
        press(app, _buttons(r)["Step ▸"])
    assert r.match.answers == answers[:3]
    key(app, pygame.K_LEFT)
    assert r.match.answers == answers[:2]
    assert r.match.state == Match.replay(g.loaded.rules, g.match.setup, answers[:2]).state
    assert "Replay: decision 3 of" in r.prompt.title and "paused" in r.prompt.title
    app.settings.pacing = "instant"
    r.wait_until = 0.0  # the steps above were shown at the slow pace; no need to wait it out here
    press(app, _buttons(r)["Play"])
    for _ in range(3000):
        app.frame([], 1 / 60)
        if r.match.over:
            break
    assert r.match.answers == answers and r.match.state["result"] == g.match.state["result"]


def test_stepping_past_either_end_of_a_replay_says_so(app):
    g = _finished_duel(app)
    app.settings.pacing = "slow"
    press(app, _buttons(app.scenes.top)["Watch the replay"])
    r = app.scenes.top
    press(app, _buttons(r)["◂ Step"])
    assert r.paused and not r.match.answers and "start" in app.toast.text
    for _ in range(len(g.match.answers)):
        key(app, pygame.K_RIGHT)
    assert r.match.over and r.match.answers == g.match.answers
    app.scenes.pop()  # the replay's own results
    key(app, pygame.K_RIGHT)
    assert "end" in app.toast.text


def test_a_replay_names_the_people_as_people(app):
    from game.ui.scenes.flow import watch_replay
    g = _start_duel(app)
    g.board_click("deck")
    assert watch_replay(app, {"setup": g.match.setup, "answers": g.match.answers})
    assert app.scenes.top.names == ["Player 1", "Player 2 (computer)"]


def test_how_to_play_opens_from_the_esc_menu_or_says_there_is_none(app):
    _start_duel(app)
    key(app, pygame.K_ESCAPE)
    press(app, _buttons(app.scenes.top)["How to play"])
    assert app.scenes.top.name == "esc_menu" and "has no How to play yet" in app.toast.text


def test_how_to_play_scrolls_to_its_end_and_closes_with_esc(app):
    from game.core.how_to_play import HowToPlay
    from game.ui.scenes.how_to_play import HowToPlayScene
    g = _start_duel(app)
    long = " ".join(["Each turn a player draws a card and plays one."] * 30)
    how = HowToPlay("How to play Duel", tuple((f"Part {i}", long) for i in range(6)))
    app.scenes.push(HowToPlayScene(app, how))
    app.frame([], 1 / 60)
    s = app.scenes.top
    assert s.max_scroll > 0 and s.scroll == 0
    key(app, pygame.K_END)
    app.frame([], 1 / 60)
    assert s.scroll == s.max_scroll
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is g


def test_a_hint_below_the_prompts_fold_scrolls_it_into_view(app):
    from game.ui.widgets import Choice
    g = _start_duel(app)
    g.draw(app.screen)
    p = g.prompt
    many = [Choice(f"o{i}", f"Choice {i}") for i in range(60)]
    p.show(p.title, many)
    g.draw(app.screen)
    assert "o55" not in {c.key for _, c in p.shown_choices()}
    g.bring_into_view({"o55"}, set())
    g.draw(app.screen)
    assert "o55" in {c.key for _, c in p.shown_choices()}


def test_a_pass_ending_a_long_prompt_stays_in_view(app):
    """Vs. System at 1280x720: a combat with two plot twists in hand showed '2 more below' with Pass
    among them; passing, the commonest answer, took a scroll first."""
    from game.ui.widgets import Choice
    g = _start_duel(app)
    g.draw(app.screen)
    p = g.prompt
    many = [Choice(f"o{i}", f"Play plot twist {i}: " + "a long effect in many words " * 4) for i in range(12)]
    p.show(p.title, many + [Choice("pass", "Pass: play nothing now", tone="decline")])
    g.draw(app.screen)
    shown = [c.key for _, c in p.shown_choices()]
    assert "o11" not in shown and "pass" in shown
    # the list scrolled to its end: Pass follows the last option in the list again
    p.scroll(11)
    g.draw(app.screen)
    assert [c.key for _, c in p.shown_choices()][-2:] == ["o11", "pass"]


def test_ending_the_phase_at_the_foot_of_a_long_prompt_stays_in_view(app):
    """Smash Up at 1280x720, the first Play Cards question of a game: ten plays listed and 'End the
    Play Cards phase' hidden under '4 more below'. Ending a phase is kept in view as a Pass is."""
    from game.core.decisions import decision, option
    from game.ui.controller import ChoiceController
    from game.ui.widgets import prompt_choices
    g = _start_duel(app)
    g.draw(app.screen)
    p = g.prompt
    plays = [option(f"p{i}", f"Play card {i} on base {i}", [f"hand:c{i}", f"base:b{i}"]) for i in range(10)]
    end = option("end", "End the Play Cards phase: 1 character and 1 action unplayed")
    choices = prompt_choices(ChoiceController(decision(0, "play", "Play cards.", plays + [end])), lambda r: r)
    p.show(p.title, choices)
    g.draw(app.screen)
    shown = [c.key for _, c in p.shown_choices()]
    assert "p9" not in shown and "end" in shown


def test_a_long_score_line_on_the_results_stays_inside_the_box(app):
    """Vs. System at 1280x720: "Player 2 (computer): Abomination level 1, 0 of 6 wounds; 6 cards in the
    KO pile" ran past the results box's right edge."""
    from game.ui import audit
    from game.ui.scenes.results import ResultsScene
    g = _start_duel(app)
    g.match.state["result"] = {"winners": [1], "summary": "Player 2 wins.",
                               "scores": ["main character KO'd; 13 cards in the KO pile",
                                          "Abomination level 1, 0 of 6 wounds; 6 cards in the KO pile, and more words"]}
    scene = ResultsScene(app, g)
    audit.start()
    try:
        audit.new_frame()
        scene.draw(app.screen)
        doc = audit.report("test")
    finally:
        audit.stop()
    w, h = app.screen.get_size()
    right = w // 2 + app.theme.px(720) // 2
    said = [t for t in doc["texts"] if "wounds" in t["text"] or "KO pile" in t["text"]]
    assert said and all(t["rect"][0] + t["rect"][2] <= right for t in said), [t["rect"] for t in said]
