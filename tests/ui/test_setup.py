"""The setup screen in words: every option a picker, Smash Up's factions as cards (two per
player, no faction twice, Random and Draft), Heroscape's scenarios with goal, battlefield,
armies and round limit, army cards within the points; all readable at 1280x720 and 1920x1080."""

import dataclasses

import pygame
import pytest

from game import catalog
from game.catalog import GameOption, PickItem, SetupField
from game.ui import audit
from game.ui import theme as th
from game.ui.pickers import CardGrid, Column, Dropdown, Form, GridMode, ItemCard, Seat, Stepper, TextLine, Toggles
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.setup import SetupScene
from tests.ui import readability as rd
from tests.ui.conftest import click, press


_LOADED = {}


@pytest.fixture(autouse=True)
def _content_once(monkeypatch):
    """Each game's content is read once for these tests (reading it is most of a setup screen's time)."""
    from game.ui.scenes import flow
    real = flow.open_game

    def cached(game_id, disabled_mods=None, with_user_mods=True, **_):
        if game_id not in _LOADED:
            _LOADED[game_id] = real(game_id, disabled_mods, with_user_mods=False)
        return _LOADED[game_id]
    monkeypatch.setattr(flow, "open_game", cached)


def _buttons(scene):
    return {e.text: e for e in scene._elements if type(e).__name__ == "UIButton"}


def _open(app, game_id):
    app.scenes.reset(MenuScene(app))
    app.scenes.push(SetupScene(app, catalog.get(game_id)))
    app.frame([], 1 / 60)
    return app.scenes.top


def _place(app, key):
    """Where a named picker place is on screen, scrolling the options column to it."""
    scene = app.scenes.top
    app.frame([], 1 / 60)
    if key in scene.form.places():
        return scene.form.places()[key]
    scene.column.first = 0
    for _ in range(60):
        app.frame([], 1 / 60)
        places = scene.form.places()
        if key in places:
            return places[key]
        before = scene.column.first
        scene.column.scroll(1, app.theme)
        if scene.column.first == before:
            break
    raise AssertionError(f"no {key!r} on the setup screen: {sorted(scene.form.places())}")


def _tap(app, key):
    click(app, _place(app, key).center)


# -- Smash Up: factions ------------------------------------------------------------------------------
def test_factions_are_cards_in_their_colours_with_a_blurb(app):
    scene = _open(app, "smash_up")
    grid = scene.grids["factions"]
    factions = {f.id: f for f in scene.content.all("factions")}
    assert {i.id for i in grid.items} == set(factions)
    for item in grid.items:
        assert item.colour == tuple(factions[item.id].colour)
        assert item.blurb and len(item.blurb) <= 60, "a one-line blurb in words"
    assert grid.per_seat == 2


def test_picked_factions_go_into_the_setup_two_per_player_in_seat_order(app):
    scene = _open(app, "smash_up")
    press(app, _buttons(scene)["+ Add seat"])
    scene = app.scenes.top
    for fid in ("hydra", "kree", "avengers", "shield"):  # the next seat with room gets each card
        _tap(app, f"factions:card:{fid}")
    _tap(app, "factions:card:ultimates")
    assert scene.problems(), "a player with one faction cannot start"
    _tap(app, "factions:card:spider_verse")
    assert scene.setup()["options"]["factions"] == "hydra,kree,avengers,shield,ultimates,spider_verse"
    assert scene.problems() == []
    # Put one back, then give Player 2 a different one: the order stays by seat.
    _tap(app, "factions:card:shield")
    _tap(app, "factions:seat:1")
    _tap(app, "factions:card:sinister_six")
    assert scene.setup()["options"]["factions"] == "hydra,kree,avengers,sinister_six,ultimates,spider_verse"


def test_a_faction_is_never_taken_twice(app):
    scene = _open(app, "smash_up")
    _tap(app, "factions:card:hydra")
    _tap(app, "factions:seat:1")
    _tap(app, "factions:card:hydra")  # Player 1's: clicking it puts it back
    grid = scene.grids["factions"]
    assert grid.chosen == [[], []]
    assert "factions" not in scene.setup()["options"]


def test_random_leaves_factions_unset_and_draft_asks_for_a_draft(app):
    scene = _open(app, "smash_up")
    _tap(app, "factions:mode:draft")
    assert scene.setup()["options"]["factions"] == "draft"
    _tap(app, "factions:card:kree")  # picking a card leaves the draft
    assert scene.setup()["options"]["factions"] == "kree"
    _tap(app, "factions:mode:")
    assert "factions" not in scene.setup()["options"], "Random: the game deals them"
    assert scene.grids["factions"].status().startswith("Random")


def test_an_unfinished_choice_stops_start_with_a_reason(app):
    scene = _open(app, "smash_up")
    _tap(app, "factions:card:kree")
    press(app, _buttons(scene)["Start"])
    assert app.scenes.top is scene and "needs" in app.toast.text


def test_removing_a_seat_drops_its_factions(app):
    scene = _open(app, "smash_up")
    press(app, _buttons(scene)["+ Add seat"])
    for fid in ("hydra", "kree", "avengers", "shield", "ultimates", "spider_verse"):
        _tap(app, f"factions:card:{fid}")
    press(app, _buttons(app.scenes.top)["- Remove seat"])
    assert app.scenes.top.setup()["options"]["factions"] == "hydra,kree,avengers,shield"


def test_the_chosen_factions_start_the_game_and_are_remembered(app):
    scene = _open(app, "smash_up")
    for fid in ("hydra", "kree", "avengers", "shield"):
        _tap(app, f"factions:card:{fid}")
    press(app, _buttons(scene)["Start"])
    assert app.scenes.top.name == "game"
    players = app.scenes.top.match.state["players"]
    assert [p["factions"] for p in players] == [["hydra", "kree"], ["avengers", "shield"]]
    again = _open(app, "smash_up")
    assert again.grids["factions"].chosen == [["hydra", "kree"], ["avengers", "shield"]]


# -- Heroscape: scenarios and armies --------------------------------------------------------------------
def test_the_scenario_card_shows_goal_battlefield_armies_and_round_limit(app):
    scene = _open(app, "heroscape")
    assert scene.scenario == "theft_at_stark"
    card = next(w for w in scene.column.widgets if isinstance(w, ItemCard))
    item = card.item
    assert item.blurb.startswith("Take or guard"), "the goal in words"
    assert item.map == "genotech" and any(k.startswith("goal") for k in item.marks.values())
    assert "Armies: 1200 points each" in item.lines and "Round limit: 8" in item.lines
    picture = card.maps[item.map]
    from game.ui.pickers import map_picture
    img = map_picture(picture, (120, 100), item.marks)
    assert img.get_bounding_rect().width > 60, "the battlefield is drawn"
    _tap(app, "scenario")
    _tap(app, "pick:avengers_assemble")
    card = next(w for w in scene.column.widgets if isinstance(w, ItemCard))
    assert card.item.id == "avengers_assemble"
    assert any("Captain America" in line for line in card.item.lines), "pre-set armies are named"
    assert "No round limit" in card.item.lines


def test_army_cards_show_only_when_chosen_before_the_game_and_stay_within_the_points(app):
    scene = _open(app, "heroscape")
    assert "army0" not in scene.grids, "drafted armies need no army picker"
    _tap(app, "army")
    _tap(app, "pick:premade")
    _tap(app, "army0:card:thanos")
    _tap(app, "army0:card:incredible_hulk")
    _tap(app, "army0:card:silver_surfer")  # 360 + 370 + 320 = 1050 of 1200
    _tap(app, "army0:card:doctor_doom")  # 245 more would go over
    assert scene.setup()["options"]["army0"] == "thanos,incredible_hulk,silver_surfer"
    assert "245" in scene.grids["army0"].status()
    _tap(app, "army1:card:thanos")  # one box: Thanos is Player 1's
    assert "army1" not in scene.options and "Player 1" in scene.grids["army1"].status()
    _tap(app, "combined_sets=true")
    _tap(app, "army1:card:thanos")
    assert scene.setup()["options"]["army1"] == "thanos"
    _tap(app, "army")
    _tap(app, "pick:draft")
    assert "army0" not in scene.setup()["options"], "a hidden picker does not count"


def test_options_follow_the_scenario(app):
    scene = _open(app, "heroscape")
    _tap(app, "round_limit:+")
    _tap(app, "mode")
    assert "pick:basic" not in scene.form.places(), "a Master scenario is played with the Master Game rules"
    _tap(app, "pick:master")
    assert scene.setup()["options"] == {"round_limit": "9"}
    _tap(app, "round_limit:-")
    assert "round_limit" not in scene.setup()["options"], "back to the scenario's own limit"
    _tap(app, "scenario")
    _tap(app, "pick:clash_on_the_streets")
    assert scene.setup()["options"] == {}, "a new scenario brings its own rules and limit"
    _tap(app, "scenario")
    _tap(app, "pick:mayhem_in_manhattan")
    assert "army" not in scene.form.places() and "combined_sets=false" not in scene.form.places(), \
        "pre-set armies: nothing to gather"


# -- every game: pickers, never a free-text box for a choice --------------------------------------------
@pytest.mark.parametrize("game_id", [g.id for g in catalog.games() if g.playable])
def test_no_option_with_values_is_a_free_text_box(app, game_id):
    scene = _open(app, game_id)
    entries = [e for e in scene._elements if type(e).__name__ == "UITextEntryLine"]
    assert len(entries) == len(scene.kinds) + 1, "only the seat names and the seed are typed"
    for opt in scene.spec.options:
        control = scene.control(opt, scene.field(opt.name))
        if opt.choices is not None or opt.low is not None:
            assert not isinstance(control, TextLine), opt.name
        assert opt.label, f"{opt.name} has a label in words"


def test_any_game_gets_pickers_from_its_declaration(app):
    """A game still to come declares options and a hook; the same pickers show them."""
    base = catalog.get("number_duel")
    colours = {"red": (200, 40, 40), "blue": (40, 80, 200), "gold": (230, 180, 40)}

    def hook(content, name, setup):
        if name == "hero":
            return SetupField(items=[PickItem(k, k.title(), c, f"The {k} one.") for k, c in colours.items()])
        return None

    spec = dataclasses.replace(base, id="number_duel_options", setup_field=hook, options=[
        GameOption("speed", "How fast it goes.", lambda c: ["slow", "fast"], label="Speed",
                   choice_labels=lambda c: {"slow": "Slow", "fast": "Fast"}),
        GameOption("bonus", "Whether a bonus is given.", lambda c: ["true", "false"], label="Bonus", picker="toggle",
                   default="false"),
        GameOption("turns", "How many turns.", None, label="Turns", low=1, high=9),
        GameOption("hero", "Your hero.", lambda c: list(colours), label="Hero", picker="heroes"),
        GameOption("motto", "Any words.", None, label="Motto"),
    ])
    catalog.register(spec)
    try:
        scene = _open(app, spec.id)
        kinds = {o.name: type(scene.control(o, scene.field(o.name))) for o in spec.options}
        assert kinds == {"speed": Dropdown, "bonus": Toggles, "turns": Stepper, "hero": CardGrid, "motto": TextLine}
        _tap(app, "hero:card:blue")
        _tap(app, "hero:card:gold")  # one hero: the new pick replaces the old
        _tap(app, "speed")
        _tap(app, "pick:fast")
        _tap(app, "bonus=true")
        _tap(app, "turns:+")
        assert scene.setup()["options"] == {"hero": "gold", "speed": "fast", "bonus": "true", "turns": "1"}
    finally:
        catalog.unregister(spec.id)


def test_seat_kinds_are_a_dropdown_in_words(app):
    scene = _open(app, "smash_up")
    _tap(app, "kind:1")
    _tap(app, "pick:human")
    assert scene.setup()["seats"] == ["human", "human"]


# -- the widgets alone -------------------------------------------------------------------------------------
def _grid(**kw):
    items = [PickItem(k, k.title(), (100, 100, 100), cost=c) for k, c in (("a", 100), ("b", 200), ("c", 300))]
    return CardGrid(items, **kw)


def test_a_card_grid_per_seat_keeps_seat_order_and_moves_on_to_the_next_seat():
    g = _grid(per_seat=1, seats=[Seat("Ann", (1, 2, 3)), Seat("Bo", (4, 5, 6))],
              modes=[GridMode(None, "Random", "dealt"), GridMode("draft", "Draft", "in turn")])
    assert g.value() is None and g.mode is None
    g.pick_seat(1)
    g.click(g.items[2])
    g.click(g.items[0])
    assert g.value() == "a,c"
    g.set_mode(g.modes[1])
    assert g.value() == "draft" and g.chosen == [[], []]
    g.load("b,a")
    assert g.chosen == [["b"], ["a"]] and g.mode == ""


def test_a_card_grid_with_a_budget_refuses_what_it_cannot_afford():
    g = _grid(budget=350)
    g.click(g.items[1])
    g.click(g.items[2])
    assert g.value() == "b" and "300" in g.message and "150 left" in g.message


def test_a_stepper_counts_from_the_default_and_comes_back_to_unset():
    got = []
    s = Stepper(None, 1, 30, got.append, unset_label="8 (the scenario's)", start=8)
    s.step(1)
    s.step(-1)
    assert got == [9, None]
    no_limit = Stepper(None, 1, 30, got.append, unset_label="No limit", start=None)
    no_limit.step(-1)
    assert no_limit.value == 30
    no_limit.step(1)
    assert no_limit.value is None, "past the highest number: no limit again"


def test_a_column_scrolls_by_whole_rows_and_a_popup_takes_the_click_over_what_lies_beneath(user_home):
    from game.ui.app import clear_caches
    pygame.init()
    clear_caches()  # fonts of an earlier pygame session are invalid now
    screen = pygame.display.set_mode((640, 360))
    try:
        t = th.Theme((640, 360), 1.0)
        form = Form(t, screen.get_rect())
        picked = []
        drop = Dropdown([(str(i), f"Choice {i}") for i in range(30)], "0", picked.append, key="d")
        col = form.add_column(Column(pygame.Rect(20, 20, 300, 110), [drop, _grid(most=3)]))
        form.draw(screen)
        assert col.total_rows > col.shown_rows, "more rows than room: the column scrolls"
        form.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=form.places()["d"].center, button=1))
        form.draw(screen)
        form.draw_over(screen)
        places = form.places()
        assert "pick:3" in places and "pick:29" not in places, "a long list shows what fits, then scrolls"
        form.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=places["pick:3"].center, button=1))
        assert picked == ["3"] and form.popup is None
        form.draw(screen)
        col.scroll(1, t)
        assert col.first >= 1
    finally:
        pygame.quit()


# -- readable at both window sizes, as chosen -------------------------------------------------------------
def _choose_factions(app):
    scene = app.scenes.top
    press(app, _buttons(scene)["+ Add seat"])
    press(app, _buttons(app.scenes.top)["+ Add seat"])
    for fid in ("hydra", "kree", "avengers", "shield", "ultimates"):
        _tap(app, f"factions:card:{fid}")
    app.scenes.top.column.first = 0


def _premade_armies(app):
    _tap(app, "army")
    _tap(app, "pick:premade")
    _tap(app, "army0:card:thanos")
    app.scenes.top.column.scroll(4, app.theme)


@pytest.mark.parametrize("size", rd.SIZES)
@pytest.mark.parametrize("game_id,act", [("smash_up", _choose_factions), ("heroscape", _premade_armies)])
def test_setup_screens_are_readable_with_choices_made(size, game_id, act, user_home):
    for scale in (1.0, max(th.offered_scales(size))):
        doc = rd.render(size, scale, lambda app: SetupScene(app, catalog.get(game_id)), before_draw=act)
        found = audit.problems(doc)
        assert not found, f"{game_id} {size} scale {scale}:\n" + "\n".join(found[:15])
        assert any(t["role"] == "name" for t in doc["texts"]), "the cards' names are drawn"
