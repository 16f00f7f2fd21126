"""Scenes on a stack, each with a lifecycle; drawing never changes the game.

A scene owns its pygame_gui elements: it builds them in `build_ui` (called on
enter, on resume and after a resize or scale change) and they are removed when
it is covered or leaves. Overlays (the Esc menu) draw the scene beneath them.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame
import pygame_gui


class Scene:
    """One screen of the app."""

    #: Overlays draw the scene below them first.
    overlay = False
    #: A name for tests and logs.
    name = "scene"
    #: Whether `draw` paints every pixel of the window (the app then skips clearing it).
    covers_screen = False

    def __init__(self, app: Any) -> None:
        # The running App (game/ui/app.py). The app imports the scenes, never the other way:
        # a scene reaches the app, and through it the other screens, by this object alone.
        self.app = app
        self._elements: list[Any] = []
        self._actions: dict[Any, Callable[[], object]] = {}

    # -- lifecycle ------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack."""
        self.rebuild()

    def exit(self) -> None:
        """Popped off the stack."""
        self.clear_ui()

    def pause(self) -> None:
        """Covered by another scene."""
        self.clear_ui()

    def resume(self) -> None:
        """Uncovered again."""
        self.rebuild()

    def rebuild(self) -> None:
        """Drop and rebuild the widgets (after a resize or a scale change)."""
        self.clear_ui()
        self.build_ui()

    def build_ui(self) -> None:
        """Create this scene's widgets (override)."""

    def clear_ui(self) -> None:
        """Remove this scene's widgets."""
        for e in self._elements:
            e.kill()
        self._elements.clear()
        self._actions.clear()

    # -- widgets ---------------------------------------------------------------
    def add(self, element: Any, action: Callable[[], object] | None = None) -> Any:
        """Keep a widget (and the action its press runs)."""
        self._elements.append(element)
        if action is not None:
            self._actions[element] = action
        return element

    def remove(self, element: Any) -> None:
        """Kill one widget and forget it."""
        element.kill()
        if element in self._elements:
            self._elements.remove(element)
        self._actions.pop(element, None)

    def button(self, rect: pygame.Rect, text: str, action: Callable[[], object] | None, *,
               enabled: bool = True, object_id: str | None = None, tooltip: str | None = None) -> Any:
        """A pygame_gui button running `action` when pressed."""
        b = pygame_gui.elements.UIButton(rect, text, self.app.manager, tool_tip_text=tooltip,
                                         object_id=object_id)
        if not enabled:
            b.disable()
        return self.add(b, action)

    def label(self, rect: pygame.Rect, text: str, object_id: str | None = None) -> Any:
        """A pygame_gui label."""
        return self.add(pygame_gui.elements.UILabel(rect, text, self.app.manager, object_id=object_id))

    # -- events and frames -----------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        """A pygame event the widgets did not take; True when handled."""
        if ev.type == pygame_gui.UI_BUTTON_PRESSED and ev.ui_element in self._actions:
            self._actions[ev.ui_element]()
            return True
        return False

    def update(self, dt: float) -> None:
        """Advance timers and animations by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw beneath the widgets. Must not change any state of the game."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Draw above the widgets (tooltips, hover zoom, toasts)."""

    def idle(self, until: float) -> None:
        """Time left before the next frame is due (until `time.perf_counter()` reaches `until`):
        prepare pictures a frame may soon need. Must change nothing that is shown or played."""

    def probe(self) -> dict[str, Any]:
        """What tests driving the real window need to know of this scene (see App.write_probe)."""
        return {}


class Page(Scene):
    """A full-screen page with a coloured title band; Esc goes back."""

    title = ""
    band_colour: tuple[int, int, int] = (200, 36, 44)

    def heading(self) -> str:
        """The title shown in the band."""
        return self.title

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if super().handle_event(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui import draw as dr
        t = self.app.theme
        pygame.draw.rect(surface, self.band_colour, (0, 0, surface.get_width(), t.px(80)))
        dr.text(surface, self.heading(), t.font(26, True), (255, 255, 255), (t.px(60), t.px(40)),
                anchor="midleft", shadow=True)


class SceneManager:
    """The stack of scenes: push, pop, replace."""

    def __init__(self) -> None:
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        """The scene receiving input."""
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        """Cover the top scene with `scene`."""
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene and uncover the one beneath."""
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start again from `scene`."""
        while self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and any it overlays."""
        out: list[Scene] = []
        for s in reversed(self.stack):
            out.append(s)
            if not s.overlay:
                break
        return list(reversed(out))
