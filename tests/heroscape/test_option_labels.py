"""Option labels a player can act on: spaces are named as the battlefield's rulers name them
("C7", never "-1,11"), an attack says its dice, and every way of declining says what is given up."""

import re

import pytest

from game.core.conformance import playout
from game.core.match import Match
from game.session import open_game

RAW_KEY = re.compile(r"-?\d+,-?\d+")
#: Decisions a player may decline, and what the declining option must name.
MAY = {"hyper": "Skip", "evade_move": "Skip", "mind_exchange": "Don't use", "manipulate": "Don't switch",
       "handoff": "Don't pass", "swipe": "Let "}


@pytest.fixture(scope="module")
def labelled():
    """Every (decision number, kind, option, battlefield) met in random games of every scenario."""
    loaded = open_game("heroscape", with_user_mods=False)
    seen = []
    n = 0
    for i, sid in enumerate(sorted(loaded.rules.scenarios)):
        for seed in (i + 1,):
            # (swipes asked, so that declining one is met as well)
            run = playout(loaded.rules, loaded.setup(["random", "random"], seed, sid, {"swipes": "ask"}), checks=False,
                          cap=250)
            m = Match.replay(loaded.rules, run.setup, [])
            for answer in run.answers:
                n += 1
                seen += [(n, m.pending["kind"], o, m.state["map"]) for o in m.pending["options"]]
                m.apply(answer)
    return loaded, seen


def test_no_option_names_a_space_by_its_raw_coordinates(labelled):
    _loaded, seen = labelled
    raw = {o["label"] for _n, _k, o, _m in seen if RAW_KEY.search(o["label"])}
    assert not raw, sorted(raw)[:10]


def test_a_move_or_a_placement_names_the_space_by_its_ruler_label(labelled):
    loaded, seen = labelled
    checked = 0
    for _n, kind, o, battlefield in seen:
        to = (o.get("data") or {}).get("to")
        if kind in ("act", "place", "revive_place") and to and o["path"] and o["path"][-1] == f"hex:{to}":
            label = loaded.rules.board(battlefield).label(to)
            assert re.fullmatch(r"[A-Z]+\d+( upper)?", label)
            assert f" {label}" in o["label"], (o["label"], label)
            checked += 1
    assert checked > 50


def test_a_placement_names_its_start_zone_by_where_it_lies_not_by_the_maps_colour(labelled):
    """Theft at Stark Enterprises (real window, seed 14): "(red start zone)" while both zones were
    drawn white (not chosen yet) and nothing on the table was red."""
    _loaded, seen = labelled
    places = [o["label"] for _n, kind, o, _m in seen if kind == "place"]
    assert places
    for label in places:
        assert not re.search(r"\((red|blue) start zone\)", label), label
    sides = {re.search(r"\(([a-z ]+) start zone\)", label).group(1) for label in places}
    assert sides & {"bottom left", "bottom right"}, sides


def test_an_attack_says_its_dice_against_the_defense(labelled):
    _loaded, seen = labelled
    attacks = [o for _n, _k, o, _m in seen if (o.get("data") or {}).get("kind") in ("attack", "special")
               and o["data"].get("target")]
    assert attacks
    for o in attacks:
        d = o["data"]
        assert f"{d['attack_dice']} attack dice vs {d['defense_dice']} defense" in o["label"], o["label"]


def test_ending_a_turn_early_says_what_the_figure_gives_up(labelled):
    _loaded, seen = labelled
    by_decision: dict[int, list[dict]] = {}
    ends = []
    for n, kind, o, _m in seen:
        if kind == "act":
            by_decision.setdefault(n, []).append(o)
    for opts in by_decision.values():
        end = next((o for o in opts if o["id"] == "end"), None)
        if end is None:
            continue
        kinds = {o["data"]["kind"] for o in opts if o.get("data")}
        if kinds & {"attack", "special", "dust"}:
            assert "does not attack" in end["label"], end["label"]
            ends.append(end)
        if "move" in kinds:
            assert "does not move" in end["label"] or "spaces of move left" in end["label"], end["label"]
    assert ends, "some turn could end without attacking"


def test_every_may_is_a_named_choice_and_declining_it_says_so(labelled):
    _loaded, seen = labelled
    met = set()
    for _n, kind, o, _m in seen:
        if kind in MAY and o["id"] == "no":
            assert o["label"].startswith(MAY[kind]) and ":" in o["label"], o["label"]
            met.add(kind)
        if kind == "mind_exchange" and o["id"] != "no":
            assert o["label"].startswith("Use ") and "d20" in o["label"], o["label"]
    assert {"hyper", "swipe"} <= met, met


@pytest.fixture(scope="module")
def whole_games():
    """The log of a whole game (random players, to its end) of every scenario, as each seat and a
    spectator read it."""
    loaded = open_game("heroscape", with_user_mods=False)
    logs = []
    for i, sid in enumerate(sorted(loaded.rules.scenarios)):
        run = playout(loaded.rules, loaded.setup(["random", "random"], 40 + i, sid), checks=False)
        m = Match.replay(loaded.rules, run.setup, run.answers)
        assert m.over, sid
        logs.append((sid, [e for seat in (0, 1, None) for e in m.log_for(seat)]))
    return logs


def test_no_event_of_a_whole_game_names_a_space_by_its_raw_coordinates(whole_games):
    for sid, log in whole_games:
        texts = {e["text"] for e in log if e.get("text")}
        assert len(texts) > 20
        raw = sorted(t for t in texts if RAW_KEY.search(t))
        assert not raw, (sid, raw[:5])
    moves = [e["text"] for _sid, log in whole_games for e in log if e["kind"] in ("move", "place", "revive")]
    assert moves and all(re.search(r" (on|to) [A-Z]+\d+( upper)?[ .]", t) for t in moves), moves[:3]


def test_after_a_first_attack_the_prompt_says_a_power_lets_the_figure_attack_again():
    """Iron Man's Double Attack: after his first attack the prompt no longer offers a move, it says
    he may attack again and why; a figure that has moved is offered no move in the words either."""
    loaded = open_game("heroscape", with_user_mods=False)
    seen = set()
    for seed in range(1, 40):
        run = playout(loaded.rules, loaded.setup(["random", "random"], seed), checks=False, cap=300)
        m = Match.replay(loaded.rules, run.setup, [])
        for answer in run.answers:
            p = m.pending
            turn = m.state.get("turn") or {}
            attacks = [o for o in p["options"] if (o.get("data") or {}).get("kind") == "attack"]
            if p["kind"] == "act" and turn.get("normal_attacks") and attacks and "Iron Man" in p["prompt"]:
                assert p["prompt"] == "Iron Man: attack again (Double Attack) or end the turn."
                assert not any((o.get("data") or {}).get("kind") == "move" for o in p["options"])
                seen.add("again")
            elif p["kind"] == "act" and turn.get("moved") and not turn.get("attacked"):
                assert "move" not in p["prompt"].split(":", 1)[1] or any(
                    (o.get("data") or {}).get("kind") == "move" for o in p["options"]), p["prompt"]
                seen.add("moved")
            m.apply(answer)
        if seen == {"again", "moved"}:
            break
    assert seen == {"again", "moved"}
