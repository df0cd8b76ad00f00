"""Format: a set file rewritten into canonical card text (`cardtext fmt`).

- `.cards`: one ability per line (indented two spaces) in the printer's canonical wording,
  headers with their fields in canonical order (type and subtypes, the ruleset's stats in its
  order, element, faction, keywords), `ruleset NAME` in lower case. Comment lines and
  "Clarifications:" notes are kept where they are; runs of blank lines become one.
- spreadsheets: only the text cell of each row changes (its abilities in canonical wording,
  one space apart, a clarification kept after them); every other byte, column and row stays.

A file with any error is never formatted. The result must parse back to the same AST as
the input (ruff's "ensure unchanged AST"): if it does not, that is a bug in the printer and
the file is left untouched (I902).
"""

from __future__ import annotations

import re
from typing import Any, Optional

import attrs

from . import codes
from .diagnostics import Diagnostic, Severity, error
from .lexer import fold
from .printer import Printer, PrintError
from .sides import side_head
from .sets import NOTES_MARKER
from .source import SourceFile, Span


@attrs.define
class Formatted:
    path: str
    original: str
    text: Optional[str]                   # None: not formatted (errors)
    diagnostics: list[Diagnostic]
    source: Optional[SourceFile] = None

    @property
    def changed(self) -> bool:
        return self.text is not None and self.text != self.original

    @property
    def ok(self) -> bool:
        return self.text is not None


def format_source(src: SourceFile, ruleset: str | None = None, *, jobs: int = 1) -> Formatted:
    """Format one set file in memory; never raises for bad input. `jobs`: processes that check
    its cards (dsl/jobs.py)."""
    from . import check_source, read_set

    report = check_source(src, ruleset, lower=False, jobs=jobs)
    errors = [d for d in report.all_diagnostics() if d.severity is Severity.ERROR]
    if errors or report.ruleset is None:
        return Formatted(src.path, src.text, None, errors or report.all_diagnostics(), src)
    raw = read_set(src, ruleset)
    if raw.language == "ru":     # a Russian set is written back in Russian (dsl/ru/printer.py)
        from .ru.printer import RussianPrinter
        pr = _SameTextPrinter(RussianPrinter(report.ruleset), src.text)
    else:
        pr = _SameTextPrinter(Printer(report.ruleset), src.text)
    try:
        if src.path.lower().endswith((".csv", ".tsv")):
            text = _format_spreadsheet(src, raw, report, pr)
        else:
            text = _format_cards(src, raw, report, pr)
    except PrintError as e:
        return Formatted(src.path, src.text, None, [_bug(src, f"the printer failed: {e}")], src)
    if text != src.text:
        again = check_source(SourceFile(src.path, text), ruleset, lower=False, jobs=jobs)
        if again.card_file() != report.card_file() or not again.ok:
            return Formatted(src.path, src.text, None,
                             [_bug(src, "the formatted text does not parse back to the same cards")], src)
    return Formatted(src.path, src.text, text, [], src)


class _SameTextPrinter:
    """Within one file the same ability text always builds the same AST (one vocabulary),
    so it is printed once: sets repeat their wording a lot."""

    def __init__(self, printer: Printer, text: str) -> None:
        self.printer = printer
        self.text = text
        self.done: dict[str, str] = {}

    def ability(self, ab: Any) -> str:
        if ab.span is None:
            return self.printer.ability(ab)
        key = self.text[ab.span.start:ab.span.end]
        out = self.done.get(key)
        if out is None:
            out = self.done[key] = self.printer.ability(ab)
        return out


def _bug(src: SourceFile, message: str) -> Diagnostic:
    return error(codes.I901, message, Span(0, 0), path=src.path,
                 help="this is a bug in cardtext (the file was left untouched); please report it")


# ------------------------------------------------------------------ .cards files
def _format_cards(src: SourceFile, raw: Any, report: Any, pr: Any) -> str:
    rs = report.ruleset
    lines = src.text.split("\n")
    headers: dict[int, tuple[Any, Any]] = {}          # header line -> (raw card, AST card)
    for rc, cr in zip(raw.cards, report.cards):
        headers[rc.line] = (rc, cr.card)
        rc.printed_type = cr.printed_type          # what the set declares (dsl/declared.py)
        rc.declared_keywords = tuple(k for k, at in cr.keyword_abilities.values() if at < 0)
    # each ability goes where the line it came from was
    by_line: dict[int, list[str]] = {}
    for cr in report.cards:
        for ab in cr.card.abilities if cr.card is not None else ():
            kw = cr.keyword_abilities.get(id(ab))
            if kw is not None:          # a declared keyword: written as the keyword (dsl/declared.py)
                if kw[1] >= 0:
                    by_line.setdefault(src.line_col(kw[1])[0], []).append(kw[0])
                continue
            line = src.line_col(ab.span.start)[0]
            by_line.setdefault(line, []).append(side_head(cr.card, ab) + pr.ability(ab))
    out: list[str] = []
    blank = False
    for lineno, line in enumerate(lines, start=1):
        stripped = line.strip()
        if not stripped:
            blank = bool(out)
            continue
        if blank:
            out.append("")
            blank = False
        if stripped.startswith("#"):
            out.append(line.rstrip())
        elif line[0] not in " \t":
            if lineno in headers:
                rc, card = headers[lineno]
                if out and out[-1] != "" and not out[-1].lstrip().startswith("#"):
                    out.append("")       # a blank line before every card
                head = header_text(rc, card, rs)
                if raw.language == "ru":
                    from .ru.printer import russian_header
                    head = russian_header(head)
                out.append(head)
            elif stripped.lower().startswith("ruleset"):
                out.append(f"ruleset {rs.name}")
            else:                        # pragma: no cover - a file with errors is not formatted
                out.append(line.rstrip())
        else:
            out.extend("  " + t for t in by_line.get(lineno, ()))
            m = NOTES_MARKER.search(fold(line))
            if m:
                out.append("  Clarifications: " + line[m.end():].strip())
    return "\n".join(out).rstrip("\n") + "\n"


_PLAIN_VALUE = re.compile(r"[^\W\d_][\w'\-.]*(?: [^\W\d_][\w'\-.]*)*\Z")


def header_text(rc: Any, card: Any, rs: Any) -> str:
    """`card "Name": type (Sub, Sub), stat N, element E, faction F, keyword` in canonical order."""
    name = card.name.replace("\\", "\\\\").replace('"', '\\"')
    # the type word as written: a set's declared type, or a ruleset's word ("character" for a minion)
    word = (getattr(rc, "type", "") or "").lower()
    printed = getattr(rc, "printed_type", "") or (word if word != card.type and rs.type_name(word) == card.type else "")
    head = f'card "{name}": {printed or card.type}'
    if card.subtypes:
        head += " (" + ", ".join(card.subtypes) + ")"
    fields: list[str] = []
    order = [s.name for s in rs.stats]
    stats = sorted(card.stats, key=lambda sv: (order.index(sv.name) if sv.name in order else len(order), sv.name))
    fields.extend(f"{sv.name} {sv.value}" for sv in stats)
    for key in ("element", "faction"):
        if key in rc.fields:
            value = rc.fields[key][0]
            fields.append(f"{key} {value}" if _PLAIN_VALUE.match(value) else f'{key} "{_q(value)}"')
    fields.extend(card.keywords)
    fields.extend(getattr(rc, "declared_keywords", ()))
    return head + "".join(", " + f for f in fields)


def _ability_text(pr: Any, cr: Any, ab: Any) -> str:
    """An ability as `cardtext fmt` writes it: a declared keyword as the keyword."""
    kw = cr.keyword_abilities.get(id(ab))
    return kw[0] if kw is not None else side_head(cr.card, ab) + pr.ability(ab)



def _q(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


# ------------------------------------------------------------------ spreadsheets
def _format_spreadsheet(src: SourceFile, raw: Any, report: Any, pr: Any) -> str:
    delim = "\t" if src.path.lower().endswith(".tsv") else ","
    text = src.text
    edits: list[tuple[int, int, str]] = []
    for rc, cr in zip(raw.cards, report.cards):
        if rc.text_cell is None or cr.card is None:
            continue
        start, end = rc.text_cell
        quoted = text[start:start + 1] == '"' and end - start >= 2 and text[end - 1:end] == '"'
        cell = text[start + 1:end - 1].replace('""', '"') if quoted else text[start:end]
        printed = " ".join(_ability_text(pr, cr, ab) for ab in cr.card.abilities
                           if cr.keyword_abilities.get(id(ab), ("", 0))[1] >= 0)
        m = NOTES_MARKER.search(fold(cell))
        if m:
            note = cell[m.start():].strip()
            printed = (printed + " " + note) if printed else note
        if printed == cell:
            continue
        if quoted or any(c in printed for c in (delim, '"', "\n")):
            new = '"' + printed.replace('"', '""') + '"'
        else:
            new = printed
        edits.append((start, end, new))
    for start, end, new in sorted(edits, reverse=True):
        text = text[:start] + new + text[end:]
    return text


__all__ = ["format_source", "Formatted", "header_text"]
