"""A game's modding reference as data: the words its content may use, each with what it
does, its fields and a one-line example, and the fields of its content models.

Each game may describe its closed vocabulary in ``game/<game>/modding.py`` (a
``reference()`` returning `Section`s and a ``MAP_OBJECTS`` list); the words come
from the game's own registries and models, so a new word with no description
shows up as undocumented (tests refuse that). game/tools/modding_docs.py turns
all of it into docs/modding/<game>.md.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel
from pydantic_core import PydanticUndefined

#: What the generator writes for a word or field nobody described yet (tests look for it).
UNDOCUMENTED = "(not described yet)"


@dataclass(frozen=True)
class FieldDoc:
    """One field of an entry, a word or a map object: its type, default and meaning."""

    name: str
    type: str
    default: str  # "required", or the value taken when the field is left out
    text: str


@dataclass(frozen=True)
class Word:
    """One word of the vocabulary (an op, a trigger, a power's effect...)."""

    name: str
    text: str
    example: str = ""  # one line of YAML
    fields: tuple[FieldDoc, ...] = ()


@dataclass(frozen=True)
class Section:
    """A group of words that go in the same place (the ``when`` of an ability...)."""

    title: str
    where: str  # where these words are written, e.g. "an ability's `when`"
    intro: str
    words: tuple[Word, ...]
    #: Words written alike but for these fields (shared keys of every op, say).
    common: tuple[FieldDoc, ...] = ()


@dataclass(frozen=True)
class MapObject:
    """A kind of object (Tiled class) a map's object layer may hold, with its properties."""

    layer: str
    kind: str
    text: str
    shape: str  # "point", "polyline through hex centres"...
    name: str  # how it must be named
    properties: tuple[FieldDoc, ...] = ()


@dataclass
class ModelDoc:
    """A content model: its docstring and fields, and the nested models it refers to."""

    name: str
    text: str
    fields: list[FieldDoc] = field(default_factory=list)
    nested: list[type[BaseModel]] = field(default_factory=list)


def literal_words(annotation: Any) -> list[str]:
    """The allowed values of a Literal (inside Optional, list, Annotated...), in order."""
    if typing.get_origin(annotation) is typing.Literal:
        return [str(a) for a in typing.get_args(annotation)]
    out: list[str] = []
    for a in typing.get_args(annotation):
        out += [w for w in literal_words(a) if w not in out]
    return out


def models_in(annotation: Any) -> list[type[BaseModel]]:
    """The pydantic models an annotation refers to (list items, union members...)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    out: list[type[BaseModel]] = []
    for a in typing.get_args(annotation):
        out += [m for m in models_in(a) if m not in out]
    return out


def type_text(annotation: Any, unions: dict[str, str] | None = None) -> str:
    """A type as a modder reads it: "whole number", "one of: a, b", "list of ArmySpec"."""
    unions = unions or {}
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if annotation is type(None):
        return "nothing"
    if origin is typing.Literal:
        return "one of: " + ", ".join(f"`{a}`" for a in args)
    if origin is typing.Annotated:
        disc = next((getattr(m, "discriminator", None) for m in args[1:] if getattr(m, "discriminator", None)), None)
        if disc:
            return unions.get(disc, f"a mapping chosen by its `{disc}`")
        return type_text(args[0], unions)
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        parts = [a for a in args if a is not type(None)]
        text = " or ".join(type_text(a, unions) for a in parts)
        return text + (" (or nothing)" if len(parts) < len(args) else "")
    if origin in (list, tuple):
        if origin is tuple and args and args[-1] is not Ellipsis:
            inner = {type_text(a, unions) for a in args}
            return f"{len(args)} × {inner.pop()}" if len(inner) == 1 else "[" + ", ".join(
                type_text(a, unions) for a in args) + "]"
        return "list of " + type_text(args[0], unions) if args else "list"
    if origin is dict:
        return "mapping"
    if isinstance(annotation, type):
        if issubclass(annotation, BaseModel):
            return annotation.__name__
        return {"str": "text", "int": "whole number", "float": "number", "bool": "true/false"}.get(
            annotation.__name__, annotation.__name__)
    return str(annotation).replace("typing.", "")


def _bounds(info: Any) -> str:
    parts = []
    for m in info.metadata:
        for attr, sign in (("ge", "≥"), ("gt", ">"), ("le", "≤"), ("lt", "<")):
            if getattr(m, attr, None) is not None:
                parts.append(f"{sign} {getattr(m, attr)}")
        for attr, word in (("min_length", "at least"), ("max_length", "at most")):
            if getattr(m, attr, None) is not None:
                parts.append(f"{word} {getattr(m, attr)} items")
        if getattr(m, "pattern", None):
            parts.append("a-z, 0-9 and _")
    return ", ".join(parts)


def default_text(info: Any) -> str:
    """A field's default as YAML would write it, or "required"."""
    if info.default_factory is not None:
        value = info.default_factory()
    elif info.default is PydanticUndefined:
        return "required"
    else:
        value = info.default
    if value is None:
        return "none"
    if value == "":
        return '""'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple, dict)) and not value:
        return "[]" if not isinstance(value, dict) else "{}"
    return str(value)


def model_doc(model: type[BaseModel], notes: dict[str, str] | None = None,
              unions: dict[str, str] | None = None) -> ModelDoc:
    """A model's fields with their types, defaults and meanings. A field's meaning is its
    pydantic description, else ``notes["Model.field"]``, else UNDOCUMENTED."""
    notes = notes or {}
    doc = ModelDoc(model.__name__, " ".join((model.__doc__ or "").split()))
    for name, info in model.model_fields.items():
        shown = info.alias or name
        text = info.description or notes.get(f"{model.__name__}.{name}") or UNDOCUMENTED
        words = literal_words(info.annotation)
        kind = type_text(info.annotation, unions)
        if len(words) == 1 and info.default is PydanticUndefined:  # a union's tag: fixed by the word
            kind, text = f"`{words[0]}`", info.description or notes.get(f"{model.__name__}.{name}") or \
                f"Always `{words[0]}` for this kind."
        bounds = _bounds(info)
        doc.fields.append(FieldDoc(shown, kind + (f" ({bounds})" if bounds else ""), default_text(info), text))
        for m in models_in(info.annotation):
            if m not in doc.nested and (unions is None or not _in_union(info.annotation, unions)):
                doc.nested.append(m)
    return doc


def _in_union(annotation: Any, unions: dict[str, str]) -> bool:
    """Whether an annotation is a discriminated union the game documents as its own section."""
    if typing.get_origin(annotation) is typing.Annotated:
        return any(getattr(m, "discriminator", None) in unions for m in typing.get_args(annotation)[1:])
    return any(_in_union(a, unions) for a in typing.get_args(annotation))


def undocumented(sections: list[Section], docs: list[ModelDoc], objects: list[MapObject]) -> list[str]:
    """Every word, field or map property still described as UNDOCUMENTED (for the tests)."""
    out = []
    for s in sections:
        for w in s.words:
            if w.text == UNDOCUMENTED:
                out.append(f"{s.title}: {w.name}")
            out += [f"{s.title}: {w.name}.{f.name}" for f in w.fields if f.text == UNDOCUMENTED]
        out += [f"{s.title}: {f.name}" for f in s.common if f.text == UNDOCUMENTED]
    for d in docs:
        out += [f"{d.name}.{f.name}" for f in d.fields if f.text == UNDOCUMENTED]
    for o in objects:
        out += [f"map {o.layer}/{o.kind}.{p.name}" for p in o.properties if p.text == UNDOCUMENTED]
    return out
