"""Goldens of the constructs: each tests/constructs/<family>/<construct>.cards is compiled once
per run and compared with the files beside it: `.ast` (the syntax tree of each ability, as
`cardtext show` prints it, without spans), `.ir.json` (each compiled card, the canonical JSON of
runtime.format, indented) and, when a `.scenario` is there, `.trace` (the scenario played from
the compiled set: its trace and its expectations, as `cardtext play` prints them).
`python -m pytest --update-goldens` rewrites them; review the diff like code
(tests/constructs/README.md)."""

from __future__ import annotations

import functools
import json
from pathlib import Path

import attrs
import pytest

import dsl
from dsl import scenario as sc_mod
from dsl.compiler import Compiled, FileResult, card_specs, compile_source, quotes
from dsl.show import ast_tree
from dsl.source import SourceFile, normalize
from runtime import get_ruleset

HERE = Path(__file__).resolve().parent
FIXTURES = sorted(HERE.glob("*/*.cards"))
SCENARIOS = [p for p in FIXTURES if p.with_suffix(".scenario").is_file()]


def ident(path: Path) -> str:
    """`family/construct`: the fixture's test id and its file label in every golden."""
    return path.relative_to(HERE).with_suffix("").as_posix()


@attrs.frozen
class Built:
    report: object          # the checked set (its cards' ASTs)
    result: FileResult      # the compiled set (each card's canonical JSON)


@functools.lru_cache(maxsize=None)
def built(path: Path) -> Built:
    """Check and compile a fixture once per run (the AST, IR and trace tests share it)."""
    text = normalize(path.read_text(encoding="utf-8"))
    label = ident(path) + ".cards"
    report = dsl.check_text(text, path=label, lower=False)
    result = compile_source(SourceFile(label, text), file_label=label)
    errors = [f"{d.code.id} {d.message}" for d in result.diagnostics if d.severity.name == "ERROR"]
    assert not errors, f"{path}: {errors}"
    return Built(report, result)


def ast_text(b: Built) -> str:
    src = b.report.source
    out = []
    for cr in b.report.cards:
        out.append(f"card {cr.name!r}")
        for i, ab in enumerate(cr.card.abilities, start=1):
            out.append(f"  ability {i}: {src.text[ab.span.start:ab.span.end]}")
            out.extend(ast_tree(ab, "    "))
    return "\n".join(out) + "\n"


def pretty(v, indent: str = "") -> str:
    """JSON with one key a line, but what fits in 100 columns on one line (a diff shows the field)."""
    flat = json.dumps(v, sort_keys=True, ensure_ascii=False)
    if not isinstance(v, (dict, list)) or len(indent) + len(flat) <= 100:
        return flat
    inner = indent + "  "
    if isinstance(v, list):
        return "[\n" + ",\n".join(inner + pretty(x, inner) for x in v) + "\n" + indent + "]"
    return "{\n" + ",\n".join(f"{inner}{json.dumps(k)}: {pretty(v[k], inner)}" for k in sorted(v)) + "\n" + indent + "}"


def ir_text(b: Built) -> str:
    """Each compiled card: the canonical JSON of runtime.format (`card_text`), laid out by `pretty`."""
    return pretty([json.loads(t) for t in b.result.card_texts]) + "\n"


def trace_text(path: Path) -> tuple[str, list[str]]:
    """The played scenario as `cardtext play` prints it, and its failures."""
    scen, diags = sc_mod.read(path.with_suffix(".scenario"))
    assert not diags, [d.message for d in diags]
    assert scen.sets == [path], f"{path.with_suffix('.scenario')}: its set must be {path.name} alone"
    b = built(path)
    loaded = Compiled(ruleset=b.result.ruleset, files=[b.result], shared=[]).load()
    runner = sc_mod.Runner(scen, card_specs(loaded), get_ruleset(loaded.ruleset), quotes(loaded))
    outcome = runner.run()
    lines = [f"scenario: {scen.name}" + (f"  [{', '.join(scen.rules)}]" if scen.rules else "")]
    lines += outcome.trace_lines
    lines += [f"  ok    {t}" for t in outcome.passed]
    failures = [f"{d.code.id} line {scen.source.line_col(d.primary.span.start)[0]}: {d.message}"
                for d in outcome.failures]
    return "\n".join(lines + failures) + "\n", failures


def test_every_construct_has_its_goldens():
    """A fixture without its goldens would pass by writing them: each must be committed."""
    missing = [str(p.relative_to(HERE)) for f in FIXTURES
               for p in (f.with_suffix(".ast"), f.with_suffix(".ir.json"))
               + ((f.with_suffix(".trace"),) if f in SCENARIOS else ()) if not p.exists()]
    assert FIXTURES and not missing, missing


@pytest.mark.parametrize("path", FIXTURES, ids=ident)
def test_ast(path, golden):
    golden(path.with_suffix(".ast"), ast_text(built(path)))


@pytest.mark.parametrize("path", FIXTURES, ids=ident)
def test_ir(path, golden):
    golden(path.with_suffix(".ir.json"), ir_text(built(path)))


@pytest.mark.parametrize("path", SCENARIOS, ids=ident)
def test_trace(path, golden):
    text, failures = trace_text(path)
    assert not failures, f"{path.with_suffix('.scenario')}: " + "; ".join(failures)
    golden(path.with_suffix(".trace"), text)
