"""A few turns of Smash Up in a real window, played by mouse clicks alone."""

import json

from tests.ui.realwindow import Window, needs_xvfb, start_xvfb

NOT_CHOICES = {"Hint", "Undo", "Menu", "Clear selection"}


@needs_xvfb
def test_play_a_few_turns_of_smash_up_by_mouse(tmp_path):
    xvfb, display = start_xvfb()
    win = Window(display, tmp_path / "home", ["play", "smash_up", "--seats", "human,computer", "--seed", "7",
                                              "--factions", "avengers,shield,hydra,kree"],
                 settings={"pacing": "instant", "window": [1280, 720]})
    try:
        my_clicks = 0
        for p in win.my_decisions(400):
            if my_clicks >= 25:
                break
            regions = {ref: rect for ref, *rect in p["regions"]}
            targets = [r for r in p["clickable"] if r in regions and r not in p["selected"]]
            buttons = [b for b in p["buttons"] if b["enabled"] and b["text"] not in NOT_CHOICES
                       and b["rect"][0] > 900]
            done = [b for b in buttons if b["text"].startswith("Done")]
            # As a person would: finish a multi-pick, else play a card from hand, else click what glows.
            hand = [r for r in targets if r.startswith("hand:")]
            if done:
                win.click_rect(done[0]["rect"])
            elif p["selected"] and targets:
                win.click_rect(regions[targets[0]])
            elif hand and my_clicks % 3 != 2:
                win.click_rect(regions[hand[0]])
            elif buttons and not targets:
                win.click_rect(buttons[0]["rect"])
            elif targets:
                win.click_rect(regions[targets[0]])
            elif buttons:
                win.click_rect(buttons[0]["rect"])
            my_clicks += 1
            win.settle()
        save = json.loads((tmp_path / "home" / "saves" / "autosave-smash_up.json").read_text())
        mine = [a for a in save["answers"] if a["seat"] == 0]
        assert len(mine) >= 5, "the person made several decisions by clicking"
        assert save["state"]["turn"]["n"] >= 3, "the turns went round"
        assert any(a["seat"] == 1 for a in save["answers"]), "the computer played its turns"
    finally:
        err = win.close()
        xvfb.terminate()
    assert "Traceback" not in err, err[-3000:]
