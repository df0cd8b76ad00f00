"""Stage 2, parse: ability text -> one Lark tree per ability unit, errors -> diagnostics.

Recovery is by unit: a card's text is split into abilities at their labels ("Ongoing:",
"Talent:", "Recruit:" …) and at line breaks, and each unit is parsed on its own, so a broken
ability yields one diagnostic and every other ability still yields a tree.
"""

from __future__ import annotations

import difflib
from typing import Any

import attrs
from lark import Token
from lark.exceptions import UnexpectedInput, UnexpectedToken

from . import codes
from .diagnostics import Diagnostic, error, visible
from .grammar import keyword_table, load_building_parser
from .lexer import NUMBER_WORDS, TokenStream, Vocabulary, tokenize
from .source import Span

MAX_UNIT_CHARS = 2000
MAX_UNIT_TOKENS = 400
_ENDS = ("_DOT", "_BANG")

# What an open-class terminal is called in "expected …" lists.
_CLASS_WORDS = {
    "INT": "a number", "NUMWORD": "a number", "KIND": "a card type", "KIND_POSS": "a card type's",
    "STAT": "a stat", "ZONE": "a zone", "RESOURCE": "a resource", "COUNTER": "a counter",
    "LABEL": "a label", "NAME": "a card name", "NAME_POSS": "a card name's", "QUOTED": "a quoted name",
    "_BIGOR": "`OR`", "$END": "end of text",
}


@attrs.frozen
class Unit:
    """One ability's tokens; `span` covers its text in the source file."""

    tokens: tuple[Token, ...]
    span: Span


def split_units(tokens: list[Token], chunk_span: Span) -> list[Unit]:
    """Split a chunk's tokens at ability labels that start a sentence."""
    units: list[Unit] = []
    start = 0
    for i, t in enumerate(tokens):
        if (i > start and t.type == "LABEL" and i + 1 < len(tokens) and tokens[i + 1].type == "_COLON"
                and tokens[i - 1].type in _ENDS):
            units.append(_unit(tokens[start:i]))
            start = i
    if start < len(tokens):
        units.append(_unit(tokens[start:]))
    return units


def _unit(toks: list[Token]) -> Unit:
    return Unit(tuple(toks), Span(toks[0].start_pos, toks[-1].end_pos))


_WORD_OF: dict[str, str] = {}


def _fill_word_of(locale: str = "en") -> None:
    if not _WORD_OF:
        _WORD_OF.update({name: word for word, name in keyword_table(locale).items()})


def describe(term: str, locale: str = "en") -> str:
    if term in _CLASS_WORDS:
        return _CLASS_WORDS[term]
    _fill_word_of(locale)
    word = _WORD_OF.get(term)
    return f"`{word}`" if word is not None else term.lower().strip("_")


def parse_unit(unit: Unit, path: str = "", vocab: Vocabulary | None = None,
               shown: int | None = 12) -> tuple[Any, Diagnostic | None]:
    """Parse one ability: (its AST, built while parsing, None) or (None, a diagnostic)."""
    toks = list(unit.tokens)
    if unit.span.end - unit.span.start > MAX_UNIT_CHARS or len(toks) > MAX_UNIT_TOKENS:
        return None, error(codes.E105, "ability text is too long to be one ability",
                           Span(unit.span.start, min(unit.span.end, unit.span.start + 40)),
                           label=f"{len(toks)} words", path=path,
                           help="put one ability per line; no printed ability is this long")
    if toks[-1].type not in _ENDS and not (toks[-1].type == "_RPAR" and len(toks) > 1 and toks[-2].type in _ENDS):
        # printed cards often drop the final period (a reminder "(… .)" has its own)
        end = toks[-1].end_pos
        toks.append(Token("_DOT", "", end, 0, 0, 0, 0, end))
    for t in toks:
        if t.value == '"':   # a quote the lexer could not pair on its line
            return None, error(codes.E106, "unclosed quote", Span(t.start_pos, t.end_pos), path=path,
                               label="this quote is never closed on its line",
                               help='close the quote with `"` (or remove it)')
    try:
        return load_building_parser().parse(TokenStream(toks), start="ability"), None
    except UnexpectedInput as e:
        return None, from_lark(e, toks, path, vocab, shown)


def candidates(expected_terms, vocab: Vocabulary | None) -> list[str]:
    """The words the grammar accepts at this point: its keywords, and the ruleset's words of
    each open class it accepts (card types, stats, zones …)."""
    out = {_WORD_OF.get(t) for t in expected_terms} - {None}
    if vocab is not None:
        classes = {t for t in expected_terms if t in _CLASS_WORDS}
        if classes:
            out |= {w for w, cls in vocab.single.items() if cls in classes}
            out |= {" ".join(k) for k, cls in vocab.classes.items() if cls in classes and len(k) > 1}
    return sorted(w for w in out if w and w[0].isalpha())


def from_lark(err: UnexpectedInput, toks: list[Token], path: str, vocab: Vocabulary | None = None,
              limit: int | None = 12) -> Diagnostic:
    """A parse error as a diagnostic; `limit` words of what was expected are listed (None: all,
    for a surface that translates the list, dsl/ru/messages.py)."""
    if not isinstance(err, UnexpectedToken):   # pragma: no cover - the list lexer never fails
        return error(codes.I901, f"parser failure: {err}", Span(0, 0), path=path)
    tok = err.token
    _fill_word_of()
    expected_terms = sorted(err.accepts or err.expected)
    expected = sorted({describe(t) for t in expected_terms if t != "WORD"})
    shown = ", ".join(expected[:limit]) + (", …" if limit is not None and len(expected) > limit else "")
    if tok.type == "$END" or (tok.type == "_DOT" and tok.value == ""):
        pos = toks[-1].end_pos if toks else 0
        if tok.type == "_DOT":
            pos = tok.start_pos
        return error(codes.E102, "the sentence ends too early", Span(pos, pos),
                     label="expected " + shown, path=path)
    span = Span(tok.start_pos, tok.end_pos)
    if tok.type == "WORD":
        close = difflib.get_close_matches(tok.value.lower(), candidates(expected_terms, vocab), n=3, cutoff=0.6)
        return error(codes.E103, f"unknown word `{visible(tok.value)}`", span, label="expected " + shown,
                     path=path, help=f"did you mean `{close[0]}`?" if close else None)
    # a real word in the wrong place: say what fits here, but do not guess a spelling
    return error(codes.E101, f"unexpected `{visible(tok.value)}`", span, label="expected " + shown, path=path)


def chunk_units(text: str, base: int, vocab: Vocabulary, offsets: list[int] | None = None) -> list[Unit]:
    """Tokenize one chunk of ability text and split it into units. `offsets` maps each
    character of `text` to its file offset when the text is not a contiguous slice of the
    file (a quoted spreadsheet cell with doubled quotes)."""
    if offsets is None:
        toks = tokenize(text, vocab, base)
    else:
        toks = tokenize(text, vocab, 0)
        last = len(offsets)
        for t in toks:
            s, e = t.start_pos, t.end_pos
            t.start_pos = offsets[s] if s < last else (offsets[-1] + 1 if offsets else base)
            t.end_pos = (offsets[e - 1] + 1) if 0 < e <= last else t.start_pos
    if not toks:
        return []
    return split_units(toks, Span(toks[0].start_pos, toks[-1].end_pos))


__all__ = ["Unit", "split_units", "parse_unit", "chunk_units", "describe", "NUMBER_WORDS"]
