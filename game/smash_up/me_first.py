"""Triggered abilities and the rulebook's Me First! ordering.

A trigger is collected when its event happens, from the cards in play at
that moment (rulebook: an ability responds only if its card is in play when
the event happens, and still is when it resolves, unless that very event took
it out of play).

A batch of simultaneous triggers resolves in two steps:

1. mandatory abilities (no "may", or "each player may"), in the order the
   current player chooses (``order`` decisions);
2. the optional round (``respond`` decisions): starting with the current
   player and going clockwise, each player uses one optional ability (an
   in-play "may" or, around scoring, a Special from the hand) or passes; it
   ends when every player has passed in a row.

Response privacy (setup option ``response_privacy``): *strict* asks every
seat in the scoring windows even with nothing to play, so being asked reveals
nothing; *relaxed* asks only seats that have something usable.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision, option

from .conditions import condition
from .engine import G, _late, ctx, push_effects, task
from .power import base_cancelled, breakpoints, char_cancelled
from .table import base_of_uid, def_id, in_play, locate
from .wording import does, with_does

# -- collecting -----------------------------------------------------------------------

#: Conditions of an "after this base scores" ability that pick the players it is for: it
#: triggers once for each player the condition holds for, clockwise from the current player.
PER_SEAT = ("winner", "no_vp_here")


def _trig(g: G, src: str, ab: dict[str, Any], you: int, here: str | None, **c: Any) -> dict[str, Any]:
    if src in g.s["cards"]:
        d = g.book.defs[g.s["cards"][src][0]]
    else:
        b = base_of_uid(g.s, src)
        assert b is not None, src
        d = g.book.defs[b["id"]]
    return {"src": src, "def": d.id, "ab": ab["idx"], "you": you, "may": ab["may"], "each": ab["each_player"],
            "here": here, "c": c, "label": f"{d.name}"}


def _listeners(g: G, when: str):
    """(uid, def, controller, base, host character) of every in-play card or base listening to `when`."""
    ids = g.book.listeners.get(when)
    if not ids:
        return
    s = g.s
    cards = s["cards"]
    for b in s["bases"]:
        if b["id"] in ids and not base_cancelled(s, g.book, b):
            yield b["uid"], g.book.defs[b["id"]], None, b, None
        for ch in b["chars"]:
            if cards[ch["uid"]][0] in ids and not char_cancelled(s, g.book, ch):
                yield ch["uid"], g.book.defs[cards[ch["uid"]][0]], ch["ctrl"], b, None
            for m in ch["mods"]:
                if cards[m["uid"]][0] in ids:
                    yield m["uid"], g.book.defs[cards[m["uid"]][0]], m["ctrl"], b, ch
        for m in b["mods"]:
            if cards[m["uid"]][0] in ids:
                yield m["uid"], g.book.defs[cards[m["uid"]][0]], m["ctrl"], b, None


def _listening(g: G, whens: tuple[str, ...], only: dict[str, Any] | None = None) -> dict[str, Any]:
    """`_listeners` of each of `whens` (the same records in the same order), the table walked
    once for all of them: a card played, destroyed or moved and a turn starting each ask
    after two to six kinds of trigger. Mostly nobody listens: the answer is then one shared
    mapping of empty tuples, to read and never to change. With `only` (a base), of the cards
    there alone."""
    book = g.book
    got = book.listening.get(whens)
    if got is None:
        named = [(w, book.listeners[w]) for w in whens if book.listeners.get(w)]
        got = book.listening[whens] = (named, set().union(*(ids for _w, ids in named)),
                                       {w: () for w in whens})
    named, every, nobody = got
    if not named:
        return nobody
    s = g.s
    cards = s["cards"]
    heard: list[tuple[str, str, int | None, dict[str, Any], dict[str, Any] | None]] = []
    # (a card that listens for none of them, nearly all, costs one set look-up)
    for b in (s["bases"] if only is None else (only,)):
        did = b["id"]
        if did in every and not base_cancelled(s, book, b):
            heard.append((did, b["uid"], None, b, None))
        for ch in b["chars"]:
            did = cards[ch["uid"]][0]
            if did in every and not char_cancelled(s, book, ch):
                heard.append((did, ch["uid"], ch["ctrl"], b, None))
            for m in ch["mods"]:
                did = cards[m["uid"]][0]
                if did in every:
                    heard.append((did, m["uid"], m["ctrl"], b, ch))
        for m in b["mods"]:
            did = cards[m["uid"]][0]
            if did in every:
                heard.append((did, m["uid"], m["ctrl"], b, None))
    if not heard:
        return nobody
    defs = book.defs
    out: dict[str, Any] = {w: [] for w in whens}
    for did, uid, ctrl, b, host in heard:
        for w, ids in named:
            if did in ids:
                out[w].append((uid, defs[did], ctrl, b, host))
    return out


#: What a card played may trigger anywhere, and only at the base it was played to
_ON_PLAYED = ("you_play_action", "you_play_second_action", "you_play_special_card")
_ON_PLAYED_HERE = ("you_play_other_char_here", "play_char_here", "play_mod_here")
_ON_DESTROYED = ("self_destroyed", "your_char_destroyed", "char_here_destroyed", "your_char_here_destroyed")
_ON_MOVED = ("char_moves_to_or_from_here", "self_moves", "you_move_chars_here", "char_moves_here")
_ON_TURN_START = ("start_of_your_turn", "start_of_turn")


_NOBODY_PLAYED: dict[str, Any] = {w: () for w in _ON_PLAYED + _ON_PLAYED_HERE}


def on_played(g: G, uid: str, actor: int, base: str | None, host: str | None) -> list[dict[str, Any]]:
    """Triggers of a card being played (the card itself does not respond to its own play)."""
    s = g.s
    d = g.book.defs[def_id(s, uid)]
    out = []
    # the table is walked only for the kinds this card can set off; the "here" ones at its base
    ls = _listening(g, _ON_PLAYED) if d.type == "action" or d.has_special else _NOBODY_PLAYED
    if base is not None and (d.type == "character" or d.mod):
        at = base_of_uid(s, base)
        lh = _listening(g, _ON_PLAYED_HERE, at) if at is not None else _NOBODY_PLAYED
    else:
        lh = _NOBODY_PLAYED
    if d.type == "action":
        for src, sd, ctrl, b, _h in ls["you_play_action"]:
            if ctrl == actor and src != uid:
                out += [_trig(g, src, ab, ctrl, b["uid"]) for ab in sd.triggers["you_play_action"]]
        if s["turn"]["acts_played"][actor] == 2:
            for src, sd, ctrl, b, _h in ls["you_play_second_action"]:
                out += [_trig(g, src, ab, actor, b["uid"]) for ab in sd.triggers["you_play_second_action"]]
    if d.type == "character":
        for src, sd, ctrl, b, _h in lh["you_play_other_char_here"]:
            if ctrl == actor and src != uid and b["uid"] == base:
                out += [_trig(g, src, ab, ctrl, b["uid"]) for ab in sd.triggers["you_play_other_char_here"]]
        for src, sd, ctrl, b, _h in lh["play_char_here"]:
            if b["uid"] == base and src != uid:  # on a base "you" is the player who played it
                out += [_trig(g, src, ab, actor if ctrl is None else ctrl, b["uid"], target=uid)
                        for ab in sd.triggers["play_char_here"]]
    if d.mod:
        for src, sd, ctrl, b, _h in lh["play_mod_here"]:
            if b["uid"] == base and src != uid:
                out += [_trig(g, src, ab, actor if ctrl is None else ctrl, b["uid"])
                        for ab in sd.triggers["play_mod_here"]]
    if d.has_special:
        for src, sd, ctrl, b, _h in ls["you_play_special_card"]:
            if ctrl == actor and src != uid:
                out += [_trig(g, src, ab, ctrl, b["uid"]) for ab in sd.triggers["you_play_special_card"]]
    return out


def on_destroyed(g: G, uid: str, ctrl: int, base: str) -> list[dict[str, Any]]:
    """Triggers of a character about to be destroyed (collected while it is still in play)."""
    s = g.s
    out = []
    ls = _listening(g, _ON_DESTROYED)
    for src, sd, c, b, _h in ls["self_destroyed"]:
        if src == uid:
            out += [dict(_trig(g, src, ab, c, b["uid"]), gone_ok=True) for ab in sd.triggers["self_destroyed"]]
    for src, sd, c, b, _h in ls["your_char_destroyed"]:
        if c == ctrl:
            out += [dict(_trig(g, src, ab, c, b["uid"], target=uid), gone_ok=src == uid)
                    for ab in sd.triggers["your_char_destroyed"]]
    for src, sd, c, b, _h in ls["char_here_destroyed"]:
        if b["uid"] == base and src != uid:  # on a base "you" is the destroyed card's owner
            out += [_trig(g, src, ab, s["cards"][uid][1] if c is None else c, b["uid"], target=uid)
                    for ab in sd.triggers["char_here_destroyed"]]
    for src, sd, c, b, _h in ls["your_char_here_destroyed"]:
        if b["uid"] == base and c is None:
            out += [_trig(g, src, ab, ctrl, b["uid"], target=uid) for ab in sd.triggers["your_char_here_destroyed"]]
    return out


def on_moved(g: G, moved: list[list[Any]], actor: int, before: dict[str, str]) -> list[dict[str, Any]]:
    """Triggers of one moving ability: `moved` is [uid, from base, to base] per character.

    `before` gives where each listener stood before the move (America Chavez
    counts characters leaving the base she left, not those arriving with her).
    """
    out = []
    ls = _listening(g, _ON_MOVED)
    for src, sd, c, b, _h in ls["char_moves_to_or_from_here"]:
        was = before.get(src, b["uid"])
        n = sum(1 for uid, f, to in moved if uid != src and (f == was or (to == was and src not in before)))
        for _ in range(n):
            out += [_trig(g, src, ab, c, b["uid"]) for ab in sd.triggers["char_moves_to_or_from_here"]]
    for src, sd, c, b, _h in ls["self_moves"]:
        if src in before:
            out += [_trig(g, src, ab, c, b["uid"]) for ab in sd.triggers["self_moves"]]
    for src, sd, c, b, _h in ls["you_move_chars_here"]:
        if c == actor and any(to == b["uid"] for _u, _f, to in moved):
            out += [_trig(g, src, ab, c, b["uid"]) for ab in sd.triggers["you_move_chars_here"]]
    for src, sd, c, b, _h in ls["char_moves_here"]:
        if c is None:
            for uid, _f, to in moved:
                if to == b["uid"]:
                    kind, _b2, ch, _m = locate(g.s, uid)
                    if kind == "char" and ch is not None:
                        out += [_trig(g, src, ab, ch["ctrl"], b["uid"], target=uid)
                                for ab in sd.triggers["char_moves_here"]]
    return out


def on_turn_start(g: G, seat: int) -> list[dict[str, Any]]:
    """Start of turn triggers of the current player's cards and of bases."""
    out = []
    ls = _listening(g, _ON_TURN_START)
    for src, sd, c, b, _h in ls["start_of_your_turn"]:
        if c == seat:
            out += [_trig(g, src, ab, c, b["uid"]) for ab in sd.triggers["start_of_your_turn"]]
    for src, sd, c, b, _h in ls["start_of_turn"]:
        if c is None:
            out += [_trig(g, src, ab, seat, b["uid"]) for ab in sd.triggers["start_of_turn"]]
    return out


def on_turn_end(g: G, seat: int) -> list[dict[str, Any]]:
    """End of turn triggers of the current player's cards."""
    out = []
    for src, sd, c, b, _h in _listeners(g, "end_of_your_turn"):
        if c == seat:
            out += [_trig(g, src, ab, c, b["uid"]) for ab in sd.triggers["end_of_your_turn"]]
    return out


def on_play_phase(g: G, seat: int) -> list[dict[str, Any]]:
    """Bases that give the current player something on their turn."""
    out = []
    for src, sd, c, b, _h in _listeners(g, "your_play_phase"):
        if c is None or c == seat:
            out += [_trig(g, src, ab, seat, b["uid"]) for ab in sd.triggers["your_play_phase"]]
    return out


def on_after_score(g: G, base: dict[str, Any]) -> list[dict[str, Any]]:
    """'After this base scores' abilities of the base and of the cards on it."""
    out = []
    for src, sd, c, b, _h in _listeners(g, "after_score_here"):
        if b["uid"] != base["uid"]:
            continue
        for ab in sd.triggers["after_score_here"]:
            if ab.get("cond") in PER_SEAT:  # "the winner may" (each tied winner), "each who got no VP": clockwise
                first = g.s["turn"]["seat"]
                for k in range(g.s["seats"]):
                    seat = (first + k) % g.s["seats"]
                    if condition(g, ab["cond"], ctx(src, seat, b["uid"], b["uid"])):
                        out.append(_trig(g, src, ab, seat, b["uid"], there=b["uid"]))
                continue
            out.append(_trig(g, src, ab, c if c is not None else g.s["turn"]["seat"], b["uid"], there=b["uid"]))
    return out


# -- resolving ---------------------------------------------------------------------------


def _ability(g: G, trig: dict[str, Any]) -> dict[str, Any]:
    return g.book.defs[trig["def"]].abilities[trig["ab"]]


def still_valid(g: G, trig: dict[str, Any]) -> bool:
    """Whether a collected trigger may still resolve (presence, once per turn, condition)."""
    s = g.s
    src = trig["src"]
    if src in s["cards"]:
        if not trig.get("gone_ok") and not in_play(s, src):
            return False
    elif base_of_uid(s, src) is None:
        return False
    if "fx" in trig:
        return True
    ab = _ability(g, trig)
    if ab["once_per_turn"] and f"{src}:{ab['idx']}:{trig['you']}" in s["turn"]["once"]:
        return False
    if ab.get("cond"):
        if not condition(g, ab["cond"], _ctx_for(g, trig)):
            return False
    return True


def _ctx_for(g: G, trig: dict[str, Any], you: int | None = None) -> dict[str, Any]:
    s = g.s
    src = trig["src"]
    here = trig["here"]
    if src in s["cards"]:
        kind, b, _ch, _m = locate(s, src)
        if kind:
            here = b["uid"]
    c = ctx(src, trig["you"] if you is None else you, here, trig["c"].get("there", s.get("scoring")))
    if "target" in trig["c"]:
        c["vars"]["target"] = [trig["c"]["target"]]
    return c


def resolve_trigger(g: G, trig: dict[str, Any]) -> None:
    """Schedule a trigger's effects (for every player in turn for 'each player')."""
    s = g.s
    if "fx" in trig:  # a follow-up ("after it is destroyed, ...")
        c = _ctx_for(g, trig)
        c["vars"].update(trig["vars"])
        push_effects(g, trig["fx"], c)
        return
    ab = _ability(g, trig)
    if ab["once_per_turn"]:
        s["turn"]["once"].append(f"{trig['src']}:{ab['idx']}:{trig['you']}")
    if g.words:
        g.log("trigger", f"{trig['label']} triggers.", card=trig["src"])
    else:
        g.quiet("trigger")
    if trig["each"]:
        first = s["turn"]["seat"]
        for k in reversed(range(s["seats"])):
            seat = (first + k) % s["seats"]
            push_effects(g, ab["effects"], _ctx_for(g, trig, seat))
        return
    push_effects(g, ab["effects"], _ctx_for(g, trig))


@task("batch")
def _batch(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    if picks is not None:
        k = picks[0]["data"]["i"]
        trig = t["m"].pop(k)
        if t["m"]:
            g.push(t)
        resolve_trigger(g, trig)
        return
    t["m"] = [x for x in t["m"] if still_valid(g, x)]
    if not t["m"]:
        return
    kinds = {(x["def"], x["ab"], x["you"]) for x in t["m"]}
    if len(kinds) == 1 or _order_free(g, t["m"]):
        trig = t["m"].pop(0)
        if t["m"]:
            g.push(t)
        resolve_trigger(g, trig)
        return
    opts = [option(f"o{i}", with_does(f"{x['label']} ({g.who(x['you'])})", _does(g, x)), _path(g, x["src"]), i=i)
            for i, x in enumerate(t["m"])]
    g.ask(t, decision(s["turn"]["seat"], "order", "Choose which ability resolves next.", opts))


def _order_free(g: G, trigs: list[dict[str, Any]]) -> bool:
    """Whether the order of these abilities cannot matter, so nobody is asked it: each only grants
    its owner extra plays in his own Play Cards phase, which he may keep for later (extras'
    deferred grant), so every order offers the same plays (Ichor Base and S.H.I.E.L.D. Base at the
    start of the phase)."""
    turn = g.s["turn"]
    if turn["phase"] != "play":
        return False
    for x in trigs:
        if "fx" in x or x["you"] != turn["seat"]:
            return False
        for e in _ability(g, x)["effects"]:
            if e["op"] != "extra" or e.get("now") or e.get("then") or e.get("from_var"):
                return False
    return True


def _does(g: G, trig: dict[str, Any]) -> str:
    """What a collected trigger does, in a few words (from its card's text)."""
    d = g.book.defs.get(trig["def"])
    if d is None:
        return ""
    return does(d, None if "fx" in trig else d.abilities[trig["ab"]])


def _nothing_to_act_on(g: G, trig: dict[str, Any]) -> bool:
    """Whether an optional ability offered now would do nothing: its one effect picks cards in
    play and there are none to pick (fewer than a destroy's price), as Helicarrier at the start
    of a turn when its player has no character in play to move. Its button says so, as a
    Talent's does (turn.talent_options)."""
    if "fx" in trig:
        return False
    return _late("picks_nothing")(g, _ability(g, trig).get("effects") or [], lambda: _ctx_for(g, trig))


def _path(g: G, uid: str) -> list[str]:
    kind, _b, _ch, _m = locate(g.s, uid)
    if kind == "char":
        return [f"char:{uid}"]
    if kind in ("cmod", "bmod"):
        return [f"mod:{uid}"]
    if uid in g.s["cards"]:
        return []
    return [f"base:{uid}"]


# -- the optional round ------------------------------------------------------------------------


def usable_specials(g: G, seat: int, when: str, scoring: str | None) -> list[tuple[str, dict[str, Any]]]:
    """Specials in `seat`'s hand that may be used now: (card uid, ability)."""
    s = g.s
    out = []
    defs, cards = g.book.defs, s["cards"]
    for uid in s["players"][seat]["hand"]:
        for ab in defs[cards[uid][0]].specials:
            if ab["when"] != when:
                continue
            if ab.get("cond") and not condition(g, ab["cond"], ctx(uid, seat, None, scoring)):
                continue
            out.append((uid, ab))
    # (looked at only when there is a Special to block: most hands hold none for this moment)
    if out and scoring is not None and specials_blocked(g, seat, scoring):
        return []
    return out


def specials_blocked(g: G, seat: int, scoring: str) -> bool:
    """Incite Panic: other players can't use Specials while its base scores ("can't" beats "can")."""
    s = g.s
    b = base_of_uid(s, scoring)
    if b is None:
        return False
    bps = None
    for m in b["mods"]:
        for st in g.book.defs[s["cards"][m["uid"]][0]].statics:
            if st["stat"] == "no_specials" and m["ctrl"] != seat:
                if bps is None:
                    bps = breakpoints(s, g.book)
                if st.get("cond") != "bp_le_19" or bps[scoring] <= 19:
                    return True
    return False


def _pass_label(g: G, t: dict[str, Any], opts: list[dict[str, Any]]) -> str:
    """Passing says what is given up ("Pass: don't use Kree-Lar")."""
    names = []
    for o in opts:
        if o["data"]["what"] == "trig":
            name = t["o"][o["data"]["i"]]["label"]
        else:
            name = g.name(o["data"]["card"])
        if name not in names:
            names.append(name)
    if not names:
        return "Pass (nothing to use now)"
    if len(names) <= 2:
        return "Pass: don't use " + " or ".join(names)
    # counted as listed: two copies of one card are two of the options above
    return f"Pass: use none of these {len(opts)}"


_MOMENTS = {"before_score": "before {} scores", "after_score": "after {} has scored"}


@task("window")
def _window(g: G, t: dict[str, Any], picks) -> None:
    s = g.s
    n = s["seats"]
    strict = s["opts"]["privacy"] == "strict" and t["when"] is not None
    bare = g.pick is not None  # nobody sees the questions: drawn here, without their words
    while t["passes"] < n:
        seat = t["seat"]
        if picks is None:
            if t["o"]:
                t["o"] = [x for x in t["o"] if still_valid(g, x)]
            opts = _window_options(g, t, seat, bare)
            if not opts and not strict:
                t["passes"] += 1
                t["seat"] = (seat + 1) % n
                continue
            if bare:
                # a fourth of a random game's questions are these (half of them a lone Pass): the
                # answer is drawn here and the window goes on in the same step
                opts.append(_PASS)
                picks = g.draw(seat, "respond", opts, t=t)
                if picks is None:
                    return
            else:
                opts.append(option("pass", _pass_label(g, t, opts)))
                where = f" ({_MOMENTS.get(t['when'] or '', '{} is scoring').format(g.name(t['sc']))})" if t["sc"] else ""
                g.ask(t, decision(seat, "respond", f"Use an ability or a Special, or pass{where}.", opts,
                                  public_prompt=f"{g.who(seat)} may respond."))
                return
        o = picks[0]
        picks = None
        t["seat"] = (seat + 1) % n
        if o["id"] == "pass":
            t["passes"] += 1
            continue
        t["passes"] = 0
        g.push(t)
        if o["data"]["what"] == "trig":
            trig = t["o"].pop(o["data"]["i"])
            resolve_trigger(g, trig)
        else:
            _late("push_play")(g, o["data"]["card"], seat, target=t["sc"], via="special",
                               ability=o["data"]["ab"], there=t["sc"])
        return


#: A Me First question's Pass where nobody sees it (G.pick), never changed.
_PASS = {"id": "pass"}


def _window_options(g: G, t: dict[str, Any], seat: int, bare: bool) -> list[dict[str, Any]]:
    """What `seat` may use in Me First window `t` now (Pass not included); `bare`: only each
    option's id and data, for a question nobody sees."""
    opts = []
    for i, x in enumerate(t["o"]):
        if x["you"] == seat:
            if bare:
                opts.append({"id": f"u{i}", "data": {"what": "trig", "i": i}})
                continue
            label = with_does(f"Use {x['label']}", _does(g, x))
            if _nothing_to_act_on(g, x):
                # marked, so that a table with one person at it may pass for them (widgets.lone_pass)
                label += " (nothing to act on now: it would do nothing)"
                opts.append(option(f"u{i}", label, _path(g, x["src"]), what="trig", i=i, idle=True))
                continue
            opts.append(option(f"u{i}", label, _path(g, x["src"]), what="trig", i=i))
    if t["when"]:
        for uid, ab in usable_specials(g, seat, t["when"], t["sc"]):
            oid = f"s{uid}:{ab['idx']}"
            if any(o["id"] == oid for o in opts):
                continue
            if bare:
                opts.append({"id": oid, "data": {"what": "special", "card": uid, "ab": ab["idx"]}})
                continue
            label = with_does(f"Play {g.name(uid)} (Special)", does(g.d(uid), ab))
            if _late("picks_nothing")(g, ab.get("effects") or [], lambda: ctx(uid, seat, None, t["sc"])):
                # (Scramble with none of your characters in play: the card would be spent on nothing)
                opts.append(option(oid, label + " (nothing to act on now: it would do nothing)", [f"hand:{uid}"],
                                   what="special", card=uid, ab=ab["idx"], idle=True))
                continue
            opts.append(option(oid, label, [f"hand:{uid}"], what="special", card=uid, ab=ab["idx"]))
    return opts
