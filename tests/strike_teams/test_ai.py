"""The computer levels: what each weighs and how it plays (the win rates are measured by
`simulate`, never here)."""

import copy
import functools

from game.core.match import Match
from game.core.players import SeatView
from game.core.rng import Rng
from game.core.rules import apply, visible_state
from game.session import open_game
from game.strike_teams import ai, ai_fitted, ai_judge, damage, objectives
from game.strike_teams.ai_easy import EasyPlayer
from game.strike_teams.ai_hidden import HORIZON, determinize, rebuildable
from game.strike_teams.ai_search import HardPlayer, hard_player
from tests.strike_teams.helpers import board, g_of, start_turn, table


@functools.lru_cache(maxsize=1)
def loaded():
    return open_game("strike_teams", with_user_mods=False)


def _play_until(seed, stop, kinds=("computer", "random")):
    """A seeded game played until `stop(state)` holds; the match then."""
    game = loaded()
    setup = game.setup(list(kinds), seed)
    m = Match.start(game.rules, setup)
    robots = game.seat_players(setup["seats"])
    step = 0
    while not m.over and not stop(m.state):
        seat = m.pending["seat"]
        m.apply(robots[seat].choose(SeatView(game.rules, m.state, seat), Rng(step)))
        step += 1
    return m


def test_the_heroes_spread_over_the_tokens_their_scenario_needs():
    """Cut the Alarms and Wipe the Servers, both due at the end of Stage 2: three heroes, each
    heads for a target of its own among the panels and servers."""
    m = _play_until(39, lambda s: s.get("round") == 1 and s["pending"]["kind"] == "activate")
    s = m.state
    assert s["scenarios"][:2] == ["cut_the_alarms", "wipe_the_servers"]
    g = loaded().rules.table(s)
    goals = {f: ai._goal(g, f) for f in ("captain_america", "iron_man", "quake")}
    targets = {t["pos"] for t in s["tokens"].values() if t["kind"] in ("alarm", "server")}
    assert len(set(goals.values())) == 3 and set(goals.values()) <= targets


def test_the_judge_counts_objective_points_and_wounds():
    m = _play_until(3, lambda s: s.get("round") == 2)
    rules = loaded().rules
    s = m.state
    base = ai_judge.side_lead(rules, s, 0)
    richer = copy.deepcopy(s)
    richer["op"][0] += 2
    assert ai_judge.side_lead(rules, richer, 0) > base + 1.5
    assert ai_judge.side_lead(rules, richer, 1) < ai_judge.side_lead(rules, s, 1)
    hurt = copy.deepcopy(s)
    villain = next(c for c in hurt["chars"].values() if c["side"] == 1 and c["role"] != "henchman" and c["state"] == "map")
    villain["wounds"]["attack"] = 1
    villain["wounds"]["move"] = 1
    assert ai_judge.side_lead(rules, hurt, 0) > base
    assert 0.5 < ai_judge.chance(1.0) < 1.0 and ai_judge.chance(0) == 0.5


def test_the_fitted_judge_weighs_a_lead_in_objective_points_more_late_in_the_mission():
    m = _play_until(3, lambda s: s.get("round") == 2)
    rules = loaded().rules
    s = m.state
    base = ai_fitted.chance(rules, s, 0)
    assert abs(base + ai_fitted.chance(rules, s, 1) - 1.0) < 1e-9
    richer = copy.deepcopy(s)
    richer["op"][0] += 2
    assert ai_fitted.chance(rules, richer, 0) > base + 0.05
    later = copy.deepcopy(richer)
    later["round"] = 11
    same_late = copy.deepcopy(s)
    same_late["round"] = 11
    assert ai_fitted.chance(rules, later, 0) - ai_fitted.chance(rules, same_late, 0) > \
        ai_fitted.chance(rules, richer, 0) - base
    hurt = copy.deepcopy(s)
    hero = next(c for c in hurt["chars"].values() if c["side"] == 0 and c["state"] == "map")
    hero["wounds"]["attack"] = 2
    hero["wounds"]["move"] = 2
    assert ai_fitted.chance(rules, hurt, 0) < base


def test_hard_judges_with_the_fitted_model_unless_told_the_plain_one():
    rules = loaded().rules
    m = _play_until(5, lambda s: s.get("round") == 3 and s["pending"]["kind"] == "act" and s["pending"]["seat"] == 0
                    and len(s["pending"]["options"]) > 3)
    fitted = hard_player(rules, iterations=4).search.hooks
    plain = hard_player(rules, iterations=4, judge="plain").search.hooks
    assert fitted.evaluate(m.state, 0) == ai_fitted.chance(rules, m.state, 0)
    assert plain.evaluate(m.state, 0) == ai_judge.chance(ai_judge.side_lead(rules, m.state, 0))


def test_hard_searches_its_own_activation_and_says_why():
    m = _play_until(5, lambda s: s.get("round") == 3 and s["pending"]["kind"] == "act" and s["pending"]["seat"] == 0
                    and len(s["pending"]["options"]) > 3)
    rules = loaded().rules
    seen = SeatView(rules, m.state, 0)
    assert rebuildable(seen.view)
    hard = hard_player(rules, iterations=12)
    assert isinstance(hard, HardPlayer)
    out = hard.choose(seen, Rng(1))
    ids = {o["id"] for o in m.pending["options"]}
    assert set(out["picks"]) <= ids and len(out["picks"]) == 1
    assert "to win (of 12 tries" in out["why"]


def test_hard_can_compare_its_answers_on_the_same_deals():
    """The paired search (game/core/paired.py): a listed answer, and the same one for the same seed."""
    m = _play_until(5, lambda s: s.get("round") == 3 and s["pending"]["kind"] == "act" and s["pending"]["seat"] == 0
                    and len(s["pending"]["options"]) > 3)
    rules = loaded().rules
    seen = SeatView(rules, m.state, 0)
    first = hard_player(rules, iterations=12, paired=True).choose(seen, Rng(1))
    again = hard_player(rules, iterations=12, paired=True).choose(SeatView(rules, m.state, 0), Rng(1))
    assert set(first["picks"]) <= {o["id"] for o in m.pending["options"]} and len(first["picks"]) == 1
    assert first == again


def test_hard_leaves_set_up_and_the_other_sides_questions_to_the_normal_player():
    m = _play_until(5, lambda s: s["pending"]["kind"] == "choose_cards")
    rules = loaded().rules
    seat = m.pending["seat"]
    seen = SeatView(rules, m.state, seat)
    assert not rebuildable(visible_state(rules, m.state, seat))
    assert hard_player(rules, iterations=4).choose(seen, Rng(2)) == ai.NormalPlayer().choose(seen, Rng(2))


def test_easy_plays_no_action_card_outside_attacks_and_always_gains():
    m = _play_until(7, lambda s: s["pending"]["kind"] == "act" and any(o["id"].startswith("card:")
                                                                       for o in s["pending"]["options"]))
    rules = loaded().rules
    seat = m.pending["seat"]
    for k in range(6):
        picks = EasyPlayer().choose(SeatView(rules, m.state, seat), Rng(k))["picks"]
        assert not picks[0].startswith("card:")
    m2 = _play_until(7, lambda s: s["pending"]["kind"] == "start" and any(o["id"] == "rest" for o in s["pending"]["options"]))
    assert EasyPlayer().choose(SeatView(rules, m2.state, m2.pending["seat"]), Rng(0))["picks"] == ["gain"]


# -- the scenario cards judged on positions (Completing Objectives on Scenario Cards) ------------------

#: Two map tiles: the west half (0) and the east half (1), where the vault lies.
ARENA = ["..........",
         "..........",
         ".........."]
HALVES = ["0000011111"] * 3


def _with_cards(R, s, *cards):
    s["scenarios"] = list(cards)
    s["sc"] = [{"id": x, "status": "open", "active": True} for x in cards]


def _play_turn(R, s, cid):
    """The normal player answers for both seats until `cid`'s turn is over."""
    start_turn(R, s, cid)
    player = ai.NormalPlayer()
    for k in range(40):
        d = s["pending"]
        if d["kind"] == "test_hold":
            return
        apply(R, s, player.choose(SeatView(R, s, d["seat"]), Rng(k)))
    raise AssertionError("the turn did not end")


def _vault(round_=8, **figs):
    R, s = table(board(ARENA, tiles=HALVES), figs, round_=round_)
    _with_cards(R, s, "hold_the_vault")
    objectives.place(g_of(R, s), "vault", "7,1", 0)
    return R, s


def test_hold_the_vault_the_mastermind_contests_a_hero_alone_on_the_vault_tile():
    """Stage 2's last round: Iron Man alone on the vault's tile would win Hold the Vault (3 OP).
    Baron Strucker, nearer Captain America off the tile, walks onto the tile instead (a tie there
    fails the card for the heroes)."""
    R, s = _vault(baron_strucker={"at": "3,1", "ap": 8}, captain_america={"at": "0,1"}, iron_man={"at": "8,1"})
    g = g_of(R, s)
    assert ai._goal(g, "baron_strucker") in {c for c in g.board.floor if g.board.tile_of[c] == 1}
    _play_turn(R, s, "baron_strucker")
    assert g_of(R, s).board.tile_of[s["figs"]["baron_strucker"]["pos"]] == 1


def test_without_a_card_to_hold_the_mastermind_chases_the_nearest_hero():
    R, s = table(board(ARENA, tiles=HALVES), {"baron_strucker": {"at": "3,1", "ap": 8},
                                               "captain_america": {"at": "0,1"}, "iron_man": {"at": "8,1"}}, round_=8)
    assert ai._goal(g_of(R, s), "baron_strucker") == "0,1"


def test_hold_the_vault_heroes_come_onto_the_tile_when_it_is_judged():
    R, s = _vault(iron_man={"at": "1,1", "ap": 8}, baron_strucker={"at": "9,2"})
    _play_turn(R, s, "iron_man")
    assert g_of(R, s).board.tile_of[s["figs"]["iron_man"]["pos"]] == 1


def test_the_judge_counts_who_holds_the_vault_tile_now():
    """The hard player's judge: the Mastermind is better off tying the heroes on the tile."""
    R, s = _vault(baron_strucker={"at": "3,1"}, captain_america={"at": "0,1"}, iron_man={"at": "8,1"})
    alone = ai_judge.side_lead(R, s, 1)
    s["figs"]["baron_strucker"]["pos"] = "6,1"
    assert ai_judge.side_lead(R, s, 1) > alone + 0.5 * 3 * ai_judge.HOLD * 4


def test_secure_the_landing_zone_the_mastermind_stands_on_a_free_flare():
    """One of her figures on a flare fails the card: no hero can hold every flare. The card is
    judged at the end of Stage 2 (round 8, its last round)."""
    R, s = table(board(ARENA, tiles=HALVES), {"baron_strucker": {"at": "3,1", "ap": 8},
                                               "captain_america": {"at": "0,1"}, "iron_man": {"at": "9,0"}}, round_=8)
    _with_cards(R, s, "secure_the_landing")
    g = g_of(R, s)
    objectives.place(g, "flare", "6,2", 0)
    objectives.place(g, "flare", "9,1", 0)
    _play_turn(R, s, "baron_strucker")
    assert s["figs"]["baron_strucker"]["pos"] == "6,2"


def test_hard_told_to_weigh_the_scenarios_double_values_a_destroyed_target_more():
    rules = loaded().rules

    def target(s):  # a token the heroes must destroy for a card (Cut the Alarms, the Superweapon...)
        return next((t for t, x in s["tokens"].items() if x["pos"] and s["sc"][x["sc"]].get("active")
                     and rules.scenarios[s["sc"][x["sc"]]["id"]].kind == "damage_tokens"), None)
    m = _play_until(5, lambda s: s.get("round") == 3 and target(s))
    s = m.state
    done = copy.deepcopy(s)
    tid = target(done)
    done["tokens"][tid].update(destroyed=True, gone=True, at=done["tokens"][tid]["pos"], pos=None)
    default = hard_player(rules, iterations=4).search.hooks
    double = hard_player(rules, iterations=4, scenarios=2.0).search.hooks
    assert default.evaluate(s, 0) == ai_fitted.chance(rules, s, 0)
    # (the plain gain may be below zero: the hero's next target lies farther off than this one did)
    gain = default.evaluate(done, 0) - default.evaluate(s, 0)
    assert double.evaluate(done, 0) - double.evaluate(s, 0) > gain + 0.01


def test_the_steady_judge_does_not_count_the_way_to_the_next_target_against_reaching_this_one():
    """Cut the Alarms, round 3 of seed 5: every hero heads for the last alarm. Captain America
    next to it destroys it; the heroes' goal becomes the Superweapon, far off. Measured from the
    goals as they were (ai_judge.root_goals: the hard heroes' search), the alarm destroyed is a
    gain; measured from the new goal alone it looks like a loss."""
    rules = loaded().rules

    def target(s):
        return next((t for t, x in s["tokens"].items() if x["pos"] and s["sc"][x["sc"]].get("active")
                     and rules.scenarios[s["sc"][x["sc"]]["id"]].kind == "damage_tokens"), None)
    m = _play_until(5, lambda s: s.get("round") == 3 and target(s))
    s = copy.deepcopy(m.state)
    tid = target(s)
    cell = s["tokens"][tid]["pos"]
    s["figs"]["captain_america"]["pos"] = "18,5"
    g = g_of(rules, s)
    assert cell == "19,5" and "18,5" in g.board.open_nbrs(g.sig())[cell]
    assert {ai._goal(g, f) for f in ("captain_america", "iron_man", "quake")} == {cell}
    roots = ai_judge.root_goals(g)
    done = copy.deepcopy(s)
    done["tokens"][tid].update(destroyed=True, gone=True, at=cell, pos=None)
    assert ai._goal(g_of(rules, done), "captain_america") != cell
    assert ai_fitted.chance(rules, done, 0) < ai_fitted.chance(rules, s, 0)
    assert ai_fitted.chance(rules, done, 0, roots=roots) > ai_fitted.chance(rules, s, 0, roots=roots) + 0.05


def _hard_heroes_choose_in_round_3(**told):
    """Seed 5, the heroes' first act decision of round 3 with a choice: hard (12 iterations, told
    `told`) answers it; the match, the rules and the player then. Its answer is one of the options."""
    m = _play_until(5, lambda s: s.get("round") == 3 and s["pending"]["kind"] == "act" and s["pending"]["seat"] == 0
                    and len(s["pending"]["options"]) > 3)
    rules = loaded().rules
    hard = hard_player(rules, iterations=12, **told)
    out = hard.choose(SeatView(rules, m.state, 0), Rng(1))
    assert set(out["picks"]) <= {o["id"] for o in m.pending["options"]}
    return m, rules, hard


def test_hard_told_to_keep_its_goals_steady_judges_from_the_goals_at_its_root():
    m, rules, hard = _hard_heroes_choose_in_round_3(steady=(True, False))
    roots = hard.search.hooks._roots
    assert roots and {f for f, x in m.state["figs"].items() if x["pos"]} >= set(roots)
    assert roots == ai_judge.root_goals(g_of(rules, m.state))
    assert hard_player(rules, iterations=4).search.hooks.steady == (False, False)


def _one_wound_short(rules, s, cid):
    """`cid`'s damage slots filled but one."""
    c = s["chars"][cid]
    c["wounds"] = dict(rules.slot_table(c))
    key = next(k for k, n in c["wounds"].items() if n)
    c["wounds"][key] -= 1


def test_judged_from_the_root_s_claims_a_villain_defeated_is_worth_more_than_one_wound_short():
    """As fitted, a defeated villain has no hurt term: one a wound from defeat is worth more to the
    heroes (the kill looked a loss to the search, seed 8 round 3: Iron Man rested rather than gain
    the AP to finish Winter Soldier). Told the claims at its root, the judge counts him wholly hurt
    at the stake he had there."""
    rules = loaded().rules
    m = _play_until(3, lambda s: s.get("round") == 2)
    s = copy.deepcopy(m.state)
    cid = next(c for c, x in s["chars"].items() if x["side"] == 1 and x["role"] != "henchman" and x["state"] == "map"
               and c not in s["claimed"][0])
    _one_wound_short(rules, s, cid)
    root = ai_fitted.root_claimed(s)
    done = copy.deepcopy(s)
    damage.defeat(g_of(rules, done), s["chars"][cid]["figs"][0], "")
    assert done["chars"][cid]["state"] == "defeated" and done["op"][0] > s["op"][0]
    assert ai_fitted.chance(rules, done, 0) < ai_fitted.chance(rules, s, 0)
    assert ai_fitted.chance(rules, done, 0, claimed=root) > ai_fitted.chance(rules, s, 0, claimed=root)
    assert ai_fitted.chance(rules, s, 0, claimed=root) == ai_fitted.chance(rules, s, 0)  # nothing defeated: as fitted


def test_judged_from_the_root_s_claims_a_soldier_defeated_counts_as_its_henchman_token():
    game = loaded()
    rules = game.rules
    setup = game.setup(["computer", "computer"], 3, options={"mode": "tutorial"})  # 6 Hydra Soldiers
    m = Match.start(rules, setup)
    robots = game.seat_players(setup["seats"])
    step = 0
    while m.state.get("round", 0) < 2:
        seat = m.pending["seat"]
        m.apply(robots[seat].choose(SeatView(rules, m.state, seat), Rng(step)))
        step += 1
    s = copy.deepcopy(m.state)
    cid = next(c for c, x in s["chars"].items() if x["role"] == "henchman")
    fid = next(f for f in s["chars"][cid]["figs"] if s["figs"][f]["pos"])
    s["figs"][fid]["wounds"] = rules.chars[cid].health - 1
    root = ai_fitted.root_claimed(s)
    done = copy.deepcopy(s)
    damage.defeat(g_of(rules, done), fid, "")
    assert done["hench"]["tokens"] == s["hench"]["tokens"] + 1
    assert ai_fitted.chance(rules, done, 0) < ai_fitted.chance(rules, s, 0)
    assert ai_fitted.chance(rules, done, 0, claimed=root) > ai_fitted.chance(rules, s, 0, claimed=root)


def test_hard_told_to_count_defeats_whole_judges_from_the_claims_at_its_root():
    m, rules, hard = _hard_heroes_choose_in_round_3(defeats=(True, False))
    hooks = hard.search.hooks
    assert hooks._claimed == ai_fitted.root_claimed(m.state)
    assert hooks.evaluate(m.state, 0) == ai_fitted.chance(rules, m.state, 0, claimed=hooks._claimed)
    assert hard_player(rules, iterations=4).search.hooks.defeats == (False, True)  # the Mastermind's default


def test_told_of_the_mastermind_s_reply_the_judge_fears_a_villain_who_can_close_in_and_strike():
    """The threat term (hard heroes' opt-in): Baron Strucker's Saber (melee, strength 4) four squares
    from Captain America, who has no AP to Dodge, promises him 4 wounds next Mastermind Phase;
    nine squares off, out of a step and a blow, nothing. Told to count half of it, the judge gives
    the heroes less chance beside him; not told, it judges as fitted."""
    far, near = (table(board(ARENA), {"captain_america": {"at": "0,1"}, "baron_strucker": {"at": at}})
                 for at in ("9,1", "4,1"))
    assert ai_fitted._threatened(g_of(*far)) == 0.0
    assert ai_fitted._threatened(g_of(*near)) > 0.0
    rules, s = near
    assert ai_fitted.chance(rules, s, 0, threat=0.5) < ai_fitted.chance(rules, s, 0)
    assert ai_fitted.chance(*far, 0, threat=0.5) == ai_fitted.chance(*far, 0)
    assert hard_player(rules, iterations=4).search.hooks.threat == (0.0, 0.0)


def test_told_to_look_to_the_end_of_the_hero_phase_the_search_plays_the_other_heroes_turns():
    """The phase horizon (hard heroes' opt-in): seed 5, round 3, the first hero acting. Re-dealt with
    `phase`, the rules' Hero Phase waits under the activation, so a playout by the normal player
    reaches the horizon only when every hero has had its turn this round; without it, the horizon
    comes when the acting hero ends its turn, the others still to activate."""
    m = _play_until(5, lambda s: s.get("round") == 3 and s["pending"]["kind"] == "start" and s["pending"]["seat"] == 0)
    rules = loaded().rules
    view = visible_state(rules, m.state, 0)
    normal = ai.NormalPlayer()

    def played_out(phase):
        dealt = determinize(rules, view, 0, Rng(3), phase=phase)
        step = 0
        while dealt["pending"]["kind"] != HORIZON:
            seat = dealt["pending"]["seat"]
            apply(rules, dealt, normal.choose(SeatView(rules, dealt, seat), Rng(step)))
            step += 1
        return [cid for cid, c in dealt["chars"].items() if c["side"] == 0 and not c["activated"]], dealt["round"]
    assert played_out(phase=True) == ([], 3)
    left, round_ = played_out(phase=False)
    assert left and round_ == 3
    hard = hard_player(rules, iterations=12, phase=(True, False))
    assert hard.choose(SeatView(rules, m.state, 0), Rng(1))["picks"][0] in {o["id"] for o in m.pending["options"]}
    assert hard_player(rules, iterations=4).search.hooks.phase == (False, False)


def test_a_villain_does_not_pace_onto_the_square_an_ally_holds_before_a_closed_door():
    """Seed 11 in a real window: Baron Strucker waits on the square before a closed door that cuts
    the villains off from the heroes. Winter Soldier, heading for that door, stepped onto Strucker's
    square, had to step off (two figures may not end a move on one square), and paced back and forth
    until his AP ran out. He stops next to it with his AP kept."""
    b = board(["......", "......"], doors=[([("2,0", "3,0"), ("2,1", "3,1")], 3)])
    R, s = table(b, {"baron_strucker": {"at": "3,0"}, "winter_soldier": {"at": "5,0", "ap": 6},
                     "captain_america": {"at": "0,0"}})
    g = g_of(R, s)
    assert ai._goal(g, "winter_soldier") == "0,0"
    _play_turn(R, s, "winter_soldier")
    assert s["figs"]["winter_soldier"]["pos"] == "4,0"
    assert s["chars"]["winter_soldier"]["ap"] >= 4, "one step taken, the rest kept"
