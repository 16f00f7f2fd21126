"""The content: 66 cards, 10 main characters with all their levels, 2 starter decks; every card tested;
deck-building errors at their file and line; our decisions recorded and marked unconfirmed."""

import re
from pathlib import Path

from game.core.content import load_content
from game.vs_system.content import content_spec

HERE = Path(__file__).parent
DATA = HERE.parents[1] / "data" / "vs_system"


def test_counts(loaded):
    c = loaded.content
    assert len(c.all("cards")) == 66 and len(c.all("main_characters")) == 10 and len(c.all("decks")) == 2
    levels = {m.id: len(m.levels) for m in c.all("main_characters")}
    assert levels["ultron"] == 3 and sum(levels.values()) == 21
    assert [m.copies for m in c.all("main_characters") if m.facility] == [[3, 2, 1]]
    assert sorted(c.get("cards", cid).number for m in c.all("main_characters") for cid in m.levels)[:2] == [
        "MCU1-001", "MCU1-002"]


def test_every_card_is_tested():
    text = "\n".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_*.py"))
    ids = re.findall(r"^  - id: (\w+)", "\n".join(p.read_text(encoding="utf-8") for p in DATA.glob("*.yaml")), re.M)
    cards = [i for i in ids if i not in ("mcu_heroes", "mcu_villains", "captain_america", "bruce_banner", "iron_man",
                                         "star_lord", "thor", "abomination", "iron_monger", "loki", "ronan", "ultron")]
    untested = [c for c in cards if f'"{c}"' not in text]
    # main-character ids double as supporting-character ids: make sure those are tested as cards too
    for sup in ("captain_america", "iron_man", "star_lord", "thor", "abomination", "iron_monger", "loki", "ronan"):
        assert f'char(0, "{sup}"' in text or f'char(1, "{sup}"' in text, sup
    assert untested == []


def test_every_power_has_our_text_and_every_ruling_is_marked_unconfirmed(loaded):
    for card in loaded.content.all("cards"):
        for p in card.powers:
            assert p.text, (card.id, p.name)
            if p.ruling:
                assert card.unconfirmed and "powers" in card.unconfirmed, card.id


def test_a_broken_deck_is_reported_at_its_line(tmp_path):
    for f in DATA.glob("*.yaml"):
        (tmp_path / f.name).write_text(f.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "decks").mkdir()
    deck = (DATA / "decks" / "mcu_villains.yaml").read_text(encoding="utf-8").replace("crossbones: 4", "crossbones: 6")
    (tmp_path / "decks" / "mcu_villains.yaml").write_text(deck, encoding="utf-8")
    content = load_content(content_spec(), [tmp_path])
    msgs = [str(i) for i in content.errors]
    line = next(n for n, s in enumerate(deck.splitlines(), 1) if "crossbones: 6" in s)
    assert any(f"mcu_villains.yaml:{line}: decks[mcu_villains_starter].cards.crossbones: 6 copies" in m for m in msgs)
    assert any("holds 62 cards, not 60" in m for m in msgs)


def test_an_unknown_word_is_refused_with_the_known_ones(tmp_path):
    for f in DATA.glob("*.yaml"):
        (tmp_path / f.name).write_text(f.read_text(encoding="utf-8"), encoding="utf-8")
    text = (DATA / "villains.yaml").read_text(encoding="utf-8").replace("op: counters, to: {pick: {side: any, other",
                                                                         "op: countres, to: {pick: {side: any, other")
    (tmp_path / "villains.yaml").write_text(text, encoding="utf-8")
    content = load_content(content_spec(), [tmp_path])
    assert any("unknown op 'countres' (did you mean 'counters'?)" in str(i) for i in content.errors)
