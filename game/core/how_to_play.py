"""A game's "How to play": a short summary of its rules in our own words, from
data/<game>/how_to_play.yaml, checked at load so a broken file gives file:line, never a crash."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.core.errors import ContentError
from game.core.paths import DATA
from game.core.problems import Issue
from game.core.yamlload import YamlProblem, line_of, load_file

FILE = "how_to_play.yaml"


@dataclass(frozen=True)
class HowToPlay:
    """The summary: a title and (heading, paragraph) sections."""

    title: str
    sections: tuple[tuple[str, str], ...]


def how_to_play_path(game_id: str, data: Path = DATA) -> Path:
    """Where a game's summary lives."""
    return data / game_id / FILE


def read_how_to_play(game_id: str, data: Path = DATA) -> HowToPlay | None:
    """The game's summary, or None when it has none; ContentError names each problem's line."""
    path = how_to_play_path(game_id, data)
    if not path.exists():
        return None
    shown = f"data/{game_id}/{FILE}"
    try:
        doc, _ = load_file(path)
    except YamlProblem as err:
        raise ContentError([Issue(shown, err.line, "", f"not readable YAML: {err.message}")]) from None
    except OSError as err:
        raise ContentError([Issue(shown, None, "", f"could not be read: {err.strerror}")]) from None
    issues: list[Issue] = []
    if not isinstance(doc, dict) or not isinstance(doc.get("title"), str) or not isinstance(doc.get("sections"), list):
        raise ContentError([Issue(shown, 1, "", "needs a 'title' (text) and 'sections' (a list)")])
    sections = []
    for i, sec in enumerate(doc["sections"]):
        if (not isinstance(sec, dict) or not isinstance(sec.get("heading"), str)
                or not isinstance(sec.get("text"), str) or not sec["text"].strip()):
            issues.append(Issue(shown, line_of(doc, ["sections", i]), f"sections[{i}]",
                                "each section needs a 'heading' and a 'text', both text"))
            continue
        sections.append((sec["heading"], sec["text"].strip()))
    if issues:
        raise ContentError(issues)
    return HowToPlay(doc["title"], tuple(sections))
