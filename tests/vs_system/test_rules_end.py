"""Spec sections 9.10-9.13: equipment, the end of the game, the formats, deck building, no breakthrough."""

from game.vs_system.deckbuilding import problems
from tests.vs_system.builder import equipment


# -- 9.10 equipment ----------------------------------------------------------------------------------------

def test_88_new_equipment_replaces_the_old(table, rules):
    a_eq = equipment(rules, "fx_gear_a")
    b_eq = equipment(rules, "fx_gear_b")
    t = table()
    holder = t.vanilla(0, "2/2", h=2)
    (old,) = t.hand(0, a_eq)
    t.s["players"][0]["hand"].remove(old)
    t.ch(holder)["eq"] = old
    t.res(0, "laboratory")
    (new,) = t.hand(0, b_eq)
    t.start("recruit").answer(f"e:{new}:{holder}")
    assert t.ch(holder)["eq"] == new and t.where(old) == "ko:0" and t.stats(holder) == (3, 2)


def test_89_team_equipment_needs_a_face_up_team_member_but_fits_anyone(table, rules):
    v_eq = equipment(rules, "fx_gear_v", team="V")
    t = table()
    hero = t.vanilla(0, "2/2", team="H")
    t.res(0, "laboratory")
    (eq,) = t.hand(0, v_eq)
    t.start("recruit")
    assert not any(i.startswith(f"e:{eq}") for i in t.ids())
    t2 = table()
    hero2 = t2.vanilla(0, "2/2", team="H")
    t2.vanilla(0, "1/1", team="V")
    t2.res(0, "laboratory")
    (eq2,) = t2.hand(0, v_eq)
    t2.start("recruit")
    assert f"e:{eq2}:{hero2}" in t2.ids()
    assert hero


def test_90_equipment_goes_on_a_face_up_character_ready_or_not(table, rules):
    gear = equipment(rules, "fx_gear_c")
    t = table()
    down = t.vanilla(0, "2/2", h=2, face="stun", ready=False)
    tired = t.vanilla(0, "2/2", h=2, ready=False)
    t.res(0, "laboratory")
    (eq,) = t.hand(0, gear)
    t.start("recruit")
    assert f"e:{eq}:{tired}" in t.ids() and f"e:{eq}:{down}" not in t.ids()


# -- 9.11 the end of the game --------------------------------------------------------------------------------

def test_91_simultaneous_ko_the_active_player_wins(table):
    t = table()
    m0 = t.vanilla(0, "6/2", h=6, main=True, wounds=5)
    m1 = t.vanilla(1, "2/6", h=6, main=True, wounds=5, team="V")
    t.start().fight(m0, m1)
    assert t.where(m0) == "ko:0" and t.where(m1) == "ko:1"
    assert t.s["result"]["winners"] == [0]


def test_92_stalemate_by_fewest_wounds(table):
    t = table()
    t.main(0, wounds=2)
    t.main(1, wounds=4)
    t.start("end")
    while t.s["result"] is None:
        t.answer(*([] if t.pending["min"] == 0 else t.ids()[-1:]))
    assert t.s["result"]["winners"] == [0] and not t.s["result"]["draw"]
    t2 = table()
    t2.main(0, wounds=3)
    t2.main(1, wounds=3)
    t2.start("end")
    while t2.s["result"] is None:
        t2.answer(*([] if t2.pending["min"] == 0 else t2.ids()[-1:]))
    assert t2.s["result"]["draw"] and t2.s["result"]["winners"] == [0, 1]


def test_93_an_eliminated_players_cards_leave_the_game(table):
    t = table(seats=3, fmt="ffa")
    t.main(0)
    t.main(1)
    m2 = t.main(2, row="front", wounds=5)
    a = t.vanilla(0, "9/9", h=3)
    borrowed = t.vanilla(0, "1/1", owner=2)
    t.ko_pile(2, "drax")
    hand = t.hand(2, "hulk")
    t.start().fight(a, m2)
    assert t.s["players"][2]["out"] and t.s["result"] is None
    assert t.where(borrowed) == "gone:2" and t.where(hand[0]) == "gone:2"
    assert t.zone(2, "ko") == [] and not any(e["kind"] == "ko" and e.get("card") == borrowed for e in t.events)


def test_94_no_attacks_on_a_teammate_in_2_vs_2(table):
    t = table(seats=4, fmt="2v2")
    a = t.vanilla(0, "3/3")
    mate = t.vanilla(2, "1/1")
    foe = t.vanilla(1, "1/1", team="V")
    t.start().answer(f"a:{a}")
    assert f"d:{foe}" in t.ids() and f"d:{mate}" not in t.ids()


def test_95_two_headed_teammates_play_on_after_one_main_character_falls(table):
    t = table(seats=4, fmt="2hg")
    t.main(0)
    m1 = t.main(1, row="front", wounds=5)
    t.main(2)
    t.main(3)
    a = t.vanilla(2, "9/9", h=3, team="V")
    t.s["turn"].update(seat=2, seats=[2, 3])
    t.start().fight(a, m1)
    assert t.s["players"][1]["out"] and t.s["result"] is None
    assert t.s["side"][0] == t.s["side"][1]
    from game.vs_system.table import playing
    assert 1 in playing(t.s)


def test_95_a_two_headed_teammate_whose_main_fell_is_still_an_enemy_player_for_effects(table):
    """Playing on, with a hand: Black Widow's Infiltrate may aim at that player (it skipped them)."""
    t = table(seats=4, fmt="2hg", current=0)
    t.main(0, row="back")
    t.main(1, row="back")
    t.main(3, row="back")
    t.s["players"][2]["out"] = True
    t.vanilla(2, "2/2", team="V", row="front")
    widow = t.char(0, "black_widow")
    t.res(0, "training_ground")
    t.hand(2, "sokovia", "i_have_an_army")
    t.hand(3, "laboratory")
    t.start().answer(f"p:{widow}:0")
    assert t.pending["kind"] == "player"
    assert [o["label"] for o in t.pending["options"]] == ["Player 3 (2 cards in hand)", "Player 4 (1 card in hand)"]


# -- 9.12 deck building ------------------------------------------------------------------------------------------

def _starter(loaded):
    return dict(loaded.content.get("decks", "mcu_villains_starter").cards)


def test_96_exactly_sixty_cards(loaded):
    cards = _starter(loaded)
    assert problems(loaded.content, "loki", cards) == []
    cards["crossbones"] -= 1
    assert any("59 cards" in m for _f, m in problems(loaded.content, "loki", cards))
    cards["crossbones"] += 1
    cards["killian"] += 1
    assert any("61 cards" in m for _f, m in problems(loaded.content, "loki", cards))


def test_97_at_most_four_copies(loaded):
    cards = _starter(loaded)
    cards["crossbones"] = 5
    cards["killian"] -= 1
    assert ("cards.crossbones", "5 copies of Crossbones; at most 4 copies of a card") in problems(
        loaded.content, "loki", cards)


def test_97b_one_of_a_kind(loaded):
    cards = _starter(loaded)
    cards["mandarin"] = 2
    cards["killian"] -= 1
    assert any(f == "cards.mandarin" and "One of a Kind" in m for f, m in problems(loaded.content, "loki", cards))


def test_98_one_name_per_basic_location(loaded, rules):
    from tests.vs_system.builder import card
    card(rules, {"id": "space_lab", "name": "Space Lab", "type": "location", "basic": True, "provides": ["energy"]})

    class Content:  # the shipped content plus one more basic energy location under another name
        def __init__(self, base):
            self.base = base

        def has(self, kind, cid):
            return cid == "space_lab" or self.base.has(kind, cid)

        def get(self, kind, cid):
            if cid == "space_lab":
                from game.vs_system.content import Card
                return Card.model_validate({"id": "space_lab", "number": "X", "name": "Space Lab", "type": "location",
                                            "basic": True, "provides": ["energy"]})
            return self.base.get(kind, cid)

        def all(self, kind):
            return self.base.all(kind)
    cards = _starter(loaded)
    cards["laboratory"] = 3
    cards["space_lab"] = 1
    assert any("same basic location" in m for _f, m in problems(Content(loaded.content), "loki", cards))


def test_99_one_universe(loaded):
    from game.vs_system.content import Card

    class Content:
        def __init__(self, base):
            self.base = base

        def has(self, kind, cid):
            return cid == "drawn_hero" or self.base.has(kind, cid)

        def get(self, kind, cid):
            if cid == "drawn_hero":
                return Card.model_validate({"id": "drawn_hero", "number": "X", "name": "Drawn Hero",
                                            "type": "supporting_character", "teams": ["mcu_villains"], "cost": 1,
                                            "atk": 1, "def": 1, "health": 1, "universe": "illustrated"})
            return self.base.get(kind, cid)

        def all(self, kind):
            return self.base.all(kind)
    cards = _starter(loaded)
    cards["killian"] -= 1
    cards["drawn_hero"] = 1
    assert any("universe" in m for _f, m in problems(Content(loaded.content), "loki", cards))


def test_100_both_starters_validate_with_every_main_of_their_team(loaded):
    c = loaded.content
    for deck in c.all("decks"):
        for mc in c.all("main_characters"):
            bad = problems(c, mc.id, dict(deck.cards), deck.team)
            assert (bad == []) == (mc.team == deck.team), (deck.id, mc.id, bad)


# -- 9.13 no breakthrough ---------------------------------------------------------------------------------------

def test_101_excess_atk_is_wasted(table):
    t = table()
    a = t.vanilla(0, "10/10", h=3)
    m = t.main(1, row="front")
    t.start().fight(a, m)
    assert t.ch(m)["w"] == 1 and t.s["result"] is None and len(t.zone(1, "hand")) == 0


def test_102_a_main_character_kod_by_its_sixth_wound_loses(table):
    t = table()
    a = t.vanilla(0, "10/10", h=3)
    m = t.main(1, row="front", wounds=5)
    t.start().fight(a, m)
    assert t.where(m) == "ko:1" and t.s["result"]["winners"] == [0]


def test_the_results_give_each_player_their_main_characters_wounds_and_ko_pile(table):
    t = table()
    t.main(0, "loki_l1", row="back", wounds=2)
    a = t.vanilla(0, "10/10", h=3)
    m = t.main(1, row="front", wounds=5)
    t.start().fight(a, m)
    mine, theirs = t.s["result"]["scores"]
    assert mine.startswith("Loki level 1, 2 of 6 wounds") and theirs.startswith("main character KO'd")
    assert "on turn" in t.s["result"]["summary"]


def test_2v2_optional_rule_recruits_into_a_teammates_rows(table):
    t = table(seats=4, fmt="2v2")
    t.s["opts"]["teammate_recruit"] = True
    t.res(0, "laboratory")
    (groot,) = t.hand(0, "baby_groot")
    t.start("recruit")
    assert f"c:{groot}:front:2" in t.ids() and not any(i.endswith(":1") or i.endswith(":3") for i in t.ids())
    t.answer(f"c:{groot}:front:2")
    assert t.ch(groot)["ctrl"] == 2 and t.s["cards"][groot][1] == 0
