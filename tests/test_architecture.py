"""The architecture rules, checked on the source with ``ast`` (nothing of the game is imported,
so these run without pygame):

* no import cycles between boardwalk modules, counting every import (inside functions and
  ``if TYPE_CHECKING:`` too);
* only the entry points import ``boardwalk.app``;
* ``boardwalk/rules`` and ``boardwalk/play`` reach pygame neither directly nor through other
  boardwalk modules;
* no module over 400 lines, no function in the screens over 40 lines.

The parsing lives in ``tools/import_graph.py`` (which also draws the graph for the docs).
"""

from __future__ import annotations

import ast
import importlib.util
import itertools
import sys
import textwrap
from collections import deque
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "boardwalk"

MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 40
PURE = ("rules", "play")  # sub-packages that must not touch pygame
SCREENS = ("screens", "scenes")  # sub-packages held to the function size rule
ENTRY_POINTS = {f"{PACKAGE}.__main__", f"{PACKAGE}.app"}  # and main.py, outside the package
FORBIDDEN = f"{PACKAGE}.app"


def _load_tool():
    path = ROOT / "tools" / "import_graph.py"
    spec = importlib.util.spec_from_file_location("_boardwalk_import_graph", path)
    assert spec is not None and spec.loader is not None, f"cannot load {path}"
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


ig = _load_tool()


# --- the checks: each returns every offence found under root, as readable lines -----------


def _where(path: Path, root: Path) -> str:
    return path.relative_to(root).as_posix()


def cycle_offences(root: Path = ROOT, package: str = PACKAGE) -> list[str]:
    graph = ig.module_graph(ig.collect_imports(root, package))
    offences = []
    for cycle in ig.find_cycles(graph):
        lines = [" -> ".join(cycle)]
        for a, b in itertools.pairwise(cycle):
            for imp in graph[a][b]:
                note = " (implied: imports a module of that package)" if imp.implied else ""
                lines.append(f"      {a} -> {b}: {imp.where(root)}  {imp.code}{note}")
        offences.append("\n".join(lines))
    return offences


def app_import_offences(root: Path = ROOT, package: str = PACKAGE) -> list[str]:
    forbidden = f"{package}.app"
    allowed = {f"{package}.__main__", forbidden}
    offences = []
    for importer, found in sorted(ig.collect_imports(root, package).items()):
        if importer in allowed or importer.startswith(forbidden + "."):
            continue
        for imp in found:
            if not imp.implied and (
                imp.target == forbidden or imp.target.startswith(forbidden + ".")
            ):
                offences.append(f"{imp.where(root)}: {imp.code}")
    return offences


def _is_pygame(target: str) -> bool:
    return target == "pygame" or target.startswith("pygame.")


def pygame_offences(root: Path = ROOT, package: str = PACKAGE) -> list[str]:
    """Each pure module reaching pygame, with the shortest chain there. A module's own
    packages count as reached: Python runs their ``__init__`` before the module."""
    modules = ig.find_modules(root, package)
    imports = ig.collect_imports(root, package)
    graph = ig.module_graph(imports)
    direct = {
        name: next(imp for imp in found if _is_pygame(imp.target))
        for name, found in imports.items()
        if any(_is_pygame(imp.target) for imp in found)
    }
    pure = [
        name
        for name in sorted(modules)
        if any(name == f"{package}.{p}" or name.startswith(f"{package}.{p}.") for p in PURE)
    ]
    offences = []
    for start in pure:
        came_from: dict[str, tuple[str, str] | None] = {start: None}  # node: (parent, how)
        queue = deque([start])
        while queue:
            node = queue.popleft()
            if node in direct:
                imp = direct[node]
                chain = [f"pygame ({imp.where(root)}: {imp.code})"]
                step: str | None = node
                while step is not None:
                    back = came_from[step]
                    chain.append(step + (back[1] if back else ""))
                    step = back[0] if back else None
                offences.append(" -> ".join(reversed(chain)))
                break
            nexts = [(child, "") for child in sorted(graph[node])]
            nexts += [(a, " (its package)") for a in modules[node].ancestors if a in modules]
            for child, how in nexts:
                if child not in came_from:
                    came_from[child] = (node, how)
                    queue.append(child)
    return offences


def module_size_offences(root: Path = ROOT, package: str = PACKAGE) -> list[str]:
    offences = []
    for module in ig.find_modules(root, package).values():
        count = len(module.path.read_text(encoding="utf-8").splitlines())
        if count > MAX_MODULE_LINES:
            offences.append(f"{_where(module.path, root)}: {count} lines")
    return offences


def _functions(node: ast.AST, prefix: str = ""):
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
            yield f"{prefix}{child.name}", child
            yield from _functions(child, f"{prefix}{child.name}.")
        elif isinstance(child, ast.ClassDef):
            yield from _functions(child, f"{prefix}{child.name}.")
        else:
            yield from _functions(child, prefix)


def function_size_offences(root: Path = ROOT, package: str = PACKAGE) -> list[str]:
    offences = []
    for sub in SCREENS:
        for path in sorted((root / package / sub).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            for name, node in _functions(tree):
                count = node.end_lineno - node.lineno + 1
                if count > MAX_FUNCTION_LINES:
                    offences.append(f"{_where(path, root)}:{node.lineno} {name}: {count} lines")
    return offences


def _report(title: str, offences: list[str]) -> str:
    return f"{title} ({len(offences)}):\n" + "\n".join(f"  {o}" for o in offences)


# --- the rules, on the real tree ----------------------------------------------------------


def test_package_is_found():
    modules = ig.find_modules(ROOT, PACKAGE)
    assert f"{PACKAGE}.rules" in modules and f"{PACKAGE}.app" in modules, sorted(modules)


def test_no_import_cycles():
    offences = cycle_offences()
    graph = ig.module_graph(ig.collect_imports(ROOT, PACKAGE))
    tangles = [c for c in ig.strongly_connected_components(graph) if len(c) > 1]
    summary = "".join(f"\n  tangle of {len(c)}: {', '.join(c)}" for c in tangles)
    assert not offences, (
        f"modules importing each other, in {len(tangles)} tangle(s):{summary}\n"
        + _report("the shortest cycle through each import inside a tangle", offences)
    )


def test_only_entry_points_import_app():
    offences = app_import_offences()
    assert not offences, _report(
        f"only {', '.join(sorted(ENTRY_POINTS))} and main.py may import {FORBIDDEN}", offences
    )


def test_rules_and_play_stay_free_of_pygame():
    offences = pygame_offences()
    assert not offences, _report(
        f"modules of {', '.join(PACKAGE + '/' + p for p in PURE)} reaching pygame", offences
    )


def test_modules_are_small():
    offences = module_size_offences()
    assert not offences, _report(f"modules over {MAX_MODULE_LINES} lines", offences)


def test_screen_functions_are_short():
    offences = function_size_offences()
    assert not offences, _report(
        f"functions over {MAX_FUNCTION_LINES} lines in {', '.join(SCREENS)}", offences
    )


# --- the checks themselves, on tiny trees --------------------------------------------------


def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return tmp_path


CLEAN = {
    "boardwalk/__init__.py": "",
    "boardwalk/__main__.py": "from boardwalk.app import main\n",
    "boardwalk/app.py": "from boardwalk.screens import title\nimport pygame\n",
    "boardwalk/rules/__init__.py": "from .game import Game\n",
    "boardwalk/rules/game.py": "from . import cards\nfrom .cards import Card\n",
    "boardwalk/rules/cards.py": "import dataclasses\n",
    "boardwalk/play/__init__.py": "",
    "boardwalk/play/turn.py": "from ..rules import Game\nfrom boardwalk.rules.cards import Card\n",
    "boardwalk/screens/__init__.py": "",
    "boardwalk/screens/title.py": "import pygame\nfrom boardwalk.play import turn\n",
}


def test_a_clean_tree_passes(tmp_path):
    root = _tree(tmp_path, CLEAN)
    assert cycle_offences(root) == []
    assert app_import_offences(root) == []
    assert pygame_offences(root) == []
    assert function_size_offences(root) == []


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("from boardwalk import b\n", "def f():\n    from boardwalk.a import x\n"),
        (
            "import boardwalk.b\n",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import x\n",
        ),
        ("try:\n    from . import b\nexcept ImportError:\n    pass\n", "from .a import x\n"),
    ],
    ids=["function-level", "TYPE_CHECKING", "relative"],
)
def test_a_cycle_is_caught_however_it_is_written(tmp_path, a, b):
    root = _tree(tmp_path, {"boardwalk/__init__.py": "", "boardwalk/a.py": a, "boardwalk/b.py": b})
    offences = cycle_offences(root)
    assert len(offences) == 1, offences
    assert offences[0].startswith("boardwalk.a -> boardwalk.b -> boardwalk.a\n"), offences


def test_own_package_counts_only_when_named(tmp_path):
    files = {
        "boardwalk/__init__.py": "",
        "boardwalk/rules/__init__.py": "from .game import Game\n",
        "boardwalk/rules/game.py": "from boardwalk.rules import cards\nclass Game: ...\n",
        "boardwalk/rules/cards.py": "",
    }
    assert cycle_offences(_tree(tmp_path, files)) == []  # implied: not a choice of the code
    files["boardwalk/rules/game.py"] += "def f():\n    from boardwalk.rules import Game\n"
    offences = cycle_offences(_tree(tmp_path, files))
    assert [o.splitlines()[0] for o in offences] == [
        "boardwalk.rules -> boardwalk.rules.game -> boardwalk.rules"
    ]


def test_a_package_reached_through_its_module_is_an_edge(tmp_path):
    root = _tree(
        tmp_path,
        {
            "boardwalk/__init__.py": "",
            "boardwalk/render/__init__.py": "from .table import draw\n",
            "boardwalk/render/table.py": "from boardwalk.screens.title import x\n",
            "boardwalk/render/fonts.py": "",
            "boardwalk/screens/__init__.py": "",
            "boardwalk/screens/title.py": "from ..render.fonts import font\n",
        },
    )
    assert [o.splitlines()[0] for o in cycle_offences(root)] == [
        "boardwalk.render -> boardwalk.render.table -> boardwalk.screens.title -> boardwalk.render"
    ]


def test_app_importers_and_pygame_chains_are_reported(tmp_path):
    files = dict(CLEAN)
    files["boardwalk/play/turn.py"] = "from boardwalk.screens.title import x\n"
    files["boardwalk/rules/cards.py"] = (
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from boardwalk.app import App\n"
    )
    files["boardwalk/rules/game.py"] = "def f():\n    from pygame import Rect\n"
    root = _tree(tmp_path, files)
    assert app_import_offences(root) == [
        "boardwalk/rules/cards.py:3 [TYPE_CHECKING]: from boardwalk.app import App"
    ]
    offences = pygame_offences(root)
    assert any(
        o.startswith("boardwalk.rules.game -> pygame (boardwalk/rules/game.py:2 [function]")
        for o in offences
    ), offences
    assert any(
        o.startswith("boardwalk.play.turn -> boardwalk.screens.title -> pygame") for o in offences
    ), offences
    assert any(o.startswith("boardwalk.rules.cards -> boardwalk.app -> ") for o in offences)


def test_sizes_are_reported_with_place_and_count(tmp_path):
    body = "".join(f"        x = {i}\n" for i in range(40))
    root = _tree(
        tmp_path,
        {
            "boardwalk/__init__.py": "\n" * 401,
            "boardwalk/scenes/game.py": "class G:\n    def ok(self):\n"  # 1 + 39 lines
            + "".join(body.splitlines(keepends=True)[:39])
            + f"    def long(self):\n{body}",  # 1 + 40 lines
        },
    )
    assert module_size_offences(root) == ["boardwalk/__init__.py: 401 lines"]
    assert function_size_offences(root) == ["boardwalk/scenes/game.py:42 G.long: 41 lines"]
