"""Data files read with their lines, and read again from the parse cache: the same data and
lines, an edited file read anew, a broken cache entry read as a miss."""

from game.core import yamlload
from game.core.paths import cache_dir


def _entries():
    return sorted(cache_dir().glob("yaml-*.pickle"))


def test_a_file_read_again_comes_from_the_cache_with_its_lines(tmp_path, monkeypatch):
    monkeypatch.setenv("MARVEL_TABLETOP_HOME", str(tmp_path / "home"))
    f = tmp_path / "cards.yaml"
    f.write_text("cards:\n  - id: a\n    power: 2\n  - id: b\n    power: 3\n", encoding="utf-8")
    first, _ = yamlload.load_file(f)
    assert len(_entries()) == 1
    parsed = []
    monkeypatch.setattr(yamlload, "load_text", lambda text: parsed.append(text) or (None, []))
    again, dups = yamlload.load_file(f)
    assert not parsed  # not parsed: read from the cache
    assert again == first and again is not first and dups == []
    assert again["cards"].item_lines == [2, 4] and again["cards"][1].key_lines == {"id": 4, "power": 5}


def test_an_edited_file_is_parsed_again(tmp_path, monkeypatch):
    monkeypatch.setenv("MARVEL_TABLETOP_HOME", str(tmp_path / "home"))
    f = tmp_path / "cards.yaml"
    f.write_text("power: 2\n", encoding="utf-8")
    assert yamlload.load_file(f)[0] == {"power": 2}
    f.write_text("power: 5\n", encoding="utf-8")  # same size, perhaps the same second
    assert yamlload.load_file(f)[0] == {"power": 5}


def test_a_broken_cache_entry_is_a_miss_and_a_duplicate_key_is_still_reported(tmp_path, monkeypatch):
    monkeypatch.setenv("MARVEL_TABLETOP_HOME", str(tmp_path / "home"))
    f = tmp_path / "cards.yaml"
    f.write_text("a: 1\na: 2\n", encoding="utf-8")
    _, dups = yamlload.load_file(f)
    assert dups == [(2, "duplicate key 'a'")]
    for entry in _entries():
        entry.write_bytes(b"not a pickle")
    data, dups = yamlload.load_file(f)
    assert data == {"a": 2} and dups == [(2, "duplicate key 'a'")]
    assert yamlload.load_file(f)[1] == dups  # kept again, warnings and all


def test_a_file_that_does_not_parse_is_not_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("MARVEL_TABLETOP_HOME", str(tmp_path / "home"))
    f = tmp_path / "broken.yaml"
    f.write_text("a: [1, 2\n", encoding="utf-8")
    for _ in range(2):
        try:
            yamlload.load_file(f)
        except yamlload.YamlProblem as problem:
            assert problem.line is not None
        else:
            raise AssertionError("a broken file must be a YamlProblem")
    assert _entries() == []
