"""The hard player's whole-mission lookahead (ai_lookahead.py): with no combat dice, a mission
between normal players is a fixed line, so playing an answer out to the end tells what it leads to.
(The win rates are measured by scripts, never here.)"""

import copy
import functools

from game.core.players import SeatView
from game.core.rng import Rng
from game.core.rules import apply, visible_state
from game.session import open_game
from game.strike_teams import ai, ai_lookahead
from game.strike_teams.ai_lookahead import LookaheadPlayer, applies, redeal
from game.strike_teams.ai_search import permute_hidden


@functools.lru_cache(maxsize=1)
def loaded():
    return open_game("strike_teams", with_user_mods=False)


def _normal_game(seed, stop=lambda s, n: False):
    """A seeded mission between normal players, played until `stop(state, decisions)` holds (or to
    its end); the state and the decisions taken."""
    game = loaded()
    state = game.rules.new_game(game.setup(["computer", "computer"], seed), [])
    normal = ai.NormalPlayer()
    n = 0
    while state.get("result") is None and not stop(state, n):
        seat = state["pending"]["seat"]
        apply(game.rules, state, normal.choose(SeatView(game.rules, state, seat), Rng(n)))
        n += 1
    return state, n


def test_a_playout_from_the_masterminds_view_ends_as_the_mission_does():
    """Nothing is hidden from the Mastermind once the cards are revealed and the normal player
    never rolls the Action Die: her re-deal, played on by normal players, is the mission itself."""
    rules = loaded().rules
    final, _ = _normal_game(5)
    state, _ = _normal_game(5, lambda s, n: s["round"] == 3 and s["pending"]["kind"] == "act"
                            and s["pending"]["seat"] == 1)
    view = visible_state(rules, state, 1)
    assert applies(view, state["pending"], ("act",))
    plan = ai.NormalPlayer().choose(SeatView(rules, state, 1), Rng(0))["picks"]
    out = ai_lookahead.playout(rules, redeal(rules, view, 1, Rng(1)), plan, ai.NormalPlayer(), Rng(2))
    assert out["result"] is not None and out["op"] == final["op"]


def test_the_heroes_redeal_a_face_down_stage_3_card():
    """Before the reveal the heroes' playouts go on with a Stage 3 card dealt at random (one of the
    Stage 3 cards), everything they see left as it is."""
    rules = loaded().rules
    state, _ = _normal_game(5, lambda s, n: s["round"] == 2 and s["pending"]["kind"] == "activate"
                            and s["pending"]["seat"] == 0)
    view = visible_state(rules, state, 0)
    assert view["scenarios"][2] is None and applies(view, state["pending"], ("activate",))
    dealt = {redeal(rules, view, 0, Rng(k))["scenarios"][2] for k in range(12)}
    assert len(dealt) > 1 and all(rules.scenarios[x].stage == 3 for x in dealt)
    again = visible_state(rules, redeal(rules, view, 0, Rng(3)), 0)
    for key in set(view) | set(again):
        if key not in ("sc", "scenarios", "roles"):
            assert again.get(key) == view.get(key), key


def test_the_mastermind_activates_the_villain_whose_turn_first_wins_the_mission():
    """Seed 4, round 1, the Mastermind's first activation: the normal order (Baron Strucker, the
    villain nearest a hero) played out against the normal heroes loses the mission; Winter Soldier
    first wins it. The hard Mastermind's lookahead sends Winter Soldier first."""
    rules = loaded().rules
    state, _ = _normal_game(4, lambda s, n: s["pending"]["kind"] == "activate" and s["pending"]["seat"] == 1)
    assert state["round"] == 1
    seen = SeatView(rules, state, 1)
    assert ai.NormalPlayer().choose(seen, Rng(0))["picks"] == ["activate:baron_strucker"]
    view = visible_state(rules, state, 1)
    lines = {}
    for who in ("activate:baron_strucker", "activate:winter_soldier"):
        lines[who] = ai_lookahead.playout(rules, redeal(rules, view, 1, Rng(0)), [who], ai.NormalPlayer(), Rng(0))
    assert 1 not in lines["activate:baron_strucker"]["result"]["winners"]
    assert lines["activate:winter_soldier"]["result"]["winners"] == [1]
    hard = loaded().players.make("computer:hard", rules, 1)
    chosen = hard.choose(seen, Rng(0))
    assert chosen["picks"] == ["activate:winter_soldier"]
    assert chosen["why"].startswith("Activate Winter Soldier (0 AP): 100% to win")


def test_the_lookahead_never_peeks():
    """The heroes' choice of who activates next, before the Stage 3 card is revealed, is the same
    whatever the face-down card and the dice ahead are."""
    rules = loaded().rules
    player = LookaheadPlayer(rules, ai.NormalPlayer(), ("activate",))
    checked = 0
    for seed in (5, 7):
        state, _ = _normal_game(seed, lambda s, n: s["round"] == 2 and s["pending"]["kind"] == "activate"
                                and s["pending"]["seat"] == 0)
        assert not state.get("revealed")
        first = player.choose(SeatView(rules, state, 0), Rng(seed))["picks"]
        for k in range(2):
            other = copy.deepcopy(state)
            permute_hidden(rules, other, 0, Rng(100 * seed + k))
            assert other["scenarios"][2] != state["scenarios"][2] or other["rng"] != state["rng"]
            assert player.choose(SeatView(rules, other, 0), Rng(seed))["picks"] == first
        checked += 1
    assert checked == 2


def test_in_a_campaign_the_playout_stops_at_the_missions_end():
    """A campaign's next missions are not played out: the playout ends with the mission (more OP
    wins it), before the level-ups and the next map."""
    game = loaded()
    rules = game.rules
    state = rules.new_game(game.setup(["computer", "computer"], 3, options={"mode": "campaign", "missions": "3"}), [])
    normal = ai.NormalPlayer()
    n = 0
    while not (state["campaign"]["mission"] == 2 and state["pending"]["kind"] == "activate"):
        seat = state["pending"]["seat"]
        apply(rules, state, normal.choose(SeatView(rules, state, seat), Rng(n)))
        n += 1
    seat = state["pending"]["seat"]
    view = visible_state(rules, state, seat)
    assert applies(view, state["pending"], ("activate",))
    plan = normal.choose(SeatView(rules, state, seat), Rng(0))["picks"]
    out = ai_lookahead.playout(rules, redeal(rules, view, seat, Rng(1)), plan, normal, Rng(2))
    assert out["phase"] == "over" and out.get("result") is None and out["campaign"]["mission"] == 2
    won, lead = ai_lookahead.outcome(out, seat)
    assert lead == out["op"][seat] - out["op"][1 - seat] and won == (1.0 if lead > 0 else 0.5 if lead == 0 else 0.0)
