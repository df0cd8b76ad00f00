"""Completion in a Russian set (`cardtext lsp`): the Russian words the grammar accepts at the
cursor, never the English ones.

The Russian text typed so far is read into the grammar's English words (dsl/ru/lexer.py), the
grammar says which terminals may come next (dsl/lsp/features.py `expected_terminals`), and each
accepted English word is offered as the Russian word a designer prints for it (the lexicon read
backwards; a verb in the form the printer writes). A word with no Russian is not offered.
"""

from __future__ import annotations

import functools

from .lexicon import HEADER_WORDS, NOUNS, NUMBERS, PHRASES

# the form a designer prints (dsl/ru/printer.py): the imperative of an instruction
_PRINTED = {"destroy": "уничтожьте", "draw": "возьмите", "stun": "оглушите", "tap": "закройте",
            "untap": "откройте", "discard": "сбросьте", "choose": "выберите", "put": "положите",
            "return": "положите", "poison": "отравить", "create": "создайте", "reveal": "покажите",
            "deal": "ранить", "heal": "излечите", "shoot": "выстрел на", "target": "выбранный",
            "gain": "получите", "lose": "потеряйте", "search": "поиск", "wound": "рана", "wounds": "рана",
            "may": "можете", "you may": "вы можете"}
_SKIP = {"a", "an", "the"}


@functools.lru_cache(maxsize=1)
def russian_words() -> dict[str, str]:
    """English word of the grammar (lower case) -> the Russian word offered for it."""
    table: dict[str, str] = {}
    for ru, en in PHRASES.items():
        if en and ru not in (("найм",),):
            table.setdefault(en.lower(), " ".join(w for w in ru if w != ","))
    for ru, en in NOUNS.items():
        table.setdefault(en, ru)
    for ru, en in NUMBERS.items():
        table.setdefault(en, ru)
    table.update(_PRINTED)
    table["recruit"] = "Найм"
    table["death"] = "Гибель"
    for w in _SKIP:
        table.pop(w, None)
    return table


def russian_candidates(english: list[str]) -> list[str]:
    """The Russian words for the English words the grammar accepts (those with no Russian left out)."""
    table = russian_words()
    return sorted({table[w.lower()] for w in english if w.lower() in table})


def all_words() -> list[str]:
    """Every word of the Russian surface (when the grammar cannot say what comes next)."""
    return sorted(set(russian_words().values()))


def english_head(text: str, names: tuple[str, ...], own: tuple[str, str] | None) -> str | None:
    """The English the Russian text typed so far reads as, or None when a word of it is unknown
    (then nothing can be said about what comes next)."""
    from .lexer import _own_name, translate

    items = translate(text, names)
    if own is not None:
        _own_name(items, *own)
    if any(it.wc == "word" for it in items):
        return None
    return " ".join(it.en for it in items)


def header_words(rs) -> dict[str, list[str]]:
    """The Russian words of a card header, by what they are: the card keyword, card types, stats,
    keywords and elements of the ruleset that have a Russian word."""
    back: dict[str, str] = {}
    for ru, en in HEADER_WORDS.items():
        back.setdefault(en, ru)
    types = [back[t.name] for t in rs.card_types if t.name in back]
    stats = [back[s.name] for s in rs.stats if s.name in back]
    keywords = [back[k] for k in rs.keywords if k in back]
    keywords += [back[k] for k in getattr(rs, "valued_keywords", ()) if k in back]
    elements = [back[e] for e in getattr(rs, "elements", ()) if e in back]
    return {"card": ["карта"], "types": types, "stats": stats + (["стихия"] if elements else []),
            "keywords": keywords, "elements": elements}
