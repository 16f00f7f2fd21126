"""Rule cases from the Bases FAQ on Avengers Tower (facts: FW-BF).

The Tower keeps other players' actions off a character there with 5 or more
power. The FAQ adds: the protection wins over another player's power change
("can't" beats "can"); other players' character modifiers on a character that
becomes protected are destroyed; and they can't play new ones on it.
"""

from game.smash_up.engine import run


def _texts(sc):
    return [e["text"] for e in sc.events]


# -- 1. the protection beats another player's power modifier ------------------------------------


def test_a_protected_character_ignores_another_players_minus_one_at_avengers_tower(table):
    # Incite Panic (another player's base modifier) gives -1: the 5-power character stays protected at 5.
    sc = table(bases=["avengers_tower", "b40", "b40"])
    strong = sc.char(0, "c5", 0)
    weak = sc.char(0, "c4", 0)
    sc.bmod(1, "incite_panic", 0)
    elsewhere = sc.char(0, "c5", 1)
    sc.bmod(1, "incite_panic", 1)
    assert sc.power(strong) == 5 and sc.power(weak) == 3 and sc.power(elsewhere) == 4


def test_another_players_character_modifier_stops_affecting_a_protected_character(table):
    # Mjolnir (-2 off Thor) controlled by another player: while the Tower protects its host, it counts for nothing.
    sc = table(bases=["avengers_tower", "b40", "b40"])
    host = sc.char(0, "c5", 0)
    sc.cmod(1, "mjolnir", on=host)
    other = sc.char(0, "c5", 1)
    sc.cmod(1, "mjolnir", on=other)
    assert sc.power(host) == 5 and sc.power(other) == 3


def test_another_players_lasting_minus_power_does_not_affect_a_protected_character(table):
    sc = table(bases=["avengers_tower", "b40", "b40"])
    by_action = sc.char(0, "c5", 0)
    by_character = sc.char(0, "c5", 0)
    sc.s["fx"] += [{"k": "pow", "t": by_action, "n": -1, "exp": "eot", "by": 1, "act": True},
                   {"k": "pow", "t": by_character, "n": -1, "exp": "eot", "by": 1, "act": False}]
    assert sc.power(by_action) == 5  # an action: kept off
    assert sc.power(by_character) == 4  # a character's ability: the Tower does not stop it


def test_another_players_plus_power_does_not_switch_the_protection_on(table):
    # Righteous Fury (+3) from another player lifts a 3 to 6, but the threshold is judged without it.
    sc = table(bases=["avengers_tower", "b40", "b40"], current=1)
    host = sc.char(0, "c3", 0)
    fury = sc.cmod(1, "righteous_fury", on=host)
    (ta,) = sc.hand(1, "tactical_advantage")
    sc.start()
    assert sc.power(host) == 6 and sc.where(fury) == f"on:{host}"
    sc.play(ta)  # still a legal target: it is not protected
    assert sc.power(host) == 9


# -- 2. modifiers other players control are destroyed when the protection starts --------------


def test_moving_a_strong_character_to_avengers_tower_destroys_other_players_modifiers_on_it(table):
    sc = table(bases=["b40", "avengers_tower", "b40"])
    hero = sc.char(0, "c6", 0)
    webbed = sc.cmod(1, "webbed_up", on=hero)
    mine = sc.cmod(0, "fx_plus2", on=hero)
    (boots,) = sc.hand(0, "repulsor_boots")
    sc.start()
    assert sc.power(hero) == 6  # 6 - 2 (Webbed Up) + 2 (own modifier)
    sc.play(boots).pick(sc.base(1))
    assert sc.where(hero) == "base:1"
    assert sc.where(webbed) == "discard:1"  # to its owner's discard pile
    assert sc.where(mine) == f"on:{hero}"  # the controller's own modifier stays
    assert sc.power(hero) == 8
    assert "Webbed Up is destroyed: Avengers Tower keeps Player 2's actions off C6, so it can't stay attached." \
        in _texts(sc)


def test_a_weak_character_moved_to_avengers_tower_keeps_other_players_modifiers(table):
    sc = table(bases=["b40", "avengers_tower", "b40"])
    hero = sc.char(0, "c4", 0)
    fury = sc.cmod(1, "righteous_fury", on=hero)
    (boots,) = sc.hand(0, "repulsor_boots")
    sc.start().play(boots).pick(sc.base(1))
    assert sc.where(fury) == f"on:{hero}" and sc.power(hero) == 7


def test_reaching_five_power_at_avengers_tower_destroys_other_players_modifiers(table):
    # Mjolnir (another player's) keeps a 4 at 2; the owner's own +3 takes it to 7 and the Tower's protection starts.
    sc = table(bases=["avengers_tower", "b40", "b40"])
    hero = sc.char(0, "c4", 0)
    mjolnir = sc.cmod(1, "mjolnir", on=hero)
    (ta,) = sc.hand(0, "tactical_advantage")
    sc.start()
    assert sc.power(hero) == 2 and sc.where(mjolnir) == f"on:{hero}"
    sc.play(ta)  # the only character: chosen without asking
    assert sc.where(mjolnir) == "discard:1" and sc.power(hero) == 7


def test_modifiers_are_destroyed_before_the_next_choice_of_the_same_ability(table):
    # Move, then "destroy a character modifier": the one the Tower shed is no longer offered.
    sc = table(bases=["b40", "avengers_tower", "b40"])
    hero = sc.char(0, "c5", 0)
    webbed = sc.cmod(1, "webbed_up", on=hero)
    bystander = sc.char(1, "c2", 2)
    plus = sc.cmod(1, "fx_plus2", on=bystander)
    helper = sc.char(0, "c1", 2)
    own = sc.cmod(0, "fx_plus2", on=helper)
    (card,) = sc.hand(0, "fx_move_then_strip")
    sc.start().play(card).pick(hero).pick(sc.base(1))
    assert sc.where(webbed) == "discard:1"
    assert sc.pending["kind"] == "target"
    offered = {o["data"]["uid"] for o in sc.pending["options"]}
    assert offered == {plus, own}


def test_modifiers_on_a_character_already_at_avengers_tower_go_as_soon_as_play_resumes(table):
    # A table built by hand with another player's modifier on a protected character: the first step sheds it.
    sc = table(bases=["avengers_tower", "b40", "b40"])
    hero = sc.char(0, "c5", 0)
    webbed = sc.cmod(1, "webbed_up", on=hero, owner=0)  # owned by seat 0, controlled by seat 1
    sc.start()
    assert sc.where(webbed) == "discard:0" and sc.power(hero) == 5


def test_caps_shield_protection_sheds_other_players_modifiers_the_same_way(table):
    # Cap's Shield gives the same "other players' actions can't affect" protection to its controller's characters.
    sc = table()
    host = sc.char(0, "c3", 0)
    victim = sc.char(0, "c4", 0)
    webbed = sc.cmod(1, "webbed_up", on=victim)
    (shield,) = sc.hand(0, "caps_shield")
    sc.start().play(shield, host)
    assert sc.where(webbed) == "discard:1" and sc.power(victim) == 4


def test_another_players_caps_shield_protects_only_its_controllers_characters(table):
    # Player 2's Cap's Shield on Player 1's character guards Player 2's characters, not its host: it stays.
    sc = table()
    host = sc.char(0, "c3", 0)
    shield = sc.cmod(1, "caps_shield", on=host)
    (fury,) = sc.hand(0, "righteous_fury")
    sc.start()
    assert sc.where(shield) == f"on:{host}"
    sc.play(fury, host)
    assert sc.power(host) == 6


# -- 3. other players can't play character modifiers on a protected character -------------------


def test_other_players_cannot_play_character_modifiers_on_a_protected_character(table):
    sc = table(bases=["avengers_tower", "b40", "b40"], current=1)
    strong = sc.char(0, "c5", 0)
    weak = sc.char(0, "c4", 0)
    (webbed,) = sc.hand(1, "webbed_up")
    sc.start()
    targets = {o["data"]["target"] for o in sc.pending["options"] if o.get("data", {}).get("card") == webbed}
    assert strong not in targets and weak in targets
    why = sc.rules.explain(sc.s, 1, [f"hand:{webbed}", f"char:{strong}"])
    assert why == ("C5 is out of reach of your actions: at Avengers Tower, another player's character with "
                   "5 or more power can't be touched by them, so Webbed Up can't go on it.")


def test_the_controller_may_still_play_modifiers_on_a_protected_character(table):
    sc = table(bases=["avengers_tower", "b40", "b40"])
    strong = sc.char(0, "c5", 0)
    (fury,) = sc.hand(0, "righteous_fury")
    sc.start().play(fury, strong)
    assert sc.power(strong) == 8


def test_a_character_modifier_that_cannot_go_on_its_chosen_target_is_discarded_without_effect(table):
    # FAQ: if conditions forbid playing a card as chosen, it is discarded instead.
    sc = table(bases=["avengers_tower", "b40", "b40"], current=1)
    strong = sc.char(0, "c5", 0)
    (webbed,) = sc.hand(1, "webbed_up")
    sc.start()
    sc.s["pending"] = None
    sc.s["stack"].append({"op": "play", "uid": webbed, "seat": 1, "tgt": strong, "via": "normal", "ab": None,
                          "there": None})
    run(sc.g)
    assert sc.where(webbed) == "discard:1" and sc.power(strong) == 5
    assert any("discarded without effect" in t for t in _texts(sc))


# -- the power the Tower's 5 is judged on --------------------------------------------------------


def test_a_characters_power_is_worked_out_from_its_own_base_alone(loaded):
    # the Tower's threshold is judged on the one base (powers(only=...)): nothing at another base
    # may change a character's power, so that must equal the whole table's figure, with and
    # without what other players' actions add, all through random games
    from game.core.conformance import playout
    from game.core.match import Match
    from game.smash_up.power import powers
    book = loaded.rules.book
    compared = 0
    for seed in (3, 4):
        run = playout(loaded.rules, loaded.setup(["random", "random", "random"], seed), checks=False)
        m = Match.start(loaded.rules, run.setup)
        for a in run.answers[:250]:
            m.apply(a)
            for guard in (False, True):
                whole = powers(m.state, book, guard=guard)
                for b in m.state["bases"]:
                    here = {ch["uid"]: whole[ch["uid"]] for ch in b["chars"]}
                    assert powers(m.state, book, guard=guard, only=b) == here
                    compared += len(here)
    assert compared > 1000
