"""The layers: the rules never import pygame or the UI, games never import each other, and no module
imports one that leads back to it; checked by reading every module's imports."""

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


def _module_graph() -> dict[str, set[str]]:
    """Every module of game/ and the modules of game/ it imports (at the top or inside a function)."""
    mods = {}
    for p in (ROOT / "game").rglob("*.py"):
        name = ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        mods[name] = p
    edges: dict[str, set[str]] = {m: set() for m in mods}
    for m, p in mods.items():
        pkg = m if p.name == "__init__.py" else m.rsplit(".", 1)[0]
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"), str(p))):
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = pkg.split(".")[: len(pkg.split(".")) - node.level + 1]
                    base = ".".join(parts + ([base] if base else []))
                for a in node.names:
                    for cand in (f"{base}.{a.name}", base):
                        if cand in mods and cand != m:
                            edges[m].add(cand)
                            break
            elif isinstance(node, ast.Import):
                edges[m] |= {a.name for a in node.names if a.name in mods and a.name != m}
    return edges


def test_layers_import_downward_only_no_module_circles():
    """A module never imports, even lazily, one that leads back to it: the layers stay a ladder
    (a lower module reaches an upper one through a registry it fills, as the tasks do)."""
    edges = _module_graph()
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    circles: list[list[str]] = []
    sys.setrecursionlimit(10000)

    def visit(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                circles.append(sorted(comp))

    for v in edges:
        if v not in index:
            visit(v)
    assert circles == [], "\n".join(", ".join(c) for c in circles)
