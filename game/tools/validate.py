"""`validate` and `schema`: check data, maps and mods; write the JSON Schemas."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game import catalog
from game.core import mods as modlib
from game.core.content import Issue, counts, load_content, rel, write_schemas
from game.core.errors import ContentError
from game.core.how_to_play import read_how_to_play
from game.core.maps import load_map
from game.core.words import count
from game.core.yamlload import YamlProblem, load_file


def _content_games() -> list[catalog.GameSpec]:
    return [g for g in catalog.games() if g.content is not None]


def _shipped(spec: catalog.GameSpec) -> tuple[dict[str, int], list[Issue], list[str], dict[str, Any]]:
    cspec = spec.content()  # type: ignore[misc]
    data, maps = spec.folders([])
    content = load_content(cspec, data, maps)
    files = content.files + [rel(Path(m.path)) for m in content.maps.values()]
    issues = list(content.issues)
    try:  # the game's How to play summary, shown from its menu
        read_how_to_play(spec.id)
    except ContentError as err:
        issues.extend(err.issues)
    return counts(cspec, content), issues, files, _numbers(cspec, content)


def _numbers(cspec: Any, content: Any) -> dict[str, Any]:
    """Every entry's numbers (whole numbers and lists of them) and its unconfirmed mark, by kind
    and id: what a reader checks against a published record (a base's breakpoint and VP)."""
    def is_number(v: Any) -> bool:
        return isinstance(v, int) and not isinstance(v, bool)

    out: dict[str, Any] = {}
    for kind in cspec.kinds:
        rows = {}
        for e in content.all(kind):
            row = {k: v for k, v in e.model_dump().items()
                   if is_number(v) or (isinstance(v, list) and v and all(is_number(x) for x in v))}
            rows[e.id] = {"name": getattr(e, "name", e.id), **row, "unconfirmed": e.unconfirmed}
        out[kind] = rows
    return out


def _mod_issues(mod: modlib.Mod) -> list[Issue]:
    issues: list[Issue] = []
    for spec in _content_games():
        if not mod.data_folder(spec.id).exists() and not mod.map_folder(spec.id).exists():
            continue
        data, maps = spec.folders([mod])
        content = load_content(spec.content(), data, maps)  # type: ignore[misc]
        issues.extend(content.issues)
    return issues


def _guess_game(path: Path, game: str | None) -> str | None:
    if game:
        return game
    ids = [g.id for g in catalog.games()]
    for part in reversed(path.resolve().parts):
        if part in ids:
            return part
    return None


def check_path(path: Path, game: str | None) -> tuple[list[Issue], str]:
    """Issues of one PATH (a data file or folder, a map, a mod) and a line saying what was loaded."""
    name = rel(path)
    if not path.exists():
        return [Issue(name, None, "", "no such file or folder")], ""
    if path.is_dir() and (path / "mod.yaml").exists():
        return _check_path_mod(path), f"mod {name}"
    if path.name == "mod.yaml":
        return _check_path_mod(path.parent), f"mod info {name}"
    gid = _guess_game(path, game)
    if gid is None:
        return _syntax_issues(path) + [Issue(name, None, "", "cannot tell which game this belongs to; "
                                             "add --game GAME")], ""
    try:
        spec = catalog.get(gid)
    except KeyError as err:
        return [Issue(name, None, "", str(err.args[0]))], ""
    if spec.content is None:
        return [Issue(name, None, "", f"{spec.title} has no content to check yet")], ""
    cspec = spec.content()
    if path.suffix == ".tmx":
        if cspec.maps is None:
            return [Issue(name, None, "", f"{spec.title} uses no maps")], ""
        _, issues = load_map(path, cspec.maps)
        return issues, f"{gid} map {name}"
    data, maps = spec.folders([])
    overlay = [path] if path.resolve() not in [d.resolve() for d in data] else []
    content = load_content(cspec, data + overlay, maps)
    return content.issues, f"{gid} data {name} ({', '.join(f'{n} {k}' for k, n in counts(cspec, content).items())})"


def _syntax_issues(path: Path) -> list[Issue]:
    """YAML syntax errors (with their lines) of a file, or of the files directly in a folder,
    whatever game they are for (not deeper: a wrong folder could be the whole disk)."""
    files = [path] if path.is_file() else sorted(list(path.glob("*.yaml")) + list(path.glob("*.yml")))
    out = []
    for f in files:
        if f.suffix not in (".yaml", ".yml"):
            continue
        try:
            load_file(f)
        except YamlProblem as p:
            out.append(Issue(rel(f), p.line, "", p.message))
        except OSError as err:
            out.append(Issue(rel(f), None, "", f"cannot read: {err.strerror}"))
    return out


def _check_path_mod(root: Path) -> list[Issue]:
    mods, issues = modlib.discover([(root.parent, "project")])
    mod = next((m for m in mods if m.root.resolve() == root.resolve()), None)
    own = rel(root / "mod.yaml")  # the folder may hold other mods: their problems are theirs
    return [i for i in issues if i.file == own] + (_mod_issues(mod) if mod is not None else [])


def validate(paths: list[Path], game: str | None = None, as_json: bool = False) -> int:
    """Check the given paths, or all shipped content and every mod; exit 1 on any error."""
    if paths:
        all_issues: list[Issue] = []
        for p in paths:
            issues, loaded = check_path(p, game)
            if loaded and not as_json:
                print(f"checked {loaded}")
            all_issues.extend(issues)
        return _report(all_issues, None, as_json)
    result_counts: dict[str, dict[str, int]] = {}
    numbers: dict[str, Any] = {}
    shipped_issues: list[Issue] = []
    for spec in _content_games():
        n, issues, files, numbers[spec.id] = _shipped(spec)
        result_counts[spec.id] = n
        shipped_issues.extend(issues)
        if not as_json:
            print(f"{spec.id}: " + (", ".join(f"{v} {k}" for k, v in n.items()) or "no content")
                  + f" from {len(files)} files")
    user_issues: list[Issue] = []
    for folder, origin in catalog.mod_folders():
        mods, found = modlib.discover([(folder, origin)])
        target = shipped_issues if origin == "project" else user_issues
        target.extend(found)
        for m in mods:
            if not as_json:
                print(f"mod {m.id} ({m.origin}, version {m.info.version})")
            target.extend(_mod_issues(m))
    if as_json:  # the shipped content only: the project's data, maps and mods
        return _report(shipped_issues, result_counts, True, numbers)
    return _report(shipped_issues + user_issues, None, False)


def _report(issues: list[Issue], result_counts: dict[str, dict[str, int]] | None, as_json: bool,
            numbers: dict[str, Any] | None = None) -> int:
    errors = [i for i in issues if i.severity == "error"]
    if as_json:
        doc: dict[str, Any] = {"counts": result_counts or {}, "errors": [str(i) for i in errors],
                               "warnings": [str(i) for i in issues if i.severity != "error"]}
        if numbers is not None:
            doc["numbers"] = numbers
        print(json.dumps(doc, indent=1))
    else:
        for i in issues:
            print(("" if i.severity == "error" else "warning: ") + str(i))
        print(count(len(errors), "error") if errors else "all content is valid")
    return 1 if errors else 0


def write_all_schemas(out: Path) -> int:
    """Write the JSON Schemas of every game's data files and of mod.yaml."""
    specs = [g.content() for g in _content_games()]  # type: ignore[misc]
    extra: dict[str, dict[str, Any]] = {"mod": modlib.ModInfo.model_json_schema()}
    try:
        written = write_schemas(specs, out, extra)
    except OSError as err:
        print(f"cannot write schemas to {out}: {err.strerror or err}")
        return 1
    for p in written:
        print(f"wrote {p}")
    return 0
