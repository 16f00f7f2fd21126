"""`replay`: replay a save or a failing game and report where it diverges or fails."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.core.conformance import replay_report
from game.core.errors import ContentError
from game.session import SetupError, open_game


def record_problem(doc: Any) -> str | None:
    """Why `doc` is not a save or replay record, in words; None when its shape is right.

    The rules trust the answers they are given once `apply` has checked them against the
    decision, so anything that is not an answer at all is refused here, before replaying."""
    if not isinstance(doc, dict) or not isinstance(doc.get("setup"), dict) or "answers" not in doc:
        return "it needs a setup and answers"
    setup = doc["setup"]
    if not isinstance(setup.get("game"), str):
        return "its setup names no game"
    seats = setup.get("seats")
    if seats is not None and not (isinstance(seats, list) and all(isinstance(k, str) for k in seats)):
        return "its setup's seats must be a list of seat kinds"
    seed = setup.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        return "its setup's seed must be a whole number"
    if setup.get("scenario") is not None and not isinstance(setup["scenario"], str):
        return "its setup's scenario must be a scenario id"
    if setup.get("options") is not None and not isinstance(setup["options"], dict):
        return "its setup's options must be an object"
    answers = doc["answers"]
    if not isinstance(answers, list):
        return "its answers must be a list"
    for i, a in enumerate(answers):
        if not isinstance(a, dict):
            return f"answer {i} is not an object like {{\"seat\": 0, \"picks\": [\"option id\"]}}"
        seat = a.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int):
            return f"answer {i} names no seat"
        if a.get("concede"):
            continue
        picks = a.get("picks")
        if not isinstance(picks, list) or not all(isinstance(p, str) for p in picks):
            return f"answer {i} must list the option ids it picks"
    return None


def replay(path: Path, show: bool = False) -> int:
    """Replay headless (or in the window with `show`); exit 1 when it fails or diverges."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        print(f"No file {path}.")
        return 1
    except IsADirectoryError:
        print(f"{path} is a folder, not a save or replay file.")
        return 1
    except (OSError, ValueError):
        doc = None
    why = record_problem(doc) if doc is not None else "it is not JSON"
    if why:
        print(f"{path} is not a save or replay file ({why}).")
        return 1
    setup = doc["setup"]
    try:
        loaded = open_game(setup["game"])
        # Seats and scenario as the game knows them (options are the save's own: not re-judged).
        loaded.setup(setup.get("seats"), setup.get("seed"), setup.get("scenario"), setup.get("options"))
    except (ContentError, ValueError, KeyError) as err:
        reason = err.args[0] if isinstance(err, (KeyError, SetupError)) and err.args else err
        print(f"cannot replay {path}: {reason}")
        return 1
    if show:
        from game.ui.app import run_app
        return run_app(replay_doc=doc)
    report = replay_report(loaded.rules, doc)
    if report["ok"]:
        print(f"{path}: {report['decisions']} decisions replay cleanly; result: "
              f"{(report.get('result') or {}).get('summary', 'game not finished')}")
    else:
        where = f" at decision {report['failed_at']}" if report.get("failed_at") is not None else ""
        print(f"{path}: fails{where}: {report['reason']}")
        if report.get("diverges"):
            print(f"  first difference: {report['diverges']}")
    print(json.dumps(report, default=str))
    return 0 if report["ok"] else 1
