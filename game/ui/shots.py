"""`screenshot`: render a screen headless to a PNG, as a given seat sees it."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from game import catalog


def _headless() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def render_game(app, game_id: str, seats: list[str] | None, seed: int, scenario: str | None,
                decisions: int, options: dict[str, Any]):
    """Play `decisions` decisions with computer seats, then show the table as the seat to act sees it."""
    from game.core.players import SeatView, player_rng
    from game.session import open_game
    from game.ui.scenes.game_scene import GameScene
    loaded = open_game(game_id)
    kinds = seats or ["computer"] * max(loaded.spec.min_seats, 2)
    setup = loaded.checked_setup(kinds, seed, scenario, options)
    match = loaded.start(setup)
    robots = [loaded.players.make(k if k != "human" else "computer", loaded.rules, s) for s, k in enumerate(kinds)]
    last_seat = None
    for i in range(decisions):
        if match.over:
            break
        seat = match.pending["seat"]
        answer = robots[seat].choose(SeatView(loaded.rules, match.state, seat), player_rng(match.state, seat, i))
        match.apply(answer)
        last_seat = seat
    viewer = match.pending["seat"] if match.pending else (last_seat or 0)
    # Every seat is shown as a person so that the seat to act gets its prompt and highlights.
    scene = GameScene(app, loaded, match, viewer=viewer)
    scene.kinds = ["human"] * len(kinds)
    scene.humans = [viewer]
    return scene


def screenshot(screen: str, out: Path, size: tuple[int, int], *, seed: int = 1, seats: list[str] | None = None,
               scenario: str | None = None, decisions: int = 0, options: dict[str, Any] | None = None,
               text_audit: Path | None = None, scale: float | None = None, game: str | None = None) -> int:
    """Render SCREEN to `out` (and its text audit to `text_audit`); exit code 1 with a message when it cannot."""
    _headless()
    import json

    import pygame

    from game.core.errors import ContentError
    from game.session import SetupError
    from game.ui import audit
    from game.ui.app import App
    if text_audit is not None:
        audit.start()
    app = App(size, headless=True, ui_scale=scale)
    try:
        scene = _scene(app, screen, seats, seed, scenario, decisions, options or {}, game)
    except SetupError:
        raise  # the command line says which option, seat or scenario is wrong
    except (ContentError, ValueError, KeyError) as err:
        print(f"cannot render {screen}: {err}")
        return 1
    app.scenes.reset(scene)
    for _ in range(3):
        app.frame([], 1 / 60)
    try:
        pygame.image.save(app.screen, str(out))
    except (pygame.error, OSError) as err:
        print(f"cannot write {out}: {err}")
        return 1
    print(f"wrote {out} ({size[0]}x{size[1]})")
    if text_audit is not None:
        doc = audit.report(screen, app.settings.ui_scale)
        audit.stop()
        try:
            text_audit.write_text(json.dumps(doc, indent=1), encoding="utf-8")
        except OSError as err:
            print(f"cannot write {text_audit}: {err.strerror or err}")
            return 1
        found = audit.problems(doc)
        print(f"wrote {text_audit}: {len(doc['texts'])} texts, {len(found)} readability problems")
        for p in found[:20]:
            print("  " + p)
    if app.scenes.top is not None and app.scenes.top.name == "error":
        print("the screen failed to draw: it shows the error screen; see the error log")
        return 1
    return 0


def _scene(app, screen: str, seats, seed, scenario, decisions, options, game=None):
    if screen == "menu":
        from game.ui.scenes.menu import MenuScene
        return MenuScene(app)
    if screen == "settings":
        from game.ui.scenes.settings_scene import SettingsScene
        return SettingsScene(app)
    if screen == "load":
        from game.ui.scenes.load import LoadScene
        return LoadScene(app)
    if screen == "setup":
        from game.ui.scenes.setup import SetupScene
        if game is not None:
            return SetupScene(app, catalog.get(game))
        playable = [g for g in catalog.games() if g.playable] or catalog.games()
        return SetupScene(app, playable[0])
    return render_game(app, screen, seats, seed, scenario, decisions, options)
