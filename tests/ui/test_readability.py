"""Every screen readable at 1280x720 and 1920x1080 and at every UI scale offered there:
no text a player reads under 13 px, no cut names, no overlapping texts (the text audit)."""

import pygame
import re

import pytest

from game import catalog
from game.ui import audit
from game.ui import theme as th
from tests.ui import readability as rd

PLAYABLE = [g.id for g in catalog.games() if g.playable]


def _check(doc):
    found = audit.problems(doc)
    assert not found, f"{doc['screen']} {doc['size']} scale {doc['scale']}:\n" + "\n".join(found[:15])


@pytest.mark.parametrize("size,scale", rd.cases())
def test_menu_settings_and_load_are_readable(size, scale, user_home):
    from game.ui.scenes.load import LoadScene
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.settings_scene import SettingsScene
    for make in (MenuScene, SettingsScene, LoadScene):
        _check(rd.render(size, scale, make))


@pytest.mark.parametrize("game_id", PLAYABLE)
@pytest.mark.parametrize("size,scale", rd.cases())
def test_each_setup_screen_is_readable(game_id, size, scale, user_home):
    from game.ui.scenes.setup import SetupScene
    _check(rd.render(size, scale, lambda app: SetupScene(app, catalog.get(game_id))))


def _seat_counts(game_id):
    spec = catalog.get(game_id)
    return sorted({max(spec.min_seats, 2), spec.max_seats})


@pytest.mark.parametrize("game_id,seats", [(g, n) for g in PLAYABLE for n in _seat_counts(g)])
@pytest.mark.parametrize("size,scale", rd.cases())
def test_each_table_is_readable_at_two_and_most_seats(game_id, seats, size, scale, user_home):
    _check(rd.render(size, scale, rd.table(game_id, seats)))


@pytest.mark.parametrize("game_id", PLAYABLE)
@pytest.mark.parametrize("size", rd.SIZES)
def test_hover_zoom_shows_the_whole_card_at_18_px(game_id, size, user_home):
    hovered = []
    doc = rd.render(size, 1.0, rd.table(game_id, 2), before_draw=lambda app: hovered.append(rd.hover_a_card(app)))
    assert hovered[0] is not None, "something on the table zooms on hover"
    _check(doc)
    zoom = [t for t in doc["texts"] if t.get("in_tip")]
    assert zoom, "the zoom's texts are recorded"
    assert all(t["px"] >= audit.ZOOM_MIN_PX for t in zoom if t["role"] not in ("decor",)), \
        [(t["text"], t["px"]) for t in zoom if t["px"] < audit.ZOOM_MIN_PX]
    assert not any(t["cut"] for t in zoom), [t["text"] for t in zoom if t["cut"]]


@pytest.mark.parametrize("size,scale", rd.cases())
def test_hand_over_results_and_pause_are_readable(size, scale, user_home):
    from game.ui.scenes.esc_menu import EscMenuScene
    from game.ui.scenes.handover import HandoverScene
    from game.ui.scenes.results import ResultsScene
    game_id = PLAYABLE[0]
    _check(rd.render(size, scale, lambda app: HandoverScene(app, "Player 2", th.seat_colour(1), lambda: None)))
    _check(rd.render(size, scale, lambda app: EscMenuScene(app, app.scenes.top), overlay_on=rd.table(game_id, 2)))
    doc = rd.render(size, scale, rd.table(game_id, 2, decisions=100000))  # over: the results show at once
    assert doc["screen"] == ResultsScene.name
    _check(doc)


def test_the_audit_marks_a_covered_text_hidden_and_a_cut_name_cut(user_home):
    from game.ui import draw as dr
    from game.ui.app import App
    audit.start()
    app = App((1280, 720), headless=True)
    try:
        audit.new_frame()
        f = app.theme.font(14)
        dr.text(app.screen, "Under the card", f, (255, 255, 255), (100, 100), role="name")
        dr.text(app.screen, dr.fit("A very long card name indeed", f, 60), f, (255, 255, 255), (400, 100),
                role="name", full="A very long card name indeed")
        card = pygame.Surface((200, 100))
        dr.text(card, "Card title", f, (255, 255, 255), (5, 5), role="name")
        audit.blit(app.screen, card, (90, 90))
        doc = audit.report("test")
    finally:
        audit.stop()
        pygame.quit()
    by_text = {t["text"]: t for t in doc["texts"]}
    assert by_text["Under the card"].get("hidden") is True
    assert by_text["A very long card name indeed"]["cut"] is True
    assert by_text["Card title"]["rect"][:2] == [95, 95] and not by_text["Card title"]["cut"]
    found = audit.problems(doc)
    assert any("is cut" in p for p in found) and not any("Under the card" in p for p in found)


@pytest.mark.parametrize("seats", [1, 2, 5])
def test_a_cooperative_game_ends_for_the_whole_team(seats, user_home):
    """One title for the team, and under it each player's line: how their heroes ended (a solo
    player's two heroes wrap onto a second line), all readable at 1280x720."""
    doc = rd.render((1280, 720), 1.0, rd.table("dagger", seats, decisions=100000))
    texts = [t["text"] for t in doc["texts"]]
    assert "The team wins!" in texts or "The team loses" in texts
    assert not any(t.endswith(" win!") and "(computer)" in t for t in texts)
    lines = [t for t in texts if re.match(r"Player \d( \(computer\))?: ", t)]
    assert len(lines) == seats, texts
    assert all(re.search(r": (\d+/\d+ health in |defeated|eliminated)", t) for t in lines), lines
    _check(doc)


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_the_window_a_1280x720_desktop_gets_is_readable_too(game_id, user_home):
    """On a 1280x720 desktop the first start opens 1024x576 (the largest 16:9 window with room for
    the title bar). The layout shrinks there, but no text goes under 13 px: the log and the top
    buttons (pygame_gui's fonts) were 10-12 px, and the settings' mod switch cut its words."""
    from game.ui.app import best_window
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.scenes.setup import SetupScene
    size = best_window((1280, 720))
    assert size == (1024, 576)
    if game_id == PLAYABLE[0]:
        for make in (MenuScene, SettingsScene):
            _check(rd.render(size, 1.0, make))
    _check(rd.render(size, 1.0, lambda app: SetupScene(app, catalog.get(game_id))))
    _check(rd.render(size, 1.0, rd.table(game_id, 2)))
