"""Vocabulary a set declares in its own file: counters, card types, subtypes and keywords.

A designer adds words to the language without touching code, with lines at column 0 of a
`.cards` file (anywhere after `ruleset`, before or between cards):

    counter "stasis"
    type "character" as minion
    subtype "Spy"
    keyword "Stalwart": This minion cannot be moved.

- `counter "NAME"`: a new counter. "Place a stasis counter on a minion", "Remove a stasis
  counter from …", "minions with a stasis counter" then read it like the ruleset's own.
- `type "WORD" as TYPE`: a second word for one of the ruleset's card types. A card whose header
  says `character` is a minion for every rule (its required stats, how it is played); in text
  `character(s)` means what `minion(s)` means. The compiled card keeps the printed word in its
  `header` (`"type": "character"`) and has the rules type as its `type`.
- `subtype "NAME"`: a subtype the text may name even when no card of the file prints it.
- `keyword "NAME": SENTENCE`: a keyword ability defined by a sentence. An ability line that is
  only the keyword (`Stalwart` or `Stalwart.`), or the keyword among a header's fields, means
  the sentence; it is checked, lowered and word-accounted as if written on the card (its span,
  and what a trace quotes, is the sentence in the declaration), and once at the declaration
  itself (`dsl.check_source`), so an unused keyword is checked too.

In a spreadsheet the same declarations are rows whose `type` cell is `counter`, `type`,
`subtype` or `keyword`: the `name` cell holds the declared name and the `text` cell what
follows the name in a `.cards` file (`as minion` for a type, the sentence for a keyword).

Checked like everything else: a malformed line is E104, a name declared twice or already a word
of the ruleset is E306, a type declared as an unknown type is E202, and a keyword's sentence
gets every check an ability gets. The runtime never needs this module: a compiled set carries
the declared counters (`CompiledSet.declared`), declared types compile to their rules type and
keywords to their abilities.
"""

from __future__ import annotations

import re

import attrs

from runtime.ruleset import Ruleset

from . import codes
from .diagnostics import Diagnostic, error
from .lexer import plural, split_words
from .source import Span

FORMS = ("counter", "type", "subtype", "keyword")
_LINE = re.compile(r"(?P<form>[A-Za-z]+)[ \t]+(?P<name>\"(?:[^\"\\\n]|\\.)*\")(?P<rest>.*)\Z")
_SHAPES = {
    "counter": 'counter "NAME"',
    "type": 'type "WORD" as TYPE',
    "subtype": 'subtype "NAME"',
    "keyword": 'keyword "NAME": SENTENCE',
}


@attrs.frozen
class Declaration:
    form: str                       # one of FORMS
    name: str                       # as written (a keyword's or subtype's capitals kept)
    span: Span                      # the whole declaration
    name_span: Span
    base: str = ""                  # a type's rules type ("minion")
    base_span: Span | None = None
    text: str = ""                  # a keyword's sentence
    text_base: int = 0              # the file offset of text[0]
    offsets: tuple[int, ...] | None = None   # per-character offsets (a quoted spreadsheet cell)


def is_declaration_line(line: str) -> bool:
    """Whether a line at column 0 is meant as a declaration (its first word is one)."""
    first = line.split(None, 1)[0].lower() if line.strip() else ""
    return first in FORMS


def shapes() -> str:
    return ", ".join(f"`{s}`" for s in _SHAPES.values())


def read_line(line: str, base: int, path: str = "") -> Declaration | Diagnostic:
    """One `.cards` declaration line (starting at file offset `base`)."""
    text = line.rstrip()
    m = _LINE.match(text)
    form = text.split(None, 1)[0].lower()
    whole = Span(base, base + len(text))
    if m is None or m.group("form").lower() != form:
        return error(codes.E104, f"this `{form}` declaration is malformed", whole, path=path,
                     label=f"a {form} declaration reads `{_SHAPES[form]}`",
                     help=f"write it as `{_SHAPES[form]}` (the name in double quotes)")
    name = re.sub(r"\\(.)", r"\1", m.group("name")[1:-1]).strip()
    name_span = Span(base + m.start("name"), base + m.end("name"))
    rest, rest_at = m.group("rest"), base + m.start("rest")
    return _declaration(form, name, whole, name_span, rest, rest_at, None, path)


def from_row(form: str, name: str, name_span: Span, text: str, text_at: int,
             offsets: list[int] | None, path: str = "") -> Declaration | Diagnostic:
    """A spreadsheet row declaring `form` (its `type` cell): the name cell and the text cell."""
    if not name.strip():
        return error(codes.E104, f"this `{form}` declaration has no name", name_span, path=path,
                     help="write the declared name in the `name` cell")
    if form == "keyword":
        sentence = text.strip()
        if not sentence:
            return error(codes.E104, "a keyword declaration gives the sentence the keyword stands for",
                         name_span, path=path, help="write the keyword's sentence in the `text` cell")
        lead = len(text) - len(text.lstrip())
        if offsets:
            offs = tuple(offsets[lead:lead + len(sentence)])
            return Declaration(form, name.strip(), name_span, name_span, text=sentence, text_base=offs[0],
                               offsets=offs)
        return Declaration(form, name.strip(), name_span, name_span, text=sentence, text_base=text_at + lead)
    return _declaration(form, name.strip(), name_span, name_span, text, text_at, None, path)


def _declaration(form: str, name: str, whole: Span, name_span: Span, rest: str, rest_at: int,
                 offsets: list[int] | None, path: str) -> Declaration | Diagnostic:
    if not name:
        return error(codes.E104, f"this `{form}` declaration has no name", name_span, path=path,
                     help=f"write it as `{_SHAPES[form]}`")
    stripped = rest.strip()
    lead = len(rest) - len(rest.lstrip())
    if form in ("counter", "subtype"):
        if stripped:
            at = Span(rest_at + lead, rest_at + len(rest.rstrip()))
            return error(codes.E104, f"unexpected `{stripped}` after the {form}'s name", at, path=path,
                         help=f"a {form} declaration reads `{_SHAPES[form]}`")
        return Declaration(form, name, whole, name_span)
    if form == "type":
        m = re.fullmatch(r"as[ \t]+(?P<base>[A-Za-z][\w \t-]*)", stripped, re.IGNORECASE)
        if m is None:
            at = Span(rest_at + lead, rest_at + len(rest.rstrip())) if stripped else name_span
            return error(codes.E104, "a declared type says which card type it behaves as", at, path=path,
                         label="expected `as TYPE`", help='write it as `type "character" as minion`')
        b = rest_at + lead + m.start("base")
        base_word = " ".join(m.group("base").split())
        return Declaration(form, name, whole, name_span, base=base_word.lower(),
                           base_span=Span(b, b + len(m.group("base").rstrip())))
    # keyword
    if not stripped.startswith(":") or not stripped[1:].strip():
        at = Span(rest_at + lead, rest_at + len(rest.rstrip())) if stripped else name_span
        return error(codes.E104, "a keyword declaration gives the sentence the keyword stands for", at,
                     path=path, label="expected `: SENTENCE`",
                     help='write it as `keyword "Stalwart": This minion cannot be moved.`')
    colon = rest.index(":")
    body = rest[colon + 1:]
    skip = len(body) - len(body.lstrip())
    sentence = body.strip()
    start = colon + 1 + skip
    if offsets is not None:
        offs = tuple(offsets[start:start + len(sentence)])
        return Declaration(form, name, whole, name_span, text=sentence, text_base=offs[0] if offs else rest_at,
                           offsets=offs)
    return Declaration(form, name, whole, name_span, text=sentence, text_base=rest_at + start)


@attrs.define
class Declared:
    """The declarations of one file, once checked against its ruleset (`check`)."""

    items: list[Declaration] = attrs.Factory(list)
    counters: tuple[str, ...] = ()
    types: dict[str, str] = attrs.Factory(dict)            # printed word -> rules type
    subtypes: tuple[str, ...] = ()
    keywords: dict[str, Declaration] = attrs.Factory(dict)  # lower-case name -> declaration

    def __bool__(self) -> bool:
        return bool(self.items)

    def check(self, rs: Ruleset, path: str) -> list[Diagnostic]:
        """Fill the tables from the declarations that are sound; the others are diagnostics."""
        diags: list[Diagnostic] = []
        taken: dict[tuple[str, str], Declaration] = {}
        known = _ruleset_words(rs)
        for d in self.items:
            key = d.name.lower()
            group = "subtype" if d.form == "subtype" else "word"
            if (group, key) in taken:
                first = taken[(group, key)]
                diags.append(error(codes.E306, f"`{d.name}` is declared twice", d.name_span, path=path,
                                   label=f"also declared as a {first.form}",
                                   help="keep one declaration of each name"))
                continue
            if d.form != "subtype" and key in known:
                diags.append(error(codes.E306, f"`{d.name}` is already a {known[key]} of {rs.title}",
                                   d.name_span, path=path,
                                   help=f"use the ruleset's {known[key]} as it is, or declare another name"))
                continue
            if d.form == "type":
                base = rs.card_type(d.base)
                if base is None:
                    from difflib import get_close_matches
                    names = [t.name for t in rs.card_types]
                    close = get_close_matches(d.base, names, n=1, cutoff=0.6)
                    diags.append(error(codes.E202, f"unknown card type `{d.base}`", d.base_span or d.span,
                                       path=path, help=(f"did you mean `{close[0]}`? " if close else "")
                                       + f"card types of {rs.title}: {', '.join(names)}"))
                    continue
                self.types[key] = base.name
            elif d.form == "counter":
                if any(c in "+-" for c in key[:1]) or not split_words(key):
                    diags.append(error(codes.E104, f"`{d.name}` cannot be a counter's name", d.name_span,
                                       path=path, help="name a counter with words: `counter \"stasis\"`"))
                    continue
                self.counters += (key,)
            elif d.form == "subtype":
                self.subtypes += (d.name,)
            else:
                self.keywords[key] = d
            taken[(group, key)] = d
        return diags

    def ruleset(self, rs: Ruleset) -> Ruleset:
        """The ruleset with the declared counters (what lowering and the checks read)."""
        if not self.counters:
            return rs
        return attrs.evolve(rs, counters=rs.counters + self.counters)

    def classes(self) -> dict[tuple[str, ...], str]:
        """Word tuples -> open class for the lexer: a counter's name alone and with `counter(s)`
        ("a stasis counter" is one COUNTER word), a type's word and its plural."""
        out: dict[tuple[str, ...], str] = {}
        for c in self.counters:
            w = split_words(c)
            for form in (w, w[:-1] + (plural(w[-1]),), w + ("counter",), w + ("counters",)):
                out.setdefault(form, "COUNTER")
        for t in self.types:
            w = split_words(t)
            out.setdefault(w, "KIND")
            out.setdefault(w[:-1] + (plural(w[-1]),), "KIND")
        return out

    def type_words(self) -> tuple[tuple[str, str], ...]:
        """(word, rules type) for lowering, plurals included."""
        out = []
        for t, base in self.types.items():
            out += [(t, base), (plural(t), base)]
        return tuple(out)

    def keyword_for(self, text: str) -> Declaration | None:
        """The declared keyword a whole ability line is ("Stalwart", "Stalwart."), or None."""
        if not self.keywords:
            return None
        return self.keywords.get(text.strip().rstrip(".").strip().lower())


def _ruleset_words(rs: Ruleset) -> dict[str, str]:
    """The ruleset's own words a declaration may not take: lower-case word -> what it is."""
    out: dict[str, str] = {}
    for t in rs.card_types:
        out.setdefault(t.name, "card type")
    for a in rs.kind_aliases:
        out.setdefault(a, "card type")
    for c in rs.counters:
        out.setdefault(c, "counter")
    for k in rs.keywords:
        out.setdefault(k, "keyword")
    for s in rs.stats:
        out.setdefault(s.name, "stat")
    for z in rs.zones:
        out.setdefault(z, "zone")
    for r in rs.resources:
        out.setdefault(r, "resource")
    for lab in rs.labels:
        out.setdefault(lab, "label")
    out.setdefault("card", "card type")
    return out


def declared_of(items: list[Declaration]) -> Declared:
    return Declared(items=list(items))


__all__ = ["Declaration", "Declared", "FORMS", "read_line", "from_row", "is_declaration_line", "declared_of",
           "shapes"]
