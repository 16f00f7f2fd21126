"""The Strike Teams table: every choice is drawn on the board or as a button and takes its
click, a far square clicked is walked a square at a time, the heroes never see the face-down
Stage 3 card or the Mastermind's cards, the hover zooms are whole at 18 px, the roster between
missions shows the numbers a choice turns on, and a campaign keeps its own autosave."""

import copy
import random
import re
import time

import pygame
import pytest

from game import catalog
from game.core.conformance import playout
from game.core.decisions import answer
from game.core.match import Match
from game.session import open_game
from game.ui import audit
from game.ui.controller import ChoiceController
from game.ui.views.base import Marks
from tests.ui.conftest import click


@pytest.fixture(scope="module")
def loaded():
    return open_game("strike_teams", with_user_mods=False)


@pytest.fixture
def view(app, loaded):
    from game.strike_teams.view import StrikeTeamsView
    v = StrikeTeamsView(loaded, app.theme, ["Heroes", "Mastermind (computer)"])
    v.set_rect(pygame.Rect(0, 46, 940, 674), app.theme)
    return v


def _at(loaded, decisions, seed=1, **options):
    setup = loaded.setup(["random", "random"], seed, options=options)
    run = playout(loaded.rules, setup, checks=False, cap=decisions)
    return Match.replay(loaded.rules, run.setup, run.answers)


def _draw(app, view, m, seat=None):
    seat = m.pending["seat"] if seat is None else seat
    seen = m.view(seat)
    ctrl = ChoiceController(seen["pending"]) if seen.get("pending") else None
    marks = Marks(clickable=ctrl.clickable() if ctrl else set(), selected=ctrl.selected_refs() if ctrl else set())
    view.draw(app.screen, seen, marks)
    return seen, ctrl, marks


def _texts(app, view, m) -> list[str]:
    """Every text the table draws for `m`, as the seat to act sees it."""
    audit.start()
    try:
        _draw(app, view, m)
        return [t["text"] for t in audit._texts]
    finally:
        audit.stop()


@pytest.mark.parametrize("decisions,mode", [(0, "single"), (6, "single"), (40, "single"), (150, "single"),
                                            (250, "single"), (300, "campaign"), (30, "tutorial")])
def test_every_choice_is_drawn_and_takes_its_click(app, loaded, view, decisions, mode):
    m = _at(loaded, decisions, mode=mode)
    if m.over:
        pytest.skip("the mission ended early")
    seen, ctrl, marks = _draw(app, view, m)
    drawn = {ref for _s, ref in view._regions}
    assert marks.clickable <= drawn, f"not drawn: {marks.clickable - drawn}"
    for shape, ref in view._regions:
        if ref in marks.clickable and view.board_area.contains(shape) or ref.startswith("opt:"):
            assert ref in view.hit_all(shape.center)
    # options with no thing to click are buttons too, answered through the view
    for o in seen["pending"]["options"]:
        if not o["path"]:
            assert f"opt:{o['id']}" in drawn
            assert view.local_click(f"opt:{o['id']}", marks)
            assert view.next_choice(seen["pending"]) == o["id"]


def _walk_until(loaded, found, seats=("random", "random")):
    """Random missions (seeds 1-11; retreats and extractions left out) played until `found(match)`
    returns something: (match, what it returned)."""
    for seed in range(1, 12):
        m = Match.start(loaded.rules, loaded.setup(list(seats), seed))
        rnd = random.Random(seed)
        for _ in range(800):
            if m.over:
                break
            got = found(m)
            if got:
                return m, got
            p = m.pending
            o = rnd.choice([o for o in p["options"] if not o["id"].startswith(("retreat", "extract"))] or p["options"])
            m.apply(answer(p["seat"], [o["id"]] if p["max"] == 1 else [x["id"] for x in p["options"][:p["min"]]]))
    pytest.fail("no such moment came up")


def _act_with_a_far_square(loaded):
    def far(m):
        p = m.pending
        if p["kind"] == "act" and p.get("figure"):
            reach = loaded.rules.reach(m.view(p["seat"]), p["figure"])
            sqs = [sq for sq, ap in reach.items() if ap >= 2 and not any(o["id"] == f"step:{sq}" for o in p["options"])]
            return (sqs[0], reach[sqs[0]]) if sqs else None
    m, (sq, ap) = _walk_until(loaded, far)
    return m, sq, ap


def test_on_the_widest_map_every_figure_is_named_on_its_disc_at_a_readable_size(app, loaded, view):
    """Seed 11's map is 33 squares wide: at 1280x720 a square is about 18 px, too small for a disc
    with its letters at 13 px, so the disc spills over its square's edges instead of shrinking the
    letters past reading (Hydra Soldiers' three-letter discs may stay smaller)."""
    from game.strike_teams.view import xy
    from game.strike_teams.view_cards import initials
    m = _at(loaded, 40, seed=11)
    audit.start()
    try:
        seen, _ctrl, _marks = _draw(app, view, m)
        texts = list(audit._texts)
    finally:
        audit.stop()
    assert view.cell_size() < 20, "the map is drawn small enough to need it"
    named = {initials(view.fig_name(fid)) for fid, f in seen["figs"].items()
             if f.get("pos") and not f.get("down") and view.in_view(view.cell_rect(*xy(f["pos"])))}
    two = {n for n in named if len(n) <= 2}
    assert len(two) >= 4
    for t in texts:
        if t["text"] in two:
            assert t["px"] >= audit.MIN_PX and t["role"] == "name", t


def test_a_far_square_clicked_is_walked_a_square_at_a_time(app, loaded, view):
    m, dest, cost = _act_with_a_far_square(loaded)
    fid = m.pending["figure"]
    seen, ctrl, marks = _draw(app, view, m)
    assert view.reach()[dest] == cost
    assert f"cell:{dest}" not in marks.clickable  # not one step away: the view walks it
    assert view.local_click(f"cell:{dest}", marks)
    steps = 0
    while view.walk:
        oid = view.next_choice(m.pending)
        assert oid is not None and oid.split(":")[0] in ("step", "run")
        m.apply(answer(m.pending["seat"], [oid]))
        steps += 1
        if m.pending["kind"] != "act":
            break
    assert steps >= 2
    if not view.walk:
        assert m.state["figs"][fid]["pos"] == dest


def test_the_heroes_never_see_the_face_down_card_or_the_mastermind_s_cards(app, loaded, view):
    m = _at(loaded, 60)
    seen = m.view(0)
    view.draw(app.screen, seen, Marks())
    assert seen["scenarios"][2] is None
    tip = view.tip("scenario:2", seen)
    assert tip is not None and tip.image is None and "face down" in tip.title
    villains = [cid for cid, c in seen["chars"].items() if c["side"] == 1]
    if not seen.get("cards_revealed"):
        assert all(not seen["chars"][cid]["cards"] for cid in villains)


def test_hover_zooms_show_the_whole_card_at_18_px(app, loaded, view):
    m = _at(loaded, 60)
    seen = m.view(1)
    view.draw(app.screen, seen, Marks())
    cid = next(cid for cid, c in seen["chars"].items() if c["side"] == 1 and c["cards"])
    audit.start()
    pics = []  # kept: the audit forgets a picture's texts with the picture
    try:
        for ref in (f"char:{cid}", f"card:{seen['chars'][cid]['cards'][0]}", "scenario:0"):
            tip = view.tip(ref, seen)
            assert tip is not None and tip.image is not None, ref
            pics.append(pygame.Surface(tip.image.get_size()))
            audit.blit(pics[-1], tip.image, (0, 0))
    finally:
        notes = [n for surf, ns in list(audit._notes.items()) for n in ns]
        audit.stop()
    assert notes and min(n["px"] for n in notes) >= audit.ZOOM_MIN_PX
    card = loaded.rules.cards[seen["chars"][cid]["cards"][0]]
    assert any(card.name == n["text"] for n in notes) and not any(n["cut"] for n in notes)


def test_the_roster_between_missions_shows_levels_costs_and_standings(app, loaded, view):
    setup = loaded.setup(["computer", "computer"], 1, options={"mode": "campaign", "missions": "2"})
    m = Match.start(loaded.rules, setup)
    robots = [loaded.players.make("computer", loaded.rules, s) for s in range(2)]
    from game.core.players import SeatView, player_rng
    for i in range(5000):
        if m.over or m.pending["kind"] == "level_up":
            break
        seat = m.pending["seat"]
        m.apply(robots[seat].choose(SeatView(loaded.rules, m.state, seat), player_rng(m.state, seat, i)))
    if m.over or m.pending["kind"] != "level_up":
        pytest.skip("no level-up reached")
    audit.start()
    try:
        seen, ctrl, marks = _draw(app, view, m)
        texts = " ".join(t["text"] for t in audit._texts)
    finally:
        audit.stop()
    pool = m.pending["pool"]
    assert f"OP to spend now {pool}" in texts
    assert "costs 2 OP" in texts and "History" in texts and "Mission 1 on" in texts
    assert marks.clickable <= {ref for _s, ref in view._regions}


def test_a_campaign_keeps_its_own_autosave(loaded):
    spec = catalog.get("strike_teams")
    assert spec.autosave(loaded.setup(options={"mode": "campaign"})) == "autosave-strike_teams-campaign"
    assert spec.autosave(loaded.setup(options={"mode": "single"})) == "autosave-strike_teams"
    assert spec.seat_name(0) == "Heroes" and spec.seat_name(1) == "Mastermind"


def test_a_campaign_is_saved_on_its_own_and_resumed_from_the_load_screen(app, loaded):
    from game.ui.scenes.flow import start_game
    from game.ui.scenes.load import LoadScene, save_name
    from game.ui.scenes.menu import MenuScene
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": "strike_teams", "seats": ["human", "computer"], "seed": 3,
                            "options": {"mode": "campaign", "missions": "2"}})
    g = app.scenes.top
    for _ in range(2000):  # the Mastermind (a computer) picks; the heroes pick by clicks on the roster
        if g.match.pending["kind"] != "team" and len(g.match.answers) > 2:
            break
        if g.ctrl is not None:
            g.board_click(sorted(r for r in g.marks.clickable if r.startswith("char:"))[0])
        app.frame([], 1 / 60)
        time.sleep(0.005)
    played = g.match.answers
    assert any(a["seat"] == 0 for a in played)  # a hero pick made by a click
    assert app.saves.read("autosave-strike_teams-campaign")["answers"] == played
    assert not app.saves.path("autosave-strike_teams").exists()
    entry = next(e for e in app.saves.slots() if e["slot"] == "autosave-strike_teams-campaign")
    assert save_name(entry, {"strike_teams": "Marvel Strike Teams"}) == "the campaign autosave of Marvel Strike Teams"
    app.scenes.reset(LoadScene(app))
    app.frame([], 1 / 60)
    app.scenes.top.open("autosave-strike_teams-campaign")
    resumed = app.scenes.top
    assert resumed.name == "game" and resumed.match.answers == played
    assert resumed.match.state["mode"] == "campaign"


def test_between_two_people_the_hand_over_screen_keeps_the_mastermind_s_picks_hidden(app, loaded):
    from game.ui.scenes.flow import start_game
    from game.ui.scenes.menu import MenuScene
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": "strike_teams", "seats": ["human", "human"], "seed": 5, "options": {"units": "2"}})
    seen_by, checked = [], 0
    for _ in range(40):  # click through: the hand-over screen, then each side's own picks on the roster
        top = app.scenes.top
        if top.name == "handover":
            seen_by.append(top.seat_name)
            top.reveal()
            app.frame([], 1 / 60)
            continue
        g = top
        p = g.match.pending
        if p["kind"] not in ("team", "choose_cards"):
            break
        if g.viewer == 0 and g.match.state["chars"]:
            # the heroes' eyes: the Mastermind's card picks are not in what the table draws
            for cid, c in g.view_state["chars"].items():
                if c["side"] == 1 and g.match.state["chars"][cid]["cards"]:
                    assert c["cards"] == []
                    checked += 1
        refs = sorted(r for r in g.marks.clickable if r.startswith(("char:", "card:")))
        if refs:
            g.board_click(refs[0])
        else:
            g.view.local_click(f"opt:{next(o['id'] for o in p['options'] if not o['path'])}", g.marks)
        app.frame([], 1 / 60)
        app.frame([], 1 / 60)
    assert "Heroes" in seen_by and "Mastermind" in seen_by
    assert checked, "the heroes looked while the Mastermind had cards"


def test_a_person_plays_the_tutorial_to_the_end_by_mouse_clicks_on_the_table(app):
    """Every answer of the heroes' seat is a mouse click on something the table drew: a square,
    a far square walked to, a figure, a card, a damage slot, a button under the map (Done too)."""
    from game.ui.scenes.flow import start_game
    from game.ui.scenes.menu import MenuScene
    app.settings.pacing = "instant"
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": "strike_teams", "seats": ["human", "random"], "seed": 4,
                            "options": {"mode": "tutorial"}})
    g = app.scenes.top
    rnd = random.Random(4)
    clicks = refused = walks = blank = 0
    for _ in range(30000):
        if g.match.over or app.scenes.top is not g:
            break
        if g.ctrl is not None and not g.view.walk and g.view.press_next is None:
            ctrl = g.ctrl
            if ctrl.multi and ctrl.can_finish() and (len(ctrl.picked) >= ctrl.decision["max"] or rnd.random() < 0.3):
                click(app, g.view.region_rect("finish").center)  # Done, under the map
                clicks += 1
            else:
                refs = [r for _s, r in g.view._regions if (r in g.marks.clickable or r.startswith("opt:"))
                        and r not in ("retreat", "extract", "finish")]  # heroes who stay make a longer game
                far = [f"cell:{sq}" for sq in g.view.reach() if f"cell:{sq}" not in g.marks.clickable]
                if not refs:  # not drawn yet for this decision: the next frame draws it
                    blank += 1
                    assert blank < 3, f"nothing to click for {ctrl.decision['kind']}: {sorted(g.marks.clickable)}"
                    app.frame([], 1 / 60)
                    continue
                blank = 0
                if far and rnd.random() < 0.3:
                    ref, walks = rnd.choice(far), walks + 1
                else:
                    ref = rnd.choice(sorted(set(refs)))
                before = len(g.match.answers), list(ctrl.selected), list(ctrl.picked)
                click(app, g.view.region_rect(ref).center)
                clicks += 1
                if g.ctrl is ctrl and (len(g.match.answers), list(ctrl.selected), list(ctrl.picked)) == before \
                        and not g.view.walk and g.view.press_next is None:
                    refused += 1  # something drawn on top took the click
        app.frame([], 1 / 60)
        time.sleep(0.001)  # the random Mastermind answers from its thread
    assert g.match.over, f"the tutorial ended ({len(g.match.answers)} answers)"
    assert walks and clicks > 30 and refused < clicks // 10, (clicks, refused, walks)


def test_before_an_attack_is_chosen_the_hover_tells_its_strength_and_the_sight(app, loaded, view):
    m = Match.start(loaded.rules, loaded.setup(["random", "random"], 3))
    rnd = random.Random(3)
    for _ in range(3000):
        p = m.pending
        if p["kind"] == "act" and any(o["id"].startswith("use:") for o in p["options"]):
            seen, ctrl, marks = _draw(app, view, m)
            foes = [f"fig:{fid}" for fid, f in seen["figs"].items() if f.get("pos")
                    and seen["chars"][f["char"]]["side"] != p["seat"]]
            told = [[t for t, _c in view._notes(ref)] for ref in foes]
            hits = [lines for lines in told if any("would strike it at strength" in t for t in lines)]
            if hits:
                assert all(any(t.startswith("In sight of") for t in lines) for lines in hits)
                return
        o = rnd.choice(p["options"])
        m.apply(answer(p["seat"], [o["id"]] if p["max"] == 1 else [x["id"] for x in p["options"][:p["min"]]]))
    pytest.fail("no attack came up")


def _free_movement_under_way(loaded):
    """A hero that has just used a card's free movement (Charge, Jet Boots...), in a random mission."""
    moves = {c.id for c in loaded.rules.cards.values()
             if any(x.effect == "move" and x.style in ("line", "free") for x in c.effects)}
    for seed in range(1, 12):
        m = Match.start(loaded.rules, loaded.setup(["random", "random"], seed))
        rng = random.Random(seed)
        for _ in range(800):
            if m.over:
                break
            p = m.pending
            use = [o for o in p["options"] if o["id"].startswith("card:") and o["id"][5:] in moves]
            if p["kind"] == "act" and use:
                m.apply(answer(p["seat"], [use[0]["id"]]))
                if m.pending["kind"] == "bonus_move":
                    return m
                continue
            o = rng.choice([o for o in p["options"] if not o["id"].startswith(("retreat", "extract"))] or p["options"])
            m.apply(answer(p["seat"], [o["id"]] if p["max"] == 1 else [x["id"] for x in p["options"][:p["min"]]]))
    pytest.skip("no free movement found")


def test_a_far_square_clicked_during_charge_or_jet_boots_is_flown_there_a_free_step_at_a_time(app, loaded, view):
    m = _free_movement_under_way(loaded)
    fid = m.pending["figure"]
    _draw(app, view, m)
    reach = view.reach()
    far = [sq for sq, n in reach.items() if n >= 2]
    assert far, reach
    dest = far[-1]
    ap = m.state["chars"][m.state["figs"][fid]["char"]]["ap"]
    assert view.local_click(f"cell:{dest}", Marks())
    while view.walk:
        oid = view.next_choice(m.pending)
        assert oid is not None and oid.startswith("bonus:")
        m.apply(answer(m.pending["seat"], [oid]))
        if m.pending["kind"] != "bonus_move":
            break
    assert m.state["figs"][fid]["pos"] == dest
    assert m.state["chars"][m.state["figs"][fid]["char"]]["ap"] == ap  # the free squares cost no AP


def _hero_resting(loaded):
    """A hero about to gain AP or rest, given a wound in every slot but one first, then resting
    (random missions from seed 3 on)."""
    for seed in range(3, 13):
        got = _rest_in(loaded, seed)
        if got is not None:
            return got
    pytest.skip("no hero about to rest")


def _rest_in(loaded, seed):
    m = Match.start(loaded.rules, loaded.setup(["random", "random"], seed))
    rng = random.Random(seed)
    for _ in range(800):
        if m.over:
            return None
        p = m.pending
        if p["seat"] == 0 and any(o["id"] == "rest" for o in p["options"]):
            cid = p["char"]
            slots = loaded.rules.slot_table(m.state["chars"][cid])
            m.state["chars"][cid]["wounds"].update(slots)  # more wounds than a rest takes off
            m.state["chars"][cid]["wounds"]["attack"] = 1
            m.apply(answer(0, ["rest"]))
            return m, cid
        opts = [o for o in p["options"] if not o["id"].startswith(("retreat", "extract"))] or p["options"]
        m.apply(answer(p["seat"], [o["id"] for o in rng.sample(opts, max(1, p["min"]))]))
    return None


def test_resting_the_wounds_to_take_off_are_the_red_boxes_on_the_card_not_buttons_under_the_map(app, loaded, view):
    m, cid = _hero_resting(loaded)
    assert m.pending["kind"] == "heal"
    _draw(app, view, m)
    drawn = {ref for _s, ref in view._regions}
    refs = {o["path"][0] for o in m.pending["options"]}
    assert {f"wound:{cid}:attack:0", f"wound:{cid}:move:0"} <= refs and f"wound:{cid}:attack:1" not in refs
    assert refs <= drawn  # each is a red box on the card
    assert not [ref for ref, _label in view._bar_refs(m.view(0), Marks(clickable=refs)) if ref.startswith("wound:")]
    assert view.ref_name(f"wound:{cid}:move:0", m.view(0)).startswith("a wound on Move box")


def test_the_hover_on_an_enemy_next_to_a_ranged_attacker_says_why_it_cannot_be_shot(app, loaded, view):
    m = Match.start(loaded.rules, loaded.setup(["random", "random"], 5))
    rng = random.Random(5)
    for _ in range(800):
        p = m.pending
        fid = p.get("figure")
        if p["kind"] == "act" and p["seat"] == 0 and fid and any(o["id"] == "use:primary" for o in p["options"]) \
                and loaded.rules.chars[m.state["figs"][fid]["char"]].attack.type == "ranged":
            break
        opts = [o for o in p["options"] if not o["id"].startswith(("retreat", "extract"))] or p["options"]
        m.apply(answer(p["seat"], [o["id"] for o in rng.sample(opts, max(1, p["min"]))]))
    else:
        pytest.skip("no ranged hero acting")
    g = loaded.rules.table(m.state)
    here = m.state["figs"][fid]["pos"]
    occupied = {f["pos"] for f in m.state["figs"].values()}
    enemy = next(e for e, f in m.state["figs"].items() if f["pos"] and g.side_of(e) == 1)
    m.state["figs"][enemy]["pos"] = next(c for c in g.adj(here) if c not in occupied and c in g.board.floor)
    _draw(app, view, m)
    words = " ".join(view._attack_preview(f"fig:{enemy}"))
    assert "cannot hit a figure next to" in words


def test_the_sight_line_to_the_square_under_the_mouse_is_drawn_over_the_kept_map_under_the_figures(app, loaded):
    """During the acting figure's action choice, the line of sight to the hovered square is drawn
    over the kept map each frame, nothing painted again; it passes under the figures (their
    squares show no line), and the mouse leaving leaves the map as it was."""
    from game.strike_teams.view import SIGHT_NO, SIGHT_OK
    from game.ui.scenes.game_scene import GameScene
    m = Match.start(loaded.rules, loaded.setup(["human", "human"], 3))
    rnd = random.Random(3)
    for _ in range(3000):
        p = m.pending
        if p["kind"] == "act":
            break
        o = rnd.choice(p["options"])
        m.apply(answer(p["seat"], [o["id"]] if p["max"] == 1 else [x["id"] for x in p["options"][:p["min"]]]))
    scene = GameScene(app, loaded, m, viewer=m.pending["seat"])
    scene.kinds, scene.humans = ["human", "human"], [0, 1]
    app.scenes.reset(scene)
    app.frame([], 1 / 60)
    assert scene.view._sight_at is not None
    actor_sq = scene.view._sight_at[0]
    figs = [(fid, f["pos"]) for fid, f in scene.view_state["figs"].items() if f.get("pos") and not f.get("down")]
    fid, far = max(((fid, pos) for fid, pos in figs if pos != actor_sq),
                   key=lambda x: abs(int(x[1].split(",")[0]) - int(actor_sq.split(",")[0])) +
                   abs(int(x[1].split(",")[1]) - int(actor_sq.split(",")[1])))
    at = scene.view.region_rect(f"fig:{fid}").center
    away = (2, app.screen.get_height() // 2)

    def move(pos):
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))], 1 / 60)

    def line_pixels():
        return sum(pygame.mask.from_threshold(app.screen.convert(24), c, (1, 1, 1, 255)).count()
                   for c in (SIGHT_OK, SIGHT_NO))
    move(away)
    before, painted = pygame.image.tobytes(app.screen, "RGB"), scene.layer.painted
    lines_before = line_pixels()
    move(at)
    scene.tip_hidden = True  # the tip would cover part of the line
    app.frame([], 1 / 60)
    assert scene.marks.hover == f"fig:{fid}" and scene.layer.painted == painted
    assert line_pixels() > lines_before
    for rect, picture in scene.view._fig_cells:  # under the figures: their squares as painted
        assert pygame.image.tobytes(app.screen.subsurface(rect), "RGB") == pygame.image.tobytes(picture, "RGB")
    move(away)
    assert scene.layer.painted == painted and pygame.image.tobytes(app.screen, "RGB") == before


def test_the_legend_under_the_map_names_every_kind_of_mark_it_can_show(app, loaded, view):
    """What each square, zone and token means is always on screen: a legend under the map (the
    map had none; brown numbered boxes, gold diamonds and tinted zones went unexplained). It sits
    clear of the map and of the buttons, and names doors and breakable walls only on maps that
    have them."""
    m = _at(loaded, 40, seed=7)
    audit.start()
    try:
        seen, _ctrl, _marks = _draw(app, view, m)
        texts = {t["text"]: t for t in audit._texts}
    finally:
        audit.stop()
    words = [w for _k, w in view.legend_items(seen)]
    for w in ("heroes' starting zone", "Mastermind's starting zone", "object (number: strength left)",
              "objective token", "rubble", "can advance here (number: AP; amber: with CP)"):
        assert w in words
    for w in words:
        assert w in texts and texts[w]["px"] >= audit.MIN_PX, w
    leg = view.legend_rect
    assert leg.height > 0 and not leg.colliderect(view.board_area) and not leg.colliderect(view.bar)
    lay = view.lay(seen["map"])
    assert ("closed door" in words) == bool(lay["doors"])
    assert ("breakable wall" in words) == any(w["ms"] is not None for w in lay["walls"].values())


@pytest.mark.parametrize("seed,decisions", [(22, 200), (24, 200)])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_late_missions_draw_no_number_under_a_figure_s_disc(user_home, seed, decisions, size):
    """Late in a mission (seeds 22 and 24 at decision 200) a wound badge covered a prone figure's
    letters (drawn at 6-9 px), and an object's strength or a move cost was drawn under a disc that
    spills over its square. The letters now come first (the column lists the wounds), and no
    number is drawn where a disc covers it: no readability problem at either size."""
    from tests.ui import readability as rd
    doc = rd.render(size, 1.0, rd.table("strike_teams", 2, decisions, seed=seed))
    assert not audit.problems(doc), audit.problems(doc)
    assert not [t for t in doc["texts"] if t["role"] == "decor" and t["text"].isalpha()], "every disc named"


def test_a_hero_passing_through_an_ally_s_square_is_drawn_beside_it_both_named(app, loaded, view):
    """Rulebook, Movement: a character may pass through an ally's space but not end there. Seed 26
    at decision 140: Quake stands in Iron Man's square mid-move, and the two discs lay one on the
    other ('IM' over 'Q'). They share the square along its diagonal now, each named and clickable."""
    m, (one, two) = _two_heroes_in_one_square(loaded)
    from game.strike_teams.view_cards import initials
    names = {initials(view.fig_name(one)), initials(view.fig_name(two))}
    audit.start()
    try:
        seen, _ctrl, _marks = _draw(app, view, m)
        texts = [t for t in audit._texts if t["text"] in names and t["role"] == "name"]
    finally:
        audit.stop()
    assert len(texts) == 2 and not pygame.Rect(texts[0]["rect"]).colliderect(pygame.Rect(texts[1]["rect"]))
    a, b = view.region_rect(f"fig:{one}"), view.region_rect(f"fig:{two}")
    assert a is not None and b is not None and a.center != b.center


def _two_heroes_in_one_square(loaded):
    """The computer players' missions (seeds 20-40) played until a hero stands in an ally's square
    mid-move (seed 20 at decision 125 today): (the match, the two heroes)."""
    from game.core.players import SeatView, player_rng
    for seed in range(20, 40):
        m = loaded.start(loaded.setup(["computer", "computer"], seed, None, {}))
        robots = loaded.seat_players(["computer", "computer"])
        for i in range(400):
            if m.over:
                break
            at: dict[str, list[str]] = {}
            for fid, f in m.state["figs"].items():
                c = m.state["chars"][f["char"]]
                if f.get("pos") and not f.get("down") and c["side"] == 0 and c["role"] != "henchman":
                    at.setdefault(f["pos"], []).append(fid)
            shared = [v for v in at.values() if len(v) == 2]
            if shared:
                return Match.from_record(loaded.rules, copy.deepcopy(m.to_record())), tuple(shared[0])
            seat = m.pending["seat"]
            m.apply(robots[seat].choose(SeatView(loaded.rules, m.state, seat), player_rng(m.state, seat, i)))
    pytest.fail("no hero passed through an ally's square")


def test_every_column_is_named_on_the_rulers():
    """A hero spawn point was offered on "B9" (seed 14, 1920x1080) while the rulers named every
    other column (A, C, E, ...) for the sake of the two-letter names at the far end. Each name is
    drawn where it keeps clear of the last: all single letters there. The two-letter names, too wide for
    one square each, went every other one (AA, AC: a spawn point in AD11 had no name over it, seen at
    1280x720); now they go above and below by turns, so every column is named once."""
    from tests.ui import readability as rd
    doc = rd.render((1920, 1080), 1.0, rd.table("strike_teams", 2, 40, seed=14))
    labels = [t for t in doc["texts"] if t["role"] == "label" and t["text"].isalpha()]
    top = {t["text"] for t in labels if t["rect"][1] < 130}
    bottom = {t["text"] for t in labels if t["rect"][1] >= 130}
    assert set("ABCDEFGHIJKLMNOPQRSTUVWXYZ") <= top | bottom
    pairs = sorted(n for n in top | bottom if len(n) == 2)
    assert len(pairs) >= 4 and pairs == ["A" + chr(ord("A") + i) for i in range(len(pairs))], pairs  # none left out
    assert not top & bottom & set(pairs)  # each above or below, by turns


def test_every_figures_name_is_drawn_over_every_disc(monkeypatch):
    """On a small map a disc spills over its square onto its neighbours': three heroes in a
    corridor (seed 7 at 1280x720) read "CAIMQ", each name's last letter under the next disc. The
    map draws every disc, then every name."""
    from game.strike_teams import view as st_view
    from tests.ui import readability as rd
    calls = []
    real_disc, real_name = st_view.disc, st_view.disc_name
    monkeypatch.setattr(st_view, "disc", lambda *a, **k: (calls.append("disc"), real_disc(*a, **k)))
    monkeypatch.setattr(st_view, "disc_name", lambda *a, **k: (calls.append("name"), real_name(*a, **k)))
    rd.render((1280, 720), 1.0, rd.table("strike_teams", 2, 60, seed=7))
    drawn = "".join("D" if c == "disc" else "n" for c in calls)  # one "D...Dn...n" per drawing of the map
    frames = re.findall(r"D+n+", drawn)
    assert frames and "".join(frames) == drawn
    assert all(f.count("D") == f.count("n") >= 2 for f in frames)


def test_a_square_the_team_s_command_points_would_pay_to_reach_says_so_on_hover(app, loaded, view):
    """Agent May with 6 AP and the dial at 1 was walked 7 squares by one click on the board, the
    dial spent without a word; a square beyond her own AP now reads apart (amber) and says why."""
    m, dest, cost = _act_with_a_far_square(loaded)
    p = m.pending
    cid = m.state["figs"][p["figure"]]["char"]
    c = m.state["chars"][cid]
    c["ap"], c["pool"] = cost - 1, 0
    m.state["cp"][p["seat"]] = max(1, m.state["cp"][p["seat"]])
    _draw(app, view, m)
    assert view.own_ap() == cost - 1 and view.reach()[dest] == cost
    assert f"costs {cost} AP (1 of them the team's Command Points)" in view._thing_words(f"cell:{dest}", view.view)
    # a square a click walks to is not refused ("Not now: ... pick a square next to it") in the same hover
    assert not any(t.startswith("Not now") for t, _c in view._notes(f"cell:{dest}"))


def _enemy_one_attack_can_hurt(loaded, view):
    """A hero's or villain's turn with an enemy figure that exactly one of its attacks can hurt
    from where it stands, in a random game between two people: (match, the enemy's ref, the attack)."""
    def enemy(m):
        p = m.pending
        if p["kind"] != "act" or not p.get("figure"):
            return None
        seen = view.view = m.view(p["seat"])  # what draw() keeps, without drawing every decision
        clickable = ChoiceController(seen["pending"]).clickable()
        for fid, f in seen["figs"].items():
            if not f.get("pos") or f.get("down") or seen["chars"][f["char"]]["side"] == p["seat"]:
                continue
            can = [src for src, _prof, here in view._reaching(f"fig:{fid}") if here and max(here) > 0]
            if len(can) == 1 and f"fig:{fid}" not in clickable:
                return f"fig:{fid}", can[0]
    m, (ref, src) = _walk_until(loaded, enemy, seats=("human", "human"))
    return m, ref, src


def test_a_click_on_an_enemy_one_attack_can_hurt_chooses_that_attack_then_the_enemy(app, loaded, view):
    """Clicking the enemy to hit is clicking the thing to affect: with one attack that can hurt it
    the view answers that attack, then the target (or, with ways to aim, narrows the prompt to them)."""
    m, ref, src = _enemy_one_attack_can_hurt(loaded, view)
    seat = m.pending["seat"]
    _seen, _ctrl, marks = _draw(app, view, m)
    assert view.local_click(ref, marks)
    assert view.next_choice(m.pending) == f"use:{src}"
    m.apply(answer(seat, [f"use:{src}"]))
    _draw(app, view, m)
    hits = [o["id"] for o in m.pending["options"] if o["path"][0] == ref]
    assert view.next_choice(m.pending) == (hits[0] if len(hits) == 1 else view.CLICK + ref)
    assert view.next_choice(m.pending) is None  # answered once


def test_the_game_screen_carries_a_click_on_an_enemy_through_to_its_attack(app, loaded, view):
    """The same, through the game screen's clicks and frames: the attack is chosen, then the
    target is (one way to hit it) or the prompt lists the ways to aim at it."""
    from game.ui.scenes.game_scene import GameScene
    m, ref, src = _enemy_one_attack_can_hurt(loaded, view)
    seat, before = m.pending["seat"], len(m.history)
    scene = GameScene(app, loaded, m, viewer=seat)
    scene.kinds, scene.humans = ["human", "human"], [0, 1]
    app.scenes.reset(scene)
    app.frame([], 1 / 60)
    scene.board_click(ref)
    for _ in range(4):
        app.frame([], 1 / 60)
    picks = [h["answer"]["picks"][0] for h in scene.match.history[before:]]
    assert picks[0] == f"use:{src}"
    if len(picks) > 1:
        assert picks[1].startswith(f"target:{ref}")
    else:
        assert scene.ctrl.selected == [ref] and scene.match.pending["kind"] == "target"


@pytest.mark.parametrize("decisions,seed", [(50, 6), (140, 6), (140, 7), (60, 26)])
def test_names_on_neighbouring_discs_never_run_together(decisions, seed):
    """Captain America and Agent May side by side at 1280x720 read "CAAM": two names on neighbouring
    discs touched. A name that would touch one already placed moves up or down within its disc."""
    from tests.ui import readability as rd
    doc = rd.render((1280, 720), 1.0, rd.table("strike_teams", 2, decisions, seed=seed))
    names = [pygame.Rect(t["rect"]) for t in doc["texts"] if t["role"] == "name" and t["rect"][0] < 640
             and 1 < len(t["text"]) <= 3 and t["text"].isupper()]
    assert len(names) >= 4
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not a.inflate(2, 0).colliderect(b), (a, b)


def test_the_team_panel_lists_the_characters_in_the_prompt_s_order_and_the_picks_as_made(app, loaded, view):
    m = Match.start(loaded.rules, loaded.setup(["random", "random"], 3))
    while m.pending["kind"] != "team" or m.pending["seat"] != 0:  # (the Mastermind picks first)
        m.apply({"seat": m.pending["seat"], "picks": [m.pending["options"][0]["id"]]})
    names = {cid: d.name for cid, d in loaded.rules.chars.items() if d.role == "hero"}

    def drawn():
        audit.start()
        try:
            _draw(app, view, m)
            return list(audit._texts)
        finally:
            audit.stop()
    texts = drawn()
    tops = {cid: t["rect"][1] for t in texts for cid in names if t["text"].startswith(names[cid] + ":")}
    prompt = [o["data"]["char"] for o in m.pending["options"]]
    assert sorted(tops, key=tops.get) == prompt  # down the panel as down the buttons beside it
    for cid in ("iron_man", "captain_america"):
        m.apply({"seat": 0, "picks": [next(o["id"] for o in m.pending["options"] if o["data"]["char"] == cid)]})
    assert any("Picked so far: Iron Man, Captain America." in t["text"] for t in drawn())


def test_the_team_panel_counts_figures_and_units_in_words(app, loaded, view):
    """The Mastermind's team pick: "Hydra Soldiers: 3 figures for 1 unit or 6 figures for 2 units"."""
    m = Match.start(loaded.rules, loaded.setup(["random", "random"], 3))
    assert m.pending["kind"] == "team" and m.pending["seat"] == 1  # the Mastermind picks first
    texts = _texts(app, view, m)
    faced = [d for d in loaded.rules.chars.values() if d.faces and d.role != "hero"]
    assert faced
    for d in faced:
        line = next(t for t in texts if t.startswith(d.name + ":"))
        assert " 1 units" not in line and " 1 figures" not in line
        for fc in d.faces:
            assert f"{fc.figures} figure{'s' if fc.figures > 1 else ''} for {fc.unit_points} unit" in line


def test_the_goal_is_on_screen_at_every_offered_scale(user_home, loaded):
    """More OP when the last stage ends wins the mission: the top bar says so, in shorter words where
    the bar is crowded."""
    from game.ui import theme as th
    from game.ui.app import App
    from game.ui.scenes.game_scene import GameScene
    m = _at(loaded, 60, seed=12)
    for scale in th.offered_scales((1280, 720)):
        audit.start()
        app = App((1280, 720), headless=True, ui_scale=scale)
        try:
            scene = GameScene(app, loaded, copy.deepcopy(m), viewer=m.pending["seat"])
            app.scenes.reset(scene)
            app.frame([], 1 / 60)
            goal = [t for t in audit.report("game", scale)["texts"] if t["text"].startswith("Goal: ")]
        finally:
            audit.stop()
            pygame.quit()
        assert goal and not goal[0]["cut"], scale
        assert "OP" in goal[0]["text"]
        if scale == 1.0:
            assert goal[0]["text"] == "Goal: more OP than the other side when Stage 3 ends."


def test_the_character_whose_turn_it_is_reads_acting_and_one_done_reads_acted(app, loaded, view):
    """The column's row for a character mid-turn said "acted" from its first question on; a player
    read that as done. It reads "acting" until the turn ends, then "acted"."""
    m = _at(loaded, 200)  # Quake's turn, three others done this round
    cid = m.state["turn"]["char"]
    assert m.state["chars"][cid].get("activated")
    name = loaded.rules.chars[cid].name
    texts = _texts(app, view, m)
    row = texts[texts.index(next(t for t in texts if t.startswith(name + " (L"))) + 1]
    assert row.endswith("· acting"), row
    done = [c for c, ch in m.state["chars"].items() if ch.get("activated") and c != cid and ch["state"] == "map"]
    assert done
    for c in done:
        r = texts[texts.index(next(t for t in texts if t.startswith(loaded.rules.chars[c].name + " (L"))) + 1]
        assert r.endswith("· acted"), r


def test_the_column_names_the_rivals_and_the_lieutenant_and_says_when_a_card_counts(app, loaded, view):
    """On the table the rivals' and the lieutenant's tokens lie face up on their cards; the column
    named neither (one log line did, which scrolled away). A defeat counts only during its stage."""
    m = _at(loaded, 70, seed=5, stage1="frenemies", stage2="capture_the_lieutenant")
    st = m.state["sc"]
    a, b = (loaded.rules.chars[c].name for c in st[0]["rivals"])
    lieutenant = loaded.rules.chars[st[1]["target"]].name
    text = " ".join(_texts(app, view, m))
    assert f"Heroes: {a} and {b}, the rivals, must each hit the other by the end of" in text
    assert f"Heroes: defeat {lieutenant}, the marked lieutenant during Stage 2." in text


def test_a_card_judged_when_its_stage_ends_says_at_the_end_of():
    from types import SimpleNamespace
    from game.strike_teams.view_column import Column
    col = Column.__new__(Column)
    col.v = SimpleNamespace(rules=SimpleNamespace(chars={}))
    hold = SimpleNamespace(kind="stand_on_tokens", title="Secure the Landing Zone", deadline=None, stage=1)
    assert col._goal(hold, {}) == "stand on every marked square at the end of Stage 1"
    grab = SimpleNamespace(kind="retrieve_tokens", title="Retrieve", deadline=3, stage=2)
    assert col._goal(grab, {}) == "pick up every token by the end of Stage 3"


def test_a_slam_goes_the_way_of_the_square_next_to_the_target_that_is_clicked(app, loaded, view):
    # Rulebook, Slamming Characters: the attacker chooses the direction. Played at 1280x720, the
    # squares beside the slammed figure were not outlined and a click on one did nothing.
    m = _at(loaded, 99, seed=2, mode="tutorial")
    assert m.pending["kind"] == "slam"
    seen, ctrl, marks = _draw(app, view, m)
    target = seen["figs"][m.pending["target"]]["pos"]
    c, r = (int(n) for n in target.split(","))
    for o in m.pending["options"]:
        ref = o["path"][0]
        dx, dy = (int(n) for n in ref[5:].split(","))
        centre = view.cell_rect(c + dx, r + dy).center
        assert ref in view.hit_all(centre), f"{o['label']}: the square {c + dx},{r + dy} does not take the click"
        clicked = ChoiceController(seen["pending"]).click(ref)
        assert clicked.kind == "answer" and clicked.answer["picks"] == [o["id"]]


def test_a_figure_the_hit_defeated_stays_on_its_square_while_its_slam_is_chosen(app, loaded, view):
    # Rulebook, Slamming Characters: a slammed figure is moved even when the hit defeats it. Seed 47
    # at decision 222: the hit takes the target down and the attacker chooses the way; its disc had
    # gone from the map, leaving the ways offered around an empty square.
    m = _at(loaded, 222, seed=47)
    target = m.pending["target"] if m.pending["kind"] == "slam" else None
    assert target and m.state["figs"][target].get("down")
    seen, _ctrl, _marks = _draw(app, view, m)
    at = view.cell_rect(*(int(n) for n in seen["figs"][target]["pos"].split(",")))
    assert f"fig:{target}" in view.hit_all(at.center)


def test_picking_the_next_mission_s_team_shows_the_levels_the_campaign_carried_over(app, loaded, view):
    # Campaign: a character keeps the Levels bought between missions. Played at 1280x720: after
    # raising Agent May to Level 2, the heroes' pick for mission 2 read "Agent May: 1 unit" with no
    # Level, while the Mastermind's column read "(L2)".
    m = _at(loaded, 543, seed=7, mode="campaign", missions=3)
    assert m.pending["kind"] == "level_up"
    assert any(t.startswith("Agent May: Level 1, 8 build points; Level 2 costs 2 OP and gives 10 build points")
               for t in _texts(app, view, m))
    m = _at(loaded, 549, seed=7, mode="campaign", missions=3)
    assert m.pending["kind"] == "team" and m.state["campaign"]["levels"]["agent_may"] == 2
    texts = _texts(app, view, m)
    assert "Agent May: 1 unit · Level 2" in texts
    assert "Captain America: 1 unit · Level 1" in texts


@pytest.mark.parametrize("map_id", ["warehouse_crossroads", "hydra_barracks"])
def test_every_object_s_strength_is_drawn_on_the_widest_maps_at_1280x720(user_home, map_id):
    """Crossroads is 32 squares wide: at 1280x720 a square is 17 px, and the strength of every object
    and every move cost went undrawn (the number's font needed 10% more room than the square). A
    13 px condensed number fills a small square, centred, so neighbouring numbers never run together."""
    from game.core.players import SeatView, player_rng
    from game.ui.scenes.game_scene import GameScene
    from tests.ui import readability as rd
    loaded = open_game("strike_teams", with_user_mods=False)

    def make(app):
        m = loaded.start(loaded.setup(["computer", "computer"], 3, None, {"map": map_id}))
        robots = loaded.seat_players(["computer", "computer"])
        for i in range(40):
            seat = m.pending["seat"]
            m.apply(robots[seat].choose(SeatView(loaded.rules, m.state, seat), player_rng(m.state, seat, i)))
        scene = GameScene(app, loaded, Match.from_record(loaded.rules, copy.deepcopy(m.to_record())),
                          viewer=m.pending["seat"])
        scene.kinds, scene.humans = ["human", "human"], [m.pending["seat"]]
        return scene
    from game.strike_teams.view import xy
    seen = {}
    doc = rd.render((1280, 720), 1.0, make, before_draw=lambda app: seen.update(
        view=app.scenes.top.view, state=app.scenes.top.view_state))
    assert not audit.problems(doc), audit.problems(doc)
    numbers = [t for t in doc["texts"] if t["role"] == "number" and not t.get("hidden")]
    rects = [pygame.Rect(t["rect"]) for t in numbers]
    view, objects = seen["view"], seen["state"]["objects"]
    assert objects and (map_id != "warehouse_crossroads" or view.cell_size() <= 18), view.cell_size()
    for sq, o in objects.items():
        square = view.cell_rect(*xy(sq))
        if view._under_disc(square, "bottomright"):
            continue  # (a figure's disc spills over it: the hover tells it)
        assert any(t["text"] == str(o["ms"]) and square.collidepoint(r.center) for t, r in zip(numbers, rects)), sq
    assert all(t["px"] >= 13 for t in numbers)
    assert not any(a.inflate(2, 0).colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
