"""The import graph of the ``boardwalk`` package, read from the source with ``ast`` alone.

Nothing here imports the game, so it works without pygame. ``tests/test_architecture.py``
loads this file by path and uses its functions to check the architecture rules.

As a script it prints the graph as a Mermaid ``graph TD`` block for the architecture doc::

    python tools/import_graph.py             # sub-packages: screens -> render, play -> rules
    python tools/import_graph.py --modules   # every module: boardwalk.app -> boardwalk.flow

Which imports count (every one, wherever it is written: module level, inside functions,
under ``if TYPE_CHECKING:``, inside ``try``):

* ``import a.b.c`` imports ``a.b.c``; ``from a.b import c`` imports ``a.b.c`` when that is a
  module (``a/b/c.py`` or ``a/b/c/__init__.py``) and ``a.b`` otherwise. Relative imports are
  resolved against the importing module's package (a package's ``__init__.py`` is the module
  named after the package).
* Importing ``a.b.c`` also runs the packages ``a.b`` and ``a``: those are implied edges too,
  except to the importing module's own packages, which Python has imported before the module
  runs whatever it says. An explicit import of one's own package (``from boardwalk.rules
  import Game`` inside ``boardwalk/rules/game.py``) is an edge like any other.

Imports done through ``importlib.import_module`` or ``__import__`` are not seen.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import itertools
import re
import sys
from collections import deque
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

PACKAGE = "boardwalk"
REPO_ROOT = Path(__file__).resolve().parents[1]

Graph = dict[str, dict[str, list["Import"]]]
"""importer -> imported -> the import statements behind that edge."""


@dataclass(frozen=True)
class Module:
    name: str  # dotted: "boardwalk.rules" for boardwalk/rules/__init__.py
    path: Path
    is_package: bool  # an __init__.py

    @property
    def package(self) -> str:
        """The package relative imports start from."""
        return self.name if self.is_package else self.name.rpartition(".")[0]

    @property
    def ancestors(self) -> list[str]:
        """The packages Python imports before this module: boardwalk.rules, boardwalk."""
        parts = self.name.split(".")
        return [".".join(parts[:i]) for i in range(len(parts) - 1, 0, -1)]


@dataclass(frozen=True)
class Import:
    importer: str
    target: str  # the dotted module imported (maybe outside boardwalk: "pygame", "typing")
    path: Path  # the importing file
    lineno: int
    context: str  # "" at module level, else e.g. "function", "TYPE_CHECKING", "try"
    code: str  # the statement, for messages
    implied: bool = False  # only an ancestor package of what the statement names

    def where(self, root: Path | None = None) -> str:
        path = self.path
        if root is not None:
            with contextlib.suppress(ValueError):
                path = path.relative_to(root)
        where = f"{path.as_posix()}:{self.lineno}"
        return f"{where} [{self.context}]" if self.context else where


def find_modules(root: Path = REPO_ROOT, package: str = PACKAGE) -> dict[str, Module]:
    """Every ``.py`` file under ``root/package``, by dotted module name."""
    modules: dict[str, Module] = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        name = ".".join(parts)
        modules[name] = Module(name, path, is_package)
    return modules


def _resolve_relative(module: Module, level: int, name: str | None) -> str | None:
    base = module.package.split(".") if module.package else []
    if level - 1 > len(base) - 1:
        return None  # beyond the top-level package: Python raises ImportError
    base = base[: len(base) - (level - 1)]
    return ".".join([*base, name] if name else base)


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _walk(node: ast.AST, context: tuple[str, ...]) -> Iterator[tuple[ast.AST, tuple[str, ...]]]:
    """Every node below ``node`` with where it sits: in a function, under TYPE_CHECKING..."""
    for child in ast.iter_child_nodes(node):
        yield child, context
        if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            yield from _walk(child, (*context, "function"))
        elif isinstance(child, ast.If) and _is_type_checking(child.test):
            for sub in child.body:
                yield sub, (*context, "TYPE_CHECKING")
                yield from _walk(sub, (*context, "TYPE_CHECKING"))
            for sub in child.orelse:
                yield sub, context
                yield from _walk(sub, context)
        elif isinstance(child, ast.Try | ast.TryStar):
            yield from _walk(child, (*context, "try"))
        else:
            yield from _walk(child, context)


def read_imports(module: Module, modules: Mapping[str, Module]) -> list[Import]:
    """Every import ``module`` makes, named and implied, inside boardwalk or not."""
    source = module.path.read_text(encoding="utf-8")
    tree = ast.parse(source, filename=str(module.path))
    found: list[Import] = []

    def add(target: str, node: ast.stmt, context: tuple[str, ...]) -> None:
        code = ast.unparse(node)
        how = ", ".join(dict.fromkeys(context))
        found.append(Import(module.name, target, module.path, node.lineno, how, code))
        parts = target.split(".")
        for i in range(len(parts) - 1, 0, -1):
            ancestor = ".".join(parts[:i])
            if ancestor not in module.ancestors:
                found.append(
                    Import(module.name, ancestor, module.path, node.lineno, how, code, True)
                )

    for node, context in _walk(tree, ()):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name, node, context)
        elif isinstance(node, ast.ImportFrom):
            base = node.module
            if node.level:
                base = _resolve_relative(module, node.level, node.module)
            if not base:
                continue
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                add(sub if alias.name != "*" and sub in modules else base, node, context)
    return list(dict.fromkeys(found))  # `from x import a, b` names x twice


def collect_imports(root: Path = REPO_ROOT, package: str = PACKAGE) -> dict[str, list[Import]]:
    """Every import of every module of ``package``, by importing module."""
    modules = find_modules(root, package)
    return {name: read_imports(module, modules) for name, module in modules.items()}


def module_graph(imports: Mapping[str, list[Import]]) -> Graph:
    """The edges between the package's own modules (no self-loops), with their evidence."""
    graph: Graph = {name: {} for name in imports}
    for importer, found in imports.items():
        for imp in found:
            if imp.target in graph and imp.target != importer:
                graph[importer].setdefault(imp.target, []).append(imp)
    return graph


def strongly_connected_components(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """Tarjan's algorithm, without recursion; each component sorted, components too."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                components.append(sorted(component))
    return sorted(components)


def shortest_path(graph: Mapping[str, Iterable[str]], start: str, goal: str) -> list[str] | None:
    """A shortest chain start -> ... -> goal, by breadth-first search."""
    came_from: dict[str, str | None] = {start: None}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node == goal:
            path = [node]
            while (previous := came_from[path[-1]]) is not None:
                path.append(previous)
            return path[::-1]
        for child in sorted(graph.get(node, ())):
            if child not in came_from:
                came_from[child] = node
                queue.append(child)
    return None


def find_cycles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """Cycles as chains ``[a, b, a]``: for every edge inside a strongly connected component,
    the shortest cycle through it (duplicates dropped). Together they show every edge that
    has to go for the component to fall apart, without listing every possible cycle."""
    cycles: dict[tuple[str, ...], list[str]] = {}
    for component in strongly_connected_components(graph):
        members = set(component)
        if len(members) < 2 and component[0] not in graph.get(component[0], ()):
            continue
        inside = {node: [c for c in graph.get(node, ()) if c in members] for node in members}
        for node in sorted(members):
            for child in sorted(inside[node]):
                back = shortest_path(inside, child, node)
                assert back is not None
                cycle = [node, *back]
                turn = cycle.index(min(cycle[:-1]))  # one rotation per cycle
                key = tuple(cycle[turn:-1] + cycle[:turn])
                cycles.setdefault(key, [*key, key[0]])
    return sorted(cycles.values(), key=lambda c: (len(c), c))


def node_of(module: str, package: str = PACKAGE, *, collapse: bool = True) -> str:
    """``boardwalk.render.table`` -> ``render``; ``boardwalk.app`` -> ``app``."""
    if not collapse:
        return module
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == package else module


def collapsed_graph(graph: Graph, package: str = PACKAGE, *, collapse: bool = True) -> Graph:
    """The module graph with modules merged into their first-level sub-package."""
    merged: Graph = {}
    for importer, targets in graph.items():
        a = node_of(importer, package, collapse=collapse)
        merged.setdefault(a, {})
        for target, evidence in targets.items():
            b = node_of(target, package, collapse=collapse)
            if a != b:
                merged[a][b] = list(dict.fromkeys([*merged[a].get(b, []), *evidence]))
    return merged


_MERMAID_WORDS = {"end", "graph", "subgraph", "flowchart", "style", "class", "click", "default"}


def _mermaid_id(name: str) -> str:
    ident = re.sub(r"\W", "_", name).strip("_") or "root"
    return f"n_{ident}" if ident in _MERMAID_WORDS or ident[0].isdigit() else ident


def mermaid(graph: Graph) -> str:
    """A Mermaid ``graph TD`` block; edges in a cycle are drawn thick."""
    ids: dict[str, str] = {}
    for name in sorted(graph):
        ident = _mermaid_id(name)
        while ident in ids.values():
            ident += "_"
        ids[name] = ident
    in_cycle = {(a, b) for cycle in find_cycles(graph) for a, b in itertools.pairwise(cycle)}
    lines = ["```mermaid", "graph TD"]
    lines += [f'    {ids[name]}["{name}"]' for name in sorted(graph)]
    for a in sorted(graph):
        for b in sorted(graph[a]):
            arrow = "==>" if (a, b) in in_cycle else "-->"
            lines.append(f"    {ids[a]} {arrow} {ids[b]}")
    lines.append("```")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--modules", action="store_true", help="one node per module, not per sub-package"
    )
    parser.add_argument("--root", type=Path, default=REPO_ROOT, help="folder holding the package")
    parser.add_argument("--package", default=PACKAGE)
    args = parser.parse_args(argv)
    graph = module_graph(collect_imports(args.root, args.package))
    print(mermaid(collapsed_graph(graph, args.package, collapse=not args.modules)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
