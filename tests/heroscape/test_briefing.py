"""The scenario on screen (Battlefield & Scenario Guide): the goal in one line, the round limit,
what each marked zone and glyph means here, and the final scores labelled with what they count
(rulebook: Scoring)."""

import re

import pytest

from game.heroscape import scenario_rules
from game.heroscape.briefing import briefing
from game.heroscape.rules import HeroscapeRules
from tests.heroscape.helpers import real_content, state

R = HeroscapeRules(real_content())


def _brief(scenario, **changes):
    """A state of the scenario (Captain America and Venom on open ground) and its briefing."""
    spaces = R.board(R.scenarios[scenario].battlefield).spaces
    s = state({"captain_america": (0, spaces[40].key), "venom": (1, spaces[60].key)}, scenario=scenario, rules=R)
    s.update(changes)
    return s, briefing(R, s)


@pytest.mark.parametrize("scenario", sorted(R.scenarios))
def test_every_scenario_has_its_goal_in_one_line(scenario):
    _s, b = _brief(scenario)
    assert b["goal"].startswith("Destroy every enemy figure") and b["goal"].endswith(".")
    assert len(b["goal"]) <= 160
    sc = R.scenarios[scenario]
    assert (b["rounds"] is None) == (sc.round_limit is None)


def test_the_goal_and_the_round_limit_say_every_way_to_win():
    _s, b = _brief("theft_at_stark")
    assert b["goal"] == ("Destroy every enemy figure, or from the end of round 5 be the only side on the orange "
                         "spaces.")
    assert b["rounds"] == "8 rounds: then more points of figures on the battlefield wins"
    assert b["zones"] == [{"zone": "orange", "meaning": "be the only side on them from the end of round 5 to win"}]
    _s, b = _brief("clash_on_the_streets")
    assert "Player 2 also wins by carrying the Device off through an exit space" in b["goal"]
    assert "Player 1 wins if round 5 ends first" in b["goal"]
    assert {z["zone"] for z in b["zones"]} == {"orange", "exit"}
    assert b["glyphs"][0]["name"] == "Device (Mysterious Item)" and "2 spaces less" in b["glyphs"][0]["meaning"]
    _s, b = _brief("hulk_mad", round_limit=12)
    assert b["rounds"] == "12 rounds: when round 12 ends, Player 1 wins"
    _s, b = _brief("avengers_assemble", round_limit=6)  # a time limit chosen in the options
    assert b["rounds"] == "6 rounds: then more figures on the battlefield wins (if level, more points)"


def test_face_down_glyphs_are_explained_without_saying_which_is_where():
    s, b = _brief("escalating_battle")
    assert [g["name"] for g in b["glyphs"]] == ["Object of Power", "Mysterious Item"]
    assert b["glyphs"][0]["meaning"] == ("on it when a round begins: its side revives on 14+ instead of 16+ and +2 "
                                         "to its side's initiative rolls")
    assert "1 defense die fewer" in b["glyphs"][1]["meaning"]
    assert b["face_down"].startswith("face down")
    assert not re.search(r"glyph_[ab]|-?\d+,-?\d+", repr(b))  # no spot, no space


def test_the_final_scores_say_what_they_count():
    s, _b = _brief("theft_at_stark")
    s["round"] = 8
    assert scenario_rules.end_of_round(R, s, [])
    assert s["result"]["scores"] == [220, 150]
    assert s["result"]["score_label"] == "points of figures on the battlefield"
    assert "more points on the battlefield (220 to 150)" in s["result"]["summary"]
