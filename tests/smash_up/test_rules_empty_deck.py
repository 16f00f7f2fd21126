"""Rulebook: if your deck is empty when you need to draw, reveal, search for or look at a card,
shuffle your discard pile into a new deck and keep going. One test per card that looks, reveals
or searches; the clarifications name three (Prepare to Engage, Hawkeye's Arrows, The View from
Above) that reshuffle only before they start and stop when the deck runs out part-way.
"""


def _options(sc) -> set[str]:
    return {o["data"]["uid"] for o in sc.pending["options"]}


# -- looking: goes on into the reshuffled discard pile -------------------------------------------


def test_strategize_with_two_in_the_deck_and_five_discarded_looks_at_four(table):
    sc = table()
    (st,) = sc.hand(0, "strategize")
    deck = sc.deck(0, "c0", "c1")
    discarded = sc.discard(0, "c2", "c3", "c4", "c5", "c6")
    sc.start().play(st)
    seen = _options(sc)
    assert len(seen) == 4 and set(deck) <= seen and len(seen & set(discarded)) == 2
    assert sc.pending["min"] == sc.pending["max"] == 2


def test_strategize_puts_the_four_back_on_the_new_deck(table):
    sc = table()
    (st,) = sc.hand(0, "strategize")
    deck = sc.deck(0, "c0", "c1")
    sc.discard(0, "c2", "c3", "c4", "c5", "c6")
    sc.start().play(st)
    seen = [o["data"]["uid"] for o in sc.pending["options"]]
    bottom = [u for u in seen if u not in deck]
    sc.pick(*bottom)
    sc.pick(deck[1], deck[0])  # back on top, top first
    d = sc.zone(0, "deck")
    assert len(d) == 7 and set(d[:2]) == set(bottom) and d[-2:] == [deck[0], deck[1]]
    assert sc.zone(0, "discard") == [st]


def test_strategize_with_an_empty_deck_looks_at_four_of_the_reshuffled_discard_pile(table):
    sc = table()
    (st,) = sc.hand(0, "strategize")
    sc.discard(0, "c1", "c2", "c3", "c4", "c5")
    sc.start().play(st)
    assert len(_options(sc)) == 4 and sc.zone(0, "discard") == []


def test_strategize_looks_at_what_there_is_when_deck_and_discard_pile_hold_fewer(table):
    sc = table()
    (st,) = sc.hand(0, "strategize")
    deck = sc.deck(0, "c0", "c1")
    (d1,) = sc.discard(0, "c2")
    sc.start().play(st)
    assert _options(sc) == {*deck, d1}


def test_ghost_spider_with_one_in_the_deck_looks_at_three(table):
    sc = table()
    (gs,) = sc.hand(0, "ghost_spider")
    (top,) = sc.deck(0, "c0")
    discarded = sc.discard(0, "c1", "c2", "c3", "c4")
    sc.start().play(gs, sc.base(0))
    seen = _options(sc)
    assert len(seen) == 3 and top in seen and len(seen & set(discarded)) == 2
    assert sc.pending["purpose"] == "draw"


def test_spider_reflexes_with_one_in_the_deck_looks_at_three(table):
    sc = table()
    (sr,) = sc.hand(0, "spider_reflexes")
    (top,) = sc.deck(0, "c0")
    discarded = sc.discard(0, "c1", "c2", "c3", "c4")
    sc.start().play(sr)
    seen = _options(sc)
    assert len(seen) == 3 and top in seen and len(seen & set(discarded)) == 2


# -- searching: an empty deck is rebuilt first ---------------------------------------------------


def test_thor_with_an_empty_deck_searches_the_reshuffled_discard_pile(table):
    sc = table()
    (thor,) = sc.hand(0, "thor")
    mj, other = sc.discard(0, "mjolnir", "c2")
    sc.start().play(thor, sc.base(0))
    assert _options(sc) == {mj}
    sc.pick(mj)
    assert sc.where(mj) == "hand:0" and sc.zone(0, "deck") == [other] and sc.zone(0, "discard") == []


def test_hour_of_destiny_with_an_empty_deck_searches_the_reshuffled_discard_pile(table):
    sc = table()
    (hod,) = sc.hand(0, "hour_of_destiny")
    small, big = sc.discard(0, "hydra_agent", "c5")
    sc.start().play(hod)
    assert _options(sc) == {small}
    sc.pick(small)
    assert sc.where(small) == "hand:0" and sc.zone(0, "deck") == [big]


# -- the three named reveals: reshuffle only before they start; stop when the deck runs out ------


def test_prepare_to_engage_with_an_empty_deck_reveals_five_of_the_reshuffled_discard_pile(table):
    sc = table()
    (pe,) = sc.hand(0, "prepare_to_engage")
    sc.discard(0, *["battle_rage"] * 6)
    sc.start().play(pe)
    assert len(_options(sc)) == 5 and sc.zone(0, "discard") == []


def test_prepare_to_engage_stops_when_the_deck_runs_out(table):
    sc = table()
    (pe,) = sc.hand(0, "prepare_to_engage")
    deck = sc.deck(0, "c1", "speed_up")
    discarded = sc.discard(0, *["battle_rage"] * 5)
    sc.start().play(pe)
    assert _options(sc) == {deck[1]}
    sc.pick(deck[1])
    assert sc.zone(0, "deck") == [deck[0]] and sc.zone(0, "discard") == discarded + [pe]


def test_hawkeyes_arrows_with_an_empty_deck_reveals_from_the_reshuffled_discard_pile(table):
    sc = table()
    (arrows,) = sc.hand(0, "hawkeyes_arrows")
    acts = sc.discard(0, "work_together", "c3", "tactical_advantage")
    sc.start().play(arrows)
    assert sc.where(acts[0]) == "hand:0" and sc.where(acts[2]) == "hand:0" and sc.where(acts[1]) == "deck:0"


def test_hawkeyes_arrows_stops_when_the_deck_runs_out(table):
    sc = table()
    (arrows,) = sc.hand(0, "hawkeyes_arrows")
    c, a = sc.deck(0, "c3", "work_together")
    discarded = sc.discard(0, "tactical_advantage", "battle_rage")
    sc.start().play(arrows)
    assert sc.zone(0, "hand") == [a] and sc.zone(0, "deck") == [c]
    assert sc.zone(0, "discard") == discarded + [arrows]


def test_the_view_from_above_with_an_empty_deck_reveals_from_the_reshuffled_discard_pile(table):
    sc = table()
    (v,) = sc.hand(0, "view_from_above")
    act, ch = sc.discard(0, "fx_destroy", "c2")
    sc.start().play(v).answer("character")
    assert sc.where(ch) == "hand:0" and sc.where(act) == "deck:0"


def test_the_view_from_above_stops_when_the_deck_runs_out(table):
    sc = table()
    (v,) = sc.hand(0, "view_from_above")
    deck = sc.deck(0, "fx_destroy", "fx_destroy")
    discarded = sc.discard(0, "c2", "c3")
    sc.start().play(v).answer("character")
    assert sc.zone(0, "hand") == [] and sorted(sc.zone(0, "deck")) == sorted(deck)
    assert sc.zone(0, "discard") == discarded + [v]
