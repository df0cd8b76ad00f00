"""Diagnostics for people and tools: full (source line and carets), concise, JSON."""

from __future__ import annotations

import json

from .diagnostics import Diagnostic
from .source import SourceFile


def _pos(d: Diagnostic, src: SourceFile | None) -> tuple[int, int, int, int]:
    if src is None or not src.text:
        return 1, 1, 1, 1
    l1, c1 = src.line_col(d.primary.span.start)
    l2, c2 = src.line_col(d.primary.span.end)
    return l1, c1, l2, c2


def render_full(d: Diagnostic, src: SourceFile | None) -> str:
    line, col, end_line, end_col = _pos(d, src)
    out = [f"{d.severity.value}[{d.code.id}]: {d.message}", f" --> {d.path}:{line}:{col}"]
    if src is not None and src.text:
        text = src.line_text(line)
        gutter = " " * len(str(line))
        width = (end_col - col) if end_line == line else max(1, len(text) - col + 1)
        width = max(1, width)
        out.append(f"{gutter} |")
        out.append(f"{line} | {text}")
        label = f" {d.primary.message}" if d.primary.message else ""
        pad = "".join("\t" if ch == "\t" else " " for ch in text[: col - 1])   # carets line up under tabs
        out.append(f"{gutter} | {pad}{'^' * width}{label}")
    for note in d.notes:
        out.append(f"  = note: {note}")
    if d.help:
        out.append(f"  = help: {d.help}")
    return "\n".join(out)


def render_concise(d: Diagnostic, src: SourceFile | None) -> str:
    line, col, _, _ = _pos(d, src)
    return f"{d.path}:{line}:{col}: {d.code.id} {d.message}"


def diag_json(d: Diagnostic, src: SourceFile | None) -> dict:
    line, col, end_line, end_col = _pos(d, src)
    return {"code": d.code.id, "name": d.code.name, "severity": d.severity.value, "message": d.message,
            "label": d.primary.message, "line": line, "column": col, "end_line": end_line,
            "end_column": end_col, "help": d.help}


def reports_json(reports, seconds: float) -> str:
    cards = []
    files = []
    for r in reports:
        src = r.source
        for c in r.cards:
            cards.append({"name": c.name, "file": c.file, "line": c.line, "ok": c.ok,
                          "diagnostics": [diag_json(d, src) for d in c.diagnostics]})
        files.append({"file": src.path, "ruleset": r.ruleset.name if r.ruleset else None,
                      "ok": r.ok, "diagnostics": [diag_json(d, src) for d in r.diagnostics]})
    doc = {"cards": cards, "files": files,
           "summary": {"cards": len(cards), "cards_with_errors": sum(1 for c in cards if not c["ok"]),
                       "files": len(files), "seconds": round(seconds, 3)}}
    return json.dumps(doc, ensure_ascii=False, indent=2)


# ------------------------------------------------------------------ lint: JSON (ruff's keys) and SARIF
def lint_diag_json(d: Diagnostic, src: SourceFile | None) -> dict:
    line, col, end_line, end_col = _pos(d, src)
    return {"code": d.code.id, "name": d.code.name, "severity": d.severity.value, "message": d.message,
            "label": d.primary.message, "filename": d.path,
            "location": {"row": line, "column": col}, "end_location": {"row": end_line, "column": end_col},
            "help": d.help, "notes": list(d.notes)}


def lint_json(files, summary: dict) -> str:
    """`files`: (SourceFile, diagnostics) pairs."""
    diags = [lint_diag_json(d, src) for src, ds in files for d in ds]
    return json.dumps({"diagnostics": diags, "summary": summary}, ensure_ascii=False, indent=2)
