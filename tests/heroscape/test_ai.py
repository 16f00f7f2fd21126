"""The computer players on built tables: the blunders issue 9 measured in today's player, the
goal it let slip in a real game, and what every level must never do."""

import pytest

from game.core.players import SeatView, player_rng
from game.heroscape import GAME, tactics
from game.heroscape.ai import NormalPlayer, behind_on_figures, plan_markers
from tests.heroscape.helpers import fixture_rules, key, run, state, table

R = fixture_rules()
LEVELS = ("computer:easy", "computer", "computer:hard")


def gk(col, row):
    return key(R, "genotech", col, row)


def _choose(kind, s, seat=0, index=0):
    player = GAME.players().make(kind, R, seat)
    return player.choose(SeatView(R, s, seat), player_rng(s, seat, index))


def _turn(s, seat=0):
    run(s, {"do": "turn", "seat": seat, "number": "1", "stage": "act"})
    return s


def _picked(s, ans):
    return next(o for o in s["pending"]["options"] if o["id"] == ans["picks"][0])


def test_every_level_is_registered():
    reg = GAME.players()
    for kind in ("computer", "computer:easy", "computer:normal", "computer:hard"):
        assert reg.make(kind, R, 0) is not None
    assert type(reg.make("computer", R, 0)) is type(reg.make("computer:normal", R, 0)) is NormalPlayer


@pytest.mark.parametrize("kind", LEVELS)
def test_a_lone_enemy_on_the_orange_spaces_in_round_5_is_contested(kind):
    """Theft at Stark Enterprises: from the end of round 5, a side alone on the orange spaces wins.
    Venom sits there; Iron Man can get onto them this turn and must, rather than stay to shoot at
    a Hulk one wound from falling."""
    orange = set(R.board("genotech").zone_keys("theft_at_stark/orange"))
    s = state({"iron_man": (0, (6, 7)), "thanos": (0, (2, 11)), "venom": (1, (6, 0)),
               "incredible_hulk": (1, (4, 10))}, scenario="theft_at_stark")
    s["round"] = 5
    s["figures"]["incredible_hulk"]["wounds"] = 7
    _turn(s)
    assert any(o["data"].get("to") in orange for o in s["pending"]["options"] if o["data"].get("kind") == "move")
    ans = _choose(kind, s)
    o = _picked(s, ans)
    assert o["data"]["kind"] == "move" and o["data"]["to"] in orange, o["label"]


def test_no_order_marker_is_wasted_on_a_figure_about_to_fall():
    """Spider-Man has one wound left and the Abomination beside him; Captain America is unhurt
    and on his way: turns 2 and 3 go to the Captain, and the decoy X is not his."""
    s = state({"spider_man": (0, (5, 8)), "captain_america": (0, (0, 11)), "abomination": (1, (5, 7)),
               "doctor_doom": (1, (5, 0))}, scenario="theft_at_stark")
    s["figures"]["spider_man"]["wounds"] = 4
    s["turn"] = None
    plan = plan_markers(table(s), 0)
    assert plan["2"] == plan["3"] == "captain_america"
    assert plan["X"] != "captain_america"
    for n, marker in enumerate("123X"):
        run(s, {"do": "markers", "seat": 0, "next": n})
        assert s["pending"]["kind"] == "marker" and s["pending"]["marker"] == marker
        assert _choose("computer", s)["picks"] == [f"marker:{marker}:{plan[marker]}"]


def test_basic_game_does_not_walk_into_range_it_cannot_answer():
    """Basic Game: Captain America cannot reach the Abomination this turn; walking into the
    Abomination's reach without striking hands him a free attack."""
    s = state({"captain_america": (0, (1, 12)), "abomination": (1, (6, 2))}, scenario="avengers_assemble")
    t = table(s)
    _turn(s)
    moves = [o for o in s["pending"]["options"] if o["data"].get("kind") == "move"]
    safe = [o for o in moves if t.distance(t.board.space(o["data"]["to"]), t.space_of("abomination"))
            > tactics.reach(t, "abomination")]
    assert safe and len(safe) < len(moves)  # some moves walk into Doom's reach, some do not
    o = _picked(s, _choose("computer", s))
    if o["data"].get("kind") == "move":
        assert o in safe, o["label"]


@pytest.mark.parametrize("kind", LEVELS)
def test_no_level_attacks_its_own_figure_or_leaps_into_a_major_fall_for_nothing(kind):
    """The Hulk stands among friends with no enemy in reach: no Stomp on his friends. Grunt stands
    on a pillar 15 levels up: every step off it is a major fall, so he stays."""
    s = state({"incredible_hulk": (0, (1, 1)), "iron_man": (0, (1, 0)), "spider_man": (0, (0, 1)),
               "venom": (1, (11, 6))})
    _turn(s)
    assert any(o["data"].get("kind") == "special" for o in s["pending"]["options"])
    for i in range(4):
        o = _picked(s, _choose(kind, s, index=i))
        assert o["data"].get("kind") not in ("special", "attack", "dust"), o["label"]
    s = state({"grunt": (0, (5, 4)), "venom": (1, (11, 6))})
    _turn(s)
    assert all(o["data"].get("falls") for o in s["pending"]["options"] if o["data"].get("kind") == "move")
    for i in range(4):
        o = _picked(s, _choose(kind, s, index=i))
        assert o["data"].get("kind") != "move", o["label"]


@pytest.mark.parametrize("kind", LEVELS)
def test_a_glyph_worth_holding_is_taken_when_no_attack_is_to_be_had(kind):
    """Escalating Battle: the Object of Power lies power side up four spaces from Captain America
    (standing on it when a round begins brings the fallen back more often and adds to initiative);
    the enemies are out of reach. Every level steps onto it."""
    board = R.board("genotech")
    glyph = board.ground(0, 6).key
    s = state({"captain_america": (0, (1, 10)), "thanos": (0, (6, 11)), "venom": (1, (7, 0)),
               "doctor_doom": (1, (6, 1))}, scenario="escalating_battle")
    s["glyphs"]["object_of_power"] = {"space": glyph, "side": "power", "holder": None}
    s["glyphs"]["mysterious_item"] = {"space": board.ground(5, 6).key, "side": "symbol", "holder": None}
    _turn(s)
    o = _picked(s, _choose(kind, s))
    assert o["data"]["kind"] == "move" and o["data"]["to"] == glyph, o["label"]


def test_where_more_figures_win_a_side_behind_on_the_count_spreads_its_turns():
    """Escalating Battle, round 3: three villains against five heroes, the Abomination holding the
    Object of Power. All three turns on the glyph's holder would be a waiting game, lost on the
    count after round 8: the turns go to three figures. The side ahead on the count may wait."""
    board = R.board("genotech")
    s = state({"incredible_hulk": (0, (5, 2)), "abomination": (0, (5, 6)), "thanos": (0, (4, 2)),
               "silver_surfer": (1, (9, 6)), "red_skull": (1, (0, 11)), "spider_man": (1, (7, 10)),
               "venom": (1, (6, 11)), "captain_america": (1, (6, 8))}, scenario="escalating_battle")
    s["glyphs"]["object_of_power"] = {"space": board.ground(5, 6).key, "side": "power", "holder": None}
    s["round"] = 3
    s["turn"] = None
    plan = plan_markers(table(s), 0)
    assert len({plan["1"], plan["2"], plan["3"]}) == 3
    assert behind_on_figures(table(s), 0) > 0 and behind_on_figures(table(s), 1) == 0
