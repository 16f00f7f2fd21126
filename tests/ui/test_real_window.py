"""The app in a real window under Xvfb, driven by xdotool clicks: launch, click Settings, see it open."""

import os
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from tests.ui.realwindow import ROOT, needs_xvfb, start_xvfb

SCREEN = (1600, 900)  # the Xvfb screen start_xvfb makes

pytestmark = needs_xvfb


@pytest.fixture
def display():
    xvfb, number = start_xvfb()
    yield number
    xvfb.terminate()
    xvfb.wait(timeout=10)


def _shot(disp: str, path: Path) -> pygame.Surface:
    subprocess.run(["import", "-display", disp, "-window", "root", str(path)], check=True, timeout=30)
    return pygame.image.load(str(path))


def _settings_button_centre(size: tuple[int, int]) -> tuple[int, int]:
    """Where the menu puts its Settings button in a window of `size` (the same layout code, headless)."""
    from game.ui.app import App
    from game.ui.scenes.menu import MenuScene
    app = App(size, headless=True)
    app.scenes.reset(MenuScene(app))
    button = next(e for e in app.scenes.top._elements if getattr(e, "text", "") == "Settings")
    centre = button.rect.center
    pygame.quit()
    return centre


RED = (200, 36, 44)


def _shot_when(display, path, ready, timeout: float = 30.0):
    """Screenshots until `ready(picture)` holds (or the time is up: the last one, for the asserts)."""
    end = time.monotonic() + timeout
    while True:
        img = _shot(display, path)
        if ready(img) or time.monotonic() > end:
            return img
        time.sleep(0.2)


def test_click_settings_in_a_real_window(display, tmp_path):
    from game.ui.app import best_window
    size = best_window(SCREEN)
    assert size == (1366, 768), "the largest 16:9 window that fits a 1600x900 desktop"
    target = _settings_button_centre(size)
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
               SDL_VIDEO_WINDOW_POS="0,0", MARVEL_TABLETOP_HOME=str(tmp_path / "home"))
    app = subprocess.Popen([sys.executable, "main.py"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
    try:
        wid = subprocess.run(["timeout", "20", "xdotool", "search", "--sync", "--pid", str(app.pid)], env=env,
                             capture_output=True, text=True).stdout.split()
        assert wid, "the app window did not appear"
        # wait for frames, not a fixed time: a loaded machine draws the first ones late
        before = _shot_when(display, tmp_path / "before.png", lambda img: img.get_at((100, 90))[:3] == RED)
        geometry = subprocess.run(["xdotool", "getwindowgeometry", wid[0]], env=env, capture_output=True,
                                  text=True).stdout
        assert f"{size[0]}x{size[1]}" in geometry, "the window opened at the largest 16:9 size that fits"
        assert before.get_at((100, 90))[:3] == (200, 36, 44), "the menu's red banner is on screen"
        subprocess.run(["xdotool", "mousemove", str(target[0]), str(target[1]), "sleep", "0.1", "click", "1"],
                       env=env, check=True, timeout=10)
        after = _shot_when(display, tmp_path / "after.png", lambda img: img.get_at((100, 20))[:3] == RED)
        assert after.get_at((100, 90))[:3] != (200, 36, 44), "the banner is gone: another screen shows"
        assert after.get_at((100, 20))[:3] == (200, 36, 44), "the settings header is red at the top"
        assert app.poll() is None, "the app is still running"
    finally:
        app.terminate()
        out, err = app.communicate(timeout=10)
    assert b"Traceback" not in err
