"""cardtext front end: card text in, AST and precise diagnostics out.

The facade composes the stages (load -> parse -> build -> resolve -> check); the CLI and tests
call only these functions.
"""

from __future__ import annotations

from . import _startup

_startup.install()          # before the first attrs class (runtime's and ours) is built

import re  # noqa: E402

from pathlib import Path
from typing import Any

import attrs

from runtime.ranges import ir_problems
from runtime.ruleset import RULESETS, Ruleset

from . import codes
from . import nodes as n
from .builder import BuildError, begin, collected
from .declared import Declared, declared_of
from .suggest import Model, Suggester
from .teach import teach
from .checker import check_ability, check_header, check_instruction, check_numbers
from .diagnostics import Diagnostic, Severity, dedupe_sorted, error
from .grammar import vocabulary
from .parser import chunk_units, diagnose, parse_unit
from .resolve import SymbolTable, name_prefixes, resolve_ability
from .sets import Chunk, RawSet, read_cards_file, read_spreadsheet
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
    printed_type: str = ""     # the header's type when the set declared it ("character"); card.type is its rules type
    # id(ability) -> (the declared keyword it was written as, the file offset of that line; -1: a header field)
    keyword_abilities: dict = attrs.Factory(dict)

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
    declared: Declared = attrs.Factory(Declared)   # the vocabulary the file declares (dsl/declared.py)
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


def set_table(cards, rs: Ruleset, decl: Declared | None = None) -> SymbolTable:
    """The names a set's text may use: its cards', subtypes' and factions' (raw cards of one
    file), and what it declares (subtypes, type words)."""
    return SymbolTable(
        cards=frozenset(c.name for c in cards),
        subtypes=frozenset(s for c in cards for s in c.subtypes) | frozenset(decl.subtypes if decl else ()),
        factions=frozenset(c.fields["faction"][0] for c in cards if "faction" in c.fields),
        specials=frozenset(rs.special_cards),
        prefixes=name_prefixes(c.name for c in cards),
        type_words=decl.type_words() if decl else (),
        set_aside=frozenset(c.name for c in cards if (t := rs.card_type(c.type)) is not None and t.set_aside),
    )


class _Teaching:
    """The syntax errors of a set waiting for their diagnosis, and the accepted sentences that
    diagnosis ranks words and suggests wordings with (`_teach`)."""

    def __init__(self) -> None:
        self.failed: list[tuple[list, int]] = []   # where each syntax error goes
        self.pending: list = []                     # (unit, error, tokens) of each, in the same order
        self.sentences: list = []
        self._model = Model()
        self._accepted: list = []       # the accepted sentences' tokens not in the model yet

    def accepted(self, tokens: list) -> None:
        """An accepted sentence's tokens: counted in the model when it is asked for (most sets
        have no syntax error, and never ask)."""
        self._accepted.append(tokens)

    @property
    def model(self) -> Model:
        for tokens in self._accepted:
            self._model.add(tokens)
        self._accepted.clear()
        return self._model

    @model.setter
    def model(self, model: Model) -> None:
        self._accepted.clear()
        self._model = model


def check_card(rc, rs: Ruleset, table: SymbolTable, vocab, text: str, path: str,
               decl: Declared | None = None, teaching: _Teaching | None = None,
               units_of: Any = chunk_units, language: str = "en") -> CardReport:
    """Check one raw card of a set (header, then each ability) against the set's names and
    declarations; `text` is the text its offsets point into. `check_source` calls it for each
    card, with one `teaching` for the set (its syntax errors are diagnosed once every card is
    parsed; it adds E303 for a name given twice); `cardtext lsp` calls it for the cards whose
    text changed (no `teaching`: the card's syntax errors are diagnosed with its own sentences).
    `units_of` splits its text into abilities (a Russian set's reads Russian: dsl/ru/)."""
    decl = decl if decl is not None else declared_of(())
    alone = teaching is None
    teach = _Teaching() if alone else teaching
    printed_type = _declared_header(rc, decl)
    diags, stats = check_header(rc, rs, path)
    abilities: list[n.AbilityText] = []
    from_keyword: dict[int, tuple[str, int]] = {}
    ctype = rs.card_type(rc.type) if rs is not None else None
    parts: list = [(None, c) for c in rc.chunks]
    ab_sides: list[str] = []
    if ctype is not None and ctype.sides:      # SU-P1: "Minion: … Action: …" (dsl/sides.py)
        from .sides import split_sides
        parts, side_diags = split_sides(rc.chunks, ctype.sides, rc.span, path)
        diags.extend(side_diags)
    for side, chunk in parts:
        kw = decl.keyword_for(chunk.text)
        written_at = chunk.base
        if kw is not None:      # "Stalwart": the sentence the keyword was declared with
            chunk = attrs.evolve(chunk, text=kw.text, base=kw.text_base,
                                 offsets=list(kw.offsets) if kw.offsets is not None else None)
        if len(chunk.text) > MAX_CHUNK_CHARS:   # refuse before tokenizing: memory stays bounded
            diags.append(error(codes.E105, "ability text is too long to be one ability",
                               Span(chunk.base, chunk.base + 40), label=f"{len(chunk.text):,} characters on one line",
                               path=path, help="put one ability per line; no printed ability is this long"))
            continue
        if NO_ABILITY.fullmatch(chunk.text.strip()):
            continue            # "(no ability)": a spreadsheet's way of saying the text is empty
        units = (units_of(chunk.text, chunk.base, vocab, chunk.offsets) if language == "en" else
                 units_of(chunk.text, chunk.base, vocab, chunk.offsets, own=(rc.name, rc.type)))
        for unit in units:
            begin()
            n_pending = len(teach.pending)
            try:
                # (a Russian set's syntax errors are diagnosed at once, their words translated)
                ab, d = parse_unit(unit, path, vocab=vocab, pending=teach.pending if language == "en" else None,
                                   shown=12 if language == "en" else None)
            except BuildError as e:   # a grammar/builder mismatch: a bug, reported, not raised
                diags.append(error(codes.I901, f"internal error while building this ability: {e}",
                                   unit.span, path=path, help="this is a bug in cardtext; please report it"))
                continue
            if len(teach.pending) > n_pending:      # a syntax error: diagnosed once all is parsed
                teach.failed.append((diags, len(diags)))
                diags.append(None)
                continue
            if d is not None:
                diags.append(d)
                continue
            teach.accepted(list(unit.tokens))
            teach.sentences.append((text[unit.span.start:unit.span.end], rc.name))
            notable = collected()
            if notable:
                diags.extend(resolve_ability(ab, table, rs, path, notable))
                diags.extend(check_ability(ab, path, notable))
                diags.extend(check_numbers(notable, rs, path))
            diags.extend(check_instruction(ab, text, path))
            abilities.append(ab)
            if side is not None:
                ab_sides.append(side)
            if kw is not None:
                from_keyword[id(ab)] = (kw.name, written_at)
    element = rc.fields.get("element", (None,))[0]
    faction = rc.fields.get("faction", (None,))[0]
    card = n.CardText(name=rc.name, type=rs.type_name(rc.type) if rs is not None else rc.type, subtypes=rc.subtypes,
                      stats=stats, keywords=rc.keywords, element=element.lower() if element else None,
                      faction=faction, abilities=tuple(abilities), notes=tuple(rc.notes), line=rc.line,
                      span=rc.span, sides=tuple(ab_sides))
    if alone and teach.failed:
        _teach(teach.failed, teach.pending, Suggester(rs, vocab, text, teach.model, teach.sentences,
                                                      wording_compiles(rs, vocab, table, path)), path, vocab)
    return CardReport(rc.name, path, rc.line, diags, card, printed_type=printed_type,
                      keyword_abilities=from_keyword)


def check_source(src: SourceFile, ruleset: str | None = None, *, lower: bool = True, jobs: int = 1,
                 keep: bool = True) -> SetReport:
    """Check one set file already in memory.

    `jobs`: how many processes check its cards (dsl/jobs.py; the reports are the same whatever
    the number). `keep=False`: a report that need only carry diagnostics (`cardtext check`):
    with several jobs its cards' `card` and `lowered` may be None.

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
    decl = declared_of(raw.declarations)
    raw.diagnostics.extend(decl.check(rs, path))
    rs = decl.ruleset(rs)
    table = set_table(raw.cards, rs, decl)
    vocab = vocabulary(rs, tuple(table.cards | table.subtypes | table.factions), declared=decl.classes())
    if decl.keywords:
        raw.diagnostics.extend(_check_keywords(decl, vocab, table, rs, path, src.text))
    units_of = chunk_units
    if raw.language == "ru" and rs.name != "berserk":
        raw.diagnostics.append(error(codes.E104, f"the ruleset `{rs.name}` has no Russian text", Span(0, 0), path=path,
                                     help="`language ru` reads Berserk Heroes as printed; write this set in English"))
    if raw.language == "ru":      # the Russian surface (dsl/ru/): pymorphy3 is imported only here
        from .ru import russian_units
        units_of = russian_units(tuple(sorted(table.cards | table.subtypes | table.factions)), src.text)
    seen: dict[str, int] = {}
    teaching = _Teaching()
    from . import jobs as _jobs
    if _jobs.worth_it(len(raw.cards), jobs):     # --jobs: the same reports, checked by N processes
        dups: dict[int, int] = {}
        for i, rc in enumerate(raw.cards):
            if rc.name and rc.name in seen:
                dups[i] = seen[rc.name]
            seen.setdefault(rc.name, rc.line)
        reports = _jobs.check_cards(raw, rs, table, vocab, src.text, path, decl, units_of, raw.language, dups,
                                    lower=lower, keep=keep, jobs=jobs)
        return SetReport(src, rs, reports, dedupe_sorted(raw.diagnostics), raw.comments, table, decl, raw.language)
    for rc in raw.cards:
        rep = check_card(rc, rs, table, vocab, src.text, path, decl, teaching, units_of, raw.language)
        if rc.name and rc.name in seen:
            rep.diagnostics.append(duplicate_name(rc, seen[rc.name], path))
        seen.setdefault(rc.name, rc.line)
        reports.append(rep)
    if teaching.failed:
        _teach(teaching.failed, teaching.pending, Suggester(rs, vocab, src.text, teaching.model, teaching.sentences,
                                                            wording_compiles(rs, vocab, table, path)), path, vocab)
    for rep in reports:
        if raw.language != "en":
            rep.diagnostics = [russian_diagnostic(d, src.text) for d in rep.diagnostics]
        rep.diagnostics = dedupe_sorted(rep.diagnostics)
    out = SetReport(src, rs, reports, dedupe_sorted(raw.diagnostics), raw.comments, table, decl, raw.language)
    return lower_cards(out) if lower else out


def duplicate_name(rc, first_line: int, path: str) -> Diagnostic:
    return error(codes.E303, f"a card named `{rc.name}` already exists (line {first_line})",
                 rc.span, path=path, help="give each card of a set its own name")


def wording_compiles(rs: Ruleset, vocab, table: SymbolTable, path: str) -> Any:
    """Whether a wording (one ability's text, as a repair suggests it) is accepted: it parses,
    checks clean and compiles, word accounting included, on a card of some type of the ruleset.
    A repair the grammar reads but the compiler refuses is never suggested (dsl/suggest.py)."""
    from .lowering import lower_card

    def compiles(sentence: str) -> bool:
        abilities = []
        for unit in chunk_units(sentence, 0, vocab):
            begin()
            pending: list = []
            try:
                ab, err = parse_unit(unit, path, vocab=vocab, pending=pending)
            except BuildError:
                return False
            notable = collected()
            if pending or err is not None or ab is None:
                return False
            diags = [*resolve_ability(ab, table, rs, path, notable), *check_ability(ab, path, notable),
                     *check_numbers(notable, rs, path), *check_instruction(ab, sentence, path)]
            if any(d.severity is Severity.ERROR for d in diags):
                return False
            abilities.append(ab)
        for kind in rs.card_types:
            card = n.CardText(name="suggestion", type=kind.name, abilities=tuple(abilities))
            lowered = lower_card(card, rs, sentence, path, table, card_slug="suggestion")
            if not any(d.severity is Severity.ERROR for d in lowered.diagnostics):
                return True
        return False

    return compiles


def _teach(failed: list, pending: list, suggest: Suggester, path: str, vocab) -> None:
    """Each syntax error, diagnosed now that the file's accepted sentences are known: the
    expected words ranked, the nearest accepted wording in the help (dsl/suggest.py)."""
    for (diags, i), (unit, err, toks) in zip(failed, pending):
        try:
            diags[i] = diagnose(unit, err, toks, path, vocab, suggest)
        except Exception:       # noqa: BLE001 - a suggestion must never cost the diagnostic
            diags[i] = diagnose(unit, err, toks, path, vocab)


def _declared_header(rc, decl: Declared) -> str:
    """A header that uses the set's declarations: a declared type becomes its rules type (the
    printed word is returned, for the compiled card's header); a declared keyword among the
    fields becomes an ability line (its sentence)."""
    printed = ""
    if rc.type in decl.types:
        printed, rc.type = rc.type, decl.types[rc.type]
        rc.printed_type = printed
    if decl.keywords and rc.keywords:
        kept = []
        for k in rc.keywords:
            d = decl.keywords.get(k)
            if d is None:
                kept.append(k)
                continue
            rc.fields.pop("__keyword__" + k, None)
            rc.chunks.insert(0, Chunk(d.name, -1))      # read as the keyword's line (check_source)
            rc.declared_keywords += (d.name,)
        rc.keywords = tuple(kept)
    return printed


def _check_keywords(decl: Declared, vocab, table, rs, path: str, text: str) -> list[Diagnostic]:
    """Each declared keyword's sentence, parsed and resolved once (even when no card uses it);
    a card that uses it also lowers it (and word-accounts it) as one of its abilities."""
    diags: list[Diagnostic] = []
    for d in decl.keywords.values():
        for unit in chunk_units(d.text, d.text_base, vocab, list(d.offsets) if d.offsets is not None else None):
            begin()
            pending: list = []
            try:
                ab, err = parse_unit(unit, path, vocab=vocab, pending=pending)
            except BuildError as e:
                diags.append(error(codes.I901, f"internal error while building this ability: {e}",
                                   unit.span, path=path, help="this is a bug in cardtext; please report it"))
                continue
            if pending:             # taught as a card's sentence is (the set's own sentences aside)
                diags.append(diagnose(*pending[0], path, vocab,
                                      Suggester(rs, vocab, text, compiles=wording_compiles(rs, vocab, table, path))))
                continue
            if err is not None:
                diags.append(err)
                continue
            notable = collected()
            if notable:
                diags.extend(resolve_ability(ab, table, rs, path, notable))
                diags.extend(check_numbers(notable, rs, path))
            if not any(x.severity is Severity.ERROR for x in diags):
                diags.extend(_lower_keyword(d, ab, rs, table, path, text))
    return diags


def _lower_keyword(d, ab: n.AbilityText, rs, table, path: str, text: str) -> list[Diagnostic]:
    """A keyword's sentence lowered (and word-accounted) once on its own, on a card of the
    ruleset's first type that stays in play (not a base): what it cannot execute is an E501 at
    the declaration even when no card uses it yet. Each card that uses it lowers it again as
    its own ability (its type may differ)."""
    from .lowering import lower_card

    kind = next((t.name for t in rs.card_types if t.in_play and t.name != rs.base_type), rs.card_types[0].name)
    card = n.CardText(name=d.name, type=kind, abilities=(ab,))
    return [teach(x, rs) for x in lower_card(card, rs, text, path, table, card_slug="keyword").diagnostics]


def lower_cards(report: SetReport) -> SetReport:
    """Lower each card of `report` that checks clean and is not lowered yet to runtime abilities
    (`CardReport.lowered`); what the runtime cannot execute is added to the card's diagnostics
    (E501 at its words). `check_source` does this unless `lower=False`; lint does it for a report
    made without it, so that a card is lowered once whoever asks. Returns `report`."""
    if report.ruleset is None:
        return report
    taken: set[str] = {rep.slug for rep in report.cards if rep.lowered is not None}
    for rep in report.cards:
        if rep.lowered is None and rep.card is not None and rep.ok:
            lower_report(rep, report, unique_slug(rep.card.name, taken))
    return report


def unique_slug(name: str, taken: set[str]) -> str:
    """The slug of card `name`, unique among `taken` (which it joins): names that differ only in
    case or punctuation (or have no letter at all) get different slugs, so that a compiled
    set's slugs and ability origins are unique."""
    from .lowering import slug

    base = sl = slug(name)
    k = 1
    while sl in taken:
        k += 1
        sl = f"{base}-{k}"
    taken.add(sl)
    return sl


def lower_report(rep: CardReport, report: SetReport, sl: str) -> None:
    """Lower one card of `report` that checks clean, as `sl` (its slug, unique in the file)."""
    from .lowering import lower_card

    rs, path = report.ruleset, report.source.path
    rep.slug = sl
    rep.lowered = lower_card(rep.card, rs, report.source.text, path, report.table, card_slug=sl)
    extra = [teach(d, rs) for d in rep.lowered.diagnostics]   # E501 in the designer's words
    for ir, sp in rep.lowered.abilities:     # a number lowering made: in range too
        for place, problem in ir_problems(rs, ir):
            extra.append(error(codes.E302, f"{problem} (the compiled ability's {place})",
                               sp, path=path, help="use smaller numbers"))
    ctype = rs.card_type(rep.card.type)
    if ctype is not None and ctype.sides and rep.lowered.play_on is not None:      # SU-P1
        extra.append(error(codes.E501, "a card of two types played on a card is not executable yet",
                           rep.card.span, path=path,
                           help="a card of two types is played as a minion on a base or as a standard action"))
    if report.language != "en":
        extra = [russian_diagnostic(d, report.source.text) for d in extra]
    rep.diagnostics = dedupe_sorted(rep.diagnostics + extra)


def check_text(text: str, path: str = "<text>", ruleset: str | None = None, *, lower: bool = True) -> SetReport:
    return check_source(SourceFile(path, normalize(text)), ruleset, lower=lower)


def check_path(path: str | Path, ruleset: str | None = None, *, lower: bool = True, jobs: int = 1,
               keep: bool = True) -> SetReport:
    """Load and check one file. Unreadable input becomes an E001 diagnostic."""
    try:
        src = load(path)
    except SourceError as e:
        shown = SourceFile(str(path), e.text)
        at = Span(e.offset, min(e.offset + 1, len(e.text)))
        return SetReport(shown, None, [], [error(codes.E001, e.message, at, path=str(path))])
    return check_source(src, ruleset, lower=lower, jobs=jobs, keep=keep)


__all__ = ["check_source", "check_card", "set_table", "check_text", "check_path", "lower_cards", "read_set", "SetReport", "CardReport",
           "SET_SUFFIXES", "SourceFile", "SourceError", "decode", "__version__"]
