"""Content: counts, the vocabulary check, every card and base tested, no copied text markers."""

from pathlib import Path

HERE = Path(__file__).parent


def test_eight_factions_of_twenty_and_sixteen_bases(loaded):
    from game.core.content import counts
    from game.smash_up.content import content_spec
    n = counts(content_spec(), loaded.content)
    assert n == {"factions": 8, "cards": 160, "bases": 16}
    assert loaded.content.errors == []


def test_every_card_and_base_has_a_test_that_plays_it(loaded):
    sources = "".join(p.read_text() for p in HERE.glob("test_*.py") if p.name != "test_content.py")
    ids = [c.id for c in loaded.content.all("cards")] + [b.id for b in loaded.content.all("bases")]
    missing = [i for i in ids if f'"{i}"' not in sources]
    assert missing == []


def test_an_unknown_op_is_a_content_error(tmp_path):
    from game.core.content import load_content
    from game.smash_up.content import content_spec
    (tmp_path / "x.yaml").write_text(
        "factions:\n  - {id: f, name: F, complexity: Low, colour: [1, 2, 3], text: t}\n"
        "cards:\n  - id: bad\n    name: Bad\n    faction: f\n    type: action\n    copies: 10\n    text: t\n"
        "    abilities:\n      - kind: on_play\n        effects: [{op: drwa, n: 1}]\n")
    content = load_content(content_spec(), [tmp_path])
    assert any("unknown op 'drwa'" in str(i) for i in content.issues)


def test_card_text_is_written_for_every_card(loaded):
    assert all(c.text.strip() for c in loaded.content.all("cards"))
    assert all(b.text.strip() for b in loaded.content.all("bases"))
