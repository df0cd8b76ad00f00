"""Diagnostics of a Russian set in Russian: the parse errors (E101, E102, E103) say which
printed word is wrong and which Russian words fit there."""

from __future__ import annotations

import functools
import re

import attrs

from ..diagnostics import Diagnostic
from .lexicon import NOT_YET, NOUNS, NUMBERS, PHRASES

# an English word of the grammar -> the Russian word a designer writes for it
_RU: dict[str, str] = {}
_CLASSES = {"a number": "число", "a card type": "тип карты", "a card type's": "тип карты", "a stat": "параметр",
            "a zone": "зона", "a resource": "ресурс", "a counter": "счётчик", "a label": "метка",
            "a card name": "название карты", "a card name's": "название карты", "a quoted name": "название в кавычках",
            "end of text": "конец текста"}
_EXTRA = {"wound": "ранить", "wounds": "ранить", "deal": "ранить", "heal": "излечить", "target": "выбранный",
          "a": "", "an": "", "the": ""}


def _table() -> dict[str, str]:
    if not _RU:
        for ru, en in PHRASES.items():
            _RU.setdefault(en.lower(), " ".join(ru))
        for ru, en in NOUNS.items():
            _RU.setdefault(en, ru)
        for ru, en in NUMBERS.items():
            _RU.setdefault(en, ru)
        _RU.update(_EXTRA)
    return _RU


def expected_ru(label: str) -> str:
    """'expected `destroy`, a number, …' -> 'ожидалось: `уничтожить`, число, …' (English words
    the Russian surface has no word for are left out)."""
    if not label.startswith("expected "):
        return label
    table = _table()
    out: list[str] = []
    for item in label[len("expected "):].split(", "):
        item = item.strip()
        if item == "…":
            continue
        m = re.fullmatch(r"`(.+)`", item)
        if m:
            ru = table.get(m.group(1).lower())
            if ru:
                out.append(f"`{ru}`")
        elif item in _CLASSES:
            out.append(_CLASSES[item])
    out = sorted(set(out))
    shown = ", ".join(out[:12]) + (", …" if len(out) > 12 else "")
    return "ожидалось: " + (shown if out else "другое слово")


def russian(d: Diagnostic, text: str) -> Diagnostic:
    """A parse diagnostic of a Russian set, in Russian, quoting the printed words."""
    span = d.primary.span
    printed = text[span.start:span.end]
    code = d.code.id
    end = text.find(".", span.start)
    header = _header_keyword(text[span.start:end + 1 if end >= 0 else len(text)]) if code in ("E103", "E101") else None
    if header is not None:
        return attrs.evolve(d, message=f"`{printed}` — ключевое слово: его пишут в заголовке карты (`…, {header}`)",
                            primary=attrs.evolve(d.primary, message="ключевое слово, не способность"),
                            help=f"перенесите его в заголовок: `карта \"…\": существо …, {header}` "
                                 "(в таблице оно может стоять первым предложением текста)")
    if code == "E103" and _not_yet(printed):
        return attrs.evolve(d, message=f"`{printed}`: этого в правилах Берсерка cardtext ещё не умеет",
                            primary=attrs.evolve(d.primary, message="механика игры, которой ещё нет"),
                            help="карта с этим словом пока не компилируется (docs/language.md)")
    if code == "E103":
        msg = f"неизвестное слово `{printed}`"
    elif code == "E101":
        msg = f"неожиданное слово `{printed}`"
    elif code == "E102":
        msg = "предложение обрывается раньше времени"
    elif code == "E106":
        msg = "незакрытая кавычка"
    elif code == "E105":
        msg = "текст слишком длинный для одной способности"
    else:
        return _other(d)
    helptext = None
    if code == "E103":
        close = _close_word(printed)
        helptext = f"может быть, `{close}`?" if close else None
    label = expected_ru(d.primary.message)
    return attrs.evolve(d, message=msg, primary=attrs.evolve(d.primary, message=label), help=helptext)


def _header_keyword(printed: str) -> str | None:
    """A keyword of the ruleset printed as text in a .cards file ("Орда.", "Броня 2."): how the
    header writes it (орда, броня 2)."""
    from .sets import keywords_printed_first

    words = printed.strip()
    found, cut = keywords_printed_first(words.rstrip(".") + ".") if words else ([], 0)
    if not found:
        return None
    from .lexicon import HEADER_WORDS

    back = {en: ru for ru, en in HEADER_WORDS.items()}
    return " ".join(back.get(w, w) for w in found[0].split(" "))


def _not_yet(printed: str) -> bool:
    from .lexer import lemma

    return bool(printed) and lemma(printed.split()[0]) in NOT_YET


@functools.lru_cache(maxsize=1)
def _forms() -> dict[str, str]:
    """Every form of every word the surface knows -> its lemma (built once, on the first typo)."""
    from .lexer import analyser

    forms: dict[str, str] = {}
    for lem in {w for k in PHRASES for w in k} | set(NOUNS):
        if len(lem) < 3:
            continue
        for f in analyser().parse(lem)[0].lexeme:
            forms.setdefault(f.word.replace("ё", "е"), lem)
    return forms


def _close_word(printed: str) -> str | None:
    """The Russian word of the surface closest to a misspelt one ("Уничтожте" -> "уничтожьте"):
    compared with the forms of each known lemma, so the suggestion keeps the printed form."""
    import difflib

    low = printed.lower().replace("ё", "е")
    if not low.isalpha():
        return None
    from .lexer import analyser

    if analyser().word_is_known(low):       # a real word the surface does not read: no typo to mend
        return None
    close = difflib.get_close_matches(low, list(_forms()), n=1, cutoff=0.75)
    if not close:
        return None
    return close[0][:1].upper() + close[0][1:] if printed[:1].isupper() else close[0]   # as printed: Уничтожьте


# the other diagnostics a designer meets most, by the shape of their English message
_SHAPES = [
    (re.compile(r"unknown name `(.+)`"), "неизвестное название `{0}`"),
    (re.compile(r"cannot compile `(.+?)`: (.+)"), "`{0}`: этого cardtext ещё не умеет исполнить ({1})"),
    (re.compile(r"`(.+)` is not understood here"), "`{0}`: здесь это слово не понято"),
    # E501 in the designer's words (dsl/teach.py): "`X` is an instruction the game cannot carry
    # out yet", "the condition `X` cannot be checked yet", "`X` cannot say which cards …"
    (re.compile(r"(?:the \w+ )?`(.+?)` (.*(?:cannot|not executable|yet).*)"),
     "`{0}`: этого cardtext ещё не умеет исполнить ({1})"),
    (re.compile(r"unknown card type `(.+)`"), "неизвестный тип карты `{0}`"),
    (re.compile(r"unknown element `(.+)`"), "неизвестная стихия `{0}`"),
    (re.compile(r"an? (\w+) needs `(.+)`"), "карте типа `{0}` нужно поле `{1}`"),
]


def _other(d: Diagnostic) -> Diagnostic:
    """A diagnostic of a later stage in Russian when its message has a known shape (its help
    stays as it is); any other is left in English."""
    return attrs.evolve(d, message=_by_shape(d.message, _SHAPES))


def _by_shape(text: str | None, shapes: list) -> str | None:
    """`text` in Russian when it has one of the English `shapes`, else as it is."""
    if not text:
        return text
    for shape, ru in shapes:
        m = shape.fullmatch(text)
        if m:
            return ru.format(*m.groups())
    return text


# lint's warnings (dsl/lints/), by the shape of their English text: message, label and help
_LINT_SHAPES = [
    (re.compile(r"replacement effects replace each other in a cycle: (.+)"),
     "эффекты замены заменяют друг друга по кругу: {0}"),
    (re.compile(r"abilities trigger each other without bound: (.+)"), "способности вызывают друг друга без конца: {0}"),
    (re.compile(r"`(.+)` is worded `(.+)` elsewhere in the set"), "`{0}` в другом месте набора написано `{1}`"),
    (re.compile(r"the same meaning as on `(.+)` \(line (\d+)\)"), "то же значение, что на карте `{0}` (строка {1})"),
    (re.compile(r"the same meaning as on `(.+)` \((.+)\)"), "то же значение, что на карте `{0}` ({1})"),
    (re.compile(r"write `(.+)` \(the canonical wording\)"), "пишите `{0}` (каноническая формулировка)"),
    (re.compile(r"write `(.+)` \(the set's most frequent wording\)"), "пишите `{0}` (самая частая формулировка набора)"),
    (re.compile(r"a card named `(.+)` is also in `(.+)` \(line (\d+)\)"),
     "карта с названием `{0}` есть и в `{1}` (строка {2})"),
    (re.compile(r"give each card of a set its own name"), "дайте каждой карте набора своё название"),
    (re.compile(r"`(.+)` and `(.+)` differ only in case, spaces or punctuation"),
     "`{0}` и `{1}` различаются только регистром, пробелами или знаками препинания"),
    (re.compile(r"`(.+)` is at (.+)"), "`{0}` — в {1}"),
    (re.compile(r"give the cards clearly different names, or remove the copy"),
     "дайте картам явно разные названия или уберите копию"),
    (re.compile(r"this ability waits for an? (.+) event that can never happen"),
     "эта способность ждёт события `{0}`, которого никогда не бывает"),
    (re.compile(r"listen for an event the ruleset has, or fix the restriction on its card"),
     "ждите события, которое есть в правилах, или исправьте ограничение на карте"),
    (re.compile(r"the source and the destination of this move can be the same card"),
     "то, что перемещается, и то, куда, могут оказаться одной картой"),
    (re.compile(r"this target can never be legal"), "эта цель никогда не может быть допустимой"),
    (re.compile(r"remove one of the two restrictions"), "уберите одно из двух ограничений"),
    (re.compile(r"the restrictions contradict each other; keep the one you meant"),
     "ограничения противоречат друг другу: оставьте то, которое имели в виду"),
    (re.compile(r"the modes of this ability can never all be legal together"),
     "режимы этой способности никогда не бывают допустимы все вместе"),
    (re.compile(r"fix the impossible mode, lower the number of modes to choose, or add a mode"),
     "исправьте невозможный режим, уменьшите число выбираемых режимов или добавьте режим"),
    (re.compile(r"mode (\d+) can never be chosen"), "режим {0} никогда не может быть выбран"),
    (re.compile(r"fix the mode's restrictions, or remove the mode"), "исправьте ограничения режима или уберите его"),
]


def russian_lint(d: Diagnostic) -> Diagnostic:
    """A lint warning of a Russian set in Russian (message, label and help), when its English text
    has a known shape; any other part is left in English."""
    return attrs.evolve(d, message=_by_shape(d.message, _LINT_SHAPES), help=_by_shape(d.help, _LINT_SHAPES),
                        primary=attrs.evolve(d.primary, message=_by_shape(d.primary.message, _LINT_SHAPES)))
