"""Option labels in a player's words: what an ability does, read from its card's own text.

A button that only said "Use Kree-Lar" or "Pass" hid what is at stake. Each
card's text (in our own words, data/smash_up/) is cut into its labelled parts
("Talent:", "Special:", "Ongoing:"); the part of an ability says what it does,
and for a "may" the clause after "may" is the thing on offer.
"""

from __future__ import annotations

import functools
import re
from typing import Any

LABELS = ("Talent:", "Special:", "Ongoing:")
_PREFIXES = ("Base modifier.", "Character modifier.")
_SPLIT = re.compile(r"(Talent:|Special:|Ongoing:)")


def parts(text: str) -> dict[str, str]:
    """A card's text by label: "" for the unlabelled part (what it does when played),
    "Talent", "Special", "Ongoing" for the others."""
    out: dict[str, str] = {}
    key = ""
    for piece in _SPLIT.split(text):
        if piece in LABELS:
            key = piece[:-1]
            continue
        piece = piece.strip()
        for p in _PREFIXES:
            if piece.startswith(p):
                piece = piece[len(p):].strip()
        if piece:
            out[key] = (out.get(key, "") + " " + piece).strip()
    return out


def _first_sentence(s: str) -> str:
    m = re.match(r"(.+?[.;])(\s|$)", s)
    return (m.group(1) if m else s).rstrip(".;").strip()


def _clause_after(s: str, word: str) -> str | None:
    """The words after `word` up to the end of its sentence, or None."""
    m = re.search(rf"\b{word}\s+(.+?)(?:[.;](?:\s|$)|$)", s)
    return m.group(1).strip() if m else None


#: Opening words of a triggered ability's text that say when, not what ("Each time X, ...").
_WHEN = re.compile(r"^((Each time|After|When|At the start of your turn|Once during your turn)[^,]*,\s*"
                   r"|On your turn,?\s+(you may\s+)?)")
#: First words that start a sentence but not a name: lower-cased after a colon.
_COMMON = {"Your", "You", "Move", "Draw", "Destroy", "Either", "If", "One", "This", "Other", "Give", "Put", "Play",
           "Shuffle", "Choose", "Look", "Each", "Gain", "They", "It", "Its", "Take", "Reveal", "Search", "A", "An",
           "He", "She", "After", "Then"}


def _lower(s: str) -> str:
    first = s.split(" ", 1)[0]
    return s[0].lower() + s[1:] if first in _COMMON else s


def _join(s: str) -> str:
    """Sentences joined into one clause: "A. B." -> "A; b"."""
    return "; ".join(_lower(x.strip()) for x in re.split(r"(?<=\.)\s+", s.strip()) if x.strip()).replace(".;", ";")


def _tidy(s: str) -> str:
    s = s.strip().rstrip(".;,")
    s = re.sub(r"\s+instead$", "", s)
    s = re.sub(r"\s+instead;", ";", s)
    if s.startswith("also "):
        s = s[5:]
    return _lower(s)


def does(d: Any, ab: dict[str, Any] | None) -> str:
    """What an ability of definition `d` does, in a few words ("" when the text says nothing usable).

    `ab` None means a follow-up ("after it is destroyed, you may ...") of the card."""
    text = getattr(d, "text", "")
    if not text:
        return ""
    if ab is None:
        return _does(text, None, False, True)
    return _does(text, ab.get("kind"), bool(ab.get("may")), False, bool(ab.get("when")))


@functools.lru_cache(maxsize=4096)
def _does(text: str, kind: str | None, may: bool, follow_up: bool, timed: bool = False) -> str:
    """`does` worked out once per card text and kind of ability: every offer of a Talent or a
    triggered ability is labelled with it, at every decision."""
    by = parts(text)
    if follow_up:
        return _tidy(_clause_after(text, "may") or "")
    if kind == "special":
        seg = by.get("Special", "")
        if "also play this" in seg:  # the Special plays the card's normal ability at another moment
            return _tidy(_first_sentence(by.get("", "")))
        m = re.search(r"\bplay this to\s+(.+)$", seg) or re.search(r"\bmay\s+(.+)$", seg)
        if m:  # the rest of the Special, dependent sentences included ("He gets -1 power")
            return _tidy(_join(m.group(1)))
        rest = [x for x in re.split(r"(?<=\.)\s+", seg) if x and not x.startswith("Play this")]
        return _tidy(" ".join(rest))
    seg = by.get({"talent": "Talent", "ongoing": "Ongoing"}.get(kind or "", ""), "") or by.get("", "") or text
    if kind == "ongoing":
        # a card with a lasting and a triggered Ongoing ability ("+1 power here. After this base scores,
        # ..."): each is told by its own sentence, the triggered one by the sentence naming its moment
        said = [x for x in re.split(r"(?<=[.;])\s+", seg) if x]
        mine = [x for x in said if bool(_WHEN.match(x)) == timed]
        if len(said) > 1 and mine:
            seg = " ".join(mine)
    if may:
        return _tidy(_clause_after(seg, "may") or _first_sentence(seg))
    if kind == "talent":
        return _tidy(_join(seg))
    return _tidy(_WHEN.sub("", _first_sentence(seg)))


def with_does(label: str, what: str) -> str:
    """`label: what` (just `label` when nothing is known of what it does)."""
    return f"{label}: {what}" if what else label


def plays_left(turn: dict[str, Any], can_char: bool, can_act: bool) -> str:
    """What ending the Play Cards phase now gives up ("1 character and 1 action unplayed"), or ""."""
    left = []
    if turn["chars"] > 0 and can_char:
        left.append(f"{turn['chars']} character")
    if turn["acts"] > 0 and can_act:
        left.append(f"{turn['acts']} action{'s' if turn['acts'] > 1 else ''}")
    extras = [al for al in turn["extras"] if (can_char if al["type"] == "character" else can_act)]
    if extras:
        left.append(f"{len(extras)} extra play{'s' if len(extras) > 1 else ''}")
    if not left:
        return ""
    listed = left[0] if len(left) == 1 else ", ".join(left[:-1]) + " and " + left[-1]
    return listed + " unplayed"


def may_pick_none(hi: int) -> str:
    """What a pick that may be left empty adds to its prompt: how many it takes, where more than one."""
    return f" (Up to {hi}; you may pick none.)" if hi > 1 else " (You may pick none.)"
