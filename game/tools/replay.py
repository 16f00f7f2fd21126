"""`replay`: replay a save or a failing game and report where it diverges or fails."""

from __future__ import annotations

import json
from pathlib import Path

from game.core.conformance import replay_report
from game.core.errors import ContentError
from game.session import open_game


def replay(path: Path, show: bool = False) -> int:
    """Replay headless (or in the window with `show`); exit 1 when it fails or diverges."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        game_id = doc["setup"]["game"]
        if not isinstance(doc["answers"], list):
            raise TypeError("answers must be a list")
    except FileNotFoundError:
        print(f"No file {path}.")
        return 1
    except (OSError, ValueError, KeyError, TypeError):
        print(f"{path} is not a save or replay file (it needs a setup and answers).")
        return 1
    try:
        loaded = open_game(game_id)
    except (ContentError, ValueError, KeyError) as err:
        print(f"cannot replay: {err}")
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
