"""The modder's reference (docs/modding/<game>.md) says what the code accepts: regenerating it
gives the committed files, every word of each vocabulary is described and no described word
is gone from the code, every example passes the same checks as real content, and a wrong
word gets the right ones, a close word of another list and the reference's name."""

import os
import subprocess
import sys
import typing
from pathlib import Path

import pytest
import yaml
from pydantic import TypeAdapter

from game.core.content import load_content
from game.core.maps import load_map
from game.core.reference import UNDOCUMENTED, undocumented
from game.tools import modding_docs

ROOT = Path(__file__).resolve().parents[1]
GAMES = ["smash_up", "heroscape", "strike_teams"]


@pytest.mark.parametrize("game", GAMES)
def test_the_committed_reference_is_what_the_code_says(game):
    committed = (ROOT / "docs" / "modding" / f"{game}.md").read_text(encoding="utf-8")
    assert modding_docs.render(game) == committed, \
        f"docs/modding/{game}.md is out of date: run {modding_docs.COMMAND}"


@pytest.mark.parametrize("game", GAMES)
def test_every_word_field_and_map_property_is_described(game):
    from game import catalog
    mod = modding_docs._module(game)
    cspec = catalog.get(game).content()
    docs = [d for _, d in modding_docs._models(cspec, mod.FIELD_NOTES, getattr(mod, "UNIONS", {}))]
    assert undocumented(mod.reference(), docs, getattr(mod, "MAP_OBJECTS", [])) == []
    assert UNDOCUMENTED not in modding_docs.render(game)


def test_smash_up_describes_only_words_the_vocabulary_has():
    from game.smash_up import modding, vocabulary as v
    from game.smash_up.content import AbilityKind
    assert set(modding.KINDS) == set(typing.get_args(AbilityKind))
    assert set(modding.TRIGGERS) == v.TRIGGERS
    assert set(modding.CONDITIONS) == v.CONDITIONS | set(v.PARAM_CONDITIONS)
    assert set(modding.EXPRESSIONS) == v.EXPRESSIONS
    assert set(modding.SELECTOR) == v.SELECTOR_KEYS
    assert set(modding.OPS) == set(v.OPS) and all(set(modding.OPS[o][2]) == v.OPS[o] - set(modding.COMMON)
                                                   for o in v.OPS)
    assert set(modding.COMMON) == v.COMMON
    assert set(modding.STATS) == set(v.STATS) and all(set(modding.STATS[s][2]) == v.STATS[s] for s in v.STATS)
    assert set(modding.STAT_TARGETS) == v.STAT_TARGETS and set(modding.PLAY_RULES) == v.PLAY_RULES


def _smash_up_problems(example: str) -> list[str]:
    """What the loader's checks say of one example line (an ability, an effect or a static)."""
    from game.smash_up import vocabulary as v
    from game.smash_up.content import Ability
    data = yaml.safe_load(example)
    if "play_rule" in data:
        return [] if data["play_rule"] in v.PLAY_RULES else [f"unknown play rule {data['play_rule']}"]
    if "stat" in data:
        data = {"kind": "ongoing", "static": [data]}
    elif "op" in data:
        data = {"kind": "on_play", "effects": [data]}
    return v.check_ability(Ability.model_validate(data))


def test_every_smash_up_example_passes_the_card_checks():
    words = modding_docs.all_words("smash_up")
    assert len(words) > 90
    bad = {w.name: _smash_up_problems(w.example) for w in words if _smash_up_problems(w.example)}
    assert bad == {}


def test_every_heroscape_example_passes_the_models():
    from game.heroscape.content import Power, SpecialRule, Victory
    from game.heroscape.modding import reference
    sections = {s.title: s for s in reference()}
    for w in sections["Powers"].words:
        assert TypeAdapter(Power).validate_python(yaml.safe_load(w.example)).effect == w.name
    for w in sections["Special rules"].words:
        assert SpecialRule.model_validate(yaml.safe_load(w.example)).rule == w.name
    for w in sections["Ways to win"].words:
        assert Victory.model_validate(yaml.safe_load(w.example)).kind == w.name


def test_every_object_and_property_of_the_maps_is_described():
    from game import catalog
    from game.heroscape.modding import MAP_OBJECTS, MAP_PROPERTIES
    spec = catalog.get("heroscape").content().maps
    described = {(o.layer, o.kind): {p.name for p in o.properties} for o in MAP_OBJECTS}
    maps = sorted((ROOT / "maps" / "heroscape").glob("*.tmx")) + sorted(ROOT.glob("mods/*/maps/heroscape/*.tmx"))
    assert len(maps) >= 3
    for path in maps:
        bm, issues = load_map(path, spec)
        assert bm is not None, issues
        assert set(bm.properties) <= {p.name for p in MAP_PROPERTIES}, path.name
        for layer, objects in bm.layers.items():
            for o in objects:
                assert (layer, o.kind) in described, f"{path.name}: {layer}/{o.kind} is not in MAP_OBJECTS"
                assert set(o.props) <= described[(layer, o.kind)], f"{path.name}: {o.name} {sorted(o.props)}"


def test_every_dagger_example_passes_the_vocabulary_checks():
    from game.dagger import vocabulary as v
    from game.dagger.content import Ability
    from game.dagger.custom import CUSTOM
    from game.dagger.modding import reference
    sections = {s.title: s for s in reference()}
    assert {w.name for w in sections["Ops"].words} == set(v.OPS)
    for w in sections["Ops"].words + sections["Amounts"].words:
        effect = yaml.safe_load(w.example)
        assert effect["op"] == w.name or w.name in str(effect.get("n")), w.example
        assert v.check_effects([effect], CUSTOM) == [], w.example
    for w in sections["Selectors"].words + sections["Filters"].words:
        sel = yaml.safe_load(w.example)
        sel = sel["to"] if isinstance(sel, dict) and "to" in sel else sel
        assert v.check_selector(sel) == [], w.example
    for w in sections["Conditions"].words:
        assert v.check_cond(yaml.safe_load(w.example)["if"]) == [], w.example
    for w in sections["Triggers"].words:
        a = Ability(name="x", text="x", kind="trigger", **yaml.safe_load(w.example))
        assert v.check_ability(a, CUSTOM) == [], w.example
    for w in sections["Statics"].words:
        a = Ability(name="x", text="x", kind="passive", **yaml.safe_load(w.example))
        assert v.check_ability(a, CUSTOM) == [] and a.static[0]["kind"] == w.name, w.example


def test_every_object_and_property_of_the_world_map_is_described():
    from game import catalog
    from game.dagger.modding import MAP_OBJECTS, MAP_PROPERTIES
    spec = catalog.get("dagger").content().maps
    described = {(o.layer, o.kind): {p.name for p in o.properties} for o in MAP_OBJECTS}
    for path in sorted((ROOT / "maps" / "dagger").glob("*.tmx")):
        bm, issues = load_map(path, spec)
        assert bm is not None, issues
        assert set(bm.properties) <= {p.name for p in MAP_PROPERTIES}, path.name
        for layer, objects in bm.layers.items():
            for o in objects:
                assert (layer, o.kind) in described, f"{path.name}: {layer}/{o.kind} is not in MAP_OBJECTS"
                assert set(o.props) <= described[(layer, o.kind)], f"{path.name}: {o.name} {sorted(o.props)}"


def test_the_schema_command_writes_the_reference(tmp_path):
    out = subprocess.run([sys.executable, "main.py", "schema", "--docs", str(tmp_path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120, env=dict(os.environ))
    assert out.returncode == 0, out.stderr
    for game in GAMES:
        assert (tmp_path / f"{game}.md").read_text() == (ROOT / "docs" / "modding" / f"{game}.md").read_text()


def test_the_schema_command_wants_a_folder_to_write():
    out = subprocess.run([sys.executable, "main.py", "schema"], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 2 and "give --out FOLDER" in out.stderr and "Traceback" not in out.stderr


# -- the words a modder gets for a wrong word ------------------------------------------------------

def _issues(tmp_path, game, text):
    from game import catalog
    folder = tmp_path / game
    folder.mkdir()
    (folder / "x.yaml").write_text(text, encoding="utf-8")
    spec = catalog.get(game)
    data, maps = spec.folders([])
    return [str(i) for i in load_content(spec.content(), data + [folder], maps).issues]


BASE = """bases:
  - id: roof
    name: Roof
    faction: avengers
    breakpoint: 20
    vp: [3, 2, 1]
    text: After this base scores, the winner draws a card.
    abilities:
      - kind: {kind}
        when: {when}
        effects: [{{op: draw, n: 1}}]
"""


def test_an_after_scoring_kind_names_the_kinds_the_trigger_and_the_reference(tmp_path):
    got = _issues(tmp_path, "smash_up", BASE.format(kind="after_scoring", when="after_score_here"))
    assert len(got) == 1
    assert got[0].endswith("smash_up/x.yaml:9: bases[roof].abilities[0].kind: unknown kind 'after_scoring'; "
                           "kind is one of: on_play, ongoing, talent, special; 'after_score' or 'after_score_here' "
                           "are triggers: write when: after_score_here (with kind: ongoing, or kind: special for "
                           "before_score/after_score) (every word explained: docs/modding/smash_up.md)")


def test_a_misspelt_trigger_gets_the_close_ones_and_the_reference(tmp_path):
    got = _issues(tmp_path, "smash_up", BASE.format(kind="ongoing", when="after_scores_here"))
    assert len(got) == 1
    assert "bases[roof].abilities[0]: unknown trigger 'after_scores_here' (did you mean 'after_score_here'" in got[0]
    assert got[0].endswith("(every word explained: docs/modding/smash_up.md)")


def test_a_wrong_heroscape_word_lists_the_right_ones(tmp_path):
    text = """scenarios:
  - id: s
    title: S
    battlefield: genotech
    mode: master
    order: 20
    goal: Win.
    army_methods: [preset]
    armies: [{preset: [iron_man]}, {preset: [venom]}]
    victory: [{kind: hold}]
"""
    got = _issues(tmp_path, "heroscape", text)
    assert any(":10: scenarios[s].victory[0].kind: unknown kind 'hold' (did you mean 'hold_zone'?); kind is one "
               "of: eliminate, hold_zone, round_limit, exit_with_glyph (every word explained: "
               "docs/modding/heroscape.md)" in g for g in got), got
