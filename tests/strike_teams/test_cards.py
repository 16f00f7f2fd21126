"""Every action card does what its data says, on a table built for it: one test per card (64).

Each card is used by its owner (a soldier for the Hydra cards) against a fitting target and the
result is checked against the card's own numbers: AP paid and Duration Tokens placed, an
attack's strength, volley, extra targets, slam, status, armor or dodge ignored, area; a
defense's value as a reaction or always on; a movement power's squares and style; a buff, a
heal, AP or Command Points gained, statuses cleared, a march, a shockwave, a hurled object."""

import pytest

from game.strike_teams import attack
from tests.strike_teams.helpers import answer, board, content, g_of, ids, option, settle_all, start_turn, strike, table

CARDS = sorted(c.id for c in content().all("action_cards"))
BIG = ["..........", "..........", "..........", "..........", ".........."]


def card(cid):
    return content().get("action_cards", cid)


def owner_fig(owner):
    return f"{owner}#1" if owner == "hydra_soldiers" else owner


def setup_for(cid, extra=None, at="2,2", ap=12, **more):
    c = card(cid)
    figs = {c.character: {"at": [at] if c.character == "hydra_soldiers" else at, "ap": ap, "cards": [cid], **more}}
    figs.update(extra or {})
    return table(board(BIG), figs, cp=(0, 0))


def enemy_of(owner):
    return ("winter_soldier", "captain_america") if owner in ("captain_america", "iron_man", "agent_may", "quake") \
        else ("captain_america", "winter_soldier")


def fx(cid, kind):
    return next(x for x in card(cid).effects if x.effect == kind)


def check_attack(cid):
    c = card(cid)
    a = fx(cid, "attack")
    enemy, _ = enemy_of(c.character)
    spot = "3,2" if a.type == "melee" else "4,2"
    R, s = setup_for(cid, {enemy: {"at": spot, "ap": 0}})
    if a.extra_targets:
        s["objects"]["5,2"] = {"kind": "crate", "ms": 2}  # something near the first target to bounce to
    fid = owner_fig(c.character)
    start_turn(R, s, c.character)
    if c.character == "hydra_soldiers":
        answer(R, s, f"mob:{fid}")
    oid = f"use:{cid}"
    assert f"({c.ap_cost} AP)" in option(s, oid)["label"]
    answer(R, s, oid)
    if a.area == "adjacent_enemies":
        assert s["chars"][c.character]["dt"].get(cid, 0) == c.duration
        settle_all_until_act(R, s)
        assert sum(s["chars"][enemy]["wounds"].values()) == max(0, a.strength - _def(R, s, enemy))
        return
    got = option(s, f"target:fig:{enemy}:0")["data"]
    assert got["strength"] == a.strength
    answer(R, s, f"target:fig:{enemy}:0")
    assert s["chars"][c.character]["ap"] == 12 - c.ap_cost and s["chars"][c.character]["dt"].get(cid, 0) == c.duration
    dealt = max(0, a.strength - max(0, _def(R, s, enemy, armor_cut=a.ignore_armor, dodge_cut=a.ignore_dodge)))
    seen_volley = seen_extra = seen_slam = False
    while s["pending"]["kind"] != "act":
        k = s["pending"]["kind"]
        seen_volley |= k == "volley"
        seen_extra |= k == "extra_target"
        seen_slam |= k == "slam"
        if k in ("volley", "extra_target"):
            answer(R, s, "stop")
        else:
            d = s["pending"]
            answer(R, s, *[o["id"] for o in d["options"][:max(d["min"], 1)]])
    wounds = sum(s["chars"][enemy]["wounds"].values())
    assert wounds == dealt
    if a.slam and dealt:
        assert s["figs"][enemy]["pos"] != spot  # slammed across the open floor: no collision, no slam damage
    if a.status and dealt:
        assert s["figs"][enemy]["status"].get(a.status) == 1
    assert seen_volley == (a.volley > 1)
    assert seen_extra == bool(a.extra_targets)


def _def(R, s, fid, armor_cut=0, dodge_cut=0):
    d = attack.passive_defense(g_of(R, s), fid)
    return max(0, d["armor"] - armor_cut) + max(0, d["dodge"] - dodge_cut) + d["plain"]


def settle_all_until_act(R, s):
    while s["pending"]["kind"] != "act":
        d = s["pending"]
        answer(R, s, *[o["id"] for o in d["options"][:max(d["min"], 1)]] if d["kind"] != "react" else ["react:done"])


def check_defense(cid):
    c = card(cid)
    x = fx(cid, "defense")
    fid = owner_fig(c.character)
    attacker = "baron_strucker" if c.character in ("captain_america", "iron_man", "agent_may", "quake") else "captain_america"
    R, s = setup_for(cid, {attacker: {"at": "1,2"}}, ap=4)
    hit = x.value + (1 if c.character == "hydra_soldiers" else 2)
    strike(R, s, attacker, fid, hit)
    if c.ap_cost is None:  # always on
        assert s["pending"]["kind"] == "react" and f"react:{cid}" not in ids(s)
        assert attack.passive_defense(g_of(R, s), fid)[x.type] == x.value
        return
    answer(R, s, f"react:{cid}")
    assert s["chars"][c.character]["ap"] == 4 - c.ap_cost and s["chars"][c.character]["dt"].get(cid, 0) == c.duration
    settle_all(R, s)
    taken = s["figs"][fid]["wounds"] if c.character == "hydra_soldiers" else sum(s["chars"][c.character]["wounds"].values())
    assert taken == hit - x.value - _def(R, s, fid)
    if x.retaliate:
        assert sum(s["chars"][attacker]["wounds"].values()) == x.retaliate


def check_move(cid):
    c = card(cid)
    x = fx(cid, "move")
    R, s = setup_for(cid, at="0,0")
    fid = owner_fig(c.character)
    start_turn(R, s, c.character)
    answer(R, s, f"card:{cid}")
    assert s["pending"]["kind"] == "bonus_move"
    if x.style == "exact":
        assert f"exact:1,1" in ids(s)
        answer(R, s, "exact:1,1")
        assert s["figs"][fid]["pos"] == f"{x.squares},{x.squares}"
        return
    for k in range(x.squares):
        answer(R, s, f"bonus:{k + 1},{k + 1}")
    assert s["figs"][fid]["pos"] == f"{x.squares},{x.squares}" and s["chars"][c.character]["ap"] == 12 - c.ap_cost
    assert s["pending"]["kind"] == "act"  # the bonus squares are used up


def check_buff(cid):
    c = card(cid)
    x = fx(cid, "buff")
    R, s = setup_for(cid)
    start_turn(R, s, c.character)
    answer(R, s, f"card:{cid}")
    assert s["chars"][c.character]["dt"][cid] == c.duration
    g = g_of(R, s)
    assert attack.buff(g, c.character, "melee") == x.melee and attack.buff(g, c.character, "ranged") == x.ranged
    assert attack.passive_defense(g, c.character)["plain"] == x.defense


def check_heal(cid):
    c = card(cid)
    x = fx(cid, "heal")
    if c.character == "hydra_soldiers":
        R, s = setup_for(cid, at="2,2")
        s["figs"]["hydra_soldiers#2"]["pos"] = "5,2"
        s["figs"]["hydra_soldiers#1"]["wounds"] = 2
        s["figs"]["hydra_soldiers#2"]["wounds"] = 2
        start_turn(R, s, "hydra_soldiers")
        answer(R, s, "mob:hydra_soldiers#1")
        answer(R, s, f"card:{cid}")
        answer(R, s, *ids(s)[:x.amount])
        assert s["figs"]["hydra_soldiers#1"]["wounds"] + s["figs"]["hydra_soldiers#2"]["wounds"] == 4 - x.amount
        return
    patient = c.character if x.who == "self" else "iron_man"
    extra = {} if x.who == "self" else {"iron_man": {"at": "3,3"}}
    R, s = setup_for(cid, extra)
    s["chars"][patient]["wounds"] = {"attack": 2, "move": 2, "defend": 1}
    start_turn(R, s, c.character)
    answer(R, s, f"card:{cid}")
    if s["pending"]["kind"] == "card_target":
        answer(R, s, f"ally:{patient}")
    answer(R, s, *ids(s)[:x.amount])
    assert sum(s["chars"][patient]["wounds"].values()) == 5 - x.amount


def check_gain_ap(cid):
    c = card(cid)
    x = fx(cid, "gain_ap")
    if x.who == "henchmen":
        R, s = setup_for(cid, {"hydra_soldiers": {"at": ["6,2"], "ap": 0}})
        who = "hydra_soldiers"
    elif x.who == "adjacent_ally":
        R, s = setup_for(cid, {"iron_man": {"at": "3,3", "ap": 0}})
        who = "iron_man"
    else:
        R, s = setup_for(cid)
        who = c.character
    start_turn(R, s, c.character)
    answer(R, s, f"card:{cid}")
    if s["pending"]["kind"] == "card_target":
        answer(R, s, f"ally:{who}")
    assert s["chars"][who]["ap"] == x.amount


def check_gain_cp(cid):
    c = card(cid)
    x = fx(cid, "gain_cp")
    R, s = setup_for(cid)
    side = 0 if R.chars[c.character].role == "hero" else 1
    start_turn(R, s, c.character)
    if c.character == "hydra_soldiers":
        answer(R, s, "mob:hydra_soldiers#1")
    answer(R, s, f"card:{cid}")
    assert s["cp"][side] == x.amount


def check_cleanse(cid):
    c = card(cid)
    R, s = setup_for(cid, {"iron_man": {"at": "3,3", "status": {"trapped": 1, "prone": 1}}})
    start_turn(R, s, c.character)
    answer(R, s, f"card:{cid}")
    if s["pending"]["kind"] == "card_target":
        answer(R, s, "ally:iron_man")
    assert s["figs"]["iron_man"]["status"] == {}


def check_march(cid):
    c = card(cid)
    x = fx(cid, "march")
    extra = {"hydra_soldiers": {"at": ["6,0", "6,4"], "ap": 0}} if c.character != "hydra_soldiers" else {}
    R, s = setup_for(cid, extra)
    if c.character == "hydra_soldiers":
        s["figs"]["hydra_soldiers#2"]["pos"] = "6,4"
    start_turn(R, s, c.character)
    if c.character == "hydra_soldiers":
        answer(R, s, "mob:hydra_soldiers#1")
    answer(R, s, f"card:{cid}")
    assert s["turn"]["march"] and all(v == x.budget for v in s["turn"]["march"].values())
    answer(R, s, "march:hydra_soldiers#2:7,4")
    assert s["figs"]["hydra_soldiers#2"]["pos"] == "7,4"


def check_shockwave(cid):
    c = card(cid)
    x = fx(cid, "shockwave")
    enemy, friend = enemy_of(c.character)
    R, s = setup_for(cid, {enemy: {"at": "3,2"}, friend: {"at": "1,2"}} if friend != c.character else {enemy: {"at": "3,2"}})
    start_turn(R, s, c.character)
    answer(R, s, f"card:{cid}")
    settle_all_until_act(R, s)
    assert sum(s["chars"][enemy]["wounds"].values()) == x.amount


def check_hurl(cid):
    c = card(cid)
    R, s = table(board(["...b......", "..........", ".........."]),
                 {c.character: {"at": "2,1", "ap": 12, "cards": [cid]}, "agent_may": {"at": "6,1", "ap": 0}})
    start_turn(R, s, c.character)
    answer(R, s, f"use:{cid}")
    assert option(s, "target:fig:agent_may:0")["data"]["strength"] == 2  # the barrels' 3, 4 squares away: -1
    answer(R, s, "target:fig:agent_may:1")  # aiming buys the square back
    settle_all_until_act(R, s)
    assert "3,0" not in s["objects"] and sum(s["chars"]["agent_may"]["wounds"].values()) == 3


CHECKS = {"attack": check_attack, "defense": check_defense, "move": check_move, "buff": check_buff,
          "heal": check_heal, "gain_ap": check_gain_ap, "gain_cp": check_gain_cp, "cleanse": check_cleanse,
          "march": check_march, "shockwave": check_shockwave, "hurl_object": check_hurl}


@pytest.mark.parametrize("cid", CARDS)
def test_every_action_card_does_what_its_data_says(cid):
    c = card(cid)
    assert c.text and c.slots >= 1
    CHECKS[c.effects[0].effect](cid)


def test_there_are_8_cards_per_character_two_of_them_starting_and_the_11_on_record():
    by = {}
    for c in content().all("action_cards"):
        by.setdefault(c.character, []).append(c)
    assert len(by) == 8 and all(len(v) == 8 and sum(x.starting for x in v) == 2 for v in by.values())
    names = {c.name for c in content().all("action_cards")}
    assert {"Shield Block", "Hurl Shield", "Hold the Line", "Iron Armor", "Pummel", "Jet Boots", "Thrust",
            "Hurl Object", "Trench Knife", "Concussion Rocket", "Deflect"} <= names
    starting = {c.name for c in content().all("action_cards") if c.starting}
    assert {"Hurl Shield", "Shield Block", "Jet Boots", "Iron Armor", "Concussion Rocket", "Trench Knife"} <= starting


def test_the_recorded_numbers_are_kept():
    get = lambda k: content().get("action_cards", k)  # noqa: E731
    assert get("shield_block").ap_cost == 1 and get("shield_block").reaction and fx("shield_block", "defense").value == 4
    assert fx("hurl_shield", "attack").strength == 3 and fx("hurl_shield", "attack").extra_targets == 2
    assert get("hold_the_line").starburst and fx("hold_the_line", "buff").melee == 1 and fx("hold_the_line", "buff").defense == 1
    assert get("iron_armor").ap_cost is None and get("pummel").ap_cost == 3 and get("pummel").slots >= 2
    assert fx("thrust", "attack").strength == 4 and fx("thrust", "attack").slam >= 1
    assert get("hurl_object").ap_cost == 1 and fx("trench_knife", "attack").ignore_armor == 1
    assert fx("deflect", "defense").retaliate == 1
    chars = {c.id: c for c in content().all("characters")}
    assert chars["captain_america"].attack.strength == 3 and chars["captain_america"].defend.strength == 2
    assert chars["iron_man"].attack.type == "ranged" and chars["iron_man"].attack.strength == 3
    assert chars["baron_strucker"].defend.strength == 3 and chars["baron_strucker"].unit_points == 2
    assert chars["hydra_soldiers"].defend.strength == 1 and chars["hydra_soldiers"].health == 3
    assert [f.march_cost for f in chars["hydra_soldiers"].faces] == [3, 6]
    assert all(a.strength <= 3 for a in [chars["agent_may"].attack] +
               [fx(c.id, "attack") for c in content().all("action_cards")
                if c.character == "agent_may" and c.effects[0].effect == "attack"])


def test_a_card_that_would_do_nothing_is_not_offered():
    """Help for an adjacent ally with nobody beside, a heal with no wound to take off, a cleanse with
    no status: offered, they spent AP and Duration Tokens for the log's 'no ally is adjacent'."""
    R, s = table(board(BIG), {"agent_may": {"at": "1,1", "ap": 6,
                                            "cards": ["field_medic", "coordinated_assault", "quick_release"]},
                              "captain_america": {"at": "5,4", "ap": 0}})
    start_turn(R, s, "agent_may")
    assert not [i for i in ids(s) if i.startswith("card:")]
    R, s = table(board(BIG), {"agent_may": {"at": "1,1", "ap": 6,
                                            "cards": ["field_medic", "coordinated_assault", "quick_release"]},
                              "captain_america": {"at": "2,1", "ap": 0}})
    start_turn(R, s, "agent_may")
    assert [i for i in ids(s) if i.startswith("card:")] == ["card:coordinated_assault"]  # unhurt, no status
    s["chars"]["captain_america"]["wounds"]["move"] = 1
    s["figs"]["captain_america"]["status"] = {"prone": 1}
    start_turn(R, s, "agent_may")
    assert sorted(i for i in ids(s) if i.startswith("card:")) == [
        "card:coordinated_assault", "card:field_medic", "card:quick_release"]


def test_hail_hydra_is_offered_only_with_henchmen_fielded():
    R, s = table(board(BIG), {"baron_strucker": {"at": "1,1", "ap": 6, "cards": ["hail_hydra"]}}, round_=2)
    start_turn(R, s, "baron_strucker")
    assert "card:hail_hydra" not in ids(s)
    R, s = table(board(BIG), {"baron_strucker": {"at": "1,1", "ap": 6, "cards": ["hail_hydra"]},
                              "hydra_soldiers": {"at": ["5,3", "6,3"], "ap": 0}}, round_=2)
    start_turn(R, s, "baron_strucker")
    assert "card:hail_hydra" in ids(s)
