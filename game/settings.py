"""Player settings, kept as JSON in the user directory.

A missing or damaged settings file gives the defaults (and a message), never a crash.

The checks are written out here rather than in a pydantic model: the settings are read
before the menu's first frame, and importing pydantic alone would cost more than the whole
start the menu is allowed. Values are read the lenient way a JSON file written by hand needs
(1 for 1.0, "true" for true, a list for the window size); a value out of range or of the wrong
kind is refused with ValueError, whether read from the file or assigned.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, Callable

from game.core.paths import user_dir
from game.core.saves import write_atomic

PACING = {"instant": 0, "fast": 250, "normal": 700, "slow": 1500}
RESPONSE_PRIVACY = ("strict", "relaxed")
#: The smallest and largest UI scale a player may set.
UI_SCALE_RANGE = (0.75, 2.0)

_TRUE = {"1", "true", "t", "yes", "y", "on"}
_FALSE = {"0", "false", "f", "no", "n", "off"}


def _number(v: Any) -> float:
    if isinstance(v, bool):
        raise ValueError("a number, not true or false")
    if isinstance(v, (int, float)):
        return float(v)
    if isinstance(v, str):
        return float(v.strip())  # ValueError when it is no number
    raise ValueError(f"a number, not {v!r}")


def _whole(v: Any) -> int:
    n = _number(v)
    if not math.isfinite(n) or n != int(n):
        raise ValueError(f"a whole number, not {v!r}")
    return int(n)


def _ui_scale(v: Any) -> float:
    s = _number(v)
    low, high = UI_SCALE_RANGE
    if not low <= s <= high:  # NaN fails too
        raise ValueError(f"ui_scale must be between {low} and {high}, not {v!r}")
    return s


def _flag(v: Any) -> bool:
    if isinstance(v, bool):
        return v
    if isinstance(v, int) and v in (0, 1):
        return bool(v)
    if isinstance(v, str) and v.strip().lower() in _TRUE | _FALSE:
        return v.strip().lower() in _TRUE
    raise ValueError(f"true or false, not {v!r}")


def _window(v: Any) -> tuple[int, int]:
    if not isinstance(v, (list, tuple)) or len(v) != 2:
        raise ValueError(f"the window is [width, height], not {v!r}")
    return _whole(v[0]), _whole(v[1])


def _one_of(words) -> Callable[[Any], str]:
    def check(v: Any) -> str:
        if v not in words:
            raise ValueError(f"one of {', '.join(words)}, not {v!r}")
        return v
    return check


def _names(v: Any) -> list[str]:
    if not isinstance(v, (list, tuple)) or not all(isinstance(x, str) for x in v):
        raise ValueError(f"a list of names, not {v!r}")
    return list(v)


def _mapping(v: Any) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise ValueError(f"a mapping, not {v!r}")
    return dict(v)


#: Every setting: its check (which also converts) and its default (a function for a fresh list
#: or dict per Settings).
FIELDS: dict[str, tuple[Callable[[Any], Any], Any]] = {
    "ui_scale": (_ui_scale, 1.0),
    "fullscreen": (_flag, False),
    "window": (_window, (1280, 720)),
    #: Whether `window` is a size the player chose (by resizing); else the app picks one
    #: that fits the desktop.
    "window_chosen": (_flag, False),
    "pacing": (_one_of(tuple(PACING)), "normal"),
    #: Smash Up response windows: "strict" asks every player, so being asked
    #: never reveals a Special; "relaxed" asks only players who hold one.
    "response_privacy": (_one_of(RESPONSE_PRIVACY), "strict"),
    "disabled_mods": (_names, list),
    #: Mods switched on by the player that are off until switched (`default_on: false`).
    "enabled_mods": (_names, list),
    "last_setup": (_mapping, dict),
}


class Settings:
    """Everything the settings screen changes; each field is checked when set."""

    ui_scale: float
    fullscreen: bool
    window: tuple[int, int]
    window_chosen: bool
    pacing: str
    response_privacy: str
    disabled_mods: list[str]
    enabled_mods: list[str]
    last_setup: dict[str, Any]

    def __init__(self, **values: Any) -> None:
        for name, (_, default) in FIELDS.items():
            if name in values:
                setattr(self, name, values[name])
            else:
                object.__setattr__(self, name, default() if callable(default) else default)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in FIELDS:
            value = FIELDS[name][0](value)
        object.__setattr__(self, name, value)

    @classmethod
    def from_json(cls, doc: Any) -> "Settings":
        """Settings from a parsed settings file: unknown keys are ignored (a newer or older
        version's), a bad value raises ValueError."""
        if not isinstance(doc, dict):
            raise ValueError("the settings file holds no mapping")
        return cls(**{k: v for k, v in doc.items() if k in FIELDS})

    def to_json(self) -> dict[str, Any]:
        """The settings as JSON data."""
        out = {name: getattr(self, name) for name in FIELDS}
        out["window"] = list(self.window)
        return json.loads(json.dumps(out))  # a copy: the file never shares lists with the live settings

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return "Settings(" + ", ".join(f"{k}={getattr(self, k)!r}" for k in FIELDS) + ")"

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
        return Settings.from_json(json.loads(p.read_text(encoding="utf-8"))), None
    except (OSError, ValueError, TypeError):
        return Settings(), "The settings file was damaged; the defaults are used (it will be rewritten)."


def save_settings(s: Settings) -> None:
    """Write the settings atomically."""
    write_atomic(settings_path(), s.to_json(), keep_previous=False)
