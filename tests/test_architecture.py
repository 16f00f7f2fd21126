"""The rules layer never imports pygame: checked by reading every module's imports."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("smash_up", "vs_system", "heroscape", "strike_teams", "dagger")
#: Files of a game package that belong to the pygame side.
VIEW_FILES = ("view.py", "views", "ui")


def _imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append((node.lineno, node.module))
    return out


def _rules_files() -> list[Path]:
    files = list((ROOT / "game" / "core").rglob("*.py"))
    for g in GAMES:
        for p in (ROOT / "game" / g).rglob("*.py"):
            rel = p.relative_to(ROOT / "game" / g)
            if rel.parts[0] not in VIEW_FILES and not rel.name.startswith("view"):
                files.append(p)
    return files


def test_rules_modules_never_import_pygame():
    bad = [f"{p.relative_to(ROOT)}:{line}: imports {name}"
           for p in _rules_files() for line, name in _imports(p)
           if name == "pygame" or name.startswith("pygame.") or name.startswith("pygame_gui")]
    assert bad == [], "\n".join(bad)


def test_rules_modules_never_import_the_ui():
    bad = [f"{p.relative_to(ROOT)}:{line}: imports {name}"
           for p in _rules_files() for line, name in _imports(p) if name.startswith("game.ui")]
    assert bad == [], "\n".join(bad)


def test_pytmx_is_imported_only_by_the_map_loader():
    bad = [f"{p.relative_to(ROOT)}:{line}" for p in _rules_files() for line, name in _imports(p)
           if name.startswith("pytmx") and p.name != "maps.py"]
    assert bad == [], "\n".join(bad)


def test_games_do_not_import_each_other():
    bad = []
    for g in GAMES:
        for p in (ROOT / "game" / g).rglob("*.py"):
            for line, name in _imports(p):
                other = name.split(".")[1] if name.startswith("game.") and name.count(".") >= 1 else ""
                if other in GAMES and other != g:
                    bad.append(f"{p.relative_to(ROOT)}:{line}: imports {name}")
    assert bad == [], "\n".join(bad)


def test_rules_import_and_run_with_pygame_unavailable():
    """A second guard: with pygame blocked, the core and every game's rules still import."""
    code = (
        "import sys; sys.modules['pygame'] = None; sys.modules['pygame_gui'] = None\n"
        "import importlib, pkgutil, game.core\n"
        "for m in pkgutil.iter_modules(game.core.__path__): importlib.import_module('game.core.' + m.name)\n"
        "from game import catalog\n"
        "for g in catalog.games():\n"
        "    importlib.import_module('game.' + g.id)\n"
        "    if g.rules is not None and g.content is not None:\n"
        "        g.rules(catalog.load_game_content(g))\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), out.stderr[-2000:]


def test_loading_every_game_and_its_maps_leaves_pygame_unimported():
    code = (
        "import sys\n"
        "from game import catalog\n"
        "for g in catalog.games():\n"
        "    if g.content is not None:\n"
        "        c = catalog.load_game_content(g)\n"
        "        if g.rules is not None: g.rules(c)\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.stdout.strip() == "False", out.stderr[-2000:]
