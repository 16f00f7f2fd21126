"""Decks a player built or was given, kept as YAML files in the user folder (no pygame here).

A deck file looks like a shipped one (data/vs_system/decks/): ``decks:`` with one entry of ``id``,
``name``, ``main`` and ``cards`` (card id: copies). Reading one checks it three ways, each problem
named as file:line: the YAML itself, the entry's fields, and the rulebook's deck-building rules
(`deckbuilding.problems`) against the box's cards. A problem is a line of text, never an exception.

On the setup screen and the command line a user deck is ``user:<file stem>``; `expand_options`
writes each one chosen out in full into the options (``deck_lists``), so that a save or a replay
plays the same deck on any machine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.content import ContentSpec, Kind, load_content, rel

from .content import Deck
from .deckbuilding import DECK_SIZE, problems

PREFIX = "user:"


def folder() -> Path:
    """Where the player's decks live (created on demand)."""
    from game.core.paths import user_dir
    p = user_dir() / "decks" / "vs_system"
    p.mkdir(parents=True, exist_ok=True)
    return p


@dataclass
class DeckList:
    """A deck as the builder edits it: a name, a main character and card copies by id."""

    name: str = "My deck"
    main: str = ""
    cards: dict[str, int] = field(default_factory=dict)
    stem: str = ""  # its file's name without .yaml, once saved

    @property
    def count(self) -> int:
        return sum(self.cards.values())

    @property
    def option(self) -> str:
        """How the setup names it."""
        return PREFIX + self.stem

    def record(self) -> dict[str, Any]:
        """The deck written out for the rules (setup option ``deck_lists``)."""
        return {"name": self.name, "main": self.main, "cards": dict(self.cards)}


def slug(name: str) -> str:
    """A file stem from a deck's name: lower case letters, digits and '_'."""
    s = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
    return s[:40] or "deck"


def deck_problems(content: Any, deck: DeckList) -> list[str]:
    """What keeps a deck from being played, in words (empty when it is legal)."""
    out = [msg for _where, msg in problems(content, deck.main, dict(deck.cards))] if deck.main else \
        ["choose a main character"] + [msg for _w, msg in problems(content, "", dict(deck.cards)) if _w != "main"]
    return out


def read(path: Path, content: Any) -> tuple[DeckList | None, list[str]]:
    """A deck file read and checked: (the deck or None, its problems as "file:line: message")."""
    spec = ContentSpec("vs_system", {"decks": Kind("decks", Deck)})
    try:
        got = load_content(spec, [path])
    except OSError as err:
        return None, [f"{path.name}: cannot read it: {err.strerror or err}"]
    name = path.name
    issues = [_short(str(i), path) for i in got.issues if i.severity == "error"]
    decks = got.all("decks")
    if not decks and not issues:
        issues.append(f"{name}: no deck in it (a deck file holds 'decks:' with one deck)")
    if len(decks) > 1:
        issues.append(f"{name}: holds {len(decks)} decks; a deck file holds one")
    if not decks:
        return None, issues
    d = decks[0]
    _file, line = got.where.get(("decks", d.id), (name, None))
    for where, msg in problems(content, d.main, dict(d.cards)):
        card = where.split(".", 1)[1] if where.startswith("cards.") else ""
        at = (d.line_of(card) if card else None) or line
        issues.append(f"{name}:{at}: {msg}" if at else f"{name}: {msg}")
    return DeckList(d.name, d.main, dict(d.cards), path.stem), issues


def _short(issue: str, path: Path) -> str:
    """An issue with the file named by its name alone (the folder is the player's own)."""
    full = rel(path)
    return issue.replace(full, path.name, 1) if issue.startswith(full) else issue


def text(deck: DeckList, content: Any = None) -> str:
    """The YAML of a deck file (cards grouped by type, then by cost and name when `content` is given)."""
    def order(cid: str) -> tuple:
        c = content.get("cards", cid) if content is not None and content.has("cards", cid) else None
        kinds = ("supporting_character", "equipment", "plot_twist", "location")
        return (kinds.index(c.type) if c is not None and c.type in kinds else 9, c.cost or 0 if c else 0,
                c.name if c else cid)
    lines = ["# A Vs. System 2PCG deck, made in the deck builder of Marvel Tabletop.",
             f"# {deck.count} cards and a main character; copy this file to share it.",
             "decks:", f"  - id: {slug(deck.name)}", f"    name: {_quote(deck.name)}", f"    main: {deck.main}",
             "    cards:"]
    for cid in sorted(deck.cards, key=order):
        if deck.cards[cid] > 0:
            lines.append(f"      {cid}: {deck.cards[cid]}")
    if not any(n > 0 for n in deck.cards.values()):
        lines[-1] = "    cards: {}"
    return "\n".join(lines) + "\n"


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def save(deck: DeckList, content: Any = None, where: Path | None = None) -> Path:
    """Write a deck to its file (a new file named after it when it has none); returns the path."""
    where = where or folder()
    if not deck.stem:
        deck.stem = _free_stem(where, slug(deck.name))
    path = where / f"{deck.stem}.yaml"
    tmp = path.with_suffix(".yaml.tmp")
    tmp.write_text(text(deck, content), encoding="utf-8")
    tmp.replace(path)
    return path


def _free_stem(where: Path, stem: str) -> str:
    out, k = stem, 2
    while (where / f"{out}.yaml").exists():
        out, k = f"{stem}_{k}", k + 1
    return out


def import_file(src: Path, content: Any, where: Path | None = None) -> tuple[DeckList | None, list[str]]:
    """A friend's deck file checked and, when it has no problem, copied into the decks folder."""
    if not src.is_file():
        return None, [f"{src}: no such file"]
    deck, found = read(src, content)
    if deck is None or found:
        return None, found
    where = where or folder()
    deck.stem = _free_stem(where, slug(src.stem))
    save(deck, content, where)
    return deck, []


def user_decks(content: Any, where: Path | None = None) -> list[tuple[Path, DeckList | None, list[str]]]:
    """Every deck file of the folder, read and checked, by file name."""
    where = where or folder()
    out = []
    for path in sorted(where.glob("*.yaml")):
        deck, found = read(path, content)
        out.append((path, deck, found))
    return out


_SEEN: dict[tuple, list[DeckList]] = {}


def playable(content: Any, where: Path | None = None) -> list[DeckList]:
    """The player's decks that can be played (no problem found); read again only when a file of
    the folder changed."""
    where = where or folder()
    stamp = (str(where), getattr(content, "digest", id(content)),
             tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in sorted(where.glob("*.yaml"))))
    if stamp not in _SEEN:
        if len(_SEEN) > 8:
            _SEEN.clear()
        _SEEN[stamp] = [d for _p, d, found in user_decks(content, where) if d is not None and not found]
    return [DeckList(d.name, d.main, dict(d.cards), d.stem) for d in _SEEN[stamp]]


def plural_names(options: dict[str, Any]) -> dict[str, Any]:
    """`deck` and `main` (one word, as people write them) moved to `decks` and `mains`; ValueError with
    one line when both spellings are given."""
    out = dict(options)
    for one, many in (("deck", "decks"), ("main", "mains")):
        if one in out:
            value = out.pop(one)
            if out.get(many) not in (None, "", value):
                raise ValueError(f"give {one} or {many}, not both")
            out[many] = value
    return out


def expand_options(content: Any, options: dict[str, Any]) -> dict[str, Any]:
    """Options with each user deck chosen written out in full under ``deck_lists``; ValueError with
    one line when a chosen deck's file is missing or has a problem."""
    value = options.get("decks")
    if not isinstance(value, str) or PREFIX not in value:
        return options
    lists = dict(options.get("deck_lists") or {})
    for part in (p.strip() for p in value.split(",")):
        if not part.startswith(PREFIX) or part in lists:
            continue
        path = folder() / f"{part[len(PREFIX):]}.yaml"
        if not path.is_file():
            raise ValueError(f"the deck {part!r} is not in {folder()} any more")
        deck, found = read(path, content)
        if deck is None or found:
            raise ValueError(f"the deck {part!r} can't be played: {found[0] if found else 'unreadable'}")
        lists[part] = deck.record()
    return {**options, "deck_lists": lists}


__all__ = ["DeckList", "DECK_SIZE", "deck_problems", "expand_options", "plural_names", "folder", "import_file", "playable", "read",
           "save", "slug", "text", "user_decks"]
