"""The games the app offers, and loading each game's content with its mods.

Each game package declares a `GameSpec` in its ``__init__`` (cheap to import:
no rules, no pygame). The catalog lists them in menu order; tests may
register extra games (a test-only game) with `register`.

Listing the games stays cheap: the content loader, its models (pydantic) and the mods
are imported only when a game's content or the mods are asked for, so that the menu and
the command line's list of game ids start without them.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from game.core.paths import DATA, MAPS, PROJECT_MODS, user_mods_dir

if TYPE_CHECKING:
    from game.core import mods as modlib
    from game.core.content import Content, ContentSpec
    from game.core.players import PlayerRegistry
    from game.core.rules import GameRules

GAME_IDS = ("smash_up", "vs_system", "heroscape", "strike_teams", "dagger")
VIEW_KINDS = ("card_table", "hex_grid", "square_grid", "world_map")


@dataclass
class GameOption:
    """A game option for the setup screen and the command line (`--name value`).

    `label` and `help` are words a player reads (never the option id); `choices`
    lists the values a player may pick (None: free, e.g. a number), and
    `choice_labels` names each value in words. `picker` tells the setup screen
    which widget to use: "dropdown" (default for choices), "toggle" (true/false),
    "number" (with `low`..`high`), or a game's own picker name (e.g. "factions").
    """

    name: str
    help: str
    choices: Callable[[Content], list[str]] | None = None
    multiple: bool = False  # a comma-separated list
    default: Any = None
    label: str = ""
    choice_labels: Callable[[Content], dict[str, str]] | None = None
    picker: str = ""
    low: int | None = None
    high: int | None = None
    #: Values accepted besides `choices` for the whole option (e.g. "draft").
    specials: tuple[str, ...] = ()

    @property
    def title(self) -> str:
        """The option's name in words."""
        return self.label or self.name.replace("_", " ").capitalize()

    def widget(self) -> str:
        """The setup widget for this option."""
        if self.picker:
            return self.picker
        if self.low is not None or self.high is not None:
            return "number"
        return "dropdown" if self.choices is not None else "text"

    def names(self, content: Content) -> dict[str, str]:
        """Each allowed value with its name in words."""
        values = list(self.specials) + (self.choices(content) if self.choices else [])
        given = self.choice_labels(content) if self.choice_labels else {}
        return {v: given.get(v, v.replace("_", " ")) for v in values}

    def problem(self, content: Content, value: Any) -> str | None:
        """Why `value` is not allowed for this option, in words; None when it is."""
        text = str(value).strip()
        if text in self.specials:
            return None
        if self.low is not None or self.high is not None:
            try:
                n = int(text)
            except ValueError:
                return f"--{self.name} must be a whole number, not {text!r}"
            if (self.low is not None and n < self.low) or (self.high is not None and n > self.high):
                return f"--{self.name} must be between {self.low} and {self.high}, not {n}"
            return None
        if self.choices is None:
            return None
        allowed = self.choices(content)
        parts = [p.strip() for p in text.split(",")] if self.multiple else [text]
        for part in parts:
            if part not in allowed:
                from difflib import get_close_matches
                near = get_close_matches(part, allowed + list(self.specials), n=1)
                hint = f" (did you mean {near[0]!r}?)" if near else ""
                shown = ", ".join(list(self.specials) + allowed)
                return f"--{self.name}: {part!r} is not one of {shown}{hint}"
        return None


@dataclass
class PickItem:
    """One thing a setup picker shows as a card: a faction, an army card, a scenario.

    `lines` are short facts under the name (points, round limit); `map` names a map of the
    game's content drawn small on the card, with `marks` outlining some of its objects by
    name: "start" (start zones), "goal" (spaces to hold or reach), "glyph" or "seat:N"
    (where seat N's figures start); "start:red" draws it in a colour it is called by.
    """

    id: str
    name: str
    colour: tuple[int, int, int] = (90, 100, 130)
    blurb: str = ""
    lines: tuple[str, ...] = ()
    cost: int = 0
    map: str | None = None
    marks: dict[str, str] = field(default_factory=dict)


@dataclass
class SetupField:
    """How the setup screen shows one option (or the scenario, name "scenario") given the
    setup chosen so far: a game's `setup_field` hook answers, so that no game needs a
    screen of its own.

    `items` turn a choice into cards; `per_seat` cards go to each seat (no card twice), or
    at most `most` cards costing at most `budget` in all. `modes` are the buttons that
    leave the cards to the game: (value or None for unset, label, what it means).
    `default` is the value that applies when the option is unset; options with
    `follows_scenario` return to it when the scenario changes.
    """

    shown: bool = True
    items: list[PickItem] | None = None
    allowed: list[str] | None = None
    default: str | None = None
    default_label: str = ""
    per_seat: int = 0
    most: int | None = None
    budget: int | None = None
    unavailable: dict[str, str] = field(default_factory=dict)
    modes: list[tuple[str | None, str, str]] = field(default_factory=list)
    note: str = ""
    follows_scenario: bool = False
    #: `per_seat` cards several seats may take (one deck for everyone).
    shared: bool = False
    #: Buttons under the option opening a game's own screen: (label, "module:function"); the
    #: function gets (app, setup scene) and may push a scene (Vs. System's deck builder).
    actions: list[tuple[str, str]] = field(default_factory=list)


def option_problems(spec: "GameSpec", content: Content, options: dict[str, Any]) -> list[str]:
    """Every problem of a set of game options: unknown names and values not allowed."""
    known = {o.name: o for o in spec.options}
    out = []
    for name, value in options.items():
        opt = known.get(name)
        if opt is None:
            from difflib import get_close_matches
            near = get_close_matches(name, list(known), n=1)
            hint = f" (did you mean --{near[0]}?)" if near else ""
            listed = ", ".join(f"--{k}" for k in known) or "none"
            out.append(f"{spec.title} has no option --{name}{hint}; its options: {listed}")
            continue
        why = opt.problem(content, value)
        if why:
            out.append(why)
    return out


@dataclass
class GameSpec:
    """What the app knows about one game before loading it."""

    id: str
    title: str
    view: str
    min_seats: int
    max_seats: int
    blurb: str
    status: str = "coming"  # "playable" once its issue has landed
    content: Callable[[], ContentSpec] | None = None
    rules: Callable[[Content], GameRules] | None = None
    players: Callable[[], PlayerRegistry] | None = None
    #: "module:Class" of the pygame view, imported only by the UI.
    view_class: str = ""
    scenarios: Callable[[Content], list[tuple[str, str]]] | None = None
    default_scenario: str | None = None
    options: list[GameOption] = field(default_factory=list)
    #: Counts for `validate --json` (defaults to the content kinds' counts).
    data_folder: Path | None = None
    map_folder: Path | None = None
    accent: tuple[int, int, int] = (200, 40, 40)
    #: Player settings the app passes into setup["options"] unless the setup names them
    #: (e.g. Smash Up's "response_privacy").
    settings_options: tuple[str, ...] = ()
    #: The setup screen's hook: (content, option name or "scenario", setup so far) ->
    #: SetupField or None (shown as declared). See SetupField.
    setup_field: Callable[[Content, str, dict[str, Any]], SetupField | None] | None = None
    #: Turns the options a person chose (setup screen, command line) into what the rules read,
    #: before a game starts: (content, options) -> options; ValueError with one line when it can't
    #: (Vs. System writes a deck from the player's deck folder out in full, so that saves replay
    #: anywhere).
    prepare_options: Callable[[Content, dict[str, Any]], dict[str, Any]] | None = None
    #: Seat names when a player gives none, by seat ("Heroes", "Mastermind"); else "Player N".
    seat_names: tuple[str, ...] = ()
    #: Keeps some matches in an autosave of their own, from the setup: a name added to the
    #: game's autosave slot (a Strike Teams campaign: "campaign"), or None for the game's slot.
    save_slot: Callable[[dict[str, Any]], str | None] | None = None

    @property
    def playable(self) -> bool:
        """Whether the game can be played now."""
        return self.status == "playable" and self.rules is not None

    def seat_name(self, seat: int) -> str:
        """A seat's name when the player gave none."""
        return self.seat_names[seat] if seat < len(self.seat_names) else f"Player {seat + 1}"

    def autosave(self, setup: dict[str, Any]) -> str:
        """The autosave slot of a match with this setup."""
        own = self.save_slot(setup) if self.save_slot is not None else None
        from game.core.saves import autosave_slot
        return autosave_slot(self.id) + (f"-{own}" if own else "")

    def default_seats(self) -> list[str]:
        """A person against computers, with the fewest seats the game takes."""
        return ["human"] + ["computer"] * (max(self.min_seats, 2) - 1)

    def folders(self, active_mods: list[modlib.Mod]) -> tuple[list[Path], list[Path]]:
        """Data and map folders in load order: the base, then each active mod."""
        data = [self.data_folder or DATA / self.id] + [m.data_folder(self.id) for m in active_mods]
        maps = [self.map_folder or MAPS / self.id] + [m.map_folder(self.id) for m in active_mods]
        return data, maps


_REGISTRY: dict[str, GameSpec] = {}


def _load_builtin() -> None:
    if _REGISTRY:
        return
    for gid in GAME_IDS:
        spec: GameSpec = importlib.import_module(f"game.{gid}").GAME
        _REGISTRY[spec.id] = spec


def games() -> list[GameSpec]:
    """Every game, in menu order."""
    _load_builtin()
    return list(_REGISTRY.values())


def get(game_id: str) -> GameSpec:
    """One game's spec; KeyError naming the known ids."""
    _load_builtin()
    if game_id not in _REGISTRY:
        raise KeyError(f"unknown game {game_id!r}; games: {', '.join(_REGISTRY)}")
    return _REGISTRY[game_id]


def register(spec: GameSpec) -> None:
    """Add a game (tests register a test-only game this way)."""
    _load_builtin()
    _REGISTRY[spec.id] = spec


def unregister(game_id: str) -> None:
    """Remove a game added with `register`."""
    _REGISTRY.pop(game_id, None)


def mod_folders() -> list[tuple[Path, str]]:
    """Where mods are looked for: the project's, then the user's."""
    return [(PROJECT_MODS, "project"), (user_mods_dir(), "user")]


def find_mods() -> tuple[list[modlib.Mod], list[Any]]:
    """Every mod on disk and the problems of their mod.yaml files."""
    from game.core import mods as modlib
    return modlib.discover(mod_folders())


_LOADED: dict[tuple, "Content"] = {}


def load_game_content(spec: GameSpec, active_mods: list[modlib.Mod] | None = None) -> Content:
    """A game's content: base data and maps, then the active mods in order.

    Kept for the rest of the run while no file under those folders changes (a modder who edits
    a file sees the change the next time the game is opened)."""
    from game.core.content import Content, load_content
    if spec.content is None:
        return Content(spec.id)
    data, maps = spec.folders(active_mods or [])
    key = (spec.id, tuple(map(str, data + maps)), _stamp(data + maps))
    if key not in _LOADED:
        if len(_LOADED) > 16:
            _LOADED.clear()
        _LOADED[key] = load_content(spec.content(), data, maps)
    return _LOADED[key]


def _stamp(folders: list[Path]) -> tuple:
    """What changes when any content file under `folders` does: names, sizes and times."""
    out = []
    for folder in folders:
        if folder.exists():
            for p in sorted(folder.rglob("*")):
                if p.is_file():
                    st = p.stat()
                    out.append((str(p), st.st_size, st.st_mtime_ns))
    return tuple(out)


def content_stamp(content: Content, active_mods: list[modlib.Mod]) -> dict[str, Any]:
    """What a save records of the content it was made with."""
    from game.core import mods as modlib
    return {"digest": content.digest, "mods": modlib.versions(active_mods)}
