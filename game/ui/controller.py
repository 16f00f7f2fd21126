"""Turning clicks into answers: the shared controller every game's view uses.

It needs no pygame (tests drive it directly). Options carry a `path` of refs
(``["hand:c12", "base:2"]``); each click narrows the options whose path starts
with the refs clicked so far, until exactly one is left, which becomes the
answer. A click on a thing that comes later in some paths (a base before the card
to play there) narrows to the options that go through it: the `focus`. Multi-pick
decisions toggle options by their first ref and finish with Done. A click that
matches nothing is refused with the game's reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from game.core.decisions import Answer, answer

NOT_A_CHOICE = "That is not one of the choices now."


@dataclass
class ClickResult:
    """What a click did: chose an answer, narrowed, toggled, or was refused with a reason."""

    kind: str  # "answer", "narrowed", "toggled", "ambiguous", "refused", "cleared"
    answer: Answer | None = None
    reason: str = ""


@dataclass
class ChoiceController:
    """Selection state for one pending decision of one seat."""

    decision: dict[str, Any]
    explain: Callable[[list[str]], str | None] = lambda path: None
    selected: list[str] = field(default_factory=list)
    picked: list[str] = field(default_factory=list)  # option ids of a multi-pick
    focus: str | None = None  # a ref clicked ahead of its turn: only options through it stay open

    def __post_init__(self) -> None:
        self._auto_select()
        self._start = list(self.selected)

    @property
    def has_selection(self) -> bool:
        """Whether the player has picked something (beyond the clicks that were no choice)."""
        return self.selected != self._start or bool(self.picked) or self.focus is not None

    @property
    def focus_only(self) -> bool:
        """Whether the only thing chosen is the focus (a base clicked before any card)."""
        return self.focus is not None and self.selected == self._start

    def _auto_select(self) -> None:
        """Take the clicks that are no choice at all: when every option still open goes on
        through the same next thing (the only figure that may act, the only order marker left),
        select it at once so the player clicks only where there is a choice."""
        if self.multi:
            return
        while True:
            n = len(self.selected)
            longer = [o for o in self.candidates() if len(o["path"]) > n + 1]
            if not longer or len(longer) != len([o for o in self.candidates() if len(o["path"]) > n]):
                return
            nxt = {o["path"][n] for o in longer}
            if len(nxt) != 1:
                return
            self.selected.append(nxt.pop())

    @property
    def multi(self) -> bool:
        """Whether the decision takes more than one pick (or none)."""
        return self.decision["max"] > 1 or self.decision["min"] == 0

    @property
    def options(self) -> list[dict[str, Any]]:
        """The decision's options."""
        return self.decision["options"]

    def candidates(self) -> list[dict[str, Any]]:
        """Options still matching the refs clicked so far."""
        n = len(self.selected)
        return [o for o in self._open() if o["path"][:n] == self.selected]

    def clickable(self) -> set[str]:
        """The refs a click may go to next (the view highlights them)."""
        if self.multi:
            return {o["path"][0] for o in self.options if o["path"]}
        n = len(self.selected)
        return {o["path"][n] for o in self.candidates() if len(o["path"]) > n}

    def buttons(self) -> list[dict[str, Any]]:
        """Options offered as buttons: those with nothing to click (always, such as "End turn"),
        and those the clicks so far have completed when several share them."""
        if self.multi or not self.selected:
            return [o for o in self.options if not o["path"]]
        n = len(self.selected)
        return [o for o in self.options if not o["path"]] + [o for o in self.candidates() if len(o["path"]) == n]

    def click(self, ref: str) -> ClickResult:
        """A click on the thing named `ref`."""
        if self.multi:
            return self._toggle(ref)
        if self.focus is not None and not _matching(self._open(), self.selected + [ref]) \
                and _matching(self.options, self.selected + [ref]):
            self.focus = None  # a thing that does not go with the focus: the player changed their mind
        trial = self.selected + [ref]
        cands = _matching(self._open(), trial)
        tried = [trial]
        for restart in (self._start + [ref], [ref]):
            if cands or not self.selected or restart == trial:
                continue
            # Clicking another thing starts a new selection (pick another card): after the clicks
            # that were no choice (the acting figure), or from the beginning.
            trial = restart
            tried.append(trial)
            cands = _matching(self._open(), trial)
        if not cands and self._ahead(ref):
            # not auto-selected from here: a lone card that fits is still the player's click to make
            self.focus = ref
            self.selected = list(self._start)
            return ClickResult("narrowed")
        if not cands:  # the game's reason for the most specific of the clicks tried
            reason = next((r for r in map(self.explain, tried) if r), None)
            return ClickResult("refused", reason=reason or NOT_A_CHOICE)
        if self.focus is not None and all(len(o["path"]) > len(trial) and o["path"][len(trial)] == self.focus
                                          for o in cands):
            trial = trial + [self.focus]  # the thing clicked first is where this goes: no second click
            cands = _matching(cands, trial)
        self.selected = trial
        complete = [o for o in cands if len(o["path"]) == len(trial)]
        if len(cands) == 1 and complete:
            if complete[0].get("confirm"):
                # a click that risks much is confirmed on the prompt, which lists it with its words
                return ClickResult("ambiguous")
            return self._finish(complete[0])
        if complete and len(complete) == len(cands):
            return ClickResult("ambiguous")  # several options share this path: the prompt lists them
        self._auto_select()
        return ClickResult("narrowed")

    def _open(self) -> list[dict[str, Any]]:
        """The options the focus leaves open (all of them without one)."""
        return self.options if self.focus is None else [o for o in self.options if self.focus in o["path"]]

    def _ahead(self, ref: str) -> bool:
        """Whether `ref` comes later in the path of some option still open from the clicks that were no
        choice (a base, before the card to play there)."""
        n = len(self._start)
        return any(o["path"][:n] == self._start and ref in o["path"][n + 1:] for o in self.options)

    def press(self, option_id: str) -> ClickResult:
        """A press on an option's button."""
        o = next((o for o in self.options if o["id"] == option_id), None)
        if o is None:
            return ClickResult("refused", reason=NOT_A_CHOICE)
        if self.multi:
            return self._toggle_option(o)
        return self._finish(o)

    def done(self) -> ClickResult:
        """Finish a multi-pick with the options toggled so far."""
        d = self.decision
        if not d["min"] <= len(self.picked) <= d["max"]:
            want = d["min"] if d["min"] == d["max"] else f"{d['min']} to {d['max']}"
            return ClickResult("refused", reason=f"Pick {want} (you have picked {len(self.picked)}).")
        return ClickResult("answer", answer(d["seat"], list(self.picked)))

    def can_finish(self) -> bool:
        """Whether Done would be accepted now."""
        return self.decision["min"] <= len(self.picked) <= self.decision["max"]

    def clear(self) -> ClickResult:
        """Drop the selection (right click, Esc); the clicks that were no choice stay taken."""
        self.selected = []
        self.picked = []
        self.focus = None
        self._auto_select()
        return ClickResult("cleared")

    def selected_refs(self) -> set[str]:
        """Refs to draw as selected."""
        if self.multi:
            by_id = {o["id"]: o for o in self.options}
            return {by_id[i]["path"][0] for i in self.picked if by_id[i]["path"]}
        return set(self.selected) | ({self.focus} if self.focus else set())

    def _toggle(self, ref: str) -> ClickResult:
        matches = [o for o in self.options if o["path"] and o["path"][0] == ref]
        if not matches:
            return ClickResult("refused", reason=self.explain([ref]) or NOT_A_CHOICE)
        return self._toggle_option(matches[0])

    def _toggle_option(self, o: dict[str, Any]) -> ClickResult:
        if o["id"] in self.picked:
            self.picked.remove(o["id"])
        elif len(self.picked) >= self.decision["max"]:
            return ClickResult("refused", reason=f"You may pick at most {self.decision['max']}.")
        else:
            self.picked.append(o["id"])
        if self.decision["max"] == 1 and self.decision["min"] == 1:
            return self.done()
        return ClickResult("toggled")

    def _finish(self, o: dict[str, Any]) -> ClickResult:
        return ClickResult("answer", answer(self.decision["seat"], [o["id"]]))


def _matching(options: list[dict[str, Any]], trial: list[str]) -> list[dict[str, Any]]:
    n = len(trial)
    return [o for o in options if o["path"][:n] == trial]
