"""Russian shapes of attaching creatures to a card (issue 17, BH-K38 and BH-K43), read into the
English words of the same constructs (after dsl/ru/plays.py, on the lexer's items), and written
back.

- "прикрепите к этому существу (к <своему имени>) любое число [других] ваших <класс в род. п.>"
  -> "attach any number of [other] <Класс> you control to this creature" (the Russian prints the
  card it goes to first; the class as the set spells it, capitalised);
- "(как если бы они имели способность Модуль и только что вошли в игру)" after it -> "as if they
  had module and had just entered play" (glossary "Модуль": the parts' Recruits happen, BH-K43).
"""

from __future__ import annotations

import re

from .lexicon import HEADER_WORDS
from .rewrite import _item, scan

# "( как если бы они имели способность <ключевое слово> и только что вошли в игру )", by lemma
_AS_IF_HEAD = ["(", "как", "если", "бы", "они", "иметь", "способность"]
_AS_IF_TAIL = ["и", "только", "что", "войти", "в", "игра", ")"]


def _lem(it) -> str:
    return it.lem if it.wc != "punct" and getattr(it, "lem", "") else it.en


def _as_if(items: list, j: int, out: list) -> int:
    """The parenthesis "as if they had <keyword> and had just entered play" at `j`, if it is there."""
    head, tail = len(_AS_IF_HEAD), len(_AS_IF_TAIL)
    if j + head + 1 + tail > len(items) or [_lem(x) for x in items[j:j + head]] != _AS_IF_HEAD \
            or [_lem(x) for x in items[j + head + 1:j + head + 1 + tail]] != _AS_IF_TAIL:
        return j
    kw = items[j + head]
    word = HEADER_WORDS.get(kw.lem or kw.en.lower(), kw.en.lower()) if kw.wc != "en" else kw.en
    out.extend([_item(items[j], "as if they had", items[j].s, items[j + head - 1].e), _item(kw, word, kw.s, kw.e),
                _item(items[j + head + 1], "and had just entered play", items[j + head + 1].s,
                      items[j + head + tail].e)])
    return j + head + 1 + tail


def attach_to(items: list) -> list:
    """"прикрепите к <куда> любое число [других] ваших <класс>" -> "attach any number of
    [other] <Класс> you control to <куда>" (+ the "как если бы" parenthesis)."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.en != "attach" or it.wc != "en" or i + 3 >= len(items) or items[i + 1].lem != "к":
            return None
        j = i + 2
        if items[j].en == "this" and items[j].wc == "en" and j + 1 < len(items) and items[j + 1].wc == "noun":
            to = items[j:j + 2]
        elif items[j].wc == "name":
            to = items[j:j + 1]
        else:
            return None
        j += len(to)
        if j + 1 >= len(items) or items[j].en != "any" or items[j + 1].lem != "число":
            return None
        many = items[j:j + 2]
        j += 2
        other = None
        if j < len(items) and items[j].en in ("another", "other") and items[j].wc == "en":
            other, j = items[j], j + 1
        if j + 1 >= len(items) or items[j].en != "your" or items[j + 1].wc != "word" or not items[j + 1].lem.isalpha():
            return None
        your, cls = items[j], items[j + 1]
        j += 2
        name = cls.lem[:1].upper() + cls.lem[1:]
        out.extend([it, _item(many[0], "any number of", many[0].s, many[1].e)])
        if other is not None:
            out.append(_item(other, "other", other.s, other.e))
        out.extend([_item(cls, name, cls.s, cls.e), _item(your, "you control", your.s, your.e),
                    _item(items[i + 1], "to", items[i + 1].s, items[i + 1].e), *to])
        return _as_if(items, j, out)
    return scan(items, rule)


def modules(items: list) -> list:
    return attach_to(items)


# ---- printing (canonical English of these constructs -> canonical Russian) -------------------

_AS_IF_RU = "как если бы они имели способность {} и только что вошли в игру"


def modules_sentence(en: str, sentence, noun_phrase, word):
    """One canonical English sentence of these shapes in Russian, or None."""
    m = re.fullmatch(r"([Yy]ou may )?[Aa]ttach any number of (other )?(\S+?) you control to (.+?)"
                     r"(?: as if they had (\w+) and had just entered play)?(?:, then (.+))?", en)
    if not m or not re.fullmatch(r"[А-ЯЁ][а-яё-]+", m.group(3)):
        return None
    cls = _genitive_plural(m.group(3))
    verb = "вы можете прикрепить" if m.group(1) else "прикрепите"
    other = "других " if m.group(2) else ""
    out = f"{verb} к {noun_phrase(m.group(4).split(' '), 'datv')} любое число {other}ваших {cls}"
    if m.group(5):
        kw = next((k for k, v in HEADER_WORDS.items() if v == m.group(5)), m.group(5))
        out += f" ({_AS_IF_RU.format(kw[:1].upper() + kw[1:])})"
    if m.group(6):      # "…, затем <инструкция>"
        out += ", затем " + sentence(m.group(6))
    return out


def _genitive_plural(cls: str) -> str:
    """"Механизм" -> "механизмов" (the class after "любое число ваших"); a word the analyser
    does not know is kept."""
    from .lexer import analyser

    p = next((p for p in analyser().parse(cls.lower()) if p.tag.POS == "NOUN"), None)
    f = p.inflect({"gent", "plur"}) if p is not None else None
    return f.word if f is not None else cls.lower()
