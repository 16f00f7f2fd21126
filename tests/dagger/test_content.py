"""The content: counts as the box has them, every authored value marked unconfirmed, every card of
every kind resolved on a busy table, broken files refused at their line, and the world map."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game import catalog
from game.core.content import load_content
from game.core.graph import SpaceGraph
from game.core.maps import load_map
from game.dagger import abilities
from game.dagger.bases import resolve_effect
from game.dagger.dice import start_test
from game.dagger.engine import push_fx

from .build_map import render
from .helpers import add_enemy, call, g_of, run_tasks, settle, start

ROOT = Path(__file__).resolve().parents[2]


def test_the_box_counts(dg):
    c = dg.content
    count = {k: len(c.all(k)) for k in c.entries}
    assert count["heroes"] == 20 and count["sheets"] == 10 and count["aspects"] == 6 and count["nemeses"] == 4
    assert count["support_cards"] == 40 and count["team_up_cards"] == 10 and count["events"] == 42
    assert count["enemies"] == 28 and count["first_strikes"] == 6 and count["nemesis_missions"] == 12
    assert count["side_missions"] == 20 and count["hero_missions"] == 20
    shared = [s for s in c.all("support_cards") if s.sheet]
    assert len(shared) == 20 and sum(1 for e in c.all("events") if e.nemesis) == 12
    assert sum(1 for m in c.all("side_missions") if m.elite) == 6


def test_validate_json_reports_the_counts():
    out = subprocess.run([sys.executable, "main.py", "validate", "--json"], cwd=ROOT, capture_output=True, text=True,
                         timeout=300)
    doc = json.loads(out.stdout)
    counts = doc["counts"]["dagger"]
    assert {k: counts[k] for k in ("heroes", "aspects", "nemeses", "support_cards", "team_up_cards", "events")} == \
        {"heroes": 20, "aspects": 6, "nemeses": 4, "support_cards": 40, "team_up_cards": 10, "events": 42}
    assert not [e for e in doc["errors"] if "dagger" in e]


def test_the_public_facts_are_kept(dg):
    book = dg.rules.book
    pairs = {tuple(book.heroes[h].name for h in s.heroes) for s in book.sheets.values()}
    assert ("Daredevil", "Elektra") in pairs and ("Natasha Romanoff", "Yelena Belova") in pairs
    assert book.supports["foggy_nelson"].charge == 2 and book.supports["foggy_nelson"].sheet == "daredevil"
    assert book.supports["twin_sai"].hero == "elektra" and book.supports["stick"].sheet == "daredevil"
    assert book.team_ups["shield_backup"].cost == 5
    assert {n.name for n in book.nemeses.values()} == {"Loki", "Red Skull", "Ultron", "Thanos"}
    assert {book.enemies[e].name for e in ("vulture", "titania", "baron_zemo", "taskmaster")} == \
        {"Vulture", "Titania", "Baron Zemo", "Taskmaster"}


def test_every_authored_entry_is_marked_unconfirmed(dg):
    factual = {"sheets"}  # names and pairs only
    for kind in dg.content.entries:
        if kind in factual:
            continue
        for e in dg.content.all(kind):
            assert e.unconfirmed, f"{kind}[{e.id}] says nothing of what is ours"


# -- every card, on a busy table ---------------------------------------------------------------------------
def busy(dg, first="tchalla"):
    """Three heroes on Western Europe, hurt, empowered, with exhausted and ready cards; enemies of every
    rank around them, some primed; Loki next door; a side mission of each way in its slot."""
    book = dg.rules.book
    others = [h for h in ("natasha_romanoff", "steve_rogers", "hulk") if book.heroes[h].sheet != book.heroes[first].sheet]
    s = start(dg, 3, heroes=",".join([first] + others[:2]))
    for h in s["heroes"]:
        h.update(space="6", dmg=2, emp=True)
        h["supports"][0].update(ready=False, prog=1)
    s["nem"]["space"] = "7"
    add_enemy(dg, s, "hydra_agent", "6", primed=True)
    add_enemy(dg, s, "hydra_soldier", "6")
    add_enemy(dg, s, "hydra_commander", "7", primed=True)
    add_enemy(dg, s, "frost_giant", "8", rank="N")
    s["overrun"] = ["madripoor"]
    s["side"] = {"green": {"id": "sm_evacuate_tokyo", "prog": 0}, "purple": {"id": "sm_retake_base", "prog": 0},
                 "blue": None}
    s["bifrost"] = "6"
    s["threat"] = 5
    s["team_up"] = 2
    return s


def _far_moves(s):
    """Settle's chooser: moves go as far as they can (to show they moved), else the first option."""
    p = s["pending"]
    if p["kind"] == "move":  # staying put is listed last
        here = f"space:{s['heroes'][p['hero']]['space']}"
        return [o for o in p["options"] if o["id"] != here][-1]["id"]
    return p["options"][-1]["id"] if p["kind"] == "move_enemy" else p["options"][0]["id"]


def _resolve(dg, s, scheduler):
    events = call(dg, s, scheduler)
    events += settle(dg, s, _far_moves, limit=400)
    assert dg.rules.invariants(s) == [], dg.rules.invariants(s)
    return events


def _abilities(book):
    for h in book.heroes.values():
        for i, a in enumerate(h.abilities):
            yield f"{h.id}:{i}", h.id, None, a
    for c in book.supports.values():
        yield c.id, c.hero or book.sheets[c.sheet].heroes[0], None, c.ability
    for c in book.team_ups.values():
        yield c.id, book.sheets[c.sheet].heroes[0], None, c.ability
    for a in book.aspects.values():
        for side in (a.normal, a.shattered):
            if side.identity:
                yield f"{a.id}:identity", "tchalla", a.id, side.identity


BOOK = __import__("game.session", fromlist=["open_game"]).open_game("dagger", with_user_mods=False).rules.book
ABILITIES = list(_abilities(BOOK))


@pytest.mark.parametrize("key,hero,aspect,ability", ABILITIES, ids=[a[0] for a in ABILITIES])
def test_every_ability_and_card_resolves(dg, key, hero, aspect, ability):
    """Passive abilities are read by the rules; every other ability does something, with its target
    standing or already beaten (an ability may care which), with and without a boosted token."""
    from game.dagger.heroes import statics
    for boosted in (False, True) if ability.boosted else (False,):
        did = []
        for target, x in (("enemy:1", 2), ("enemy:999", 0)):
            t = busy(dg, hero)
            rec = t["heroes"][0]
            rec["emp"] = False
            if aspect:
                rec["aspect"] = aspect
                t["heroes"][1]["aspect"] = "leadership" if aspect != "leadership" else "vigilance"
            if ability.kind == "passive":
                for st in ability.static:
                    assert st in statics(g_of(dg, t), 0, st["kind"])
                did.append(True)
                break
            def go(g, target=target, x=x, boosted=boosted):
                if ability.window == "test":  # a card used after a roll: an attack is being tested
                    start_test(g, 0, "attack", g.new_ctx(0), "attack", ref="enemy:1")
                cid = abilities.use(g, 0, f"ab:{key}", ability, ability.name, boosted=boosted, target=target)
                g.s["ctx"][cid].update(x=x, zero=x == 0)  # as after a test with x successes
            events = _resolve(dg, t, go)
            if ability.window == "test":
                did.append(any(e["kind"] == "bonus" for e in events))
            else:
                did.append(any(e["kind"] not in ("support", "team_up_card", "combo") for e in events))
        assert any(did), f"{key} did nothing at all"


@pytest.mark.parametrize("event", sorted(BOOK.events))
def test_every_event_resolves(dg, event):
    s = busy(dg)
    s["events"][-1] = event  # on top of the deck
    events = run_tasks(dg, s, {"op": "event"})
    events += settle(dg, s, limit=400)
    assert any(e["kind"] == "event" and e["id"] == event for e in events)
    assert dg.rules.invariants(s) == []


def test_every_mission_ongoing_effect_pass_and_fail_resolves(dg):
    book = dg.rules.book
    for mid, m in book.missions.items():
        for effects in [m.ongoing] + ([m.passed.effects, m.failed.effects] if hasattr(m, "passed") else []) + \
                ([m.reward] if getattr(m, "reward", None) else []):
            if not effects:
                continue
            s = busy(dg)
            _resolve(dg, s, lambda g, e=effects: push_fx(g, e, g.new_ctx(None, src=m.name), own=True))


def test_every_side_mission_spawns(dg):
    book = dg.rules.book
    from game.dagger.missions import spawn_side
    for mid in book.side_missions:
        s = busy(dg)
        s["side"]["purple"] = None
        s["side_deck"].append(mid)
        _resolve(dg, s, spawn_side)
        placed = any(s["side"][k] and s["side"][k]["id"] == mid for k in ("green", "purple", "blue"))
        assert placed or mid in s["side_out"]  # (a condition already met completes it at once)
        if book.missions[mid].elite:
            assert any(e["card"] == book.missions[mid].elite for e in s["enemies"]), mid


def test_every_base_effect_and_nemesis_ability_resolves(dg):
    from game.dagger.nemesis import use_ability
    for base in ("new_york", "atlantis", "madripoor", "wakanda", "iliad"):
        _resolve(dg, busy(dg), lambda g, b=base: resolve_effect(g, 0, b))
    for nem in dg.rules.book.nemeses:
        for icon in (1, 2, 3):
            s = start(dg, 3, nemesis=nem)
            events = _resolve(dg, s, lambda g, i=icon: use_ability(g, i))
            assert any(e["kind"] == "nemesis_ability" for e in events)


# -- broken data ---------------------------------------------------------------------------------------------
def _issues(tmp_path, text):
    spec = catalog.get("dagger")
    folder = tmp_path / "dagger"
    folder.mkdir()
    (folder / "x.yaml").write_text(text, encoding="utf-8")
    data, maps = spec.folders([])
    return [str(i) for i in load_content(spec.content(), data + [folder], maps).issues]


def test_a_wrong_word_is_refused_at_its_line(tmp_path):
    found = _issues(tmp_path, """bases:
  - id: new_york
    name: New York
    text: Oops.
    effects: [{op: smash, n: 1}]
""")
    assert any("x.yaml:2" in i and "unknown op 'smash'" in i for i in found), found


def test_a_wrong_reference_and_space_are_refused(tmp_path):
    found = _issues(tmp_path, """side_missions:
  - id: sm_broken
    name: Broken
    text: Oops.
    team_up: 1
    elite: nobody
    elite_space: "99"
""")
    assert any("sm_broken" in i and "unknown enem" in i for i in found), found
    assert any("no space '99'" in i for i in found), found


# -- the world map ---------------------------------------------------------------------------------------------
def test_the_map_loads_in_pytmx_and_is_what_the_generator_writes():
    path = ROOT / "maps" / "dagger" / "world.tmx"
    assert path.read_text(encoding="utf-8") == render(), "run python -m tests.dagger.build_map"
    import pytmx  # the view reads it with images; here without pygame
    from game.core.maps import _pytmx
    tm = _pytmx().TiledMap(str(path))
    assert {layer.name for layer in tm.layers} == {"regions", "spaces", "links"}
    assert pytmx is not None


def test_the_map_has_the_rulebooks_world():
    spec = catalog.get("dagger").content().maps
    bm, issues = load_map(ROOT / "maps" / "dagger" / "world.tmx", spec)
    assert issues == []
    g, found = SpaceGraph.from_map(bm)
    assert found == [] and g.problems(isolated_ok=["asgard"]) == []
    nodes = g.nodes
    assert {n["base"] for n in nodes.values() if n.get("base")} == {"new_york", "atlantis", "madripoor", "wakanda"}
    assert nodes["1"]["name"] == "North America" and nodes["14"]["name"] == "East Asia"
    assert g.labels[frozenset(("1", "14"))] == "A" and sorted(g.labels.values()) == ["A", "B", "C"]
    assert {"5", "8"} <= set(nodes)
    assert len({n["region"] for n in nodes.values() if n["region"]}) == 4
    assert nodes["atlantis"]["region"] == "ocean" and all(n["region"] == "ocean" for n in nodes.values()
                                                          if n["kind"] == "ocean")
    assert not nodes["asgard"].get("region") and g.adj["asgard"] == ()
