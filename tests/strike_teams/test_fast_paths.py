"""The speed work's shortcuts (issue 13) give the answers of the plain rules they stand for, on the
states of seeded random games: a melee source's target looked for beside the attacker
(attack.melee_target) against the whole list (attack.targets). A random playout nobody watches
(every seat random, checks off: the bench, simulate --fast) answers each decision where it is asked
and leaves out the words nobody reads: the game and its record must be the ones of the playout
that asks every question, worded."""

import functools

import pytest

from game.core.conformance import playout, worded_and_unseen
from game.core.events import Unread
from game.core.match import Match
from game.core.players import RandomPlayer, random_picks, random_stream
from game.session import open_game
from game.strike_teams import attack, movement
from game.strike_teams.engine import G


@functools.lru_cache(maxsize=1)
def loaded():
    return open_game("strike_teams", with_user_mods=False)


def states(seeds, options=None):
    """Every state of seeded random games, decision by decision (the worded game)."""
    game = loaded()
    for seed in seeds:
        setup = game.setup(["random", "random"], seed, options=dict(options or {}))
        m = Match.start(game.rules, setup)
        step = 0
        while not m.over:
            yield m.state
            seat = m.pending["seat"]
            m.apply({"seat": seat, "picks": random_picks(m.pending, random_stream(setup["seed"], seat), step)})
            step += 1


def placed_figures(seeds, options, in_setup=False):
    """(state, a G over it, figure id, figure) for every figure on the map in every state of
    `states` (those of the set-up too with `in_setup`)."""
    rules = loaded().rules
    for s in states(seeds, options):
        if not s.get("map") or (s["phase"] == "setup" and not in_setup):
            continue
        g = G(s, [], rules)
        for fid, f in s["figs"].items():
            if f["pos"] is not None:
                yield s, g, fid, f


@pytest.mark.parametrize("seeds,options", [((1000, 1001, 1002), {}), ((12,), {"units": "4", "level": "3"}),
                                           ((31,), {"mode": "campaign", "missions": "2"})])
def test_a_melee_target_is_looked_for_beside_the_attacker_as_in_the_whole_list(seeds, options):
    looked = found = 0
    for s, g, fid, f in placed_figures(seeds, options):
        for enemy_only in (False, True):
            prof = {"type": "melee", "enemy_only": enemy_only}
            want = bool(attack.targets(g, fid, prof, f["pos"], first_only=True))
            assert attack.melee_target(g, fid, prof, f["pos"]) == want, (s["round"], fid, enemy_only)
            looked += 1
            found += want
    assert looked > 5000 and 0.1 < found / looked < 0.9


@pytest.mark.parametrize("seeds,options", [((1000, 1001), {}), ((31,), {"mode": "campaign", "missions": "2"})])
def test_whether_a_ranged_attack_has_a_target_is_whether_the_whole_list_has_one(seeds, options):
    """`first_only` stops at the first target, and at a wall or door at the first square it is seen
    from (the nearest is not needed to know there is one): the answer is the whole list's."""
    looked = found = walls = 0
    for s, g, fid, f in placed_figures(seeds, options):
        if s["round"] % 2:
            continue  # every other round: enough tables, half the time
        for prof in ({"type": "ranged", "enemy_only": False}, {"type": "ranged", "enemy_only": True}):
            whole = attack.targets(g, fid, prof, f["pos"])
            first = attack.targets(g, fid, prof, f["pos"], first_only=True)
            assert bool(first) == bool(whole), (s["round"], fid, whole[:2])
            assert not first or first[0][0] == whole[0][0], (s["round"], fid, first, whole[:2])
            looked += 1
            found += bool(whole)
            walls += bool(whole) and whole[0][0].startswith(("wall:", "door:"))
    assert looked > 2000 and 0.1 < found / looked < 1 and walls, (looked, found, walls)


class AskedRandom(RandomPlayer):
    """A random player the playout does not take for one: every decision is asked of it, worded."""


@pytest.mark.parametrize("seed,options", [(1000, {}), (1001, {}), (11, {"units": "2"}), (21, {"mode": "tutorial"}),
                                          (31, {"mode": "campaign", "missions": "2"})])
def test_a_game_nobody_watches_is_the_game_whose_every_question_is_asked(seed, options):
    # a random playout with its checks off answers each decision where it is asked (G.run), without
    # its words: the same answers and the same end as a playout asking every question of its players
    game = loaded()
    setup = game.setup(["random", "random"], seed, options=dict(options))
    fast = playout(game.rules, setup, checks=False)
    asked = playout(game.rules, setup, [AskedRandom(), AskedRandom()], checks=False)
    assert fast.error is None and fast.decisions > 100
    assert (fast.answers, fast.result) == (asked.answers, asked.result)


def _without_words(state):
    """The state with its decision's words (prompts, option labels) left out."""
    pending = state["pending"]
    if pending is None:
        return state
    pending = {**pending, "prompt": "", "public_prompt": "", "options": [{**o, "label": ""} for o in pending["options"]]}
    return {**state, "pending": pending}


@pytest.mark.parametrize("seed,options", [(1000, {}), (1003, {}), (12, {"units": "4", "level": "3"}),
                                          (31, {"mode": "campaign", "missions": "2"})])
def test_a_decision_nobody_sees_is_the_worded_one_without_its_words(seed, options):
    # side by side: a worded game and one whose decisions nobody sees (events.Unread's `unseen`, every
    # question still asked): the options are the same (ids, clicks, data) in the same order, and so is
    # every other part of the state; only the words nobody would read are left out
    game = loaded()
    bare = set()
    for step, (worded, unseen) in enumerate(worded_and_unseen(
            game.rules, game.setup(["random", "random"], seed, options=dict(options)))):
        assert _without_words(unseen) == _without_words(worded), step
        if unseen["pending"] is not None and unseen["pending"]["prompt"] == "":
            bare.add(unseen["pending"]["kind"])
    assert {"act", "start", "target"} <= bare


@pytest.mark.parametrize("seeds,options", [((1000, 1004), {}), ((12,), {"units": "4", "level": "3"})])
def test_the_usable_attack_sources_are_those_why_not_lets_with_a_target(seeds, options):
    # attack.usable makes why_not's checks common to every source once, then each source's own
    offered = 0
    for s, g, fid, _f in placed_figures(seeds, options):
        want = [src for src in attack.sources(g, fid)
                if attack.why_not(g, fid, src) is None and attack.has_target(g, fid, src)]
        assert [src for src, _ in attack.usable(g, fid)] == want, (s["round"], fid)
        offered += len(want)
    assert offered > 1000


@pytest.mark.parametrize("seeds,options", [((1000, 1005), {}), ((31,), {"mode": "campaign", "missions": "2"})])
def test_the_squares_near_a_figure_are_those_it_may_enter_and_whether_it_may_stop(seeds, options):
    # movement._near reads may_stop's spawn point rule for an empty square with the figure's side once
    looked = 0
    for s, g, fid, f in placed_figures(seeds, options, in_setup=True):
        want = [(b, movement.may_stop(g, fid, b)) for b in g.adj(f["pos"]) if movement.enterable(g, fid, b)]
        assert movement._near(g, fid, f["pos"]) == want, (s["round"], fid)
        looked += len(want)
    assert looked > 10000


@pytest.mark.parametrize("seed,options", [(1000, {}), (1002, {}), (1006, {}), (12, {"units": "4", "level": "3"}),
                                          (21, {"mode": "tutorial"}), (31, {"mode": "campaign", "missions": "2"}),
                                          (33, {"mode": "campaign", "missions": "3"})])
def test_what_a_table_keeps_from_one_decision_to_the_next_is_what_fresh_lookups_give(monkeypatch, seed, options):
    # where nobody watches, one G answers decision after decision (G.run) and keeps what it looked
    # up (squares figures stand on, walls, tokens, enemies beside a square) until something it
    # depends on changes: at each answer it must be what a fresh G looks up
    from game.strike_teams import engine
    run = engine.TASKS.run
    checked = []

    def checking(g, picks=None, between=None):
        if g.pick is not None and picks is not None:
            fresh = G(g.s, [], g.rules)
            assert g.board is fresh.board
            if g._occ is not None:
                assert (g._occ, g._stacked) == (fresh.occ(), fresh.stacked())
            if g._sig is not None:
                assert g._sig == fresh.sig()
            if g._nb is not None:
                assert g._nb is g.board.open_nbrs(fresh.sig())
            if g._mst is not None:
                assert g._mst == fresh.ms_tokens()
            for (cell, side), near in g._ea.items():
                assert fresh.enemies_adjacent(cell, side) == near
            checked.append(g._occ is not None and g._sig is not None)
        return run(g, picks, between)

    monkeypatch.setattr(engine.TASKS, "run", checking)
    game = loaded()
    fast = playout(game.rules, game.setup(["random", "random"], seed, options=dict(options)), checks=False)
    assert fast.error is None and len(checked) == fast.decisions and sum(checked) > 50


def test_the_checks_still_find_what_is_wrong():
    # the checks look at a character's slots only when it has a wound: a state broken on purpose
    # is still reported, slot by slot
    import copy
    rules = loaded().rules
    s = next(x for x in states((1000,)) if x.get("map") and x["phase"] in ("heroes", "mastermind") and x["round"] >= 2
             and x["tokens"])
    assert rules.invariants(s) == []
    hero = next(cid for cid, c in s["chars"].items() if c["role"] != "henchman" and c["state"] == "map")
    broken = copy.deepcopy(s)
    broken["chars"][hero]["wounds"] = {"attack": 99}
    assert rules.invariants(broken) == [f"{hero} has 99 wounds on attack"]
    broken["chars"][hero]["wounds"] = dict(rules.slot_table(broken["chars"][hero]))
    assert rules.invariants(broken) == [f"{hero} has every slot full but is not defeated"]
    broken = copy.deepcopy(s)
    tid = next(iter(broken["tokens"]))
    broken["tokens"][tid].update(carrier=hero, pos="0,0")
    assert rules.invariants(broken) == [f"token {tid} has a carrier that does not carry it",
                                        f"token {tid} is both carried and on the map"]


@pytest.mark.parametrize("seed,options", [(1000, {}), (31, {"mode": "campaign", "missions": "2"})])
def test_a_game_whose_events_nobody_reads_is_the_same_game_with_as_many_events(seed, options):
    # a playout with its checks off leaves the commonest events' words out (G.log, G.quiet): every
    # state on the way must be the worded game's, with a placeholder for each event
    from game.core.conformance import worded_and_unread
    game = loaded()
    steps = 0
    for worded, unread, state, quiet in worded_and_unread(game.rules, game.setup(["random", "random"], seed,
                                                                                   options=dict(options))):
        assert type(unread) is Unread and len(unread) == len(worded)
        assert quiet == state
        steps += 1
    assert steps > 100


def test_an_effect_that_always_does_something_does_on_every_table():
    # cards._worth_offering takes a card with such an effect without looking at the table
    from game.strike_teams import cards
    rules = loaded().rules
    effects = [fx for card in rules.cards.values() for fx in card.effects if cards.always_does(fx)]
    assert effects
    looked = 0
    for s in states((1000,)):
        if not s.get("map") or s["phase"] not in ("heroes", "mastermind"):
            continue
        g = G(s, [], rules)
        for fid, f in s["figs"].items():
            if f["pos"] is not None:
                assert all(cards._can_do(g, fid, fx) for fx in effects)
                looked += 1
    assert looked > 1000
