"""Content loading: strict models, all errors collected, mods add and replace by id, schemas."""

import json
from pathlib import Path

from game.core import mods as modlib
from game.core.content import file_schema, load_content, write_schemas
from tests.minigame import HERE, content_spec


def _write(p: Path, text: str) -> Path:
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")
    return p


def test_shipped_test_content_loads_clean():
    c = load_content(content_spec(), [HERE / "data"], [HERE / "maps"])
    assert c.errors == []
    assert c.get("cards", "seven").value == 7 and "arena" in c.maps


def test_a_mod_replaces_an_entry_by_id_and_adds_new_ones(tmp_path):
    mod = tmp_path / "mods" / "big_numbers"
    _write(mod / "mod.yaml", "id: big_numbers\nname: Big numbers\nversion: '3'\n")
    _write(mod / "data" / "number_duel" / "cards.yaml",
           "cards:\n  - id: seven\n    name: Lucky Seven\n    value: 8\n  - id: nine\n    name: Nine\n    value: 9\n")
    mods, issues = modlib.discover([(tmp_path / "mods", "user")])
    assert issues == [] and [m.id for m in mods] == ["big_numbers"]
    c = load_content(content_spec(), [HERE / "data", mods[0].data_folder("number_duel")])
    assert c.errors == []
    assert c.get("cards", "seven").name == "Lucky Seven" and c.get("cards", "nine").value == 9
    assert c.where[("cards", "seven")][0].endswith("big_numbers/data/number_duel/cards.yaml")


def test_user_mods_win_over_project_mods_with_the_same_id(tmp_path):
    for origin, version in (("project", "1"), ("user", "2")):
        _write(tmp_path / origin / "m" / "mod.yaml", f"id: m\nname: M\nversion: '{version}'\n")
    mods, _ = modlib.discover([(tmp_path / "project", "project"), (tmp_path / "user", "user")])
    assert [(m.origin, m.info.version) for m in mods] == [("user", "2")]


def test_switched_off_mods_are_not_loaded(tmp_path):
    _write(tmp_path / "a" / "mod.yaml", "id: a\nname: A\n")
    _write(tmp_path / "b" / "mod.yaml", "id: b\nname: B\n")
    mods, _ = modlib.discover([(tmp_path, "user")])
    assert [m.id for m in modlib.active(mods, {"a"})] == ["b"]


def test_every_error_of_a_content_set_is_collected(tmp_path):
    _write(tmp_path / "a.yaml", "cards:\n  - id: x\n    name: X\n    value: nine\n")
    _write(tmp_path / "b.yaml", "cards:\n  - id: y\n    nam: Y\n    value: 1\n")
    c = load_content(content_spec(), [tmp_path])
    texts = [str(i) for i in c.errors]
    assert any(t.startswith(f"{tmp_path}/a.yaml:4: cards[x].value") for t in texts)
    assert any("b.yaml:3: cards[y].nam: unknown field 'nam' (did you mean 'name'?)" in t for t in texts)


def test_content_digest_changes_with_the_files(tmp_path):
    a = load_content(content_spec(), [HERE / "data"]).digest
    _write(tmp_path / "x.yaml", "cards:\n  - id: nine\n    name: Nine\n    value: 9\n")
    b = load_content(content_spec(), [HERE / "data", tmp_path]).digest
    assert a and b and a != b


def test_schema_describes_each_kind_and_forbids_unknown_keys(tmp_path):
    schema = file_schema(content_spec())
    card = schema["$defs"]["NumberCard"]
    assert card["additionalProperties"] is False and "value" in card["properties"]
    assert schema["properties"]["cards"]["items"]["$ref"] == "#/$defs/NumberCard"
    paths = write_schemas([content_spec()], tmp_path)
    assert [p.name for p in paths] == ["number_duel.schema.json", "number_duel.cards.schema.json"]
    assert json.loads(paths[0].read_text())["title"].endswith("number_duel data file")
    assert json.loads(paths[1].read_text())["title"] == "NumberCard"
