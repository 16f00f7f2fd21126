"""Ultimates: each card played and what it did."""


def test_captain_marvel_moves_and_rallies(table):
    sc = table()
    cm = sc.char(0, "captain_marvel", 0)
    ally = sc.char(0, "c2", 2)
    sc.start().talent(cm).pick(sc.base(2))
    assert sc.where(cm) == "base:2" and sc.power(ally) == 3


def test_spectrum_moves_herself(table):
    sc = table()
    sp = sc.char(0, "spectrum", 0)
    sc.start().talent(sp).pick(sc.base(1))
    assert sc.where(sp) == "base:1" and sc.power(sp) == 4


def test_america_chavez_grows_as_characters_come_and_go(table):
    sc = table()
    ac = sc.char(0, "america_chavez", 0)
    visitor = sc.char(1, "c1", 1)
    (lift,) = sc.hand(0, "lift_and_carry")
    sc.start().play(lift).pick(visitor).pick(sc.base(0))
    assert sc.power(ac) == 4


def test_blue_marvel_grows_each_time_he_moves(table):
    sc = table()
    bm = sc.char(0, "blue_marvel", 0)
    (scr,) = sc.hand(0, "scramble")
    sc.start().play(scr).pick(sc.base(1))
    assert sc.power(bm) == 3


def test_aid_from_allies_draws_when_played(table):
    sc = table()
    (aid,) = sc.hand(0, "aid_from_allies")
    sc.deck(0, "c1")
    sc.start().play(aid, sc.base(0))
    assert len(sc.zone(0, "hand")) == 1


def test_coordinated_attack_gathers_and_boosts(table):
    sc = table()
    a, b_, c = sc.char(0, "c1", 0), sc.char(0, "c1", 1), sc.char(0, "c1", 1)
    (ca,) = sc.hand(0, "coordinated_attack")
    sc.start().play(ca).pick(sc.base(2)).pick(a, b_, c)
    assert sc.chars_at(2) == [a, b_, c] and [sc.power(x) for x in (a, b_, c)] == [2, 2, 2]


def test_cosmic_knowledge_cycles_cards(table):
    sc = table()
    ck, x, y = sc.hand(0, "cosmic_knowledge", "c1", "c2")
    sc.deck(0, *["c5"] * 4)
    sc.start().play(ck).pick(x, y)
    assert sc.zone(0, "deck")[:2] in ([x, y], [y, x]) and len(sc.zone(0, "hand")) == 3


def test_first_to_arrive_needs_a_base_without_your_characters(table):
    sc = table()
    sc.char(0, "c1", 0)
    fa, c5 = sc.hand(0, "first_to_arrive", "c5")
    sc.start().play(fa)
    targets = {o["data"]["target"] for o in sc.pending["options"] if o["id"].startswith("x:")}
    assert targets == {sc.base(1), sc.base(2)}
    sc.play(c5, sc.base(1))
    assert sc.where(c5) == "base:1"


def test_heroic_landing_sends_each_character_where_you_like(table):
    sc = table()
    a, b_ = sc.char(0, "c1", 0), sc.char(0, "c1", 0)
    (hl,) = sc.hand(0, "heroic_landing")
    sc.start().play(hl).pick(a, b_).pick(sc.base(1)).pick(sc.base(2))
    assert sc.where(a) == "base:1" and sc.where(b_) == "base:2"


def test_lift_and_carry_moves_anyones_character(table):
    sc = table()
    foe = sc.char(1, "c4", 0)
    (lc,) = sc.hand(0, "lift_and_carry")
    sc.start().play(lc).pick(sc.base(2))
    assert sc.where(foe) == "base:2"


def test_power_and_speed_boosts_and_may_move(table):
    sc = table()
    mine = sc.char(0, "c2", 0)
    (ps,) = sc.hand(0, "power_and_speed")
    sc.start().play(ps).pick(mine).pick(sc.base(1))
    assert sc.power(mine) == 4 and sc.where(mine) == "base:1"


def test_scramble_with_none_of_your_characters_in_play_says_it_would_do_nothing(table):
    """Offered at the scoring unmarked, it was spent on nothing; marked idle, a table with one person
    at it passes for them."""
    sc = table(bases=["b10", "b40", "b40"], privacy="strict")
    sc.char(1, "c6", 0)
    sc.char(1, "c4", 0)
    (scr,) = sc.hand(0, "scramble")
    sc.start("score")
    while sc.pending and not any(o.get("data", {}).get("card") == scr for o in sc.pending["options"]):
        sc.answer(sc.ids()[0])
    o = next(o for o in sc.pending["options"] if o.get("data", {}).get("card") == scr)
    assert o["label"].endswith("(nothing to act on now: it would do nothing)") and o["data"]["idle"]


def test_scramble_can_move_before_a_base_scores(table):
    sc = table(bases=["b10", "b40", "b40"], privacy="strict")
    mine = sc.char(0, "c6", 0)
    sc.char(0, "c4", 0)
    (scr,) = sc.hand(0, "scramble")
    sc.start().end_play()
    sc.choose(lambda o: o.get("data", {}).get("card") == scr)
    assert sc.pending["prompt"] == "Choose a character to move."  # one only ("characters" read as several)
    sc.pick(mine)
    assert sc.pending["prompt"] == f"Choose where {sc.rules.book.defs['c6'].name} moves."
    sc.pick(sc.base(1))
    assert sc.where(mine) == "base:1"
