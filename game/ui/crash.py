"""The error log: a bug's traceback appended where a player can send it (logs/errors.log).

Below the app and its scenes, so that any of them can write to it.
"""

from __future__ import annotations

import time
import traceback

from game.core.paths import logs_dir


def write_crash_log(err: BaseException) -> str:
    """Append a traceback to the log file; returns the file's path."""
    path = logs_dir() / "errors.log"
    try:
        with open(path, "a", encoding="utf-8") as f:
            f.write(time.strftime("\n== %Y-%m-%d %H:%M:%S ==\n"))
            f.write("".join(traceback.format_exception(type(err), err, err.__traceback__)))
    except OSError:
        return "(the log could not be written)"
    return str(path)
