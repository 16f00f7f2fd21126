"""Player settings, kept as JSON in the user directory.

A missing or damaged settings file gives the defaults (and a message), never a crash.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.core.paths import user_dir
from game.core.saves import write_atomic

PACING = {"instant": 0, "fast": 250, "normal": 700, "slow": 1500}


class Settings(BaseModel):
    """Everything the settings screen changes."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    ui_scale: float = Field(default=1.0, ge=0.75, le=2.0)
    fullscreen: bool = False
    window: tuple[int, int] = (1280, 720)
    #: Whether `window` is a size the player chose (by resizing); else the app picks one
    #: that fits the desktop.
    window_chosen: bool = False
    pacing: str = Field(default="normal", pattern="^(instant|fast|normal|slow)$")
    #: Smash Up response windows: "strict" asks every player, so being asked
    #: never reveals a Special; "relaxed" asks only players who hold one.
    response_privacy: str = Field(default="strict", pattern="^(strict|relaxed)$")
    disabled_mods: list[str] = Field(default_factory=list)
    #: Mods switched on by the player that are off until switched (`default_on: false`).
    enabled_mods: list[str] = Field(default_factory=list)
    last_setup: dict[str, Any] = Field(default_factory=dict)

    @property
    def pacing_ms(self) -> int:
        """Milliseconds a computer move is shown before the next one plays."""
        return PACING[self.pacing]


def settings_path() -> Path:
    """The settings file."""
    return user_dir() / "settings.json"


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings, or the defaults with a message saying why."""
    p = settings_path()
    if not p.exists():
        return Settings(), None
    try:
        return Settings.model_validate(json.loads(p.read_text(encoding="utf-8"))), None
    except (OSError, ValueError, ValidationError):
        return Settings(), "The settings file was damaged; the defaults are used (it will be rewritten)."


def save_settings(s: Settings) -> None:
    """Write the settings atomically."""
    write_atomic(settings_path(), json.loads(s.model_dump_json()), keep_previous=False)
