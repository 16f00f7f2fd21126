"""Mods: folders that add or replace content entries by id.

A mod is a folder with a ``mod.yaml`` and the project's own layout inside::

    mods/my_mod/mod.yaml              id, name, version, description
    mods/my_mod/data/<game>/*.yaml    entries to add, or to replace by id
    mods/my_mod/maps/<game>/*.tmx     maps to add or replace by file name
    mods/my_mod/art/...               images to use instead of the project's

The project's ``mods/`` is read first, then the user's; inside each, mods in
the order of their ids. The user's mods therefore win over the project's,
which win over the base data. A mod can be switched off in settings.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import Field, ValidationError

from .content import ID_PATTERN, Issue, Model, model_issues, rel
from .yamlload import YamlProblem, load_file


class ModInfo(Model):
    """The mod.yaml of a mod."""

    id: str = Field(pattern=ID_PATTERN, description="Unique id of the mod.")
    name: str = Field(description="Name shown in settings.")
    version: str = Field(default="1", description="The mod's own version, recorded in saves.")
    description: str = ""
    author: str = ""
    default_on: bool = Field(default=True, description="Whether the mod is on until a player switches it "
                             "(an example or a variant that changes the shipped game says false).")


@dataclass
class Mod:
    """A mod found on disk."""

    info: ModInfo
    root: Path
    origin: str  # "project" or "user"

    @property
    def id(self) -> str:
        """The mod's id."""
        return self.info.id

    def data_folder(self, game: str) -> Path:
        """Where this mod keeps a game's data files."""
        return self.root / "data" / game

    def map_folder(self, game: str) -> Path:
        """Where this mod keeps a game's maps."""
        return self.root / "maps" / game


def discover(folders: list[tuple[Path, str]]) -> tuple[list[Mod], list[Issue]]:
    """Every mod under the given (folder, origin) pairs, and the problems found."""
    mods: list[Mod] = []
    issues: list[Issue] = []
    for folder, origin in folders:
        if not folder.exists():
            continue
        for mod_yaml in sorted(folder.glob("*/mod.yaml")):
            name = rel(mod_yaml)
            try:
                data, _ = load_file(mod_yaml)
                info = ModInfo.model_validate(data)
            except YamlProblem as p:
                issues.append(Issue(name, p.line, "", p.message))
                continue
            except ValidationError as err:
                issues.extend(model_issues(ModInfo, err, name, data, "mod"))
                continue
            mods = [m for m in mods if m.id != info.id]  # a user's mod replaces a project mod of the same id
            mods.append(Mod(info, mod_yaml.parent, origin))
    return mods, issues


def active(mods: list[Mod], disabled: set[str], enabled: set[str] | None = None) -> list[Mod]:
    """The mods that are switched on, in load order: a player's choice (`disabled`, `enabled`),
    else the mod's own default."""
    enabled = enabled or set()
    return [m for m in mods if m.id not in disabled and (m.info.default_on or m.id in enabled)]


def is_on(mod: Mod, disabled: set[str], enabled: set[str]) -> bool:
    """Whether one mod is on."""
    return bool(active([mod], disabled, enabled))


def versions(mods: list[Mod]) -> list[dict[str, str]]:
    """What saves record of the mods in use."""
    return [{"id": m.id, "version": m.info.version, "origin": m.origin} for m in mods]
