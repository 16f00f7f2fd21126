"""The five phases of a turn, playing cards, allowances and extras, talents.

Rulebook "The Phases of a Turn": Start Turn, Play Cards, Score Bases, Draw 2
Cards, End Turn. In Play Cards the current player may play one character
and one action (``turn.chars`` / ``turn.acts``), extras granted by abilities
(``turn.extras``), and use each Talent once.

An extra is an *allowance* ``{type, pmax, base, nochars, mod, here_chars,
cards, src}`` (granted in extras.py); a play uses the most constrained extra
that fits, else the normal allowance (spec R-6.20's default).
"""

from __future__ import annotations

from typing import Any, Sequence

from game.core.decisions import decision, option
from game.core.rules import finish

from .conditions import condition
from .deck_ops import card_matches
from .effects import select
from .engine import LATE, G, ctx, emit_triggers, open_scope, push_batch, push_effects, task
from .me_first import on_play_phase, on_played, on_turn_end, on_turn_start
from .power import any_protection, char_cancelled, guard_source, protection
from .table import draw, locate
from .wording import does, plays_left, with_does

HAND_LIMIT = 10
WIN_VP = 15


def fresh_turn(seat: int, n: int, seats: int) -> dict[str, Any]:
    """Per-turn bookkeeping for the current player."""
    return {"seat": seat, "n": n, "phase": "start", "chars": 1, "acts": 1, "extras": [], "talents": [],
            "acts_played": [0] * seats, "destroyed": [], "once": []}


# -- what may be played where ------------------------------------------------------------------


def normally_playable(d) -> bool:
    """A card whose only abilities are Specials can't be played as a normal play."""
    return d.type == "character" or d.mod is not None or bool(d.on_play) or not d.specials


def targets(g: G, seat: int, uid: str) -> list[str]:
    """Where a card from hand could go: base uids, character uids, or '' for a plain action."""
    s = g.s
    d = g.d(uid)
    if d.type == "character":
        return [b["uid"] for b in s["bases"]]
    if d.mod == "base":
        if d.play_rule == "empty_base":
            return [b["uid"] for b in s["bases"] if not b["chars"]]
        return [b["uid"] for b in s["bases"]]
    if d.mod == "character":
        if not any_protection(s, g.book):
            return [ch["uid"] for b in s["bases"] for ch in b["chars"]]
        # protected(...) for each character, with the table walked once: only others' characters
        # can be guarded against this seat's actions
        return [ch["uid"] for b in s["bases"] for ch in b["chars"]
                if ch["ctrl"] == seat or guard_source(s, g.book, b, ch, True, "affect", None) is None]
    return [""]


def _base_of_target(g: G, tgt: str) -> str | None:
    if tgt.startswith("B"):
        return tgt
    if tgt:
        kind, b, _ch, _m = locate(g.s, tgt)
        return b["uid"] if kind else None
    return None


def fits(g: G, seat: int, al: dict[str, Any], uid: str, tgt: str) -> bool:
    """Whether playing `uid` on `tgt` fits allowance `al`."""
    d = g.d(uid)
    if d.type != al["type"]:
        return False
    if al.get("cards") is not None and uid not in al["cards"]:
        return False
    if al.get("pmax") is not None and d.power > al["pmax"]:  # printed power: the card is in hand
        return False
    if al.get("mod") is not None and d.mod != al["mod"]:
        return False
    bu = _base_of_target(g, tgt)
    if al.get("base") is not None and bu != al["base"]:
        return False
    if al.get("here_chars") is not None and (d.mod != "character" or bu != al["here_chars"]):
        return False
    if al.get("nochars"):
        b = next((x for x in g.s["bases"] if x["uid"] == bu), None)
        if b is None or any(ch["ctrl"] == seat for ch in b["chars"]):
            return False
    return True


def _constraints(al: dict[str, Any]) -> int:
    return sum(1 for k in ("pmax", "base", "nochars", "mod", "here_chars", "cards") if al.get(k) not in (None, False))


def best_allowance(g: G, seat: int, uid: str, tgt: str) -> int | None:
    """Which allowance a play uses: the most constrained fitting extra, -1 for the normal one, None if none."""
    t = g.s["turn"]
    best, score = None, -1
    for i, al in enumerate(t["extras"]):
        if fits(g, seat, al, uid, tgt) and _constraints(al) > score:
            best, score = i, _constraints(al)
    if best is not None:
        return best
    d = g.d(uid)
    if (d.type == "character" and t["chars"] > 0) or (d.type == "action" and t["acts"] > 0):
        return -1
    return None


def _play_option(g: G, uid: str, tgt: str, prefix: str = "p", names: dict[str, str] | None = None) -> dict[str, Any]:
    name = names.get(uid) if names else None
    label = f"Play {name or g.name(uid)}"
    if tgt.startswith("B"):
        path = [f"hand:{uid}", f"base:{tgt}"]
        label += f" on {(names.get(tgt) if names else None) or g.name(tgt)}"
    elif tgt:
        path = [f"hand:{uid}", f"char:{tgt}"]
        label += f" on {g.name(tgt)}"
    else:
        path = [f"hand:{uid}"]
    return {"id": f"{prefix}:{uid}:{tgt}", "label": label, "path": path, "data": {"card": uid, "target": tgt}}


def play_options(g: G, seat: int, kinds: set[str] | None = None) -> list[dict[str, Any]]:
    """Every card play open to the current player now (the types of the cards they play are
    added to `kinds`).

    The same options as `_play_option` over `targets` for each card (checked by the pinned
    playouts' offered decisions), made from `play_targets`: they are made again at every
    decision of the Play Cards phase."""
    out: list[dict[str, Any]] = []
    spans = play_targets(g, seat, kinds)
    if not spans:
        return out
    s = g.s
    book_names = g.book.names
    cards = s["cards"]
    base_names = {b["uid"]: book_names[b["id"]] for b in s["bases"]}
    for uid, d, tgts in spans:
        head = d.play_head
        hp = "hand:" + uid
        pid = "p:" + uid + ":"
        if d.play_kind <= 3:  # a character or a base modifier: on a base
            for bu in tgts:
                out.append({"id": pid + bu, "label": f"{head} on {base_names[bu]}", "path": [hp, "base:" + bu],
                            "data": {"card": uid, "target": bu}})
        elif d.play_kind == 4:
            for cu in tgts:
                out.append({"id": pid + cu, "label": f"{head} on {book_names[cards[cu][0]]}",
                            "path": [hp, "char:" + cu], "data": {"card": uid, "target": cu}})
        else:
            label = head + (" (nothing to act on now: it would do nothing)" if _idle_action(g, seat, uid, d) else "")
            out.append({"id": pid, "label": label, "path": [hp], "data": {"card": uid, "target": ""}})
    return out


def _idle_action(g: G, seat: int, uid: str, d: Any) -> bool:
    """Whether a plain action would do nothing if played now: each of its on-play effects picks
    from what is in play and finds too little, takes from a discard pile with nothing that fits,
    or only follows such an effect (Two More Shall Take Its Place with none of your characters in
    play, Secret Reserves with no small character discarded). Playing it is legal all the same; its
    button says so, as a Talent's does."""
    checks = _IDLE_CHECKS.get(d)
    if checks is None:
        checks = _IDLE_CHECKS[d] = _idle_checks(d)
    if not checks:  # most actions: some effect always does something
        return False
    c = None
    for e in checks:
        if "pick" in e:
            destroy = e.get("op") == "destroy"
            need = e.get("n", 1) if destroy else 1
            c = c or ctx(uid, seat)
            if len(select(g, e["pick"], c, "destroy" if destroy else "affect", enough=need)) >= need:
                return False
        elif any(card_matches(g, u, e.get("filter")) for u in g.s["players"][seat]["discard"]):
            return False
    return True


#: The on-play effects that may find nothing, by definition (`_idle_checks`).
_IDLE_CHECKS: dict[Any, tuple] = {}


def _idle_checks(d: Any) -> tuple:
    """A plain action's on-play effects to look at for `_idle_action` (picks and recovers; what
    only follows one of them is skipped), or () when one of them always does something."""
    out = []
    for ab in d.abilities:
        if ab["kind"] != "on_play":
            continue
        for e in ab.get("effects") or []:
            if "pick" in e or e.get("op") == "recover":
                out.append(e)
            elif not (e.get("op") == "after" and e.get("if_done")):
                return ()
    return tuple(out)


_NOWHERE = ("",)  # where a plain action is played


def play_targets(g: G, seat: int, kinds: set[str] | None = None) -> list[tuple[str, Any, Sequence[str]]]:
    """(card, its definition, where it may go) for each card in hand the current player may play
    now, in hand order, the targets in the options' order (`play_options`); the types of those
    cards are added to `kinds`. A card played normally may go anywhere its kind goes: those
    target lists are made once per question and shared by the cards."""
    s = g.s
    t = s["turn"]
    out: list[tuple[str, Any, Sequence[str]]] = []
    hand = s["players"][seat]["hand"]
    extras = t["extras"]
    if not hand or (t["chars"] <= 0 and t["acts"] <= 0 and not extras):
        return out
    book = g.book
    defs, cards = book.defs, s["cards"]
    on_bases = on_empty = on_chars = None  # made for the first card that needs them
    can_char, can_act = t["chars"] > 0, t["acts"] > 0
    extra_types = {al["type"] for al in extras} if extras else ()
    for uid in hand:
        d = defs[cards[uid][0]]
        k = d.play_kind  # book.Def: how it is played from the hand, 0 not as a normal play
        if not k:
            continue
        normal = can_char if k == 1 else can_act
        if not normal and d.type not in extra_types:
            continue
        if k == 3:  # a base modifier for an empty base
            if on_empty is None:
                on_empty = [b["uid"] for b in s["bases"] if not b["chars"]]
            tgts: Sequence[str] = on_empty
        elif k <= 3:  # a character or a base modifier: on a base
            if on_bases is None:
                on_bases = [b["uid"] for b in s["bases"]]
            tgts = on_bases
        elif k == 4:  # a character modifier: on a character that other players' protection allows
            if on_chars is None:
                guarded = any_protection(s, book)
                on_chars = [ch["uid"] for b in s["bases"] for ch in b["chars"]
                            if not (guarded and ch["ctrl"] != seat
                                    and guard_source(s, book, b, ch, True, "affect", None) is not None)]
            tgts = on_chars
        else:
            tgts = _NOWHERE
        if not normal:
            tgts = [tg for tg in tgts if any(fits(g, seat, al, uid, tg) for al in extras)]
        if tgts:
            out.append((uid, d, tgts))
            if kinds is not None:
                kinds.add(d.type)
    return out


class _Plays(Sequence):
    """The Play Cards options where nobody sees the question (G.pick), for G.draw: counted from
    `play_targets`, the Talents' and End's after them, and only the option drawn is made (there
    are about nine a question, and the draw reads one)."""

    __slots__ = ("spans", "plays", "rest")

    def __init__(self, spans: list[tuple[str, Any, Sequence[str]]], rest: list[dict[str, Any]]) -> None:
        self.spans = spans
        n = 0
        for _uid, _d, tgts in spans:
            n += len(tgts)
        self.plays = n
        self.rest = rest

    def __len__(self) -> int:
        return self.plays + len(self.rest)

    def __getitem__(self, i: int) -> dict[str, Any]:
        if not 0 <= i < len(self):
            raise IndexError(i)
        if i >= self.plays:
            return self.rest[i - self.plays]
        for uid, _d, tgts in self.spans:
            if i < len(tgts):
                return {"id": "p:" + uid + ":" + tgts[i], "data": {"card": uid, "target": tgts[i]}}
            i -= len(tgts)
        raise IndexError(i)


#: What each Talent's offer needs, by (definition, ability): the words on its button, and the
#: selector, count and kind of its first pick (None: it picks nothing), the same at every offer.
_TALENTS: dict[tuple[Any, int], tuple[str, Any, int, str]] = {}
#: Each definition's Talents as offered: (ability index, its condition, and `_talent_offer`'s
#: words, selector, count and kind), put together the first time the card is met in play.
_OFFERS: dict[Any, list[tuple[int, Any, str, Any, int, str]]] = {}


def _talent_offer(d: Any, ab: dict[str, Any]) -> tuple[str, Any, int, str]:
    got = _TALENTS.get((d, ab["idx"]))
    if got is None:
        effects = ab.get("effects") or []
        first = effects[0] if effects else None
        sel, need, against = None, 1, "affect"
        if first and "pick" in first:
            sel = first["pick"]
            if first.get("op") == "destroy":
                need, against = first.get("n", 1), "destroy"
        got = _TALENTS[d, ab["idx"]] = (with_does(f"Use {d.name}'s Talent", does(d, ab)), sel, need, against)
    return got


def _offers(d: Any) -> list[tuple[int, Any, str, Any, int, str]]:
    got = _OFFERS.get(d)
    if got is None:
        got = _OFFERS[d] = [(ab["idx"], ab.get("cond"), *_talent_offer(d, ab)) for ab in d.talents]
    return got


def talent_options(g: G, seat: int, bare: bool = False) -> list[dict[str, Any]]:
    """Talents the current player may use now (each card once per turn); `bare` as play_options.

    Made at every decision of the Play Cards phase: what a card's Talents offer is put together
    once per definition (`_offers`), and an ability's context is made only for a Talent with a
    condition or a pick to look at."""
    s = g.s
    used = s["turn"]["talents"]
    out: list[dict[str, Any]] = []
    book = g.book
    tids = book.talent_ids
    defs = book.defs
    cards = s["cards"]
    for b in s["bases"]:
        found: list[tuple[str, str, str]] | None = None
        for ch in b["chars"]:
            mods = ch["mods"]
            if ch["ctrl"] == seat:
                did = cards[ch["uid"]][0]
                if did in tids and not (mods and char_cancelled(s, book, ch)):
                    if found is None:
                        found = []
                    found.append((ch["uid"], "char:", did))
            for m in mods:  # the seat's modifiers with Talents, on anyone's character
                if m["ctrl"] == seat:
                    did = cards[m["uid"]][0]
                    if did in tids:
                        if found is None:
                            found = []
                        found.append((m["uid"], "mod:", did))
        for m in b["mods"]:
            if m["ctrl"] == seat:
                did = cards[m["uid"]][0]
                if did in tids:
                    if found is None:
                        found = []
                    found.append((m["uid"], "mod:", did))
        if found is None:
            continue
        bu = b["uid"]
        for uid, kind, did in found:
            if uid in used:
                continue
            for idx, cond, label, sel, need, against in _offers(defs[did]):
                if cond is not None or (sel is not None and not bare):
                    c = ctx(uid, seat, bu)
                    if cond and not condition(g, cond, c):
                        continue
                    # nothing to pick (fewer targets than a destroy's price): it may still be used,
                    # and its button says so (World Domination with nobody here)
                    if sel is not None and not bare and len(select(g, sel, c, against, enough=need)) < need:
                        label += " (nothing to act on now: it would do nothing)"
                out.append({"id": f"t:{uid}:{idx}", "data": {"card": uid, "ab": idx, "base": bu}} if bare else
                           {"id": f"t:{uid}:{idx}", "label": label, "path": [kind + uid],
                            "data": {"card": uid, "ab": idx, "base": bu}})
    return out


# -- phases ----------------------------------------------------------------------------------------


@task("turn_start")
def _turn_start(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    seat = t["seat"]
    s["turn"] = fresh_turn(seat, t["n"], s["seats"])
    mine = f"sot{seat}"
    s["fx"] = [fx for fx in s["fx"] if fx["exp"] != mine]  # "until the start of your turn" ends first
    if g.words:
        g.log("turn", f"{g.who(seat)}'s turn {t['n']}.", seat=seat, turn=t["n"])
    else:
        g.quiet("turn")
    g.push({"op": "end_turn"})
    g.push({"op": "draw_phase"})
    g.push({"op": "score_phase"})
    g.push({"op": "play_phase", "started": False})
    trigs = on_turn_start(g, seat)
    if trigs:
        push_batch(g, trigs)


#: The words of "End the Play Cards phase", by what `plays_left` reads: the plays left, whether
#: a character and an action could be played, the extras' types (a few dozen in all).
_END_LABELS: dict[tuple[Any, ...], str] = {}
#: "End the Play Cards phase" where nobody sees the question (G.pick), never changed.
_END = {"id": "end"}


@task("play_phase")
def _play_phase(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    turn = s["turn"]
    seat = turn["seat"]
    if not t["started"]:
        t["started"] = True
        turn["phase"] = "play"
        trigs = on_play_phase(g, seat)
        if trigs:
            g.push(t)
            push_batch(g, trigs)
            return
    if picks is None:
        picks = _ask_play(g, t, seat)
        if picks is None:
            return
    o = picks[0]
    if o["id"] == "end":
        turn["phase"] = "score"
        turn["extras"] = []  # unused extras expire with the phase
        if g.words:
            g.log("phase", f"{g.who(seat)} ends the Play Cards phase.", seat=seat)
        else:
            g.quiet("phase")
        return
    g.push(t)
    if o["id"].startswith("t:"):
        use_talent(g, seat, o["data"]["card"], o["data"]["ab"], o["data"]["base"])
    else:
        uid, tgt = o["data"]["card"], o["data"]["target"]
        k = best_allowance(g, seat, uid, tgt)
        if k == -1:
            if g.d(uid).type == "character":
                turn["chars"] -= 1
            else:
                turn["acts"] -= 1
        elif k is not None:
            turn["extras"].pop(k)
        push_play(g, uid, seat, tgt, via="normal")


def _ask_play(g: G, t: dict[str, Any], seat: int) -> list[dict[str, Any]] | None:
    """Ask the Play Cards question (None), or where nobody sees it (G.pick) draw its answer here
    and hand it back, so the phase carries on in the same step (the playout's cap aside): half a
    random game's decisions are this one, and its options then go without their words."""
    s = g.s
    if g.pick is not None:
        rest = talent_options(g, seat, True)
        rest.append(_END)
        return g.draw(seat, "play", _Plays(play_targets(g, seat), rest), t=t)
    turn = s["turn"]
    kinds: set[str] = set()
    opts = play_options(g, seat, kinds)
    opts += talent_options(g, seat)
    can_char, can_act = "character" in kinds, "action" in kinds
    extras = turn["extras"]
    key = (turn["chars"], turn["acts"], can_char, can_act, tuple([al["type"] for al in extras]) if extras else ())
    end = _END_LABELS.get(key)
    if end is None:
        end = _END_LABELS[key] = with_does("End the Play Cards phase", plays_left(turn, can_char, can_act))
    opts.append({"id": "end", "label": end, "path": []})
    g.ask(t, decision(seat, "play", "Play cards, use Talents, or end the phase.", opts,
                      public_prompt=f"{g.who(seat)} is playing cards."))
    return None


def use_talent(g: G, seat: int, uid: str, idx: int, base: str) -> None:
    """Activate a Talent (once per card per turn)."""
    g.s["turn"]["talents"].append(uid)
    d = g.d(uid)
    if g.words:
        g.log("talent", f"{g.who(seat)} uses {d.name}'s Talent.", seat=seat, card=uid)
    else:
        g.quiet("talent")
    kind, b, _ch, _m = locate(g.s, uid)
    push_effects(g, d.abilities[idx]["effects"], ctx(uid, seat, b["uid"] if kind else base))


@task("draw_phase")
def _draw_phase(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    seat = s["turn"]["seat"]
    hand = s["players"][seat]["hand"]
    if picks is not None:
        _discard_down(g, seat, picks)
        return
    s["turn"]["phase"] = "draw"
    draw(s, seat, 2, g.events, g.name)
    extra = len(hand) - HAND_LIMIT
    if extra > 0:
        if g.pick is not None:  # nobody sees the question: drawn here, without its words (G.draw)
            picks = g.draw(seat, "hand_limit", [{"id": "h:" + u, "data": {"uid": u}} for u in hand], extra, extra, t=t)
            if picks is not None:
                _discard_down(g, seat, picks)
            return
        opts = [option(f"h:{u}", f"Discard {g.name(u)}", [f"hand:{u}"], uid=u) for u in hand]
        g.ask(t, decision(seat, "hand_limit", f"Discard {extra} card{'s' if extra > 1 else ''} (hand limit 10).",
                          opts, min_picks=extra, max_picks=extra))


def _discard_down(g: G, seat: int, picks: list[dict[str, Any]]) -> None:
    """The hand limit's answer: the cards picked go to their owners' discard piles."""
    s = g.s
    hand = s["players"][seat]["hand"]
    for o in picks:
        hand.remove(o["data"]["uid"])
        s["players"][s["cards"][o["data"]["uid"]][1]]["discard"].append(o["data"]["uid"])
    g.log("discard", f"{g.who(seat)} discards down to {HAND_LIMIT} cards.", seat=seat,
          cards=[o["data"]["uid"] for o in picks])


@task("end_turn")
def _end_turn(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    turn = s["turn"]
    turn["phase"] = "end"
    if not t.get("happened"):  # things that happen at the end of the turn come first
        t["happened"] = True
        trigs = on_turn_end(g, turn["seat"])
        if trigs:
            g.push(t)
            push_batch(g, trigs)
            return
    s["fx"] = [fx for fx in s["fx"] if fx["exp"] != "eot"]  # "until the end of the turn" ends together
    if check_victory(g):
        return
    nxt = (turn["seat"] + 1) % s["seats"]
    g.push({"op": "turn_start", "seat": nxt, "n": turn["n"] + 1})


def check_victory(g: G) -> bool:
    """Declaring Victory: at the end of a turn, with 15+ VP somewhere, a sole leader wins."""
    s = g.s
    vps = [p["vp"] for p in s["players"]]
    top = max(vps)
    if top < WIN_VP:
        return False
    leaders = [i for i, v in enumerate(vps) if v == top]
    if len(leaders) > 1:
        g.log("tie", "Players are tied for the most VP: play goes on.", seats=leaders)
        return False
    finish(s, g.events, leaders, f"{g.who(leaders[0])} wins with {top} VP.", scores=vps)
    return True


# -- playing a card -------------------------------------------------------------------------------


def push_play(g: G, uid: str, seat: int, target: str | None, via: str, ability: int | None = None,
              there: str | None = None) -> None:
    """Schedule playing a card from `seat`'s hand (normal, extra or through a Special)."""
    g.push({"op": "play", "uid": uid, "seat": seat, "tgt": target or "", "via": via, "ab": ability,
            "there": there})


@task("play")
def _play(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    uid, seat, tgt = t["uid"], t["seat"], t["tgt"]
    d = g.d(uid)
    hand = s["players"][seat]["hand"]
    if uid not in hand:
        return
    hand.remove(uid)
    rec = {"uid": uid, "ctrl": seat}
    base: str | None = None
    host: str | None = None
    if d.type == "character":
        b = next((x for x in s["bases"] if x["uid"] == tgt), None)
        if b is None:
            s["players"][seat]["hand"].append(uid)
            return
        rec["mods"] = []
        b["chars"].append(rec)
        base = b["uid"]
    elif d.mod == "base":
        b = next((x for x in s["bases"] if x["uid"] == tgt), None)
        if b is None:
            s["players"][seat]["hand"].append(uid)
            return
        b["mods"].append(rec)
        base = b["uid"]
    elif d.mod == "character":
        kind, b, ch, _m = locate(s, tgt)
        if kind != "char":
            s["players"][seat]["hand"].append(uid)
            return
        guard = protection(s, g.book, tgt, seat, True, "affect")
        if guard is not None:  # Bases FAQ: a card that can't be played as chosen is discarded, without effect
            s["players"][s["cards"][uid][1]]["discard"].append(uid)
            g.log("discard", f"{d.name} can't go on {g.name(tgt)}: {g.name(guard[0])} keeps {g.who(seat)}'s "
                  f"actions off it. It is discarded without effect.", seat=seat, cards=[uid])
            return
        ch["mods"].append(rec)  # type: ignore[index]
        base, host = b["uid"], tgt
    else:
        s["limbo"].append(uid)
    if d.type == "action":
        s["turn"]["acts_played"][seat] += 1
    if g.words:
        where = f" on {g.name(tgt)}" if tgt else ""
        how = " (Special)" if t["via"] == "special" else (" (extra)" if t["via"] == "extra" else "")
        g.log("play", f"{g.who(seat)} plays {d.name}{where}{how}.", seat=seat, card=uid, target=tgt, via=t["via"])
    else:
        g.quiet("play")
    if base is None and d.type == "action" and d.mod is None:
        g.push({"op": "to_discard", "uid": uid})
    g.push({"op": "close"})
    open_scope(g)
    emit_triggers(g, on_played(g, uid, seat, base, host))
    if t["via"] == "special":
        effects = d.abilities[t["ab"]]["effects"]  # the Special replaces the On-play ability
        c = ctx(uid, seat, base, t["there"], special=True)
        push_effects(g, effects, c, scope=False)
    else:
        for ab in reversed(d.on_play):
            push_effects(g, ab["effects"], ctx(uid, seat, base, t.get("there")), scope=False)


@task("to_discard")
def _to_discard(g: G, t: dict[str, Any], picks) -> None:
    """A played action is discarded once it and everything it triggered have resolved."""
    s = g.s
    uid = t["uid"]
    if uid in s["limbo"]:
        s["limbo"].remove(uid)
        s["players"][s["cards"][uid][1]]["discard"].append(uid)


LATE["push_play"] = push_play
