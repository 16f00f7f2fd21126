"""YAML read with line numbers, so every content error can name its line.

Mappings load as `LineDict` and sequences as `LineList`; both remember the line
where they start and the line of each key or item. Duplicate keys, which plain
PyYAML silently overwrites, are reported.
"""

from __future__ import annotations

import hashlib
import os
import pickle
from pathlib import Path
from typing import Any, Iterable

import yaml


class LineDict(dict):
    """A mapping that knows its line and each key's line (1-based)."""

    line: int = 0
    key_lines: dict[Any, int]


class LineList(list):
    """A sequence that knows its line and each item's line (1-based)."""

    line: int = 0
    item_lines: list[int]


class _Loader(yaml.SafeLoader):
    def __init__(self, stream: Any) -> None:
        super().__init__(stream)
        self.duplicates: list[tuple[int, str]] = []


#: The same loader on libyaml's C parser when PyYAML has it: several times faster on the games'
#: data (most of opening a game). A file it refuses is read again by the Python parser, so that
#: the messages of broken files stay word for word the same.
_FastLoader: Any = None
if hasattr(yaml, "CSafeLoader"):
    class _FastLoader(yaml.CSafeLoader):  # type: ignore[no-redef]
        def __init__(self, stream: Any) -> None:
            super().__init__(stream)
            self.duplicates: list[tuple[int, str]] = []


def _construct_mapping(loader: _Loader, node: yaml.MappingNode) -> LineDict:
    loader.flatten_mapping(node)
    out = LineDict()
    out.line = node.start_mark.line + 1
    out.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, (str, int, float, bool)) and key is not None:
            key = str(key)
        if key in out:
            loader.duplicates.append((key_node.start_mark.line + 1, f"duplicate key {key!r}"))
        out[key] = loader.construct_object(value_node, deep=True)
        out.key_lines[key] = key_node.start_mark.line + 1
    return out


def _construct_sequence(loader: _Loader, node: yaml.SequenceNode) -> LineList:
    out = LineList(loader.construct_object(n, deep=True) for n in node.value)
    out.line = node.start_mark.line + 1
    out.item_lines = [n.start_mark.line + 1 for n in node.value]
    return out


for _cls in (_Loader, _FastLoader):
    if _cls is not None:
        _cls.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
        _cls.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


class YamlProblem(Exception):
    """A file that is not readable YAML; `line` is 1-based."""

    def __init__(self, line: int | None, message: str) -> None:
        self.line = line
        self.message = message
        super().__init__(message)


def load_text(text: str) -> tuple[Any, list[tuple[int, str]]]:
    """Parse YAML text; returns the data and (line, message) warnings such as duplicate keys."""
    if _FastLoader is not None:
        fast = _FastLoader(text)
        try:
            return fast.get_single_data(), fast.duplicates
        except yaml.YAMLError:
            pass  # read again below, for the Python parser's words
        finally:
            fast.dispose()
    loader = _Loader(text)
    try:
        data = loader.get_single_data()
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else None
        msg = " ".join(p for p in (err.context, err.problem) if p)
        raise YamlProblem(line, f"YAML syntax: {msg}") from None
    except yaml.YAMLError as err:
        raise YamlProblem(None, f"YAML syntax: {err}") from None
    finally:
        loader.dispose()
    return data, loader.duplicates


def load_file(path: Path) -> tuple[Any, list[tuple[int, str]]]:
    """Parse a YAML file (see load_text); unreadable bytes are a YamlProblem too. A file read
    before with the same bytes comes from the parse cache (see `_cached`)."""
    raw = path.read_bytes()
    hit = _cached(raw)
    if hit is not None:
        return hit
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line = raw.count(b"\n", 0, err.start) + 1
        raise YamlProblem(line, f"not UTF-8 text ({err.reason} at byte {err.start}); save the file as UTF-8") from None
    parsed = load_text(text)
    _keep(raw, parsed)
    return parsed


# The parse cache: opening a game parsed its data files each time (about 45 ms of Smash Up's
# start); unpickling the same data takes a fifteenth of that. An entry is named by a hash of
# the file's bytes and of this module, so an edited file, or a change to how files are read,
# simply misses; a broken entry is read as a miss too. Files that fail to parse are not kept.
_CACHE_FILES = 400
_SELF = hashlib.blake2b(Path(__file__).read_bytes(), digest_size=8).hexdigest()


def _cache_path(raw: bytes) -> Path | None:
    try:
        from game.core.paths import cache_dir
        return cache_dir() / f"yaml-{_SELF}-{hashlib.blake2b(raw, digest_size=16).hexdigest()}.pickle"
    except OSError:
        return None


def _cached(raw: bytes) -> tuple[Any, list[tuple[int, str]]] | None:
    path = _cache_path(raw)
    if path is None or not path.is_file():
        return None
    try:
        with path.open("rb") as f:
            data, duplicates = pickle.load(f)
        return data, duplicates
    except Exception:  # noqa: BLE001 - a broken entry is a miss; the file is parsed again
        return None


def _keep(raw: bytes, parsed: tuple[Any, list[tuple[int, str]]]) -> None:
    path = _cache_path(raw)
    if path is None:
        return
    try:
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        with tmp.open("wb") as f:
            pickle.dump(parsed, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
        entries = sorted(path.parent.glob("yaml-*.pickle"), key=lambda p: p.stat().st_mtime)
        for old in entries[:-_CACHE_FILES]:
            old.unlink(missing_ok=True)
    except OSError:
        pass  # no cache: the next start parses again


def line_of(data: Any, path: Iterable[Any]) -> int | None:
    """The line of the deepest node along `path` (keys and indexes) that exists.

    Steps that are not keys of the current mapping (pydantic adds union tags
    and validator names to its locations) are skipped.
    """
    line = getattr(data, "line", None)
    node = data
    for step in path:
        if isinstance(node, LineDict) and step in node:
            line = node.key_lines.get(step, line)
            node = node[step]
        elif isinstance(node, LineList) and isinstance(step, int) and 0 <= step < len(node):
            line = node.item_lines[step]
            node = node[step]
        else:
            continue
    return line
