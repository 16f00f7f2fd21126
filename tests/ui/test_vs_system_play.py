"""A whole Vs. System game played through the game screen: the person's every decision is made by
clicking refs on the table (attackers, defenders, cards in hand, rows, locations to pay with) or
pressing the prompt's buttons, as the mouse would."""

import random

from game.ui.scenes.flow import start_game
from game.ui.scenes.menu import MenuScene
from game.vs_system.explain import attackers_of


def _decide_like_a_person(g, rnd):
    """Pick something legal the way the mouse does: click highlighted things, else press a button."""
    ctrl = g.ctrl
    drawn = {ref for _shape, ref in g.view._regions}
    if ctrl.multi:
        d = ctrl.decision
        for o in rnd.sample(d["options"], rnd.randint(d["min"], d["max"])):
            if o["path"]:
                assert o["path"][0] in drawn, f"{o['path'][0]} is not on the table"
                g.board_click(o["path"][0])
            else:
                g.press(o["id"])
        if g.ctrl is ctrl:
            g.done()
        return
    clickable = sorted(ctrl.clickable())
    buttons = ctrl.buttons()
    if clickable and (not buttons or rnd.random() < 0.8):
        ref = rnd.choice(clickable)
        assert ref in drawn, f"{ref} ({ctrl.decision['kind']}) is not on the table"
        g.board_click(ref)
        while g.ctrl is ctrl and ctrl.selected:  # a card was picked: now where it goes
            g.app.frame([], 1 / 60)
            drawn = {r for _shape, r in g.view._regions}
            nxt = sorted(ctrl.clickable())
            if nxt:
                ref = rnd.choice(nxt)
                assert ref in drawn, f"{ref} is not on the table after {ctrl.selected}"
                g.board_click(ref)
            else:
                g.press(rnd.choice(ctrl.buttons())["id"])
    else:
        g.press(rnd.choice(buttons)["id"])


def _started(app, seed: int):
    """A person against the computer, the game screen on top, the computer answering at once."""
    app.settings.pacing = "instant"
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": "vs_system", "seats": ["human", "computer"], "seed": seed})
    g = app.scenes.top
    assert g.name == "game"
    return g


def test_a_person_plays_vs_system_to_the_end_against_the_computer(app):
    g = _started(app, 5)
    rnd = random.Random(5)
    kinds = set()
    for _ in range(4000):
        if g.match.over:
            break
        app.frame([], 1 / 60)
        if g.ctrl is not None:
            kinds.add(g.ctrl.decision["kind"])
            _decide_like_a_person(g, rnd)
        elif g.thinking is not None:
            g.thinking.result(timeout=30)  # the computer thinks in its thread; frames pick up its answer
    assert g.match.over, "the game reached its end"
    assert {"place_main", "mulligan", "resource", "recruit", "main", "attack", "respond"} <= kinds, kinds
    assert g.match.state["result"]["winners"] is not None
    app.frame([], 1 / 60)
    assert app.scenes.top.name == "results"
    assert app.saves.read("autosave-vs_system")["answers"] == g.match.answers


def test_an_enemy_clicked_first_is_attacked_by_the_attacker_clicked_next(app):
    """A person clicks the enemy they want to hit: the toast names who can attack it; the next click, on one
    of those, makes that attack on that enemy without asking for the defender again (no teammate to add)."""
    g = _started(app, 5)
    rnd = random.Random(7)
    for _ in range(4000):
        app.frame([], 1 / 60)
        if g.ctrl is not None:
            d = g.ctrl.decision
            if d["kind"] == "main" and any(o["id"].startswith("a:") for o in d["options"]):
                foes = [c["uid"] for c in g.match.view(0)["chars"] if c["ctrl"] != 0
                        and attackers_of(g.loaded.rules, g.match.state, 0, c["uid"])]
                if foes:
                    break
            _decide_like_a_person(g, rnd)
        elif g.thinking is not None:
            g.thinking.result(timeout=30)
    else:
        raise AssertionError("no Main Phase with an enemy to attack")
    foe = foes[0]
    g.board_click(f"char:{foe}")
    assert "can attack" in app.toast.text, app.toast.text
    state = g.match.state
    can = [o for o in d["options"] if o["id"].startswith("a:")
           and g.loaded.rules.book.defs[state["cards"][o["data"]["uid"]][0]].name in app.toast.text]
    assert can, app.toast.text
    before = len(g.match.answers)
    g.board_click(can[0]["path"][0])
    for _ in range(5):
        app.frame([], 1 / 60)
    picks = [a["picks"][0] for a in g.match.answers[before:]]
    assert picks[0] == can[0]["id"]
    if g.match.answers[before + 1:]:  # no teammate was offered: the defender was chosen for the player
        assert picks[1] == f"d:{foe}", picks
    else:
        assert any(o["id"].startswith("+:") for o in g.ctrl.decision["options"])
