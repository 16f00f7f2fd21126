"""Flying over the breakable wall: while an enemy left behind decides whether to swipe, the flyer
is never put down on a space no figure may stand on (a recorded game where Abomination's route
passes over the wall at 2,4 and the table's checks used to fail there)."""

import json
from pathlib import Path

from game.core.match import Match
from game.session import open_game

RECORD = Path(__file__).parent / "data" / "flyer_over_the_breakable_wall.replay.json"


def test_a_flyer_asked_about_a_swipe_over_the_wall_stands_where_it_last_could():
    doc = json.loads(RECORD.read_text())
    doc["setup"].setdefault("options", {})["swipes"] = "ask"  # recorded when every swipe was asked
    game = open_game("heroscape", with_user_mods=False)
    swipes_over_blocked = []

    def check(i, m):
        m.check_invariants()  # raises RulesBug if a figure stands on a blocked space
        p = m.pending
        if p and p["kind"] == "swipe":
            swipes_over_blocked.append(i)

    m = Match.replay(game.rules, doc["setup"], doc["answers"], on_step=check)
    assert len(m.answers) == len(doc["answers"]) == doc["error_index"] + 1
    assert swipes_over_blocked  # the recorded game does ask about swipes on the way
