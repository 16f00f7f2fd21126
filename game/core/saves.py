"""Save files: written atomically, the previous one kept, read with clear errors.

A save is JSON: the match record (setup, answers, state, log) plus what it was
made with (app, content and mod versions). A corrupt or foreign file raises
SaveError with a message a player can read, and nothing is overwritten.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Any

from game import __version__

from .errors import SaveError

FORMAT = "marvel-tabletop-save"
FORMAT_VERSION = 1
AUTOSAVE = "autosave"
_SLOT_RE = re.compile(r"^[A-Za-z0-9 _.-]{1,40}$")


def make_save(game: str, record: dict[str, Any], content: dict[str, Any], label: str = "") -> dict[str, Any]:
    """A save document for a match record (see Match.to_record)."""
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "app_version": __version__,
            "game": game, "label": label, "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
            "content": content, **record}


def write_atomic(path: Path, doc: dict[str, Any], keep_previous: bool = True) -> None:
    """Write JSON to `path` through a temporary file and a rename.

    The old file, when kept, becomes `<name>.prev.json`. A failure leaves the
    old file as it was.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(doc, separators=(",", ":"))
    fd, tmp = tempfile.mkstemp(prefix=path.stem + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if keep_previous and path.exists():
            os.replace(path, previous_path(path))
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def previous_path(path: Path) -> Path:
    """Where the save before `path` is kept."""
    return path.with_name(path.stem + ".prev.json")


def read_save(path: Path, known_games: set[str] | None = None) -> dict[str, Any]:
    """A save document, or SaveError saying plainly what is wrong with the file."""
    name = path.name
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"No save named {name}.") from None
    except OSError as err:
        raise SaveError(f"Cannot read {name}: {err.strerror}.") from None
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise SaveError(f"{name} is damaged (not a readable save file); it was left as it is.") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(f"{name} is not a Marvel Tabletop save.")
    if doc.get("format_version") != FORMAT_VERSION:
        raise SaveError(f"{name} was made by another version of the save format "
                        f"({doc.get('format_version')}); this app reads version {FORMAT_VERSION}.")
    for key in ("game", "setup", "answers", "state"):
        if key not in doc:
            raise SaveError(f"{name} is incomplete: it has no {key}.")
    if known_games is not None and doc["game"] not in known_games:
        raise SaveError(f"{name} is a save of an unknown game {doc['game']!r}.")
    if not isinstance(doc["answers"], list) or not isinstance(doc["state"], dict):
        raise SaveError(f"{name} is damaged: its answers or state have the wrong shape.")
    return doc


class SaveStore:
    """The save slots in one folder: the autosave and named slots."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path(self, slot: str) -> Path:
        """The file of a slot; raises SaveError for a name that cannot be a file."""
        if not _SLOT_RE.match(slot):
            raise SaveError("A save name may use letters, digits, spaces, '_', '-' and '.', up to 40.")
        return self.folder / f"{slot}.json"

    def write(self, slot: str, doc: dict[str, Any]) -> Path:
        """Write a slot atomically, keeping its previous version."""
        p = self.path(slot)
        write_atomic(p, doc)
        return p

    def read(self, slot: str, known_games: set[str] | None = None) -> dict[str, Any]:
        """Read a slot (SaveError when missing, corrupt or foreign)."""
        return read_save(self.path(slot), known_games)

    def slots(self) -> list[dict[str, Any]]:
        """Every slot with a one-line summary (game, label, date) or its problem."""
        out: list[dict[str, Any]] = []
        if not self.folder.exists():
            return out
        for p in sorted(self.folder.glob("*.json"), key=lambda q: q.stat().st_mtime, reverse=True):
            if p.name.endswith(".prev.json"):
                continue
            entry: dict[str, Any] = {"slot": p.stem, "path": str(p)}
            try:
                doc = read_save(p)
                entry.update(game=doc["game"], label=doc.get("label", ""), saved_at=doc.get("saved_at", ""),
                             decisions=len(doc["answers"]))
            except SaveError as err:
                entry["problem"] = str(err)
            out.append(entry)
        return out

    def has_autosave(self) -> bool:
        """Whether an autosave exists."""
        return (self.folder / f"{AUTOSAVE}.json").exists()
