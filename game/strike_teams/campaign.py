"""The end of a mission and the campaign between missions: winners, the Victory Card, levelling up.

Rulebook: Winning the Mission, Continuing the Campaign, Leveling Up Characters, Winning the
Campaign.

- The side with more OP wins the mission; equal OP is a draw with no tie-breaker.
- In a campaign the winner holds the Victory Card for the next mission only (nobody after a
  draw: our reading), the map card and scenario cards used are set aside, and each side pools
  its new OP with its reserve and must keep levelling the characters that took part while it can
  pay the next Level (Level L to L+1 costs L+1 OP; henchmen level as one group, all figures).
  Only OP that cannot buy any participant's next Level are saved.
- The winner of the last mission wins the campaign, whatever the OP totals; a last mission drawn
  leaves the campaign drawn.
"""

from __future__ import annotations

from game.core import decisions as dc
from game.core.rules import finish

from .engine import HEROES, MASTERMIND, G, task
from .setup import fresh_mission_state


def mission_winner(s: dict) -> int | None:
    h, m = s["op"]
    return HEROES if h > m else MASTERMIND if m > h else None


def level_cost(level: int) -> int:
    """OP to raise a character from `level` to the next."""
    return level + 1


def _headline(g: G, w: int | None) -> str:
    """"The heroes win!" (the side names are plural or a title, not a player's name)."""
    if w is None:
        return "A draw"
    return "The heroes win!" if w == HEROES else "The Mastermind wins!"


@task("mission_end")
def _mission_end(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    w = mission_winner(s)
    h, m = s["op"]
    s["phase"] = "over"
    verdict = "a draw" if w is None else f"{g.side_says(w, 'win', False)}"
    g.log("mission_end", f"The mission ends: heroes {h} OP, Mastermind {m} OP: {verdict}.", op=[h, m], winner=w)
    if s["mode"] != "campaign":
        finish(s, g.events, [] if w is None else [w], f"Heroes {h} OP, Mastermind {m} OP: {verdict}.",
               draw=w is None, scores=[h, m], score_label="Objective Points", headline=_headline(g, w))
        return
    camp = s["campaign"]
    camp["history"].append({"mission": camp["mission"], "map": s["map"], "scenarios": list(s["scenarios"]),
                            "op": [h, m], "winner": w})
    camp["used_maps"].append(s["map"])
    camp["used_scenarios"] += list(s["scenarios"])
    if camp["mission"] >= camp["missions"]:
        wins = [x["winner"] for x in camp["history"]]
        summary = (f"The campaign ends after {camp['missions']} missions: " +
                   ("the last mission was a draw, so the campaign is drawn." if w is None else
                    f"{g.side_name(w)} won the last mission and the campaign.") +
                   f" Missions won: heroes {wins.count(HEROES)}, Mastermind {wins.count(MASTERMIND)}.")
        finish(s, g.events, [] if w is None else [w], summary, draw=w is None,
               scores=[wins.count(HEROES), wins.count(MASTERMIND)], score_label="missions won",
               headline=_headline(g, w))
        return
    g.push({"op": "next_mission", "winner": w})
    g.push({"op": "level_up", "side": MASTERMIND})
    g.push({"op": "level_up", "side": HEROES})


@task("level_up")
def _level_up(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    side = t["side"]
    camp = s["campaign"]
    levels = camp["levels"]
    if "pool" not in t:
        t = dict(t, pool=camp["reserve"][side] + s["op"][side])
        g.log("level_up", f"{g.side_says(side, 'have')} {t['pool']} OP to spend on levels.", side=side)
    if picks is not None:
        cid = picks[0]["data"]["char"]
        lv = levels.get(cid, 1)
        cost = level_cost(lv)
        levels[cid] = lv + 1
        t = dict(t, pool=t["pool"] - cost)
        g.log("level_up", f"{g.cname(cid)} rises to Level {lv + 1} ({cost} OP).", char=cid, level=lv + 1)
    top = g.rules.max_level
    opts = []
    for cid, c in s["chars"].items():
        if c["side"] != side:
            continue
        lv = levels.get(cid, 1)
        if lv < top and level_cost(lv) <= t["pool"]:
            opts.append(dc.option(f"level:{cid}", f"{g.cname(cid)}: Level {lv} to {lv + 1} for {level_cost(lv)} OP",
                                  [f"char:{cid}"], char=cid))
    if not opts:
        camp["reserve"][side] = t["pool"]
        if t["pool"]:
            g.log("level_up", f"{g.side_says(side, 'save')} {t['pool']} OP.", side=side)
        return
    g.ask(t, dc.decision(side, "level_up", f"{t['pool']} OP to spend. Level up whom? "
                         f"(You must while you can pay.)", opts, pool=t["pool"]))


@task("next_mission")
def _next_mission(g: G, t: dict, picks: list | None) -> None:
    s = g.s
    camp = s["campaign"]
    camp["mission"] += 1
    fresh_mission_state(s)
    w = t["winner"]
    s["victory"] = {"holder": w, "face": None, "used": False} if w is not None else None
    g.fresh()  # a new mission: nothing looked up on the last one's table holds
    g.log("campaign", f"Mission {camp['mission']} of {camp['missions']} begins.", mission=camp["mission"])
    g.push({"op": "mission", "step": "map"})
