"""The runtime's modules import one another without a cycle, and its handlers see the game only
through `ops.GameOps`.

The import graph is read from the sources with `ast`: every `import` / `from … import` anywhere
in a module (at the top, inside a function, under `if TYPE_CHECKING:`), resolved to the
`runtime` module it names. A cycle hidden by a late import or by a method bound after the class
(`Game.propose = events.propose`) would show here.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RUNTIME = ROOT / "runtime"


def _module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def runtime_modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(RUNTIME.rglob("*.py"))}


def _package_of(name: str, path: Path) -> str:
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The runtime modules `name` imports, anywhere in its source."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    out: set[str] = set()
    pkg = _package_of(name, path)

    def add(target: str) -> None:
        # `runtime.spec.Destroy` names the module runtime.spec: the longest known prefix
        while target and target not in known:
            target = target.rpartition(".")[0]
        if target and target != name:
            out.add(target)

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = pkg.split(".")
                base = base[:len(base) - (node.level - 1)]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            if not mod.startswith("runtime"):
                continue
            for alias in node.names:
                sub = f"{mod}.{alias.name}"
                add(sub if sub in known else mod)        # `from . import spec`: the module spec
    return out


def import_graph() -> dict[str, set[str]]:
    mods = runtime_modules()
    known = set(mods)
    return {name: imports_of(name, path, known) for name, path in mods.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the graph as a path (first node repeated at the end), or None."""
    WHITE, GREY, BLACK = 0, 1, 2
    colour = dict.fromkeys(graph, WHITE)
    stack: list[str] = []

    def visit(n: str) -> list[str] | None:
        colour[n] = GREY
        stack.append(n)
        for m in sorted(graph.get(n, ())):
            if colour.get(m, BLACK) == GREY:
                return stack[stack.index(m):] + [m]
            if colour.get(m) == WHITE and (found := visit(m)):
                return found
        stack.pop()
        colour[n] = BLACK
        return None

    for n in sorted(graph):
        if colour[n] == WHITE and (found := visit(n)):
            return found
    return None


def test_the_runtime_import_graph_has_no_cycle():
    graph = import_graph()
    assert "runtime.interpreter" in graph and "runtime.effects" in graph
    assert "runtime.spec" in graph["runtime.effects"]            # the graph is read at all
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_handlers_do_not_import_the_interpreter():
    graph = import_graph()
    for handlers in ("runtime.effects", "runtime.events", "runtime.ops", "runtime.records"):
        assert "runtime.interpreter" not in graph[handlers], handlers


@pytest.mark.parametrize("src, cycle", [
    ({"a": "from . import b\n", "b": "def f():\n    from .a import x\n"}, ["runtime.a", "runtime.b", "runtime.a"]),
    ({"a": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .b import B\n", "b": "import runtime.a\n"},
     ["runtime.a", "runtime.b", "runtime.a"]),
    ({"a": "from .b import x\n", "b": "import os\n"}, None),
])
def test_the_cycle_finder_sees_late_and_type_checking_imports(tmp_path, src, cycle):
    pkg = tmp_path / "runtime"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    for n, text in src.items():
        (pkg / f"{n}.py").write_text(text)
    mods = {_module_name(p, tmp_path): p for p in sorted(pkg.rglob("*.py"))}
    graph = {n: imports_of(n, p, set(mods)) for n, p in mods.items()}
    assert find_cycle(graph) == cycle


def test_handlers_reach_the_game_only_through_its_operations():
    """Every operation of `GameOps` exists on `Game`; effect and commit handlers call no other
    attribute of the game, and no private one."""
    from runtime import SMASHUP, effects, events, ops
    from runtime.interpreter import Game

    game = Game(SMASHUP)
    missing = [n for n in ops.OPERATIONS if not hasattr(game, n)]
    assert not missing, missing
    for mod, var in ((effects, "g"), (events, "game")):
        tree = ast.parse(Path(mod.__file__).read_text(encoding="utf-8"))
        used = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)
                and isinstance(n.value, ast.Name) and n.value.id == var}
        assert used, mod.__name__
        assert used <= set(ops.OPERATIONS), (mod.__name__, sorted(used - set(ops.OPERATIONS)))
