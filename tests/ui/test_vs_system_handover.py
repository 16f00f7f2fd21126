"""Vs. System at one screen between two people: a response window of the player whose hand is hidden
comes behind the hand-over screen, and with the strict setting nothing on screen before it (the
curtain, the prompt, the table) depends on whether that hand holds something to play."""

import copy

import pygame

from game.core.match import Match
from game.core.players import SeatView, player_rng
from game.session import open_game
from game.ui.scenes.game_scene import GameScene
from game.ui.scenes.menu import MenuScene


def _at_the_defenders_window(loaded, answer: bool) -> Match:
    """Seed 1 played by computers to seat 0's 101st-decision attack, now between two people: seat 0
    attacks and passes; seat 1's hand holds a combat plot twist it can play (`answer`) or only
    locations."""
    kinds = ["computer", "computer"]
    m = loaded.start(loaded.setup(kinds, 1, None, {"response_privacy": "strict"}))
    robots = loaded.seat_players(kinds)
    for i in range(101):
        seat = m.pending["seat"]
        m.apply(robots[seat].choose(SeatView(loaded.rules, m.state, seat), player_rng(m.state, seat, i)))
    rec = m.to_record()
    rec["setup"] = {**rec["setup"], "seats": ["human", "human"]}
    m = Match.from_record(loaded.rules, copy.deepcopy(rec))
    s = m.state
    defs = loaded.rules.book.defs
    p = s["players"][1]
    want = "friend_from_work" if answer else "location"
    keep = [u for u in p["deck"] if (s["cards"][u][0] == want or defs[s["cards"][u][0]].type == want)][:1]
    keep += [u for u in p["deck"] if defs[s["cards"][u][0]].type == "location" and u not in keep]
    p["deck"] = [u for u in p["deck"] if u not in keep[:5]] + p["hand"]
    p["hand"] = keep[:5]
    attack = next(o for o in m.pending["options"] if o["id"].startswith("a:"))
    m.apply({"seat": 0, "picks": [attack["id"]]})
    m.apply({"seat": 0, "picks": [next(o for o in m.pending["options"] if o["id"].startswith("d:"))["id"]]})
    while m.pending["seat"] == 0:
        m.apply({"seat": 0, "picks": ["pass"] if any(o["id"] == "pass" for o in m.pending["options"])
                 else [m.pending["options"][0]["id"]]})
    assert m.pending["kind"] == "respond" and m.pending["seat"] == 1
    return m


def _screens(app, m):
    """What seat 0's screen shows as seat 1's window opens: the table and prompt, then the curtain."""
    app.scenes.reset(MenuScene(app))
    g = GameScene(app, _loaded(), m, viewer=0)
    g.curtain_pending = False
    app.scenes.push(g)
    app.frame([], 1 / 60)
    return g, app.scenes.top.name, pygame.image.tobytes(app.screen, "RGB")


_LOADED = []


def _loaded():
    if not _LOADED:
        _LOADED.append(open_game("vs_system", with_user_mods=False))
    return _LOADED[0]


def test_a_hidden_hands_response_window_comes_behind_the_hand_over_screen_either_way(app):
    loaded = _loaded()
    can = _at_the_defenders_window(loaded, True)
    cannot = _at_the_defenders_window(loaded, False)
    assert any(o["id"].startswith("t:") for o in can.pending["options"]), "it could play a plot twist"
    assert [o["id"] for o in cannot.pending["options"]] == ["pass"], "asked though it can only pass"
    assert can.view(0)["pending"] == cannot.view(0)["pending"], "what seat 0 learns of the decision"
    g1, top1, pixels1 = _screens(app, can)
    g2, top2, pixels2 = _screens(app, cannot)
    assert top1 == top2 == "handover"
    assert pixels1 == pixels2, "the curtain looks the same whatever the hand holds"
    app.scenes.top.reveal()
    app.frame([], 1 / 60)
    assert g2.viewer == 1 and g2.ctrl is not None and g2.ctrl.decision["kind"] == "respond"
