"""Rendering any screen with the text audit on, for the readability tests and tools.

A game's table is played to a mid-game position once (computer seats) and then shown
at each window size and UI scale from a copy of that match.
"""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any, Callable

import pygame

from game.ui import audit
from game.ui import theme as th

SIZES = ((1280, 720), (1920, 1080))


def render(size: tuple[int, int], scale: float, make: Callable[[Any], Any], *, overlay_on: Callable | None = None,
           before_draw: Callable[[Any], None] | None = None, png: str | None = None) -> dict[str, Any]:
    """The audit document of one screen: `make(app)` gives the scene (pushed over
    `overlay_on(app)` when it is an overlay); `before_draw(app)` may hover or click."""
    from game.ui.app import App
    audit.start()
    app = App(size, headless=True, ui_scale=scale)
    try:
        if overlay_on is not None:
            app.scenes.reset(overlay_on(app))
            app.frame([], 1 / 60)
            app.scenes.push(make(app))
        else:
            app.scenes.reset(make(app))
        app.frame([], 1 / 60)
        if before_draw is not None:
            before_draw(app)
        app.frame([], 1 / 60)
        assert app.scenes.top is not None and app.scenes.top.name != "error", "the screen failed to draw"
        if png:
            pygame.image.save(app.screen, png)
        return audit.report(app.scenes.top.name, scale)
    finally:
        audit.stop()
        pygame.quit()


def cases(sizes=SIZES) -> list[tuple[tuple[int, int], float]]:
    """Every window size with every UI scale offered there."""
    return [(size, s) for size in sizes for s in th.offered_scales(size)]


@lru_cache(maxsize=None)
def played(game_id: str, seats: int, decisions: int, seed: int = 1) -> tuple[Any, dict[str, Any]]:
    """A game played `decisions` decisions by computer seats: its loaded game and match record."""
    from game.core.players import SeatView, player_rng
    from game.session import open_game
    loaded = open_game(game_id, with_user_mods=False)
    kinds = ["computer"] * seats
    match = loaded.start(loaded.setup(kinds, seed, None, {}))
    robots = loaded.seat_players(kinds)
    for i in range(decisions):
        if match.over:
            break
        seat = match.pending["seat"]
        match.apply(robots[seat].choose(SeatView(loaded.rules, match.state, seat), player_rng(match.state, seat, i)))
    return loaded, match.to_record()


def table(game_id: str, seats: int, decisions: int = 40, seed: int = 1):
    """A maker of the game screen at that position, seen by the seat to act."""
    def make(app):
        from game.core.match import Match
        from game.ui.scenes.game_scene import GameScene
        loaded, rec = played(game_id, seats, decisions, seed)
        match = Match.from_record(loaded.rules, copy.deepcopy(rec))
        viewer = match.pending["seat"] if match.pending else 0
        scene = GameScene(app, loaded, match, viewer=viewer)
        scene.kinds = ["human"] * seats
        scene.humans = [viewer]
        return scene
    return make


def hover_a_card(app) -> str | None:
    """Hover the first thing on the table whose tip is a picture (a card, a figure); its ref."""
    scene = app.scenes.top
    for shape, ref in reversed(scene.view._regions):
        tip = scene.view.tip(ref, scene.view_state)
        if tip is not None and tip.image is not None:
            rect = scene.view.region_rect(ref)
            app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))],
                      1 / 60)
            return ref
    return None
