"""The main menu: the five games, Continue, Load, Settings and Quit."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game import APP_NAME, __version__, catalog
from game.ui import audit
from game.ui import draw as dr
from game.ui import theme as th
from game.ui.layer import Layer
from game.ui.scene import Scene


class MenuScene(Scene):
    """Pick a game, or continue, load, change settings, quit."""

    name = "menu"
    covers_screen = True  # the backdrop fills the window

    def __init__(self, app) -> None:
        super().__init__(app)
        self.tiles: list[tuple[pygame.Rect, catalog.GameSpec]] = []
        self.hover: str | None = None
        self.latest: dict | None = None  # the autosave Continue resumes
        self.hover_pos = (0, 0)
        self.layer = Layer()  # everything but the hovered tile, kept while the window stays the same
        self._tip: tuple | None = None
        #: Whether each game's tile showed its whole blurb when last drawn (else hovering shows it).
        self._whole: dict[str, bool] = {}

    def layout(self) -> dict[str, int]:
        """Where the bands go: banner, tiles, buttons and footer always fit the window."""
        t = self.app.theme
        w, h = self.app.size
        n = len(catalog.games())
        gap = t.px(18)
        banner_top, banner_h = t.px(24), t.px(84)
        sub_y = banner_top + banner_h + t.px(10)
        top = sub_y + t.font(14).get_linesize() + t.px(12)
        footer_h = t.font(13).get_linesize() + t.px(8)
        bh = t.px(44)
        buttons_y = h - footer_h - t.px(14) - bh
        tile_h = max(t.px(160), min(t.px(330), buttons_y - t.px(24) - top))
        tile_w = min(t.px(230), (w - t.px(40) - gap * (n - 1)) // n)
        return {"gap": gap, "banner_top": banner_top, "banner_h": banner_h, "sub_y": sub_y, "top": top,
                "tile_w": tile_w, "tile_h": tile_h, "bh": bh, "buttons_y": min(buttons_y, top + tile_h + t.px(40)),
                "footer_y": h - t.px(6)}

    def build_ui(self) -> None:
        t = self.app.theme
        w, h = self.app.size
        games = catalog.games()
        n = len(games)
        lay = self.layout()
        gap, tile_w, tile_h, top = lay["gap"], lay["tile_w"], lay["tile_h"], lay["top"]
        x0 = (w - (tile_w * n + gap * (n - 1))) // 2
        self.tiles = []
        for i, g in enumerate(games):
            rect = pygame.Rect(x0 + i * (tile_w + gap), top, tile_w, tile_h)
            self.tiles.append((rect, g))
            label = "Play" if g.playable else "Coming soon"
            if t.font(15, True).size(label)[0] > rect.width - t.px(36):
                label = "Soon" if not g.playable else label  # a narrow tile (many games): the tooltip says more
            self.button(pygame.Rect(rect.left + t.px(10), rect.bottom - t.px(48), rect.width - t.px(20), t.px(38)),
                        label, lambda g=g: self.choose(g), object_id="#primary" if g.playable else "#coming",
                        tooltip=None if g.playable else "This game is being built; it will be playable soon.")
        bw, bh = min(t.px(170), (w - t.px(40) - 3 * gap) // 4), lay["bh"]
        cont, cw, bw, tip = self.continue_button(bw, gap)
        labels = [(cont, self.continue_game, self.latest is not None),
                  ("Load", self.load, True), ("Settings", self.settings, True), ("Quit", self.app.quit, True)]
        total = cw + (len(labels) - 1) * (bw + gap)
        bx = (w - total) // 2
        by = lay["buttons_y"]
        for i, (text, action, enabled) in enumerate(labels):
            x = bx if i == 0 else bx + cw + gap + (i - 1) * (bw + gap)
            self.button(pygame.Rect(x, by, cw if i == 0 else bw, bh), text, action, enabled=enabled,
                        object_id="#primary" if i == 0 and enabled else None, tooltip=tip if i == 0 else None)

    def continue_button(self, bw: int, gap: int) -> tuple[str, int, int, str]:
        """Continue's label, its width, the other buttons' width and its tooltip. The label names
        the game and how far it has come ("Continue: Heroscape Marvel, round 3"), shortened when
        the row has no room, the others giving up width down to what their words need."""
        from game.ui.scenes.load import describe
        t = self.app.theme
        w, _ = self.app.size
        titles = {g.id: g.title for g in catalog.games()}
        self.latest = self.app.saves.latest_autosave(set(titles))
        if self.latest is None:
            return "Continue", bw, bw, "No game in progress: a game autosaves after every decision."
        f, pad = t.font(15, True), t.px(28)
        others = max(f.size(s)[0] for s in ("Load", "Settings", "Quit")) + pad
        room = w - t.px(40) - 3 * gap
        title = titles[self.latest["game"]]
        progress = self.latest["progress"]
        tries = ([f"Continue: {title}, {progress[:1].lower()}{progress[1:]}"] if progress else []) + \
            [f"Continue: {title}", "Continue"]
        for label in tries:  # the last, "Continue", is taken even when nothing fits
            need = f.size(label)[0] + pad
            if need + 3 * others <= room:
                break
        cw = max(bw, need)
        return label, cw, max(others, min(bw, (room - cw) // 3)), "Resume " + describe(self.latest, titles)

    def choose(self, g: catalog.GameSpec) -> None:
        """Open a game's setup, or say it is coming."""
        if not g.playable:
            self.app.toast.show(f"{g.title} is coming soon: it is not playable yet.", colour=th.GOLD)
            return
        from game.ui.scenes.setup import SetupScene
        self.app.scenes.push(SetupScene(self.app, g))

    def continue_game(self) -> None:
        """Resume the newest autosave of a game in progress."""
        latest = self.app.saves.latest_autosave({g.id for g in catalog.games()})
        if latest is not None:
            self.app.resume_save(latest["slot"])

    def load(self) -> None:
        """Open the list of saves."""
        from game.ui.scenes.load import LoadScene
        self.app.scenes.push(LoadScene(self.app))

    def settings(self) -> None:
        """Open the settings."""
        from game.ui.scenes.settings_scene import SettingsScene
        self.app.scenes.push(SettingsScene(self.app))

    def handle_event(self, ev) -> bool:
        if ev.type == pygame.MOUSEMOTION:
            self.hover = next((g.id for r, g in self.tiles if r.collidepoint(ev.pos)), None)
            self.hover_pos = ev.pos
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for r, g in self.tiles:
                if r.collidepoint(ev.pos):
                    self.choose(g)
                    return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return super().handle_event(ev)

    def draw(self, surface) -> None:
        t = self.app.theme
        self.layer.draw(surface, (t.k, t.size, tuple(r for r, _ in self.tiles)), self.paint)
        for rect, g in self.tiles:
            if self.hover == g.id:  # drawn whole again over the kept picture, in its hover colours
                self._whole[g.id] = _tile(surface, t, rect, g, hover=True)

    def paint(self, surface) -> None:
        """The backdrop, the banner, the tiles and the footer: kept as a picture (game/ui/layer.py)."""
        t = self.app.theme
        w, h = surface.get_size()
        _backdrop(surface, t)
        lay = self.layout()
        banner = pygame.Rect(0, lay["banner_top"], w, lay["banner_h"])
        pygame.draw.rect(surface, th.RED, banner)
        pygame.draw.line(surface, th.GOLD, banner.bottomleft, banner.bottomright, t.px(3))
        size = 46
        while size > 20 and t.font(size, True).size(APP_NAME.upper())[0] > w - t.px(40):
            size -= 2
        dr.text(surface, APP_NAME.upper(), t.font(size, True), (255, 255, 255), banner.center, anchor="center",
                shadow=True, role="title")
        sub = "Five Marvel tabletop games at one screen: against friends or the computer"
        dr.text(surface, dr.fit(sub, t.font(14), w - t.px(20)), t.font(14), th.TEXT_DIM, (w // 2, lay["sub_y"]),
                anchor="midtop", full=sub)
        for rect, g in self.tiles:
            self._whole[g.id] = _tile(surface, t, rect, g, hover=False)
        dr.text(surface, f"version {__version__}  ·  F11 full screen  ·  Esc quits", t.font(13), th.TEXT_DIM,
                (w - t.px(12), lay["footer_y"]), anchor="bottomright")


    def draw_over(self, surface) -> None:
        """The hovered game's blurb, beside its tile."""
        tile = next(((r, g) for r, g in self.tiles if g.id == self.hover), None)
        if tile is None:
            return
        from game.ui.views.base import Tip
        from game.ui.widgets import draw_tip, tip_picture
        rect, g = tile
        if g.playable and self._whole.get(g.id):
            return  # the tile shows it all: a tip saying it again would only cover its neighbour
        if self._tip is None or self._tip[0] != (g.id, self.app.theme.k, audit.on()):
            status = "" if g.playable else " (coming soon)"
            tip = Tip(g.title + status, g.blurb)
            self._tip = ((g.id, self.app.theme.k, audit.on()), tip, tip_picture(tip, self.app.theme))
        draw_tip(surface, self._tip[1], self.hover_pos, self.app.theme, anchor=rect, picture=self._tip[2])


def _backdrop(surface: pygame.Surface, t: th.Theme) -> None:
    """Comic-style halftone dots and rays behind the menu (drawn once per window size)."""
    surface.blit(_backdrop_image(surface.get_size(), t.px(22)), (0, 0))


@lru_cache(maxsize=2)
def _backdrop_image(size: tuple[int, int], step: int) -> pygame.Surface:
    surface = pygame.Surface(size)
    w, h = size
    cx, cy = w // 2, int(h * 0.55)
    for k in range(24):
        a = k * math.pi / 12
        colour = (22, 27, 43) if k % 2 else (18, 22, 36)
        pts = [(cx, cy), (cx + 2000 * math.cos(a), cy + 2000 * math.sin(a)),
               (cx + 2000 * math.cos(a + math.pi / 12), cy + 2000 * math.sin(a + math.pi / 12))]
        pygame.draw.polygon(surface, colour, pts)
    for y in range(0, h, step):
        for x in range((y // step % 2) * step // 2, w, step):
            r = max(1, int(3 * (1 - y / h)))
            pygame.draw.circle(surface, (30, 36, 56), (x, y), r)
    return surface


def _tile(surface: pygame.Surface, t: th.Theme, rect: pygame.Rect, g: catalog.GameSpec, hover: bool) -> bool:
    """One game's tile; whether it showed everything (title, players and view, blurb)."""
    whole = True
    dr.panel(surface, rect, th.BG_PANEL, th.GOLD if hover else th.LINE, radius=t.px(10), width=2 if hover else 1)
    head = pygame.Rect(rect.left, rect.top, rect.width, t.px(86))
    pygame.draw.rect(surface, g.accent if g.playable else tuple(c // 2 for c in g.accent), head,
                     border_top_left_radius=t.px(10), border_top_right_radius=t.px(10))
    _view_icon(surface, g.view, head.center, t.px(28))
    y = head.bottom + t.px(8)
    tf = t.font(16, True)
    for line in dr.wrap(g.title, tf, rect.width - t.px(20)):
        dr.text(surface, line, tf, th.TEXT, (rect.left + t.px(10), y), role="name")
        y += tf.get_linesize()
    seats = f"{g.min_seats}" if g.min_seats == g.max_seats else f"{g.min_seats}-{g.max_seats}"
    small = t.font(13)
    for line in dr.wrap(f"{seats} players  ·  {g.view.replace('_', ' ')}", small, rect.width - t.px(20)):
        if y + small.get_linesize() > rect.bottom - t.px(52):
            whole = False
            break  # the Play button's room; hovering shows the rest
        dr.text(surface, line, small, th.GOLD, (rect.left + t.px(10), y + t.px(2)))
        y += small.get_linesize()
    y += t.px(6)
    room = pygame.Rect(rect.left + t.px(10), y, rect.width - t.px(20), rect.bottom - t.px(54) - y)
    f = t.font(13)
    if len(dr.wrap(g.blurb, f, room.width)) * (f.get_linesize() + 2) <= room.height:
        dr.text_block(surface, g.blurb, f, th.TEXT_DIM, room)
        return whole
    return False  # no room at this scale; hovering the tile shows the blurb


def _view_icon(surface: pygame.Surface, view: str, c: tuple[int, int], r: int) -> None:
    """A drawn icon for a view kind: cards, hexes, squares or a globe."""
    white = (255, 255, 255)
    x, y = c
    if view == "card_table":
        for k, dx in enumerate((-r // 2, 0, r // 2)):
            card = pygame.Rect(0, 0, r, int(r * 1.4))
            card.center = (x + dx, y + abs(dx) // 3)
            pygame.draw.rect(surface, (245, 245, 250), card, border_radius=4)
            pygame.draw.rect(surface, (40, 40, 40), card, 2, border_radius=4)
    elif view == "hex_grid":
        for dx, dy in ((0, 0), (r * 0.9, 0), (-r * 0.9, 0), (r * 0.45, -r * 0.78), (-r * 0.45, -r * 0.78)):
            pts = [(x + dx + r * 0.5 * math.cos(math.radians(30 + 60 * i)),
                    y + dy + r * 0.3 + r * 0.5 * math.sin(math.radians(30 + 60 * i))) for i in range(6)]
            pygame.draw.polygon(surface, white, pts, 2)
    elif view == "square_grid":
        s = r // 2
        for i in range(-2, 2):
            for j in range(-1, 2):
                pygame.draw.rect(surface, white, (x + i * s, y + j * s - s // 2, s, s), 2)
    else:
        pygame.draw.circle(surface, white, c, r, 2)
        pygame.draw.ellipse(surface, white, (x - r // 2, y - r, r, 2 * r), 2)
        pygame.draw.line(surface, white, (x - r, y), (x + r, y), 2)
