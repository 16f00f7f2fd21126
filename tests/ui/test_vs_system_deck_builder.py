"""The Vs. System deck builder: copies go in and out within the rulebook's limits, decks are saved to
and opened from the user folder and offered on the setup screen, a friend's file is checked on
import (its problems listed as file:line, never a crash), all by mouse, readable at every size."""

from pathlib import Path

import pygame
import pytest

from game.session import open_game
from game.ui import audit
from game.vs_system import deck_files as df
from tests.ui.conftest import click


@pytest.fixture
def content():
    return open_game("vs_system", with_user_mods=False).content


@pytest.fixture
def builder(app, content):
    from game.vs_system.view_deck_builder import DeckBuilderScene
    scene = DeckBuilderScene(app, content)
    app.scenes.reset(scene)
    app.frame([], 1 / 60)
    return scene


def _starter(content, deck_id="mcu_heroes_starter"):
    d = content.get("decks", deck_id)
    return df.DeckList("Shield Wall", d.main, dict(d.cards))


def _places(app):
    app.frame([], 1 / 60)
    return app.scenes.top.form.places()


# -- copies in and out ---------------------------------------------------------------------------
def test_a_card_goes_in_up_to_four_copies_and_one_of_a_kind_once(builder):
    assert [builder.put_in("baby_groot") for _ in range(5)] == [True] * 4 + [False]
    assert builder.deck.cards["baby_groot"] == 4 and "at most 4 copies" in builder.message
    assert [builder.put_in("happy_hogan") for _ in range(2)] == [True, False]
    assert "One of a Kind" in builder.message
    assert builder.take_out("baby_groot") and builder.deck.cards["baby_groot"] == 3
    assert builder.take_out("happy_hogan") and "happy_hogan" not in builder.deck.cards
    assert not builder.take_out("happy_hogan"), "nothing to take out"


def test_the_deck_stops_at_sixty_and_is_playable_only_when_every_rule_holds(builder, content):
    builder.deck = _starter(content)
    assert builder.deck.count == 60 and builder.problems() == []
    assert not builder.put_in("heimdall") and "60 cards" in builder.message
    builder.take_out("baby_groot")
    assert builder.problems() == ["holds 59 cards, not 60 (the main character is not counted)"]
    assert sum(builder.curve().values()) == builder.kinds()["supporting_character"]


def test_cards_go_in_and_out_by_clicks_and_the_filters_narrow_the_cards(app, builder):
    places = _places(app)
    click(app, places["pool:baby_groot"].center)
    click(app, places["pool:baby_groot"].center)
    assert builder.deck.cards == {"baby_groot": 2}
    click(app, _places(app)["minus:baby_groot"].center)
    assert builder.deck.cards == {"baby_groot": 1}
    click(app, _places(app)["out:baby_groot"].center)
    assert builder.deck.cards == {}
    builder.set_filter("team", "mcu_villains")
    builder.set_filter("type", "supporting_character")
    assert builder.pool() and all("mcu_villains" in c.teams and c.type == "supporting_character"
                                  for c in builder.pool())
    builder.set_filter("cost", "5+")
    assert all(c.cost >= 5 for c in builder.pool())


# -- the deck folder -------------------------------------------------------------------------------
def test_a_saved_deck_is_in_the_user_folder_opens_again_and_plays_from_the_setup(builder, content, user_home):
    builder.deck = _starter(content)
    path = builder.save()
    assert path.parent == user_home / "decks" / "vs_system" and path.name == "shield_wall.yaml"
    assert df.read(path, content) == (df.DeckList("Shield Wall", builder.deck.main, builder.deck.cards,
                                                  "shield_wall"), [])
    builder.new()
    builder.open_deck("file:shield_wall")
    assert builder.deck.name == "Shield Wall" and builder.deck.count == 60
    from game.vs_system.setup_view import deck_items
    assert "user:shield_wall" in [i.id for i in deck_items(content)]
    loaded = open_game("vs_system", with_user_mods=False)
    setup = loaded.checked_setup(["computer", "computer"], 4, None, {"decks": "user:shield_wall,mcu_villains_starter"})
    assert setup["options"]["deck_lists"]["user:shield_wall"]["cards"] == builder.deck.cards, \
        "the deck is written out in the setup, so the save replays anywhere"
    match = loaded.start(setup)
    assert match.state["players"][0]["deck_id"] == "user:shield_wall"


def test_a_box_deck_opens_as_a_copy_to_save_under_its_own_name(builder):
    builder.open_deck("box:mcu_villains_starter")
    assert builder.deck.name == "MCU Villains starter (copy)" and builder.deck.stem == ""
    assert builder.deck.count == 60


BAD = {
    "broken.yaml": ("decks:\n  - id: x\n   name: [\n", ["broken.yaml:3: YAML syntax"]),
    "fields.yaml": ("decks:\n  - id: x\n    nam: X\n    main: iron_man\n    cards: {}\n",
                    ["fields.yaml:2: decks[x].name: required field is missing",
                     "fields.yaml:3: decks[x].nam: unknown field 'nam'"]),
    "rules.yaml": ("decks:\n  - id: x\n    name: X\n    main: iron_man\n    cards:\n      baby_groot: 5\n"
                   "      nope: 2\n",
                   ["rules.yaml:6: 5 copies of Baby Groot; at most 4 copies of a card",
                    "rules.yaml:7: unknown card 'nope'", "rules.yaml:2: holds 7 cards, not 60"]),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_friends_file_with_problems_is_not_imported_and_each_problem_names_its_line(builder, tmp_path, name,
                                                                                      user_home):
    text, expected = BAD[name]
    src = tmp_path / name
    src.write_text(text)
    builder.import_file(str(src))
    for want in expected:
        assert any(p.startswith(want) for p in builder.import_problems), (want, builder.import_problems)
    assert "Not imported" in builder.message
    assert list((user_home / "decks" / "vs_system").glob("*.yaml")) == []


def test_a_missing_file_or_a_folder_is_one_line_not_a_crash(builder, tmp_path):
    for raw in (str(tmp_path / "nowhere.yaml"), str(tmp_path), ""):
        builder.import_file(raw)
        assert builder.message and len(builder.import_problems) <= 1


def test_a_good_file_dropped_on_the_window_is_imported(app, builder, content, tmp_path, user_home):
    src = tmp_path / "friend.yaml"
    src.write_text(df.text(_starter(content, "mcu_villains_starter"), content))
    app.frame([pygame.event.Event(pygame.DROPFILE, file=str(src))], 1 / 60)
    assert builder.import_problems == [] and "Imported" in builder.message
    assert (user_home / "decks" / "vs_system" / "friend.yaml").exists()
    assert builder.deck.count == 60


# -- reached from the setup, readable ------------------------------------------------------------------
def test_the_setup_screen_opens_the_deck_builder(app, user_home):
    from game import catalog
    from game.ui.scenes.setup import SetupScene
    app.scenes.reset(SetupScene(app, catalog.get("vs_system")))
    app.frame([], 1 / 60)
    key = next(k for k in app.scenes.top.form.places() if k.endswith(":action:Open the deck builder"))
    click(app, app.scenes.top.form.places()[key].center)
    assert app.scenes.top.name == "deck_builder"


def test_one_deck_may_serve_every_seat_on_the_setup_screen(app, user_home):
    from game import catalog
    from game.ui.scenes.setup import SetupScene
    scene = SetupScene(app, catalog.get("vs_system"))
    app.scenes.reset(scene)
    app.frame([], 1 / 60)
    for _ in range(2):
        click(app, scene.form.places()["decks:card:mcu_heroes_starter"].center)
    assert scene.options["decks"] == "mcu_heroes_starter,mcu_heroes_starter"


@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1280, 720), 1.25), ((1280, 720), 1.5),
                                        ((1920, 1080), 1.0), ((1920, 1080), 1.5)])
def test_the_deck_builder_is_readable_with_a_deck_its_problems_and_a_zoomed_card(user_home, size, scale):
    from game.ui.app import App
    from game.vs_system.view_deck_builder import DeckBuilderScene
    content = open_game("vs_system", with_user_mods=False).content
    audit.start()
    app = App(size, headless=True, ui_scale=scale)
    try:
        deck = _starter(content)
        deck.cards.pop("baby_groot")
        scene = DeckBuilderScene(app, content, deck)
        scene.import_problems = ["bad.yaml:6: 5 copies of Baby Groot; at most 4 copies of a card"]
        app.scenes.reset(scene)
        app.frame([], 1 / 60)
        card = next(r for r, _a, k in scene.form.hits if k.startswith("pool:"))
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=card.center, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
        app.frame([], 1 / 60)
        doc = audit.report("deck_builder", scale)
    finally:
        audit.stop()
        pygame.quit()
    found = audit.problems(doc)
    assert not found, "\n".join(found[:10])
    words = " ".join(t["text"] for t in doc["texts"] if not t.get("hidden"))
    assert "56 of 60 cards" in words and "holds 56 cards" in words
    zoom = [t for t in doc["texts"] if t.get("in_tip")]
    assert zoom and all(t["px"] >= audit.ZOOM_MIN_PX for t in zoom if t["role"] != "decor")


def test_deck_files_are_named_after_the_deck_and_never_overwrite_another(content, tmp_path):
    a = df.save(df.DeckList("Red & Gold!", "iron_man", {"baby_groot": 1}), content, tmp_path)
    b = df.save(df.DeckList("red gold", "iron_man", {"baby_groot": 2}), content, tmp_path)
    assert (a.name, b.name) == ("red_gold.yaml", "red_gold_2.yaml")
    assert df.read(Path(a), content)[0].cards == {"baby_groot": 1}
