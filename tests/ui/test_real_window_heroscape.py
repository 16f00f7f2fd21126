"""Heroscape in a real window: a person moves a figure and attacks with it by mouse clicks alone."""

import json
import math

from tests.ui.realwindow import Window, needs_xvfb, start_xvfb

NOT_CHOICES = {"Hint", "Undo", "Menu", "Clear selection"}


def _centre(rect):
    x, y, w, h = rect
    return x + w / 2, y + h / 2


@needs_xvfb
def test_move_a_figure_and_attack_by_mouse(tmp_path):
    xvfb, display = start_xvfb()
    win = Window(display, tmp_path / "home", ["play", "heroscape", "--seats", "human,computer", "--seed", "3"],
                 settings={"pacing": "instant", "window": [1280, 720]})
    save_path = tmp_path / "home" / "saves" / "autosave-heroscape.json"
    try:
        for p in win.my_decisions(600):
            if save_path.exists():
                mine = [a["picks"][0] for a in json.loads(save_path.read_text())["answers"]
                        if a["seat"] == 0 and a["picks"]]
                moved = [i for i, x in enumerate(mine) if x.startswith("move:")]
                if moved and any(x.startswith(("attack", "special")) for x in mine[moved[0]:]):
                    break
            regions = {ref: rect for ref, *rect in p["regions"]}
            clickable = [r for r in p["clickable"] if r in regions and r not in p["selected"]]
            buttons = [b for b in p["buttons"] if b["enabled"] and b["text"] not in NOT_CHOICES]
            enemies = [_centre(regions[r]) for r in regions if r.split(":")[0] in ("fig", "target")
                       and p.get("owners", {}).get(r.split(":", 1)[1]) == 1]
            targets = [r for r in clickable if r.startswith("target:")]
            tokens = [regions[r] for r in regions if r.split(":")[0] in ("fig", "target", "pass")]

            def covered(ref):
                cx, cy = _centre(regions[ref])
                return any(x <= cx <= x + w and y <= cy <= y + h for x, y, w, h in tokens)
            hexes = [r for r in clickable if r.startswith("hex:") and not covered(r)]
            if targets:
                win.click_rect(regions[targets[0]])  # attack whoever is in reach
            elif hexes and enemies:
                def gap(ref):
                    cx, cy = _centre(regions[ref])
                    return min(math.hypot(cx - ex, cy - ey) for ex, ey in enemies)
                win.click_rect(regions[min(hexes, key=gap)])  # close in on the nearest enemy
            elif clickable:
                win.click_rect(regions[clickable[0]])
            elif buttons:
                done = [b for b in buttons if "complete" in b["text"] or b["text"] == "End turn"]
                win.click_rect((done or buttons)[0]["rect"])
            win.settle()
        mine = [a["picks"][0] for a in json.loads(save_path.read_text())["answers"] if a["seat"] == 0 and a["picks"]]
        moved = [i for i, x in enumerate(mine) if x.startswith("move:")]
        assert moved, "the person moved a figure by clicking it and then a hex"
        assert any(x.startswith(("attack", "special")) for x in mine[moved[0]:]), "and then attacked by clicking"
    finally:
        err = win.close()
        xvfb.terminate()
    assert "Traceback" not in err, err[-3000:]
