"""Moving between screens: start, continue, load, rematch and replay a game, with clear errors.

The scenes reach these through the App's navigation methods (app.start_game, app.resume_save...),
so that no scene imports this module, which imports the scenes it opens.
"""

from __future__ import annotations

from typing import Any

from game import catalog
from game.core.errors import ContentError, IllegalChoice, SaveError
from game.core.match import Match
from game.core.saves import is_autosave
from game.session import LoadedGame, open_game


def load_game(app: Any, game_id: str) -> LoadedGame | None:
    """Open a game with the enabled mods; content errors go to the error screen."""
    from game.ui.scenes.error import ErrorScene
    try:
        return open_game(game_id, set(app.settings.disabled_mods), enabled_mods=set(app.settings.enabled_mods))
    except ContentError as err:
        lines = [str(i) for i in err.issues]
        app.scenes.push(ErrorScene(app, f"{catalog.get(game_id).title}: its content has problems",
                                   lines + ["", "Fix the files (python main.py validate lists them) or switch "
                                            "off the mod in Settings."]))
    except (ValueError, KeyError) as err:
        app.toast.show(str(err.args[0] if err.args else err))
    return None


def start_game(app: Any, setup: dict[str, Any], loaded: LoadedGame | None = None) -> bool:
    """Start a new game from a (partial) setup; False when it could not start. `loaded`: the game
    already opened with the player's mods (the command line's `play` checked the setup with it)."""
    loaded = loaded if loaded is not None and loaded.spec.id == setup["game"] else load_game(app, setup["game"])
    if loaded is None:
        return False
    options = dict(setup.get("options") or {})
    for name in loaded.spec.settings_options:
        options.setdefault(name, getattr(app.settings, name))
    try:
        full = loaded.setup(setup.get("seats"), setup.get("seed"), setup.get("scenario"), options,
                            setup.get("names"))
        match = loaded.start(full)
    except (ValueError, IllegalChoice) as err:
        app.toast.show(str(err))
        return False
    from game.ui.scenes.game_scene import GameScene
    app.scenes.push(GameScene(app, loaded, match))
    return True


def resume_save(app: Any, slot: str) -> bool:
    """Open a saved game: on its one person's view, behind the hand-over screen when two or
    more people share the table, open when only computers play."""
    try:
        doc = app.saves.read(slot, {g.id for g in catalog.games()})
    except SaveError as err:
        prev = app.saves.folder / f"{slot}.prev.json"
        hint = " Its previous copy is kept: Load offers it." if prev.exists() else ""
        app.toast.show(f"{err}{hint}", seconds=6)
        return False
    loaded = load_game(app, doc["game"])
    if loaded is None:
        return False
    notice = None
    if doc.get("content", {}).get("digest") not in (None, loaded.content.digest):
        notice = "This save was made with other content or mods; it may play differently."
    try:
        match = Match.from_record(loaded.rules, doc)
    except (KeyError, TypeError, ValueError) as err:
        app.toast.show(f"{slot} is damaged: {err}", seconds=6)
        return False
    from game.ui.scenes.game_scene import GameScene
    app.scenes.push(GameScene(app, loaded, match, curtain=True,
                              slot=None if is_autosave(slot) else slot.removesuffix(".prev")))
    if notice:
        app.toast.show(notice, seconds=6)
    return True


def rematch(app: Any, loaded: LoadedGame, setup: dict[str, Any]) -> None:
    """The same game with the same seats and options and a new seed."""
    fresh = loaded.setup(setup["seats"], None, setup.get("scenario"), setup.get("options"), setup.get("names"))
    from game.ui.scenes.game_scene import GameScene
    from game.ui.scenes.menu import MenuScene
    app.scenes.reset(MenuScene(app))
    app.scenes.push(GameScene(app, loaded, loaded.start(fresh)))


def watch_replay(app: Any, doc: dict[str, Any]) -> bool:
    """Play a replay file's answers in the window, all seats shown, at the pacing speed."""
    loaded = load_game(app, doc["setup"]["game"])
    if loaded is None:
        return False
    from game.ui.scenes.game_scene import GameScene
    app.scenes.push(GameScene.replay(app, loaded, dict(doc["setup"]), doc["answers"]))
    return True

