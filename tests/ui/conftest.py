"""An app on the dummy video driver, with the test-only game registered."""

import pygame
import pytest

from game import catalog
from tests.minigame import GAME


@pytest.fixture
def app(user_home):
    catalog.register(GAME)
    from game.ui.app import App
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


def click(app, pos, button=1):
    """A full mouse click at `pos`, then a frame."""
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)], 1 / 60)
    # pygame_gui posts its button events to the queue: deliver them.
    app.frame(pygame.event.get(), 1 / 60)


def press(app, element):
    """Press a pygame_gui button by clicking its centre."""
    click(app, element.rect.center)


def key(app, k, mod=0):
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)], 1 / 60)
