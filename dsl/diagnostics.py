"""Diagnostics as values: a code, a severity, a message, a primary span, help.

Stages return them; nothing in the pipeline raises for a user's mistake.
"""

from __future__ import annotations

import enum

import attrs

from .codes import Code
from .source import Span

class Severity(enum.Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@attrs.frozen(kw_only=True)
class Label:
    span: Span
    message: str = ""  # must make sense alone


@attrs.frozen(kw_only=True)
class Diagnostic:
    code: Code
    message: str                      # lower-case, no trailing period, words in `backticks`
    primary: Label
    path: str = ""
    severity: Severity = Severity.ERROR
    secondary: tuple[Label, ...] = ()
    notes: tuple[str, ...] = ()
    help: str | None = None           # the only place that says how to fix it

    @property
    def sort_key(self) -> tuple:
        return (self.path, self.primary.span.start, self.code.id)


def visible(text: str) -> str:
    """Text for a message: invisible and control characters written as U+XXXX."""
    return "".join(c if (c.isprintable() and c not in "\ufeff\u200b") else f"U+{ord(c):04X}" for c in text)


def error(code: Code, message: str, span: Span, *, label: str = "", help: str | None = None,
          path: str = "", notes: tuple[str, ...] = ()) -> Diagnostic:
    return Diagnostic(code=code, message=message, primary=Label(span=span, message=label),
                      path=path, severity=code.default_severity, help=help, notes=notes)


def dedupe_sorted(diags: list[Diagnostic]) -> list[Diagnostic]:
    """Deduplicate on (code, span) and sort by (path, offset, code) for stable output."""
    seen: set = set()
    out = []
    for d in sorted(diags, key=lambda d: d.sort_key):
        k = (d.path, d.code.id, d.primary.span)
        if k not in seen:
            seen.add(k)
            out.append(d)
    return out
