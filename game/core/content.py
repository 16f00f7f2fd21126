"""Content: YAML data files validated by strict models, every error collected.

A data file is a mapping from kind names to lists of entries::

    cards:
      - id: hulk
        name: Hulk
        power: 5

Each game declares a `ContentSpec`: its kinds (each with a pydantic model), a
cross-reference check and the maps it reads. `load_content` reads the base data
and then each enabled mod in order (a mod's entry replaces a base entry with
the same id, or adds a new one), and gathers every problem as an `Issue`::

    data/smash_up/avengers.yaml:12: cards[hulk].power: Input should be a valid integer

Nothing here raises for bad content; callers look at `issues`.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .problems import Issue, did_you_mean, rel
from .yamlload import LineDict, YamlProblem, line_of, load_file

ID_PATTERN = r"^[a-z0-9][a-z0-9_]*$"


class Model(BaseModel):
    """Base of every content model: unknown keys are errors, values are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Entry(Model):
    """Base of every top-level entry: an id, and a mark for values nobody confirmed."""

    id: str = Field(pattern=ID_PATTERN, description="Unique id: lower case letters, digits, '_'.")
    unconfirmed: bool | list[str] = Field(
        default=False,
        description="True, or the names of fields, when a value was chosen because no record confirms it.")


@dataclass
class Kind:
    """One kind of content entry (cards, bases, figures...)."""

    name: str
    model: type[Entry]
    #: How many of these the content holds (e.g. cards counted with copies).
    count: Callable[[list[Any]], int] = len
    description: str = ""


@dataclass
class ContentSpec:
    """What a game reads from data/<game>/ and maps/<game>/."""

    game: str
    kinds: dict[str, Kind]
    #: Cross-reference checks over the whole loaded content.
    check: Callable[["Content"], list[Issue]] | None = None
    #: Requirements for this game's maps (see maps.MapSpec), or None.
    maps: Any = None
    #: More help for a word a closed list refused: (field, word) -> a clause such as "'x' is a
    #: trigger: write it as when: x", or "". The game knows its other lists; the loader does not.
    hint: Callable[[str, str], str] | None = None


@dataclass
class Content:
    """A loaded content set: entries by kind and id, where each came from, its issues."""

    game: str
    entries: dict[str, dict[str, Any]] = field(default_factory=dict)
    where: dict[tuple[str, str], tuple[str, int | None]] = field(default_factory=dict)
    issues: list[Issue] = field(default_factory=list)
    maps: dict[str, Any] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)
    digest: str = ""
    #: Which source (base data = 0, then each mod) an entry came from.
    source_of: dict[tuple[str, str], int] = field(default_factory=dict)

    @property
    def errors(self) -> list[Issue]:
        """Issues of severity error."""
        return [i for i in self.issues if i.severity == "error"]

    def all(self, kind: str) -> list[Any]:
        """Every entry of a kind, in load order."""
        return list(self.entries.get(kind, {}).values())

    def get(self, kind: str, eid: str) -> Any:
        """One entry; KeyError naming close ids when it is missing."""
        table = self.entries.get(kind, {})
        if eid in table:
            return table[eid]
        raise KeyError(f"no {kind} entry {eid!r}{did_you_mean(eid, table)}")

    def has(self, kind: str, eid: str) -> bool:
        """Whether an entry exists."""
        return eid in self.entries.get(kind, {})

    def issue_at(self, kind: str, eid: str, fieldpath: str, message: str) -> Issue:
        """An issue located at an entry's file and line (for cross-reference checks)."""
        file, line = self.where.get((kind, eid), ("?", None))
        return Issue(file, line, f"{kind}[{eid}]{'.' + fieldpath if fieldpath else ''}", message)

    def ref(self, kind: str, eid: str, fieldpath: str, target_kind: str, target: str) -> list[Issue]:
        """[] when `target` is an id of `target_kind`; else one issue naming both ends."""
        if self.has(target_kind, target):
            return []
        return [self.issue_at(kind, eid, fieldpath,
                              f"unknown {target_kind[:-1] if target_kind.endswith('s') else target_kind} "
                              f"{target!r}{did_you_mean(target, self.entries.get(target_kind, {}))}")]


#: Where each game's modder's reference is written (game/tools/modding_docs.py).
REFERENCE_DOCS = "docs/modding"


def reference_doc(game: str) -> str | None:
    """The modder's reference of a game (docs/modding/<game>.md) when there is one."""
    from .paths import PROJECT
    name = f"{REFERENCE_DOCS}/{game}.md"
    return name if (PROJECT / name).exists() else None


def data_files(folder: Path) -> list[Path]:
    """The YAML files of a folder (recursively, sorted), or the file itself."""
    if folder.is_file():
        return [folder]
    if not folder.exists():
        return []
    return sorted(p for p in list(folder.rglob("*.yaml")) + list(folder.rglob("*.yml"))
                  if p.name != "how_to_play.yaml")  # the game's rules summary, not content (core/how_to_play.py)


def load_content(spec: ContentSpec, folders: list[Path], map_folders: list[Path] | None = None) -> Content:
    """Read every YAML file of `folders` (folders or single files) in order; a later
    source replaces an earlier one's entry with the same id."""
    content = Content(spec.game)
    content.entries = {k: {} for k in spec.kinds}
    digest = hashlib.sha256()
    for source, folder in enumerate(folders):
        for path in data_files(folder):
            digest.update(rel(path).encode())
            digest.update(path.read_bytes())
            _load_file(spec, path, content, source)
    if map_folders is not None and spec.maps is not None:
        from .maps import load_maps
        maps, issues = load_maps(spec.maps, map_folders)
        content.maps = maps
        content.issues.extend(issues)
        for m in maps.values():
            digest.update(Path(m.path).read_bytes())
    if spec.check and not content.errors:
        try:
            content.issues.extend(spec.check(content))
        except Exception as err:  # noqa: BLE001 - a check bug must not hide the content errors
            content.issues.append(Issue(spec.game, None, "", f"cross-reference check failed: {err!r}"))
    content.digest = digest.hexdigest()[:16]
    return content


def _load_file(spec: ContentSpec, path: Path, content: Content, source: int) -> None:
    name = rel(path)
    content.files.append(name)
    add = content.issues.append
    try:
        data, dups = load_file(path)
    except YamlProblem as p:
        add(Issue(name, p.line, "", p.message))
        return
    except OSError as err:
        add(Issue(name, None, "", f"cannot read: {err.strerror}"))
        return
    for line, msg in dups:
        add(Issue(name, line, "", msg))
    if data is None:
        add(Issue(name, 1, "", "the file is empty", "warning"))
        return
    if not isinstance(data, LineDict):
        add(Issue(name, getattr(data, "line", 1), "",
                  f"a data file maps kind names ({', '.join(spec.kinds)}) to lists of entries"))
        return
    for kind_name, entries in data.items():
        kline = data.key_lines.get(kind_name)
        kind = spec.kinds.get(kind_name)
        if kind is None:
            add(Issue(name, kline, str(kind_name),
                      f"unknown kind for {spec.game}{did_you_mean(kind_name, spec.kinds)}; "
                      f"known kinds: {', '.join(spec.kinds)}"))
            continue
        if not isinstance(entries, list):
            add(Issue(name, kline, kind_name, "must be a list of entries (each starting with '- id: ...')"))
            continue
        for i, raw in enumerate(entries):
            _load_entry(kind, name, entries, i, raw, content, source, spec)


def _load_entry(kind: Kind, file: str, entries: list, i: int, raw: Any, content: Content,
                source: int, spec: ContentSpec | None = None) -> None:
    line = entries.item_lines[i] if hasattr(entries, "item_lines") else None
    label = f"{kind.name}[{i}]"
    if not isinstance(raw, dict):
        content.issues.append(Issue(file, line, label, "an entry must be a mapping of fields"))
        return
    eid = raw.get("id")
    if isinstance(eid, str) and eid:
        label = f"{kind.name}[{eid}]"
    try:
        entry = kind.model.model_validate(raw)
    except ValidationError as err:
        content.issues.extend(model_issues(kind.model, err, file, raw, label, spec))
        return
    table = content.entries[kind.name]
    key = (kind.name, entry.id)
    if entry.id in table and content.source_of.get(key) == source:
        pfile, pline = content.where[key]
        at = f"line {pline}" if pfile == file else f"{pfile}:{pline}"
        content.issues.append(Issue(file, line, label, f"duplicate id {entry.id!r} (first at {at})"))
        return
    table[entry.id] = entry  # a later source (a mod) replaces the entry with the same id
    content.where[key] = (file, line)
    content.source_of[key] = source


def model_issues(model: type[BaseModel], err: ValidationError, file: str, raw: Any, label: str,
                 spec: ContentSpec | None = None) -> list[Issue]:
    """The issues of a failed validation, one per field (a union's alternatives merged)."""
    merged: dict[tuple[int | None, str], list[str]] = {}
    for e in err.errors():
        issue = _pydantic_issue(model, file, raw, label, dict(e), spec)
        msgs = merged.setdefault((issue.line, issue.where), [])
        if issue.message not in msgs:
            msgs.append(issue.message)
    return [Issue(file, line, where, " or ".join(msgs)) for (line, where), msgs in merged.items()]


def _pydantic_issue(model: type[BaseModel], file: str, raw: Any, label: str, e: dict[str, Any],
                    spec: ContentSpec | None = None) -> Issue:
    loc = list(e.get("loc", ()))
    line = line_of(raw, loc)
    fieldpath = _loc_text(raw, loc)
    where = f"{label}.{fieldpath}" if fieldpath else label
    msg = e.get("msg", "invalid")
    etype = e.get("type", "")
    ctx = e.get("ctx", {})
    if etype == "extra_forbidden" and loc:
        allowed = _fields_at(model, loc[:-1])
        msg = f"unknown field {loc[-1]!r}{did_you_mean(str(loc[-1]), allowed)}"
    elif etype == "union_tag_invalid":
        field_name = str(ctx.get("discriminator", "kind")).strip("'")
        msg = _wrong_word(field_name, ctx.get("tag", ""), _quoted_words(ctx.get("expected_tags", "")), spec)
    elif etype == "literal_error" and loc:
        msg = _wrong_word(str(loc[-1]), e.get("input"), _quoted_words(ctx.get("expected", "")), spec)
    elif etype == "missing":
        msg = "required field is missing"
    return Issue(file, line, where, msg)


def _quoted_words(text: Any) -> list[str]:
    """The words of pydantic's "'a', 'b' or 'c'"."""
    import re
    return re.findall(r"'([^']*)'", str(text))


def _wrong_word(field_name: str, word: Any, words: list[str], spec: ContentSpec | None) -> str:
    """A word a closed list refused: the close ones, the whole list, the game's hint and where
    every word is explained, e.g. "unknown kind 'after_scoring'; kind is one of: on_play, ...".
    """
    listed = ", ".join(words)
    if not isinstance(word, str):
        msg = f"{field_name} must be one of: {listed}, not {word!r}"
    else:
        msg = f"unknown {field_name} {word!r}{did_you_mean(word, words)}; {field_name} is one of: {listed}"
        extra = spec.hint(field_name, word) if spec is not None and spec.hint is not None else ""
        if extra:
            msg += f"; {extra}"
    doc = reference_doc(spec.game) if spec is not None else None
    return msg + (f" (every word explained: {doc})" if doc else "")


def _loc_text(raw: Any, loc: list[Any]) -> str:
    """A pydantic location as a dotted path, keeping only steps present in the data."""
    out: list[str] = []
    node = raw
    for i, step in enumerate(loc):
        last = i == len(loc) - 1
        if isinstance(node, dict) and (step in node or last):
            out.append(str(step))
            node = node.get(step)
        elif isinstance(node, list) and isinstance(step, int):
            if out:
                out[-1] += f"[{step}]"
            else:
                out.append(f"[{step}]")
            node = node[step] if 0 <= step < len(node) else None
    return ".".join(out)


def _fields_at(model: type[BaseModel], loc: list[Any]) -> list[str]:
    """Field names allowed at a location inside a model (best effort, for suggestions)."""
    current: Any = model
    for step in loc:
        if isinstance(step, int):
            continue
        fields = getattr(current, "model_fields", None)
        if fields and step in fields:
            current = _inner_model(fields[step].annotation)
        else:
            sub = _union_member(current, step)
            if sub is not None:
                current = sub
    fields = getattr(current, "model_fields", None)
    return list(fields) if fields else []


def _inner_model(annotation: Any) -> Any:
    import typing
    args = getattr(annotation, "__args__", None)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    if args:
        for a in args:
            m = _inner_model(a)
            if m is not None:
                return m
    if getattr(annotation, "__origin__", None) is typing.Annotated:
        return _inner_model(annotation.__args__[0])
    return annotation


def _union_member(annotation: Any, tag: Any) -> Any:
    args = getattr(annotation, "__args__", None) or ()
    for a in args:
        if isinstance(a, type) and issubclass(a, BaseModel):
            for f in a.model_fields.values():
                if getattr(f, "default", None) == tag:
                    return a
        m = _union_member(a, tag)
        if m is not None:
            return m
    return None


def counts(spec: ContentSpec, content: Content) -> dict[str, int]:
    """How many of each kind the content holds (kinds in the plural)."""
    out = {name: kind.count(content.all(name)) for name, kind in spec.kinds.items()}
    if spec.maps is not None and getattr(spec.maps, "count_as", None):
        out[spec.maps.count_as] = len(content.maps)
    return out


def file_schema(spec: ContentSpec) -> dict[str, Any]:
    """The JSON Schema of one data file of this game (any of its kinds)."""
    defs: dict[str, Any] = {}
    props: dict[str, Any] = {}
    for name, kind in spec.kinds.items():
        s = kind.model.model_json_schema(ref_template="#/$defs/{model}")
        defs.update(s.pop("$defs", {}))
        defs[kind.model.__name__] = s
        props[name] = {"type": "array", "items": {"$ref": f"#/$defs/{kind.model.__name__}"},
                       "description": kind.description or f"{name} of {spec.game}"}
    return {"$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": f"Marvel Tabletop {spec.game} data file", "type": "object",
            "additionalProperties": False, "properties": props, "$defs": defs}


def write_schemas(specs: list[ContentSpec], out: Path, extra: dict[str, dict[str, Any]] | None = None) -> list[Path]:
    """Write one schema per game data file (and any `extra` schemas); returns the paths."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for spec in specs:
        p = out / f"{spec.game}.schema.json"
        p.write_text(json.dumps(file_schema(spec), indent=2) + "\n", encoding="utf-8")
        written.append(p)
        for name, kind in spec.kinds.items():  # one entry of a kind, for editors that map per key
            k = out / f"{spec.game}.{name}.schema.json"
            k.write_text(json.dumps(kind.model.model_json_schema(), indent=2) + "\n", encoding="utf-8")
            written.append(k)
    for name, schema in (extra or {}).items():
        p = out / f"{name}.schema.json"
        p.write_text(json.dumps(schema, indent=2) + "\n", encoding="utf-8")
        written.append(p)
    return written
