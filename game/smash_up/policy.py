"""Quick judgement of every option of a decision: what it would change, in VP.

`Policy.scores(table, decision)` gives each option a number: roughly how much
it raises my equity over the other players' (judge.py), read from the cards'
own effect lists. A character is worth what its power does at that base (a
base it makes ready while I lead is worth its VP now) plus what its ability
does; an action is worth what its effects do *in this position* (the draw of
two cards is worth two cards, a +3 until the end of the turn is worth
something only where that base scores this turn or its winner changes; a
destroy is worth what taking that character away changes); using a card costs
the card. Passing, ending and declining are worth 0, so an option is taken
only when it is judged to help.

It is quick (no rules are run) and used three ways: the easy player's
choices, the normal player's judgement of everything but its card plays, and
the playouts of the search.
"""

from __future__ import annotations

from typing import Any

from .judge import CARD, WIN_VP, awards, expected, hand_worth, secured
from .reading import BaseT, Char, Table

#: What ending the game on this turn is worth over the equity it shows.
WIN = 4.0
#: Worth of a Talent, an ongoing trigger, a protection, in VP (their effects come later and vary).
TALENT = 0.35
TRIGGER = 0.25
PROTECT = 0.2
SEARCH_CARD = 0.8 * CARD


class Judgement:
    """One decision's reading of the table for seat `me`, with "what if" helpers."""

    def __init__(self, t: Table, decision: dict[str, Any]) -> None:
        self.t = t
        self.me = t.me
        self.d = decision
        self.book = t.book
        self.ahead = t.scoring_ahead()
        self._edge: dict[str, float] = {}
        self._delta: dict[tuple, float] = {}
        self._chars: dict[tuple, float] = {}
        self.hand_n = t.hand_counts[t.me]
        self.scoring = t.scoring  # the base scoring now (respond windows around scoring)
        self.secured = secured(t) if self.ahead else None
        self.ending = _ending(self.secured, self.me) if self.secured else 0

    # -- what a change at a base is worth --------------------------------------------------------
    def base_edge(self, b: BaseT) -> float:
        e = self._edge.get(b.uid)
        if e is None:
            e = self._edge[b.uid] = self._edge_of(b, b.tot, b.bp, b.tot_last, b.bp_last, None)
        return e

    def _edge_of(self, b: BaseT, tot, bp, tot_last, bp_last, present) -> float:
        n = self.t.seats
        if present is None:
            present = [False] * n
            for ch in b.chars:
                present[ch.ctrl] = True
        ahead = self.ahead
        if b.uid == self.scoring:  # it scores now, whatever its breakpoint
            ahead, bp, bp_last = True, 0, 0
        ev = expected(tot, bp, tot_last, bp_last, present, b.vp, ahead)
        me = self.me
        return ev[me] - (sum(ev) - ev[me]) / max(n - 1, 1)

    def delta(self, b: BaseT, power: dict[int, int] | None = None, lasting: bool = True, bp: int = 0,
              bp_lasting: bool = True, arrive: int | None = None, leave: str | None = None) -> float:
        """My edge change at base `b` if seats' power there changes by `power` (lasting or only this
        turn) and its breakpoint by `bp`; `arrive`: a seat that puts a character there; `leave`: the uid
        of a character that goes away."""
        if b.done:
            return 0.0
        key = (b.uid, tuple(power.items()) if power else (), lasting, bp, bp_lasting, arrive, leave)
        hit = self._delta.get(key)
        if hit is not None:
            return hit
        tot = list(b.tot)
        last = list(b.tot_last)
        n = self.t.seats
        present = [False] * n
        for ch in b.chars:
            if ch.uid != leave:
                present[ch.ctrl] = True
        if arrive is not None:
            present[arrive] = True
        if power:
            for seat, p in power.items():
                tot[seat] = max(0, tot[seat] + p)
                if lasting:
                    last[seat] = max(0, last[seat] + p)
        new_bp = max(0, b.bp + bp)
        new_bp_last = max(0, b.bp_last + bp) if bp_lasting else b.bp_last
        v = self._edge_of(b, tot, new_bp, last, new_bp_last, present) - self.base_edge(b)
        if self.secured is not None and (b.total >= b.bp or sum(tot) >= new_bp):  # VP this turn: a game won?
            sec = list(self.secured)
            if b.total >= b.bp:
                for p, n in enumerate(awards(b.tot, present, b.vp)):
                    sec[p] -= n
            if sum(tot) >= new_bp:
                for p, n in enumerate(awards(tot, present, b.vp)):
                    sec[p] += n
            v += WIN * (_ending(sec, self.me) - self.ending)
        self._delta[key] = v
        return v

    def card_cost(self, k: int = 1) -> float:
        """What spending k cards from hand costs."""
        return hand_worth(self.hand_n) - hand_worth(max(0, self.hand_n - k))

    def card_gain(self, k: int) -> float:
        return hand_worth(self.hand_n + k) - hand_worth(self.hand_n)

    # -- characters ---------------------------------------------------------------------------------
    def power_at(self, d, b: BaseT) -> int:
        """About the power a character would have once played at `b`."""
        p = d.power
        me = self.me
        for st in d.statics:
            if st["stat"] != "power" or st.get("to") != "self":
                continue
            cond = st.get("cond")
            if cond in ("bp_le_19", "bp_here_le_19") and b.bp > 19:
                continue
            if cond == "other_ally_here" and not b.present(me):
                continue
            if cond == "played_two_actions":
                continue
            p += self._amount(st["n"], b)
        for _u, mid, ctrl in b.mods:
            for st in self.book.defs[mid].statics:
                if st["stat"] == "power" and ((st["to"] == "yours_here" and ctrl == me)
                                              or (st["to"] == "others_here" and ctrl != me)):
                    p += st["n"] if isinstance(st["n"], int) else 0
        for ch in b.chars:
            if ch.ctrl == me:
                for st in self.book.defs[ch.id].statics:
                    if st["stat"] == "power" and st["to"] == "yours_here":
                        p += st["n"] if isinstance(st["n"], int) else 0
        return max(0, p)

    def _amount(self, n, b: BaseT) -> int:
        if isinstance(n, int):
            return n
        me = self.me
        if n == "vp_div_4":
            return self.t.vps[me] // 4
        if n == "allies_here_printed_le_2":
            return sum(1 for ch in b.chars if ch.ctrl == me and self.book.defs[ch.id].power <= 2)
        if n == "allies_here":
            return sum(1 for ch in b.chars if ch.ctrl == me)
        return 0

    def char_value(self, d, b: BaseT, uid: str | None = None, depth: int = 0) -> float:
        """Playing character `d` at base `b`: its power there and what it does."""
        key = (d.id, b.uid, depth)
        v = self._chars.get(key)
        if v is None:
            v = self._chars[key] = self._char_value(d, b, uid, depth)
        return v

    def _char_value(self, d, b: BaseT, uid: str | None, depth: int) -> float:
        p = self.power_at(d, b)
        v = self.delta(b, {self.me: p}, arrive=self.me)
        if b.id == "triskelion":
            v += 0.3 * self.delta(b, {self.me: 1}, lasting=False)
        if depth < 1:
            for ab in d.on_play:
                v += self.effects_value(ab["effects"], b.uid, uid, depth + 1)
        if d.talents:
            v += TALENT
        if d.triggers:
            v += TRIGGER
        return v

    def move_value(self, ch: Char, frm: BaseT, to: BaseT) -> float:
        """Moving one of my characters from one base to another."""
        p = ch.power
        return self.delta(frm, {ch.ctrl: -p}, leave=ch.uid) + self.delta(to, {ch.ctrl: p}, arrive=ch.ctrl)

    def best_move(self, ch: Char, frm: BaseT, exclude: str | None = None) -> float:
        best = -9.0
        for b in self.t.bases:
            if b is frm or b.uid == exclude:
                continue
            v = self.move_value(ch, frm, b)
            if ch.ctrl != self.me:
                v = self.delta(frm, {ch.ctrl: -ch.power}, leave=ch.uid) + self.delta(b, {ch.ctrl: ch.power},
                                                                                     arrive=ch.ctrl)
            best = max(best, v)
        return best

    def removal_value(self, b: BaseT, ch: Char) -> float:
        """Taking a character out of play (destroyed, placed in a deck): my edge change, with what it
        brings its controller when it goes (a Hydra Agent's two extra characters)."""
        v = self.delta(b, {ch.ctrl: -ch.power}, leave=ch.uid)
        d = self.book.defs[ch.id]
        bonus = 0.0
        for w in ("self_destroyed", "your_char_destroyed"):
            if w in d.triggers:
                bonus += 0.6 if ch.id != "hydra_agent" else 1.2
        if ch.ctrl == self.me:
            return v + bonus
        return v - bonus

    # -- effects ----------------------------------------------------------------------------------------
    def effects_value(self, effects: list[dict[str, Any]], here: str | None, src: str | None,
                      depth: int = 1, there: str | None = None) -> float:
        """What an effects list would do now, in VP."""
        total = 0.0
        for i, e in enumerate(effects):
            op = e["op"]
            if op == "pick_base":
                rest = effects[i + 1:]
                best = max((self.effects_value(rest, here, src, depth, b.uid) for b in self.t.bases
                            if not (e.get("exclude_here") and b.uid == here)), default=0.0)
                return total + (max(best, 0.0) if e.get("optional") else best)
            total += self.effect_value(e, here, src, depth, there)
        return total

    def _sel(self, sel: Any, here: str | None, src: str | None, there: str | None) -> list[tuple[BaseT, Char]]:
        """Characters in play a selector matches (without protections: a rough reading)."""
        if sel is True or sel is None:
            sel = {}
        if sel.get("what", "char") != "char":
            return []
        where = sel.get("where", "any")
        ctrl = sel.get("ctrl", "any")
        out = []
        me = self.me
        for b in self.t.bases:
            if where == "here" and b.uid != here:
                continue
            if where == "there" and (there is None or b.uid != there):
                continue
            if where == "other_bases" and b.uid == here:
                continue
            if where == "not_there" and b.uid == there:
                continue
            mine = b.tot[me]
            for ch in b.chars:
                if (ctrl == "you" and ch.ctrl != me) or (ctrl == "other" and ch.ctrl == me):
                    continue
                sf = sel.get("self")
                if (sf == "exclude" and ch.uid == src) or (sf == "only" and ch.uid != src):
                    continue
                if "name" in sel and ch.id != sel["name"]:
                    continue
                if "pmax" in sel and ch.power > sel["pmax"]:
                    continue
                if "pmin" in sel and ch.power < sel["pmin"]:
                    continue
                pr = self.book.defs[ch.id].power
                if ("printed_max" in sel and pr > sel["printed_max"]) or ("printed_min" in sel and pr < sel["printed_min"]):
                    continue
                if sel.get("below_your_total") and ch.power >= mine:
                    continue
                out.append((b, ch))
        return out

    def effect_value(self, e: dict[str, Any], here: str | None, src: str | None, depth: int,
                     there: str | None) -> float:
        op = e["op"]
        me = self.me
        if op == "draw":
            n = e.get("n", 1)
            return self.card_gain(n if isinstance(n, int) else 1)
        if op == "discard":
            n = e.get("n", 1)
            return -self.card_cost(n if isinstance(n, int) else 1) * 0.7
        if op == "gain_vp":
            n = e.get("n", 1)
            return float(n) if isinstance(n, int) else 1.0
        if op == "power":
            n = e.get("n", 0)
            n = n if isinstance(n, int) else 1
            lasting = e.get("until", "eot") != "eot"
            scale = 0.5 if lasting else 1.0
            if "all" in e:
                return scale * sum(self.delta(b, {ch.ctrl: n}, lasting=lasting)
                                   for b, ch in self._sel(e["all"], here, src, there))
            vals = [self.delta(b, {ch.ctrl: n}, lasting=lasting) for b, ch in self._sel(e["pick"], here, src, there)]
            return scale * max(vals, default=0.0)
        if op == "breakpoint":
            n = e.get("n", 0)
            n = n if isinstance(n, int) else -2
            lasting = e.get("until", "eot") != "eot"
            where = e.get("base", "here")
            if where == "pick":
                return max((self.delta(b, bp=n, bp_lasting=lasting) for b in self.t.bases), default=0.0)
            b = self.t.base(here if where == "here" else there)
            return self.delta(b, bp=n, bp_lasting=lasting) if b else 0.0
        if op in ("destroy", "place"):
            sel = e.get("all") if "all" in e else e.get("pick")
            if isinstance(sel, dict) and sel.get("what") in ("bmod", "cmod", "mod"):
                return 0.3
            cands = [self.removal_value(b, ch) for b, ch in self._sel(sel, here, src, there)]
            if "all" in e:
                return sum(cands)
            need = e.get("n") if op == "destroy" else None
            if need and len(cands) < need:
                return 0.0
            cands.sort(reverse=True)
            k = need or 1
            v = sum(cands[:k])
            return max(v, 0.0) if (e.get("optional") or "up_to" in e) else v
        if op == "move":
            cands = self._sel(e.get("pick"), here, src, there)
            to = e.get("to", "pick_one")
            vals = []
            for b, ch in cands:
                if to in ("here", "there"):
                    dest = self.t.base(here if to == "here" else there)
                    if dest is None or dest is b:
                        continue
                    vals.append(self.move_value(ch, b, dest) if ch.ctrl == me else -self.move_value(ch, b, dest))
                elif ch.ctrl == me:
                    vals.append(self.best_move(ch, b))
                else:
                    vals.append(-min((self.move_value(ch, b, d2) for d2 in self.t.bases if d2 is not b), default=0))
            vals.sort(reverse=True)
            k = e.get("up_to", 1)
            return sum(v for v in vals[:k] if v > 0) if "up_to" in e or e.get("optional") else (vals[0] if vals else 0)
        if op == "extra":
            return self.extra_value(e, here, src, depth, there)
        if op in ("search", "reveal_until"):
            return SEARCH_CARD * e.get("up_to", e.get("n", 1))
        if op == "reveal_top":
            return 0.6 * SEARCH_CARD * e.get("up_to", 1)
        if op == "recover":
            f = e.get("filter") or {}
            have = sum(1 for did in self.t.discards[me] if _fits(self.book.defs[did], f))
            k = min(have, e.get("up_to", 1))
            return (SEARCH_CARD if e.get("to", "hand") == "hand" else 0.25) * k
        if op == "look_top":
            return self.card_gain(e.get("draw", 0)) + 0.1
        if op == "hand_to_deck":
            return 0.15
        if op == "choose":
            return max((self.effects_value(o["effects"], here, src, depth, there) for o in e["options"]), default=0.0)
        if op == "if":
            return 0.5 * self.effects_value(e.get("then", []), here, src, depth, there)
        if op == "after":
            return 0.5 * self.effects_value(e["effects"], here, src, depth, there)
        if op == "custom":
            return 0.2
        return 0.1

    def extra_value(self, e: dict[str, Any], here: str | None, src: str | None, depth: int,
                    there: str | None) -> float:
        """An extra play: the best such play from my hand (not the card granting it)."""
        kind = e["type"]
        n = e.get("n", 1)
        base = e.get("base")
        bu = here if base == "here" else there if base == "there" else None
        vals = []
        for uid, did in self.t.hand:
            if uid == src:
                continue
            d = self.book.defs[did]
            if d.type != kind or (e.get("pmax") is not None and d.power > e["pmax"]):
                continue
            if kind == "character":
                bases = [self.t.base(bu)] if bu else self.t.bases
                best = max((self.char_value(d, b, uid, depth + 1) for b in bases if b is not None
                            and not (e.get("nochars") and b.present(self.me))), default=None)
            else:
                best = 0.6 if (d.on_play or d.mod) else None
            if best is not None:
                vals.append(best - self.card_cost())
        vals.sort(reverse=True)
        return sum(max(v, 0.0) for v in vals[:n])


def _ending(sec: list[int], me: int) -> int:
    """+1 if I end the game as its winner with these VP, -1 if another does, else 0."""
    top = max(sec)
    if top < WIN_VP or sec.count(top) > 1:
        return 0
    return 1 if sec[me] == top else -1


def _fits(d, f: dict[str, Any]) -> bool:
    if "type" in f and d.type != f["type"]:
        return False
    if "mod" in f and d.mod != f["mod"]:
        return False
    if "pmax" in f and (d.type != "character" or d.power > f["pmax"]):
        return False
    return "name" not in f or d.id == f["name"]


class Policy:
    """Scores for every option of a decision (see the module docstring)."""

    def __init__(self, book) -> None:
        self.book = book

    def scores(self, t: Table, d: dict[str, Any]) -> list[float]:
        j = Judgement(t, d)
        fn = getattr(self, f"_{d['kind']}", None)
        if fn is None:
            return [0.0] * len(d["options"])
        return [fn(j, d, o) for o in d["options"]]

    # -- playing cards -------------------------------------------------------------------------------------
    def play_value(self, j: Judgement, uid: str, target: str) -> float:
        did = j.t.hand_id(uid)
        if did is None:
            return 0.0
        d = self.book.defs[did]
        cost = j.card_cost()
        if d.type == "character":
            b = j.t.base(target)
            return (j.char_value(d, b, uid) if b else 0.0) - cost
        if d.mod == "character":
            hit = j.t.char(target)
            if hit is None:
                return -cost
            b, ch = hit
            return self.cmod_value(j, d, b, ch) - cost
        if d.mod == "base":
            b = j.t.base(target)
            return (self.bmod_value(j, d, b) if b else 0.0) - cost
        v = 0.0
        for ab in d.on_play:
            v += j.effects_value(ab["effects"], None, uid)
        return v - cost

    def cmod_value(self, j: Judgement, d, b: BaseT, ch: Char) -> float:
        mine = ch.ctrl == j.me
        v = 0.0
        n = 0
        for st in d.statics:
            if st["stat"] == "power" and st.get("to") == "host":
                cond = st.get("cond") or ""
                if cond.startswith("host_is:") and ch.id != cond[8:]:
                    continue
                if cond.startswith("host_not:") and ch.id == cond[9:]:
                    continue
                n += st["n"] if isinstance(st["n"], int) else sum(1 for c in b.chars if c.ctrl == ch.ctrl) - 1
            elif st["stat"] == "power" and st.get("to") == "yours_here":
                n += st["n"] if isinstance(st["n"], int) else 1
            elif st["stat"] == "protect":
                v += PROTECT if mine else -PROTECT
            elif st["stat"] == "cancel":
                v += -0.3 if mine else 0.3
        if n:
            v += j.delta(b, {ch.ctrl: n})
        if d.talents:
            v += TALENT if mine else -TALENT
        if d.triggers:
            v += TRIGGER if mine else 0.0
        return v

    def bmod_value(self, j: Judgement, d, b: BaseT) -> float:
        me = j.me
        v = 0.0
        for st in d.statics:
            if st["stat"] == "power":
                cnt = {}
                for ch in b.chars:
                    if (st["to"] == "yours_here" and ch.ctrl == me) or (st["to"] == "others_here" and ch.ctrl != me):
                        cnt[ch.ctrl] = cnt.get(ch.ctrl, 0) + (st["n"] if isinstance(st["n"], int) else 1)
                if cnt:
                    v += j.delta(b, cnt)
                v += 0.15 * (1 if st["to"] == "yours_here" else 0)
            elif st["stat"] == "breakpoint":
                v += j.delta(b, bp=st["n"] if isinstance(st["n"], int) else -1)
            elif st["stat"] == "protect":
                v += PROTECT if b.present(me) else 0.0
            elif st["stat"] == "cancel":
                v += 0.1
            elif st["stat"] == "no_specials":
                v += 0.1
        for ab in d.on_play:
            v += j.effects_value(ab["effects"], b.uid, None)
        if d.talents:
            v += TALENT * (1.0 if b.present(me) else 0.5)
        if d.triggers:
            v += TRIGGER * (1.0 if b.present(me) or b.total == 0 else 0.3)
        if b.id == "new_york_landmark":
            v += j.delta(b, bp=-1)
        return v

    def talent_value(self, j: Judgement, uid: str, ab_idx: int, base: str | None) -> float:
        did = j.t.card_id(uid)
        if not did:
            return 0.0
        d = self.book.defs[did]
        ab = d.abilities[ab_idx]
        v = j.effects_value(ab["effects"], base, uid)
        return v - 0.05

    def _play(self, j: Judgement, d, o) -> float:
        oid = o["id"]
        if oid == "end":
            return 0.0
        data = o["data"]
        if oid.startswith("t:"):
            return self.talent_value(j, data["card"], data["ab"], data.get("base"))
        return self.play_value(j, data["card"], data["target"])

    def _extra(self, j: Judgement, d, o) -> float:
        if o["id"] == "later":
            return 0.02
        if o["id"] == "decline":
            return 0.0
        return self.play_value(j, o["data"]["card"], o["data"]["target"]) + j.card_cost()

    # -- responding ----------------------------------------------------------------------------------------
    def _respond(self, j: Judgement, d, o) -> float:
        if o["id"] == "pass":
            return 0.0
        data = o.get("data", {})
        scoring = j.scoring
        if data.get("what") == "special":
            did = j.t.hand_id(data["card"])
            if not did:
                return -1.0
            cd = self.book.defs[did]
            ab = cd.abilities[data["ab"]]
            keep = j.card_cost() + (0.2 if cd.on_play else 0.0)
            if cd.type == "character":  # it comes into play at the scoring base, with what its Special does to it
                b = j.t.base(scoring)
                if b is None:
                    return -keep
                p = j.power_at(cd, b)
                for e in ab["effects"]:
                    sel = e.get("all") or e.get("pick")
                    if e["op"] == "power" and isinstance(sel, dict) and sel.get("self") == "only":
                        p += e["n"] if isinstance(e["n"], int) else 0
                return j.delta(b, {j.me: max(0, p)}, arrive=j.me) - keep
            return j.effects_value(ab["effects"], scoring, data["card"], there=scoring) - keep
        # an optional ability of a card in play: what it does
        path = o.get("path") or []
        uid = path[0].split(":", 1)[1] if path else ""
        did = j.t.card_id(uid) if uid else ""
        if not did:
            b = j.t.base(uid)
            did = b.id if b else ""
            here = uid
        else:
            hit = j.t.char(uid)
            m = j.t.mod(uid) if hit is None else None
            here = hit[0].uid if hit else (m[0].uid if m else None)
        cd = self.book.defs.get(did)
        if cd is None:
            return 0.3
        abs_ = [ab for ab in cd.abilities if ab.get("may") and ab.get("when")]
        if not abs_:
            return 0.3
        return max(j.effects_value(ab["effects"], here, uid, there=scoring) for ab in abs_) + 0.01

    # -- choosing cards in play -------------------------------------------------------------------------
    def _target(self, j: Judgement, d, o) -> float:
        data = o.get("data", {})
        uid = data.get("uid")
        purpose = d.get("purpose", "")
        if uid is None:  # Hulk Smash: destroy base modifiers, or the base itself
            if o["id"] == "smash":
                b = j.t.base(data.get("base") or (o.get("path") or ["base:"])[0].split(":", 1)[-1])
                return -j.base_edge(b) - 0.2 if b else -1.0
            return 0.5
        hit = j.t.char(uid)
        if hit is None:
            m = j.t.mod(uid)
            if m is None:
                return 0.0
            mine = m[2][2] == j.me
            harmful = any(st["stat"] == "cancel" or (st["stat"] == "power" and isinstance(st.get("n"), int)
                                                     and st["n"] < 0) for st in self.book.defs[m[2][1]].statics)
            good_for_ctrl = -1.0 if harmful else 1.0
            if purpose == "destroy":
                return -good_for_ctrl if mine else good_for_ctrl
            if purpose == "mod_host":
                return 0.0
            return 0.5 if mine else -0.5
        b, ch = hit
        mine = ch.ctrl == j.me
        if purpose == "destroy" or purpose == "remove":
            return j.removal_value(b, ch)
        if purpose == "save":
            return 0.2 + 0.1 * ch.power if mine else -0.5
        if purpose == "power":
            n = d.get("amount", 0)
            return j.delta(b, {ch.ctrl: n}, lasting=False) + 0.05 * n * (1 if mine else -1)
        if purpose == "move":
            return j.best_move(ch, b) if mine else -0.3
        if purpose == "mod_host":
            return 0.5 if mine else -0.5
        return 0.3 if mine else -0.3

    def _base(self, j: Judgement, d, o) -> float:
        uid = o.get("data", {}).get("uid")
        if uid is None:
            return 0.0
        b = j.t.base(uid)
        if b is None:
            return 0.0
        purpose = d.get("purpose", "")
        if purpose == "breakpoint":
            return j.delta(b, bp=d.get("amount", 0), bp_lasting=False)
        if purpose == "move_to":
            v = 0.0
            for u in d.get("moving") or []:
                hit = j.t.char(u)
                if hit is not None and hit[0] is not b:
                    frm, ch = hit
                    v += j.move_value(ch, frm, b) if ch.ctrl == j.me else -j.move_value(ch, frm, b)
            return v
        if purpose == "gather":
            mine = sum(1 for ch in b.chars if ch.ctrl == j.me)
            movable = max((ch.power for b2 in j.t.bases if b2 is not b for ch in b2.chars if ch.ctrl == j.me),
                          default=0)
            return 0.3 * mine + j.delta(b, {j.me: movable}, arrive=j.me) * 0.5
        if purpose == "mod_to":
            return 0.4 if b.present(j.me) else -0.2
        return 0.0

    # -- cards and hands ----------------------------------------------------------------------------------
    def worth(self, j: Judgement, did: str) -> float:
        """How much I'd rather have this card in hand (for discarding, drawing, searching)."""
        d = self.book.defs.get(did)
        if d is None:
            return 1.0
        if d.type == "character":
            return 0.5 + 0.25 * d.power + (0.3 if d.on_play else 0.0)
        if d.specials and not d.on_play and not d.mod:
            return 1.2
        return 1.1

    def _cards(self, j: Judgement, d, o) -> float:
        data = o.get("data", {})
        did = data.get("card") or j.t.card_id(data.get("uid", ""))
        w = self.worth(j, did)
        purpose = d.get("purpose", "take")
        if purpose in ("bottom", "cycle"):
            return 1.6 - w
        if purpose == "top_order":
            return w
        return w + 0.5

    def _discard(self, j: Judgement, d, o) -> float:
        uid = o.get("data", {}).get("uid", "")
        return -self.worth(j, j.t.card_id(uid))

    _hand_limit = _discard

    # -- small decisions ------------------------------------------------------------------------------------
    def _order(self, j, d, o) -> float:
        return 0.0

    def _may(self, j, d, o) -> float:
        return 1.0 if o["id"] == "yes" else 0.0

    def _mulligan(self, j, d, o) -> float:
        return 1.0 if o["id"] == "yes" else 0.0

    def _score_order(self, j: Judgement, d, o) -> float:
        b = j.t.base(o.get("data", {}).get("uid"))
        return j.base_edge(b) if b else 0.0

    def _draft(self, j, d, o) -> float:
        return FACTION_TASTE.get(o["data"]["faction"], 0.0)

    def _choose(self, j: Judgement, d, o) -> float:
        if o["id"] in ("character", "action"):
            want = o["id"]
            hand = [self.book.defs[did].type for _u, did in j.t.hand]
            return 1.0 if hand.count("character") < 2 and want == "character" else (0.8 if want == "action" else 0.5)
        return 1.0 if o["id"] == "o1" else 0.5


FACTION_TASTE = {"kree": 1.0, "shield": 0.9, "avengers": 0.8, "hydra": 0.7, "ultimates": 0.7,
                 "masters_of_evil": 0.6, "sinister_six": 0.5, "spider_verse": 0.5}


def pick(scores: list[float], d: dict[str, Any], rng, pass_ok: bool = True) -> list[str]:
    """The answer the scores point to: the best option (ties at random), or the best k of a multi-pick."""
    opts = d["options"]
    if d["max"] <= 1:
        best = max(scores)
        tops = [o for s, o in zip(scores, opts) if s >= best - 1e-9]
        choice = tops[rng.below(len(tops))] if len(tops) > 1 else tops[0]
        if d["min"] == 0 and best <= 0 and pass_ok:
            return []
        return [choice["id"]]
    ranked = sorted(zip(scores, range(len(opts))), key=lambda x: -x[0])
    k = max(d["min"], min(d["max"], sum(1 for s, _ in ranked if s > 0)))
    return [opts[i]["id"] for _s, i in ranked[:k]]
