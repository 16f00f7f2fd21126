"""A game's How to play summary: read from its data folder, every problem named by file:line."""

import pytest

from game.core.errors import ContentError
from game.core.how_to_play import read_how_to_play


def _write(tmp_path, text):
    (tmp_path / "duel").mkdir()
    (tmp_path / "duel" / "how_to_play.yaml").write_text(text)


def test_a_summary_reads_as_its_headings_and_paragraphs(tmp_path):
    _write(tmp_path, "title: How to play Duel\nsections:\n  - heading: The goal\n    text: >-\n"
                     "      Reach 15 first.\n  - heading: A turn\n    text: \"1. Draw.\\n2. Play.\"\n")
    how = read_how_to_play("duel", tmp_path)
    assert how.title == "How to play Duel"
    assert how.sections == (("The goal", "Reach 15 first."), ("A turn", "1. Draw.\n2. Play."))


def test_a_game_without_a_summary_has_none(tmp_path):
    assert read_how_to_play("duel", tmp_path) is None


def test_a_section_without_text_is_named_by_its_line(tmp_path):
    _write(tmp_path, "title: T\nsections:\n  - heading: Fine\n    text: Yes.\n  - heading: Empty\n")
    with pytest.raises(ContentError) as err:
        read_how_to_play("duel", tmp_path)
    assert str(err.value.issues[0]).startswith("data/duel/how_to_play.yaml:5: sections[1]:")


def test_broken_yaml_is_named_by_its_line(tmp_path):
    _write(tmp_path, "title: T\nsections:\n  - heading: [unclosed\n")
    with pytest.raises(ContentError) as err:
        read_how_to_play("duel", tmp_path)
    assert err.value.issues[0].line is not None and "not readable YAML" in str(err.value)


def test_every_built_game_has_a_summary_its_content_loader_leaves_alone():
    from game import catalog
    from game.core.content import data_files
    from game.core.paths import DATA
    for spec in catalog.games():
        if not spec.playable or spec.id == "number_duel":
            continue
        how = read_how_to_play(spec.id)
        assert how is not None and len(how.sections) >= 5, spec.id
        assert all(p.name != "how_to_play.yaml" for p in data_files(DATA / spec.id)), spec.id
