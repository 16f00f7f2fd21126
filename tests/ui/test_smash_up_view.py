"""The Smash Up table: drawn from the seat's view, clicks map to the rules' refs, piles can be browsed."""

import pygame
import pytest

from game.core.conformance import playout
from game.core.errors import ContentError
from game.core.match import Match
from game.session import open_game


@pytest.fixture
def smash(app):
    try:
        loaded = open_game("smash_up", with_user_mods=False)
    except (ContentError, ValueError) as err:
        pytest.skip(f"Smash Up content not ready: {err}")
    from game.smash_up.view import SmashUpView
    view = SmashUpView(loaded, app.theme, ["Ann", "Bob (computer)"])
    view.set_rect(pygame.Rect(0, 46, 950, 674), app.theme)
    return loaded, view


def _midgame(loaded, decisions=30, seed=2):
    run = playout(loaded.rules, loaded.setup(["random", "random"], seed), checks=False, cap=decisions)
    return Match.replay(loaded.rules, run.setup, run.answers)


def test_every_clickable_thing_of_the_decision_is_drawn_and_hit(app, smash):
    from game.ui.controller import ChoiceController
    from game.ui.views.base import Marks
    loaded, view = smash
    for decisions in (0, 12, 30):
        m = _midgame(loaded, decisions)
        if m.over:
            continue
        seat = m.pending["seat"]
        seen = m.view(seat)
        ctrl = ChoiceController(seen["pending"])
        marks = Marks(clickable=ctrl.clickable())
        view.draw(app.screen, seen, marks)
        drawn = {ref for _shape, ref in view._regions}
        assert marks.clickable <= drawn, f"not drawn: {marks.clickable - drawn}"
        for i, (shape, ref) in enumerate(view._regions):
            covered = any(isinstance(s2, pygame.Rect) and s2.collidepoint(shape.center)
                          for s2, _r in view._regions[i + 1:])
            if isinstance(shape, pygame.Rect) and not covered:
                assert view.hit(shape.center) == ref, f"a click on {ref} reaches {view.hit(shape.center)}"


def test_cards_on_a_base_take_their_own_clicks(app, smash):
    from game.ui.views.base import Marks
    loaded, view = smash
    m = _midgame(loaded, 40)
    seen = m.view(0)
    view.draw(app.screen, seen, Marks())
    chars = [(shape, ref) for shape, ref in view._regions if ref.startswith("char:")]
    assert chars, "some character is in play after 40 decisions"
    for shape, ref in chars:
        assert view.hit(shape.center) == ref


def test_other_hands_are_never_drawn(app, smash):
    loaded, view = smash
    m = _midgame(loaded, 20)
    seat = m.pending["seat"] if m.pending else 0
    view.draw(app.screen, m.view(seat), __import__("game.ui.views.base", fromlist=["Marks"]).Marks())
    other = m.state["players"][1 - seat]["hand"]
    drawn = {ref for _s, ref in view._regions}
    assert not any(f"hand:{u}" in drawn for u in other)


def test_a_discard_pile_opens_to_browse_and_closes_on_click(app, smash):
    from game.ui.views.base import Marks
    loaded, view = smash
    m = _midgame(loaded, 40)
    seen = m.view(0)
    assert view.local_click("pile:1", Marks())
    view.draw(app.screen, seen, Marks())
    assert view.hit((500, 400)) is not None and view.browse == 1
    assert view.local_click("browse:close", Marks()) and view.browse is None


def test_hovering_a_base_reads_it_in_full(app, smash):
    loaded, view = smash
    m = _midgame(loaded, 5)
    seen = m.view(0)
    b = seen["bases"][0]
    tip = view.tip(f"base:{b['uid']}", seen)
    assert tip.title == b["name"] and f"breakpoint {b['breakpoint']}" in tip.text
    assert loaded.content.get("bases", b["id"]).text in tip.text


def test_hovering_a_character_shows_its_power_now_and_lasting_effects(app, smash):
    loaded, view = smash
    m = _midgame(loaded, 40)
    seen = m.view(0)
    view.draw(app.screen, seen, __import__("game.ui.views.base", fromlist=["Marks"]).Marks())
    ch = next(c for b in seen["bases"] for c in b["chars"])
    seen["effects"] = [{"k": "pow", "t": ch["uid"], "n": 2, "exp": "eot"}]
    tip = view.tip(f"char:{ch['uid']}", seen)
    assert tip.image is not None and f"Power now {ch['power']}" in tip.text
    assert "+2 power until the end of the turn" in tip.text
    from game.ui.widgets import draw_tip
    draw_tip(app.screen, tip, (100, 100), app.theme)
