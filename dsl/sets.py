"""Set files: `.cards` text and `.csv` / `.tsv` spreadsheets -> raw cards with exact offsets.

A `.cards` file:

    # a comment (whole line)
    ruleset smashup

    card "Lab Rat": minion (Scientist), power 2, faction Gear Tinkers
      You may draw a card.
      Ongoing: This minion has +1 power.

Header lines start at column 0; ability lines are indented, one ability per line (a line
holding several abilities is split at their labels). A spreadsheet has a header row with at
least `name` and `text`; see `SPREADSHEET_COLUMNS` for what each column means.
"""

from __future__ import annotations

import difflib
import re

import attrs
from lark import Token, Tree
from lark.exceptions import UnexpectedInput

from runtime.ruleset import RULESETS, Ruleset

from . import codes, declared
from .diagnostics import Diagnostic, error, visible
from .grammar import keyword_table, load_building_parser
from .lexer import TokenStream, fold, new_token
from .source import SourceFile, Span

# Columns a spreadsheet may have besides the ruleset's stat columns. Any other column is
# reported once (warning W001) and ignored: spreadsheets often carry ids and notes.
SPREADSHEET_COLUMNS = ("name", "type", "text", "ruleset", "subtypes", "faction", "keywords", "language")
LANGUAGES = ("en", "ru")
NOTES_MARKER = re.compile(r"(?:^|(?<=[.!?\"]\s)|(?<=[.!?\"]))\s*Clarifications:", re.IGNORECASE)
MAX_CARDS_PER_FILE = 200_000
WORD_VALUED_FIELDS = ("element", "faction")
# header fields that are keywords with a number ("armour 2"), of any ruleset
VALUED_KEYWORDS = frozenset(k for r in RULESETS.values() for k in r.valued_keywords)


@attrs.define
class Chunk:
    """A piece of ability text and where each of its characters is in the file."""

    text: str
    base: int                       # offset of text[0] in the file
    offsets: list[int] | None = None   # per-character file offsets when not contiguous

    def file_offset(self, i: int) -> int:
        if self.offsets is None:
            return self.base + i
        if i >= len(self.offsets):
            return (self.offsets[-1] + 1) if self.offsets else self.base
        return self.offsets[i]


@attrs.define
class RawCard:
    name: str
    type: str
    span: Span                      # the header (or the row's name cell)
    line: int
    subtypes: tuple[str, ...] = ()
    stats: dict[str, tuple[str, Span]] = attrs.field(factory=dict)
    keywords: tuple[str, ...] = ()
    fields: dict[str, tuple[str, Span]] = attrs.field(factory=dict)  # unknown header fields
    chunks: list[Chunk] = attrs.field(factory=list)
    notes: list[str] = attrs.field(factory=list)
    text_cell: tuple[int, int] | None = None   # spreadsheets: the text cell as written, quotes included
    repeated: list[tuple[str, Span]] = attrs.field(factory=list)   # a field given twice (E302 / E203)
    printed_type: str = ""          # a type the set declared ("character"); `type` is then its rules type
    declared_keywords: tuple[str, ...] = ()   # header keywords the set declared (their sentences are chunks)


@attrs.define
class RawSet:
    source: SourceFile
    ruleset: Ruleset | None
    cards: list[RawCard]
    diagnostics: list[Diagnostic]
    comments: list[tuple[int, str]] = attrs.field(factory=list)   # (line, text)
    declarations: list = attrs.field(factory=list)   # dsl.declared.Declaration, in file order
    language: str = "en"            # the set's surface: "en", or "ru" (Berserk as printed; dsl/ru/)


# ------------------------------------------------------------------ .cards files
_HDR_TOKEN = re.compile(r"""(?P<quoted>"(?:[^"\\\n]|\\.)*")|(?P<value>\d+(?:[-/]\d+)*)|(?P<word>[^\W\d_][\w'\-.]*)|(?P<punct>[:,()])|(?P<space>[ \t]+)|(?P<other>.)""")


def _header_tokens(line: str, base: int, language: str = "en") -> list[Token] | Diagnostic:
    kw = keyword_table()
    if language == "ru":
        from .ru.sets import HEADER_WORDS
    else:
        HEADER_WORDS = {}
    toks: list[Token] = []
    for m in _HDR_TOKEN.finditer(line):
        g, v, s, e = m.lastgroup, m.group(), base + m.start(), base + m.end()
        if g == "space":
            continue
        if g == "other":
            if v == '"':
                return error(codes.E104, "unterminated quote in card header", Span(s, base + len(line)),
                             label="the card name starts here but has no closing `\"`",
                             help='close the name with `"`: card "Name": type')
            return error(codes.E104, f"unexpected `{visible(v)}` in card header", Span(s, e),
                         help='a header reads: card "Name": type (Subtype), stat N, keyword')
        if g == "word":
            low = v.lower()
            if low in HEADER_WORDS and not (toks and toks[-1].type == "_LPAR"):    # карта, существо, стоимость …
                v = low = HEADER_WORDS[low]
            typ = "_CARD_KW" if (not toks and low == "card") else "_RULESET_KW" if (not toks and low == "ruleset") else "WORD"
        elif g == "value":
            typ = "INT"
        elif g == "quoted":
            typ = "QUOTED"
        else:
            typ = kw[v]
        toks.append(new_token(typ, v, s, 0, 0, 0, 0, e))
    return toks


def _parse_line(tokens: list[Token], start: str):
    """The tree of a header (`start` "header") or ruleset line, as the grammar's rules of that
    name build it (grammar/en.lark: header, type_line, subtype, field, ruleset_line). A line of
    the usual shape is read here, token by token (one Lark parse per card header cost ~10% of a
    check); any other line is left to Lark, which builds it or says where it goes wrong."""
    tree = _read_header(tokens) if start == "header" else _read_ruleset_line(tokens)
    return tree if tree is not None else load_building_parser().parse(TokenStream(tokens), start=start)


def _read_ruleset_line(toks: list[Token]) -> Tree | None:
    """`ruleset_line: _RULESET_KW WORD`; None: not that shape."""
    if len(toks) == 2 and toks[0].type == "_RULESET_KW" and toks[1].type == "WORD":
        return Tree("ruleset_line", [toks[1]])
    return None


def _read_header(toks: list[Token]) -> Tree | None:
    """`header: _CARD_KW QUOTED _COLON type_line (_COMMA field)*`, `type_line: WORD+ [_LPAR subtype
    (_COMMA subtype)* _RPAR]`, `subtype: WORD+`, `field: WORD+ [field_value]`, `field_value: INT |
    QUOTED`: the tree Lark builds for it (keyword tokens left out, a placeholder None for each
    part of an absent `[…]`); None: not that shape (Lark reads it, or says what is wrong)."""
    n = len(toks)
    if n < 4 or toks[0].type != "_CARD_KW" or toks[1].type != "QUOTED" or toks[2].type != "_COLON":
        return None
    i = 3
    kids: list = []
    while i < n and toks[i].type == "WORD":
        kids.append(toks[i])
        i += 1
    if not kids:
        return None
    if i < n and toks[i].type == "_LPAR":
        i += 1
        while True:
            words = []
            while i < n and toks[i].type == "WORD":
                words.append(toks[i])
                i += 1
            if not words or i == n:
                return None
            kids.append(Tree("subtype", words))
            i += 1
            if toks[i - 1].type == "_RPAR":
                break
            if toks[i - 1].type != "_COMMA":
                return None
    else:
        kids += [None, None, None]      # the placeholders of `[_LPAR subtype … _RPAR]`
    out = [toks[1], Tree("type_line", kids)]
    while i < n:
        if toks[i].type != "_COMMA":
            return None
        i += 1
        words = []
        while i < n and toks[i].type == "WORD":
            words.append(toks[i])
            i += 1
        if not words:
            return None
        if i < n and toks[i].type in ("INT", "QUOTED"):
            words.append(toks[i])
            i += 1
        else:
            words.append(None)
        out.append(Tree("field", words))
    return Tree("header", out)


def _unquote(q: str) -> str:
    return re.sub(r"\\(.)", r"\1", q[1:-1])


def read_cards_file(src: SourceFile, ruleset_override: str | None = None, language: str = "en") -> RawSet:
    """The headers and ability lines of a `.cards` file; `language`: the surface it is written in
    until a `language` line says otherwise (a part of a file read alone: the language server)."""
    diags: list[Diagnostic] = []
    cards: list[RawCard] = []
    comments: list[tuple[int, str]] = []
    decls: list = []
    ruleset: Ruleset | None = None
    ruleset_seen = False
    current: RawCard | None = None
    skipping = False        # ability lines under a header that was already reported as broken
    pos = 0
    for lineno, line in enumerate(src.text.split("\n"), start=1):
        base = pos
        pos += len(line) + 1
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            comments.append((lineno, line))
            continue
        if line[0] in " \t":
            if current is None and skipping:
                continue
            if current is None:
                diags.append(error(codes.E104, "ability text before any card header",
                                   Span(base + len(line) - len(line.lstrip()), base + len(line)),
                                   path=src.path, help='start the card with a header: card "Name": type'))
                continue
            indent = len(line) - len(line.lstrip())
            text = line[indent:].rstrip()
            _add_text(current, text, base + indent)
            continue
        if declared.is_declaration_line(line):
            current, skipping = None, False
            d = declared.read_line(line, base, src.path)
            (diags if isinstance(d, Diagnostic) else decls).append(d)
            continue
        words = stripped.split()
        if words[0] == "language" and not cards:
            # `language ru`: the whole file is written in that language (docs/language.md)
            at = Span(base + line.index(words[0]), base + len(line.rstrip()))
            if len(words) == 2 and words[1].lower() in LANGUAGES:
                language = words[1].lower()
            else:
                diags.append(error(codes.E104, f"unknown language `{visible(' '.join(words[1:]))}`", at, path=src.path,
                                   help=f"a set is written in one of: {', '.join(LANGUAGES)} (`language ru`)"))
            continue
        toks = _header_tokens(line, base, language)
        if isinstance(toks, Diagnostic):
            diags.append(attrs.evolve(toks, path=src.path))
            current, skipping = None, True
            continue
        first = toks[0].type if toks else ""
        try:
            if first == "_RULESET_KW":
                tree = _parse_line(toks, "ruleset_line")
                name = tree.children[0].value.lower()
                ruleset_seen = True
                if name not in RULESETS:
                    diags.append(error(codes.E004, f"unknown ruleset `{name}`", Span(toks[1].start_pos, toks[1].end_pos),
                                       path=src.path, help=f"known rulesets: {', '.join(sorted(RULESETS))}"))
                elif ruleset is None:
                    ruleset = RULESETS[name]
                continue
            if first != "_CARD_KW":
                raise _NotHeader()
            tree = _parse_line(toks, "header")
        except (_NotHeader, UnexpectedInput) as e:
            tok = getattr(e, "token", None)
            at = Span(tok.start_pos, tok.end_pos) if tok is not None and tok.type != "$END" else Span(base, base + len(line.rstrip()))
            diags.append(_not_a_header(line, base, at, src.path, ruleset))
            current, skipping = None, True
            continue
        current, skipping = _card_from_header(tree, base, lineno, line), False
        cards.append(current)
        if len(cards) > MAX_CARDS_PER_FILE:
            diags.append(error(codes.E105, f"more than {MAX_CARDS_PER_FILE} cards in one file", current.span, path=src.path))
            break
    if ruleset_override:
        ruleset = RULESETS.get(ruleset_override)
    elif not ruleset_seen:
        diags.append(error(codes.E003, "the file does not say which ruleset it follows", Span(0, 0),
                           path=src.path, help="add a first line such as `ruleset smashup`"))
    return RawSet(src, ruleset, cards, diags, comments, decls, language)


def _not_a_header(line: str, base: int, at: Span, path: str, rs: Ruleset | None = None) -> Diagnostic:
    """E104 for a line at column 0 that is no header: a misspelt `card`, `ruleset` or
    declaration word gets its spelling; a header field with spaces between its numbers (`vp
    4 2 1`) is pointed at `hint_field`."""
    first = line.split(None, 1)[0] if line.strip() else ""
    close = difflib.get_close_matches(first.lower(), ["card", "ruleset", *declared.FORMS], n=1, cutoff=0.7)
    help = 'indent ability text; a header reads: card "Name": type (Subtype), stat N'
    if close and close[0] != first.lower():
        help = f"did you mean `{close[0]}`? " + help
    elif first.lower() == "card":
        help = _spaced_numbers_hint(line, rs) or help
    return error(codes.E104, "this line is not a card header", at, path=path,
                 label="a line at column 0 must be `ruleset NAME`, `card \"Name\": …`, a declaration "
                       "(`counter`, `type`, `subtype`, `keyword`) or a `#` comment",
                 help=help)


_SPACED = re.compile(r"^\s*(?P<key>[^\W\d_][\w' ]*?)\s+(?P<nums>\d+(?:\s+\d+)+)\s*$")


def _spaced_numbers_hint(line: str, rs: Ruleset | None) -> str | None:
    """A header field written with spaces between its numbers (`points 4 2 1`): the field it
    is nearest to and its format (`vp 4/2/1`, `dsl.suggest.field_hint`)."""
    head, colon, fields = line.partition(":")
    if not colon:
        return None
    parts = fields.split(",")
    card_type = re.sub(r"\(.*", "", parts[0]).strip().lower()
    given = tuple(p.split()[0].lower() for p in parts[1:] if p.split())
    for part in parts[1:]:
        m = _SPACED.match(part)
        if m is None:
            continue
        nums = m.group("nums").split()
        if rs is None:
            return f"write a field's numbers with `/` between them: `{m.group('key')} {'/'.join(nums)}`"
        from .suggest import field_hint
        return field_hint(rs, m.group("key"), nums, card_type, given) or \
            f"write a field's numbers with `/` between them: `{m.group('key')} {'/'.join(nums)}`"
    return None


class _NotHeader(Exception):
    pass


def _card_from_header(tree, base: int, lineno: int, line: str) -> RawCard:
    name_tok = tree.children[0]
    type_line = tree.children[1]
    type_words = [t.value for t in type_line.children if isinstance(t, Token)]
    subtypes = tuple(" ".join(w.value for w in st.children) for st in type_line.children
                     if not isinstance(st, Token) and st is not None)
    card = RawCard(name=_unquote(name_tok.value).strip(), type=" ".join(type_words).lower(),
                   span=Span(base, base + len(line.rstrip())), line=lineno, subtypes=subtypes)
    keywords = []
    for f in tree.children[2:]:
        words = [t for t in f.children if isinstance(t, Token) and t.type == "WORD"]
        value = f.children[-1]
        last = value if isinstance(value, Token) else words[-1]
        span = Span(words[0].start_pos, last.end_pos)
        if isinstance(value, Token) and value.type == "INT" and " ".join(w.value for w in words).lower() in VALUED_KEYWORDS:
            # "armour 2": a keyword with a number (Ruleset.valued_keywords)
            key = " ".join(w.value for w in words).lower() + " " + value.value
            keywords.append(key)
            card.fields.setdefault("__keyword__" + key, ("", span))
        elif isinstance(value, Token) and value.type in ("INT", "QUOTED"):
            v = _unquote(value.value) if value.type == "QUOTED" else value.value
            key = " ".join(w.value for w in words).lower()
            if key in card.fields:
                card.repeated.append((key, span))     # "power 2, power 3": not the last silently
            card.fields[key] = (v, span)
        elif len(words) > 1 and words[0].value.lower() in WORD_VALUED_FIELDS:
            # "element forest", "faction Gear Tinkers": a field whose value is words
            if words[0].value.lower() in card.fields:
                card.repeated.append((words[0].value.lower(), span))
            card.fields[words[0].value.lower()] = (" ".join(w.value for w in words[1:]), span)
        elif len(words) == 2 and words[1].value in ("X", "x", "Х", "х"):
            # "cost X": a stat printed X (the checker says where that is allowed: BH-X1)
            card.fields[words[0].value.lower()] = (words[1].value, span)
        else:
            key = " ".join(w.value for w in words).lower()
            keywords.append(key)
            card.fields.setdefault("__keyword__" + key, ("", span))
    card.keywords = tuple(keywords)
    return card


def _add_text(card: RawCard, text: str, base: int, offsets: list[int] | None = None) -> None:
    """Add ability text; anything after a 'Clarifications:' marker is a note, not card text."""
    m = NOTES_MARKER.search(fold(text))
    if m:
        card.notes.append(text[m.end():].strip())
        text = text[: m.start()].rstrip()
    if text.strip():
        card.chunks.append(Chunk(text, base, offsets))


# ------------------------------------------------------------------ spreadsheets
def _split_rows(text: str, delim: str) -> tuple[list[list[tuple[str, int, list[int] | None]]], str | None]:
    """RFC 4180 rows with each cell's text, file offset and (for quoted cells) per-char offsets.
    Returns (rows, error) where error names an unterminated quote."""
    rows: list[list[tuple[str, int, list[int] | None]]] = []
    row: list[tuple[str, int, list[int] | None]] = []
    i, n = 0, len(text)
    while i <= n:
        if i < n and text[i] == '"':
            start = i + 1
            buf: list[str] = []
            offs: list[int] = []
            j = start
            while True:
                if j >= n:
                    return rows, f"{i}"
                if text[j] == '"':
                    if j + 1 < n and text[j + 1] == '"':
                        buf.append('"'); offs.append(j); j += 2; continue
                    break
                buf.append(text[j]); offs.append(j); j += 1
            row.append(("".join(buf), start, offs))
            i = j + 1
            # skip to the delimiter (text after a closing quote is kept out)
            while i < n and text[i] not in (delim, "\n"):
                i += 1
        else:
            j = i
            while j < n and text[j] not in (delim, "\n"):
                j += 1
            row.append((text[i:j], i, None))
            i = j
        if i >= n:
            rows.append(row)
            break
        if text[i] == delim:
            i += 1
            if i == n:
                row.append(("", i, None))
                rows.append(row)
                break
            continue
        # newline
        rows.append(row)
        row = []
        i += 1
        if i == n:
            break
    return [r for r in rows if not (len(r) == 1 and r[0][0].strip() == "")], None


def read_spreadsheet(src: SourceFile, ruleset_name: str | None, language: str | None = None) -> RawSet:
    delim = "\t" if src.path.lower().endswith(".tsv") else ","
    diags: list[Diagnostic] = []
    rows, err = _split_rows(src.text, delim)
    if err is not None:
        at = int(err)
        diags.append(error(codes.E002, "unterminated quote: the rest of the file is inside one cell",
                           Span(at, at + 1), path=src.path,
                           help='close the quote, or write a literal quote as `""` inside a quoted cell'))
    if not rows:
        diags.append(error(codes.E002, "the spreadsheet is empty: no header row", Span(0, 0), path=src.path,
                           help="the first row names the columns: name, type, text, and stat columns"))
        return RawSet(src, RULESETS.get(ruleset_name or ""), [], diags)
    header = [(c[0].strip().lower(), c[1]) for c in rows[0]]
    cols = [h for h, _ in header]
    if language is None and "language" in cols and len(rows) > 1 and cols.index("language") < len(rows[1]):
        language = rows[1][cols.index("language")][0].strip().lower() or None   # one language a file
    language = language or "en"
    if language == "ru":
        from .ru.sets import russian_columns
        header = russian_columns(header)
        cols = [h for h, _ in header]
    for i, (h, off) in enumerate(header):
        if h and h in cols[:i]:
            diags.append(error(codes.E002, f"the column `{h}` appears twice in the header row",
                               Span(off, off + len(h)), path=src.path,
                               help="keep one column of each name: which of the two would count is not clear"))
            return RawSet(src, RULESETS.get(ruleset_name or ""), [], diags)
    rs_name = ruleset_name
    ruleset = RULESETS.get(rs_name) if rs_name else None
    missing = [c for c in ("name", "text") if c not in cols]
    if missing:
        diags.append(error(codes.E002, f"the header row has no `{missing[0]}` column",
                           Span(rows[0][0][1], rows[0][-1][1] + len(rows[0][-1][0])), path=src.path,
                           help="name the columns in the first row: name, type, text, and stat columns"))
        return RawSet(src, ruleset, [], diags)
    if "ruleset" in cols and not rs_name and len(rows) > 1:
        idx = cols.index("ruleset")
        if idx < len(rows[1]):
            rs_name = rows[1][idx][0].strip().lower()
            ruleset = RULESETS.get(rs_name)
            if ruleset is None:
                diags.append(error(codes.E004, f"unknown ruleset `{rs_name}`",
                                   Span(rows[1][idx][1], rows[1][idx][1] + len(rows[1][idx][0])),
                                   path=src.path, help=f"known rulesets: {', '.join(sorted(RULESETS))}"))
    if ruleset is None and not rs_name:
        diags.append(error(codes.E003, "a spreadsheet needs a ruleset", Span(0, 0), path=src.path,
                           help="pass `--ruleset NAME` (smashup, berserk) or add a `ruleset` column"))
    stat_names = {s.name for s in ruleset.stats} if ruleset else set()
    for h, off in header:
        if h not in SPREADSHEET_COLUMNS and h not in stat_names:
            diags.append(Diagnostic(code=codes.W001, message=f"unknown column `{h}` is ignored",
                                    primary=_label(Span(off, off + len(h))), path=src.path,
                                    severity=codes.W001.default_severity,
                                    help=_column_hint(ruleset, h) + f"known columns: {', '.join(SPREADSHEET_COLUMNS)}, and stats: {', '.join(sorted(stat_names)) or '(none)'}"))
    cards: list[RawCard] = []
    decls: list = []
    line_of = src.line_col
    for r in rows[1:]:
        first_off = r[0][1]
        if len(r) > len(header):
            extra = r[len(header)]
            end = min(extra[1] + max(1, len(extra[0])), len(src.text))
            diags.append(error(codes.E002, f"row has {len(r)} cells but the header has {len(header)}",
                               Span(min(extra[1], end), end), path=src.path,
                               help="remove the extra cells (a stray tab or comma?) so the row lines up with the header"))
            continue
        if len(r) < len(header):
            diags.append(error(codes.E002, f"row has {len(r)} cells but the header has {len(header)}",
                               Span(r[-1][1] + len(r[-1][0]), r[-1][1] + len(r[-1][0])), path=src.path,
                               help="add the missing cells; leave a cell empty when a card has no value"))
            continue
        cell = {h: c for (h, _), c in zip(header, r)}
        name = cell["name"][0].strip()
        ctype = cell["type"][0].strip().lower() if "type" in cell else ""
        if language == "ru":
            from .ru.sets import russian_cells
            ctype, cell = russian_cells(ctype, cell)
        span = Span(cell["name"][1], cell["name"][1] + len(cell["name"][0]))
        if ctype in declared.FORMS:          # a declaration row (dsl/declared.py)
            text, off, offs = cell["text"]
            d = declared.from_row(ctype, name, span, text, off, offs, src.path)
            (diags if isinstance(d, Diagnostic) else decls).append(d)
            continue
        card = RawCard(name=name, type=ctype, span=span, line=line_of(first_off)[0])
        for st in stat_names:
            if st in cell and cell[st][0].strip():
                v = cell[st][0].strip()
                card.stats[st] = (v, Span(cell[st][1], cell[st][1] + len(cell[st][0])))
        if "subtypes" in cell and cell["subtypes"][0].strip():
            card.subtypes = tuple(s.strip() for s in cell["subtypes"][0].split(",") if s.strip())
        if "keywords" in cell and cell["keywords"][0].strip():
            card.keywords = tuple(s.strip().lower() for s in cell["keywords"][0].split(",") if s.strip())
        if language == "ru" and "element" in cell and cell["element"][0].strip():
            card.fields["element"] = (cell["element"][0].strip(), Span(cell["element"][1], cell["element"][1] + len(cell["element"][0])))
        if "faction" in cell and cell["faction"][0].strip():
            card.fields["faction"] = (cell["faction"][0].strip(), Span(cell["faction"][1], cell["faction"][1] + len(cell["faction"][0])))
        text, off, offs = cell["text"]
        card.text_cell = _raw_extent(src.text, text, off, offs)
        _add_text(card, text, off, offs)
        cards.append(card)
    return RawSet(src, ruleset, cards, diags, declarations=decls, language=language)


def _column_hint(rs: Ruleset | None, column: str) -> str:
    """The start of W001's help: the stat a column is nearest to, and how its cells are
    written (`points` -> `vp`, cells such as `3/2/1`); "" when none is near."""
    if rs is None or not column:
        return ""
    from .suggest import field_format, nearest_field
    stat = nearest_field(rs, column)
    if stat is None or rs.stat(stat) is None:
        return ""
    cell = field_format(rs, stat, []).split(" ", 1)[1]
    return f"did you mean `{stat}`? " + (f"(its cells read `{cell}`); " if "/" in cell else "")


def _raw_extent(file_text: str, text: str, off: int, offs: list[int] | None) -> tuple[int, int]:
    """Where a cell is written in the file, its quotes included (for rewriting it in place)."""
    if offs is None:
        return off, off + len(text)
    end = off if not offs else offs[-1] + (2 if text.endswith('"') else 1)
    return off - 1, end + 1     # the opening and the closing quote


def _label(span: Span):
    from .diagnostics import Label

    return Label(span=span)
