"""The Heroscape battlefield: every clickable thing is drawn and hit, markers stay hidden, a whole
game is played through the game screen by clicks."""

import random

import pygame
import pytest

from game.core.conformance import playout
from game.core.errors import ContentError
from game.core.match import Match
from game.session import open_game
from game.ui.controller import ChoiceController
from game.ui.views.base import Marks
from tests.ui.test_smash_up_play import _decide_like_a_person


@pytest.fixture
def hero(app):
    try:
        loaded = open_game("heroscape", with_user_mods=False)
    except (ContentError, ValueError) as err:
        pytest.skip(f"Heroscape content not ready: {err}")
    from game.heroscape.view import HeroscapeView
    view = HeroscapeView(loaded, app.theme, ["Ann", "Bob (computer)"])
    view.set_rect(pygame.Rect(0, 46, 940, 674), app.theme)
    return loaded, view


def _at(loaded, decisions, seed=1, scenario=None):
    run = playout(loaded.rules, loaded.setup(["random", "random"], seed, scenario), checks=False, cap=decisions)
    return Match.replay(loaded.rules, run.setup, run.answers)


@pytest.mark.parametrize("decisions", [0, 8, 30, 60])
def test_every_clickable_thing_is_drawn_and_takes_its_click(app, hero, decisions):
    loaded, view = hero
    m = _at(loaded, decisions)
    if m.over:
        pytest.skip("the game ended early")
    seat = m.pending["seat"]
    seen = m.view(seat)
    ctrl = ChoiceController(seen["pending"])
    marks = Marks(clickable=ctrl.clickable(), selected=ctrl.selected_refs())
    view.draw(app.screen, seen, marks)
    drawn = {ref for _s, ref in view._regions}
    assert marks.clickable <= drawn, f"not drawn: {marks.clickable - drawn}"
    for shape, ref in view._regions:
        if ref in marks.clickable:
            centre = shape.center if isinstance(shape, pygame.Rect) else (
                sum(p[0] for p in shape) / 6, sum(p[1] for p in shape) / 6)
            if view.board_area.collidepoint(centre) or isinstance(shape, pygame.Rect):
                assert view.hit((int(centre[0]), int(centre[1]))) == ref


def test_the_opponents_order_markers_are_face_down(app, hero):
    loaded, view = hero
    m = _at(loaded, 60)
    seat = m.pending["seat"] if m.pending else 0
    seen = m.view(seat)
    other = seen["markers"][1 - seat]
    assert "on" not in other  # the view gives counts of face-down markers, not their numbers
    view.draw(app.screen, seen, Marks())


def test_hover_on_a_reachable_hex_gives_its_move_cost(app, hero):
    loaded, view = hero
    for n in range(20, 120, 4):
        m = _at(loaded, n, seed=2)
        if m.over or m.pending["kind"] != "act":
            continue
        seen = m.view(m.pending["seat"])
        ctrl = ChoiceController(seen["pending"])
        hexes = [o for o in seen["pending"]["options"] if o["path"] and o["path"][-1].startswith("hex:")
                 and o["path"][:-1] == ctrl.selected]
        if not hexes:
            continue
        view.draw(app.screen, seen, Marks(clickable=ctrl.clickable(), selected=ctrl.selected_refs()))
        tip = view.tip(hexes[0]["path"][-1], seen)
        assert tip is not None and "move cost" in tip.text
        return
    pytest.skip("no move came up in these games")


def test_a_person_plays_heroscape_to_the_end_against_the_computer(app):
    from game.ui.scenes.flow import start_game
    from game.ui.scenes.menu import MenuScene
    app.settings.pacing = "instant"
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": "heroscape", "seats": ["human", "computer"], "seed": 4})
    g = app.scenes.top
    rnd = random.Random(4)
    for _ in range(8000):
        if g.match.over:
            break
        if g.ctrl is not None:
            _decide_like_a_person(g, rnd)
        else:
            app.frame([], 1 / 60)
            if g.thinking is not None:
                g.thinking.result(timeout=30)
    assert g.match.over
    picks = [a["picks"][0] for a in g.match.answers if a["seat"] == 0 and a["picks"]]
    assert any(p.startswith("move:") for p in picks) and any(p.startswith(("attack", "special")) for p in picks)


def test_the_computers_order_marker_numbers_stay_hidden_on_the_table(app):
    from game.ui.scenes.flow import start_game
    from game.ui.scenes.menu import MenuScene
    app.settings.pacing = "instant"
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": "heroscape", "seats": ["human", "computer"], "seed": 5})
    g = app.scenes.top
    rnd = random.Random(5)
    for _ in range(3000):
        pending = g.match.pending
        if pending and pending["kind"] == "marker" and pending["seat"] == 1:
            app.frame([], 1 / 60)
            if g.thinking is not None:
                g.thinking.result(timeout=30)
            app.frame([], 1 / 60)
            last = g.match.answers[-1]
            if last["seat"] == 1 and last["picks"][0].startswith("marker:"):
                number = last["picks"][0].split(":")[1]
                assert g.marks.last_move == set()  # nothing highlighted that could tell the number
                # Which card got a marker is public (it lies face down on it); its number is not.
                assert "places an order marker on" in g.last_move_text
                assert f"marker {number}" not in g.last_move_text.replace("an order marker on", "")
                return
        elif g.ctrl is not None:
            _decide_like_a_person(g, rnd)
        else:
            app.frame([], 1 / 60)
            if g.thinking is not None:
                g.thinking.result(timeout=30)
    pytest.fail("the computer never placed an order marker")
