"""Strike Teams in a real window: the person playing the heroes in the tutorial (two heroes
against six Hydra Soldiers) moves a hero, attacks a henchman and breaks an object by mouse
clicks alone, set-up included."""

import json
from tests.ui.realwindow import Window, needs_xvfb, start_xvfb

NOT_CHOICES = {"Hint", "Undo", "Menu", "Clear selection"}


def _square(ref, p):
    """The square of an object or figure ref, from the probe."""
    kind, key = ref.split(":", 1)
    return key if kind == "obj" else (p["figs"].get(key) or {}).get("pos")


def _dist(a, b):
    (ac, ar), (bc, br) = (map(int, a.split(",")), map(int, b.split(",")))
    return max(abs(ac - bc), abs(ar - br))


@needs_xvfb
def test_move_a_hero_attack_a_henchman_and_break_an_object_by_mouse(tmp_path):
    xvfb, display = start_xvfb()
    win = Window(display, tmp_path / "home", ["play", "strike_teams", "--seats", "human,random", "--seed", "1",
                                              "--mode", "tutorial"],
                 settings={"pacing": "instant", "window": [1280, 720]})
    done = {"moved": False, "henchman": False, "broke": False}
    aimed_at: set[str] = set()
    try:
        for p in win.my_decisions(900):
            for sq in list(aimed_at):
                if sq in p["rubble"]:
                    done["broke"] = True
            if all(done.values()):
                break
            regions = {ref: rect for ref, *rect in p["regions"]}
            clickable = [r for r in p["clickable"] if r in regions and r not in p["selected"]]
            opts = [r for r in regions if r.startswith("opt:")]
            kind = p["kind"]
            hench = [r for r in regions if r.startswith("fig:hydra")]
            objects = [r for r in regions if r.startswith("obj:")]
            # break an object first (the henchmen come to the heroes), weakest first
            objects.sort(key=lambda r: p["objects"].get(r[4:], {}).get("ms", 9))
            hench = [r for r in hench if _square(r, p)]
            goals = (objects if not done["broke"] else []) + (hench if not done["henchman"] else [])

            if kind in ("target", "volley", "extra_target"):
                foes = [r for r in clickable if r.startswith("fig:") and p["figs"].get(r[4:], {}).get("side") == 1]
                picks = [r for r in clickable if r in goals] or foes or [r for r in clickable if r.startswith("obj:")]
                aims = [r for r in clickable if r.startswith("aim:")]
                if aims:
                    win.click_rect(regions[max(aims, key=lambda r: int(r.split(":")[1]))])
                elif picks:
                    ref = picks[0]
                    if ref.startswith("fig:hydra"):
                        done["henchman"] = True
                    if ref.startswith("obj:"):
                        aimed_at.add(ref.split(":", 1)[1])
                    win.click_rect(regions[ref])
                else:
                    stop = [r for r in opts if "stop" in r] or opts
                    win.click_rect(regions[(stop or clickable)[0]])
            elif kind == "act" and p["figure"] and p["figs"].get(p["figure"], {}).get("side") == 0:
                me = p["figs"][p["figure"]]["pos"]
                spots = [q for q in (_square(r, p) for r in goals) if q]
                attack = [r for r in clickable if r.startswith("box:") and r.endswith(":attack")]
                if p["walk"]:
                    pass  # the view is walking a route: wait for it
                elif attack and any(_dist(me, q) <= 1 for q in spots):
                    win.click_rect(regions[attack[0]])  # a goal beside the hero: hit it
                elif p["reach"] and spots:
                    goal = spots[0]
                    stops = [sq for sq in p["reach"] if f"cell:{sq}" in regions and sq not in spots]
                    best = min(stops, key=lambda sq: (_dist(sq, goal), p["reach"][sq]), default=None)
                    if best is not None and _dist(best, goal) < _dist(me, goal):
                        win.click_rect(regions[f"cell:{best}"])  # walk (a square at a time) towards it
                        done["moved"] = True
                    else:
                        win.click_rect(regions["end"])
                elif "end" in regions:
                    win.click_rect(regions["end"])
                elif clickable:
                    win.click_rect(regions[clickable[0]])
            elif kind == "start":
                win.click_rect(regions["gain"] if "gain" in regions else regions[clickable[0]])
            elif kind == "wounds":
                slots = [r for r in clickable if r.startswith("slot:")]
                placed = len([r for r in p["selected"] if r.startswith("slot:")])
                if placed and placed >= p["want"]:  # as many wounds placed as the hit calls for: Done
                    win.click_rect(regions["finish"])
                elif slots:
                    win.click_rect(regions[slots[0]])
            elif kind == "react":
                win.click_rect(regions[opts[0]] if opts else regions[clickable[0]])
            elif clickable or opts:
                cards = [r for r in clickable if r.startswith("card:")]
                if kind == "choose_cards" and not cards and opts:
                    win.click_rect(regions[opts[0]])
                else:
                    win.click_rect(regions[(clickable or opts)[0]])
            else:
                buttons = [b for b in p["buttons"] if b["enabled"] and b["text"] not in NOT_CHOICES]
                if buttons:
                    win.click_rect(buttons[0]["rect"])
            win.settle()
        save = json.loads((tmp_path / "home" / "saves" / "autosave-strike_teams.json").read_text())
        mine = [a["picks"][0] for a in save["answers"] if a["seat"] == 0 and a["picks"]]
        assert any(x.startswith(("step:", "run:")) for x in mine), "a hero advanced by a click on a square"
        assert any(x.startswith("target:fig:hydra") for x in mine), "a hero attacked a henchman by clicks"
        assert done["broke"], "an object a hero attacked lies in rubble"
    finally:
        err = win.close()
        xvfb.terminate()
    assert "Traceback" not in err, err[-3000:]
