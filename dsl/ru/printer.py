"""The printer of a Russian set: an ability in canonical Russian, for `cardtext fmt`.

The one printer (dsl/printer.py) writes the AST in canonical English; the canonical English of
the constructs the Russian surface reads is then written in Russian, a sentence at a time,
with the noun phrases agreed by pymorphy3 (case, gender, number, animacy). What has no Russian
form here raises PrintError, and `fmt` leaves the file untouched (I901) rather than write a
sentence that would not read back to the same AST; `fmt` also re-reads what it wrote.
"""

from __future__ import annotations

import re

from ..printer import Printer, PrintError
from .lexer import analyser
from .granted import granted_ability
from .mechanics import mechanics_sentence
from .modules import modules_sentence
from .plays import plays_sentence
from .shapes import shapes_ability, shapes_sentence

_LABELS = {"Recruit": "Найм", "Death": "Гибель", "Tap": "(Т)", "Attack": "При атаке"}
# a verb's canonical printed form: imperative, as the cards print most instructions; the
# wounds and healing are printed in the infinitive ("Ранить существо на 2")
_VERBS = {"summon": "вызовите", "ready": "подготовьте", "destroy": "уничтожьте", "draw": "возьмите", "stun": "оглушите", "tap": "закройте",
          "untap": "откройте", "discard": "сбросьте", "choose": "выберите", "put": "положите", "return": "положите"}
_VERBS_MAY = {"summon": "вызвать", "ready": "подготовить", "destroy": "уничтожить", "draw": "взять", "stun": "оглушить", "tap": "закрыть",
              "untap": "открыть", "discard": "сбросить", "choose": "выбрать", "deal": "ранить", "heal": "излечить",
              "return": "положить", "put": "положить"}
_NOUNS = {"creature": "существо", "card": "карта", "hero": "герой", "spell": "заклинание",
          "character": "персонаж", "artifact": "артефакт"}
_QUANTS = {"target": "выбранный", "each": "каждый", "all": "весь", "this": "этот", "your": "ваш",
           "another": "другой", "any": "любой", "tapped": "закрытый", "untapped": "открытый", "stunned": "оглушенный",
           "poisoned": "отравленный", "attacked": "атакованный"}
_NUMS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
         "ten": 10}
_NUM_RU = {2: "два", 3: "три", 4: "четыре", 5: "пять", 6: "шесть", 7: "семь", 8: "восемь", 9: "девять",
           10: "десять"}
_SENT = re.compile(r"([^.!]+[.!])")


def _word(lemma: str, tags: set[str]) -> str:
    p = analyser().parse(lemma)[0]
    f = p.inflect(tags)
    return f.word if f is not None else lemma


def _noun_forms(noun: str, case: str, number: str) -> tuple[str, str, bool]:
    """(the noun in that case and number, its gender, animate?)"""
    p = next((q for q in analyser().parse(noun) if q.tag.POS == "NOUN"), analyser().parse(noun)[0])
    gender = p.tag.gender or "masc"
    anim = p.tag.animacy == "anim"
    f = p.inflect({case, number})
    return (f.word if f is not None else noun), gender, anim


def _adj(lemma: str, case: str, number: str, gender: str, anim: bool) -> str:
    c = case
    if case == "accs" and anim and (number == "plur" or gender == "masc"):
        c = "gent"          # an animate accusative is the genitive (выбранного героя)
    tags = {c, "plur"} if number == "plur" else {c, gender, "sing"}
    p = next((q for q in analyser().parse(lemma) if q.tag.POS in ("ADJF", "PRTF", "NPRO")), analyser().parse(lemma)[0])
    f = p.inflect(tags)
    return f.word if f is not None else lemma


def noun_phrase(words: list[str], case: str = "accs") -> str:
    """An English noun phrase of the constructs the surface reads -> Russian, in `case`."""
    words = [w for w in words if w not in ("a", "an")]
    if words[:2] in (["the", "attacked"], ["The", "attacked"]):     # "атакованное существо" (BH-K41)
        words = words[1:]
    if words[:3] in (["each", "of", "your"], ["Each", "of", "your"]):     # "каждое ваше существо"
        words = ["each"] + words[2:]
    if not words:
        raise PrintError("an empty noun phrase")
    if words in (["it"], ["them"]):
        return {"it": {"nomn": "оно", "accs": "его", "gent": "его", "datv": "ему"},
                "them": {"nomn": "они", "accs": "их", "gent": "их", "datv": "им"}}[words[0]].get(case, "его")
    m = re.fullmatch(r"(.*) with cost equal to (\d+|X)", " ".join(words))
    if m:       # "стоимостью (1)"
        return noun_phrase(m.group(1).split(" "), case) + f" стоимостью ({m.group(2)})"
    m = re.fullmatch(r"(.*) with cost (\d+|X)( or less| or more)?", " ".join(words))
    if m:       # "with cost 3 or less": a filter after the noun
        tail = {" or less": " или меньше", " or more": " или больше", None: ""}[m.group(3)]
        return noun_phrase(m.group(1).split(" "), case) + f" со стоимостью {m.group(2)}{tail}"
    enemy = "enemy" in words
    words = [w for w in words if w != "enemy"]
    head = words[-1]
    singular = head[:-1] if head.endswith("s") and head[:-1] in _NOUNS else head
    if singular not in _NOUNS:
        named = head[:1].isupper() or words[0][:1].isupper() and words[0] not in ("This", "Each", "Target")
        return " ".join(_name(w, case) for w in " ".join(words).split(" ")) if named else _raise(words)
    plural = singular != head
    mods = words[:-1]
    count = None
    if mods[:2] == ["up", "to"] and len(mods) == 3:
        count = mods[2]
        mods = []
        prefix = "до " + _numeral(count, "gent")
        noun, _, _ = _noun_forms(_NOUNS[singular], "gent", "plur")
        return prefix + " " + noun + (" противника" if enemy else "")
    if mods == ["X"]:           # "Х карт"
        noun, _, _ = _noun_forms(_NOUNS[singular], "gent", "plur")
        return "Х " + noun + (" противника" if enemy else "")
    if mods and (mods[0] in _NUMS or mods[0].isdigit()):
        value = _NUMS.get(mods[0]) or int(mods[0])
        noun_case, noun_num = ("gent", "sing") if 2 <= value <= 4 else ("gent", "plur") if value >= 5 else (case, "sing")
        noun, gender, _ = _noun_forms(_NOUNS[singular], noun_case, noun_num)
        if mods[0].isdigit():           # a digit stays a digit (the AST keeps how a number was written)
            number_word = mods[0]
        else:
            number_word = "две" if value == 2 and gender == "femn" and case in ("nomn", "accs") else _numeral(mods[0], case)
        return number_word + " " + noun + (" противника" if enemy else "")
    number = "plur" if plural else "sing"
    noun, gender, anim = _noun_forms(_NOUNS[singular], case, number)
    if case == "accs" and anim and (number == "plur" or gender == "masc"):
        noun, _, _ = _noun_forms(_NOUNS[singular], "gent", number)
    out = []
    for m in mods:
        if m not in _QUANTS:
            raise PrintError(f"no Russian for `{m}`")
        out.append(_adj(_QUANTS[m], case, number, gender, anim))
    out.append(noun)
    if enemy:
        out.append("противника")
    return " ".join(out)


def _raise(words):
    raise PrintError(f"no Russian for `{' '.join(words)}`")


def _numeral(word: str, case: str) -> str:
    if word.isdigit():
        return word
    value = _NUMS.get(word) or int(word)
    if case == "gent":
        return {2: "двух", 3: "трех", 4: "четырех"}.get(value, str(value))
    return _NUM_RU.get(value, str(value))


def _name(word: str, case: str) -> str:
    """A card name's word in a case (Болотный Сторож -> Болотного Сторожа), kept when unsure."""
    parses = [p for p in analyser().parse(word) if p.tag.case == "nomn" and p.tag.POS in ("NOUN", "ADJF")]
    if not parses or not parses[0].is_known:
        return word
    c = case
    if case == "accs" and parses[0].tag.animacy != "inan" and parses[0].tag.gender in ("masc", None):
        c = "gent"
    f = parses[0].inflect({c})
    if f is None:
        return word
    w = f.word
    return w[:1].upper() + w[1:] if word[:1].isupper() else w


_OPENINGS = {"At the start of your turn": "в начале вашего хода", "At the end of your turn": "в конце вашего хода",
             "At the start of your next turn": "в начале вашего следующего хода",
             "At the start of each other player's turn": "в начале хода противника",
             "At the end of each other player's turn": "в конце хода противника",
             "Until the end of the turn": "до конца хода",
             "Until the start of your next turn": "до начала вашего следующего хода"}


def sentence(en: str) -> str:
    """One canonical English sentence (without its period) -> Russian."""
    ru = mechanics_sentence(en, sentence, noun_phrase, _word)
    if ru is None:
        ru = shapes_sentence(en, sentence, noun_phrase, _word)
    if ru is None:
        ru = plays_sentence(en, sentence, noun_phrase, _word)
    if ru is None:
        ru = modules_sentence(en, sentence, noun_phrase, _word)
    if ru is not None:
        return ru
    for opening, ru in _OPENINGS.items():
        if en.startswith(opening + ", "):
            return ru + " " + sentence(en[len(opening) + 2:])
    m = re.fullmatch(r"(Each opponent|Each player|each opponent|each player) (\w+s) (.+)", en)
    if m and m.group(2) in _THIRD_RU:
        who = "противник" if m.group(1).lower() == "each opponent" else "каждый игрок"
        return f"{who} {_THIRD_RU[m.group(2)]} {noun_phrase(m.group(3).split(' '))}"
    m = re.fullmatch(r"(?:(You may) )?([Rr]eveal|[Ll]ook at) the top(?: (\d+|X))? cards? of your deck", en)
    if m:
        verb = {"reveal": ("покажите", "показать"), "look at": ("посмотрите", "посмотреть")}[m.group(2).lower()]
        n = m.group(3)
        value = int(n) if n and n.isdigit() else (5 if n else 1)
        top = ("верхнюю карту" if value == 1 and not n else f"{n.replace('X', 'Х')} верхние карты" if 2 <= value <= 4
               else f"{(n or '1').replace('X', 'Х')} верхних карт" if value != 1 else f"{n} верхнюю карту")
        return f"{'вы можете ' + verb[1] if m.group(1) else verb[0]} {top} вашей колоды"
    m = re.fullmatch(r"Resurrect X ([A-ZА-ЯЁ][^ ]*(?: [^ ]+)*)", en)
    if m and m.group(1).split(" ")[0].lower() not in _NOUNS:
        return _resurrect_x(m.group(1))
    m = re.fullmatch(r"(.+), where X is (.+)", en)
    if m:
        return f"{sentence(m.group(1))}, где Х - {_amount(m.group(2))}"
    m = re.fullmatch(r"If you have (more|fewer) (\w+) in your hand than each other player, (.+)", en)
    if m and m.group(2).rstrip("s") in _NOUNS:
        noun, _, _ = _noun_forms(_NOUNS[m.group(2).rstrip("s")], "gent", "plur")
        rel = "больше" if m.group(1) == "more" else "меньше"
        return f"если у вас в руке {rel} {noun}, чем у противника, {sentence(m.group(3))}"
    m = re.fullmatch(r"When another player plays (.+?), (.+)", en)
    if m:
        return f"когда противник разыгрывает {noun_phrase(m.group(1).split(' '))}, {sentence(m.group(2))}"
    m = re.fullmatch(r"When (.+?) strikes (.+?), (.+)", en)
    if m:
        return (f"когда {noun_phrase(m.group(1).split(' '), 'nomn')} наносит раны ударом по "
                f"{noun_phrase(m.group(2).split(' '), 'datv')}, {sentence(m.group(3))}")
    m = re.fullmatch(r"If it is an? (stunned|tapped|untapped|poisoned) (\w+), (.+)", en)
    if m and m.group(2) in _NOUNS:
        _, gender, _ = _noun_forms(_NOUNS[m.group(2)], "nomn", "sing")
        pron = {"masc": "он", "femn": "она", "neut": "оно"}[gender]
        short = _short(_PARTICIPLES[m.group(1)], gender)
        return f"если {pron} {short}, {sentence(m.group(3))}"
    m = re.fullmatch(r"Otherwise, (.+)", en)
    if m:
        return "иначе " + sentence(m.group(1))
    m = re.fullmatch(r"Search your deck for (.+?) and place (?:it|them) into your hand", en)
    if m:
        words = m.group(1).split(" ")
        named = words[-1][:1].isupper()
        return "поиск " + ("- " if named else "") + noun_phrase(words, "nomn" if named else "accs")
    m = re.fullmatch(r"([Yy]ou may )?[Pp]oison (.+) by (\d+|X)", en)
    if m:
        return f"{'вы можете ' if m.group(1) else ''}отравить {noun_phrase(m.group(2).split(' '))} на {m.group(3)}"
    m = re.fullmatch(r"Place (\d+|X) poison on (.+)", en)
    if m:
        return f"усилить отравление {noun_phrase(m.group(2).split(' '), 'gent')} на {m.group(1)}"
    m = re.fullmatch(r"(.+?) (?:gains|gets) ([+-]\d+) (strike|life)(?: (until .+))?", en)
    if m and m.group(4) in (None, *_UNTIL):
        until = (" " + _UNTIL[m.group(4)]) if m.group(4) else ""
        stat = {"strike": "к удару", "life": "к жизни"}[m.group(3)]
        subject = m.group(1).split(" ")
        subject[0] = subject[0].lower() if subject[0].lower() in _QUANTS else subject[0]
        return f"{noun_phrase(subject, 'nomn')} получает {m.group(2)} {stat}{until}"
    m = re.fullmatch(r"When (.+?) dies, (.+)", en)
    if m:
        return f"когда {noun_phrase(m.group(1).split(' '), 'nomn')} погибает, {sentence(m.group(2))}"
    m = re.fullmatch(r"Each opponent (gains|loses) (\d+|X) coins?", en)
    if m:
        return f"противник {'получает' if m.group(1) == 'gains' else 'теряет'} ({m.group(2)})"
    m = re.fullmatch(r"(You may )?(Gain|Lose|gain|lose) (\d+|X) coins?", en)
    if m:
        verb = {"gain": ("получите", "получить"), "lose": ("потеряйте", "потерять")}[m.group(2).lower()]
        return ("вы можете " + verb[1] if m.group(1) else verb[0]) + f" ({m.group(3)})"
    w = en.split(" ")
    may = False
    if w[:2] in (["You", "may"], ["you", "may"]):
        may, w = True, w[2:]
    if not w:
        raise PrintError("an empty sentence")
    verb = w[0].lower()
    rest = w[1:]
    tail = ""
    if " ".join(rest[-4:]) == "instead of your graveyard":
        rest, tail = rest[:-4], " вместо кладбища"
    if verb in ("deal", "heal"):
        # Deal N wound(s) to NP / Heal N wound(s) from NP
        if len(rest) < 4 or rest[1] not in ("wound", "wounds") or rest[2] not in ("to", "from"):
            raise PrintError(f"no Russian for `{en}`")
        amount = str(_NUMS.get(rest[0], rest[0]))
        head = "ранить" if verb == "deal" else ("излечить" if may else "излечите")
        out = f"{head} {noun_phrase(rest[3:])} на {amount}"
    elif verb == "shoot" and len(rest) > 2 and rest[1] == "at":
        np_words, filt = rest[2:], ""
        if np_words[-2:] == ["without", "wounds"]:
            np_words, filt = np_words[:-2], " без ран"
        elif np_words[-2:] == ["with", "wounds"]:
            np_words, filt = np_words[:-2], " с ранами"
        out = f"выстрел на {_NUMS.get(rest[0], rest[0])} по {noun_phrase(np_words, 'datv')}{filt}"
    elif verb in ("return", "put") and " ".join(rest[-4:]) == "to its owner's hand":
        out = f"{_form('put', may)} {noun_phrase(rest[:-4])} в руку владельца"
    elif verb in ("return", "put") and " ".join(rest[-6:]) == "from your graveyard to your hand":
        out = f"{_form('put', may)} {noun_phrase(rest[:-6])} с кладбища в руку"
    elif verb in ("put", "place") and " ".join(rest[-5:]) == "on top of your deck":
        np_words = rest[:-5]
        src = ""
        if " ".join(np_words[-3:]) == "from your hand":
            np_words, src = np_words[:-3], " из руки"
        out = f"{_form('put', may)} {noun_phrase(np_words)}{src} на верх колоды"
    elif verb in ("put", "place") and " ".join(rest[-5:]) == "on top of its owner's deck":
        out = f"{_form('put', may)} {noun_phrase(rest[:-5])} на верх колоды владельца"
    elif verb == "shuffle" and " ".join(rest[-3:]) == "into your deck":
        # "замешайте … в колоду (вместо кладбища)" (BH-K44)
        out = f"{'вы можете замешать' if may else 'замешайте'} {noun_phrase(rest[:-3])} в колоду"
    elif verb in _VERBS:
        out = f"{_form(verb, may)} {noun_phrase(rest)}"
    else:
        raise PrintError(f"no Russian for `{en}`")
    out += tail
    if may and not out.startswith("вы можете"):
        out = "вы можете " + out
    return out


# a verb after its subject ("противник сбрасывает карту")
_THIRD_RU = {"draws": "берет", "discards": "сбрасывает", "destroys": "уничтожает", "stuns": "оглушает",
             "taps": "закрывает", "untaps": "открывает", "returns": "возвращает", "readies": "подготавливает",
             "creates": "создает", "poisons": "отравляет", "reveals": "показывает", "chooses": "выбирает"}
_STATS = {"strike": "сила удара", "cost": "стоимость", "life": "жизни"}


def _amount(en: str) -> str:
    """An amount X is defined as: "the strike of this creature" -> "сила удара этого существа"."""
    m = re.fullmatch(r"the (strike|cost|life) of (.+)", en)
    if m:
        return f"{_STATS[m.group(1)]} {noun_phrase(m.group(2).split(' '), 'gent')}"
    m = re.fullmatch(r"its (strike|cost|life)", en)
    if m:
        return f"его {_STATS[m.group(1)]}"
    if en == "the number of cards you drew this turn":      # (dsl/ru/shapes.py)
        return "количество карт, которые вы взяли в этот ход"
    raise PrintError(f"no Russian for `{en}`")


_PARTICIPLES = {"stunned": "оглушенный", "tapped": "закрытый", "untapped": "открытый", "poisoned": "отравленный"}
_UNTIL = {"until the end of the turn": "до конца хода",
          "until the start of your next turn": "до начала вашего следующего хода"}


def _short(participle: str, gender: str) -> str:
    """A participle's short form ("оглушено", "закрыт")."""
    p = next((q for q in analyser().parse(participle) if q.tag.POS in ("PRTF", "ADJF")), analyser().parse(participle)[0])
    f = p.inflect({"PRTS" if p.tag.POS == "PRTF" else "ADJS", gender, "sing"})
    return f.word.replace("ё", "е") if f is not None else participle


def _form(verb: str, may: bool) -> str:
    if may:
        return "вы можете " + _VERBS_MAY[verb]
    return _VERBS.get(verb, _VERBS_MAY.get(verb, verb))


_WORKS_IN_EN = "(This ability works in your graveyard.)"
_WORKS_IN_RU = "(эта особенность работает на кладбище)"


def _resurrect_x(name: str) -> str:
    """"Resurrect X Grave Thrall" (X cards of that name, BH-K40): "возродите Х" and the name's
    words in the genitive plural, kept when unsure."""
    out = []
    for word in name.split(" "):
        parses = [p for p in analyser().parse(word) if p.tag.case == "nomn" and p.tag.POS in ("NOUN", "ADJF")]
        f = parses[0].inflect({"gent", "plur"}) if parses and parses[0].is_known else None
        w = f.word if f is not None else word
        out.append(w[:1].upper() + w[1:] if word[:1].isupper() else w)
    return "возродите Х " + " ".join(out)


def russian_ability(english: str) -> str:
    """A canonical English ability -> canonical Russian."""
    label = ""
    once = ""
    m = re.match(r"(Recruit|Death|Attack|Tap|\(\d+\)): ", english)
    if m:
        label = _LABELS.get(m.group(1), m.group(1)) + ": "
        english = english[m.end():]
    m = re.match(r"((?:[Tt]ap|\((?:\d+|X)\))(?:, (?:[Tt]ap|\((?:\d+|X)\)))*)((?:, discard (?:a|\w+) cards?)?)"
                 r"(, once per turn)?: ", english) if not label else None
    if m:       # "(1), Tap, once per turn:" -> "(1)(Т): … (один раз за ход)."; "(X), discard a card:" (BH-K37)
        label = "".join(_LABELS.get(c.capitalize() if c.lower() == "tap" else c, c).replace("X", "Х")
                        for c in m.group(1).split(", "))
        if m.group(2):
            label += ", сбросьте " + noun_phrase(m.group(2)[len(", discard "):].split(" "))
        label += ": "
        once = " (один раз за ход)" if m.group(3) else ""
        english = english[m.end():]
    m = re.fullmatch(r"Choose (?:(\w+) times from|(one or more)): (.+)\.", english)
    if m:       # an ability constructor: its modes as a list
        if m.group(2):
            head = "Выберите одно или несколько:"
        else:
            n = m.group(1)
            times = n if n.isdigit() else _NUM_RU.get(_NUMS.get(n, 0), n)
            value = int(n) if n.isdigit() else _NUMS.get(n, 5)
            head = f"Выберите {times} {'раза' if 2 <= value <= 4 else 'раз'} одно из:"
        modes = [sentence(md.strip()) for md in m.group(3).split("; ")]
        return label + head + "".join(f" - {md[:1].upper() + md[1:]}." for md in modes)
    grant = granted_ability(english, sentence, noun_phrase, _UNTIL, _QUANTS)
    if grant is not None:       # "… до конца хода получает 'при атаке - …'" (BH-K42)
        return label + grant
    if english.endswith(" " + _WORKS_IN_EN):     # "(эта особенность работает на кладбище)" (BH-K39)
        return label + russian_ability(english[:-len(_WORKS_IN_EN) - 1])[:-1] + " " + _WORKS_IN_RU + once + "."
    whole = shapes_ability(english, noun_phrase)     # (several sentences read as one: dsl/ru/shapes.py)
    if whole is not None:
        return label + whole + once
    parts = []
    for s in _SENT.findall(english):
        body = s.strip()[:-1]
        ru = sentence(body)
        parts.append(ru[:1].upper() + ru[1:] + ".")
    if not parts or "".join(_SENT.findall(english)).strip() != english.strip():
        raise PrintError(f"no Russian for `{english}`")
    for k in range(len(parts) - 1, 0, -1):      # "…, иначе …" (one sentence, as printed)
        if parts[k].startswith("Иначе "):
            parts[k - 1:k + 1] = [parts[k - 1][:-1] + ", иначе " + parts[k][len("Иначе "):]]
        elif parts[k].startswith("При этом ") and re.search(r"заплатить \(\d+\)\.$", parts[k - 1]):
            # "вы можете заплатить (1), при этом вызовите …" (BH-K45)
            parts[k - 1:k + 1] = [parts[k - 1][:-1] + ", при этом " + parts[k][len("При этом "):]]
    if once:
        parts[-1] = parts[-1][:-1] + once + "."
    return label + " ".join(parts)


class RussianPrinter:
    """`Printer`'s interface for a Russian set: `ability(ab)` writes canonical Russian."""

    def __init__(self, ruleset) -> None:
        self.english = Printer(ruleset)

    def ability(self, ab) -> str:
        return russian_ability(self.english.ability(ab))


HEADER_RU = {"card": "карта", "creature": "существо", "hero": "герой", "spell": "заклинание", "artifact": "артефакт",
             "cost": "стоимость", "life": "жизни", "strike": "удар", "element": "стихия", "swamp": "болото",
             "forest": "лес", "mountains": "горы", "steppe": "степь", "darkness": "тьма",
             "event": "событие", "weapon": "оружие", "horde": "орда", "unique": "уникальность", "haste": "рывок",
             "frenzy": "бешенство", "flying": "полет", "armour": "броня", "vampirism": "вампиризм",
             "regeneration": "регенерация", "poison": "отравление", "shot": "выстрел", "first": "первый",
             "directed": "направленный", "experienced": "опыт", "in": "в", "attack": "атаке", "defence": "защите",
             "module": "модуль", "token": "созданный"}


def russian_header(english: str) -> str:
    """`card "Имя": creature (Класс), cost 3, …` -> `карта "Имя": существо (Класс), стоимость 3, …`."""
    m = re.match(r'card ("(?:[^"\\]|\\.)*"): (.*)', english)
    if not m:
        return english
    rest = re.sub(r"\([^)]*\)|[A-Za-z]+", lambda w: HEADER_RU.get(w.group(), w.group()), m.group(2))
    return f"карта {m.group(1)}: {rest}"
