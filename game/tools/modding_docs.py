"""`schema --docs FOLDER`: the modder's reference of each game, docs/modding/<game>.md,
written from the code (content models, the game's vocabulary in game/<game>/modding.py,
its map requirements) so that it says what the loader accepts, no more and no less.

tests/test_modding_docs.py regenerates the files and compares them with the committed
ones: a change to a model or the vocabulary must come with the regenerated reference.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType
from typing import Any

from game import catalog
from game.core.content import REFERENCE_DOCS
from game.core.maps import RESERVED_PROPERTIES
from game.core.reference import FieldDoc, MapObject, ModelDoc, Section, Word, model_doc

COMMAND = f"python main.py schema --docs {REFERENCE_DOCS}"


def _module(game_id: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"game.{game_id}.modding")
    except ModuleNotFoundError:
        return None


def _cell(text: str) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def _table(head: tuple[str, ...], rows: list[tuple[str, ...]]) -> list[str]:
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    out += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return out


def _default(text: str) -> str:
    """A default as YAML (in backticks), or words ("required", "none", "any card") as they are."""
    return text if text in ("required", "none") or " " in text or not text else f"`{text}`"


def _fields_table(fields: tuple[FieldDoc, ...] | list[FieldDoc], name: str = "field") -> list[str]:
    return _table((name, "type", "default", "what it is"),
                  [(f"`{f.name}`", f.type, _default(f.default), f.text) for f in fields])


def anchor(title: str) -> str:
    """GitHub's anchor of a heading."""
    return "".join(c for c in title.lower().replace(" ", "-") if c.isalnum() or c in "-_")


def _models(spec: Any, notes: dict[str, str], unions: dict[str, str]) -> list[tuple[str | None, ModelDoc]]:
    """(kind name or None for a nested model, its doc) for every model a data file may hold."""
    out: list[tuple[str | None, ModelDoc]] = []
    seen: set[str] = set()
    todo: list[tuple[str | None, Any]] = [(name, kind.model) for name, kind in spec.kinds.items()]
    while todo:
        kind_name, model = todo.pop(0)
        if model.__name__ in seen:
            continue
        seen.add(model.__name__)
        doc = model_doc(model, notes, unions)
        out.append((kind_name, doc))
        todo += [(None, m) for m in doc.nested]
    return out


def _section(s: Section) -> list[str]:
    lines = [f"## {s.title}", "", f"Written in {s.where}. {s.intro}", ""]
    if s.words and all(len(w.fields) == 1 and w.fields[0].name == w.name for w in s.words):
        # Keys of one mapping (a selector, a filter): one table, a row each.
        lines += _table(("key", "type", "default", "what it is", "example"),
                        [(f"`{w.name}`", w.fields[0].type, _default(w.fields[0].default), w.text, f"`{w.example}`")
                         for w in s.words]) + [""]
    elif any(w.fields for w in s.words):
        lines += _table(("word", "what it does"), [(f"[`{w.name}`](#{anchor(s.title)}-{anchor(w.name)})", w.text)
                                                   for w in s.words]) + [""]
        for w in s.words:
            lines += [f"### {s.title}: `{w.name}`", "", w.text, ""]
            if w.fields:
                lines += _fields_table(w.fields, "key") + [""]
            if w.example:
                lines += [f"Example: `{w.example}`", ""]
        if s.common:
            lines += [f"Any {s.title.lower().rstrip('s')} may also have:", ""] + _fields_table(s.common, "key") + [""]
    else:
        lines += _table(("word", "what it means", "example"),
                        [(f"`{w.name}`", w.text, f"`{w.example}`" if w.example else "") for w in s.words]) + [""]
    return lines


def _maps(spec: Any, mod: ModuleType | None) -> list[str]:
    ms = spec.maps
    lines = ["## Maps", "",
             f"A battlefield is a [Tiled](https://www.mapeditor.org/) `.tmx` file in `maps/{spec.game}/` (or a "
             f"mod's `maps/{spec.game}/`); its file name without `.tmx` is the id a scenario names. A mod's map "
             "replaces a shipped one of the same file name.", "",
             f"- Orientation: **{ms.orientation}**" + (" (stagger axis and index as Tiled saves them; the shipped "
                                                       "maps use stagger axis `y`, index `odd`)."
                                                       if ms.orientation == "hexagonal" else "."),
             "- Tile layers: " + (", ".join(f"`{n}`" for n in ms.tile_layers) or "any") + ".",
             "- Every placed tile carries these tile properties (set them on the tileset's tiles):", ""]
    py = {"str": "string", "int": "int", "float": "float", "bool": "bool"}
    lines += _table(("property", "Tiled type", "what it is"),
                    [(f"`{n}`", py.get(t.__name__, t.__name__), _tile_property_text(n, mod))
                     for n, t in ms.tile_properties.items()]) + [""]
    lines += [f"Never name a property {' or '.join(f'`{p}`' for p in RESERVED_PROPERTIES)}: the map reader "
              "overwrites it with the tile size, and the map is refused.", ""]
    terrains = getattr(mod, "TERRAINS", None)
    if terrains:
        lines += ["Terrains of the shipped tileset:", ""] + _table(
            ("terrain", "what it is"), [(f"`{k}`", v) for k, v in terrains.items()]) + [""]
    props = getattr(mod, "MAP_PROPERTIES", ())
    if props:
        lines += ["Map properties (Map > Map Properties):", ""] + _fields_table(props, "property") + [""]
    lines += ["Object layers, each present even when empty: " + ", ".join(f"`{n}`" for n in ms.object_layers)
              + ". An object's kind is its Tiled *class* (*type* before Tiled 1.9).", ""]
    objects: list[MapObject] = list(getattr(mod, "MAP_OBJECTS", []))
    for layer in ms.object_layers:
        here = [o for o in objects if o.layer == layer]
        if not here:
            continue
        lines += [f"### Layer `{layer}`", ""]
        lines += _table(("class", "what it is", "shape", "name"),
                        [(f"`{o.kind}`", o.text, o.shape, o.name) for o in here]) + [""]
        for o in here:
            if o.properties:
                lines += [f"Properties of `{o.kind}`:", ""] + _fields_table(o.properties, "property") + [""]
    return lines


def _tile_property_text(name: str, mod: ModuleType | None) -> str:
    return {"terrain": "What the ground is (see the terrains below).",
            "elevation": "Levels above the table: a one-tile-high hex is 1."}.get(name, "")


def render(game_id: str) -> str:
    """The reference of one game, as Markdown."""
    spec = catalog.get(game_id)
    cspec = spec.content()  # type: ignore[misc]
    mod = _module(game_id)
    notes = dict(getattr(mod, "FIELD_NOTES", {}))
    unions = dict(getattr(mod, "UNIONS", {}))
    sections: list[Section] = mod.reference() if mod else []
    lines = [f"# {spec.title}: the modder's reference", "",
             f"Generated from the code by `{COMMAND}`; do not edit it by hand (a test compares it with what "
             "the code says). What each field and word means, what it defaults to, and a line of YAML to copy.", "",
             f"Data files live in `data/{game_id}/` or in a mod's `data/{game_id}/` (see "
             "[mods/README.md](../../mods/README.md) and the copyable [example mod](../../mods/example/)). Each "
             "file maps kind names to lists of entries; an entry whose `id` is new is added, one with a shipped "
             "id replaces that entry whole. Check your files with `python main.py validate PATH`; every problem "
             "is printed as `file:line: entry.field: message`.", ""]
    toc = ["Data files"] + [s.title for s in sections] + (["Ids to refer to"] if mod else []) + \
        (["Maps"] if cspec.maps is not None else [])
    lines += ["Contents: " + " · ".join(f"[{t}](#{anchor(t)})" for t in toc), ""]
    lines += ["## Data files", "", "Kinds a file may hold:", ""]
    lines += _table(("kind", "entries"), [(f"`{n}`", k.description or n) for n, k in cspec.kinds.items()]) + [""]
    for kind_name, doc in _models(cspec, notes, unions):
        title = f"### `{kind_name}`: {doc.name}" if kind_name else f"### {doc.name}"
        lines += [title, ""] + ([doc.text, ""] if doc.text else []) + _fields_table(doc.fields) + [""]
    for s in sections:
        lines += _section(s)
    if mod is not None and hasattr(mod, "ids_by_kind"):
        content = catalog.load_game_content(spec, [])
        lines += ["## Ids to refer to", "", "The shipped entries' ids (a mod may add more):", ""]
        for kind, ids in mod.ids_by_kind(content).items():
            lines += [f"- {kind}: " + ", ".join(f"`{i}`" for i in ids)]
        lines += [""]
    if cspec.maps is not None:
        lines += _maps(cspec, mod)
    return "\n".join(lines).rstrip() + "\n"


def documented_games() -> list[str]:
    """The games with content (each gets a reference)."""
    return [g.id for g in catalog.games() if g.content is not None]


def write_docs(out: Path) -> int:
    """Write docs/modding/<game>.md for every game with content; exit code."""
    try:
        out.mkdir(parents=True, exist_ok=True)
        for gid in documented_games():
            p = out / f"{gid}.md"
            p.write_text(render(gid), encoding="utf-8")
            print(f"wrote {p}")
    except OSError as err:
        print(f"cannot write the modding reference to {out}: {err.strerror or err}")
        return 1
    return 0


def all_words(game_id: str) -> list[Word]:
    """Every word of a game's reference (for tests and error messages)."""
    mod = _module(game_id)
    return [w for s in (mod.reference() if mod else []) for w in s.words]
