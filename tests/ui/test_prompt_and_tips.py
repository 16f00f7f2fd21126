"""The prompt panel reaches every option; tips sit beside what they describe and get out of the way;
the settings offer only the UI scales that fit; the first window fits the desktop."""

import pygame
import pytest

from game.core.decisions import decision, option
from game.ui import theme as th
from game.ui.app import best_window
from game.ui.controller import ChoiceController
from game.core.match import Match
from game.ui.widgets import BACK, DONE, GROUP_AT, REF, lone_pass, place_tip, prompt_choices
from tests.ui.conftest import click, key


def _names(ref):
    return {"hand:h1": "Hulk (hand)", "hand:h2": "Thor (hand)"}.get(ref)


def _play_decision(cards=2, bases=3):
    opts = [option(f"play:h{c}@b{b}", f"Play card {c} on base {b}", [f"hand:h{c}", f"base:{b}"])
            for c in range(1, cards + 1) for b in range(bases)]
    opts.append(option("end", "End turn: 1 action unplayed"))
    return decision(0, "play", "Play a card or end your turn", opts)


def test_every_option_of_a_small_decision_is_a_prompt_button():
    c = ChoiceController(_play_decision())
    keys = [ch.key for ch in prompt_choices(c, _names)]
    assert set(keys) == {o["id"] for o in c.options}


def test_a_group_of_choices_of_different_kinds_says_what_they_are():
    """Strike Teams at 1600x900: 'J9: 2 choices' hid that the two were advancing there for 1 AP or running
    there for free; the group line now names their kinds."""
    cells = [f"cell:{i},8" for i in range(8)]
    opts = [o for i, c in enumerate(cells) for o in (option(f"step:{i}", f"Advance to {c} (1 AP)", [c]),
                                                      option(f"run:{i}", f"Run to {c} (free)", [c]))]
    c = ChoiceController(decision(0, "act", "What now?", opts + [option("end", "End the turn")]))
    groups = [ch.text for ch in prompt_choices(c, lambda r: r.upper()) if ch.key.startswith(REF)]
    assert groups[0] == "CELL:0,8: Advance or Run ▸" and len(groups) == 8


def test_a_decision_with_many_options_is_grouped_by_the_first_thing_to_click():
    c = ChoiceController(_play_decision(cards=2, bases=8))
    assert len(c.options) > GROUP_AT
    lines = prompt_choices(c, _names)
    groups = [ch for ch in lines if ch.key.startswith(REF)]
    assert [g.text for g in groups] == ["Hulk (hand): 8 choices ▸", "Thor (hand): 8 choices ▸"]
    assert lines[-1].key == "end" and lines[-1].tone == "decline"
    # choosing a group narrows to its options, with a way back
    c.click("hand:h2")
    narrowed = prompt_choices(c, _names)
    assert narrowed[0].key == BACK and "Thor (hand)" in narrowed[0].text
    assert {ch.key for ch in narrowed[1:-1]} == {f"play:h2@b{b}" for b in range(8)}


def test_a_multi_pick_lists_each_option_with_its_mark_and_done():
    d = decision(1, "discard", "Discard two", [option(f"c{i}", f"Card {i}", [f"hand:c{i}"]) for i in range(4)],
                 min_picks=2, max_picks=2)
    c = ChoiceController(d)
    c.press("c1")
    lines = prompt_choices(c, _names)
    assert [ch.tone for ch in lines[:4]] == ["unpicked", "picked", "unpicked", "unpicked"]
    assert lines[-1].key == DONE and not lines[-1].enabled and "1 of 2" in lines[-1].text


def test_done_with_nothing_picked_says_what_finishing_with_none_means():
    """Vs. System's Formation Step: switching no one keeps the rows (the button gives nothing up)."""
    opts = [option(f"c{i}", f"Move Card {i} to the back row", [f"card:c{i}"]) for i in range(2)]
    d = decision(0, "formation", "Pick the characters to switch rows", opts, min_picks=0, max_picks=2,
                 none="keep the rows as they are")
    c = ChoiceController(d)
    assert prompt_choices(c, _names)[-1].text == "Done: keep the rows as they are (you may pick up to 2)"
    c.press("c1")
    assert prompt_choices(c, _names)[-1].text == "Done (1 picked, up to 2)"
    bare = ChoiceController(decision(0, "target", "Destroy any", opts, min_picks=0, max_picks=2))
    assert prompt_choices(bare, _names)[-1].text == "Done, with none picked (you may pick up to 2)"


def test_a_multi_pick_says_how_many_may_be_taken_before_the_first_pick():
    """Smash Up's Hour of Destiny: up to two characters from the deck; the prompt said so only once one was
    picked ("1 picked, up to 2"). A pick of at most one needs no count."""
    opts = [option(f"k:c{i}", f"Take Hydra Agent {i}", [f"deck:c{i}"]) for i in range(3)]
    two = ChoiceController(decision(0, "cards", "Choose cards to put in your hand.", opts, min_picks=0, max_picks=2))
    assert prompt_choices(two, _names)[-1].text == "Done, with none picked (you may pick up to 2)"
    one = ChoiceController(decision(0, "cards", "Choose a card.", opts, min_picks=0, max_picks=1))
    assert prompt_choices(one, _names)[-1].text == "Done, with none picked"


def _where(ref):
    return {"char:c46": "Blue Marvel (on Hala)", "char:c48": "Blue Marvel (on Castle Zemo)",
            "hand:c32": "Mjolnir (hand)", "hand:e1": "Electro (hand)", "hand:e2": "Electro (hand)"}.get(ref)


def test_two_lines_that_read_alike_but_pick_different_things_say_what_differs():
    """Mjolnir may go on either of two Blue Marvels: the two prompt lines name the base of each."""
    d = decision(0, "play", "Play cards", [option("a", "Play Mjolnir on Blue Marvel", ["hand:c32", "char:c48"]),
                                           option("b", "Play Mjolnir on Blue Marvel", ["hand:c32", "char:c46"]),
                                           option("end", "End the phase")])
    lines = {ch.key: ch.text for ch in prompt_choices(ChoiceController(d), _where)}
    assert lines == {"a": "Play Mjolnir on Blue Marvel (on Castle Zemo)",
                     "b": "Play Mjolnir on Blue Marvel (on Hala)", "end": "End the phase"}


def test_two_copies_of_one_card_in_hand_keep_their_plain_words_on_one_line():
    """Discarding one of two Electros, or First to Arrive's extra play with Kree Sentry twice in hand:
    one line, not two that read the same; a pick of several keeps a line for each copy."""
    d = decision(0, "discard", "Discard one", [option("x", "Discard Electro", ["hand:e1"]),
                                               option("y", "Discard Electro", ["hand:e2"])])
    assert [ch.text for ch in prompt_choices(ChoiceController(d), _where)] == ["Discard Electro"]
    # two copies on the table are not alike (one may carry Righteous Fury): a line for each
    table = decision(0, "destroy", "Destroy one", [option("a", "Destroy Hydra Agent", ["char:h1"]),
                                                   option("b", "Destroy Hydra Agent", ["char:h2"])])
    assert [ch.key for ch in prompt_choices(ChoiceController(table), lambda r: "Hydra Agent")] == ["a", "b"]
    both = decision(0, "discard", "Discard two", [option("x", "Discard Electro", ["hand:e1"]),
                                                  option("y", "Discard Electro", ["hand:e2"])], min_picks=2, max_picks=2)
    assert [ch.text for ch in prompt_choices(ChoiceController(both), _where)][:2] == ["Discard Electro"] * 2
    multi = decision(0, "move", "Move any", [option("a", "Move Blue Marvel", ["char:c46"]),
                                             option("b", "Move Blue Marvel", ["char:c48"])], min_picks=0, max_picks=2)
    lines = prompt_choices(ChoiceController(multi), _where)
    assert [ch.text for ch in lines[:2]] == ["Move Blue Marvel (on Hala)",
                                             "Move Blue Marvel (on Castle Zemo)"]


def test_two_copies_of_one_card_in_hand_make_one_group_line():
    """Kree Sentry twice in hand, playable on the same bases: one "Kree Sentry (hand)" line, not two."""
    names = {"hand:k1": "Kree Sentry (hand)", "hand:k2": "Kree Sentry (hand)", "hand:r1": "Ronan (hand)"}
    opts = [option(f"{c}@{b}", f"Play {names[f'hand:{c}'][:-7]} on base {b}", [f"hand:{c}", f"base:{b}"])
            for c in ("k1", "r1", "k2") for b in range(5)]
    lines = prompt_choices(ChoiceController(decision(0, "play", "Play cards", opts)), names.get)
    assert [ch.text for ch in lines] == ["Kree Sentry (hand): 5 choices ▸", "Ronan (hand): 5 choices ▸"]


def test_a_tip_never_covers_the_thing_it_describes():
    screen = pygame.Rect(0, 0, 1280, 720)
    card = pygame.Rect(600, 560, 100, 140)  # a card in the hand at the bottom
    tip = place_tip((260, 380), screen, card.center, card, [], 12)
    assert not tip.colliderect(card) and screen.contains(tip)
    # at the right edge it goes to the left of the thing
    edge = pygame.Rect(1200, 300, 70, 70)
    tip = place_tip((260, 380), screen, edge.center, edge, [], 12)
    assert not tip.colliderect(edge) and tip.right <= edge.left


def test_a_tip_avoids_the_choices_around_it_when_it_can():
    screen = pygame.Rect(0, 0, 1280, 720)
    thing = pygame.Rect(400, 300, 60, 60)
    right_choice = pygame.Rect(472, 280, 300, 200)
    tip = place_tip((200, 200), screen, thing.center, thing, [right_choice], 12)
    assert not tip.colliderect(thing) and not tip.colliderect(right_choice)


def test_settings_offer_only_scales_that_fit_the_window():
    assert th.offered_scales((1280, 720)) == [1.0, 1.1, 1.25, 1.5]
    assert 0.75 in th.offered_scales((1920, 1080)) and 2.0 not in th.offered_scales((1920, 1080))
    for size in ((1280, 720), (1920, 1080), (1600, 900)):
        for s in th.offered_scales(size):
            t = th.Theme(size, s)
            assert t.px(13) >= 13 and t.design_size[0] >= th.MIN_DESIGN[0] - 1


def test_the_settings_scale_list_shows_only_those_scales(app):
    from game.ui.scenes.settings_scene import SettingsScene, scale_words
    app.scenes.reset(SettingsScene(app))
    app.frame([], 1 / 60)
    scene = app.scenes.top
    drop = next(d for d, (k, _) in scene._dropdowns.items() if k == "ui_scale")
    assert drop.options_list == [(scale_words(s), scale_words(s)) for s in th.offered_scales((1280, 720))]


def test_the_first_window_is_the_largest_16_9_that_fits_the_desktop():
    assert best_window((2560, 1440)) == (1920, 1080)
    assert best_window((1920, 1080)) == (1600, 900)  # a title bar needs room
    assert best_window((1366, 768)) == (1280, 720)
    assert best_window((800, 600)) == (960, 540) or best_window((800, 600))[0] <= 960


def test_fonts_never_go_under_13_px_even_in_a_small_window():
    pygame.font.init()
    t = th.Theme((800, 450), 1.0)
    assert t.k < 1 and t.font(11).get_height() >= 13 and t.readable(9) == 13


def _duel_scene(app):
    from game.ui.scenes.flow import start_game
    from game.ui.scenes.menu import MenuScene
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": "number_duel", "seats": ["human", "computer"], "seed": 3})
    app.frame([], 1 / 60)
    return app.scenes.top


def test_the_prompt_names_the_seat_deciding_and_its_buttons_answer(app):
    scene = _duel_scene(app)
    assert scene.prompt.title.startswith(scene.names[scene.match.pending["seat"]] + ":")
    before = len(scene.match.answers)
    first = scene.prompt.probe()[0]
    click(app, pygame.Rect(first["rect"]).center)
    assert scene.match.answers[before]["seat"] == 0, "the prompt's first button answered the person's decision"


def test_a_tip_goes_away_on_a_click_and_on_esc(app):
    scene = _duel_scene(app)
    ref_rect = next((scene.view.region_rect(r), r) for _, r in reversed(scene.view._regions)
                    if scene.view.tip(r, scene.view_state) is not None)
    pos = ref_rect[0].center
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    assert scene.marks.hover == ref_rect[1] and not scene.tip_hidden
    key(app, pygame.K_ESCAPE)
    assert scene.tip_hidden and app.scenes.top is scene, "Esc first hides the tip, not opens the menu"
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    assert not scene.tip_hidden
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)], 1 / 60)
    assert scene.tip_hidden


def test_a_long_flat_list_is_grouped_by_what_the_options_do():
    opts = [option(f"move:{i}", f"Move Iron Man to C{i}: 2 spaces", [f"hex:{i}"]) for i in range(30)]
    opts += [option(f"attack:{i}", f"Iron Man attacks X{i}: 4 dice", [f"fig:{i}"], kind="attack") for i in range(3)]
    opts.append(option("end", "End turn: Iron Man does not attack"))
    c = ChoiceController(decision(0, "turn", "Move, attack or end", opts))
    lines = prompt_choices(c, _names)
    assert [ch.text for ch in lines] == ["Move: 30 choices ▸", "Attack: 3 choices ▸", "End turn: Iron Man does not attack"]
    opened = prompt_choices(c, _names, "Move")
    assert opened[0].key == BACK and len(opened) == 31


def test_hovering_a_prompt_line_points_at_what_it_affects(app):
    scene = _duel_scene(app)
    first = scene.prompt.probe()[0]
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pygame.Rect(first["rect"]).center, rel=(0, 0),
                                  buttons=(0, 0, 0))], 1 / 60)
    option_ = next(o for o in scene.ctrl.options if o["id"] == first["key"])
    assert scene.marks.pointed == ({option_["path"][-1]} if option_["path"] else set())


def _started(app, game, seats, seed):
    """The game scene of a new game, with computer moves made at once."""
    from game.ui.scenes.flow import start_game
    from game.ui.scenes.menu import MenuScene
    app.settings.pacing = "instant"
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": game, "seats": seats, "seed": seed})
    return app.scenes.top


def _frames_until(app, scene, done, frames=60) -> None:
    """Frames, the computer's thinking waited for, until `done()` (or `frames` have passed)."""
    for _ in range(frames):
        app.frame([], 1 / 60)
        if scene.thinking is not None:
            scene.thinking.result(timeout=30)
        if done():
            return


def test_a_searching_computer_says_what_it_weighed_in_the_log_and_on_hover(app):
    scene = _started(app, "number_duel", ["computer:hard", "human"], 4)
    _frames_until(app, scene, lambda: scene.last_why, 200)
    assert "% to win" in scene.last_why
    assert any("weighed:" in line for line in scene.log_panel.texts)
    ref = next(iter(scene.marks.last_move), None)
    if ref is not None and scene.view.region_rect(ref) is not None:
        scene.marks.hover = ref
        scene.tip_hidden = False
        scene.draw_over(app.screen)  # the tip is drawn with the note (no crash, note in words)


def test_an_option_called_back_or_done_answers_when_its_line_is_clicked(app):
    """Vs. System places a main character with options "front"/"back" and ends recruiting with "done":
    the prompt's own Back and Done must not swallow them."""
    scene = _started(app, "vs_system", ["human", "computer"], 11)

    def placing() -> bool:  # who goes first, then placing the main character
        lines = scene.prompt.probe() if scene.ctrl is not None else []
        if any(line["key"] == "back" for line in lines):
            return True
        if lines:
            click(app, pygame.Rect(lines[0]["rect"]).center)
        return False
    _frames_until(app, scene, placing)
    line = next(line for line in scene.prompt.probe() if line["key"] == "back")
    before = len(scene.match.answers)
    click(app, pygame.Rect(line["rect"]).center)
    assert scene.match.answers[before]["picks"] == ["back"]


def test_a_deadly_move_clicked_on_the_board_waits_for_the_prompt(app):
    """Heroscape seed 1, random play to the first move whose swipe may destroy the mover: the click
    on its hex only lists it in the prompt; the prompt line then moves."""
    import random

    from game.core.match import Match
    from game.session import open_game
    from game.ui.scenes.game_scene import GameScene
    loaded = open_game("heroscape", with_user_mods=False)
    m = Match.start(loaded.rules, loaded.setup(["human", "human"], 1))
    rng = random.Random(1)
    while not any(o.get("confirm") for o in m.pending["options"]):
        o = rng.choice(m.pending["options"])
        m.apply({"seat": m.pending["seat"], "picks": [o["id"]]})
    risky = next(o for o in m.pending["options"] if o.get("confirm"))
    scene = GameScene(app, loaded, m, viewer=m.pending["seat"])
    app.scenes.reset(scene)
    app.frame([], 1 / 60)
    before = len(m.answers)
    for ref in risky["path"]:
        scene.board_click(ref)
    assert len(m.answers) == before, "the click on the hex did not move the figure"
    app.frame([], 1 / 60)
    line = next(line for line in scene.prompt.probe() if line["key"] == risky["id"])
    assert "life left" in line["text"]
    click(app, pygame.Rect(line["rect"]).center)
    assert m.answers[before]["picks"] == [risky["id"]]


def test_the_log_never_shows_an_empty_row_after_a_line_that_just_fits(app):
    """pygame_gui puts an empty row after a line that fits its box within a few pixels; the log
    breaks its lines itself, a little narrower, so no width of the panel shows one."""
    from game.ui.scene import Scene
    from game.ui.widgets import LogPanel
    lines = ["Winter Soldier advances from P11 to O12 (1 AP).", "Winter Soldier runs from O12 to N13 (free).",
             "Winter Soldier's turn ends (0 AP saved).", "Baron Strucker runs from S11 to R11 (free).",
             "Iron Man advances from G13 to H14 (1 AP)."] * 4
    events = [{"kind": "move", "text": t} for t in lines]
    empties = {}
    for w in range(260, 360, 3):
        scene = Scene(app)
        panel = LogPanel(scene, pygame.Rect(950, 50, w, 280))
        panel.set_events(events[:10])
        panel.add_events(events[10:])
        rows = panel.box.text_box_layout.layout_rows
        n = sum(1 for r in rows if not "".join(getattr(c, "text", "") or "" for c in r.items).strip())
        if n:
            empties[w] = n
    assert not empties


def test_the_prompt_says_what_the_outlines_on_the_board_mean(app):
    """Yellow marks what may be clicked, orange what the computer's last move touched (and the
    orange also marks Player 1's seat): the prompt's foot names each colour shown on the board."""
    scene = _started(app, "vs_system", ["human", "computer"], 4)
    # the computer chooses who goes first and places its main character
    _frames_until(app, scene, lambda: scene.ctrl is not None and scene.marks.last_move)
    assert scene.marks.last_move and scene.marks.clickable
    assert scene.prompt.key == [(th.HIGHLIGHT, "yellow outline: you may click it"),
                                (th.LAST_MOVE, "pink outline: the last move")]
    assert th.HIGHLIGHT in {scene.view.mark_colour(r, scene.marks) for r in scene.marks.clickable}
    # what is drawn follows the key, though the prompt's question and choices stay the same
    from game.ui import audit
    before = set(scene.marks.last_move)
    audit.start()
    try:
        app.frame([], 1 / 60)
        assert "pink outline: the last move" in [x["text"] for x in audit.report()["texts"]]
        scene.marks.last_move = set()
        scene.show_prompt()
        app.frame([], 1 / 60)
        assert "pink outline: the last move" not in [x["text"] for x in audit.report()["texts"]]
    finally:
        audit.stop()
    scene.marks.last_move = before
    # the player's own move is no "last move" to point at: the orange goes with the outlines
    click(app, pygame.Rect(scene.prompt.probe()[0]["rect"]).center)
    assert scene.marks.last_move != before
    assert (th.LAST_MOVE in [colour for colour, _ in scene.prompt.key]) == bool(scene.marks.last_move)


def test_a_line_that_was_answered_no_longer_points_at_the_board(app):
    """Hovering "Put Iron Man in your front row" outlines that row; once clicked, the next question's
    lines are under the mouse, and the row is no longer outlined as if it were still on offer."""
    scene = _started(app, "vs_system", ["human", "computer"], 4)
    _frames_until(app, scene, lambda: scene.ctrl is not None)
    front = next(line for line in scene.prompt.probe() if "front row" in line["text"])
    pos = pygame.Rect(front["rect"]).center
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    assert scene.marks.pointed == {"row:0:front"}
    click(app, pos)
    assert "row:0:front" not in scene.marks.pointed


def test_hovering_a_game_tile_that_shows_its_whole_blurb_adds_no_tip(user_home, monkeypatch):
    """At 1280x720 every menu tile shows its title, players and blurb; the hover tip said the same
    again and covered the next tile's picture. It now shows only where the tile had no room."""
    from game.ui import widgets
    from game.ui.app import App
    from game.ui.scenes.menu import MenuScene
    tips = []
    real = widgets.draw_tip

    def counted(surface, tip, *a, **k):
        tips.append(tip.title)
        return real(surface, tip, *a, **k)
    monkeypatch.setattr(widgets, "draw_tip", counted)
    for size, scale, tipped in (((1280, 720), 1.0, False), ((800, 450), 1.5, True)):
        app = App(size, headless=True, ui_scale=scale)
        menu = MenuScene(app)
        app.scenes.reset(menu)
        app.frame([], 1 / 60)
        rect, g = next((r, g) for r, g in menu.tiles if g.playable)
        tips.clear()
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
        app.frame([], 1 / 60)
        assert menu.hover == g.id and bool(tips) == tipped, (size, tips)


def test_what_differs_is_said_without_repeating_the_words_the_line_has():
    """Strike Teams' wound slots: 'Attack box (Repulsor Ray) · Attack box, free slot 1' said the box
    twice; the line now adds only what it lacks."""
    slots = {"slot:im:attack:1": "Attack box, free slot 1", "slot:im:attack:2": "Attack box, free slot 2"}
    d = decision(0, "wounds", "Place 2 wounds", [option("a1", "Attack box (Repulsor Ray)", ["slot:im:attack:1"]),
                                                 option("a2", "Attack box (Repulsor Ray)", ["slot:im:attack:2"])])
    lines = [ch.text for ch in prompt_choices(ChoiceController(d), slots.get)]
    assert lines == ["Attack box (Repulsor Ray) · free slot 1", "Attack box (Repulsor Ray) · free slot 2"]


def test_a_half_made_choice_adds_a_sentence_after_a_prompt_that_ends_in_a_stop(app):
    """Vs. System's Resource Step prompt ends "..., or skip."; after a card is clicked the hint
    follows as its own sentence, not as a bracket after the stop."""
    scene = _started(app, "vs_system", ["human", "computer"], 14)
    for _ in range(20):
        _frames_until(app, scene, lambda: scene.ctrl is not None)
        if scene.match.pending["kind"] == "resource":
            break
        scene.match.apply({"seat": 0, "picks": [scene.ctrl.options[0]["id"]]})  # go first, front row, keep
        scene.refresh()
    first = next(o for o in scene.ctrl.options if len(o["path"]) == 2)
    assert scene.ctrl.click(first["path"][0]).kind == "narrowed"
    scene.show_prompt()
    assert scene.prompt.title.endswith("or skip. Now choose where (right-click to cancel).")


def test_the_table_passes_for_the_one_person_when_pass_is_all_they_may_do(app):
    """Vs. System against the computer: a combat exchange where the person holds nothing to play
    offers only "Pass"; the table answers it (marked `auto`, so undo goes past it)."""
    scene = _started(app, "vs_system", ["human", "computer"], 14)
    m = scene.match
    for _ in range(80):
        _frames_until(app, scene, lambda: scene.ctrl is not None or m.over)
        if any(a.get("auto") for a in m.answers) or m.over:
            break
        assert lone_pass(scene.ctrl.decision) is None, "a lone pass is never left to the person"
        scene.match.apply({"seat": 0, "picks": [scene.ctrl.options[0]["id"]]})
        scene.refresh()
    auto = [i for i, a in enumerate(m.answers) if a.get("auto")]
    assert auto, "some decision of the person's was a lone pass"
    again = Match.replay(scene.loaded.rules, m.setup, m.answers[:auto[0]])
    assert [o["label"] for o in again.pending["options"]] == ["Pass"] and again.pending["seat"] == 0


def test_an_option_that_would_do_nothing_leaves_pass_as_the_only_choice():
    """Smash Up's Helicarrier at the start of turn 2 with none of your characters in play: 'Use Helicarrier
    (nothing to act on now: it would do nothing)' or 'Pass'. Seen at 1920x1080: the person was asked; the
    table passes for them now, as for a lone Pass. An option that does something is still asked."""
    idle = option("u0", "Use Helicarrier (nothing to act on now: it would do nothing)", ["base:B2"], idle=True)
    d = decision(0, "me_first", "Use an ability or a Special, or pass.", [idle, option("pass", "Pass")])
    assert lone_pass(d)["id"] == "pass"
    real = option("u0", "Use Helicarrier: move one of your characters here", ["base:B2"])
    assert lone_pass(decision(0, "me_first", "Use or pass", [real, option("pass", "Pass")])) is None


def test_a_click_that_already_makes_a_choice_asks_which_of_these_not_where(app):
    """Strike Teams: a square clicked is both 'Advance to J9' (done) and 'Run to J9'; the title said 'Now
    choose where' though nothing is left to place. A base clicked first says 'what goes there'."""
    scene = _started(app, "vs_system", ["human", "computer"], 14)
    scene.ctrl = ChoiceController(decision(0, "act", "What now?", [
        option("step", "Advance to J9 (1 AP)", ["cell:9,8"]), option("run", "Run to J9 (free)", ["cell:9,8", "run"]),
        option("far", "Advance to K9 (2 AP)", ["cell:10,8"])]))
    scene.ctrl.click("cell:9,8")
    scene.show_prompt()
    assert scene.prompt.title.endswith("What now? Now choose which of these (right-click to cancel).")
    scene.ctrl = ChoiceController(decision(0, "play", "Play cards.", [
        option("p1", "Play Hulk on base 1", ["hand:hulk", "base:1"]),
        option("p2", "Play Thor on base 1", ["hand:thor", "base:1"])]))
    scene.ctrl.click("base:1")
    scene.show_prompt()
    assert scene.prompt.title.endswith("Play cards. Now choose what goes there (right-click to cancel).")


def test_with_two_people_at_the_screen_each_is_asked_even_to_pass(app):
    scene = _started(app, "vs_system", ["human", "computer"], 14)
    scene.ctrl = ChoiceController(decision(0, "respond", "Play or pass", [option("pass", "Pass")]))
    assert scene.passes_for_me()
    scene.humans = [0, 1]
    assert not scene.passes_for_me()


def test_ending_a_phase_is_drawn_as_giving_up_but_never_answered_for_the_player():
    """'End the Play Cards phase' (Smash Up), 'End your turn' (Vs. System), 'End Quake's activation'
    (Strike Teams) give up what is left: they take the decline's look and stay in view at the
    prompt's foot, but a table with one person never ends a phase for them, as it passes a lone Pass."""
    from game.ui.widgets import _tone
    for label in ("End the Play Cards phase: 1 character unplayed", "End your turn", "End Quake's activation",
                  "End the march"):
        assert _tone(option("end", label)) == "end", label
    assert _tone(option("end", "End turn: Thanos does not move and does not attack")) == "decline"
    assert _tone(option("x", "Endurance: gain 2 life")) == ""
    assert lone_pass(decision(0, "play", "Play cards or end the phase.",
                              [option("end", "End the Play Cards phase: nothing left to play")])) is None
