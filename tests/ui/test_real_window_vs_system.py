"""Vs. System in a real window, by mouse alone: a team attack (an attacker, a teammate added, the
defender) and a plot twist played from the hand in the combat's exchange.

The game is one that computer seats played to seed 1's 101st decision, continued from the menu as
a person's autosave; the clicks go to what the probe says is drawn where."""

import copy
import json

from tests.ui.realwindow import Window, needs_xvfb, start_xvfb

SEED, DECISIONS = 1, 101


def _position():
    """(save document, the clicks of a team attack and a plot twist): the game computer seats played
    to a turn of seat 0's where both are possible (found by trying them on copies)."""
    from game.core.match import Match
    from game.core.players import SeatView, player_rng
    from game.core.saves import make_save
    from game.session import open_game
    loaded = open_game("vs_system", with_user_mods=False)
    rules = loaded.rules
    m = loaded.start(loaded.setup(["computer", "computer"], SEED, None, {}))
    robots = loaded.seat_players(["computer", "computer"])
    for i in range(DECISIONS):
        seat = m.pending["seat"]
        m.apply(robots[seat].choose(SeatView(rules, m.state, seat), player_rng(m.state, seat, i)))
    assert m.pending["seat"] == 0 and m.pending["kind"] == "main"
    rec = m.to_record()
    for a in (o for o in m.pending["options"] if o["id"].startswith("a:")):
        trial = Match.from_record(rules, copy.deepcopy(rec))
        trial.apply({"seat": 0, "picks": [a["id"]]})
        mate = next((o for o in trial.pending["options"] if o["id"].startswith("+:")), None)
        if mate is None:
            continue
        trial.apply({"seat": 0, "picks": [mate["id"]]})
        dfd = next(o for o in trial.pending["options"] if o["id"].startswith("d:"))
        trial.apply({"seat": 0, "picks": [dfd["id"]]})
        twist = next((o for o in trial.pending["options"] if o["id"].startswith("t:")), None)
        if twist is not None:
            rec["setup"] = {**rec["setup"], "seats": ["human", "computer"]}
            doc = make_save("vs_system", rec, loaded.stamp(), label=loaded.spec.title)
            return doc, [a["path"][0], mate["path"][0], dfd["path"][0], twist["path"][0]]
    raise AssertionError("no team attack with a plot twist at this position")


@needs_xvfb
def test_a_team_attack_and_a_plot_twist_by_mouse(tmp_path):
    doc, clicks = _position()
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    (home / "saves" / "autosave-vs_system.json").write_text(json.dumps(doc))
    xvfb, display = start_xvfb()
    win = Window(display, home, [], settings={"pacing": "instant", "window": [1280, 720]})
    try:
        p = win.probe()
        while p["scene"] != "menu":
            p = win.probe(p["frame"])
        win.click_rect(next(b["rect"] for b in p["buttons"] if b["text"].startswith("Continue")))
        for ref in clicks:  # attacker, teammate, defender, then the plot twist in the exchange
            for _ in range(200):
                p = win.probe(p["frame"])
                regions = {r: rect for r, *rect in p.get("regions", [])}
                if p["scene"] == "game" and p["mine"] and ref in p["clickable"] and ref in regions:
                    break
            else:
                raise AssertionError(f"{ref} never became clickable on the table")
            win.click_rect(regions[ref])
            win.frame = p["frame"]
            win.settle()
            p = win.probe(win.frame - 1)
        answers = []
        for _ in range(100):  # the save is written after each decision
            answers = json.loads((home / "saves" / "autosave-vs_system.json").read_text())["answers"]
            if sum(1 for a in answers[DECISIONS:] if a["seat"] == 0) >= 4:
                break
            p = win.probe(p["frame"])
        mine = [a["picks"][0] for a in answers[DECISIONS:] if a["seat"] == 0]
        assert [x[:2] for x in mine[:4]] == ["a:", "+:", "d:", "t:"], mine
    finally:
        err = win.close()
        xvfb.terminate()
    assert "Traceback" not in err, err[-3000:]
