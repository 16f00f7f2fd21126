"""The shortcuts the rules take for speed answer exactly as the plain ways they replace."""

import copy
import json
import random

from game.core import hexgrid
from game.core.players import RandomPlayer, SeatView, player_rng
from game.heroscape import movement
from game.heroscape.board import hex_line
from game.heroscape.table import Table
from game.session import open_game


def test_sight_lines_pass_the_same_hexes_as_the_grids_lines():
    rnd = random.Random(7)
    for _ in range(3000):
        a = (rnd.randrange(-15, 15), rnd.randrange(-15, 15))
        b = (rnd.randrange(-15, 15), rnd.randrange(-15, 15))
        assert hex_line(a, b) == [(h.q, h.r) for h in hexgrid.line(hexgrid.Hex(*a), hexgrid.Hex(*b))]


def test_a_sight_lines_cells_are_the_line_hexes_and_their_neighbours_tallest_first():
    loaded = open_game("heroscape", with_user_mods=False)
    rnd = random.Random(11)
    for name in ("genotech", "tribeca_labs"):
        board = loaded.rules.board(name)
        hexes = sorted(board.at_hex)
        for _ in range(400):
            a, b = rnd.choice(hexes), rnd.choice(hexes)
            near = {}  # the map hexes on the line and next to it, in the order the line meets them
            for q, r in hex_line(a, b):
                for dq, dr in [(d.q, d.r) for d in hexgrid.DIRECTIONS] + [(0, 0)]:
                    if (q + dq, r + dr) in board.at_hex:
                        near.setdefault((q + dq, r + dr), None)
            top = {h: max((hi for _, hi in board.sight_solids(h, True)), default=0.0) for h in near}
            walls = [pair for pair in board.edge_walls if any(h in near for h in pair)]
            assert board.line_cells(a, b) == (sorted(near, key=top.__getitem__, reverse=True), walls)


def test_the_default_way_to_each_space_is_the_first_of_its_ways():
    loaded = open_game("heroscape", with_user_mods=False)
    m = loaded.start(loaded.setup(["random", "random"], 3))
    player, step, checked = RandomPlayer(), 0, 0
    while not m.over and checked < 12:
        if m.pending["kind"] == "act":  # a figure's turn: every figure on the battlefield, every way of moving
            t = Table(loaded.rules, m.state)
            still = Table(loaded.rules, m.state, still=True)  # keeps what figures of a side and height share
            for fid in t.on_board():
                for mode in [None] + movement.movement_modes(t, fid):
                    ways = movement.routes(t, fid, mode)
                    assert movement.reachable(t, fid, mode) == {k: rs[0] for k, rs in ways.items()}
                    assert movement.routes(still, fid, mode) == ways
                    assert list(movement.reachable(still, fid, mode).items()) == [(k, rs[0]) for k, rs in ways.items()]
                    # what the act decision reads: a lone way as a tuple of Route's fields
                    assert [(k, w if w.__class__ is list else [movement.Route(*w)])
                            for k, w in movement.ways(still, fid, mode).items()] == list(ways.items())
                    # what a game nobody reads keeps, each way finished when its option is written
                    later, finish = movement.deferred_ways(t, fid, mode)
                    assert [w if w.__class__ is list else finish(w) for w in later] == \
                        list(movement.ways(t, fid, mode).values())
            checked += 1
        seat = m.pending["seat"]
        m.apply(player.choose(SeatView(loaded.rules, m.state, seat), player_rng(m.state, seat, step)))
        step += 1
    assert checked == 12


def test_a_game_nobody_reads_offers_the_same_choices_written_when_read():
    """In a random playout with its checks off the act decision's moves and attacks are written
    only when read (turn.LazyOptions): read whole, the state is the worded game's at every step,
    and a random seat picks the same option by its index."""
    from game.core.conformance import worded_and_unread
    from game.core.players import random_picks, random_stream
    from game.heroscape.turn import LazyOptions
    loaded = open_game("heroscape", with_user_mods=False)
    # (in the third a turn's figure is gone before it acts: its act decision is a plain list)
    for setup in (loaded.setup(["random", "random"], 4), loaded.setup(["random", "random"], 2, "escalating_battle"),
                  loaded.setup(["random", "random"], 3, "heroes_villains_friends_foes", {"mode": "basic"})):
        lazy = 0
        gone = 0
        for step, (worded, unread, state, quiet) in enumerate(worded_and_unread(loaded.rules, setup)):
            if quiet["pending"] is None:
                continue
            opts = quiet["pending"]["options"]
            if quiet["pending"]["kind"] == "act" and opts.__class__ is not LazyOptions:
                gone += 1  # (no moves or attacks to write)
            if opts.__class__ is LazyOptions:
                lazy += 1
                seat = quiet["pending"]["seat"]
                # a pick by index writes that option alone
                assert random_picks(quiet["pending"], random_stream(setup["seed"], seat), step + 1) == \
                    random_picks(state["pending"], random_stream(setup["seed"], seat), step + 1)
            assert len(unread) == len(worded) and quiet == state and json.dumps(quiet) == json.dumps(state)
        assert lazy > 20 or gone


def test_an_event_nobody_reads_is_its_kind_alone_and_in_its_place():
    """In a playout nobody reads, the commonest events (rolls, markers, moves, attacks, wounds...)
    are their kind alone, at the index the worded game has the event of that kind."""
    from game.core.conformance import worded_and_unread
    loaded = open_game("heroscape", with_user_mods=False)
    kinds = set()
    for worded, unread, _, _ in worded_and_unread(loaded.rules, loaded.setup(["random", "random"], 5)):
        for w, u in zip(worded, unread):
            if u.__class__ is str:
                assert u == w["kind"]
                kinds.add(u)
            else:
                assert u == w
    assert {"roll", "marker", "move", "reveal", "attack", "attack_result", "place", "round"} <= kinds


def test_options_written_when_read_are_a_list_of_the_same_options():
    from game.heroscape import turn
    loaded = open_game("heroscape", with_user_mods=False)
    m = loaded.start(loaded.setup(["random", "random"], 6))
    while m.pending["kind"] != "act" or not any(o["id"].startswith("move:") for o in m.pending["options"]):
        m.apply({"seat": m.pending["seat"], "picks": [m.pending["options"][0]["id"]]})
    written = m.pending["options"]

    def lazy():
        return turn.act_decision(loaded.rules, m.state, lazy=True)["options"]
    assert lazy().__class__ is turn.LazyOptions and isinstance(lazy(), list)
    assert len(lazy()) == len(written) and lazy() == written and written == lazy()
    assert [o for o in lazy()] == written and list(lazy()) == written and lazy()[3:7] == written[3:7]
    assert lazy()[-1] == written[-1] and lazy()[5] == written[5] and written[5] in lazy()
    assert json.loads(json.dumps(lazy())) == written and copy.deepcopy(lazy()) == written
    again = lazy()
    again.append({"id": "x"})  # anything else writes every option into the list first
    assert again == written + [{"id": "x"}] and len(again) == len(written) + 1


def test_a_sight_line_between_low_columns_meets_no_terrain_without_its_cells():
    """Sight.look answers a sample without listing the line's cells when every column in the
    box about the two hexes is lower than the segment and no thin wall stands there
    (Board.top_between): the cells lie in that box, and the full terrain check finds the segment
    clear whenever the shortcut says so."""
    loaded = open_game("heroscape", with_user_mods=False)
    rnd = random.Random(5)
    fired = 0
    for name in ("genotech", "tribeca_labs"):
        board, sight = loaded.rules.board(name), loaded.rules.sight(name)
        spaces = [sp for sp in board.spaces if sp.blocked_by is None]
        for _ in range(3000):
            a, b = rnd.choice(spaces), rnd.choice(spaces)
            ha, hb = (a.q, a.r), (b.q, b.r)
            cells, _walls = board.line_cells(ha, hb)
            assert all(min(ha[0], hb[0]) - 2 <= q <= max(ha[0], hb[0]) + 2
                       and min(ha[1], hb[1]) - 2 <= r <= max(ha[1], hb[1]) + 2 for q, r in cells)
            az, bz = a.elevation + rnd.uniform(0.5, 6), b.elevation + rnd.uniform(0.25, 6)
            x, y = sight._centres[hb]
            if board.top_between(ha, hb) <= min(az, bz) + 1e-9:
                fired += 1
                for wall in (True, False):
                    assert sight._terrain_clear(ha, az, a.elevation, hb, b.elevation, (x, y, bz), wall, False) is None
    assert fired > 300


def test_a_sight_lines_ground_track_kept_from_earlier_looks_answers_as_a_fresh_look():
    """Sight.look keeps what each sampled line between two hexes passes over, seen from above,
    from look to look (the same spot is sampled at three heights, and looked at again later),
    worked out only as far down as the heights asked so far need: a look whose tracks earlier
    looks at other heights made answers, in the same words, as a look on a sight that kept nothing."""
    from game.heroscape.sight import Sight
    loaded = open_game("heroscape", with_user_mods=False)
    rnd = random.Random(13)
    for name in ("genotech", "tribeca_labs"):
        board = loaded.rules.board(name)
        kept, fresh = Sight(board), Sight(board)
        spaces = [sp.key for sp in board.spaces if sp.blocked_by is None]
        for _ in range(1500):
            a, b = rnd.choice(spaces), rnd.choice(spaces)
            for _ in range(3):  # the same two spaces at other heights: the kept tracks taken further
                ask = (a, rnd.choice((0.5, 2.5, 3.5, 4.5, 5.0, 8.0)), b,
                       *rnd.choice(((1.0, 3.0), (0.25, 4.75), (0.5, 0.5), (2.0, 6.0))), (),
                       rnd.random() < 0.7, True, rnd.random() < 0.1)
                fresh.clear_cache()
                assert kept.look(*ask) == fresh.look(*ask), ask


def test_ranges_counted_from_a_flight_over_obstacles_are_the_spaces_along_the_battlefield():
    """A range is the fewest steps from hex to hex across the battlefield (around holes); the board
    reads it from the search a flight that passes over obstacles makes from the same hex."""
    loaded = open_game("heroscape", with_user_mods=False)
    for name in ("genotech", "tribeca_labs"):
        board = loaded.rules.board(name)
        for start in board.at_hex:
            steps, ring = {start: 0}, [start]  # breadth first over the map's hexes, nothing in the way
            while ring:
                further = []
                for h in ring:
                    for n in board.hex_neighbours()[h]:
                        if n not in steps:
                            steps[n] = steps[h] + 1
                            further.append(n)
                ring = further
            assert board.distances(start) == steps
            assert all(board.hex_distance(start, h) == d for h, d in steps.items())
        assert board.hex_distance((99, 99), next(iter(board.at_hex))) == 999


def test_a_sight_look_leaves_out_only_figures_too_far_beside_the_line_to_be_in_its_way(monkeypatch):
    """Sight.look tests a figure against the sampled lines only when it stands within its radius of
    their box: the answers, and the words of what blocks, are those of a look testing every figure."""
    from game.heroscape import sight
    from game.heroscape.sight import Blocker
    loaded = open_game("heroscape", with_user_mods=False)
    rnd = random.Random(9)
    for name in ("genotech", "tribeca_labs"):
        board, sg = loaded.rules.board(name), loaded.rules.sight(name)
        keys = [sp.key for sp in board.spaces]
        for _ in range(3000):
            a, b = rnd.choice(keys), rnd.choice(keys)
            figures = []
            for k in rnd.sample(keys, 8):
                sp = board.space(k)
                x, y = board.centre(sp.q, sp.r)
                figures.append(Blocker(k, x, y, float(sp.elevation), float(sp.elevation + rnd.choice((4, 5, 6)))))
            ask = (a, rnd.choice((3.5, 4.5, 5.0)), b, *rnd.choice(((1.0, 3.0), (0.25, 4.75))), figures,
                   rnd.random() < 0.5, rnd.random() < 0.5)
            got = sg.look(*ask)
            with monkeypatch.context() as m:
                m.setattr(sight, "_BESIDE", 1e9)  # every figure tested
                assert sg.look(*ask) == got


def test_a_game_whose_decisions_nobody_reads_plays_as_the_game_whose_every_decision_is_written():
    """With every seat random and the checks off (the bench) the rules answer each decision where
    it is asked, write no words and keep an attack picked as it was found: the same seeds still
    give the same answers and results as the general loop, which reads the decisions written
    whole (and, checks on, tries every option)."""
    from game.core.conformance import playout
    loaded = open_game("heroscape", with_user_mods=False)
    for setup in (loaded.setup(["random", "random"], 1001), loaded.setup(["random", "random"], 5, "escalating_battle"),
                  loaded.setup(["random", "random"], 3, "heroes_villains_friends_foes", {"mode": "basic"})):
        fast = playout(loaded.rules, setup, checks=False)
        full = playout(loaded.rules, setup, checks=True)
        assert fast.error is None and full.error is None
        assert fast.answers == full.answers
        assert fast.result == full.result
    capped = playout(loaded.rules, loaded.setup(["random", "random"], 1002), checks=False, cap=60)
    assert capped.capped and len(capped.answers) == 60
