"""The scenario in a player's words, for the table's scenario panel and legend: the goal in one
line, the round limit, what each marked zone and each glyph means here.

Written from the scenario's data (its ways to win, special rules, zones and glyphs), so a
scenario from a mod is explained the same way. Nothing hidden: glyph meanings are listed by
the scenario's glyphs, never by where a face-down one lies.
"""

from __future__ import annotations

from typing import Any

from .content import Scenario

#: What holding a glyph does, per special rule (the glyph's role in the scenario).
_GLYPH_RULES = {
    "revive_each_round": "on it when a round begins: its side revives on {d20_with_glyph}+ instead of {d20}+",
    "initiative_bonus": "on it when a round begins: {bonus:+d} to its side's initiative rolls",
    "defense_penalty": "while a figure stands on it, every figure of that side rolls {dice_words}",
    "sleeping_agent": "a figure of Player 2 moving onto it takes it; only its holder can wound the Hulk",
    "device": "a figure landing on it carries it: {move_penalty} spaces less, normal movement only",
    "amulets": "a figure landing on it carries it and gains the powers of the figures it destroys",
}


def briefing(rules: Any, s: dict) -> dict[str, Any]:
    """{"goal": one line, "rounds": the round limit in words or None, "zones": [{"zone",
    "meaning"}], "glyphs": [{"name", "meaning"}], "face_down": what a face-down glyph is or
    None, "text": the scenario's special rules in full or "", "start_zones": the zones an army may
    start in}."""
    sc: Scenario = rules.scenarios[s["scenario"]]
    return {"goal": goal_line(rules, s, sc), "rounds": rounds_line(rules, s, sc), "zones": zone_meanings(rules, s, sc),
            "glyphs": glyph_meanings(rules, s, sc),
            "face_down": ("face down: one of these, turned over when a figure stops on it"
                          if any(g.side == "symbol" for g in sc.glyphs) else None),
            "text": sc.text or "",
            "start_zones": sorted({z for a in sc.armies for z in a.zones})}


def _seat(rules: Any, s: dict, seat: int | None) -> str:
    return rules.seat_name(s, seat or 0)


def goal_line(rules: Any, s: dict, sc: Scenario) -> str:
    """How to win, in one sentence: every way to win of the scenario."""
    ways = []
    for v in sc.victory:
        if v.kind == "eliminate":
            ways.append("destroy every enemy figure")
        elif v.kind == "hold_zone":
            ways.append(f"from the end of round {v.from_round or 1} be the only side on the {v.zone} spaces")
        elif v.kind == "exit_with_glyph":
            ways.append(f"{_seat(rules, s, v.seat)} also wins by carrying the {_role(rules, s, sc, v.glyph)} off "
                        "through an exit space")
    limit = s.get("round_limit")
    v = next((v for v in sc.victory if v.kind == "round_limit"), None)
    if limit and v is not None and v.by == "seat":
        ways.append(f"{_seat(rules, s, v.seat)} wins if round {limit} ends first")
    text = ways[0][0].upper() + ways[0][1:] if ways else "Win the battle"
    for w in ways[1:]:
        text += ("; " if w[0].isupper() or w.startswith("Player") else ", or ") + w
    return text + "."


def rounds_line(rules: Any, s: dict, sc: Scenario) -> str | None:
    """The round limit and what decides when it comes, or None."""
    limit = s.get("round_limit")
    if not limit:
        return None
    v = next((v for v in sc.victory if v.kind == "round_limit"), None)
    if v is not None and v.by == "seat":
        return f"{limit} rounds: when round {limit} ends, {_seat(rules, s, v.seat)} wins"
    if v is not None and v.by == "points":
        return f"{limit} rounds: then more points of figures on the battlefield wins"
    return f"{limit} rounds: then more figures on the battlefield wins (if level, more points)"


def zone_meanings(rules: Any, s: dict, sc: Scenario) -> list[dict[str, str]]:
    """What each marked zone (besides start zones) means here, one entry per zone."""
    said: dict[str, list[str]] = {}
    for v in sc.victory:
        if v.kind == "hold_zone" and v.zone:
            said.setdefault(v.zone, []).append(f"be the only side on them from the end of round "
                                               f"{v.from_round or 1} to win")
    for r in sc.special_rules:
        if r.rule == "normal_move_only_zone" and r.zone:
            said.setdefault(r.zone, []).append("only normal movement starts on them or goes onto them")
        if r.rule == "exit_zone" and r.zone:
            said.setdefault(r.zone, []).append("a figure reaching one leaves the battle")
    for z in sc.zones:
        said.setdefault(z, [])
    return [{"zone": z, "meaning": "; ".join(m) or "marked for this scenario"} for z, m in said.items()]


def glyph_meanings(rules: Any, s: dict, sc: Scenario) -> list[dict[str, str]]:
    """What each of the scenario's glyphs does here."""
    out = []
    for g in sc.glyphs:
        meaning = []
        for r in sc.special_rules:
            if r.rule in _GLYPH_RULES and (r.glyph == g.glyph or r.rule == "amulets"):
                meaning.append(_GLYPH_RULES[r.rule].format(
                    d20=r.d20, d20_with_glyph=r.d20_with_glyph, bonus=r.bonus, move_penalty=r.move_penalty,
                    dice_words=f"{abs(r.dice)} defense {'die' if abs(r.dice) == 1 else 'dice'} "
                               f"{'fewer' if r.dice < 0 else 'more'}"))
        out.append({"name": rules.glyph_name(s, g.glyph), "meaning": _joined(meaning) or "no effect here"})
    return out


def _joined(clauses: list[str]) -> str:
    """Clauses joined with "; ", those that start alike ("on it when a round begins: ...") said once."""
    out: list[str] = []
    for c in clauses:
        head, sep, rest = c.partition(": ")
        if sep and out and out[-1].startswith(head + ": "):
            out[-1] += " and " + rest
        else:
            out.append(c)
    return "; ".join(out)


def _role(rules: Any, s: dict, sc: Scenario, glyph: str | None) -> str:
    """A glyph by the part it plays ("Device"), else by its name."""
    name = rules.glyph_name(s, glyph or "")
    return name.split(" (")[0]
