"""The app: the window, the frame loop, the scene stack, and never a traceback in a player's face.

`App.frame` runs one frame from a list of events, so tests and the
screenshot command drive the app without its loop.
"""

from __future__ import annotations

import gc
import json
import logging
import os
import sys
import time
import warnings
from typing import Any

import pygame
import pygame_gui

from game import APP_NAME
from game.core.paths import logs_dir, saves_dir
from game.core.saves import SaveStore
from game.settings import Settings, load_settings, save_settings
from game.ui import audit
from game.ui import theme as th
from game.ui.scene import Scene, SceneManager
from game.ui.crash import write_crash_log
from game.ui.widgets import Toast

# The app makes no sound yet; without this SDL probes ALSA and prints errors.
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The window is a software surface: SDL's default on X11 copies it into an OpenGL texture every
# frame, which without a graphics card (Mesa's llvmpipe: a VM, a remote desktop, Xvfb) costs 17 ms
# of CPU and 34 ms a 1920x1080 frame and loads 100 MB of GL libraries; the plain X11 copy costs
# 0.5 ms and 1.6 ms. A player who wants the texture path back sets the variable to 1.
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
MIN_SIZE = (1280, 720)
#: Seconds after a frame starts until which the idle work may run: a 60 Hz frame less a margin
#: for the next frame's input and drawing.
IDLE_UNTIL = 1 / 60 - 0.005
log = logging.getLogger("marvel_tabletop")


class App:
    """The running application."""

    def __init__(self, size: tuple[int, int] | None = None, *, headless: bool = False,
                 ui_scale: float | None = None) -> None:
        quiet_gui_warnings()
        self.settings, settings_msg = load_settings()
        if ui_scale is not None:
            self.settings.ui_scale = ui_scale
        self.headless = headless
        pygame.init()
        clear_caches()  # fonts and pictures of an earlier pygame session are invalid now
        pygame.display.set_caption(APP_NAME)
        if size is None:
            size = tuple(self.settings.window) if self.settings.window_chosen else best_window(_desktop())  # type: ignore[assignment]
        self.windowed_size: tuple[int, int] = tuple(size)  # type: ignore[assignment]
        flags = 0 if headless else pygame.RESIZABLE
        if self.settings.fullscreen and not headless:
            flags = pygame.FULLSCREEN
            size = (0, 0)
        self.screen = pygame.display.set_mode(size, flags)
        if not headless:
            try:
                w0, h0 = self.windowed_size
                pygame.Window.from_display_module().minimum_size = (min(MIN_SIZE[0], w0), min(MIN_SIZE[1], h0))
            except (AttributeError, pygame.error):
                pass  # older SDL: small windows then only shrink the UI
        self.theme = th.Theme(self.screen.get_size(), self.settings.ui_scale)
        self.manager = self._make_manager()
        self.scenes = SceneManager()
        self.saves = SaveStore(saves_dir())
        self.toast = Toast()
        self.running = True
        self.clock = pygame.time.Clock()
        self.frames = 0
        #: a game was left: its pictures are given back in the next idle time (`release_pictures`)
        self.release_due = False
        if settings_msg:
            self.toast.show(settings_msg)

    def _make_manager(self) -> pygame_gui.UIManager:
        m = pygame_gui.UIManager(self.screen.get_size(), self.theme.gui_theme(), enable_live_theme_updates=False)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)  # some are loaded by the theme already: harmless
            m.preload_fonts(th.preload_list(self.theme))
        return m

    @property
    def size(self) -> tuple[int, int]:
        """The window size."""
        return self.screen.get_size()

    # -- settings that change the look ------------------------------------------
    def apply_settings(self, s: Settings) -> None:
        """Store new settings and rebuild what they change (scale, fullscreen)."""
        fullscreen_changed = s.fullscreen != self.settings.fullscreen
        self.settings = s
        save_settings(s)
        if fullscreen_changed and not self.headless:
            self.toggle_fullscreen(s.fullscreen)
        else:
            self.relayout()

    def toggle_fullscreen(self, on: bool | None = None) -> None:
        """Switch between a window and the full screen."""
        if self.headless:
            return
        on = (not self.settings.fullscreen) if on is None else on
        self.settings.fullscreen = on
        save_settings(self.settings)
        if on:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.relayout()

    def relayout(self) -> None:
        """Rebuild the theme, the widgets and every scene's layout for the window size and scale."""
        self.theme = th.Theme(self.screen.get_size(), self.settings.ui_scale)
        for scene in self.scenes.stack:
            scene.clear_ui()
        self.manager = self._make_manager()
        top = self.scenes.top
        if top is not None:
            top.rebuild()

    # -- the loop ----------------------------------------------------------------
    def frame(self, events: list[pygame.event.Event], dt: float) -> None:
        """One frame: input, update, draw. Errors become the error screen."""
        try:
            for ev in events:
                self._event(ev)
            top = self.scenes.top
            if top is not None:
                top.update(dt)
            self.manager.update(dt)
            self.draw()
        except Exception as err:  # noqa: BLE001 - the player sees a message, the log keeps the traceback
            self.crash(err)
        self.frames += 1

    def idle(self, until: float) -> None:
        """The rest of a frame's time: the top scene prepares what the next frames may draw (a
        card's hover zoom), so that the frame showing it has only to blit it."""
        if self.release_due:
            self.release_due = False
            release_pictures()
        top = self.scenes.top
        if top is None:
            return
        try:
            top.idle(until)
        except Exception as err:  # noqa: BLE001
            self.crash(err)

    def write_probe(self) -> None:
        """For tests that drive the real window: where things are, what may be clicked.

        Written to MARVEL_TABLETOP_PROBE (a JSON file) when that is set; players never see it.
        """
        path = os.environ.get("MARVEL_TABLETOP_PROBE")
        top = self.scenes.top
        if not path or top is None:
            return
        buttons = [{"text": getattr(e, "text", ""), "rect": list(e.rect), "enabled": e.is_enabled}
                   for e in top._elements if type(e).__name__ == "UIButton" and e.visible]
        doc = {"frame": self.frames, "scene": top.name, "buttons": buttons, **top.probe()}
        tmp = f"{path}.{os.getpid()}.tmp"  # two windows writing one probe must not take each other's file
        try:
            with open(tmp, "w", encoding="utf-8") as f:
                json.dump(doc, f)
            os.replace(tmp, path)
        except OSError as err:  # a test aid: never worth stopping the game for
            log.warning("probe not written: %s", err)

    def draw(self) -> None:
        """Draw the visible scenes and the widgets."""
        audit.new_frame()
        visible = self.scenes.visible()
        if not (visible and visible[0].covers_screen):
            self.screen.fill(th.BG)
        for scene in visible:
            scene.draw(self.screen)
        self.manager.draw_ui(self.screen)
        audit.gui(self.manager)
        for scene in visible:
            scene.draw_over(self.screen)
        self.toast.draw(self.screen, self.theme)

    def _event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.QUIT:
            self.quit()
            return
        if ev.type == pygame.VIDEORESIZE and not self.headless and not self.settings.fullscreen:
            w, h = max(ev.w, 640), max(ev.h, 400)
            self.screen = pygame.display.get_surface()
            self.settings.window = (w, h)
            self.settings.window_chosen = True
            self.windowed_size = (w, h)
            save_settings(self.settings)
            self.relayout()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.manager.process_events(ev):
            return
        top = self.scenes.top
        if top is not None:
            top.handle_event(ev)

    def run(self) -> int:
        """The frame loop until the player quits."""
        exit_after_first = os.environ.get("MARVEL_TABLETOP_FIRST_FRAME_EXIT") == "1"  # for `bench`
        while self.running:
            dt = self.clock.tick(60) / 1000.0
            started = time.perf_counter()
            self.frame(pygame.event.get(), dt)
            pygame.display.flip()
            self.idle(started + IDLE_UNTIL)
            if self.frames % 6 == 0:
                self.write_probe()
            if exit_after_first:
                # launch ends when the first frame is shown; the CPU until then, not the tear-down after
                print(f"first frame cpu {time.process_time():.4f}", flush=True)
                break
        pygame.quit()
        return 0

    def quit(self) -> None:
        """Leave at the end of this frame."""
        self.running = False

    # -- where the screens lead -----------------------------------------------------
    # The scenes ask the app to go on (it alone imports them all), so that no scene imports
    # another that leads back to it.
    def to_menu(self) -> None:
        """Back to the main menu, every other screen closed."""
        from game.ui.scenes.menu import MenuScene
        self.scenes.reset(MenuScene(self))

    def load_game(self, game_id: str) -> Any:
        """A game opened with the enabled mods, or None (the error screen or a message says why)."""
        from game.ui.scenes import flow
        return flow.load_game(self, game_id)

    def start_game(self, setup: dict[str, Any], loaded: Any = None) -> bool:
        """A new game from a (partial) setup; False when it could not start."""
        from game.ui.scenes import flow
        return flow.start_game(self, setup, loaded)

    def resume_save(self, slot: str) -> bool:
        """A saved game opened; False when it could not be read."""
        from game.ui.scenes import flow
        return flow.resume_save(self, slot)

    def rematch(self, loaded: Any, setup: dict[str, Any]) -> None:
        """The same game, seats and options with a new seed."""
        from game.ui.scenes import flow
        flow.rematch(self, loaded, setup)

    # -- errors --------------------------------------------------------------------
    def crash(self, err: BaseException) -> None:
        """Log a bug's traceback and show it to the player as a message, not a crash."""
        path = write_crash_log(err)
        log.error("crash: %r (details in %s)", err, path)
        from game.ui.scenes.error import ErrorScene
        lines = [f"{type(err).__name__}: {err}", "", f"The details are in {path}.",
                 "Your game was autosaved after its last decision; Continue from the menu resumes it."]
        try:
            self.scenes.reset(ErrorScene(self, "Something went wrong", lines))
        except Exception:  # noqa: BLE001 - even the error screen failed: leave quietly, log kept
            self.running = False


#: Window sizes tried at the first start, largest first (16:9).
WINDOW_SIZES = ((1920, 1080), (1600, 900), (1366, 768), (1280, 720), (1024, 576), (960, 540))


def best_window(desktop: tuple[int, int]) -> tuple[int, int]:
    """The largest 16:9 window that fits the desktop with room for its title bar."""
    dw, dh = desktop
    for w, h in WINDOW_SIZES:
        if w <= dw and h <= dh * 0.94:
            return w, h
    return WINDOW_SIZES[-1]


def _desktop() -> tuple[int, int]:
    try:
        sizes = pygame.display.get_desktop_sizes()
        return tuple(sizes[0]) if sizes else (1280, 768)  # type: ignore[return-value]
    except pygame.error:
        return (1280, 768)


def quiet_gui_warnings() -> None:
    """pygame_gui's layout warnings go to the log file, never the terminal (a player has no use
    for them; the text audit is what checks that labels fit)."""
    if getattr(warnings.showwarning, "_marvel", False):
        return
    shown = warnings.showwarning

    def show(message, category, filename, lineno, file=None, line=None):  # noqa: ANN001
        if "pygame_gui" in str(filename):
            log.info("pygame_gui: %s", message)
            return
        shown(message, category, filename, lineno, file, line)

    show._marvel = True  # type: ignore[attr-defined]
    warnings.showwarning = show


def _start_logging() -> None:
    """The app's log in the user directory (the error log sits beside it)."""
    try:
        logging.basicConfig(filename=str(logs_dir() / "app.log"), level=logging.INFO,
                            format="%(asctime)s %(levelname)s %(message)s")
    except OSError:
        pass  # no log file: the app still runs
    log.info("start")


def clear_caches() -> None:
    """Forget cached fonts and rendered pictures (after pygame was quit and started again).
    A module not imported yet has nothing cached, and is not imported for this (the card
    table's module is a sixth of a start's imports)."""
    th.font.cache_clear()
    menu = sys.modules.get("game.ui.scenes.menu")
    if menu is not None:
        menu._backdrop_image.cache_clear()
    _clear_pictures()


def _clear_pictures() -> None:
    from game.ui import draw, tiled
    tiled.clear_cache()
    draw.clear_cache()
    card_table = sys.modules.get("game.ui.views.card_table")
    if card_table is not None:
        card_table.render_card.cache_clear()
        card_table.render_back.cache_clear()
        card_table._load_scaled.cache_clear()


def release_pictures() -> None:
    """Give back what a finished game drew: its cards' faces, maps and texts, and the C heap
    they were drawn in. Without it a player who plays game after game in one sitting keeps every
    game's pictures (five games at 1920x1080: 234 MB, against 190 MB with it)."""
    _clear_pictures()
    gc.collect()
    import ctypes
    try:  # glibc keeps freed heap for reuse; a finished game's pictures are not coming back
        ctypes.CDLL(None).malloc_trim(0)
    except (OSError, AttributeError):
        pass  # not glibc: the allocator keeps what it keeps


def run_app(start: dict[str, Any] | None = None, size: tuple[int, int] | None = None,
            replay_doc: dict[str, Any] | None = None, loaded: Any = None) -> int:
    """Open the window on the menu, or straight into a game (`start`, opened already as `loaded`
    when given) or a replay."""
    _start_logging()
    try:
        app = App(size)
    except pygame.error as err:
        print(f"Cannot open a window: {err}. (Run headless commands such as 'validate' or 'simulate' instead.)")
        return 1
    from game.ui.scenes.menu import MenuScene
    app.scenes.push(MenuScene(app))
    try:
        if start is not None:
            from game.ui.scenes.flow import start_game
            start_game(app, start, loaded)
        elif replay_doc is not None:
            from game.ui.scenes.flow import watch_replay
            watch_replay(app, replay_doc)
    except Exception as err:  # noqa: BLE001
        app.crash(err)
    return app.run()


def first_scene(app: App, scene: Scene) -> None:
    """Start the app on a given scene (tests, screenshots)."""
    app.scenes.reset(scene)
