"""The command line: `python main.py [play|screenshot|simulate|replay|validate|schema|bench]`.

With no command the app opens its menu. Every command has its own --help.
Extra games (a test-only game, a third-party plugin) are added by naming
their modules in MARVEL_TABLETOP_EXTRA_GAMES (comma-separated; each module
has a GAME spec).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from pathlib import Path
from typing import Any

from game import catalog
from game.core.players import SEAT_KINDS


def _load_extra_games() -> None:
    for mod in filter(None, os.environ.get("MARVEL_TABLETOP_EXTRA_GAMES", "").split(",")):
        catalog.register(importlib.import_module(mod.strip()).GAME)


def _game_ids() -> list[str]:
    return [g.id for g in catalog.games()]


def _seats(text: str | None) -> list[str] | None:
    if not text:
        return None
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    for k in kinds:
        if k not in SEAT_KINDS:
            raise argparse.ArgumentTypeError(f"unknown seat kind {k!r}; use {', '.join(SEAT_KINDS)}")
    return kinds


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1920x1080, not {text!r}") from None
    if w < 320 or h < 240:
        raise argparse.ArgumentTypeError("size must be at least 320x240")
    return w, h


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every command."""
    p = argparse.ArgumentParser(prog="main.py", description="Marvel Tabletop: five Marvel tabletop games "
                                "at one screen. With no command, opens the menu.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    games = _game_ids()

    play = sub.add_parser("play", help="start a game at once",
                          description="Start a game at once; what is not given takes the game's default set-up.")
    play.add_argument("game", choices=games)
    play.add_argument("--seats", type=_seats, help="seat kinds, e.g. human,computer (human, computer, random)")
    play.add_argument("--seed", type=int, default=None, help="the game's random seed")
    play.add_argument("--scenario", help="scenario id (games with scenarios)")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="a game option (repeatable); game options may also be given as --NAME VALUE, "
                      "e.g. --factions avengers,hydra,shield,ultimates")
    play.add_argument("--size", type=_size, help="window size, e.g. 1600x900")

    shot = sub.add_parser("screenshot", help="render a screen to a PNG, headless",
                          description="Render a screen headless. SCREEN is 'menu', 'settings', 'setup', "
                          "'load' or a game id; a game seats computers (or --seats), plays --decisions "
                          "decisions and renders the table as the seat to act sees it.")
    shot.add_argument("screen", choices=["menu", "settings", "setup", "load"] + games)
    shot.add_argument("--out", required=True, type=Path, help="the PNG to write")
    shot.add_argument("--size", type=_size, default=(1920, 1080), help="e.g. 1920x1080")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--seats", type=_seats)
    shot.add_argument("--scenario")
    shot.add_argument("--decisions", type=int, default=0, help="decisions to play before the shot")
    shot.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    shot.add_argument("--text-audit", type=Path, metavar="FILE.json",
                      help="also write every text drawn (size, place, cut or hidden) as JSON")
    shot.add_argument("--scale", type=float, help="UI scale (default: the player's setting)")
    shot.add_argument("--game", help="for SCREEN setup: the game whose setup is shown")

    sim = sub.add_parser("simulate", help="play headless games and report",
                         description="Headless games: game i uses seed S+i and seat positions rotate. "
                         "The last line is one JSON object.")
    sim.add_argument("game", choices=games)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--seats", type=_seats, help="seat kinds (default: random in every seat)")
    sim.add_argument("--scenario")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    sim.add_argument("--fast", action="store_true", help="no checks: measure speed")
    sim.add_argument("--failures", type=Path, default=None,
                     help="folder for replay files of failing games (default: failures/ in the user folder)")

    rep = sub.add_parser("replay", help="replay a save or a failing game",
                         description="Replay a save or replay file headless and report where it diverges "
                         "or fails; --show plays it in the window.")
    rep.add_argument("file", type=Path)
    rep.add_argument("--show", action="store_true")

    val = sub.add_parser("validate", help="check data, maps and mods",
                         description="Check data, maps and mods. With PATHs, check those files or folders "
                         "on top of their game's shipped content.")
    val.add_argument("paths", nargs="*", type=Path)
    val.add_argument("--game", help="the game PATHs belong to (else guessed from their folders)")
    val.add_argument("--json", action="store_true", help="print counts and errors as JSON")

    sch = sub.add_parser("schema", help="write JSON Schemas for the data files",
                         description="Write one JSON Schema per game's data files (and mod.yaml).")
    sch.add_argument("--out", type=Path, required=True)

    bench = sub.add_parser("bench", help="the performance table",
                           description="Games and decisions per second, computer decision time, frame "
                           "times, launch time and memory.")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--games", type=int, default=20, help="games per measurement")
    return p


def _options(pairs: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs:
        if "=" not in pair:
            raise SystemExit(f"--option needs NAME=VALUE, not {pair!r}")
        k, v = pair.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def _game_options(parser: argparse.ArgumentParser, extra: list[str]) -> dict[str, Any]:
    """Game options given as `--name value` after the known arguments (e.g. --factions a,b)."""
    out: dict[str, Any] = {}
    i = 0
    while i < len(extra):
        arg = extra[i]
        if not arg.startswith("--") or len(arg) < 3:
            parser.error(f"unrecognized argument {arg!r}")
        name, eq, value = arg[2:].partition("=")
        if not eq:
            if i + 1 >= len(extra) or extra[i + 1].startswith("--"):
                parser.error(f"game option --{name} needs a value")
            value = extra[i + 1]
            i += 1
        out[name.replace("-", "_")] = value
        i += 1
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    _load_extra_games()
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    cmd = args.command
    if extra and cmd not in ("play", "screenshot", "simulate"):
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if cmd in ("play", "screenshot", "simulate"):
        args.option = args.option + [f"{k}={v}" for k, v in _game_options(parser, extra).items()]
    if cmd is None:
        from game.ui.app import run_app
        return run_app()
    if cmd == "play":
        from game.ui.app import run_app
        setup = {"game": args.game, "seats": args.seats, "seed": args.seed, "scenario": args.scenario,
                 "options": _options(args.option)}
        return run_app(start=setup, size=args.size)
    if cmd == "screenshot":
        from game.ui.shots import screenshot
        return screenshot(args.screen, args.out, args.size, seed=args.seed, seats=args.seats,
                          scenario=args.scenario, decisions=args.decisions, options=_options(args.option),
                          text_audit=args.text_audit, scale=args.scale, game=args.game)
    if cmd == "simulate":
        from game.tools.simulate import simulate
        from game.core.paths import user_dir
        return simulate(args.game, args.games, args.seed, args.seats, args.scenario, _options(args.option),
                        fast=args.fast, failures=args.failures or user_dir() / "failures")
    if cmd == "replay":
        from game.tools.replay import replay
        return replay(args.file, show=args.show)
    if cmd == "validate":
        from game.tools.validate import validate
        return validate(args.paths, game=args.game, as_json=args.json)
    if cmd == "schema":
        from game.tools.validate import write_all_schemas
        return write_all_schemas(args.out)
    if cmd == "bench":
        from game.tools.bench import bench
        return bench(as_json=args.json, games=args.games)
    return 2


if __name__ == "__main__":
    sys.exit(main())
