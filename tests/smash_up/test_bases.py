"""The 16 bases: each one's ability at work (values authored, marked unconfirmed)."""

import pytest


def test_avengers_tower_shields_strong_characters_from_others_actions(table):
    sc = table(bases=["avengers_tower", "b40", "b40"], current=1)
    strong = sc.char(0, "c5", 0)
    weak = sc.char(0, "c3", 0)
    (ta,) = sc.hand(1, "tactical_advantage")
    sc.start().play(ta)  # the only legal target is the weak one: chosen without asking
    assert sc.power(weak) == 6 and sc.power(strong) == 5


def test_starks_lab_draws_for_modifiers_played_here(table):
    sc = table(bases=["starks_lab", "b40", "b40"])
    (j,) = sc.hand(0, "jarvis")
    sc.deck(0, "c1")
    sc.start().play(j, sc.base(0))
    assert len(sc.zone(0, "hand")) == 1


def test_hydra_lab_replaces_a_lost_character_once_a_turn(table):
    sc = table(bases=["hydra_lab", "b40", "b40"])
    victim = sc.char(0, "c3", 0)
    (hh,) = sc.hand(0, "hail_hydra")
    (small,) = sc.hand(0, "c2")
    sc.deck(0, *["c1"] * 4)
    sc.s["turn"]["chars"] = 0
    sc.start().play(hh)
    sc.choose(lambda o: o["id"].startswith("u"))
    sc.play(small, sc.base(0))
    assert sc.where(victim) == "discard:0" and sc.where(small) == "base:0"


def test_ichor_base_gives_a_character_modifier_each_turn(table):
    sc = table(bases=["ichor_base", "b40", "b40"])
    host = sc.char(0, "c2", 0)
    (rf,) = sc.hand(0, "righteous_fury")
    sc.start("start")
    assert sc.pending["kind"] == "extra"
    sc.play(rf, host)
    assert sc.power(host) == 5 and sc.s["turn"]["acts"] == 1  # the normal action is still there
    assert sc.power(host) == 5


def test_hala_draws_on_the_second_action(table):
    sc = table(bases=["hala", "b40", "b40"])
    sc.char(0, "c1", 0)
    a1, a2 = sc.hand(0, "work_together", "work_together")
    sc.deck(0, "c1")
    sc.s["turn"]["acts"] = 2
    sc.start().play(a1)
    assert sc.zone(0, "hand") == [a2]
    sc.play(a2)
    assert len(sc.zone(0, "hand")) == 1


def test_kree_lar_lets_the_winner_draw_two(table):
    sc = table(bases=["kree_lar", "b40", "b40"])
    for v in (7, 7, 7):
        sc.char(0, "c7" if v else "c1", 0)
    sc.deck(0, *["c1"] * 6)
    sc.start().end_play()
    sc.choose(lambda o: o["id"].startswith("u"))
    assert sc.vp(0) == 4 and len(sc.zone(0, "hand")) == 4


def test_castle_zemo_lets_each_player_destroy_a_small_character(table):
    sc = table(bases=["castle_zemo", "b40", "b40"])
    for _ in range(4):
        sc.char(0, "c6", 0)
    small = sc.char(1, "c2", 1)
    sc.start().end_play()
    sc.pick(small)
    assert sc.where(small) == "discard:1"


def test_symkaria_consoles_players_who_score_nothing(table):
    sc = table(seats=4, bases=["symkaria"] + ["b40"] * 4)
    sc.char(0, "c7", 0)
    sc.char(1, "c6", 0)
    sc.char(2, "c5", 0)
    sc.char(3, "c1", 0)
    sc.start().end_play()
    sc.pass_all()
    assert [sc.vp(p) for p in range(4)] == [3, 2, 1, 1]


def test_helicarrier_moves_a_character_in_at_the_start_of_the_turn(table):
    sc = table(bases=["helicarrier", "b40", "b40"])
    mine = sc.char(0, "c3", 1)
    sc.start("start")
    sc.choose(lambda o: o["id"].startswith("u")).pick(mine)
    assert sc.where(mine) == "base:0"


def test_shield_base_offers_a_small_extra_character_each_turn(table):
    sc = table(bases=["shield_base", "b40", "b40"])
    (small,) = sc.hand(0, "c2")
    sc.s["turn"]["chars"] = 0
    sc.start("start")
    sc.play(small, sc.base(0))
    assert sc.where(small) == "base:0"


def test_downtown_draws_for_the_owner_of_a_destroyed_character(table):
    sc = table(bases=["downtown", "b40", "b40"])
    foe = sc.char(1, "c3", 0)
    sc.deck(1, "c1")
    (tl,) = sc.hand(0, "thunder_and_lightning")
    sc.start().play(tl)
    assert sc.where(foe) == "discard:1" and len(sc.zone(1, "hand")) == 1


def test_new_york_landmark_drops_per_base_modifier(table):
    sc = table(bases=["new_york_landmark", "b40", "b40"])
    (j,) = sc.hand(0, "jarvis")
    assert sc.bp(0) == 25
    sc.start().play(j, sc.base(0))
    assert sc.bp(0) == 24


def test_manhattan_lets_each_player_keep_a_character_in_play(table):
    sc = table(bases=["manhattan", "b40", "b40"])
    keep = sc.char(0, "c7", 0)
    for _ in range(3):
        sc.char(0, "c6", 0)
    sc.start().end_play()
    sc.pick(keep).pick(sc.base(1))
    assert sc.where(keep) == "base:1" and sc.vp(0) == 5


def test_the_daily_bugle_draws_for_characters_moving_in(table):
    sc = table(bases=["daily_bugle", "b40", "b40"])
    mine = sc.char(0, "c2", 1)
    sc.deck(0, "c1")
    (scr,) = sc.hand(0, "scramble")
    sc.start().play(scr).pick(sc.base(0))
    assert sc.where(mine) == "base:0" and len(sc.zone(0, "hand")) == 1


def test_exo_space_boosts_characters_moving_in(table):
    sc = table(bases=["exo_space", "b40", "b40"])
    mine = sc.char(0, "c2", 1)
    (scr,) = sc.hand(0, "scramble")
    sc.start().play(scr).pick(sc.base(0))
    assert sc.power(mine) == 3


def test_the_triskelion_boosts_characters_played_here(table):
    sc = table(bases=["triskelion", "b40", "b40"])
    (c2,) = sc.hand(0, "c2")
    sc.start().play(c2, sc.base(0))
    assert sc.power(c2) == 3


@pytest.mark.parametrize("bid", ["avengers_tower", "starks_lab", "hydra_lab", "ichor_base", "hala", "kree_lar",
                                 "castle_zemo", "symkaria", "helicarrier", "shield_base", "downtown",
                                 "new_york_landmark", "manhattan", "daily_bugle", "exo_space", "triskelion"])
def test_every_base_is_marked_unconfirmed(loaded, bid):
    base = loaded.content.get("bases", bid)
    assert base.unconfirmed is True and sum(base.vp) > 0 and base.breakpoint >= 15
