"""The command line: `python main.py [play|screenshot|simulate|replay|validate|schema|bench]`.

With no command the app opens its menu. Every command has its own --help.
Extra games (a test-only game, a third-party plugin) are added by naming
their modules in MARVEL_TABLETOP_EXTRA_GAMES (comma-separated; each module
has a GAME spec).

Bad input gets one line on stderr and exit code 2, never a traceback: a flag
no command and no game option knows, a value out of range, an option value
the game does not allow, a setup the game refuses (checked headless before
any window opens). A bug still gets one line; its traceback goes to the
error log in the user folder.
"""

from __future__ import annotations

import argparse
import importlib
import math
import os
import sys
import textwrap
from difflib import get_close_matches
from pathlib import Path
from typing import Any

from game import catalog
from game.core.players import SEAT_KINDS
from game.core.words import count

EXIT_CODES = ("exit codes: 0 done; 1 a check failed or something could not be read, written or "
              "started; 2 the command line is wrong (an unknown flag, a value or option the game "
              "does not take).")
#: Commands whose extra `--NAME VALUE` arguments are game options.
GAME_COMMANDS = ("play", "screenshot", "simulate")
SCREENS = ("menu", "settings", "setup", "load")


class _Parser(argparse.ArgumentParser):
    """argparse with a one-line error (no usage block) and exit code 2."""

    def error(self, message: str):  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def _load_extra_games() -> None:
    for mod in filter(None, os.environ.get("MARVEL_TABLETOP_EXTRA_GAMES", "").split(",")):
        catalog.register(importlib.import_module(mod.strip()).GAME)


def _game_ids() -> list[str]:
    return [g.id for g in catalog.games()]


# -- argument types: each refuses a bad value with a line naming it ---------

def _seats(text: str) -> list[str] | None:
    """Seat kinds, comma-separated. The one place the command line reads a seat kind."""
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    for k in kinds:
        if k not in SEAT_KINDS:
            raise argparse.ArgumentTypeError(f"unknown seat kind {k!r}; use {', '.join(SEAT_KINDS)}")
    return kinds or None


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1920x1080, not {text!r}") from None
    if w < 320 or h < 240:
        raise argparse.ArgumentTypeError("size must be at least 320x240")
    return w, h


def _at_least(low: int):
    def check(text: str) -> int:
        try:
            n = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if n < low:
            raise argparse.ArgumentTypeError(f"must be {low} or more, not {n}")
        return n
    return check


def _scale(text: str) -> float:
    from game.settings import UI_SCALE_RANGE
    low, high = UI_SCALE_RANGE
    try:
        s = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(s) or not low <= s <= high:
        raise argparse.ArgumentTypeError(f"must be between {low} and {high}, not {text}")
    return s


def _out_file(text: str) -> Path:
    """A file to write: its folder must exist, and it must not be a folder itself."""
    p = Path(text)
    if p.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a folder; give a file name in it")
    folder = p.parent
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"the folder {folder} does not exist" if not folder.exists()
                                         else f"{folder} is not a folder")
    return p


def _out_folder(text: str) -> Path:
    """A folder to write into (made if missing); an existing file of that name is refused."""
    p = Path(text)
    if p.exists() and not p.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a file, not a folder")
    return p


# -- the parser ------------------------------------------------------------

def build_parser(help_game: str | None = None) -> _Parser:
    """The argument parser with every command; with `help_game`, `play --help` lists that
    game's scenarios and options (this loads its content)."""
    p = _Parser(prog="main.py", description="Marvel Tabletop: five Marvel tabletop games "
                "at one screen. With no command, opens the menu.", epilog=EXIT_CODES)
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    games = _game_ids()
    seats_help = f"seat kinds, comma-separated ({', '.join(SEAT_KINDS)})"
    option_help = "a game option (repeatable); game options may also be given as --NAME VALUE"

    def command(name: str, **kw) -> _Parser:
        # No abbreviations: game options share the flag namespace (--game would be --games).
        return sub.add_parser(name, allow_abbrev=False, **kw)

    play = command("play", help="start a game at once",
                   description=textwrap.fill("Start a game at once; what is not given takes the game's "
                                             "default set-up. The set-up is checked before the window opens. "
                                             "`play GAME --help` lists the game's scenarios and options.", 80),
                   epilog=game_help(help_game) if help_game else
                   "e.g. play smash_up --factions avengers,hydra,shield,ultimates\n\n" + textwrap.fill(EXIT_CODES, 80),
                   formatter_class=argparse.RawDescriptionHelpFormatter)
    play.add_argument("game", choices=games)
    play.add_argument("--seats", type=_seats, help=seats_help + ", e.g. human,computer")
    play.add_argument("--seed", type=int, default=None, help="the game's random seed")
    play.add_argument("--scenario", help="scenario id (games with scenarios)")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help=option_help)
    play.add_argument("--size", type=_size, help="window size, e.g. 1600x900")

    shot = command("screenshot", help="render a screen to a PNG, headless",
                   description="Render a screen headless. SCREEN is 'menu', 'settings', 'setup', "
                   "'load' or a game id; a game seats computers (or --seats), plays --decisions "
                   "decisions and renders the table as the seat to act sees it.", epilog=EXIT_CODES)
    shot.add_argument("screen", choices=list(SCREENS) + games)
    shot.add_argument("--out", required=True, type=_out_file, help="the PNG to write")
    shot.add_argument("--size", type=_size, default=(1920, 1080), help="e.g. 1920x1080")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--seats", type=_seats, help=seats_help)
    shot.add_argument("--scenario")
    shot.add_argument("--decisions", type=_at_least(0), default=0, help="decisions to play before the shot")
    shot.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help=option_help)
    shot.add_argument("--text-audit", type=_out_file, metavar="FILE.json",
                      help="also write every text drawn (size, place, cut or hidden) as JSON")
    shot.add_argument("--scale", type=_scale, help="UI scale (default: the player's setting)")
    shot.add_argument("--game", choices=games, help="for SCREEN setup: the game whose setup is shown")

    sim = command("simulate", help="play headless games and report",
                  description="Headless games: game i uses seed S+i and seat positions rotate. "
                  "The last line is one JSON object.", epilog=EXIT_CODES)
    sim.add_argument("game", choices=games)
    sim.add_argument("--games", type=_at_least(1), default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--seats", type=_seats, help=seats_help + " (default: random in every seat)")
    sim.add_argument("--scenario")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help=option_help)
    sim.add_argument("--fast", action="store_true", help="no checks: measure speed")
    sim.add_argument("--failures", type=_out_folder, default=None,
                     help="folder for replay files of failing games (default: failures/ in the user folder)")

    rep = command("replay", help="replay a save or a failing game",
                  description="Replay a save or replay file headless and report where it diverges "
                  "or fails; --show plays it in the window.", epilog=EXIT_CODES)
    rep.add_argument("file", type=Path)
    rep.add_argument("--show", action="store_true")

    val = command("validate", help="check data, maps and mods",
                  description="Check data, maps and mods. With PATHs, check those files or folders "
                  "on top of their game's shipped content.", epilog=EXIT_CODES)
    val.add_argument("paths", nargs="*", type=Path)
    val.add_argument("--game", choices=games, help="the game PATHs belong to (else guessed from their folders)")
    val.add_argument("--json", action="store_true", help="print counts and errors as JSON")

    sch = command("schema", help="write JSON Schemas and the modder's reference",
                  description="Write one JSON Schema per game's data files (and mod.yaml) with --out, "
                  "and each game's modder's reference (every field, ability word and map requirement, "
                  "from the code) with --docs.", epilog=EXIT_CODES)
    sch.add_argument("--out", type=_out_folder, help="the folder for the schemas (made if missing)")
    sch.add_argument("--docs", type=_out_folder, metavar="FOLDER",
                     help="the folder for <game>.md references, e.g. docs/modding (made if missing)")

    bench = command("bench", help="the performance table",
                    description="Games and decisions per second, computer decision time, frame "
                    "times, launch time and memory.", epilog=EXIT_CODES)
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--games", type=_at_least(1), default=20, help="games per measurement")
    p.commands = {name: parser for name, parser in sub.choices.items()}  # type: ignore[attr-defined]
    return p


def game_help(game_id: str) -> str:
    """A game's seats, scenarios and options, for `play GAME --help`."""
    from game.session import open_game
    spec = catalog.get(game_id)
    try:
        content = open_game(game_id).content
    except Exception:  # noqa: BLE001 - not playable or broken content: list what the spec declares
        content = None
    from game.core.rules import seat_range
    lines = [f"{spec.title} takes {seat_range(spec.min_seats, spec.max_seats)}"
             + ("." if spec.playable else " (not playable yet)."), ""]
    if spec.scenarios is not None:
        lines.append("scenarios (--scenario ID):")
        try:
            found = spec.scenarios(content) if content is not None else []
        except Exception:  # noqa: BLE001
            found = []
        width = max((len(sid) for sid, _ in found), default=0)
        lines += [f"  {sid.ljust(width)}  {name}" for sid, name in found] or ["  (none found)"]
        if spec.default_scenario:
            lines.append(f"  default: {spec.default_scenario}")
        lines.append("")
    lines.append("options (--NAME VALUE or --option NAME=VALUE):" if spec.options else "options: none")
    wrap = textwrap.TextWrapper(width=80, initial_indent="      ", subsequent_indent="      ")
    for opt in spec.options:
        lines.append(f"  --{opt.name}  {opt.title}")
        lines += wrap.wrap(opt.help)
        lines += wrap.wrap(_values_text(opt, content))
    lines += ["", textwrap.fill(EXIT_CODES, 80)]
    return "\n".join(lines)


def _values_text(opt: catalog.GameOption, content: Any) -> str:
    if opt.low is not None or opt.high is not None:
        return f"values: a whole number from {opt.low} to {opt.high}"
    if opt.choices is None or content is None:
        return "values: free text" if opt.choices is None else "values: as the game's content lists"
    names = opt.names(content)

    def listed(values: list[str]) -> str:
        return ", ".join(v if names[v] == v.replace("_", " ") else f"{v} ({names[v]})" for v in values)
    plain = [v for v in names if v not in opt.specials]
    text = "values: " + (f"{listed(list(opt.specials))}, or " if opt.specials else "")
    text += ("a comma-separated list of " if opt.multiple else "") + listed(plain)
    return text + (f"; default {opt.default}" if opt.default is not None else "")


def _help_game(argv: list[str]) -> str | None:
    """The game of `play GAME --help`, if that is what was asked."""
    if not argv or argv[0] != "play" or not {"-h", "--help"} & set(argv):
        return None
    ids = _game_ids()
    return next((a for a in argv[1:] if a in ids), None)


# -- game options ----------------------------------------------------------

def _options(parser: argparse.ArgumentParser, pairs: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs:
        if "=" not in pair:
            parser.error(f"--option needs NAME=VALUE, not {pair!r}")
        k, v = pair.split("=", 1)
        out[k.strip().replace("-", "_")] = v.strip()
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
                parser.error(f"unrecognized argument {arg} (a game option --{name} would need a value)")
            value = extra[i + 1]
            i += 1
        out[name.replace("-", "_")] = value
        i += 1
    return out


def _check_option_names(parser: argparse.ArgumentParser, spec: catalog.GameSpec, options: dict[str, Any]) -> None:
    """Every option name must be one of the game's own (the values are checked with its content)."""
    known = [o.name for o in spec.options]
    for name in options:
        if name in known:
            continue
        flags = [f for a in parser._actions for f in a.option_strings if f.startswith("--")]  # noqa: SLF001
        game_flags = [f"--{k}" for k in known]
        near = get_close_matches(f"--{name}", flags + game_flags, n=1)
        hint = f" (did you mean {near[0]}?)" if near else ""
        listed = ", ".join(game_flags) or "none"
        parser.error(f"unrecognized argument --{name}{hint}; {spec.title}'s game options: {listed}")


def _with_game_options(parser: argparse.ArgumentParser, args: argparse.Namespace, extra: list[str]) -> dict[str, Any]:
    """The game options of a play/screenshot/simulate command line, names checked."""
    options = _options(parser, args.option)
    options.update(_game_options(parser, extra))
    game_id = args.game if args.command != "screenshot" else args.screen
    if args.command == "screenshot" and game_id in SCREENS:
        if extra:
            parser.error(f"unrecognized arguments: {' '.join(extra)}")
        return options
    _check_option_names(parser, catalog.get(game_id), options)
    return options


# -- running ---------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit code. A bug prints one line (details in the error log)."""
    try:
        return _run(sys.argv[1:] if argv is None else list(argv))
    except KeyboardInterrupt:
        return 130
    except Exception as err:  # noqa: BLE001 - the promise: no traceback on the terminal
        path = _log_bug(err)
        first = (str(err).splitlines() or [""])[0]
        print(f"main.py: internal error: {type(err).__name__}: {first} (details in {path})", file=sys.stderr)
        return 1


def _log_bug(err: BaseException) -> str:
    import time
    import traceback

    from game.core.paths import logs_dir
    try:
        path = logs_dir() / "errors.log"
        with open(path, "a", encoding="utf-8") as f:
            f.write(time.strftime("\n== %Y-%m-%d %H:%M:%S (command line) ==\n"))
            f.write("".join(traceback.format_exception(type(err), err, err.__traceback__)))
        return str(path)
    except OSError:
        return "nowhere: the error log could not be written"


def _run(argv: list[str]) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    _load_extra_games()
    if not argv:  # the menu: no parser to build (argparse and the parser are a tenth of the start)
        from game.ui.app import run_app
        return run_app()
    parser = build_parser(_help_game(argv))
    flag = argv[0].split("=", 1)[0]
    if flag.startswith("-") and flag not in parser._option_string_actions:  # a command's flag with no command
        owners = [name for name, sub in parser.commands.items() if flag in sub._option_string_actions]  # type: ignore[attr-defined]
        if owners:
            parser.error(f"{flag} goes after a command ({' or '.join(owners)}), e.g. main.py {owners[0]} ... {flag} ...")
    args, extra = parser.parse_known_args(argv)
    cmd = args.command
    if cmd is None:
        if extra:
            parser.error(f"unrecognized arguments: {' '.join(extra)}")
        from game.ui.app import run_app
        return run_app()
    sub = parser.commands[cmd]  # type: ignore[attr-defined]
    if extra and cmd not in GAME_COMMANDS:
        sub.error(f"unrecognized arguments: {' '.join(extra)}")
    from game.session import SetupError
    try:
        return _dispatch(cmd, sub, args, extra)
    except SetupError as err:
        sub.error(str(err))
    return 2


def _dispatch(cmd: str, sub: argparse.ArgumentParser, args: argparse.Namespace, extra: list[str]) -> int:
    options = _with_game_options(sub, args, extra) if cmd in GAME_COMMANDS else {}
    if cmd == "play":
        return _play(args, options)
    if cmd == "screenshot":
        from game.ui.shots import screenshot
        return screenshot(args.screen, args.out, args.size, seed=args.seed, seats=args.seats,
                          scenario=args.scenario, decisions=args.decisions, options=options,
                          text_audit=args.text_audit, scale=args.scale, game=args.game)
    if cmd == "simulate":
        from game.core.paths import user_dir
        from game.tools.simulate import simulate
        return simulate(args.game, args.games, args.seed, args.seats, args.scenario, options,
                        fast=args.fast, failures=args.failures or user_dir() / "failures")
    if cmd == "replay":
        from game.tools.replay import replay
        return replay(args.file, show=args.show)
    if cmd == "validate":
        from game.tools.validate import validate
        return validate(args.paths, game=args.game, as_json=args.json)
    if cmd == "schema":
        if args.out is None and args.docs is None:
            sub.error("give --out FOLDER (JSON Schemas), --docs FOLDER (the modder's reference) or both")
        from game.tools.modding_docs import write_docs
        from game.tools.validate import write_all_schemas
        code = write_all_schemas(args.out) if args.out is not None else 0
        return max(code, write_docs(args.docs) if args.docs is not None else 0)
    if cmd == "bench":
        from game.tools.bench import bench
        return bench(as_json=args.json, games=args.games)
    return 2


def _play(args: argparse.Namespace, options: dict[str, Any]) -> int:
    """Check the whole setup headless (as the app will start it), then open the window."""
    from game.core.errors import ContentError
    from game.session import open_game
    from game.settings import load_settings
    settings, _ = load_settings()
    try:
        loaded = open_game(args.game, set(settings.disabled_mods), enabled_mods=set(settings.enabled_mods))
    except ContentError as err:
        print(f"cannot play {args.game}: its content has {count(len(err.issues), 'problem')}; "
              f"'python main.py validate' lists them", file=sys.stderr)
        return 1
    except ValueError as err:
        print(f"cannot play {args.game}: {err}", file=sys.stderr)
        return 1
    defaults = {name: getattr(settings, name) for name in loaded.spec.settings_options}
    full = loaded.checked_setup(args.seats, args.seed, args.scenario, options, defaults)
    from game.ui.app import run_app
    setup = {"game": args.game, "seats": args.seats, "seed": full["seed"], "scenario": args.scenario,
             "options": options}
    return run_app(start=setup, size=args.size, loaded=loaded)


if __name__ == "__main__":
    sys.exit(main())
