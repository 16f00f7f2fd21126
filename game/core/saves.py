"""Save files: written atomically, the previous one kept, read with clear errors.

A save is JSON: the match record (setup, answers, state, log) plus what it was
made with (app, content and mod versions). A corrupt or foreign file raises
SaveError with a message a player can read, and nothing is overwritten.

Each game autosaves to its own slot (``autosave-<game>``), so starting one game
never overwrites another's; the single ``autosave`` of older versions is still
listed and loaded. Continue offers the newest autosave of a game in progress: a
finished game's autosave stays under Load (to see how it ended) but is not
offered as if it could go on.
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
AUTOSAVE = "autosave"  # also the one autosave file of versions before per-game autosaves
_SLOT_RE = re.compile(r"^[A-Za-z0-9 _.-]{1,40}$")


def autosave_slot(game: str) -> str:
    """The autosave slot of one game."""
    return f"{AUTOSAVE}-{game}"


def is_autosave(slot: str) -> bool:
    """Whether a slot is an autosave (a game's own, the older single one, or its previous copy)."""
    return slot == AUTOSAVE or slot.startswith(AUTOSAVE + "-") or slot == AUTOSAVE + ".prev"


def make_save(game: str, record: dict[str, Any], content: dict[str, Any], label: str = "") -> dict[str, Any]:
    """A save document for a match record (see Match.to_record)."""
    now = time.time()
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "app_version": __version__,
            "game": game, "label": label, "saved_at": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(now)),
            "saved_ts": now, "content": content, **record}


def summary(doc: dict[str, Any]) -> dict[str, Any]:
    """What a list of saves shows of a (readable) save: game, when, how far, who sits where."""
    setup = doc.get("setup") if isinstance(doc.get("setup"), dict) else {}
    kinds = setup.get("seats") if isinstance(setup.get("seats"), list) else []
    names = setup.get("names") if isinstance(setup.get("names"), list) else []
    seats = [{"name": str(names[i]) if i < len(names) and names[i] else f"Player {i + 1}",
              "person": kind == "human"} for i, kind in enumerate(kinds)]
    result = doc["state"].get("result")
    return {"game": doc["game"], "label": doc.get("label", ""), "saved_at": doc.get("saved_at", ""),
            "decisions": len(doc["answers"]), "progress": str(doc.get("progress") or ""), "seats": seats,
            "finished": result is not None,
            "result": str(result.get("summary", "")) if isinstance(result, dict) else ""}


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

    def slots(self, known_games: set[str] | None = None) -> list[dict[str, Any]]:
        """Every slot, newest first, with its summary (see `summary`) or its one-line problem.

        Each entry has ``slot``, ``path``, ``autosave``, ``when`` (seconds since the epoch),
        and ``previous`` (the slot of its previous copy, when one is kept).
        """
        out: list[dict[str, Any]] = []
        if not self.folder.exists():
            return out
        for p in self.folder.glob("*.json"):
            if p.name.endswith(".prev.json"):
                continue
            try:
                when = p.stat().st_mtime
            except OSError:
                continue  # deleted meanwhile
            entry: dict[str, Any] = {"slot": p.stem, "path": str(p), "autosave": is_autosave(p.stem), "when": when}
            if previous_path(p).exists():
                entry["previous"] = previous_path(p).stem
            try:
                doc = read_save(p, known_games)
                entry.update(summary(doc))
                if isinstance(doc.get("saved_ts"), (int, float)):
                    entry["when"] = float(doc["saved_ts"])
            except SaveError as err:
                entry["problem"] = str(err)
            out.append(entry)
        out.sort(key=lambda e: e["when"], reverse=True)
        return out

    def latest_autosave(self, known_games: set[str] | None = None) -> dict[str, Any] | None:
        """The newest autosave of a game still in progress (what Continue resumes), or None."""
        for entry in self.slots(known_games):
            if entry["autosave"] and "problem" not in entry and not entry["finished"]:
                return entry
        return None

    def has_autosave(self) -> bool:
        """Whether any autosave file exists (a game's own or the older single one)."""
        return self.folder.exists() and any(is_autosave(p.stem) for p in self.folder.glob("*.json"))

    def delete(self, slot: str) -> None:
        """Remove a slot and its previous copy; SaveError when it cannot be removed."""
        p = self.path(slot)
        for q in (p, previous_path(p)):
            try:
                q.unlink()
            except FileNotFoundError:
                pass
            except OSError as err:
                raise SaveError(f"Cannot delete {q.name}: {err.strerror}.") from None
