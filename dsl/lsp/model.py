"""One open set file, checked card by card: what `cardtext lsp` knows about a document.

`cardtext check` checks a whole file at once; an editor changes one card at a time. A
`SetModel` cuts the file into cards — in a `.cards` file a card is its column-0 line (header,
`ruleset` line or a line that is no header) and the lines below it; in a spreadsheet, its row —
and keeps, per card, what checking it gave, keyed by the card's own text (its offsets relative
to the card), so a card that only moved (lines added above it) is not checked again. What a
card's check depends on besides its text is the set's name table (`dsl.set_table`): when the
table changes (a card renamed, added, removed), only the cards whose text mentions a name that
changed, or that had errors (a "did you mean" looks at every name), are checked again.

The diagnostics are those of `cardtext check` (same codes, messages and spans): each card goes
through `dsl.check_card` and `dsl.lower_cards`, E303 (a name given twice) and E003 (no ruleset
line) are decided over the whole file as `check_source` does. tests/test_lsp_model.py checks
the equality on the shipped sets and broken files.
"""

from __future__ import annotations

import bisect
import re
from typing import Iterator

import attrs

from runtime.ruleset import RULESETS, Ruleset

from .. import CardReport, SetReport, check_card, codes, lower_cards, set_table
from ..diagnostics import Diagnostic, Label, dedupe_sorted, error
from ..grammar import vocabulary
from ..lexer import fold, split_words
from ..sets import Chunk, RawCard, read_cards_file, read_spreadsheet
from ..source import SourceFile, Span, normalize

SPREADSHEET = (".csv", ".tsv")


@attrs.define(eq=False)
class Card:
    """One card of the document: its text (`key`), where that text starts, its raw card with
    offsets relative to `key`, and once checked its report (relative offsets too)."""

    key: str
    base: int
    raw: RawCard | None                   # None: a block with no card (a `ruleset` line, a broken header)
    diagnostics: list[Diagnostic]         # the block's own (file-level) diagnostics, relative
    report: CardReport | None = None
    table: object = None                  # the name table `report` was made under

    def abs_span(self, sp: Span) -> Span:
        return Span(sp.start + self.base, sp.end + self.base)


def shift(d: Diagnostic, by: int) -> Diagnostic:
    if not by:
        return d
    return attrs.evolve(d, primary=Label(span=d.primary.span.shift(by), message=d.primary.message),
                        secondary=tuple(Label(span=x.span.shift(by), message=x.message) for x in d.secondary))


def _first_words(names) -> set[str]:
    out = set()
    for name in names:
        words = split_words(fold(name).lower())
        out.add(words[0] if words else "")
    return out


class SetModel:
    """The state of one open document; `update(text)` then `check(...)` (which may be done a
    few cards at a time), then `diagnostics()`."""

    def __init__(self, path: str, ruleset: str | None = None) -> None:
        self.path = path
        self.override = ruleset
        self.spreadsheet = path.lower().endswith(SPREADSHEET)
        self.text = ""
        self.source = SourceFile(path, "")
        self.cards: list[Card] = []
        self.fresh: set[int] = set()
        self.file_diags: list[Diagnostic] = []      # absolute
        self.ruleset: Ruleset | None = None
        self.table = None
        self.vocab = None
        self._blocks: dict[str, Card] = {}          # key -> its card (the last version)
        self._names: list = []                      # what the name table was made from
        self._names_rs = ""
        self.language = "en"                        # the document's `language` line (a spreadsheet's column)
        self.lint: dict[str | None, list[Diagnostic]] = {}   # card text -> its lint warnings (relative)
        self._lint_text = ""                        # the text the file-level lint warnings are about

    # ------------------------------------------------------------------ reading
    def update(self, text: str) -> None:
        """The document's new text: cut into cards, each read again only if its text changed."""
        text = normalize(text)
        self.text = text
        self.source = SourceFile(self.path, text)
        old = self._blocks
        self._blocks = {}
        self.fresh: set[int] = set()        # ids of the cards read anew (edited): checked first
        cards: list[Card] = []
        self.file_diags = []
        if self.spreadsheet:
            cards = self._read_spreadsheet(text, old)
        else:
            language = _language_line(text)
            if language != self.language:       # `language ru` added or removed: every card anew
                self.language, old = language, {}
            seen_ruleset = False
            ruleset = None
            blocks = self._blocks
            for key, base in _blocks(text):
                card = old.pop(key, None)
                if card is None:
                    same = blocks.get(key)      # the same text twice (a card given twice)
                    card = (self._read_block(key) if same is None else
                            Card(key, base, same.raw, same.diagnostics, same.report, same.table))
                    if same is None:
                        blocks[key] = card
                        self.fresh.add(id(card))
                else:
                    blocks[key] = card
                card.base = base
                cards.append(card)
                if card.raw is None and key.lstrip()[:7].lower() == "ruleset":
                    rs, seen = self._ruleset_of(key)
                    seen_ruleset |= seen
                    if ruleset is None:
                        ruleset = rs
            if self.override:
                ruleset = RULESETS.get(self.override)
            elif not seen_ruleset:
                self.file_diags.append(error(codes.E003, "the file does not say which ruleset it follows",
                                             Span(0, 0), path=self.path,
                                             help="add a first line such as `ruleset smashup`"))
            self.ruleset = ruleset
        self.cards = cards
        rs = self.ruleset
        if rs is None:
            self.table = self.vocab = None
            return
        names = [(c.raw.name, c.raw.subtypes, c.raw.fields.get("faction", ("",))[0])
                 for c in cards if c.raw is not None]
        if self.table is not None and names == self._names and self._names_rs == rs.name:
            return              # the same names: the same table (most edits)
        self._names, self._names_rs = names, rs.name
        table = set_table([c.raw for c in cards if c.raw is not None], rs)
        if self.table is None or table != self.table:
            if self.table is not None and self.table.specials != table.specials:
                for c in cards:         # another ruleset: every card again
                    c.report = None
            self.table = table
            self.vocab = vocabulary(rs, tuple(table.cards | table.subtypes | table.factions))

    def _read_block(self, key: str) -> Card:
        raw = read_cards_file(SourceFile(self.path, key), self.override or next(iter(RULESETS)), self.language)
        rc = raw.cards[0] if raw.cards else None
        return Card(key, 0, rc, [d for d in raw.diagnostics if d.code is not codes.E003])

    def _ruleset_of(self, key: str) -> tuple[Ruleset | None, bool]:
        raw = read_cards_file(SourceFile(self.path, key))
        return raw.ruleset, not any(d.code is codes.E003 for d in raw.diagnostics)

    def _read_spreadsheet(self, text: str, old: dict[str, Card]) -> list[Card]:
        raw = read_spreadsheet(self.source, self.override)
        self.ruleset = raw.ruleset
        self.language = raw.language
        self.file_diags.extend(raw.diagnostics)
        header_end = text.find("\n")
        header = text[:header_end if header_end >= 0 else len(text)]
        src = self.source
        cards = []
        for rc in raw.cards:
            lo, hi = _extent(rc)
            start = src.offset_of_line(src.line_col(lo)[0])
            end = text.find("\n", hi)
            end = len(text) if end < 0 else end
            key = header + "\n" + text[start:end]       # the columns and the row
            card = old.get(key)
            rel = len(header) + 1 - start
            if card is None:
                card = Card(key, 0, _shifted(rc, rel), [])
                self.fresh.add(id(card))
            else:
                card = Card(card.key, 0, card.raw, [], card.report, card.table)
            card.base = -rel
            self._blocks.setdefault(key, card)
            cards.append(card)
        return cards

    # ------------------------------------------------------------------ checking
    def stale(self) -> list[Card]:
        """The cards to check (again): never checked, or checked under a name table whose
        changes their text may see; those the last update read anew (edited) first."""
        if self.ruleset is None:
            return []
        out = []
        diffs: dict[int, set[str] | None] = {}
        for c in self.cards:
            if c.raw is None:
                continue
            if c.report is None:
                out.append(c)
                continue
            if c.table is self.table or c.table == self.table:
                c.table = self.table
                continue
            words = diffs.get(id(c.table), False)
            if words is False:
                words = diffs[id(c.table)] = _changed_words(c.table, self.table)
            if words is None or not c.report.ok or _mentions(c.key, words):
                out.append(c)
            else:
                c.table = self.table
        fresh = self.fresh
        return sorted(out, key=lambda c: id(c) not in fresh) if fresh and len(fresh) < len(out) else out

    def check(self, cards: list[Card]) -> None:
        for c in cards:
            self.check_one(c)

    def check_one(self, c: Card) -> None:
        rs, table = self.ruleset, self.table
        if self.language == "ru":       # a Russian set: its own lexer (dsl/ru/), its messages in Russian
            from .. import russian_diagnostic
            from ..ru import russian_units
            units = russian_units(tuple(sorted(table.cards | table.subtypes | table.factions)), c.key)
            rep = check_card(c.raw, rs, table, self.vocab, c.key, self.path, units_of=units, language="ru")
            rep.diagnostics = [russian_diagnostic(d, c.key) for d in rep.diagnostics]
        else:
            rep = check_card(c.raw, rs, table, self.vocab, c.key, self.path)
        rep.diagnostics = dedupe_sorted(rep.diagnostics)
        lower_cards(SetReport(SourceFile(self.path, c.key), rs, [rep], [], [], table))
        c.report, c.table = rep, table

    def check_all(self) -> None:
        self.check(self.stale())

    # ------------------------------------------------------------------ results
    def diagnostics(self) -> list[Diagnostic]:
        """Every diagnostic of the document, absolute, as `check_source(...).all_diagnostics()`
        (cards not checked yet have none)."""
        out = list(self.file_diags)
        if None in self.lint and self.text == self._lint_text:
            out.extend(self.lint[None])
        seen: dict[str, Card] = {}
        line_of = self.source.line_col
        checked = self.ruleset is not None
        for c in self.cards:
            if c.diagnostics:
                out.extend(shift(d, c.base) for d in c.diagnostics)
            if c.raw is None or not checked:
                continue
            if self.lint and c.key in self.lint:
                out.extend(shift(d, c.base) for d in self.lint[c.key])
            if c.report is not None and c.report.diagnostics:
                out.extend(shift(d, c.base) for d in c.report.diagnostics)
            name = c.raw.name
            first = seen.setdefault(name, c)
            if name and first is not c:
                line = line_of(first.base + first.raw.span.start)[0]
                out.append(error(codes.E303, f"a card named `{name}` already exists (line {line})",
                                 c.abs_span(c.raw.span), path=self.path, help="give each card of a set its own name"))
        return dedupe_sorted(out)

    def set_lint(self, warnings: list[Diagnostic]) -> None:
        """Lint warnings about the current text (absolute): kept with the card they are in, so
        they follow it as it moves and go when its text changes (`cardtext lint` runs on save)."""
        self.lint = {}
        self._lint_text = self.text
        for d in warnings:
            c = self.card_at(d.primary.span.start)
            key = c.key if c is not None else None
            self.lint.setdefault(key, []).append(shift(d, -c.base) if c is not None else d)

    def card_at(self, offset: int) -> Card | None:
        """The card whose text holds `offset` (absolute)."""
        bases = [c.base for c in self.cards]
        i = bisect.bisect_right(bases, offset) - 1
        for c in self.cards[max(i - 1, 0):i + 2]:
            if c.base <= offset <= c.base + len(c.key) and c.raw is not None:
                if self.spreadsheet and offset < c.base + c.key.find("\n") + 1:
                    continue
                return c
        return None

    def by_name(self, name: str) -> Card | None:
        for c in self.cards:
            if c.raw is not None and c.raw.name == name:
                return c
        return None

    # ------------------------------------------------------------------ positions
    def offset(self, line: int, character: int, encoding: str = "utf-16") -> int:
        """A client's position (0-based line, column in the negotiated units) -> an offset into
        `text`; positions past a line's end or the file's end are clamped, never an error."""
        src = self.source
        nlines = len(src._line_starts)
        if line < 0:
            return 0
        if line >= nlines:
            return len(self.text)
        start = src.offset_of_line(line + 1)
        text = src.line_text(line + 1)
        character = max(0, character)
        if encoding == "utf-32" or text.isascii():
            return start + min(character, len(text))
        units = 0
        for i, ch in enumerate(text):
            if units >= character:
                return start + i
            units += len(ch.encode("utf-8")) if encoding == "utf-8" else (2 if ord(ch) > 0xFFFF else 1)
        return start + len(text)

    def position(self, offset: int, encoding: str = "utf-16") -> tuple[int, int]:
        offset = max(0, min(offset, len(self.text)))
        line, col = self.source.line_col(offset)
        start = self.source.offset_of_line(line)
        head = self.text[start:start + col - 1]
        if encoding == "utf-32" or head.isascii():
            return line - 1, len(head)
        if encoding == "utf-8":
            return line - 1, len(head.encode("utf-8"))
        return line - 1, len(head.encode("utf-16-le")) // 2


# ------------------------------------------------------------------ helpers
def _blocks(text: str) -> Iterator[tuple[str, int]]:
    """A `.cards` text cut before each column-0 line that is not blank or a comment (as
    `dsl.sets.read_cards_file` tells a header from the lines below it): the lines before the
    first one, then one block per such line with the lines below it."""
    starts = [0]
    pos = 0
    for line in text.split("\n"):
        if pos and line and line[0] not in " \t":
            stripped = line.strip()
            if stripped and not stripped.startswith("#"):
                starts.append(pos)
        pos += len(line) + 1
    starts.append(len(text))
    for a, b in zip(starts, starts[1:]):
        if b > a or a == 0:
            yield text[a:b], a


def _extent(rc: RawCard) -> tuple[int, int]:
    los = [rc.span.start]
    his = [rc.span.end]
    for _, sp in list(rc.stats.values()) + list(rc.fields.values()):
        if sp is not None:
            los.append(sp.start)
            his.append(sp.end)
    for ch in rc.chunks:
        los.append(ch.file_offset(0))
        his.append(ch.file_offset(max(len(ch.text) - 1, 0)))
    if rc.text_cell is not None:
        los.append(rc.text_cell[0])
        his.append(rc.text_cell[1])
    return min(los), max(his)


def _shifted(rc: RawCard, by: int) -> RawCard:
    def sp(x: Span) -> Span:
        return x.shift(by)
    return attrs.evolve(
        rc, span=sp(rc.span),
        stats={k: (v, sp(s)) for k, (v, s) in rc.stats.items()},
        fields={k: (v, sp(s) if s is not None else s) for k, (v, s) in rc.fields.items()},
        chunks=[Chunk(c.text, c.base + by, [o + by for o in c.offsets] if c.offsets is not None else None)
                for c in rc.chunks],
        text_cell=(rc.text_cell[0] + by, rc.text_cell[1] + by) if rc.text_cell is not None else None,
        repeated=[(k, sp(s)) for k, s in rc.repeated])


def _changed_words(old, new) -> set[str] | None:
    """The first words (lower case) of the names that differ between two name tables (a
    card's name changed: its prefixes too), or None when every card must be checked."""
    if old is None or new is None or old.specials != new.specials:
        return None
    names = set()
    for a, b in ((old.cards, new.cards), (old.subtypes, new.subtypes), (old.factions, new.factions),
                 (old.prefixes, new.prefixes)):
        names |= a ^ b
    words = _first_words(names)
    return None if "" in words else words


def _mentions(text: str, words: set[str]) -> bool:
    low = fold(text).lower()
    return any(w in low for w in words)


__all__ = ["SetModel", "Card", "shift"]


def _language_line(text: str) -> str:
    """The language a `.cards` text's `language` line names ("en" without one), as
    `dsl.sets.read_cards_file` reads it."""
    for line in text.split("\n"):
        words = line.split()
        if line[:1] not in (" ", "\t") and len(words) == 2 and words[0] == "language":
            return words[1].lower()
        if line.startswith("card"):
            break
    return "en"
