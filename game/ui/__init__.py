"""The pygame side: the app, its scenes, shared widgets and the bases of the four view kinds."""

import sys


def _import_gui() -> None:
    """Import pygame_gui without PyYAML.

    pygame_gui's translation library imports PyYAML only to offer YAML translation files, and
    pygame_gui reads its own as JSON. Loading PyYAML there costs about a sixth of the menu's
    start; the content loader imports it the ordinary way when a game is opened. Done here, in
    the package, because any module of the pygame side may be the first to import pygame_gui.
    """
    if "pygame_gui" in sys.modules or "yaml" in sys.modules:
        import pygame_gui  # noqa: F401
        return
    sys.modules["yaml"] = None  # type: ignore[assignment]  # `import yaml` raises ImportError meanwhile
    try:
        import pygame_gui  # noqa: F401
    finally:
        del sys.modules["yaml"]


_import_gui()
