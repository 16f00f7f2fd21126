"""The view side of Tiled maps: the same .tmx loaded with its tile images through pytmx.util_pygame."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame


@lru_cache(maxsize=16)
def _load(path: str):
    from pytmx.util_pygame import load_pygame
    return load_pygame(path)


def load_tiled_images(path: Path) -> dict[tuple[int, int], pygame.Surface]:
    """Each cell's top tile image (cells whose tiles have no image are left out).

    Needs a display mode set first (pytmx converts the images).
    """
    import pytmx
    tm = _load(str(path))
    out: dict[tuple[int, int], pygame.Surface] = {}
    for layer in tm.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for col, row, image in layer.tiles():
                if image is not None:
                    out[(col, row)] = image
    return out


def clear_cache() -> None:
    """Forget loaded maps (their images die with the pygame session)."""
    _load.cache_clear()
