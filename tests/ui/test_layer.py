"""Retained drawing: the table and the menu are kept as pictures and painted again only when
something on them changes; what is drawn, what may be clicked and what the text audit reads are
the same whether a frame painted the picture or drew the kept one. Counted, never timed."""

import pygame

from game.ui import audit
from game.ui.scenes.game_scene import GameScene
from game.ui.scenes.menu import MenuScene
from tests.ui.conftest import click


def _move(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))


def _duel_scene(app, duel):
    m = duel.start(duel.setup(["human", "computer"], 3))
    app.settings.pacing = "instant"
    g = GameScene(app, duel, m, viewer=0)
    app.scenes.reset(g)
    app.frame([], 1 / 60)
    return g


def test_an_idle_table_is_painted_once_however_the_mouse_moves(app, duel):
    g = _duel_scene(app, duel)
    painted = g.layer.painted
    before = pygame.image.tobytes(app.screen, "RGB")
    for x in range(10, 900, 40):
        app.frame([_move((x, 300))], 1 / 60)
    app.frame([_move((5, 5))], 1 / 60)
    assert g.layer.painted == painted
    assert pygame.image.tobytes(app.screen, "RGB") == before  # the kept picture is the painted one


def test_a_move_paints_the_table_again(app, duel):
    g = _duel_scene(app, duel)
    painted = g.layer.painted
    option = g.ctrl.decision["options"][0]
    g.press(option["id"])
    app.frame([], 1 / 60)
    assert g.layer.painted > painted


def test_a_click_paints_the_table_again(app, duel):
    g = _duel_scene(app, duel)
    painted = g.layer.painted
    click(app, (5, 600), button=3)  # even a click that changes nothing may change what the board shows
    assert g.layer.painted > painted


def test_the_audit_reads_a_kept_table_as_it_read_the_painted_one(app, duel):
    g = _duel_scene(app, duel)
    audit.start()
    try:
        app.frame([], 1 / 60)
        painted = g.layer.painted
        first = audit.report("game")["texts"]
        app.frame([], 1 / 60)
        assert g.layer.painted == painted  # the second frame drew the kept picture
        kept = audit.report("game")["texts"]
    finally:
        audit.stop()
    assert first and kept == first


def test_the_menu_keeps_its_picture_and_draws_the_hovered_tile_over_it(app):
    menu = MenuScene(app)
    app.scenes.reset(menu)
    app.frame([], 1 / 60)
    painted = menu.layer.painted
    rect, game = menu.tiles[0]
    app.frame([_move(rect.center)], 1 / 60)
    assert menu.hover == game.id and menu.layer.painted == painted
    from game.ui import theme as th
    edge = lambda r: tuple(app.screen.get_at((r.left, r.centery)))[:3]  # noqa: E731
    assert edge(rect) == th.GOLD and edge(menu.tiles[1][0]) == th.LINE  # the hovered tile, drawn over
    app.frame([_move((2, 2))], 1 / 60)
    assert menu.hover is None and menu.layer.painted == painted


def test_hovering_a_hand_card_paints_again_for_its_lift_and_other_things_do_not(app, duel):
    """Card tables raise a hand card under the mouse (when the row has room), so the hand's hover
    is part of the picture; hovering anything else only draws its tip over the kept picture."""
    g = _duel_scene(app, duel)
    regions = {ref: pygame.Rect(shape) for shape, ref in g.view._regions}
    hand = next(r for r in regions if r.startswith("hand:"))
    painted = g.layer.painted
    app.frame([_move(regions["pile"].center)], 1 / 60)
    assert g.marks.hover == "pile" and g.layer.painted == painted
    app.frame([_move(regions[hand].center)], 1 / 60)
    assert g.marks.hover == hand and g.layer.painted == painted + 1
    app.frame([_move((regions[hand].centerx + 1, regions[hand].centery))], 1 / 60)
    assert g.layer.painted == painted + 1


def test_the_mouse_leaving_a_lifted_card_brings_back_the_picture_without_the_lift(app, duel):
    """The table painted before the lift is kept aside: when the mouse leaves the hand the frame
    is that picture again, pixel for pixel, with the hit regions it was painted with."""
    g = _duel_scene(app, duel)
    regions = {ref: pygame.Rect(shape) for shape, ref in g.view._regions}
    app.frame([_move(regions["pile"].center)], 1 / 60)
    before, hits = pygame.image.tobytes(app.screen, "RGB"), list(g.view._regions)
    painted = g.layer.painted
    hands = [r for r in regions if r.startswith("hand:")]
    assert len(hands) >= 3
    for ref in hands:  # along the whole hand: the picture without a lift stays kept
        app.frame([_move(regions[ref].center)], 1 / 60)
    assert g.marks.hover == hands[-1] and g.layer.painted == painted + len(hands)
    app.frame([_move(regions["pile"].center)], 1 / 60)
    assert g.marks.hover == "pile" and g.layer.painted == painted + len(hands)
    assert pygame.image.tobytes(app.screen, "RGB") == before
    assert g.view._regions == hits
