"""The Russian lexer: printed Russian card text -> the tokens of the one grammar.

Russian is read word by word into the English grammar's terminals, so that the parser, the
builder (dsl/builder.py) and everything after them are shared: one AST whatever the surface.

1. the set's card names are matched first, inflected (Акванит / Акванита / Акванитом): a name
   matches when its words' lemmas do, and stands for the name as declared;
2. every other word is lemmatised with pymorphy3 (case, number, gender, aspect and mood go:
   уничтожьте / уничтожить / уничтожает are one word), and lemma sequences are looked up in
   dsl/ru/lexicon.py, longest first;
3. what Russian word order or grammar does differently is rewritten on the word list: the
   amount printed last ("ранить существо на 2" is "deal 2 wounds to a creature"), the owner
   printed after its noun ("существо противника" is "an enemy creature"), the article Russian
   has not (a bare noun is "a" noun), the number a numeral gives its noun.
The words are then classified by the English lexer (dsl/lexer.py), with every token's span on
the Russian words it came from: diagnostics point at the printed text.

The morphology analyser is loaded once, on the first Russian set (it takes ~0.3 s): English
checks never import pymorphy3.
"""

from __future__ import annotations

import functools
import re

from ..lexer import NUMBER_WORDS, Vocabulary, fold, plural, tokenize
from ..parser import Unit, split_units
from ..source import Span
from .granted import granted, quoted_abilities
from .mechanics import mechanics
from .modules import modules
from .plays import plays
from .shapes import shapes
from .rewrite import own_subject, rewrite
from .lexicon import AMOUNT_LAST, KIND_NOUNS, NOUNS, NUMBER_VALUES, NUMBERS, OPENINGS, PHRASES

_TOKEN = re.compile(r"""(?P<int>\d+)|(?P<word>[^\W\d_]+(?:-[^\W\d_]+)*)|(?P<punct>[.,:;()+\-!?'"])|(?P<space>\s+)|(?P<other>.)""")
_KNOWN = ({w for k in PHRASES for w in k} | set(NOUNS) | set(NUMBERS) | set(AMOUNT_LAST)
          | {"на", "противник", "владелец", "х", "выстрел", "по", "он", "оно", "она", "они", "где", "поиск", "верхний",
             "стоить", "заплатить", "являющийся", "дорогой", "дешевый"})
_DETERMINERS = {"a", "an", "each", "all", "target", "any", "another", "this", "your", "its", "the", "that",
                "X", "up to"} | set(NUMBER_VALUES)
_ADJ_BEFORE_NOUN = {"enemy", "tapped", "untapped", "stunned", "poisoned", "other"}
_SENTENCE_END = {".", "!", ";", ":"}


@functools.lru_cache(maxsize=1)
def analyser():
    """The pymorphy3 analyser, built once per process and only for a Russian set."""
    import pymorphy3

    return pymorphy3.MorphAnalyzer()


@functools.lru_cache(maxsize=20000)
def _parse(word: str) -> tuple[str, bool, str]:
    """(lemma, plural?, case) of one lower-case word; the reading whose lemma the lexicon knows
    is preferred (карты: карта, not a verb)."""
    parses = analyser().parse(word)
    best = next((p for p in parses if _lemma_of(p) in _KNOWN), parses[0])
    # a short participle ("оно оглушено") is marked: the English says "is" there (dsl/ru/rewrite.py)
    case = "short" if ("PRTS" in best.tag or "ADJS" in best.tag) else str(best.tag.case or "")
    if "VERB" in best.tag and "3per" in best.tag and "sing" in best.tag:
        case = "3per"           # "противник сбрасывает": the English verb takes its -s (dsl/ru/rewrite.py)
    return _lemma_of(best), best.tag.number == "plur", case


def _lemma_of(p) -> str:
    """A parse's lemma; a participle used as an adjective keeps its adjective (выбранное ->
    выбранный, not выбрать; the short form too: оглушено -> оглушенный)."""
    if "PRTF" in p.tag or "PRTS" in p.tag:
        adj = p.inflect({"PRTF", "masc", "sing", "nomn"})
        if adj is not None:
            return adj.word.replace("ё", "е")
    return p.normal_form.replace("ё", "е")


def lemma(word: str) -> str:
    low = word.lower().replace("ё", "е")
    if "-" in low:      # "Акванита-стража": each part
        return "-".join(_parse(p)[0] for p in low.split("-"))
    return _parse(low)[0]


@functools.lru_cache(maxsize=20000)
def name_lemma(word: str) -> str:
    """A word of a card name: its lemma as a noun or an adjective (Тинника -> тинник, not a verb)."""
    parts = []
    for part in word.lower().replace("ё", "е").split("-"):
        parses = analyser().parse(part)
        best = next((p for p in parses if p.tag.POS in ("NOUN", "ADJF")), parses[0])
        parts.append(best.normal_form.replace("ё", "е"))
    return "-".join(parts)


class _Item:
    __slots__ = ("en", "s", "e", "lem", "plur", "case", "wc")

    def __init__(self, en: str, s: int, e: int, lem: str = "", plur: bool = False, case: str = "",
                 wc: str = "word") -> None:
        self.en, self.s, self.e, self.lem, self.plur, self.case, self.wc = en, s, e, lem, plur, case, wc

    def __repr__(self) -> str:
        return f"{self.en}@{self.s}"


@functools.lru_cache(maxsize=64)
def _name_table(names: tuple[str, ...]) -> dict[str, list[tuple[tuple[str, ...], str]]]:
    """first word's lemma -> [(lemmas of the name's words, the name)], longest first."""
    table: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for name in names:
        words = tuple(m.group() for m in _TOKEN.finditer(fold(name)) if m.lastgroup == "word")
        if words:
            lems = tuple(name_lemma(w) for w in words)
            table.setdefault(lems[0], []).append((lems, name))
    for lst in table.values():
        lst.sort(key=lambda x: len(x[0]), reverse=True)
    return table


def _words(text: str, names: tuple[str, ...]) -> list[_Item]:
    raw = [(m.lastgroup, m.group(), m.start(), m.end()) for m in _TOKEN.finditer(fold(text))
           if m.lastgroup != "space"]
    table = _name_table(names)
    out: list[_Item] = []
    creating = False        # after "создайте": a capitalised name the set lacks is still a name (E201)
    i = 0
    while i < len(raw):
        g, w, s, e = raw[i]
        if g == "punct" and w != "-":
            creating = False
        if g == "punct" and w == "(" and i + 2 < len(raw) and raw[i + 1][1] in ("Т", "T") and raw[i + 2][1] == ")":
            out.append(_Item("tap", s, raw[i + 2][3], wc="tap"))     # (Т): the tap symbol
            i += 3
            continue
        if g != "word":
            out.append(_Item(w, s, e, wc=g))
            i += 1
            continue
        if w in ("Х", "X", "х"):
            out.append(_Item("X", s, e, wc="x"))
            i += 1
            continue
        if w[:1].isupper():
            lem0 = name_lemma(w)
            hit = None
            for lems, name in table.get(lem0, ()):
                k = len(lems)
                if i + k <= len(raw) and all(raw[i + j][0] == "word" and name_lemma(raw[i + j][1]) == lems[j]
                                             for j in range(k)):
                    hit = (k, name)
                    break
            if hit is None:
                hit = _name_by_forms(raw, i, table)
            if hit is not None:
                k, name = hit
                out.append(_Item(name, s, raw[i + k - 1][3], wc="name"))
                i += k
                continue
            if creating:
                k = _created_name_len(raw, i)
                out.append(_Item(fold(text[s:raw[i + k - 1][3]]), s, raw[i + k - 1][3], wc="newname"))
                i += k
                continue
        low = w.lower().replace("ё", "е")
        lem, plur, case = _parse(low) if "-" not in low else (lemma(w), False, "")
        out.append(_Item(w, s, e, lem=lem, plur=plur, case=case))
        if lem == "создать":
            creating = True
        i += 1
    return out


@functools.lru_cache(maxsize=20000)
def _name_forms(word: str, nominative: bool) -> frozenset:
    """Every lemma the analyser offers for a word of a name as a noun or an adjective (only its
    nominative parses for a name as declared), with `name_lemma`'s."""
    forms = {name_lemma(word)}
    for part in (word.lower().replace("ё", "е"),) if "-" not in word else ():
        for p in analyser().parse(part):
            if p.tag.POS in ("NOUN", "ADJF") and (not nominative or p.tag.case == "nomn"):
                forms.add(p.normal_form.replace("ё", "е"))
    return frozenset(forms)


def _name_by_forms(raw: list, i: int, table: dict) -> tuple[int, str] | None:
    """A name the analyser's best guess missed: a word it does not know is guessed, and the
    guess for the name as declared and for the printed form may differ (Паролет: парогод;
    Паролету: паролета). The printed words match when one of their lemmas is one of the
    declared words' nominative lemmas."""
    for entries in table.values():
        for lems, name in entries:
            words = [m.group() for m in _TOKEN.finditer(fold(name)) if m.lastgroup == "word"]
            k = len(words)
            if i + k <= len(raw) and all(raw[i + j][0] == "word" and raw[i + j][1][:1].isupper() == words[j][:1].isupper()
                                         and _name_forms(raw[i + j][1], False) & _name_forms(words[j], True)
                                         for j in range(k)):
                return k, name
    return None


def _created_name_len(raw: list, i: int) -> int:
    """How many words from i make the name of a created card the set does not have ("Создайте
    Медный узел или …"): up to a punctuation mark or a conjunction."""
    k = 1
    while i + k < len(raw) and raw[i + k][0] == "word" and raw[i + k][1].lower() not in ("или", "и", "при", "на"):
        k += 1
    return k


def _phrases(items: list[_Item]) -> list[_Item]:
    """Lemma sequences -> English words; nouns, numbers, the amount-last verbs marked."""
    out: list[_Item] = []
    longest = max(len(k) for k in PHRASES)
    i = 0
    while i < len(items):
        it = items[i]
        if it.wc != "word":
            out.append(it)
            i += 1
            continue
        for k in range(min(longest, len(items) - i), 0, -1):
            seq = items[i:i + k]
            if any(x.wc not in ("word", "punct") for x in seq):
                continue
            en = PHRASES.get(tuple(x.lem if x.wc == "word" else x.en for x in seq))   # (a comma inside a phrase)
            if en is not None:
                out.append(_Item(en, seq[0].s, seq[-1].e, lem=" ".join(x.lem for x in seq), plur=seq[-1].plur,
                                 case=seq[-1].case if k == 1 else "", wc="en"))
                i += k
                break
        else:
            if it.lem in NOUNS:
                out.append(_Item(NOUNS[it.lem], it.s, it.e, lem=it.lem, plur=it.plur, case=it.case, wc="noun"))
            elif it.lem in NUMBERS:
                out.append(_Item(NUMBERS[it.lem], it.s, it.e, lem=it.lem, wc="number"))
            elif it.lem in AMOUNT_LAST:
                out.append(_Item(it.lem, it.s, it.e, lem=it.lem, wc="amount_last"))
            else:
                out.append(it)      # unknown: the Russian word itself, which no rule accepts
            i += 1
    return out


def _enemy_after(items: list[_Item]) -> list[_Item]:
    """"существо противника" (the owner printed after its noun): "enemy creature"; "его героя"
    after the opponent was named in the sentence ("в начале хода противника ранить его героя"):
    the enemy hero; an opening printed without its comma gets it."""
    out: list[_Item] = []
    opponent = False
    for k, it in enumerate(items):
        if it.en in _SENTENCE_END:
            opponent = False
        if it.lem.endswith("противник"):
            opponent = True
        if it.wc == "word" and it.lem == "он" and opponent and k + 1 < len(items) and items[k + 1].wc == "noun" \
                and items[k + 1].en == "hero":
            out.append(_Item("enemy", it.s, it.e, wc="en"))
            continue
        if it.wc == "en" and it.en in OPENINGS and (not out or out[-1].en in _SENTENCE_END) \
                and k + 1 < len(items) and items[k + 1].en != ",":
            out.append(it)
            out.append(_Item(",", it.e, it.e, wc="punct"))
            continue
        if it.lem == "противник" and it.case == "gent" and out and out[-1].wc == "noun" \
                and out[-1].en in KIND_NOUNS:
            noun = out.pop()
            out.append(_Item("enemy", noun.s, it.e, wc="en"))     # (the phrase starts at its noun)
            noun.e = it.e           # the noun phrase ends where the owner printed after it does
            out.append(noun)
            continue
        out.append(it)
    return out


def _numbers_and_articles(items: list[_Item]) -> list[_Item]:
    """A noun's English number, and the article Russian does not print."""
    out: list[_Item] = []
    for it in items:
        if it.wc == "noun":
            j = len(out) - 1
            while j >= 0 and out[j].en in _ADJ_BEFORE_NOUN:
                j -= 1
            before = out[j].en if j >= 0 else ""
            value = NUMBER_VALUES.get(before) or (int(before) if before.isdigit() else None)
            if before == "all" or (value is not None and value > 1) or before == "X":
                many = True
            elif before in ("each", "a", "one", "another", "this") or value == 1:
                many = False
            else:
                many = it.plur
            if it.en in KIND_NOUNS and before not in _DETERMINERS and not before.isdigit():
                out.insert(j + 1, _Item("a", it.s, it.e, wc="en"))    # on the noun it is read from
            out.append(_Item(plural(it.en) if many else it.en, it.s, it.e, lem=it.lem, wc="noun"))
            continue
        out.append(it)
    for k in range(len(out) - 1):   # "a enemy" -> "an enemy"
        if out[k].en == "a" and out[k].wc == "en" and out[k + 1].en[:1] in "aeiou":
            out[k].en = "an"
    return out


def _return_to_hand(items: list[_Item]) -> list[_Item]:
    """"положите <np> в руку владельца": the English verb of a card sent to a hand is "return"."""
    start = 0
    for k, it in enumerate(items):
        if it.en in _SENTENCE_END:
            start = k + 1
        elif it.en == "to its owner's hand":
            for j in range(start, k):
                if items[j].en == "put":
                    items[j].en = "return"
    return items


def _shoot(items: list[_Item]) -> list[_Item]:
    """"Выстрел на 3 по существу" (a shot printed as a noun): "shoot 3 at a creature"."""
    out: list[_Item] = []
    i = 0
    while i < len(items):
        it = items[i]
        if it.wc == "word" and it.lem == "выстрел" and i + 3 < len(items) and items[i + 1].lem == "на" \
                and items[i + 2].wc in ("int", "number", "x") and items[i + 3].lem in ("по", "в"):
            out.extend([_Item("shoot", it.s, it.e, wc="en"), items[i + 2],
                        _Item("at", items[i + 3].s, items[i + 3].e, wc="en")])
            i += 4
            continue
        out.append(it)
        i += 1
    return out


def _amount_last(items: list[_Item]) -> list[_Item]:
    """"ранить <np> на N" -> "deal N wounds to <np>"; "излечить <np> на N" -> "heal N wounds from <np>"."""
    out: list[_Item] = []
    i = 0
    while i < len(items):
        it = items[i]
        if it.wc != "amount_last":
            out.append(it)
            i += 1
            continue
        verb, noun, prep = AMOUNT_LAST[it.lem]
        j = i + 1
        while j < len(items) and not (items[j].wc == "word" and items[j].lem == "на") \
                and items[j].en not in _SENTENCE_END:
            j += 1
        if j + 1 >= len(items) or items[j].en in _SENTENCE_END or items[j + 1].wc not in ("int", "number", "x"):
            out.append(_Item(it.en if it.wc == "word" else it.lem, it.s, it.e))   # no amount: refused as printed
            i += 1
            continue
        na, amount = items[j], items[j + 1]
        one = amount.en in ("1", "one")
        out.append(_Item(verb, it.s, it.e, wc="en"))
        out.append(amount)
        out.append(_Item(noun if one else plural(noun), na.s, na.e, wc="en"))
        out.append(_Item(prep, na.s, na.e, wc="en"))
        out.extend(items[i + 1:j])
        i = j + 2
    return out


def _coins(items: list[_Item]) -> list[_Item]:
    """"получите (2)", "теряет (3)": coins are printed as a number in brackets."""
    out: list[_Item] = []
    i = 0
    while i < len(items):
        it = items[i]
        if it.en in ("gain", "lose", "gains", "loses") and i + 3 < len(items) and items[i + 1].en == "(" \
                and items[i + 2].wc in ("int", "x") and items[i + 3].en == ")":
            amount = items[i + 2]
            out.extend([it, amount, _Item("coin" if amount.en == "1" else "coins", items[i + 1].s, items[i + 3].e,
                                          wc="en")])
            i += 4
            continue
        out.append(it)
        i += 1
    return out


def _modes(items: list[_Item]) -> list[_Item]:
    """An ability constructor's modes printed as a list ("одно из: - Возьмите карту. - Получите
    (1).") are the grammar's modes separated by ";"."""
    out: list[_Item] = []
    open_ = False
    for k, it in enumerate(items):
        if it.en == ":" and out and out[-1].en in ("times from", "one or more"):
            open_ = True
        if open_ and it.wc == "punct" and it.en == "-" and out and out[-1].en in (":", "."):
            if out[-1].en == ".":
                out[-1] = _Item(";", out[-1].s, out[-1].e, wc="punct")
            continue
        out.append(it)
    return out


def translate(text: str, names: tuple[str, ...]) -> list[_Item]:
    """Russian ability text -> English words, each with the span of its Russian words (chunk-local)."""
    words = _words(text, names)
    quoted = any(w.en == "'" for w in words)
    if quoted:      # "получает '<при атаке - …>'": the quoted ability read on its own (dsl/ru/granted.py)
        words = quoted_abilities(text, words, lambda inner: translate(inner, names), _Item)
    items = _return_to_hand(_numbers_and_articles(_enemy_after(_shoot(_phrases(words)))))
    out = modules(plays(shapes(mechanics(rewrite(_modes(_coins(_amount_last(items))))))))
    return granted(out, _Item) if quoted else out


def _own_name(items: list[_Item], name: str, card_type: str) -> None:
    """A card printing its own name ("уничтожьте Гоблина-подводника" on that card) means
    itself: "this creature" ("this card" for a type with no word of its own)."""
    noun = card_type if card_type in KIND_NOUNS or card_type in ("event", "weapon") else "card"
    for k, it in enumerate(items):
        if it.wc == "name" and it.en == name and k and items[k - 1].wc == "x":
            continue        # "возродите Х Костяных Рабов": X cards of that name, not this card (BH-K40)
        if (it.wc == "name" and it.en == name) or it.wc == "self":     # (self: dsl/ru/shapes.py)
            it.en, it.wc = f"this {noun}", "en"
        elif it.wc == "own_noun":                                       # (dsl/ru/shapes.py)
            it.en, it.wc = noun, "en"
    items[:] = own_subject(items, noun)


def english_text(items: list[_Item], at) -> tuple[str, list[int], list[int]]:
    """The English words as one text, and for each of its positions the file offset (`at(i)` of
    a chunk-local offset) where the Russian it came from starts, and where it ends."""
    parts: list[str] = []
    starts: list[int] = []
    ends: list[int] = [at(0)]
    for it in items:
        if parts:
            parts.append(" ")
            starts.append(at(it.s))
            ends.append(at(it.s))
        for _ in it.en:
            starts.append(at(it.s))
            ends.append(at(it.e - 1) + 1 if it.e > it.s else at(it.s))
        parts.append(it.en)
    starts.append(ends[-1])
    return "".join(parts), starts, ends


def ru_chunk_units(text: str, base: int, vocab: Vocabulary, offsets: list[int] | None,
                   names: tuple[str, ...], own: tuple[str, str] | None = None) -> list[Unit]:
    """`dsl.parser.chunk_units` for Russian text: the same units, over the one grammar, each
    token's span on the Russian words it was read from."""
    last = len(offsets) if offsets else 0

    def at(i: int) -> int:
        if offsets is None:
            return base + i
        return offsets[i] if i < last else ((offsets[-1] + 1) if offsets else base)

    items = translate(text, names)
    if own is not None:
        _own_name(items, *own)
    en, starts, ends = english_text(items, at)
    toks = _new_names(tokenize(en, vocab, 0), items)
    for t in toks:
        s, e = t.start_pos, t.end_pos
        t.start_pos, t.end_pos = starts[s], max(starts[s], ends[e])
    if not toks:
        return []
    return [u for unit in split_units(toks, Span(toks[0].start_pos, toks[-1].end_pos)) for u in _split_costs(unit)]


def _new_names(toks: list, items: list[_Item]) -> list:
    """A created card's name the set lacks (`_created_name_len`) is one NAME token, as the
    English lexer makes of a capitalised name it does not know: resolving it is E201."""
    spans = []
    pos = 0
    for it in items:
        if it.wc == "newname":
            spans.append((pos, pos + len(it.en), it.en))
        pos += len(it.en) + 1
    if not spans:
        return toks
    out = []
    for t in toks:
        span = next((sp for sp in spans if sp[0] <= t.start_pos < sp[1]), None)
        if span is None:
            out.append(t)
        elif t.start_pos == span[0]:
            out.append(type(t)("NAME", span[2], span[0], 0, 0, 0, 0, span[1]))
    return out


def _opens_trigger(toks, i: int) -> bool:
    t = [x.type for x in toks[i:i + 3]]
    return t[:1] in (["_WHEN"], ["_WHENEVER"], ["_EACH_TIME"]) or t in (["_AT", "_THE", "_START"], ["_AT", "_THE", "_END"])


_COST_TOKENS = {"_TAP", "_LPAR", "_RPAR", "INT", "_COMMA", "_ONCE", "_PER", "_TURN", "_X"}


def _split_costs(unit: Unit) -> list[Unit]:
    """A Russian text cell prints its abilities one after another ("Найм: … . (Т): …"): an
    ability also starts at a cost and its colon after a sentence's end."""
    toks = list(unit.tokens)
    out: list[Unit] = []
    start = 0
    for i in range(1, len(toks)):
        if toks[i - 1].type not in ("_DOT", "_BANG"):
            continue
        j = i
        while j < len(toks) and toks[j].type in _COST_TOKENS:
            j += 1
        cost = j > i and j < len(toks) and toks[j].type == "_COLON"
        # a trigger after a labelled or paid ability ("Найм: … . В начале хода противника …") is an
        # ability of its own (a spell's "… . В начале вашего следующего хода …" is its delayed effect)
        trigger = _opens_trigger(toks, i) and (toks[start].type == "LABEL" or toks[start].type in ("_TAP", "_LPAR"))
        if cost or trigger:
            out.append(Unit(tuple(toks[start:i]), Span(toks[start].start_pos, toks[i - 1].end_pos)))
            start = i
    if not out:
        return [unit]
    out.append(Unit(tuple(toks[start:]), Span(toks[start].start_pos, toks[-1].end_pos)))
    return out


__all__ = ["translate", "ru_chunk_units", "lemma", "analyser", "NUMBER_WORDS"]
