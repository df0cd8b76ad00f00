"""A Russian set's headers and spreadsheet cells: the Russian words of card types, fields,
columns and elements -> the ruleset's own (English) words. Card names and classes stay as printed."""

from __future__ import annotations

import re

from .lexicon import COLUMNS, HEADER_WORDS

# a type or element cell's Russian word -> the ruleset's
_CELL_WORDS = {"существо": "creature", "герой": "hero", "заклинание": "spell", "артефакт": "artifact",
               "событие": "event", "оружие": "weapon",
               "болото": "swamp", "лес": "forest", "горы": "mountains", "степь": "steppe", "тьма": "darkness",
               "нейтральный": "", "нейтральная": ""}


def russian_columns(header: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """Column names of a Russian spreadsheet (название, тип, текст, стоимость …) -> ours."""
    return [(COLUMNS.get(h, h), off) for h, off in header]


def russian_cells(ctype: str, cell: dict) -> tuple[str, dict]:
    """The type cell and the element cell in the ruleset's words; a `classes` cell is the subtypes;
    the keywords printed first in the text ("Орда. Броня 1. …") are the card's keywords."""
    ctype = _CELL_WORDS.get(ctype, ctype)
    if "element" in cell:
        text, off, offs = cell["element"]
        word = _CELL_WORDS.get(text.strip().lower(), text)
        cell = dict(cell, element=(word, off, offs))
    if "cost" in cell and not cell["cost"][0].strip() and "text" in cell and _X_UNSAID.search(cell["text"][0]) \
            and not _X_SAID.search(cell["text"][0]):
        # an empty cost cell of a card whose text reads an X it never defines ("Отравить существо
        # на Х."): the cost printed X, which the spreadsheet leaves blank (BH-X1)
        _, off, offs = cell["cost"]
        cell = dict(cell, cost=("X", off, offs))
    if "text" in cell and cell["text"][2] is None:      # (a quoted cell is left as written)
        text, off, _ = cell["text"]
        found, cut = keywords_printed_first(text)
        last, end = keywords_printed_last(text[cut:])
        if found or last:
            old = [k for k in (cell.get("keywords", ("", 0, None))[0] or "").split(",") if k.strip()]
            cell = dict(cell, text=(text[cut:cut + end], off + cut, None),
                        keywords=(", ".join(old + found + last), off, None))
    return ctype, cell


_X_UNSAID = re.compile(r"(?<![^\W\d_])[XХ](?![^\W\d_])")
_X_SAID = re.compile(r"где\s+[XХ]\b", re.IGNORECASE)
# a keyword sentence printed in the text -> the ruleset's keyword (a number after it: its value)
_KEYWORDS = {("орда",): "horde", ("уникальность",): "unique", ("рывок",): "haste", ("бешенство",): "frenzy",
             ("полет",): "flying", ("первый", "удар"): "first strike", ("направленный", "удар"): "directed strike",
             ("опыт", "в", "атака"): "experienced in attack", ("опыт", "в", "защита"): "experienced in defence",
             ("модуль",): "module", ("созданный",): "token"}      # (a token card a set declares: BH-T1)
_VALUED = {("броня",): "armour", ("вампиризм",): "vampirism", ("регенерация",): "regeneration",
           ("отравление",): "poison", ("выстрел", "на"): "shot"}
_KW_SENTENCE = re.compile(r"\s*([^.()\d]+?)\s*(\d+)?\s*(\([^()]*\))?\s*\.")


def keywords_printed_first(text: str) -> tuple[list[str], int]:
    """The keywords a Russian card prints as its first sentences ("Уникальность. Броня 2. …"),
    in the ruleset's words, and where the text after them starts. A keyword's bracketed reminder
    ("Отравление 2 (в начале …)") is the keyword's: it restates the rule, it adds nothing."""
    from .lexer import lemma

    found: list[str] = []
    pos = 0
    while True:
        m = _KW_SENTENCE.match(text, pos)
        if not m:
            break
        words = tuple(lemma(w) for w in re.findall(r"[^\W\d_]+", m.group(1)))
        if m.group(2) is None and words in _KEYWORDS:
            found.append(_KEYWORDS[words])
        elif m.group(2) is not None and words in _VALUED:
            found.append(f"{_VALUED[words]} {m.group(2)}")
        else:
            break
        pos = m.end()
    while pos < len(text) and text[pos].isspace():
        pos += 1
    return found, pos


def keywords_printed_last(text: str) -> tuple[list[str], int]:
    """The keywords a Russian card prints as its last sentences, after its abilities ("Не может
    быть оглушен. Опыт в защите."), and where they start: the text before them is the abilities."""
    starts = [0] + [m.end() for m in re.finditer(r"\.\s*", text)]
    found: list[str] = []
    end = len(text.rstrip())
    for s in reversed(starts[:-1]):
        if s >= end or s == 0:
            break
        kws, cut = keywords_printed_first(text[s:end] + ("" if text[s:end].endswith(".") else "."))
        if len(kws) != 1 or cut < len(text[s:end].rstrip()):
            break
        found.insert(0, kws[0])
        end = s
    if not found:
        return [], len(text)
    while end > 0 and text[end - 1].isspace():
        end -= 1
    return found, end


__all__ = ["HEADER_WORDS", "russian_columns", "russian_cells"]
