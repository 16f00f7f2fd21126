"""The Heroscape battlefield: every clickable thing is drawn, hit and named, markers stay hidden,
the table reads at every size and scale (the text audit), a figure's hover shows its whole card
at 18 px, the rulers find a space by its label, and a whole game is played by clicks."""

import random
import re

import pygame
import pytest

from game.core.conformance import playout
from game.core.errors import ContentError
from game.core.match import Match
from game.session import open_game
from game.ui.controller import ChoiceController
from game.ui.views.base import Marks
from tests.heroscape.helpers import answer, run, state
from tests.ui.test_smash_up_play import _decide_like_a_person


@pytest.fixture
def hero(app):
    try:
        loaded = open_game("heroscape", with_user_mods=False)
    except (ContentError, ValueError) as err:
        pytest.skip(f"Heroscape content not ready: {err}")
    from game.heroscape.view import HeroscapeView
    view = HeroscapeView(loaded, app.theme, ["Ann", "Bob (computer)"])
    view.set_rect(pygame.Rect(0, 46, 940, 674), app.theme)
    return loaded, view


def _at(loaded, decisions, seed=1, scenario=None):
    run = playout(loaded.rules, loaded.setup(["random", "random"], seed, scenario), checks=False, cap=decisions)
    return Match.replay(loaded.rules, run.setup, run.answers)


@pytest.mark.parametrize("decisions", [0, 8, 30, 60])
def test_every_clickable_thing_is_drawn_and_takes_its_click(app, hero, decisions):
    loaded, view = hero
    m = _at(loaded, decisions)
    if m.over:
        pytest.skip("the game ended early")
    seat = m.pending["seat"]
    seen = m.view(seat)
    ctrl = ChoiceController(seen["pending"])
    marks = Marks(clickable=ctrl.clickable(), selected=ctrl.selected_refs())
    view.draw(app.screen, seen, marks)
    drawn = {ref for _s, ref in view._regions}
    assert marks.clickable <= drawn, f"not drawn: {marks.clickable - drawn}"
    for shape, ref in view._regions:
        if ref in marks.clickable:
            centre = shape.center if isinstance(shape, pygame.Rect) else (
                sum(p[0] for p in shape) / 6, sum(p[1] for p in shape) / 6)
            if view.hex_area.collidepoint(centre) or isinstance(shape, pygame.Rect):
                assert view.hit((int(centre[0]), int(centre[1]))) == ref


def test_the_opponents_order_markers_are_face_down(app, hero):
    loaded, view = hero
    m = _at(loaded, 60)
    seat = m.pending["seat"] if m.pending else 0
    seen = m.view(seat)
    other = seen["markers"][1 - seat]
    assert "on" not in other  # the view gives counts of face-down markers, not their numbers
    view.draw(app.screen, seen, Marks())


def test_hover_on_a_reachable_hex_gives_its_move_cost(app, hero):
    loaded, view = hero
    for n in range(20, 120, 4):
        m = _at(loaded, n, seed=2)
        if m.over or m.pending["kind"] != "act":
            continue
        seen = m.view(m.pending["seat"])
        ctrl = ChoiceController(seen["pending"])
        hexes = [o for o in seen["pending"]["options"] if o["path"] and o["path"][-1].startswith("hex:")
                 and o["path"][:-1] == ctrl.selected]
        if not hexes:
            continue
        view.draw(app.screen, seen, Marks(clickable=ctrl.clickable(), selected=ctrl.selected_refs()))
        tip = view.tip(hexes[0]["path"][-1], seen)
        assert tip is not None and f"move cost {hexes[0]['data']['cost']}" in tip.text.lower()
        assert tip.title.startswith("Hex ") and re.search(r"Hex [A-Z]+\d+", tip.title)
        return
    pytest.skip("no move came up in these games")


def test_a_person_plays_heroscape_to_the_end_against_the_computer(app):
    from game.ui.scenes.flow import start_game
    from game.ui.scenes.menu import MenuScene
    app.settings.pacing = "instant"
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": "heroscape", "seats": ["human", "computer"], "seed": 4})
    g = app.scenes.top
    rnd = random.Random(4)
    for _ in range(8000):
        if g.match.over:
            break
        if g.ctrl is not None:
            _decide_like_a_person(g, rnd)
        else:
            app.frame([], 1 / 60)
            if g.thinking is not None:
                g.thinking.result(timeout=30)
    assert g.match.over
    picks = [a["picks"][0] for a in g.match.answers if a["seat"] == 0 and a["picks"]]
    assert any(p.startswith("move:") for p in picks) and any(p.startswith(("attack", "special")) for p in picks)


def test_the_computers_order_marker_numbers_stay_hidden_on_the_table(app):
    from game.ui.scenes.flow import start_game
    from game.ui.scenes.menu import MenuScene
    app.settings.pacing = "instant"
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": "heroscape", "seats": ["human", "computer"], "seed": 5})
    g = app.scenes.top
    rnd = random.Random(5)
    for _ in range(3000):
        pending = g.match.pending
        if pending and pending["kind"] == "marker" and pending["seat"] == 1:
            app.frame([], 1 / 60)
            if g.thinking is not None:
                g.thinking.result(timeout=30)
            app.frame([], 1 / 60)
            last = g.match.answers[-1]
            if last["seat"] == 1 and last["picks"][0].startswith("marker:"):
                number = last["picks"][0].split(":")[1]
                assert g.marks.last_move == set()  # nothing highlighted that could tell the number
                # Which card got a marker is public (it lies face down on it); its number is not.
                assert "places an order marker on" in g.last_move_text
                assert f"marker {number}" not in g.last_move_text.replace("an order marker on", "")
                return
        elif g.ctrl is not None:
            _decide_like_a_person(g, rnd)
        else:
            app.frame([], 1 / 60)
            if g.thinking is not None:
                g.thinking.result(timeout=30)
    pytest.fail("the computer never placed an order marker")


# -- readability (the text audit) --------------------------------------------------------------
def _audit_table(size, scale, decisions, scenario, seed=1, hover=None, before=None):
    """The game screen at a position, drawn with the audit on (hovering `hover`: a ref or a
    function of the scene giving one; after `before(scene)`); its audit document and the scene."""
    from game.ui import audit
    from game.ui.app import App
    from game.ui.scenes.game_scene import GameScene
    audit.start()
    app = App(size, headless=True, ui_scale=scale)
    try:
        loaded = open_game("heroscape", with_user_mods=False)
        m = _at(loaded, decisions, seed, scenario)
        viewer = m.pending["seat"] if m.pending else 0
        scene = GameScene(app, loaded, m, viewer=viewer)
        scene.kinds, scene.humans = ["human", "human"], [viewer]
        app.scenes.reset(scene)
        app.frame([], 1 / 60)
        if before is not None:
            before(scene)
            audit.new_frame()
            app.frame([], 1 / 60)
        if hover is not None:
            ref = hover(scene) if callable(hover) else hover
            at = scene.view.region_rect(ref).center
            app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
            assert scene.marks.hover == ref
        assert app.scenes.top is scene, "the table drew without failing"
        doc = audit.report("game", scale)
        return doc, scene
    finally:
        audit.stop()
        pygame.quit()


TABLES = [("theft_at_stark", 0), ("theft_at_stark", 40), ("hulk_mad", 60), ("avengers_assemble", 12),
          ("clash_on_the_streets", 90), ("a_very_mad_genius", 150)]


@pytest.mark.parametrize("scenario,decisions", TABLES)
@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.0)])
def test_the_table_reads_at_every_size_and_scale(user_home, scenario, decisions, size, scale):
    from game.ui import audit
    doc, _scene = _audit_table(size, scale, decisions, scenario)
    found = audit.problems(doc)
    assert not found, "\n".join(found[:10])
    names = [t for t in doc["texts"] if t["role"] == "name" and not t.get("hidden")]
    assert names and all(t["px"] >= 13 and not t["cut"] for t in names)


@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.0)])
def test_a_figures_hover_shows_its_whole_card_at_18_px(user_home, size, scale):
    from game.ui import audit
    doc, scene = _audit_table(size, scale, 40, "theft_at_stark",
                              hover=lambda sc: next(r for _s, r in sc.view._regions if r.startswith(("fig:", "target:"))
                                                    and r.split(":")[1] != "wall"))
    zoom = [t for t in doc["texts"] if t.get("in_tip")]
    assert zoom and all(t["px"] >= audit.ZOOM_MIN_PX for t in zoom if t["role"] != "decor")
    assert not any(t["cut"] for t in zoom) and not audit.problems(doc)
    shown = " ".join(t["text"] for t in zoom)
    fid = next(r for _s, r in scene.view._regions if r.startswith(("fig:", "target:"))
               and r.split(":")[1] != "wall").split(":")[1]
    card = scene.view.card_of(fid)
    assert card.name in shown
    for p in card.powers:  # every power, name and text in full
        assert p.name in shown and " ".join(p.text.split()) in " ".join(shown.split())
    assert f"Move {card.master.move}" in shown.replace("\u00a0", " ")
    assert ("Super Strength" in shown) == card.super_strength  # (it decides falls and Strong Defense)


def test_the_rulers_find_a_space_by_its_label(app, hero):
    from game.ui import audit
    loaded, view = hero
    m = _at(loaded, 40)
    seen = m.view(m.pending["seat"])
    audit.start()
    try:
        audit.new_frame()
        view.draw(app.screen, seen, Marks())
        doc = audit.report("board")
    finally:
        audit.stop()
    lay = view._layout(seen["map"])
    sl = view.screen_layout()
    texts = doc["texts"]
    for sp in [s for s in lay["spaces"] if not s["upper"]][::9]:
        letters, row = re.fullmatch(r"([A-Z]+)(\d+)", sp["label"]).groups()
        from game.core.hexgrid import Hex
        cx, cy = sl.to_pixel(Hex(sp["q"], sp["r"]))
        col_x = [pygame.Rect(t["rect"]).centerx for t in texts if t["text"] == letters]
        row_y = [pygame.Rect(t["rect"]).centery for t in texts if t["text"] == row]
        half = sl.size * 1.732 / 2
        # The column letter stands over the hex (odd rows sit half a hex right), the row number level with it.
        assert any(abs(x - cx) <= half + 2 for x in col_x), (sp["label"], cx, col_x)
        assert any(abs(y - cy) <= 3 for y in row_y), (sp["label"], cy, row_y)
        assert view.tip(f"hex:{sp['key']}", seen).title.startswith(f"Hex {sp['label']}")


def test_level_numbers_and_move_costs_never_cover_each_other(app, hero):
    from game.ui import audit
    loaded, view = hero
    checked = 0
    for n in range(20, 200, 7):
        m = _at(loaded, n, seed=3, scenario="hulk_mad")
        if m.over or m.pending["kind"] != "act":
            continue
        seen = m.view(m.pending["seat"])
        ctrl = ChoiceController(seen["pending"])
        fig = next((r for r in ctrl.clickable() if r.startswith("fig:")), None)
        if fig is not None and not ctrl.selected:
            ctrl.click(fig)
        audit.start()
        try:
            audit.new_frame()
            view.draw(app.screen, seen, Marks(clickable=ctrl.clickable(), selected=ctrl.selected_refs()))
            doc = audit.report("board")
        finally:
            audit.stop()
        numbers = [t for t in doc["texts"] if t["role"] == "number"]
        if any(t["text"].isdigit() for t in numbers):
            checked += 1
        assert not audit.problems(doc), audit.problems(doc)[:5]
    assert checked


def test_every_ref_of_every_option_has_a_name_in_words(app, hero):
    loaded, view = hero
    met = set()
    for scenario, n in [("theft_at_stark", k) for k in (0, 3, 25, 30, 60, 90)] + [("hulk_mad", 40),
                                                                                 ("a_very_mad_genius", 0)]:
        m = _at(loaded, n, scenario=scenario)
        if m.over:
            continue
        seen = m.view(m.pending["seat"])
        view.draw(app.screen, seen, Marks())
        for o in seen["pending"]["options"]:
            for i, ref in enumerate(o["path"]):
                view.selected = o["path"][:i]
                name = view.ref_name(ref, seen)
                assert name and not re.search(r"-?\d+,-?\d+", name) and ":" not in name, (ref, name)
                met.add(ref.split(":")[0])
    assert {"hex", "card", "fig", "marker"} <= met, met


def test_crowded_armies_become_a_list_of_names_and_life(app, hero):
    from game.ui import audit
    loaded, view = hero
    m = _at(loaded, 40)
    seen = m.view(m.pending["seat"])
    view.draw(app.screen, seen, Marks())
    audit.start()
    try:
        audit.new_frame()
        short = pygame.Rect(900, 50, 230, 300)
        view.panel.draw(app.screen, short, seen, Marks(), [])
        doc = audit.report("panel")
    finally:
        audit.stop()
    texts = [t["text"] for t in doc["texts"]]
    assert not audit.problems(doc)
    on_field = [fid for army in seen["armies"] for fid in army if seen["figures"][fid]["status"] == "board"]
    for fid in on_field:
        card = view.card_of(fid)
        assert card.name in texts and not any(re.match(r"Life \d", t) for t in texts)
        assert f"{card.master.life - seen['figures'][fid]['wounds']}/{card.master.life}" in texts


# -- attacks by clicking the target --------------------------------------------------------------
def _acting(loaded, figures, stage, scenario="theft_at_stark", moved=False):
    """A state of the real game with figures placed and Player 1 deciding at `stage` ("act" of a
    Master turn, or "choose" of a Basic turn)."""
    s = state(figures, scenario=scenario, rules=loaded.rules)
    s["turn"]["moved"] = moved
    frame = ({"do": "turn", "seat": 0, "number": "1", "stage": "act"} if stage == "act"
             else {"do": "basic_turn", "seat": 0, "stage": "choose"})
    run(s, frame, rules=loaded.rules)
    return s


def _click_disc(app, view, loaded, s, fid, ctrl):
    """Draw the table as the deciding seat sees it and click the disc of `fid`."""
    from game.core.rules import visible_state
    seen = visible_state(loaded.rules, s, s["pending"]["seat"])
    view.draw(app.screen, seen, Marks(clickable=ctrl.clickable(), selected=ctrl.selected_refs()))
    box = next(shape for shape, ref in view._regions
               if ref.split(":")[1] == fid and ref.startswith(("fig:", "target:")))
    ref = view.hit(box.center)
    return ref, ctrl.click(ref)


def test_after_a_move_the_one_target_left_is_lit_and_a_click_on_it_attacks(app, hero):
    loaded, view = hero
    s = _acting(loaded, {"iron_man": (0, (2, 11)), "venom": (1, (5, 11))}, "act", moved=True)
    ctrl = ChoiceController(s["pending"])
    assert "target:venom" in ctrl.clickable()  # no need to click Iron Man again
    ref, got = _click_disc(app, view, loaded, s, "venom", ctrl)
    assert ref == "target:venom" and got.kind == "answer" and got.answer["picks"] == ["attack:venom"]


def test_an_enemy_only_a_special_attack_reaches_is_attacked_by_its_click(app, hero):
    # Captain America (range 1) reaches Venom 3 spaces away only with Shield Throw (range 5).
    loaded, view = hero
    s = _acting(loaded, {"captain_america": (0, (2, 11)), "venom": (1, (5, 11))}, "act")
    ctrl = ChoiceController(s["pending"])
    ref, got = _click_disc(app, view, loaded, s, "venom", ctrl)
    assert ref == "target:venom" and got.kind == "answer"
    assert got.answer["picks"] == ["special:shield_throw:venom"]


def test_basic_game_a_click_on_an_enemy_attacks_asking_which_attacker_only_when_several_can(app, hero):
    loaded, view = hero
    s = _acting(loaded, {"captain_america": (0, (4, 7)), "iron_man": (0, (3, 9)), "doctor_doom": (1, (5, 7)),
                         "venom": (1, (1, 10))}, "choose", scenario="avengers_assemble")
    ctrl = ChoiceController(s["pending"])
    ref, got = _click_disc(app, view, loaded, s, "venom", ctrl)  # only Iron Man reaches Venom
    assert ref == "target:venom" and got.answer["picks"] == ["attack:iron_man:venom"]
    ctrl = ChoiceController(s["pending"])
    ref, got = _click_disc(app, view, loaded, s, "doctor_doom", ctrl)  # both reach Doom
    assert got.kind == "narrowed" and ctrl.clickable() == {"fig:captain_america", "fig:iron_man"}
    _ref, got = _click_disc(app, view, loaded, s, "iron_man", ctrl)
    assert got.answer["picks"] == ["attack:iron_man:doctor_doom"]
    events = answer(s, "attack:iron_man:doctor_doom", rules=loaded.rules)
    assert any(e["kind"] == "attack" and e["text"].startswith("Iron Man attacks Doctor Doom") for e in events)
    assert s["turn"]["actor"] == "iron_man" and s["turn"]["attacked"]


def test_a_click_on_an_enemy_that_may_be_attacked_is_never_refused(app, hero):
    loaded, view = hero
    tried = 0
    for seed, n in [(1, k) for k in range(30, 160, 9)] + [(2, k) for k in range(30, 160, 9)]:
        m = _at(loaded, n, seed=seed)
        if m.over or m.pending["kind"] != "act":
            continue
        s = m.state
        aimed = {r[7:] for o in s["pending"]["options"] for r in o["path"] if r.startswith("target:")}
        aimed -= {"wall", "adjacent"}
        for fid in aimed:
            for first in (None, "hex"):  # as the decision comes, and with a space clicked first
                ctrl = ChoiceController(s["pending"])
                if first:
                    hexes = sorted(r for r in ctrl.clickable() if r.startswith("hex:"))
                    if not hexes or ctrl.click(hexes[0]).kind != "narrowed":
                        continue
                _ref, got = _click_disc(app, view, loaded, s, fid, ctrl)
                assert got.kind in ("answer", "narrowed"), (fid, got.reason)
                tried += 1
    assert tried


# -- the goal on screen, the legend, the results ---------------------------------------------------
@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1280, 720), 1.25), ((1280, 720), 1.5),
                                        ((1920, 1080), 1.0)])
def test_the_goal_is_always_on_screen_and_the_legend_one_click_away(user_home, size, scale):
    from game.ui import audit
    doc, scene = _audit_table(size, scale, 40, "theft_at_stark")
    shown = audit.visible(doc["texts"])
    view = scene.view
    goal = " ".join(t["text"] for t in shown if view.goal_area.contains(pygame.Rect(t["rect"])))
    assert goal.startswith("Goal: Destroy every enemy figure") and goal.endswith("the orange spaces.")
    legend_words = ("Round limit: 8 rounds", "Orange spaces: be the only side on them", "ruin wall",
                    "window: sight passes between levels 4 and 7", "life left")
    if view.tabs:  # no room for both: the legend is a tab away, the armies meanwhile
        assert not any(t["text"].startswith("Round limit") for t in shown)
        doc, scene = _audit_table(size, scale, 40, "theft_at_stark",
                                  before=lambda sc: sc.board_click(next(r for _s, r in sc.view._regions
                                                                        if r == "tab:legend")))
        assert scene.view.tab == "legend"
        assert not audit.problems(doc), audit.problems(doc)[:5]
        shown = audit.visible(doc["texts"])
    said = " ".join(t["text"] for t in shown)
    for words in legend_words:
        assert words.split(":")[0] in said, words


def test_every_zone_glyph_and_terrain_drawn_is_in_the_legend(app, hero):
    loaded, view = hero
    for scenario, n in (("clash_on_the_streets", 30), ("escalating_battle", 30), ("hulk_mad", 30)):
        m = _at(loaded, n, scenario=scenario)
        seen = m.view(m.pending["seat"] if m.pending else 0)
        lay = view._layout(seen["map"])
        said = " ".join(it.text for _h, items in view.legend.sections(seen, lay) for it in items)
        for z in (seen["briefing"]["zones"]):
            assert f"{z['zone'].capitalize()} spaces:" in said
        for g in seen["glyphs"].values():
            if g.get("side") == "power":
                assert g["name"] in said, g["name"]
            else:
                assert "Glyph face down" in said
        terrains = {sp["terrain"] for sp in lay["spaces"] if not sp["upper"] and not sp["blocked_by"]}
        assert all(t.replace("ruin", "ruin floor") in said for t in terrains), terrains


def test_start_zones_nobody_has_chosen_are_not_outlined_in_the_clickable_yellow(app, hero):
    """While armies are drafted the start zones are marked, but nothing on the battlefield is
    clickable yet: the prompt's key says a yellow outline means "you may click it", so a start
    zone no army has chosen is white and one chosen takes its seat's colour."""
    from game.heroscape.view_legend import START_ZONE
    from game.ui import theme as th
    loaded, view = hero
    m = _at(loaded, 0, scenario="theft_at_stark")
    seen = m.view(m.pending["seat"])
    assert seen["zone_of"] == [None, None] and seen["briefing"]["start_zones"] == ["blue", "red"]
    view.draw(app.screen, seen, Marks())
    lay = view._layout(seen["map"])
    zones = view._zone_hexes(lay, seen)
    starts = {k for z in ("red", "blue") for k in lay["zones"][f"theft_at_stark/{z}"]}
    assert starts and {zones[k] for k in starts} == {START_ZONE}
    area = app.screen.subsurface(view.hex_area.clip(app.screen.get_rect()))
    yellowish = pygame.mask.from_threshold(area, th.HIGHLIGHT, (24, 24, 40, 255))
    assert yellowish.count() == 0, f"outlined in yellow: {yellowish.get_bounding_rects()[:5]}"
    seen["zone_of"] = ["red", None]
    zones = view._zone_hexes(lay, seen)
    assert {zones[k] for k in lay["zones"]["theft_at_stark/red"]} == {th.seat_colour(0)}


def test_the_army_cards_beside_the_battlefield_are_listed_as_the_prompt_lists_them(app, hero):
    loaded, view = hero
    m = _at(loaded, 0, scenario="theft_at_stark")
    seen = m.view(m.pending["seat"])
    ctrl = ChoiceController(seen["pending"])
    view.draw(app.screen, seen, Marks(clickable=ctrl.clickable()))
    buttons = [ref for _s, ref in view._regions if ref.startswith("card:")]
    prompt = [o["path"][0] for o in seen["pending"]["options"] if o["path"]]
    assert len(buttons) > 3 and buttons == prompt


def test_each_card_to_draft_shows_its_points_and_numbers_without_hovering(user_home):
    """Drafting an army a player weighs each card's Life, Move, Range, Attack and Defense against its
    points: the column beside the battlefield shows them for every card on offer at 1280x720."""
    doc, scene = _audit_table((1280, 720), 1.0, 0, "theft_at_stark")
    shown = [t["text"] for t in doc["texts"] if not t.get("hidden") and not t["cut"]]
    offer = [o["path"][0][5:] for o in scene.match.pending["options"] if o["path"]]
    assert len(offer) > 3
    for cid in offer:
        card = scene.loaded.rules.cards[cid]
        m = card.master
        assert f"Add {card.name}" in shown and f"{m.points} pts" in shown
        numbers = (f"Life\u00a0{m.life} · Mv\u00a0{m.move} · Rg\u00a0{m.range} · Att\u00a0{m.attack} · "
                   f"Def\u00a0{m.defense}")
        assert numbers in shown


def test_the_carried_device_is_shown_on_its_carrier(app, hero):
    from game.ui import audit
    loaded, view = hero
    s = state({"doctor_doom": (1, (14, 12)), "captain_america": (0, (9, 9))}, scenario="clash_on_the_streets",
              rules=loaded.rules)
    s["figures"]["doctor_doom"]["carrying"] = ["mysterious_item"]
    s["glyphs"]["mysterious_item"] = {"space": None, "side": "power", "holder": "doctor_doom"}
    run(s, {"do": "turn", "seat": 1, "number": "1", "stage": "act"}, rules=loaded.rules)
    from game.core.rules import visible_state
    seen = visible_state(loaded.rules, s, 1)
    audit.start()
    try:
        audit.new_frame()
        view.draw(app.screen, seen, Marks())
        doc = audit.report("board")
    finally:
        audit.stop()
    box = next(shape for shape, ref in view._regions if ref.endswith(":doctor_doom") and ref.startswith(("fig:", "tar")))
    badge = [t for t in doc["texts"] if t["text"] == "D" and t["role"] == "decor"
             and pygame.Rect(t["rect"]).colliderect(box.inflate(box.w, box.h))]
    assert badge, "a gold badge with the Device's letter on Doom's disc"
    tip = view.tip("fig:doctor_doom", seen)
    assert tip.image is not None


def test_life_never_shows_below_zero_and_a_destroyed_cards_markers_leave_it(app, hero):
    from game.heroscape.view_cards import life_left, stats_line
    loaded, view = hero
    card = loaded.rules.cards["iron_man"]
    gone = {"wounds": 6, "status": "destroyed"}
    assert life_left(card, gone) == 0 and "Life 0/4" in stats_line(card, gone, False)
    markers = {"on": {"1": "iron_man", "2": "iron_man", "3": None, "X": None}, "revealed": ["1"], "removed": []}
    assert view.panel._chips(markers, "iron_man", True)  # on the battlefield: its markers show
    s = state({"iron_man": (0, (2, 11)), "venom": (1, (5, 11))}, rules=loaded.rules, scenario="theft_at_stark")
    s["markers"][0] = markers
    s["figures"]["iron_man"].update(status="destroyed", space=None, wounds=4)
    s["armies"] = [["iron_man"], ["venom"]]
    from game.core.rules import visible_state
    from game.ui import audit
    audit.start()
    try:
        audit.new_frame()
        view.draw(app.screen, visible_state(loaded.rules, s, 0), Marks())
        doc = audit.report("board")
    finally:
        audit.stop()
    chips = [t for t in doc["texts"] if t["text"] in ("1", "2") and t["role"] == "label"
             and view.panel_area.contains(pygame.Rect(t["rect"]))]
    assert any(t["text"] == "Iron Man" for t in doc["texts"])
    assert not chips, "no order marker chip on the destroyed card"
    assert not any(t["text"].startswith("Life -") for t in doc["texts"])


def test_the_results_say_who_won_why_and_what_the_scores_count(user_home):
    from tests.ui import readability as rd
    doc = rd.render((1280, 720), 1.0, rd.table("heroscape", 2, decisions=100000))
    assert doc["screen"] == "results"
    texts = [t["text"] for t in doc["texts"]]
    assert any(re.fullmatch(r"Player [12]( \(computer\))?: \d+ points of figures on the battlefield", t)
               for t in texts), texts


def test_a_move_with_a_route_choice_is_made_by_clicks_on_the_table(user_home):
    """Captain America goes to E7 past Venom or past The Abomination: a click on E7, then on a
    waypoint of the way wanted; the enemy passed is then asked whether it swipes."""
    from game.ui.app import App
    app = App((1280, 720), headless=True)
    try:
        loaded, m, scene = _captain_america_acts(app, {"venom": (1, (2, 7)), "abomination": (1, (5, 7))})
        dest = loaded.rules.board("genotech").cell_key(4, 6)  # E7
        assert scene.view.space_label(dest) == "E7"
        assert "2 ways there" in scene.view.tip(f"hex:{dest}", scene.view_state).text
        assert dest in scene.view._costs(scene.view_state)  # its move cost is shown like any other

        def click(ref):
            at = scene.view.region_rect(ref).center
            app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=at)], 1 / 60)

        click(f"hex:{dest}")
        assert scene.ctrl.selected == ["fig:captain_america", f"hex:{dest}"] and len(scene.ctrl.clickable()) == 2
        ways = {o["path"][2]: o for o in scene.ctrl.candidates()}
        assert {w["label"].split(": ", 1)[1].split("; ")[1] for w in ways.values()} == {
            "Venom may swipe (1 die)", "The Abomination may swipe (1 die)"}
        past_venom = next(r for r, o in ways.items() if "Venom may" in o["label"])
        click(past_venom)
        assert m.pending["kind"] == "swipe" and m.pending["seat"] == 1
        assert "Venom" in m.pending["prompt"]
    finally:
        pygame.quit()


def test_the_way_to_the_space_under_the_mouse_is_drawn_over_the_kept_battlefield(user_home):
    """Hovering the spaces a chosen figure may reach draws the way there each frame over the kept
    picture of the battlefield: nothing is painted again, and the mouse leaving leaves the board
    as it was."""
    from game.ui.app import App
    app = App((1280, 720), headless=True)
    try:
        loaded, _m, scene = _captain_america_acts(app, {"venom": (1, (2, 7))})
        dest = loaded.rules.board("genotech").cell_key(5, 6)
        at = scene.view.region_rect(f"hex:{dest}").center
        away = (2, app.screen.get_height() // 2)  # the window's edge: nothing there
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(1, 0), buttons=(0, 0, 0))], 1 / 60)
        before, painted = pygame.image.tobytes(app.screen, "RGB"), scene.layer.painted
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 0), buttons=(0, 0, 0))], 1 / 60)
        assert scene.marks.hover == f"hex:{dest}" and scene.layer.painted == painted
        scene.tip_hidden = True  # the hex's tip has a gold edge too: the way alone is counted
        app.frame([], 1 / 60)
        assert _gold_pixels(app.screen) > _gold_pixels(pygame.image.frombytes(before, app.screen.get_size(), "RGB"))
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(1, 0), buttons=(0, 0, 0))], 1 / 60)
        assert scene.layer.painted == painted and pygame.image.tobytes(app.screen, "RGB") == before
    finally:
        pygame.quit()


def _gold_pixels(surface):
    """How many pixels are the gold a way is drawn in."""
    from game.ui import theme as th
    mask = pygame.mask.from_threshold(surface.convert(24) if surface.get_bitsize() != 24 else surface, th.GOLD,
                                      (1, 1, 1, 255))
    return mask.count()


def _captain_america_acts(app, enemies):
    """Theft at Stark between two people: Captain America (Player 1, on F10) about to move or
    attack, the `enemies` where given; the game screen on it, first frame drawn."""
    from game.ui.scenes.game_scene import GameScene
    loaded = open_game("heroscape", with_user_mods=False)
    s = state({"captain_america": (0, (5, 9)), **enemies}, scenario="theft_at_stark", rules=loaded.rules)
    run(s, {"do": "turn", "seat": 0, "number": "1", "stage": "act"}, rules=loaded.rules)
    s["stack"] = [f for f in s["stack"] if f["do"] != "sentinel"]
    m = Match(loaded.rules, {"game": "heroscape", "seats": ["human", "human"], "seed": 1}, s)
    scene = GameScene(app, loaded, m, viewer=0)
    scene.kinds, scene.humans = ["human", "human"], [0, 1]
    app.scenes.reset(scene)
    app.frame([], 1 / 60)
    return loaded, m, scene


def test_a_wounded_figure_under_a_ruin_floor_shows_its_life_clear_of_the_figure_above(user_home):
    """Seed 3 at decision 80 (1280x720): Silver Surfer (3 life left) stands under the ruin floor
    where the Abomination stands. His life badge went at his disc's top right, under the
    Abomination's disc; it goes at the bottom left now, and the table has no readability problem."""
    from game.ui import audit as au
    from tests.ui import readability as rd
    doc = rd.render((1280, 720), 1.0, rd.table("heroscape", 2, 80, seed=3))
    assert not au.problems(doc), au.problems(doc)
    assert any(t["text"] == "3" and t["role"] == "number" and not t.get("hidden") for t in doc["texts"])


def test_a_power_the_scenario_switches_off_says_so_on_the_card(user_home):
    """A Very Mad Genius: Thanos's Rejected by Death does not work there; his card says so."""
    doc, scene = _audit_table((1280, 720), 1.0, 150, "a_very_mad_genius", hover="fig:thanos")
    shown = " ".join(t["text"] for t in doc["texts"] if t.get("in_tip"))
    assert "Rejected by Death (does not work in this scenario)" in shown
    doc, scene = _audit_table((1280, 720), 1.0, 40, "theft_at_stark", seed=3,
                              hover=lambda sc: next(r for _s, r in sc.view._regions if r.endswith(":thanos")))
    shown = " ".join(t["text"] for t in doc["texts"] if t.get("in_tip"))
    assert "Rejected by Death" in shown and "does not work" not in shown
