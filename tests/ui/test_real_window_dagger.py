"""D.A.G.G.E.R. in a real window: two people at one screen set up, move a hero, take a test with the
dice and end a hero phase by mouse clicks alone (on the map, the heroes' buttons and the dice tray;
never the prompt)."""

import json

from tests.ui.realwindow import Window, needs_xvfb, start_xvfb


def _answers(save_path):
    return [a for a in json.loads(save_path.read_text())["answers"]] if save_path.exists() else []


def _pick(p: dict, moved: bool, tested: bool) -> str | None:
    """The board ref to click now: a test's Keep; a token, then Move until a hero has moved, then
    an action with a test; a space other than where the hero stands; else the first thing lit,
    else the first choice of the tray's list."""
    regions = {ref for ref, *_rect in p["regions"]}
    lit = [r for r in p["clickable"] if r in regions and r not in p["selected"]]
    if "dice:keep" in lit:
        return "dice:keep"
    tokens = [r for r in lit if r.startswith("token:")]
    if tokens:
        return next((r for r in tokens if r.endswith(":standard")), tokens[0])
    slots = [r for r in lit if r.startswith("slot:")]
    want = ("move",) if not moved else ("defy", "fight", "rest") if not tested else ("move", "defy", "fight", "rest")
    for w in want:
        hit = [r for r in slots if r.endswith(":" + w)]
        if hit:
            return hit[0]
    spaces = [r for r in lit if r.startswith("space:") and r[6:] != p.get("acting_space")]
    if spaces:
        return spaces[0]
    if lit:
        return lit[0]
    opts = [r for r in regions if r.startswith("opt:")]
    return opts[0] if opts else None


@needs_xvfb
def test_move_a_hero_take_a_test_and_end_a_hero_phase_by_mouse(tmp_path):
    xvfb, display = start_xvfb()
    win = Window(display, tmp_path / "home", ["play", "dagger", "--seats", "human,human", "--seed", "4"],
                 settings={"pacing": "instant", "window": [1280, 720]})
    save_path = tmp_path / "home" / "saves" / "autosave-dagger.json"
    moved = tested = False
    start_round = None
    try:
        for p in win.my_decisions(500):
            start_round = p["round"] if start_round is None and p["phase"] == "hero" else start_round
            if moved and tested and start_round is not None and p["round"] > start_round:
                break
            ref = _pick(p, moved, tested)
            assert ref is not None, f"nothing to click for {p['prompt'][:1]}"
            win.click_rect(next(x[1:] for x in p["regions"] if x[0] == ref))
            win.settle()
            picks = [a["picks"][0] for a in _answers(save_path) if a["picks"]]
            moved = moved or any(prev.startswith("a:move:") and x.startswith("space:") for prev, x in zip(picks, picks[1:]))
            tested = tested or "keep" in picks
        answers = _answers(save_path)
        picks = [a["picks"][0] for a in answers if a["picks"]]
        assert any(prev.startswith("a:move:") and x.startswith("space:") for prev, x in zip(picks, picks[1:])), \
            "a hero moved: a token, Move, then a space on the map"
        assert "keep" in picks, "a test was rolled and its dice kept from the tray"
        assert {a["seat"] for a in answers} == {0, 1}, "both people acted for their heroes"
        assert p["round"] > start_round, "a hero phase ended and the next round began"
    finally:
        err = win.close()
        xvfb.terminate()
    assert "Traceback" not in err, err[-3000:]
