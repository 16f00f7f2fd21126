"""Set-up, in the rulebook's order.

1. Heroes (each with its sheet's team-up card exhausted, the two shared support cards, one of
   them ready by choice, its own support card locked and its hero mission held); 2. aspects (a
   third standard token each with only two heroes); 3. the board: threat and team-up at 0, the
   Bifrost token on Asgard; 4. the nemesis; 5. its mission deck I, II, III; 6. the side missions
   shuffled; 7. the supply; 8. the first player; 9. the Iliad on a numbered space; 10. the nemesis
   on its space, the heroes on bases (one each) from the first player on; 11. the event deck: nine
   standard events at random in three piles of three, a nemesis event shuffled into each, piles
   stacked; 12. a first strike card on the nemesis deck; 13. its setup bar: the enemy pod, its
   spawns (by pips), a side mission.

Choices the options don't make are decisions for the players (which support card starts ready,
the first player, the Iliad's space, the heroes' bases); the nemesis, heroes, aspects and first
strike come from the options or are drawn at random.
"""

from __future__ import annotations

from typing import Any

from game.core import rng
from game.core.decisions import decision, option
from game.core.errors import IllegalChoice

from . import board
from .engine import task
from .missions import spawn_side
from .standees import spawn
from .table import hero_record

DIFFICULTIES = ("easy", "normal", "hard")


def heroes_for(seats: int) -> int:
    """Heroes in play: one per seat, two for a solo player."""
    return max(2, seats)


def parse_list(value: Any, n: int, what: str, known: list[str]) -> list[str] | None:
    """A comma-separated option naming `n` ids (or None when absent)."""
    if value in (None, "", "random"):
        return None
    items = [x.strip() for x in (value if isinstance(value, list) else str(value).split(",")) if x.strip()]
    if len(items) != n:
        raise IllegalChoice(f"{what} needs {n} names (one per hero), not {len(items)}.")
    for x in items:
        if x not in known:
            raise IllegalChoice(f"{what}: unknown {x!r}.")
    if len(set(items)) != len(items):
        raise IllegalChoice(f"{what}: each may be taken once.")
    return items


def build(g: Any, opts: dict[str, Any]) -> None:
    """Steps 1 to 7 from the options, then the players' set-up decisions are scheduled."""
    s, book = g.s, g.book
    n = heroes_for(s["seats"])
    heroes = parse_list(opts.get("heroes"), n, "heroes", sorted(book.heroes))
    if heroes is not None and len({book.heroes[h].sheet for h in heroes}) != n:
        raise IllegalChoice("heroes: two heroes of the same sheet can't both play.")
    if heroes is None:
        sheets = sorted(book.sheets)
        picked = []
        for _ in range(n):
            sh = sheets.pop(rng.below(s, len(sheets)))
            picked.append(book.sheets[sh].heroes[rng.below(s, 2)])
        heroes = picked
    aspects = parse_list(opts.get("aspects"), n, "aspects", sorted(book.aspects))
    if aspects is None:
        pool = sorted(book.aspects)
        aspects = [pool.pop(rng.below(s, len(pool))) for _ in range(n)]
    std = 3 if n == 2 else 2
    for i, hid in enumerate(heroes):
        hero = book.heroes[hid]
        sheet = book.sheets[hero.sheet]
        s["heroes"].append(hero_record(hid, hero.sheet, 0 if s["seats"] == 1 else i, aspects[i], std,
                                       list(sheet.supports)))
        g.log("setup", f"{hero.name} joins with the {book.aspects[aspects[i]].name} aspect.", hero=i)
    # 3-7: board, nemesis, its missions, side missions, supply.
    nem = book.nemeses[s["opt"]["nemesis"]]
    s["nem"] = {"id": nem.id, "space": None, "dmg": 0, "stun": False, "primed": False, "show": False, "supp": 0, "fort": 0}
    s["nm_deck"] = list(nem.missions)
    s["pods"]["N"] = nem.enemy
    s["side_deck"] = list(book.side_missions)
    rng.shuffle(s, s["side_deck"], g.events, "The side mission deck")
    g.log("setup", f"The nemesis is {nem.name}.")
    g.push({"op": "setup_finish"})
    g.push({"op": "setup_place", "k": 0})
    g.push({"op": "setup_iliad"})
    g.push({"op": "setup_first"})
    for h in reversed(range(n)):
        g.push({"op": "setup_support", "h": h})


@task("setup_support")
def _setup_support(g: Any, t: dict[str, Any], picks: Any) -> None:
    """Step 1: each hero chooses which shared support card starts ready."""
    s, book = g.s, g.book
    h = t["h"]
    rec = s["heroes"][h]
    if picks is None:
        opts = [option(f"support:{sc['id']}", f"Start with {book.supports[sc['id']].name} ready: "
                       f"{book.supports[sc['id']].ability.text}", [f"support:{sc['id']}"]) for sc in rec["supports"]]
        g.ask(t, decision(rec["seat"], "setup_support", f"{g.hname(h)}: which shared support card starts ready?", opts))
        return
    card = picks[0]["id"][8:]
    for sc in rec["supports"]:
        sc["ready"] = sc["id"] == card


@task("setup_first")
def _setup_first(g: Any, t: dict[str, Any], picks: Any) -> None:
    """Step 8: the heroes choose the first player."""
    s = g.s
    if picks is None:
        opts = [option(f"hero:{i}", f"{g.hname(i)} is the first player", [f"hero:{i}"]) for i in range(len(s["heroes"]))]
        g.ask(t, decision(0, "setup_first", "Choose the first player.", opts))
        return
    s["first"] = int(picks[0]["id"][5:])
    g.log("first_player", f"{g.hname(s['first'])} takes the first player token.", hero=s["first"])


@task("setup_iliad")
def _setup_iliad(g: Any, t: dict[str, Any], picks: Any) -> None:
    """Step 9: the first player puts the Iliad on a numbered space."""
    s, book = g.s, g.book
    if picks is None:
        suggested = str(book.first_game.get("iliad", ""))
        opts = [option(f"space:{sid}", f"Put the Iliad on {board.space_name(book, s, sid)}"
                       + (" (suggested for a first game)" if sid == suggested else ""), [f"space:{sid}"])
                for sid in book.numbered]
        # (what the Iliad is, said where it is first met: the fifth base, its effect from the data)
        effect = book.bases["iliad"].text.rstrip(".")
        prompt = f"Place the Iliad on a numbered space: it becomes a fifth base there ({effect[:1].lower()}{effect[1:]})."
        g.ask(t, decision(s["heroes"][s["first"]]["seat"], "setup_iliad", prompt, opts))
        return
    s["iliad"] = picks[0]["id"][6:]
    g.log("iliad", f"The Iliad is placed on {book.space_names[s['iliad']]} ({s['iliad']}).", space=s["iliad"])


@task("setup_place")
def _setup_place(g: Any, t: dict[str, Any], picks: Any) -> None:
    """Step 10: the nemesis on its space; each hero from the first player on picks a free base."""
    s, book = g.s, g.book
    n = len(s["heroes"])
    if s["nem"]["space"] is None:
        s["nem"]["space"] = book.nemeses[s["nem"]["id"]].start
        g.log("place", f"{g.nname()} appears in {board.space_name(book, s, s['nem']['space'])}.", nemesis=True)
    k = t["k"]
    h = (s["first"] + k) % n
    if picks is not None:
        sid = picks[0]["id"][6:]
        s["heroes"][h]["space"] = sid
        g.log("place", f"{g.hname(h)} starts in {board.space_name(book, s, sid)}.", hero=h, space=sid)
        if k + 1 < n:
            g.push({"op": "setup_place", "k": k + 1})
        return
    taken = {x["space"] for x in s["heroes"]}
    opts = []
    for b in board.all_bases(s):
        sid = board.base_space(book, s, b)
        if sid not in taken:
            opts.append(option(f"space:{sid}", f"{g.hname(h)} starts on {book.base_name(b)}", [f"space:{sid}"]))
    g.ask(t, decision(s["heroes"][h]["seat"], "setup_place", f"{g.hname(h)}: choose a base to start on.", opts))


@task("setup_finish")
def _setup_finish(g: Any, t: dict[str, Any], picks: Any) -> None:
    """Steps 11 to 13, then the first round."""
    s, book = g.s, g.book
    nem = book.nemeses[s["nem"]["id"]]
    pool = list(book.standard_events)
    rng.shuffle(s, pool, g.events, "The standard event cards")
    nine = pool[:9]
    events: list[str] = []
    for k in range(3):
        pile = nine[3 * k:3 * k + 3] + [nem.events[k]]
        rng.shuffle(s, pile, g.events, f"Event pile {k + 1}")
        events += pile
    s["events"] = list(reversed(events))  # the top is the end of the list
    fs = s["opt"]["first_strike"]
    if fs in (None, "", "random"):
        fs = book.first_strikes[rng.below(s, len(book.first_strikes))]
        s["opt"]["first_strike"] = fs
    s["nm_deck"].insert(0, fs)
    m = book.missions[fs]
    g.log("mission", f"First strike: {m.name}. {m.text}", id=fs)
    pod = book.pods[m.pod]
    s["pods"].update({"1": pod["1"], "2": pod["2"], "3": pod["3"]})
    g.log("setup", f"Enemy pod: {', '.join(book.enemies[pod[r]].name for r in ('1', '2', '3'))}.")
    for sp in m.spawns:
        if sp.pips <= s["opt"]["n_spawn"]:
            spawn(g, sp.rank, sp.space)
    s["phase"] = "hero"
    g.push({"op": "round"})
    # the first side mission's warning resolves now, before the first round (pushed after the round
    # so that it runs first: the stack is last in, first out)
    spawn_side(g)
