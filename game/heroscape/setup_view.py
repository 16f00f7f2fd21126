"""What Heroscape's setup screen shows: each scenario with its goal, battlefield, armies and
round limit; the rules and army options as the chosen scenario allows them; army cards to
pick within the scenario's points.

Pure data for the shared pickers (game/ui/pickers.py): no pygame here.
"""

from __future__ import annotations

from typing import Any

from game.catalog import PickItem, SetupField
from game.core.content import Content

MODE_COLOURS = {"basic": (70, 160, 80), "master": (200, 140, 40)}
SIDE_COLOURS = {"good": (40, 96, 180), "evil": (150, 40, 52)}
METHOD_WORDS = {"draft": "drafted card by card", "premade": "chosen before the game", "preset": "pre-set"}


def _seat(setup: dict[str, Any], i: int) -> str:
    names = setup.get("names") or []
    return names[i] if i < len(names) and names[i] else f"Player {i + 1}"


def scenario_of(content: Content, setup: dict[str, Any]) -> Any:
    """The chosen scenario (the first in order when none is chosen)."""
    scenarios = sorted(content.all("scenarios"), key=lambda s: s.order)
    return next((s for s in scenarios if s.id == setup.get("scenario")), scenarios[0])


def method_of(content: Content, setup: dict[str, Any]) -> str:
    """How armies are gathered with the options chosen (as the rules decide it)."""
    sc = scenario_of(content, setup)
    wanted = (setup.get("options") or {}).get("army")
    return wanted if wanted in sc.army_methods else sc.army_methods[0]


def army_words(content: Content, sc: Any, setup: dict[str, Any]) -> list[str]:
    """Each side's army: its figures when pre-set, else its points."""
    names = {f.id: f.name for f in content.all("figures")}
    out = []
    if sc.choose_preset_by_roll:
        out.append("The d20 winner chooses which of the two armies to command.")
    for i, a in enumerate(sc.armies):
        who = f"Army {i + 1}" if sc.choose_preset_by_roll else _seat(setup, i)
        if a.preset:
            out.append(f"{who}: " + ", ".join(names.get(c, c) for c in a.preset))
        else:
            extra = ", unique heroes only" if a.unique_heroes_only else ""
            out.append(f"{who}: {a.points} points{extra}")
    if len(out) == 2 and not any(a.preset for a in sc.armies) and sc.armies[0].points == sc.armies[1].points \
            and sc.armies[0].unique_heroes_only == sc.armies[1].unique_heroes_only:
        extra = ", unique heroes only" if sc.armies[0].unique_heroes_only else ""
        out = [f"Armies: {sc.armies[0].points} points each{extra}"]
    methods = [m for m in sc.army_methods if m != "preset"]
    if methods:
        out.append("Army cards " + " or ".join(METHOD_WORDS[m] for m in methods) + ".")
    return out


def scenario_item(content: Content, sc: Any, setup: dict[str, Any]) -> PickItem:
    """A scenario as a card: goal, battlefield drawn small, armies and round limit."""
    board = (content.maps or {}).get(sc.battlefield)
    field_name = (board.properties.get("title") if board is not None else None) or \
        sc.battlefield.replace("_", " ").title()
    mode = "Basic Game" if sc.mode == "basic" else "Master Game"
    limit = f"Round limit: {sc.round_limit}" if sc.round_limit else "No round limit"
    marks: dict[str, str] = {}
    for a in sc.armies:  # zones are called by their colour on the battlefield's diagram
        for z in a.zones:
            marks[f"{sc.id}/{z}"] = f"start:{z}"
    for z in sc.zones:
        marks[f"{sc.id}/{z}"] = f"goal:{z}"
    for g in sc.glyphs:
        marks[f"{sc.id}/{g.spot}"] = "glyph"
    if not sc.choose_preset_by_roll:
        for i, a in enumerate(sc.armies):
            if a.fixed_spots:
                for c in a.preset or []:
                    marks[f"{sc.id}/{c}"] = f"seat:{i}"
    lines = (f"{mode} on the {field_name} battlefield", *army_words(content, sc, setup), limit)
    return PickItem(sc.id, sc.title, MODE_COLOURS.get(sc.mode, (120, 120, 130)), sc.goal, lines,
                    map=sc.battlefield, marks=marks)


def figure_items(content: Content, sc: Any, seat: int) -> list[PickItem]:
    """The army cards this seat may take in the scenario, with points and numbers."""
    spec = sc.armies[seat]
    out = []
    for f in sorted(content.all("figures"), key=lambda f: f.collector_number):
        if f.id in spec.exclude or (spec.unique_heroes_only and not (f.unique and f.card_type == "hero")):
            continue
        m = f.master
        out.append(PickItem(f.id, f.name, SIDE_COLOURS.get(f.alignment, (90, 100, 130)),
                            f"{f.species} {f.figure_class.lower()}, {f.personality.lower()}",
                            (f"{m.points} points", f"Life {m.life}, move {m.move}, range {m.range}, "
                                                   f"attack {m.attack}, defense {m.defense}"), cost=m.points))
    return out


def setup_field(content: Content, name: str, setup: dict[str, Any]) -> SetupField | None:
    """How each Heroscape option shows for the chosen scenario."""
    sc = scenario_of(content, setup)
    opts = setup.get("options") or {}
    method = method_of(content, setup)
    if name == "scenario":
        return SetupField(items=[scenario_item(content, s, setup)
                                 for s in sorted(content.all("scenarios"), key=lambda s: s.order)])
    if name == "mode":  # a Master scenario's rounds, glyphs and powers need the Master Game
        return SetupField(default=sc.mode, follows_scenario=True,
                          allowed=["master"] if sc.mode == "master" else ["basic", "master"])
    if name == "army":
        return SetupField(shown=len(sc.army_methods) > 1, allowed=list(sc.army_methods), default=sc.army_methods[0],
                          follows_scenario=True)
    if name in ("army0", "army1"):
        seat = int(name[-1])
        spec = sc.armies[seat]
        if method != "premade" or spec.preset:
            return SetupField(shown=False)
        other = [c for c in str(opts.get(f"army{1 - seat}") or "").split(",") if c]
        together = str(opts.get("combined_sets", "false")).lower() in ("true", "1", "yes")
        taken = {} if together else {c: f"already in {_seat(setup, 1 - seat)}'s army" for c in other}
        return SetupField(items=figure_items(content, sc, seat), budget=spec.points, unavailable=taken,
                          follows_scenario=True,
                          modes=[(None, "At the table", "left empty, the cards are picked one by one when the "
                                  "game starts.")])
    if name == "combined_sets":
        return SetupField(shown=method != "preset" and not all(a.preset for a in sc.armies))
    if name == "round_limit":
        return SetupField(default=str(sc.round_limit) if sc.round_limit else None,
                          default_label=f"{sc.round_limit} (the scenario's)" if sc.round_limit else "No limit",
                          follows_scenario=True)
    return None
