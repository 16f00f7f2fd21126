"""Helpers for tests that drive the app in a real window under Xvfb with xdotool clicks."""

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOLS = all(shutil.which(t) for t in ("Xvfb", "xdotool", "import"))
needs_xvfb = pytest.mark.skipif(not TOOLS, reason="needs Xvfb, xdotool and imagemagick's import "
                                "(apt-get install xvfb xdotool imagemagick; .ci/run installs them)")


def start_xvfb():
    """A private X display; returns (process, ':N')."""
    r, w = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
                            pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)
    with os.fdopen(r) as f:
        number = f.readline().strip()
    return xvfb, f":{number}"


class Window:
    """The app running in a real window, its probe file, and the mouse."""

    def __init__(self, display: str, home: Path, args: list[str], settings: dict | None = None):
        home.mkdir(parents=True, exist_ok=True)
        if settings:
            (home / "settings.json").write_text(json.dumps(settings))
        self.probe_path = home / "probe.json"
        self.env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                        SDL_VIDEO_WINDOW_POS="0,0", MARVEL_TABLETOP_HOME=str(home),
                        MARVEL_TABLETOP_PROBE=str(self.probe_path))
        self.proc = subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, env=self.env,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        wid = subprocess.run(["timeout", "30", "xdotool", "search", "--sync", "--pid", str(self.proc.pid)],
                             env=self.env, capture_output=True, text=True).stdout.split()
        assert wid, "the app window did not appear"

    def probe(self, newer_than: int = -1, timeout: float = 60.0) -> dict:
        """The app's latest probe, written after frame `newer_than` (a generous wait: on a loaded
        machine a computer's turn or the first frames can hold the window for many seconds)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                doc = json.loads(self.probe_path.read_text())
                if doc["frame"] > newer_than:
                    return doc
            except (OSError, ValueError):
                pass
            time.sleep(0.05)
        raise AssertionError("the app stopped writing its probe")

    def my_decisions(self, steps: int):
        """Probes at each moment the person is to decide in the game (hand-overs clicked
        through, the computer's turns waited out) until the game ends or `steps` probes pass."""
        self.frame = -1
        for _ in range(steps):
            p = self.probe(self.frame)
            self.frame = p["frame"]
            if p["scene"] == "handover":
                self.click_rect(next(b["rect"] for b in p["buttons"] if b["text"].startswith("I am")))
                continue
            if p["scene"] != "game" or p["over"]:
                return
            if p["mine"]:
                yield p

    def settle(self) -> None:
        """Wait until a click has landed (two probe writes later) before looking again."""
        self.frame = self.probe(self.frame + 12)["frame"]

    def click(self, x: int, y: int) -> None:
        """A left click at window coordinates (the window sits at 0,0)."""
        # No --sync: this xdotool waits forever when the pointer is already there.
        subprocess.run(["xdotool", "mousemove", str(x), str(y), "sleep", "0.05", "click", "1"], env=self.env,
                       check=True, timeout=10)

    def click_rect(self, rect) -> None:
        x, y, w, h = rect
        self.click(int(x + w / 2), int(y + h / 2))

    def close(self) -> str:
        """Stop the app; returns what it wrote to stderr."""
        self.proc.terminate()
        _out, err = self.proc.communicate(timeout=15)
        return err.decode(errors="replace")
