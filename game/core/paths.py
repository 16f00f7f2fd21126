"""Where things live: the project's folders and the per-user data directory.

`MARVEL_TABLETOP_HOME` overrides the user directory (tests and portable installs).
"""

from __future__ import annotations

import os
from pathlib import Path

from game import APP_ID

PROJECT = Path(__file__).resolve().parents[2]
DATA = PROJECT / "data"
MAPS = PROJECT / "maps"
ART = PROJECT / "art"
PROJECT_MODS = PROJECT / "mods"


def user_dir() -> Path:
    """The per-user data directory (saves, settings, logs, user mods); created on demand."""
    override = os.environ.get("MARVEL_TABLETOP_HOME")
    if override:
        p = Path(override)
    else:
        import platformdirs  # only here: the rules never need it
        p = Path(platformdirs.user_data_dir(APP_ID, appauthor=False))
    p.mkdir(parents=True, exist_ok=True)
    return p


def saves_dir() -> Path:
    """Named save slots and the autosave."""
    p = user_dir() / "saves"
    p.mkdir(parents=True, exist_ok=True)
    return p


def user_mods_dir() -> Path:
    """Mods the user installed, scanned after the project's own."""
    p = user_dir() / "mods"
    p.mkdir(parents=True, exist_ok=True)
    return p


def logs_dir() -> Path:
    """Log files of the app."""
    p = user_dir() / "logs"
    p.mkdir(parents=True, exist_ok=True)
    return p


def cache_dir() -> Path:
    """Things the app can make again, kept to start faster (parsed data files)."""
    p = user_dir() / "cache"
    p.mkdir(parents=True, exist_ok=True)
    return p
