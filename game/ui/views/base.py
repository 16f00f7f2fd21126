"""The base every board view derives from: draw the seat's view, map pixels to refs.

A view draws only what `visible_state` gives the seat, plus the controller's
marks (what may be clicked, what is selected, what the last move touched).
While drawing, it records hit regions; `hit` then turns a mouse position into
the ref of the topmost thing there (``"hand:c12"``, ``"hex:3,-1"``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Hashable, Sequence

import pygame

from game.ui import audit
from game.ui import draw as dr
from game.ui import theme as th

if TYPE_CHECKING:
    from game.session import LoadedGame


@dataclass
class Marks:
    """What to highlight: clickable, selected, last move, hovered."""

    clickable: set[str] = field(default_factory=set)
    selected: set[str] = field(default_factory=set)
    last_move: set[str] = field(default_factory=set)
    hover: str | None = None
    #: What the prompt line under the mouse would affect (drawn as selected).
    pointed: set[str] = field(default_factory=set)
    #: What the hint's answer would click (game/core/hints.py).
    hinted: set[str] = field(default_factory=set)


@dataclass
class Tip:
    """Hover help: a title and text, or a ready picture (a card drawn large)."""

    title: str = ""
    text: str = ""
    image: pygame.Surface | None = None


class AimAhead:
    """A thing clicked before the action it belongs to (an enemy before its attacker, a space before
    the Move): held while the question it was clicked in waits, handed over at the next question of
    another kind (the action's own: whom, where), forgotten at a later question of the first kind."""

    def __init__(self) -> None:
        self.ref: str | None = None
        self._kind: str | None = None
        self._asked: dict[str, Any] | None = None  # the question it was clicked in

    def hold(self, ref: str | None, kind: str) -> None:
        """Keep `ref` (None: nothing) clicked during a question of `kind`."""
        self.ref, self._kind, self._asked = ref, kind, None

    def take(self, decision: dict[str, Any]) -> str | None:
        """The ref held, once a question after the one it was clicked in has come; None before that."""
        if self.ref is None:
            return None
        if decision.get("kind") == self._kind:
            if self._asked is None:
                self._asked = decision
            elif self._asked is not decision:  # another question of that kind: the click is stale
                self.ref = self._asked = None
            return None
        ref, self.ref, self._asked = self.ref, None, None
        return ref


class BoardView:
    """Base of all board views."""

    #: Whether clicks on the board can reach every option path; if not, the
    #: prompt lists the options as buttons.
    handles_paths = True

    def __init__(self, game: "LoadedGame", theme: th.Theme, names: list[str]) -> None:
        self.game = game
        self.theme = theme
        self.names = names
        self.rect = pygame.Rect(0, 0, 100, 100)
        self._regions: list[tuple[Any, str]] = []
        #: Things that rise under the mouse (hand cards): ref -> (box, what lay under it, what was
        #: drawn in it, how far it rises), copied from the kept picture as it was painted, so that
        #: hovering raises one without painting the table again (see `draw_hover`).
        self._lifts: dict[str, tuple[pygame.Rect, pygame.Surface, pygame.Surface | None, int]] = {}

    # -- layout and input ---------------------------------------------------
    def set_rect(self, rect: pygame.Rect, theme: th.Theme) -> None:
        """The area the view draws in (after a resize or a scale change)."""
        self.rect = pygame.Rect(rect)
        self.theme = theme

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """Board-only input such as pan and zoom; True when used."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations."""

    def animate(self, events: list[dict[str, Any]]) -> None:
        """Events just applied, as the viewer may see them (dice, moves...)."""

    # -- drawing --------------------------------------------------------------
    # The game screen keeps the board's picture (game/ui/layer.py) and paints it again only when
    # the state shown, the highlights, the size, the scale, an input or one of these keys changes.
    def layer_key(self) -> Hashable | None:
        """What else the board's picture shows that can change between states: pan and zoom, the
        step of an animation, a panel's own scroll. None: paint every frame (something moves)."""
        return ()

    def hover_key(self, marks: Marks) -> Hashable:
        """The part of the hover the board's picture itself shows (the way to the space under the
        mouse); None when hovering changes nothing on it (tips and risen cards are drawn over it)."""
        return None

    def begin(self) -> None:
        """Start a frame: forget last frame's hit regions."""
        self._regions = []
        self._lifts = {}

    def kept(self) -> Any:
        """What painting the board left besides its picture (hit regions, what may rise), for a
        kept picture drawn again later."""
        return list(self._regions), dict(self._lifts)

    def restore_kept(self, kept: Any) -> None:
        """Put back what `kept` returned when its picture is drawn again."""
        self._regions, self._lifts = list(kept[0]), dict(kept[1])

    # A thing that rises under the mouse is painted in its resting place; the two copies taken
    # around its drawing let `draw_hover` move it up by `lift` over the kept picture. Repainting a
    # whole table for a hover cost 8-12 ms at 1920x1080; this costs two small blits.
    def lift_from(self, surface: pygame.Surface, ref: str, rect: pygame.Rect, lift: int, margin: int) -> None:
        """Call before drawing the thing `ref` in `rect` (with an outline up to `margin` around
        it), where the `lift` pixels above it are free."""
        box = rect.inflate(2 * margin, 2 * margin).clip(surface.get_rect())
        if box.width > 0 and box.height > 0 and surface.get_rect().contains(box.move(0, -lift)):
            self._lifts[ref] = (box, surface.subsurface(box).copy(), None, lift)

    def lift_to(self, surface: pygame.Surface, ref: str, rect: pygame.Rect) -> None:
        """Call after drawing the thing `ref` in `rect` whose `lift_from` was called: risen, it
        is hovered up to its new top edge."""
        kept = self._lifts.get(ref)
        if kept is not None:
            box, under, _, lift = kept
            self._lifts[ref] = (box, under, surface.subsurface(box).copy(), lift)
            tall = pygame.Rect(rect.left, rect.top - lift, rect.width, rect.height + lift)
            self._regions = [(tall if r == ref and shape == rect else shape, r) for shape, r in self._regions]

    #: Whether the board's picture shows the things the prompt's line under the mouse points at
    #: in a way of its own (then the game screen paints it again when they change); else they are
    #: outlined over the kept picture by `draw_hover`.
    points_in_picture = False

    def draw_hover(self, surface: pygame.Surface, marks: Marks) -> None:
        """Draw over the kept picture what the hover alone changes on the board: the thing under
        the mouse risen, the things the prompt's line under the mouse points at outlined
        (extend for more)."""
        kept = self._lifts.get(marks.hover or "")
        if kept is not None and kept[2] is not None:
            box, under, over, lift = kept
            surface.blit(under, box)
            # The texts on it were recorded where it rests; they move up by a few pixels only.
            audit.blit(surface, over, box.move(0, -lift), opaque=False)
        if (marks.pointed or marks.hinted) and not self.points_in_picture:
            width = self.theme.px(3)
            done: set[str] = set()
            for shape, ref in reversed(self._regions):  # the topmost region of each
                if (ref in marks.pointed or ref in marks.hinted) and ref not in done:
                    done.add(ref)
                    colour = th.SELECTED if ref in marks.pointed else th.HINT
                    if isinstance(shape, pygame.Rect):
                        dr.glow(surface, shape, colour, width=width)
                    else:
                        pygame.draw.polygon(surface, colour, shape, max(2, width))

    def region(self, shape: Any, ref: str) -> None:
        """Record a clickable area (a Rect, or a polygon as a list of points)."""
        self._regions.append((shape, ref))

    def draw(self, surface: pygame.Surface, view: dict[str, Any], marks: Marks) -> None:
        """Draw the seat's view (override; call `begin` first)."""
        self.begin()

    def hit(self, pos: tuple[int, int]) -> str | None:
        """The ref of the topmost recorded region at `pos`."""
        refs = self.hit_all(pos)
        return refs[0] if refs else None

    def _index(self) -> tuple[list[tuple[pygame.Rect, Any, str]], dict[str, pygame.Rect]]:
        """The regions with their bounding boxes, topmost first, and each ref's topmost box:
        made once per list of regions (a mouse move asks for a board's hundreds of spaces)."""
        regions = self._regions
        cached = getattr(self, "_indexed", None)
        # The cache keeps the list itself, so `is` cannot match another list made later.
        if cached is not None and cached[0] is regions and cached[1] == len(regions):
            return cached[2], cached[3]
        boxes: list[tuple[pygame.Rect, Any, str]] = []
        first: dict[str, pygame.Rect] = {}
        for shape, ref in reversed(regions):
            box = pygame.Rect(shape) if isinstance(shape, pygame.Rect) else _polygon_box(shape)
            boxes.append((box, shape, ref))
            first.setdefault(ref, box)
        self._indexed = (regions, len(regions), boxes, first)
        return boxes, first

    def hit_all(self, pos: tuple[int, int]) -> list[str]:
        """The refs of every region at `pos`, topmost first (a character, then the base it is on)."""
        out = []
        for box, shape, ref in self._index()[0]:
            if not box.collidepoint(pos):
                continue
            inside = True if isinstance(shape, pygame.Rect) else _in_polygon(pos, shape)
            if inside and ref not in out:
                out.append(ref)
        return out

    def local_click(self, ref: str, marks: Marks) -> bool:
        """A click the view handles itself (open a discard pile to browse, close an overlay)
        when `ref` is not a choice now; True when it did."""
        return False

    #: What `next_choice` returns to finish a multi-pick (the prompt's Done) from a button of its own.
    FINISH = "<finish>"
    #: `next_choice` returning CLICK + a ref: click that thing for the player (the prompt then lists
    #: what it narrows to), as when a click that went ahead of its decision lands where it belongs.
    CLICK = "<click>"

    def next_choice(self, decision: dict[str, Any]) -> str | None:
        """An option of `decision` the view picks on the player's behalf, one a frame while it has
        some (a route the player clicked walked square by square, each square an answer of its
        own), FINISH, or CLICK + a ref; None: none now."""
        return None

    def tip(self, ref: str, view: dict[str, Any]) -> Tip | None:
        """Hover help for the thing named `ref`."""
        return None

    def ref_name(self, ref: str, view: dict[str, Any]) -> str | None:
        """A thing a player can click, named in words for the prompt ("Hulk (hand)"); None: unknown."""
        return None

    def region_rect(self, ref: str) -> pygame.Rect | None:
        """Where the thing named `ref` was drawn last frame (its topmost region), if it was."""
        box = self._index()[1].get(ref)
        return None if box is None else pygame.Rect(box)

    def probe(self) -> dict[str, Any]:
        """Extra facts for tests that drive the real window (see App.write_probe)."""
        return {}

    def header_goal(self, view_state: dict[str, Any] | None) -> str | Sequence[str] | None:
        """The goal for the top bar, for a view whose panels may have no room left for it: its words,
        or several, longest first (the top bar shows the longest that fits)."""
        return None

    def mark_colour(self, ref: str, marks: Marks) -> tuple[int, int, int] | None:
        """The outline colour for a ref: selected, clickable, last move, or none (what the
        prompt's line under the mouse points at is outlined over the picture: `draw_hover`)."""
        if ref in marks.selected or (self.points_in_picture and ref in marks.pointed):
            return th.SELECTED
        if self.points_in_picture and ref in marks.hinted:
            return th.HINT
        if ref in marks.clickable:
            return th.HIGHLIGHT
        if ref in marks.last_move:
            return th.LAST_MOVE
        return None

    def seat_label(self, seat: int) -> str:
        """A seat's display name."""
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"


class GenericView(BoardView):
    """Fallback for a game without its own view: a summary, options as buttons."""

    handles_paths = False

    def draw(self, surface: pygame.Surface, view: dict[str, Any], marks: Marks) -> None:
        self.begin()
        t = self.theme
        dr.panel(surface, self.rect, th.BG_PANEL)
        f = t.font(14)
        y = self.rect.top + t.px(12)
        dr.text(surface, f"{self.game.spec.title}: no table view yet; choose with the buttons below.",
                t.font(16, True), th.TEXT, (self.rect.left + t.px(12), y))
        y += t.px(30)
        for key, value in view.items():
            if key in ("pending", "game"):
                continue
            line = f"{key}: {value}"
            used = dr.text_block(surface, line, f, th.TEXT_DIM,
                                 pygame.Rect(self.rect.left + t.px(12), y, self.rect.width - t.px(24),
                                             self.rect.bottom - y), max_lines=3)
            y += used + t.px(4)
            if y > self.rect.bottom - t.px(20):
                break


def _polygon_box(pts: list[tuple[float, float]]) -> pygame.Rect:
    """The smallest rectangle of whole pixels around a polygon."""
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)


def _in_polygon(pos: tuple[int, int], pts: list[tuple[float, float]]) -> bool:
    x, y = pos
    inside = False
    j = len(pts) - 1
    for i in range(len(pts)):
        xi, yi = pts[i]
        xj, yj = pts[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / ((yj - yi) or 1e-9) + xi:
            inside = not inside
        j = i
    return inside
