"""The invariants, written for speed (they run after every step of a checked playout), say what
the plain version below says: on states of random games and thousands of them broken on purpose
(cards moved, doubled, lost or unknown, cards of the wrong kind on bases and characters, values
of the wrong type, negative VP, no decision), the same sentences, or the same exception."""

import marshal
import random
from collections import Counter

from game.core.match import Match
from game.core.players import random_picks, random_stream
from game.session import open_game
from game.smash_up.invariants import broken
from game.smash_up.verbs import modifier_to_shed


def _reference(rules, s):
    """The invariants as they were written before they were made faster (5621138)."""
    out = []
    defs = rules.book.defs
    cards = s["cards"]
    placed = []
    for p in s["players"]:
        placed += p["deck"]
        placed += p["hand"]
        placed += p["discard"]
    for b in s["bases"]:
        for ch in b["chars"]:
            placed.append(ch["uid"])
            for m in ch["mods"]:
                placed.append(m["uid"])
                if defs[cards[m["uid"]][0]].mod != "character":
                    out.append(f"{m['uid']} is attached to a character but is no character modifier")
            if defs[cards[ch["uid"]][0]].type != "character":
                out.append(f"{ch['uid']} stands on a base but is no character")
        for m in b["mods"]:
            placed.append(m["uid"])
            if defs[cards[m["uid"]][0]].mod != "base":
                out.append(f"{m['uid']} is attached to a base but is no base modifier")
    placed += s["limbo"]
    if not (len(placed) == len(cards) and cards.keys() == set(placed)):
        seen = Counter(placed)
        for u in cards:
            if seen.get(u, 0) != 1:
                out.append(f"card {u} is in {seen.get(u, 0)} places")
        for u in seen:
            if u not in cards:
                out.append(f"unknown card {u}")
    nbases = len(s["bases"]) + len(s["base_deck"]) + len(s["base_discard"])
    if nbases != len(rules.book.base_ids):
        out.append(f"{nbases} bases in the game, not {len(rules.book.base_ids)}")
    shed = modifier_to_shed(s, rules.book)
    if shed is not None:
        out.append(f"{shed[0]['uid']} stays on {shed[1]['uid']} though {shed[2]} keeps its controller's actions off it")
    if any(p["vp"] < 0 for p in s["players"]):
        out.append("a player has negative VP")
    if s["result"] is None and s["pending"] is None:
        out.append("no decision pending and no result")
    if s["result"] is None and len(s["bases"]) != s["seats"] + 1:
        out.append(f"{len(s['bases'])} active bases for {s['seats']} players")
    return out


def _verdict(f, rules, s):
    try:
        return ("said", f(rules, s))
    except Exception as err:  # noqa: BLE001 - a broken state may make the invariants raise
        return ("raised", type(err).__name__, str(err))


def _copy(s):
    return marshal.loads(marshal.dumps(s))


def _states(loaded, seats, seed, every=5):
    setup = loaded.setup(["random"] * seats, seed)
    m = Match.start(loaded.rules, setup)
    out, step = [], 0
    while not m.over:
        seat = m.pending["seat"]
        m.apply({"seat": seat, "picks": random_picks(m.pending, random_stream(setup["seed"], seat), step)})
        step += 1
        if step % every == 0:
            out.append(_copy(m.state))
    out.append(_copy(m.state))
    return out


def _zones(s):
    zones = [p[z] for p in s["players"] for z in ("deck", "hand", "discard")] + [s["limbo"]]
    return [z for z in zones if type(z) is list]


def _perturb(rng, s, book):
    """Break the state in one to three ways."""
    uids = list(s["cards"])
    defs = list(book.defs)
    chars = [ch for b in s["bases"] for ch in b["chars"]]
    for _ in range(rng.randint(1, 3)):
        what = rng.randrange(12)
        zones = _zones(s)
        if what == 0:  # a card moved, doubled or lost
            src = rng.choice(zones)
            if src:
                u = src.pop(rng.randrange(len(src))) if rng.random() < 0.6 else rng.choice(src)
                if rng.random() < 0.7:
                    rng.choice(zones).append(u)
        elif what == 1:  # a card nobody knows, or something that is no card
            rng.choice(zones).append(rng.choice(["nobody", "c999", None, 7, ["c1"]]))
        elif what == 2 and chars:  # a character or modifier printed as something else
            ch = rng.choice(chars)
            tgt = ch if type(ch["mods"]) is not list or not ch["mods"] or rng.random() < 0.5 \
                else rng.choice(ch["mods"])
            s["cards"][tgt["uid"]] = [rng.choice(defs)] + s["cards"][tgt["uid"]][1:]
        elif what == 3 and s["bases"]:  # a card from a zone stood on a base, as character or modifier
            src = rng.choice(zones)
            if src:
                u = src.pop()
                b = rng.choice(s["bases"])
                if rng.random() < 0.5:
                    b["chars"].append({"uid": u, "ctrl": rng.randrange(s["seats"]), "mods": []})
                else:
                    b["mods"].append({"uid": u, "ctrl": rng.randrange(s["seats"])})
        elif what == 4 and chars:  # a modifier put on a character
            src = rng.choice(zones)
            ch = rng.choice(chars)
            if src and type(ch["mods"]) is list:
                ch["mods"].append({"uid": src.pop(), "ctrl": rng.randrange(s["seats"])})
        elif what == 5 and chars:
            rng.choice(chars)["mods"] = rng.choice([None, [], "x"])
        elif what == 6:
            rng.choice(s["players"])["vp"] = rng.choice([-1, -5, 0, 3, None])
        elif what == 7:
            s[rng.choice(["pending", "result"])] = None
        elif what == 8:
            pile = rng.choice(["base_deck", "base_discard"])
            if s[pile] and rng.random() < 0.5:
                s[pile].pop()
            else:
                s[pile].append("b99")
        elif what == 9 and s["bases"]:
            s["bases"].pop()
        elif what == 10:
            del s["cards"][rng.choice(uids)]
            uids = list(s["cards"])
        else:
            p = rng.choice(s["players"])
            p[rng.choice(["deck", "hand", "discard"])] = rng.choice([None, "c1", []])
    return s


def test_the_invariants_say_what_the_plain_version_says():
    loaded = open_game("smash_up", with_user_mods=False)
    rules = loaded.rules
    rng = random.Random(13)
    cases = broken_cases = clear = 0
    for seats, seed in ((2, 1000), (2, 1001), (3, 1002), (4, 1003)):
        for base in _states(loaded, seats, seed):
            for k in range(10):
                s = _copy(base) if k == 0 else _perturb(rng, _copy(base), rules.book)
                got = _verdict(broken, rules, s)
                assert got == _verdict(_reference, rules, s), (seed, k)
                cases += 1
                broken_cases += got != ("said", [])
                clear += k == 0 and got == ("said", [])
    assert cases > 1000 and broken_cases > cases // 2 and clear > 50
