"""SARIF 2.1.0 output for `cardtext lint --format sarif` (code scanning in CI hosts).

One run; the tool's rules are the codes the run reports (with their long explanations); each
result names its rule by code, its level, the message and label, and the exact region (1-based
lines and columns counted in code points, `columnKind` "unicodeCodePoints"). File paths are
relative URIs with `/` separators (relative to the working folder when inside it), so the
document is the same on every machine. tests/test_lint.py validates it against the official
schema (tests/sarif/sarif-schema-2.1.0.json).
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote

from . import __version__
from .codes import REGISTRY
from .diagnostics import Diagnostic, Severity
from .source import SourceFile

SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


def _uri(path: str) -> str:
    p = Path(path)
    try:
        p = p.resolve().relative_to(Path.cwd().resolve())
    except (ValueError, OSError):
        pass
    return quote(p.as_posix(), safe="/:")


def _region(d: Diagnostic, src: SourceFile | None) -> dict:
    if src is None or not src.text:
        return {"startLine": 1, "startColumn": 1}
    l1, c1 = src.line_col(d.primary.span.start)
    l2, c2 = src.line_col(d.primary.span.end)
    region = {"startLine": l1, "startColumn": c1, "endLine": l2, "endColumn": max(c2, c1)}
    text = src.line_text(l1)
    if text:
        region["snippet"] = {"text": text}
    return region


def sarif(files: list[tuple[SourceFile | None, list[Diagnostic]]]) -> str:
    seen = {d.code.id for _, diags in files for d in diags}
    codes = [c for c in REGISTRY.values() if c.id in seen]      # the rules this run reports
    index = {c.id: i for i, c in enumerate(codes)}
    rules = [{
        "id": c.id, "name": c.name,
        "shortDescription": {"text": c.summary},
        "fullDescription": {"text": c.explanation or c.summary},
        "help": {"text": c.explanation or c.summary},
        "defaultConfiguration": {"level": LEVEL[c.default_severity]},
    } for c in codes]
    results = []
    for src, diags in files:
        for d in diags:
            text = d.message + (f": {d.primary.message}" if d.primary.message else "")
            if d.help:
                text += f" (help: {d.help})"
            result = {
                "ruleId": d.code.id, "ruleIndex": index[d.code.id], "level": LEVEL[d.severity],
                "message": {"text": text},
                "locations": [{"physicalLocation": {"artifactLocation": {"uri": _uri(d.path)},
                                                    "region": _region(d, src)}}],
            }
            if d.notes:
                result["properties"] = {"notes": list(d.notes)}
            results.append(result)
    doc = {
        "$schema": SCHEMA_URI, "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "cardtext", "version": __version__, "semanticVersion": __version__,
                                "rules": rules}},
            "columnKind": "unicodeCodePoints",
            "results": results,
        }],
    }
    return json.dumps(doc, ensure_ascii=False, indent=2)
