"""The speed work's shortcuts (issue 13) give the answers of the plain rules they stand for, on the
states of seeded random games: a melee source's target looked for beside the attacker
(attack.melee_target) against the whole list (attack.targets)."""

import functools

import pytest

from game.core.match import Match
from game.core.players import random_picks, random_stream
from game.session import open_game
from game.strike_teams import attack
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


@pytest.mark.parametrize("seeds,options", [((1000, 1001, 1002), {}), ((12,), {"units": "4", "level": "3"}),
                                           ((31,), {"mode": "campaign", "missions": "2"})])
def test_a_melee_target_is_looked_for_beside_the_attacker_as_in_the_whole_list(seeds, options):
    rules = loaded().rules
    looked = found = 0
    for s in states(seeds, options):
        if not s.get("map") or s["phase"] == "setup":
            continue
        g = G(s, [], rules)
        for fid, f in s["figs"].items():
            if f["pos"] is None:
                continue
            for enemy_only in (False, True):
                prof = {"type": "melee", "enemy_only": enemy_only}
                want = bool(attack.targets(g, fid, prof, f["pos"], first_only=True))
                assert attack.melee_target(g, fid, prof, f["pos"]) == want, (s["round"], fid, enemy_only)
                looked += 1
                found += want
    assert looked > 5000 and 0.1 < found / looked < 0.9
