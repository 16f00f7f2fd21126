"""The Vs. System table: drawn from the seat's view, every choice clickable where it is drawn and
named in words for the prompt; the combat shown as a stack with whose turn it is to respond and
ATK against DEF before the strikes; protection shown and explained; KO piles browsable; hidden
cards never drawn; every text readable through the text audit (4 seats, a combat, a crowded table);
the hover zoom shows a whole card at 18 px or more."""

import copy
from functools import lru_cache

import pygame
import pytest

from game.core.match import Match
from game.core.players import SeatView, player_rng
from game.session import open_game
from game.ui import audit
from game.ui.controller import ChoiceController
from game.ui.views.base import Marks


@lru_cache(maxsize=None)
def _loaded():
    return open_game("vs_system", with_user_mods=False)


@lru_cache(maxsize=None)
def _record(decisions: int, seats: int = 2, seed: int = 1):
    """A game computer seats played for `decisions` decisions (its record)."""
    loaded = _loaded()
    kinds = ["computer"] * seats
    m = loaded.start(loaded.setup(kinds, seed, None, {}))
    robots = loaded.seat_players(kinds)
    for i in range(decisions):
        if m.over:
            break
        seat = m.pending["seat"]
        m.apply(robots[seat].choose(SeatView(loaded.rules, m.state, seat), player_rng(m.state, seat, i)))
    return m.to_record()


def _match(decisions: int, seats: int = 2, seed: int = 1) -> Match:
    return Match.from_record(_loaded().rules, copy.deepcopy(_record(decisions, seats, seed)))


def _team_attack_with_a_twist() -> Match:
    """Seed 1 at its 101st decision: seat 0 attacks with two characters of a team, then plays a plot
    twist in the exchange (the position the real-window test plays by mouse)."""
    m = _match(101)
    for prefix in ("a:", "+:", "d:", "t:"):
        o = next(o for o in m.pending["options"] if o["id"].startswith(prefix) and (
            prefix != "a:" or _has_mate(m, o["id"])))
        m.apply({"seat": 0, "picks": [o["id"]]})
    return m


def _has_mate(m: Match, attack: str) -> bool:
    trial = Match.from_record(m.rules, copy.deepcopy(m.to_record()))
    trial.apply({"seat": 0, "picks": [attack]})
    return any(o["id"].startswith("+:") for o in trial.pending["options"])


@pytest.fixture
def vs(app):
    from game.vs_system.view import VsSystemView
    view = VsSystemView(_loaded(), app.theme, ["Ann", "Bob (computer)", "Cy", "Di"])
    view.set_rect(pygame.Rect(0, 46, 942, 674), app.theme)
    return view


@pytest.fixture
def audited():
    audit.start()
    yield
    audit.stop()


def _draw(app, view, seen, marks=None):
    """Draw through the audit: the texts and the regions."""
    audit.new_frame()
    view.draw(app.screen, seen, marks or Marks())
    return audit.report("game")["texts"], [(pygame.Rect(r), ref) for r, ref in view._regions]


def _texts_of(app, picture):
    audit.new_frame()
    app.screen.fill((0, 0, 0))
    audit.blit(app.screen, picture, (0, 0))
    return audit.report("tip")["texts"]


# -- clicks ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seats,points", [(2, (0, 3, 8, 19, 22, 60, 122)), (4, (21, 92, 97, 101))])
def test_every_choice_is_drawn_where_a_click_reaches_it_and_named_for_the_prompt(app, vs, seats, points):
    for decisions in points:
        m = _match(decisions, seats)
        seat = m.pending["seat"]
        seen = m.view(seat)
        ctrl = ChoiceController(seen["pending"])
        marks = Marks(clickable=ctrl.clickable())
        vs.draw(app.screen, seen, marks)
        drawn = {ref for _shape, ref in vs._regions}
        assert marks.clickable <= drawn, f"{seen['pending']['kind']}: not drawn {marks.clickable - drawn}"
        for i, (shape, ref) in enumerate(vs._regions):
            covered = any(s2.collidepoint(shape.center) for s2, _r in vs._regions[i + 1:])
            if not covered:
                assert vs.hit(shape.center) == ref, f"a click on {ref} reaches {vs.hit(shape.center)}"
        for o in seen["pending"]["options"]:
            for ref in o["path"]:
                assert vs.ref_name(ref, seen), f"{ref} has no name for the prompt"


def test_an_attack_is_clicked_attacker_then_teammate_then_defender(app, vs):
    m = _match(101)
    seen = m.view(0)
    ctrl = ChoiceController(seen["pending"])
    attack = next(o for o in seen["pending"]["options"] if o["id"].startswith("a:") and _has_mate(m, o["id"]))
    assert ctrl.click(attack["path"][0]).kind == "answer"
    m.apply({"seat": 0, "picks": [attack["id"]]})
    seen = m.view(0)
    ctrl = ChoiceController(seen["pending"], explain=lambda path: m.rules.explain(m.state, 0, path))
    marks = Marks(clickable=ctrl.clickable())
    vs.explain = ctrl.explain
    texts, regions = _draw(app, vs, seen, marks)
    mates = [o["path"][0] for o in seen["pending"]["options"] if o["id"].startswith("+:")]
    foes = [o["path"][0] for o in seen["pending"]["options"] if o["id"].startswith("d:")]
    assert mates and foes and set(mates + foes) <= marks.clickable
    r = ctrl.click(mates[0])
    assert r.kind == "answer" and r.answer["picks"][0].startswith("+:"), "a teammate click adds it to the attack"


def test_a_protected_enemy_says_so_on_the_table_and_why_on_hover(app, vs, audited):
    m = _match(101)
    s = m.state
    attack = next(o for o in m.pending["options"] if o["id"].startswith("a:"))
    m.apply({"seat": 0, "picks": [attack["id"]]})
    foes = [u for u, c in s["ch"].items() if c["ctrl"] == 1 and c["face"] == "up"]
    front = [u for u in foes if s["ch"][u]["row"] == "front"]
    assert front, "the enemy has a face-up character in the front row"
    back = next((u for u in foes if s["ch"][u]["row"] == "back" and not s["ch"][u]["main"]), None) or \
        next(u for u in foes if u not in front)
    s["ch"][back]["row"] = "back"
    seen = m.view(0)
    seen["pending"] = copy.deepcopy(s["pending"])
    ctrl = ChoiceController(seen["pending"], explain=lambda path: m.rules.explain(m.state, 0, path))
    vs.explain = ctrl.explain
    texts, regions = _draw(app, vs, seen, Marks(clickable=ctrl.clickable()))
    tile = next(r for r, ref in regions if ref == f"char:{back}")
    on_tile = [t["text"].replace("\u00a0", " ") for t in texts if tile.contains(pygame.Rect(t["rect"]))]
    assert f"char:{back}" not in ctrl.clickable(), "the back row is protected"
    assert "protected" in on_tile, on_tile
    words = " ".join(t["text"] for t in _texts_of(app, vs.tip(f"char:{back}", seen).image))
    assert "protected by a face-up character in the front row" in words


# -- the combat -----------------------------------------------------------------------------------
def test_the_combat_shows_as_a_stack_with_whose_turn_and_the_strikes_before_they_happen(app, vs, audited):
    m = _team_attack_with_a_twist()
    seen = m.view(m.pending["seat"])
    texts, _regions = _draw(app, vs, seen)
    words = " ".join(t["text"] for t in texts)
    cb = seen["combat"]
    assert len(cb["att"]) == 2 and cb["plays"] and cb["plays"][0]["kind"] == "plot_twist"
    assert "team attack" in words and "The exchange, newest first:" in words
    twist = vs.faces.name(cb["plays"][0]["id"])
    assert f"Ann played {twist}" in words, "the plot twist is on the stack, by who played it"
    assert "Ann attacked:" in words, "the attack is at the bottom of the stack"
    assert f"To respond: {vs.short_label(cb['to_act'])}" in words
    dfd = next(c for c in seen["chars"] if c["uid"] == cb["def"])
    total = sum(max(0, c["atk"]) for c in seen["chars"] if c["uid"] in cb["att"])
    assert f"{total} ATK vs {vs.faces.name(dfd['id'])}'s DEF {dfd['def']}" in words, "ATK against DEF, before"
    assert words.count("attacking") == 2 and "defending" in words



def test_a_defender_stunned_in_the_combat_is_still_named_in_the_attack(app, vs, audited):
    from game.vs_system.stun import leave_combat
    m = _team_attack_with_a_twist()
    s = m.state
    dfd = s["combat"]["def"]
    s["ch"][dfd]["face"] = "stun"  # struck: stunned characters leave the combat but stay on the table
    leave_combat(s, dfd)
    seen = m.view(m.pending["seat"])
    words = " ".join(t["text"] for t in _draw(app, vs, seen)[0]).replace("\u00a0", " ")
    assert f"against {vs.faces.name(s['cards'][dfd][0])} ({vs.short_label(s['combat']['dseat'])}, stunned)" in words
    assert "gone from play" not in words


def test_the_goal_stays_on_screen_in_a_combat_and_a_game_ended_mid_combat_says_how(app, vs, audited, user_home):
    m = _team_attack_with_a_twist()
    seen = m.view(m.pending["seat"])
    seen["result"] = {"winners": [0], "draw": False, "summary": "Ann wins on turn 9: every enemy main character is KO'd."}
    words = " ".join(t["text"] for t in _draw(app, vs, seen)[0])
    assert "Game over:" in words and "The exchange" not in words and "nobody" not in words
    doc, _view = _render((1280, 720), 1.0, m, m.pending["seat"])  # last: it closes pygame
    assert any("KO every enemy main character" in t["text"] for t in doc["texts"])


@pytest.mark.parametrize("scale", [1.1, 1.25, 1.5])
def test_in_a_combat_the_goal_stays_in_the_top_bar_at_a_larger_scale_in_fewer_words(user_home, scale):
    m = _team_attack_with_a_twist()
    doc, _view = _render((1280, 720), scale, m, m.pending["seat"])
    goal = [t for t in doc["texts"] if t["text"].startswith("Goal: KO") and not t.get("hidden")]
    assert goal and not goal[0]["cut"]


@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1280, 720), 1.25), ((1280, 720), 1.5),
                                        ((1920, 1080), 1.0), ((1920, 1080), 1.5)])
def test_a_combat_in_progress_is_readable_at_every_size(user_home, size, scale):
    for m in (_team_attack_with_a_twist(), _match(101, 4)):
        doc, _view = _render(size, scale, m, m.pending["seat"])
        found = audit.problems(doc)
        assert not found, "\n".join(found[:10])


def _render(size, scale, match, viewer):
    """The game screen for `match` seen by `viewer`, through the text audit."""
    from game.ui.app import App
    from game.ui.scenes.game_scene import GameScene
    audit.start()
    app = App(size, headless=True, ui_scale=scale)
    try:
        scene = GameScene(app, _loaded(), match, viewer=viewer)
        scene.kinds = ["human"] * len(match.state["players"])
        scene.humans = [viewer]
        app.scenes.reset(scene)
        app.frame([], 1 / 60)
        app.frame([], 1 / 60)
        return audit.report("game", scale), app.scenes.top.view
    finally:
        audit.stop()
        pygame.quit()


def test_a_crowded_table_and_a_full_hand_stay_readable(user_home):
    m = _match(101, 4)
    s = m.state
    seat = m.pending["seat"]
    rules = m.rules
    for k in range(8):  # eight more characters on the table, two per seat, and a hand of twelve
        p = s["players"][k % 4]
        uid = next(u for u in p["deck"] if rules.book.defs[s["cards"][u][0]].type == "supporting_character")
        p["deck"].remove(uid)
        s["ch"][uid] = {"ctrl": k % 4, "row": "front" if k < 4 else "back", "face": "up", "ready": True, "w": 0,
                        "c": 0, "main": False, "eq": None}
    hand = s["players"][seat]["hand"]
    while len(hand) < 12:
        hand.append(s["players"][seat]["deck"].pop())
    for size, scale in (((1280, 720), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.0)):
        doc, view = _render(size, scale, m, seat)
        found = audit.problems(doc)
        assert not found, f"{size} {scale}:\n" + "\n".join(found[:10])
        drawn = {ref for _s, ref in view._regions}
        assert all(f"char:{u}" in drawn for u in s["ch"]), "every character is on the table"
        assert all(f"hand:{u}" in drawn for u in hand), "every card of the hand is drawn (as a card or a name)"


# -- what is hidden, what is browsable ---------------------------------------------------------------------
def test_other_hands_and_face_down_resources_are_never_drawn(app, vs, audited):
    m = _match(122)
    seat = m.pending["seat"]
    other = 1 - seat
    texts, regions = _draw(app, vs, m.view(seat))
    refs = {ref for _r, ref in regions}
    assert not any(f"hand:{u}" in refs for u in m.state["players"][other]["hand"])
    down = [u for u, up in m.state["players"][other]["res"] if not up]
    assert down and not any(f"res:{u}" in refs for u in down), "another's face-down resources are backs"
    words = " ".join(t["text"] for t in texts)
    assert f"{len(down)} face down" in words


def test_nothing_unclickable_is_framed_in_the_clickable_yellow(app, vs):
    """The prompt's key says a yellow outline means "you may click it": with nothing clickable, no tile
    (a main character's frame) and no side (the one deciding) may be outlined in anything like it."""
    from game.ui import theme as th
    m = _match(60)
    _draw(app, vs, m.view(m.pending["seat"]))
    board = app.screen.subsurface(vs.rect)
    yellowish = pygame.mask.from_threshold(board, th.HIGHLIGHT, (24, 24, 40, 255))
    frames = [r for r in yellowish.get_bounding_rects() if r.width >= 100 and r.height >= 40]
    assert not frames, f"outlined in yellow: {frames}"
    mains = [r for r, ref in vs._regions if ref.startswith("char:") and m.state["ch"][ref[5:]]["main"]]
    assert len(mains) == 2, "both main characters are on the table"


def test_a_ko_pile_opens_to_browse_and_closes_on_click(app, vs):
    m = _match(122)
    seen = m.view(0)
    vs.draw(app.screen, seen, Marks())
    assert "kopile:1" in {ref for _s, ref in vs._regions}
    assert vs.local_click("kopile:1", Marks())
    vs.draw(app.screen, seen, Marks())
    cards = [ref for _s, ref in vs._regions if ref.startswith("browse:") and ref != "browse:close"]
    assert len(cards) == len(seen["players"][1]["ko"]) > 0, "every card of the pile is spread out"
    assert vs.local_click("browse:close", Marks()) and vs.browse is None


def test_the_next_level_shows_with_its_xp_and_zooms_on_hover(app, vs, audited):
    m = _match(60)
    seen = m.view(0)
    texts, regions = _draw(app, vs, seen)
    p = seen["players"][1]
    assert any(t["text"].startswith("next:") and f"XP {p['xp']}" in t["text"] for t in texts)
    words = " ".join(t["text"] for t in _texts_of(app, vs.tip("aside:1", seen).image))
    assert vs.faces.name(p["aside"][1]) in words and f"{p['xp']} XP" in words


# -- hover zoom --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", ["loki", "heimdall", "ultron_l1", "friend_from_work", "sokovia"])
def test_the_hover_zoom_shows_a_whole_card_at_18_px_or_more(app, vs, audited, card_id):
    card = _loaded().content.get("cards", card_id)
    tip = vs.card_tip(card_id)
    texts = _texts_of(app, tip.image)
    assert all(t["px"] >= audit.ZOOM_MIN_PX for t in texts if t["role"] != "decor"), \
        [(t["text"], t["px"]) for t in texts if t["px"] < audit.ZOOM_MIN_PX]
    assert not any(t["cut"] for t in texts)
    names = " ".join(t["text"] for t in texts if t["role"] == "name")
    assert names.split() == card.name.split()
    rules = " ".join(t["text"] for t in texts if t["role"] == "rules")
    for p in card.powers:
        assert " ".join(p.text.split()) in " ".join(rules.split()), f"{p.name}'s text is there whole"
    assert tip.image.get_height() <= 720


def test_hovering_a_character_says_what_is_true_of_it_now(app, vs, audited):
    m = _match(122)
    seen = copy.deepcopy(m.view(0))
    ch = next(c for c in seen["chars"] if c["main"] and c["face"] == "up")
    ch.update(counters=2, wounds=1, ready=False)
    words = " ".join(t["text"] for t in _texts_of(app, vs.tip(f"char:{ch['uid']}", seen).image))
    assert f"Now ATK {ch['atk']} / DEF {ch['def']}" in words and "2 +1/+1 counters" in words
    assert f"Wounds 1 of health {ch['health']}" in words and "Exhausted" in words


def test_a_card_sharing_the_main_characters_name_is_marked_power_up_only(app, vs, audited):
    m = _match(60)
    seat = m.pending["seat"]
    s = m.state
    main = next(c for c in s["ch"].values() if c["main"] and c["ctrl"] == seat)
    names = m.rules.book.defs[s["cards"][next(u for u, c in s["ch"].items() if c is main)][0]].names
    same = next(d.id for d in m.rules.book.defs.values() if d.type == "supporting_character" and d.names & names)
    s["cards"]["c999"] = [same, seat]
    s["players"][seat]["hand"].append("c999")
    texts, _regions = _draw(app, vs, m.view(seat))
    assert any(t["text"].startswith("Power-up only") for t in texts)


def test_while_setting_up_no_player_is_shown_to_play_only_the_one_deciding(app, vs, audited):
    """Rulebook, Setting Up: the player picked at random chooses who goes first. The table read
    'Player 1 (to play)' while Player 2 chose, before any turn had begun."""
    m = _match(0, seed=11)
    seat = m.pending["seat"]
    texts, _regions = _draw(app, vs, m.view(seat))
    said = " ".join(t["text"] for t in texts)
    assert "(to play)" not in said and "(deciding)" in said
    while m.view(0)["turn"]["n"] == 0:
        m.apply({"seat": m.pending["seat"], "picks": [m.pending["options"][0]["id"]]})
    texts, _regions = _draw(app, vs, m.view(m.pending["seat"]))
    assert "(to play)" in " ".join(t["text"] for t in texts), "once the first turn begins"


def test_the_combat_panel_never_has_a_flight_defender_strike_falcon_back():
    """Card facts: characters with Flight can't strike Falcon, attacking or defending. With Falcon
    attacking a defender with Flight, the panel said the defender would strike him back."""
    from types import SimpleNamespace

    from game.vs_system.view_combat import forecast
    names = {"falcon": "Falcon", "jet": "Jet"}
    v = SimpleNamespace(faces=SimpleNamespace(name=names.get),
                        has_static=lambda cid, kind: cid == "falcon" and kind == "cant_be_struck_by")
    chars = [{"uid": "u1", "id": "falcon", "face": "up", "atk": 6, "def": 3, "flight": True, "ranged": False},
             {"uid": "u2", "id": "jet", "face": "up", "atk": 5, "def": 6, "flight": True, "ranged": False}]
    said = [text for text, _colour in forecast(v, {"combat": {"def": "u2", "att": ["u1"], "ranged": False},
                                                   "chars": chars})]
    assert said == ["6 ATK vs Jet's DEF 6: stuns it", "No strike back: it can't strike them (Air Superiority)."]
    said = [text for text, _colour in forecast(v, {"combat": {"def": "u1", "att": ["u2"], "ranged": False},
                                                   "chars": chars})]
    assert said[0] == "0 ATK vs Falcon's DEF 3: no stun" and "Attackers with Flight can't strike it." in said


def test_a_power_that_would_do_nothing_says_so_on_its_board_button(app, vs, audited):
    """Rocket's power with fewer than two names in the KO pile: the prompt's line warned (rule case
    R-ROC-1) while the button under Rocket read only its name."""
    from tests.vs_system.builder import Table
    t = Table(_loaded().rules)
    rocket = t.char(0, "rocket")
    t.res(0, "academy")
    t.ko_pile(0, "crossbones", "crossbones")
    t.main(0)
    t.main(1)
    t.ch(rocket)["ready"] = False
    t.start()
    seen = Match(t.rules, _loaded().setup(["human", "computer"], 1), t.s).view(0)  # with the decision
    marks = Marks(clickable={o["path"][0] for o in t.pending["options"] if o["path"]})
    texts, _ = _draw(app, vs, seen, marks)
    button = " ".join(x["text"] for x in texts if x["role"] == "button")
    assert "(does nothing now)" in button


def test_a_small_card_with_one_triggered_power_shows_what_it_does_before_its_name():
    from game.vs_system.view_faces import Faces
    faces = Faces(open_game("vs_system", with_user_mods=False).content)
    fury = faces.face("nick_fury")
    # the name is on the whole card; a hand tile has room for the words that say what it does
    assert fury.brief == "The first time each turn you recruit another MCU Heroes character, draw a card."
    assert fury.text.startswith("The Avengers Initiative: ")


def test_a_hand_of_eight_under_a_half_empty_table_shows_two_lines_of_each_card_s_text(user_home):
    """Seed 3, turn 1 at 1280x720: eight cards in two rows under a table of two characters. The band
    was held to 30% of the height and every tile showed one line ("When Baby Groot is …"); what the
    table leaves over now goes to the hand, up to ROOMY_SHARE."""
    m = _match(5, 2, 3)
    seat = m.pending["seat"]
    hand = m.state["players"][seat]["hand"]
    assert len(hand) == 8
    doc, view = _render((1280, 720), 1.0, m, seat)
    assert not audit.problems(doc)
    tiles = [pygame.Rect(r) for r, ref in view._regions if ref.startswith("hand:")]
    rules = [pygame.Rect(t["rect"]) for t in doc["texts"] if t["role"] == "rules"]
    groot = [r for r, ref in view._regions
             if ref.startswith("hand:") and m.state["cards"][ref[5:]][0] == "baby_groot"]
    assert len(tiles) == 8 and groot
    for tile in groot:
        assert sum(tile.contains(r) for r in rules) >= 2, "Baby Groot's tile shows two lines of its power"


def test_a_special_location_s_small_card_says_whose_powers_it_pays_for_first():
    """Avengers Tower's tile read 'Special Location. Pays …' under a type line that says both already:
    the words that matter (only an MCU Heroes character's power) now come first, without the name."""
    from game.vs_system.view_faces import Faces
    faces = Faces(open_game("vs_system", with_user_mods=False).content)
    tower = faces.face("avengers_tower")
    assert tower.kind.startswith("Special location (MCU Heroes)")
    assert tower.kind == "Special location (MCU Heroes) · pays any symbol"
    assert tower.brief.startswith("For MCU Heroes characters' powers only")


def test_a_small_card_with_two_powers_names_them_first_then_says_what_each_does():
    """The names (with when and what they cost) open the brief, so the smallest tile keeps them; a tile
    with lines to spare goes on to what each power does (Thor's at 1920x1080 showed only the names)."""
    from game.vs_system.view_faces import Faces
    faces = Faces(open_game("vs_system", with_user_mods=False).content)
    thor = faces.face("thor").brief
    names, does = thor.split(" — ")
    assert names == "Leader · The New King (Main, Intellect)"
    assert does.startswith("Leader: in a team attack with Thor") and "The New King: Thor gets a +1/+1 counter" in does
    # one power with words: what it does follows its name once
    hulk = faces.face("hulk").brief
    assert hulk.startswith("Hulk Like Raging Fire (Combat, any turn, Might) — choose any whole number")


@pytest.mark.parametrize("card_id, size, words", [
    ("sokovia_accords", (210, 119), "Remove every"),  # a hand of eight in two rows at 1280x720
    ("iron_man", (181, 138), "Genius"),  # a hand of ten in two rows at 1280x720
])
def test_a_small_tile_whose_type_line_takes_two_lines_reads_its_powers_at_the_readable_size(app, card_id, size,
                                                                                            words):
    """Seen in a real window: Sokovia Accords' text was drawn at 7 px under "Plot twist · Combat, any
    turn · needs 1 MCU Heroes face up", Iron Man's under three lines of type line. The type line now
    keeps its first facts, and the rest open the text, which is readable."""
    from game.ui.views.card_table import READ_PX, card_plan
    from game.vs_system.view_faces import Faces
    faces = Faces(open_game("vs_system", with_user_mods=False).content)
    plan = card_plan(faces.face(card_id), *size)
    assert plan.text_role == "rules" and plan.text_f.get_height() >= READ_PX
    assert len(plan.kind) == 1 and words in " ".join(plan.text), (plan.kind, plan.text)


def test_a_character_tile_in_a_row_with_height_to_spare_says_what_its_powers_do(user_home):
    """At 1920x1080 turn 16 of seed 29 the back rows have height to spare: Red Skull's tile goes on
    under his numbers with his powers' words, as far as there is room (the hover shows them whole)."""
    m = Match.from_record(_loaded().rules, copy.deepcopy(_record(120, 2, 29)))
    doc, view = _render((1920, 1080), 1.0, m, m.pending["seat"])
    s = m.state
    skull = next(u for u in s["ch"] if view.faces.name(s["cards"][u][0]) == "Red Skull")
    assert s["ch"][skull]["face"] == "up"
    brief = view.faces.brief(view.faces.cards[s["cards"][skull][0]])
    shown = [t for t in doc["texts"] if t["role"] == "rules" and not t.get("in_tip")]
    assert any(brief.startswith(t["shown"].rstrip("…").rstrip()) and len(t["shown"]) > 8 for t in shown)
    assert not audit.problems(doc)
