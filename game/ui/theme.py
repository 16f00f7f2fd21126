"""Colours, fonts and sizes shared by every screen, and the pygame_gui theme built from them.

Sizes are given for a 1280x720 window at UI scale 1 and pass through
`Theme.px`, which follows the window size and the player's UI scale.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from game.core.paths import ART

FONT_DIR = ART / "fonts"
FONTS = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSansCondensed.ttf",
    (True, True): "DejaVuSansCondensed-Bold.ttf",
}

BG = (16, 20, 32)
BG_PANEL = (28, 34, 52)
BG_PANEL_2 = (38, 46, 70)
LINE = (70, 82, 116)
TEXT = (232, 234, 242)
TEXT_DIM = (150, 158, 182)
RED = (200, 36, 44)
RED_DARK = (120, 18, 26)
GOLD = (255, 204, 64)
GREEN = (80, 200, 120)
BLUE = (80, 150, 240)
HIGHLIGHT = (255, 214, 72)
SELECTED = (90, 220, 255)
#: Pink: apart from every seat colour (Player 1's orange zones and stripes had read as "the last
#: move" when it was orange), from the outlines above and from the factions' and teams' colours.
LAST_MOVE = (255, 125, 235)
#: Green: the hint's answer, apart from "chosen so far" (a multi-pick shows both at once).
HINT = (120, 240, 120)
REFUSED = (240, 90, 90)
#: Seat colours chosen to stay apart for the common colour-vision deficiencies.
SEAT_COLOURS = [(230, 97, 1), (93, 58, 155), (26, 133, 255), (212, 17, 89), (0, 158, 115)]
SEAT_NAMES_COLOUR = ["orange", "purple", "blue", "magenta", "green"]

BASE_W, BASE_H = 1280, 720
#: The smallest text a player must read, in pixels (the text audit checks it).
MIN_TEXT_PX = 13
#: UI scales the settings may offer; only those that fit the window are shown.
SCALES = (0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0)
#: Every screen's layout works down to this much room in design units (window px / k):
#: 1280x720 at UI scale 1.5.
MIN_DESIGN = (850, 478)


@lru_cache(maxsize=256)
def font(size: int, bold: bool = False, condensed: bool = False) -> pygame.font.Font:
    """A bundled font at a pixel size (cached)."""
    return pygame.font.Font(str(FONT_DIR / FONTS[(bold, condensed)]), max(6, int(size)))


class Theme:
    """Scale-aware sizes for one window size and UI scale."""

    def __init__(self, size: tuple[int, int], ui_scale: float) -> None:
        self.size = size
        self.ui_scale = ui_scale
        fit = min(size[0] / BASE_W, size[1] / BASE_H)
        self.k = max(0.6, fit) * ui_scale

    @property
    def design_size(self) -> tuple[float, float]:
        """The window in design units (what the 1280x720 layout has to work with)."""
        return self.size[0] / self.k, self.size[1] / self.k

    def readable(self, size: float) -> int:
        """A font pixel size for a design size, never under the readable minimum."""
        return max(MIN_TEXT_PX, self.px(size))

    def px(self, v: float) -> int:
        """A length of the 1280x720 design at this window size and scale."""
        return max(1, int(round(v * self.k)))

    def font(self, size: float, bold: bool = False, condensed: bool = False) -> pygame.font.Font:
        """A bundled font at a design size, never under 13 px (small windows shrink the
        layout, not the text)."""
        return font(self.readable(size), bold, condensed)

    def small_font(self, size: float, bold: bool = False, condensed: bool = False) -> pygame.font.Font:
        """A font that may go under 13 px: only for "preview" and "decor" text."""
        return font(self.px(size), bold, condensed)

    def gui_theme(self) -> dict:
        """The pygame_gui theme: bundled fonts and the app's colours at this scale."""
        def f(size: float, bold: bool = False) -> dict:
            # (never under 13 px, as `font`: a window smaller than 1280x720 shrinks the layout, not
            # the log's and the buttons' words, which were 10-12 px at 1024x576)
            return {"name": "dejavu", "size": str(self.readable(size)), "bold": "1" if bold else "0",
                    "regular_path": str(FONT_DIR / FONTS[(False, False)]),
                    "bold_path": str(FONT_DIR / FONTS[(True, False)]),
                    "italic_path": str(FONT_DIR / "DejaVuSans-Oblique.ttf"),
                    "bold_italic_path": str(FONT_DIR / "DejaVuSans-BoldOblique.ttf")}
        hexc = lambda c: "#%02X%02X%02X" % c  # noqa: E731
        button = {"font": f(15, True),
                  "colours": {"normal_bg": hexc(BG_PANEL_2), "hovered_bg": hexc(RED), "active_bg": hexc(RED_DARK),
                              "disabled_bg": "#23283A", "normal_border": hexc(LINE), "hovered_border": hexc(GOLD),
                              "normal_text": hexc(TEXT), "hovered_text": "#FFFFFF", "disabled_text": "#5E667F",
                              "selected_bg": hexc(RED), "selected_border": hexc(GOLD)},
                  "misc": {"shape": "rounded_rectangle", "shape_corner_radius": str(self.px(6)),
                           "border_width": "1", "shadow_width": "0"}}
        text = {"font": f(13), "colours": {"dark_bg": hexc(BG_PANEL), "normal_text": hexc(TEXT),
                                           "normal_border": hexc(LINE)},
                "misc": {"border_width": "1", "padding": f"{self.px(6)},{self.px(4)}"}}
        return {
            "button": button,
            "#primary": {"colours": {"normal_bg": hexc(RED), "hovered_bg": "#E0303A", "normal_border": hexc(GOLD)}},
            "#coming": {"colours": {"normal_bg": "#262B3D", "hovered_bg": "#30374D", "normal_text": hexc(TEXT_DIM),
                                    "hovered_text": hexc(TEXT)}},
            "label": {"font": f(14), "colours": {"normal_text": hexc(TEXT), "dark_bg": "#00000000"},
                      "misc": {"text_horiz_alignment": "left"}},
            "#title": {"font": f(40, True)},
            "#heading": {"font": f(20, True)},
            "#dim": {"colours": {"normal_text": hexc(TEXT_DIM)}},
            "text_box": text,
            "text_entry_line": {"font": f(15), "colours": {"dark_bg": hexc(BG_PANEL), "normal_text": hexc(TEXT),
                                                           "normal_border": hexc(LINE), "selected_bg": hexc(RED)}},
            "drop_down_menu": {"font": f(14), "colours": {"normal_bg": hexc(BG_PANEL_2), "hovered_bg": hexc(RED),
                                                          "normal_border": hexc(LINE), "normal_text": hexc(TEXT),
                                                          "dark_bg": hexc(BG_PANEL)}},
            "selection_list": {"font": f(14), "colours": {"dark_bg": hexc(BG_PANEL), "normal_bg": hexc(BG_PANEL),
                                                          "hovered_bg": hexc(BG_PANEL_2), "selected_bg": hexc(RED),
                                                          "normal_text": hexc(TEXT)}},
            "horizontal_slider": {"colours": {"dark_bg": hexc(BG_PANEL), "normal_bg": hexc(BG_PANEL_2)}},
            "tool_tip": {"font": f(13), "colours": {"dark_bg": "#0E1220", "normal_text": hexc(TEXT)}},
            "check_box": {"font": f(14)},
        }


def scale_fits(size: tuple[int, int], ui_scale: float) -> bool:
    """Whether a UI scale keeps text readable and leaves the layouts their minimum room."""
    t = Theme(size, ui_scale)
    w, h = t.design_size
    return t.k >= 1.0 - 1e-9 and w >= MIN_DESIGN[0] - 0.5 and h >= MIN_DESIGN[1] - 0.5


def offered_scales(size: tuple[int, int]) -> list[float]:
    """The UI scales that work at this window size (1.0 is always offered)."""
    out = [s for s in SCALES if scale_fits(size, s)]
    return out or [1.0]


def preload_list(t: "Theme") -> list[dict]:
    """The fonts pygame_gui's text boxes ask for (bold and italic runs in the log)."""
    out = []
    for size in (13, 14, 15):
        for style in ("regular", "bold", "italic"):
            out.append({"name": "dejavu", "point_size": t.readable(size), "style": style, "antialiased": "1"})
    return out


def seat_colour(seat: int) -> tuple[int, int, int]:
    """The colour of a seat."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def art_path(*parts: str) -> Path:
    """A path under art/ (mods may put a replacement under their own art/)."""
    return ART.joinpath(*parts)
