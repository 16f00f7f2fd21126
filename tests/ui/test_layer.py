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


def test_hovering_a_hand_card_raises_it_over_the_kept_table_without_painting_again(app, duel):
    """A hand card under the mouse rises a few pixels: its picture, copied as the table was painted,
    is drawn higher over the kept table (what lay under it fills the gap below); the table is
    not painted again for a hover."""
    g = _duel_scene(app, duel)
    regions = {ref: pygame.Rect(shape) for shape, ref in g.view._regions}
    hand = next(r for r in regions if r.startswith("hand:"))
    lift = g.view._lifts[hand][3]
    rect = regions[hand].inflate(0, -lift).move(0, lift // 2)  # hovered from `lift` above the card, risen
    painted = g.layer.painted
    app.frame([_move(regions["pile"].center)], 1 / 60)
    assert g.marks.hover == "pile" and g.layer.painted == painted
    resting = app.screen.subsurface(rect).copy()
    box, under = g.view._lifts[hand][:2]
    below = tuple(under.get_at((rect.centerx - box.x, rect.bottom - 1 - box.y)))  # the table before the card
    assert below != tuple(resting.get_at((rect.width // 2, rect.height - 1)))
    app.frame([_move(rect.center)], 1 / 60)
    assert g.marks.hover == hand and g.layer.painted == painted
    risen = app.screen.subsurface(rect.move(0, -lift)).copy()
    assert pygame.image.tobytes(risen, "RGB") == pygame.image.tobytes(resting, "RGB")  # the same card, higher
    assert tuple(app.screen.get_at((rect.centerx, rect.bottom - 1))) == below  # the table shows where it rested
    app.frame([_move((rect.centerx, rect.top - lift + 1))], 1 / 60)  # the risen card's top edge still hovers it
    assert g.marks.hover == hand and g.layer.painted == painted


def test_the_mouse_leaving_a_risen_card_shows_the_table_as_it_was(app, duel):
    """Along the whole hand and back off it: the frame is the kept picture again, pixel for pixel,
    with the hit regions it was painted with, and nothing was painted again."""
    g = _duel_scene(app, duel)
    regions = {ref: pygame.Rect(shape) for shape, ref in g.view._regions}
    app.frame([_move(regions["pile"].center)], 1 / 60)
    before, hits = pygame.image.tobytes(app.screen, "RGB"), list(g.view._regions)
    painted = g.layer.painted
    hands = [r for r in regions if r.startswith("hand:")]
    assert len(hands) >= 3
    for ref in hands:
        app.frame([_move(regions[ref].center)], 1 / 60)
        assert g.marks.hover == ref
    app.frame([_move(regions["pile"].center)], 1 / 60)
    assert g.marks.hover == "pile" and g.layer.painted == painted
    assert pygame.image.tobytes(app.screen, "RGB") == before
    assert g.view._regions == hits


def test_idle_time_makes_the_hand_tips_before_they_are_hovered_and_changes_nothing_shown(app, duel):
    """What is left of a frame's time makes the tips of the things on the table (the hand first),
    so that the frame which shows one only draws it; the screen is the same with or without it."""
    import time as _time
    g = _duel_scene(app, duel)
    app.frame([], 1 / 60)
    shown = pygame.image.tobytes(app.screen, "RGB")
    made = []
    tip = g.view.tip
    g.view.tip = lambda ref, view: made.append(ref) or tip(ref, view)
    app.idle(_time.perf_counter() + 10)
    hands = [r for _s, r in g.view._regions if r.startswith("hand:")]
    assert hands and made[:len(hands)] == hands  # the hand first
    app.frame([], 1 / 60)
    assert pygame.image.tobytes(app.screen, "RGB") == shown
    before = len(made)
    app.frame([_move(g.view.region_rect(hands[0]).center)], 1 / 60)
    assert g.marks.hover == hands[0] and len(made) == before  # shown, not made, by the hover's frame


def test_the_mouse_along_the_prompt_draws_the_prompt_alone_over_the_kept_table(app, duel):
    """Hovering the prompt's lines changes the prompt (the line under the mouse, what it points
    at is outlined over the board): the table is not painted again, and each frame is the one a
    screen composed afresh would show."""
    g = _duel_scene(app, duel)
    painted = g.layer.painted
    for line in g.prompt.probe():
        app.frame([_move(pygame.Rect(line["rect"]).center)], 1 / 60)
        assert g.prompt.hover == line["key"]
        patched = pygame.image.tobytes(app.screen, "RGB")
        g.screen_layer.invalidate()
        g._composed = None
        app.frame([], 1 / 60)
        assert pygame.image.tobytes(app.screen, "RGB") == patched
    assert g.layer.painted == painted
