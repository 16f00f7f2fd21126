"""The game screen: any game's board view, the log, the choice prompt, computer seats,
hand-overs between people, undo, autosave and the Esc menu."""

from __future__ import annotations

import importlib
import json
import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pygame

from game.core import events as evlib
from game.core.errors import IllegalChoice
from game.core.hints import hint_refs, hint_words, suggest
from game.core.match import Match
from game.core.players import SeatView, player_rng
from game.core.saves import make_save
from game.session import LoadedGame
from game.ui import audit
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.controller import ChoiceController, ClickResult
from game.ui.layer import Layer
from game.ui.scene import Scene
from game.ui.views.base import BoardView, GenericView, Marks, Tip
from game.ui.widgets import (BACK, DONE, KIND, REF, Choice, ChoicePrompt, LogPanel, draw_tip, lone_pass,
                             prompt_choices, tip_picture)

_thinker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")


def make_view(loaded: LoadedGame, theme: th.Theme, names: list[str]) -> BoardView:
    """The game's own board view, or the fallback view."""
    target = loaded.spec.view_class
    if target:
        module, _, cls = target.partition(":")
        return getattr(importlib.import_module(module), cls)(loaded, theme, names)
    return GenericView(loaded, theme, names)


class GameScene(Scene):
    """One match on screen."""

    name = "game"
    covers_screen = True  # the kept table picture fills the window

    def __init__(self, app, loaded: LoadedGame, match, *, curtain: bool = False, slot: str | None = None,
                 script: list[dict[str, Any]] | None = None, viewer: int | None = None) -> None:
        super().__init__(app)
        self.loaded = loaded
        self.match = match
        self.slot = slot
        self.script = script  # a replay being watched: its answers play in order
        self.paused = False  # a watched replay stands still until played or stepped
        setup = match.setup
        self.kinds: list[str] = list(setup["seats"]) if script is None else ["computer"] * len(setup["seats"])
        self.players = loaded.seat_players(self.kinds)
        self.humans = [i for i, k in enumerate(self.kinds) if k == "human"]
        base_names = setup.get("names") or []
        self.names = [(base_names[i] if i < len(base_names) and base_names[i] else loaded.spec.seat_name(i))
                      + ("" if k == "human" else " (computer)") for i, k in enumerate(setup["seats"])]
        # One person seated sees their own view at once. With two or more, nobody's hidden cards
        # show until one is revealed behind the curtain (-1 sees as no seat does); with no person
        # at all, the table is open.
        self.viewer: int | None = viewer if viewer is not None else (
            (self.humans[0] if len(self.humans) == 1 else -1) if self.humans else None)
        self.view = make_view(loaded, app.theme, self.names)
        self.view.animate(match.log_for(self.viewer)[-20:])  # a resumed game shows its last dice
        self.ctrl: ChoiceController | None = None
        self.marks = Marks()
        self.view_state: dict[str, Any] = {}
        self.thinking: Future | None = None
        self.thinking_for = -1
        # A replay shows its opening table for one move's time before the first move plays.
        self.wait_until = 0.0 if script is None else time.monotonic() + app.settings.pacing_ms / 1000.0
        self.last_move_text = ""
        self.last_why = ""
        self.hint: dict[str, Any] | None = None  # the suggested answer, for the decision numbered "at"
        self.curtain_pending = curtain and len(self.humans) > 1 and loaded.rules.hidden_information
        self.results_shown = False
        self.hover_pos = (0, 0)
        self.log_panel: LogPanel | None = None
        self.prompt: ChoicePrompt | None = None
        self.board_rect = pygame.Rect(0, 0, 10, 10)
        self.tip_hidden = False
        self.prompt_kind: str | None = None
        self.prompt_for: dict[str, Any] | None = None
        # The table is kept as a picture (game/ui/layer.py) while nothing it shows changes:
        # `shown` counts the states read, `inputs` the clicks, keys and wheel turns the board saw.
        # One spare: the picture before the last change of what the table marks (a thing picked
        # and put back, a prompt line pointing at a power) comes back, with the hit regions it
        # was painted with, without a repaint. What the hover alone changes is drawn over the
        # kept picture (BoardView.draw_hover), so the hover needs no spare (each is 8 MB at 1920x1080).
        self.layer = Layer(spares=1, save=lambda: self.view.kept(), restore=lambda kept: self.view.restore_kept(kept),
                           pin=lambda key: key is not None and key[1] is None)
        self.prompt_layer = Layer()
        self.screen_layer = Layer()  # the two above as one picture
        self._composed: tuple[Any, Any, Any] | None = None  # the keys and prompt place it was made for
        self.shown = 0
        self.inputs = 0
        # Tips of things hovered on this table, kept until it changes (the mouse going back and
        # forth over two cards makes each picture once).
        self._tips: dict[Any, Any] = {}
        self._tip_bytes = 0
        self._idle_done: Any = None  # the table whose tips idle time has made
        self._tip_key: Any = None

    # -- layout ---------------------------------------------------------------------
    def build_ui(self) -> None:
        t = self.app.theme
        w, h = self.app.size
        top = t.px(46)
        side = side_width(w, t)
        self.board_rect = pygame.Rect(0, top, w - side - t.px(8), h - top)
        self.view.set_rect(self.board_rect, t)
        px = w - side
        log_rect = pygame.Rect(px, top + t.px(6), side - t.px(8), int((h - top) * 0.42))
        self.log_panel = LogPanel(self, log_rect)
        self.log_panel.set_events(self.match.log_for(self.viewer))
        self.prompt = ChoicePrompt(pygame.Rect(px, log_rect.bottom + t.px(8), side - t.px(8),
                                               h - log_rect.bottom - t.px(16)))
        bw = t.px(96)
        self.button(pygame.Rect(w - bw - t.px(8), t.px(6), bw, t.px(34)), "Menu", self.open_menu,
                    tooltip="Resume, save, concede, rematch, settings (Esc)")
        second = pygame.Rect(w - 2 * bw - t.px(16), t.px(6), bw, t.px(34))
        third = pygame.Rect(w - 3 * bw - t.px(24), t.px(6), bw, t.px(34))
        if self.script is not None:  # a replay: its own controls where a player's Hint and Undo stand
            self.undo_button = self.hint_button = None
            gap = t.px(6)
            each = (second.right - third.left - 2 * gap) // 3
            at = [pygame.Rect(third.left + i * (each + gap), third.top, each, third.height) for i in range(3)]
            self.button(at[0], "◂ Step", self.step_back, tooltip="Go back one decision and pause (Left arrow)")
            self.pause_button = self.button(at[1], "Play" if self.paused else "Pause", self.toggle_pause,
                                            tooltip="Pause or go on playing the replay (Space)")
            self.button(at[2], "Step ▸", self.step_forward, tooltip="Play the next decision and pause (Right arrow)")
        else:
            self.undo_button = self.button(second, "Undo", self.undo, tooltip="Take back your last decision (Ctrl+Z)")
            self.hint_button = self.button(third, "Hint", self.show_hint,
                                           tooltip="What the computer would choose here, seeing only what you see (H)")
        self.refresh(rebuild_log=False)

    def enter(self) -> None:
        super().enter()

    def exit(self) -> None:
        super().exit()
        self.thinking = None
        self.app.release_due = True

    # -- the flow of decisions ---------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        """Whether a person plays this seat."""
        return self.kinds[seat] == "human"

    def needs_curtain(self, seat: int) -> bool:
        """Whether passing to `seat` must go through the hand-over screen."""
        if self.curtain_pending:
            return True
        return (seat != self.viewer and len(self.humans) > 1 and self.loaded.rules.hidden_information)

    def refresh(self, rebuild_log: bool = True) -> None:
        """Re-read the state after a change: results, hand-overs, the controller, the prompt."""
        m = self.match
        pending = m.pending
        if pending is not None and self.is_human(pending["seat"]) and self.script is None:
            seat = pending["seat"]
            if self.needs_curtain(seat):
                self.curtain_pending = False
                from game.ui.scenes.handover import HandoverScene
                self.app.scenes.push(HandoverScene(self.app, self.names[seat], th.seat_colour(seat),
                                                   lambda s=seat: self.reveal(s)))
                return
            if seat != self.viewer:
                self.viewer = seat
        self.view_state = m.view(self.viewer)
        self.shown += 1
        if rebuild_log and self.log_panel is not None:
            self.log_panel.set_events(m.log_for(self.viewer))
        if pending is not None and self.is_human(pending["seat"]) and self.script is None:
            seen = self.view_state["pending"]
            seat = pending["seat"]
            self.ctrl = ChoiceController(seen, explain=lambda path, s=seat: self.loaded.rules.explain(m.state, s, path))
        else:
            self.ctrl = None
        if hasattr(self.view, "explain"):  # hover help: why a thing cannot be chosen
            self.view.explain = self.ctrl.explain if self.ctrl else None
        self.update_marks()
        self.show_prompt()
        if m.over and not self.results_shown:
            self.results_shown = True
            from game.ui.scenes.results import ResultsScene
            self.app.scenes.push(ResultsScene(self.app, self))

    def reveal(self, seat: int) -> None:
        """The hand-over screen was clicked: `seat`'s view shows when this scene resumes."""
        self.viewer = seat
        self.curtain_pending = False

    def update_marks(self) -> None:
        """What the board highlights now."""
        ctrl = self.ctrl
        self.marks.clickable = ctrl.clickable() if ctrl else set()
        self.marks.selected = ctrl.selected_refs() if ctrl else set()

    def show_prompt(self) -> None:
        """Rebuild the prompt for the current decision."""
        if self.prompt is None:
            return
        m = self.match
        colour = None
        if m.over:
            title = (m.state["result"] or {}).get("summary", "The game is over.")
        elif self.ctrl is not None:
            seat = self.ctrl.decision["seat"]
            colour = th.seat_colour(seat)
            title = f"{self.names[seat]}: {self.ctrl.decision['prompt']}"
            hint = self.current_hint()
            if hint is not None:
                title = hint["text"] + "\n" + title
            if self.ctrl.has_selection and not self.ctrl.multi:
                # a prompt that is a whole sentence gets another one, not a bracket after its stop
                # with only the thing clicked first (a base before its card), what goes there is left to choose
                # and where the clicks so far already make a whole choice, the prompt lists what they make
                what = "what goes there" if self.ctrl.focus_only else \
                    "which of these" if any(len(o["path"]) == len(self.ctrl.selected)
                                            for o in self.ctrl.candidates()) else "where"
                title += (f" Now choose {what} (right-click to cancel)." if title.rstrip().endswith((".", "?", "!"))
                          else f" (now choose {what}; right-click to cancel)")
        else:
            seat = m.pending["seat"] if m.pending else 0
            colour = th.seat_colour(seat)
            title = f"{self.names[seat]} is deciding…"
            if self.script is not None:
                title = (f"Replay: decision {len(m.history) + 1} of {len(self.script)}, {self.names[seat]} to decide"
                         + (" (paused: Play, or the arrows to step)" if self.paused else ""))
            if self.last_move_text:
                title = self.last_move_text + "\n" + title
        if self.ctrl is None or self.ctrl.decision is not self.prompt_for:
            self.prompt_kind = None  # a new decision starts with every choice in view
            self.prompt_for = self.ctrl.decision if self.ctrl else None
        self.prompt.show(title, prompt_choices(self.ctrl, lambda ref: self.view.ref_name(ref, self.view_state),
                                               self.prompt_kind), colour)
        self.marks.pointed = self.pointed_refs(self.prompt.hover)
        hint = self.current_hint()
        self.marks.hinted = set(hint["refs"]) if hint is not None else set()
        if getattr(self, "undo_button", None) is not None:
            ok = self.viewer is not None and self.viewer >= 0 and self.is_human(self.viewer) and \
                self.script is None and \
                self.match.can_undo(self.viewer, self.humans) is None
            (self.undo_button.enable if ok else self.undo_button.disable)()
        if getattr(self, "hint_button", None) is not None:
            (self.hint_button.enable if self.ctrl is not None and self.script is None else self.hint_button.disable)()

    def outline_key(self) -> list[tuple[tuple[int, int, int], str]]:
        """What the outlines on the board mean now, for the prompt's foot: only the colours the
        board shows (a move that ended a turn touched nothing drawn, and gets no line)."""
        drawn = self.view.region_rect
        key = []
        if any(drawn(r) is not None for r in self.marks.clickable):
            key.append((th.HIGHLIGHT, "yellow outline: you may click it"))
        if any(drawn(r) is not None for r in self.marks.selected):
            key.append((th.SELECTED, "blue outline: chosen so far"))
        if any(drawn(r) is not None for r in self.marks.hinted):
            key.append((th.HINT, "green outline: the hint"))
        if any(drawn(r) is not None for r in self.marks.last_move):  # the log above says whose move
            key.append((th.LAST_MOVE, "pink outline: the last move"))
        return key

    def apply(self, answer: dict[str, Any], by_computer: bool = False) -> bool:
        """Apply an answer; refused answers show their reason and change nothing."""
        before = self.match.pending
        try:
            events = self.match.apply(answer)
        except IllegalChoice as err:
            self.app.toast.show(err.player_text())
            return False
        seen = evlib.filter_events(events, self.viewer)
        if self.log_panel is not None:
            self.log_panel.add_events(seen)
        self.view.animate(seen)
        self.last_move_text = ""
        self.last_why = ""
        self.marks.last_move = set()
        if by_computer and before is not None:
            picked = [] if before.get("secret") else [o for o in before["options"] if o["id"] in answer["picks"]]
            self.marks.last_move = {ref for o in picked for ref in o["path"]}
            texts = [e["text"] for e in seen if e.get("text")]
            # A choice that changes nothing yet (a token taken, an action begun) logs nothing: say
            # what was chosen, unless the choice is secret.
            chosen = "; ".join(o["label"] for o in picked if o.get("label"))
            said = " ".join(texts[:3]) or (chosen + ("" if chosen.endswith((".", "!", "?")) else ".") if chosen
                                            else "decided (a secret choice).")
            self.last_move_text = f"Last move by {self.names[answer['seat']]}: " + said
            # What a searching computer weighed, in its own numbers: in the log, and on hover over
            # what its move touched. A secret decision keeps its reasons to itself.
            self.last_why = "" if before.get("secret") else str(answer.get("why") or "")
            if self.last_why and self.log_panel is not None:
                self.log_panel.add_events([{"kind": "thinking", "text": f"{self.names[answer['seat']]} weighed: "
                                                                         f"{self.last_why}"}])
            self.wait_until = time.monotonic() + self.app.settings.pacing_ms / 1000.0
        self.autosave()
        self.refresh(rebuild_log=False)
        return True

    def autosave(self) -> None:
        """Save after every decision to this game's own autosave (atomically; the previous one is kept)."""
        if self.script is not None:
            return
        doc = make_save(self.loaded.spec.id, self.match.to_record(), self.loaded.stamp(), label=self.loaded.spec.title)
        try:
            self.app.saves.write(self.loaded.spec.autosave(self.match.setup), doc)
        except OSError as err:
            self.app.toast.show(f"Autosave failed: {err.strerror}. The game goes on.")

    # -- computer seats ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.view.update(dt)
        m = self.match
        if m.over or m.pending is None or self.top_is_not_me():
            return
        seat = m.pending["seat"]
        if self.ctrl is not None:
            oid = self.view.next_choice(self.ctrl.decision) if self.script is None else None
            if oid == self.view.FINISH:  # the view's own Done button of a multi-pick
                self.done()
            elif oid is not None and oid.startswith(self.view.CLICK):
                self.handle_result(self.ctrl.click(oid[len(self.view.CLICK):]))
            elif oid is not None:  # the view answers on the player's behalf (a route, square by square)
                self.press(oid)
            elif self.passes_for_me() and time.monotonic() >= self.wait_until:
                # Nothing to choose but to pass: the table passes for the one person playing, at the
                # computers' pace, marked `auto` so that undo takes back their last real choice.
                only = lone_pass(self.ctrl.decision)
                self.apply({"seat": seat, "picks": [only["id"]], "auto": True}, by_computer=True)
            return
        if time.monotonic() < self.wait_until:
            return
        index = len(m.history)
        if self.script is not None:
            if index < len(self.script) and not self.paused:
                self.apply(self.script[index], by_computer=True)
            return
        if self.thinking is None:
            state = json.loads(json.dumps(m.state))  # the thread works on its own copy
            player = self.players[seat]
            rules = self.loaded.rules
            self.thinking_for = index
            self.thinking = _thinker.submit(lambda: player.choose(SeatView(rules, state, seat),
                                                                  player_rng(state, seat, index)))
        elif self.thinking.done():
            fut, self.thinking = self.thinking, None
            if self.thinking_for != len(m.history):
                return  # an undo happened while it thought
            try:
                answer = fut.result()
            except Exception as err:  # noqa: BLE001 - a computer player's bug must not end the game
                from game.ui.crash import write_crash_log
                path = write_crash_log(err)
                self.app.toast.show(f"The computer player failed ({err}); details in {path}. "
                                    "It plays at random this turn.", seconds=6)
                from game.core.players import RandomPlayer
                answer = RandomPlayer().choose(SeatView(self.loaded.rules, m.state, seat),
                                               player_rng(m.state, seat, index))
            self.apply(answer, by_computer=True)

    def passes_for_me(self) -> bool:
        """Whether the table answers the pending decision for the person: its only option is a pass,
        and nobody else sits at the screen. With two or more people, being asked is what keeps a
        hidden hand's plot twist secret (strict response windows), so everyone is asked."""
        return len(self.humans) == 1 and self.ctrl is not None and lone_pass(self.ctrl.decision) is not None

    def top_is_not_me(self) -> bool:
        """Whether another scene covers this one (hand-over, menu, results)."""
        return self.app.scenes.top is not self

    # -- input ---------------------------------------------------------------------------
    def handle_event(self, ev) -> bool:
        if ev.type != pygame.MOUSEMOTION or any(getattr(ev, "buttons", ())):
            self.inputs += 1  # a click, a key, a wheel turn or a drag may change what the board shows
        if super().handle_event(ev):
            return True
        if self.prompt is not None and self.prompt.handle_event(ev, self.choose):
            return True
        if ev.type == pygame.MOUSEMOTION and self.prompt is not None:
            self.marks.pointed = self.pointed_refs(self.prompt.hover)
        if self.view.handle_event(ev):
            self.tip_hidden = True  # the camera moved: the tip would point at the wrong place
            return True
        if ev.type == pygame.MOUSEMOTION:
            self.hover_pos = ev.pos
            hover = self.view.hit(ev.pos) if self.board_rect.collidepoint(ev.pos) else None
            if hover != self.marks.hover:
                self.tip_hidden = False
            self.marks.hover = hover
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN:
            self.tip_hidden = True
        if ev.type == pygame.MOUSEBUTTONDOWN and self.board_rect.collidepoint(ev.pos):
            if ev.button == 3:
                self.clear()
                return True
            if ev.button == 1:
                self.board_click(self.pick_ref(self.view.hit_all(ev.pos)))
                return True
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                if self.marks.hover and not self.tip_hidden:
                    self.tip_hidden = True
                elif self.ctrl is not None and self.ctrl.has_selection:
                    self.clear()
                else:
                    self.open_menu()
                return True
            if ev.key == pygame.K_z and ev.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if ev.key == pygame.K_h and not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.show_hint()
                return True
            if self.script is not None and ev.key in (pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT):
                {pygame.K_SPACE: self.toggle_pause, pygame.K_LEFT: self.step_back,
                 pygame.K_RIGHT: self.step_forward}[ev.key]()
                return True
        return False

    def pick_ref(self, refs: list[str]) -> str | None:
        """Of the things under the mouse, the one the click means: the topmost that may be
        chosen now (a base under a character when a card waits for its base), else the topmost."""
        for ref in refs:
            if ref in self.marks.clickable:
                return ref
        return refs[0] if refs else None

    def board_click(self, ref: str | None) -> None:
        """A left click on the board at the thing `ref` (None: on nothing)."""
        if ref is not None and ref not in self.marks.clickable and self.view.local_click(ref, self.marks):
            return
        if ref is None:
            if self.ctrl is not None and self.ctrl.has_selection:
                self.clear()
            return
        if self.ctrl is None:
            if self.match.over:
                self.app.toast.show("The game is over.")
            else:
                seat = self.match.pending["seat"]
                self.app.toast.show(f"Wait: {self.names[seat]} is deciding.", colour=th.GOLD)
            return
        self.handle_result(self.ctrl.click(ref))

    def press(self, option_id: str) -> None:
        """A prompt button was pressed."""
        if self.ctrl is not None:
            self.handle_result(self.ctrl.press(option_id))

    def pointed_refs(self, key: str | None) -> set[str]:
        """The things on the board a prompt line would affect: its option's last click, or its group's."""
        if key is None or self.ctrl is None:
            return set()
        if key.startswith(REF):
            return {key[len(REF):]}
        o = next((o for o in self.ctrl.options if o["id"] == key), None)
        return {o["path"][-1]} if o is not None and o["path"] else set()

    def choose(self, c: Choice) -> None:
        """A line of the prompt was clicked: an option, a group (select its first thing), Done or Back."""
        self.tip_hidden = True
        if self.ctrl is None:
            return
        if c.key == DONE:
            self.done()
        elif c.key == BACK and self.prompt_kind is not None:
            self.prompt_kind = None
            self.show_prompt()
        elif c.key == BACK:
            self.clear()
        elif c.key.startswith(KIND):
            self.prompt_kind = c.key[len(KIND):]
            self.show_prompt()
        elif c.key.startswith(REF):
            self.handle_result(self.ctrl.click(c.key[len(REF):]))
        else:
            self.press(c.key)

    def done(self) -> None:
        """Done of a multi-pick."""
        if self.ctrl is not None:
            self.handle_result(self.ctrl.done())

    def clear(self) -> None:
        """Drop the selection."""
        if self.ctrl is not None:
            self.ctrl.clear()
            self.update_marks()
            self.show_prompt()

    def handle_result(self, r: ClickResult) -> None:
        """Apply, refuse or re-highlight after a click."""
        if r.kind == "refused":
            self.app.toast.show(r.reason)
            return
        if r.kind == "answer" and r.answer is not None:
            self.apply(r.answer)
            return
        self.update_marks()
        self.show_prompt()

    def undo(self) -> None:
        """Take back the viewer's last decision."""
        if self.viewer is None or self.viewer < 0 or not self.is_human(self.viewer) or self.script is not None:
            self.app.toast.show("There is no decision of yours to take back.")
            return
        try:
            self.match.undo(self.viewer, self.humans)
        except IllegalChoice as err:
            self.app.toast.show(err.player_text())
            return
        self.thinking = None
        self.results_shown = False
        self.last_move_text = ""
        self.marks.last_move = set()
        self.autosave()
        self.refresh()

    def show_hint(self) -> None:
        """Ask the normal computer player what it would choose in the person's place, from that
        person's view, and show it in the prompt and on the board. Nothing is chosen for them."""
        if self.ctrl is None or self.script is not None:
            self.app.toast.show("A hint is for a decision of yours; there is none now.")
            return
        seat = self.ctrl.decision["seat"]
        at = len(self.match.history)
        try:
            answer = suggest(self.loaded.players, self.loaded.rules, self.match.state, seat, at)
        except Exception as err:  # noqa: BLE001 - a computer player's bug must not end the game
            from game.ui.crash import write_crash_log
            self.app.toast.show(f"No hint this time ({err}); details in {write_crash_log(err)}.")
            return
        picks = [p for p in answer.get("picks", []) if isinstance(p, str)]
        self.hint = {"at": at, "text": hint_words(self.ctrl.decision, picks),
                     "refs": hint_refs(self.ctrl.decision, picks)}
        self.show_prompt()
        self.bring_into_view(set(picks), self.hint["refs"])

    def bring_into_view(self, ids: set[str], refs: set[str]) -> None:
        """Scroll the prompt to the first line of the given options (or of a group holding one)
        when no such line shows now."""
        p = self.prompt
        if p is None:
            return
        lines = [i for i, c in enumerate(p.choices)
                 if c.key in ids or (c.key.startswith(REF) and c.key[len(REF):] in refs)]
        shown = {c.key for _, c in p.shown_choices()}
        if lines and not any(p.choices[i].key in shown for i in lines):
            p.first = lines[0]

    def current_hint(self) -> dict[str, Any] | None:
        """The hint, while the decision it was given for is still the one pending."""
        hint = self.hint
        if hint is None or self.ctrl is None or hint["at"] != len(self.match.history):
            return None
        return hint

    # -- a replay being watched ------------------------------------------------------------
    @classmethod
    def replay(cls, app, loaded: LoadedGame, setup: dict[str, Any], answers: list[dict[str, Any]]) -> "GameScene":
        """A game's answers played again from its setup, every hand open."""
        return cls(app, loaded, Match.start(loaded.rules, setup), script=list(answers))

    def watch_replay(self) -> None:
        """This game played again over this table."""
        self.app.scenes.push(GameScene.replay(self.app, self.loaded, self.match.setup, self.match.answers))

    def toggle_pause(self) -> None:
        """Stop a replay where it is, or let it play on at the pacing speed."""
        self.paused = not self.paused
        if getattr(self, "pause_button", None) is not None:
            self.pause_button.set_text("Play" if self.paused else "Pause")
        self.show_prompt()

    def step_forward(self) -> None:
        """Play the replay's next decision at once, then stand still."""
        if not self.paused:
            self.toggle_pause()
        if self.script is None or self.match.over or len(self.match.history) >= len(self.script):
            self.app.toast.show("The replay is at its end.", colour=th.GOLD)
            return
        self.apply(self.script[len(self.match.history)], by_computer=True)

    def step_back(self) -> None:
        """Go back one decision: the match is played again from its setup to the one before
        (a game is its setup and its answers, so the table is exactly as it was)."""
        if not self.paused:
            self.toggle_pause()
        n = len(self.match.history)
        if self.script is None or n == 0:
            self.app.toast.show("The replay is at its start.", colour=th.GOLD)
            return
        self.match = Match.replay(self.loaded.rules, self.match.setup, self.script[:n - 1])
        self.thinking = None
        self.results_shown = False
        self.last_move_text = ""
        self.marks.last_move = set()
        self.refresh()

    def open_menu(self) -> None:
        """The Esc menu."""
        from game.ui.scenes.esc_menu import EscMenuScene
        self.app.scenes.push(EscMenuScene(self.app, self))

    def probe(self) -> dict[str, Any]:
        m = self.match
        regions = [[ref, *_bounds(shape)] for shape, ref in self.view._regions]
        prompt = self.prompt.probe() if self.prompt is not None else []
        buttons = [{"text": getattr(e, "text", ""), "rect": list(e.rect), "enabled": e.is_enabled}
                   for e in self._elements if type(e).__name__ == "UIButton" and e.visible]
        return {"regions": regions, "clickable": sorted(self.marks.clickable), "selected": sorted(self.marks.selected),
                "buttons": buttons + prompt, "prompt": prompt, "prompt_title": self.prompt.title if self.prompt else "",
                "answers": len(m.answers), "pending_seat": m.pending["seat"] if m.pending else None,
                "mine": self.ctrl is not None, "over": m.over, "viewer": self.viewer, **self.view.probe()}

    # -- drawing --------------------------------------------------------------------------
    def layer_key(self) -> Any:
        """Everything the kept table picture shows but the hover; None while the board animates."""
        own = self.view.layer_key()
        if own is None:
            return None
        m, t = self.marks, self.app.theme
        return (self.shown, self.inputs, self.viewer, self.ctrl is None, frozenset(m.clickable),
                frozenset(m.selected), frozenset(m.last_move),
                (frozenset(m.pointed), frozenset(m.hinted)) if self.view.points_in_picture else None, own,
                tuple(self.board_rect), t.k, t.size)

    def draw(self, surface) -> None:
        key = self.layer_key()
        self._tip_key = key
        table_key = None if key is None else (key, self.view.hover_key(self.marks))
        p = self.prompt
        if p is not None:  # the outlines' key, read from the regions of the table drawn last
            p.key = self.outline_key()
        at, painted, shown = audit.position(), self.layer.painted, self.layer.key
        self.draw_table_and_prompt(surface, table_key)
        # a table painted or swapped in from the spares brings its own regions, so its outlines
        if p is not None and (self.layer.painted != painted or self.layer.key is not shown):
            now = self.outline_key()
            if now != p.key:  # the table just painted shows other outlines: the prompt alone again
                p.key = now
                audit.rewind(at)
                self.draw_table_and_prompt(surface, table_key)
        self.view.draw_hover(surface, self.marks)

    def draw_table_and_prompt(self, surface, table_key) -> None:
        """The kept table with the prompt over it, each painted again only when it changed."""
        t = self.app.theme
        p = self.prompt
        # The prompt is kept too: it changes with the decision, its scroll and the line under the mouse.
        prompt_key = None if p is None else (p.title, tuple((c.key, c.text, c.tone, c.enabled) for c in p.choices),
                                             p.colour, p.first, p.hover, tuple(p.key), t.k, t.size)

        def prompt(s) -> None:
            if p is not None:
                self.prompt_layer.draw(s, prompt_key, lambda s2: p.draw(s2, t), area=p.rect)

        def compose(s) -> None:
            self.layer.draw(s, table_key, self.paint_table)
            prompt(s)

        def over_kept_table(s) -> None:
            audit.replay(self.layer.recorded)  # the table's texts, as the picture shows them, come first
            prompt(s)
        # Table and prompt together are one kept picture again: a frame where neither changed is one
        # full-window blit (the two blits were a fifth of such a frame at 1920x1080); a frame where
        # only the prompt changed (the mouse along its lines) draws the prompt alone over it.
        whole, kept = self.screen_layer, self._composed
        only_prompt = table_key is not None and p is not None and kept is not None and kept[0] == table_key \
            and kept[1] != prompt_key and kept[2] == p.rect
        if not (only_prompt and whole.patch(surface, (table_key, prompt_key), p.rect, over_kept_table,
                                            lambda: self.layer.recorded + self.prompt_layer.recorded)):
            whole.draw(surface, None if table_key is None else (table_key, prompt_key), compose)
        self._composed = (table_key, prompt_key, None if p is None else pygame.Rect(p.rect))

    def paint_table(self, surface) -> None:
        """The table and the header: the picture kept while nothing on it changes."""
        surface.fill(th.BG)
        self.view.draw(surface, self.view_state, self.marks)
        self.draw_header(surface)

    def draw_header(self, surface) -> None:
        """The game's name, who decides now, whose eyes the table is seen through, and the goal
        (for a view that keeps it here); what does not fit before the buttons is left out, least
        needed first: whose eyes, then the goal's longer words, then who decides."""
        t = self.app.theme
        w, _ = surface.get_size()
        bar = pygame.Rect(0, 0, w, t.px(46))
        pygame.draw.rect(surface, th.BG_PANEL, bar)
        pygame.draw.line(surface, self.loaded.spec.accent, bar.bottomleft, bar.bottomright, t.px(3))
        limit = w - 3 * t.px(96) - t.px(40)
        f_title, f_who, f_seen = t.font(17, True), t.font(15, True), t.font(13)
        # A view whose own panels may run out of room for the goal keeps it here too, before the
        # buttons; whose eyes the table is seen through gives way to it first.
        goal = self.view.header_goal(self.view_state)
        goals = [goal] if isinstance(goal, str) else list(goal or ())  # a view may offer shorter words too
        widths = [f_seen.size(g)[0] for g in goals]
        goal_w = widths[0] + t.px(20) if goals else 0
        x = t.px(14)
        dr.text(surface, self.loaded.spec.title, f_title, th.TEXT, (x, bar.centery), anchor="midleft", role="title")
        x += f_title.size(self.loaded.spec.title)[0] + t.px(20)
        m = self.match
        if m.pending is not None:
            seat = m.pending["seat"]
            who = "Your decision" if seat == self.viewer and self.ctrl is not None else f"{self.names[seat]} to decide"
            # who decides gives way to a goal that then fits (the prompt's title names them too)
            least_w = widths[-1] + t.px(20) if goals and x + widths[-1] <= limit else 0
            if x + t.px(22) + f_who.size(who)[0] + least_w <= limit:
                pygame.draw.circle(surface, th.seat_colour(seat), (x + t.px(8), bar.centery), t.px(8))
                dr.text(surface, who, f_who, th.TEXT, (x + t.px(22), bar.centery), anchor="midleft", role="name")
                x += t.px(40) + f_who.size(who)[0]
        if self.viewer is not None and self.viewer >= 0:
            seen = f"Seen by: {self.names[self.viewer]}"
            if x + f_seen.size(seen)[0] + goal_w <= limit:
                dr.text(surface, seen, f_seen, th.TEXT_DIM, (x, bar.centery), anchor="midleft", role="label")
                x += f_seen.size(seen)[0] + t.px(20)
        shown = next(((g, gw) for g, gw in zip(goals, widths) if x + gw <= limit), None)
        if shown:
            dr.text(surface, shown[0], f_seen, th.GOLD, (limit - shown[1], bar.centery), anchor="midleft", role="label")

    def draw_over(self, surface) -> None:
        if self.top_is_not_me() or self.tip_hidden:
            return
        ref = self.marks.hover
        if ref:
            shown = self.hover_tip(ref)
            if shown is not None:
                tip, picture = shown
                avoid = [r for r in (self.view.region_rect(c) for c in self.marks.clickable) if r is not None]
                if self.prompt is not None:
                    avoid.append(self.prompt.rect)
                draw_tip(surface, tip, self.hover_pos, self.app.theme, anchor=self.view.region_rect(ref), avoid=avoid,
                         picture=picture)

    #: How many bytes of tip pictures a table keeps made (a card's zoom is about 0.8 MB at
    #: 1920x1080, a space's words a tenth of that).
    TIP_BYTES = 32 * 2 ** 20

    def idle(self, until: float) -> None:
        """Make the tips of the things on the table before they are hovered, while there is time:
        a card's zoom or an army card takes 2-15 ms to draw, more than a whole frame of the kept
        table. The hand first, then the things of the rarer kinds (cards and figures before the
        many spaces of a board, whose tips are small), what may be chosen before the rest."""
        if self._tip_key is None or self.top_is_not_me() or self._idle_done == (self._tip_key, self.last_why):
            return  # nothing on the table changed since every tip it needs was made
        refs = list(dict.fromkeys(r for _shape, r in self.view._regions))
        kinds: dict[str, int] = {}
        for r in refs:
            kinds[r.split(":", 1)[0]] = kinds.get(r.split(":", 1)[0], 0) + 1
        order = sorted(range(len(refs)), key=lambda i: (not refs[i].startswith("hand:"), kinds[refs[i].split(":", 1)[0]],
                                                        refs[i] not in self.marks.clickable, i))
        for i in order:
            if time.perf_counter() >= until:
                return  # the rest in the next frame's spare time
            if self._tip_bytes >= self.TIP_BYTES * 0.8:
                break  # room left for the things hovered that were not made
            key = (refs[i], self._tip_key, self.last_why, audit.on())
            if key not in self._tips:
                self.hover_tip(refs[i])
        self._idle_done = (self._tip_key, self.last_why)

    def hover_tip(self, ref: str) -> tuple[Tip, pygame.Surface] | None:
        """The tip for `ref` and its picture, made again only when the hovered thing or the table
        changes (a card's hover zoom is a large picture: making it each frame cost more than the
        whole table)."""
        key = (ref, self._tip_key, self.last_why, audit.on())
        if self._tip_key is None:
            self._tips.clear()
            self._tip_bytes = 0
        elif key in self._tips:
            return self._tips[key]
        tip = self.view.tip(ref, self.view_state)
        if self.last_why and ref in self.marks.last_move:
            seat = self.match.history[-1]["answer"]["seat"] if self.match.history else 0
            note = f"Last move of {self.names[seat]}, who weighed: {self.last_why}"
            tip = Tip(tip.title, (tip.text + "\n\n" if tip.text else "") + note, tip.image) if tip else \
                Tip("The computer's last move", note)
        # Kept without its image: the picture made from it is what is drawn (a zoom is large).
        shown = (Tip(tip.title, tip.text), tip_picture(tip, self.app.theme)) if tip is not None else None
        if self._tip_key is not None:
            if self._tip_bytes >= self.TIP_BYTES or any(k[1:] != key[1:] for k in self._tips):
                self._tips.clear()  # the table changed: every tip may say something else now
                self._tip_bytes = 0
            self._tips[key] = shown
            if shown is not None:
                self._tip_bytes += shown[1].get_width() * shown[1].get_height() * 4
        return shown


def side_width(w: int, t: th.Theme) -> int:
    """The log and prompt column: its design width, kept between a quarter and a third of the window."""
    return max(int(w * 0.24), min(t.px(330), int(w * 0.33)))


def _bounds(shape: Any) -> list[int]:
    """A region's rectangle (a polygon's bounding box)."""
    if isinstance(shape, pygame.Rect):
        return list(shape)
    xs, ys = [p[0] for p in shape], [p[1] for p in shape]
    return [int(min(xs)), int(min(ys)), int(max(xs) - min(xs)), int(max(ys) - min(ys))]
