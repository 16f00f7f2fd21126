"""The Smash Up table: drawn from the seat's view, clicks map to the rules' refs, piles can be
browsed; every text readable through the text audit, crowded tables included; the hover zoom
shows a whole card at 18 px or more."""

import copy

import pygame
import pytest

from game.core.conformance import playout
from game.core.errors import ContentError
from game.core.match import Match
from game.session import open_game
from game.ui import audit
from game.ui.views.base import Marks
from game.smash_up.view import face_text


@pytest.fixture
def smash(app):
    try:
        loaded = open_game("smash_up", with_user_mods=False)
    except (ContentError, ValueError) as err:
        pytest.skip(f"Smash Up content not ready: {err}")
    from game.smash_up.view import SmashUpView
    view = SmashUpView(loaded, app.theme, ["Ann", "Bob (computer)"])
    view.set_rect(pygame.Rect(0, 46, 950, 674), app.theme)
    return loaded, view


def _midgame(loaded, decisions=30, seed=2, seats=2, options=None):
    run = playout(loaded.rules, loaded.setup(["random"] * seats, seed, None, options or {}), checks=False,
                  cap=decisions)
    return Match.replay(loaded.rules, run.setup, run.answers)


def _texts_of(app, picture):
    """The texts drawn on a picture, read back through the audit (the picture is put on the screen)."""
    audit.new_frame()
    app.screen.fill((0, 0, 0))
    audit.blit(app.screen, picture, (0, 0))
    return audit.report("tip")["texts"]


@pytest.fixture
def audited():
    audit.start()
    yield
    audit.stop()


def test_every_clickable_thing_of_the_decision_is_drawn_and_hit(app, smash):
    from game.ui.controller import ChoiceController
    loaded, view = smash
    for decisions in (0, 12, 30):
        m = _midgame(loaded, decisions)
        if m.over:
            continue
        seat = m.pending["seat"]
        seen = m.view(seat)
        ctrl = ChoiceController(seen["pending"])
        marks = Marks(clickable=ctrl.clickable())
        view.draw(app.screen, seen, marks)
        drawn = {ref for _shape, ref in view._regions}
        assert marks.clickable <= drawn, f"not drawn: {marks.clickable - drawn}"
        for i, (shape, ref) in enumerate(view._regions):
            covered = any(isinstance(s2, pygame.Rect) and s2.collidepoint(shape.center)
                          for s2, _r in view._regions[i + 1:])
            if isinstance(shape, pygame.Rect) and not covered:
                assert view.hit(shape.center) == ref, f"a click on {ref} reaches {view.hit(shape.center)}"


def test_cards_on_a_base_take_their_own_clicks_and_stay_inside_it(app, smash):
    loaded, view = smash
    m = _midgame(loaded, 40)
    seen = m.view(0)
    view.draw(app.screen, seen, Marks())
    chars = [(shape, ref) for shape, ref in view._regions if ref.startswith("char:")]
    bases = [shape for shape, ref in view._regions if ref.startswith("base:")]
    assert chars, "some character is in play after 40 decisions"
    for shape, ref in chars:
        assert view.hit(shape.center) == ref
        assert any(b.contains(shape) for b in bases), f"{ref} is drawn outside its base"


def test_other_hands_are_never_drawn(app, smash):
    loaded, view = smash
    m = _midgame(loaded, 20)
    seat = m.pending["seat"] if m.pending else 0
    view.draw(app.screen, m.view(seat), Marks())
    other = m.state["players"][1 - seat]["hand"]
    drawn = {ref for _s, ref in view._regions}
    assert not any(f"hand:{u}" in drawn for u in other)


def test_a_discard_pile_opens_to_browse_and_closes_on_click(app, smash):
    loaded, view = smash
    m = _midgame(loaded, 40)
    seen = m.view(0)
    assert view.local_click("pile:1", Marks())
    view.draw(app.screen, seen, Marks())
    assert view.hit((500, 400)) is not None and view.browse == 1
    cards = [ref for _s, ref in view._regions if ref.startswith("browse:") and ref != "browse:close"]
    assert len(cards) == len(seen["players"][1]["discard"]), "every card of the pile is spread out"
    assert view.local_click("browse:close", Marks()) and view.browse is None


# -- hover zoom -----------------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", ["hulk_smash", "friendly_neighborhood_hero", "comes_great_responsibility",
                                     "hawkeyes_arrows"])
def test_the_hover_zoom_shows_a_whole_long_card_at_18_px_or_more(app, smash, audited, card_id):
    loaded, view = smash
    card = loaded.content.get("cards", card_id)
    tip = view.card_tip(card_id)
    texts = _texts_of(app, tip.image)
    assert all(t["px"] >= audit.ZOOM_MIN_PX for t in texts if t["role"] != "decor"), \
        [(t["text"], t["px"]) for t in texts if t["px"] < audit.ZOOM_MIN_PX]
    assert not any(t["cut"] for t in texts), [t["text"] for t in texts if t["cut"]]
    names = " ".join(t["text"] for t in texts if t["role"] == "name")
    assert names.split() == card.name.split(), "the name is there whole"
    rules = " ".join(t["text"] for t in texts if t["role"] == "rules")
    assert rules.split() == card.text.split(), "every word of the rules text is there"
    assert tip.image.get_height() <= 720


def test_hovering_a_base_shows_the_whole_base_and_who_leads_there(app, smash, audited):
    loaded, view = smash
    m = _midgame(loaded, 40)
    seen = m.view(0)
    b = next(x for x in seen["bases"] if x["chars"])
    tip = view.tip(f"base:{b['uid']}", seen)
    texts = _texts_of(app, tip.image)
    assert all(t["px"] >= audit.ZOOM_MIN_PX for t in texts if t["role"] != "decor")
    words = " ".join(t["text"] for t in texts)
    assert b["name"] in words and f"breakpoint {b['breakpoint']}" in words
    rules = " ".join(t["text"] for t in texts if t["role"] == "rules")
    assert rules.split() == loaded.content.get("bases", b["id"]).text.split()
    leader = min(range(len(b["totals"])), key=lambda s: -b["totals"][s])
    assert f"1st with {b['totals'][leader]} power" in words


def test_hovering_a_character_shows_its_power_now_lasting_effects_and_the_talent_mark(app, smash, audited):
    loaded, view = smash
    m = _midgame(loaded, 40)
    seen = copy.deepcopy(m.view(0))
    view.draw(app.screen, seen, Marks())
    ch = next(c for b in seen["bases"] for c in b["chars"])
    ch["talent_used"] = True
    seen["effects"] = [{"k": "pow", "t": ch["uid"], "n": 2, "exp": "eot"}]
    tip = view.tip(f"char:{ch['uid']}", seen)
    words = " ".join(t["text"] for t in _texts_of(app, tip.image))
    assert f"Power now {ch['power']}" in words and "+2 power until the end of the turn" in words
    assert "✓ = its Talent has been used this turn" in words, "the mark on the table says what it means"


def _drawn(app, view, seen):
    """Draw the table through the audit: its texts and clickable regions."""
    audit.new_frame()
    view.draw(app.screen, seen, Marks())
    return audit.report("game")["texts"], [(pygame.Rect(r), ref) for r, ref in view._regions]


def test_hovering_the_talent_mark_itself_says_what_it_means(app, smash, audited):
    loaded, view = smash
    m = _midgame(loaded, 40)
    seen = copy.deepcopy(m.view(0))
    ch = next(c for b in seen["bases"] for c in b["chars"])
    ch["talent_used"] = True
    texts, _regions = _drawn(app, view, seen)
    (mark,) = [t for t in texts if t["text"] == "✓"]
    assert mark["px"] >= audit.MIN_PX and not mark["cut"] and not mark.get("hidden")
    ref = view.hit(pygame.Rect(mark["rect"]).center)
    assert ref == f"char:{ch['uid']}", "the mark lies on its character, so hovering it shows the character's tip"
    words = " ".join(t["text"] for t in _texts_of(app, view.tip(ref, seen).image))
    assert "✓ = its Talent has been used this turn" in words


def test_a_scored_base_says_scored_with_each_seats_vp_not_ready_to_score(app, smash, audited):
    loaded, view = smash
    m = _midgame(loaded, 40)
    seen = copy.deepcopy(m.view(0))
    b = seen["bases"][0]
    b.update(scoring=True, total=b["breakpoint"] + 3, scored=[2, 4])
    texts, regions = _drawn(app, view, seen)
    col = next(r for r, ref in regions if ref == f"base:{b['uid']}")
    inside = " ".join(t["text"].replace("\u00a0", " ") for t in texts if col.contains(pygame.Rect(t["rect"])))
    assert "scored:" in inside and "Bob: 4 VP · Ann: 2 VP" in inside, "what each seat got, best first"
    assert "ready" not in inside
    other = next(r for r, ref in regions if ref == f"base:{seen['bases'][1]['uid']}")
    assert "scored:" not in " ".join(t["text"] for t in texts if other.contains(pygame.Rect(t["rect"])))
    tip = " ".join(t["text"] for t in _texts_of(app, view.tip(f"base:{b['uid']}", seen).image))
    assert "Scored: Ann 2 VP, Bob 4 VP." in tip


# -- readable tables ---------------------------------------------------------------------------------
def _render_table(size, scale, loaded, match, viewer, then=None):
    """The game screen for `match` seen by `viewer`, through the text audit: (document, view,
    regions); `then(app, view)` is called before the window closes."""
    from game.ui.app import App
    from game.ui.scenes.game_scene import GameScene
    audit.start()
    app = App(size, headless=True, ui_scale=scale)
    try:
        scene = GameScene(app, loaded, match, viewer=viewer)
        scene.kinds = ["human"] * len(match.state["players"])
        scene.humans = [viewer]
        app.scenes.reset(scene)
        app.frame([], 1 / 60)
        app.frame([], 1 / 60)
        view = app.scenes.top.view
        doc = audit.report("game", scale)
        if then is not None:
            then(app, view)
        return doc, view, [(pygame.Rect(s), r) for s, r in view._regions]
    finally:
        audit.stop()
        pygame.quit()


def _crowded(loaded, seats=4, on_base=9, in_hand=10):
    """A mid-game table with one base crowded with characters and modifiers and a full hand."""
    m = _midgame(loaded, 40, seed=3, seats=seats)
    s = m.state
    seat = m.pending["seat"]
    base = s["bases"][0]
    for k in range(on_base):
        p = s["players"][k % seats]
        uid = next((u for u in p["deck"] if loaded.rules.book.defs[s["cards"][u][0]].type == "character"), None)
        if uid is None:
            continue
        p["deck"].remove(uid)
        base["chars"].append({"uid": uid, "ctrl": k % seats, "mods": []})
    hand = s["players"][seat]["hand"]
    while len(hand) < in_hand and s["players"][seat]["deck"]:
        hand.append(s["players"][seat]["deck"].pop())
    return m, seat


def _problems(doc, regions):
    found = audit.problems(doc)
    bases = [r for r, ref in regions if ref.startswith("base:")]
    found += [f"{ref} drawn outside every base" for r, ref in regions
              if ref.startswith(("char:", "mod:")) and not any(b.contains(r) for b in bases)]
    return found


@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1280, 720), 1.25), ((1280, 720), 1.5),
                                        ((1920, 1080), 1.0)])
def test_a_crowded_base_and_a_full_hand_stay_readable(user_home, size, scale):
    loaded = open_game("smash_up", with_user_mods=False)
    m, seat = _crowded(loaded)
    doc, _view, regions = _render_table(size, scale, loaded, m, seat)
    found = _problems(doc, regions)
    assert not found, "\n".join(found[:10])
    assert sum(1 for _r, ref in regions if ref.startswith("hand:")) == 10, "all ten cards of the hand are drawn"


#: Ten cards whose whole text has no room on a hand card at 1280x720.
LONG_CARDS = ["two_more_shall_take_its_place", "hulk_smash", "widows_bite", "hawkeyes_arrows", "red_skull",
              "friendly_neighborhood_hero", "comes_great_responsibility", "world_domination", "cover_the_exits",
              "thor"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_full_hand_of_long_cards_shows_their_briefs_at_13_px_and_the_zoom_shows_them_whole(user_home, size):
    """Each card of the hand shows its whole text when it has room at 13 px or more, else its brief
    at 13 px (as much of it as has room, cut at a word with "…"), never the text drawn small; the
    hover zoom shows the whole card."""
    loaded = open_game("smash_up", with_user_mods=False)
    m, seat = _crowded(loaded, seats=2, on_base=0)
    hand = m.state["players"][seat]["hand"]
    for uid, cid in zip(hand, LONG_CARDS):
        m.state["cards"][uid][0] = cid
    zooms = {}

    def hover_each(app, view):
        for uid in hand:
            audit.new_frame()
            app.screen.fill((0, 0, 0))
            audit.blit(app.screen, view.card_tip(uid).image, (0, 0))
            zooms[uid] = audit.report("tip")["texts"]
    doc, _view, regions = _render_table(size, 1.0, loaded, m, seat, hover_each)
    assert not _problems(doc, regions)
    cards = {ref[5:]: r for r, ref in regions if ref.startswith("hand:")}
    assert sorted(cards) == sorted(hand)
    briefs_shown = 0
    for uid, rect in cards.items():
        card = loaded.content.get("cards", m.state["cards"][uid][0])
        texts = [t for t in doc["texts"] if rect.contains(pygame.Rect(t["rect"]))]
        assert not [t["text"] for t in texts if t["role"] == "preview"], card.id
        rules = [t for t in texts if t["role"] == "rules"]
        assert rules and all(t["px"] >= 13 for t in rules), (card.id, [(t["text"], t["px"]) for t in rules])
        said = face_text(card.text, card.modifier).split()  # a modifier's type line says "modifier"
        words = " ".join(t["text"] for t in rules).split()
        if words != said:
            briefs_shown += 1
            whole = [w for w in words if w != "…"]
            assert whole == card.brief.split()[:len(whole)], (card.id, words)
            assert words[-1] == "…" or whole == card.brief.split(), (card.id, words)
        zoom = zooms[uid]
        assert " ".join(t["text"] for t in zoom if t["role"] == "rules").split() == said
        assert all(t["px"] >= audit.ZOOM_MIN_PX for t in zoom if t["role"] != "decor")
    if size == (1280, 720):
        assert briefs_shown == len(hand), "at 1280x720 no long card has room for its whole text"


def test_a_crowded_base_shows_its_brief_at_13_px_not_its_text_small(user_home):
    """Five bases, one crowded: the bases' abilities give way to their briefs at 13 px."""
    loaded = open_game("smash_up", with_user_mods=False)
    m, seat = _crowded(loaded, seats=4, on_base=12, in_hand=8)
    doc, _view, regions = _render_table((1280, 720), 1.0, loaded, m, seat)
    assert not _problems(doc, regions)
    assert not [t["text"] for t in doc["texts"] if t["role"] == "preview"]
    shown = " ".join(t["text"] for t in doc["texts"] if t["role"] == "rules")
    briefs = [b.brief for b in (loaded.content.get("bases", x["id"]) for x in m.state["bases"])]
    assert all(b.split()[0] + " " + b.split()[1] in shown for b in briefs), (briefs, shown)


@pytest.mark.parametrize("seats,decisions,seed", [(2, 40, 1), (4, 40, 1), (2, 90, 2), (4, 110, 3)])
def test_the_table_reads_at_every_offered_scale(user_home, seats, decisions, seed):
    from game.ui import theme as th
    loaded = open_game("smash_up", with_user_mods=False)
    m = _midgame(loaded, decisions, seed, seats)
    viewer = m.pending["seat"] if m.pending else 0
    for scale in th.offered_scales((1280, 720)):
        doc, _view, regions = _render_table((1280, 720), scale, loaded, copy.deepcopy(m), viewer)
        found = _problems(doc, regions)
        assert not found, f"scale {scale}:\n" + "\n".join(found[:10])


def test_the_draft_shows_every_faction_to_pick_by_name(user_home):
    loaded = open_game("smash_up", with_user_mods=False)
    m = _midgame(loaded, 0, options={"factions": "draft"})
    assert m.pending["kind"] == "draft"
    doc, _view, regions = _render_table((1280, 720), 1.0, loaded, m, m.pending["seat"])
    assert not _problems(doc, regions)
    picks = {ref for _r, ref in regions if ref.startswith("faction:")}
    assert picks == {o["path"][0] for o in m.pending["options"]}
    names = {t["text"] for t in doc["texts"] if t["role"] == "name"}
    assert all(f.name.split()[0] in " ".join(names) for f in loaded.content.all("factions"))


def test_cards_grow_when_the_window_does(user_home):
    loaded = open_game("smash_up", with_user_mods=False)
    m = _midgame(loaded, 40)
    viewer = m.pending["seat"]
    sizes = []
    for size in ((1280, 720), (1920, 1080)):
        _doc, _view, regions = _render_table(size, 1.0, loaded, copy.deepcopy(m), viewer)
        sizes.append(max(r.width for r, ref in regions if ref.startswith("hand:")))
    assert sizes[1] > sizes[0] * 1.3


def test_the_strip_says_who_plays_and_who_decides_in_words(user_home):
    loaded = open_game("smash_up", with_user_mods=False)
    run = playout(loaded.rules, loaded.setup(["random"] * 2, 1), checks=False, cap=400)
    m = Match.replay(loaded.rules, run.setup, [])
    for a in run.answers:  # play on to a decision of the player whose turn it is not
        if m.pending["seat"] != m.state["turn"]["seat"]:
            break
        m.apply(a)
    else:
        pytest.skip("no response window in this game")
    deciding, acting = m.pending["seat"], m.state["turn"]["seat"]
    doc, _view, regions = _render_table((1280, 720), 1.0, loaded, m, deciding)
    piles = {ref: r for r, ref in regions if ref.startswith("pile:")}

    def box_of(text: str) -> int:
        """The seat whose box the text is written in (the last discard button starting left of it)."""
        t = next(t for t in doc["texts"] if t["text"] == text)
        return int(max((ref for ref in piles if piles[ref].x <= t["rect"][0]), key=lambda ref: piles[ref].x)[5:])
    assert box_of("(to play)") == acting and box_of("(deciding)") == deciding


def test_every_clickable_thing_has_a_name_for_the_prompt(app, smash):
    loaded, view = smash
    m = _midgame(loaded, 40)
    seen = m.view(0)
    view.draw(app.screen, seen, Marks())
    hand = seen["players"][0]["hand"]
    assert view.ref_name(f"hand:{hand[0]['uid']}", seen) == f"{loaded.content.get('cards', hand[0]['id']).name} (hand)"
    b = seen["bases"][0]
    assert view.ref_name(f"base:{b['uid']}", seen) == f"{b['name']} (base)"
    ch = next(c for x in seen["bases"] for c in x["chars"]
              if [d["id"] for d in x["chars"]].count(c["id"]) == 1)  # (twins are told apart: see below)
    host = next(x for x in seen["bases"] if ch in x["chars"])
    assert view.ref_name(f"char:{ch['uid']}", seen) == \
        f"{loaded.content.get('cards', ch['id']).name} (on {host['name']})"
    for o in (m.pending or {}).get("options", []):
        for ref in o["path"]:
            assert view.ref_name(ref, m.view(m.pending["seat"])), ref


def test_two_copies_of_a_character_on_one_base_are_told_apart_in_the_prompt(app, smash):
    """Two More Shall Take Its Place with two Hydra Agents on the Helicarrier, one carrying Righteous
    Fury: the prompt read "Destroy Hydra Agent" twice. Their names now say the power and the modifier
    (and whose, where two players have one each)."""
    loaded, view = smash
    m = _midgame(loaded, 40)
    s = m.state
    base = s["bases"][0]
    placed = {c["uid"] for b in s["bases"] for c in b["chars"]}
    mine = [u for u in s["cards"] if s["cards"][u][0] == "hydra_agent" and u not in placed][:2]
    fury = next(u for u in s["cards"] if s["cards"][u][0] == "righteous_fury")
    for p in s["players"]:
        for zone in ("hand", "deck", "discard"):
            p[zone] = [u for u in p[zone] if u not in mine + [fury]]
    base["chars"] += [{"uid": mine[0], "ctrl": 0, "mods": [{"uid": fury, "ctrl": 0}]},
                      {"uid": mine[1], "ctrl": 1, "mods": []}]
    seen = m.view(0)
    view.draw(app.screen, seen, Marks())
    power = {c["uid"]: c["power"] for c in seen["bases"][0]["chars"]}
    assert power[mine[0]] > power[mine[1]]
    name = seen["bases"][0]["name"]
    assert view.ref_name(f"char:{mine[0]}", seen) == \
        f"Hydra Agent (on {name}, {view.seat_label(0)}'s, {power[mine[0]]} power, with Righteous Fury)"
    assert view.ref_name(f"char:{mine[1]}", seen) == \
        f"Hydra Agent (on {name}, {view.seat_label(1)}'s, {power[mine[1]]} power)"


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_four_seats_at_1920x1080_show_names_turn_counts_and_base_names_whole(user_home, scale):
    """Each seat's box: its name, (to play) for the seat whose turn it is, 'hand N' and 'deck N'
    in words; each base's name: all there, readable, neither cut nor covered."""
    loaded = open_game("smash_up", with_user_mods=False)
    names = ["Alexandra", "Maximilian", "Christopher", "Jacqueline"]
    run = playout(loaded.rules, loaded.setup(["random"] * 4, 3, None, {}, names), checks=False, cap=60)
    m = Match.replay(loaded.rules, run.setup, run.answers)
    viewer = m.pending["seat"]
    doc, view, regions = _render_table((1920, 1080), scale, loaded, m, viewer)
    assert not _problems(doc, regions)
    texts = [t for t in doc["texts"] if not t.get("in_tip")]
    for t in texts:
        t["box"] = pygame.Rect(t["rect"])

    def whole(t):
        return t["px"] >= audit.MIN_PX and not t["cut"] and not t.get("hidden")

    seen = m.view(viewer)
    assert len(view.seat_boxes) == 4
    for seat, (box, p) in enumerate(zip(view.seat_boxes, seen["players"])):
        inside = [t for t in texts if box.contains(t["box"])]
        assert all(whole(t) for t in inside), [t["text"] for t in inside if not whole(t)]
        words = " ".join(t["text"] for t in inside)
        assert f"{names[seat]} (computer)" in words
        assert ("(to play)" in words) == (seat == m.state["turn"]["seat"])
        assert f"hand {p['hand_count']} · deck {p['deck_count']}" in words
        assert f"discard {len(p['discard'])}" in words
    for b in seen["bases"]:
        col = next(r for r, ref in regions if ref == f"base:{b['uid']}")
        inside = [t for t in texts if col.contains(t["box"])]
        vp_line = min(t["box"].top for t in inside if t["text"] == "VP")  # the header's second line
        title = [t for t in inside if t["role"] == "name" and t["box"].top < vp_line]
        assert " ".join(t["text"] for t in title) == b["name"] and all(whole(t) for t in title)


def test_two_alike_characters_on_two_bases_name_their_base_in_the_prompt_at_once(app):
    """'Choose what to destroy' offered two Arnim Zolas, on Stark's Lab and on Kree-Lar (seed 2 at
    decision 120 until session 15; now seed 1 at decision 104, two Blue Marvels). The prompt is
    built before the table is first drawn, when the view did not yet know the cards, so both lines
    read 'Destroy Arnim Zola'; each now names its base."""
    from tests.ui import readability as rd
    scene = rd.table("smash_up", 2, 104, seed=1)(app)
    app.scenes.reset(scene)
    app.frame([], 1 / 60)  # the prompt is made before the first table is drawn
    texts = [c.text for c in scene.prompt.choices]
    alike = [t for t in texts if t.startswith("Destroy Blue Marvel")]
    assert len(alike) == 2 and all(t.startswith("Destroy Blue Marvel (on ") for t in alike), texts
    assert len(set(texts)) == len(texts)


def test_no_faction_colour_looks_like_an_outline_colour():
    """A faction's frame must not pass for 'you may click it' (yellow), 'chosen so far' (blue) or
    'the last move' (pink): the Ultimates' gold (240, 170, 30) sat between the yellow and the
    old orange. Colours at least 90 apart (RGB distance) from each."""
    from game.ui import theme as th
    book = open_game("smash_up", with_user_mods=False).rules.book
    for f in book.factions.values():
        for name, mark in (("yellow", th.HIGHLIGHT), ("blue", th.SELECTED), ("pink", th.LAST_MOVE)):
            far = sum((a - b) ** 2 for a, b in zip(f.colour, mark)) ** 0.5
            assert far >= 90, f"{f.name} {tuple(f.colour)} is {far:.0f} from the {name} outline"


def test_a_modifier_card_does_not_say_modifier_twice(user_home):
    """A modifier's type line says "Action: base modifier"; its text goes on from the ability, so a
    hand of five at 1280x720 has room for World Domination's whole text instead of its brief."""
    loaded = open_game("smash_up", with_user_mods=False)
    m, seat = _crowded(loaded, seats=2, on_base=0)
    hand = m.state["players"][seat]["hand"][:5]
    m.state["players"][seat]["hand"] = hand
    m.state["cards"][hand[0]][0] = "world_domination"
    doc, view, regions = _render_table((1280, 720), 1.0, loaded, m, seat, lambda app, view: None)
    face = view.face("world_domination")
    assert face.kind == "Action: base modifier" and face.text.startswith("Talent: One of your characters")
    rect = next(r for r, ref in regions if ref == f"hand:{hand[0]}")
    words = " ".join(t["text"] for t in doc["texts"] if rect.contains(pygame.Rect(t["rect"])) and t["role"] == "rules")
    assert words.split() == face.text.split()


def test_a_base_with_room_says_what_its_cards_do_while_in_play(user_home):
    """A character's Talent or ongoing ability, and a modifier's, is read under its name on a base
    with spare height (its brief); a character whose abilities happened when played (or are Specials,
    used from the hand) says nothing more, and a crowded base keeps its layout."""
    loaded = open_game("smash_up", with_user_mods=False)
    cards = {c.id: c for c in loaded.content.all("cards")}
    m = _midgame(loaded, 40, 5)
    doc, _view, regions = _render_table((1280, 720), 1.0, loaded, m, m.pending["seat"])
    assert not _problems(doc, regions)
    shown = [t["text"] for t in doc["texts"] if t["role"] == "rules"]
    s = m.state
    in_play = [cards[s["cards"][x["uid"]][0]] for b in s["bases"] for ch in b["chars"] for x in [ch, *ch["mods"]]]
    working = [c for c in in_play if any(a.kind in ("ongoing", "talent") for a in c.abilities)]
    played = [c for c in in_play if c not in working]
    assert working and played
    for c in working:
        assert any(c.brief.startswith(t.rstrip("…").rstrip()) for t in shown), (c.name, shown)
    for c in played:
        assert not any(t and c.brief.startswith(t.rstrip("…").rstrip()) for t in shown if c.brief), c.name


@pytest.mark.parametrize("seats", [2, 4])
def test_the_goal_is_on_screen_at_every_offered_scale(user_home, seats):
    """Declaring Victory (15 VP or more, alone in the lead, at a turn's end) is said in the top bar,
    while the computer decides as well as on the player's own decision."""
    from game.ui import theme as th
    loaded = open_game("smash_up", with_user_mods=False)
    m = _midgame(loaded, 40, 5, seats)
    for viewer in (m.pending["seat"], (m.pending["seat"] + 1) % seats):
        for scale in th.offered_scales((1280, 720)):
            doc, _view, _regions = _render_table((1280, 720), scale, loaded, copy.deepcopy(m), viewer)
            goal = [t for t in doc["texts"] if t["text"].startswith("Goal: 15")]
            assert goal and not goal[0]["cut"], (viewer, scale)
            if scale == 1.0:  # whole where there is room
                assert goal[0]["text"] == "Goal: 15 VP or more, alone in the lead, when a turn ends."
