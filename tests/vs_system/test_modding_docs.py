"""Vs. System's modder's reference (docs/modding/vs_system.md) says what the code accepts: it is what
the generator writes, every word of the vocabulary and every field is described, no described word
is gone from the code, and every example is a power the card checks accept."""

import typing
from pathlib import Path

import yaml

from game import catalog
from game.core.reference import UNDOCUMENTED, undocumented
from game.tools import modding_docs
from game.vs_system import modding, vocabulary as v
from game.vs_system.content import Power, PowerKind
from game.vs_system.custom import CUSTOM

ROOT = Path(__file__).resolve().parents[2]


def test_the_committed_reference_is_what_the_code_says():
    committed = (ROOT / "docs" / "modding" / "vs_system.md").read_text(encoding="utf-8")
    assert modding_docs.render("vs_system") == committed, \
        f"docs/modding/vs_system.md is out of date: run {modding_docs.COMMAND}"


def test_every_word_and_field_is_described():
    cspec = catalog.get("vs_system").content()
    docs = [d for _, d in modding_docs._models(cspec, modding.FIELD_NOTES, {})]
    assert undocumented(modding.reference(), docs, []) == []
    assert UNDOCUMENTED not in modding_docs.render("vs_system")


def test_it_describes_only_words_the_vocabulary_has():
    assert set(modding.KINDS) == set(typing.get_args(PowerKind))
    assert set(modding.TRIGGERS) == v.TRIGGERS
    assert set(modding.CONDITIONS) == v.CONDITIONS | set(v.PARAM_CONDITIONS)
    assert set(modding.EXPRESSIONS) == v.EXPRESSIONS
    assert set(modding.SELECTOR_NAMES) == v.SELECTOR_NAMES and set(modding.FILTER) == v.FILTER_KEYS
    assert set(modding.OPS) == set(v.OPS) and all(set(modding.OPS[o][2]) == v.OPS[o] for o in v.OPS)
    assert set(modding.COMMON) == v.COMMON
    assert set(modding.STATICS) == set(v.STATICS) and all(set(modding.STATICS[k][1]) == v.STATICS[k]
                                                          for k in v.STATICS)


def test_every_example_is_a_power_the_card_checks_accept():
    words = modding_docs.all_words("vs_system")
    assert len(words) > 80
    bad = {}
    for w in words:
        power = Power.model_validate(yaml.safe_load(w.example))
        problems = v.check_power(power, CUSTOM)
        if problems:
            bad[w.name] = problems
    assert bad == {}
