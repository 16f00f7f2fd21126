"""The bases of the four view kinds: drawing from data, hit testing, pan and zoom."""

from pathlib import Path

import pygame
import pytest

from game.core.hexgrid import Hex, within
from game.core.maps import MapSpec, load_map
from game.ui import theme as th
from game.ui.hex_layout import Layout
from game.ui.views.base import Marks
from game.ui.views.card_table import CardFace, render_card
from game.ui.views.hex_grid import HexGridView
from game.ui.views.square_grid import SquareGridView
from game.ui.views.world_map import WorldMapView
from tests.minigame import content_spec

TESTS = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("pointy", [True, False])
def test_pixel_to_hex_finds_every_hex_centre(pointy):
    lay = Layout(23.0, (400.0, 300.0), pointy)
    for h in within(Hex(0, 0), 5):
        x, y = lay.to_pixel(h)
        assert lay.from_pixel(x, y) == h
        assert lay.from_pixel(x + 0.6 * lay.size * 0.8, y) in (h, *[h + d for d in (Hex(1, 0), Hex(-1, 0))])


def test_hex_view_draws_the_map_and_hits_the_hex_under_the_mouse(app):
    board, _ = load_map(TESTS / "minigame" / "maps" / "arena.tmx", content_spec().maps)
    v = HexGridView(None, app.theme, ["A", "B"])
    v.set_rect(pygame.Rect(0, 0, 800, 600), app.theme)
    v.set_board(board)
    target = board.hex_of(2, 1)
    v.draw_cells(app.screen, Marks(clickable={f"hex:{target.key()}"}))
    centre = v.screen_layout().to_pixel(target)
    assert v.hit((int(centre[0]), int(centre[1]))) == f"hex:{target.key()}"
    assert v.hex_at((int(centre[0]), int(centre[1]))) == target
    # Higher cells are drawn lighter so that height reads at a glance.
    low = app.screen.get_at(tuple(int(c) for c in v.screen_layout().to_pixel(board.hex_of(0, 0))))
    high = app.screen.get_at(tuple(int(c) for c in v.screen_layout().to_pixel(board.hex_of(1, 1))))
    assert sum(high[:3]) > sum(low[:3])


def test_wheel_zooms_around_the_mouse(app, monkeypatch):
    board, _ = load_map(TESTS / "minigame" / "maps" / "arena.tmx", content_spec().maps)
    v = HexGridView(None, app.theme, ["A", "B"])
    v.set_rect(pygame.Rect(0, 0, 800, 600), app.theme)
    v.set_board(board)
    v.draw_cells(app.screen, Marks())
    before = v.camera.zoom
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (400, 300))
    world = v.camera.to_world(400, 300)
    assert v.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    assert v.camera.zoom > before
    after = v.camera.to_screen(*world)
    assert abs(after[0] - 400) < 1e-6 and abs(after[1] - 300) < 1e-6


def test_square_view_cells_are_clickable(app):
    board, _ = load_map(TESTS / "fixtures" / "maps" / "room.tmx",
                        MapSpec("orthogonal", ("terrain",), (), {"terrain": str, "elevation": int}))
    v = SquareGridView(None, app.theme, ["A"])
    v.set_rect(pygame.Rect(0, 0, 640, 480), app.theme)
    v.board = board
    v.draw_cells(app.screen, Marks())
    assert v.hit(v.cell_rect(3, 2).center) == "cell:3,2"


def test_world_map_locations_are_clickable_with_names(app):
    v = WorldMapView(None, app.theme, ["A"])
    v.set_rect(pygame.Rect(0, 0, 800, 450), app.theme)
    v.fit_once("world", v.world)
    v.draw_link(app.screen, (200, 200), (900, 500))
    v.draw_location(app.screen, "wakanda", "Wakanda", (900, 500), Marks(clickable={"loc:wakanda"}))
    x, y = v.camera.to_screen(900, 500)
    assert v.hit((int(x), int(y))) == "loc:wakanda"


def test_cards_are_drawn_from_data_at_any_size(app):
    face = CardFace("Hulk", "Character", "Destroy a character here.", (60, 140, 60), emblem="A", stats=(("power", "5"),))
    small, big = render_card(face, 90), render_card(face, 240)
    assert small.get_size() == (90, 126) and big.get_size() == (240, 336)
    assert big.get_at((120, 2))[:3] == (60, 140, 60)  # the faction colour frames it
    named = CardFace("Hulk", image="no/such/image.png")
    assert render_card(named, 100).get_size() == (100, 140)  # a missing image falls back to drawn art


def test_a_card_too_small_for_its_text_shows_its_brief_at_the_readable_size(app):
    """A hand card with more rules text than room reads its powers by name at 13 px (cut at a word
    with "…" when even they have no room), not its whole text shrunk past reading."""
    from game.ui.views.card_table import READ_PX, _plan
    long = "Leader: in a team attack with Cap, you choose which attacker is struck back. " * 4
    face = CardFace("Captain America", "Supporting character · ATK 5 / DEF 4", long, stats=(("cost", "3"),),
                    brief="Leader · I Can Do This All Day (Combat, any turn, Might)")
    p = _plan(face, 118, 150, READ_PX, False)
    assert p.text_role == "rules" and p.text_f.get_height() >= READ_PX - 1
    words = " ".join(p.text)
    assert words.startswith("Leader · I Can Do") and "struck" not in words
    assert not p.text[-1].endswith("…") or p.text[-1][:-2].split()[-1] in face.brief.split()
    plain = _plan(CardFace("Captain America", "Supporting character", long, stats=(("cost", "3"),)), 118, 150,
                  READ_PX, False)
    assert plain.text_role == "preview", "without a brief the text is still drawn small for the zoom"


def test_a_cards_whole_text_is_shrunk_while_readable_before_its_brief_is_shown(app):
    """On a larger card (1920x1080) the whole text, a size or two smaller, is better than the
    brief: the brief comes only when the whole text has no room even at the readable size."""
    from game.ui.views.card_table import READ_PX, _plan
    part = "Leader: in a team attack with Thor, you choose which attacker is struck back. "
    roomy = _plan(CardFace("Thor", "Supporting character", part * 3, stats=(("cost", "6"),),
                           brief="Leader · The New King"), 200, 280, READ_PX, False)
    assert " ".join(roomy.text) == (part * 3).strip() and roomy.text_role == "rules"
    full = _plan(CardFace("Thor", "Supporting character", part, stats=(("cost", "6"),)), 200, 280, READ_PX, False)
    assert roomy.text_f.get_height() < full.text_f.get_height(), "drawn smaller than its own size"
    crowded = _plan(CardFace("Thor", "Supporting character", part * 4, stats=(("cost", "6"),),
                             brief="Leader · The New King"), 200, 280, READ_PX, False)
    assert crowded.text == ["Leader · The New King"]


def test_a_short_card_keeps_its_numbers_before_its_rules_text(app):
    """A short hand card (two rows of nine at 1280x720) dropped its whole type line, ATK and DEF
    with it, when the line needed one row more than it had, and gave the room to the brief. It now
    keeps the line's first facts (the numbers come first), whole, and the text gets what is left."""
    from game.ui.views.card_table import READ_PX, _plan
    kind = "ATK 3 / DEF 5 · health 1 · Ranged · supporting character"
    face = CardFace("Nick Fury", kind, "The Avengers Initiative: the first time each turn you recruit another "
                    "character of the team, draw a card.", stats=(("cost", "3"),), brief="The Avengers Initiative")
    p = _plan(face, 181, 97, READ_PX, False)
    said = " ".join(p.kind)
    assert said.startswith("ATK 3 / DEF 5 · health 1") and "…" not in said
    assert kind.startswith(said)
    assert p.kind_f.get_height() >= READ_PX - 1

def test_a_short_character_card_trades_its_type_lines_second_line_for_what_it_does(app):
    """Vs. System's nine-card hand in two rows (181x97 cards at 1280x720): Chitauri Leviathan's type
    line took two lines and its powers none. The numbers keep a line of their own; Flight, which had
    no room there, opens a line of its powers by name; "supporting character" (the cost badge says
    so) goes. A plot twist whose requirement would take that line keeps its whole type line."""
    from game.ui.views.card_table import READ_PX, _plan
    face = CardFace("Chitauri Leviathan", "ATK 4 / DEF 6 · health 2 · Flight · supporting character",
                    "Swarm. Any number of copies.\nInterstellar Transport (Main): ready another character.",
                    stats=(("cost", "5"),), footer="MCU Villains", brief="Swarm · Interstellar Transport (Main)",
                    kind_name="supporting character")
    p = _plan(face, 181, 97, READ_PX, False)
    assert p.kind == ["ATK 4 / DEF 6 · health 2"]
    assert p.text and p.text[0].startswith("Flight · Swarm") and p.text_f.get_height() >= READ_PX - 1
    twist = CardFace("I Have an Army", "Plot twist · Main · needs 1 MCU Villains face up",
                     "Put a +1/+1 counter on each of your supporting characters.", footer="MCU Villains",
                     brief="Put a +1/+1 counter on each of your supporting characters.", kind_name="Plot twist")
    p = _plan(twist, 181, 97, READ_PX, False)
    assert " ".join(p.kind) == "Plot twist · Main · needs 1 MCU Villains face up"


def test_the_last_moves_outline_is_no_seats_colour_and_no_other_outline():
    """Heroscape (real window, seed 14): Player 1's start zone is outlined in the seat's orange, and
    the last move's outline was orange too. Every pair at least 90 apart (RGB distance)."""
    def far(a, b):
        return sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5
    for colour in (*th.SEAT_COLOURS, th.HIGHLIGHT, th.SELECTED, th.REFUSED):
        assert far(th.LAST_MOVE, colour) >= 90, colour


def test_seat_colours_are_distinct():
    assert len({th.seat_colour(i) for i in range(5)}) == 5
