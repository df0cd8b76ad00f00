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
               pending: list | None = None, shown: int | None = 12) -> tuple[Any, Diagnostic | None]:
    """Parse one ability: (its AST, built while parsing, None) or (None, a diagnostic).
    With `pending`, a syntax error is not diagnosed yet: (None, None) is returned and
    `(unit, error, tokens)` appended, for `diagnose` once the file's accepted sentences are
    known (check_source: the expected words ranked, the nearest accepted wording). `shown`: how
    many expected words a syntax error lists (None: all, for a surface that translates them)."""
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
        if pending is not None and isinstance(e, UnexpectedToken):
            pending.append((unit, e, toks))
            return None, None
        return None, from_lark(e, toks, path, vocab, limit=shown)


def diagnose(unit: Unit, err: UnexpectedInput, toks: list[Token], path: str, vocab: Vocabulary | None,
             suggest: Any = None) -> Diagnostic:
    """The diagnostic of a syntax error `parse_unit` left pending, taught by `suggest`."""
    if suggest is not None:
        suggest.for_unit(unit.span.start, unit.span.end)
    return from_lark(err, toks, path, vocab, suggest)


def candidates(expected_terms, vocab: Vocabulary | None, suggest: Any = None) -> list[str]:
    """The words the grammar accepts at this point: its keywords, and the ruleset's words of
    each open class it accepts (card types, stats, zones …); with `suggest`, never a word of
    another game."""
    if suggest is not None:
        return sorted(w for w in suggest.words(list(expected_terms)) if w and w[0].isalpha())
    out = {_WORD_OF.get(t) for t in expected_terms} - {None}
    if vocab is not None:
        classes = {t for t in expected_terms if t in _CLASS_WORDS}
        if classes:
            out |= {w for w, cls in vocab.single.items() if cls in classes}
            out |= {" ".join(k) for k, cls in vocab.classes.items() if cls in classes and len(k) > 1}
    return sorted(w for w in out if w and w[0].isalpha())


def expected_list(expected_terms: list[str], prev: str, suggest: Any = None, limit: int | None = 12) -> str:
    """"expected …": the accepted words, most likely first (`suggest`), words before
    punctuation, at most `limit` (None: all, for a surface that translates the list)."""
    terms = [t for t in expected_terms if t != "WORD"]
    if suggest is not None:
        terms = suggest.rank(terms, prev)
    else:
        terms = sorted(terms, key=lambda t: (describe(t)[1:2] in "!(),.:;+-", describe(t)))
    shown: list[str] = []
    for t in terms:
        d = describe(t)
        if d not in shown:
            shown.append(d)
    return ", ".join(shown[:limit]) + (", …" if limit is not None and len(shown) > limit else "")


def _teach(err: UnexpectedToken, toks: list[Token], suggest: Any, guess: str | None) -> str | None:
    """The help of a syntax error: the spelling guessed, the nearest wordings the grammar
    accepts, and the nearest accepted sentence of the set."""
    parts = [f"did you mean `{guess}`?"] if guess else []       # (alone, as it always was)
    if suggest is not None:
        fixed = suggest.repairs(err, toks)
        if fixed:
            parts.append("the grammar accepts " + " or ".join(f"`{f}`" for f in fixed))
        unit = suggest._unit_text
        near = suggest.nearest_sentence(unit[1], unit[1] + len(unit[0])) if unit else None
        if near is not None and near[0] not in fixed:
            parts.append(f"this set accepts `{' '.join(near[0].split())}` ({near[1]})")
    out = parts[0] if parts else ""
    for part in parts[1:]:
        out += (" " if out.endswith("?") else "; ") + part
    return out or None


def from_lark(err: UnexpectedInput, toks: list[Token], path: str, vocab: Vocabulary | None = None,
              suggest: Any = None, limit: int | None = 12) -> Diagnostic:
    if not isinstance(err, UnexpectedToken):   # pragma: no cover - the list lexer never fails
        return error(codes.I901, f"parser failure: {err}", Span(0, 0), path=path)
    tok = err.token
    _fill_word_of()
    expected_terms = sorted(err.accepts or err.expected)
    at = next((i for i, t in enumerate(toks) if t is tok), len(toks))
    prev = toks[at - 1].type if 0 < at <= len(toks) else "^"
    shown = expected_list(expected_terms, prev, suggest, limit)
    if tok.type == "$END" or (tok.type == "_DOT" and tok.value == ""):
        pos = toks[-1].end_pos if toks else 0
        if tok.type == "_DOT":
            pos = tok.start_pos
        return error(codes.E102, "the sentence ends too early", Span(pos, pos),
                     label="expected " + shown, path=path, help=_teach(err, toks, suggest, None))
    if tok.value == "" and at + 1 < len(toks):
        # a zero-width token the lexer understood (a left-out comma, a noun after "another"): the
        # word the reader sees there is the next one
        tok = toks[at + 1]
    span = Span(tok.start_pos, tok.end_pos)
    if tok.type == "WORD":
        close = difflib.get_close_matches(tok.value.lower(), candidates(expected_terms, vocab, suggest), n=3, cutoff=0.6)
        return error(codes.E103, f"unknown word `{visible(tok.value)}`", span, label="expected " + shown,
                     path=path, help=_teach(err, toks, suggest, close[0] if close else None))
    # a real word in the wrong place: say what fits here, but do not guess a spelling
    return error(codes.E101, f"unexpected `{visible(tok.value)}`", span, label="expected " + shown, path=path,
                 help=_teach(err, toks, suggest, None))


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


__all__ = ["Unit", "split_units", "parse_unit", "diagnose", "chunk_units", "describe", "NUMBER_WORDS"]
