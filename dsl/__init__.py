"""cardtext front end: card text in, AST and precise diagnostics out.

The facade composes the stages (load -> parse -> build -> resolve -> check); the CLI and tests
call only these functions.
"""

from __future__ import annotations

import re

from pathlib import Path
from typing import Any

import attrs

from runtime.ranges import ir_problems
from runtime.ruleset import RULESETS, Ruleset

from . import codes
from . import nodes as n
from .builder import BuildError, begin, collected
from .checker import check_ability, check_header, check_instruction, check_numbers
from .diagnostics import Diagnostic, Severity, dedupe_sorted, error
from .grammar import vocabulary
from .parser import chunk_units, parse_unit
from .resolve import SymbolTable, name_prefixes, resolve_ability
from .sets import RawSet, read_cards_file, read_spreadsheet
from .source import SourceError, SourceFile, Span, decode, load, normalize

__version__ = "0.1.0"
SPREADSHEET_SUFFIXES = (".csv", ".tsv")
SET_SUFFIXES = (".cards",) + SPREADSHEET_SUFFIXES
# A text cell or line that says the card has no ability (spreadsheets cannot leave a cell
# "empty on purpose"): "(no ability)", "No abilities.", "-", "—".
NO_ABILITY = re.compile(r"\(?\s*no\s+abilit(?:y|ies)\s*\.?\s*\)?\.?|[-\u2014\u2013]", re.IGNORECASE)
MAX_CHUNK_CHARS = 20_000    # one line (or cell) of ability text; MAX_UNIT_CHARS bounds one ability


@attrs.define
class CardReport:
    name: str
    file: str
    line: int
    diagnostics: list[Diagnostic]
    card: n.CardText | None = None
    lowered: Any = None        # the card's runtime abilities (`dsl.lowering.Lowered`) once it compiles
    slug: str = ""             # its slug, unique in the file ("Twin Blade", "twin-blade": twin-blade, twin-blade-2)

    @property
    def ok(self) -> bool:
        return not any(d.severity is Severity.ERROR for d in self.diagnostics)


@attrs.define
class SetReport:
    source: SourceFile
    ruleset: Ruleset | None
    cards: list[CardReport]
    diagnostics: list[Diagnostic]          # about the file, not one card
    comments: list[tuple[int, str]] = attrs.field(factory=list)
    table: SymbolTable | None = None       # the set's names (cards, subtypes, factions)
    language: str = "en"                   # the surface the set is written in (docs/language.md)

    @property
    def ok(self) -> bool:
        return all(c.ok for c in self.cards) and not any(d.severity is Severity.ERROR for d in self.diagnostics)

    def all_diagnostics(self) -> list[Diagnostic]:
        out = list(self.diagnostics)
        for c in self.cards:
            out.extend(c.diagnostics)
        return dedupe_sorted(out)

    def card_file(self) -> n.CardFile:
        return n.CardFile(path=self.source.path, ruleset=self.ruleset.name if self.ruleset else "",
                          cards=tuple(c.card for c in self.cards if c.card is not None))


def russian_diagnostic(d: Diagnostic, text: str) -> Diagnostic:
    from .ru.messages import russian

    return russian(d, text)


def read_set(src: SourceFile, ruleset: str | None = None) -> RawSet:
    if src.path.lower().endswith(SPREADSHEET_SUFFIXES):
        return read_spreadsheet(src, ruleset)
    return read_cards_file(src, ruleset)


def check_source(src: SourceFile, ruleset: str | None = None, *, lower: bool = True) -> SetReport:
    """Check one set file already in memory.

    With `lower` (the default) each card that checks clean is also lowered to runtime abilities
    (`CardReport.lowered`): a card is ok only when it compiles, and what the runtime cannot
    execute is an E501 at its words. `lower=False` stops after the checks (the formatter: text
    that does not compile yet can still be formatted)."""
    raw = read_set(src, ruleset)
    rs = raw.ruleset
    path = src.path
    if ruleset is not None and ruleset not in RULESETS:
        raw.diagnostics.append(error(codes.E004, f"unknown ruleset `{ruleset}`", Span(0, 0), path=path,
                                     help=f"known rulesets: {', '.join(sorted(RULESETS))}"))
    reports: list[CardReport] = []
    if rs is None:
        return SetReport(src, None, reports, dedupe_sorted(raw.diagnostics), raw.comments)
    table = SymbolTable(
        cards=frozenset(c.name for c in raw.cards),
        subtypes=frozenset(s for c in raw.cards for s in c.subtypes),
        factions=frozenset(c.fields["faction"][0] for c in raw.cards if "faction" in c.fields),
        specials=frozenset(rs.special_cards),
        prefixes=name_prefixes(c.name for c in raw.cards),
    )
    vocab = vocabulary(rs, tuple(table.cards | table.subtypes | table.factions))
    units_of = chunk_units
    if raw.language == "ru" and rs.name != "berserk":
        raw.diagnostics.append(error(codes.E104, f"the ruleset `{rs.name}` has no Russian text", Span(0, 0), path=path,
                                     help="`language ru` reads Berserk Heroes as printed; write this set in English"))
    if raw.language == "ru":      # the Russian surface (dsl/ru/): pymorphy3 is imported only here
        from .ru import russian_units
        units_of = russian_units(tuple(sorted(table.cards | table.subtypes | table.factions)), src.text)
    seen: dict[str, int] = {}
    for rc in raw.cards:
        diags, stats = check_header(rc, rs, path)
        if rc.name and rc.name in seen:
            diags.append(error(codes.E303, f"a card named `{rc.name}` already exists (line {seen[rc.name]})",
                               rc.span, path=path, help="give each card of a set its own name"))
        seen.setdefault(rc.name, rc.line)
        abilities: list[n.AbilityText] = []
        for chunk in rc.chunks:
            if len(chunk.text) > MAX_CHUNK_CHARS:   # refuse before tokenizing: memory stays bounded
                diags.append(error(codes.E105, "ability text is too long to be one ability",
                                   Span(chunk.base, chunk.base + 40), label=f"{len(chunk.text):,} characters on one line",
                                   path=path, help="put one ability per line; no printed ability is this long"))
                continue
            if NO_ABILITY.fullmatch(chunk.text.strip()):
                continue            # "(no ability)": a spreadsheet's way of saying the text is empty
            for unit in (units_of(chunk.text, chunk.base, vocab, chunk.offsets) if raw.language == "en" else
                         units_of(chunk.text, chunk.base, vocab, chunk.offsets, own=(rc.name, rc.type))):
                begin()
                try:
                    ab, d = parse_unit(unit, path, vocab=vocab, shown=12 if raw.language == "en" else None)
                except BuildError as e:   # a grammar/builder mismatch: a bug, reported, not raised
                    diags.append(error(codes.I901, f"internal error while building this ability: {e}",
                                       unit.span, path=path, help="this is a bug in cardtext; please report it"))
                    continue
                if d is not None:
                    diags.append(d)
                    continue
                notable = collected()
                if notable:
                    diags.extend(resolve_ability(ab, table, rs, path, notable))
                    diags.extend(check_ability(ab, path, notable))
                    diags.extend(check_numbers(notable, rs, path))
                diags.extend(check_instruction(ab, src.text, path))
                abilities.append(ab)
        element = rc.fields.get("element", (None,))[0]
        faction = rc.fields.get("faction", (None,))[0]
        card = n.CardText(name=rc.name, type=rc.type, subtypes=rc.subtypes, stats=stats, keywords=rc.keywords,
                      element=element.lower() if element else None, faction=faction,
                      abilities=tuple(abilities), notes=tuple(rc.notes), line=rc.line, span=rc.span)
        reports.append(CardReport(rc.name, path, rc.line, diags, card))
    for rep in reports:
        if raw.language != "en":
            rep.diagnostics = [russian_diagnostic(d, src.text) for d in rep.diagnostics]
        rep.diagnostics = dedupe_sorted(rep.diagnostics)
    out = SetReport(src, rs, reports, dedupe_sorted(raw.diagnostics), raw.comments, table, raw.language)
    return lower_cards(out) if lower else out


def lower_cards(report: SetReport) -> SetReport:
    """Lower each card of `report` that checks clean and is not lowered yet to runtime abilities
    (`CardReport.lowered`); what the runtime cannot execute is added to the card's diagnostics
    (E501 at its words). `check_source` does this unless `lower=False`; lint does it for a report
    made without it, so that a card is lowered once whoever asks. Returns `report`."""
    if report.ruleset is None:
        return report
    from .lowering import lower_card, slug     # here, not at the top: `import dsl` stays light
    rs, path = report.ruleset, report.source.path
    taken: set[str] = {rep.slug for rep in report.cards if rep.lowered is not None}
    for rep in report.cards:
        if rep.lowered is None and rep.card is not None and rep.ok:
            # names that differ only in case or punctuation (or have no letter at all) get
            # different slugs: a compiled set's slugs and ability origins are unique
            base = sl = slug(rep.card.name)
            k = 1
            while sl in taken:
                k += 1
                sl = f"{base}-{k}"
            taken.add(sl)
            rep.slug = sl
            rep.lowered = lower_card(rep.card, rs, report.source.text, path, report.table, card_slug=sl)
            extra = list(rep.lowered.diagnostics)
            for ir, sp in rep.lowered.abilities:     # a number lowering made: in range too
                for place, problem in ir_problems(rs, ir):
                    extra.append(error(codes.E302, f"{problem} (the compiled ability's {place})",
                                       sp, path=path, help="use smaller numbers"))
            if report.language != "en":
                extra = [russian_diagnostic(d, report.source.text) for d in extra]
            rep.diagnostics = dedupe_sorted(rep.diagnostics + extra)
    return report


def check_text(text: str, path: str = "<text>", ruleset: str | None = None, *, lower: bool = True) -> SetReport:
    return check_source(SourceFile(path, normalize(text)), ruleset, lower=lower)


def check_path(path: str | Path, ruleset: str | None = None, *, lower: bool = True) -> SetReport:
    """Load and check one file. Unreadable input becomes an E001 diagnostic."""
    try:
        src = load(path)
    except SourceError as e:
        shown = SourceFile(str(path), e.text)
        at = Span(e.offset, min(e.offset + 1, len(e.text)))
        return SetReport(shown, None, [], [error(codes.E001, e.message, at, path=str(path))])
    return check_source(src, ruleset, lower=lower)


__all__ = ["check_source", "check_text", "check_path", "lower_cards", "read_set", "SetReport", "CardReport",
           "SET_SUFFIXES", "SourceFile", "SourceError", "decode", "__version__"]
