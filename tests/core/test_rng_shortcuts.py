"""The generator's shortcuts draw exactly what the plain ways draw."""

from game.core import rng


def _plain_sample(r: rng.Rng, items, k):
    pool = list(items)
    return [pool.pop(rng.below(r._state, len(pool))) for _ in range(k)]


def test_a_single_pick_draws_as_a_sample_of_one():
    for seed in range(300):
        fast, plain = rng.Rng(seed), rng.Rng(seed)
        for n in (1, 2, 5, 13):
            assert fast.sample(range(n), 1) == _plain_sample(plain, range(n), 1)
            assert fast.sample(range(n), min(n, 3)) == _plain_sample(plain, range(n), min(n, 3))


def test_a_one_way_draw_still_steps_the_generator():
    for seed in range(300):
        fast, plain = rng.Rng(seed), rng.Rng(seed)
        assert fast.below(1) == 0 == rng.below(plain._state, 1)
        assert fast.below(1000) == rng.below(plain._state, 1000)


def test_forked_seeds_are_the_seed_state_chain():
    for parts in [(1,), (5, 0, 17), (-3, 2, 10**15), (2**70, 1, 2)]:
        s = 0x1234567
        for p in parts:
            s = rng.seed_state((s ^ (p & ((1 << 64) - 1))) * 31 + 7)
        assert rng.fork_seed(*parts) == s


def test_dice_draw_what_die_by_die_draws_give_and_roll_rolls_them():
    for seed in range(200):
        fast, plain, rolled = ({"rng": rng.seed_state(seed)} for _ in range(3))
        for sides, count in ((6, 3), (20, 1), (6, 0), (2, 5), (7, 1)):
            events: list = []
            want = [rng.below(plain, sides) + 1 for _ in range(count)]
            assert rng.dice(fast, sides, count) == want == rng.roll(rolled, events, sides, count)
            assert fast == plain == rolled and len(events) == 1
