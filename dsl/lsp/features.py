"""What `cardtext lsp` answers, as plain functions of a `SetModel` and an offset (no pygls here,
so the benchmark and the unit tests call them directly): hover (the readback of an ability, or
a named card), completion (the words the grammar accepts at the cursor, the set's names, the
ruleset's words), definition, references and rename of card names, and "did you mean" fixes.
Offsets are absolute, into `SetModel.text`; spans come back absolute too.
"""

from __future__ import annotations

import re
import time
from collections import Counter

import attrs
from lark import Token
from lark.exceptions import UnexpectedToken

from ..builder import begin
from ..grammar import keyword_table, load_building_parser
from ..lexer import TokenStream, tokenize
from ..parser import MAX_UNIT_CHARS, _fill_word_of, candidates, split_units
from ..source import Span
from .model import Card, SetModel

NAME_TYPES = ("NAME", "NAME_POSS")
_WORD_END = re.compile(r"[\w'\-]*\Z")
_HEADER_NAME = re.compile(r'\s*card\s*("(?:[^"\\\n]|\\.)*")', re.IGNORECASE)


@attrs.frozen
class Item:
    label: str
    role: str               # "card", "name", "keyword", "word"
    rank: str               # sort text: smaller first
    detail: str = ""
    start: int = -1         # where the text it replaces starts (absolute); -1: the word at the cursor


# ------------------------------------------------------------------ where the cursor is
def _line_of(c: Card, rel: int) -> tuple[int, str]:
    """(offset of the line's start in the card's text, the line) around `rel`."""
    start = c.key.rfind("\n", 0, rel) + 1
    end = c.key.find("\n", rel)
    return start, c.key[start:end if end >= 0 else len(c.key)]


def _is_header_line(m: SetModel, c: Card, rel: int) -> bool:
    if m.spreadsheet:
        return not any(ch.file_offset(0) <= rel <= ch.file_offset(max(len(ch.text) - 1, 0)) + 1 for ch in c.raw.chunks)
    start, line = _line_of(c, rel)
    return bool(line) and line[0] not in " \t"


def name_span(m: SetModel, c: Card) -> Span:
    """Where the card's name is written (relative to its text): inside the header's quotes, or
    the spreadsheet's name cell."""
    if m.spreadsheet:
        return c.raw.span
    start = c.raw.span.start
    mm = _HEADER_NAME.match(c.key, start)
    if mm is None:
        return c.raw.span
    return Span(mm.start(1) + 1, mm.end(1) - 1)


def _name_tokens(m: SetModel, c: Card):
    """The name tokens of a card's ability text: (relative span of the name as written, name)."""
    if m.vocab is None:
        return
    for ch in c.raw.chunks:
        if ch.offsets is not None:
            toks = tokenize(ch.text, m.vocab, 0)
            for t in toks:
                if t.type in NAME_TYPES:
                    s, e = ch.file_offset(t.start_pos), ch.file_offset(max(t.end_pos - 1, 0)) + 1
                    yield _strip_poss(c.key, Span(s, e), t.type), t.value
            continue
        for t in tokenize(ch.text, m.vocab, ch.base):
            if t.type in NAME_TYPES:
                yield _strip_poss(c.key, Span(t.start_pos, t.end_pos), t.type), t.value


def _strip_poss(text: str, sp: Span, typ: str) -> Span:
    if typ != "NAME_POSS":
        return sp
    written = text[sp.start:sp.end]
    for suffix in ("'s", "\u2019s", "'", "\u2019"):
        if written.endswith(suffix):
            return Span(sp.start, sp.end - len(suffix))
    return sp


def _target(m: SetModel, name: str) -> Card | None:
    for form in (name, name[:-1] if name.endswith("s") else None, name[:-2] if name.endswith("es") else None):
        if form:
            c = m.by_name(form)
            if c is not None:
                return c
    return None


def name_at(m: SetModel, offset: int) -> tuple[Card, Span] | None:
    """The card named at `offset` (in a header: that card; in text: the card a name token
    names) and the name's span there (absolute)."""
    c = m.card_at(offset)
    if c is None:
        return None
    rel = offset - c.base
    if _is_header_line(m, c, rel):
        sp = name_span(m, c)
        return (c, c.abs_span(sp)) if sp.start <= rel <= sp.end else None
    for sp, name in _name_tokens(m, c):
        if sp.start <= rel <= sp.end:
            t = _target(m, name)
            return (t, c.abs_span(sp)) if t is not None else None
    return None


# ------------------------------------------------------------------ hover
def _spec(m: SetModel, c: Card):
    from runtime import spec as s
    lo = c.report.lowered
    return s.CardSpec(slug="", name=c.raw.name, card_type=c.raw.type, play_on=lo.play_on)


def card_markdown(m: SetModel, c: Card) -> str:
    """A card as hover text: its header and ability lines as written, then what each ability
    does (read back from what it compiles to), or that it has errors."""
    from runtime.readback import readback
    if m.spreadsheet:
        lines = [f"{c.raw.name}: {c.raw.type}"] + [ch.text for ch in c.raw.chunks]
    else:
        lines = [ln.rstrip() for ln in c.key.split("\n") if ln.strip() and not ln.strip().startswith("#")]
    out = ["```cards", *lines, "```"]
    rep = c.report
    if rep is None:
        out.append("(not checked yet)")
    elif rep.lowered is None:
        out.append(f"the card has errors ({sum(1 for d in rep.diagnostics if d.severity.value == 'error')}): "
                   "it does not compile")
    else:
        spec = _spec(m, c)
        said = []
        if rep.lowered.play_on is not None:
            said.append(f"- Played on {readback(rep.lowered.play_on, m.ruleset, card=spec)}.")
        said += [f"- {_said(m, readback(ir, m.ruleset, card=spec))}" for ir, _ in rep.lowered.abilities]
        if said:
            out += ["", "**What it does:**" if m.language != "ru" else "**Что делает:**", *said]
    return "\n".join(out)


def _said(m: SetModel, english: str) -> str:
    """A readback in the set's language (a Russian set: dsl/ru/readback.py, else the English)."""
    if m.language != "ru":
        return english
    from ..ru.readback import russian_readback
    return russian_readback(english) or english


def hover(m: SetModel, offset: int) -> tuple[str, Span] | None:
    """(markdown, span): on a card name, that card; on an ability, what it compiles to."""
    named = name_at(m, offset)
    if named is not None:
        return card_markdown(m, named[0]), named[1]
    c = m.card_at(offset)
    if c is None or c.report is None:
        return None
    rel = offset - c.base
    if _is_header_line(m, c, rel):
        return None
    from runtime.readback import readback
    lo = c.report.lowered
    if lo is None:
        return None
    spec = _spec(m, c)
    for ir, sp in lo.abilities:
        if sp is not None and sp.start <= rel <= sp.end:
            what = "**What it does:**" if m.language != "ru" else "**Что делает:**"
            return f"{what} {_said(m, readback(ir, m.ruleset, card=spec))}", c.abs_span(sp)
    if lo.play_on is not None:
        start, line = _line_of(c, rel)
        if "play on" in line.lower():
            return (f"**What it does:** Played on {readback(lo.play_on, m.ruleset, card=spec)}.",
                    c.abs_span(Span(start, start + len(line))))
    return None


# ------------------------------------------------------------------ completion
class _Frequency:
    """How often each word is written in the document (for ranking), refreshed now and then."""

    def __init__(self) -> None:
        self.counts: Counter = Counter()
        self.at = -1e9

    def get(self, m: SetModel) -> Counter:
        now = time.monotonic()
        if now - self.at > 30:
            self.counts = Counter(re.findall(r"[a-z][a-z'\-]*", m.text.lower()))
            self.at = now
        return self.counts


_FREQ: dict[int, _Frequency] = {}


def expected_terminals(m: SetModel, text: str) -> set[str] | None:
    """The grammar's terminals that may come after `text` (the ability written so far), or None
    when the text before already has an error."""
    toks = tokenize(text, m.vocab, 0) if text.strip() else []
    units = split_units(toks, Span(0, len(text))) if toks else []
    unit = list(units[-1].tokens) if units else []
    end = len(text)
    probe = Token("WORD", "\x00", end, 0, 0, 0, 0, end)
    begin()
    try:
        load_building_parser().parse(TokenStream(unit + [probe]), start="ability")
    except UnexpectedToken as e:
        if e.token is not probe and not (e.token.type == "WORD" and e.token.value == "\x00"):
            return None
        return set(e.accepts or e.expected)
    except Exception:       # a builder error on half an ability: no words to offer
        return None
    return None


def completion(m: SetModel, offset: int) -> list[Item]:
    if m.ruleset is None:
        return [Item(w, "keyword", "1") for w in ("ruleset", "card")] if not m.spreadsheet else []
    rs = m.ruleset
    c = m.card_at(offset)
    line_start = m.text.rfind("\n", 0, offset) + 1
    before = m.text[line_start:offset]
    if c is None or (not m.spreadsheet and before[:1] not in (" ", "\t")):
        return _header_items(m, before) if m.language != "ru" else _ru_header_items(m, before)
    rel = offset - c.base
    if _is_header_line(m, c, rel):
        return _header_items(m, before) if m.language != "ru" else _ru_header_items(m, before)
    typed = _WORD_END.search(before)
    word_start = typed.start() if typed else len(before)
    head = before[:word_start]
    # a name of several words being typed ("Return Lab M"): the grammar is asked about the
    # place before its first word, and the name replaces all its words typed so far
    name_start = _name_start(m, before, word_start) if not m.spreadsheet else None
    if name_start is not None:
        head = before[:name_start]
    if m.spreadsheet:                # the cell so far
        ch = next((ch for ch in c.raw.chunks if ch.file_offset(0) <= rel), None)
        head = ch.text[:max(0, rel - ch.file_offset(0) - (len(before) - len(head)))] if ch is not None else ""
    if m.language == "ru":          # a Russian set: Russian words (dsl/ru/complete.py)
        return _ru_items(m, c, head, line_start, name_start)
    terms = expected_terminals(m, head.strip()) if len(head) <= MAX_UNIT_CHARS else None
    freq = _FREQ.setdefault(id(m), _Frequency()).get(m)
    items: dict[str, Item] = {}
    if terms is None or terms & set(NAME_TYPES) or terms & {"QUOTED"}:
        if name_start is not None:
            at = line_start + name_start
            items.update({k: attrs.evolve(v, start=at) for k, v in _name_items(m).items()})
        else:
            items.update(_name_items(m))
    if terms:
        for w in candidates(terms, m.vocab):
            items.setdefault(w, Item(w, "keyword", _rank(freq, w), "accepted here"))
    else:
        for w in _ruleset_words(m):
            items.setdefault(w, Item(w, "word", _rank(freq, w, 4), f"a word of {rs.title}"))
    return sorted(items.values(), key=lambda i: i.rank)


# ------------------------------------------------------------------ completion in a Russian set
def _ru_items(m: SetModel, c: Card, head: str, line_start: int, name_start: int | None) -> list[Item]:
    """The Russian words the grammar accepts after `head` (the ability's Russian text so far), and
    the set's names where a name fits; every Russian word when the grammar cannot tell."""
    from ..ru.complete import all_words, english_head, russian_candidates

    names = tuple(m.table.cards) if m.table is not None else ()
    own = (c.raw.name, c.raw.type) if c.raw is not None else None
    en = english_head(head.strip(), names, own) if head.strip() and len(head) <= MAX_UNIT_CHARS else ""
    terms = expected_terminals(m, en) if en is not None else None
    items: dict[str, Item] = {}
    if terms is None or terms & set(NAME_TYPES):
        named = _name_items(m)
        if name_start is not None:
            named = {k: attrs.evolve(v, start=line_start + name_start) for k, v in named.items()}
        items.update(named)
    words = russian_candidates(candidates(terms, m.vocab)) if terms else all_words()
    for w in words:
        items.setdefault(w, Item(w, "keyword", "2" + w, "accepted here" if terms else "слово Берсерка"))
    return sorted(items.values(), key=lambda i: i.rank)


def _ru_header_items(m: SetModel, before: str) -> list[Item]:
    """A Russian header (`карта "Имя": существо (Класс), стоимость 3, …`) in Russian words."""
    from ..ru.complete import header_words

    low = before.lower().strip()
    if not low or (" " not in low and not low.startswith(("карта ", "ruleset", "language"))):
        return [Item("карта", "keyword", "0"), Item("ruleset", "keyword", "1"), Item("language", "keyword", "2")]
    if low.startswith(("ruleset", "language")):
        return _header_items(m, before)
    if '"' in before and before.count('"') % 2 == 1:
        return []
    if "(" in before and ")" not in before[before.rfind("("):]:
        return [Item(s, "name", "0" + s.lower(), "класс") for s in sorted(m.table.subtypes)]
    words = header_words(m.ruleset)
    if ":" in before and "," not in before:
        return [Item(t, "word", "0" + t, "тип карты") for t in words["types"]]
    if low.endswith("стихия"):
        return [Item(e, "word", "0" + e, "стихия") for e in words["elements"]]
    return ([Item(st, "word", "0" + st, "параметр") for st in words["stats"]]
            + [Item(k, "word", "2" + k, "ключевое слово") for k in words["keywords"]])


_WORD_STARTS = re.compile(r"(?<![\w'\-])\w")


def _name_start(m: SetModel, before: str, word_start: int) -> int | None:
    """Where a name of the set that `before` ends with the first words of starts (an earlier
    word than the one at the cursor), or None."""
    starts = [x.start() for x in _WORD_STARTS.finditer(before, max(0, len(before) - 120))]
    names = [n.lower() for n in _name_items(m)]
    for s in starts[-5:]:
        if s >= word_start:
            break
        typed = before[s:].lower()
        if any(n.startswith(typed) for n in names):
            return s
    return None


_NAMES: dict[int, tuple[object, dict[str, Item]]] = {}


def _name_items(m: SetModel) -> dict[str, Item]:
    """The set's names as completion items (made once per name table)."""
    got = _NAMES.get(id(m))
    if got is not None and got[0] is m.table:
        return got[1]
    items: dict[str, Item] = {}
    for name in sorted(m.table.cards):
        items[name] = Item(name, "card", "0" + name.lower(), "card of this set")
    for name in sorted(m.table.subtypes | m.table.factions):
        items.setdefault(name, Item(name, "name", "1" + name.lower(),
                                    "faction" if name in m.table.factions else "subtype"))
    _NAMES[id(m)] = (m.table, items)
    return items


def _rank(freq: Counter, word: str, tier: int = 2) -> str:
    k = sum(freq.get(w, 0) for w in word.split()[:1])
    return f"{tier}{999999 - min(k, 999999):06d}{word}"


def _ruleset_words(m: SetModel) -> list[str]:
    _fill_word_of()
    out = {w for w in keyword_table() if w[:1].isalpha()}
    out |= {" ".join(k) for k in m.vocab.classes}
    return sorted(out)


def _header_items(m: SetModel, before: str) -> list[Item]:
    rs = m.ruleset
    low = before.lower()
    if not low.strip() or (low.strip() and " " not in low.strip() and not low.startswith(("card ", "ruleset "))):
        return [Item("card", "keyword", "0"), Item("ruleset", "keyword", "1")]
    if low.startswith("ruleset"):
        from runtime.ruleset import RULESETS
        return [Item(r, "word", "0" + r) for r in sorted(RULESETS)]
    if '"' in before and before.count('"') % 2 == 1:
        return []                                   # inside the name
    if "(" in before and ")" not in before[before.rfind("("):]:
        return [Item(s, "name", "0" + s.lower(), "subtype") for s in sorted(m.table.subtypes)]
    if ":" in before and "," not in before:
        return [Item(t.name, "word", "0" + t.name, "card type") for t in rs.card_types]
    items = [Item(s.name, "word", "0" + s.name, "stat") for s in rs.stats]
    items += [Item("faction", "word", "1faction")] + [Item(k, "word", "2" + k, "keyword") for k in rs.keywords]
    items += [Item(f, "name", "3" + f.lower(), "faction") for f in sorted(m.table.factions)]
    if rs.elements:
        items.append(Item("element", "word", "1element"))
    return items


# ------------------------------------------------------------------ names across the set
def references(m: SetModel, offset: int, declaration: bool = True) -> list[Span]:
    """Every place the card named at `offset` is named (absolute spans): its header (with
    `declaration`) and each name token of the set's text that names it."""
    named = name_at(m, offset)
    if named is None:
        return []
    target = named[0]
    name = target.raw.name
    out = [target.abs_span(name_span(m, target))] if declaration else []
    words = name.split()
    first = words[0] if words else name
    for c in m.cards:
        if c.raw is None or first not in c.key:
            continue
        for sp, said in _name_tokens(m, c):
            if said == name:
                out.append(c.abs_span(sp))
    return out


def definition(m: SetModel, offset: int) -> Span | None:
    named = name_at(m, offset)
    if named is None:
        return None
    return named[0].abs_span(name_span(m, named[0]))


class RenameError(ValueError):
    pass


def rename(m: SetModel, offset: int, new: str) -> list[tuple[Span, str]]:
    """The edits that rename the card named at `offset` to `new` everywhere in the set."""
    new = new.strip()
    if not new or "\n" in new or '"' in new or "\\" in new:
        raise RenameError("a card name is one line without quotes or backslashes")
    if m.spreadsheet and any(ch in new for ch in ",\t"):
        raise RenameError("a card name in a spreadsheet cannot hold a comma or a tab")
    named = name_at(m, offset)
    if named is None:
        raise RenameError("no card name here")
    if m.by_name(new) is not None:
        raise RenameError(f"the set already has a card named `{new}`")
    return [(sp, new) for sp in references(m, offset, declaration=True)]


# ------------------------------------------------------------------ quick fixes
_DID_YOU_MEAN = re.compile(r"(?:did you mean|может быть,) `([^`]+)`\?")     # (a Russian set's help too)


def suggestion(d) -> str | None:
    """The replacement a diagnostic suggests ("did you mean `destroy`?"), read from its public
    fields: a `suggestion` (or `fix`) attribute when it has one, else its help."""
    for attr in ("suggestion", "fix"):
        v = getattr(d, attr, None)
        if isinstance(v, str) and v:
            return v
    mm = _DID_YOU_MEAN.search(d.help or "")
    return mm.group(1) if mm else None


__all__ = ["Item", "hover", "completion", "references", "definition", "rename", "RenameError", "suggestion",
           "name_at", "expected_terminals", "card_markdown", "name_span"]
