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


#: The longest brief: at 1280x720 a full hand's card has two or three lines of 13 px text for it.
BRIEF_MAX = 45


def test_every_card_and_base_has_a_brief_for_a_crowded_table(loaded):
    """A brief is a short summary in our own words: never the text itself, at most BRIEF_MAX
    characters, keeping a Talent, a Special played at another moment and an Ongoing ability (or
    its "after scoring") by name, since they decide when a card is worth playing."""
    entries = list(loaded.content.all("cards")) + list(loaded.content.all("bases"))
    assert [e.id for e in entries if not e.brief.strip()] == []
    assert [(e.id, len(e.brief)) for e in entries if len(e.brief) > BRIEF_MAX] == []
    assert [e.id for e in entries if e.brief.split() == e.text.split()] == []
    missing = []
    for e in entries:
        kinds = {a.kind for a in e.abilities}
        if "talent" in kinds and "Talent" not in e.brief:
            missing.append((e.id, "Talent"))
        if "special" in kinds and "Special" not in e.brief:
            missing.append((e.id, "Special"))
        if "Ongoing:" in e.text and "Ongoing" not in e.brief and "after scoring" not in e.brief:
            missing.append((e.id, "Ongoing"))
    assert missing == []


def test_a_brief_that_is_not_text_is_a_content_error_at_its_line(tmp_path):
    from game.core.content import load_content
    from game.smash_up.content import content_spec
    (tmp_path / "x.yaml").write_text(
        "factions:\n  - {id: f, name: F, complexity: Low, colour: [1, 2, 3], text: t}\n"
        "cards:\n  - id: bad\n    name: Bad\n    faction: f\n    type: action\n    copies: 10\n    text: t\n"
        "    brief: [draw, 1]\n"
        "bases:\n  - {id: b, name: B, faction: f, breakpoint: 10, vp: [3, 2, 1], text: t, brief: 12}\n")
    content = load_content(content_spec(), [tmp_path])
    found = [str(i) for i in content.issues if "brief" in str(i)]
    assert found == [f"{tmp_path / 'x.yaml'}:10: cards[bad].brief: Input should be a valid string",
                     f"{tmp_path / 'x.yaml'}:12: bases[b].brief: Input should be a valid string"]


def test_a_mod_card_may_leave_its_brief_out(tmp_path):
    from game.core.content import load_content
    from game.smash_up.content import content_spec
    (tmp_path / "x.yaml").write_text(
        "factions:\n  - {id: f, name: F, complexity: Low, colour: [1, 2, 3], text: t}\n"
        "cards:\n  - {id: plain, name: Plain, faction: f, type: action, text: Draw a card.}\n")
    content = load_content(content_spec(), [tmp_path])
    assert content.get("cards", "plain").brief == ""
