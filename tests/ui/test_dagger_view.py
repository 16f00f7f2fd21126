"""The D.A.G.G.E.R. world map: every choice of every kind can be made by clicking the board alone
(the map, the heroes' buttons, the dice tray, the choice list), the nemesis phase plays out one
step at a time and its panel can be skipped, the hover zooms a hero's whole sheet, nothing is
hidden so the team never sees the hand-over screen, and pan and zoom work only over the map."""

import copy

import pygame
import pytest

from game.core.match import Match
from game.core.players import SeatView, player_rng
from game.session import open_game
from game.ui.scenes.game_scene import GameScene
from game.ui.views.base import BoardView
from tests.ui.conftest import click


@pytest.fixture(scope="module")
def loaded():
    return open_game("dagger", with_user_mods=False)


def _scene(app, loaded, seats: int, seed: int = 1, decisions: int = 0) -> GameScene:
    """Every seat a person, after `decisions` decisions taken by the computer team."""
    kinds = ["human"] * seats
    match = loaded.start(loaded.setup(kinds, seed, None, {}))
    robots = loaded.seat_players(["computer"] * seats)
    for i in range(decisions):
        seat = match.pending["seat"]
        match.apply(robots[seat].choose(SeatView(loaded.rules, match.state, seat), player_rng(match.state, seat, i)))
    match = Match.from_record(loaded.rules, copy.deepcopy(match.to_record()))
    scene = GameScene(app, loaded, match)
    app.scenes.reset(scene)
    app.frame([], 1 / 60)
    return scene


def _point_for(scene: GameScene, ref: str) -> tuple[int, int] | None:
    """A point on the board where a click means `ref` (the topmost clickable thing there)."""
    rect = scene.view.region_rect(ref)
    if rect is None:
        return None
    for fx, fy in ((0.5, 0.5), (0.2, 0.5), (0.8, 0.5), (0.5, 0.2), (0.5, 0.8), (0.2, 0.2), (0.8, 0.8)):
        p = (int(rect.left + rect.width * fx), int(rect.top + rect.height * fy))
        if scene.board_rect.collidepoint(p) and scene.pick_ref(scene.view.hit_all(p)) == ref:
            return p
    return None


def _answer_by_board(app, scene: GameScene, option: dict) -> None:
    """Click the option's things on the board, in order, as a person would."""
    refs = option["path"] or [f"opt:{option['id']}"]
    for ref in refs:
        if ref in scene.marks.selected:
            continue  # taken already (the only thing there was to click)
        p = _point_for(scene, ref)
        assert p is not None, f"{ref} of {option['label']!r} cannot be clicked on the board"
        click(app, p)
        app.frame([], 1 / 60)  # the view answers a choice from its list on the next frame
    if option["path"] and scene.ctrl is not None and scene.ctrl.decision["options"] is not None \
            and set(option["path"]) == scene.marks.selected and any(
                o["path"][:len(option["path"])] == option["path"] and len(o["path"]) > len(option["path"])
                for o in scene.ctrl.options):
        # Other options go on from these clicks: the tray offers this one whole.
        p = _point_for(scene, f"opt:{option['id']}")
        assert p is not None, f"{option['label']!r} is not offered once its things are clicked"
        click(app, p)
        app.frame([], 1 / 60)


needs_next_choice = pytest.mark.skipif(not hasattr(BoardView, "next_choice"),
                                       reason="the platform does not yet let a view answer from its own list")


@needs_next_choice
@pytest.mark.parametrize("seats,seed", [(1, 1), (2, 3), (5, 2)])
def test_every_decision_is_answered_by_clicking_the_board_alone(app, loaded, seats, seed):
    scene = _scene(app, loaded, seats, seed)
    m = scene.match
    rng = __import__("random").Random(seed)
    kinds = set()
    for _ in range(120):
        if m.over:
            break
        options = m.pending["options"]
        option = options[rng.randrange(len(options))]
        kinds.add(m.pending["kind"])
        before = len(m.answers)
        _answer_by_board(app, scene, option)
        assert len(m.answers) == before + 1, f"{option['label']!r} was not answered"
        assert m.history[-1]["answer"]["picks"] == [option["id"]]
    assert {"turn", "move"} <= kinds


def test_each_clickable_thing_is_drawn_where_it_can_be_hit(app, loaded):
    for decisions in (0, 12, 40, 90):
        scene = _scene(app, loaded, 3, 1, decisions)
        drawn = {ref for _s, ref in scene.view._regions}
        assert scene.marks.clickable <= drawn, scene.marks.clickable - drawn
        assert all(_point_for(scene, ref) for ref in scene.marks.clickable)


def test_a_team_at_one_screen_never_gets_the_hand_over_screen(app, loaded):
    scene = _scene(app, loaded, 3, 1)
    assert not loaded.rules.hidden_information
    for _ in range(30):
        seat = scene.match.pending["seat"]
        o = scene.match.pending["options"][0]
        scene.apply({"seat": seat, "picks": [o["id"]]})
        assert app.scenes.top is scene, "a hand-over screen came up"
        assert scene.viewer == scene.match.pending["seat"] and scene.ctrl is not None


def test_the_nemesis_phase_plays_one_step_at_a_time_and_can_be_skipped(app, loaded):
    from game.dagger.view_panels import NemesisStory
    story = NemesisStory()
    events = [{"kind": "nemesis_phase", "text": "The nemesis phase begins."},
              {"kind": "threat", "text": "Threat +4 (threat value 3, 1 enemy in play): now 4."},
              {"kind": "spawn", "text": "An agent spawns in South America (4).", "enemy": 3, "space": "4"},
              {"kind": "round", "text": "Round 2 begins."}]
    story.add(events, lambda: 700)
    assert story.open and story.shown == 0 and len(story.steps) == 4
    story.tick(story.next_at)
    assert story.shown == 1
    story.tick(story.next_at - 0.01)
    assert story.shown == 1, "the next step waits for the pacing"
    story.tick(story.next_at)
    story.tick(story.next_at)
    assert story.current()["kind"] == "spawn" and story.spaces() == {"4"} and story.pieces() == {"enemy:3"}
    story.skip()
    assert story.shown == 4 and not story.playing()
    instant = NemesisStory()
    instant.add(events, lambda: 0)
    assert instant.shown == 4, "instant pacing shows the whole phase at once"


def test_the_nemesis_phase_box_goes_away_once_the_heroes_act_after_reading_it():
    from game.dagger.view_panels import NemesisStory
    story = NemesisStory()
    story.add([{"kind": "nemesis_phase", "text": "The nemesis phase begins."},
               {"kind": "round", "text": "Round 2 begins."}], lambda: 700)
    story.add([{"kind": "move", "text": "Jericho moves to Europe."}], lambda: 700)
    assert story.open, "still playing: a hero's move does not cut the phase short"
    story.skip()
    story.add([{"kind": "move", "text": "Jericho moves to Asia."}], lambda: 700)
    assert not story.open, "shown whole and ended: the next round's first action closes it"


def test_the_nemesis_phase_panel_shows_over_the_map_and_closes(app, loaded):
    scene = _scene(app, loaded, 2, 1, 30)
    view = scene.view
    view.story.add([{"kind": "nemesis_phase", "text": "The nemesis phase begins."},
                    {"kind": "threat", "text": "Threat +2: now 2."}], lambda: 0)
    app.frame([], 1 / 60)
    panel = view.region_rect("np:panel")
    assert panel is not None and view.map_area.contains(panel)
    click(app, view.region_rect("np:close").center)
    app.frame([], 1 / 60)
    assert view.region_rect("np:panel") is None


def test_hovering_a_hero_zooms_its_whole_sheet(app, loaded):
    scene = _scene(app, loaded, 2, 1, 30)
    view = scene.view
    tip = view.tip("hero:0", scene.view_state)
    assert tip is not None and tip.image is not None
    h = scene.view_state["heroes"][0]
    from game.dagger import view_cards as vc
    words = " ".join(t for t, _s in vc.hero_blocks(loaded.rules.book, h, []))
    hero = loaded.rules.book.heroes[h["id"]]
    assert hero.name in words and all(a.text in words for a in hero.abilities)


def test_right_drag_pans_only_over_the_map(app, loaded):
    scene = _scene(app, loaded, 2, 1, 10)
    view = scene.view
    z = view.camera.zoom
    x0 = view.camera.offset.x
    inside = view.map_area.center
    outside = view.column.center
    assert not view.camera.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=outside, button=3),
                                        view.map_area)
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=inside, button=3))
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(inside[0] + 40, inside[1]), rel=(40, 0),
                                         buttons=(0, 0, 1)))
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(inside[0] + 40, inside[1]), button=3))
    assert view.camera.offset.x == x0 + 40 and view.camera.zoom == z


@pytest.mark.parametrize("seats,decisions,scale", [(5, 300, 1.5), (5, 358, 1.0), (3, 90, 1.5), (1, 150, 1.0)])
def test_late_tables_read_at_1280x720(user_home, seats, decisions, scale):
    """Later positions than the general readability test: long mission names, crowded columns,
    the nemesis phase's panel open over the map."""
    from game.ui import audit
    from tests.ui import readability as rd

    def open_story(app):
        view = app.scenes.top.view
        view.story.add([{"kind": "nemesis_phase", "text": "The nemesis phase begins."},
                        {"kind": "threat", "text": "Threat +5 (the nemesis's threat value 3, 2 enemies in play 2): "
                                                   "now 9."}], lambda: 0)
    doc = rd.render((1280, 720), scale, rd.table("dagger", seats, decisions, seed=2), before_draw=open_story)
    assert doc["screen"] in ("game", "results")
    found = audit.problems(doc)
    assert not found, "\n".join(found[:10])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats,decisions,seed", [(2, 6, 5), (5, 120, 2), (1, 150, 1)])
def test_every_space_and_the_iliad_is_named_on_the_map(user_home, size, seats, decisions, seed):
    """A player reads where everything is without hovering: every space's name, and the Iliad's
    (a base the heroes start on), is drawn on the map at both window sizes, whole or in its short
    form (W. Europe). At 1280x720 Eastern Europe, Middle East and the Indian Ocean used to go
    unnamed, crowded out by their neighbours' names, and the Iliad was a white badge with no name."""
    from tests.ui import readability as rd
    doc = rd.render(size, 1.0, rd.table("dagger", seats, decisions, seed=seed))
    named = {t["text"] for t in doc["texts"] if t["role"] == "name" and not t.get("hidden")}
    from game.dagger.view import short_name
    from game.dagger.view_data import map_layout
    spaces = {sp["name"] for sp in map_layout(open_game("dagger", with_user_mods=False).rules.book)["spaces"]}
    missing = sorted(n for n in spaces if n not in named and short_name(n) not in named)
    assert not missing, f"unnamed at {size}: {missing}"
    assert "The Iliad" in named



def test_a_computer_move_that_logs_nothing_yet_says_what_it_chose(app, loaded):
    """A computer hero's choice that changes nothing yet (an action begun at a base) showed only
    'Last move by Player 2 (computer): decided.'; it now names the option the computer took."""
    scene = _scene(app, loaded, 2, seed=5)
    robots = loaded.seat_players(["computer"] * 2)
    for i in range(300):
        m = scene.match
        seat = m.pending["seat"]
        answer = robots[seat].choose(SeatView(loaded.rules, m.state, seat), player_rng(m.state, seat, i))
        probe = Match.from_record(loaded.rules, copy.deepcopy(m.to_record()))
        silent = not any(e.get("text") for e in probe.apply(answer))
        if silent and not m.pending.get("secret"):
            label = next(o["label"] for o in m.pending["options"] if o["id"] in answer["picks"])
            assert scene.apply(answer, by_computer=True)
            stop = "" if label.endswith(".") else "."  # one full stop, never two
            assert scene.last_move_text == f"Last move by {scene.names[seat]}: {label}{stop}"
            return
        scene.apply(answer)
    pytest.fail("no silent computer move in 300 decisions")


def test_the_first_strike_is_named_as_such_in_the_nemesis_slot(app, loaded):
    from game.dagger.view_panels import _boxes
    scene = _scene(app, loaded, 2, 11, 12)  # set-up done: the first strike lies on the nemesis deck
    m = scene.view_state["missions"]["nemesis"]
    assert loaded.rules.book.mission_kind[m["id"]] == "first_strike"
    kinds = {ref: kind for ref, kind, _name, _data in _boxes(scene.view, scene.view_state)}
    assert kinds["mission:nemesis"] == "First strike"


def test_each_mission_box_says_what_the_mission_asks_first(app, loaded):
    """Under its name a mission's box shows what to do ("Defy in Western Europe or the Middle…"),
    as much as fits at 1280x720; the hover shows the whole card."""
    from game.ui import audit
    scene = _scene(app, loaded, 2, 11, 12)
    audit.start()
    try:
        app.frame([], 1 / 60)
        texts = [t for t in audit._texts if t["role"] == "rules"]
    finally:
        audit.stop()
    missions = scene.view_state["missions"].values()
    assert len(missions) >= 2
    for m in missions:
        first = m["text"].split()[:2]  # "Defy in", "Defeat the": the instruction leads every text
        assert first[0] in ("Defy", "Defeat", "Take", "Rest", "Completed", "Damage")
        assert any(t["shown"].startswith(" ".join(first)) for t in texts), m["name"]
    # so every mission's text opens with what to do, its story after
    assert all(m.text.split()[0] in ("Defy", "Defeat", "Take", "Rest", "Completed", "Damage")
               for m in loaded.rules.book.missions.values())


def test_a_space_clicked_on_the_heros_turn_asks_for_a_move_and_becomes_its_destination(app, loaded):
    """Seen in a real window: a click on the Arctic on Yelena's turn said only 'That is not one of the choices
    now.' A person clicks where the hero should go: the toast says a Move comes first, and once a token goes
    on Move the clicked space is where the hero goes, without being asked again."""
    from game.dagger import board
    scene = _scene(app, loaded, 1, seed=4)
    for _ in range(30):
        d = scene.ctrl.decision
        if d["kind"] == "turn" and any(o["id"].startswith("a:move:") for o in d["options"]):
            break
        scene.press(d["options"][0]["id"])
        app.frame([], 1 / 60)
    s = scene.match.state
    h = d["hero"]
    here = s["heroes"][h]["space"]
    far = board.within(loaded.rules.book, s, here, 2)
    sid = next(k for k, dist in sorted(far.items(), key=lambda kv: -kv[1]) if dist == 2)
    distant = next(k for k, dist in board.distances(loaded.rules.book, s, here).items() if dist == 4)
    click(app, _point_for(scene, f"space:{distant}"))
    app.frame([], 1 / 60)
    assert app.toast.text.endswith("is 4 steps away: a Move goes up to 2."), app.toast.text
    p = _point_for(scene, f"space:{sid}")
    assert p is not None
    click(app, p)
    app.frame([], 1 / 60)
    assert app.toast.text.startswith("Choose a token for Move first") and "2 steps away" in app.toast.text
    before = len(scene.match.answers)
    scene.press("a:move:std")
    for _ in range(3):
        app.frame([], 1 / 60)
    assert [a["picks"][0] for a in scene.match.answers[before:]] == ["a:move:std", f"space:{sid}"]
    assert scene.match.state["heroes"][h]["space"] == sid


def test_an_enemy_clicked_on_the_heros_turn_asks_for_a_fight_or_says_where_it_is(app, loaded):
    """The same for a fight: an enemy elsewhere is named with its space; one in the hero's space asks for a
    token on Fight, which then attacks it."""
    scene = _scene(app, loaded, 1, seed=4)
    for _ in range(30):
        d = scene.ctrl.decision
        if d["kind"] == "turn":
            break
        scene.press(d["options"][0]["id"])
        app.frame([], 1 / 60)
    s = scene.match.state
    h = d["hero"]
    e = next(e for e in s["enemies"] if e["space"] != s["heroes"][h]["space"])
    why = loaded.rules.explain(s, d["seat"], [f"enemy:{e['u']}"])
    assert "fights only in their own space (Move there first)" in why, why
    scene.press("a:move:std")
    app.frame([], 1 / 60)
    scene.press(f"space:{e['space']}")  # the enemy stays put until the nemesis phase
    for _ in range(40):
        app.frame([], 1 / 60)
        d = scene.ctrl.decision
        if d["kind"] == "turn" and d["hero"] == h:
            break
        rest = [o["id"] for o in d["options"] if o["id"].startswith("a:rest:")]
        scene.press(rest[0] if rest else d["options"][0]["id"])
    s = scene.match.state
    assert s["heroes"][h]["space"] == e["space"] and any(x["u"] == e["u"] for x in s["enemies"])
    click(app, _point_for(scene, f"enemy:{e['u']}"))
    app.frame([], 1 / 60)
    assert app.toast.text.startswith("Choose a token for Fight first"), app.toast.text
    before = len(scene.match.answers)
    scene.press("a:fight:std")
    for _ in range(3):
        app.frame([], 1 / 60)
    picks = [a["picks"][0] for a in scene.match.answers[before:]]
    assert picks[0] == "a:fight:std" and (len(picks) == 1 or picks[1] == f"enemy:{e['u']}"), picks


def test_the_goal_names_the_first_strike_while_it_is_up_and_every_way_to_lose(loaded):
    """Rulebook: the heroes lose at threat 20, with all bases overrun, with no event to draw, with
    every hero out, and (a hero eliminated) when the showdown has not begun by the next hero phase's
    end. The top bar said three of those, and 'three missions' while the first strike was up."""
    from game.dagger.view_panels import goal_text
    m = Match.start(loaded.rules, loaded.setup(["random", "random"], 1, options={"first_strike": "fs_hydra"}))
    while not (m.state["nm_deck"] and m.state["nm_deck"][0] == "fs_hydra" and m.state["phase"] == "hero"):
        m.apply({"seat": m.pending["seat"], "picks": [m.pending["options"][0]["id"]]})
    view = m.view(None)
    text = goal_text(None, view)
    nem = view["nemesis"]["name"]
    assert text.startswith(f"Goal: get through the first strike and {nem}'s three missions, then defeat {nem}")
    for way in ("threat 20", "every base overrun", "the events run out", "every hero is out"):
        assert way in text
    view = dict(view, nemesis_deck=view["nemesis_deck"][1:], deadline=4)
    text = goal_text(None, view)
    assert "first strike" not in text and f"{nem}'s three missions" in text
    assert "the showdown must begin by the end of round 4's hero phase" in text


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_legend_says_what_the_lettered_link_ends_mean(user_home, size):
    """The map's long links are drawn as two stubs with the same letter (A, B, C) at their ends; the
    legend, always on screen, says that one letter marks two linked spaces."""
    from tests.ui import readability as rd
    doc = rd.render(size, 1.0, rd.table("dagger", 2, 6, seed=5))
    shown = [t for t in doc["texts"] if t["text"] == "Same letter: linked spaces"]
    assert shown and not shown[0].get("hidden") and not shown[0]["cut"]
    letters = {t["text"] for t in doc["texts"] if t["role"] == "label" and len(t["text"]) == 1}
    assert {"A", "B", "C"} <= letters


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_nemesis_phase_panel_shows_a_long_step_whole(user_home, size):
    """The final showdown's opening step (the nemesis's showdown text and its suppression rule) ran
    to seven lines at 1280x720 and the panel kept only its last five: it began mid-sentence with
    'begins! The Red Skull fights...'. The step being shown is drawn whole."""
    from tests.ui import readability as rd
    book = open_game("dagger", with_user_mods=False).rules.book
    n = book.nemeses["red_skull"]
    opening = f"The final showdown against {n.name} begins! {n.showdown.text} {n.showdown.suppression_text}"

    def open_story(app):
        app.scenes.top.view.story.add([{"kind": "nemesis_phase", "text": "The nemesis phase begins."},
                                       {"kind": "threat", "text": "Threat +3 (the nemesis's threat value 3): now 9."},
                                       {"kind": "showdown", "text": opening}], lambda: 0)
    doc = rd.render(size, 1.0, rd.table("dagger", 2, 30, seed=1), before_draw=open_story)
    drawn = " ".join(t["text"] for t in doc["texts"] if t["role"] == "log" and not t.get("hidden"))
    assert " ".join(opening.split()) in " ".join(drawn.split())


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_teammate_waiting_shows_its_tokens_left_and_its_cards(user_home, size):
    """A cooperative team plans together: while one hero acts, the other's box (room allowing) shows
    the aspect tokens it has left and its support and team-up cards, each hoverable like the acting
    hero's; its actions and abilities stay with the acting hero. Before, a waiting hero showed its
    name, aspect and place only."""
    from tests.ui import readability as rd
    captured = {}

    def look(app):
        scene = app.scenes.top
        captured["view"] = scene.view_state
        captured["regions"] = {ref for _shape, ref in scene.view._regions}
    doc = rd.render(size, 1.0, rd.table("dagger", 2, 20, seed=12), before_draw=look)
    view = captured["view"]
    waiting = next(h for h in view["heroes"] if not h["turn"])
    drawn = {t.get("full") or t["text"] for t in doc["texts"] if t["role"] == "button" and not t.get("hidden")}
    assert f"Standard ×{waiting['standard']}" in " ".join(drawn) or waiting["standard"] == 0
    for c in waiting["supports"]:
        assert any(d.startswith(c["name"]) for d in drawn), (c["name"], drawn)
        assert f"support:{c['id']}" in captured["regions"]
    assert any(d.startswith(waiting["team_up"]["name"]) for d in drawn)
