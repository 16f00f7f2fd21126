"""Spec sections 9.6 and 9.7: super powers and paying for them; plot twists and the combat exchange."""

from game.vs_system.payment import pays
from tests.vs_system.builder import equipment, fixture, twist


def test_51_paying_by_turning_a_location_face_down(table):
    t = table()
    wm = t.char(0, "war_machine")
    (lab,) = t.res(0, "laboratory")
    victim = t.vanilla(1, "1/1", team="V")
    t.start().answer(f"p:{wm}:0")
    assert t.where(victim) == "ko:1"
    assert t.s["players"][0]["res"] == [[lab, False]]
    if t.pending["kind"] == "main":
        t.answer("end")
    t.answer("go")  # the turns go round (with nothing to do, until the empty decks end the game)
    assert t.s["turn"]["n"] > 3 and t.s["players"][0]["res"] == [[lab, False]]


def test_51b_a_face_down_location_still_gives_a_recruit_point(table):
    t = table()
    t.res(0, "laboratory", up=False)
    t.hand(0, "baby_groot")
    t.start("recruit")
    assert t.s["turn"]["rp"]["0"] == 1


def test_52_paying_by_discarding_a_location(table):
    t = table()
    wm = t.char(0, "war_machine")
    (lab,) = t.hand(0, "laboratory")
    t.vanilla(1, "1/1", team="V")
    t.start().answer(f"p:{wm}:0")
    assert t.where(lab) == "ko:0"


def test_53_one_location_pays_one_symbol(table, rules):
    double = fixture(rules, 2, 2, 2, name="fx_double", powers=[
        {"name": "Double Trouble", "kind": "super", "timing": "main", "cost": ["might", "might"],
         "text": "Draw a card.", "effects": [{"op": "draw", "n": 1}]}])
    t = table()
    u = t.char(0, double)
    t.res(0, "fortress")
    t.deck(0, "academy")
    t.start()
    assert f"p:{u}:0" not in t.ids()
    t2 = table()
    u2 = t2.char(0, double)
    a, b = t2.res(0, "fortress", "fortress")
    t2.deck(0, "academy")
    t2.start().answer(f"p:{u2}:0")
    assert t2.s["players"][0]["res"] == [[a, False], [b, False]] and len(t2.zone(0, "hand")) == 1


def test_54_each_power_once_a_turn_but_each_character_its_own(table, rules):
    twin = fixture(rules, 2, 2, 2, name="fx_twin", swarm=True, powers=[
        {"name": "Twin Draw", "kind": "super", "timing": "main", "cost": ["energy"], "text": "Draw a card.",
         "effects": [{"op": "draw", "n": 1}]}])
    t = table()
    a, b = t.char(0, twin), t.char(0, twin)
    t.res(0, "laboratory", "laboratory", "laboratory")
    t.deck(0, "academy", "academy", "academy")
    t.start().answer(f"p:{a}:0")
    assert f"p:{a}:0" not in t.ids() and f"p:{b}:0" in t.ids()
    t.answer(f"p:{b}:0")
    assert not any(i.startswith("p:") for i in t.ids())


def test_55_timing_words(table):
    t = table()
    wm = t.char(0, "war_machine")
    destroyer = t.char(0, "destroyer", row="back")
    loki = t.char(0, "loki", row="back")
    a = t.vanilla(0, "3/3", h=2)
    t.res(0, "laboratory", "laboratory")
    t.hand(0, "crossbones")
    d = t.vanilla(1, "1/9", team="V", h=3)
    t.start()
    assert f"p:{wm}:0" in t.ids()
    t.attack(a, d)
    ids = t.ids()
    assert f"p:{wm}:0" not in ids  # a Main power, in a combat
    assert f"p:{destroyer}:0" not in ids  # a Combat power of a character not in the combat
    assert f"p:{loki}:0" in ids  # Loki works in any combat


def test_56_any_turn_powers_and_plot_twists_on_another_players_turn(table, rules):
    mine_only = twist(rules, "fx_my_turn_trick", [{"op": "boost", "to": {"pick": {"in_combat": True}}, "atk": 1}],
                      timing="combat")
    t = table()
    a = t.vanilla(0, "5/5", h=2)
    hulk = t.char(1, "hulk")
    t.res(1, "fortress")
    (z,) = t.hand(1, mine_only)
    t.start().attack(a, hulk)
    assert t.pending["seat"] == 1
    assert f"p:{hulk}:0" in t.ids() and f"t:{z}" not in t.ids()


def test_57_a_special_location_pays_only_for_its_team():
    class D:
        def __init__(self, teams, provides=()):
            self.teams = teams
            self.provides = provides
    tower = D(["mcu_heroes"], ("might", "intellect", "skill", "energy"))
    sokovia = D(["mcu_villains"], ("might", "intellect", "skill", "energy"))
    hero, villain, both = D(["mcu_heroes"]), D(["mcu_villains"]), D(["mcu_heroes", "mcu_villains"])
    assert pays(tower, "might", hero) and not pays(tower, "might", villain)
    assert pays(tower, "energy", both) and pays(sokovia, "energy", both)


def test_57b_avengers_tower_cannot_pay_for_a_villain(table):
    t = table()
    killian = t.char(0, "killian")
    t.res(0, "avengers_tower")
    t.vanilla(0, "1/1", team="V")
    t.start()
    assert f"p:{killian}:0" not in t.ids()
    t2 = table()
    k2 = t2.char(0, "killian")
    t2.res(0, "sokovia")
    t2.vanilla(0, "1/1", team="V")
    t2.start()
    assert f"p:{k2}:0" in t2.ids()


def test_58_a_stunned_character_has_no_powers(table):
    t = table()
    wm = t.char(0, "war_machine", face="stun", ready=False)
    t.res(0, "laboratory")
    t.vanilla(1, "1/1", team="V")
    t.vanilla(0, "1/1")
    t.start()
    assert f"p:{wm}:0" not in t.ids()


def test_59_a_build_plot_twist_after_the_formation_step_but_not_in_the_main_phase(table, rules):
    b = twist(rules, "fx_build_draw", [{"op": "draw", "n": 1}], timing="build")
    t = table()
    t.vanilla(0, "1/1")
    t.vanilla(1, "1/1", team="V")
    (z,) = t.hand(0, b)
    t.deck(0, "academy")
    t.start("formation").answer()
    assert t.pending["kind"] == "build_end" and f"t:{z}" in t.ids()
    t.answer("main")
    assert t.pending["kind"] == "main" and f"t:{z}" not in t.ids()


def test_60_a_main_plot_twist_not_during_a_combat(table, rules):
    m = twist(rules, "fx_main_draw", [{"op": "draw", "n": 1}], timing="main")
    t = table()
    a = t.vanilla(0, "1/1", h=2)
    d = t.vanilla(1, "1/9", team="V", h=2)
    (z,) = t.hand(0, m)
    t.start()
    assert f"t:{z}" in t.ids()
    t.attack(a, d)
    assert t.pending["kind"] != "respond" or f"t:{z}" not in t.ids()


def test_61_a_plot_twist_with_two_team_icons_needs_two_face_up_members(table, rules):
    two = twist(rules, "fx_two_h", [{"op": "draw", "n": 1}], timing="main", team="H", icons=2)
    t = table()
    t.vanilla(0, "1/1", team="H")
    t.vanilla(0, "2/2", team="H", face="stun", ready=False)
    (z,) = t.hand(0, two)
    t.vanilla(1, "1/1", team="V")
    t.start()
    assert f"t:{z}" not in t.ids()
    t.ch([u for u in t.s["ch"] if t.ch(u)["face"] == "stun"][0])["face"] = "up"
    t.answer(f"a:{[u for u in t.s['ch'] if t.ch(u)['ctrl'] == 0][0]}").answer("back")
    assert f"t:{z}" in t.ids()


def test_62_the_exchange_goes_on_until_both_pass_in_a_row(table, rules):
    trick = twist(rules, "fx_any_trick", [{"op": "boost", "to": {"pick": {"in_combat": True, "side": "you"}},
                                          "atk": 0, "def": 1}], timing="combat", any_turn=True)
    t = table(privacy="strict")
    a = t.vanilla(0, "3/3", h=2)
    d = t.vanilla(1, "1/9", team="V", h=2)
    (z,) = t.hand(1, trick)
    t.start().attack(a, d)
    assert (t.pending["kind"], t.pending["seat"]) == ("respond", 0)
    t.answer("pass")
    assert t.pending["seat"] == 1
    t.answer(f"t:{z}")
    assert (t.pending["kind"], t.pending["seat"]) == ("respond", 0)  # the first player may act again
    t.answer("pass")
    assert (t.pending["kind"], t.pending["seat"]) == ("respond", 1)
    t.answer("pass")
    assert t.s["combat"] is None


def test_63_a_play_resolves_before_the_next_player_may_answer(table, rules):
    pump = twist(rules, "fx_pump", [{"op": "boost", "to": {"pick": {"in_combat": True, "side": "you"}},
                                     "atk": 2, "def": 0}], timing="combat")
    t = table(privacy="strict")
    a = t.vanilla(0, "3/3", h=2)
    d = t.vanilla(1, "1/5", team="V", h=2)
    (z,) = t.hand(0, pump)
    t.start().attack(a, d)
    assert "(3 ATK)" in t.pending["prompt"]
    t.answer(f"t:{z}")
    assert t.pending["seat"] == 1 and t.stats(a) == (5, 3)
    assert "(5 ATK)" in t.pending["prompt"]  # the next player's window opens on the pumped value


def test_64_a_combat_plot_twist_picks_only_characters_in_the_combat(table, rules):
    t = table()
    a = t.vanilla(0, "3/3", h=2)
    bystander = t.vanilla(0, "2/2")
    d = t.vanilla(1, "1/9", team="V", h=2)
    (z,) = t.hand(0, "no_you_move")
    t.vanilla(0, "1/1", team="H", row="back")
    t.start().attack(a, d)
    assert f"t:{z}" in t.ids()
    t.answer(f"t:{z}")
    assert t.stats(a) == (3, 6) and t.stats(bystander) == (2, 2)


def test_a_continuous_power_on_equipment_works_while_its_holder_is_face_up(table, rules):
    # Red Skull's power printed on a piece of equipment: while its holder is face up, the enemy's
    # team location can't go face up as a resource; once the holder is stunned, it can
    gear = equipment(rules, "fx_skull_gear", static=[{"kind": "enemies_no_team_cards"}])
    for face, barred in (("up", True), ("stun", False)):
        t = table()
        holder = t.vanilla(1, "1/1", team="V")
        (eq,) = t.hand(1, gear)
        t.s["players"][1]["hand"].remove(eq)
        t.ch(holder)["eq"] = eq
        t.ch(holder)["face"] = face
        t.vanilla(0, "1/1", team="H")
        (tower,) = t.hand(0, "avengers_tower")
        t.start("build")
        assert (f"r:{tower}:up" not in t.ids()) == barred and f"r:{tower}:down" in t.ids()
