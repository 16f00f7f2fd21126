"""A whole Smash Up game played through the game screen: the person's every decision is made by
clicking refs on the table or pressing the prompt's buttons, as the mouse would."""

import random

import pytest

from game.ui.scenes.flow import start_game
from game.ui.scenes.menu import MenuScene


def _decide_like_a_person(g, rnd):
    """Pick something legal the way the mouse does: click highlighted things, else press a button."""
    ctrl = g.ctrl
    if ctrl.multi:
        d = ctrl.decision
        want = rnd.randint(d["min"], d["max"])
        for o in rnd.sample(d["options"], want):
            if o["path"]:
                g.board_click(o["path"][0])
            else:
                g.press(o["id"])
        if g.ctrl is ctrl:
            g.done()
        return
    clickable = sorted(ctrl.clickable())
    buttons = ctrl.buttons()
    if clickable and (not buttons or rnd.random() < 0.8):
        g.board_click(rnd.choice(clickable))
        while g.ctrl is ctrl and ctrl.selected:  # a card was picked: now where it goes
            nxt = sorted(ctrl.clickable())
            if nxt:
                g.board_click(rnd.choice(nxt))
            else:
                g.press(rnd.choice(ctrl.buttons())["id"])
    else:
        g.press(rnd.choice(buttons)["id"])


@pytest.mark.parametrize("seed", [3])
def test_a_person_plays_smash_up_to_the_end_against_the_computer(app, seed):
    app.settings.pacing = "instant"
    app.scenes.reset(MenuScene(app))
    assert start_game(app, {"game": "smash_up", "seats": ["human", "computer"], "seed": seed})
    g = app.scenes.top
    assert g.name == "game"
    rnd = random.Random(seed)
    refused = 0
    for _ in range(6000):
        if g.match.over:
            break
        if g.ctrl is not None:
            before = len(g.match.answers)
            _decide_like_a_person(g, rnd)
            refused += len(g.match.answers) == before and g.ctrl is not None and not g.ctrl.selected
        else:
            app.frame([], 1 / 60)  # the computer thinks in its thread; frames pick up its answer
            if g.thinking is not None:
                g.thinking.result(timeout=30)
    assert g.match.over, "the game reached its end"
    result = g.match.state["result"]
    assert result["winners"] and max(p["vp"] for p in g.match.state["players"]) >= 15
    app.frame([], 1 / 60)
    assert app.scenes.top.name == "results"
    assert app.saves.read("autosave-smash_up")["answers"] == g.match.answers
