"""The hand-over screen shows nothing hidden: it looks the same whatever the hands hold."""

import pygame

from game.ui.scenes.game_scene import GameScene
from game.ui.scenes.menu import MenuScene


def _curtain_pixels(app, duel, seed):
    m = duel.start(duel.setup(["human", "human"], seed))
    app.scenes.reset(MenuScene(app))
    app.scenes.push(GameScene(app, duel, m))
    app.frame([], 1 / 60)
    assert app.scenes.top.name == "handover"
    return pygame.image.tobytes(app.screen, "RGB"), m


def test_handover_between_people_hides_both_hands(app, duel):
    a, ma = _curtain_pixels(app, duel, 1)
    b, mb = _curtain_pixels(app, duel, 2)
    assert ma.state["players"][0]["hand"] != mb.state["players"][0]["hand"]
    assert a == b  # nothing on the curtain depends on hidden information


def test_handover_comes_when_the_seat_passes_and_reveals_on_click(app, duel):
    m = duel.start(duel.setup(["human", "human"], 4))
    app.scenes.reset(MenuScene(app))
    g = GameScene(app, duel, m)
    app.scenes.push(g)
    app.scenes.top.reveal()  # the first curtain
    assert g.viewer == 0 and app.scenes.top is g
    g.board_click("deck")  # draw: the turn passes to seat 1
    if m.pending["seat"] == 0:
        g.press(m.pending["options"][-1]["id"])
    assert m.pending["seat"] == 1 and app.scenes.top.name == "handover"
    assert g.viewer == 0  # still seat 1's hand is not shown
    app.scenes.top.reveal()
    assert g.viewer == 1 and "hand" in g.view_state["players"][1] and "hand" not in g.view_state["players"][0]


def test_no_handover_against_a_computer(app, duel):
    m = duel.start(duel.setup(["human", "computer"], 4))
    app.scenes.reset(MenuScene(app))
    app.scenes.push(GameScene(app, duel, m))
    assert app.scenes.top.name == "game"
