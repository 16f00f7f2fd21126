"""The menu starts without the content machinery: pydantic, PyYAML and the games' content models
are loaded only when a game is opened (they are most of a slow start). Checked in a fresh
interpreter, by what it has imported, never by a clock."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("pydantic", "yaml", "game.core.content", "game.core.mods")


def _imported_after(code: str, home: Path) -> set[str]:
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "MARVEL_TABLETOP_HOME": str(home),
           "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PATH": "/usr/bin:/bin"}
    code += "\nimport sys; print(' '.join(sorted(sys.modules)))\n"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return set(out.stdout.split())


def test_the_menu_draws_without_pydantic_yaml_or_content(tmp_path):
    mods = _imported_after(
        "from game.ui.app import App\n"
        "from game.ui.scenes.menu import MenuScene\n"
        "app = App((1280, 720), headless=True)\n"
        "app.scenes.push(MenuScene(app))\n"
        "app.frame([], 1 / 60)\n", tmp_path)
    assert not [m for m in HEAVY if m in mods]
    assert not [m for m in mods if m.startswith("game.") and not m.startswith("game.core")
                and m.endswith((".content", ".rules"))]


def test_listing_the_game_ids_loads_no_content(tmp_path):
    mods = _imported_after("from game import catalog\nprint([g.id for g in catalog.games()])\n", tmp_path)
    assert not [m for m in HEAVY if m in mods]
    mods = _imported_after("from game.cli import main\ntry:\n    main(['play', '--help'])\n"
                           "except SystemExit:\n    pass\n", tmp_path)
    assert "game.cli" in mods and not [m for m in HEAVY if m in mods]


def test_opening_a_game_still_loads_its_content(tmp_path):
    mods = _imported_after("from game.session import open_game\nopen_game('smash_up', with_user_mods=False)\n",
                           tmp_path)
    assert {"pydantic", "yaml", "game.smash_up.content"} <= mods
