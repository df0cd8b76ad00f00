"""AST kinds are compared as enum members, never as strings, in every module of dsl/ (issue 14,
item 1): a kind spelled as a string is a typo nothing detects, or a kind the grammar stopped
producing (four such dead branches were found this way); a member that does not exist fails when
the module is imported.

`string_kind_uses` reads a module with `ast` and reports every place where a kind meets a str
constant: a comparison (`==`, `!=`, `in`, `not in`, `is`) whose one side is a kind (an attribute
`kind`, a name bound to one, `[a.kind for a in …]`, a tuple of kinds) and whose other side is a
str constant or a tuple / list / set of them (written there, or a module-level table of them); a
string method on a kind (`kind.startswith("would")`); a table of str keys indexed by a kind; a
helper that takes kinds (`has`, `take`, `only`, `lowers`) given a str; and a node built with
`kind="…"`.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from dsl import kinds as k
from dsl.lowering import LOWER, UNSUPPORTED
from dsl.lowering import core as lowering_core
from dsl.lowering import triggers as lowering_triggers

ROOT = Path(__file__).resolve().parent.parent / "dsl"
CHECKED = sorted(ROOT.rglob("*.py"))                    # every module of dsl/ (lowering, printer, lints, …)
# the kind enums: `TriggerKind.START` is a member, not a table named START (grammar.py has one)
KIND_CLASSES = {name for name, v in vars(k).items() if isinstance(v, type) and issubclass(v, k.Kind)}

KIND_HELPERS = {"has", "take", "only", "lowers"}       # (lowering's phrase helpers and the registry)
# string tests on a kind (`.replace("_", " ")` for a message's words is not one)
STR_METHODS = {"startswith", "endswith", "removeprefix", "removesuffix", "partition", "rpartition", "find", "index"}


def _strs(node: ast.AST, tables: set[str]) -> bool:
    """Whether `node` is a str constant, a tuple / list / set / frozenset(…) holding one, or the
    name of a module-level table of str constants."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return any(_strs(e, set()) for e in node.elts)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("frozenset", "set", "tuple"):
        return bool(node.args) and _strs(node.args[0], tables)
    if isinstance(node, ast.Dict):
        return any(key is not None and _strs(key, set()) for key in node.keys)
    if isinstance(node, ast.BinOp):                                     # DONE_BEFORE | {"there"}
        return _strs(node.left, tables) or _strs(node.right, tables)
    if isinstance(node, ast.Attribute):
        base = node.value.id if isinstance(node.value, ast.Name) else \
            node.value.attr if isinstance(node.value, ast.Attribute) else None
        return base not in KIND_CLASSES and node.attr in tables
    return isinstance(node, ast.Name) and node.id in tables


def _str_tables(trees: list[ast.Module]) -> set[str]:
    """The module-level names bound to tables of str constants (sets, tuples, dicts keyed by str)."""
    out = set()
    for tree in trees:
        for st in tree.body:
            targets = st.targets if isinstance(st, ast.Assign) else [st.target] if isinstance(st, ast.AnnAssign) else []
            value = getattr(st, "value", None)
            if value is not None and not isinstance(value, ast.Constant) and _strs(value, set()):
                out |= {t.id for t in targets if isinstance(t, ast.Name)}
    return out


class _Finder(ast.NodeVisitor):
    def __init__(self, tables: set[str]) -> None:
        self.tables = tables
        self.kind_names: set[str] = set()
        self.found: list[tuple[int, str]] = []

    # --------------------------------------------------------------- what is a kind
    def is_kind(self, node: ast.AST) -> bool:
        if isinstance(node, ast.Attribute):
            return node.attr == "kind"
        if isinstance(node, ast.Name):
            return node.id in self.kind_names
        if isinstance(node, ast.IfExp):
            return self.is_kind(node.body) or self.is_kind(node.orelse)
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp)):
            return self.is_kind(node.elt)
        if isinstance(node, (ast.Tuple, ast.List)):
            return any(self.is_kind(e) for e in node.elts)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("sorted", "set", "tuple",
                                                                                            "list", "frozenset"):
            return bool(node.args) and self.is_kind(node.args[0])
        return False

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        saved = set(self.kind_names)
        for sub in ast.walk(node):              # names bound to a kind anywhere in the function
            if isinstance(sub, ast.Assign) and self.is_kind(sub.value):
                self.kind_names |= {t.id for t in sub.targets if isinstance(t, ast.Name)}
            if isinstance(sub, ast.Assign) and isinstance(sub.value, ast.Tuple):
                for t in sub.targets:
                    if isinstance(t, ast.Tuple) and len(t.elts) == len(sub.value.elts):
                        self.kind_names |= {a.id for a, v in zip(t.elts, sub.value.elts)
                                            if isinstance(a, ast.Name) and self.is_kind(v)}
            if isinstance(sub, ast.comprehension) and isinstance(sub.target, ast.Name) and self.is_kind(sub.iter):
                self.kind_names.add(sub.target.id)
        self.generic_visit(node)
        self.kind_names = saved

    visit_AsyncFunctionDef = visit_FunctionDef

    # --------------------------------------------------------------- where a kind meets a str
    def visit_Compare(self, node: ast.Compare) -> None:
        sides = [node.left, *node.comparators]
        for op, a, b in zip(node.ops, sides, sides[1:]):
            if isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn, ast.Is, ast.IsNot)) and (
                    (self.is_kind(a) and _strs(b, self.tables)) or (self.is_kind(b) and _strs(a, self.tables))):
                self.found.append((node.lineno, "comparison with a string"))
        self.generic_visit(node)

    def visit_Subscript(self, node: ast.Subscript) -> None:
        if self.is_kind(node.slice) and _strs(node.value, self.tables):
            self.found.append((node.lineno, "a table of strings indexed by a kind"))
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None
        if name in KIND_HELPERS and any(_strs(a, set()) for a in node.args):
            self.found.append((node.lineno, f"`{name}` given a string"))
        if isinstance(f, ast.Attribute) and f.attr in STR_METHODS and self.is_kind(f.value):
            self.found.append((node.lineno, f"`.{f.attr}` on a kind"))
        if isinstance(f, ast.Attribute) and f.attr == "get" and node.args and self.is_kind(node.args[0]) \
                and _strs(f.value, self.tables):
            self.found.append((node.lineno, "a table of strings indexed by a kind"))
        for kw in node.keywords:
            if kw.arg == "kind" and _strs(kw.value, set()):
                self.found.append((node.lineno, "a node built with a string kind"))
        self.generic_visit(node)


def string_kind_uses(source: str, tables: set[str] = frozenset()) -> list[tuple[int, str]]:
    """The lines where an AST kind meets a string in `source` (see the module doc)."""
    tree = ast.parse(source)
    finder = _Finder(set(tables) | _str_tables([tree]))
    finder.visit(tree)
    return sorted(finder.found)


def test_no_kind_is_compared_with_a_string_anywhere_in_dsl():
    trees = {p: p.read_text(encoding="utf-8") for p in CHECKED}
    tables = _str_tables([ast.parse(t) for t in trees.values()])      # (a table is imported across modules)
    found = [f"{p.relative_to(ROOT.parent)}:{line}: {what}"
             for p, text in trees.items() for line, what in string_kind_uses(text, tables)]
    assert not found, "AST kinds meet strings (use the family's enum member):\n" + "\n".join(found)


@pytest.mark.parametrize("source", [
    'if p.kind == "from": pass',
    'if "from" != p.kind: pass',
    'x = e.np.quant.kind in ("up_to", "all")',
    'x = q.kind not in {"a", "b"}',
    'x = q.kind in ("each", None)',
    'x = q.kind in frozenset({"a"})',
    'def f(np):\n    q = np.quant.kind if np.quant else None\n    return q == "each"',
    'def f(np):\n    own, x = np.owner.kind, 1\n    return own in ("you", "they")',
    'x = [a.kind for a in np.adjs] == ["other"]',
    'x = sorted(p.kind for p in ph) == ["each_turn", "here"]',
    'x = (a.noun.kind, b.noun.kind) == ("top_pos", "bottom_pos")',
    'x = {"le": 1, "ge": 2}[c.kind]',
    'x = {"your": 1}.get(t.kind)',
    'SET = {"revealed", "stat"}\ndef f(p):\n    return p.kind in SET',
    'T = {"before": 1}\ndef f(t):\n    return T[t.kind]',
    'x = ev.kind.startswith("would_")',
    'x = self.has(ph, "from")',
    'x = self.take(ph, "to", "into")',
    'x = self.only(e, ph, {"at_random"})',
    '@lowers("destroy")\ndef f(): pass',
    'x = n.Phrase(kind="there")',
    'x = attrs.evolve(p, kind="has_mod")',
])
def test_the_check_finds_a_kind_meeting_a_string(source):
    assert string_kind_uses(source), source


@pytest.mark.parametrize("source", [
    'x = p.kind == PhraseKind.FROM',
    'x = q.kind in (QuantKind.EACH, QuantKind.ALL, None)',
    'x = [a.kind for a in np.adjs] == [AdjKind.OTHER]',
    'SET = frozenset({PhraseKind.STAT})\ndef f(p):\n    return p.kind in SET',
    'x = self.has(ph, PhraseKind.FROM)',
    'x = n.Phrase(kind=PhraseKind.THERE)',
    'x = ir.KIND == "draw"',                      # an IR kind is a string: not an AST kind
    'x = getattr(node, "kind", None)',
    'x = f["kind"]',
    'raise self.no(st, f"an ongoing `{pred.kind.replace(\'_\', \' \')}`")',
    'x = w.text in ("card", "cards")',
    'START = ["a", "b"]\ndef f(tr):\n    return tr.kind == TriggerKind.START',   # a member, not the table
])
def test_the_check_leaves_members_and_other_strings_alone(source):
    assert not string_kind_uses(source), source


def test_the_registry_and_the_tables_are_keyed_by_members():
    assert LOWER and all(type(kind) is k.InstructionKind for kind in LOWER)
    assert all(type(kind) is k.InstructionKind for kind in UNSUPPORTED)
    assert all(type(kind) is k.PhraseKind for kind in lowering_core.FILTER_PHRASES | set(lowering_core.DONE_BY))
    assert all(type(kind) is k.TriggerKind for kind in lowering_core.TIMING)
    assert set(lowering_core.PLAY_TIMING) == set(k.PlayTimingKind)
    assert set(lowering_core.CMP) == set(k.ComparisonKind)
    assert all(type(kind) is k.PhraseKind for kind in lowering_triggers.BETWEEN)
    with pytest.raises(TypeError):
        lowering_core.lowers("destroy")


def test_would_is_every_event_kind_of_a_replacement():
    """`WOULD` stands for the `would_…` event kinds ("… would be destroyed"): when the grammar gains
    one, lowering reads it as a replacement only if the set has it."""
    assert lowering_core.WOULD == {e for e in k.EventVerbKind if e.value.startswith("would_")}
